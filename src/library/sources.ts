// Adding, reading and deleting library sources: upload checks, the 200-source limit, tombstones, and the source view.
import { z } from 'zod';
import type { Db } from '../../store/db';
import * as store from '../../store/library';
import type { AppContext, ToolContext } from '../context';
import { AppError, notFound } from '../errors';
import { checkFile, contentTypeOf, type FileKind } from '../files/extract';
import { keepFile } from '../files/keep';
import { readUpload, savingUpload, type UploadInput } from '../files/upload';
import { newId } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { INDEX_JOB } from './indexing';

export const MAX_SOURCES = 200;
const LIBRARY_KINDS: FileKind[] = ['docx', 'pdf', 'text', 'markdown'];

export const SourceView = z.object({
  id: z.string().describe('Source id.'),
  name: z.string().describe('Name given at upload.'),
  status: z.enum(['indexing', 'ready', 'failed']).describe('indexing while the background job runs, then ready or failed.'),
  kind: z
    .enum(['document', 'answers'])
    .describe(
      'document: an uploaded file cut into passages; answers: approved wording (answers approved in RFP responses, or a past questionnaire), one passage per answer.',
    ),
  passage_count: z.number().int().describe('Searchable passages cut from the document (0 until indexed).'),
  content_type: z.string().describe('Type the file was read as.'),
  size_bytes: z.number().int().describe('Size of the uploaded file in bytes.'),
  pages: z.number().int().nullable().describe('Page count for PDFs; null for other files.'),
  voice: z
    .enum(['company', 'other'])
    .nullable()
    .describe(
      "Whose voice the document is in. company: the company's own (policies, overviews, reports, certificates, approved wording); its sentences may be quoted as the company's answers. other: another party's (a buyer's RFP or its attachments, a standard's control set); searchable, but drafting and fact answers never quote it as the company's. Given at upload, or decided while indexing (null until then).",
    ),
  voice_reason: z
    .string()
    .nullable()
    .describe('Why the voice was chosen ("given at upload", or what indexing saw); null until decided.'),
  error: z.string().nullable().describe('Why indexing failed (status failed); otherwise null.'),
  created_at: z.string().describe('Upload time, ISO 8601.'),
  indexed_at: z.string().nullable().describe('When indexing ended, ISO 8601; null while indexing.'),
});

export function sourceView(row: store.SourceRow): z.infer<typeof SourceView> {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    kind: row.kind,
    passage_count: row.passage_count,
    voice: row.voice,
    voice_reason: row.voice_reason,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    pages: row.pages,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    indexed_at: row.indexed_at === null ? null : new Date(row.indexed_at).toISOString(),
  };
}

export type AddSourceInput = UploadInput & { voice?: store.SourceVoice };

/** `workbook`: a .xlsx is taken as a document (as: "document"), its sheets read as sections and tables. */
export async function addSource(
  ctx: ToolContext,
  input: AddSourceInput,
  o: { workbook?: boolean } = {},
): Promise<store.SourceRow> {
  // a workbook is taken too, as past answers (tools/add-source.ts sends it there) or, asked, as a document
  const { bytes, kind } = o.workbook
    ? await readUpload(ctx, input, [...LIBRARY_KINDS, 'xlsx'])
    : await readUpload(ctx, input, LIBRARY_KINDS, ['.xlsx (a completed questionnaire)']);
  return keepSource(ctx, input, {
    bytes,
    kind,
    sourceKind: 'document',
    job: INDEX_JOB,
    voice: input.voice ? { voice: input.voice, reason: 'given at upload' } : undefined,
  });
}

export interface NewSource {
  accountId: string;
  id: string;
  name: string;
  bytes: Buffer;
  kind: FileKind;
  sourceKind: store.SourceKind;
  /** The background job that reads it (indexing, or importing past answers). */
  job: string;
  voice?: { voice: store.SourceVoice; reason: string };
}

/** An upload checked as a file and saved with its job, off the request thread (task saveSource); the new source. */
export async function keepSource(
  ctx: ToolContext,
  input: UploadInput,
  s: Omit<NewSource, 'accountId' | 'id' | 'name'>,
): Promise<store.SourceRow> {
  const accountId = ctx.caller.account.id;
  const id = newId('src');
  await savingUpload(input, () => ctx.compute.run('saveSource', { ...s, accountId, id, name: input.name }, { move: [s.bytes] }));
  ctx.jobs.wake();
  return store.getSource(ctx.db, accountId, id) as store.SourceRow;
}

/**
 * Checks the file as its kind (a truncated or fake file: 422 at once) and saves it with its job in one transaction.
 * Runs on a worker thread: hashing and writing an 11 MB file held the request thread for up to a second (trial 10).
 */
export async function saveSource(ctx: AppContext, s: NewSource): Promise<void> {
  await checkFile(s.bytes, s.kind);
  // refused before 11 MB are written; checked again in the commit, against a twin saved meanwhile
  makeRoomFor(ctx.db, s.accountId, s.bytes, s.sourceKind);
  await keepFile(ctx, s.id, s.bytes, () => {
    makeRoomFor(ctx.db, s.accountId, s.bytes, s.sourceKind);
    store.insertSource(ctx.db, {
      id: s.id,
      accountId: s.accountId,
      name: s.name,
      contentType: contentTypeOf(s.kind),
      data: s.bytes,
      now: ctx.clock.now(),
      kind: s.sourceKind,
      voice: s.voice,
    });
    enqueue(ctx, { accountId: s.accountId, kind: s.job, subjectId: s.id, payload: { kind: s.kind } });
  });
}

/**
 * Refuses (409) an upload the library has no room for, or one whose very bytes it already holds as a live source of
 * the same kind (named in the error with its id), so one file is never indexed, searched and cited twice.
 */
export function makeRoomFor(db: Db, accountId: string, bytes: Buffer, kind: store.SourceKind): void {
  if (store.countSources(db, accountId) >= MAX_SOURCES) {
    throw new AppError('conflict', `The library holds at most ${MAX_SOURCES} sources; delete one before adding more.`);
  }
  const same = store.sameContent(db, accountId, bytes, kind);
  if (same) {
    throw new AppError(
      'conflict',
      `This file is already in the library as ${same.id} ("${same.name}"); delete that source first to upload it again.`,
      { source_id: same.id },
    );
  }
}

/** The live source: 404 when it is not in this account, 410 once deleted. */
export function liveSource(ctx: ToolContext, id: string): store.SourceRow {
  const row = store.getSource(ctx.db, ctx.caller.account.id, id);
  if (!row) throw notFound('library source');
  if (row.deleted_at !== null) throw new AppError('gone', 'This library source was deleted.');
  return row;
}

/**
 * What to say of a new source that takes the name of a live one: a new version uploaded beside the old, both cited
 * under one name until the old is deleted (new-user trial 17).
 */
export function sameNameWarnings(ctx: AppContext, accountId: string, row: store.SourceRow): string[] {
  const name = row.name.trim().toLowerCase();
  return store
    .listSources(ctx.db, accountId)
    .filter((s) => s.id !== row.id && s.name.trim().toLowerCase() === name)
    .map(
      (s) =>
        `The library already holds a live source named "${s.name}" (${s.id}, added ${new Date(s.created_at).toISOString().slice(0, 10)}). If this one replaces it, delete that one (delete_source): answers citing it are then flagged stale, and search and drafts stop quoting the old version.`,
    );
}

export function removeSource(ctx: ToolContext, id: string): store.SourceRow {
  const row = liveSource(ctx, id);
  store.deleteSource(ctx.db, row.id, ctx.clock.now());
  return row;
}
