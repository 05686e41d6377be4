// list_proposals — GET /proposals: the account's proposals, newest first, as summaries.
import { z } from 'zod';
import { ProposalSummary } from '../src/proposals/schema';
import { toSummary } from '../src/proposals/service';
import { defineTool } from '../src/tool';
import { listProposals } from '../store/proposals';

export default defineTool({
  name: 'list_proposals',
  title: 'List proposals',
  description:
    'Use this to find a proposal, order or agreement: returns every one of the account, newest first, with number, type, customer, status (draft, sent, signed, lost), year-one and year-two totals, version and dates. Use get_proposal with the number for the full document.',
  http: { method: 'GET', path: '/proposals', scope: 'read' },
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({}),
  output: z.object({ proposals: z.array(ProposalSummary).describe('Newest first.') }),
  async run(_input, ctx) {
    return { proposals: listProposals(ctx.db, ctx.caller.account.id).map(toSummary) };
  },
});
