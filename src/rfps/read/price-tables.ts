// Finds the price tables of a cost-proposal workbook ("Role | Hourly rate | Estimated hours | Estimated cost", rows to
// fill, a total row below): each table is one requirement whose answer is one line per row, its cells separated by
// " | ", written back into the rows the form leaves for them (its sample rows included) at export.
import { cellRef, type Sheet, type SheetRow } from '../../files/xlsx';
import type { ReadRequirement, TableColumn } from '../model';
import { visibleCells } from './xlsx-layout';

/** The column naming what each row prices: a role, an item, a service… */
const ITEM =
  /\b(?:roles?|positions?|items?|descriptions?|services?|products?|labou?r categor(?:y|ies)|deliverables?|materials|components?|modules?|resources?|staff(?:ing)?|personnel|job titles?|titles?|cost elements?|expenses?|categor(?:y|ies)|puestos?|perfil(?:es)?|conceptos?|art[ií]culos?|servicios?|productos?)\b/i;
const MONEY =
  /\b(?:rates?|prices?|pricing|costs?|fees?|amounts?|totals?|charges?|tarifas?|precios?|costos?|costes?|importes?|montos?)\b|[$€£]/i;
const RATE =
  /\b(?:rates?|unit (?:price|cost)|(?:price|cost) per|per (?:hour|day|unit|month|year|user|seat)|hourly|daily|tarifas?|precio unitario|valor hora)\b/i;
const QUANTITY = /\b(?:hours?|hrs|quantity|qty|units|number of|count|days|fte|horas|cantidad|d[ií]as)\b/i;
const MONEY_WORD = /\b(?:costs?|prices?|fees?|amounts?|charges?|costos?|costes?|precios?|importes?|montos?)\b|[$€£]/i;
/** A row that closes the table. */
const TOTAL = /\b(?:sub-?totals?|totals?|grand total|total project budget)\b/i;
/** Words the form says about its rows ("*Note the above positions are simply for illustration purposes"). */
const NOTE = /^\s*(?:\*|note\b|nota\b)|\billustration purposes\b|\bfor illustration\b|\*{3}/i;
/** An example row the vendor replaces. */
const SAMPLE = /^\s*(?:sample|example|e\.g\.|ejemplo|muestra)\b/i;

/** A header cell this long is a paragraph, not a column's name. */
const MAX_HEADER = 200;
/** A table ends this many rows below its header at most. */
const MAX_ROWS = 500;

function kindOf(label: string): TableColumn['kind'] {
  if (RATE.test(label)) return 'rate';
  if (QUANTITY.test(label) && !MONEY_WORD.test(label)) return 'quantity';
  if (MONEY.test(label)) return 'amount';
  return 'other';
}

/** A merged block's top-left cell stands for the block: cells it covers are no columns of their own. */
function covered(sheet: Sheet, row: number, col: number): boolean {
  return sheet.merges.some((m) => row >= m.top && row <= m.bottom && col >= m.left && col <= m.right && col !== m.left);
}

function headerColumns(sheet: Sheet, r: number): TableColumn[] | null {
  const cells = [...visibleCells(sheet, sheet.rows.get(r) as SheetRow)]
    .filter(([c]) => !covered(sheet, r, c))
    .sort((a, b) => a[0] - b[0]);
  if (cells.length < 2 || cells.some(([, v]) => v.length > MAX_HEADER)) return null;
  const [first, ...rest] = cells;
  if (!first || !ITEM.test(first[1]) || RATE.test(first[1])) return null;
  const columns: TableColumn[] = [
    { col: first[0], label: first[1].replace(/\s+/g, ' '), kind: 'item' },
    ...rest.map(([col, v]) => ({ col, label: v.replace(/\s+/g, ' '), kind: kindOf(v) })),
  ];
  return columns.some((c) => c.kind === 'rate' || c.kind === 'amount') ? columns : null;
}

/** The first line of the nearest text above the header ("Section 1"), or "". */
function sectionAbove(sheet: Sheet, order: number[], header: number): string {
  for (const r of order.filter((x) => x < header).reverse()) {
    const cells = [...visibleCells(sheet, sheet.rows.get(r) as SheetRow).values()];
    if (cells.length === 0) continue;
    const line = (cells[0] ?? '').split('\n')[0]?.trim() ?? '';
    return line.length <= 120 ? line : '';
  }
  return '';
}

/**
 * The price tables of a sheet: a header naming an item column and a price column, the rows below it up to a total
 * row (or the next table), and of those the rows left to fill (empty, or a "Sample …" row) with the columns the vendor
 * fills (not the ones every row computes).
 */
export function priceTables(sheet: Sheet): ReadRequirement[] {
  const order = [...sheet.rows.keys()].sort((a, b) => a - b).filter((r) => !sheet.rows.get(r)?.hidden);
  const out: ReadRequirement[] = [];
  let after = 0;
  for (const header of order) {
    if (header <= after) continue;
    const columns = headerColumns(sheet, header);
    if (!columns) continue;
    const item = columns[0] as TableColumn;
    const body: number[] = [];
    let closed = false;
    // every row up to the total, also those the file leaves out for holding no cell at all (export creates them)
    const last = order[order.length - 1] ?? header;
    for (let r = header + 1; r <= Math.min(last, header + MAX_ROWS); r++) {
      if (!sheet.rows.has(r)) {
        body.push(r);
        continue;
      }
      if (sheet.rows.get(r)?.hidden) continue;
      if (headerColumns(sheet, r)) break;
      const texts = [...visibleCells(sheet, sheet.rows.get(r) as SheetRow).values()].filter((v) => /\p{L}/u.test(v));
      if (texts.some((v) => TOTAL.test(v) && v.length <= 120)) {
        closed = true;
        after = r;
        break;
      }
      body.push(r);
    }
    const formulas = (col: number) => body.some((r) => sheet.rows.get(r)?.formulas.has(col));
    const inputs = columns.filter((c) => c.kind === 'item' || !formulas(c.col));
    // an open table (no total row) counts only when its rows compute something: otherwise it may be any list
    if (!closed && !columns.some((c) => formulas(c.col))) continue;
    // an open table ends at its last row holding something
    while (!closed && body.length > 0 && !sheet.rows.has(body[body.length - 1] as number)) body.pop();
    const isNote = (r: number) => {
      const row = sheet.rows.get(r);
      return row !== undefined && [...visibleCells(sheet, row).values()].some((v) => NOTE.test(v));
    };
    const fillable = body.filter((r) => {
      const row = sheet.rows.get(r);
      if (!row) return true;
      const name = row.cells.get(item.col)?.trim() ?? '';
      if (isNote(r) || row.formulas.has(item.col)) return false;
      return name === '' || SAMPLE.test(name);
    });
    const samples = fillable.filter((r) => SAMPLE.test(sheet.rows.get(r)?.cells.get(item.col) ?? ''));
    // the rows below the form's last note first ("*Note the above positions are simply for illustration purposes"
    // speaks of the rows above it), then the sample rows above it
    const lastNote = [...body].reverse().find(isNote) ?? 0;
    const rows = [...fillable.filter((r) => r > lastNote), ...fillable.filter((r) => r < lastNote)];
    if (rows.length === 0 || !inputs.some((c) => c.kind === 'rate' || c.kind === 'amount')) continue;
    out.push({
      ref: '',
      section: sectionAbove(sheet, order, header),
      text: `Price table, one row per entry: ${inputs.map((c) => c.label).join(' | ')}`,
      slots: [
        {
          role: 'table',
          target: { file: 'xlsx', sheet: sheet.name, cell: cellRef(Math.min(...rows), item.col) },
          label: item.label,
          choices: [],
          table: { rows, columns: inputs, samples },
        },
      ],
      where: `Sheet '${sheet.name}' rows ${header + 1}–${after > header ? after - 1 : (body[body.length - 1] ?? header)}`,
    });
  }
  return out;
}
