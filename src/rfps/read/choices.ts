// The allowed values of a dropdown cell: an inline list, a range on any sheet (hidden ones included), a defined
// name, or INDIRECT of another cell whose value names the list (dependent dropdowns).
import { type CellRange, inRange, parseCellRef, parseRange, type Workbook } from '../../files/xlsx';

/** Most values kept from one list (a whole column named as a list would otherwise run to a million rows). */
const MAX_VALUES = 200;

/** The values offered in cell (row, col) of `sheet`; [] when there is no list or it cannot be resolved. */
export async function cellChoices(wb: Workbook, sheet: string, row: number, col: number): Promise<string[]> {
  const current = await wb.sheet(sheet);
  const list = current.lists.find((l) => l.ranges.some((r) => inRange(r, row, col)));
  if (!list) return [];
  const anchor = list.ranges[0];
  if (!anchor) return [];
  return resolve(wb, { sheet, formula: list.formula, anchor, row, col, depth: 0 });
}

interface Lookup {
  sheet: string;
  formula: string;
  /** The validation's first cell: relative references in its formula are written from there. */
  anchor: CellRange;
  row: number;
  col: number;
  depth: number;
}

async function resolve(wb: Workbook, at: Lookup): Promise<string[]> {
  const formula = at.formula.trim().replace(/^=/, '');
  if (at.depth > 3 || !formula) return [];
  if (formula.startsWith('"')) return unique(formula.replace(/^"|"$/g, '').split(','));
  const indirect = /^INDIRECT\((.+)\)$/i.exec(formula);
  if (indirect?.[1]) {
    const source = await referencedValue(wb, at, indirect[1].trim());
    return source ? resolve(wb, { ...at, formula: source.replace(/\s+/g, '_'), depth: at.depth + 1 }) : [];
  }
  const ref = /^(?:'?((?:[^'!]|'')+)'?!)?(\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?)$/i.exec(formula);
  if (ref?.[2]) {
    const sheetName = ref[1]?.replace(/''/g, "'") ?? at.sheet;
    if (sheetName.startsWith('[') || !wb.sheets.some((s) => s.name === sheetName)) return [];
    const range = parseRange(ref[2]);
    return range ? rangeValues(wb, sheetName, range) : [];
  }
  const name = wb.names.get(`${at.sheet}!${formula}`.toLowerCase()) ?? wb.names.get(formula.toLowerCase());
  return name ? resolve(wb, { ...at, formula: name, depth: at.depth + 1 }) : [];
}

/** The value of the cell INDIRECT points at, shifted like Excel shifts a relative reference. */
async function referencedValue(wb: Workbook, at: Lookup, ref: string): Promise<string | undefined> {
  const m = /^(\$?)([A-Z]{1,3})(\$?)(\d+)$/i.exec(ref);
  const base = parseCellRef(ref);
  if (!m || !base) return undefined;
  const row = m[3] ? base.row : base.row + (at.row - at.anchor.top);
  const col = m[1] ? base.col : base.col + (at.col - at.anchor.left);
  return (await wb.sheet(at.sheet)).rows.get(row)?.cells.get(col);
}

async function rangeValues(wb: Workbook, sheet: string, range: CellRange): Promise<string[]> {
  const rows = (await wb.sheet(sheet)).rows;
  const values: string[] = [];
  for (const [r, row] of [...rows].sort((a, b) => a[0] - b[0])) {
    if (r < range.top || r > range.bottom) continue;
    for (let c = range.left; c <= range.right; c++) {
      const v = row.cells.get(c);
      if (v) values.push(v);
    }
    if (values.length >= MAX_VALUES) break;
  }
  return unique(values);
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))].slice(0, MAX_VALUES);
}
