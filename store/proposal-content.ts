// The shapes a stored proposal's JSON columns hold (fields, line items, discounts, signing entries, field sources):
// the store reads and writes them, src/proposals builds the views and rules on top.
import { z } from 'zod';

export const DOC_TYPES = ['proposal', 'order', 'agreement'] as const;
export const BILLING = ['Annual', 'Quarterly', 'Monthly', 'One-time'] as const;
export const DOC_LANGS = ['en', 'es-419', 'es-ES'] as const;
export const STATUSES = ['draft', 'sent', 'signed', 'lost'] as const;
export const DISCOUNT_KINDS = ['pct', 'amount'] as const;

export type DocType = (typeof DOC_TYPES)[number];
export type Billing = (typeof BILLING)[number];
export type DocLang = (typeof DOC_LANGS)[number];
export type ProposalStatus = (typeof STATUSES)[number];

/** The text fields of the spec's fields table, in the order the PDF and docs list them. */
export const TEXT_FIELDS = [
  'custName',
  'custSigner',
  'custTitle',
  'custEmail',
  'deployDesc',
  'edition',
  'region',
  'scale',
  'term',
  'sla',
  'support',
  'lucSigner',
  'lucTitle',
  'lucEmail',
  'governingLaw',
  'sow',
  'taxLabel',
  'termsAssumptions',
  'termsConditions',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const isoDate = (what: string) =>
  z
    .string()
    .refine((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s)), {
      message: 'must be a real date written YYYY-MM-DD, or empty',
    })
    .describe(`${what}, YYYY-MM-DD; empty when not set.`);

const text = (what: string) => z.string().max(20_000).describe(`${what}; empty when not set.`);

/** Every field of a proposal. Strings are empty (never missing) when nothing is known. */
export const ProposalFields = z.object({
  docType: z.enum(DOC_TYPES).describe('What the document is: proposal, order or agreement (the PDF title follows it).'),
  docLang: z
    .enum(DOC_LANGS)
    .describe('Language and formatting of the PDF: en, es-419 (Latin-American Spanish) or es-ES (Spain).'),
  custName: text('Customer company name'),
  custSigner: text('Name of the person who signs for the customer'),
  custTitle: text("Customer signer's job title"),
  custEmail: text("Customer signer's email"),
  deployDesc: text('Deployment description (cloud, on-premises, hybrid, …)'),
  edition: text('Product edition or plan, e.g. Enterprise'),
  region: text('Hosting or sales region, e.g. EU, US-East'),
  scale: text('Scale of the deal, e.g. "200 seats"'),
  currency: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .refine((s) => s === '' || /^[A-Z]{3}$/.test(s), { message: 'must be a three-letter ISO 4217 code such as USD, or empty' })
    .describe('ISO 4217 currency code of every amount, e.g. USD, EUR, MXN; empty when not set.'),
  billing: z
    .enum([...BILLING, ''], { error: 'must be one of Annual, Quarterly, Monthly or One-time (or empty)' })
    .describe('Billing frequency: Annual, Quarterly, Monthly or One-time; empty when not set.'),
  term: text('Contract term, e.g. "24 months"'),
  startDate: isoDate('Start date of the service'),
  validUntil: isoDate('Date until which the offer is valid'),
  sla: text('Service level offered, e.g. "99.9% monthly uptime"'),
  support: text('Support level, e.g. "24/7 premium support"'),
  lucSigner: text("Name of the person who signs for the company (the seller's side)"),
  lucTitle: text("Company signer's job title"),
  lucEmail: text("Company signer's email"),
  governingLaw: text('Governing law of the contract, e.g. "State of New York"'),
  sow: text('Scope of work: what will be delivered'),
  taxLabel: text('Name of the tax shown on the totals, e.g. VAT, IVA, Sales tax'),
  taxRate: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .describe('Tax rate in percent applied to the net of each year (21 means 21%), 0 to 100; null when no tax is shown.'),
  termsAssumptions: text('Assumptions the offer rests on'),
  termsConditions: text('Terms and conditions'),
});
export type ProposalFields = z.output<typeof ProposalFields>;

export const LineItem = z.object({
  desc: z.string().min(1).max(2000).describe('What is sold, e.g. "Enterprise licenses — 200 seats at $45/seat/month".'),
  y1: z
    .number()
    .min(0)
    .max(1e12)
    .describe(
      "Year-one amount in the currency (major units, e.g. 108000.50), 0 to 10^12; a year's items together at most 4×10^15 minor units (40,000,000,000,000.00 in a two-decimal currency such as USD).",
    ),
  y2: z
    .number()
    .min(0)
    .max(1e12)
    .describe('Year-two amount (0 when the item is not billed in year two), 0 to 10^12, with the same yearly bound.'),
});
export type LineItem = z.output<typeof LineItem>;

export const Discount = z
  .object({
    label: z.string().max(500).describe('Label shown on the PDF, e.g. "Launch discount".'),
    kind: z
      .enum(DISCOUNT_KINDS)
      .describe('pct: percentage of the year subtotal; amount: a fixed amount in the currency taken off that year.'),
    value: z.number().min(0).max(1e12).describe('Percentage (0–100) for pct, or the amount (0 to 10^12) for amount.'),
    y1: z.boolean().describe('Applies to year one.'),
    y2: z.boolean().describe('Applies to year two.'),
    lines: z
      .array(z.number().int().min(0).max(499))
      .min(1)
      .max(500)
      .optional()
      .describe(
        'Only for pct: the line items it is taken off, by position in lineItems (0 = the first). Without it a pct discount is taken off the whole year subtotal. Recomputed on every edit, so "10% on licences" follows the licence lines\' amounts.',
      ),
  })
  .refine((d) => d.kind !== 'pct' || d.value <= 100, { message: 'a pct discount is at most 100', path: ['value'] })
  .refine((d) => d.lines === undefined || d.kind === 'pct', {
    message: 'only a pct discount is taken off named lines',
    path: ['lines'],
  })
  .refine((d) => d.lines === undefined || new Set(d.lines).size === d.lines.length, {
    message: 'names a line item more than once',
    path: ['lines'],
  });
export type Discount = z.output<typeof Discount>;

export const SigningEntry = z.object({
  method: z.string().nullable().describe('How the party signed (e.g. "typed", "drawn"); null until signed.'),
  signer_name: z.string().nullable().describe('Name the signer signed with; null until signed.'),
  email: z.string().nullable().describe('Email of the signer; null until known.'),
  completed_at: z.string().nullable().describe('When the party signed (ISO 8601); null until signed.'),
  authenticated: z
    .boolean()
    .nullable()
    .describe('Whether the signer proved control of the email (one-time code); null until signed.'),
});
export type SigningEntry = z.output<typeof SigningEntry>;

export const Signing = z.object({
  cust: SigningEntry.describe('The customer party.'),
  luc: SigningEntry.describe("The company's signer."),
});
export type Signing = z.output<typeof Signing>;

export function emptySigning(): Signing {
  const blank = (): SigningEntry => ({ method: null, signer_name: null, email: null, completed_at: null, authenticated: null });
  return { cust: blank(), luc: blank() };
}

export const FieldSource = z.object({
  field: z.string().describe('The field that was filled.'),
  from: z.enum(['notes', 'fact', 'account', 'default']).describe('Where the value came from.'),
  ref: z.string().nullable().describe('Id of the fact (or setting name) it came from; null for notes and defaults.'),
  text: z.string().describe('The fact text, the note fragment, or a description of the default.'),
});
export type FieldSource = z.output<typeof FieldSource>;
