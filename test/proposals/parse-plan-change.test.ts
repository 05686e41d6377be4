// A deal that moves a customer from one plan to another names both prices: the plan left is what they pay now, not a
// line of this proposal, and the plan taken is (twenty-first blind corpus, n22: the new plan's price was dropped).
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const TODAY = '2026-11-27';
const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY });

describe('moving from one plan to another', () => {
  it('prices the plan taken, names the plan left in a warning, and takes the new edition', () => {
    const got = read(
      'Harbourline Dental (4 clinics). Switching from the Basic plan ($20/user/mo) to the Business plan at $35/user/mo for 40 users, 12 months. Billed annually.',
    );
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([[16800, 0]]);
    expect(got.lineItems[0]?.desc).toMatch(/Business plan/);
    expect(got.warnings.join(' ')).toMatch(/Not priced: \$20 .* the current price/);
    expect(got.fields.edition).toBe('Business');
  });

  it('reads "pasan del plan … al plan …" the same way', () => {
    const got = read(
      'Clínica Norte: pasan del plan Básico (15 USD por usuario al mes) al plan Pro a 25 USD por usuario al mes, 30 usuarios, 12 meses.',
      'es',
    );
    expect(got.lineItems.map((l) => l.y1)).toEqual([9000]);
  });

  it('keeps a count that moves ("from 10 to 20 seats at $5") as the new count, priced', () => {
    const got = read('Upgrading Kestrel Labs from 10 to 20 seats at $5/seat/month, 12 months.');
    expect(got.lineItems.map((l) => l.y1)).toEqual([1200]);
    expect(got.warnings.join(' ')).not.toMatch(/current price/);
  });
});
