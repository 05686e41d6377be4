// GET /account and POST /auth/revoke over REST and MCP, with every refusal the spec lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as store from '../../store/accounts';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { connectMcp, makeCaller, rest, startTestServer, TRANSPORTS } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('shows the account, plan, features and the key without its secret', async () => {
    const seeded = seedAccount(ctx, { plan: 'Business', rfp: true });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('get_account');
    await close();
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: seeded.account.id, plan: 'Business', can_send: true });
    expect(res.body.account.features).toEqual(['library', 'documents', 'developer']);
    expect(res.body.key).toEqual({
      id: seeded.key.id,
      name: 'admin key',
      prefix: 'bsk_live_',
      last4: seeded.secret.slice(-4),
      scopes: ['read', 'write', 'send'],
    });
    expect(res.body.acting_as).toBe(seeded.user.email);
    expect(JSON.stringify(res.body)).not.toContain(seeded.secret);
  });

  it('revokes the calling key, after which it is refused with 401', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('revoke_key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revoked: true, key: { id: seeded.key.id, last4: seeded.secret.slice(-4) } });
    await close();
    const after = await rest(server.url, seeded.secret, 'GET', '/account');
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthenticated');
  });

  it('refuses a key without the scope with 403 insufficient_scope naming it', async () => {
    const seeded = seedAccount(ctx, { scopes: ['write'] });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('get_account');
    await close();
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'read' });
  });
});

describe('authentication refusals', () => {
  it('answers 401 with no key, a malformed header or an unknown key', async () => {
    const cases: Record<string, string>[] = [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer bsk_live_nope' }];
    for (const headers of cases) {
      const res = await fetch(`${server.url}/api/v1/account`, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).error.code).toBe('unauthenticated');
    }
  });

  it('answers 401 once the key creator is no longer an administrator', async () => {
    const seeded = seedAccount(ctx);
    expect((await rest(server.url, seeded.secret, 'GET', '/account')).status).toBe(200);
    store.setUserRole(ctx.db, seeded.account.id, seeded.user.id, 'member');
    const res = await rest(server.url, seeded.secret, 'GET', '/account');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/no longer an administrator/);
  });

  it('refuses MCP over HTTP without a key before any protocol work', async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('key secrecy', () => {
  it('never shows a secret in any response, error or log line', async () => {
    const seeded = seedAccount(ctx);
    const bodies: string[] = [];
    for (const transport of TRANSPORTS) {
      const { call, close } = await makeCaller(transport, server.url, seeded.secret);
      bodies.push(JSON.stringify(await call('get_account')));
      await close();
    }
    const mcp = await connectMcp(server.url, seeded.secret);
    bodies.push(JSON.stringify(await mcp.callTool({ name: 'no_such_tool', arguments: {} })));
    await mcp.close();
    bodies.push(JSON.stringify(await rest(server.url, `${seeded.secret}x`, 'GET', '/account')));
    bodies.push(JSON.stringify(await rest(server.url, seeded.secret, 'GET', '/nowhere')));
    bodies.push(JSON.stringify(await (await fetch(`${server.url}/api/v1/openapi.json`)).json()));
    const stored = JSON.stringify(ctx.db.prepare('SELECT * FROM api_keys').all());
    for (const text of [...bodies, ctx.logLines.join('\n'), stored]) {
      expect(text).not.toContain(seeded.secret);
      expect(text).not.toContain(seeded.secret.slice(9, 30));
    }
  });
});
