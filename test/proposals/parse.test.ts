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

// phrasings written for these tests (not taken from a corpus)
describe('fields written the way call notes put them', () => {
  it.each([
    [
      'the company after the person called',
      'Call w/ Noor Haddad, Ops Lead @ Quillfield Freight. 30 users at $20/user/mo.',
      { custName: 'Quillfield Freight' },
    ],
    [
      'the company after a parenthesised title',
      'Met Ola Berg (CFO) at Saltmarsh Ferries today. 12 users at $40/user/mo.',
      { custName: 'Saltmarsh Ferries' },
    ],
    [
      'the same in Spanish',
      'Hablé con Inés Vidal (jefa de compras) de Talleres Norte SA. 8 usuarios a 20 € por usuario y mes.',
      { custName: 'Talleres Norte SA' },
    ],
    ['a billing period alone in a list', 'Acme: 10 seats at $5/seat/mo, annual, 2 yrs.', { billing: 'Annual', term: '2 years' }],
    [
      'a misspelt billing period',
      'Acme: 10 seats at $5/seat/mo, billed anualy, 12 mo.',
      { billing: 'Annual', term: '12 months' },
    ],
    [
      'a term written "12 mo" alone',
      'Acme: 10 seats at $5/seat/mo. Quarterly billing. 12 mo.',
      { billing: 'Quarterly', term: '12 months' },
    ],
    ['an edition shortened to "ed."', 'Acme: Deskly Team ed., 10 users at $5/user/mo.', { edition: 'Team' }],
    [
      'two labelled values on one line, each its own',
      'Acme: 10 users at $5/user/mo.\nHosting region: Azure West Europe (Amsterdam). Governing law: the Netherlands.',
      { region: 'Azure West Europe (Amsterdam)', governingLaw: 'The Netherlands' },
    ],
    ['an edition word after the product', 'Acme is going with Deskly Plus, 10 users at $5/user/mo.', { edition: 'Plus' }],
    [
      'a price that "holds until" a date',
      'Acme: 10 users at $5/user/mo. Pricing holds until 10 January 2027.',
      { validUntil: '2027-01-10' },
    ],
    [
      'a subject line is not the customer',
      'Asunto: Resumen de la reunión - Talleres Norte SA\nTalleres Norte SA: 8 usuarios a 20 € por usuario y mes.',
      { custName: 'Talleres Norte SA' },
    ],
    [
      'our signer "por nuestra parte"',
      'Talleres Norte SA: 8 usuarios a 20 € por usuario y mes. Firmará por nuestra parte Rosa Vega, Directora Comercial.',
      { lucSigner: 'Rosa Vega', lucTitle: 'Directora Comercial' },
    ],
    [
      "a deputy's title",
      'Acme: 10 users at $5/user/mo. Their signer: Ivo Marsh, Deputy Harbour Master.',
      { custSigner: 'Ivo Marsh', custTitle: 'Deputy Harbour Master' },
    ],
  ])('%s', (_what, notes, want) => {
    expect(parseNotes(notes, { lang: /Hablé/.test(notes) ? 'es-ES' : 'en', today: TODAY }).fields).toMatchObject(want);
  });
});
