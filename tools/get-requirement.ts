// get_requirement — GET /rfps/{id}/requirements/{rid}: one requirement with its answer, sources and flags.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { REQUIREMENT_ERRORS, requirementRef } from '../src/rfps/requirement-ref';
import { requireRequirement } from '../src/rfps/review';
import { RequirementView, requirementView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'get_requirement',
  title: 'Read one requirement',
  description:
    'Use this to read one requirement of an RFP response by its id (from list_requirements): its text, status, answer with [n] markers and the sources they cite, choice, score, needs_input, stale flag and reason. An addition to the spec (new-user trial 16: reading one requirement meant paging through the list). Returns {requirement}.',
  http: { method: 'GET', path: '/rfps/{id}/requirements/{rid}', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  errors: REQUIREMENT_ERRORS,
  example: { id: EXAMPLE_IDS.rfp, rid: EXAMPLE_IDS.requirement },
  input: z.strictObject({
    ...requirementRef,
  }),
  output: z.object({ requirement: RequirementView.describe('The requirement as it is now.') }),
  async run(input, ctx) {
    return { requirement: requirementView(requireRequirement(ctx, ctx.caller.account.id, input.id, input.rid).requirement) };
  },
});
