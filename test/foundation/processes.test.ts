// The service as a newcomer runs it: first start prints one key once; stdio MCP shares the budget with HTTP.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestContext, seedAccount, tempDir } from '../helpers/context';
import { startServe, stopServe } from '../helpers/serve';
import { callMcp, callRest, startTestServer } from '../helpers/server';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** Waits out the end of a minute so a shared one-minute window cannot roll over mid-test. */
async function awayFromMinuteEnd() {
  const s = new Date().getSeconds();
  if (s > 45) await sleep((61 - s) * 1000);
}

describe('first run', () => {
  it('creates the local account and prints one admin key with every scope, only on the first start', async () => {
    const dataDir = tempDir();
    const first = startServe(dataDir, children);
    const url = await first.ready;
    const secret = /bsk_live_[A-Za-z0-9]{40}/.exec(first.out())?.[0];
    expect(secret).toBeDefined();
    const account = (await (
      await fetch(`${url}/api/v1/account`, { headers: { Authorization: `Bearer ${secret}` } })
    ).json()) as any;
    expect(account.account.plan).toBe('Business');
    expect(account.account.features).toEqual(['library', 'documents', 'developer']);
    expect(account.key.scopes).toEqual(['read', 'write', 'send']);
    await fetch(`${url}/api/v1/account`, { headers: { Authorization: 'Bearer bsk_live_wrong' } });
    await stopServe(first.child);
    expect(first.err()).not.toContain(secret);

    const second = startServe(dataDir, children);
    await second.ready;
    expect(second.out()).not.toMatch(/bsk_live_/);
    await stopServe(second.child);
  });
});

describe('stdio MCP', () => {
  it('acts as BIDSMITH_API_KEY, keeps stdout for the protocol, and shares the rate budget with HTTP', async () => {
    await awayFromMinuteEnd();
    const ctx = makeTestContext({ env: { RATE_LIMIT_PER_MINUTE: '6' } });
    const seeded = seedAccount(ctx);
    const server = await startTestServer(ctx);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts', 'mcp'],
      env: {
        ...(process.env as Record<string, string>),
        BIDSMITH_DATA_DIR: ctx.dataDir,
        BIDSMITH_API_KEY: seeded.secret,
        RATE_LIMIT_PER_MINUTE: '6',
        ANTHROPIC_API_KEY: '',
      },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('get_account');

    for (let i = 0; i < 3; i++) expect((await callMcp(client, 'get_account')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(200);
    const overStdio = await callMcp(client, 'get_account');
    expect(overStdio.status).toBe(429);
    expect(overStdio.body.error.code).toBe('rate_limited');
    expect((await callRest(server.url, seeded.secret, 'get_account')).status).toBe(429);
    await client.close();
    await server.close();
  });
});
