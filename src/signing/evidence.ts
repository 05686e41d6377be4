// What a finished signing leaves behind, for other capabilities: the signed PDF that replaces the rendered one.
import { signedRound } from '../../store/signing';
import type { AppContext } from '../context';

/** The signed PDF (document + certificate page) of a signed proposal, or null while it is not signed. */
export function signedPdf(ctx: AppContext, accountId: string, proposalId: string): Buffer | null {
  return signedRound(ctx.db, accountId, proposalId)?.signed_pdf ?? null;
}
