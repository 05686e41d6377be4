// get_rfp — GET /rfps/{id}: one RFP response: reading status, counts by answer status, gaps, stale answers, drafting progress.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { liveRfp, viewOf } from '../src/rfps/responses';
import { RfpView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'get_rfp',
  title: 'Get an RFP response',
  description:
    'Use this to poll an uploaded RFP until status is "ready" (or "failed" with error), and to follow draft_all_requirements (drafting.done/total, running). Also shows counts by answer status, how many still need a fact, and how many answers went stale. Returns {rfp: {id, name, status, error, deal_number, requirement_count, counts: {open, drafted, answered, na}, needs_input_count, stale_count, drafting: {status, running, done, total, error}, notes}}. Deleted responses answer 410.',
  http: { method: 'GET', path: '/rfps/{id}', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: { not_found: 'no RFP response with that id in this account', gone: 'the RFP response was deleted' },
  example: { id: EXAMPLE_IDS.rfp },
  input: z.object({ id: z.string().min(1).max(100).describe('RFP response id, as returned by upload_rfp.') }),
  output: z.object({ rfp: RfpView.describe('The RFP response.') }),
  async run(input, ctx) {
    return { rfp: viewOf(ctx, liveRfp(ctx, ctx.caller.account.id, input.id)) };
  },
});
