// The offline drafting engine: notes in English or Spanish → the fields, line items and discounts they state, and
// warnings for whatever it could not read with confidence (every amount it did not use among them).
import type { Extracted } from '../draft';
import { minorDigits } from '../totals';
import { amountText, bareMoney, notPricedWarning, unaccountedAmounts } from './amounts';
import { applyCorrections } from './corrections';
import { ambiguousDateWarnings, unreadDateWarnings } from './date-warnings';
import { parseFields, START, VALID } from './fields';
import { parseItems } from './items';
import { languageWarning, missedCountWarnings } from './language';
import {
  dottedSigns,
  findMoney,
  kronaAmounts,
  lempiraAmounts,
  penceAmounts,
  quetzalAmounts,
  randAmounts,
  ringgitAmounts,
  scaledCounts,
} from './money';
import { countsInDigits } from './number-words';
import { chosenOptionLines } from './options';
import { taxIncluded } from './tax';
import { plainLines, previousPrices, quotedHistory, spokenPunctuation, swissDashes } from './text';
import { tieredLines } from './tiers';
import { laterYearsWarning } from './years';

/**
 * The notes as the reader reads them: dictated punctuation and numbers in words as digits, Swiss, rand and krona
 * amounts in a money shape, tables as plain lines. `words` learns each figure written in words, as written.
 */
// currency codes people type in lower case, which are no common word ("pen", "cop", "all" are left)
const LOWER_CODES = 'eur|usd|gbp|chf|cad|aud|nzd|mxn|clp|ars|brl|sgd|hkd|inr|jpy|sek|nok|dkk|pln|zar';
const LOWER_CODE_AFTER = new RegExp(`(\\d)\\s?(${LOWER_CODES})\\b`, 'g');
const LOWER_CODE_BEFORE = new RegExp(`(?<![\\p{L}])(${LOWER_CODES})\\s?(?=\\d)`, 'gu');

export function readableNotes(written: string, words?: Map<string, string>, said?: string[]): string {
  const notes = countsInDigits(
    plainLines(
      previousPrices(
        kronaAmounts(
          lempiraAmounts(
            ringgitAmounts(
              quetzalAmounts(
                randAmounts(penceAmounts(scaledCounts(swissDashes(dottedSigns(chosenOptionLines(spokenPunctuation(written))))))),
              ),
            ),
          ),
        ),
      ),
    ),
    words,
  );
  // "15 eur/mo", "usd 500": a currency code typed in lower case is the code ("15 EUR/mo")
  // "6 percent", "15 per cent", "5 por ciento" read as the figures they are
  // (and "per 1,000 emails" is a rate, not a count of emails: "per thousand emails")
  // (tiers last: "per thousand" is how their prices are then read)
  const tiered = tieredLines(
    notes
      .replace(LOWER_CODE_AFTER, (_m: string, d: string, code: string) => `${d} ${code.toUpperCase()}`)
      .replace(LOWER_CODE_BEFORE, (_m: string, code: string) => `${code.toUpperCase()} `)
      .replace(/(\d)\s?(?:percent|per cent|por ciento)(?!\p{L})/giu, '$1%')
      .replace(/\b(per|por(?: cada)?|for every)\s+1[,.]?000\s+(?=\p{L})/giu, '$1 thousand '),
  );
  said?.push(...tiered.warnings);
  return tiered.notes;
}

/**
 * Runs of blank space cut short: alignment needs a few spaces (a tab-separated paste, a few tabs in a row), never
 * thousands, and the readers' patterns spend time on each blank of a run at each place they try (50,000 characters
 * of spaces held a thread for two minutes; new-user trial 21).
 */
export function boundedBlanks(text: string): string {
  return text.replace(/[ \u00a0\u2000-\u200b\u202f\u3000]{4,}/g, '   ').replace(/[\t ]{33,}/g, (run) => run.slice(0, 32));
}

export function parseNotes(written: string, o: { lang: string; today: string }): Extracted {
  // "50 seats… actually make it 60": the later figure is read, and the draft says so
  const words = new Map<string, string>();
  const tiers: string[] = [];
  const { notes, warnings: corrected } = applyCorrections(readableNotes(boundedBlanks(written), words, tiers));
  const fields = parseFields(notes, o);
  const digits = minorDigits(fields.currency ?? '');
  // a reply above a quoted earlier e-mail: the reply's prices are read, the quoted ones listed as replaced
  const history = quotedHistory(notes);
  const { scale, ...items } = parseItems(history?.reply ?? notes, {
    lang: o.lang,
    custName: fields.custName,
    product: fields.edition,
    digits,
  });
  for (const line of history?.quoted ?? [])
    for (const m of findMoney(line))
      items.warnings.push(
        notPricedWarning(amountText(line, m), line, 'a figure of the quoted earlier e-mail the reply replaces'),
      );
  paymentSchedule(items, notes);
  if (!fields.scale && scale) fields.scale = scale;
  if (fields.taxLabel && fields.taxRate === undefined && taxIncluded(notes))
    items.warnings.push(
      `The notes say prices include ${fields.taxLabel}: no tax is added on top. Check the prices are net of it.`,
    );
  items.warnings.unshift(...corrected, ...tiers);
  // notes that name no currency: figures in a price's shape are priced, and the draft says the currency is not set
  const unsigned = bareMoney(notes).priceShapes ? findMoney(history?.reply ?? notes, { priceShapes: true }) : [];
  if (unsigned.length > 0 && items.lineItems.length > 0) {
    // (ten at most: the rest are counted, so a note of thousands of figures gives one short warning)
    const listed = unsigned.slice(0, 10).map((m) => amountText(history?.reply ?? notes, m));
    const figures = `${listed.join(', ')}${unsigned.length > 10 ? ` and ${unsigned.length - 10} more` : ''}`;
    const one = unsigned.length === 1;
    items.warnings.push(
      `No currency is named in the notes: ${figures} ${one ? 'is' : 'are'} read as ${one ? 'a price' : 'prices'} with ` +
        "no currency, and the proposal's currency is left empty. Set it before sending the proposal.",
    );
  }
  // "Term 3 years": the proposal has two years' columns, so the later years are said to be missing
  const later = laterYearsWarning({ term: fields.term, notes });
  if (later) items.warnings.push(later);
  // "01/09/2027" read one way round is said with the other; a date after "Start" that no rule reads is quoted
  const used = [fields.startDate, fields.validUntil].filter((d): d is string => d !== undefined);
  items.warnings.push(...ambiguousDateWarnings(notes, { lang: o.lang, used }));
  const unread = [fields.startDate ? undefined : START, fields.validUntil ? undefined : VALID];
  items.warnings.push(...unreadDateWarnings(notes, { lang: o.lang, keywords: unread.filter((k) => k !== undefined) }));
  // German or French notes are read as if English: the draft says so, and names a count a line left unused
  const foreign = languageWarning(notes, o.lang);
  if (foreign) items.warnings.unshift(foreign);
  const amounts = findMoney(notes, bareMoney(notes)).map((m) => m.value);
  items.warnings.push(...missedCountWarnings(items.lineItems, amounts, o.lang));
  // the same net as the Claude path: an amount no line, discount or warning accounts for is said, never dropped
  const said = items.warnings.join('\n');
  for (const warning of unaccountedAmounts(notes, items)) {
    const amount = /^Not understood: (.+?) in "/.exec(warning)?.[1];
    if (amount && !said.includes(amount)) items.warnings.push(warning);
  }
  items.warnings = items.warnings.map((w) => asWritten(w, words, written));
  return { fields, ...items };
}

// words that say a fee is paid in parts
const SCHEDULE =
  /\b(?:milestones?|payment schedule|paid in (?:\w+ )?(?:parts|instal?ments|tranches|stages)|instal?ments|tranches|hitos?|cuotas|pagadero en|a pagar en|en (?:\w+ )?pagos)\b/i;

/**
 * "fixed fee A$64,000, paid in milestones: A$12,800 on signing, A$32,000 at UAT, A$19,200 at go-live": one-time
 * amounts read right after a fee that add up to it are when it is paid, not more lines. Only in notes that speak of
 * milestones or instalments; the draft says so.
 */
function paymentSchedule(items: Pick<Extracted, 'lineItems' | 'warnings'>, notes: string): void {
  if (!SCHEDULE.test(notes)) return;
  const lines = items.lineItems;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  for (let i = 0; i < lines.length; i++) {
    const fee = lines[i];
    if (fee?.y2 !== 0) continue;
    let sum = 0;
    for (let j = i + 1; j < lines.length && (lines[j]?.y2 ?? 1) === 0; j++) {
      sum += lines[j]?.y1 ?? 0;
      if (near(sum, fee.y1) && j > i + 1) {
        const parts = lines.splice(i + 1, j - i);
        // each amount as the notes wrote it ("A$12,800"), found by its value
        const written = findMoney(notes);
        const said = (value: number) => {
          const m = written.find((w) => near(w.value, value));
          return m ? amountText(notes, m) : String(value);
        };
        items.warnings.push(
          `Read ${parts.map((p) => said(p.y1)).join(', ')} as the payment schedule of "${fee.desc}" (${said(fee.y1)}), not lines of their own; check it.`,
        );
        break;
      }
      if (sum > fee.y1) break;
    }
  }
}

/**
 * A warning with each figure the reader turned from words into digits quoted as the notes wrote it ("quince euros",
 * not "15 euros"); a figure the notes also write in digits is left alone.
 */
function asWritten(warning: string, words: Map<string, string>, written: string): string {
  let out = warning;
  for (const [digits, said] of words) {
    const figure = (text: string) => new RegExp(`(?<![\\d.,])${digits.replace(/[.]/g, '\\.')}(?![.,]?\\d)`, 'g').test(text);
    if (/^\d+$/.test(digits) && !figure(written)) out = out.replace(new RegExp(`(?<![\\d.,])${digits}(?![.,]?\\d)`, 'g'), said);
  }
  return out;
}
