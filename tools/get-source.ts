// get_source — GET /library/sources/{id}: one source with its indexing status, passage count and failure reason.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { liveSource, SourceView, sourceView } from '../src/library/sources';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'get_source',
  title: 'Get a library source',
  description:
    'Use this to poll a document added with add_source until status is "ready" (searchable) or "failed" (error says why). Returns {source: {id, name, status, passage_count, pages, error, …}}. Deleted sources answer 410 gone.',
  http: { method: 'GET', path: '/library/sources/{id}', scope: 'read' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: { not_found: 'no source with that id in this account', gone: 'the source was deleted' },
  example: { id: EXAMPLE_IDS.source },
  input: z.object({ id: z.string().min(1).describe('Source id, as returned by add_source or list_sources.') }),
  output: z.object({ source: SourceView.describe('The source.') }),
  async run(input, ctx) {
    return { source: sourceView(liveSource(ctx, input.id)) };
  },
});
