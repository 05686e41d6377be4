// Which years a phrase speaks of: "year one", "y2", "segundo año", "both years", and whether the deal spans several.

const ANO = 'a[nñ]o';
export const YEAR_ONE = new RegExp(
  String.raw`\b(?:year[- ]?(?:one|1)|first year|1st year|y1|yr ?1|primer ${ANO}|${ANO}[- ]?(?:1|uno)|1er ${ANO})\b`,
  'i',
);
/** Year two as written: "year 2", "2nd yr", "y2", "segundo año", "año 2", "2º año", "2do. año". */
const SECOND = String.raw`years?[- ]?(?:two|2)|second[- ]year|second (?:contract|subscription|licen[cs]e|billing) year|2nd (?:contract|subscription) year|2nd[- ]y(?:ea)?r|y2|yr ?2|segundo ${ANO}|${ANO}[- ]?(?:2|dos)|2\s?(?:do|º|°|o|ª)\.?\s?${ANO}`;
/** "the first year … and $600 the second", "el primer año y USD 600 el segundo": year two left implicit. */
const IMPLIED_SECOND = String.raw`(?<=\b(?:first year|year (?:one|1)|primer ${ANO}|${ANO} (?:uno|1))\b.{0,80})\b(?:the|el|al|del|en el)\s+(?:second|segundo)\b(?!\s*[\p{L}\d])`;
export const YEAR_TWO = new RegExp(String.raw`\b(?:${SECOND})\b|${IMPLIED_SECOND}`, 'iu');
/** A clause that opens with year two ("Year 2: $55/seat", "precio año 2: 24 USD"): a price for the second year. */
export const LEADS_YEAR_TWO = new RegExp(
  String.raw`^\W*(?:(?:from|starting(?: in)?|beginning(?: in)?|in|a partir del?|desde el|en el|para el)\s+(?:the\s+)?)?(?:(?:price|pricing|precio)\s+(?:(?:for|in|del?|en)\s+(?:the\s+|el\s+)?)?)?(?:(?:the|el)\s+)?(?:${SECOND})\b`,
  'i',
);
// "year 1 only", "first year only", "only in year one", "solo el primer año": said of year one alone
export const YEAR_ONE_ONLY = new RegExp(
  String.raw`(?:${YEAR_ONE.source})\s*(?:only|solamente|nada m[aá]s)\b|\b(?:only|solo|s[oó]lo|[uú]nicamente)\s+(?:(?:in|for|on|el|en el|para el|the)\s+)*(?:${YEAR_ONE.source})`,
  'iu',
);

export const BOTH_YEARS = new RegExp(
  String.raw`\b(?:both years|each year|every year|all years|years? (?:one|1) and (?:two|2)|y1 and y2|y1\s*\+\s*y2|ambos ${ANO}s|cada ${ANO}|todos los ${ANO}s|los dos ${ANO}s)\b`,
  'i',
);

export const MULTI_YEAR = new RegExp(
  String.raw`\b(?:(?:2|3|4|5|two|three|four|five|multi)[\s-]*(?:years?|yrs?|y)\b|(?:24|36|48|60)[\s-]*(?:months?|mos?|meses)\b|(?:dos|tres|cuatro|cinco|2|3|4|5)\s+${ANO}s|multi-?year|multianual|plurianual|plurianuales)|\b(?:${SECOND})\b`,
  'i',
);

const PCT = String.raw`(\d{1,2}(?:[.,]\d+)?)\s*%`;
// (with the years after it: "Years 2 and 3: +4%", "yrs 2-3")
const SECOND_YEAR = String.raw`(?:${SECOND})(?:\s*(?:\/|-|–|&|and|y)\s*(?:y|yr|year|a[nñ]o)?\s?[3-9](?!\d))?`;
// ("up" alone only before its figure: "seats up 4%", never "up to 10%")
const RISES =
  '(?:goes up|go up|going up|rises?|increases?|increased|raised|up(?=\\s+(?:by\\s+)?\\d)|sube|suben|aumenta|aumentan|se incrementa|se incrementan)';
const RAISE = '(?:uplift|increase|escalator|escalation|indexation|aumento|incremento|alza|subida|reajuste|ajuste|indexaci[oó]n)';
/** Every year, said of a rise: "each year", "per annum", "annually", "year over year", "cada año", "al año". */
const YEARLY = String.raw`(?:(?:each|every|per|a|an)\s+year|annually|per\s+annum|p\.\s?a\.|yearly|year[- ]over[- ]year|yoy|y\/y|(?:cada|por|al)\s+${ANO}|anual(?:es|mente)?)\b`;
/**
 * A price rise from year two: "seats go up 4% in year 2", "Year 2 seats go up 4%", "Annual escalator: 3%", and a
 * rise said of every year ("3% uplift each year after year 1", "prices increase 3% per year", "annual increase of
 * 3%", "incremento de 3% cada año"), whose first step is year two.
 */
export const UPLIFT = new RegExp(
  [
    // a rise said of every year: the figure and the yearly word within the clause, either order
    String.raw`${PCT}\s*(?:de\s+)?(?:price\s+)?${RAISE}s?\b[^.;\n]{0,40}?\b${YEARLY}`,
    String.raw`\b${RAISE}s?\s+(?:of|del?|by)\s+${PCT}\s*(?:${YEARLY}|(?:[^.;\n]{0,40}?\b${YEARLY}))`,
    String.raw`\b(?:annual|yearly)\s+(?:price\s+)?(?:uplift|increase|escalator)s?\s*(?:[:=]|of|is|at|by)?\s*${PCT}`,
    String.raw`\b${RISES}\s+(?:by\s+|un\s+|en\s+(?:un\s+)?)?${PCT}\s*${YEARLY}`,
    String.raw`\b(?:reajuste|ajuste)\s+anual\s*[:=]?\s*(?:del?\s+)?${PCT}`,
    String.raw`\b${RISES}\s+(?:by\s+|un\s+|en\s+(?:un\s+)?)?${PCT}[^;\n]*?${SECOND_YEAR}`,
    String.raw`${SECOND_YEAR}\s*[:=,]?\s*(?:\+|plus\b|m[aá]s\b)\s*${PCT}`,
    // a signed rise later in the year-two clause, no other figure between: "Año 2 con IPC, pongamos +3% en la plataforma"
    String.raw`${SECOND_YEAR}\b[^.;\n\d%+]{1,40}?\+\s*${PCT}`,
    String.raw`${PCT}\s*(?:annual|yearly|year-over-year|yoy|anual)\s+(?:price\s+)?${RAISE}`,
    String.raw`\b(?:annual|yearly)\s+(?:price\s+)?(?:uplift|increase|escalator)s?\s*[:=]\s*${PCT}`,
    String.raw`\b(?:aumento|incremento|uplift|increase|escalator)\s+anual\s*[:=]?\s*(?:del?\s+)?${PCT}`,
    String.raw`${PCT}\s*(?:price\s+)?(?:${RAISE}|m[aá]s)\b[^.;\n]*?${SECOND_YEAR}`,
    String.raw`\b${RAISE}\s+(?:del?|of)?\s*${PCT}[^;\n]*?${SECOND_YEAR}`,
    // year two first: "Year 2 seats go up 4%", "en el segundo año las licencias suben 3%"
    String.raw`${SECOND_YEAR}\b[^.;\n]{0,90}?\b${RISES}\s+(?:by\s+|un\s+|en\s+(?:un\s+)?)?${PCT}`,
    // "Year two goes up by CPI, which we are fixing at 6%": the rise named, then its figure (no other figure between)
    String.raw`${SECOND_YEAR}\b[^.;\n]{0,60}?\b${RISES}\b[^.;\n\d%]{0,50}?${PCT}`,
    // "en el segundo año, aumento del 5%", "year 2: increase of 4%"
    String.raw`${SECOND_YEAR}\b[^.;\n]{0,30}?\b${RAISE}\s*[:=]?\s*(?:del?\s+|of\s+)?${PCT}`,
    // "Year 2: 60 users, price + 2%": the price said to rise, after the year's own count
    String.raw`${SECOND_YEAR}\b[^.;\n]{0,60}?\b(?:price|prices|pricing|rates?|precios?)\s*(?:\+|up\s+)\s*${PCT}`,
    // "Year 2: 3% uplift", "año 2 – 4 % de aumento", "Year 2 has a 4% uplift on seats only"
    // (and the years after it: "yr2/yr3 platform fee has 5% uplift")
    String.raw`${SECOND_YEAR}(?:\s*(?:\/|-|&|and|y)\s*(?:y|yr|year|a[nñ]o)?\s?[3-9])?\b[^.;\n\d%]{0,20}?${PCT}\s*(?:de\s+)?(?:price\s+)?${RAISE}`,
  ].join('|'),
  'i',
);

/** A year after the two a proposal shows: "year 3", "y4", "third year", "tercer año". */
export const LATER_YEAR =
  '(?:year[- ]?(?:3|4|5|three|four|five)|third year|3rd year|y[3-5]|yr ?[3-5]|a[nñ]o[- ]?[3-5]|tercer a[nñ]o)';
/**
 * A rise that starts after year two ("3% uplift each year from year 3", "annual increase of 3% after year 2"), or
 * one of a count, not a price ("usage increase of 20% per year"): year two keeps year one's price.
 */
export const NOT_A_YEAR_TWO_RISE = new RegExp(
  String.raw`\b(?:from|starting(?:\s+(?:in|with|from))?|beginning(?:\s+(?:in|with))?|a partir del?|desde el)\s+(?:the\s+|el\s+)?${LATER_YEAR}\b|\b(?:after|despu[eé]s del?)\s+(?:the\s+|el\s+)?(?:year[- ]?(?:2|two)|second year|2nd year|y2|yr ?2|segundo a[nñ]o|a[nñ]o[- ]?2|first two years|primeros dos a[nñ]os)\b|\b(?:usage|volume|headcount|enrol+ment|traffic|growth|demand|uso|volumen|crecimiento|matr[ií]cula|plantilla)\b`,
  'i',
);

// a rise said of every year, or of the years after the second too: "3% uplift each year", "4% in years 2 and 3"
const EVERY_YEAR = new RegExp(
  `${YEARLY}|\\b(?:years?|yrs?|y|a[nñ]os?)\\s*2\\s*(?:-|–|&|and|to|y|a)\\s*[3-5]\\b|${LATER_YEAR}`,
  'i',
);
// a later year named in the notes: "Year 3", "years 2 and 3", "yrs 2-3", "tercer año"
const NAMES_LATER_YEAR = new RegExp(`\\b${LATER_YEAR}\\b|\\b(?:years|yrs|a[nñ]os)\\s*2\\s*(?:-|–|&|and|to|y|a)\\s*[3-5]\\b`, 'i');

/** How many years a term says ("3 years", "36 months", "3 años", "36 meses"), or undefined. */
function termYears(term: string): number | undefined {
  const m = /(\d+)\s*(years?|a[nñ]os?|months?|mes(?:es)?)/i.exec(term);
  if (!m) return undefined;
  const n = Number(m[1]);
  return /^(?:y|a)/i.test(m[2] ?? '') ? n : n / 12;
}

/**
 * A warning when the deal runs past the two years a proposal prices (a term over two years, or a later year named):
 * years after the second are not in it, and a yearly uplift's later steps are not shown.
 */
export function laterYearsWarning(a: { term?: string; notes: string }): string | undefined {
  const years = termYears(a.term ?? '');
  const named = NAMES_LATER_YEAR.exec(a.notes)?.[0];
  if (!(years !== undefined && years > 2) && !named) return undefined;
  const said = years !== undefined && years > 2 ? `The term is ${a.term}` : `The notes speak of "${named}"`;
  const uplift = UPLIFT.exec(a.notes);
  const rises = uplift && EVERY_YEAR.test(sentenceAround(a.notes, uplift.index, uplift[0].length));
  return (
    `${said}, but a proposal prices years one and two only: years after the second are not priced in it (the PDF shows ` +
    `year one, year two and their total). Price the later years separately or state them in the terms.` +
    (rises ? ` The yearly uplift applies after year two as well; year three's figures are not shown.` : '')
  );
}

/** The sentence (or line) holding the text at `at`. */
function sentenceAround(text: string, at: number, length: number): string {
  const start = Math.max(...['\n', '. ', ';'].map((c) => text.lastIndexOf(c, at))) + 1;
  const ends = ['\n', '. ', ';'].map((c) => text.indexOf(c, at + length)).filter((i) => i >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}
