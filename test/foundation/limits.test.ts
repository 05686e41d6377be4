// Rate limits shared by REST and MCP, body size, CORS, unknown routes and methods, plan refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '../../src/app';
import { startHttpServer } from '../../src/http';
import { defineTool } from '../../src/tool';
import { makeTestContext, manualClock, seedAccount, type TestClock, type TestContext } from '../helpers/context';
import { callMcp, callRest, connectMcp, rest, startTestServer } from '../helpers/server';

let ctx: TestContext;
let clock: TestClock;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  clock = manualClock();
  ctx = makeTestContext({ clock });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe('rate limit', () => {
  it('counts REST and MCP calls of one key in one budget of 120 a minute, then answers 429 with Retry-After', async () => {
    clock.set(Date.parse('2026-11-21T10:00:15Z'));
    const seeded = seedAccount(ctx);
    const mcp = await connectMcp(server.url, seeded.secret);
    for (let i = 0; i < 60; i++) expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
    for (let i = 0; i < 60; i++) expect((await callMcp(mcp, 'get_account')).status).toBe(200);
    const overRest = await callRest(server.url, seeded.secret, 'get_account');
    expect(overRest.status).toBe(429);
    expect(overRest.headers?.get('retry-after')).toBe('45');
    expect(overRest.body.error).toMatchObject({ code: 'rate_limited', retry_after: 45 });
    const overMcp = await callMcp(mcp, 'get_account');
    expect(overMcp.status).toBe(429);
    expect(overMcp.body.error.code).toBe('rate_limited');
    // another key of the same account has its own budget
    const other = seedAccount(ctx);
    expect((await callRest(server.url, other.secret, 'get_account')).status).toBe(200);
    clock.advance(45_000);
    expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
    await mcp.close();
  });
});

describe('rate limit on MCP requests other than tool calls', () => {
  it('counts tools/list in the same budget (it had gone uncounted), and opening a session not at all', async () => {
    const small = makeTestContext({ clock: manualClock(), config: { rateLimitPerMinute: 5 } });
    const tiny = await startTestServer(small);
    const seeded = seedAccount(small);
    const mcp = await connectMcp(tiny.url, seeded.secret);
    for (let i = 0; i < 4; i++) expect((await mcp.listTools()).tools.length).toBeGreaterThan(20);
    expect((await callMcp(mcp, 'get_account')).status).toBe(200);
    await expect(mcp.listTools()).rejects.toThrow(/429|Too many requests/);
    expect((await callRest(tiny.url, seeded.secret, 'get_account')).status).toBe(429);
    await mcp.close();
    await tiny.close();
  });
});

describe('HTTP edges', () => {
  it('refuses a body over 16 MB with 413 and a JSON error', async () => {
    const seeded = seedAccount(ctx);
    const big = JSON.stringify({ name: 'big.txt', text: 'x'.repeat(17 * 1024 * 1024) });
    const res = await fetch(`${server.url}/api/v1/auth/revoke`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${seeded.secret}`, 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.code).toBe('payload_too_large');
    // the key was not revoked: nothing ran
    expect((await rest(server.url, seeded.secret, 'GET', '/account')).status).toBe(200);
  });

  it('answers a CORS preflight from any origin without credentials', async () => {
    const res = await fetch(`${server.url}/api/v1/account`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const seeded = seedAccount(ctx);
    const get = await fetch(`${server.url}/api/v1/account`, {
      headers: { Origin: 'https://example.org', Authorization: `Bearer ${seeded.secret}` },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 405 with Allow for a known path and 404 for an unknown one', async () => {
    const seeded = seedAccount(ctx);
    const wrong = await rest(server.url, seeded.secret, 'DELETE', '/account');
    expect(wrong.status).toBe(405);
    expect(wrong.body.error.code).toBe('method_not_allowed');
    expect(wrong.headers?.get('allow')).toContain('GET');
    const missing = await rest(server.url, seeded.secret, 'GET', '/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('answers 400 naming the body when it is not JSON', async () => {
    const seeded = seedAccount(ctx);
    const res = await fetch(`${server.url}/api/v1/auth/revoke`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${seeded.secret}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid_request', field: 'body' });
  });

  it('answers 400 for bytes that are not UTF-8, and saves nothing', async () => {
    const seeded = seedAccount(ctx);
    const body = Buffer.concat([
      Buffer.from('{"message":"Our support line is open '),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from(' 24 hours."}'),
    ]);
    const res = await fetch(`${server.url}/api/v1/facts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${seeded.secret}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid_request', field: 'body' });
    const facts = await fetch(`${server.url}/api/v1/facts`, { headers: { Authorization: `Bearer ${seeded.secret}` } });
    expect(((await facts.json()) as any).facts).toEqual([]);
  });
});

describe('plans', () => {
  it('gives a Free account 402 on every developer operation, but lets it see its account', async () => {
    const free = seedAccount(ctx, { plan: 'Free', rfp: false });
    const account = await callRest(server.url, free.secret, 'get_account');
    expect(account.status).toBe(200);
    expect(account.body.account.features).toEqual([]);
    const gated = registry.tools.filter((t) => (t.requires ?? ['developer']).includes('developer'));
    for (const tool of gated) {
      const res = await callRest(server.url, free.secret, tool.name, { id: 'x', number: 'x', rid: 'x' });
      expect(res.status, tool.name).toBe(402);
      expect(res.body.error, tool.name).toMatchObject({ code: 'payment_required', billing_required: true, feature: 'developer' });
    }
  });

  it('gives operations that need the RFP add-on 402 with required_addon when the account lacks it', async () => {
    const addonTool = defineTool({
      name: 'probe_documents',
      title: 'Probe',
      description: 'Test-only operation that needs the RFP responder add-on.',
      http: { method: 'GET', path: '/probe', scope: 'read' },
      requires: ['developer', 'documents'],
      annotations: { readOnlyHint: true },
      errors: {},
      example: {},
      input: z.object({}),
      output: z.object({ ok: z.boolean() }),
      run: async () => ({ ok: true }),
    });
    const probe = await startHttpServer(ctx, { tools: [addonTool], pages: [] }, { port: 0, host: '127.0.0.1' });
    const starter = seedAccount(ctx, { plan: 'Starter', rfp: false });
    const refused = await rest(probe.url, starter.secret, 'GET', '/probe');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: 'payment_required', required_addon: 'rfp_responder', feature: 'documents' });
    const withAddon = seedAccount(ctx, { plan: 'Starter', rfp: true });
    expect((await rest(probe.url, withAddon.secret, 'GET', '/probe')).body).toEqual({ ok: true });
    await probe.close();
  });
});
