// The worker-thread pool behind ctx.compute (piscina): one task at a time per thread, each thread with its own context.
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { Config } from '../config';
import { AppError, type ErrorCode, type ErrorDetails } from '../errors';
import type { Logger } from '../logger';
import { asBuffer, type Compute, type TaskName } from './tasks';

/** What every thread is started with: the service's settings and the shutdown flag shared with the main thread. */
export interface ThreadData {
  config: Config;
  /** One Int32: 1 once the service is stopping (read by running jobs at each progress report). */
  stop: SharedArrayBuffer;
}

/** A task's answer as it crosses back; errors travel as data, so an AppError keeps its code and details. */
export type ThreadReply =
  | { ok: true; value: unknown }
  | { ok: false; message: string; app: { code: ErrorCode; details: ErrorDetails } | null };

const ENTRY = fileURLToPath(new URL('./entry.mjs', import.meta.url));

/**
 * Threads are started on the first task (so CLI commands that never compute start none). A task runs alone on its
 * thread: a job holds one thread for its whole run, so JOB_CONCURRENCY < threads leaves one free for requests.
 */
export function poolCompute(a: { config: Config; logger: Logger; stop: SharedArrayBuffer }): Compute {
  const { config, logger, stop } = a;
  const threads = config.workerThreads;
  let pool: Piscina | undefined;

  function open(): Piscina {
    if (pool) return pool;
    pool = new Piscina({
      filename: ENTRY,
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      // an idle thread must keep its event loop turning (loading an embedder, flushing logs), not block in Atomics.wait
      atomics: 'disabled',
      // threads yield the CPU to the main thread, which answers every request (Linux; ignored where unsupported)
      niceIncrement: 10,
      workerData: { config, stop } satisfies ThreadData,
    });
    // a thread dying with no task on it is reported here; piscina replaces it, the service goes on
    pool.on('error', (err) => logger.error('worker thread failed', { error: String(err) }));
    return pool;
  }

  return {
    threads,
    async run(task: TaskName, args: unknown) {
      const reply = (await open().run({ task, args })) as ThreadReply;
      if (!reply.ok) throw reply.app ? new AppError(reply.app.code, reply.message, reply.app.details) : new Error(reply.message);
      return (reply.value instanceof Uint8Array ? asBuffer(reply.value) : reply.value) as any;
    },
    liveThreads: () => pool?.threads ?? [],
    async close(graceMs = 10_000) {
      if (!pool) return;
      const closing = pool;
      if (graceMs <= 0) return closing.destroy();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      // tasks still running after the grace period are rejected as their threads are terminated
      if ((await Promise.race([closing.close(), late])) === 'late') await closing.destroy();
      clearTimeout(timer);
    },
  };
}
