// Builds the test files by code: .docx (jszip), .pdf (pdf-lib), zip bombs and truncated files, and a test embedder.
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { type Embedder, normalize } from '../../src/library/embedder';
import { searchTokens } from '../../src/text/words';

/** `head` marks a table's first row as Word does: its runs in bold, or repeated as the header on each page. */
export type DocxPart = { h: number; text: string } | { p: string } | { table: string[][]; head?: 'bold' | 'repeat' };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const para = (text: string, style?: string, bold = false) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;

export async function buildDocx(parts: DocxPart[]): Promise<Buffer> {
  const body = parts
    .map((part) => {
      if ('h' in part) return para(part.text, `Heading${part.h}`);
      if ('p' in part) return para(part.p);
      const rows = part.table
        .map((r, i) => {
          const head = i === 0 ? part.head : undefined;
          const props = head === 'repeat' ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
          return `<w:tr>${props}${r.map((c) => `<w:tc>${para(c, undefined, head === 'bold')}</w:tc>`).join('')}</w:tr>`;
        })
        .join('');
      return `<w:tbl>${rows}</w:tbl>`;
    })
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  const styles = [1, 2, 3]
    .map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`)
    .join('');
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${styles}</w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A .docx whose document part inflates from a few hundred KB to `mb` megabytes of zeros. */
export async function buildZipBombDocx(mb = 300): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await buildDocx([{ p: 'harmless' }]));
  zip.file('word/media/bomb.bin', Buffer.alloc(mb * 1024 * 1024));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

export type PdfLine = { text: string; size?: number; bold?: boolean } | { cells: string[] };

/** One array of lines per page; `size` over 12 reads as a heading, `cells` are laid out in columns like a table. */
export async function buildPdf(pages: PdfLine[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    let y = 790;
    for (const line of lines) {
      if ('cells' in line) {
        for (const [i, c] of line.cells.entries()) page.drawText(c, { x: 50 + i * 170, y, size: 10, font });
        y -= 16;
        continue;
      }
      const size = line.size ?? 10;
      page.drawText(line.text, { x: 50, y, size, font: line.bold || size > 12 ? bold : font });
      y -= size * 1.5;
    }
  }
  return Buffer.from(await doc.save());
}

/** A PDF with pages but no text layer, as a scanner makes (a drawn shape stands in for the page image). */
export async function buildScannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return Buffer.from(await doc.save());
}

/**
 * DETERMINISTIC TEST EMBEDDER (not a language model): hashes words into 64 dimensions, with a few hand-written
 * synonym groups mapped to one word so a paraphrase that shares no word with a passage still lands near it.
 */
export function deterministicTestEmbedder(synonyms: string[][] = DEFAULT_SYNONYMS, id = 'test:hash:64'): Embedder {
  const canon = new Map<string, string>();
  for (const group of synonyms) for (const w of group) canon.set(w, group[0] as string);
  return {
    id,
    dims: 64,
    fusionWeight: 0.5,
    minSimilarity: 0.2,
    // word hashes collide in 64 dimensions: only a near-identical bag of words is relevant on meaning alone
    relevantSimilarity: 0.8,
    async embed(texts) {
      return texts.map((t) => {
        const v = new Float32Array(64);
        for (const w of searchTokens(t)) {
          const word = canon.get(w) ?? w;
          let h = 2166136261;
          for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
          const at = (h >>> 0) % 64;
          v[at] = (v[at] ?? 0) + 1;
        }
        return normalize(v);
      });
    },
  };
}

const DEFAULT_SYNONYMS = [
  ['backup', 'copies', 'replicated', 'snapshots'],
  ['nightly', 'every', 'night', 'daily'],
  ['offsite', 'remote', 'elsewhere'],
];

export const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64');
