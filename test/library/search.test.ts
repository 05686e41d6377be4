// search_library over REST and MCP: each result's score, retrievers and passage id; the relevance floor that lets an
// unrelated query come back empty; weak results; passages that are not the company's statements ranked lower.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { searchLibrary } from '../../src/library/search';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { deterministicTestEmbedder } from './fixtures';

const HANDBOOK = [
  '# Operations handbook',
  '## Backups',
  'Customer backups are copied to a second region every night.',
  '## Encryption',
  'All customer data is encrypted at rest with AES-256 and keys are rotated every year.',
  '## Office',
  'The front desk opens at eight and visitors sign in with a badge.',
].join('\n\n');

/** A standard's requirement list that shares the query's words but states nothing about the company. */
const CHECKLIST = [
  '# Buyer checklist',
  '## Encryption requirements',
  '3.4.1 Encrypt customer data at rest with strong cryptography. 3.4.2 Rotate encryption keys at least once a year.',
  'The vendor shall encrypt customer data at rest and rotate the keys every year.',
].join('\n\n');

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({
    embedder: { current: deterministicTestEmbedder(), status: 'deterministic test embedder' },
    env: { LOG_LEVEL: 'silent' },
  });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('search_library over %s', (transport) => {
  let call: Call;
  let close: () => Promise<void>;
  let accountId: string;
  beforeAll(async () => {
    const seeded = seedAccount(ctx);
    accountId = seeded.account.id;
    ({ call, close } = await makeCaller(transport, server.url, seeded.secret));
    for (const [name, text] of [
      ['Operations handbook.md', HANDBOOK],
      ['Buyer checklist.md', CHECKLIST],
    ])
      expect((await call('add_source', { name, text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
  });
  afterAll(() => close());

  it('gives each result its score, the retrievers that found it and its passage id', async () => {
    const res = await call('search_library', { query: 'Is customer data encrypted at rest?' });
    expect(res.status).toBe(200);
    const [first] = res.body.results;
    expect(first).toMatchObject({ citation: 1, kind: 'passage', heading: 'Operations handbook › Encryption', weak: false });
    expect(first.passage_id).toMatch(/^psg_/);
    expect(first.found_by).toContain('keyword');
    expect(first.score).toBeGreaterThan(0);
    const scores = res.body.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('ranks the company’s own statement above a requirement list that shares its words', async () => {
    const res = await call('search_library', { query: 'encrypt customer data at rest and rotate keys every year' });
    const headings = res.body.results.map((r: { heading: string }) => r.heading);
    expect(headings[0]).toBe('Operations handbook › Encryption');
    expect(headings).toContain('Buyer checklist › Encryption requirements');
  });

  it('returns nothing for an unrelated query, though the semantic side alone finds near noise', async () => {
    const query = 'Which florist delivers the tulips for the spring party?';
    const raw = await searchLibrary(ctx, accountId, query, { limit: 8 });
    expect(raw.length).toBeGreaterThan(0);
    const res = await call('search_library', { query });
    expect(res.body.results).toEqual([]);
  });

  it('returns nothing for a query of stopwords or single letters, and still finds a bare number', async () => {
    for (const query of ['the', 'a', 'x', 'of and']) expect((await call('search_library', { query })).body.results).toEqual([]);
    const number = await call('search_library', { query: '256' });
    expect(number.body.results[0]?.heading).toBe('Operations handbook › Encryption');
  });

  it('marks a result that holds under half of what the query asks as weak', async () => {
    const res = await call('search_library', { query: 'customer backups legal hold exports' });
    const backups = res.body.results.find((r: { heading: string }) => r.heading === 'Operations handbook › Backups');
    expect(backups).toMatchObject({ weak: true });
  });

  it('puts a taught fact first, found by "fact" and without a passage id', async () => {
    expect((await call('teach_fact', { message: 'Our backups are kept for 35 days.' })).status).toBe(200);
    const res = await call('search_library', { query: 'How long are backups kept?' });
    expect(res.body.results[0]).toMatchObject({ kind: 'fact', found_by: ['fact'], passage_id: null, weak: false });
  });
});

describe('ranking by the sentence that says it', () => {
  /** Scatters the query's words over many short sentences, none of which says it. */
  const SCATTERED = [
    '# Team notes',
    '## General',
    'Vendors matter to us. Our vendors sign contracts. The weather is mild. Access varies by team. Access is logged. ' +
      'Lunch is at noon. Some things get reviewed. Many things get reviewed.',
  ].join('\n\n');
  /** Says it in one sentence among others on other things. */
  const STATED = [
    '# Access policy',
    '## Third parties',
    'Our office is in Dublin and our team has grown every year since the company opened its doors to customers. ' +
      'Every vendor has its access to production reviewed by the security team each quarter. ' +
      'The cafeteria serves lunch at noon, and the car park closes at nine in the evening on weekdays.',
  ].join('\n\n');

  it.each(TRANSPORTS)(
    'for a question, puts the passage with one sentence answering it above one that scatters its words (%s)',
    async (transport) => {
      const seeded = seedAccount(ctx);
      const { call, close } = await makeCaller(transport, server.url, seeded.secret);
      for (const [name, text] of [
        ['Team notes.md', SCATTERED],
        ['Access policy.md', STATED],
      ])
        expect((await call('add_source', { name, text })).status).toBe(200);
      await createWorker(ctx, jobs).drain();
      const query = 'Is vendor access reviewed?';
      // the fused keyword and semantic score alone puts the scattered words first
      const raw = await searchLibrary(ctx, seeded.account.id, query, { limit: 8 });
      expect(raw[0]?.heading).toBe('Team notes › General');
      const res = await call('search_library', { query });
      expect(res.body.results.map((r: { heading: string }) => r.heading)).toEqual([
        'Access policy › Third parties',
        'Team notes › General',
      ]);
      // keywords or a claim are ranked by the fused score alone (a claim's evidence rarely says it in one sentence)
      const keywords = await call('search_library', { query: 'vendor access reviewed' });
      expect(keywords.body.results[0]?.heading).toBe('Team notes › General');
      await close();
    },
  );
});
