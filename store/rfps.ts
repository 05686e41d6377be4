// SQL for RFP responses: the response and its file, requirements and their answers, citations, stale flags, gaps.
import { contentHash, type Db } from './db';
import { deleteFile, readFile } from './files';

export type RfpStatus = 'reading' | 'ready' | 'failed';
export type RequirementStatus = 'open' | 'drafted' | 'answered' | 'na';
export const REQUIREMENT_STATUSES = ['open', 'drafted', 'answered', 'na'] as const;

export interface RfpRow {
  id: string;
  account_id: string;
  name: string;
  kind: string;
  content_type: string;
  size_bytes: number;
  content_sha256: string | null;
  deal_number: string | null;
  status: RfpStatus;
  error: string | null;
  notes: string;
  answers_source_id: string | null;
  created_at: number;
  updated_at: number;
  read_at: number | null;
  deleted_at: number | null;
}

export interface RequirementRow {
  id: string;
  rfp_id: string;
  account_id: string;
  position: number;
  ref: string;
  section: string;
  text: string;
  slots: string;
  location: string;
  status: RequirementStatus;
  response: string;
  choice: string | null;
  score: number | null;
  needs_input: string | null;
  gap_key: string | null;
  sources: string;
  unverified_claims: string;
  edited: number;
  stale_reason: string | null;
  engine: string | null;
  drafted_at: number | null;
  updated_at: number;
}

export interface NewRequirement {
  id: string;
  ref: string;
  section: string;
  text: string;
  slots: unknown[];
  location: string;
}

export interface Citation {
  kind: 'fact' | 'source' | 'deal';
  targetId: string;
}

/** The response's row (reading); its file is kept apart, in parts (store/files.ts). */
export function insertRfp(
  db: Db,
  r: {
    id: string;
    accountId: string;
    name: string;
    kind: string;
    contentType: string;
    data: Buffer;
    dealNumber: string | null;
    now: number;
  },
): void {
  db.prepare(
    `INSERT INTO rfps (id, account_id, name, kind, content_type, size_bytes, content_sha256, deal_number, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'reading', ?, ?)`,
  ).run(r.id, r.accountId, r.name, r.kind, r.contentType, r.data.length, contentHash(r.data), r.dealNumber, r.now, r.now);
}

/**
 * A live response of this account made from the very same file under the same name for the same deal (an upload
 * sent twice), if any. The same questionnaire sent by two buyers comes under two names and is not matched.
 */
export function sameUpload(
  db: Db,
  r: { accountId: string; data: Buffer; name: string; dealNumber: string | null },
): RfpRow | undefined {
  return db
    .prepare(
      `SELECT * FROM rfps WHERE account_id = ? AND content_sha256 = ? AND lower(trim(name)) = lower(trim(?))
         AND deal_number IS ? AND deleted_at IS NULL AND status != 'failed' ORDER BY created_at LIMIT 1`,
    )
    .get(r.accountId, contentHash(r.data), r.name, r.dealNumber) as RfpRow | undefined;
}

/** The response in this account, deleted or not (callers answer 410 for a tombstone). */
export function getRfp(db: Db, accountId: string, id: string): RfpRow | undefined {
  return db.prepare('SELECT * FROM rfps WHERE id = ? AND account_id = ?').get(id, accountId) as RfpRow | undefined;
}

export function listRfps(db: Db, accountId: string, page: { offset: number; limit: number }): { total: number; rows: RfpRow[] } {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM rfps WHERE account_id = ? AND deleted_at IS NULL').get(accountId) as { n: number }
  ).n;
  const rows = db
    .prepare(
      'SELECT * FROM rfps WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
    )
    .all(accountId, page.limit, page.offset) as RfpRow[];
  return { total, rows };
}

export function getRfpFile(db: Db, rfpId: string): Buffer | undefined {
  return readFile(db, rfpId);
}

/** Stores what reading found, in document order, and marks the response ready; false when it was deleted meanwhile. */
export function finishReading(db: Db, r: { id: string; requirements: NewRequirement[]; notes: string[]; now: number }): boolean {
  return db
    .transaction(() => {
      const live = db.prepare("SELECT 1 FROM rfps WHERE id = ? AND deleted_at IS NULL AND status = 'reading'").get(r.id);
      if (!live) return false;
      const row = db.prepare('SELECT account_id FROM rfps WHERE id = ?').get(r.id) as { account_id: string };
      db.prepare('DELETE FROM requirements WHERE rfp_id = ?').run(r.id);
      const insert = db.prepare(
        `INSERT INTO requirements (id, rfp_id, account_id, position, ref, section, text, slots, location, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      r.requirements.forEach((q, i) => {
        insert.run(q.id, r.id, row.account_id, i, q.ref, q.section, q.text, JSON.stringify(q.slots), q.location, r.now);
      });
      db.prepare("UPDATE rfps SET status = 'ready', notes = ?, read_at = ?, updated_at = ? WHERE id = ?").run(
        JSON.stringify(r.notes),
        r.now,
        r.now,
        r.id,
      );
      return true;
    })
    .immediate();
}

export function failRfp(db: Db, id: string, error: string, now: number): void {
  db.prepare("UPDATE rfps SET status = 'failed', error = ?, updated_at = ? WHERE id = ? AND status = 'reading'").run(
    error,
    now,
    id,
  );
}

/** Tombstones the response and drops its file and requirements (approved wording already in the library stays). */
export function deleteRfp(db: Db, id: string, now: number): void {
  db.transaction(() => {
    db.prepare('UPDATE rfps SET deleted_at = ?, updated_at = ? WHERE id = ?').run(now, now, id);
    deleteFile(db, id);
    db.prepare('DELETE FROM requirements WHERE rfp_id = ?').run(id);
  })();
}

export function setAnswersSource(db: Db, rfpId: string, sourceId: string): void {
  db.prepare('UPDATE rfps SET answers_source_id = ? WHERE id = ?').run(sourceId, rfpId);
}

export interface RequirementCounts {
  total: number;
  open: number;
  drafted: number;
  answered: number;
  na: number;
  needs_input: number;
  stale: number;
}

export function countRequirements(db: Db, rfpId: string): RequirementCounts {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS total,
         COALESCE(SUM(status = 'open'), 0) AS open, COALESCE(SUM(status = 'drafted'), 0) AS drafted,
         COALESCE(SUM(status = 'answered'), 0) AS answered, COALESCE(SUM(status = 'na'), 0) AS na,
         COALESCE(SUM(needs_input IS NOT NULL), 0) AS needs_input, COALESCE(SUM(stale_reason IS NOT NULL), 0) AS stale
       FROM requirements WHERE rfp_id = ?`,
    )
    .get(rfpId) as RequirementCounts;
  return row;
}

export interface RequirementFilter {
  status?: RequirementStatus;
  needsInput?: boolean;
  stale?: boolean;
}

function where(f: RequirementFilter): { sql: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  if (f.status) {
    parts.push('status = ?');
    args.push(f.status);
  }
  if (f.needsInput !== undefined) parts.push(f.needsInput ? 'needs_input IS NOT NULL' : 'needs_input IS NULL');
  if (f.stale !== undefined) parts.push(f.stale ? 'stale_reason IS NOT NULL' : 'stale_reason IS NULL');
  return { sql: parts.map((p) => ` AND ${p}`).join(''), args };
}

export function listRequirements(
  db: Db,
  rfpId: string,
  q: RequirementFilter & { offset: number; limit: number },
): { total: number; rows: RequirementRow[] } {
  const w = where(q);
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM requirements WHERE rfp_id = ?${w.sql}`).get(rfpId, ...w.args) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM requirements WHERE rfp_id = ?${w.sql} ORDER BY position LIMIT ? OFFSET ?`)
    .all(rfpId, ...w.args, q.limit, q.offset) as RequirementRow[];
  return { total, rows };
}

export function allRequirements(db: Db, rfpId: string): RequirementRow[] {
  return db.prepare('SELECT * FROM requirements WHERE rfp_id = ? ORDER BY position').all(rfpId) as RequirementRow[];
}

export function getRequirement(db: Db, rfpId: string, id: string): RequirementRow | undefined {
  return db.prepare('SELECT * FROM requirements WHERE id = ? AND rfp_id = ?').get(id, rfpId) as RequirementRow | undefined;
}

/** A requirement of this account by id alone (background work that holds only ids). */
export function requirementOfAccount(db: Db, accountId: string, id: string): RequirementRow | undefined {
  return db.prepare('SELECT * FROM requirements WHERE id = ? AND account_id = ?').get(id, accountId) as
    | RequirementRow
    | undefined;
}

/**
 * What drafting-all may (re)draft: never touched by a person, and open, or a machine draft that went stale (what it
 * cites changed). Approved, edited and na requirements are a person's.
 */
const DRAFTABLE = "edited = 0 AND (status = 'open' OR (status = 'drafted' AND stale_reason IS NOT NULL))";

/** Requirements drafting-all should draft, in document order from `fromPosition`. */
export function draftableRequirements(db: Db, rfpId: string, fromPosition: number): RequirementRow[] {
  return db
    .prepare(`SELECT * FROM requirements WHERE rfp_id = ? AND ${DRAFTABLE} AND position >= ? ORDER BY position`)
    .all(rfpId, fromPosition) as RequirementRow[];
}

export interface AnswerWrite {
  id: string;
  status: RequirementStatus;
  response: string;
  choice: string | null;
  score: number | null;
  needsInput: string | null;
  gapKey: string | null;
  sources: unknown[];
  unverifiedClaims: string[];
  engine: string | null;
  citations: Citation[];
  now: number;
}

/**
 * Saves a drafted answer (and what it cites) unless a person edited the requirement since `unlessEditedAfter`
 * was read (draft-all must never overwrite a person's work); returns whether it was saved.
 */
export function saveDraft(db: Db, a: AnswerWrite & { accountId: string; onlyIfUntouched: boolean; readAt?: number }): boolean {
  return db.transaction(() => {
    // (with `readAt`, the row's updated_at when the draft began: a change since, a person's answer taught or a stale
    // flag, wins over a draft made from what was known before it)
    const guard = (a.onlyIfUntouched ? ` AND ${DRAFTABLE}` : '') + (a.readAt !== undefined ? ' AND updated_at = ?' : '');
    const changed = db
      .prepare(
        `UPDATE requirements SET status = ?, response = ?, choice = ?, score = ?, needs_input = ?, gap_key = ?, sources = ?,
           unverified_claims = ?, engine = ?, stale_reason = NULL, drafted_at = ?, updated_at = ?${a.onlyIfUntouched ? '' : ', edited = 0'}
         WHERE id = ?${guard}`,
      )
      .run(
        a.status,
        a.response,
        a.choice,
        a.score,
        a.needsInput,
        a.gapKey,
        JSON.stringify(a.sources),
        JSON.stringify(a.unverifiedClaims),
        a.engine,
        a.now,
        a.now,
        a.id,
        ...(a.readAt !== undefined ? [a.readAt] : []),
      ).changes;
    if (changed === 0) return false;
    replaceCitations(db, { requirementId: a.id, accountId: a.accountId, citations: a.citations });
    return true;
  })();
}

function replaceCitations(db: Db, a: { requirementId: string; accountId: string; citations: Citation[] }): void {
  db.prepare('DELETE FROM requirement_citations WHERE requirement_id = ?').run(a.requirementId);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO requirement_citations (requirement_id, account_id, kind, target_id) VALUES (?, ?, ?, ?)',
  );
  for (const c of a.citations) insert.run(a.requirementId, a.accountId, c.kind, c.targetId);
}

/** A person's edit: the fields given change, the requirement counts as edited, a stale flag is cleared by re-approval. */
export function saveReview(
  db: Db,
  r: Pick<
    AnswerWrite,
    'id' | 'status' | 'response' | 'choice' | 'score' | 'needsInput' | 'gapKey' | 'unverifiedClaims' | 'now'
  > & {
    clearStale: boolean;
    /** Sources the edit was cited from (kept with what they cite, for stale flags); the draft's stay when absent. */
    cited?: { accountId: string; sources: unknown[]; citations: Citation[] };
  },
): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE requirements SET status = ?, response = ?, choice = ?, score = ?, needs_input = ?, gap_key = ?, unverified_claims = ?,
         edited = 1, stale_reason = CASE WHEN ? THEN NULL ELSE stale_reason END, updated_at = ?
       WHERE id = ?`,
    ).run(
      r.status,
      r.response,
      r.choice,
      r.score,
      r.needsInput,
      r.gapKey,
      JSON.stringify(r.unverifiedClaims),
      r.clearStale ? 1 : 0,
      r.now,
      r.id,
    );
    if (!r.cited) return;
    db.prepare('UPDATE requirements SET sources = ? WHERE id = ?').run(JSON.stringify(r.cited.sources), r.id);
    replaceCitations(db, { requirementId: r.id, accountId: r.cited.accountId, citations: r.cited.citations });
  })();
}

/** Flags every live answer that cites the target (a replaced or deleted fact, a deleted source); returns how many. */
export function markStale(
  db: Db,
  a: {
    accountId: string;
    kind: Citation['kind'];
    targetId: string;
    reason: string;
    now: number;
    /** Only the citing requirements this accepts (e.g. those citing a deal term that changed); all when absent. */
    only?: (r: RequirementRow) => boolean;
  },
): number {
  const citing = db
    .prepare(
      `SELECT * FROM requirements
       WHERE id IN (SELECT requirement_id FROM requirement_citations WHERE account_id = ? AND kind = ? AND target_id = ?)
         AND status != 'open'`,
    )
    .all(a.accountId, a.kind, a.targetId) as RequirementRow[];
  const mark = db.prepare('UPDATE requirements SET stale_reason = ?, updated_at = ? WHERE id = ?');
  let changed = 0;
  db.transaction(() => {
    for (const r of citing) if (!a.only || a.only(r)) changed += mark.run(a.reason, a.now, r.id).changes;
  })();
  return changed;
}

/** Drafted and approved requirements of live responses (what a newly taught fact may speak to). */
export function answeredRequirements(db: Db, accountId: string): RequirementRow[] {
  return db
    .prepare(
      `SELECT q.* FROM requirements q JOIN rfps r ON r.id = q.rfp_id
       WHERE q.account_id = ? AND q.status IN ('drafted', 'answered') AND r.deleted_at IS NULL
       ORDER BY r.created_at, q.position`,
    )
    .all(accountId) as RequirementRow[];
}

/** Flags these requirements stale with `reason` (in one transaction); returns how many it flagged. */
export function markStaleIds(db: Db, a: { ids: string[]; reason: string; now: number }): number {
  const mark = db.prepare('UPDATE requirements SET stale_reason = ?, updated_at = ? WHERE id = ?');
  let changed = 0;
  db.transaction(() => {
    for (const id of a.ids) changed += mark.run(a.reason, a.now, id).changes;
  })();
  return changed;
}

/**
 * Requirements of live responses that wait on a missing fact (open, or drafted in part and untouched since), with their
 * response's name (for gaps).
 */
export function waitingRequirements(db: Db, accountId: string): Array<RequirementRow & { rfp_name: string }> {
  return db
    .prepare(
      `SELECT q.*, r.name AS rfp_name FROM requirements q JOIN rfps r ON r.id = q.rfp_id
       WHERE q.account_id = ? AND q.gap_key IS NOT NULL AND q.needs_input IS NOT NULL
         AND (q.status = 'open' OR (q.status = 'drafted' AND q.edited = 0))
         AND r.deleted_at IS NULL
       ORDER BY r.created_at, q.position`,
    )
    .all(accountId) as Array<RequirementRow & { rfp_name: string }>;
}

/** Approved requirements flagged stale whose wording is still in the library, with that wording's passage and source. */
export function staleApprovals(
  db: Db,
  accountId: string,
): Array<{ requirement: RequirementRow; passageId: string; sourceId: string; text: string }> {
  const rows = db
    .prepare(
      `SELECT q.*, a.passage_id AS approved_passage, p.source_id AS approved_source, p.text AS approved_text
       FROM requirements q JOIN approved_answers a ON a.requirement_id = q.id
       JOIN library_passages p ON p.public_id = a.passage_id
       WHERE q.account_id = ? AND q.status = 'answered' AND q.stale_reason IS NOT NULL`,
    )
    .all(accountId) as Array<RequirementRow & { approved_passage: string; approved_source: string; approved_text: string }>;
  return rows.map(({ approved_passage, approved_source, approved_text, ...requirement }) => ({
    requirement: requirement as RequirementRow,
    passageId: approved_passage,
    sourceId: approved_source,
    text: approved_text,
  }));
}

export function getApprovedPassage(db: Db, requirementId: string): string | undefined {
  return (
    db.prepare('SELECT passage_id FROM approved_answers WHERE requirement_id = ?').get(requirementId) as
      | { passage_id: string }
      | undefined
  )?.passage_id;
}

export function setApprovedPassage(db: Db, requirementId: string, passageId: string | null): void {
  if (passageId === null) db.prepare('DELETE FROM approved_answers WHERE requirement_id = ?').run(requirementId);
  else
    db.prepare(
      'INSERT INTO approved_answers (requirement_id, passage_id) VALUES (?, ?) ON CONFLICT (requirement_id) DO UPDATE SET passage_id = excluded.passage_id',
    ).run(requirementId, passageId);
}
