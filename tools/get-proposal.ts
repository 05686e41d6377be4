// get_proposal — GET /proposals/{number}: one proposal with fields, items, discounts, totals and signing.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { ProposalView } from '../src/proposals/schema';
import { requireProposal, toView } from '../src/proposals/service';
import { SigningAudit, signingAudit } from '../src/signing/audit';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'get_proposal',
  title: 'Get a proposal',
  description:
    'Use this to read one proposal, order or agreement by its number (e.g. P-0003). Returns {number, status, version (send it back on update_proposal), fields, lineItems, discounts, multiYear, totals: {y1, y2, currency}, signing: {cust, luc}, sources, created_at, updated_at, signing_audit}: the audit trail of the latest send (events with time, IP and browser; SHA-256 of the PDF sent and of the signed PDF).',
  http: { method: 'GET', path: '/proposals/{number}', scope: 'read' },
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  errors: { not_found: 'no proposal with that number in this account' },
  example: { number: EXAMPLE_IDS.proposal },
  input: z.object({ number: z.string().min(1).max(40).describe('The proposal number, e.g. P-0003.') }),
  output: ProposalView.extend({ signing_audit: SigningAudit }),
  async run(input, ctx) {
    const proposal = requireProposal(ctx, ctx.caller.account.id, input.number);
    return { ...toView(proposal), signing_audit: signingAudit(ctx, proposal.accountId, proposal.id) };
  },
});
