// The words around a price in a line item: the per-unit/per-period phrase after it ("/seat/month", "per user per
// year", "p/m", "por sede y trimestre"), counts of units in the notes, and a clean description ("Seats — 200 × $45/month").
import type { Money } from './money';
import { CODES } from './money';
import { capitalize, clean, HEDGE } from './text';

export type Period = 'month' | 'quarter' | 'year';

// "pu_" stands for "pu/" (per user): "$8 pu/yr"
const MONTH = /^(?:months?|mo|mos|mth|mths|mnth|mnths|mes|meses|mensual(?:es)?|mensualmente|monthly|p_m|pu_mo?)$/i;
const QUARTER = /^(?:quarters?|qtr|trimestres?|trimestral(?:es)?|trimestralmente|quarterly)$/i;
const YEAR = /^(?:years?|yr|yrs|annum|año|años|anual(?:es)?|anualmente|annual|annually|yearly|pa|p_a_?|pu_(?:yr|y|a))$/i;
const PER = /^(?:\/|per|por|each|cada)$/i;
const FILLER = new RegExp(`^(?:a|al|an|y|and|el|the|every|${CODES.join('|')})$`, 'i');

export interface Tail {
  period?: Period;
  /** The unit a price is per ("seat" in "$45/seat/month"). */
  unit?: string;
  /** Characters of the phrase after the amount. */
  length: number;
}

/** Reads the phrase right after an amount; stops at the first word that is not part of a price. */
export function priceTail(after: string): Tail {
  // same-length stand-ins keep offsets: "p/m" per month, "p/a" and "p.a." per year
  const text = after
    .replace(/\bp\/m\b/gi, 'p_m')
    .replace(/\bp\/a\b/gi, 'p_a')
    .replace(/\bp\.a\./gi, 'p_a_')
    .replace(/\bpu\/(?=(?:m|mo|yr|y|a)\b)/gi, 'pu_');
  const stop = text.search(/[,;!?()\n·]|\.(?:\s|$)|\d/);
  const window = stop < 0 ? text : text.slice(0, stop);
  const tail: Tail = { length: 0 };
  let afterPer = false;
  for (const m of window.matchAll(/\/|[^\s/]+/g)) {
    const word = m[0];
    const end = (m.index ?? 0) + word.length;
    const period = MONTH.test(word) ? 'month' : QUARTER.test(word) ? 'quarter' : YEAR.test(word) ? 'year' : undefined;
    if (period) return { ...tail, period, length: end };
    if (PER.test(word)) afterPer = true;
    else if (afterPer && !tail.unit && /^\p{L}+$/u.test(word)) tail.unit = word;
    else if (!FILLER.test(word)) break;
    tail.length = end;
  }
  return tail;
}

const SEAT_LIKE = /^(?:seats?|users?|usrs?|licen[cs]es?|licencias?|usuarios?|puestos?|named users?)$/i;
export const UNIT_WORDS =
  'seats?|users?|licenses?|licences?|agents?|employees?|devices?|endpoints?|locations?|sites?|stores?|nodes?|servers?|usuarios?|licencias?|puestos?|agentes?|empleados?|dispositivos?|sedes?|tiendas?|servidores?';

/** Seats, users and licences count the same thing; other units match by their singular. */
export function unitFamily(word: string): string {
  return SEAT_LIKE.test(word) ? 'seat' : word.toLowerCase().replace(/s$/, '');
}

export interface Count {
  qty: number;
  text: string;
  unit?: string;
}

/** Text before a count that makes it a range or a guess: "100 or 150", "20-30", "around 50". */
export const RANGE_BEFORE =
  /(?:\d\s*(?:or|to|-|–|o|a|y)\s*|\b(?:between|entre|around|about|unos|unas|approx\.?|aprox\.?)\s+|~\s*)$/i;

/** True when the text before a count makes it a range or a guess ("100 or 150", "maybe 50"). */
export function isGuess(before: string): boolean {
  return RANGE_BEFORE.test(before) || HEDGE.test(before.split(/[.!?\n;]\s/).pop() ?? '');
}

/** The firm counts the notes state ("200 seats", "Qty: 250"); ranges and guesses are left out. */
export function countsIn(notes: string): Count[] {
  const out: Count[] = [];
  const re = new RegExp(String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)\s*(?:named\s+|concurrent\s+)?(${UNIT_WORDS})\b`, 'gi');
  for (const m of notes.matchAll(re)) {
    if (isGuess(notes.slice(0, m.index))) continue;
    out.push({ qty: Number((m[1] ?? '').replace(/[.,]/g, '')), text: m[1] ?? '', unit: m[2] });
  }
  for (const m of notes.matchAll(/^\s*(?:qty|quantity|cantidad)\s*[:=]\s*(\d[\d.,]*)\s*$/gim))
    out.push({ qty: Number((m[1] ?? '').replace(/[.,]/g, '')), text: m[1] ?? '' });
  return out;
}

/** The one count a per-unit price can refer to; undefined when none or several different ones. */
export function countFor(unit: string | undefined, counts: Count[]): Count | undefined {
  const family = unit ? unitFamily(unit) : undefined;
  const fits = counts.filter((c) => !c.unit || !family || unitFamily(c.unit) === family);
  return new Set(fits.map((c) => c.qty)).size === 1 ? fits[0] : undefined;
}

const PERIOD_WORD: Record<'en' | 'es', Record<Period, string>> = {
  en: { month: 'month', quarter: 'quarter', year: 'year' },
  es: { month: 'mes', quarter: 'trimestre', year: 'año' },
};

const DOC_WORDS =
  /\b(?:proposal|quote|order|agreement|deal|renewal|propuesta|cotizaci[oó]n|oferta|pedido|contrato|acuerdo|renovaci[oó]n)\b/i;
const GENERIC =
  /^(?:unit price|price|pricing|cost|fee|amount|total|precio(?: unitario)?|monto|importe|valor|coste|costo|tarifa)$/i;
const NOISE =
  /\((?:[^)]*)\)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bc\/u\b|\b(?:one[- ]time|one[- ]off|once|upfront|pago [uú]nico|[uú]nico pago|una vez|y1|y2|yr ?1|yr ?2|year (?:one|two|1|2)|año [12])\b/gi;
const EDGE =
  /^(?:[-–—:;,.!?@×+&/]+|(?:at|for|the|of|de|del|la|el|los|las|para|a|al|per|por|on|in|en|with|con|and|y|x)\b)\s*|\s*(?:[-–—:;,.!?@×+&/]+|\b(?:at|for|the|of|de|del|para|a|al|per|por|with|con|and|y|x))$/i;

/** Words left in a piece of a clause once the customer, document words, tags and connectors are gone. */
function nameIn(part: string, custName: string | undefined): string {
  // only the sentence the price is in ("…valid until Dec 15 2026. 10 seats x $99/mo")
  let text = part.split(/[.!?]\s+/).pop() ?? '';
  if (custName && text.includes(custName)) text = text.slice(text.indexOf(custName) + custName.length);
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    const label = text.slice(0, colon);
    text = DOC_WORDS.test(label) || /[@)]/.test(label) ? text.slice(colon + 1) : text.replace(':', ' ');
  }
  if (DOC_WORDS.test(text)) return '';
  text = text.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(EDGE, '').trim();
  }
  return GENERIC.test(text) || text.split(' ').length > 6 ? '' : text;
}

export interface ItemWords {
  clause: string;
  money: Money;
  tail: Tail;
  period?: Period | 'once';
  /** The count the price multiplies, with the words between it and the price ("seats Enterprise edition"). */
  count?: Count & { words?: string; start?: number };
  lang: string;
  custName?: string;
  product?: string;
}

/** "Enterprise edition — 500 seats × $32/month", "Seats — 200 × $45/month", "Onboarding", "Platform — ¥150,000/month". */
export function describeItem(w: ItemWords): string {
  const { clause, money, tail, count } = w;
  const priceText = clause
    .slice(money.index, money.index + money.length)
    .replace(/\s+/g, ' ')
    .trim();
  const before = clause.slice(0, count?.start ?? money.index);
  const after = clause.slice(money.index + money.length + tail.length);
  // "named users", "concurrent seats": the qualifier belongs to the unit
  const unitWords = (count?.words?.replace(/\b(named|concurrent)\s+/i, '$1+') ?? '').split(/\s+/).filter(Boolean);
  const unitAt = unitWords.findIndex((x) => new RegExp(`^(?:(?:named|concurrent)\\+)?(?:${UNIT_WORDS})$`, 'i').test(x));
  const unit = unitAt >= 0 ? unitWords[unitAt] : (count?.unit ?? (unitWords.length === 1 ? unitWords[0] : undefined));
  const inner = unitWords.filter((_, i) => i !== (unitAt >= 0 ? unitAt : unitWords.length === 1 ? 0 : -1)).join(' ');
  let name = [nameIn(before, w.custName), nameIn(inner, undefined), nameIn(after, undefined)].filter(Boolean).join(' ');
  if (!name && count && w.product) name = w.product;
  if (!name && unit) name = unit;
  name = capitalize(clean(name.replace(/\+/g, ' ')));
  const words = PERIOD_WORD[w.lang.startsWith('es') ? 'es' : 'en'];
  const per = w.period && w.period !== 'once' ? `/${words[w.period]}` : '';
  const unitText = unit?.replace(/\+/g, ' ');
  const showUnit = unitText && name.toLowerCase() !== unitText.toLowerCase() ? ` ${unitText}` : '';
  let detail = '';
  if (count) detail = `${count.text}${showUnit} × ${priceText}${per}`;
  else if (w.period === 'month' || w.period === 'quarter') detail = `${priceText}${per}`;
  if (name && detail) return `${name} — ${detail}`;
  return name || detail || capitalize(clean(clause.replace(/\s+/g, ' ')));
}
