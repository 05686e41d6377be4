// A new Word response document for RFPs that came as PDF, text or Markdown: every requirement in order with its answer.
import JSZip from 'jszip';
import type { ExportRequirement } from '../model';
import { sourcesLine } from './csv';
import { baseName } from './names';
import { cleanAnswer } from './writes';
import { escapeText } from './xml';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
// a fixed entry date keeps the same answers producing the same bytes
const ENTRY_DATE = new Date(Date.UTC(1980, 0, 1));

interface Run {
  text: string;
  bold?: boolean;
  highlight?: boolean;
}

function paragraph(content: Run[] | string, style?: string): string {
  const list = typeof content === 'string' ? [{ text: content }] : content;
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const runs = list.map((r) => {
    const props = [r.bold ? '<w:b/>' : '', r.highlight ? '<w:highlight w:val="yellow"/>' : ''].join('');
    return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeText(r.text)}</w:t></w:r>`;
  });
  return `<w:p>${pPr}${runs.join('')}</w:p>`;
}

/** A label and a possibly multi-line text: the first line beside the label, the rest as paragraphs below. */
function labelled(label: string, text: string, extra: Partial<Run> = {}): string[] {
  const [first = '', ...rest] = cleanAnswer(text).split(/\n+/);
  return [
    paragraph([
      { text: `${label} `, bold: true, ...extra },
      { text: first, ...extra },
    ]),
    ...rest.map((l) => paragraph(l)),
  ];
}

function requirementBody(r: ExportRequirement): string[] {
  const out = [paragraph(r.ref || 'Unnumbered requirement', 'Heading2'), ...labelled('Requirement:', r.text)];
  const needs = r.needs_input ? labelled('Needs input:', r.needs_input, { highlight: true }) : [];
  if (r.needs_input && r.partial !== true) return [...out, ...needs];
  if (r.status === 'na') return [...out, paragraph([{ text: 'Response: ', bold: true }, { text: 'Not applicable.' }])];
  const response = cleanAnswer(r.response);
  if (r.choice !== null) out.push(paragraph([{ text: 'Answer: ', bold: true }, { text: r.choice }]));
  if (r.score !== null) out.push(paragraph([{ text: 'Score: ', bold: true }, { text: String(r.score) }]));
  if (response) out.push(...labelled('Response:', response));
  else if (r.choice === null)
    out.push(
      paragraph([
        { text: 'Response: ', bold: true },
        { text: 'No answer yet.', highlight: true },
      ]),
    );
  if (r.sources.length > 0) {
    out.push(paragraph([{ text: 'Sources:', bold: true }]));
    for (const s of r.sources) out.push(paragraph(sourcesLine([s])));
  }
  // (a partial answer says what it still lacks after what it gives)
  return [...out, ...needs];
}

function documentXml(title: string, requirements: ExportRequirement[]): string {
  const body: string[] = [paragraph(title, 'Title')];
  let section = '';
  for (const r of requirements) {
    if (r.section && r.section !== section) body.push(paragraph(r.section, 'Heading1'));
    section = r.section || section;
    body.push(...requirementBody(r));
  }
  const page =
    '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body>${body.join('')}${page}</w:body></w:document>`;
}

const style = (id: string, name: string, props: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${props}</w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri" w:eastAsia="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style('Title', 'Title', '<w:pPr><w:spacing w:after="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr>')}${style('Heading1', 'heading 1', '<w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr>')}${style('Heading2', 'heading 2', '<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/></w:rPr>')}</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;
const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

const core = (title: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeText(title)}</dc:title></cp:coreProperties>`;

/** The response document: the RFP's name as title, then each requirement in order with its answer and sources. */
export async function buildResponseDocx(a: { name: string; requirements: ExportRequirement[] }): Promise<Buffer> {
  const title = baseName(a.name);
  const zip = new JSZip();
  const add = (path: string, text: string) => zip.file(path, text, { date: ENTRY_DATE, createFolders: false });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', PACKAGE_RELS);
  add('word/document.xml', documentXml(title, a.requirements));
  add('word/_rels/document.xml.rels', DOCUMENT_RELS);
  add('word/styles.xml', STYLES);
  add('docProps/core.xml', core(title));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
