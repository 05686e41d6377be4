// draft_requirement — POST /rfps/{id}/requirements/{rid}/draft: drafts (or redrafts) one answer from the company's knowledge.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { REQUIREMENT_ERRORS, requirementRef } from '../src/rfps/requirement-ref';
import { RequirementView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'draft_requirement',
  title: 'Draft the answer to one requirement',
  description:
    'Use this to draft (or redraft) one requirement\'s answer from taught facts, approved answers, the library and the deal. The response cites its sources as [n]; every sentence is one its sources state. When the knowledge cannot support an answer nothing is made up: status stays "open" and needs_input asks for the missing fact (teach it with teach_requirement_fact). Replaces the current answer, even one a person edited. Returns {requirement} as list_requirements shows it.',
  http: { method: 'POST', path: '/rfps/{id}/requirements/{rid}/draft', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  errors: REQUIREMENT_ERRORS,
  example: { id: EXAMPLE_IDS.rfp, rid: EXAMPLE_IDS.requirement },
  input: z.object({
    ...requirementRef,
  }),
  output: z.object({ requirement: RequirementView.describe('The requirement with its new draft or needs_input.') }),
  async run(input, ctx) {
    // retrieval and composition are heavy: they run in the worker pool when threads are on
    const requirement = await ctx.compute.run('draftRequirement', {
      accountId: ctx.caller.account.id,
      rfpId: input.id,
      requirementId: input.rid,
    });
    return { requirement };
  },
});
