// Operator commands on the local database: init, and accounts, users and keys.
import * as store from '../../store/accounts';
import { createAccount, createKey, parseScopes } from '../accounts/admin';
import { keyView } from '../accounts/keys';
import { parsePlan } from '../accounts/plans';
import { AppError } from '../errors';
import { defineCommand, text } from './command';
import { DEFAULT_ACCOUNT_NAME, firstRun } from './service';

export const init = defineCommand({
  name: 'init',
  summary: 'create the local account and print its admin key, once',
  options: { name: { type: 'string', value: 'NAME', help: `the company's name (default "${DEFAULT_ACCOUNT_NAME}")` } },
  run({ values, io, context }) {
    const ctx = context();
    const created = firstRun(ctx, text(values, 'name') ?? DEFAULT_ACCOUNT_NAME);
    if (!created)
      throw new AppError(
        'conflict',
        `Already initialised: ${ctx.config.dataDir} holds an account. Use "bidsmith account set name=…" to rename it.`,
      );
    io.print(
      `Created account "${created.account.name}" (${created.account.id}) in ${ctx.config.dataDir}.\nAdmin API key (shown only this once):\n  ${created.key.secret}`,
      { ...created, data_dir: ctx.config.dataDir },
    );
    return 0;
  },
});

export const accountsCreate = defineCommand({
  name: 'accounts create',
  summary: 'a new account with an administrator and an admin key',
  options: {
    name: { type: 'string', value: 'NAME', help: 'the company name', required: true },
    plan: { type: 'string', value: 'free|starter|business', help: 'the plan', required: true },
    rfp: { type: 'boolean', help: 'with the RFP responder add-on' },
    email: { type: 'string', value: 'EMAIL', help: "the administrator's email (default admin@localhost)" },
  },
  run({ values, io, context }) {
    const plan = parsePlan(text(values, 'plan') as string);
    if (!plan) throw new AppError('invalid_request', '--plan must be free, starter or business.', { field: 'plan' });
    const ctx = context();
    const created = createAccount(ctx.db, {
      name: text(values, 'name') as string,
      plan,
      rfpAddon: values.rfp === true,
      adminEmail: text(values, 'email'),
      now: ctx.clock.now(),
    });
    io.print(
      `Created account ${created.account.id} (${plan}). Admin key (shown only this once):\n  ${created.key.secret}`,
      created,
    );
    return 0;
  },
});

export const usersCreate = defineCommand({
  name: 'users create',
  summary: 'add a user to an account',
  options: {
    account: { type: 'string', value: 'ID', help: 'the account', required: true },
    email: { type: 'string', value: 'EMAIL', help: "the user's email", required: true },
    admin: { type: 'boolean', help: 'as an administrator (may mint keys)' },
  },
  run({ values, io, context }) {
    const { db, clock } = context();
    const accountId = text(values, 'account') as string;
    if (!store.getAccount(db, accountId)) throw new AppError('not_found', `No account ${accountId}.`, { field: 'account' });
    const user = store.insertUser(db, {
      accountId,
      email: text(values, 'email') as string,
      role: values.admin ? 'admin' : 'member',
      now: clock.now(),
    });
    io.print(`Created user ${user.id} (${user.role}).`, { user: { id: user.id, email: user.email, role: user.role } });
    return 0;
  },
});

export const usersSetRole = defineCommand({
  name: 'users set-role',
  summary: "change a user's role (keys of a demoted administrator stop working)",
  options: {
    account: { type: 'string', value: 'ID', help: 'the account', required: true },
    user: { type: 'string', value: 'ID', help: 'the user', required: true },
    role: { type: 'string', value: 'admin|member', help: 'the new role', required: true },
  },
  run({ values, io, context }) {
    const role = text(values, 'role');
    if (role !== 'admin' && role !== 'member')
      throw new AppError('invalid_request', '--role must be admin or member.', { field: 'role' });
    if (!store.setUserRole(context().db, text(values, 'account') as string, text(values, 'user') as string, role))
      throw new AppError('not_found', 'No such user in that account.', { field: 'user' });
    io.print(`User ${values.user} is now ${role}.`, { user: { id: values.user, role } });
    return 0;
  },
});

export const keysCreate = defineCommand({
  name: 'keys create',
  summary: 'mint an API key (its secret is shown once)',
  options: {
    account: { type: 'string', value: 'ID', help: 'the account', required: true },
    user: { type: 'string', value: 'ID', help: 'the administrator it acts as (default the first one)' },
    scopes: { type: 'string', value: 'read,write,send', help: 'what it may do', required: true },
    name: { type: 'string', value: 'NAME', help: 'a name to tell it apart' },
  },
  run({ values, io, context }) {
    const ctx = context();
    const key = createKey(ctx.db, {
      accountId: text(values, 'account') as string,
      userId: text(values, 'user'),
      name: text(values, 'name'),
      scopes: parseScopes(text(values, 'scopes') as string),
      now: ctx.clock.now(),
    });
    io.print(`Created key ${key.id} with scopes ${key.scopes.join(',')}. Secret (shown only this once):\n  ${key.secret}`, {
      key,
    });
    return 0;
  },
});

export const keysList = defineCommand({
  name: 'keys list',
  summary: "an account's keys, with prefix and last four characters (never the secret)",
  options: { account: { type: 'string', value: 'ID', help: 'the account', required: true } },
  run({ values, io, context }) {
    const db = context().db;
    const accountId = text(values, 'account') as string;
    if (!store.getAccount(db, accountId)) throw new AppError('not_found', `No account ${accountId}.`, { field: 'account' });
    const keys = store.listKeys(db, accountId).map((k) => ({ ...keyView(k), revoked: k.revoked_at !== null }));
    io.print(
      keys
        .map((k) => `${k.id}  ${k.prefix}…${k.last4}  ${k.scopes.join(',')}  ${k.name}${k.revoked ? '  (revoked)' : ''}`)
        .join('\n') || 'No keys.',
      { keys },
    );
    return 0;
  },
});

export const keysRevoke = defineCommand({
  name: 'keys revoke',
  summary: 'revoke a key at once',
  options: { key: { type: 'string', value: 'ID', help: 'the key id (from keys list)', required: true } },
  run({ values, io, context }) {
    const id = text(values, 'key') as string;
    const ctx = context();
    if (!store.revokeKey(ctx.db, id, ctx.clock.now())) throw new AppError('not_found', `No active key ${id}.`, { field: 'key' });
    io.print(`Revoked ${id}.`, { revoked: true, key: { id } });
    return 0;
  },
});
