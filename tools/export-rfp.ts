// export_rfp — GET /rfps/{id}/export: the buyer's own file with the answers written in, or the CSV compliance matrix.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { defineTool, fileOutput } from '../src/tool';

export default defineTool({
  name: 'export_rfp',
  title: 'Download the filled RFP or its compliance matrix',
  description:
    'Use this to hand the answers back. format "filled" (default): for .xlsx and .docx uploads the buyer\'s own file with each answer written where it expects it (choice, explanation, score; Word response cells or paragraphs), everything else untouched, [n] markers removed; for PDF and text uploads a new .docx response. format "csv": the compliance matrix (ref, section, requirement, status, choice, score, answer, sources, needs_input). Requirements still needing input stay blank; answers: "reviewed" leaves out machine drafts no person approved or edited (send only what was read). Over MCP the file comes back as an embedded resource.',
  http: { method: 'GET', path: '/rfps/{id}/export', scope: 'read' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: {
    not_found: 'no RFP response (or requirement) with that id in this account',
    gone: 'the RFP response was deleted',
    conflict: 'the RFP is still being read: poll get_rfp until it is ready',
    unprocessable: 'reading the RFP failed, or the original file is damaged and cannot be filled in',
  },
  example: { id: EXAMPLE_IDS.rfp, format: 'csv' },
  input: z.object({
    id: z.string().min(1).max(100).describe('RFP response id.'),
    format: z.enum(['filled', 'csv']).default('filled').describe('filled (default) or csv.'),
    answers: z
      .enum(['all', 'reviewed'])
      .default('all')
      .describe(
        'all (default): every answer drafted or given. reviewed: only answers a person approved, edited or marked na; machine drafts nobody reviewed are left blank, as if still open (the summary counts them).',
      ),
  }),
  output: fileOutput(
    [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/csv; charset=utf-8',
    ],
    'The filled file, a response .docx, or the CSV compliance matrix, as an attachment named "<name> (response).<ext>".',
  ),
  async run(input, ctx) {
    const file = await ctx.compute.run('exportRfp', {
      accountId: ctx.caller.account.id,
      rfpId: input.id,
      format: input.format,
      answers: input.answers,
    });
    return { file: { name: file.name, contentType: file.contentType, data: Buffer.from(file.data) }, summary: file.summary };
  },
});
