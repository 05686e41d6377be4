// Totals in integer minor units: exact decimal conversion, rounding half away from zero, discount caps, JPY.
import { describe, expect, it } from 'vitest';
import { computeTotals, computeYear, toScaled } from '../../src/proposals/totals';

describe('totals', () => {
  it('converts amounts from their decimal form without float drift', () => {
    expect(toScaled(0.1 + 0.2, 2)).toBe(30n);
    expect(toScaled(1.005, 2)).toBe(101n);
    expect(toScaled(19.99 * 12 * 12, 2)).toBe(287856n);
    expect(toScaled(1e-7, 2)).toBe(0n);
  });

  it('shows each discount row at what it takes, so the rows add up to a capped discount', () => {
    const year = computeYear(
      {
        lineItems: [{ desc: 'a', y1: 42880, y2: 0 }],
        discounts: [
          { label: 'loyalty', kind: 'pct', value: 10, y1: true, y2: false },
          { label: 'big', kind: 'amount', value: 999999, y1: true, y2: false },
          { label: 'after', kind: 'amount', value: 5, y1: true, y2: false },
        ],
        taxRate: null,
        digits: 2,
      },
      'y1',
    );
    expect(year.discounts.map((d) => [d.label, d.minor])).toEqual([
      ['loyalty', 428800n],
      ['big', 3859200n],
      ['after', 0n],
    ]);
    expect([year.discount, year.net]).toEqual([4288000n, 0n]);
  });

  it('sums, discounts (pct of the subtotal and fixed), taxes and caps the discount at the subtotal', () => {
    const t = computeTotals({
      lineItems: [
        { desc: 'a', y1: 0.1, y2: 10 },
        { desc: 'b', y1: 0.2, y2: 0 },
      ],
      discounts: [
        { label: 'p', kind: 'pct', value: 12.5, y1: false, y2: true },
        { label: 'f', kind: 'amount', value: 50, y1: true, y2: false },
      ],
      fields: { currency: 'EUR', taxRate: 21 },
    });
    expect(t.y1).toMatchObject({ subtotal: 0.3, discount: 0.3, net: 0, tax: 0, total: 0 });
    // 12.5% of 10.00 = 1.25; tax 21% of 8.75 = 1.8375 → 1.84
    expect(t.y2).toMatchObject({ subtotal: 10, discount: 1.25, net: 8.75, tax: 1.84, total: 10.59 });
    expect(t.y2.minor).toEqual({ subtotal: 1000, discount: 125, net: 875, tax: 184, total: 1059 });
  });

  it('rounds to the currency minor unit (JPY has none)', () => {
    const t = computeTotals({
      lineItems: [{ desc: 'a', y1: 1001, y2: 0 }],
      discounts: [{ label: 'p', kind: 'pct', value: 5, y1: true, y2: false }],
      fields: { currency: 'JPY', taxRate: 10 },
    });
    // 5% of 1001 = 50.05 → 50; tax 10% of 951 = 95.1 → 95
    expect(t).toMatchObject({ minor_digits: 0, y1: { discount: 50, net: 951, tax: 95, total: 1046 } });
  });
});
