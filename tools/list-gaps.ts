// list_gaps — GET /facts/gaps: the facts open RFP responses still need, one per missing fact, with who waits on it.
import { z } from 'zod';
import { PageInput, pageOf, pageOutput } from '../src/paging';
import { GapView, listGaps } from '../src/rfps/gaps';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'list_gaps',
  title: 'List missing facts',
  description:
    'Use this to see what the company must still tell Bidsmith to finish its open RFP responses: each gap is one missing fact as a question (the same fact asked by several responses is one gap), most-waited-on first. Returns {gaps: [{key, question, waiting, requirements: [{rfp_id, rfp_name, requirement_id, ref, needs_input}]}], total, offset, limit}; page with offset and limit (default 50, at most 200). Teaching the fact (teach_fact or teach_requirement_fact) redrafts those requirements and clears the gap.',
  http: { method: 'GET', path: '/facts/gaps', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { offset: 0, limit: 50 },
  input: z.object(PageInput),
  output: z.object({
    gaps: z.array(GapView).describe('This page of missing facts, most-waited-on first; empty when nothing is missing.'),
    ...pageOutput('Missing facts'),
  }),
  async run(input, ctx) {
    // gaps are grouped from the waiting requirements as they are read, so the page is cut from the whole list
    const { rows, ...page } = pageOf(listGaps(ctx, ctx.caller.account.id), input);
    return { gaps: rows, ...page };
  },
});
