// Finds where a sheet keeps its questions: header rows (anywhere, several per sheet), then from the rows under each
// header the question column, the ID column, a section column and the answer columns a vendor fills.
import type { Sheet, SheetRow } from '../../files/xlsx';
import type { SlotRole } from '../model';
import {
  ANSWER_WORDS,
  anyWord,
  choicesInLabel,
  ID_HEADER,
  NOT_ANSWER_WORDS,
  QUESTION_WORDS,
  SCORE_WORDS,
  SECTION_WORDS,
} from './header-words';

export interface AnswerColumn {
  col: number;
  label: string;
  role: SlotRole;
}

export interface Layout {
  header: number;
  /** This header is the sheet's first: rows of the same shape above it (a form's opening block) belong to it. */
  first: boolean;
  /** Rows under the header, up to the next header. */
  rows: number[];
  questionCol: number;
  idCol: number | null;
  sectionCol: number | null;
  answers: AnswerColumn[];
}

const ANSWER = anyWord(`${ANSWER_WORDS}|additional (?:information|info|details)|implementation|informaci[oó]n adicional`);
const SCORE = anyWord(SCORE_WORDS);
const NOT_ANSWER = anyWord(NOT_ANSWER_WORDS);
const QUESTION = anyWord(QUESTION_WORDS);
const SECTION = anyWord(SECTION_WORDS);
const ID_VALUE = /^(?:[A-Z][A-Za-z&]{0,7}[-. ]?\d{1,3}(?:[.-]\d{1,3})*[a-z]?|\d{1,3}(?:\.\d{1,3})*\.?)$/;

const hasLetters = (s: string) => /\p{L}{2}/u.test(s);

/** Visible cells of a row, by column. */
export function visibleCells(sheet: Sheet, row: SheetRow): Map<number, string> {
  const cells = new Map<number, string>();
  for (const [c, v] of row.cells) if (!sheet.hiddenCols.has(c) && v.trim()) cells.set(c, v.trim());
  return cells;
}

export const isIdValue = (v: string) => ID_VALUE.test(v.trim());

function questionScore(label: string): number {
  if (ANSWER.test(label) || NOT_ANSWER.test(label) || ID_HEADER.test(label)) return 0;
  if (anyWord('questions?|preguntas?|consultas?').test(label)) return 3;
  if (anyWord('requirements?|criteria|criterion|requisitos?|requerimientos?|criterios?').test(label)) return 2;
  return QUESTION.test(label) ? 1 : 0;
}

/** A row that names columns: short cells, at least one of them an answer column's name. */
function isHeaderRow(cells: Map<number, string>): boolean {
  const values = [...cells.values()];
  if (values.length < 2 || values.some((v) => v.length > 80)) return false;
  // a column name is short: a title that happens to say "Response" is not one
  const answers = values.filter((v) => v.length <= 40 && (ANSWER.test(v) || SCORE.test(v)) && !NOT_ANSWER.test(v)).length;
  return answers >= 1 && !isIdValue(values[0] ?? '');
}

export function sheetLayouts(sheet: Sheet, opts: { filled?: boolean } = {}): Layout[] {
  const order = [...sheet.rows.keys()].sort((a, b) => a - b).filter((r) => !sheet.rows.get(r)?.hidden);
  const headers = order.filter((r) => isHeaderRow(visibleCells(sheet, sheet.rows.get(r) as SheetRow)));
  const layouts: Layout[] = [];
  for (const [i, header] of headers.entries()) {
    const next = headers[i + 1] ?? Number.POSITIVE_INFINITY;
    const rows = order.filter((r) => r > header && r < next);
    const layout = layoutUnder(sheet, header, rows, opts.filled ?? false);
    if (layout) layouts.push({ ...layout, first: i === 0 });
  }
  return layouts;
}

function layoutUnder(sheet: Sheet, header: number, rows: number[], completed: boolean): Omit<Layout, 'first'> | null {
  const head = visibleCells(sheet, sheet.rows.get(header) as SheetRow);
  const data = rows.map((r) => ({
    r,
    row: sheet.rows.get(r) as SheetRow,
    cells: visibleCells(sheet, sheet.rows.get(r) as SheetRow),
  }));
  const columns = new Set<number>([...head.keys()]);
  for (const d of data) for (const c of d.cells.keys()) columns.add(c);
  const chars = (c: number) => data.reduce((n, d) => n + (d.cells.get(c)?.length ?? 0), 0);
  const filled = (c: number) => data.filter((d) => d.cells.has(c)).length;

  // a column of IDs is not the questions, even under a header that says so ("Required Questions" over REQU-01…)
  const ids = (c: number) => data.filter((d) => isIdValue(d.cells.get(c) ?? '')).length;
  const candidates = [...columns].filter(
    (c) =>
      filled(c) >= Math.max(1, data.length * 0.3) &&
      ids(c) < filled(c) * 0.6 &&
      !NOT_ANSWER.test(head.get(c) ?? '') &&
      !ANSWER.test(head.get(c) ?? ''),
  );
  const questionCol = candidates.sort(
    (a, b) => questionScore(head.get(b) ?? '') - questionScore(head.get(a) ?? '') || chars(b) - chars(a),
  )[0];
  if (questionCol === undefined) return null;
  const asked = data.filter((d) => hasLetters(d.cells.get(questionCol) ?? ''));
  const idShare = (c: number) => asked.filter((d) => isIdValue(d.cells.get(c) ?? '')).length / Math.max(1, asked.length);
  const idCol =
    [...columns]
      .filter((c) => c !== questionCol && idShare(c) >= 0.6)
      .sort((a, b) => Math.abs(a - questionCol) - Math.abs(b - questionCol))[0] ?? null;
  const sectionCol =
    [...columns].find(
      (c) => c !== questionCol && c !== idCol && SECTION.test(head.get(c) ?? '') && !ANSWER.test(head.get(c) ?? ''),
    ) ?? null;
  const answers: AnswerColumn[] = [];
  for (const c of [...columns].sort((a, b) => a - b)) {
    if (c === questionCol || c === idCol || c === sectionCol) continue;
    const label = head.get(c) ?? '';
    if (NOT_ANSWER.test(label) || asked.length === 0) continue;
    const given = asked.filter((d) => d.cells.has(c) && !d.row.formulas.has(c)).length;
    const computed = asked.filter((d) => d.row.formulas.has(c)).length;
    // a blank form leaves its answer cells empty; a column the buyer filled (or computes) is not one
    if ((!completed && given > asked.length * 0.5) || computed === asked.length) continue;
    const listed = asked.some((d) =>
      sheet.lists.some((l) => l.ranges.some((g) => d.r >= g.top && d.r <= g.bottom && c >= g.left && c <= g.right)),
    );
    const role: SlotRole | null = SCORE.test(label)
      ? 'score'
      : listed || choicesInLabel(label).length > 0
        ? 'choice'
        : ANSWER.test(label)
          ? 'answer'
          : null;
    if (role) answers.push({ col: c, label: label || 'Response', role });
  }
  if (answers.length === 0) return null;
  return { header, rows, questionCol, idCol, sectionCol, answers };
}
