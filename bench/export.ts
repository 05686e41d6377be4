// Eval: fills the real buyer files at hand-labelled slots with synthetic answers and reports what changed in each
// package besides the answers (goal: nothing), whether LibreOffice shows every answer in place, and export time.
// `npm run eval:export`. Needs ../shared/data (BIDSMITH_EVAL_DATA overrides) and LibreOffice. Not part of npm test.
// Tuning part: the CAIQ and the Alaska matrix; held out: the HECVAT tab and the Alaska Word forms.
import fs from 'node:fs';
import path from 'node:path';
import { exportFilled } from '../src/rfps/export/index';
import type { ExportRequirement } from '../src/rfps/model';
import { documentText, sheetRows } from '../test/helpers/libreoffice';
import { DOCS, type LabelledDoc } from './export-slots';
import { entries, firstDifference, remainder } from './package-diff';

const DATA = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data');
const RUNS = Number(process.env.RUNS ?? 5);

type Item = LabelledDoc['items'][number];
const colIndex = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
const splitRef = (ref: string) => /^([A-Z]+)(\d+)$/.exec(ref)?.slice(1) as [string, string];

/** Every sixth item still needs input (with a guess that must not appear), the next does not apply, the rest drafted. */
function synthetic(items: Item[], choicesFor: (item: Item) => string[]): ExportRequirement[] {
  return items.map((item, i) => {
    const answer = `Eval answer ${i + 1}: AES-256 & TLS <1.3> "at rest", ü${i % 3 === 0 ? '\nSecond line.' : ''}`;
    const choices = choicesFor(item);
    return {
      ref: item.where,
      section: '',
      text: item.where,
      stale_reason: null,
      status: i % 6 === 5 ? 'na' : 'drafted',
      response: `${answer} [1]`,
      answer,
      choice: choices.length > 0 ? (choices[i % choices.length] ?? null) : null,
      score: null,
      needs_input: i % 6 === 4 ? 'eval: a fact the library lacks' : null,
      sources: [{ citation: 1, source_name: 'Eval.pdf', heading: '' }],
      slots: item.slots.map((s) => ({ ...s, choices: choicesFor({ ...item, slots: [s] }) })),
    };
  });
}

async function checkWorkbook(doc: LabelledDoc, original: Buffer, filled: Buffer, reqs: ExportRequirement[]) {
  const sheet = doc.sheet!;
  const [before, after] = [await sheetRows(original, sheet.index), await sheetRows(filled, sheet.index)];
  const at = (rows: string[][], ref: string) => {
    const [col, row] = splitRef(ref);
    return rows[Number(row) - 1]?.[colIndex(col)] ?? '';
  };
  let right = 0;
  const wrong: string[] = [];
  reqs.forEach((r, i) => {
    for (const s of r.slots) {
      if (s.target.file !== 'xlsx') continue;
      const was = at(before, s.target.cell);
      const drafted = !r.needs_input && r.status === 'drafted';
      const naValue = s.choices.find((c) => /\bn\/?a\b|not applicable/i.test(c)) ?? was;
      let want = was;
      if (doc.items[i]?.keep) {
        if (at(after, s.target.cell) === was) right++;
        else wrong.push(`${s.target.cell} (item ${i + 1}): a formula cell changed`);
        continue;
      }
      if (drafted && s.role === 'answer') want = r.answer;
      if (drafted && s.role === 'choice' && r.choice && s.choices.includes(r.choice)) want = r.choice;
      if (!r.needs_input && r.status === 'na' && s.role === 'choice') want = naValue;
      if (at(after, s.target.cell) === want) right++;
      else wrong.push(`${s.target.cell} (item ${i + 1}): "${at(after, s.target.cell).slice(0, 40)}" not "${want.slice(0, 40)}"`);
    }
  });
  return { right, total: right + wrong.length, wrong };
}

async function checkDocument(original: Buffer, filled: Buffer, reqs: ExportRequirement[]) {
  const [before, after] = [await documentText(original), await documentText(filled)];
  const lines = after.split(/\r?\n/).map((l) => l.trim());
  const wrong: string[] = [];
  let right = 0;
  for (const r of reqs) {
    const drafted = !r.needs_input && r.status === 'drafted';
    const hasAnswer = r.slots.some((s) => s.role === 'answer');
    for (const line of r.answer.split('\n')) {
      const found = lines.includes(line.trim());
      if (hasAnswer && found === drafted) right++;
      else if (hasAnswer) wrong.push(`${r.ref}: "${line.slice(0, 30)}" ${found ? 'shown though it must not be' : 'missing'}`);
    }
  }
  const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
  const choices = reqs.filter((r) => !r.needs_input && r.status === 'drafted' && r.slots.some((s) => s.role === 'choice'));
  const shown = count(after, /^(True|False)\s*$/gm);
  const kept = count(before, /True \|\s+False/g) - count(after, /True \|\s+False/g);
  if (shown === choices.length && kept === choices.length) right += choices.length;
  else wrong.push(`choices: ${shown} shown and ${kept} replaced, ${choices.length} expected`);
  return { right, total: right + wrong.length, wrong };
}

async function main() {
  if (!fs.existsSync(DATA)) {
    console.log(`eval:export needs ${DATA} (the shared evaluation data); not found, nothing measured.`);
    return;
  }
  console.log(
    '| Document | Entries | Changed entries | Order kept | Patched part outside answers | LibreOffice: values in place | Notes | Export ms (median) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const doc of DOCS) {
    const original = fs.readFileSync(path.join(DATA, doc.file));
    let lookup = new Map<number, string[]>();
    if (doc.items.some((it) => it.slots.some((s) => s.choices[0] === 'lookup'))) lookup = await alaskaLists(original);
    const choicesFor = (item: Item) => {
      const s = item.slots.find((x) => x.role === 'choice');
      if (!s) return [];
      if (s.choices[0] !== 'lookup') return s.choices;
      return lookup.get(Number(splitRef(s.target.file === 'xlsx' ? s.target.cell : 'A0')[1])) ?? [];
    };
    const reqs = synthetic(doc.items, choicesFor);
    const times: number[] = [];
    let filled = await exportFilled({ original, kind: doc.kind, name: path.basename(doc.file), requirements: reqs });
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      filled = await exportFilled({ original, kind: doc.kind, name: path.basename(doc.file), requirements: reqs });
      times.push(performance.now() - t0);
    }
    const [was, now] = [await entries(original), await entries(filled.data)];
    const changed = now.filter((e, i) => !e.bytes.equals(was[i]?.bytes ?? Buffer.alloc(0))).map((e) => e.name);
    const order = now.map((e) => e.name).join() === was.map((e) => e.name).join();
    const part = doc.patched[0]!;
    const diff = firstDifference(
      remainder(was.find((e) => e.name === part)!.bytes.toString('utf8'), doc),
      remainder(now.find((e) => e.name === part)!.bytes.toString('utf8'), doc),
    );
    const check =
      doc.kind === 'xlsx'
        ? await checkWorkbook(doc, original, filled.data, reqs)
        : await checkDocument(original, filled.data, reqs);
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    // workbook.xml may only gain the request to recalculate on open (formulas counting what was written)
    const recalcOnly = (name: string) => {
      const strip = (b?: Buffer) =>
        (b?.toString('utf8') ?? '').replace(/ fullCalcOnLoad="1"/, '').replace(/<(?:\w+:)?calcPr\/>/, '');
      const [a, b] = [was, now].map((list) => list.find((e) => e.name === name)?.bytes);
      return name === 'xl/workbook.xml' && strip(a) === strip(b) && (b?.toString('utf8') ?? '').includes('fullCalcOnLoad="1"');
    };
    const unexpected = changed.filter((c) => !doc.patched.includes(c) && !recalcOnly(c));
    console.log(
      `| ${doc.label} | ${now.length} | ${changed.join(', ') || 'none'}${unexpected.length ? ' (UNEXPECTED)' : ''} | ${order ? 'yes' : 'NO'} | ${diff === 'none' ? 'identical' : `differs ${diff}`} | ${check.right}/${check.total} | ${filled.notes.length} | ${median.toFixed(0)} |`,
    );
    for (const w of check.wrong.slice(0, 8)) console.log(`    wrong: ${w}`);
    for (const n of filled.notes.slice(0, 8)) console.log(`    note: ${n}`);
  }
}

/** The Alaska matrix's Response list per row: INDIRECT(D<row>) names DropDownValues' Solution (C) or Vendor (D) column. */
async function alaskaLists(original: Buffer): Promise<Map<number, string[]>> {
  const [matrix, lists] = [await sheetRows(original, 2), await sheetRows(original, 4)];
  const column = (i: number) =>
    lists
      .slice(2, 7)
      .map((r) => r[i] ?? '')
      .filter(Boolean);
  const out = new Map<number, string[]>();
  matrix.forEach((row, i) => {
    if (row[3] === 'Solution') out.set(i + 1, column(2));
    if (row[3] === 'Vendor') out.set(i + 1, column(3));
  });
  return out;
}

await main();
