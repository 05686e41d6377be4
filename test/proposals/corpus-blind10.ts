/**
 * Blind corpus 10: 40 sales-rep notes for POST /proposals.
 * Written blind from SPEC.md only on 2026-11-26; no parser source, tests, benchmarks or earlier corpora were read.
 * Every expectation was computed by hand and the sums re-checked with node before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 *
 * Readings chosen where SPEC.md leaves the case open (repeated in `why` where they matter):
 * - A deal of 12 months or less is a one-year deal: recurring lines have y2 = 0, and its discounts are y1 only.
 * - "Tax exempt" / "no sales tax" / "VAT exempt" is a stated tax of 0 (`taxRate: 0`); "ex VAT" with no rate is no tax.
 * - Tax is added to the net of each year and rounded to cents.
 * - An amount replaced by a later correction is listed in `notPrices`: it must not give a line item.
 * - Relative validity ("valid 30 days") counts calendar days from 2026-11-21.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_10: BlindNote[] = [
  {
    id: 'p01',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner (US)',
    notes:
      'Acme Freight - 50 seats Pro @ $45/user/mo, 12 mo term, annual billing, onboarding $2,500 one-time. Quote good for 30 days.',
    expect: {
      fields: {
        custName: 'Acme Freight',
        edition: 'Pro',
        scale: '50',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 27000, y2: 0, descHas: 'seat' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 29500, y2: 0 },
      amounts: ['$45', '$2,500'],
    },
    why: '50 x 45 x 12 = 27,000; one-year deal so y2 = 0; valid 30 days from 2026-11-21.',
  },
  {
    id: 'p02',
    lang: 'en',
    split: 'tune',
    style: 'bullet list (UK, GBP, scoped discount, VAT)',
    notes: `Proposal for Harrow & Finch Solicitors LLP
- contact: Priya Nair, Head of Operations (priya.nair@harrowfinch.co.uk), she signs
- Business edition, 120 users
- £18 per user per month, 24-month term, billed quarterly
- Implementation package £4,750 (one-off)
- 10% off the licences for the whole term
- plus VAT at 20%
- governed by the laws of England and Wales
- start 1 Jan`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Harrow & Finch',
        custSigner: 'Priya Nair',
        custTitle: 'Head of Operations',
        custEmail: 'priya.nair@harrowfinch.co.uk',
        edition: 'Business',
        scale: '120',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-01-01',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England',
      },
      lineItems: [
        { y1: 25920, y2: 25920, descHas: 'Business' },
        { y1: 4750, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'amount', value: 2592, y1: true, y2: true, labelHas: '10%' }],
      totals: { y1: 33693.6, y2: 27993.6 },
      amounts: ['£18', '£4,750'],
    },
    why: '120 x 18 x 12 = 25,920 each year; 10% of licences only = 2,592 per year (not on implementation); VAT 20% on the net.',
  },
  {
    id: 'p03',
    lang: 'en',
    split: 'tune',
    style: 'e-mail (Germany, EUR in German notation, current spend)',
    notes: `Subject: Angebot Müller Logistik GmbH / offer needed by Friday

Hi team,

please prepare an offer for Müller Logistik GmbH (Herr Jonas Weber, IT-Leiter, j.weber@mueller-logistik.de).
They want the Enterprise edition for 80 users at 39,50 € per user/month, 3-year term, annual billing in advance.
Hosting must stay in our Frankfurt region (EU). Setup fee 3.900,00 € one-time.
Years 2 and 3 at the same price. 19% MwSt. on top. German law.
Their current tool costs them about 2.800 € a month, so we are well positioned.
Offer valid until 15 December.

Thanks, Lena`,
    expect: {
      fields: {
        custName: 'Müller Logistik',
        custSigner: 'Jonas Weber',
        custTitle: 'IT-Leiter',
        custEmail: 'j.weber@mueller-logistik.de',
        edition: 'Enterprise',
        scale: '80',
        currency: 'EUR',
        billing: 'Annual',
        term: '3',
        region: 'Frankfurt',
        taxLabel: 'MwSt',
        taxRate: 19,
        governingLaw: 'German',
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 37920, y2: 37920, descHas: 'Enterprise' },
        { y1: 3900, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 49765.8, y2: 45124.8 },
      amounts: ['39,50 €', '3.900,00 €', '2.800 €'],
      notPrices: ['2.800 €'],
    },
    why: '80 x 39.50 x 12 = 37,920; the 2.800 € is what they pay today for another tool, not a price. "German" also matches "Germany".',
  },
  {
    id: 'p04',
    lang: 'en',
    split: 'held',
    style: 'Slack thread with a quantity correction (US)',
    notes: `[10:02] dana: need a quote for Brightline Dental, 40 seats of Team at $30/seat/mo
[10:03] dana: 1 yr, monthly billing
[10:05] marco: did they want the SMS add-on?
[10:05] dana: yes, SMS add-on $200/mo flat
[10:09] dana: actually make it 45 seats, they're adding the Tacoma office
[10:10] dana: and they asked for a 5% discount, ok'd by Sam
[10:11] marco: 👍 send to dr. ellen cho (owner), ellen@brightlinedental.com`,
    expect: {
      fields: {
        custName: 'Brightline Dental',
        custSigner: 'Ellen Cho',
        custTitle: 'owner',
        custEmail: 'ellen@brightlinedental.com',
        edition: 'Team',
        scale: '45',
        currency: 'USD',
        billing: 'Monthly',
        term: '1',
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'seat' },
        { y1: 2400, y2: 0, descHas: 'SMS' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 17670, y2: 0 },
      amounts: ['$30', '$200'],
    },
    why: 'Correction wins: 45 x 30 x 12 = 16,200; SMS 200 x 12 = 2,400; 5% on the whole deal = 930; one-year deal.',
  },
  {
    id: 'p05',
    lang: 'es-419',
    split: 'tune',
    style: 'lista corta (México, MXN, presupuesto del cliente)',
    notes: `Cotización para Grupo Alimentario del Bajío SA de CV
Contacto: Lic. Fernanda Ruiz, Directora de Finanzas, fruiz@gabajio.mx
- 25 licencias Profesional a $1,150 MXN por usuario al mes
- Implementación: $38,000 MXN (pago único)
- Plazo 12 meses, facturación mensual
- IVA 16%
- Vigencia de la propuesta: 15 días
Ojo: su presupuesto anual es de unos $400,000 MXN, estamos debajo.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Grupo Alimentario del Bajío',
        custSigner: 'Fernanda Ruiz',
        custTitle: 'Directora de Finanzas',
        custEmail: 'fruiz@gabajio.mx',
        edition: 'Profesional',
        scale: '25',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
        validUntil: '2026-12-06',
      },
      lineItems: [
        { y1: 345000, y2: 0, descHas: 'licencia' },
        { y1: 38000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 444280, y2: 0 },
      amounts: ['$1,150 MXN', '$38,000 MXN', '$400,000 MXN'],
      notPrices: ['$400,000 MXN'],
    },
    why: '25 x 1,150 x 12 = 345,000; the $400,000 MXN is the customer budget; "cotización" read as a proposal; 15 days from 2026-11-21.',
  },
  {
    id: 'p06',
    lang: 'en',
    split: 'tune',
    style: 'CRM paste, tab-separated (Canada, CAD, HST)',
    notes:
      'Account\tNorthwind Utilities Ltd.\nContact\tRaj Patel\nTitle\tDirector, IT Procurement\nEmail\trpatel@northwindutil.ca\n' +
      'Product\tQty\tUnit (CAD)\tPeriod\nEnterprise licence\t200\t22.00\tper user/month\nPremium Support\t1\t9,600.00\tper year\n' +
      'Data migration\t1\t12,000.00\tone-time\nTerm\t36 months\nBilling\tAnnual\nTax\tHST 13%\nStart\t2027-02-01',
    expect: {
      fields: {
        custName: 'Northwind Utilities',
        custSigner: 'Raj Patel',
        custTitle: 'IT Procurement',
        custEmail: 'rpatel@northwindutil.ca',
        edition: 'Enterprise',
        scale: '200',
        currency: 'CAD',
        billing: 'Annual',
        term: '36',
        support: 'Premium',
        taxLabel: 'HST',
        taxRate: 13,
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 52800, y2: 52800, descHas: 'Enterprise' },
        { y1: 9600, y2: 9600, descHas: 'Support' },
        { y1: 12000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 84072, y2: 70512 },
      amounts: ['22.00', '9,600.00', '12,000.00'],
    },
    why: 'Unit prices carry no symbol; the currency is in the header. 200 x 22 x 12 = 52,800; HST 13% on 74,400 and 62,400.',
  },
  {
    id: 'p07',
    lang: 'en',
    split: 'tune',
    style: 'dictated voice memo, amounts in words (Australia, AUD)',
    notes:
      "ok so voice memo for the Koala Health Network deal um they want the Standard plan for sixty users at fifteen dollars a user a month Australian, 24 month term, billed annually, plus a one off training day at two thousand five hundred dollars, GST ten percent on top, start the first of January, uh contact is Mick O'Donnell he's the CIO, and they're on Zendesk now paying something like twenty grand a year",
    expect: {
      fields: {
        custName: 'Koala Health Network',
        custSigner: "Mick O'Donnell",
        custTitle: 'CIO',
        edition: 'Standard',
        currency: 'AUD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 10,
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 10800, y2: 10800, descHas: 'Standard' },
        { y1: 2500, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 14630, y2: 11880 },
      amounts: ['fifteen dollars', 'two thousand five hundred dollars', 'twenty grand'],
      notPrices: ['twenty grand'],
    },
    why: '60 x 15 x 12 = 10,800 each year; "twenty grand" is their current Zendesk spend. Scale given in words ("sixty") is left out of fields.',
  },
  {
    id: 'p08',
    lang: 'en',
    split: 'tune',
    style: 'forwarded e-mail with competitor price and budget (US)',
    notes: `---------- Forwarded message ---------
From: Tom Reyes <treyes@cascadebio.com>
Date: Wed, Nov 18, 2026
Subject: RE: pricing

Hi Alex, we got a quote from another vendor at $52 per user per month. If you can do better we'd sign for 150 users on your Enterprise tier. We need a 99.95% uptime SLA and 24/7 support. Our budget is capped at $90,000/yr.

---
Alex: draft the proposal for Cascade Biosciences at $40/user/month for 150 users, Enterprise, 12-month term, billed annually, plus Premium 24/7 support at 12% of licence fees. Tom (VP Research Ops) signs. Valid till end of the year.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Cascade Biosciences',
        custSigner: 'Tom Reyes',
        custTitle: 'VP Research Ops',
        custEmail: 'treyes@cascadebio.com',
        edition: 'Enterprise',
        scale: '150',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        sla: '99.95',
        support: '24/7',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 72000, y2: 0, descHas: 'Enterprise' },
        { y1: 8640, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 80640, y2: 0 },
      amounts: ['$52', '$90,000', '$40'],
      notPrices: ['$52', '$90,000'],
    },
    why: '150 x 40 x 12 = 72,000; support priced at 12% of licence fees = 8,640 as its own line; $52 is the competitor, $90,000 the budget.',
  },
  {
    id: 'p09',
    lang: 'es-419',
    split: 'tune',
    style: 'correo corto con viñetas (Colombia, COP, descuento solo año 1 en licencias)',
    notes: `Hola equipo, favor armar propuesta para Transportes Andinos S.A.S. (Bogotá)
Firma: Carolina Méndez, Gerente Administrativa — cmendez@transandinos.com.co
- Plan Empresarial, 70 usuarios
- $95.000 COP por usuario/mes
- Capacitación presencial: $6.500.000 COP, una sola vez
- Contrato a 2 años, facturación trimestral
- 10% de descuento sobre las licencias solo el primer año
- IVA 19%
- Inicio: 1 de febrero de 2027`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Transportes Andinos',
        custSigner: 'Carolina Méndez',
        custTitle: 'Gerente Administrativa',
        custEmail: 'cmendez@transandinos.com.co',
        edition: 'Empresarial',
        scale: '70',
        currency: 'COP',
        billing: 'Quarterly',
        term: '2',
        taxLabel: 'IVA',
        taxRate: 19,
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 79800000, y2: 79800000, descHas: 'Empresarial' },
        { y1: 6500000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 7980000, y1: true, y2: false }],
      totals: { y1: 93200800, y2: 94962000 },
      amounts: ['$95.000 COP', '$6.500.000 COP'],
    },
    why: '70 x 95.000 x 12 = 79.800.000; 10% of licences in year 1 only = 7.980.000; IVA 19% on each year net.',
  },
  {
    id: 'p10',
    lang: 'en',
    split: 'held',
    style: 'pipe table (India, INR lakh notation, GST)',
    notes: `Client: Sundaram Textiles Pvt Ltd | Signatory: K. Venkatesh (CFO) | venkatesh@sundaramtex.in
Item | Qty | Rate | Basis
Growth plan users | 300 | ₹650 | per user / month
WhatsApp connector | 1 | ₹1,20,000 | per year
Onboarding & config | 1 | ₹2,50,000 | one time
Term: 24 months | Billing: quarterly | GST 18% extra | Region: India (Mumbai DC)`,
    expect: {
      fields: {
        custName: 'Sundaram Textiles',
        custSigner: 'Venkatesh',
        custTitle: 'CFO',
        custEmail: 'venkatesh@sundaramtex.in',
        edition: 'Growth',
        scale: '300',
        currency: 'INR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 18,
        region: 'Mumbai',
      },
      lineItems: [
        { y1: 2340000, y2: 2340000, descHas: 'Growth' },
        { y1: 120000, y2: 120000, descHas: 'WhatsApp' },
        { y1: 250000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 3197800, y2: 2902800 },
      amounts: ['₹650', '₹1,20,000', '₹2,50,000'],
    },
    why: '₹1,20,000 is 120,000 and ₹2,50,000 is 250,000 (lakh grouping); 300 x 650 x 12 = 2,340,000.',
  },
  {
    id: 'p11',
    lang: 'es-ES',
    split: 'held',
    style: 'correo formal (España, EUR con espacio de miles)',
    notes: `Asunto: propuesta Ferretería Hermanos Garrido

Buenas, Marta:

Te paso los datos para la propuesta de Ferretería Hnos. Garrido S.L. (Valencia). Firma el gerente, D. Andrés Garrido (andres@hnosgarrido.es).

- Plataforma de inventario, edición Estándar: 12 000 € al año
- 3 tiendas adicionales a 1 500 € por tienda y año
- Puesta en marcha: 2 400 € (pago único)
- Duración: 2 años; facturación anual
- IVA 21 %
- Ley aplicable: española
- Validez de la oferta hasta el 31 de diciembre

Un saludo,
Jorge`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Garrido',
        custSigner: 'Andrés Garrido',
        custTitle: 'gerente',
        custEmail: 'andres@hnosgarrido.es',
        edition: 'Estándar',
        currency: 'EUR',
        billing: 'Annual',
        term: '2',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'españ',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 12000, y2: 12000, descHas: 'inventario' },
        { y1: 4500, y2: 4500, descHas: 'tienda' },
        { y1: 2400, y2: 0, descHas: 'marcha' },
      ],
      discounts: [],
      totals: { y1: 22869, y2: 19965 },
      amounts: ['12 000 €', '1 500 €', '2 400 €'],
    },
    why: 'Spaces are thousands separators; 3 x 1 500 = 4 500 per year. governingLaw core "españ" matches "española" and "España".',
  },
  {
    id: 'p12',
    lang: 'en',
    split: 'held',
    style: 'call summary with a seat ramp and a budget range (UK)',
    notes: `Call summary – Pemberton Retail Group – 19 Nov
Attendees: Sophie Clarke (COO, decision maker), James (IT)
Outcome: they want a 2-year agreement, ramped:
  • Year 1: 250 seats at £12/seat/month
  • Year 2: 400 seats at £11/seat/month (Bristol + Leeds stores go live)
  • Store rollout services: £15k fixed, invoiced at signature
Billing annually in advance. Prices ex VAT. Standard support is fine. They mentioned their budget for year 1 is around £50-55k.
Next step: send agreement to sophie.clarke@pembertonretail.co.uk by Wednesday.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Pemberton Retail',
        custSigner: 'Sophie Clarke',
        custTitle: 'COO',
        custEmail: 'sophie.clarke@pembertonretail.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '2',
        support: 'Standard',
      },
      lineItems: [
        { y1: 36000, y2: 52800, descHas: 'seat' },
        { y1: 15000, y2: 0, descHas: 'rollout' },
      ],
      discounts: [],
      totals: { y1: 51000, y2: 52800 },
      amounts: ['£12', '£11', '£15k', '£50-55k'],
      notPrices: ['£50-55k'],
    },
    why: 'Ramp: 250 x 12 x 12 = 36,000 in y1, 400 x 11 x 12 = 52,800 in y2 (one seat line). "Prices ex VAT" gives no rate, so no tax is added. "by Wednesday" is a follow-up, not validity.',
  },
  {
    id: 'p13',
    lang: 'es-419',
    split: 'held',
    style: 'mensaje sin tildes (Chile, CLP, pago actual)',
    notes: `Hola! Necesito cotizacion para Vina Los Aromos Ltda.
- 30 usuarios plan Pyme a $18.900 CLP mensual c/u
- Integracion con su ERP (Defontana): $1.200.000 CLP, pago unico
- 12 meses, se factura mensual
- mas IVA (19%)
Contacto: Rodrigo Sepulveda, gerente general, rsepulveda@losaromos.cl
Hoy pagan $450.000 al mes por otro sistema.
Valida hasta el 5 de diciembre.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Los Aromos',
        custSigner: 'Sepulveda',
        custTitle: 'gerente general',
        custEmail: 'rsepulveda@losaromos.cl',
        edition: 'Pyme',
        scale: '30',
        currency: 'CLP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
        validUntil: '2026-12-05',
      },
      lineItems: [
        { y1: 6804000, y2: 0, descHas: 'Pyme' },
        { y1: 1200000, y2: 0, descHas: 'ERP' },
      ],
      discounts: [],
      totals: { y1: 9524760, y2: 0 },
      amounts: ['$18.900 CLP', '$1.200.000 CLP', '$450.000'],
      notPrices: ['$450.000'],
    },
    why: '30 x 18.900 x 12 = 6.804.000; $450.000 a month is what they pay another vendor today. Names kept without accents as typed.',
  },
  {
    id: 'p14',
    lang: 'en',
    split: 'held',
    style: 'terse order line (Switzerland, CHF with apostrophes)',
    notes:
      "Order form: Bergbahnen Engadin AG, 1 site licence Enterprise CHF 24'000/yr, 3 yrs, annual, + install CHF 3'500 once. MWST 8.1%. Swiss law, Zurich courts. Signer: Urs Bachmann, CFO.",
    expect: {
      fields: {
        docType: 'order',
        custName: 'Bergbahnen Engadin',
        custSigner: 'Urs Bachmann',
        custTitle: 'CFO',
        edition: 'Enterprise',
        currency: 'CHF',
        billing: 'Annual',
        term: '3',
        taxLabel: 'MWST',
        taxRate: 8.1,
        governingLaw: 'Swiss',
      },
      lineItems: [
        { y1: 24000, y2: 24000, descHas: 'licence' },
        { y1: 3500, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 29727.5, y2: 25944 },
      amounts: ["CHF 24'000", "CHF 3'500"],
    },
    why: 'Apostrophe is the Swiss thousands separator; MWST 8.1% on 27,500 and 24,000.',
  },
  {
    id: 'p15',
    lang: 'en',
    split: 'tune',
    style: 'Teams chat with a price correction (Japan, JPY)',
    notes: `Kenji Sato 14:20
Can you draft a proposal for Hoshino Precision Co., Ltd.? 100 users, Business plan, ¥2,400 per user per month
Kenji Sato 14:21
2-year contract, invoiced annually. Onboarding workshop ¥350,000 one-time.
Kenji Sato 14:23
Sorry, correction: onboarding is ¥300,000.
Kenji Sato 14:24
Consumption tax 10%. Data must stay in Tokyo region. Signer is Ms. Yuki Tanaka, General Manager, Administration.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Hoshino Precision',
        custSigner: 'Yuki Tanaka',
        custTitle: 'General Manager',
        edition: 'Business',
        scale: '100',
        currency: 'JPY',
        billing: 'Annual',
        term: '2',
        region: 'Tokyo',
        taxLabel: 'Consumption tax',
        taxRate: 10,
      },
      lineItems: [
        { y1: 2880000, y2: 2880000, descHas: 'Business' },
        { y1: 300000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 3498000, y2: 3168000 },
      amounts: ['¥2,400', '¥350,000', '¥300,000'],
      notPrices: ['¥350,000'],
    },
    why: 'The correction replaces ¥350,000 with ¥300,000, so the superseded figure must not be priced. 100 x 2,400 x 12 = 2,880,000.',
  },
  {
    id: 'p16',
    lang: 'es-419',
    split: 'held',
    style: 'mensaje informal con voseo (Argentina, ARS, descuento solo en licencias, presupuesto en M)',
    notes: `che, armame una propuesta para Lácteos La Pampeana SA
- 40 licencias plan Avanzado, ARS 28.500 por usuario por mes
- soporte premium ARS 150.000 mensuales
- implementación ARS 2.000.000, única vez
- 12 meses, facturación mensual
- les ofrecí 15% off en las licencias nada más
- IVA 21%
firma Martín Gutiérrez (gerente de sistemas) mgutierrez@lapampeana.com.ar
tienen un presupuesto de ARS 25M para todo el año`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'La Pampeana',
        custSigner: 'Martín Gutiérrez',
        custTitle: 'gerente de sistemas',
        custEmail: 'mgutierrez@lapampeana.com.ar',
        edition: 'Avanzado',
        scale: '40',
        currency: 'ARS',
        billing: 'Monthly',
        term: '12',
        support: 'premium',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 13680000, y2: 0, descHas: 'Avanzado' },
        { y1: 1800000, y2: 0, descHas: 'soporte' },
        { y1: 2000000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [{ kind: 'amount', value: 2052000, y1: true, y2: false }],
      totals: { y1: 18667880, y2: 0 },
      amounts: ['ARS 28.500', 'ARS 150.000', 'ARS 2.000.000', 'ARS 25M'],
      notPrices: ['ARS 25M'],
    },
    why: '40 x 28.500 x 12 = 13.680.000; 15% of licences only = 2.052.000; ARS 25M is the budget.',
  },
  {
    id: 'p17',
    lang: 'en',
    split: 'held',
    style: 'structured request with annual uplift, tax exempt (US public sector)',
    notes: `Quote request — Riverside Unified School District
Platform license: $64,000/year, 3-year term
Annual price increase: 4% in years 2 and 3
Professional services (rostering integration): $8,500 one-time
Billing: annual, net 30
Start 7/1/2027
Contact: Dr. Angela Moore, Assistant Superintendent, amoore@riversideusd.org
Tax exempt (public school district)
Governing law: California`,
    expect: {
      fields: {
        custName: 'Riverside Unified',
        custSigner: 'Angela Moore',
        custTitle: 'Assistant Superintendent',
        custEmail: 'amoore@riversideusd.org',
        currency: 'USD',
        billing: 'Annual',
        term: '3',
        startDate: '2027-07-01',
        taxRate: 0,
        governingLaw: 'California',
      },
      lineItems: [
        { y1: 64000, y2: 66560, descHas: 'Platform' },
        { y1: 8500, y2: 0, descHas: 'rostering' },
      ],
      discounts: [],
      totals: { y1: 72500, y2: 66560 },
      amounts: ['$64,000', '$8,500'],
    },
    why: 'Year 2 = 64,000 x 1.04 = 66,560. 7/1/2027 read as US month/day. "Tax exempt" is read as a stated tax rate of 0.',
  },
  {
    id: 'p18',
    lang: 'es-419',
    split: 'tune',
    style: 'ficha de propuesta (Perú, PEN en soles, IGV)',
    notes: `Propuesta – Constructora Inca Sur S.A.C. (Arequipa)
Firmante: Ing. Luis Quispe, Gerente de Operaciones – lquispe@incasur.pe
Licencias plan Obra: 20 usuarios x S/ 120 mensual
Módulo de planos: S/ 450 al mes (tarifa plana)
Capacitación: S/ 3,000 única vez
Plazo: 24 meses, pago trimestral
IGV 18%
Vigencia: 20 días`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Inca Sur',
        custSigner: 'Luis Quispe',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'lquispe@incasur.pe',
        edition: 'Obra',
        scale: '20',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IGV',
        taxRate: 18,
        validUntil: '2026-12-11',
      },
      lineItems: [
        { y1: 28800, y2: 28800, descHas: 'Obra' },
        { y1: 5400, y2: 5400, descHas: 'planos' },
        { y1: 3000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 43896, y2: 40356 },
      amounts: ['S/ 120', 'S/ 450', 'S/ 3,000'],
    },
    why: '20 x 120 x 12 = 28.800; planos 450 x 12 = 5.400; IGV 18%; 20 days from 2026-11-21.',
  },
  {
    id: 'p19',
    lang: 'en',
    split: 'held',
    style: 'spreadsheet paste, semicolons (Netherlands, EUR in continental notation)',
    notes: `customer;Van Dijk Installatietechniek B.V.
contact;Sanne de Vries;Financial Controller;s.devries@vandijk-it.nl
item;qty;price;period
Pro licences;35;€ 27,00;per user per month
Extra storage 1TB;2;€ 40,00;per month
Setup;1;€ 1.750,00;one-off
term;12 months
billing;annual
VAT;21%`,
    expect: {
      fields: {
        custName: 'Van Dijk',
        custSigner: 'Sanne de Vries',
        custTitle: 'Financial Controller',
        custEmail: 's.devries@vandijk-it.nl',
        edition: 'Pro',
        scale: '35',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 21,
      },
      lineItems: [
        { y1: 11340, y2: 0, descHas: 'Pro' },
        { y1: 960, y2: 0, descHas: 'storage' },
        { y1: 1750, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 17000.5, y2: 0 },
      amounts: ['€ 27,00', '€ 40,00', '€ 1.750,00'],
    },
    why: '35 x 27 x 12 = 11,340; 2 x 40 x 12 = 960; VAT 21% on 14,050 = 2,950.50.',
  },
  {
    id: 'p20',
    lang: 'es-419',
    split: 'tune',
    style: 'correo de orden de compra con anticipo (México, MXN)',
    notes: `Asunto: Orden de compra – Clínicas Salud Integral del Norte

Hola Paty,
Ya nos confirmaron. Hay que generar la orden para Clínicas Salud Integral del Norte, S.A. de C.V. (Monterrey):
• Expediente clínico, edición Clínica, 15 consultorios a $2,300 MXN por consultorio al mes
• Migración de expedientes: $45,000 MXN (una vez)
• Contrato de 3 años, facturación anual anticipada
• Anticipo de $20,000 MXN a la firma (se descuenta de la migración, no es un concepto aparte)
• Precios más IVA 16%
• Firma el Dr. Alejandro Treviño, Director General (atrevino@saludintegralnorte.mx)
• Arrancamos el 4 de enero
Saludos, Beto`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Salud Integral del Norte',
        custSigner: 'Alejandro Treviño',
        custTitle: 'Director General',
        custEmail: 'atrevino@saludintegralnorte.mx',
        edition: 'Clínica',
        scale: '15',
        currency: 'MXN',
        billing: 'Annual',
        term: '3',
        taxLabel: 'IVA',
        taxRate: 16,
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 414000, y2: 414000, descHas: 'Expediente' },
        { y1: 45000, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 532440, y2: 480240 },
      amounts: ['$2,300 MXN', '$45,000 MXN', '$20,000 MXN'],
      notPrices: ['$20,000 MXN'],
    },
    why: '15 x 2,300 x 12 = 414,000; the $20,000 MXN deposit is a payment on account, not a line or a discount; 4 January resolves to 2027.',
  },
  {
    id: 'p21',
    lang: 'en',
    split: 'tune',
    style: 'terse with typos and k notation (US)',
    notes:
      'pls quote Lakeshore Credit Union: 75 seats Entrprise @ $55/usr/mo, 2yr term, billed anualy. premuim support $6k/yr. impl fee $7,500. 8% off total both yrs. signer Mark Feldman CTO mfeldman@lakeshorecu.org',
    expect: {
      fields: {
        custName: 'Lakeshore Credit Union',
        custSigner: 'Mark Feldman',
        custTitle: 'CTO',
        custEmail: 'mfeldman@lakeshorecu.org',
        edition: 'Enterprise',
        scale: '75',
        currency: 'USD',
        billing: 'Annual',
        term: '2',
      },
      lineItems: [
        { y1: 49500, y2: 49500, descHas: 'seat' },
        { y1: 6000, y2: 6000, descHas: 'support' },
        { y1: 7500, y2: 0, descHas: 'impl' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 57960, y2: 51060 },
      amounts: ['$55', '$6k', '$7,500'],
    },
    why: 'A careful reader fixes "Entrprise" to Enterprise and "anualy" to Annual. 8% off the total applies to every line, both years: 63,000 x 0.92 and 55,500 x 0.92.',
  },
  {
    id: 'p22',
    lang: 'en',
    split: 'tune',
    style: 'large deal e-mail with M notation and a third-party estimate (Ireland, EUR)',
    notes: `Hi, big one. Proposal for Shannon Aerospace Components DAC.
Enterprise-wide licence at €1.2M per year, 3-year agreement, billed quarterly.
Dedicated EU tenant in our Dublin region: €85,000/yr.
Implementation partner fees are billed by the SI directly, not by us (their estimate is €300k), leave them out.
Discount: 5% on the enterprise licence in all years, approved by CRO.
VAT 23%. Governing law: Ireland.
Signatory: Niamh Byrne, Chief Procurement Officer, niamh.byrne@shannonaero.ie`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Shannon Aerospace',
        custSigner: 'Niamh Byrne',
        custTitle: 'Chief Procurement Officer',
        custEmail: 'niamh.byrne@shannonaero.ie',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '3',
        region: 'Dublin',
        taxLabel: 'VAT',
        taxRate: 23,
        governingLaw: 'Ireland',
      },
      lineItems: [
        { y1: 1200000, y2: 1200000, descHas: 'licence' },
        { y1: 85000, y2: 85000, descHas: 'tenant' },
      ],
      discounts: [{ kind: 'amount', value: 60000, y1: true, y2: true }],
      totals: { y1: 1506750, y2: 1506750 },
      amounts: ['€1.2M', '€85,000', '€300k'],
      notPrices: ['€300k'],
    },
    why: 'The note proposes a 3-year agreement: docType stays proposal. 5% of the licence only = 60,000 a year. €300k is a third party estimate billed elsewhere.',
  },
  {
    id: 'p23',
    lang: 'es-ES',
    split: 'tune',
    style: 'chat de WhatsApp con corrección de cantidad (España, EUR, precio de la competencia)',
    notes: `[09:14] Lucía: Oye, para Clínica Dental Sonrisas Madrid me piden propuesta
[09:14] Lucía: 8 puestos del plan Clínica a 49 €/mes cada uno
[09:15] Lucía: 1 año, pago mensual
[09:16] Lucía: + alta y formación 390 € una vez
[09:20] Lucía: perdona, son 10 puestos, no 8
[09:21] Lucía: la firma la doctora Beatriz Olmedo, propietaria. beatriz@sonrisasmadrid.es
[09:22] Lucía: IVA 21% aparte. Ahora pagan 60 € por puesto con la competencia`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Sonrisas',
        custSigner: 'Beatriz Olmedo',
        custTitle: 'propietaria',
        custEmail: 'beatriz@sonrisasmadrid.es',
        edition: 'Clínica',
        scale: '10',
        currency: 'EUR',
        billing: 'Monthly',
        term: '1',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5880, y2: 0, descHas: 'puesto' },
        { y1: 390, y2: 0, descHas: 'alta' },
      ],
      discounts: [],
      totals: { y1: 7586.7, y2: 0 },
      amounts: ['49 €', '390 €', '60 €'],
      notPrices: ['60 €'],
    },
    why: 'Correction wins: 10 x 49 x 12 = 5.880; 60 € is the competitor price they pay today; IVA 21% on 6.270.',
  },
  {
    id: 'p24',
    lang: 'en',
    split: 'tune',
    style: 'discovery call recap with a spend range (US)',
    notes: `Discovery call recap: Meridian Home Care (Ohio)
- 500 caregivers need mobile app access; pricing agreed: $8 per caregiver per month
- 25 office admin seats at $35/seat/month
- HIPAA BAA required; 99.9% SLA
- They think total spend should land somewhere between $60k and $75k
- Term: 24 months, monthly billing, start Dec 1
- One-time EVV integration: $4,000
- Decision maker: Carla Jenkins, Director of Operations, cjenkins@meridianhc.com
- Ohio law`,
    expect: {
      fields: {
        custName: 'Meridian Home Care',
        custSigner: 'Carla Jenkins',
        custTitle: 'Director of Operations',
        custEmail: 'cjenkins@meridianhc.com',
        currency: 'USD',
        billing: 'Monthly',
        term: '24',
        startDate: '2026-12-01',
        sla: '99.9',
        governingLaw: 'Ohio',
      },
      lineItems: [
        { y1: 48000, y2: 48000, descHas: 'caregiver' },
        { y1: 10500, y2: 10500, descHas: 'admin' },
        { y1: 4000, y2: 0, descHas: 'EVV' },
      ],
      discounts: [],
      totals: { y1: 62500, y2: 58500 },
      amounts: ['$8', '$35', '$60k', '$75k', '$4,000'],
      notPrices: ['$60k', '$75k'],
    },
    why: '500 x 8 x 12 = 48,000; 25 x 35 x 12 = 10,500; the $60k-$75k range is their guess of total spend.',
  },
  {
    id: 'p25',
    lang: 'es-419',
    split: 'held',
    style: 'nota de voz transcrita, montos en palabras, sin tildes (Colombia, COP)',
    notes:
      'nota de voz: eh, propuesta para Cafes Especiales del Huila, el contacto es Andres Felipe Rojas, gerente comercial. Quieren el plan Basico para doce usuarios a ochenta mil pesos por usuario al mes, por un año, facturacion mensual. La capacitacion virtual son dos millones de pesos, una sola vez. Mas IVA del diecinueve por ciento. Ah, y la propuesta vale hasta el treinta de noviembre.',
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Cafes Especiales del Huila',
        custSigner: 'Andres Felipe Rojas',
        custTitle: 'gerente comercial',
        currency: 'COP',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 19,
        validUntil: '2026-11-30',
      },
      lineItems: [
        { y1: 11520000, y2: 0, descHas: 'plan' },
        { y1: 2000000, y2: 0, descHas: 'virtual' },
      ],
      discounts: [],
      totals: { y1: 16088800, y2: 0 },
      amounts: ['ochenta mil pesos', 'dos millones de pesos'],
    },
    why: 'Colombian "pesos" read as COP. 12 x 80.000 x 12 = 11.520.000; one-year deal. Edition, scale and term given in words or without accents are left out of fields.',
  },
  {
    id: 'p26',
    lang: 'en',
    split: 'held',
    style: 'partner e-mail asking for an order form (Canada/Quebec, C$, GST + QST)',
    notes: `From: Julie Tremblay (channel)
To: deals desk

Hey, can you turn this into an order form? Customer signed off verbally.

Customer: Groupe Boréal Transport Inc. (Quebec)
Signer: Étienne Gagnon, VP Finance — egagnon@borealtransport.ca
Fleet module: 180 vehicles × C$9.50/vehicle/month
Dispatch console: 6 seats × C$75/month
Term 12 months, billed annually, starts Jan 15
Partner margin is handled separately, don't show it.
GST 5% + QST 9.975%
Thanks!`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Boréal Transport',
        custSigner: 'Étienne Gagnon',
        custTitle: 'VP Finance',
        custEmail: 'egagnon@borealtransport.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-15',
        taxLabel: 'GST',
        taxRate: 14.975,
      },
      lineItems: [
        { y1: 20520, y2: 0, descHas: 'Fleet' },
        { y1: 5400, y2: 0, descHas: 'Dispatch' },
      ],
      discounts: [],
      totals: { y1: 29801.52, y2: 0 },
      amounts: ['C$9.50', 'C$75'],
    },
    why: '180 x 9.50 x 12 = 20,520; 6 x 75 x 12 = 5,400. GST and QST are both added on the net, a combined rate of 14.975%.',
  },
  {
    id: 'p27',
    lang: 'es-419',
    split: 'held',
    style: 'lista con asteriscos, descuento acotado a usuarios en todos los años (Chile, CLP)',
    notes: `Propuesta Minera Cordillera Norte SpA – Antofagasta
* Plataforma de mantención, edición Enterprise
* 150 usuarios técnicos: $22.000 CLP usuario/mes
* 10 usuarios supervisores: $45.000 CLP usuario/mes
* Implementación en faena: $12.500.000 CLP (pago único)
* 36 meses, facturación anual
* Descuento 12% sobre usuarios técnicos y supervisores, los 3 años
* SLA 99.9%, soporte 24/7 en español
* Valores netos, más IVA 19%
* Firma: Claudia Fuentes, Gerente de Mantenimiento, cfuentes@mcnorte.cl`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Minera Cordillera Norte',
        custSigner: 'Claudia Fuentes',
        custTitle: 'Gerente de Mantenimiento',
        custEmail: 'cfuentes@mcnorte.cl',
        edition: 'Enterprise',
        currency: 'CLP',
        billing: 'Annual',
        term: '36',
        sla: '99.9',
        support: '24/7',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 39600000, y2: 39600000, descHas: 'técnico' },
        { y1: 5400000, y2: 5400000, descHas: 'supervisor' },
        { y1: 12500000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 5400000, y1: true, y2: true }],
      totals: { y1: 61999000, y2: 47124000 },
      amounts: ['$22.000 CLP', '$45.000 CLP', '$12.500.000 CLP'],
    },
    why: '150 x 22.000 x 12 = 39.600.000; 10 x 45.000 x 12 = 5.400.000; 12% of both user lines = 5.400.000 each year, not on implementation.',
  },
  {
    id: 'p28',
    lang: 'en',
    split: 'held',
    style: 'terse order with k notation and agreed year-2 price (UK)',
    notes:
      'Order — Oakridge Housing Association: case mgmt platform £42k yr1, £46k yr2 (agreed price step), 2yr, annual in advance. Data migration £6.5k one-off. Prices ex VAT, add VAT @ 20%. UK South region. Signer: D. Okafor, Director of Housing. Start 1 Dec.',
    expect: {
      fields: {
        docType: 'order',
        custName: 'Oakridge Housing',
        custSigner: 'Okafor',
        custTitle: 'Director of Housing',
        currency: 'GBP',
        billing: 'Annual',
        term: '2',
        region: 'UK South',
        taxLabel: 'VAT',
        taxRate: 20,
        startDate: '2026-12-01',
      },
      lineItems: [
        { y1: 42000, y2: 46000, descHas: 'platform' },
        { y1: 6500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 58200, y2: 55200 },
      amounts: ['£42k', '£46k', '£6.5k'],
    },
    why: 'One platform line with its own year-2 price; VAT 20% on 48,500 and 46,000.',
  },
  {
    id: 'p29',
    lang: 'es-ES',
    split: 'tune',
    style: 'correo numerado de condiciones finales (España, EUR 1.234,56 €, descuento fijo)',
    notes: `Asunto: Contrato Grupo Editorial Albaicín – condiciones finales

Hola equipo:

Tras la reunión de ayer con Dña. Elena Robles (Directora Financiera, erobles@albaicin-editorial.es), cerramos así:

1. Licencias Premium: 60 usuarios × 32,50 €/usuario/mes.
2. Módulo de firma electrónica: 1.234,56 € al año.
3. Migración de catálogo: 4.800,00 € (pago único).
4. Descuento comercial de 1.500,00 € en la migración.
5. Contrato de 24 meses, facturación trimestral, inicio el 1 de enero de 2027.
6. SLA 99,9 % y soporte en horario laboral (L-V 9-18h).
7. IVA 21 %. Legislación española, tribunales de Granada.

Gracias,
Raúl`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Albaicín',
        custSigner: 'Elena Robles',
        custTitle: 'Directora Financiera',
        custEmail: 'erobles@albaicin-editorial.es',
        edition: 'Premium',
        scale: '60',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-01-01',
        sla: '99,9',
        support: 'horario laboral',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'españ',
      },
      lineItems: [
        { y1: 23400, y2: 23400, descHas: 'Premium' },
        { y1: 1234.56, y2: 1234.56, descHas: 'firma' },
        { y1: 4800, y2: 0, descHas: 'Migración' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false }],
      totals: { y1: 33800.82, y2: 29807.82 },
      amounts: ['32,50 €', '1.234,56 €', '4.800,00 €', '1.500,00 €'],
    },
    why: '60 x 32,50 x 12 = 23.400; the 1.500 € discount is on the one-time migration, so year 1 only. IVA 21% rounded to cents: 5.866,26 and 5.173,26.',
  },
  {
    id: 'p30',
    lang: 'en',
    split: 'held',
    style: 'Slack thread with corrections, uplift and budget (Australia, A$)',
    notes: `jess: new opp, Tasman Freight Co. wants a proposal
jess: 3 yr deal, Pro plan, 90 users A$28/user/mo
jess: billed quarterly
ravi: onboarding?
jess: A$5,000 onboarding, one-off. their budget is A$40k/yr so we're tight
jess: wait, they negotiated 85 users not 90
jess: and yr 2+ goes up 3%
jess: signer: Hannah Lee, Head of IT, hannah.lee@tasmanfreight.com.au. GST 10%`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Tasman Freight',
        custSigner: 'Hannah Lee',
        custTitle: 'Head of IT',
        custEmail: 'hannah.lee@tasmanfreight.com.au',
        edition: 'Pro',
        scale: '85',
        currency: 'AUD',
        billing: 'Quarterly',
        term: '3',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 28560, y2: 29416.8, descHas: 'Pro' },
        { y1: 5000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 36916, y2: 32358.48 },
      amounts: ['A$28', 'A$5,000', 'A$40k'],
      notPrices: ['A$40k'],
    },
    why: 'Correction wins: 85 x 28 x 12 = 28,560; year 2 +3% = 29,416.80; A$40k is the budget.',
  },
  {
    id: 'p31',
    lang: 'es-419',
    split: 'tune',
    style: 'pegado de CRM con barras, precios en dólares (Argentina, USD con punto de miles)',
    notes: `Cliente | Agroexportadora Del Litoral S.R.L.
Contacto | Sofía Benítez | Jefa de Compras | sbenitez@agrolitoral.com.ar
Producto | Cant. | Precio unit. | Frecuencia
Licencia Estándar | 25 | USD 19 | usuario/mes
Conector AFIP | 1 | USD 1.800 | anual
Puesta en marcha | 1 | USD 2.500 | única vez
Plazo | 24 meses
Facturación | anual, en dólares (pago en pesos al tipo de cambio BNA)
IVA | 21%`,
    expect: {
      fields: {
        custName: 'Agroexportadora Del Litoral',
        custSigner: 'Sofía Benítez',
        custTitle: 'Jefa de Compras',
        custEmail: 'sbenitez@agrolitoral.com.ar',
        edition: 'Estándar',
        scale: '25',
        currency: 'USD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5700, y2: 5700, descHas: 'Estándar' },
        { y1: 1800, y2: 1800, descHas: 'AFIP' },
        { y1: 2500, y2: 0, descHas: 'marcha' },
      ],
      discounts: [],
      totals: { y1: 12100, y2: 9075 },
      amounts: ['USD 19', 'USD 1.800', 'USD 2.500'],
    },
    why: 'Priced in USD though paid in pesos: currency is USD. "USD 1.800" is 1,800 (dot as thousands separator). 25 x 19 x 12 = 5,700.',
  },
  {
    id: 'p32',
    lang: 'en',
    split: 'held',
    style: 'shorthand list with pppm and p.a. (Singapore, S$, GST)',
    notes: `Proposal pls, Lion City Logistics Pte Ltd
contact: Mr Tan Wei Ming, Regional IT Director (weiming.tan@lclogistics.sg)
Enterprise, 220 users @ S$21 pppm, 2 yrs, annual billing
+ Premium support S$14,000 p.a.
+ SSO/SCIM setup S$3,200 one-time
Singapore region, GST 9%, Singapore law
validity: 45 days`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Lion City Logistics',
        custSigner: 'Tan Wei Ming',
        custTitle: 'Regional IT Director',
        custEmail: 'weiming.tan@lclogistics.sg',
        edition: 'Enterprise',
        scale: '220',
        currency: 'SGD',
        billing: 'Annual',
        term: '2',
        support: 'Premium',
        region: 'Singapore',
        taxLabel: 'GST',
        taxRate: 9,
        governingLaw: 'Singapore',
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 55440, y2: 55440, descHas: 'Enterprise' },
        { y1: 14000, y2: 14000, descHas: 'support' },
        { y1: 3200, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 79177.6, y2: 75689.6 },
      amounts: ['S$21', 'S$14,000', 'S$3,200'],
    },
    why: 'pppm = per person per month: 220 x 21 x 12 = 55,440; 45 days from 2026-11-21 = 2027-01-05.',
  },
  {
    id: 'p33',
    lang: 'en',
    split: 'held',
    style: 'meeting notes with current price, guess range and a setup credit (US)',
    notes: `Notes from Tuesday w/ Pinecrest Property Management (Denver):
- They currently pay AppFolio ~$3.50/unit/mo. Portfolio is 2,000 units.
- Agreed: $3.10 per unit per month for all 2,000 units, 12-month term, billed monthly.
- One-time setup $2,000 at list, and we give them a $1,000 setup credit (show it as a discount).
- They guessed implementation would run $5-10k with anyone else.
- Contact: Greg Hollis, CFO, greg@pinecrestpm.com. Colorado law.`,
    expect: {
      fields: {
        custName: 'Pinecrest',
        custSigner: 'Greg Hollis',
        custTitle: 'CFO',
        custEmail: 'greg@pinecrestpm.com',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        governingLaw: 'Colorado',
      },
      lineItems: [
        { y1: 74400, y2: 0, descHas: 'unit' },
        { y1: 2000, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false }],
      totals: { y1: 75400, y2: 0 },
      amounts: ['$3.50', '$3.10', '$2,000', '$1,000', '$5-10k'],
      notPrices: ['$3.50', '$5-10k'],
    },
    why: '2,000 x 3.10 x 12 = 74,400; $3.50 is the current vendor price and $5-10k a guess; the $1,000 credit is a fixed discount on the one-time setup.',
  },
  {
    id: 'p34',
    lang: 'en',
    split: 'tune',
    style: 'Teams chat with a ramp and a price correction (Mexico customer, MXN, written in English)',
    notes: `Andrea R.: need a proposal for Farmacias del Sureste (Mérida, MX), pricing in pesos
Andrea R.: yr 1: 120 stores at $850 MXN per store per month
Andrea R.: yr 2: 160 stores, same per-store price
Andrea R.: quarterly billing, 2-year contract
Andrea R.: plus terminal install $150,000 MXN one time
Andrea R.: correction – per-store price is $800 MXN
Andrea R.: + IVA 16%. Signer Ing. Ricardo Pech, IT Director, rpech@farmaciasdelsureste.com.mx. Go-live March 1 2027`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Farmacias del Sureste',
        custSigner: 'Ricardo Pech',
        custTitle: 'IT Director',
        custEmail: 'rpech@farmaciasdelsureste.com.mx',
        currency: 'MXN',
        billing: 'Quarterly',
        term: '2',
        taxLabel: 'IVA',
        taxRate: 16,
        startDate: '2027-03-01',
      },
      lineItems: [
        { y1: 1152000, y2: 1536000, descHas: 'store' },
        { y1: 150000, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 1510320, y2: 1781760 },
      amounts: ['$850 MXN', '$150,000 MXN', '$800 MXN'],
      notPrices: ['$850 MXN'],
    },
    why: 'The correction sets the store price to $800 MXN for both ramp years: 120 x 800 x 12 = 1,152,000 and 160 x 800 x 12 = 1,536,000. The superseded $850 MXN must not be priced. Go-live read as the start date.',
  },
  {
    id: 'p35',
    lang: 'en',
    split: 'tune',
    style: 'quoted customer e-mail with competitor offer plus internal reply (UK university, VAT exempt)',
    notes: `> From: Olivia Grant <ogrant@northgateuni.ac.uk>
> We've had an offer from Competitor X at £21,000 a year all-in. Can you beat it?
>
Internal, pls draft proposal:
Northgate University, Research Data edition: 1,500 student seats at £9 per seat per year plus 120 staff seats at £60 per seat per year. 3-year term. Year 1 only: 25% off student seats as a launch discount. Invoiced annually. Education VAT exempt. Signer Olivia Grant (Head of Digital Procurement). Start 1 Feb.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Northgate University',
        custSigner: 'Olivia Grant',
        custTitle: 'Head of Digital Procurement',
        custEmail: 'ogrant@northgateuni.ac.uk',
        edition: 'Research Data',
        currency: 'GBP',
        billing: 'Annual',
        term: '3',
        taxRate: 0,
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 13500, y2: 13500, descHas: 'student' },
        { y1: 7200, y2: 7200, descHas: 'staff' },
      ],
      discounts: [{ kind: 'amount', value: 3375, y1: true, y2: false }],
      totals: { y1: 17325, y2: 20700 },
      amounts: ['£21,000', '£9', '£60'],
      notPrices: ['£21,000'],
    },
    why: 'Per-year seat prices: 1,500 x 9 = 13,500 and 120 x 60 = 7,200. 25% of student seats in year 1 only = 3,375. "VAT exempt" read as a tax rate of 0. £21,000 is the competitor offer.',
  },
  {
    id: 'p36',
    lang: 'en',
    split: 'held',
    style: 'one-paragraph quick request with k and decimal-comma notation (Spanish customer, EUR)',
    notes:
      'Quick proposal: Bodegas Ribera Alta S.A. (Rioja), 1 corporate licence 18k €/yr, 3 yrs, annual billing, implementation 4,5k € one-off. 10% off year 1. IVA 21%. Signer Carmen Ibáñez (CEO). Their budget: 20-25k € for year one.',
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Bodegas Ribera Alta',
        custSigner: 'Carmen Ibáñez',
        custTitle: 'CEO',
        currency: 'EUR',
        billing: 'Annual',
        term: '3',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 18000, y2: 18000, descHas: 'licence' },
        { y1: 4500, y2: 0, descHas: 'implementation' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 24502.5, y2: 21780 },
      amounts: ['18k €', '4,5k €', '20-25k €'],
      notPrices: ['20-25k €'],
    },
    why: '"4,5k €" is 4,500. "10% off year 1" is unscoped, so it is a pct discount on all year-1 lines: 22,500 x 0.9 = 20,250, then IVA 21%.',
  },
  {
    id: 'p37',
    lang: 'en',
    split: 'held',
    style: 'order form draft pasted from a sheet, tabs, separate bill-to and signer (US)',
    notes:
      'ORDER FORM DRAFT\nCustomer\tSummit Ridge Analytics LLC\nBill-to contact\tNora Whitfield\tController\tap@summitridge.io\n' +
      'Signer\tBen Alvarez\tCEO\tben@summitridge.io\nLine\tQty\tPrice\tUnit\nAnalyst seats\t12\t$99.00\tseat/month\n' +
      'Viewer seats\t40\t$15.00\tseat/month\nWarehouse connector\t1\t$1,500.00\tquarter\nOnboarding\t1\t$3,000.00\tone-time\n' +
      'Term\t24 months\nBilling\tQuarterly in advance\nStart\t2027-01-01\nGoverning law\tDelaware',
    expect: {
      fields: {
        docType: 'order',
        custName: 'Summit Ridge Analytics',
        custSigner: 'Ben Alvarez',
        custTitle: 'CEO',
        custEmail: 'ben@summitridge.io',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-01-01',
        governingLaw: 'Delaware',
      },
      lineItems: [
        { y1: 14256, y2: 14256, descHas: 'Analyst' },
        { y1: 7200, y2: 7200, descHas: 'Viewer' },
        { y1: 6000, y2: 6000, descHas: 'connector' },
        { y1: 3000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 30456, y2: 27456 },
      amounts: ['$99.00', '$15.00', '$1,500.00', '$3,000.00'],
    },
    why: 'The signer, not the bill-to contact, is custSigner/custEmail. 12 x 99 x 12 = 14,256; 40 x 15 x 12 = 7,200; connector 1,500 per quarter = 6,000 a year.',
  },
  {
    id: 'p38',
    lang: 'es-419',
    split: 'held',
    style: 'correo reenviado con presupuesto en millones (Colombia, COP, descuento global)',
    notes: `---------- Mensaje reenviado ----------
De: Juliana Ospina <jospina@clinicaaburra.co>
Asunto: Solicitud de propuesta
Buenas tardes, para este proyecto contamos con un presupuesto aproximado de $120 millones para el primer año.

---
Equipo: por favor preparar propuesta para Clínica del Valle de Aburrá (Medellín), firma Juliana Ospina, Directora de Tecnología.
- Plan Salud Plus, 200 usuarios a $32.000 COP usuario/mes
- Interoperabilidad HL7: $15.000.000 COP pago único
- Soporte premium 24/7: $1.500.000 COP mensuales
- 3 años, facturación anual, inicio 1 de enero
- 5% de descuento en todo, todos los años
- IVA 19%
- Datos alojados en Colombia (región Bogotá)`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Clínica del Valle de Aburrá',
        custSigner: 'Juliana Ospina',
        custTitle: 'Directora de Tecnología',
        custEmail: 'jospina@clinicaaburra.co',
        edition: 'Salud Plus',
        scale: '200',
        currency: 'COP',
        billing: 'Annual',
        term: '3',
        startDate: '2027-01-01',
        support: '24/7',
        region: 'Bogotá',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 76800000, y2: 76800000, descHas: 'Salud Plus' },
        { y1: 15000000, y2: 0, descHas: 'HL7' },
        { y1: 18000000, y2: 18000000, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 124128900, y2: 107171400 },
      amounts: ['$120 millones', '$32.000 COP', '$15.000.000 COP', '$1.500.000 COP'],
      notPrices: ['$120 millones'],
    },
    why: '200 x 32.000 x 12 = 76.800.000; soporte 1.500.000 x 12 = 18.000.000; 5% on everything both years; the $120 millones is the customer budget.',
  },
  {
    id: 'p39',
    lang: 'en',
    split: 'held',
    style: 'dictated voice note with lakh and crore (India, INR)',
    notes:
      'Voice note for deals desk: Proposal for Deccan Mutual Bank. Enterprise edition, 1,000 users at ₹500 per user per month, 3 years, annual billing. One-time implementation 12 lakh rupees. GST 18 percent. Data to stay in India, Hyderabad region. Signer is Mrs. Lakshmi Rao, Chief Information Officer, lakshmi.rao@deccanmutual.in. Their board approved up to 1.5 crore for the first year.',
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Deccan Mutual Bank',
        custSigner: 'Lakshmi Rao',
        custTitle: 'Chief Information Officer',
        custEmail: 'lakshmi.rao@deccanmutual.in',
        edition: 'Enterprise',
        currency: 'INR',
        billing: 'Annual',
        term: '3',
        region: 'Hyderabad',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 6000000, y2: 6000000, descHas: 'Enterprise' },
        { y1: 1200000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 8496000, y2: 7080000 },
      amounts: ['₹500', '12 lakh rupees', '1.5 crore'],
      notPrices: ['1.5 crore'],
    },
    why: '1,000 x 500 x 12 = 60 lakh; 12 lakh = 1,200,000; 1.5 crore is an approved ceiling (budget), not a price.',
  },
  {
    id: 'p40',
    lang: 'en',
    split: 'tune',
    style: 'renewal and upsell e-mail with current price, order, no tax (Canada customer billed in US$)',
    notes: `Hi ops, renewal/upsell for Halcyon Games Inc. (Montréal). Please draft as an order.
Today they have 80 seats at US$40/seat/mo (expires Dec 31).
New order: 100 seats at US$42/seat/mo, 2-year term from Jan 1, billed annually.
Add Sandbox environment: US$500/mo.
Loyalty discount 7% on everything, both years.
No sales tax (they self-assess). Signer: Marc-André Roy, Directeur financier, maroy@halcyongames.ca. Quebec law.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Halcyon Games',
        custSigner: 'Marc-André Roy',
        custTitle: 'Directeur financier',
        custEmail: 'maroy@halcyongames.ca',
        scale: '100',
        currency: 'USD',
        billing: 'Annual',
        term: '2',
        startDate: '2027-01-01',
        taxRate: 0,
        governingLaw: 'Quebec',
      },
      lineItems: [
        { y1: 50400, y2: 50400, descHas: 'seat' },
        { y1: 6000, y2: 6000, descHas: 'Sandbox' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: true }],
      totals: { y1: 52452, y2: 52452 },
      amounts: ['US$40', 'US$42', 'US$500'],
      notPrices: ['US$40'],
    },
    why: 'US$40 is the current (expiring) price. 100 x 42 x 12 = 50,400; sandbox 500 x 12 = 6,000; 7% off both years. "No sales tax" read as a rate of 0. "Dec 31" is the old contract end, not validity.',
  },
];
