// How reps write, as the fourteenth blind corpus found it (each case in our own words): the option a customer chose,
// currencies by code or sign beyond the usual ones, days sold "at R8,500 a day" or "a $1.200.000 el día", a dictated
// "full stop" also typed, a rise said in words ("goes up by CPI, fixed at 6 percent"), a count that grows in year two
// with no unit after it, "signed off" said of a deal, and a budget "aprobado por el cliente".
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { chosenOption } from '../../src/proposals/parse/options';

const TODAY = '2026-11-27';
const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: TODAY });
const amounts = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((l) => [l.y1, l.y2]);

describe('the option a customer chose', () => {
  it.each([
    ['Pinecrest went with Option B.', 'B'],
    ['Option 2 please, and send it to me.', '2'],
    ['They picked option A after the demo.', 'A'],
    ['Al final eligieron la opción B.', 'B'],
    ['Se quedaron con la opción C.', 'C'],
  ])('"%s" chooses %s', (said, letter) => {
    expect(chosenOption(said)).toBe(letter);
  });

  it('chooses nothing when two options are said to be chosen, or none is', () => {
    expect(chosenOption('They like Option A. Finance picked Option B, legal picked Option A.')).toBeUndefined();
    expect(chosenOption('Option A: $5/user. Option B: $7/user.')).toBeUndefined();
  });

  it("prices the chosen option's lines and lists the other option's prices as not priced", () => {
    const notes = `Pinecrest Library went with Option B — please draft it.
Option A: Reader Basic – 300 cardholders @ $4/cardholder/yr + $1,000 setup
Option B: Reader Plus – 300 cardholders @ $7/cardholder/yr + $2,500 setup one time
12 months, billed annually.`;
    const got = read(notes);
    expect(got.lineItems.map((l) => [l.y1, l.y2])).toEqual([
      [2100, 0],
      [2500, 0],
    ]);
    expect(got.warnings.filter((w) => w.includes('several options'))).toHaveLength(2);
  });
});

describe('currencies by code and sign', () => {
  it.each([
    ['Harambee Clinics: 40 users at KES 3,000 per user per month.', 'KES', 1440000],
    ['Lagos Freight: 10 users at ₦12,000 per user per month.', 'NGN', 1440000],
    ['Accra Mart: 5 stores at GHS 800 per store per month.', 'GHS', 48000],
  ])('"%s" is priced in %s', (notes, code, y1) => {
    const got = read(notes);
    expect(got.fields.currency).toBe(code);
    expect(got.lineItems[0]?.y1).toBe(y1);
  });
});

describe('days and hours sold at a rate', () => {
  it('reads "three days at R9,000 a day" as three days, once', () => {
    expect(amounts('Karoo Farms (Pty) Ltd. Workshops, three days at R9,000 a day. VAT 15%.')).toEqual([[27000, 0]]);
  });

  it('reads "4 días a $1.500.000 el día" as four days, and "el primer año" as no rate', () => {
    expect(amounts('Panadería Sol: Capacitación, 4 días a $1.500.000 el día.', 'es')).toEqual([[6000000, 0]]);
    const first = read('Panadería Sol: Soporte $5.000.000 el primer año.', 'es').lineItems;
    expect(first[0]?.desc).not.toMatch(/× \$5\.000\.000/);
  });

  it('reads a dictated stop that was also typed once ("Co-op full stop. Next…")', () => {
    const notes =
      'Memo full stop. Proposal for Veld Growers Co-op full stop. Tractor Tracker comma 20 users at R500 per user per month comma billed annually full stop. Setup comma two days at R7,000 a day full stop.';
    expect(amounts(notes)).toEqual([
      [120000, 0],
      [14000, 0],
    ]);
  });
});

describe('year two', () => {
  it('reads a rise said in words ("goes up by CPI, fixed at 6 percent")', () => {
    const notes =
      'Veld Growers: 20 users at ZAR 500 per user per month. Two-year term. Year two goes up by CPI, which we fix at 6 percent.';
    expect(amounts(notes)).toEqual([[120000, 127200]]);
  });

  it('reads a count that grows in year two with its unit before the figure ("tracked vans grow to 90")', () => {
    const notes = 'Bayside Couriers: 60 tracked vans @ $12/van/month. 2-year term; year 2 the van count grows to 90.';
    expect(amounts(notes)).toEqual([[8640, 12960]]);
  });
});

describe('the customer in a CRM record', () => {
  it.each([
    ['Lead: Kaveri Foods Pvt Ltd | 20 users x Rs. 900/user/month | 1 yr', 'Kaveri Foods Pvt Ltd'],
    ['Prospect: Bluegum Dental — 12 seats at A$40/seat/month', 'Bluegum Dental'],
  ])('"%s" is for %s, not for its label', (notes, name) => {
    expect(read(notes).fields.custName).toBe(name);
  });
});

describe('words that look like prices or discounts', () => {
  it('"signed off" and a "kick-off" take nothing off', () => {
    const got = read('Marsh Housing signed off today: 30 seats at £15 per seat per month. Kick-off workshop £900 one time.');
    expect(got.discounts).toEqual([]);
    expect(got.lineItems.map((l) => l.y1)).toEqual([5400, 900]);
  });

  it('a budget "aprobado por el cliente" is a budget, not a line', () => {
    const got = read(
      'Textiles Norte: 10 usuarios a S/ 100 por usuario al mes. El presupuesto aprobado por el cliente es S/ 20,000.',
      'es',
    );
    expect(got.lineItems.map((l) => l.y1)).toEqual([12000]);
    expect(got.warnings.some((w) => w.includes('S/ 20,000') && w.includes('budget'))).toBe(true);
  });
});
