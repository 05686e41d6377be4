/**
 * Blind corpus 9: 40 sales-rep notes for POST /proposals.
 *
 * Written blind from the product contract (SPEC.md) only; no parser source, tests or benchmarks were read.
 * Every expectation below was computed by hand (and the sums re-checked with node) before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates such as "valid 30 days" resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_9: BlindNote[] = [
  {
    id: 'm01',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner with a typo, per-user-per-month seats plus one-time onboarding',
    notes: `Acme Logistics (Dallas) - 25 Pro seats @ $49/user/mo, billed anually, 12 mo term, onboarding $1,500 one time. tax exempt.`,
    expect: {
      fields: { custName: 'Acme Logistics', currency: 'USD', billing: 'Annual', term: '12 months' },
      lineItems: [
        { y1: 14700, y2: 0, descHas: 'seats' },
        { y1: 1500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 16200, y2: 0 },
      amounts: ['$49', '$1,500'],
    },
    why: '25 x 49 x 12 = 14,700 + 1,500 one-time; one-year term so y2 is 0; exempt so no tax.',
  },
  {
    id: 'm02',
    lang: 'en',
    split: 'tune',
    style: 'dictated voice memo, no punctuation, numbers spelled out, per site per year and per site per month',
    notes: `ok so for brightwater dental the group with eleven offices in austin they want the scheduling module for all eleven sites at twelve hundred dollars per site per year plus the patient texting add on at forty dollars per site per month twenty four month term starting january first twenty twenty seven billed annually um the signer is doctor renee alvarez she's the owner email renee@brightwaterdental.com and since they're in texas add sales tax at eight point two five percent`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        custSigner: 'Renee Alvarez',
        custTitle: 'owner',
        custEmail: 'renee@brightwaterdental.com',
        currency: 'USD',
        billing: 'Annual',
        term: '24 months',
        startDate: '2027-01-01',
        taxRate: 8.25,
        taxLabel: 'sales tax',
      },
      lineItems: [
        { y1: 13200, y2: 13200, descHas: 'scheduling' },
        { y1: 5280, y2: 5280, descHas: 'texting' },
      ],
      discounts: [],
      totals: { y1: 20004.6, y2: 20004.6 },
      amounts: ['twelve hundred dollars', 'forty dollars'],
    },
    why: '11 x 1,200 = 13,200; 11 x 40 x 12 = 5,280; 18,480 x 1.0825 = 20,004.60 each year of the 24-month term.',
  },
  {
    id: 'm03',
    lang: 'en',
    split: 'held',
    style: 'CRM opportunity field dump with stage, probability, close date and a phone number',
    notes: `Opportunity: Northwind Freight - Fleet Telematics Renewal
Account Owner: J. Park
Stage: Proposal/Price Quote
Close Date: 12/18/2026
Amount: $86,400.00
Probability: 60%
Type: Existing Business
Products:
  Telematics Unit License | Qty 240 | Sales Price $25.00/mo | Total $72,000.00
  Driver App | Qty 240 | Sales Price $5.00/mo | Total $14,400.00
Term: 12 months
Billing Frequency: Quarterly
Primary Contact: Marcus Hale, Director of Fleet Ops, mhale@northwindfreight.com, (312) 555-0187
Next Step: send quote, valid until 12/31/2026`,
    expect: {
      fields: {
        custName: 'Northwind Freight',
        custSigner: 'Marcus Hale',
        custTitle: 'Director of Fleet Ops',
        custEmail: 'mhale@northwindfreight.com',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12 months',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 72000, y2: 0, descHas: 'Telematics' },
        { y1: 14400, y2: 0, descHas: 'Driver' },
      ],
      discounts: [],
      totals: { y1: 86400, y2: 0 },
      amounts: ['$86,400.00', '$25.00', '$72,000.00', '$5.00', '$14,400.00'],
      notPrices: ['$86,400.00'],
    },
    why: 'The CRM Amount is the opportunity roll-up, not a line; 240 x 25 x 12 = 72,000 and 240 x 5 x 12 = 14,400.',
  },
  {
    id: 'm04',
    lang: 'en',
    split: 'tune',
    style: 'Slack thread, two people, seat-count correction, percentage discount scoped to seats only',
    notes: `[10:02] dana: new one for Halcyon Bio - 20 seats of Analyst @ $65/seat/mo, 12 months
[10:03] dana: + data connector pack $3,000/yr
[10:05] raj: they asked for 30 seats in the call yesterday fwiw
[10:06] dana: scratch that, make it 30 seats. same price
[10:09] raj: and they want the 99.95% uptime SLA tier, that's +$4,800/yr
[10:10] dana: ok add it. and give them 10% off the seats only, not the connector or SLA
[10:11] raj: 👍 bill annually. contact is Priya Nandakumar (VP Research Ops)`,
    expect: {
      fields: {
        custName: 'Halcyon Bio',
        custSigner: 'Priya Nandakumar',
        custTitle: 'VP Research Ops',
        currency: 'USD',
        billing: 'Annual',
        term: '12 months',
        sla: '99.95%',
      },
      lineItems: [
        { y1: 23400, y2: 0, descHas: 'Analyst' },
        { y1: 3000, y2: 0, descHas: 'connector' },
        { y1: 4800, y2: 0, descHas: 'SLA' },
      ],
      discounts: [{ kind: 'amount', value: 2340, y1: true, y2: false, labelHas: 'seats' }],
      totals: { y1: 28860, y2: 0 },
      amounts: ['$65', '$3,000', '$4,800'],
    },
    why: '30 (corrected) x 65 x 12 = 23,400; 10% of the seats only = 2,340; 31,200 - 2,340 = 28,860.',
  },
  {
    id: 'm05',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican rep note, MXN with comma thousands, year-2 price increase, IVA 16%, cell number',
    notes: `Cliente: Grupo Alimentos del Bajío (León, Gto.). Quieren 60 licencias del plan Operaciones a $450 MXN por usuario al mes, contrato de 24 meses, facturación mensual. Implementación $38,000 MXN pago único. El segundo año el precio por licencia sube a $480 MXN por usuario al mes. Agregar IVA 16%. Contacto: Ing. Laura Méndez, Gerente de TI, laura.mendez@alimentosbajio.mx, cel. 477 123 4567.`,
    expect: {
      fields: {
        custName: 'Grupo Alimentos del Bajío',
        custSigner: 'Laura Méndez',
        custTitle: 'Gerente de TI',
        custEmail: 'laura.mendez@alimentosbajio.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '24 meses',
        taxRate: 16,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 324000, y2: 345600, descHas: 'Operaciones' },
        { y1: 38000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 419920, y2: 400896 },
      amounts: ['$450 MXN', '$38,000 MXN', '$480 MXN'],
    },
    why: '60 x 450 x 12 = 324,000 (y2 60 x 480 x 12 = 345,600); y1 362,000 x 1.16 = 419,920; y2 345,600 x 1.16 = 400,896.',
  },
  {
    id: 'm06',
    lang: 'en',
    split: 'tune',
    style: 'email with quoted customer reply carrying a budget cap and the incumbent price; GBP and VAT',
    notes: `Subject: RE: RE: Pricing for Kestrel Housing Association

Tom - final numbers below, please turn into a proposal.

- Case management platform: 150 users at £18 per user per month
- Tenant portal: £6,000 per year flat
- Data migration (one-off): £4,500
- 12 month term, invoiced annually in advance. Add VAT at 20%.

Signer on their side is Gillian Frost, Head of Digital (g.frost@kestrelhousing.org.uk).

> On 19 Nov 2026, at 16:40, Gillian Frost wrote:
> Thanks. Our budget for this is capped at £45,000 ex VAT, and the incumbent
> charges us £22 per user per month, so please sharpen the pencil.`,
    expect: {
      fields: {
        custName: 'Kestrel Housing Association',
        custSigner: 'Gillian Frost',
        custTitle: 'Head of Digital',
        custEmail: 'g.frost@kestrelhousing.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12 months',
        taxRate: 20,
        taxLabel: 'VAT',
      },
      lineItems: [
        { y1: 32400, y2: 0, descHas: 'Case' },
        { y1: 6000, y2: 0, descHas: 'portal' },
        { y1: 4500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 51480, y2: 0 },
      amounts: ['£18', '£6,000', '£4,500', '£45,000', '£22'],
      notPrices: ['£45,000', '£22'],
    },
    why: '150 x 18 x 12 = 32,400 + 6,000 + 4,500 = 42,900; x 1.20 = 51,480. Budget cap and incumbent price are not lines.',
  },
  {
    id: 'm07',
    lang: 'en',
    split: 'held',
    style: 'tab-separated spreadsheet paste, CAD, per student per year, per teacher per month, one-time days, HST',
    notes: `Customer\tMaple Ridge School District
Item\tQty\tUnit\tUnit price (CAD)\tPeriod
Learning platform licence\t1,800\tstudent\t4.50\tper year
Teacher seats\t120\tteacher\t9.00\tper month
Professional development days\t3\tday\t1,350.00\tone-time
Hosting region\tCanada Central (Toronto)
Term\t36 months
Billing\tannual
Tax\tHST 13%`,
    expect: {
      fields: {
        custName: 'Maple Ridge School District',
        currency: 'CAD',
        billing: 'Annual',
        term: '36 months',
        region: 'Canada Central',
        taxRate: 13,
        taxLabel: 'HST',
      },
      lineItems: [
        { y1: 8100, y2: 8100, descHas: 'Learning' },
        { y1: 12960, y2: 12960, descHas: 'Teacher' },
        { y1: 4050, y2: 0, descHas: 'development' },
      ],
      discounts: [],
      totals: { y1: 28374.3, y2: 23797.8 },
      amounts: ['4.50', '9.00', '1,350.00'],
    },
    why: '1,800 x 4.50 = 8,100/yr; 120 x 9 x 12 = 12,960/yr; 3 x 1,350 = 4,050 once; y1 25,110 x 1.13 = 28,374.30; y2 21,060 x 1.13 = 23,797.80.',
  },
  {
    id: 'm08',
    lang: 'en',
    split: 'tune',
    style: 'renewal note: last year price and dropped support quoted for context, new count and price, relative validity',
    notes: `Renewal - Pinecrest Credit Union. Last year they paid $52,000 for 400 member portal licenses ($130 each/yr) plus premium support at $6,000, which they're dropping this time. This year: 450 licenses at $125/license/yr, 24-month renewal with year 2 locked at the same price. Start 2027-02-01. Renewal quote valid 30 days.`,
    expect: {
      fields: {
        custName: 'Pinecrest Credit Union',
        currency: 'USD',
        term: '24 months',
        startDate: '2027-02-01',
        validUntil: '2026-12-21',
      },
      lineItems: [{ y1: 56250, y2: 56250, descHas: 'licenses' }],
      discounts: [],
      totals: { y1: 56250, y2: 56250 },
      amounts: ['$52,000', '$130', '$6,000', '$125'],
      notPrices: ['$52,000', '$130', '$6,000'],
    },
    why: 'Only the new 450 x 125 = 56,250 is priced, both years; last year and the dropped support are context.',
  },
  {
    id: 'm09',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine note, ARS with dot thousands, whole-deal 15% discount, IVA 21%, dd/mm date',
    notes: `Propuesta para Estudio Contable Ferreyra & Asoc. (CABA). 12 usuarios del módulo Liquidación de Sueldos a ARS 38.500 por usuario por mes, 12 meses, facturación mensual. Capacitación: 2 jornadas a ARS 420.000 cada una (única vez). Descuento 15% sobre el total. IVA 21%. Firma: Cdra. Mariana Ferreyra, socia. Tel 11 4567-8910. Validez de la oferta: hasta el 15/12/2026.`,
    expect: {
      fields: {
        custName: 'Estudio Contable Ferreyra',
        custSigner: 'Mariana Ferreyra',
        custTitle: 'socia',
        currency: 'ARS',
        billing: 'Monthly',
        term: '12 meses',
        validUntil: '2026-12-15',
        taxRate: 21,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 5544000, y2: 0, descHas: 'Sueldos' },
        { y1: 840000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'pct', value: 15, y1: true, y2: false }],
      totals: { y1: 6565944, y2: 0 },
      amounts: ['ARS 38.500', 'ARS 420.000'],
    },
    why: '12 x 38,500 x 12 = 5,544,000 + 2 x 420,000 = 6,384,000; x 0.85 = 5,426,400; x 1.21 = 6,565,944.',
  },
  {
    id: 'm10',
    lang: 'en',
    split: 'held',
    style:
      'note full of non-price numbers (ticket id, address, zip, phone, extension, uptime, RPO), per-GB storage, competitor rate',
    notes: `Ticket #48213 / opp 0061x00000Abc - Ridgeline Medical Imaging, 4410 Old Mill Rd Suite 210, Boise ID 83706, ph 208-555-0143. Need: PACS archive storage 12,000 GB at $0.08/GB/month, plus 3 reading-room workstation licenses at $2,200 each per year. 99.9% uptime SLA, RPO 15 min. Term 12 months starting Jan 4 2027. Their IT guy (ext 2231) says current vendor bills $0.11/GB. Quote good through 12/31/2026.`,
    expect: {
      fields: {
        custName: 'Ridgeline Medical Imaging',
        currency: 'USD',
        term: '12 months',
        startDate: '2027-01-04',
        validUntil: '2026-12-31',
        sla: '99.9%',
      },
      lineItems: [
        { y1: 11520, y2: 0, descHas: 'storage' },
        { y1: 6600, y2: 0, descHas: 'workstation' },
      ],
      discounts: [],
      totals: { y1: 18120, y2: 0 },
      amounts: ['$0.08', '$2,200', '$0.11'],
      notPrices: ['$0.11'],
    },
    why: '12,000 x 0.08 x 12 = 11,520; 3 x 2,200 = 6,600. Current vendor rate is not ours.',
  },
  {
    id: 'm11',
    lang: 'en',
    split: 'held',
    style: 'ramp deal (year-1 vs year-2 users), EUR, edition, region, governing law, agreement, VAT 19%',
    notes: `Deal: Hofmann Präzisionstechnik GmbH (Stuttgart). Draft it as an agreement. Ramp: Year 1 - 80 users, Year 2 - 140 users, Enterprise edition, €32 per user per month both years. Region: Frankfurt. Billing quarterly. 24 month agreement, governing law Germany. Add 19% VAT. Signatory: Dr. Stefan Hofmann, Geschäftsführer.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Hofmann Präzisionstechnik',
        custSigner: 'Stefan Hofmann',
        custTitle: 'Geschäftsführer',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24 months',
        edition: 'Enterprise',
        region: 'Frankfurt',
        governingLaw: 'Germany',
        taxRate: 19,
        taxLabel: 'VAT',
      },
      lineItems: [{ y1: 30720, y2: 53760, descHas: 'users' }],
      discounts: [],
      totals: { y1: 36556.8, y2: 63974.4 },
      amounts: ['€32'],
    },
    why: '80 x 32 x 12 = 30,720 in y1, 140 x 32 x 12 = 53,760 in y2; x 1.19 = 36,556.80 and 63,974.40.',
  },
  {
    id: 'm12',
    lang: 'en',
    split: 'tune',
    style: 'terse AUD note with typos, per store per month plus per-store hardware, GST 10%',
    notes: `Coastal Surf Co (Byron Bay) - POS + inventroy, 6 stores x A$189/store/mo, 12 mths, monthly billng. Hardware bundle A$1,250 per store one-off. GST 10% on top.`,
    expect: {
      fields: {
        custName: 'Coastal Surf Co',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12 months',
        taxRate: 10,
        taxLabel: 'GST',
      },
      lineItems: [
        { y1: 13608, y2: 0, descHas: 'POS' },
        { y1: 7500, y2: 0, descHas: 'Hardware' },
      ],
      discounts: [],
      totals: { y1: 23218.8, y2: 0 },
      amounts: ['A$189', 'A$1,250'],
    },
    why: '6 x 189 x 12 = 13,608; 6 x 1,250 = 7,500; 21,108 x 1.10 = 23,218.80.',
  },
  {
    id: 'm13',
    lang: 'es-ES',
    split: 'held',
    style: 'Spain, euros after the number with dot thousands, 10% off seats only, IVA 21%, valid 30 days',
    notes: `Propuesta para Clínica Dental Sonrisa Mediterránea, S.L. (Valencia). 8 puestos de la agenda clínica a 55 € por puesto y mes, durante 12 meses, facturación trimestral. Migración de datos: 1.200 € (pago único). Formación presencial: 2 días a 650 € / día. Aplicar un 10 % de descuento solo a los puestos. IVA 21 %. Contacto: Dña. Elena Soler Puig, gerente, elena@sonrisamediterranea.es. La oferta es válida 30 días.`,
    expect: {
      fields: {
        custName: 'Sonrisa Mediterránea',
        custSigner: 'Elena Soler',
        custTitle: 'gerente',
        custEmail: 'elena@sonrisamediterranea.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12 meses',
        validUntil: '2026-12-21',
        taxRate: 21,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 5280, y2: 0, descHas: 'agenda' },
        { y1: 1200, y2: 0, descHas: 'Migración' },
        { y1: 1300, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'amount', value: 528, y1: true, y2: false, labelHas: 'puestos' }],
      totals: { y1: 8774.92, y2: 0 },
      amounts: ['55 €', '1.200 €', '650 €'],
    },
    why: '8 x 55 x 12 = 5,280; 10% of seats = 528; 7,780 - 528 = 7,252; x 1.21 = 8,774.92.',
  },
  {
    id: 'm14',
    lang: 'en',
    split: 'held',
    style: 'Slack channel thread, NOK, 36 months, discount on years 2 and 3 only, MVA 25%',
    notes: `#deals-emea
@lucy: Fjordline Shipping AS wants the fleet maintenance suite. 3 year term (36 months).
@lucy: pricing: 45 vessels at NOK 1,900 per vessel per month
@omar: currency - they want NOK, yes. plus 1 integration package NOK 95,000 one-time
@lucy: and we agreed 8% off years 2 and 3 as a loyalty thing, year 1 full price
@omar: billing annual in advance. 25% MVA applies
@lucy: signer Ingrid Solberg, CFO`,
    expect: {
      fields: {
        custName: 'Fjordline Shipping',
        custSigner: 'Ingrid Solberg',
        custTitle: 'CFO',
        currency: 'NOK',
        billing: 'Annual',
        term: '36 months',
        taxRate: 25,
        taxLabel: 'MVA',
      },
      lineItems: [
        { y1: 1026000, y2: 1026000, descHas: 'vessel' },
        { y1: 95000, y2: 0, descHas: 'integration' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: false, y2: true }],
      totals: { y1: 1401250, y2: 1179900 },
      amounts: ['NOK 1,900', 'NOK 95,000'],
    },
    why: '45 x 1,900 x 12 = 1,026,000/yr; y1 1,121,000 x 1.25 = 1,401,250; y2 1,026,000 x 0.92 x 1.25 = 1,179,900.',
  },
  {
    id: 'm15',
    lang: 'en',
    split: 'held',
    style: "Swiss customer, CHF with apostrophe thousands (24'000), platform fee + seats + onboarding, MWST 8.1%, dd.mm.yyyy",
    notes: `Swiss customer: Alpenblick Versicherungen AG, Zürich. Quote in CHF. Platform fee CHF 24'000 per year, plus 35 analyst seats at CHF 1'150 per seat per year. Onboarding package CHF 8'500 once. 24 months, annual invoicing, MWST 8.1%. Governing law: Switzerland. Contact: Beat Zimmermann (Head of Claims IT). Valid until 15.12.2026.`,
    expect: {
      fields: {
        custName: 'Alpenblick Versicherungen',
        custSigner: 'Beat Zimmermann',
        custTitle: 'Head of Claims IT',
        currency: 'CHF',
        billing: 'Annual',
        term: '24 months',
        governingLaw: 'Switzerland',
        validUntil: '2026-12-15',
        taxRate: 8.1,
        taxLabel: 'MWST',
      },
      lineItems: [
        { y1: 24000, y2: 24000, descHas: 'Platform' },
        { y1: 40250, y2: 40250, descHas: 'seats' },
        { y1: 8500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 78642.75, y2: 69454.25 },
      amounts: ["CHF 24'000", "CHF 1'150", "CHF 8'500"],
    },
    why: '24,000 + 35 x 1,150 = 40,250 + 8,500 once; y1 72,750 x 1.081 = 78,642.75; y2 64,250 x 1.081 = 69,454.25.',
  },
  {
    id: 'm16',
    lang: 'en',
    split: 'held',
    style: 'JPY with no decimals, competitor quote mentioned, consumption tax 10%',
    notes: `Sakura Robotics K.K. (Osaka) - wants 50 engineering seats at ¥6,800 per seat per month, 12-month term, billed monthly. Plus on-site setup ¥450,000 (one time). Consumption tax 10%. They mentioned a competitor quoted ¥5,900/seat. Decision by Dec 10.`,
    expect: {
      fields: {
        custName: 'Sakura Robotics',
        currency: 'JPY',
        billing: 'Monthly',
        term: '12 months',
        taxRate: 10,
        taxLabel: 'consumption tax',
      },
      lineItems: [
        { y1: 4080000, y2: 0, descHas: 'seats' },
        { y1: 450000, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 4983000, y2: 0 },
      amounts: ['¥6,800', '¥450,000', '¥5,900'],
      notPrices: ['¥5,900'],
    },
    why: '50 x 6,800 x 12 = 4,080,000 + 450,000 = 4,530,000; x 1.10 = 4,983,000. Competitor price is not a line.',
  },
  {
    id: 'm17',
    lang: 'es-419',
    split: 'held',
    style: 'Colombian note, COP with dot thousands, NIT and cell number as non-price numbers, IVA 19%',
    notes: `Cliente: Transportes Andinos S.A.S. (Medellín). Cotizar en pesos colombianos (COP). 35 conductores en la app de rutas a $ 42.000 COP por conductor al mes, 24 meses, facturación mensual. Kit de instalación GPS: 35 unidades a $ 180.000 COP c/u, pago único. IVA 19%. Contacto: Andrés Felipe Gómez, jefe de logística, cel 300 555 1234, NIT 900.123.456-7.`,
    expect: {
      fields: {
        custName: 'Transportes Andinos',
        custSigner: 'Andrés Felipe Gómez',
        custTitle: 'jefe de logística',
        currency: 'COP',
        billing: 'Monthly',
        term: '24 meses',
        taxRate: 19,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 17640000, y2: 17640000, descHas: 'rutas' },
        { y1: 6300000, y2: 0, descHas: 'GPS' },
      ],
      discounts: [],
      totals: { y1: 28488600, y2: 20991600 },
      amounts: ['$ 42.000 COP', '$ 180.000 COP'],
    },
    why: '35 x 42,000 x 12 = 17,640,000/yr; 35 x 180,000 = 6,300,000 once; y1 23,940,000 x 1.19 = 28,488,600; y2 17,640,000 x 1.19 = 20,991,600.',
  },
  {
    id: 'm18',
    lang: 'en',
    split: 'held',
    style: 'rambling voice memo: "two point five k", "three bucks", a declined add-on with its normal price',
    notes: `quick one for lakeside property management they're gonna do the tenant screening bundle at two point five k a year flat plus a hundred and twenty units on the maintenance app at three bucks a unit a month one year deal billed monthly they asked about white glove onboarding which is normally fifteen hundred but I told them not this round so leave it off contact is gary newman the ops manager`,
    expect: {
      fields: {
        custName: 'Lakeside Property Management',
        currency: 'USD',
        custSigner: 'Gary Newman',
        custTitle: 'ops manager',
        billing: 'Monthly',
      },
      lineItems: [
        { y1: 2500, y2: 0, descHas: 'screening' },
        { y1: 4320, y2: 0, descHas: 'maintenance' },
      ],
      discounts: [],
      totals: { y1: 6820, y2: 0 },
      amounts: ['two point five k', 'three bucks', 'fifteen hundred'],
      notPrices: ['fifteen hundred'],
    },
    why: '2,500 flat + 120 x 3 x 12 = 4,320; the onboarding was declined so it gives no line.',
  },
  {
    id: 'm19',
    lang: 'en',
    split: 'held',
    style:
      'markdown pipe table pasted from a quote sheet with SKUs, mixed billing periods, fixed-amount first-year credit, tax exempt',
    notes: `| SKU | Description | Qty | Unit price | Billing |
|---|---|---|---|---|
| CX-PLT | Contact center platform | 1 | $18,000 | annual |
| CX-AGT | Agent licenses | 65 | $85/mo | monthly |
| CX-WFM | Workforce mgmt add-on | 65 | $20/mo | monthly |
| PS-IMP | Implementation (fixed fee) | 1 | $12,500 | one-time |
Customer: Summit Outdoor Retail, Denver CO 80202. 12 months. Credit of $5,000 off the first-year total (competitive displacement). No sales tax - exempt cert on file.`,
    expect: {
      fields: { custName: 'Summit Outdoor Retail', currency: 'USD', term: '12 months' },
      lineItems: [
        { y1: 18000, y2: 0, descHas: 'platform' },
        { y1: 66300, y2: 0, descHas: 'Agent' },
        { y1: 15600, y2: 0, descHas: 'Workforce' },
        { y1: 12500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'amount', value: 5000, y1: true, y2: false, labelHas: 'credit' }],
      totals: { y1: 107400, y2: 0 },
      amounts: ['$18,000', '$85', '$20', '$12,500', '$5,000'],
    },
    why: '18,000 + 65 x 85 x 12 = 66,300 + 65 x 20 x 12 = 15,600 + 12,500 = 112,400; minus 5,000 credit = 107,400.',
  },
  {
    id: 'm20',
    lang: 'en',
    split: 'tune',
    style: 'order form request, GBP, per practice per month, quarterly invoicing, both signers named, VAT 20%',
    notes: `Order form please - Brackenfield Veterinary Group. 14 practices on the clinic software at £310 per practice per month, invoiced quarterly, 12-month term starting 1 December 2026. Payment terms net 30. Plus 14 card readers at £79 each. VAT 20%. Customer signer: Hannah Okafor, COO, hannah.okafor@brackenfieldvets.co.uk. Our signer: James Whitley, Sales Director.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Brackenfield Veterinary Group',
        custSigner: 'Hannah Okafor',
        custTitle: 'COO',
        custEmail: 'hannah.okafor@brackenfieldvets.co.uk',
        lucSigner: 'James Whitley',
        lucTitle: 'Sales Director',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '12 months',
        startDate: '2026-12-01',
        taxRate: 20,
        taxLabel: 'VAT',
      },
      lineItems: [
        { y1: 52080, y2: 0, descHas: 'clinic' },
        { y1: 1106, y2: 0, descHas: 'card' },
      ],
      discounts: [],
      totals: { y1: 63823.2, y2: 0 },
      amounts: ['£310', '£79'],
    },
    why: '14 x 310 x 12 = 52,080 + 14 x 79 = 1,106 = 53,186; x 1.20 = 63,823.20.',
  },
  {
    id: 'm21',
    lang: 'es-419',
    split: 'held',
    style: 'Chilean quote, CLP with dot thousands, 36 months, 5% off the whole contract all years, RUT number, IVA 19%',
    notes: `Cotización para Viña Los Robles SpA (Santiago). Software de trazabilidad: 3 bodegas a $1.250.000 CLP por bodega al año, contrato de 36 meses, facturación anual. Sensores IoT: 40 unidades a $85.000 CLP c/u (pago único). Aplicar 5% de descuento a todo el contrato, los 3 años. IVA 19%. Firma: Sr. Rodrigo Larraín, gerente general. RUT 76.543.210-K.`,
    expect: {
      fields: {
        custName: 'Viña Los Robles',
        custSigner: 'Rodrigo Larraín',
        custTitle: 'gerente general',
        currency: 'CLP',
        billing: 'Annual',
        term: '36 meses',
        taxRate: 19,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 3750000, y2: 3750000, descHas: 'trazabilidad' },
        { y1: 3400000, y2: 0, descHas: 'Sensores' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 8083075, y2: 4239375 },
      amounts: ['$1.250.000 CLP', '$85.000 CLP'],
    },
    why: 'y1 (3,750,000 + 3,400,000) x 0.95 x 1.19 = 8,083,075; y2 3,750,000 x 0.95 x 1.19 = 4,239,375.',
  },
  {
    id: 'm22',
    lang: 'en',
    split: 'held',
    style:
      'forwarded email: customer quote request plus a rep correction on seat count on top; NYC sales tax 8.875%; street address and zip',
    notes: `From: Kim Alvarez
To: deal-desk
Subject: Fwd: Greenpoint Legal - final scope

Deal desk, use Sarah's numbers below EXCEPT the seat count - she confirmed 42 seats, not 40, on the phone today (applies to both seat lines).

---------- Forwarded message ---------
From: Sarah Lindqvist <slindqvist@greenpointlegal.com>
Date: Thu, Nov 19, 2026
We'd like to proceed with: 40 seats of Document Automation at $95/seat/month, the e-signature add-on for the same seats at $12/seat/month, and the 20-hour onboarding block at $210/hour. Our office is at 88 Franklin St, New York, NY 10013 so please include NY sales tax (8.875%). Annual billing, one year.
Sarah Lindqvist, Managing Partner`,
    expect: {
      fields: {
        custName: 'Greenpoint Legal',
        custSigner: 'Sarah Lindqvist',
        custTitle: 'Managing Partner',
        custEmail: 'slindqvist@greenpointlegal.com',
        currency: 'USD',
        billing: 'Annual',
        taxRate: 8.875,
        taxLabel: 'sales tax',
      },
      lineItems: [
        { y1: 47880, y2: 0, descHas: 'Document' },
        { y1: 6048, y2: 0, descHas: 'signature' },
        { y1: 4200, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 63286.86, y2: 0 },
      amounts: ['$95', '$12', '$210'],
    },
    why: '42 x 95 x 12 = 47,880; 42 x 12 x 12 = 6,048; 20 x 210 = 4,200; 58,128 x 1.08875 = 63,286.86.',
  },
  {
    id: 'm23',
    lang: 'en',
    split: 'held',
    style:
      'English note for a Brazilian customer, BRL in Brazilian format (R$ 2.400,00; 120.000 ha), per-hectare pricing with a year-2 price, no tax',
    notes: `Brazil deal - Cooperativa Agro Cerrado (Goiânia). Pricing in BRL: farm management platform R$ 2.400,00 per farm per year for 55 farms, plus satellite imagery R$ 0,35 per hectare per year for 120.000 hectares. 24 months, billed annually. Year 2 imagery price goes to R$ 0,40/ha, same hectares. No tax line on the quote (they handle ISS locally).`,
    expect: {
      fields: { custName: 'Cooperativa Agro Cerrado', currency: 'BRL', billing: 'Annual', term: '24 months' },
      lineItems: [
        { y1: 132000, y2: 132000, descHas: 'farm' },
        { y1: 42000, y2: 48000, descHas: 'imagery' },
      ],
      discounts: [],
      totals: { y1: 174000, y2: 180000 },
      amounts: ['R$ 2.400,00', 'R$ 0,35', 'R$ 0,40'],
    },
    why: '55 x 2,400 = 132,000/yr; 120,000 ha x 0.35 = 42,000 then x 0.40 = 48,000 in y2.',
  },
  {
    id: 'm24',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish chat thread with a self-correction of the room count, decimal comma euros, 10% off year 2 only, IVA 21%',
    notes: `Hilo con Marta sobre Hoteles Brisa del Norte (Santander):
Marta: 120 habitaciones con el PMS a 4,50 € por habitación al mes
Yo: ¿plazo?
Marta: 24 meses, facturación mensual
Marta: perdón, me corrijo: son 140 habitaciones, no 120
Yo: ¿y el channel manager?
Marta: sí, 180 € al mes, tarifa plana
Marta: el segundo año les hacemos un 10 % de descuento en todo
Añadir IVA 21 %. Firmante: D. Íñigo Ruiz, director de operaciones.`,
    expect: {
      fields: {
        custName: 'Brisa del Norte',
        custSigner: 'Íñigo Ruiz',
        custTitle: 'director de operaciones',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24 meses',
        taxRate: 21,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 7560, y2: 7560, descHas: 'PMS' },
        { y1: 2160, y2: 2160, descHas: 'channel' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: false, y2: true }],
      totals: { y1: 11761.2, y2: 10585.08 },
      amounts: ['4,50 €', '180 €'],
    },
    why: '140 x 4.50 x 12 = 7,560; 180 x 12 = 2,160; y1 9,720 x 1.21 = 11,761.20; y2 9,720 x 0.90 x 1.21 = 10,585.08.',
  },
  {
    id: 'm25',
    lang: 'en',
    split: 'tune',
    style: 'SEK with "kr" and space thousands, ISO date validity, moms 25%',
    notes: `Nordvik Energi AB (Luleå): 25 field-service licenses at 450 kr/user/month, 12 months, monthly invoicing. Integration with their SAP: fixed 60 000 kr. Add moms 25%. Contact Johanna Berg, IT-chef, johanna.berg@nordvikenergi.se. Quote valid until 2026-12-18.`,
    expect: {
      fields: {
        custName: 'Nordvik Energi',
        custSigner: 'Johanna Berg',
        custTitle: 'IT-chef',
        custEmail: 'johanna.berg@nordvikenergi.se',
        currency: 'SEK',
        billing: 'Monthly',
        term: '12 months',
        validUntil: '2026-12-18',
        taxRate: 25,
        taxLabel: 'moms',
      },
      lineItems: [
        { y1: 135000, y2: 0, descHas: 'field' },
        { y1: 60000, y2: 0, descHas: 'Integration' },
      ],
      discounts: [],
      totals: { y1: 243750, y2: 0 },
      amounts: ['450 kr', '60 000 kr'],
    },
    why: '25 x 450 x 12 = 135,000 + 60,000 = 195,000; x 1.25 = 243,750.',
  },
  {
    id: 'm26',
    lang: 'en',
    split: 'tune',
    style: 'renewal with old contract rate, new provider count, percentage uplift in year 2 on one line only',
    notes: `Renewal: Harborview Hospitalist Group. Current contract is $38/provider/month for 90 providers, expires 12/31. New: 36-month renewal starting Jan 1 2027, 110 providers at $41/provider/month in year 1, with a 4% uplift on the provider rate in year 2. Billing annual. Also adding the on-call scheduling module, $7,200/yr flat (no uplift). Signer Dr. Amy Chen, CMO.`,
    expect: {
      fields: {
        custName: 'Harborview Hospitalist Group',
        custSigner: 'Amy Chen',
        custTitle: 'CMO',
        currency: 'USD',
        billing: 'Annual',
        term: '36 months',
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 54120, y2: 56284.8, descHas: 'provider' },
        { y1: 7200, y2: 7200, descHas: 'on-call' },
      ],
      discounts: [],
      totals: { y1: 61320, y2: 63484.8 },
      amounts: ['$38', '$41', '$7,200'],
      notPrices: ['$38'],
    },
    why: '110 x 41 x 12 = 54,120; y2 x 1.04 = 56,284.80; + 7,200 flat each year. The current $38 rate is history.',
  },
  {
    id: 'm27',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican voice memo in Spanish, no punctuation, amounts spelled out in words, IVA spelled out',
    notes: `oye para la propuesta de farmacias san rafael son cuarenta sucursales con el punto de venta a mil doscientos pesos mexicanos por sucursal al mes contrato de un año pago mensual y la capacitación son quince mil pesos una sola vez ah y métele el IVA del dieciséis por ciento el contacto es la licenciada paola reyes directora de operaciones`,
    expect: {
      fields: {
        custName: 'Farmacias San Rafael',
        custSigner: 'Paola Reyes',
        custTitle: 'directora de operaciones',
        currency: 'MXN',
        billing: 'Monthly',
        taxRate: 16,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 576000, y2: 0, descHas: 'venta' },
        { y1: 15000, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [],
      totals: { y1: 685560, y2: 0 },
      amounts: ['mil doscientos pesos mexicanos', 'quince mil pesos'],
    },
    why: '40 x 1,200 x 12 = 576,000 + 15,000 = 591,000; x 1.16 = 685,560.',
  },
  {
    id: 'm28',
    lang: 'en',
    split: 'tune',
    style: 'Indian customer, INR with lakh grouping (₹2,50,000), PIN code and mobile number, GST 18%',
    notes: `Vasudha Textiles Pvt Ltd, Tiruppur 641604 - ERP lite, 30 users @ ₹1,500/user/month, 12 months, billed annually. Implementation ₹2,50,000 one-time. GST 18%. PO expected by 20-Dec. Contact: Karthik Raman, GM Finance, +91 98430 12345.`,
    expect: {
      fields: {
        custName: 'Vasudha Textiles',
        custSigner: 'Karthik Raman',
        custTitle: 'GM Finance',
        currency: 'INR',
        billing: 'Annual',
        term: '12 months',
        taxRate: 18,
        taxLabel: 'GST',
      },
      lineItems: [
        { y1: 540000, y2: 0, descHas: 'ERP' },
        { y1: 250000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 932200, y2: 0 },
      amounts: ['₹1,500', '₹2,50,000'],
    },
    why: '30 x 1,500 x 12 = 540,000 + 250,000 (2,50,000 is two lakh fifty thousand) = 790,000; x 1.18 = 932,200.',
  },
  {
    id: 'm29',
    lang: 'en',
    split: 'held',
    style: 'call notes crowded with a budget range, a competitor quote and a guessed future add-on around two real prices',
    notes: `Call notes 11/20 w/ Oakhurst County Library System. Their budget is somewhere in the $20k-$25k range. Competitor (LibraFlow) quoted them $19,500. What we're proposing: 9 branches on the patron app at $1,800/branch/yr, and a one-time catalog migration of $3,200. 12-month term, annual invoice. Public entity, tax exempt. Director: Miriam Castellanos, mcastellanos@oakhurstlibraries.org. I'd guess they'd also want the kiosk add-on later (~$4k) but not in this quote.`,
    expect: {
      fields: {
        custName: 'Oakhurst County Library System',
        custSigner: 'Miriam Castellanos',
        custTitle: 'Director',
        custEmail: 'mcastellanos@oakhurstlibraries.org',
        currency: 'USD',
        billing: 'Annual',
        term: '12 months',
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'patron' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 19400, y2: 0 },
      amounts: ['$20k', '$25k', '$19,500', '$1,800', '$3,200', '$4k'],
      notPrices: ['$20k', '$25k', '$19,500', '$4k'],
    },
    why: '9 x 1,800 = 16,200 + 3,200 = 19,400; budget range, competitor and guessed kiosk give no lines.',
  },
  {
    id: 'm30',
    lang: 'es-ES',
    split: 'tune',
    style:
      'formal Spanish email asking for an agreement, hours of services, fixed euro discount in year 1 only, governing law, IVA 21%',
    notes: `Asunto: Contrato marco - Logística Cantábrica, S.A.
Hola equipo, preparad el contrato (acuerdo) con estos datos:
· Licencia de la plataforma de almacenes: 18.000 € al año.
· Módulo de radiofrecuencia: 60 terminales a 15 € por terminal y mes.
· Servicios profesionales: 80 horas a 95 €/hora (una sola vez).
Plazo: 24 meses desde el 1 de febrero de 2027. Facturación anual. Descuento de 2.000 € solo el primer año. IVA 21 %. Ley aplicable: España, tribunales de Bilbao. Firma por su parte: D.ª Carmen Etxeberria, directora financiera (cetxeberria@logcantabrica.es).`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Logística Cantábrica',
        custSigner: 'Carmen Etxeberria',
        custTitle: 'directora financiera',
        custEmail: 'cetxeberria@logcantabrica.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        startDate: '2027-02-01',
        governingLaw: 'España',
        taxRate: 21,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 18000, y2: 18000, descHas: 'almacenes' },
        { y1: 10800, y2: 10800, descHas: 'radiofrecuencia' },
        { y1: 7600, y2: 0, descHas: 'Servicios' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 41624, y2: 34848 },
      amounts: ['18.000 €', '15 €', '95 €', '2.000 €'],
    },
    why: 'y1 18,000 + 60 x 15 x 12 = 10,800 + 80 x 95 = 7,600 = 36,400 - 2,000 = 34,400 x 1.21 = 41,624; y2 28,800 x 1.21 = 34,848.',
  },
  {
    id: 'm31',
    lang: 'en',
    split: 'tune',
    style: 'NZD, 24 months, percentage discount scoped to one module in both years, GST 15%, local phone number',
    notes: `Kiwi Orchards Co-op, Hawke's Bay. Quote in NZD. 200 growers on the grower portal @ NZ$6/grower/month + packhouse module NZ$14,400 a year. 24 month term, annual billing. Packhouse module gets 10% off, both years; portal at full price. GST 15%. Contact: Aroha Walker (GM), 06 835 1234.`,
    expect: {
      fields: {
        custName: 'Kiwi Orchards',
        custSigner: 'Aroha Walker',
        custTitle: 'GM',
        currency: 'NZD',
        billing: 'Annual',
        term: '24 months',
        taxRate: 15,
        taxLabel: 'GST',
      },
      lineItems: [
        { y1: 14400, y2: 14400, descHas: 'portal' },
        { y1: 14400, y2: 14400, descHas: 'packhouse' },
      ],
      discounts: [{ kind: 'amount', value: 1440, y1: true, y2: true, labelHas: 'packhouse' }],
      totals: { y1: 31464, y2: 31464 },
      amounts: ['NZ$6', 'NZ$14,400'],
    },
    why: '200 x 6 x 12 = 14,400; packhouse 14,400 less 10% = 1,440 each year; 27,360 x 1.15 = 31,464 both years.',
  },
  {
    id: 'm32',
    lang: 'en',
    split: 'held',
    style: 'HubSpot-style deal dump with a stale ACV, per-month tiers, year-2 tier change, quarterly billing',
    notes: `Deal name: Corvid Security - SOC tooling
Pipeline: New Logo | Deal stage: Contract Sent
Deal owner: Priyanka S.
Create date: 10/02/2026
Annual contract value: $118,000
Line items:
 - SIEM ingest: 500 GB/day tier, $7,500/month
 - Analyst seats: 12 @ $150/month each
 - Threat intel feed: $12,000/year
Term: 24 months. Billing: quarterly in advance.
Notes: in year 2 the SIEM tier increases to 750 GB/day at $10,000/month (seats and feed unchanged). Customer contact: Leo Marsh, CISO, leo.marsh@corvidsec.io`,
    expect: {
      fields: {
        custName: 'Corvid Security',
        custSigner: 'Leo Marsh',
        custTitle: 'CISO',
        custEmail: 'leo.marsh@corvidsec.io',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 months',
      },
      lineItems: [
        { y1: 90000, y2: 120000, descHas: 'SIEM' },
        { y1: 21600, y2: 21600, descHas: 'Analyst' },
        { y1: 12000, y2: 12000, descHas: 'intel' },
      ],
      discounts: [],
      totals: { y1: 123600, y2: 153600 },
      amounts: ['$118,000', '$7,500', '$150', '$12,000', '$10,000'],
      notPrices: ['$118,000'],
    },
    why: 'SIEM 7,500 x 12 = 90,000 then 10,000 x 12 = 120,000; 12 x 150 x 12 = 21,600; 12,000 feed. The CRM ACV is stale and not a line.',
  },
  {
    id: 'm33',
    lang: 'es-419',
    split: 'tune',
    style: 'Peruvian note in soles (S/), quarterly billing, support field, RUC number, IGV 18%',
    notes: `Propuesta: Minera Quebrada Honda S.A.C. (Arequipa). Moneda: soles (PEN). Monitoreo de equipos: 25 equipos a S/ 320 por equipo al mes, 12 meses, facturación trimestral. Instalación de sensores: S/ 18,500 (pago único). Soporte 24/7 incluido. IGV 18%. Contacto: Ing. Jorge Quispe, superintendente de mantenimiento, jquispe@quebradahonda.pe, RUC 20512345678.`,
    expect: {
      fields: {
        custName: 'Quebrada Honda',
        custSigner: 'Jorge Quispe',
        custTitle: 'superintendente de mantenimiento',
        custEmail: 'jquispe@quebradahonda.pe',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '12 meses',
        support: '24/7',
        taxRate: 18,
        taxLabel: 'IGV',
      },
      lineItems: [
        { y1: 96000, y2: 0, descHas: 'Monitoreo' },
        { y1: 18500, y2: 0, descHas: 'sensores' },
      ],
      discounts: [],
      totals: { y1: 135110, y2: 0 },
      amounts: ['S/ 320', 'S/ 18,500'],
    },
    why: '25 x 320 x 12 = 96,000 + 18,500 = 114,500; x 1.18 = 135,110.',
  },
  {
    id: 'm34',
    lang: 'en',
    split: 'tune',
    style: 'shortest possible shorthand, whole-deal percentage discount in year 1',
    notes: `Zenith Dental Lab: 1 yr, 15 seats x $29/mo each, annual billing. 20% off yr1.`,
    expect: {
      fields: { custName: 'Zenith Dental Lab', currency: 'USD', billing: 'Annual' },
      lineItems: [{ y1: 5220, y2: 0, descHas: 'seats' }],
      discounts: [{ kind: 'pct', value: 20, y1: true, y2: false }],
      totals: { y1: 4176, y2: 0 },
      amounts: ['$29'],
    },
    why: '15 x 29 x 12 = 5,220; less 20% = 4,176.',
  },
  {
    id: 'm35',
    lang: 'en',
    split: 'held',
    style: 'Irish customer, EUR with symbol first, per site per year, hours of services, support line, 36 months, VAT 23%',
    notes: `Proposal for Shannonside Credit Management Ltd (Limerick). Collections platform: 4 sites x €5,500 per site per year. Custom reporting: 60 hours @ €120/hr, one-off. Premium support (business hours, 4h response) €3,000/yr. 36-month term, annual billing. Irish VAT 23%. Prices in euro. Contact: Siobhán Byrne, Operations Director.`,
    expect: {
      fields: {
        custName: 'Shannonside Credit Management',
        custSigner: 'Siobhán Byrne',
        custTitle: 'Operations Director',
        currency: 'EUR',
        billing: 'Annual',
        term: '36 months',
        taxRate: 23,
        taxLabel: 'VAT',
      },
      lineItems: [
        { y1: 22000, y2: 22000, descHas: 'Collections' },
        { y1: 7200, y2: 0, descHas: 'reporting' },
        { y1: 3000, y2: 3000, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 39606, y2: 30750 },
      amounts: ['€5,500', '€120', '€3,000'],
    },
    why: '4 x 5,500 = 22,000; 60 x 120 = 7,200 once; 3,000 support; y1 32,200 x 1.23 = 39,606; y2 25,000 x 1.23 = 30,750.',
  },
  {
    id: 'm36',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine rioplatense note quoting in USD with dot thousands (USD 1.200), year-2 price decrease, no tax',
    notes: `Che, armame la propuesta para Cervecería Patagonia Sur (Bariloche). Se cotiza en dólares (USD), no en pesos. Son 3 plantas con el MES a USD 1.200 por planta por mes, 24 meses, facturación trimestral. Puesta en marcha USD 9.500 una sola vez. El año 2 le bajamos el precio a USD 1.100 por planta por mes. Sin IVA en la propuesta (lo factura el partner local). Firma: Lucas Bianchi, jefe de planta.`,
    expect: {
      fields: {
        custName: 'Cervecería Patagonia Sur',
        custSigner: 'Lucas Bianchi',
        custTitle: 'jefe de planta',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 meses',
      },
      lineItems: [
        { y1: 43200, y2: 39600, descHas: 'MES' },
        { y1: 9500, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [],
      totals: { y1: 52700, y2: 39600 },
      amounts: ['USD 1.200', 'USD 9.500', 'USD 1.100'],
    },
    why: '3 x 1,200 x 12 = 43,200 (y2 3 x 1,100 x 12 = 39,600) + 9,500 once; no tax.',
  },
  {
    id: 'm37',
    lang: 'en',
    split: 'held',
    style: 'Slack thread where a teammate corrects a stale list price, typos, fixed-amount discount each year of a 24-month deal',
    notes: `mike: Tidewater Brewing - 8 taproom POS terminals @ $99/terminal/mo, 24 mo
mike: + loyalty module $250/mo
sam: loyalty is $275/mo now, new price list since Nov 1
mike: ah right, $275 then
sam: they also want kitchen display screens, 4 @ $35/screen/mo
mike: give them $1,000 off each year, billed monthy. contact is Tasha Greene (owner)`,
    expect: {
      fields: {
        custName: 'Tidewater Brewing',
        custSigner: 'Tasha Greene',
        custTitle: 'owner',
        currency: 'USD',
        billing: 'Monthly',
        term: '24 months',
      },
      lineItems: [
        { y1: 9504, y2: 9504, descHas: 'POS' },
        { y1: 3300, y2: 3300, descHas: 'loyalty' },
        { y1: 1680, y2: 1680, descHas: 'kitchen' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: true }],
      totals: { y1: 13484, y2: 13484 },
      amounts: ['$99', '$250', '$275', '$35', '$1,000'],
      notPrices: ['$250'],
    },
    why: '8 x 99 x 12 = 9,504; 275 x 12 = 3,300 (the $250 was the old list price); 4 x 35 x 12 = 1,680; 14,484 - 1,000 = 13,484 each year.',
  },
  {
    id: 'm38',
    lang: 'es-ES',
    split: 'tune',
    style: 'semicolon CSV pasted from a Spanish Excel, decimal comma euros, IVA 21%, dd/mm/yyyy validity',
    notes: `Pegado del Excel (Cooperativa Agrícola Vall d'Albaida):
Concepto;Cantidad;Precio unitario;Periodicidad
Licencias app de campo;45;22,00 €;mensual por usuario
Estación meteorológica conectada;6;890,00 €;pago único
Plataforma de análisis;1;3.600,00 €;anual
Plazo 12 meses, facturación anual. IVA 21 %. Válida hasta el 31/12/2026.`,
    expect: {
      fields: {
        custName: 'Cooperativa Agrícola',
        currency: 'EUR',
        billing: 'Annual',
        term: '12 meses',
        validUntil: '2026-12-31',
        taxRate: 21,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 11880, y2: 0, descHas: 'campo' },
        { y1: 5340, y2: 0, descHas: 'meteorológica' },
        { y1: 3600, y2: 0, descHas: 'análisis' },
      ],
      discounts: [],
      totals: { y1: 25192.2, y2: 0 },
      amounts: ['22,00 €', '890,00 €', '3.600,00 €'],
    },
    why: '45 x 22 x 12 = 11,880 + 6 x 890 = 5,340 + 3,600 = 20,820; x 1.21 = 25,192.20.',
  },
  {
    id: 'm39',
    lang: 'en',
    split: 'held',
    style:
      'South African ZAR written as R85, per sensor per month, once-off hardware, old provider rate, VAT 15%, postal code and phone',
    notes: `Karoo Fresh Produce (Pty) Ltd, Paarl 7646. Cold-chain monitoring: 320 sensors at R85 per sensor per month, 12 months, billed monthly. Gateway hardware: 16 gateways at R4,200 each (once-off). VAT 15%. They're also paying their old provider R95/sensor until Jan - irrelevant for us. Contact Thabo Nkosi, Supply Chain Manager, 082 555 7788.`,
    expect: {
      fields: {
        custName: 'Karoo Fresh Produce',
        custSigner: 'Thabo Nkosi',
        custTitle: 'Supply Chain Manager',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '12 months',
        taxRate: 15,
        taxLabel: 'VAT',
      },
      lineItems: [
        { y1: 326400, y2: 0, descHas: 'sensors' },
        { y1: 67200, y2: 0, descHas: 'Gateway' },
      ],
      discounts: [],
      totals: { y1: 452640, y2: 0 },
      amounts: ['R85', 'R4,200', 'R95'],
      notPrices: ['R95'],
    },
    why: '320 x 85 x 12 = 326,400 + 16 x 4,200 = 67,200 = 393,600; x 1.15 = 452,640.',
  },
  {
    id: 'm40',
    lang: 'es-419',
    split: 'tune',
    style:
      'Colombian email with quoted customer reply (budget, current provider price), "$ 3,5 millones", 7% off both years, IVA 19%',
    notes: `Asunto: RE: Propuesta Clínica Santa Lucía (Bogotá)
Hola Juan, confirmo lo acordado con la clínica:
- Historia clínica electrónica: 90 usuarios a $ 65.000 por usuario al mes (COP)
- Módulo de facturación electrónica DIAN: $ 3,5 millones al año
- Contrato a 24 meses, facturación mensual
- 7% de descuento sobre todo el contrato, ambos años
- IVA 19%
Firma el Dr. Hernán Ospina, director médico.
Saludos, Natalia
> El 20/11/2026, Dr. Hernán Ospina escribió:
> Nuestro presupuesto máximo es de $ 80 millones anuales. El proveedor actual nos cobra $ 70.000 por usuario.`,
    expect: {
      fields: {
        custName: 'Clínica Santa Lucía',
        custSigner: 'Hernán Ospina',
        custTitle: 'director médico',
        currency: 'COP',
        billing: 'Monthly',
        term: '24 meses',
        taxRate: 19,
        taxLabel: 'IVA',
      },
      lineItems: [
        { y1: 70200000, y2: 70200000, descHas: 'Historia' },
        { y1: 3500000, y2: 3500000, descHas: 'facturación' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: true }],
      totals: { y1: 81563790, y2: 81563790 },
      amounts: ['$ 65.000', '$ 3,5 millones', '$ 80 millones', '$ 70.000'],
      notPrices: ['$ 80 millones', '$ 70.000'],
    },
    why: '90 x 65,000 x 12 = 70,200,000 + 3,500,000 = 73,700,000; x 0.93 = 68,541,000; x 1.19 = 81,563,790 each year.',
  },
];
