// Which years a phrase speaks of: "year one", "y2", "segundo año", "both years", and whether the deal spans several.

const ANO = 'a[nñ]o';
export const YEAR_ONE = new RegExp(
  String.raw`\b(?:year[- ]?(?:one|1)|first year|1st year|y1|yr ?1|primer ${ANO}|${ANO}[- ]?(?:1|uno)|1er ${ANO})\b`,
  'i',
);
export const YEAR_TWO = new RegExp(
  String.raw`\b(?:year[- ]?(?:two|2)|second year|2nd year|y2|yr ?2|segundo ${ANO}|${ANO}[- ]?(?:2|dos)|2do ${ANO})\b`,
  'i',
);
/** A clause that opens with year two ("Year 2: $55/seat", "precio año 2: 24 USD"): a price for the second year. */
export const LEADS_YEAR_TWO = new RegExp(
  String.raw`^\W*(?:(?:from|starting(?: in)?|beginning(?: in)?|in|a partir del?|desde el|en el|para el)\s+(?:the\s+)?)?(?:(?:price|pricing|precio)\s+(?:(?:for|in|del?|en)\s+(?:the\s+|el\s+)?)?)?(?:year[- ]?(?:two|2)|second[- ]year|2nd[- ]year|y2|yr ?2|segundo ${ANO}|${ANO}[- ]?2)\b`,
  'i',
);
export const BOTH_YEARS = new RegExp(
  String.raw`\b(?:both years|each year|every year|all years|years? (?:one|1) and (?:two|2)|y1 and y2|y1\s*\+\s*y2|ambos ${ANO}s|cada ${ANO}|todos los ${ANO}s|los dos ${ANO}s)\b`,
  'i',
);

export const MULTI_YEAR = new RegExp(
  String.raw`\b(?:(?:2|3|4|5|two|three|four|five|multi)[\s-]*(?:years?|yrs?|y)\b|(?:24|36|48|60)[\s-]*(?:months?|mos?|meses)\b|(?:dos|tres|cuatro|cinco|2|3|4|5)\s+${ANO}s|multi-?year|multianual|plurianual|plurianuales)|year[- ]?(?:two|2)\b|second year|\by2\b|segundo ${ANO}|${ANO}[- ]?2\b`,
  'i',
);

export const UPLIFT =
  /\b(?:goes up|go up|going up|rises?|increases?|sube|suben|aumenta|aumentan)\s+(?:by\s+|un\s+|en\s+(?:un\s+)?)?(\d{1,2}(?:[.,]\d+)?)\s*%[^;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo a[nñ]o|a[nñ]o[- ]?2)|(?:year[- ]?(?:two|2)|second year|y2|segundo a[nñ]o|a[nñ]o[- ]?2)\s*[:=]?\s*\+\s*(\d{1,2}(?:[.,]\d+)?)\s*%|(\d{1,2}(?:[.,]\d+)?)\s*%\s*(?:annual|yearly|year-over-year|yoy|anual)\s+(?:price\s+)?(?:uplift|increase|escalator|aumento|incremento)|\b(?:aumento|incremento|uplift|increase|escalator)\s+anual\s+(?:del?\s+)?(\d{1,2}(?:[.,]\d+)?)\s*%|(\d{1,2}(?:[.,]\d+)?)\s*%\s*(?:price\s+)?(?:uplift|increase|escalator|aumento|incremento|alza|m[aá]s)\b[^.;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo a[nñ]o|a[nñ]o[- ]?2)|\b(?:uplift|increase|escalator|aumento|incremento|alza)\s+(?:del?|of)?\s*(\d{1,2}(?:[.,]\d+)?)\s*%[^;\n]*?(?:year[- ]?(?:two|2)|second year|y2|segundo a[nñ]o|a[nñ]o[- ]?2)/i;
