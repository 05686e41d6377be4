// Discounts in notes ("10% off year one", "$5,000 off", "15% de descuento el primer año") and the lines a scoped one
// names ("12% off licences", "20% off seats", "25% de descuento en el módulo de derechos"): a scoped percentage is taken
// off those lines only (the discount's `lines`), labelled with the note's words and percentage.
import type { Discount } from '../schema';
import { fromMinor, toScaled } from '../totals';
import { THEIRS } from './amounts';
import type { ReadLine } from './line';
import { type BareMoney, findMoney, type Money } from './money';
import { NET_PRICE } from './restated';
import { capitalize, clean, GOODS } from './text';
import { BOTH_YEARS, UPLIFT, YEAR_ONE, YEAR_ONE_ONLY, YEAR_TWO } from './years';

const DISCOUNT_WORD =
  /\b(?:(?<!(?:one|once)[- ]|\b(?:leave|leaving|left|keep|kept|take|taking|took) (?:it|them|that|this|those) |\b(?:sign|signs|signed|signing|kick|kicks|kicked)[- ])off|dis?c(?:ou|uo|o|u)n?t(?:ed|s)?|disc\.?|descuento|dto\.?|dcto\.?|desc\.|descto\.?|bonificaci[oó]n|rebaja|rebate|less(?=\s+(?:\d|[$€£]|[A-Z]{3}\s))|(?<=\d\s?(?:€|[A-Z]{3})?\s)menos(?!\s+de\b)|descuentos)(?=\s|$|[.,;:)?])/i;
const NO_DISCOUNT =
  /\b(?:sin (?:ning[uú]n )?(?:descuento|dto\.?|bonificaci[oó]n)|no (?:lleva|tiene|aplica) (?:ning[uú]n )?descuento|without (?:a |any )?discount|no discount|not discounted|undiscounted|at full price|a precio (?:lleno|completo))\b/i;
const NOT_A_DISCOUNT =
  /\b(?:margin|margins|margen|m[aá]rgenes|not a (?:customer )?discount|uptime|availability|disponibilidad|sla|vat|iva|tax|impuesto|gst|hst|qst|pst|igv|itbis|itbms|sst|mwst|ust|tva|btw|moms|mva|kdv|ppn|igic)\b/i;
const PCT = /(\d{1,2}(?:[.,]\d+)?|100)\s*%/;
// words that name years or the whole deal, not lines
const WHOLE =
  /^(?:(?:the\s+|el\s+|la\s+)?(?:list(?: price)?|precio de lista|lista|total|subtotal|everything|all|whole|lot|entire|todo|order|deal|contract|contrato|pedido|invoice|factura|price|precio|importe|first|second|1st|2nd|primer|segundo|years?|a[nñ]os?|y1|y2|yr|multi-year|multi|both|each|every|ambos|cada|los dos|todos)\b|\d)/i;
const STOP =
  /(?:^|\s+)(?:for|in|during|durante|solo|sólo|only|each|every|both|all|as|por|con|with|if|si|when|cuando|para|in year|el primer|the first|year|yr|y1|y2|a[nñ]o|los dos|las dos|ambos|cada|todos los)\b|[,;.(]|$/i;
const FAMILY = /^(?:licen[cs]es?|licencias?|seats?|users?|usuarios?|puestos?|subscriptions?|suscripci[oó]n(?:es)?)$/i;
const GENERIC_WORDS =
  /^(?:fee|cost|price|annual|monthly|yearly|charge|cargo|costo|coste|tarifa|cuota|plan|service|servicio|total|anual|mensual)$/;
const SMALL = /^(?:the|of|de|del|la|las|los|el|and|y|our|su|sus|on|en|a|an|module)$/i;

const APPROVED =
  /\b(?:approved|ok['’]?d|okayed|signed off(?: on)?|aprobad[oa]|autorizad[oa])(?!\w)(?=\s*[:,-]?\s*(?:at\s+|en\s+(?:el\s+)?|al\s+)?\d{1,2}(?:[.,]\d+)?\s*%)/i;
// a percentage given on the whole order with no word for discount: "A las ONG les damos 15% sobre el total del
// pedido", "we give them 10% on the whole order"
const GIVES =
  /\b(?:give|gives|giving|offer|offering|damos|dan|ofrecemos|hacemos)\s+(?:(?:them|les|le|a|an|un|una)\s+)*(?=\d{1,2}(?:[.,]\d+)?\s*%\s*(?:on|sobre|en|off)\s+(?:the\s+|el\s+|la\s+|all\s+|todo\s+)?(?:total|whole|entire|everything|order|deal|pedido|contrato|todo)\b)/i;
// what says a request was granted: "they asked for 10% off, I said ok"
const ACCEPTED =
  /\b(?:(?:i|we)\s+(?:said|say)\s+(?:ok(?:ay)?|yes|sure|fine)|ok'?d|okayed|signed off|(?:i|we)\s+(?:agreed|accepted|approved|gave it|granted)|approved|agreed|accepted|granted|les dijimos que s[ií]|(?:dijimos|dije) que s[ií]|aceptamos|acept[eé]|aprobado|se lo dimos)\b/i;
// the words that ask for a discount: "they asked for", "buyer pushed for", "el cliente pidió"
const ASKS = String.raw`\b(?:(?:they|customer|client|buyer|procurement|he|she)\s+(?:asked|ask|asks|are asking|want|wants|wanted|requested|request)\s+(?:for\s+)?|(?:pushed|pushing|pushes|pressed|pressing|angling|holding out)\s+for\s+|(?:requesting|requested|request(?:s)?)\s+(?:for\s+)?|pidi[oó]|pidieron|piden|pide|solicit[oó]|solicitaron|quieren|quer[ií]an?)\s*(?:an?\s+|un\s+|una\s+|el\s+|the\s+)?`;
const ASKED_FOR = new RegExp(String.raw`${ASKS}\d{1,2}(?:[.,]\d+)?\s*%`, 'i');
// what says a request was turned down: "mgr said no", "not approved", "no se lo aprobaron", "list price stands"
const REFUSED =
  /\b(?:said no|says no|(?:not|never|wasn'?t|weren'?t|isn'?t)\s+(?:\w+\s+)?(?:approved|agreed|accepted|granted)|declined|rejected|refused|turned (?:it |that )?down|can'?t do|cannot do|couldn'?t do|won'?t do|no go|list price stands|(?:stays?|remains?|goes|go) at list|no (?:se )?(?:lo |la )?(?:aprobaron|aprob[oó]|aceptamos|aceptaron|autorizaron|autoriz[oó])|rechaz(?:ado|ada|aron|[oó])|(?:va|van|queda|quedan) (?:a|en|con) (?:el )?precio de lista)\b/i;

/** A percentage the customer asks for ("they asked for 20%") with nothing saying it was granted, or said refused. */
export function askedOnly(clause: string, trail = ''): boolean {
  const said = `${clause} ${trail}`;
  return ASKED_FOR.test(clause) && (!ACCEPTED.test(said) || REFUSED.test(said));
}

/** The discount a request names, without the words that ask for it ("they asked for 20% off" → "20% off"). */
export function requested(clause: string): string {
  return clause.replace(new RegExp(ASKS, 'i'), '');
}

// a percentage turned down by its figure later in the notes: "Can't do 15", "no podemos llegar al 15%"
const CANT_DO = String.raw`\b(?:can'?t|cannot|couldn'?t|won'?t|unable to)\s+(?:do|go to|give|offer|approve|get to|go)\s+|\bno\s+(?:podemos|puedo|se puede)\s+(?:dar|hacer|llegar a(?:l)?|ofrecer|aprobar)\s+(?:el\s+)?`;

/** The percentages the notes turn down by their figure ("Can't do 15"), as numbers. */
export function refusedPercentages(notes: string): number[] {
  // (the figure alone, or a percentage: never "can't do 15 users" or "$15")
  const re = new RegExp(
    `(?:${CANT_DO})(\\d{1,2}(?:[.,]\\d+)?)(?![.,]?\\d)(?=\\s*(?:%|percent|[.,;:!?)]|$|\\s(?:but|pero|off|on|sobre|discount|de descuento)\\b))`,
    'gim',
  );
  return [...notes.matchAll(re)].map((m) => Number((m[1] ?? '').replace(',', '.')));
}

/** A discount as read, with the words naming the lines it applies to when it names any. */
export interface ReadDiscount {
  discount: Discount;
  /** Content words of the lines named ("licences", "ResidentHub Core"); absent for a whole-deal discount. */
  scope?: string[];
  /** Named only by the words before "discount" ("goodwill discount"): when no line matches, it is the whole deal's. */
  soft?: boolean;
  /** Lines it leaves out: "(not hardware)", "except onboarding", "sin incluir la implementación". */
  exclude?: string[];
  /** The one line its own sentence prices ("Capacitación: $18,000, pago único, con 15% de descuento"). */
  lines?: ReadLine[];
}

// the whole deal named in a sentence: such a discount is not one line's
const WHOLE_DEAL = /\b(?:total|everything|all|whole|entire|order|deal|contract|todo|pedido|contrato|general)\b/i;

/**
 * A percentage said in the same bullet or labelled line as the one thing it prices, or introduced by "with/con"
 * right after it, is that line's: "- Instalación: 45 € por sensor, pago único, con un 50% de descuento".
 */
export function ownLine(d: ReadDiscount, sentence: string, clause: string, here: ReadLine[]): boolean {
  if (d.scope || d.exclude || here.length !== 1 || WHOLE_DEAL.test(sentence)) return false;
  return /^\s*(?:with|con)\b/i.test(clause) || /^\s*(?:[-*•·]|[\p{L}][\p{L}\p{N} &/-]{0,40}:)/u.test(sentence);
}

const EXCLUDE =
  /\((?:not|excl(?:uding|\.)?|except|sin|no)\s+([^)]+)\)|\b(?:excluding|except(?: for)?|but not|not on|sin incluir|excepto|salvo)\s+((?:the |el |la |los |las )?[\p{L}-]+(?: [\p{L}-]+)?)/iu;

// a year said to be at full price is not one the discount comes off: "8% off years 2 and 3, year 1 full price"
const FULL_PRICE_YEAR = new RegExp(
  String.raw`(?:${YEAR_ONE.source}|${YEAR_TWO.source})[\s,:–—-]*(?:(?:is|at|a|al|en)\s+)?(?:full price|list(?: price)?|precio (?:completo|de lista|lleno)|tarifa (?:completa|de lista)|sin descuento)\b`,
  'giu',
);

// a year said to be left out: "year 1 only, not yr 2", "no en el segundo año"
const NOT_YEAR_TWO = new RegExp(
  String.raw`\b(?:not|no|never)\s+(?:(?:in|for|on|en|el|en el|para el|the)\s+)*(?:${YEAR_TWO.source})`,
  'giu',
);

function yearsOf(said: string, multiYear: boolean): { y1: boolean; y2: boolean } {
  const clause = said.replace(FULL_PRICE_YEAR, ' ').replace(NOT_YEAR_TWO, ' ');
  const both = BOTH_YEARS.test(clause);
  const y1 = both || YEAR_ONE.test(clause);
  const y2 = both || YEAR_TWO.test(clause);
  return y1 || y2 ? { y1, y2 } : { y1: true, y2: multiYear };
}

/** The words right after "12% off" / "descuento en las": the lines named, or nothing for years and the whole deal. */
export function scopeAfter(rest: string): { words: string[]; length: number } | undefined {
  const lead =
    /^\s*(?:(?:only|just|solo|sólo|solamente|[uú]nicamente)\s+)?(?:(?:off|on|of|in|to|en|sobre|de|para|applied to|aplicado a|across|over|throughout|a lo largo de)\s+)?(?:(?:the|all|las|los|el|la|todas las|todos los)\s+)?/i.exec(
      rest,
    );
  const from = lead?.[0].length ?? 0;
  // "10% off year-one licences": the year is said apart, the lines follow it
  const raw = rest.slice(from);
  const body = raw.replace(new RegExp(`^(?:${YEAR_ONE.source}|${YEAR_TWO.source})\\s*`, 'i'), '');
  const stop = STOP.exec(body);
  const target = body.slice(0, stop?.index ?? body.length).trim();
  if (!target || WHOLE.test(target) || target.split(/\s+/).length > 5) return undefined;
  const words = target.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !SMALL.test(w));
  return words.length > 0 ? { words, length: from + raw.length - body.length + target.length } : undefined;
}

/**
 * The discount a clause states, if any. `lead` is the sentence before it: "Sobre las licencias, 20% de descuento"
 * names its lines there; `trail` is the clause after it when that one holds no amount ("…, year 2 only").
 */
// a clause that goes on from the one before: "…, y adicional 5% sobre el total", "…, and a further 5% on the total"
const CONTINUES = /^\s*(?:y|and|plus|\+|m[aá]s)\s/i;
const FURTHER =
  /\b(?:adicional(?:mente)?|additional(?:ly)?|another|a further|further|an extra|extra|otro|un\s+)(?=\s+(?:del?\s+)?\d{1,2}(?:[.,]\d+)?\s*%)/i;

export function discountOf(
  clause: string,
  money: Money[],
  o: { multiYear: boolean; lead: string; trail?: string },
): ReadDiscount | undefined {
  // "approved: 12% on the whole deal": a percentage approved is the discount agreed
  // "Descuentos: 10% sobre las licencias, y adicional 5% sobre el total": a further percentage after a discount is one
  // (the lead is read only for a clause that says "additional N%": a long run of clauses reads each lead once)
  const further = FURTHER.exec(clause);
  const word =
    DISCOUNT_WORD.exec(clause) ??
    APPROVED.exec(clause) ??
    GIVES.exec(clause) ??
    (further && (CONTINUES.test(clause) || DISCOUNT_WORD.test(o.lead)) ? further : null);
  // "discounted to $45/seat" gives the price after the discount, not the discount; "(ese va sin descuento)", "no
  // discount on this one" says the line takes none
  if (
    !word ||
    NO_DISCOUNT.test(clause) ||
    UPLIFT.test(clause) ||
    NOT_A_DISCOUNT.test(clause) ||
    NET_PRICE.test(clause) ||
    THEIRS.test(clause)
  )
    return undefined;
  // "they asked for 20%": what the customer asks is not agreed
  if (askedOnly(clause, o.trail)) return undefined;
  // ("they wnt 10% - mgr ok'd 8% on whole thing": the percentage approved, not the one asked before it)
  const approval = DISCOUNT_WORD.test(clause) ? null : APPROVED.exec(clause);
  const approvedAt = approval?.index ?? 0;
  const afterApproval = approvedAt > 0 ? PCT.exec(clause.slice(approvedAt)) : null;
  const pct = afterApproval ? Object.assign(afterApproval, { index: afterApproval.index + approvedAt }) : PCT.exec(clause);
  const amount = money[0];
  // "setup waived (normally $5,000)" waives a fee, it takes nothing off the lines
  if ((!pct && !amount) || (!pct && /^waive/i.test(word[0]))) return undefined;
  // "10% off the add-on, year 2 only": the years may follow in a clause of their own
  const trail = o.trail && (YEAR_ONE.test(o.trail) || YEAR_TWO.test(o.trail) || BOTH_YEARS.test(o.trail)) ? o.trail : '';
  const years = yearsOf(`${clause} ${trail}`, o.multiYear);
  const what = pct ?? {
    index: amount?.index ?? 0,
    0: clause.slice(amount?.index ?? 0, (amount?.index ?? 0) + (amount?.length ?? 0)),
  };
  // the phrase runs from the first of the figure and the discount word to the end of the lines it names
  const start = Math.min(what.index, word.index);
  const end = Math.max(what.index + what[0].length, word.index + word[0].length);
  const ahead = /^\s*(?:on|off|for|sobre|en|para)\s+\S/i.test(o.lead) && !/\d/.test(o.lead) ? scopeAfter(o.lead) : undefined;
  // "descuento en licencias del 10%": the lines between the word and the figure
  const between = pct && word.index < pct.index ? scopeAfter(clause.slice(word.index + word[0].length, pct.index)) : undefined;
  const before = pct ? /([\p{L}-]{3,})\s+(?:discount|descuento)\b/iu.exec(clause.slice(0, word.index + word[0].length)) : null;
  const soft = before?.[1] ? scopeAfter(before[1]) : undefined;
  // "Packhouse module gets 10% off": the lines are the subject the clause gives the discount to
  const given =
    /^\s*(\p{L}[\p{L}\p{N} &/-]{2,40}?)\s+(?:gets?|receives?|recibe|reciben|lleva|llevan|tiene|tienen)\s+(?:an?\s+|una?\s+)?$/iu.exec(
      clause.slice(0, start),
    );
  const who = /^(?:they|we|he|she|you|it|customer|client|the (?:customer|client)|ellos|ellas|el cliente|la empresa)$/i;
  const subject = pct && given?.[1] && !who.test(given[1].trim()) ? scopeAfter(given[1]) : undefined;
  const said = pct ? (scopeAfter(clause.slice(end)) ?? between ?? subject ?? ahead ?? soft) : undefined;
  // "25% en servicios (consultoría + capacitación)": the lines listed in brackets after the scope are what it names
  const listed = said && said !== ahead ? /^\s*\(([^()]{3,80})\)/.exec(clause.slice(end).slice(said.length)) : null;
  const items = listed?.[1]
    ?.split(/\s*(?:\+|,|&|\/|\by\b|\band\b|\be\b)\s*/i)
    .map((w) => w.trim())
    .filter((w) => /\p{L}{3}/u.test(w));
  const scope =
    said && items && items.length > 1 ? { words: [...items.map((w) => w.split(/\s+/)[0] ?? w)], length: said.length } : said;
  const after = scope && scope !== ahead && scope !== soft && scope !== between && scope !== subject;
  const phrase = scope && scope === ahead ? `${o.lead}, ${clause}` : after ? clause.slice(start, end + scope.length) : clause;
  const label = capitalize(clean(phrase.replace(/\s+/g, ' ')));
  const discount: Discount = pct
    ? { label, kind: 'pct', value: Number((pct[1] ?? '0').replace(',', '.')), ...years }
    : { label, kind: 'amount', value: amount?.value ?? 0, ...years };
  const left = EXCLUDE.exec(clause);
  const exclude = pct && left ? scopeAfter(left[1] ?? left[2] ?? '')?.words : undefined;
  const read: ReadDiscount = { discount };
  if (scope) read.scope = scope.words;
  if (scope && scope === soft) read.soft = true;
  // an amount's lines only say which years it comes off ("1.500 € de descuento en la migración": year one)
  const amountScope = !pct && amount ? scopeAfter(clause.slice(end)) : undefined;
  if (amountScope) read.scope = amountScope.words;
  if (exclude) read.exclude = exclude;
  return read;
}

/**
 * "20 % de descuento en la gestión de flota el primer año y un 10 % el segundo", "25% off seats in year 1 and 10% in
 * year 2": one discount a year, each read from a clause of its own ("10 % de descuento en la gestión de flota el
 * segundo año").
 */
/** "… with a 10% discount", "… con 10% de descuento": a discount said in the same breath as a price. */
const WITH_DISCOUNT =
  /\s+(?:with|con|and|y|plus|including|incl\.?)\s+(?:(?:a|an|un|una|the|el|la)\s+)?(?=\d{1,2}(?:[.,]\d+)?\s*%\s*(?:de\s+)?(?:discount|disc\.?|off|descuento|dto\.?|dcto\.?)\b)/gi;

/**
 * A price and a discount said in one clause ("20 sensors at $40 each with 10% discount on sensors") as two clauses,
 * the price first: read as one, the discount took the clause and the price was lost (found writing a test for n29).
 */
export function pricedThenDiscount(clause: string, bare: BareMoney): string[] {
  const first = findMoney(clause, bare)[0];
  if (!first) return [clause];
  // "Onboarding: £3,500 less £1,000 (agreed with their CEO)": the fee, then an amount off it
  const less = /\s+(?=(?:less|minus|menos)\s+(?:[$€£₹]|[A-Z]{3}\s?)?\d)/i.exec(clause.slice(first.index + first.length));
  if (less && findMoney(clause.slice(first.index + first.length + less.index), bare).length > 0) {
    const at = first.index + first.length + less.index;
    return [clause.slice(0, at).trim(), clause.slice(at).trim()];
  }
  for (const m of clause.matchAll(WITH_DISCOUNT)) {
    if (m.index < first.index + first.length) continue;
    return [clause.slice(0, m.index).trim(), clause.slice(m.index + m[0].length).trim()];
  }
  return [clause];
}

export function yearDiscounts(clause: string): string[] {
  const pcts = [...clause.matchAll(/(\d{1,2}(?:[.,]\d+)?)\s*%/g)];
  const [one, two] = pcts;
  if (pcts.length !== 2 || !one || !two || !DISCOUNT_WORD.test(clause)) return [clause];
  const oneEnd = one.index + one[0].length;
  const between = clause.slice(oneEnd, two.index);
  const join = /\s*(?:\by\b|\band\b|,|;)\s*(?:(?:un|una|a|an|then|luego)\s+)?$/i.exec(between);
  const yearOne = YEAR_ONE.exec(between);
  const tail = clause.slice(two.index + two[0].length);
  if (!join || !yearOne || !(YEAR_TWO.test(tail) || /^\s*(?:the|el|en el|in the)\s+(?:second|segundo)\b/i.test(tail)))
    return [clause];
  const first = clause.slice(0, oneEnd + join.index);
  const spanish = /a[nñ]o/i.test(yearOne[0]);
  const said = YEAR_TWO.exec(tail)?.[0] ?? (spanish ? 'segundo año' : 'year 2');
  const second = `${two[0]}${clause.slice(oneEnd, oneEnd + join.index).replace(YEAR_ONE, said)}`;
  return [first, second];
}

// a percentage said alone that is a payment term, a share or a rise, not the discount agreed
const NOT_AGREED =
  /\b(?:of|de|del|deposit|upfront|up-front|advance|anticipo|payment|pago|paid|margin|margen|commission|comisi[oó]n|up|more|increase|aumento|markup)\b/i;
const BARE_PCT = /(?<![\d.,])(\d{1,2}(?:[.,]\d+)?)\s*%/;

// a yes to a question: "ok approved", "yes, go ahead", "dale", "sí, aprobado"
const YES =
  /^\W*(?:ok(?:ay)?|yes|yep|sure|fine|approved|agreed|go ahead|done|dale|s[ií]|de acuerdo|aprobado|va)\b|\b(?:approved|agreed|go ahead|aprobado|autorizado)\b/i;

/**
 * A discount taken off both years whose figure a sentence elsewhere limits to year one ("8% max, whole deal, first year
 * only" above "ok, 8% then"), or whose settling answer does ("ok approved, year 1 only"): year one only.
 */
export function limitToYearOne(read: ReadDiscount, notes: string, answer = ''): void {
  const d = read.discount;
  if (!d.y2) return;
  const figure =
    d.kind === 'pct'
      ? new RegExp(`(?<![\\d.,])${String(d.value).replace('.', '[.,]')}\\s*%`)
      : new RegExp(`(?<![\\d.,])${Math.round(d.value).toLocaleString('en-US').replace(/,/g, '[.,]?')}(?![\\d])`);
  // (a sentence about this figure alone: "10% on licences both years, and €500 off the stations (year 1 only)" says
  // year one of the other one)
  const alone = (t: string) => findMoney(t).length + (t.match(/\d\s*%/g) ?? []).length === 1 && !BOTH_YEARS.test(t);
  const sentences = notes.split(/(?<=[.!?])\s+|\n/);
  if (YEAR_ONE_ONLY.test(answer) || sentences.some((t) => figure.test(t) && alone(t) && YEAR_ONE_ONLY.test(t))) d.y2 = false;
}

/** A discount asked as a question ("approve 20% off seats?", "¿10% de descuento?"): a proposal, not yet agreed. */
export const isQuestion = (sentence: string) => /\?\s*$/.test(sentence.trim()) || /^\s*¿/.test(sentence);

/**
 * The answer to a discount asked as a question, later in the notes: a short clause with a bare percentage ("go 15%,
 * final", "15% on seats only"). It takes the asked discount's years and, unless it names its own, its lines.
 */
export function settledDiscount(clause: string, asked: ReadDiscount): ReadDiscount | undefined {
  const pct = BARE_PCT.exec(clause);
  const words = clause.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // "can we do S$5,000 off?" … "ok approved": an amount asked is settled by a yes with no figure of its own
  if (!pct && asked.discount.kind === 'amount' && words.length <= 6 && YES.test(clause) && !REFUSED.test(clause))
    return { ...asked, discount: { ...asked.discount, label: asked.discount.label.replace(/\s*\?+\s*$/, '') } };
  if (!pct || words.length > 8 || NOT_A_DISCOUNT.test(clause) || NOT_AGREED.test(clause) || UPLIFT.test(clause)) return undefined;
  const value = Number((pct[1] ?? '0').replace(',', '.'));
  const tail = clause.slice(pct.index + pct[0].length);
  const own = scopeAfter(tail);
  const asLabel = asked.discount.label.replace(PCT, `${pct[1]}%`).replace(/\s*\?+\s*$/, '');
  const label = own ? capitalize(clean(clause.slice(pct.index, pct.index + pct[0].length + own.length))) : asLabel;
  const { y1, y2 } = asked.discount;
  const read: ReadDiscount = { discount: { label, kind: 'pct', value, y1, y2 } };
  const scope = own?.words ?? asked.scope;
  if (scope) read.scope = scope;
  if (!own && asked.soft) read.soft = true;
  if (!own && asked.exclude) read.exclude = asked.exclude;
  return read;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const stem = (w: string) => fold(w).replace(/(?:es|s)$/, '');

const wordsOf = (desc: string) =>
  fold(desc)
    .split(/[^\p{L}\p{N}]+/u)
    .map(stem);

/**
 * The lines a scope names: the per-unit subscriptions for "licences"/"seats"/"usuarios"; else the lines with all its
 * words, or with any of its telling ones ("10% off the platform fee" and a line "Platform — …").
 */
export function linesNamed(scope: string[], lines: ReadLine[]): ReadLine[] {
  // "12% on all recurring items", "en los conceptos recurrentes": the lines billed every year
  if (scope.some((w) => /^(?:recurring|recurrent[es]*|recurrentes?|subscriptions?|suscripciones)$/i.test(w)))
    return lines.filter((l) => l.recurring);
  if (scope.some((w) => FAMILY.test(w))) {
    // lines that say licence/seat/user, else the subscriptions priced per unit
    const said = lines.filter((l) => l.item.desc.split(/[^\p{L}]+/u).some((w) => FAMILY.test(w)));
    const family = said.length > 0 ? said : lines.filter((l) => l.perUnit && l.recurring);
    // "the student licences", "las licencias de alumnos": of those, the ones its other words name
    const qualifiers = scope.filter((w) => !FAMILY.test(w)).map(stem);
    const qualified = family.filter((l) => qualifiers.some((q) => wordsOf(l.item.desc).includes(q)));
    return qualified.length > 0 ? qualified : family;
  }
  // "15% off the hardware only": the goods sold ("3 x analyser units", "scanners"), when no line says hardware
  if (scope.some((w) => /^(?:hardware|hw|equipment|equipos?)$/i.test(w))) {
    const goods = lines.filter((l) => GOODS.test(l.item.desc) || /\b(?:hardware|equipment|equipos?)\b/i.test(l.tags ?? ''));
    const said = lines.filter((l) => /\b(?:hardware|hw|equipment|equipos?)\b/i.test(l.item.desc));
    if (said.length === 0 && goods.length > 0) return goods;
  }
  const stems = scope.map(stem);
  // (a line is named by its description or by what its clause put in brackets: "(hardware)")
  const named = (l: ReadLine) => wordsOf(`${l.item.desc} ${l.tags ?? ''}`);
  const all = lines.filter((l) => stems.every((s) => named(l).includes(s)));
  if (all.length > 0) return all;
  const telling = stems.filter((s) => !GENERIC_WORDS.test(s));
  return lines.filter((l) => telling.some((s) => named(l).includes(s)));
}

/** pct% of an amount, exactly, rounded half away from zero to the currency's minor unit. */
export function pctOf(amount: number, pct: number, digits: number): number {
  const scale = 10n ** 6n; // toScaled(pct, 4) is pct × 10^4, and a percentage divides by 100 more
  const raw = toScaled(amount, digits) * toScaled(pct, 4);
  return fromMinor((2n * raw + scale) / (2n * scale), digits);
}

/**
 * Ties each scoped percentage to the lines it names (`lines`, their positions in the draft), taken in the years one
 * of them is billed. A scope that names no line stays a percentage of everything and is reported.
 */
export function resolveScopes(read: ReadDiscount[], o: { lines: ReadLine[]; warn: (w: string) => void }): Discount[] {
  const { lines, warn } = o;
  const out: Discount[] = [];
  for (const { discount: d, scope, soft, exclude, lines: own } of read) {
    // a line's own discount on a deal of that one line is the deal's percentage
    const whole = !scope && !exclude && (!own || own.length === lines.length);
    if (own && !whole && d.kind === 'amount') {
      // "$500 off the training": only in the years that line is billed
      const billed = (y: 'y1' | 'y2') => own.some((l) => l.item[y] > 0);
      out.push({ ...d, y1: d.y1 && billed('y1'), y2: d.y2 && billed('y2') });
      continue;
    }
    if (whole || d.kind !== 'pct') {
      // "1.500 € de descuento en la migración": an amount scoped to one-time lines comes off year one only
      const named = !whole && d.kind === 'amount' && scope ? linesNamed(scope, lines) : [];
      const billed = (y: 'y1' | 'y2') => named.length === 0 || named.some((l) => l.item[y] > 0);
      out.push({ ...d, y1: d.y1 && billed('y1'), y2: d.y2 && billed('y2') });
      continue;
    }
    const left = exclude ? linesNamed(exclude, lines) : [];
    const named = (own ?? (scope ? linesNamed(scope, lines) : lines)).filter((l) => !left.includes(l));
    if (named.length === 0) {
      if (!soft)
        warn(`Discount "${d.label}" names lines that are not in the draft; it was applied to the whole subtotal. Check it.`);
      out.push(d);
      continue;
    }
    // the percentage stays a percentage of the lines it names, so an edit of those lines moves it with them
    const billed = (y: 'y1' | 'y2') => named.some((l) => l.item[y] > 0);
    const y1 = d.y1 && billed('y1');
    const y2 = d.y2 && billed('y2');
    if (y1 || y2) out.push({ ...d, y1, y2, lines: named.map((l) => lines.indexOf(l)).sort((a, b) => a - b) });
  }
  return out.filter((d) => d.value > 0 || d.kind === 'pct');
}
