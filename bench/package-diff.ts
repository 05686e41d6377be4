// What changed in an Office package besides the answers: its entries, and a patched part with the answer places cut out.
import JSZip from 'jszip';
import { own, parseXml, walk } from '../src/rfps/export/xml';
import type { LabelledDoc } from './export-slots';

export async function entries(data: Buffer) {
  const zip = await JSZip.loadAsync(data);
  return Promise.all(Object.values(zip.files).map(async (f) => ({ name: f.name, bytes: await f.async('nodebuffer') })));
}

/** The part with the answer places cut out, so what remains must equal the original's remainder. */
export function remainder(xml: string, doc: Pick<LabelledDoc, 'kind' | 'items' | 'file'>): string {
  if (doc.kind === 'xlsx') {
    const refs = doc.items.flatMap((it) => it.slots.map((s) => (s.target.file === 'xlsx' ? s.target.cell : '')));
    return refs.reduce((s, ref) => s.replace(new RegExp(`<c r=["']${ref}["'][^>]*?(/>|>[\\s\\S]*?</c>)`), ''), xml);
  }
  const root = parseXml(xml, doc.file);
  const tables = [...walk(root)].filter((e) => e.name === 'w:tbl');
  const cuts = doc.items
    .flatMap((it) => it.slots.map((s) => s.target))
    .flatMap((t) => (t.file === 'docx' && t.at === 'cell' ? [t] : []))
    .map((t) => own(own(tables[t.table]!, 'w:tr', ['w:tbl'])[t.row]!, 'w:tc', ['w:tbl'])[t.cell]!)
    .sort((a, b) => b.start - a.start);
  const cut = cuts.reduce((s, tc) => s.slice(0, tc.start) + s.slice(tc.end), xml);
  return cut.replace(/<w:p>[\s\S]*?<\/w:p>/g, '');
}

export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i >= a.length && i >= b.length ? 'none' : `at ${i}: "${a.slice(i, i + 60)}" vs "${b.slice(i, i + 60)}"`;
}
