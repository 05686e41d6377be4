// Work handed off the request thread: each task is a plain function of structured-clone-able arguments and the
// context. With worker threads on, ctx.compute runs them in the pool (each thread has its own database connection and
// engines, src/workers/thread.ts); with BIDSMITH_WORKER_THREADS=0 they run inline. A plain object, like tools/index.ts.
// Heavy modules are imported by their task on first use, so a new thread is ready in a fraction of the time.
import type { Worker } from 'node:worker_threads';
import { adoptLegacyVectors } from '../../store/library';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { type JobClaim, runClaimedJob } from '../jobs/run';
import type { Lang } from '../knowledge/engine';
import { searchAnyLanguage } from '../knowledge/search';
import type { ProposalView } from '../proposals/schema';
import type { ExportAnswers, ExportFormat } from '../rfps/exporting';
import type { CertificateInput } from '../signing/certificate';
import { type Lang as PageLang, STRINGS } from '../signing/strings';

/** What the main thread needs to know about a thread's embedder (its vectors stay in the threads). */
export interface EmbedderInfo {
  id: string;
  dims: number;
  fusionWeight?: number;
  minSimilarity?: number;
  relevantSimilarity?: number;
  languages?: readonly string[];
}

/**
 * Buffers cross between threads as plain Uint8Arrays: this turns them back into Buffers (views, no copy) wherever
 * they sit in plain objects and arrays. The pool applies it to results, a thread to arguments.
 */
export function reviveBuffers<T>(value: T): T {
  if (value instanceof Uint8Array)
    return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = reviveBuffers(value[i]);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = reviveBuffers(record[key]);
  }
  return value;
}

export const tasks = {
  /** Knowledge search for one account (facts, approved answers, passages), as search_library returns it. */
  searchKnowledge: (a: { accountId: string; query: string; limit?: number }, ctx: AppContext) =>
    searchAnyLanguage(ctx, a.accountId, a.query, { limit: a.limit }),
  /** One question answered from an account's knowledge, with citations, or the missing fact. */
  answerQuestion: async (a: { accountId: string; question: string; lang: Lang; limit?: number }, ctx: AppContext) =>
    (await import('../knowledge/answer')).answerQuestion(ctx, a.accountId, {
      question: a.question,
      lang: a.lang,
      limit: a.limit,
    }),
  /** Vectors for texts from the embedder in use. */
  embed: async (a: { texts: string[] }, ctx: AppContext): Promise<Float32Array[]> => {
    const embedder = ctx.embedder.current;
    if (!embedder) throw new AppError('unavailable', `No embedder runs: ${ctx.embedder.status}.`);
    return embedder.embed(a.texts);
  },
  /** Which embedder runs (loading it first, on a thread), or null with the reason. */
  describeEmbedder: async (_a: Record<string, never>, ctx: AppContext) => {
    const e = ctx.embedder.current;
    const embedder: EmbedderInfo | null = e
      ? {
          id: e.id,
          dims: e.dims,
          fusionWeight: e.fusionWeight,
          minSimilarity: e.minSimilarity,
          relevantSimilarity: e.relevantSimilarity,
          languages: e.languages,
        }
      : null;
    return { embedder, status: ctx.embedder.status };
  },
  /** Moves vectors of databases from before migration 006 into the two-pass index; returns how many. */
  adoptLegacyVectors: async (_a: Record<string, never>, ctx: AppContext) => adoptLegacyVectors(ctx.db),
  /** A large request body decoded and parsed as a JSON object (src/http-io.ts). */
  parseJson: async (a: { body: Buffer }, _ctx: AppContext) => (await import('../http-io')).parseJson(a.body),
  /** A library upload checked as a file and saved with its job (src/library/sources.ts). */
  saveSource: async (a: import('../library/sources').NewSource, ctx: AppContext) =>
    (await import('../library/sources')).saveSource(ctx, a),
  /** An RFP upload checked as a file and saved with its reading job (src/rfps/responses.ts). */
  saveRfp: async (a: Parameters<typeof import('../rfps/responses').saveRfp>[1], ctx: AppContext) =>
    (await import('../rfps/responses')).saveRfp(ctx, a),
  /** Deal notes read by the offline engine (up to 50 KB of free text: regex work kept off the request thread). */
  parseNotes: async (a: { notes: string; lang: string; today: string }, _ctx: AppContext) =>
    (await import('../proposals/parse/index')).parseNotes(a.notes, { lang: a.lang, today: a.today }),
  /** What Claude read from notes, held to the notes (src/proposals/claude-check.ts). */
  holdToNotes: async (
    a: { notes: string; draft: { fields: Record<string, unknown>; lineItems: unknown[]; discounts: unknown[] }; lang: string },
    _ctx: AppContext,
  ) => (await import('../proposals/claude-check')).heldToNotes(a.notes, a.draft, { lang: a.lang }),
  /** A proposal as the PDF a customer receives. */
  renderProposalPdf: async (a: { proposal: ProposalView; companyName: string; now: number }, _ctx: AppContext) =>
    (await import('../proposals/pdf')).renderProposalPdf(a.proposal, { companyName: a.companyName, now: a.now }),
  /** A proposal's text its PDF's font cannot show (src/proposals/pdf.ts). */
  unshownText: async (a: { proposal: ProposalView; companyName: string }, _ctx: AppContext) =>
    (await import('../proposals/pdf')).unshownText(a.proposal, a.companyName),
  /** The signed PDF: the frozen document, the certificate page in the signing page's language, the original attached. */
  buildSignedPdf: async (a: { lang: PageLang; input: CertificateInput }, _ctx: AppContext) =>
    (await import('../signing/certificate')).buildSignedPdf(STRINGS[a.lang], a.input),
  /** One claimed background job, run to its end, a cancel, or a checkpoint at shutdown (src/jobs/run.ts). */
  runJob: async (claim: JobClaim, ctx: AppContext) => {
    const { jobs } = await import('./jobs');
    return runClaimedJob({ ctx, def: jobs.find((d) => d.kind === claim.kind), claim, stopping: ctx.jobs.stopping });
  },
  /** Drafts (or redrafts) one requirement and saves it; returns the requirement as tools show it. */
  draftRequirement: async (
    a: { accountId: string; rfpId: string; requirementId: string; taught?: import('../rfps/drafting').TaughtFact },
    ctx: AppContext,
  ) => (await import('../rfps/redraft')).redraftRequirement(ctx, a),
  /** The filled RFP file, response document or CSV matrix of one response. */
  exportRfp: async (a: { accountId: string; rfpId: string; format: ExportFormat; answers?: ExportAnswers }, ctx: AppContext) =>
    (await import('../rfps/exporting')).exportRfp(ctx, a),
} satisfies Record<string, (args: any, ctx: AppContext) => Promise<unknown>>;

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;
export type TaskArgs<K extends TaskName> = Parameters<Tasks[K]>[0];
export type TaskResult<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;

/** Where tasks run: inline on the calling thread, or in the worker-thread pool (src/workers/pool.ts). */
export interface Compute {
  /** Worker threads that run the tasks; 0 when they run inline. */
  readonly threads: number;
  /**
   * `move`: buffers of `args` handed to the thread rather than copied (a 14 MB upload took ~80 ms to copy); the
   * caller must not use them afterwards. Ignored inline.
   */
  run<K extends TaskName>(task: K, args: TaskArgs<K>, o?: { move?: Buffer[]; timeoutMs?: number }): Promise<TaskResult<K>>;
  /** Ends the threads: running tasks get `graceMs` to finish, then the threads are terminated. */
  close(graceMs?: number): Promise<void>;
  /** The pool's live threads (none inline), for diagnostics; a test terminates one to see a job survive it. */
  liveThreads(): Worker[];
}

/** Runs every task on the calling thread, with the given context. */
export function inlineCompute(ctx: () => AppContext): Compute {
  return {
    threads: 0,
    run: (task, args) => (tasks[task] as (a: unknown, c: AppContext) => Promise<any>)(args, ctx()),
    close: async () => {},
    liveThreads: () => [],
  };
}
