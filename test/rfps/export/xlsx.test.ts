// Filling the buyer's workbook: answers land in their cells, and every other byte of the package stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors';
import { type ExportFile, exportFilled } from '../../../src/rfps/export/index';
import type { ExportRequirement } from '../../../src/rfps/model';
import { LIBREOFFICE_TEST_TIMEOUT, sheetRows } from '../../helpers/libreoffice';
import { buildQuestionnaire, comparePackages, questionRow, zipEntries, zipText } from './fixtures';

const SHEET = 'xl/worksheets/sheet2.xml';
const SOURCES = [{ citation: 1, source_name: 'Security Overview.pdf', heading: 'Encryption' }];

const requirements: ExportRequirement[] = [
  questionRow(3, {
    choice: 'Yes',
    response: 'AES-256 & TLS <1.3> at rest [1]. Keys\u0007 sit in an HSM [1].',
    answer: 'AES-256 & TLS <1.3> at rest. Keys\u0007 sit in an HSM.',
    score: 4,
    sources: SOURCES,
  }),
  questionRow(4, { choice: 'Yes', answer: 'Probably yes.', score: 5, needs_input: 'whether MFA is enforced for admins' }),
  questionRow(5, { choice: 'Maybe', answer: 'Nightly backups, kept 35 days.\nRestores tested quarterly.' }),
  questionRow(6, { status: 'na', choice: 'No', answer: 'We never see card data.', score: 2 }),
  {
    ...questionRow(7, { choice: 'Yes', answer: 'Hosted in the EU (Frankfurt).', score: 3 }),
    // the buyer's Weighted column holds a formula; a slot pointing there must not overwrite it
    slots: [
      ...questionRow(7, {}).slots,
      { role: 'score', target: { file: 'xlsx', sheet: 'Questions', cell: 'F7' }, label: 'Weighted', choices: [] },
    ],
  },
];
const TARGETS = ['C3', 'D3', 'E3', 'C4', 'D4', 'E4', 'C5', 'D5', 'E5', 'C6', 'D6', 'E6', 'C7', 'D7', 'E7'];

/** The sheet XML with the answer cells taken out, whatever they hold. */
const withoutCells = (xml: string, refs: string[]) =>
  refs.reduce((s, ref) => s.replace(new RegExp(`<c r="${ref}"[^>]*?(/>|>[\\s\\S]*?</c>)`), ''), xml);

describe('exportFilled for a workbook', () => {
  let original: Buffer;
  let filled: ExportFile;
  beforeAll(async () => {
    original = await buildQuestionnaire();
    filled = await exportFilled({ original, kind: 'xlsx', name: 'uploads/Vendor Questionnaire.xlsx', requirements });
  });

  it('names the file after the original and says it is a workbook', () => {
    expect(filled.name).toBe('Vendor Questionnaire (response).xlsx');
    expect(filled.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('copies every part but the answered sheet byte for byte, in the same order, and asks for a recalculation', async () => {
    expect(await comparePackages(original, filled.data)).toEqual({ sameNames: true, changed: [SHEET, 'xl/workbook.xml'] });
    // the sheet's formulas (the weighted score) count what was written: the workbook recalculates when opened, its
    // cached blank-form results are not shown (new-user trial 19); nothing else in workbook.xml changes
    const before = await zipText(original, 'xl/workbook.xml');
    const after = await zipText(filled.data, 'xl/workbook.xml');
    expect(after).toMatch(/<calcPr[^>]* fullCalcOnLoad="1"/);
    expect(after.replace(/ fullCalcOnLoad="1"/, '').replace(/<calcPr\/>/, '')).toBe(
      before.replace(/ fullCalcOnLoad="1"/, '').replace(/<calcPr\/>/, ''),
    );
  });

  it('changes only the answer cells of the sheet, keeping their styles', async () => {
    const before = await zipText(original, SHEET);
    const after = await zipText(filled.data, SHEET);
    expect(withoutCells(after, TARGETS)).toBe(withoutCells(before, TARGETS));
    const style = (xml: string, ref: string) => new RegExp(`<c r="${ref}"[^>]*? s="(\\d+)"`).exec(xml)?.[1];
    for (const ref of ['C3', 'D3', 'D5', 'C6']) expect(style(after, ref), ref).toBe(style(before, ref));
    expect(style(before, 'D5')).toBeDefined();
    // the existing shared-string placeholder in D5 is replaced by an inline string; sharedStrings stays untouched
    expect(after).toMatch(/<c r="D5" s="\d+" t="inlineStr">/);
    expect(after).toContain('<c r="E3"><v>4</v></c>');
  });

  it(
    'shows each answer in its cell when LibreOffice opens the file, and blanks where input is needed',
    async () => {
      const rows = await sheetRows(filled.data, 2);
      const row = (n: number) => rows[n - 1]?.slice(0, 6);
      expect(row(3)).toEqual([
        'SEC-1',
        'Is data encrypted at rest?',
        'Yes',
        'AES-256 & TLS <1.3> at rest. Keys sit in an HSM.',
        '4',
        '8',
      ]);
      expect(row(4)).toEqual(['SEC-2', 'Do you enforce multi-factor authentication?', '', '', '', '']);
      expect(row(5)).toEqual([
        'SEC-3',
        'Describe your backup schedule.',
        '',
        'Nightly backups, kept 35 days.\nRestores tested quarterly.',
        '',
        '',
      ]);
      expect(row(6)).toEqual(['SEC-4', 'Do you process cardholder data?', 'N/A', '', '', '']);
      expect(row(7)).toEqual(['SEC-5', 'Where is customer data hosted?', 'Yes', 'Hosted in the EU (Frankfurt).', '3', '6']);
      expect(rows.flat().join(' ')).not.toMatch(/\[\d+\]/);
    },
    LIBREOFFICE_TEST_TIMEOUT,
  );

  it('writes no choice the dropdown does not offer and no formula cell, and says so', async () => {
    const sheet = await zipText(filled.data, SHEET);
    expect(sheet).not.toContain('Maybe');
    expect(filled.notes).toEqual([
      'SEC-3: "Maybe" is not one of Compliance\'s values; left blank.',
      "Sheet 'Questions' F7 holds a formula; left as it is.",
    ]);
  });

  it('gives the same bytes for the same answers', async () => {
    const again = await exportFilled({ original, kind: 'xlsx', name: 'Vendor Questionnaire.xlsx', requirements });
    expect(again.data.equals(filled.data)).toBe(true);
  });

  it('inserts a cell into a row that lacks it and a row the sheet lacks, in order (absolute refs too)', async () => {
    const rows = [questionRow(3, { answer: 'Appended far right.' }), questionRow(40, { choice: 'No' })];
    rows[0] = {
      ...rows[0]!,
      slots: [{ role: 'answer', target: { file: 'xlsx', sheet: 'Questions', cell: '$J$3' }, label: 'Notes', choices: [] }],
    };
    const out = await exportFilled({ original, kind: 'xlsx', name: 'q.xlsx', requirements: rows });
    const sheet = await zipText(out.data, SHEET);
    expect(sheet).toMatch(
      /<c r="F3"><f>[^<]*<\/f><\/c><c r="J3" t="inlineStr"><is><t>Appended far right.<\/t><\/is><\/c><\/row>/,
    );
    expect(sheet).toMatch(
      /<row r="7"[\s\S]*<\/row><row r="40"><c r="C40" t="inlineStr"><is><t>No<\/t><\/is><\/c><\/row><\/sheetData>/,
    );
    expect(out.notes).toEqual([]);
  });

  it('names a sheet the workbook does not have instead of failing', async () => {
    const lost = {
      ...questionRow(3, { answer: 'x' }),
      slots: [{ role: 'answer' as const, target: { file: 'xlsx' as const, sheet: 'Gone', cell: 'A1' }, label: 'x', choices: [] }],
    };
    const out = await exportFilled({ original, kind: 'xlsx', name: 'q.xlsx', requirements: [lost] });
    expect(out.notes).toEqual(["The workbook has no sheet named 'Gone'; 1 value(s) not written."]);
    expect((await zipEntries(out.data)).map((e) => e.bytes)).toEqual((await zipEntries(original)).map((e) => e.bytes));
  });

  it('refuses a damaged original with a 422, never a 500', async () => {
    const err = await exportFilled({ original: Buffer.from('not a workbook'), kind: 'xlsx', name: 'q.xlsx', requirements }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(422);
  });
});
