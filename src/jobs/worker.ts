// The in-process worker: claims due jobs under a lease, runs them, and picks up jobs whose worker died.

import * as store from '../../store/jobs';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { randomToken } from '../ids';
import { JobCancelled, type JobDef, type RunningJob } from './job';

export interface Worker {
  start(): void;
  stop(): Promise<void>;
  /** Runs due jobs until none is left (tests and benchmarks use it to wait deterministically). */
  drain(): Promise<void>;
}

export function createWorker(ctx: AppContext, defs: JobDef<any>[], opts: { pollMs?: number } = {}): Worker {
  const owner = `w_${process.pid}_${randomToken(6)}`;
  const byKind = new Map(defs.map((d) => [d.kind, d]));
  const kinds = [...byKind.keys()];
  const leaseMs = ctx.config.jobLeaseMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function runOne(): Promise<boolean> {
    const row = store.claimJob(ctx.db, { kinds, owner, now: ctx.clock.now(), leaseMs });
    if (!row) return false;
    const def = byKind.get(row.kind) as JobDef;
    const job: RunningJob = {
      id: row.id,
      accountId: row.account_id,
      subjectId: row.subject_id,
      payload: JSON.parse(row.payload),
      savedProgress: JSON.parse(row.progress),
      attempt: row.attempts,
      progress(progress) {
        const ours = store.heartbeat(ctx.db, { id: row.id, owner, progress, now: ctx.clock.now(), leaseMs });
        if (!ours) throw new JobCancelled();
      },
    };
    // keeps the lease while the job awaits slow work between progress reports
    const keepAlive = setInterval(
      () => {
        store.heartbeat(ctx.db, { id: row.id, owner, now: ctx.clock.now(), leaseMs });
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      await def.run(job, ctx);
      store.finishJob(ctx.db, { id: row.id, owner, status: 'done', now: ctx.clock.now() });
    } catch (err) {
      if (err instanceof JobCancelled) {
        store.finishJob(ctx.db, { id: row.id, owner, status: 'cancelled', now: ctx.clock.now() });
      } else {
        const reason = err instanceof AppError ? err.message : 'internal error while processing';
        ctx.logger.warn('job failed', { job: row.id, kind: row.kind, attempt: row.attempts, error: String(err) });
        const final = err instanceof AppError || row.attempts >= (def.maxAttempts ?? 3);
        if (final) {
          def.onFailed?.(job, ctx, reason);
          store.finishJob(ctx.db, { id: row.id, owner, status: 'failed', error: reason, now: ctx.clock.now() });
        } else {
          store.requeueJob(ctx.db, row.id);
        }
      }
    } finally {
      clearInterval(keepAlive);
    }
    return true;
  }

  async function loop(): Promise<void> {
    while (await runOne()) {
      if (stopped) return;
    }
  }

  function tick(): void {
    if (stopped || running) return;
    running = loop()
      .catch((err) => ctx.logger.error('worker loop failed', { error: String(err) }))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      ctx.jobs.wake = () => setImmediate(tick);
      timer = setInterval(tick, opts.pollMs ?? 500);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    async drain() {
      await running;
      while (await runOne()) {
        /* keep going */
      }
    },
  };
}
