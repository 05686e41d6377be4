// draft_proposal — POST /proposals: free-text notes → a saved draft proposal with every field, items and discounts.
import { z } from 'zod';
import { DOC_LANGS, ProposalView } from '../src/proposals/schema';
import { createDraft, toView } from '../src/proposals/service';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'draft_proposal',
  title: 'Draft a proposal from notes',
  description:
    'Use this when a sales rep has free-text notes about a deal (customer, seats and prices, discounts, dates, terms; English or Spanish) and wants a proposal, order or agreement. Saves a draft with a new number (status draft, version 1) and returns {proposal, warnings}: the proposal as get_proposal shows it (fields, lineItems with y1/y2 amounts, discounts, totals, sources). Fields the notes do not state stay empty or take a documented default (see sources). Always read `warnings`: each names an amount or phrase of the notes that is not in the draft (not priced, not understood, a scoped discount not matched), or text the PDF cannot show (a name in Japanese or Arabic prints as empty boxes); tell the user, and fix the draft with update_proposal or ask before sending. Free of charge.',
  http: { method: 'POST', path: '/proposals', scope: 'write' },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {},
  example: {
    notes:
      'Proposal for Acme Corp (Jane Smith, CTO, jane@acme.example): 200 seats at $45/seat/month, 2-year term, 10% discount on year one, billed annually, start 2027-01-01.',
    lang: 'en',
  },
  input: z.object({
    notes: z.string().trim().min(1).max(50_000).describe('The deal notes as the rep wrote them, in English or Spanish.'),
    lang: z
      .enum(DOC_LANGS)
      .default('en')
      .describe('Document language and formatting: en (default), es-419 (Latin-American Spanish) or es-ES (Spain).'),
  }),
  output: z.object({
    proposal: ProposalView.describe('The saved draft.'),
    warnings: z
      .array(z.string())
      .describe(
        "What the notes say that the draft could not use with confidence, each amount it did not price among them (a budget, a guess, a competitor's price, a phrase not understood), and what was out of bounds and left unset (a validity over 3650 days, a date outside 2000–2100, an amount too large); empty when none. Read them before sending.",
      ),
  }),
  async run(input, ctx) {
    const { proposal, warnings } = await createDraft(ctx, {
      accountId: ctx.caller.account.id,
      notes: input.notes,
      lang: input.lang,
      companyName: ctx.caller.account.name,
    });
    ctx.logger.info('proposal drafted', { account: ctx.caller.account.id, number: proposal.number });
    return { proposal: toView(proposal), warnings };
  },
});
