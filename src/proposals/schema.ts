// The proposal as the API shows it: totals, the view and the summary, the fields a caller may set; the stored shapes
// (fields, line items, discounts, signing) come from store/proposal-content.ts.
import { z } from 'zod';
import {
  Discount,
  DOC_TYPES,
  FieldSource,
  isRealDate,
  LineItem,
  ProposalFields,
  Signing,
  STATUSES,
} from '../../store/proposal-content';

export * from '../../store/proposal-content';

/** Years a date a caller sets may fall in; outside them a date is a typo or a misreading. */
export const DATE_YEARS = { from: 2000, to: 2100 } as const;

const windowDate = (what: string) =>
  z
    .string()
    .regex(/^(?:|(?:20\d\d|2100)-\d\d-\d\d)$/, {
      message: `must be a date from ${DATE_YEARS.from}-01-01 to ${DATE_YEARS.to}-12-31 written YYYY-MM-DD, or empty`,
    })
    .refine((s) => s === '' || isRealDate(s), { message: 'must be a real date written YYYY-MM-DD, or empty' })
    .describe(`${what}, YYYY-MM-DD from ${DATE_YEARS.from} to ${DATE_YEARS.to}; empty when not set.`);

/** The fields as a caller or the notes may set them: dates held to DATE_YEARS (stored ones are shown as they are). */
export const ProposalFieldsInput = ProposalFields.extend({
  startDate: windowDate('Start date of the service'),
  validUntil: windowDate('Date until which the offer is valid, 1 to 3650 days after the draft date'),
});

/** PATCH: any subset of the fields; an unknown field name is refused (400 naming it). */
export const ProposalFieldsPatch = ProposalFieldsInput.partial().strict();

const YearTotals = z.object({
  subtotal: z.number().describe('Sum of the line items for the year.'),
  discount: z.number().describe('Total discount for the year (never more than the subtotal).'),
  net: z.number().describe('subtotal − discount.'),
  tax: z.number().describe('Tax on the net at taxRate, rounded to the currency minor unit (half away from zero).'),
  total: z.number().describe('net + tax.'),
  minor: z
    .object({
      subtotal: z.number().int().describe('Subtotal in integer minor units (cents).'),
      discount: z.number().int().describe('Discount in integer minor units.'),
      net: z.number().int().describe('Net in integer minor units.'),
      tax: z.number().int().describe('Tax in integer minor units.'),
      total: z.number().int().describe('Total in integer minor units.'),
    })
    .describe('The same figures in integer minor units of the currency, exactly as computed.'),
});

export const Totals = z.object({
  y1: YearTotals.describe('Year one.'),
  y2: YearTotals.describe('Year two (zero when no item has a year-two amount).'),
  currency: z.string().describe('Currency code of the amounts; empty when not set.'),
  minor_digits: z.number().int().describe('Digits of the minor unit used for rounding (2 for USD/EUR, 0 for JPY).'),
});
export type Totals = z.output<typeof Totals>;

export const ProposalView = z.object({
  number: z.string().describe('The proposal number, assigned per account (e.g. P-0007); used in paths.'),
  status: z.enum(STATUSES).describe('draft, sent, signed or lost.'),
  version: z.number().int().describe('Starts at 1 and counts edits; send it on PATCH to refuse a stale edit.'),
  fields: ProposalFields.describe('Every field of the document.'),
  lineItems: z.array(LineItem).describe('Line items with year-one and year-two amounts.'),
  discounts: z.array(Discount).describe('Discounts and the years they apply to.'),
  multiYear: z.boolean().describe('Whether the document prices two years (the PDF then shows year two).'),
  totals: Totals.describe('Computed totals per year.'),
  signing: Signing.describe('One entry per party: cust (customer) and luc (company signer).'),
  sources: z.array(FieldSource).describe('Where drafted values came from (company facts, account settings, defaults).'),
  created_at: z.string().describe('When the proposal was drafted (ISO 8601).'),
  updated_at: z.string().describe('When it last changed (ISO 8601).'),
});
export type ProposalView = z.output<typeof ProposalView>;

export const ProposalSummary = z.object({
  number: z.string().describe('Proposal number.'),
  doc_type: z.enum(DOC_TYPES).describe('proposal, order or agreement.'),
  customer: z.string().describe('Customer name (custName); empty when not set.'),
  status: z.enum(STATUSES).describe('draft, sent, signed or lost.'),
  y1_total: z.number().describe('Year-one total including tax.'),
  y2_total: z.number().describe('Year-two total including tax.'),
  currency: z.string().describe('Currency code; empty when not set.'),
  version: z.number().int().describe('Current version.'),
  created_at: z.string().describe('Drafted at (ISO 8601).'),
  updated_at: z.string().describe('Last changed at (ISO 8601).'),
});
export type ProposalSummary = z.output<typeof ProposalSummary>;

/** What the drafting engines produce before the service assigns number, status and version. */
export interface Draft {
  fields: ProposalFields;
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
  sources: FieldSource[];
}
