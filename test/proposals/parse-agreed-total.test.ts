// A final figure agreed for the whole deal leaves the lines at list and takes the difference off as an amount: said
// "for everything" ("we agree final 18.000 EUR for everything"), per month ("agreed $1,700/mo all-in for the whole
// term": every year, recurring lines only), or beside the list total it replaces ("La lista da … pero cerramos en …
// todo incluido"). Such a figure is never a unit price; a "net price" above the list price is none either. Days times
// a price ("training 2 days x $600") are work sold.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-28' });
const shape = (notes: string, lang = 'en') => {
  const got = read(notes, lang);
  return {
    lines: got.lineItems.map((i) => [i.y1, i.y2]),
    discounts: got.discounts.map((d) => [d.kind, d.value, d.y1, d.y2]),
  };
};
const DEAL = 'Birch Foods: 40 users at $30/user/month, 12 months, training 2 days x $600.';
const LISTED = [
  [14400, 0],
  [1200, 0],
];

describe('a final figure agreed for the whole deal', () => {
  it.each([
    'List total $15,600, we agreed $14,000 for everything.',
    'Customer wanted a discount; final price agreed $14,000 all-in.',
    'We agree final $14,000 for everything.',
  ])('"%s": the lines at list, 1,600 off year one', (said) => {
    expect(shape(`${DEAL} ${said}`)).toEqual({ lines: LISTED, discounts: [['amount', 1600, true, false]] });
  });

  it('in Spanish, beside the list total: "La lista da USD 15.600 pero cerramos en USD 14.000 todo incluido"', () => {
    const notes =
      'Alimentos Sur: 40 licencias a USD 30 por licencia al mes, 12 meses. Capacitación: 2 jornadas a USD 600 cada una. La lista da USD 15.600 pero cerramos en USD 14.000 todo incluido.';
    const got = read(notes, 'es');
    expect(got.lineItems.map((i) => i.y1)).toEqual([14400, 1200]);
    expect(got.discounts.map((d) => [d.kind, d.value])).toEqual([['amount', 1600]]);
    expect(got.warnings.join(' ')).toContain('USD 15.600');
  });

  it('per month for the whole term: the recurring lines, every year; a one-time fee on top stays', () => {
    const notes =
      'Birch Gyms: 10 kiosks at $80/kiosk/mo + software $1,000/mo, 24 mo term, billed monthly. Agreed $1,700/mo all-in for the whole term. Install $2,000 one-time on top.';
    expect(shape(notes)).toEqual({
      lines: [
        [9600, 9600],
        [12000, 12000],
        [2000, 0],
      ],
      discounts: [['amount', 1200, true, true]],
    });
  });

  it('a figure per seat "all-in" is a unit price, not the deal\'s', () => {
    const got = read('Birch Foods: 40 users at $30/user/month, 12 months. We landed at $27/user all-in.');
    expect(got.discounts).toEqual([]);
    expect(got.lineItems.map((i) => i.y1)).toEqual([12960]);
  });
});
