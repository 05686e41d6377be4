// What reading an RFP produces, and where each answer goes back into the buyer's own file at export.
// The reader (src/rfps/read/) fills these; the exporter (src/rfps/export/) writes answers through the slots.
// Everything here is plain JSON (it is stored with each requirement and crosses worker-thread boundaries).

/** File kinds an RFP upload can be. */
export type RfpFileKind = 'xlsx' | 'docx' | 'pdf' | 'text' | 'markdown';

/**
 * A place in the original file an answer is written into at export.
 * - xlsx: `sheet` is the sheet's name as workbook.xml names it; `cell` is an A1 reference ("F12").
 * - docx cell: `table` is the 0-based index of the <w:tbl> among ALL <w:tbl> elements of word/document.xml in
 *   document order (nested tables included); `row` the 0-based index of the <w:tr> among that table's own rows;
 *   `cell` the 0-based index of the <w:tc> among that row's own cells (a merged/gridSpan cell counts once).
 * - docx after: `paragraph` is the 0-based index of the <w:p> among ALL <w:p> elements of word/document.xml in
 *   document order (those inside tables included); the answer goes in a new paragraph right after it.
 */
export type AnswerTarget =
  | { file: 'xlsx'; sheet: string; cell: string }
  | { file: 'docx'; at: 'cell'; table: number; row: number; cell: number }
  | { file: 'docx'; at: 'after'; paragraph: number };

/**
 * What goes into a slot:
 * - choice: one of `choices` exactly as the buyer wrote it (a dropdown, or Yes/No/N/A);
 * - answer: the free-text answer (response, explanation, comments, implementation description);
 * - score: an integer, where the form asks the respondent to score;
 * - table: a price table's rows (`table`), one answer line per row, its cells separated by " | " in `columns` order.
 */
export type SlotRole = 'choice' | 'answer' | 'score' | 'table';

/**
 * A column of a price table the vendor fills: the entry's name (a role, an item), a rate or unit price, a quantity
 * (hours, units) or an amount. Computed columns (formulas) are not listed: the workbook computes them.
 */
export interface TableColumn {
  /** 1-based column of the sheet. */
  col: number;
  label: string;
  kind: 'item' | 'rate' | 'quantity' | 'amount' | 'other';
}

export interface AnswerSlot {
  role: SlotRole;
  target: AnswerTarget;
  /** The column or cell header as the buyer wrote it ("Response", "Explanation", "CSP CAIQ Answer"). */
  label: string;
  /** For choice slots: the allowed values, in the buyer's order and spelling; [] otherwise. */
  choices: string[];
  /**
   * For table slots (xlsx): the rows an answer's lines go into, in order (those below the form's notes first), the
   * columns of each line, and the form's sample rows (emptied at export whatever the answer: they are the buyer's).
   */
  table?: { rows: number[]; columns: TableColumn[]; samples?: number[] };
}

export interface ReadRequirement {
  /** As the document numbers it ("3.2.1", "C.4(a)", "IT-12", "AIS-01.1"); "" when it gives none (never invented). */
  ref: string;
  /** The heading or section row it sits under; "" when none. */
  section: string;
  /** Complete text: joined across line and page breaks, hyphenation repaired, running headers and footers removed. */
  text: string;
  /** Where answers go in the original file (xlsx/docx); [] for PDF, text and Markdown. */
  slots: AnswerSlot[];
  /** Where it sits, for people: "Sheet 'CAIQv4.0.3' row 12", "page 4", "table 3 row 2", "line 120". */
  where: string;
}

export interface ReadResult {
  requirements: ReadRequirement[];
  /** What the reader noticed and people may want to know (sheets skipped as instructions, rows it could not place). */
  notes: string[];
}

/** The first choice slot's allowed values: what a requirement's `choice` must be one of. */
export function choicesOf(r: Pick<ReadRequirement, 'slots'>): string[] {
  return r.slots.find((s) => s.role === 'choice')?.choices ?? [];
}

/** The price table a requirement asks to fill, if it is one. */
export function tableOf(r: Pick<ReadRequirement, 'slots'>): AnswerSlot['table'] | undefined {
  return r.slots.find((s) => s.role === 'table')?.table;
}

/** Whether the form asks for a score on this requirement. */
export function isScored(r: Pick<ReadRequirement, 'slots'>): boolean {
  return r.slots.some((s) => s.role === 'score');
}

/**
 * One requirement as export sees it: the answer a person can send (citation markers removed), the chosen value,
 * the score, and whether it still needs input (then nothing is written).
 */
export interface ExportRequirement {
  ref: string;
  section: string;
  text: string;
  status: 'open' | 'drafted' | 'answered' | 'na';
  /** With [n] citation markers. */
  response: string;
  /** The same text without markers. */
  answer: string;
  /** One of the primary choice slot's values, or null. */
  choice: string | null;
  score: number | null;
  needs_input: string | null;
  /**
   * A machine draft that answers part of a compound question, `needs_input` asking for the rest: written as the answer
   * so far. Any other requirement that needs input is left blank, whatever text it holds.
   */
  partial?: boolean;
  sources: Array<{ citation: number; source_name: string; heading: string }>;
  slots: AnswerSlot[];
  /** Why the answer is stale (what it cites changed since), or null. */
  stale_reason: string | null;
}
