// get_proposal_pdf — GET /proposals/{number}/pdf: the proposal rendered as the PDF a customer would receive.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { pdfFileName, unshownWarning } from '../src/proposals/pdf';
import { requireProposal, toView } from '../src/proposals/service';
import { signedPdf } from '../src/signing/evidence';
import { defineTool, fileOutput } from '../src/tool';

export default defineTool({
  name: 'get_proposal_pdf',
  title: 'Download a proposal as PDF',
  description:
    'Use this to get the document a customer would receive for a proposal, order or agreement: a PDF with parties, scope, pricing per year with discounts, tax and totals, terms and signature blocks, in the document language (fields.docLang). Over MCP it comes back as an embedded application/pdf resource. Limited to 10 renders a minute per key.',
  http: { method: 'GET', path: '/proposals/{number}/pdf', scope: 'read' },
  extraLimit: 'pdf',
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: { not_found: 'no proposal with that number in this account' },
  example: { number: EXAMPLE_IDS.proposal },
  input: z.object({ number: z.string().min(1).max(40).describe('The proposal number, e.g. P-0003.') }),
  output: fileOutput(['application/pdf'], 'The proposal as a PDF document.'),
  async run(input, ctx) {
    const stored = requireProposal(ctx, ctx.caller.account.id, input.number);
    const proposal = toView(stored);
    // once signed, the document is the signed PDF (with its certificate page), never a fresh render; rendering is
    // CPU work, so it runs off the request thread
    const data =
      signedPdf(ctx, stored.accountId, stored.id) ??
      (await ctx.compute.run('renderProposalPdf', { proposal, companyName: ctx.caller.account.name, now: ctx.clock.now() }));
    const name = pdfFileName(proposal);
    const blank = unshownWarning(await ctx.compute.run('unshownText', { proposal, companyName: ctx.caller.account.name }));
    return {
      file: { name, contentType: 'application/pdf', data },
      summary: `${name}: ${proposal.fields.docType} ${proposal.number} for ${proposal.fields.custName || 'an unnamed customer'}, version ${proposal.version}, ${data.length} bytes.${blank ? ` ${blank}` : ''}`,
    };
  },
});
