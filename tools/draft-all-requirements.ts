// draft_all_requirements — POST /rfps/{id}/draft-all: drafts every open requirement in the background, or stops it.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { cancelDraftAll, startDraftAll } from '../src/rfps/draft-all';
import { liveRfp, viewOf } from '../src/rfps/responses';
import { RfpView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'draft_all_requirements',
  title: 'Draft every open requirement',
  description:
    'Use this after an RFP is ready to draft all open requirements in the background, and redraft machine drafts that went stale; follow drafting.done/total with get_rfp. Answers a person edited, approved or marked na are never touched. cancel: true stops a run between requirements (drafts made so far stay). A second start while one runs answers 409. Returns {rfp} as get_rfp shows it.',
  http: { method: 'POST', path: '/rfps/{id}/draft-all', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    not_found: 'no RFP response (or requirement) with that id in this account',
    gone: 'the RFP response was deleted',
    conflict: 'the RFP is still being read, or drafting already runs for it',
    unprocessable: 'reading the RFP failed (get_rfp says why)',
  },
  example: { id: EXAMPLE_IDS.rfp },
  input: z.object({
    id: z.string().min(1).max(100).describe('RFP response id.'),
    cancel: z.boolean().optional().describe('true stops the running draft-all instead of starting one.'),
  }),
  output: z.object({ rfp: RfpView.describe('The RFP response, with drafting progress.') }),
  async run(input, ctx) {
    const accountId = ctx.caller.account.id;
    if (input.cancel) cancelDraftAll(ctx, accountId, input.id);
    else startDraftAll(ctx, accountId, input.id);
    return { rfp: viewOf(ctx, liveRfp(ctx, accountId, input.id)) };
  },
});
