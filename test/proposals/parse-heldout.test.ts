// The offline engine over the held-out notes: the whole draft must match, and every field a note does not state must
// come out empty (a wrong value is worse than an empty one).
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';
import { ProposalFields } from '../../src/proposals/schema';
import { HELD_OUT } from './corpus-heldout';

const TODAY = '2026-11-21';
const FIELD_NAMES = Object.keys(ProposalFields.shape).filter((f) => f !== 'docLang');

describe('offline notes parser, held-out notes', () => {
  it('has at least 30 notes in both languages, including notes that must stay empty', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT.filter((c) => c.lang !== 'en').length).toBeGreaterThanOrEqual(9);
    expect(HELD_OUT.filter((c) => c.lineItems.length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it.each(HELD_OUT)('$name', (c) => {
    const got = parseNotes(c.notes, { lang: c.lang, today: TODAY });
    for (const name of FIELD_NAMES) {
      const want = (c.fields as Record<string, unknown>)[name] ?? (name === 'taxRate' ? null : '');
      const have = (got.fields as Record<string, unknown>)[name] ?? (name === 'taxRate' ? null : '');
      expect(have, `fields.${name}`).toEqual(want);
    }
    expect(got.lineItems).toEqual(c.lineItems);
    expect(got.discounts.map(({ label: _label, ...d }) => d)).toEqual(c.discounts);
    expect(got.multiYear).toBe(c.multiYear);
  });
});
