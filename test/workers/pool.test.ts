// Background work in worker threads: requests answer while a document indexes, and a job survives its thread dying.
import { afterEach, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/app';
import type { AppContext } from '../../src/context';
import { prepareEngines } from '../../src/engines';
import type { Worker } from '../../src/jobs/worker';
import { INDEX_JOB } from '../../src/library/indexing';
import { latestJobFor } from '../../store/jobs';
import * as store from '../../store/library';
import { makeTestContext, seedAccount } from '../helpers/context';
import { callRest, startTestServer } from '../helpers/server';
import { type EmbeddingsServer, generatedText, startEmbeddingsServer, until } from './fixtures';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A context whose heavy work runs in two real worker threads, each with its own embedder from `embedder`. */
async function threadedService(embedder: string, env: Record<string, string> = {}) {
  const ctx = makeTestContext({
    env: { BIDSMITH_WORKER_THREADS: '2', BIDSMITH_EMBEDDER: embedder, BIDSMITH_EMBED_MODEL: 'test', LOG_LEVEL: 'warn', ...env },
  });
  const server = await startTestServer(ctx);
  await prepareEngines(ctx);
  const worker: Worker = startWorker(ctx);
  cleanup.push(async () => {
    await worker.stop();
    await ctx.compute.close(0);
    await server.close();
  });
  return { ctx, server, seeded: seedAccount(ctx) };
}

function jobOf(ctx: AppContext, sourceId: string) {
  const row = latestJobFor(ctx.db, sourceId, INDEX_JOB);
  return { status: row?.status, attempts: row?.attempts, progress: JSON.parse(row?.progress ?? '{}') };
}

describe('worker threads', () => {
  it('keeps answering GET /account within a second while the bundled model embeds a large document', async () => {
    const { ctx, server, seeded } = await threadedService('bundled');
    expect(ctx.embedder.status).toMatch(/bundled model/);
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Big.txt', text: generatedText(300) });
    const id = added.body.source.id as string;
    await until(() => jobOf(ctx, id).progress.stage === 'embedding', 'embedding started');

    const slowest = { ms: 0 };
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      const res = await callRest(server.url, seeded.secret, 'get_account');
      expect(res.status).toBe(200);
      slowest.ms = Math.max(slowest.ms, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
    // on the main thread each embedding batch alone holds the event loop for seconds
    expect(slowest.ms).toBeLessThan(1000);
    expect(jobOf(ctx, id).status).toBe('running');
    expect(store.getSource(ctx.db, seeded.account.id, id)?.status).toBe('indexing');
  });

  it('retries a job whose worker thread died mid-job and finishes it, and the service goes on', async () => {
    const embeddings: EmbeddingsServer = await startEmbeddingsServer(300);
    cleanup.push(() => embeddings.close());
    const { ctx, server, seeded } = await threadedService(embeddings.embedder);
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Policies.txt', text: generatedText(64) });
    const id = added.body.source.id as string;
    await until(() => embeddings.embedded.length >= 16, 'first batch embedded');

    const threads = ctx.compute.liveThreads();
    expect(threads.length).toBe(2);
    await Promise.all(threads.map((t) => t.terminate()));

    await until(() => store.getSource(ctx.db, seeded.account.id, id)?.status !== 'indexing', 'indexing ended');
    const source = (await callRest(server.url, seeded.secret, 'get_source', { id })).body.source;
    expect(source).toMatchObject({ status: 'ready', passage_count: 64, error: null });
    // the source is marked ready just before its job is marked done: wait for the job's own end
    await until(() => jobOf(ctx, id).status !== 'running', 'job ended');
    // the retry can land on the other thread while it is still dying (both were terminated): then one more
    const job = jobOf(ctx, id);
    expect(job.status).toBe('done');
    expect([2, 3]).toContain(job.attempts);
    const current = ctx.embedder.current?.id as string;
    expect(store.passagesWithoutVectors(ctx.db, { accountId: seeded.account.id, embedderId: current, limit: 100 })).toEqual([]);
    // resumed from the saved progress: at most the batch in flight at each death is embedded twice
    expect(embeddings.embedded.length).toBeLessThanOrEqual(64 + 2 * 16);
    expect(ctx.compute.liveThreads()).toHaveLength(2);
    expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
  });

  it('fails the job with a reason once its thread has died on every attempt', async () => {
    const embeddings = await startEmbeddingsServer(200);
    cleanup.push(() => embeddings.close());
    const { ctx, server, seeded } = await threadedService(embeddings.embedder);
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Doomed.txt', text: generatedText(160) });
    const id = added.body.source.id as string;
    const indexing = () => store.getSource(ctx.db, seeded.account.id, id)?.status === 'indexing';
    while (indexing()) {
      const seen = embeddings.embedded.length;
      await until(() => embeddings.embedded.length > seen || !indexing(), 'a batch embedded');
      if (indexing()) await Promise.all(ctx.compute.liveThreads().map((t) => t.terminate()));
    }
    const source = (await callRest(server.url, seeded.secret, 'get_source', { id })).body.source;
    expect(source).toMatchObject({ status: 'failed', error: 'the background worker processing it stopped unexpectedly' });
    expect(jobOf(ctx, id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
  });

  it('finishes a job of many short steps that together run far past BIDSMITH_JOB_STEP_MS, in turns', async () => {
    // ten batches of 300 ms against a 1 s step budget: each turn yields by half the budget and the next resumes
    // (a 5,000-row questionnaire's draft-all had been stopped at 120 s, new-user trial 24)
    const embeddings = await startEmbeddingsServer(300);
    cleanup.push(() => embeddings.close());
    const { ctx, server, seeded } = await threadedService(embeddings.embedder, { BIDSMITH_JOB_STEP_MS: '1000' });
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Long.txt', text: generatedText(160) });
    const id = added.body.source.id as string;
    await until(() => store.getSource(ctx.db, seeded.account.id, id)?.status !== 'indexing', 'indexing ended');
    const source = (await callRest(server.url, seeded.secret, 'get_source', { id })).body.source;
    expect(source).toMatchObject({ status: 'ready', passage_count: 160, error: null });
    await until(() => jobOf(ctx, id).status !== 'running', 'job ended');
    expect(jobOf(ctx, id)).toMatchObject({ status: 'done', attempts: 1 });
    // resumed from its saved progress each turn: no batch embedded twice
    expect(embeddings.embedded.length).toBe(160);
  });

  it('stops a job turn that holds its thread past BIDSMITH_JOB_STEP_MS, fails it once with the reason, and goes on', async () => {
    // an embedder that takes 4 s a batch stands in for a reader a crafted file keeps busy (new-user trial 21)
    const embeddings = await startEmbeddingsServer(4_000);
    cleanup.push(() => embeddings.close());
    const { ctx, server, seeded } = await threadedService(embeddings.embedder, { BIDSMITH_JOB_STEP_MS: '1000' });
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Stuck.txt', text: generatedText(16) });
    const id = added.body.source.id as string;
    await until(() => store.getSource(ctx.db, seeded.account.id, id)?.status !== 'indexing', 'indexing ended');
    const source = (await callRest(server.url, seeded.secret, 'get_source', { id })).body.source;
    expect(source.status).toBe('failed');
    expect(source.error).toMatch(/one step of it ran longer than 1 s and was stopped .*too large or too complex/);
    await until(() => jobOf(ctx, id).status !== 'running', 'job ended');
    expect(jobOf(ctx, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
    await until(() => ctx.compute.liveThreads().length === 2, 'the stopped thread replaced');
  });
});
