// Warnings about the dates of the notes: a slashed date that reads either way round says how it was read, and a start
// or validity date the reader sees a keyword for but cannot read is quoted rather than dropped.
import { fullYear, make, monthFirst, SLASHED } from './dates';

const MONTH_NAMES = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/**
 * "01/09/2027" can be read either way round: the warning names it as written, how it was read, and how to write the
 * other reading. Only dates whose reading is `used` (the start and validity the draft took), each once.
 */
export function ambiguousDateWarnings(text: string, a: { lang: string; used: string[] }): string[] {
  const es = a.lang.startsWith('es');
  const said = new Set<string>();
  for (const m of text.matchAll(SLASHED)) {
    const [x, y] = [+m[1]!, +m[2]!];
    if (x > 12 || y > 12 || x === y || x === 0 || y === 0) continue;
    const year = fullYear(m[3]!);
    const [month, day] = monthFirst(x, a.lang) ? [x, y] : [y, x];
    const read = make(year, month, day);
    const other = make(year, day, month);
    if (!read || !other || !a.used.includes(read)) continue;
    const names = MONTH_NAMES[es ? 'es' : 'en'];
    said.add(
      es
        ? `Se leyó ${m[0]} como ${day} de ${names[month - 1]} de ${year} (el día primero); escriba ${other} si quería decir ${month} de ${names[day - 1]}.`
        : `Read ${m[0]} as ${names[month - 1]} ${day}, ${year} (month first); write ${other} if you meant ${month} ${names[day - 1]}.`,
    );
  }
  return [...said];
}

// a day and a word beside a year: what a date the reader does not know still shows ("1. März 2027", "1er septembre
// 2027", "März 1, 2027"); a year alone ("Starts 2027") or a count ("starting with 20 seats") is none
const DATE_LIKE =
  /(?<![\p{L}\d.,/-])(?:\d{1,2}(?:\.|er|e|º|°)?\s+\p{L}{3,}\.?|\p{L}{3,}\.?\s+\d{1,2}(?:\.|er|e|º|°)?,?)\s+(?:de\s+)?(?:19|20)\d{2}(?!\d)/u;

/**
 * A start or validity date the notes give after its keyword ("Start 1. März 2027", "starting 1er septembre 2027") that
 * no date rule reads: quoted, so the person sets it. `keywords` are the draft's own, for the dates it left empty.
 */
export function unreadDateWarnings(text: string, a: { lang: string; keywords: RegExp[] }): string[] {
  const es = a.lang.startsWith('es');
  const out: string[] = [];
  for (const keyword of a.keywords)
    for (const m of text.matchAll(keyword)) {
      // the rest of its clause, as far as a date would run (a day's full stop, "1. März", ends nothing)
      const from = m.index ?? 0;
      const clause = /^[^\n;!?]*?(?=,\s|(?<!(?:^|\s)\d{1,2})\.(?:\s|$)|\.?$|\n)/.exec(text.slice(from, from + 60))?.[0] ?? '';
      if (!DATE_LIKE.test(clause.slice(m[0].length))) continue;
      const quoted = clause.trim();
      out.push(
        es
          ? `No se pudo leer la fecha de "${quoted}"; no se puso en la propuesta. Escríbala como AAAA-MM-DD.`
          : `Could not read the date in "${quoted}"; it is not set in the proposal. Write it as YYYY-MM-DD.`,
      );
      break;
    }
  return out;
}
