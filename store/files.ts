// SQL for uploaded files kept in parts (src/files/keep.ts writes them off the request thread, one part at a time).
import type { Db } from './db';

export function insertPart(db: Db, fileId: string, seq: number, data: Buffer, now: number): void {
  db.prepare('INSERT INTO file_parts (file_id, seq, data, created_at) VALUES (?, ?, ?, ?)').run(fileId, seq, data, now);
}

/** The file's bytes, its parts joined in order; undefined when it has none. */
export function readFile(db: Db, fileId: string): Buffer | undefined {
  const parts = db.prepare('SELECT data FROM file_parts WHERE file_id = ? ORDER BY seq').all(fileId) as { data: Buffer }[];
  return parts.length === 0 ? undefined : Buffer.concat(parts.map((p) => p.data));
}

export function deleteFile(db: Db, fileId: string): void {
  db.prepare('DELETE FROM file_parts WHERE file_id = ?').run(fileId);
}

/**
 * Parts written before `before` whose owner (a library source or an RFP response) was never saved: an upload cut off
 * between its parts and its commit. Younger ones may belong to an upload still being written by another process.
 */
export function deleteOrphanParts(db: Db, before: number): number {
  return db
    .prepare(
      `DELETE FROM file_parts WHERE created_at < ? AND created_at > 0
         AND file_id NOT IN (SELECT id FROM library_sources) AND file_id NOT IN (SELECT id FROM rfps)`,
    )
    .run(before).changes;
}
