// A discount the customer asked for and was refused is not taken: asked in other words than "they asked for"
// ("buyer pushed for", "el cliente pidió"), refused in words ("said no", "no se lo aprobaron"), or turned down later by
// its figure ("can't do 12"); a refusal of something else leaves a discount alone.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-28' });
const DEAL = 'Pine Ridge: 50 seats at $20/seat/month, annual, 12 months.';

describe('a discount asked for and refused', () => {
  it.each([
    `${DEAL} Buyer pushed for 10% off, my manager said no, list price stands.`,
    `${DEAL} Procurement asked for 10% off; not approved.`,
    `${DEAL} They were pressing for 10% but we declined.`,
  ])('"%s" takes none', (notes) => {
    const got = read(notes);
    expect(got.discounts).toEqual([]);
    expect(got.warnings.join(' ')).toMatch(/not agreed|not applied/);
  });

  it('in Spanish: "el cliente pidió un 10% de descuento pero no se lo aprobaron"', () => {
    const notes =
      'Pino Alto: 50 licencias a USD 20 por licencia al mes, 12 meses. El cliente pidió un 10% de descuento pero no se lo aprobaron.';
    expect(read(notes, 'es').discounts).toEqual([]);
  });

  it('a percentage turned down by its figure later ("can\'t do 12") goes; the one approved stays', () => {
    const notes = `${DEAL}\nSam: what discount do they need?\nLee: 12% off everything\nSam: can't do 12. Approved 8% off the total, year one.`;
    const got = read(notes);
    expect(got.discounts.map((d) => d.value)).toEqual([8]);
    expect(got.warnings.join(' ')).toContain('turned down');
  });

  it('a refusal of a count leaves the discount alone', () => {
    const got = read(`${DEAL} 12% off the total. We can't do 15 users on the trial.`);
    expect(got.discounts.map((d) => d.value)).toEqual([12]);
  });

  it('a discount asked for and approved is taken', () => {
    expect(read(`${DEAL} Buyer pushed for 10% off, approved.`).discounts.map((d) => d.value)).toEqual([10]);
  });
});
