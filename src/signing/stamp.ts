// The signers written on the document's own signature lines, as a person expects to find them ("Signature:" and
// "Date:" of each party's block), with a note that the certificate page holds the evidence. The blocks are found in the
// rendered document's text (pdfjs), so nothing about the layout is assumed but its labels: the last page holding two
// signature labels side by side, the customer's block on the left (src/proposals/pdf.ts), the company's on the right.
import { DOC_LANGS } from '../../store/proposal-content';
import { wordsFor } from '../proposals/pdf-text';

export interface LabelSpot {
  /** 0-based page index. */
  page: number;
  x: number;
  /** Baseline of the label, in PDF points from the bottom. */
  y: number;
}

export interface SignatureSpots {
  cust: { signature: LabelSpot; date: LabelSpot | null };
  luc: { signature: LabelSpot; date: LabelSpot | null };
  /** Where a value's text sits from its label: right (the value column) and up (baselines differ by font size). */
  value: { dx: number; dy: number };
}

/** The proposal's layout (src/proposals/pdf.ts): a 60 pt label column, the 24 pt gap, 10 pt values beside 8 pt labels. */
const DEFAULT_VALUE = { dx: 84, dy: -1.9 };

const labels = (...keys: Array<'signature' | 'date' | 'name' | 'jobTitle'>) =>
  new Set(DOC_LANGS.flatMap((lang) => keys.map((key) => `${wordsFor(lang)[key]}:`)));

/** The two parties' signature and date labels in the document, or null when it has no such pair. */
export async function signatureSpots(document: Buffer): Promise<SignatureSpots | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(document),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const signature = labels('signature');
  const date = labels('date');
  const filled = labels('name', 'jobTitle');
  try {
    for (let p = doc.numPages; p >= 1; p--) {
      const page = await doc.getPage(p);
      const items = (await page.getTextContent()).items.flatMap((it) => {
        if (!('str' in it) || it.str.trim() === '') return [];
        const [, , , , x = 0, y = 0] = it.transform as number[];
        return [{ str: it.str.trim(), x, y }];
      });
      page.cleanup();
      const signs = items.filter((i) => signature.has(i.str));
      // the blocks sit side by side: the last pair of signature labels on one baseline
      const pair = signs
        .flatMap((a) => signs.filter((b) => b !== a && Math.abs(b.y - a.y) < 1 && b.x > a.x + 50).map((b) => [a, b] as const))
        .sort((u, v) => u[0].y - v[0].y)[0];
      if (!pair) continue;
      const dateBelow = (s: { x: number; y: number }) => {
        const d = items
          .filter((i) => date.has(i.str) && Math.abs(i.x - s.x) < 1 && i.y < s.y && s.y - i.y < 150)
          .sort((u, v) => v.y - u.y)[0];
        return d ? { page: p - 1, x: d.x, y: d.y } : null;
      };
      const [left, right] = pair;
      // a name or title the document prints beside its label shows where values go
      const value =
        items
          .filter((l) => filled.has(l.str) && (l.x === left.x || l.x === right.x) && l.y < left.y)
          .flatMap((l) =>
            items
              .filter((v) => v.x > l.x + 20 && v.x < l.x + 200 && Math.abs(v.y - l.y) < 4 && !filled.has(v.str))
              .map((v) => ({ dx: v.x - l.x, dy: v.y - l.y })),
          )
          .sort((u, v) => u.dx - v.dx)[0] ?? DEFAULT_VALUE;
      return {
        value,
        cust: { signature: { page: p - 1, x: left.x, y: left.y }, date: dateBelow(left) },
        luc: { signature: { page: p - 1, x: right.x, y: right.y }, date: dateBelow(right) },
      };
    }
    return null;
  } finally {
    await doc.destroy();
  }
}
