// Benchmark: a bounded hostile run against a real server process on loopback. Sends every generated hostile case over
// REST and MCP, then the heavy uploads of issue 16 (1 MB on one line without punctuation, 10 MB without whitespace) and
// searches for them, while another account calls GET /account every 50 ms. Reports requests, 5xx, hangs over 10 s,
// the largest search answer and that account's latency. npm run bench:hostile [-- --embedder none]
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { runCli } from '../src/cli';
import { tempDir } from '../test/helpers/context';
import { connectMcp } from '../test/helpers/server';
import { attack } from '../test/hostile/attack';
import { hostileCases, type Operation, operationsOf } from '../test/hostile/cases';
import { type Answer, baseInputs, HANG_MS, itemsOf, mcpSender, restSender, type Send, seedWorld } from '../test/hostile/world';

const flag = process.argv.indexOf('--embedder');
const EMBEDDER = flag > 0 ? (process.argv[flag + 1] ?? 'bundled') : 'bundled';
/** The heavy phase waits at most this long for indexing before it searches anyway. */
const INDEXING_BUDGET_MS = 180_000;
/** Calls that measure (the probe, the heavy phase) wait this long for an answer, so a stall is timed, not cut at 10 s. */
const PATIENCE_MS = 120_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function cli(dataDir: string, ...argv: string[]): Promise<any> {
  let text = '';
  await runCli([...argv, '--json'], { env: { BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, out: (t) => (text += t) });
  return JSON.parse(text);
}

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    env: {
      ...process.env,
      BIDSMITH_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PDF_RENDERS_PER_MINUTE: '10000',
      BIDSMITH_EMBEDDER: EMBEDDER,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/api/v1/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}

/** Calls GET /account as another account every 50 ms until stopped; what it was answered. */
function probe(send: Send, account: Operation) {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      answers.push(await send(account, {}));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return answers;
    },
  };
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Pseudo-words from a fixed seed, so every run uploads the same text. */
function words(count: number): string[] {
  const syllables = ['ka', 'lo', 'mi', 'ter', 'sen', 'dra', 'vo', 'pli', 'qua', 'ron', 'es', 'tu'];
  let s = 42;
  return Array.from({ length: count }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return `${syllables[s % 12]}${syllables[(s >>> 8) % 12]}${syllables[(s >>> 16) % 12]}`;
  });
}

/** Issue 16 item 4: uploads that become huge or many passages, then searches that may return them whole. */
async function heavy(ops: Operation[], send: Send): Promise<Answer[]> {
  const op = (name: string) => ops.find((o) => o.name === name) as Operation;
  const oneLine = words(150_000)
    .join(' ')
    .slice(0, 1024 * 1024);
  const noSpace = words(1_200_000)
    .join('-')
    .slice(0, 10 * 1024 * 1024);
  const answers: Answer[] = [];
  const ids: string[] = [];
  for (const [name, text] of [
    ['one-line.txt', oneLine],
    ['no-whitespace.txt', noSpace],
  ]) {
    const res = await send(op('add_source'), { name, text });
    answers.push(res);
    if (res.body?.source?.id) ids.push(res.body.source.id);
  }
  const deadline = Date.now() + INDEXING_BUDGET_MS;
  for (const id of ids) {
    while (Date.now() < deadline) {
      const res = await send(op('get_source'), { id });
      answers.push(res);
      if (res.body?.source?.status !== 'indexing') break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const [w1, w2, w3] = words(3);
  for (const query of [w1, `${w1} ${w2}`, `${w2}-${w3}`, 'encrypted at rest']) {
    answers.push(await send(op('search_library'), { query, limit: 50 }));
  }
  return answers;
}

async function main() {
  const started = Date.now();
  const dataDir = tempDir('bidsmith-bench-hostile-');
  const attacker = await cli(dataDir, 'accounts', 'create', '--name', 'Attacker', '--plan', 'business', '--rfp');
  const bystander = await cli(dataDir, 'accounts', 'create', '--name', 'Bystander', '--plan', 'business', '--rfp');
  const { url, child } = await startServer(dataDir);
  const doc = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as any;
  const ops = operationsOf(doc);
  let secret = attacker.key.secret as string;
  let client: Client = await connectMcp(url, secret);
  const rest = restSender(url, () => secret);
  const patient = restSender(url, () => secret, { timeoutMs: PATIENCE_MS });
  const other = restSender(url, () => bystander.key.secret, { timeoutMs: PATIENCE_MS });
  const renewKey = async () => {
    secret = (await cli(dataDir, 'keys', 'create', '--account', attacker.account.id, '--scopes', 'read,write,send')).key.secret;
    await client.close();
    client = await connectMcp(url, secret);
  };
  await seedWorld(ops, { send: rest, proposals: 3 });
  await seedWorld(ops, { send: other, proposals: 5 });
  const otherIds: string[] = [];
  for (const list of ops.filter((o) => o.method === 'GET' && o.pathParams.length === 0)) {
    for (const item of itemsOf((await other(list, {})).body)) otherIds.push(String(item.number ?? item.id));
  }
  const bases = await baseInputs(ops, rest);
  const cases = hostileCases(ops, otherIds);

  const watch = probe(other, ops.find((o) => o.name === 'get_account') as Operation);
  const viaRest = await attack({ ops, cases, bases, send: rest, skipRaw: false, renewKey });
  const viaMcp = await attack({ ops, cases, bases, send: mcpSender(() => client), skipRaw: true, renewKey });
  const heavyStarted = Date.now();
  const heavyAnswers = await heavy(ops, patient);
  const heavyMs = Date.now() - heavyStarted;
  const seen = await watch.stop();
  await client.close();
  child.kill('SIGTERM');

  const answers = [...viaRest.answers, ...viaMcp.answers, ...heavyAnswers, ...seen];
  const searches = heavyAnswers.filter((a) => a.body && 'results' in a.body);
  const sorted = seen.map((a) => a.ms).sort((x, y) => x - y);
  const ms = (v: number) => Math.round(v * 10) / 10;
  const report = {
    embedder: EMBEDDER,
    requests: answers.length,
    hostile_cases: { rest: viaRest.sent, mcp: viaMcp.sent },
    status_5xx: answers.filter((a) => a.status >= 500).length,
    no_answer: answers.filter((a) => a.failure).length,
    no_answer_why: [...new Set(answers.flatMap((a) => (a.failure ? [a.failure.slice(0, 160)] : [])))],
    hangs_over_10s: answers.filter((a) => a.ms >= HANG_MS).length,
    rule_breaks: [...viaRest.problems, ...viaMcp.problems].length,
    slowest_request_ms: Math.round(Math.max(...answers.map((a) => a.ms))),
    heavy_phase_s: Math.round(heavyMs / 100) / 10,
    largest_search_bytes: Math.max(0, ...searches.map((a) => a.bytes)),
    search_ms: searches.map((a) => Math.round(a.ms)),
    other_account_get_account: {
      calls: sorted.length,
      not_200: seen.filter((a) => a.status !== 200).length,
      over_10s: seen.filter((a) => a.ms >= HANG_MS).length,
      p50_ms: ms(pct(sorted, 50)),
      p99_ms: ms(pct(sorted, 99)),
      max_ms: ms(sorted.at(-1) ?? 0),
    },
    wall_s: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  for (const p of [...viaRest.problems, ...viaMcp.problems].slice(0, 20)) process.stdout.write(`  ${p}\n`);
}

await main();
