// search_library — POST /library/search: the account's passages for a query, keyword + semantic fused, numbered for citing.
import { z } from 'zod';
import { searchLibrary } from '../src/library/search';
import { defineTool } from '../src/tool';

export const SearchLibraryOutput = z.object({
  query: z.string().describe('The query as received.'),
  results: z
    .array(
      z.object({
        citation: z.number().int().describe('The number to cite this passage by, e.g. [2]; 1..n in rank order.'),
        source_id: z.string().describe('Id of the library source the passage comes from.'),
        source_name: z.string().describe('Name of that source.'),
        heading: z.string().describe('The heading path the passage sits under ("Security › Certifications"); may be empty.'),
        text: z.string().describe('The passage text.'),
        page: z.number().int().nullable().describe('PDF page the passage starts on; null for other files.'),
      }),
    )
    .describe('Passages best first.'),
});

export default defineTool({
  name: 'search_library',
  title: 'Search the library',
  description:
    "Use this when you need the company's own wording or evidence (policies, certifications, product facts) to answer or cite. Returns passages best first, numbered 1..n as `citation` so you can cite [1], [2]. Keyword and semantic matching are combined; English and Spanish work, accents optional.",
  http: { method: 'POST', path: '/library/search', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({
    query: z.string().min(1).max(2000).describe('What to look for, in plain words (any punctuation is safe).'),
    limit: z.number().int().min(1).max(50).optional().describe('How many passages to return (default 8, at most 50).'),
  }),
  output: SearchLibraryOutput,
  async run(input, ctx) {
    const hits = await searchLibrary(ctx, ctx.caller.account.id, input.query, { limit: input.limit });
    return {
      query: input.query,
      results: hits.map((h, i) => ({
        citation: i + 1,
        source_id: h.source_id,
        source_name: h.source_name,
        heading: h.heading,
        text: h.text,
        page: h.page,
      })),
    };
  },
});
