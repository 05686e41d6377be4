// list_facts — GET /facts: the account's live facts, newest first.
import { z } from 'zod';
import { listFacts } from '../src/knowledge/facts';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'list_facts',
  title: 'List facts',
  description:
    'Use this to see every fact the company has taught (one per topic), e.g. before drafting or to find the id of a fact to delete. Newest first.',
  http: { method: 'GET', path: '/facts', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({}),
  output: z.object({
    facts: z
      .array(
        z.object({
          id: z.string().describe('Fact id, for delete_fact.'),
          topic: z.string().describe('The topic; a later fact on the same topic replaces this one.'),
          text: z.string().describe('The fact in the words it was taught.'),
          created_at: z.string().describe('When it was taught, ISO 8601 (UTC).'),
        }),
      )
      .describe('Live facts, newest first.'),
  }),
  async run(_input, ctx) {
    const facts = listFacts(ctx, ctx.caller.account.id);
    return {
      facts: facts.map((f) => ({ id: f.id, topic: f.topic, text: f.text, created_at: new Date(f.created_at).toISOString() })),
    };
  },
});
