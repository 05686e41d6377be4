// Layout rules for text read from PDFs, independent of any one document: running headers and footers found by
// repetition across pages, which first table row is really a header, and line-end hyphens repaired.

export interface PdfLine {
  cells: string[];
  y: number;
  size: number;
  page: number;
  /** The font most of the line is set in (a header row set in bold shows up as another font). */
  font: string;
  /** Where each cell starts across the page, and where the line ends (PDF units), when the reader knows. */
  starts?: number[];
  end?: number;
  /** For a row joined from wrapped lines (topAlignedRun): where each of its columns starts. */
  columns?: number[];
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
/** A page's number alone on a line: "Page 1 of 2", "Página 3", "4 / 12", "– 7 –". */
const PAGE_MARK =
  /^(?:page|p[aá]gina|p[aá]g\.|p\.)\s*\d{1,4}(?:\s*(?:of|de|\/)\s*\d{1,4})?$|^\d{1,4}\s*(?:of|de|\/)\s*\d{1,4}$|^[-–—]\s*\d{1,4}\s*[-–—]$/i;

/**
 * A page number on its own line at a page's top or bottom is no text, even in a document too short to show repetition
 * (new-user trial 16: a two-page checklist's "Page 1 of 2" became the start of a requirement).
 */
function withoutPageMarks(lines: PdfLine[]): PdfLine[] {
  const byPage = new Map<number, PdfLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const marks = new Set<PdfLine>();
  for (const pageLines of byPage.values()) {
    for (const l of [...pageLines.slice(0, BAND), ...pageLines.slice(-BAND)]) {
      const text = l.cells.join(' ').trim();
      if ((l.cells.length === 1 && PAGE_MARK.test(text)) || (text.length <= 120 && PAGE_OF.test(text))) marks.add(l);
      // a line that ends with the number of the page it is on ("… · Owner: Head of Infrastructure · Page 1") runs
      // along the pages (new-user trial 25: a two-page summary's footer was read into a sentence crossing the break)
      else if (text.length <= 160 && Number(PAGE_END.exec(text)?.[1]) === l.page) marks.add(l);
    }
  }
  return marks.size === 0 ? lines : lines.filter((l) => !marks.has(l));
}

/** A line's last words naming a page: "… · Page 3", "| Página 2", "- p. 4". */
const PAGE_END = /(?:^|[\s·|•–—-])(?:page|p[aá]gina|p[aá]g\.|p\.)\s*(\d{1,4})\s*$/iu;

/** "Page 3 of 12" inside a line ("Acme — Confidential — Page 1 of 2"): only a running footer or header says it. */
const PAGE_OF = /(?<![\p{L}])(?:page|p[aá]gina|p[aá]g\.)\s*\d{1,4}\s*(?:of|de|\/)\s*\d{1,4}(?![\p{N}])/iu;

/** A line's text as it is: two pages show too little to tell a running line from two alike ("Step 1…", "Step 2…"). */
const exactly = (line: PdfLine) => line.cells.join(' ').replace(/\s+/g, ' ').trim();

/**
 * A two-page document's running header or footer: one line, the same on both pages, among the first or last lines of
 * each (new-user trial 22: a fact sheet's title line, repeated atop its second page, ran into the paragraph before).
 * A table's head reprinted on the second page is not one (it has cells), nor is anything longer than a title.
 */
function twoPageRunning(byPage: Map<number, PdfLine[]>): Set<string> {
  // pages with little on them show nothing running: their few lines are all at an edge
  if ([...byPage.values()].some((p) => p.length < 6)) return new Set();
  const bands = [...byPage.values()].map(
    (pageLines) =>
      new Set(
        [...pageLines.slice(0, 2), ...pageLines.slice(-2)]
          .filter((l) => l.cells.length === 1 && (l.cells[0] ?? '').length <= 100)
          .map(exactly)
          .filter(Boolean),
      ),
  );
  const [a, b] = bands;
  return new Set([...(a ?? [])].filter((k) => b?.has(k)));
}

export function dropRunningLines(all: PdfLine[]): PdfLine[] {
  const lines = withoutPageMarks(all);
  const byPage = new Map<number, PdfLine[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  if (byPage.size === 2) {
    const running = twoPageRunning(byPage);
    const ends = new Set([...byPage.values()].flatMap((p) => [...p.slice(0, 2), ...p.slice(-2)]));
    return running.size === 0 ? lines : lines.filter((l) => !(ends.has(l) && l.cells.length === 1 && running.has(exactly(l))));
  }
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

/** A list item's marker on its own: "1.", "5.4.2.", "a.", "b)", "(1)", "(iv)", "iii", "C.4", or a bullet ("•", "▪"). */
export const LIST_MARKER =
  /^(?:\d{1,3}(?:\.\d{1,3}){0,5}\.?|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)|[ivxlIVXL]{1,6}[.)]?|[A-Z]{1,2}\.\d{1,3}(?:\.\d{1,3})*\.?|[•●○◦▪▫■□◆◇►▸▶➢➤❖✓✔‣⁃∙])$/;

/**
 * How far (in character heights) a list marker's tab stop sets its text after it, at most. In the trial and evaluation
 * PDFs a marker's text starts 0.7 to 5 characters after it; a "marker" further from the text beside it (9 to 12 there)
 * is a cell of a table: "(RTO)" wrapped under one header cell, "(RPO)" under the next (new-user trial 27).
 */
const MARKER_TAB = 6;

/**
 * A list marker set apart from its text by a tab stop reads as a column; it is the start of one line of prose,
 * not a two-column table row. `apart` is how far the text stands after the marker's end, in character heights.
 */
export function mergeListMarker(cells: string[], apart = 0): string[] {
  const [marker, text] = cells;
  if (cells.length === 2 && marker && text && LIST_MARKER.test(marker) && apart <= MARKER_TAB) return [`${marker} ${text}`];
  return cells;
}

/**
 * Bullets set in a symbol font (Symbol, Wingdings) come through as characters of Unicode's private use area (U+F0B7,
 * U+F0A7, U+F0D8…), which say nothing to a reader. One standing alone before a line's text, or before an item further
 * along it, is read as the bullet it is drawn as. A private character inside a word (a ligature, a dash some fonts
 * map there) is left as it is.
 */
export function readBullets(cells: string[]): string[] {
  // a glyph in a cell of its own is a bullet set a tab away from its text, in the next cell (one ending a cell, after
  // its text, points at something else: "Signature of officer ➔")
  return cells.map((cell, i) =>
    PRIVATE_GLYPH_ALONE.test(cell) && i < cells.length - 1 ? '•' : cell.replace(PRIVATE_GLYPH, '$1•'),
  );
}

/** A private-use character alone before more text (cells are trimmed: a space after it is followed by text). */
const PRIVATE_GLYPH = /(^|\s)[\uE000-\uF8FF](?=\s)/g;

/** A cell that is a private-use character alone. */
const PRIVATE_GLYPH_ALONE = /^[\uE000-\uF8FF]$/;

/**
 * A line that starts a list item ("3.2 The contractor…", "b. Knowledge of…") starts a new paragraph. After a line
 * that stopped mid-sentence, a bare number ("…pursuant to Title" / "50 of the Code…"; "§ 32.1-" / "1 et seq."), an
 * acronym in parentheses ("(CO) or the…") or a figure restating a number word ("fifteen" / "(15) calendar days")
 * before a lower-case word is the sentence going on, not an item (new-user trial 16).
 */
export function startsListItem(text: string, previous = ''): boolean {
  const first = text.split(' ', 1)[0] ?? '';
  if (!LIST_MARKER.test(first) || text.length <= first.length || /^[ivxlIVXL]{1,6}$/.test(first)) return false;
  // the line before stopped mid-sentence (a word, a figure, "§ 32.1-"), and this one goes on in lower case
  const midSentence = /[\p{L}\d-]$/u.test(previous) && /^\S+ \p{Ll}/u.test(text);
  const continues =
    midSentence &&
    (/^\d[\d.]*\d$|^\d$/.test(first) ||
      // "…to the Contracting Officer" / "(CO) or the…": an acronym in parentheses, not a label
      (/^\([A-Z]{2,4}\)$/.test(first) && !/^\([IVXL]+\)$/.test(first)) ||
      // "…give the firm fifteen" / "(15) calendar days' notice": a figure restating the number word before it
      (/^\(\d{1,4}\)$/.test(first) && NUMBER_WORD.test(previous)));
  return !continues;
}

/** A number written in words at the end of a line, as contracts write "fifteen (15)". */
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;

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
  // a column is not named by a bare number ("26"), though it may be by a year ("2023")
  if (cells.some((c) => /^(?:\d{1,3}|\d{5,})$/.test(c.trim()))) return false;
  const text = cells.join('\u0000');
  if (body.some((r) => r.cells.join('\u0000') === text)) return true;
  if (body.every((r) => r.font !== head.font) && body.some((r) => r.cells.length === cells.length)) return true;
  let unlike = 0;
  let keyUnlike = false;
  for (const [i, cell] of cells.entries()) {
    const column = body.map((r) => r.cells[i] ?? '').filter(Boolean);
    if (column.length === 0) continue;
    const numeric = column.filter(hasDigits).length / column.length;
    const meanLength = column.reduce((n, c) => n + c.length, 0) / column.length;
    if ((!hasDigits(cell) && numeric >= 0.5) || (cell.length <= 30 && meanLength >= 2 * cell.length + 10)) {
      unlike++;
      if (i === 0) keyUnlike = true;
    }
  }
  // a label beside its value ("Legal name | Acme, Inc.") over more labels and values is the table's first pair, not
  // its header, even when most values below hold figures (new-user trial 22: "Legal name" became every row's label)
  if (cells.length === 2 && !keyUnlike && !labelLike(cells[1] ?? '')) return false;
  // nor is one whose value is a name, by its legal form or by a word the values below say too ("Legal name |
  // Quillfield Software Limited" over "Trading name | Quillfield"; new-user trial 25)
  if (
    cells.length === 2 &&
    !keyUnlike &&
    namesLikeValues(
      cells[1] ?? '',
      body.map((r) => r.cells[1] ?? ''),
    )
  )
    return false;
  return unlike * 2 >= cells.length && unlike > 0;
}

/** A company's legal form ending a name: "… Limited", "… Inc.", "… GmbH". */
const LEGAL_FORM = /\b(?:limited|ltd|inc|incorporated|llc|llp|plc|gmbh|ag|corp|corporation|s\.?a\.?|s\.?l\.?|b\.?v\.?|pty)\.?$/i;

/** A first cell that is a name among values: its legal form, or a capitalised word a value below repeats. */
function namesLikeValues(cell: string, values: string[]): boolean {
  if (LEGAL_FORM.test(cell.trim())) return true;
  const capitalised = (text: string) => text.match(/\b\p{Lu}\p{Ll}{2,}\b/gu) ?? [];
  const below = new Set(values.flatMap(capitalised));
  return capitalised(cell).some((w) => below.has(w));
}

/** A column's name: a few words without the commas, brackets and stops of a value ("Seats", "Retention period"). */
const labelLike = (cell: string) => cell.length <= 30 && cell.split(/\s+/).length <= 4 && !/[,;().]/.test(cell);

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
 * in the document ("environ-" + "ment"); otherwise it is a real compound ("State-" + "owned") and stays, as does an
 * identifier's ("KCS-ISM-" + "40517" is "KCS-ISM-40517", new-user trial 30 read "KCS-ISM- 40517").
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
    } else if (/[\p{Lu}\p{N}]-$/u.test(text) && /^[\p{Lu}\p{N}]/u.test(part)) {
      // an identifier broken at its hyphen ("KCS-ISM-" + "40517", "COVID-" + "19") goes on without a space
      text += part;
    } else text = text ? `${text} ${part}` : part;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** How much wider the gap between two rows of a key/value table is than any gap inside one of its values. */
const ROW_GAP = 1.3;

/** A key/value table's key: a short label, not a sentence. */
const isKey = (text: string) => text.length > 0 && text.length <= 40 && !/[.;,]$/.test(text) && !/^\p{Ll}/u.test(text);

/**
 * A key/value table whose values wrap over several lines, each key set beside the middle of its value (a disaster
 * scenario's "RPO | 5 minutes (consistent secondary, common case), 24 hours⏎(inconsistent secondary)"). Read row by
 * row it falls apart into keys alone and stray lines of values. Such a run of lines (short keys down one left edge,
 * values down one right edge, nothing across both) becomes one line per key holding its whole value; anything else
 * is left as it is.
 */
export function mergeKeyValueRuns(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const run = keyValueRun(lines, i) ?? topAlignedRun(lines, i);
    if (run) {
      out.push(...run.rows);
      i = run.next;
    } else {
      out.push(lines[i] as PdfLine);
      i++;
    }
  }
  return out;
}

function keyValueRun(lines: PdfLine[], from: number): { rows: PdfLine[]; next: number } | undefined {
  const first = lines[from];
  if (!first?.starts || first.end === undefined || !isKey(first.cells[0] ?? '')) return undefined;
  const left = first.starts[0] ?? 0;
  const size = first.size;
  // the values' edge: beside the first key, or the line under it when the key stands alone
  const right = first.cells.length === 2 ? first.starts[1] : lines[from + 1]?.starts?.[0];
  if (first.cells.length > 2 || right === undefined || right < left + 4 * size) return undefined;
  const near = (x: number | undefined, at: number) => x !== undefined && Math.abs(x - at) <= 3;
  const keys: { y: number; text: string }[] = [];
  const values: { y: number; text: string }[] = [];
  let prev: PdfLine | undefined;
  let j = from;
  for (; j < lines.length; j++) {
    const l = lines[j] as PdfLine;
    if (!l.starts || l.end === undefined) break;
    if (prev && (l.page !== prev.page || prev.y - l.y > 4 * size || l.y >= prev.y)) break;
    const [a = '', b] = l.cells;
    // a key's second line that opens a bracket, the name's abbreviation, with a value beside it ("Elastic Block Store"
    // over "(EBS) | and is used by…") goes on both (a list marker "(EBS)" no longer swallows its value: see MARKER_TAB)
    const last = keys.at(-1);
    if (
      last &&
      prev &&
      a.startsWith('(') &&
      l.cells.length === 2 &&
      b &&
      near(l.starts[1], right) &&
      prev.y - l.y <= 1.5 * size
    ) {
      last.text += ` ${a}`;
      values.push({ y: l.y, text: b });
    } else if (l.cells.length === 1 && near(l.starts[0], right)) values.push({ y: l.y, text: a });
    else if (near(l.starts[0], left) && isKey(a) && l.cells.length === 1 && l.end < right - size) keys.push({ y: l.y, text: a });
    else if (near(l.starts[0], left) && isKey(a) && l.cells.length === 2 && b && near(l.starts[1], right)) {
      keys.push({ y: l.y, text: a });
      values.push({ y: l.y, text: b });
    } else break;
    prev = l;
  }
  // only a table whose values wrap needs this; one where each key has its value beside it reads fine row by row
  if (keys.length < 2 || values.length <= keys.length) return undefined;
  const groups = splitAtWidestGaps(values, keys.length);
  // rows stand apart: the gaps between values of two keys are clearly wider than those inside one value (a column of
  // prose beside a few labels is evenly spaced, and cutting it anywhere would pair lines with keys by chance)
  const inside = groups.flatMap((g) => g.slice(1).map((v, k) => (g[k]?.y ?? 0) - v.y));
  const between = groups.slice(1).map((g, k) => (groups[k]?.at(-1)?.y ?? 0) - (g[0]?.y ?? 0));
  if (inside.length > 0 && Math.min(...between) < ROW_GAP * Math.max(...inside)) return undefined;
  const fits = groups.every((g, k) => {
    const key = keys[k] as { y: number };
    const top = (g[0]?.y ?? 0) + size * 1.5;
    const bottom = (g.at(-1)?.y ?? 0) - size * 1.5;
    return key.y <= top && key.y >= bottom;
  });
  if (!fits) return undefined;
  const rows = keys.map((key, k) => ({
    cells: [key.text, (groups[k] ?? []).map((v) => v.text).join(' ')],
    y: key.y,
    size,
    page: first.page,
    font: first.font,
  }));
  return { rows, next: j };
}

/** A key's second line: it goes on in lower case or opens a bracket ("(including privacy breach response)"). */
const goesOn = (text: string) => /^[\p{Ll}(]/u.test(text);

/** A row of a table read by topAlignedRun; `full` when it and every row before it started with a cell in each column. */
interface TopRow {
  cells: string[][];
  y: number;
  page: number;
  fonts: Map<string, number>;
  full: boolean;
  font: string;
}

/**
 * A first cell's next line in capitals ("Cryptography and Key⏎Management Policy", "Attendance register app⏎API"): in a
 * table whose every row so far started with a cell in each column, a line in the row's font with only that cell,
 * closer under the line above than any row stood under the one before it (`pitch`), goes on the row above
 * (new-user trial 30 read it as a row of its own, or as a paragraph that cut the table). Rows set with padding stand
 * further apart than a cell's lines, and a cell centred beside a wrapped one starts no row of its own this way.
 */
function wrapsFirstCell(l: PdfLine, row: TopRow, n: number, pitch: number, prev: PdfLine): boolean {
  const [above = ''] = row.cells[0]?.slice(-1) ?? [];
  const lead = l.cells[0] ?? '';
  // a name goes on, not a sentence: neither line ends one
  const phrase = (t: string) => t.length <= 40 && !/[.;:!?]$/.test(t);
  if (!row.full || l.cells.length !== 1 || n < 2 || l.font !== row.font || l.page !== row.page) return false;
  return phrase(above) && phrase(lead) && prev.y - l.y < pitch - 0.25;
}

/**
 * A table whose cells are set at the top of their rows, as word processors set them, with cells that wrap (new-user
 * trials 20 and 22: a fact sheet's "Employees | 238 full-time employees as of⏎January 2025" read as prose without its
 * label; a retention schedule's three columns interleaved line by line): each line with a label at the left edge
 * starts a row, and the lines under it go on its cells column by column, a label's own second line included (lower
 * case or a bracket: "(including privacy breach response)"). The rows stand as close as the lines inside them, so no
 * gap tells them apart; the left column does. Only a table whose cells wrap needs this: one of single lines reads
 * fine row by row already. A header whose cells wrap is one row the same way (new-user trial 26: "Recovery time⏎
 * objective (RTO)"), its first cell's second line included when set in the header's own font (see headerLines). A
 * table that runs onto the next page under its header set again is one table: the header is not read again as a row,
 * and a cell the page break cut goes on with the lines under that header until the next row starts (new-user trial 27).
 */
function topAlignedRun(lines: PdfLine[], from: number): { rows: PdfLine[]; next: number } | undefined {
  const first = lines[from];
  if (!first?.starts || first.end === undefined) return undefined;
  const columns = first.starts;
  const n = columns.length;
  if (n < 2 || n > MAX_COLUMNS || first.cells.length !== n || !isKey(first.cells[0] ?? '')) return undefined;
  const size = first.size;
  if (columns.some((x, k) => k > 0 && x < (columns[k - 1] ?? 0) + 4 * size)) return undefined;
  const columnAt = (x: number) => columns.findIndex((c) => Math.abs(c - x) <= 3);
  const head = headerLines(lines, from);
  const rows: TopRow[] = [];
  // the least distance seen between the first lines of two rows
  let pitch = Number.POSITIVE_INFINITY;
  let wrapped = false;
  let prev: PdfLine | undefined;
  let j = from;
  for (; j < lines.length; j++) {
    const l = lines[j] as PdfLine;
    if (!l.starts || l.end === undefined || l.starts.length !== l.cells.length) break;
    // the table goes on over the page under its header set again: the lines after it go on the rows
    if (prev && l.page === prev.page + 1 && repeatsHeader(lines, { from, head, at: j })) {
      j += head - from - 1;
      prev = undefined;
      continue;
    }
    if (prev && (l.page !== prev.page || prev.y - l.y > 2.5 * size || l.y >= prev.y)) break;
    const at = l.starts.map(columnAt);
    // every cell stands in a column, in order, and the last column's text stays inside the table
    if (at.some((k, m) => k < 0 || (m > 0 && k <= (at[m - 1] ?? -1)))) break;
    const lead = l.cells[0] ?? '';
    const row = rows.at(-1);
    const wraps = row && (goesOn(lead) || (prev && wrapsFirstCell(l, row, n, pitch, prev)));
    const startsRow = at[0] === 0 && !wraps && !(j > from && j < head);
    if (startsRow && row && row.page === l.page) pitch = Math.min(pitch, row.y - l.y);
    if (startsRow) {
      // a label may wrap after a comma ("Application,⏎infrastructure and⏎security logs")
      if (!(lead.length <= 60 && !/[.;:]$/.test(lead) && !/^\p{Ll}/u.test(lead))) break;
      const cells: string[][] = columns.map(() => []);
      for (const [m, k] of at.entries()) cells[k]?.push(l.cells[m] ?? '');
      rows.push({
        cells,
        y: l.y,
        page: l.page,
        fonts: new Map(),
        full: l.cells.length === n && (row?.full ?? true),
        font: l.font,
      });
    } else if (row) {
      for (const [m, k] of at.entries()) row.cells[k]?.push(l.cells[m] ?? '');
      wrapped = true;
    } else break;
    const fonts = (rows.at(-1) as { fonts: Map<string, number> }).fonts;
    fonts.set(l.font, (fonts.get(l.font) ?? 0) + l.cells.join('').length);
    prev = l;
  }
  if (rows.length < 2 || !wrapped) return undefined;
  return {
    rows: rows.map((r) => ({
      // a word broken at a hyphen ("point-in-" + "time") goes on without a space
      cells: r.cells.map((parts) => parts.reduce((t, part) => (!t ? part : /\p{L}-$/u.test(t) ? t + part : `${t} ${part}`), '')),
      y: r.y,
      size,
      page: r.page,
      // each row's own font, so that a header set in bold still tells itself from the rows below
      font: [...r.fonts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.font,
      columns,
    })),
    next: j,
  };
}

/** Columns a table read by topAlignedRun may have. */
const MAX_COLUMNS = 8;

/** Lines a header's cells may wrap onto. */
const MAX_HEADER_LINES = 4;

/** How far (in character heights) a header cell's next line stands under the one before: a line's height, no more. */
const HEADER_PITCH = 1.5;

/**
 * Where the header that opens a table at `from` ends (the index of its first line that is not the header's). Its
 * lines are set in its own font, each at a line's distance under the one before (a row further down stands a cell's
 * padding apart) and holding fewer cells than its first line (some header cell did not wrap), up to a line set in
 * another font that the first line heads as a header. A header in Title Case ("Support⏎Plan") would otherwise start
 * a row at its first cell's second line. Without all this, the header is its first line.
 */
function headerLines(lines: PdfLine[], from: number): number {
  const first = lines[from] as PdfLine;
  let j = from + 1;
  for (; j < lines.length && j - from < MAX_HEADER_LINES; j++) {
    const l = lines[j] as PdfLine;
    const above = lines[j - 1] as PdfLine;
    if (l.font !== first.font || l.page !== first.page || l.cells.length >= first.cells.length) break;
    const drop = above.y - l.y;
    if (drop <= 0 || drop > HEADER_PITCH * l.size) return from + 1;
  }
  const body = lines[j];
  const headed = body && body.page === first.page && body.font !== first.font && firstRowIsHeader([first, body]);
  return headed ? j : from + 1;
}

/**
 * Whether the lines from `at` repeat the header of the table at `from` (its lines up to `head`), word for word and
 * column for column, on one page: a table that runs over a page break sets its header again at the top of the next.
 */
function repeatsHeader(lines: PdfLine[], table: { from: number; head: number; at: number }): boolean {
  const { from, head, at } = table;
  const page = lines[at]?.page;
  for (let k = 0; k < head - from; k++) {
    const header = lines[from + k] as PdfLine;
    const again = lines[at + k];
    if (!again || again.page !== page || again.cells.join('\u0000') !== header.cells.join('\u0000')) return false;
    const aligned = again.starts?.every((x, m) => Math.abs(x - (header.starts?.[m] ?? Number.NaN)) <= 3);
    if (!aligned) return false;
  }
  return true;
}

/** Lines top to bottom cut into `n` runs at the `n - 1` widest gaps between them. */
function splitAtWidestGaps<T extends { y: number }>(items: T[], n: number): T[][] {
  const cuts = items
    .slice(1)
    .map((it, i) => ({ at: i + 1, gap: (items[i] as T).y - it.y }))
    .sort((a, b) => b.gap - a.gap)
    .slice(0, n - 1)
    .map((c) => c.at)
    .sort((a, b) => a - b);
  const out: T[][] = [];
  let start = 0;
  for (const at of [...cuts, items.length]) {
    out.push(items.slice(start, at));
    start = at;
  }
  return out;
}
