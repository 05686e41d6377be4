// list_sources — GET /library/sources: the account's library, newest first, with status and passage counts, a page at a time.
import { z } from 'zod';
import { SourceView, sourceView } from '../src/library/sources';
import { PageInput, pageOf, pageOutput } from '../src/paging';
import { defineTool } from '../src/tool';
import { listSources } from '../store/library';

export default defineTool({
  name: 'list_sources',
  title: 'List library sources',
  description:
    'Use this to see which documents the library holds. Returns them newest first as {sources: [{id, name, status (indexing, ready, failed), passage_count, error, …}], total, offset, limit}; page with offset and limit (default 50, at most 200).',
  http: { method: 'GET', path: '/library/sources', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {},
  example: { offset: 0, limit: 50 },
  input: z.object(PageInput),
  output: z.object({
    sources: z.array(SourceView).describe('This page of sources, newest first (deleted ones are not listed).'),
    ...pageOutput('Sources in the library'),
  }),
  async run(input, ctx) {
    // a library holds at most 200 sources, so the page is cut from the whole list
    const { rows, ...page } = pageOf(listSources(ctx.db, ctx.caller.account.id), input);
    return { sources: rows.map(sourceView), ...page };
  },
});
