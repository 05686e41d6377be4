// Measures the RFP reader on real documents (../shared/data, BIDSMITH_EVAL_DATA overrides) against hand-made lists of their true requirements
// (bench/truth/read/*.json): requirements found, precision and recall on the labelled part, reading time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { choicesOf, type ReadRequirement, type RfpFileKind } from '../src/rfps/model';
import { readRfp } from '../src/rfps/read/index';

interface TruthItem {
  sheet?: string;
  row?: number;
  table?: number;
  paragraph?: number;
  page?: number;
  ref?: string;
  key?: string;
  choices?: number;
}
interface Truth {
  document: string;
  kind: RfpFileKind;
  split: 'tuning' | 'heldout';
  pages?: number[];
  lines?: [number, number];
  expect_choices?: string[];
  items: TruthItem[];
}

const DATA = resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data');
const TRUTH = resolve(process.cwd(), 'bench/truth/read');
const RUNS = Number(process.env.RUNS ?? 3);
const verbose = process.argv.includes('--verbose');
const say = (line: string) => process.stdout.write(`${line}\n`);

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const numberIn = (where: string, word: string) => Number(new RegExp(`${word} (\\d+)`).exec(where)?.[1] ?? Number.NaN);

/** Whether a found requirement falls in the labelled part of the document. */
function inScope(t: Truth, r: ReadRequirement): boolean {
  if (t.pages) return t.pages.includes(numberIn(r.where, 'page'));
  if (t.lines) {
    const line = numberIn(r.where, 'line');
    return line >= t.lines[0] && line <= t.lines[1];
  }
  return true;
}

function matches(t: Truth, item: TruthItem, r: ReadRequirement): boolean {
  if (item.sheet !== undefined) return r.where === `Sheet '${item.sheet}' row ${item.row}`;
  if (item.table !== undefined && r.where === `table ${item.table + 1} row ${(item.row ?? 0) + 1}`) return true;
  if (item.page !== undefined && numberIn(r.where, 'page') !== item.page) return false;
  return item.key !== undefined && norm(r.text).includes(norm(item.key)) && (t.kind !== 'docx' || item.table === undefined);
}

async function main() {
  if (!existsSync(DATA)) {
    say(`eval:read skipped: ${DATA} is absent (the real documents live beside the repo in ../shared/data).`);
    return;
  }
  const rows: string[] = [];
  for (const file of readdirSync(TRUTH)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const truth = JSON.parse(readFileSync(join(TRUTH, file), 'utf8')) as Truth;
    const bytes = readFileSync(join(DATA, truth.document));
    const times: number[] = [];
    let found: ReadRequirement[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      found = (await readRfp(bytes, truth.kind, { name: truth.document })).requirements;
      times.push(performance.now() - start);
    }
    const scoped = found.filter((r) => inScope(truth, r));
    const used = new Set<ReadRequirement>();
    const missed: TruthItem[] = [];
    let refsAgree = 0;
    let choicesRight = 0;
    for (const item of truth.items) {
      const hit = scoped.find((r) => !used.has(r) && matches(truth, item, r));
      if (!hit) {
        missed.push(item);
        continue;
      }
      used.add(hit);
      if (item.ref && hit.ref === item.ref) refsAgree++;
      const choices = choicesOf(hit);
      if (truth.expect_choices ? choices.join('|') === truth.expect_choices.join('|') : item.choices === choices.length)
        choicesRight++;
    }
    const tp = used.size;
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
    const withChoices = truth.expect_choices || truth.items.some((i) => i.choices !== undefined);
    rows.push(
      `| ${file.replace('.json', '')} | ${truth.split} | ${found.length} | ${scoped.length} | ${truth.items.length} | ${tp} | ${pct(tp, scoped.length)} | ${pct(tp, truth.items.length)} | ${pct(refsAgree, truth.items.filter((i) => i.ref && !missed.includes(i)).length)} | ${withChoices ? pct(choicesRight, tp) : '–'} | ${(median / 1000).toFixed(2)} s |`,
    );
    if (verbose) {
      for (const m of missed) say(`  ${file} MISSED ${JSON.stringify(m)}`);
      for (const r of scoped.filter((s) => !used.has(s))) say(`  ${file} EXTRA ${r.where} [${r.ref}] ${r.text.slice(0, 90)}`);
    }
  }
  say(
    '| document | split | found | in labelled part | true | matched | precision | recall | refs agree | choices right | median read |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) say(row);
}

await main();
