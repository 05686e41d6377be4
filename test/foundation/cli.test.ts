// Operator commands: accounts, users and keys, with --json output; secrets shown once and never listed.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli';
import { tempDir } from '../helpers/context';

async function cli(dataDir: string, ...argv: string[]) {
  let text = '';
  let err = '';
  const code = await runCli(argv, {
    env: { BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    out: (t) => (text += t),
    err: (t) => (err += t),
  });
  return { code, text, err, json: () => JSON.parse(text) };
}

describe('command line', () => {
  it('initialises once, then creates accounts, users and keys', async () => {
    const dir = tempDir();
    const init = await cli(dir, 'init', '--json');
    expect(init.code).toBe(0);
    expect(init.json().key.secret).toMatch(/^bsk_live_/);
    expect((await cli(dir, 'init', '--json')).code).toBe(1);

    const made = (await cli(dir, 'accounts', 'create', '--name', 'Beta', '--plan', 'starter', '--rfp', '--json')).json();
    expect(made.account).toMatchObject({ name: 'Beta', plan: 'Starter', rfp_addon: true });
    const accountId = made.account.id as string;

    const member = (await cli(dir, 'users', 'create', '--account', accountId, '--email', 'm@beta.test', '--json')).json();
    expect(member.user.role).toBe('member');
    const byMember = await cli(dir, 'keys', 'create', '--account', accountId, '--user', member.user.id, '--scopes', 'read');
    expect(byMember).toMatchObject({ code: 1, text: '', err: expect.stringMatching(/administrator/) });
    const badScope = await cli(dir, 'keys', 'create', '--account', accountId, '--scopes', 'read,admin');
    expect(badScope).toMatchObject({ code: 2, text: '', err: expect.stringMatching(/scopes/) });

    const key = (
      await cli(dir, 'keys', 'create', '--account', accountId, '--scopes', 'read,send', '--name', 'ci', '--json')
    ).json().key;
    expect(key).toMatchObject({ name: 'ci', prefix: 'bsk_live_', scopes: ['read', 'send'] });
    const list = await cli(dir, 'keys', 'list', '--account', accountId, '--json');
    expect(list.text).not.toContain(key.secret);
    expect(list.text).not.toContain(made.key.secret);
    expect(list.json().keys.map((k: any) => k.id)).toContain(key.id);

    expect((await cli(dir, 'keys', 'revoke', '--key', key.id, '--json')).json()).toEqual({ revoked: true, key: { id: key.id } });
    expect(
      (await cli(dir, 'keys', 'list', '--account', accountId, '--json')).json().keys.find((k: any) => k.id === key.id).revoked,
    ).toBe(true);
  });

  it('holds at most 20 active keys per account', async () => {
    const dir = tempDir();
    const accountId = (await cli(dir, 'accounts', 'create', '--name', 'Full', '--plan', 'business', '--json')).json().account.id;
    for (let i = 1; i < 20; i++) await cli(dir, 'keys', 'create', '--account', accountId, '--scopes', 'read');
    const full = await cli(dir, 'keys', 'create', '--account', accountId, '--scopes', 'read');
    expect(full).toMatchObject({ code: 1, err: expect.stringMatching(/at most 20 keys/) });
  });
});
