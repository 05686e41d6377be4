// Line items, discounts and the multi-year flag from notes: "200 seats at $45/seat/month", "implementation $15k
// one-time", "10% off year one", "$5,000 off", "5% uplift in year 2", "año 2: US$ 50.000".
import type { Discount, LineItem } from '../schema';
import { findMoney, type Money } from './money';
import { capitalize, clean, splitClauses } from './text';

type Period = 'month' | 'quarter' | 'year' | 'once' | undefined;

const PER_MONTH =
  /^\s*(?:\/\s*\w+\s*)?(?:\/|per|a|al|por|each|cada)?\s*(?:\w+\s*\/\s*)?(?:month|mo|mes|mensual(?:es)?|monthly)\b/i;
const PER_QUARTER =
  /^\s*(?:\/\s*\w+\s*)?(?:\/|per|a|al|por)?\s*(?:\w+\s*\/\s*)?(?:quarter|qtr|trimestre|trimestral(?:es)?|quarterly)\b/i;
const PER_YEAR =
  /^\s*(?:\/\s*\w+\s*)?(?:\/|per|a|al|por)?\s*(?:\w+\s*\/\s*)?(?:year|yr|annum|año|anual(?:es)?|annual(?:ly)?|yearly|p\.?a\.?)\b/i;
const ONE_TIME =
  /\b(?:one[- ]time|one[- ]off|once|setup|set-up|implementation|onboarding|migration|installation|kick-?off fee|pago [uú]nico|[uú]nico pago|una vez|implementaci[oó]n|puesta en marcha|instalaci[oó]n|migraci[oó]n|alta)\b/i;
const SERVICES =
  /\b(?:training|consulting|professional services|workshop|capacitaci[oó]n|formaci[oó]n|consultor[ií]a|servicios profesionales|taller)\b/i;

function periodAfter(text: string): 'month' | 'quarter' | 'year' | undefined {
  if (PER_MONTH.test(text)) return 'month';
  if (PER_QUARTER.test(text)) return 'quarter';
  if (PER_YEAR.test(text)) return 'year';
  return undefined;
}

const FACTOR: Record<'month' | 'quarter' | 'year', number> = { month: 12, quarter: 4, year: 1 };

const QTY_BEFORE = /(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:x|×)?\s*(?:[\p{L}-]+\s+){0,3}?(?:at|@|x|×|a|por|de)\s*$/iu;

const YEAR_ONE = /\b(?:year[- ]?(?:one|1)|first year|1st year|y1|yr ?1|primer año|año[- ]?(?:1|uno)|1er año)\b/i;
const YEAR_TWO = /\b(?:year[- ]?(?:two|2)|second year|2nd year|y2|yr ?2|segundo año|año[- ]?(?:2|dos)|2do año)\b/i;
const BOTH_YEARS =
  /\b(?:both years|each year|every year|all years|years? (?:one|1) and (?:two|2)|y1 and y2|y1\s*\+\s*y2|ambos años|cada año|todos los años|los dos años)\b/i;

const DISCOUNT_WORD = /\b(?:off|discount(?:ed)?|descuento|dto\.?|bonificaci[oó]n|rebaja|rebate|less)\b/i;
const UPLIFT =
  /(\d{1,2}(?:[.,]\d+)?)\s*%\s*(?:price\s+)?(?:uplift|increase|escalator|aumento|incremento|alza|m[aá]s)\b[^.;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo año|año[- ]?2)|\b(?:uplift|increase|escalator|aumento|incremento|alza)\s+(?:del?|of)?\s*(\d{1,2}(?:[.,]\d+)?)\s*%[^;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo año|año[- ]?2)/i;

export interface ParsedItems {
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
}

const MULTI_YEAR =
  /\b(?:(?:2|3|4|5|two|three|four|five|multi)[\s-]*(?:years?|yrs?)\b|(?:24|36|48|60)[\s-]*(?:months?|meses)|(?:dos|tres|cuatro|cinco|2|3|4|5)\s+años|multi-?year|multianual|plurianual|plurianuales)|year[- ]?(?:two|2)\b|second year|\by2\b|segundo año|año[- ]?2\b/i;

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

/** One priced clause as a line item; amounts are per year, recurring items repeat in year two when multi-year. */
function itemOf(clause: string, money: Money[], multiYear: boolean): LineItem | undefined {
  const first = money[0];
  if (!first) return undefined;
  const before = clause.slice(0, first.index);
  const after = clause.slice(first.index + first.length);
  const qtyMatch = QTY_BEFORE.exec(before);
  const qty = qtyMatch ? Number((qtyMatch[1] ?? '1').replace(/[.,]/g, '')) : 1;
  let period: Period = periodAfter(after);
  if (!period && (ONE_TIME.test(clause) || SERVICES.test(clause))) period = 'once';
  if (!period && /\b(?:per month|monthly|mensual|al mes|por mes)\b/i.test(clause)) period = 'month';
  const perYear = period === 'once' || period === undefined ? 1 : FACTOR[period];
  // a second amount flagged as year two ("$45 y1 / $48 y2", "año 2: 50.000")
  const second = money[1];
  const secondIsY2 = second !== undefined && YEAR_TWO.test(clause.slice(first.index + first.length));
  const y1 = round2(qty * first.value * perYear);
  let y2 = period === 'once' || !multiYear ? 0 : y1;
  if (secondIsY2 && second) {
    const p2 = periodAfter(clause.slice(second.index + second.length));
    y2 = round2(qty * second.value * (p2 ? FACTOR[p2] : perYear));
  }
  if (YEAR_TWO.test(before) && !YEAR_ONE.test(clause) && !secondIsY2)
    return { desc: labelOf(clause), y1: 0, y2: round2(qty * first.value * perYear) };
  return { desc: labelOf(clause), y1, y2 };
}

/** "Year 2: $48/seat" after an item: sets that item's year-two amount instead of adding an item. */
function yearTwoPriceFor(clause: string, money: Money[], items: LineItem[], qtys: number[]): boolean {
  const last = items[items.length - 1];
  const m = money[0];
  if (!last || !m || !/^(?:\W*)(?:year[- ]?(?:two|2)|second year|y2|segundo año|año[- ]?2)\b/i.test(clause)) return false;
  const period = periodAfter(clause.slice(m.index + m.length));
  const qty = qtys[qtys.length - 1] ?? 1;
  last.y2 = round2(
    (period && /seat|user|usuario|licen|puesto/i.test(clause) ? qty : 1) * m.value * (period ? FACTOR[period] : 1),
  );
  return true;
}

export function parseItems(notes: string): ParsedItems {
  const multiYear = MULTI_YEAR.test(notes);
  const lineItems: LineItem[] = [];
  const qtys: number[] = [];
  const discounts: Discount[] = [];
  for (const clause of splitClauses(notes)) {
    const money = findMoney(clause);
    const discount = discountOf(clause, money, multiYear);
    if (discount) {
      discounts.push(discount);
      continue;
    }
    if (money.length === 0) continue;
    if (/\b(?:budget|presupuesto|max(?:imum)?|ceiling|tope)\b/i.test(clause) && !/\b(?:at|@|per|por)\b/.test(clause)) continue;
    if (yearTwoPriceFor(clause, money, lineItems, qtys)) continue;
    const item = itemOf(clause, money, multiYear);
    // a zero price ("set price to $0") is not something to sell
    if (!item || (item.y1 === 0 && item.y2 === 0)) continue;
    const q = QTY_BEFORE.exec(clause.slice(0, money[0]?.index ?? 0));
    qtys.push(q ? Number((q[1] ?? '1').replace(/[.,]/g, '')) : 1);
    lineItems.push(item);
  }
  const uplift = UPLIFT.exec(notes);
  if (uplift && multiYear) {
    const pct = Number((uplift[1] ?? uplift[2] ?? '0').replace(',', '.'));
    for (const item of lineItems) if (item.y2 > 0 && item.y2 === item.y1) item.y2 = round2(item.y1 * (1 + pct / 100));
  }
  return { lineItems, discounts, multiYear };
}
