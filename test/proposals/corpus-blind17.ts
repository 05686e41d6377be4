import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 17: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Wales, Scotland, Canada, Australia, New Zealand, India, Pakistan, Ireland,
 * Singapore, Hong Kong, Philippines, Malaysia, South Africa, Kenya, Nigeria,
 * UAE, and English written by German, Dutch and Swedish authors;
 * 12 Spanish: Mexico, Argentina, Chile, Colombia, Peru, Ecuador, Costa Rica,
 * Dominican Republic, Guatemala, Uruguay and two from Spain, one of them from
 * the Canary Islands) for draft_proposal / POST /proposals.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * readings header and two entries of corpus 16, for format).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-16 of corpus 16, restated):
 *  1. Line amounts are yearly: y1 is what the line bills in year one. A
 *     per-month price is multiplied by 12 (by the months actually billed when
 *     months are free), a per-quarter price by 4, a per-year price by 1.
 *     Quantity x unit price applies whether or not a multiplication sign is
 *     written.
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
 *  4. Discounts limited to one or some lines are folded into those lines'
 *     amounts and do not appear in discounts[]. Only whole-deal discounts
 *     appear in discounts[].
 *  5. A whole-deal pct discount applies to that year's subtotal (all lines of
 *     the year, one-time lines included) before tax. kind 'amount' subtracts
 *     the stated sum from each flagged year. On single-year deals y2 is false.
 *     No note combines two whole-deal discounts.
 *  6. Free months reduce the billed months of the named recurring lines in
 *     year one; they are not a discount entry.
 *  7. Tax: taxRate is a percentage number. Tax = net x rate, per year, on the
 *     net after discounts, rounded to cents (half up); totals are net + tax
 *     (TOTAL INCLUDING TAX). Tax-exempt customers or notes that say no tax
 *     applies carry taxRate 0 and no taxLabel. Where a note names no tax, no
 *     tax fields are expected and total = net. (No note here lands on an
 *     exact half cent.)
 *  8. Corrections and later messages win; superseded prices, quoted earlier
 *     offers, unchosen options, budgets, targets, current/last-year prices
 *     and competitor prices are in notPrices.
 *  9. Amount reading: "k"/"K" = thousand, "M" = million; Indian grouping
 *     "1,80,000" = 180000 and "3.5 lakh" = 350000; in Spanish notes "3.500"
 *     and "$1.850.000" are thousands and "420,00 €" has a decimal comma;
 *     "2,5 palos" = 2 500 000 (Colombia), "lucas" = thousands (Argentina,
 *     Chile), "mil" = thousand. Mexican, Panamanian and Peruvian notes write
 *     comma thousands ("$38,000 MXN", "S/ 3,900"). Dictated "comma",
 *     "period" are punctuation.
 * 10. currency is expected only when an ISO code, an unambiguous symbol
 *     (GBP sign, EUR sign, A$, NZ$, C$, S$, HK$, U$S, S/, R in a South
 *     African note, rupee sign/Rs., naira sign, shekel sign) or the
 *     currency's name appears; a bare "$", "pesos" or slang alone gives no
 *     currency expectation.
 * 11. term is the number of months as text. Relative dates count from
 *     2026-11-21. Day-first dates in non-US notes, month-first in US notes.
 * 12. custEmail is the customer address the note gives, even when the signer
 *     is a different person. custTitle is compared as written in the note.
 *
 * Readings added for this corpus:
 * 13. Upsells and renewals: only what this proposal sells is a line. The
 *     price of seats already under contract, and last year's price, are
 *     notPrices (the notes keep those strings distinct from the new prices).
 * 14. A price "per 1,000 units" is multiplied by units / 1,000
 *     ("NZ$0.85 per 1,000 emails", 400,000 a month = 400 x 0.85 x 12).
 * 15. Usage tiers priced on the whole volume at the tier reached: the line is
 *     committed volume x the tier's unit price; the tiers not reached are
 *     unchosen options (notPrices). A committed minimum volume x unit rate is
 *     the line; overage billed later is not priced.
 * 16. A prorated first (stub) period stated as a fixed amount is a separate
 *     one-time line in year one; the recurring line still bills its full
 *     12 months in year one. Where stub and term start differ, neither
 *     startDate nor term is expected.
 *
 * Readings added for this corpus (17-20 are corpus 16's, carried over
 * unchanged; 21-28 are new):
 * 17. "45p" (pence) = GBP 0.45. Space-grouped thousands ("R 7 250") are one
 *     number. "B/." (balboa, at par with USD) gives no currency expectation.
 * 18. A bundle sold at one price is one line; the separate component prices
 *     shown only for comparison are notPrices.
 * 19. PO numbers, order references, payment terms ("net 30", "30 días fecha
 *     factura"), timestamps and quantities are not amounts.
 * 20. docType is expected only when the note asks for an order form ('order')
 *     or an agreement ('agreement') in so many words. lucSigner/lucTitle only
 *     when the note names the company's own signatory as such.
 * 21. The note written in English by a German author (w19) uses the German
 *     convention: "." groups thousands and "," is the decimal separator
 *     ("EUR 1.180,00" = 1180, "EUR 39,00" = 39). Every other English note
 *     writes "," for thousands and "." for decimals.
 * 22. Dominican (RD$) and Guatemalan (Q) notes write comma thousands, like the
 *     Mexican ones ("RD$ 14,000" = 14000, "Q 150,000" = 150000). The
 *     Argentine, Chilean, Colombian, Ecuadorian, Costa Rican, Uruguayan and
 *     Spanish notes follow the Spanish default of reading 9 ("USD 6.800" =
 *     6800, "₡450.000" = 450000, "35,50 €" = 35.50).
 * 23. Further currency evidence under reading 10: the symbols ₱ (PHP),
 *     RM (MYR), RD$ (DOP) and the names "colones" (CRC), "quetzales" (GTQ),
 *     "pesos colombianos" (COP); KES, AED, SEK, PKR, SGD, CLP, MXN, USD and
 *     EUR written as codes are ISO codes. The ₡ and Q notes also name the
 *     currency.
 * 24. taxLabel is the name the note gives the tax, compared by its core
 *     words: 'VAT' also when a local name follows in brackets ("VAT (BTW)",
 *     "VAT (moms)"); 'GST', 'HST', 'SST', 'IVA', 'IGV', 'ITBIS'; 'IGIC' for
 *     the Canary Islands note (which says it is not IVA); 'sales tax' for a US
 *     state sales tax and for Pakistan's provincial "sales tax on services".
 * 25. A person given only as "contact", "primary contact" or "PIC", and not
 *     said to sign, gives custEmail (their address) but no custSigner or
 *     custTitle expectation. A support tier with a price is a line and also
 *     sets the support field (its tier name); the prices of the support tiers
 *     not chosen are notPrices.
 * 26. Phone numbers, call dates and times, e-mail header dates and legal
 *     references ("501(c)(3)") are not amounts. No note writes the same
 *     amount string twice; each appears once in amounts.
 * 27. "Valid for 4 weeks" = drafting date + 28 days; "15 días" = + 15 days.
 *     billing is 'One-time' when the note says every item is one-time and
 *     billed once. A line discount limited to year one lowers only that
 *     line's y1; its y2 is at full price (reading 3). A whole-deal discount
 *     for "year 1 only" on a multi-year deal has y2 false.
 * 28. A later quantity correction ("son 11 sucursales, no 9 (impresoras
 *     también 11)") replaces the quantity on every line it names; a corrected
 *     product or price replaces the earlier one, whose amount is a notPrice
 *     (reading 8).
 */

export const BLIND_NOTES_17: BlindNote[] = [
  {
    id: 'w01',
    lang: 'en',
    split: 'tune',
    style: 'US terse one-liner',
    notes: `Harlan Freight Lines - 40 Fleetview Pro seats @ $45/mo each, 12 mo term, billed annually. Onboarding $2,500 one-time. Signer Dana Whitfield, VP Ops, dwhitfield@harlanfreight.com`,
    expect: {
      fields: {
        custName: 'Harlan Freight',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Ops',
        custEmail: 'dwhitfield@harlanfreight.com',
        billing: 'Annual',
        term: '12',
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'Fleetview' },
        { y1: 2500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 24100, y2: 0 },
      amounts: ['$45', '$2,500'],
    },
    why: '40 x $45 x 12 = 21,600; onboarding one-time. Bare $ gives no currency; no tax named.',
  },
  {
    id: 'w02',
    lang: 'en',
    split: 'held',
    style: 'UK forwarded e-mail with signature',
    notes: `---------- Forwarded message ---------
From: Tom Ashby
Date: Thu, 19 Nov 2026 at 16:42
Subject: Northgate Housing Trust - pricing agreed
To: Deal Desk

Hi both,

Good news, Northgate Housing Trust have agreed the following:

- Tenant Portal licence: £18,000 per year
- Repairs module: 120 operatives at £6.50 per operative per month
- Implementation: 8 days at £950/day

24 month term, invoiced annually in advance. In year 2 the Tenant Portal licence goes up to £18,900; everything else stays the same.
Discount: 5% across the whole order, both years.
All prices ex VAT; VAT at 20% on top.

Their signatory is Priya Shah, Head of Digital (priya.shah@northgatehousing.org.uk).

Cheers,
Tom

Tom Ashby | Senior Account Executive
M: 07700 900412`,
    expect: {
      fields: {
        custName: 'Northgate Housing',
        custSigner: 'Priya Shah',
        custTitle: 'Head of Digital',
        custEmail: 'priya.shah@northgatehousing.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 18000, y2: 18900, descHas: 'Tenant Portal' },
        { y1: 9360, y2: 9360, descHas: 'Repairs' },
        { y1: 7600, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 39854.4, y2: 32216.4 },
      amounts: ['£18,000', '£6.50', '£950', '£18,900'],
    },
    why: 'Repairs 120 x £6.50 x 12 = 9,360; implementation 8 x £950 = 7,600 (one-time). Y1 34,960 - 5% = 33,212 + VAT 6,642.40 = 39,854.40. Y2 28,260 - 5% = 26,847 + VAT 5,369.40 = 32,216.40. Tom Ashby is our rep, not a signer; the phone number is no amount.',
  },
  {
    id: 'w03',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican WhatsApp-style bullets',
    notes: `Oye, te paso los datos para la propuesta:
Cliente: Distribuidora del Bajío, S.A. de C.V. (León, Gto.)
- 25 licencias de Inventario Plus a $1,450 MXN por licencia al mes
- Implementación: $18,000 MXN, pago único
- Contrato 12 meses, facturación mensual
- Más IVA 16%
Firma: Lic. Rodrigo Salas, Director de Operaciones, rsalas@delbajio.com.mx`,
    expect: {
      fields: {
        custName: 'Distribuidora del Bajío',
        custSigner: 'Rodrigo Salas',
        custTitle: 'Director de Operaciones',
        custEmail: 'rsalas@delbajio.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 435000, y2: 0, descHas: 'Inventario' },
        { y1: 18000, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [],
      totals: { y1: 525480, y2: 0 },
      amounts: ['$1,450 MXN', '$18,000 MXN'],
    },
    why: '25 x $1,450 x 12 = 435,000; + 18,000 = 453,000; IVA 16% = 72,480; total 525,480. Mexican comma thousands.',
  },
  {
    id: 'w04',
    lang: 'en',
    split: 'tune',
    style: 'Canadian Slack message with emoji',
    notes: `@channel 🎉 Maple Leaf Physio (Toronto) said YES!!
- 22 clinicians on ClinicNote @ C$79/clinician/month
- 12-month term, first 2 months free on ClinicNote
- data migration C$3,200 one-off
- HST 13%
send to Marc Gagnon (owner) marc@mapleleafphysio.ca, he's the one signing. needs to go out by monday pls 🙏`,
    expect: {
      fields: {
        custName: 'Maple Leaf Physio',
        custSigner: 'Marc Gagnon',
        custTitle: 'owner',
        custEmail: 'marc@mapleleafphysio.ca',
        currency: 'CAD',
        term: '12',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 17380, y2: 0, descHas: 'ClinicNote' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 23255.4, y2: 0 },
      amounts: ['C$79', 'C$3,200'],
    },
    why: '22 x C$79 x 10 billed months (2 free) = 17,380; + 3,200 = 20,580; HST 13% = 2,675.40; total 23,255.40. No billing frequency stated; "monday" is no validity date.',
  },
  {
    id: 'w05',
    lang: 'en',
    split: 'tune',
    style: 'Australian call summary',
    notes: `Call summary - Coastal Aged Care Group (Newcastle NSW) - 20/11/2026
Attendees: Bronwyn Hale (CEO), Raj Patel (IT Manager), me
Outcome:
* CarePlanner across all 6 facilities at A$1,150 per facility per month
* 3-year term, billed annually, start 1/2/2027
* 4% uplift from year 2
* Staff training: 3 on-site days at A$1,400/day
* All prices ex GST (10%)
Bronwyn will sign (bronwyn.hale@coastalagedcare.com.au). Please paper this as an agreement rather than a proposal.`,
    expect: {
      fields: {
        custName: 'Coastal Aged Care',
        custSigner: 'Bronwyn Hale',
        custTitle: 'CEO',
        custEmail: 'bronwyn.hale@coastalagedcare.com.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '36',
        startDate: '2027-02-01',
        taxLabel: 'GST',
        taxRate: 10,
        docType: 'agreement',
      },
      lineItems: [
        { y1: 82800, y2: 86112, descHas: 'CarePlanner' },
        { y1: 4200, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 95700, y2: 94723.2 },
      amounts: ['A$1,150', 'A$1,400'],
    },
    why: '6 x A$1,150 x 12 = 82,800; y2 x 1.04 = 86,112. Training 3 x 1,400 = 4,200 (year one). Y1 87,000 + GST 8,700 = 95,700. Y2 86,112 + GST 8,611.20 = 94,723.20. Day-first 1/2/2027 = 1 Feb.',
  },
  {
    id: 'w06',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish (Spain) internal e-mail',
    notes: `Asunto: Oferta Bodegas Ribera Alta

Hola Marta:

Para la propuesta de Bodegas Ribera Alta, S.L. (Peñafiel, Valladolid):
- Módulo de Trazabilidad: 1.200 € al mes
- 8 usuarios adicionales a 35,50 € por usuario y mes
- Formación: 2 jornadas a 640 € la jornada
Duración 12 meses, facturación trimestral. IVA 21 %. La oferta es válida hasta el 31/12/2026.
Firmará Javier Ortega, gerente (javier.ortega@bodegasriberaalta.es).

Un saludo,
Lucía`,
    expect: {
      fields: {
        custName: 'Bodegas Ribera Alta',
        custSigner: 'Javier Ortega',
        custTitle: 'gerente',
        custEmail: 'javier.ortega@bodegasriberaalta.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12',
        validUntil: '2026-12-31',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'Trazabilidad' },
        { y1: 3408, y2: 0, descHas: 'usuario' },
        { y1: 1280, y2: 0, descHas: 'Formaci' },
      ],
      discounts: [],
      totals: { y1: 23096.48, y2: 0 },
      amounts: ['1.200 €', '35,50 €', '640 €'],
    },
    why: '1,200 x 12 = 14,400; 8 x 35.50 x 12 = 3,408; 2 x 640 = 1,280 (one-time). Net 19,088; IVA 21% = 4,008.48; total 23,096.48.',
  },
  {
    id: 'w07',
    lang: 'en',
    split: 'tune',
    style: 'Indian e-mail with lakh grouping',
    notes: `Hi Team,

Please prepare a proposal for Sahyadri Agro Foods Pvt Ltd, Pune.

Scope:
1. FieldForce app - 150 users @ ₹450 per user per month, annual billing, 1 year
2. One-time setup & configuration: ₹1,20,000
3. Training: 2 batches @ ₹35,000 per batch (one-time)

GST 18% extra. Their budget was ₹12 lakh for the full year, so we are within it.
Signatory: Mr. Anand Kulkarni, CFO, anand.k@sahyadriagro.in

Regards,
Neha`,
    expect: {
      fields: {
        custName: 'Sahyadri Agro',
        custSigner: 'Anand Kulkarni',
        custTitle: 'CFO',
        custEmail: 'anand.k@sahyadriagro.in',
        currency: 'INR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 810000, y2: 0, descHas: 'FieldForce' },
        { y1: 120000, y2: 0, descHas: 'setup' },
        { y1: 70000, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 1180000, y2: 0 },
      amounts: ['₹450', '₹1,20,000', '₹35,000', '₹12 lakh'],
      notPrices: ['₹12 lakh'],
    },
    why: '150 x 450 x 12 = 8,10,000; setup 1,20,000; training 2 x 35,000 = 70,000. Net 10,00,000; GST 1,80,000; total 11,80,000. The ₹12 lakh budget is not a price.',
  },
  {
    id: 'w08',
    lang: 'en',
    split: 'tune',
    style: 'Irish bullet notes with a later correction',
    notes: `Glenview Credit Union - notes
- Compliance Hub Standard, €1,100/month
- 12 months, billed quarterly
- SSO pack €150/month
- VAT 23%
- contact Siobhan O'Malley (Head of Risk), siobhan.omalley@glenviewcu.ie
- UPDATE after call w/ Siobhan: actually make it Compliance Hub Premium at €1,350/month instead of Standard, they want the full audit trail. SSO pack stays.`,
    expect: {
      fields: {
        custName: 'Glenview Credit Union',
        custEmail: 'siobhan.omalley@glenviewcu.ie',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12',
        edition: 'Premium',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'Compliance Hub' },
        { y1: 1800, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 22140, y2: 0 },
      amounts: ['€1,100', '€150', '€1,350'],
      notPrices: ['€1,100'],
    },
    why: 'Premium replaces Standard: 1,350 x 12 = 16,200; SSO 150 x 12 = 1,800. Net 18,000; VAT 23% = 4,140; total 22,140. Siobhan is a contact, not said to sign (reading 25).',
  },
  {
    id: 'w09',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine informal chat, missing accents',
    notes: `Che, armame la propuesta para Estudio Contable Ferreyra & Asoc. (Cordoba):
12 puestos de ContaNube a U$S 38 por puesto por mes, facturacion anual, 12 meses.
Implementacion U$S 1.500, unica vez.
Les hacemos 10% off sobre el total.
No lleva IVA (facturamos desde el exterior).
Firma Gustavo Ferreyra, socio, gferreyra@estudioferreyra.com.ar
Gracias crack!`,
    expect: {
      fields: {
        custName: 'Ferreyra',
        custSigner: 'Gustavo Ferreyra',
        custTitle: 'socio',
        custEmail: 'gferreyra@estudioferreyra.com.ar',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 5472, y2: 0, descHas: 'ContaNube' },
        { y1: 1500, y2: 0, descHas: 'Implementacion' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 6274.8, y2: 0 },
      amounts: ['U$S 38', 'U$S 1.500'],
    },
    why: '12 x 38 x 12 = 5,472; + 1,500 = 6,972; 10% off the total = 6,274.80. "No lleva IVA": taxRate 0, no taxLabel.',
  },
  {
    id: 'w10',
    lang: 'en',
    split: 'tune',
    style: 'Singapore CRM paste, field: value',
    notes: `Account Name: Lumen Logistics Pte Ltd
Opportunity Name: WMS Cloud - expansion FY27
Stage: Negotiation
Close Date: 28/11/2026
Currency: SGD
Line Items:
  WMS Cloud additional users | Qty 30 | S$55 per user per month
  Handheld scanners | Qty 30 | S$620 each, one-time
Notes: existing 50 users at S$52/user/month remain on their current contract (not part of this quote)
Term: 12 months
Billing Frequency: Annually
Tax: GST 9%
Primary Contact: Wei Ling Tan | IT Director | weiling.tan@lumenlogistics.sg
Quote Valid Until: 15/12/2026`,
    expect: {
      fields: {
        custName: 'Lumen Logistics',
        custEmail: 'weiling.tan@lumenlogistics.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-15',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 19800, y2: 0, descHas: 'WMS' },
        { y1: 18600, y2: 0, descHas: 'scanner' },
      ],
      discounts: [],
      totals: { y1: 41856, y2: 0 },
      amounts: ['S$55', 'S$620', 'S$52'],
      notPrices: ['S$52'],
    },
    why: '30 x 55 x 12 = 19,800; 30 x 620 = 18,600 one-time. Net 38,400; GST 9% = 3,456; total 41,856. Existing users at S$52 are under contract (reading 13). Close date is not validUntil.',
  },
  {
    id: 'w11',
    lang: 'en',
    split: 'held',
    style: 'South African WhatsApp message',
    notes: `Morning Lwazi 👋 Karoo Mining Supplies is in! Safety Inspect for their 3 sites at R 7 250 per site per month, 24 months, monthly debit order. In year 2 they add a 4th site at the same rate. Once-off installation R 12 500. Prices excl. VAT, add 15%. Signer is Pieter van Wyk (MD), pieter@karoomining.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Mining',
        custSigner: 'Pieter van Wyk',
        custTitle: 'MD',
        custEmail: 'pieter@karoomining.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 261000, y2: 348000, descHas: 'Safety Inspect' },
        { y1: 12500, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 314525, y2: 400200 },
      amounts: ['R 7 250', 'R 12 500'],
    },
    why: 'Y1 3 x 7,250 x 12 = 261,000; y2 4 sites x 7,250 x 12 = 348,000. Y1 273,500 + VAT 41,025 = 314,525. Y2 348,000 + VAT 52,200 = 400,200.',
  },
  {
    id: 'w12',
    lang: 'es-419',
    split: 'held',
    style: 'Chilean internal note',
    notes: `Hola equipo, propuesta para Constructora Los Andes SpA (Santiago):
Plataforma ObraControl: 30 usuarios a $25.000 CLP por usuario al mes.
Contrato 24 meses, pago anual, inicio 01/02/2027.
El segundo año el precio sube a $27.000 por usuario al mes (mismos 30 usuarios).
Capacitación: 2 días a $450.000 el día.
Descuento de 8% sobre todo el contrato, ambos años.
Valores netos + IVA 19%.
Firma: Carolina Muñoz, Gerente de Administración y Finanzas, cmunoz@constructoralosandes.cl`,
    expect: {
      fields: {
        custName: 'Constructora Los Andes',
        custSigner: 'Carolina Muñoz',
        custTitle: 'Gerente de Administración y Finanzas',
        custEmail: 'cmunoz@constructoralosandes.cl',
        currency: 'CLP',
        billing: 'Annual',
        term: '24',
        startDate: '2027-02-01',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 9000000, y2: 9720000, descHas: 'ObraControl' },
        { y1: 900000, y2: 0, descHas: 'Capacitaci' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 10838520, y2: 10641456 },
      amounts: ['$25.000 CLP', '$27.000', '$450.000'],
    },
    why: '30 x 25,000 x 12 = 9,000,000; y2 30 x 27,000 x 12 = 9,720,000; capacitación 2 x 450,000 = 900,000. Y1 9,900,000 - 8% = 9,108,000 + IVA 1,730,520 = 10,838,520. Y2 9,720,000 - 8% = 8,942,400 + IVA 1,699,056 = 10,641,456.',
  },
  {
    id: 'w13',
    lang: 'en',
    split: 'held',
    style: 'US e-mail, per-student licences, sales tax',
    notes: `Subject: Pricing for Hudson Valley Montessori

Hi Jen,

Per our call this morning:
- ClassPulse: 320 students at $14/student/year
- Parent App add-on: $3/student/year, same 320 students
- Teacher training: 6 hours at $175/hour
1-year term, start date 1/5/2027. NY sales tax 8.875% applies (they're a private LLC, not exempt).
FYI their current vendor charges $19/student, so we're well under.
Signer: Dr. Maria Esposito, Head of School, mesposito@hvmontessori.org

Thanks,
Kyle`,
    expect: {
      fields: {
        custName: 'Hudson Valley Montessori',
        custSigner: 'Maria Esposito',
        custTitle: 'Head of School',
        custEmail: 'mesposito@hvmontessori.org',
        term: '12',
        startDate: '2027-01-05',
        taxLabel: 'sales tax',
        taxRate: 8.875,
      },
      lineItems: [
        { y1: 4480, y2: 0, descHas: 'ClassPulse' },
        { y1: 960, y2: 0, descHas: 'Parent App' },
        { y1: 1050, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 7065.99, y2: 0 },
      amounts: ['$14', '$3', '$175', '$19'],
      notPrices: ['$19'],
    },
    why: '320 x 14 = 4,480; 320 x 3 = 960; 6 x 175 = 1,050. Net 6,490; tax 8.875% = 575.9875 -> 575.99; total 7,065.99. US date 1/5/2027 = 5 Jan. Competitor price $19 is not a price.',
  },
  {
    id: 'w14',
    lang: 'en',
    split: 'held',
    style: 'Philippine e-mail, competitor quote',
    notes: `Hi Sir/Ma'am, good day!

Kindly prepare the proposal for Bayanihan Rural Bank, Inc. (Tarlac City):
- Core Lending subscription: ₱185,000 per month
- Term: 24 months, billed quarterly
- Year 2 rate: ₱195,000 per month
- Data migration: ₱450,000 one-time
- Prices are VAT-exclusive, please add 12% VAT
For reference, the other vendor quoted them ₱210,000/month.
Authorized signatory: Ma. Teresa Villanueva, AVP - IT, tvillanueva@bayanihanbank.com.ph

Thank you po!`,
    expect: {
      fields: {
        custName: 'Bayanihan Rural Bank',
        custSigner: 'Teresa Villanueva',
        custTitle: 'AVP - IT',
        custEmail: 'tvillanueva@bayanihanbank.com.ph',
        currency: 'PHP',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 2220000, y2: 2340000, descHas: 'Core Lending' },
        { y1: 450000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 2990400, y2: 2620800 },
      amounts: ['₱185,000', '₱195,000', '₱450,000', '₱210,000'],
      notPrices: ['₱210,000'],
    },
    why: '185,000 x 12 = 2,220,000; y2 195,000 x 12 = 2,340,000. Y1 2,670,000 + VAT 320,400 = 2,990,400. Y2 2,340,000 + VAT 280,800 = 2,620,800. Competitor quote is a notPrice.',
  },
  {
    id: 'w15',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian e-mail with slang (palos)',
    notes: `Buenas tardes, les comparto lo de Clínica San Rafael (Medellín):
• HistoriaClínica Web: 80 usuarios médicos a $95.000 por usuario/mes
• Módulo de facturación electrónica: $1.200.000 mensuales
• Migración de datos: 6 palos, pago único
Contrato 12 meses, facturación mensual. Valores en pesos colombianos, más IVA 19%.
Ojo: con el otro proveedor pagaban $110.000 por usuario.
Contacto y firma: Dr. Andrés Restrepo, Director Administrativo, arestrepo@clinicasanrafael.com.co`,
    expect: {
      fields: {
        custName: 'Clínica San Rafael',
        custSigner: 'Andrés Restrepo',
        custTitle: 'Director Administrativo',
        custEmail: 'arestrepo@clinicasanrafael.com.co',
        currency: 'COP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 91200000, y2: 0, descHas: 'HistoriaCl' },
        { y1: 14400000, y2: 0, descHas: 'facturaci' },
        { y1: 6000000, y2: 0, descHas: 'Migraci' },
      ],
      discounts: [],
      totals: { y1: 132804000, y2: 0 },
      amounts: ['$95.000', '$1.200.000', '6 palos', '$110.000'],
      notPrices: ['$110.000'],
    },
    why: "80 x 95,000 x 12 = 91,200,000; 1,200,000 x 12 = 14,400,000; 6 palos = 6,000,000 one-time. Net 111,600,000; IVA 21,204,000; total 132,804,000. The other vendor's $110.000 is a notPrice.",
  },
  {
    id: 'w16',
    lang: 'en',
    split: 'tune',
    style: 'Malaysian Slack message, scoped discount',
    notes: `hey can u draft one for Sinar Jaya Retail Sdn Bhd 🙏
POS Cloud for 18 outlets, RM 240 per outlet per month
12 mth contract, annual billing
+ 18 receipt printers @ RM 890 each (one-off), give them 15% off the printers only
SST 8% on everything
PIC: Encik Hafiz Rahman, Ops Manager, hafiz@sinarjaya.com.my`,
    expect: {
      fields: {
        custName: 'Sinar Jaya',
        custEmail: 'hafiz@sinarjaya.com.my',
        currency: 'MYR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'SST',
        taxRate: 8,
      },
      lineItems: [
        { y1: 51840, y2: 0, descHas: 'POS' },
        { y1: 13617, y2: 0, descHas: 'printer' },
      ],
      discounts: [],
      totals: { y1: 70693.56, y2: 0 },
      amounts: ['RM 240', 'RM 890'],
    },
    why: '18 x 240 x 12 = 51,840; printers 18 x 890 = 16,020 less 15% = 13,617 (scoped, folded in). Net 65,457; SST 8% = 5,236.56; total 70,693.56. PIC is not said to sign.',
  },
  {
    id: 'w17',
    lang: 'en',
    split: 'tune',
    style: 'Kenyan call notes, free months, budget',
    notes: `Call notes 19 Nov - Twiga Agrovet Ltd (Nairobi)
Spoke to James Mwangi (Finance Manager), who will sign. They'll take:
1) Stockist Portal - 60 users at KES 1,800/user/month
2) M-Pesa integration setup - KES 95,000 once
3) Gold support tier at KES 40,000/month
Term 12 months, billed monthly. First 2 months free on the Stockist Portal (reference customer deal). VAT 16%.
They mentioned a budget of around KES 1.5M, we're a bit over but James is fine with it.
Email: j.mwangi@twigaagrovet.co.ke`,
    expect: {
      fields: {
        custName: 'Twiga Agrovet',
        custSigner: 'James Mwangi',
        custTitle: 'Finance Manager',
        custEmail: 'j.mwangi@twigaagrovet.co.ke',
        currency: 'KES',
        billing: 'Monthly',
        term: '12',
        support: 'Gold',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 1080000, y2: 0, descHas: 'Stockist Portal' },
        { y1: 95000, y2: 0, descHas: 'M-Pesa' },
        { y1: 480000, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 1919800, y2: 0 },
      amounts: ['KES 1,800', 'KES 95,000', 'KES 40,000', 'KES 1.5M'],
      notPrices: ['KES 1.5M'],
    },
    why: 'Portal 60 x 1,800 x 10 billed months = 1,080,000; setup 95,000; Gold support 40,000 x 12 = 480,000. Net 1,655,000; VAT 264,800; total 1,919,800. Budget KES 1.5M is a notPrice.',
  },
  {
    id: 'w18',
    lang: 'es-419',
    split: 'tune',
    style: 'Peruvian structured note',
    notes: `Propuesta: Pesquera del Pacífico S.A.C. (Paita)
Producto: FlotaTrack, 14 embarcaciones x S/ 420 por embarcación al mes
Equipos GPS satelital: 14 x S/ 2,150 c/u (pago único)
Instalación: S/ 3,900 única vez
Plazo: 12 meses | Facturación: trimestral
IGV 18%
Validez de la oferta: 15 días
Firma: Ing. Luis Paredes, Gerente de Flota, lparedes@pesqueradelpacifico.pe`,
    expect: {
      fields: {
        custName: 'Pesquera del Pacífico',
        custSigner: 'Luis Paredes',
        custTitle: 'Gerente de Flota',
        custEmail: 'lparedes@pesqueradelpacifico.pe',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '12',
        validUntil: '2026-12-06',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 70560, y2: 0, descHas: 'FlotaTrack' },
        { y1: 30100, y2: 0, descHas: 'GPS' },
        { y1: 3900, y2: 0, descHas: 'Instalaci' },
      ],
      discounts: [],
      totals: { y1: 123380.8, y2: 0 },
      amounts: ['S/ 420', 'S/ 2,150', 'S/ 3,900'],
    },
    why: '14 x 420 x 12 = 70,560; 14 x 2,150 = 30,100; + 3,900. Net 104,560; IGV 18% = 18,820.80; total 123,380.80. Valid 15 days from 2026-11-21.',
  },
  {
    id: 'w19',
    lang: 'en',
    split: 'held',
    style: 'German author writing English, formal offer e-mail',
    notes: `Dear colleagues,

please find below the details for the offer to Brenner Maschinenbau GmbH (Stuttgart):

- IoT Monitor, edition "Industrial": 45 machines à EUR 39,00 per machine and month
- Gateway hardware: 5 pieces à EUR 1.180,00 (one-time)
- Commissioning on site: 3 days à EUR 1.250,00
- Contract duration 24 months, invoicing yearly
- For the second year the price per machine will be EUR 42,00
- Hosting region: EU (Frankfurt)

All prices are net, plus 19 % VAT. German law applies. The offer is valid for 4 weeks.
Signatory on customer side: Dr. Stefan Krüger, Head of Production, s.krueger@brenner-mb.de

Best regards / Mit freundlichen Grüßen
Markus Vogel`,
    expect: {
      fields: {
        custName: 'Brenner Maschinenbau',
        custSigner: 'Stefan Krüger',
        custTitle: 'Head of Production',
        custEmail: 's.krueger@brenner-mb.de',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        edition: 'Industrial',
        region: 'Frankfurt',
        governingLaw: 'German',
        validUntil: '2026-12-19',
        taxLabel: 'VAT',
        taxRate: 19,
      },
      lineItems: [
        { y1: 21060, y2: 22680, descHas: 'IoT Monitor' },
        { y1: 5900, y2: 0, descHas: 'Gateway' },
        { y1: 3750, y2: 0, descHas: 'Commissioning' },
      ],
      discounts: [],
      totals: { y1: 36544.9, y2: 26989.2 },
      amounts: ['EUR 39,00', 'EUR 1.180,00', 'EUR 1.250,00', 'EUR 42,00'],
    },
    why: 'German number format (reading 21). 45 x 39 x 12 = 21,060; y2 45 x 42 x 12 = 22,680; gateways 5 x 1,180 = 5,900; commissioning 3 x 1,250 = 3,750. Y1 30,710 + VAT 5,834.90 = 36,544.90. Y2 22,680 + VAT 4,309.20 = 26,989.20. Valid 4 weeks = 2026-12-19.',
  },
  {
    id: 'w20',
    lang: 'en',
    split: 'tune',
    style: 'Dutch author writing English, usage tiers',
    notes: `Hi team,

Van der Berg Webshops B.V. (Utrecht) signed off on Mail Relay today!
- Committed volume: 2.5 million emails per month
- Our staffel (tiers), whole volume priced at the tier reached: up to 1 million €0.55 per 1,000 emails; 1 to 5 million €0.40 per 1,000; above 5 million €0.30 per 1,000. So they are in the middle tier.
- 2 dedicated IPs at €45 per IP per month
- One-time onboarding €750
12 months, monthly invoicing, 21% VAT (BTW) on top.
Signing: Daan van der Berg, owner, daan@vdbwebshops.nl

Groetjes,
Eva`,
    expect: {
      fields: {
        custName: 'Van der Berg Webshops',
        custSigner: 'Daan van der Berg',
        custTitle: 'owner',
        custEmail: 'daan@vdbwebshops.nl',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 21,
      },
      lineItems: [
        { y1: 12000, y2: 0, descHas: 'mail' },
        { y1: 1080, y2: 0, descHas: 'dedicated' },
        { y1: 750, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 16734.3, y2: 0 },
      amounts: ['€0.55', '€0.40', '€0.30', '€45', '€750'],
      notPrices: ['€0.55', '€0.30'],
    },
    why: '2,500,000 / 1,000 x €0.40 x 12 = 12,000 (readings 14, 15); 2 x 45 x 12 = 1,080; onboarding 750. Net 13,830; VAT 21% = 2,904.30; total 16,734.30. Tiers not reached are notPrices.',
  },
  {
    id: 'w21',
    lang: 'es-419',
    split: 'held',
    style: 'Ecuadorian note, free months and year-two price',
    notes: `Buen día, propuesta para la Cooperativa de Ahorro y Crédito Nueva Esperanza (Cuenca):
- Core Financiero en la nube: USD 6.800 mensuales. Los primeros 3 meses del core sin costo.
- Soporte Premium 24x7: USD 900 al mes
- Migración de datos: USD 15.000, una sola vez
Contrato de 24 meses, facturación mensual. En el segundo año el core pasa a USD 7.100 mensuales.
Más IVA 15%.
Firma: Econ. Patricia Vásquez, Gerente General, pvasquez@nuevaesperanza.fin.ec`,
    expect: {
      fields: {
        custName: 'Nueva Esperanza',
        custSigner: 'Patricia Vásquez',
        custTitle: 'Gerente General',
        custEmail: 'pvasquez@nuevaesperanza.fin.ec',
        currency: 'USD',
        billing: 'Monthly',
        term: '24',
        support: 'Premium',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 61200, y2: 85200, descHas: 'Core' },
        { y1: 10800, y2: 10800, descHas: 'Soporte' },
        { y1: 15000, y2: 0, descHas: 'Migraci' },
      ],
      discounts: [],
      totals: { y1: 100050, y2: 110400 },
      amounts: ['USD 6.800', 'USD 900', 'USD 15.000', 'USD 7.100'],
    },
    why: 'Core 6,800 x 9 billed months (3 free) = 61,200; y2 7,100 x 12 = 85,200. Soporte 900 x 12 = 10,800 both years. Y1 87,000 + IVA 13,050 = 100,050. Y2 96,000 + IVA 14,400 = 110,400.',
  },
  {
    id: 'w22',
    lang: 'en',
    split: 'held',
    style: 'US bullet recap, nonprofit, fixed discount',
    notes: `Quick recap - Riverside Food Bank (Sacramento, CA)
- DonorDesk, Nonprofit edition: 12 staff seats @ $29/seat/mo
- Volunteer Scheduler add-on: $1,200/yr
- 2-yr term, billed annually
- $500 off each year as a community grant (applies to both years)
- They're a 501(c)(3), tax exempt - cert on file, no sales tax
- Signer: Luis Ortega, Executive Director, lortega@riversidefoodbank.org`,
    expect: {
      fields: {
        custName: 'Riverside Food Bank',
        custSigner: 'Luis Ortega',
        custTitle: 'Executive Director',
        custEmail: 'lortega@riversidefoodbank.org',
        billing: 'Annual',
        term: '24',
        edition: 'Nonprofit',
        taxRate: 0,
      },
      lineItems: [
        { y1: 4176, y2: 4176, descHas: 'DonorDesk' },
        { y1: 1200, y2: 1200, descHas: 'Volunteer' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: true }],
      totals: { y1: 4876, y2: 4876 },
      amounts: ['$29', '$1,200', '$500'],
    },
    why: '12 x 29 x 12 = 4,176; add-on 1,200; 5,376 - 500 = 4,876 each year. Tax exempt: taxRate 0.',
  },
  {
    id: 'w23',
    lang: 'en',
    split: 'tune',
    style: 'Welsh call notes, support tier options',
    notes: `Notes from Tuesday's call - Cardiff Bay Analytics Ltd
They compared the three support tiers (Bronze £2,000/yr, Silver £4,500/yr, Gold £9,000/yr) and went with Silver.
Platform: DataLake Essentials, 5 TB at £210 per TB per month.
Professional services: 4 days at £1,100/day for pipeline setup.
12 months, billed quarterly. VAT 20%. Governed by the laws of England and Wales.
Signer: Rhys Morgan (CTO), rhys@cardiffbayanalytics.co.uk. Quote valid till 31/12/2026.`,
    expect: {
      fields: {
        custName: 'Cardiff Bay Analytics',
        custSigner: 'Rhys Morgan',
        custTitle: 'CTO',
        custEmail: 'rhys@cardiffbayanalytics.co.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '12',
        support: 'Silver',
        governingLaw: 'England',
        validUntil: '2026-12-31',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 4500, y2: 0, descHas: 'Silver' },
        { y1: 12600, y2: 0, descHas: 'DataLake' },
        { y1: 4400, y2: 0, descHas: 'services' },
      ],
      discounts: [],
      totals: { y1: 25800, y2: 0 },
      amounts: ['£2,000', '£4,500', '£9,000', '£210', '£1,100'],
      notPrices: ['£2,000', '£9,000'],
    },
    why: 'Silver support 4,500; 5 x 210 x 12 = 12,600; 4 x 1,100 = 4,400. Net 21,500; VAT 4,300; total 25,800. Bronze and Gold are unchosen options.',
  },
  {
    id: 'w24',
    lang: 'es-419',
    split: 'tune',
    style: 'Costa Rican message, prepayment discount',
    notes: `Hola! Para Hotel Brisas del Pacífico (Tamarindo, Guanacaste). Montos en colones:
- Sistema de reservas HotelDesk: ₡450.000 por mes
- Channel manager: ₡85.000 por mes
- Capacitación virtual: 10 horas a ₡25.000 la hora
12 meses, pago anual por adelantado. Por pagar por adelantado les damos 5% de descuento sobre el total.
IVA 13%.
Contacto y firma: Sofía Jiménez, gerente general, sjimenez@brisasdelpacifico.cr`,
    expect: {
      fields: {
        custName: 'Brisas del Pacífico',
        custSigner: 'Sofía Jiménez',
        custTitle: 'gerente general',
        custEmail: 'sjimenez@brisasdelpacifico.cr',
        currency: 'CRC',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 5400000, y2: 0, descHas: 'HotelDesk' },
        { y1: 1020000, y2: 0, descHas: 'Channel' },
        { y1: 250000, y2: 0, descHas: 'Capacitaci' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 7160245, y2: 0 },
      amounts: ['₡450.000', '₡85.000', '₡25.000'],
    },
    why: '450,000 x 12 = 5,400,000; 85,000 x 12 = 1,020,000; 10 x 25,000 = 250,000. Subtotal 6,670,000 - 5% = 6,336,500; IVA 13% = 823,745; total 7,160,245.',
  },
  {
    id: 'w25',
    lang: 'en',
    split: 'held',
    style: 'Canadian internal e-mail with headers, 3-year term',
    notes: `From: Priya Nair
To: Deal Desk
Subject: Prairie Grain Co-op - 3 yr proposal

Hi folks,

Prairie Grain Co-op (Lethbridge, AB) is ready to go:
• Grain Ledger Enterprise: C$2,950/month
• Scale-house kiosks: 4 @ C$3,400 each, one time
• Custom ERP integration: 60 hrs @ C$165/hr
36-month term, annual billing. The Grain Ledger price goes up 5% in year 2. GST 5% only (Alberta, no PST).
Customer signer: Dale Henderson, General Manager, dale.henderson@prairiegrain.ca
Our signatory: Priya Nair, Regional Director.

Thanks, Priya`,
    expect: {
      fields: {
        custName: 'Prairie Grain',
        custSigner: 'Dale Henderson',
        custTitle: 'General Manager',
        custEmail: 'dale.henderson@prairiegrain.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '36',
        taxLabel: 'GST',
        taxRate: 5,
        lucSigner: 'Priya Nair',
        lucTitle: 'Regional Director',
      },
      lineItems: [
        { y1: 35400, y2: 37170, descHas: 'Grain Ledger' },
        { y1: 13600, y2: 0, descHas: 'kiosk' },
        { y1: 9900, y2: 0, descHas: 'integration' },
      ],
      discounts: [],
      totals: { y1: 61845, y2: 39028.5 },
      amounts: ['C$2,950', 'C$3,400', 'C$165'],
    },
    why: '2,950 x 12 = 35,400; y2 x 1.05 = 37,170; kiosks 4 x 3,400 = 13,600; integration 60 x 165 = 9,900. Y1 58,900 + GST 2,945 = 61,845. Y2 37,170 + GST 1,858.50 = 39,028.50.',
  },
  {
    id: 'w26',
    lang: 'en',
    split: 'held',
    style: 'Indian e-mail, per-device licences, year-two growth',
    notes: `Dear Sir,
As discussed pls prepare quote for Shree Ganesh Hospitals, Indore.
MDM (mobile device mgmt) for 400 tablets @ Rs. 85 per device per month. Duration 2 years, billing quarterly. Yr 2 device count increasing to 550, same rate.
Kiosk lockdown configuration one-time Rs. 60,000.
GST @18% extra.
FYI competitor quote was Rs. 95/device/month.
Authorised signatory: Dr. R. K. Sharma, Medical Director, rksharma@shreeganeshhospitals.in
Thanks & regards
Vikram`,
    expect: {
      fields: {
        custName: 'Shree Ganesh Hospitals',
        custSigner: 'Sharma',
        custTitle: 'Medical Director',
        custEmail: 'rksharma@shreeganeshhospitals.in',
        currency: 'INR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 408000, y2: 561000, descHas: 'MDM' },
        { y1: 60000, y2: 0, descHas: 'Kiosk' },
      ],
      discounts: [],
      totals: { y1: 552240, y2: 661980 },
      amounts: ['Rs. 85', 'Rs. 60,000', 'Rs. 95'],
      notPrices: ['Rs. 95'],
    },
    why: '400 x 85 x 12 = 4,08,000; y2 550 x 85 x 12 = 5,61,000. Y1 4,68,000 + GST 84,240 = 5,52,240. Y2 5,61,000 + GST 1,00,980 = 6,61,980. Competitor Rs. 95 is a notPrice.',
  },
  {
    id: 'w27',
    lang: 'es-419',
    split: 'tune',
    style: 'Dominican request with a later quantity correction, missing accents',
    notes: `Saludos, favor preparar propuesta para Farmacias Caribe, SRL (Santo Domingo):
- POS + Inventario para 9 sucursales, RD$ 6,500 por sucursal mensual
- Impresoras fiscales: 9 x RD$ 14,000 c/u (pago unico)
- Contrato 12 meses, facturacion mensual
- ITBIS 18%
Actualizacion 3:40 pm: me confirmaron que son 11 sucursales, no 9 (impresoras tambien 11).
Firma: Lic. Ramon Peralta, Gerente Administrativo, rperalta@farmaciascaribe.com.do`,
    expect: {
      fields: {
        custName: 'Farmacias Caribe',
        custSigner: 'Ramon Peralta',
        custTitle: 'Gerente Administrativo',
        custEmail: 'rperalta@farmaciascaribe.com.do',
        currency: 'DOP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'ITBIS',
        taxRate: 18,
      },
      lineItems: [
        { y1: 858000, y2: 0, descHas: 'POS' },
        { y1: 154000, y2: 0, descHas: 'Impresoras' },
      ],
      discounts: [],
      totals: { y1: 1194160, y2: 0 },
      amounts: ['RD$ 6,500', 'RD$ 14,000'],
    },
    why: 'Corrected to 11 branches (reading 28): 11 x 6,500 x 12 = 858,000; printers 11 x 14,000 = 154,000. Net 1,012,000; ITBIS 18% = 182,160; total 1,194,160. Comma thousands (reading 22).',
  },
  {
    id: 'w28',
    lang: 'en',
    split: 'held',
    style: 'Nigerian message, quarterly price',
    notes: `Good afternoon boss,
Lekki Microfinance Bank Ltd confirmed today. Details:
- Mobile banking app licence: ₦1,800,000 per quarter, 12-month tenor, billed quarterly
- USSD gateway setup: ₦750,000 one-off
- On-site training: 2 weeks at ₦250,000 per week (one-off)
VAT 7.5%.
Their MD, Mrs. Funmi Adeyemi, will sign - funmi.adeyemi@lekkimfb.ng
Thanks`,
    expect: {
      fields: {
        custName: 'Lekki Microfinance',
        custSigner: 'Funmi Adeyemi',
        custTitle: 'MD',
        custEmail: 'funmi.adeyemi@lekkimfb.ng',
        currency: 'NGN',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 7200000, y2: 0, descHas: 'Mobile banking' },
        { y1: 750000, y2: 0, descHas: 'USSD' },
        { y1: 500000, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 9083750, y2: 0 },
      amounts: ['₦1,800,000', '₦750,000', '₦250,000'],
    },
    why: '1,800,000 per quarter x 4 = 7,200,000; setup 750,000; training 2 x 250,000 = 500,000. Net 8,450,000; VAT 7.5% = 633,750; total 9,083,750.',
  },
  {
    id: 'w29',
    lang: 'en',
    split: 'held',
    style: 'UAE bulleted request, whole-deal discount',
    notes: `Gulf Star Facilities Management LLC - Dubai
CAFM proposal:
* 250 technician licences x AED 75/month
* 20 supervisor licences x AED 190/month
* Rugged mobile devices: 250 x AED 1,350 (one time)
* 12 months, monthly invoicing
* 7% discount on the whole deal
* VAT 5%
Contact: Mr. Imran Qureshi, Procurement Manager, imran.q@gulfstarfm.ae`,
    expect: {
      fields: {
        custName: 'Gulf Star',
        custEmail: 'imran.q@gulfstarfm.ae',
        currency: 'AED',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 5,
      },
      lineItems: [
        { y1: 225000, y2: 0, descHas: 'technician' },
        { y1: 45600, y2: 0, descHas: 'supervisor' },
        { y1: 337500, y2: 0, descHas: 'devices' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: false }],
      totals: { y1: 593809.65, y2: 0 },
      amounts: ['AED 75', 'AED 190', 'AED 1,350'],
    },
    why: '250 x 75 x 12 = 225,000; 20 x 190 x 12 = 45,600; 250 x 1,350 = 337,500. Subtotal 608,100 - 7% = 565,533; VAT 5% = 28,276.65; total 593,809.65. Imran is a contact, not said to sign.',
  },
  {
    id: 'w30',
    lang: 'es-419',
    split: 'tune',
    style: 'Guatemalan note with budget',
    notes: `Propuesta para Exportadora Café Volcán, S.A. (Antigua Guatemala). Montos en quetzales.
Servicio: Trazabilidad de lotes, licencia por sitio: 3 beneficios a Q 2,800 por sitio al mes.
Consultoría de implementación: 40 horas a Q 450 la hora.
Plazo 12 meses, pago trimestral. Precios no incluyen IVA (12%).
El cliente tiene un presupuesto de Q 150,000 para este año.
Firma: Andrea Morales, Gerente de Calidad, amorales@cafevolcan.com.gt`,
    expect: {
      fields: {
        custName: 'Café Volcán',
        custSigner: 'Andrea Morales',
        custTitle: 'Gerente de Calidad',
        custEmail: 'amorales@cafevolcan.com.gt',
        currency: 'GTQ',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 100800, y2: 0, descHas: 'Trazabilidad' },
        { y1: 18000, y2: 0, descHas: 'Consultor' },
      ],
      discounts: [],
      totals: { y1: 133056, y2: 0 },
      amounts: ['Q 2,800', 'Q 450', 'Q 150,000'],
      notPrices: ['Q 150,000'],
    },
    why: '3 sites x 2,800 x 12 = 100,800; 40 h x 450 = 18,000. Net 118,800; IVA 12% = 14,256; total 133,056. Budget Q 150,000 is a notPrice; comma thousands (reading 22).',
  },
  {
    id: 'w31',
    lang: 'en',
    split: 'held',
    style: 'Hong Kong one-paragraph note, bundle',
    notes: `Harbour View Property Management Ltd - going with the Estate Suite bundle (tenant app + visitor management + e-billing) at HK$19,500 per month. Bought separately that would be HK$9,000 + HK$7,800 + HK$5,200 a month. Plus 6 visitor kiosks at HK$8,800 each, one-off. 1 year, billed annually. No tax applies (Hong Kong). Signer: Mr. Kenneth Chan, Director, kenneth.chan@harbourviewpm.hk`,
    expect: {
      fields: {
        custName: 'Harbour View',
        custSigner: 'Kenneth Chan',
        custTitle: 'Director',
        custEmail: 'kenneth.chan@harbourviewpm.hk',
        currency: 'HKD',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 234000, y2: 0, descHas: 'Estate Suite' },
        { y1: 52800, y2: 0, descHas: 'kiosk' },
      ],
      discounts: [],
      totals: { y1: 286800, y2: 0 },
      amounts: ['HK$19,500', 'HK$9,000', 'HK$7,800', 'HK$5,200', 'HK$8,800'],
      notPrices: ['HK$9,000', 'HK$7,800', 'HK$5,200'],
    },
    why: 'Bundle 19,500 x 12 = 234,000 (reading 18); kiosks 6 x 8,800 = 52,800. Total 286,800, no tax (taxRate 0). Component prices are notPrices.',
  },
  {
    id: 'w32',
    lang: 'en',
    split: 'held',
    style: 'Scottish Slack message with typos, 3-year, free months and uplift',
    notes: `ok so Highland Distillers Co (Speyside) - 3 yr deal agreed!! 🥃
BrewTrack Pro, 8 sites @ £275/site/month, first 3 mnths free on all sites as launch promo
3% uplift yr2
onbaording £3,750 one off
anual invoicing, start 1 March 2027
+VAT 20%
Fiona MacLeod (Ops Director) signs, fiona.macleod@highlanddistillers.co.uk`,
    expect: {
      fields: {
        custName: 'Highland Distillers',
        custSigner: 'Fiona MacLeod',
        custTitle: 'Ops Director',
        custEmail: 'fiona.macleod@highlanddistillers.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '36',
        startDate: '2027-03-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 19800, y2: 27192, descHas: 'BrewTrack' },
        { y1: 3750, y2: 0 },
      ],
      discounts: [],
      totals: { y1: 28260, y2: 32630.4 },
      amounts: ['£275', '£3,750'],
    },
    why: 'Y1 8 x 275 x 9 billed months = 19,800; y2 8 x 275 x 1.03 x 12 = 27,192 (free months do not repeat). Y1 23,550 + VAT 4,710 = 28,260. Y2 27,192 + VAT 5,438.40 = 32,630.40. The onboarding line has no descHas because the note misspells it ("onbaording").',
  },
  {
    id: 'w33',
    lang: 'es-419',
    split: 'held',
    style: 'Uruguayan note, 3-year with scoped adjustment',
    notes: `Propuesta para Frigorífico Río Negro S.A. (Fray Bentos):
- Plataforma de mantenimiento MantePro: 50 activos a U$S 12 por activo por mes
- Sensores IoT: 20 unidades a U$S 185 c/u (pago único)
Contrato por 36 meses, facturación anual. Ajuste de 3% anual sobre la plataforma a partir del segundo año.
IVA 22%.
Firma: Ing. Martín Pereira, Jefe de Planta, mpereira@frigorificorionegro.com.uy`,
    expect: {
      fields: {
        custName: 'Frigorífico Río Negro',
        custSigner: 'Martín Pereira',
        custTitle: 'Jefe de Planta',
        custEmail: 'mpereira@frigorificorionegro.com.uy',
        currency: 'USD',
        billing: 'Annual',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 7200, y2: 7416, descHas: 'MantePro' },
        { y1: 3700, y2: 0, descHas: 'Sensores' },
      ],
      discounts: [],
      totals: { y1: 13298, y2: 9047.52 },
      amounts: ['U$S 12', 'U$S 185'],
    },
    why: '50 x 12 x 12 = 7,200; y2 x 1.03 = 7,416; sensors 20 x 185 = 3,700 one-time. Y1 10,900 + IVA 2,398 = 13,298. Y2 7,416 + IVA 1,631.52 = 9,047.52.',
  },
  {
    id: 'w34',
    lang: 'en',
    split: 'tune',
    style: 'US deal summary, committed usage, overage',
    notes: `Deal summary - Apex Telehealth Inc. (Austin, TX)
Product: VideoVisit API
- Committed usage: 50,000 visit-minutes/month at $0.06/min (overage at $0.08/min billed in arrears, not part of the proposal)
- Platform fee: $1,500/month
- HIPAA BAA + dedicated tenant: $6,000/yr
- SLA: 99.95% uptime
- Term: 24 months, annual prepay. Year 2 commit goes up to 70,000 minutes/month at the same rate.
- No sales tax on this one per finance.
- Signer: Dr. Alan Brooks, CEO, abrooks@apextelehealth.com`,
    expect: {
      fields: {
        custName: 'Apex Telehealth',
        custSigner: 'Alan Brooks',
        custTitle: 'CEO',
        custEmail: 'abrooks@apextelehealth.com',
        billing: 'Annual',
        term: '24',
        sla: '99.95',
        taxRate: 0,
      },
      lineItems: [
        { y1: 36000, y2: 50400, descHas: 'usage' },
        { y1: 18000, y2: 18000, descHas: 'Platform' },
        { y1: 6000, y2: 6000, descHas: 'BAA' },
      ],
      discounts: [],
      totals: { y1: 60000, y2: 74400 },
      amounts: ['$0.06', '$0.08', '$1,500', '$6,000'],
      notPrices: ['$0.08'],
    },
    why: 'Usage 50,000 x 0.06 x 12 = 36,000; y2 70,000 x 0.06 x 12 = 50,400; platform 1,500 x 12 = 18,000; BAA 6,000/yr. Y1 60,000; Y2 74,400. Overage rate is not priced (reading 15). No tax: taxRate 0.',
  },
  {
    id: 'w35',
    lang: 'en',
    split: 'tune',
    style: 'Australian school message, fixed credit',
    notes: `G'day team - St Brigid's College (Ballarat VIC) want LearnHub:
- 860 students at A$24 per student per year
- 70 staff accounts at A$60 per staff member per year
- One-off setup A$1,950
12 month term, billed annually. We're giving A$2,000 off the total as an early-adopter credit. Prices ex GST, add 10%.
Principal Mrs Kathleen Doyle signs, kdoyle@stbrigids.vic.edu.au. Quote valid until 12/12/2026.`,
    expect: {
      fields: {
        custName: "St Brigid's College",
        custSigner: 'Kathleen Doyle',
        custTitle: 'Principal',
        custEmail: 'kdoyle@stbrigids.vic.edu.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-12',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 20640, y2: 0, descHas: 'student' },
        { y1: 4200, y2: 0, descHas: 'staff' },
        { y1: 1950, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 27269, y2: 0 },
      amounts: ['A$24', 'A$60', 'A$1,950', 'A$2,000'],
    },
    why: '860 x 24 = 20,640; 70 x 60 = 4,200; setup 1,950. Subtotal 26,790 - 2,000 = 24,790; GST 2,479; total 27,269.',
  },
  {
    id: 'w36',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish (Canary Islands) e-mail, IGIC, first-year line discount',
    notes: `Buenos días:

Os paso la oferta para Hoteles Atlántico Canarias, S.A. (Las Palmas de Gran Canaria):
— Licencia HotelOps Pro para 4 hoteles a 890 € por hotel y mes
— Puesta en marcha: 2.400 € (pago único)
— Duración 24 meses, facturación mensual, inicio el 1 de enero de 2027
— El segundo año se añade un quinto hotel al mismo precio
— Descuento del 10% solo sobre las licencias y solo el primer año
— Impuesto: IGIC 7% (no IVA, están en Canarias)
Firmante: Dña. Elena Quintana, directora financiera, equintana@hotelesatlantico.es

Saludos,
Pablo`,
    expect: {
      fields: {
        custName: 'Hoteles Atlántico',
        custSigner: 'Elena Quintana',
        custTitle: 'directora financiera',
        custEmail: 'equintana@hotelesatlantico.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24',
        startDate: '2027-01-01',
        taxLabel: 'IGIC',
        taxRate: 7,
      },
      lineItems: [
        { y1: 38448, y2: 53400, descHas: 'HotelOps' },
        { y1: 2400, y2: 0, descHas: 'Puesta en marcha' },
      ],
      discounts: [],
      totals: { y1: 43707.36, y2: 57138 },
      amounts: ['890 €', '2.400 €'],
    },
    why: 'Y1 4 x 890 x 12 = 42,720 less 10% (licences only, year one only) = 38,448; y2 5 x 890 x 12 = 53,400 at full price. Y1 40,848 + IGIC 2,859.36 = 43,707.36. Y2 53,400 + IGIC 3,738 = 57,138.',
  },
  {
    id: 'w37',
    lang: 'en',
    split: 'tune',
    style: 'Pakistani e-mail, provincial sales tax',
    notes: `AoA team,
Lahore Textile Mills Ltd wants our HR & Payroll cloud for 1,100 employees at PKR 120 per employee per month. 12 months, billed monthly.
Biometric attendance devices: 12 units at PKR 45,000 each (one-time).
Implementation fee: PKR 350,000 (one-time).
Punjab sales tax on services 16% to be added.
Signatory: Mr. Bilal Chaudhry, GM HR, bilal.chaudhry@lahoretextile.pk
JazakAllah`,
    expect: {
      fields: {
        custName: 'Lahore Textile',
        custSigner: 'Bilal Chaudhry',
        custTitle: 'GM HR',
        custEmail: 'bilal.chaudhry@lahoretextile.pk',
        currency: 'PKR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 16,
      },
      lineItems: [
        { y1: 1584000, y2: 0, descHas: 'Payroll' },
        { y1: 540000, y2: 0, descHas: 'Biometric' },
        { y1: 350000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 2869840, y2: 0 },
      amounts: ['PKR 120', 'PKR 45,000', 'PKR 350,000'],
    },
    why: '1,100 x 120 x 12 = 1,584,000; 12 x 45,000 = 540,000; implementation 350,000. Net 2,474,000; sales tax 16% = 395,840; total 2,869,840.',
  },
  {
    id: 'w38',
    lang: 'en',
    split: 'held',
    style: 'Swedish author writing English, chat message',
    notes: `Hej! Nordvik Logistik AB accepted 🎉
RouteOptimizer for 35 vehicles at SEK 450 per vehicle per month + telematics boxes, 35 x SEK 2,400 one-time.
Term 24 months, invoiced quarterly, start 15 Jan 2027. In year two they go to 40 vehicles.
6% discount on the whole order, year 1 only.
VAT (moms) 25%.
Signer: Anna Lindqvist, Head of Logistics, anna.lindqvist@nordvik.se`,
    expect: {
      fields: {
        custName: 'Nordvik Logistik',
        custSigner: 'Anna Lindqvist',
        custTitle: 'Head of Logistics',
        custEmail: 'anna.lindqvist@nordvik.se',
        currency: 'SEK',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-01-15',
        taxLabel: 'VAT',
        taxRate: 25,
      },
      lineItems: [
        { y1: 189000, y2: 216000, descHas: 'RouteOptimizer' },
        { y1: 84000, y2: 0, descHas: 'telematics' },
      ],
      discounts: [{ kind: 'pct', value: 6, y1: true, y2: false }],
      totals: { y1: 320775, y2: 270000 },
      amounts: ['SEK 450', 'SEK 2,400'],
    },
    why: '35 x 450 x 12 = 189,000; y2 40 x 450 x 12 = 216,000; boxes 35 x 2,400 = 84,000. Y1 273,000 - 6% = 256,620 + VAT 64,155 = 320,775. Y2 216,000 (no discount) + VAT 54,000 = 270,000.',
  },
  {
    id: 'w39',
    lang: 'en',
    split: 'tune',
    style: 'US terse one-liner, services, order form',
    notes: `Pinecrest CU - need an order form pls: security assessment 120 hrs @ $210/hr + external pen test $14,500 flat. all one-time, bill on completion. no tax (services). valid thru 12/15/2026. signer Tom Reyes, CISO`,
    expect: {
      fields: {
        custName: 'Pinecrest',
        custSigner: 'Tom Reyes',
        custTitle: 'CISO',
        billing: 'One-time',
        validUntil: '2026-12-15',
        taxRate: 0,
        docType: 'order',
      },
      lineItems: [
        { y1: 25200, y2: 0, descHas: 'assessment' },
        { y1: 14500, y2: 0, descHas: 'pen test' },
      ],
      discounts: [],
      totals: { y1: 39700, y2: 0 },
      amounts: ['$210', '$14,500'],
    },
    why: '120 x 210 = 25,200; pen test 14,500 flat. Total 39,700, no tax. No term stated. US date 12/15/2026.',
  },
  {
    id: 'w40',
    lang: 'en',
    split: 'held',
    style: 'New Zealand forwarded reply with quoted earlier draft',
    notes: `Fwd: Re: Waikato Vet Clinics - proposal

Hi Mark, update from Sarah at Waikato Vet Clinics: they've negotiated VetPractice down to NZ$315 per clinic per month, and they want 12 clinics, not 10. Also add the SMS reminders add-on at NZ$95/clinic/month for all 12. Onboarding NZ$4,000 one-off. 12 months, monthly billing, GST 15% on top.
Signer: Sarah Thompson, Practice Manager, sarah@waikatovets.co.nz

> On Thu, 19 Nov 2026 at 10:02, Mark Evans wrote:
> Draft: 10 clinics on VetPractice at NZ$340/clinic/month, 12 months.`,
    expect: {
      fields: {
        custName: 'Waikato Vet',
        custSigner: 'Sarah Thompson',
        custTitle: 'Practice Manager',
        custEmail: 'sarah@waikatovets.co.nz',
        currency: 'NZD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 45360, y2: 0, descHas: 'VetPractice' },
        { y1: 13680, y2: 0, descHas: 'SMS' },
        { y1: 4000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 72496, y2: 0 },
      amounts: ['NZ$315', 'NZ$95', 'NZ$4,000', 'NZ$340'],
      notPrices: ['NZ$340'],
    },
    why: 'The newer message wins: 12 x 315 x 12 = 45,360; SMS 12 x 95 x 12 = 13,680; onboarding 4,000. Net 63,040; GST 15% = 9,456; total 72,496. The quoted NZ$340 draft is superseded.',
  },
];
