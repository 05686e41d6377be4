// Writes values into cells of one worksheet's XML in place: inline strings and numbers, styles kept, formulas never touched.
import {
  applyEdits,
  attr,
  child,
  escapeAttr,
  escapeText,
  localName,
  parseXml,
  prefixOf,
  type XmlEdit,
  type XmlElement,
} from './xml';

export interface CellValue {
  /** A1 reference. */
  cell: string;
  /** null empties the cell (its style kept). */
  value: string | number | null;
  /** Who the value belongs to, for notes. */
  requirement: string;
}

/** Excel refuses a file whose cell holds more characters than this. */
const MAX_CELL_CHARS = 32_767;

/** "F12" (or "$F$12") → column 6, row 12; null when it is not an A1 reference inside the sheet's limits. */
export function parseCellRef(ref: string): { col: number; row: number } | null {
  const m = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(ref.trim().toUpperCase().replace(/\$/g, ''));
  if (!m) return null;
  let col = 0;
  for (const ch of m[1] as string) col = col * 26 + (ch.charCodeAt(0) - 64);
  const row = Number(m[2]);
  if (col > 16_384 || row > 1_048_576) return null;
  return { col, row };
}

interface Placed<T> {
  el: T;
  index: number;
}

/** Rows or cells with their index, the missing `r` of one counting on from the one before (as Excel reads it). */
function placed(els: XmlElement[], indexOf: (el: XmlElement) => number | null): Placed<XmlElement>[] {
  let last = 0;
  return els.map((el) => {
    last = indexOf(el) ?? last + 1;
    return { el, index: last };
  });
}

/** A cell holding an inline string, a number or nothing; `style` is the kept ` s="…"` attribute, or "". */
function cellXml(p: string, ref: string, style: string, value: string | number | null): string {
  if (value === null) return `<${p}c r="${ref}"${style}/>`;
  if (typeof value === 'number') return `<${p}c r="${ref}"${style}><${p}v>${value}</${p}v></${p}c>`;
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<${p}c r="${ref}"${style} t="inlineStr"><${p}is><${p}t${space}>${escapeText(value)}</${p}t></${p}is></${p}c>`;
}

const styleOf = (cell: XmlElement | undefined) => {
  const s = cell ? attr(cell, 's') : undefined;
  return s === undefined ? '' : ` s="${escapeAttr(s)}"`;
};

/**
 * The sheet XML with each value written into its cell. An existing cell keeps its style; missing cells and rows are
 * inserted in order; a cell holding a formula is left as it is and named in `notes`.
 */
export function writeCells(a: {
  xml: string;
  sheet: string;
  values: CellValue[];
  /**
   * Drop every formula's cached result in the sheet, so the reader computes them anew (the totals under a price table
   * written here): Excel with the workbook's fullCalcOnLoad, LibreOffice because a formula without a result is computed.
   */
  recompute?: boolean;
}): { xml: string; notes: string[] } {
  const notes: string[] = [];
  const root = parseXml(a.xml, `sheet '${a.sheet}'`);
  const worksheet = root.children.find((c) => localName(c.name) === 'worksheet');
  const sheetData = worksheet?.children.find((c) => localName(c.name) === 'sheetData');
  if (!worksheet || !sheetData) {
    notes.push(`Sheet '${a.sheet}' has no cell data part; ${a.values.length} value(s) not written.`);
    return { xml: a.xml, notes };
  }
  const p = prefixOf(sheetData.name);
  const rows = placed(
    sheetData.children.filter((c) => c.name === `${p}row`),
    (r) => Number(attr(r, 'r')) || null,
  );
  const rowAt = new Map(rows.map((r) => [r.index, r.el]));

  const wanted = new Map<number, Map<number, { ref: string; value: string | number | null }>>();
  for (const v of a.values) {
    const at = parseCellRef(v.cell);
    if (!at) {
      notes.push(`${v.requirement}: "${v.cell}" is not a cell reference; not written.`);
      continue;
    }
    let value = v.value;
    if (typeof value === 'string' && value.length > MAX_CELL_CHARS) {
      value = `${value.slice(0, MAX_CELL_CHARS - 1)}…`;
      notes.push(`${v.requirement}: the answer was cut to Excel's ${MAX_CELL_CHARS} characters in ${v.cell}.`);
    }
    const row = wanted.get(at.row) ?? new Map();
    row.set(at.col, { ref: v.cell.trim().toUpperCase().replace(/\$/g, ''), value });
    wanted.set(at.row, row);
  }

  const edits: XmlEdit[] = [];
  const newRows = new Map<number, string>();
  for (const [rowIndex, cols] of [...wanted].sort((x, y) => x[0] - y[0])) {
    const row = rowAt.get(rowIndex);
    const inserts: Array<{ at: number; col: number; text: string }> = [];
    const cells = row
      ? placed(
          row.children.filter((c) => c.name === `${p}c`),
          (c) => parseCellRef(attr(c, 'r') ?? '')?.col ?? null,
        )
      : [];
    for (const [col, { ref, value }] of [...cols].sort((x, y) => x[0] - y[0])) {
      const cell = cells.find((c) => c.index === col)?.el;
      if (cell && child(cell, `${p}f`)) {
        notes.push(`Sheet '${a.sheet}' ${ref} holds a formula; left as it is.`);
        continue;
      }
      // emptying a cell that is not there is nothing to do
      if (value === null && !cell) continue;
      const text = cellXml(p, ref, styleOf(cell), value);
      if (cell) edits.push({ start: cell.start, end: cell.end, text });
      else if (row) {
        const after = cells.find((c) => c.index > col)?.el;
        inserts.push({ at: after ? after.start : row.closeStart, col, text });
      } else newRows.set(rowIndex, `${newRows.get(rowIndex) ?? ''}${text}`);
    }
    if (!row) continue;
    if (row.selfClosing && inserts.length > 0) {
      // <row r="5"/> becomes <row r="5">…</row>
      const open = `<${row.name}${row.attrs}>`;
      edits.push({ start: row.start, end: row.end, text: `${open}${inserts.map((i) => i.text).join('')}</${row.name}>` });
    } else for (const i of inserts) edits.push({ start: i.at, end: i.at, text: i.text });
  }

  if (a.recompute) {
    for (const row of rows)
      for (const cell of row.el.children.filter((c) => c.name === `${p}c`)) {
        const value = child(cell, `${p}v`);
        if (child(cell, `${p}f`) && value) edits.push({ start: value.start, end: value.end, text: '' });
      }
  }

  const rowXml = (index: number, cells: string) => `<${p}row r="${index}">${cells}</${p}row>`;
  if (sheetData.selfClosing && newRows.size > 0) {
    const body = [...newRows].map(([i, c]) => rowXml(i, c)).join('');
    edits.push({
      start: sheetData.start,
      end: sheetData.end,
      text: `<${sheetData.name}${sheetData.attrs}>${body}</${sheetData.name}>`,
    });
  } else {
    for (const [index, cells] of newRows) {
      const after = rows.find((r) => r.index > index)?.el;
      const at = after ? after.start : sheetData.closeStart;
      edits.push({ start: at, end: at, text: rowXml(index, cells) });
    }
  }
  return { xml: applyEdits(a.xml, edits), notes };
}
