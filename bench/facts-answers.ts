// Evaluates teach_fact's offline answering on a real company library against the company's own filled CAIQ: how many
// questions get a cited quote, how many of those quotes support the company's real answer, how many are declined.
// npm run bench:facts [-- --docs four|all] [-- --embedder bundled|none] [-- --sample 80]
// Needs ../shared/data (BIDSMITH_EVAL_DATA overrides); skips with a message when it is absent. Not part of npm test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { removeFact } from '../src/facts/remove';
import { teach } from '../src/facts/teach';
import { createWorker } from '../src/jobs/worker';
import { listFacts } from '../src/knowledge/facts';
import { loadEmbedder } from '../src/library/embedders';
import { addSource } from '../src/library/sources';
import { contentStems } from '../src/text/content';
import { stemsMatch } from '../src/text/stem';
import { jobs } from '../src/workers/jobs';
import { makeTestContext, seedAccount } from '../test/helpers/context';

const DATA = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data/company/instructure');
const CAIQ = path.join(DATA, 'questionnaires/Instructure CAIQ.xlsx');
const FOUR = [
  'Instructure Security Overview.pdf',
  'Instructure Business Continuity & Disaster Recovery.pdf',
  'Canvas LMS Architecture.pdf',
  'Instructure Quality Assurance Program.pdf',
];
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback);

interface Row {
  id: string;
  question: string;
  /** The company's answer: Yes, No or NA. */
  answer: string;
  /** The company's own explanation ("CSP Implementation Description"); may be empty. */
  explanation: string;
}

function cellText(v: unknown): string {
  if (typeof v === 'object' && v && 'richText' in v)
    return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  return String(v ?? '');
}

async function caiqRows(): Promise<Row[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(CAIQ);
  const out: Row[] = [];
  wb.eachSheet((sheet) => {
    let col: { id: number; q: number; a: number; e: number } | undefined;
    sheet.eachRow((row) => {
      const cells = Array.from(row.values as unknown[], cellText);
      const at = (label: RegExp) => cells.findIndex((c) => label.test(c.trim()));
      if (!col && at(/^Question ID$/) >= 0) {
        col = { id: at(/^Question ID$/), q: at(/^Question$/), a: at(/CAIQ Answer/), e: at(/Implementation Description/) };
        return;
      }
      if (!col || !/^[A-Z&]{3}-\d{2}\.\d/.test(cells[col.id] ?? '')) return;
      const question = (cells[col.q] ?? '').replace(/\s+/g, ' ').trim();
      if (question.length < 10) return;
      out.push({
        id: cells[col.id] as string,
        question,
        answer: (cells[col.a] ?? '').trim(),
        explanation: (cells[col.e] ?? '').trim(),
      });
    });
  });
  return out;
}

// The judge: words that say nothing about what a control is (the CAIQ's stock words, the company's own name).
const norm = (s: string) => (s.length > 5 ? s.replace(/(?:ation|ion|ing|ed|ly|up|ies|s)$/, '') : s);
const JUDGE_IGNORE = new Set(
  (
    'instructure canvas lm establish document approv communicat appli apply evaluat maintain relevant organization ' +
    'organizational policy policies procedure procedures standard standards review reviewed update updated least process ' +
    'processes measure measures technical defined implemented'
  )
    .split(' ')
    .map((w) => norm(contentStems(w)[0] ?? w)),
);
const judgeStems = (text: string) => [...new Set(contentStems(text).map(norm))].filter((s) => !JUDGE_IGNORE.has(s));
const near = (x: string, y: string) => stemsMatch(x, y) || (x.length >= 5 && y.length >= 5 && x.slice(0, 5) === y.slice(0, 5));
const shared = (a: string[], b: string[]) => a.filter((x) => b.some((y) => near(x, y)));

/**
 * Rough automatic judge of one quote against the company's real answer: the quote must carry half of what the
 * question asks about, at least three words of the company's explanation, and half of the words the question and the
 * explanation share (what the company actually confirmed). Undefined when there is no explanation to judge by.
 */
export function judge(row: Row, quoted: string): boolean | undefined {
  if (row.explanation.length < 3) return undefined;
  if (row.answer !== 'Yes') return false;
  const quote = judgeStems(quoted);
  const expl = judgeStems(row.explanation);
  const ask = judgeStems(row.question);
  if (ask.length > 0 && shared(ask, quote).length / ask.length < 0.5) return false;
  if (shared(quote, expl).length < Math.min(3, expl.length)) return false;
  const key = shared(ask, expl);
  return key.length === 0 || shared(key, quote).length / key.length >= 0.5;
}

/** "Please see A&A-01.1": the explanation of the row it points at. */
function resolveReferences(rows: Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => {
    const ref = r.explanation.match(/^Please see ([A-Z&]{3}-\d{2}\.\d)/)?.[1];
    return ref && byId.get(ref) ? { ...r, explanation: byId.get(ref)?.explanation ?? '' } : r;
  });
}

const quotesOf = (reply: string) => [...reply.matchAll(/“([^”]+)”/g)].map((m) => m[1]).join(' ');
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(0)}%`);

async function main() {
  if (!fs.existsSync(CAIQ)) {
    process.stdout.write(`Evaluation data not found at ${DATA}; skipping (set BIDSMITH_EVAL_DATA to run it).\n`);
    return;
  }
  const docs =
    arg('--docs', 'all') === 'four'
      ? FOUR
      : fs
          .readdirSync(path.join(DATA, 'library'))
          .filter((f) => f.toLowerCase().endsWith('.pdf'))
          .sort();
  const embedderChoice = arg('--embedder', 'bundled');
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  if (embedderChoice !== 'none') {
    const { embedder, status } = await loadEmbedder({ ...ctx.config, embedder: embedderChoice } as typeof ctx.config);
    ctx.embedder.current = embedder;
    ctx.embedder.status = status;
  }
  const seeded = seedAccount(ctx);
  const caller = { account: seeded.account, user: seeded.user, key: seeded.key, scopes: ['read', 'write'] } as any;
  const t0 = performance.now();
  for (const name of docs) {
    const data = fs.readFileSync(path.join(DATA, 'library', name)).toString('base64');
    await addSource({ ...ctx, caller, transport: 'rest' }, { name, data, content_type: 'application/pdf' } as any);
  }
  await createWorker(ctx, jobs).drain();
  const indexSecs = (performance.now() - t0) / 1000;

  const all = resolveReferences(await caiqRows());
  const sampleSize = Number(arg('--sample', String(all.length)));
  const step = Math.max(1, Math.floor(all.length / sampleSize));
  const sample = all.filter((_, i) => i % step === 0).slice(0, sampleSize);
  const times: number[] = [];
  const results: Array<Row & { reply: string; quoted: string; supported: boolean | undefined }> = [];
  for (const row of sample) {
    const t = performance.now();
    const res = await teach(ctx, seeded.account.id, row.question);
    times.push(performance.now() - t);
    // a question row that also holds a statement would be kept as a fact and quoted back later: not evidence
    for (const f of listFacts(ctx, seeded.account.id)) removeFact(ctx, seeded.account.id, f.id);
    const quoted = res.sources.length > 0 ? quotesOf(res.reply) : '';
    results.push({ ...row, reply: res.reply, quoted, supported: quoted ? judge(row, quoted) : undefined });
  }
  const dump = path.join(os.tmpdir(), 'bidsmith-facts-eval.json');
  fs.writeFileSync(dump, JSON.stringify(results, null, 1));

  const answered = results.filter((r) => r.quoted);
  const judged = answered.filter((r) => r.supported !== undefined);
  const good = judged.filter((r) => r.supported).length;
  const judgeable = results.filter((r) => r.explanation.length >= 3).length;
  times.sort((a, b) => a - b);
  const lines = [
    `library: ${docs.length} PDFs, embedder ${ctx.embedder.current?.id ?? 'none'}, indexed in ${indexSecs.toFixed(1)} s`,
    `questions asked: ${results.length} of ${all.length} (${judgeable} with the company's explanation to judge by)`,
    `answered with a cited quote: ${answered.length} (${pct(answered.length, results.length)})`,
    `declined: ${results.length - answered.length} (${pct(results.length - answered.length, results.length)})`,
    `supported-precision (judge, answered with an explanation): ${good} of ${judged.length} (${pct(good, judged.length)})`,
    `supported answers over judgeable questions: ${good} of ${judgeable} (${pct(good, judgeable)})`,
    `median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms per question; per-question results in ${dump}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
