// The product's main job from the command line, on the embedded database: add documents to the library, and answer
// an RFP end to end (upload, read, draft all, write the filled file and the CSV next to it). The calls go through the
// same tools and checks as the API, acting as the local account's administrator; background work runs in this process.
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AccountRow, KeyRow } from '../../store/accounts';
import * as accounts from '../../store/accounts';
import { tools } from '../../tools/index';
import type { AppContext, Caller } from '../context';
import { AppError } from '../errors';
import { invokeTool } from '../invoke';
import type { FileResult } from '../tool';
import type { Progress } from './progress';

/** The account a command acts for (--account, else the first one) with its administrator and a key of its own. */
export function localCaller(ctx: AppContext, accountId?: string): Caller {
  const account = accountId ? accounts.getAccount(ctx.db, accountId) : accounts.oldestAccount(ctx.db);
  if (!account) {
    throw new AppError('not_found', accountId ? `No account ${accountId}.` : 'No account yet: run "bidsmith init" first.');
  }
  const user = accounts.firstAdmin(ctx.db, account.id);
  if (!user) throw new AppError('not_found', `Account ${account.id} has no administrator.`);
  // the command line is the operator on this machine: it counts against its own rate window, never a user's key
  const key: KeyRow = {
    id: `cli_${account.id}`,
    account_id: account.id,
    user_id: user.id,
    name: 'command line',
    secret_hash: '',
    last4: '',
    scopes: 'read,write,send',
    created_at: account.created_at,
    last_used_at: null,
    revoked_at: null,
  };
  return { account: account as AccountRow & { plan: accounts.Plan }, user, key, scopes: ['read', 'write', 'send'] };
}

type Call = (name: string, input: Record<string, unknown>) => Promise<any>;

/** Calls tools by name as `who`, through the same checks as the API. */
export function toolCaller(
  ctx: AppContext,
  who: Caller,
  wait: (ms: number) => Promise<unknown> = sleep,
): { call: Call; file: (name: string, input: Record<string, unknown>) => Promise<FileResult> } {
  const find = (name: string) => {
    const tool = tools.find((t) => t.name === name);
    if (!tool) throw new Error(`no tool ${name}`);
    return tool;
  };
  // the command shares its key's 120 calls a minute with everything else: over it, it waits as told and goes on
  const invoke = async (name: string, input: Record<string, unknown>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await invokeTool(ctx, find(name), input, { caller: who, transport: 'cli' });
      } catch (err) {
        const seconds = err instanceof AppError && err.code === 'rate_limited' ? Number(err.details.retry_after ?? 1) : 0;
        if (seconds <= 0 || attempt >= RATE_RETRIES) throw err;
        await wait(seconds * 1000);
      }
    }
  };
  return {
    call: async (name, input) => {
      const r = await invoke(name, input);
      if (r.kind !== 'json') throw new Error(`${name} returned a file`);
      return r.body;
    },
    file: async (name, input) => {
      const r = await invoke(name, input);
      if (r.kind !== 'file') throw new Error(`${name} returned JSON`);
      return r.result;
    },
  };
}

/** How often a command looks at work in progress: 60 looks a minute leave the rest of the key's 120 to other calls. */
const POLL_MS = 1000;
/** Times a command waits out the rate limit before it gives up on a call. */
const RATE_RETRIES = 5;

export interface LibraryAddResult {
  sources: Array<{ file: string; id: string; status: string; passage_count: number; error: string | null }>;
}

/** Uploads each file and waits until it is indexed, with a bar per file. */
export async function libraryAdd(
  ctx: AppContext,
  a: { files: string[]; caller: Caller; progress: Progress; wait?: (ms: number) => Promise<unknown> },
): Promise<LibraryAddResult> {
  if (a.files.length === 0)
    throw new AppError('invalid_request', 'Name at least one file: bidsmith library add <files…>', { field: 'files' });
  const { call } = toolCaller(ctx, a.caller, a.wait);
  const out: LibraryAddResult['sources'] = [];
  for (const file of a.files) {
    const bar = a.progress.bar(path.basename(file));
    bar.update(0, 1, 'uploading');
    const { source } = await call('add_source', { name: path.basename(file), path: path.resolve(file) });
    let s = source;
    while (s.status === 'indexing') {
      await sleep(POLL_MS);
      s = (await call('get_source', { id: s.id })).source;
      bar.update(s.passage_count, Math.max(1, s.passage_count), s.passage_count > 0 ? `${s.passage_count} passages` : 'reading');
    }
    bar.stop(s.status === 'ready' ? `${s.passage_count} passages indexed` : `failed: ${s.error}`);
    out.push({ file, id: s.id, status: s.status, passage_count: s.passage_count, error: s.error });
  }
  a.progress.done();
  return { sources: out };
}

export interface RespondResult {
  rfp: { id: string; name: string; requirement_count: number };
  drafted: number;
  needing_input: Array<{ ref: string; question: string }>;
  stale: number;
  files: { filled: string; csv: string };
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, tick: (v: T) => void): Promise<T> {
  for (;;) {
    const v = await read();
    tick(v);
    if (done(v)) return v;
    await sleep(POLL_MS);
  }
}

/** Upload → read → draft all → filled file and CSV next to the input (or at --out), with a summary. */
export async function rfpRespond(
  ctx: AppContext,
  a: { file: string; deal?: string; out?: string; caller: Caller; progress: Progress },
): Promise<RespondResult> {
  const { call, file } = toolCaller(ctx, a.caller);
  const name = path.basename(a.file);
  const reading = a.progress.bar(`reading ${name}`);
  // the same file answered again: its response is drafted again (open requirements only; edits are kept)
  const id = await call('upload_rfp', { name, path: path.resolve(a.file), ...(a.deal ? { deal_number: a.deal } : {}) }).then(
    (up) => up.rfp.id as string,
    (e: unknown) => {
      const same = e instanceof AppError && e.code === 'conflict' ? e.details.rfp_id : undefined;
      if (typeof same !== 'string') throw e;
      return same;
    },
  );
  const read = await waitFor(
    async () => (await call('get_rfp', { id })).rfp,
    (r) => r.status !== 'reading',
    () => reading.update(0, 1, 'reading'),
  );
  if (read.status === 'failed') {
    reading.stop(`failed: ${read.error}`);
    a.progress.done();
    throw new AppError('unprocessable', `Reading ${name} failed: ${read.error}`);
  }
  reading.stop(`${read.requirement_count} requirements`);
  const drafting = a.progress.bar('drafting', Math.max(1, read.requirement_count));
  await call('draft_all_requirements', { id });
  const drafted = await waitFor(
    async () => (await call('get_rfp', { id })).rfp,
    (r) => !r.drafting.running,
    (r) => drafting.update(r.drafting.done, Math.max(1, r.drafting.total), 'drafting'),
  );
  drafting.stop(`${drafted.counts.drafted} drafted, ${drafted.needs_input_count} need input`);
  a.progress.done();

  const filled = await file('export_rfp', { id, format: 'filled' });
  const csv = await file('export_rfp', { id, format: 'csv' });
  const dir = a.out ? path.resolve(a.out) : path.dirname(path.resolve(a.file));
  const target = a.out && path.extname(a.out) ? path.resolve(a.out) : path.join(dir, filled.file.name);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, filled.file.data);
  const csvPath = path.join(path.dirname(target), csv.file.name);
  await fs.writeFile(csvPath, csv.file.data);

  const waiting = await call('list_requirements', { id, needs_input: true, limit: 200 });
  return {
    rfp: { id, name, requirement_count: drafted.requirement_count },
    drafted: drafted.counts.drafted,
    needing_input: waiting.requirements.map((r: any) => ({ ref: r.ref, question: r.needs_input })),
    stale: drafted.stale_count,
    files: { filled: target, csv: csvPath },
  };
}

/** The summary a person reads after `rfp respond`. */
export function respondSummary(r: RespondResult): string {
  const lines = [
    `${r.rfp.name}: ${r.rfp.requirement_count} requirements, ${r.drafted} drafted with citations, ${r.needing_input.length} need input, ${r.stale} stale.`,
    `Filled file: ${r.files.filled}`,
    `Compliance matrix: ${r.files.csv}`,
  ];
  if (r.needing_input.length > 0) {
    lines.push('Missing facts (answer them with teach_requirement_fact or teach_fact, then run again):');
    for (const n of r.needing_input.slice(0, 50)) lines.push(`  ${n.ref ? `${n.ref}: ` : ''}${n.question}`);
    if (r.needing_input.length > 50)
      lines.push(`  … and ${r.needing_input.length - 50} more (list_requirements with needs_input=true)`);
  }
  return lines.join('\n');
}
