// The job loop on the main thread: claims due jobs under a lease, has them run (in the worker-thread pool when it
// is on, else right here), keeps their leases alive, and applies the job rules to how each ended.

import * as store from '../../store/jobs';
import type { AppContext } from '../context';
import { TaskTimeout } from '../errors';
import { randomToken } from '../ids';
import type { JobDef } from './job';
import { type JobClaim, type JobOutcome, runClaimedJob, runningJob } from './run';

export interface Worker {
  start(): void;
  /** Stops claiming; running jobs save their progress at their next report and go back to the queue. */
  stop(): Promise<void>;
  /** Runs due jobs until none is left (tests and benchmarks use it to wait deterministically). */
  drain(): Promise<void>;
}

/** What the user sees when a worker thread died under a job, once its attempts are used up. */
const THREAD_DIED = 'the background worker processing it stopped unexpectedly';

/**
 * With worker threads on, jobs run in the pool as 'runJob' tasks, found by kind in the thread's registry
 * (src/workers/jobs.ts); `defs` then decide which kinds are claimed, the attempts and onFailed. Inline, `defs` run here.
 */
export function createWorker(ctx: AppContext, defs: JobDef<any>[], opts: { pollMs?: number } = {}): Worker {
  const owner = `w_${process.pid}_${randomToken(6)}`;
  const byKind = new Map(defs.map((d) => [d.kind, d]));
  const kinds = [...byKind.keys()];
  const leaseMs = ctx.config.jobLeaseMs;
  const threaded = ctx.compute.threads > 0;
  // a thread always stays free for requests; inline, a second job would only interleave with the first
  const concurrency = threaded ? Math.max(1, Math.min(ctx.config.jobConcurrency, ctx.compute.threads - 1)) : 1;
  const active = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  function execute(claim: JobClaim): Promise<JobOutcome> {
    if (threaded) return ctx.compute.run('runJob', claim, { timeoutMs: ctx.config.jobStepMs });
    return runClaimedJob({ ctx, def: byKind.get(claim.kind), claim, stopping: ctx.jobs.stopping });
  }

  function settle(claim: JobClaim, outcome: JobOutcome): void {
    const now = ctx.clock.now();
    const { id } = claim;
    if (outcome.status === 'stopped') store.releaseJob(ctx.db, { id, owner });
    else if (outcome.status === 'yielded') store.releaseJob(ctx.db, { id, owner, requeueAt: now });
    else if (outcome.status !== 'failed') store.finishJob(ctx.db, { id, owner, status: outcome.status, now });
    else {
      const def = byKind.get(claim.kind);
      ctx.logger.warn('job failed', { job: id, kind: claim.kind, attempt: claim.attempt, error: outcome.error });
      if (!outcome.permanent && claim.attempt < (def?.maxAttempts ?? 3)) store.requeueJob(ctx.db, id);
      else {
        def?.onFailed?.(
          runningJob(ctx, claim, () => false),
          ctx,
          outcome.reason,
        );
        store.finishJob(ctx.db, { id, owner, status: 'failed', error: outcome.reason, now });
      }
    }
  }

  async function runOne(row: store.JobRow): Promise<void> {
    const claim: JobClaim = {
      id: row.id,
      kind: row.kind,
      accountId: row.account_id,
      subjectId: row.subject_id,
      payload: row.payload,
      progress: row.progress,
      attempt: row.attempts,
      owner,
      leaseMs,
    };
    // keeps the lease while the job computes (in a thread, or awaiting slow work) between progress reports
    const keepAlive = setInterval(
      () => store.heartbeat(ctx.db, { id: row.id, owner, now: ctx.clock.now(), leaseMs }),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    let outcome: JobOutcome;
    try {
      outcome = await execute(claim);
    } catch (err) {
      // only a worker thread dying (or being terminated at shutdown, or for running past its turn) rejects
      if (stopping) outcome = { status: 'stopped' };
      else if (err instanceof TaskTimeout)
        // a turn that never yields will not yield next time either: no second attempt (new-user trial 21)
        outcome = {
          status: 'failed',
          reason: `one step of it ran longer than ${Math.round(err.ms / 1000)} s and was stopped (long work is done in steps that each end sooner); a file this slow to read may be too large or too complex (split it, or save it again from its application)`,
          permanent: true,
          error: err.message,
        };
      else outcome = { status: 'failed', reason: THREAD_DIED, permanent: false, error: String(err) };
    } finally {
      clearInterval(keepAlive);
    }
    settle(claim, outcome);
  }

  /** Claims due jobs until `concurrency` run. */
  function fill(): void {
    while (active.size < concurrency) {
      let row: store.JobRow | undefined;
      try {
        row = store.claimJob(ctx.db, { kinds, owner, now: ctx.clock.now(), leaseMs });
      } catch (err) {
        ctx.logger.error('claiming a job failed', { error: String(err) });
      }
      if (!row) return;
      const run: Promise<void> = runOne(row)
        .catch((err) => ctx.logger.error('job bookkeeping failed', { job: row.id, error: String(err) }))
        .finally(() => {
          active.delete(run);
          if (started && !stopping) setImmediate(tick);
        });
      active.add(run);
    }
  }

  function tick(): void {
    if (started && !stopping && !ctx.jobs.stopping()) fill();
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      ctx.jobs.wake = () => setImmediate(tick);
      timer = setInterval(tick, opts.pollMs ?? 500);
      tick();
    },
    async stop() {
      stopping = true;
      started = false;
      if (timer) clearInterval(timer);
      ctx.jobs.wake = () => {};
      ctx.jobs.stop();
      await Promise.allSettled([...active]);
    },
    async drain() {
      // once the service stops, every job would only stop again at its first report
      while (!stopping && !ctx.jobs.stopping()) {
        fill();
        if (active.size === 0) return;
        await Promise.race(active);
      }
    },
  };
}
