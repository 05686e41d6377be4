// Reads questionnaires and capability matrices sent as .xlsx: every visible sheet with question rows under a
// header, each row a requirement with a slot per answer column (choices from its dropdown).
import { cellRef, openWorkbook, type Sheet, type SheetRow, type Workbook } from '../../files/xlsx';
import type { AnswerSlot, ReadRequirement, ReadResult } from '../model';
import { cellChoices } from './choices';
import { anyWord, choicesInLabel } from './header-words';
import { priceTables } from './price-tables';
import { formFields } from './xlsx-fields';
import { isIdValue, type Layout, sheetLayouts, visibleCells } from './xlsx-layout';

export async function readXlsxRfp(bytes: Buffer, opts: { filled?: boolean } = {}): Promise<ReadResult> {
  const wb = await openWorkbook(bytes);
  const requirements: ReadRequirement[] = [];
  const notes: string[] = [];
  for (const entry of wb.sheets) {
    if (entry.hidden) continue;
    const sheet = await wb.sheet(entry.name);
    const layouts = sheetLayouts(sheet, opts);
    const found = [];
    for (const layout of layouts) {
      const above = layout.first && layout.idCol !== null ? rowsAbove(sheet, layout) : [];
      found.push(...(await layoutRequirements(wb, sheet, layout, [...above, ...layout.rows])));
    }
    // a questionnaire's own fields above its header ("Vendor Name | [empty]", "Vendor name: | [empty]"), first; a
    // label an earlier sheet already asked ("Date Completed" atop every sheet) is asked once
    const fields =
      found.length > 0 && !opts.filled
        ? formFields(sheet, new Set(found.map(firstRow)), { before: Math.min(...layouts.map((l) => l.header)), bare: true })
        : [];
    // a cost proposal's sheet asks no questions: its price tables and its fields ("Offeror's Name:") are what it asks
    // (a blank form only), in the sheet's order
    if (found.length === 0 && !opts.filled) {
      const tables = priceTables(sheet);
      const taken = new Set(tables.flatMap((t) => t.slots.flatMap((s) => s.table?.rows ?? [])));
      const fields = tables.length > 0 ? formFields(sheet, taken) : [];
      found.push(...[...fields, ...tables].sort((a, b) => firstRow(a) - firstRow(b)));
    }
    if (found.length === 0) notes.push(`Sheet '${entry.name}' holds no question rows with answer columns; skipped.`);
    else if (EVALUATION_SHEET.test(entry.name) && found.every((f) => f.slots.every((s) => s.role === 'score'))) {
      // the buyer's own scoring sheet ("Institution Evaluation", "Privacy Analyst Evaluation"): its rows are its
      // analysts' instructions and scores, nothing the vendor answers
      notes.push(`Sheet '${entry.name}' is the buyer's evaluation (a score column only); skipped.`);
      continue;
    }
    const asked = new Set(requirements.map((r) => r.text));
    requirements.push(...fields.filter((f) => !asked.has(f.text)), ...found);
  }
  return { requirements, notes };
}

// a sheet the buyer scores answers on, by its name
const EVALUATION_SHEET =
  /\b(?:analysts?|evaluations?|evaluators?|reviewers?|scoring|score ?card|assessor|for (?:official|internal|state) use|evaluaci[oó]n|puntuaci[oó]n)\b/i;

/** The first row a requirement read from a sheet sits on ("Sheet 'X' row 12", "rows 10–28"). */
function firstRow(r: ReadRequirement): number {
  return Number(/rows? (\d+)/.exec(r.where)?.[1] ?? 0);
}

function rowsAbove(sheet: Sheet, layout: Layout): number[] {
  return [...sheet.rows.keys()].filter((r) => r < layout.header).sort((a, b) => a - b);
}

async function layoutRequirements(wb: Workbook, sheet: Sheet, layout: Layout, rows: number[]): Promise<ReadRequirement[]> {
  const out: ReadRequirement[] = [];
  const headerCells = visibleCells(sheet, sheet.rows.get(layout.header) as SheetRow);
  // the header row's first cell often names the section ("Documentation | Answer | …")
  const first = [...headerCells.entries()].sort((a, b) => a[0] - b[0])[0];
  let section = first && first[0] !== layout.questionCol && !isColumnName(first[1]) ? first[1] : '';
  let sectionValue = '';
  for (const r of rows) {
    const row = sheet.rows.get(r);
    if (!row || row.hidden) continue;
    const cells = visibleCells(sheet, row);
    if (cells.size === 0) continue;
    const question = cells.get(layout.questionCol) ?? '';
    const id = layout.idCol === null ? '' : (cells.get(layout.idCol) ?? '');
    // a cell holding a value, not words ("TRUE", "N/A", a formula's "Yes"), asks nothing
    const value = /^\s*(?:true|false|yes|no|n\/?a|x|verdadero|falso|s[ií])\s*$/i.test(question);
    if (!/\p{L}{2}/u.test(question) || value || (layout.idCol !== null && !isIdValue(id))) {
      // a lone text in the row (often a merged cell) is a section row
      if (cells.size === 1 && r > layout.header) section = [...cells.values()][0] ?? section;
      continue;
    }
    // the main answer computed (copied from another tab) means the row is not asked here
    if (row.formulas.has(layout.answers[0]?.col ?? 0)) continue;
    if (layout.sectionCol !== null)
      sectionValue = cells.get(layout.sectionCol) ?? sectionAbove(sheet, layout.sectionCol, r) ?? sectionValue;
    const slots: AnswerSlot[] = [];
    for (const a of layout.answers) {
      // a computed cell, or one the form says to leave blank ("Input your answer in column C"), takes no answer
      if (row.formulas.has(a.col) || sheet.blanks.some((g) => r >= g.top && r <= g.bottom && a.col >= g.left && a.col <= g.right))
        continue;
      // a score column's dropdown lists the form's scores (an edit outside them is refused, drafting takes the top one)
      const listed = a.role === 'choice' || a.role === 'score' ? await cellChoices(wb, sheet.name, r, a.col) : [];
      const choices = listed.length > 0 ? listed : a.role === 'choice' ? choicesInLabel(a.label) : [];
      // a choice column whose cell in this row offers no list takes free text there
      const role = a.role === 'choice' && choices.length === 0 ? 'answer' : a.role;
      slots.push({ role, target: { file: 'xlsx', sheet: sheet.name, cell: cellRef(r, a.col) }, label: a.label, choices });
    }
    out.push({
      ref: id,
      section: sectionValue || section,
      text: question.replace(/\s+/g, ' ').trim(),
      slots,
      where: `Sheet '${sheet.name}' row ${r}`,
    });
  }
  return out;
}

const isColumnName = (v: string) =>
  /\b(id|no\.?|number|question|requirement|#)\b/i.test(v) || anyWord(String.raw`n[°º]|nro\.?|pregunta|requisito`).test(v);

/** The value of a merged block a row sits in (only its top-left cell holds it). */
function sectionAbove(sheet: Sheet, col: number, row: number): string | undefined {
  const merge = sheet.merges.find((m) => col >= m.left && col <= m.right && row > m.top && row <= m.bottom);
  return merge ? sheet.rows.get(merge.top)?.cells.get(merge.left) : undefined;
}
