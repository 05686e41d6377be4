// search_library — POST /library/search: the facts and passages that speak to a query, keyword + semantic fused, numbered for citing.
import { z } from 'zod';
import { KnowledgeResult } from '../src/knowledge/schema';
import { knowledgeResult } from '../src/knowledge/search';
import { defineTool } from '../src/tool';

export const SearchLibraryOutput = z.object({
  query: z.string().describe('The query as received.'),
  results: z
    .array(KnowledgeResult)
    .describe(
      'Facts that speak to the query first (kind "fact"), then library passages (kind "passage"), best first; empty when ' +
        'nothing clears the relevance floor.',
    ),
});

export default defineTool({
  name: 'search_library',
  title: 'Search the library',
  description:
    "Use this when you need the company's own wording or evidence (policies, certifications, product facts) to answer or cite. Returns taught facts that speak to the query first (kind `fact`), then passages, best first, numbered 1..n as `citation` so you can cite [1], [2]. Keyword and semantic matching are combined, and for a question the passage whose one sentence answers it comes first; English and Spanish work, accents optional. How to read the results: an empty list means the library holds nothing relevant (say so; do not answer from elsewhere). Passages that hold under 15% of the query's words and no close semantic match are never returned; `weak: true` marks a result that holds under half of them: related, usually not an answer. `score` orders results of one query (not comparable across queries); `found_by` says whether words, meaning or a taught fact found it. Each `text` is one passage (at most about 240 words), so cite it, and read its own words before stating anything from it: a definition, an example or a requirement a document puts to vendors is not the company's statement, and a result with `voice: \"other\"` comes from another party's document (a buyer's RFP, a standard): context, never the company's answer.",
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
      results: hits.map(knowledgeResult),
    };
  },
});
