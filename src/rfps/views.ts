// The RFP response and requirement as tools return them: zod schemas (the documentation) and row → view mapping.
import { z } from 'zod';
import type { JobRow } from '../../store/jobs';
import type { RequirementCounts, RequirementRow, RfpRow } from '../../store/rfps';
import { type AnswerSlot, choicesOf, isScored, tableOf } from './model';

/** Characters of a cited source's text a requirement shows. */
const SOURCE_TEXT = 2000;

export const RequirementSource = z.object({
  citation: z.number().int().describe('The number the response cites it by, e.g. [1].'),
  source_name: z
    .string()
    .describe(
      'Library document name; "Facts" for a taught fact; "Approved answers: …" for approved wording; "Proposal P-0001" for the deal; "Account" for the account\'s own name or signer.',
    ),
  heading: z
    .string()
    .describe(
      'Heading path of the passage; the topic of a fact; the question ref of approved wording; the deal field; the account detail (name, signer_name…).',
    ),
  kind: z.enum(['fact', 'answer', 'passage', 'deal', 'account']).describe('What kind of knowledge it is.'),
  source_id: z.string().describe('Library source id, fact id, proposal number, or account id.'),
  page: z.number().int().nullable().describe('PDF page of a passage; null otherwise.'),
  text: z
    .string()
    .describe(
      `What it says, as it was cited (the passage, the fact, the approved wording, the deal's term; at most ${SOURCE_TEXT} characters), so a reviewer can check the answer against it without opening the document.`,
    ),
});
export type RequirementSource = z.infer<typeof RequirementSource>;

export const RequirementView = z.object({
  id: z.string().describe('Requirement id (the {rid} of paths).'),
  ref: z.string().describe('Reference as the document numbers it ("3.2.1", "AIS-01.1"); empty when it has none.'),
  section: z.string().describe('The heading or section it sits under; may be empty.'),
  text: z.string().describe('The requirement or question, complete.'),
  status: z
    .enum(['open', 'drafted', 'answered', 'na'])
    .describe(
      'open: no answer yet (or input needed); drafted: answered by drafting; answered: approved by a person; na: not applicable.',
    ),
  response: z.string().describe('The answer with bracketed citation numbers [n] that map to `sources`; empty when none.'),
  answer: z.string().describe("The same answer without citation markers (what goes into the buyer's form)."),
  choice: z
    .string()
    .nullable()
    .describe("The value chosen among the form's own answer values (see `choices`), only with support; else null."),
  choices: z
    .array(z.string())
    .describe("The answer values the buyer's form offers for this requirement (a dropdown, Yes/No/NA); empty when free text."),
  score: z.number().int().nullable().describe('Score, where the form asks the respondent to score; settable on update.'),
  scored: z.boolean().describe("Whether the buyer's form has a score for this requirement."),
  needs_input: z
    .string()
    .nullable()
    .describe(
      'The missing fact as a short question a colleague could answer; null when none is missing. Also set on a drafted answer that answers only part of a question that asks several things: it asks for the parts left.',
    ),
  sources: z.array(RequirementSource).describe('What the response cites, by citation number.'),
  unverified_claims: z
    .array(z.string())
    .describe('Sentences of the response its cited sources do not support (quoted); an edit is checked the same way.'),
  stale: z.boolean().describe('True when something the answer cites was replaced or deleted since; redraft or re-approve it.'),
  stale_reason: z.string().nullable().describe('Why it is stale; null when not.'),
  edited: z.boolean().describe('A person changed it: drafting all requirements leaves it alone.'),
  engine: z
    .enum(['claude', 'offline'])
    .nullable()
    .describe(
      'Which engine made the current draft (null before any): "offline" also when Claude was configured but failed (down, overloaded, an unreadable answer) and the offline engine stood in; redraft it later for a Claude draft.',
    ),
  location: z.string().describe('Where it sits in the document ("Sheet \'CAIQ\' row 12", "page 4").'),
  columns: z
    .array(z.string())
    .describe(
      'For a price table of a cost-proposal workbook: its columns, in the order each line of the response gives its cells (one line per row, cells separated by " | ", e.g. "Project manager | 150 | 500"); [] for any other requirement.',
    ),
});
export type RequirementView = z.infer<typeof RequirementView>;

export function requirementSlots(row: RequirementRow): AnswerSlot[] {
  return JSON.parse(row.slots) as AnswerSlot[];
}

export function storedSources(row: RequirementRow): StoredSource[] {
  return JSON.parse(row.sources) as StoredSource[];
}

/** A cited source as kept with the requirement (its whole text, which edits are checked against). */
export type StoredSource = RequirementSource;

export const stripMarkers = (text: string): string =>
  text
    .replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '')
    .replace(/[ \t]+([.,;:])/g, '$1')
    .trim();

export function requirementView(row: RequirementRow): RequirementView {
  const slots = requirementSlots(row);
  return {
    id: row.id,
    ref: row.ref,
    section: row.section,
    text: row.text,
    status: row.status,
    response: row.response,
    answer: stripMarkers(row.response),
    choice: row.choice,
    choices: choicesOf({ slots }),
    score: row.score,
    scored: isScored({ slots }),
    needs_input: row.needs_input,
    sources: storedSources(row).map((s) => ({ ...s, text: (s.text ?? '').slice(0, SOURCE_TEXT) })),
    unverified_claims: JSON.parse(row.unverified_claims) as string[],
    stale: row.stale_reason !== null,
    stale_reason: row.stale_reason,
    edited: row.edited === 1,
    engine: row.engine === 'claude' || row.engine === 'offline' ? row.engine : null,
    location: row.location,
    columns: tableOf({ slots })?.columns.map((c) => c.label) ?? [],
  };
}

export const DraftingView = z.object({
  status: z
    .enum(['idle', 'queued', 'running', 'done', 'cancelled', 'failed'])
    .describe('idle: never started; then the state of the latest draft-all run.'),
  running: z.boolean().describe('True while a draft-all run is queued or running.'),
  done: z.number().int().describe('Requirements the latest run has handled so far.'),
  total: z.number().int().describe('Requirements the latest run set out to draft.'),
  error: z.string().nullable().describe('Why the latest run failed; null otherwise.'),
});

export const RfpView = z.object({
  id: z.string().describe('RFP response id.'),
  name: z.string().describe('Name given at upload.'),
  status: z
    .enum(['reading', 'ready', 'failed'])
    .describe('reading while the document is read in the background, then ready or failed.'),
  error: z.string().nullable().describe('Why reading failed; null otherwise.'),
  content_type: z.string().describe('Type the file was read as.'),
  size_bytes: z.number().int().describe('Size of the uploaded file in bytes.'),
  deal_number: z
    .string()
    .nullable()
    .describe('The proposal this response is grounded in (pricing, term, SLA, start date), or null.'),
  requirement_count: z.number().int().describe('Requirements found (0 while reading).'),
  counts: z
    .object({
      open: z.number().int().describe('Not answered yet.'),
      drafted: z.number().int().describe('Drafted, awaiting review.'),
      answered: z.number().int().describe('Approved by a person.'),
      na: z.number().int().describe('Marked not applicable.'),
    })
    .describe('Requirements by answer status.'),
  needs_input_count: z.number().int().describe('Requirements still needing a fact (see list_gaps).'),
  stale_count: z.number().int().describe('Answers whose cited knowledge changed since.'),
  drafting: DraftingView.describe('Progress of drafting all requirements.'),
  notes: z.array(z.string()).describe('What the reader noticed (sheets skipped, rows it could not place).'),
  created_at: z.string().describe('Upload time, ISO 8601.'),
  read_at: z.string().nullable().describe('When reading ended, ISO 8601; null while reading.'),
});
export type RfpView = z.infer<typeof RfpView>;

export function draftingView(job: JobRow | undefined): z.infer<typeof DraftingView> {
  if (!job) return { status: 'idle', running: false, done: 0, total: 0, error: null };
  const progress = JSON.parse(job.progress) as { done?: number; total?: number };
  const status = job.status === 'queued' ? 'queued' : job.status;
  return {
    status,
    running: job.status === 'queued' || job.status === 'running',
    done: progress.done ?? 0,
    total: progress.total ?? (JSON.parse(job.payload) as { total?: number }).total ?? 0,
    error: job.error,
  };
}

export function rfpView(row: RfpRow, counts: RequirementCounts, drafting: JobRow | undefined): RfpView {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    error: row.error,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    deal_number: row.deal_number,
    requirement_count: counts.total,
    counts: { open: counts.open, drafted: counts.drafted, answered: counts.answered, na: counts.na },
    needs_input_count: counts.needs_input,
    stale_count: counts.stale,
    drafting: draftingView(drafting),
    notes: JSON.parse(row.notes) as string[],
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
