// Counts of units in notes ("200 seats", "Qty: 30 vessels", "8.000 estudiantes", "2 sesiones") and which one a
// per-unit price ("$8 per student", "MXN 320 por unidad", "c/u") multiplies.
import { HEDGE, splitSentences } from './text';
import { YEAR_ONE, YEAR_TWO } from './years';

export interface Count {
  qty: number;
  text: string;
  unit?: string;
  /** Where the count starts in the text it was read from. */
  start?: number;
  /** The words between the number and its unit ("dispatcher" in "300 dispatcher seats"). */
  words?: string;
  /** Characters from the number to the end of its unit. */
  length?: number;
  /** The year it is said for: "Year 1: 3,000 students", "35 stores in year one". */
  year?: 1 | 2;
}

export const SEAT_LIKE = /^(?:seats?|users?|usrs?|licen[cs]es?|licencias?|usuarios?|puestos?|named users?|staff|agents?)$/i;
/** A price "per unit", "c/u", "each": any count fits it. */
export const ANY_UNIT = 'unit';
// words after a number that do not make it a count of things sold
const NOT_UNITS =
  /^(?:days?|d[ií]as?|weeks?|semanas?|months?|mos?|mth|meses|mes|years?|yrs?|a[nñ]os?|minutes?|min|hours? (?:response|sla)|percent|por|x|de|del|of|at|a|for|para|on|en|y|and|or|o|to|al|el|la|the|am|pm|h|k|mil|million|millones|[ck]\/u|each|cada|per|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|states?|estados?|sessions? of|only|solo|sólo|today|hoy|now|currently|actualmente)$/i;

// units that name nothing of their own: "5 unidades", "10 units", "3 pcs"
const GENERIC_UNIT = /^(?:units?|unidades?|uds?\.?|pcs|pieces?|piezas?|items?|[ií]tems?)$/i;

/** A data size after a number ("20TB", "500 GB"): what one thing holds, not a count of things. */
export const DATA_SIZE = /^(?:[kmgtp]i?b|[kmgtp]bytes?|(?:kilo|mega|giga|tera|peta)bytes?|[kmg]bps)$/i;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "student" and "students", "unidad" and "unidades", "estación" and "estaciones"; seats, users and licences alike. */
export function sameUnit(a: string, b: string): boolean {
  if (a === ANY_UNIT || b === ANY_UNIT) return true;
  if (SEAT_LIKE.test(a) && SEAT_LIKE.test(b)) return true;
  const [x, y] = [fold(a), fold(b)];
  const ies = (w: string) => w.replace(/y$/, 'ies');
  return x === y || `${x}s` === y || `${y}s` === x || `${x}es` === y || `${y}es` === x || ies(x) === y || ies(y) === x;
}

/** Text before a count that makes it a range or a guess: "100 or 150", "20-30", "around 50". */
export const RANGE_BEFORE =
  /(?:(?<!\b(?:years?|yrs?|y|a[nñ]os?|phase|fase|tier)\s?)\d\s*(?:or|to|-|–|o|a|y)\s*|\b(?:between|entre|around|about|unos|unas|approx\.?|aprox\.?)\s+|~\s*)$/i;

/** How far back before a count a hedge ("maybe", "around") is looked for, in characters. */
const GUESS_REACH = 400;

/** True when the text before a count makes it a range or a guess ("100 or 150", "maybe 50"). */
export function isGuess(before: string): boolean {
  // only the end of the text before a count can hedge it; testing the whole prefix at every count was quadratic
  const tail = before.slice(-GUESS_REACH);
  return RANGE_BEFORE.test(tail) || HEDGE.test(tail.split(/[.!?\n;]\s/).pop() ?? '');
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;

/**
 * Counts written in a piece of text: a number and the word after it ("4,200 students", "2 sesiones"), up to two
 * words apart when `unit` is given and matches ("300 dispatcher seats"). Not amounts, percentages, dates or durations.
 */
export function countsInText(text: string, unit?: string): Count[] {
  const out: Count[] = [];
  const re = new RegExp(
    // (a figure glued to letters is a model's name, not a count: "Zebra TC22 handhelds", "M365 licences")
    // (nor one after a hyphen in a model name: "TR-200 recyclers")
    String.raw`(?<![\d.,$€£¥/:\p{L}])(?<!\p{L}-)(?<!\b(?:year|yr|a[nñ]o|line|item|l[ií]nea|phase|fase|tier|option|opci[oó]n|ticket|case|ref|no|nro|n[º°])[\s-]?|#\s?)${NUMBER}(?![.,]?\d|\s*%|\s*[kKmM](?!\p{L}))(\s*(?:x\s+)?(?:(?:more|additional|extra|new|m[aá]s)\s+)?)((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const [, number = '', gap = '', run = ''] = m;
    const before = text.slice(Math.max(0, m.index - GUESS_REACH), m.index);
    if (isGuess(before) || /[$€£¥]\s*$|\b(?:USD|EUR|GBP|MXN|COP|CLP|US\$)\s*$/i.test(before)) continue;
    // the unit is the next word, or with `unit` given the first of the next three that names it ("300 dispatcher seats")
    const words = run.split(/\s+/);
    const at = unit ? words.findIndex((w) => sameUnit(unit, w)) : 0;
    const word = words[at] ?? '';
    if (at < 0 || (NOT_UNITS.test(word) && !(unit && sameUnit(unit, word))) || /^(?:x|×)$/i.test(word)) continue;
    // "storage — 20TB — £1.1k/month": a size is what one thing holds, a count only for a price per that size
    if (DATA_SIZE.test(word) && !(unit && sameUnit(unit, word))) continue;
    const between = words.slice(0, at).join(' ');
    if (between && NOT_UNITS.test(words[0] ?? '')) continue;
    const count: Count = {
      qty: Number(number.replace(/[.,]/g, '')),
      text: number,
      unit: word,
      start: m.index,
      length: number.length + gap.length + words.slice(0, at + 1).join(' ').length,
    };
    if (between) count.words = between;
    out.push(count);
  }
  return out;
}

/** A "Qty: 50" / "Cantidad 18 estaciones" written as such: no unit needed. */
export function labelledQty(text: string): Count | undefined {
  const m = new RegExp(String.raw`\b(?:qty|quantity|cantidad|cant\.)\s*[:=]?\s*${NUMBER}(?:\s+([\p{L}][\p{L}-]*))?`, 'iu').exec(
    text,
  );
  if (!m) return undefined;
  const count: Count = { qty: Number((m[1] ?? '').replace(/[.,]/g, '')), text: m[1] ?? '' };
  if (m[2]) count.unit = m[2];
  return count;
}

// "Users: 200", "Seats = 80", "Licencias: 300": a count under a label naming its unit
// also "Meters: 300 in year 1 and 450 in year 2", its year-one count
const UNIT_LABEL = new RegExp(
  String.raw`^\W*([\p{L}][\p{L}-]*)\s*[:=]\s*${NUMBER}(?:\.?$|\s+(?:in|en|for|para|el)\s+(?:the\s+|el\s+)?(?:${YEAR_ONE.source}))`,
  'iu',
);

// "Year 1: 60 trucks", "yr 1 covers 60 trucks", "yr 2 goes up to 90 trucks"
const TAG_BEFORE = (year: RegExp) => new RegExp(String.raw`(?:${year.source})\s*[:=–—-]?\s*(?:\p{L}+\s+){0,3}$`, 'iu');
const TAG_AFTER = (year: RegExp) =>
  new RegExp(
    String.raw`^\s*(?:[\p{L}-]+\s+){0,1}?(?:in|en|for|para|el|during|durante)\s+(?:the\s+|el\s+)?(?:${year.source})`,
    'iu',
  );
const BARE_TAG = (year: RegExp) => new RegExp(String.raw`^\s*\(?\s*(?:${year.source})`, 'iu');
const [Y1_BARE, Y2_BARE] = [BARE_TAG(YEAR_ONE), BARE_TAG(YEAR_TWO)];
const [Y1_BEFORE, Y2_BEFORE, Y1_AFTER, Y2_AFTER] = [
  TAG_BEFORE(YEAR_ONE),
  TAG_BEFORE(YEAR_TWO),
  TAG_AFTER(YEAR_ONE),
  TAG_AFTER(YEAR_TWO),
];

/** Which year a count is said for, if the words around it tag one. */
export function yearOf(notes: string, c: Count): 1 | 2 | undefined {
  if (c.start === undefined) return undefined;
  const before = notes.slice(Math.max(0, c.start - 32), c.start);
  const after = notes.slice(c.start + (c.length ?? c.text.length), c.start + (c.length ?? c.text.length) + 32);
  // a tag right after the count first: "9 teams in year 1 growing to 12 teams in year 2"
  if (Y1_AFTER.test(after)) return 1;
  if (Y2_AFTER.test(after)) return 2;
  // a bare tag right after a count of a named unit: "2,400 doors yr1, 2,900 doors yr2", "60 trucks (Y1)"
  if (c.unit && c.unit.length > 2 && !/^(?:in|en|for|para|el|the|of|de|per|por|and|y)$/i.test(c.unit)) {
    if (Y1_BARE.test(after)) return 1;
    if (Y2_BARE.test(after)) return 2;
  }
  if (Y1_BEFORE.test(before)) return 1;
  if (Y2_BEFORE.test(before)) return 2;
  return undefined;
}

/** The firm counts the notes state ("200 seats", "Qty: 250", "Users: 200"); ranges and guesses are left out. */
export function countsIn(notes: string): Count[] {
  const out = countsInText(notes);
  for (const c of out) {
    const year = yearOf(notes, c);
    if (year) c.year = year;
  }
  // "Estaciones meteorológicas: 5 unidades": generic units of the thing the line names, a count of that thing too
  for (const c of [...out]) {
    if (c.start === undefined || !c.unit || !GENERIC_UNIT.test(c.unit)) continue;
    const line = notes.slice(notes.lastIndexOf('\n', c.start) + 1, c.start);
    const noun = /^\W*(\p{L}{4,})\b[^:\n]{0,40}:\s*$/u.exec(line)?.[1];
    if (noun) out.push({ qty: c.qty, text: c.text, unit: noun });
  }
  for (const piece of splitSentences(notes).flat()) {
    const qty = labelledQty(piece);
    const labelled = UNIT_LABEL.exec(piece);
    if (qty) out.push(qty);
    else if (labelled?.[1] && !NOT_UNITS.test(labelled[1]) && !/^(?:term|net|plazo|valid\w*|vigencia)$/i.test(labelled[1]))
      out.push({ qty: Number((labelled[2] ?? '').replace(/[.,]/g, '')), text: labelled[2] ?? '', unit: labelled[1] });
  }
  return out;
}

/** The one count a per-unit price can refer to; undefined when none or several different ones. */
export function countFor(unit: string | undefined, counts: Count[]): Count | undefined {
  const fits = counts.filter((c) => !c.unit || !unit || sameUnit(unit, c.unit));
  if (new Set(fits.map((c) => c.qty)).size === 1) return fits[0];
  // "Año 1: 3,000 estudiantes; año 2: 3,400 estudiantes": year one's count, year two's is read with the line
  const first = fits.filter((c) => c.year === 1);
  return unit && new Set(first.map((c) => c.qty)).size === 1 && fits.every((c) => c.year) ? first[0] : undefined;
}
