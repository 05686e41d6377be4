// Which count a price multiplies: "200 seats at $45", "$10/user/mo for 50 users", "Canvas LMS for 4,200 students,
// $6 per student", "Qty 50, Unit price $120/mo", a count written elsewhere in the notes ("Seats: 80").
import { amountText } from './amounts';
import { type Count, countFor, countsInText, DATA_SIZE, labelledQty, sameUnit, yearOf } from './counts';
import { ONCE, priceTail, type Tail } from './item-words';
import type { Money } from './money';

// "200 seats at", "500 seats Enterprise edition @", "25 usuarios x", "500 usuarios ·": the count and the words after it
// and "Pro seats — 200 — $45/mo"; not a year, a line number or a duration ("Year 2 - $50", "12 months at $2,000/mo"),
// nor the end of "24/7" or "24x7" ("Premium support 24/7 - $6,000 annually")
const QTY_BEFORE =
  /(?<!(?:year|yr|a[nñ]o|line|item|l[ií]nea|phase|tier|option|#)\s?)(?<![\d/\p{L}]|\b24\s?[x×]\s?|\p{L}-)(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:x|×|\*)?\s*((?:[\p{L}-]+\s+){0,3}?)(?:at|@|x|×|\*|a|à|por|de|·|[—–]|-(?=\s))\s*$/iu;
const DURATION = /^(?:days?|d[ií]as?|weeks?|semanas?|months?|mos?|meses|years?|yrs?|a[nñ]os?)$/i;
// a count and its unit right before the price, nothing between: "85 seats $14/mo"
const ADJACENT_COUNT = /(?<![\d/.,\p{L}])(\d{1,3}(?:[.,]\d{3})+|\d+)\s+(\p{L}[\p{L}-]*)\s*[-–—:]?\s*$/u;
// "50 x Warehouse user £18/mo", "Emma: 10 × Manager seat $30/month": a count times the thing priced, said first
// (a model name is one of its words: "25 x Zebra TC22 handhelds @ R 14 850")
const TIMES_FIRST = /^\s*(?:[^:\d]{1,40}:\s*)?(\d{1,3}(?:[.,]\d{3})+|\d+)\s*[x×]\s+((?:\p{L}[\p{L}\p{N}-]*\s+){1,4}?)$/iu;

/** The count a per-unit price in this sentence multiplies, written before it: "for 4,200 students", "Qty 50". */
function countBefore(lead: string, unit: string | undefined): Count | undefined {
  const qty = labelledQty(lead);
  if (qty) return { ...qty, start: lead.search(/\b(?:qty|quantity|cantidad|cant\.)/i) };
  // a table row's quantity cell: "Pro licences, 200, $45/mo"
  const cell = /(?:^|,\s)(\d{1,3}(?:[.,]\d{3})+|\d+)$/.exec(lead);
  if (cell?.[1])
    return { qty: Number(cell[1].replace(/[.,]/g, '')), text: cell[1], start: cell.index + cell[0].indexOf(cell[1]) };
  const counts = unit ? countsInText(lead, unit) : [];
  // "Year one 35 stores, year two 50 stores, A$180 per store": year one's count (year two's is read with the line)
  const first = counts.filter((c) => new Set(counts.map((n) => n.qty)).size > 1 && yearOf(lead, c) === 1);
  if (first.length === 1 && first[0]) return { ...first[0], year: 1 };
  const last = counts[counts.length - 1];
  // "only 4 of the 9 stores": the part taken, not the whole
  const part = last ? PART_OF.exec(lead.slice(0, last.start ?? lead.length)) : null;
  if (part?.[1] && last) return { ...last, qty: Number(part[1]), text: part[1], start: part.index + part[0].indexOf(part[1]) };
  if (last) return last;
  // one count of anything in the same sentence ("42 fee-earners, CaseVault £600 pa per user")
  const any = countsInText(lead);
  return unit && new Set(any.map((c) => c.qty)).size === 1 ? any[0] : undefined;
}

const PART_OF = /\b(\d{1,5})\s+(?:of|out of|de)\s+(?:the|our|their|all|los|las|sus)?\s*$/i;

// what introduces a count that a price is for: "for all 9", "on the 1,400", "only for 6"
const FOR_ALL = /\b(?:on|for|across|covering|para|en|por)\s+(?:(?:all|the|their|our|only|just|todos|todas|los|las|sus|solo)\s+)*/;

// "Unit price: $120/mo", "Acme: Price per seat: $35": a price per unit whose count is written elsewhere
export const UNIT_PRICE =
  /\b(?:unit price|price per unit|precio unitario|valor unitario|costo unitario|coste unitario|tarifa unitaria|(?:price|precio|cost|costo)\s+(?:per|por)\s+(\p{L}+))\s*[:=]?\s*$/iu;
// a label priced per unit: "Licencia por consultorio: $45 al mes, 22 consultorios" (not a period: "per month:")
const PER_LABEL =
  /(?<=\p{L}\s)(?:per|por)\s+(?!(?:month|year|quarter|week|day|hour|mes|a[nñ]o|trimestre|semana|d[ií]a|hora)s?\b)(\p{L}+)\s*:\s*$/iu;

export interface Priced {
  /** The text the item is read from: the clause, or the sentence's lead and the clause as one phrase. */
  text: string;
  money: Money;
  tail: Tail;
  count?: Count;
  /** The count came from the words right before the price ("200 seats at"). */
  adjacent: boolean;
  /** An assumption made to read it, for the warnings. */
  assumed?: string;
}

/** The count a price multiplies: right before it, after it ("for 50 users"), earlier in the sentence, or elsewhere. */
export function countOf(
  clause: string,
  first: Money,
  o: { counts: Count[]; lead: string; trail?: string },
): Priced | { warning: string } {
  const unitLine = UNIT_PRICE.exec(clause.slice(0, first.index));
  let tail = priceTail(clause.slice(first.index + first.length));
  if (!tail.unit && unitLine?.[1]) tail = { ...tail, unit: unitLine[1] };
  // a label's "per X:" is a unit only when a count of X follows the price ("por SMS:" is a channel, not a unit)
  const labelUnit = PER_LABEL.exec(clause.slice(0, first.index))?.[1];
  const afterPrice = `${clause.slice(first.index + first.length)}, ${o.trail ?? ''}`;
  if (!tail.unit && labelUnit && countsInText(afterPrice, labelUnit).length > 0) tail = { ...tail, unit: labelUnit };
  const base = { text: clause, money: first, tail, adjacent: false };
  const q = QTY_BEFORE.exec(clause.slice(0, first.index));
  // "12 months at $2,000/mo" counts periods, not things; "3 days @ £1,200/day" counts days sold
  // and "storage — 20TB — £1.1k/month" a size, not things
  const word = q?.[2]?.trim() ?? '';
  // ("training 2 days x $600": days, hours and weeks times a price are work sold, as "3 days @ £1,200/day" is)
  const workSold =
    q && /^(?:days?|d[ií]as?|hours?|hrs?|horas?|weeks?|semanas?)$/i.test(word) && /(?:x|×|\*|@|\bat|à)\s*$/i.test(q[0]);
  const periods = q && !workSold && (DURATION.test(word) || DATA_SIZE.test(word)) && !(tail.unit && sameUnit(tail.unit, word));
  if (q && !periods) {
    const count = { qty: Number((q[1] ?? '1').replace(/[.,]/g, '')), text: q[1] ?? '', words: q[2]?.trim(), start: q.index };
    return { ...base, count, adjacent: true };
  }
  const timesFirst = TIMES_FIRST.exec(clause.slice(0, first.index));
  if (timesFirst?.[1] && !DURATION.test(timesFirst[2]?.trim() ?? '')) {
    const start = timesFirst.index + timesFirst[0].indexOf(timesFirst[1]);
    const count = { qty: Number(timesFirst[1].replace(/[.,]/g, '')), text: timesFirst[1], words: timesFirst[2]?.trim(), start };
    return { ...base, count, adjacent: true };
  }
  // "Field app: 85 seats $14/mo": a count right before a recurring or "each" price that names no unit is per unit of
  // it, an assumption the warnings state
  const next0 = ADJACENT_COUNT.exec(clause.slice(0, first.index));
  const counted = next0?.[2] ? countsInText(`${next0[1]} ${next0[2]}`)[0] : undefined;
  if (
    next0?.[1] &&
    counted?.unit &&
    !tail.unit &&
    !unitLine &&
    tail.period &&
    !DURATION.test(counted.unit) &&
    !DATA_SIZE.test(counted.unit)
  ) {
    const count: Count = { qty: counted.qty, text: counted.text, words: counted.unit, unit: counted.unit, start: next0.index };
    const assumed = `Assumed ${amountText(clause, first)} in "${clause}" is the price of each of the ${counted.text} ${counted.unit} before it; check it.`;
    return { ...base, count, adjacent: true, assumed };
  }
  const lead = o.lead;
  const rest0 = clause.slice(first.index + first.length + tail.length);
  // "200 seats, $45/month": a price right after a bare count is per unit of it, an assumption the warnings state
  const bareCount = !tail.unit && !unitLine ? /(?:^|[\s,:;])((?:\d{1,3}(?:[.,]\d{3})+|\d+)\s+[\p{L}-]+)$/u.exec(lead) : null;
  // a price alone in its clause, or with only "one-time" after it ("$150.000 única vez")
  const bare =
    /^\W*$/.test(clause.slice(0, first.index)) &&
    !/\p{L}{3,}/u.test(clause.slice(first.index + first.length + tail.length).replace(new RegExp(ONCE.source, 'giu'), ''));
  if (bareCount?.[1] && bare && countsInText(bareCount[1])[0]) {
    const found = countsInText(bareCount[1])[0] as Count;
    const text = `${lead}, ${clause}`;
    const money = { ...first, index: first.index + lead.length + 2 };
    const start = bareCount.index + bareCount[0].length - bareCount[1].length;
    const count: Count = { qty: found.qty, text: found.text, start, words: found.unit ?? '' };
    if (found.unit) count.unit = found.unit;
    const assumed = `Assumed ${amountText(clause, first)} in "${clause}" is the price of each of the ${found.text} ${found.unit ?? 'units'} before it; check it.`;
    return { ...base, text, money, count, assumed };
  }
  if (!tail.unit && !unitLine && !labelledQty(lead) && !/(?:^|,\s)\d+$/.test(lead) && !/^\s*(?:x|×|\*)\s*\d/i.test(rest0))
    return base;
  // in this clause before the price ("250 seats of Northbeam Pro at $45/seat") or after it ("$10/user/mo for 50 users")
  const own = tail.unit ? countBefore(clause.slice(0, first.index), tail.unit) : undefined;
  if (own?.start !== undefined)
    return { ...base, count: { ...own, words: clause.slice(own.start + own.text.length, first.index).trim() } };
  const rest = clause.slice(first.index + first.length + tail.length);
  const after = /^\s*(?:for|para|x|×|\*|por|,)?\s*(?:(?:their|the|all|our|los|las|sus|the)\s+)?/i.exec(rest)?.[0].length ?? 0;
  // "$45/user x 200 users", "$45 x 200": a count after a multiplication sign needs no unit
  const times = /^\s*(?:x|×|\*)\s*/i.test(rest);
  const next = tail.unit || times ? countsInText(rest.slice(after), tail.unit ?? 'unit')[0] : undefined;
  const bareNext = times && !next ? /^\s*(?:x|×|\*)\s*(\d{1,3}(?:[.,]\d{3})+|\d+)(?![.,]?\d|\s*%)/i.exec(rest) : null;
  if (bareNext?.[1]) {
    const count: Count = { qty: Number(bareNext[1].replace(/[.,]/g, '')), text: bareNext[1] };
    return { ...base, tail: { ...tail, length: tail.length + bareNext[0].length }, count };
  }
  if (next?.start === 0) {
    const count: Count = { qty: next.qty, text: next.text, ...(next.unit ? { unit: next.unit } : {}) };
    const phrase = after + (next.length ?? 0);
    return { ...base, tail: { ...tail, length: tail.length + phrase }, count };
  }
  // "$1.95/unit/month for Resident Portal on all 1,400 units": the count later in the clause, after "on"/"for"/"across"
  const later = tail.unit
    ? countsInText(rest.slice(0, 120), tail.unit).find(
        (c) =>
          c.start !== undefined &&
          /\b(?:on|for|across|covering|para|en|por)\s+(?:(?:all|the|their|our|todos|todas|los|las|sus)\s+)*$/i.test(
            rest.slice(0, c.start),
          ),
      )
    : undefined;
  if (later?.start !== undefined) {
    // the line is named without the count phrase ("Resident Portal", not "Resident Portal on all 1,400 units")
    const at = first.index + first.length + tail.length;
    const cut = /\s*\b(?:on|for|across|covering|para|en|por)\s+(?:(?:all|the|their|our|todos|todas|los|las|sus)\s+)*$/i.exec(
      rest.slice(0, later.start),
    );
    const from = at + (cut?.index ?? later.start);
    const text = clause.slice(0, from) + clause.slice(at + later.start + (later.length ?? later.text.length));
    return { ...base, text, count: { qty: later.qty, text: later.text, ...(later.unit ? { unit: later.unit } : {}) } };
  }
  // "$395 per property per month, for all 9 properties", "…, but only for 6 of them": the count in the clause after
  const trail = o.trail ?? '';
  const inTrail = tail.unit
    ? countsInText(trail, tail.unit).find(
        (c) =>
          c.start !== undefined && new RegExp(`${FOR_ALL.source}$`, 'i').test(trail.slice(Math.max(0, c.start - 40), c.start)),
      )
    : undefined;
  const ofThem = tail.unit
    ? new RegExp(
        `${FOR_ALL.source}(?:(?:initial|first|original|existing|current|primer[oa]s|iniciales)\\s+)?(\\d{1,3}(?:[.,]\\d{3})+|\\d+)\\s*(?:of them|de ellos|de ellas|only|solamente|solo|\\)|$)`,
        'i',
      ).exec(trail)
    : null;
  const trailing =
    inTrail ?? (ofThem?.[1] ? { qty: Number(ofThem[1].replace(/[.,]/g, '')), text: ofThem[1], unit: tail.unit } : undefined);
  if (trailing && !QTY_BEFORE.test(clause.slice(0, first.index)))
    return { ...base, count: { qty: trailing.qty, text: trailing.text, ...(trailing.unit ? { unit: trailing.unit } : {}) } };
  const before = lead ? countBefore(lead, tail.unit) : undefined;
  if (before?.start !== undefined) {
    // read the lead and the price as one phrase: "Canvas LMS for 4,200 students, $6 per student per year"
    const text = `${lead}, ${clause}`;
    const money = { ...first, index: first.index + lead.length + 2 };
    const numberEnd = before.start + before.text.length;
    // a count tagged with its year is named by its unit alone, not by the other year's count after it
    const words = before.year ? (before.words ?? '') : text.slice(numberEnd, money.index).replace(/[,:]/g, ' ').trim();
    return { ...base, text, money, count: { ...before, words } };
  }
  if (!tail.unit && !unitLine) return base;
  const elsewhere = countFor(tail.unit, o.counts);
  // stated elsewhere in the notes: its place there says nothing about this clause's words
  if (elsewhere)
    return {
      ...base,
      count: {
        qty: elsewhere.qty,
        text: elsewhere.text,
        ...(elsewhere.unit ? { unit: elsewhere.unit } : {}),
        ...(elsewhere.year ? { year: elsewhere.year } : {}),
      },
    };
  // one count of anything in the notes ("We run 12 clinics. … $300 per location"): used, and said to be assumed
  const only = tail.unit ? o.counts.filter((c) => c.unit) : [];
  if (only.length > 0 && new Set(only.map((c) => c.qty)).size === 1) {
    const one = only[0] as Count;
    const count: Count = { qty: one.qty, text: one.text, ...(one.unit ? { unit: one.unit } : {}) };
    const assumed = `Assumed ${amountText(clause, first)} in "${clause}" (per ${tail.unit}) is for the ${one.text} ${one.unit} the notes state; check it.`;
    return { ...base, count, assumed };
  }
  const per = tail.unit ? `per ${tail.unit}` : 'a unit price';
  return {
    warning: `Not priced: ${amountText(clause, first)} in "${clause}" is ${per}, but the notes give no single count to multiply it by.`,
  };
}
