// Builds Office and PDF files by code for the readers' tests: .xlsx (cells, formulas with cached values, hidden
// rows/columns/sheets, merges, dropdowns), .docx with Word numbering and tables, and PDFs with running headers.
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type XlsxValue = string | { formula: string; cached: string } | { rich: string[] };

export interface XlsxSheetSpec {
  name: string;
  hidden?: boolean;
  rows: Array<{ r: number; hidden?: boolean; cells: Record<string, XlsxValue> }>;
  hiddenCols?: number[];
  merges?: string[];
  /** Dropdowns: `x14` writes them in the extension list, as Excel does for lists on other sheets. */
  lists?: Array<{ sqref: string; formula: string; x14?: boolean }>;
  /** Input messages shown when a cell is selected (a validation of any value with a prompt). */
  prompts?: Array<{ sqref: string; prompt: string }>;
}

function sheetXml(sheet: XlsxSheetSpec, shared: string[][]): string {
  const cols = (sheet.hiddenCols ?? []).map((c) => `<col min="${c}" max="${c}" width="9" hidden="1"/>`).join('');
  const rows = sheet.rows
    .map((row) => {
      const cells = Object.entries(row.cells)
        .map(([ref, v]) => {
          if (typeof v === 'string') return `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
          if ('formula' in v) return `<c r="${ref}" t="str"><f>${esc(v.formula)}</f><v>${esc(v.cached)}</v></c>`;
          shared.push(v.rich);
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${row.r}"${row.hidden ? ' hidden="1"' : ''}>${cells}</row>`;
    })
    .join('');
  const merges = sheet.merges?.length
    ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((m) => `<mergeCell ref="${m}"/>`).join('')}</mergeCells>`
    : '';
  const plain = (sheet.lists ?? []).filter((l) => !l.x14);
  const ext = (sheet.lists ?? []).filter((l) => l.x14);
  const prompts = (sheet.prompts ?? []).map(
    (p) => `<dataValidation allowBlank="1" showInputMessage="1" prompt="${esc(p.prompt)}" sqref="${p.sqref}"/>`,
  );
  const count = plain.length + prompts.length;
  const validations = count
    ? `<dataValidations count="${count}">${plain.map((l) => `<dataValidation type="list" allowBlank="1" sqref="${l.sqref}"><formula1>${esc(l.formula)}</formula1></dataValidation>`).join('')}${prompts.join('')}</dataValidations>`
    : '';
  const extension = ext.length
    ? `<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main"><x14:dataValidations count="${ext.length}" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main">${ext.map((l) => `<x14:dataValidation type="list" allowBlank="1"><x14:formula1><xm:f>${esc(l.formula)}</xm:f></x14:formula1><xm:sqref>${l.sqref}</xm:sqref></x14:dataValidation>`).join('')}</x14:dataValidations></ext></extLst>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${cols ? `<cols>${cols}</cols>` : ''}<sheetData>${rows}</sheetData>${merges}${validations}${extension}</worksheet>`;
}

/** A workbook with the given sheets (in tab order) and defined names. */
export async function buildXlsx(sheets: XlsxSheetSpec[], names: Record<string, string> = {}): Promise<Buffer> {
  const zip = new JSZip();
  const shared: string[][] = [];
  const overrides = sheets
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  for (const [i, s] of sheets.entries()) zip.file(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(s, shared));
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${overrides}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  const rels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  const sheetList = sheets
    .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`)
    .join('');
  const defined = Object.entries(names)
    .map(([n, f]) => `<definedName name="${esc(n)}">${esc(f)}</definedName>`)
    .join('');
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetList}</sheets>${defined ? `<definedNames>${defined}</definedNames>` : ''}</workbook>`,
  );
  const si = shared
    .map((runs) => `<si>${runs.map((t) => `<r><t xml:space="preserve">${esc(t)}</t></r>`).join('')}</si>`)
    .join('');
  zip.file(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${si}</sst>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export type WordPart =
  | { h: number; text: string }
  | { p: string; list?: number }
  | { table: Array<Array<string | { nested: string[][] }>> };

const run = (text: string) => `<w:r><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const wordPara = (text: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${text ? run(text) : ''}</w:p>`;
const wordTable = (rows: Array<Array<string | { nested: string[][] }>>): string =>
  `<w:tbl>${rows
    .map(
      (r) =>
        `<w:tr>${r.map((c) => `<w:tc>${typeof c === 'string' ? wordPara(c) : `${wordPara('')}${wordTable(c.nested)}${wordPara('')}`}</w:tc>`).join('')}</w:tr>`,
    )
    .join('')}</w:tbl>`;

/** A .docx whose numbered paragraphs use real Word numbering: level 0 prints "1.", level 1 prints "a)". */
export async function buildWordDocx(parts: WordPart[]): Promise<Buffer> {
  const body = parts
    .map((part) => {
      if ('h' in part) return wordPara(part.text, `<w:pStyle w:val="Heading${part.h}"/>`);
      if ('p' in part)
        return wordPara(
          part.p,
          part.list === undefined ? '' : `<w:numPr><w:ilvl w:val="${part.list}"/><w:numId w:val="1"/></w:numPr>`,
        );
      return wordTable(part.table);
    })
    .join('');
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const styles = [1, 2]
    .map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`)
    .join('');
  zip.file('word/styles.xml', `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}>${styles}</w:styles>`);
  zip.file(
    'word/numbering.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${w}><w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num></w:numbering>`,
  );
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface PagedPdfSpec {
  /** Printed at the top of every page; "{n}" becomes the page number. */
  header?: string;
  footer?: string;
  /** Body lines per page; `bold` sets a line in another font, `cells` lays a row out in columns. */
  pages: Array<Array<string | { text: string; bold?: boolean } | { cells: string[]; bold?: boolean }>>;
}

/** A letter-size PDF with running header and footer lines and body text from the top down. */
export async function buildPagedPdf(spec: PagedPdfSpec): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [i, lines] of spec.pages.entries()) {
    const page = doc.addPage([612, 792]);
    const n = String(i + 1);
    if (spec.header) page.drawText(spec.header.replace('{n}', n), { x: 72, y: 750, size: 9, font });
    if (spec.footer) page.drawText(spec.footer.replace('{n}', n), { x: 250, y: 40, size: 9, font });
    let y = 700;
    for (const line of lines) {
      if (typeof line !== 'string' && 'cells' in line) {
        for (const [c, cell] of line.cells.entries())
          page.drawText(cell, { x: 72 + c * 170, y, size: 10, font: line.bold ? bold : font });
      } else {
        const text = typeof line === 'string' ? line : line.text;
        page.drawText(text, { x: 72, y, size: 10, font: typeof line !== 'string' && line.bold ? bold : font });
      }
      y -= 14;
    }
  }
  return Buffer.from(await doc.save());
}
