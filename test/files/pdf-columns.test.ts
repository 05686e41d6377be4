// A PDF page set in two columns is read column by column (a brochure, an annual report), while a table keeps its rows.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';

const SIZE = 10;
const LEADING = 14;

/** The words of `text` wrapped to lines no wider than `width` points. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, SIZE) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Paragraphs set down a column from `top`, a blank line between them; returns the y below the last line. */
function column(page: PDFPage, font: PDFFont, x: number, top: number, width: number, paragraphs: string[]): number {
  let y = top;
  for (const p of paragraphs) {
    for (const l of wrap(p, font, width)) {
      page.drawText(l, { x, y, size: SIZE, font });
      y -= LEADING;
    }
    y -= LEADING;
  }
  return y;
}

const LEFT = [
  'Northwind Learning keeps every customer record in two regions of its own choosing, and each copy is encrypted at rest with keys that the security team rotates every ninety days.',
  'Backups are taken every four hours and restored in a test environment once a month, so the team knows they can be read when they are needed most.',
];
const RIGHT = [
  'Our support desk answers tickets around the clock, and a named engineer follows each severe incident from the first report to the written review that closes it.',
  'Customers hear about planned maintenance a week ahead through the status page, which also carries the history of every outage of the past year.',
];

async function twoColumnReport(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= 3; n++) {
    const page = doc.addPage([612, 792]);
    const title = ['How we look after your data and your people', 'Our people', 'Our planet'][n - 1] ?? '';
    page.drawText(title, { x: 48, y: 720, size: 18, font: bold });
    // pages 2 and 3 only carry the running footer that page 1 shares with them
    const [left, right] =
      n === 1
        ? [LEFT, RIGHT]
        : [
            [`Staff on page ${n} ${'are trained every year. '.repeat(n + 2)}`],
            [`Offices on page ${n} ${'run on renewable power. '.repeat(n + 2)}`],
          ];
    column(page, font, 48, 680, 240, left);
    // the right column breaks its paragraphs elsewhere (its second one starts lower than the left's)
    column(page, font, 324, 680, 240, right);
    page.drawText(`Annual report 2025 · page ${n}`, { x: 48, y: 40, size: 8, font });
  }
  return Buffer.from(await doc.save());
}

/** A requirement/response table: both cells wrap over lines, each row starting level on both sides. */
async function responseTable(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const rows = [
    [
      'R-1 The vendor shall describe how customer data is encrypted while stored and while sent.',
      'All stored data is encrypted with keys held apart from it, and every connection uses current protocols.',
    ],
    [
      'R-2 The vendor shall state how quickly a severe incident is acknowledged by its staff.',
      'A severe incident is acknowledged within fifteen minutes at any hour of any day of the year.',
    ],
    [
      'R-3 The vendor shall explain how often its recovery plan is tested and reviewed.',
      'The recovery plan is tested twice a year and reviewed by the leadership team after each test.',
    ],
  ];
  let y = 700;
  for (const [req = '', res = ''] of rows) {
    const a = wrap(req, font, 230);
    const b = wrap(res, font, 230);
    for (const [i, l] of a.entries()) page.drawText(l, { x: 48, y: y - i * LEADING, size: SIZE, font });
    for (const [i, l] of b.entries()) page.drawText(l, { x: 324, y: y - i * LEADING, size: SIZE, font });
    y -= Math.max(a.length, b.length) * LEADING + LEADING;
  }
  return Buffer.from(await doc.save());
}

describe('PDF pages set in columns', () => {
  it('reads the left column and then the right, each paragraph whole, the title first and the running footer gone', async () => {
    const doc = await extractDocument(await twoColumnReport(), 'pdf');
    const texts = doc.blocks.filter((b) => b.page === 1).map((b) => b.text);
    expect(texts[0]).toBe('How we look after your data and your people');
    for (const p of [...LEFT, ...RIGHT]) expect(texts).toContain(p);
    // reading order: down the left column, then down the right
    const at = (p: string) => texts.indexOf(p);
    expect(at(LEFT[0] ?? '')).toBeLessThan(at(LEFT[1] ?? ''));
    expect(at(LEFT[1] ?? '')).toBeLessThan(at(RIGHT[0] ?? ''));
    expect(at(RIGHT[0] ?? '')).toBeLessThan(at(RIGHT[1] ?? ''));
    expect(doc.blocks.map((b) => b.text).join('\n')).not.toContain('Annual report 2025');
  });

  it('keeps a table whose cells wrap as rows: each requirement beside its response', async () => {
    const doc = await extractDocument(await responseTable(), 'pdf');
    const rows: string[][] = doc.blocks.flatMap((b) => (b.kind === 'table' ? (b.rows ?? []) : []));
    const first = rows.find((r) => r[0]?.startsWith('R-2'));
    expect(first?.[1]).toMatch(/^A severe incident is acknowledged/);
  });
});
