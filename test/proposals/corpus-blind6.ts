/**
 * Blind corpus 6: 40 sales-rep notes for POST /proposals.
 *
 * Written blind from the product contract (SPEC.md) only; no parser source, tests or benchmarks were read.
 * Every expectation below was computed by hand (and the sums re-checked with node) before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates such as "valid 30 days" resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_6: BlindNote[] = [
  {
    id: 'g01',
    lang: 'en',
    split: 'tune',
    style: 'one-liner, lowercase shorthand',
    notes: `acme freight — Dispatch Pro, 40 seats @ $32/user/mo, billed annually, 12 months. quote valid till Dec 15. signer Dana Ortiz (VP Ops) dana.ortiz@acmefreight.com`,
    expect: {
      fields: {
        custName: 'Acme Freight',
        custSigner: 'Dana Ortiz',
        custTitle: 'VP Ops',
        custEmail: 'dana.ortiz@acmefreight.com',
        billing: 'Annual',
        term: '12 months',
        validUntil: '2026-12-15',
      },
      lineItems: [{ y1: 15360, y2: 0, descHas: 'Dispatch' }],
      discounts: [],
      totals: { y1: 15360, y2: 0 },
      amounts: ['$32'],
    },
    why: '40 x 32 x 12 = 15,360; one year, no tax.',
  },
  {
    id: 'g02',
    lang: 'en',
    split: 'tune',
    style: 'email to deal desk with a correction and a quoted customer reply',
    notes: `Hi team,

Can you draft the order for Brightwater Clinics? Per my call with Priya:
- Scheduling module, 120 providers x $18/provider/month
- Patient SMS add-on, flat $4,800/yr
- Onboarding & data migration, one-time $7,500
Term 24 months, billed annually, start Jan 1 2027.

Oops, correction: providers is 135 not 120, she confirmed this morning.

Thanks, Mark

> On Thu, Nov 19, 2026, Priya Raman <priya.raman@brightwaterclinics.org> wrote:
> Mark, we're good to go at the numbers we discussed. I'll be signing as COO.
> Can we start Jan 1?`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Brightwater Clinics',
        custSigner: 'Priya Raman',
        custTitle: 'COO',
        custEmail: 'priya.raman@brightwaterclinics.org',
        billing: 'Annual',
        term: '24 months',
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 29160, y2: 29160, descHas: 'Scheduling' },
        { y1: 4800, y2: 4800, descHas: 'SMS' },
        { y1: 7500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 41460, y2: 33960 },
      amounts: ['$18', '$4,800', '$7,500'],
    },
    why: 'Corrected count 135 x 18 x 12 = 29,160 each year; SMS 4,800 each year; onboarding 7,500 once. Y1 = 29,160 + 4,800 + 7,500 = 41,460; Y2 = 29,160 + 4,800 = 33,960.',
  },
  {
    id: 'g03',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish structured brief, IVA, per-day training',
    notes: `Propuesta para Grupo Almenara S.L. — contacto: Lucía Ferrer, Directora Financiera (lferrer@almenara.es).

Licencias (edición Enterprise): 25 usuarios a 45 € por usuario y mes.
Implantación (pago único): 3.200 €.
Formación in situ: 2 jornadas a 850 € la jornada.

Facturación anual, plazo 12 meses. IVA 21%. Oferta válida hasta el 31/12/2026.`,
    expect: {
      fields: {
        custName: 'Almenara',
        custSigner: 'Lucía Ferrer',
        custTitle: 'Directora Financiera',
        custEmail: 'lferrer@almenara.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-31',
        edition: 'Enterprise',
      },
      lineItems: [
        { y1: 13500, y2: 0, descHas: 'Licencias' },
        { y1: 3200, y2: 0, descHas: 'Implantación' },
        { y1: 1700, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 22264, y2: 0 },
      amounts: ['45 €', '3.200 €', '850 €'],
    },
    why: '25 x 45 x 12 = 13,500; 3,200; 2 x 850 = 1,700. Subtotal 18,400; IVA 21% = 3,864; total 22,264.',
  },
  {
    id: 'g04',
    lang: 'en',
    split: 'tune',
    style: 'CRM export with pipe-separated product lines',
    notes: `Opportunity: OPP-00482 | Stage: Negotiation | Prob: 60%
Account: Kestrel Robotics Inc.
Primary contact: Tom Becker, Director of IT, tbecker@kestrelrobotics.com
Products:
  Line 1 | Fleet Monitor Standard | qty 300 devices | unit $2.50/device/mo
  Line 2 | API access tier | qty 1 | $6,000/yr
  Line 3 | Premium Support | qty 1 | $3,600/yr
Discount: 15% on Fleet Monitor only
Term: 12 months | Billing: Quarterly
Close date: 12/18/2026
Currency: USD`,
    expect: {
      fields: {
        custName: 'Kestrel Robotics',
        custSigner: 'Tom Becker',
        custTitle: 'Director of IT',
        custEmail: 'tbecker@kestrelrobotics.com',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12 months',
      },
      lineItems: [
        { y1: 9000, y2: 0, descHas: 'Fleet' },
        { y1: 6000, y2: 0, descHas: 'API' },
        { y1: 3600, y2: 0, descHas: 'Support' },
      ],
      discounts: [{ kind: 'amount', value: 1350, y1: true, y2: false, labelHas: 'Fleet' }],
      totals: { y1: 17250, y2: 0 },
      amounts: ['$2.50', '$6,000', '$3,600'],
    },
    why: '300 x 2.50 x 12 = 9,000; 6,000; 3,600; subtotal 18,600. 15% of Fleet Monitor = 1,350. Total 17,250. 60% is win probability; close date is not validity.',
  },
  {
    id: 'g05',
    lang: 'en',
    split: 'held',
    style: 'Slack thread, term corrected, competitor price',
    notes: `[10:02] jen: hey can you spin up a proposal for Northgate Logistics
[10:03] jen: 3 yr deal? no wait, they want 2 years
[10:03] sam: ok what's in it
[10:04] jen: Route Optimizer, 60 drivers at $22 per driver per month. year 2 goes to 80 drivers, same price
[10:05] jen: + telematics integration, one-off $5,000
[10:05] sam: discount?
[10:06] jen: 8% across the whole deal, both years. fyi they're comparing us to Truckstar who quoted them ~$19/driver
[10:06] jen: billed monthly. contact is Raj Patel raj@northgatelogistics.com`,
    expect: {
      fields: {
        custName: 'Northgate Logistics',
        custSigner: 'Raj Patel',
        custEmail: 'raj@northgatelogistics.com',
        billing: 'Monthly',
        term: '2 years',
      },
      lineItems: [
        { y1: 15840, y2: 21120, descHas: 'Route' },
        { y1: 5000, y2: 0, descHas: 'telematics' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 19172.8, y2: 19430.4 },
      amounts: ['$22', '$5,000', '$19'],
      notPrices: ['$19'],
    },
    why: 'Y1 60 x 22 x 12 = 15,840 + 5,000 = 20,840, less 8% = 19,172.80. Y2 80 x 22 x 12 = 21,120, less 8% = 19,430.40. $19 is the competitor quote.',
  },
  {
    id: 'g06',
    lang: 'en',
    split: 'tune',
    style: 'voice-to-text dictation with spoken punctuation and a term correction',
    notes: `ok so new proposal for harbor point credit union comma they want the compliance suite for 18 branches at $450 per branch per month period um term is 36 months no sorry 24 months billed annually period also a one-time setup fee of $1250 period signer will be angela brooks the CFO period apply 10% off the compliance suite for year one only period thanks`,
    expect: {
      fields: {
        custName: 'Harbor Point Credit Union',
        custSigner: 'Angela Brooks',
        custTitle: 'CFO',
        billing: 'Annual',
        term: '24 months',
      },
      lineItems: [
        { y1: 97200, y2: 97200, descHas: 'compliance' },
        { y1: 1250, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 9720, y1: true, y2: false, labelHas: 'compliance' }],
      totals: { y1: 88730, y2: 97200 },
      amounts: ['$450', '$1250'],
    },
    why: '18 x 450 x 12 = 97,200 per year; setup 1,250 once. 10% of the suite in year 1 = 9,720. Y1 = 98,450 - 9,720 = 88,730; Y2 = 97,200.',
  },
  {
    id: 'g07',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican quote in MXN with bullets, IVA 16%, relative validity',
    notes: `Cliente: Comercializadora del Bajío SA de CV
Contacto / firma: Ing. Ricardo Salas, Gerente de Sistemas — rsalas@cbajio.com.mx — cel 477 123 4567
Cotización en MXN:
• Punto de venta en la nube: 14 sucursales x $1,150 MXN por sucursal al mes
• Capacitación remota (única vez): $18,500 MXN
• Soporte extendido: $2,400 MXN mensuales
Plazo 12 meses, facturación mensual. Más IVA 16%.
Vigencia de la cotización: 15 días.`,
    expect: {
      fields: {
        custName: 'Comercializadora del Bajío',
        custSigner: 'Ricardo Salas',
        custTitle: 'Gerente de Sistemas',
        custEmail: 'rsalas@cbajio.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
        validUntil: '2026-12-06',
      },
      lineItems: [
        { y1: 193200, y2: 0, descHas: 'venta' },
        { y1: 18500, y2: 0, descHas: 'Capacitación' },
        { y1: 28800, y2: 0, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 278980, y2: 0 },
      amounts: ['$1,150 MXN', '$18,500 MXN', '$2,400 MXN'],
    },
    why: '14 x 1,150 x 12 = 193,200; 18,500 once; 2,400 x 12 = 28,800. Subtotal 240,500; IVA 16% = 38,480; total 278,980. Valid 15 days from 2026-11-21 = 2026-12-06.',
  },
  {
    id: 'g08',
    lang: 'en',
    split: 'held',
    style: 'handover note to a colleague with current-vendor spend and budget',
    notes: `Handing Pinewood Academy over to you while I'm on leave (back Dec 7). Where it stands:

They currently pay LearnHub about $14,000/yr and hate it. Their board approved up to $25k.

What I quoted them last week (they've verbally said yes):
 - Classroom platform, 850 students @ $1.75/student/month
 - Teacher analytics, 60 teachers @ $4/teacher/month
 - Rollout workshop, $950, one time
 - $500 off the total as a goodwill credit for the delayed pilot
Term 12 months, annual invoice. All in USD. Principal Helen Mwangi signs.

Please get the proposal out before Thanksgiving.`,
    expect: {
      fields: {
        custName: 'Pinewood Academy',
        custSigner: 'Helen Mwangi',
        custTitle: 'Principal',
        currency: 'USD',
        billing: 'Annual',
        term: '12 months',
      },
      lineItems: [
        { y1: 17850, y2: 0, descHas: 'Classroom' },
        { y1: 2880, y2: 0, descHas: 'analytics' },
        { y1: 950, y2: 0, descHas: 'workshop' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false, labelHas: 'goodwill' }],
      totals: { y1: 21180, y2: 0 },
      amounts: ['$14,000', '$25k', '$1.75', '$4', '$950', '$500'],
      notPrices: ['$14,000', '$25k'],
    },
    why: '850 x 1.75 x 12 = 17,850; 60 x 4 x 12 = 2,880; 950. Subtotal 21,680 - 500 = 21,180. $14,000 is the current vendor, $25k the board budget.',
  },
  {
    id: 'g09',
    lang: 'en',
    split: 'held',
    style: 'markdown table with year-1 and year-2 columns, sales tax',
    notes: `Agreement for Vantage Dental Group (2 years)

| Item | Qty | Year 1 | Year 2 |
|---|---|---|---|
| Imaging Cloud license | 22 practices | $310/practice/mo | $335/practice/mo |
| Data migration | 1 | $9,900 | — |
| Priority support | 1 | $4,200/yr | $4,200/yr |

Billing: annual in advance. Sales tax 7.25% (CA). Sign: Dr. Alan Whitfield, CEO. Start 2027-02-01.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Vantage Dental',
        custSigner: 'Alan Whitfield',
        custTitle: 'CEO',
        billing: 'Annual',
        term: '2 years',
        taxLabel: 'Sales tax',
        taxRate: 7.25,
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 81840, y2: 88440, descHas: 'Imaging' },
        { y1: 9900, y2: 0, descHas: 'migration' },
        { y1: 4200, y2: 4200, descHas: 'Priority' },
      ],
      discounts: [],
      totals: { y1: 102895.65, y2: 99356.4 },
      amounts: ['$310', '$335', '$9,900', '$4,200'],
    },
    why: 'Y1 22 x 310 x 12 = 81,840 + 9,900 + 4,200 = 95,940, tax 7.25% = 6,955.65, total 102,895.65. Y2 22 x 335 x 12 = 88,440 + 4,200 = 92,640, tax 6,716.40, total 99,356.40.',
  },
  {
    id: 'g10',
    lang: 'es-ES',
    split: 'held',
    style: 'WhatsApp message with k€ shorthand and a phone number',
    notes: `Hola Marta! Te paso lo de Talleres Iruña para la propuesta:
- 12k€ licencia anual plataforma de mantenimiento (1 año)
- puesta en marcha 1.500€ pago único
- 5% de dto sobre todo
IVA 21%. Firma Iñaki Goikoetxea, gerente. Facturación anual.
Si te llama es desde el 948 22 17 30, que no lo tienes guardado`,
    expect: {
      fields: {
        custName: 'Talleres Iruña',
        custSigner: 'Iñaki Goikoetxea',
        custTitle: 'gerente',
        currency: 'EUR',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 12000, y2: 0, descHas: 'mantenimiento' },
        { y1: 1500, y2: 0, descHas: 'marcha' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 15518.25, y2: 0 },
      amounts: ['12k€', '1.500€'],
    },
    why: '12,000 + 1,500 = 13,500; less 5% = 12,825; IVA 21% = 2,693.25; total 15,518.25.',
  },
  {
    id: 'g11',
    lang: 'en',
    split: 'tune',
    style: 'formal full-sentence brief, GBP, VAT, uplift, our signer, governing law',
    notes: `Please prepare a proposal for Lumen Analytics Ltd (UK). They are licensing Insight Pro for 75 named users at £28 per user per month, with a one-off implementation package of £6,500. The term is 24 months, with a 5% price uplift on the licences in year two. Billing quarterly. VAT at 20% applies.

Their signatory is Claire Dunmore, Head of Procurement (claire.dunmore@lumenanalytics.co.uk). I will sign for us: Oliver Grant, Regional Sales Director, oliver.grant@bidsmith-demo.com.

Governed by the laws of England and Wales. Valid for 45 days.`,
    expect: {
      fields: {
        custName: 'Lumen Analytics',
        custSigner: 'Claire Dunmore',
        custTitle: 'Head of Procurement',
        custEmail: 'claire.dunmore@lumenanalytics.co.uk',
        lucSigner: 'Oliver Grant',
        lucTitle: 'Regional Sales Director',
        lucEmail: 'oliver.grant@bidsmith-demo.com',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '24 months',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England and Wales',
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 25200, y2: 26460, descHas: 'Insight' },
        { y1: 6500, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 38040, y2: 31752 },
      amounts: ['£28', '£6,500'],
    },
    why: 'Y1 75 x 28 x 12 = 25,200 + 6,500 = 31,700, VAT 20% = 6,340, total 38,040. Y2 25,200 x 1.05 = 26,460, VAT 5,292, total 31,752. 45 days from 2026-11-21 = 2027-01-05.',
  },
  {
    id: 'g12',
    lang: 'en',
    split: 'held',
    style: 'terse abbreviated bullets with typos and a corrected discount',
    notes: `cust: Redline Fitness (12 gyms)
- membr mgmt sw: $189/gym/mo x 12 gyms
- kiosk hw rental 24 kiosks @ $35/kiosk/mo
- install $2,400 one time
- 12 mo, bill monthy
- disc: $1,000 off install... actually make it $800
- contact mike torres, ops mgr, 555-0142`,
    expect: {
      fields: {
        custName: 'Redline Fitness',
        custSigner: 'mike torres',
        custTitle: 'ops mgr',
        billing: 'Monthly',
        term: '12 mo',
      },
      lineItems: [
        { y1: 27216, y2: 0, descHas: 'membr' },
        { y1: 10080, y2: 0, descHas: 'kiosk' },
        { y1: 2400, y2: 0, descHas: 'install' },
      ],
      discounts: [{ kind: 'amount', value: 800, y1: true, y2: false, labelHas: 'install' }],
      totals: { y1: 38896, y2: 0 },
      amounts: ['$189', '$35', '$2,400', '$1,000', '$800'],
      notPrices: ['$1,000'],
    },
    why: '12 x 189 x 12 = 27,216; 24 x 35 x 12 = 10,080; 2,400. Subtotal 39,696 - 800 (corrected from 1,000) = 38,896.',
  },
  {
    id: 'g13',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian note in USD with comma decimals, scoped discount both years',
    notes: `Buenas, Caro. Para Agroandina S.A.S. (Colombia) armemos la propuesta en dólares (USD):

Módulo de trazabilidad: 40 usuarios a USD 38 por usuario/mes.
Sensores IoT (suscripción de datos): 200 sensores a USD 3,50 por sensor al mes.
Capacitación: USD 2.000, pago único.

Contrato a 24 meses, facturación trimestral. 10% de descuento sólo en el módulo de trazabilidad, ambos años.
Firma: Andrés Quintero, gerente general.`,
    expect: {
      fields: {
        custName: 'Agroandina',
        custSigner: 'Andrés Quintero',
        custTitle: 'gerente general',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24 meses',
      },
      lineItems: [
        { y1: 18240, y2: 18240, descHas: 'trazabilidad' },
        { y1: 8400, y2: 8400, descHas: 'Sensores' },
        { y1: 2000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 1824, y1: true, y2: true, labelHas: 'trazabilidad' }],
      totals: { y1: 26816, y2: 24816 },
      amounts: ['USD 38', 'USD 3,50', 'USD 2.000'],
    },
    why: '40 x 38 x 12 = 18,240/yr; 200 x 3.50 x 12 = 8,400/yr; 2,000 once. 10% of trazabilidad = 1,824 each year. Y1 28,640 - 1,824 = 26,816; Y2 26,640 - 1,824 = 24,816.',
  },
  {
    id: 'g14',
    lang: 'en',
    split: 'held',
    style: 'email reply with ticket number and signature block',
    notes: `Subject: RE: Orchid Hotels - final numbers (ticket #48213)

Hi Sarah,

Final from my side for Orchid Hotels, 9 properties:
Guest Wi-Fi portal – 9 properties × $420/property/month
Revenue dashboard – $7,800 per year flat
Hardware staging – one-time $3,150
Whole order 12% off. Term 12 months, paid annually up front.

Their GM of IT, Carlos Mendes, signs; email cmendes@orchidhotels.com.
Let's have this valid through Dec 31.

Best,
Kevin Lau | Account Executive
+1 (415) 555-0199 | 2200 Market St, Suite 410`,
    expect: {
      fields: {
        custName: 'Orchid Hotels',
        custSigner: 'Carlos Mendes',
        custTitle: 'GM of IT',
        custEmail: 'cmendes@orchidhotels.com',
        billing: 'Annual',
        term: '12 months',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 45360, y2: 0, descHas: 'Wi-Fi' },
        { y1: 7800, y2: 0, descHas: 'Revenue' },
        { y1: 3150, y2: 0, descHas: 'staging' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: false }],
      totals: { y1: 49552.8, y2: 0 },
      amounts: ['$420', '$7,800', '$3,150'],
    },
    why: '9 x 420 x 12 = 45,360; 7,800; 3,150. Subtotal 56,310 less 12% (6,757.20) = 49,552.80.',
  },
  {
    id: 'g15',
    lang: 'en',
    split: 'held',
    style: 'call recap with budget range, prior spend and an item left off',
    notes: `Meridian Insurance call recap 11/20:
- budget they mentioned: $80k–$100k over two years
- last year they spent $45,000 on Claimsware
Proposal:
Claims Automation: 50 adjusters yr1 / 70 adjusters yr2, $55 per adjuster monthly
Doc AI add-on: $0.10/page, est 40,000 pages/mo -> they want it priced later, leave it off this one
Professional services: 80 hrs @ $175/hr, one-time
24 mo term, annual billing`,
    expect: {
      fields: {
        custName: 'Meridian Insurance',
        billing: 'Annual',
        term: '24 mo',
      },
      lineItems: [
        { y1: 33000, y2: 46200, descHas: 'Claims' },
        { y1: 14000, y2: 0, descHas: 'Professional' },
      ],
      discounts: [],
      totals: { y1: 47000, y2: 46200 },
      amounts: ['$80k', '$100k', '$45,000', '$55', '$0.10', '$175'],
      notPrices: ['$80k', '$100k', '$45,000', '$0.10'],
    },
    why: 'Claims Y1 50 x 55 x 12 = 33,000, Y2 70 x 55 x 12 = 46,200; services 80 x 175 = 14,000 once. Y1 47,000; Y2 46,200. Budget range, prior spend and the left-off Doc AI price are not lines.',
  },
  {
    id: 'g16',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish email with decimal-comma prices and a flat discount on one line',
    notes: `Asunto: Propuesta Clínica Dental Sonrisas Mediterráneo

Hola Javier,

Te resumo lo acordado ayer con la Dra. Elena Navarro (directora médica, enavarro@sonrisasmed.es):
1) Software de gestión de citas: 8 gabinetes a 59,90 € por gabinete y mes.
2) Módulo de recordatorios por SMS: 19,50 € al mes (tarifa plana).
3) Migración de datos desde su sistema actual: 690 € (pago único).

Duración: 12 meses, facturación mensual. Aplicamos un descuento de 150 € sobre la migración. Precios sin IVA (21%).

Un saludo,
Nuria`,
    expect: {
      fields: {
        custName: 'Sonrisas Mediterráneo',
        custSigner: 'Elena Navarro',
        custTitle: 'directora médica',
        custEmail: 'enavarro@sonrisasmed.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5750.4, y2: 0, descHas: 'citas' },
        { y1: 234, y2: 0, descHas: 'recordatorios' },
        { y1: 690, y2: 0, descHas: 'Migración' },
      ],
      discounts: [{ kind: 'amount', value: 150, y1: true, y2: false, labelHas: 'migración' }],
      totals: { y1: 7894.52, y2: 0 },
      amounts: ['59,90 €', '19,50 €', '690 €', '150 €'],
    },
    why: '8 x 59.90 x 12 = 5,750.40; 19.50 x 12 = 234; 690. Subtotal 6,674.40 - 150 = 6,524.40; IVA 21% = 1,370.12; total 7,894.52.',
  },
  {
    id: 'g17',
    lang: 'en',
    split: 'held',
    style: 'single line with $k shorthand',
    notes: `Quote Bluefin Seafoods: Inventory Pro $18k/yr + onboarding $2.5k one-time, 1yr, annual billing.`,
    expect: {
      fields: {
        custName: 'Bluefin Seafoods',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 18000, y2: 0, descHas: 'Inventory' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 20500, y2: 0 },
      amounts: ['$18k', '$2.5k'],
    },
    why: '18,000 + 2,500 = 20,500.',
  },
  {
    id: 'g18',
    lang: 'en',
    split: 'held',
    style: 'CSV-like key/value export, CAD, GST, year-2 uplift on one line',
    notes: `account_name,Silverline Credit Partners
contact,Nadia Karim
contact_title,Chief Risk Officer
contact_email,nkarim@silverlinecp.com
term,24 months
billing,quarterly
currency,CAD
line,Risk Engine,seats=30,unit_price=$95/seat/mo,uplift_y2=4%
line,Regulatory reporting pack,flat=$12,000/yr
line,Implementation,one_time=$8,500
tax,GST 5%`,
    expect: {
      fields: {
        custName: 'Silverline Credit Partners',
        custSigner: 'Nadia Karim',
        custTitle: 'Chief Risk Officer',
        custEmail: 'nkarim@silverlinecp.com',
        currency: 'CAD',
        billing: 'Quarterly',
        term: '24 months',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 34200, y2: 35568, descHas: 'Risk' },
        { y1: 12000, y2: 12000, descHas: 'Regulatory' },
        { y1: 8500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 57435, y2: 49946.4 },
      amounts: ['$95', '$12,000', '$8,500'],
    },
    why: 'Y1 30 x 95 x 12 = 34,200 + 12,000 + 8,500 = 54,700, GST 5% = 2,735, total 57,435. Y2 34,200 x 1.04 = 35,568 + 12,000 = 47,568, GST 2,378.40, total 49,946.40.',
  },
  {
    id: 'g19',
    lang: 'es-419',
    split: 'held',
    style: 'Chilean quick note in CLP with dot thousands, IVA 19%',
    notes: `Nota rápida — Viña Los Robles (Chile)
Cotizar en pesos chilenos (CLP):
* Plataforma de trazabilidad de barricas: $420.000 mensuales
* Lectores RFID: 6 unidades a $185.000 c/u (venta, pago único)
* Instalación en bodega: $350.000 (única vez)
Contrato 12 meses, facturación mensual, + IVA 19%.
Firma don Rodrigo Errázuriz, gerente de operaciones. Vigencia 30 días.`,
    expect: {
      fields: {
        custName: 'Los Robles',
        custSigner: 'Rodrigo Errázuriz',
        custTitle: 'gerente de operaciones',
        currency: 'CLP',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 19,
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 5040000, y2: 0, descHas: 'barricas' },
        { y1: 1110000, y2: 0, descHas: 'RFID' },
        { y1: 350000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 7735000, y2: 0 },
      amounts: ['$420.000', '$185.000', '$350.000'],
    },
    why: '420,000 x 12 = 5,040,000; 6 x 185,000 = 1,110,000; 350,000. Subtotal 6,500,000; IVA 19% = 1,235,000; total 7,735,000. Valid 30 days = 2026-12-21.',
  },
  {
    id: 'g20',
    lang: 'en',
    split: 'held',
    style: 'proposal notes with a corrected unit price, SLA/support and a non-discount percentage',
    notes: `Proposal – Cobalt Energy Services
Scope: SCADA Monitoring, 14 sites at $1,100/site/month. (Earlier I wrote $1,200/site — that was wrong, it's $1,100.)
Field tablet licences: 45 @ $12/mo each.
SLA 99.9% uptime, support 24/7 Premier.
Term 24 months, year 2 same pricing, annual billing.
They grew headcount 30% this year so expect expansion later (not in this quote).
Sign: Laura Chen, VP Engineering.`,
    expect: {
      fields: {
        custName: 'Cobalt Energy',
        custSigner: 'Laura Chen',
        custTitle: 'VP Engineering',
        billing: 'Annual',
        term: '24 months',
        sla: '99.9',
        support: 'Premier',
      },
      lineItems: [
        { y1: 184800, y2: 184800, descHas: 'SCADA' },
        { y1: 6480, y2: 6480, descHas: 'tablet' },
      ],
      discounts: [],
      totals: { y1: 191280, y2: 191280 },
      amounts: ['$1,100', '$1,200', '$12'],
      notPrices: ['$1,200'],
    },
    why: '14 x 1,100 x 12 = 184,800; 45 x 12 x 12 = 6,480; both years the same: 191,280. $1,200 is the retracted figure; 99.9% and 30% are not discounts.',
  },
  {
    id: 'g21',
    lang: 'en',
    split: 'held',
    style: 'rep note mixing the customer quote, euros in English, year-1-only discount, VAT',
    notes: `From the call with Dirk (Dirk van der Berg, Head of Finance at Polder Logistics B.V.):
"We need 3 warehouses live by March, otherwise the project slips to next year."

So here's what I'd put in the offer:
- WMS Core: 3 warehouses × €650/warehouse/month
- Handheld scanner licences: 30 × €9/month
- Go-live services: €6,000 fixed, once
- 5% discount on everything, first year only
Term 2 years, billed annually, VAT 21% on top. EUR pricing.`,
    expect: {
      fields: {
        custName: 'Polder Logistics',
        custSigner: 'Dirk van der Berg',
        custTitle: 'Head of Finance',
        currency: 'EUR',
        billing: 'Annual',
        term: '2 years',
        taxLabel: 'VAT',
        taxRate: 21,
      },
      lineItems: [
        { y1: 23400, y2: 23400, descHas: 'WMS' },
        { y1: 3240, y2: 3240, descHas: 'scanner' },
        { y1: 6000, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 37519.68, y2: 32234.4 },
      amounts: ['€650', '€9', '€6,000'],
    },
    why: 'Y1 3 x 650 x 12 = 23,400 + 30 x 9 x 12 = 3,240 + 6,000 = 32,640, less 5% = 31,008, VAT 21% = 6,511.68, total 37,519.68. Y2 26,640, VAT 5,594.40, total 32,234.40.',
  },
  {
    id: 'g22',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish voice dictation with spoken punctuation, step price and corrected fee',
    notes: `nota de voz para la propuesta de Hostelería Cantábrica punto quieren el TPV en 16 locales a 39 euros por local al mes punto el plazo es de 24 meses y se factura trimestralmente punto en el segundo año sube a 42 euros por local al mes punto además la instalación son 1.200 euros una sola vez perdón 1.400 euros punto firma Begoña Ruiz directora de operaciones`,
    expect: {
      fields: {
        custName: 'Hostelería Cantábrica',
        custSigner: 'Begoña Ruiz',
        custTitle: 'directora de operaciones',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24 meses',
      },
      lineItems: [
        { y1: 7488, y2: 8064, descHas: 'TPV' },
        { y1: 1400, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 8888, y2: 8064 },
      amounts: ['39 euros', '42 euros', '1.200 euros', '1.400 euros'],
      notPrices: ['1.200 euros'],
    },
    why: 'Y1 16 x 39 x 12 = 7,488 + 1,400 (corrected from 1,200) = 8,888. Y2 16 x 42 x 12 = 8,064.',
  },
  {
    id: 'g23',
    lang: 'en',
    split: 'held',
    style: 'long handover with account id, deposit that is not a line, sales tax',
    notes: `Handover: Summit Ridge Construction (acct #77120) — from Priyanka to Ben

Background: 3 offices, ~260 staff. Their IT guy, Gus Harlan (gus@summitridgeco.com), is the signer — title is IT Manager.
They asked if they could pay a $5,000 deposit on signature; I said yes, it's credited against the first invoice, so it is NOT a line item.

Agreed pricing:
  Project Docs Cloud — 120 users at $24/user/month
  Field App — 140 users at $11/user/month
  Plan-room kiosk — $1,850 one time
  Extra storage 5 TB — $150/month
Term 12 months, monthly billing. 6% sales tax (PA).
Quote expires 12/10/2026.`,
    expect: {
      fields: {
        custName: 'Summit Ridge Construction',
        custSigner: 'Gus Harlan',
        custTitle: 'IT Manager',
        custEmail: 'gus@summitridgeco.com',
        billing: 'Monthly',
        term: '12 months',
        taxLabel: 'Sales tax',
        taxRate: 6,
        validUntil: '2026-12-10',
      },
      lineItems: [
        { y1: 34560, y2: 0, descHas: 'Docs' },
        { y1: 18480, y2: 0, descHas: 'Field' },
        { y1: 1850, y2: 0, descHas: 'kiosk' },
        { y1: 1800, y2: 0, descHas: 'storage' },
      ],
      discounts: [],
      totals: { y1: 60091.4, y2: 0 },
      amounts: ['$5,000', '$24', '$11', '$1,850', '$150'],
      notPrices: ['$5,000'],
    },
    why: '120 x 24 x 12 = 34,560; 140 x 11 x 12 = 18,480; 1,850; 150 x 12 = 1,800. Subtotal 56,690; tax 6% = 3,401.40; total 60,091.40. Deposit is not a line or discount.',
  },
  {
    id: 'g24',
    lang: 'en',
    split: 'held',
    style: 'casual text message, flat discount both years',
    notes: `yo deal desk pls — Greenleaf Organics, 2 yrs. Traceability app 25 users, $40/user/mo. Supplier portal flat $300/mo. $1,000 off each year (both yr1 and yr2) bc they prepaid a pilot. billed annually. thx!!`,
    expect: {
      fields: {
        custName: 'Greenleaf Organics',
        billing: 'Annual',
        term: '2 yrs',
      },
      lineItems: [
        { y1: 12000, y2: 12000, descHas: 'Traceability' },
        { y1: 3600, y2: 3600, descHas: 'Supplier' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: true }],
      totals: { y1: 14600, y2: 14600 },
      amounts: ['$40', '$300', '$1,000'],
    },
    why: '25 x 40 x 12 = 12,000; 300 x 12 = 3,600; each year 15,600 - 1,000 = 14,600.',
  },
  {
    id: 'g25',
    lang: 'es-419',
    split: 'held',
    style: 'Peruvian brief in soles with IGV, whole-deal discount',
    notes: `Cliente: Inversiones Pacífico Sur S.A.C. (Lima)
Moneda: soles (PEN)
Ítems:
- Licencias CRM: 30 usuarios x S/ 95 al mes c/u
- Integración con facturación electrónica SUNAT: S/ 4.800 (una sola vez)
Descuento: 10% sobre el total.
Plazo: 12 meses. Facturación: anual. Precios no incluyen IGV (18%).
Firma: Milagros Huamán, jefa de TI — mhuaman@pacificosur.pe`,
    expect: {
      fields: {
        custName: 'Pacífico Sur',
        custSigner: 'Milagros Huamán',
        custTitle: 'jefa de TI',
        custEmail: 'mhuaman@pacificosur.pe',
        currency: 'PEN',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 34200, y2: 0, descHas: 'CRM' },
        { y1: 4800, y2: 0, descHas: 'SUNAT' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 41418, y2: 0 },
      amounts: ['S/ 95', 'S/ 4.800'],
    },
    why: '30 x 95 x 12 = 34,200 + 4,800 = 39,000, less 10% = 35,100, IGV 18% = 6,318, total 41,418.',
  },
  {
    id: 'g26',
    lang: 'en',
    split: 'held',
    style: 'brief with per-quarter unit price, SGD, GST',
    notes: `Prep a proposal for Atlas Maritime Pte Ltd (Singapore). SGD pricing.
- Vessel tracking: 18 vessels at SGD 210 per vessel per quarter
- Crew compliance module: SGD 6,000 per year
- Setup: SGD 2,500 one-time
12 months, quarterly invoicing, GST 9%.
Signatory: Capt. Henrik Sørensen, Fleet Director.
Valid until 15 Jan 2027.`,
    expect: {
      fields: {
        custName: 'Atlas Maritime',
        custSigner: 'Henrik Sørensen',
        custTitle: 'Fleet Director',
        currency: 'SGD',
        billing: 'Quarterly',
        term: '12 months',
        taxLabel: 'GST',
        taxRate: 9,
        validUntil: '2027-01-15',
      },
      lineItems: [
        { y1: 15120, y2: 0, descHas: 'Vessel' },
        { y1: 6000, y2: 0, descHas: 'Crew' },
        { y1: 2500, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 25745.8, y2: 0 },
      amounts: ['SGD 210', 'SGD 6,000', 'SGD 2,500'],
    },
    why: '18 x 210 x 4 = 15,120; 6,000; 2,500. Subtotal 23,620; GST 9% = 2,125.80; total 25,745.80.',
  },
  {
    id: 'g27',
    lang: 'en',
    split: 'tune',
    style: 'narrative call summary with competitor price and a % off one line',
    notes: `Spoke with Fiona Walsh (Operations Director) at Clearwater Property Management today. They manage 1,400 units across 22 buildings. Competitor (RentPilot) quoted them $2.10/unit/month; we're at $1.95/unit/month for Resident Portal on all 1,400 units. On top: maintenance dispatch module at $450/month, and a one-time onboarding of $4,000. I offered 25% off the onboarding. 24 months, billed annually, proposal valid 30 days.`,
    expect: {
      fields: {
        custName: 'Clearwater Property Management',
        custSigner: 'Fiona Walsh',
        custTitle: 'Operations Director',
        billing: 'Annual',
        term: '24 months',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 32760, y2: 32760, descHas: 'Resident' },
        { y1: 5400, y2: 5400, descHas: 'dispatch' },
        { y1: 4000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false, labelHas: 'onboarding' }],
      totals: { y1: 41160, y2: 38160 },
      amounts: ['$2.10', '$1.95', '$450', '$4,000'],
      notPrices: ['$2.10'],
    },
    why: '1,400 x 1.95 x 12 = 32,760/yr; 450 x 12 = 5,400/yr; 4,000 once. 25% of onboarding = 1,000. Y1 42,160 - 1,000 = 41,160; Y2 38,160.',
  },
  {
    id: 'g28',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish table with M€ shorthand, two-year, whole-deal discount, IVA not included',
    notes: `Oferta para Energías del Ebro S.A. — contrato de 2 años

| Concepto | Año 1 | Año 2 |
| Plataforma de gestión de activos (licencia anual) | 1,2 M€ | 1,25 M€ |
| Servicios de integración (pago único) | 180.000 € | — |
| Soporte 24x7 | 96.000 € | 96.000 € |

Facturación anual. Descuento del 3% sobre el total, los dos años. IVA 21% no incluido.
Firma: D. Fernando Lasheras, Director de Sistemas.`,
    expect: {
      fields: {
        custName: 'Energías del Ebro',
        custSigner: 'Fernando Lasheras',
        custTitle: 'Director de Sistemas',
        currency: 'EUR',
        billing: 'Annual',
        term: '2 años',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 1200000, y2: 1250000, descHas: 'activos' },
        { y1: 180000, y2: 0, descHas: 'integración' },
        { y1: 96000, y2: 96000, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'pct', value: 3, y1: true, y2: true }],
      totals: { y1: 1732381.2, y2: 1579800.2 },
      amounts: ['1,2 M€', '1,25 M€', '180.000 €', '96.000 €'],
    },
    why: 'Y1 1,200,000 + 180,000 + 96,000 = 1,476,000, less 3% = 1,431,720, IVA 21% = 300,661.20, total 1,732,381.20. Y2 1,250,000 + 96,000 = 1,346,000, less 3% = 1,305,620, IVA 274,180.20, total 1,579,800.20.',
  },
  {
    id: 'g29',
    lang: 'en',
    split: 'held',
    style: 'forwarded customer questions with the rep answering inline, year-2-only scoped discount',
    notes: `FW: pricing for Quillstone Publishing
---- please turn the below into a proposal, my answers are inline ----

> How much for 45 editors on Manuscript Studio?
$29 per editor per month.
> And the AI proofreading credits?
Bundle of 100k credits, $2,000/yr.
> We'd like 2 years locked. Can you do anything on price?
Yes: 10% off Manuscript Studio in year 2 only (loyalty). Year 1 at list.
> Annual invoices please. I'm the signer: Margaret Quill, Publisher. mquill@quillstone.co
Noted.`,
    expect: {
      fields: {
        custName: 'Quillstone Publishing',
        custSigner: 'Margaret Quill',
        custTitle: 'Publisher',
        custEmail: 'mquill@quillstone.co',
        billing: 'Annual',
        term: '2 years',
      },
      lineItems: [
        { y1: 15660, y2: 15660, descHas: 'Manuscript' },
        { y1: 2000, y2: 2000, descHas: 'proofreading' },
      ],
      discounts: [{ kind: 'amount', value: 1566, y1: false, y2: true, labelHas: 'Manuscript' }],
      totals: { y1: 17660, y2: 16094 },
      amounts: ['$29', '$2,000'],
    },
    why: '45 x 29 x 12 = 15,660/yr; credits 2,000/yr. 10% of Manuscript Studio in year 2 only = 1,566. Y1 17,660; Y2 17,660 - 1,566 = 16,094.',
  },
  {
    id: 'g30',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican note with "mil" shorthand and a discount scoped to two lines, IVA 16%',
    notes: `Propuesta para Distribuidora Norteña del Pacífico, en pesos mexicanos (MXN).
Hablé con la Lic. Patricia Beltrán (Directora de Compras). Lo que quedó:
– Licencia anual del ERP: $85 mil por año
– 20 usuarios adicionales a $350 por usuario al mes
– Implementación: $60 mil, única vez
Le hice 7% de descuento en la licencia anual y en los usuarios adicionales (no en la implementación).
12 meses, facturación anual, más IVA 16%. Cliente desde 2019, 3 plantas.`,
    expect: {
      fields: {
        custName: 'Distribuidora Norteña del Pacífico',
        custSigner: 'Patricia Beltrán',
        custTitle: 'Directora de Compras',
        currency: 'MXN',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 85000, y2: 0, descHas: 'ERP' },
        { y1: 84000, y2: 0, descHas: 'usuarios' },
        { y1: 60000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 11830, y1: true, y2: false, labelHas: 'licencia' }],
      totals: { y1: 251917.2, y2: 0 },
      amounts: ['$85 mil', '$350', '$60 mil'],
    },
    why: '85,000; 20 x 350 x 12 = 84,000; 60,000. Subtotal 229,000. 7% of (85,000 + 84,000) = 11,830. Net 217,170; IVA 16% = 34,747.20; total 251,917.20.',
  },
  {
    id: 'g31',
    lang: 'en',
    split: 'held',
    style: 'order form request with both signers, term corrected, tax-exempt',
    notes: `ORDER FORM REQUEST
Customer: Tidewater Municipal Utilities
Customer signer: Robert Hale, General Manager, rhale@tidewatermu.gov
Our signer: Jessica Moreno, VP Sales
Items:
 1. Meter Data Platform — 12,000 meters × $0.45/meter/month
 2. Outage map public portal — $9,000 annually
 3. Professional services — $14,400 fixed fee (one time)
Term: 36 months... no, they can only commit 12 months by ordinance. Term 12 months.
Billing: annual. Start: December 1, 2026.
No tax (municipal, tax-exempt).`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Tidewater Municipal Utilities',
        custSigner: 'Robert Hale',
        custTitle: 'General Manager',
        custEmail: 'rhale@tidewatermu.gov',
        lucSigner: 'Jessica Moreno',
        lucTitle: 'VP Sales',
        billing: 'Annual',
        term: '12 months',
        startDate: '2026-12-01',
      },
      lineItems: [
        { y1: 64800, y2: 0, descHas: 'Meter' },
        { y1: 9000, y2: 0, descHas: 'Outage' },
        { y1: 14400, y2: 0, descHas: 'Professional' },
      ],
      discounts: [],
      totals: { y1: 88200, y2: 0 },
      amounts: ['$0.45', '$9,000', '$14,400'],
    },
    why: '12,000 x 0.45 x 12 = 64,800; 9,000; 14,400. Total 88,200, no tax.',
  },
  {
    id: 'g32',
    lang: 'es-ES',
    split: 'tune',
    style: 'one-line Spanish quote with IVA',
    notes: `Presupuesto Bodegas Arnedo: 3 licencias a 120 €/mes cada una, 12 meses, facturación mensual, + IVA 21%. Firma: Álvaro Arnedo.`,
    expect: {
      fields: {
        custName: 'Bodegas Arnedo',
        custSigner: 'Álvaro Arnedo',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [{ y1: 4320, y2: 0, descHas: 'licencias' }],
      discounts: [],
      totals: { y1: 5227.2, y2: 0 },
      amounts: ['120 €'],
    },
    why: '3 x 120 x 12 = 4,320; IVA 21% = 907.20; total 5,227.20.',
  },
  {
    id: 'g33',
    lang: 'en',
    split: 'held',
    style: 'renewal/expansion notes with per-year counts and prices, GBP credit, VAT',
    notes: `Northwind Veterinary Group — renewal + expansion (2 yrs)
Year 1: 14 clinics on PetChart @ £240/clinic/month
Year 2: 20 clinics on PetChart @ £230/clinic/month (volume price)
Telehealth add-on: £3,000/yr, both years
Data cleansing (once): £1,750
£2,000 credit off year 1 for the outage in September (ref INC-20931)
Bill annually. VAT 20%. Contact: Sophie Marr, Practice Ops Lead.`,
    expect: {
      fields: {
        custName: 'Northwind Veterinary',
        custSigner: 'Sophie Marr',
        custTitle: 'Practice Ops Lead',
        currency: 'GBP',
        billing: 'Annual',
        term: '2 yrs',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 40320, y2: 55200, descHas: 'PetChart' },
        { y1: 3000, y2: 3000, descHas: 'Telehealth' },
        { y1: 1750, y2: 0, descHas: 'cleansing' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false, labelHas: 'outage' }],
      totals: { y1: 51684, y2: 69840 },
      amounts: ['£240', '£230', '£3,000', '£1,750', '£2,000'],
    },
    why: 'Y1 14 x 240 x 12 = 40,320 + 3,000 + 1,750 = 45,070 - 2,000 = 43,070, VAT 20% = 8,614, total 51,684. Y2 20 x 230 x 12 = 55,200 + 3,000 = 58,200, VAT 11,640, total 69,840.',
  },
  {
    id: 'g34',
    lang: 'es-419',
    split: 'held',
    style: 'Colombian brief in COP with "millones" shorthand, year-2 increase, IVA 19%',
    notes: `Cliente: Constructora Los Andes S.A.S. — Bogotá
Pesos colombianos (COP).
Software de gestión de obra: $4.500.000 mensuales (hasta 50 usuarios).
Implementación y capacitación: $18 millones, pago único.
Plazo 24 meses, facturación mensual. En el segundo año la mensualidad del software sube un 5%.
IVA 19%.
Firma el representante legal, Jorge Restrepo.`,
    expect: {
      fields: {
        custName: 'Constructora Los Andes',
        custSigner: 'Jorge Restrepo',
        custTitle: 'representante legal',
        currency: 'COP',
        billing: 'Monthly',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 54000000, y2: 56700000, descHas: 'obra' },
        { y1: 18000000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 85680000, y2: 67473000 },
      amounts: ['$4.500.000', '$18 millones'],
    },
    why: 'Y1 4,500,000 x 12 = 54,000,000 + 18,000,000 = 72,000,000, IVA 19% = 13,680,000, total 85,680,000. Y2 54,000,000 x 1.05 = 56,700,000, IVA 10,773,000, total 67,473,000.',
  },
  {
    id: 'g35',
    lang: 'en',
    split: 'held',
    style: 'deal notes with PO ref, meeting date and a non-discount percentage, sales tax',
    notes: `Deal notes – Falcon Aerospace Components (PO pending, ref FAC-2026-0311)
Met w/ Teresa Lindqvist (Quality Director) + 2 engineers on 11/18. Audit findings down 40% since last year, they credit our pilot.
Price:
• QMS Suite – 65 users @ $48/user/mo
• Supplier audit module – 10 supplier seats @ $30/seat/mo
• Validation package (IQ/OQ docs) – $8,200 once
7.5% off the whole thing. 12-mo term. Invoice quarterly. Sales tax 8.25%.
Good through 12/31/2026.`,
    expect: {
      fields: {
        custName: 'Falcon Aerospace',
        custSigner: 'Teresa Lindqvist',
        custTitle: 'Quality Director',
        billing: 'Quarterly',
        taxLabel: 'Sales tax',
        taxRate: 8.25,
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 37440, y2: 0, descHas: 'QMS' },
        { y1: 3600, y2: 0, descHas: 'audit' },
        { y1: 8200, y2: 0, descHas: 'Validation' },
      ],
      discounts: [{ kind: 'pct', value: 7.5, y1: true, y2: false }],
      totals: { y1: 49304.63, y2: 0 },
      amounts: ['$48', '$30', '$8,200'],
    },
    why: '65 x 48 x 12 = 37,440; 10 x 30 x 12 = 3,600; 8,200. Subtotal 49,240 less 7.5% (3,693) = 45,547; tax 8.25% = 3,757.63; total 49,304.63. 40% is not a discount.',
  },
  {
    id: 'g36',
    lang: 'es-419',
    split: 'tune',
    style: 'formal Guatemalan request in US$ with both signers and a flat discount',
    notes: `Estimado equipo: solicito generar la propuesta para Cooperativa Agrícola San Isidro (Guatemala).
Moneda: dólares estadounidenses (USD).
Conceptos:
a) Sistema de gestión de socios — US$ 1.200 mensuales
b) App móvil para 500 socios — US$ 0,80 por socio al mes
c) Migración y puesta en marcha — US$ 5.500 (único)
Plazo: 12 meses. Facturación: trimestral.
Descuento comercial de US$ 750 sobre el total.
Firma por la cooperativa: Lic. Mario Cifuentes, Gerente General.
Firma por nuestra parte: Sofía Aguilar, Directora Comercial.
Vigencia: hasta el 20 de diciembre de 2026.`,
    expect: {
      fields: {
        custName: 'San Isidro',
        custSigner: 'Mario Cifuentes',
        custTitle: 'Gerente General',
        lucSigner: 'Sofía Aguilar',
        lucTitle: 'Directora Comercial',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12 meses',
        validUntil: '2026-12-20',
      },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'socios' },
        { y1: 4800, y2: 0, descHas: 'App' },
        { y1: 5500, y2: 0, descHas: 'Migración' },
      ],
      discounts: [{ kind: 'amount', value: 750, y1: true, y2: false, labelHas: 'comercial' }],
      totals: { y1: 23950, y2: 0 },
      amounts: ['US$ 1.200', 'US$ 0,80', 'US$ 5.500', 'US$ 750'],
    },
    why: '1,200 x 12 = 14,400; 500 x 0.80 x 12 = 4,800; 5,500. Subtotal 24,700 - 750 = 23,950.',
  },
  {
    id: 'g37',
    lang: 'en',
    split: 'held',
    style: 'revised notes superseding an earlier email, governing law, whole-deal % both years',
    notes: `Stratus Legal LLP — v2 of my notes (ignore yesterday's email, the seat count changed)
Doc Automation: 32 lawyers (was 25) at $85/lawyer/month
Clause Library: $250/month flat
Template conversion: 40 templates at $60 each, one-off
2 years, same price both years, 5% off the whole deal in both years
Billing: monthly
Managing Partner Elizabeth Crane signs. Governing law: New York.`,
    expect: {
      fields: {
        custName: 'Stratus Legal',
        custSigner: 'Elizabeth Crane',
        custTitle: 'Managing Partner',
        billing: 'Monthly',
        term: '2 years',
        governingLaw: 'New York',
      },
      lineItems: [
        { y1: 32640, y2: 32640, descHas: 'Automation' },
        { y1: 3000, y2: 3000, descHas: 'Clause' },
        { y1: 2400, y2: 0, descHas: 'Template' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 36138, y2: 33858 },
      amounts: ['$85', '$250', '$60'],
    },
    why: '32 x 85 x 12 = 32,640/yr; 250 x 12 = 3,000/yr; 40 x 60 = 2,400 once. Y1 38,040 less 5% = 36,138; Y2 35,640 less 5% = 33,858.',
  },
  {
    id: 'g38',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish chat thread, scoped discount both years, IVA, current-software cost',
    notes: `[09:14] Pablo: ¿Me preparas la propuesta de Farmacias Levante?
[09:15] Ana: Dime
[09:16] Pablo: 42 farmacias, gestión de stock a 75 € por farmacia al mes
[09:16] Pablo: Módulo de receta electrónica: 2.100 € al año
[09:17] Pablo: Formación: 2.800 €, una vez
[09:17] Pablo: Contrato 2 años, facturación trimestral
[09:18] Pablo: 15% de descuento en la gestión de stock los dos años
[09:18] Ana: ¿IVA?
[09:19] Pablo: Sí, 21%. Firma Carmen Soler, directora general
[09:20] Pablo: Ah, su software actual les cuesta unos 50.000 € al año, por si nos comparan`,
    expect: {
      fields: {
        custName: 'Farmacias Levante',
        custSigner: 'Carmen Soler',
        custTitle: 'directora general',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '2 años',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 37800, y2: 37800, descHas: 'stock' },
        { y1: 2100, y2: 2100, descHas: 'receta' },
        { y1: 2800, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'amount', value: 5670, y1: true, y2: true, labelHas: 'stock' }],
      totals: { y1: 44806.3, y2: 41418.3 },
      amounts: ['75 €', '2.100 €', '2.800 €', '50.000 €'],
      notPrices: ['50.000 €'],
    },
    why: '42 x 75 x 12 = 37,800/yr; 2,100/yr; 2,800 once. 15% of stock = 5,670 each year. Y1 42,700 - 5,670 = 37,030, IVA 7,776.30, total 44,806.30. Y2 39,900 - 5,670 = 34,230, IVA 7,188.30, total 41,418.30.',
  },
  {
    id: 'g39',
    lang: 'es-419',
    split: 'held',
    style: 'short Mexican prose quote in dollars written as a word',
    notes: `Cotización para Grupo Textil Monterrey en USD: licencia de analítica, 15 usuarios a 65 dólares por usuario al mes, más 3,000 dólares de implementación. Contrato de un año, pago anual, vigencia 10 días. Firma Alejandro Garza, director de TI.`,
    expect: {
      fields: {
        custName: 'Textil Monterrey',
        custSigner: 'Alejandro Garza',
        custTitle: 'director de TI',
        currency: 'USD',
        billing: 'Annual',
        validUntil: '2026-12-01',
      },
      lineItems: [
        { y1: 11700, y2: 0, descHas: 'analítica' },
        { y1: 3000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 14700, y2: 0 },
      amounts: ['65 dólares', '3,000 dólares'],
    },
    why: '15 x 65 x 12 = 11,700 + 3,000 = 14,700. Valid 10 days = 2026-12-01.',
  },
  {
    id: 'g40',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish account handover with step prices, advance payment that is not a line, IVA',
    notes: `Traspaso de cuenta — Logística Guadalquivir S.L. (de Rocío a Marcos)
Estado: pendiente de enviar propuesta. Interlocutor y firmante: Manuel Ortega, director de logística (mortega@logguadalquivir.es, tlf 954 12 34 56).
Precios cerrados:
- Control de flota: 55 vehículos; año 1 a 28 €/vehículo/mes, año 2 a 30 €/vehículo/mes
- Portal de clientes: 4.200 € anuales (ambos años)
- Instalación de cajas negras: 55 x 90 € (pago único)
Contrato 24 meses, facturación anual, IVA 21%.
Nos adelantan 3.000 € a cuenta a la firma (se descuenta de la primera factura, no es un concepto ni un descuento).
La oferta caduca el 15/12/2026.`,
    expect: {
      fields: {
        custName: 'Logística Guadalquivir',
        custSigner: 'Manuel Ortega',
        custTitle: 'director de logística',
        custEmail: 'mortega@logguadalquivir.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 18480, y2: 19800, descHas: 'flota' },
        { y1: 4200, y2: 4200, descHas: 'Portal' },
        { y1: 4950, y2: 0, descHas: 'cajas' },
      ],
      discounts: [],
      totals: { y1: 33432.3, y2: 29040 },
      amounts: ['28 €', '30 €', '4.200 €', '90 €', '3.000 €'],
      notPrices: ['3.000 €'],
    },
    why: 'Y1 55 x 28 x 12 = 18,480 + 4,200 + 55 x 90 = 4,950 = 27,630, IVA 5,802.30, total 33,432.30. Y2 55 x 30 x 12 = 19,800 + 4,200 = 24,000, IVA 5,040, total 29,040. The 3,000 advance is not a line.',
  },
];
