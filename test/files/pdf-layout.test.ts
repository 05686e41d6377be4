// PDF layout for every reader (library and RFPs): running headers and footers dropped by repetition, headers of
// tables only when they look like headers, line-end hyphens repaired from the document's own words.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';
import { dropRunningLines, firstRowIsHeader, joinLines, type PdfLine } from '../../src/files/pdf-layout';
import { buildPagedPdf } from './fixtures';
import { harborCityRfp } from './pdf-rfp-fixture';

const line = (page: number, text: string, y: number, font = 'f1'): PdfLine => ({ cells: [text], y, size: 10, page, font });

describe('running headers and footers', () => {
  it('drops a line repeated at the page edges, page numbers and dates changing, and keeps body text', () => {
    const lines = [1, 2, 3, 4].flatMap((p) => [
      line(p, 'Acme Tender 7 – Confidential', 760),
      line(p, `Body text about ${['alpha', 'beta', 'gamma', 'delta'][p - 1]} on this page`, 500),
      line(p, `Printed ${p}/0${p}/2025 – page ${p} of 4`, 30),
    ]);
    expect(dropRunningLines(lines).map((l) => l.cells[0])).toEqual(lines.filter((l) => l.y === 500).map((l) => l.cells[0]));
  });

  it('drops a footer set in two parts over a running line, and keeps a table header reprinted on each page', () => {
    const cells = (p: number, texts: string[], y: number): PdfLine => ({ cells: texts, y, size: 10, page: p, font: 'f1' });
    const lines = [1, 2, 3, 4].flatMap((p) => [
      cells(p, ['Region', 'Uptime'], 700),
      cells(p, [['North', 'South', 'East', 'West'][p - 1] ?? '', `99.9${p}%`], 686),
      line(p, `Body text about ${['alpha', 'beta', 'gamma', 'delta'][p - 1]} on this page`, 500),
      cells(p, ['Acme Attestation of Compliance r2', 'August 2025'], 44),
      cells(p, ['© 2006 – 2025 Acme Council', `Page ${p}`], 32),
    ]);
    const kept = dropRunningLines(lines).map((l) => l.cells.join(' | '));
    expect(kept.filter((t) => t === 'Region | Uptime')).toHaveLength(4);
    expect(kept.join('\n')).not.toMatch(/Attestation|Council/);
  });

  it('drops a page number alone on a line at a page edge, even in a document of two pages', async () => {
    const pdf = await buildPagedPdf({
      footer: 'Page {n} of 2',
      pages: [
        ['1. The supplier shall hold a business license in the state, and any subcontractor'],
        ['shall hold one too before work starts.', '2. The supplier shall name a contact.'],
      ],
    });
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.map((b) => b.text).join('\n')).not.toMatch(/Page \d of 2/);
    expect(doc.blocks[0]?.text).toBe(
      '1. The supplier shall hold a business license in the state, and any subcontractor shall hold one too before work starts.',
    );
  });

  it('keeps everything in a document too short to show repetition', () => {
    const lines = [1, 2].flatMap((p) => [line(p, 'Same title', 760), line(p, 'Other text', 500)]);
    expect(dropRunningLines(lines)).toHaveLength(4);
  });

  it('removes them from a real PDF so a sentence runs on over the page break and no footer becomes a table row', async () => {
    const doc = await extractDocument(await harborCityRfp(), 'pdf');
    const all = doc.blocks.map((b) => b.text).join('\n');
    expect(all).not.toMatch(/Harbor City RFP|Page \d of 3/);
    expect(doc.blocks.map((b) => b.text)).toContain(
      '3.4 The Contractor shall encrypt backups with industry-standard algorithms and keep the keys apart from the data.',
    );
    expect(all).toContain('documentation for every interface');
  });
});

describe('table header rows', () => {
  const row = (cells: string[], font = 'f1'): PdfLine => ({ cells, y: 0, size: 10, page: 1, font });

  it('reads the first row of a key/value table as data, and a header set in bold or unlike its rows as a header', async () => {
    expect(firstRowIsHeader([row(['Issue date:', '4 March 2025']), row(['Contact:', 'Dana Reyes'])])).toBe(false);
    expect(firstRowIsHeader([row(['Item', 'Qty'], 'bold'), row(['Laptops', 'ten'])])).toBe(true);
    expect(firstRowIsHeader([row(['Plan', 'Seats']), row(['Starter', '10']), row(['Business', '50'])])).toBe(true);
    // a bare number names no column (an index read out of order); a year does
    expect(firstRowIsHeader([row(['401-2 Parental leave', '26', 'employees']), row(['402 Labour', '406 Local', 'x'])])).toBe(
      false,
    );
    expect(firstRowIsHeader([row(['Metric', '2023', '2024'], 'bold'), row(['Employees', '1,200', '1,350'])])).toBe(true);
    expect(firstRowIsHeader([row(['Metric', '26', '27'], 'bold'), row(['Employees', '1,200', '1,350'])])).toBe(false);
    const doc = await extractDocument(await harborCityRfp(), 'pdf');
    const tables = doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text);
    expect(tables).toEqual([
      'Issue date: 4 March 2025; Contact: Dana Reyes',
      'Item: Laptops; Qty: 40; Unit price: 1,200\nItem: Docks; Qty: 40; Unit price: 150',
    ]);
  });
});

describe('line-end hyphens', () => {
  it('joins a word the document uses whole and keeps a compound it does not', () => {
    const words = new Set(['documentation', 'the']);
    expect(joinLines(['The documen-', 'tation of the', 'industry-', 'standard way'], words)).toBe(
      'The documentation of the industry-standard way',
    );
  });

  it('keeps an identifier broken at its hyphen whole, and a sentence that ends in a dash apart', () => {
    const words = new Set<string>();
    expect(joinLines(['Our certificate number is ABC-QMS-', '80211, issued in 2024.'], words)).toBe(
      'Our certificate number is ABC-QMS-80211, issued in 2024.',
    );
    expect(joinLines(['Cases rose during COVID-', '19 lockdowns.'], words)).toBe('Cases rose during COVID-19 lockdowns.');
    expect(joinLines(['Two parts -', 'Part A follows.'], words)).toBe('Two parts - Part A follows.');
  });
});

/** A one-page PDF with each piece of text placed where it says (points from the bottom left). */
async function placedPdf(items: Array<{ text: string; x: number; y: number; size?: number; bold?: boolean }>) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([792, 612]);
  for (const it of items) page.drawText(it.text, { x: it.x, y: it.y, size: it.size ?? 12, font: it.bold ? bold : font });
  return Buffer.from(await doc.save());
}

describe('key/value tables and rows of labels', () => {
  it('keeps each value of a row of labels with its label, and reads large-type prose as prose, not headings', async () => {
    const small = 'Fine print about the terms under which this attestation was issued and may be withdrawn by its issuer';
    const pdf = await placedPdf([
      { text: 'Attestation of Conformity', x: 200, y: 540, size: 30 },
      { text: 'Kestrel Audit Partners examined the records management system run by Lumen', x: 60, y: 480, size: 14 },
      { text: 'Works and found that it meets every requirement of the standard it was', x: 60, y: 462, size: 14 },
      { text: 'examined against, with no exceptions noted in this cycle.', x: 60, y: 444, size: 14 },
      { text: 'First issued:', x: 300, y: 200, size: 10.5 },
      { text: 'Current issue:', x: 420, y: 200, size: 10.5 },
      { text: 'Valid until:', x: 540, y: 200, size: 10.5 },
      { text: 'June 2, 2020', x: 296, y: 188, size: 10.5 },
      { text: 'July 9, 2025', x: 416, y: 188, size: 10.5 },
      { text: 'July 8, 2028', x: 538, y: 188, size: 10.5 },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({ text: `${small} (${i + 1}).`, x: 60, y: 150 - i * 10, size: 8 })),
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    const texts = doc.blocks.map((b) => `${b.kind}: ${b.text}`);
    expect(texts).toContain('table: First issued: June 2, 2020; Current issue: July 9, 2025; Valid until: July 8, 2028');
    expect(texts.filter((t) => t.startsWith('heading')).join('\n')).not.toMatch(/Kestrel|examined/);
    expect(texts.join('\n')).toMatch(/paragraph: Kestrel Audit Partners examined .* noted in this cycle\./);
  });

  it('gives each key its whole value when the values wrap and each key sits beside the middle of its value', async () => {
    const key = (text: string, y: number) => ({ text, x: 40, y, bold: true });
    const value = (text: string, y: number) => ({ text, x: 210, y });
    const pdf = await placedPdf([
      { text: 'Loss of the Primary Message Queue', x: 40, y: 560, size: 16 },
      key('Affected', 520),
      value('Order intake for every tenant', 520),
      value('The standby queue takes over and replays the journal', 476),
      key('Recovery', 467),
      value('from the last acknowledged message', 458),
      value('2 minutes (standby in step), 12 hours', 414),
      key('RPO', 405),
      value('(standby behind)', 396),
      key('Likelihood', 352),
      value('Rare', 352),
      key('Last seen', 308),
      value('Never', 308),
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text)).toEqual([
      'Affected: Order intake for every tenant; Recovery: The standby queue takes over and replays the journal from the ' +
        'last acknowledged message; RPO: 2 minutes (standby in step), 12 hours (standby behind); Likelihood: Rare; ' +
        'Last seen: Never',
    ]);
  });

  it("joins a key's second line, its abbreviation in brackets set beside its value's second line, to the key", async () => {
    // "(OBJ)" stands far to the left of the text beside it: no list marker of that line (new-user trial 27); the rows
    // stand further apart than a table set at the top of its cells
    const key = (text: string, y: number) => ({ text, x: 40, y });
    const value = (text: string, y: number) => ({ text, x: 210, y });
    const pdf = await placedPdf([
      key('Message Queue', 520),
      value('Passes events between services and', 520),
      value('retries any delivery that fails.', 506),
      key('Object Storage', 472),
      value('Keeps uploaded files in buckets, each', 472),
      key('(OBJ)', 458),
      value('copied across three zones.', 458),
      key('Key Vault', 424),
      value('Holds encryption keys that never', 424),
      value('leave the hardware modules.', 410),
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.map((b) => `${b.kind}: ${b.text}`)).toEqual([
      'table: Message Queue: Passes events between services and retries any delivery that fails.; Object Storage (OBJ): ' +
        'Keeps uploaded files in buckets, each copied across three zones.; Key Vault: Holds encryption keys that never ' +
        'leave the hardware modules.',
    ]);
  });

  it('does not pair a column of prose with the labels beside it', async () => {
    const prose = [
      'Harrow Assurance reviewed the controls in place at the',
      'company named on the left and their operation over the',
      'twelve months to the date below, and found them',
      'suitably designed and operating as described.',
    ];
    const pdf = await placedPdf([
      { text: 'Issued to:', x: 40, y: 420 },
      { text: 'Lumen Works', x: 40, y: 400 },
      { text: 'Head office at', x: 40, y: 384 },
      { text: '12 Quay Street', x: 40, y: 368 },
      ...prose.map((text, i) => ({ text, x: 260, y: 418 - i * 16 })),
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.map((b) => b.text).join('\n')).not.toMatch(/Lumen Works: |Issued to: Harrow/);
  });
});

/** A PDF of several pages, each piece of text placed where it says (points from the bottom left). */
async function placedPages(pages: Array<Array<{ text: string; x: number; y: number }>>) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const items of pages) {
    const page = doc.addPage([612, 792]);
    for (const it of items) page.drawText(it.text, { x: it.x, y: it.y, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

describe('tables set as word processors set them (new-user trials 20 and 22)', () => {
  // rows stand as close as the lines inside a cell: 12.8 points apart within a row, 13.3 between rows
  const at = (texts: Array<[number, string]>, y: number) => texts.map(([x, text]) => ({ text, x, y }));

  it('reads a key/value table whose values wrap, its label at the top of each row, its first row as data', async () => {
    const pdf = await placedPages([
      [
        ...at(
          [
            [90, 'Legal name'],
            [306, 'Northwind Clinics, Inc. (Delaware'],
          ],
          700,
        ),
        ...at([[306, 'corporation)']], 687.2),
        ...at(
          [
            [90, 'Founded'],
            [306, '2015, in Minneapolis, Minnesota'],
          ],
          673.9,
        ),
        ...at(
          [
            [90, 'Employees'],
            [306, '238 full-time employees as of'],
          ],
          660.6,
        ),
        ...at([[306, 'January 2025']], 647.8),
        ...at([[90, 'Sustainability is part of how we run every clinic we serve, every day.']], 600),
      ],
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text)).toEqual([
      'Legal name: Northwind Clinics, Inc. (Delaware corporation); Founded: 2015, in Minneapolis, Minnesota; Employees: 238 full-time employees as of January 2025',
    ]);
  });

  it("reads a key/value table's first row as data when its value is a name: a legal form, or a word a value repeats", async () => {
    const rows: Array<[string, string]> = [
      ['Legal name', 'Harbour Ledger Limited'],
      ['Trading name', 'Harbour Ledger'],
      ['Founded', '2011'],
      ['Employees', '412 (as at 1 April 2025)'],
      ['Registered number', '08123456'],
    ];
    const pdf = await placedPages([
      [
        ...rows.flatMap(([k, v], i) =>
          at(
            [
              [90, k],
              [306, v],
            ],
            700 - i * 13.3,
          ),
        ),
        ...at([[90, 'Everything below describes how we run the service.']], 600),
      ],
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text)).toEqual([
      rows.map(([k, v]) => `${k}: ${v}`).join('; '),
    ]);
  });

  it('keeps three columns apart when their cells wrap, a label wrapping after a comma and one set close to its value', async () => {
    const pdf = await placedPages([
      [
        ...at(
          [
            [90, 'Data'],
            [234, 'Retention period'],
            [378, 'Notes'],
          ],
          700,
        ),
        ...at(
          [
            [90, 'Application,'],
            [234, '365 days'],
            [378, 'Held in the SIEM; see'],
          ],
          686.7,
        ),
        ...at(
          [
            [90, 'infrastructure and'],
            [378, 'section 5 for the'],
          ],
          673.9,
        ),
        ...at(
          [
            [90, 'security logs'],
            [378, 'earlier period'],
          ],
          661.1,
        ),
        // the label runs to 20 points from the next column: closer than the usual gap between cells
        ...at(
          [
            [90, 'Audit trail of access to'],
            [234, 'Six years'],
            [378, 'Kept for HIPAA'],
          ],
          647.8,
        ),
        ...at(
          [
            [90, 'patient data'],
            [378, 'accounting duties'],
          ],
          635,
        ),
      ],
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text)).toEqual([
      'Data: Application, infrastructure and security logs; Retention period: 365 days; Notes: Held in the SIEM; see section 5 for the earlier period\n' +
        'Data: Audit trail of access to patient data; Retention period: Six years; Notes: Kept for HIPAA accounting duties',
    ]);
  });

  it("drops a two-page document's running header and its footer holding 'Page 1 of 2', and keeps its text", async () => {
    const body = (p: number) =>
      [0, 1, 2, 3, 4].map((i) => ({
        text: `Paragraph ${i + 1} of page ${p} says something of its own.`,
        x: 90,
        y: 660 - i * 30,
      }));
    const pdf = await placedPages(
      [1, 2].map((p) => [
        { text: 'Northwind Clinics, Inc. — Company Fact Sheet', x: 90, y: 745 },
        ...body(p),
        { text: `Northwind Clinics — Confidential — Page ${p} of 2`, x: 90, y: 38 },
      ]),
    );
    const text = (await extractDocument(pdf, 'pdf')).blocks.map((b) => b.text).join('\n');
    expect(text).not.toMatch(/Company Fact Sheet|Confidential/);
    expect(text).toContain('Paragraph 5 of page 2 says something of its own.');
  });
});

describe('a footer ending with its page number', () => {
  it('is dropped, and the sentence it sat inside reads on across the page break', async () => {
    const body = (p: number) =>
      [0, 1, 2, 3, 4].map((i) => ({
        text:
          p === 1 && i === 4
            ? 'The last failover drill, on 3 March 2025, brought every'
            : `Line ${i + 1} of page ${p} says something.`,
        x: 90,
        y: 660 - i * 30,
      }));
    const pdf = await placedPages(
      [1, 2].map((p) => [
        ...(p === 2 ? [{ text: 'service back in 2 hours 5 minutes.', x: 90, y: 700 }] : []),
        ...body(p),
        { text: `Restricted · Owner: Operations · Page ${p}`, x: 90, y: 38 },
      ]),
    );
    const text = (await extractDocument(pdf, 'pdf')).blocks.map((b) => b.text).join('\n');
    expect(text).not.toMatch(/Restricted|Owner: Operations/);
    expect(text).toContain('The last failover drill, on 3 March 2025, brought every service back in 2 hours 5 minutes.');
  });
});

describe('a line that opens like a list item', () => {
  it('goes on the sentence the line before stopped in: an acronym, a figure after its number word, a number after a hyphen', async () => {
    const pdf = await buildPagedPdf({
      pages: [
        [
          'All courier fees for documents sent to the Project Officer',
          '(PO) or to the deputy officer are paid by the supplier.',
          '',
          'The county may end an engagement and will give the supplier ten',
          '(10) working days of notice before it does.',
          '',
          'Records are kept as required by the state code, section 12.4-',
          '7 et seq. and the county rules.',
          '',
          'The supplier shall provide:',
          '(a) a named account manager.',
          '(b) a monthly report.',
        ],
      ],
    });
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.blocks.map((b) => b.text)).toEqual([
      'All courier fees for documents sent to the Project Officer (PO) or to the deputy officer are paid by the supplier.',
      'The county may end an engagement and will give the supplier ten (10) working days of notice before it does.',
      // (and the section number broken at its hyphen is whole again)
      'Records are kept as required by the state code, section 12.4-7 et seq. and the county rules.',
      'The supplier shall provide:',
      '(a) a named account manager.',
      '(b) a monthly report.',
    ]);
  });
});
