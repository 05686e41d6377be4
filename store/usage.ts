// SQL for metered use (sends per month) and the shared per-key rate-limit windows.
import type { Db } from './db';

export function usageCount(db: Db, accountId: string, kind: string, period: string): number {
  const row = db
    .prepare('SELECT count FROM usage_counters WHERE account_id = ? AND kind = ? AND period = ?')
    .get(accountId, kind, period) as { count: number } | undefined;
  return row?.count ?? 0;
}

export function addUsage(db: Db, a: { accountId: string; kind: string; period: string; by?: number }): void {
  db.prepare(
    `INSERT INTO usage_counters (account_id, kind, period, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, kind, period) DO UPDATE SET count = count + excluded.count`,
  ).run(a.accountId, a.kind, a.period, a.by ?? 1);
}

/**
 * Counts one request in the key's current one-minute window; returns the count after it and the window start.
 * One statement, so concurrent processes on the same file never lose a count.
 */
export function hitRateWindow(db: Db, a: { keyId: string; bucket: string; windowStart: number }): number {
  const row = db
    .prepare(
      `INSERT INTO rate_windows (key_id, bucket, window_start, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (key_id, bucket) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .get(a.keyId, a.bucket, a.windowStart) as { count: number };
  return row.count;
}
