// Reads a PDF's text layer (pdfjs-dist legacy build) into blocks with pages: headings by font size, tables by column gaps.
import { type DocBlock, tableBlockText, unreadable } from './document';
import { type PdfItem, readingOrder } from './pdf-columns';
import {
  dropRunningLines,
  firstRowIsHeader,
  joinLines,
  mergeKeyValueRuns,
  mergeListMarker,
  type PdfLine,
  readBullets,
  startsListItem,
  vocabulary,
} from './pdf-layout';

type Item = PdfItem;

type Line = PdfLine;

/** Most pages accepted ("about 100 pages each", with some slack). */
export const MAX_PDF_PAGES = 150;

export async function readPdf(bytes: Buffer): Promise<{ blocks: DocBlock[]; pages: number }> {
  if (bytes.subarray(0, 1024).indexOf('%PDF-') < 0) throw unreadable('pdf: this is not a PDF file (no %PDF header).');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw unreadable('pdf: the file is damaged or truncated and cannot be opened.');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) {
      throw unreadable(`pdf: ${doc.numPages} pages is over the library limit of about 100 pages per source.`);
    }
    const lines: Line[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const it of content.items) {
        if (!('str' in it) || it.str.trim() === '') continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = it.transform as number[];
        items.push({
          str: it.str,
          x,
          y,
          width: it.width,
          size: Math.round(Math.hypot(a, b) * 10) / 10 || it.height,
          font: it.fontName,
        });
      }
      const [left = 0, , right = left + 612] = page.view;
      // a page set in columns is read column by column, each run row by row
      for (const run of readingOrder(items, { left, right })) lines.push(...groupLines(run, p));
      page.cleanup();
    }
    const chars = lines.reduce((n, l) => n + l.cells.join('').length, 0);
    if (chars < 20 * Math.max(1, Math.min(doc.numPages, 5)) && chars < 200) {
      throw unreadable('pdf: the PDF has no text layer (it looks scanned); run OCR on it and upload again.');
    }
    return { blocks: linesToBlocks(mergeKeyValueRuns(dropRunningLines(lines))), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

/** A gap this wide (in character heights) splits a row of labels each ending in a colon, and the values under them. */
const LABEL_GAP = 0.8;

/**
 * A row's items cut into cells at gaps wider than `gap` character heights, with where each cell starts; also at a
 * narrower gap (half a character) where the item starts a column other rows start cells at (`columns`): a table's
 * long key runs close to its value column ("Cyber liability and network security  $10,000,000…", new-user trial 22).
 */
function cellsOf(row: Item[], gap: number, columns: readonly number[] = []): { cells: string[]; starts: number[] } {
  const cells: string[] = [];
  const starts: number[] = [];
  const inColumn = (x: number) => columns.some((c) => Math.abs(c - x) <= 1.5);
  // a justified line of prose spaces its words widely and evenly: a column's edge there is a gap like the others
  const gaps = row
    .slice(1)
    .map((it, k) => it.x - ((row[k] as Item).x + (row[k] as Item).width))
    .sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
  // a table's row is no prose: its cells, cut at wide gaps, all start at columns, and a narrower gap at another column
  // parts two cells too (new-user trial 26: "Backup frequency  Backup retention", headers 1.25 characters apart)
  const wide = columns.length > 0 ? cellsOf(row, gap).starts.slice(1) : [];
  const tableRow = wide.length >= 2 && wide.every(inColumn);
  let end = Number.NEGATIVE_INFINITY;
  for (const it of row) {
    const space = it.x - end;
    const atColumn = space > it.size * 0.5 && (gaps.length < 4 || space > 2 * usual || tableRow) && inColumn(it.x);
    if (cells.length === 0 || space > it.size * gap || atColumn) {
      cells.push(it.str.trim());
      starts.push(it.x);
    } else cells[cells.length - 1] += (space > it.size * 0.15 && !/\s$/.test(cells.at(-1) ?? '') ? ' ' : '') + it.str.trim();
    end = it.x + it.width;
  }
  return { cells, starts };
}

/**
 * Items on the same baseline make a line; a horizontal gap wider than two characters starts a new cell. A row of
 * labels set closer ("Registration date:   Issue date:   Expiration date:") is cut at narrower gaps, and so is the
 * row right under it when its values stand under those labels, so that each value keeps its label.
 */
function groupLines(items: Item[], page: number): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const it of sorted) {
    const last = rows.at(-1);
    if (last && Math.abs((last[0]?.y ?? 0) - it.y) <= Math.max(2, it.size * 0.4)) last.push(it);
    else rows.push([it]);
  }
  for (const r of rows) r.sort((a, b) => a.x - b.x);
  // where cells start in rows cut at wide gaps: a column two rows or more share
  const starts = new Map<number, number>();
  for (const r of rows) {
    const cut = cellsOf(r, 2);
    if (cut.cells.length < 2) continue;
    for (const x of cut.starts.slice(1)) starts.set(Math.round(x), (starts.get(Math.round(x)) ?? 0) + 1);
  }
  const columns = [...starts].filter(([, n]) => n >= 2).map(([x]) => x);
  const lines: Line[] = [];
  let row: Item[] = [];
  let labels: { starts: number[]; ends: number[]; y: number } | undefined;
  const emit = () => {
    if (row.length === 0) return;
    row.sort((a, b) => a.x - b.x);
    let { cells, starts } = cellsOf(row, 2, columns);
    const fine = cellsOf(row, LABEL_GAP);
    const y = row[0]?.y ?? 0;
    const size = Math.max(...row.map((r) => r.size));
    const under = labels && labels.y - y <= 3 * size && fine.cells.length === labels.starts.length ? labels : undefined;
    if (fine.cells.length > cells.length && fine.cells.length >= 2 && fine.cells.every((c) => /\S:$/.test(c))) {
      ({ cells, starts } = fine);
      labels = { starts, ends: ends(row, starts), y };
    } else if (under && fine.cells.length > cells.length && underLabels(fine.starts, ends(row, fine.starts), under, size)) {
      ({ cells, starts } = fine);
      labels = undefined;
    } else labels = undefined;
    cells = readBullets(cells);
    const merged = mergeListMarker(cells, markerGap(row, starts, size));
    lines.push({
      cells: merged,
      y,
      size,
      page,
      font: mainFont(row),
      starts: merged.length === cells.length ? starts : [starts[0] ?? 0, ...starts.slice(2)],
      end: Math.max(...row.map((r) => r.x + r.width)),
    });
    row = [];
  };
  for (const r of rows) {
    row = r;
    emit();
  }
  return lines;
}

/** How far the second cell of a row starts after the end of its first, in character heights. */
function markerGap(row: Item[], starts: number[], size: number): number {
  const second = starts[1];
  if (second === undefined) return 0;
  const first = row.filter((it) => it.x < second);
  return (second - Math.max(...first.map((it) => it.x + it.width))) / size;
}

/** Where each cell that starts at `starts` ends. */
function ends(row: Item[], starts: number[]): number[] {
  return starts.map((s, i) => {
    const next = starts[i + 1] ?? Number.POSITIVE_INFINITY;
    return Math.max(...row.filter((it) => it.x >= s && it.x < next).map((it) => it.x + it.width));
  });
}

/** Whether each value overlaps the label above it (give or take two characters) and no other. */
function underLabels(starts: number[], valueEnds: number[], labels: { starts: number[]; ends: number[] }, size: number) {
  return starts.every((s, i) => {
    const overlaps = (k: number) =>
      s <= (labels.ends[k] ?? 0) + 2 * size && (valueEnds[i] ?? 0) >= (labels.starts[k] ?? 0) - 2 * size;
    return overlaps(i) && labels.starts.every((_, k) => k === i || !overlaps(k));
  });
}

/** The font most characters of a line are set in. */
function mainFont(row: Item[]): string {
  const chars = new Map<string, number>();
  for (const it of row) chars.set(it.font, (chars.get(it.font) ?? 0) + it.str.length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The font size most of the text is set in (weighted by characters, so a few big headings never count as body). */
/**
 * A header row with an empty cell (the corner over a column of row labels: "" | Standard | Premier) has fewer cells
 * than its rows: each of its cells goes over the column it starts in, the empty ones left empty (new-user trial 31
 * read "Standard: Technical account manager; Premier: Not included"). As read when the cells do not line up.
 */
function headerInColumns(table: Line[]): string[] {
  const [head, ...body] = table;
  if (!head?.starts || head.starts.length !== head.cells.length) return head?.cells ?? [];
  const widest = body.reduce<Line | undefined>((w, l) => (l.cells.length > (w?.cells.length ?? 0) ? l : w), undefined);
  const columns = widest?.starts ?? widest?.columns;
  if (!widest || !columns || columns.length !== widest.cells.length || columns.length <= head.cells.length) return head.cells;
  const out = columns.map(() => '');
  let from = 0;
  for (const [k, x] of head.starts.entries()) {
    // the column this cell starts nearest to, after the one before it
    let best = -1;
    for (let c = from; c < columns.length; c++)
      if (best < 0 || Math.abs((columns[c] as number) - x) < Math.abs((columns[best] as number) - x)) best = c;
    if (best < 0 || Math.abs((columns[best] as number) - x) > 2 * head.size) return head.cells;
    out[best] = head.cells[k] ?? '';
    from = best + 1;
  }
  return out;
}

function bodySize(lines: Line[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(l.size, (chars.get(l.size) ?? 0) + l.cells.join('').length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** Heading text this long, wrapped lines joined, is a paragraph set large (a certificate's body), not a heading. */
const MAX_HEADING = 150;

/**
 * Lines set in a heading's size that are prose: a run of such lines (one line wrapped onto the next) that reads as a
 * sentence (ends in a full stop after eight words or more), is longer than any heading, or is a bulleted item. A
 * certificate's few lines of body text, set larger than its small print, are otherwise all headings.
 */
function proseInLargeType(lines: Line[], headingSizes: number[]): Set<Line> {
  const prose = new Set<Line>();
  let run: Line[] = [];
  const close = () => {
    const text = run.map((l) => l.cells.join(' ')).join(' ');
    const sentence = /[.!?]$/.test(text) && text.split(/\s+/).length >= 8;
    if (sentence || text.length > MAX_HEADING || /^[•▪◦●■-]\s/.test(text)) for (const l of run) prose.add(l);
    run = [];
  };
  for (const line of lines) {
    const big = headingSizes.includes(line.size) && line.cells.length === 1;
    const prev = run.at(-1);
    const wraps =
      prev !== undefined && big && prev.page === line.page && prev.size === line.size && prev.y - line.y < line.size * 1.6;
    if (!wraps) close();
    if (big) run.push(line);
  }
  close();
  return prose;
}

function linesToBlocks(lines: Line[]): DocBlock[] {
  const body = bodySize(lines);
  const words = vocabulary(lines);
  const headingSizes = [...new Set(lines.filter((l) => l.size >= body * 1.15).map((l) => l.size))].sort((a, b) => b - a);
  const prose = proseInLargeType(lines, headingSizes);
  const blocks: DocBlock[] = [];
  let para: string[] = [];
  let paraPage = 1;
  let prev: Line | undefined;
  let table: Line[] = [];
  const flushPara = () => {
    const text = joinLines(para, words);
    if (text) blocks.push({ kind: 'paragraph', text, page: paraPage });
    para = [];
  };
  const flushTable = () => {
    if (table.length >= 2) {
      const header = firstRowIsHeader(table);
      // a header set again where the table goes on over a page is no row of it
      const head = (table[0] as Line).cells.join('\u0000');
      const rows = table.map((l) => l.cells).filter((cells, i) => i === 0 || !header || cells.join('\u0000') !== head);
      if (header) rows[0] = headerInColumns(table);
      const text = tableBlockText(rows, header);
      blocks.push({ kind: 'table', text, rows, page: table[0]?.page });
    } else if (table.length === 1) {
      para.push((table[0] as Line).cells.join(' '));
      paraPage = (table[0] as Line).page;
    }
    table = [];
  };
  for (const line of lines) {
    const text = line.cells.join(' ');
    const level = headingSizes.indexOf(line.size) + 1;
    const gap = prev && prev.page === line.page ? prev.y - line.y : 0;
    if (level > 0 && text.length <= 120 && line.cells.length === 1 && !prose.has(line)) {
      flushTable();
      flushPara();
      const last = blocks.at(-1);
      // a heading wrapped over two lines
      if (last?.kind === 'heading' && last.level === Math.min(level, 6) && prev && gap < line.size * 1.6) last.text += ` ${text}`;
      else blocks.push({ kind: 'heading', text, level: Math.min(level, 6), page: line.page });
    } else if (line.cells.length >= 2) {
      flushPara();
      table.push(line);
    } else {
      flushTable();
      // a page or a column ends (the next line is back up the page) where the paragraph may end too
      const columnEnded = prev?.page === line.page && line.y > prev.y + line.size;
      const pageEnded = (prev?.page !== line.page || columnEnded) && /[.:!?]$/.test(para.at(-1) ?? '');
      // a short line in another font (a bold run-in title such as "G.3 Correspondence") is its own paragraph
      const titleLike = (t: string) => t.length <= 60 && /^[A-Z0-9]/.test(t) && !/[.,;]$/.test(t);
      const fontTurn =
        prev !== undefined &&
        prev.font !== line.font &&
        /^[A-Z0-9]/.test(text) &&
        (titleLike(text) || titleLike(prev.cells.join(' ')));
      if (para.length > 0 && (gap > line.size * 1.8 || pageEnded || fontTurn || startsListItem(text, para.at(-1)))) flushPara();
      if (para.length === 0) paraPage = line.page;
      para.push(text);
    }
    prev = line;
  }
  flushTable();
  flushPara();
  return blocks;
}
