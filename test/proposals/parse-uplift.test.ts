// A yearly price rise said in general ("3% uplift each year after year 1", "prices increase 3% per year") is read as
// the year-two uplift on the recurring lines, as "3% uplift in year 2" is; one-time lines never rise.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const TODAY = '2026-11-27';
const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY });
const years = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((i) => [i.y1, i.y2]);

// 40 seats × $30 × 12 = 14,400 a year; 3% more in year two is 14,832; the setup fee is billed once
const DEAL = 'Pinecrest Clinic: 40 seats at $30/seat/month, setup $2,000 one-time. 2-year term.';
const RAISED = [
  [14400, 14832],
  [2000, 0],
];
const FLAT = [
  [14400, 14400],
  [2000, 0],
];

describe('a yearly uplift said in general', () => {
  it.each([
    '3% uplift each year after year 1.',
    '3% annual uplift.',
    'Prices increase 3% per year.',
    '3% yearly escalator.',
    'Annual increase of 3%.',
    'Uplift of 3% per annum.',
    'Fees rise by 3% annually.',
    '3% increase year over year.',
  ])('"%s" raises the recurring lines in year two, not the setup fee', (rise) => {
    expect(years(`${DEAL} ${rise}`)).toEqual(RAISED);
  });

  it.each(['Incremento anual del 3%.', 'Los precios suben un 3% cada año.', '3% de incremento cada año.'])(
    '"%s" does the same in Spanish',
    (rise) => {
      const notes = `Clínica Pinar: 40 licencias a 30 € por licencia al mes, implementación 2.000 € pago único. Plazo 2 años. ${rise}`;
      expect(years(notes, 'es')).toEqual(RAISED);
    },
  );

  it('reads a signed rise said later in the year-two clause, in both languages', () => {
    expect(years(`${DEAL} Year 2 tied to inflation, call it +3% on the seats.`)).toEqual(RAISED);
    const notes = 'Clínica Pinar: 40 licencias a 30 € por licencia al mes, implementación 2.000 € pago único. Plazo 2 años.';
    expect(years(`${notes} Segundo año con IPC, digamos +3% en las licencias.`, 'es')).toEqual(RAISED);
  });

  it('reads the trial e-mail: a three-year term billed annually with a rise each year after the first', () => {
    const notes = [
      'Hi both,',
      'Quote for Marlow Academy: Canvas LMS for 1,200 learners at $21 per learner per year, plus $8,000 implementation (one-time).',
      'Term is 3 years, billed annually, with a 3% uplift each year after year 1.',
      'Cheers',
    ].join('\n');
    expect(years(notes)).toEqual([
      [25200, 25956],
      [8000, 0],
    ]);
  });

  it('leaves year two flat when the rise starts later, or when it is a count that grows', () => {
    expect(years(`${DEAL} 3% uplift each year from year 3.`)).toEqual(FLAT);
    expect(years(`${DEAL} They expect a usage increase of 20% per year.`)).toEqual(FLAT);
  });

  it('keeps a line said to stay flat at its price', () => {
    const notes =
      'Pinecrest Clinic: 40 seats at $30/seat/month; hosting $100/month, flat for the whole term. 2-year term. Prices increase 3% per year.';
    expect(years(notes)).toEqual([
      [14400, 14832],
      [1200, 1200],
    ]);
  });

  it('raises nothing in a one-year deal', () => {
    expect(years('Pinecrest Clinic: 40 seats at $30/seat/month. 12-month term. 3% annual uplift.')).toEqual([[14400, 0]]);
  });

  it('raises only the per-unit subscriptions for an uplift "on licences" when no line says licence', () => {
    const notes =
      'Harbour College: Coursebook for 3,000 learners at $5 per learner per year. Premium support $8,000 per year. 2-year term. Year 2 has a 3% uplift on licences.';
    expect(years(notes)).toEqual([
      [15000, 15450],
      [8000, 8000],
    ]);
  });
});
