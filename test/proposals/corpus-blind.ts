// Blind corpus of rep notes (issue 14): written without reading the parser; expectations computed by hand.

/**
 * One note with what a correct draft holds.
 *
 * Conventions of `expect` (decided before any parser ran on these notes):
 * - `fields` lists only what the note states. Dates are YYYY-MM-DD, drafted on 2026-11-21 (UTC); `billing` is one of
 *   the product's values; `taxRate` is a number; `currency` is the ISO code. Free-text fields (names, titles, term,
 *   scale, sla, support, edition, region, governingLaw, …) hold the core words the draft's value should contain,
 *   compared case-insensitively, not the whole value.
 * - `lineItems` and `discounts` are in the order the note names them; matching should not depend on that order.
 * - A scoped percentage ("10% on licences") is expected as an `amount` discount of that % of those lines.
 * - `amounts` are every currency amount as the note writes it; `notPrices` (a subset) are budgets, ranges,
 *   competitors' or current prices and guesses: they must give no line item and must be reported as not priced.
 */
export interface BlindNote {
  id: string;
  lang: 'en' | 'es-419' | 'es-ES';
  /** sha1(id) first hex digit < 8 ? 'tune' : 'held', fixed when the corpus was written. */
  split: 'tune' | 'held';
  style: string;
  notes: string;
  expect: {
    fields: Record<string, string | number>;
    lineItems: Array<{ y1: number; y2: number; descHas?: string }>;
    discounts: Array<{ kind: 'pct' | 'amount'; value: number; y1: boolean; y2: boolean; labelHas?: string }>;
    totals: { y1: number; y2: number };
    amounts: string[];
    notPrices?: string[];
  };
  why?: string;
}

export const BLIND_NOTES: BlindNote[] = [
  {
    id: 'b01',
    lang: 'en',
    split: 'tune',
    style: 'terse',
    notes:
      'Acme Logistics - 120 users Fleetwise Pro @ $25/user/mo, annual billing, 12 mo term. setup $3,000 one time. valid 30 days',
    expect: {
      fields: {
        custName: 'Acme Logistics',
        currency: 'USD',
        billing: 'Annual',
        term: '12 mo',
        scale: '120 users',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 36000, y2: 0, descHas: 'Fleetwise' },
        { y1: 3000, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 39000, y2: 0 },
      amounts: ['$25', '$3,000'],
    },
    why: '120*25*12=36,000 + 3,000 setup = 39,000; 12-month term so y2 0; 2026-11-21 + 30 days = 2026-12-21.',
  },
  {
    id: 'b02',
    lang: 'en',
    split: 'tune',
    style: 'email',
    notes: `Hi team,

Following up on today's call with Brightwater Community College. They want our Campus Suite LMS for 3,500 students, $8 per student per year, plus implementation and training $15,000 one-time. Premium support $7,200/yr. They asked for a 2-year commitment so we offered 12% off licences. Billing annual, start Aug 1 2027. Tax: 7.5% sales tax.
Contact is Priya Raman, VP of Academic Technology (priya.raman@brightwater.edu).

Thanks,
Tom`,
    expect: {
      fields: {
        custName: 'Brightwater Community College',
        custSigner: 'Priya Raman',
        custTitle: 'VP of Academic Technology',
        custEmail: 'priya.raman@brightwater.edu',
        currency: 'USD',
        billing: 'Annual',
        startDate: '2027-08-01',
        taxLabel: 'sales tax',
        taxRate: 7.5,
        scale: '3,500 students',
      },
      lineItems: [
        { y1: 28000, y2: 28000, descHas: 'Campus' },
        { y1: 15000, y2: 0, descHas: 'implementation' },
        { y1: 7200, y2: 7200, descHas: 'support' },
      ],
      discounts: [{ kind: 'amount', value: 3360, y1: true, y2: true, labelHas: 'licences' }],
      totals: { y1: 50353, y2: 34228 },
      amounts: ['$8', '$15,000', '$7,200'],
    },
    why: 'Y1 28,000+15,000+7,200=50,200 -12% of 28,000 (3,360)=46,840 +7.5% 3,513=50,353; Y2 35,200-3,360=31,840 +2,388=34,228.',
  },
  {
    id: 'b03',
    lang: 'en',
    split: 'tune',
    style: 'crm',
    notes: `Account: Norland Freight AB
Opportunity: Routing Optimizer renewal + expansion
Contact: Erik Lund | Head of Operations | erik.lund@norlandfreight.se
Product: Routing Optimizer Enterprise
Qty: 40
Unit price: EUR 95 / month
Billing: Quarterly
Term: 12 months
Close date: 12/15/2026
Notes: onboarding workshop EUR 2,500 one-time. VAT 25%.`,
    expect: {
      fields: {
        custName: 'Norland Freight AB',
        custSigner: 'Erik Lund',
        custTitle: 'Head of Operations',
        custEmail: 'erik.lund@norlandfreight.se',
        edition: 'Enterprise',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12 months',
        taxLabel: 'VAT',
        taxRate: 25,
      },
      lineItems: [
        { y1: 45600, y2: 0, descHas: 'Routing' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 60125, y2: 0 },
      amounts: ['EUR 95', 'EUR 2,500'],
    },
    why: '40*95*12=45,600 + 2,500 = 48,100 + VAT 25% 12,025 = 60,125; the close date is not a start date.',
  },
  {
    id: 'b04',
    lang: 'en',
    split: 'tune',
    style: 'bulleted',
    notes: `Quote for Pinecrest Dental Group
- 180 seats of Northbeam Pro at $39/seat/month
- onboarding $4k once
- 15% off seats
- billed monthly
- 1 year
- proposal valid 2 weeks`,
    expect: {
      fields: {
        custName: 'Pinecrest Dental Group',
        currency: 'USD',
        billing: 'Monthly',
        term: '1 year',
        scale: '180 seats',
        validUntil: '2026-12-05',
      },
      lineItems: [
        { y1: 84240, y2: 0, descHas: 'Northbeam' },
        { y1: 4000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'amount', value: 12636, y1: true, y2: false, labelHas: 'seats' }],
      totals: { y1: 75604, y2: 0 },
      amounts: ['$39', '$4k'],
    },
    why: '180*39*12=84,240; 15% of seats only = 12,636; 84,240+4,000-12,636=75,604; valid 14 days = 2026-12-05.',
  },
  {
    id: 'b05',
    lang: 'es-419',
    split: 'tune',
    style: 'email',
    notes: `Hola equipo,
Resumen de la llamada con Colegio Monteverde (Querétaro). Quieren la plataforma Aula360 para 1,200 alumnos, $45 MXN por alumno al mes, facturación anual, contrato de 12 meses. Implementación y capacitación: $60,000 MXN pago único. Les ofrecimos 10% de descuento en las licencias. IVA 16%.
Contacto: Lic. Mariana Torres, Directora Administrativa, mtorres@colegiomonteverde.edu.mx
Inicio: 1 de febrero de 2027.
Saludos,
Jorge`,
    expect: {
      fields: {
        custName: 'Colegio Monteverde',
        custSigner: 'Mariana Torres',
        custTitle: 'Directora Administrativa',
        custEmail: 'mtorres@colegiomonteverde.edu.mx',
        currency: 'MXN',
        billing: 'Annual',
        term: '12 meses',
        startDate: '2027-02-01',
        taxLabel: 'IVA',
        taxRate: 16,
        scale: '1,200 alumnos',
      },
      lineItems: [
        { y1: 648000, y2: 0, descHas: 'Aula360' },
        { y1: 60000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 64800, y1: true, y2: false, labelHas: 'licencias' }],
      totals: { y1: 746112, y2: 0 },
      amounts: ['$45 MXN', '$60,000 MXN'],
    },
    why: '1,200*45*12=648,000 + 60,000 = 708,000 - 10% of licences 64,800 = 643,200 + IVA 16% 102,912 = 746,112.',
  },
  {
    id: 'b06',
    lang: 'es-ES',
    split: 'held',
    style: 'terse',
    notes:
      'Ayto. de Villanueva: 300 licencias GestDoc a 12,50 € por usuario/mes, pago anual, 24 meses. Formación 3.000 € pago único. 21% IVA.',
    expect: {
      fields: {
        custName: 'Ayto. de Villanueva',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '300 licencias',
      },
      lineItems: [
        { y1: 45000, y2: 45000, descHas: 'GestDoc' },
        { y1: 3000, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 58080, y2: 54450 },
      amounts: ['12,50 €', '3.000 €'],
    },
    why: '300*12.50*12=45,000; Y1 48,000 + IVA 10,080 = 58,080; Y2 45,000 + 9,450 = 54,450.',
  },
  {
    id: 'b07',
    lang: 'en',
    split: 'held',
    style: 'call-summary',
    notes: `Call w/ Ridgeline Health (Sarah Kim, CIO, skim@ridgelinehealth.org) + their procurement guy Mike. They're currently on a competitor at ~$60k/yr and budget for next FY is around $75k total, they'd like to stay under that. Mentioned they have 600 clinicians, but only 400 need full access.
What we landed on:
400 Clinician seats, Enterprise edition, $11 per user per month
Data migration - $8,500 one-time
Premium support 24/7 - $6,000 annually
Term 36 months, billed annually, starting 3/1/2027.
Year 2 seats go up 4%.
They want HIPAA BAA included, governing law State of Oregon.
Send proposal by Friday, valid for 60 days.`,
    expect: {
      fields: {
        custName: 'Ridgeline Health',
        custSigner: 'Sarah Kim',
        custTitle: 'CIO',
        custEmail: 'skim@ridgelinehealth.org',
        edition: 'Enterprise',
        currency: 'USD',
        billing: 'Annual',
        term: '36 months',
        startDate: '2027-03-01',
        validUntil: '2027-01-20',
        governingLaw: 'Oregon',
        support: '24/7',
        scale: '400',
      },
      lineItems: [
        { y1: 52800, y2: 54912, descHas: 'seats' },
        { y1: 8500, y2: 0, descHas: 'migration' },
        { y1: 6000, y2: 6000, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 67300, y2: 60912 },
      amounts: ['$60k', '$75k', '$11', '$8,500', '$6,000'],
      notPrices: ['$60k', '$75k'],
    },
    why: '400*11*12=52,800 (y2 +4% = 54,912, seats only); Y1 52,800+8,500+6,000=67,300; Y2 54,912+6,000=60,912; no tax.',
  },
  {
    id: 'b08',
    lang: 'en',
    split: 'held',
    style: 'terse',
    notes: 'Zenith Bank UK — 75 analyst licences, £1,200 per licence per year, 2-yr deal, 5% off both years, + VAT 20%',
    expect: {
      fields: { custName: 'Zenith Bank UK', currency: 'GBP', term: '2-yr', taxLabel: 'VAT', taxRate: 20, scale: '75' },
      lineItems: [{ y1: 90000, y2: 90000, descHas: 'licence' }],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 102600, y2: 102600 },
      amounts: ['£1,200'],
    },
    why: '75*1,200=90,000 - 5% 4,500 = 85,500 + VAT 17,100 = 102,600, same both years.',
  },
  {
    id: 'b09',
    lang: 'es-419',
    split: 'tune',
    style: 'bulleted',
    notes: `Propuesta Transportes Andinos SAS (Bogotá)
* 85 conductores, app RutaSegura, COP 42.000 por conductor al mes
* instalación de dispositivos: COP 8.500.000 (pago único)
* soporte estándar incluido
* facturación trimestral, vigencia de la oferta 30 días
* IVA 19%`,
    expect: {
      fields: {
        custName: 'Transportes Andinos SAS',
        currency: 'COP',
        billing: 'Quarterly',
        validUntil: '2026-12-21',
        support: 'estándar',
        taxLabel: 'IVA',
        taxRate: 19,
        scale: '85 conductores',
      },
      lineItems: [
        { y1: 42840000, y2: 0, descHas: 'RutaSegura' },
        { y1: 8500000, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 61094600, y2: 0 },
      amounts: ['COP 42.000', 'COP 8.500.000'],
    },
    why: '85*42,000*12=42,840,000 + 8,500,000 = 51,340,000 + IVA 19% 9,754,600 = 61,094,600.',
  },
  {
    id: 'b10',
    lang: 'en',
    split: 'tune',
    style: 'crm',
    notes: `Opportunity: Delta Airparts - Inventory Cloud
Account: Delta Airparts Inc.
Stage: Proposal
Amount: $96,000
Contact: Rob Chen (Procurement Manager) rchen@deltaairparts.com
Line 1: Inventory Cloud Standard, Qty 50, Unit price $120/mo
Line 2: Implementation, Qty 1, $18,000 one-time
Billing: Annual | Term: 24 months | Start: 01/04/2027`,
    expect: {
      fields: {
        custName: 'Delta Airparts Inc.',
        custSigner: 'Rob Chen',
        custTitle: 'Procurement Manager',
        custEmail: 'rchen@deltaairparts.com',
        edition: 'Standard',
        currency: 'USD',
        billing: 'Annual',
        term: '24 months',
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 72000, y2: 72000, descHas: 'Inventory' },
        { y1: 18000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 90000, y2: 72000 },
      amounts: ['$96,000', '$120', '$18,000'],
      notPrices: ['$96,000'],
    },
    why: '50*120*12=72,000 both years (24 months) + 18,000 once; the CRM Amount is not a line.',
  },
  {
    id: 'b11',
    lang: 'es-ES',
    split: 'held',
    style: 'email',
    notes: `Buenos días, Carmen:
Tal y como hablamos, os paso el resumen para Bodegas Río Sil, S.L.:
- Módulo de trazabilidad: 40 usuarios x 35 €/usuario/mes
- Integración con el ERP: 6.500 € (pago único)
- Soporte premium: 2.400 € al año
Contrato de 2 años, facturación anual. Para el primer año aplicamos un 10% de descuento sobre el total. IVA 21%.
Firma por su parte: Carmen Vidal, Gerente (cvidal@bodegasriosil.es).
Un saludo,
Álvaro Méndez
Director Comercial`,
    expect: {
      fields: {
        custName: 'Bodegas Río Sil',
        custSigner: 'Carmen Vidal',
        custTitle: 'Gerente',
        custEmail: 'cvidal@bodegasriosil.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '2 años',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '40 usuarios',
      },
      lineItems: [
        { y1: 16800, y2: 16800, descHas: 'trazabilidad' },
        { y1: 6500, y2: 0, descHas: 'Integración' },
        { y1: 2400, y2: 2400, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 27987.3, y2: 23232 },
      amounts: ['35 €', '6.500 €', '2.400 €'],
    },
    why: '40*35*12=16,800; Y1 25,700 - 10% 2,570 = 23,130 + IVA 4,857.30 = 27,987.30; Y2 19,200 + 4,032 = 23,232.',
  },
  {
    id: 'b12',
    lang: 'en',
    split: 'tune',
    style: 'bulleted',
    notes: `Tanaka Precision Manufacturing (Osaka)
• 60 users, QualityHub Standard, ¥4,800/user/month
• on-site training ¥350,000 one-time
• annual billing, 12-month term
• consumption tax 10%
• contact: Mr. Hiroshi Tanaka, General Manager, h.tanaka@tanaka-precision.co.jp`,
    expect: {
      fields: {
        custName: 'Tanaka Precision Manufacturing',
        custSigner: 'Hiroshi Tanaka',
        custTitle: 'General Manager',
        custEmail: 'h.tanaka@tanaka-precision.co.jp',
        edition: 'Standard',
        currency: 'JPY',
        billing: 'Annual',
        term: '12-month',
        taxLabel: 'consumption tax',
        taxRate: 10,
        scale: '60 users',
      },
      lineItems: [
        { y1: 3456000, y2: 0, descHas: 'QualityHub' },
        { y1: 350000, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 4186600, y2: 0 },
      amounts: ['¥4,800', '¥350,000'],
    },
    why: '60*4,800*12=3,456,000 + 350,000 = 3,806,000 + 10% 380,600 = 4,186,600 yen.',
  },
  {
    id: 'b13',
    lang: 'en',
    split: 'tune',
    style: 'terse-typos',
    notes:
      'quote for Greenleaf Organics - 35 users @ $19 pp/pm, anual billing, setup fee $1500. no tax (exempt). strt date jan 5',
    expect: {
      fields: {
        custName: 'Greenleaf Organics',
        currency: 'USD',
        billing: 'Annual',
        startDate: '2027-01-05',
        scale: '35 users',
      },
      lineItems: [
        { y1: 7980, y2: 0, descHas: 'users' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 9480, y2: 0 },
      amounts: ['$19', '$1500'],
    },
    why: '35*19*12=7,980 + 1,500 = 9,480, no tax; "jan 5" is the next one, 2027-01-05.',
  },
  {
    id: 'b14',
    lang: 'en',
    split: 'held',
    style: 'email-no-price',
    notes: `Hi Dana,
Quick note after the discovery call with Oakmont Insurance. They're evaluating us vs. two others. Their budget is somewhere in the $40-50k range for year one. Nothing firm on pricing yet — we talked about 150 to 200 seats.
Contact: Greg Alvarez, Director of Claims Ops, galvarez@oakmontins.com.
Let's put together a proposal once they confirm seat count.
-J`,
    expect: {
      fields: {
        custName: 'Oakmont Insurance',
        custSigner: 'Greg Alvarez',
        custTitle: 'Director of Claims Ops',
        custEmail: 'galvarez@oakmontins.com',
      },
      lineItems: [],
      discounts: [],
      totals: { y1: 0, y2: 0 },
      amounts: ['$40-50k'],
      notPrices: ['$40-50k'],
    },
    why: 'No price is stated: a budget range and a seat range only, so no lines and totals 0.',
  },
  {
    id: 'b15',
    lang: 'es-419',
    split: 'held',
    style: 'terse',
    notes:
      'Minera Los Andes: 500 usuarios de SafeOps a CLP 9.900 por usuario al mes, 36 meses, facturación mensual, IVA 19%. Puesta en marcha CLP 4.567.890 pago único.',
    expect: {
      fields: {
        custName: 'Minera Los Andes',
        currency: 'CLP',
        billing: 'Monthly',
        term: '36 meses',
        taxLabel: 'IVA',
        taxRate: 19,
        scale: '500 usuarios',
      },
      lineItems: [
        { y1: 59400000, y2: 59400000, descHas: 'SafeOps' },
        { y1: 4567890, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [],
      totals: { y1: 76121789, y2: 70686000 },
      amounts: ['CLP 9.900', 'CLP 4.567.890'],
    },
    why: '500*9,900*12=59,400,000; Y1 63,967,890 + 19% 12,153,899.1 -> 12,153,899 = 76,121,789; Y2 59,400,000 + 11,286,000 = 70,686,000.',
  },
  {
    id: 'b16',
    lang: 'en',
    split: 'held',
    style: 'call-summary',
    notes: `Notes from call 19 Nov – Castlegate Housing Association
Attendees: Fiona Marsh (Head of IT, fiona.marsh@castlegate-ha.org.uk), Ian (finance), me.
Context: they're moving off spreadsheets, looked at Housemaster which quoted them £38 per user. Ours is pricier but they liked the repairs module.
Proposal:
- TenantDesk Professional, 220 users at £42/user/month
- Repairs module add-on £6,000 per year
- Implementation £9,750 one-off
3 yr term, annual invoicing, 3% uplift each year from year 2 on everything recurring.
Start 1 April 2027. Support: standard business hours. UK law. VAT at 20% applies.`,
    expect: {
      fields: {
        custName: 'Castlegate Housing Association',
        custSigner: 'Fiona Marsh',
        custTitle: 'Head of IT',
        custEmail: 'fiona.marsh@castlegate-ha.org.uk',
        edition: 'Professional',
        currency: 'GBP',
        billing: 'Annual',
        term: '3 yr',
        startDate: '2027-04-01',
        support: 'business hours',
        governingLaw: 'UK',
        taxLabel: 'VAT',
        taxRate: 20,
        scale: '220 users',
      },
      lineItems: [
        { y1: 110880, y2: 114206.4, descHas: 'TenantDesk' },
        { y1: 6000, y2: 6180, descHas: 'Repairs' },
        { y1: 9750, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 151956, y2: 144463.68 },
      amounts: ['£38', '£42', '£6,000', '£9,750'],
      notPrices: ['£38'],
    },
    why: '220*42*12=110,880 (y2 *1.03=114,206.40); repairs 6,000 (6,180); Y1 126,630 + VAT 25,326 = 151,956; Y2 120,386.40 + 24,077.28 = 144,463.68.',
  },
  {
    id: 'b17',
    lang: 'es-ES',
    split: 'held',
    style: 'bulleted-no-accents',
    notes: `Cliente: Clinica Dental Sonrisas SL
- 12 puestos de AgendaPro a 29 euros por puesto al mes
- alta y configuracion: 450 euros (pago unico)
- facturacion mensual
- sin permanencia, 12 meses
- IVA 21%
- contacto: Dra. Lucia Ferrer, directora, lucia@sonrisas-dental.es
- validez de la oferta: 15 dias`,
    expect: {
      fields: {
        custName: 'Clinica Dental Sonrisas SL',
        custSigner: 'Lucia Ferrer',
        custTitle: 'directora',
        custEmail: 'lucia@sonrisas-dental.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-06',
        scale: '12 puestos',
      },
      lineItems: [
        { y1: 4176, y2: 0, descHas: 'AgendaPro' },
        { y1: 450, y2: 0, descHas: 'alta' },
      ],
      discounts: [],
      totals: { y1: 5597.46, y2: 0 },
      amounts: ['29 euros', '450 euros'],
    },
    why: '12*29*12=4,176 + 450 = 4,626 + IVA 21% 971.46 = 5,597.46; valid 15 days = 2026-12-06.',
  },
  {
    id: 'b18',
    lang: 'en',
    split: 'held',
    style: 'terse',
    notes: 'Orion Robotics: 20 x $1,850 robot licences per year, 2 x $4,000 install (one-time). 2-year agreement. 8% sales tax.',
    expect: {
      fields: { custName: 'Orion Robotics', currency: 'USD', taxLabel: 'sales tax', taxRate: 8 },
      lineItems: [
        { y1: 37000, y2: 37000, descHas: 'licences' },
        { y1: 8000, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 48600, y2: 39960 },
      amounts: ['$1,850', '$4,000'],
    },
    why: '20*1,850=37,000 both years; 2*4,000=8,000 once; Y1 45,000 + 8% 3,600 = 48,600; Y2 37,000 + 2,960 = 39,960.',
  },
  {
    id: 'b19',
    lang: 'en',
    split: 'tune',
    style: 'email',
    notes: `Hello Marcus,
Thanks for the time today. As discussed, here's what we'll put in the order form for Summit Outdoor Co.:
Retail Analytics Plus — 15 stores x $300 per store per month, billed quarterly.
Onboarding and data setup: $7,500 (one-time).
We'll take $2,000 off the first year as a goodwill credit.
Term: 12 months starting February 1st, 2027. Offer valid until December 15.
Signer on your side: Marcus Bell, COO, marcus.bell@summitoutdoor.com.
Best,
Lena`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Summit Outdoor Co.',
        custSigner: 'Marcus Bell',
        custTitle: 'COO',
        custEmail: 'marcus.bell@summitoutdoor.com',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12 months',
        startDate: '2027-02-01',
        validUntil: '2026-12-15',
        scale: '15 stores',
      },
      lineItems: [
        { y1: 54000, y2: 0, descHas: 'Retail' },
        { y1: 7500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 59500, y2: 0 },
      amounts: ['$300', '$7,500', '$2,000'],
    },
    why: '15*300*12=54,000 + 7,500 = 61,500 - 2,000 = 59,500.',
  },
  {
    id: 'b20',
    lang: 'es-419',
    split: 'tune',
    style: 'call-summary',
    notes: `Resumen llamada – Grupo Hospitalario San Rafael (Guadalajara)
Participantes: Dr. Ernesto Salinas (Director de Sistemas, esalinas@hsanrafael.mx) y Paty de compras.
Comentan que hoy pagan como $380,000 MXN al año por su sistema actual y que el presupuesto aprobado es de unos $900 mil pesos, no quieren pasarse.
Lo que acordamos cotizar:
- ExpedienteClínico Cloud edición Enterprise para 350 médicos, MXN 185 por médico al mes
- Migración de expedientes: MXN 120,000 pago único
- Capacitación presencial 2 sesiones, MXN 18,500 c/u, una sola vez
- Soporte 24x7 incluido
Contrato 24 meses, facturación anual, 15% de descuento en las licencias solo el primer año.
Inicio 1/3/2027. Precios más IVA (16%). Ley aplicable: Jalisco, México.`,
    expect: {
      fields: {
        custName: 'Grupo Hospitalario San Rafael',
        custSigner: 'Ernesto Salinas',
        custTitle: 'Director de Sistemas',
        custEmail: 'esalinas@hsanrafael.mx',
        edition: 'Enterprise',
        currency: 'MXN',
        billing: 'Annual',
        term: '24 meses',
        startDate: '2027-03-01',
        taxLabel: 'IVA',
        taxRate: 16,
        governingLaw: 'Jalisco',
        support: '24x7',
        scale: '350 médicos',
      },
      lineItems: [
        { y1: 777000, y2: 777000, descHas: 'Expediente' },
        { y1: 120000, y2: 0, descHas: 'Migración' },
        { y1: 37000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 116550, y1: true, y2: false, labelHas: 'licencias' }],
      totals: { y1: 948242, y2: 901320 },
      amounts: ['$380,000 MXN', '$900 mil pesos', 'MXN 185', 'MXN 120,000', 'MXN 18,500'],
      notPrices: ['$380,000 MXN', '$900 mil pesos'],
    },
    why: '350*185*12=777,000; training 2*18,500=37,000; Y1 934,000 - 15% of 777,000 (116,550) = 817,450 + IVA 130,792 = 948,242; Y2 777,000 + 124,320 = 901,320.',
  },
  {
    id: 'b21',
    lang: 'en',
    split: 'tune',
    style: 'crm',
    notes: `Account: Bluefin Marine Services
Contact: Ana Lopes - Fleet Manager - ana.lopes@bluefinmarine.com
Product: VesselTrack Pro
Qty: 30 vessels
Unit price: $450 per vessel per quarter
Billing: Quarterly
Term: 24 months
Discount: 10% off year 2
Tax: none`,
    expect: {
      fields: {
        custName: 'Bluefin Marine Services',
        custSigner: 'Ana Lopes',
        custTitle: 'Fleet Manager',
        custEmail: 'ana.lopes@bluefinmarine.com',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 months',
        scale: '30 vessels',
      },
      lineItems: [{ y1: 54000, y2: 54000, descHas: 'VesselTrack' }],
      discounts: [{ kind: 'pct', value: 10, y1: false, y2: true }],
      totals: { y1: 54000, y2: 48600 },
      amounts: ['$450'],
    },
    why: '30*450*4=54,000 each year; 10% on year 2 only: 54,000-5,400=48,600.',
  },
  {
    id: 'b22',
    lang: 'en',
    split: 'held',
    style: 'bulleted-abbrev',
    notes: `Prospect: Helix Biotech
- platform fee USD 50k/yr
- 25 additional lab users @ USD 1,200/user/yr
- validation package 15k one-time (USD)
- 2y term, yr1 and yr2 same price
- billing annual
- SLA 99.95%, premium support
- valid 45 days`,
    expect: {
      fields: {
        custName: 'Helix Biotech',
        currency: 'USD',
        billing: 'Annual',
        term: '2y',
        sla: '99.95%',
        support: 'premium',
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 50000, y2: 50000, descHas: 'platform' },
        { y1: 30000, y2: 30000, descHas: 'lab' },
        { y1: 15000, y2: 0, descHas: 'validation' },
      ],
      discounts: [],
      totals: { y1: 95000, y2: 80000 },
      amounts: ['USD 50k', 'USD 1,200', '15k'],
    },
    why: '50,000 + 25*1,200=30,000 both years, 15,000 once: Y1 95,000, Y2 80,000; valid 45 days = 2027-01-05.',
  },
  {
    id: 'b23',
    lang: 'es-419',
    split: 'tune',
    style: 'terse-no-accents',
    notes:
      'Cotizacion para Cooperativa Agricola El Progreso (Peru): 45 usuarios de CampoNet a US$ 18 por usuario al mes, pago anual, contrato 1 ano. Capacitacion US$ 2,000 una sola vez. IGV 18%.',
    expect: {
      fields: {
        custName: 'Cooperativa Agricola El Progreso',
        currency: 'USD',
        billing: 'Annual',
        term: '1 ano',
        taxLabel: 'IGV',
        taxRate: 18,
        scale: '45 usuarios',
      },
      lineItems: [
        { y1: 9720, y2: 0, descHas: 'CampoNet' },
        { y1: 2000, y2: 0, descHas: 'Capacitacion' },
      ],
      discounts: [],
      totals: { y1: 13829.6, y2: 0 },
      amounts: ['US$ 18', 'US$ 2,000'],
    },
    why: '45*18*12=9,720 + 2,000 = 11,720 + IGV 18% 2,109.60 = 13,829.60.',
  },
  {
    id: 'b24',
    lang: 'en',
    split: 'tune',
    style: 'email',
    notes: `Hi Priya,
Pricing for Lakeshore Credit Union as agreed:
Year 1: 180 seats at $52/seat/month
Year 2: $55/seat/month
Implementation: $14,000 one-time
Annual billing, 24-month term starting 1/15/2027.
We're including a 5% multi-year discount on both years.
Their signer: Tom Becker, SVP Operations, tbecker@lakeshorecu.org
Thanks!`,
    expect: {
      fields: {
        custName: 'Lakeshore Credit Union',
        custSigner: 'Tom Becker',
        custTitle: 'SVP Operations',
        custEmail: 'tbecker@lakeshorecu.org',
        currency: 'USD',
        billing: 'Annual',
        term: '24-month',
        startDate: '2027-01-15',
        scale: '180 seats',
      },
      lineItems: [
        { y1: 112320, y2: 118800, descHas: 'seats' },
        { y1: 14000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 120004, y2: 112860 },
      amounts: ['$52', '$55', '$14,000'],
    },
    why: '180*52*12=112,320; y2 180*55*12=118,800; Y1 126,320 - 5% 6,316 = 120,004; Y2 118,800 - 5,940 = 112,860.',
  },
  {
    id: 'b25',
    lang: 'es-ES',
    split: 'tune',
    style: 'call-summary',
    notes: `Resumen reunión con Logística Mediterránea, S.A. (Valencia) – 18/11
Asistentes: Jordi Puig (Director de Operaciones, jpuig@logmed.es) y Marta, de compras.
Ahora mismo usan un desarrollo propio que les cuesta unos 30.000 € al año en mantenimiento; el competidor les ha ofrecido algo por 22 € por usuario.
Propuesta:
· AlmacénPro Enterprise: 150 usuarios a 26 € por usuario y mes
· Conectores con SAP: 9.000 € (pago único)
· Soporte 24x7: 4.800 € anuales
Duración 36 meses, facturación trimestral. Descuento del 8% sobre las licencias durante toda la vigencia. Inicio previsto: 1 de marzo de 2027. IVA 21%. Legislación española, tribunales de Valencia.`,
    expect: {
      fields: {
        custName: 'Logística Mediterránea',
        custSigner: 'Jordi Puig',
        custTitle: 'Director de Operaciones',
        custEmail: 'jpuig@logmed.es',
        edition: 'Enterprise',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '36 meses',
        startDate: '2027-03-01',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'española',
        support: '24x7',
        scale: '150 usuarios',
      },
      lineItems: [
        { y1: 46800, y2: 46800, descHas: 'AlmacénPro' },
        { y1: 9000, y2: 0, descHas: 'Conectores' },
        { y1: 4800, y2: 4800, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'amount', value: 3744, y1: true, y2: true, labelHas: 'licencias' }],
      totals: { y1: 68795.76, y2: 57905.76 },
      amounts: ['30.000 €', '22 €', '26 €', '9.000 €', '4.800 €'],
      notPrices: ['30.000 €', '22 €'],
    },
    why: '150*26*12=46,800; 8% of it 3,744; Y1 60,600-3,744=56,856 + IVA 11,939.76 = 68,795.76; Y2 51,600-3,744=47,856 + 10,049.76 = 57,905.76.',
  },
  {
    id: 'b26',
    lang: 'en',
    split: 'held',
    style: 'terse',
    notes: 'Vantage Media - 10 editor seats $89/mo each + 5 viewer seats $15/mo each, monthly billing',
    expect: {
      fields: { custName: 'Vantage Media', currency: 'USD', billing: 'Monthly' },
      lineItems: [
        { y1: 10680, y2: 0, descHas: 'editor' },
        { y1: 900, y2: 0, descHas: 'viewer' },
      ],
      discounts: [],
      totals: { y1: 11580, y2: 0 },
      amounts: ['$89', '$15'],
    },
    why: '10*89*12=10,680 + 5*15*12=900 = 11,580; no term beyond a year so y2 0.',
  },
  {
    id: 'b27',
    lang: 'en',
    split: 'held',
    style: 'bulleted',
    notes: `Customer: Fairview Veterinary Clinics
* 14 locations, ClinicOS at $149.99 per location per month
* data import $2,499.50 one-time
* 7% discount on the whole first-year order
* 6.35% sales tax (CT)
* annual billing`,
    expect: {
      fields: {
        custName: 'Fairview Veterinary Clinics',
        currency: 'USD',
        billing: 'Annual',
        taxLabel: 'sales tax',
        taxRate: 6.35,
        scale: '14 locations',
      },
      lineItems: [
        { y1: 25198.32, y2: 0, descHas: 'ClinicOS' },
        { y1: 2499.5, y2: 0, descHas: 'import' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: false }],
      totals: { y1: 27394.66, y2: 0 },
      amounts: ['$149.99', '$2,499.50'],
    },
    why: '14*149.99*12=25,198.32 + 2,499.50 = 27,697.82; 7% = 1,938.8474 -> 1,938.85; net 25,758.97; tax 6.35% = 1,635.6946 -> 1,635.69; total 27,394.66.',
  },
  {
    id: 'b28',
    lang: 'es-419',
    split: 'tune',
    style: 'email',
    notes: `Estimado equipo:
Les comparto lo conversado con Universidad del Pacífico Sur (Chile). Requieren la licencia de BiblioDigital para 8.000 estudiantes, CLP 1.200 por estudiante al trimestre, facturación trimestral, por 2 años. Implementación CLP 3.000.000, pago único. Sobre las licencias, 20% de descuento.
Firma: Prof. Andrea Muñoz, Vicerrectora Académica, amunoz@upsur.cl
Los precios no incluyen IVA (19%).
Saludos cordiales`,
    expect: {
      fields: {
        custName: 'Universidad del Pacífico Sur',
        custSigner: 'Andrea Muñoz',
        custTitle: 'Vicerrectora Académica',
        custEmail: 'amunoz@upsur.cl',
        currency: 'CLP',
        billing: 'Quarterly',
        term: '2 años',
        taxLabel: 'IVA',
        taxRate: 19,
        scale: '8.000 estudiantes',
      },
      lineItems: [
        { y1: 38400000, y2: 38400000, descHas: 'BiblioDigital' },
        { y1: 3000000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 7680000, y1: true, y2: true, labelHas: 'licencias' }],
      totals: { y1: 40126800, y2: 36556800 },
      amounts: ['CLP 1.200', 'CLP 3.000.000'],
    },
    why: '8,000*1,200*4=38,400,000; 20% = 7,680,000; Y1 41,400,000-7,680,000=33,720,000 + IVA 6,406,800 = 40,126,800; Y2 30,720,000 + 5,836,800 = 36,556,800.',
  },
  {
    id: 'b29',
    lang: 'en',
    split: 'tune',
    style: 'call-summary',
    notes: `Spoke with Kevin at Trident Logistics (kevin.ortiz@tridentlog.com, he's the Ops Director). Long call, lots of back and forth. Kevin said their last vendor charged around $50 per driver which felt steep. Could go 100 or 150 drivers depending on the Q1 hiring.
For now quote the base: 100 drivers on DriveSafe Fleet, $38/driver/month, billed monthly, 12 month term.
Telematics hardware: 100 units at $120 each, one time.
Kevin wants the start on Feb 1.
They also need Canadian routing later (maybe $5k extra?) – don't include yet.`,
    expect: {
      fields: {
        custName: 'Trident Logistics',
        custSigner: 'Kevin',
        custTitle: 'Ops Director',
        custEmail: 'kevin.ortiz@tridentlog.com',
        currency: 'USD',
        billing: 'Monthly',
        term: '12 month',
        startDate: '2027-02-01',
        scale: '100 drivers',
      },
      lineItems: [
        { y1: 45600, y2: 0, descHas: 'DriveSafe' },
        { y1: 12000, y2: 0, descHas: 'hardware' },
      ],
      discounts: [],
      totals: { y1: 57600, y2: 0 },
      amounts: ['$50', '$38', '$120', '$5k'],
      notPrices: ['$50', '$5k'],
    },
    why: '100*38*12=45,600 + 100*120=12,000 once = 57,600; "around $50" and "maybe $5k" are not prices.',
  },
  {
    id: 'b30',
    lang: 'es-ES',
    split: 'held',
    style: 'terse',
    notes:
      'Hotel Costa Brava Resort: PMS Cloud 180 habitaciones a 4 € por habitación al mes, instalación 2,5 mil euros (pago único), facturación anual. IVA 21 %.',
    expect: {
      fields: {
        custName: 'Hotel Costa Brava Resort',
        currency: 'EUR',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '180 habitaciones',
      },
      lineItems: [
        { y1: 8640, y2: 0, descHas: 'PMS' },
        { y1: 2500, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 13479.4, y2: 0 },
      amounts: ['4 €', '2,5 mil euros'],
    },
    why: '180*4*12=8,640 + 2,500 = 11,140 + IVA 21% 2,339.40 = 13,479.40.',
  },
  {
    id: 'b31',
    lang: 'en',
    split: 'held',
    style: 'email',
    notes: `Morning Jess,
Confirming the numbers for Kingsbridge Academy Trust before I draft:
- 2,400 pupils on LearnLoop at £3.50 per pupil per year
- 60 staff accounts at £40 per staff per year
- Setup & training: £3,200, one-off
- 3 year contract, invoiced annually, prices rise 5% in year 2
- £500 off year one
Zero-rated for VAT, so no tax line.
Head teacher signs: Mrs Helen Okafor, hokafor@kingsbridgetrust.org.uk
Cheers, Sam`,
    expect: {
      fields: {
        custName: 'Kingsbridge Academy Trust',
        custSigner: 'Helen Okafor',
        custTitle: 'Head teacher',
        custEmail: 'hokafor@kingsbridgetrust.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '3 year',
        scale: '2,400 pupils',
      },
      lineItems: [
        { y1: 8400, y2: 8820, descHas: 'LearnLoop' },
        { y1: 2400, y2: 2520, descHas: 'staff' },
        { y1: 3200, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false }],
      totals: { y1: 13500, y2: 11340 },
      amounts: ['£3.50', '£40', '£3,200', '£500'],
    },
    why: '2,400*3.50=8,400 (y2 8,820); 60*40=2,400 (y2 2,520); Y1 14,000-500=13,500; Y2 11,340; no tax.',
  },
  {
    id: 'b32',
    lang: 'es-419',
    split: 'held',
    style: 'bulleted-abbrev',
    notes: `Cliente: Farmacias Del Valle (Monterrey)
- 65 sucursales
- PuntoVenta Plus: MXN 1,450 p/m por sucursal
- setup MXN 25k pago unico
- 10% dcto en licencias x 2 años
- fact. anual, contrato 24m
- + IVA 16%
- contacto: Ing. Raúl Garza, Gerente de TI, rgarza@fdelvalle.com.mx`,
    expect: {
      fields: {
        custName: 'Farmacias Del Valle',
        custSigner: 'Raúl Garza',
        custTitle: 'Gerente de TI',
        custEmail: 'rgarza@fdelvalle.com.mx',
        currency: 'MXN',
        billing: 'Annual',
        term: '24m',
        taxLabel: 'IVA',
        taxRate: 16,
        scale: '65 sucursales',
      },
      lineItems: [
        { y1: 1131000, y2: 1131000, descHas: 'PuntoVenta' },
        { y1: 25000, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 113100, y1: true, y2: true, labelHas: 'licencias' }],
      totals: { y1: 1209764, y2: 1180764 },
      amounts: ['MXN 1,450', 'MXN 25k'],
    },
    why: '65*1,450*12=1,131,000; 10% = 113,100; Y1 1,156,000-113,100=1,042,900 + IVA 166,864 = 1,209,764; Y2 1,017,900 + 162,864 = 1,180,764.',
  },
  {
    id: 'b33',
    lang: 'en',
    split: 'held',
    style: 'terse',
    notes:
      'Polaris Energy: Enterprise edition, single-tenant in EU (Frankfurt), 1,000 users at €7.50/user/mo, annual, 36 mo. Dedicated CSM €18,000/yr. SLA 99.99%.',
    expect: {
      fields: {
        custName: 'Polaris Energy',
        edition: 'Enterprise',
        deployDesc: 'single-tenant',
        region: 'EU',
        currency: 'EUR',
        billing: 'Annual',
        term: '36 mo',
        sla: '99.99%',
        scale: '1,000 users',
      },
      lineItems: [
        { y1: 90000, y2: 90000, descHas: 'users' },
        { y1: 18000, y2: 18000, descHas: 'CSM' },
      ],
      discounts: [],
      totals: { y1: 108000, y2: 108000 },
      amounts: ['€7.50', '€18,000'],
    },
    why: '1,000*7.50*12=90,000 + 18,000 = 108,000 each year (36 months); no tax.',
  },
  {
    id: 'b34',
    lang: 'en',
    split: 'tune',
    style: 'email',
    notes: `Team — please draft the master agreement for Coastal Freight Partners.
Their side: Linda Moreau, General Counsel (lmoreau@coastalfreight.com).
Our side signs: David Park, CFO, d.park@northwindsoft.com.
- 300 dispatcher seats, $28 per seat per month
- API access add-on: $12,000 per year
- Professional services: 80 hours at $175/hour, one time
Term 2 years, billed annually. Governing law: Delaware. Net 30 payment terms. Tax exempt.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Coastal Freight Partners',
        custSigner: 'Linda Moreau',
        custTitle: 'General Counsel',
        custEmail: 'lmoreau@coastalfreight.com',
        lucSigner: 'David Park',
        lucTitle: 'CFO',
        lucEmail: 'd.park@northwindsoft.com',
        currency: 'USD',
        billing: 'Annual',
        term: '2 years',
        governingLaw: 'Delaware',
        termsConditions: 'Net 30',
        scale: '300',
      },
      lineItems: [
        { y1: 100800, y2: 100800, descHas: 'dispatcher' },
        { y1: 12000, y2: 12000, descHas: 'API' },
        { y1: 14000, y2: 0, descHas: 'services' },
      ],
      discounts: [],
      totals: { y1: 126800, y2: 112800 },
      amounts: ['$28', '$12,000', '$175'],
    },
    why: '300*28*12=100,800 + 12,000 both years; 80*175=14,000 once; Y1 126,800, Y2 112,800; tax exempt.',
  },
  {
    id: 'b35',
    lang: 'es-419',
    split: 'held',
    style: 'call-summary',
    notes: `Notas de la reunión con Banco Cordillera (Ecuador), 20/11:
Participaron la Ing. Sofía Paredes (Gerente de Riesgos, sparedes@bcordillera.ec) y dos analistas.
Tienen un presupuesto de 120 mil dólares para este año, pero pueden mover algo del siguiente.
Cotizar:
1) RiskLens edición Profesional, 90 analistas, 75 dólares por analista al mes
2) Implementación y parametrización: 22.500 dólares, pago único
3) Capacitación: 3.000 dólares, una vez
Plazo 12 meses, facturación semestral?? -> confirmar; por ahora anual.
IVA 15%. Oferta válida por 30 días.`,
    expect: {
      fields: {
        custName: 'Banco Cordillera',
        custSigner: 'Sofía Paredes',
        custTitle: 'Gerente de Riesgos',
        custEmail: 'sparedes@bcordillera.ec',
        edition: 'Profesional',
        currency: 'USD',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 15,
        validUntil: '2026-12-21',
        scale: '90 analistas',
      },
      lineItems: [
        { y1: 81000, y2: 0, descHas: 'RiskLens' },
        { y1: 22500, y2: 0, descHas: 'Implementación' },
        { y1: 3000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 122475, y2: 0 },
      amounts: ['120 mil dólares', '75 dólares', '22.500 dólares', '3.000 dólares'],
      notPrices: ['120 mil dólares'],
    },
    why: '90*75*12=81,000 + 22,500 + 3,000 = 106,500 + IVA 15% 15,975 = 122,475.',
  },
  {
    id: 'b36',
    lang: 'en',
    split: 'held',
    style: 'crm',
    notes: `Account Name: Redwood County Library System
Primary Contact: Marisol Vega, Library Director, mvega@redwoodlib.org
Products:
  Catalog+ Cloud — 12 branches — $2,100/branch/yr
  Patron app — flat $4,800/yr
  Migration services — $6,300 (one-time)
Contract Term: 36 months
Annual Escalator: 3%
Billing Frequency: Annual
Requested Start: July 1, 2027
Quote Expires: 12/31/2026`,
    expect: {
      fields: {
        custName: 'Redwood County Library System',
        custSigner: 'Marisol Vega',
        custTitle: 'Library Director',
        custEmail: 'mvega@redwoodlib.org',
        currency: 'USD',
        billing: 'Annual',
        term: '36 months',
        startDate: '2027-07-01',
        validUntil: '2026-12-31',
        scale: '12 branches',
      },
      lineItems: [
        { y1: 25200, y2: 25956, descHas: 'Catalog' },
        { y1: 4800, y2: 4944, descHas: 'Patron' },
        { y1: 6300, y2: 0, descHas: 'Migration' },
      ],
      discounts: [],
      totals: { y1: 36300, y2: 30900 },
      amounts: ['$2,100', '$4,800', '$6,300'],
    },
    why: '12*2,100=25,200 (y2 +3% 25,956); 4,800 (4,944); Y1 25,200+4,800+6,300=36,300; Y2 30,900.',
  },
  {
    id: 'b37',
    lang: 'es-ES',
    split: 'tune',
    style: 'email',
    notes: `Hola Pablo:
Te resumo la oferta para Grupo Editorial Atlántida:
— Licencias de EditFlow: 85 usuarios, 480 € por usuario al año
— Módulo de derechos de autor: 7.200 € al año
— Puesta en marcha: 5.500 €, pago único
Compromiso a 2 años con facturación anual. Les hacemos un 25% de descuento en el módulo de derechos, ambos años.
Validez: hasta el 31 de diciembre de 2026. Precios sin IVA (21%).
Persona de contacto: Inés Robles, Directora Financiera, irobles@atlantida-ed.es
Abrazos,
Nuria`,
    expect: {
      fields: {
        custName: 'Grupo Editorial Atlántida',
        custSigner: 'Inés Robles',
        custTitle: 'Directora Financiera',
        custEmail: 'irobles@atlantida-ed.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '2 años',
        validUntil: '2026-12-31',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '85 usuarios',
      },
      lineItems: [
        { y1: 40800, y2: 40800, descHas: 'EditFlow' },
        { y1: 7200, y2: 7200, descHas: 'derechos' },
        { y1: 5500, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [{ kind: 'amount', value: 1800, y1: true, y2: true, labelHas: 'derechos' }],
      totals: { y1: 62557, y2: 55902 },
      amounts: ['480 €', '7.200 €', '5.500 €'],
    },
    why: '85*480=40,800; 25% of 7,200 = 1,800; Y1 53,500-1,800=51,700 + IVA 10,857 = 62,557; Y2 48,000-1,800=46,200 + 9,702 = 55,902.',
  },
  {
    id: 'b38',
    lang: 'en',
    split: 'tune',
    style: 'terse',
    notes: 'Quote: Meridian Labs, 45 seats LabNote Team $30/seat/mo, 24-month term, annual billing, $1,000 off each year.',
    expect: {
      fields: {
        custName: 'Meridian Labs',
        currency: 'USD',
        billing: 'Annual',
        term: '24-month',
        scale: '45 seats',
      },
      lineItems: [{ y1: 16200, y2: 16200, descHas: 'LabNote' }],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: true }],
      totals: { y1: 15200, y2: 15200 },
      amounts: ['$30', '$1,000'],
    },
    why: '45*30*12=16,200 each year - 1,000 each year = 15,200.',
  },
  {
    id: 'b39',
    lang: 'es-419',
    split: 'tune',
    style: 'terse',
    notes:
      'Instituto Tecnológico del Norte – plataforma EduTrack, 2,500 alumnos, MXN 9 por alumno al mes, facturación anual, inicio agosto 2027, más IVA 16%.',
    expect: {
      fields: {
        custName: 'Instituto Tecnológico del Norte',
        currency: 'MXN',
        billing: 'Annual',
        startDate: '2027-08-01',
        taxLabel: 'IVA',
        taxRate: 16,
        scale: '2,500 alumnos',
      },
      lineItems: [{ y1: 270000, y2: 0, descHas: 'EduTrack' }],
      discounts: [],
      totals: { y1: 313200, y2: 0 },
      amounts: ['MXN 9'],
    },
    why: '2,500*9*12=270,000 + IVA 16% 43,200 = 313,200; "agosto 2027" read as its first day.',
  },
  {
    id: 'b40',
    lang: 'en',
    split: 'tune',
    style: 'bulleted',
    notes: `Sunrise Senior Living – quote
- CareConnect licences: 500 residents x $4/resident/month
- Nurse call integration licence: $3,000/yr
- Tablets (hardware): 40 x $350, one-time
- 10% off the licences (not hardware)
- 12-month term, annual billing
- NY sales tax 8.875%`,
    expect: {
      fields: {
        custName: 'Sunrise Senior Living',
        currency: 'USD',
        billing: 'Annual',
        term: '12-month',
        taxLabel: 'sales tax',
        taxRate: 8.875,
        scale: '500 residents',
      },
      lineItems: [
        { y1: 24000, y2: 0, descHas: 'CareConnect' },
        { y1: 3000, y2: 0, descHas: 'Nurse' },
        { y1: 14000, y2: 0, descHas: 'Tablets' },
      ],
      discounts: [{ kind: 'amount', value: 2700, y1: true, y2: false, labelHas: 'licences' }],
      totals: { y1: 41699.13, y2: 0 },
      amounts: ['$4', '$3,000', '$350'],
    },
    why: '500*4*12=24,000 + 3,000 licence + 40*350=14,000 = 41,000; 10% of both licences (27,000) = 2,700; net 38,300; tax 8.875% = 3,399.125 -> 3,399.13; total 41,699.13.',
  },
  {
    id: 'b41',
    lang: 'en',
    split: 'held',
    style: 'email',
    notes: `Hi Aoife,
Pricing for Dublin Port Services as discussed:
SecureGate access control software, 25 gates at €600 per gate per quarter, quarterly invoicing.
Commissioning: €4,000 once.
Term 24 months. VAT 23% on top.
Aoife Byrne, Procurement Lead, abyrne@dublinportservices.ie signs.
Rgds`,
    expect: {
      fields: {
        custName: 'Dublin Port Services',
        custSigner: 'Aoife Byrne',
        custTitle: 'Procurement Lead',
        custEmail: 'abyrne@dublinportservices.ie',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24 months',
        taxLabel: 'VAT',
        taxRate: 23,
        scale: '25 gates',
      },
      lineItems: [
        { y1: 60000, y2: 60000, descHas: 'SecureGate' },
        { y1: 4000, y2: 0, descHas: 'Commissioning' },
      ],
      discounts: [],
      totals: { y1: 78720, y2: 73800 },
      amounts: ['€600', '€4,000'],
    },
    why: '25*600*4=60,000 each year; Y1 64,000 + VAT 23% 14,720 = 78,720; Y2 60,000 + 13,800 = 73,800.',
  },
  {
    id: 'b42',
    lang: 'es-ES',
    split: 'tune',
    style: 'crm',
    notes: `Cuenta: Hospital Universitario Santa Tecla
Oportunidad: Renovación + ampliación TeleRad
Contacto: Dr. Manuel Ortega | Jefe de Radiología | mortega@hust.es
Producto: TeleRad Pro
Cantidad: 18 estaciones
Precio unitario: 1.150 € / estación / año
Servicios: migración PACS 12.000 € (único)
Plazo: 36 meses · Facturación: anual
Descuento: 5% sobre el total, los dos primeros años
IVA: 21%`,
    expect: {
      fields: {
        custName: 'Hospital Universitario Santa Tecla',
        custSigner: 'Manuel Ortega',
        custTitle: 'Jefe de Radiología',
        custEmail: 'mortega@hust.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '36 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '18 estaciones',
      },
      lineItems: [
        { y1: 20700, y2: 20700, descHas: 'TeleRad' },
        { y1: 12000, y2: 0, descHas: 'migración' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 37588.65, y2: 23794.65 },
      amounts: ['1.150 €', '12.000 €'],
    },
    why: '18*1,150=20,700; Y1 32,700-5% 1,635=31,065 + IVA 6,523.65 = 37,588.65; Y2 20,700-1,035=19,665 + 4,129.65 = 23,794.65.',
  },
  {
    id: 'b43',
    lang: 'en',
    split: 'held',
    style: 'terse',
    notes:
      'Granite Peak Ski Resort — one-time purchase: perpetual licence for TicketDesk $24,000, installation $3,500, billed once. Sales tax 4.85%.',
    expect: {
      fields: {
        custName: 'Granite Peak Ski Resort',
        currency: 'USD',
        billing: 'One-time',
        taxLabel: 'Sales tax',
        taxRate: 4.85,
      },
      lineItems: [
        { y1: 24000, y2: 0, descHas: 'TicketDesk' },
        { y1: 3500, y2: 0, descHas: 'installation' },
      ],
      discounts: [],
      totals: { y1: 28833.75, y2: 0 },
      amounts: ['$24,000', '$3,500'],
    },
    why: '24,000 + 3,500 = 27,500 + 4.85% 1,333.75 = 28,833.75.',
  },
  {
    id: 'b44',
    lang: 'es-419',
    split: 'held',
    style: 'email',
    notes: `Buenas tardes, equipo:
Después de la reunión con Clínica La Esperanza (Medellín) quedamos así:
• Licencias HistoriaClínica Web: 120 usuarios, COP 95.000 por usuario/mes
• Interfaz con laboratorio: COP 14.000.000, pago único
• Soporte extendido: COP 1.500.000 mensuales
Contrato por 24 meses, facturación mensual. Descuento del 12% en las licencias.
Contacto y firmante: Dra. Natalia Restrepo, Gerente General, nrestrepo@clinicalaesperanza.co
Precios antes de IVA (19%).
Saludos,
Camilo`,
    expect: {
      fields: {
        custName: 'Clínica La Esperanza',
        custSigner: 'Natalia Restrepo',
        custTitle: 'Gerente General',
        custEmail: 'nrestrepo@clinicalaesperanza.co',
        currency: 'COP',
        billing: 'Monthly',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 19,
        scale: '120 usuarios',
      },
      lineItems: [
        { y1: 136800000, y2: 136800000, descHas: 'HistoriaClínica' },
        { y1: 14000000, y2: 0, descHas: 'Interfaz' },
        { y1: 18000000, y2: 18000000, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'amount', value: 16416000, y1: true, y2: true, labelHas: 'licencias' }],
      totals: { y1: 181336960, y2: 164676960 },
      amounts: ['COP 95.000', 'COP 14.000.000', 'COP 1.500.000'],
    },
    why: '120*95,000*12=136,800,000; support 1,500,000*12=18,000,000; 12% of licences 16,416,000; Y1 168,800,000-16,416,000=152,384,000 + IVA 28,952,960 = 181,336,960; Y2 138,384,000 + 26,292,960 = 164,676,960.',
  },
  {
    id: 'b45',
    lang: 'en',
    split: 'tune',
    style: 'call-summary',
    notes: `Call recap – Evergreen Property Management – Nov 20
On the call: Jason Reyes (VP Operations, jreyes@evergreenpm.com), Tasha from accounting.
They manage ~4,000 units across 3 states. Currently paying their old tool about $2.10/unit/mo, unhappy w/ support.
We proposed:
• ResidentHub Core for 4,000 units, $1.75 per unit per month
• Maintenance module, flat $9,000/year
• Onboarding + data migration $11,000 once
• Gold support (phone, 4h response) – included at no charge
36-month term, annual upfront billing. They asked for a break, so: 10% off ResidentHub Core for all 3 years. Start date March 15th 2027. Validity 30 days. No sales tax on SaaS in their state.`,
    expect: {
      fields: {
        custName: 'Evergreen Property Management',
        custSigner: 'Jason Reyes',
        custTitle: 'VP Operations',
        custEmail: 'jreyes@evergreenpm.com',
        currency: 'USD',
        billing: 'Annual',
        term: '36-month',
        startDate: '2027-03-15',
        validUntil: '2026-12-21',
        support: 'Gold',
        scale: '4,000 units',
      },
      lineItems: [
        { y1: 84000, y2: 84000, descHas: 'ResidentHub' },
        { y1: 9000, y2: 9000, descHas: 'Maintenance' },
        { y1: 11000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [{ kind: 'amount', value: 8400, y1: true, y2: true, labelHas: 'ResidentHub' }],
      totals: { y1: 95600, y2: 84600 },
      amounts: ['$2.10', '$1.75', '$9,000', '$11,000'],
      notPrices: ['$2.10'],
    },
    why: '4,000*1.75*12=84,000; 10% of it 8,400; Y1 84,000+9,000+11,000-8,400=95,600; Y2 93,000-8,400=84,600; gold support at no charge is not a line.',
  },
  {
    id: 'b46',
    lang: 'es-419',
    split: 'tune',
    style: 'bulleted-no-accents',
    notes: `Propuesta - Distribuidora La Paz (Bolivia)
- 30 usuarios ERP Lite a 22 USD por usuario por mes
- migracion de datos 1.800 USD unico pago
- contrato 2 anos, facturacion anual
- precio ano 2: 24 USD por usuario por mes
- contacto: Carlos Mamani, gerente, cmamani@dlapaz.bo`,
    expect: {
      fields: {
        custName: 'Distribuidora La Paz',
        custSigner: 'Carlos Mamani',
        custTitle: 'gerente',
        custEmail: 'cmamani@dlapaz.bo',
        currency: 'USD',
        billing: 'Annual',
        term: '2 anos',
        scale: '30 usuarios',
      },
      lineItems: [
        { y1: 7920, y2: 8640, descHas: 'ERP' },
        { y1: 1800, y2: 0, descHas: 'migracion' },
      ],
      discounts: [],
      totals: { y1: 9720, y2: 8640 },
      amounts: ['22 USD', '1.800 USD', '24 USD'],
    },
    why: '30*22*12=7,920 + 1,800 = 9,720; year 2 30*24*12=8,640; no tax stated.',
  },
  {
    id: 'b47',
    lang: 'en',
    split: 'held',
    style: 'terse-abbrev',
    notes: 'Stonebridge Capital – platform licence $45k/yr flat, 2 yrs, + onboarding $6k. 20% off year 1 only. billing annual.',
    expect: {
      fields: { custName: 'Stonebridge Capital', currency: 'USD', billing: 'Annual', term: '2 yrs' },
      lineItems: [
        { y1: 45000, y2: 45000, descHas: 'licence' },
        { y1: 6000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 20, y1: true, y2: false }],
      totals: { y1: 40800, y2: 45000 },
      amounts: ['$45k', '$6k'],
    },
    why: 'Y1 45,000+6,000=51,000 - 20% 10,200 = 40,800; Y2 45,000, no discount.',
  },
  {
    id: 'b48',
    lang: 'es-ES',
    split: 'held',
    style: 'bulleted',
    notes: `Oferta Cooperativa Lechera del Norte:
- SensorFarm: 60 granjas × 90 € por granja al trimestre
- kit de sensores: 60 × 210 € (pago único)
- contrato 12 meses, facturación trimestral
- 10 % de descuento en los kits
- IVA 21 %
- inicio: 15/01/2027`,
    expect: {
      fields: {
        custName: 'Cooperativa Lechera del Norte',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        startDate: '2027-01-15',
        scale: '60 granjas',
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'SensorFarm' },
        { y1: 12600, y2: 0, descHas: 'kit' },
      ],
      discounts: [{ kind: 'amount', value: 1260, y1: true, y2: false, labelHas: 'kits' }],
      totals: { y1: 39857.4, y2: 0 },
      amounts: ['90 €', '210 €'],
    },
    why: '60*90*4=21,600 + 60*210=12,600 = 34,200 - 10% of kits 1,260 = 32,940 + IVA 6,917.40 = 39,857.40.',
  },
  {
    id: 'b49',
    lang: 'en',
    split: 'held',
    style: 'email',
    notes: `Hey Chris,
Quick recap for Northstar Charter Schools. Their board approved up to $30,000 for year one, so we need to land under that.
Plan: 1,800 students on ReadRight at $12 per student per year, plus a one-time teacher training day for $4,500.
Billing annually, 1-year term, start date August 15. Support: standard (email, next business day).
Signer is Dr. Angela Brooks, Superintendent, abrooks@northstarcharter.org.
Thanks,
Mo`,
    expect: {
      fields: {
        custName: 'Northstar Charter Schools',
        custSigner: 'Angela Brooks',
        custTitle: 'Superintendent',
        custEmail: 'abrooks@northstarcharter.org',
        currency: 'USD',
        billing: 'Annual',
        term: '1-year',
        startDate: '2027-08-15',
        support: 'standard',
        scale: '1,800 students',
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'ReadRight' },
        { y1: 4500, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 26100, y2: 0 },
      amounts: ['$30,000', '$12', '$4,500'],
      notPrices: ['$30,000'],
    },
    why: '1,800*12=21,600 + 4,500 = 26,100; the $30,000 board budget is not a line.',
  },
  {
    id: 'b50',
    lang: 'es-419',
    split: 'tune',
    style: 'call-summary',
    notes: `Llamada con Autotransportes Sierra Madre – 19/nov
Hablé con el C.P. Javier Ochoa (Director de Finanzas, jochoa@sierramadre.com.mx). Muy interesado pero preocupado por el precio, dice que otro proveedor le ofreció como MXN 250 por unidad. Les expliqué la diferencia de soporte.
Quedamos en cotizar:
- FlotaControl para 140 unidades a MXN 320 por unidad al mes
- Instalación de GPS: MXN 1,100 por unidad, una sola vez
- Soporte premium: MXN 8,000 al mes
Plazo 36 meses, facturación mensual, incremento del 5% a partir del segundo año (todo lo recurrente).
Arranque: 1 de enero de 2027. Más IVA 16%. Vigencia de la cotización: 20 días.`,
    expect: {
      fields: {
        custName: 'Autotransportes Sierra Madre',
        custSigner: 'Javier Ochoa',
        custTitle: 'Director de Finanzas',
        custEmail: 'jochoa@sierramadre.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '36 meses',
        startDate: '2027-01-01',
        validUntil: '2026-12-11',
        taxLabel: 'IVA',
        taxRate: 16,
        support: 'premium',
        scale: '140 unidades',
      },
      lineItems: [
        { y1: 537600, y2: 564480, descHas: 'FlotaControl' },
        { y1: 154000, y2: 0, descHas: 'GPS' },
        { y1: 96000, y2: 100800, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 913616, y2: 771724.8 },
      amounts: ['MXN 250', 'MXN 320', 'MXN 1,100', 'MXN 8,000'],
      notPrices: ['MXN 250'],
    },
    why: '140*320*12=537,600 (y2 *1.05=564,480); 140*1,100=154,000 once; 8,000*12=96,000 (100,800); Y1 787,600 + IVA 126,016 = 913,616; Y2 665,280 + 106,444.80 = 771,724.80.',
  },
  {
    id: 'b51',
    lang: 'en',
    split: 'tune',
    style: 'terse-abbrev',
    notes:
      'Ashford & Co Solicitors: 42 fee-earners, CaseVault £600 pa per user, 3yr deal, £2k setup, 10% off licences yr1 only, VAT 20%.',
    expect: {
      fields: {
        custName: 'Ashford & Co Solicitors',
        currency: 'GBP',
        term: '3yr',
        taxLabel: 'VAT',
        taxRate: 20,
        scale: '42 fee-earners',
      },
      lineItems: [
        { y1: 25200, y2: 25200, descHas: 'CaseVault' },
        { y1: 2000, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 2520, y1: true, y2: false, labelHas: 'licences' }],
      totals: { y1: 29616, y2: 30240 },
      amounts: ['£600', '£2k'],
    },
    why: '42*600=25,200 each year; Y1 27,200 - 10% of licences 2,520 = 24,680 + VAT 4,936 = 29,616; Y2 25,200 + 5,040 = 30,240.',
  },
  {
    id: 'b52',
    lang: 'es-ES',
    split: 'held',
    style: 'email',
    notes: `Buenas tardes, Elena:
Ayer estuvimos con la Fundación Horizonte Educativo. Nos comentaron que tienen entre 15.000 y 20.000 € de partida para el proyecto, pero todavía no está cerrado.
Lo que vamos a presentar:
1. Campus virtual para 600 alumnos, a 1,75 € por alumno y mes.
2. Curso de formación para docentes: 1.200 € (una sola vez).
Facturación mensual, 12 meses, empezando el 1 de febrero. Aplican IVA del 21 %.
Firmaría el director, D. Ramón Estévez (restevez@fhorizonte.org).
Saludos`,
    expect: {
      fields: {
        custName: 'Fundación Horizonte Educativo',
        custSigner: 'Ramón Estévez',
        custTitle: 'director',
        custEmail: 'restevez@fhorizonte.org',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        startDate: '2027-02-01',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '600 alumnos',
      },
      lineItems: [
        { y1: 12600, y2: 0, descHas: 'Campus' },
        { y1: 1200, y2: 0, descHas: 'formación' },
      ],
      discounts: [],
      totals: { y1: 16698, y2: 0 },
      amounts: ['15.000 y 20.000 €', '1,75 €', '1.200 €'],
      notPrices: ['15.000 y 20.000 €'],
    },
    why: '600*1.75*12=12,600 + 1,200 = 13,800 + IVA 21% 2,898 = 16,698; the 15.000-20.000 € budget range is not a line.',
  },
  {
    id: 'b53',
    lang: 'en',
    split: 'tune',
    style: 'terse',
    notes:
      'Proposal for Copperline Transit: Fleet telematics for 75 buses, $30 per bus per month, installation $250 per bus one-time, term 24 months, billing quarterly, 6% sales tax. Valid for 45 days.',
    expect: {
      fields: {
        custName: 'Copperline Transit',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 months',
        taxLabel: 'sales tax',
        taxRate: 6,
        validUntil: '2027-01-05',
        scale: '75 buses',
      },
      lineItems: [
        { y1: 27000, y2: 27000, descHas: 'telematics' },
        { y1: 18750, y2: 0, descHas: 'installation' },
      ],
      discounts: [],
      totals: { y1: 48495, y2: 28620 },
      amounts: ['$30', '$250'],
    },
    why: '75*30*12=27,000 each year; 75*250=18,750 once; Y1 45,750 + 6% 2,745 = 48,495; Y2 27,000 + 1,620 = 28,620.',
  },
  {
    id: 'b54',
    lang: 'en',
    split: 'tune',
    style: 'crm',
    notes: `Account: Mapleton Dental Partners
Contact: Dr. Ruth Adler, Managing Partner, radler@mapletondental.com
Item: ImagingVault storage, 7 practices, $1,234.50 pu/yr
Item: Setup, $333.33, one-time
Disc: 3% first year only
Tax: 5.5% sales tax
Billing: annual`,
    expect: {
      fields: {
        custName: 'Mapleton Dental Partners',
        custSigner: 'Ruth Adler',
        custTitle: 'Managing Partner',
        custEmail: 'radler@mapletondental.com',
        currency: 'USD',
        billing: 'Annual',
        taxLabel: 'sales tax',
        taxRate: 5.5,
        scale: '7 practices',
      },
      lineItems: [
        { y1: 8641.5, y2: 0, descHas: 'ImagingVault' },
        { y1: 333.33, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'pct', value: 3, y1: true, y2: false }],
      totals: { y1: 9184.4, y2: 0 },
      amounts: ['$1,234.50', '$333.33'],
    },
    why: '7*1,234.50=8,641.50 + 333.33 = 8,974.83; 3% = 269.2449 -> 269.24; net 8,705.59; 5.5% = 478.80745 -> 478.81; total 9,184.40.',
  },
  {
    id: 'b55',
    lang: 'es-419',
    split: 'held',
    style: 'email',
    notes: `Hola Vero,
Para la propuesta de Aseguradora Pacífico (Lima):
- 200 usuarios de ClaimsDesk, USD 420 por usuario/año
- Módulo antifraude: USD 15,000 por año
- Implementación: USD 25,000 pago único
Contrato 2 años, facturación anual. 10% de descuento en el módulo antifraude solo el primer año. En el segundo año las licencias suben 3%.
IGV 18%.
Contacto: Rosa Quispe, Gerente de Siniestros, rquispe@aseguradorapacifico.pe
Gracias!`,
    expect: {
      fields: {
        custName: 'Aseguradora Pacífico',
        custSigner: 'Rosa Quispe',
        custTitle: 'Gerente de Siniestros',
        custEmail: 'rquispe@aseguradorapacifico.pe',
        currency: 'USD',
        billing: 'Annual',
        term: '2 años',
        taxLabel: 'IGV',
        taxRate: 18,
        scale: '200 usuarios',
      },
      lineItems: [
        { y1: 84000, y2: 86520, descHas: 'ClaimsDesk' },
        { y1: 15000, y2: 15000, descHas: 'antifraude' },
        { y1: 25000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false, labelHas: 'antifraude' }],
      totals: { y1: 144550, y2: 119793.6 },
      amounts: ['USD 420', 'USD 15,000', 'USD 25,000'],
    },
    why: '200*420=84,000 (y2 licences +3% = 86,520); 10% of 15,000 = 1,500 y1 only; Y1 124,000-1,500=122,500 + IGV 22,050 = 144,550; Y2 101,520 + 18,273.60 = 119,793.60.',
  },
  {
    id: 'b56',
    lang: 'en',
    split: 'held',
    style: 'email-abbrev',
    notes: `Hi all — order form for Quarry Hill Brewing please.
24 staff @ $14 pp/pm, plus the inventory add-on at $250 p/m flat.
12 mo term, billed monthly, start Dec 1.
One-off setup $600.
Contact: Ben Ashby (Owner) ben@quarryhillbrewing.com
Ta`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Quarry Hill Brewing',
        custSigner: 'Ben Ashby',
        custTitle: 'Owner',
        custEmail: 'ben@quarryhillbrewing.com',
        currency: 'USD',
        billing: 'Monthly',
        term: '12 mo',
        startDate: '2026-12-01',
        scale: '24 staff',
      },
      lineItems: [
        { y1: 4032, y2: 0, descHas: 'staff' },
        { y1: 3000, y2: 0, descHas: 'inventory' },
        { y1: 600, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 7632, y2: 0 },
      amounts: ['$14', '$250', '$600'],
    },
    why: '24*14*12=4,032 + 250*12=3,000 + 600 = 7,632; "Dec 1" is the next one, 2026-12-01.',
  },
  {
    id: 'b57',
    lang: 'es-ES',
    split: 'held',
    style: 'terse',
    notes:
      'Colegio San Jorge (Zaragoza): 900 alumnos en AulaNet a 2 € por alumno al mes, curso 12 meses, facturación mensual. Formación inicial 1.500 € pago único. 15% de descuento en las licencias. IVA 21%.',
    expect: {
      fields: {
        custName: 'Colegio San Jorge',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        scale: '900 alumnos',
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'AulaNet' },
        { y1: 1500, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'amount', value: 3240, y1: true, y2: false, labelHas: 'licencias' }],
      totals: { y1: 24030.6, y2: 0 },
      amounts: ['2 €', '1.500 €'],
    },
    why: '900*2*12=21,600 + 1,500 = 23,100 - 15% of licences 3,240 = 19,860 + IVA 4,170.60 = 24,030.60.',
  },
  {
    id: 'b58',
    lang: 'en',
    split: 'tune',
    style: 'email',
    notes: `Hi Raj,
Numbers for Fenwick Engineering Ltd:
- DesignVault seats: 65 engineers at £85 per seat per month
- PLM connector: £4,200/yr
- Migration: £7,800 one-off
2-year term, annual invoicing, 20% off seats in both years. VAT 20%.
Signatory: Claire Dunmore, Engineering Director, c.dunmore@fenwick-eng.co.uk`,
    expect: {
      fields: {
        custName: 'Fenwick Engineering Ltd',
        custSigner: 'Claire Dunmore',
        custTitle: 'Engineering Director',
        custEmail: 'c.dunmore@fenwick-eng.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '2-year',
        taxLabel: 'VAT',
        taxRate: 20,
        scale: '65 engineers',
      },
      lineItems: [
        { y1: 66300, y2: 66300, descHas: 'DesignVault' },
        { y1: 4200, y2: 4200, descHas: 'PLM' },
        { y1: 7800, y2: 0, descHas: 'Migration' },
      ],
      discounts: [{ kind: 'amount', value: 13260, y1: true, y2: true, labelHas: 'seats' }],
      totals: { y1: 78048, y2: 68688 },
      amounts: ['£85', '£4,200', '£7,800'],
    },
    why: '65*85*12=66,300; 20% of seats 13,260; Y1 78,300-13,260=65,040 + VAT 13,008 = 78,048; Y2 70,500-13,260=57,240 + 11,448 = 68,688.',
  },
  {
    id: 'b59',
    lang: 'es-419',
    split: 'held',
    style: 'crm',
    notes: `Cuenta: Constructora Altamira
Contacto: Arq. Diego Fuentes | Director de Proyectos | dfuentes@altamira.mx
Producto: ObraTrack Pro
Cantidad: 45 usuarios
Precio: MXN 690 por usuario al mes
Servicio: implementación MXN 38,000 (único)
Plazo: 12 meses | Facturación: trimestral
Descuento: 5% en la implementación
IVA 16%`,
    expect: {
      fields: {
        custName: 'Constructora Altamira',
        custSigner: 'Diego Fuentes',
        custTitle: 'Director de Proyectos',
        custEmail: 'dfuentes@altamira.mx',
        currency: 'MXN',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
        scale: '45 usuarios',
      },
      lineItems: [
        { y1: 372600, y2: 0, descHas: 'ObraTrack' },
        { y1: 38000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [{ kind: 'amount', value: 1900, y1: true, y2: false, labelHas: 'implementación' }],
      totals: { y1: 474092, y2: 0 },
      amounts: ['MXN 690', 'MXN 38,000'],
    },
    why: '45*690*12=372,600 + 38,000 = 410,600 - 5% of implementation 1,900 = 408,700 + IVA 65,392 = 474,092.',
  },
  {
    id: 'b60',
    lang: 'en',
    split: 'held',
    style: 'call-summary',
    notes: `Recap: call with Ironwood Manufacturing, Thu.
People: Paul Nguyen (Plant IT Manager, pnguyen@ironwoodmfg.com). Paul's boss wants it under what they pay now (approx $70k/yr all in).
Agreed scope:
- MES Connect, 35 production lines at $125 per line per month
- 120 operator logins at $8 per login per month
- Integration services $16,000 one-time
24 month term, quarterly billing, start Jan 4 2027. We give 10% off the operator logins. Sales tax 7%.`,
    expect: {
      fields: {
        custName: 'Ironwood Manufacturing',
        custSigner: 'Paul Nguyen',
        custTitle: 'Plant IT Manager',
        custEmail: 'pnguyen@ironwoodmfg.com',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 month',
        startDate: '2027-01-04',
        taxLabel: 'Sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 52500, y2: 52500, descHas: 'MES' },
        { y1: 11520, y2: 11520, descHas: 'operator' },
        { y1: 16000, y2: 0, descHas: 'Integration' },
      ],
      discounts: [{ kind: 'amount', value: 1152, y1: true, y2: true, labelHas: 'logins' }],
      totals: { y1: 84388.76, y2: 67268.76 },
      amounts: ['$70k', '$125', '$8', '$16,000'],
      notPrices: ['$70k'],
    },
    why: '35*125*12=52,500; 120*8*12=11,520 (10% = 1,152); Y1 80,020-1,152=78,868 + 7% 5,520.76 = 84,388.76; Y2 64,020-1,152=62,868 + 4,400.76 = 67,268.76.',
  },
];
