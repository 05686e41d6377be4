// How a draft of a blind-corpus note scores against what the note states: fields, lines, discounts, exact Y1/Y2
// totals, and the amounts lost (stated, used by no line, discount or field, and not listed in the warnings).
import { findMoney, readNumber } from '../../src/proposals/parse/money';
import { countsInDigits } from '../../src/proposals/parse/number-words';
import type { Discount, LineItem } from '../../src/proposals/schema';
import { amountEquivalents, computeTotals, minorDigits } from '../../src/proposals/totals';
import type { BlindNote } from './corpus-blind';

/** What a parser gives; `warnings` is absent in builds that had none. */
export interface ParsedDraft {
  fields: Record<string, unknown>;
  lineItems: LineItem[];
  discounts: Discount[];
  warnings?: string[];
}

export type Parse = (notes: string, o: { lang: string; today: string }) => ParsedDraft;

// compared exactly; every other field holds core words the draft's value must contain (case-insensitive)
const EXACT = new Set(['docType', 'currency', 'billing', 'startDate', 'validUntil', 'taxRate']);

export interface NoteScore {
  id: string;
  fields: { stated: number; right: number; wrong: string[] };
  lines: { stated: number; right: number; extra: number };
  discounts: { stated: number; right: number; extra: number };
  totals: boolean;
  lost: string[];
  notPricesFlagged: number;
  notPrices: number;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** "3yr", "24-month", "2 anos", "36 meses" → "3 year", "24 month", "2 year", "36 month": the number and the unit. */
function termOf(text: string): string {
  const m = /(\d+)\s*-?\s*(y|yr|yrs|years?|a[nñ]os?|m|mos?|months?|mes|meses)\b/i.exec(text);
  return m ? `${m[1]} ${/^(?:y|a)/i.test(m[2] ?? '') ? 'year' : 'month'}` : text.toLowerCase();
}

function fieldRight(name: string, want: string | number, have: unknown): boolean {
  if (have === undefined || have === null || have === '') return false;
  if (EXACT.has(name)) return have === want;
  // the product writes terms one way ("24 months", "2 años"); the corpus keeps the note's spelling ("24-month", "3yr")
  // a corpus may give only the number as the term's core word ("24" for a 24-month term): the draft's number then
  // is its number, or its number of months (the thirteenth and fourteenth corpora give months: "2 years" is "24")
  if (name === 'term' && /^\d+$/.test(String(want))) {
    const [n, unit] = termOf(String(have)).split(' ');
    return n === String(want) || (unit === 'year' && String(Number(n) * 12) === String(want));
  }
  if (name === 'term') return termOf(String(have)) === termOf(String(want));
  return String(have).toLowerCase().includes(String(want).toLowerCase());
}

/** Every number written in the notes: the counts an amount can be multiplied by. */
function numbersIn(written: string): number[] {
  // counts written in words ("two hundred seats") count as their digits
  const notes = `${written}\n${countsInDigits(written)}`;
  return [1, ...[...notes.matchAll(/\d{1,3}(?:[.,]\d{3})+|\d+/g)].map((m) => readNumber(m[0])).filter((n) => n > 0)];
}

/**
 * An amount is used when a line is it times a count of the notes and a period (1, 2, 4 or 12 a year), when an amount
 * discount is it, or when a field or a warning quotes it. Independent of the parser's own bookkeeping.
 */
function used(amount: string, value: number, draft: ParsedDraft, counts: number[]): 'line' | 'warned' | undefined {
  const digits = amount.replace(/[^\d.,]/g, '').replace(/^[.,]+|[.,]+$/g, '');
  const warned = (draft.warnings ?? []).some((w) => w.includes(amount) || (digits !== '' && w.includes(digits)));
  if (warned) return 'warned';
  // an amount the scorer cannot value is used only where a warning or a field quotes it (0 matches any empty year)
  const lineUses =
    value > 0 &&
    draft.lineItems.some((i) =>
      counts.some((n) => [1, 2, 4, 12].some((f) => near(i.y1, value * n * f) || near(i.y2, value * n * f))),
    );
  const discountUses = value > 0 && draft.discounts.some((d) => d.kind === 'amount' && near(d.value, value));
  const fieldUses = Object.values(draft.fields).some((v) => typeof v === 'string' && digits !== '' && v.includes(digits));
  return lineUses || discountUses || fieldUses ? 'line' : undefined;
}

export function scoreNote(note: BlindNote, parse: Parse, today: string): NoteScore {
  const got = parse(note.notes, { lang: note.lang, today });
  const e = note.expect;
  const wrong = Object.entries(e.fields)
    .filter(([k, v]) => !fieldRight(k, v, got.fields[k]))
    .map(([k]) => k);
  const lines = [...got.lineItems];
  let linesRight = 0;
  for (const w of e.lineItems) {
    const at = lines.findIndex(
      (i) => near(i.y1, w.y1) && near(i.y2, w.y2) && (!w.descHas || i.desc.toLowerCase().includes(w.descHas.toLowerCase())),
    );
    if (at >= 0) {
      lines.splice(at, 1);
      linesRight++;
    }
  }
  // a percentage on named lines is compared as the amounts it takes off, the shape the corpora write it in
  const discounts = amountEquivalents({
    lineItems: got.lineItems,
    discounts: got.discounts,
    currency: typeof got.fields.currency === 'string' ? got.fields.currency : '',
  });
  let discountsRight = 0;
  for (const w of e.discounts) {
    const at = discounts.findIndex(
      (d) =>
        d.kind === w.kind &&
        near(d.value, w.value) &&
        d.y1 === w.y1 &&
        d.y2 === w.y2 &&
        (!w.labelHas || d.label.toLowerCase().includes(w.labelHas.toLowerCase())),
    );
    if (at >= 0) {
      discounts.splice(at, 1);
      discountsRight++;
    }
  }
  const currency = typeof got.fields.currency === 'string' ? got.fields.currency : '';
  const taxRate = typeof got.fields.taxRate === 'number' ? got.fields.taxRate : null;
  const totals = computeTotals({ lineItems: got.lineItems, discounts: got.discounts, fields: { currency, taxRate } });
  const scale = 10 ** minorDigits(currency);
  const totalsRight =
    totals.y1.minor.total === Math.round(e.totals.y1 * scale) && totals.y2.minor.total === Math.round(e.totals.y2 * scale);
  // (a price per thousand units multiplies its count in thousands)
  const counts = numbersIn(note.notes);
  if (/\b(?:per|por(?: cada)?|for every)\s+(?:thousand|mil|1[,.]?000|1k)\b/i.test(note.notes))
    counts.push(...counts.map((n) => n / 1000));
  const notPrices = new Set(e.notPrices ?? []);
  const lost: string[] = [];
  let flagged = 0;
  for (const amount of e.amounts) {
    // an amount said in words ("twelve hundred dollars") is valued as its digits
    const value =
      findMoney(amount, { bareK: true })[0]?.value ??
      findMoney(countsInDigits(amount), { bareK: true })[0]?.value ??
      // a one-letter sign the reader knows only from the rest of the notes ("R45k" rand, "Q 180" quetzales)
      findMoney(amount.replace(/^[RQ]\s?(?=\d)/, ''), { bareK: true })[0]?.value ??
      readNumber(amount.replace(/[^\d.,]/g, ''));
    const how = used(amount, value, got, counts);
    if (notPrices.has(amount)) {
      if (how === 'warned') flagged++;
      else lost.push(amount);
    } else if (!how) lost.push(amount);
  }
  return {
    id: note.id,
    fields: { stated: Object.keys(e.fields).length, right: Object.keys(e.fields).length - wrong.length, wrong },
    lines: { stated: e.lineItems.length, right: linesRight, extra: lines.length },
    discounts: { stated: e.discounts.length, right: discountsRight, extra: discounts.length },
    totals: totalsRight,
    lost,
    notPricesFlagged: flagged,
    notPrices: notPrices.size,
  };
}
