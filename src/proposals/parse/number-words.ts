// Counts written in words, English and Spanish: "two hundred seats", "a dozen kiosks", "doscientos usuarios",
// "veinticinco sedes" become digits before the notes are read, so they price like "200 seats". Only a count of things
// is rewritten: a number word before a duration ("two years", "dos años") or after a year tag ("year two") is left
// as written, where the term and year readers expect it, and "one"/"a"/"un" alone is never a count.

import { NUMBER_WORDS_EN as EN, NUMBER_WORDS_ES as ES } from '../../text/number-words';

const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const SCALE: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  mil: 1000,
  million: 1e6,
  millions: 1e6,
  millon: 1e6,
  millón: 1e6,
  millones: 1e6,
  dozen: 12,
  docena: 12,
  docenas: 12,
};
const WORD = [
  ...Object.keys(EN),
  ...Object.keys(ES),
  ...Object.keys(SCALE),
  'veintiún',
  'veintidós',
  'veintitrés',
  'veintiséis',
  'dieciséis',
  'half',
];
const RUN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WORD.join('|')})(?:(?:[\s-]+(?:and|y|de)?[\s-]*)(?:${WORD.join('|')}))*(?![\p{L}\d])`,
  'giu',
);
// what a count is not of: durations, and words after which a number is a year or an ordinal
const DURATION =
  /^(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|minutes?|times?|a[nñ]os?|meses|mes|semanas?|d[ií]as?|horas?|minutos?|veces|of|de|or|o|to|a|and|y|more|m[aá]s)$/i;
// time sold by the unit (services), as items.ts reads it
const TIME_SOLD = /^(?:days?|hours?|weeks?|d[ií]as?|horas?|semanas?|jornadas?)$/i;
const YEAR_TAG = /(?:\b(?:year|yr|a[nñ]o|phase|fase|tier|option|opci[oó]n|line|l[ií]nea|the|los|las|el|la|of|de)\s*)$/i;

/** The value of a run of number words, or undefined when it is not a count ("a", "one" alone, "y" dangling). */
function countOfWords(run: string): number | undefined {
  const words = run
    .split(/[\s-]+/)
    .map(fold)
    .filter((w) => w !== 'and' && w !== 'y' && w !== 'de');
  if (
    words.length === 1 &&
    ['a', 'one', 'un', 'una', 'uno', 'half', 'mil', 'million', 'millions', 'millon', 'millones'].includes(words[0] ?? '')
  )
    return undefined;
  let total = 0;
  let current = 0;
  let half = false;
  for (const w of words) {
    if (w === 'half') half = true;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (SCALE[w] === 1e6) {
      // "un millón doscientos mil": the millions, then what follows them
      total += (current || 1) * 1e6;
      current = 0;
    } else if (w === 'thousand' || w === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (w === 'dozen' || w === 'docena' || w === 'docenas') current = (current || 1) * 12;
    else {
      const v = EN[w] ?? ES[w];
      if (v === undefined) return undefined;
      current += v;
    }
  }
  const value = (total + current) / (half ? 2 : 1);
  return Number.isInteger(value) && value >= 2 ? value : undefined;
}

/** Single digits in words; also said after "point" ("eight point two five percent", "dos punto cinco k"). */
export const DIGIT: Record<string, number> = {
  zero: 0,
  oh: 0,
  cero: 0,
  one: 1,
  uno: 1,
  una: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  five: 5,
  cinco: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  eight: 8,
  ocho: 8,
  nine: 9,
  nueve: 9,
};
const DIGIT_WORD = Object.keys(DIGIT).join('|');
const SPOKEN_DECIMAL = new RegExp(
  // at most four words before "point" ("twenty four point five"): an unbounded run was rescanned from each word
  String.raw`(?<![\p{L}\d])((?:${WORD.join('|')})(?:[\s-]+(?:and\s+|y\s+)?(?:${WORD.join('|')})){0,3}|\d+)\s+(?:point|punto)\s+((?:${DIGIT_WORD})(?:\s+(?:${DIGIT_WORD}))*)(?![\p{L}\d])`,
  'giu',
);

/** "eight point two five" → "8.25", "two point five" → "2.5": a figure dictated with its decimals. */
function spokenDecimals(notes: string): string {
  return notes.replace(SPOKEN_DECIMAL, (said: string, whole: string, decimals: string) => {
    const single = DIGIT[fold(whole)];
    const value = /^\d+$/.test(whole) ? Number(whole) : (single ?? countOfWords(whole));
    const digits = decimals.split(/\s+/).map((w) => DIGIT[fold(w)]);
    if (value === undefined || digits.some((d) => d === undefined)) return said;
    return `${value}.${digits.join('')}`;
  });
}

// currency words after an amount said in words
const CURRENCY_WORD =
  /^(?:dollars?|bucks|euros?|pounds?|quid|pesos|d[oó]lares|libras|reais|reales|soles|yen|rupees?|rupias?|francs?|francos|kronor|krona|rand|colones|quetzal(?:es)?)$/i;

// a duration long enough that no term reader spells it: "twenty four month term", "treinta y seis meses"
const LONG_DURATION = /^(?:years?|months?|a[nñ]os?|meses)$/i;

/** The notes with each count written in words as digits: "two hundred seats" → "200 seats". */
export function countsInDigits(written: string, said?: Map<string, string>): string {
  const notes = spokenDecimals(written);
  const inWords = notes.replace(RUN, (run: string, at: number, text: string) => {
    // "fifty a seat", "nine ninety-nine a month": an "a" that ends a run is the price's "a", not one more
    const tail = /[\s-]+(?:a|an|un|una)$/i.exec(run);
    // "dos millones de pesos": a run that ends in its millions keeps that word, the money reader's suffix ("2 millones")
    const millions = /[\s-]+(?:millions?|mill[oó]n|millones)$/i.exec(run);
    const out = tail
      ? `${inDigits(run.slice(0, tail.index), at, text)}${tail[0]}`
      : millions
        ? `${inDigits(run.slice(0, millions.index), at, text)}${millions[0]}`
        : inDigits(run, at, text);
    // what each figure was written as, so a warning can quote the notes' own words ("quince euros", not "15 euros")
    if (said && out !== run) {
      // "a quince" → "a 15": the figure is "15", said "quince"
      const lead = /^(?:a|un|una)\s+(?=\d)/i.exec(out.trim())?.[0] ?? '';
      said.set(out.trim().slice(lead.length), run.trim().slice(lead.length));
    }
    return out;
  });
  // "24 pounds 50 per user": pounds and pence (dollars and cents) said the way they are spoken
  return inWords.replace(SPOKEN_CENTS, (said: string, whole: string, unit: string, cents: string) => {
    // (the cents may still be words where nothing followed them: "twenty-four pounds fifty")
    const value = /^\d/.test(cents) ? Number(cents) : countOfWords(cents);
    return value !== undefined && value >= 10 && value <= 99 ? `${whole}.${value} ${unit}` : said;
  });
}

const SPOKEN_CENTS =
  /\b(\d{1,6}) (pounds?|dollars?|euros?|quid|bucks|d[oó]lares|libras) ([1-9]\d|\p{L}+(?:-\p{L}+)?)\b(?=\s*(?:$|[,.;)]|(?:per|a|an|each|por|al|cada)\b))/gimu;

function inDigits(run: string, at: number, text: string): string {
  {
    const value = countOfWords(run);
    if (value === undefined) return run;
    // "por ciento" is per cent, not a hundred
    if (/^(?:cien|ciento)$/i.test(run) && /\bpor\s+$/i.test(text.slice(Math.max(0, at - 5), at))) return run;
    const next = /^\s*([\p{L}][\p{L}-]*)/u.exec(text.slice(at + run.length))?.[1];
    if (next && LONG_DURATION.test(next) && value > 12 && /[\s-]/.test(run.trim())) return String(value);
    // "three days at R8,500 a day", "cinco jornadas a 900 €": days or hours sold at a price are a count, not a term
    const sold =
      next &&
      TIME_SOLD.test(next) &&
      // (the price may be in words too: "five days at seven hundred and twenty pounds a day")
      /^\s*\S+\s+(?:[\p{L}&-]+\s+){0,3}?(?:at|@|a|x|×)\s+(?:(?:[A-Z]{3}\s?)?\S{0,4}\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand|cien|ciento|doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos|mil)\b)/iu.test(
        text.slice(at + run.length),
      );
    if (sold) return String(value);
    if (!next || DURATION.test(next)) return run;
    // "50 mil" is fifty thousand: a number word right after digits belongs to them
    if (/\d\s*$/.test(text.slice(0, at))) return run;
    // money said in words is money whatever precedes it: "a fee of two thousand dollars"
    const money = CURRENCY_WORD.test(next);
    if (!money && YEAR_TAG.test(text.slice(Math.max(0, at - 12), at))) return run;
    // "a quince dólares": "a" is "at" there, not one
    const lead = /^(?:a|un|una)\s+/i.exec(run);
    if (lead && !/^(?:a|un|una)\s+(?:hundred|thousand|million|mill[oó]n|millones|dozen|mil|docenas?)\b/i.test(run)) {
      const rest = countOfWords(run.slice(lead[0].length));
      return rest === undefined ? run : `${lead[0]}${rest}`;
    }
    return String(value);
  }
}
