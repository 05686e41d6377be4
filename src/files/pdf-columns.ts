// The reading order of a PDF page set in columns. A page's text items come with positions only; read row by row
// across the page, two columns of prose interleave ("…who are former to improve, simplify, and unify…"). Here a
// stretch of the page whose text leaves a clear gutter, with prose flowing down both sides, is read left column first.
// Tables keep their rows: a side of short cells, or rows that start together on both sides, is no column of prose.

export interface PdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  font: string;
}

/** Lines a column needs on each side before it is read as one (fewer is a caption or a table row). */
const MIN_COLUMN_LINES = 3;
/** A line this close to its side's widest line is "full": prose fills its column, a table's cells mostly do not. */
const FULL_LINE = 0.7;
/** Columns nested this deep at most (a three-column page is two splits). */
const MAX_DEPTH = 3;

type Row = PdfItem[];

/**
 * The page's items in reading order, as runs each read row by row: the page as it is, or its stretches in turn,
 * a stretch set in two columns giving its left column and then its right.
 */
export function readingOrder(items: PdfItem[], page: { left: number; right: number }, depth = 0): PdfItem[][] {
  if (items.length === 0 || depth >= MAX_DEPTH) return [items];
  const size = bodySize(items);
  const rows = rowsOf(items);
  const [head, body, foot] = edges(rows, size);
  for (const gutter of gutterCandidates(body.flat(), page)) {
    const bands = bandsAt(body, gutter, size);
    if (!bands.some((b) => b.columns)) continue;
    const runs = bands.flatMap((b) =>
      b.columns ? [...readingOrder(b.left, page, depth + 1), ...readingOrder(b.right, page, depth + 1)] : [b.all],
    );
    return [head.flat(), ...runs, foot.flat()].filter((r) => r.length > 0);
  }
  return [items];
}

/** The size most characters are set in. */
function bodySize(items: PdfItem[]): number {
  const chars = new Map<number, number>();
  for (const it of items) chars.set(it.size, (chars.get(it.size) ?? 0) + it.str.length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] || 10;
}

/** Items on one baseline, top of the page first (the tolerance groupLines uses). */
function rowsOf(items: PdfItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  let row: Row = [];
  for (const it of sorted) {
    if (row.length > 0 && Math.abs((row[0]?.y ?? 0) - it.y) > Math.max(2, it.size * 0.4)) {
      rows.push(row);
      row = [];
    }
    row.push(it);
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * A running header or footer stands apart from the body (a wide gap below or above it) and spans no column: it is
 * read before or after the columns, where the running-line rule finds it, not at the foot of whichever column it sits.
 */
function edges(rows: Row[], size: number): [Row[], Row[], Row[]] {
  const gap = (a: Row | undefined, b: Row | undefined) => (a?.[0]?.y ?? 0) - (b?.[0]?.y ?? 0);
  let top = 0;
  while (top < Math.min(3, rows.length - 1) && gap(rows[top], rows[top + 1]) > 2.5 * size) top++;
  let bottom = rows.length;
  while (bottom > Math.max(top + 1, rows.length - 3) && gap(rows[bottom - 2], rows[bottom - 1]) > 2.5 * size) bottom--;
  return [rows.slice(0, top), rows.slice(top, bottom), rows.slice(bottom)];
}

/** Left edges shared by several lines in the middle of the page: where a right-hand column would start. */
function gutterCandidates(items: PdfItem[], page: { left: number; right: number }): number[] {
  const width = page.right - page.left;
  const starts = new Map<number, number>();
  for (const it of items) {
    if (it.x < page.left + width * 0.2 || it.x > page.left + width * 0.8) continue;
    const x = Math.round(it.x);
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  return [...starts.entries()]
    .filter(([, n]) => n >= MIN_COLUMN_LINES)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 4)
    .map(([x]) => x);
}

type Band = { columns: true; left: PdfItem[]; right: PdfItem[] } | { columns: false; all: PdfItem[] };

/**
 * The rows cut into stretches at the rows that cross the gutter (a title across the page); a stretch is read as two
 * columns when both sides hold prose.
 */
function bandsAt(rows: Row[], gutter: number, size: number): Band[] {
  const bands: Band[] = [];
  let stretch: Row[] = [];
  let across: Row[] = [];
  const side = (it: PdfItem) => (it.x >= gutter - 1.5 ? 'right' : it.x + it.width <= gutter - size ? 'left' : 'across');
  const flush = () => {
    if (stretch.length > 0) {
      const left = stretch.map((r) => r.filter((it) => side(it) === 'left')).filter((r) => r.length > 0);
      const right = stretch.map((r) => r.filter((it) => side(it) === 'right')).filter((r) => r.length > 0);
      bands.push(
        isProse(left, size) && isProse(right, size) && !rowsStartTogether(left, right, size)
          ? { columns: true, left: left.flat(), right: right.flat() }
          : { columns: false, all: stretch.flat() },
      );
    }
    if (across.length > 0) bands.push({ columns: false, all: across.flat() });
    stretch = [];
    across = [];
  };
  for (const row of rows) {
    if (row.some((it) => side(it) === 'across')) {
      if (stretch.length > 0) flush();
      across.push(row);
    } else {
      if (across.length > 0) flush();
      stretch.push(row);
    }
  }
  flush();
  return bands;
}

/**
 * Prose: lines that run unbroken (no gap wide enough to part table cells), mostly fill a column wide enough for a
 * sentence (some 30 characters), and wrap mid-sentence at least once (a line going on in lower case). A list of
 * labels or checkboxes does none of these.
 */
function isProse(lines: Row[], size: number): boolean {
  if (lines.length < MIN_COLUMN_LINES) return false;
  const runs = lines.map((l) => [...l].sort((a, b) => a.x - b.x));
  const unbroken = runs.filter((l) =>
    l.every((it, i) => i === 0 || it.x - ((l[i - 1]?.x ?? 0) + (l[i - 1]?.width ?? 0)) <= size * 2),
  );
  if (unbroken.length < lines.length * 0.8) return false;
  const widths = runs.map((l) => Math.max(...l.map((it) => it.x + it.width)) - (l[0]?.x ?? 0));
  const widest = Math.max(...widths);
  const median = [...widths].sort((a, b) => a - b)[Math.floor(widths.length / 2)] ?? 0;
  if (median < size * 15) return false;
  if (widths.filter((w) => w >= widest * FULL_LINE).length < lines.length * 0.6) return false;
  const text = runs.map((l) =>
    l
      .map((it) => it.str)
      .join(' ')
      .trim(),
  );
  return text.some((t, i) => i > 0 && /[\p{L},]$/u.test(text[i - 1] ?? '') && /^\p{Ll}/u.test(t));
}

/**
 * A table's rows start together on both sides (its cells begin level after the gap between rows); two columns of
 * prose break their paragraphs where each happens to.
 */
function rowsStartTogether(left: Row[], right: Row[], size: number): boolean {
  const starts = (lines: Row[]) => {
    const ys = lines.map((l) => l[0]?.y ?? 0);
    const pitches = ys.slice(1).map((y, i) => (ys[i] ?? 0) - y);
    const pitch = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)] ?? size;
    return ys.filter((_, i) => i > 0 && (pitches[i - 1] ?? 0) > pitch * 1.5);
  };
  const l = starts(left);
  const r = starts(right);
  if (Math.min(l.length, r.length) < 2) return false;
  const together = l.filter((y) => r.some((ry) => Math.abs(ry - y) <= size * 0.6)).length;
  return together * 2 >= Math.min(l.length, r.length);
}
