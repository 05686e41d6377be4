// The hostile-input suite: every case generated from the served OpenAPI document, over REST and over MCP. No 5xx,
// no hang, every 400 names the field, what a call accepted reads back, and what existed before reads back the same.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../src/accounts/admin';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { connectMcp, startTestServer } from '../helpers/server';
import { hostileCases, namesTarget, type Operation, operationsOf } from './cases';
import { baseInputs, caseCall, changed, HANG_MS, mcpSender, readBack, restSender, type Send, snapshot } from './world';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let ops: Operation[];
let a: { accountId: string; secret: string; rest: Send; mcp: Send; client: Client };
let b: { secret: string; rest: Send };
let bases: Map<string, Record<string, unknown>>;
const before = { a: new Map<string, string>(), b: new Map<string, string>() };
const touched = new Set<string>();

async function seed(send: Send, proposals: number) {
  const op = (name: string) => ops.find((o) => o.name === name) as Operation;
  for (let i = 1; i <= proposals; i++) {
    await send(op('draft_proposal'), {
      notes: `Proposal for Customer ${i}: ${i * 10} seats at $20/seat/month. Valid for 45 days.`,
    });
  }
  await send(op('add_source'), { name: 'Security policy', text: '# Security\n\nData is encrypted at rest with AES-256.' });
  await send(op('teach_fact'), { message: 'Our headquarters are in Lisbon.' });
}

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
  await seed(a.rest, 3);
  await seed(b.rest, 5);
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
      const problems: string[] = [];
      let sent = 0;
      for (const c of hostileCases(ops, otherIds)) {
        if (transport === 'mcp' && c.value.raw && c.in === 'body') continue;
        const { input, raw } = caseCall(c, bases.get(c.op.name) ?? {});
        const send = transport === 'rest' ? a.rest : a.mcp;
        const res = await send(c.op, input, raw);
        if (c.op.consumesKey) await freshKey();
        sent++;
        const what = `${c.op.name} ${c.target} = ${c.value.label}: ${res.status} ${JSON.stringify(res.body?.error ?? '').slice(0, 160)}`;
        if (res.failure || res.status >= 500 || res.ms >= HANG_MS) problems.push(`${what} ${res.failure ?? ''}`);
        else if (c.in === 'smuggled' && (res.status !== 400 || !c.op.body?.required?.includes(res.body?.error?.field)))
          problems.push(`${what} (fields inside __proto__ must not count: expected 400 naming a required field)`);
        else if (c.in !== 'smuggled' && res.status === 400 && !namesTarget(res.body?.error?.field, c.target))
          problems.push(`${what} (does not name ${c.target})`);
        else if (res.status < 300 && c.op.method !== 'GET' && c.op.method !== 'DELETE') {
          for (const p of c.op.pathParams) touched.add(String(input[p]));
          const back = readBack(ops, c.op, input, res.body);
          const read = back && (await send(back.get, back.input));
          if (read && read.status !== 200) problems.push(`${what}, but reading it back answers ${read.status}`);
        }
      }
      expect(sent).toBeGreaterThan(300);
      expect(problems).toEqual([]);
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
