// One data folder per user for serve, mcp and the CLI, wherever each is started from; the stdio server says where it
// looks and refuses to start with a key that folder's database does not know.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { bidsmith } from '../helpers/cli';
import { tempDir } from '../helpers/context';
import { callMcp } from '../helpers/server';

const ROOT = process.cwd();
const BIN = path.join(ROOT, 'bin', 'bidsmith.mjs');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** A user's environment with a home of its own and no BIDSMITH_DATA_DIR: the default folder is under that home. */
function userEnv(home: string): Record<string, string> {
  const { BIDSMITH_DATA_DIR: _unset, BIDSMITH_API_KEY: _none, ...env } = process.env as Record<string, string>;
  return { ...env, HOME: home, XDG_DATA_HOME: path.join(home, '.local', 'share'), LOG_LEVEL: 'warn', ANTHROPIC_API_KEY: '' };
}

/** Runs the built CLI from `cwd` and collects what it prints. */
function run(args: string[], a: { env: Record<string, string>; cwd: string }) {
  const child = spawn(process.execPath, [BIN, ...args], { env: a.env, cwd: a.cwd });
  children.push(child);
  const io = { out: '', err: '' };
  child.stdout.on('data', (d) => (io.out += d));
  child.stderr.on('data', (d) => (io.err += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin.end();
  return { child, io, exited };
}

describe('the default data folder', () => {
  it('is the same per-user folder for serve, the CLI and mcp, whatever folder each starts in', async () => {
    const home = tempDir('bidsmith-home-');
    const env = userEnv(home);
    const expected = path.join(home, '.local', 'share', 'bidsmith');

    const server = run(['serve'], { env: { ...env, PORT: '0', BIDSMITH_EMBEDDER: 'none' }, cwd: tempDir('bidsmith-cwd-') });
    for (let i = 0; i < 300 && !server.io.out.includes('Listening on'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.io.out).toContain(`Data: ${expected}\n`);
    const secret = /bsk_live_[A-Za-z0-9]{40}/.exec(server.io.out)?.[0] as string;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(expected, 'bidsmith.db'))).toBe(true);

    // the CLI from another folder finds the same account
    const again = run(['init', '--json'], { env, cwd: tempDir('bidsmith-cwd-') });
    expect(await again.exited).toBe(1);
    expect(JSON.parse(again.io.err).error.code).toBe('conflict');

    // and so does an MCP client that starts the stdio server in yet another folder with only the key set
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      cwd: tempDir('bidsmith-cwd-'),
      env: { ...env, BIDSMITH_API_KEY: secret, BIDSMITH_EMBEDDER: 'none' },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (d) => (stderr += d));
    const client = new Client({ name: 'data-dir-test', version: '1.0.0' });
    await client.connect(transport);
    const account = await callMcp(client, 'get_account');
    expect(account.status).toBe(200);
    expect(account.body.key.last4).toBe(secret.slice(-4));
    await client.close();
    expect(stderr).toContain(`Data: ${expected}\n`);
  });

  it('is ./data only when BIDSMITH_DATA_DIR asks for it', async () => {
    const cwd = tempDir('bidsmith-cwd-');
    const res = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'init'], {
        env: { ...userEnv(tempDir('bidsmith-home-')), BIDSMITH_DATA_DIR: './data' },
        cwd,
      });
      child.on('exit', resolve);
    });
    expect(res).toBe(0);
    expect(fs.existsSync(path.join(cwd, 'data', 'bidsmith.db'))).toBe(true);
  });
});

describe('the stdio server at start', () => {
  it('names the folder and exits 1 when its key is unknown to that database', async () => {
    const dataDir = tempDir();
    await bidsmith(['init'], { BIDSMITH_DATA_DIR: dataDir });
    const res = await bidsmith(['mcp'], { BIDSMITH_DATA_DIR: dataDir, BIDSMITH_API_KEY: `bsk_live_${'x'.repeat(36)}wxyz` });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain(`Data: ${dataDir}\n`);
    expect(res.stderr).toContain(`BIDSMITH_API_KEY (…wxyz) is not a key of the database in ${dataDir} (1 account there)`);
  });

  it('names the folder and exits 1 when its key was revoked', async () => {
    const dataDir = tempDir();
    const made = JSON.parse((await bidsmith(['init', '--json'], { BIDSMITH_DATA_DIR: dataDir })).stdout);
    await bidsmith(['keys', 'revoke', '--key', made.key.id], { BIDSMITH_DATA_DIR: dataDir });
    const res = await bidsmith(['mcp'], { BIDSMITH_DATA_DIR: dataDir, BIDSMITH_API_KEY: made.key.secret });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`cannot be used with the database in ${dataDir}: The API key has been revoked. If your server`);
  });

  it('without a key: on a new database prints the first admin key on stderr, then exits 1 asking for it', async () => {
    const dataDir = tempDir();
    const res = await bidsmith(['mcp'], { BIDSMITH_DATA_DIR: dataDir, BIDSMITH_API_KEY: '' });
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/bsk_live_[A-Za-z0-9]{40}/);
    expect(res.stderr).toContain(
      `BIDSMITH_API_KEY is not set: the stdio server acts as that key. Put an API key of the database in ${dataDir}`,
    );
  });
});
