// Eval: the whole job on real buyer files through the API (library indexed, the file read, every requirement drafted
// offline, exported filled) and what changed in each package besides the drafted answers (goal: nothing), and whether
// LibreOffice shows each written answer. `npm run eval:export-drafted`. Needs ../shared/data and LibreOffice.
import fs from 'node:fs';
import path from 'node:path';
import { createWorker } from '../src/jobs/worker';
import { loadEmbedder } from '../src/library/embedders';
import { requirementSlots } from '../src/rfps/views';
import { jobs } from '../src/workers/jobs';
import { allRequirements } from '../store/rfps';
import { makeTestContext, seedAccount } from '../test/helpers/context';
import { documentText } from '../test/helpers/libreoffice';
import { callRest, startTestServer } from '../test/helpers/server';
import { entries, firstDifference, remainder } from './package-diff';

const DATA = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data');
const LIBRARY = path.join(DATA, 'company/instructure/library');
const FILES = [
  'questionnaires/CAIQv4.0.3_STAR-Security-Questionnaire_2024-06-03.xlsx',
  'questionnaires/government_requirement_matrices/Alaska_DOH_IT_Contractual_Requirements_RFP_2025-1600-0188.xlsx',
  'questionnaires/HECVAT414_full_template.xlsx',
  'rfps/docx/Alaska_DOH_IES_Milestone2_Submittal_Forms_A-H.docx',
];

async function main(): Promise<void> {
  if (!fs.existsSync(LIBRARY)) {
    console.log(`eval:export-drafted needs ${DATA} (the shared evaluation data); not found, nothing measured.`);
    return;
  }
  const ctx = makeTestContext({ env: { BIDSMITH_EMBEDDER: process.env.BIDSMITH_EMBEDDER ?? 'bundled', LOG_LEVEL: 'warn' } });
  const loaded = await loadEmbedder(ctx.config);
  ctx.embedder.current = loaded.embedder;
  ctx.embedder.status = loaded.status;
  const server = await startTestServer(ctx);
  server.server.keepAliveTimeout = 10 * 60_000;
  const { secret } = seedAccount(ctx);
  const call = (name: string, input: Record<string, unknown> = {}) => callRest(server.url, secret, name, input);
  const drain = () => createWorker(ctx, jobs).drain();
  for (const f of fs.readdirSync(LIBRARY).filter((n) => n.endsWith('.pdf'))) {
    await call('add_source', { name: f, data: fs.readFileSync(path.join(LIBRARY, f)).toString('base64') });
  }
  await drain();
  console.log(
    '| Document | Requirements | Drafted | Needs input | Entries | Changed entries | Patched parts outside answers | Word: answers shown |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const file of FILES) {
    const original = fs.readFileSync(path.join(DATA, file));
    const name = path.basename(file);
    const kind = name.endsWith('.docx') ? ('docx' as const) : ('xlsx' as const);
    const up = await call('upload_rfp', { name, data: original.toString('base64') });
    await drain();
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain();
    const rows = allRequirements(ctx.db, up.body.rfp.id);
    const filled = await call('export_rfp', { id: up.body.rfp.id });
    const data = Buffer.from(filled.file?.data ?? []);
    const [was, now] = [await entries(original), await entries(data)];
    const changed = now.filter((e, i) => !e.bytes.equals(was[i]?.bytes ?? Buffer.alloc(0))).map((e) => e.name);
    const expected = (n: string) => (kind === 'xlsx' ? /^xl\/worksheets\/sheet\d+\.xml$/.test(n) : n === 'word/document.xml');
    const written = rows.filter((r) => r.status === 'drafted' && r.needs_input === null);
    const labelled = { kind, file: name, items: written.map((r) => ({ where: r.location, slots: requirementSlots(r) })) };
    const diffs = changed.filter(expected).map((part) => {
      const before = was.find((e) => e.name === part)?.bytes.toString('utf8') ?? '';
      const after = now.find((e) => e.name === part)?.bytes.toString('utf8') ?? '';
      return firstDifference(remainder(before, labelled), remainder(after, labelled));
    });
    let shown = '–';
    if (kind === 'docx') {
      const text = await documentText(data);
      const answers = written.filter((r) => r.response !== '');
      shown = `${answers.filter((r) => text.includes(r.response.replace(/\s*\[\d+\]/g, '').split(/(?<=\.)\s/)[0] ?? '')).length}/${answers.length}`;
    }
    const unexpected = changed.filter((n) => !expected(n));
    console.log(
      `| ${name} | ${rows.length} | ${written.length} | ${rows.filter((r) => r.needs_input).length} | ${now.length} | ${changed.join(', ') || 'none'}${unexpected.length ? ' (UNEXPECTED)' : ''} | ${diffs.every((d) => d === 'none') ? 'identical' : diffs.filter((d) => d !== 'none').join('; ')} | ${shown} |`,
    );
  }
  await server.close();
}

await main();
