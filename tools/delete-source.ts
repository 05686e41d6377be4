// delete_source — DELETE /library/sources/{id}: removes a document; its passages leave search at once.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { removeSource } from '../src/library/sources';
import { sourceDeleted } from '../src/rfps/knowledge-changes';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'delete_source',
  title: 'Delete a library source',
  description:
    'Use this to remove a document from the library (outdated or wrong). Its passages stop appearing in search immediately; later reads of the id answer 410 gone. Returns {deleted: true, source: {id, name}}.',
  http: { method: 'DELETE', path: '/library/sources/{id}', scope: 'write' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  errors: { not_found: 'no source with that id in this account', gone: 'the source was already deleted' },
  example: { id: EXAMPLE_IDS.source },
  input: z.object({ id: z.string().min(1).describe('Source id to delete.') }),
  output: z.object({
    deleted: z.literal(true).describe('Always true when the call succeeds.'),
    source: z
      .object({ id: z.string().describe('Id of the deleted source.'), name: z.string().describe('Its name.') })
      .describe('What was deleted.'),
  }),
  async run(input, ctx) {
    const row = removeSource(ctx, input.id);
    // answers that cite it are flagged stale until redrafted or approved again
    sourceDeleted(ctx, ctx.caller.account.id, row);
    return { deleted: true as const, source: { id: row.id, name: row.name } };
  },
});
