// update_proposal — PATCH /proposals/{number}: merge fields, replace items/discounts, set multiYear; version-checked.
import { z } from 'zod';
import { EXAMPLE_IDS } from '../src/examples';
import { MAX_DISCOUNTS, MAX_LINE_ITEMS } from '../src/proposals/bounds';
import { Discount, LineItem, ProposalFieldsPatch, ProposalView } from '../src/proposals/schema';
import { editProposal, requireProposal, toView } from '../src/proposals/service';
import { dealChanged } from '../src/rfps/knowledge-changes';
import { defineTool } from '../src/tool';

export default defineTool({
  name: 'update_proposal',
  title: 'Edit a proposal',
  description:
    'Use this to change a proposal that is not signed: fields given are merged into the existing ones (unknown names are refused), lineItems and discounts given replace the lists whole, multiYear switches year two on or off. Pass the version you read to refuse the edit (409) if someone changed it since. Every edit advances the version; the status never changes. Invalid values are refused with 400 naming the field and nothing is applied. Returns the updated proposal with new totals, as get_proposal shows it (without signing_audit).',
  http: { method: 'PATCH', path: '/proposals/{number}', scope: 'write' },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  errors: {
    not_found: 'no proposal with that number in this account',
    conflict:
      "the version given is no longer current, the proposal is signed, or the customer signed it and the company's countersignature is pending (pass void_signature: true to edit anyway)",
  },
  example: { number: EXAMPLE_IDS.proposal, version: 1, fields: { custName: 'Acme Corporation' }, multiYear: true },
  input: z.strictObject({
    number: z.string().min(1).max(40).describe('The proposal number, e.g. P-0003.'),
    fields: ProposalFieldsPatch.optional().describe(
      'Fields to change; others keep their values. validUntil must be 1 to 3650 days after the draft date.',
    ),
    lineItems: z
      .array(LineItem)
      .max(MAX_LINE_ITEMS)
      .optional()
      .describe(`The new line items (replaces the list whole), at most ${MAX_LINE_ITEMS}.`),
    discounts: z
      .array(Discount)
      .max(MAX_DISCOUNTS)
      .optional()
      .describe(`The new discounts (replaces the list whole), at most ${MAX_DISCOUNTS}.`),
    multiYear: z.boolean().optional().describe('Whether the document prices year two.'),
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('The version read; when it is no longer current the edit is refused with 409.'),
    void_signature: z
      .boolean()
      .optional()
      .describe(
        "Only for a proposal the customer has signed that waits for the company's countersignature: true edits it anyway, voiding the customer's signature (send it again for a new one); without it such an edit answers 409.",
      ),
    status: z
      .string()
      .max(40)
      .optional()
      .describe("Ignored: PATCH never changes a proposal's status (sending and signing do). Any other unknown name is a 400."),
  }),
  output: ProposalView,
  async run(input, ctx) {
    const { number, status: _ignored, ...patch } = input;
    const accountId = ctx.caller.account.id;
    const before = requireProposal(ctx, accountId, number);
    const after = editProposal(ctx, { accountId, number, patch });
    // RFP answers quoting this deal's terms are flagged stale when a term they may quote changed
    dealChanged(ctx, accountId, before, after);
    return toView(after);
  },
});
