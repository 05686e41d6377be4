// Background jobs of the library: index one uploaded source, and (re)embed an account's passages for the current embedder.
import { getAccount } from '../../store/accounts';
import * as store from '../../store/library';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { extractDocument, type FileKind } from '../files/extract';
import { newId } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { defineJob, type RunningJob } from '../jobs/job';
import { documentVoice, selfName } from '../text/voice';
import { chunkBlocks } from './chunk';

export const INDEX_JOB = 'library.index';
export const EMBED_JOB = 'library.embed';

/** Passages per source at most (≈100 pages leave a wide margin under it). */
const MAX_PASSAGES = 5000;
/** Passages embedded between two progress reports: a cancel or a shutdown waits at most one batch (~2-5 s bundled). */
const EMBED_BATCH = 16;
/** Passages stored per transaction, so other connections' writes (every request's rate-limit window) never wait long. */
const STORE_BATCH = 100;

/** Embeds passages still lacking a vector from the current embedder; returns false if the embedder failed. */
async function embedMissing(ctx: AppContext, job: RunningJob, scope: { accountId: string; sourceId?: string }): Promise<boolean> {
  let done = Number(job.savedProgress.embedded ?? 0);
  for (;;) {
    const embedder = ctx.embedder.current;
    if (!embedder) return true;
    const batch = store.passagesWithoutVectors(ctx.db, { ...scope, embedderId: embedder.id, limit: EMBED_BATCH });
    if (batch.length === 0) return true;
    let vectors: Float32Array[];
    try {
      vectors = await embedder.embed(batch.map((p) => (p.heading ? `${p.heading}\n${p.text}` : p.text)));
    } catch (err) {
      ctx.logger.warn('embedding failed; passages stay keyword-searchable', { embedder: embedder.id, error: String(err) });
      return false;
    }
    const rows = batch.map((p, i) => ({ id: p.id, vector: vectors[i] as Float32Array }));
    store.saveVectors(ctx.db, { accountId: scope.accountId, embedderId: embedder.id, dims: embedder.dims, rows });
    done += batch.length;
    job.progress({ stage: 'embedding', embedded: done });
  }
}

/**
 * Reads the file and stores its passages in short transactions, reporting progress after each; a restarted job reads
 * the file again and stores only the passages after those already committed (numbered in order). False when the
 * source was deleted meanwhile.
 */
async function storePassages(ctx: AppContext, job: RunningJob<{ kind: FileKind }>, live: () => boolean): Promise<boolean> {
  const source = { id: job.subjectId as string, accountId: job.accountId };
  const bytes = store.getUpload(ctx.db, source.id);
  if (!bytes) throw new AppError('unprocessable', 'The uploaded file is no longer available; upload it again.');
  const doc = await extractDocument(bytes, job.payload.kind);
  // whose voice the document is in is decided on the whole text, before any passage can be found
  const name = getAccount(ctx.db, source.accountId)?.name ?? '';
  const voice = documentVoice(doc.blocks.map((b) => b.text).join('\n'), selfName(name));
  store.decideVoice(ctx.db, source.id, voice.company ? 'company' : 'other', voice.why);
  const passages = chunkBlocks(doc.blocks);
  if (passages.length === 0) throw new AppError('unprocessable', 'The file has no readable text.');
  if (passages.length > MAX_PASSAGES) {
    throw new AppError('unprocessable', 'The file is longer than the library takes (about 100 pages per source).');
  }
  for (let from = store.countPassages(ctx.db, source.id); from < passages.length; from += STORE_BATCH) {
    if (!live()) return false;
    const batch = passages.slice(from, from + STORE_BATCH);
    store.insertPassages(
      ctx.db,
      source,
      batch.map((p) => ({ ...p, publicId: newId('psg') })),
    );
    job.progress({ stage: 'passages', stored: from + batch.length, of: passages.length });
  }
  store.setSourcePages(ctx.db, source.id, doc.pages);
  job.progress({ stage: 'embedding', embedded: 0 });
  return true;
}

export const indexSourceJob = defineJob<{ kind: FileKind }>({
  kind: INDEX_JOB,
  async run(job, ctx) {
    const sourceId = job.subjectId as string;
    const live = () => {
      const s = store.getSource(ctx.db, job.accountId, sourceId);
      return s !== undefined && s.deleted_at === null && s.status === 'indexing';
    };
    if (!live()) return;
    if (job.savedProgress.stage !== 'embedding' && !(await storePassages(ctx, job, live))) return;
    const embedded = await embedMissing(ctx, job, { accountId: job.accountId, sourceId });
    if (!embedded) queueEmbedding(ctx, job.accountId);
    store.finishSource(ctx.db, { id: sourceId, status: 'ready', now: ctx.clock.now() });
  },
  onFailed(job, ctx, reason) {
    store.finishSource(ctx.db, { id: job.subjectId as string, status: 'failed', error: reason, now: ctx.clock.now() });
  },
});

export const embedAccountJob = defineJob<Record<string, never>>({
  kind: EMBED_JOB,
  maxAttempts: 5,
  async run(job, ctx) {
    const ok = await embedMissing(ctx, job, { accountId: job.accountId });
    if (!ok) throw new Error('embedder unavailable');
  },
});

/** Queues background (re-)embedding for one account, unless one is already waiting or running. */
export function queueEmbedding(ctx: AppContext, accountId: string): void {
  if (store.hasOpenJob(ctx.db, EMBED_JOB, accountId)) return;
  enqueue(ctx, { accountId, kind: EMBED_JOB, subjectId: accountId });
}

/** After the embedder appears or changes: every account with passages it has not embedded gets a job. */
export function queueMissingVectors(ctx: AppContext): number {
  const embedder = ctx.embedder.current;
  if (!embedder) return 0;
  const accounts = store.accountsWithoutVectors(ctx.db, embedder.id);
  for (const accountId of accounts) queueEmbedding(ctx, accountId);
  return accounts.length;
}
