// Evaluates answering RFP questions from the deal (the proposal an RFP response names), end to end through the API:
// a proposal with every deal term set, a small security library, and two blind sets uploaded as one RFP each and
// drafted offline: the 70 questions of test/rfps/deal-questions.ts (45 the deal answers, 25 near-misses it must not
// answer) and the 60 of test/rfps/deal-questions2.ts (40 and 20, written later by another helper).
// A deal question is right when the draft cites every deal term its label names; a near-miss is right when the
// draft cites nothing of the deal. The set is split tune/held by a hash of the question id, fixed before tuning.
// npm run eval:deal [-- --verbose]
import { createHash } from 'node:crypto';
import { makeTestContext, seedAccount } from '../test/helpers/context';
import { callRest, startTestServer } from '../test/helpers/server';
import { DEAL_QUESTIONS, type DealQuestion } from '../test/rfps/deal-questions';
import { DEAL_QUESTIONS_2 } from '../test/rfps/deal-questions2';
import { drain, LIBRARY } from '../test/rfps/fixtures';

const verbose = process.argv.includes('--verbose');
const splitOf = (id: string) =>
  Number.parseInt(createHash('sha1').update(id).digest('hex').slice(0, 2), 16) % 2 ? 'held' : 'tune';

/** The deal the questions were written against, term by term. */
const PROPOSAL = {
  fields: {
    custName: 'Harbor Valley Schools',
    term: '24 months',
    startDate: '2027-03-01',
    validUntil: '2026-12-23',
    billing: 'Annual',
    sla: '99.9% uptime',
    support: 'Premium support, 24x7, 1-hour response for priority-1 issues',
    edition: 'Enterprise',
    scale: '50 seats',
    region: 'EU (Frankfurt)',
    governingLaw: 'State of Texas',
    currency: 'USD',
    taxLabel: 'Sales tax',
    taxRate: 8.25,
  },
  lineItems: [
    { desc: 'Northbeam Pro — 50 seats × $40/month', y1: 24000, y2: 24000 },
    { desc: 'Onboarding and training (one-time)', y1: 5000, y2: 0 },
    { desc: 'Premium support', y1: 4800, y2: 4800 },
  ],
  discounts: [{ label: '10% on licences', kind: 'pct', value: 10, y1: true, y2: true }],
};

async function main(): Promise<void> {
  const ctx = makeTestContext({ env: { LOG_LEVEL: 'warn' } });
  const seeded = seedAccount(ctx);
  const server = await startTestServer(ctx);
  const call = (name: string, input: Record<string, unknown> = {}) => callRest(server.url, seeded.secret, name, input);
  try {
    const drafted = await call('draft_proposal', { notes: 'Proposal for Harbor Valley Schools: 50 seats at $40/seat/month.' });
    const number = drafted.body.proposal.number as string;
    const updated = await call('update_proposal', { number, ...PROPOSAL });
    if (updated.status !== 200) throw new Error(`update_proposal: ${JSON.stringify(updated.body)}`);
    await call('add_source', { name: 'Security overview.md', text: LIBRARY });
    const sets: Array<[string, DealQuestion[]]> = [
      ['first', DEAL_QUESTIONS],
      ['second', DEAL_QUESTIONS_2],
    ];
    for (const [set, questions] of sets) {
      const text = `# Commercial questions\n\n${questions.map((q, i) => `${i + 1}. ${q.text}`).join('\n\n')}\n`;
      const up = await call('upload_rfp', { name: `Deal questions (${set}).md`, text, deal_number: number });
      await drain(ctx);
      const id = up.body.rfp.id as string;
      const started = Date.now();
      await call('draft_all_requirements', { id });
      await drain(ctx);
      const ms = Date.now() - started;
      const list = await call('list_requirements', { id, limit: 200 });
      const requirements = list.body.requirements as any[];
      if (requirements.length !== questions.length && verbose)
        for (const r of requirements) process.stdout.write(`${r.ref} | ${r.text}\n`);
      if (requirements.length !== questions.length)
        throw new Error(`${set} set: read ${requirements.length} requirements, not ${questions.length}`);
      const tally = new Map<string, { right: number; total: number; partial: number }>();
      questions.forEach((q, i) => {
        const r = requirements[i];
        const cited = new Set<string>(
          r.sources.filter((s: any) => s.kind === 'deal').map((s: any) => (s.heading as string).replace(/#.*/, '')),
        );
        const near = q.expect.length === 0;
        const all = q.expect.every((e) => cited.has(e));
        const right = near ? cited.size === 0 : all;
        const partial = !near && !all && q.expect.some((e) => cited.has(e));
        const key = `${splitOf(q.id)} ${near ? 'near-miss' : 'deal'}`;
        const t = tally.get(key) ?? { right: 0, total: 0, partial: 0 };
        t.total++;
        if (right) t.right++;
        if (partial) t.partial++;
        tally.set(key, t);
        if (verbose && !right && splitOf(q.id) === 'tune')
          process.stdout.write(
            `${q.id} ${q.text}\n   want ${q.expect.join(',') || '-'} got ${[...cited].join(',') || '-'} | ${r.status} ${r.response || r.needs_input}\n`,
          );
      });
      process.stdout.write(`eval:deal, ${set} set — ${questions.length} questions drafted offline in ${ms} ms\n`);
      for (const key of ['tune deal', 'tune near-miss', 'held deal', 'held near-miss']) {
        const t = tally.get(key) ?? { right: 0, total: 0, partial: 0 };
        const extra = key.endsWith('deal') ? ` (${t.partial} cite part of what they need)` : '';
        process.stdout.write(`  ${key.padEnd(15)} ${t.right}/${t.total} right${extra}\n`);
      }
    }
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
