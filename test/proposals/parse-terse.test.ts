// Terse phrasings reps write: a count right before a price with no "at" ("40 seats $12/mo"), "por única vez" (charged
// once, not per anything), and a year-two price a fee "steps up to" or "goes up to" (a new price, not a ceiling).
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-28' });
const years = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((i) => [i.y1, i.y2]);

describe('a count right before its price', () => {
  it('"40 seats $12/mo" is 40 seats at $12 each, and the warnings say it was assumed', () => {
    const got = read(
      'Prairie Farms\n- Field app: 40 seats $12/mo\n- Admin console: 3 seats $30/mo\n- 12 months, monthly billing',
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [5760, 0],
      [1080, 0],
    ]);
    expect(got.warnings.join(' ')).toContain('Assumed $12');
  });

  it('a duration before a price counts nothing: "12 months $2,000/mo"', () => {
    expect(years('Hosting: 12 months $2,000/mo.')).toEqual([[24000, 0]]);
  });
});

describe('"por única vez"', () => {
  it.each(['Implementación: USD 1.500 por única vez.', '+ integración con su CRM, USD 1.500 por única vez'])(
    '"%s" is charged once, not per user',
    (fee) => {
      const notes = `Cliente Norte: 15 usuarios a USD 30 por usuario al mes, 12 meses. ${fee}`;
      const got = read(notes, 'es');
      expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
        [5400, 0],
        [1500, 0],
      ]);
      expect(got.lineItems[1]?.desc).not.toMatch(/vez/);
    },
  );
});

describe('a fee that steps up in year two', () => {
  const DEAL = 'Summit Peak: platform fee $20k/yr, reporting add-on $3k/yr, 2-yr term.';
  it.each(['Yr 2 the platform fee steps up to $22k; add-on stays flat.', 'In year 2 the platform fee goes up to $22k.'])(
    '"%s" prices year two of that fee',
    (said) => {
      expect(years(`${DEAL} ${said}`)).toEqual([
        [20000, 22000],
        [3000, 3000],
      ]);
    },
  );

  it('"up to $5k" alone is still a ceiling, not a price', () => {
    const got = read('Summit Peak: platform fee $20k/yr, 12 months. Travel expenses up to $5k, billed at cost.');
    expect(got.lineItems.map((i) => i.y1)).toEqual([20000]);
  });
});
