// What Claude read from the notes, held to the notes: a price, a discount, a tax rate or a term the notes do not give
// is left out and said in `warnings`, as the RFP path drops a sentence its sources do not state. (The other way round,
// an amount of the notes that the draft does not account for, is `unaccountedAmounts`.)
import { contentStems } from '../text/content';
import { coverage } from '../text/stem';
import { detectLang, fold } from '../text/words';
import { bareMoney } from './parse/amounts';
import { readableNotes } from './parse/index';
import { findMoney, readNumber } from './parse/money';

/** Free-text fields whose words must come from the notes (dates, codes and the document's kind are checked elsewhere). */
const WORDED_FIELDS = [
  'custName',
  'custSigner',
  'custTitle',
  'custEmail',
  'lucSigner',
  'lucTitle',
  'lucEmail',
  'edition',
  'scale',
  'term',
  'sla',
  'support',
  'region',
  'governingLaw',
  'taxLabel',
  'sow',
  'termsAssumptions',
  'termsConditions',
] as const;

/** Share of a value's content words the notes must hold. */
const WORDS_HELD = 0.5;
/** Periods a price may be multiplied by: billing periods in a year, and months (free months, a part year). */
const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 24, 36];

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 1e-9);

interface NotesFigures {
  money: number[];
  /** The notes' counts (and 1) by their value to the cent. */
  counts: Map<string, number>;
  percents: number[];
  words: string[];
  numbers: Set<string>;
  /** Products tried, at most: past it the check stops and says so (it runs on the request's thread). */
  budget: { left: number; spent: boolean };
}

const CHECK_BUDGET = 2_000_000;

/** Each figure of a text with the numbers it may be ("1.250" is 1,250 or 1.25). */
function figureReadings(text: string): number[][] {
  // "12 000" may be twelve thousand or, in "Y1 200 seats", two figures: both are kept
  return [...text.matchAll(/\d{1,3}(?:[.,'’ ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g)].map((m) =>
    [readNumber(m[0]), Number(m[0].replace(',', '.')), ...m[0].split(' ').map((part) => readNumber(part))].filter(
      (n) => Number.isFinite(n) && n > 0,
    ),
  );
}

/** Every number the figures of a text may be. */
function numbersOf(text: string): Set<number> {
  return new Set(figureReadings(text).flat());
}

function figuresOf(written: string): NotesFigures {
  // read as the offline reader reads them: "twelve dollars" and "R189" are amounts a model reads too
  const notes = `${written}\n${readableNotes(written)}`;
  const money = [...new Set(findMoney(notes, { ...bareMoney(notes), bareK: true }).map((m) => m.value))];
  const numbers = numbersOf(notes);
  const counts = new Map<string, number>([['1.00', 1]]);
  for (const n of numbers) counts.set(n.toFixed(2), n);
  const percents = [...notes.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:%|percent\b|per cent\b|por ?ciento\b|pct\b)/gi)].map((m) =>
    Number((m[1] ?? '').replace(',', '.')),
  );
  const budget = { left: CHECK_BUDGET, spent: false };
  return { money, counts, percents, words: contentStems(notes), numbers: new Set([...numbers].map(String)), budget };
}

/** Whether a yearly amount is an amount of the notes times a count of the notes and periods, raised by a % of them. */
function derivable(value: number, f: NotesFigures): boolean {
  if (value === 0) return true;
  const rises = [1, ...[...new Set(f.percents)].flatMap((p) => [1 + p / 100, 1 - p / 100])];
  // the count a product would need, looked up among the notes' counts (one pass per amount, not per count); notes of
  // thousands of figures stop being checked past a budget (the line is kept, and the warnings say so)
  for (const m of f.money)
    for (const p of PERIODS)
      for (const r of rises) {
        if (--f.budget.left < 0) {
          f.budget.spent = true;
          return true;
        }
        const unit = m * p * r;
        if (unit <= 0) continue;
        const n = f.counts.get((value / unit).toFixed(2));
        if (n !== undefined && (close(value, unit * n) || close(value, Math.round(unit * n * 100) / 100))) return true;
      }
  return false;
}

/**
 * Whether a value's words and figures are the notes' own. A term may restate its figure in months or years ("2-year
 * commitment" → "24 months"). Values written in another language than the notes' (Claude writes them in the document's
 * language) are held to their figures only: their words are a translation.
 */
function worded(value: string, f: NotesFigures, notes: string, o: { field: string; translated: boolean }): boolean {
  // a term restated in months or years, or a standard one ("annual" is "12 months"), is the notes' term
  const standard = (n: number) => [1, 2, 3, 12, 24, 36].includes(n) || [n / 12, n * 12].some((m) => f.numbers.has(String(m)));
  const held = (n: number) => f.numbers.has(String(n)) || (o.field === 'term' && standard(n));
  // every figure of the value, read one of its ways, is one of the notes'
  if (figureReadings(value).some((readings) => readings.length > 0 && !readings.some(held))) return false;
  if (value.includes('@')) return fold(notes).includes(fold(value.trim()));
  // a term and a scale are their figures ("24 months", "1,900 students"): their words are units, said many ways; so
  // is a value whose figures the notes give ("SLA 99.95%" → "99.95% uptime"); a tax's name may be the plain word
  if (o.translated || o.field === 'term' || o.field === 'scale') return true;
  if (figureReadings(value).length > 0 && (o.field === 'sla' || o.field === 'support')) return true;
  if (o.field === 'taxLabel' && /^(?:tax|taxes|impuestos?)$/i.test(value.trim())) return true;
  const words = contentStems(value).filter((w) => !/^\d/.test(w));
  return words.length === 0 || coverage(words, f.words) >= WORDS_HELD;
}

const shown = (v: unknown) => (typeof v === 'string' ? `"${v.slice(0, 80)}"` : JSON.stringify(v));

export function heldToNotes<D extends { fields: Record<string, unknown>; lineItems: unknown[]; discounts: unknown[] }>(
  notes: string,
  draft: D,
  o: { lang: string },
): D & { warnings: string[] } {
  const f = figuresOf(notes);
  const warnings: string[] = [];
  const fields = { ...draft.fields };
  const translated = detectLang(notes) !== (o.lang.startsWith('es') ? 'es' : 'en');
  for (const name of WORDED_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '' || worded(value, f, notes, { field: name, translated })) continue;
    warnings.push(`${name}: ${shown(value)} is not in the notes; left unset. Set it if it is right.`);
    delete fields[name];
  }
  // a rate the notes give ("IVA 21", "8.25% sales tax"), or two of them on one net ("GST 5% + QST 9.975%")
  const rates = [...f.numbers].map(Number);
  const taxHeld = (rate: number) =>
    rates.some((p) => close(p, rate)) || f.percents.some((p) => f.percents.some((q) => close(p + q, rate)));
  if (typeof fields.taxRate === 'number' && fields.taxRate !== 0 && !taxHeld(fields.taxRate)) {
    warnings.push(`taxRate: ${fields.taxRate}% is not in the notes; left unset. Set it if it is right.`);
    delete fields.taxRate;
  }
  // a line that fails the edit checks (a negative amount) is theirs to report, not priced here
  const years = (item: unknown) => {
    const i = item as { y1?: unknown; y2?: unknown };
    return typeof i.y1 === 'number' && typeof i.y2 === 'number' && i.y1 >= 0 && i.y2 >= 0 ? { y1: i.y1, y2: i.y2 } : null;
  };
  const priced = draft.lineItems.map((item) => {
    const y = years(item);
    return y !== null && derivable(y.y1, f) && derivable(y.y2, f);
  });
  // a line priced as a share of others ("support: 15% of the licence fees") is that % of one of them, or of all
  const bases = (year: 'y1' | 'y2') => {
    const each = draft.lineItems.flatMap((item, k) => (priced[k] ? [years(item)?.[year] ?? 0] : []));
    return [...each, each.reduce((a, b) => a + b, 0)];
  };
  const share = (value: number, year: 'y1' | 'y2') =>
    value === 0 || f.percents.some((p) => bases(year).some((b) => close(value, Math.round(b * p) / 100)));
  const lineItems = draft.lineItems.filter((item, k) => {
    const i = item as { desc?: unknown; y1?: unknown; y2?: unknown };
    const y = years(item);
    if (y === null || priced[k] || (share(y.y1, 'y1') && share(y.y2, 'y2'))) return true; // (a malformed one: the edit checks report it)
    warnings.push(
      `lineItems: ${shown(i.desc)} at ${i.y1}${i.y2 ? ` / ${i.y2}` : ''} is priced from no amount of the notes; it was left out. Add it if it was agreed.`,
    );
    return false;
  });
  const amounts = lineItems.flatMap((item) => {
    const i = item as { y1?: unknown; y2?: unknown };
    return [i.y1, i.y2].filter((v): v is number => typeof v === 'number' && v > 0);
  });
  const discounts = draft.discounts.filter((item) => {
    const d = item as { label?: unknown; kind?: unknown; value?: unknown };
    if (typeof d.value !== 'number') return true;
    const ok =
      d.kind === 'pct'
        ? f.percents.some((p) => close(p, d.value as number))
        : derivable(d.value, f) || f.percents.some((p) => amounts.some((a) => close(d.value as number, Math.round(a * p) / 100)));
    if (!ok)
      warnings.push(
        `discounts: ${shown(d.label)} (${d.value}${d.kind === 'pct' ? '%' : ''}) is not in the notes; it was left out.`,
      );
    return ok;
  });
  if (f.budget.spent)
    warnings.push('The notes hold too many figures to check every price against them: check the line items and discounts.');
  return { ...draft, fields, lineItems, discounts, warnings };
}
