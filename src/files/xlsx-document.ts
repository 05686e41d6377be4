// A workbook read as a library document (add_source with as: "document"): each visible sheet is a section, its title
// lines paragraphs, and its table rows self-describing lines under their header ("Control: A.5.1; Applicable: Yes;
// Justification: …"), so a statement of applicability or a price list is searchable and citable like any document.
import { type DocBlock, tableText } from './document';
import { openWorkbook, type Sheet } from './xlsx';

/** Rows read per sheet, at most: past this a sheet is data, not prose (the rest is left out). */
const MAX_ROWS = 5000;

/** The visible, non-empty cells of a row, in column order. */
function cellsOf(sheet: Sheet, row: number): string[] {
  const r = sheet.rows.get(row);
  if (!r || r.hidden) return [];
  return [...r.cells.entries()]
    .filter(([col, text]) => !sheet.hiddenCols.has(col) && text.trim() !== '')
    .sort(([a], [b]) => a - b)
    .map(([, text]) => text.replace(/\s+/g, ' ').trim());
}

export async function readXlsxDocument(bytes: Buffer): Promise<DocBlock[]> {
  const book = await openWorkbook(bytes);
  const blocks: DocBlock[] = [];
  for (const { name, hidden } of book.sheets) {
    if (hidden) continue;
    const sheet = await book.sheet(name);
    const numbers = [...sheet.rows.keys()].sort((a, b) => a - b).slice(0, MAX_ROWS);
    const section: DocBlock[] = [];
    // a table is a run of rows of two or more cells; its first row is its header when its cells are short labels
    let table: string[][] = [];
    const close = () => {
      if (table.length === 0) return;
      const width = Math.max(...table.map((r) => r.length));
      const rows = table.map((r) => [...r, ...Array(width - r.length).fill('')]);
      section.push({ kind: 'table', text: tableText(rows), rows });
      table = [];
    };
    for (const n of numbers) {
      const sheetRow = sheet.rows.get(n);
      if (!sheetRow || sheetRow.hidden) continue;
      // keep the columns' places, so a header cell stays over its values
      const cols = [...sheetRow.cells.entries()]
        .filter(([col, text]) => !sheet.hiddenCols.has(col) && text.trim() !== '')
        .sort(([a], [b]) => a - b);
      if (cols.length === 0) continue;
      if (cols.length === 1) {
        close();
        section.push({ kind: 'paragraph', text: cellsOf(sheet, n).join(' ') });
        continue;
      }
      const first = cols[0]?.[0] ?? 1;
      const last = cols.at(-1)?.[0] ?? first;
      const row = Array.from({ length: last - first + 1 }, (_, i) => first + i)
        .filter((col) => !sheet.hiddenCols.has(col))
        .map((col) => sheetRow.cells.get(col)?.replace(/\s+/g, ' ').trim() ?? '');
      table.push(row);
    }
    close();
    if (section.length > 0) blocks.push({ kind: 'heading', text: name, level: 1 }, ...section);
  }
  return blocks;
}
