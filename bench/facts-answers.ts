// Evaluates teach_fact's offline answering on a real company library: how many CAIQ questions it answers with a
// cited quote, how many it declines, and how long a question takes. Needs ../shared/data (not part of npm test).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { teach } from '../src/facts/teach';
import { jobs } from '../src/jobs/index';
import { createWorker } from '../src/jobs/worker';
import { addSource } from '../src/library/sources';
import { makeTestContext, seedAccount } from '../test/helpers/context';

const DATA = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data/company/instructure');
const DOCS = [
  'Instructure Security Overview.pdf',
  'Instructure Business Continuity & Disaster Recovery.pdf',
  'Canvas LMS Architecture.pdf',
  'Instructure Quality Assurance Program.pdf',
];
const SAMPLE = Number(process.env.SAMPLE ?? 80);

async function caiqQuestions(): Promise<Array<{ id: string; question: string; answer: string }>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(DATA, 'questionnaires/Instructure CAIQ.xlsx'));
  const out: Array<{ id: string; question: string; answer: string }> = [];
  wb.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      const cells = Array.from(row.values as unknown[], (v) =>
        typeof v === 'object' && v && 'richText' in v ? (v as any).richText.map((r: any) => r.text).join('') : String(v ?? ''),
      );
      const id = cells.find((c) => /^[A-Z]{3}-\d{2}\.\d/.test(c));
      const question = cells.find((c) => c.length > 30 && /\?\s*$/.test(c.trim()));
      const answer = cells.find((c) => /^(Yes|No|NA)$/.test(c.trim())) ?? '';
      if (id && question) out.push({ id, question: question.trim(), answer: answer.trim() });
    });
  });
  return out;
}

async function main() {
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  const seeded = seedAccount(ctx);
  const caller = { account: seeded.account, user: seeded.user, key: seeded.key, scopes: ['read', 'write'] } as any;
  for (const name of DOCS) {
    const data = fs.readFileSync(path.join(DATA, 'library', name)).toString('base64');
    await addSource({ ...ctx, caller, transport: 'rest' }, { name, data, content_type: 'application/pdf' } as any);
  }
  await createWorker(ctx, jobs).drain();
  const all = await caiqQuestions();
  const step = Math.max(1, Math.floor(all.length / SAMPLE));
  const sample = all.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  const times: number[] = [];
  let answered = 0;
  const shown: string[] = [];
  for (const q of sample) {
    const t = performance.now();
    const res = await teach(ctx, seeded.account.id, q.question);
    times.push(performance.now() - t);
    const ok = res.sources.length > 0;
    if (ok) answered++;
    if (shown.length < 12 && ok)
      shown.push(`${q.id} [${q.answer}] ${q.question}\n   → ${res.reply.split('\n').pop()?.slice(0, 300)}`);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(
    `${shown.join('\n')}\n\nquestions ${sample.length} of ${all.length}; answered with a citation ${answered} (${((100 * answered) / sample.length).toFixed(0)}%), declined ${sample.length - answered}; median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms per question\n`,
  );
}

await main();
