// Walks word/document.xml itself (after the zip defences) so every paragraph and table cell keeps the exact index
// export writes into: paragraphs and tables counted in document order, Word list numbers rendered as printed.
import { unreadable } from './document';
import { listCounter, type Numbering, readNumbering } from './docx-numbering';
import { attribute, localName, parseXml } from './xml';
import { DEFAULT_ZIP_LIMITS, inflateCapped, openZip } from './zip';

export interface DocxParagraph {
  /** 0-based index among ALL <w:p> of document.xml (those in tables included). */
  index: number;
  text: string;
  /** Heading level from the paragraph style or outline level; null for body text. */
  heading: number | null;
  /** The list number Word prints before it ("3.2.1", "a)"); "" when none or a bullet. */
  label: string;
  /** List level (0 = top) when the paragraph is in a Word list. */
  listLevel: number | null;
  /** The table cell it sits in, when it does. */
  cell: { table: number; row: number; cell: number } | null;
}

export interface DocxCell {
  text: string;
  /** The Word list number shown in the cell ("1."), when its text comes from numbering rather than typing. */
  label: string;
  /** Indices of the paragraphs inside the cell. */
  paragraphs: number[];
  /** The cell offers check boxes (content controls, legacy form fields or ☐ characters). */
  checkbox: boolean;
}

export interface DocxTable {
  /** 0-based index among ALL <w:tbl> in document order (nested tables included). */
  index: number;
  /** The table it is nested in, or null. */
  parent: number | null;
  rows: DocxCell[][];
}

export interface DocxBody {
  paragraphs: DocxParagraph[];
  tables: DocxTable[];
  /** Top-level content in reading order: a paragraph outside tables, or a whole top-level table. */
  order: Array<{ kind: 'paragraph' | 'table'; index: number }>;
}

const PART_CAP = 64 * 1024 * 1024;

export async function readDocxBody(bytes: Buffer): Promise<DocxBody> {
  const zip = await openZip(bytes, 'docx');
  if (!zip.file('word/document.xml')) throw unreadable('docx: not a Word document (word/document.xml is missing).');
  let budget = DEFAULT_ZIP_LIMITS.maxTotalBytes;
  const read = async (name: string) => {
    if (!zip.file(name)) return '';
    const data = await inflateCapped(zip, name, Math.min(PART_CAP, budget), 'docx');
    budget -= data.length;
    return data.toString('utf8');
  };
  const styles = readStyles(await read('word/styles.xml'));
  const numbering = readNumbering(await read('word/numbering.xml'));
  return walkDocument(await read('word/document.xml'), styles, numbering);
}

const local = localName;
const attr = attribute;

interface StyleInfo {
  heading: number | null;
  numId?: string;
  ilvl?: number;
  basedOn?: string;
}

function readStyles(xml: string): Map<string, StyleInfo> {
  const styles = new Map<string, StyleInfo>();
  let id: string | null = null;
  let info: StyleInfo = { heading: null };
  parseXml(xml, { kind: 'docx', part: 'styles' }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      const a = t.attributes as Record<string, string>;
      if (tag === 'style') {
        id = attr(a, 'styleId') ?? null;
        info = { heading: null };
      } else if (!id) return;
      else if (tag === 'name') {
        const m = /^heading\s*(\d)$/i.exec(attr(a, 'val') ?? '');
        if (m) info.heading = Number(m[1]);
        else if (/^title$/i.test(attr(a, 'val') ?? '')) info.heading = 1;
      } else if (tag === 'outlineLvl' && info.heading === null) {
        const lvl = Number(attr(a, 'val'));
        if (lvl >= 0 && lvl < 9) info.heading = lvl + 1;
      } else if (tag === 'numId') info.numId = attr(a, 'val');
      else if (tag === 'ilvl') info.ilvl = Number(attr(a, 'val'));
      else if (tag === 'basedOn') info.basedOn = attr(a, 'val');
    });
    p.on('closetag', (t) => {
      if (local(t.name) === 'style' && id) {
        styles.set(id, info);
        id = null;
      }
    });
  });
  return styles;
}

/** A style's own value, else the one it inherits (a short chain; loops are cut). */
function styleValue<K extends keyof StyleInfo>(styles: Map<string, StyleInfo>, id: string, key: K): StyleInfo[K] | undefined {
  let current: string | undefined = id;
  for (let depth = 0; current && depth < 10; depth++) {
    const s = styles.get(current);
    if (!s) return undefined;
    if (s[key] !== undefined && s[key] !== null) return s[key];
    current = s.basedOn;
  }
  return undefined;
}

function walkDocument(xml: string, styles: Map<string, StyleInfo>, numbering: Numbering): DocxBody {
  const body: DocxBody = { paragraphs: [], tables: [], order: [] };
  const count = listCounter(numbering);
  const tableStack: Array<{ table: DocxTable; row: DocxCell[] | null; cell: DocxCell | null }> = [];
  let para: { text: string; style: string; numId?: string; ilvl?: number; outline?: number; checkbox: boolean } | null = null;
  let inText = false;
  let skip = 0; // deleted text and field instructions are not what the reader sees
  // a content control still showing its placeholder ("Click or tap here to enter text.") holds no text of the
  // buyer's: its cell is empty, an answer cell (new-user trial 19 lost nine questions of a form built so)
  const controls: Array<{ placeholder: boolean; skipping: boolean }> = [];
  parseXml(xml, { kind: 'docx', part: 'document' }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      const a = t.attributes as Record<string, string>;
      if (tag === 'sdt') controls.push({ placeholder: false, skipping: false });
      else if (tag === 'showingPlcHdr') {
        const control = controls.at(-1);
        if (control) control.placeholder = true;
      } else if (tag === 'sdtContent') {
        const control = controls.at(-1);
        if (control?.placeholder) {
          control.skipping = true;
          skip++;
        }
      }
      if (tag === 'tbl') {
        const table: DocxTable = { index: body.tables.length, parent: tableStack.at(-1)?.table.index ?? null, rows: [] };
        body.tables.push(table);
        if (tableStack.length === 0) body.order.push({ kind: 'table', index: table.index });
        tableStack.push({ table, row: null, cell: null });
      } else if (tag === 'tr' && tableStack.length > 0) {
        const top = tableStack.at(-1);
        if (top) {
          top.row = [];
          top.table.rows.push(top.row);
        }
      } else if (tag === 'tc' && tableStack.length > 0) {
        const top = tableStack.at(-1);
        if (top?.row) {
          top.cell = { text: '', label: '', paragraphs: [], checkbox: false };
          top.row.push(top.cell);
        }
      } else if (tag === 'p') para = { text: '', style: '', checkbox: false };
      else if (!para) return;
      else if (tag === 'pStyle') para.style = attr(a, 'val') ?? '';
      else if (tag === 'numId') para.numId = attr(a, 'val');
      else if (tag === 'ilvl') para.ilvl = Number(attr(a, 'val'));
      else if (tag === 'outlineLvl') para.outline = Number(attr(a, 'val'));
      else if (tag === 'del' || tag === 'instrText' || tag === 'delText') skip++;
      else if (tag === 't' && skip === 0) inText = true;
      else if ((tag === 'tab' || tag === 'br' || tag === 'cr') && skip === 0) para.text += ' ';
      else if (tag === 'noBreakHyphen') para.text += '-';
      else if (tag === 'checkbox' || tag === 'checkBox') para.checkbox = true;
    });
    p.on('text', (text) => {
      if (inText && para) para.text += text;
    });
    p.on('closetag', (t) => {
      const tag = local(t.name);
      if (tag === 'sdtContent' && controls.at(-1)?.skipping) {
        const control = controls.at(-1);
        if (control) control.skipping = false;
        skip = Math.max(0, skip - 1);
      } else if (tag === 'sdt') controls.pop();
      if (tag === 't') inText = false;
      else if (tag === 'del' || tag === 'instrText' || tag === 'delText') skip = Math.max(0, skip - 1);
      else if (tag === 'p' && para) {
        const index = body.paragraphs.length;
        const top = tableStack.at(-1);
        const cellPos = top?.cell
          ? { table: top.table.index, row: top.table.rows.length - 1, cell: (top.row?.length ?? 1) - 1 }
          : null;
        const numId = para.numId ?? styleValue(styles, para.style, 'numId');
        const ilvl = para.ilvl ?? styleValue(styles, para.style, 'ilvl') ?? 0;
        const listed = numId !== undefined && numId !== '0';
        const heading =
          para.outline !== undefined && para.outline < 9 ? para.outline + 1 : (styleValue(styles, para.style, 'heading') ?? null);
        const text = para.text.replace(/\s+/g, ' ').trim();
        const checkbox = para.checkbox || /[☐☑☒□■]/.test(text);
        const label = listed ? count(numId, ilvl) : '';
        body.paragraphs.push({
          index,
          text,
          heading,
          label,
          listLevel: listed ? ilvl : null,
          cell: cellPos,
        });
        if (top?.cell) {
          top.cell.text = top.cell.text ? `${top.cell.text} ${text}`.trim() : text;
          top.cell.paragraphs.push(index);
          top.cell.checkbox ||= checkbox;
          top.cell.label ||= label;
        } else if (tableStack.length === 0) body.order.push({ kind: 'paragraph', index });
        para = null;
      } else if (tag === 'tc') {
        const top = tableStack.at(-1);
        if (top) top.cell = null;
      } else if (tag === 'tr') {
        const top = tableStack.at(-1);
        if (top) top.row = null;
      } else if (tag === 'tbl') tableStack.pop();
    });
  });
  return body;
}
