// send_proposal over REST and MCP: real SMTP delivery, the order of refusals (404, 409, 402 before mail), mail outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSend } from '../../src/accounts/allowance';
import type { ProposalFields } from '../../src/proposals/schema';
import { getAccount } from '../../store/accounts';
import * as proposals from '../../store/proposals';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { linkAndCode, startSmtpServer } from '../helpers/smtp';
import { page, seedProposal } from './fixtures';

type Transport = (typeof TRANSPORTS)[number];

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = makeTestContext({ env: { SMTP_URL: smtp.url }, clock: manualClock() });
  server = await startTestServer(ctx);
  ctx.config.publicUrl = server.url;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A new account's proposal with these fields, sent over `transport` to `to`; the mails before it, for waiting. */
async function sendFresh(transport: Transport, fields: Partial<ProposalFields>, to: { email: string; name: string }) {
  const seeded = seedAccount(ctx);
  const proposal = seedProposal(ctx, seeded.account.id, fields);
  const { call, close } = await makeCaller(transport, server.url, seeded.secret);
  const before = smtp.mails.length;
  const res = await call('send_proposal', { number: proposal.number, customer_email: to.email, customer_name: to.name });
  await close();
  return { seeded, proposal, before, res };
}

describe.each(TRANSPORTS)('send_proposal over %s', (transport) => {
  it('warns when the name greeted is not the signer the document names, or a party name prints as boxes', async () => {
    const { res } = await sendFresh(
      transport,
      { custName: '株式会社 山田商事' },
      { email: 'marie@globex.example', name: 'Marie Curie' },
    );
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      expect.stringMatching(
        /^The PDF the customer received prints some text as empty boxes\. .*fields\.custName \(株式会社山田商事\)/,
      ),
      expect.stringMatching(/names Dana Reyes \(fields\.custSigner\), but the mail greets Marie Curie \(customer_name\)/),
    ]);
  });

  it('emails the customer a link and a one-time code, and marks the proposal sent', async () => {
    const { seeded, proposal, before, res } = await sendFresh(
      transport,
      {},
      { email: 'dana@globex.example', name: 'Dana Reyes' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'sent',
      signing: {
        emailed: true,
        mail_status: 'sent',
        one_time_code: true,
        expires_in_hours: 72,
        link: expect.stringMatching(new RegExp(`^${server.url}/sign/v1\\.`)),
      },
      warnings: [],
    });
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.to).toEqual(['dana@globex.example']);
    expect(mail.subject).toContain(proposal.number);
    const { link, code } = linkAndCode(mail);
    expect(link).toBe(res.body.signing.link);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    expect(stored.status).toBe('sent');
    expect(stored.signing.cust.email).toBe('dana@globex.example');
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('one-time code');
  });

  it("refuses to send while the company signer's email is no address, naming the field, before any email", async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id, { lucEmail: 'nope' });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const before = smtp.mails.length;
    const res = await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    await close();
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', field: 'fields.lucEmail' });
    expect(smtp.mails.length).toBe(before);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)?.status).toBe('draft');
  });

  it('answers 404 for a number this account does not have, before any email', async () => {
    const seeded = seedAccount(ctx);
    const other = seedAccount(ctx);
    const theirs = seedProposal(ctx, other.account.id);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const before = smtp.mails.length;
    const res = await call('send_proposal', { number: theirs.number, customer_email: 'x@example.com' });
    await close();
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(smtp.mails.length).toBe(before);
  });

  it('needs the send scope', async () => {
    const seeded = seedAccount(ctx, { scopes: ['read', 'write'] });
    const proposal = seedProposal(ctx, seeded.account.id);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('send_proposal', { number: proposal.number, customer_email: 'x@example.com' });
    await close();
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', required_scope: 'send' });
  });

  it('answers 402 with billing_required once the allowance is used up, and no email goes out', async () => {
    const seeded = seedAccount(ctx, { plan: 'Starter' });
    const account = getAccount(ctx.db, seeded.account.id)!;
    for (let i = 0; i < 25; i++) recordSend(ctx.db, account, ctx.clock.now());
    const proposal = seedProposal(ctx, seeded.account.id);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const before = smtp.mails.length;
    const res = await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    await close();
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'payment_required', billing_required: true });
    // give a stray delivery the chance to arrive before asserting that none did
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('draft');
  });

  it('counts each send against the allowance by the same path as the account view', async () => {
    const seeded = seedAccount(ctx, { plan: 'Starter' });
    const proposal = seedProposal(ctx, seeded.account.id);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const before = (await call('get_account')).body.account.sends_left_this_month;
    await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    const after = (await call('get_account')).body.account.sends_left_this_month;
    await close();
    expect(before).toBe(25);
    expect(after).toBe(24);
  });

  it('answers 409 once the proposal is signed, and emails nothing', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id, { lucEmail: '' });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const before = smtp.mails.length;
    await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    const { link, code } = linkAndCode((await smtp.waitFor(before + 1))[before]!);
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('signed');
    // (the signed copy goes to the customer)
    await smtp.waitFor(before + 2);
    const res = await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    await close();
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(smtp.mails.length).toBe(before + 2);
  });

  it('refuses a malformed customer_email with 400 naming the field', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('send_proposal', { number: proposal.number, customer_email: 'not an address' });
    await close();
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('customer_email');
  });
});

describe('sending again', () => {
  it('replaces the earlier link: the old one shows a clear page, the new one works', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id);
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    const first = await call('send_proposal', { number: proposal.number, customer_email: 'wrong@globex.example' });
    const second = await call('send_proposal', { number: proposal.number, customer_email: 'dana@globex.example' });
    await close();
    expect(second.body.signing.link).not.toBe(first.body.signing.link);
    const old = await page(first.body.signing.link);
    expect(old.status).toBe(410);
    expect(old.html).toContain('This link was replaced');
    expect((await page(second.body.signing.link)).status).toBe(200);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.signing.cust.email).toBe('dana@globex.example');
  });
});
