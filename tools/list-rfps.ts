// list_rfps — GET /rfps: the account's RFP responses, newest first, with status and requirement counts.
import { z } from 'zod';
import { PageInput, pageOutput } from '../src/paging';
import { viewOf } from '../src/rfps/responses';
import { RfpView } from '../src/rfps/views';
import { defineTool } from '../src/tool';
import { listRfps } from '../store/rfps';

export default defineTool({
  name: 'list_rfps',
  title: 'List RFP responses',
  description:
    'Use this to see the RFPs and questionnaires being answered. Returns them newest first as {rfps: [rfp as get_rfp shows it], total, offset, limit}; page with offset and limit (default 50, at most 200).',
  http: { method: 'GET', path: '/rfps', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { offset: 0, limit: 50 },
  input: z.object({
    ...PageInput,
  }),
  output: z.object({
    ...pageOutput('RFP responses in the account'),
    rfps: z.array(RfpView).describe('RFP responses, newest first.'),
  }),
  async run(input, ctx) {
    const { total, rows } = listRfps(ctx.db, ctx.caller.account.id, input);
    return { total, offset: input.offset, limit: input.limit, rfps: rows.map((r) => viewOf(ctx, r)) };
  },
});
