// list_requirements — GET /rfps/{id}/requirements: requirements in document order with their answers, filterable and paged.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { PageInput, pageOutput } from '../src/paging';
import { liveRfp, viewOf } from '../src/rfps/responses';
import { RequirementView, RfpView, requirementView } from '../src/rfps/views';
import { defineTool } from '../src/tool';
import { listRequirements, REQUIREMENT_STATUSES } from '../store/rfps';

export default defineTool({
  name: 'list_requirements',
  title: 'List the requirements of an RFP',
  description:
    "Use this to read what the buyer asks, in document order, with each drafted answer (response with [n] citations, sources), the chosen value among the form's choices, and needs_input (the missing fact as a question) where knowledge is lacking. Returns {total, offset, limit, rfp, requirements: [{id, ref, section, text, status, response, answer, choice, choices, score, needs_input, sources, unverified_claims, stale, edited, location}]}. Filter by status, needs_input=true or stale=true; page with offset and limit (default 50, max 200).",
  http: { method: 'GET', path: '/rfps/{id}/requirements', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: { not_found: 'no RFP response with that id in this account', gone: 'the RFP response was deleted' },
  example: { id: EXAMPLE_IDS.rfp, offset: 0, limit: 50 },
  input: z.object({
    id: z.string().min(1).max(100).describe('RFP response id.'),
    status: z.enum(REQUIREMENT_STATUSES).optional().describe('Only requirements with this answer status.'),
    needs_input: z.literal(true).optional().describe('true: only requirements still needing a fact.'),
    stale: z.literal(true).optional().describe('true: only answers whose cited knowledge changed since.'),
    ...PageInput,
  }),
  output: z.object({
    ...pageOutput('Requirements matching the filters'),
    rfp: RfpView.describe('The RFP response they belong to.'),
    requirements: z.array(RequirementView).describe('Requirements in document order.'),
  }),
  async run(input, ctx) {
    const rfp = liveRfp(ctx, ctx.caller.account.id, input.id);
    const { total, rows } = listRequirements(ctx.db, rfp.id, {
      status: input.status,
      needsInput: input.needs_input,
      stale: input.stale,
      offset: input.offset,
      limit: input.limit,
    });
    return { total, offset: input.offset, limit: input.limit, rfp: viewOf(ctx, rfp), requirements: rows.map(requirementView) };
  },
});
