// The worker-thread pool behind ctx.compute (piscina): one task at a time per thread, each thread with its own context.
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { Config } from '../config';
import { AppError, type ErrorCode, type ErrorDetails, TaskTimeout } from '../errors';
import type { Logger } from '../logger';
import { type Compute, reviveBuffers, type TaskName } from './tasks';

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
/** A pool that lost threads for good is replaced at most this often (a thread that cannot start would loop). */
const RENEW_MIN_MS = 5_000;

/**
 * Threads are started on the first task (so CLI commands that never compute start none). A task runs alone on its
 * thread: a job holds one thread for its whole run, so JOB_CONCURRENCY < threads leaves one free for requests.
 */
export function poolCompute(a: { config: Config; logger: Logger; stop: SharedArrayBuffer }): Compute {
  const { config, logger, stop } = a;
  const threads = config.workerThreads;
  let pool: Piscina | undefined;
  let closed = false;
  let renewedAt = 0;

  /**
   * Piscina replaces a thread that dies, except one that dies while starting: then it stops replacing any (against
   * crash loops), and tasks waiting for a thread would wait for good. A short pool is replaced by a new one (at most
   * every few seconds); the old one finishes what it runs and rejects what waits, which callers see as a failure.
   */
  function renew(short: Piscina): void {
    if (closed || pool !== short || short.threads.length >= threads) return;
    const wait = renewedAt + RENEW_MIN_MS - Date.now();
    if (wait > 0) return void setTimeout(() => renew(short), wait).unref();
    renewedAt = Date.now();
    logger.error('worker threads were not replaced; starting a new pool', { threads: short.threads.length });
    pool = undefined;
    open();
    short.close().catch((err) => logger.error('closing the old pool failed', { error: String(err) }));
  }

  function open(): Piscina {
    if (pool) return pool;
    const created = new Piscina({
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
    // a thread dying with no task on it is reported here; the service goes on
    created.on('error', (err) => logger.error('worker thread failed', { error: String(err) }));
    // checked once piscina has had its chance to start a replacement
    created.on('workerDestroy', () => setImmediate(() => renew(created)));
    pool = created;
    return created;
  }

  return {
    threads,
    async run(task: TaskName, args: unknown, o?: { move?: Buffer[]; timeoutMs?: number }) {
      const transferList = (o?.move ?? []).filter(ownsMemory).map((b) => b.buffer as ArrayBuffer);
      // a task past its time is aborted: piscina terminates its thread (and starts another), the caller sees TaskTimeout
      const signal = o?.timeoutMs ? AbortSignal.timeout(o.timeoutMs) : undefined;
      // piscina's type infers postMessage's last overload (the options object); the array is what it passes on
      const options = { transferList, signal } as unknown as Parameters<Piscina['run']>[1];
      let reply: ThreadReply;
      try {
        reply = (await open().run({ task, args }, options)) as ThreadReply;
      } catch (err) {
        if (signal?.aborted) throw new TaskTimeout(task, o?.timeoutMs ?? 0);
        throw err;
      }
      if (!reply.ok) throw reply.app ? new AppError(reply.app.code, reply.message, reply.app.details) : new Error(reply.message);
      return reviveBuffers(reply.value) as any;
    },
    liveThreads: () => pool?.threads ?? [],
    async close(graceMs = 10_000) {
      closed = true;
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

/**
 * Only a buffer that is its whole ArrayBuffer may move: a small Buffer is a slice of Node's shared pool, and moving
 * that would take every other small Buffer with it.
 */
function ownsMemory(b: Buffer): boolean {
  return b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.byteLength > 0;
}
