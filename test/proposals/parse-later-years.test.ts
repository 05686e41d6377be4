// A proposal prices two years. A deal that runs longer ("Term 3 years", "36 months", "years 2 and 3") is said in the
// draft's warnings, whichever engine read the notes, so nobody sends a three-year deal priced for two in silence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { startFakeClaude } from '../helpers/fake-claude';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const TODAY = '2026-11-27';
const warnings = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY }).warnings;
const later = (notes: string, lang = 'en') => warnings(notes, lang).filter((w) => /years one and two only/.test(w));

const SEATS = 'Oakhollow Library: 25 seats at $18/seat/month.';

describe('a deal longer than the two years a proposal prices', () => {
  it.each([
    ['Term 3 years.', 'The term is 3 years'],
    ['36-month agreement, billed annually.', 'The term is 36 months'],
    ['5 year contract.', 'The term is 5 years'],
  ])('"%s" is said: years after the second are not priced', (term, opening) => {
    const said = later(`${SEATS} ${term}`);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(new RegExp(`^${opening}, but a proposal prices years one and two only`));
    expect(said[0]).toContain('years after the second are not priced');
    expect(said[0]).not.toContain('uplift');
  });

  it('says so in Spanish notes too', () => {
    expect(later('Biblioteca Robledal: 25 puestos a 18 € por puesto al mes. Plazo de 36 meses.', 'es')).toHaveLength(1);
  });

  it('says a later year the notes name when no term is given', () => {
    const said = later(`${SEATS} Renewal covers years 2 and 3 at the same rate.`);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^The notes speak of "years 2 and 3"/);
  });

  it("adds that a yearly uplift's later steps are not shown", () => {
    const said = later(`${SEATS} Term 3 years with a 4% uplift every year.`);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain("year three's figures are not shown");
  });

  it('says nothing for a term of two years or less', () => {
    for (const term of ['Term 2 years.', '24 months.', '12-month term.', ''])
      expect(later(`${SEATS} ${term} 3% uplift in year 2.`)).toEqual([]);
  });
});

describe.each(TRANSPORTS)('the Claude engine says a longer term too, over %s', (transport) => {
  let fake: Awaited<ReturnType<typeof startFakeClaude>>;
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const notes = `${SEATS} Term 3 years.`;

  beforeAll(async () => {
    fake = await startFakeClaude(() => ({
      fields: { custName: 'Oakhollow Library', currency: 'USD', term: '3 years' },
      lineItems: [{ desc: 'Seats — 25 × $18/month', y1: 5400, y2: 5400 }],
      discounts: [],
      multiYear: true,
      notPriced: [],
    }));
    ctx = makeTestContext({ clock: manualClock(), claude: fake.engine });
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('lists the warning in the draft answer', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const res = await call('draft_proposal', { notes });
    await close();
    expect(res.status).toBe(200);
    const body = res.body as { warnings: string[] };
    expect(body.warnings).toEqual([expect.stringMatching(/^The term is 3 years, but a proposal prices years one and two only/)]);
  });
});
