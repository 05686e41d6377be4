// Does the API stay fast while documents index? `npm run bench:responsive`: the same run, same machine, once with
// everything on the main thread (BIDSMITH_WORKER_THREADS=0) and once with worker threads; GET /account every 100 ms
// over new connections and over a keep-alive agent while the 12 library PDFs index.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildPdf, type PdfLine } from '../test/library/fixtures';

const LIBRARY = path.resolve(process.env.LIBRARY_DIR ?? '../shared/data/company/instructure/library');
const PROBE_MS = 100;
const IDLE_MS = 15_000;
const MODES = (process.env.MODES ?? '0,default').split(',');

interface Doc {
  name: string;
  data: Buffer;
}

const WORDS =
  'security policy access control encryption backup recovery incident response audit vendor risk customer data retention availability monitoring network identity training compliance continuity'.split(
    ' ',
  );

/** Stand-ins when the real library is absent: 12 text PDFs of 5–40 pages with headings and prose. */
async function generatedLibrary(): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (let d = 0; d < 12; d++) {
    const pages: PdfLine[][] = [];
    for (let p = 0; p < 5 + ((d * 7) % 36); p++) {
      const lines: PdfLine[] = [{ text: `Section ${p + 1}: ${WORDS[(d + p) % WORDS.length]} practices`, size: 16 }];
      for (let l = 0; l < 40; l++)
        lines.push({
          text: `${Array.from({ length: 14 }, (_, w) => WORDS[(d * 31 + p * 17 + l * 7 + w * 3) % WORDS.length]).join(' ')}.`,
        });
      pages.push(lines);
    }
    docs.push({ name: `Generated ${d + 1}.pdf`, data: await buildPdf(pages) });
  }
  return docs;
}

async function library(): Promise<{ docs: Doc[]; origin: string }> {
  if (!fs.existsSync(LIBRARY)) return { docs: await generatedLibrary(), origin: 'generated PDFs (library not found)' };
  const names = fs.readdirSync(LIBRARY).filter((n) => n.endsWith('.pdf'));
  return { docs: names.map((name) => ({ name, data: fs.readFileSync(path.join(LIBRARY, name)) })), origin: LIBRARY };
}

function startServe(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; key: string; ready: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let engines: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    engines = resolve;
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => {
      err += d;
      if (/"msg":"search mode"/.test(err)) engines();
      const url = /"msg":"Bidsmith listening","url":"([^"]+)"/.exec(err)?.[1];
      const key = /bsk_live_[A-Za-z0-9]{40}/.exec(out)?.[0];
      if (url && key) resolve({ child, url, key, ready });
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${err.slice(-2000)}`)));
  });
}

function request(
  url: string,
  a: { key: string; agent: http.Agent | false; method?: string; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: a.method ?? 'GET',
        agent: a.agent,
        headers: { Authorization: `Bearer ${a.key}`, ...(a.body ? { 'Content-Type': 'application/json' } : {}) },
        timeout: 60_000,
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(a.body);
  });
}

interface Probe {
  latencies: number[];
  /** When each answered request was sent, in ms since the probe started (same order as latencies). */
  sentAt: number[];
  errors: string[];
  stop(): Promise<void>;
}

/** Open loop: a request is sent every 100 ms whether or not the last one has answered, timed from when it was due. */
function probe(url: string, key: string, agent: http.Agent | false): Probe {
  const latencies: number[] = [];
  const sentAt: number[] = [];
  const errors: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const t0 = performance.now();
  const timer = setInterval(() => {
    const start = performance.now();
    const p = request(`${url}/api/v1/account`, { key, agent })
      .then((r) => {
        if (r.status !== 200) errors.push(`HTTP ${r.status}`);
        else {
          latencies.push(performance.now() - start);
          sentAt.push(start - t0);
        }
      })
      .catch((err: NodeJS.ErrnoException) => {
        errors.push(err.code ?? err.message);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, PROBE_MS);
  return {
    latencies,
    sentAt,
    errors,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * p))] ?? 0;
const summary = (name: string, p: Probe, uploadMs: number) => {
  const v = p.latencies;
  const slow = v.filter((ms) => ms > 50).length;
  const slowUploading = v.filter((ms, i) => ms > 50 && (p.sentAt[i] ?? 0) < uploadMs).length;
  const counts: Record<string, number> = {};
  for (const e of p.errors) counts[e] = (counts[e] ?? 0) + 1;
  return `${name.padEnd(15)} n=${String(v.length).padStart(4)}  p50 ${pct(v, 0.5).toFixed(1).padStart(7)} ms  p99 ${pct(v, 0.99).toFixed(1).padStart(7)} ms  max ${Math.max(
    0,
    ...v,
  )
    .toFixed(1)
    .padStart(
      7,
    )} ms  errors ${p.errors.length}${p.errors.length ? ` ${JSON.stringify(counts)}` : ''}; over 50 ms: ${slow} (${slowUploading} while uploading)`;
};

async function runMode(mode: string, docs: Doc[]): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-responsive-'));
  const env: Record<string, string> = {
    BIDSMITH_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ANTHROPIC_API_KEY: '',
  };
  if (mode !== 'default') env.BIDSMITH_WORKER_THREADS = mode;
  const server = await startServe(env);
  // both modes start measuring once the embedder is loaded, so only indexing is compared
  await server.ready;
  // the machine's own noise floor: the same probes for a while with nothing to index
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const idle = [probe(server.url, server.key, false), probe(server.url, server.key, idleAgent)];
  await new Promise((r) => setTimeout(r, IDLE_MS));
  await Promise.all(idle.map((p) => p.stop()));
  idleAgent.destroy();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const fresh = probe(server.url, server.key, false);
  const kept = probe(server.url, server.key, agent);
  const t0 = performance.now();
  for (const doc of docs) {
    const body = JSON.stringify({ name: doc.name, data: doc.data.toString('base64'), content_type: 'application/pdf' });
    const res = await request(`${server.url}/api/v1/library/sources`, { key: server.key, agent: false, method: 'POST', body });
    if (res.status !== 200) throw new Error(`upload of ${doc.name} answered ${res.status}: ${res.body}`);
  }
  const uploadSecs = (performance.now() - t0) / 1000;
  // progress is read from the database file directly, so watching adds no load on the server
  const db = new Database(path.join(dataDir, 'bidsmith.db'), { readonly: true, fileMustExist: true });
  const pending = () =>
    (db.prepare("SELECT COUNT(*) AS n FROM library_sources WHERE status = 'indexing'").get() as { n: number }).n;
  while (pending() > 0) await new Promise((r) => setTimeout(r, 500));
  const indexSecs = (performance.now() - t0) / 1000;
  await Promise.all([fresh.stop(), kept.stop()]);
  agent.destroy();
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM library_passages) AS passages,
              (SELECT COUNT(*) FROM library_passages WHERE embedder_id IS NOT NULL) AS embedded,
              (SELECT COUNT(*) FROM library_sources WHERE status = 'failed') AS failed`,
    )
    .get() as { passages: number; embedded: number; failed: number };
  db.close();
  // then a 300-question questionnaire drafted in the background, probed the same way
  const questions = Array.from(
    { length: 300 },
    (_, i) =>
      `${Math.floor(i / 20) + 1}.${(i % 20) + 1} Do you have a documented ${WORDS[i % WORDS.length]} and ${WORDS[(i * 7 + 3) % WORDS.length]} process for ${WORDS[(i * 13 + 5) % WORDS.length]}?`,
  );
  const rfpText = `# Security questionnaire\n\n${questions.join('\n\n')}\n`;
  const up = await request(`${server.url}/api/v1/rfps`, {
    key: server.key,
    agent: false,
    method: 'POST',
    body: JSON.stringify({ name: 'Questionnaire.md', text: rfpText }),
  });
  if (up.status !== 200) throw new Error(`RFP upload answered ${up.status}: ${up.body}`);
  const rfpId = JSON.parse(up.body).rfp.id as string;
  const rdb = new Database(path.join(dataDir, 'bidsmith.db'), { readonly: true, fileMustExist: true });
  const rfpStatus = () => (rdb.prepare('SELECT status FROM rfps WHERE id = ?').get(rfpId) as { status: string }).status;
  while (rfpStatus() === 'reading') await new Promise((r) => setTimeout(r, 200));
  const draftAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const dFresh = probe(server.url, server.key, false);
  const dKept = probe(server.url, server.key, draftAgent);
  const d0 = performance.now();
  const started = await request(`${server.url}/api/v1/rfps/${rfpId}/draft-all`, {
    key: server.key,
    agent: false,
    method: 'POST',
    body: '{}',
  });
  if (started.status !== 200) throw new Error(`draft-all answered ${started.status}: ${started.body}`);
  const draftJob = () =>
    rdb
      .prepare("SELECT status FROM jobs WHERE subject_id = ? AND kind = 'rfp.draft-all' ORDER BY created_at DESC LIMIT 1")
      .get(rfpId) as { status: string } | undefined;
  while (['queued', 'running'].includes(draftJob()?.status ?? 'queued')) await new Promise((r) => setTimeout(r, 250));
  const draftSecs = (performance.now() - d0) / 1000;
  await Promise.all([dFresh.stop(), dKept.stop()]);
  draftAgent.destroy();
  const drafted = rdb.prepare("SELECT COUNT(*) AS n FROM requirements WHERE rfp_id = ? AND status = 'drafted'").get(rfpId) as {
    n: number;
  };
  rdb.close();

  const stopAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await new Promise((r) => server.child.once('exit', r));
  const label =
    mode === '0' ? 'main thread only (BIDSMITH_WORKER_THREADS=0)' : `worker threads (BIDSMITH_WORKER_THREADS=${mode})`;
  return [
    `## ${label}`,
    `uploads ${uploadSecs.toFixed(1)} s; indexed in ${indexSecs.toFixed(1)} s: ${counts.passages} passages (${counts.embedded} embedded), ${counts.failed} sources failed; ${(counts.embedded / indexSecs).toFixed(1)} passages/s`,
    `idle, before uploading (${IDLE_MS / 1000} s):`,
    summary('new connection', idle[0] as Probe, 0),
    summary('keep-alive', idle[1] as Probe, 0),
    'while indexing:',
    summary('new connection', fresh, uploadSecs * 1000),
    summary('keep-alive', kept, uploadSecs * 1000),
    `while drafting 300 questions (${draftSecs.toFixed(1)} s, ${drafted.n} drafted):`,
    summary('new connection', dFresh, 0),
    summary('keep-alive', dKept, 0),
    `SIGTERM → exit ${code} in ${((performance.now() - stopAt) / 1000).toFixed(1)} s`,
  ];
}

async function main(): Promise<void> {
  const { docs, origin } = await library();
  const mb = docs.reduce((n, d) => n + d.data.length, 0) / 1e6;
  const lines = [`# ${docs.length} PDFs (${mb.toFixed(1)} MB) from ${origin}; ${os.availableParallelism()} cores`];
  for (const mode of MODES) lines.push(...(await runMode(mode, docs)));
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exitCode = 1;
});
