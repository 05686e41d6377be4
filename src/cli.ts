// The command line: serve, mcp, init, and operator commands for accounts, users and keys.
import { parseArgs } from 'node:util';
import * as store from '../store/accounts';
import { createAccount, createKey, parseScopes } from './accounts/admin';
import { keyView } from './accounts/keys';
import { parsePlan, SCOPES } from './accounts/plans';
import { createContext, startService, startWorker } from './app';
import { createProgress } from './cli/progress';
import { libraryAdd, localCaller, respondSummary, rfpRespond } from './cli/work';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { findEmbedder } from './engines';
import { AppError } from './errors';

type Out = (text: string) => void;

const USAGE = `bidsmith <command> [options]
  serve                         REST at /api/v1 and MCP at /mcp (default)
  mcp                           MCP over stdio, acting as BIDSMITH_API_KEY
  init                          create the local account and its first admin key, once
  accounts create --name N --plan free|starter|business [--rfp] [--email E]
  users create --account ID --email E [--admin]
  users set-role --account ID --user ID --role admin|member
  keys create --account ID [--user ID] --scopes read,write,send [--name N]
  keys list --account ID
  keys revoke --key ID
  library add <files…> [--account ID]           add documents to the library and wait until they are indexed
  rfp respond <file> [--deal P-0001] [--out PATH] [--account ID]
                                answer an RFP: read it, draft every answer, write the filled file and the CSV
Add --json for machine-readable output.`;

/** On the very first start: a local account on the top plan with the add-on, and one admin key with every scope. */
export function firstRun(ctx: AppContext) {
  if (store.countAccounts(ctx.db) > 0) return undefined;
  return createAccount(ctx.db, {
    name: 'Local company',
    plan: 'Business',
    rfpAddon: true,
    scopes: [...SCOPES],
    now: ctx.clock.now(),
  });
}

/** Resolves with the first SIGTERM or SIGINT; a second one of either kind then ends the process at once. */
function signalled(): Promise<string> {
  const signals = ['SIGTERM', 'SIGINT'] as const;
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      for (const s of signals) process.off(s, stop);
      resolve(signal);
    };
    for (const s of signals) process.on(s, stop);
  });
}

function need(value: string | undefined, flag: string): string {
  if (!value) throw new AppError('invalid_request', `--${flag} is required.`, { field: flag });
  return value;
}

export async function runCli(argv: string[], io: { out?: Out; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  const out: Out = io.out ?? ((t) => process.stdout.write(t));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      name: { type: 'string' },
      plan: { type: 'string' },
      rfp: { type: 'boolean' },
      email: { type: 'string' },
      admin: { type: 'boolean' },
      account: { type: 'string' },
      user: { type: 'string' },
      role: { type: 'string' },
      scopes: { type: 'string' },
      key: { type: 'string' },
      deal: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command = 'serve', sub] = positionals;
  if (values.help || command === 'help') {
    out(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig(io.env ?? process.env);
  const ctx = createContext(config);
  const now = ctx.clock.now();
  const print = (human: string, json: unknown) => out(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${human}\n`);

  if (command === 'serve' || command === 'mcp') {
    const created = firstRun(ctx);
    if (created) {
      const text = `First run: created account "${created.account.name}" (${created.account.id}) on ${created.account.plan} with the RFP add-on.\nAdmin API key (shown only this once, store it now):\n\n  ${created.key.secret}\n\n`;
      // stdout is the protocol in stdio mode
      if (command === 'mcp') process.stderr.write(text);
      else out(text);
    }
    const service = await startService(ctx, command === 'mcp' ? 'stdio' : 'http');
    if (command === 'mcp') ctx.logger.info('MCP server on stdio', { key_set: Boolean(config.apiKey) });
    else {
      const url = service.url as string;
      ctx.logger.info('Bidsmith listening', { url, api: `${url}/api/v1`, mcp: `${url}/mcp` });
    }
    // a stdio client that goes away closes our stdin: exit rather than linger holding the database
    const why = await Promise.race([signalled(), service.ended.then(() => 'stdin closed')]);
    ctx.logger.info('stop requested', { by: why });
    await service.stop();
    // whatever a library may still hold open must not keep a stopped service alive
    setTimeout(() => process.exit(0), 3_000).unref();
    return 0;
  }
  try {
    if ((command === 'library' && sub === 'add') || (command === 'rfp' && sub === 'respond')) {
      return await runWork(ctx, { command, args: positionals.slice(2), values, print });
    }
    return runCommand(ctx, { command, sub, values, print, now });
  } finally {
    ctx.db.close();
  }
}

type Values = Record<string, string | boolean | undefined>;

/** library add / rfp respond: long commands that wait on background work, run in this process. */
async function runWork(
  ctx: AppContext,
  a: { command: string; args: string[]; values: Values; print: (human: string, json: unknown) => void },
): Promise<number> {
  const account = typeof a.values.account === 'string' ? a.values.account : undefined;
  const progress = createProgress(process.stderr, Boolean(a.values.json));
  const who = localCaller(ctx, account);
  // the same embedder as the server (in the worker threads), so new passages get vectors and questions are matched by
  // meaning too; catching up older passages is left to the server
  const { embedder, status } = await findEmbedder(ctx, false);
  ctx.embedder.current = embedder;
  ctx.embedder.status = status;
  const worker = startWorker(ctx);
  try {
    if (a.command === 'library') {
      const result = await libraryAdd(ctx, { files: a.args, caller: who, progress });
      const failed = result.sources.filter((s) => s.status !== 'ready');
      a.print(
        result.sources
          .map((s) => `${s.file}: ${s.status === 'ready' ? `${s.passage_count} passages` : `failed: ${s.error}`}`)
          .join('\n'),
        result,
      );
      return failed.length > 0 ? 1 : 0;
    }
    const [file, ...extra] = a.args;
    if (!file || extra.length > 0) {
      throw new AppError('invalid_request', 'Name one file: bidsmith rfp respond <file> [--deal P-0001] [--out PATH]', {
        field: 'file',
      });
    }
    const result = await rfpRespond(ctx, {
      file,
      deal: typeof a.values.deal === 'string' ? a.values.deal : undefined,
      out: typeof a.values.out === 'string' ? a.values.out : undefined,
      caller: who,
      progress,
    });
    a.print(respondSummary(result), result);
    return 0;
  } finally {
    await worker.stop();
    await ctx.compute.close();
  }
}

function runCommand(
  ctx: AppContext,
  a: { command: string; sub: string | undefined; values: Values; print: (human: string, json: unknown) => void; now: number },
): number {
  const { command, sub, print, now } = a;
  const values = a.values as Record<string, string | undefined> & { rfp?: boolean; admin?: boolean };
  if (command === 'init') {
    const created = firstRun(ctx);
    if (!created) {
      print('Already initialised: an account exists. Use "accounts create" or "keys create".', { initialised: false });
      return 1;
    }
    print(`Created account ${created.account.id}. Admin API key (shown only this once):\n  ${created.key.secret}`, created);
    return 0;
  }
  if (command === 'accounts' && sub === 'create') {
    const plan = parsePlan(need(values.plan, 'plan'));
    if (!plan) throw new AppError('invalid_request', '--plan must be free, starter or business.', { field: 'plan' });
    const created = createAccount(ctx.db, {
      name: need(values.name, 'name'),
      plan,
      rfpAddon: Boolean(values.rfp),
      adminEmail: values.email,
      now,
    });
    print(`Created account ${created.account.id} (${plan}). Admin key (shown only this once):\n  ${created.key.secret}`, created);
    return 0;
  }
  if (command === 'users' && sub === 'create') {
    const accountId = need(values.account, 'account');
    if (!store.getAccount(ctx.db, accountId)) throw new AppError('not_found', `No account ${accountId}.`);
    const user = store.insertUser(ctx.db, {
      accountId,
      email: need(values.email, 'email'),
      role: values.admin ? 'admin' : 'member',
      now,
    });
    print(`Created user ${user.id} (${user.role}).`, { user: { id: user.id, email: user.email, role: user.role } });
    return 0;
  }
  if (command === 'users' && sub === 'set-role') {
    const role = need(values.role, 'role');
    if (role !== 'admin' && role !== 'member')
      throw new AppError('invalid_request', '--role must be admin or member.', { field: 'role' });
    if (!store.setUserRole(ctx.db, need(values.account, 'account'), need(values.user, 'user'), role))
      throw new AppError('not_found', 'No such user in that account.');
    print(`User ${values.user} is now ${role}.`, { user: { id: values.user, role } });
    return 0;
  }
  if (command === 'keys' && sub === 'create') {
    const key = createKey(ctx.db, {
      accountId: need(values.account, 'account'),
      userId: values.user,
      name: values.name,
      scopes: parseScopes(need(values.scopes, 'scopes')),
      now,
    });
    print(`Created key ${key.id} with scopes ${key.scopes.join(',')}. Secret (shown only this once):\n  ${key.secret}`, { key });
    return 0;
  }
  if (command === 'keys' && sub === 'list') {
    const keys = store
      .listKeys(ctx.db, need(values.account, 'account'))
      .map((k) => ({ ...keyView(k), revoked: k.revoked_at !== null }));
    print(
      keys
        .map((k) => `${k.id}  ${k.prefix}…${k.last4}  ${k.scopes.join(',')}  ${k.name}${k.revoked ? '  (revoked)' : ''}`)
        .join('\n') || 'No keys.',
      { keys },
    );
    return 0;
  }
  if (command === 'keys' && sub === 'revoke') {
    const id = need(values.key, 'key');
    if (!store.revokeKey(ctx.db, id, now)) throw new AppError('not_found', `No active key ${id}.`);
    print(`Revoked ${id}.`, { revoked: true, key: { id } });
    return 0;
  }
  print(USAGE, { error: 'unknown command' });
  return 2;
}
