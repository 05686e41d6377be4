import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 16: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Scotland, Canada, Australia, New Zealand, India, Ireland, South Africa,
 * Singapore, Hong Kong, Israel, Saudi Arabia, Nigeria, Kenya, UAE;
 * 12 Spanish: Mexico, Argentina, Colombia, Chile, Peru, Uruguay, Paraguay,
 * Bolivia, Panama, Venezuela and two from Spain) for draft_proposal /
 * POST /proposals.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * readings header and two entries of corpus 13, for format).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (those of corpus 13, restated):
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
 * 17. "45p" (pence) = GBP 0.45. Space-grouped thousands ("R 7 250") are one
 *     number. "B/." (balboa, at par with USD) gives no currency expectation.
 * 18. A bundle sold at one price is one line; the separate component prices
 *     shown only for comparison are notPrices.
 * 19. PO numbers, order references, payment terms ("net 30", "30 días fecha
 *     factura"), timestamps and quantities are not amounts.
 * 20. docType is expected only when the note asks for an order form ('order')
 *     or an agreement ('agreement') in so many words. lucSigner/lucTitle only
 *     when the note names the company's own signatory as such.
 */

export const BLIND_NOTES_16: BlindNote[] = [
  {
    id: 'v01',
    lang: 'en',
    split: 'held',
    style: 'US CRM activity log pasted',
    notes: `Activity History - Opportunity: Brightwater Dental Group - Scheduling Expansion
11/18/2026 2:14 PM | Call | J. Moreno | Spoke w/ Karen Liu (COO). They want the scheduling module for all 14 locations.
11/19/2026 9:02 AM | Email | J. Moreno | Sent pricing: Scheduling $189/location/mo, annual billing. Setup $350 per location, one-time.
11/20/2026 4:40 PM | Note | J. Moreno | Karen asked about payment terms -> net 30 OK. PO to follow (PO ref BWD-2026-0447). Budget ceiling she mentioned: $40k for year one.
11/21/2026 8:15 AM | Task | J. Moreno | Draft proposal. Term 12 months starting 1/4/2027. Signer Karen Liu, COO, kliu@brightwaterdental.com`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        custSigner: 'Karen Liu',
        custTitle: 'COO',
        custEmail: 'kliu@brightwaterdental.com',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 31752, y2: 0, descHas: 'Scheduling' },
        { y1: 4900, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 36652, y2: 0 },
      amounts: ['$189', '$350', '$40k'],
      notPrices: ['$40k'],
    },
    why: '14 locations x $189 x 12; setup is per location (14 x $350). Budget $40k is not a price; net 30, PO ref and log timestamps are not amounts; US date 1/4/2027 = 4 Jan.',
  },
  {
    id: 'v02',
    lang: 'en',
    split: 'held',
    style: 'UK deal-desk approval chain',
    notes: `Deal desk thread - Pemberton & Hale Solicitors (new logo)

Rep (Gemma Fox): Requesting 15% off the total for a 2-year commitment. Lines: Case Manager, 35 users @ £32/user/month; Document Automation add-on £2,400/yr flat.
Sales Manager (Rob Ellis): 15% is too rich. I can support 10%.
VP Sales (Alison Kerr): Approved at 12% on the whole deal, both years. No further concessions.
Rep (Gemma Fox): Thanks all. Customer confirms 24 months, invoiced annually in advance. In year 2 the per-user price moves to £34; the add-on stays flat. Prices ex VAT at 20%.
Our signatory will be Alison Kerr, VP Sales.`,
    expect: {
      fields: {
        custName: 'Pemberton & Hale',
        billing: 'Annual',
        term: '24',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        lucSigner: 'Alison Kerr',
        lucTitle: 'VP Sales',
      },
      lineItems: [
        { y1: 13440, y2: 14280, descHas: 'Case Manager' },
        { y1: 2400, y2: 2400, descHas: 'Document Automation' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: true }],
      totals: { y1: 16727.04, y2: 17614.08 },
      amounts: ['£32', '£2,400', '£34'],
    },
    why: "The VP's 12% is the final whole-deal discount (15% asked, 10% offered are superseded). Year 2 users at £34.",
  },
  {
    id: 'v03',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexico, bullet list mixing English product names',
    notes: `Cliente: Grupo Ferretero del Bajío, S.A. de C.V. (León, Gto.)
Le interesa el Inventory Management Suite, edición Professional.
- 35 usuarios x $1,250 MXN por usuario al mes
- Onboarding y capacitación: $38,000 MXN pago único
- Facturación anual, contrato de 12 meses, inicio 1 de febrero
- Más IVA 16%
- Firma: Lic. Rodrigo Salinas, Director de Operaciones, rsalinas@ferreterobajio.mx
Ojo: su presupuesto es de $600,000 MXN, estamos bien.`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero del Bajío',
        custSigner: 'Rodrigo Salinas',
        custTitle: 'Director de Operaciones',
        custEmail: 'rsalinas@ferreterobajio.mx',
        edition: 'Professional',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        currency: 'MXN',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 525000, y2: 0, descHas: 'Inventory' },
        { y1: 38000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 653080, y2: 0 },
      amounts: ['$1,250 MXN', '$38,000 MXN', '$600,000 MXN'],
      notPrices: ['$600,000 MXN'],
    },
    why: 'Mexican comma thousands. The $600,000 MXN budget is not a price. "1 de febrero" is 2027-02-01.',
  },
  {
    id: 'v04',
    lang: 'en',
    split: 'tune',
    style: "Canada renewal with last year's price",
    notes: `Renewal - Lakehead Regional Credit Union (contract ends Dec 31)
Last year they paid $52,800 for 110 seats ($40/seat/mo). For the 2027 renewal: 120 seats at $42/seat/mo (list went up), annual billing, 12-month term from Jan 1 2027.
Drop the premium support line they had last year ($6,000) - they're moving to standard support, which is included.
Add HST 13%. Quote valid until Dec 15.
Contact/signer: Martin Okafor, Director of IT, mokafor@lakeheadcu.ca`,
    expect: {
      fields: {
        custName: 'Lakehead Regional Credit Union',
        custSigner: 'Martin Okafor',
        custTitle: 'Director of IT',
        custEmail: 'mokafor@lakeheadcu.ca',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        validUntil: '2026-12-15',
        support: 'standard',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [{ y1: 60480, y2: 0, descHas: 'seat' }],
      discounts: [],
      totals: { y1: 68342.4, y2: 0 },
      amounts: ['$52,800', '$40', '$42', '$6,000'],
      notPrices: ['$52,800', '$40', '$6,000'],
    },
    why: 'Only the renewal is priced: 120 x $42 x 12. Last year\'s $52,800 and $40 and the dropped $6,000 support line are not prices. Bare "$" gives no currency.',
  },
  {
    id: 'v05',
    lang: 'en',
    split: 'tune',
    style: 'Australia per-device bullets with a free month',
    notes: `Coastline Freight (Brisbane) - fleet telematics
- 220 trackers @ A$14.50/device/month
- hardware: A$89 per unit, one-off
- install: 3 days @ A$1,100/day
- first month free on the subscription (start 1/2/2027)
- 12 months, billed monthly
- + GST 10%
- contact Shane Doyle, Fleet Manager`,
    expect: {
      fields: {
        custName: 'Coastline Freight',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 35090, y2: 0, descHas: 'track' },
        { y1: 19580, y2: 0, descHas: 'hardware' },
        { y1: 3300, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 63767, y2: 0 },
      amounts: ['A$14.50', 'A$89', 'A$1,100'],
    },
    why: 'Subscription bills 11 months (first free): 220 x 14.50 x 11. Hardware is per unit x 220. Australian date 1/2/2027 = 1 Feb.',
  },
  {
    id: 'v06',
    lang: 'es-419',
    split: 'held',
    style: 'Argentina, voseo chat message, year-two price, competitor in lucas',
    notes: `Che, armame la propuesta para Bodegas Los Álamos (Mendoza).
Quieren el módulo Field Sales para 20 vendedores, U$S 28 por usuario/mes, facturación anual. Contrato a 2 años; el segundo año el usuario sube a U$S 31.
Implementación: 6 jornadas a U$S 700 la jornada.
Más IVA 21%.
El otro proveedor les pasó 35 lucas por mes en pesos, no lo pongas.
Firma: Martina Ruiz, Gerente Comercial.`,
    expect: {
      fields: {
        custName: 'Bodegas Los Álamos',
        custSigner: 'Martina Ruiz',
        custTitle: 'Gerente Comercial',
        billing: 'Annual',
        term: '24',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 6720, y2: 7440, descHas: 'Field Sales' },
        { y1: 4200, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 13213.2, y2: 9002.4 },
      amounts: ['U$S 28', 'U$S 31', 'U$S 700', '35 lucas'],
      notPrices: ['35 lucas'],
    },
    why: 'Year 2 at U$S 31 (20 x 31 x 12). The competitor\'s "35 lucas" is not a price. U$S gives USD.',
  },
  {
    id: 'v07',
    lang: 'en',
    split: 'tune',
    style: 'New Zealand chat recap, price per 1,000 units',
    notes: `Kia ora team - notes from today's chat with Aroha Ngata (Marketing Lead) at Tui Outdoor Co.
They commit to 400,000 emails a month. Our rate at that volume: NZ$0.85 per 1,000 emails. Plus a dedicated sending IP at NZ$95/month.
Annual term, billed quarterly. GST 15% on top.
She said another provider quoted them NZ$420/month all-in - we don't need to match.`,
    expect: {
      fields: {
        custName: 'Tui Outdoor',
        billing: 'Quarterly',
        term: '12',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 4080, y2: 0, descHas: 'email' },
        { y1: 1140, y2: 0, descHas: 'IP' },
      ],
      discounts: [],
      totals: { y1: 6003, y2: 0 },
      amounts: ['NZ$0.85', 'NZ$95', 'NZ$420'],
      notPrices: ['NZ$420'],
    },
    why: 'Per-1,000 price: 400 x 0.85 x 12 = 4,080. Competitor NZ$420/month is not a price.',
  },
  {
    id: 'v08',
    lang: 'en',
    split: 'tune',
    style: 'India structured note, lakh, 3-year with uplift',
    notes: `Client: Shreeji Textiles Pvt Ltd, Surat
Deal: ERP Cloud - 3 year term
- 60 named users @ ₹1,450 per user per month
- Implementation & data migration: ₹3.5 lakh one time
- Training: 4 days @ ₹18,000 per day
- Annual uplift 7% from year 2 on the subscription
- GST 18% extra
Billing annual. Start 01/01/2027. Signatory: Mr. Hitesh Patel, Director (hitesh@shreejitex.in)`,
    expect: {
      fields: {
        custName: 'Shreeji Textiles',
        custSigner: 'Hitesh Patel',
        custTitle: 'Director',
        custEmail: 'hitesh@shreejitex.in',
        billing: 'Annual',
        term: '36',
        startDate: '2027-01-01',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1044000, y2: 1117080, descHas: 'ERP' },
        { y1: 350000, y2: 0, descHas: 'Implementation' },
        { y1: 72000, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 1729880, y2: 1318154.4 },
      amounts: ['₹1,450', '₹3.5 lakh', '₹18,000'],
    },
    why: '₹3.5 lakh = 350,000 one-time. 7% uplift on the subscription only in year 2: 1,044,000 x 1.07.',
  },
  {
    id: 'v09',
    lang: 'en',
    split: 'held',
    style: 'Ireland bundle with component prices for comparison',
    notes: `Glenmore Veterinary Clinics (Cork) - 5 clinics
Going with the Practice Bundle (PMS + online booking + reminders) at €640 per clinic per month, annual billing, 12 month term.
Buying the three separately would be €310 + €220 + €180 per clinic - show that on the proposal as the saving, but don't price it.
Data migration €4,500 fixed. Data residency: EU region.
VAT 23%. Start 1 March 2027. Decision maker: Dr Niamh Byrne, Clinical Director, niamh.byrne@glenmorevets.ie`,
    expect: {
      fields: {
        custName: 'Glenmore Veterinary',
        custSigner: 'Niamh Byrne',
        custTitle: 'Clinical Director',
        custEmail: 'niamh.byrne@glenmorevets.ie',
        billing: 'Annual',
        term: '12',
        startDate: '2027-03-01',
        region: 'EU',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 38400, y2: 0, descHas: 'Bundle' },
        { y1: 4500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 52767, y2: 0 },
      amounts: ['€640', '€310', '€220', '€180', '€4,500'],
      notPrices: ['€310', '€220', '€180'],
    },
    why: 'The bundle is one line: 5 x €640 x 12. Component prices €310/€220/€180 are comparison only.',
  },
  {
    id: 'v10',
    lang: 'es-419',
    split: 'held',
    style: 'Colombia meeting notes, palos, whole-deal discount',
    notes: `Notas reunión - Clínica Santa Lucía (Medellín)
- Telemedicine Platform: 12 sedes a $1.850.000 COP por sede al mes
- Setup por sede: 2,5 palos c/u, una sola vez
- Integración con su HIS: 40 horas a $220.000 la hora
- Descuento aprobado por gerencia: 10% sobre el total
- IVA 19%
- Contrato 12 meses, facturación mensual. Inicio 15/01/2027.
- Firma: Dra. Catalina Restrepo, Gerente General, crestrepo@clinicasantalucia.com.co`,
    expect: {
      fields: {
        custName: 'Clínica Santa Lucía',
        custSigner: 'Catalina Restrepo',
        custTitle: 'Gerente General',
        custEmail: 'crestrepo@clinicasantalucia.com.co',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-15',
        currency: 'COP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 266400000, y2: 0, descHas: 'Telemedicine' },
        { y1: 30000000, y2: 0, descHas: 'Setup' },
        { y1: 8800000, y2: 0, descHas: 'Integración' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 326869200, y2: 0 },
      amounts: ['$1.850.000 COP', '2,5 palos', '$220.000'],
    },
    why: '"2,5 palos c/u" = COP 2,500,000 per site x 12 sites. 10% off the whole year-one subtotal, then IVA 19%.',
  },
  {
    id: 'v11',
    lang: 'en',
    split: 'held',
    style: 'Scotland AI note-taker summary, prorated stub',
    notes: `Meeting summary (auto-generated by AI notetaker)
Meeting: Tenant Portal pricing - Strathclyde Housing Trust
Attendees: Fiona McLeod (Head of Digital, Strathclyde Housing Trust), Callum Reid (Account Executive)

Key points:
• Strathclyde Housing Trust wants the Tenant Portal for 3,200 tenancies.
• Callum quoted £1.10 per tenancy per month, billed annually in advance.
• To line up with their financial year, a prorated stub period from 1 January to 31 March 2027 was agreed at a fixed £9,900; the 12-month term then starts on 1 April 2027.
• Fiona mentioned an approved budget of £50,000.
• Fiona asked whether VAT applies; Callum confirmed VAT at 20% is added.

Action items:
• Callum to send the proposal by Friday.`,
    expect: {
      fields: {
        custName: 'Strathclyde Housing Trust',
        billing: 'Annual',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 42240, y2: 0, descHas: 'Tenant Portal' },
        { y1: 9900, y2: 0, descHas: 'stub' },
      ],
      discounts: [],
      totals: { y1: 62568, y2: 0 },
      amounts: ['£1.10', '£9,900', '£50,000'],
      notPrices: ['£50,000'],
    },
    why: 'Reading 16: the £9,900 stub is a one-time year-one line; the portal bills 3,200 x £1.10 x 12. The £50,000 budget is not a price. Single-year (15 months in all, no year two described).',
  },
  {
    id: 'v12',
    lang: 'en',
    split: 'held',
    style: 'South Africa request to a colleague, rand with space thousands',
    notes: `Hi Thabo, pls draft for Karoo Agri Co-op:
Farm Manager licence x 25 @ R 385 pm per user
Field devices (rugged tablets) 25 x R 7 250 once-off
Consulting: 40 hours @ R 1 150/h
12 months, monthly billing, prices excl. VAT 15%.
Their current supplier charges R 410 pm per user - we're cheaper, mention it in the cover letter.
Contact: Pieter van der Merwe, Operations Director, pieter@karooagri.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Agri',
        custEmail: 'pieter@karooagri.co.za',
        billing: 'Monthly',
        term: '12',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 115500, y2: 0, descHas: 'Farm Manager' },
        { y1: 181250, y2: 0, descHas: 'tablet' },
        { y1: 46000, y2: 0, descHas: 'Consulting' },
      ],
      discounts: [],
      totals: { y1: 394162.5, y2: 0 },
      amounts: ['R 385', 'R 7 250', 'R 1 150', 'R 410'],
      notPrices: ['R 410'],
    },
    why: '"pm" = per month: 25 x 385 x 12. "R 7 250" = 7,250 per tablet x 25, once-off. Current supplier\'s R 410 is not a price.',
  },
  {
    id: 'v13',
    lang: 'en',
    split: 'tune',
    style: 'Singapore usage commitment, 2-year with year-two platform fee',
    notes: `Marina Bay Logistics Pte Ltd - WMS API usage
Committed minimum: 150,000 API calls per month at S$0.012 per call (overage at the same rate, billed in arrears, not part of this proposal).
Platform fee S$1,800/month.
Term 24 months, monthly billing. Year 2 platform fee rises to S$1,950/month; API rate unchanged.
GST 9%. Signatory: Mr. Lim Wei Jie, CFO, weijie.lim@marinabaylog.sg. Valid 14 days.`,
    expect: {
      fields: {
        custName: 'Marina Bay Logistics',
        custSigner: 'Lim Wei Jie',
        custTitle: 'CFO',
        custEmail: 'weijie.lim@marinabaylog.sg',
        billing: 'Monthly',
        term: '24',
        validUntil: '2026-12-05',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 21600, y2: 21600, descHas: 'API' },
        { y1: 21600, y2: 23400, descHas: 'Platform' },
      ],
      discounts: [],
      totals: { y1: 47088, y2: 49050 },
      amounts: ['S$0.012', 'S$1,800', 'S$1,950'],
    },
    why: 'Committed minimum priced: 150,000 x 0.012 x 12; overage is not priced. Platform fee S$1,950 in year 2.',
  },
  {
    id: 'v14',
    lang: 'es-419',
    split: 'tune',
    style: 'Chile bullets, lucas and dot thousands',
    notes: `Propuesta Viña Cordillera SpA - Santiago
Producto: Payroll Cloud (Remuneraciones), plan Business
• 140 trabajadores a $3.200 por trabajador al mes
• Migración de datos históricos: $1.200.000 CLP, pago único
• Soporte premium: 45 lucas mensuales
• 12 meses, facturación mensual, parte el 1 de enero
• + IVA 19%
• Firma: Felipe Contreras, Gerente de Administración y Finanzas, fcontreras@vinacordillera.cl`,
    expect: {
      fields: {
        custName: 'Viña Cordillera',
        custSigner: 'Felipe Contreras',
        custTitle: 'Gerente de Administración y Finanzas',
        custEmail: 'fcontreras@vinacordillera.cl',
        edition: 'Business',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'CLP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 5376000, y2: 0, descHas: 'Payroll' },
        { y1: 1200000, y2: 0, descHas: 'Migración' },
        { y1: 540000, y2: 0, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 8468040, y2: 0 },
      amounts: ['$3.200', '$1.200.000 CLP', '45 lucas'],
    },
    why: '"$3.200" = 3,200 per worker per month; "45 lucas mensuales" = 45,000 x 12.',
  },
  {
    id: 'v15',
    lang: 'en',
    split: 'held',
    style: 'Hong Kong bullet fragments, free months, target',
    notes: `Harbourview Property Mgmt (HK)
• Facilities app - 45 buildings
• HK$620 / bldg / mth
• 2 mths free (promo), 12 mth term
• onboarding HK$18,000 one off
• billed quarterly
• target they gave: keep yr1 under HK$300k
• signer: Ms Karen Chan, GM`,
    expect: {
      fields: {
        custName: 'Harbourview Property',
        custSigner: 'Karen Chan',
        custTitle: 'GM',
        billing: 'Quarterly',
        term: '12',
        currency: 'HKD',
      },
      lineItems: [
        { y1: 279000, y2: 0, descHas: 'Facilities' },
        { y1: 18000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 297000, y2: 0 },
      amounts: ['HK$620', 'HK$18,000', 'HK$300k'],
      notPrices: ['HK$300k'],
    },
    why: '45 x 620 x 10 billed months. HK$300k is a target, not a price. No tax named.',
  },
  {
    id: 'v16',
    lang: 'en',
    split: 'tune',
    style: 'Israel call note, per-quarter price, whole-deal discount',
    notes: `Tel Aviv - Negev Robotics Ltd. Call today.
Simulation Cloud: 18 engineer seats, NIS 2,300 per seat per quarter. Billing quarterly, 12 months from 1.1.2027.
GPU burst pack: ₪ 9,500 one-time credit bundle.
They asked for 8% off everything - approved by me (regional director). VAT 18% on top.
Signer: Yael Friedman, VP R&D, yael.f@negevrobotics.co.il`,
    expect: {
      fields: {
        custName: 'Negev Robotics',
        custSigner: 'Yael Friedman',
        custTitle: 'VP R&D',
        custEmail: 'yael.f@negevrobotics.co.il',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'ILS',
        taxLabel: 'VAT',
        taxRate: 18,
      },
      lineItems: [
        { y1: 165600, y2: 0, descHas: 'Simulation' },
        { y1: 9500, y2: 0, descHas: 'GPU' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 190088.56, y2: 0 },
      amounts: ['NIS 2,300', '₪ 9,500'],
    },
    why: 'Per-quarter price x 4: 18 x 2,300 x 4. 8% off the whole year including the one-time pack.',
  },
  {
    id: 'v17',
    lang: 'en',
    split: 'held',
    style: 'Saudi Arabia structured request, ramp in year two, credit both years',
    notes: `Proposal request - Al Noor Hospitals Group (Riyadh)
Product: Clinical Scheduling, Enterprise edition
Year 1: 300 users × SAR 95 per user/month
Year 2: ramp to 450 users, same unit price
Implementation (Arabic localisation + HIS integration): SAR 120,000 fixed, year 1
Loyalty credit: SAR 25,000 off each year of the term
Term: 2 years, annual billing in advance. SLA 99.9% uptime.
VAT 15% applies
Governing law: Kingdom of Saudi Arabia
Signatory: Eng. Faisal Al-Harbi, Chief Digital Officer, f.alharbi@alnoorhospitals.sa`,
    expect: {
      fields: {
        custName: 'Al Noor Hospitals',
        custSigner: 'Faisal Al-Harbi',
        custTitle: 'Chief Digital Officer',
        custEmail: 'f.alharbi@alnoorhospitals.sa',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '24',
        sla: '99.9',
        currency: 'SAR',
        taxLabel: 'VAT',
        taxRate: 15,
        governingLaw: 'Saudi Arabia',
      },
      lineItems: [
        { y1: 342000, y2: 513000, descHas: 'Scheduling' },
        { y1: 120000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'amount', value: 25000, y1: true, y2: true }],
      totals: { y1: 502550, y2: 561200 },
      amounts: ['SAR 95', 'SAR 120,000', 'SAR 25,000'],
    },
    why: 'Year 2 quantity 450 x 95 x 12. The SAR 25,000 credit is a whole-deal amount discount in each year.',
  },
  {
    id: 'v18',
    lang: 'es-419',
    split: 'held',
    style: 'Peru, purchase order and payment terms that are not prices',
    notes: `Cliente: Minera Altiplano S.A.C. - OC N° 4500098123
Servicio: Asset Tracking para 95 equipos a S/ 48 por equipo al mes.
Gateways LoRa: 6 unidades a S/ 3,900 c/u (pago único).
Instalación en mina: 5 días a S/ 2,200 por día.
Condiciones de pago: 30 días fecha factura.
Plazo 12 meses, facturación trimestral. Precios más IGV 18%.
Firmante: Ing. Jorge Quispe, Superintendente de Mantenimiento.`,
    expect: {
      fields: {
        custName: 'Minera Altiplano',
        custSigner: 'Jorge Quispe',
        custTitle: 'Superintendente de Mantenimiento',
        billing: 'Quarterly',
        term: '12',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 54720, y2: 0, descHas: 'Asset Tracking' },
        { y1: 23400, y2: 0, descHas: 'Gateway' },
        { y1: 11000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 105161.6, y2: 0 },
      amounts: ['S/ 48', 'S/ 3,900', 'S/ 2,200'],
    },
    why: 'The OC (purchase order) number and "30 días fecha factura" are not amounts. Peruvian comma thousands.',
  },
  {
    id: 'v19',
    lang: 'en',
    split: 'held',
    style: 'Nigeria, naira written two ways, flat year-one discount',
    notes: `Lagos - Eko Microfinance Bank
Loan Origination module, 80 users at ₦45,000 per user per year
SMS alerts: 1.2M messages/yr at ₦4 per message
Setup & training: NGN 2,500,000 one-off
Discount: flat ₦1,000,000 off year one (MD approved)
VAT 7.5%. 12-month term. Contact: Adaeze Okonkwo, Head of Lending, adaeze.okonkwo@ekomfb.ng`,
    expect: {
      fields: {
        custName: 'Eko Microfinance',
        custEmail: 'adaeze.okonkwo@ekomfb.ng',
        term: '12',
        currency: 'NGN',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 3600000, y2: 0, descHas: 'Loan' },
        { y1: 4800000, y2: 0, descHas: 'SMS' },
        { y1: 2500000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'amount', value: 1000000, y1: true, y2: false }],
      totals: { y1: 10642500, y2: 0 },
      amounts: ['₦45,000', '₦4', 'NGN 2,500,000', '₦1,000,000'],
    },
    why: 'Per-year price x 80. 1.2M messages x ₦4 = 4,800,000. ₦1,000,000 flat off year one is an amount discount.',
  },
  {
    id: 'v20',
    lang: 'en',
    split: 'held',
    style: 'US rep dictating while driving (speech-to-text), correction, exempt',
    notes: `ok note for the Redwood Pediatrics deal period um so they want the patient messaging platform for 6 clinics at 215 dollars per clinic per month comma billed annually period one time setup of 1500 dollars period oh and scratch that it's 7 clinics not 6 they're opening the Sacramento one in January period term is 2 years period year two same pricing period no sales tax they're a nonprofit and exempt period signer is doctor Alan Brooks medical director period`,
    expect: {
      fields: {
        custName: 'Redwood Pediatrics',
        custSigner: 'Alan Brooks',
        custTitle: 'medical director',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 18060, y2: 18060, descHas: 'messaging' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 19560, y2: 18060 },
      amounts: ['215 dollars', '1500 dollars'],
    },
    why: 'Correction wins: 7 clinics x 215 x 12. Dictated "comma"/"period" are punctuation. Exempt: taxRate 0, no label.',
  },
  {
    id: 'v21',
    lang: 'es-ES',
    split: 'held',
    style: 'Spain e-mail, decimal comma, whole-deal discount both years',
    notes: `Asunto: Propuesta Hoteles Mediterráneo Costa - PMS Cloud

Hola Lucía:
Te paso los datos para la propuesta:
- PMS Cloud para 9 hoteles, 420,00 € por hotel y mes.
- Channel Manager: 1.100,00 € al año por hotel.
- Formación in situ: 3 jornadas a 650 € la jornada.
- Contrato de 24 meses con facturación anual; el segundo año se mantienen los precios.
- Descuento del 7 % sobre el total en los dos años (aprobado por dirección comercial).
- IVA 21 % no incluido.
- Firma: D. Javier Ortega, Director General (jortega@hotelesmediterraneo.es). Validez de la oferta: hasta el 31/12/2026.
Gracias,
Marta`,
    expect: {
      fields: {
        custName: 'Hoteles Mediterráneo Costa',
        custSigner: 'Javier Ortega',
        custTitle: 'Director General',
        custEmail: 'jortega@hotelesmediterraneo.es',
        billing: 'Annual',
        term: '24',
        validUntil: '2026-12-31',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 45360, y2: 45360, descHas: 'PMS' },
        { y1: 9900, y2: 9900, descHas: 'Channel Manager' },
        { y1: 1950, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: true }],
      totals: { y1: 64378.41, y2: 62184.08 },
      amounts: ['420,00 €', '1.100,00 €', '650 €'],
    },
    why: "Decimal comma: 420,00 € = 420; 1.100,00 € = 1,100 per hotel per year x 9. 7% off each year's subtotal, then IVA.",
  },
  {
    id: 'v22',
    lang: 'en',
    split: 'held',
    style: 'US usage tier table',
    notes: `Pinecrest Health Plans - SMS appointment reminders
Tier table (per message; the whole monthly volume is priced at the tier reached):
  0-50k msgs/mo: $0.018
  50k-200k msgs/mo: $0.014
  200k+ msgs/mo: $0.011
They committed to 120,000 msgs/month, so the middle tier applies. Annual billing, 12 mo term.
Plus the dedicated short code lease at 1K USD/mo.`,
    expect: {
      fields: {
        custName: 'Pinecrest Health Plans',
        billing: 'Annual',
        term: '12',
        currency: 'USD',
      },
      lineItems: [
        { y1: 20160, y2: 0, descHas: 'SMS' },
        { y1: 12000, y2: 0, descHas: 'short code' },
      ],
      discounts: [],
      totals: { y1: 32160, y2: 0 },
      amounts: ['$0.018', '$0.014', '$0.011', '1K USD'],
      notPrices: ['$0.018', '$0.011'],
    },
    why: 'Reading 15: 120,000 x $0.014 x 12 = 20,160; the other two tiers are not reached (not prices). "1K USD/mo" = 1,000 x 12.',
  },
  {
    id: 'v23',
    lang: 'en',
    split: 'tune',
    style: 'US e-mail to deal desk with approval reply, sales tax',
    notes: `From: Derek Sloan
To: deal-desk
Re: Lone Star Title & Escrow - approval needed

Asking for sign-off:
- Closing Suite, Enterprise edition: 58 users, $89/user/mo, 2-yr term, annual invoicing
- e-Notary add-on: $6,000/yr
- 2 months free on Closing Suite in year 1 (they're migrating mid-Q1)
- 5% off the year 1 total only
- Texas sales tax 8.25% applies

> Approved as submitted. - Renee Castillo, RVP Sales`,
    expect: {
      fields: {
        custName: 'Lone Star Title',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '24',
        taxLabel: 'sales tax',
        taxRate: 8.25,
      },
      lineItems: [
        { y1: 51620, y2: 61944, descHas: 'Closing Suite' },
        { y1: 6000, y2: 6000, descHas: 'Notary' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 59254.97, y2: 73549.38 },
      amounts: ['$89', '$6,000'],
    },
    why: 'Year 1 bills 10 months of Closing Suite (58 x 89 x 10); year 2 full 12. 5% whole-deal discount in year 1 only; tax 8.25% each year.',
  },
  {
    id: 'v24',
    lang: 'es-419',
    split: 'tune',
    style: "Uruguay renewal with last year's total",
    notes: `Renovación - Cooperativa Láctea del Litoral (Paysandú)
El año pasado pagaron USD 14.400 por el plan Standard. Este año pasan a Premium: 30 usuarios a USD 45 por usuario/mes, facturación anual, 12 meses desde el 1/3/2027.
Capacitación: USD 1.500, única vez.
IVA 22% (no están exonerados).
Contacto y firma: Cr. Sebastián Pereira, Gerente Financiero, spereira@lacteadellitoral.com.uy`,
    expect: {
      fields: {
        custName: 'Cooperativa Láctea del Litoral',
        custSigner: 'Sebastián Pereira',
        custTitle: 'Gerente Financiero',
        custEmail: 'spereira@lacteadellitoral.com.uy',
        edition: 'Premium',
        billing: 'Annual',
        term: '12',
        startDate: '2027-03-01',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'Premium' },
        { y1: 1500, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 21594, y2: 0 },
      amounts: ['USD 14.400', 'USD 45', 'USD 1.500'],
      notPrices: ['USD 14.400'],
    },
    why: 'Last year\'s USD 14.400 (= 14,400) is not a price. "no están exonerados": IVA 22% applies. 1/3/2027 = 1 March.',
  },
  {
    id: 'v25',
    lang: 'en',
    split: 'held',
    style: 'UK order-form request, pence, 3-year with year-two change',
    notes: `Order form request - Thames Valley Housing Co-operative
Please raise this as an ORDER FORM, not a proposal.
Repairs Hub, Standard edition: 1,850 homes at 45p per home per month
Contractor portal: £250/month
3-year term, quarterly billing; in year 2 the portal goes to £275/month, per-home rate held.
Data cleanse: 16 hours at £120/hr.
VAT 20%.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Thames Valley Housing',
        edition: 'Standard',
        billing: 'Quarterly',
        term: '36',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 9990, y2: 9990, descHas: 'Repairs Hub' },
        { y1: 3000, y2: 3300, descHas: 'portal' },
        { y1: 1920, y2: 0, descHas: 'cleanse' },
      ],
      discounts: [],
      totals: { y1: 17892, y2: 15948 },
      amounts: ['45p', '£250', '£275', '£120'],
    },
    why: '45p = £0.45: 1,850 x 0.45 x 12 = 9,990. Portal £275/month in year 2. Hourly service is year-one only.',
  },
  {
    id: 'v26',
    lang: 'en',
    split: 'held',
    style: 'Australia upsell to an existing contract',
    notes: `Upsell - Murray River Wines (existing customer since 2024)
Existing: 40 Cellar Door POS terminals at A$59/terminal/mo - already contracted, leave alone.
This proposal is only the add-on:
  + 12 terminals for the new Echuca cellar door @ A$64/terminal/mo (current list)
  + Kitchen display module for Echuca: A$1,200/yr
  + Hardware kit A$1,450 per terminal, one-off
Term 12 months from 1/1/2027, billed annually. GST 10% on top.
Contact Tom Gallagher, GM, tom@murrayriverwines.com.au`,
    expect: {
      fields: {
        custName: 'Murray River Wines',
        custEmail: 'tom@murrayriverwines.com.au',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 9216, y2: 0, descHas: 'terminal' },
        { y1: 1200, y2: 0, descHas: 'Kitchen' },
        { y1: 17400, y2: 0, descHas: 'Hardware' },
      ],
      discounts: [],
      totals: { y1: 30597.6, y2: 0 },
      amounts: ['A$59', 'A$64', 'A$1,200', 'A$1,450'],
      notPrices: ['A$59'],
    },
    why: 'Reading 13: only the 12 new terminals (12 x 64 x 12) are priced; the 40 existing at A$59 are not. Hardware 12 x 1,450.',
  },
  {
    id: 'v27',
    lang: 'es-419',
    split: 'tune',
    style: 'Paraguay, guaraníes with dot thousands',
    notes: `Transportes Chaco Boreal S.A. - Asunción
Fleet Tracking: 60 camiones, Gs. 95.000 por camión por mes.
Equipos GPS: 60 unidades a Gs. 850.000 cada una, pago único.
Plazo: 12 meses, facturación mensual. Precios en guaraníes, más IVA 10%.
Firma: Lic. Ramón Benítez, Gerente de Logística.`,
    expect: {
      fields: {
        custName: 'Transportes Chaco Boreal',
        custSigner: 'Ramón Benítez',
        custTitle: 'Gerente de Logística',
        billing: 'Monthly',
        term: '12',
        currency: 'PYG',
        taxLabel: 'IVA',
        taxRate: 10,
      },
      lineItems: [
        { y1: 68400000, y2: 0, descHas: 'Fleet' },
        { y1: 51000000, y2: 0, descHas: 'GPS' },
      ],
      discounts: [],
      totals: { y1: 131340000, y2: 0 },
      amounts: ['Gs. 95.000', 'Gs. 850.000'],
    },
    why: 'Dot thousands: 60 x 95,000 x 12 and 60 x 850,000 one-time. Currency named (guaraníes) gives PYG.',
  },
  {
    id: 'v28',
    lang: 'en',
    split: 'tune',
    style: 'Canada (Alberta) per-store, discount on one line, 2-year',
    notes: `Prairie Fresh Markets (Calgary) - 9 stores
Store ops platform C$410 per store per month, billed quarterly
Self-checkout analytics add-on, only 4 of the 9 stores: C$150/store/mo
Go-live services C$12,000 flat
15% off the platform fee only (approved by Sales Director)
2-year term. Alberta, so GST 5% only.`,
    expect: {
      fields: {
        custName: 'Prairie Fresh Markets',
        billing: 'Quarterly',
        term: '24',
        currency: 'CAD',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 37638, y2: 37638, descHas: 'platform' },
        { y1: 7200, y2: 7200, descHas: 'analytics' },
        { y1: 12000, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [],
      totals: { y1: 59679.9, y2: 47079.9 },
      amounts: ['C$410', 'C$150', 'C$12,000'],
    },
    why: 'Reading 4: the 15% is folded into the platform line (9 x 410 x 12 x 0.85 = 37,638), not a discount entry. Add-on on 4 stores only.',
  },
  {
    id: 'v29',
    lang: 'en',
    split: 'held',
    style: 'India SEZ customer, zero-rated, Indian grouping',
    notes: `Opp: Coromandel Pharma - SEZ unit (Visakhapatnam)
Quality Mgmt System - 45 users x Rs. 2,200/user/month, yearly billing, 1 yr
Validation package (IQ/OQ/PQ docs): Rs. 1,80,000 one-time
Their SEZ unit is GST-exempt (LUT on file) - zero tax on the invoice.
Customer target was Rs. 12 lakh all-in; we are above it, but VP approved as-is.
PO ref: CPL/SEZ/PO/2026/1187`,
    expect: {
      fields: {
        custName: 'Coromandel Pharma',
        billing: 'Annual',
        term: '12',
        currency: 'INR',
        taxRate: 0,
      },
      lineItems: [
        { y1: 1188000, y2: 0, descHas: 'Quality' },
        { y1: 180000, y2: 0, descHas: 'Validation' },
      ],
      discounts: [],
      totals: { y1: 1368000, y2: 0 },
      amounts: ['Rs. 2,200', 'Rs. 1,80,000', 'Rs. 12 lakh'],
      notPrices: ['Rs. 12 lakh'],
    },
    why: '"Rs. 1,80,000" = 180,000. Exempt: taxRate 0, no label. The Rs. 12 lakh target is not a price; PO ref is not an amount.',
  },
  {
    id: 'v30',
    lang: 'es-419',
    split: 'tune',
    style: 'Bolivia CRM note with budget in "mil"',
    notes: `Nota CRM - Distribuidora Andina SRL (Santa Cruz de la Sierra)
Cierre esperado: diciembre. Producto: POS Cloud para 18 sucursales a Bs 520 por sucursal al mes (BOB). Licencias de app móvil: 40 usuarios a Bs 70 por usuario al mes. Facturación trimestral, 12 meses. Precios sin IVA; IVA 13%. Su presupuesto anual: Bs 180 mil.
Contacto: Carla Mendoza, Jefa de Sistemas, cmendoza@distandina.com.bo`,
    expect: {
      fields: {
        custName: 'Distribuidora Andina',
        custEmail: 'cmendoza@distandina.com.bo',
        billing: 'Quarterly',
        term: '12',
        currency: 'BOB',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 112320, y2: 0, descHas: 'POS' },
        { y1: 33600, y2: 0, descHas: 'app' },
      ],
      discounts: [],
      totals: { y1: 164889.6, y2: 0 },
      amounts: ['Bs 520', 'Bs 70', 'Bs 180 mil'],
      notPrices: ['Bs 180 mil'],
    },
    why: 'The Bs 180 mil (180,000) budget is not a price. "Precios sin IVA": IVA 13% added.',
  },
  {
    id: 'v31',
    lang: 'en',
    split: 'held',
    style: 'US school district agreement, per-device, uplift on one line, exempt',
    notes: `Draft as a master subscription AGREEMENT.
Customer: Summit Ridge School District (Colorado) - public school district, tax-exempt (certificate on file).
• Device management: 2,400 Chromebooks @ $1.75/device/month
• Classroom screen monitoring: 120 teachers @ $8/teacher/month
• 3-year term, annual billing, starts 7/1/2027
• 3% annual uplift on device management only, from year 2
• 10% education discount on the whole order, all years
• Signer: Dr. Maria Alvarez, Superintendent, malvarez@summitridge.k12.co.us`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Summit Ridge School District',
        custSigner: 'Maria Alvarez',
        custTitle: 'Superintendent',
        custEmail: 'malvarez@summitridge.k12.co.us',
        billing: 'Annual',
        term: '36',
        startDate: '2027-07-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 50400, y2: 51912, descHas: 'Device' },
        { y1: 11520, y2: 11520, descHas: 'monitoring' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 55728, y2: 57088.8 },
      amounts: ['$1.75', '$8'],
    },
    why: 'Uplift 3% only on device management in year 2 (50,400 x 1.03). Education discount 10% on both years. US date 7/1/2027 = 1 July. Exempt: taxRate 0.',
  },
  {
    id: 'v32',
    lang: 'en',
    split: 'held',
    style: 'UK one-liner with typos and shorthand',
    notes: `leeds - Aire Valley Accountants. 25 usrs practice mgmt £27/usr/pm billed anually, 12m. onboarding £1.5k one off. they wnt 10% - mgr ok'd 8% on whole thing. vat 20. sign: Helen Shaw, Managing Partner, helen@airevalleyaccts.co.uk. start 1st jan`,
    expect: {
      fields: {
        custName: 'Aire Valley Accountants',
        custSigner: 'Helen Shaw',
        custTitle: 'Managing Partner',
        custEmail: 'helen@airevalleyaccts.co.uk',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 8100, y2: 0, descHas: 'practice' },
        { y1: 1500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 10598.4, y2: 0 },
      amounts: ['£27', '£1.5k'],
    },
    why: 'Approved 8% (not the 10% asked) on the whole deal. "pm" = per month; "£1.5k" = 1,500; "vat 20" = 20%.',
  },
  {
    id: 'v33',
    lang: 'es-419',
    split: 'held',
    style: 'Panama, balboas, free months, ITBMS',
    notes: `Panamá - Naviera Istmo Logistics Corp.
Customs Brokerage Cloud: 25 usuarios a B/. 60 por usuario al mes. Integración con la VUCE: B/. 7,500 pago único.
Promoción de lanzamiento: los primeros 3 meses de la suscripción sin costo. Contrato de 12 meses, facturación mensual.
ITBMS 7%.
Firma: Ana Lucía Herrera, Gerente de Operaciones, aherrera@navieraistmo.com.pa`,
    expect: {
      fields: {
        custName: 'Naviera Istmo',
        custSigner: 'Ana Lucía Herrera',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'aherrera@navieraistmo.com.pa',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'ITBMS',
        taxRate: 7,
      },
      lineItems: [
        { y1: 13500, y2: 0, descHas: 'Customs' },
        { y1: 7500, y2: 0, descHas: 'Integración' },
      ],
      discounts: [],
      totals: { y1: 22470, y2: 0 },
      amounts: ['B/. 60', 'B/. 7,500'],
    },
    why: "Three free months: 25 x 60 x 9. ITBMS is Panama's VAT at 7%. B/. gives no currency expectation (reading 17).",
  },
  {
    id: 'v34',
    lang: 'en',
    split: 'tune',
    style: 'US Slack channel export with a seat correction',
    notes: `#deals-west (Slack export)
[10:02] kyle.b: quote for Cascade Outdoor Gear - 150 seats of Support Desk at $39/seat/mo, annual, 1 yr
[10:05] kyle.b: + AI agent add-on $12/seat/mo on every seat
[10:31] kyle.b: update: customer cut to 130 seats; the AI add-on follows the seat count, so 130 too
[10:33] maria.t: fine. hold price, no discount.
[10:40] kyle.b: also knowledge base migration, fixed $4,000. signer is Jenna Park, Dir. Customer Experience, jpark@cascadeoutdoor.com`,
    expect: {
      fields: {
        custName: 'Cascade Outdoor Gear',
        custSigner: 'Jenna Park',
        custTitle: 'Dir. Customer Experience',
        custEmail: 'jpark@cascadeoutdoor.com',
        billing: 'Annual',
        term: '12',
      },
      lineItems: [
        { y1: 60840, y2: 0, descHas: 'Support Desk' },
        { y1: 18720, y2: 0, descHas: 'AI' },
        { y1: 4000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 83560, y2: 0 },
      amounts: ['$39', '$12', '$4,000'],
    },
    why: 'The later message wins: 130 seats for both the seats (130 x 39 x 12) and the add-on (130 x 12 x 12). Timestamps are not amounts.',
  },
  {
    id: 'v35',
    lang: 'en',
    split: 'held',
    style: 'New Zealand renewal with stated year prices and new hardware',
    notes: `Renewal notes - Canterbury Plains Irrigation
Current contract: NZ$18,000/yr for the Water Scheduler (ends 31/01/2027).
Renewal offer: 2 years from 1/02/2027. Year 1 NZ$19,200, Year 2 NZ$20,400, invoiced annually.
New: 35 soil-moisture sensors at NZ$310 each, once-off, plus NZ$6/sensor/month connectivity.
GST 15% extra. Signatory: Hamish Taylor, Scheme Manager.`,
    expect: {
      fields: {
        custName: 'Canterbury Plains Irrigation',
        custSigner: 'Hamish Taylor',
        custTitle: 'Scheme Manager',
        billing: 'Annual',
        term: '24',
        startDate: '2027-02-01',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 19200, y2: 20400, descHas: 'Water Scheduler' },
        { y1: 10850, y2: 0, descHas: 'sensor' },
        { y1: 2520, y2: 2520, descHas: 'connectivity' },
      ],
      discounts: [],
      totals: { y1: 37455.5, y2: 26358 },
      amounts: ['NZ$18,000', 'NZ$19,200', 'NZ$20,400', 'NZ$310', 'NZ$6'],
      notPrices: ['NZ$18,000'],
    },
    why: 'Current NZ$18,000 is not a price. Scheduler 19,200 then 20,400. Sensors one-off 35 x 310; connectivity 35 x 6 x 12 both years.',
  },
  {
    id: 'v36',
    lang: 'es-419',
    split: 'held',
    style: 'Venezuela, dollar pricing, 3-year with uplift',
    notes: `Caracas - Farmacias Ávila C.A.
Pidieron el plan Growth de Loyalty Pro para 32 tiendas: $75 por tienda al mes, facturación anual, contrato de 3 años.
Aumento anual del 5% a partir del segundo año.
Setup: $3.000 único.
Precios en dólares (USD), más IVA 16%.
Firma: Gabriel Rondón, Director de Mercadeo.`,
    expect: {
      fields: {
        custName: 'Farmacias Ávila',
        custSigner: 'Gabriel Rondón',
        custTitle: 'Director de Mercadeo',
        edition: 'Growth',
        billing: 'Annual',
        term: '36',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 28800, y2: 30240, descHas: 'Loyalty' },
        { y1: 3000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 36888, y2: 35078.4 },
      amounts: ['$75', '$3.000'],
    },
    why: '"$3.000" = 3,000. 5% uplift on the recurring line in year 2: 32 x 78.75 x 12 = 30,240.',
  },
  {
    id: 'v37',
    lang: 'en',
    split: 'held',
    style: 'Kenya cold-chain quote note',
    notes: `Nairobi - Savannah Agro Exporters Ltd
Cold-chain monitoring: 48 reefer sensors, KES 1,200 per sensor per month
Gateway hardware 6 x KES 38,500 once-off
Install & calibration: 2 days @ KES 45,000/day
Annual term, monthly invoicing, VAT 16% exclusive
Sign-off: Wanjiru Kamau, Head of Quality, wanjiru.kamau@savannahagro.co.ke. Quote valid till 15/12/2026.`,
    expect: {
      fields: {
        custName: 'Savannah Agro Exporters',
        custSigner: 'Wanjiru Kamau',
        custTitle: 'Head of Quality',
        custEmail: 'wanjiru.kamau@savannahagro.co.ke',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-15',
        currency: 'KES',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 691200, y2: 0, descHas: 'sensor' },
        { y1: 231000, y2: 0, descHas: 'Gateway' },
        { y1: 90000, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 1174152, y2: 0 },
      amounts: ['KES 1,200', 'KES 38,500', 'KES 45,000'],
    },
    why: '48 x 1,200 x 12; 6 gateways x 38,500 once-off; 2 days x 45,000. "Annual term" = 12 months, invoiced monthly.',
  },
  {
    id: 'v38',
    lang: 'en',
    split: 'tune',
    style: 'US forwarded e-mail with superseded price and competitor',
    notes: `Fwd: pricing for Great Lakes Orthopedics

Hi Sam - final numbers per my call with their practice administrator:
Practice bundle (EHR + billing + patient portal), 22 providers at $499/provider/month. We had floated $529 last week; $499 is final.
Clearinghouse fees: included.
Implementation: $15,000 flat, plus on-site go-live support 3 days at $1,800/day.
The incumbent came in at ~$450/provider, but without the portal.
12-month term, billed monthly. Valid 30 days.`,
    expect: {
      fields: {
        custName: 'Great Lakes Orthopedics',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 131736, y2: 0, descHas: 'bundle' },
        { y1: 15000, y2: 0, descHas: 'Implementation' },
        { y1: 5400, y2: 0, descHas: 'go-live' },
      ],
      discounts: [],
      totals: { y1: 152136, y2: 0 },
      amounts: ['$499', '$529', '$15,000', '$1,800', '$450'],
      notPrices: ['$529', '$450'],
    },
    why: "$499 is final ($529 superseded); the incumbent's ~$450 is a competitor price. Valid 30 days = 2026-12-21.",
  },
  {
    id: 'v39',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spain upsell, existing licences not priced',
    notes: `Ampliación - Logística Cantábrica S.A. (Santander)
Ya tienen 50 licencias de Route Planner a 27 €/mes contratadas hasta diciembre de 2027 (no se tocan).
Ahora añaden 20 licencias más a 29 € por licencia y mes, por 12 meses, con facturación anual.
Además, el módulo de Telemetría: 1.800 € al año.
IVA 21 %. Firma: Íñigo Sáenz, Director de Operaciones.`,
    expect: {
      fields: {
        custName: 'Logística Cantábrica',
        custSigner: 'Íñigo Sáenz',
        custTitle: 'Director de Operaciones',
        billing: 'Annual',
        term: '12',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 6960, y2: 0, descHas: 'Route Planner' },
        { y1: 1800, y2: 0, descHas: 'Telemetría' },
      ],
      discounts: [],
      totals: { y1: 10599.6, y2: 0 },
      amounts: ['27 €', '29 €', '1.800 €'],
      notPrices: ['27 €'],
    },
    why: 'Reading 13: only the 20 new licences (20 x 29 x 12) are sold; the 50 existing at 27 € are not priced. "1.800 €" = 1,800.',
  },
  {
    id: 'v40',
    lang: 'en',
    split: 'held',
    style: 'UAE AI meeting recap, flat first-year credit, 3-year',
    notes: `Dubai - Falcon Facilities Management LLC
Meeting recap (AI notetaker, auto-generated):
- Customer wants CAFM, Enterprise edition, for 18 sites.
- Price discussed: AED 1,950 per site per month, billed quarterly.
- Mobile technician licences: 140 at AED 45 per licence per month.
- One-time implementation: AED 65,000.
- Customer requested a discount; Sales Director Omar Haddad agreed to AED 20,000 off the first year only.
- Contract length: 36 months. Prices flat in years 2 and 3.
- VAT 5% to be added.
- Next step: send the proposal to the procurement lead, Priya Menon (priya.menon@falconfm.ae).`,
    expect: {
      fields: {
        custName: 'Falcon Facilities Management',
        custEmail: 'priya.menon@falconfm.ae',
        edition: 'Enterprise',
        billing: 'Quarterly',
        term: '36',
        currency: 'AED',
        taxLabel: 'VAT',
        taxRate: 5,
      },
      lineItems: [
        { y1: 421200, y2: 421200, descHas: 'CAFM' },
        { y1: 75600, y2: 75600, descHas: 'Mobile' },
        { y1: 65000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [{ kind: 'amount', value: 20000, y1: true, y2: false }],
      totals: { y1: 568890, y2: 521640 },
      amounts: ['AED 1,950', 'AED 45', 'AED 65,000', 'AED 20,000'],
    },
    why: 'AED 20,000 off year one only is an amount discount (y2 false). Year 2 repeats the recurring lines at flat prices.',
  },
];
