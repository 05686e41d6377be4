// Text of a PDF through pdfjs-dist, to check what a certificate page says.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: FONTS,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}

/** Each page's text items with where they sit (x and baseline y, in points from the bottom left). */
export async function pdfItems(data: Buffer): Promise<Array<Array<{ str: string; x: number; y: number }>>> {
  const doc = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: FONTS,
  }).promise;
  const pages: Array<Array<{ str: string; x: number; y: number }>> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.flatMap((it) =>
        'str' in it && it.str.trim() ? [{ str: it.str.trim(), x: it.transform[4], y: it.transform[5] }] : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}
