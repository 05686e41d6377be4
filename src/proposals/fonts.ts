// The one font family of the documents a customer receives (Roboto, shipped with pdfmake): the proposal PDF and the
// signing certificate both draw with it, so a name that prints in one prints in the other.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

export function fontFiles() {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    dir,
    fonts: {
      Roboto: {
        normal: path.join(dir, 'Roboto-Regular.ttf'),
        bold: path.join(dir, 'Roboto-Medium.ttf'),
        italics: path.join(dir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(dir, 'Roboto-MediumItalic.ttf'),
      },
    },
  };
}

let regular: fontkit.Font | undefined;

/**
 * Whether Roboto draws this character: Latin (with every European accent), Greek, Cyrillic and Vietnamese yes; CJK,
 * Arabic, Hebrew and emoji no (they print as empty boxes). Whitespace always prints.
 */
export function fontDraws(ch: string): boolean {
  if (/\s/u.test(ch)) return true;
  regular ??= fontkit.openSync(fontFiles().fonts.Roboto.normal) as fontkit.Font;
  return regular.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);
}
