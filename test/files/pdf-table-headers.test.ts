// Table headers read from PDFs: a header whose cells wrap is one row, its lines joined by column (new-user trials 26
// and 27), and header cells set close together stay apart where the rows below show two columns (trial 26).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';

/** Each cell's lines, one array per column. */
type Row = string[][];

/**
 * A one-page PDF holding a table set as a word processor sets one: cells at the top of their rows, wrapped lines a
 * line apart, rows `padding` points apart, the header and the rows listed in `bold` set in bold, with a sentence above
 * and below.
 */
async function tablePdf(table: { columns: number[]; header: Row; rows: Row[]; bold?: number[]; padding?: number }) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const size = 9.5;
  page.drawText('Our support plans answer tickets within the times below.', { x: 60, y: 680, size: 10.5, font: regular });
  let y = 650;
  const draw = (row: Row, font: typeof regular) => {
    for (const [k, lines] of row.entries())
      for (const [i, text] of lines.entries()) {
        if (text) page.drawText(text, { x: table.columns[k] ?? 0, y: y - i * size * 1.15, size, font });
      }
    y -= Math.max(...row.map((lines) => lines.length)) * size * 1.15 + (table.padding ?? 0.6);
  };
  draw(table.header, bold);
  for (const [i, row] of table.rows.entries()) draw(row, table.bold?.includes(i) ? bold : regular);
  page.drawText('Times run from when the ticket is logged.', { x: 60, y: y - 30, size: 10.5, font: regular });
  return Buffer.from(await doc.save());
}

const tables = async (pdf: Buffer) =>
  (await extractDocument(pdf, 'pdf')).blocks.filter((b) => b.kind === 'table').map((b) => b.text);

describe('a table whose header cells wrap', () => {
  it('reads the header as one row, its second lines joined by column, and two header cells set close as two', async () => {
    // "Support hours" ends about one character before "Named engineer" starts; the rows below leave a wide gap there
    const pdf = await tablePdf({
      columns: [60, 150, 240, 330, 405],
      header: [
        ['Support plan'],
        ['Initial response', 'time (P1)'],
        ['Initial response', 'time (P2)'],
        ['Support hours'],
        ['Named engineer'],
      ],
      rows: [
        [['Essentials'], ['1 hour'], ['4 hours'], ['Weekdays'], ['No']],
        [['Premier'], ['15 minutes'], ['1 hour'], ['All day,', 'every day'], ['Yes']],
      ],
    });
    expect(await tables(pdf)).toEqual([
      'Support plan: Essentials; Initial response time (P1): 1 hour; Initial response time (P2): 4 hours; Support hours: Weekdays; Named engineer: No\n' +
        'Support plan: Premier; Initial response time (P1): 15 minutes; Initial response time (P2): 1 hour; Support hours: All day, every day; Named engineer: Yes',
    ]);
  });

  it('joins a first header cell wrapped in Title Case and a cell wrapped over three lines, in a table of six columns', async () => {
    const pdf = await tablePdf({
      columns: [60, 140, 220, 300, 380, 460],
      header: [
        ['Support', 'Plan'],
        ['Initial', 'Response', 'Time (P1)'],
        ['Restore', 'Time (P1)'],
        ['Support Hours'],
        ['Named', 'Engineer'],
        ['Monthly Fee'],
      ],
      rows: [
        [['Essentials'], ['1 hour'], ['8 hours'], ['Weekdays'], ['No'], ['$900']],
        [['Premier'], ['15 minutes'], ['4 hours'], ['Every day'], ['Yes'], ['$4,500']],
        [['Enterprise'], ['10 minutes'], ['2 hours'], ['Every day'], ['Yes, two'], ['$9,000']],
      ],
    });
    expect(await tables(pdf)).toEqual([
      [
        'Support Plan: Essentials; Initial Response Time (P1): 1 hour; Restore Time (P1): 8 hours; Support Hours: Weekdays; Named Engineer: No; Monthly Fee: $900',
        'Support Plan: Premier; Initial Response Time (P1): 15 minutes; Restore Time (P1): 4 hours; Support Hours: Every day; Named Engineer: Yes; Monthly Fee: $4,500',
        'Support Plan: Enterprise; Initial Response Time (P1): 10 minutes; Restore Time (P1): 2 hours; Support Hours: Every day; Named Engineer: Yes, two; Monthly Fee: $9,000',
      ].join('\n'),
    ]);
  });

  it('joins the second line of each header cell to its own column though those lines look like list markers', async () => {
    // two header cells wrap an abbreviation in brackets onto their second line, far apart: neither is a list marker
    // starting a line of prose
    const pdf = await tablePdf({
      columns: [60, 220, 380],
      header: [['Service tier'], ['Time to acknowledge', '(TTA)'], ['Time to restore', '(TTR)']],
      rows: [
        [['Basic'], ['8 hours'], ['5 days']],
        [['Extended'], ['2 hours'], ['2 days']],
      ],
    });
    expect(await tables(pdf)).toEqual([
      'Service tier: Basic; Time to acknowledge (TTA): 8 hours; Time to restore (TTR): 5 days\n' +
        'Service tier: Extended; Time to acknowledge (TTA): 2 hours; Time to restore (TTR): 2 days',
    ]);
  });

  it('takes no row a padded cell apart for a second header line, though it is set in the bold of the header', async () => {
    // a bold group row under the header holds fewer cells than it, like a header's second line, but stands a cell's
    // padding below it rather than a line
    const pdf = await tablePdf({
      columns: [60, 220, 380],
      header: [['Incident'], ['Response'], ['Update Interval']],
      rows: [
        [['Priority 1'], ['Any time']],
        [['Service down'], ['15 minutes'], ['Hourly']],
        [['Data at risk'], ['30 minutes'], ['Every 2 hours']],
      ],
      bold: [0],
      padding: 6,
    });
    expect(await tables(pdf)).toEqual([
      'Incident: Priority 1; Response: Any time\n' +
        'Incident: Service down; Response: 15 minutes; Update Interval: Hourly\n' +
        'Incident: Data at risk; Response: 30 minutes; Update Interval: Every 2 hours',
    ]);
  });
});
