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

describe('a price that changes from one figure to another', () => {
  it('"the portal goes from $18 to $19.50/provider/mo (62 providers)": the new price, the old one listed', () => {
    const got = read(
      'Renewal for Maple Clinic: portal goes from $18 to $19.50/provider/mo (62 providers), 12 months, annual billing.',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[14508, 0]]);
    expect(got.warnings.join(' ')).toContain('$18');
  });

  it('"35 licencias suben de CLP 24.000 a CLP 26.500 por usuario al mes": the new price', () => {
    const got = read(
      'Renovación Viña Sur: 35 licencias AgroTrack suben de CLP 24.000 a CLP 26.500 por usuario al mes. 12 meses.',
      'es',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([11130000]);
  });

  it('"pasamos del plan Básico (… al mes) al plan Avanzado a …": the plan taken, named after the bracket', () => {
    const got = read(
      'Ferretería Sol: pasamos del plan Básico (RD$ 2,900 por caja al mes) al plan Avanzado a RD$ 4,100 por caja al mes, para las 9 cajas, por 12 meses.',
      'es',
    );
    expect(got.lineItems.map((i) => [i.desc.split(' — ')[0], i.y1])).toEqual([['Plan Avanzado', 442800]]);
  });

  it('"te paso lo de …" is no move from a plan: the edition stays', () => {
    const got = read(
      'Che, te paso lo de Estudio Norte para armar:\n- 18 usuarios plan Profesional, USD 25 por usuario/mes\nContrato 12 meses.',
      'es',
    );
    expect(got.fields.edition).toBe('Profesional');
  });
});

describe('plans listed with "and"/"y", the one chosen named at the start of a sentence', () => {
  it('"Plan Estudio a US$ 45 … y Plan Corporativo a US$ 70 …. Eligieron el Plan Estudio" prices Estudio only', () => {
    const got = read(
      'Estudio Norte: Les mostré los dos planes de ContaNube: Plan Estudio a US$ 45 por usuario/mes y Plan Corporativo a US$ 70 por usuario/mes. Eligieron el Plan Estudio, 14 usuarios. Contrato 12 meses.',
      'es',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([7560]);
    expect(got.warnings.join(' ')).toContain('US$ 70');
  });

  it('"Went with Gold" opening a sentence is the chosen tier', () => {
    const got = read(
      'Acme: support tiers: Silver $2,000/yr and Gold $4,000/yr. Went with Gold. 10 seats at $20/seat/month, 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([4000, 2400]);
  });
});
