// Bulleted lists read from PDFs: each item its own paragraph, bullets drawn from a symbol font (whose glyphs come
// through as private-use characters) read as "•" like any other (new-user trial 27).
import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  StandardFonts,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';

/**
 * A Symbol font whose codes read back, through its ToUnicode map, as the private-use characters word processors give
 * symbol-font bullets: B7 as U+F0B7, A7 as U+F0A7, D8 as U+F0D8, FC as U+F0FC.
 */
function addSymbolBullets(doc: PDFDocument, page: PDFPage): string {
  const codes = ['B7', 'A7', 'D8', 'FC'];
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${codes.length} beginbfchar ${codes.map((c) => `<${c}> <F0${c}>`).join(' ')} endbfchar`,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = doc.context.register(doc.context.flateStream(cmap));
  const font = doc.context.register(
    doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Symbol', ToUnicode: toUnicode }),
  );
  page.node.setFontDictionary(PDFName.of('Bullets'), font);
  return 'Bullets';
}

/** One line of a list: its bullet (a code of the symbol font, or a character of Helvetica) and its text's lines. */
type Item = { symbol: string } | { bullet: string };

async function listPdf(items: Array<{ mark: Item; lines: string[] }>, opts: { indent?: number } = {}) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const symbols = addSymbolBullets(doc, page);
  const size = 10.5;
  const pitch = size * 1.3;
  let y = 700;
  page.drawText('Every new starter is given the following on their first day:', { x: 60, y, size, font: regular });
  y -= pitch * 1.6;
  for (const { mark, lines } of items) {
    if ('symbol' in mark) {
      page.pushOperators(
        beginText(),
        setFontAndSize(symbols, size),
        moveText(60, y),
        showText(PDFHexString.of(mark.symbol)),
        endText(),
      );
    } else page.drawText(mark.bullet, { x: 60, y, size, font: regular });
    for (const line of lines) {
      page.drawText(line, { x: 60 + (opts.indent ?? 18), y, size, font: regular });
      y -= pitch;
    }
  }
  page.drawText('Managers confirm each of these in the onboarding checklist.', { x: 60, y: y - pitch, size, font: regular });
  return Buffer.from(await doc.save());
}

const paragraphs = async (pdf: Buffer) =>
  (await extractDocument(pdf, 'pdf')).blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text);

describe('a bulleted list in a PDF', () => {
  it('reads bullets set in a symbol font as "•", one item a paragraph, an item wrapped over two lines kept whole', async () => {
    const pdf = await listPdf([
      { mark: { symbol: 'B7' }, lines: ['A laptop with full-disk encryption turned on.'] },
      {
        mark: { symbol: 'A7' },
        lines: ['A hardware security key registered to their account, which they', 'carry with them when travelling.'],
      },
      { mark: { symbol: 'D8' }, lines: ['A copy of the acceptable use policy to sign.'] },
      { mark: { symbol: 'FC' }, lines: ['A booking for the security induction session.'] },
    ]);
    expect(await paragraphs(pdf)).toEqual([
      'Every new starter is given the following on their first day:',
      '• A laptop with full-disk encryption turned on.',
      '• A hardware security key registered to their account, which they carry with them when travelling.',
      '• A copy of the acceptable use policy to sign.',
      '• A booking for the security induction session.',
      'Managers confirm each of these in the onboarding checklist.',
    ]);
  });

  it('reads each line that opens with an ordinary bullet as an item, the bullet set close to its text or a tab away', async () => {
    for (const indent of [12, 30]) {
      const pdf = await listPdf(
        [
          { mark: { bullet: '•' }, lines: ['A welcome call with their team lead.'] },
          { mark: { bullet: '•' }, lines: ['Access to the shared drive for their', 'department only.'] },
        ],
        { indent },
      );
      expect(await paragraphs(pdf)).toEqual([
        'Every new starter is given the following on their first day:',
        '• A welcome call with their team lead.',
        '• Access to the shared drive for their department only.',
        'Managers confirm each of these in the onboarding checklist.',
      ]);
    }
  });
});
