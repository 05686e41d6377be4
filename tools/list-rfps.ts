// list_rfps — GET /rfps: the account's RFP responses, newest first, with status and requirement counts.
import { z } from 'zod';
import { viewOf } from '../src/rfps/responses';
import { RfpView } from '../src/rfps/views';
import { defineTool } from '../src/tool';
import { listRfps } from '../store/rfps';

export default defineTool({
  name: 'list_rfps',
  title: 'List RFP responses',
  description:
    'Use this to see the RFPs and questionnaires being answered, newest first, each with its reading status, requirement count, answer counts and drafting progress. Pages with offset and limit (default 50, at most 200).',
  http: { method: 'GET', path: '/rfps', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    offset: z.number().int().min(0).max(1_000_000).default(0).describe('How many to skip (default 0).'),
    limit: z.number().int().min(1).max(200).default(50).describe('How many to return (default 50, at most 200).'),
  }),
  output: z.object({
    total: z.number().int().describe('RFP responses in the account.'),
    offset: z.number().int().describe('As asked.'),
    limit: z.number().int().describe('As asked.'),
    rfps: z.array(RfpView).describe('RFP responses, newest first.'),
  }),
  async run(input, ctx) {
    const { total, rows } = listRfps(ctx.db, ctx.caller.account.id, input);
    return { total, offset: input.offset, limit: input.limit, rfps: rows.map((r) => viewOf(ctx, r)) };
  },
});
