// Line items, discounts and the multi-year flag from notes: "200 seats at $45/seat/month", "Canvas LMS for 4,200
// students, $6 per student per year", "implementation $15k one-time", "10% off licences", "año 2: US$ 50.000".
// Every amount is used by an item or a discount, or reported in `warnings`: money is never dropped silently.
import type { Discount, LineItem } from '../schema';
import {
  amountText,
  bareMoney,
  COMPARISON,
  LATER,
  notPricedWarning,
  notPriceReason,
  notUnderstoodWarning,
  REFERENCE,
} from './amounts';
import { type Count, countsIn, countsInText, SEAT_LIKE, sameUnit, yearOf } from './counts';
import {
  askedOnly,
  discountOf,
  isQuestion,
  limitToYearOne,
  ownLine,
  pricedThenDiscount,
  type ReadDiscount,
  refusedPercentages,
  requested,
  resolveScopes,
  settledDiscount,
  yearDiscounts,
} from './discounts';
import { freeMonthDiscounts } from './free-months';
import { describeItem, itemName, ONCE, type Period, priceTail } from './item-words';
import { FACTOR, type ReadLine, round2 } from './line';
import { type BareMoney, findMoney, type Money } from './money';
import { countOf, UNIT_PRICE } from './price';
import {
  agreedFigure,
  agreedTotal,
  joinedPrices,
  netPriceFor,
  restatement,
  statedTotal,
  yearTwoCountFor,
  yearTwoPriceFor,
} from './restated';
import { priceShares, type ShareLine, shareOf } from './shares';
import { capitalize, GOODS, HEDGE, splitSentences } from './text';
import { MULTI_YEAR, NOT_A_YEAR_TWO_RISE, UPLIFT, YEAR_ONE, YEAR_ONE_ONLY, YEAR_TWO } from './years';

const ONE_TIME =
  /(?<!\p{L})(?:one[- ]?time|one[- ]shot|once[- ]?off|(?:invoiced|billed|paid|payable|due) (?:at|on|upon) (?:contract )?(?:signature|signing)|a la firma|al firmar|one[- ]off|once|non[- ]recurring|nrc|setup|set-up|set up|deployment fee|configuration|custom integration|integration (?:services|project)|implementation|impl(?:\.|ementation)?(?= fee)|impl\.?(?=\s*[:=–—-]?\s*(?:[$€£¥₹]|[A-Z]{3}\b|\d))|implement (?:package|pack)|onboarding|migration|installation|kick-?off fee|go-?live(?: services)?|hardware|equipment|pago [uú]nico|[uú]nico pago|una (?:sola |[uú]nica )?vez|[uú]nic[oa]|no recurrente|cargo inicial|configuraci[oó]n|integraci[oó]n a medida|proyecto de integraci[oó]n|despliegue|implementaci[oó]n|puesta en marcha|instalaci[oó]n|migraci[oó]n|alta|equipos?|(?:year ?(?:1|one)|yr ?1|y1|first year|1st year) only|only (?:in |for )?(?:the )?(?:year ?(?:1|one)|yr ?1|first year)|s[oó]lo (?:el |en el )?(?:primer a[nñ]o|a[nñ]o 1))(?!\p{L})/iu;
const SERVICES =
  /\b(?:trainings?|consulting|professional services|workshops?|custom development|validation services?|capacitaci[oó]n|capacitaciones|formaci[oó]n|consultor[ií]a|servicios profesionales|taller|talleres|desarrollo a medida|travel(?: expenses| costs)?|gastos de viaje|vi[aá]ticos)\b/i;
const TIER =
  /^(?:enterprise|professional|pro|business|standard|starter|premium|team|teams|ultimate|growth|basic|plus|advanced|essentials|empresarial|profesional|est[aá]ndar)$/i;
const MONTHLY = /\b(?:per month|monthly|mensual|mensualidad(?:es)?|al mes|por mes)\b/i;

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
  /** The notes as read, for a price said again without its period. */
  notes: string;
  lang: string;
  custName?: string;
  product?: string;
}

interface Around {
  /** Clauses of the sentence before this one, since the last priced clause. */
  lead: string[];
  /** Clauses after it without an amount ("one-time", "una sola vez"). */
  trail: string[];
  /** Lines read earlier in the same sentence. */
  sentence?: ReadLine[];
  /** The whole sentence the clause is in. */
  said?: string;
}

// a list price, then what the customer pays in the same sentence
const LIST_BEFORE = /[\s:,-]*\b(?:list(?: price)?|precio de lista|lista)\s*(?:is|was|es|era|of|de|at|:|=)?\s*$/i;
const PAYS =
  /\b(?:(?:so|and|then|which means) (?:they|the customer|the client)(?:'ll| will| only)? pay|(?:they|the customer|the client)(?: will| only)? pays? only|net(?: price)?(?: is|:)?|we(?:'ll| will)? charge|(?:as[ií] que |y )?(?:pagan|pagar[aá]n)(?: solo)?)\b/i;

/** A question that offers what it prices ("Can we do 50 seats at $40?" is asked back; "shall I send…" too). */
const ASKS_BACK = /^\s*(?:¿\s*)?(?:can|could|shall|should|may)\s+(?:we|i)\b/i;

/** Units of work sold by time. */
const TIME_SOLD =
  /^(?:(?:man|person|consultant|engineer)[- ]?(?:days?|hours?)|days?|hours?|hrs?|weeks?|wks?|d[ií]as?|horas?|semanas?|jornadas?)$/i;

// a clause after the price that is only its period: "200 × $45, monthly"
const PERIOD_ONLY = /^(?:monthly|per month|a month|mensual(?:es)?|al mes|por mes|mensualmente)$/i;

/** The recurring period one earlier mention of the same amount states, when every such mention that states one agrees. */
function periodSaidBefore(notes: string, amount: string): Period | undefined {
  const periods = new Set<Period>();
  for (let at = notes.indexOf(amount); at >= 0; at = notes.indexOf(amount, at + amount.length)) {
    // the same figure, not a longer one ("$59" in "$590")
    if (/^[\d.,]/.test(notes.slice(at + amount.length))) continue;
    const p = priceTail(notes.slice(at + amount.length, at + amount.length + 40)).period;
    if (p) periods.add(p);
  }
  return periods.size === 1 ? [...periods][0] : undefined;
}

/** One priced clause as a line item; amounts are per year, recurring items repeat in year two when multi-year. */
function itemOf(
  clause: string,
  money: Money[],
  c: ItemContext,
  around: Around,
): { found?: ReadLine; usedSecond: boolean; warning?: string; assumed?: string } {
  const first = money[0] as Money;
  const lead = around.lead.join(', ');
  const priced = countOf(clause, first, { counts: c.counts, lead, trail: around.trail.join(', ') });
  if ('warning' in priced) return { usedSecond: false, warning: priced.warning };
  const { text, tail, adjacent, assumed } = priced;
  const m = priced.money;
  let count = priced.count;
  const unitPriceLine = UNIT_PRICE.test(clause.slice(0, first.index));
  if (count && count.qty === 1 && !adjacent) count = undefined;
  // a price per 1,000 units prices the count in thousands ("400,000 emails" at "NZ$0.85 per 1,000 emails": 400 × 0.85)
  const qty = (count?.qty ?? 1) / (count && tail.per ? tail.per : 1);
  // "Item: Data migration | one-time | $4,500": one-time said in the clause right before the price counts too
  const before = around.lead[around.lead.length - 1] ?? '';
  const spoken = [ONCE.test(before) ? before : '', clause, ...around.trail].join(', ');
  let period: Period | 'once' | undefined = tail.period;
  // a clause with no words of its own ("1x): $350k") is named by the one before it ("Professional services (migration")
  const bare = !/\p{L}{3,}/u.test(clause.replace(/\b(?:USD|EUR|GBP|CAD|AUD|MXN)\b/g, ''));
  const nameText = bare ? `${before}, ${clause}` : clause;
  // days or hours bought every month ("retainer: 6 consulting days per month @ AED 4,200/day"): billed monthly
  if (!period && count && count.start !== undefined && TIME_SOLD.test((count.unit ?? count.words ?? '').trim())) {
    const after = clause.slice(count.start + (count.length ?? count.text.length));
    const every = /^\s*(?:per|a|each|every|por|al|cada)\s+(month|mes|quarter|trimestre)\b/i.exec(after)?.[1];
    if (every) period = /^(?:month|mes)$/i.test(every) ? 'month' : 'quarter';
  }
  if (
    !period &&
    (ONE_TIME.test(spoken) || ONE_TIME.test(nameText) || SERVICES.test(nameText) || GOODS.test(nameText) || ONCE.test(clause))
  )
    period = 'once';
  if (!period && (MONTHLY.test(clause) || PERIOD_ONLY.test(around.trail[0] ?? ''))) period = 'month';
  // a usage price whose count is said per period ("they commit to 400,000 emails a month"): billed by that period
  if (!period && tail.per && count) period = countPeriod(c.notes, count.text);
  // work sold by the day, hour or week ("consultancy 15 days @ £950/day") is done once, not billed every year
  if (!period && count && TIME_SOLD.test((count.unit ?? count.words ?? '').trim())) period = 'once';
  // a price said again without its period ("Got it, 20 seats at $59") has the period it was said with before
  // ("Annual gets you $59 a seat per month")
  if (!period && count) period = periodSaidBefore(c.notes, amountText(clause, first));
  const perYear = period === 'once' || period === undefined ? 1 : FACTOR[period];
  // a count times a price with no period: read as a year's amount, and said
  const noPeriod =
    count && period === undefined
      ? `No period is stated for ${amountText(clause, first)} in "${clause}": read as a yearly amount; check it.`
      : undefined;
  const note = [assumed, noPeriod].filter(Boolean).join(' ') || undefined;
  const words = { clause: text, money: m, tail, period, count, lang: c.lang, custName: c.custName };
  // a price whose own clause names nothing takes its name from the clauses before it ("Maintenance module, flat $9,000")
  // a price whose own clause names nothing, or only in lower case ("90 provider licenses at $120"), takes the name
  // of the clause before it in the sentence ("Proposal: ChartWise Cloud, 90 provider licenses at $120/provider/month")
  const own = itemName(words);
  const leadName = lead
    ? itemName({ ...words, clause: lead, money: { ...m, index: lead.length, length: 0 }, tail: { length: 0 }, count: undefined })
    : '';
  const leadNames = !/\d/.test(around.lead.at(-1) ?? '') && /\p{Lu}/u.test(leadName);
  const shift = lead.length + 2;
  const named =
    text === clause && lead && ((!own && (!count || leadNames)) || (own && !/\p{Lu}/u.test(own) && leadNames))
      ? {
          ...words,
          clause: `${lead}, ${clause}`,
          money: { ...m, index: m.index + shift },
          count: count?.start !== undefined ? { ...count, start: count.start + shift } : count,
        }
      : words;
  // a count with no name of its own takes the product the notes name ("Product: VesselTrack Pro"), not a bare tier
  const product = unitPriceLine || (count && c.product && !TIER.test(c.product)) ? c.product : undefined;
  const desc = describeItem(product ? { ...named, product } : named);
  // a second amount flagged as year two ("$45 y1 / $48 y2", "año 2: 50.000")
  const second = money[1];
  const secondIsY2 = second !== undefined && YEAR_TWO.test(clause.slice(first.index + first.length));
  const y1 = round2(qty * first.value * perYear);
  let y2 = period === 'once' || !c.multiYear ? 0 : y1;
  if (secondIsY2 && second) {
    const p2 = priceTail(clause.slice(second.index + second.length)).period;
    y2 = round2(qty * second.value * (p2 ? FACTOR[p2] : perYear));
  }
  const tags = (clause.match(/\(([^()]{1,40})\)/g) ?? []).join(' ');
  const facts = {
    ...(tags ? { tags } : {}),
    priceText: amountText(clause, first),
    perYear,
    qty,
    unit: count?.unit ?? tail.unit,
    count,
    perUnit: count !== undefined,
    recurring: period !== 'once' && period !== undefined,
  };
  if (YEAR_TWO.test(clause.slice(0, first.index)) && !YEAR_ONE.test(clause) && !secondIsY2) {
    // "Y1 30 users, Y2 40 users – $180/user/quarter": year one's count in the clause before prices year one too
    const unit = count?.unit ?? count?.words ?? tail.unit;
    const one = unit && c.multiYear ? countsInText(lead, unit).filter((n) => yearOf(lead, n) === 1) : [];
    if (one.length === 1 && one[0] && count) {
      // named by the words before year one's count ("Product: TaxFlow Practice – ")
      const before = lead.slice(0, one[0].start ?? 0);
      const cut = { length: 0 };
      const name = itemName({
        ...words,
        clause: before,
        money: { ...m, index: before.length, length: 0 },
        tail: cut,
        count: undefined,
      });
      const rate = desc.includes(' × ') ? desc.split(' × ').pop() : facts.priceText;
      const item = {
        desc: `${capitalize(name || (unit ?? ''))} — ${one[0].text} (Y1) / ${count.text} (Y2) × ${rate}`,
        y1: round2(one[0].qty * first.value * perYear),
        y2: y1,
      };
      return {
        found: { item, ...facts, qty: one[0].qty, count: one[0] },
        usedSecond: false,
        ...(note ? { assumed: note } : {}),
      };
    }
    return { found: { item: { desc, y1: 0, y2: y1 }, ...facts }, usedSecond: false, ...(note ? { assumed: note } : {}) };
  }
  return { found: { item: { desc, y1, y2 }, ...facts }, usedSecond: secondIsY2, ...(note ? { assumed: note } : {}) };
}

interface Reading {
  context: ItemContext;
  /** Which figures with no currency by them are money in these notes. */
  bare: BareMoney;
  lines: ReadLine[];
  discounts: ReadDiscount[];
  warnings: string[];
  /** How far below list each net price read is, in percent. */
  netPcts: number[];
  /** Lines priced as a share of others ("Premium support: 15% of license fees"), priced once all lines are read. */
  shares: ShareLine[];
}

// "flat for the whole term", "same price both years", "sin aumento": an uplift stated elsewhere leaves this line
const FLAT =
  /\b(?:flat (?:for|over|across|through)|fixed (?:for|over|across|through)|same (?:price|rate)|no (?:increase|uplift)|price[- ]locked|sin (?:aumento|incremento)|precio fijo|mismo precio)\b/i;
const NUM = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;
// "1,400 units in year 1", "50 adjusters yr1": the preposition may be left out
const IN_YEAR = String.raw`\s+(?:[\p{L}-]+\s+){0,2}?(?:(?:in|en|for|para|during|durante|el)\s+(?:the\s+|el\s+)?)?`;
const COUNT_Y1 = new RegExp(`${NUM}${IN_YEAR}(?:${YEAR_ONE.source})`, 'iu');
const COUNT_Y2 = new RegExp(`${NUM}${IN_YEAR}(?:${YEAR_TWO.source})`, 'iu');

/** "1,400 units in year 1 and 1,900 in year 2, at $2 per unit per month": each year priced on its own count. */
function yearCounts(line: ReadLine, text: string): void {
  const [one, two] = [COUNT_Y1.exec(text), COUNT_Y2.exec(text)];
  if (!line.perUnit || !one?.[1] || !two?.[1] || line.qty <= 0) return;
  const [q1, q2] = [one[1], two[1]].map((n) => Number(n.replace(/[.,]/g, '')));
  if (!q1 || !q2 || (q1 !== line.qty && q2 !== line.qty)) return;
  // a clause led by "… in year 2" may have put the whole price in year two
  const [y1, y2] = [line.item.y1 || line.item.y2, line.item.y2 || line.item.y1];
  line.item.y1 = round2(q1 * (y1 / line.qty));
  if (line.item.y2 > 0) line.item.y2 = round2(q2 * (y2 / line.qty));
  line.qty = q1;
  const rate = line.item.desc.includes(' × ') ? line.item.desc.split(' × ').pop() : line.priceText;
  const name = line.item.desc.split(' — ')[0]?.replace(/\s+\d.*$/, '') || capitalize(line.unit ?? '');
  line.item.desc = `${name} — ${one[1]} (Y1) / ${two[1]} (Y2) × ${rate}`;
}

/** A line priced on year one's count ("Año 1: 3,000 estudiantes"): year two on year two's count of the same unit. */
function yearTwoCount(line: ReadLine, counts: Count[]): void {
  const unit = line.count?.unit ?? line.count?.words;
  // the words after a count may name more than its unit ("50 seats Pro @ $27"): any of them may be the unit
  const units = line.count?.unit ? [line.count.unit] : (line.count?.words ?? '').split(/\s+/).filter(Boolean);
  const ofUnit = (c: Count) => !!c.unit && units.some((u) => sameUnit(u, c.unit as string));
  // the count the line was priced on, said for year one here or where the notes tag it ("Year 1: 120 stores at…")
  const yearOne = line.count?.year === 1 || counts.some((c) => c.year === 1 && c.qty === line.qty && ofUnit(c));
  // (a line whose clause gave both years' counts has them already: "Y1 10 users, Y2 20 users")
  if (!line.perUnit || !yearOne || !unit || line.item.y2 === 0 || line.qty <= 0 || line.item.desc.includes('(Y2)')) return;
  const two = counts.filter((c) => c.year === 2 && ofUnit(c));
  // (the same count both years changes nothing: "yr2: same 45 licenses @ $66")
  if (new Set(two.map((c) => c.qty)).size !== 1 || !two[0] || two[0].qty === line.qty) return;
  line.item.y2 = round2(two[0].qty * (line.item.y2 / line.qty));
  line.y2Count = two[0].qty;
  const rate = line.item.desc.includes(' × ') ? line.item.desc.split(' × ').pop() : line.priceText;
  const name = line.item.desc.split(' — ')[0] || capitalize(unit);
  line.item.desc = `${name} — ${line.count?.text ?? line.qty} (Y1) / ${two[0].text} (Y2) × ${rate}`;
}

/** A clause with amounts that is not a discount: a line, a change to a line read before, or a reported amount. */
function readPriced(r: Reading, clause: string, money: Money[], around: Around): Set<Money> {
  const used = new Set<Money>();
  const first = money[0] as Money;
  // "…, est 40,000 pages/mo -> they want it priced later, leave it off this one": said of it in the clauses after
  // (clauses that close a bracket opened after the price are its aside: "S$0.012 per call (overage …, not part of this
  // proposal)" speaks of the overage)
  const aside = /\([^)]*$/.test(clause.slice(first.index + first.length));
  const reason =
    notPriceReason(clause, first, around.lead.join(', ')) ??
    (!aside && LATER.test(around.trail.join(', ')) ? 'an option or a later phase, not in this deal' : undefined) ??
    (!aside && REFERENCE.test(around.trail.join(', ')) ? 'a reference figure or a conversion, not the price' : undefined) ??
    (COMPARISON.test(around.said ?? '') ? 'a figure shown for comparison, not priced' : undefined);
  if (reason) {
    // each amount with the reason its own words give ("hoy pagan como $380,000 … presupuesto … $900 mil")
    for (const [k, m] of money.entries()) {
      const from = Math.max((money[k - 1]?.index ?? 0) + (money[k - 1]?.length ?? 0), m.index - 45);
      const own = clause.slice(from, money[k + 1]?.index ?? clause.length);
      const local = notPriceReason(own, { ...m, index: m.index - clause.indexOf(own) });
      r.warnings.push(notPricedWarning(amountText(clause, m), clause, local ?? reason));
    }
    return new Set(money);
  }
  if (yearTwoPriceFor(clause, money, r.lines, around.lead.join(', '))) return used.add(first);
  // "they agreed to $48k all-in for year 1": the lines at list, less the difference (before a net price: "final price
  // agreed $14,000 all-in" is the deal's, not a unit's)
  const said = agreedFigure(clause, money) ?? first;
  const agreed = agreedTotal(clause, said, r.lines, [...around.lead, clause, ...around.trail].join(', '));
  const net = agreed ? undefined : netPriceFor(clause, money, r.lines, around.sentence);
  if (net) {
    r.warnings.push(net.note);
    r.netPcts.push(net.pct);
    return used.add(first);
  }
  if (agreed) {
    for (const d of agreed) r.discounts.push({ discount: d });
    r.warnings.push(
      `Read ${amountText(clause, said)} in "${clause}" as the price agreed for the whole deal: the lines stay at list, less ${agreed.map((d) => d.value).join(' and ')} as a discount; check it.`,
    );
    // the clause's other figures are the list total the agreed price replaces
    for (const m of money)
      if (m !== said) r.warnings.push(notPricedWarning(amountText(clause, m), clause, 'a list total the agreed price replaces'));
    return new Set(money);
  }
  const again = restatement(clause, first, r.lines);
  if (again) {
    r.warnings.push(
      again.warning ?? `Read ${amountText(clause, first)} in "${clause}" as a total of the lines above; no line added.`,
    );
    return used.add(first);
  }
  const got = itemOf(clause, money, r.context, around);
  if (got.warning) r.warnings.push(got.warning);
  if (got.assumed) r.warnings.push(got.assumed);
  used.add(first);
  // a zero price ("set price to $0") is not something to sell
  if (!got.found || (got.found.item.y1 === 0 && got.found.item.y2 === 0)) return used;
  r.lines.push(got.found);
  yearCounts(got.found, [...around.lead, clause].join(', '));
  yearTwoCount(got.found, r.context.counts);
  if (FLAT.test([clause, ...around.trail].join(', '))) got.found.flat = true;
  // "Hosting $400/month, year 1 only": billed in year one alone
  // (not a discount's years: "Platform $20k/yr, 10% off year 1 only")
  // (nor free months': "NZ$310/month, first 3 months free (year 1 only)")
  const ownWords = [clause, ...around.trail].filter(
    (t) => !/%|\b(?:off|discount|descuento|dto|free|gratis|waived?|promo|bonificad[oa]s?)\b|sin (?:costo|coste|cargo)/i.test(t),
  );
  if (YEAR_ONE_ONLY.test(ownWords.join(', '))) got.found.item.y2 = 0;
  if (got.usedSecond && money[1]) used.add(money[1]);
  const total = statedTotal(clause, money, got.found);
  if (total) used.add(total.money);
  // "200 x $45 = $9,000/month": the stated result gives the period the price left out
  if (total?.perYear && !got.found.recurring && got.found.perYear === 1) {
    for (const y of ['y1', 'y2'] as const) got.found.item[y] = round2(got.found.item[y] * total.perYear);
    if (r.context.multiYear) got.found.item.y2 = got.found.item.y1;
  }
  if (total?.warning) r.warnings.push(total.warning);
  return used;
}

const PERIOD_CELL =
  /[ \t]\|[ \t](?=(?:per|por|\/|one[- ]time|once|monthly|annually|yearly|quarterly|mensual(?:es)?|anual(?:es)?|trimestral(?:es)?|pago [uú]nico|[uú]nica vez)\b[^|\n]{0,30}(?:\||$))/gim;

// "Per club per month: yr1 $240, yr2 $260", "Por sede al mes: año 1 $900…": the unit and period a label gives its prices
const PER_LABEL =
  /(?<=(?:^|\n)[ \t]*(?:[-*•·>]\s*|\d+[.)]\s*)?|[,;(.!?:]\s+|[,;(]|—\s*)((?:per|por)\s+\p{L}[\p{L}-]*(?:\s+(?:per|por|al|a)\s+\p{L}+)?|(?:per|por)\s+(?:month|mes|year|año))\s*:\s*([^.\n;]+)/giu;

/** Each price under a "per X per month:" label gets the label's words after it, as if written there. */
function perLabelled(text: string): string {
  return text.replace(PER_LABEL, (_, per: string, prices: string) => {
    const withPer = prices.replace(
      /([$€£¥]\s?(?:\d[\d.,]*\d|\d)[kK]?|(?:\d[\d.,]*\d|\d)\s?(?:€|[A-Z]{3}\b))(?!\s*(?:\/|per\b|por\b))/gu,
      `$1 ${per}`,
    );
    return withPer === prices ? `${per}: ${prices}` : withPer;
  });
}

export function parseItems(notes: string, o: { lang: string; custName?: string; product?: string; digits: number }): ParsedItems {
  // a table row "Pro licences | 200 | $45/mo" is one sentence; a cell that is only the price's period or unit
  // ("| Unit 32.00 USD | per seat per month") goes on the price it follows
  const rows = perLabelled(notes.replace(PERIOD_CELL, ' ').replace(/[ \t]\|[ \t]/g, ', '));
  const sentences = splitSentences(rows);
  const multiYear = sentences.flat().some((c) => MULTI_YEAR.test(c) && !HEDGE.test(c));
  const r: Reading = {
    context: { multiYear, counts: countsIn(notes), notes: rows, ...o },
    bare: bareMoney(notes),
    lines: [],
    discounts: [],
    warnings: [],
    netPcts: [],
    shares: [],
  };
  // percentages said to replace others ("5%, no en 8%")
  const replaced: Array<{ by: ReadDiscount; old: number }> = [];
  // a discount asked as a question, and the answer that settles it
  let asked: { discount: ReadDiscount; said: string; answer?: { read: ReadDiscount; said: string }; before: number } | undefined;
  for (const said of sentences) {
    const sentence = said
      .flatMap((clause) => joinedPrices(clause, r.bare))
      .flatMap((clause) => pricedThenDiscount(clause, r.bare))
      .flatMap(yearDiscounts);
    const first = r.lines.length;
    let lead: string[] = [];
    let listed = false;
    for (const [at, clause] of sentence.entries()) {
      const money = findMoney(clause, r.bare);
      const after = sentence[at + 1];
      const trail = after && findMoney(after, r.bare).length === 0 && !/%/.test(after) ? after : '';
      const discount = discountOf(clause, money, { multiYear, lead: lead.join(', '), trail });
      if (!discount && askedOnly(clause, trail)) {
        // "they asked for 20% off": asked, not agreed; a later "I said we can do 12%" answers it
        const request = requested(clause);
        const wanted = discountOf(request, findMoney(request, r.bare), { multiYear, lead: '', trail });
        if (wanted && !asked) {
          asked = { discount: wanted, said: clause, before: r.discounts.length };
          continue;
        }
        r.warnings.push(
          `Discount asked for in "${clause}" is not said to be granted; it is not applied. Add it if it was agreed.`,
        );
      }
      let used = new Set<Money>();
      // "approve 20% off seats?": asked, not agreed; a later "go 15%" answers it
      if (discount && isQuestion(said.join(', '))) {
        asked = { discount, said: said.join(', '), before: r.discounts.length };
        if (discount.discount.kind === 'amount' && money[0]) used.add(money[0]);
      } else if (discount) {
        const here = r.lines.slice(first);
        if (ownLine(discount, said.join(', '), clause, here) && here[0]) {
          discount.lines = here;
          // the label names the line: "Capacitación — con 15% de descuento"
          const name = here[0].item.desc.split(' — ')[0] ?? '';
          discount.discount.label = `${name} — ${discount.discount.label.charAt(0).toLowerCase()}${discount.discount.label.slice(1)}`;
        }
        r.discounts.push(discount);
        // "…quedó en 5%, no en 8% como dice el correo de abajo": the percentage it replaces, said in the next clause
        const instead = PCT_NOT.exec(`${clause}, ${sentence[at + 1] ?? ''}`);
        if (instead?.[2] && discount.discount.kind === 'pct')
          replaced.push({ by: discount, old: Number(instead[2].replace(',', '.')) });
        if (discount.discount.kind === 'amount' && money[0]) used.add(money[0]);
      } else if (money.length === 0) {
        const share = shareOf(clause);
        const answer = asked && !share ? settledDiscount(clause, asked.discount) : undefined;
        if (share) r.shares.push(share);
        else if (answer && asked) asked.answer = { read: answer, said: said.join(', ') };
        else if (yearTwoCountFor(clause, r.lines, said.join(', '))) lead = [];
        else lead.push(clause);
        continue;
      } else if (isQuestion(said.join(', ')) && !said.some((c) => ASKS_BACK.test(c))) {
        // "pricing on imaging was €35 in the last quote?": a price asked about is not one agreed
        for (const m of money) r.warnings.push(notPricedWarning(amountText(clause, m), clause, 'a question, not a price agreed'));
        lead = [];
        continue;
      } else {
        const next = sentence.slice(at + 1);
        const stop = next.findIndex((c) => findMoney(c, r.bare).length > 0);
        const before = clause.slice(0, money[0]?.index ?? 0);
        // "Onboarding: list is CAD 3,000, … so they pay CAD 1,500": the list price is said, the paid one priced
        if (money.length === 1 && LIST_BEFORE.test(before) && PAYS.test(next[stop] ?? '')) {
          r.warnings.push(
            notPricedWarning(
              amountText(clause, money[0] as Money),
              clause,
              'a list price: the customer pays the amount after it',
            ),
          );
          lead.push(before.replace(LIST_BEFORE, ''));
          listed = true;
          continue;
        }
        // what is paid after a list price is priced from the pay words on, named by the list price's label
        const pays = listed ? PAYS.exec(clause) : null;
        const priced = pays ? clause.slice(pays.index + pays[0].length) : clause;
        const own = pays ? findMoney(priced, r.bare) : money;
        used = readPriced(r, priced, own, {
          lead,
          trail: stop < 0 ? next : next.slice(0, stop),
          sentence: r.lines.slice(first),
          said: said.join(', '),
        });
        // the same amount said again in brackets ("(show CAD 1,500 on the proposal)") is that line
        const bracketed = inBrackets(priced, own);
        for (const m of own) if (!used.has(m) && bracketed.has(m) && [...used].some((u) => u.value === m.value)) used.add(m);
        for (const m of own) if (!used.has(m)) r.warnings.push(notUnderstoodWarning(amountText(priced, m), priced));
        listed = false;
        lead = [];
        continue;
      }
      for (const m of money) if (!used.has(m)) r.warnings.push(notUnderstoodWarning(amountText(clause, m), clause));
      lead = [];
    }
  }
  // a discount stated outright after the ask ("approved: 12% on the whole deal") is what settles it: the answer
  // read from the talk before it is not taken as well
  const settled = asked !== undefined && r.discounts.length > asked.before;
  if (asked?.answer && !settled) {
    limitToYearOne(asked.answer.read, notes, asked.answer.said);
    r.discounts.push(asked.answer.read);
    r.warnings.push(
      `Discount asked as "${asked.said}" and answered "${asked.answer.said}": read as ${asked.answer.read.discount.kind === 'pct' ? `${asked.answer.read.discount.value}%` : `${asked.answer.read.discount.value} off`} ("${asked.answer.read.discount.label}"). Check it.`,
    );
  } else if (asked && !settled)
    r.warnings.push(`Discount "${asked.said}" is asked, not agreed, in the notes; it is not applied. Add it if it was agreed.`);
  const uplift = UPLIFT.exec(notes);
  const upliftClause = uplift ? clauseAround(notes, uplift.index, uplift[0].length) : '';
  if (uplift && multiYear && !NOT_A_YEAR_TWO_RISE.test(upliftClause)) {
    const pct = Number((uplift.slice(1).find((g) => g !== undefined) ?? '0').replace(',', '.'));
    const raised = upliftedLines(r.lines, upliftClause);
    // (a line whose year two has a count of its own rises on that count: "Year 2: 60 users, price + 2%")
    for (const { item, flat, y2Count } of raised)
      if (!flat && item.y2 > 0 && (item.y2 === item.y1 || y2Count !== undefined)) item.y2 = round2(item.y2 * (1 + pct / 100));
  }
  const warn = (w: string) => r.warnings.push(w);
  r.lines.push(...priceShares(r.shares, { lines: r.lines, digits: o.digits, warn }));
  // "el descuento quedó en 5%, no en 8% como dice el correo de abajo": the percentage said to replace another
  for (const { by, old } of replaced)
    for (const o of [...r.discounts])
      if (o !== by && o.discount.kind === 'pct' && Math.abs(o.discount.value - old) < 0.005) {
        r.discounts.splice(r.discounts.indexOf(o), 1);
        r.warnings.push(`Discount "${o.discount.label}" is replaced by "${by.discount.label}"; it is not applied.`);
      }
  // "8% max, whole deal, first year only" said of a discount's figure apart from it: year one only
  for (const d of r.discounts) limitToYearOne(d, notes);
  // "15% off everything" … "Can't do 15": a percentage turned down by its figure later in the notes
  const refused = refusedPercentages(notes);
  for (const o of [...r.discounts])
    if (o.discount.kind === 'pct' && refused.some((v) => Math.abs(v - o.discount.value) < 0.005)) {
      r.discounts.splice(r.discounts.indexOf(o), 1);
      r.warnings.push(`Discount "${o.discount.label}" is turned down later in the notes; it is not applied.`);
    }
  // "List $40, discount 25%, net $30": the stated discount is already in the net price
  const read = r.discounts.filter((d) => {
    const inNet = d.discount.kind === 'pct' && r.netPcts.some((p) => Math.abs(p - d.discount.value) < 0.05);
    if (inNet) warn(`Discount "${d.discount.label}" is already in the net price read; it is not taken again.`);
    return !inNet;
  });
  const discounts = [...resolveScopes(read, { lines: r.lines, warn }), ...freeMonthDiscounts(sentences.flat(), r.lines, r.bare)];
  agreedPrices(r.lines, warn);
  droppedLater(r.lines, notes, warn);
  // the count of the first subscription priced per unit: "3,500 students", or "50 users" for "Qty 50 … $9/user"
  const named = (i: ReadLine) => (i.unit && i.unit !== 'unit') || (i.count?.words && !/\s/.test(i.count.words));
  const main = r.lines.find((i) => i.perUnit && i.recurring && named(i));
  const said = main?.count?.words && !/\s/.test(main.count.words) ? main.count.words : undefined;
  const unit = main?.count?.unit ?? said ?? main?.unit;
  // (a word with no plural of its own stays as it is: "60 staff", "12 personal")
  const plural = (u: string) => (/s$|^(?:staff|personal|people|gente|equipment|equipo)$/i.test(u) ? u : `${u}s`);
  const scale = main?.count && unit ? `${main.count.text} ${plural(unit)}` : undefined;
  return { lineItems: r.lines.map((i) => i.item), discounts, multiYear, warnings: r.warnings, ...(scale ? { scale } : {}) };
}

const PCT_NOT =
  /(\d{1,2}(?:[.,]\d+)?)\s*%\s*,?\s*(?:no|not|y no|instead of|rather than|en vez de|en lugar de|no del?)\s+(?:en\s+|el\s+|del\s+|de\s+|the\s+)?(\d{1,2}(?:[.,]\d+)?)\s*%/i;

/** The period a count is said for in the notes ("400,000 emails a month" → month), if any. */
function countPeriod(notes: string, count: string): Period | undefined {
  const said = new RegExp(
    `${count.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:[\\p{L}-]+\\s+){1,3}?(?:a|per|each|every|/|al|por)\\s*(month|mo|mes|quarter|trimestre|year|yr|a[nñ]o)\\b`,
    'iu',
  ).exec(notes)?.[1];
  if (!said) return undefined;
  return /^(?:month|mo|mes)$/i.test(said) ? 'month' : /^(?:quarter|trimestre)$/i.test(said) ? 'quarter' : 'year';
}

// "Greg accepted $42 on the phone", "they agreed to €38": the price agreed, said before the line it prices
const AGREED = /\b(?:accepted|agreed|signed off|landed|settled|confirmed|aceptó|aceptaron|acordamos|cerramos)\b/i;

/**
 * A price agreed and said apart from what it prices (above the forwarded offer that counts it) is that line's unit
 * price said again: the line read from it alone goes, and the warnings say so.
 */
function agreedPrices(lines: ReadLine[], warn: (w: string) => void): void {
  const unitPrice = (l: ReadLine) => (l.qty > 0 && l.perYear > 0 ? l.item.y1 / (l.qty * l.perYear) : Number.NaN);
  for (const l of [...lines]) {
    if (l.perUnit || l.count || !AGREED.test(l.item.desc)) continue;
    const priced = lines.find((o) => o !== l && o.perUnit && Math.abs(unitPrice(o) - l.item.y1) < 0.005);
    if (!priced) continue;
    lines.splice(lines.indexOf(l), 1);
    warn(`Read ${l.priceText} in "${l.item.desc}" as the unit price of "${priced.item.desc}" agreed; no line added.`);
  }
}

// a line taken out later in the notes: "Correction – they dropped the payroll module", "quitamos el módulo de rutas"
const DROPPED_LATER =
  /\b(?:dropped|drop|removed?|took out|take out|cancel(?:l)?ed|no longer (?:want|need)s?|quitamos|quitaron|quita|sacamos|sacaron|eliminamos|eliminaron|ya no quieren)(?!\s+(?:off|by|in|us|you|me)\b)\s+(?:the\s+|el\s+|la\s+|los\s+)?(?:(?:m[oó]dulo|servicio)\s+(?:de\s+)?)?([\p{L}][\p{L}-]+(?:\s+[\p{L}][\p{L}-]+)?)\s*(?:module|add-?on|line|item|service|option)?/giu;

/**
 * A line the notes later say was dropped ("they dropped the payroll module (they will use their CA firm)") is taken out,
 * and its price listed: the words after the verb name it.
 */
function droppedLater(lines: ReadLine[], notes: string, warn: (w: string) => void): void {
  for (const m of notes.matchAll(DROPPED_LATER)) {
    const words = (m[1] ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 3 && !/^(?:the|their|this|that|from|para|with|module|add-on)$/.test(w));
    if (words.length === 0) continue;
    const named = lines.filter((l) => words.every((w) => l.item.desc.toLowerCase().includes(w)));
    // only one line, priced in the notes before the words that drop it
    if (named.length !== 1 || !named[0]) continue;
    const line = named[0];
    const at = notes.indexOf(line.priceText);
    if (at < 0 || at > (m.index ?? 0)) continue;
    lines.splice(lines.indexOf(line), 1);
    warn(
      `Not priced: ${line.priceText} in "${line.item.desc}" is dropped later in the notes ("${m[0].trim()}"); add the line back if it is sold.`,
    );
  }
}

/** The amounts written inside an open bracket, in one pass (a regex over the text before each amount was quadratic). */
function inBrackets(text: string, money: Money[]): Set<Money> {
  const inside = new Set<Money>();
  let open = false;
  let at = 0;
  for (const m of [...money].sort((a, b) => a.index - b.index)) {
    for (; at < m.index; at++) {
      if (text[at] === '(') open = true;
      else if (text[at] === ')') open = false;
    }
    if (open) inside.add(m);
  }
  return inside;
}

/** Words of an uplift clause that say what rises only in general ("everything recurring", "prices", "year 2"). */
const UPLIFT_WORDS =
  /^(?:has|have|only|agreed|with|con|per|por|al|annum|over|yoy|anualmente|acordamos|acordado|ambos|both|sobre|[ií]tems?|we|our|years?|yr|two|second|segundo|a[nñ]os?|y2|price|prices|pricing|precios?|go|goes|going|up|rise|rises|increase|increases|uplift|escalator|annual|yearly|each|every|all|everything|recurring|from|on|in|of|by|the|and|en|el|la|las|los|de|del|un|una|suben?|aumentan?|aumento|incremento|alza|todo|todos|cada|anual|starting|onwards?|thereafter|after|then|fees?|charges?|lines?|items?|cargos?|cuotas?|conceptos?|l[ií]neas?|months?|monthly|mes|meses|mensual|quarterly|quarters?|trimestral|trimestre|semestral|annually|invoiced|billed|billing|agreement|contract|term|plazo|contrato|facturaci[oó]n|facturad[oa])$/i;

/** The sentence (or line, or table cell) an uplift phrase sits in. */
function clauseAround(notes: string, at: number, length: number): string {
  // a table or CRM cell ("| Y2 uplift: 5% on all recurring |") is a clause of its own
  const start = Math.max(...['\n', '. ', ';', ' | '].map((c) => notes.lastIndexOf(c, at))) + 1;
  const ends = ['\n', '. ', ';', ' | '].map((c) => notes.indexOf(c, at + length)).filter((i) => i >= 0);
  return notes.slice(start, ends.length > 0 ? Math.min(...ends) : notes.length);
}

/**
 * The lines an uplift applies to: those its clause names ("Year 2 seats go up 4%": the seat lines; "las licencias
 * suben 3%": the per-licence lines), else every recurring line ("3% uplift on everything recurring").
 */
function upliftedLines(lines: ReadLine[], clause: string): ReadLine[] {
  // "licences go up 5%, telematics add-on stays flat": the lines a flat part names keep their price
  const parts = clause.split(/,|;|\bbut\b|\bwhile\b|\bpero\b|\bmientras\b/i);
  const flat = parts.filter((p) => STAYS.test(p));
  const kept = flat.length > 0 && flat.length < parts.length ? namedBy(lines, flat.join(' ')) : [];
  const rising = lines.filter((l) => !kept.includes(l));
  const named = namedBy(rising, parts.filter((p) => !STAYS.test(p)).join(' '));
  return named.length > 0 ? named : rising;
}

// a part of an uplift clause that keeps a price: "telematics add-on stays flat", "seats and feed unchanged"
const STAYS = /\b(?:stays?|remains?|flat|unchanged|same|sin cambios?|se mantiene[n]?|igual(?:es)?|fij[oa]s?|congelad[oa]s?)\b/i;

/** The lines the words of a text name, or none when it names only general things. */
function namedBy(lines: ReadLine[], clause: string): ReadLine[] {
  const words = (clause.match(/\p{L}[\p{L}-]*/gu) ?? []).filter((w) => w.length > 2 && !UPLIFT_WORDS.test(w));
  if (words.length === 0) return [];
  const named = lines.filter((l) =>
    words.some((w) => {
      const stem = w.toLowerCase().replace(/(?:es|s)$/, '');
      if (l.item.desc.toLowerCase().includes(stem)) return true;
      return l.perUnit && SEAT_LIKE.test(w) && [l.unit, l.count?.unit].some((u) => u !== undefined && SEAT_LIKE.test(u));
    }),
  );
  // "on licences" where no line says licence or seat: the subscriptions priced per unit ("4,200 students × $6"), as a
  // discount's scope reads it, never every line
  if (named.length === 0 && words.some((w) => SEAT_LIKE.test(w))) return lines.filter((l) => l.perUnit && l.recurring);
  return named;
}
