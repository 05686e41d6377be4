// A cost proposal workbook as buyers send it (price tables by role and by item, sample rows, formulas and totals),
// read into one requirement per table, filled from the RFP's deal, and written back into the buyer's rows: the
// workbook's own formulas then add up what was written (read back by LibreOffice).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRfp } from '../../src/rfps/read/xlsx';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { LIBREOFFICE_TEST_TIMEOUT, sheetRows } from '../helpers/libreoffice';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { drain } from './fixtures';

async function costForm(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('How to price').getCell('A1').value = 'Price every role you propose. Totals are computed for you.';
  const ws = wb.addWorksheet('Cost Proposal');
  ws.getCell('A1').value = "Offeror's Name:";
  ws.mergeCells('C1:E1');
  ws.getCell('A3').value = 'Part A\nPersonnel. Scored on the personnel total.';
  ws.getRow(4).values = [
    'Role (one row for each role you propose)',
    'Hourly rate, contract years 1-2',
    'Estimated hours, contract years 1-2',
    'Cost, contract years 1-2',
    'Hourly rate, option year 3',
    'Estimated hours, option year 3',
  ];
  ws.getRow(5).values = ['Sample Analyst', 80, 100, null, 85, 50];
  ws.getCell('A6').value = '*The row above is an example only: replace it.';
  for (const r of [5, 7, 8, 9, 10]) ws.getCell(`D${r}`).value = { formula: `B${r}*C${r}`, result: r === 5 ? 8000 : 0 };
  ws.getCell('A11').value = 'Personnel total';
  ws.getCell('D11').value = { formula: 'SUM(D5:D10)', result: 8000 };
  ws.getCell('A13').value = 'Part B';
  ws.getRow(14).values = [
    'Item (travel, licences, equipment)',
    'Cost, contract year 1',
    'Cost, contract year 2',
    'Cost, contract years 1-2',
  ];
  ws.getRow(15).values = ['Sample travel', 500, 500, 1000];
  ws.getCell('A18').value = 'Other costs total';
  ws.getCell('B18').value = { formula: 'SUM(B15:B17)', result: 500 };
  ws.getCell('C18').value = { formula: 'SUM(C15:C17)', result: 500 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const NOTES =
  'Proposal for Juniper County. Project manager 400 hours at $150/hour, data engineer 600 hours at $120/hour, ' +
  'Fieldbook licences 300 users at $8 per user per month, onboarding $5,000 one-time. Term 24 months.';

describe('reading a cost proposal workbook', () => {
  it('reads each price table as one requirement: the columns to fill, the rows to fill (samples included, notes not)', async () => {
    const read = await readXlsxRfp(await costForm());
    expect(read.requirements.map((r) => [r.section, r.where])).toEqual([
      ['', "Sheet 'Cost Proposal' row 1"],
      ['Part A', "Sheet 'Cost Proposal' rows 5–10"],
      ['Part B', "Sheet 'Cost Proposal' rows 15–17"],
    ]);
    // the form's field takes its value in the box the form gives it, right of the label
    expect(read.requirements[0]).toMatchObject({ text: "Offeror's Name:", slots: [{ role: 'answer', target: { cell: 'C1' } }] });
    const [personnel, other] = read.requirements.slice(1).map((r) => r.slots[0]?.table);
    // the computed cost column is the workbook's: not one to fill
    expect(personnel?.columns.map((c) => [c.col, c.kind])).toEqual([
      [1, 'item'],
      [2, 'rate'],
      [3, 'quantity'],
      [5, 'rate'],
      [6, 'quantity'],
    ]);
    // the rows below the form's note first, then the sample row above it
    expect(personnel?.rows).toEqual([7, 8, 9, 10, 5]);
    expect(personnel?.samples).toEqual([5]);
    expect(other?.columns.map((c) => c.kind)).toEqual(['item', 'amount', 'amount', 'amount']);
    expect(other?.rows).toEqual([15, 16, 17]);
    expect(other?.samples).toEqual([15]);
    expect(read.requirements[1]?.text).toBe(
      'Price table, one row per entry: Role (one row for each role you propose) | Hourly rate, contract years 1-2 | ' +
        'Estimated hours, contract years 1-2 | Hourly rate, option year 3 | Estimated hours, option year 3',
    );
    // a workbook imported as past answers has no price tables to answer
    expect((await readXlsxRfp(await costForm(), { filled: true })).requirements).toEqual([]);
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

describe.each(TRANSPORTS)('a cost proposal answered from the deal over %s', (transport) => {
  it(
    "fills each table with the deal's lines it prices, cites them, and writes them into the buyer's rows",
    async () => {
      const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
      const deal = await call('draft_proposal', { notes: NOTES });
      expect(deal.status).toBe(200);
      const number = deal.body.proposal.number;
      const up = await call('upload_rfp', {
        name: 'Cost proposal.xlsx',
        data: (await costForm()).toString('base64'),
        deal_number: number,
      });
      expect(up.status).toBe(200);
      await drain(ctx);
      await call('draft_all_requirements', { id: up.body.rfp.id });
      await drain(ctx);
      const [offeror, personnel, other] = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
      // the offeror is the account
      expect(offeror).toMatchObject({ text: "Offeror's Name:", answer: 'Acme Test', status: 'drafted' });
      // hourly roles go in the table of hourly rates; the option year is not priced by the deal and stays blank
      expect(personnel).toMatchObject({
        status: 'drafted',
        needs_input: null,
        response: 'Project manager | 150 | 400 [1]\nData engineer | 120 | 600 [2]',
        unverified_claims: [],
        columns: [
          'Role (one row for each role you propose)',
          'Hourly rate, contract years 1-2',
          'Estimated hours, contract years 1-2',
          'Hourly rate, option year 3',
          'Estimated hours, option year 3',
        ],
      });
      expect(personnel.sources.map((s: any) => s.source_name)).toEqual([`Proposal ${number}`, `Proposal ${number}`]);
      // the rest of the deal by year and for the 24-month term; a one-time fee has no year-two amount
      expect(other.response).toBe(
        'Fieldbook licences | 28,800.00 | 28,800.00 | 57,600.00 [1]\nOnboarding | 5,000.00 |  | 5,000.00 [2]',
      );
      expect(other.unverified_claims).toEqual([]);

      const filled = await call('export_rfp', { id: up.body.rfp.id });
      expect(filled.status).toBe(200);
      const rows = await sheetRows(Buffer.from(filled.file?.data ?? []), 2);
      expect(rows[0]?.slice(0, 3)).toEqual(["Offeror's Name:", '', 'Acme Test']);
      // the rows below the note filled, the sample row above it emptied (its option-year figures too), the note kept,
      // the formulas recomputed on opening
      expect(rows[4]).toEqual(['', '', '', '0', '', '']);
      expect(rows[5]?.[0]).toBe('*The row above is an example only: replace it.');
      expect(rows[6]?.slice(0, 4)).toEqual(['Project manager', '150', '400', '60000']);
      expect(rows[7]?.slice(0, 4)).toEqual(['Data engineer', '120', '600', '72000']);
      expect(rows[8]?.slice(0, 3)).toEqual(['', '', '']);
      expect(rows[10]?.slice(0, 4)).toEqual(['Personnel total', '', '', '132000']);
      expect(rows[14]?.slice(0, 4)).toEqual(['Fieldbook licences', '28800', '28800', '57600']);
      expect(rows[15]?.slice(0, 4)).toEqual(['Onboarding', '5000', '', '5000']);
      expect(rows[17]?.slice(0, 3)).toEqual(['Other costs total', '33800', '28800']);
      await close();
    },
    LIBREOFFICE_TEST_TIMEOUT,
  );

  it("asks what goes in a table the deal does not fill, and writes a person's rows, flagged as unverified", async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const up = await call('upload_rfp', { name: 'Cost proposal.xlsx', data: (await costForm()).toString('base64') });
    await drain(ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(ctx);
    const [, personnel] = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
    expect(personnel).toMatchObject({
      status: 'open',
      response: '',
      needs_input:
        'What do we enter in the price table (Role), with Hourly rate, contract years 1-2, Estimated hours, contract years 1-2, Hourly rate, option year 3 and 1 more column?',
    });
    const gaps = (await call('list_gaps', {})).body.gaps;
    expect(gaps.some((g: any) => g.question === personnel.needs_input)).toBe(true);

    const edited = await call('update_requirement', {
      id: up.body.rfp.id,
      rid: personnel.id,
      response: 'Designer | 90 | 100\nTester | 70 | 200 | 75 | 40 | 9 | 9\nOne | 1 | 1\nTwo | 2 | 2\nThree | 3 | 3\nFour | 4 | 4',
    });
    expect(edited.status).toBe(200);
    // a person's figures cite nothing: said, and still written as given
    expect(edited.body.requirement.unverified_claims).toContain('Designer | 90 | 100');
    const filled = await call('export_rfp', { id: up.body.rfp.id });
    if (transport === 'rest') {
      const summary = filled.headers?.get('x-file-summary') ?? '';
      expect(summary).toMatch(/did not fit/);
      // cells past the table's columns are said, not dropped in silence
      expect(summary).toMatch(/line 2 has 2 cell\(s\) past the table's 5 columns \(9 \| 9\)/);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(filled.file?.data ?? []) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Cost Proposal');
    expect([7, 8].map((r) => sheet?.getRow(r).values)).toEqual([
      [undefined, 'Designer', 90, 100, { formula: 'B7*C7' }],
      [undefined, 'Tester', 70, 200, { formula: 'B8*C8' }, 75, 40],
    ]);
    // five rows take five lines, the sample row last: the sixth is said, not squeezed in
    expect(sheet?.getCell('A5').value).toBe('Three');
    expect(sheet?.getCell('A11').value).toBe('Personnel total');
    await close();
  });
});

/** A deal drafted from `notes`, the cost form uploaded for it and drafted: the response and its requirements. */
async function costFormFor(call: Call, notes: string) {
  const deal = await call('draft_proposal', { notes });
  const up = await call('upload_rfp', {
    name: 'Cost proposal.xlsx',
    data: (await costForm()).toString('base64'),
    deal_number: deal.body.proposal.number,
  });
  await drain(ctx);
  await call('draft_all_requirements', { id: up.body.rfp.id });
  await drain(ctx);
  return { up, requirements: (await call('list_requirements', { id: up.body.rfp.id })).body.requirements };
}

describe.each(TRANSPORTS)('what a cost proposal never gets silently over %s', (transport) => {
  it('the buyer’s samples, a row short, hours a year, text for a figure, or a fact kept for every document', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    // hours billed each year: the contract period's hours are not what the deal states, so Part A waits on a person;
    // the licences by the month go into the amounts of Part B
    const { up, requirements } = await costFormFor(
      call,
      'Proposal for Osprey Library. Analyst 300 hours per year at $90 per hour, cataloguing licences 40 users at $5 per user per month. Term 24 months.',
    );
    const [, personnel, other] = requirements;
    expect(personnel).toMatchObject({ status: 'open', response: '', needs_input: expect.stringContaining('Analyst') });
    expect(other.response).toBe('Cataloguing licences | 2,400.00 | 2,400.00 | 4,800.00 [1]');

    // the open table's sample row is emptied all the same: its 8,000 is not ours to submit
    const open = await new ExcelJS.Workbook().xlsx.load(
      Buffer.from((await call('export_rfp', { id: up.body.rfp.id })).file?.data ?? []) as unknown as ExcelJS.Buffer,
    );
    const sheet = open.getWorksheet('Cost Proposal');
    expect([sheet?.getCell('A5').value, sheet?.getCell('B5').value, sheet?.getCell('E5').value]).toEqual([null, null, null]);

    // text where a figure goes is not written (it would break the form's totals), and says so
    await call('update_requirement', {
      id: up.body.rfp.id,
      rid: personnel.id,
      response: 'Analyst | TBD | 600\nCurator | 80 | 1.000',
    });
    const filled = await call('export_rfp', { id: up.body.rfp.id });
    if (transport === 'rest') {
      const summary = filled.headers?.get('x-file-summary') ?? '';
      expect(summary).toMatch(/"TBD" in B7/);
      expect(summary).toMatch(/"1\.000" in C8/);
    }
    const book = await new ExcelJS.Workbook().xlsx.load(Buffer.from(filled.file?.data ?? []) as unknown as ExcelJS.Buffer);
    const cells = book.getWorksheet('Cost Proposal');
    expect([7, 8].map((r) => ['A', 'B', 'C'].map((c) => cells?.getCell(`${c}${r}`).value))).toEqual([
      ['Analyst', null, 600],
      ['Curator', 80, null],
    ]);

    // a price table's rows are this document's, not a fact for every future one
    const fact = await call('teach_requirement_fact', { id: up.body.rfp.id, rid: other.id, answer: 'Licences | 100' });
    expect(fact.status).toBe(400);
    expect(fact.body.error.message).toMatch(/^answer: this requirement is a price table/);
    await close();
  });

  it('asks which lines go in rather than drop the ones a table has no rows for', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const roles = Array.from({ length: 6 }, (_, i) => `role ${'ABCDEF'[i]} 10 hours at $${100 + i} per hour`).join(', ');
    const [, personnel] = (await costFormFor(call, `Proposal for Tern Museum. ${roles}. Term 12 months.`)).requirements;
    expect(personnel).toMatchObject({
      status: 'open',
      needs_input: expect.stringMatching(/^The table has 5 rows for 6 of the deal's lines/),
    });
    await close();
  });
});
