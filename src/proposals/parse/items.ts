// Line items, discounts and the multi-year flag from notes: "200 seats at $45/seat/month", "implementation $15k
// one-time", "10% off year one", "$5,000 off", "5% uplift in year 2", "año 2: US$ 50.000".
import type { Discount, LineItem } from '../schema';
import { type Count, countFor, countsIn, describeItem, type Period, priceTail, type Tail } from './item-words';
import { findMoney, type Money } from './money';
import { capitalize, clean, HEDGE, splitClauses } from './text';

const ONE_TIME =
  /\b(?:one[- ]time|one[- ]off|once|setup|set-up|implementation|onboarding|migration|installation|kick-?off fee|pago [uú]nico|[uú]nico pago|una vez|implementaci[oó]n|puesta en marcha|instalaci[oó]n|migraci[oó]n|alta)\b/i;
const SERVICES =
  /\b(?:training|consulting|professional services|workshop|capacitaci[oó]n|formaci[oó]n|consultor[ií]a|servicios profesionales|taller)\b/i;

const FACTOR: Record<'month' | 'quarter' | 'year', number> = { month: 12, quarter: 4, year: 1 };

// "200 seats at", "500 seats Enterprise edition @", "25 usuarios x", "500 usuarios ·": the count and the words after it
const QTY_BEFORE = /(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:x|×)?\s*((?:[\p{L}-]+\s+){0,3}?)(?:at|@|x|×|a|por|de|·)\s*$/iu;

const YEAR_ONE = /\b(?:year[- ]?(?:one|1)|first year|1st year|y1|yr ?1|primer año|año[- ]?(?:1|uno)|1er año)\b/i;
const YEAR_TWO = /\b(?:year[- ]?(?:two|2)|second year|2nd year|y2|yr ?2|segundo año|año[- ]?(?:2|dos)|2do año)\b/i;
const BOTH_YEARS =
  /\b(?:both years|each year|every year|all years|years? (?:one|1) and (?:two|2)|y1 and y2|y1\s*\+\s*y2|ambos años|cada año|todos los años|los dos años)\b/i;

const DISCOUNT_WORD = /\b(?:(?<!one[- ])off|discount(?:ed)?|descuento|dto\.?|bonificaci[oó]n|rebaja|rebate|less)\b/i;
const UPLIFT =
  /(\d{1,2}(?:[.,]\d+)?)\s*%\s*(?:price\s+)?(?:uplift|increase|escalator|aumento|incremento|alza|m[aá]s)\b[^.;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo año|año[- ]?2)|\b(?:uplift|increase|escalator|aumento|incremento|alza)\s+(?:del?|of)?\s*(\d{1,2}(?:[.,]\d+)?)\s*%[^;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo año|año[- ]?2)/i;

export interface ParsedItems {
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
}

const MULTI_YEAR =
  /\b(?:(?:2|3|4|5|two|three|four|five|multi)[\s-]*(?:years?|yrs?|y)\b|(?:24|36|48|60)[\s-]*(?:months?|meses)|(?:dos|tres|cuatro|cinco|2|3|4|5)\s+años|multi-?year|multianual|plurianual|plurianuales)|year[- ]?(?:two|2)\b|second year|\by2\b|segundo año|año[- ]?2\b/i;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The text of a clause cleaned up as an item or discount label. */
function labelOf(clause: string): string {
  return capitalize(clean(clause.replace(/\s+/g, ' ')));
}

function discountOf(clause: string, money: Money[], multiYear: boolean): Discount | undefined {
  const pct = /(\d{1,2}(?:[.,]\d+)?|100)\s*%/.exec(clause);
  if (!DISCOUNT_WORD.test(clause) || UPLIFT.test(clause)) return undefined;
  if (/\b(?:uptime|availability|disponibilidad|sla|vat|iva|tax|impuesto)\b/i.test(clause)) return undefined;
  const both = BOTH_YEARS.test(clause);
  const y1 = both || YEAR_ONE.test(clause);
  const y2 = both || YEAR_TWO.test(clause);
  const years = y1 || y2 ? { y1, y2 } : { y1: true, y2: multiYear };
  if (pct) return { label: labelOf(clause), kind: 'pct', value: Number((pct[1] ?? '0').replace(',', '.')), ...years };
  const amount = money[0];
  if (amount) return { label: labelOf(clause), kind: 'amount', value: amount.value, ...years };
  return undefined;
}

interface ItemContext {
  multiYear: boolean;
  counts: Count[];
  lang: string;
  custName?: string;
  product?: string;
}

/** One priced clause as a line item; amounts are per year, recurring items repeat in year two when multi-year. */
function itemOf(clause: string, money: Money[], c: ItemContext): { item: LineItem; qty: number } | undefined {
  const first = money[0];
  if (!first) return undefined;
  const before = clause.slice(0, first.index);
  const tail = priceTail(clause.slice(first.index + first.length));
  const q = QTY_BEFORE.exec(before);
  const unitPriceLine = /^\W*(?:unit price|precio unitario)\b/i.test(clause);
  let count: (Count & { words?: string; start?: number }) | undefined;
  if (q) count = { qty: Number((q[1] ?? '1').replace(/[.,]/g, '')), text: q[1] ?? '', words: q[2]?.trim(), start: q.index };
  else if (tail.unit || unitPriceLine) {
    // "$2/seat/month" with the seats counted elsewhere in the notes; no firm count, no item
    count = countFor(tail.unit, c.counts);
    if (!count) return undefined;
  }
  const qty = count?.qty ?? 1;
  let period: Period | 'once' | undefined = tail.period;
  if (!period && (ONE_TIME.test(clause) || SERVICES.test(clause))) period = 'once';
  if (!period && /\b(?:per month|monthly|mensual|al mes|por mes)\b/i.test(clause)) period = 'month';
  const perYear = period === 'once' || period === undefined ? 1 : FACTOR[period];
  const words = { clause, money: first, tail, period, count, lang: c.lang, custName: c.custName };
  const desc = describeItem(unitPriceLine ? { ...words, product: c.product } : words);
  // a second amount flagged as year two ("$45 y1 / $48 y2", "año 2: 50.000")
  const second = money[1];
  const secondIsY2 = second !== undefined && YEAR_TWO.test(clause.slice(first.index + first.length));
  const y1 = round2(qty * first.value * perYear);
  let y2 = period === 'once' || !c.multiYear ? 0 : y1;
  if (secondIsY2 && second) {
    const p2 = priceTail(clause.slice(second.index + second.length)).period;
    y2 = round2(qty * second.value * (p2 ? FACTOR[p2] : perYear));
  }
  if (YEAR_TWO.test(before) && !YEAR_ONE.test(clause) && !secondIsY2)
    return { item: { desc, y1: 0, y2: round2(qty * first.value * perYear) }, qty };
  return { item: { desc, y1, y2 }, qty };
}

/** Nothing but an amount, its price phrase and year tags: "$27 p/m y2". */
function bareAmount(clause: string, m: Money, tail: Tail): boolean {
  const rest = clause.slice(0, m.index) + clause.slice(m.index + m.length + tail.length);
  return !/\p{L}{3,}/u.test(rest.replace(YEAR_TWO, ' ').replace(YEAR_ONE, ' '));
}

/** "Year 2: $48/seat", "$27 p/m y2" after an item: sets that item's year-two amount instead of adding an item. */
function yearTwoPriceFor(clause: string, money: Money[], last: { item: LineItem; qty: number } | undefined): boolean {
  const m = money[0];
  if (!last || !m) return false;
  const tail = priceTail(clause.slice(m.index + m.length));
  const leads = /^(?:\W*)(?:year[- ]?(?:two|2)|second year|y2|yr ?2|segundo año|año[- ]?2)\b/i.test(clause);
  const tagged = money.length === 1 && YEAR_TWO.test(clause) && !YEAR_ONE.test(clause) && bareAmount(clause, m, tail);
  if (!leads && !tagged) return false;
  // a unit price ("/seat", or a bare monthly price after a priced count) takes the item's count again
  const perUnit = tail.unit !== undefined || (tagged && last.qty > 1 && tail.period !== undefined);
  last.item.y2 = round2((perUnit ? last.qty : 1) * m.value * (tail.period ? FACTOR[tail.period] : 1));
  return true;
}

// a guess or a range is not a price: "around $50/seat", "between $30 and $40", "$30-40"
const RANGE_AFTER = /^\s*(?:-|–|to|or|o|a|and|y)\s*(?:[$€£]|USD|EUR)?\s*\d/i;
// a CRM "Amount:" is the deal's value, not something sold at that price
const DEAL_AMOUNT =
  /^\W*(?:amount|deal (?:size|value|amount)|opportunity amount|value|total|monto|importe(?: total)?|valor)\s*[:=]/i;

export function parseItems(notes: string, o: { lang: string; custName?: string; product?: string }): ParsedItems {
  const clauses = splitClauses(notes);
  const multiYear = clauses.some((c) => MULTI_YEAR.test(c) && !HEDGE.test(c));
  const context: ItemContext = { multiYear, counts: countsIn(notes), ...o };
  // "60k" with no sign is money only when the notes name a currency by code or word
  const bareK =
    findMoney(notes).some((m) => m.currency !== null || m.dollarSign) || /\b(?:USD|EUR|GBP|MXN|dollars?|euros?)\b/i.test(notes);
  const lineItems: LineItem[] = [];
  let last: { item: LineItem; qty: number } | undefined;
  const discounts: Discount[] = [];
  for (const clause of clauses) {
    const money = findMoney(clause, { bareK });
    const discount = discountOf(clause, money, multiYear);
    if (discount) {
      discounts.push(discount);
      continue;
    }
    const first = money[0];
    if (!first) continue;
    if (/\b(?:budget|presupuesto|max(?:imum)?|ceiling|tope)\b/i.test(clause) && !/\b(?:at|@|per|por)\b/.test(clause)) continue;
    if (HEDGE.test(clause) || RANGE_AFTER.test(clause.slice(first.index + first.length)) || DEAL_AMOUNT.test(clause)) continue;
    if (yearTwoPriceFor(clause, money, last)) continue;
    const found = itemOf(clause, money, context);
    // a zero price ("set price to $0") is not something to sell
    if (!found || (found.item.y1 === 0 && found.item.y2 === 0)) continue;
    lineItems.push(found.item);
    last = found;
  }
  const uplift = UPLIFT.exec(notes);
  if (uplift && multiYear) {
    const pct = Number((uplift[1] ?? uplift[2] ?? '0').replace(',', '.'));
    for (const item of lineItems) if (item.y2 > 0 && item.y2 === item.y1) item.y2 = round2(item.y1 * (1 + pct / 100));
  }
  return { lineItems, discounts, multiYear };
}
