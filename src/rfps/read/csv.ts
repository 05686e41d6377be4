// Reads questionnaires sent as CSV (a spreadsheet saved as text): the table is read as a one-sheet workbook would be,
// so its header, question rows and answer columns are found the same way; slots point at the CSV's own cells.
import ExcelJS from 'exceljs';
import type { CsvTable } from '../../files/csv';
import type { ReadResult } from '../model';
import { readXlsxRfp } from './xlsx';

export const CSV_SHEET = 'CSV';

export async function readCsvRfp(table: CsvTable): Promise<ReadResult> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(CSV_SHEET);
  table.rows.forEach((cells, i) => {
    ws.getRow(i + 1).values = cells;
  });
  const read = await readXlsxRfp(Buffer.from(await wb.xlsx.writeBuffer()));
  const sheet = `Sheet '${CSV_SHEET}'`;
  return {
    requirements: read.requirements.map((r) => ({ ...r, where: r.where.replace(`${sheet} `, '') })),
    notes: read.notes.map((n) => n.replace(sheet, 'The table')),
  };
}
