// An answer library from past work: a company's completed questionnaire (.xlsx or .csv, or .docx with question and
// answer columns) added to the library becomes approved wording, one passage per answered question cited by its ref.
import * as library from '../../store/library';
import type { ToolContext } from '../context';
import { AppError } from '../errors';
import { type CsvTable, csvTable } from '../files/csv';
import { readDocxBody } from '../files/docx-xml';
import type { FileKind } from '../files/extract';
import { decodeText } from '../files/text';
import { readUpload, type UploadInput } from '../files/upload';
import { openWorkbook, parseCellRef } from '../files/xlsx';
import { newId } from '../ids';
import { defineJob } from '../jobs/job';
import { queueEmbedding } from '../library/indexing';
import { keepSource } from '../library/sources';
import { approvedHeading } from './approved';
import type { AnswerSlot, ReadRequirement } from './model';
import { readCsvRfp } from './read/csv';
import { readRfp } from './read/index';
import { isAnswerPlaceholder } from './read/rules';

export const IMPORT_JOB = 'answers.import';
// (a CSV is sent as text: a workbook saved as a table, read as the one-sheet workbook it was)
const ANSWER_KINDS: FileKind[] = ['xlsx', 'docx', 'text'];

type AnswersKind = 'xlsx' | 'docx' | 'text';

export interface PastAnswer {
  ref: string;
  question: string;
  answer: string;
}

/** Reads what a filled slot holds in the original file. */
type SlotReader = (slot: AnswerSlot) => Promise<string>;

/** A CSV's table, or 422 naming the field when the text is no table. */
function csvOf(bytes: Buffer): CsvTable {
  const table = csvTable(decodeText(bytes, 'text'));
  if (!table)
    throw new AppError(
      'unprocessable',
      'As past answers, text must be a CSV table (a question column with its answers beside it); add other text as a document.',
    );
  return table;
}

async function slotReader(bytes: Buffer, kind: AnswersKind): Promise<SlotReader> {
  if (kind === 'text') {
    const table = csvOf(bytes);
    return async (slot) => {
      if (slot.target.file !== 'xlsx') return '';
      const at = parseCellRef(slot.target.cell.replace(/\$/g, ''));
      return at ? (table.rows[at.row - 1]?.[at.col - 1]?.trim() ?? '') : '';
    };
  }
  if (kind === 'xlsx') {
    const wb = await openWorkbook(bytes);
    return async (slot) => {
      if (slot.target.file !== 'xlsx') return '';
      const at = parseCellRef(slot.target.cell.replace(/\$/g, ''));
      if (!at) return '';
      return (await wb.sheet(slot.target.sheet)).rows.get(at.row)?.cells.get(at.col)?.trim() ?? '';
    };
  }
  const body = await readDocxBody(bytes);
  return async (slot) => {
    const t = slot.target;
    if (t.file !== 'docx') return '';
    if (t.at === 'cell') return body.tables[t.table]?.rows[t.row]?.[t.cell]?.text.trim() ?? '';
    return body.paragraphs[t.paragraph + 1]?.text.trim() ?? '';
  };
}

/** The answered questions of a completed questionnaire: the chosen value and the explanation, joined. */
export async function readPastAnswers(bytes: Buffer, kind: AnswersKind): Promise<PastAnswer[]> {
  const read = kind === 'text' ? await readCsvRfp(csvOf(bytes)) : await readRfp(bytes, kind, { filled: true });
  const value = await slotReader(bytes, kind);
  const out: PastAnswer[] = [];
  for (const r of read.requirements as ReadRequirement[]) {
    const parts: string[] = [];
    const labelled: string[] = [];
    const firstChoice = r.slots.find((s) => s.role === 'choice');
    for (const slot of r.slots.filter((s) => s.role !== 'score')) {
      const v = await value(slot);
      // the buyer's "Vendor response here" left in a cell is no answer
      if (!v || parts.includes(v) || isAnswerPlaceholder(v)) continue;
      // the form's answer value and its free text are the answer; any other value ("SSRM Control Ownership") is
      // kept with its column's name, so "CSP-owned" never reads as part of the answer
      if (slot.role === 'choice' && slot !== firstChoice) labelled.push(`${slot.label.trim() || 'Value'}: ${v}`);
      else parts.push(v);
    }
    parts.push(...labelled);
    if (parts.length > 0)
      out.push({ ref: r.ref, question: r.text, answer: `${parts.map((p) => p.replace(/[.\s]+$/, '')).join('. ')}.` });
  }
  return out;
}

/** add_source for a completed questionnaire: checked at once, read into approved wording in the background. */
export async function addPastAnswers(ctx: ToolContext, input: UploadInput): Promise<library.SourceRow> {
  const { bytes, kind } = await readUpload(ctx, input, ANSWER_KINDS);
  if (kind === 'text') csvOf(bytes);
  return keepSource(ctx, input, {
    bytes,
    kind,
    sourceKind: 'answers',
    job: IMPORT_JOB,
    voice: { voice: 'company', reason: 'past answers: the company’s approved wording' },
  });
}

export const importAnswersJob = defineJob<{ kind: AnswersKind }>({
  kind: IMPORT_JOB,
  maxAttempts: 2,
  async run(job, ctx) {
    const id = job.subjectId as string;
    const source = library.getSource(ctx.db, job.accountId, id);
    if (!source || source.deleted_at !== null || source.status !== 'indexing') return;
    const bytes = library.getUpload(ctx.db, id);
    if (!bytes) throw new AppError('unprocessable', 'The uploaded file is no longer available; upload it again.');
    const answers = await readPastAnswers(bytes, job.payload.kind);
    if (answers.length === 0) {
      throw new AppError(
        'unprocessable',
        'No answered questions were found (a question column with its answers beside it). To keep the workbook as a searchable document instead (a statement of applicability, a control matrix, a price list), add it again with as: "document".',
      );
    }
    library.insertPassages(
      ctx.db,
      { id, accountId: job.accountId },
      answers.map((a) => ({ publicId: newId('psg'), heading: approvedHeading(a.ref, a.question), text: a.answer, page: null })),
    );
    library.finishSource(ctx.db, { id, status: 'ready', now: ctx.clock.now() });
    queueEmbedding(ctx, job.accountId);
  },
  onFailed(job, ctx, reason) {
    library.finishSource(ctx.db, { id: job.subjectId as string, status: 'failed', error: reason, now: ctx.clock.now() });
  },
});
