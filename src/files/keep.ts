// Keeping an uploaded file in the database without holding its write lock: the file goes in 1 MB parts, each in its own
// short transaction with a pause between (so the request thread's own writes, a rate-limit window or a health check,
// get in), then the owner's row and its job are committed together. Runs on a worker thread (tasks saveSource, saveRfp).
import * as store from '../../store/files';
import type { AppContext } from '../context';

export const PART_BYTES = 1024 * 1024;
/** Longer than SQLite's busy-wait steps in their first ~50 ms, so a waiting writer gets the lock between parts. */
const PAUSE_MS = 15;
/** Parts older than this with no owner are an upload cut off before its commit (a crash); any save clears them. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/**
 * Writes `bytes` as the file of `fileId`, then runs `commit` (the owner's row and job) in one transaction. When the
 * commit throws (a conflict found at the last moment), the parts are removed and the error goes on: nothing is left.
 */
export async function keepFile<T>(ctx: AppContext, fileId: string, bytes: Buffer, commit: () => T): Promise<T> {
  const now = ctx.clock.now();
  store.deleteOrphanParts(ctx.db, now - ORPHAN_AFTER_MS);
  try {
    for (let seq = 0, at = 0; at < bytes.length || seq === 0; seq++, at += PART_BYTES) {
      if (seq > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
      store.insertPart(ctx.db, fileId, seq, bytes.subarray(at, at + PART_BYTES), now);
    }
    return ctx.db.transaction(commit)();
  } catch (err) {
    store.deleteFile(ctx.db, fileId);
    throw err;
  }
}
