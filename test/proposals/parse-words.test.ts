// Words the notes parser must read as a person would: a hyphenated unit a price is per ("SAR 3,750 per man-day"),
// and a title before a signatory's name ("Eng. Khalid …") that is not the name.
import { describe, expect, it } from 'vitest';
import { boundedBlanks, parseNotes } from '../../src/proposals/parse/index';
import { computeTotals } from '../../src/proposals/totals';

const read = (notes: string) => parseNotes(notes, { lang: 'en', today: '2026-11-27' });

describe('notes words', () => {
  it('multiplies a price per hyphenated unit by the count of it written before, with no "at" between', () => {
    const got = read('Harbor Logistics: configuration support 12 person-days USD 900 per person-day, one-time.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[10800, 0]]);
  });

  it('keeps what a support plan gives with its name, and leaves its price and other terms out', () => {
    const base = 'Harbor Valley: Canvas LMS for 200 students at $5 per student per year.';
    const support = (s: string) => read(`${base} ${s}`).fields.support;
    expect(support('Premium support: $9,500/yr, 24/7 phone and email.')).toBe('Premium support, 24/7 phone and email');
    expect(support('premium support $9,500 per year (24/7 phone and email)')).toBe('Premium support, 24/7 phone and email');
    expect(support('Premium support (business hours, 4h response) $3,000/yr, net 30.')).toBe(
      'Premium support, business hours, 4h response',
    );
    expect(support('premium support at $2k a year with a named TAM, billing annual')).toBe('Premium support, named TAM');
    expect(support('Premium support $9,500/yr. Start date Sept 1, 2027.')).toBe('Premium support');
    expect(read(`${base.replace('$', 'USD ')} Soporte premium: USD 9.500 al año, teléfono y correo 24/7.`).fields.support).toBe(
      'Soporte premium, teléfono y correo 24/7',
    );
  });

  it('cuts runs of blank space short before reading (its time is in bench:notes), and reads what stands between them', () => {
    expect(boundedBlanks(`a${' '.repeat(50)}b\t\tc${'\t'.repeat(100)}d\u00a0\u00a0\u00a0\u00a0\u00a0e`)).toBe(
      `a   b\t\tc${'\t'.repeat(32)}d   e`,
    );
    const got = read(`Acme Corp:${' '.repeat(20_000)}10 seats at $20/seat/month.${'\t'.repeat(20_000)}Setup $500 one-time.`);
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [2400, 0],
      [500, 0],
    ]);
  });

  it('takes "Eng." as a title, not as the signatory', () => {
    const got = read(
      'Harbor Logistics: 20 users at USD 15 per user per month, 12 months. Authorized signatory: Eng. Omar Haddad, Operations Director, omar.haddad@harborlogistics.example',
    );
    expect(got.fields.custSigner).toBe('Omar Haddad');
  });

  it('reads a "Signature:" line, drops the titles "Pani" and "Maître", and keeps a middle initial', () => {
    const base = 'Harbor Logistics: 20 users at USD 15 per user per month, 12 months.';
    expect(read(`${base}\nSignature: Pani Joanna Nowak, joanna.nowak@harbor.example`).fields.custSigner).toBe('Joanna Nowak');
    expect(read(`${base}\nSigner: Maître Claire Dubois, claire@harbor.example`).fields.custSigner).toBe('Claire Dubois');
    expect(read(`${base}\nSignatory: Ms. Ana B. Reyes, COO, ana.reyes@harbor.example`).fields.custSigner).toBe('Ana B. Reyes');
  });

  it('lists the price of the plan a customer is currently on as not sold in an upgrade', () => {
    const got = read(
      'Upgrade for Harbor Logistics: they are currently on our Basic plan at USD 9 per user per month for 20 users. From January they move to Pro: USD 14 per user per month, same 20 users, 12 months.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([3360]);
    expect(got.warnings.join(' ')).toContain('USD 9');
  });

  it('reads counts tagged with a bare year after them, in another sentence than the price', () => {
    const got = read('Harbor Housing, 2 yr deal. Plus plan $1.50/door/mo. 1,000 doors yr1, 1,200 doors yr2. Annual billing.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[18000, 21600]]);
  });

  it('lists what another company offered as not a price', () => {
    const got = read(
      'Harbor Logistics: 60 servers x USD 12 per server per month, 12 months. Other company offered USD 9 per server.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([8640]);
    expect(got.warnings.join(' ')).toContain('USD 9');
  });

  it('lists a figure given "for info" as not a price', () => {
    const got = read(
      'Harbor Logistics wants AED: 20 users at AED 55 per user per month, 12 months. For info the EUR list is €14/user, but they pay in AED.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([13200]);
    expect(got.warnings.join(' ')).toContain('€14');
  });
  it('bills goods and one-off services once on a two-year deal, with year two only for the subscription', () => {
    const got = read(
      [
        'Orchard Dental Group, 2-year term, billed yearly.',
        'Scheduling app: 30 users at USD 10 per user per month.',
        'Barcode kits 6 @ USD 120.',
        'Check-in machines 4 units USD 450/unit.',
        'Impl USD 2,000.',
        'Implement package USD 1,000.',
        'Validation service USD 800.',
      ].join(' '),
    );
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([
      [3600, 3600],
      [720, 0],
      [1800, 0],
      [2000, 0],
      [1000, 0],
      [800, 0],
    ]);
  });

  it('takes "15% off the hardware" off the goods sold when no line says hardware', () => {
    const got = read(
      'Orchard Dental Group, 12 months. 2 x imaging analysers EUR 10,000 each, 15% off the hardware only. Cloud viewer 10 users EUR 20/user/mo.',
    );
    const totals = computeTotals({
      lineItems: got.lineItems,
      discounts: got.discounts,
      fields: { currency: 'EUR', taxRate: null },
    });
    // 20,000 less 15% = 17,000, plus 2,400 for the viewer, which is not discounted
    expect(totals.y1.minor.total).toBe(1_940_000);
  });
});
