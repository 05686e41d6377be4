// Adding, reading and deleting library sources: upload checks, the 200-source limit, tombstones, and the source view.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import * as store from '../../store/library';
import type { ToolContext } from '../context';
import { AppError, invalid, notFound } from '../errors';
import { checkFile, contentTypeOf, decodeBase64, type FileKind, fileKindOf, MAX_FILE_BYTES, tooLarge } from '../files/extract';
import { newId } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { INDEX_JOB } from './indexing';

export const MAX_SOURCES = 200;
const LIBRARY_KINDS: FileKind[] = ['docx', 'pdf', 'text', 'markdown'];

export const SourceView = z.object({
  id: z.string().describe('Source id.'),
  name: z.string().describe('Name given at upload.'),
  status: z.enum(['indexing', 'ready', 'failed']).describe('indexing while the background job runs, then ready or failed.'),
  passage_count: z.number().int().describe('Searchable passages cut from the document (0 until indexed).'),
  content_type: z.string().describe('Type the file was read as.'),
  size_bytes: z.number().int().describe('Size of the uploaded file in bytes.'),
  pages: z.number().int().nullable().describe('Page count for PDFs; null for other files.'),
  error: z.string().nullable().describe('Why indexing failed (status failed); otherwise null.'),
  created_at: z.string().describe('Upload time, ISO 8601.'),
  indexed_at: z.string().nullable().describe('When indexing ended, ISO 8601; null while indexing.'),
});

export function sourceView(row: store.SourceRow): z.infer<typeof SourceView> {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    passage_count: row.passage_count,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    pages: row.pages,
    error: row.error,
    created_at: new Date(row.created_at).toISOString(),
    indexed_at: row.indexed_at === null ? null : new Date(row.indexed_at).toISOString(),
  };
}

export interface AddSourceInput {
  name: string;
  text?: string;
  data?: string;
  content_type?: string;
  path?: string;
}

/** The bytes and kind of an upload, from exactly one of text, data or (stdio only) a local path. */
async function readUpload(ctx: ToolContext, input: AddSourceInput): Promise<{ bytes: Buffer; kind: FileKind }> {
  const given = (['text', 'data', 'path'] as const).filter((k) => input[k] !== undefined);
  if (input.path !== undefined && ctx.transport !== 'mcp-stdio') {
    throw invalid('path', 'a local file path is only accepted over stdio MCP; send the file as data (base64) instead.');
  }
  if (given.length !== 1)
    throw invalid(given.length === 0 ? 'text' : (given[1] as string), 'give exactly one of text or data (with content_type).');
  if (input.text !== undefined) {
    const bytes = Buffer.from(input.text, 'utf8');
    if (bytes.length > MAX_FILE_BYTES) throw tooLarge(bytes.length);
    const kind = fileKindOf(
      input.content_type ?? (/\.(md|markdown)$/i.test(input.name) ? 'text/markdown' : 'text/plain'),
      input.name,
      ['text', 'markdown'],
    );
    return { bytes, kind };
  }
  if (input.data !== undefined) {
    const kind = fileKindOf(input.content_type, input.name, LIBRARY_KINDS);
    return { bytes: decodeBase64(input.data, 'data'), kind };
  }
  const file = path.resolve(input.path as string);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw invalid('path', `no readable file at ${file}.`);
  if (stat.size > MAX_FILE_BYTES) throw tooLarge(stat.size);
  const kind = fileKindOf(input.content_type, file, LIBRARY_KINDS);
  return { bytes: await fs.readFile(file), kind };
}

export async function addSource(ctx: ToolContext, input: AddSourceInput): Promise<store.SourceRow> {
  const accountId = ctx.caller.account.id;
  const { bytes, kind } = await readUpload(ctx, input);
  await checkFile(bytes, kind);
  const id = newId('src');
  ctx.db.transaction(() => {
    if (store.countSources(ctx.db, accountId) >= MAX_SOURCES) {
      throw new AppError('conflict', `The library holds at most ${MAX_SOURCES} sources; delete one before adding more.`);
    }
    store.insertSource(ctx.db, {
      id,
      accountId,
      name: input.name,
      contentType: contentTypeOf(kind),
      data: bytes,
      now: ctx.clock.now(),
    });
    enqueue(ctx, { accountId, kind: INDEX_JOB, subjectId: id, payload: { kind } });
  })();
  return store.getSource(ctx.db, accountId, id) as store.SourceRow;
}

/** The live source: 404 when it is not in this account, 410 once deleted. */
export function liveSource(ctx: ToolContext, id: string): store.SourceRow {
  const row = store.getSource(ctx.db, ctx.caller.account.id, id);
  if (!row) throw notFound('library source');
  if (row.deleted_at !== null) throw new AppError('gone', 'This library source was deleted.');
  return row;
}

export function removeSource(ctx: ToolContext, id: string): store.SourceRow {
  const row = liveSource(ctx, id);
  store.deleteSource(ctx.db, row.id, ctx.clock.now());
  return row;
}
