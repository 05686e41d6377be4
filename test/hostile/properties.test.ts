// Property-based checks with fast-check over REST: any notes and any PATCH body give a 2xx with an object that reads
// back, or a 4xx that leaves the proposal as it was; never a 5xx, never an object that fails to read.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { type Call, makeCaller, startTestServer } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
let call: Call;

beforeAll(async () => {
  ctx = makeTestContext({ clock: manualClock(), config: { rateLimitPerMinute: 1_000_000 } });
  server = await startTestServer(ctx);
  ({ call } = await makeCaller('rest', server.url, seedAccount(ctx).secret));
});
afterAll(async () => server.close());

/** Runs per property; HOSTILE_RUNS=2000 searches harder (a one-off, not the default). */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 150);

/** Numbers as reps write them, and as nobody should: huge, tiny, negative, with exponents and separators. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map(String),
  fc.constantFrom('1e12', '9'.repeat(25), '0.0001', '-50', '1,000,000,000,000', '5.5k', '12m', '1e400', 'NaN'),
  fc.double({ noNaN: true, min: 0, max: 1e300 }).map((n) => n.toLocaleString('en')),
);

const count = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constantFrom(3000000, 99999999, 2 ** 53, 1e21)).map(String);

const date = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(
      fc.constantFrom('March', 'marzo', 'Feb', 'diciembre'),
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 0, max: 99999 }),
    )
    .map(([m, d, y]) => `${m} ${d}, ${y}`),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 99999 }))
    .map(([a, b, y]) => `${a}/${b}/${y}`),
);

/** Fragments of deal notes, each a place the parser turns text into a number, a date or an amount. */
const fragment = fc.oneof(
  fc
    .tuple(count, fc.constantFrom('$', '€', 'KWD ', 'CLF ', 'JPY ', 'BHD ', '£'), amount)
    .map(([n, c, a]) => `${n} seats at ${c}${a}/seat/month.`),
  count.map((n) => `Valid for ${n} days.`),
  count.map((n) => `Válida por ${n} días.`),
  date.map((d) => `Start date: ${d}.`),
  date.map((d) => `Offer valid until ${d}.`),
  count.map((n) => `${n}-year term, ${n} years.`),
  amount.map((a) => `Sales tax ${a}%.`),
  amount.map((a) => `${a}% discount on year one.`),
  fc.tuple(fc.constantFrom('Implementation', 'Training', 'Support'), amount).map(([w, a]) => `${w} USD ${a} one-time.`),
  fc.constantFrom('Proposal for Acme Corp.', 'Propuesta para Globex S.A.', 'Customer: Initech (Bill, CFO, bill@initech.com)'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\ud800', '\udfff', '\u0000', '\u202e', '\r\n'),
);

const notes = fc.array(fragment, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));

async function readsBack(number: string, expected: Record<string, unknown>) {
  const got = await call('get_proposal', { number });
  expect(got.status).toBe(200);
  const { signing_audit: _audit, ...view } = got.body;
  expect(view).toEqual(expected);
  for (const year of ['y1', 'y2'] as const) {
    for (const v of Object.values<number>(got.body.totals[year].minor)) expect(Number.isSafeInteger(v)).toBe(true);
  }
}

describe('properties', () => {
  it('drafts from any notes: 2xx with a proposal that reads back, or 4xx; never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(notes, async (text) => {
        const res = await call('draft_proposal', { notes: text });
        expect(res.status, JSON.stringify(res.body?.error)).toBeLessThan(500);
        if (res.status !== 200) return;
        expect(Array.isArray(res.body.warnings)).toBe(true);
        await readsBack(res.body.proposal.number, res.body.proposal);
      }),
      { numRuns: RUNS },
    );
    expect((await call('list_proposals')).status).toBe(200);
  }, 120_000);

  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('x'.repeat(20_001), '\ud800', ''));
  const number = fc.oneof(
    fc.double(),
    fc.constantFrom(1e12, 1e12 + 1, 4e13, 1e15, 0.005, 0.0049, -0.0, 2 ** 53, 99.99999),
    fc.integer({ min: 0, max: 100 }),
  );
  const lineItem = fc.record({ desc: fc.oneof(fc.constant('Seats'), text), y1: number, y2: number });
  const discount = fc.record({
    label: text,
    kind: fc.constantFrom('pct', 'amount', 'bogus'),
    value: number,
    y1: fc.boolean(),
    y2: fc.boolean(),
  });
  const patch = fc.record(
    {
      fields: fc.record(
        {
          currency: fc.constantFrom('USD', 'KWD', 'CLF', 'JPY', 'BHD', 'usd', 'XXX', '', 'EURO', 'US$'),
          taxRate: fc.oneof(number, fc.constant(null)),
          startDate: fc.oneof(date, fc.constant('')),
          validUntil: fc.oneof(date, fc.constantFrom('2026-11-22', '2036-11-18', '2036-11-19', '')),
          custName: text,
          billing: fc.constantFrom('Annual', 'Monthly', 'Weekly', ''),
        },
        { requiredKeys: [] },
      ),
      lineItems: fc.oneof(
        fc.array(lineItem, { maxLength: 8 }),
        fc.array(fc.constant({ desc: 'Big', y1: 1e12, y2: 1e12 }), { minLength: 1, maxLength: 60, size: 'max' }),
      ),
      discounts: fc.array(discount, { maxLength: 4 }),
      multiYear: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('edits with any PATCH body: 2xx that reads back, or 4xx that changes nothing; never 5xx', async () => {
    const drafted = await call('draft_proposal', { notes: 'Proposal for Acme Corp: 10 seats at $20/seat/month.' });
    const proposalNumber = drafted.body.proposal.number;
    await fc.assert(
      fc.asyncProperty(patch, async (body) => {
        const { signing_audit: _audit, ...before } = (await call('get_proposal', { number: proposalNumber })).body;
        const res = await call('update_proposal', { number: proposalNumber, ...body });
        expect(res.status, JSON.stringify(res.body?.error)).toBeLessThan(500);
        if (res.status === 200) await readsBack(proposalNumber, res.body);
        else await readsBack(proposalNumber, before);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
