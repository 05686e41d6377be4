// list_facts — GET /facts: the account's live facts, newest first, a page at a time.
import { z } from 'zod';
import { listFacts } from '../src/knowledge/facts';
import { PageInput, pageOf, pageOutput } from '../src/paging';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'list_facts',
  title: 'List facts',
  description:
    'Use this to see the facts the company has taught (one per topic), e.g. before drafting or to find the id of a fact to delete. Returns {facts: [{id, topic, text, created_at}], total, offset, limit}, newest first; page with offset and limit (default 50, at most 200).',
  http: { method: 'GET', path: '/facts', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { offset: 0, limit: 50 },
  input: z.object(PageInput),
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
      .describe('This page of live facts, newest first.'),
    ...pageOutput('Live facts'),
  }),
  async run(input, ctx) {
    // an account holds at most 2000 live facts, so the page is cut from the whole list
    const { rows, ...page } = pageOf(listFacts(ctx, ctx.caller.account.id), input);
    return {
      facts: rows.map((f) => ({ id: f.id, topic: f.topic, text: f.text, created_at: new Date(f.created_at).toISOString() })),
      ...page,
    };
  },
});
