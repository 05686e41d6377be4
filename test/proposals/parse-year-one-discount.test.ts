// A discount limited to year one where it is agreed, not where it is first named: an amount asked as a question and
// settled by a yes ("ok approved, year 1 only"), a manager's cap said of the figure taken ("8% max, whole deal, first
// year only"), and "year one only, not year 2" in the discount's own words. A "year 1 only" said of another figure in
// the same sentence leaves a discount on both years.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string) => parseNotes(notes, { lang: 'en', today: '2026-11-28' });
const years = (notes: string) => read(notes).discounts.map((d) => [d.kind, d.value, d.y1, d.y2]);

describe('a discount agreed for year one only', () => {
  it('an amount asked as a question and settled by "ok approved, year 1 only"', () => {
    const notes =
      'Dana: Otter Freight, 2 yr deal, billed annually. 50 users at $40/user/month. They want $3,000 off, can we?\nLee: ok approved, year 1 only.';
    expect(years(notes)).toEqual([['amount', 3000, true, false]]);
  });

  it('a cap said of the figure taken: "8% max, whole deal, first year only" … "ok, 8% then"', () => {
    const notes =
      'Dana: can I give Otter Freight 12% off? 2 yr deal, 50 users at $40/user/month, annual billing.\nLee: 8% max, whole deal, first year only\nDana: ok, 8% then.';
    expect(years(notes)).toEqual([['pct', 8, true, false]]);
  });

  it('"10% off, year one only, not year 2"', () => {
    const notes = 'Otter Freight, 2 yr deal, billed annually. 50 users at $40/user/month. 10% off, year one only, not year 2.';
    expect(years(notes)).toEqual([['pct', 10, true, false]]);
  });

  it('"year 1 only" said of another figure in the sentence leaves the discount on both years', () => {
    const notes =
      'Otter Freight, 2 yr deal, billed annually. 50 users at $40/user/month, 4 scanners at $500 each one-time. Discounts: 10% on the users both years, and $200 off the scanners (year 1 only).';
    expect(years(notes).find((d) => d[0] === 'pct')).toEqual(['pct', 10, true, true]);
  });

  it('an amount asked and refused is not taken', () => {
    const notes =
      'Dana: Otter Freight, 2 yr deal, billed annually. 50 users at $40/user/month. They want $3,000 off, can we?\nLee: no, declined.';
    expect(years(notes)).toEqual([]);
  });
});

describe('a discount under the plural label', () => {
  it('"Discounts: 10% on the users" is a discount on the users\' line, not dropped', () => {
    const got = read('Otter Freight, 2 yr deal, billed annually. 50 users at $40/user/month. Discounts: 10% on the users.');
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 10]]);
  });
});
