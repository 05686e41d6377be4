// Bounds on money, counts, dates and validity: refused or left unset (with a warning) before anything is saved,
// so every saved proposal reads back. Over REST and MCP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
const clock = manualClock(Date.parse('2026-11-21T10:00:00Z'));

beforeAll(async () => {
  ctx = makeTestContext({ clock });
  server = await startTestServer(ctx);
});
afterAll(async () => server.close());

const items = (n: number, amount: number) => Array.from({ length: n }, (_, i) => ({ desc: `Module ${i}`, y1: amount, y2: 0 }));

/** A fresh account and a caller for it over `transport`. */
async function session(transport: (typeof TRANSPORTS)[number]) {
  const seeded = seedAccount(ctx);
  return { ...(await makeCaller(transport, server.url, seeded.secret)), accountId: seeded.account.id };
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  let s: Awaited<ReturnType<typeof session>>;
  beforeAll(async () => {
    s = await session(transport);
  });
  afterAll(() => s.close());
  const call: Call = (name, input) => s.call(name, input);

  async function draft(notes = 'Proposal for Acme Corp: 10 seats at $20/seat/month.') {
    const res = await call('draft_proposal', { notes });
    expect(res.status).toBe(200);
    return res.body as { proposal: any; warnings: string[] };
  }

  it.each([
    ['91 items of 10^12 USD', { lineItems: items(91, 1e12) }, 'lineItems.40.y1'],
    ['10 items of 10^12 KWD', { fields: { currency: 'KWD' }, lineItems: items(10, 1e12) }, 'lineItems.4.y1'],
    ['46 items at a 100% tax rate', { fields: { taxRate: 100 }, lineItems: items(46, 1e12) }, 'lineItems.40.y1'],
  ])('refuses %s with 400 naming the item where the year passes the bound, and saves nothing', async (_, patch, field) => {
    const { proposal } = await draft();
    const res = await call('update_proposal', { number: proposal.number, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', field });
    expect(res.body.error.message).toMatch(/more than [\d,.]+ (USD|KWD)/);
    const after = await call('get_proposal', { number: proposal.number });
    expect(after.status).toBe(200);
    expect(after.body.version).toBe(1);
  });

  it('keeps the biggest year that fits exact in minor units, at a 100% tax rate, and reads it back', async () => {
    const { proposal } = await draft();
    const res = await call('update_proposal', { number: proposal.number, fields: { taxRate: 100 }, lineItems: items(40, 1e12) });
    expect(res.status).toBe(200);
    expect(res.body.totals.y1.minor).toMatchObject({ subtotal: 4e15, tax: 4e15, total: 8e15 });
    expect(Number.isSafeInteger(res.body.totals.y1.minor.total)).toBe(true);
    expect((await call('get_proposal', { number: proposal.number })).body.totals).toEqual(res.body.totals);
  });

  it('names the currency when switching it alone would overflow the items already there', async () => {
    const { proposal } = await draft();
    expect((await call('update_proposal', { number: proposal.number, lineItems: items(30, 1e12) })).status).toBe(200);
    const res = await call('update_proposal', { number: proposal.number, fields: { currency: 'KWD' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'fields.currency' });
    expect((await call('get_proposal', { number: proposal.number })).body.fields.currency).toBe('USD');
  });

  it.each([
    ['Valid for 3000000 days'],
    ['Valid for 99999999 days'],
    ['Offer valid until 2150-01-01'],
    ['Valid until 2026-11-01'],
  ])('leaves "%s" unset with a warning, takes the 30-day default, and reads back', async (validity) => {
    const res = await draft(`Proposal for Acme Corp: 10 seats at $20/seat/month. ${validity}.`);
    expect(res.proposal.fields.validUntil).toBe('2026-12-21');
    expect(res.warnings).toEqual([expect.stringMatching(/^validUntil: .*(3650 days|2100)/)]);
    const back = await call('get_proposal', { number: res.proposal.number });
    expect(back.status).toBe(200);
    expect(back.body.fields).toEqual(res.proposal.fields);
  });

  it('leaves a start date outside 2000–2100 unset with a warning', async () => {
    const res = await draft('Proposal for Acme Corp: 10 seats at $20/seat/month. Start date: March 1, 2150.');
    expect(res.proposal.fields.startDate).toBe('');
    expect(res.warnings).toEqual([expect.stringMatching(/^startDate: "2150-03-01" from the notes .*2100/)]);
  });

  it('keeps a start date before the draft date as the notes say it, and says so', async () => {
    const res = await draft('Proposal for Acme Corp: 10 seats at $20/seat/month. Start date: September 1, 2025.');
    expect(res.proposal.fields.startDate).toBe('2025-09-01');
    expect(res.warnings).toEqual(['startDate: 2025-09-01 from the notes is before the draft date 2026-11-21; check it.']);
  });

  it('reports no warnings for ordinary notes', async () => {
    const res = await draft('Proposal for Acme Corp: 10 seats at $20/seat/month. Valid for 45 days. Start March 1, 2027.');
    expect(res.warnings).toEqual([]);
    expect(res.proposal.fields).toMatchObject({ validUntil: '2027-01-05', startDate: '2027-03-01' });
  });

  it('lists at most 50 warnings for a pasted price list, the last one counting the rest', async () => {
    // 300 amounts in one clause that no line item can use: each is a warning, but not 300 of them
    const notes = `Proposal for Acme Corp: 10 seats at $20/seat/month. Competitor quotes ${Array.from({ length: 300 }, (_, i) => `$${i + 101}`).join(' ')}`;
    const res = await draft(notes);
    expect(res.warnings).toHaveLength(50);
    expect(res.warnings[49]).toMatch(/^\d+ more warnings like these were left out/);
    expect(res.proposal.lineItems).toHaveLength(1);
  });

  it.each([
    [{ validUntil: '2036-11-20' }, 'fields.validUntil', /3650 days/],
    [{ validUntil: '2026-11-21' }, 'fields.validUntil', /1 to 3650 days/],
    [{ startDate: '2101-01-01' }, 'fields.startDate', /2100/],
    [{ startDate: '1999-12-31' }, 'fields.startDate', /2000/],
    [{ currency: 'ZZZ' }, 'fields.currency', /ISO 4217/],
    [{ currency: 'EURO' }, 'fields.currency', /ISO 4217/],
  ])('refuses PATCH fields %j with 400 naming %s', async (fields, field, why) => {
    const { proposal } = await draft();
    const res = await call('update_proposal', { number: proposal.number, fields });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toMatch(why);
  });

  it.each([
    [
      '¥1,234.5 in JPY',
      { fields: { currency: 'JPY' }, lineItems: [{ desc: 'Seats', y1: 1234.5, y2: 0 }] },
      'lineItems.0.y1',
      /JPY has no minor unit\. Send 1235\./,
    ],
    [
      '$12.345 in USD',
      { lineItems: [{ desc: 'Seats', y1: 100, y2: 12.345 }] },
      'lineItems.0.y2',
      /USD has 2 decimals\. Send 12\.35\./,
    ],
    [
      'a 0.0005 KWD discount',
      { fields: { currency: 'KWD' }, discounts: [{ label: 'Goodwill', kind: 'amount', value: 10.0005, y1: true, y2: false }] },
      'discounts.0.value',
      /KWD has 3 decimals\. Send 10\.001\./,
    ],
  ])(
    'refuses %s with 400 naming the amount (the document would show it rounded), and saves nothing',
    async (_, patch, field, message) => {
      const { proposal } = await draft();
      const res = await call('update_proposal', { number: proposal.number, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid_request', field });
      expect(res.body.error.message).toMatch(message);
      expect((await call('get_proposal', { number: proposal.number })).body.version).toBe(1);
    },
  );

  it('takes amounts as precise as the currency, and names the currency when switching it alone would round them', async () => {
    const { proposal } = await draft();
    const cents = await call('update_proposal', {
      number: proposal.number,
      lineItems: [{ desc: 'Seats', y1: 1234.56, y2: 0.5 }],
    });
    expect(cents.status).toBe(200);
    const yen = await call('update_proposal', { number: proposal.number, fields: { currency: 'jpy' } });
    expect(yen.status).toBe(400);
    expect(yen.body.error).toMatchObject({ field: 'fields.currency' });
    expect(yen.body.error.message).toMatch(
      /JPY has no minor unit, and line item 0 \("Seats"\) is 1234\.56: change that amount to 1235/,
    );
    const both = await call('update_proposal', {
      number: proposal.number,
      fields: { currency: 'JPY' },
      lineItems: [{ desc: 'Seats', y1: 1235, y2: 1 }],
    });
    expect(both.status).toBe(200);
    expect(both.body.totals.y1.minor.subtotal).toBe(1235);
  });

  it('rounds a drafted amount to the currency and says so', async () => {
    const res = await draft('Proposal for Acme KK: 3 seats at ¥1,234.5 per seat per month, 12 months. Setup ¥999.75 one-time.');
    expect(res.proposal.fields.currency).toBe('JPY');
    expect(res.proposal.lineItems.map((i: any) => i.y1)).toEqual([44442, 1000]);
    expect(res.warnings).toEqual(['lineItems: "Setup" year-one 999.75 was rounded to 1000 (JPY has no minor unit).']);
  });

  it('takes a currency code in any case as the code, and "" as unset', async () => {
    const { proposal } = await draft();
    const res = await call('update_proposal', { number: proposal.number, fields: { currency: 'clf' } });
    expect(res.status).toBe(200);
    expect(res.body.fields.currency).toBe('CLF');
    const unset = await call('update_proposal', { number: proposal.number, fields: { currency: '' } });
    expect(unset.body.fields.currency).toBe('');
  });

  it('accepts the last day of a ten-year validity', async () => {
    const { proposal } = await draft();
    const res = await call('update_proposal', { number: proposal.number, fields: { validUntil: '2036-11-18' } });
    expect(res.status).toBe(200);
  });

  it('refuses (422) to save a draft that would not read back, and saves nothing', async () => {
    const settings = JSON.stringify({ terms_conditions: 'Net 30. '.repeat(3000) });
    ctx.db.prepare('UPDATE accounts SET settings = ? WHERE id = ?').run(settings, s.accountId);
    const before = (await call('list_proposals')).body.proposals;
    const res = await call('draft_proposal', { notes: 'Proposal for Acme Corp: 10 seats at $20/seat/month.' });
    ctx.db.prepare("UPDATE accounts SET settings = '{}' WHERE id = ?").run(s.accountId);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/fields\.termsConditions.*nothing was saved/);
    expect((await call('list_proposals')).body.proposals).toEqual(before);
  });
});
