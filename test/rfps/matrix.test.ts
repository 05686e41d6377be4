// A capability matrix as buyers send it (.xlsx with a dropdown), answered end to end and handed back: the choice only
// from what the company itself said (a fact; a document's sentence leaves it to a person), the answer in the comments
// column, blanks where input is needed, read back by LibreOffice.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { parseCsv, sheetRows } from '../helpers/libreoffice';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { drain, find, LIBRARY } from './fixtures';

/** Supports an answer to C-4 whose sense is "No": the Yes of the dropdown must not be picked for it. */
const PAYMENTS = 'Card numbers go from the browser straight to our payment processor, bypassing Northwind Cloud servers.';

/** A matrix whose Response column has a Yes/No dropdown on every row, whatever the row asks. */
async function askingMatrix(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Requirements');
  ws.getRow(1).values = ['ID', 'Requirement', 'Response', 'Comments'];
  rows.forEach((r, i) => {
    ws.getRow(2 + i).values = r;
    ws.getCell(`C${2 + i}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function matrix(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Instructions').getCell('A1').value = 'Answer every row. Use the dropdown in the Response column.';
  const ws = wb.addWorksheet('Requirements');
  ws.getCell('A1').value = 'Vendor capability matrix';
  ws.getRow(3).values = ['ID', 'Requirement', 'Response', 'Comments'];
  const rows = [
    ['C-1', 'Do you encrypt customer data at rest?'],
    ['C-2', 'Do you carry cyber liability insurance of at least $5M per claim?'],
    ['C-3', 'Do you perform background checks on employees?'],
    ['C-4', 'Do card numbers go from the browser to your servers?'],
  ];
  rows.forEach((r, i) => {
    ws.getRow(4 + i).values = r;
    ws.getCell(`C${4 + i}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('a capability matrix over %s', (transport) => {
  it("picks the dropdown value only from the company's own words, and writes the answers back into the buyer's workbook", async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    await call('add_source', { name: 'Security overview.md', text: `${LIBRARY}\n## Payments\n${PAYMENTS}\n` });
    const taught = await call('teach_fact', { message: 'We run background checks on all employees before hiring.' });
    expect(taught.status).toBe(200);
    const up = await call('upload_rfp', { name: 'Capability matrix.xlsx', data: (await matrix()).toString('base64') });
    expect(up.status).toBe(200);
    await drain(ctx);
    const rfpId = up.body.rfp.id;
    await call('draft_all_requirements', { id: rfpId });
    await drain(ctx);
    const reqs = (await call('list_requirements', { id: rfpId })).body.requirements;
    expect(reqs.map((r: any) => r.ref)).toEqual(['C-1', 'C-2', 'C-3', 'C-4']);
    // quoted, but the quote says the opposite of the question's Yes: the choice is left to a person
    expect(find(reqs, 'card numbers')).toMatchObject({
      status: 'drafted',
      choice: null,
      answer: expect.stringContaining('bypassing'),
    });
    // a document's sentence drafts the answer; the "Yes" it would attest is left to the person who reviews it
    expect(find(reqs, 'encrypt')).toMatchObject({ choices: ['Yes', 'No', 'N/A'], choice: null, status: 'drafted' });
    // a fact the company taught is its own word: its Yes is picked
    expect(find(reqs, 'background checks')).toMatchObject({ choice: 'Yes', status: 'drafted' });
    expect(find(reqs, 'background checks').sources[0]).toMatchObject({ kind: 'fact' });
    expect(find(reqs, 'cyber liability')).toMatchObject({
      choice: null,
      status: 'open',
      needs_input: expect.stringMatching(/\?$/),
    });

    const filled = await call('export_rfp', { id: rfpId });
    expect(filled.status).toBe(200);
    expect(filled.file?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    if (transport === 'rest') {
      expect(filled.headers?.get('content-disposition')).toMatch(/attachment; filename="Capability matrix \(response\)\.xlsx"/);
    }
    const rows = await sheetRows(Buffer.from(filled.file?.data ?? []), 2);
    const row = (id: string) => rows.find((r) => r[0] === id) ?? [];
    expect(row('C-1')[2]).toBeFalsy();
    expect(row('C-1')[3]).toMatch(/^Northwind Cloud encrypts all customer data at rest with AES-256\.$/);
    expect(row('C-2').slice(2).filter(Boolean)).toEqual([]);
    expect(row('C-3')[2]).toBe('Yes');

    // a person who picks the value of a requirement that waited on a fact has answered it: it is written back
    // (typed in another case, it is the form's own value)
    const picked = await call('update_requirement', { id: rfpId, rid: find(reqs, 'cyber liability').id, choice: 'no' });
    expect(picked.body.requirement).toMatchObject({ status: 'drafted', choice: 'No', needs_input: null, edited: true });
    const again = await sheetRows(Buffer.from((await call('export_rfp', { id: rfpId })).file?.data ?? []), 2);
    expect(again.find((r) => r[0] === 'C-2')?.[2]).toBe('No');
    // approved with words that already open with the choice: the wording kept for reuse says it once
    const checks = find(reqs, 'background checks');
    const yes = await call('update_requirement', {
      id: rfpId,
      rid: checks.id,
      response: `Yes. ${checks.response}`,
      status: 'answered',
    });
    expect(yes.body.requirement).toMatchObject({ choice: 'Yes', unverified_claims: [] });
    const kept = await call('search_library', { query: 'background checks' });
    const wording: string = kept.body.results.find((r: any) => r.kind === 'answer')?.text;
    expect(wording.startsWith('Yes. ')).toBe(true);
    expect(wording).not.toMatch(/^Yes\. Yes/);

    const csv = await call('export_rfp', { id: rfpId, format: 'csv' });
    expect(csv.file?.contentType).toBe('text/csv; charset=utf-8');
    const table = parseCsv(Buffer.from(csv.file?.data ?? []).toString('utf8'));
    expect(table[0]?.join(',')).toBe('ref,section,requirement,status,choice,score,answer,sources,needs_input,stale');
    expect(table.find((r) => r[0] === 'C-1')?.[7]).toMatch(/\[1\] Security overview\.md/);
    expect(table.find((r) => r[0] === 'C-2')?.[4]).toBe('No');

    const bad = await call('export_rfp', { id: rfpId, format: 'pdf' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^format/);
    await close();
  });

  it('picks no Yes for a row that asks for a figure or a detail, though a taught fact answers it', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('teach_fact', { message: 'We have 85 employees.' })).status).toBe(200);
    const rows = [
      ['H-1', 'How many employees do you have?'],
      ['H-2', 'Do you run background checks on employees?'],
    ];
    expect((await call('teach_fact', { message: 'We run background checks on all employees before hiring.' })).status).toBe(200);
    const up = await call('upload_rfp', { name: 'Matriz técnica.xlsx', data: (await askingMatrix(rows)).toString('base64') });
    await drain(ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(ctx);
    const reqs = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
    expect(find(reqs, 'How many')).toMatchObject({ status: 'drafted', choice: null, answer: expect.stringContaining('85') });
    expect(find(reqs, 'background checks')).toMatchObject({ status: 'drafted', choice: 'Yes' });
    if (transport === 'rest') {
      // the plain file name is ASCII for clients that ignore filename* (curl -OJ); filename* keeps the accent
      const filled = await call('export_rfp', { id: up.body.rfp.id });
      expect(filled.headers?.get('content-disposition')).toBe(
        `attachment; filename="Matriz tecnica (response).xlsx"; filename*=UTF-8''${encodeURIComponent('Matriz técnica (response).xlsx')}`,
      );
    }
    await close();
  });

  it("scores a scored matrix only with the form's own scores: the top one with support, an edit outside them refused", async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('teach_fact', { message: 'We run background checks on all employees before hiring.' })).status).toBe(200);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Self Assessment');
    ws.getRow(1).values = ['ID', 'Requirement', 'Response', 'Score'];
    ws.getRow(2).values = ['S-1', 'Do you run background checks on employees?'];
    ws.getCell('C2').dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No"'] };
    ws.getCell('D2').dataValidation = { type: 'list', allowBlank: true, formulae: ['"0,1,2,3"'] };
    const up = await call('upload_rfp', {
      name: 'Scored.xlsx',
      data: Buffer.from(await wb.xlsx.writeBuffer()).toString('base64'),
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(ctx);
    const [row] = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements;
    expect(row).toMatchObject({ scored: true, choice: 'Yes', score: 3 });
    const outside = await call('update_requirement', { id: up.body.rfp.id, rid: row.id, score: 9 });
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({ field: 'score', message: expect.stringContaining('0, 1, 2, 3') });
    expect((await call('update_requirement', { id: up.body.rfp.id, rid: row.id, score: 2 })).body.requirement.score).toBe(2);
    await close();
  });
});
