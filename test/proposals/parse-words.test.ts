// Words the notes parser must read as a person would: a hyphenated unit a price is per ("SAR 3,750 per man-day"),
// and a title before a signatory's name ("Eng. Khalid …") that is not the name.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string) => parseNotes(notes, { lang: 'en', today: '2026-11-27' });

describe('notes words', () => {
  it('multiplies a price per hyphenated unit by the count of it written before, with no "at" between', () => {
    const got = read('Harbor Logistics: configuration support 12 person-days USD 900 per person-day, one-time.');
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual([[10800, 0]]);
  });

  it('takes "Eng." as a title, not as the signatory', () => {
    const got = read(
      'Harbor Logistics: 20 users at USD 15 per user per month, 12 months. Authorized signatory: Eng. Omar Haddad, Operations Director, omar.haddad@harborlogistics.example',
    );
    expect(got.fields.custSigner).toBe('Omar Haddad');
  });

  it('lists a figure given "for info" as not a price', () => {
    const got = read(
      'Harbor Logistics wants AED: 20 users at AED 55 per user per month, 12 months. For info the EUR list is €14/user, but they pay in AED.',
    );
    expect(got.lineItems.map((i) => i.y1)).toEqual([13200]);
    expect(got.warnings.join(' ')).toContain('€14');
  });
});
