// The built CLI's errors and help: every error on stderr (JSON under --json) with a non-zero exit, an unknown command
// named with the closest one, and --help on every command.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli';
import { commands } from '../../src/cli/commands';
import { bidsmith } from '../helpers/cli';
import { tempDir } from '../helpers/context';

describe('errors from the built CLI', () => {
  const env = { BIDSMITH_DATA_DIR: tempDir() };

  it('names an unknown command and suggests the closest, on stderr, exit 2', async () => {
    const typo = await bidsmith(['keys', 'lsit', '--account', 'x'], env);
    expect(typo).toMatchObject({ code: 2, stdout: '' });
    expect(typo.stderr).toBe('bidsmith: Unknown command "keys lsit"; did you mean "keys list"?\n');
    const serv = await bidsmith(['serv'], env);
    expect(serv).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining('"serv"; did you mean "serve"?') });
    const nothing = await bidsmith(['frobnicate', '--json'], env);
    expect(nothing.code).toBe(2);
    expect(JSON.parse(nothing.stderr)).toEqual({
      error: {
        code: 'invalid_request',
        field: 'command',
        message: 'Unknown command "frobnicate"; run "bidsmith --help" for the list.',
      },
    });
  });

  it('names BIDSMITH_DATA_DIR and the folder when the data directory cannot be used, and HOST when it is no address', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'afile'), 'x');
    const file = await bidsmith(['account', 'show'], { BIDSMITH_DATA_DIR: path.join(dir, 'afile') });
    expect(file).toMatchObject({
      code: 1,
      stderr: `bidsmith: BIDSMITH_DATA_DIR (${path.join(dir, 'afile')}) is a file, not a folder.\n`,
    });
    const garbage = tempDir();
    writeFileSync(path.join(garbage, 'bidsmith.db'), 'not a database, just some words');
    const notDb = await bidsmith(['account', 'show'], { BIDSMITH_DATA_DIR: garbage });
    expect(notDb.stderr).toBe(
      `bidsmith: BIDSMITH_DATA_DIR (${garbage}) holds a bidsmith.db that is not a readable database (SQLITE_NOTADB).\n`,
    );
    const host = await bidsmith(['serve'], {
      BIDSMITH_DATA_DIR: tempDir(),
      HOST: 'no-such-host.invalid',
      PORT: '0',
      BIDSMITH_EMBEDDER: 'none',
    });
    expect(host.code).toBe(1);
    expect(host.stderr).toContain('bidsmith: HOST=no-such-host.invalid is not an address of this machine (ENOTFOUND)');
  }, 30_000);

  it('answers a missing option under --json with one JSON line on stderr naming it', async () => {
    const res = await bidsmith(['keys', 'list', '--json'], env);
    expect(res).toMatchObject({ code: 2, stdout: '' });
    expect(res.stderr.endsWith('}\n')).toBe(true);
    expect(JSON.parse(res.stderr).error).toMatchObject({ code: 'invalid_request', field: 'account' });
  });

  it('refuses an option the command does not take, suggesting the one it does', async () => {
    const res = await bidsmith(['keys', 'list', '--acount', 'x'], env);
    expect(res).toMatchObject({ code: 2, stdout: '' });
    expect(res.stderr).toContain('"keys list" does not take --acount; did you mean --account?');
  });

  it('reports what an operation refuses (not found, bad configuration) on stderr with exit 1', async () => {
    const missing = await bidsmith(['keys', 'revoke', '--key', 'key_nope', '--json'], env);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(JSON.parse(missing.stderr).error).toMatchObject({ code: 'not_found', field: 'key' });
    const config = await bidsmith(['keys', 'list', '--account', 'x'], { ...env, PORT: 'abc' });
    expect(config).toMatchObject({ code: 1, stdout: '' });
    expect(config.stderr).toMatch(/^bidsmith: PORT: must be a whole number/);
  });
});

describe('--help', () => {
  it('lists every command, from the built CLI', async () => {
    const res = await bidsmith(['--help']);
    expect(res.code).toBe(0);
    for (const c of commands) expect(res.stdout).toContain(`  ${c.name} `);
    const one = await bidsmith(['keys', 'create', '--help']);
    expect(one).toMatchObject({ code: 0, stderr: '' });
    expect(one.stdout).toMatch(/^Usage: bidsmith keys create --account ID \[--user ID\] --scopes read,write,send/);
  });

  // the same runner the built CLI calls, in this process: one spawn per command would only add start-up time
  it.each(commands.map((c) => c.name))('is answered by "%s --help" without touching any data', async (name) => {
    const dataDir = tempDir();
    let out = '';
    let err = '';
    const code = await runCli([...name.split(' '), '--help'], {
      env: { BIDSMITH_DATA_DIR: dataDir },
      out: (t) => (out += t),
      err: (t) => (err += t),
    });
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toMatch(new RegExp(`^Usage: bidsmith ${name}`));
    expect(out).toContain('--json');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
