// A PDF table that runs over a page break, its header set again at the top of the next page: one table, the header
// never read as a row of it, and a cell the break cut read whole (new-user trial 27); a first cell wrapped onto a line
// of its own goes on its row (new-user trial 30); a header with an empty corner heads the columns it stands over (31).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';

/** Each cell's lines, one array per column; a row whose first cell is empty is the rest of a row the page break cut. */
type Row = string[][];

/**
 * A PDF of as many pages as `pages`, each holding its rows of one table set as a word processor sets one (cells at the
 * top of their rows, wrapped lines a line apart, the header in bold and at the top of each page), a sentence before
 * the table and one after it.
 */
async function pagedTablePdf(table: { columns: number[]; header: Row; pages: Row[][] }) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size = 10;
  let page = doc.addPage([612, 792]);
  let y = 0;
  const draw = (row: Row, font: typeof regular) => {
    for (const [k, lines] of row.entries())
      for (const [i, text] of lines.entries()) {
        if (text) page.drawText(text, { x: table.columns[k] ?? 0, y: y - i * size * 1.2, size, font });
      }
    y -= Math.max(...row.map((lines) => lines.length)) * size * 1.2 + 1;
  };
  for (const [p, rows] of table.pages.entries()) {
    if (p > 0) page = doc.addPage([612, 792]);
    y = p === 0 ? 660 : 740;
    if (p === 0) page.drawText('Each environment is backed up on the schedule below.', { x: 60, y: 690, size, font: regular });
    draw(table.header, bold);
    for (const row of rows) draw(row, regular);
  }
  page.drawText('Restores from these backups are rehearsed every quarter.', { x: 60, y: y - 30, size, font: regular });
  return Buffer.from(await doc.save());
}

const tables = async (pdf: Buffer) =>
  (await extractDocument(pdf, 'pdf')).blocks.filter((b) => b.kind === 'table').map((b) => b.text);

describe('a table over a page break', () => {
  it('reads the header set again on the next page as the header, and joins a cell the break cut', async () => {
    // the first page ends inside the staging row's second cell; the rest of it stands under the header on the next
    const pdf = await pagedTablePdf({
      columns: [60, 170, 330, 440],
      header: [['Environment'], ['What is copied'], ['Backup', 'frequency'], ['Copies', 'kept for']],
      pages: [
        [
          [['Production'], ['Databases, object', 'storage and search', 'indexes'], ['Hourly'], ['90 days']],
          [['Staging'], ['Databases and'], ['Every six', 'hours'], ['30 days']],
        ],
        [
          [[], ['configuration files']],
          [['Development'], ['Source code', 'repositories'], ['Daily'], ['14 days']],
        ],
      ],
    });
    expect(await tables(pdf)).toEqual([
      [
        'Environment: Production; What is copied: Databases, object storage and search indexes; Backup frequency: Hourly; Copies kept for: 90 days',
        'Environment: Staging; What is copied: Databases and configuration files; Backup frequency: Every six hours; Copies kept for: 30 days',
        'Environment: Development; What is copied: Source code repositories; Backup frequency: Daily; Copies kept for: 14 days',
      ].join('\n'),
    ]);
  });

  it('reads no row out of a one-line header set again over rows of one line each', async () => {
    const pdf = await pagedTablePdf({
      columns: [60, 220, 380],
      header: [['Office'], ['City'], ['Staff']],
      pages: [
        [
          [['Head office'], ['Leeds'], ['120']],
          [['Support centre'], ['Cork'], ['45']],
        ],
        [[['Sales office'], ['Austin'], ['18']]],
      ],
    });
    expect(await tables(pdf)).toEqual([
      'Office: Head office; City: Leeds; Staff: 120\nOffice: Support centre; City: Cork; Staff: 45\nOffice: Sales office; City: Austin; Staff: 18',
    ]);
  });
});

describe('a first cell that wraps onto a line of its own', () => {
  it('goes on its row when that line starts in capitals, and the table goes on after it', async () => {
    const pdf = await pagedTablePdf({
      columns: [60, 230, 400],
      header: [['Standard'], ['Owner'], ['Reviewed']],
      pages: [
        [
          [['Password Standard'], ['Head of IT'], ['Yearly']],
          [['Logging Standard'], ['Security Lead'], ['Yearly']],
          [['Encryption and Key', 'Custody Standard'], ['Platform Lead'], ['Every two years']],
          [['Backup Standard'], ['Platform Lead'], ['Yearly']],
        ],
      ],
    });
    expect(await tables(pdf)).toEqual([
      [
        'Standard: Password Standard; Owner: Head of IT; Reviewed: Yearly',
        'Standard: Logging Standard; Owner: Security Lead; Reviewed: Yearly',
        'Standard: Encryption and Key Custody Standard; Owner: Platform Lead; Reviewed: Every two years',
        'Standard: Backup Standard; Owner: Platform Lead; Reviewed: Yearly',
      ].join('\n'),
    ]);
  });
});

describe('a header with an empty corner', () => {
  it('sets each header cell over the column it starts in, the row labels left without one', async () => {
    const pdf = await pagedTablePdf({
      columns: [60, 230, 400],
      header: [[], ['Basic'], ['Plus']],
      pages: [
        [
          [['Support hours'], ['Weekdays, 09:00 to', '17:00'], ['Around the clock']],
          [['Named contacts'], ['Up to 3'], ['Up to 12']],
          [['Account manager'], ['Not included'], ['Named account', 'manager']],
        ],
      ],
    });
    expect(await tables(pdf)).toEqual([
      [
        'Support hours; Basic: Weekdays, 09:00 to 17:00; Plus: Around the clock',
        'Named contacts; Basic: Up to 3; Plus: Up to 12',
        'Account manager; Basic: Not included; Plus: Named account manager',
      ].join('\n'),
    ]);
  });
});
