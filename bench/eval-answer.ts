// Evaluates RFP drafting end to end through the real API: a real company library, a real blank questionnaire read,
// every requirement drafted (offline unless ANTHROPIC_API_KEY is set), compared with the hand-made labels of
// bench/truth/ (supported questions drafted with a supporting citation, unsupported ones left as needs_input) and with
// the company's own filled CAIQ (Yes/No/NA agreement). Writes a seeded sample of drafted answers for a hand check and
// reports the verdicts of bench/truth/answer-check-<set>.json when present.
// npm run eval:answer [-- --set caiq|hecvat] [-- --past-answers] [-- --also <files under ../shared/data>] [-- --embedder bundled|none] [-- --sample 50]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorker } from '../src/jobs/worker';
import { loadEmbedder } from '../src/library/embedders';
import { storedSources } from '../src/rfps/views';
import { numbersIn } from '../src/text/words';
import { jobs } from '../src/workers/jobs';
import { allRequirements } from '../store/rfps';
import { makeTestContext, seedAccount } from '../test/helpers/context';
import { callRest, startTestServer } from '../test/helpers/server';
import { holdsEvidence, type LabelledQuestion, loadTruth } from './labels';

const SHARED = path.resolve(process.env.BIDSMITH_EVAL_DATA ?? '../shared/data');
const LIBRARY = path.join(SHARED, 'company/instructure/library');
const FILLED = path.join(SHARED, 'company/instructure/questionnaires/Instructure CAIQ.xlsx');
const BLANK: Record<string, string> = {
  caiq: path.join(SHARED, 'questionnaires/CAIQv4.0.3_STAR-Security-Questionnaire_2024-06-03.xlsx'),
  hecvat: path.join(SHARED, 'questionnaires/HECVAT414_full_template.xlsx'),
};
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback);
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

async function main(): Promise<void> {
  const set = arg('--set', 'caiq');
  const blank = BLANK[set];
  if (!blank || !fs.existsSync(blank) || !fs.existsSync(LIBRARY)) {
    process.stdout.write(`eval:answer skipped: ${blank ?? set} or ${LIBRARY} is missing (needs ../shared/data).\n`);
    return;
  }
  const ctx = makeTestContext({ env: { BIDSMITH_EMBEDDER: arg('--embedder', 'bundled'), LOG_LEVEL: 'warn' } });
  const loaded = await loadEmbedder(ctx.config);
  ctx.embedder.current = loaded.embedder;
  ctx.embedder.status = loaded.status;
  const server = await startTestServer(ctx);
  // long drains between calls must not close the client's kept-alive connection under it
  server.server.keepAliveTimeout = 10 * 60_000;
  const { secret } = seedAccount(ctx);
  const call = (name: string, input: Record<string, unknown> = {}) => callRest(server.url, secret, name, input);
  const drain = () => createWorker(ctx, jobs).drain();

  for (const file of fs.readdirSync(LIBRARY).filter((f) => f.endsWith('.pdf'))) {
    await call('add_source', { name: file, data: fs.readFileSync(path.join(LIBRARY, file)).toString('base64') });
  }
  // buyer's documents a newcomer puts in the library by mistake (an RFP, its attachments, a standard's control set):
  // --also <file>[,<file>…], paths relative to ../shared/data; a draft citing one quotes the buyer, not the company
  const also = arg('--also', '')
    .split(',')
    .filter(Boolean)
    .map((f) => path.join(SHARED, f));
  for (const file of also)
    await call('add_source', { name: path.basename(file), data: fs.readFileSync(file).toString('base64') });
  if (args.includes('--past-answers')) {
    await call('add_source', { name: 'Instructure CAIQ.xlsx', data: fs.readFileSync(FILLED).toString('base64') });
  }
  let t = performance.now();
  await drain();
  const indexMs = performance.now() - t;
  const sources = (await call('list_sources')).body.sources as Array<{ name: string; status: string; passage_count: number }>;

  t = performance.now();
  const up = await call('upload_rfp', { name: path.basename(blank), data: fs.readFileSync(blank).toString('base64') });
  await drain();
  const readMs = performance.now() - t;
  const rfpId = up.body.rfp.id as string;
  t = performance.now();
  await call('draft_all_requirements', { id: rfpId });
  await drain();
  const draftMs = performance.now() - t;

  const reqs: any[] = [];
  for (let offset = 0; ; offset += 200) {
    const page = (await call('list_requirements', { id: rfpId, offset, limit: 200 })).body;
    reqs.push(...page.requirements);
    if (reqs.length >= page.total) break;
  }
  const byRef = new Map(reqs.map((r) => [r.ref, r]));
  const truth = (await loadTruth(path.resolve('bench/truth'), SHARED)).filter((q) => q.set === set);
  const drafted = reqs.filter((r) => r.status === 'drafted' && r.sources.length > 0);
  // what each answer cites, in full, as the service keeps it with the requirement (the API lists names and headings)
  const cited = new Map(
    allRequirements(ctx.db, rfpId).map((r) => [
      r.id,
      storedSources(r)
        .map((s) => s.text)
        .join(' '),
    ]),
  );
  const texts = (r: any) => cited.get(r.id) ?? '';
  const invented = drafted.filter((r) => numbersIn(r.answer).some((n) => !numbersIn(texts(r)).includes(n)));

  const lines: string[] = [];
  lines.push(`set ${set}${args.includes('--past-answers') ? ' + filled CAIQ as past answers' : ''}, embedder ${loaded.status}`);
  lines.push(`library: ${sources.map((s) => `${s.name} ${s.status} ${s.passage_count}`).join('; ')}`);
  lines.push(
    `indexing ${(indexMs / 1000).toFixed(1)} s, reading ${(readMs / 1000).toFixed(1)} s, drafting ${(draftMs / 1000).toFixed(1)} s (${(draftMs / Math.max(1, reqs.length)).toFixed(0)} ms per requirement)`,
  );
  lines.push(
    `requirements ${reqs.length}: drafted with citations ${drafted.length} (${pct(drafted.length, reqs.length)}), needs_input ${reqs.filter((r) => r.needs_input).length}`,
  );

  // with past answers on the HECVAT, a question is also supported when the filled CAIQ answers it (labels written by
  // hand before any engine ran on that pairing), and a draft citing one of those CAIQ answers has support
  const pastLabels = new Map<string, { support: string; caiq: string[] }>();
  const pastFile = path.resolve('bench/truth/hecvat-past-caiq.json');
  if (set === 'hecvat' && args.includes('--past-answers') && fs.existsSync(pastFile))
    for (const e of JSON.parse(fs.readFileSync(pastFile, 'utf8')).entries) pastLabels.set(e.id, e);
  const citesPast = (q: LabelledQuestion) =>
    (byRef.get(q.id)?.sources ?? []).some((s: { kind: string; heading: string }) =>
      (pastLabels.get(q.id)?.caiq ?? []).some((ref) => s.kind === 'answer' && s.heading.startsWith(`${ref} `)),
    );
  for (const q of truth) {
    const past = pastLabels.get(q.id);
    if (past && past.support !== 'none' && q.support === 'none') q.support = past.support as LabelledQuestion['support'];
  }
  if (pastLabels.size > 0) lines.push('labels: the PDFs (hecvat-evidence.json) or the filled CAIQ (hecvat-past-caiq.json)');

  for (const part of ['tune', 'held'] as const) {
    const qs = truth.filter((q) => q.split === part);
    const supported = qs.filter((q) => q.support !== 'none');
    const none = qs.filter((q) => q.support === 'none');
    const outcome = (q: LabelledQuestion) => byRef.get(q.id);
    const draftedOf = (list: LabelledQuestion[]) => list.filter((q) => outcome(q)?.status === 'drafted');
    const withSupport = draftedOf(supported).filter(
      (q) => holdsEvidence(`${texts(outcome(q))} ${outcome(q)?.answer ?? ''}`, q.evidence) || citesPast(q),
    );
    lines.push(
      `${part}: supported ${supported.length}: drafted ${draftedOf(supported).length} (${pct(draftedOf(supported).length, supported.length)}), with a cited key ${withSupport.length} (${pct(withSupport.length, supported.length)}); unsupported ${none.length}: left as needs_input ${none.length - draftedOf(none).length} (${pct(none.length - draftedOf(none).length, none.length)})`,
    );
  }

  if (set === 'caiq' && fs.existsSync(FILLED)) {
    const { companyAnswers } = await import('./filled-caiq');
    const company = await companyAnswers(FILLED);
    const chosen = drafted.filter((r) => r.choice !== null && company.has(r.ref));
    const agree = chosen.filter((r) => company.get(r.ref) === r.choice).length;
    lines.push(
      `choices on drafted: ${chosen.length}; agree with the company's own answer ${agree} (${pct(agree, chosen.length)}); the company answers Yes to ${[...company.values()].filter((v) => v === 'Yes').length} of ${company.size}`,
    );
  }
  if (also.length > 0) {
    const buyers = new Set(also.map((f) => path.basename(f)));
    const quoting = drafted.filter((r) => r.sources.some((s: { source_name: string }) => buyers.has(s.source_name)));
    const counts = new Map<string, number>();
    for (const r of quoting)
      for (const name of new Set<string>(r.sources.map((s: { source_name: string }) => s.source_name)))
        if (buyers.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    lines.push(
      `drafts citing a buyer's document added with --also: ${quoting.length} of ${drafted.length}${[...counts].map(([n, c]) => `; ${n} ${c}`).join('')}`,
    );
  }
  lines.push(`figures stated in drafted answers but absent from their sources: ${invented.length}`);

  // a seeded sample for reading by hand: what each drafted answer cites, in full
  const n = Number(arg('--sample', '50'));
  const seeded = [...drafted].sort((a, b) => hash(a.ref).localeCompare(hash(b.ref))).slice(0, n);
  const sample = seeded.map((r) => ({
    ref: r.ref,
    question: r.text,
    response: r.response,
    choice: r.choice,
    sources: storedSources(allRequirements(ctx.db, rfpId).find((x) => x.id === r.id) as never),
  }));
  const out = path.join(os.tmpdir(), `bidsmith-answer-${set}${args.includes('--past-answers') ? '-past' : ''}.json`);
  fs.writeFileSync(out, JSON.stringify(sample, null, 1));
  lines.push(`sample of ${sample.length} drafted answers for a hand check: ${out}`);
  const verdictFile = path.resolve(`bench/truth/answer-check-${set}${args.includes('--past-answers') ? '-past' : ''}.json`);
  if (fs.existsSync(verdictFile)) {
    const verdicts = JSON.parse(fs.readFileSync(verdictFile, 'utf8')) as Array<{
      ref: string;
      verdict: 'yes' | 'partly' | 'no';
      supported: boolean;
      wrong_figure: boolean;
      response: string;
    }>;
    // a verdict counts only for the very answer that was read: a changed draft is unread until someone reads it
    const now = new Map(sample.map((r) => [r.ref, r.response]));
    const read = verdicts.filter((v) => now.get(v.ref) === v.response);
    const unread = sample.filter((r) => !read.some((v) => v.ref === r.ref)).map((r) => r.ref || '(blank)');
    const count = (k: string) => read.filter((v) => v.verdict === k).length;
    const ok = read.filter((v) => v.supported).length;
    lines.push(
      `hand check (${verdictFile}): of ${read.length} sampled answers read by hand, supported by what they cite ${ok} (${pct(ok, read.length)}), partly ${count('partly')}, not ${count('no')}; wrong figures ${read.filter((v) => v.wrong_figure).length}; drafted in this sample but not read: ${unread.length}${unread.length > 0 ? ` (${unread.join(', ')})` : ''}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  await server.close();
}

const hash = (s: string) => createHash('sha1').update(s).digest('hex');

await main();
