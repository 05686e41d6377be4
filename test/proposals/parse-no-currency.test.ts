// Notes that name no currency at all: a figure in a price's own shape ("@ 7.25/seat/mo", "onboarding 3k") is priced
// with the currency left empty and a warning that says so; counts, terms, dates and percentages are not money.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { computeTotals } from '../../src/proposals/totals';

const TODAY = '2026-11-27';
const read = (notes: string) => parseNotes(notes, { lang: 'en', today: TODAY });

describe('notes that name no currency', () => {
  it('prices a per-seat rate and a fee named before a figure, and says the currency is not set', () => {
    const got = read('Elmwood Cty - 28 seats Harbor Studio @ 7.25/seat/mo, onboarding 3k. 1yr. net 45.');
    expect(got.fields.currency ?? '').toBe('');
    expect(got.lineItems).toEqual([
      { desc: 'Harbor Studio — 28 seats × 7.25/month', y1: 2436, y2: 0 },
      { desc: 'Onboarding', y1: 3000, y2: 0 },
    ]);
    expect(got.warnings).toEqual([
      "No currency is named in the notes: 7.25, 3k are read as prices with no currency, and the proposal's currency is left empty. Set it before sending the proposal.",
    ]);
    const totals = computeTotals({ lineItems: got.lineItems, discounts: got.discounts, fields: { currency: '', taxRate: null } });
    expect(totals.y1.total).toBe(5436);
  });

  it.each([
    ['12 users at 40 per user per month. Setup fee: 1,500.', [5760, 1500]],
    ['12 users, 40/user/mo, implementation 2500 one-time.', [5760, 2500]],
    ['Licences: 12 @ 480/licence/yr. Training 1,200.', [5760, 1200]],
  ])('reads "%s"', (notes, y1s) => {
    const got = read(`Hollis Dental. ${notes}`);
    expect(got.lineItems.map((i) => i.y1)).toEqual(y1s);
    expect(got.warnings.filter((w) => w.startsWith('No currency is named'))).toHaveLength(1);
  });

  it('reads no count, duration, date, percentage or payment term as money', () => {
    const got = read(
      'Hollis Dental - 12 users. Training 2 days. Support 24/7. Hosting in 3 regions. Starts 2027. 10% off. Net 30. 2yr term. Call @ 3pm.',
    );
    expect(got.lineItems).toEqual([]);
    expect(got.warnings).toEqual([]);
  });

  it('lists a price-shaped figure it does not price rather than dropping it', () => {
    const got = read('Hollis Dental: 12 seats @ 7.25/seat/mo; onboarding maybe around 3k, TBC.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([1044]);
    expect(got.warnings.some((w) => w.includes('3k') && !w.startsWith('No currency'))).toBe(true);
  });

  it('names ten figures at most in that warning and counts the rest', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Module ${i + 1}: 5 seats @ ${i + 20}/seat/mo.`).join('\n');
    const said = read(`Hollis Dental\n${rows}`).warnings.filter((w) => w.startsWith('No currency is named'));
    expect(said).toEqual([expect.stringContaining('20, 21, 22, 23, 24, 25, 26, 27, 28, 29 and 2 more are read as prices')]);
  });

  it('leaves notes that name their currency as they were read', () => {
    const got = read('Hollis Dental: 12 seats @ $7.25/seat/mo, onboarding 3k.');
    expect(got.fields.currency).toBe('USD');
    expect(got.lineItems.map((i) => i.y1)).toEqual([1044, 3000]);
    expect(got.warnings).toEqual([]);
  });
});
