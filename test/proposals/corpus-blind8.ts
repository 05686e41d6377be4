/**
 * Blind corpus 8: 40 sales-rep notes for POST /proposals.
 *
 * Written blind from the product contract (SPEC.md) only; no parser source, tests or benchmarks were read.
 * Every expectation below was computed by hand (and the sums re-checked with node) before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates such as "valid 30 days" resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_8: BlindNote[] = [
  {
    id: 'k01',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner, US, lowercase',
    notes: `Harbor Lane Dental - 25 seats Pro @ $39/seat/mo, billed annually, 12 mo. onboarding $1,500 one-off. gave them 10% off everything. quote valid thru 12/15`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Harbor Lane Dental',
        edition: 'Pro',
        term: '12 mo',
        billing: 'Annual',
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 11700, y2: 0, descHas: 'Pro' },
        { y1: 1500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 11880, y2: 0 },
      amounts: ['$39', '$1,500'],
    },
    why: '25*39*12=11700 + 1500 = 13200; -10% = 11880; no tax',
  },
  {
    id: 'k02',
    lang: 'en',
    split: 'held',
    style: 'UK e-mail to deals desk, bullet list, list price to hide',
    notes: `From: Priya Raman
To: Deals Desk
Subject: Proposal for Tollgate Freight Ltd

Hi team,

Can you put together a proposal for Tollgate Freight Ltd please. Details:

- 140 users on the Business edition, £18.50 per user per month
- Fleet telematics add-on, £2,400 a year
- Implementation, one-off £6,000 (we've knocked this down from £7,500 list, don't show the list price)
- Term: 24 months, annual billing in advance
- Year 2: licences go up 5%, telematics add-on stays flat

Prices ex VAT, add VAT at 20%.
Signer on their side is Gareth Holloway, Operations Director (gareth.holloway@tollgatefreight.co.uk).
Start 1 Jan 2027.

Cheers,
Priya`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Tollgate Freight Ltd',
        custSigner: 'Gareth Holloway',
        custTitle: 'Operations Director',
        custEmail: 'gareth.holloway@tollgatefreight.co.uk',
        edition: 'Business',
        term: '24 months',
        billing: 'Annual',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 31080, y2: 32634, descHas: 'Business' },
        { y1: 2400, y2: 2400, descHas: 'telematics' },
        { y1: 6000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 47376, y2: 42040.8 },
      amounts: ['£18.50', '£2,400', '£6,000', '£7,500'],
      notPrices: ['£7,500'],
    },
    why: '140*18.50*12=31080 (y2 *1.05=32634); y1 31080+2400+6000=39480 *1.2=47376; y2 32634+2400=35034 *1.2=42040.80',
  },
  {
    id: 'k03',
    lang: 'es-419',
    split: 'held',
    style: 'WhatsApp paste, Mexico, self-correction of seat count, missing accents',
    notes: `[21/11/26 10:14] Luis Ortega: Ya quedo lo de Grupo Ferretero Nápoles
[21/11/26 10:14] Luis Ortega: 60 licencias plan Empresarial a $420 MXN por usuario al mes
[21/11/26 10:15] Luis Ortega: perdon, son 65 no 60
[21/11/26 10:15] Luis Ortega: capacitacion $18,000 MXN pago unico
[21/11/26 10:16] Luis Ortega: contrato 12 meses, facturacion mensual
[21/11/26 10:16] Luis Ortega: + IVA 16%
[21/11/26 10:17] Luis Ortega: firma Ramiro Castañeda (Director de TI)`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero Nápoles',
        custSigner: 'Ramiro Castañeda',
        custTitle: 'Director de TI',
        edition: 'Empresarial',
        term: '12 meses',
        billing: 'Monthly',
        currency: 'MXN',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 327600, y2: 0, descHas: 'Empresarial' },
        { y1: 18000, y2: 0, descHas: 'capacitaci' },
      ],
      discounts: [],
      totals: { y1: 400896, y2: 0 },
      amounts: ['$420 MXN', '$18,000 MXN'],
    },
    why: '65 (corrected from 60)*420*12=327600 + 18000 = 345600; IVA 16% -> 400896',
  },
  {
    id: 'k04',
    lang: 'en',
    split: 'held',
    style: 'Indian English e-mail, Rs. with lakh grouping, flat amount discount, budget mentioned',
    notes: `Hi Sandeep,

Please prepare quotation for Vriddhi Agro Processing Pvt Ltd as discussed in call today.

1) Standard plan - 200 users @ Rs. 350/user/month
2) Data migration - Rs. 75,000 (one time)
3) Premium support - Rs. 1,20,000 per annum

Term 12 months, billing quarterly. Customer has asked for discount, we have approved flat Rs. 50,000 off on total.
GST 18% extra.
Kindly note their budget was around Rs. 10 lakhs so we are within range.
Validity 30 days.

Regards,
Ankit`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Vriddhi Agro Processing Pvt Ltd',
        edition: 'Standard',
        term: '12 months',
        billing: 'Quarterly',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 840000, y2: 0, descHas: 'Standard' },
        { y1: 75000, y2: 0, descHas: 'migration' },
        { y1: 120000, y2: 0, descHas: 'support' },
      ],
      discounts: [{ kind: 'amount', value: 50000, y1: true, y2: false }],
      totals: { y1: 1162300, y2: 0 },
      amounts: ['Rs. 350', 'Rs. 75,000', 'Rs. 1,20,000', 'Rs. 50,000', 'Rs. 10 lakhs'],
      notPrices: ['Rs. 10 lakhs'],
    },
    why: '200*350*12=840000 + 75000 + 120000 = 1035000; -50000 = 985000; GST 18% -> 1162300',
  },
  {
    id: 'k05',
    lang: 'es-ES',
    split: 'held',
    style: 'e-mail from Spain, bullets, different year-2 price on one line, scoped discount on licences both years',
    notes: `Hola Marta:

Te paso los datos para la propuesta de Bodegas Viñalta S.L.

- Licencias Profesional: 35 usuarios a 26,00 €/usuario/mes
- Módulo de trazabilidad: 3.600 € al año
- Puesta en marcha: 2.900 € (pago único)

Contrato de 24 meses, facturación anual. El segundo año el módulo de trazabilidad baja a 3.000 € porque ya está amortizado el desarrollo. Las licencias se mantienen igual.
Descuento del 15% solo en las licencias, los dos años.
IVA 21%.
Firma Carmen Aguirre Lasa (Gerente).

Un saludo,
Javier`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Bodegas Viñalta S.L.',
        custSigner: 'Carmen Aguirre Lasa',
        custTitle: 'Gerente',
        edition: 'Profesional',
        term: '24 meses',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 10920, y2: 10920, descHas: 'Profesional' },
        { y1: 3600, y2: 3000, descHas: 'trazabilidad' },
        { y1: 2900, y2: 0, descHas: 'Puesta en marcha' },
      ],
      discounts: [{ kind: 'amount', value: 1638, y1: true, y2: true, labelHas: 'licen' }],
      totals: { y1: 19096.22, y2: 14861.22 },
      amounts: ['26,00 €', '3.600 €', '2.900 €', '3.000 €'],
    },
    why: '35*26*12=10920; 15% of licences = 1638 each year; y1 10920+3600+2900-1638=15782 *1.21=19096.22; y2 10920+3000-1638=12282 *1.21=14861.22',
  },
  {
    id: 'k06',
    lang: 'en',
    split: 'held',
    style: 'Salesforce opportunity paste with stale Amount field and competitor price',
    notes: `Opportunity Name: Ridgeback Outdoor Co - Renewal + Expansion
Account Name: Ridgeback Outdoor Co
Stage: Proposal/Price Quote
Close Date: 12/19/2026
Amount: $48,000.00
Primary Contact: Dana Whitfield (VP, Finance) dwhitfield@ridgebackoutdoor.com
Products:
  Enterprise Seats     | Qty 80 | Sales Price $42.00    | per user/month
  SSO Connector        | Qty 1  | Sales Price $3,000.00 | annual
  Sandbox Environment  | Qty 1  | Sales Price $1,800.00 | annual
Term: 12 months
Billing Frequency: Annual
Discount: 8% (whole order)
Tax: Exempt (501c3 cert on file)
Next Step: send pricing Mon
Competitor: Trellisly quoted them $38/user`,
    expect: {
      fields: {
        custName: 'Ridgeback Outdoor Co',
        custEmail: 'dwhitfield@ridgebackoutdoor.com',
        edition: 'Enterprise',
        term: '12 months',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 40320, y2: 0, descHas: 'Enterprise' },
        { y1: 3000, y2: 0, descHas: 'SSO' },
        { y1: 1800, y2: 0, descHas: 'Sandbox' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 41510.4, y2: 0 },
      amounts: ['$48,000.00', '$42.00', '$3,000.00', '$1,800.00', '$38'],
      notPrices: ['$48,000.00', '$38'],
    },
    why: '80*42*12=40320 + 3000 + 1800 = 45120; -8% = 41510.40; tax exempt. CRM Amount $48,000.00 is a pipeline estimate, $38 is a competitor',
  },
  {
    id: 'k07',
    lang: 'en',
    split: 'held',
    style: 'Slack paste, Australian, A$, two editions, GST on top',
    notes: `jess.t  3:42 PM
ok pricing for Kookaburra Plumbing Group locked in 👍
jess.t  3:42 PM
• 45 techs on Field edition, A$29 per tech per month
• 10 office users on Office edition A$55/user/mo
• onboarding + data import A$4,500 once off
jess.t  3:43 PM
12 months term, monthly billing. all prices ex GST, GST 10% on top`,
    expect: {
      fields: {
        custName: 'Kookaburra Plumbing Group',
        term: '12 months',
        billing: 'Monthly',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 15660, y2: 0, descHas: 'Field' },
        { y1: 6600, y2: 0, descHas: 'Office' },
        { y1: 4500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 29436, y2: 0 },
      amounts: ['A$29', 'A$55', 'A$4,500'],
    },
    why: '45*29*12=15660 + 10*55*12=6600 + 4500 = 26760; GST 10% -> 29436',
  },
  {
    id: 'k08',
    lang: 'es-419',
    split: 'tune',
    style: 'call summary, Colombia, COP with dot thousands, whole-deal discount',
    notes: `Resumen llamada con Inversiones Cafetal del Quindío S.A.S. (20 nov)

Asistentes: Paola Restrepo (Gerente Administrativa), yo.
Quieren arrancar el 1 de enero de 2027.
Acordamos:
* Plan Avanzado, 30 usuarios, COP 95.000 por usuario/mes
* Integración con su ERP: COP 6.500.000, pago único
* Soporte extendido: COP 4.800.000 anuales
Plazo: 12 meses, pago anual.
Les dimos 10% de descuento sobre el total.
IVA 19%.`,
    expect: {
      fields: {
        custName: 'Inversiones Cafetal del Quindío S.A.S.',
        edition: 'Avanzado',
        term: '12 meses',
        billing: 'Annual',
        currency: 'COP',
        taxLabel: 'IVA',
        taxRate: 19,
        startDate: '2027-01-01',
      },
      lineItems: [
        { y1: 34200000, y2: 0, descHas: 'Avanzado' },
        { y1: 6500000, y2: 0, descHas: 'ERP' },
        { y1: 4800000, y2: 0, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 48730500, y2: 0 },
      amounts: ['COP 95.000', 'COP 6.500.000', 'COP 4.800.000'],
    },
    why: '30*95000*12=34200000 + 6500000 + 4800000 = 45500000; -10% = 40950000; IVA 19% -> 48730500',
  },
  {
    id: 'k09',
    lang: 'en',
    split: 'tune',
    style: 'voice dictation, Canadian, amounts in words, no punctuation',
    notes: `ok note for the Maple Ridge Credit Union deal uh they want the Standard edition for one hundred and twenty staff at twelve dollars a user a month Canadian that's per month billed quarterly for a twelve month term plus the onboarding package which is two thousand five hundred dollars one time and HST at thirteen percent signer is Lorraine Beaulieu she's the Chief Operating Officer start date February first`,
    expect: {
      fields: {
        custName: 'Maple Ridge Credit Union',
        edition: 'Standard',
        billing: 'Quarterly',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 13,
        custSigner: 'Lorraine Beaulieu',
        custTitle: 'Chief Operating Officer',
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 17280, y2: 0, descHas: 'Standard' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 22351.4, y2: 0 },
      amounts: ['twelve dollars', 'two thousand five hundred dollars'],
    },
    why: '120*12*12=17280 + 2500 = 19780; HST 13% -> 22351.40',
  },
  {
    id: 'k10',
    lang: 'en',
    split: 'held',
    style: 'bullet list, US, 36-month term with annual uplift, per-location pricing, sales tax',
    notes: `Pinecrest Veterinary Partners — proposal
- 36 months term, prices below are yr 1; 6% annual uplift on the subscriptions yrs 2-3
- Clinic Suite: 18 locations x $310/location/mo
- Online booking add-on: $95/location/mo (all 18)
- Hardware kit (tablets): $7,200 one time
- Training: 3 days @ $1,400/day
- billed annually
- TX sales tax 8.25% applies to everything
- signer: Amelia Stroud (CEO); our side Jordan Blake, VP Sales`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Pinecrest Veterinary Partners',
        term: '36 months',
        billing: 'Annual',
        taxLabel: 'sales tax',
        taxRate: 8.25,
        custSigner: 'Amelia Stroud',
        custTitle: 'CEO',
        lucSigner: 'Jordan Blake',
        lucTitle: 'VP Sales',
      },
      lineItems: [
        { y1: 66960, y2: 70977.6, descHas: 'Clinic Suite' },
        { y1: 20520, y2: 21751.2, descHas: 'booking' },
        { y1: 7200, y2: 0, descHas: 'Hardware' },
        { y1: 4200, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 107037.6, y2: 100378.93 },
      amounts: ['$310', '$95', '$7,200', '$1,400'],
    },
    why: '18*310*12=66960 (y2 *1.06=70977.60); 18*95*12=20520 (y2 21751.20); 7200; 3*1400=4200; y1 98880 *1.0825=107037.60; y2 92728.80 *1.0825=100378.926 -> 100378.93',
  },
  {
    id: 'k11',
    lang: 'es-ES',
    split: 'tune',
    style: 'terse one-liner, Spain, euro sign after amount',
    notes: `Clínica Dental Sonrisa Norte: 8 puestos Básico a 19 €/mes c/u, alta 250 € (pago único), facturación anual, 12 meses, IVA 21%`,
    expect: {
      fields: {
        custName: 'Clínica Dental Sonrisa Norte',
        edition: 'Básico',
        billing: 'Annual',
        term: '12 meses',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 1824, y2: 0, descHas: 'Básico' },
        { y1: 250, y2: 0, descHas: 'alta' },
      ],
      discounts: [],
      totals: { y1: 2509.54, y2: 0 },
      amounts: ['19 €', '250 €'],
    },
    why: '8*19*12=1824 + 250 = 2074; IVA 21% -> 2509.54',
  },
  {
    id: 'k12',
    lang: 'en',
    split: 'held',
    style: 'UK forwarded e-mail thread, customer changes seats and takes optional add-on, waived setup',
    notes: `FYI - pls draft the proposal for Quill & Crane Ltd with Oliver's changes below. Oliver is Head of Operations and will sign.

---------- Forwarded message ---------
From: Oliver Pembridge <o.pembridge@quillandcrane.co.uk>
Date: Thu, 19 Nov 2026 at 16:02
Subject: Re: Pricing

Hi Sam, thanks. Can we do 50 seats rather than 40? And we'd want the API access add-on after all. Everything else as per your email.
Oliver

---------- Forwarded message ---------
From: Sam Okafor
Date: Wed, 18 Nov 2026
Subject: Pricing

Hi Oliver, as discussed:
Team plan, 40 seats at £22/seat/month, billed annually, 12-month term.
API access add-on (optional): £1,800/yr
Setup: waived (normally £950)
Prices exclude VAT (20%).
Sam`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Quill & Crane Ltd',
        custSigner: 'Oliver Pembridge',
        custTitle: 'Head of Operations',
        custEmail: 'o.pembridge@quillandcrane.co.uk',
        edition: 'Team',
        billing: 'Annual',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 13200, y2: 0, descHas: 'Team' },
        { y1: 1800, y2: 0, descHas: 'API' },
      ],
      discounts: [],
      totals: { y1: 18000, y2: 0 },
      amounts: ['£22', '£1,800', '£950'],
      notPrices: ['£950'],
    },
    why: '50 seats (changed from 40)*22*12=13200 + API add-on now taken 1800 = 15000; VAT 20% -> 18000; setup £950 waived',
  },
  {
    id: 'k13',
    lang: 'en',
    split: 'held',
    style: 'markdown pipe table, US, mixed monthly/annual/one-time, scoped discount on seats',
    notes: `Deal: Copperline Logistics | Quote #pending | valid through Dec 31

| Item                     | Qty | Unit price      | Billing   |
|--------------------------|-----|-----------------|-----------|
| Growth plan seats        | 75  | $36 / seat / mo | monthly   |
| Route optimizer module   | 1   | $650 / mo       | monthly   |
| Premium onboarding       | 1   | $5,000          | one-time  |
| Dedicated CSM            | 1   | $9,000 / yr     | annual    |

term 12 mo. 15% off the seats only (approved by RVP). no tax - they're in Oregon.`,
    expect: {
      fields: { docType: 'quote', custName: 'Copperline Logistics', edition: 'Growth', term: '12 mo', validUntil: '2026-12-31' },
      lineItems: [
        { y1: 32400, y2: 0, descHas: 'seats' },
        { y1: 7800, y2: 0, descHas: 'Route' },
        { y1: 5000, y2: 0, descHas: 'onboarding' },
        { y1: 9000, y2: 0, descHas: 'CSM' },
      ],
      discounts: [{ kind: 'amount', value: 4860, y1: true, y2: false, labelHas: 'seat' }],
      totals: { y1: 49340, y2: 0 },
      amounts: ['$36', '$650', '$5,000', '$9,000'],
    },
    why: '75*36*12=32400; 650*12=7800; 5000; 9000; sum 54200; 15% of seats 32400 = 4860; 49340; no tax',
  },
  {
    id: 'k14',
    lang: 'es-419',
    split: 'tune',
    style: 'Microsoft Teams paste, Chile, CLP with dot thousands, different year-2 unit price, budget',
    notes: `[10:02] Catalina Muñoz
Hola! te dejo lo de Constructora Los Aromos SpA para la propuesta

[10:03] Catalina Muñoz
- 50 usuarios plan Pro a $18.900 CLP mensual por usuario
- implementación $2.500.000 CLP (una vez)
- contrato 24 meses, facturación anual
- el segundo año el precio por usuario sube a $19.900

[10:04] Catalina Muñoz
+ IVA 19%. Firma Rodrigo Valdés, Gerente General. Ellos tenían presupuestado como $12 millones para el primer año`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Constructora Los Aromos SpA',
        custSigner: 'Rodrigo Valdés',
        custTitle: 'Gerente General',
        edition: 'Pro',
        term: '24 meses',
        billing: 'Annual',
        currency: 'CLP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 11340000, y2: 11940000, descHas: 'Pro' },
        { y1: 2500000, y2: 0, descHas: 'implementaci' },
      ],
      discounts: [],
      totals: { y1: 16469600, y2: 14208600 },
      amounts: ['$18.900 CLP', '$2.500.000 CLP', '$19.900', '$12 millones'],
      notPrices: ['$12 millones'],
    },
    why: '50*18900*12=11340000, y2 50*19900*12=11940000; y1 +2500000 = 13840000 *1.19=16469600; y2 11940000*1.19=14208600; $12 millones is budget',
  },
  {
    id: 'k15',
    lang: 'en',
    split: 'tune',
    style: 'terse note, US, k shorthand, 2-year with year-2 seat price, year-1 signing credit, NYC sales tax',
    notes: `Bluegill Marine - 24 mo term. Platform fee $24k/yr both years, 40 seats @ $50/mo, yr2 seats $55/mo. impl $8k once. $2k off yr1 as signing credit. NY sales tax 8.875%.`,
    expect: {
      fields: { custName: 'Bluegill Marine', term: '24 mo', taxLabel: 'sales tax', taxRate: 8.875 },
      lineItems: [
        { y1: 24000, y2: 24000, descHas: 'Platform' },
        { y1: 24000, y2: 26400, descHas: 'seats' },
        { y1: 8000, y2: 0, descHas: 'impl' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 58792.5, y2: 54873 },
      amounts: ['$24k', '$50', '$55', '$8k', '$2k'],
    },
    why: 'platform 24000/24000; seats 40*50*12=24000, y2 40*55*12=26400; impl 8000; y1 56000-2000=54000 *1.08875=58792.50; y2 50400*1.08875=54873',
  },
  {
    id: 'k16',
    lang: 'es-ES',
    split: 'held',
    style: 'voice-note transcription, Spain, amounts in words, price self-correction, amount discount on training',
    notes: `Nota de voz transcrita: vale, propuesta para Talleres Gumersindo e Hijos, S.A., son veinte licencias del plan Estándar a quince euros al mes cada una, no, perdona, a diecisiete euros, que los quince eran de la tarifa antigua. Contrato anual, se factura todo por adelantado. Formación presencial, un pago de seiscientos euros. IVA del veintiuno por ciento. Les hacemos cien euros de descuento en la formación. Firma el gerente, Gumersindo Pardo.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Talleres Gumersindo e Hijos, S.A.',
        custSigner: 'Gumersindo Pardo',
        edition: 'Estándar',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 4080, y2: 0, descHas: 'Estándar' },
        { y1: 600, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'amount', value: 100, y1: true, y2: false, labelHas: 'formaci' }],
      totals: { y1: 5541.8, y2: 0 },
      amounts: ['quince euros', 'diecisiete euros', 'seiscientos euros', 'cien euros'],
      notPrices: ['quince euros'],
    },
    why: '20*17 (corrected from 15, old rate)*12=4080 + 600 - 100 = 4580; IVA 21% -> 5541.80',
  },
  {
    id: 'k17',
    lang: 'en',
    split: 'held',
    style: 'UK key: value CRM export, GBP ISO code, 24 months flat, whole-deal pct both years, valid 45 days',
    notes: `Customer: Fenwick & Drury LLP
Contact: Harriet Cole, Practice Manager (h.cole@fenwickdrury.co.uk)
Edition: Legal Premium
Users: 22
Price: GBP 64.00 per user per month
Document automation pack: GBP 3,500.00 p.a.
Migration from legacy DMS: GBP 4,250.00 one-off
Term: 24 months
Billing: Quarterly in advance
Year 2: per-user price fixed, no uplift
Discount: 12.5% across the board, both years
VAT: 20%
Governing law: England and Wales
Proposal valid: 45 days`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Fenwick & Drury LLP',
        custEmail: 'h.cole@fenwickdrury.co.uk',
        edition: 'Legal Premium',
        term: '24 months',
        billing: 'Quarterly',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England and Wales',
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 16896, y2: 16896, descHas: 'Premium' },
        { y1: 3500, y2: 3500, descHas: 'automation' },
        { y1: 4250, y2: 0, descHas: 'Migration' },
      ],
      discounts: [{ kind: 'pct', value: 12.5, y1: true, y2: true }],
      totals: { y1: 25878.3, y2: 21415.8 },
      amounts: ['GBP 64.00', 'GBP 3,500.00', 'GBP 4,250.00'],
    },
    why: '22*64*12=16896; y1 16896+3500+4250=24646 *0.875=21565.25 *1.2=25878.30; y2 20396*0.875=17846.50 *1.2=21415.80; 2026-11-21+45d=2027-01-05',
  },
  {
    id: 'k18',
    lang: 'en',
    split: 'tune',
    style: 'hurried US note with typos, growth guess range not to quote',
    notes: `spoke w/ Tom @ Saguaro Solar Installers. they're gonna go w/ the Plus tier, 30 usres, $45/usr/mo. annual billing 12mo. Also want the permitting adddon at $200/mo flat. Setup fee $1,200. Tom thinks they might grow to 50-60 users next yr (~$30k-$35k), dont quote that yet. AZ sales tax 8.6% on everything`,
    expect: {
      fields: {
        custName: 'Saguaro Solar Installers',
        edition: 'Plus',
        billing: 'Annual',
        term: '12mo',
        taxLabel: 'sales tax',
        taxRate: 8.6,
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'Plus' },
        { y1: 2400, y2: 0, descHas: 'permitting' },
        { y1: 1200, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 21502.8, y2: 0 },
      amounts: ['$45', '$200', '$1,200', '$30k', '$35k'],
      notPrices: ['$30k', '$35k'],
    },
    why: '30*45*12=16200 + 200*12=2400 + 1200 = 19800; tax 8.6% -> 21502.80; $30k-$35k is a growth guess',
  },
  {
    id: 'k19',
    lang: 'es-419',
    split: 'held',
    style: 'e-mail, Argentina (voseo), USD with dot thousands, discount self-correction 5% -> 7%',
    notes: `Buenas Facu,

Te paso lo de Lácteos La Pampita S.R.L. para que armes la propuesta:

Plan Corporativo, 120 usuarios, USD 14 por usuario por mes.
Módulo de facturación electrónica: USD 350 por mes.
Implementacion: USD 6.000, un solo pago.
Contrato por 12 meses, facturación mensual. Cotizamos en dólares.
Descuento 5% sobre todo... no, perdón, el descuento es del 7%, ya lo aprobó Gonzalo.
IVA 21%.
El contacto es Micaela Ferreyra (mferreyra@lapampita.com.ar), Jefa de Sistemas.

Abrazo,
Nico`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Lácteos La Pampita S.R.L.',
        custEmail: 'mferreyra@lapampita.com.ar',
        edition: 'Corporativo',
        term: '12 meses',
        billing: 'Monthly',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 20160, y2: 0, descHas: 'Corporativo' },
        { y1: 4200, y2: 0, descHas: 'facturación' },
        { y1: 6000, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: false }],
      totals: { y1: 34164.11, y2: 0 },
      amounts: ['USD 14', 'USD 350', 'USD 6.000'],
    },
    why: '120*14*12=20160 + 350*12=4200 + 6000 = 30360; -7% (corrected from 5%) = 28234.80; IVA 21% -> 34164.108 -> 34164.11',
  },
  {
    id: 'k20',
    lang: 'en',
    split: 'tune',
    style: 'Australian bullet quote, option left off, deposit that is only a payment schedule, DD/MM/YYYY validity',
    notes: `Wattle & Co Landscaping — quote
- Crew app: 18 users x $24/user/month AUD
- Scheduling: $180/month
- Optional: drone survey integration $2,000/yr — they'll decide in Q2, leave it off for now
- Term 12 months, billed annually upfront
- $1,500 deposit on signing, balance on go-live (payment timing only, not a discount)
- Plus GST 10%
- Valid until 15/12/2026`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Wattle & Co Landscaping',
        term: '12 months',
        billing: 'Annual',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 5184, y2: 0, descHas: 'Crew' },
        { y1: 2160, y2: 0, descHas: 'Scheduling' },
      ],
      discounts: [],
      totals: { y1: 8078.4, y2: 0 },
      amounts: ['$24', '$180', '$2,000', '$1,500'],
      notPrices: ['$2,000', '$1,500'],
    },
    why: '18*24*12=5184 + 180*12=2160 = 7344; GST 10% -> 8078.40; drone option and deposit excluded',
  },
  {
    id: 'k21',
    lang: 'en',
    split: 'tune',
    style: 'Indian deal summary, rupee sign with lakh shorthand, per-year licence fee changing in Y2, scoped licence discount',
    notes: `Deal summary – Shreeji Textiles Ltd (Surat)
Edition: Enterprise
Term: 24 months, billed annually
Y1 licence fee: ₹6.5 lakh for 150 users
Y2 licence fee: ₹7 lakh (same users)
Implementation & training: ₹1,80,000 one-time
AMC for on-prem connector: ₹45,000/yr (both years)
Discount: 10% on licence fee only, both years
GST @18% extra
Signatory: Hitesh Desai, Director`,
    expect: {
      fields: {
        custName: 'Shreeji Textiles Ltd',
        edition: 'Enterprise',
        term: '24 months',
        billing: 'Annual',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
        custSigner: 'Hitesh Desai',
        custTitle: 'Director',
        scale: '150 users',
      },
      lineItems: [
        { y1: 650000, y2: 700000, descHas: 'licence' },
        { y1: 180000, y2: 0, descHas: 'Implementation' },
        { y1: 45000, y2: 45000, descHas: 'AMC' },
      ],
      discounts: [
        { kind: 'amount', value: 65000, y1: true, y2: false, labelHas: 'licen' },
        { kind: 'amount', value: 70000, y1: false, y2: true, labelHas: 'licen' },
      ],
      totals: { y1: 955800, y2: 796500 },
      amounts: ['₹6.5 lakh', '₹7 lakh', '₹1,80,000', '₹45,000'],
    },
    why: 'licence 650000/700000 so the 10% licence-only discount is 65000 in Y1 and 70000 in Y2; y1 875000-65000=810000 *1.18=955800; y2 745000-70000=675000 *1.18=796500',
  },
  {
    id: 'k22',
    lang: 'es-ES',
    split: 'held',
    style: 'tab-separated table pasted from a spreadsheet, Spain, euro decimals with comma, scoped discount on licences',
    notes: `Cliente: Grupo Hostelero Miño S.L. (Hotel Rías Altas)
Propuesta

Concepto	Cant.	Precio	Periodicidad
Licencia recepción	6	45,00 €	mes
Licencia limpieza (móvil)	14	9,50 €	mes
Conector channel manager	1	1.200,00 €	año
Instalación y formación	1	1.850,00 €	único

Duración: 12 meses. Facturación trimestral.
Dto. 10% sobre licencias.
IVA 21%.
Validez de la oferta: hasta el 31/12/2026.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Grupo Hostelero Miño S.L.',
        term: '12 meses',
        billing: 'Quarterly',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 3240, y2: 0, descHas: 'recepción' },
        { y1: 1596, y2: 0, descHas: 'limpieza' },
        { y1: 1200, y2: 0, descHas: 'channel' },
        { y1: 1850, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [{ kind: 'amount', value: 483.6, y1: true, y2: false, labelHas: 'licen' }],
      totals: { y1: 8956.9, y2: 0 },
      amounts: ['45,00 €', '9,50 €', '1.200,00 €', '1.850,00 €'],
    },
    why: '6*45*12=3240; 14*9.50*12=1596; licences 4836, 10% = 483.60; 3240+1596+1200+1850=7886-483.60=7402.40; IVA 21% -> 8956.904 -> 8956.90',
  },
  {
    id: 'k23',
    lang: 'en',
    split: 'tune',
    style:
      'short US e-mail, school district, flat annual licence over 2 years, amount off each year, declined option, tax exempt',
    notes: `Subject: Northfield quote

Hey Marcus — quote for Northfield Unified School District:
- District license (up to 2,000 students): $18,500/year, 2-year term, price locked both years
- Teacher PD workshops: $3,200 one-time
- Parent app add-on is an option at $4/student/yr, they're NOT taking it this year
They asked for help with budget so take $1,500 off each year.
Tax exempt (public school district).
Start July 1 2027. Quote good for 60 days.`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Northfield Unified School District',
        startDate: '2027-07-01',
        validUntil: '2027-01-20',
      },
      lineItems: [
        { y1: 18500, y2: 18500, descHas: 'District' },
        { y1: 3200, y2: 0, descHas: 'PD' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: true }],
      totals: { y1: 20200, y2: 17000 },
      amounts: ['$18,500', '$3,200', '$4', '$1,500'],
      notPrices: ['$4'],
    },
    why: 'y1 18500+3200-1500=20200; y2 18500-1500=17000; exempt; parent app option $4 not taken; 2026-11-21+60d=2027-01-20',
  },
  {
    id: 'k24',
    lang: 'en',
    split: 'held',
    style: 'Irish call notes, euro sign before amount, 24 months with year-2 uplift on seats only',
    notes: `Hi all — notes from today's call with Corrib Bay Seafoods (Galway).

They're going with Professional. 55 seats at €32 per seat per month, term 24 months, invoiced annually. Year 2 has a 4% uplift on seats only. Cold-chain sensor integration is €5,000 one-off setup plus €150 a month hosting (flat, both years). Irish VAT 23% applies.
Signer: Siobhán Kearney, Finance Director. Want to kick off 1 Feb.`,
    expect: {
      fields: {
        custName: 'Corrib Bay Seafoods',
        edition: 'Professional',
        term: '24 months',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
        custSigner: 'Siobhán Kearney',
        custTitle: 'Finance Director',
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 21120, y2: 21964.8, descHas: 'Professional' },
        { y1: 5000, y2: 0, descHas: 'sensor' },
        { y1: 1800, y2: 1800, descHas: 'hosting' },
      ],
      discounts: [],
      totals: { y1: 34341.6, y2: 29230.7 },
      amounts: ['€32', '€5,000', '€150'],
    },
    why: '55*32*12=21120 (y2 *1.04=21964.80); hosting 150*12=1800; y1 27920*1.23=34341.60; y2 23764.80*1.23=29230.704 -> 29230.70',
  },
  {
    id: 'k25',
    lang: 'es-419',
    split: 'tune',
    style: 'CRM paste with dot leaders, Peru, soles S/, IGV, amount discount on implementation',
    notes: `Oportunidad: Agroexportadora Valle Sur S.A.C.
Etapa: Negociación
Moneda: Soles (PEN)
Contacto / firmante: Renzo Quispe Mamani – Gerente de Operaciones
Correo: rquispe@vallesur.pe
Productos:
  · Licencia Campo (40 usuarios) ........ S/ 85 por usuario al mes
  · Licencia Oficina (12 usuarios) ...... S/ 140 por usuario al mes
  · Implementación ....................... S/ 12,500 (pago único)
Plazo: 12 meses | Facturación: trimestral
IGV 18%
Descuento: S/ 2,000 sobre la implementación`,
    expect: {
      fields: {
        custName: 'Agroexportadora Valle Sur S.A.C.',
        custSigner: 'Renzo Quispe Mamani',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'rquispe@vallesur.pe',
        term: '12 meses',
        billing: 'Quarterly',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 40800, y2: 0, descHas: 'Campo' },
        { y1: 20160, y2: 0, descHas: 'Oficina' },
        { y1: 12500, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false, labelHas: 'implementa' }],
      totals: { y1: 84322.8, y2: 0 },
      amounts: ['S/ 85', 'S/ 140', 'S/ 12,500', 'S/ 2,000'],
    },
    why: '40*85*12=40800 + 12*140*12=20160 + 12500 = 73460; -2000 = 71460; IGV 18% -> 84322.80',
  },
  {
    id: 'k26',
    lang: 'en',
    split: 'tune',
    style: 'Slack deal-desk thread with back-and-forth on discount, final 15% on seats',
    notes: `#deal-desk
@kira: need a quote for Tall Timber Brewing Co. 12 seats Starter @ $19/seat/mo, billed monthly, 12 mo
@kira: + POS integration $99/mo
@ben (RVP): approve 20% off seats?
@kira: they asked for 20, I offered 10
@ben (RVP): go 15%, final
@kira: 👍 15% on seats only. no setup fee. WA sales tax 10.1%`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Tall Timber Brewing Co.',
        edition: 'Starter',
        billing: 'Monthly',
        term: '12 mo',
        taxLabel: 'sales tax',
        taxRate: 10.1,
      },
      lineItems: [
        { y1: 2736, y2: 0, descHas: 'Starter' },
        { y1: 1188, y2: 0, descHas: 'POS' },
      ],
      discounts: [{ kind: 'amount', value: 410.4, y1: true, y2: false, labelHas: 'seat' }],
      totals: { y1: 3868.47, y2: 0 },
      amounts: ['$19', '$99'],
    },
    why: '12*19*12=2736; 99*12=1188; 15% of seats = 410.40; 3924-410.40=3513.60 *1.101=3868.4736 -> 3868.47',
  },
  {
    id: 'k27',
    lang: 'es-ES',
    split: 'tune',
    style: 'WhatsApp paste, Spain, no accents, euro sign glued, year-2 price, competitor price',
    notes: `[20/11/2026, 19:48] Nuria: Oye, lo de Gestoria Ebro Asesores
[20/11/2026, 19:48] Nuria: 12 usuarios Premium, 38€/usuario/mes
[20/11/2026, 19:49] Nuria: 2 años, facturacion anual
[20/11/2026, 19:49] Nuria: el 2o año a 40€ usuario/mes
[20/11/2026, 19:50] Nuria: migracion desde su programa actual 1.500€ una vez
[20/11/2026, 19:51] Nuria: ahora pagan unos 30€ por usuario a Contasoft, por si te lo preguntan
[20/11/2026, 19:51] Nuria: IVA 21
[20/11/2026, 19:52] Nuria: firma Alberto Sanz, socio director`,
    expect: {
      fields: {
        custName: 'Gestoria Ebro Asesores',
        edition: 'Premium',
        term: '2 años',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
        custSigner: 'Alberto Sanz',
        custTitle: 'socio director',
      },
      lineItems: [
        { y1: 5472, y2: 5760, descHas: 'Premium' },
        { y1: 1500, y2: 0, descHas: 'migracion' },
      ],
      discounts: [],
      totals: { y1: 8436.12, y2: 6969.6 },
      amounts: ['38€', '40€', '1.500€', '30€'],
      notPrices: ['30€'],
    },
    why: '12*38*12=5472, y2 12*40*12=5760; y1 5472+1500=6972 *1.21=8436.12; y2 5760*1.21=6969.60; 30€ is the current vendor',
  },
  {
    id: 'k28',
    lang: 'en',
    split: 'tune',
    style: 'Canadian e-mail, CAD ISO code, shared onboarding cost (list vs paid), GST only',
    notes: `Hi Rachel,

Following up on our call, here's what we agreed for Prairie Sky Veterinary Group (Calgary):

• Clinic Pro licences: 9 clinics × CAD 275/clinic/month
• Inventory module: CAD 1,950 per year
• Onboarding: list is CAD 3,000, we're absorbing half so they pay CAD 1,500 one-time (show CAD 1,500 on the proposal)

Term 12 months, billed annually. Alberta, so GST 5% only.
Kevin Oduya (Managing Partner) will sign.

Thanks,
Dev`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Prairie Sky Veterinary Group',
        term: '12 months',
        billing: 'Annual',
        currency: 'CAD',
        taxLabel: 'GST',
        taxRate: 5,
        custSigner: 'Kevin Oduya',
        custTitle: 'Managing Partner',
      },
      lineItems: [
        { y1: 29700, y2: 0, descHas: 'Clinic Pro' },
        { y1: 1950, y2: 0, descHas: 'Inventory' },
        { y1: 1500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 34807.5, y2: 0 },
      amounts: ['CAD 275', 'CAD 1,950', 'CAD 3,000', 'CAD 1,500'],
      notPrices: ['CAD 3,000'],
    },
    why: '9*275*12=29700 + 1950 + 1500 = 33150; GST 5% -> 34807.50; CAD 3,000 is the list price, not charged',
  },
  {
    id: 'k29',
    lang: 'es-419',
    split: 'tune',
    style: 'bullet proposal brief, Mexico, MXN, 24 months, 10% launch discount year 1 only',
    notes: `Propuesta - Distribuidora Farmacéutica del Bajío, S.A. de C.V.
• Plan: Plus
• 85 usuarios x $310 MXN/usuario/mes
• Módulo de lotes y caducidades: $4,500 MXN/mes
• Implementación: $65,000 MXN (único)
• Vigencia del contrato: 24 meses, pago anual
• Descuento de arranque: 10% sobre todo, solo el primer año
• Precios + IVA (16%)
• Firma: Adriana Villaseñor, Directora de Administración y Finanzas
• Inicio: 4 de enero de 2027`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Distribuidora Farmacéutica del Bajío, S.A. de C.V.',
        edition: 'Plus',
        term: '24 meses',
        billing: 'Annual',
        currency: 'MXN',
        taxLabel: 'IVA',
        taxRate: 16,
        custSigner: 'Adriana Villaseñor',
        custTitle: 'Directora de Administración y Finanzas',
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 316200, y2: 316200, descHas: 'Plus' },
        { y1: 54000, y2: 54000, descHas: 'lotes' },
        { y1: 65000, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 454348.8, y2: 429432 },
      amounts: ['$310 MXN', '$4,500 MXN', '$65,000 MXN'],
    },
    why: '85*310*12=316200; 4500*12=54000; y1 435200 *0.9=391680 *1.16=454348.80; y2 370200*1.16=429432',
  },
  {
    id: 'k30',
    lang: 'en',
    split: 'tune',
    style: 'terse enterprise note, US, k/M shorthand, 36-month term, pct off every year, budget envelope',
    notes: `Ironclad Mutual Insurance — enterprise rollout. 1,200 seats Enterprise @ $58/seat/mo, term 36 months, yr1 price held in yr2 & yr3. Platform + SSO/SCIM $45k/yr. Pro services $120k one-time. 18% off total every year. their budget envelope is $1.1M/yr. no tax (they self-assess). governing law: State of New York`,
    expect: {
      fields: {
        custName: 'Ironclad Mutual Insurance',
        edition: 'Enterprise',
        term: '36 months',
        governingLaw: 'State of New York',
      },
      lineItems: [
        { y1: 835200, y2: 835200, descHas: 'Enterprise' },
        { y1: 45000, y2: 45000, descHas: 'Platform' },
        { y1: 120000, y2: 0, descHas: 'services' },
      ],
      discounts: [{ kind: 'pct', value: 18, y1: true, y2: true }],
      totals: { y1: 820164, y2: 721764 },
      amounts: ['$58', '$45k', '$120k', '$1.1M'],
      notPrices: ['$1.1M'],
    },
    why: '1200*58*12=835200; y1 835200+45000+120000=1000200 *0.82=820164; y2 880200*0.82=721764; no tax; $1.1M is budget',
  },
  {
    id: 'k31',
    lang: 'en',
    split: 'tune',
    style: 'South African e-mail, rand with space thousands, VAT 15%, monthly billing',
    notes: `Morning Thabo,

Quote for Karoo Fresh Produce (Pty) Ltd, per this morning's meeting:
Standard edition, 65 users at R189 per user per month.
Warehouse scanning module: R2 500 per month.
Once-off installation: R18 000.
12-month contract, billed monthly. VAT at 15% to be added.
Their MD, Johan Botha, signs. Please have it with him by Friday.

Regards, Naledi`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Karoo Fresh Produce (Pty) Ltd',
        edition: 'Standard',
        billing: 'Monthly',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
        custSigner: 'Johan Botha',
        custTitle: 'MD',
      },
      lineItems: [
        { y1: 147420, y2: 0, descHas: 'Standard' },
        { y1: 30000, y2: 0, descHas: 'scanning' },
        { y1: 18000, y2: 0, descHas: 'installation' },
      ],
      discounts: [],
      totals: { y1: 224733, y2: 0 },
      amounts: ['R189', 'R2 500', 'R18 000'],
    },
    why: '65*189*12=147420 + 2500*12=30000 + 18000 = 195420; VAT 15% -> 224733',
  },
  {
    id: 'k32',
    lang: 'es-ES',
    split: 'tune',
    style: 'meeting summary, Spain, per-warehouse fee, consulting days, scoped discount on consulting, advance payment',
    notes: `Resumen de la reunión con Cooperativa Agrícola Sierra de Segura (18/11)

- Solución: plan Empresa para 4 almacenes.
- Cuota de plataforma: 890 € al mes por almacén.
- Consultoría para la puesta en marcha: 40 jornadas a 650 €/jornada.
- Duración: 12 meses. Facturación mensual.
- Les aplicamos un 20% de descuento en la consultoría (no en la plataforma).
- Piden pagar un anticipo de 5.000 € a la firma; es a cuenta, no cambia el precio.
- IVA 21%.
- Firmante: Encarnación Molina, presidenta.`,
    expect: {
      fields: {
        custName: 'Cooperativa Agrícola Sierra de Segura',
        edition: 'Empresa',
        term: '12 meses',
        billing: 'Monthly',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
        custSigner: 'Encarnación Molina',
        custTitle: 'presidenta',
      },
      lineItems: [
        { y1: 42720, y2: 0, descHas: 'plataforma' },
        { y1: 26000, y2: 0, descHas: 'Consultor' },
      ],
      discounts: [{ kind: 'amount', value: 5200, y1: true, y2: false, labelHas: 'consultor' }],
      totals: { y1: 76859.2, y2: 0 },
      amounts: ['890 €', '650 €', '5.000 €'],
      notPrices: ['5.000 €'],
    },
    why: '4*890*12=42720; 40*650=26000; 20% of consulting = 5200; 68720-5200=63520 *1.21=76859.20; 5.000 € is an advance payment',
  },
  {
    id: 'k33',
    lang: 'en',
    split: 'tune',
    style: 'New Zealand bullet note, NZ$, pp/pm shorthand, 24 months flat, amount off year one only, GST 15%',
    notes: `Kia ora team, pricing for Tūī Valley Orchards below.
Business plan - 28 users - NZ$34 pp/pm
Harvest planning add-on - NZ$420/mth
One-off set up: NZ$2,750
Term: 24 months, paid annually. Same price both years.
Discount: NZ$1,000 off year one only.
+ GST 15%
Signatory: Aroha Ngata, General Manager
Start: 1 March 2027`,
    expect: {
      fields: {
        custName: 'Tūī Valley Orchards',
        edition: 'Business',
        term: '24 months',
        billing: 'Annual',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
        custSigner: 'Aroha Ngata',
        custTitle: 'General Manager',
        startDate: '2027-03-01',
      },
      lineItems: [
        { y1: 11424, y2: 11424, descHas: 'Business' },
        { y1: 5040, y2: 5040, descHas: 'Harvest' },
        { y1: 2750, y2: 0, descHas: 'set up' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false }],
      totals: { y1: 20946.1, y2: 18933.6 },
      amounts: ['NZ$34', 'NZ$420', 'NZ$2,750', 'NZ$1,000'],
    },
    why: '28*34*12=11424; 420*12=5040; y1 11424+5040+2750-1000=18214 *1.15=20946.10; y2 16464*1.15=18933.60',
  },
  {
    id: 'k34',
    lang: 'en',
    split: 'tune',
    style: 'Singapore chat-style bullets, S$, quarterly billing, GST 9%, valid 15 days',
    notes: `Hi Wei Ling, for Lion City Dental Group's proposal:
- Clinic Standard, 16 users @ S$48/user/month
- SMS reminders module S$1,200 p.a.
- Setup S$1,500 one time
- 12 months, quarterly billing
- GST 9%
- valid 15 days
thanks!`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Lion City Dental Group',
        term: '12 months',
        billing: 'Quarterly',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
        validUntil: '2026-12-06',
      },
      lineItems: [
        { y1: 9216, y2: 0, descHas: 'Standard' },
        { y1: 1200, y2: 0, descHas: 'reminders' },
        { y1: 1500, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 12988.44, y2: 0 },
      amounts: ['S$48', 'S$1,200', 'S$1,500'],
    },
    why: '16*48*12=9216 + 1200 + 1500 = 11916; GST 9% -> 12988.44; 2026-11-21+15d=2026-12-06',
  },
  {
    id: 'k35',
    lang: 'en',
    split: 'tune',
    style: 'US call recap, per-unit pricing in cents, year-2 unit price, waived fee, current vendor spend, deposit',
    notes: `Call recap — Beacon Hill Property Mgmt (11/20)
Attendees: Carla Ruiz (Dir. of Operations, signer), Nate (IT), me

Where we landed:
1. Portfolio edition, priced per unit managed: 2,400 units @ $1.10/unit/month
2. Owner portal: $500/mo
3. Implementation normally $6k — waived as part of the Q4 promo
4. 24 months, annual billing, yr 2 unit price goes to $1.15 (portal stays $500/mo)

Context: they pay ~$2,900/mo today to their current vendor. They'll put down a $5,000 deposit at signature that's credited against the first invoice (no change to totals).
MA — no sales tax on this for them per their accountant, leave tax off.`,
    expect: {
      fields: {
        custName: 'Beacon Hill Property Mgmt',
        custSigner: 'Carla Ruiz',
        custTitle: 'Dir. of Operations',
        edition: 'Portfolio',
        term: '24 months',
        billing: 'Annual',
        scale: '2,400 units',
      },
      lineItems: [
        { y1: 31680, y2: 33120, descHas: 'Portfolio' },
        { y1: 6000, y2: 6000, descHas: 'portal' },
      ],
      discounts: [],
      totals: { y1: 37680, y2: 39120 },
      amounts: ['$1.10', '$500', '$6k', '$1.15', '$2,900', '$5,000'],
      notPrices: ['$6k', '$2,900', '$5,000'],
    },
    why: '2400*1.10*12=31680, y2 2400*1.15*12=33120; portal 500*12=6000 both years; no tax; $6k waived, $2,900 current vendor, $5,000 deposit',
  },
  {
    id: 'k36',
    lang: 'es-419',
    split: 'held',
    style: 'Slack paste, Colombia, $ with pesos in words, dot thousands, scoped licence discount, quarterly',
    notes: `Andrés Gómez  9:12 a. m.
@Laura te dejo lo de Textiles Andinos de Medellín S.A.S. para la propuesta
Andrés Gómez  9:12 a. m.
- 70 usuarios del plan Negocios: $110.000 por usuario al mes (pesos colombianos)
- Módulo de nómina: $1.500.000 mensuales
- Acompañamiento de implementación: $9.000.000 una sola vez
Andrés Gómez  9:13 a. m.
Contrato a 12 meses, facturación trimestral. 12% de descuento solo en las licencias de usuario. Más IVA del 19%.
Andrés Gómez  9:14 a. m.
Firma Juliana Ospina, gerente financiera. Arrancamos el 15 de enero de 2027.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Textiles Andinos de Medellín S.A.S.',
        edition: 'Negocios',
        term: '12 meses',
        billing: 'Quarterly',
        currency: 'COP',
        taxLabel: 'IVA',
        taxRate: 19,
        custSigner: 'Juliana Ospina',
        custTitle: 'gerente financiera',
        startDate: '2027-01-15',
      },
      lineItems: [
        { y1: 92400000, y2: 0, descHas: 'Negocios' },
        { y1: 18000000, y2: 0, descHas: 'nómina' },
        { y1: 9000000, y2: 0, descHas: 'implementaci' },
      ],
      discounts: [{ kind: 'amount', value: 11088000, y1: true, y2: false, labelHas: 'licen' }],
      totals: { y1: 128891280, y2: 0 },
      amounts: ['$110.000', '$1.500.000', '$9.000.000'],
    },
    why: '70*110000*12=92400000; 1500000*12=18000000; 9000000; 12% of licences = 11088000; 119400000-11088000=108312000 *1.19=128891280',
  },
  {
    id: 'k37',
    lang: 'en',
    split: 'tune',
    style: 'UK spreadsheet-ish lines, £ with k shorthand and pcm, goodwill amount discount',
    notes: `Account: Harrowgate Veterinary Referrals
Decision maker: Dr Fiona McLeish, Clinical Director
Term: 12 months, billed annually
Lines:
  Imaging cloud storage — 20TB — £1.1k/month
  Referral portal — £350 pcm
  Vet seats — 45 @ £28 pcm
  Data migration — £3.2k one-off
Commercials: £2k goodwill discount off the total (approved by Helen)
VAT @ 20%`,
    expect: {
      fields: {
        custName: 'Harrowgate Veterinary Referrals',
        term: '12 months',
        billing: 'Annual',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 13200, y2: 0, descHas: 'storage' },
        { y1: 4200, y2: 0, descHas: 'Referral' },
        { y1: 15120, y2: 0, descHas: 'seats' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 40464, y2: 0 },
      amounts: ['£1.1k', '£350', '£28', '£3.2k', '£2k'],
    },
    why: '1100*12=13200; 350*12=4200; 45*28*12=15120; 3200; 35720-2000=33720 *1.2=40464',
  },
  {
    id: 'k38',
    lang: 'es-ES',
    split: 'held',
    style: 'formal e-mail reply, Spain, numbered list, 36 months with 3% uplift from year 2, both signers, valid 30 days',
    notes: `Asunto: RE: Condiciones Laboratorios Cierzo

Buenos días, Álvaro:

Confirmo las condiciones que hemos cerrado con Laboratorios Farmacéuticos Cierzo, S.A. para que prepares la propuesta:

1. Edición Enterprise, 150 usuarios, 52 € usuario/mes.
2. Módulo de cumplimiento GxP: 9.600 €/año.
3. Validación e implantación: 24.000 €, pago único.
4. Duración: 36 meses, facturación anual. Incremento del 3% a partir del segundo año en licencias y en el módulo.
5. IVA 21%.
6. Firma por su parte Elena Ruiz de Azúa, Directora de Calidad; por la nuestra, Pablo Iturriaga, Director Comercial.
7. Validez de la propuesta: 30 días.

Un saludo,
Ainhoa`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Laboratorios Farmacéuticos Cierzo, S.A.',
        edition: 'Enterprise',
        term: '36 meses',
        billing: 'Annual',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
        custSigner: 'Elena Ruiz de Azúa',
        custTitle: 'Directora de Calidad',
        lucSigner: 'Pablo Iturriaga',
        lucTitle: 'Director Comercial',
        validUntil: '2026-12-21',
        scale: '150 usuarios',
      },
      lineItems: [
        { y1: 93600, y2: 96408, descHas: 'Enterprise' },
        { y1: 9600, y2: 9888, descHas: 'GxP' },
        { y1: 24000, y2: 0, descHas: 'implantación' },
      ],
      discounts: [],
      totals: { y1: 153912, y2: 128618.16 },
      amounts: ['52 €', '9.600 €', '24.000 €'],
    },
    why: '150*52*12=93600 (y2 *1.03=96408); 9600 (y2 9888); y1 127200*1.21=153912; y2 106296*1.21=128618.16',
  },
  {
    id: 'k39',
    lang: 'en',
    split: 'held',
    style: 'quick US one-liner, per-quarter seat price, no tax',
    notes: `Quick one for Driftwood Coffee Roasters: Essentials, 10 seats, $135/seat per quarter, billed quarterly, 12 mo term. Roastery sensor kit $850 one-off. Oregon, no sales tax.`,
    expect: {
      fields: {
        docType: 'quote',
        custName: 'Driftwood Coffee Roasters',
        edition: 'Essentials',
        billing: 'Quarterly',
        term: '12 mo',
      },
      lineItems: [
        { y1: 5400, y2: 0, descHas: 'Essentials' },
        { y1: 850, y2: 0, descHas: 'sensor' },
      ],
      discounts: [],
      totals: { y1: 6250, y2: 0 },
      amounts: ['$135', '$850'],
    },
    why: '10*135*4=5400 + 850 = 6250; no tax',
  },
  {
    id: 'k40',
    lang: 'en',
    split: 'held',
    style: 'Swiss note in English, CHF with apostrophe thousands and .– endings, year-2 connector price, VAT 8.1%',
    notes: `Note for proposal – Alpenglühn Uhrenteile AG (Biel)
Edition: Industrie, 42 users, CHF 61.– per user/month
MES connector CHF 7'800.– per year
Commissioning (one-off) CHF 12'500.–
Term 24 months, billed annually; year 2: connector CHF 8'400.–, users price unchanged
Swiss VAT 8.1%
Signer: Reto Zbinden, CFO`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Alpenglühn Uhrenteile AG',
        edition: 'Industrie',
        term: '24 months',
        billing: 'Annual',
        currency: 'CHF',
        taxLabel: 'VAT',
        taxRate: 8.1,
        custSigner: 'Reto Zbinden',
        custTitle: 'CFO',
      },
      lineItems: [
        { y1: 30744, y2: 30744, descHas: 'Industrie' },
        { y1: 7800, y2: 8400, descHas: 'connector' },
        { y1: 12500, y2: 0, descHas: 'Commissioning' },
      ],
      discounts: [],
      totals: { y1: 55178.56, y2: 42314.66 },
      amounts: ['CHF 61.–', "CHF 7'800.–", "CHF 12'500.–", "CHF 8'400.–"],
    },
    why: '42*61*12=30744; y1 30744+7800+12500=51044 *1.081=55178.564 -> 55178.56; y2 30744+8400=39144 *1.081=42314.664 -> 42314.66',
  },
];
