// upload_rfp — POST /rfps: uploads a buyer's RFP, questionnaire or capability matrix; it is read into requirements in the background.
import { z } from 'zod';
import { EXAMPLE_IDS, EXAMPLE_QUESTIONNAIRE } from '../src/examples';
import { uploadRfp, viewOf } from '../src/rfps/responses';
import { RfpView } from '../src/rfps/views';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'upload_rfp',
  title: 'Upload an RFP to answer',
  description:
    'Use this to start answering a buyer\'s document (RFP, RFI, security questionnaire, capability matrix). Send name plus data (base64) with content_type (.xlsx, .docx, .pdf) or name plus text (plain text or Markdown); about 12 MB at most. Returns {rfp: {id, status: "reading", …}} at once; poll get_rfp until "ready", then list_requirements and draft_all_requirements. deal_number grounds pricing, term, SLA and start-date answers in that proposal. Over stdio MCP `path` may name a local file.',
  http: { method: 'POST', path: '/rfps', scope: 'write' },
  requires: ['developer', 'documents'],
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    payload_too_large: 'the file is over 12 MB',
    unsupported_media_type: 'a type that cannot be read as an RFP (not .xlsx, .docx, .pdf, text or Markdown)',
    unprocessable: 'the file cannot be opened (a fake or damaged file, a zip bomb)',
    not_found: 'deal_number names no proposal of this account (`field: "deal_number"`)',
    conflict:
      'the account already holds 500 RFP responses, or this very file was already uploaded under the same name for the same deal (an upload sent twice; `rfp_id` names that response: use it, or upload under another name to answer the file again)',
  },
  example: { name: 'Acme security questionnaire.md', text: EXAMPLE_QUESTIONNAIRE, deal_number: EXAMPLE_IDS.proposal },
  input: z.object({
    name: z.string().trim().min(1).max(300).describe('Name of the document, e.g. "Acme security questionnaire.xlsx".'),
    text: z.string().optional().describe('The document as plain text or Markdown (instead of data).'),
    data: z.string().optional().describe('The file, base64-encoded (instead of text).'),
    content_type: z
      .string()
      .max(200)
      .optional()
      .describe('Type of data (xlsx, docx, pdf, text/plain or text/markdown); optional when the name has a known extension.'),
    path: z.string().optional().describe('Only over stdio MCP: a local file path to read instead of data. Refused over HTTP.'),
    deal_number: z
      .string()
      .max(40)
      .optional()
      .describe('A proposal of this account (e.g. "P-0001") the answers are grounded in.'),
  }),
  output: z.object({ rfp: RfpView.describe('The new RFP response, status "reading".') }),
  async run(input, ctx) {
    return { rfp: viewOf(ctx, await uploadRfp(ctx, input)) };
  },
});
