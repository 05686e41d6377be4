// Evaluates teach_fact's offline answering on questions whose answer IS stated in Instructure's PDFs (and on questions
// it is not), written by hand as a buyer would ask them, in English and Spanish. The answer must quote the key fact.
// npm run bench:facts-answerable [-- --embedder bundled|none]
// Needs ../shared/data (BIDSMITH_EVAL_DATA overrides); skips with a message when it is absent. Not part of npm test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeFact } from '../src/facts/remove';
import { teach } from '../src/facts/teach';
import { createWorker } from '../src/jobs/worker';
import { listFacts } from '../src/knowledge/facts';
import { loadEmbedder } from '../src/library/embedders';
import { addSource } from '../src/library/sources';
import { fold } from '../src/text/words';
import { jobs } from '../src/workers/jobs';
import { makeTestContext, seedAccount } from '../test/helpers/context';
import { ANSWERABLE, type Probe, UNANSWERABLE } from './facts-answerable-questions';

const DATA = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data/company/instructure');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback);

const squash = (s: string) => fold(s).replace(/\s+/g, ' ');
const quotesOf = (reply: string) => [...reply.matchAll(/“([^”]+)”/g)].map((m) => m[1]).join(' ');

/** Each key must appear in the quoted text; a key given as a list is met by any of its forms. */
export function carriesKey(quoted: string, key: Probe['key']): boolean {
  const q = squash(quoted);
  return key.every((k) => (Array.isArray(k) ? k : [k]).some((form) => q.includes(squash(form))));
}

type Outcome = 'correct' | 'wrong' | 'declined' | 'kept_as_fact';

async function main() {
  const library = path.join(DATA, 'library');
  if (!fs.existsSync(library)) {
    process.stdout.write(`Evaluation data not found at ${DATA}; skipping (set BIDSMITH_EVAL_DATA to run it).\n`);
    return;
  }
  const docs = fs
    .readdirSync(library)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  const embedderChoice = process.env.BIDSMITH_EMBEDDER === 'none' ? 'none' : arg('--embedder', 'bundled');
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  if (embedderChoice !== 'none') {
    const { embedder, status } = await loadEmbedder({ ...ctx.config, embedder: embedderChoice } as typeof ctx.config);
    ctx.embedder.current = embedder;
    ctx.embedder.status = status;
  }
  const seeded = seedAccount(ctx);
  const caller = { account: seeded.account, user: seeded.user, key: seeded.key, scopes: ['read', 'write'] } as any;
  for (const name of docs) {
    const data = fs.readFileSync(path.join(library, name)).toString('base64');
    await addSource({ ...ctx, caller, transport: 'rest' }, { name, data, content_type: 'application/pdf' } as any);
  }
  await createWorker(ctx, jobs).drain();

  const ask = async (p: Probe) => {
    const res = await teach(ctx, seeded.account.id, p.question);
    const kept = listFacts(ctx, seeded.account.id);
    for (const f of kept) removeFact(ctx, seeded.account.id, f.id);
    const quoted = res.sources.length > 0 ? quotesOf(res.reply) : '';
    const outcome: Outcome =
      res.saved.length > 0 ? 'kept_as_fact' : !quoted ? 'declined' : carriesKey(quoted, p.key) ? 'correct' : 'wrong';
    return { ...p, outcome, reply: res.reply };
  };
  type Result = Awaited<ReturnType<typeof ask>>;
  const answerable: Result[] = [];
  for (const p of ANSWERABLE) answerable.push(await ask(p));
  const unanswerable: Result[] = [];
  for (const p of UNANSWERABLE) unanswerable.push(await ask(p));
  const dump = path.join(os.tmpdir(), 'bidsmith-facts-answerable.json');
  fs.writeFileSync(dump, JSON.stringify({ answerable, unanswerable }, null, 1));

  const count = (rows: Result[], o: Outcome, lang?: string) =>
    rows.filter((r) => r.outcome === o && (!lang || r.lang === lang)).length;
  const line = (label: string, lang?: string) => {
    const n = answerable.filter((r) => !lang || r.lang === lang).length;
    return `${label} (${n}): correct ${count(answerable, 'correct', lang)}, wrong ${count(answerable, 'wrong', lang)}, declined ${count(answerable, 'declined', lang)}, kept as a fact ${count(answerable, 'kept_as_fact', lang)}`;
  };
  const wronglyAnswered = unanswerable.filter((r) => r.outcome === 'correct' || r.outcome === 'wrong').length;
  const lines = [
    `library: ${docs.length} PDFs, embedder ${ctx.embedder.current?.id ?? 'none'}`,
    line('answerable, all'),
    line('  English', 'en'),
    line('  Spanish', 'es'),
    `not answerable (${unanswerable.length}): correctly declined ${count(unanswerable, 'declined')}, wrongly answered ${wronglyAnswered}, kept as a fact ${count(unanswerable, 'kept_as_fact')}`,
    `per-question results in ${dump}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
