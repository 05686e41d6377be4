// A reply that restates an offer above the earlier mail it replaces: the earlier mail's prices are listed as replaced,
// not sold again, whether its lines are marked ("> El … escribió:") or only opened by a separator ("-----Original
// Message-----", "On … wrote:"). A counter-offer's one asked figure above the rep's offer replaces nothing.
import { describe, expect, it } from 'vitest';
import { parseNotes } from '../../src/proposals/parse/index';

const read = (notes: string, lang = 'en') => parseNotes(notes, { lang, today: '2026-11-28' });
const years = (notes: string, lang = 'en') => read(notes, lang).lineItems.map((i) => [i.y1, i.y2]);

const REPLY = `Hi Priya,

Revised as promised for Kestrel Labs:
- Bench licences: 20 users at $44/user/month
- Instrument connector: $900 per month
- Onboarding: $3,000 one-off
12 months, billed annually.

Thanks, Omar`;
const EARLIER = `- Bench licences: 20 users at $49/user/month
- Instrument connector: $1,100 per month
- Onboarding: $4,500 one-off`;
const SOLD = [
  [10560, 0],
  [10800, 0],
  [3000, 0],
];

describe('an earlier mail below a reply', () => {
  it.each([
    ['-----Original Message-----\nFrom: Omar Haddad\nSent: 12 November 2026'],
    ['On Thu, 12 Nov 2026 at 09:14, Omar Haddad <omar@example.com> wrote:'],
    ['-----Mensaje original-----\nDe: Omar Haddad'],
  ])('opened by "%s": its prices are listed, not sold', (separator) => {
    const got = read(`${REPLY}\n\n${separator}\n${EARLIER}`);
    expect(got.lineItems.map((i) => [i.y1, i.y2])).toEqual(SOLD);
    expect(got.warnings.join(' ')).toContain('$49');
  });

  it('a quoted Spanish mail under "> El … escribió:" is the earlier offer', () => {
    const notes = `Hola Nuria, oferta actualizada para Laboratorios Cierzo:
· Plan Avanzado, 20 usuarios, 30 € usuario/mes, facturación anual, 12 meses
· Formación: 2.000 € (pago único)

> El 10/11/2026, Álvaro escribió:
> Plan Avanzado, 20 usuarios, 34 € usuario/mes
> Formación: 2.400 €`;
    expect(years(notes, 'es')).toEqual([
      [7200, 0],
      [2000, 0],
    ]);
  });

  it("a customer's counter-offer above the rep's offer replaces nothing: the offer is read", () => {
    const notes = `Hi Omar, can you do $40 per user? Then we sign.

-----Original Message-----
From: Omar Haddad
${EARLIER}
12 months, billed annually.`;
    expect(years(notes).length).toBe(3);
  });
});
