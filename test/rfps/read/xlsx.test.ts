// Spreadsheets as buyers send them: title rows, a header below, merged section rows, dropdowns on hidden sheets,
// formula-filled questions, hidden rows and columns, instruction sheets; slots must name the exact cells.
import { describe, expect, it } from 'vitest';
import { choicesOf, isScored } from '../../../src/rfps/model';
import { readRfp } from '../../../src/rfps/read/index';
import { buildXlsx, type XlsxSheetSpec } from '../../files/fixtures';

async function questionnaire(): Promise<Buffer> {
  return buildXlsx(
    [
      {
        name: 'Instructions',
        rows: [
          { r: 1, cells: { A1: 'How to complete this questionnaire' } },
          { r: 2, cells: { A2: 'Choose a response from the list and explain it in the comments.' } },
        ],
      },
      {
        name: 'Questionnaire',
        hiddenCols: [6],
        merges: ['A1:E1', 'A4:G4', 'A8:G8'],
        rows: [
          { r: 1, cells: { A1: 'Northwind Vendor Security Review - Supplier Response Form', E1: 'Version 2' } },
          {
            r: 3,
            cells: {
              A3: 'Ref',
              B3: 'Question',
              C3: 'Response',
              D3: 'Comments',
              E3: 'Self Score',
              F3: 'Internal',
              G3: 'Reviewer Notes',
            },
          },
          { r: 4, cells: { A4: 'Access Control' } },
          { r: 5, cells: { A5: 'AC-1', B5: 'Do you enforce multi-factor sign-in for administrators?', F5: 'x' } },
          {
            r: 6,
            cells: {
              A6: 'AC-2',
              B6: { formula: 'VLOOKUP(A6,Lookup!A:B,2,FALSE)', cached: 'Are user accounts reviewed every quarter?' },
            },
          },
          { r: 7, hidden: true, cells: { A7: 'AC-3', B7: 'A retired question kept out of sight' } },
          { r: 8, cells: { A8: 'Data Protection' } },
          { r: 9, cells: { A9: 'DP-1', B9: { rich: ['Is customer data ', 'encrypted at rest', '?'] } } },
          { r: 10, cells: { A10: 'DP-2', B10: 'Describe how often backups are taken.' } },
          // a value where a question would be (a form's computed flag) asks nothing
          { r: 11, cells: { A11: 'DP-3', B11: 'TRUE' } },
        ],
        lists: [
          { sqref: 'C5:C10', formula: "'Answer Lists'!$A$1:$A$3", x14: true },
          { sqref: 'E5:E10', formula: 'Scores' },
        ],
      },
      {
        name: 'Privacy',
        rows: [
          { r: 1, cells: { A1: 'ID', B1: 'Requirement', C1: 'Compliance', D1: 'Explanation' } },
          { r: 2, cells: { A2: 'PR-1', B2: 'The vendor shall delete customer data within 30 days of termination.' } },
        ],
        lists: [{ sqref: 'C2:C40', formula: '"Comply,Partially,Does not comply"' }],
      },
      {
        name: 'Answer Lists',
        hidden: true,
        rows: [
          { r: 1, cells: { A1: 'Yes', B1: '1' } },
          { r: 2, cells: { A2: 'No', B2: '2' } },
          { r: 3, cells: { A3: 'N/A', B3: '3' } },
        ],
      },
      { name: 'Lookup', hidden: true, rows: [{ r: 6, cells: { A6: 'AC-2', B6: 'Are user accounts reviewed every quarter?' } }] },
    ],
    { Scores: "'Answer Lists'!$B$1:$B$3" },
  );
}

describe('reading a questionnaire workbook', () => {
  it('finds the question rows under a header that is not row 1, across sheets, skipping hidden rows', async () => {
    const { requirements, notes } = await readRfp(await questionnaire(), 'xlsx');
    expect(requirements.map((r) => [r.ref, r.section, r.text, r.where])).toEqual([
      ['AC-1', 'Access Control', 'Do you enforce multi-factor sign-in for administrators?', "Sheet 'Questionnaire' row 5"],
      ['AC-2', 'Access Control', 'Are user accounts reviewed every quarter?', "Sheet 'Questionnaire' row 6"],
      ['DP-1', 'Data Protection', 'Is customer data encrypted at rest?', "Sheet 'Questionnaire' row 9"],
      ['DP-2', 'Data Protection', 'Describe how often backups are taken.', "Sheet 'Questionnaire' row 10"],
      ['PR-1', '', 'The vendor shall delete customer data within 30 days of termination.', "Sheet 'Privacy' row 2"],
    ]);
    expect(notes).toContain("Sheet 'Instructions' holds no question rows with answer columns; skipped.");
  });

  it('reads the fields a form leaves above its header ("Supplier Name", "Product name:"), each once, not its title', async () => {
    const sheet = (name: string, title: string): XlsxSheetSpec => ({
      name,
      rows: [
        { r: 1, cells: { A1: title } },
        { r: 2, cells: { A2: 'Supplier Name' } },
        { r: 3, cells: { A3: 'Product name:' } },
        { r: 4, cells: { A4: 'Date Completed' } },
        { r: 6, cells: { A6: 'ID', B6: 'Question', C6: 'Answer' } },
        { r: 7, cells: { A7: `${name[0]}-1`, B7: 'Do you keep audit logs for a year?' } },
      ],
    });
    const bytes = await buildXlsx([sheet('Security', 'Kestrel Water Supplier Security Review'), sheet('Privacy', 'Privacy')]);
    const { requirements } = await readRfp(bytes, 'xlsx');
    expect(requirements.map((r) => [r.text, r.slots[0]?.target])).toEqual([
      ['Supplier Name', { file: 'xlsx', sheet: 'Security', cell: 'B2' }],
      ['Product name:', { file: 'xlsx', sheet: 'Security', cell: 'B3' }],
      ['Date Completed', { file: 'xlsx', sheet: 'Security', cell: 'B4' }],
      ['Do you keep audit logs for a year?', { file: 'xlsx', sheet: 'Security', cell: 'C7' }],
      ['Do you keep audit logs for a year?', { file: 'xlsx', sheet: 'Privacy', cell: 'C7' }],
    ]);
    // nothing is read from a filled questionnaire's fields (past answers)
    expect((await readRfp(bytes, 'xlsx', { filled: true })).requirements.map((r) => r.text)).not.toContain('Supplier Name');
  });

  it("skips the buyer's evaluation sheet (a score column only), not a vendor's self-scored sheet", async () => {
    const scored = (name: string): XlsxSheetSpec => ({
      name,
      rows: [
        // (a field above the header does not make the buyer's evaluation sheet the vendor's)
        { r: 1, cells: { A1: 'Solution Provider Name' } },
        { r: 2, cells: { A2: 'Requirement', B2: 'Score' } },
        { r: 3, cells: { A3: '1. Upon review, you can tick the box by any question that needs a second opinion.' } },
        { r: 4, cells: { A4: 'Does the vendor keep audit logs for twelve months?' } },
      ],
      lists: [{ sqref: 'B3:B4', formula: '"0,1,2,3"' }],
    });
    const bytes = await buildXlsx([scored('Reviewer Evaluation'), scored('Self Assessment')]);
    const { requirements, notes } = await readRfp(bytes, 'xlsx');
    expect([...new Set(requirements.map((r) => r.where.split(' row ')[0]))]).toEqual(["Sheet 'Self Assessment'"]);
    expect(notes).toContain("Sheet 'Reviewer Evaluation' is the buyer's evaluation (a score column only); skipped.");
  });

  it('records a slot per answer column with the exact cell, dropdown values from a hidden sheet and a defined name', async () => {
    const { requirements } = await readRfp(await questionnaire(), 'xlsx');
    const first = requirements[0];
    expect(first?.slots).toEqual([
      {
        role: 'choice',
        target: { file: 'xlsx', sheet: 'Questionnaire', cell: 'C5' },
        label: 'Response',
        choices: ['Yes', 'No', 'N/A'],
      },
      { role: 'answer', target: { file: 'xlsx', sheet: 'Questionnaire', cell: 'D5' }, label: 'Comments', choices: [] },
      // the score column's dropdown (the defined name "Scores") lists the form's scores
      {
        role: 'score',
        target: { file: 'xlsx', sheet: 'Questionnaire', cell: 'E5' },
        label: 'Self Score',
        choices: ['1', '2', '3'],
      },
    ]);
    expect(isScored(first ?? { slots: [] })).toBe(true);
    const privacy = requirements.at(-1);
    expect(choicesOf(privacy ?? { slots: [] })).toEqual(['Comply', 'Partially', 'Does not comply']);
    expect(privacy?.slots.map((s) => [s.role, s.target])).toEqual([
      ['choice', { file: 'xlsx', sheet: 'Privacy', cell: 'C2' }],
      ['answer', { file: 'xlsx', sheet: 'Privacy', cell: 'D2' }],
    ]);
  });

  it('takes a dependent dropdown (INDIRECT of the row type) from the list its type names', async () => {
    const xlsx = await buildXlsx(
      [
        {
          name: 'Matrix',
          rows: [
            { r: 2, cells: { A2: 'Req. ID', B2: 'Type', C2: 'Requirement Description', D2: 'Response', E2: 'Explanation' } },
            { r: 3, cells: { A3: 'T1', B3: 'Vendor', C3: 'The offeror agrees to keep audit logs for a year.' } },
            { r: 4, cells: { A4: 'T2', B4: 'Solution', C4: 'The solution offers single sign-on.' } },
          ],
          lists: [{ sqref: 'D3:D4', formula: 'INDIRECT(B3)' }],
        },
        {
          name: 'Values',
          hidden: true,
          rows: [
            { r: 1, cells: { A1: 'Meets', B1: 'Included' } },
            { r: 2, cells: { A2: 'Does not meet', B2: 'Needs configuration' } },
          ],
        },
      ],
      { Vendor: 'Values!$A$1:$A$2', Solution: 'Values!$B$1:$B$2' },
    );
    const { requirements } = await readRfp(xlsx, 'xlsx');
    expect(requirements.map((r) => [r.ref, choicesOf(r)])).toEqual([
      ['T1', ['Meets', 'Does not meet']],
      ['T2', ['Included', 'Needs configuration']],
    ]);
  });

  it('writes no answer into a cell the form says to leave blank', async () => {
    const xlsx = await buildXlsx([
      {
        name: 'Start',
        rows: [
          { r: 1, cells: { A1: 'ID', B1: 'Question', C1: 'Answer', D1: 'Additional Information' } },
          { r: 2, cells: { A2: 'ST-01', B2: 'Where do your employees work?' } },
          { r: 3, cells: { A3: 'ST-02', B3: 'Do you offer single sign-on?' } },
        ],
        prompts: [{ sqref: 'D2', prompt: 'This cell should be left blank. Input your answer in column C.' }],
      },
    ]);
    const { requirements } = await readRfp(xlsx, 'xlsx');
    const cells = requirements.map((r) => r.slots.map((s) => (s.target as { cell: string }).cell));
    expect(cells).toEqual([['C2'], ['C3', 'D3']]);
  });

  it('does not ask again what a formula fills in, nor read evaluator columns as answers', async () => {
    const xlsx = await buildXlsx([
      {
        name: 'Evaluation',
        rows: [
          { r: 1, cells: { A1: 'ID', B1: 'Question', C1: 'Vendor Answer', D1: 'Analyst Notes' } },
          { r: 2, cells: { A2: 'Q-1', B2: 'Do you scan for vulnerabilities?', C2: { formula: "'Vendor'!C2", cached: '' } } },
        ],
      },
    ]);
    const { requirements, notes } = await readRfp(xlsx, 'xlsx');
    expect(requirements).toEqual([]);
    expect(notes[0]).toMatch(/Evaluation/);
  });

  it('skips rows whose main answer a formula copies from another tab, even above the first header', async () => {
    const xlsx = await buildXlsx([
      {
        name: 'Product',
        rows: [
          { r: 1, cells: { A1: 'Supplier Response - Product tab', F1: 'Version 4' } },
          { r: 3, cells: { A3: 'GEN-01', B3: 'Supplier name', C3: { formula: "'Start'!C3", cached: '' } } },
          { r: 5, cells: { A5: 'Product', C5: 'Answer', D5: 'Additional Information' } },
          { r: 6, cells: { A6: 'PR-01', B6: 'Does the product support single sign-on?' } },
        ],
      },
    ]);
    const { requirements } = await readRfp(xlsx, 'xlsx');
    expect(requirements.map((r) => [r.ref, r.section, r.slots.map((s) => s.target)])).toEqual([
      [
        'PR-01',
        'Product',
        [
          { file: 'xlsx', sheet: 'Product', cell: 'C6' },
          { file: 'xlsx', sheet: 'Product', cell: 'D6' },
        ],
      ],
    ]);
  });

  it('takes the question text next to a column of IDs, even when the header over the IDs says "Questions"', async () => {
    const xlsx = await buildXlsx([
      {
        name: 'Start',
        rows: [
          { r: 2, cells: { A2: 'Required Questions', C2: 'Answer', D2: 'Additional Information' } },
          {
            r: 3,
            cells: { A3: 'REQ-01', B3: { formula: 'VLOOKUP(A3,Lookup!A:B,2,0)', cached: 'Is the service hosted in the cloud?' } },
          },
          {
            r: 4,
            cells: {
              A4: 'REQ-02',
              B4: { formula: 'VLOOKUP(A4,Lookup!A:B,2,0)', cached: 'Does the service have a web interface?' },
            },
          },
        ],
      },
    ]);
    const { requirements } = await readRfp(xlsx, 'xlsx');
    expect(requirements.map((r) => [r.ref, r.text])).toEqual([
      ['REQ-01', 'Is the service hosted in the cloud?'],
      ['REQ-02', 'Does the service have a web interface?'],
    ]);
  });

  it("leaves the buyer's rating columns alone: a RAG dropdown and evaluator notes are not the vendor's choices", async () => {
    const book = await buildXlsx([
      {
        name: 'Questions',
        rows: [
          {
            r: 1,
            cells: {
              A1: 'Q#',
              B1: 'Question',
              C1: 'Supplier Answer',
              D1: 'Evidence Reference',
              E1: 'Evaluator Notes',
              F1: 'RAG',
            },
          },
          { r: 2, cells: { A2: 'GOV-01', B2: 'Is your security policy approved by senior management?' } },
          { r: 3, cells: { A3: 'GOV-02', B3: 'Who is responsible for information security?' } },
        ],
        lists: [{ sqref: 'F2:F3', formula: '"Red,Amber,Green"' }],
      },
    ]);
    const read = await readRfp(book, 'xlsx', { name: 'supplier.xlsx' });
    expect(read.requirements.map((r) => r.ref)).toEqual(['GOV-01', 'GOV-02']);
    for (const r of read.requirements) {
      expect(r.slots.map((s) => [s.role, s.label])).toEqual([
        ['answer', 'Supplier Answer'],
        ['answer', 'Evidence Reference'],
      ]);
      expect(choicesOf(r)).toEqual([]);
    }
  });
});
