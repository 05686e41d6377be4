// Dates in sales notes, English and Spanish: ISO and year-first (Y/M/D), dotted (D.M.Y everywhere), slashed (M/D in
// English, D/M in Spanish), words ("March 1st, 2027",
// "1 de marzo de 2027", "marzo 2027"), and relative phrases ("in 30 days", "dentro de 15 días", "next month").
// A date without a year is the next such day on or after today.

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  enero: 1,
  ene: 1,
  february: 2,
  feb: 2,
  febrero: 2,
  march: 3,
  mar: 3,
  marzo: 3,
  april: 4,
  apr: 4,
  abril: 4,
  abr: 4,
  may: 5,
  mayo: 5,
  june: 6,
  jun: 6,
  junio: 6,
  july: 7,
  jul: 7,
  julio: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  september: 9,
  sept: 9,
  sep: 9,
  septiembre: 9,
  setiembre: 9,
  october: 10,
  oct: 10,
  octubre: 10,
  november: 11,
  nov: 11,
  noviembre: 11,
  december: 12,
  dec: 12,
  diciembre: 12,
  dic: 12,
};

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|º|°)?`;
const YEAR = String.raw`(\d{4})`;

export interface FoundDate {
  date: string;
  index: number;
  length: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function make(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  // any year is read as written; whether it is a sane one (2000–2100) is the draft's bounds to judge and report
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

/** With no year given: this year's date if still ahead (or today), else next year's. */
function withoutYear(today: string, m: number, d: number): string | null {
  const year = Number(today.slice(0, 4));
  const candidate = make(year, m, d);
  if (candidate && candidate >= today) return candidate;
  return make(year + 1, m, d);
}

/** The furthest a JavaScript Date reaches from 1970, in milliseconds, either way. */
const DATE_RANGE_MS = 8.64e15;

/**
 * `days` after `today`, never throwing: past year 9999 the year is written in ISO's expanded form (+010240-03-05),
 * and past what a Date can hold the furthest date stands in. Such dates are refused later as outside 2000–2100.
 */
export function addDays(today: string, days: number): string {
  const t = Date.parse(`${today}T00:00:00Z`) + days * 86_400_000;
  const ms = Number.isNaN(t) ? DATE_RANGE_MS : Math.max(-DATE_RANGE_MS, Math.min(DATE_RANGE_MS, t));
  return new Date(ms).toISOString().split('T')[0] ?? '';
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  un: 1,
  una: 1,
  uno: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  six: 6,
  seis: 6,
  fifteen: 15,
  quince: 15,
  thirty: 30,
  treinta: 30,
  sixty: 60,
  sesenta: 60,
  ninety: 90,
  noventa: 90,
};

export function countWord(word: string): number | undefined {
  const n = Number(word);
  return Number.isFinite(n) ? n : NUMBER_WORDS[word.toLowerCase()];
}

export function fullYear(written: string): number {
  return written.length === 2 ? 2000 + +written : +written;
}

// "01/09/2027": month first in English notes (unless the first number cannot be a month), day first in Spanish ones
export const SLASHED = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/gi;
export function monthFirst(first: number, lang: string): boolean {
  return lang === 'en' && first <= 12;
}

type Rule = [RegExp, (m: RegExpExecArray, today: string, lang: string) => string | null];

const RULES: Rule[] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/gi, (m) => make(+m[1]!, +m[2]!, +m[3]!)],
  // "2027/04/01", "2027.04.01": a year first is always followed by the month
  [/\b(\d{4})([/.])(\d{1,2})\2(\d{1,2})\b/gi, (m) => make(+m[1]!, +m[3]!, +m[4]!)],
  // "01.09.2027": the dotted form is written day first wherever it is used
  [/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/gi, (m) => make(fullYear(m[3]!), +m[2]!, +m[1]!)],
  [
    SLASHED,
    (m, _t, lang) => {
      const a = +m[1]!;
      const b = +m[2]!;
      return monthFirst(a, lang) ? make(fullYear(m[3]!), a, b) : make(fullYear(m[3]!), b, a);
    },
  ],
  // 1 de marzo de 2027, 1st of March 2027, 1 March 2027
  [
    new RegExp(String.raw`\b${DAY}\s+(?:de\s+|of\s+)?${MONTH}(?:,?\s+(?:de(?:l)?\s+)?${YEAR})?\b`, 'gi'),
    (m, today) => {
      const month = MONTHS[m[2]!.toLowerCase()]!;
      return m[3] ? make(+m[3], month, +m[1]!) : withoutYear(today, month, +m[1]!);
    },
  ],
  // March 1st, 2027 / marzo 1 2027
  [
    new RegExp(String.raw`\b${MONTH}\s+${DAY}(?!\d)(?:,?\s+${YEAR})?\b`, 'gi'),
    (m, today) => {
      const month = MONTHS[m[1]!.toLowerCase()]!;
      return m[3] ? make(+m[3], month, +m[2]!) : withoutYear(today, month, +m[2]!);
    },
  ],
  // March 2027 / marzo de 2027: the first of the month
  [new RegExp(String.raw`\b${MONTH},?\s+(?:de(?:l)?\s+)?${YEAR}\b`, 'gi'), (m) => make(+m[2]!, MONTHS[m[1]!.toLowerCase()]!, 1)],
  [
    /\b(?:in|within|dentro\s+de|en)\s+(\d+|\w+)\s+(days?|d[ií]as|weeks?|semanas?)\b/gi,
    (m, today) => {
      const n = countWord(m[1]!);
      if (n === undefined) return null;
      return addDays(today, /^(week|semana)/i.test(m[2]!) ? n * 7 : n);
    },
  ],
  [
    /\b(\d+|\w+)\s+(days?|d[ií]as)\s+(?:from\s+(?:today|now)|a\s+partir\s+de\s+hoy|desde\s+hoy)\b/gi,
    (m, today) => {
      const n = countWord(m[1]!);
      return n === undefined ? null : addDays(today, n);
    },
  ],
  [
    /\b(?:next\s+month|(?:el\s+)?(?:pr[oó]ximo\s+mes|mes\s+que\s+viene))\b/gi,
    (_m, today) => {
      const y = Number(today.slice(0, 4));
      const mo = Number(today.slice(5, 7));
      return mo === 12 ? make(y + 1, 1, 1) : make(y, mo + 1, 1);
    },
  ],
  [/\b(?:today|hoy)\b/gi, (_m, today) => today],
];

/** Every date in the text, in order of appearance; overlapping readings keep the first, longest one. */
export function findDates(text: string, a: { today: string; lang: string }): FoundDate[] {
  const found: FoundDate[] = [];
  for (const [re, read] of RULES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const date = read(m, a.today, a.lang);
      if (!date) continue;
      const overlaps = found.some((f) => m!.index < f.index + f.length && f.index < m!.index + m![0].length);
      if (!overlaps) found.push({ date, index: m.index, length: m[0].length });
    }
  }
  return found.sort((x, y) => x.index - y.index);
}

/** The first date within `window` characters after `at`. */
export function dateAfter(text: string, at: number, a: { today: string; lang: string; window?: number }): string | undefined {
  const slice = text.slice(at, at + (a.window ?? 60));
  return findDates(slice, a)[0]?.date;
}
