// SQL for signing rounds, per-party signing requests and the audit trail of signing events.
import type { Db } from './db';

export type Party = 'cust' | 'luc';
export type RoundStatus = 'open' | 'superseded' | 'signed' | 'declined';
export type RequestStatus = 'open' | 'superseded' | 'signed' | 'declined';

export interface RoundRow {
  id: string;
  account_id: string;
  proposal_id: string;
  proposal_number: string;
  proposal_version: number;
  lang: string;
  status: RoundStatus;
  document: Buffer;
  document_sha256: string;
  signed_pdf: Buffer | null;
  signed_pdf_sha256: string | null;
  sent_by: string;
  created_at: number;
  completed_at: number | null;
}

export interface RequestRow {
  id: string;
  round_id: string;
  party: Party;
  email: string;
  name: string | null;
  title: string | null;
  status: RequestStatus;
  expires_at: number;
  mail_status: string | null;
  code_hash: string | null;
  code_sent_at: number | null;
  code_resends: number;
  code_failures: number;
  code_locked_at: number | null;
  code_verified_at: number | null;
  session_hash: string | null;
  signer_name: string | null;
  decline_reason: string | null;
  completed_at: number | null;
  created_at: number;
}

export interface EventRow {
  id: number;
  round_id: string;
  request_id: string | null;
  party: Party | null;
  kind: string;
  at: number;
  ip: string | null;
  user_agent: string | null;
  detail: string;
}

export function insertRound(db: Db, row: Omit<RoundRow, 'signed_pdf' | 'signed_pdf_sha256' | 'completed_at' | 'status'>): void {
  db.prepare(
    `INSERT INTO signing_rounds (id, account_id, proposal_id, proposal_number, proposal_version, lang, status, document,
       document_sha256, sent_by, created_at)
     VALUES (@id, @account_id, @proposal_id, @proposal_number, @proposal_version, @lang, 'open', @document,
       @document_sha256, @sent_by, @created_at)`,
  ).run(row);
}

export function getRound(db: Db, id: string): RoundRow | undefined {
  return db.prepare('SELECT * FROM signing_rounds WHERE id = ?').get(id) as RoundRow | undefined;
}

/** The newest signed round of a proposal: its signed PDF is the proposal's PDF from then on. */
export function signedRound(db: Db, accountId: string, proposalId: string): RoundRow | undefined {
  return db
    .prepare(
      `SELECT * FROM signing_rounds WHERE account_id = ? AND proposal_id = ? AND status = 'signed'
       ORDER BY created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(accountId, proposalId) as RoundRow | undefined;
}

export function latestRound(db: Db, accountId: string, proposalId: string): RoundRow | undefined {
  return db
    .prepare('SELECT * FROM signing_rounds WHERE account_id = ? AND proposal_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(accountId, proposalId) as RoundRow | undefined;
}

/** Closes every open round and request of a proposal: their links stop working. */
export function supersedeOpenRounds(db: Db, accountId: string, proposalId: string): void {
  const ids = db
    .prepare("SELECT id FROM signing_rounds WHERE account_id = ? AND proposal_id = ? AND status = 'open'")
    .all(accountId, proposalId) as { id: string }[];
  for (const { id } of ids) {
    db.prepare("UPDATE signing_rounds SET status = 'superseded' WHERE id = ?").run(id);
    supersedeOpenRequests(db, id);
  }
}

export function supersedeOpenRequests(db: Db, roundId: string): void {
  db.prepare("UPDATE signing_requests SET status = 'superseded' WHERE round_id = ? AND status = 'open'").run(roundId);
}

/** Takes the next resend slot if nobody took it since `seenResends` was read; false when another click won. */
export function claimResend(db: Db, id: string, a: { now: number; seenResends: number }): boolean {
  return (
    db
      .prepare('UPDATE signing_requests SET code_sent_at = ?, code_resends = code_resends + 1 WHERE id = ? AND code_resends = ?')
      .run(a.now, id, a.seenResends).changes === 1
  );
}

/** Moves an open round to its final state; false when it was no longer open (a concurrent completion won). */
export function closeRound(
  db: Db,
  a: { id: string; status: 'signed' | 'declined'; at: number; signedPdf?: Buffer; signedPdfSha256?: string },
): boolean {
  const res = db
    .prepare(
      `UPDATE signing_rounds SET status = ?, completed_at = ?, signed_pdf = ?, signed_pdf_sha256 = ?
       WHERE id = ? AND status = 'open'`,
    )
    .run(a.status, a.at, a.signedPdf ?? null, a.signedPdfSha256 ?? null, a.id);
  return res.changes === 1;
}

export function insertRequest(
  db: Db,
  row: Pick<RequestRow, 'id' | 'round_id' | 'party' | 'email' | 'name' | 'title' | 'expires_at' | 'code_hash' | 'created_at'>,
): void {
  db.prepare(
    `INSERT INTO signing_requests (id, round_id, party, email, name, title, status, expires_at, code_hash, code_sent_at, created_at)
     VALUES (@id, @round_id, @party, @email, @name, @title, 'open', @expires_at, @code_hash, @created_at, @created_at)`,
  ).run(row);
}

export function getRequest(db: Db, id: string): RequestRow | undefined {
  return db.prepare('SELECT * FROM signing_requests WHERE id = ?').get(id) as RequestRow | undefined;
}

export function requestsOfRound(db: Db, roundId: string): RequestRow[] {
  return db.prepare('SELECT * FROM signing_requests WHERE round_id = ? ORDER BY created_at, rowid').all(roundId) as RequestRow[];
}

type RequestUpdate = Partial<Omit<RequestRow, 'id' | 'round_id' | 'party' | 'created_at'>>;

export function updateRequest(db: Db, id: string, changes: RequestUpdate): void {
  const keys = Object.keys(changes);
  if (keys.length === 0) return;
  const sets = keys.map((k) => `${k} = @${k}`).join(', ');
  db.prepare(`UPDATE signing_requests SET ${sets} WHERE id = @id`).run({ ...changes, id });
}

/** Completes an open request; false when it was no longer open (single use for completion). */
export function completeRequest(
  db: Db,
  a: { id: string; status: 'signed' | 'declined'; at: number; signerName: string | null; declineReason: string | null },
): boolean {
  const res = db
    .prepare(
      `UPDATE signing_requests SET status = ?, completed_at = ?, signer_name = ?, decline_reason = ?
       WHERE id = ? AND status = 'open'`,
    )
    .run(a.status, a.at, a.signerName, a.declineReason, a.id);
  return res.changes === 1;
}

/** Counts one wrong code and locks at `max`; returns the row after the change. */
export function countCodeFailure(db: Db, id: string, a: { max: number; now: number }): RequestRow {
  db.prepare(
    `UPDATE signing_requests SET code_failures = code_failures + 1,
       code_locked_at = CASE WHEN code_failures + 1 >= ? THEN ? ELSE code_locked_at END
     WHERE id = ?`,
  ).run(a.max, a.now, id);
  return getRequest(db, id) as RequestRow;
}

export function insertEvent(db: Db, row: Omit<EventRow, 'id' | 'detail'> & { detail?: Record<string, unknown> }): void {
  db.prepare(
    `INSERT INTO signing_events (round_id, request_id, party, kind, at, ip, user_agent, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(row.round_id, row.request_id, row.party, row.kind, row.at, row.ip, row.user_agent, JSON.stringify(row.detail ?? {}));
}

export function eventsOfRound(db: Db, roundId: string): EventRow[] {
  return db.prepare('SELECT * FROM signing_events WHERE round_id = ? ORDER BY id').all(roundId) as EventRow[];
}
