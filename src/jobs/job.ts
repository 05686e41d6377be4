// The shape of one kind of background work, and what a running job can do.
import type { AppContext } from '../context';

export interface RunningJob<P = unknown> {
  id: string;
  accountId: string;
  subjectId: string | null;
  payload: P;
  /** Progress saved by an earlier run of this job (a restart resumes from it); {} on the first run. */
  savedProgress: Record<string, unknown>;
  attempt: number;
  /**
   * Saves progress and extends the lease; throws JobCancelled when a cancel was asked, JobStopped when the service
   * is shutting down, JobYielded when it has run its slice and another job waits (in both it goes back to the queue
   * and resumes from this progress).
   */
  progress(progress: Record<string, unknown>): void;
}

export interface JobDef<P = unknown> {
  kind: string;
  /** Attempts before the job is marked failed (default 3). */
  maxAttempts?: number;
  run(job: RunningJob<P>, ctx: AppContext): Promise<void>;
  /** Called once when the job fails for good, so the subject can be marked failed with a reason. */
  onFailed?(job: RunningJob<P>, ctx: AppContext, reason: string): void;
}

export class JobCancelled extends Error {
  constructor() {
    super('job cancelled');
    this.name = 'JobCancelled';
  }
}

export function defineJob<P>(def: JobDef<P>): JobDef<P> {
  return def;
}

/** The service is stopping: the job's progress is saved and it is put back in the queue, not failed. */
export class JobStopped extends Error {
  constructor() {
    super('service stopping');
    this.name = 'JobStopped';
  }
}

/** The job ran its slice while others wait: its progress is saved and it goes to the back of the queue. */
export class JobYielded extends Error {
  constructor() {
    super('job yielded its turn');
    this.name = 'JobYielded';
  }
}
