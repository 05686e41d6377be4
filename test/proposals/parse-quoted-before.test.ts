// Prices a customer says they were quoted before ("nos cotizaron … a USD 19", "we were quoted $40") are listed, not
// priced; and Spanish joins two priced items with "e" before an i- sound as it does with "y" (twenty-first blind
// corpus, n37: the installation fee was lost and the superseded quote priced as a line).
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-27' });

describe('quoted before, and joined with "e"', () => {
  it('prices both items of "… a USD 85 c/u e instalación por USD 1,350 en total"', () => {
    const got = read('Cliente Ferromar: 20 sensores a USD 40 c/u (pago único) e instalación por USD 900 en total.', 'es');
    expect(got.lineItems.map((l) => l.y1).sort((a, b) => a - b)).toEqual([800, 900]);
    expect(got.warnings.join(' ')).not.toMatch(/Not understood/);
  });

  it('lists what the customer was quoted before and prices the agreed figure', () => {
    const es = read(
      'Ferromar acepta USD 12 por sensor al mes para 20 sensores, 12 meses. Antes nos cotizaron el servicio a USD 15 por sensor al mes.',
      'es',
    );
    expect(es.lineItems.map((l) => l.y1)).toEqual([2880]);
    expect(es.warnings.join(' ')).toMatch(/Not priced: USD 15/);
    const en = read('Ferromar: 20 sensors at $12/sensor/month, 12 months. We were quoted $15/sensor/month by another firm.');
    expect(en.lineItems.map((l) => l.y1)).toEqual([2880]);
    expect(en.warnings.join(' ')).toMatch(/Not priced: \$15/);
  });

  it('reads "(ese va sin descuento)" / "no discount on this one" as a line that takes none, not as a discount', () => {
    const es = read(
      'Cliente Ferromar: 20 sensores a USD 40 c/u. 10% de descuento sobre sensores. Soporte USD 2.000 al año (ese va sin descuento).',
      'es',
    );
    expect(es.discounts.map((d) => [d.kind, d.value])).toEqual([['pct', 10]]);
    expect(es.lineItems.map((l) => l.y1).sort((a, b) => a - b)).toEqual([800, 2000]);
    const en = read('Ferromar: 20 sensors at $40 each. Support $2,000/yr, no discount on that one.');
    expect(en.discounts).toEqual([]);
    expect(en.lineItems.map((l) => l.y1).sort((a, b) => a - b)).toEqual([800, 2000]);
  });

  it('reads a price and a discount said in one breath ("… at $40 each with 10% discount on sensors") as both', () => {
    for (const [notes, lang] of [
      ['Ferromar: 20 sensors at $40 each with 10% discount on sensors. Support $2,000/yr.', 'en'],
      ['Cliente Ferromar: 20 sensores a USD 40 c/u con 10% de descuento sobre sensores. Soporte USD 2.000 al año.', 'es'],
    ] as const) {
      const got = read(notes, lang);
      expect(got.lineItems.map((l) => l.y1).sort((a, b) => a - b)).toEqual([800, 2000]);
      expect(got.discounts.map((d) => [d.value, d.lines])).toEqual([[10, [0]]]);
      expect(got.warnings).toEqual([]);
    }
  });
});
