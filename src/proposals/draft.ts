// Notes → a complete draft: an engine reads what the notes state (Claude when configured, else the offline parser),
// then company-side values (facts, account settings) and documented defaults fill the rest. Nothing is invented.
import { z } from 'zod';
import type { AppContext } from '../context';
import { askStructured } from '../language/claude';
import { fellBackNote, orOffline } from '../language/fallback';
import { keepInBounds, type Unchecked } from './bounds';
import { companyValues } from './company';
import { unaccountedAmounts } from './parse/amounts';
import { addDays } from './parse/dates';
import { laterYearsWarning } from './parse/years';
import {
  BILLING,
  DISCOUNT_KINDS,
  Discount,
  DOC_TYPES,
  type DocLang,
  type Draft,
  type FieldSource,
  LineItem,
  type ProposalFields,
  TEXT_FIELDS,
} from './schema';

/** What an engine reads from the notes: only the fields they state. */
export interface Extracted {
  fields: Partial<Omit<ProposalFields, 'docLang'>>;
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
  /** What the engine could not read with confidence, amounts it did not use among them; shown with the draft. */
  warnings: string[];
}

/** Offers are valid for this many days from today when the notes do not say. */
export const DEFAULT_VALIDITY_DAYS = 30;

const str = (what: string) => z.string().optional().describe(`${what}. Omit when the notes do not say.`);

const ClaudeDraft = z.object({
  fields: z
    .object({
      // plain strings here: an unexpected value is dropped field by field below, not a failed draft
      docType: str(`One of ${DOC_TYPES.join(', ')}, only when the notes say which`),
      custName: str('Customer company name'),
      custSigner: str('Person who signs for the customer'),
      custTitle: str("Customer signer's job title"),
      custEmail: str("Customer signer's email"),
      deployDesc: str('Deployment (cloud/SaaS, on-premises, hybrid…), in the document language'),
      edition: str('Product edition or plan'),
      region: str('Hosting or sales region'),
      scale: str('Scale, e.g. "200 seats"'),
      currency: str('ISO 4217 code of the amounts, e.g. USD; "$" alone is USD'),
      billing: str(`Billing frequency, one of ${BILLING.join(', ')}`),
      term: str('Contract term, e.g. "24 months", in the document language'),
      startDate: str('Start date as YYYY-MM-DD'),
      validUntil: str('Offer valid until, YYYY-MM-DD'),
      sla: str('Service level'),
      support: str('Support level'),
      lucSigner: str("Name of the seller's signer, only if the notes name one"),
      lucTitle: str("Seller signer's title"),
      lucEmail: str("Seller signer's email"),
      governingLaw: str('Governing law'),
      sow: str('Scope of work'),
      taxLabel: str('Tax name, e.g. VAT, IVA, Sales tax'),
      taxRate: z.number().optional().describe('Tax rate in percent (21 for 21%), only when stated.'),
      termsAssumptions: str('Assumptions'),
      termsConditions: str('Terms and conditions, e.g. payment terms'),
    })
    .describe('Fields the notes state.'),
  lineItems: z
    .array(
      z.object({
        desc: z.string().describe('What is sold, close to the wording of the notes.'),
        y1: z.number().describe('Year-one amount: quantity × unit price × billing periods in a year (e.g. 200 × 45 × 12).'),
        y2: z.number().describe('Year-two amount; 0 unless the deal covers a second year; 0 for one-time fees.'),
      }),
    )
    .describe('Priced items.'),
  discounts: z
    .array(
      z.object({
        label: z.string().describe('Label, close to the wording of the notes.'),
        kind: z.string().describe(`One of ${DISCOUNT_KINDS.join(', ')}: pct for a percentage, amount for a fixed amount.`),
        value: z.number().describe('The percentage (10 for 10%) or the amount.'),
        y1: z.boolean().describe('Applies to year one.'),
        y2: z.boolean().describe('Applies to year two.'),
        lines: z
          .array(z.number().int())
          .optional()
          .describe('For a percentage off named lines only: those lines, by position in lineItems (0 = the first).'),
      }),
    )
    .describe('Discounts.'),
  multiYear: z.boolean().describe('True when the notes price or commit to more than one year.'),
  notPriced: z
    .array(
      z.object({
        amount: z.string().describe('The amount exactly as the notes write it, e.g. "$380,000 MXN".'),
        reason: z
          .string()
          .describe("Why it is not a price: a budget, a range, a guess, a competitor's or current price, a deal total."),
      }),
    )
    .optional()
    .describe('Every amount of the notes that is not priced in lineItems or discounts, with why. Never leave an amount out.'),
});

const SYSTEM =
  "You turn a sales rep's free-text notes into a structured proposal draft. Record only what the notes state: omit any " +
  'field they do not mention, never invent names, prices, dates or terms. Amounts are in major currency units. ' +
  'Annualise recurring prices (per month × 12, per quarter × 4). A percentage off named lines only ("10% off licences") ' +
  'is a pct discount whose lines lists those lines by position in lineItems, labelled with the words. Budgets, ranges, ' +
  "guesses, competitors' or current prices are never line items: list them, and any other amount you did not use, in " +
  'notPriced. Write free-text values in the document language.';

/** What Claude read, unchecked: keepInBounds keeps what passes the same checks as an edit (the rest is reported). */
async function extractWithClaude(ctx: AppContext, notes: string, lang: DocLang, today: string): Promise<Unchecked> {
  const out = await askStructured(ctx.claude!, {
    system: SYSTEM,
    task: `Today is ${today}. The document language is ${lang}. Read the notes and return the draft.`,
    data: [{ tag: 'notes', text: notes }],
    schema: ClaudeDraft,
    toolName: 'proposal_draft',
    maxTokens: 4096,
  });
  // an empty string is Claude's way of not stating a field; the checks of an edit run later (keepInBounds)
  const stated = Object.fromEntries(Object.entries(out.fields).filter(([, v]) => v !== undefined && v !== ''));
  // nor is its word taken for what it priced or stated: what the notes do not give is left out and said
  // (off the request thread: notes of thousands of figures take a while to check)
  const held = await ctx.compute.run('holdToNotes', {
    notes,
    draft: { fields: stated, lineItems: out.lineItems as unknown[], discounts: out.discounts as unknown[] },
    lang,
  });
  const fields = held.fields;
  // the model's word is not taken for it: every amount of the notes must be in what it returned, or reported
  const valid = <T>(schema: z.ZodType<T>, list: unknown[]): T[] =>
    list.flatMap((v) => {
      const r = schema.safeParse(v);
      return r.success ? [r.data] : [];
    });
  const warnings = [
    ...held.warnings,
    ...unaccountedAmounts(notes, {
      lineItems: valid<LineItem>(LineItem, held.lineItems),
      discounts: valid<Discount>(Discount, held.discounts),
      notPriced: out.notPriced,
    }),
  ];
  // the proposal has two years' columns whichever engine read the notes: a longer term is said
  const later = laterYearsWarning({ term: typeof fields.term === 'string' ? fields.term : undefined, notes });
  if (later) warnings.push(later);
  return { fields, lineItems: held.lineItems, discounts: held.discounts, multiYear: out.multiYear, warnings };
}

export function todayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Fills every field: notes first, then company facts/settings, then the documented defaults (else empty). */
export function completeDraft(
  x: Extracted,
  a: { lang: DocLang; today: string; company: ReturnType<typeof companyValues> },
): Draft {
  const blank = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const sources: FieldSource[] = a.company.sources.filter((s) => x.fields[s.field as keyof Extracted['fields']] === undefined);
  const fields: ProposalFields = {
    ...blank,
    currency: '',
    billing: '',
    startDate: '',
    validUntil: '',
    taxRate: null,
    ...a.company.values,
    ...x.fields,
    docType: x.fields.docType ?? 'proposal',
    docLang: a.lang,
  };
  if (!x.fields.docType)
    sources.push({ field: 'docType', from: 'default', ref: null, text: 'proposal unless the notes say order or agreement' });
  if (!fields.validUntil) {
    fields.validUntil = addDays(a.today, DEFAULT_VALIDITY_DAYS);
    sources.push({ field: 'validUntil', from: 'default', ref: null, text: `${DEFAULT_VALIDITY_DAYS} days from the draft date` });
  }
  return { fields, lineItems: x.lineItems, discounts: x.discounts, multiYear: x.multiYear, sources };
}

/** The draft for these notes, and warnings: what the engine could not read with confidence, and what was out of bounds. */
export async function draftFromNotes(
  ctx: AppContext,
  a: { accountId: string; notes: string; lang: DocLang },
): Promise<{ draft: Draft; warnings: string[]; engine: 'claude' | 'offline' }> {
  const today = todayOf(ctx.clock.now());
  const offline = () => ctx.compute.run('parseNotes', { notes: a.notes, lang: a.lang, today });
  let engine: 'claude' | 'offline' = ctx.claude ? 'claude' : 'offline';
  const read = ctx.claude
    ? await orOffline(
        ctx,
        'draft a proposal',
        () => extractWithClaude(ctx, a.notes, a.lang, today),
        async (failure) => {
          // the model's service is down: the offline reader drafts, and the draft says so
          engine = 'offline';
          const out = await offline();
          return { ...out, warnings: [fellBackNote(failure), ...out.warnings] };
        },
      )
    : await offline();
  const { extracted, warnings } = keepInBounds(read, { today });
  const draft = completeDraft(extracted, { lang: a.lang, today, company: companyValues(ctx.db, a.accountId) });
  return { draft, warnings, engine };
}
