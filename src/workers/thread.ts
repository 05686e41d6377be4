// One worker thread of the pool: builds this thread's own context on the first task (its own database connection,
// embedder, Claude client, stderr logger; tasks run inline here) and runs the tasks the main thread sends.
import { workerData } from 'node:worker_threads';
import { createContext } from '../app';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { loadEmbedder } from '../library/embedders';
import type { ThreadData, ThreadReply } from './pool';
import { reviveBuffers, type TaskName, tasks } from './tasks';

/** How often a configured embedder that could not start is tried again on this thread. */
const EMBEDDER_RETRY_MS = 60_000;

interface ThreadState {
  ctx: AppContext;
  loading: Promise<void> | undefined;
  triedAt: number;
}

// this thread's own state, built lazily by the first task (the one place module state is allowed: a thread entry)
let state: ThreadState | undefined;

function threadState(): ThreadState {
  if (state) return state;
  const data = workerData as ThreadData;
  state = { ctx: createContext(data.config, { inline: true, stop: data.stop }), loading: undefined, triedAt: 0 };
  return state;
}

/**
 * Loads the configured embedder on the first task, and again after a while when it could not start. Only the first
 * load and describeEmbedder (the main thread's retry) wait for it: a retry against an endpoint that does not answer
 * must not hold a search for a minute.
 */
function embedderReady(s: ThreadState, task: TaskName): Promise<void> | undefined {
  const first = s.triedAt === 0;
  if (!s.ctx.embedder.current && !s.loading && (first || Date.now() - s.triedAt >= EMBEDDER_RETRY_MS)) {
    s.triedAt = Date.now();
    s.loading = loadEmbedder(s.ctx.config)
      .then(({ embedder, status }) => {
        s.ctx.embedder.current = embedder;
        s.ctx.embedder.status = status;
      })
      .finally(() => {
        s.loading = undefined;
      });
  }
  return first || task === 'describeEmbedder' ? s.loading : undefined;
}

export async function dispatch(message: { task: TaskName; args: unknown }): Promise<ThreadReply> {
  try {
    const s = threadState();
    await embedderReady(s, message.task);
    const run = tasks[message.task] as (args: unknown, ctx: AppContext) => Promise<unknown>;
    return { ok: true, value: await run(reviveBuffers(message.args), s.ctx) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message, app: { code: err.code, details: err.details } };
    state?.ctx.logger.error('task failed on a worker thread', {
      task: message.task,
      error: String((err as Error)?.stack ?? err),
    });
    return { ok: false, message: String(err), app: null };
  }
}
