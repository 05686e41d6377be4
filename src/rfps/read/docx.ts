// Reads Word RFPs and submittal forms: numbered and obligating paragraphs (answer goes after them), questionnaire
// and form tables (answer goes in the response cell beside the question), and empty answer boxes under a heading.
import { type DocxBody, type DocxCell, type DocxTable, readDocxBody } from '../../files/docx-xml';
import type { AnswerSlot, AnswerTarget, ReadRequirement, ReadResult } from '../model';
import {
  ANSWER_WORDS,
  anyWord,
  choicesInLabel,
  ID_ONLY_HEADER,
  NOT_ANSWER_WORDS,
  PARTY_WORDS,
  QUESTION_WORDS,
} from './header-words';
import { isAnswerPlaceholder, isHeadingLike, isTocLine, requirementSentences, splitLabel } from './rules';

const ANSWER_HEADER = anyWord(`${ANSWER_WORDS}|${PARTY_WORDS}`);
const NOT_ANSWER_HEADER = anyWord(NOT_ANSWER_WORDS);
const QUESTION_HEADER = anyWord(QUESTION_WORDS);

/** "□ Yes □ No", "True | False", "Yes / No / N/A": the options a choice cell offers. */
export function cellOptions(text: string): string[] {
  const parts = text
    .split(/\s*(?:[|☐☑☒□■]|\s\/\s)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 6 || parts.some((p) => p.length > 24 || !/\p{L}/u.test(p))) return [];
  return /[|☐☑☒□■]|\s\/\s/.test(text) ? parts : [];
}

const cellTarget = (t: DocxTable, row: number, cell: number): AnswerTarget => ({
  file: 'docx',
  at: 'cell',
  table: t.index,
  row,
  cell,
});

function slotFor(t: DocxTable, row: number, cell: number, label: string): AnswerSlot {
  const c = t.rows[row]?.[cell] as DocxCell;
  const options = cellOptions(c.text);
  const yesNo = choicesInLabel(label);
  const choices = options.length > 0 ? options : yesNo;
  return { role: choices.length > 0 ? 'choice' : 'answer', target: cellTarget(t, row, cell), label, choices };
}

/**
 * A paragraph that only labels the answer below an item: "Response:", "Vendor response:", "Respuesta:", or the blank
 * line a form leaves for it ("Answer: ________").
 */
const RESPONSE_LABEL =
  /^\s*(?:(?:vendor|supplier|bidder|offeror|proposer|respondent)(?:'s)?\s+)?(?:response|answer|reply|respuesta(?:\s+del\s+oferente)?)\s*:?[\s_.…]*$/i;

/** A short label a form asks for with an answer line below it: "Registered company name", "VAT number". */
const FIELD_LABEL = /^[\p{L}][\p{L}\p{N}'’()/&,-]*(?:\s+[\p{L}\p{N}'’()/&,-]+){0,9}\s*:?$/u;

/** A cell that only numbers its row: "A.1", "12", "4.2.1", "(c)", "SEC-03". */
const REF_CELL = /^\(?[\p{L}]{0,5}[-.\s]?\d{1,4}(?:[.-]\d{1,4})*[.)]?$|^\(?[a-z]\)$/u;

const isEmpty = (c: DocxCell | undefined) =>
  c !== undefined && (c.text.trim() === '' || isAnswerPlaceholder(c.text)) && !c.checkbox;
const isAnswerCell = (c: DocxCell | undefined) => c !== undefined && (isEmpty(c) || cellOptions(c.text).length > 0);

/** Requirements of one table: a questionnaire under a header row, or a form of label and empty value cells. */
function tableRequirements(t: DocxTable, section: string, filled: boolean): ReadRequirement[] {
  const out: ReadRequirement[] = [];
  const [head, ...body] = t.rows;
  if (!head) return out;
  const headed = body.length > 0 && head.every((c) => c.text.length > 0 && c.text.length <= 40) && head.length >= 2;
  const where = (r: number) => `table ${t.index + 1} row ${r + 1}`;
  if (headed) {
    const labels = head.map((c) => c.text.replace(/\*+$/, '').trim());
    // the buyer's own columns ("Evaluator comments", "RAG") are not the vendor's to fill
    const answerCols = labels
      .map((l, i) => (ANSWER_HEADER.test(l) && !QUESTION_HEADER.test(l) && !NOT_ANSWER_HEADER.test(l) ? i : -1))
      .filter((i) => i >= 0);
    const named = labels.findIndex((l) => ID_ONLY_HEADER.test(l));
    // of the columns a question could be in ("Item", "Requirement / Question"), the one whose cells hold the words;
    // a column of references under any name ("Item": A.1, A.2…) numbers the rows (new-user trial 19)
    const letters = (col: number) => body.reduce((n, row) => n + (row[col]?.text.match(/\p{L}/gu)?.length ?? 0), 0);
    const open = labels.map((_, i) => i).filter((i) => !answerCols.includes(i) && i !== named);
    const asked = open.filter((i) => QUESTION_HEADER.test(labels[i] ?? ''));
    const questionCol = [...(asked.length > 0 ? asked : open)].sort((a, b) => letters(b) - letters(a) || a - b)[0] ?? -1;
    const refs = (col: number) => {
      const cells = body.filter((row) => row.length === head.length).map((row) => row[col]?.text.trim() ?? '');
      return cells.length > 0 && cells.every((c) => REF_CELL.test(c));
    };
    const idCol = named >= 0 ? named : (open.find((i) => i !== questionCol && refs(i)) ?? -1);
    if (answerCols.length === 0 || questionCol < 0) return out;
    let rowSection = section;
    for (const [i, row] of body.entries()) {
      const r = i + 1;
      // a row merged across the table ("Section A – Access Control") titles the rows under it
      if (row.length === 1 && head.length > 1 && /\p{L}{3}/u.test(row[0]?.text ?? '')) {
        rowSection = (row[0]?.text ?? '').trim();
        continue;
      }
      const question = row[questionCol]?.text ?? '';
      if (!/\p{L}{3}/u.test(question)) continue;
      const slots = answerCols.filter((c) => filled || isAnswerCell(row[c])).map((c) => slotFor(t, r, c, labels[c] ?? ''));
      if (slots.length === 0) continue;
      const idCell = idCol >= 0 ? row[idCol] : undefined;
      const ref = (idCell?.text || idCell?.label || '').replace(/\.$/, '');
      out.push({ ref, section: rowSection, text: question, slots, where: where(r) });
    }
    return out;
  }
  // a form: each row a label followed by the empty (or tick-box) cell the vendor fills
  for (const [r, row] of t.rows.entries()) {
    const filled = row.filter((c) => !isAnswerCell(c));
    const labelAt = row.findIndex((c) => !isAnswerCell(c));
    const answerAt = row.findIndex((c, i) => i > labelAt && isAnswerCell(c));
    if (filled.length !== 1 || labelAt < 0 || answerAt < 0) continue;
    const text = (row[labelAt]?.text ?? '').replace(/:\s*$/, '').trim();
    if (!/\p{L}{2}/u.test(text)) continue;
    out.push({ ref: '', section, text, slots: [slotFor(t, r, answerAt, text)], where: where(r) });
  }
  return out;
}

/** One empty cell in a one-cell table (holding no table of its own): the answer box of what comes just before it. */
const isAnswerBox = (body: DocxBody, t: DocxTable) =>
  t.rows.length === 1 && t.rows[0]?.length === 1 && isEmpty(t.rows[0]?.[0]) && !body.tables.some((n) => n.parent === t.index);

/** Whether table `t` sits, at any depth, inside table `outer`. */
function within(body: DocxBody, t: DocxTable, outer: number): boolean {
  for (let p = t.parent; p !== null; p = body.tables[p]?.parent ?? null) if (p === outer) return true;
  return false;
}

export async function readDocxRfp(bytes: Buffer, opts: { filled?: boolean } = {}): Promise<ReadResult> {
  return readDocxBodyRfp(await readDocxBody(bytes), opts);
}

export function readDocxBodyRfp(body: DocxBody, opts: { filled?: boolean } = {}): ReadResult {
  const requirements: ReadRequirement[] = [];
  let section = '';
  let heading = '';
  // what an answer box right after it would answer: the last requirement paragraph, or the last heading
  let pending: ReadRequirement | 'heading' | null = null;
  // the paragraph before this one that asked nothing (a field's label, maybe)
  let previous = -1;
  for (const [k, item] of body.order.entries()) {
    if (item.kind === 'table') {
      previous = -1;
      const t = body.tables[item.index] as DocxTable;
      if (isAnswerBox(body, t)) {
        const target = cellTarget(t, 0, 0);
        if (pending && pending !== 'heading') pending.slots = [{ role: 'answer', target, label: '', choices: [] }];
        else if (pending === 'heading' && heading)
          requirements.push({
            ref: '',
            section,
            text: heading,
            slots: [{ role: 'answer', target, label: '', choices: [] }],
            where: `table ${t.index + 1}`,
          });
        pending = null;
        continue;
      }
      // tables nested in this one come after it in document order and are read the same way
      const nested = body.tables.filter((n) => n.index > t.index && within(body, n, t.index));
      const found = [t, ...nested].flatMap((n) => tableRequirements(n, section, opts.filled ?? false));
      // a paragraph introducing a questionnaire table ("Provide the following:") is answered by its rows
      if (found.length > 0) {
        const intro = requirements.at(-1);
        if (intro && pending === intro) requirements.pop();
      }
      requirements.push(...found);
      pending = null;
      continue;
    }
    const p = body.paragraphs[item.index];
    if (!p?.text) continue;
    if (p.heading !== null) {
      section = heading = p.text;
      pending = 'heading';
      continue;
    }
    if (isTocLine(p.text)) continue;
    // "Response:" on its own line under a numbered item marks where the answer goes: after it, not above it
    const last = pending && pending !== 'heading' ? pending.slots[0] : undefined;
    if (RESPONSE_LABEL.test(p.text) && last?.target.file === 'docx' && last.target.at === 'after') {
      last.target = { file: 'docx', at: 'after', paragraph: p.index };
      // the item has its answer place: it introduces no table that follows
      pending = null;
      continue;
    }
    // a field's label with an answer line under it ("Registered company name" then "Answer: ______") asks for it
    const label = body.paragraphs[previous]?.text.trim() ?? '';
    if (RESPONSE_LABEL.test(p.text) && (pending === null || pending === 'heading') && previous >= 0 && FIELD_LABEL.test(label)) {
      const field: ReadRequirement = {
        ref: '',
        section,
        text: label.replace(/:$/, ''),
        slots: [{ role: 'answer', target: { file: 'docx', at: 'after', paragraph: p.index }, label: '', choices: [] }],
        where: `paragraph ${previous + 1}`,
      };
      requirements.push(field);
      pending = null;
      continue;
    }
    previous = p.index;
    const typed = splitLabel(p.text);
    const ref = (p.label || typed.label).replace(/\.$/, '');
    const text = p.label ? p.text : typed.rest;
    if (requirementSentences(text).length > 0) {
      const requirement: ReadRequirement = {
        ref,
        section,
        text,
        slots: [{ role: 'answer', target: { file: 'docx', at: 'after', paragraph: p.index }, label: '', choices: [] }],
        where: `paragraph ${p.index + 1}`,
      };
      requirements.push(requirement);
      pending = requirement;
    } else if (isHeadingLike(p.text)) {
      // a caption right above a table ("Mandatory Requirements") names it without ending what came before
      if (body.order[k + 1]?.kind !== 'table') section = p.text;
    } else if (pending !== 'heading') pending = null;
  }
  return { requirements, notes: [] };
}
