/**
 * Blind corpus 5: 50 sales-rep notes for POST /proposals.
 *
 * Written blind from the product contract (SPEC.md) only; no parser source, tests or benchmarks were read.
 * Every expectation below was computed by hand (and the sums re-checked with node) before any parser ran on it.
 * Notes are treated as drafted on 2026-11-21 (relative dates such as "valid 30 days" resolve from that day).
 * The tune/held split is fixed by sha1(id): first hex digit 0-7 = 'tune', 8-f = 'held'.
 */
import type { BlindNote } from './corpus-blind';

export const BLIND_NOTES_5: BlindNote[] = [
  {
    id: 'f01',
    lang: 'en',
    split: 'tune',
    style: 'terse one-liner, US date',
    notes: `Halvorsen Freight: 120 Pro seats @ $45/u/mo, billed annually, 12 months. Onboarding $3,500 one time. Quote good till 12/15.`,
    expect: {
      fields: { custName: 'Halvorsen Freight', edition: 'Pro', billing: 'Annual', term: '12 months', validUntil: '2026-12-15' },
      lineItems: [
        { y1: 64800, y2: 0, descHas: 'Pro' },
        { y1: 3500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 68300, y2: 0 },
      amounts: ['$45', '$3,500'],
    },
    why: '120*45*12=64800; +3500 = 68300; one year so y2 0.',
  },
  {
    id: 'f02',
    lang: 'en',
    split: 'tune',
    style: 'bullets, 24 months, year-2 price step, contact line',
    notes: `Brightwater Dental Group — renewal + expansion
- Term: 24 months, invoiced quarterly
- Scheduler Plus: 85 users at $18 per user per month in yr 1, $20 in yr 2
- SMS reminders add-on: $250/mo flat
- Data migration: $4,200 (one-time)
- Contact: Priya Raman, Ops Director, priya.raman@brightwaterdental.com`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        custSigner: 'Priya Raman',
        custTitle: 'Ops Director',
        custEmail: 'priya.raman@brightwaterdental.com',
        billing: 'Quarterly',
        term: '24 months',
      },
      lineItems: [
        { y1: 18360, y2: 20400, descHas: 'Scheduler' },
        { y1: 3000, y2: 3000, descHas: 'SMS' },
        { y1: 4200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 25560, y2: 23400 },
      amounts: ['$18', '$20', '$250', '$4,200'],
    },
    why: 'Y1: 85*18*12=18360 + 250*12=3000 + 4200 = 25560. Y2: 85*20*12=20400 + 3000 = 23400.',
  },
  {
    id: 'f03',
    lang: 'en',
    split: 'held',
    style: 'rep notes on top of a forwarded customer email with signature; budget not a price',
    notes: `My notes: quote Corvane 40 Enterprise licences at $95/user/month and Premium Support at $6,000/yr. 12 months, annual invoice. 10% off the whole thing since they're signing before Dec 31.

---------- Forwarded message ---------
From: Dana Whitfield <dana.whitfield@corvane.io>
Subject: Re: pricing for Corvane

Hi Marcus,

Thanks for the call. As mentioned, our budget for this is around $60,000 for the year, so please keep us in that range. We'd like the Enterprise licences and the premium support package.

Best,
Dana Whitfield
VP Engineering, Corvane
+1 (415) 555-0182`,
    expect: {
      fields: {
        custName: 'Corvane',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Engineering',
        custEmail: 'dana.whitfield@corvane.io',
        edition: 'Enterprise',
        support: 'Premium',
        billing: 'Annual',
        term: '12 months',
      },
      lineItems: [
        { y1: 45600, y2: 0, descHas: 'Enterprise' },
        { y1: 6000, y2: 0, descHas: 'Support' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 46440, y2: 0 },
      amounts: ['$95', '$6,000', '$60,000'],
      notPrices: ['$60,000'],
    },
    why: '40*95*12=45600 + 6000 = 51600; -10% (5160) = 46440. $60,000 is the customer budget.',
  },
  {
    id: 'f04',
    lang: 'es-419',
    split: 'held',
    style: 'Slack thread, two people, MXN with IVA',
    notes: `[10:02] Lucía Ortega: ¿ya tienes los números para Grupo Tamaulipeco de Logística?
[10:04] Andrés Villa: sí. 60 licencias Profesional a $420 MXN por usuario al mes
[10:04] Andrés Villa: más implementación de $38,000 MXN, pago único
[10:05] Lucía Ortega: ¿contrato?
[10:05] Andrés Villa: 12 meses, facturación mensual, más IVA 16%
[10:06] Lucía Ortega: perfecto, mándalo`,
    expect: {
      fields: {
        custName: 'Tamaulipeco',
        edition: 'Profesional',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 302400, y2: 0, descHas: 'Profesional' },
        { y1: 38000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 394864, y2: 0 },
      amounts: ['$420 MXN', '$38,000 MXN'],
    },
    why: '60*420*12=302400 + 38000 = 340400; IVA 16% = 54464; total 394864.',
  },
  {
    id: 'f05',
    lang: 'en',
    split: 'tune',
    style: 'CRM field dump with pipes, 24 months, year-2 uplift %',
    notes: `Opportunity: Keystone Ridge Credit Union - Platform Renewal | Stage: Proposal | Owner: T. Nguyen | Close Date: 2026-12-18 | Prob: 70%
Products: Core Platform (Standard) x 1 site license $28,000/yr; Audit Log Retention add-on $3,600/yr | Term: 24 months | Billing: Annual | Y2 uplift: 5% on all recurring | Next step: send proposal`,
    expect: {
      fields: { custName: 'Keystone Ridge', edition: 'Standard', term: '24 months', billing: 'Annual' },
      lineItems: [
        { y1: 28000, y2: 29400, descHas: 'Core' },
        { y1: 3600, y2: 3780, descHas: 'Audit' },
      ],
      discounts: [],
      totals: { y1: 31600, y2: 33180 },
      amounts: ['$28,000', '$3,600'],
    },
    why: 'Y1 28000+3600 = 31600. Y2 +5%: 29400+3780 = 33180.',
  },
  {
    id: 'f06',
    lang: 'es-ES',
    split: 'tune',
    style: 'internal email with greeting and sign-off, es-ES number format, IVA',
    notes: `Hola Marta,

Te paso lo que hablamos con Ferretería Gómez Hermanos S.L.:

- 25 puestos de la edición Business a 32,50 € por usuario y mes
- Formación para el equipo: 1.800,00 € (pago único)
- Contrato de 12 meses con facturación trimestral
- Los precios no incluyen IVA (21 %)

Oferta válida hasta el 31/12/2026.

Un saludo,
Jorge`,
    expect: {
      fields: {
        custName: 'Gómez Hermanos',
        edition: 'Business',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12 meses',
        validUntil: '2026-12-31',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 9750, y2: 0, descHas: 'Business' },
        { y1: 1800, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 13975.5, y2: 0 },
      amounts: ['32,50 €', '1.800,00 €'],
    },
    why: '25*32.50*12=9750 + 1800 = 11550; IVA 21% = 2425.50; total 13975.50.',
  },
  {
    id: 'f07',
    lang: 'en',
    split: 'tune',
    style: 'dictation with filler words, quantity in words, ticket number',
    notes: `Ostrander Labs call notes (dictated):
um so they're looking at, uh, two hundred seats on the Growth plan, and they want the SSO pack too. They're, you know, not happy with their current tool's reporting.
So: Growth, two hundred seats at $32 per seat per month. SSO pack is $4,800 a year. 12 months, annual billing. Ticket #4512 has their security questionnaire.`,
    expect: {
      fields: { custName: 'Ostrander Labs', edition: 'Growth', billing: 'Annual', term: '12 months' },
      lineItems: [
        { y1: 76800, y2: 0, descHas: 'Growth' },
        { y1: 4800, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 81600, y2: 0 },
      amounts: ['$32', '$4,800'],
    },
    why: '200*32*12=76800 + 4800 = 81600. #4512 is a ticket, not money.',
  },
  {
    id: 'f08',
    lang: 'en',
    split: 'tune',
    style: 'pipe table, GBP, 24 months, VAT, relative validity',
    notes: `Quote draft – Mirelle Cosmetics (UK)
| Item | Qty | Unit price | Period |
|---|---|---|---|
| Retail Analytics – Enterprise | 14 stores | £210 | per store / month |
| Data connector (Shopify) | 1 | £1,500 | per year |
| Implementation | 1 | £7,250 | one-off |
Term 24 months, billed annually. VAT 20% on top. Valid 30 days.`,
    expect: {
      fields: {
        custName: 'Mirelle Cosmetics',
        edition: 'Enterprise',
        currency: 'GBP',
        term: '24 months',
        billing: 'Annual',
        taxLabel: 'VAT',
        taxRate: 20,
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 35280, y2: 35280, descHas: 'Analytics' },
        { y1: 1500, y2: 1500, descHas: 'connector' },
        { y1: 7250, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 52836, y2: 44136 },
      amounts: ['£210', '£1,500', '£7,250'],
    },
    why: 'Y1: 14*210*12=35280 + 1500 + 7250 = 44030; VAT 20% 8806 -> 52836. Y2: 36780 * 1.2 = 44136.',
  },
  {
    id: 'f09',
    lang: 'es-419',
    split: 'held',
    style: 'structured notes, COP with dot thousands, competitor price',
    notes: `Cliente: Inversiones Cafeteras del Quindío
Contacto: Natalia Restrepo (Gerente Administrativa) – nrestrepo@icquindio.co
Propuesta:
1. Plan Estándar, 35 usuarios x COP 95.000 mensuales c/u
2. Capacitación virtual: COP 2.500.000 (única vez)
Vigencia del contrato: 12 meses, facturación anual. La competencia les ofreció COP 80.000 por usuario, pero sin soporte en español.
IVA 19% aparte.`,
    expect: {
      fields: {
        custName: 'Cafeteras del Quindío',
        custSigner: 'Natalia Restrepo',
        custTitle: 'Gerente Administrativa',
        custEmail: 'nrestrepo@icquindio.co',
        edition: 'Estándar',
        currency: 'COP',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 39900000, y2: 0, descHas: 'Estándar' },
        { y1: 2500000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 50456000, y2: 0 },
      amounts: ['COP 95.000', 'COP 2.500.000', 'COP 80.000'],
      notPrices: ['COP 80.000'],
    },
    why: '35*95000*12=39900000 + 2500000 = 42400000; IVA 19% = 8056000; total 50456000. COP 80.000 is the competitor.',
  },
  {
    id: 'f10',
    lang: 'en',
    split: 'held',
    style: 'Teams thread, several people, scoped % discount',
    notes: `Jordan Lee 3:14 PM
Pinecrest Health wants the numbers today
Samira Patel 3:15 PM
ok: 300 Clinical Notes seats @ $22/mo each, plus Interop Gateway at $1,150/mo
Samira Patel 3:15 PM
12 months, monthly billing
Jordan Lee 3:16 PM
and the discount?
Samira Patel 3:17 PM
approved 15% off the Clinical Notes seats only. gateway at list`,
    expect: {
      fields: { custName: 'Pinecrest Health', billing: 'Monthly', term: '12 months' },
      lineItems: [
        { y1: 79200, y2: 0, descHas: 'Clinical' },
        { y1: 13800, y2: 0, descHas: 'Gateway' },
      ],
      discounts: [{ kind: 'amount', value: 11880, y1: true, y2: false, labelHas: 'Clinical' }],
      totals: { y1: 81120, y2: 0 },
      amounts: ['$22', '$1,150'],
    },
    why: '300*22*12=79200 + 1150*12=13800 = 93000; 15% of seats = 11880; total 81120.',
  },
  {
    id: 'f11',
    lang: 'es-ES',
    split: 'held',
    style: 'voice note with filler, 24 months, year-2 count growth, start date',
    notes: `Nota de voz – Talleres Mecánicos Arrieta, S.A.
Bueno, pues eh... quieren empezar con 40 técnicos en la app de Órdenes de Trabajo, a 19 € por técnico al mes, y el segundo año suben a 55 técnicos, mismo precio. Contrato de 24 meses, facturación anual. La puesta en marcha son 2.400 € una sola vez. Arranque el 1 de febrero de 2027. Todo más IVA del 21 %.`,
    expect: {
      fields: {
        custName: 'Talleres Mecánicos Arrieta',
        currency: 'EUR',
        billing: 'Annual',
        term: '24 meses',
        startDate: '2027-02-01',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 9120, y2: 12540, descHas: 'Trabajo' },
        { y1: 2400, y2: 0, descHas: 'puesta' },
      ],
      discounts: [],
      totals: { y1: 13939.2, y2: 15173.4 },
      amounts: ['19 €', '2.400 €'],
    },
    why: 'Y1: 40*19*12=9120 + 2400 = 11520 *1.21 = 13939.20. Y2: 55*19*12=12540 *1.21 = 15173.40.',
  },
  {
    id: 'f12',
    lang: 'en',
    split: 'held',
    style: 'typos and abbreviations, 24 mo, year-2 uplift on everything',
    notes: `lakeview mfg - renewl
- 75 usrs Standard ed. $28/u/mo
- 10 addl Admin usrs $40/u/mo
- api access $2k/yr
- 24 mo, anual billing, yr2 +3% on everything
- contact: bob kessler, IT mgr`,
    expect: {
      fields: {
        custName: 'lakeview',
        custSigner: 'bob kessler',
        custTitle: 'IT',
        edition: 'Standard',
        billing: 'Annual',
        term: '24 mo',
      },
      lineItems: [
        { y1: 25200, y2: 25956, descHas: 'Standard' },
        { y1: 4800, y2: 4944, descHas: 'Admin' },
        { y1: 2000, y2: 2060, descHas: 'api' },
      ],
      discounts: [],
      totals: { y1: 32000, y2: 32960 },
      amounts: ['$28', '$40', '$2k'],
    },
    why: 'Y1: 75*28*12=25200 + 10*40*12=4800 + 2000 = 32000. Y2 = Y1 * 1.03 = 32960.',
  },
  {
    id: 'f13',
    lang: 'es-419',
    split: 'held',
    style: 'bulleted meeting recap, ARS dot thousands, deposit not a price, relative validity',
    notes: `Hola equipo, resumen de la reunión con Bodegas Luján de Cuyo:
• 18 usuarios del plan Avanzado, ARS 45.000 por usuario por mes
• Integración con su ERP (Tango): ARS 1.200.000, pago único
• Plazo: 12 meses, facturación trimestral
• Piden pagar un anticipo de ARS 500.000 a la firma (a cuenta de la primera factura)
• Propuesta válida por 15 días
Saludos, Facundo`,
    expect: {
      fields: {
        custName: 'Luján de Cuyo',
        edition: 'Avanzado',
        currency: 'ARS',
        billing: 'Quarterly',
        term: '12 meses',
        validUntil: '2026-12-06',
      },
      lineItems: [
        { y1: 9720000, y2: 0, descHas: 'Avanzado' },
        { y1: 1200000, y2: 0, descHas: 'Integración' },
      ],
      discounts: [],
      totals: { y1: 10920000, y2: 0 },
      amounts: ['ARS 45.000', 'ARS 1.200.000', 'ARS 500.000'],
      notPrices: ['ARS 500.000'],
    },
    why: '18*45000*12=9720000 + 1200000 = 10920000. ARS 500.000 is a deposit. 2026-11-21 + 15 days = 2026-12-06.',
  },
  {
    id: 'f14',
    lang: 'en',
    split: 'tune',
    style: 'Markdown with headers, 24 months, flat first-year discount, SLA % and 24/7',
    notes: `## Proposal – Northgate Property Management

**Contact:** Elena Vasquez, Director of Operations (evasquez@northgatepm.com)
**Term:** 24 months starting 2027-01-01, billed annually

### Pricing
1. Tenant Portal – 1,200 units at $1.10 per unit per month
2. Maintenance Dispatch module – $9,000 per year
3. Setup & data import – $5,500 one-time

$2,000 off the first year as a signing incentive.
Uptime SLA 99.9%, support 24/7 included.`,
    expect: {
      fields: {
        custName: 'Northgate Property',
        custSigner: 'Elena Vasquez',
        custTitle: 'Director of Operations',
        custEmail: 'evasquez@northgatepm.com',
        term: '24 months',
        startDate: '2027-01-01',
        billing: 'Annual',
        sla: '99.9',
        support: '24/7',
      },
      lineItems: [
        { y1: 15840, y2: 15840, descHas: 'Tenant' },
        { y1: 9000, y2: 9000, descHas: 'Dispatch' },
        { y1: 5500, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 28340, y2: 24840 },
      amounts: ['$1.10', '$9,000', '$5,500', '$2,000'],
    },
    why: 'Y1: 1200*1.10*12=15840 + 9000 + 5500 = 30340 - 2000 = 28340. Y2: 15840 + 9000 = 24840.',
  },
  {
    id: 'f15',
    lang: 'en',
    split: 'tune',
    style: 'terse, k shorthand, "ea" per year',
    notes: `Pellham Civil Eng. — 4 BIM Review licences $3.6k ea/yr, plus cloud render credits $500/mo. 12 months, billed annually. No discount. Quote valid through Dec 12.`,
    expect: {
      fields: { custName: 'Pellham Civil', billing: 'Annual', term: '12 months', validUntil: '2026-12-12' },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'BIM' },
        { y1: 6000, y2: 0, descHas: 'render' },
      ],
      discounts: [],
      totals: { y1: 20400, y2: 0 },
      amounts: ['$3.6k', '$500'],
    },
    why: '4*3600=14400 + 500*12=6000 = 20400.',
  },
  {
    id: 'f16',
    lang: 'en',
    split: 'tune',
    style: 'numbered list, per-quarter prices, version and ticket numbers',
    notes: `Redfield Aerospace - draft numbers
1) Compliance Tracker, 45 users, $150 per user per quarter
2) Document Control add-on, $2,250 per quarter
3) Validation package (IQ/OQ), $12,000 one time
4) Term 12 months, quarterly billing
5) Quote valid until Jan 15 2027
Ref: version 3.2 of their URS, ticket #8817.`,
    expect: {
      fields: { custName: 'Redfield Aerospace', billing: 'Quarterly', term: '12 months', validUntil: '2027-01-15' },
      lineItems: [
        { y1: 27000, y2: 0, descHas: 'Compliance' },
        { y1: 9000, y2: 0, descHas: 'Document' },
        { y1: 12000, y2: 0, descHas: 'Validation' },
      ],
      discounts: [],
      totals: { y1: 48000, y2: 0 },
      amounts: ['$150', '$2,250', '$12,000'],
    },
    why: '45*150*4=27000 + 2250*4=9000 + 12000 = 48000.',
  },
  {
    id: 'f17',
    lang: 'es-419',
    split: 'held',
    style: 'internal email, CLP dot thousands, whole-deal % discount, IVA',
    notes: `De: Camila Fuentes <cfuentes@nuestraempresa.cl>
Para: Equipo Comercial
Asunto: Propuesta Viña Santa Rosalía

Equipo, armen la propuesta así:
- Módulo de Bodega: 20 usuarios a CLP 18.500 por usuario al mes
- Módulo de Exportaciones: CLP 220.000 mensuales (tarifa plana)
- Contrato a 12 meses, facturación mensual
- Descuento de 8% sobre el total por ser cliente referido
- Valores netos, más IVA 19%

Gracias,
Camila`,
    expect: {
      fields: {
        custName: 'Santa Rosalía',
        currency: 'CLP',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 4440000, y2: 0, descHas: 'Bodega' },
        { y1: 2640000, y2: 0, descHas: 'Exportaciones' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 7751184, y2: 0 },
      amounts: ['CLP 18.500', 'CLP 220.000'],
    },
    why: '20*18500*12=4440000 + 220000*12=2640000 = 7080000; -8% (566400) = 6513600; IVA 19% 1237584; total 7751184.',
  },
  {
    id: 'f18',
    lang: 'en',
    split: 'tune',
    style: 'Slack channel, competitor price and budget with k, two people',
    notes: `#deals-west
@kate: Harbor & Finch Legal. They're comparing us to a competitor at $59/user/mo. Budget they floated is $40k.
@kate: our offer → 45 Practice seats @ $54/user/mo + e-Signature bundle $3,000/yr. 12 months, billed annually.
@ramon: 👍 send it`,
    expect: {
      fields: { custName: 'Harbor & Finch', billing: 'Annual', term: '12 months' },
      lineItems: [
        { y1: 29160, y2: 0, descHas: 'Practice' },
        { y1: 3000, y2: 0, descHas: 'Signature' },
      ],
      discounts: [],
      totals: { y1: 32160, y2: 0 },
      amounts: ['$59', '$40k', '$54', '$3,000'],
      notPrices: ['$59', '$40k'],
    },
    why: '45*54*12=29160 + 3000 = 32160. $59 is the competitor, $40k the budget.',
  },
  {
    id: 'f19',
    lang: 'en',
    split: 'held',
    style: 'deal-desk summary, M and k shorthand, year-2 step',
    notes: `Stratos Bank enterprise deal – summary for deal desk
Platform license (Enterprise, unlimited users): $1.2M per year
Dedicated TAM: $180k/yr
Professional services (migration, 1x): $350k
Term: 24 months, annual in advance. Yr 2 license steps to $1.32M; TAM flat.
Legal wants validity through 12/31/2026.`,
    expect: {
      fields: { custName: 'Stratos Bank', edition: 'Enterprise', term: '24 months', billing: 'Annual', validUntil: '2026-12-31' },
      lineItems: [
        { y1: 1200000, y2: 1320000, descHas: 'Platform' },
        { y1: 180000, y2: 180000, descHas: 'TAM' },
        { y1: 350000, y2: 0, descHas: 'services' },
      ],
      discounts: [],
      totals: { y1: 1730000, y2: 1500000 },
      amounts: ['$1.2M', '$180k', '$350k', '$1.32M'],
    },
    why: 'Y1: 1200000 + 180000 + 350000 = 1730000. Y2: 1320000 + 180000 = 1500000.',
  },
  {
    id: 'f20',
    lang: 'es-ES',
    split: 'held',
    style: 'pipe table, es-ES decimals, 24 months, scoped % discount both years, IVA',
    notes: `Propuesta Grupo Hostelero Alboraya

| Concepto | Cantidad | Precio | Periodo |
|---|---|---|---|
| Licencias TPV Cloud | 30 | 24,00 € | usuario/mes |
| Módulo Reservas | 1 | 3.600,00 € | año |
| Instalación | 1 | 1.950,00 € | único |

Duración 24 meses, facturación anual. 10 % de descuento en las licencias durante los dos años. IVA 21 % aparte.`,
    expect: {
      fields: {
        custName: 'Alboraya',
        currency: 'EUR',
        term: '24 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 8640, y2: 8640, descHas: 'TPV' },
        { y1: 3600, y2: 3600, descHas: 'Reservas' },
        { y1: 1950, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [{ kind: 'amount', value: 864, y1: true, y2: true, labelHas: 'licencias' }],
      totals: { y1: 16124.46, y2: 13764.96 },
      amounts: ['24,00 €', '3.600,00 €', '1.950,00 €'],
    },
    why: 'Y1: 30*24*12=8640 + 3600 + 1950 = 14190 - 864 (10% of licences) = 13326 *1.21 = 16124.46. Y2: 12240 - 864 = 11376 *1.21 = 13764.96.',
  },
  {
    id: 'f21',
    lang: 'en',
    split: 'tune',
    style: 'CRM dump with phone, probability %, SLA %, sales tax',
    notes: `Account: Tidewater Marine Services | Contact: Greg Alvarado (CFO) | Phone: 757-555-0143 | Email: galvarado@tidewatermarine.com
Deal: Fleet Telematics rollout | Stage: Negotiation | Prob: 60%
Line 1: Telematics units - 48 vessels x $85/vessel/mo
Line 2: Satellite data plan - $2,400/mo (pooled)
Line 3: Hardware install - $14,400 one-off
Billing: Quarterly | Term: 12 months | SLA: 99.5% uptime | Tax: 6% sales tax`,
    expect: {
      fields: {
        custName: 'Tidewater Marine',
        custSigner: 'Greg Alvarado',
        custTitle: 'CFO',
        custEmail: 'galvarado@tidewatermarine.com',
        billing: 'Quarterly',
        term: '12 months',
        sla: '99.5',
        taxLabel: 'Sales tax',
        taxRate: 6,
      },
      lineItems: [
        { y1: 48960, y2: 0, descHas: 'Telematics' },
        { y1: 28800, y2: 0, descHas: 'Satellite' },
        { y1: 14400, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 97689.6, y2: 0 },
      amounts: ['$85', '$2,400', '$14,400'],
    },
    why: '48*85*12=48960 + 2400*12=28800 + 14400 = 92160; tax 6% = 5529.60; total 97689.60.',
  },
  {
    id: 'f22',
    lang: 'es-419',
    split: 'tune',
    style: 'WhatsApp-style chat with timestamps, USD in Mexico, year-2 price, IVA',
    notes: `[21/11/26 09:12] Rodrigo: Oye, ya cerré números con Farmacias del Bajío
[21/11/26 09:12] Rodrigo: 150 sucursales, plan Retail a USD 35 por sucursal al mes
[21/11/26 09:13] Rodrigo: capacitación presencial USD 6,000 una sola vez
[21/11/26 09:13] Paola: ¿y el plazo?
[21/11/26 09:14] Rodrigo: 24 meses, facturación anual. En el año 2 el precio por sucursal pasa a USD 38
[21/11/26 09:14] Paola: ok, va con IVA 16% aparte`,
    expect: {
      fields: {
        custName: 'Farmacias del Bajío',
        edition: 'Retail',
        currency: 'USD',
        term: '24 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 63000, y2: 68400, descHas: 'Retail' },
        { y1: 6000, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [],
      totals: { y1: 80040, y2: 79344 },
      amounts: ['USD 35', 'USD 6,000', 'USD 38'],
    },
    why: 'Y1: 150*35*12=63000 + 6000 = 69000 *1.16 = 80040. Y2: 150*38*12=68400 *1.16 = 79344.',
  },
  {
    id: 'f23',
    lang: 'en',
    split: 'held',
    style: 'terse, per-licence per-year prices, relative validity',
    notes: `Quillon Robotics: 12 Design Studio licences @ $2,400/licence/yr + 3 Render Node licences @ $5,000 each per year. 12 months, annual billing. Valid 14 days.`,
    expect: {
      fields: { custName: 'Quillon Robotics', billing: 'Annual', term: '12 months', validUntil: '2026-12-05' },
      lineItems: [
        { y1: 28800, y2: 0, descHas: 'Design' },
        { y1: 15000, y2: 0, descHas: 'Render' },
      ],
      discounts: [],
      totals: { y1: 43800, y2: 0 },
      amounts: ['$2,400', '$5,000'],
    },
    why: '12*2400=28800 + 3*5000=15000 = 43800. 2026-11-21 + 14 days = 2026-12-05.',
  },
  {
    id: 'f24',
    lang: 'en',
    split: 'tune',
    style: 'forwarded thread with quoted customer, current spend not a price, scoped % discount on services',
    notes: `Fwd: Sunbury Schools District - IT renewal

Rep notes: Sunbury currently spends $72,000 a year with their old MDM vendor. Our quote:
  • Device Management, 2,000 devices @ $2.50/device/mo
  • Classroom Screen Monitor, 2,000 devices @ $1/device/mo
  • Deployment services $8,000 (one-time)
  • 20% off deployment services (education promo)
  • Term 12 months, annual billing; no sales tax (tax-exempt district)

> On Tue, Nov 17, 2026, Harold Beck <hbeck@sunburyschools.org> wrote:
> Please send something before our board meeting on Dec 9. Thanks, Harold Beck, Director of Technology`,
    expect: {
      fields: {
        custName: 'Sunbury Schools',
        custSigner: 'Harold Beck',
        custTitle: 'Director of Technology',
        custEmail: 'hbeck@sunburyschools.org',
        billing: 'Annual',
        term: '12 months',
      },
      lineItems: [
        { y1: 60000, y2: 0, descHas: 'Device' },
        { y1: 24000, y2: 0, descHas: 'Classroom' },
        { y1: 8000, y2: 0, descHas: 'Deployment' },
      ],
      discounts: [{ kind: 'amount', value: 1600, y1: true, y2: false, labelHas: 'deployment' }],
      totals: { y1: 90400, y2: 0 },
      amounts: ['$72,000', '$2.50', '$1', '$8,000'],
      notPrices: ['$72,000'],
    },
    why: '2000*2.50*12=60000 + 2000*1*12=24000 + 8000 = 92000; 20% of 8000 = 1600; total 90400. $72,000 is current spend.',
  },
  {
    id: 'f25',
    lang: 'es-ES',
    split: 'tune',
    style: 'CRM dump in Spanish, es-ES decimals, monthly billing, IVA',
    notes: `Cuenta: Cooperativa Agrícola Vall d'Albaida | Contacto: Núria Ferrer, Responsable de Compras | Email: nferrer@coopvall.es
Oportunidad: Trazabilidad de lotes | Fase: Propuesta
Producto 1: Trazabilidad Pro – 12 usuarios × 38,00 €/mes
Producto 2: Lectores RFID (alquiler) – 8 unidades × 15,00 €/mes
Producto 3: Alta y configuración – 950,00 € (único)
Plazo: 12 meses | Facturación: mensual | IVA: 21 %`,
    expect: {
      fields: {
        custName: "Vall d'Albaida",
        custSigner: 'Núria Ferrer',
        custTitle: 'Responsable de Compras',
        custEmail: 'nferrer@coopvall.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5472, y2: 0, descHas: 'Trazabilidad' },
        { y1: 1440, y2: 0, descHas: 'RFID' },
        { y1: 950, y2: 0, descHas: 'configuración' },
      ],
      discounts: [],
      totals: { y1: 9513.02, y2: 0 },
      amounts: ['38,00 €', '15,00 €', '950,00 €'],
    },
    why: '12*38*12=5472 + 8*15*12=1440 + 950 = 7862; IVA 21% = 1651.02; total 9513.02.',
  },
  {
    id: 'f26',
    lang: 'en',
    split: 'held',
    style: 'dictation, "a dozen", AUD, GST',
    notes: `Dictation – Wattle Creek Outdoor Supplies (Brisbane)
ok so they'll take a dozen POS terminals on the Cloud Register plan, that's AUD 79 per terminal per month, uh, plus the loyalty module at AUD 300 a month for the whole account. 12 months, billed monthly. Prices are ex GST, so add 10% GST. Their contact is Mick O'Donnell, store operations manager, mick@wattlecreekoutdoor.com.au.`,
    expect: {
      fields: {
        custName: 'Wattle Creek',
        custSigner: "Mick O'Donnell",
        custTitle: 'operations manager',
        custEmail: 'mick@wattlecreekoutdoor.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12 months',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 11376, y2: 0, descHas: 'Register' },
        { y1: 3600, y2: 0, descHas: 'loyalty' },
      ],
      discounts: [],
      totals: { y1: 16473.6, y2: 0 },
      amounts: ['AUD 79', 'AUD 300'],
    },
    why: '12*79*12=11376 + 300*12=3600 = 14976; GST 10% = 1497.60; total 16473.60.',
  },
  {
    id: 'f27',
    lang: 'en',
    split: 'held',
    style: 'chat with day/time stamps, 2 years, year-2 count growth, whole-deal % both years',
    notes: `Mon 9:41  Priyanka: Cobalt Insurance update — they'll sign for 2 years
Mon 9:41  Priyanka: Claims Desk: 60 adjusters in year 1, growing to 90 in year 2, $65/adjuster/month
Mon 9:42  Priyanka: Fraud Scoring API: $1,800 per month flat both years
Mon 9:43  Theo: discount?
Mon 9:43  Priyanka: 5% off the whole deal, both years. Annual billing.`,
    expect: {
      fields: { custName: 'Cobalt Insurance', term: '2 years', billing: 'Annual' },
      lineItems: [
        { y1: 46800, y2: 70200, descHas: 'Claims' },
        { y1: 21600, y2: 21600, descHas: 'Fraud' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 64980, y2: 87210 },
      amounts: ['$65', '$1,800'],
    },
    why: 'Y1: 60*65*12=46800 + 1800*12=21600 = 68400 - 5% (3420) = 64980. Y2: 90*65*12=70200 + 21600 = 91800 - 4590 = 87210.',
  },
  {
    id: 'f28',
    lang: 'es-419',
    split: 'tune',
    style: 'asterisk bullets, PEN (S/), IGV, 24/7',
    notes: `Minera Los Andes Sur – propuesta
* 25 usuarios Plan Operaciones, S/ 120 por usuario/mes
* Soporte Premium 24/7: S/ 1,500 mensuales
* Implementación: S/ 18,000 (pago único)
* 12 meses, facturación trimestral, IGV 18% no incluido
* Contacto: Ing. Jorge Salazar, Jefe de Sistemas`,
    expect: {
      fields: {
        custName: 'Los Andes Sur',
        custSigner: 'Jorge Salazar',
        custTitle: 'Jefe de Sistemas',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 36000, y2: 0, descHas: 'Operaciones' },
        { y1: 18000, y2: 0, descHas: 'Soporte' },
        { y1: 18000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 84960, y2: 0 },
      amounts: ['S/ 120', 'S/ 1,500', 'S/ 18,000'],
    },
    why: '25*120*12=36000 + 1500*12=18000 + 18000 = 72000; IGV 18% = 12960; total 84960.',
  },
  {
    id: 'f29',
    lang: 'en',
    split: 'held',
    style: 'prose message, quantity in words, per-unit per-year, start date',
    notes: `Hi team — quick one for Elmstead Veterinary Partners. Fifty vet workstations on Clinic Suite at $600 per workstation per year, plus the Lab Integration at $4,000/yr. They want to start March 1, 2027, 12 months, invoiced annually. Contact is Dr. Amara Osei, Medical Director. Valid till Dec 31.`,
    expect: {
      fields: {
        custName: 'Elmstead Veterinary',
        custSigner: 'Amara Osei',
        custTitle: 'Medical Director',
        startDate: '2027-03-01',
        term: '12 months',
        billing: 'Annual',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 30000, y2: 0, descHas: 'Clinic' },
        { y1: 4000, y2: 0, descHas: 'Lab' },
      ],
      discounts: [],
      totals: { y1: 34000, y2: 0 },
      amounts: ['$600', '$4,000'],
    },
    why: '50*600=30000 + 4000 = 34000.',
  },
  {
    id: 'f30',
    lang: 'es-ES',
    split: 'tune',
    style: 'formal email with phone and signature, 24 months, year-2 uplift %, IVA',
    notes: `Asunto: Propuesta Logística Cantábrica

Buenos días, Iñaki:

Como acordamos por teléfono (tel. 944 123 456), te resumo la oferta:

1. Plataforma de Gestión de Flotas, 80 vehículos, 14,50 € por vehículo y mes.
2. Módulo de Rutas Optimizadas: 450,00 € al mes.
3. Proyecto de implantación: 6.000,00 €, pago único.

Duración: 24 meses, con facturación trimestral. El segundo año se aplica una subida del 3 % a los conceptos recurrentes. IVA no incluido (21 %).

Un saludo,
Beatriz Llorente
Directora Comercial`,
    expect: {
      fields: {
        custName: 'Logística Cantábrica',
        custSigner: 'Iñaki',
        currency: 'EUR',
        term: '24 meses',
        billing: 'Quarterly',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 13920, y2: 14337.6, descHas: 'Flotas' },
        { y1: 5400, y2: 5562, descHas: 'Rutas' },
        { y1: 6000, y2: 0, descHas: 'implantación' },
      ],
      discounts: [],
      totals: { y1: 30637.2, y2: 24078.52 },
      amounts: ['14,50 €', '450,00 €', '6.000,00 €'],
    },
    why: 'Y1: 80*14.50*12=13920 + 450*12=5400 + 6000 = 25320 *1.21 = 30637.20. Y2 (+3%): 14337.60 + 5562 = 19899.60; IVA 4178.92; total 24078.52.',
  },
  {
    id: 'f31',
    lang: 'en',
    split: 'tune',
    style: 'bullets with non-price percentages and SLA, flat one-time credit',
    notes: `Vantage Point Realty — proposal notes
- 35 agents, CRM Pro, $49/agent/mo
- Listing Syndication add-on, $199/mo
- 99.95% uptime SLA, 4-hour response on P1s, support business hours (8x5)
- Annual billing, 12 months
- $1,500 off (one-time credit, first invoice)
- Their close rate went up 12% with the pilot — mention in exec summary`,
    expect: {
      fields: { custName: 'Vantage Point', billing: 'Annual', term: '12 months', sla: '99.95', support: '8x5' },
      lineItems: [
        { y1: 20580, y2: 0, descHas: 'CRM' },
        { y1: 2388, y2: 0, descHas: 'Syndication' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false }],
      totals: { y1: 21468, y2: 0 },
      amounts: ['$49', '$199', '$1,500'],
    },
    why: '35*49*12=20580 + 199*12=2388 = 22968 - 1500 = 21468.',
  },
  {
    id: 'f32',
    lang: 'es-419',
    split: 'held',
    style: 'CRM dump in Spanish, MXN, scoped % discount on services, IVA',
    notes: `Cliente: Constructora Pirámide del Sol | Contacto: Ing. Mariana Castañeda, Directora de Proyectos | Correo: mcastaneda@piramidedelsol.mx
Etapa: Propuesta | Moneda: MXN
Partida 1: Licencias Obra Digital – 45 usuarios x $650 MXN/mes
Partida 2: Consultoría de implementación – $120,000 MXN (única vez)
Partida 3: Capacitación en sitio – $35,000 MXN (única vez)
Descuento: 25% en servicios (consultoría + capacitación)
Plazo 12 meses | Facturación mensual | IVA 16%`,
    expect: {
      fields: {
        custName: 'Pirámide del Sol',
        custSigner: 'Mariana Castañeda',
        custTitle: 'Directora de Proyectos',
        custEmail: 'mcastaneda@piramidedelsol.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 351000, y2: 0, descHas: 'Obra' },
        { y1: 120000, y2: 0, descHas: 'Consultoría' },
        { y1: 35000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 38750, y1: true, y2: false, labelHas: 'servicios' }],
      totals: { y1: 542010, y2: 0 },
      amounts: ['$650 MXN', '$120,000 MXN', '$35,000 MXN'],
    },
    why: '45*650*12=351000 + 120000 + 35000 = 506000; 25% of services (155000) = 38750; net 467250; IVA 16% 74760; total 542010.',
  },
  {
    id: 'f33',
    lang: 'en',
    split: 'tune',
    style: 'Slack DM, customer guess not a price, k shorthand one-time fee, sales tax',
    notes: `Ana: how'd the Beaconsfield Dairy call go
Luis: good. the owner guessed it'd be "maybe $15k" lol
Luis: actual quote: Farm Ops Basic, 8 users at $95/user/mo, + herd sensor integration $6.5k setup fee one time, + IoT data hub $250/mo
Luis: 12 months, quarterly billing. 7% sales tax`,
    expect: {
      fields: {
        custName: 'Beaconsfield Dairy',
        edition: 'Basic',
        billing: 'Quarterly',
        term: '12 months',
        taxLabel: 'Sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 9120, y2: 0, descHas: 'Farm' },
        { y1: 6500, y2: 0, descHas: 'sensor' },
        { y1: 3000, y2: 0, descHas: 'hub' },
      ],
      discounts: [],
      totals: { y1: 19923.4, y2: 0 },
      amounts: ['$15k', '$95', '$6.5k', '$250'],
      notPrices: ['$15k'],
    },
    why: '8*95*12=9120 + 6500 + 250*12=3000 = 18620; tax 7% = 1303.40; total 19923.40. $15k is the customer guess.',
  },
  {
    id: 'f34',
    lang: 'es-ES',
    split: 'tune',
    style: 'Teams chat, es-ES decimals, 24 months, year-2 price, flat first-year discount, IVA',
    notes: `Carlos Mena (11:02): Lo de Hoteles Mar Menor, ¿cómo lo dejamos?
Elena Ruiz (11:03): 120 habitaciones con Channel Manager a 3,20 € por habitación y mes el primer año y 3,50 € el segundo
Elena Ruiz (11:03): Motor de reservas web: 1.200 € al año
Elena Ruiz (11:04): 24 meses, facturación anual, y les hacemos 500 € de descuento en el primer año
Carlos Mena (11:05): Vale. IVA 21% aparte como siempre`,
    expect: {
      fields: { custName: 'Mar Menor', currency: 'EUR', term: '24 meses', billing: 'Annual', taxLabel: 'IVA', taxRate: 21 },
      lineItems: [
        { y1: 4608, y2: 5040, descHas: 'Channel' },
        { y1: 1200, y2: 1200, descHas: 'reservas' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false }],
      totals: { y1: 6422.68, y2: 7550.4 },
      amounts: ['3,20 €', '3,50 €', '1.200 €', '500 €'],
    },
    why: 'Y1: 120*3.20*12=4608 + 1200 = 5808 - 500 = 5308 *1.21 = 6422.68. Y2: 120*3.50*12=5040 + 1200 = 6240 *1.21 = 7550.40.',
  },
  {
    id: 'f35',
    lang: 'en',
    split: 'tune',
    style: 'email asking for an order form, signature with phone',
    notes: `Subject: Order form – Greywell Analytics

Hi Sam,

Please draft this as an order (not a proposal) — they've already approved.

- Insights Cloud, Team edition: 25 seats @ $70/seat/month
- Extra storage 5 TB: $400/month
- Billing monthly, 12 months, start date Dec 1, 2026

Thanks,
Rachel Kim
Account Executive | +1 212 555 0199`,
    expect: {
      fields: {
        custName: 'Greywell Analytics',
        docType: 'order',
        edition: 'Team',
        billing: 'Monthly',
        term: '12 months',
        startDate: '2026-12-01',
      },
      lineItems: [
        { y1: 21000, y2: 0, descHas: 'Insights' },
        { y1: 4800, y2: 0, descHas: 'storage' },
      ],
      discounts: [],
      totals: { y1: 25800, y2: 0 },
      amounts: ['$70', '$400'],
    },
    why: '25*70*12=21000 + 400*12=4800 = 25800.',
  },
  {
    id: 'f36',
    lang: 'es-419',
    split: 'held',
    style: 'Slack channel in Spanish, USD in Colombia, IVA added by a second person',
    notes: `#ventas-andina
Valentina: Textiles Medellín Unidos ya aprobó, hoy llevan la nómina en hojas de cálculo
Valentina: nuestra oferta: Nómina Cloud para 400 empleados a USD 4 por empleado al mes + módulo de Turnos USD 300 mensuales
Valentina: contrato 12 meses, facturación anual, válida hasta el 15 de diciembre
Sebastián: 👌 agrega IVA 19%`,
    expect: {
      fields: {
        custName: 'Textiles Medellín Unidos',
        currency: 'USD',
        billing: 'Annual',
        term: '12 meses',
        validUntil: '2026-12-15',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 19200, y2: 0, descHas: 'Nómina' },
        { y1: 3600, y2: 0, descHas: 'Turnos' },
      ],
      discounts: [],
      totals: { y1: 27132, y2: 0 },
      amounts: ['USD 4', 'USD 300'],
    },
    why: '400*4*12=19200 + 300*12=3600 = 22800; IVA 19% = 4332; total 27132.',
  },
  {
    id: 'f37',
    lang: 'en',
    split: 'tune',
    style: 'bullets, one-time project only',
    notes: `Fairhaven Museum — one-off project, no subscription
• Digital archive migration: $18,750
• Staff training (2 sessions): $2,400
• Billing: one-time, invoice on completion`,
    expect: {
      fields: { custName: 'Fairhaven Museum', billing: 'One-time' },
      lineItems: [
        { y1: 18750, y2: 0, descHas: 'archive' },
        { y1: 2400, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 21150, y2: 0 },
      amounts: ['$18,750', '$2,400'],
    },
    why: '18750 + 2400 = 21150, all one-time.',
  },
  {
    id: 'f38',
    lang: 'es-ES',
    split: 'held',
    style: 'forwarded customer email with budget, rep notes after',
    notes: `---------- Mensaje reenviado ----------
De: Alberto Sanz <asanz@editorialmeridiano.es>
Asunto: Presupuesto plataforma editorial

Hola, nuestro presupuesto máximo para este año es de 25.000 €. Necesitamos 15 editores y el módulo de maquetación.
Alberto Sanz – Director Editorial, Editorial Meridiano

Notas mías: 15 licencias Editor a 85 € por usuario/mes; módulo Maquetación 2.400 € al año. 12 meses, pago anual, más IVA 21 %.`,
    expect: {
      fields: {
        custName: 'Editorial Meridiano',
        custSigner: 'Alberto Sanz',
        custTitle: 'Director Editorial',
        custEmail: 'asanz@editorialmeridiano.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 15300, y2: 0, descHas: 'Editor' },
        { y1: 2400, y2: 0, descHas: 'Maquetación' },
      ],
      discounts: [],
      totals: { y1: 21417, y2: 0 },
      amounts: ['25.000 €', '85 €', '2.400 €'],
      notPrices: ['25.000 €'],
    },
    why: '15*85*12=15300 + 2400 = 17700; IVA 21% = 3717; total 21417. 25.000 € is the budget.',
  },
  {
    id: 'f39',
    lang: 'en',
    split: 'tune',
    style: 'CRM dump, per-quarter prices, 24 months, year-2 count growth, currency stated',
    notes: `Opp: Marlow & Hale Accountants | Stage: Commit | Owner: D. Ferris
Product: TaxFlow Practice – Y1 30 users, Y2 40 users – $180/user/quarter
Product: Client Portal – $900/quarter
Term: 24 months | Billing: Quarterly | Start: 2027-01-04
Notes: contact Ruth Hale (Managing Partner) ruth@marlowhale.co.uk; they're in the UK but contract in USD`,
    expect: {
      fields: {
        custName: 'Marlow & Hale',
        custSigner: 'Ruth Hale',
        custTitle: 'Managing Partner',
        custEmail: 'ruth@marlowhale.co.uk',
        currency: 'USD',
        term: '24 months',
        billing: 'Quarterly',
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 21600, y2: 28800, descHas: 'TaxFlow' },
        { y1: 3600, y2: 3600, descHas: 'Portal' },
      ],
      discounts: [],
      totals: { y1: 25200, y2: 32400 },
      amounts: ['$180', '$900'],
    },
    why: 'Y1: 30*180*4=21600 + 900*4=3600 = 25200. Y2: 40*180*4=28800 + 3600 = 32400.',
  },
  {
    id: 'f40',
    lang: 'es-419',
    split: 'tune',
    style: 'call recap, US$ with Argentine dot thousands, 24 months, year-2 price drop, competitor quote',
    notes: `Charla con Estancia La Pampa Agro (Martín Ferreyra, gerente general):
- plan Agro Completo para 12 campos, US$ 210 por campo por mes
- kit de sensores de humedad: US$ 4.800, por única vez
- contrato de 24 meses, facturación anual
- el segundo año el precio por campo baja a US$ 190 (compromiso de volumen)
- la competencia cotizó US$ 250 por campo`,
    expect: {
      fields: {
        custName: 'La Pampa Agro',
        custSigner: 'Martín Ferreyra',
        custTitle: 'gerente general',
        currency: 'USD',
        term: '24 meses',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 30240, y2: 27360, descHas: 'Agro' },
        { y1: 4800, y2: 0, descHas: 'sensores' },
      ],
      discounts: [],
      totals: { y1: 35040, y2: 27360 },
      amounts: ['US$ 210', 'US$ 4.800', 'US$ 190', 'US$ 250'],
      notPrices: ['US$ 250'],
    },
    why: 'Y1: 12*210*12=30240 + 4800 = 35040. Y2: 12*190*12 = 27360. US$ 250 is the competitor.',
  },
  {
    id: 'f41',
    lang: 'en',
    split: 'tune',
    style: 'Markdown table, per-site per-quarter, sales tax with decimals, relative validity across year end',
    notes: `**Ridgeway Logistics – Proposal inputs**

| # | Item | Price | Notes |
|---|------|-------|-------|
| 1 | Yard Management (Pro) | $3,200 / site / quarter | 6 sites |
| 2 | Dock Scheduling | $850 / month | all sites |
| 3 | Go-live support | $9,900 | once |

12 months, billed quarterly. Add 8.25% sales tax. Valid 45 days.`,
    expect: {
      fields: {
        custName: 'Ridgeway Logistics',
        edition: 'Pro',
        billing: 'Quarterly',
        term: '12 months',
        taxLabel: 'Sales tax',
        taxRate: 8.25,
        validUntil: '2027-01-05',
      },
      lineItems: [
        { y1: 76800, y2: 0, descHas: 'Yard' },
        { y1: 10200, y2: 0, descHas: 'Dock' },
        { y1: 9900, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [],
      totals: { y1: 104894.25, y2: 0 },
      amounts: ['$3,200', '$850', '$9,900'],
    },
    why: '6*3200*4=76800 + 850*12=10200 + 9900 = 96900; tax 8.25% = 7994.25; total 104894.25. 2026-11-21 + 45 days = 2027-01-05.',
  },
  {
    id: 'f42',
    lang: 'en',
    split: 'held',
    style: 'terse, CAD, "pp", GST',
    notes: `Maple Lane Co-op (CAD): 18 staff on Scheduler Lite at CAD 12 pp/mo, kiosk licence CAD 600/yr. 12 months, monthly billing, 5% GST.`,
    expect: {
      fields: {
        custName: 'Maple Lane',
        edition: 'Lite',
        currency: 'CAD',
        billing: 'Monthly',
        term: '12 months',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 2592, y2: 0, descHas: 'Scheduler' },
        { y1: 600, y2: 0, descHas: 'kiosk' },
      ],
      discounts: [],
      totals: { y1: 3351.6, y2: 0 },
      amounts: ['CAD 12', 'CAD 600'],
    },
    why: '18*12*12=2592 + 600 = 3192; GST 5% = 159.60; total 3351.60.',
  },
  {
    id: 'f43',
    lang: 'en',
    split: 'held',
    style: 'multi-person call recap, 2 years flat, deposit not a price',
    notes: `Call recap – Silverline Aviation (Nov 20)
Attendees: Kim Tran (Silverline, Procurement Lead), Josh (us), Mei (SE)
Kim: we can commit to 2 years if year 2 stays flat.
Josh: agreed. Crew Scheduling for 140 crew at $27 per crew member per month, flat both years. Maintenance Log module $1,250/month.
Kim: and the integration with our HR system?
Mei: that's a one-time $7,800.
Kim: our finance team wants to pay a $10,000 deposit on signature, applied to the first invoice.
Josh: fine. Annual billing.`,
    expect: {
      fields: {
        custName: 'Silverline Aviation',
        custSigner: 'Kim Tran',
        custTitle: 'Procurement Lead',
        term: '2 years',
        billing: 'Annual',
      },
      lineItems: [
        { y1: 45360, y2: 45360, descHas: 'Crew' },
        { y1: 15000, y2: 15000, descHas: 'Maintenance' },
        { y1: 7800, y2: 0, descHas: 'integration' },
      ],
      discounts: [],
      totals: { y1: 68160, y2: 60360 },
      amounts: ['$27', '$1,250', '$7,800', '$10,000'],
      notPrices: ['$10,000'],
    },
    why: 'Y1: 140*27*12=45360 + 1250*12=15000 + 7800 = 68160. Y2: 45360 + 15000 = 60360. $10,000 is a deposit.',
  },
  {
    id: 'f44',
    lang: 'es-419',
    split: 'held',
    style: 'prose, MXN with "mil" shorthand, free item without price, relative validity',
    notes: `Colegio Anglo Monterrey — propuesta:
plataforma Aula Plus para 900 alumnos a $18 MXN por alumno al mes, contrato de 12 meses con facturación anual. Implementación y migración: $85 mil MXN, pago único. Portal para padres incluido sin costo. Precios más IVA (16%). Vigencia de la propuesta: 30 días.`,
    expect: {
      fields: {
        custName: 'Colegio Anglo Monterrey',
        currency: 'MXN',
        billing: 'Annual',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 194400, y2: 0, descHas: 'Aula' },
        { y1: 85000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 324104, y2: 0 },
      amounts: ['$18 MXN', '$85 mil MXN'],
    },
    why: '900*18*12=194400 + 85000 = 279400; IVA 16% = 44704; total 324104. The parents portal has no price.',
  },
  {
    id: 'f45',
    lang: 'en',
    split: 'tune',
    style: 'lowercase abbreviations, per-quarter, 24 months, year-2 uplift, scoped % discount year 1 only',
    notes: `westbrook hotels grp — 2yr deal
guest wifi mgmt: 22 properties x $310/property/qtr
revenue mgmt add-on: $1,400/qtr
yr2: +4% on both
disc: 10% off the revenue mgmt add-on, yr 1 only
qtrly billing, 24 months`,
    expect: {
      fields: { custName: 'westbrook', billing: 'Quarterly', term: '24 months' },
      lineItems: [
        { y1: 27280, y2: 28371.2, descHas: 'wifi' },
        { y1: 5600, y2: 5824, descHas: 'revenue' },
      ],
      discounts: [{ kind: 'amount', value: 560, y1: true, y2: false, labelHas: 'revenue' }],
      totals: { y1: 32320, y2: 34195.2 },
      amounts: ['$310', '$1,400'],
    },
    why: 'Y1: 22*310*4=27280 + 1400*4=5600 = 32880 - 560 (10% of 5600) = 32320. Y2 (+4%): 28371.20 + 5824 = 34195.20.',
  },
  {
    id: 'f46',
    lang: 'es-ES',
    split: 'tune',
    style: 'numbered list, per-user per-year, 24 months, whole-deal % both years, IVA',
    notes: `Propuesta para Bodegas Ribera Alta, S.L.
1. Licencia anual ERP Vinícola: 10 usuarios a 780 € por usuario y año.
2. Módulo de Trazabilidad: 2.100 € anuales.
3. Migración de datos: 3.500 € (pago único).
4. Duración 24 meses, facturación anual.
5. Descuento del 12 % sobre el total, ambos años.
6. IVA 21 % no incluido.
Contacto: Rosa Martín Gil, Gerente (rosa.martin@riberaalta.es)`,
    expect: {
      fields: {
        custName: 'Ribera Alta',
        custSigner: 'Rosa Martín Gil',
        custTitle: 'Gerente',
        custEmail: 'rosa.martin@riberaalta.es',
        currency: 'EUR',
        term: '24 meses',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7800, y2: 7800, descHas: 'ERP' },
        { y1: 2100, y2: 2100, descHas: 'Trazabilidad' },
        { y1: 3500, y2: 0, descHas: 'Migración' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: true }],
      totals: { y1: 14268.32, y2: 10541.52 },
      amounts: ['780 €', '2.100 €', '3.500 €'],
    },
    why: 'Y1: 10*780=7800 + 2100 + 3500 = 13400 - 12% (1608) = 11792 *1.21 = 14268.32. Y2: 9900 - 1188 = 8712 *1.21 = 10541.52.',
  },
  {
    id: 'f47',
    lang: 'en',
    split: 'tune',
    style: 'chat thread, EUR in English, VAT, PO number',
    notes: `Thread: Van Dijk Horticulture (NL)
Tom: pricing is in EUR, they're fine with that
Tom: Greenhouse Monitor: 16 greenhouses at €140 per greenhouse per month
Tom: Climate Analytics: €9,600 per year
Tom: Sensor calibration visit €1,250, once
Aisha: term?
Tom: 12 months, annual invoice, 21% VAT
Aisha: ok, PO number to follow (PO-2026-4471)`,
    expect: {
      fields: {
        custName: 'Van Dijk Horticulture',
        currency: 'EUR',
        billing: 'Annual',
        term: '12 months',
        taxLabel: 'VAT',
        taxRate: 21,
      },
      lineItems: [
        { y1: 26880, y2: 0, descHas: 'Greenhouse' },
        { y1: 9600, y2: 0, descHas: 'Climate' },
        { y1: 1250, y2: 0, descHas: 'calibration' },
      ],
      discounts: [],
      totals: { y1: 45653.3, y2: 0 },
      amounts: ['€140', '€9,600', '€1,250'],
    },
    why: '16*140*12=26880 + 9600 + 1250 = 37730; VAT 21% = 7923.30; total 45653.30.',
  },
  {
    id: 'f48',
    lang: 'es-419',
    split: 'tune',
    style: 'Teams chat in Spanish, per-user per-quarter MXN, flat first-year discount, IVA',
    notes: `Daniela Soto 4:05 p. m.
Para Autopartes Querétaro: 70 usuarios de Almacén Inteligente a $1,500 MXN por usuario por trimestre
Daniela Soto 4:06 p. m.
+ licencia de integración con SAP: $48,000 MXN al año
Héctor Ibarra 4:07 p. m.
¿facturación?
Daniela Soto 4:07 p. m.
trimestral, 12 meses. Descuento de $20,000 MXN en el primer año. IVA 16%`,
    expect: {
      fields: {
        custName: 'Autopartes Querétaro',
        currency: 'MXN',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 420000, y2: 0, descHas: 'Almacén' },
        { y1: 48000, y2: 0, descHas: 'SAP' },
      ],
      discounts: [{ kind: 'amount', value: 20000, y1: true, y2: false }],
      totals: { y1: 519680, y2: 0 },
      amounts: ['$1,500 MXN', '$48,000 MXN', '$20,000 MXN'],
    },
    why: '70*1500*4=420000 + 48000 = 468000 - 20000 = 448000; IVA 16% = 71680; total 519680.',
  },
  {
    id: 'f49',
    lang: 'en',
    split: 'tune',
    style: 'numbered list requesting an agreement, GBP, 24 months flat, VAT',
    notes: `Draft a master subscription agreement for Calloway & Finch Solicitors:
1. Matter Management, 55 fee earners, £38 per user per month (years 1 and 2)
2. Secure Client Portal, £4,500 per year
3. Data migration from legacy DMS, £6,000 one-off
4. 24 months, billed annually, start 1 Feb 2027
5. VAT at 20%
Signatory: Helen Calloway, Senior Partner, h.calloway@callowayfinch.co.uk`,
    expect: {
      fields: {
        custName: 'Calloway & Finch',
        custSigner: 'Helen Calloway',
        custTitle: 'Senior Partner',
        custEmail: 'h.calloway@callowayfinch.co.uk',
        docType: 'agreement',
        currency: 'GBP',
        term: '24 months',
        billing: 'Annual',
        startDate: '2027-02-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 25080, y2: 25080, descHas: 'Matter' },
        { y1: 4500, y2: 4500, descHas: 'Portal' },
        { y1: 6000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 42696, y2: 35496 },
      amounts: ['£38', '£4,500', '£6,000'],
    },
    why: 'Y1: 55*38*12=25080 + 4500 + 6000 = 35580 *1.2 = 42696. Y2: 29580 *1.2 = 35496.',
  },
  {
    id: 'f50',
    lang: 'es-ES',
    split: 'held',
    style: 'chat between two reps, budget not a price, quarterly billing, IVA',
    notes: `Pablo: ¿Qué le mandamos a Autoescuelas Levante?
Irene: Tienen un presupuesto de unos 6.000 € al año, así que lo ajustamos:
Irene: 14 profesores con la app Clase Práctica a 26 € por profesor al mes
Irene: y el módulo de exámenes teóricos, 95 € al mes
Irene: contrato 12 meses, pago trimestral, IVA 21% aparte
Pablo: perfecto`,
    expect: {
      fields: {
        custName: 'Autoescuelas Levante',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12 meses',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 4368, y2: 0, descHas: 'Clase' },
        { y1: 1140, y2: 0, descHas: 'exámenes' },
      ],
      discounts: [],
      totals: { y1: 6664.68, y2: 0 },
      amounts: ['6.000 €', '26 €', '95 €'],
      notPrices: ['6.000 €'],
    },
    why: '14*26*12=4368 + 95*12=1140 = 5508; IVA 21% = 1156.68; total 6664.68. 6.000 € is the budget.',
  },
];
