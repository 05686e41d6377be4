// Work a request hands off its own thread: each task is a plain function of JSON-like arguments and the context.
// With worker threads on, ctx.compute runs them in the pool (each thread has its own database connection and
// engines); with BIDSMITH_WORKER_THREADS=0 they run inline. A plain object, like tools/index.ts.
import type { AppContext } from '../context';
import { answerQuestion } from '../knowledge/answer';
import type { Lang } from '../knowledge/engine';
import { searchKnowledge } from '../knowledge/search';
import { type ExportFormat, exportRfp } from '../rfps/exporting';
import { redraftRequirement } from '../rfps/redraft';

export const tasks = {
  /** Knowledge search for one account (facts, approved answers, passages), as search_library returns it. */
  searchKnowledge: (a: { accountId: string; query: string; limit?: number }, ctx: AppContext) =>
    searchKnowledge(ctx, a.accountId, a.query, { limit: a.limit }),
  /** One question answered from an account's knowledge, with citations, or the missing fact. */
  answerQuestion: (a: { accountId: string; question: string; lang: Lang; limit?: number }, ctx: AppContext) =>
    answerQuestion(ctx, a.accountId, { question: a.question, lang: a.lang, limit: a.limit }),
  /** Drafts (or redrafts) one requirement and saves it; returns the requirement as tools show it. */
  draftRequirement: (a: { accountId: string; rfpId: string; requirementId: string }, ctx: AppContext) =>
    redraftRequirement(ctx, a),
  /** The filled RFP file, response document or CSV matrix of one response. */
  exportRfp: (a: { accountId: string; rfpId: string; format: ExportFormat }, ctx: AppContext) => exportRfp(ctx, a),
} satisfies Record<string, (args: any, ctx: AppContext) => Promise<unknown>>;

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** Runs tasks; inline on the calling thread here, in the worker-thread pool when threads are on. */
export interface Compute {
  run<K extends TaskName>(task: K, args: Parameters<Tasks[K]>[0]): Promise<Awaited<ReturnType<Tasks[K]>>>;
}

/** Runs every task on the calling thread, with the given context. */
export function inlineCompute(ctx: () => AppContext): Compute {
  return {
    run: (task, args) => (tasks[task] as (a: unknown, c: AppContext) => Promise<any>)(args, ctx()),
  };
}
