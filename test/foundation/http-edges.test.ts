// What the HTTP layer does with requests no well-behaved client sends: malformed escapes, BOMs, prototype keys,
// oversized and malformed headers, lying lengths, oversized bodies (413 that every client reads), and 5xx ids.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '../../src/app';
import { startHttpServer } from '../../src/http';
import { defineTool } from '../../src/tool';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { rawHttp } from '../helpers/raw-http';
import { callMcp, connectMcp, rest, startTestServer } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let secret: string;

beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
  secret = seedAccount(ctx).secret;
});
afterAll(async () => server.close());

const BAD_ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%%'];

describe('path parameters', () => {
  const pages = registry.pages.map((p) => ({ method: p.method, path: p.path }));
  const apis = registry.tools.filter((t) => t.http.path.includes('{')).map((t) => ({ ...t.http, path: `/api/v1${t.http.path}` }));

  it.each(BAD_ESCAPES)('answers %s in every API path parameter with 400 naming it, as JSON', async (bad) => {
    for (const route of apis) {
      const param = /\{(\w+)\}/.exec(route.path)?.[1] ?? '';
      const path = route.path.replace(/\{\w+\}/g, bad);
      const res = await fetch(`${server.url}${path}`, {
        method: route.method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      const where = `${route.method} ${path}`;
      expect(res.status, where).toBe(400);
      expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
      expect(((await res.json()) as any).error, where).toMatchObject({ code: 'invalid_request', field: param });
    }
  });

  it.each(BAD_ESCAPES)('answers %s in a signing page link with the page that says the link is not valid', async (bad) => {
    for (const route of pages) {
      const path = route.path.replace(/\{\w+\}/g, bad);
      const res = await fetch(`${server.url}${path}`, {
        method: route.method,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: route.method === 'GET' ? undefined : 'code=123456',
      });
      const where = `${route.method} ${path}`;
      expect(res.status, where).toBe(404);
      expect(res.headers.get('content-type'), where).toMatch(/^text\/html/);
      expect(await res.text(), where).toContain('This link is not valid');
    }
  });

  it('refuses a path parameter named again in the body or query with another value, and changes nothing', async () => {
    const one = await rest(server.url, secret, 'POST', '/proposals', { notes: 'Proposal for Acme: 10 seats at $20/seat/month.' });
    const two = await rest(server.url, secret, 'POST', '/proposals', {
      notes: 'Proposal for Initech: 5 seats at $30/seat/month.',
    });
    const [a, b] = [one.body.proposal.number as string, two.body.proposal.number as string];
    const body = await rest(server.url, secret, 'PATCH', `/proposals/${a}`, { number: b, fields: { custName: 'Changed' } });
    expect(body.status).toBe(400);
    expect(body.body.error).toMatchObject({ code: 'invalid_request', field: 'number' });
    const query = await rest(server.url, secret, 'GET', `/proposals/${a}?number=${b}`);
    expect(query.body.error).toMatchObject({ field: 'number' });
    for (const n of [a, b]) {
      expect((await rest(server.url, secret, 'GET', `/proposals/${n}`)).body.fields.custName).not.toBe('Changed');
    }
    // the same value is no contradiction
    const same = await rest(server.url, secret, 'PATCH', `/proposals/${a}`, { number: a, fields: { custName: 'Acme Ltd' } });
    expect(same.status).toBe(200);
  });
});

describe('bodies', () => {
  it('accepts a JSON body that starts with a UTF-8 byte-order mark', async () => {
    const res = await fetch(`${server.url}/api/v1/proposals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(JSON.stringify({ notes: 'Quote for Initech: 5 seats at $9/month' })),
      ]),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).proposal.fields.custName).toBe('Initech');
  });

  it('never takes fields from a __proto__ (or constructor/prototype) key, and pollutes nothing', async () => {
    const smuggled = '{"__proto__": {"notes": "Quote for Evil Corp: 1 seat at $1/month", "polluted": true}}';
    const viaProto = await fetch(`${server.url}/api/v1/proposals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: smuggled,
    });
    expect(viaProto.status).toBe(400);
    expect(((await viaProto.json()) as any).error.field).toBe('notes');
    const nested = await rest(server.url, secret, 'POST', '/proposals', {
      notes: 'Quote for Initech: 5 seats at $9/month',
      constructor: { prototype: { polluted: true } },
    });
    expect(nested.status).toBe(200);
    const number = nested.body.proposal.number;
    const patch = await fetch(`${server.url}/api/v1/proposals/${number}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: '{"fields": {"__proto__": {"custName": "Evil Corp"}}, "__proto__": {"multiYear": true}}',
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as any).multiYear).toBe(false);
    const mcp = await connectMcp(server.url, secret);
    const overMcp = await callMcp(
      mcp,
      'update_proposal',
      JSON.parse(`{"number": "${number}", "fields": {"__proto__": {"custName": "Evil"}}}`),
    );
    await mcp.close();
    expect(overMcp.status).toBe(200);
    expect(overMcp.body.fields.custName).toBe('Initech');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).custName).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('says a missing field is required, and a number not found by its number, in plain words', async () => {
    const missing = await rest(server.url, secret, 'POST', '/library/sources', { text: 'Backups run nightly.' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'invalid_request', field: 'name' });
    expect(missing.body.error.message).toBe('name: is required (expected string)');
    const none = await rest(server.url, secret, 'GET', '/proposals/P-9999');
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('No proposal numbered P-9999 in this account.');
  });

  it('refuses JSON nested deeper than 32 levels with 400 naming the field', async () => {
    const deep = `{"notes": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await fetch(`${server.url}/api/v1/proposals`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid_request', field: expect.stringMatching(/^notes/) });
  });

  it('refuses a lone surrogate or a NUL in any text with 400 naming the field, and saves nothing', async () => {
    // JSON escapes decode to a lone surrogate; JSON.stringify would write it the same way
    for (const [body, field] of [
      ['{"notes": "Quote for Acme \\ud800: 1 seat at $5/month"}', 'notes'],
      ['{"notes": "Quote for Acme\\u0000: 1 seat at $5/month"}', 'notes'],
    ] as const) {
      const res = await fetch(`${server.url}/api/v1/proposals`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).error).toMatchObject({ code: 'invalid_request', field });
    }
    const draft = await rest(server.url, secret, 'POST', '/proposals', { notes: 'Quote for Acme: 1 seat at $5/month' });
    const number = draft.body.proposal.number;
    const patched = await rest(server.url, secret, 'PATCH', `/proposals/${number}`, {
      version: 1,
      fields: { custName: 'Acme \udfff' },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.error.field).toBe('fields.custName');
    expect((await rest(server.url, secret, 'GET', `/proposals/${number}`)).body.version).toBe(1);
  });
});

describe('headers the HTTP parser refuses', () => {
  it('answers oversized headers with 431 and the JSON error body', async () => {
    const res = await rawHttp(server.url, `GET /api/v1/account HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).error.code).toBe('headers_too_large');
  });

  it.each([
    ['Content-Length: abc', 'POST /api/v1/proposals HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['a header line without a colon', 'GET /api/v1/account HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n'],
    ['a control character in a header', 'GET /api/v1/account HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
  ])('answers %s with 400 and the JSON error body', async (_, request) => {
    const res = await rawHttp(server.url, request);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toMatchObject({ code: 'invalid_request', field: 'headers' });
  });
});

describe('bodies over the limit', () => {
  const big = (mb: number) => Buffer.alloc(mb * 1024 * 1024, 0x61);

  it.each([17, 80])('gives fetch the 413 JSON answer for a %i MB body', async (mb) => {
    const res = await fetch(`${server.url}/api/v1/library/sources`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: big(mb),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.code).toBe('payload_too_large');
  });

  it.each([17, 80])('gives node http the 413 JSON answer for a %i MB body sent in chunks', async (mb) => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        hostname,
        port,
        path: '/api/v1/library/sources',
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      // a client still writing when the server closes may see EPIPE after the answer; the answer is what counts
      req.on('error', reject);
      const chunk = big(1);
      let sent = 0;
      const pump = () => {
        while (sent < mb && req.write(chunk)) sent++;
        if (sent < mb) req.once('drain', pump);
        else req.end();
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
  });

  it('answers a declared 1 GB upload at once with 413, while the client keeps sending', async () => {
    const head = `POST /api/v1/library/sources HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${secret}\r\nContent-Length: ${2 ** 30}\r\n\r\n`;
    const res = await rawHttp(server.url, head, { keepSending: big(1) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('payload_too_large');
  });
});

describe('failures', () => {
  const broken = defineTool({
    name: 'break_things',
    title: 'Break',
    description: 'Test-only operation that fails the way a defect would, with a detail that must not reach the caller.',
    http: { method: 'GET', path: '/break', scope: 'read' },
    annotations: { readOnlyHint: true },
    errors: {},
    example: {},
    input: z.object({}),
    output: z.object({ ok: z.boolean() }),
    run: async () => {
      throw new Error('secret internal detail');
    },
  });

  it('answers a defect with 500 carrying the request id of the log line, over REST and MCP', async () => {
    const probe = await startHttpServer(ctx, { tools: [broken], pages: [] }, { port: 0, host: '127.0.0.1' });
    const viaRest = await rest(probe.url, secret, 'GET', '/break');
    const mcp = await connectMcp(probe.url, secret);
    const viaMcp = await callMcp(mcp, 'break_things');
    await mcp.close();
    await probe.close();
    for (const res of [viaRest, viaMcp]) {
      expect(res.status).toBe(500);
      const id = res.body.error.request_id;
      expect(id).toMatch(/^req_/);
      expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
      // one error line with the detail; the debug line of the call carries the id too, and no detail
      const logged = ctx.logLines.filter((l) => l.includes(id));
      expect(logged.filter((l) => l.includes('"level":"error"'))).toHaveLength(1);
      expect(logged.filter((l) => l.includes('secret internal detail'))).toHaveLength(1);
      expect(logged.find((l) => l.includes('"msg":"call"'))).toMatch(/"outcome":"internal_error"/);
    }
    expect(viaRest.headers?.get('x-request-id')).toBe(viaRest.body.error.request_id);
  });

  it.each([
    ['arguments as a string', { name: 'get_account', arguments: 'oops' }],
    ['arguments as null', { name: 'get_account', arguments: null }],
    ['no name', { arguments: {} }],
  ])('answers a tools/call with %s with JSON-RPC -32602 invalid params', async (_, params) => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secret}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Protocol-Version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
    });
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32602 } });
  });
});
