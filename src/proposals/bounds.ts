// What a proposal may hold, checked before anything is saved so every saved proposal reads back: totals that stay exact
// integers below 2^53 minor units in every currency, bounded counts, dates from 2000 to 2100, validity of 1–3650 days.
import type { z } from 'zod';
import { type AppError, invalid } from '../errors';
import type { Extracted } from './draft';
import { addDays } from './parse/dates';
import { Discount, LineItem, type ProposalFields, ProposalFieldsInput } from './schema';
import { firstOverflow, MAX_YEAR_MINOR, minorDigits, toScaled } from './totals';

export const MAX_LINE_ITEMS = 500;
export const MAX_DISCOUNTS = 100;
/** An offer is valid from one day to ten years after the draft date. */
export const VALIDITY_DAYS = { min: 1, max: 3650 } as const;

/** What an engine read from the notes, before any check. */
export interface Unchecked {
  fields: Record<string, unknown>;
  lineItems: unknown[];
  discounts: unknown[];
  multiYear: boolean;
  /** What the engine itself could not read with confidence (amounts it did not use among them); passed through. */
  warnings: string[];
}

const YEAR_WORD = { y1: 'year-one', y2: 'year-two' } as const;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.length ? `${issue.path.join('.')} ` : ''}${issue.message}` : 'is not valid';
}

const shown = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 80);

/** Why `validUntil` is not 1–3650 days after the draft day, or null when it is (or is empty). */
export function validityProblem(validUntil: string, draftDay: string): string | null {
  const first = addDays(draftDay, VALIDITY_DAYS.min);
  const last = addDays(draftDay, VALIDITY_DAYS.max);
  // plain YYYY-MM-DD strings compare like the dates they name
  if (!validUntil || (validUntil >= first && validUntil <= last)) return null;
  return `must be ${VALIDITY_DAYS.min} to ${VALIDITY_DAYS.max} days after the draft date ${draftDay} (${first} to ${last})`;
}

/** The yearly bound in the currency's major units, for messages: "40,000,000,000,000.00 USD". */
function yearBound(currency: string): string {
  const digits = minorDigits(currency);
  const all = MAX_YEAR_MINOR.toString();
  const whole = BigInt(all.slice(0, all.length - digits) || '0').toLocaleString('en');
  return `${whole}${digits ? `.${all.slice(all.length - digits)}` : ''} ${currency || '(no currency: 2 decimals)'}`;
}

/** The 400 for line items whose yearly sum would not stay exact, naming the item, or the currency when that changed. */
export function overflowError(a: { lineItems: LineItem[]; currency: string; blameCurrency: boolean }): AppError | null {
  const over = firstOverflow(a.lineItems, a.currency);
  if (!over) return null;
  const why = `the ${YEAR_WORD[over.year]} line items add up to more than ${yearBound(a.currency)}, the most one year may total`;
  if (a.blameCurrency) return invalid('fields.currency', `in ${a.currency} ${why}.`);
  return invalid(`lineItems.${over.index}.${over.year}`, `with this item ${why}.`);
}

/** `value` rounded to the currency's minor unit (half away from zero), as the totals count it. */
function toMinorUnit(value: number, digits: number): number {
  return Number(`${toScaled(value, digits)}e-${digits}`);
}

/** "JPY has no minor unit" / "USD has 2 decimals" / "no currency: 2 decimals". */
function unitWords(currency: string, digits: number): string {
  const who = currency || 'an amount with no currency';
  return digits === 0 ? `${who} has no minor unit` : `${who} has ${digits} decimal${digits === 1 ? '' : 's'}`;
}

/**
 * The 400 for an amount written with more decimals than its currency has (¥1,234.5; $12.345): the totals and the
 * document would count it rounded, so the proposal would say another figure than the one sent. Names the amount, or
 * the currency when this edit changed only the currency.
 */
export function decimalsError(a: {
  lineItems: LineItem[];
  discounts: Discount[];
  currency: string;
  blameCurrency: boolean;
}): AppError | null {
  const digits = minorDigits(a.currency);
  const amounts: Array<[string, string, number]> = [];
  for (const [i, item] of a.lineItems.entries())
    for (const y of ['y1', 'y2'] as const)
      amounts.push([`lineItems.${i}.${y}`, `line item ${i} ("${item.desc.slice(0, 40)}")`, item[y]]);
  for (const [i, d] of a.discounts.entries())
    if (d.kind === 'amount') amounts.push([`discounts.${i}.value`, `discount ${i} ("${d.label.slice(0, 40)}")`, d.value]);
  for (const [field, what, value] of amounts) {
    const rounded = toMinorUnit(value, digits);
    if (rounded === value) continue;
    if (a.blameCurrency)
      return invalid(
        'fields.currency',
        `${unitWords(a.currency, digits)}, and ${what} is ${value}: change that amount to ${rounded} in the same edit, or keep the currency.`,
      );
    return invalid(
      field,
      `${value} has more decimals than the proposal's currency: ${unitWords(a.currency, digits)}. Send ${rounded}.`,
    );
  }
  return null;
}

/** Engine amounts rounded to the currency's minor unit, each rounding said in a warning. */
function roundedToCurrency(items: LineItem[], discounts: Discount[], currency: string, warnings: string[]): void {
  const digits = minorDigits(currency);
  for (const item of items)
    for (const y of ['y1', 'y2'] as const) {
      const rounded = toMinorUnit(item[y], digits);
      if (rounded === item[y]) continue;
      warnings.push(
        `lineItems: "${item.desc.slice(0, 60)}" ${YEAR_WORD[y]} ${item[y]} was rounded to ${rounded} (${unitWords(currency, digits)}).`,
      );
      item[y] = rounded;
    }
  for (const d of discounts) {
    if (d.kind !== 'amount') continue;
    const rounded = toMinorUnit(d.value, digits);
    if (rounded === d.value) continue;
    warnings.push(`discounts: "${d.label.slice(0, 60)}" ${d.value} was rounded to ${rounded} (${unitWords(currency, digits)}).`);
    d.value = rounded;
  }
}

/**
 * The 400 for a discount naming a line item the proposal does not have. When an edit replaces the line items with a
 * list of another length and keeps the discounts, positions no longer name the same lines, so the edit must send the
 * discounts too (an edit in place, same count, keeps them: "10% on licences" then follows the licence line's new amount).
 */
export function discountLinesError(a: {
  lineItems: LineItem[];
  discounts: Discount[];
  /** How many line items the proposal had when the discounts were set, when this edit keeps them. */
  keptFrom?: number;
}): AppError | null {
  for (const [i, d] of a.discounts.entries()) {
    if (!d.lines) continue;
    if (a.keptFrom !== undefined && a.keptFrom !== a.lineItems.length)
      return invalid(
        'lineItems',
        `discount ${i} ("${d.label.slice(0, 60)}") is taken off line items ${d.lines.join(', ')} by position, and this edit changes the number of line items from ${a.keptFrom} to ${a.lineItems.length}: send discounts with the new line items, naming the lines each is taken off.`,
      );
    const j = d.lines.findIndex((n) => n >= a.lineItems.length);
    if (j >= 0)
      return invalid(
        `discounts.${i}.lines.${j}`,
        `names line item ${d.lines[j]}, and the proposal has ${a.lineItems.length} line item(s) (0 to ${a.lineItems.length - 1}).`,
      );
  }
  return null;
}

/** Line items that fit every bound: each valid, at most MAX_LINE_ITEMS, yearly sums within MAX_YEAR_MINOR. */
function keptItems(raw: unknown[], currency: string, warnings: string[]): { items: LineItem[]; from: number[] } {
  const items: LineItem[] = [];
  const from: number[] = [];
  for (const [at, candidate] of raw.entries()) {
    const r = LineItem.safeParse(candidate);
    if (!r.success) warnings.push(`lineItems: ${shown(candidate)} from the notes was left out: ${firstIssue(r.error)}.`);
    else if (items.length < MAX_LINE_ITEMS) {
      items.push(r.data);
      from.push(at);
    }
  }
  if (raw.length > MAX_LINE_ITEMS) warnings.push(`lineItems: only the first ${MAX_LINE_ITEMS} items were kept.`);
  for (let over = firstOverflow(items, currency); over; over = firstOverflow(items, currency)) {
    warnings.push(
      `lineItems: ${items.length - over.index} item(s) from "${items[over.index]?.desc.slice(0, 60)}" on were left out: the ${YEAR_WORD[over.year]} items would add up to more than ${yearBound(currency)}.`,
    );
    items.length = over.index;
    from.length = over.index;
  }
  return { items, from };
}

/**
 * Keeps what the notes gave that fits every bound; anything else is left unset (a date, a rate, a validity) or left
 * out (an item, a discount), each with a warning the draft response shows. Defaults then fill what is unset.
 */
/** Warnings listed one by one; past this many, one line counts the rest (pasted price lists are not 5,000 warnings). */
export const MAX_WARNINGS = 50;

function capped(warnings: string[]): string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  const more = warnings.length - (MAX_WARNINGS - 1);
  return [
    ...warnings.slice(0, MAX_WARNINGS - 1),
    `${more} more warnings like these were left out; check the notes and the draft's pricing.`,
  ];
}

export function keepInBounds(x: Unchecked, a: { today: string }): { extracted: Extracted; warnings: string[] } {
  const warnings: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(x.fields)) {
    const schema = ProposalFieldsInput.shape[name as keyof ProposalFields];
    if (name === 'docLang' || !schema || value === undefined) continue;
    const r = schema.safeParse(value);
    if (r.success) fields[name] = r.data;
    else warnings.push(`${name}: ${shown(value)} from the notes ${firstIssue(r.error)}; left unset.`);
  }
  // a start before the draft's own day is kept as the notes say it, and said: a typo of the year, or a date long gone
  if (typeof fields.startDate === 'string' && fields.startDate !== '' && fields.startDate < a.today)
    warnings.push(`startDate: ${fields.startDate} from the notes is before the draft date ${a.today}; check it.`);
  const validity = typeof fields.validUntil === 'string' ? validityProblem(fields.validUntil, a.today) : null;
  if (validity) {
    warnings.push(`validUntil: ${fields.validUntil} from the notes ${validity}; the default applies instead.`);
    delete fields.validUntil;
  }
  const discounts: Discount[] = [];
  for (const candidate of x.discounts) {
    const r = Discount.safeParse(candidate);
    if (!r.success) warnings.push(`discounts: ${shown(candidate)} from the notes was left out: ${firstIssue(r.error)}.`);
    else if (discounts.length < MAX_DISCOUNTS) discounts.push(r.data);
  }
  if (x.discounts.length > MAX_DISCOUNTS) warnings.push(`discounts: only the first ${MAX_DISCOUNTS} were kept.`);
  const currency = typeof fields.currency === 'string' ? fields.currency : '';
  const { items: lineItems, from } = keptItems(x.lineItems, currency, warnings);
  roundedToCurrency(lineItems, discounts, currency, warnings);
  // a discount on named lines follows them to their kept positions; one naming a line the draft does not have (an
  // engine's wrong position, or a line left out above) is left out, and the warning says so
  for (let i = discounts.length - 1; i >= 0; i--) {
    const d = discounts[i];
    if (!d?.lines) continue;
    const moved = d.lines.map((n) => from.indexOf(n));
    if (moved.every((n) => n >= 0)) d.lines = moved;
    else {
      warnings.push(
        `discounts: "${d.label.slice(0, 60)}" is taken off line items the draft does not have; it was left out. Add it back with the lines it applies to.`,
      );
      discounts.splice(i, 1);
    }
  }
  const all = capped([...x.warnings, ...warnings]);
  return {
    extracted: { fields: fields as Extracted['fields'], lineItems, discounts, multiYear: x.multiYear, warnings: all },
    warnings: all,
  };
}
