// The hostile-input suite: every case generated from the served OpenAPI document, over REST and over MCP. No 5xx,
// no hang, every 400 names the field, what a call accepted reads back, and what existed before reads back the same.

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/admin';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { connectMcp, startTestServer } from '../helpers/server';
import { attack } from './attack';
import { hostileCases, type Operation, operationsOf } from './cases';
import { baseInputs, changed, mcpSender, restSender, type Send, seedWorld, snapshot } from './world';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let ops: Operation[];
let a: { accountId: string; secret: string; rest: Send; mcp: Send; client: Client };
let b: { secret: string; rest: Send };
let bases: Map<string, Record<string, unknown>>;
const before = { a: new Map<string, string>(), b: new Map<string, string>() };
const touched = new Set<string>();

beforeAll(async () => {
  ctx = makeTestContext({ clock: manualClock(), config: { rateLimitPerMinute: 1_000_000, pdfRendersPerMinute: 1_000_000 } });
  server = await startTestServer(ctx);
  const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as any;
  ops = operationsOf(doc);
  const seededA = seedAccount(ctx, { name: 'Attacker' });
  const seededB = seedAccount(ctx, { name: 'Bystander' });
  const client = await connectMcp(server.url, seededA.secret);
  a = {
    accountId: seededA.account.id,
    secret: seededA.secret,
    rest: restSender(server.url, () => a.secret),
    mcp: (op, input) => mcpSender(() => a.client)(op, input),
    client,
  };
  b = { secret: seededB.secret, rest: restSender(server.url, () => seededB.secret) };
  // background work (indexing, reading an RFP) runs in the test, so what was seeded is ready before the attack
  const drain = () => createWorker(ctx, jobs).drain();
  await seedWorld(ops, { send: a.rest, proposals: 3, drain });
  await seedWorld(ops, { send: b.rest, proposals: 5, drain });
  bases = await baseInputs(ops, a.rest);
  before.a = await snapshot(ops, a.rest);
  before.b = await snapshot(ops, b.rest);
});
afterAll(async () => {
  await a.client.close();
  await server.close();
});

/** Gives account A a new key (revoke_key revokes the calling one) and an MCP client acting as it. */
async function freshKey() {
  a.secret = createKey(ctx.db, { accountId: a.accountId, scopes: ['read', 'write', 'send'], now: ctx.clock.now() }).secret;
  await a.client.close();
  a.client = await connectMcp(server.url, a.secret);
}

describe('hostile input generated from the OpenAPI document', () => {
  it('covers every operation the server offers', () => {
    expect(ops.length).toBeGreaterThanOrEqual(16);
    const otherIds = [...before.b.keys()].filter((k) => k.includes(' item ')).map((k) => k.split(' ').pop() as string);
    const covered = new Set(hostileCases(ops, otherIds).map((c) => c.op.name));
    expect([...covered].sort()).toEqual(
      ops
        .filter((o) => o.pathParams.length > 0 || o.body)
        .map((o) => o.name)
        .sort(),
    );
  });

  it('accepts the base input of every operation (so a 400 below is about the hostile value)', async () => {
    for (const op of ops.filter((o) => o.method !== 'DELETE' && !o.consumesKey)) {
      const res = await a.rest(op, bases.get(op.name) ?? {});
      expect([op.name, res.status]).toEqual([op.name, 200]);
    }
  });

  it.each(['rest', 'mcp'] as const)(
    'over %s: no 5xx, no hang, 400s name the field, accepted writes read back',
    async (transport) => {
      const otherIds = [...before.b.keys()].filter((k) => k.includes(' item ')).map((k) => k.split(' ').pop() as string);
      const report = await attack({
        ops,
        cases: hostileCases(ops, otherIds),
        bases,
        send: transport === 'rest' ? a.rest : a.mcp,
        skipRaw: transport === 'mcp',
        renewKey: freshKey,
      });
      for (const id of report.touched) touched.add(id);
      expect(report.sent).toBeGreaterThan(300);
      expect(report.problems).toEqual([]);
    },
    300_000,
  );

  it("leaves everything that existed before reading back the same; another account's data is untouched", async () => {
    await freshKey();
    const afterB = await snapshot(ops, b.rest);
    expect(changed(before.b, afterB, { lists: true, touched: new Set() })).toEqual([]);
    const afterA = await snapshot(ops, a.rest);
    expect(changed(before.a, afterA, { lists: false, touched })).toEqual([]);
    expect(before.a.size).toBeGreaterThan(5);
  });
});
