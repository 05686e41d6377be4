/**
 * Blind corpus 7: 40 sales-rep notes for POST /proposals.
 *
 * Written blind from the product contract (SPEC.md) only; no parser source, tests or benchmarks were read.
 * Every expectation below was computed by hand (and the sums re-checked with node) before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates such as "valid 30 days" resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_7: BlindNote[] = [
  {
    id: 'h01',
    lang: 'en',
    split: 'tune',
    style: 'one-liner, lowercase shorthand',
    notes: `harbor point logistics - 55 seats route planner @ $29/seat/mo, 12 mo term, billed annually. signer marcus bell (coo). they're tax exempt, no tax`,
    expect: {
      fields: {
        custName: 'Harbor Point Logistics',
        custSigner: 'Marcus Bell',
        custTitle: 'COO',
        term: '12 mo',
        billing: 'Annual',
      },
      lineItems: [{ y1: 19140, y2: 0, descHas: 'route' }],
      discounts: [],
      totals: { y1: 19140, y2: 0 },
      amounts: ['$29'],
    },
    why: '55 x 29 x 12 = 19,140; single year, tax exempt.',
  },
  {
    id: 'h02',
    lang: 'en',
    split: 'tune',
    style: 'bullet list under headings, multi-year with sales tax',
    notes: `Deal notes — Brightwater Dental Group

Customer
- Brightwater Dental Group (14 clinics, HQ Tampa FL)
- Signer: Dr. Elaine Porter, CEO — eporter@brightwaterdental.com
- Champion is the ops manager (Kyle) but Elaine signs

Commercials
- Scheduling suite: $180 per location per month, 14 locations
- Patient texting add-on: $45 per location per month, 14 locations
- One-time onboarding: $3,500
- Term 24 months, invoiced quarterly
- FL sales tax 7% applies

Timing
- Start Jan 4, 2027
- Quote good through Dec 18`,
    expect: {
      fields: {
        custName: 'Brightwater Dental Group',
        custSigner: 'Elaine Porter',
        custTitle: 'CEO',
        custEmail: 'eporter@brightwaterdental.com',
        term: '24 months',
        billing: 'Quarterly',
        taxLabel: 'sales tax',
        taxRate: 7,
        startDate: '2027-01-04',
        validUntil: '2026-12-18',
        currency: 'USD',
      },
      lineItems: [
        { y1: 30240, y2: 30240, descHas: 'Scheduling' },
        { y1: 7560, y2: 7560, descHas: 'texting' },
        { y1: 3500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 44191, y2: 40446 },
      amounts: ['$180', '$45', '$3,500'],
    },
    why: '180x14x12 = 30,240 + 45x14x12 = 7,560 + 3,500 = 41,300 +7% = 44,191; y2 37,800 +7% = 40,446.',
  },
  {
    id: 'h03',
    lang: 'en',
    split: 'held',
    style: 'forwarded email thread with quoted reply and customer signature; competitor price and budget in thread',
    notes: `Can you put together the proposal for Northgate Credit Union? Thread below for context.

120 users on Professional at $36/user/month, 12 month term, billed annually. Add the SSO connector at $2,400/yr flat. Tom Reyes (Director of IT) signs. Valid 30 days from today.

Thanks!
Sam

---------- Forwarded message ---------
From: Tom Reyes <treyes@northgatecu.org>
Date: Thu, Nov 19, 2026 at 4:12 PM
Subject: Re: pricing for Northgate
To: Sam Whitfield

Hi Sam,

Thanks for the call. To be transparent, the other vendor came in at $38 per user per month, so please keep yours sharp. Our budget for this line is $60,000 a year.

Tom Reyes
Director of IT | Northgate Credit Union
(555) 201-4410

> On Wed, Nov 18, 2026, Sam Whitfield wrote:
> Tom, following up on the demo. I'll send numbers once I've spoken to my manager.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Northgate Credit Union',
        custSigner: 'Tom Reyes',
        custTitle: 'Director of IT',
        custEmail: 'treyes@northgatecu.org',
        edition: 'Professional',
        term: '12 month',
        billing: 'Annual',
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 51840, y2: 0, descHas: 'Professional' },
        { y1: 2400, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 54240, y2: 0 },
      amounts: ['$36', '$2,400', '$38', '$60,000'],
      notPrices: ['$38', '$60,000'],
    },
    why: '120 x 36 x 12 = 51,840 + 2,400 = 54,240; competitor $38 and budget $60,000 ignored; valid 30 days = 2026-12-21.',
  },
  {
    id: 'h04',
    lang: 'es-419',
    split: 'held',
    style: 'WhatsApp chat paste with timestamps (Mexico)',
    notes: `[20/11/26 09:14] Luis Ortega: oye ya tengo lo de Grupo Textil Altamira
[20/11/26 09:14] Luis Ortega: 35 usuarios, licencia Estándar, $420 MXN por usuario al mes
[20/11/26 09:15] Luis Ortega: más implementación única de $18,000 MXN
[20/11/26 09:16] Mariana Cruz: plazo?
[20/11/26 09:16] Luis Ortega: 12 meses, facturación mensual
[20/11/26 09:17] Luis Ortega: firma la Lic. Fernanda Ibarra, Directora de Finanzas
[20/11/26 09:17] Luis Ortega: y ojo, lleva IVA 16%
[20/11/26 09:18] Mariana Cruz: va, lo armo hoy`,
    expect: {
      fields: {
        custName: 'Grupo Textil Altamira',
        custSigner: 'Fernanda Ibarra',
        custTitle: 'Directora de Finanzas',
        edition: 'Estándar',
        term: '12 meses',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 16,
        currency: 'MXN',
      },
      lineItems: [
        { y1: 176400, y2: 0, descHas: 'Estándar' },
        { y1: 18000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 225504, y2: 0 },
      amounts: ['$420 MXN', '$18,000 MXN'],
    },
    why: '35 x 420 x 12 = 176,400 + 18,000 = 194,400; IVA 16% 31,104 → 225,504.',
  },
  {
    id: 'h05',
    lang: 'en',
    split: 'tune',
    style: 'CRM paste, tab-separated fields and product table, uplift from year 2',
    notes: `Opportunity: Cedar Ridge School District - Renewal + Expansion
Stage\tNegotiation
Close date\t12/15/2026
Contract term\t36 months
Billing\tAnnual
Primary contact\tJanet Olsen, Superintendent
Email\tjolsen@cedarridge.k12.us

Product\tQty\tUnit\tPrice
Student licenses\t4,200\tper student / year\t$6.50
Teacher dashboard\t310\tper teacher / year\t$24
Professional development day\t2\tper day, one-time\t$1,800

Notes: 5% annual uplift from year 2 on the student + teacher lines. No tax (public school district).`,
    expect: {
      fields: {
        custName: 'Cedar Ridge School District',
        custSigner: 'Janet Olsen',
        custTitle: 'Superintendent',
        custEmail: 'jolsen@cedarridge.k12.us',
        term: '36 months',
        billing: 'Annual',
        currency: 'USD',
      },
      lineItems: [
        { y1: 27300, y2: 28665, descHas: 'Student' },
        { y1: 7440, y2: 7812, descHas: 'Teacher' },
        { y1: 3600, y2: 0, descHas: 'development' },
      ],
      discounts: [],
      totals: { y1: 38340, y2: 36477 },
      amounts: ['$6.50', '$24', '$1,800'],
    },
    why: '4,200 x 6.50 = 27,300 (y2 x1.05 = 28,665); 310 x 24 = 7,440 (y2 7,812); PD 2 x 1,800 = 3,600 y1 only. y1 38,340, y2 36,477.',
  },
  {
    id: 'h06',
    lang: 'en',
    split: 'tune',
    style: 'Slack thread paste, speaker lines with times, whole-deal discount both years',
    notes: `Jordan Lee  10:42 AM
quick one for deal desk — Pinecrest Veterinary, 8 locations
Jordan Lee  10:42 AM
Practice Cloud at $210/location/month, Inventory module $65/location/month, all 8 locations on both
Jordan Lee  10:43 AM
they asked for 10% off, I said yes since they're doing a 2 year term (24 months). discount applies both years
Rita Gómez  10:45 AM
billing?
Jordan Lee  10:45 AM
annual upfront. signer is Dr. Hannah Cole, Owner. start date Feb 1`,
    expect: {
      fields: {
        custName: 'Pinecrest Veterinary',
        custSigner: 'Hannah Cole',
        custTitle: 'Owner',
        term: '24 months',
        billing: 'Annual',
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 20160, y2: 20160, descHas: 'Practice' },
        { y1: 6240, y2: 6240, descHas: 'Inventory' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 23760, y2: 23760 },
      amounts: ['$210', '$65'],
    },
    why: '8x210x12 = 20,160 + 8x65x12 = 6,240 = 26,400/yr, -10% = 23,760 each year.',
  },
  {
    id: 'h07',
    lang: 'es-ES',
    split: 'tune',
    style: 'short internal email with bullets, euros written after the number, IVA',
    notes: `Asunto: Propuesta Clínica Dental Sanz – datos para el borrador

Hola Marta:

Te paso los datos de la reunión de ayer con Clínica Dental Sanz (Zaragoza).

- Módulo de Agenda: 6 puestos a 39 € por puesto y mes.
- Recordatorios por SMS: 25 € al mes, tarifa plana.
- Puesta en marcha (pago único): 450 €.

Duración: 12 meses, facturación trimestral. Se aplica IVA del 21 %.
Firma el Dr. Álvaro Sanz Ledesma, director médico (alvaro@clinicasanz.es).
La oferta es válida hasta el 15 de diciembre.

Un saludo,
Nacho`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Clínica Dental Sanz',
        custSigner: 'Álvaro Sanz',
        custTitle: 'director médico',
        custEmail: 'alvaro@clinicasanz.es',
        term: '12 meses',
        billing: 'Quarterly',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-15',
        currency: 'EUR',
      },
      lineItems: [
        { y1: 2808, y2: 0, descHas: 'Agenda' },
        { y1: 300, y2: 0, descHas: 'SMS' },
        { y1: 450, y2: 0, descHas: 'Puesta en marcha' },
      ],
      discounts: [],
      totals: { y1: 4305.18, y2: 0 },
      amounts: ['39 €', '25 €', '450 €'],
    },
    why: '6x39x12 = 2,808 + 25x12 = 300 + 450 = 3,558; IVA 21% 747.18 → 4,305.18.',
  },
  {
    id: 'h08',
    lang: 'en',
    split: 'held',
    style: 'voice dictation transcript, run-on, spoken self-correction on count',
    notes: `okay so notes from the call with Redline Fitness um they've got 12 gyms no wait 14 gyms sorry 14 and they want the member app at $150 per gym per month and the kiosk check-in thing at $40 per gym per month for all of them uh 12 month term signer is Carla Mendes she's the VP of operations and they want to start December 1st period that's it for now`,
    expect: {
      fields: {
        custName: 'Redline Fitness',
        custSigner: 'Carla Mendes',
        custTitle: 'VP of operations',
        term: '12 month',
        startDate: '2026-12-01',
      },
      lineItems: [
        { y1: 25200, y2: 0, descHas: 'member' },
        { y1: 6720, y2: 0, descHas: 'kiosk' },
      ],
      discounts: [],
      totals: { y1: 31920, y2: 0 },
      amounts: ['$150', '$40'],
    },
    why: '14 gyms (corrected from 12): 14x150x12 = 25,200 + 14x40x12 = 6,720 = 31,920.',
  },
  {
    id: 'h09',
    lang: 'en',
    split: 'held',
    style: 'Markdown table with heading, GBP, VAT, year-two price change, both signatories',
    notes: `## Hollis & Marsh LLP — order form inputs

| Item | Qty | Price | Notes |
|---|---|---|---|
| Matter Management licence | 45 users | £28 /user/month | yr 2 price £30 /user/month |
| Document vault storage | 500 GB | £0.40 /GB/month | |
| Data migration | 1 | £2,750 | one-off |

- Term: 36 months, billed annually in advance
- VAT 20%
- Signatory: Eleanor Hollis, Managing Partner
- Our signatory: Ben Carter, Head of Sales UK
- Governing law: England and Wales`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Hollis & Marsh',
        custSigner: 'Eleanor Hollis',
        custTitle: 'Managing Partner',
        lucSigner: 'Ben Carter',
        lucTitle: 'Head of Sales',
        term: '36 months',
        billing: 'Annual',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England and Wales',
        currency: 'GBP',
      },
      lineItems: [
        { y1: 15120, y2: 16200, descHas: 'Matter' },
        { y1: 2400, y2: 2400, descHas: 'storage' },
        { y1: 2750, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 24324, y2: 22320 },
      amounts: ['£28', '£30', '£0.40', '£2,750'],
    },
    why: 'y1 45x28x12 = 15,120 + 500x0.40x12 = 2,400 + 2,750 = 20,270 +20% = 24,324; y2 45x30x12 = 16,200 + 2,400 = 18,600 +20% = 22,320.',
  },
  {
    id: 'h10',
    lang: 'es-419',
    split: 'held',
    style: 'meeting notes with typos and missing accents (Colombia), competitor price, dot thousands',
    notes: `Notas reunion - Distribuidora La Sabana SAS (Bogota)
- quieren 20 licencias del modulo de inventarios a $95.000 COP x usuario/mes
- + capacitacion presencial, 1 sola vez: $2.400.000 COP
- contrato 12 meses, pago anual
- la competencia les cotizo $80.000 x usuario pero sin soporte local, no igualamos
- firma: Andres Felipe Rojas, Gerente General
- aplica IVA 19%`,
    expect: {
      fields: {
        custName: 'Distribuidora La Sabana',
        custSigner: 'Andres Felipe Rojas',
        custTitle: 'Gerente General',
        term: '12 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 19,
        currency: 'COP',
      },
      lineItems: [
        { y1: 22800000, y2: 0, descHas: 'inventarios' },
        { y1: 2400000, y2: 0, descHas: 'capacitacion' },
      ],
      discounts: [],
      totals: { y1: 29988000, y2: 0 },
      amounts: ['$95.000 COP', '$2.400.000 COP', '$80.000'],
      notPrices: ['$80.000'],
    },
    why: '20 x 95.000 x 12 = 22.800.000 + 2.400.000 = 25.200.000; IVA 19% 4.788.000 → 29.988.000; competitor $80.000 ignored.',
  },
  {
    id: 'h11',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner with k-notation amounts, year-two price step',
    notes: `Quarry Lane Brewing — analytics platform flat $12k/yr, 2 years, yr2 goes to $13.2k. plus $1.5k setup (one-time). signer Owen Pratt, CFO. bill annually.`,
    expect: {
      fields: { custName: 'Quarry Lane Brewing', custSigner: 'Owen Pratt', custTitle: 'CFO', term: '2 years', billing: 'Annual' },
      lineItems: [
        { y1: 12000, y2: 13200, descHas: 'analytics' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 13500, y2: 13200 },
      amounts: ['$12k', '$13.2k', '$1.5k'],
    },
    why: 'y1 12,000 + 1,500 setup = 13,500; y2 13,200.',
  },
  {
    id: 'h12',
    lang: 'en',
    split: 'held',
    style: 'long rambling email, current spend and budget mentioned, scoped discount on one-time fee',
    notes: `Hey team,

Long one, sorry. Had a 90-minute session with Meridian Hospitality Group yesterday — they run 9 boutique hotels across Oregon and Washington. Some background first: they currently pay roughly $4,100/month to their legacy PMS vendor and they hate it (outages every weekend, no API). Their GM council approved a budget of up to $75,000 for year one, so we're comfortably inside that.

Here's what we landed on:

Property management core at $395 per property per month, for all 9 properties.
Channel manager at $120 per property per month, but only for 6 of them — the three ski lodges take bookings direct and don't want it.
Housekeeping mobile app, 60 devices at $9 per device per month.
Implementation & data migration, $6,000 one-time. They pushed on this, so I offered 25% off the implementation fee and they accepted.

Term is 12 months, billed monthly, start date January 1, 2027. Signer is Rachel Kim, VP Finance (rachel.kim@meridianhg.com). No sales tax on this one — they're invoiced at their Portland, Oregon HQ.

Ping me if anything's unclear, I'm in the car most of tomorrow.
Dev`,
    expect: {
      fields: {
        custName: 'Meridian Hospitality',
        custSigner: 'Rachel Kim',
        custTitle: 'VP Finance',
        custEmail: 'rachel.kim@meridianhg.com',
        term: '12 months',
        billing: 'Monthly',
        startDate: '2027-01-01',
        currency: 'USD',
      },
      lineItems: [
        { y1: 42660, y2: 0, descHas: 'Property' },
        { y1: 8640, y2: 0, descHas: 'Channel' },
        { y1: 6480, y2: 0, descHas: 'Housekeeping' },
        { y1: 6000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false, labelHas: 'implementation' }],
      totals: { y1: 62280, y2: 0 },
      amounts: ['$4,100', '$75,000', '$395', '$120', '$9', '$6,000'],
      notPrices: ['$4,100', '$75,000'],
    },
    why: '9x395x12 = 42,660 + 6x120x12 = 8,640 + 60x9x12 = 6,480 + 6,000 = 63,780; 25% of 6,000 = 1,500 off → 62,280.',
  },
  {
    id: 'h13',
    lang: 'es-ES',
    split: 'tune',
    style: 'Teams chat paste, two speakers, year-two price change, year-one-only discount, IVA',
    notes: `[10:02] Irene Molina
Oye, lo de Logística Costa Brava S.L. al final quedó así:
[10:03] Irene Molina
- 40 dispositivos de rastreo GPS, 12 € por dispositivo al mes
- plataforma de flota: 300 € al mes, tarifa fija
[10:03] Irene Molina
Contrato de 24 meses. El segundo año el dispositivo pasa a 13 € al mes.
[10:05] Pablo Ruiz
¿Descuento?
[10:06] Irene Molina
Un 5 % sobre el total, solo el primer año. IVA 21 %. Firma Jordi Puig, gerente. Facturación mensual.`,
    expect: {
      fields: {
        custName: 'Logística Costa Brava',
        custSigner: 'Jordi Puig',
        custTitle: 'gerente',
        term: '24 meses',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 21,
        currency: 'EUR',
      },
      lineItems: [
        { y1: 5760, y2: 6240, descHas: 'GPS' },
        { y1: 3600, y2: 3600, descHas: 'flota' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 10759.32, y2: 11906.4 },
      amounts: ['12 €', '300 €', '13 €'],
    },
    why: 'y1 40x12x12 = 5,760 + 3,600 = 9,360, -5% = 8,892, +21% = 10,759.32; y2 40x13x12 = 6,240 + 3,600 = 9,840 +21% = 11,906.40.',
  },
  {
    id: 'h14',
    lang: 'en',
    split: 'tune',
    style: 'bullet recap with abbreviations, CAD, HST, our signer named',
    notes: `Lakeshore Physio (Toronto) — mtg recap
• 22 practitioners, Clinic Pro plan CAD 59/practitioner/mo
• online booking widget CAD 49/mo flat
• 1x data import from their old system CAD 750
• term 12 months, monthly billing
• HST 13%
• signer: Dr. Priya Shah, Clinic Director — priya@lakeshorephysio.ca
• our side: Mark Dunn (Regional Sales Director) signs`,
    expect: {
      fields: {
        custName: 'Lakeshore Physio',
        custSigner: 'Priya Shah',
        custTitle: 'Clinic Director',
        custEmail: 'priya@lakeshorephysio.ca',
        lucSigner: 'Mark Dunn',
        lucTitle: 'Regional Sales Director',
        edition: 'Clinic Pro',
        term: '12 months',
        billing: 'Monthly',
        taxLabel: 'HST',
        taxRate: 13,
        currency: 'CAD',
      },
      lineItems: [
        { y1: 15576, y2: 0, descHas: 'Clinic Pro' },
        { y1: 588, y2: 0, descHas: 'booking' },
        { y1: 750, y2: 0, descHas: 'import' },
      ],
      discounts: [],
      totals: { y1: 19112.82, y2: 0 },
      amounts: ['CAD 59', 'CAD 49', 'CAD 750'],
    },
    why: '22x59x12 = 15,576 + 49x12 = 588 + 750 = 16,914; HST 13% 2,198.82 → 19,112.82.',
  },
  {
    id: 'h15',
    lang: 'en',
    split: 'held',
    style: 'memo to self, AUD, price self-correction ("actually make that"), GST, 36 months',
    notes: `Memo to self after call w/ Southern Cross Freight (Brisbane).
They want fleet telematics on 85 trucks. I quoted A$34 per truck per month — actually make that A$32, I promised them the volume tier over 80 units. Dashcam add-on for 30 of the trucks at A$18 per truck per month. Hardware is theirs already so no hardware line. Installation, one-off, A$4,250.
Term 36 months, billed quarterly. GST 10% on top.
Signer: Liam O'Connor, Fleet Manager. Valid till 31 Dec.`,
    expect: {
      fields: {
        custName: 'Southern Cross Freight',
        custSigner: "Liam O'Connor",
        custTitle: 'Fleet Manager',
        term: '36 months',
        billing: 'Quarterly',
        taxLabel: 'GST',
        taxRate: 10,
        validUntil: '2026-12-31',
        currency: 'AUD',
      },
      lineItems: [
        { y1: 32640, y2: 32640, descHas: 'telematics' },
        { y1: 6480, y2: 6480, descHas: 'Dashcam' },
        { y1: 4250, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 47707, y2: 43032 },
      amounts: ['A$34', 'A$32', 'A$18', 'A$4,250'],
      notPrices: ['A$34'],
    },
    why: 'y1 85x32x12 = 32,640 + 30x18x12 = 6,480 + 4,250 = 43,370 +10% = 47,707; y2 39,120 +10% = 43,032. A$34 was corrected.',
  },
  {
    id: 'h16',
    lang: 'es-419',
    split: 'held',
    style: 'email with signature block (Chile), CLP with dot thousands, year-two readjustment, IVA',
    notes: `Hola equipo,

Resumen de la reunión con Viña Los Robles Ltda.:

Necesitan el módulo de trazabilidad para 3 bodegas, a $310.000 CLP mensuales por bodega, y 25 usuarios del portal de proveedores a $8.500 CLP por usuario al mes. Plazo: 24 meses, facturación mensual. Para el segundo año acordamos un reajuste de 4% sobre ambos ítems. Valores más IVA (19%).

Firma: Sra. Catalina Errázuriz, Gerenta de Operaciones, cerrazuriz@vinalosrobles.cl
Inicio: 4 de enero de 2027.

Saludos,
Felipe Contreras
Ejecutivo Comercial | Zona Centro
+56 9 8765 4321`,
    expect: {
      fields: {
        custName: 'Viña Los Robles',
        custSigner: 'Catalina Errázuriz',
        custTitle: 'Gerenta de Operaciones',
        custEmail: 'cerrazuriz@vinalosrobles.cl',
        term: '24 meses',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 19,
        startDate: '2027-01-04',
        currency: 'CLP',
      },
      lineItems: [
        { y1: 11160000, y2: 11606400, descHas: 'trazabilidad' },
        { y1: 2550000, y2: 2652000, descHas: 'portal' },
      ],
      discounts: [],
      totals: { y1: 16314900, y2: 16967496 },
      amounts: ['$310.000 CLP', '$8.500 CLP'],
    },
    why: 'y1 3x310.000x12 = 11.160.000 + 25x8.500x12 = 2.550.000 = 13.710.000 +19% = 16.314.900; y2 x1.04 = 14.258.400 +19% = 16.967.496.',
  },
  {
    id: 'h17',
    lang: 'en',
    split: 'tune',
    style: 'pipe-separated spreadsheet paste, per-GB price, fixed one-time credit',
    notes: `acct | Tidewater Media Co.
contact | Sofia Brandt, Head of Post-Production | sofia.brandt@tidewatermedia.com
term | 12 months | billing: annual

line | qty | unit price | period
Cloud asset storage | 20,000 GB | $0.021 | per GB per month
Editor seats | 18 | $45 | per seat per month
Transcoding pack | 1 | $3,000 | per year

one-time credit of $1,000 off year 1 (goodwill for the trial extension)`,
    expect: {
      fields: {
        custName: 'Tidewater Media',
        custSigner: 'Sofia Brandt',
        custTitle: 'Head of Post-Production',
        custEmail: 'sofia.brandt@tidewatermedia.com',
        term: '12 months',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 5040, y2: 0, descHas: 'storage' },
        { y1: 9720, y2: 0, descHas: 'Editor' },
        { y1: 3000, y2: 0, descHas: 'Transcoding' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false }],
      totals: { y1: 16760, y2: 0 },
      amounts: ['$0.021', '$45', '$3,000', '$1,000'],
    },
    why: '20,000x0.021x12 = 5,040 + 18x45x12 = 9,720 + 3,000 = 17,760 - 1,000 credit = 16,760.',
  },
  {
    id: 'h18',
    lang: 'en',
    split: 'held',
    style: 'chat paste with seat-count correction, competitor quote, scoped percentage discount',
    notes: `[Mon 9:14] Aaron P: Deal desk, need a draft for Greystone Property Management
[Mon 9:14] Aaron P: 150 seats of Tenant Portal at $7/seat/mo
[Mon 9:15] Aaron P: sorry, 125 seats, they cut the leasing team out
[Mon 9:16] Aaron P: + Maintenance Scheduler at $1,200/yr flat
[Mon 9:17] Aaron P: customer fwd'd me this: "the other vendor quoted us $6/seat, match it and we sign" — told them no, but we can do 10% off the Tenant Portal line
[Mon 9:18] Deal Desk (Mei): term?
[Mon 9:18] Aaron P: 12 months, annual billing. signer Gregory Stone, President`,
    expect: {
      fields: {
        custName: 'Greystone Property',
        custSigner: 'Gregory Stone',
        custTitle: 'President',
        term: '12 months',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 10500, y2: 0, descHas: 'Tenant' },
        { y1: 1200, y2: 0, descHas: 'Maintenance' },
      ],
      discounts: [{ kind: 'amount', value: 1050, y1: true, y2: false, labelHas: 'Tenant' }],
      totals: { y1: 10650, y2: 0 },
      amounts: ['$7', '$1,200', '$6'],
      notPrices: ['$6'],
    },
    why: '125 seats (corrected from 150) x 7 x 12 = 10,500 + 1,200 = 11,700; 10% of 10,500 = 1,050 off → 10,650.',
  },
  {
    id: 'h19',
    lang: 'es-ES',
    split: 'tune',
    style: 'Markdown with bold labels and numbered items, order, decimal comma, scoped discount all years',
    notes: `### Datos del pedido – Grupo Hostelero Levante, S.A.

**Cliente:** Grupo Hostelero Levante, S.A. (Valencia)
**Firmante:** D.ª Carmen Vidal Roig, Directora Financiera – cvidal@ghlevante.es
**Firma por nuestra parte:** Sergio Llorente, Director Comercial

**Conceptos**
1. Licencias TPV: 48 terminales × 22,50 € / terminal / mes
2. Módulo de reservas: 12 locales × 35 € / local / mes
3. Formación inicial (pago único): 1.800 €

**Condiciones**
- Duración: 36 meses, facturación anual
- 10 % de descuento en las licencias TPV durante toda la vigencia
- IVA 21 %
- Ley aplicable: española`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Grupo Hostelero Levante',
        custSigner: 'Carmen Vidal',
        custTitle: 'Directora Financiera',
        custEmail: 'cvidal@ghlevante.es',
        lucSigner: 'Sergio Llorente',
        lucTitle: 'Director Comercial',
        term: '36 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
        currency: 'EUR',
        governingLaw: 'española',
      },
      lineItems: [
        { y1: 12960, y2: 12960, descHas: 'TPV' },
        { y1: 5040, y2: 5040, descHas: 'reservas' },
        { y1: 1800, y2: 0, descHas: 'Formación' },
      ],
      discounts: [{ kind: 'amount', value: 1296, y1: true, y2: true, labelHas: 'TPV' }],
      totals: { y1: 22389.84, y2: 20211.84 },
      amounts: ['22,50 €', '35 €', '1.800 €'],
    },
    why: '48x22,50x12 = 12.960 (10% = 1.296 off each year) + 12x35x12 = 5.040 + 1.800 y1: y1 18.504 +21% = 22.389,84; y2 16.704 +21% = 20.211,84.',
  },
  {
    id: 'h20',
    lang: 'en',
    split: 'held',
    style: 'email reply superseding an earlier quoted email (old price in quote), GBP, VAT',
    notes: `Subject: RE: RE: Ashford Engineering - revised numbers

Deal desk — please use the revised numbers below, NOT the ones in my Tuesday email (quoted underneath).

Ashford Engineering Ltd (Leeds)
- CAD Vault: 30 users, was £48/user/month, now £44/user/month (revised)
- Review & markup add-on: 10 users at £15/user/month
- 2 years, billed annually, VAT 20%
- Signatory: Helen Ward, Operations Director

Thanks,
Chris

> From: Chris Doyle
> Sent: Tuesday, November 17, 2026 3:02 PM
> Subject: RE: Ashford Engineering - numbers
>
> CAD Vault 30 users at £48/user/month, review add-on 10 users at £15.`,
    expect: {
      fields: {
        custName: 'Ashford Engineering',
        custSigner: 'Helen Ward',
        custTitle: 'Operations Director',
        term: '2 years',
        billing: 'Annual',
        taxLabel: 'VAT',
        taxRate: 20,
        currency: 'GBP',
      },
      lineItems: [
        { y1: 15840, y2: 15840, descHas: 'Vault' },
        { y1: 1800, y2: 1800, descHas: 'Review' },
      ],
      discounts: [],
      totals: { y1: 21168, y2: 21168 },
      amounts: ['£48', '£44', '£15'],
      notPrices: ['£48'],
    },
    why: '30x44x12 = 15,840 + 10x15x12 = 1,800 = 17,640 +20% = 21,168 each year; £48 superseded.',
  },
  {
    id: 'h21',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner, order form, per-device price',
    notes: `order form: Bluefin Marine Supply, 260 handheld scanners, ScanOps license $12/device/mo, 12 months, monthly billing. sign: Tara Quinn, Warehouse Director.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Bluefin Marine Supply',
        custSigner: 'Tara Quinn',
        custTitle: 'Warehouse Director',
        term: '12 months',
        billing: 'Monthly',
      },
      lineItems: [{ y1: 37440, y2: 0, descHas: 'ScanOps' }],
      discounts: [],
      totals: { y1: 37440, y2: 0 },
      amounts: ['$12'],
    },
    why: '260 x 12 x 12 = 37,440.',
  },
  {
    id: 'h22',
    lang: 'es-419',
    split: 'tune',
    style: 'WhatsApp-style message with voseo (Argentina), USD pricing, current spend in ARS',
    notes: `Che, te paso lo de Estudio Contable Ferrari & Asociados para armar:
- 18 usuarios plan Profesional, USD 25 por usuario/mes
- módulo de facturación electrónica: USD 90 por mes, fijo
- onboarding único USD 600
Contrato 12 meses, se factura mensual en dólares. Firma Gustavo Ferrari, socio gerente. El presupuesto tiene que estar vigente hasta el 10/12.
Ojo que hoy le pagan ARS 450.000 por mes a su proveedor actual, eso es solo contexto, no va en la propuesta.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Ferrari & Asociados',
        custSigner: 'Gustavo Ferrari',
        custTitle: 'socio gerente',
        edition: 'Profesional',
        term: '12 meses',
        billing: 'Monthly',
        validUntil: '2026-12-10',
        currency: 'USD',
      },
      lineItems: [
        { y1: 5400, y2: 0, descHas: 'Profesional' },
        { y1: 1080, y2: 0, descHas: 'facturación' },
        { y1: 600, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 7080, y2: 0 },
      amounts: ['USD 25', 'USD 90', 'USD 600', 'ARS 450.000'],
      notPrices: ['ARS 450.000'],
    },
    why: '18x25x12 = 5,400 + 90x12 = 1,080 + 600 = 7,080; ARS 450.000 is current spend. 10/12 = 10 December.',
  },
  {
    id: 'h23',
    lang: 'en',
    split: 'tune',
    style: 'voice memo transcript with fillers, 36 months, uplift on one line, year-one-only discount',
    notes: `Voice memo transcript, 11/20 5:47pm:
So, uh, Orchard Valley Insurance Group, great meeting. They're going with the Enterprise edition for 400 members of staff, um, so 400 users at $22 a user a month. Three year term, 36 months. On the user licences there's a 3% uplift in year two and year three, they were fine with that. Plus, what else, the fraud analytics module, that's a flat $15,000 a year, no uplift on that one. And, uh, they wanted a signing incentive so I gave them 8% off the first year only, on the whole thing. Billing annual. Signer is, uh, Denise Whitaker, Chief Operating Officer. Oh, and the proposal needs to be valid through the end of the year. OK that's it.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Orchard Valley Insurance',
        custSigner: 'Denise Whitaker',
        custTitle: 'Chief Operating Officer',
        edition: 'Enterprise',
        term: '36 months',
        billing: 'Annual',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 105600, y2: 108768, descHas: 'Enterprise' },
        { y1: 15000, y2: 15000, descHas: 'fraud' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 110952, y2: 123768 },
      amounts: ['$22', '$15,000'],
    },
    why: 'y1 400x22x12 = 105,600 + 15,000 = 120,600, -8% = 110,952; y2 105,600x1.03 = 108,768 + 15,000 = 123,768.',
  },
  {
    id: 'h24',
    lang: 'en',
    split: 'held',
    style: 'CRM record paste, pipe-separated, EUR in English, budget and competitor fields, VAT',
    notes: `Account Name | Van Dijk Horticulture B.V.
Region | Netherlands
Contact | Pieter van Dijk | CEO | p.vandijk@vandijkhorti.nl
Budget (stated) | €25,000
Competitor | GreenOps — quoted €19,500/yr
Products | Greenhouse Climate Monitoring, 12 greenhouses @ €95/greenhouse/month; Yield Forecasting €4,800/yr
Services | Sensor calibration, one-time €1,200
Term | 24 months
Billing | Annual
Tax | VAT 21%
Next step | send proposal, valid 14 days`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Van Dijk Horticulture',
        custSigner: 'Pieter van Dijk',
        custTitle: 'CEO',
        custEmail: 'p.vandijk@vandijkhorti.nl',
        region: 'Netherlands',
        term: '24 months',
        billing: 'Annual',
        taxLabel: 'VAT',
        taxRate: 21,
        validUntil: '2026-12-05',
        currency: 'EUR',
      },
      lineItems: [
        { y1: 13680, y2: 13680, descHas: 'Climate' },
        { y1: 4800, y2: 4800, descHas: 'Yield' },
        { y1: 1200, y2: 0, descHas: 'calibration' },
      ],
      discounts: [],
      totals: { y1: 23812.8, y2: 22360.8 },
      amounts: ['€25,000', '€19,500', '€95', '€4,800', '€1,200'],
      notPrices: ['€25,000', '€19,500'],
    },
    why: 'y1 12x95x12 = 13,680 + 4,800 + 1,200 = 19,680 +21% = 23,812.80; y2 18,480 +21% = 22,360.80; valid 14 days = 2026-12-05.',
  },
  {
    id: 'h25',
    lang: 'es-ES',
    split: 'tune',
    style: 'quick notes without accents, per-student per-quarter pricing, tax exempt',
    notes: `reunion con Colegio Montesol (Madrid) - apuntes rapidos
- plataforma educativa: 640 alumnos x 9 €/alumno/trimestre
- app familias: 180 €/trimestre tarifa plana
- formacion profes (unica vez): 900 €
- plazo 12 meses, facturacion trimestral
- firma: Begoña Arrieta, directora (direccion@colegiomontesol.es)
- ojo: exentos de IVA (enseñanza reglada), no poner impuestos`,
    expect: {
      fields: {
        custName: 'Colegio Montesol',
        custSigner: 'Begoña Arrieta',
        custTitle: 'directora',
        custEmail: 'direccion@colegiomontesol.es',
        term: '12 meses',
        billing: 'Quarterly',
        currency: 'EUR',
      },
      lineItems: [
        { y1: 23040, y2: 0, descHas: 'plataforma' },
        { y1: 720, y2: 0, descHas: 'familias' },
        { y1: 900, y2: 0, descHas: 'formacion' },
      ],
      discounts: [],
      totals: { y1: 24660, y2: 0 },
      amounts: ['9 €', '180 €', '900 €'],
    },
    why: '640x9x4 = 23,040 + 180x4 = 720 + 900 = 24,660; VAT exempt.',
  },
  {
    id: 'h26',
    lang: 'en',
    split: 'tune',
    style: 'short email to deal desk with rep signature, agreement, uplift on recurring, rep countersigns',
    notes: `Hi DD,

Please draft an agreement for Silverline Aviation Services:
 - Maintenance tracking platform, 3 hangars, $1,450/hangar/month
 - Parts compliance module, $6,500/year
 - Implementation, $9,800 one-time

3-year agreement (36 months), invoiced annually, 4% uplift in years 2 and 3 on all recurring fees. Their signer: Capt. Robert Hale, Director of Maintenance (rhale@silverlineaviation.com). I'll countersign for us.

Best,
Natalie Brooks
VP Sales, North America`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Silverline Aviation',
        custSigner: 'Robert Hale',
        custTitle: 'Director of Maintenance',
        custEmail: 'rhale@silverlineaviation.com',
        lucSigner: 'Natalie Brooks',
        lucTitle: 'VP Sales',
        term: '36 months',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 52200, y2: 54288, descHas: 'Maintenance' },
        { y1: 6500, y2: 6760, descHas: 'Parts' },
        { y1: 9800, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 68500, y2: 61048 },
      amounts: ['$1,450', '$6,500', '$9,800'],
    },
    why: 'y1 3x1,450x12 = 52,200 + 6,500 + 9,800 = 68,500; y2 52,200x1.04 = 54,288 + 6,760 = 61,048.',
  },
  {
    id: 'h27',
    lang: 'en',
    split: 'held',
    style: 'Slack channel thread with manager approval, EUR, whole-deal discount, reverse charge (no VAT)',
    notes: `#deals-emea
Oliver Grant  2:03 PM
Fjordline Seafood AS (Bergen) wants to move. 75 seats of Quality Suite at €52/seat/month + the audit trail add-on for the same 75 seats at €8/seat/month. 12 months.
Sarah Kowalski  2:05 PM
discount ask?
Oliver Grant  2:06 PM
they asked for 20%, I'd like to give 12%
Sarah Kowalski  2:10 PM
approved: 12% on the whole deal, not a point more
Oliver Grant  2:16 PM
👍 billing quarterly, signer is Ingrid Solberg, Head of QA. No VAT on our invoice (reverse charge).`,
    expect: {
      fields: {
        custName: 'Fjordline Seafood',
        custSigner: 'Ingrid Solberg',
        custTitle: 'Head of QA',
        term: '12 months',
        billing: 'Quarterly',
        currency: 'EUR',
      },
      lineItems: [
        { y1: 46800, y2: 0, descHas: 'Quality' },
        { y1: 7200, y2: 0, descHas: 'audit' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: false }],
      totals: { y1: 47520, y2: 0 },
      amounts: ['€52', '€8'],
    },
    why: '75x52x12 = 46,800 + 75x8x12 = 7,200 = 54,000, -12% (the approved figure, not the 20% asked) = 47,520.',
  },
  {
    id: 'h28',
    lang: 'es-419',
    split: 'held',
    style: 'formal email (Peru), soles, IGV, 24 months, start date',
    notes: `Estimado equipo:

Favor de preparar la propuesta para Agroexportadora Santa Rosa S.A.C. (Ica):

• Sistema de trazabilidad de campo: 12 fundos a S/ 850 por fundo al mes
• Lectores RFID (alquiler): 40 equipos a S/ 35 por equipo al mes
• Instalación y capacitación (pago único): S/ 7,500

Plazo: 24 meses. Facturación trimestral. Todos los precios más IGV (18%).
Firmante: Ing. Rodrigo Paredes Villanueva, Gerente de Operaciones
Correo: rparedes@santarosa.com.pe
Inicio previsto: 1 de febrero de 2027.

Saludos cordiales,
Milagros Quispe
Ejecutiva de Cuentas – Lima`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Agroexportadora Santa Rosa',
        custSigner: 'Rodrigo Paredes',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'rparedes@santarosa.com.pe',
        term: '24 meses',
        billing: 'Quarterly',
        taxLabel: 'IGV',
        taxRate: 18,
        startDate: '2027-02-01',
        currency: 'PEN',
      },
      lineItems: [
        { y1: 122400, y2: 122400, descHas: 'trazabilidad' },
        { y1: 16800, y2: 16800, descHas: 'RFID' },
        { y1: 7500, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 173106, y2: 164256 },
      amounts: ['S/ 850', 'S/ 35', 'S/ 7,500'],
    },
    why: 'y1 12x850x12 = 122,400 + 40x35x12 = 16,800 + 7,500 = 146,700 +18% = 173,106; y2 139,200 +18% = 164,256.',
  },
  {
    id: 'h29',
    lang: 'en',
    split: 'tune',
    style: 'typo-heavy bullet notes, 24 months, no tax',
    notes: `mtg w/ Kestrel Labs - biotech, ~60 ppl
- want LIMS Connect for 45 usres @ $85/usr/mo
- plus instrument integratoin pkg $7,200 one time
- they also need 2 addl sandbox enviroments @ $400/mo each
- term 24 mo, billd annualy
- signr: Dr. Maya Chen, VP R&D, mchen@kestrellabs.bio
- no tax (their tax team says exempt, cert on file)`,
    expect: {
      fields: {
        custName: 'Kestrel Labs',
        custSigner: 'Maya Chen',
        custTitle: 'VP R&D',
        custEmail: 'mchen@kestrellabs.bio',
        term: '24 mo',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 45900, y2: 45900, descHas: 'LIMS' },
        { y1: 7200, y2: 0, descHas: 'instrument' },
        { y1: 9600, y2: 9600, descHas: 'sandbox' },
      ],
      discounts: [],
      totals: { y1: 62700, y2: 55500 },
      amounts: ['$85', '$7,200', '$400'],
    },
    why: 'y1 45x85x12 = 45,900 + 7,200 + 2x400x12 = 9,600 = 62,700; y2 55,500.',
  },
  {
    id: 'h30',
    lang: 'en',
    split: 'tune',
    style: 'Markdown headings and bullets, per-quarter line, fixed loyalty credit, fractional sales tax rate',
    notes: `# Hudson & Pike Architects — proposal notes

## People
- Signer: Nina Alvarez, Principal (nina@hudsonpike.com)
- Billing contact: AP dept
- Our signer: Daniel Reeve, Account Director

## Scope
- BIM collaboration seats: 28 x $65 / seat / month
- Plotter fleet monitoring: 4 plotters x $30 / plotter / month
- Cloud render credits: $2,000 / quarter

## Terms
- 12 months from Dec 1, 2026, billed monthly
- NYC sales tax 8.875%
- $750 off as a one-time loyalty credit`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Hudson & Pike',
        custSigner: 'Nina Alvarez',
        custTitle: 'Principal',
        custEmail: 'nina@hudsonpike.com',
        lucSigner: 'Daniel Reeve',
        lucTitle: 'Account Director',
        term: '12 months',
        billing: 'Monthly',
        startDate: '2026-12-01',
        taxLabel: 'sales tax',
        taxRate: 8.875,
        currency: 'USD',
      },
      lineItems: [
        { y1: 21840, y2: 0, descHas: 'BIM' },
        { y1: 1440, y2: 0, descHas: 'Plotter' },
        { y1: 8000, y2: 0, descHas: 'render' },
      ],
      discounts: [{ kind: 'amount', value: 750, y1: true, y2: false }],
      totals: { y1: 33239.54, y2: 0 },
      amounts: ['$65', '$30', '$2,000', '$750'],
    },
    why: '28x65x12 = 21,840 + 4x30x12 = 1,440 + 2,000x4 = 8,000 = 31,280 - 750 = 30,530; +8.875% = 33,239.54.',
  },
  {
    id: 'h31',
    lang: 'es-ES',
    split: 'held',
    style: 'WhatsApp chat paste with self-correction ("no, perdón"), list price vs agreed price, IVA',
    notes: `[19/11/2026, 18:32] Raúl: Lo de Bodegas Irati, apunta
[19/11/2026, 18:32] Raúl: 15 usuarios del ERP a 60 € usuario/mes
[19/11/2026, 18:33] Raúl: no, perdón, 60 era la tarifa de lista, les dejé 55 €
[19/11/2026, 18:33] Raúl: módulo de trazabilidad de barricas 1.200 € al año
[19/11/2026, 18:34] Raúl: migración de datos 2.500 €, pago único
[19/11/2026, 18:35] Raúl: 12 meses, pago anual, + IVA 21%
[19/11/2026, 18:36] Raúl: firma Maite Goñi, directora general`,
    expect: {
      fields: {
        custName: 'Bodegas Irati',
        custSigner: 'Maite Goñi',
        custTitle: 'directora general',
        term: '12 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
        currency: 'EUR',
      },
      lineItems: [
        { y1: 9900, y2: 0, descHas: 'ERP' },
        { y1: 1200, y2: 0, descHas: 'barricas' },
        { y1: 2500, y2: 0, descHas: 'migración' },
      ],
      discounts: [],
      totals: { y1: 16456, y2: 0 },
      amounts: ['60 €', '55 €', '1.200 €', '2.500 €'],
      notPrices: ['60 €'],
    },
    why: '15x55x12 = 9.900 (60 € corrected to 55 €) + 1.200 + 2.500 = 13.600; IVA 21% 2.856 → 16.456.',
  },
  {
    id: 'h32',
    lang: 'en',
    split: 'held',
    style: 'forwarded customer confirmation email with signature, ZAR, deposit that is not a price, VAT',
    notes: `FYI below — can you turn this into an order form? Customer already agreed. Thabo signs for them.

-----Original Message-----
From: Thabo Nkosi <t.nkosi@protearetail.co.za>
To: Jess Porter
Subject: Confirmation

Hi Jess,

Confirming we'll proceed as discussed:
- POS Cloud for 32 stores at ZAR 1,150 per store per month
- Loyalty engine at ZAR 9,000 per month, flat
- Rollout services ZAR 48,000 once-off

24 month term, monthly invoicing. We will pay a deposit of ZAR 20,000 on signature, to be offset against the rollout invoice. Prices excl. VAT (15%).

Regards,
Thabo Nkosi
Chief Information Officer
Protea Retail (Pty) Ltd
Cape Town`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Protea Retail',
        custSigner: 'Thabo Nkosi',
        custTitle: 'Chief Information Officer',
        custEmail: 't.nkosi@protearetail.co.za',
        term: '24 month',
        billing: 'Monthly',
        taxLabel: 'VAT',
        taxRate: 15,
        currency: 'ZAR',
      },
      lineItems: [
        { y1: 441600, y2: 441600, descHas: 'POS' },
        { y1: 108000, y2: 108000, descHas: 'Loyalty' },
        { y1: 48000, y2: 0, descHas: 'Rollout' },
      ],
      discounts: [],
      totals: { y1: 687240, y2: 632040 },
      amounts: ['ZAR 1,150', 'ZAR 9,000', 'ZAR 48,000', 'ZAR 20,000'],
      notPrices: ['ZAR 20,000'],
    },
    why: 'y1 32x1,150x12 = 441,600 + 9,000x12 = 108,000 + 48,000 = 597,600 +15% = 687,240; y2 549,600 +15% = 632,040. Deposit is a payment, not a price or discount.',
  },
  {
    id: 'h33',
    lang: 'en',
    split: 'held',
    style: 'numbered meeting minutes, INR with lakh grouping, GST, advance payment mention',
    notes: `MINUTES — Sahyadri Agro Foods Pvt Ltd / our team
Date: 20 Nov 2026, Pune
Attendees: R. Kulkarni (CFO, Sahyadri), A. Deshpande (IT Head, Sahyadri), Vikram (us)

1. Scope agreed: Supply Chain Planner for 25 users @ INR 2,400/user/month; Demand Sensing add-on @ INR 1,80,000/year.
2. Implementation: INR 3,50,000 one-time, 50% payable as advance on signing.
3. Term 12 months, billed quarterly. GST 18% extra.
4. Signatory: Rajesh Kulkarni, CFO.
5. Action: Vikram to send proposal valid till 15 Dec 2026.`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'Sahyadri Agro Foods',
        custSigner: 'Rajesh Kulkarni',
        custTitle: 'CFO',
        term: '12 months',
        billing: 'Quarterly',
        taxLabel: 'GST',
        taxRate: 18,
        validUntil: '2026-12-15',
        currency: 'INR',
      },
      lineItems: [
        { y1: 720000, y2: 0, descHas: 'Supply Chain' },
        { y1: 180000, y2: 0, descHas: 'Demand' },
        { y1: 350000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 1475000, y2: 0 },
      amounts: ['INR 2,400', 'INR 1,80,000', 'INR 3,50,000'],
    },
    why: '25x2,400x12 = 7,20,000 + 1,80,000 + 3,50,000 = 12,50,000; GST 18% 2,25,000 → 14,75,000 (1,475,000).',
  },
  {
    id: 'h34',
    lang: 'es-419',
    split: 'tune',
    style: 'formal email (Mexico) with lettered items, MXN, year-two price, scoped discount on implementation, IVA',
    notes: `Asunto: Datos para propuesta – Hospital San Ángel

Hola Dani,

Ya quedó la negociación con Hospital San Ángel (CDMX). Te paso todo:

Cliente: Operadora Hospitalaria San Ángel, S.A. de C.V.
Firma: Dr. Ernesto Villaseñor, Director General (evillasenor@hsanangel.mx)
Por nuestra parte firma: Claudia Reyes, Directora Comercial

Partidas:
a) Expediente clínico electrónico: 90 usuarios a MXN 1,500 por usuario al mes
b) Interfaz con laboratorio: MXN 12,000 mensuales
c) Implementación y migración: MXN 240,000, pago único

Le dimos 15% de descuento en la implementación.
Vigencia del contrato: 2 años, facturación mensual. El segundo año el usuario sube a MXN 1,600 al mes.
Precios más IVA 16%.

Saludos,
Jorge`,
    expect: {
      fields: {
        docType: 'proposal',
        custName: 'San Ángel',
        custSigner: 'Ernesto Villaseñor',
        custTitle: 'Director General',
        custEmail: 'evillasenor@hsanangel.mx',
        lucSigner: 'Claudia Reyes',
        lucTitle: 'Directora Comercial',
        term: '2 años',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 16,
        currency: 'MXN',
      },
      lineItems: [
        { y1: 1620000, y2: 1728000, descHas: 'Expediente' },
        { y1: 144000, y2: 144000, descHas: 'laboratorio' },
        { y1: 240000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'amount', value: 36000, y1: true, y2: false, labelHas: 'implementación' }],
      totals: { y1: 2282880, y2: 2171520 },
      amounts: ['MXN 1,500', 'MXN 12,000', 'MXN 240,000', 'MXN 1,600'],
    },
    why: 'y1 90x1,500x12 = 1,620,000 + 144,000 + 240,000 - 15% of 240,000 (36,000) = 1,968,000 +16% = 2,282,880; y2 90x1,600x12 = 1,728,000 + 144,000 = 1,872,000 +16% = 2,171,520.',
  },
  {
    id: 'h35',
    lang: 'en',
    split: 'held',
    style: 'quote-builder paste, tab-separated SKU table, SGD, whole-deal discount both years, GST',
    notes: `Pasted from quote builder (draft v3):

Customer\tStraits Harbour Logistics Pte Ltd
Signer\tMr. Daniel Tan, Head of Procurement, daniel.tan@straitsharbour.sg
Currency\tSGD
Term\t24 months
Billing\tAnnual

SKU\tDescription\tQty\tUnit price\tPer
YRD-01\tYard Management Licence\t40\tSGD 55\tuser / month
GTE-02\tGate Automation Module\t2\tSGD 8,400\tgate / year
PRO-09\tProfessional services (fixed fee)\t1\tSGD 12,500\tone-time

Discount: 7% on everything, year 1 and year 2
GST 9% on top`,
    expect: {
      fields: {
        custName: 'Straits Harbour Logistics',
        custSigner: 'Daniel Tan',
        custTitle: 'Head of Procurement',
        custEmail: 'daniel.tan@straitsharbour.sg',
        term: '24 months',
        billing: 'Annual',
        taxLabel: 'GST',
        taxRate: 9,
        currency: 'SGD',
      },
      lineItems: [
        { y1: 26400, y2: 26400, descHas: 'Yard' },
        { y1: 16800, y2: 16800, descHas: 'Gate' },
        { y1: 12500, y2: 0, descHas: 'Professional' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: true }],
      totals: { y1: 56463.09, y2: 43791.84 },
      amounts: ['SGD 55', 'SGD 8,400', 'SGD 12,500'],
    },
    why: 'y1 40x55x12 = 26,400 + 2x8,400 = 16,800 + 12,500 = 55,700, -7% = 51,801, +9% = 56,463.09; y2 43,200, -7% = 40,176, +9% = 43,791.84.',
  },
  {
    id: 'h36',
    lang: 'en',
    split: 'tune',
    style: 'Teams message, per-quarter pricing, count grows in year two',
    notes: `Kim Nguyen — Yesterday 3:31 PM
Deal desk pls: Alder Creek Hospice. Care coordination app, $540 per team per quarter, 9 teams in year 1 growing to 12 teams in year 2. 2-year deal (24 months), billed quarterly. Also a one-time HIPAA config workshop, $2,250. Signer: Loretta James, Executive Director.`,
    expect: {
      fields: {
        custName: 'Alder Creek Hospice',
        custSigner: 'Loretta James',
        custTitle: 'Executive Director',
        term: '24 months',
        billing: 'Quarterly',
      },
      lineItems: [
        { y1: 19440, y2: 25920, descHas: 'Care' },
        { y1: 2250, y2: 0, descHas: 'workshop' },
      ],
      discounts: [],
      totals: { y1: 21690, y2: 25920 },
      amounts: ['$540', '$2,250'],
    },
    why: 'y1 9x540x4 = 19,440 + 2,250 = 21,690; y2 12x540x4 = 25,920.',
  },
  {
    id: 'h37',
    lang: 'es-ES',
    split: 'held',
    style: 'long rambling email, competitor price and budget, scoped discount that differs by year, IVA',
    notes: `Hola, Lucía:

Te cuento cómo fue lo de Transportes Hermanos Castell, que fue largo. Al principio estaban muy centrados en el precio porque la competencia les ha ofrecido 14 € por vehículo y mes, y nos dijeron que su presupuesto total para esto ronda los 30.000 € al año. Al final les convenció el módulo de tacógrafo y que tenemos técnicos en Lleida.

Queda así:
– Gestión de flota: 120 vehículos a 16 € por vehículo y mes.
– Descarga remota de tacógrafo: 120 vehículos a 5 € por vehículo y mes.
– Alta e instalación: 3.600 €, una sola vez.

Contrato de 24 meses con facturación mensual. Para cerrar les hemos dado un 20 % de descuento en la gestión de flota el primer año y un 10 % el segundo. IVA 21 %.

Firmaría Josep Castell, consejero delegado. Quieren arrancar el 1 de enero.

Un abrazo,
Marc`,
    expect: {
      fields: {
        custName: 'Hermanos Castell',
        custSigner: 'Josep Castell',
        custTitle: 'consejero delegado',
        term: '24 meses',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 21,
        startDate: '2027-01-01',
        currency: 'EUR',
      },
      lineItems: [
        { y1: 23040, y2: 23040, descHas: 'flota' },
        { y1: 7200, y2: 7200, descHas: 'tacógrafo' },
        { y1: 3600, y2: 0, descHas: 'instalación' },
      ],
      discounts: [
        { kind: 'amount', value: 4608, y1: true, y2: false, labelHas: 'flota' },
        { kind: 'amount', value: 2304, y1: false, y2: true, labelHas: 'flota' },
      ],
      totals: { y1: 35370.72, y2: 33802.56 },
      amounts: ['14 €', '30.000 €', '16 €', '5 €', '3.600 €'],
      notPrices: ['14 €', '30.000 €'],
    },
    why: 'flota 120x16x12 = 23.040, tacógrafo 120x5x12 = 7.200, alta 3.600; y1 33.840 - 20% of 23.040 (4.608) = 29.232 +21% = 35.370,72; y2 30.240 - 2.304 = 27.936 +21% = 33.802,56.',
  },
  {
    id: 'h38',
    lang: 'en',
    split: 'held',
    style: 'sticky-note fragments, per-school annual price, flat 3 years, current supplier price, relative validity',
    notes: `>> Riverside Academy Trust
- 7 schools, Safeguarding Hub £1,150 per school per year
- 3 yr deal (36 months), invoiced annually, flat pricing all 3 yrs
- signer: Mrs Joanne Pike, CEO of the Trust — jpike@riversidetrust.org.uk
- they're on £1,400/school with current supplier → saving story!
- quote valid 60 days`,
    expect: {
      fields: {
        custName: 'Riverside Academy Trust',
        custSigner: 'Joanne Pike',
        custTitle: 'CEO',
        custEmail: 'jpike@riversidetrust.org.uk',
        term: '36 months',
        billing: 'Annual',
        validUntil: '2027-01-20',
        currency: 'GBP',
      },
      lineItems: [{ y1: 8050, y2: 8050, descHas: 'Safeguarding' }],
      discounts: [],
      totals: { y1: 8050, y2: 8050 },
      amounts: ['£1,150', '£1,400'],
      notPrices: ['£1,400'],
    },
    why: '7 x 1,150 = 8,050 each year; £1,400 is the incumbent price; 60 days from 2026-11-21 = 2027-01-20.',
  },
  {
    id: 'h39',
    lang: 'es-419',
    split: 'held',
    style: 'one-paragraph terse note (Colombia), USD with dot thousands, tax exempt',
    notes: `Clínica del Norte IPS (Barranquilla): telemedicina para 25 médicos a USD 48 por médico al mes + integración con la historia clínica USD 1.200 pago único. 12 meses, facturación trimestral. Firma Dra. Luz Marina Ospina, Directora Científica. Sin IVA por ser servicio de salud.`,
    expect: {
      fields: {
        custName: 'Clínica del Norte',
        custSigner: 'Luz Marina Ospina',
        custTitle: 'Directora Científica',
        term: '12 meses',
        billing: 'Quarterly',
        currency: 'USD',
      },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'telemedicina' },
        { y1: 1200, y2: 0, descHas: 'integración' },
      ],
      discounts: [],
      totals: { y1: 15600, y2: 0 },
      amounts: ['USD 48', 'USD 1.200'],
    },
    why: '25x48x12 = 14,400 + 1,200 = 15,600; no IVA.',
  },
  {
    id: 'h40',
    lang: 'es-419',
    split: 'tune',
    style: 'Markdown table with bold header lines (Chile), CLP, one-time package line, fixed discount, IVA',
    notes: `**Oportunidad:** Constructora Andes Sur SpA – renovación
**Contacto / firma:** Tomás Valdivia, Gerente de Proyectos (tvaldivia@andessur.cl)

| Ítem | Cantidad | Precio unitario | Periodicidad |
|---|---|---|---|
| Licencia control de obras | 30 usuarios | $42.000 | mensual |
| Módulo de integración BIM | 1 | $1.800.000 | anual |
| Visitas de soporte en terreno | 4 visitas | $150.000 | única vez |

- Moneda: CLP
- Plazo: 12 meses, facturación anual
- Descuento fijo de $500.000 por renovación anticipada
- Valores + IVA 19%
- Cotización válida hasta el 30 de noviembre`,
    expect: {
      fields: {
        custName: 'Constructora Andes Sur',
        custSigner: 'Tomás Valdivia',
        custTitle: 'Gerente de Proyectos',
        custEmail: 'tvaldivia@andessur.cl',
        term: '12 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 19,
        validUntil: '2026-11-30',
        currency: 'CLP',
      },
      lineItems: [
        { y1: 15120000, y2: 0, descHas: 'control de obras' },
        { y1: 1800000, y2: 0, descHas: 'BIM' },
        { y1: 600000, y2: 0, descHas: 'Visitas' },
      ],
      discounts: [{ kind: 'amount', value: 500000, y1: true, y2: false }],
      totals: { y1: 20253800, y2: 0 },
      amounts: ['$42.000', '$1.800.000', '$150.000', '$500.000'],
    },
    why: '30x42.000x12 = 15.120.000 + 1.800.000 + 4x150.000 = 600.000 = 17.520.000 - 500.000 = 17.020.000; IVA 19% 3.233.800 → 20.253.800.',
  },
];
