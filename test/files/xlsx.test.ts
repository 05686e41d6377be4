// Workbooks at upload: the RFP side accepts .xlsx after a cheap structural check, the library keeps refusing it.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { checkFile, contentTypeOf, extractDocument, fileKindOf } from '../../src/files/extract';
import { ColumnSet, cellRef, columnName, openWorkbook, parseRange } from '../../src/files/xlsx';
import { buildXlsx } from './fixtures';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (e) {
    return e instanceof AppError ? `${e.status}` : 'other';
  }
};

describe('xlsx as a file kind', () => {
  it('is recognised by name and content type where accepted, 415 where not, and never read as running text', async () => {
    const sheetType = contentTypeOf('xlsx');
    expect(fileKindOf(undefined, 'matrix.xlsx', ['xlsx', 'docx'])).toBe('xlsx');
    expect(fileKindOf(sheetType, 'upload', ['xlsx'])).toBe('xlsx');
    expect(codeOf(() => fileKindOf(sheetType, 'matrix.xlsx', ['docx', 'pdf', 'text', 'markdown']))).toBe('415');
    await expect(extractDocument(Buffer.from('x'), 'xlsx')).rejects.toMatchObject({ code: 'unprocessable' });
  });

  it('passes the upload check when the workbook opens and fails it when the workbook part is missing', async () => {
    const book = await buildXlsx([{ name: 'One', rows: [{ r: 1, cells: { A1: 'hello' } }] }]);
    await expect(checkFile(book, 'xlsx')).resolves.toBeUndefined();
    await expect(checkFile(Buffer.from('PK not really a zip'), 'xlsx')).rejects.toMatchObject({ code: 'unprocessable' });
  });
});

describe('workbook reading', () => {
  it('reads cached formula values, hidden rows, columns and sheets, merges and lists without expanding ranges', async () => {
    const book = await buildXlsx([
      {
        name: 'Main',
        hiddenCols: [3],
        merges: ['A1:D1'],
        rows: [
          { r: 1, cells: { A1: 'Title' } },
          { r: 2, hidden: true, cells: { A2: 'secret', B2: { formula: 'A2&"!"', cached: 'secret!' } } },
        ],
        lists: [{ sqref: 'F2:F1048576', formula: '"Yes,No"' }],
      },
      { name: 'Back', hidden: true, rows: [] },
    ]);
    const wb = await openWorkbook(book);
    expect(wb.sheets).toEqual([
      { name: 'Main', hidden: false },
      { name: 'Back', hidden: true },
    ]);
    const main = await wb.sheet('Main');
    expect(main.rows.get(2)).toMatchObject({
      hidden: true,
      cells: new Map([
        [1, 'secret'],
        [2, 'secret!'],
      ]),
      formulas: new Set([2]),
    });
    expect([...main.hiddenCols]).toEqual([3]);
    expect(main.merges).toEqual([{ top: 1, left: 1, bottom: 1, right: 4 }]);
    expect(main.lists).toEqual([{ ranges: [{ top: 2, left: 6, bottom: 1048576, right: 6 }], formula: '"Yes,No"' }]);
  });

  it('converts between A1 references and positions', () => {
    expect([columnName(1), columnName(26), columnName(27), columnName(703)]).toEqual(['A', 'Z', 'AA', 'AAA']);
    expect(cellRef(12, 28)).toBe('AB12');
    expect(parseRange('$B$3:$A$1')).toEqual({ top: 1, left: 1, bottom: 3, right: 2 });
  });
});

describe('hidden columns', () => {
  it('are kept as ranges: each of many wide <col> elements once, columns inside or outside answered alike', () => {
    const wide = Array.from({ length: 30_000 }, (): [number, number] => [1, 16_384]);
    const all = new ColumnSet(wide);
    expect([all.has(1), all.has(9_000), all.has(16_384), all.has(16_385)]).toEqual([true, true, true, false]);
    const some = new ColumnSet([
      [5, 5],
      [3, 4],
      [9, 9],
      [10, 12],
    ]);
    expect([...some]).toEqual([3, 4, 5, 9, 10, 11, 12]);
    expect([2, 3, 6, 8, 12, 13].map((c) => some.has(c))).toEqual([false, true, false, false, true, false]);
  });
});
