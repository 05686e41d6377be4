// serve and mcp: the long-running commands, and the first run that creates the local account and its admin key.
import * as store from '../../store/accounts';
import { createAccount } from '../accounts/admin';
import { SCOPES } from '../accounts/plans';
import { startService } from '../app';
import type { AppContext } from '../context';
import { type CommandCall, defineCommand } from './command';

/** The first account's name until `bidsmith init --name` or `bidsmith account set name=…` says otherwise. */
export const DEFAULT_ACCOUNT_NAME = 'Local company';

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

async function runService(call: CommandCall, transport: 'http' | 'stdio'): Promise<number> {
  const ctx = call.context();
  // stdout is the protocol in stdio mode: everything a person reads goes to stderr there
  const say = transport === 'stdio' ? call.io.err : call.io.out;
  const created = firstRun(ctx);
  if (created) {
    say(
      `First run: created account "${created.account.name}" (${created.account.id}) on ${created.account.plan} with the RFP add-on.\nAdmin API key (shown only this once, store it now):\n\n  ${created.key.secret}\n\n`,
    );
  }
  const service = await startService(ctx, transport);
  if (transport === 'stdio') ctx.logger.info('MCP server on stdio', { key_set: Boolean(ctx.config.apiKey) });
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
