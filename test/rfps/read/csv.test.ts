// Questionnaires sent as CSV (a spreadsheet saved as text): read as the table they are, answered, and handed back as
// the same CSV with the answer cells filled and every other cell as sent (new-user trial 11 had them refused or read
// as prose with no question found).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTable, writeCsv } from '../../../src/files/csv';
import { fillCsv } from '../../../src/rfps/export/csv';
import { readRfp } from '../../../src/rfps/read/index';
import { makeTestContext, seedAccount, type TestContext } from '../../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../../helpers/server';
import { drain } from '../fixtures';

const CSV = [
  'Ref;Question;Answer (Yes/No);Comments',
  'H-1;Do you keep a written incident response plan?;;',
  'H-2;"Where are your offices; and how many staff work in each?";;',
  'H-3;"Do you test restores from backup?',
  'Describe how often.";;',
  '',
].join('\r\n');

describe('reading a CSV questionnaire', () => {
  it('finds its separator and quoted cells (separators and line breaks inside quotes), row numbers kept', () => {
    const table = csvTable(CSV);
    expect(table?.separator).toBe(';');
    expect(table?.rows[2]?.[1]).toBe('Where are your offices; and how many staff work in each?');
    expect(table?.rows[3]?.[1]).toBe('Do you test restores from backup?\r\nDescribe how often.');
    expect(csvTable('Thank you for your interest, we look forward to it.\nRegards')).toBeNull();
  });

  it('reads its rows as requirements with a slot per answer column, where only when named .csv', async () => {
    const { requirements } = await readRfp(Buffer.from(CSV), 'text', { name: 'Vendor questions.csv' });
    expect(requirements.map((r) => [r.ref, r.where, r.slots.map((s) => [s.role, s.choices.join('/')])])).toEqual([
      [
        'H-1',
        'row 2',
        [
          ['choice', 'Yes/No'],
          ['answer', ''],
        ],
      ],
      [
        'H-2',
        'row 3',
        [
          ['choice', 'Yes/No'],
          ['answer', ''],
        ],
      ],
      [
        'H-3',
        'row 4',
        [
          ['choice', 'Yes/No'],
          ['answer', ''],
        ],
      ],
    ]);
    // the same text under a .txt name is prose
    const prose = await readRfp(Buffer.from(CSV), 'text', { name: 'notes.txt' });
    expect(prose.requirements.every((r) => r.slots.length === 0)).toBe(true);
  });

  it('writes answers into their own cells, neutralises a formula, and leaves every other cell as sent', () => {
    const filled = fillCsv(
      CSV,
      [
        { target: { file: 'xlsx', sheet: 'CSV', cell: 'C2' }, role: 'choice', value: 'Yes', requirement: 'H-1' },
        { target: { file: 'xlsx', sheet: 'CSV', cell: 'D2' }, role: 'answer', value: '=HYPERLINK("x")', requirement: 'H-1' },
      ],
      false,
    );
    const rows = csvTable(filled?.data.toString() ?? '')?.rows ?? [];
    expect(rows[1]).toEqual(['H-1', 'Do you keep a written incident response plan?', 'Yes', `'=HYPERLINK("x")`]);
    expect(rows.slice(2)).toEqual(csvTable(CSV)?.rows.slice(2));
    expect(writeCsv({ rows: [['a;b', 'c']], separator: ';' })).toBe('"a;b";c\r\n');
  });
});

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('a CSV questionnaire over %s', (transport) => {
  it('is taken as text/csv, answered, and exported as the same CSV with the answers filled', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const fact = await call('teach_fact', { message: 'We keep a written incident response plan, tested every year.' });
    expect(fact.status).toBe(200);
    const up = await call('upload_rfp', {
      name: 'Vendor questions.csv',
      data: Buffer.from(CSV).toString('base64'),
      content_type: 'text/csv',
    });
    expect(up.status).toBe(200);
    await drain(ctx);
    const id = up.body.rfp.id as string;
    expect((await call('get_rfp', { id })).body.rfp).toMatchObject({ status: 'ready', requirement_count: 3 });
    await call('draft_all_requirements', { id });
    await drain(ctx);
    const [first] = (await call('list_requirements', { id })).body.requirements;
    expect(first).toMatchObject({ ref: 'H-1', status: 'drafted', choice: 'Yes' });
    const file = await call('export_rfp', { id });
    expect(file.file?.contentType).toBe('text/csv; charset=utf-8');
    expect(file.file?.summary).toContain("Vendor questions (response).csv: the buyer's file with answers written in");
    const rows = csvTable(file.file?.data.toString() ?? '')?.rows ?? [];
    expect(rows[1]?.slice(0, 3)).toEqual(['H-1', 'Do you keep a written incident response plan?', 'Yes']);
    expect(rows[1]?.[3]).toContain('incident response plan');
    expect(rows[0]).toEqual(['Ref', 'Question', 'Answer (Yes/No)', 'Comments']);
    // the matrix goes by a name of its own: saved next to the filled file, it never replaces it
    const matrix = await call('export_rfp', { id, format: 'csv' });
    expect(matrix.file?.summary).toMatch(/^Vendor questions \(compliance matrix\)\.csv/);
    await close();
  });
});
