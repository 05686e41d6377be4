// API keys: minting (secret shown once, only its hash stored), authenticating a bearer secret, revoking.

import * as store from '../../store/accounts';
import type { Db } from '../../store/db';
import type { Caller } from '../context';
import { AppError } from '../errors';
import { randomToken, sha256Hex } from '../ids';
import type { Scope } from './plans';

/** Every live key begins with this; GET /account shows it as key.prefix. */
export const KEY_PREFIX = 'bsk_live_';
export const MAX_KEYS_PER_ACCOUNT = 20;

export interface KeyView {
  id: string;
  name: string;
  prefix: string;
  last4: string;
  scopes: Scope[];
}

export function keyView(row: store.KeyRow): KeyView {
  return { id: row.id, name: row.name, prefix: KEY_PREFIX, last4: row.last4, scopes: row.scopes.split(',') as Scope[] };
}

/** Creates a key for an admin user. The returned secret exists nowhere else: it is not stored, only hashed. */
export function mintKey(
  db: Db,
  k: { accountId: string; userId: string; name: string; scopes: Scope[]; now: number },
): { key: KeyView; secret: string } {
  const user = store.getUser(db, k.accountId, k.userId);
  if (!user) throw new AppError('not_found', 'No such user in this account.');
  if (user.role !== 'admin') throw new AppError('forbidden', 'Only an administrator can create API keys.');
  if (k.scopes.length === 0)
    throw new AppError('invalid_request', 'scopes: name at least one of read, write, send.', { field: 'scopes' });
  return db
    .transaction(() => {
      if (store.countActiveKeys(db, k.accountId) >= MAX_KEYS_PER_ACCOUNT) {
        throw new AppError('conflict', `An account holds at most ${MAX_KEYS_PER_ACCOUNT} keys; revoke one first.`);
      }
      const secret = KEY_PREFIX + randomToken(40);
      const row = store.insertKey(db, {
        accountId: k.accountId,
        userId: k.userId,
        name: k.name,
        secretHash: sha256Hex(secret),
        last4: secret.slice(-4),
        scopes: [...new Set(k.scopes)],
        now: k.now,
      });
      return { key: keyView(row), secret };
    })
    .immediate();
}

const UNAUTHENTICATED = 'Send a valid API key as "Authorization: Bearer <key>".';

/** Resolves a bearer secret to its caller, or refuses with 401 (no, invalid or revoked key; creator no longer admin). */
export function authenticate(db: Db, secret: string | undefined, now: number): Caller {
  if (!secret) throw new AppError('unauthenticated', `No API key. ${UNAUTHENTICATED}`);
  const key = store.findKeyByHash(db, sha256Hex(secret));
  if (!key) throw new AppError('unauthenticated', `The API key is not valid. ${UNAUTHENTICATED}`);
  if (key.revoked_at !== null) throw new AppError('unauthenticated', 'The API key has been revoked.');
  const user = store.getUser(db, key.account_id, key.user_id);
  if (user?.role !== 'admin') {
    throw new AppError('unauthenticated', 'The API key was created by someone who is no longer an administrator.');
  }
  const account = store.getAccount(db, key.account_id);
  if (!account) throw new AppError('unauthenticated', `The API key is not valid. ${UNAUTHENTICATED}`);
  store.touchKey(db, key.id, now);
  return { account, user, key, scopes: key.scopes.split(',') as Scope[] };
}

/** Reads the secret from an Authorization header value. */
export function bearerSecret(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
