// Layout rules for text read from PDFs, independent of any one document: running headers and footers found by
// repetition across pages, which first table row is really a header, and line-end hyphens repaired.

export interface PdfLine {
  cells: string[];
  y: number;
  size: number;
  page: number;
  /** The font most of the line is set in (a header row set in bold shows up as another font). */
  font: string;
}

/** Lines this close to the top or bottom of a page are where running headers and footers live. */
const BAND = 3;

/** A line's shape with the parts that change from page to page (page numbers, dates, counters) taken out. */
function shape(line: PdfLine): string {
  return line.cells
    .join(' ')
    .toLowerCase()
    .replace(/\d+/g, '#')
    .replace(/\b[ivx]{1,4}\b/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Drops running headers and footers: a line among the first or last few of a page whose shape recurs near the
 * top or bottom of other pages (see isRunning). Documents under three pages keep everything.
 */
export function dropRunningLines(lines: PdfLine[]): PdfLine[] {
  const byPage = new Map<number, PdfLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  if (byPage.size < 3) return lines;
  // lines near a page edge; those heading a table (a row of cells over a row as wide) are counted apart, since the
  // head of a table reprinted on each page is the table's header, not the page's
  const seen = new Map<string, Set<number>>();
  const seenHeads = new Map<string, Set<number>>();
  const edge = new Set<PdfLine>();
  const heads = new Map<PdfLine, PdfLine>();
  const count = (map: Map<string, Set<number>>, l: PdfLine) => {
    const key = shape(l);
    if (key) map.set(key, (map.get(key) ?? new Set()).add(l.page));
  };
  for (const pageLines of byPage.values()) {
    const band = new Set([...pageLines.slice(0, BAND), ...pageLines.slice(-BAND)]);
    for (const [i, l] of pageLines.entries()) {
      if (!band.has(l)) continue;
      const next = pageLines[i + 1];
      if (l.cells.length >= 2 && next && next.cells.length === l.cells.length) {
        heads.set(l, next);
        count(seenHeads, l);
      } else {
        edge.add(l);
        count(seen, l);
      }
    }
  }
  const running = new Set([...seen].filter(([, on]) => isRunning(on, byPage.size)).map(([key]) => key));
  // a footer is on most pages; a table's rows that happen to end three pages in a row are not
  const runningHeads = new Set([...seenHeads].filter(([, on]) => on.size >= 3 && on.size >= byPage.size * 0.4).map(([k]) => k));
  const recurs = (l: PdfLine): boolean => {
    if (edge.has(l)) return running.has(shape(l));
    // a "table head" over a running line is the first part of a footer in two ("Title r2 | August 2023" over
    // "© 2023 | Page 2")
    const next = heads.get(l);
    return next !== undefined && runningHeads.has(shape(l)) && recurs(next);
  };
  return lines.filter((l) => !recurs(l));
}

/** On at least three pages, and on most pages or on three pages in a row (a running section title). */
function isRunning(pages: Set<number>, total: number): boolean {
  if (pages.size < 3) return false;
  if (pages.size >= total * 0.4) return true;
  const sorted = [...pages].sort((a, b) => a - b);
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    run = sorted[i] === (sorted[i - 1] ?? 0) + 1 ? run + 1 : 1;
    if (run >= 3) return true;
  }
  return false;
}

/** A list item's marker on its own: "1.", "5.4.2.", "a.", "b)", "(1)", "(iv)", "iii", "C.4". */
export const LIST_MARKER =
  /^(?:\d{1,3}(?:\.\d{1,3}){0,5}\.?|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)|[ivxlIVXL]{1,6}[.)]?|[A-Z]{1,2}\.\d{1,3}(?:\.\d{1,3})*\.?)$/;

/**
 * A list marker set apart from its text by a tab stop reads as a column; it is the start of one line of prose,
 * not a two-column table row.
 */
export function mergeListMarker(cells: string[]): string[] {
  const [marker, text] = cells;
  if (cells.length === 2 && marker && text && LIST_MARKER.test(marker)) return [`${marker} ${text}`];
  return cells;
}

/**
 * A line that starts a list item ("3.2 The contractor…", "b. Knowledge of…") starts a new paragraph. A bare number
 * before a lower-case word, after a line that stopped mid-sentence ("…pursuant to Title" / "50 of the Code…"), is
 * the sentence going on, not an item.
 */
export function startsListItem(text: string, previous = ''): boolean {
  const first = text.split(' ', 1)[0] ?? '';
  if (!LIST_MARKER.test(first) || text.length <= first.length || /^[ivxlIVXL]{1,6}$/.test(first)) return false;
  const continues = /^\d[\d.]*\d$|^\d$/.test(first) && /^\S+ \p{Ll}/u.test(text) && /[\p{L}\d]$/u.test(previous);
  return !continues;
}

const hasDigits = (s: string) => /\d/.test(s);

/**
 * Whether the first row of a table read from a PDF is its header: set in another font than every row below,
 * repeated further down (a header reprinted on each page), or unlike the rows below in most columns (short
 * labels over numbers or long text). A key/value table's first row looks like its other rows, so it stays data.
 */
export function firstRowIsHeader(rows: PdfLine[]): boolean {
  const [head, ...body] = rows;
  if (!head || body.length === 0) return false;
  const cells = head.cells;
  if (cells.some((c) => c.length === 0 || c.length > 60 || /[.;]$/.test(c))) return false;
  const text = cells.join('\u0000');
  if (body.some((r) => r.cells.join('\u0000') === text)) return true;
  if (body.every((r) => r.font !== head.font) && body.some((r) => r.cells.length === cells.length)) return true;
  let unlike = 0;
  for (const [i, cell] of cells.entries()) {
    const column = body.map((r) => r.cells[i] ?? '').filter(Boolean);
    if (column.length === 0) continue;
    const numeric = column.filter(hasDigits).length / column.length;
    const meanLength = column.reduce((n, c) => n + c.length, 0) / column.length;
    if ((!hasDigits(cell) && numeric >= 0.5) || (cell.length <= 30 && meanLength >= 2 * cell.length + 10)) unlike++;
  }
  return unlike * 2 >= cells.length && unlike > 0;
}

/** Every word of the document, lower-cased: the dictionary that decides whether a line-end hyphen was soft. */
export function vocabulary(lines: PdfLine[]): Set<string> {
  const words = new Set<string>();
  for (const l of lines)
    for (const w of l.cells
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [])
      words.add(w);
  return words;
}

/**
 * Joins wrapped lines into one text. A hyphen at a line end is dropped only when the joined word occurs elsewhere
 * in the document ("environ-" + "ment"); otherwise it is a real compound ("State-" + "owned") and stays.
 */
export function joinLines(parts: string[], words: Set<string>): string {
  let text = '';
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    const broken = /(\p{L}+)-$/u.exec(text);
    const next = /^(\p{Ll}+)/u.exec(part);
    if (broken && next) {
      const joined = `${broken[1]}${next[1]}`.toLowerCase();
      text = words.has(joined) ? text.slice(0, -1) + part : text + part;
    } else text = text ? `${text} ${part}` : part;
  }
  return text.replace(/\s+/g, ' ').trim();
}
