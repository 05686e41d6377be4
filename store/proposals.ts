// SQL for proposals: numbering per account, get/list, versioned content updates, status and signing entries.
import { newId } from '../src/ids';
import type { Db } from './db';
import type { Discount, FieldSource, LineItem, ProposalFields, ProposalStatus, Signing } from './proposal-content';

interface ProposalRow {
  id: string;
  account_id: string;
  seq: number;
  number: string;
  status: ProposalStatus;
  version: number;
  fields: string;
  line_items: string;
  discounts: string;
  multi_year: number;
  signing: string;
  field_sources: string;
  notes: string;
  engine: string;
  created_at: number;
  updated_at: number;
}

/** A stored proposal with its JSON columns parsed. */
export interface Proposal {
  id: string;
  accountId: string;
  number: string;
  status: ProposalStatus;
  version: number;
  fields: ProposalFields;
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
  signing: Signing;
  sources: FieldSource[];
  notes: string;
  engine: string;
  createdAt: number;
  updatedAt: number;
}

function fromRow(row: ProposalRow): Proposal {
  return {
    id: row.id,
    accountId: row.account_id,
    number: row.number,
    status: row.status,
    version: row.version,
    fields: JSON.parse(row.fields),
    lineItems: JSON.parse(row.line_items),
    discounts: JSON.parse(row.discounts),
    multiYear: row.multi_year === 1,
    signing: JSON.parse(row.signing),
    sources: JSON.parse(row.field_sources),
    notes: row.notes,
    engine: row.engine,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Readable, sequential per account: P-0001, P-0002, … (wider once past 9999). */
export function formatNumber(seq: number): string {
  return `P-${String(seq).padStart(4, '0')}`;
}

export function insertProposal(
  db: Db,
  p: {
    accountId: string;
    fields: ProposalFields;
    lineItems: LineItem[];
    discounts: Discount[];
    multiYear: boolean;
    signing: Signing;
    sources: FieldSource[];
    notes: string;
    engine: string;
    now: number;
  },
): Proposal {
  return db
    .transaction(() => {
      const last = db.prepare('SELECT MAX(seq) AS seq FROM proposals WHERE account_id = ?').get(p.accountId) as {
        seq: number | null;
      };
      const seq = (last.seq ?? 0) + 1;
      const row: ProposalRow = {
        id: newId('prop'),
        account_id: p.accountId,
        seq,
        number: formatNumber(seq),
        status: 'draft',
        version: 1,
        fields: JSON.stringify(p.fields),
        line_items: JSON.stringify(p.lineItems),
        discounts: JSON.stringify(p.discounts),
        multi_year: p.multiYear ? 1 : 0,
        signing: JSON.stringify(p.signing),
        field_sources: JSON.stringify(p.sources),
        notes: p.notes,
        engine: p.engine,
        created_at: p.now,
        updated_at: p.now,
      };
      db.prepare(
        `INSERT INTO proposals (id, account_id, seq, number, status, version, fields, line_items, discounts, multi_year,
         signing, field_sources, notes, engine, created_at, updated_at)
       VALUES (@id, @account_id, @seq, @number, @status, @version, @fields, @line_items, @discounts, @multi_year,
         @signing, @field_sources, @notes, @engine, @created_at, @updated_at)`,
      ).run(row);
      return fromRow(row);
    })
    .immediate();
}

/** By number within an account; another account's number is simply not found. */
export function getProposal(db: Db, accountId: string, number: string): Proposal | undefined {
  const row = db.prepare('SELECT * FROM proposals WHERE account_id = ? AND number = ?').get(accountId, number) as
    | ProposalRow
    | undefined;
  return row && fromRow(row);
}

/** By internal id (e.g. from a signing link); callers that act for a key must check accountId themselves. */
export function getProposalById(db: Db, id: string): Proposal | undefined {
  const row = db.prepare('SELECT * FROM proposals WHERE id = ?').get(id) as ProposalRow | undefined;
  return row && fromRow(row);
}

/** Newest first. */
/** One page of the account's proposals, newest first, with how many there are in all. */
export function listProposals(
  db: Db,
  accountId: string,
  page: { offset: number; limit: number },
): { total: number; rows: Proposal[] } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM proposals WHERE account_id = ?').get(accountId) as { n: number }).n;
  const rows = db
    .prepare('SELECT * FROM proposals WHERE account_id = ? ORDER BY seq DESC LIMIT ? OFFSET ?')
    .all(accountId, page.limit, page.offset) as ProposalRow[];
  return { total, rows: rows.map(fromRow) };
}

/**
 * Replaces the editable content and advances the version, only if the version is still `expectedVersion`.
 * Returns the updated proposal, or undefined when it changed in between (the caller answers 409).
 */
export function updateProposalContent(
  db: Db,
  u: {
    id: string;
    expectedVersion: number;
    fields: ProposalFields;
    lineItems: LineItem[];
    discounts: Discount[];
    multiYear: boolean;
    now: number;
  },
): Proposal | undefined {
  const changed = db
    .prepare(
      `UPDATE proposals SET fields = ?, line_items = ?, discounts = ?, multi_year = ?, version = version + 1, updated_at = ?
       WHERE id = ? AND version = ?`,
    )
    .run(
      JSON.stringify(u.fields),
      JSON.stringify(u.lineItems),
      JSON.stringify(u.discounts),
      u.multiYear ? 1 : 0,
      u.now,
      u.id,
      u.expectedVersion,
    ).changes;
  return changed > 0 ? getProposalById(db, u.id) : undefined;
}

/** Moves the status (sent, signed, lost); the version is left alone since the content did not change. */
export function setProposalStatus(db: Db, s: { id: string; status: ProposalStatus; now: number }): void {
  db.prepare('UPDATE proposals SET status = ?, updated_at = ? WHERE id = ?').run(s.status, s.now, s.id);
}

/** Replaces the signing entries (cust and luc). */
export function setProposalSigning(db: Db, s: { id: string; signing: Signing; now: number }): void {
  db.prepare('UPDATE proposals SET signing = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(s.signing), s.now, s.id);
}
