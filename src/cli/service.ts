// serve and mcp: the long-running commands, and the first run that creates the local account and its admin key.
import * as store from '../../store/accounts';
import { migrationsApplied } from '../../store/db';
import { about } from '../about';
import { createAccount } from '../accounts/admin';
import { authenticate } from '../accounts/keys';
import { SCOPES } from '../accounts/plans';
/** The first account's name until `bidsmith init --name` or `bidsmith account set name=…` says otherwise. */
import { DEFAULT_ACCOUNT_NAME } from '../accounts/settings';
import { startService } from '../app';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { type CommandCall, defineCommand } from './command';

export { DEFAULT_ACCOUNT_NAME };

/** On the very first start: a local account on the top plan with the add-on, and one admin key with every scope. */
export function firstRun(ctx: AppContext, name = DEFAULT_ACCOUNT_NAME) {
  if (store.countAccounts(ctx.db) > 0) return undefined;
  return createAccount(ctx.db, { name, plan: 'Business', rfpAddon: true, scopes: [...SCOPES], now: ctx.clock.now() });
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

/**
 * Resolves when the npm that started this process is gone. npm does not pass a SIGTERM on to the script it runs, so
 * `kill <npm pid>` would leave the server running (and holding the database); `npm start` execs node directly, and a
 * parent that changes means npm ended. Never resolves when npm did not start us. The parent is read before the service
 * says it is listening: read after, a launcher stopped as soon as that line appears would already be gone, and its
 * successor would be taken for it.
 */
function launcherGone(parent: number): Promise<string> {
  if (!process.env.npm_lifecycle_event) return new Promise(() => {});
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(timer);
      resolve('npm ended');
    }, 1_000);
    timer.unref();
  });
}

/** An existing database this start migrated: said once, since an older version can no longer read it. */
function announceUpgrade(ctx: AppContext, say: (text: string) => void): void {
  const applied = migrationsApplied(ctx.db);
  // a new database gets every migration: that is a first run, not an upgrade
  if (applied.length === 0 || applied.some((m) => m.startsWith('001-'))) return;
  ctx.logger.info('database upgraded', { migrations: applied, data_dir: ctx.config.dataDir });
  say(
    `Upgraded the database: applied ${applied.join(', ')}. An older version of Bidsmith cannot read it now; to go back, restore the copy of the data directory taken before the upgrade (README, "Upgrading and backups").\n`,
  );
}

function announceFirstRun(ctx: AppContext, say: (text: string) => void): void {
  const created = firstRun(ctx);
  if (!created) return;
  say(
    `First run: created account "${created.account.name}" (${created.account.id}) on ${created.account.plan} with the RFP add-on.\nAdmin API key (shown only this once, store it now):\n\n  ${created.key.secret}\n\nName the company: bidsmith account set name="Your company" (see bidsmith account set --help).\n\n`,
  );
}

/**
 * The stdio server acts as BIDSMITH_API_KEY; a key this database does not know would make every call a 401, so it
 * refuses to start instead, naming the folder (the usual cause is another data directory than the server's).
 */
function checkStdioKey(ctx: AppContext): void {
  const { apiKey, dataDir } = ctx.config;
  if (!apiKey) {
    throw new AppError(
      'unauthenticated',
      `BIDSMITH_API_KEY is not set: the stdio server acts as that key. Put an API key of the database in ${dataDir} into the MCP client's config (env BIDSMITH_API_KEY).`,
    );
  }
  try {
    authenticate(ctx.db, apiKey, ctx.clock.now());
  } catch (err) {
    const accounts = store.countAccounts(ctx.db);
    const unknown = !(err instanceof AppError) || /not valid/.test(err.message);
    const why = unknown
      ? `is not a key of the database in ${dataDir} (${accounts} account${accounts === 1 ? '' : 's'} there)`
      : `cannot be used with the database in ${dataDir}: ${err.message.replace(/[.\s]+$/, '')}`;
    throw new AppError(
      'unauthenticated',
      `BIDSMITH_API_KEY (…${apiKey.slice(-4)}) ${why}. If your server keeps its data elsewhere, set BIDSMITH_DATA_DIR in the MCP client's config to that folder; or mint a key for this one: bidsmith keys create --account ID --scopes read,write,send (bidsmith account show gives the ID).`,
    );
  }
}

async function runService(call: CommandCall, transport: 'http' | 'stdio'): Promise<number> {
  const ctx = call.context();
  // stdout is the protocol in stdio mode: everything a person reads goes to stderr there
  const say = transport === 'stdio' ? call.io.err : call.io.out;
  const { name, version } = about();
  say(`${name} ${version}${transport === 'stdio' ? ' (MCP over stdio)' : ''}\nData: ${ctx.config.dataDir}\n`);
  announceUpgrade(ctx, say);
  try {
    // a stdio server with a key configured never makes an account: a key from another folder must not be met by a
    // fresh account here, but by the refusal that names this folder
    if (transport === 'http' || !ctx.config.apiKey) announceFirstRun(ctx, say);
    if (transport === 'stdio') checkStdioKey(ctx);
  } catch (err) {
    ctx.db.close();
    throw err;
  }
  // listening for signals before saying we are up: a signal sent as soon as the line is read must not kill us
  const signal = signalled();
  const launcher = process.ppid;
  const service = await startService(ctx, transport);
  if (transport === 'stdio') ctx.logger.info('MCP server on stdio', { data_dir: ctx.config.dataDir });
  else {
    const url = service.url as string;
    ctx.logger.info('Bidsmith listening', { url, api: `${url}/api/v1`, mcp: `${url}/mcp`, data_dir: ctx.config.dataDir });
    say(`Listening on ${url}: REST ${url}/api/v1 (OpenAPI ${url}/api/v1/openapi.json), MCP ${url}/mcp, health ${url}/healthz\n`);
  }
  // a stdio client that goes away closes our stdin: exit rather than linger holding the database
  const why = await Promise.race([signal, launcherGone(launcher), service.ended.then(() => 'stdin closed')]);
  ctx.logger.info('stop requested', { by: why });
  await service.stop();
  // whatever a library may still hold open must not keep a stopped service alive
  setTimeout(() => process.exit(0), 3_000).unref();
  return 0;
}

export const serve = defineCommand({
  name: 'serve',
  summary: 'REST at /api/v1 and MCP at /mcp over HTTP (what npm start runs; the default command)',
  details: 'Listens on HOST:PORT (127.0.0.1:8787). The first start creates the local account and prints its admin key once.',
  long: true,
  run: (call) => runService(call, 'http'),
});

export const mcp = defineCommand({
  name: 'mcp',
  summary: 'MCP over stdio, acting as the key in BIDSMITH_API_KEY (for Claude Desktop, Cursor, VS Code)',
  details: 'Everything but the protocol goes to stderr. Exits when the client closes stdin, or on SIGTERM/SIGINT.',
  long: true,
  run: (call) => runService(call, 'stdio'),
});
