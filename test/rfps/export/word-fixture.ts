// Builds a Word submittal form by hand-written XML: numbered requirements, a questionnaire table, header, footer, image.
import JSZip from 'jszip';
import type { AnswerSlot, ExportRequirement } from '../../../src/rfps/model';
import { png, requirement } from './fixtures';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS = `xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"`;

// every paragraph of the buyer's form carries an rsid, so paragraphs export adds (which carry none) stand out
const p = (text: string, pPr = '') =>
  `<w:p w:rsidR="00B00001">${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${text ? `<w:r><w:t>${text}</w:t></w:r>` : ''}</w:p>`;
const cell = (body: string, width = 2000, extra = '') =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${extra}</w:tcPr>${body}</w:tc>`;
/** A cell the buyer shaded yellow for the respondent; its paragraph mark carries the font answers must use. */
const answerCell = (placeholder = '', span = 1) =>
  cell(
    `<w:p w:rsidR="00AA0001"><w:pPr><w:spacing w:after="0"/><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="18"/></w:rPr></w:pPr>${
      placeholder
        ? `<w:r><w:rPr><w:rStyle w:val="PlaceholderText"/><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="18"/></w:rPr><w:t>${placeholder}</w:t></w:r>`
        : ''
    }</w:p>`,
    3000 * span,
    `${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}<w:shd w:val="clear" w:color="auto" w:fill="FFF2CC"/>`,
  );
const row = (cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const table = (rows: string[], cols: number) =>
  `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(cols)}</w:tblGrid>${rows.join('')}</w:tbl>`;
const numbered = (text: string) =>
  p(
    text,
    '<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:ind w:left="720" w:hanging="360"/>',
  );

const IMAGE = `<w:p w:rsidR="00B00001"><w:r><w:drawing><wp:inline><wp:extent cx="381000" cy="381000"/><wp:docPr id="1" name="Logo"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="logo.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="rId10"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="381000" cy="381000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/**
 * Paragraphs (0-based, all <w:p> in order): 0 title; 1 "Offeror", 2 "Name:" (nested table), 3 empty, 4 the logo
 * (layout table 0 with nested table 1); 5 heading; 6-8 numbered requirements; 9 heading; then questionnaire table 2:
 * row 0 headers, rows 1-4 Q-1…Q-4 with Response in cell 2 and Comply in cell 3 (Q-4's Response spans two columns).
 */
function documentXml(): string {
  const layout = table(
    [row([cell(`${p('Offeror')}${table([row([cell(p('Name:'))])], 1)}${p('')}`, 4000), cell(IMAGE, 4000)])],
    2,
  );
  const questionnaire = table(
    [
      row(['Ref', 'Requirement', 'Response', 'Comply'].map((h) => cell(p(h, '<w:jc w:val="center"/>')))),
      row([cell(p('Q-1')), cell(p('Describe how data is encrypted.')), answerCell(), answerCell()]),
      row([cell(p('Q-2')), cell(p('Do you support single sign-on?')), answerCell('[Response]'), answerCell()]),
      row([cell(p('Q-3')), cell(p('List your subprocessors.')), answerCell(), answerCell()]),
      row([cell(p('Q-4')), cell(p('Describe incident response.')), answerCell('', 2)]),
    ],
    4,
  );
  const body = [
    p('Submittal Form B', '<w:pStyle w:val="Title"/>'),
    layout,
    p('Requirements', '<w:pStyle w:val="Heading1"/>'),
    numbered('The contractor shall host all data in the United States.'),
    numbered('The contractor shall provide support at all hours.'),
    numbered('The contractor shall describe its disaster recovery plan.'),
    p('Questionnaire', '<w:pStyle w:val="Heading1"/>'),
    questionnaire,
    p('Signature: ____________'),
  ].join('');
  const sect = `<w:sectPr><w:headerReference w:type="default" r:id="rId11"/><w:footerReference w:type="default" r:id="rId12"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w:document ${NS}><w:body>${body}${sect}</w:body></w:document>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`;

export async function buildWordForm(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId1', 'officeDocument', 'word/document.xml')}</Relationships>`,
  );
  zip.file('word/document.xml', documentXml());
  zip.file(
    'word/_rels/document.xml.rels',
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel('rId1', 'styles', 'styles.xml')}${rel('rId2', 'numbering', 'numbering.xml')}${rel('rId10', 'image', 'media/image1.png')}${rel('rId11', 'header', 'header1.xml')}${rel('rId12', 'footer', 'footer1.xml')}</Relationships>`,
  );
  const style = (id: string, name: string, rPr = '') =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}</w:style>`;
  zip.file(
    'word/styles.xml',
    `${XML}<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${style('Title', 'Title', '<w:b/><w:sz w:val="36"/>')}${style('Heading1', 'heading 1', '<w:b/><w:sz w:val="28"/>')}${style('ListParagraph', 'List Paragraph')}<w:style w:type="character" w:styleId="PlaceholderText"><w:name w:val="Placeholder Text"/><w:rPr><w:color w:val="808080"/></w:rPr></w:style></w:styles>`,
  );
  zip.file(
    'word/numbering.xml',
    `${XML}<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
  );
  zip.file('word/header1.xml', `${XML}<w:hdr xmlns:w="${W}">${p('Vendor submittal, confidential')}</w:hdr>`);
  zip.file(
    'word/footer1.xml',
    `${XML}<w:ftr xmlns:w="${W}"><w:p><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p></w:ftr>`,
  );
  zip.file('word/media/image1.png', png(), { compression: 'STORE' });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const cellSlot = (role: AnswerSlot['role'], r: number, c: number, choices: string[] = []): AnswerSlot => ({
  role,
  target: { file: 'docx', at: 'cell', table: 2, row: r, cell: c },
  label: role === 'choice' ? 'Comply' : 'Response',
  choices,
});

/** Questionnaire row `r` (1-4): Response cell 2, and Comply cell 3 with Yes/No except on Q-4. */
export function formRow(r: number, fields: Partial<ExportRequirement>): ExportRequirement {
  return requirement({
    ref: `Q-${r}`,
    section: 'Questionnaire',
    text: `Question Q-${r}`,
    slots: r === 4 ? [cellSlot('answer', r, 2)] : [cellSlot('answer', r, 2), cellSlot('choice', r, 3, ['Yes', 'No'])],
    ...fields,
  });
}

/** Numbered requirement paragraph 6, 7 or 8, answered in a new paragraph after it. */
export function numberedRequirement(paragraph: number, fields: Partial<ExportRequirement>): ExportRequirement {
  return {
    ...formRow(1, fields),
    ref: String(paragraph - 5),
    section: 'Requirements',
    slots: [{ role: 'answer', target: { file: 'docx', at: 'after', paragraph }, label: 'Response', choices: [] }],
    ...fields,
  };
}
