// The signing page over plain HTTP: code lockout, resend cooldown, expired and tampered links, decline, mail outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as proposals from '../../store/proposals';
import * as signing from '../../store/signing';
import { makeTestContext, manualClock, seedAccount, type TestClock, type TestContext } from '../helpers/context';
import { callRest, startTestServer } from '../helpers/server';
import { linkAndCode, startSmtpServer } from '../helpers/smtp';
import { page, seedProposal } from './fixtures';
import { pdfItems, pdfText } from './pdf-text';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** No stack traces, file paths or error class names on a page a customer sees. */
function expectNoInternals(html: string) {
  expect(html).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+|TypeError|AppError|SqliteError/);
}

describe('with mail delivered', () => {
  let smtp: Smtp;
  let clock: TestClock;
  let ctx: TestContext;
  let server: Server;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    clock = manualClock();
    ctx = makeTestContext({ env: { SMTP_URL: smtp.url }, clock });
    server = await startTestServer(ctx);
    ctx.config.publicUrl = server.url;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function sendOne(fields = {}) {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id, fields);
    const before = smtp.mails.length;
    const res = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    expect(res.status).toBe(200);
    const mail = (await smtp.waitFor(before + 1))[before]!;
    return { seeded, proposal, ...linkAndCode(mail), res };
  }

  it('locks the link after five wrong codes; the right code no longer works', async () => {
    const last = await sendOne();
    const { link, code } = last;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await page(`${link}/code`, { form: { code: wrong } });
      expect(res.status).toBe(303);
      const shown = await page(new URL(res.location!, `${link}/code`).href);
      expect(shown.html).toContain(`${5 - i} attempt(s) left`);
    }
    await page(`${link}/code`, { form: { code: wrong } });
    const locked = await page(link);
    expect(locked.status).toBe(403);
    expect(locked.html).toContain('this link is locked');
    const late = await page(`${link}/code`, { form: { code: code! } });
    expect(late.cookie).toBeNull();
    expect((await page(link)).status).toBe(403);
    // the API's audit trail says which checks failed
    const viewed = await callRest(server.url, last.seeded.secret, 'get_proposal', { number: last.proposal.number });
    const events = viewed.body.signing_audit.events.map((e: { event: string }) => e.event);
    expect(events.filter((e: string) => e === 'code_failed')).toHaveLength(5);
    expect(events).not.toContain('code_checked');
  });

  it('takes the right code, then shows the document, key terms and the consent form', async () => {
    const { link, code, proposal } = await sendOne();
    const entered = await page(`${link}/code`, { form: { code: code! } });
    expect(entered.status).toBe(303);
    expect(entered.cookie).toMatch(/^bs_sign=/);
    const doc = await page(link, { cookie: entered.cookie });
    expect(doc.html).toContain('Globex Corp');
    expect(doc.html).toContain('Enterprise licenses');
    expect(doc.html).toContain('sign this document electronically');
    expect(doc.html).toContain(`${proposal.number}`);
    // without the cookie the code is asked for again, and the spent code does not work twice
    expect((await page(link)).html).toContain('One-time code');
    const again = await page(`${link}/code`, { form: { code: code! } });
    expect(again.cookie).toBeNull();
    const pdf = await fetch(`${link}/pdf`, { headers: { Cookie: entered.cookie! } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${link}/pdf`, { redirect: 'manual' })).status).toBe(303);
  });

  it('resends a code only after the cooldown, and the new code replaces the old one', async () => {
    const { link, code } = await sendOne();
    const early = await page(`${link}/resend`, { form: {} });
    expect(early.location).toContain('m=wait');
    expect((await page(new URL(early.location!, `${link}/resend`).href)).html).toContain('Please wait');
    clock.advance(61_000);
    const before = smtp.mails.length;
    const resent = await page(`${link}/resend`, { form: {} });
    expect(resent.location).toContain('m=sent');
    const second = linkAndCode((await smtp.waitFor(before + 1))[before]!);
    expect(second.link).toBe(link);
    if (second.code !== code) {
      expect((await page(`${link}/code`, { form: { code: code! } })).cookie).toBeNull();
    }
    expect((await page(`${link}/code`, { form: { code: second.code! } })).cookie).toMatch(/^bs_sign=/);
  });

  it("shows the signer every year's price per item, the discounts and the tax, adding up to the totals", async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id, { taxRate: 20, taxLabel: 'VAT', currency: 'EUR' });
    const edited = await callRest(server.url, seeded.secret, 'update_proposal', {
      number: proposal.number,
      lineItems: [
        { desc: 'Seats — 100 × €10.50/month', y1: 12600, y2: 12600 },
        { desc: 'Setup', y1: 1000, y2: 0 },
        { desc: 'Analytics add-on from year two', y1: 0, y2: 2400 },
      ],
      discounts: [{ label: 'Loyalty', kind: 'pct', value: 10, y1: false, y2: true, lines: [0] }],
    });
    expect(edited.status).toBe(200);
    const before = smtp.mails.length;
    await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    const { link, code } = linkAndCode((await smtp.waitFor(before + 1))[before]!);
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const html = (await page(link, { cookie })).html.replace(/\u00a0/g, ' ');
    // dates as the PDF writes them, and the signature field starts with the signer the document names
    expect(html).toContain('<dt>Start date</dt><dd>January 1, 2027</dd>');
    expect(html).toMatch(/id="signer_name"[^>]*value="Dana Reyes"/);
    const row = (label: string) => new RegExp(`<tr[^>]*><td>${label}</td>((?:<td class="num">[^<]*</td>)+)</tr>`).exec(html)?.[1];
    expect(html).toMatch(/<th>Description<\/th><th class="num">Year 1<\/th><th class="num">Year 2<\/th>/);
    expect(row('Analytics add-on from year two')).toBe('<td class="num">—</td><td class="num">€2,400.00</td>');
    expect(row('Setup')).toBe('<td class="num">€1,000.00</td><td class="num">—</td>');
    expect(row('Loyalty \\(10%\\)')).toBe('<td class="num"></td><td class="num">−€1,260.00</td>');
    expect(row('VAT \\(20%\\)')).toBe('<td class="num">€2,720.00</td><td class="num">€2,748.00</td>');
    // (13,600 × 1.2; (15,000 − 1,260) × 1.2)
    expect(row('Total')).toBe('<td class="num">€16,320.00</td><td class="num">€16,488.00</td>');
  });

  it('shows a clear page for an expired link', async () => {
    const { link } = await sendOne();
    clock.advance(72 * 3_600_000 + 1);
    const res = await page(link);
    expect(res.status).toBe(410);
    expect(res.html).toContain('This link has expired');
    expectNoInternals(res.html);
    expect((await page(`${link}/code`, { form: { code: '123456' } })).status).toBe(410);
  });

  it('shows a clear page for a tampered or truncated token, for every route', async () => {
    const { link } = await sendOne();
    const last = link.slice(-1);
    const tampered = link.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    const [base, token] = link.split('/sign/') as [string, string];
    const parts = token.split('.');
    const later = (Number.parseInt(parts[2]!, 36) + 3_600_000 * 24).toString(36);
    const longer = `${base}/sign/${[parts[0], parts[1], later, parts[3]].join('.')}`;
    // (a malformed %-escape too: the customer gets the page, not a JSON error)
    for (const url of [tampered, link.slice(0, -10), longer, `${server.url}/sign/nonsense`, `${server.url}/sign/v1.%ZZ`]) {
      const res = await page(url);
      expect(res.status).toBe(404);
      expect(res.html).toContain('This link is not valid');
      expectNoInternals(res.html);
      const posted = await page(`${url}/sign`, { form: { consent: 'yes', signer_name: 'Mallory' } });
      expect(posted.status).toBe(404);
    }
  });

  it('a decline with a reason closes the link and marks the proposal lost', async () => {
    const { link, code, seeded, proposal } = await sendOne();
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const res = await page(`${link}/decline`, { form: { reason: 'Budget moved to next year' }, cookie });
    expect(res.status).toBe(303);
    const after = await page(link, { cookie });
    expect(after.html).toContain('You declined to sign');
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('lost');
    const signAfter = await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana' }, cookie });
    expect(signAfter.status).toBe(200);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('lost');
  });

  it('mails the sender who declined and why, shows the reason in signing_audit, and tells the customer so', async () => {
    const { link, code, seeded, proposal } = await sendOne({ custName: 'Globex Schools' });
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const before = smtp.mails.length;
    await page(`${link}/decline`, { form: { reason: 'السعر مرتفع — price too high 😞' }, cookie });
    const notice = (await smtp.waitFor(before + 1))[before]!;
    const sender = seeded.user.email;
    expect(notice.to).toEqual([sender]);
    expect(notice.subject).toBe(`Globex Schools declined to sign proposal ${proposal.number}`);
    expect(notice.text).toContain('Reason given: السعر مرتفع — price too high 😞');
    expect((await page(link, { cookie })).html).toContain('Your answer and reason have been passed on to the sender');
    const viewed = await callRest(server.url, seeded.secret, 'get_proposal', { number: proposal.number });
    expect(viewed.body.signing_audit).toMatchObject({
      round_status: 'declined',
      decline_reason: 'السعر مرتفع — price too high 😞',
    });
    expect(viewed.body.signing_audit.events.map((e: { event: string }) => e.event)).toContain('decline_notice');
  });

  it('refuses to send an offer whose validUntil has passed, naming the field, and mails nothing', async () => {
    const seeded = seedAccount(ctx);
    const day = (offset: number) => new Date(clock.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const proposal = seedProposal(ctx, seeded.account.id, { validUntil: day(-1) });
    const before = smtp.mails.length;
    const res = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'conflict', field: 'fields.validUntil' });
    expect(res.body.error.message).toContain(`validUntil (${day(-1)}) has passed`);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('draft');
    expect(smtp.mails.length).toBe(before);
    // valid through its last day
    const today = seedProposal(ctx, seeded.account.id, { validUntil: day(0), lucEmail: '' });
    expect(
      (await callRest(server.url, seeded.secret, 'send_proposal', { number: today.number, customer_email: 'a@b.example' }))
        .status,
    ).toBe(200);
  });

  it('does not let the customer sign an offer that lapsed while its link was open', async () => {
    const lastDay = new Date(clock.now() + 86_400_000).toISOString().slice(0, 10);
    const { link, code, seeded, proposal } = await sendOne({ validUntil: lastDay, lucEmail: '' });
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    clock.advance(2 * 24 * 3_600_000);
    const shown = await page(link, { cookie });
    expect(shown.status).toBe(410);
    expect(shown.html).toContain('This offer has expired');
    const written = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(lastDay));
    expect(shown.html).toContain(`It was valid until ${written}.`);
    expectNoInternals(shown.html);
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('sent');
  });

  it("tells a customer who signed that the sender's company countersigns next, by its name", async () => {
    const { link, code } = await sendOne();
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    const shown = await page(link, { cookie });
    expect(shown.html).toContain('Acme Test has been asked to countersign');
    expect(shown.html).not.toContain('Your company');
  });

  it("refuses an edit that would void the customer's signature before the countersignature, unless asked", async () => {
    const { link, code, seeded, proposal } = await sendOne();
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    const edit = { number: proposal.number, fields: { sow: 'Rollout to every school.' } };
    const refused = await callRest(server.url, seeded.secret, 'update_proposal', edit);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', field: 'void_signature' });
    expect(refused.body.error.message).toMatch(
      /was signed by the customer \(Dana Reyes, .*\) and waits for the company's countersignature/,
    );
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.version).toBe(proposal.version);
    const forced = await callRest(server.url, seeded.secret, 'update_proposal', { ...edit, void_signature: true });
    expect(forced.status).toBe(200);
    expect(forced.body.version).toBe(proposal.version + 1);
  });

  it('mails every party the signed PDF once the last one signs', async () => {
    const { link, code, seeded, proposal } = await sendOne({ lucEmail: '' });
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const before = smtp.mails.length;
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.to).toEqual(['dana@globex.example']);
    expect(mail.subject).toBe(`Signed by every party: proposal ${proposal.number}`);
    expect(mail.text).toContain(`filename=${proposal.number}-signed.pdf`);
    expect(mail.text).toContain('application/pdf');
    const audit = (await callRest(server.url, seeded.secret, 'get_proposal', { number: proposal.number })).body.signing_audit;
    expect(audit.events.map((e: { event: string }) => e.event)).toContain('signed_copy_sent');
  });

  it('certifies a Spanish document under its noun, with the signing method in Spanish', async () => {
    const { link, code, seeded, proposal } = await sendOne({ docLang: 'es-ES', lucEmail: '' });
    expect((await smtp.waitFor(1)).at(-1)!.text).toContain('para su revisión y firma electrónica');
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    const stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    const round = signing.signedRound(ctx.db, seeded.account.id, stored.id)!;
    const text = await pdfText(round.signed_pdf!);
    expect(text).toContain(`Documento: Propuesta ${proposal.number}`);
    expect(text).toContain('Método: nombre escrito');
  });

  it.each([
    ['en', 'Signature:', 'Date:', 'signed electronically; certificate on page'],
    ['es-ES', 'Firma:', 'Fecha:', 'firmado electrónicamente; certificado en la página'],
  ] as const)(
    "writes the signer and the day on the %s document's own signature block, the other block left blank",
    async (docLang, sign, day, note) => {
      const { link, code, seeded, proposal } = await sendOne({ docLang, lucEmail: '' });
      const { cookie } = await page(`${link}/code`, { form: { code: code! } });
      await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
      const stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
      const round = signing.signedRound(ctx.db, seeded.account.id, stored.id)!;
      const pages = await pdfItems(round.signed_pdf!);
      const original = await pdfItems(round.document);
      const last = pages[original.length - 1]!;
      const labels = last.filter((i) => i.str === sign).sort((a, b) => a.x - b.x);
      expect(labels).toHaveLength(2);
      const [cust, luc] = labels as [(typeof labels)[0], (typeof labels)[0]];
      // what sits on a label's line (right of it, on its baseline give or take a font size), or the row under it
      const beside = (label: { x: number; y: number }, down = 0) =>
        last.filter((i) => i.x > label.x + 20 && i.x < label.x + 200 && Math.abs(i.y + down - label.y) < 4).map((i) => i.str);
      expect(beside(cust)).toEqual(['Dana Reyes']);
      expect(beside(luc)).toEqual([]);
      const dates = last.filter((i) => i.str === day).sort((a, b) => a.x - b.x);
      expect(beside(dates[0]!)).toEqual([new Date(ctx.clock.now()).toISOString().slice(0, 10)]);
      expect(beside(dates[0]!, 14)).toEqual([`${note} ${original.length + 1}`]);
      expect(beside(dates[1]!)).toEqual([]);
      expect(beside(dates[1]!, 14)).toEqual([]);
      // the page the certificate names is the certificate
      expect(pages[original.length]!.map((i) => i.str).join(' ')).toContain(docLang === 'en' ? 'Certificate' : 'Certificado');
    },
  );

  it('refuses to sign without the consent box or a typed name', async () => {
    const { link, code, seeded, proposal } = await sendOne({ lucEmail: '' });
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const noConsent = await page(`${link}/sign`, { form: { signer_name: 'Dana Reyes' }, cookie });
    expect(noConsent.location).toContain('m=consent');
    const noName = await page(`${link}/sign`, { form: { consent: 'yes', signer_name: '   ' }, cookie });
    expect(noName.location).toContain('m=name');
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('sent');
  });

  it('an edit after sending stops the open link from being signed until it is sent again', async () => {
    const { link, code, seeded, proposal } = await sendOne({ lucEmail: '' });
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    const edited = await callRest(server.url, seeded.secret, 'update_proposal', {
      number: proposal.number,
      fields: { term: '36 months' },
    });
    expect(edited.status).toBe(200);
    const shown = await page(link, { cookie });
    expect(shown.status).toBe(409);
    expect(shown.html).toContain('The document changed');
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.signing.cust.completed_at).toBeNull();
  });

  it('does not let a link be signed without the code when one was emailed', async () => {
    const { link, seeded, proposal } = await sendOne({ lucEmail: '' });
    const res = await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Mallory' } });
    expect(res.status).toBe(303);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('sent');
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.signing.cust.completed_at).toBeNull();
  });
});

describe('without SMTP configured', () => {
  let ctx: TestContext;
  let server: Server;
  beforeAll(async () => {
    ctx = makeTestContext({ clock: manualClock() });
    server = await startTestServer(ctx);
    ctx.config.publicUrl = server.url;
  });
  afterAll(() => server.close());

  it('answers not_configured with a link that works without a code, recorded as not authenticated', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id, { lucEmail: '' });
    const res = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.signing).toMatchObject({ emailed: false, mail_status: 'not_configured', one_time_code: false });
    const link = res.body.signing.link as string;
    expect((await page(link)).html).toContain('sign this document electronically');
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' } });
    const stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    expect(stored.status).toBe('signed');
    expect(stored.signing.cust).toMatchObject({ signer_name: 'Dana Reyes', authenticated: false, method: 'typed' });
    expect(stored.signing.luc.completed_at).toBeNull();
  });
});

describe('when the relay refuses the message', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  let server: Server;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    ctx = makeTestContext({ env: { SMTP_URL: smtp.url }, clock: manualClock() });
    server = await startTestServer(ctx);
    ctx.config.publicUrl = server.url;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers failed, still carries the link, and the link works without a code', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id);
    const res = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'nobody@globex.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('sent');
    expect(res.body.signing).toMatchObject({ emailed: false, mail_status: 'failed', one_time_code: false });
    expect(smtp.mails).toHaveLength(0);
    expect((await page(res.body.signing.link)).html).toContain('sign this document electronically');
    expect(ctx.logLines.join('\n')).not.toContain(smtp.url.replace('smtp://', ''));
  });
});

describe('when the countersignature email cannot be delivered', () => {
  let smtp: Smtp;
  let ctx: TestContext;
  let server: Server;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: (address) => address === 'lee@acme.example' });
    ctx = makeTestContext({ env: { SMTP_URL: smtp.url }, clock: manualClock() });
    server = await startTestServer(ctx);
    ctx.config.publicUrl = server.url;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sending again re-issues only the countersignature link and keeps the customer signature', async () => {
    const seeded = seedAccount(ctx);
    const proposal = seedProposal(ctx, seeded.account.id);
    await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    const { link, code } = linkAndCode((await smtp.waitFor(1))[0]!);
    const { cookie } = await page(`${link}/code`, { form: { code: code! } });
    await page(`${link}/sign`, { form: { consent: 'yes', signer_name: 'Dana Reyes' }, cookie });
    expect(smtp.mails).toHaveLength(1);
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('sent');

    const again = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    expect(again.status).toBe(200);
    expect(again.body.signing).toMatchObject({ mail_status: 'failed', one_time_code: false });
    const counter = await page(again.body.signing.link);
    expect(counter.html).toContain('Countersign');
    expect(counter.html).toContain('Signed by Dana Reyes (customer)');
    await page(`${again.body.signing.link}/sign`, { form: { consent: 'yes', signer_name: 'Lee Chen' } });
    const stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    expect(stored.status).toBe('signed');
    expect(stored.signing.cust).toMatchObject({ signer_name: 'Dana Reyes', authenticated: true });
    expect(stored.signing.luc).toMatchObject({ signer_name: 'Lee Chen', authenticated: false });
    // the customer's finished link still shows its outcome
    expect((await page(link, { cookie })).html).toContain('Every party has signed');
  });
});
