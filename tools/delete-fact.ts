// delete_fact — DELETE /facts/{id}: removes a fact; later reads and deletes of it answer 410.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { removeFact } from '../src/facts/remove';
import { factDeleted } from '../src/rfps/knowledge-changes';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'delete_fact',
  title: 'Delete a fact',
  description:
    'Use this when a fact is wrong or no longer true and nothing should replace it (to change a fact, teach the new one instead: it replaces the old). Returns {deleted: true, id}; 410 for a fact already deleted or replaced.',
  http: { method: 'DELETE', path: '/facts/{id}', scope: 'write' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  errors: { not_found: 'no fact with that id in this account', gone: 'the fact was deleted or replaced by a later one' },
  example: { id: EXAMPLE_IDS.fact },
  input: z.object({ id: z.string().min(1).max(100).describe('Id of the fact, from list_facts.') }),
  output: z.object({
    deleted: z.boolean().describe('Always true.'),
    id: z.string().describe('Id of the deleted fact.'),
  }),
  async run(input, ctx) {
    const fact = removeFact(ctx, ctx.caller.account.id, input.id);
    // answers that cite it are flagged stale until redrafted or approved again
    factDeleted(ctx, ctx.caller.account.id, fact);
    return { deleted: true, id: input.id };
  },
});
