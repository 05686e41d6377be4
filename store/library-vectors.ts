// SQL for library vectors: exact float32 vectors per passage and their 1-bit sign codes, searched in two passes.
import type { Db } from './db';

/** One bit per dimension, set where the component is positive, zero-padded to whole bytes (any number of dims). */
export function signBits(v: Float32Array): Buffer {
  const out = Buffer.alloc(Math.ceil(v.length / 8));
  for (let i = 0; i < v.length; i++) {
    if ((v[i] as number) > 0) out[i >> 3] = (out[i >> 3] as number) | (1 << (i & 7));
  }
  return out;
}

const floatBlob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

/**
 * Stores each passage's vector and sign code, replacing whatever vector it had (from any embedder), and marks which
 * embedder made it. Passages deleted meanwhile, or not in this account, are skipped.
 */
export function saveVectors(
  db: Db,
  a: { accountId: string; embedderId: string; dims: number; rows: { id: number; vector: Float32Array }[] },
): void {
  const mark = db.prepare('UPDATE library_passages SET embedder_id = ? WHERE id = ? AND account_id = ?');
  const put = db.prepare('INSERT OR REPLACE INTO library_vectors (passage_id, embedding) VALUES (?, ?)');
  const dropBits = db.prepare('DELETE FROM library_vector_bits WHERE passage_id = ?');
  const putBits = db.prepare('INSERT INTO library_vector_bits (account_id, embedder_id, passage_id, bits) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const r of a.rows) {
      if (r.vector.length !== a.dims) throw new Error(`vector of ${r.vector.length} dims from a ${a.dims}-dim embedder`);
      if (mark.run(a.embedderId, r.id, a.accountId).changes === 0) continue;
      put.run(r.id, floatBlob(r.vector));
      dropBits.run(r.id);
      putBits.run(a.accountId, a.embedderId, r.id, signBits(r.vector));
    }
  })();
}

/** Removes the vectors of these passages (call inside the transaction that deletes them). */
export function deleteVectors(db: Db, passageIds: number[]): void {
  const drop = db.prepare('DELETE FROM library_vectors WHERE passage_id = ?');
  const dropBits = db.prepare('DELETE FROM library_vector_bits WHERE passage_id = ?');
  for (const id of passageIds) {
    drop.run(id);
    dropBits.run(id);
  }
}

/**
 * Nearest passages by cosine distance among the account's vectors made by `embedderId`. First pass: the `candidates`
 * passages whose sign codes are nearest in Hamming distance (a 64-byte scan per passage at 512 dims, clustered by
 * account and embedder); second pass: exact cosine over those candidates' float vectors, read by primary key.
 * `candidates` ≤ 0 re-ranks every vector (exact search, for measuring what the first pass loses). Bits rows exist only
 * for live passages and the embedder that made their current vector (saveVectors, deleteVectors keep them so).
 */
export function vectorSearch(
  db: Db,
  a: { accountId: string; embedderId: string; vector: Float32Array; dims: number; limit: number; candidates: number },
): { id: number; distance: number }[] {
  const bits = signBits(a.vector);
  return db
    .prepare(
      `WITH candidates AS (
         SELECT passage_id FROM library_vector_bits
         WHERE account_id = @account AND embedder_id = @embedder AND length(bits) = @bitBytes
         ORDER BY vec_distance_hamming(vec_bit(bits), vec_bit(@bits)) LIMIT @candidates)
       SELECT v.passage_id AS id, vec_distance_cosine(v.embedding, @vector) AS distance
       FROM candidates c JOIN library_vectors v ON v.passage_id = c.passage_id AND length(v.embedding) = @floatBytes
       ORDER BY distance, id LIMIT @limit`,
    )
    .all({
      account: a.accountId,
      embedder: a.embedderId,
      bits,
      bitBytes: bits.length,
      vector: floatBlob(a.vector),
      floatBytes: a.dims * 4,
      candidates: a.candidates > 0 ? a.candidates : -1,
      limit: a.limit,
    }) as { id: number; distance: number }[];
}

/**
 * Moves vectors out of the per-size `library_vec_<dims>` vec0 tables that databases made before migration 006 hold
 * (each passage's vector there was made by its `embedder_id`), then drops those tables. Returns how many it moved.
 */
export function adoptLegacyVectors(db: Db): number {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'library_vec_%'").all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((n) => /^library_vec_\d+$/.test(n));
  if (tables.length === 0) return 0;
  db.function('library_sign_bits', { deterministic: true }, (blob: unknown) =>
    signBits(new Float32Array(new Uint8Array(blob as Buffer).buffer)),
  );
  let moved = 0;
  for (const table of tables) {
    db.transaction(() => {
      moved += db
        .prepare(
          `INSERT OR IGNORE INTO library_vectors (passage_id, embedding)
           SELECT v.rowid, v.embedding FROM ${table} v JOIN library_passages p ON p.id = v.rowid
           WHERE p.embedder_id IS NOT NULL`,
        )
        .run().changes;
      db.prepare(
        `INSERT OR IGNORE INTO library_vector_bits (account_id, embedder_id, passage_id, bits)
         SELECT p.account_id, p.embedder_id, p.id, library_sign_bits(v.embedding)
         FROM library_vectors v JOIN library_passages p ON p.id = v.passage_id
         WHERE p.embedder_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM library_vector_bits b WHERE b.passage_id = p.id)`,
      ).run();
      db.exec(`DROP TABLE ${table}`);
    })();
  }
  return moved;
}
