// The one sentence splitter: at . ! ? ; and before ¿ ¡, not after abbreviations ("e.g.", "Inc.", "p.ej.", "Av.") or initials.
import { fold } from './words';

// (and the abbreviations of addresses and titles: "Av. Apoquindo 4501", "Ing. Pérez", "Nro. 12", "Of. 301")
const ABBREVIATIONS = new Set(
  (
    'e.g i.e etc inc ltd corp co mr mrs ms dr st vs no nos sec approx dept est fig sr sra srta s.a s.l u.s u.k p.ej ej aprox ' +
    'av avda ave blvd rd pje psje depto dpto of col nro num ing lic dra prof arq'
  ).split(' '),
);

/** What may follow "a.m." or "p.m." in the same sentence: lower case, a figure, a time zone ("US Central", "CET"). */
const TIME_GOES_ON = /^(?:[\p{Ll}\d(–-]|(?:[A-Z]{2,4}|Central|Eastern|Pacific|Mountain|Atlantic|local)\b)/u;

export interface SplitOptions {
  /** Also end a sentence at a semicolon (default true); false keeps "shall: (a) …; (b) …" together. */
  semicolons?: boolean;
  /** End one only where the next starts with a capital letter (default false): prose where lists run on in lower case. */
  capitalNext?: boolean;
}

const BOUNDARY = {
  // a match starts only where its run of punctuation (or spaces) starts: retrying inside a long run is quadratic
  withSemicolons: /(?<![.!?;…])([.!?;…]+)["”')\]]*\s+|(?<!\s)\s+(?=[¿¡])/g,
  withoutSemicolons: /(?<![.!?…])([.!?…]+)["”')\]]*\s+|(?<!\s)\s+(?=[¿¡])/g,
};

/** The sentences of one line of text (no newlines expected), each trimmed of nothing but the space between them. */
export function splitLine(line: string, opts: SplitOptions = {}): string[] {
  const out: string[] = [];
  let start = 0;
  const boundary = new RegExp(opts.semicolons === false ? BOUNDARY.withoutSemicolons : BOUNDARY.withSemicolons);
  for (let m = boundary.exec(line); m; m = boundary.exec(line)) {
    const end = m.index + (m[1] ? m[0].trimEnd().length : 0);
    if (opts.capitalNext && !/^["“(]?[\p{Lu}<¿¡]/u.test(line.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
    // only the last word matters: a short tail keeps a long run of skipped boundaries ("A. B. C. …") linear
    const before = line.slice(Math.max(start, m.index - 32), m.index);
    // "(e.g." and "“i.e." are the abbreviation behind their bracket or quote
    const lastWord = fold(before.split(/\s+/).pop() ?? '')
      .replace(/\.$/, '')
      .replace(/^[^\p{L}\p{N}]+/u, '');
    // (an abbreviation may end a compound: "the EU-U.S. Data Privacy Framework"; new-user trial 31)
    const lastPart = lastWord.split(/[-/]/).pop() ?? lastWord;
    if (m[1] === '.' && (ABBREVIATIONS.has(lastWord) || ABBREVIATIONS.has(lastPart) || /^[a-z]$/i.test(lastWord))) continue;
    // "from 7:00 a.m. to 7:00 p.m. US Central Time": a time of day goes on into its range or its time zone
    if (m[1] === '.' && (lastWord === 'a.m' || lastWord === 'p.m') && TIME_GOES_ON.test(line.slice(m.index + m[0].length)))
      continue;
    out.push(line.slice(start, end));
    start = m.index + m[0].length;
  }
  out.push(line.slice(start));
  return out;
}

/** The sentences of a text: its lines, each split into sentences, spaces squeezed, empty ones dropped. */
export function splitSentences(text: string, opts: SplitOptions = {}): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => splitLine(line, opts))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}
