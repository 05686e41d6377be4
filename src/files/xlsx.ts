// Opens .xlsx workbooks defensively and reads sheets on demand: cell text (cached formula results), hidden rows,
// columns and sheets, merged ranges, list validations and defined names. Inflation is capped like docx.
import type JSZip from 'jszip';
import { unreadable } from './document';
import { localName, parseXml } from './xml';
import { DEFAULT_ZIP_LIMITS, inflateCapped, openZip } from './zip';

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface SheetRow {
  hidden: boolean;
  /** Cell text by 1-based column; formulas give their cached value. */
  cells: Map<number, string>;
  /** Columns whose cell holds a formula (computed, so never an answer cell). */
  formulas: Set<number>;
}

/** A list-type data validation: the dropdown offered in `ranges`. */
export interface ListValidation {
  ranges: CellRange[];
  /** As written: `"Yes,No"`, `Sheet!$A$1:$A$3`, a defined name, or `INDIRECT(D3)`. */
  formula: string;
}

/**
 * Hidden columns as the disjoint ranges `<col min max hidden>` elements give: each element once, however wide (a
 * sheet of 27,000 elements each hiding all 16,384 columns had been 440 million insertions, minutes of a job
 * thread; new-user trial 21).
 */
export class ColumnSet {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  constructor(ranges: Array<[number, number]> = []) {
    const sorted = ranges.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b) && a <= b).sort((x, y) => x[0] - y[0]);
    for (const [a, b] of sorted) {
      const last = this.ends.length - 1;
      if (last >= 0 && a <= (this.ends[last] as number) + 1) this.ends[last] = Math.max(this.ends[last] as number, b);
      else {
        this.starts.push(a);
        this.ends.push(b);
      }
    }
  }
  has(col: number): boolean {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (col < (this.starts[mid] as number)) hi = mid - 1;
      else if (col > (this.ends[mid] as number)) lo = mid + 1;
      else return true;
    }
    return false;
  }
  *[Symbol.iterator](): IterableIterator<number> {
    for (const [k, a] of this.starts.entries()) for (let c = a; c <= (this.ends[k] as number); c++) yield c;
  }
}

export interface Sheet {
  name: string;
  hidden: boolean;
  rows: Map<number, SheetRow>;
  hiddenCols: ColumnSet;
  merges: CellRange[];
  lists: ListValidation[];
  /** Cells whose input message tells the filler to leave them blank ("This cell should be left blank."). */
  blanks: CellRange[];
}

export interface Workbook {
  /** Sheets in tab order, as workbook.xml names them. */
  sheets: Array<{ name: string; hidden: boolean }>;
  /** Defined names (lower-cased) to their formula; sheet-local names are keyed "sheet!name". */
  names: Map<string, string>;
  /** Reads a sheet on first use (hidden lookup sheets are only read when a dropdown points at them). */
  sheet(name: string): Promise<Sheet>;
}

const PART_CAP = 64 * 1024 * 1024;

/** Upload-time check: a readable zip directory, no bomb-like sizes, and a workbook part. */
export async function checkXlsx(bytes: Buffer): Promise<JSZip> {
  const zip = await openZip(bytes, 'xlsx');
  if (!zip.file('xl/workbook.xml')) throw unreadable('xlsx: not an Excel workbook (xl/workbook.xml is missing).');
  return zip;
}

export async function openWorkbook(bytes: Buffer): Promise<Workbook> {
  const zip = await checkXlsx(bytes);
  let budget = DEFAULT_ZIP_LIMITS.maxTotalBytes;
  const read = async (name: string): Promise<string> => {
    const data = await inflateCapped(zip, name, Math.min(PART_CAP, budget), 'xlsx');
    budget -= data.length;
    return data.toString('utf8');
  };
  const workbookXml = await read('xl/workbook.xml');
  const rels = zip.file('xl/_rels/workbook.xml.rels') ? relationships(await read('xl/_rels/workbook.xml.rels')) : new Map();
  const { sheets, names } = parseWorkbook(workbookXml);
  const strings = zip.file('xl/sharedStrings.xml') ? sharedStrings(await read('xl/sharedStrings.xml')) : [];
  const cache = new Map<string, Promise<Sheet>>();
  return {
    sheets: sheets.map(({ name, hidden }) => ({ name, hidden })),
    names,
    sheet(name) {
      const entry = sheets.find((s) => s.name === name);
      if (!entry) return Promise.reject(unreadable(`xlsx: the workbook has no sheet "${name}".`));
      let sheet = cache.get(name);
      if (!sheet) {
        const target = rels.get(entry.rid);
        const path = target ? partPath(target) : '';
        sheet = (zip.file(path) ? read(path) : Promise.resolve('<worksheet/>')).then((xml) =>
          parseSheet(xml, { name, hidden: entry.hidden, strings }),
        );
        cache.set(name, sheet);
      }
      return sheet;
    },
  };
}

/** Targets in workbook.xml.rels are relative to xl/ unless absolute. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

const local = localName;

function relationships(xml: string): Map<string, string> {
  const rels = new Map<string, string>();
  parseXml(xml, { kind: 'xlsx', part: 'relationships' }, (p) =>
    p.on('opentag', (t) => {
      if (local(t.name) === 'Relationship') rels.set(String(t.attributes.Id), String(t.attributes.Target));
    }),
  );
  return rels;
}

function parseWorkbook(xml: string) {
  const sheets: Array<{ name: string; hidden: boolean; rid: string }> = [];
  const names = new Map<string, string>();
  let definedName: { key: string; text: string } | null = null;
  parseXml(xml, { kind: 'xlsx', part: 'workbook' }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      if (tag === 'sheet') {
        const rid = Object.entries(t.attributes).find(([k]) => local(k) === 'id')?.[1];
        sheets.push({
          name: String(t.attributes.name),
          hidden: t.attributes.state !== undefined && t.attributes.state !== 'visible',
          rid: String(rid),
        });
      } else if (tag === 'definedName') {
        const localId = t.attributes.localSheetId;
        const name = String(t.attributes.name).toLowerCase();
        const scope = localId === undefined ? undefined : sheets[Number(localId)]?.name;
        definedName = { key: scope ? `${scope}!${name}` : name, text: '' };
      }
    });
    p.on('text', (text) => {
      if (definedName) definedName.text += text;
    });
    p.on('closetag', (t) => {
      if (local(t.name) === 'definedName' && definedName) {
        names.set(definedName.key, definedName.text.trim());
        definedName = null;
      }
    });
  });
  if (sheets.length === 0) throw unreadable('xlsx: the workbook has no sheets.');
  return { sheets, names };
}

/** Shared strings with rich-text runs joined; phonetic guides (rPh) left out. */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(xml, { kind: 'xlsx', part: 'shared strings' }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      if (tag === 'si') current = '';
      else if (tag === 'rPh') phonetic++;
      else if (tag === 't' && phonetic === 0) inText = true;
    });
    p.on('text', (text) => {
      if (inText && current !== null) current += text;
    });
    p.on('closetag', (t) => {
      const tag = local(t.name);
      if (tag === 't') inText = false;
      else if (tag === 'rPh') phonetic--;
      else if (tag === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    });
  });
  return strings;
}

/** "AB12" → {row: 12, col: 28}; null when it is not a cell reference. */
export function parseCellRef(ref: string): { row: number; col: number } | null {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/i.exec(ref.trim());
  if (!m) return null;
  let col = 0;
  for (const ch of (m[1] ?? '').toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]), col };
}

export function columnName(col: number): string {
  let name = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export const cellRef = (row: number, col: number) => `${columnName(col)}${row}`;

/** "A1:C3" or "B7" → a range; a whole column ("F:F") reaches the last row Excel allows. */
export function parseRange(text: string): CellRange | null {
  const [a = '', b = a] = text.replace(/\$/g, '').split(':');
  const whole = /^([A-Z]{1,3})$/i;
  const start = parseCellRef(whole.test(a) ? `${a}1` : a);
  const end = parseCellRef(whole.test(b) ? `${b}1048576` : b);
  if (!start || !end) return null;
  return {
    top: Math.min(start.row, end.row),
    left: Math.min(start.col, end.col),
    bottom: Math.max(start.row, end.row),
    right: Math.max(start.col, end.col),
  };
}

export const inRange = (r: CellRange, row: number, col: number) =>
  row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

function parseSheet(xml: string, opts: { name: string; hidden: boolean; strings: string[] }): Sheet {
  const sheet: Sheet = {
    name: opts.name,
    hidden: opts.hidden,
    rows: new Map(),
    hiddenCols: new ColumnSet(),
    merges: [],
    lists: [],
    blanks: [],
  };
  const hidden: Array<[number, number]> = [];
  let row: SheetRow | null = null;
  let nextRow = 1;
  let cell: { col: number; type: string; value: string; inline: string } | null = null;
  let nextCol = 1;
  let capture: 'v' | 't' | 'formula' | 'sqref' | null = null;
  let validation: { list: boolean; sqref: string; formula: string; blank: boolean } | null = null;
  parseXml(xml, { kind: 'xlsx', part: `sheet "${opts.name}"` }, (p) => {
    p.on('opentag', (t) => {
      const tag = local(t.name);
      const a = t.attributes as Record<string, string>;
      if (tag === 'row') {
        const r = a.r ? Number(a.r) : nextRow;
        nextRow = r + 1;
        nextCol = 1;
        row = { hidden: a.hidden === '1' || a.hidden === 'true', cells: new Map(), formulas: new Set() };
        sheet.rows.set(r, row);
      } else if (tag === 'c') {
        const col = (a.r && parseCellRef(a.r)?.col) || nextCol;
        nextCol = col + 1;
        cell = { col, type: a.t ?? 'n', value: '', inline: '' };
      } else if (tag === 'v' && cell) capture = 'v';
      else if (tag === 'f' && cell && row) row.formulas.add(cell.col);
      else if (tag === 't' && cell) capture = 't';
      else if (tag === 'col' && (a.hidden === '1' || a.hidden === 'true')) {
        hidden.push([Math.max(1, Number(a.min)), Math.min(Number(a.max), 16384)]);
      } else if (tag === 'mergeCell' && a.ref) {
        const range = parseRange(a.ref);
        if (range) sheet.merges.push(range);
      } else if (tag === 'dataValidation') {
        validation = {
          list: a.type === 'list',
          sqref: a.sqref ?? '',
          formula: '',
          blank: LEAVE_BLANK.test(`${a.promptTitle ?? ''} ${a.prompt ?? ''}`),
        };
      } else if (validation && (tag === 'formula1' || tag === 'f')) capture = 'formula';
      else if (validation && tag === 'sqref') capture = 'sqref';
    });
    p.on('text', (text) => {
      if (capture === 'v' && cell) cell.value += text;
      else if (capture === 't' && cell) cell.inline += text;
      else if (capture === 'formula' && validation) validation.formula += text;
      else if (capture === 'sqref' && validation) validation.sqref += text;
    });
    p.on('closetag', (t) => {
      const tag = local(t.name);
      if (tag === 'v' || tag === 't' || tag === 'formula1' || tag === 'f' || tag === 'sqref') capture = null;
      else if (tag === 'c' && cell && row) {
        const text = cellText(cell, opts.strings);
        if (text !== '') row.cells.set(cell.col, text);
        cell = null;
      } else if (tag === 'row') row = null;
      else if (tag === 'dataValidation' && validation) {
        const ranges = validation.sqref
          .split(/\s+/)
          .map(parseRange)
          .filter((r): r is CellRange => r !== null);
        if (validation.list && validation.formula.trim()) sheet.lists.push({ ranges, formula: validation.formula.trim() });
        if (validation.blank) sheet.blanks.push(...ranges);
        validation = null;
      }
    });
  });
  sheet.hiddenCols = new ColumnSet(hidden);
  return sheet;
}

/** An input message telling the filler to leave the cell empty. */
const LEAVE_BLANK =
  /\b(?:(?:should|must) be left blank|leave (?:this (?:cell|field) )?(?:blank|empty)|do not (?:enter|type|write) (?:anything|an answer|here|in this cell))\b/i;

function cellText(cell: { type: string; value: string; inline: string }, strings: string[]): string {
  switch (cell.type) {
    case 's':
      return (strings[Number(cell.value)] ?? '').trim();
    case 'inlineStr':
      return cell.inline.trim();
    case 'b':
      return cell.value === '1' ? 'TRUE' : cell.value === '0' ? 'FALSE' : '';
    case 'e':
      return '';
    default:
      return cell.value.trim();
  }
}
