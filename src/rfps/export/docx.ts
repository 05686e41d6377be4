// Writes answers into word/document.xml in place: into a questionnaire's response cell, or as a paragraph after a requirement.
import type { SlotWrite } from './writes';
import { applyEdits, attr, child, escapeText, own, parseXml, raw, walk, type XmlEdit, type XmlElement } from './xml';

const WORD_NS =
  /^(http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main|http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main)$/;

/** The prefix the document binds to WordprocessingML ("w" almost always). */
function wordPrefix(doc: XmlElement): string {
  for (const m of doc.attrs.matchAll(/xmlns:([^\s=]+)\s*=\s*["']([^"']*)["']/g))
    if (WORD_NS.test(m[2] ?? '')) return m[1] as string;
  return 'w';
}

// Direct children of a paragraph that carry its text; everything else (properties, bookmarks, comment ranges) stays.
const TEXT_CARRIERS = [
  'r',
  'hyperlink',
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'smartTag',
  'fldSimple',
  'proofErr',
  'sdt',
  'customXml',
  'dir',
  'bdo',
];
// Paragraph-mark-only and change-tracking children that must not be copied into new runs or paragraphs (ids must stay unique).
const MARK_ONLY = ['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange'];

interface Names {
  w: string;
  is: (el: XmlElement, local: string) => boolean;
}

/** The element rebuilt without the children `drop` picks. */
function without(xml: string, el: XmlElement, drop: (c: XmlElement) => boolean): string {
  if (el.selfClosing) return raw(xml, el);
  return `<${el.name}${el.attrs}>${el.children
    .filter((c) => !drop(c))
    .map((c) => raw(xml, c))
    .join('')}</${el.name}>`;
}

const named =
  (n: Names, locals: string[]) =>
  (c: XmlElement): boolean =>
    locals.some((l) => n.is(c, l));

/**
 * Run properties for new text: the first run's, else the paragraph mark's (what Word uses for text typed there).
 * Word's placeholder style is not carried over: it would grey the answer out like the "[Click here]" it replaces.
 */
function runProperties(xml: string, p: XmlElement, n: Names): string {
  const firstRun = own(p, `${n.w}:r`)[0];
  const pPr = child(p, `${n.w}:pPr`);
  const rPr = firstRun ? child(firstRun, `${n.w}:rPr`) : pPr && child(pPr, `${n.w}:rPr`);
  if (!rPr) return '';
  const markOnly = named(n, MARK_ONLY);
  return without(xml, rPr, (c) => markOnly(c) || (n.is(c, 'rStyle') && attr(c, `${n.w}:val`) === 'PlaceholderText'));
}

function runs(line: string, rPr: string, w: string): string {
  const text = line
    .split('\t')
    .map((piece) => `<${w}:t xml:space="preserve">${escapeText(piece)}</${w}:t>`)
    .join(`<${w}:tab/>`);
  return `<${w}:r>${rPr}${text}</${w}:r>`;
}

const linesOf = (value: string | number) =>
  String(value)
    .split('\n')
    .filter((line) => line.trim() !== '');

/** Replaces the text of a cell's first paragraph with the first line; later lines follow as paragraphs like it. */
function fillCell(xml: string, tc: XmlElement, lines: string[], n: Names): XmlEdit[] {
  const { w } = n;
  const p = own(tc, `${w}:p`, [`${w}:tbl`])[0];
  if (!p) {
    const body = lines.map((line) => `<${w}:p>${runs(line, '', w)}</${w}:p>`).join('');
    return [{ start: tc.closeStart, end: tc.closeStart, text: body }];
  }
  const rPr = runProperties(xml, p, n);
  const edits: XmlEdit[] = [];
  const first = runs(lines[0] ?? '', rPr, w);
  const carriers = p.children.filter(named(n, TEXT_CARRIERS));
  const pPr = child(p, `${w}:pPr`);
  if (p.selfClosing) edits.push({ start: p.start, end: p.end, text: `<${p.name}${p.attrs}>${first}</${p.name}>` });
  else if (carriers.length === 0) {
    const at = pPr ? pPr.end : p.openEnd;
    edits.push({ start: at, end: at, text: first });
  } else for (const [i, c] of carriers.entries()) edits.push({ start: c.start, end: c.end, text: i === 0 ? first : '' });
  // a copied numPr would number every added line, a copied sectPr would start a new section after each
  const copied = pPr ? without(xml, pPr, named(n, ['numPr', 'sectPr', 'pPrChange'])) : '';
  const more = lines
    .slice(1)
    .map((line) => `<${w}:p>${copied}${runs(line, rPr, w)}</${w}:p>`)
    .join('');
  if (more) edits.push({ start: p.end, end: p.end, text: more });
  // text in a content control still marked as showing its placeholder would look and act like the placeholder
  for (const sdt of own(tc, `${w}:sdt`, [`${w}:tbl`])) {
    const content = child(sdt, `${w}:sdtContent`);
    const sdtPr = child(sdt, `${w}:sdtPr`);
    const placeholder = sdtPr && child(sdtPr, `${w}:showingPlcHdr`);
    if (content && placeholder && content.start < p.start && p.end <= content.end)
      edits.push({ start: placeholder.start, end: placeholder.end, text: '' });
  }
  return edits;
}

const BOX = /[□☐]/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A choice cell that offers its options with boxes ("□ Yes □ No"): the chosen option's box is ticked (☒) where it
 * stands, the rest of the cell as it was. Null when the cell has no box before that option.
 */
function tickBox(xml: string, tc: XmlElement, choice: string, n: Names): XmlEdit[] | null {
  const texts = [...walk(tc)].filter((el) => n.is(el, 't') && !el.selfClosing);
  let joined = '';
  const spans: Array<{ el: XmlElement; from: number }> = [];
  for (const el of texts) {
    spans.push({ el, from: joined.length });
    joined += xml.slice(el.openEnd, el.closeStart);
  }
  const m = new RegExp(`[□☐](?=\\s*${escapeRe(escapeText(choice))}(?![\\p{L}\\d]))`, 'u').exec(joined);
  if (!m || !BOX.test(m[0])) return null;
  const span = [...spans].reverse().find((s) => s.from <= m.index);
  if (!span) return null;
  const at = span.el.openEnd + (m.index - span.from);
  return [{ start: at, end: at + m[0].length, text: '☒' }];
}

/** New plain paragraphs after a requirement paragraph: no style and no numbering, indented like it when it says how. */
function addAfter(p: XmlElement, lines: string[], n: Names): XmlEdit {
  const { w } = n;
  const pPr = child(p, `${w}:pPr`);
  const ind = pPr && child(pPr, `${w}:ind`);
  const left = ind && (attr(ind, `${w}:left`) ?? attr(ind, `${w}:start`));
  const props = left && /^-?\d+$/.test(left) ? `<${w}:pPr><${w}:ind ${w}:left="${left}"/></${w}:pPr>` : '';
  const text = lines.map((line) => `<${w}:p>${props}${runs(line, '', w)}</${w}:p>`).join('');
  return { start: p.end, end: p.end, text };
}

/** The document part with every Word write applied; targets the document does not have are named in `notes`. */
export function writeDocument(a: { xml: string; writes: SlotWrite[] }): { xml: string; notes: string[] } {
  const notes: string[] = [];
  const root = parseXml(a.xml, 'word/document.xml');
  const doc = root.children[0];
  if (!doc) return { xml: a.xml, notes: ['The document part is empty; nothing written.'] };
  const w = wordPrefix(doc);
  const n: Names = { w, is: (el, local) => el.name === `${w}:${local}` };
  const all = [...walk(root)];
  const tables = all.filter((el) => n.is(el, 'tbl'));
  const paragraphs = all.filter((el) => n.is(el, 'p'));
  const edits: XmlEdit[] = [];
  for (const write of a.writes) {
    const t = write.target;
    const lines = linesOf(write.value ?? '');
    if (t.file !== 'docx') {
      notes.push(`${write.requirement}: a workbook target in a Word document; not written.`);
      continue;
    }
    if (t.at === 'after') {
      const p = paragraphs[t.paragraph];
      if (p) edits.push(addAfter(p, lines, n));
      else notes.push(`${write.requirement}: the document has no paragraph ${t.paragraph}; not written.`);
      continue;
    }
    const table = tables[t.table];
    const row = table && own(table, `${w}:tr`, [`${w}:tbl`])[t.row];
    const cell = row && own(row, `${w}:tc`, [`${w}:tbl`])[t.cell];
    const ticked = cell && write.role === 'choice' ? tickBox(a.xml, cell, String(write.value), n) : null;
    if (ticked) edits.push(...ticked);
    else if (cell) edits.push(...fillCell(a.xml, cell, lines, n));
    else notes.push(`${write.requirement}: the document has no table ${t.table} row ${t.row} cell ${t.cell}; not written.`);
  }
  return { xml: applyEdits(a.xml, edits), notes };
}
