// add_source — POST /library/sources: uploads a document (text, base64 file, or a local path over stdio) for background indexing.
import { z } from 'zod';
import { EXAMPLE_LIBRARY } from '../src/examples';
import { addSource, SourceView, sameNameWarnings, sourceView } from '../src/library/sources';
import { addPastAnswers } from '../src/rfps/past-answers';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'add_source',
  title: 'Add a document to the library',
  description:
    'Use this to add company knowledge (policies, product sheets, past proposals) that later answers and citations draw on. Send name plus text, or name plus data (base64) with content_type (.docx, .pdf, plain text or Markdown; at most 12 MB, 150 PDF pages and 5,000 passages, about 800,000 words: a longer text fails while indexing, so split it); a completed questionnaire (.xlsx, or .docx with as: "answers") becomes approved wording. A buyer’s RFP or a standard put here is searchable but never quoted as the company’s answer (the source’s `voice`, decided while indexing or given as `voice`). Returns {source: {id, status: "indexing", …}} at once; poll get_source until it is "ready" (or "failed" with the reason). Over a local stdio connection, `path` may name a file on this machine instead.',
  http: { method: 'POST', path: '/library/sources', scope: 'write' },
  requires: ['developer', 'library'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    payload_too_large: 'the file is over 12 MB',
    unsupported_media_type: 'a type the library cannot read (not .docx, .pdf, .xlsx, text or Markdown)',
    unprocessable: 'the file cannot be opened or has no readable text (a fake or damaged file, a zip bomb, empty text)',
    conflict:
      'the library already holds 200 sources, or already holds this very file (error.source_id names it; delete it to upload again)',
  },
  example: { name: 'Security overview.md', text: EXAMPLE_LIBRARY },
  input: z.object({
    name: z.string().trim().min(1).max(300).describe('Document name shown in citations, e.g. "Security policy 2026.pdf".'),
    text: z.string().optional().describe('The document as plain text or Markdown (instead of data).'),
    data: z
      .string()
      .optional()
      .describe('The file, base64-encoded (instead of text); needs content_type unless the name has a known extension.'),
    content_type: z
      .string()
      .optional()
      .describe(
        'Type of data: application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain or text/markdown.',
      ),
    path: z.string().optional().describe('Only over stdio MCP: a local file path to read instead of data. Refused over HTTP.'),
    voice: z
      .enum(['company', 'other'])
      .optional()
      .describe(
        "Whose voice the document is in. Leave it out to let indexing decide. company: the company's own words, quotable in answers. other: a buyer's RFP or its attachments, a standard's control set, anything whose sentences are not the company's statements; searchable, never quoted as the company's answer. Ignored for a completed questionnaire (always the company's).",
      ),
    as: z
      .enum(['document', 'answers'])
      .optional()
      .describe(
        'answers: a completed questionnaire (.xlsx or .csv, or .docx with question and answer columns, e.g. last year\'s CAIQ) whose answers become approved wording cited by question ref; a .xlsx or .csv is read this way unless as is "document". document: an ordinary document; for a .xlsx (a statement of applicability, a control matrix, a price list) each visible sheet becomes a section and its rows self-describing lines ("Control: A.5.1; Applicable: Yes; …").',
      ),
  }),
  output: z.object({
    source: SourceView.describe('The new source, status "indexing".'),
    warnings: z
      .array(z.string())
      .describe(
        'What to check (an addition to the spec): a live source with the same name (a new version uploaded beside the old one; delete the old one if this replaces it). Empty when none.',
      ),
  }),
  async run(input, ctx) {
    const { as, voice, ...upload } = input;
    const workbook = /spreadsheetml/i.test(input.content_type ?? '') || /\.xlsx$/i.test(input.path ?? input.name);
    // (a CSV is a workbook saved as text: read as past answers the same way, new-user trial 17)
    const csv = /text\/csv/i.test(input.content_type ?? '') || /\.csv$/i.test(input.path ?? input.name);
    // a workbook is past answers unless asked for as a document (a statement of applicability, a price list)
    const row =
      as === 'answers' || ((workbook || csv) && as !== 'document')
        ? await addPastAnswers(ctx, upload)
        : await addSource(ctx, { ...upload, voice }, { workbook: workbook && as === 'document' });
    return { source: sourceView(row), warnings: sameNameWarnings(ctx, ctx.caller.account.id, row) };
  },
});
