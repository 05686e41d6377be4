// teach_requirement_fact — POST /rfps/{id}/requirements/{rid}/fact: keeps a person's answer as a fact and redrafts with it.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { keepRequirementFact } from '../src/rfps/fact';
import { RequirementView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'teach_requirement_fact',
  title: 'Answer a requirement with a new fact',
  description:
    'Use this when a requirement needs input: give the answer in plain words (e.g. "$5M per claim") and it is kept as the fact of that topic for all future documents (replacing an earlier fact on it), this requirement is redrafted with it, and every other requirement waiting on the same fact is redrafted in the background (the gap clears). Returns {fact: {id, topic, text}, replaced, requirement}.',
  http: { method: 'POST', path: '/rfps/{id}/requirements/{rid}/fact', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    not_found: 'no RFP response (or requirement) with that id in this account',
    gone: 'the RFP response was deleted',
    conflict: 'the RFP is still being read, or the account already holds 2000 facts',
    unprocessable: 'reading the RFP failed (get_rfp says why)',
  },
  example: { id: EXAMPLE_IDS.rfp, rid: EXAMPLE_IDS.requirementNeedingInput, answer: '$5M per claim' },
  input: z.object({
    id: z.string().min(1).max(100).describe('RFP response id.'),
    rid: z.string().min(1).max(100).describe('Requirement id.'),
    answer: z.string().min(1).max(400).describe('The missing fact, in plain words (at most 400 characters, as every fact).'),
  }),
  output: z.object({
    fact: z
      .object({
        id: z.string().describe('Fact id.'),
        topic: z.string().describe('Topic it is kept under.'),
        text: z.string().describe('The fact as kept.'),
      })
      .describe('The fact kept.'),
    replaced: z
      .object({ id: z.string().describe('Id of the earlier fact.'), text: z.string().describe('Its text.') })
      .nullable()
      .describe('The earlier fact on the same topic it replaced, or null.'),
    requirement: RequirementView.describe('This requirement, redrafted with the fact.'),
  }),
  async run(input, ctx) {
    const accountId = ctx.caller.account.id;
    const kept = keepRequirementFact(ctx, { accountId, rfpId: input.id, rid: input.rid, answer: input.answer });
    const requirement = await ctx.compute.run('draftRequirement', {
      accountId,
      rfpId: input.id,
      requirementId: kept.requirementId,
      // the person answered this very requirement: its draft rests on that fact
      taught: { ...kept.fact, answer: input.answer.replace(/\s+/g, ' ').trim() },
    });
    return { fact: kept.fact, replaced: kept.replaced, requirement };
  },
});
