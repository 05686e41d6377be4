// list_sources — GET /library/sources: the account's library, newest first, with status and passage counts.
import { z } from 'zod';
import { SourceView, sourceView } from '../src/library/sources';
import { defineTool } from '../src/tool';
import { listSources } from '../store/library';

export default defineTool({
  name: 'list_sources',
  title: 'List library sources',
  description:
    'Use this to see which documents the library holds, newest first, each with its indexing status (indexing, ready, failed) and passage count.',
  http: { method: 'GET', path: '/library/sources', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  input: z.object({}),
  output: z.object({ sources: z.array(SourceView).describe('Sources, newest first (deleted ones are not listed).') }),
  async run(_input, ctx) {
    return { sources: listSources(ctx.db, ctx.caller.account.id).map(sourceView) };
  },
});
