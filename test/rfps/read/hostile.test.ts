// Files that cannot be read are refused with 422 and a reason a person understands, never a 500 or a hang.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors';
import { readRfp } from '../../../src/rfps/read/index';
import { buildWordDocx, buildXlsx } from '../../files/fixtures';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.message}` : `not an AppError: ${String(e)}`),
  );

const workbook = () => buildXlsx([{ name: 'Q', rows: [{ r: 1, cells: { A1: 'ID', B1: 'Question', C1: 'Answer' } }] }]);

async function withParts(zipBytes: Buffer, change: (zip: JSZip) => void): Promise<Buffer> {
  const zip = await JSZip.loadAsync(zipBytes);
  change(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

describe('hostile and broken RFP files', () => {
  it('refuses zip bombs inside a workbook and a Word file', async () => {
    const bomb = (zip: JSZip) => zip.file('xl/media/padding.bin', Buffer.alloc(40 * 1024 * 1024));
    expect(await refusal(readRfp(await withParts(await workbook(), bomb), 'xlsx'))).toMatch(/^422 xlsx: .*zip bomb/);
    const docBomb = (zip: JSZip) => zip.file('word/media/padding.bin', Buffer.alloc(40 * 1024 * 1024));
    expect(await refusal(readRfp(await withParts(await buildWordDocx([{ p: 'x' }]), docBomb), 'docx'))).toMatch(
      /^422 docx: .*zip bomb/,
    );
  });

  it('refuses truncated files, a workbook without workbook.xml and damaged XML', async () => {
    const xlsx = await workbook();
    expect(await refusal(readRfp(xlsx.subarray(0, xlsx.length - 60), 'xlsx'))).toMatch(/^422 xlsx: .*damaged or truncated/);
    const docx = await buildWordDocx([{ p: 'The vendor shall comply.' }]);
    expect(await refusal(readRfp(docx.subarray(0, docx.length - 60), 'docx'))).toMatch(/^422 docx: .*damaged or truncated/);
    const noBook = await withParts(xlsx, (zip) => zip.remove('xl/workbook.xml'));
    expect(await refusal(readRfp(noBook, 'xlsx'))).toBe('422 xlsx: not an Excel workbook (xl/workbook.xml is missing).');
    expect(await refusal(readRfp(docx, 'xlsx'))).toMatch(/^422 xlsx: not an Excel workbook/);
    const badXml = await withParts(docx, (zip) => zip.file('word/document.xml', '<w:document><w:body><w:p>'));
    expect(await refusal(readRfp(badXml, 'docx'))).toMatch(/^422 docx: .*document XML is damaged/);
  });

  it('refuses a "PDF" that is not one, binary sent as text, and an empty file', async () => {
    expect(await refusal(readRfp(Buffer.from('<html>a web page</html>'), 'pdf'))).toMatch(/^422 pdf: this is not a PDF/);
    expect(await refusal(readRfp(Buffer.from('%PDF-1.7\n broken body'), 'pdf'))).toMatch(/^422 pdf: .*damaged or truncated/);
    expect(await refusal(readRfp(Buffer.from([0, 1, 2, 3, 0, 0, 9, 8, 7, 0]), 'text'))).toMatch(/^422 text: this is binary/);
    expect(await refusal(readRfp(Buffer.alloc(0), 'markdown', { name: 'rfp.md' }))).toBe('422 "rfp.md" is empty.');
  });
});
