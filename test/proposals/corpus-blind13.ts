import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 13: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Canada, Australia, New Zealand, India, Ireland, South Africa, Singapore;
 * 12 Spanish: Mexico, Spain, Argentina, Colombia, Chile, Peru, Uruguay) for
 * draft_proposal / POST /proposals.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or earlier corpora were read.
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings chosen where SPEC.md leaves the case open:
 *  1. Line amounts are yearly: y1 is what the line bills in year one. A
 *     per-month price is multiplied by 12 (by the months actually billed when
 *     months are free), a per-quarter price by 4, a per-year price by 1.
 *     Quantity x unit price applies whether or not a multiplication sign is
 *     written ("85 seats $14/mo" = 85 x 14 x 12).
 *  2. One-time fees (setup, onboarding, migration, hardware, per-unit
 *     one-time fees, services priced per day or per hour) are year-one only:
 *     y2 = 0. Per-unit one-time fees are multiplied by the unit count.
 *  3. A deal is multi-year when the term is 24 months or more or a year two is
 *     described. Then y2 of each recurring line = year-two quantity x year-two
 *     price; where the note says nothing about year two, the year-one
 *     quantity and full 12-month price repeat (free months do not repeat).
 *     Uplifts apply to the lines the note names (all recurring lines when it
 *     just says "uplift"), on the price after any per-line discount. Only year
 *     two is measured on 3-year deals. Single-year deals: every y2 = 0 and
 *     totals.y2 = 0.
 *  4. Discounts that the note limits to one or some lines (e.g. "15% on
 *     platform fee only", "25% off the integration") are folded into those
 *     lines' amounts and do not appear in discounts[]. Only whole-deal
 *     discounts appear in discounts[].
 *  5. A whole-deal pct discount applies to that year's subtotal (sum of all
 *     line items of the year, one-time lines included) before tax. kind
 *     'amount' subtracts the stated sum from each flagged year. y1/y2 flags
 *     say which years the discount covers; on single-year deals y2 is false.
 *     No note combines two whole-deal discounts.
 *  6. Free months ("first 2 months free", "we waive the first month") reduce
 *     the billed months of the named recurring lines in year one; they are not
 *     a discount entry. "13 months for the price of 12" changes no amount.
 *  7. Tax: taxRate is a percentage number (20 means 20 %). Tax = net x rate,
 *     computed per year on the net after discounts and rounded to cents
 *     (half up); total = net + tax. Tax-exempt customers or notes that say no
 *     tax applies carry taxRate 0 and no taxLabel. Where a note names no tax,
 *     no tax fields are expected and total = net.
 *  8. Corrections and later messages win: the last stated quantity or price is
 *     used; superseded prices, quoted earlier offers, unchosen options,
 *     budgets, TCV targets and competitor prices are listed in notPrices.
 *  9. Amount reading: "k" = thousand, "M" = million; Indian grouping
 *     "1,00,000" = 100000 and "2.5 lakh" = 250000; in Spanish notes "3.500"
 *     and "$85.000" are thousands and "2.400,00 EUR" has a decimal comma,
 *     "1,2 palos" = 1 200 000 (Colombian "palo" = one million), "lucas" =
 *     thousands (Argentina, Chile), "mil" = thousand. Peruvian notes write
 *     comma thousands ("S/ 14,500"). Spelled-out and dictated numbers are read
 *     as numbers; dictated "comma", "period", "full stop", "coma", "punto" are
 *     punctuation.
 * 10. currency is expected only when an ISO code, an unambiguous symbol
 *     (GBP sign, EUR sign, A$, NZ$, U$S, S/, R for rand in a South African
 *     note, rupee sign/Rs.) or the currency's name ("pounds", "euros")
 *     appears; a bare "$", "pesos" or slang alone gives no currency
 *     expectation.
 * 11. term is the number of months as text ("2 years" -> '24').
 *     Relative dates count from 2026-11-21: "valid 30 days" -> 2026-12-21,
 *     "1 Dec" -> 2026-12-01, "1 de enero" -> 2027-01-01. Day-first dates in
 *     non-US notes, month-first in US notes.
 * 12. custEmail is the customer address the note gives, even when the signer
 *     is a different person. custTitle is compared as written in the note.
 */

export const BLIND_NOTES_13: BlindNote[] = [
  {
    id: 's01',
    lang: 'en',
    split: 'held',
    style: 'US terse CRM line',
    notes: `Acme Logistics - Pro plan 40 seats $45/seat/mo, annual billing, 12 mo term, start 1/15/2027. Onboarding $2,500 one-time. Signer: Dana Whitfield, VP Ops dana.whitfield@acmelogistics.com`,
    expect: {
      fields: {
        custName: 'Acme Logistics',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Ops',
        custEmail: 'dana.whitfield@acmelogistics.com',
        edition: 'Pro',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-15',
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'Pro' },
        { y1: 2500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 24100, y2: 0 },
      amounts: ['$45', '$2,500'],
    },
  },
  {
    id: 's02',
    lang: 'en',
    split: 'held',
    style: 'UK e-mail with quoted earlier offer',
    notes: `To: Priya Raman <priya.raman@harrowgatebs.co.uk>
Subject: Harrowgate Building Society – revised proposal

Hi Priya,

Following our call, revised figures below for Harrowgate Building Society — this replaces the quote I sent on the 3rd.

- Enterprise licences: 120 users at £38 per user per month, billed annually
- Implementation: 6 days at £950/day
- Premium support: £4,800 per year

Prices exclude VAT at 20%. Offer valid until 31 December 2026. Contract start 1 February 2027, 12 months.

Kind regards,
Tom

> On 3 Nov 2026, Tom Hadley wrote:
> Enterprise licences: 100 users at £42 per user per month
> Implementation: 8 days at £950/day
> Total circa £54,000 + VAT`,
    expect: {
      fields: {
        custName: 'Harrowgate Building Society',
        custEmail: 'priya.raman@harrowgatebs.co.uk',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        validUntil: '2026-12-31',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 54720, y2: 0, descHas: 'Enterprise' },
        { y1: 5700, y2: 0, descHas: 'Implementation' },
        { y1: 4800, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 78264, y2: 0 },
      amounts: ['£38', '£950', '£4,800', '£42', '£54,000'],
      notPrices: ['£42', '£54,000'],
    },
    why: 'quoted superseded offer below the signature repeats the same line names with other numbers',
  },
  {
    id: 's03',
    lang: 'en',
    split: 'tune',
    style: 'AU Slack thread with seat correction',
    notes: `[10:02] jess.m: quote for Bondi Fitness Group pls — Growth plan, 50 seats @ A$29/seat/month, monthly billing
[10:04] jess.m: + setup fee $1,200 flat
[10:11] jess.m: actually make that 60 seats, they're adding the Newcastle studio
[10:12] raj.k: GST?
[10:12] jess.m: yep, 10% GST on top. start 1 Dec`,
    expect: {
      fields: {
        custName: 'Bondi Fitness Group',
        edition: 'Growth',
        billing: 'Monthly',
        startDate: '2026-12-01',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 20880, y2: 0, descHas: 'Growth' },
        { y1: 1200, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 24288, y2: 0 },
      amounts: ['A$29', '$1,200'],
    },
    why: 'quantity corrected from 50 to 60 in a later message',
  },
  {
    id: 's04',
    lang: 'en',
    split: 'held',
    style: 'Canadian call notes with budget range',
    notes: `Call notes – Maple Ridge Credit Union (Ontario) – 19 Nov
Attendees: Marc Tremblay (CIO), Lisa Chen (procurement), me

Marc: our budget for this is somewhere between $80k and $100k for year one.
Me: ok so for 200 staff on Business edition we're at CAD 28 per user per month, billed quarterly.
Lisa: and the data migration?
Me: flat 7,500 one-time. Training is 3 sessions at 1,150 each.
Marc: HST applies, 13%.
Lisa: send it to me, lisa.chen@mapleridgecu.ca. Marc signs.`,
    expect: {
      fields: {
        custName: 'Maple Ridge Credit Union',
        custSigner: 'Marc Tremblay',
        custTitle: 'CIO',
        custEmail: 'lisa.chen@mapleridgecu.ca',
        edition: 'Business',
        billing: 'Quarterly',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 67200, y2: 0, descHas: 'Business' },
        { y1: 7500, y2: 0, descHas: 'migration' },
        { y1: 3450, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 88309.5, y2: 0 },
      amounts: ['$80k', '$100k', 'CAD 28', '7,500', '1,150'],
      notPrices: ['$80k', '$100k'],
    },
    why: 'budget range in k; later amounts carry no currency sign; signer and e-mail belong to different people',
  },
  {
    id: 's05',
    lang: 'en',
    split: 'tune',
    style: 'Indian key-value note, lakh grouping',
    notes: `Client: Sharma Textiles Pvt Ltd, Surat
Contact: Mr. Anil Sharma, Director — anil@sharmatextiles.in
Product: ERP Cloud, Edition: Standard, 75 users
Rate: ₹1,450 per user per month, annual billing
Implementation + data migration: ₹3,75,000 (one time)
Training: 4 days @ ₹18,000 per day
GST 18% extra. Quote valid 15 days.`,
    expect: {
      fields: {
        custName: 'Sharma Textiles Pvt Ltd',
        custSigner: 'Anil Sharma',
        custTitle: 'Director',
        custEmail: 'anil@sharmatextiles.in',
        edition: 'Standard',
        billing: 'Annual',
        validUntil: '2026-12-06',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1305000, y2: 0, descHas: 'ERP' },
        { y1: 375000, y2: 0, descHas: 'Implementation' },
        { y1: 72000, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 2067360, y2: 0 },
      amounts: ['₹1,450', '₹3,75,000', '₹18,000'],
    },
    why: 'Indian lakh grouping 3,75,000; relative validity',
  },
  {
    id: 's06',
    lang: 'en',
    split: 'held',
    style: 'US enterprise deal sheet, M/k suffixes',
    notes: `ENT deal – Granite State Health System
Platform license: $1.1M/yr (Enterprise edition), 3-year term
Year 2 platform: $1.155M (5% uplift), year 3 TBD
Data warehouse connector: $95k/yr flat
Implementation SOW: $240k, fixed fee, year 1 only
Exec sponsor/signer: Dr. Michael O'Brien, Chief Digital Officer
NH has no sales tax. Net 45, annual invoicing. Target start 4/1/2027.`,
    expect: {
      fields: {
        custName: 'Granite State Health System',
        custSigner: "Michael O'Brien",
        custTitle: 'Chief Digital Officer',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '36',
        startDate: '2027-04-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 1100000, y2: 1155000, descHas: 'Platform' },
        { y1: 95000, y2: 95000, descHas: 'connector' },
        { y1: 240000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 1435000, y2: 1250000 },
      amounts: ['$1.1M', '$1.155M', '$95k', '$240k'],
    },
    why: 'M suffix with three decimals; year-two price stated as its own line; "Net 45" is payment terms not an amount',
  },
  {
    id: 's07',
    lang: 'es-ES',
    split: 'held',
    style: 'Spain structured note, euro decimal comma, 2-year uplift',
    notes: `Propuesta para Talleres Ebro S.L. (Zaragoza)
Firmante: Javier Lacasa, Gerente – jlacasa@talleresebro.es
Contrato de 2 años, facturación anual, inicio 1 de marzo de 2027.
Licencias Plan Empresa: 20 puestos × 45,00 € /puesto/mes
Puesta en marcha: 2.400,00 € (único)
El segundo año las licencias suben un 5 %.
IVA 21 % no incluido.`,
    expect: {
      fields: {
        custName: 'Talleres Ebro S.L.',
        custSigner: 'Javier Lacasa',
        custTitle: 'Gerente',
        custEmail: 'jlacasa@talleresebro.es',
        edition: 'Empresa',
        billing: 'Annual',
        term: '24',
        startDate: '2027-03-01',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 10800, y2: 11340, descHas: 'Licencias' },
        { y1: 2400, y2: 0, descHas: 'marcha' },
      ],
      discounts: [],
      totals: { y1: 15972, y2: 13721.4 },
      amounts: ['45,00 €', '2.400,00 €'],
    },
    why: 'decimal comma and dot thousands; year-two uplift in words',
  },
  {
    id: 's08',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine chat message with lucas slang',
    notes: `che, te paso lo de Estudio Contable Paredes & Asoc. (CABA)
- 12 licencias plan Pyme, 18 lucas por licencia por mes, pago mensual
- el setup se los dejo en 150 lucas, una sola vez
- les hice 10% off en todo el primer año porque el competidor les pasó 15 lucas por usuario
contacto: Gabriela Paredes, socia, gparedes@estudioparedes.com.ar
arrancan el 1/12`,
    expect: {
      fields: {
        custName: 'Estudio Contable Paredes & Asoc.',
        custSigner: 'Gabriela Paredes',
        custTitle: 'socia',
        custEmail: 'gparedes@estudioparedes.com.ar',
        edition: 'Pyme',
        billing: 'Monthly',
        startDate: '2026-12-01',
      },
      lineItems: [
        { y1: 2592000, y2: 0, descHas: 'Pyme' },
        { y1: 150000, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 2467800, y2: 0 },
      amounts: ['18 lucas', '150 lucas', '15 lucas'],
      notPrices: ['15 lucas'],
    },
    why: 'lucas = thousands; competitor price in the same sentence as the discount; day-first 1/12',
  },
  {
    id: 's09',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian meeting memo, palos and mil slang',
    notes: `Reunión con Clínica Santa Lucía (Medellín) — 18/11
Hablé con el Dr. Andrés Restrepo, director administrativo. Firma él.
Quieren el plan Salud Plus para 3 sedes.
Precio que cerramos: 1,2 palos por sede al mes, facturación trimestral.
Migración de historias clínicas: 8 palos, pago único.
Soporte premium: 450 mil al mes (una sola cuenta).
Ellos tenían presupuesto de 60 palos al año, estamos por debajo.
+ IVA 19%. Validez: hasta el 15 de diciembre.`,
    expect: {
      fields: {
        custName: 'Clínica Santa Lucía',
        custSigner: 'Andrés Restrepo',
        custTitle: 'director administrativo',
        edition: 'Salud Plus',
        billing: 'Quarterly',
        validUntil: '2026-12-15',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 43200000, y2: 0, descHas: 'Salud' },
        { y1: 8000000, y2: 0, descHas: 'Migración' },
        { y1: 5400000, y2: 0, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 67354000, y2: 0 },
      amounts: ['1,2 palos', '8 palos', '450 mil', '60 palos'],
      notPrices: ['60 palos'],
    },
    why: 'palos = millions with decimal comma; mil; budget in the same unit',
  },
  {
    id: 's10',
    lang: 'en',
    split: 'held',
    style: 'US dictated memo with spoken punctuation',
    notes: `Memo for proposal comma Lakeshore Dental Partners period. They want the Standard plan for twenty-five seats at thirty-nine dollars per seat per month comma billed annually period. Add a one-time onboarding package of one thousand five hundred dollars period. Also twelve hours of custom report building at one hundred fifty dollars an hour period. Give them ten percent off the whole thing period. Signer is Doctor Karen Liu comma managing partner period. Start date January first twenty twenty-seven period.`,
    expect: {
      fields: {
        custName: 'Lakeshore Dental Partners',
        custSigner: 'Karen Liu',
        custTitle: 'managing partner',
        edition: 'Standard',
        billing: 'Annual',
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 11700, y2: 0, descHas: 'Standard' },
        { y1: 1500, y2: 0, descHas: 'onboarding' },
        { y1: 1800, y2: 0, descHas: 'report' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 13500, y2: 0 },
      amounts: ['thirty-nine dollars', 'one thousand five hundred dollars', 'one hundred fifty dollars'],
    },
    why: 'every number spelled out; "comma"/"period" are dictation; hourly service',
  },
  {
    id: 's11',
    lang: 'en',
    split: 'held',
    style: 'NZ bullet list with free months',
    notes: `Kiwi Harvest Co-op – proposal bits
• Starter plan, 15 users, NZ$22/user/mo
• 12 month term, billed monthly
• first 2 months free (promo they asked for)
• no setup fee
• GST 15% on top
• contact: Aroha Ngata, GM – aroha@kiwiharvest.co.nz
• valid til 5 Dec`,
    expect: {
      fields: {
        custName: 'Kiwi Harvest Co-op',
        custSigner: 'Aroha Ngata',
        custTitle: 'GM',
        custEmail: 'aroha@kiwiharvest.co.nz',
        edition: 'Starter',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-05',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [{ y1: 3300, y2: 0, descHas: 'Starter' }],
      discounts: [],
      totals: { y1: 3795, y2: 0 },
      amounts: ['NZ$22'],
    },
    why: 'two free months: 10 billed months in year one; "no setup fee" must not become a line',
  },
  {
    id: 's12',
    lang: 'en',
    split: 'held',
    style: 'Irish pasted pipe table',
    notes: `Customer: Shannon Valley Hotels Ltd
Contact: Siobhán Byrne, Operations Director, sbyrne@shannonvalleyhotels.ie

| Item | Qty | Unit price | Period |
|---|---|---|---|
| Hospitality Suite – Premium | 8 properties | €310 | per month |
| Guest Wi-Fi add-on | 8 properties | €45 | per month |
| Installation & config | 8 properties | €600 | one-off |
| Staff training (on-site) | 2 days | €1,100 | per day |

Billing annual in advance. VAT @ 23% applies. Start 1 March 2027.`,
    expect: {
      fields: {
        custName: 'Shannon Valley Hotels Ltd',
        custSigner: 'Siobhán Byrne',
        custTitle: 'Operations Director',
        custEmail: 'sbyrne@shannonvalleyhotels.ie',
        edition: 'Premium',
        billing: 'Annual',
        startDate: '2027-03-01',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 29760, y2: 0, descHas: 'Hospitality' },
        { y1: 4320, y2: 0, descHas: 'Wi-Fi' },
        { y1: 4800, y2: 0, descHas: 'Installation' },
        { y1: 2200, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 50528.4, y2: 0 },
      amounts: ['€310', '€45', '€600', '€1,100'],
    },
    why: 'period column decides monthly, one-off or per-day multiplication',
  },
  {
    id: 's13',
    lang: 'en',
    split: 'held',
    style: 'South African team note, 3-year with year-two growth',
    notes: `Hi team, quick one for Karoo Solar Installers (Pty) Ltd.
They're going for 3 years on the Business tier. 30 users at R420 pp/pm year one, and they'll grow to 45 users in year two (same rate). Once-off onboarding R18 500. Annual billing. VAT 15% excl. Signatory: Pieter van der Merwe (MD), pieter@karoosolar.co.za. They mentioned a competitor quoted R380 pp/pm but without support.`,
    expect: {
      fields: {
        custName: 'Karoo Solar Installers (Pty) Ltd',
        custSigner: 'Pieter van der Merwe',
        custTitle: 'MD',
        custEmail: 'pieter@karoosolar.co.za',
        edition: 'Business',
        billing: 'Annual',
        term: '36',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 151200, y2: 226800, descHas: 'Business' },
        { y1: 18500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 195155, y2: 260820 },
      amounts: ['R420', 'R18 500', 'R380'],
      notPrices: ['R380'],
    },
    why: 'pp/pm shorthand; space as thousands separator; year-two quantity differs; competitor price',
  },
  {
    id: 's14',
    lang: 'en',
    split: 'tune',
    style: 'Singapore tab-separated table, 24 months',
    notes: `Proposal draft – Lion City Logistics Pte Ltd
Prepared for: Mr Tan Wei Ming, Head of Procurement (weiming.tan@lcl.com.sg)

Item\tQty\tUnit Price (SGD)\tNotes
Fleet Tracker Pro licence\t80\t18.50\tper vehicle per month
Telematics hardware\t80\t145.00\tone-time, per unit
Installation\t80\t35.00\tone-time, per unit

Billing: quarterly. Term: 24 months. GST 9% applicable. Quote valid 14 days.`,
    expect: {
      fields: {
        custName: 'Lion City Logistics Pte Ltd',
        custSigner: 'Tan Wei Ming',
        custTitle: 'Head of Procurement',
        custEmail: 'weiming.tan@lcl.com.sg',
        billing: 'Quarterly',
        term: '24',
        validUntil: '2026-12-05',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 17760, y2: 17760, descHas: 'Tracker' },
        { y1: 11600, y2: 0, descHas: 'hardware' },
        { y1: 2800, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 35054.4, y2: 19358.4 },
      amounts: ['18.50', '145.00', '35.00'],
    },
    why: 'currency only in the column header; per-unit one-time fees; flat year two from a 24-month term',
  },
  {
    id: 's15',
    lang: 'en',
    split: 'held',
    style: 'US CRM opportunity notes, tax-exempt, competitor and budget',
    notes: `Opp: Cedar Falls Unified School District
Stage: proposal
Notes: District is tax-exempt (public entity, exempt cert on file). Budget approved at $60,000/yr. Competitor (ClassHub) quoted them $11/student/yr, we're coming in at $9.50/student/yr for 4,800 students, Education edition. Plus teacher PD workshop: 3 half-days at $1,750 each. Annual billing, 12-month term starting 7/1/2027. Superintendent Dr. Ramona Ortiz signs. rortiz@cfusd.org`,
    expect: {
      fields: {
        custName: 'Cedar Falls Unified School District',
        custSigner: 'Ramona Ortiz',
        custTitle: 'Superintendent',
        custEmail: 'rortiz@cfusd.org',
        edition: 'Education',
        billing: 'Annual',
        term: '12',
        startDate: '2027-07-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 45600, y2: 0, descHas: 'Education' },
        { y1: 5250, y2: 0, descHas: 'workshop' },
      ],
      discounts: [],
      totals: { y1: 50850, y2: 0 },
      amounts: ['$60,000', '$11', '$9.50', '$1,750'],
      notPrices: ['$60,000', '$11'],
    },
    why: 'per-year unit price; competitor price and budget before our price; thousands in quantity',
  },
  {
    id: 's16',
    lang: 'en',
    split: 'tune',
    style: 'UK internal e-mail, 2-year, licence-only discount',
    notes: `From: Oliver Grant
To: deals desk
Re: Northbridge Housing Association – 2-yr agreement

Can you draft this one please:
Yr 1: 250 users, Professional, £12.50/user/month
Yr 2: 320 users (their merger completes), same price
Data migration £6k one-off in yr 1
We agreed 8% off licences across both years (not the migration)
Annual invoicing. +VAT 20%.
Signer: Helen Moss, Chief Executive – h.moss@northbridgeha.org.uk
Want it to start 1 April 2027.`,
    expect: {
      fields: {
        custName: 'Northbridge Housing Association',
        custSigner: 'Helen Moss',
        custTitle: 'Chief Executive',
        custEmail: 'h.moss@northbridgeha.org.uk',
        edition: 'Professional',
        billing: 'Annual',
        term: '24',
        startDate: '2027-04-01',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 34500, y2: 44160, descHas: 'Professional' },
        { y1: 6000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 48600, y2: 52992 },
      amounts: ['£12.50', '£6k'],
    },
    why: 'discount limited to licences (folded into the line, reading 4); year-two quantity differs',
  },
  {
    id: 's17',
    lang: 'en',
    split: 'tune',
    style: 'AU e-mail reply with quoted customer message, goodwill credit',
    notes: `Subject: RE: Quote – Coastal Physio Clinics
Hi Mel,
Confirming the numbers we landed on:
Clinic Suite (Plus) – 12 practitioners × $79/month = $948/month
SMS reminders bundle – $120/month
Data import – $950 one-off
Goodwill credit of $500 off the first invoice since the go-live slipped.
All prices AUD ex GST (GST 10%). Billed monthly, 12 months from 15 Jan 2027.
Cheers, Sam
-----Original Message-----
From: Melissa Kerr <mel@coastalphysio.com.au>
Our budget is around $13k a year all up. The other vendor came in at $65 per practitioner.`,
    expect: {
      fields: {
        custName: 'Coastal Physio Clinics',
        custEmail: 'mel@coastalphysio.com.au',
        edition: 'Plus',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-15',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 11376, y2: 0, descHas: 'Clinic' },
        { y1: 1440, y2: 0, descHas: 'SMS' },
        { y1: 950, y2: 0, descHas: 'import' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false, labelHas: 'Goodwill' }],
      totals: { y1: 14592.6, y2: 0 },
      amounts: ['$79', '$948', '$120', '$950', '$500', '$13k', '$65'],
      notPrices: ['$13k', '$65'],
    },
    why: 'line shows both unit and computed monthly total ($948 is not a second line); fixed-sum credit; budget and competitor in quoted mail',
  },
  {
    id: 's18',
    lang: 'en',
    split: 'tune',
    style: 'South African meeting notes, first month waived',
    notes: `Meeting notes 20/11 — Highveld Legal Chambers, Sandton
Present: Adv. Thandi Nkosi (Managing Partner), me
• Matter Manager Pro for 22 fee earners at R1,250.00 per user per month
• 4 support staff on the Lite licence at R390.00 per user per month
• Month-to-month billing, 12-month minimum term
• We waive the first month on all licences (they signed before 30 Nov)
• Document migration: R35,000.00 once-off
• Prices excl. VAT (15%)
• thandi@highveldlegal.co.za`,
    expect: {
      fields: {
        custName: 'Highveld Legal Chambers',
        custSigner: 'Thandi Nkosi',
        custTitle: 'Managing Partner',
        custEmail: 'thandi@highveldlegal.co.za',
        billing: 'Monthly',
        term: '12',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 302500, y2: 0, descHas: 'Matter' },
        { y1: 17160, y2: 0, descHas: 'Lite' },
        { y1: 35000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 407859, y2: 0 },
      amounts: ['R1,250.00', 'R390.00', 'R35,000.00'],
    },
    why: 'first month waived on the licences only (11 billed months), not on the migration',
  },
  {
    id: 's19',
    lang: 'es-419',
    split: 'tune',
    style: 'Peruvian call summary, per-line discount, IGV',
    notes: `Resumen llamada – Minera Andina del Sur S.A.C. (Arequipa)
Participantes: Ing. Luis Quispe (Jefe de TI), yo.
- Le interesa el plan Corporativo para 60 usuarios.
- Precio: S/ 95 por usuario al mes.
- Pago trimestral, contrato de 12 meses desde el 1 de febrero de 2027.
- Implementación: S/ 14,500 pago único (le rebajé 10% sobre eso, queda en S/ 13,050).
- IGV 18% aparte.
- Dijo que la competencia le cotizó S/ 110 por usuario.`,
    expect: {
      fields: {
        custName: 'Minera Andina del Sur S.A.C.',
        custSigner: 'Luis Quispe',
        custTitle: 'Jefe de TI',
        edition: 'Corporativo',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 68400, y2: 0, descHas: 'Corporativo' },
        { y1: 13050, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [],
      totals: { y1: 96111, y2: 0 },
      amounts: ['S/ 95', 'S/ 14,500', 'S/ 13,050', 'S/ 110'],
      notPrices: ['S/ 14,500', 'S/ 110'],
    },
    why: 'comma thousands in a Spanish note; line discount already resolved to a net figure; competitor price',
  },
  {
    id: 's20',
    lang: 'es-419',
    split: 'held',
    style: 'Uruguayan chat note in U$S, 2-year with new price',
    notes: `Hola! Te dejo los datos para la propuesta de Frigorífico Las Piedras S.A.:
Plan Estándar – 22 usuarios – U$S 40 por usuario/mes, facturación anual
Consultoría de procesos: 5 jornadas x U$S 700
Contrato por 2 años; el segundo año el precio por usuario pasa a U$S 44.
IVA 22%.
Firma: Cr. Martín Olivera, gerente general (molivera@frigolaspiedras.com.uy)`,
    expect: {
      fields: {
        custName: 'Frigorífico Las Piedras S.A.',
        custSigner: 'Martín Olivera',
        custTitle: 'gerente general',
        custEmail: 'molivera@frigolaspiedras.com.uy',
        edition: 'Estándar',
        billing: 'Annual',
        term: '24',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 10560, y2: 11616, descHas: 'Est' },
        { y1: 3500, y2: 0, descHas: 'Consultor' },
      ],
      discounts: [],
      totals: { y1: 17153.2, y2: 14171.52 },
      amounts: ['U$S 40', 'U$S 700', 'U$S 44'],
    },
    why: 'U$S symbol; year-two unit price given as a number, not a percentage',
  },
  {
    id: 's21',
    lang: 'en',
    split: 'tune',
    style: 'US Slack deal-desk thread, corrections, 3-year',
    notes: `#deal-desk
@kev: Brightline Analytics wants Enterprise, 3-year. list is $120k/yr platform fee
@kev: + 5 premium connectors at $4k/yr each
@anna: discount approval?
@kev: VP approved 15% on platform fee only
@kev: wait — they dropped to 4 connectors. and yr2/yr3 platform fee has 5% uplift (applied to the discounted price)
@anna: ok. prof services?
@kev: 20 days @ $1,800/day, yr1 only
@anna: 👍 drafting`,
    expect: {
      fields: {
        custName: 'Brightline Analytics',
        edition: 'Enterprise',
        term: '36',
      },
      lineItems: [
        { y1: 102000, y2: 107100, descHas: 'Platform' },
        { y1: 16000, y2: 16000, descHas: 'connector' },
        { y1: 36000, y2: 0, descHas: 'services' },
      ],
      discounts: [],
      totals: { y1: 154000, y2: 123100 },
      amounts: ['$120k', '$4k', '$1,800'],
    },
    why: 'line-only discount then uplift on the discounted price; quantity corrected mid-thread',
  },
  {
    id: 's22',
    lang: 'en',
    split: 'tune',
    style: 'UK dictated note, pounds in words, "full stop"',
    notes: `Dictated — note for proposal. Customer is Pennine Veterinary Group comma contact James Holloway comma practice manager full stop. Clinic Essentials edition comma fourteen users at twenty-four pounds fifty per user per month full stop. Billed quarterly full stop. One-off setup of nine hundred and ninety-five pounds full stop. Plus VAT at twenty per cent full stop. Quote valid for thirty days full stop.`,
    expect: {
      fields: {
        custName: 'Pennine Veterinary Group',
        custSigner: 'James Holloway',
        custTitle: 'practice manager',
        edition: 'Clinic Essentials',
        billing: 'Quarterly',
        validUntil: '2026-12-21',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 4116, y2: 0, descHas: 'Essentials' },
        { y1: 995, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 6133.2, y2: 0 },
      amounts: ['twenty-four pounds fifty', 'nine hundred and ninety-five pounds'],
    },
    why: '"twenty-four pounds fifty" = 24.50; British "and" in spelled numbers; percent in words',
  },
  {
    id: 's23',
    lang: 'en',
    split: 'held',
    style: 'Indian deal note, Rs. and lakh words, 2-year',
    notes: `Deal: Deccan Pharma Distributors – renewal + expansion
2 yr contract. Billing annual.
Yr1: 150 users @ Rs. 900/user/month
Yr2: 180 users, same rate
One-time integration with Tally: Rs. 2.5 lakh
Competitor (Zoho-ish) offered Rs. 750/user/month — they know we're premium.
Year 1 discount: flat Rs. 1,00,000 off (year 1 only)
GST 18% extra.
Signing authority: Ms. Lakshmi Iyer, CFO, lakshmi.iyer@deccanpharma.co.in`,
    expect: {
      fields: {
        custName: 'Deccan Pharma Distributors',
        custSigner: 'Lakshmi Iyer',
        custTitle: 'CFO',
        custEmail: 'lakshmi.iyer@deccanpharma.co.in',
        billing: 'Annual',
        term: '24',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1620000, y2: 1944000, descHas: 'users' },
        { y1: 250000, y2: 0, descHas: 'Tally' },
      ],
      discounts: [{ kind: 'amount', value: 100000, y1: true, y2: false }],
      totals: { y1: 2088600, y2: 2293920 },
      amounts: ['Rs. 900', 'Rs. 2.5 lakh', 'Rs. 750', 'Rs. 1,00,000'],
      notPrices: ['Rs. 750'],
    },
    why: 'lakh as a word and as grouping; fixed-sum year-one discount; competitor price',
  },
  {
    id: 's24',
    lang: 'en',
    split: 'held',
    style: 'Canadian bullets without multiplication signs',
    notes: `Prairie Grain Co-op (Lethbridge AB)
- Field app: 85 seats $14/mo
- Admin console: 5 seats $35/mo
- On-site training 2 days $1,400/day
- monthly billing, 12 months
- GST 5%
- start Jan 4 2027
- contact Bob Kowalchuk, ops mgr, bob.k@prairiegrain.ca`,
    expect: {
      fields: {
        custName: 'Prairie Grain Co-op',
        custSigner: 'Bob Kowalchuk',
        custTitle: 'ops mgr',
        custEmail: 'bob.k@prairiegrain.ca',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-04',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 14280, y2: 0, descHas: 'Field' },
        { y1: 2100, y2: 0, descHas: 'Admin' },
        { y1: 2800, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 20139, y2: 0 },
      amounts: ['$14', '$35', '$1,400'],
    },
    why: 'quantity and price juxtaposed with no "x" or "@"',
  },
  {
    id: 's25',
    lang: 'en',
    split: 'tune',
    style: 'US rep notes, flat annual fee, budget range, local sales tax',
    notes: `Hey — notes from today w/ Redwood Credit Partners:
- they want Compliance Cloud (Premier edition), annual subscription $38,400/yr flat for up to 100 users
- extra 25 users beyond that at $320/user/yr
- their budget: $40k to $50k
- 1 free month added at the front (we're giving them 13 months for the price of 12) — don't charge for it
- sales tax: they're in CA but buying for the Nevada office; apply 8.375% (Clark County)
- no setup fee
Signer: Grace Kim, COO, gkim@redwoodcp.com. Valid through 12/15/2026.`,
    expect: {
      fields: {
        custName: 'Redwood Credit Partners',
        custSigner: 'Grace Kim',
        custTitle: 'COO',
        custEmail: 'gkim@redwoodcp.com',
        edition: 'Premier',
        billing: 'Annual',
        validUntil: '2026-12-15',
        taxLabel: 'Sales tax',
        taxRate: 8.375,
      },
      lineItems: [
        { y1: 38400, y2: 0, descHas: 'Compliance' },
        { y1: 8000, y2: 0, descHas: 'users' },
      ],
      discounts: [],
      totals: { y1: 50286, y2: 0 },
      amounts: ['$38,400', '$320', '$40k', '$50k'],
      notPrices: ['$40k', '$50k'],
    },
    why: 'flat yearly fee not multiplied by users; bonus 13th month changes nothing; three-decimal tax rate',
  },
  {
    id: 's26',
    lang: 'en',
    split: 'tune',
    style: 'Irish Slack thread, price confirmation, free months on one line',
    notes: `ciara: Dublin Bay Dental — 6 chairs on Practice Pro, €95/chair/month, annual
ciara: + imaging module €40/chair/month
ciara: and data conversion €1,500 once-off
declan: pricing on imaging was €35 in the last quote?
ciara: no, €40 is right — €35 was the 2025 list
ciara: give them 2 months free on the imaging module as a sweetener
ciara: VAT 23%. contact Dr Niamh Kelleher niamh@dublinbaydental.ie`,
    expect: {
      fields: {
        custName: 'Dublin Bay Dental',
        custSigner: 'Niamh Kelleher',
        custEmail: 'niamh@dublinbaydental.ie',
        edition: 'Practice Pro',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 6840, y2: 0, descHas: 'Practice' },
        { y1: 2400, y2: 0, descHas: 'imaging' },
        { y1: 1500, y2: 0, descHas: 'conversion' },
      ],
      discounts: [],
      totals: { y1: 13210.2, y2: 0 },
      amounts: ['€95', '€40', '€1,500', '€35'],
      notPrices: ['€35'],
    },
    why: 'a questioned price is confirmed (no change); free months on one line only',
  },
  {
    id: 's27',
    lang: 'es-ES',
    split: 'held',
    style: 'Spain e-mail reply with quoted earlier offer, whole-deal discount',
    notes: `Asunto: RE: Propuesta Logística Levante
Hola Nuria:
Tal y como hablamos, te mando la oferta actualizada para Logística Levante (sustituye a la del día 12):
· Plan Avanzado, 40 usuarios, 28 € usuario/mes, facturación anual
· Formación: 3.500 € (pago único)
· Integración con su ERP: 4.200 €
Aplicamos un descuento del 12 % sobre el total.
IVA (21 %) no incluido. Oferta válida hasta el 20 de diciembre de 2026.
Un saludo,
Álvaro
> El 12/11/2026, Álvaro escribió:
> Plan Avanzado, 40 usuarios, 32 € usuario/mes
> Formación: 3.500 €`,
    expect: {
      fields: {
        custName: 'Logística Levante',
        edition: 'Avanzado',
        billing: 'Annual',
        validUntil: '2026-12-20',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 13440, y2: 0, descHas: 'Avanzado' },
        { y1: 3500, y2: 0, descHas: 'Formaci' },
        { y1: 4200, y2: 0, descHas: 'ERP' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: false }],
      totals: { y1: 22509.87, y2: 0 },
      amounts: ['28 €', '3.500 €', '4.200 €', '32 €'],
      notPrices: ['32 €'],
    },
    why: 'trailing euro sign; quoted old offer; tax lands on a fraction of a cent (3906.672 -> 3906.67)',
  },
  {
    id: 's28',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican WhatsApp messages with correction, mil',
    notes: `[WhatsApp] Rodrigo Villarreal: Oye, para Transportes Regio del Norte:
- 30 unidades con el plan Flotilla, 350 pesos por unidad al mes
- equipos GPS a 2 mil pesos c/u, pago único
[WhatsApp] Rodrigo Villarreal: perdón, son 36 unidades no 30, también los GPS
[WhatsApp] Rodrigo Villarreal: facturación mensual, 12 meses, +IVA 16%
[WhatsApp] Rodrigo Villarreal: el contacto es Ing. Héctor Garza, gerente de flota, hgarza@transregio.mx`,
    expect: {
      fields: {
        custName: 'Transportes Regio del Norte',
        custSigner: 'Héctor Garza',
        custTitle: 'gerente de flota',
        custEmail: 'hgarza@transregio.mx',
        edition: 'Flotilla',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 151200, y2: 0, descHas: 'Flotilla' },
        { y1: 72000, y2: 0, descHas: 'GPS' },
      ],
      discounts: [],
      totals: { y1: 258912, y2: 0 },
      amounts: ['350 pesos', '2 mil pesos'],
    },
    why: 'correction applies to two lines at once; "2 mil pesos" per unit one-time',
  },
  {
    id: 's29',
    lang: 'es-419',
    split: 'held',
    style: 'Argentine e-mail request, 2-year, first-year discount',
    notes: `Buenas Sofi, armame la propuesta para Bodegas Cuyo Sur (Mendoza):
Año 1: 10 usuarios plan Premium a $85.000 por usuario por mes.
Año 2: pasan a 14 usuarios, mismo precio.
Implementación: $600.000, por única vez.
Descuento del 20% solo el primer año (sobre todo).
Contrato 24 meses, facturación anual. Precios + IVA 21%.
Firma Ignacio Ferrero, director (iferrero@bodegascuyosur.com.ar).`,
    expect: {
      fields: {
        custName: 'Bodegas Cuyo Sur',
        custSigner: 'Ignacio Ferrero',
        custTitle: 'director',
        custEmail: 'iferrero@bodegascuyosur.com.ar',
        edition: 'Premium',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 10200000, y2: 14280000, descHas: 'Premium' },
        { y1: 600000, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [{ kind: 'pct', value: 20, y1: true, y2: false }],
      totals: { y1: 10454400, y2: 17278800 },
      amounts: ['$85.000', '$600.000'],
    },
    why: 'dot thousands with $; discount only in year one; year-two quantity differs',
  },
  {
    id: 's30',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian pipe table, tax-exempt co-op, self-correcting billing',
    notes: `Propuesta – Cooperativa Cafetera del Huila
| Concepto | Cantidad | Valor unitario | Frecuencia |
| Licencia Agro Básico | 120 asociados | $18.000 | mensual |
| Lectores de código | 10 | $450.000 | pago único |
| Acompañamiento en campo | 4 días | $900.000 | por día |
Facturación semestral? no — trimestral. Plazo 12 meses.
La cooperativa está exenta de IVA (régimen especial).
Contacto: Luz Marina Cabrera, gerente, lmcabrera@coophuila.coop`,
    expect: {
      fields: {
        custName: 'Cooperativa Cafetera del Huila',
        custSigner: 'Luz Marina Cabrera',
        custTitle: 'gerente',
        custEmail: 'lmcabrera@coophuila.coop',
        billing: 'Quarterly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 25920000, y2: 0, descHas: 'Agro' },
        { y1: 4500000, y2: 0, descHas: 'Lectores' },
        { y1: 3600000, y2: 0, descHas: 'campo' },
      ],
      discounts: [],
      totals: { y1: 34020000, y2: 0 },
      amounts: ['$18.000', '$450.000', '$900.000'],
    },
    why: 'billing named then corrected in the same line; IVA mentioned only as exempt',
  },
  {
    id: 's31',
    lang: 'es-419',
    split: 'held',
    style: 'Chilean meeting dialogue, lucas, 3-year with readjustment',
    notes: `Reunión con Constructora Pacífico Sur – 20/11
—Felipe Rojas (Gerente): Necesitamos 25 licencias de Obras Pro.
—Yo: Serían 45 lucas por licencia al mes, contrato de 3 años, facturación anual.
—Felipe: ¿Y el segundo año?
—Yo: Reajuste de 4% a partir del año 2.
—Felipe: ¿La capacitación?
—Yo: 2 jornadas a 380 lucas cada una, se paga una vez.
—Felipe: Ok. Mándamelo a frojas@pacificosur.cl. Los precios son más IVA, ¿no?
—Yo: Sí, más IVA 19%.`,
    expect: {
      fields: {
        custName: 'Constructora Pacífico Sur',
        custSigner: 'Felipe Rojas',
        custTitle: 'Gerente',
        custEmail: 'frojas@pacificosur.cl',
        billing: 'Annual',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 13500000, y2: 14040000, descHas: 'Obras' },
        { y1: 760000, y2: 0, descHas: 'capacitaci' },
      ],
      discounts: [],
      totals: { y1: 16969400, y2: 16707600 },
      amounts: ['45 lucas', '380 lucas'],
    },
    why: 'dialogue format; lucas; "reajuste" as the year-two uplift',
  },
  {
    id: 's32',
    lang: 'en',
    split: 'tune',
    style: 'US call transcript, price and quantity renegotiated',
    notes: `Transcript excerpt (Gong) – Harbor Point Marine Supply
Rep: So that's 18 seats of Field Service Pro at sixty-five a seat monthly.
Customer (Dave Ruiz, Owner): Can we do annual billing to get a better rate?
Rep: Annual gets you $59 a seat per month instead.
Dave: Let's do annual then. And we need the QuickBooks integration.
Rep: That's a one-time $2,000 setup. Also we'd suggest 10 hours of workflow consulting at $175 an hour.
Dave: Fine. Make it 20 seats though, we're hiring two techs.
Rep: Got it, 20 seats at $59. I'll send it to dave@harborpointmarine.com.`,
    expect: {
      fields: {
        custName: 'Harbor Point Marine Supply',
        custSigner: 'Dave Ruiz',
        custTitle: 'Owner',
        custEmail: 'dave@harborpointmarine.com',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 14160, y2: 0, descHas: 'Field' },
        { y1: 2000, y2: 0, descHas: 'QuickBooks' },
        { y1: 1750, y2: 0, descHas: 'consulting' },
      ],
      discounts: [],
      totals: { y1: 17910, y2: 0 },
      amounts: ['sixty-five', '$59', '$2,000', '$175'],
      notPrices: ['sixty-five'],
    },
    why: 'first price spoken in words then replaced; seat count changed by the customer',
  },
  {
    id: 's33',
    lang: 'en',
    split: 'held',
    style: 'AU pipe-delimited CRM one-liner, TCV target',
    notes: `Opp #4471 | Southern Cross Mining Services | Enterprise | 3yr | $1.2M TCV target (their number, not ours) | 900 seats @ $38/seat/mo billed qtrly | Yr2+ uplift 3% | Impl $85k one-off | GST 10% | Sign: Carla Mendes, CFO | start 1 Jul 2027`,
    expect: {
      fields: {
        custName: 'Southern Cross Mining Services',
        custSigner: 'Carla Mendes',
        custTitle: 'CFO',
        edition: 'Enterprise',
        billing: 'Quarterly',
        term: '36',
        startDate: '2027-07-01',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 410400, y2: 422712, descHas: 'Enterprise' },
        { y1: 85000, y2: 0, descHas: 'Impl' },
      ],
      discounts: [],
      totals: { y1: 544940, y2: 464983.2 },
      amounts: ['$1.2M', '$38', '$85k'],
      notPrices: ['$1.2M'],
    },
    why: 'M-suffixed target that is not a price; "Opp #4471" is not an amount; qtrly abbreviation',
  },
  {
    id: 's34',
    lang: 'en',
    split: 'held',
    style: 'Singapore e-mail, USD, per-unit hardware',
    notes: `Hi Wei Ling,
As discussed, for Marina Bay Clinics Group (12 clinics):
1) Queue kiosk licence – USD 60 per kiosk per month, 24 kiosks
2) Kiosk hardware – USD 1,150 per kiosk, one-time
3) Onsite install – USD 90 per kiosk, one-time
4) Remote support retainer – USD 300 per month
Competitor kiosks were quoted at USD 1,400 each, FYI.
Prices in USD, GST 9% will be charged. 12-month term, monthly billing.
Best, Arjun`,
    expect: {
      fields: {
        custName: 'Marina Bay Clinics Group',
        billing: 'Monthly',
        term: '12',
        currency: 'USD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 17280, y2: 0, descHas: 'licence' },
        { y1: 27600, y2: 0, descHas: 'hardware' },
        { y1: 2160, y2: 0, descHas: 'install' },
        { y1: 3600, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 55197.6, y2: 0 },
      amounts: ['USD 60', 'USD 1,150', 'USD 90', 'USD 300', 'USD 1,400'],
      notPrices: ['USD 1,400'],
    },
    why: 'quantity stated after the price on line 1 and implied for lines 2-3; "12 clinics" is not the unit count; numbered list',
  },
  {
    id: 's35',
    lang: 'en',
    split: 'tune',
    style: 'NZ charity note, 2-year, fixed discount each year',
    notes: `Kia ora team — Te Awa Community Trust (registered charity) is signing a 2-year deal:
 - Nonprofit edition, 40 seats, $180 per seat per year
 - Reporting add-on $1,200/yr
 - Charity discount: $1,000 off each year
 - GST: they're GST-registered so add 15%
 - Invoiced annually from 1 Feb 2027
 - Signatory: Hemi Walker, Chair, hemi@teawatrust.org.nz`,
    expect: {
      fields: {
        custName: 'Te Awa Community Trust',
        custSigner: 'Hemi Walker',
        custTitle: 'Chair',
        custEmail: 'hemi@teawatrust.org.nz',
        edition: 'Nonprofit',
        billing: 'Annual',
        term: '24',
        startDate: '2027-02-01',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 7200, y2: 7200, descHas: 'Nonprofit' },
        { y1: 1200, y2: 1200, descHas: 'Reporting' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: true, labelHas: 'Charity' }],
      totals: { y1: 8510, y2: 8510 },
      amounts: ['$180', '$1,200', '$1,000'],
    },
    why: 'a charity that is nonetheless taxed; fixed-sum discount in both years',
  },
  {
    id: 's36',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spain voice-note transcript with "coma"/"punto"',
    notes: `Nota de voz transcrita: propuesta para Clínica Dental Sonrisas Málaga coma contacto doctora Elena Ruiz coma directora médica punto. Plan Clínica Plus coma seis gabinetes a ciento diez euros por gabinete al mes punto. Facturación trimestral punto. Alta y configuración trescientos cincuenta euros por gabinete coma pago único punto. IVA del veintiuno por ciento punto. Contrato de doce meses desde el uno de enero punto.`,
    expect: {
      fields: {
        custName: 'Clínica Dental Sonrisas Málaga',
        custSigner: 'Elena Ruiz',
        custTitle: 'directora médica',
        edition: 'Clínica Plus',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7920, y2: 0, descHas: 'Plus' },
        { y1: 2100, y2: 0, descHas: 'configuraci' },
      ],
      discounts: [],
      totals: { y1: 12124.2, y2: 0 },
      amounts: ['ciento diez euros', 'trescientos cincuenta euros'],
    },
    why: 'Spanish numbers in words; dictated punctuation; per-unit one-time fee in words',
  },
  {
    id: 's37',
    lang: 'en',
    split: 'held',
    style: 'US bullet notes, 2-year renewal with year-one discount',
    notes: `Quick notes – Summit Peak Outdoor (Denver) renewal
* term: 2 yrs, billed annually, start 3/1/27
* Core platform: $2.5k/mo
* POS connectors: 14 stores x $60/mo
* Y1 only: 10% loyalty discount on everything
* Y2: core goes to $2.75k/mo, connectors unchanged
* CO sales tax does NOT apply (SaaS exempt in CO per their counsel) — no tax line
* signer: Jordan Blake, Dir. of IT, jblake@summitpeak.com`,
    expect: {
      fields: {
        custName: 'Summit Peak Outdoor',
        custSigner: 'Jordan Blake',
        custTitle: 'Dir. of IT',
        custEmail: 'jblake@summitpeak.com',
        billing: 'Annual',
        term: '24',
        startDate: '2027-03-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 30000, y2: 33000, descHas: 'Core' },
        { y1: 10080, y2: 10080, descHas: 'POS' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false, labelHas: 'loyalty' }],
      totals: { y1: 36072, y2: 43080 },
      amounts: ['$2.5k', '$60', '$2.75k'],
    },
    why: 'two-digit year in a US date; k-suffixed monthly price; new year-two price; explicit no-tax',
  },
  {
    id: 's38',
    lang: 'en',
    split: 'tune',
    style: 'UK sheet paste (tabs), quarterly unit prices',
    notes: `Wessex Water Services — draft pricing (pasted from sheet)
Line\tQty\tPrice\tBasis
Asset Monitor licence\t60\t£210\tper sensor per quarter
Gateway rental\t6\t£75\tper gateway per month
Commissioning\t6\t£480\tper gateway, one-off
Project management\t4 days\t£850\tper day
Billing quarterly, 12-month term. VAT 20%. Valid to 19 Dec 2026.
Contact: Fiona Marsh, Head of Digital Operations (fiona.marsh@wessexws.co.uk)`,
    expect: {
      fields: {
        custName: 'Wessex Water Services',
        custSigner: 'Fiona Marsh',
        custTitle: 'Head of Digital Operations',
        custEmail: 'fiona.marsh@wessexws.co.uk',
        billing: 'Quarterly',
        term: '12',
        validUntil: '2026-12-19',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 50400, y2: 0, descHas: 'Monitor' },
        { y1: 5400, y2: 0, descHas: 'Gateway' },
        { y1: 2880, y2: 0, descHas: 'Commissioning' },
        { y1: 3400, y2: 0, descHas: 'Project' },
      ],
      discounts: [],
      totals: { y1: 74496, y2: 0 },
      amounts: ['£210', '£75', '£480', '£850'],
    },
    why: 'per-quarter price (x4) next to per-month (x12), one-off and per-day lines',
  },
  {
    id: 's39',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican e-mail in USD, line and whole-deal discounts, budget and competitor',
    notes: `Asunto: Propuesta Hoteles Caribe Maya
Lupita, estos son los números acordados con el Lic. Ernesto Balam (Director de Sistemas, ebalam@caribemaya.mx):
- Módulo de reservas (edición Hotelera): 5 hoteles × USD 1,100 al mes
- Integración con channel manager: USD 4,000 pago único, con 25% de descuento
- 15% de descuento adicional sobre el total del primer año por firma anticipada
Su presupuesto anda entre USD 60,000 y USD 70,000 anuales; la competencia les cotizó USD 1,300 por hotel.
Facturación anual, 12 meses. Precios más IVA 16%.`,
    expect: {
      fields: {
        custName: 'Hoteles Caribe Maya',
        custSigner: 'Ernesto Balam',
        custTitle: 'Director de Sistemas',
        custEmail: 'ebalam@caribemaya.mx',
        edition: 'Hotelera',
        billing: 'Annual',
        term: '12',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 66000, y2: 0, descHas: 'reservas' },
        { y1: 3000, y2: 0, descHas: 'channel' },
      ],
      discounts: [{ kind: 'pct', value: 15, y1: true, y2: false }],
      totals: { y1: 68034, y2: 0 },
      amounts: ['USD 1,100', 'USD 4,000', 'USD 60,000', 'USD 70,000', 'USD 1,300'],
      notPrices: ['USD 60,000', 'USD 70,000', 'USD 1,300'],
    },
    why: 'line discount (folded) plus whole-deal discount; budget range and competitor in one sentence',
  },
  {
    id: 's40',
    lang: 'en',
    split: 'tune',
    style: 'Canadian customer reply choosing an option from a quoted offer',
    notes: `From: Chantal Leblanc <cleblanc@fundybay.ca>
Subject: Re: Fundy Bay Seafoods – 2 year pricing

Thanks Ryan — we're good with the below, please send the paperwork to me for signature.

> Ryan wrote:
> Option A (1 year): 45 users, Operations edition, CAD 52/user/month
> Option B (2 years): 45 users, Operations edition, CAD 48/user/month, 6% off the total in both years
> Onboarding: CAD 3,000 one-time either way
> HST 15% applies. Billed annually.

Option B please. I'm the VP Finance.`,
    expect: {
      fields: {
        custName: 'Fundy Bay Seafoods',
        custSigner: 'Chantal Leblanc',
        custTitle: 'VP Finance',
        custEmail: 'cleblanc@fundybay.ca',
        edition: 'Operations',
        billing: 'Annual',
        term: '24',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 25920, y2: 25920, descHas: 'Operations' },
        { y1: 3000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 6, y1: true, y2: true }],
      totals: { y1: 31262.52, y2: 28019.52 },
      amounts: ['CAD 52', 'CAD 48', 'CAD 3,000'],
      notPrices: ['CAD 52'],
    },
    why: 'the deal is only in the quoted text; the customer picks option B, so option A is not a price',
  },
];
