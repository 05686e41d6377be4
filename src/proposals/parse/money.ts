// Amounts in sales notes: currency symbols, ISO codes and words, thousands/decimal separators in English and Spanish
// and Indian grouping ("1,50,000"), k/M/mil/lakh/crore/grand suffixes. "$" alone is USD unless the notes name another dollar/peso currency by code.

export interface Money {
  value: number;
  /** ISO code when the amount carries a currency sign, code or word; null for a bare number. */
  currency: string | null;
  /** "$" found without a code: which dollar it is depends on the rest of the notes. */
  dollarSign: boolean;
  index: number;
  length: number;
}

const SYMBOLS: Array<[string, string]> = [
  ['US$', 'USD'],
  ['U$S', 'USD'],
  ['USD$', 'USD'],
  ['MX$', 'MXN'],
  ['R$', 'BRL'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['₹', 'INR'],
  ['RD$', 'DOP'],
  ['J$', 'JMD'],
  ['TT$', 'TTD'],
  ['NT$', 'TWD'],
  ['GH₵', 'GHS'],
  ['₡', 'CRC'],
  ['Gs.', 'PYG'],
  ['₲', 'PYG'],
  ['₦', 'NGN'],
  ['Rp', 'IDR'],
  ['KSh', 'KES'],
  ['Ksh', 'KES'],
  ['₵', 'GHS'],
  ['₱', 'PHP'],
  ['₩', 'KRW'],
  ['₪', 'ILS'],
  ['₫', 'VND'],
  ['฿', 'THB'],
  ['₺', 'TRY'],
  ['S/.', 'PEN'],
  ['S/', 'PEN'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  // the full-width yen sign of Japanese text
  ['￥', 'JPY'],
  ['$', ''],
];

export const CODES = [
  'USD',
  'EUR',
  'GBP',
  'MXN',
  'COP',
  'CLP',
  'ARS',
  'BRL',
  'PEN',
  'UYU',
  'CAD',
  'AUD',
  'JPY',
  'CHF',
  'NZD',
  'SGD',
  'HKD',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'ZAR',
  'GTQ',
  'CRC',
  'DOP',
  'BOB',
  'PYG',
  'AED',
  'CNY',
  // (not every ISO code: "ALL", "CUP", "AMD", "GEL" are words of notes as often as currencies, so those are read from
  // their signs only; "PHP", "TRY" and "MAD" only before or after a figure of 100 or more, see WORD_LIKE)
  'PHP',
  'TRY',
  'MAD',
  'KES',
  'NGN',
  'GHS',
  'EGP',
  'TZS',
  'UGX',
  'ZMW',
  'BWP',
  'XOF',
  'XAF',
  'ETB',
  'MUR',
  'ILS',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'PKR',
  'BDT',
  'LKR',
  'NPR',
  'IDR',
  'MYR',
  'THB',
  'VND',
  'KRW',
  'TWD',
  'HUF',
  'RON',
  'BGN',
  'ISK',
  'UAH',
  'HNL',
  'NIO',
  'PAB',
  'VES',
  // the Israeli shekel's everyday name ("NIS 2,300"), read as ILS
  'NIS',
];

const WORDS: Array<[RegExp, string]> = [
  [/^(?:d[oó]lares\s+americanos|dls)\b/i, 'USD'],
  [/^(?:rupees?|rupias?)\b/i, 'INR'],
  [/^quid\b/i, 'GBP'],
  [/^euros?\b/i, 'EUR'],
  [/^(?:pounds?(?:\s+sterling)?|libras(?:\s+esterlinas)?)\b/i, 'GBP'],
  [/^pesos\s+mexicanos\b/i, 'MXN'],
  [/^pesos\s+colombianos\b/i, 'COP'],
  [/^pesos\s+chilenos\b/i, 'CLP'],
  [/^pesos\s+argentinos\b/i, 'ARS'],
  [/^reais|^reales\b/i, 'BRL'],
  [/^soles\b/i, 'PEN'],
  [/^yen\b/i, 'JPY'],
  [/^colones\b/i, 'CRC'],
  [/^quetzal(?:es)?\b/i, 'GTQ'],
  [/^guaran[ií]es\b/i, 'PYG'],
];

// Indian grouping first: "1,50,000" is a lakh and a half, not 1.50
const INDIAN = String.raw`\d{1,2}(?:,\d{2}){1,5},\d{3}(?:\.\d{1,2})?`;
// groups are bounded (a quintillion is the most any note writes): a 50 KB run of "1,21,21…" is not rescanned
// after a sign or code, a plain space may group thousands too ("USD 1 200", "€ 12 000"), unless what follows the
// second figure is what it counts ("$45 100 users" is $45 for 100 users)
const COUNTED =
  'users?|seats?|licen[cs]es?|students?|employees?|devices?|endpoints?|units?|locations?|sites?|stores?|hours?|days?|months?|years?|usuarios?|licencias?|alumnos?|estudiantes?|puestos?|sedes?|horas?|d[ií]as?|meses|a[nñ]os';
const SPACED = String.raw`\d{1,3}(?: \d{3}){1,6}(?:[.,]\d{1,2})?(?![\d.,]|\s?(?:%|[x×]\s?\d|(?:${COUNTED})\b))`;
// (Swiss notation groups thousands by apostrophes: "CHF 1'250.–")
const NUMBER = String.raw`${INDIAN}|${SPACED}|\d{1,3}(?:[.,\u00a0\u202f'’]\d{3}){1,6}(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const SUFFIX = String.raw`(?:\s?(?:k|K|M|MM|mm|mil(?:lones|lón|lion|lions)?|million|millones|lakhs?|lacs?|crores?|L|Cr|jt|juta|rb|ribu)\b)?`;
const symbolAlt = SYMBOLS.map(([s]) => s.replace(/[.*+?^$()|[\]\\/]/g, '\\$&')).join('|');
const codeAlt = CODES.join('|');
// sign or code before the number, or code/word after it
// before a currency written after it, a space may separate thousands: "30 000 €"
const NUMBER_AFTER = String.raw`${INDIAN}|\d{1,3}(?:[.,\u00a0\u202f '’]\d{3}){1,6}(?:[.,]\d{1,2})?|\d{1,20}(?:[.,]\d{1,20})?`;
const PESOS = String.raw`pesos(?:\s+(?:mexicanos|colombianos|chilenos|argentinos|uruguayos))?`;
/** A word pattern that matches capitalised too: "euros?" → "[Ee]uros?". */
export function anyCaseFirst(word: string): string {
  return `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`;
}

// currency words after a figure, capitalised or not ("45 Dollars", "2.000 Euro")
const AFTER_WORDS = [
  'dollars?',
  'd[oó]lares',
  'bucks',
  'euros?',
  'pounds?',
  'quid',
  'libras',
  PESOS,
  'reais',
  'reales',
  'soles',
  'yen',
  'colones',
  'quetzal(?:es)?',
  'rupees?',
  'rupias?',
  'dls',
  // slang for thousands and millions of the local pesos: "18 lucas" (Argentina, Chile), "1,2 palos" (Colombia)
  'lucas',
  'palos?',
]
  .map(anyCaseFirst)
  .join('|');
// "Rs" and "Rs." before a figure are rupees, as "₹" is
// signs written after the figure: "18 €", "4,800円" (the yen in Japanese), "50,000원" (the won in Korean)
const SIGNS_AFTER: Record<string, string> = { '€': 'EUR', '£': 'GBP', 円: 'JPY', 원: 'KRW' };
const MONEY = new RegExp(
  String.raw`(?:(${symbolAlt})\s?|\b(${codeAlt}|Rs\.?)\s?)(${NUMBER})(${SUFFIX})|(?<!\d\/)\b(${NUMBER_AFTER})(${SUFFIX})\s?(?:de\s+)?(?:(${codeAlt})\b|(${Object.keys(SIGNS_AFTER).join('|')})|(${AFTER_WORDS})\b)`,
  'g',
);

/** Reads "1,234.56", "1.234,56", "1 234", "45", "45,5" as a number; a single separator before 3 digits is thousands. */
export function readNumber(raw: string): number {
  const s = raw.replace(/[\u00a0\u202f '’]/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const tail = parts[parts.length - 1] ?? '';
    // "0.021" is a decimal: no thousands group starts with a bare zero
    const thousands = parts.length > 2 || (tail.length === 3 && !/^0?$/.test(parts[0] ?? ''));
    normalized = thousands ? parts.join('') : parts.join('.');
  } else {
    normalized = s;
  }
  return Number(normalized);
}

/** Money slang that is itself a scale: thousands ("lucas") and millions ("palos") of the notes' pesos. */
const SLANG: Array<[RegExp, number]> = [
  [/^lucas$/i, 1000],
  [/^palos?$/i, 1_000_000],
];

/**
 * The figure before a scale: "$1.155M" is 1.155 million, not 1,155 million ("k", "M", "million", "lakh" and "crore" scale
 * a short figure, so a dot before three digits there is a decimal point); before "MM", "mil" and "millones" it groups
 * thousands as elsewhere ("$1.200 millones").
 */
function mantissa(number: string, suffix: string): number {
  const decimal = /^\s?(?:k|K|M|million|millions|lakhs?|lacs?|crores?|L|Cr)$/.test(suffix) && /^\d{1,3}\.\d{3}$/.test(number);
  return decimal ? Number(number) : readNumber(number);
}

/** What a suffix multiplies by: "k", "grand", "mil" a thousand; "lakh" 100,000; "crore" ten million; "M" a million. */
export function scale(suffix: string): number {
  const s = suffix.trim();
  if (!s) return 1;
  if (/^(?:k|mil|grand)$/i.test(s)) return 1000;
  // ("Rs 2.4L", "₹1.2 Cr": Indian notes abbreviate lakh and crore)
  if (/^(?:lakhs?|lacs?|L)$/i.test(s)) return 100_000;
  if (/^(?:crores?|cr)$/i.test(s)) return 10_000_000;
  // ("Rp 25 jt": Indonesian juta, a million; ribu, a thousand)
  if (/^(?:rb|ribu)$/i.test(s)) return 1000;
  return 1_000_000;
}

/** Avoids binary float noise from scaling, e.g. 1.1 × 1000. */
function tidy(n: number): number {
  return Number(n.toPrecision(15));
}

// "60k" with no sign: money only when the notes name their currency elsewhere, and not a count ("60k users")
// ("2 grand", "1.5 lakh" and "2 crore" are the same kind of figure)
const BARE_K =
  /\b(\d{1,3}(?:[.,]\d{1,2})?)\s?([kK]|grand|lakhs?|lacs?|crores?|mil)\b(?!\s*(?:users?|seats?|licen[cs]es?|usuarios?|licencias?|puestos?|devices?|endpoints?|employees?|records?|rows?|requests?|calls?|emails?|visits?|words?|mau|dau)\b)/gi;
// "Unit price: 95.00" with no sign under a price label: money when the notes name their currency elsewhere
const BARE_PRICE =
  /\b(?:unit price|unit cost|list price|price|rate|precio(?: unitario| de lista)?|tarifa|importe unitario)\s*[:=]\s*(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d.,]*\s*%)/gi;
// a code written after a signed amount names its currency: "$450 MXN"
const CODE_AFTER = new RegExp(String.raw`^\s?(${codeAlt})\b`);

// a plural noun right after a bare "100k" that is not money's own word
const COUNTED_AFTER_K =
  /^\s+(?!(?:fees|costs|dollars|bucks|euros|pounds|pesos|quid|rupees|francs|yen|reais|soles|a[nñ]os|years|months|meses|per|por|each|cada|total|plus|más|one)\b)\p{Ll}{3,}s\b/u;

/**
 * Which figures without a currency by them are money: "60k" or "Unit price: 95.00" when the notes name their currency
 * elsewhere (`bareK`); a figure in a price's own shape when the notes name no currency at all (`priceShapes`).
 */
export interface BareMoney {
  bareK?: boolean;
  priceShapes?: boolean;
}

// a thing sold per unit and a period, after a figure: "9.50/seat/mo", "12 per user per month", "6 por alumno al año"
const THING =
  'seats?|users?|licen[cs]es?|devices?|endpoints?|students?|learners?|employees?|agents?|locations?|sites?|stores?|units?|usuarios?|licencias?|alumnos?|estudiantes?|puestos?|sedes?|agentes?';
const PER_PERIOD = String.raw`(?:\/\s?|\s?(?:per|por|a|an|al)\s+)(?:mo|mos|month|months|mth|m|yr|year|annum|y|quarter|qtr|mes|a[nñ]o)\b`;
const PER_THING = String.raw`(?:\/\s?|\s?(?:per|por|each|cada)\s+)(?:${THING})\b`;
// bounded figure: a 50 KB run of "1.1.1…" is not rescanned from every digit
const BARE_FIGURE = String.raw`(\d{1,3}(?:[.,]\d{3}){1,4}(?:[.,]\d{1,2})?|\d{1,7}(?:[.,]\d{1,2})?)`;
// "@ 9.50", "@ 9.50/seat/mo", "at 12 per user per month", "9.50/seat/mo", "12 per user per month"; not "@ 3pm"
const BARE_RATE = new RegExp(
  String.raw`(?:@\s?|\bat\s+(?=[\d.,]+(?:\s?[kK])?${PER_THING}))${BARE_FIGURE}(\s?[kK]\b)?(?!\d|\s?(?:%|am\b|pm\b|h\b|:\d|[.,]\d))|(?<![\d.,/$€£-])\b${BARE_FIGURE}(\s?[kK]\b)?(?=${PER_THING}${PER_PERIOD})`,
  'gi',
);
// a fee named, then a figure alone: "onboarding 4k.", "setup fee: 1,500", "implementation 2500 one-time"
const BARE_FEE_SHAPE = new RegExp(
  String.raw`\b(?:set-?up|onboarding|implementation|installation|training|migration|consulting|professional services|hosting|maintenance|support|implementaci[oó]n|instalaci[oó]n|capacitaci[oó]n|formaci[oó]n|soporte)(?:\s+(?:fee|cost|charge|price|costo|cuota))?\s*(?:[:=–—-]\s*|\s)${BARE_FIGURE}(\s?[kK]\b)?(?=\s*(?:[.,;)]\s|[.,;)]?$|[.,;)]?\n|(?:one[- ]time|once|one[- ]off|upfront|flat|pago [uú]nico|monthly|annually|yearly|mensual|anual)\b|${PER_PERIOD}))`,
  'gim',
);

/** Figures in a price's own shape with no currency by them (for notes that name no currency). */
function priceShaped(text: string, out: Money[]): Money[] {
  const found: Money[] = [];
  // most clauses hold no figure at all: they cost one test
  if (!/\d/.test(text)) return found;
  // the characters an amount already holds, marked once: checking every earlier amount was quadratic
  const held = new Uint8Array(text.length + 1);
  const hold = (m: Money) => held.fill(1, m.index, m.index + m.length);
  const taken = (index: number, length: number) => held.subarray(index, index + length).includes(1);
  for (const m of out) hold(m);
  for (const re of [BARE_RATE, BARE_FEE_SHAPE])
    for (const m of text.matchAll(re)) {
      const number = m[1] ?? m[3] ?? '';
      const k = (m[1] !== undefined ? m[2] : m[4]) ?? '';
      const index = (m.index ?? 0) + m[0].length - k.length - number.length;
      const value = tidy(readNumber(number) * (k ? 1000 : 1));
      // a fee's figure under 100 with no "k" is more likely a count or a day; a year is no price
      if (re === BARE_FEE_SHAPE && ((value < 100 && !k) || /^(?:19|20)\d\d$/.test(number))) continue;
      if (value <= 0 || taken(index, number.length + k.length)) continue;
      const money = { value, currency: null, dollarSign: false, index, length: number.length + k.length };
      found.push(money);
      hold(money);
    }
  return found;
}

/** ISO codes that are also words of notes (PHP the language, "TRY", "MAD"): money only beside a figure of 100 or more. */
const WORD_LIKE = new Set(['PHP', 'TRY', 'MAD']);

export function findMoney(text: string, o: BareMoney = {}): Money[] {
  const out: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const [all, sym, codeBefore, numBefore, sufBefore, numAfter, sufAfter, codeAfter, signAfter, wordAfter] = m;
    const number = numBefore ?? numAfter ?? '';
    const suffix = sufBefore ?? sufAfter ?? '';
    let currency: string | null = null;
    let dollarSign = false;
    if (sym !== undefined) {
      currency = SYMBOLS.find(([s]) => s === sym)?.[1] || null;
      dollarSign = sym === '$';
    } else if (codeBefore?.startsWith('Rs')) {
      currency = 'INR';
    } else if (codeBefore ?? codeAfter) {
      currency = (codeBefore ?? codeAfter) as string;
      if (currency === 'NIS') currency = 'ILS';
    } else if (signAfter) {
      currency = SIGNS_AFTER[signAfter] ?? null;
    } else if (wordAfter) {
      currency = WORDS.find(([re]) => re.test(wordAfter))?.[1] ?? null;
      // "bucks" are the notes' dollars, as a bare "$" is
      if (/^(?:pesos|bucks|dollars?|d[oó]lares)/i.test(wordAfter) && !currency) dollarSign = true;
    }
    // "PHP 8.2", "TRY 2 seats": a code that is also a word is money only with a figure no version or count has
    if (currency && WORD_LIKE.has(currency) && !(/\d[.,\s]\d{3}/.test(number) || readNumber(number) >= 100)) continue;
    let length = all.length;
    const code = sym !== undefined ? CODE_AFTER.exec(text.slice((m.index ?? 0) + length)) : null;
    if (code?.[1] && (sym === '$' || SYMBOLS.find(([s]) => s === sym)?.[1] === code[1])) {
      currency = code[1];
      dollarSign = false;
      length += code[0].length;
    }
    // "lucas" are thousands and "palos" millions of pesos whose country the notes may not say
    const slang = wordAfter && !suffix ? SLANG.find(([re]) => re.test(wordAfter))?.[1] : undefined;
    if (slang) dollarSign = false;
    // ("L" and "Cr" are lakh and crore only beside rupees: "USD 40 L" is no lakh)
    const indian = /^\s?(?:L|Cr)$/.test(suffix);
    if (indian && currency !== 'INR') length -= suffix.length;
    const scaled = indian && currency !== 'INR' ? '' : suffix;
    const value = tidy(mantissa(number, scaled) * (slang ?? scale(scaled)));
    out.push({ value, currency, dollarSign, index: m.index ?? 0, length });
  }
  if (o.bareK) {
    for (const m of text.matchAll(BARE_K)) {
      const index = m.index ?? 0;
      if (out.some((f) => index < f.index + f.length && f.index < index + m[0].length)) continue;
      // "100k credits", "40k pages": a count of things, not money
      if (COUNTED_AFTER_K.test(text.slice(index + m[0].length, index + m[0].length + 30))) continue;
      out.push({
        value: tidy(readNumber(m[1] ?? '') * scale(m[2] ?? 'k')),
        currency: null,
        dollarSign: false,
        index,
        length: m[0].length,
      });
    }
    for (const m of text.matchAll(BARE_PRICE)) {
      const number = m[1] ?? '';
      const index = (m.index ?? 0) + m[0].length - number.length;
      if (out.some((f) => index < f.index + f.length && f.index < index + number.length)) continue;
      out.push({ value: tidy(readNumber(number)), currency: null, dollarSign: false, index, length: number.length });
    }
  }
  if (o.priceShapes) out.push(...priceShaped(text, out));
  if (o.bareK || o.priceShapes) out.sort((a, b) => a.index - b.index);
  return out;
}

const DOLLAR_COUNTRIES: Record<string, string> = {
  canadian: 'CAD',
  australian: 'AUD',
  'new zealand': 'NZD',
  singapore: 'SGD',
  'hong kong': 'HKD',
};
const COUNTRY = String.raw`(canadian|australian|new zealand|singapore|hong kong)`;
// the country said next to the dollars: "Canadian dollars", "12 dollars a user a month Canadian", "$40 Australian"
const DOLLAR_OF = new RegExp(
  String.raw`\b${COUNTRY}\s+dollars?\b|(?:\bdollars?|\$\s?\d[\d.,]*\S*)\s+(?:[\p{L}\p{N}/]+\s+){0,5}?${COUNTRY}\b`,
  'iu',
);

/** The notes' currency: an explicit code or word wins, then unambiguous signs, then "$" as USD. */
const NAMED_CURRENCY: Array<[RegExp, string]> = [
  [/\bpesos\s+mexicanos\b/i, 'MXN'],
  [/\bpesos\s+colombianos\b/i, 'COP'],
  [/\bpesos\s+chilenos\b/i, 'CLP'],
  [/\bpesos\s+argentinos\b/i, 'ARS'],
  [/\bpesos\s+uruguayos\b/i, 'UYU'],
  [/\bquetzal(?:es)?\b/i, 'GTQ'],
  [/\bcolones\b/i, 'CRC'],
  [/\bguaran[ií]es\b/i, 'PYG'],
];

const BARE_CODE = new RegExp(String.raw`\b(${CODES.filter((c) => !WORD_LIKE.has(c)).join('|')})\b`);

export function detectCurrency(text: string): string {
  const found = findMoney(text);
  const explicit = found.find((m) => m.currency);
  if (explicit?.currency) return explicit.currency;
  // (a code that is also a word names the currency only beside its figure: "needs PHP 8.2" is no peso)
  const code = BARE_CODE.exec(text)?.[1];
  if (code) return code === 'NIS' ? 'ILS' : code;
  // "Todo en pesos chilenos", "precios en quetzales": the currency named apart from the figures
  const named = NAMED_CURRENCY.find(([re]) => re.test(text));
  if (named && found.every((m) => m.dollarSign || !m.currency)) return named[1];
  // "twelve dollars a user a month Canadian", "Australian dollars": a dollar named by its country
  const country = DOLLAR_OF.exec(text);
  if (country) return DOLLAR_COUNTRIES[(country[1] ?? country[2] ?? '').toLowerCase()] ?? '';
  if (found.some((m) => m.dollarSign)) return 'USD';
  return '';
}

// "R189", "R2 500", "R18 000": South African rand. "R" before a figure is too common otherwise ("R2 release",
// "Canon R100"), so it is read as rand only when the notes name the rand or write two or more such figures of at
// least three digits or with a thousands group.
const RAND = /\bR ?(\d{1,3}(?:[ \u00a0]\d{3})+(?:[.,]\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{3,}(?:[.,]\d{2})?)(?![\d%])/g;

const RAND_SHORT = /\bR ?(\d{1,3}(?:[ \u00a0]\d{3})+(?:[.,]\d{2})?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:[.,]\d{2})?)(?![\d%])/g;

/**
 * Signs that end in a full stop ("Gs. 95.000", "B/. 1,200") written as their codes, so the sentence reader does not
 * end a sentence at the sign.
 */
export function dottedSigns(notes: string): string {
  const out = notes.replace(/\bGs\.\s?(?=\d)/g, 'PYG ').replace(/(?<![\p{L}\d])B\/\.\s?(?=\d)/gu, 'PAB ');
  // "Bs 520": bolivianos or bolívares, by the country the notes name
  // (or by the customer's address: ".com.bo", ".com.ve")
  const bs = /\b(?:BOB|Bolivia\w*|bolivianos?)\b|\.bo\b/i.test(out)
    ? 'BOB'
    : /\b(?:VES|Venezuela\w*|bol[ií]vares)\b|\.ve\b/i.test(out)
      ? 'VES'
      : undefined;
  return bs ? out.replace(/\bBs\.?(?:S\.?)?\s?(?=\d)/g, `${bs} `) : out;
}

/** The notes with quetzal figures written "Q 180" given their code when the notes name the quetzal; else unchanged. */
export function quetzalAmounts(notes: string): string {
  if (!/\b(?:quetzal(?:es)?|Guatemala)\b/i.test(notes)) return notes;
  return notes.replace(/\bQ ?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)(?![\d%])/g, 'GTQ $1');
}

/** The notes with lempira figures written "L 320" given their code when the notes name the lempira; else unchanged. */
export function lempiraAmounts(notes: string): string {
  if (!/\b(?:HNL|lempiras?|Honduras|hondure[ñn][oa]s?)\b|\.hn\b/i.test(notes)) return notes;
  return notes.replace(/(?<![\p{L}\d])L\.? ?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)(?![\d%])/gu, 'HNL $1');
}

/** The notes with ringgit figures written "RM 240" given their code when the notes are Malaysian; else unchanged. */
export function ringgitAmounts(notes: string): string {
  if (!/\b(?:MYR|ringgit|Malaysia\w*|Sdn\.? Bhd\.?|Berhad|Kuala Lumpur)\b|\.my\b/i.test(notes)) return notes;
  return notes.replace(/\bRM ?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)(?![\d%])/g, 'MYR $1');
}

/**
 * Pence written "45p" in notes priced in pounds: "45p per home per month" is £0.45 ("7.5p" £0.075). Only where the
 * notes name the pound, and only before what a price is per.
 */
export function penceAmounts(notes: string): string {
  if (!/£|\bGBP\b|\bpounds?\b/i.test(notes)) return notes;
  return notes.replace(
    /(?<![\w.,£$€])(\d{1,2}(?:\.\d{1,2})?)p(?=\s*(?:per|each|a|an|\/|x|×)\b|\s*\/)/g,
    (_m: string, n: string) => `£${(Number(n) / 100).toFixed(n.includes('.') ? 2 + (n.split('.')[1]?.length ?? 0) : 2)}`,
  );
}

/**
 * Counts written with a scale before what they count ("1.2M messages", "120k msgs") in digits, so a price per message
 * finds them; a figure after a currency sign stays money ("$1.2M").
 */
export function scaledCounts(notes: string): string {
  return notes.replace(
    /(?<![\w.,$€£¥₹]|[A-Z]{3}\s)(\d{1,3}(?:\.\d{1,3})?)\s?([kKM])(?=\s+\p{Ll}{3,})/gu,
    (m: string, n: string, k: string, at: number, all: string) => {
      if (!COUNTED_AFTER_K.test(all.slice(at + m.length, at + m.length + 30))) return m;
      // (a tier's bound stays as written: "up to 5M calls/yr: $0.004/call")
      if (/(?:up ?to|under|over|below|above|hasta|m[aá]s de|menos de|[<>≤≥])\s*$/i.test(all.slice(Math.max(0, at - 12), at)))
        return m;
      const value = Math.round(Number(n) * (k === 'M' ? 1_000_000 : 1000));
      return value.toLocaleString('en-US');
    },
  );
}

/** The notes with rand figures written "R189" given their code ("ZAR 189") when they are rand; else unchanged. */
export function randAmounts(notes: string): string {
  const found = [...notes.matchAll(RAND)].length;
  // the rand named, or a South African company ("(Pty) Ltd") or address: short figures ("R85 per sensor") are rand too
  const named = /\b(?:ZAR|rands?|South Africa\w*)\b|\(Pty\)|\bPty Ltd\b|\.co\.za\b/i.test(notes);
  const any = named ? RAND_SHORT : RAND;
  if ((found === 0 && !named) || (found < 2 && !named)) return notes;
  return notes.replace(any, (_, n: string) => `ZAR ${n.replace(/[ \u00a0](?=\d{3})/g, '')}`);
}

// "450 kr", "kr 450", "60 000 kr.", "1 200:-": Swedish, Norwegian or Danish kronor, by what else the notes say
const KRONA =
  /\bkr\.?\s?(\d{1,3}(?:[ \u00a0.]\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?)(?![\d%])|(?<![\d.,])(\d{1,3}(?:[ \u00a0.]\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?)\s?(?:kr\b|:-)/g;
const KRONA_OF: Array<[string, RegExp]> = [
  ['SEK', /\b(?:SEK|[Ss]wed(?:en|ish)|[Ss]verige|[Ss]vensk\w*|[\w.-]+\.se|AB|[Kk]ronor)\b/],
  ['NOK', /\b(?:NOK|[Nn]orw(?:ay|egian)|[Nn]orge|[Nn]orsk\w*|[\w.-]+\.no|AS|MVA|mva)\b/],
  ['DKK', /\b(?:DKK|[Dd]enmark|[Dd]anish|[Dd]anmark|[Dd]ansk\w*|[\w.-]+\.dk|ApS|A\/S)\b/],
];

/**
 * The notes with krona figures ("450 kr", "60 000 kr") given their code ("SEK 450", "SEK 60000") when the notes say
 * which krona (a code, the country, a .se/.no/.dk address, AB/AS/ApS); unchanged when they do not or say two.
 */
export function kronaAmounts(notes: string): string {
  if (!KRONA.test(notes)) return notes;
  KRONA.lastIndex = 0;
  const which = KRONA_OF.filter(([, cue]) => cue.test(notes)).map(([code]) => code);
  if (which.length !== 1) return notes;
  // the figure as the money reader reads it: thousands without spaces or dots, a decimal comma kept
  const plain = (n: string) => n.replace(/[ \u00a0.](?=\d{3})/g, '');
  return notes.replace(KRONA, (_, before?: string, after?: string) => `${which[0]} ${plain(before ?? after ?? '')}`);
}
