// The two-pass vector index (1-bit Hamming candidates, exact cosine re-rank): in sync after delete, re-embed and id reuse,
// scoped to the account, any vector size, and vectors of databases made before migration 006 moved over at startup.
import { describe, expect, it } from 'vitest';
import { prepareEngines } from '../../src/engines';
import { createWorker } from '../../src/jobs/worker';
import { normalize } from '../../src/library/embedder';
import { queueMissingVectors } from '../../src/library/indexing';
import { searchLibrary } from '../../src/library/search';
import { jobs } from '../../src/workers/jobs';
import { migrate } from '../../store/db';
import * as store from '../../store/library';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { deterministicTestEmbedder } from './fixtures';

const passageIds = (ctx: TestContext, sourceId: string) =>
  (ctx.db.prepare('SELECT id FROM library_passages WHERE source_id = ? ORDER BY id').all(sourceId) as { id: number }[]).map(
    (r) => r.id,
  );
const vectorRows = (ctx: TestContext, ids: number[]) =>
  ids.map((id) => ({
    floats: (ctx.db.prepare('SELECT COUNT(*) AS n FROM library_vectors WHERE passage_id = ?').get(id) as { n: number }).n,
    bits: ctx.db.prepare('SELECT embedder_id FROM library_vector_bits WHERE passage_id = ?').all(id) as { embedder_id: string }[],
  }));
const semantic = async (ctx: TestContext, accountId: string, query: string) =>
  (await searchLibrary(ctx, accountId, query, { mode: 'semantic' })).map((h) => h.source_id);

describe.each(TRANSPORTS)('vector index over %s', (transport) => {
  it('drops a deleted source from both passes, re-embeds under the new model only, and never lends a reused id a vector', async () => {
    const ctx = makeTestContext({ embedder: { current: deterministicTestEmbedder(), status: 'deterministic test embedder' } });
    const seeded = seedAccount(ctx);
    const accountId = seeded.account.id;
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const drain = () => createWorker(ctx, jobs).drain();
    const add = async (name: string, text: string) => (await call('add_source', { name, text })).body.source.id as string;

    const dr = await add('DR plan', 'Snapshots are replicated elsewhere every night.');
    const billing = await add('Billing', 'Invoices are sent monthly by email.');
    await drain();
    const drIds = passageIds(ctx, dr);
    expect(vectorRows(ctx, drIds)).toEqual(drIds.map(() => ({ floats: 1, bits: [{ embedder_id: 'test:hash:64' }] })));
    expect(await semantic(ctx, accountId, 'remote daily copies')).toContain(dr);

    expect((await call('delete_source', { id: dr })).status).toBe(200);
    expect(vectorRows(ctx, drIds)).toEqual(drIds.map(() => ({ floats: 0, bits: [] })));
    expect(await semantic(ctx, accountId, 'remote daily copies')).not.toContain(dr);

    // a new model re-embeds: one code per passage, under the new id only; the old id finds nothing
    const billingIds = passageIds(ctx, billing);
    ctx.embedder.current = deterministicTestEmbedder(undefined, 'test:hash:64:v2');
    expect(queueMissingVectors(ctx)).toBe(1);
    await drain();
    expect(vectorRows(ctx, billingIds)).toEqual(
      billingIds.map(() => ({ floats: 1, bits: [{ embedder_id: 'test:hash:64:v2' }] })),
    );
    const [query] = await ctx.embedder.current.embed(['invoices monthly']);
    const search = (embedderId: string, candidates: number) =>
      store.vectorSearch(ctx.db, { accountId, embedderId, vector: query as Float32Array, dims: 64, limit: 10, candidates });
    expect(search('test:hash:64', 800)).toEqual([]);
    expect(search('test:hash:64:v2', 800).map((h) => h.id)).toEqual(billingIds);
    expect(search('test:hash:64:v2', 1)).toEqual(search('test:hash:64:v2', 0).slice(0, 1));

    // deleting the newest source frees its passage ids for reuse; a passage on a reused id has no vector until embedded
    expect((await call('delete_source', { id: billing })).status).toBe(200);
    ctx.embedder.current = null;
    const menu = await add('Menu', 'Tapas are served after nine.');
    await drain();
    const menuIds = passageIds(ctx, menu);
    expect([...drIds, ...billingIds]).toContain(menuIds[0]);
    expect(vectorRows(ctx, menuIds)).toEqual(menuIds.map(() => ({ floats: 0, bits: [] })));
    expect(search('test:hash:64:v2', 0)).toEqual([]);
    await close();
    await server.close();
  });
});

describe('vector index', () => {
  it("never returns another account's vectors, in either pass", async () => {
    const ctx = makeTestContext();
    const mine = seedAccount(ctx).account.id;
    const theirs = seedAccount(ctx, { name: 'Other Co' }).account.id;
    const v = normalize([1, 0.5, 0.25, 0.1]);
    const ids = [mine, theirs].map((accountId, i) => {
      store.insertSource(ctx.db, {
        id: `src_${i}`,
        accountId,
        name: 'Same',
        contentType: 'text/plain',
        data: Buffer.alloc(0),
        now: 0,
      });
      store.insertPassages(ctx.db, { id: `src_${i}`, accountId }, [
        { publicId: `psg_${i}`, heading: '', text: 'same', page: null },
      ]);
      const [id] = passageIds(ctx, `src_${i}`);
      store.saveVectors(ctx.db, { accountId, embedderId: 'test:4', dims: 4, rows: [{ id: id as number, vector: v }] });
      return id;
    });
    // a vector offered under the wrong account is not stored
    store.saveVectors(ctx.db, { accountId: mine, embedderId: 'test:4', dims: 4, rows: [{ id: ids[1] as number, vector: v }] });
    for (const candidates of [0, 1, 800]) {
      const hits = store.vectorSearch(ctx.db, {
        accountId: mine,
        embedderId: 'test:4',
        vector: v,
        dims: 4,
        limit: 10,
        candidates,
      });
      expect(hits.map((h) => h.id)).toEqual([ids[0]]);
    }
    expect(ctx.db.prepare('SELECT account_id FROM library_vector_bits ORDER BY passage_id').pluck().all()).toEqual([
      mine,
      theirs,
    ]);
  });

  it('ranks by exact cosine after the first pass, for vector sizes that are not whole bytes', () => {
    const ctx = makeTestContext();
    const accountId = seedAccount(ctx).account.id;
    store.insertSource(ctx.db, {
      id: 'src_3',
      accountId,
      name: 'Three',
      contentType: 'text/plain',
      data: Buffer.alloc(0),
      now: 0,
    });
    const texts = ['a', 'b', 'c', 'd'];
    store.insertPassages(
      ctx.db,
      { id: 'src_3', accountId },
      texts.map((t) => ({ publicId: `psg_${t}`, heading: '', text: t, page: null })),
    );
    const ids = passageIds(ctx, 'src_3');
    // same sign pattern (same Hamming distance), different angles: only the exact pass can order them
    const vectors = [
      [1, 0.9, 0.1],
      [1, 0.1, 0.1],
      [1, 0.5, 0.1],
      [-1, 1, 1],
    ].map(normalize);
    store.saveVectors(ctx.db, {
      accountId,
      embedderId: 'openai:3',
      dims: 3,
      rows: ids.map((id, i) => ({ id, vector: vectors[i] as Float32Array })),
    });
    expect(ctx.db.prepare('SELECT length(bits) FROM library_vector_bits').pluck().all()).toEqual([1, 1, 1, 1]);
    const hits = store.vectorSearch(ctx.db, {
      accountId,
      embedderId: 'openai:3',
      vector: normalize([1, 0, 0]),
      dims: 3,
      limit: 4,
      candidates: 3,
    });
    expect(hits.map((h) => h.id)).toEqual([ids[1], ids[2], ids[0]]);
    // the opposite-signed vector was not a candidate; an exact scan (candidates 0) reaches it
    const exact = store.vectorSearch(ctx.db, {
      accountId,
      embedderId: 'openai:3',
      vector: normalize([1, 0, 0]),
      dims: 3,
      limit: 4,
      candidates: 0,
    });
    expect(exact.map((h) => h.id)).toEqual([ids[1], ids[2], ids[0], ids[3]]);
    expect(hits[0]?.distance).toBeCloseTo(1 - (vectors[1]?.[0] as number), 5);
  });

  it('moves the vectors of a database made before migration 006 into the new index at startup', async () => {
    const ctx = makeTestContext({
      env: { BIDSMITH_EMBEDDER: 'none' },
      embedder: { current: deterministicTestEmbedder(), status: 'deterministic test embedder' },
    });
    const accountId = seedAccount(ctx).account.id;
    const embedder = deterministicTestEmbedder();
    store.insertSource(ctx.db, {
      id: 'src_old',
      accountId,
      name: 'Old',
      contentType: 'text/plain',
      data: Buffer.alloc(0),
      now: 0,
    });
    const texts = ['Snapshots are replicated elsewhere every night.', 'Invoices are sent monthly by email.'];
    store.insertPassages(
      ctx.db,
      { id: 'src_old', accountId },
      texts.map((text, i) => ({ publicId: `psg_old${i}`, heading: '', text, page: null })),
    );
    const ids = passageIds(ctx, 'src_old');
    const vectors = await embedder.embed(texts);
    // rebuild the old layout: migrations up to 005, vectors in a per-size vec0 table partitioned by account
    ctx.db.exec(`DROP TABLE library_vector_bits; DROP TABLE library_vectors;
      DELETE FROM schema_migrations WHERE name = '006-library-vectors.sql';
      CREATE VIRTUAL TABLE library_vec_64 USING vec0(account_id text partition key, embedding float[64] distance_metric=cosine)`);
    const put = ctx.db.prepare('INSERT INTO library_vec_64 (rowid, account_id, embedding) VALUES (?, ?, ?)');
    ids.forEach((id, i) => {
      put.run(BigInt(id), accountId, vectors[i] as Float32Array);
    });
    ctx.db.prepare('UPDATE library_passages SET embedder_id = ? WHERE source_id = ?').run(embedder.id, 'src_old');

    migrate(ctx.db);
    await prepareEngines(ctx);
    expect(ctx.logLines.some((l) => l.includes('library vectors moved') && l.includes('"vectors":2'))).toBe(true);
    expect(ctx.db.prepare("SELECT name FROM sqlite_master WHERE name GLOB 'library_vec_[0-9]*'").all()).toEqual([]);
    ctx.embedder.current = embedder;
    expect(queueMissingVectors(ctx)).toBe(0);
    const hits = await searchLibrary(ctx, accountId, 'remote daily copies', { mode: 'semantic' });
    expect(hits[0]?.text).toBe(texts[0]);
    const stored = ctx.db.prepare('SELECT embedding FROM library_vectors WHERE passage_id = ?').pluck().get(ids[1]) as Buffer;
    expect(Array.from(new Float32Array(new Uint8Array(stored).buffer))).toEqual(Array.from(vectors[1] as Float32Array));
    expect(store.adoptLegacyVectors(ctx.db)).toBe(0);
  });
});
