// get_proposal_pdf over REST and MCP: what the document says (pdfjs text), locale formats, pages, headers, 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, rest, startTestServer, TRANSPORTS } from '../helpers/server';
import { pdfPages } from './pdf-pages';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
const clock = manualClock();

beforeAll(async () => {
  ctx = makeTestContext({ clock });
  server = await startTestServer(ctx);
});
afterAll(async () => server.close());

const EN =
  'Proposal for Acme Corp. Signer: Jane Doe, CFO. 200 seats at $45/seat/month, 2-year term. 10% off year one. ' +
  'Implementation $15,000 one-time. Start March 1, 2027. Sales tax 8.875%. Governed by the laws of the State of New York.';
const ES =
  'Propuesta para Industrias Ebro S.L.: contrato de dos años, 80 puestos a 22,50 € por puesto al mes. ' +
  'Implantación 3.500 € pago único. 10% de descuento el primer año. IVA del 21 %. Inicio: 1 de febrero de 2027.';

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('renders an English proposal a customer would receive', async () => {
    const seeded = seedAccount(ctx, { name: 'Lucerna Software' });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    await call('draft_proposal', { notes: EN });
    const res = await call('get_proposal_pdf', { number: 'P-0001' });
    await close();
    expect(res.status).toBe(200);
    expect(res.file?.contentType).toBe('application/pdf');
    const text = (await pdfPages(res.file!.data)).join('\n');
    for (const expected of [
      'Proposal',
      'P-0001',
      'Acme Corp.',
      'Jane Doe',
      'Lucerna Software',
      'March 1, 2027',
      '$108,000.00',
      '−$12,300.00',
      'Sales tax (8.875%)',
      '$9,824.63',
      '$120,524.63',
      'State of New York',
      'Signature',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says which text the PDF would print as empty boxes (its font has no such glyphs), at draft and at download', async () => {
    const seeded = seedAccount(ctx, { name: 'Lucerna Software' });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const plain = await call('draft_proposal', { notes: EN });
    expect(plain.body.warnings.join(' ')).not.toMatch(/glyphs/);
    const drafted = await call('draft_proposal', {
      notes: 'Proposal for Acme Corp. Contact: 山田太郎, CTO. 20 seats at $30/seat/month.',
    });
    expect(drafted.body.warnings.join(' ')).toMatch(/no glyphs for some characters.*fields\.custSigner \(山田太郎\)/);
    const number = drafted.body.proposal.number as string;
    const renamed = await call('update_proposal', {
      number,
      version: 1,
      fields: { custName: '山田商事 (Yamada Trading)', custSigner: 'Ærø Ñandú' },
    });
    expect(renamed.status).toBe(200);
    const pdf = await call('get_proposal_pdf', { number });
    expect(pdf.file?.summary).toMatch(/no glyphs for some characters.*fields\.custName/);
    expect(pdf.file?.summary).not.toMatch(/custSigner/);
    await close();
  });

  it('formats labels, dates, numbers and currency for Spain', async () => {
    const seeded = seedAccount(ctx, { name: 'Lucerna Software' });
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    await call('draft_proposal', { notes: ES, lang: 'es-ES' });
    const res = await call('get_proposal_pdf', { number: 'P-0001' });
    await close();
    const text = (await pdfPages(res.file!.data)).join('\n');
    // 80 × 22,50 × 12 = 21.600 €; + 3.500 € = 25.100 €; 10 % off year one = 2510 €; IVA 21 % of 22.590 € = 4743,90 €
    for (const expected of [
      'Propuesta comercial',
      'Industrias Ebro S.L.',
      '1 de febrero de 2027',
      '21.600,00 €',
      '−2510,00 €',
      'IVA (21 %)',
      '4743,90 €',
      'Año 2',
      'Firma',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('PDF layout and limits', () => {
  it('repeats the pricing table header on every page it spans and numbers the pages', async () => {
    const seeded = seedAccount(ctx);
    const notes = ['Order form for Big Co.', ...Array.from({ length: 70 }, (_, i) => `Module ${i + 1}: $${1000 + i}/year`)].join(
      '\n',
    );
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    await call('draft_proposal', { notes });
    const res = await call('get_proposal_pdf', { number: 'P-0001' });
    await close();
    const pages = await pdfPages(res.file!.data);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Order Form');
    const withItems = pages.filter((p) => /Module \d+/.test(p));
    expect(withItems.length).toBeGreaterThanOrEqual(2);
    for (const page of withItems) expect(page).toContain('Description');
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
  });

  it('names the download after the customer in its own letters, spelled plainly where a header needs ASCII', async () => {
    const seeded = seedAccount(ctx);
    const made = await rest(server.url, seeded.secret, 'POST', '/proposals', {
      notes: 'Proposal for Zakłady Mięsne Łódź Sp. z o.o. (Anna Nowak, CFO, anna@zml.example). 10 seats at €42/seat/month.',
    });
    const number = made.body.proposal.number as string;
    const res = await rest(server.url, seeded.secret, 'GET', `/proposals/${number}/pdf`);
    const disposition = res.headers?.get('content-disposition') ?? '';
    expect(disposition).toContain(`filename="${number}-Zaklady-Miesne-Lodz-Sp-z-o-o.pdf"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${number}-Zakłady-Mięsne-Łódź-Sp-z-o-o.pdf`)}`);
    expect(res.headers?.get('x-file-summary')).toContain(`proposal ${number} for Zaklady Miesne Lodz Sp. z o.o.`);
  });

  it('serves application/pdf with a file name and answers 429 after 10 renders a minute', async () => {
    const seeded = seedAccount(ctx);
    clock.set(Date.parse('2026-11-21T11:00:05Z'));
    await rest(server.url, seeded.secret, 'POST', '/proposals', { notes: EN });
    const first = await rest(server.url, seeded.secret, 'GET', '/proposals/P-0001/pdf');
    expect(first.headers?.get('content-type')).toBe('application/pdf');
    expect(first.headers?.get('content-disposition')).toContain('filename="P-0001-Acme-Corp.pdf"');
    expect(first.file?.data.subarray(0, 5).toString()).toBe('%PDF-');
    for (let i = 2; i <= 10; i++)
      expect((await rest(server.url, seeded.secret, 'GET', '/proposals/P-0001/pdf')).status).toBe(200);
    const limited = await rest(server.url, seeded.secret, 'GET', '/proposals/P-0001/pdf');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers?.get('retry-after'))).toBeGreaterThan(0);
    // other calls are not part of the PDF budget
    expect((await rest(server.url, seeded.secret, 'GET', '/proposals/P-0001')).status).toBe(200);
    clock.advance(60_000);
    expect((await rest(server.url, seeded.secret, 'GET', '/proposals/P-0001/pdf')).status).toBe(200);
  });

  it('counts a send against the PDF renders a minute, since each send renders the document it freezes', async () => {
    const seeded = seedAccount(ctx);
    clock.set(Date.parse('2026-11-21T12:00:05Z'));
    await rest(server.url, seeded.secret, 'POST', '/proposals', { notes: EN });
    const send = () =>
      rest(server.url, seeded.secret, 'POST', '/proposals/P-0001/send', {
        customer_email: 'jane@acme.example',
        customer_name: 'Jane Doe',
      });
    for (let i = 1; i <= 10; i++) expect((await send()).status, `send ${i}`).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/10 PDF renders a minute/);
    clock.advance(60_000);
    expect((await send()).status).toBe(200);
  });
});

describe('a field holding one very long word', () => {
  it('renders it whole, wrapped, without stalling the renderer', async () => {
    const seeded = seedAccount(ctx, { name: 'Lucerna Software' });
    const { call, close } = await makeCaller('rest', server.url, seeded.secret);
    await call('draft_proposal', { notes: EN });
    const word = 'X'.repeat(19_990);
    const edited = await call('update_proposal', { number: 'P-0001', version: 1, fields: { sow: `Scope: ${word}` } });
    expect(edited.status).toBe(200);
    const res = await call('get_proposal_pdf', { number: 'P-0001' });
    await close();
    expect(res.status).toBe(200);
    // the word wraps over lines and pages (with their headers between): every one of its letters is there
    const text = (await pdfPages(res.file!.data)).join('').replace(/[\s\u200b]+/g, '');
    expect(text).toContain('Scope:XXXXXXXXXX');
    expect(text.match(/X/g)?.length).toBe(word.length);
  });
});
