// Builds the buyer files export is tested on: a questionnaire workbook and a Word form full of features that must survive.
import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { AnswerSlot, ExportRequirement } from '../../../src/rfps/model';

/** A real PNG (a 4×4 red square), so the image parts are valid images and not just bytes. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array(4).fill([255, 0, 0]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const COMPLIANCE = ['Yes', 'No', 'Partial', 'N/A'];

/**
 * A security questionnaire: an instructions sheet, the "Questions" sheet (ID, Question, Compliance dropdown,
 * Explanation, Score, a Weighted formula) and a "Lists" sheet feeding a second dropdown through a defined name;
 * with styles, widths, merged title cells, a conditional format, a comment, an image and a header and footer.
 * Row 7's explanation cell does not exist at all (nothing styled or typed there), so export must insert it.
 */
export async function buildQuestionnaire(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const intro = wb.addWorksheet('Instructions');
  intro.getCell('A1').value = 'Answer every question; choose a value from each dropdown.';
  intro.getColumn(1).width = 70;

  const q = wb.addWorksheet('Questions');
  q.headerFooter.oddHeader = '&LVendor questionnaire&RConfidential';
  q.headerFooter.oddFooter = '&CPage &P of &N';
  q.columns = [{ width: 10 }, { width: 60 }, { width: 14 }, { width: 50 }, { width: 8 }, { width: 10 }, { width: 16 }];
  q.mergeCells('A1:G1');
  q.getCell('A1').value = 'Security questionnaire';
  q.getCell('A1').font = { bold: true, size: 16 };
  q.getRow(2).values = ['ID', 'Question', 'Compliance', 'Explanation', 'Score', 'Weighted', 'Hosting'];
  q.getRow(2).font = { bold: true };
  const questions = [
    ['SEC-1', 'Is data encrypted at rest?'],
    ['SEC-2', 'Do you enforce multi-factor authentication?'],
    ['SEC-3', 'Describe your backup schedule.'],
    ['SEC-4', 'Do you process cardholder data?'],
    ['SEC-5', 'Where is customer data hosted?'],
  ];
  questions.forEach(([id, text], i) => {
    const r = i + 3;
    q.getCell(`A${r}`).value = id;
    q.getCell(`B${r}`).value = text;
    q.getCell(`B${r}`).alignment = { wrapText: true };
    q.getCell(`C${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${COMPLIANCE.join(',')}"`] };
    q.getCell(`C${r}`).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    if (r !== 7) q.getCell(`D${r}`).border = { bottom: { style: 'thin' } };
    q.getCell(`F${r}`).value = { formula: `IF(E${r}="","",E${r}*2)` };
    q.getCell(`G${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['HostingOptions'] };
  });
  q.getCell('D5').value = 'Enter your answer here';
  q.getCell('B3').note = 'Buyer: at rest means on disk and in backups.';
  q.addConditionalFormatting({
    ref: 'C3:C7',
    rules: [
      {
        type: 'containsText',
        operator: 'containsText',
        text: 'No',
        priority: 1,
        style: { font: { color: { argb: 'FFFF0000' } } },
      },
    ],
  });
  q.addImage(wb.addImage({ buffer: png() as unknown as ExcelJS.Buffer, extension: 'png' }), 'H1:H2');

  const lists = wb.addWorksheet('Lists');
  ['EU', 'US', 'Customer choice'].forEach((v, i) => {
    lists.getCell(`A${i + 1}`).value = v;
  });
  wb.definedNames.add('Lists!$A$1:$A$3', 'HostingOptions');
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const xlsxSlot = (role: Exclude<AnswerSlot['role'], 'table'>, cell: string, choices: string[] = []): AnswerSlot => ({
  role,
  target: { file: 'xlsx', sheet: 'Questions', cell },
  label: { choice: 'Compliance', answer: 'Explanation', score: 'Score' }[role],
  choices,
});

/** A drafted requirement with nothing in it but what the test sets. */
export function requirement(fields: Partial<ExportRequirement>): ExportRequirement {
  return {
    ref: '',
    section: '',
    text: '',
    stale_reason: null,
    status: 'drafted',
    response: '',
    answer: '',
    choice: null,
    score: null,
    needs_input: null,
    sources: [],
    slots: [],
    ...fields,
  };
}

/** A requirement of the questionnaire with all three slots on its row; override what the test is about. */
export function questionRow(row: number, fields: Partial<ExportRequirement>): ExportRequirement {
  return requirement({
    ref: `SEC-${row - 2}`,
    section: 'Security',
    text: `Question of row ${row}`,
    slots: [xlsxSlot('choice', `C${row}`, COMPLIANCE), xlsxSlot('answer', `D${row}`), xlsxSlot('score', `E${row}`)],
    ...fields,
  });
}

/** Every entry of a zip package with its inflated bytes, in directory order. */
export async function zipEntries(data: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> {
  const zip = await JSZip.loadAsync(data);
  const out: Array<{ name: string; bytes: Buffer }> = [];
  for (const entry of Object.values(zip.files)) out.push({ name: entry.name, bytes: await entry.async('nodebuffer') });
  return out;
}

/** Each entry's compressed bytes as stored in the zip (jszip keeps them from loading), to check nothing is re-deflated. */
export async function compressedEntries(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(data);
  const out = new Map<string, Buffer>();
  for (const entry of Object.values(zip.files)) {
    const raw = (entry as unknown as { _data?: { compressedContent?: Uint8Array } })._data?.compressedContent;
    out.set(entry.name, Buffer.from(raw ?? new Uint8Array()));
  }
  return out;
}

/** Whether both packages list the same entries in the same order, and which entries' bytes differ. */
export async function comparePackages(original: Buffer, exported: Buffer): Promise<{ sameNames: boolean; changed: string[] }> {
  const before = await zipEntries(original);
  const after = await zipEntries(exported);
  return {
    sameNames: after.map((e) => e.name).join('\n') === before.map((e) => e.name).join('\n'),
    changed: after.filter((e, i) => !e.bytes.equals(before[i]?.bytes ?? Buffer.alloc(0))).map((e) => e.name),
  };
}

export async function zipText(data: Buffer, name: string): Promise<string> {
  const entry = (await JSZip.loadAsync(data)).file(name);
  if (!entry) throw new Error(`no ${name} in the package`);
  return entry.async('string');
}
