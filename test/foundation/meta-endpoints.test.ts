// Without a key: the API index at /api/v1 (with working links), the docs, and the health check at /healthz.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { callRest, startTestServer } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let seeded: ReturnType<typeof seedAccount>;

beforeAll(async () => {
  ctx = makeTestContext();
  seeded = seedAccount(ctx, { name: 'Secretive Corp' });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1', () => {
  it('answers an index with name, version and links that work, instead of a 404', async () => {
    const res = await fetch(`${server.url}/api/v1`);
    expect(res.status).toBe(200);
    const index = (await res.json()) as any;
    const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
    expect(index).toMatchObject({ name: 'Bidsmith', version: pkg.version });
    expect((await fetch(`${server.url}/api/v1/`)).status).toBe(200);

    const openapi = await fetch(`${server.url}${index.links.openapi}`);
    expect(openapi.status).toBe(200);
    expect(((await openapi.json()) as any).openapi).toBe('3.1.0');
    const docs = await fetch(`${server.url}${index.links.docs}`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await docs.text()).toMatch(/^# Bidsmith/);
    expect((await fetch(`${server.url}${index.links.health}`)).status).toBe(200);
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = await fetch(`${server.url}/api/v1`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, OPTIONS');
    expect(((await res.json()) as any).error.code).toBe('method_not_allowed');
  });
});

describe('GET /healthz', () => {
  it('needs no key, reports the database writable and the queued jobs, and names no account', async () => {
    const before = (await (await fetch(`${server.url}/healthz`)).json()) as any;
    expect(before).toEqual({ status: 'ok', database: 'writable', queued_jobs: 0, running_jobs: 0 });
    // nothing drains the queue in this test, so the indexing job stays queued
    const added = await callRest(server.url, seeded.secret, 'add_source', { name: 'Notes.md', text: '# Notes\n\nHello.' });
    expect(added.status).toBe(200);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'ok', queued_jobs: 1 });
    for (const secret of [seeded.account.id, 'Secretive', seeded.user.email, seeded.key.id, 'bsk_live_'])
      expect(text).not.toContain(secret);
  });

  it('answers HEAD without a body, and refuses POST with 405', async () => {
    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${server.url}/healthz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers 503 when the database cannot be written, without the detail', async () => {
    ctx.db.pragma('query_only = ON');
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', database: 'not writable' });
      expect(ctx.logLines.some((l) => l.includes('health check: database not writable'))).toBe(true);
    } finally {
      ctx.db.pragma('query_only = OFF');
    }
  });
});
