// A form's fields on a sheet that asks no questions (a cost proposal's "Offeror's Name:" above its price tables): a
// short label ending in a colon with an empty cell to its right, which takes the value.
import { cellRef, type Sheet } from '../../files/xlsx';
import type { ReadRequirement } from '../model';

/** A label is a few words closed by a colon: "Offeror's Name:", "Fecha:", "Vendor #:". */
const LABEL = /^[^:\n]{2,60}:\s*$/;
/**
 * Above a questionnaire's header a label may go without its colon when it names a field: "Vendor Name", "Product
 * Name", "Date completed" (new-user trial 24), not a title ("Higher Education Vendor Security Assessment").
 */
const BARE_LABEL =
  /^(?:[\p{L}'’&/.-]+\s+){0,3}(?:name|names|number|no\.?|date|title|address|e-?mail|phone|telephone|contact|website|url|nombre|fecha|direcci[oó]n|tel[eé]fono|correo)(?:\s+completed)?$/iu;

/** How far right of its label a field's box may start. */
const MAX_GAP = 6;

/** The merged block a cell starts or sits in. */
function blockOf(sheet: Sheet, row: number, col: number) {
  return sheet.merges.find((m) => row >= m.top && row <= m.bottom && col >= m.left && col <= m.right);
}

/** The fields of a sheet, skipping the rows `taken` (a price table's rows). */
export function formFields(
  sheet: Sheet,
  taken: ReadonlySet<number>,
  opts: { before?: number; bare?: boolean } = {},
): ReadRequirement[] {
  const out: ReadRequirement[] = [];
  const isLabel = (text: string) => LABEL.test(text) || (opts.bare === true && BARE_LABEL.test(text.trim()));
  for (const [r, row] of [...sheet.rows].sort((a, b) => a[0] - b[0])) {
    if (row.hidden || taken.has(r) || (opts.before !== undefined && r >= opts.before)) continue;
    for (const [c, text] of [...row.cells].sort((a, b) => a[0] - b[0])) {
      if (sheet.hiddenCols.has(c) || !isLabel(text) || !/\p{L}{2}/u.test(text)) continue;
      const block = blockOf(sheet, r, c);
      if (block && (block.top !== r || block.left !== c)) continue;
      // the value goes right of the label (of its merged block) into an empty cell: a merged block before the next
      // cell holding something is the form's box for it ("Offeror's Name: | | | [D1:G1]"), else the cell next to it
      const next = (block?.right ?? c) + 1;
      let at: number | null = null;
      for (let col = next; col <= next + MAX_GAP; col++) {
        if (row.cells.get(col)?.trim() || row.formulas.has(col)) break;
        const box = blockOf(sheet, r, col);
        if (box && box.top === r && box.left === col) {
          at = col;
          break;
        }
      }
      const adjacent = blockOf(sheet, r, next);
      if (at === null && !row.cells.get(next)?.trim() && !row.formulas.has(next) && !adjacent) at = next;
      if (at === null) continue;
      const label = text.replace(/\s+/g, ' ').trim();
      out.push({
        ref: '',
        section: '',
        text: label,
        slots: [{ role: 'answer', target: { file: 'xlsx', sheet: sheet.name, cell: cellRef(r, at) }, label, choices: [] }],
        where: `Sheet '${sheet.name}' row ${r}`,
      });
    }
  }
  return out;
}
