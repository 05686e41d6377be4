// Runs one claimed job on whichever thread calls it (main or a worker thread) and says how it ended, as plain data.
import * as store from '../../store/jobs';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { JobCancelled, type JobDef, JobStopped, JobYielded, type RunningJob } from './job';

/** A job the worker has claimed: all a thread needs to run it (plain data, so it crosses to a worker thread). */
export interface JobClaim {
  id: string;
  kind: string;
  accountId: string;
  subjectId: string | null;
  /** JSON, as stored. */
  payload: string;
  /** JSON progress saved by an earlier run. */
  progress: string;
  attempt: number;
  /** The lease owner the heartbeats must carry. */
  owner: string;
  leaseMs: number;
}

export type JobOutcome =
  | { status: 'done' | 'cancelled' | 'stopped' | 'yielded' }
  /** `permanent` when the job itself refused (an AppError: retrying cannot help); `reason` is what the user sees. */
  | { status: 'failed'; reason: string; permanent: boolean; error: string };

/** Share of the step budget one turn of a job may run before it yields its thread, whatever waits. */
const TURN_SHARE_OF_STEP = 0.5;

/** The job as its JobDef sees it; progress() heartbeats on this context's own connection. */
export function runningJob(ctx: AppContext, claim: JobClaim, stopping: () => boolean): RunningJob {
  const started = performance.now();
  return {
    id: claim.id,
    accountId: claim.accountId,
    subjectId: claim.subjectId,
    payload: JSON.parse(claim.payload),
    savedProgress: JSON.parse(claim.progress),
    attempt: claim.attempt,
    progress(progress) {
      const ours = store.heartbeat(ctx.db, {
        id: claim.id,
        owner: claim.owner,
        progress,
        now: ctx.clock.now(),
        leaseMs: claim.leaseMs,
      });
      if (!ours) throw new JobCancelled();
      // checked after saving, so the job resumes from exactly this progress
      if (stopping()) throw new JobStopped();
      // one account's long job (draft-all, a big library) must not hold back everyone's small ones: after its slice
      // it takes its turn again behind the jobs waiting; and, waiting or not, a turn ends well before the step budget
      // (jobStepMs) that stops a turn which never reports, so a long job is never stopped for its length (a 5,000-row
      // questionnaire's draft-all had failed at 120 s, new-user trial 24)
      const ran = performance.now() - started;
      if (
        ran > ctx.config.jobStepMs * TURN_SHARE_OF_STEP ||
        (ran > ctx.config.jobSliceMs && store.anotherJobWaiting(ctx.db, claim.id))
      ) {
        throw new JobYielded();
      }
    },
  };
}

export async function runClaimedJob(a: {
  ctx: AppContext;
  def: JobDef | undefined;
  claim: JobClaim;
  stopping: () => boolean;
}): Promise<JobOutcome> {
  try {
    if (!a.def) throw new Error(`no job kind "${a.claim.kind}" on this thread`);
    await a.def.run(runningJob(a.ctx, a.claim, a.stopping), a.ctx);
    return { status: 'done' };
  } catch (err) {
    if (err instanceof JobCancelled) return { status: 'cancelled' };
    if (err instanceof JobStopped) return { status: 'stopped' };
    if (err instanceof JobYielded) return { status: 'yielded' };
    const permanent = err instanceof AppError;
    return {
      status: 'failed',
      reason: permanent ? err.message : 'internal error while processing',
      permanent,
      error: String(err),
    };
  }
}
