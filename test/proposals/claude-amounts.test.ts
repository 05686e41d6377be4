// The Claude path is held to the offline parser's rule (the real SDK against a local fake Messages API): every
// amount of the notes is in the kept line items or discounts, or listed in the draft's warnings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { startFakeClaude } from '../helpers/fake-claude';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const NOTES = 'Acme: 200 seats at $45/seat/month, setup $5,000 one-time, 10% off seats. Their budget is around $120k.';
const SEATS = { desc: 'Seats — 200 × $45/month', y1: 108000, y2: 0 };

describe.each(TRANSPORTS)('Claude drafts checked against the notes, over %s', (transport) => {
  let answer: unknown;
  let fake: Awaited<ReturnType<typeof startFakeClaude>>;
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    fake = await startFakeClaude(() => answer);
    ctx = makeTestContext({ clock: manualClock(), claude: fake.engine });
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  async function draft() {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const res = await call('draft_proposal', { notes: NOTES });
    await close();
    expect(res.status).toBe(200);
    return res.body as { proposal: any; warnings: string[] };
  }

  it('reports an amount the model left out and lists the ones it called not a price', async () => {
    answer = {
      fields: { custName: 'Acme', currency: 'USD' },
      lineItems: [SEATS],
      discounts: [{ label: '10% off seats', kind: 'amount', value: 10800, y1: true, y2: false }],
      multiYear: false,
      notPriced: [{ amount: '$120k', reason: 'a budget' }],
    };
    const { proposal, warnings } = await draft();
    expect(proposal.lineItems).toEqual([SEATS]);
    expect(warnings).toEqual([
      'Not understood: $5,000 in "setup $5,000 one-time" is in no line item, discount or tax of this draft; check the pricing.',
      'Not priced: $120k in "Their budget is around $120k." reads as a budget; add a line item if it is sold.',
    ]);
    const schema = JSON.stringify(fake.requests.at(-1)?.tools?.[0]?.input_schema);
    expect(schema).toContain('notPriced');
  });

  it('says nothing when every amount is priced or listed, and checks what it kept, not what it was sent', async () => {
    answer = {
      fields: { custName: 'Acme', currency: 'USD' },
      lineItems: [SEATS, { desc: 'Setup', y1: 5000, y2: 0 }],
      discounts: [],
      multiYear: false,
      notPriced: [{ amount: '$120k', reason: 'a budget' }],
    };
    expect((await draft()).warnings).toEqual([
      'Not priced: $120k in "Their budget is around $120k." reads as a budget; add a line item if it is sold.',
    ]);
    // a line the edit checks drop (a negative amount) no longer accounts for its amount
    answer = { ...(answer as object), lineItems: [SEATS, { desc: 'Setup', y1: -5000, y2: 0 }] };
    expect((await draft()).warnings[0]).toMatch(/^Not understood: \$5,000 /);
  });

  it('takes a percentage on the lines the model names, and leaves out one naming a line it did not return', async () => {
    const base = {
      fields: { custName: 'Acme', currency: 'USD' },
      lineItems: [SEATS, { desc: 'Setup', y1: 5000, y2: 0 }],
      multiYear: false,
      notPriced: [{ amount: '$120k', reason: 'a budget' }],
    };
    answer = { ...base, discounts: [{ label: '10% off seats', kind: 'pct', value: 10, y1: true, y2: false, lines: [0] }] };
    const { proposal } = await draft();
    expect(proposal.discounts).toEqual([{ label: '10% off seats', kind: 'pct', value: 10, y1: true, y2: false, lines: [0] }]);
    expect(proposal.totals.y1).toMatchObject({ subtotal: 113000, discount: 10800 });
    answer = { ...base, discounts: [{ label: '10% off seats', kind: 'pct', value: 10, y1: true, y2: false, lines: [4] }] };
    const wrong = await draft();
    expect(wrong.proposal.discounts).toEqual([]);
    expect(wrong.warnings).toContainEqual(expect.stringMatching(/^discounts: "10% off seats" is taken off line items the draft/));
  });
});
