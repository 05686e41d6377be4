// Starts and stops the parts of the service around one context: the HTTP or stdio adapter, the job loop, the engines.
import { countJobs } from '../store/jobs';
import { tools } from '../tools/index';
import type { AppContext } from './context';
import { prepareEngines } from './engines';
import { startHttpServer } from './http';
import { createWorker, type Worker } from './jobs/worker';
import { serveMcpStdio } from './mcp';
import { pages } from './pages/index';
import { jobs } from './workers/jobs';

export { createClaude, createContext, systemClock } from './create-context';

export const registry = { tools, pages };

/** How long requests in flight and running job steps get to finish at shutdown before they are cut off. */
const SHUTDOWN_GRACE_MS = 15_000;

export function startWorker(ctx: AppContext): Worker {
  // work a stop or a crash left unfinished goes on from its last checkpoint: say so, since nobody asked for it now
  const open = countJobs(ctx.db);
  if (open.queued + open.running > 0) ctx.logger.info('resuming background jobs left from before', { ...open });
  const worker = createWorker(ctx, jobs);
  worker.start();
  return worker;
}

export async function startServer(ctx: AppContext, listen = { port: ctx.config.port, host: ctx.config.host }) {
  return startHttpServer(ctx, registry, listen);
}

export interface Service {
  /** Where `serve` listens; null over stdio. */
  url: string | null;
  /** Resolves when the stdio client goes away (stdin closed); never over HTTP. */
  ended: Promise<void>;
  /** Stops taking work, lets requests and job steps finish or checkpoint, closes the threads and the database. */
  stop(): Promise<void>;
}

/**
 * Listens first (HTTP or stdio), then starts the job loop and prepares the engines in the background (moving legacy
 * vectors, loading the embedder, queueing missing embeddings), so a restart with a backlog answers at once.
 */
export async function startService(ctx: AppContext, transport: 'http' | 'stdio', graceMs = SHUTDOWN_GRACE_MS): Promise<Service> {
  const http = transport === 'http' ? await startServer(ctx) : null;
  const stdio = transport === 'stdio' ? await serveMcpStdio(ctx, registry.tools) : null;
  // engines first: their tasks reach the pool before the job loop's, so they never wait behind a long job
  const engines = prepareEngines(ctx).catch((err) => ctx.logger.error('preparing engines failed', { error: String(err) }));
  const worker = startWorker(ctx);
  let stopping: Promise<void> | undefined;
  async function stop(): Promise<void> {
    ctx.logger.info('shutting down: finishing requests and checkpointing jobs');
    const jobsStopped = worker.stop();
    await Promise.all([http?.close(graceMs), stdio?.server.close()]);
    // a job step that reports no progress within the grace period is cut off with its thread; it resumes on restart
    const late = await Promise.race([jobsStopped.then(() => false), delay(graceMs).then(() => true)]);
    await ctx.compute.close(late ? 0 : graceMs);
    await Promise.all([jobsStopped, engines]);
    ctx.db.close();
    ctx.logger.info('stopped');
  }
  return {
    url: http?.url ?? null,
    ended: stdio?.ended ?? new Promise<void>(() => {}),
    stop: () => (stopping ??= stop()),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
