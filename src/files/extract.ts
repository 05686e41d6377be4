// The entry points other capabilities use: cheap checks at upload time, and full extraction (run in a background job).
import { AppError } from '../errors';
import { type ExtractedDocument, type FileKind, MAX_FILE_BYTES, unreadable } from './document';
import { readDocx } from './docx';
import { readPdf } from './pdf';
import { decodeText, textToBlocks } from './text';
import { readXlsxDocument } from './xlsx-document';
import { openZip } from './zip';

export * from './document';

/**
 * Decodes a base64 upload (a data: URL prefix is allowed); 400 naming `field` when it is not base64, 422 when it is
 * empty, 413 when too big.
 */
export function decodeBase64(data: string, field = 'data'): Buffer {
  const body = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  // an empty file is one, sent as base64 or as text: 422 either way (new-user trial 17 met 400 for one, 422 the other)
  if (body.length === 0) throw new AppError('unprocessable', `${field}: the file is empty.`, { field });
  if (body.length > Math.ceil(MAX_FILE_BYTES / 3) * 4 + 4) throw tooLarge(Math.floor((body.length * 3) / 4));
  if (body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) {
    throw new AppError('invalid_request', `${field}: not valid base64.`, { field });
  }
  return Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
}

export function tooLarge(bytes: number): AppError {
  return new AppError(
    'payload_too_large',
    `The file is ${(bytes / 1048576).toFixed(1)} MB; the most accepted is ${MAX_FILE_BYTES / 1048576} MB.`,
  );
}

/**
 * Checks that can be made at once, before a job is queued: size, magic bytes, a readable zip directory without
 * bomb-like sizes, text that is not binary and not empty. Throws 413 or 422.
 */
export async function checkFile(bytes: Buffer, kind: FileKind): Promise<void> {
  if (bytes.length > MAX_FILE_BYTES) throw tooLarge(bytes.length);
  if (bytes.length === 0) throw unreadable('The file is empty.');
  if (kind === 'pdf' && bytes.subarray(0, 1024).indexOf('%PDF-') < 0) {
    throw unreadable('pdf: this is not a PDF file (no %PDF header).');
  }
  if (kind === 'docx') {
    const zip = await openZip(bytes, 'docx');
    if (!zip.file('word/document.xml')) throw unreadable('docx: not a Word document (word/document.xml is missing).');
  }
  if (kind === 'xlsx') {
    const zip = await openZip(bytes, 'xlsx');
    if (!zip.file('xl/workbook.xml')) throw unreadable('xlsx: not an Excel workbook (xl/workbook.xml is missing).');
  }
  if (kind === 'text' || kind === 'markdown') {
    if (decodeText(bytes).trim() === '') throw unreadable('The text is empty: there is nothing to index.');
  }
}

/** Reads a file into structured blocks (headings with levels, paragraphs, tables with cells, PDF pages). */
export async function extractDocument(bytes: Buffer, kind: FileKind): Promise<ExtractedDocument> {
  if (kind === 'pdf') {
    const { blocks, pages } = await readPdf(bytes);
    return { kind, blocks, pages };
  }
  const blocks =
    kind === 'docx' ? await readDocx(bytes) : kind === 'xlsx' ? await readXlsxDocument(bytes) : textToBlocks(decodeText(bytes));
  if (blocks.length === 0) throw unreadable(`${kind}: the file has no readable text.`);
  return { kind, blocks, pages: null };
}
