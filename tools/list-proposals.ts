// list_proposals — GET /proposals: the account's proposals, newest first, as summaries, a page at a time.
import { z } from 'zod';
import { PageInput, pageOutput } from '../src/paging';
import { ProposalSummary } from '../src/proposals/schema';
import { toSummary } from '../src/proposals/service';
import { defineTool } from '../src/tool';
import { listProposals } from '../store/proposals';

export default defineTool({
  name: 'list_proposals',
  title: 'List proposals',
  description:
    'Use this to find a proposal, order or agreement: returns {proposals: [{number, doc_type, customer, status (draft, sent, signed, lost), y1_total, y2_total, currency, version, created_at, updated_at}], total, offset, limit}, newest first; page with offset and limit (default 50, at most 200). Use get_proposal with the number for the full document.',
  http: { method: 'GET', path: '/proposals', scope: 'read' },
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { offset: 0, limit: 50 },
  input: z.object(PageInput),
  output: z.object({
    proposals: z.array(ProposalSummary).describe('This page of proposals, newest first.'),
    ...pageOutput('Proposals of the account'),
  }),
  async run(input, ctx) {
    const { total, rows } = listProposals(ctx.db, ctx.caller.account.id, input);
    return { proposals: rows.map(toSummary), total, offset: input.offset, limit: input.limit };
  },
});
