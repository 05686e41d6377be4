// update_requirement — PATCH /rfps/{id}/requirements/{rid}: a person edits, approves, reopens or scores an answer.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { REQUIREMENT_ERRORS, requirementRef } from '../src/rfps/requirement-ref';
import { updateRequirement } from '../src/rfps/review';
import { RequirementView } from '../src/rfps/views';
import { defineTool } from '../src/tool';
import { REQUIREMENT_STATUSES } from '../store/rfps';

export default defineTool({
  name: 'update_requirement',
  title: 'Edit or approve one answer',
  description:
    'Use this when a person reviews an answer: change the response (keep [n] markers to cite the listed sources; unverified_claims lists sentences the sources do not support), set status (answered = approved: the answer joins the library as approved wording that later drafts prefer; na = not applicable; open reopens), pick the choice among the form\'s values, or set the score. A price table of a cost proposal (its `columns` not empty) is answered one line per row, cells separated by " | " in the order of `columns` ("Project manager | 150 | 400"). Edited answers are never overwritten by draft_all_requirements. A changed response or an approval clears a stale flag (the person wrote or approved it knowing what changed). Returns {requirement} as saved.',
  http: { method: 'PATCH', path: '/rfps/{id}/requirements/{rid}', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  errors: REQUIREMENT_ERRORS,
  example: {
    id: EXAMPLE_IDS.rfp,
    rid: EXAMPLE_IDS.requirement,
    response: 'Yes. Customer data is encrypted at rest with AES-256 [1].',
    status: 'answered',
  },
  input: z.strictObject({
    ...requirementRef,
    response: z.string().max(20_000).optional().describe("The answer text, with [n] markers citing the requirement's sources."),
    status: z.enum(REQUIREMENT_STATUSES).optional().describe('open, drafted, answered (approved) or na.'),
    choice: z.string().max(500).nullable().optional().describe("One of the requirement's `choices`, exactly; null clears it."),
    score: z
      .number()
      .int()
      .min(-1000)
      .max(1000)
      .nullable()
      .optional()
      .describe('The score, only where the form scores (scored: true; elsewhere 400); null clears it.'),
  }),
  output: z.object({ requirement: RequirementView.describe('The requirement as saved.') }),
  async run(input, ctx) {
    const { id, rid, ...edit } = input;
    return { requirement: await updateRequirement(ctx, { accountId: ctx.caller.account.id, rfpId: id, rid, edit }) };
  },
});
