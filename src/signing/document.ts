// The document a signer sees and signs: the proposal's PDF, rendered once at send time and frozen in the round.
import { getAccount } from '../../store/accounts';
import type { Proposal } from '../../store/proposals';
import type { AppContext } from '../context';
import { toView } from '../proposals/service';

export async function renderDocument(ctx: AppContext, proposal: Proposal): Promise<Buffer> {
  const companyName = getAccount(ctx.db, proposal.accountId)?.name ?? '';
  return ctx.compute.run('renderProposalPdf', { proposal: toView(proposal), companyName, now: ctx.clock.now() });
}
