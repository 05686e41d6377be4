/**
 * Blind corpus 11: 40 sales-rep notes for POST /proposals.
 * Written blind from SPEC.md only on 2026-11-26; no parser source, tests, benchmarks or earlier corpora were read.
 * Every expectation was computed by hand and the sums re-checked with node before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 *
 * Readings chosen where SPEC.md leaves a case open:
 * - `taxRate` is the percentage as a number (20 means 20 %), rounded tax per year to cents.
 * - "Tax exempt", "VAT exempt", "zero-rated", "no sales tax ... exempt" give taxRate 0 (no taxLabel unless the note
 *   names the tax as the label of a rate). A note that says nothing about tax gives no tax fields and no tax.
 * - `currency` is listed only when the note names it (code, name such as "pesos mexicanos"/"soles", or an unambiguous
 *   sign such as €, £, A$, S/). A bare "$" with nothing else gives no currency field.
 * - `docType` is listed only when the note calls the document a proposal/propuesta, order form, or agreement.
 * - "First N months free" is the full-year line plus an `amount` discount worth N months, year 1 only.
 * - A ramp or a price uplift in year 2 is one line item with different y1 and y2 (not two lines).
 * - A setup fee and a monthly fee written on one line are two line items (one-time y1 only, recurring per year).
 * - A price per quarter counts 4 periods a year; a price per year billed monthly is the yearly amount (billing Monthly).
 * - A fixed amount "off each year" is one `amount` discount with y1 and y2 true (value = the per-year amount).
 * - A correction ("sorry, make that ...") replaces the earlier value; a replaced price is listed in notPrices.
 * - "lakh" = 100,000; "k" = thousand; "M" = million; "mil" (Spanish) = thousand; "twenty grand" = 20,000.
 * - Discount amounts are listed in `amounts` but are not notPrices.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_11: BlindNote[] = [
  {
    id: 'q01',
    lang: 'en',
    split: 'held',
    style: 'US CRM note, terse, simple one-year deal',
    notes: `Acme Logistics — disco call w/ Dana Whitfield (VP Ops). Wants the Pro edition, 40 seats @ $35/seat/mo. Billed annually, 12 month term. One-time onboarding pkg $2,500. Sent her the deck, quote valid 30 days. dana.whitfield@acmelogistics.com`,
    expect: {
      fields: {
        custName: 'Acme Logistics',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Ops',
        custEmail: 'dana.whitfield@acmelogistics.com',
        edition: 'Pro',
        billing: 'Annual',
        term: '12 month',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 16800, y2: 0, descHas: 'seat' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 19300, y2: 0 },
      amounts: ['$35', '$2,500'],
    },
    why: '40*35*12=16800; +2500 = 19300; no tax; valid 30 days from 2026-11-21 = 2026-12-21',
  },
  {
    id: 'q02',
    lang: 'en',
    split: 'held',
    style: 'UK email to a colleague, VAT 20%',
    notes: `Hi Tom,

Could you put together a proposal for Harrow & Finch Solicitors please? They're after 25 licences of DocVault Standard at £18 per user per month, plus a half-day training session at £650 (one-off). Annual billing, 12 months. Prices are ex VAT, VAT at 20% to be added.

Signer will be Priya Shah, Practice Manager.

Cheers,
Jess`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Harrow & Finch',
        custSigner: 'Priya Shah',
        custTitle: 'Practice Manager',
        edition: 'Standard',
        currency: 'GBP',
        billing: 'Annual',
        term: '12 months',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 5400, y2: 0, descHas: 'DocVault' },
        { y1: 650, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 7260, y2: 0 },
      amounts: ['£18', '£650'],
    },
    why: '25*18*12=5400; +650 = 6050; VAT 20% = 1210; total 7260',
  },
  {
    id: 'q03',
    lang: 'en',
    split: 'tune',
    style: 'Slack message, lowercase, quantity correction mid-note, scoped discount, competitor price (tricky)',
    notes: `quick one re Brightwater Dental — they want 8 chairs on the Clinic plan at $120/chair/month. oh wait sorry, Dr Patel just said 10 chairs not 8, same price. plus install kit $1,500 one time. monthly billing, 1 yr. give them 15% off the subscription for yr one since they're switching from DentaSoft (paying $140/chair there rn)`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        edition: 'Clinic',
        billing: 'Monthly',
      },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'Clinic' },
        { y1: 1500, y2: 0, descHas: 'install' },
      ],
      discounts: [{ kind: 'amount', value: 2160, y1: true, y2: false, labelHas: 'subscription' }],
      totals: { y1: 13740, y2: 0 },
      amounts: ['$120', '$1,500', '$140'],
      notPrices: ['$140'],
    },
    why: 'corrected to 10 chairs: 10*120*12=14400; +1500 = 15900; 15% of 14400 = 2160; 15900-2160 = 13740; no tax',
  },
  {
    id: 'q04',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican quote request, bullets, IVA 16%, MXN',
    notes: `Propuesta para Grupo Industrial Norteño, S.A. de C.V.
Contacto: Ing. Ramiro Garza, Director de Planta (rgarza@gin.com.mx)
- Mantenimiento preventivo de 6 montacargas: $4,800 por equipo al año
- Refacciones (kit inicial): $18,500 pago único
Contrato 12 meses, facturación trimestral. Precios en pesos mexicanos (MXN), más IVA 16%.
Vigencia de la cotización: 15 días.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Grupo Industrial Norteño',
        custSigner: 'Ramiro Garza',
        custTitle: 'Director de Planta',
        custEmail: 'rgarza@gin.com.mx',
        currency: 'MXN',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
        validUntil: '2026-12-06',
      },
      lineItems: [
        { y1: 28800, y2: 0, descHas: 'mantenimiento' },
        { y1: 18500, y2: 0, descHas: 'refacciones' },
      ],
      discounts: [],
      totals: { y1: 54868, y2: 0 },
      amounts: ['$4,800', '$18,500'],
    },
    why: '6*4800=28800; +18500 = 47300; IVA 16% = 7568; total 54868; 15 días from 2026-11-21 = 2026-12-06',
  },
  {
    id: 'q05',
    lang: 'en',
    split: 'tune',
    style: 'Australian call notes, two-year ramp, install only for the first batch (tricky)',
    notes: `Call notes – Coastal Freight Pty Ltd. Spoke with Mick O'Brien (Fleet Manager).
2 year deal, 24 months. Telematics: yr 1 covers 60 trucks, yr 2 goes up to 90 trucks, A$22 per truck per month.
Install is a one-off A$150 per truck, quoted for the initial 60 only (the extra 30 get quoted separately next year).
All prices AUD ex GST, add GST 10%. Billed quarterly.`,
    expect: {
      fields: {
        custName: 'Coastal Freight',
        custSigner: "Mick O'Brien",
        custTitle: 'Fleet Manager',
        currency: 'AUD',
        billing: 'Quarterly',
        term: '24 months',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 15840, y2: 23760, descHas: 'telematics' },
        { y1: 9000, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 27324, y2: 26136 },
      amounts: ['A$22', 'A$150'],
    },
    why: 'y1 60*22*12=15840, y2 90*22*12=23760; install 60*150=9000 y1; y1 24840 + GST 2484 = 27324; y2 23760 + 2376 = 26136',
  },
  {
    id: 'q06',
    lang: 'en',
    split: 'held',
    style: 'Indian English email, INR with lakh, GST 18% (tricky)',
    notes: `Dear Sir,

Kindly prepare proposal for Shree Ganesh Textiles Pvt Ltd. Contact person Mr. Anil Mehta, Director Finance, anil.mehta@sgtextiles.in. Scale: approx 800 employees across 3 plants.

Requirement is as under:
1) ERP Cloud licence – 30 users @ INR 1,500 per user per month
2) Implementation & data migration – INR 2.5 lakh (one time)
3) Annual support – INR 60,000

Term 12 months, billing annual. GST @18% extra as applicable.
Pls do the needful.

Regards,
Suresh`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Shree Ganesh Textiles',
        custSigner: 'Anil Mehta',
        custTitle: 'Director Finance',
        custEmail: 'anil.mehta@sgtextiles.in',
        scale: '800',
        currency: 'INR',
        billing: 'Annual',
        term: '12 months',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 540000, y2: 0, descHas: 'ERP' },
        { y1: 250000, y2: 0, descHas: 'implementation' },
        { y1: 60000, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 1003000, y2: 0 },
      amounts: ['INR 1,500', 'INR 2.5 lakh', 'INR 60,000'],
    },
    why: '30*1500*12=540000; 2.5 lakh = 250000; +60000 = 850000; GST 18% = 153000; total 1003000',
  },
  {
    id: 'q07',
    lang: 'en',
    split: 'held',
    style: 'US email, price per year but billed monthly, sales tax (tricky)',
    notes: `Hey Marcus — can you build the proposal for Lakeside Property Group? Contact is Sarah Kim, Director of IT.

Scope: remote video monitoring for 12 sites at $3,000 per site per year, but they want it billed monthly. Plus a one-time site survey, $400/site, all 12 sites. 12 months starting Jan 1. Texas sales tax 8.25% applies.

Thanks!`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Lakeside Property Group',
        custSigner: 'Sarah Kim',
        custTitle: 'Director of IT',
        billing: 'Monthly',
        term: '12 months',
        startDate: '2027-01-01',
        taxLabel: 'sales tax',
        taxRate: 8.25,
      },
      lineItems: [
        { y1: 36000, y2: 0, descHas: 'monitoring' },
        { y1: 4800, y2: 0, descHas: 'survey' },
      ],
      discounts: [],
      totals: { y1: 44166, y2: 0 },
      amounts: ['$3,000', '$400'],
    },
    why: '12*3000=36000 (yearly price, billed monthly); 12*400=4800; 40800 + 8.25% (3366) = 44166',
  },
  {
    id: 'q08',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish email to a colleague, 1.200,50-style numbers, IVA 21%',
    notes: `Hola Lucía:

Prepárame una propuesta para Hostelería Levante S.L. (firma Javier Morales, Director General). Servicio de mantenimiento de cámaras frigoríficas: 14 equipos a 85,50 € al mes por equipo, contrato de 12 meses, facturación mensual. Puesta en marcha: 1.200 € (pago único). IVA 21% aparte. Oferta válida hasta el 31 de diciembre.

Gracias,
Pablo`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Hostelería Levante',
        custSigner: 'Javier Morales',
        custTitle: 'Director General',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 14364, y2: 0, descHas: 'mantenimiento' },
        { y1: 1200, y2: 0, descHas: 'marcha' },
      ],
      discounts: [],
      totals: { y1: 18832.44, y2: 0 },
      amounts: ['85,50 €', '1.200 €'],
    },
    why: '14*85.50*12=14364; +1200 = 15564; IVA 21% = 3268.44; total 18832.44',
  },
  {
    id: 'q09',
    lang: 'en',
    split: 'held',
    style: 'US call transcript excerpt, first 3 months free, competitor price (tricky)',
    notes: `Transcript excerpt — call w/ Northgate Fitness (owner Jamal Reed)
Rep: So for the 5 locations, the member app is $250 per location per month.
Jamal: And you said the first three months are free?
Rep: Right, first 3 months free on the app, year one only. Setup is a flat $1,000.
Jamal: We looked at ClubPro, they wanted $300 a location.
Rep: Understood. We'd do a 12-month term, billed monthly.`,
    expect: {
      fields: {
        custName: 'Northgate Fitness',
        custSigner: 'Jamal Reed',
        custTitle: 'owner',
        billing: 'Monthly',
      },
      lineItems: [
        { y1: 15000, y2: 0, descHas: 'app' },
        { y1: 1000, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 3750, y1: true, y2: false, labelHas: 'free' }],
      totals: { y1: 12250, y2: 0 },
      amounts: ['$250', '$1,000', '$300'],
      notPrices: ['$300'],
    },
    why: '5*250*12=15000; +1000 = 16000; 3 free months = 5*250*3 = 3750; 16000-3750 = 12250; no tax',
  },
  {
    id: 'q10',
    lang: 'en',
    split: 'tune',
    style: 'UK bullet list, two products with separate scoped discounts, VAT (tricky)',
    notes: `Meridian Housing Association – renewal + expansion
• 120 x Field Worker licences @ £22/user/month
• 15 x Supervisor licences @ £40/user/month
• Integration with their CRM – fixed fee £4,500
• 10% off Field Worker licences, 5% off Supervisor licences (loyalty)
• Annual in advance, 12 months, all prices exclusive of VAT @ 20%`,
    expect: {
      fields: {
        custName: 'Meridian Housing',
        currency: 'GBP',
        billing: 'Annual',
        term: '12 months',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 31680, y2: 0, descHas: 'Field Worker' },
        { y1: 7200, y2: 0, descHas: 'Supervisor' },
        { y1: 4500, y2: 0, descHas: 'integration' },
      ],
      discounts: [
        { kind: 'amount', value: 3168, y1: true, y2: false, labelHas: 'Field' },
        { kind: 'amount', value: 360, y1: true, y2: false, labelHas: 'Supervisor' },
      ],
      totals: { y1: 47822.4, y2: 0 },
      amounts: ['£22', '£40', '£4,500'],
    },
    why: '120*22*12=31680; 15*40*12=7200; +4500 = 43380; -10%*31680 (3168) -5%*7200 (360) = 39852; VAT 7970.40; total 47822.40',
  },
  {
    id: 'q11',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian CRM note, COP with dot thousands, IVA 19%',
    notes: `Cliente: Clínica San Rafael (Medellín). Quieren 20 licencias del módulo de agenda médica a $95.000 mensuales cada una, y capacitación presencial de 2 días a $1.800.000 por día (pago único). Contrato por 1 año, facturación mensual. Moneda: COP. IVA 19%. Firma la Dra. Natalia Restrepo, gerente administrativa.`,
    expect: {
      fields: {
        custName: 'Clínica San Rafael',
        custSigner: 'Natalia Restrepo',
        custTitle: 'gerente administrativa',
        currency: 'COP',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 22800000, y2: 0, descHas: 'agenda' },
        { y1: 3600000, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [],
      totals: { y1: 31416000, y2: 0 },
      amounts: ['$95.000', '$1.800.000'],
    },
    why: '20*95000*12=22800000; 2*1800000=3600000; 26400000 + IVA 19% (5016000) = 31416000',
  },
  {
    id: 'q12',
    lang: 'en',
    split: 'held',
    style: 'US opportunity note, k amounts, year-1-only credit, budget mention, tax exempt (tricky)',
    notes: `Opp: Pinecrest School District. 2 yr deal (24 months), billing annually.
- Chromebook mgmt licenses: 2,400 devices @ $4/device/mo
- Teacher PD workshops: $12k one-time
- Yr 1 only they get $5k off as a launch credit
Tax exempt (public school district). Their budget was ~$150k total so we're well under.`,
    expect: {
      fields: {
        custName: 'Pinecrest School District',
        billing: 'Annual',
        term: '24 months',
        taxRate: 0,
      },
      lineItems: [
        { y1: 115200, y2: 115200, descHas: 'Chromebook' },
        { y1: 12000, y2: 0, descHas: 'workshop' },
      ],
      discounts: [{ kind: 'amount', value: 5000, y1: true, y2: false, labelHas: 'credit' }],
      totals: { y1: 122200, y2: 115200 },
      amounts: ['$4', '$12k', '$5k', '$150k'],
      notPrices: ['$150k'],
    },
    why: '2400*4*12=115200 each year; +12000 y1 = 127200 - 5000 = 122200; y2 115200; tax 0',
  },
  {
    id: 'q13',
    lang: 'en',
    split: 'held',
    style: 'Australian consulting quote, day rates, one-time, GST',
    notes: `Quote for Bellbird Council – strategy consulting engagement.
15 consulting days @ $1,650/day + 3 workshop facilitation days @ $2,200/day, plus a fixed travel fee of $2,000.
All AUD, GST 10% on top. One-time engagement, invoiced on completion.
Contact: Helen Ng, Director Community Services, h.ng@bellbird.nsw.gov.au
Quote valid until 31 Jan 2027.`,
    expect: {
      fields: {
        custName: 'Bellbird Council',
        custSigner: 'Helen Ng',
        custTitle: 'Director Community Services',
        custEmail: 'h.ng@bellbird.nsw.gov.au',
        currency: 'AUD',
        billing: 'One-time',
        taxLabel: 'GST',
        taxRate: 10,
        validUntil: '2027-01-31',
      },
      lineItems: [
        { y1: 24750, y2: 0, descHas: 'consulting' },
        { y1: 6600, y2: 0, descHas: 'workshop' },
        { y1: 2000, y2: 0, descHas: 'travel' },
      ],
      discounts: [],
      totals: { y1: 36685, y2: 0 },
      amounts: ['$1,650', '$2,200', '$2,000'],
    },
    why: '15*1650=24750; 3*2200=6600; +2000 = 33350; GST 3335; total 36685',
  },
  {
    id: 'q14',
    lang: 'en',
    split: 'held',
    style: 'US voice dictation, no punctuation, numbers and prices in words, tax exempt (tricky)',
    notes: `okay note for the Hadley Manufacturing proposal um they want twelve of the industrial sensor gateway bundles at eight hundred fifty dollars each one time and then the monitoring subscription is forty five dollars per gateway per month for a year billed quarterly contact is Rob Castellano plant manager period no tax they're sending over the resale certificate so mark it tax exempt`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Hadley Manufacturing',
        custSigner: 'Rob Castellano',
        custTitle: 'plant manager',
        billing: 'Quarterly',
        taxRate: 0,
      },
      lineItems: [
        { y1: 10200, y2: 0, descHas: 'gateway' },
        { y1: 6480, y2: 0, descHas: 'monitoring' },
      ],
      discounts: [],
      totals: { y1: 16680, y2: 0 },
      amounts: ['eight hundred fifty dollars', 'forty five dollars'],
    },
    why: '12*850=10200 one-time; 12*45*12=6480; total 16680; tax exempt',
  },
  {
    id: 'q15',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish meeting summary, 24 months, unscoped discount year 1 only, IVA (tricky)',
    notes: `Propuesta para Bodegas Riberal S.A. — contrato de 24 meses, facturación anual.
- Software de trazabilidad: 3.600 € al año (licencia de bodega)
- Sensores de depósito: 40 unidades a 45 € cada una, pago único
- Soporte premium: 90 € al mes
Descuento del 10% sobre todo, solo el primer año. IVA 21%.
Contacto: Marta Ibáñez, Directora Técnica.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Bodegas Riberal',
        custSigner: 'Marta Ibáñez',
        custTitle: 'Directora Técnica',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 3600, y2: 3600, descHas: 'trazabilidad' },
        { y1: 1800, y2: 0, descHas: 'sensores' },
        { y1: 1080, y2: 1080, descHas: 'soporte' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 7056.72, y2: 5662.8 },
      amounts: ['3.600 €', '45 €', '90 €'],
    },
    why: 'y1 3600+40*45+90*12 = 6480, -10% = 5832, IVA 1224.72 = 7056.72; y2 3600+1080 = 4680, IVA 982.80 = 5662.80',
  },
  {
    id: 'q16',
    lang: 'en',
    split: 'tune',
    style: 'US table pasted from a pricing sheet, correction of tax scope, relative validity',
    notes: `Pasted from pricing sheet for Orion Biotech:
Item | Qty | Unit price | Term
LIMS Enterprise seats | 35 | $150/mo | 12 mo
Validation package (IQ/OQ) | 1 | $18,000 | one-time
Premium support | 1 | $6,000/yr | 12 mo
Notes: Enterprise edition. Annual billing. Signer: Dr. Elena Vasquez, VP Quality. MA sales tax 6.25% on the software only — actually scratch that, finance confirmed it applies to the whole order. Valid 45 days.`,
    expect: {
      fields: {
        custName: 'Orion Biotech',
        custSigner: 'Elena Vasquez',
        custTitle: 'VP Quality',
        edition: 'Enterprise',
        billing: 'Annual',
        taxLabel: 'sales tax',
        taxRate: 6.25,
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 63000, y2: 0, descHas: 'LIMS' },
        { y1: 18000, y2: 0, descHas: 'validation' },
        { y1: 6000, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 92437.5, y2: 0 },
      amounts: ['$150', '$18,000', '$6,000'],
    },
    why: '35*150*12=63000; +18000 +6000 = 87000; tax 6.25% on whole order = 5437.50; total 92437.50; 45 days = 2027-01-05',
  },
  {
    id: 'q17',
    lang: 'en',
    split: 'held',
    style: 'Canadian order form note, hardware plus subscription, HST 13%, CAD',
    notes: `Northern Lights Dental Group (Toronto) – this one is an order form, not a proposal.
4 intraoral scanners at CAD 21,500 per scanner, one-time.
Scanner software subscription CAD 199/scanner/month, 12 months, billed monthly.
HST 13%. Governing law: Ontario. PO will be signed by Dr. Amrit Singh, Managing Partner.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Northern Lights Dental',
        custSigner: 'Amrit Singh',
        custTitle: 'Managing Partner',
        currency: 'CAD',
        billing: 'Monthly',
        taxLabel: 'HST',
        taxRate: 13,
        governingLaw: 'Ontario',
      },
      lineItems: [
        { y1: 86000, y2: 0, descHas: 'scanner' },
        { y1: 9552, y2: 0, descHas: 'subscription' },
      ],
      discounts: [],
      totals: { y1: 107973.76, y2: 0 },
      amounts: ['CAD 21,500', 'CAD 199'],
    },
    why: '4*21500=86000; 4*199*12=9552; 95552 + HST 13% (12421.76) = 107973.76',
  },
  {
    id: 'q18',
    lang: 'es-419',
    split: 'tune',
    style: 'Chilean quote note, USD with dot thousands, price correction mid-note, IVA 19% (tricky)',
    notes: `Cotización para Minera Los Andes SpA
- Arriendo de 3 generadores: USD 2.400 mensuales cada uno, 12 meses
- Traslado e instalación: USD 5.000, pago único
Ojo, corrijo: traslado e instalación queda en USD 6.500 porque son dos faenas.
Precios en USD + IVA 19%. Facturación mensual. Contacto: Felipe Araya, jefe de mantención.`,
    expect: {
      fields: {
        custName: 'Minera Los Andes',
        custSigner: 'Felipe Araya',
        custTitle: 'jefe de mantención',
        currency: 'USD',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 86400, y2: 0, descHas: 'generador' },
        { y1: 6500, y2: 0, descHas: 'traslado' },
      ],
      discounts: [],
      totals: { y1: 110551, y2: 0 },
      amounts: ['USD 2.400', 'USD 5.000', 'USD 6.500'],
      notPrices: ['USD 5.000'],
    },
    why: '3*2400*12=86400; corrected transport 6500; 92900 + IVA 19% (17651) = 110551',
  },
  {
    id: 'q19',
    lang: 'en',
    split: 'tune',
    style: 'US renewal notes, ramp with a lower unit price in year 2, current price mentioned (tricky)',
    notes: `Renewal notes – Summit Credit Union. Term 24 months, billed annually.
Year 1: 200 users of the Advisor platform at $28/user/mo.
Year 2: 250 users at $26/user/mo (volume break kicks in).
FYI current price they pay is $32/user/mo, so this is a decent cut.
One-time SSO setup $3,000.
Contact: Greg Holloway, CIO, gholloway@summitcu.org`,
    expect: {
      fields: {
        custName: 'Summit Credit Union',
        custSigner: 'Greg Holloway',
        custTitle: 'CIO',
        custEmail: 'gholloway@summitcu.org',
        billing: 'Annual',
        term: '24 months',
      },
      lineItems: [
        { y1: 67200, y2: 78000, descHas: 'Advisor' },
        { y1: 3000, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 70200, y2: 78000 },
      amounts: ['$28', '$26', '$32', '$3,000'],
      notPrices: ['$32'],
    },
    why: 'y1 200*28*12=67200 + 3000 = 70200; y2 250*26*12 = 78000; no tax',
  },
  {
    id: 'q20',
    lang: 'en',
    split: 'held',
    style: 'UK framework agreement for training services, VAT exempt, governing law, start date',
    notes: `Framework agreement – Oakridge NHS Trust (L&D team)
Contact: Fiona McLeod, Head of Learning, fiona.mcleod@oakridge.nhs.uk

Deliver 8 x one-day Leadership Essentials courses at £1,850 per course, plus 120 e-learning seats at £35 per learner (annual licence). Printed course materials £12 per delegate, 96 delegates.
12 months from 1 February 2027, invoiced quarterly. VAT exempt (education & training). Governing law: England and Wales.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Oakridge NHS Trust',
        custSigner: 'Fiona McLeod',
        custTitle: 'Head of Learning',
        custEmail: 'fiona.mcleod@oakridge.nhs.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '12 months',
        startDate: '2027-02-01',
        taxRate: 0,
        governingLaw: 'England',
      },
      lineItems: [
        { y1: 14800, y2: 0, descHas: 'Leadership' },
        { y1: 4200, y2: 0, descHas: 'e-learning' },
        { y1: 1152, y2: 0, descHas: 'materials' },
      ],
      discounts: [],
      totals: { y1: 20152, y2: 0 },
      amounts: ['£1,850', '£35', '£12'],
    },
    why: '8*1850=14800; 120*35=4200; 96*12=1152; total 20152; VAT exempt',
  },
  {
    id: 'q21',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish WhatsApp to a colleague, quantity and price in words, scoped discount (tricky)',
    notes: `Marcos, te paso lo de Talleres Gómez e Hijos: quieren veinte puestos del software de taller a treinta euros al mes cada uno, un año, pago mensual. La migración de datos se la dejamos en 900 € pago único. Les hago un 15% de descuento en las licencias. IVA 21%. El que firma es Andrés Gómez, gerente.`,
    expect: {
      fields: {
        custName: 'Talleres Gómez',
        custSigner: 'Andrés Gómez',
        custTitle: 'gerente',
        currency: 'EUR',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7200, y2: 0, descHas: 'taller' },
        { y1: 900, y2: 0, descHas: 'migración' },
      ],
      discounts: [{ kind: 'amount', value: 1080, y1: true, y2: false, labelHas: 'licencia' }],
      totals: { y1: 8494.2, y2: 0 },
      amounts: ['treinta euros', '900 €'],
    },
    why: '20*30*12=7200; +900 = 8100; 15% of 7200 = 1080; net 7020; IVA 21% = 1474.20; total 8494.20',
  },
  {
    id: 'q22',
    lang: 'en',
    split: 'tune',
    style: 'US note, setup and monthly fee on one line, no tax (tricky)',
    notes: `Bayview Hotels — 3 properties. Guest WiFi: $2,000 setup per property plus $450/property/month after that. 12 months, monthly billing. Also 1 on-site tech day at $1,200. Tax: CA doesn't tax this service, so tax exempt. Signer: Linda Tran, Director of Operations.`,
    expect: {
      fields: {
        custName: 'Bayview Hotels',
        custSigner: 'Linda Tran',
        custTitle: 'Director of Operations',
        billing: 'Monthly',
        term: '12 months',
        taxRate: 0,
      },
      lineItems: [
        { y1: 6000, y2: 0, descHas: 'setup' },
        { y1: 16200, y2: 0, descHas: 'WiFi' },
        { y1: 1200, y2: 0, descHas: 'tech' },
      ],
      discounts: [],
      totals: { y1: 23400, y2: 0 },
      amounts: ['$2,000', '$450', '$1,200'],
    },
    why: 'setup 3*2000=6000; WiFi 3*450*12=16200; tech day 1200; total 23400; exempt',
  },
  {
    id: 'q23',
    lang: 'en',
    split: 'tune',
    style: 'Indian English email, USD, two-year, scoped discount on all recurring lines both years, zero-rated (tricky)',
    notes: `Hi team,

Pls draft proposal for Zenith Pharma Ltd (Mumbai). Deal is for 2 years, billing quarterly.
- QMS Cloud: 80 users x USD 45 per user per month
- Validation services: USD 15,000 one time
- Dedicated CSM: USD 1,000 per month
Customer has negotiated flat 12% discount on all recurring items, both years (not on validation).
Tax: 0% (export of services, zero-rated).
Signatory: Mr. Rajesh Iyer, Head – IT.

Regards,
Kavya`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Zenith Pharma',
        custSigner: 'Rajesh Iyer',
        custTitle: 'Head',
        currency: 'USD',
        billing: 'Quarterly',
        taxRate: 0,
      },
      lineItems: [
        { y1: 43200, y2: 43200, descHas: 'QMS' },
        { y1: 15000, y2: 0, descHas: 'validation' },
        { y1: 12000, y2: 12000, descHas: 'CSM' },
      ],
      discounts: [{ kind: 'amount', value: 6624, y1: true, y2: true, labelHas: 'recurring' }],
      totals: { y1: 63576, y2: 48576 },
      amounts: ['USD 45', 'USD 15,000', 'USD 1,000'],
    },
    why: 'QMS 80*45*12=43200, CSM 1000*12=12000 -> recurring 55200, 12% = 6624 each year; y1 70200-6624 = 63576; y2 55200-6624 = 48576; tax 0',
  },
  {
    id: 'q24',
    lang: 'es-419',
    split: 'held',
    style: 'Peruvian CRM note, soles, IGV 18%, start date',
    notes: `Nota CRM – Agroexportadora del Pacífico S.A.C. (Lima)
Contacto: Sra. Carmen Quispe, Gerente de Logística, cquispe@agropacifico.pe
Servicio de monitoreo de cadena de frío: 25 contenedores a S/ 180 por contenedor al mes. Instalación de sensores: S/ 350 por contenedor, pago único.
Plazo 12 meses, facturación mensual. Precios en soles, más IGV 18%. Inicio: 1 de enero de 2027.`,
    expect: {
      fields: {
        custName: 'Agroexportadora del Pacífico',
        custSigner: 'Carmen Quispe',
        custTitle: 'Gerente de Logística',
        custEmail: 'cquispe@agropacifico.pe',
        currency: 'PEN',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IGV',
        taxRate: 18,
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 54000, y2: 0, descHas: 'monitoreo' },
        { y1: 8750, y2: 0, descHas: 'sensores' },
      ],
      discounts: [],
      totals: { y1: 74045, y2: 0 },
      amounts: ['S/ 180', 'S/ 350'],
    },
    why: '25*180*12=54000; 25*350=8750; 62750 + IGV 18% (11295) = 74045',
  },
  {
    id: 'q25',
    lang: 'en',
    split: 'tune',
    style: 'US meeting notes, budget in M, "twenty grand", incumbent price in k (tricky)',
    notes: `Met w/ Redstone Energy procurement (Tom Alvarez, Sr. Buyer). Their total IT budget this FY is $1.2M so no real pushback on price.
Scope: managed SOC service, 12-month term, $6,500/mo, billed monthly. Onboarding + playbook build is twenty grand flat, one time.
Incumbent charges ~$8k/mo for less coverage. Proposal valid through Dec 15.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Redstone Energy',
        custSigner: 'Tom Alvarez',
        custTitle: 'Buyer',
        billing: 'Monthly',
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 78000, y2: 0, descHas: 'SOC' },
        { y1: 20000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 98000, y2: 0 },
      amounts: ['$1.2M', '$6,500', 'twenty grand', '$8k'],
      notPrices: ['$1.2M', '$8k'],
    },
    why: '6500*12=78000; twenty grand = 20000; total 98000; no tax',
  },
  {
    id: 'q26',
    lang: 'en',
    split: 'held',
    style: 'UK maintenance contract, price per quarter, confirmed early-signing scoped discount, VAT (tricky)',
    notes: `Maintenance contract quote – Fenwick Print Ltd.
6 x Heidelberg presses, full service cover at £1,200 per press per quarter. 12-month contract, invoiced quarterly.
Emergency call-out bundle (10 call-outs) £2,750 one-off.
5% off the service cover if they sign before 15 Dec — they've confirmed they will, so include it.
Plus VAT 20%. Contact: Gareth Jones, Production Director.`,
    expect: {
      fields: {
        custName: 'Fenwick Print',
        custSigner: 'Gareth Jones',
        custTitle: 'Production Director',
        currency: 'GBP',
        billing: 'Quarterly',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 28800, y2: 0, descHas: 'service' },
        { y1: 2750, y2: 0, descHas: 'call-out' },
      ],
      discounts: [{ kind: 'amount', value: 1440, y1: true, y2: false, labelHas: 'service' }],
      totals: { y1: 36132, y2: 0 },
      amounts: ['£1,200', '£2,750'],
    },
    why: '6*1200*4 quarters = 28800; +2750 = 31550; 5% of 28800 = 1440; net 30110; VAT 6022; total 36132',
  },
  {
    id: 'q27',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish meeting summary, yearly price paid monthly, year-2 step-up, governing law (tricky)',
    notes: `Resumen de la reunión con Logística Cantábrica S.L.:
- Plataforma de gestión de almacén, edición Avanzada: 9.600 € por año, pero lo quieren pagar mes a mes.
- Contrato de 24 meses.
- Formación inicial: 2 jornadas a 750 € la jornada, pago único.
- El segundo año pasan de 1 a 2 almacenes, así que la plataforma sube a 16.800 € ese año.
IVA 21%. Ley aplicable: España. Firmante: Iñigo Etxeberria, Director de Operaciones.`,
    expect: {
      fields: {
        custName: 'Logística Cantábrica',
        custSigner: 'Iñigo Etxeberria',
        custTitle: 'Director de Operaciones',
        edition: 'Avanzada',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'España',
      },
      lineItems: [
        { y1: 9600, y2: 16800, descHas: 'almacén' },
        { y1: 1500, y2: 0, descHas: 'formación' },
      ],
      discounts: [],
      totals: { y1: 13431, y2: 20328 },
      amounts: ['9.600 €', '750 €', '16.800 €'],
    },
    why: 'y1 9600 + 2*750 = 11100, IVA 2331 = 13431; y2 16800, IVA 3528 = 20328',
  },
  {
    id: 'q28',
    lang: 'en',
    split: 'held',
    style: 'US order form note, yearly prices, SLA, exempt',
    notes: `Order form — Greenleaf Grocers
1x Enterprise plan, $24,000/yr, billed annually, 12-month term starting 2027-01-15.
Premium support add-on $4,800/yr.
SLA: 99.9% uptime.
No discounts on this one. Sales tax: exempt (SaaS isn't taxable in their state).
Signer: Patricia Oduya, CFO, poduya@greenleafgrocers.com`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Greenleaf Grocers',
        custSigner: 'Patricia Oduya',
        custTitle: 'CFO',
        custEmail: 'poduya@greenleafgrocers.com',
        edition: 'Enterprise',
        billing: 'Annual',
        startDate: '2027-01-15',
        sla: '99.9',
        taxRate: 0,
      },
      lineItems: [
        { y1: 24000, y2: 0, descHas: 'Enterprise' },
        { y1: 4800, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 28800, y2: 0 },
      amounts: ['$24,000', '$4,800'],
    },
    why: '24000 + 4800 = 28800; exempt',
  },
  {
    id: 'q29',
    lang: 'en',
    split: 'tune',
    style: 'Australian email, hardware plus two subscriptions, two-year, pct off the lot both years, GST',
    notes: `G'day — proposal for Wattle Creek Vineyards please. Irrigation control system:
- 4 x controller units @ $3,900 each (one-off hardware)
- Cloud monitoring subscription $180/month per controller
- Agronomy advisory retainer $600/month
Two-year deal, 24 months, invoice annually. They've asked for 8% off the lot, both years — approved.
Prices in AUD, GST 10% on top. Contact: Bree Donnelly, owner.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Wattle Creek Vineyards',
        custSigner: 'Bree Donnelly',
        custTitle: 'owner',
        currency: 'AUD',
        billing: 'Annual',
        term: '24 months',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 15600, y2: 0, descHas: 'controller' },
        { y1: 8640, y2: 8640, descHas: 'monitoring' },
        { y1: 7200, y2: 7200, descHas: 'advisory' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 31817.28, y2: 16030.08 },
      amounts: ['$3,900', '$180', '$600'],
    },
    why: 'y1 15600+4*180*12 (8640)+600*12 (7200) = 31440, -8% = 28924.80, GST 2892.48 = 31817.28; y2 15840, -8% = 14572.80, GST 1457.28 = 16030.08',
  },
  {
    id: 'q30',
    lang: 'en',
    split: 'tune',
    style: 'US email to deal desk, price correction, scoped discount, sales tax (tricky)',
    notes: `To deal desk: need a proposal for Cobalt Robotics Inc. — 50 seats of the CAD Pro edition at $95/seat/mo, 12 months, billed annually. Plus 3 days of onsite training at $2,000/day.
Sorry, correction from the customer call: training is $1,800/day, not $2,000 (we matched the partner rate).
Give them 20% off the seats. 7% sales tax. Signer Ken Watanabe, Eng Manager. Thx`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Cobalt Robotics',
        custSigner: 'Ken Watanabe',
        custTitle: 'Manager',
        edition: 'CAD Pro',
        billing: 'Annual',
        term: '12 months',
        taxLabel: 'sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 57000, y2: 0, descHas: 'CAD' },
        { y1: 5400, y2: 0, descHas: 'training' },
      ],
      discounts: [{ kind: 'amount', value: 11400, y1: true, y2: false, labelHas: 'seat' }],
      totals: { y1: 54570, y2: 0 },
      amounts: ['$95', '$2,000', '$1,800'],
      notPrices: ['$2,000'],
    },
    why: '50*95*12=57000; corrected training 3*1800=5400; 62400 - 20% of 57000 (11400) = 51000; tax 7% 3570; total 54570',
  },
  {
    id: 'q31',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine chat message (voseo), USD hardware + service, fixed discount, IVA 21%',
    notes: `Che, armame la propuesta para Frigorífico La Pampa S.A. Son 10 balanzas industriales con conectividad a USD 1.250 cada una (pago único) y el servicio de calibración y monitoreo a USD 40 por balanza por mes, contrato anual con facturación trimestral. Les damos USD 1.000 de descuento fijo por volumen. Más IVA 21%. Firma Hernán Sosa, gerente de planta. Validez de la oferta: 10 días.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Frigorífico La Pampa',
        custSigner: 'Hernán Sosa',
        custTitle: 'gerente de planta',
        currency: 'USD',
        billing: 'Quarterly',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-01',
      },
      lineItems: [
        { y1: 12500, y2: 0, descHas: 'balanza' },
        { y1: 4800, y2: 0, descHas: 'calibración' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false, labelHas: 'volumen' }],
      totals: { y1: 19723, y2: 0 },
      amounts: ['USD 1.250', 'USD 40', 'USD 1.000'],
    },
    why: '10*1250=12500; 10*40*12=4800; 17300 - 1000 = 16300; IVA 21% = 3423; total 19723; 10 días = 2026-12-01',
  },
  {
    id: 'q32',
    lang: 'en',
    split: 'held',
    style: 'US bullet list, unscoped percentage off everything, state sales tax',
    notes: `- Client: Harborview Law LLP
- Contact: Natalie Brooks, Office Administrator, nbrooks@harborviewlaw.com
- eDiscovery hosting: 2 TB at $300/TB/mo
- Review platform seats: 12 @ $125/mo
- 12 mo, monthly billing
- 10% off everything (partner referral)
- WA sales tax 10.25%`,
    expect: {
      fields: {
        custName: 'Harborview Law',
        custSigner: 'Natalie Brooks',
        custTitle: 'Office Administrator',
        custEmail: 'nbrooks@harborviewlaw.com',
        billing: 'Monthly',
        taxLabel: 'sales tax',
        taxRate: 10.25,
      },
      lineItems: [
        { y1: 7200, y2: 0, descHas: 'hosting' },
        { y1: 18000, y2: 0, descHas: 'review' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 25004.7, y2: 0 },
      amounts: ['$300', '$125'],
    },
    why: '2*300*12=7200; 12*125*12=18000; 25200 -10% = 22680; tax 10.25% = 2324.70; total 25004.70',
  },
  {
    id: 'q33',
    lang: 'en',
    split: 'held',
    style: 'UK proposal note, per-school yearly price with 5% uplift in year 2, future start date (tricky)',
    notes: `Proposal: Thornbury Academies Trust, 2-year term (24 months) from 1 Sept 2027, invoiced annually in advance.
Safeguarding platform: 9 schools at £2,400 per school per year, rising 5% in year 2.
Set-up and training: £350 per school, one-off, all 9 schools.
VAT 20% applies. Signer: Dr Helen Carr, CEO.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Thornbury Academies Trust',
        custSigner: 'Helen Carr',
        custTitle: 'CEO',
        currency: 'GBP',
        billing: 'Annual',
        term: '24 months',
        startDate: '2027-09-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 21600, y2: 22680, descHas: 'Safeguarding' },
        { y1: 3150, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 29700, y2: 27216 },
      amounts: ['£2,400', '£350'],
    },
    why: 'y1 9*2400=21600 + 9*350=3150 = 24750, VAT 4950 = 29700; y2 9*2520=22680, VAT 4536 = 27216',
  },
  {
    id: 'q34',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish table pasted from Excel, monthly licences + fees, IVA',
    notes: `Tabla copiada del Excel para Clínica Dental Sonrisa (Valencia):
Concepto | Cantidad | Precio
Licencia gestión clínica (mensual) | 6 puestos | 39 €/puesto/mes
Migración de fichas | 1 | 450 €
Formación online | 4 h | 60 €/h
Contrato 12 meses, domiciliación mensual. IVA 21%. Contacto: Dra. Elena Ruiz (elena@sonrisavalencia.es).`,
    expect: {
      fields: {
        custName: 'Clínica Dental Sonrisa',
        custSigner: 'Elena Ruiz',
        custEmail: 'elena@sonrisavalencia.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 2808, y2: 0, descHas: 'licencia' },
        { y1: 450, y2: 0, descHas: 'migración' },
        { y1: 240, y2: 0, descHas: 'formación' },
      ],
      discounts: [],
      totals: { y1: 4232.58, y2: 0 },
      amounts: ['39 €', '450 €', '60 €'],
    },
    why: '6*39*12=2808; +450; 4*60=240; 3498 + IVA 21% (734.58) = 4232.58',
  },
  {
    id: 'q35',
    lang: 'en',
    split: 'tune',
    style: 'US deal note, two-year, fixed credit each year, NYC sales tax with three decimals (tricky)',
    notes: `Deal: Maple & Vine Restaurants (7 locations). 2 year term (24 months), billed annually.
POS software $89/location/month, kitchen display add-on $35/location/month.
Hardware: 7 terminals @ $1,199 — one time.
Loyalty credit: $400 off each year.
NY sales tax 8.875%. Contact is the owner, Sofia Marchetti.`,
    expect: {
      fields: {
        custName: 'Maple & Vine',
        custSigner: 'Sofia Marchetti',
        custTitle: 'owner',
        billing: 'Annual',
        term: '24 months',
        taxLabel: 'sales tax',
        taxRate: 8.875,
      },
      lineItems: [
        { y1: 7476, y2: 7476, descHas: 'POS' },
        { y1: 2940, y2: 2940, descHas: 'kitchen' },
        { y1: 8393, y2: 0, descHas: 'terminal' },
      ],
      discounts: [{ kind: 'amount', value: 400, y1: true, y2: true, labelHas: 'loyalty' }],
      totals: { y1: 20042.8, y2: 10904.92 },
      amounts: ['$89', '$35', '$1,199', '$400'],
    },
    why: 'POS 7*89*12=7476, KDS 7*35*12=2940, hw 7*1199=8393; y1 18809-400 = 18409, tax 1633.80 = 20042.80; y2 10416-400 = 10016, tax 888.92 = 10904.92',
  },
  {
    id: 'q36',
    lang: 'en',
    split: 'tune',
    style: 'Slack relay, yearly prices in k billed quarterly, hourly services, competitor quote, exempt (tricky)',
    notes: `From Dev in #deals: "Ridgeway Logistics wants the analytics platform, Growth edition, $18k/yr, billed quarterly. Plus 2 extra connectors at $1.5k/yr each. 12-month term. They mentioned Tableau quoted them $25k. Oh and implementation: 40 hours at $175/hr, one-off. No sales tax — out of state, exempt."`,
    expect: {
      fields: {
        custName: 'Ridgeway Logistics',
        edition: 'Growth',
        billing: 'Quarterly',
        taxRate: 0,
      },
      lineItems: [
        { y1: 18000, y2: 0, descHas: 'analytics' },
        { y1: 3000, y2: 0, descHas: 'connector' },
        { y1: 7000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 28000, y2: 0 },
      amounts: ['$18k', '$1.5k', '$25k', '$175'],
      notPrices: ['$25k'],
    },
    why: '18000 + 2*1500 + 40*175 (7000) = 28000; exempt',
  },
  {
    id: 'q37',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican call notes, first 2 months free, "25 mil pesos", IVA 16% (tricky)',
    notes: `Llamada con Farmacias Del Valle (Guadalajara). Habló la Lic. Sofía Hernández, Directora de Compras.
Quieren el sistema de punto de venta para 15 sucursales: 1,200 pesos por sucursal al mes. Plazo 12 meses, cobro mensual. Los primeros 2 meses van gratis en el sistema. Instalación: 25 mil pesos, pago único. Más IVA del 16%. Moneda MXN.`,
    expect: {
      fields: {
        custName: 'Farmacias Del Valle',
        custSigner: 'Sofía Hernández',
        custTitle: 'Directora de Compras',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 216000, y2: 0, descHas: 'venta' },
        { y1: 25000, y2: 0, descHas: 'instalación' },
      ],
      discounts: [{ kind: 'amount', value: 36000, y1: true, y2: false, labelHas: 'gratis' }],
      totals: { y1: 237800, y2: 0 },
      amounts: ['1,200 pesos', '25 mil pesos'],
    },
    why: '15*1200*12=216000; +25000 = 241000; 2 free months = 15*1200*2 = 36000; net 205000; IVA 16% = 32800; total 237800',
  },
  {
    id: 'q38',
    lang: 'en',
    split: 'held',
    style: 'Irish proposal note, EUR, 24 months, scoped new-logo discount year 1 only, VAT 23%, region (tricky)',
    notes: `Proposal for Claddagh Analytics Ltd (Galway).
Data platform – Team edition – 15 users at €55 per user per month.
Premium support: €150/month.
Onboarding workshop: €1,800 one-off.
Term: 24 months, annual billing. Hosted in the EU region (Frankfurt).
Year 1 only: 20% off the licences (new-logo promo).
VAT 23%. Signer: Aoife Byrne, Head of Data, aoife@claddagh-analytics.ie`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Claddagh Analytics',
        custSigner: 'Aoife Byrne',
        custTitle: 'Head of Data',
        custEmail: 'aoife@claddagh-analytics.ie',
        edition: 'Team',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 months',
        region: 'EU',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 9900, y2: 9900, descHas: 'platform' },
        { y1: 1800, y2: 1800, descHas: 'support' },
        { y1: 1800, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'amount', value: 1980, y1: true, y2: false, labelHas: 'licen' }],
      totals: { y1: 14169.6, y2: 14391 },
      amounts: ['€55', '€150', '€1,800'],
    },
    why: 'users 15*55*12=9900, support 150*12=1800, onboarding 1800; y1 13500 - 20%*9900 (1980) = 11520, VAT 2649.60 = 14169.60; y2 11700, VAT 2691 = 14391',
  },
  {
    id: 'q39',
    lang: 'en',
    split: 'held',
    style: 'US consulting engagement, weekly rates, fixed amount off, expenses excluded, one-time',
    notes: `Notes for Vertex Health proposal – advisory engagement.
2 senior consultants for 10 weeks at $2,400 per consultant per week, plus a part-time project manager for the same 10 weeks at $1,500/week.
One-time engagement, billed on completion. We agreed to knock $3,000 off the total.
T&E billed at cost, not part of the proposal. Professional services are tax exempt here.
Contact: Dr. Omar Farouk, Chief Medical Information Officer.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Vertex Health',
        custSigner: 'Omar Farouk',
        custTitle: 'Chief Medical Information Officer',
        billing: 'One-time',
        taxRate: 0,
      },
      lineItems: [
        { y1: 48000, y2: 0, descHas: 'consultant' },
        { y1: 15000, y2: 0, descHas: 'project manager' },
      ],
      discounts: [{ kind: 'amount', value: 3000, y1: true, y2: false }],
      totals: { y1: 60000, y2: 0 },
      amounts: ['$2,400', '$1,500', '$3,000'],
    },
    why: '2*2400*10=48000; 1500*10=15000; 63000 - 3000 = 60000; exempt',
  },
  {
    id: 'q40',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish quick note, quantity correction, two scoped discounts (one both years, one year 1), 24 months (tricky)',
    notes: `Nota rápida — Cooperativa Agrícola del Segura. Contrato a 24 meses, facturación anual.
· Licencias de la app de campo: 50 usuarios a 12 € por usuario al mes. Perdón, son 60 usuarios, no 50.
· Estaciones meteorológicas: 5 unidades a 2.300 € cada una, pago único.
· Mantenimiento de las estaciones: 400 € por estación al año.
Descuentos: 10% en las licencias los dos años, y 500 € menos en las estaciones (solo el primer año).
IVA 21%. Firma: José Antonio Pérez, presidente.`,
    expect: {
      fields: {
        custName: 'Cooperativa Agrícola del Segura',
        custSigner: 'José Antonio Pérez',
        custTitle: 'presidente',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 8640, y2: 8640, descHas: 'app' },
        { y1: 11500, y2: 0, descHas: 'meteorol' },
        { y1: 2000, y2: 2000, descHas: 'mantenimiento' },
      ],
      discounts: [
        { kind: 'amount', value: 864, y1: true, y2: true, labelHas: 'licencia' },
        { kind: 'amount', value: 500, y1: true, y2: false, labelHas: 'estaci' },
      ],
      totals: { y1: 25138.96, y2: 11828.96 },
      amounts: ['12 €', '2.300 €', '400 €', '500 €'],
    },
    why: 'corrected 60*12*12=8640/yr; 5*2300=11500 y1; 5*400=2000/yr; y1 22140-864-500 = 20776, IVA 4362.96 = 25138.96; y2 10640-864 = 9776, IVA 2052.96 = 11828.96',
  },
];
