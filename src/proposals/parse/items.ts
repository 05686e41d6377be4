// Line items, discounts and the multi-year flag from notes: "200 seats at $45/seat/month", "Canvas LMS for 4,200
// students, $6 per student per year", "implementation $15k one-time", "10% off licences", "año 2: US$ 50.000".
// Every amount is used by an item or a discount, or reported in `warnings`: money is never dropped silently.
import type { Discount, LineItem } from '../schema';
import { amountText, bareThousands, notPricedWarning, notPriceReason, notUnderstoodWarning } from './amounts';
import { joinedPrices, statedTotal } from './clauses';
import { type Count, countFor, countsIn, countsInText, labelledQty, sameUnit } from './counts';
import { discountOf, type LineFacts, type ReadDiscount, resolveScopes } from './discounts';
import { describeItem, itemName, type Period, priceTail, type Tail } from './item-words';
import { findMoney, type Money } from './money';
import { HEDGE, splitSentences } from './text';
import { LEADS_YEAR_TWO, MULTI_YEAR, UPLIFT, YEAR_ONE, YEAR_TWO } from './years';

const ONE_TIME =
  /\b(?:one[- ]time|one[- ]off|once|setup|set-up|implementation|onboarding|migration|installation|kick-?off fee|pago [uú]nico|[uú]nico pago|una (?:sola )?vez|[uú]nico|implementaci[oó]n|puesta en marcha|instalaci[oó]n|migraci[oó]n|alta)\b/i;
const SERVICES =
  /\b(?:training|consulting|professional services|workshop|capacitaci[oó]n|formaci[oó]n|consultor[ií]a|servicios profesionales|taller)\b/i;
const MONTHLY = /\b(?:per month|monthly|mensual|al mes|por mes)\b/i;

const FACTOR: Record<Period, number> = { month: 12, quarter: 4, half: 2, year: 1 };

// "200 seats at", "500 seats Enterprise edition @", "25 usuarios x", "500 usuarios ·": the count and the words after it
const QTY_BEFORE = /(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:x|×|\*)?\s*((?:[\p{L}-]+\s+){0,3}?)(?:at|@|x|×|\*|a|por|de|·)\s*$/iu;

export interface ParsedItems {
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
  warnings: string[];
  /** The count the first per-unit subscription is priced on ("3,500 students"), for the scale field. */
  scale?: string;
}

interface ItemContext {
  multiYear: boolean;
  counts: Count[];
  lang: string;
  custName?: string;
  product?: string;
}

interface Found extends LineFacts {
  qty: number;
  unit?: string;
  count?: Count;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The count a per-unit price in this sentence multiplies, written before it: "for 4,200 students", "Qty 50". */
function countBefore(lead: string, unit: string | undefined): Count | undefined {
  const qty = labelledQty(lead);
  if (qty) return { ...qty, start: lead.search(/\b(?:qty|quantity|cantidad|cant\.)/i) };
  const counts = unit ? countsInText(lead, unit) : [];
  if (counts.length > 0) return counts[counts.length - 1];
  // one count of anything in the same sentence ("42 fee-earners, CaseVault £600 pa per user")
  const any = countsInText(lead);
  return unit && new Set(any.map((c) => c.qty)).size === 1 ? any[0] : undefined;
}

interface Around {
  /** Clauses of the sentence before this one, since the last priced clause. */
  lead: string[];
  /** Clauses after it without an amount ("one-time", "una sola vez"). */
  trail: string[];
}

// "Unit price: $120/mo", "Acme: Price per seat: $35": a price per unit whose count is written elsewhere
const UNIT_PRICE = /\b(?:unit price|precio unitario|(?:price|precio|cost|costo)\s+(?:per|por)\s+(\p{L}+))\s*[:=]?\s*$/iu;

interface Priced {
  /** The text the item is read from: the clause, or the sentence's lead and the clause as one phrase. */
  text: string;
  money: Money;
  tail: Tail;
  count?: Count;
  /** The count came from the words right before the price ("200 seats at"). */
  adjacent: boolean;
}

/** The count a price multiplies: right before it, after it ("for 50 users"), earlier in the sentence, or elsewhere. */
function countOf(clause: string, first: Money, c: ItemContext, lead: string): Priced | { warning: string } {
  const unitLine = UNIT_PRICE.exec(clause.slice(0, first.index));
  let tail = priceTail(clause.slice(first.index + first.length));
  if (!tail.unit && unitLine?.[1]) tail = { ...tail, unit: unitLine[1] };
  const base = { text: clause, money: first, tail, adjacent: false };
  const q = QTY_BEFORE.exec(clause.slice(0, first.index));
  if (q) {
    const count = { qty: Number((q[1] ?? '1').replace(/[.,]/g, '')), text: q[1] ?? '', words: q[2]?.trim(), start: q.index };
    return { ...base, count, adjacent: true };
  }
  if (!tail.unit && !unitLine && !labelledQty(lead)) return base;
  // in this clause before the price ("250 seats of Northbeam Pro at $45/seat") or after it ("$10/user/mo for 50 users")
  const own = tail.unit ? countBefore(clause.slice(0, first.index), tail.unit) : undefined;
  if (own?.start !== undefined)
    return { ...base, count: { ...own, words: clause.slice(own.start + own.text.length, first.index).trim() } };
  const rest = clause.slice(first.index + first.length + tail.length);
  const after = /^\s*(?:for|para|x|×|\*|por|,)?\s*/i.exec(rest)?.[0].length ?? 0;
  const next = tail.unit ? countsInText(rest.slice(after), tail.unit)[0] : undefined;
  if (next?.start === 0) {
    const count: Count = { qty: next.qty, text: next.text, ...(next.unit ? { unit: next.unit } : {}) };
    const phrase = after + (next.length ?? 0);
    return { ...base, tail: { ...tail, length: tail.length + phrase }, count };
  }
  const before = lead ? countBefore(lead, tail.unit) : undefined;
  if (before?.start !== undefined) {
    // read the lead and the price as one phrase: "Canvas LMS for 4,200 students, $6 per student per year"
    const text = `${lead}, ${clause}`;
    const money = { ...first, index: first.index + lead.length + 2 };
    const numberEnd = before.start + before.text.length;
    return { ...base, text, money, count: { ...before, words: text.slice(numberEnd, money.index).replace(/[,:]/g, ' ').trim() } };
  }
  if (!tail.unit && !unitLine) return base;
  const elsewhere = countFor(tail.unit, c.counts);
  // stated elsewhere in the notes: its place there says nothing about this clause's words
  if (elsewhere)
    return { ...base, count: { qty: elsewhere.qty, text: elsewhere.text, ...(elsewhere.unit ? { unit: elsewhere.unit } : {}) } };
  const per = tail.unit ? `per ${tail.unit}` : 'a unit price';
  return {
    warning: `Not priced: ${amountText(clause, first)} in "${clause}" is ${per}, but the notes give no single count to multiply it by.`,
  };
}

// a clause after the price that is only its period: "200 × $45, monthly"
const PERIOD_ONLY = /^(?:monthly|per month|a month|mensual(?:es)?|al mes|por mes|mensualmente)$/i;

/** One priced clause as a line item; amounts are per year, recurring items repeat in year two when multi-year. */
function itemOf(
  clause: string,
  money: Money[],
  c: ItemContext,
  around: Around,
): { found?: Found; usedSecond: boolean; warning?: string } {
  const first = money[0] as Money;
  const lead = around.lead.join(', ');
  const priced = countOf(clause, first, c, lead);
  if ('warning' in priced) return { usedSecond: false, warning: priced.warning };
  const { text, tail, adjacent } = priced;
  const m = priced.money;
  let count = priced.count;
  const unitPriceLine = UNIT_PRICE.test(clause.slice(0, first.index));
  if (count && count.qty === 1 && !adjacent) count = undefined;
  const qty = count?.qty ?? 1;
  const spoken = [clause, ...around.trail].join(', ');
  let period: Period | 'once' | undefined = tail.period;
  if (!period && (ONE_TIME.test(spoken) || SERVICES.test(clause))) period = 'once';
  if (!period && (MONTHLY.test(clause) || PERIOD_ONLY.test(around.trail[0] ?? ''))) period = 'month';
  const perYear = period === 'once' || period === undefined ? 1 : FACTOR[period];
  const words = { clause: text, money: m, tail, period, count, lang: c.lang, custName: c.custName };
  // a price whose own clause names nothing takes its name from the clauses before it ("Maintenance module, flat $9,000")
  const named =
    text === clause && !itemName(words) && lead
      ? { ...words, clause: `${lead}, ${clause}`, money: { ...m, index: m.index + lead.length + 2 } }
      : words;
  const desc = describeItem(unitPriceLine ? { ...named, product: c.product } : named);
  // a second amount flagged as year two ("$45 y1 / $48 y2", "año 2: 50.000")
  const second = money[1];
  const secondIsY2 = second !== undefined && YEAR_TWO.test(clause.slice(first.index + first.length));
  const y1 = round2(qty * first.value * perYear);
  let y2 = period === 'once' || !c.multiYear ? 0 : y1;
  if (secondIsY2 && second) {
    const p2 = priceTail(clause.slice(second.index + second.length)).period;
    y2 = round2(qty * second.value * (p2 ? FACTOR[p2] : perYear));
  }
  const facts = {
    qty,
    unit: count?.unit ?? tail.unit,
    count,
    perUnit: count !== undefined,
    recurring: period !== 'once' && period !== undefined,
  };
  if (YEAR_TWO.test(clause.slice(0, first.index)) && !YEAR_ONE.test(clause) && !secondIsY2)
    return { found: { item: { desc, y1: 0, y2: y1 }, ...facts }, usedSecond: false };
  return { found: { item: { desc, y1, y2 }, ...facts }, usedSecond: secondIsY2 };
}

/** Nothing but an amount, its price phrase and year tags: "$27 p/m y2". */
function bareAmount(clause: string, m: Money, tail: Tail): boolean {
  const rest = clause.slice(0, m.index) + clause.slice(m.index + m.length + tail.length);
  return !/\p{L}{3,}/u.test(rest.replace(YEAR_TWO, ' ').replace(YEAR_ONE, ' '));
}

/** "Year 2: $48/seat", "precio año 2: 24 USD por usuario", "$27 p/m y2": sets an item's year-two amount instead. */
function yearTwoPriceFor(clause: string, money: Money[], items: Found[]): boolean {
  const m = money[0];
  if (!m || items.length === 0) return false;
  const tail = priceTail(clause.slice(m.index + m.length));
  const tagged = money.length === 1 && YEAR_TWO.test(clause) && !YEAR_ONE.test(clause) && bareAmount(clause, m, tail);
  if (!LEADS_YEAR_TWO.test(clause) && !tagged) return false;
  // a unit price goes to the last item priced per that unit; anything else to the last item
  const unit = tail.unit;
  const last =
    [...items].reverse().find((i) => unit === undefined || (i.perUnit && i.unit !== undefined && sameUnit(unit, i.unit))) ??
    items[items.length - 1];
  if (!last) return false;
  const perUnit = tail.unit !== undefined || (tagged && last.qty > 1 && tail.period !== undefined);
  last.item.y2 = round2((perUnit ? last.qty : 1) * m.value * (tail.period ? FACTOR[tail.period] : 1));
  return true;
}

export function parseItems(notes: string, o: { lang: string; custName?: string; product?: string; digits: number }): ParsedItems {
  const sentences = splitSentences(notes);
  const multiYear = sentences.flat().some((c) => MULTI_YEAR.test(c) && !HEDGE.test(c));
  const context: ItemContext = { multiYear, counts: countsIn(notes), ...o };
  const bareK = bareThousands(notes);
  const items: Found[] = [];
  const read: ReadDiscount[] = [];
  const warnings: string[] = [];
  for (const said of sentences) {
    const sentence = said.flatMap((clause) => joinedPrices(clause, bareK));
    let lead: string[] = [];
    for (const [at, clause] of sentence.entries()) {
      const money = findMoney(clause, { bareK });
      const used = new Set<Money>();
      const discount = discountOf(clause, money, { multiYear, lead: lead.join(', ') });
      const first = money[0];
      if (discount) {
        read.push(discount);
        if (discount.discount.kind === 'amount' && first) used.add(first);
      } else if (!first) {
        lead.push(clause);
        continue;
      } else {
        const reason = notPriceReason(clause, first);
        if (reason) for (const m of money) warnings.push(notPricedWarning(amountText(clause, m), clause, reason));
        else if (yearTwoPriceFor(clause, money, items)) used.add(first);
        else {
          const next = sentence.slice(at + 1);
          const stop = next.findIndex((c) => findMoney(c, { bareK }).length > 0);
          const trail = stop < 0 ? next : next.slice(0, stop);
          const got = itemOf(clause, money, context, { lead, trail });
          if (got.warning) warnings.push(got.warning);
          // a zero price ("set price to $0") is not something to sell
          if (got.found && (got.found.item.y1 > 0 || got.found.item.y2 > 0)) {
            items.push(got.found);
            used.add(first);
            if (got.usedSecond && money[1]) used.add(money[1]);
            const total = statedTotal(clause, money, got.found.item);
            if (total) used.add(total.money);
            if (total?.warning) warnings.push(total.warning);
          } else if (got.found) used.add(first);
          else if (got.warning) used.add(first);
        }
        if (reason) for (const m of money) used.add(m);
      }
      for (const m of money) if (!used.has(m)) warnings.push(notUnderstoodWarning(amountText(clause, m), clause));
      lead = [];
    }
  }
  const uplift = UPLIFT.exec(notes);
  if (uplift && multiYear) {
    const pct = Number((uplift[1] ?? uplift[2] ?? '0').replace(',', '.'));
    for (const { item } of items) if (item.y2 > 0 && item.y2 === item.y1) item.y2 = round2(item.y1 * (1 + pct / 100));
  }
  const discounts = resolveScopes(read, { lines: items, digits: o.digits, warn: (w) => warnings.push(w) });
  const main = items.find((i) => i.perUnit && i.recurring && i.count?.unit);
  const scale = main?.count ? `${main.count.text} ${main.count.unit}` : undefined;
  return { lineItems: items.map((i) => i.item), discounts, multiYear, warnings, ...(scale ? { scale } : {}) };
}
