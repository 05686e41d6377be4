// Export of a read and answered RFP: the buyer's own file with answers written in, or a new response document.
// Pure functions of their input (no database, no clock), so they can run in a worker thread.

import { decodeText } from '../../files/text';
import type { ExportRequirement, RfpFileKind } from '../model';
import { fillCsv } from './csv';
import { writeDocument } from './docx';
import { CONTENT_TYPES, type ExportFile, filledExtension, responseName } from './names';
import { openPackage, repack, requirePart } from './package';
import { buildResponseDocx } from './response-docx';
import { planWrites } from './writes';
import { fillWorkbook } from './xlsx';

export { exportCsv } from './csv';
export type { ExportFile } from './names';

const DOCUMENT = 'word/document.xml';

/**
 * The filled file: for .xlsx and .docx the original package with answers written into their slots and every other
 * part as the buyer sent it; for PDF, text and Markdown a new .docx response document.
 */
export async function exportFilled(a: {
  original: Buffer;
  kind: RfpFileKind;
  name: string;
  requirements: ExportRequirement[];
}): Promise<ExportFile> {
  // a questionnaire sent as CSV comes back as the same CSV with its answer cells filled
  if (a.kind === 'text' && /\.csv$/i.test(a.name)) {
    const plan = planWrites(a.requirements);
    const bom = a.original.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = fillCsv(decodeText(a.original), plan.writes, bom);
    if (csv)
      return {
        name: responseName(a.name, 'csv'),
        contentType: CONTENT_TYPES.csv,
        data: csv.data,
        notes: [...plan.notes, ...csv.notes],
      };
  }
  if (a.kind !== 'xlsx' && a.kind !== 'docx') {
    const data = await buildResponseDocx({ name: a.name, requirements: a.requirements });
    return { name: responseName(a.name, 'docx'), contentType: CONTENT_TYPES.docx, data, notes: [] };
  }
  const plan = planWrites(a.requirements);
  const ext = filledExtension(a.name, a.kind);
  const done = { name: responseName(a.name, ext), contentType: CONTENT_TYPES[ext] };
  if (a.kind === 'xlsx') {
    const pkg = await openPackage(a.original, 'The workbook');
    const filled = await fillWorkbook(pkg, plan.writes);
    return { ...done, data: await repack(pkg, filled.parts), notes: [...plan.notes, ...filled.notes] };
  }
  const pkg = await openPackage(a.original, 'The document');
  const filled = writeDocument({ xml: await requirePart(pkg, DOCUMENT), writes: plan.writes });
  return { ...done, data: await repack(pkg, new Map([[DOCUMENT, filled.xml]])), notes: [...plan.notes, ...filled.notes] };
}
