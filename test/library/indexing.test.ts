// Background indexing: a job restarted mid-way finishes; vectors are filled in when an embedder appears; stdio takes `path`.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../src/accounts/keys';
import { registry } from '../../src/app';
import { prepareEngines } from '../../src/engines';
import { createWorker } from '../../src/jobs/worker';
import { loadEmbedder } from '../../src/library/embedders';
import { INDEX_JOB, indexSourceJob, queueMissingVectors } from '../../src/library/indexing';
import { searchLibrary } from '../../src/library/search';
import { createMcpServer } from '../../src/mcp';
import { jobs } from '../../src/workers/jobs';
import * as jobStore from '../../store/jobs';
import * as store from '../../store/library';
import { makeTestContext, manualClock, seedAccount } from '../helpers/context';
import { callMcp, makeCaller, startTestServer } from '../helpers/server';
import { deterministicTestEmbedder } from './fixtures';

describe('indexing jobs', () => {
  it('finishes a job whose worker died after storing passages, from where it stopped', async () => {
    const clock = manualClock();
    const ctx = makeTestContext({ clock, embedder: { current: deterministicTestEmbedder(), status: 'test' } });
    const seeded = seedAccount(ctx);
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    const id = (await call('add_source', { name: 'Handbook', text: 'Backups run nightly.\n\nSupport answers within one hour.' }))
      .body.source.id;
    // a first worker claims the job, stores passages, then dies at its first progress report
    const row = jobStore.claimJob(ctx.db, { kinds: [INDEX_JOB], owner: 'dead', now: clock.now(), leaseMs: 30_000 });
    expect(row?.subject_id).toBe(id);
    const dying = {
      id: row?.id as string,
      accountId: seeded.account.id,
      subjectId: id,
      payload: { kind: 'text' as const },
      savedProgress: {},
      attempt: 1,
      progress() {
        throw new Error('worker died');
      },
    };
    await expect(indexSourceJob.run(dying, ctx)).rejects.toThrow('worker died');
    expect(store.countPassages(ctx.db, id)).toBe(1);
    expect((await call('get_source', { id })).body.source.status).toBe('indexing');
    clock.advance(31_000);
    await createWorker(ctx, jobs).drain();
    const got = (await call('get_source', { id })).body.source;
    expect(got).toMatchObject({ status: 'ready', passage_count: 1 });
    expect(store.passagesWithoutVectors(ctx.db, { accountId: seeded.account.id, embedderId: 'test:hash:64', limit: 10 })).toEqual(
      [],
    );
    await close();
    await server.close();
  });

  it('says the embedder is loading while startup loads it, then what came of it', async () => {
    // a remote embedder nobody answers: loading ends quickly, and the status then says why search is keyword-only
    const ctx = makeTestContext({
      embedder: { current: null, status: 'no embedder configured' },
      env: { BIDSMITH_EMBEDDER: 'openai:http://127.0.0.1:9/v1', BIDSMITH_EMBED_MODEL: 'm', LOG_LEVEL: 'silent' },
    });
    const starting = prepareEngines(ctx);
    expect(ctx.embedder.status).toBe('the embedder is loading');
    await starting;
    expect(ctx.embedder.current).toBeNull();
    expect(ctx.embedder.status).not.toBe('the embedder is loading');
    ctx.jobs.stop();
  });

  it('runs keyword-only without an embedder, says so, and fills in vectors when one appears', async () => {
    const ctx = makeTestContext({ embedder: { current: null, status: 'turned off (BIDSMITH_EMBEDDER=none)' } });
    const seeded = seedAccount(ctx);
    const server = await startTestServer(ctx);
    const { call, close } = await makeCaller('mcp', server.url, seeded.secret);
    expect((await call('get_account')).body.account.search_mode).toBe('keyword (turned off (BIDSMITH_EMBEDDER=none))');
    const id = (await call('add_source', { name: 'DR', text: 'Snapshots are replicated elsewhere every night.' })).body.source.id;
    await createWorker(ctx, jobs).drain();
    expect((await call('get_source', { id })).body.source.status).toBe('ready');
    expect(await searchLibrary(ctx, seeded.account.id, 'remote daily copies')).toEqual([]);

    ctx.embedder.current = deterministicTestEmbedder();
    ctx.embedder.status = 'deterministic test embedder';
    expect(queueMissingVectors(ctx)).toBe(1);
    await createWorker(ctx, jobs).drain();
    expect((await searchLibrary(ctx, seeded.account.id, 'remote daily copies'))[0]?.source_id).toBe(id);
    // a different model re-embeds everything in the background
    ctx.embedder.current = deterministicTestEmbedder(undefined, 'test:hash:64:v2');
    expect(queueMissingVectors(ctx)).toBe(1);
    await createWorker(ctx, jobs).drain();
    expect(queueMissingVectors(ctx)).toBe(0);
    expect((await call('get_account')).body.account.search_mode).toBe('hybrid');
    await close();
    await server.close();
  });
});

describe('add_source over stdio MCP', () => {
  it('reads a local file given by path (refused over HTTP, see library.test.ts)', async () => {
    const ctx = makeTestContext();
    const seeded = seedAccount(ctx);
    const file = path.join(ctx.dataDir, 'notes.md');
    fs.writeFileSync(file, '# Notes\n\nThe kiwi rollout finishes in May.');
    // the stdio server acts as BIDSMITH_API_KEY: the caller is resolved the way serveMcpStdio does
    const caller = authenticate(ctx.db, seeded.secret, ctx.clock.now());
    const real = createMcpServer(ctx, registry.tools, { transport: 'mcp-stdio', caller: () => caller });
    const [c, d] = InMemoryTransport.createLinkedPair();
    await real.connect(c);
    const client2 = new Client({ name: 'stdio-test', version: '1' });
    await client2.connect(d);
    const res = await callMcp(client2, 'add_source', { name: 'notes.md', path: file });
    expect(res.status).toBe(200);
    await createWorker(ctx, jobs).drain();
    expect((await callMcp(client2, 'get_source', { id: res.body.source.id })).body.source).toMatchObject({
      status: 'ready',
      content_type: 'text/markdown',
    });
    const missing = await callMcp(client2, 'add_source', { name: 'x', path: path.join(ctx.dataDir, 'nope.txt') });
    expect(missing.status).toBe(400);
    // a field the tool does not take is named, never dropped in silence (a newcomer's "file" for "data")
    const typo = await callMcp(client2, 'add_source', { name: 'x.pdf', file: 'abc' });
    expect(typo).toMatchObject({ status: 400, body: { error: { code: 'invalid_request', field: 'file' } } });
    expect(typo.body.error.message).toMatch(/^file: is not a field of add_source \(it takes name, text, data/);
    await client2.close();
  });
});

describe('embedders', () => {
  it('talks to an OpenAI-compatible /v1/embeddings endpoint and reports when none can start', async () => {
    const seen: { model: string; input: string[] }[] = [];
    const fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const parsed = JSON.parse(body);
        seen.push(parsed);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: parsed.input.map((_: string, index: number) => ({ index, embedding: [3, 4, index] })) }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    const ctx = makeTestContext({ env: { BIDSMITH_EMBEDDER: `openai:${url}`, BIDSMITH_EMBED_MODEL: 'nomic-embed-text' } });
    const { embedder, status } = await loadEmbedder(ctx.config);
    expect(status).toMatch(/OpenAI-compatible endpoint, model nomic-embed-text \(3 dims\)/);
    const [v] = (await embedder?.embed(['hello'])) ?? [];
    expect(Array.from(v ?? [])).toEqual([0.6000000238418579, 0.800000011920929, 0]);
    expect(seen.at(-1)).toEqual({ model: 'nomic-embed-text', input: ['hello'] });
    fake.close();
    const down = await loadEmbedder({ ...ctx.config, embedder: 'openai:http://127.0.0.1:9/v1' });
    expect(down.embedder).toBeNull();
    expect(down.status).toMatch(/could not start/);
  });

  it('runs the bundled model offline and ranks a paraphrase above an unrelated passage', async () => {
    const { embedder, status } = await loadEmbedder(makeTestContext().config);
    expect(status).toMatch(/bundled model/);
    const [q, near, far] =
      (await embedder?.embed([
        'How often is customer data backed up?',
        'We take backups of all client databases every night.',
        'Our office dog is called Biscuit.',
      ])) ?? [];
    const dot = (a?: Float32Array, b?: Float32Array) => {
      let sum = 0;
      for (let i = 0; i < (a?.length ?? 0); i++) sum += (a?.[i] ?? 0) * (b?.[i] ?? 0);
      return sum;
    };
    expect(dot(q, near)).toBeGreaterThan(dot(q, far) + 0.1);
  });
});
