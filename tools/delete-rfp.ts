// delete_rfp — DELETE /rfps/{id}: removes an RFP response, its file and its requirements.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { removeRfp } from '../src/rfps/responses';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'delete_rfp',
  title: 'Delete an RFP response',
  description:
    'Use this to remove an RFP response with its uploaded file and requirements (its reading and drafting stop). Wording already approved stays in the library as approved answers (delete that source to remove it). Later reads answer 410. Returns {deleted: true, rfp: {id, name}}.',
  http: { method: 'DELETE', path: '/rfps/{id}', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  errors: { not_found: 'no RFP response with that id in this account', gone: 'the RFP response was already deleted' },
  example: { id: EXAMPLE_IDS.rfp },
  input: z.object({ id: z.string().min(1).max(100).describe('RFP response id to delete.') }),
  output: z.object({
    deleted: z.literal(true).describe('Always true when the call succeeds.'),
    rfp: z
      .object({ id: z.string().describe('Id of the deleted response.'), name: z.string().describe('Its name.') })
      .describe('What was deleted.'),
  }),
  async run(input, ctx) {
    const row = removeRfp(ctx, input.id);
    return { deleted: true as const, rfp: { id: row.id, name: row.name } };
  },
});
