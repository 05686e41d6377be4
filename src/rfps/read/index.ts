// Reads an uploaded RFP, questionnaire or capability matrix into requirements and the places their answers go.
// Pure: bytes in, plain data out (no database, no network), so it can run inside a worker thread.
import { AppError } from '../../errors';
import { csvTable } from '../../files/csv';
import { decodeText } from '../../files/text';
import type { ReadResult, RfpFileKind } from '../model';
import { readCsvRfp } from './csv';
import { readDocxRfp } from './docx';
import { readPdfRfp } from './pdf';
import { readTextRfp } from './text';
import { readXlsxRfp } from './xlsx';

/**
 * `filled`: the questionnaire is a completed one (a past answer library): answer columns that already hold answers are
 * still answer columns (a blank form's are empty, which is how they are told apart from the buyer's own columns).
 */
export async function readRfp(
  bytes: Buffer,
  kind: RfpFileKind,
  opts: { name?: string; filled?: boolean } = {},
): Promise<ReadResult> {
  const what = opts.name ? `"${opts.name}"` : `the ${kind} file`;
  if (bytes.length === 0) throw new AppError('unprocessable', `${what} is empty.`);
  const result =
    kind === 'xlsx'
      ? await readXlsxRfp(bytes, opts)
      : kind === 'docx'
        ? await readDocxRfp(bytes, opts)
        : kind === 'pdf'
          ? await readPdfRfp(bytes)
          : await readTextOrCsv(bytes, kind, opts.name);
  if (result.requirements.length === 0) {
    result.notes.push(
      `No requirements were found in ${what}: no numbered items, questions or statements asking the vendor to do something.`,
    );
  }
  return result;
}

/** A text file named .csv whose lines make a table is read as one (a spreadsheet saved as CSV); any other as text. */
async function readTextOrCsv(bytes: Buffer, kind: 'text' | 'markdown', name = ''): Promise<ReadResult> {
  const table = kind === 'text' && /\.csv$/i.test(name) ? csvTable(decodeText(bytes, kind)) : null;
  return table ? readCsvRfp(table) : readTextRfp(bytes, kind);
}
