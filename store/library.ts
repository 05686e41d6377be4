// SQL for the library: sources, their uploads and passages, the FTS5 keyword index (vectors: library-vectors.ts).
import { contentHash, type Db } from './db';
import { deleteFile, readFile } from './files';
import { deleteVectors } from './library-vectors';

export { adoptLegacyVectors, saveVectors, vectorSearch } from './library-vectors';

export type SourceStatus = 'indexing' | 'ready' | 'failed';
export type SourceKind = 'document' | 'answers';
export type SourceVoice = 'company' | 'other';

export interface SourceRow {
  id: string;
  account_id: string;
  name: string;
  content_type: string;
  status: SourceStatus;
  error: string | null;
  size_bytes: number;
  pages: number | null;
  passage_count: number;
  created_at: number;
  updated_at: number;
  indexed_at: number | null;
  deleted_at: number | null;
  kind: SourceKind;
  content_sha256: string | null;
  /** company: quotable as the company's answers; other: another party's document (searchable only); null until decided. */
  voice: SourceVoice | null;
  voice_reason: string | null;
}

export interface NewPassage {
  publicId: string;
  heading: string;
  text: string;
  page: number | null;
}

export interface PassageRow {
  id: number;
  public_id: string;
  source_id: string;
  source_name: string;
  /** document, or answers (approved wording: each passage one approved answer, its question in the heading) */
  source_kind: SourceKind;
  /** company, unless the source is another party's document (null reads as company: decided before passages exist) */
  source_voice: SourceVoice | null;
  heading: string;
  text: string;
  page: number | null;
}

/** The source's row (indexing); its file is kept apart, in parts (store/files.ts). */
export function insertSource(
  db: Db,
  s: {
    id: string;
    accountId: string;
    name: string;
    contentType: string;
    data: Buffer;
    now: number;
    kind?: SourceKind;
    voice?: { voice: SourceVoice; reason: string };
  },
): void {
  db.prepare(
    `INSERT INTO library_sources (id, account_id, name, content_type, status, size_bytes, kind, content_sha256, voice, voice_reason, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'indexing', ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    s.id,
    s.accountId,
    s.name,
    s.contentType,
    s.data.length,
    s.kind ?? 'document',
    contentHash(s.data),
    s.voice?.voice ?? null,
    s.voice?.reason ?? null,
    s.now,
    s.now,
  );
}

/** A live source of this account, of this kind, that holds these very bytes and is not failed (undefined if none). */
export function sameContent(db: Db, accountId: string, data: Buffer, kind: SourceKind): SourceRow | undefined {
  return db
    .prepare(
      `SELECT * FROM library_sources WHERE account_id = ? AND content_sha256 = ? AND kind = ?
         AND deleted_at IS NULL AND status != 'failed' ORDER BY created_at LIMIT 1`,
    )
    .get(accountId, contentHash(data), kind) as SourceRow | undefined;
}

/** The source in this account, deleted or not (callers answer 410 for a tombstone). */
export function getSource(db: Db, accountId: string, id: string): SourceRow | undefined {
  return db.prepare('SELECT * FROM library_sources WHERE id = ? AND account_id = ?').get(id, accountId) as SourceRow | undefined;
}

export function listSources(db: Db, accountId: string): SourceRow[] {
  return db
    .prepare('SELECT * FROM library_sources WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC')
    .all(accountId) as SourceRow[];
}

export function countSources(db: Db, accountId: string): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM library_sources WHERE account_id = ? AND deleted_at IS NULL')
    .get(accountId) as { n: number };
  return row.n;
}

/** The uploaded file, kept until indexing ends (a restarted job reads it again). */
export function getUpload(db: Db, sourceId: string): Buffer | undefined {
  return readFile(db, sourceId);
}

export function countPassages(db: Db, sourceId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM library_passages WHERE source_id = ?').get(sourceId) as { n: number }).n;
}

/** The account id as one FTS token: a single-term filter is a cheap doclist merge, a multi-token phrase is not. */
function accountToken(accountId: string): string {
  return `a${accountId.replace(/[^A-Za-z0-9]/g, '')}`;
}

/**
 * Appends passages to a source in one transaction (keyword-searchable as soon as it commits), numbered after those
 * already stored, so a large source can be written in short transactions and a restarted job can go on after the last.
 */
export function insertPassages(db: Db, source: { id: string; accountId: string }, passages: NewPassage[]): void {
  const insert = db.prepare(
    `INSERT INTO library_passages (public_id, source_id, account_id, seq, heading, text, page)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const index = db.prepare('INSERT INTO library_fts (rowid, account, heading, text) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    const first = countPassages(db, source.id);
    passages.forEach((p, i) => {
      const { lastInsertRowid } = insert.run(p.publicId, source.id, source.accountId, first + i, p.heading, p.text, p.page);
      index.run(BigInt(lastInsertRowid), accountToken(source.accountId), p.heading, p.text);
    });
    db.prepare('UPDATE library_sources SET passage_count = ? WHERE id = ?').run(first + passages.length, source.id);
  })();
}

export function finishSource(
  db: Db,
  a: { id: string; status: 'ready' | 'failed'; error?: string; pages?: number | null; now: number },
): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE library_sources SET status = ?, error = ?, pages = COALESCE(?, pages), indexed_at = ?, updated_at = ?
       WHERE id = ? AND deleted_at IS NULL`,
    ).run(a.status, a.error ?? null, a.pages ?? null, a.now, a.now, a.id);
    deleteFile(db, a.id);
  })();
}

/** Indexed sources whose voice was never decided (indexed before voices were recorded), with their text in order. */
export function sourcesWithoutVoice(db: Db): Array<{ id: string; kind: SourceKind; text: string }> {
  const rows = db
    .prepare(
      `SELECT s.id, s.kind, COALESCE(group_concat(p.text, char(10)), '') AS text
       FROM library_sources s LEFT JOIN (SELECT source_id, text FROM library_passages ORDER BY seq) p ON p.source_id = s.id
       WHERE s.voice IS NULL AND s.status = 'ready' AND s.deleted_at IS NULL GROUP BY s.id`,
    )
    .all() as Array<{ id: string; kind: SourceKind; text: string }>;
  return rows;
}

/** Records the voice indexing decided, unless the uploader already gave one. */
export function decideVoice(db: Db, id: string, voice: SourceVoice, reason: string): void {
  db.prepare('UPDATE library_sources SET voice = ?, voice_reason = ? WHERE id = ? AND voice IS NULL').run(voice, reason, id);
}

export function setSourcePages(db: Db, id: string, pages: number | null): void {
  db.prepare('UPDATE library_sources SET pages = ? WHERE id = ?').run(pages, id);
}

/** Tombstones the source and removes its passages from every index in one transaction. */
export function deleteSource(db: Db, id: string, now: number): void {
  db.transaction(() => {
    const ids = db.prepare('SELECT id FROM library_passages WHERE source_id = ?').all(id) as { id: number }[];
    const dropFts = db.prepare('DELETE FROM library_fts WHERE rowid = ?');
    for (const { id: rowid } of ids) dropFts.run(BigInt(rowid));
    deleteVectors(
      db,
      ids.map((r) => r.id),
    );
    db.prepare('DELETE FROM library_passages WHERE source_id = ?').run(id);
    deleteFile(db, id);
    db.prepare(
      `UPDATE library_sources SET deleted_at = ?, updated_at = ?, passage_count = 0,
         status = CASE WHEN status = 'indexing' THEN 'failed' ELSE status END WHERE id = ?`,
    ).run(now, now, id);
  })();
}

/** Passages whose vector is missing or was made by another embedder, oldest first. */
export function passagesWithoutVectors(
  db: Db,
  a: { accountId: string; embedderId: string; sourceId?: string; limit: number },
): { id: number; heading: string; text: string }[] {
  const bySource = a.sourceId ? 'AND source_id = ?' : '';
  const args: unknown[] = [a.accountId, a.embedderId, ...(a.sourceId ? [a.sourceId] : []), a.limit];
  return db
    .prepare(
      `SELECT id, heading, text FROM library_passages
       WHERE account_id = ? AND (embedder_id IS NULL OR embedder_id != ?) ${bySource} ORDER BY id LIMIT ?`,
    )
    .all(...args) as { id: number; heading: string; text: string }[];
}

/** Accounts holding passages that the embedder `embedderId` has not embedded yet. */
export function accountsWithoutVectors(db: Db, embedderId: string): string[] {
  return (
    db
      .prepare('SELECT DISTINCT account_id FROM library_passages WHERE embedder_id IS NULL OR embedder_id != ?')
      .all(embedderId) as { account_id: string }[]
  ).map((r) => r.account_id);
}

/** BM25 over one account's passages; `match` must already be a safe FTS5 expression. Lower score is better. */
export function keywordSearch(
  db: Db,
  a: { accountId: string; match: string; limit: number; headingWeight: number },
): { id: number; score: number }[] {
  const scoped = `account : "${accountToken(a.accountId)}" AND (${a.match})`;
  return db
    .prepare(
      `SELECT rowid AS id, bm25(library_fts, 0.0, ?, 1.0) AS score FROM library_fts
       WHERE library_fts MATCH ? ORDER BY score LIMIT ?`,
    )
    .all(a.headingWeight, scoped, a.limit) as { id: number; score: number }[];
}

/** These passages, if in the account and not deleted. The unary + keeps the planner on the id lookups (with ten ids it
 *  otherwise walked the account's whole index: ~4.5 ms at 81k passages instead of ~0.1 ms). */
export function getPassages(db: Db, accountId: string, ids: number[]): PassageRow[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  return db
    .prepare(
      `SELECT p.id, p.public_id, p.source_id, s.name AS source_name, s.kind AS source_kind, s.voice AS source_voice, p.heading, p.text, p.page
       FROM library_passages p JOIN library_sources s ON s.id = p.source_id
       WHERE +p.account_id = ? AND s.deleted_at IS NULL AND p.id IN (${marks})`,
    )
    .all(accountId, ...ids) as PassageRow[];
}

/** Whether a job of this kind is queued or running for the account (avoids queuing the same work twice). */
export function hasOpenJob(db: Db, kind: string, accountId: string): boolean {
  return (
    db
      .prepare(`SELECT 1 FROM jobs WHERE kind = ? AND account_id = ? AND status IN ('queued', 'running') LIMIT 1`)
      .get(kind, accountId) !== undefined
  );
}

/** A source of approved wording (no upload, nothing to index): ready at once, passages added one by one. */
export function insertAnswersSource(db: Db, s: { id: string; accountId: string; name: string; now: number }): void {
  db.prepare(
    `INSERT INTO library_sources (id, account_id, name, content_type, status, size_bytes, kind, voice, voice_reason, created_at, updated_at, indexed_at)
     VALUES (?, ?, ?, 'application/json', 'ready', 0, 'answers', 'company', 'answers a person approved', ?, ?, ?)`,
  ).run(s.id, s.accountId, s.name, s.now, s.now, s.now);
}

/** Adds one passage to a live source (approved wording), keyword-searchable at once; false when the source is gone. */
export function addPassage(db: Db, source: { id: string; accountId: string }, p: NewPassage): boolean {
  return db.transaction(() => {
    const live = db.prepare('SELECT 1 FROM library_sources WHERE id = ? AND deleted_at IS NULL').get(source.id);
    if (!live) return false;
    const seq = (
      db.prepare('SELECT COALESCE(MAX(seq), -1) + 1 AS n FROM library_passages WHERE source_id = ?').get(source.id) as {
        n: number;
      }
    ).n;
    const { lastInsertRowid } = db
      .prepare(
        'INSERT INTO library_passages (public_id, source_id, account_id, seq, heading, text, page) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(p.publicId, source.id, source.accountId, seq, p.heading, p.text, p.page);
    db.prepare('INSERT INTO library_fts (rowid, account, heading, text) VALUES (?, ?, ?, ?)').run(
      BigInt(lastInsertRowid),
      accountToken(source.accountId),
      p.heading,
      p.text,
    );
    db.prepare('UPDATE library_sources SET passage_count = passage_count + 1, updated_at = ? WHERE id = ?').run(
      Date.now(),
      source.id,
    );
    return true;
  })();
}

/** Removes one passage (by its public id) from every index. */
export function removePassage(db: Db, publicId: string): void {
  db.transaction(() => {
    const row = db.prepare('SELECT id, source_id FROM library_passages WHERE public_id = ?').get(publicId) as
      | { id: number; source_id: string }
      | undefined;
    if (!row) return;
    db.prepare('DELETE FROM library_fts WHERE rowid = ?').run(BigInt(row.id));
    deleteVectors(db, [row.id]);
    db.prepare('DELETE FROM library_passages WHERE id = ?').run(row.id);
    db.prepare('UPDATE library_sources SET passage_count = MAX(0, passage_count - 1) WHERE id = ?').run(row.source_id);
  })();
}
