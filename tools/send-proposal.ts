// send_proposal — POST /proposals/{number}/send: emails the customer a review-and-sign link with a one-time code.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { sendProposal } from '../src/signing/send';
import { defineTool } from '../src/tool';

export const SendProposalOutput = z.object({
  status: z.literal('sent').describe('The proposal status after the call: sent.'),
  signing: z
    .object({
      emailed: z.boolean().describe('Whether the email with the link reached the mail relay.'),
      mail_status: z
        .enum(['sent', 'failed', 'not_configured'])
        .describe(
          'sent; failed (the relay refused or could not be reached); not_configured (no SMTP set up, nothing was emailed).',
        ),
      one_time_code: z
        .boolean()
        .describe('True when a one-time code went out with the email; the signing page then asks for it. Never returned here.'),
      expires_in_hours: z.number().int().describe('Lifetime of the link, in hours.'),
      link: z
        .string()
        .describe('Address of the signing page; pass it on yourself when mail_status is not sent. Earlier links stop working.'),
    })
    .describe('How the signing request went out, and the link to the signing page.'),
  warnings: z
    .array(z.string())
    .describe(
      'What the customer now has that may not be what you meant (an addition to the spec): names or lines the frozen PDF prints as empty boxes (CJK, Arabic), or a customer_name other than the fields.custSigner the signature block names. Empty when none.',
    ),
});

export default defineTool({
  name: 'send_proposal',
  title: 'Send proposal for signature',
  description:
    'Use this when a proposal is ready for the customer to sign: emails customer_email a link to review and sign it electronically, with a one-time code. Counts as a sent deal against the plan allowance (402 when used up, before any email); a signed proposal answers 409. Sending again replaces the earlier link. Returns {status: "sent", signing: {emailed, mail_status, one_time_code, expires_in_hours, link}, warnings}: pass the link on yourself when mail_status is not sent; read warnings (text the PDF cannot print, a customer_name other than the signer the document names). After the customer signs, the company signer (fields.lucEmail) is asked to countersign; the status becomes signed when every party has signed (with lucEmail empty, the customer alone). While only the countersignature is missing, calling this again re-sends that request to lucEmail and returns its link. A fields.lucEmail that is not an email address, or a fields.validUntil that has passed (the customer would get an offer already expired, and could not sign it), answers 409 naming the field, before any email (fix it with update_proposal). Each send renders the PDF: it counts against the 10 PDF renders a minute of the key.',
  http: { method: 'POST', path: '/proposals/{number}/send', scope: 'send' },
  // each send renders the document it freezes: counted with get_proposal_pdf's renders (new-user trial 21)
  extraLimit: 'pdf',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  errors: {
    not_found: 'no proposal with that number in this account',
    conflict:
      'the proposal is already signed, awaits a countersignature with fields.lucEmail empty, its fields.lucEmail is not an email address, or its fields.validUntil has passed',
    payment_required: 'the plan\'s sending allowance for this month is used up (`feature: "send"`), checked before any email',
  },
  example: {
    number: EXAMPLE_IDS.proposal,
    customer_email: 'jane@acme.example',
    customer_name: 'Jane Smith',
    customer_title: 'CTO',
  },
  input: z.object({
    number: z.string().min(1).max(40).describe('The proposal number, e.g. P-0007.'),
    customer_email: z.email().max(320).describe('Email address of the person who signs for the customer.'),
    customer_name: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe('Name of that person; greets them and pre-fills the signature.'),
    customer_title: z.string().trim().max(200).optional().describe("That person's job title."),
  }),
  output: SendProposalOutput,
  async run(input, ctx) {
    return sendProposal(ctx, input);
  },
});
