// Issue 14 and issue 17 item 10 through the real API, over REST and MCP: the biggest line is not dropped, a discount
// on some lines takes only their share, per-person-per-month prices are monthly, and unpriced amounts are listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  ctx = makeTestContext({ clock: manualClock() });
  server = await startTestServer(ctx);
});
afterAll(async () => server.close());

const HARBOR_VALLEY =
  'Proposal for Harbor Valley School District. Contact: Dana Whitfield, IT Director, dana.whitfield@harborvalley.k12.us. ' +
  'Canvas LMS for 4,200 students, $6 per student per year, implementation and training $12,000 one-time, premium support ' +
  '$9,500 per year. 10% discount on licences for a 2-year commitment. Billing annual, start date September 1, 2027, term ' +
  '24 months, tax 8.25% sales tax. SLA 99.9% uptime.';

describe.each(TRANSPORTS)('notes with money, over %s', (transport) => {
  async function draft(notes: string) {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('draft_proposal', { notes });
    await close();
    expect(res.status).toBe(200);
    return res.body as { proposal: any; warnings: string[] };
  }

  it('Harbor Valley: the licence line is kept and the 10% on licences comes off the licences only', async () => {
    const { proposal: p, warnings } = await draft(HARBOR_VALLEY);
    expect(p.lineItems).toEqual([
      { desc: 'Canvas LMS — 4,200 students × $6/year', y1: 25200, y2: 25200 },
      { desc: 'Implementation and training', y1: 12000, y2: 0 },
      { desc: 'Premium support', y1: 9500, y2: 9500 },
    ]);
    expect(p.discounts).toEqual([{ label: '10% discount on licences', kind: 'pct', value: 10, y1: true, y2: true, lines: [0] }]);
    expect(p.fields).toMatchObject({ taxLabel: 'Sales tax', taxRate: 8.25, term: '24 months', scale: '4,200 students' });
    // y1: 46,700 − 2,520 = 44,180 + 8.25% (3,644.85); y2: 34,700 − 2,520 = 32,180 + 2,654.85
    expect(p.totals.y1).toMatchObject({ subtotal: 46700, discount: 2520, net: 44180, tax: 3644.85, total: 47824.85 });
    expect(p.totals.y2).toMatchObject({ subtotal: 34700, discount: 2520, net: 32180, tax: 2654.85, total: 34834.85 });
    expect(warnings).toEqual([]);
  });

  it('a discount on named lines follows an edit of those lines, and an edit that moves lines must say where it goes', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const drafted = await call('draft_proposal', { notes: HARBOR_VALLEY });
    const p = (drafted.body as { proposal: any }).proposal;
    const lines = structuredClone(p.lineItems);
    lines[0] = { desc: 'Canvas LMS — 4,500 students × $6/year', y1: 27000, y2: 27000 };
    // the same lines, the licence line edited in place: 10% of the new licence amount, nothing else moves
    const edited = await call('update_proposal', { number: p.number, version: p.version, lineItems: lines });
    expect(edited.status).toBe(200);
    const e = edited.body as any;
    expect(e.discounts).toEqual(p.discounts);
    expect(e.totals.y1).toMatchObject({ subtotal: 48500, discount: 2700, net: 45800 });
    expect(e.totals.y2).toMatchObject({ subtotal: 36500, discount: 2700, net: 33800 });
    // a line added in front would shift what "line 0" names: refused, naming lineItems, and nothing is applied
    const shifted = await call('update_proposal', {
      number: p.number,
      lineItems: [{ desc: 'Hardware', y1: 1000, y2: 0 }, ...lines],
    });
    expect(shifted.status).toBe(400);
    expect(JSON.stringify(shifted.body)).toMatch(/lineItems.*send discounts with the new line items/);
    // sent together, the discount names the licence line at its new position
    const both = await call('update_proposal', {
      number: p.number,
      lineItems: [{ desc: 'Hardware', y1: 1000, y2: 0 }, ...lines],
      discounts: [{ ...p.discounts[0], lines: [1] }],
    });
    expect(both.status).toBe(200);
    expect((both.body as any).totals.y1).toMatchObject({ subtotal: 49500, discount: 2700 });
    // a line the proposal does not have, and lines on a fixed amount, are 400s naming the field
    const missing = await call('update_proposal', { number: p.number, discounts: [{ ...p.discounts[0], lines: [9] }] });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('discounts.0.lines.0');
    const fixed = await call('update_proposal', {
      number: p.number,
      discounts: [{ label: '$100 off', kind: 'amount', value: 100, y1: true, y2: false, lines: [0] }],
    });
    expect(fixed.status).toBe(400);
    expect(JSON.stringify(fixed.body)).toContain('discounts.0.lines');
    const after = await call('get_proposal', { number: p.number });
    expect((after.body as any).version).toBe((both.body as any).version);
    await close();
  });

  it('Northbeam Pro: 15% off seats leaves onboarding whole', async () => {
    const { proposal: p, warnings } = await draft(
      '250 seats of Northbeam Pro at $45/seat/month, onboarding $5k once, 15% off seats',
    );
    expect(p.lineItems).toEqual([
      { desc: 'Northbeam Pro — 250 seats × $45/month', y1: 135000, y2: 0 },
      { desc: 'Onboarding', y1: 5000, y2: 0 },
    ]);
    expect(p.discounts).toEqual([{ label: '15% off seats', kind: 'pct', value: 15, y1: true, y2: false, lines: [0] }]);
    expect(p.totals.y1.discount).toBe(20250);
    expect(p.totals.y1.total).toBe(119750);
    expect(warnings).toEqual([]);
  });

  it('17.10: "$29 pp/pm" is per person per month and "10% disc on year 2" is a year-two discount', async () => {
    const { proposal: p, warnings } = await draft('400 seats @ $29 pp/pm, 2 year term, 10% disc on year 2');
    expect(p.lineItems).toEqual([{ desc: 'Seats — 400 × $29/month', y1: 139200, y2: 139200 }]);
    expect(p.discounts).toEqual([{ label: '10% disc on year 2', kind: 'pct', value: 10, y1: false, y2: true }]);
    expect(p.totals.y1.total).toBe(139200);
    expect(p.totals.y2.total).toBe(125280);
    expect(warnings).toEqual([]);
  });

  it('lists budgets, guesses and competitors’ prices in warnings and prices none of them', async () => {
    const { proposal: p, warnings } = await draft(
      'Quote for Orbit Labs: 50 users at $30/user/month. Their budget is $15k. The competitor offered $25 per user. ' +
        'Maybe $2k for extra training later.',
    );
    expect(p.lineItems).toEqual([{ desc: 'Users — 50 × $30/month', y1: 18000, y2: 0 }]);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^Not priced: \$15k .*budget/);
    expect(warnings[1]).toMatch(/^Not priced: \$25 .*competitor/);
    expect(warnings[2]).toMatch(/^Not priced: \$2k /);
  });
});
