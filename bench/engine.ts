// Evaluates the answer engine through the real API on a real company library against hand-made ground truth:
// search_library's top 5 for supported questions, teach_fact's offline answers (supported with a supporting citation,
// unsupported declined), each set split into its tuning and held-out parts. Also writes answers for a hand check.
// npm run eval:engine [-- --embedder bundled|none] [-- --keep DIR] [-- --sets caiq,hecvat,vsaq,traps] [-- --parts tune,held]
// [-- --latency]: also times searchKnowledge per question in the sentence order and the fused order, side by side
// Needs ../shared/data (BIDSMITH_EVAL_DATA overrides) for the library and question texts; skips when it is absent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config';
import { createWorker } from '../src/jobs/worker';
import { searchKnowledge } from '../src/knowledge/search';
import { loadEmbedder } from '../src/library/embedders';
import { createLogger } from '../src/logger';
import { jobs } from '../src/workers/jobs';
import { openDatabase } from '../store/db';
import { seedAccount } from '../test/helpers/context';
import { callRest, startTestServer } from '../test/helpers/server';
import { holdsEvidence, type LabelledQuestion, loadTruth } from './labels';

const SHARED = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data');
const DATA = path.join(SHARED, 'company/instructure/library');
const TRUTH = path.resolve('bench/truth');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback);

interface Outcome extends LabelledQuestion {
  top5: boolean;
  answered: boolean;
  /** A cited source holds an evidence key. */
  citedSupport: boolean;
  /** The quoted answer itself holds an evidence key. */
  quotedSupport: boolean;
  reply: string;
  cited: string[];
  ms: number;
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

function table(outcomes: Outcome[]): string[] {
  const lines = [
    '| set | part | supported | top-5 has evidence | answered, citing evidence | answered, quote holds evidence | unsupported | declined |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const set of [...new Set(outcomes.map((o) => o.set))]) {
    for (const part of ['tune', 'held'] as const) {
      const rows = outcomes.filter((o) => o.set === set && o.split === part);
      const sup = rows.filter((o) => o.support !== 'none');
      const uns = rows.filter((o) => o.support === 'none');
      const n = (f: (o: Outcome) => boolean, of: Outcome[]) => `${of.filter(f).length} (${pct(of.filter(f).length, of.length)})`;
      lines.push(
        `| ${set} | ${part} | ${sup.length} | ${n((o) => o.top5, sup)} | ${n((o) => o.citedSupport, sup)} | ${n((o) => o.quotedSupport, sup)} | ${uns.length} | ${n((o) => !o.answered, uns)} |`,
      );
    }
  }
  return lines;
}

async function main() {
  if (!fs.existsSync(DATA)) {
    process.stdout.write(`Evaluation data not found at ${SHARED}; skipping (set BIDSMITH_EVAL_DATA to run it).\n`);
    return;
  }
  const sets = arg('--sets', 'caiq,hecvat,vsaq,traps').split(',');
  const parts = arg('--parts', 'tune,held').split(',');
  const questions = (await loadTruth(TRUTH, SHARED)).filter((q) => sets.includes(q.set) && parts.includes(q.split));
  // --keep DIR keeps the indexed library there and reuses it on the next run (tuning the answerer needs no re-index)
  const keep = arg('--keep', '');
  const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-eval-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const accountFile = path.join(dataDir, 'account.json');
  const reuse = fs.existsSync(accountFile);
  // the bench asks hundreds of questions a minute: no per-key rate limit
  const config = loadConfig({
    BIDSMITH_DATA_DIR: dataDir,
    BIDSMITH_EMBEDDER: arg('--embedder', 'bundled'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const ctx = createContext(config, {
    db: openDatabase(path.join(dataDir, 'bidsmith.db')),
    logger: createLogger('silent'),
    claude: null,
  });
  if (config.embedder !== 'none') {
    const { embedder, status } = await loadEmbedder(config);
    ctx.embedder.current = embedder;
    ctx.embedder.status = status;
  }
  const server = await startTestServer(ctx);
  const secret: string = reuse ? JSON.parse(fs.readFileSync(accountFile, 'utf8')).secret : seedAccount(ctx).secret;
  const call = async (name: string, input: Record<string, unknown>) => {
    const res = await callRest(server.url, secret, name, input);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const t0 = performance.now();
  const pdfs = fs
    .readdirSync(DATA)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  if (!reuse) {
    for (const name of pdfs) {
      const data = fs.readFileSync(path.join(DATA, name)).toString('base64');
      await call('add_source', { name, data, content_type: 'application/pdf' });
    }
    await createWorker(ctx, jobs).drain();
    fs.writeFileSync(accountFile, JSON.stringify({ secret }));
  }
  const indexSecs = (performance.now() - t0) / 1000;

  const outcomes: Outcome[] = [];
  for (const q of questions) {
    const t = performance.now();
    const search = await call('search_library', { query: q.question, limit: 5 });
    const results = (search.body?.results ?? []) as Array<{ text: string; kind: string }>;
    const asked = await call('teach_fact', { message: q.question });
    const ms = performance.now() - t;
    // a question row read as a statement would be kept and quoted back later: not evidence
    for (const f of (await call('list_facts', {})).body.facts as Array<{ id: string }>) await call('delete_fact', { id: f.id });
    const sources = (asked.body?.sources ?? []) as Array<{ text: string }>;
    const reply = String(asked.body?.reply ?? '');
    const quotes = [...reply.matchAll(/“([^”]+)”/g)].map((m) => m[1]).join(' ');
    outcomes.push({
      ...q,
      top5: results.some((r) => holdsEvidence(r.text, q.evidence)),
      answered: sources.length > 0,
      citedSupport: sources.some((s) => holdsEvidence(s.text, q.evidence)),
      quotedSupport: sources.length > 0 && holdsEvidence(quotes, q.evidence),
      reply,
      cited: sources.map((s) => s.text),
      ms,
    });
  }
  // search_library's cost for a question: the sentence order against the fused order the answerer reads, alternated
  // question by question on the same index (a first round warms caches; the second is timed)
  let latency = '';
  if (args.includes('--latency')) {
    const accountId = (ctx.db.prepare('SELECT id FROM accounts LIMIT 1').get() as { id: string }).id;
    const times = { sentence: [] as number[], fused: [] as number[] };
    for (let round = 0; round < 2; round++)
      for (const q of questions)
        for (const mode of ['sentence', 'fused'] as const) {
          const t = performance.now();
          await searchKnowledge(ctx, accountId, q.question, { limit: 8, fusedOnly: mode === 'fused' });
          if (round === 1) times[mode].push(performance.now() - t);
        }
    const at = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * p)]?.toFixed(1);
    latency = `searchKnowledge (limit 8) per question: sentence order p50 ${at(times.sentence, 0.5)} ms, p95 ${at(times.sentence, 0.95)} ms; fused order p50 ${at(times.fused, 0.5)} ms, p95 ${at(times.fused, 0.95)} ms`;
  }
  await server.close();
  ctx.db.close();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  const dump = path.join(os.tmpdir(), 'bidsmith-eval-engine.json');
  fs.writeFileSync(dump, JSON.stringify(outcomes, null, 1));
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const lines = [
    `library: ${pdfs.length} PDFs through add_source, embedder ${ctx.embedder.current?.id ?? 'none'}, ${reuse ? `reused from ${dataDir}` : `indexed in ${indexSecs.toFixed(1)} s`}`,
    ...table(outcomes),
    `median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms per question (search + answer); per-question outcomes in ${dump}`,
    ...(latency ? [latency] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
