// The offline engine over the corpus of notes: every case gives the expected fields, items, discounts and multiYear.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { CORPUS } from './corpus';

const TODAY = '2026-11-21';

describe('offline notes parser', () => {
  it('has a corpus of at least 40 notes in both languages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter((c) => c.lang !== 'en').length).toBeGreaterThanOrEqual(15);
  });

  it.each(CORPUS)('$name', (c) => {
    const got = parseNotes(c.notes, { lang: c.lang, today: TODAY });
    const { docLang: _ignored, ...fields } = c.fields ?? {};
    for (const [name, value] of Object.entries(fields)) {
      const actual = (got.fields as Record<string, unknown>)[name];
      expect(actual ?? '', `fields.${name}`).toEqual(value);
    }
    if (c.lineItems) expect(got.lineItems).toEqual(c.lineItems);
    if (c.amounts) expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual(c.amounts);
    if (c.discounts) {
      expect(got.discounts).toHaveLength(c.discounts.length);
      for (const [i, d] of c.discounts.entries()) expect(got.discounts[i]).toMatchObject(d);
    }
    if (c.multiYear !== undefined) expect(got.multiYear).toBe(c.multiYear);
  });
});
