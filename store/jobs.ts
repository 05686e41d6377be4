// SQL for the durable job table: enqueue, claim with a lease, progress, finish, cancel.
import { newId } from '../src/ids';
import type { Db } from './db';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export interface JobRow {
  id: string;
  account_id: string;
  kind: string;
  subject_id: string | null;
  payload: string;
  status: JobStatus;
  progress: string;
  attempts: number;
  error: string | null;
  cancel_requested: number;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}

export function enqueueJob(
  db: Db,
  j: { accountId: string; kind: string; subjectId?: string; payload?: unknown; now: number },
): JobRow {
  const row: JobRow = {
    id: newId('job'),
    account_id: j.accountId,
    kind: j.kind,
    subject_id: j.subjectId ?? null,
    payload: JSON.stringify(j.payload ?? {}),
    status: 'queued',
    progress: '{}',
    attempts: 0,
    error: null,
    cancel_requested: 0,
    lease_owner: null,
    lease_until: null,
    created_at: j.now,
    updated_at: j.now,
  };
  db.prepare(
    `INSERT INTO jobs (id, account_id, kind, subject_id, payload, status, progress, attempts, cancel_requested, created_at, updated_at)
     VALUES (@id, @account_id, @kind, @subject_id, @payload, @status, @progress, 0, 0, @created_at, @updated_at)`,
  ).run(row);
  return row;
}

export function getJob(db: Db, id: string): JobRow | undefined {
  return db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as JobRow | undefined;
}

/** The newest job of a kind for a subject (e.g. the indexing job of a source). */
export function latestJobFor(db: Db, subjectId: string, kind: string): JobRow | undefined {
  return db
    .prepare('SELECT * FROM jobs WHERE subject_id = ? AND kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(subjectId, kind) as JobRow | undefined;
}

/** Takes the oldest due job: queued, or running under a lease that has run out (its worker died). */
export function claimJob(db: Db, a: { kinds: string[]; owner: string; now: number; leaseMs: number }): JobRow | undefined {
  if (a.kinds.length === 0) return undefined;
  const marks = a.kinds.map(() => '?').join(',');
  return db
    .transaction(() => {
      // accounts take turns: a job ranks by how many of its own account's jobs wait or run before it, so one account's
      // hundred uploads do not queue every other account's work behind them (new-user trial 21); then oldest first
      // (one pass over the waiting and running jobs, numbered within each account: thousands queued stay cheap)
      const row = db
        .prepare(
          `WITH active AS (
             SELECT id, kind, status, lease_until, created_at, rowid AS rid,
                    ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY created_at, rowid) AS turn
             FROM jobs WHERE status IN ('queued', 'running'))
           SELECT * FROM jobs WHERE id = (
             SELECT id FROM active WHERE kind IN (${marks})
               AND (status = 'queued' OR (status = 'running' AND lease_until < ?))
             ORDER BY turn, created_at, rid LIMIT 1)`,
        )
        .get(...a.kinds, a.now) as JobRow | undefined;
      if (!row) return undefined;
      db.prepare(
        `UPDATE jobs SET status = 'running', lease_owner = ?, lease_until = ?, attempts = attempts + 1, updated_at = ? WHERE id = ?`,
      ).run(a.owner, a.now + a.leaseMs, a.now, row.id);
      return { ...row, status: 'running' as const, lease_owner: a.owner, attempts: row.attempts + 1 };
    })
    .immediate();
}

/** Saves progress and extends the lease; returns false when the job is no longer ours or a cancel was asked. */
export function heartbeat(db: Db, a: { id: string; owner: string; progress?: unknown; now: number; leaseMs: number }): boolean {
  const row = db
    .prepare(
      `UPDATE jobs SET lease_until = ?, updated_at = ?, progress = COALESCE(?, progress)
       WHERE id = ? AND lease_owner = ? AND status = 'running' RETURNING cancel_requested`,
    )
    .get(a.now + a.leaseMs, a.now, a.progress === undefined ? null : JSON.stringify(a.progress), a.id, a.owner) as
    | { cancel_requested: number }
    | undefined;
  return row !== undefined && row.cancel_requested === 0;
}

export function finishJob(
  db: Db,
  a: { id: string; owner: string; status: 'done' | 'failed' | 'cancelled'; error?: string; now: number },
): void {
  db.prepare(
    `UPDATE jobs SET status = ?, error = ?, lease_owner = NULL, lease_until = NULL, updated_at = ?
     WHERE id = ? AND lease_owner = ?`,
  ).run(a.status, a.error ?? null, a.now, a.id, a.owner);
}

/** Asks a job to stop: a queued one is cancelled at once, a running one at its next progress report. */
export function requestCancel(db: Db, id: string, now: number): void {
  db.prepare(
    `UPDATE jobs SET cancel_requested = 1, updated_at = ?,
       status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END
     WHERE id = ? AND status IN ('queued', 'running')`,
  ).run(now, id);
}

export function hasDueJobs(db: Db, kinds: string[], now: number): boolean {
  if (kinds.length === 0) return false;
  const marks = kinds.map(() => '?').join(',');
  return (
    db
      .prepare(
        `SELECT 1 FROM jobs WHERE kind IN (${marks}) AND (status = 'queued' OR (status = 'running' AND lease_until < ?)) LIMIT 1`,
      )
      .get(...kinds, now) !== undefined
  );
}

/** Puts a job that failed (and may retry) back in the queue, its saved progress kept. */
export function requeueJob(db: Db, id: string): void {
  db.prepare(`UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_until = NULL WHERE id = ?`).run(id);
}

/** Gives back a job that stopped at a checkpoint because the service is shutting down: queued again, the attempt
 *  not counted (it did not fail), its saved progress kept. */
/**
 * Puts a running job back in the queue without counting the attempt; with `requeueAt` (a job that yielded its turn)
 * it queues as if enqueued then, behind the jobs already waiting.
 */
export function releaseJob(db: Db, a: { id: string; owner: string; requeueAt?: number }): void {
  db.prepare(
    `UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_until = NULL, attempts = MAX(0, attempts - 1),
       created_at = CASE WHEN @at IS NULL THEN created_at
         ELSE MAX(@at, COALESCE((SELECT MAX(created_at) + 1 FROM jobs WHERE status = 'queued'), @at)) END
     WHERE id = @id AND lease_owner = @owner AND status = 'running'`,
  ).run({ at: a.requeueAt ?? null, id: a.id, owner: a.owner });
}

/** Whether any job other than this one waits in the queue. */
export function anotherJobWaiting(db: Db, id: string): boolean {
  return db.prepare(`SELECT 1 FROM jobs WHERE status = 'queued' AND id != ? LIMIT 1`).get(id) !== undefined;
}

/** Background jobs waiting and running, across every account (the health check's figures; no account is named). */
export function countJobs(db: Db): { queued: number; running: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(status = 'queued'), 0) AS queued, COALESCE(SUM(status = 'running'), 0) AS running
       FROM jobs WHERE status IN ('queued', 'running')`,
    )
    .get() as { queued: number; running: number };
}
