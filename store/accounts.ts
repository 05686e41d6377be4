// SQL for accounts, users and API keys.
import { newId } from '../src/ids';
import { type Db, storageFailure } from './db';

/** The plans the accounts table accepts (its CHECK constraint) and the scopes a key row may hold. */
export const PLANS = ['Free', 'Starter', 'Business'] as const;
export type Plan = (typeof PLANS)[number];
export const SCOPES = ['read', 'write', 'send'] as const;
export type Scope = (typeof SCOPES)[number];

export interface AccountRow {
  id: string;
  name: string;
  plan: Plan;
  rfp_addon: number;
  settings: string;
  created_at: number;
}
export interface UserRow {
  id: string;
  account_id: string;
  email: string;
  role: 'admin' | 'member';
  created_at: number;
}
export interface KeyRow {
  id: string;
  account_id: string;
  user_id: string;
  name: string;
  secret_hash: string;
  last4: string;
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export function insertAccount(db: Db, a: { name: string; plan: Plan; rfpAddon: boolean; now: number }): AccountRow {
  const row: AccountRow = {
    id: newId('acc'),
    name: a.name,
    plan: a.plan,
    rfp_addon: a.rfpAddon ? 1 : 0,
    settings: '{}',
    created_at: a.now,
  };
  db.prepare(
    'INSERT INTO accounts (id, name, plan, rfp_addon, settings, created_at) VALUES (@id, @name, @plan, @rfp_addon, @settings, @created_at)',
  ).run(row);
  return row;
}

export function getAccount(db: Db, id: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;
}

/** The first account made on this database (the local company of a single-user install). */
export function oldestAccount(db: Db): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts ORDER BY created_at, rowid LIMIT 1').get() as AccountRow | undefined;
}

export function countAccounts(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;
}

/** Replaces the account's name and its settings (a JSON object as text). */
export function updateAccount(db: Db, a: { id: string; name: string; settings: string }): void {
  db.prepare('UPDATE accounts SET name = ?, settings = ? WHERE id = ?').run(a.name, a.settings, a.id);
}

export function updateAccountPlan(db: Db, id: string, plan: Plan, rfpAddon: boolean): void {
  db.prepare('UPDATE accounts SET plan = ?, rfp_addon = ? WHERE id = ?').run(plan, rfpAddon ? 1 : 0, id);
}

export function insertUser(db: Db, u: { accountId: string; email: string; role: 'admin' | 'member'; now: number }): UserRow {
  const row: UserRow = { id: newId('usr'), account_id: u.accountId, email: u.email, role: u.role, created_at: u.now };
  db.prepare(
    'INSERT INTO users (id, account_id, email, role, created_at) VALUES (@id, @account_id, @email, @role, @created_at)',
  ).run(row);
  return row;
}

export function getUser(db: Db, accountId: string, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ? AND account_id = ?').get(id, accountId) as UserRow | undefined;
}

export function firstAdmin(db: Db, accountId: string): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE account_id = ? AND role = 'admin' ORDER BY created_at LIMIT 1").get(accountId) as
    | UserRow
    | undefined;
}

export function setUserRole(db: Db, accountId: string, id: string, role: 'admin' | 'member'): boolean {
  return db.prepare('UPDATE users SET role = ? WHERE id = ? AND account_id = ?').run(role, id, accountId).changes > 0;
}

export function insertKey(
  db: Db,
  k: { accountId: string; userId: string; name: string; secretHash: string; last4: string; scopes: Scope[]; now: number },
): KeyRow {
  const row: KeyRow = {
    id: newId('key'),
    account_id: k.accountId,
    user_id: k.userId,
    name: k.name,
    secret_hash: k.secretHash,
    last4: k.last4,
    scopes: k.scopes.join(','),
    created_at: k.now,
    last_used_at: null,
    revoked_at: null,
  };
  db.prepare(
    `INSERT INTO api_keys (id, account_id, user_id, name, secret_hash, last4, scopes, created_at)
     VALUES (@id, @account_id, @user_id, @name, @secret_hash, @last4, @scopes, @created_at)`,
  ).run(row);
  return row;
}

export function countActiveKeys(db: Db, accountId: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL').get(accountId) as {
      n: number;
    }
  ).n;
}

export function findKeyByHash(db: Db, secretHash: string): KeyRow | undefined {
  return db.prepare('SELECT * FROM api_keys WHERE secret_hash = ?').get(secretHash) as KeyRow | undefined;
}

export function getKey(db: Db, id: string): KeyRow | undefined {
  return db.prepare('SELECT * FROM api_keys WHERE id = ?').get(id) as KeyRow | undefined;
}

export function listKeys(db: Db, accountId: string): KeyRow[] {
  return db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at DESC').all(accountId) as KeyRow[];
}

export function revokeKey(db: Db, id: string, now: number): boolean {
  return db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, id).changes > 0;
}

/** Notes when a key was last used; a disk that refuses the write (full, read-only) must not turn a read into a failure. */
export function touchKey(db: Db, id: string, now: number): void {
  try {
    db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, id);
  } catch (err) {
    if (!storageFailure(err)) throw err;
  }
}
