// Decides what goes into each answer slot of the buyer's file, and what stays blank: never a guess.
import { cellRef } from '../../files/xlsx';
import type { AnswerSlot, AnswerTarget, ExportRequirement, SlotRole } from '../model';
import { cellNumber, tableRows } from '../price-table';

/** One value to write at one place in the original file. */
export interface SlotWrite {
  target: AnswerTarget;
  role: SlotRole;
  /** Text for choice and answer slots, a number for score slots; null empties the cell (a price table's unused row). */
  value: string | number | null;
  /** Who the value belongs to, for notes ("AIS-01.1"). */
  requirement: string;
}

export interface WritePlan {
  writes: SlotWrite[];
  /** Values that were not written, and why. */
  notes: string[];
}

/** A stable key for a target, so two slots aimed at one place can be told apart from two places. */
export function targetKey(t: AnswerTarget): string {
  if (t.file === 'xlsx') return `xlsx|${t.sheet}|${t.cell.toUpperCase().replace(/\$/g, '')}`;
  return t.at === 'cell' ? `docx|cell|${t.table}|${t.row}|${t.cell}` : `docx|after|${t.paragraph}`;
}

/** How a requirement is named in notes: its ref, else the start of its text. */
export function requirementLabel(r: Pick<ExportRequirement, 'ref' | 'text'>): string {
  if (r.ref) return r.ref;
  const words = r.text.trim().split(/\s+/).slice(0, 8).join(' ');
  return `"${words}${r.text.trim().split(/\s+/).length > 8 ? '…' : ''}"`;
}

// How forms offer N/A: "NA", "N/A", "n.a.", "Not applicable", "No aplica", alone or followed by an explanation
// ("N/A, this does not apply to our solution"), or "not applicable" inside a longer value ("Not Available/Not Applicable").
const NOT_APPLICABLE =
  /^(n\.?\s?\/?\s?a\.?|not applicable|non[- ]?applicable|does not apply|no aplica)(?![a-z])|\bnot applicable\b/i;

/** The value a choice list offers for "not applicable", or null when it offers none. */
export function notApplicableChoice(choices: string[]): string | null {
  return choices.find((c) => NOT_APPLICABLE.test(c.trim())) ?? null;
}

/** Line ends made one kind, trailing spaces of lines and blank lines at either end dropped. */
export function cleanAnswer(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * A price table's answer written into its rows: line i into the table's row i, a figure as a number, and every row
 * the answer leaves over emptied (the form's sample rows with it), so the workbook's own formulas add up what was given.
 */
function tableWrites(slot: AnswerSlot, answer: string, who: string, notes: string[]): SlotWrite[] {
  const table = slot.table;
  if (!table || slot.target.file !== 'xlsx') return [];
  const sheet = slot.target.sheet;
  const lines = tableRows(answer, table.columns.length, (n, over) =>
    notes.push(
      `${who}: line ${n} has ${over.length} cell(s) past the table's ${table.columns.length} columns (${over.join(' | ').slice(0, 60)}); not written.`,
    ),
  );
  if (lines.length > table.rows.length)
    notes.push(
      `${who}: ${lines.length - table.rows.length} line(s) did not fit the table's ${table.rows.length} rows; not written.`,
    );
  const rows = [...table.rows, ...(table.samples ?? []).filter((r) => !table.rows.includes(r))];
  return rows.flatMap((row, i) =>
    table.columns.map((column, j) => {
      const text = i < table.rows.length ? (lines[i]?.[j] ?? '') : '';
      const cell = cellRef(row, column.col);
      const write = (value: string | number | null): SlotWrite => ({
        target: { file: 'xlsx', sheet, cell },
        role: 'table',
        value,
        requirement: who,
      });
      if (text === '' || column.kind === 'item' || column.kind === 'other') return write(text === '' ? null : text);
      // a figure goes in as a number, or not at all: text in a priced column breaks the form's totals (#VALUE!)
      const n = cellNumber(text);
      if (n === null) {
        notes.push(`${who}: "${text}" in ${cell} (${column.label.slice(0, 40)}) is not a number; left blank.`);
        return write(null);
      }
      return write(n);
    }),
  );
}

/** The form's sample rows of a table whose answer is not written (still open, N/A, not reviewed): emptied all the same. */
function sampleClears(slot: AnswerSlot, who: string): SlotWrite[] {
  const table = slot.table;
  if (!table?.samples || slot.target.file !== 'xlsx') return [];
  const sheet = slot.target.sheet;
  return table.samples.flatMap((row) =>
    table.columns.map(
      (column): SlotWrite => ({
        target: { file: 'xlsx', sheet, cell: cellRef(row, column.col) },
        role: 'table',
        value: null,
        requirement: who,
      }),
    ),
  );
}

/** A column for the answer itself; others ("Comments", "Evidence reference", "CSC responsibilities") take it only alone. */
const PRIMARY_ANSWER =
  /\b(?:answers?|responses?|reply|replies|descriptions?|implementation|explanations?|respuestas?|descripci[oó]n|explicaci[oó]n)\b/i;

/**
 * The one free-text slot an answer goes into: the first whose column names the answer ("Supplier answer",
 * "Response", "Implementation description"), else the first. Written into every free-text column, the buyer saw each
 * answer twice, in "Answer" and "Comments" alike (new-user trial 19).
 */
function answerSlotOf(slots: AnswerSlot[]): AnswerSlot | undefined {
  const free = slots.filter((s) => s.role === 'answer');
  return free.find((s) => PRIMARY_ANSWER.test(s.label)) ?? free[0];
}

function writesFor(r: ExportRequirement, notes: string[]): SlotWrite[] {
  const who = requirementLabel(r);
  const out: SlotWrite[] = [];
  const put = (slot: ExportRequirement['slots'][number], value: string | number) =>
    out.push({ target: slot.target, role: slot.role, value, requirement: who });
  // a price table nothing is written into still loses the buyer's sample figures, which its totals would count as ours
  // (a partial draft is written: its answer, with a part still needing input, is the answer so far)
  const waiting = r.needs_input !== null && r.partial !== true;
  const unwritten = waiting || r.status === 'na' || (r.status === 'open' && !cleanAnswer(r.answer));
  if (unwritten) for (const slot of r.slots.filter((s) => s.role === 'table')) out.push(...sampleClears(slot, who));
  if (waiting) return out;
  if (r.status === 'na') {
    for (const slot of r.slots.filter((s) => s.role === 'choice')) {
      const na = notApplicableChoice(slot.choices);
      if (na !== null) put(slot, na);
    }
    return out;
  }
  const answer = cleanAnswer(r.answer);
  if (r.status === 'open' && !answer) return out;
  // a requirement has one choice; a form with two choice columns (the CAIQ's Yes/No and its SSRM ownership) takes it
  // where it is one of the column's values, and a column it fits nowhere is said once
  const choiceSlots = r.slots.filter((s) => s.role === 'choice');
  const fits = r.choice !== null && choiceSlots.some((s) => s.choices.includes(r.choice as string));
  const answerSlot = answerSlotOf(r.slots);
  for (const slot of r.slots) {
    if (slot.role === 'table' && answer) out.push(...tableWrites(slot, answer, who, notes));
    if (slot.role === 'answer' && answer && slot === answerSlot) put(slot, answer);
    if (slot.role === 'score' && r.score !== null && Number.isFinite(r.score)) put(slot, r.score);
    if (slot.role === 'choice' && r.choice !== null && slot.choices.includes(r.choice)) put(slot, r.choice);
  }
  if (r.choice !== null && !fits && choiceSlots.length > 0) {
    const label = choiceSlots[0]?.label || 'the choice';
    notes.push(`${who}: "${r.choice}" is not one of ${label}'s values; left blank.`);
  }
  return out;
}

/**
 * Every value to write, in requirement order. Two slots of one requirement aimed at one place share it (one value
 * per line); a place already claimed by an earlier requirement keeps that requirement's value.
 */
export function planWrites(requirements: ExportRequirement[]): WritePlan {
  const notes: string[] = [];
  const byPlace = new Map<string, SlotWrite>();
  for (const r of requirements) {
    for (const w of writesFor(r, notes)) {
      const key = targetKey(w.target);
      const there = byPlace.get(key);
      if (!there) byPlace.set(key, w);
      else if (there.requirement === w.requirement)
        there.value = there.value === null ? w.value : w.value === null ? there.value : `${there.value}\n${w.value}`;
      else notes.push(`${w.requirement}: its ${w.role} slot is also ${there.requirement}'s; left to ${there.requirement}.`);
    }
  }
  const textless = requirements.filter(textWithoutPlace).map(requirementLabel);
  if (textless.length > 0) {
    const shown = textless.slice(0, 12).join(', ') + (textless.length > 12 ? `, and ${textless.length - 12} more` : '');
    // (first: the summary shows the first few notes, and this one is about many answers)
    notes.unshift(
      `${textless.length} answer(s) have text the file has no column or cell for (only their choice was written, if any): ${shown}. Add a comments column to the file, or send the answers as the compliance matrix (format=csv) beside it.`,
    );
  }
  return { writes: [...byPlace.values()], notes };
}

/** An answer whose words say more than its choice, on a requirement whose slots hold no text (a choice column only). */
function textWithoutPlace(r: ExportRequirement): boolean {
  if ((r.needs_input && r.partial !== true) || r.status === 'na' || r.slots.length === 0) return false;
  if (r.slots.some((s) => s.role === 'answer' || s.role === 'table')) return false;
  const answer = cleanAnswer(r.answer);
  const fold = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return answer !== '' && fold(answer) !== fold(r.choice ?? '');
}
