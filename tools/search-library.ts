// search_library — POST /library/search: the facts and passages that speak to a query, keyword + semantic fused, numbered for citing.
import { z } from 'zod';
import { KnowledgeResult } from '../src/knowledge/schema';
import { defineTool } from '../src/tool';

export const SearchLibraryOutput = z.object({
  query: z.string().describe('The query as received.'),
  results: z
    .array(KnowledgeResult)
    .describe('Facts that speak to the query first (kind "fact"), then library passages (kind "passage"), best first.'),
});

export default defineTool({
  name: 'search_library',
  title: 'Search the library',
  description:
    "Use this when you need the company's own wording or evidence (policies, certifications, product facts) to answer or cite. Returns taught facts that speak to the query first (kind `fact`), then passages, best first, numbered 1..n as `citation` so you can cite [1], [2]. Keyword and semantic matching are combined; English and Spanish work, accents optional.",
  http: { method: 'POST', path: '/library/search', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { query: 'Is customer data encrypted at rest?', limit: 5 },
  input: z.object({
    query: z.string().min(1).max(2000).describe('What to look for, in plain words (any punctuation is safe).'),
    limit: z.number().int().min(1).max(50).optional().describe('How many passages to return (default 8, at most 50).'),
  }),
  output: SearchLibraryOutput,
  async run(input, ctx) {
    const hits = await ctx.compute.run('searchKnowledge', {
      accountId: ctx.caller.account.id,
      query: input.query,
      limit: input.limit,
    });
    return {
      query: input.query,
      results: hits.map(({ id: _id, ...hit }) => hit),
    };
  },
});
