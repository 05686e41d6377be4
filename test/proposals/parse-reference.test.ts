// A figure the notes give for reference only, or the price converted into another currency, is not a price: it goes
// into the warnings, never into a line, and the price it restates stays the line.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-27' });

describe('a reference figure', () => {
  it('is listed, not priced, in English', () => {
    const got = read(
      'Quote for Lakeview Farms, all in USD: 30 seats at USD 12 per seat per month, onboarding USD 1,500 one-time. In pesos that is about MXN 27,000 for the onboarding, for reference only.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4320, 1500]);
    expect(got.warnings.join(' ')).toContain('MXN 27,000');
  });

  it('is listed, not priced, in Spanish', () => {
    const got = read(
      'Propuesta para Cafetalera Norte, todo en dólares: 30 usuarios a USD 12 por usuario al mes, capacitación USD 1,500 pago único. Si el cliente pide el monto en córdobas, son C$ 55,000 la capacitación, solo de referencia.',
      'es',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4320, 1500]);
    expect(got.warnings.join(' ')).toContain('C$ 55,000');
  });

  it('leaves the price it restates as the line: a hedge in the aside is said of the conversion, not of the price', () => {
    const got = read('Quote for Lakeview Farms: onboarding USD 1,500 one-time (about MXN 27,000 at today’s rate).');
    expect(got.lineItems.map((i) => i.y1)).toEqual([1500]);
    expect(got.warnings.join(' ')).toContain('MXN 27,000');
  });
});
