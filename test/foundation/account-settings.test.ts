// The company's name and details: PATCH /account over HTTP (administrators, validated, merged), and the built CLI's
// init --name and account set; a draft then takes the signer and terms from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidsmith } from '../helpers/cli';
import { makeTestContext, seedAccount, type TestContext, tempDir } from '../helpers/context';
import { rest, startTestServer } from '../helpers/server';

describe('PATCH /account', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let secret: string;

  beforeAll(async () => {
    ctx = makeTestContext();
    secret = seedAccount(ctx, { name: 'Local company' }).secret;
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('renames the company and merges settings; GET /account and later drafts read them', async () => {
    const res = await rest(server.url, secret, 'PATCH', '/account', {
      name: 'Northwind Cloud',
      settings: {
        signer_name: 'Maria Lopez',
        signer_title: 'CFO',
        signer_email: 'maria@northwind.test',
        sla: '99.95% monthly uptime',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({
      name: 'Northwind Cloud',
      settings: { signer_name: 'Maria Lopez', sla: '99.95% monthly uptime', governing_law: null },
    });
    const merged = await rest(server.url, secret, 'PATCH', '/account', {
      settings: { governing_law: 'State of New York', sla: null },
    });
    expect(merged.body.account).toMatchObject({
      name: 'Northwind Cloud',
      settings: { signer_name: 'Maria Lopez', governing_law: 'State of New York', sla: null },
    });
    expect((await rest(server.url, secret, 'GET', '/account')).body.account).toEqual(merged.body.account);

    const draft = await rest(server.url, secret, 'POST', '/proposals', {
      notes: 'Proposal for Acme Corp: 10 seats at $20/seat/month.',
    });
    expect(draft.status).toBe(200);
    expect(draft.body.proposal.fields).toMatchObject({
      lucSigner: 'Maria Lopez',
      lucTitle: 'CFO',
      lucEmail: 'maria@northwind.test',
      governingLaw: 'State of New York',
    });
    expect(draft.body.proposal.sources).toContainEqual({
      field: 'lucSigner',
      from: 'account',
      ref: 'settings.signer_name',
      text: 'Maria Lopez',
    });
  });

  it.each([
    [{ settings: { sal: '99.9%' } }, 'settings.sal', /is not a known name/],
    [{ settings: { signer_email: 'not an email' } }, 'settings.signer_email', /email/],
    [{ name: '' }, 'name', /1/],
    [{ name: 'Acme\u0000Corp' }, 'name', /control characters/],
    [{ settings: { sla: 'x'.repeat(2001) } }, 'settings.sla', /2000/],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (body, field, message) => {
    const before = (await rest(server.url, secret, 'GET', '/account')).body;
    const res = await rest(server.url, secret, 'PATCH', '/account', {
      ...body,
      settings: { support: 'changed', ...(body as any).settings },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', field });
    expect(res.body.error.message).toMatch(message);
    expect((await rest(server.url, secret, 'GET', '/account')).body).toEqual(before);
  });

  it('needs the write scope and a paid plan', async () => {
    const reader = seedAccount(ctx, { scopes: ['read'] }).secret;
    expect((await rest(server.url, reader, 'PATCH', '/account', { name: 'X' })).body.error).toMatchObject({
      code: 'insufficient_scope',
      required_scope: 'write',
    });
    const free = seedAccount(ctx, { plan: 'Free' }).secret;
    expect((await rest(server.url, free, 'PATCH', '/account', { name: 'X' })).status).toBe(402);
  });
});

describe('the built CLI', () => {
  it('names the first account with init --name, and sets validated settings with account set', async () => {
    const env = { BIDSMITH_DATA_DIR: tempDir() };
    const init = await bidsmith(['init', '--name', 'Acme Corp', '--json'], env);
    expect(init.code).toBe(0);
    expect(JSON.parse(init.stdout)).toMatchObject({ account: { name: 'Acme Corp' }, data_dir: env.BIDSMITH_DATA_DIR });

    // no LOG_LEVEL: a command prints its answer, not the service's routine log lines
    const set = await bidsmith(['account', 'set', 'signer_name=Maria Lopez', 'sla=99.9% monthly uptime', 'name=Acme Inc.'], {
      ...env,
      LOG_LEVEL: '',
    });
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toContain('Acme Inc.');
    expect(set.stdout).toMatch(/signer_name\s+Maria Lopez/);

    const typo = await bidsmith(['account', 'set', 'sal=99%', 'support=24/7'], env);
    expect(typo).toMatchObject({ code: 2, stdout: '' });
    expect(typo.stderr).toContain('Unknown setting "sal"; did you mean "sla"?');
    const bad = await bidsmith(['account', 'set', 'support=24/7', 'signer_email=nope', '--json'], env);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error).toMatchObject({ code: 'invalid_request', field: 'settings.signer_email' });

    const cleared = await bidsmith(['account', 'set', 'sla='], env);
    expect(cleared.code).toBe(0);
    const shown = JSON.parse((await bidsmith(['account', 'show', '--json'], env)).stdout).account;
    expect(shown).toMatchObject({
      name: 'Acme Inc.',
      settings: { signer_name: 'Maria Lopez', sla: null, support: null },
    });

    const help = await bidsmith(['account', 'set', '--help'], env);
    for (const key of [
      'name',
      'signer_name',
      'signer_title',
      'signer_email',
      'sla',
      'support',
      'governing_law',
      'terms_conditions',
    ])
      expect(help.stdout).toMatch(new RegExp(`\\n  ${key} +\\S`));
  });
});
