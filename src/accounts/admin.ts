// Operator actions behind the command line and the first run: accounts, users, keys.

import * as store from '../../store/accounts';
import type { Db } from '../../store/db';
import { AppError } from '../errors';
import { type KeyView, mintKey } from './keys';
import { type Plan, SCOPES, type Scope } from './plans';

export interface NewAccount {
  account: { id: string; name: string; plan: Plan; rfp_addon: boolean };
  user: { id: string; email: string; role: 'admin' | 'member' };
  key: KeyView & { secret: string };
}

/** An account with its first administrator and a key for that administrator, in one transaction. */
export function createAccount(
  db: Db,
  a: { name: string; plan: Plan; rfpAddon: boolean; adminEmail?: string; scopes?: Scope[]; now: number },
): NewAccount {
  return db.transaction(() => {
    const account = store.insertAccount(db, { name: a.name, plan: a.plan, rfpAddon: a.rfpAddon, now: a.now });
    const user = store.insertUser(db, {
      accountId: account.id,
      email: a.adminEmail ?? 'admin@localhost',
      role: 'admin',
      now: a.now,
    });
    const { key, secret } = mintKey(db, {
      accountId: account.id,
      userId: user.id,
      name: 'admin key',
      scopes: a.scopes ?? [...SCOPES],
      now: a.now,
    });
    return {
      account: { id: account.id, name: account.name, plan: account.plan, rfp_addon: a.rfpAddon },
      user: { id: user.id, email: user.email, role: user.role },
      key: { ...key, secret },
    };
  })();
}

export function createKey(db: Db, a: { accountId: string; userId?: string; name?: string; scopes: Scope[]; now: number }) {
  if (!store.getAccount(db, a.accountId)) throw new AppError('not_found', `No account ${a.accountId}.`);
  const userId = a.userId ?? store.firstAdmin(db, a.accountId)?.id;
  if (!userId) throw new AppError('forbidden', 'The account has no administrator to create the key.');
  const { key, secret } = mintKey(db, {
    accountId: a.accountId,
    userId,
    name: a.name ?? 'api key',
    scopes: a.scopes,
    now: a.now,
  });
  return { ...key, secret };
}

export function parseScopes(value: string): Scope[] {
  const scopes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of scopes) {
    if (!(SCOPES as readonly string[]).includes(s))
      throw new AppError('invalid_request', `scopes: "${s}" is not one of read, write, send.`, { field: 'scopes' });
  }
  return scopes as Scope[];
}
