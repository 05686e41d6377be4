// End to end in real headless Chromium: email → code → consent → typed name → countersignature → signed, with evidence.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as proposals from '../../store/proposals';
import * as signing from '../../store/signing';
import { launchBrowser } from '../helpers/browser';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { callRest, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { linkAndCode, startSmtpServer } from '../helpers/smtp';
import { seedProposal } from './fixtures';
import { pdfText } from './pdf-text';

const SHOTS = path.join(os.tmpdir(), 'bidsmith-signing-shots');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpServer();
  ctx = makeTestContext({ env: { SMTP_URL: smtp.url }, clock: manualClock() });
  server = await startTestServer(ctx);
  ctx.config.publicUrl = server.url;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server.close();
  await smtp.close();
});

/** Opens the emailed link on a phone-sized screen, enters the code, consents and signs with a typed name. */
async function signInBrowser(mailIndex: number, a: { name: string; shot: string }) {
  const { link, code } = linkAndCode((await smtp.waitFor(mailIndex + 1))[mailIndex]!);
  expect(code).toMatch(/^\d{6}$/);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  await tab.goto(link);
  await tab.getByLabel(/one-time code|código/i).fill(code!);
  await tab.getByRole('button', { name: /continue|continuar/i }).click();
  await tab.getByRole('checkbox').waitFor();
  const shownPage = (await tab.textContent('main')) ?? '';
  await tab.screenshot({ path: path.join(SHOTS, `${a.shot}.png`), fullPage: true });
  const pdfHref = await tab.getByRole('link', { name: /PDF/ }).getAttribute('href');
  const shown = await context.request.get(new URL(pdfHref!, link).href);
  const shownPdf = Buffer.from(await shown.body());
  await tab.getByRole('checkbox').check();
  await tab.getByLabel(/full name|nombre completo/i).fill(a.name);
  await tab.getByRole('button', { name: /^(sign|firmar)$/i }).click();
  await tab.getByRole('heading', { name: /^(signed|firmado)$/i }).waitFor();
  const done = await tab.textContent('main');
  await tab.screenshot({ path: path.join(SHOTS, `${a.shot}-done.png`), fullPage: true });
  await context.close();
  return { link, shownPdf, page: shownPage, done: done ?? '' };
}

describe('signing in Chromium', () => {
  it('customer signs with the emailed code, the company countersigns, and the proposal is signed with evidence', async () => {
    const seeded = seedAccount(ctx, { name: 'Acme Software' });
    const proposal = seedProposal(ctx, seeded.account.id);
    const first = smtp.mails.length;
    const sent = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
      customer_name: 'Dana Reyes',
    });
    expect(sent.body.signing.mail_status).toBe('sent');

    const cust = await signInBrowser(first, { name: 'Dana Reyes', shot: 'customer' });
    expect(cust.done).toContain('countersign');
    let stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    expect(stored.status).toBe('sent');
    expect(stored.signing.cust).toMatchObject({
      method: 'typed',
      signer_name: 'Dana Reyes',
      email: 'dana@globex.example',
      authenticated: true,
    });
    expect(Date.parse(stored.signing.cust.completed_at!)).toBe(ctx.clock.now());

    const counterMail = (await smtp.waitFor(first + 2))[first + 1]!;
    expect(counterMail.to).toEqual(['lee@acme.example']);
    expect(counterMail.subject).toContain('Dana Reyes');
    const luc = await signInBrowser(first + 1, { name: 'Lee Chen', shot: 'countersigner' });
    expect(luc.done).toContain('Every party has signed');

    stored = proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!;
    expect(stored.status).toBe('signed');
    expect(stored.signing.luc).toMatchObject({ signer_name: 'Lee Chen', email: 'lee@acme.example', authenticated: true });

    // evidence: the exact PDF both saw is what was hashed, attached and certified
    const round = signing.signedRound(ctx.db, seeded.account.id, stored.id)!;
    expect(sha256(cust.shownPdf)).toBe(round.document_sha256);
    expect(sha256(luc.shownPdf)).toBe(round.document_sha256);
    const signedPdf = round.signed_pdf!;
    fs.writeFileSync(path.join(SHOTS, 'signed.pdf'), signedPdf);
    expect(sha256(signedPdf)).toBe(round.signed_pdf_sha256);
    const original = await PDFDocument.load(cust.shownPdf);
    const sealed = await PDFDocument.load(signedPdf);
    expect(sealed.getPageCount()).toBe(original.getPageCount() + 1);
    const text = await pdfText(signedPdf);
    for (const expected of ['Certificate of completion', round.document_sha256, 'Dana Reyes', 'Lee Chen', 'code_checked']) {
      expect(text).toContain(expected);
    }

    const events = signing.eventsOfRound(ctx.db, round.id);
    const kinds = events.map((e) => `${e.party}:${e.kind}`);
    for (const k of ['cust:sent', 'cust:opened', 'cust:code_checked', 'cust:signed', 'luc:sent', 'luc:opened', 'luc:signed']) {
      expect(kinds).toContain(k);
    }
    const signedEvent = events.find((e) => e.kind === 'signed' && e.party === 'cust')!;
    expect(signedEvent.ip).toMatch(/127\.0\.0\.1/);
    expect(signedEvent.user_agent).toMatch(/Chrome/);

    // through the API: status signed with both entries, and the PDF download is the signed PDF
    const viewed = await callRest(server.url, seeded.secret, 'get_proposal', { number: proposal.number });
    expect(viewed.body.status).toBe('signed');
    expect(viewed.body.signing.cust).toMatchObject({ method: 'typed', signer_name: 'Dana Reyes', authenticated: true });
    expect(viewed.body.signing.luc).toMatchObject({ method: 'typed', signer_name: 'Lee Chen', authenticated: true });
    expect(viewed.body.signing_audit).toMatchObject({ round_status: 'signed', signed_pdf_sha256: round.signed_pdf_sha256 });
    const apiEvents = viewed.body.signing_audit.events.map((e: any) => `${e.party}:${e.event}`);
    expect(apiEvents).toEqual(kinds);
    expect(viewed.body.signing_audit.events.find((e: any) => e.event === 'signed').user_agent).toMatch(/Chrome/);
    for (const transport of TRANSPORTS) {
      const { call, close } = await makeCaller(transport, server.url, seeded.secret);
      const pdf = await call('get_proposal_pdf', { number: proposal.number });
      await close();
      expect(sha256(pdf.file!.data)).toBe(round.signed_pdf_sha256);
    }

    // a signed proposal can be neither sent again nor edited; nothing is emailed
    const again = await callRest(server.url, seeded.secret, 'send_proposal', {
      number: proposal.number,
      customer_email: 'dana@globex.example',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    const patched = await callRest(server.url, seeded.secret, 'update_proposal', {
      number: proposal.number,
      fields: { term: '36 months' },
    });
    expect(patched.status).toBe(409);
    // the two signing requests, then the signed copy to each party
    expect(smtp.mails.length).toBe(first + 4);
    expect(
      smtp.mails
        .slice(first + 2)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['dana@globex.example', 'lee@acme.example']);
  });

  it('shows the page in the proposal language (es-ES)', async () => {
    const seeded = seedAccount(ctx, { name: 'Acme Software' });
    const proposal = seedProposal(ctx, seeded.account.id, { docLang: 'es-ES', currency: 'EUR', lucEmail: '' });
    const first = smtp.mails.length;
    await callRest(server.url, seeded.secret, 'send_proposal', { number: proposal.number, customer_email: 'ana@globex.example' });
    const mail = (await smtp.waitFor(first + 1))[first]!;
    expect(mail.subject).toContain('Revise y firme');
    const result = await signInBrowser(first, { name: 'Ana García', shot: 'customer-es' });
    expect(result.done).toContain('Todas las partes han firmado');
    expect(result.page).toContain('Anual');
    expect(proposals.getProposal(ctx.db, seeded.account.id, proposal.number)!.status).toBe('signed');
  });
});
