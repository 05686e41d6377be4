// The words around a price in a line item: the per-unit/per-period phrase after it ("/seat/month", "per user per
// year", "p/m", "por sede y trimestre"), counts of units in the notes, and a clean description ("Seats — 200 × $45/month").

import { ANY_UNIT, type Count } from './counts';
import type { Money } from './money';
import { CODES } from './money';
import { capitalize, clean } from './text';

export type Period = 'month' | 'quarter' | 'half' | 'year';

// "pu_"/"pp_" stand for "pu/"/"pp/" (per user, per person): "$8 pu/yr", "$29 pp/pm"; "pupm" is per user per month
const MONTH =
  /^(?:months?|mo|mos|mth|mths|mnth|mnths|pm|mes|meses|mensual(?:es)?|mensualmente|monthly|p_m|(?:pu|pp)_(?:mo?|pm)|pupm|pppm|pcm)$/i;
const QUARTER = /^(?:quarters?|qtr|trimestres?|trimestral(?:es)?|trimestralmente|quarterly)$/i;
const HALF = /^(?:semi-?annual(?:ly)?|half-?year(?:ly)?|semestral(?:es)?|semestres?|semestralmente|bi-?annual(?:ly)?)$/i;
const YEAR =
  /^(?:years?|yr|yrs|annum|año|años|ano|anos|anual(?:es)?|anualmente|annual|annually|yearly|pa|p_a_?|(?:pu|pp)_(?:yr|y|a|py|pa)|pupy|pupa|pppy|pppa)$/i;
// a price for each one of a count: "c/u" (cada uno), "p/u" (per unit), "each", "apiece", "pu/yr"
const EACH = /^(?:c_u|p_u|each|ea|apiece|cada uno|(?:pu|pp)_\w+|pupm|pupy|pupa|pppm|pppy|pppa)$/i;
const PER = /^(?:\/|per|por|each|cada|x)$/i;
const FILLER = new RegExp(`^(?:a|al|an|y|and|el|the|every|${CODES.join('|')})$`, 'i');

export interface Tail {
  period?: Period;
  /** The unit a price is per ("seat" in "$45/seat/month"). */
  unit?: string;
  /** Characters of the phrase after the amount. */
  length: number;
  /** How many units the price is for ("NZ$0.85 per 1,000 emails": 1000); one when unsaid. */
  per?: number;
}

/** Whether the text goes on with "/" and a period ("/mes", "/ month"). */
function periodFollows(rest: string): boolean {
  const next = /^\s*\/\s*([^\s/,;.]+)/.exec(rest)?.[1] ?? '';
  return [MONTH, QUARTER, HALF, YEAR].some((re) => re.test(next));
}

/** Reads the phrase right after an amount; stops at the first word that is not part of a price. */
// "a $2.800.000 el día", "a S/ 180 la hora": an article before the unit of a Spanish rate (not "el primer año")
const PER_ARTICLE =
  /^\s+(?:d[ií]a|hora|jornada|semana|mes|a[nñ]o|trimestre|semestre|licencia|usuario|unidad|sede|puesto|equipo|dispositivo|sesi[oó]n|visita|tienda|sucursal|alumno|estudiante)\b/i;

// "NZ$0.85 per 1,000 emails", "$2 per thousand SMS", "0,50 € por cada mil envíos": a price for a thousand units
const PER_THOUSAND =
  /^\s*(?:per|por(?: cada)?|\/|for every|every)\s*(?:1[,.\s]?000|1k|one thousand|a thousand|thousand|mil)\s+([\p{L}][\p{L}-]*)/iu;

// "$18.000 pesos colombianos por finca al mes": the currency's name after the figure, before what it is per
const CURRENCY_NAME =
  /^\s+(?:pesos(?:\s+(?:colombianos|chilenos|mexicanos|argentinos|uruguayos|dominicanos|filipinos|cubanos))?|d[oó]lares(?:\s+(?:americanos|estadounidenses|canadienses|australianos))?|(?:us\s+|canadian\s+|australian\s+)?dollars|euros|soles|colones|quetzales|bolivianos|lempiras|c[oó]rdobas|guaran[ií]es|reales|rupees|rands?|pounds(?:\s+sterling)?|libras)(?=\s+(?:per|por|a|an|each|cada|al|\/)\b|\s*\/)/iu;

export function priceTail(after: string): Tail {
  const currency = CURRENCY_NAME.exec(after);
  if (currency) {
    const rest = priceTail(after.slice(currency[0].length));
    return { ...rest, length: currency[0].length + rest.length };
  }
  const thousand = PER_THOUSAND.exec(after);
  if (thousand?.[1]) {
    const rest = priceTail(after.slice(thousand[0].length));
    return { ...rest, unit: thousand[1], per: 1000, length: thousand[0].length + rest.length };
  }
  // same-length stand-ins keep offsets: "p/m" per month, "p/a" and "p.a." per year
  const text = after
    .replace(/\bp\/m\b/gi, 'p_m')
    .replace(/\bp\/a\b/gi, 'p_a')
    .replace(/\bp\.a\./gi, 'p_a_')
    .replace(/\b(pu|pp)\/(?=(?:m|mo|pm|yr|y|a|py|pa)\b)/gi, '$1_')
    // ("R1,150 pu pm": per user per month with a space)
    .replace(/\b(pu|pp) (?=(?:pm|mo|pa|py|yr)\b)/gi, '$1_')
    .replace(/\bc\/u\b/gi, 'c_u')
    .replace(/\bp\/u\b/gi, 'p_u');
  const stop = text.search(/[,;!?()\n·]|\.(?:\s|$)|\d/);
  // "/ Y2: $12k": a year tag before the next figure is not part of this price
  const cut = stop < 0 ? text : text.slice(0, stop);
  const window = /\d/.test(text.charAt(stop)) ? cut.replace(/\b(?:y|yr|year|a[nñ]o)\s*$/i, '') : cut;
  const tail: Tail = { length: 0 };
  // "$50,000 year 1": a year tag, not a price per year
  if (/^\s*(?:year|yr|a[nñ]o)\s*(?:1|2|one|two|uno|dos)\b/i.test(after)) return tail;
  let afterPer = false;
  let named = false;
  let nameAt = 0;
  for (const m of window.matchAll(/\/|[^\s/]+/g)) {
    const word = m[0];
    const end = (m.index ?? 0) + word.length;
    const period = MONTH.test(word)
      ? 'month'
      : QUARTER.test(word)
        ? 'quarter'
        : HALF.test(word)
          ? 'half'
          : YEAR.test(word)
            ? 'year'
            : undefined;
    if (EACH.test(word) && !tail.unit) tail.unit = ANY_UNIT;
    if (period) {
      // "£600 pa per user": a unit may still follow the period, a second period may not
      if (tail.period) break;
      tail.period = period;
      afterPer = false;
    } else if (
      PER.test(word) ||
      /^an?$/i.test(word) ||
      (tail.length === 0 && /^(?:el|la)$/i.test(word) && PER_ARTICLE.test(window.slice(end)))
    )
      afterPer = true; // also the a of: $38 a seat a month, and the el of: $2.800.000 el día
    // "por única vez": charged once, not per anything
    else if (afterPer && !tail.unit && /^[uú]nica$/i.test(word)) break;
    else if (afterPer && !tail.unit && /^(?:uno|una|one|u)$/i.test(word)) tail.unit = ANY_UNIT;
    else if (afterPer && /^m$/i.test(word) && !tail.period)
      tail.period = 'month'; // the m of: $45/u/m
    // "anual por la plataforma": "por" before an article is "for the", not a rate per unit
    else if (afterPer && /^(?:la|el|los|las|lo|the|un|una)$/i.test(word)) break;
    else if (afterPer && !tail.unit && /^\p{L}{2,}(?:-\p{L}{2,})?$/u.test(word)) tail.unit = word;
    // "39 € usuario/mes", "$12 user/month": the unit written before its period without a "per"
    else if (!tail.unit && !tail.period && /^\p{L}{2,}$/u.test(word) && periodFollows(window.slice(end))) tail.unit = word;
    // "$2,000 setup per property": one word naming the fee between the price and what it is per
    else if (
      !named &&
      !tail.unit &&
      !tail.period &&
      !afterPer &&
      /^\p{L}{3,}$/u.test(word) &&
      /^\s+(?:per|por)\s+\p{L}{3,}/iu.test(window.slice(end))
    ) {
      named = true;
      nameAt = m.index ?? 0;
      continue;
    } else if (!FILLER.test(word) && !EACH.test(word)) break;
    tail.length = end;
  }
  // (the word naming the fee stays in the item's name: "Guest WiFi setup")
  if (named && tail.unit) tail.length = nameAt;
  return tail;
}

export const UNIT_WORDS =
  'seats?|users?|licenses?|licences?|agents?|employees?|devices?|endpoints?|locations?|sites?|stores?|nodes?|servers?|usuarios?|licencias?|puestos?|agentes?|empleados?|dispositivos?|sedes?|tiendas?|servidores?';

const PERIOD_WORD: Record<'en' | 'es', Record<Period, string>> = {
  en: { month: 'month', quarter: 'quarter', half: 'half-year', year: 'year' },
  es: { month: 'mes', quarter: 'trimestre', half: 'semestre', year: 'año' },
};

// said of a price charged once: "one-time", "pago único", "por única vez"
export const ONCE =
  /(?<!\p{L})(?:one[- ]?time|one[- ]?off|once[- ]?off|once|non[- ]recurring|1x(?=\s*[):,])|pago [uú]nico|[uú]nico pago|una (?:sola |[uú]nica )?vez|(?:por )?[uú]nica vez)(?!\p{L})/iu;

const DOC_WORDS =
  /\b(?:proposal|quote|order|agreement|deal|renewal|propuesta|cotizaci[oó]n|oferta|pedido|contrato|acuerdo|renovaci[oó]n)\b/i;
const GENERIC =
  /^(?:unit price|price|pricing|cost|fee|amount|total|precio(?: unitario)?|monto|importe|valor|coste|costo|tarifa|(?:list|list price|price|cost|precio|precio de lista) (?:is|es|of|de|per \p{L}+|por \p{L}+))$/iu;
// (a bracket left open where the price cut the text, "once (show", goes too)
const NOISE =
  /\((?:[^)]*)\)|\([^)]*$|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+|\bc\/u\b|\b(?:one[- ]time|one[- ]off|once[- ]off|once|upfront|pago [uú]nico|[uú]nico pago|una (?:sola )?vez|por [uú]nica vez|y1|y2|yr ?1|yr ?2|year (?:one|two|1|2)|año [12]|(?:in |for )?(?:both|all|the two) (?:years|yrs)|(?:en |por |los )?(?:ambos|los dos) a[nñ]os)\b|\b(?:qty|quantity|cantidad|cant\.)(?:\s*[:=]?\s*\d[\d.,]*)?|[,\s]*\b(?:unit(?: price| cost)?|precio unitario)\s*[:=]?\s*$|(?:^|\s)(?:por )?[uú]nica vez(?=[\s,.;]|$)/gi;
const EDGE =
  /^(?:[-–—:;,.!?@×+&/]+|(?:on top(?: of (?:that|this))?|in addition|additionally|today|yesterday|this (?:morning|afternoon|week)|hoy|ayer|esta (?:mañana|tarde|semana)|at|for|the|of|de|del|la|el|los|las|para|a|al|per|por|on|in|en|with|con|and|y|x|plus|más|also|además)\b)\s*|\s*(?:[-–—:;,.!?@×+&/]+|,\s*\d+|\b(?:at|for|the|of|de|del|para|a|al|per|por|with|con|and|y|x|flat|fixed|is|are|es|son|that's|too|today|yesterday|hoy|ayer))$/i;
// labels that say where a value sits, not what is sold: "Line 2: Implementation", "Item: Setup", "Notes: onboarding"
const PLACE_LABEL = /^\s*(?:line|item|l[ií]nea|[ií]tem|notes?|notas?|product|producto|services?|servicios?)\s*\d*\s*$/i;
// "They want our Campus Suite LMS", "Quieren la plataforma Aula360": the request, not the product's name
const LEAD_IN =
  /^(?:(?:we'?re|we are)\s+(?:at|offering|quoting)(?:\s+|$)|(?:(?:they|we|he|she|(?:the )?(?:client|customer)|el cliente|ellos)\s+)?(?:want|wants|need|needs|require|requires|would like|asked for|are buying|quoted|proposed|offer(?:ed)?|propusimos|ofrecimos|quieren|requieren|necesitan|desean|solicitan|piden|cotizamos|ofrecemos)\s+(?:(?:our|the|a|an|la|el|los|las|un|una|nuestra|nuestro|nuestros|nuestras)\s+)?)/i;

/** Words left in a piece of a clause once the customer, document words, tags and connectors are gone. */
function nameIn(part: string, custName: string | undefined): string {
  // only the sentence the price is in ("…valid until Dec 15 2026. 10 seats x $99/mo")
  let text = part.split(/[.!?]\s+/).pop() ?? '';
  if (custName && text.includes(custName)) text = text.slice(text.indexOf(custName) + custName.length);
  const colon = text.lastIndexOf(':');
  if (colon >= 0) {
    const label = text.slice(0, colon);
    const rest = text.slice(colon + 1);
    const restNames = /\p{L}/u.test(rest);
    text = DOC_WORDS.test(label) || PLACE_LABEL.test(label) || (/[@)]/.test(label) && restNames) ? rest : text.replace(':', ' ');
  }
  if (DOC_WORDS.test(text)) return '';
  text = text.replace(NOISE, ' ').replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim().replace(LEAD_IN, '');
  // a name is at most six words: a longer run is none, and stripping its edges one by one ("1,1,1,…") is quadratic
  if (text.length > 300) return '';
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
  count?: Count;
  lang: string;
  custName?: string;
  product?: string;
}

interface Named {
  name: string;
  unit?: string;
  priceText: string;
}

function nameOf(w: ItemWords): Named {
  const { clause, money, tail, count } = w;
  const priceText = clause
    .slice(money.index, money.index + money.length)
    .replace(/\s+/g, ' ')
    .trim();
  const before = clause.slice(0, count?.start ?? money.index);
  // up to a stated computation ("= $29,700/yr") or the next amount ("/ Y2: $12k")
  const after = clause.slice(money.index + money.length + tail.length).split(/=|[$€£¥]|\b(?:y|yr|year|a[nñ]o)\s*\d/i)[0] ?? '';
  // "named users", "concurrent seats": the qualifier belongs to the unit
  const unitWords = (count?.words?.replace(/\b(named|concurrent)\s+/i, '$1+') ?? '').split(/\s+/).filter(Boolean);
  const unitRe = new RegExp(`^(?:(?:named|concurrent)\\+)?(?:${UNIT_WORDS})$`, 'i');
  const unitAt = unitWords.findIndex((x) => unitRe.test(x) || (count?.unit !== undefined && x === count.unit));
  const unit = unitAt >= 0 ? unitWords[unitAt] : (count?.unit ?? (unitWords.length === 1 ? unitWords[0] : undefined));
  const inner = unitWords.filter((_, i) => i !== (unitAt >= 0 ? unitAt : unitWords.length === 1 ? 0 : -1)).join(' ');
  const name = [nameIn(before, w.custName), nameIn(inner, undefined), nameIn(after, undefined)].filter(Boolean).join(' ');
  return { name, unit, priceText };
}

/** The name of what is sold in these words, "" when they name nothing but the price and the count. */
export function itemName(w: ItemWords): string {
  return nameOf(w).name;
}

/** "Enterprise edition — 500 seats × $32/month", "Seats — 200 × $45/month", "Onboarding", "Platform — ¥150,000/month". */
export function describeItem(w: ItemWords): string {
  const { count } = w;
  const { unit, priceText, ...named } = nameOf(w);
  let name = named.name;
  if (!name && count && w.product) name = w.product;
  if (!name && unit) name = unit;
  name = capitalize(clean(name.replace(/\+/g, ' ')));
  const words = PERIOD_WORD[w.lang.startsWith('es') ? 'es' : 'en'];
  const per = w.period && w.period !== 'once' ? `/${words[w.period]}` : '';
  const unitText = unit?.replace(/\+/g, ' ');
  const showUnit = unitText && name.toLowerCase() !== unitText.toLowerCase() ? ` ${unitText}` : '';
  let detail = '';
  // ("400,000 emails × NZ$0.85 per 1,000/month")
  const thousand = w.tail.per === 1000 ? (w.lang.startsWith('es') ? ' por mil' : ' per 1,000') : '';
  if (count) detail = `${count.text}${showUnit} × ${priceText}${thousand}${per}`;
  else if (w.period === 'month' || w.period === 'quarter') detail = `${priceText}${per}`;
  if (name && detail) return `${name} — ${detail}`;
  return name || detail || capitalize(clean(w.clause.replace(/\s+/g, ' ')));
}
