// How long the request thread stalls while it accepts one large upload: `serve` on a fresh data dir (no embedder),
// a small warm-up upload, then an 11 MB text and a 14 MB-body PDF (10.5 MB file), each while GET /healthz (which
// writes to the database) is probed every 10 ms. Reports each upload's time and the probes' median and max.
// `npm run bench:upload [-- --runs 3]`. A PDF of ../shared/data is used when present, padded; otherwise a generated one.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const LIBRARY = path.resolve('../shared/data/company/instructure/library');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

async function start(): Promise<{ child: ChildProcess; url: string; key: string }> {
  const dir = fs.mkdtempSync('/tmp/bench-upload-');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    env: { ...process.env, PORT: '0', BIDSMITH_DATA_DIR: dir, BIDSMITH_EMBEDDER: 'none', RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => {
      err += d;
      const url = /"msg":"Bidsmith listening","url":"([^"]+)"/.exec(err)?.[1];
      const key = /bsk_live_[A-Za-z0-9]{40}/.exec(out)?.[0];
      if (url && key) resolve({ child, url, key });
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${err.slice(-2000)}`)));
  });
}

function req(url: string, key: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = http.request(
      url,
      {
        method: body ? 'POST' : 'GET',
        agent: false,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

function pdfBytes(): Buffer {
  const names = fs.existsSync(LIBRARY) ? fs.readdirSync(LIBRARY).filter((n) => n.endsWith('.pdf')) : [];
  let data = names.length
    ? fs.readFileSync(
        path.join(
          LIBRARY,
          names.sort((a, b) => fs.statSync(path.join(LIBRARY, b)).size - fs.statSync(path.join(LIBRARY, a)).size)[0] as string,
        ),
      )
    : Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  while (data.length < 10.5e6) data = Buffer.concat([data, Buffer.from('\n%pad\n'.repeat(100_000))]);
  return data;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
const results: Record<string, { took: number[]; p50: number[]; max: number[] }> = {};
for (let run = 0; run < runs; run++) {
  for (const kind of ['text', 'pdf'] as const) {
    const { child, url, key } = await start();
    await new Promise((r) => setTimeout(r, 2000));
    const api = `${url}/api/v1/library/sources`;
    await req(api, key, JSON.stringify({ name: 'warm.txt', text: `Warm-up ${run} ${kind}: our backups are encrypted.` }));
    const line = `Run ${run}: the service keeps encrypted backups for thirty days and restores them within four hours. `;
    const body =
      kind === 'text'
        ? JSON.stringify({ name: 'big.txt', text: line.repeat(Math.floor(11e6 / line.length)) })
        : JSON.stringify({ name: 'big.pdf', data: pdfBytes().toString('base64'), content_type: 'application/pdf' });
    const latencies: number[] = [];
    let stop = false;
    const probe = (async () => {
      while (!stop) {
        const t = performance.now();
        await req(`${url}/healthz`, key);
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const t = performance.now();
    const status = await req(api, key, body);
    const took = performance.now() - t;
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await probe;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (status !== 200) throw new Error(`${kind} upload answered ${status}`);
    const r = (results[kind] ??= { took: [], p50: [], max: [] });
    r.took.push(took);
    r.p50.push(median(latencies));
    r.max.push(Math.max(...latencies));
    console.log(
      `run ${run + 1} ${kind}: ${(body.length / 1e6).toFixed(1)} MB body, upload ${took.toFixed(0)} ms, /healthz p50 ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(0)} ms (n=${latencies.length})`,
    );
  }
}
console.log(
  '\n| upload | body | upload time (median) | /healthz p50 (median) | /healthz max (median of runs) | max (worst run) |',
);
console.log('|---|---|---|---|---|---|');
for (const [kind, r] of Object.entries(results)) {
  console.log(
    `| ${kind} | ${kind === 'text' ? '11.0 MB' : '14.0 MB'} | ${median(r.took).toFixed(0)} ms | ${median(r.p50).toFixed(1)} ms | ${median(r.max).toFixed(0)} ms | ${Math.max(...r.max).toFixed(0)} ms |`,
  );
}
