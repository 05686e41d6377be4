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
});
