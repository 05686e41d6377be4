import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 12: 40 sales-rep notes (28 English: US, UK, Canada, Australia, India, Ireland, Singapore;
 * 12 Spanish: Mexico, Spain, Argentina, Colombia, Chile, Peru) for the proposal-drafting service.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests, benchmarks or earlier corpora were read.
 * Every expectation was computed by hand and the sums re-checked with node (line items, discounts and totals were
 * recomputed from independent formulas; every `amounts` string was checked to occur in its note; notPrices ⊆ amounts).
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings chosen where SPEC.md leaves a case open:
 *  1. Totals per year = (subtotal − discounts) + round(net × taxRate / 100, 2), half away from zero; a pct discount
 *     is a percentage of that year's subtotal; an `amount` discount subtracts its value in each year it is flagged for.
 *  2. On a one-year deal a whole-deal pct discount is expected with y1: true, y2: false (there is no year two).
 *  3. A note that says the customer is tax-exempt or "no tax" states taxRate 0 (expected in `fields`); a note that
 *     says nothing about tax has no taxRate/taxLabel expectation and its totals carry no tax.
 *  4. Free months ("first 3 months free") are a year-one `amount` discount worth those months; the line item keeps
 *     its full annual amount.
 *  5. A fixed amount taken off one line ("$500 off setup", "300 € en el alta") is an `amount` discount, not a
 *     reduced line item.
 *  6. Prices that a correction in the note supersedes, and earlier offers quoted in a thread, are currency amounts
 *     the note writes, so they are in `amounts`; they must give no line item, so they are also in `notPrices`.
 *  7. A budget range ("between SGD 90k and SGD 100k") is two amounts, both notPrices.
 *  8. Spelled-out amounts in dictated memos are listed as the spelled phrase including the currency word
 *     ("fifteen dollars", "ochenta mil pesos").
 *  9. `currency` is expected only where the note names the currency unambiguously (ISO code, £, €, ₹, Rs with GST
 *     in India, S/ and "soles", "Aussie dollars", "pesos chilenos"); a bare "$" in a US note sets no expectation.
 * 10. A year-two uplift ("+5%", "+7%", "3% uplift on everything") multiplies that line's year-one amount;
 *     one-time fees get no uplift and no year-two amount.
 * 11. A per-unit one-time fee ("$99 per location one time", "$2,250 each") is multiplied by the unit count.
 * 12. `term` is expected as its numeric core ("24", "12") so that "24 months", "24-month" and "24 mo" all match.
 * 13. Spanish thousands separators: "3.500" (AR), "$85.000" (CO), "2.400,00 €" (ES) are thousands, not decimals;
 *     Indian grouping "₹1,80,000" is 180,000 and "Rs 2.4L" is 2.4 lakh = 240,000.
 */

export const BLIND_NOTES_12: BlindNote[] = [
  {
    id: 'r01',
    lang: 'en',
    split: 'tune',
    style: 'terse CRM line, US, sales tax',
    notes: `Acme Logistics - 45 seats Pro @ $38/user/mo, annual billing, 12 mo term, start 1/1/27. Onboarding $2,500 one-time. TX sales tax 8.25%. Signer: Dana Whitfield, VP Ops.`,
    expect: {
      fields: {
        custName: 'Acme Logistics',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Ops',
        edition: 'Pro',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'sales tax',
        taxRate: 8.25,
      },
      lineItems: [
        { y1: 20520, y2: 0 },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 24919.15, y2: 0 },
      amounts: ['$38', '$2,500'],
    },
    why: '45 × 38 × 12 = 20,520; onboarding 2,500 one-time. Subtotal 23,020; tax 8.25% = 1,899.15; total 24,919.15. One-year deal, y2 0.',
  },
  {
    id: 'r02',
    lang: 'en',
    split: 'held',
    style: 'bulleted list, UK, VAT, 24 months with year-two uplift',
    notes: `Notes – Harrow & Finch Solicitors
- Customer: Harrow & Finch LLP
- Contact/signatory: Priya Raman (Head of Operations), priya.raman@harrowfinch.co.uk
- Enterprise edition, 60 users
- £42 per user per month, 24-month term, billed quarterly
- Year 2 price up 5% (uplift agreed)
- Data migration: £3,800 one-off
- Prices ex VAT, VAT @ 20%
- Governing law England & Wales
- Quote valid until 31/12/2026`,
    expect: {
      fields: {
        custName: 'Harrow & Finch',
        custSigner: 'Priya Raman',
        custTitle: 'Head of Operations',
        custEmail: 'priya.raman@harrowfinch.co.uk',
        edition: 'Enterprise',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 30240, y2: 31752 },
        { y1: 3800, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 40848, y2: 38102.4 },
      amounts: ['£42', '£3,800'],
    },
    why: '60 × 42 × 12 = 30,240; y2 +5% = 31,752. Migration 3,800 y1 only. Y1 34,040 + VAT 6,808 = 40,848. Y2 31,752 + VAT 6,350.40 = 38,102.40.',
  },
  {
    id: 'r03',
    lang: 'en',
    split: 'held',
    style: 'Slack chat with seat-count correction, whole-deal discount',
    notes: `[10:42] jake.m: ok pricing for Brightline Dental is 40 seats x $25/mo, annual
[10:43] jake.m: sorry, 45 seats not 40
[10:43] jake.m: plus setup $1,200
[10:45] sara.k: did they get the 10% we talked about?
[10:46] jake.m: yes 10% off the whole thing, first year only. 1 yr term. no tax, they're in Oregon`,
    expect: {
      fields: { custName: 'Brightline Dental', billing: 'Annual', taxRate: 0 },
      lineItems: [
        { y1: 13500, y2: 0 },
        { y1: 1200, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 13230, y2: 0 },
      amounts: ['$25', '$1,200'],
    },
    why: 'Corrected to 45 seats: 45 × 25 × 12 = 13,500; setup 1,200. Subtotal 14,700; 10% whole deal = 1,470; net 13,230; no tax (Oregon) → 13,230.',
  },
  {
    id: 'r04',
    lang: 'en',
    split: 'held',
    style: 'forwarded e-mail thread, reply on top, revised vs original price, Canada HST',
    notes: `Hi team – go with the revised numbers in the thread below, not the original offer at the bottom. – Mark

> From: Mark Tremblay
> Sent: Nov 19, 2026
> To: Deal Desk
> Subject: RE: Northbay Credit Union – pricing
>
> Revised: 150 users at CAD 19/user/month, 24 month term, annual billing.
> Training: 2 days at CAD 1,600/day, year one.
> Ontario customer so HST 13%.
>
> > Original offer: 150 users at CAD 21/user/month, 12 months.`,
    expect: {
      fields: { custName: 'Northbay Credit Union', currency: 'CAD', billing: 'Annual', term: '24', taxLabel: 'HST', taxRate: 13 },
      lineItems: [
        { y1: 34200, y2: 34200 },
        { y1: 3200, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 42262, y2: 38646 },
      amounts: ['CAD 19', 'CAD 1,600', 'CAD 21'],
      notPrices: ['CAD 21'],
    },
    why: '150 × 19 × 12 = 34,200 each year (24 months). Training 2 × 1,600 = 3,200 y1. Y1 37,400 + HST 4,862 = 42,262. Y2 34,200 + HST 4,446 = 38,646. CAD 21 is the superseded original offer.',
  },
  {
    id: 'r05',
    lang: 'en',
    split: 'held',
    style: 'dictated voice memo, spelled-out numbers, Australia GST',
    notes: `Voice memo transcript: right so quick one for the Coastal Freight proposal, uh, they're going with the standard plan, eighty drivers at fifteen dollars a driver per month, billed monthly, twelve month term. Plus the telematics install, that's a one-off of four thousand five hundred dollars. All in Aussie dollars, plus GST at ten percent. Signer is, um, Tom Nguyen, he's the Fleet Manager. Start date first of February.`,
    expect: {
      fields: {
        custName: 'Coastal Freight',
        edition: 'standard',
        billing: 'Monthly',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
        custSigner: 'Tom Nguyen',
        custTitle: 'Fleet Manager',
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 14400, y2: 0 },
        { y1: 4500, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 20790, y2: 0 },
      amounts: ['fifteen dollars', 'four thousand five hundred dollars'],
    },
    why: '80 × 15 × 12 = 14,400; install 4,500 one-off. Subtotal 18,900; GST 10% = 1,890; total 20,790. Next 1 February after 2026-11-21 is 2027-02-01.',
  },
  {
    id: 'r06',
    lang: 'en',
    split: 'held',
    style: 'pasted pipe table, India GST, lakh grouping',
    notes: `Client: Vistara Agro Pvt Ltd | Bengaluru
| Item | Qty | Rate | Period |
| Platform licence – Growth | 120 users | ₹650/user/month | 12 months |
| Implementation & training | 1 | ₹1,80,000 | one-time |
| Premium support | 1 | ₹60,000/year | 12 months |
GST 18% extra. Billing: annual in advance. Valid till 15-Dec-2026.`,
    expect: {
      fields: {
        custName: 'Vistara Agro',
        edition: 'Growth',
        currency: 'INR',
        billing: 'Annual',
        taxLabel: 'GST',
        taxRate: 18,
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 936000, y2: 0 },
        { y1: 180000, y2: 0, descHas: 'implementation' },
        { y1: 60000, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 1387680, y2: 0 },
      amounts: ['₹650', '₹1,80,000', '₹60,000'],
    },
    why: '120 × 650 × 12 = 9,36,000; implementation 1,80,000; support 60,000. Subtotal 11,76,000; GST 18% = 2,11,680; total 13,87,680.',
  },
  {
    id: 'r07',
    lang: 'en',
    split: 'held',
    style: 'terse abbreviations (usr, pp, qtrly), Ireland VAT',
    notes: `Dublin - Kestrel Pharma Ltd. 25 usr x €55 pp/mo, 12mo, billed qtrly. SSO add-on €300/mo. VAT 23%. Contact: Aoife Brennan, Procurement Lead. Start 04/01/2027 (4 Jan).`,
    expect: {
      fields: {
        custName: 'Kestrel Pharma',
        custSigner: 'Aoife Brennan',
        custTitle: 'Procurement Lead',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 23,
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 16500, y2: 0 },
        { y1: 3600, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 24723, y2: 0 },
      amounts: ['€55', '€300'],
    },
    why: '25 × 55 × 12 = 16,500; SSO 300 × 12 = 3,600. Subtotal 20,100; VAT 23% = 4,623; total 24,723.',
  },
  {
    id: 'r08',
    lang: 'en',
    split: 'held',
    style: 'Teams chat, Singapore GST, current vendor price, per-device',
    notes: `Wei Ling Tan 3:02 PM
Harbourfront Clinics proposal: 30 clinicians, SGD 48/user/mo, annual prepay, 1 year
Wei Ling Tan 3:03 PM
fyi their current vendor charges SGD 52 per user, so we're under
Wei Ling Tan 3:05 PM
add 10 tablets for reception at SGD 35/device/month
Wei Ling Tan 3:05 PM
GST 9% pls. Signer Dr. Rajesh Kumar, Medical Director`,
    expect: {
      fields: {
        custName: 'Harbourfront Clinics',
        currency: 'SGD',
        billing: 'Annual',
        taxLabel: 'GST',
        taxRate: 9,
        custSigner: 'Rajesh Kumar',
        custTitle: 'Medical Director',
      },
      lineItems: [
        { y1: 17280, y2: 0 },
        { y1: 4200, y2: 0, descHas: 'tablet' },
      ],
      discounts: [],
      totals: { y1: 23413.2, y2: 0 },
      amounts: ['SGD 48', 'SGD 52', 'SGD 35'],
      notPrices: ['SGD 52'],
    },
    why: "30 × 48 × 12 = 17,280; 10 × 35 × 12 = 4,200. Subtotal 21,480; GST 9% = 1,933.20; total 23,413.20. SGD 52 is the current vendor's price.",
  },
  {
    id: 'r09',
    lang: 'en',
    split: 'held',
    style: 'hourly services only, tax-exempt nonprofit, budget mentioned',
    notes: `Riverside Community Foundation (501c3, tax exempt - cert on file).
Services only: 60 hrs implementation @ $165/hr + 12 hrs admin training @ $120/hr. One-time invoice on completion.
Their budget was ~$12k, we're a bit over. Proposal valid until Dec 31.`,
    expect: {
      fields: { custName: 'Riverside Community Foundation', billing: 'One-time', validUntil: '2026-12-31', taxRate: 0 },
      lineItems: [
        { y1: 9900, y2: 0, descHas: 'implementation' },
        { y1: 1440, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 11340, y2: 0 },
      amounts: ['$165', '$120', '$12k'],
      notPrices: ['$12k'],
    },
    why: '60 × 165 = 9,900; 12 × 120 = 1,440. Subtotal 11,340; exempt → 11,340. ~$12k is their budget.',
  },
  {
    id: 'r10',
    lang: 'en',
    split: 'tune',
    style: 'pipe-separated CRM line, seat ramp, scoped year-two discount, no tax mentioned',
    notes: `Opp: Meridian Health Partners | 2-yr deal, 24 months | Y1 200 seats, Y2 350 seats | $30/seat/mo both years | annual billing | 8% off licences yr 2 only (ramp incentive) | impl fee $7,500 Y1`,
    expect: {
      fields: { custName: 'Meridian Health Partners', billing: 'Annual', term: '24' },
      lineItems: [
        { y1: 72000, y2: 126000 },
        { y1: 7500, y2: 0, descHas: 'impl' },
      ],
      discounts: [{ kind: 'amount', value: 10080, y1: false, y2: true }],
      totals: { y1: 79500, y2: 115920 },
      amounts: ['$30', '$7,500'],
    },
    why: 'Y1 200 × 30 × 12 = 72,000; Y2 350 × 30 × 12 = 126,000. Impl 7,500 y1. 8% on licences in y2 only = 10,080. Y1 79,500; Y2 126,000 − 10,080 = 115,920. No tax stated.',
  },
  {
    id: 'r11',
    lang: 'en',
    split: 'held',
    style: 'e-mail thread, customer reply on top, UK VAT, fixed goodwill discount, budget',
    notes: `Thanks Oliver – confirmed, we'll proceed on this basis.
Best,
Helen Shaw, Finance Director, Pennine Water Services

-----Original Message-----
From: Oliver Grant <oliver.grant@ourco.com>
Subject: Proposal – Pennine Water Services

Helen,
As discussed: 12-month subscription, Field Ops module for 35 engineers at £29 per engineer per month, plus the Asset Register module at £6,000 per annum. We'll knock £1,500 off as a goodwill gesture. Invoicing monthly. VAT at 20% on top.
I know you'd pencilled in £15,000 for this; the above lands a bit higher.`,
    expect: {
      fields: {
        custName: 'Pennine Water',
        custSigner: 'Helen Shaw',
        custTitle: 'Finance Director',
        currency: 'GBP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 12180, y2: 0, descHas: 'Field Ops' },
        { y1: 6000, y2: 0, descHas: 'Asset' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false }],
      totals: { y1: 20016, y2: 0 },
      amounts: ['£29', '£6,000', '£1,500', '£15,000'],
      notPrices: ['£15,000'],
    },
    why: '35 × 29 × 12 = 12,180; Asset Register 6,000. Subtotal 18,180; −1,500 = 16,680; VAT 20% = 3,336; total 20,016. £15,000 is the customer budget.',
  },
  {
    id: 'r12',
    lang: 'en',
    split: 'held',
    style: 'per-store pricing, discount requested but refused, validity in days',
    notes: `Summit Outdoor Co — 18 stores, POS analytics @ $95/store/month, annual, 12 mo. HW kit $450 ea per store one-time.
Buyer pushed for 15% off, mgr said no — list price stands.
Ship-to CO, tax 2.9%. Quote valid 30 days.`,
    expect: {
      fields: { custName: 'Summit Outdoor', billing: 'Annual', term: '12', taxRate: 2.9, validUntil: '2026-12-21' },
      lineItems: [
        { y1: 20520, y2: 0, descHas: 'POS' },
        { y1: 8100, y2: 0, descHas: 'kit' },
      ],
      discounts: [],
      totals: { y1: 29449.98, y2: 0 },
      amounts: ['$95', '$450'],
    },
    why: '18 × 95 × 12 = 20,520; 18 × 450 = 8,100. Subtotal 28,620; no discount (refused); tax 2.9% = 829.98; total 29,449.98. 2026-11-21 + 30 days = 2026-12-21.',
  },
  {
    id: 'r13',
    lang: 'en',
    split: 'held',
    style: 'pasted tab-separated table, Canada (Alberta) GST, quarterly',
    notes: `Prairie Grain Co-op — quote for Lena Dubois (Controller), lena.dubois@prairiegrain.ca
Item\tQty\tUnit price (CAD)\tBilling
Sensor gateways\t40\t22.50/mo\tquarterly
Dashboard licences\t15\t40.00/mo\tquarterly
Install (one-time)\t1\t3,200.00\tonce
GST 5% (Alberta, no PST)
Term 12 months, start Mar 1 2027`,
    expect: {
      fields: {
        custName: 'Prairie Grain',
        custSigner: 'Lena Dubois',
        custTitle: 'Controller',
        custEmail: 'lena.dubois@prairiegrain.ca',
        currency: 'CAD',
        billing: 'Quarterly',
        taxLabel: 'GST',
        taxRate: 5,
        term: '12',
        startDate: '2027-03-01',
      },
      lineItems: [
        { y1: 10800, y2: 0, descHas: 'gateway' },
        { y1: 7200, y2: 0, descHas: 'dashboard' },
        { y1: 3200, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 22260, y2: 0 },
      amounts: ['22.50', '40.00', '3,200.00'],
    },
    why: '40 × 22.50 × 12 = 10,800; 15 × 40 × 12 = 7,200; install 3,200. Subtotal 21,200; GST 5% = 1,060; total 22,260.',
  },
  {
    id: 'r14',
    lang: 'en',
    split: 'held',
    style: 'Australia, 24 months, free months promo, per-building',
    notes: `Westgate Property Group - AUD. 2 yr term (24 mths).
Portfolio plan: 12 buildings @ AUD 210/building/month. First 3 months free in year 1 (promo).
Annual billing. GST 10%. Signed by Claire Mitchell, COO.`,
    expect: {
      fields: {
        custName: 'Westgate Property',
        currency: 'AUD',
        term: '24',
        billing: 'Annual',
        taxLabel: 'GST',
        taxRate: 10,
        custSigner: 'Claire Mitchell',
        custTitle: 'COO',
      },
      lineItems: [{ y1: 30240, y2: 30240 }],
      discounts: [{ kind: 'amount', value: 7560, y1: true, y2: false }],
      totals: { y1: 24948, y2: 33264 },
      amounts: ['AUD 210'],
    },
    why: '12 × 210 × 12 = 30,240 per year. 3 free months = 3 × 12 × 210 = 7,560 off y1. Y1 22,680 + GST 2,268 = 24,948. Y2 30,240 + 3,024 = 33,264.',
  },
  {
    id: 'r15',
    lang: 'en',
    split: 'held',
    style: 'chat lines, India, Rs / L / k abbreviations, whole-deal discount',
    notes: `Rohit: pls draft for Sahyadri Logistics, Pune
Rohit: 250 drivers app @ Rs 180/driver/mo, 12 months
Rohit: route optimisation add-on Rs 2.4L per year
Rohit: onboarding Rs 75k one-time
Rohit: overall 12% discount approved by RSM
Rohit: GST 18%, billing quarterly`,
    expect: {
      fields: { custName: 'Sahyadri Logistics', currency: 'INR', billing: 'Quarterly', taxLabel: 'GST', taxRate: 18, term: '12' },
      lineItems: [
        { y1: 540000, y2: 0 },
        { y1: 240000, y2: 0, descHas: 'route' },
        { y1: 75000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: false }],
      totals: { y1: 887832, y2: 0 },
      amounts: ['Rs 180', 'Rs 2.4L', 'Rs 75k'],
    },
    why: '250 × 180 × 12 = 5,40,000; route 2.4 lakh = 2,40,000; onboarding 75,000. Subtotal 8,55,000; 12% = 1,02,600; net 7,52,400; GST 18% = 1,35,432; total 8,87,832.',
  },
  {
    id: 'r16',
    lang: 'en',
    split: 'held',
    style: 'agreement, 24 months with explicit year-two price, tax exempt',
    notes: `Granite Peak Software — agreement, 24-month term.
Yr 1: 75 dev seats at $60/seat/month. Yr 2: price goes to $66/seat/month, same 75 seats. Premium support $9,000/yr both years.
Billing annual upfront. Delaware law. Signer Marcus Bell, CTO, marcus@granitepeak.io.
No tax (SaaS exempt in their state).`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Granite Peak',
        custSigner: 'Marcus Bell',
        custTitle: 'CTO',
        custEmail: 'marcus@granitepeak.io',
        term: '24',
        billing: 'Annual',
        governingLaw: 'Delaware',
        support: 'Premium',
        taxRate: 0,
      },
      lineItems: [
        { y1: 54000, y2: 59400 },
        { y1: 9000, y2: 9000, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 63000, y2: 68400 },
      amounts: ['$60', '$66', '$9,000'],
    },
    why: 'Y1 75 × 60 × 12 = 54,000; Y2 75 × 66 × 12 = 59,400. Support 9,000 each year. Y1 63,000; Y2 68,400; no tax.',
  },
  {
    id: 'r17',
    lang: 'en',
    split: 'tune',
    style: 'dictated memo, UK, spelled-out pounds, per-school',
    notes: `Dictated: Proposal for Calder Valley Schools Trust. Seven schools, each on the campus licence at two thousand four hundred pounds per school per year. Plus a one-off setup of one thousand five hundred pounds. One year term. They're an academy trust so VAT at twenty percent still applies, I checked. Send to the CFO, Gareth Lloyd.`,
    expect: {
      fields: {
        custName: 'Calder Valley Schools Trust',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        custSigner: 'Gareth Lloyd',
        custTitle: 'CFO',
      },
      lineItems: [
        { y1: 16800, y2: 0, descHas: 'licence' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 21960, y2: 0 },
      amounts: ['two thousand four hundred pounds', 'one thousand five hundred pounds'],
    },
    why: '7 × 2,400 = 16,800; setup 1,500. Subtotal 18,300; VAT 20% = 3,660; total 21,960.',
  },
  {
    id: 'r18',
    lang: 'en',
    split: 'tune',
    style: 'bulleted list, 24 months, scoped % on two modules both years, hourly PS, NY tax',
    notes: `Blue Heron Insurance
- 2 year agreement (24 mo), billed annually
- Claims module: 90 users x $45/user/mo
- Policy admin module: 90 users x $35/user/mo
- Data warehouse connector: $12,000/yr
- 15% off the two user modules only, both years
- Professional services: 80 hours @ $200/hr, year 1
- NY sales tax 8.875%`,
    expect: {
      fields: { custName: 'Blue Heron Insurance', term: '24', billing: 'Annual', taxLabel: 'sales tax', taxRate: 8.875 },
      lineItems: [
        { y1: 48600, y2: 48600, descHas: 'claims' },
        { y1: 37800, y2: 37800, descHas: 'policy' },
        { y1: 12000, y2: 12000, descHas: 'connector' },
        { y1: 16000, y2: 0, descHas: 'services' },
      ],
      discounts: [{ kind: 'amount', value: 12960, y1: true, y2: true }],
      totals: { y1: 110442.8, y2: 93022.8 },
      amounts: ['$45', '$35', '$12,000', '$200'],
    },
    why: 'Claims 90 × 45 × 12 = 48,600; Policy 90 × 35 × 12 = 37,800; connector 12,000; PS 80 × 200 = 16,000 y1. 15% of (48,600 + 37,800) = 12,960 each year. Y1 114,400 − 12,960 = 101,440 + 8.875% 9,002.80 = 110,442.80. Y2 98,400 − 12,960 = 85,440 + 7,582.80 = 93,022.80.',
  },
  {
    id: 'r19',
    lang: 'en',
    split: 'tune',
    style: 'Slack with price correction, Canada (Nova Scotia) HST, per-sensor',
    notes: `@dealdesk Atlantic Seafoods proposal pls
- 22 plant sensors @ $18/mo each
- 6 supervisor licences @ $55/mo
wait — supervisor licence is $50/mo, not 55, they're on the old price book
- 1 yr, monthly billing, CAD
- HST 15% (NS)
- start Jan 15`,
    expect: {
      fields: {
        custName: 'Atlantic Seafoods',
        currency: 'CAD',
        billing: 'Monthly',
        taxLabel: 'HST',
        taxRate: 15,
        startDate: '2027-01-15',
      },
      lineItems: [
        { y1: 4752, y2: 0, descHas: 'sensor' },
        { y1: 3600, y2: 0, descHas: 'supervisor' },
      ],
      discounts: [],
      totals: { y1: 9604.8, y2: 0 },
      amounts: ['$18', '$55', '$50'],
      notPrices: ['$55'],
    },
    why: '22 × 18 × 12 = 4,752; corrected 6 × 50 × 12 = 3,600. Subtotal 8,352; HST 15% = 1,252.80; total 9,604.80. $55 superseded.',
  },
  {
    id: 'r20',
    lang: 'en',
    split: 'tune',
    style: 'order form, per-room and per-property install, Florida tax',
    notes: `ORDER — Lakeshore Hotels Group. 340 rooms smart-lock integration @ $3.50/room/mo. 4 properties x on-site install $2,250 each (one-time).
Billing quarterly, 12-month term. Tax 7% (FL). PO to follow from Jenna Ortiz, Director of IT.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Lakeshore Hotels',
        billing: 'Quarterly',
        term: '12',
        taxRate: 7,
        custSigner: 'Jenna Ortiz',
        custTitle: 'Director of IT',
      },
      lineItems: [
        { y1: 14280, y2: 0, descHas: 'lock' },
        { y1: 9000, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 24909.6, y2: 0 },
      amounts: ['$3.50', '$2,250'],
    },
    why: '340 × 3.50 × 12 = 14,280; 4 × 2,250 = 9,000. Subtotal 23,280; tax 7% = 1,629.60; total 24,909.60.',
  },
  {
    id: 'r21',
    lang: 'en',
    split: 'held',
    style: 'Ireland, 24 months, uplift on all recurring, fixed credit each year',
    notes: `Shannon Biotech — Cork.
€18,000/yr platform fee + 40 lab users at €25/user/mo. Two-year term, 24 months, annual invoicing.
3% uplift on everything in yr 2. €1,000 loyalty credit each year. VAT 23%. Governing law: Ireland.`,
    expect: {
      fields: {
        custName: 'Shannon Biotech',
        currency: 'EUR',
        term: '24',
        billing: 'Annual',
        taxLabel: 'VAT',
        taxRate: 23,
        governingLaw: 'Ireland',
      },
      lineItems: [
        { y1: 18000, y2: 18540, descHas: 'platform' },
        { y1: 12000, y2: 12360 },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: true }],
      totals: { y1: 35670, y2: 36777 },
      amounts: ['€18,000', '€25', '€1,000'],
    },
    why: 'Platform 18,000 → y2 18,540 (+3%); users 40 × 25 × 12 = 12,000 → y2 12,360. Credit 1,000 each year. Y1 30,000 − 1,000 = 29,000 + VAT 6,670 = 35,670. Y2 30,900 − 1,000 = 29,900 + VAT 6,877 = 36,777.',
  },
  {
    id: 'r22',
    lang: 'en',
    split: 'tune',
    style: 'e-mail reply on top of earlier mail, Singapore, budget range, whole-deal % both years',
    notes: `Re: Lion City Retail – draft proposal
Confirmed with their CFO: 2-year deal, 24 months. 10% off the total, both years. Everything else as per my earlier mail. — Ben

> On 18 Nov, Ben Koh wrote:
> 60 stores, inventory module SGD 120/store/month.
> Central HQ licence SGD 9,600/year.
> Annual billing, GST 9%.
> Their budget is somewhere between SGD 90k and SGD 100k a year.`,
    expect: {
      fields: { custName: 'Lion City Retail', currency: 'SGD', term: '24', billing: 'Annual', taxLabel: 'GST', taxRate: 9 },
      lineItems: [
        { y1: 86400, y2: 86400, descHas: 'inventory' },
        { y1: 9600, y2: 9600, descHas: 'HQ' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 94176, y2: 94176 },
      amounts: ['SGD 120', 'SGD 9,600', 'SGD 90k', 'SGD 100k'],
      notPrices: ['SGD 90k', 'SGD 100k'],
    },
    why: '60 × 120 × 12 = 86,400; HQ 9,600; subtotal 96,000 each year. 10% = 9,600; net 86,400; GST 9% = 7,776; total 94,176 both years. 90k–100k is the budget range.',
  },
  {
    id: 'r23',
    lang: 'en',
    split: 'tune',
    style: 'typo-ridden lowercase note, per-location setup, fixed discount on setup',
    notes: `prposal for Oakridge Vet Clinics, 9 locatons, 3 users each = 27 users @ $32/usr/mo. anual billng, 12 mo. setup fee $99 per locaton one time. discount: $500 off setup. no sales tax (MT). signer dr. amy collins, owner`,
    expect: {
      fields: {
        custName: 'Oakridge Vet',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
        custSigner: 'amy collins',
        custTitle: 'owner',
      },
      lineItems: [
        { y1: 10368, y2: 0 },
        { y1: 891, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false }],
      totals: { y1: 10759, y2: 0 },
      amounts: ['$32', '$99', '$500'],
    },
    why: '27 × 32 × 12 = 10,368; setup 9 × 99 = 891. Subtotal 11,259; −500 = 10,759; no tax → 10,759.',
  },
  {
    id: 'r24',
    lang: 'en',
    split: 'tune',
    style: 'pasted pipe table with Y1/Y2 columns, Australia, site ramp',
    notes: `Southern Cross Mining – pricing for proposal (AUD, ex GST)
| Line | Y1 | Y2 |
| Site licences | 5 sites x $4,000/yr | 8 sites x $4,000/yr |
| Remote monitoring | $1,150/month | $1,150/month |
| Commissioning (once) | $14,000 | – |
GST 10%. 24-month term. Quarterly billing. Valid to 20 Dec 2026.`,
    expect: {
      fields: {
        custName: 'Southern Cross Mining',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
        term: '24',
        billing: 'Quarterly',
        validUntil: '2026-12-20',
      },
      lineItems: [
        { y1: 20000, y2: 32000, descHas: 'site' },
        { y1: 13800, y2: 13800, descHas: 'monitoring' },
        { y1: 14000, y2: 0, descHas: 'commissioning' },
      ],
      discounts: [],
      totals: { y1: 52580, y2: 50380 },
      amounts: ['$4,000', '$1,150', '$14,000'],
    },
    why: 'Sites Y1 5 × 4,000 = 20,000, Y2 8 × 4,000 = 32,000; monitoring 1,150 × 12 = 13,800 each year; commissioning 14,000 y1. Y1 47,800 + GST 4,780 = 52,580. Y2 45,800 + 4,580 = 50,380.',
  },
  {
    id: 'r25',
    lang: 'en',
    split: 'tune',
    style: 'call notes with competitor price and a guess, SLA and support, tax exempt',
    notes: `Call notes 11/20 – Fairview Credit Union.
They have a quote from Competitor X at $22/user/mo; we're at $27/user/mo for 110 users, Enterprise edition, 99.9% SLA, 24x7 support. 12 months, billed annually.
I'd guess they'd stretch to maybe $35k total.
Add SSO/SCIM pack $2,400/yr. Tax exempt (credit union).`,
    expect: {
      fields: {
        custName: 'Fairview Credit Union',
        edition: 'Enterprise',
        sla: '99.9',
        support: '24x7',
        term: '12',
        billing: 'Annual',
        taxRate: 0,
      },
      lineItems: [
        { y1: 35640, y2: 0 },
        { y1: 2400, y2: 0, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 38040, y2: 0 },
      amounts: ['$22', '$27', '$35k', '$2,400'],
      notPrices: ['$22', '$35k'],
    },
    why: '110 × 27 × 12 = 35,640; SSO pack 2,400. Subtotal 38,040; exempt → 38,040. $22 competitor, $35k a guess.',
  },
  {
    id: 'r26',
    lang: 'en',
    split: 'tune',
    style: 'Teams chat, UK, day-rate consultancy, scoped % on services, late seat correction',
    notes: `Emma Hughes: Can you draft for Thames Gateway Logistics?
Emma Hughes: 1 year, billed annually, GBP
Emma Hughes: 50 x Warehouse user £18/mo
Emma Hughes: 10 x Manager user £30/mo
Emma Hughes: consultancy 15 days @ £950/day
Emma Hughes: 20% off the consultancy only
Emma Hughes: VAT 20
Emma Hughes: actually make it 12 manager users, they added two`,
    expect: {
      fields: { custName: 'Thames Gateway Logistics', billing: 'Annual', currency: 'GBP', taxLabel: 'VAT', taxRate: 20 },
      lineItems: [
        { y1: 10800, y2: 0, descHas: 'warehouse' },
        { y1: 4320, y2: 0, descHas: 'manager' },
        { y1: 14250, y2: 0, descHas: 'consultancy' },
      ],
      discounts: [{ kind: 'amount', value: 2850, y1: true, y2: false }],
      totals: { y1: 31824, y2: 0 },
      amounts: ['£18', '£30', '£950'],
    },
    why: '50 × 18 × 12 = 10,800; corrected 12 × 30 × 12 = 4,320; 15 × 950 = 14,250. 20% of consultancy = 2,850. Subtotal 29,370 − 2,850 = 26,520; VAT 5,304; total 31,824.',
  },
  {
    id: 'r27',
    lang: 'en',
    split: 'held',
    style: 'forwarded e-mail, India, 24 months, year-two uplift on one line',
    notes: `FW: Commercials – Kaveri Textiles
Please draft the proposal. Final commercials below.
---
Customer: Kaveri Textiles Ltd, Coimbatore
Signatory: S. Meenakshi, Director – Finance (meenakshi@kaveritextiles.in)
Term: 24 months, billed annually
ERP connector subscription: INR 3,60,000 per annum, Y2 +7%
Shop-floor users: 150 @ INR 400/user/month, Y2 same rate
Go-live support: INR 1,20,000 one-time
GST 18%`,
    expect: {
      fields: {
        custName: 'Kaveri Textiles',
        custSigner: 'Meenakshi',
        custTitle: 'Director',
        custEmail: 'meenakshi@kaveritextiles.in',
        term: '24',
        billing: 'Annual',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 360000, y2: 385200, descHas: 'ERP' },
        { y1: 720000, y2: 720000 },
        { y1: 120000, y2: 0, descHas: 'go-live' },
      ],
      discounts: [],
      totals: { y1: 1416000, y2: 1304136 },
      amounts: ['INR 3,60,000', 'INR 400', 'INR 1,20,000'],
    },
    why: 'Connector 3,60,000 → y2 +7% = 3,85,200; users 150 × 400 × 12 = 7,20,000 each year; go-live 1,20,000 y1. Y1 12,00,000 + GST 2,16,000 = 14,16,000. Y2 11,05,200 + GST 1,98,936 = 13,04,136.',
  },
  {
    id: 'r28',
    lang: 'en',
    split: 'held',
    style: 'short CRM line with cents prices and tax rounding, monthly',
    notes: `Northwind Cafés – 12 locations, kiosk software $79.99/location/mo, monthly billing, 12 mo. Loyalty add-on $14.50/location/mo. WA tax 10.25%. Start 12/1/2026.`,
    expect: {
      fields: { custName: 'Northwind', billing: 'Monthly', term: '12', taxRate: 10.25, startDate: '2026-12-01' },
      lineItems: [
        { y1: 11518.56, y2: 0, descHas: 'kiosk' },
        { y1: 2088, y2: 0, descHas: 'loyalty' },
      ],
      discounts: [],
      totals: { y1: 15001.23, y2: 0 },
      amounts: ['$79.99', '$14.50'],
    },
    why: '12 × 79.99 × 12 = 11,518.56; 12 × 14.50 × 12 = 2,088. Subtotal 13,606.56; tax 10.25% = 1,394.6724 → 1,394.67; total 15,001.23.',
  },
  {
    id: 'r29',
    lang: 'es-419',
    split: 'tune',
    style: 'línea de CRM, México, IVA 16%',
    notes: `Cliente: Grupo Ferretero del Bajío. 35 usuarios plan Profesional a MXN $450 por usuario al mes, contrato 12 meses, facturación mensual. Implementación $18,000 MXN pago único.
IVA 16%. Firma: Ing. Luis Hernández, Director de Operaciones.`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero del Bajío',
        edition: 'Profesional',
        currency: 'MXN',
        term: '12',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 16,
        custSigner: 'Luis Hernández',
        custTitle: 'Director de Operaciones',
      },
      lineItems: [
        { y1: 189000, y2: 0 },
        { y1: 18000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 240120, y2: 0 },
      amounts: ['MXN $450', '$18,000 MXN'],
    },
    why: '35 × 450 × 12 = 189,000; implementación 18,000. Subtotal 207,000; IVA 16% = 33,120; total 240,120.',
  },
  {
    id: 'r30',
    lang: 'es-ES',
    split: 'tune',
    style: 'hilo de correo con respuesta arriba, España, descuento total aprobado',
    notes: `Perfecto, Nuria. Adelante con la propuesta tal cual, pero con el descuento del 10% que aprobó dirección sobre el total.
Un saludo,
Javier

---- Mensaje original ----
De: Nuria Soler
Asunto: Propuesta Clínicas Dentales Mediterráneo
- 14 clínicas, licencia de gestión a 89,00 € por clínica y mes
- Formación inicial: 2.400,00 € (pago único)
- Duración 12 meses, facturación trimestral
- IVA 21%
- Firmante: Dra. Marta Vidal, Gerente`,
    expect: {
      fields: {
        custName: 'Clínicas Dentales Mediterráneo',
        currency: 'EUR',
        term: '12',
        billing: 'Quarterly',
        taxLabel: 'IVA',
        taxRate: 21,
        custSigner: 'Marta Vidal',
        custTitle: 'Gerente',
      },
      lineItems: [
        { y1: 14952, y2: 0, descHas: 'licencia' },
        { y1: 2400, y2: 0, descHas: 'formación' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 18896.33, y2: 0 },
      amounts: ['89,00 €', '2.400,00 €'],
    },
    why: '14 × 89 × 12 = 14.952; formación 2.400. Subtotal 17.352; 10% = 1.735,20; neto 15.616,80; IVA 21% = 3.279,528 → 3.279,53; total 18.896,33.',
  },
  {
    id: 'r31',
    lang: 'es-419',
    split: 'held',
    style: 'chat con corrección de licencias, Argentina en USD, descuento pedido y no aprobado',
    notes: `Fede: armame la propuesta para Bodegas Los Andes SA
Fede: 25 licencias a USD 40 por mes c/u, 12 meses, facturación anual
Fede: perdón, son 28 licencias, no 25
Fede: + integración con su ERP, USD 3.500 por única vez
Fede: IVA 21%
Fede: el cliente pidió 15% de descuento pero no se lo aprobaron, va a precio de lista`,
    expect: {
      fields: { custName: 'Bodegas Los Andes', currency: 'USD', term: '12', billing: 'Annual', taxLabel: 'IVA', taxRate: 21 },
      lineItems: [
        { y1: 13440, y2: 0, descHas: 'licencia' },
        { y1: 3500, y2: 0, descHas: 'ERP' },
      ],
      discounts: [],
      totals: { y1: 20497.4, y2: 0 },
      amounts: ['USD 40', 'USD 3.500'],
    },
    why: 'Corregido a 28: 28 × 40 × 12 = 13.440; integración 3.500. Subtotal 16.940; sin descuento (no aprobado); IVA 21% = 3.557,40; total 20.497,40.',
  },
  {
    id: 'r32',
    lang: 'es-419',
    split: 'held',
    style: 'lista con viñetas, Colombia en COP, 24 meses con aumento de vehículos en año 2',
    notes: `Propuesta – Transportes Andinos S.A.S. (Medellín)
• Plazo: 24 meses, facturación anual
• 60 vehículos con GPS a $85.000 COP por vehículo al mes
• Año 2: mismo precio, pero suben a 75 vehículos
• Instalación de equipos: $250.000 por vehículo, solo los 60 iniciales, pago único
• IVA 19%
• Contacto: Carolina Restrepo, Gerente de Flota`,
    expect: {
      fields: {
        custName: 'Transportes Andinos',
        currency: 'COP',
        term: '24',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 19,
        custSigner: 'Carolina Restrepo',
        custTitle: 'Gerente de Flota',
      },
      lineItems: [
        { y1: 61200000, y2: 76500000, descHas: 'GPS' },
        { y1: 15000000, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 90678000, y2: 91035000 },
      amounts: ['$85.000 COP', '$250.000'],
    },
    why: 'Año 1 60 × 85.000 × 12 = 61.200.000; año 2 75 × 85.000 × 12 = 76.500.000. Instalación 60 × 250.000 = 15.000.000 año 1. A1 76.200.000 + IVA 14.478.000 = 90.678.000. A2 76.500.000 + IVA 14.535.000 = 91.035.000.',
  },
  {
    id: 'r33',
    lang: 'es-419',
    split: 'tune',
    style: 'nota de voz dictada, Chile, números en palabras, CLP',
    notes: `Nota de voz: ya, la propuesta para Viña Santa Rosa, son doce sucursales, el plan a ochenta mil pesos por sucursal al mes, facturación mensual, contrato de un año. Más la puesta en marcha, un millón doscientos mil pesos, una sola vez. Todo en pesos chilenos más IVA del diecinueve por ciento. Firma don Patricio Muñoz, gerente general.`,
    expect: {
      fields: {
        custName: 'Viña Santa Rosa',
        currency: 'CLP',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 19,
        custSigner: 'Patricio Muñoz',
        custTitle: 'gerente general',
      },
      lineItems: [
        { y1: 11520000, y2: 0 },
        { y1: 1200000, y2: 0, descHas: 'puesta en marcha' },
      ],
      discounts: [],
      totals: { y1: 15136800, y2: 0 },
      amounts: ['ochenta mil pesos', 'un millón doscientos mil pesos'],
    },
    why: '12 × 80.000 × 12 = 11.520.000; puesta en marcha 1.200.000. Subtotal 12.720.000; IVA 19% = 2.416.800; total 15.136.800.',
  },
  {
    id: 'r34',
    lang: 'es-419',
    split: 'tune',
    style: 'tabla pegada con tabuladores, Perú en soles, IGV, horas de capacitación',
    notes: `Cliente: Agroexportadora del Sur SAC – Arequipa
Concepto\tCant.\tP. unit.\tPeriodo
Licencia campo\t40\tS/ 95 mensual\t12 meses
Licencia supervisor\t5\tS/ 180 mensual\t12 meses
Capacitación\t16 horas\tS/ 220 por hora\túnica vez
Moneda: soles. IGV 18%. Facturación trimestral. Validez de la oferta: 31/12/2026.`,
    expect: {
      fields: {
        custName: 'Agroexportadora del Sur',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
        billing: 'Quarterly',
        validUntil: '2026-12-31',
      },
      lineItems: [
        { y1: 45600, y2: 0, descHas: 'campo' },
        { y1: 10800, y2: 0, descHas: 'supervisor' },
        { y1: 3520, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [],
      totals: { y1: 70705.6, y2: 0 },
      amounts: ['S/ 95', 'S/ 180', 'S/ 220'],
    },
    why: '40 × 95 × 12 = 45.600; 5 × 180 × 12 = 10.800; 16 × 220 = 3.520. Subtotal 59.920; IGV 18% = 10.785,60; total 70.705,60.',
  },
  {
    id: 'r35',
    lang: 'es-ES',
    split: 'tune',
    style: 'lista, España, 24 meses, subida del 4% en año 2, descuento solo en licencias (distinto por año)',
    notes: `Oferta – Logística Ibérica S.L. (Zaragoza)
- Contrato de 24 meses, facturación anual
- 80 licencias de almacén a 35 € por licencia/mes
- Módulo de rutas: 6.000 € al año
- Año 2: +4% sobre todo lo recurrente
- Descuento del 10% solo en las licencias, ambos años
- Proyecto de implantación: 9.500 € (pago único)
- IVA 21%. Ley aplicable: España`,
    expect: {
      fields: {
        custName: 'Logística Ibérica',
        currency: 'EUR',
        term: '24',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'España',
      },
      lineItems: [
        { y1: 33600, y2: 34944, descHas: 'licencias' },
        { y1: 6000, y2: 6240, descHas: 'rutas' },
        { y1: 9500, y2: 0, descHas: 'implantación' },
      ],
      discounts: [
        { kind: 'amount', value: 3360, y1: true, y2: false },
        { kind: 'amount', value: 3494.4, y1: false, y2: true },
      ],
      totals: { y1: 55345.4, y2: 45604.42 },
      amounts: ['35 €', '6.000 €', '9.500 €'],
    },
    why: 'Licencias 80 × 35 × 12 = 33.600 → A2 +4% = 34.944; rutas 6.000 → 6.240; implantación 9.500 A1. Descuento 10% licencias: A1 3.360, A2 3.494,40. A1 49.100 − 3.360 = 45.740 + IVA 9.605,40 = 55.345,40. A2 41.184 − 3.494,40 = 37.689,60 + IVA 7.914,816 → 7.914,82 = 45.604,42.',
  },
  {
    id: 'r36',
    lang: 'es-419',
    split: 'held',
    style: 'chat de Teams, México, 24 meses, descuento fijo año 1, presupuesto mencionado, horas',
    notes: `Ana Ruiz: propuesta para Hospital San Ángel, 2 años (24 meses)
Ana Ruiz: 120 camas con monitoreo a $310 MXN por cama al mes
Ana Ruiz: capacitación 40 hrs a $1,500 MXN/hr, primer año
Ana Ruiz: descuento fijo de $50,000 MXN en el primer año
Ana Ruiz: su presupuesto anual es de $500,000 MXN aprox.
Ana Ruiz: facturación trimestral, IVA 16%`,
    expect: {
      fields: { custName: 'Hospital San Ángel', currency: 'MXN', term: '24', billing: 'Quarterly', taxLabel: 'IVA', taxRate: 16 },
      lineItems: [
        { y1: 446400, y2: 446400, descHas: 'monitoreo' },
        { y1: 60000, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 50000, y1: true, y2: false }],
      totals: { y1: 529424, y2: 517824 },
      amounts: ['$310 MXN', '$1,500 MXN', '$50,000 MXN', '$500,000 MXN'],
      notPrices: ['$500,000 MXN'],
    },
    why: '120 × 310 × 12 = 446,400 cada año; capacitación 40 × 1,500 = 60,000 año 1; descuento 50,000 año 1. A1 506,400 − 50,000 = 456,400 + IVA 73,024 = 529,424. A2 446,400 + IVA 71,424 = 517,824. $500,000 es presupuesto.',
  },
  {
    id: 'r37',
    lang: 'es-419',
    split: 'held',
    style: 'línea de CRM con barras, Argentina en ARS, precio de la competencia',
    notes: `Cliente: Cooperativa Agrícola Pampa Unida | 15 usuarios x ARS 42.000/mes c/u | 12 meses | fact. mensual | onboarding ARS 300.000 única vez | la competencia les cotizó ARS 38.000 por usuario | IVA 21% | firma: Jorge Benítez (presidente)`,
    expect: {
      fields: {
        custName: 'Pampa Unida',
        currency: 'ARS',
        term: '12',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 21,
        custSigner: 'Jorge Benítez',
        custTitle: 'presidente',
      },
      lineItems: [
        { y1: 7560000, y2: 0 },
        { y1: 300000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 9510600, y2: 0 },
      amounts: ['ARS 42.000', 'ARS 300.000', 'ARS 38.000'],
      notPrices: ['ARS 38.000'],
    },
    why: '15 × 42.000 × 12 = 7.560.000; onboarding 300.000. Subtotal 7.860.000; IVA 21% = 1.650.600; total 9.510.600. ARS 38.000 es de la competencia.',
  },
  {
    id: 'r38',
    lang: 'es-419',
    split: 'tune',
    style: 'correo reenviado con corrección del descuento arriba, Colombia, solo horas de servicios',
    notes: `Hola equipo, les reenvío lo acordado con la Universidad del Caribe. Ojo: el descuento quedó en 5%, no en 8% como dice el correo de abajo.
Saludos, Andrés

> Asunto: Consultoría – Universidad del Caribe
> - Consultoría de migración: 120 horas a $180.000 COP la hora
> - Soporte post-lanzamiento: 30 horas a $150.000 COP la hora
> - Descuento: 8% sobre el total
> - Pago único al finalizar. IVA 19%.
> - Firmante: Dra. Lucía Ortega, Vicerrectora Administrativa`,
    expect: {
      fields: {
        custName: 'Universidad del Caribe',
        currency: 'COP',
        billing: 'One-time',
        taxLabel: 'IVA',
        taxRate: 19,
        custSigner: 'Lucía Ortega',
        custTitle: 'Vicerrectora',
      },
      lineItems: [
        { y1: 21600000, y2: 0, descHas: 'migración' },
        { y1: 4500000, y2: 0, descHas: 'soporte' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 29506050, y2: 0 },
      amounts: ['$180.000 COP', '$150.000 COP'],
    },
    why: '120 × 180.000 = 21.600.000; 30 × 150.000 = 4.500.000. Subtotal 26.100.000; descuento corregido 5% = 1.305.000; neto 24.795.000; IVA 19% = 4.711.050; total 29.506.050.',
  },
  {
    id: 'r39',
    lang: 'es-ES',
    split: 'tune',
    style: 'tabla con columnas Año 1 / Año 2, España, precio distinto en año 2, descuento fijo en el alta',
    notes: `Hostelería Costa Brava S.A. – propuesta
| Concepto | Año 1 | Año 2 |
| Licencias TPV (30 locales) | 45 €/local/mes | 49 €/local/mes |
| Módulo reservas | 2.880 €/año | 2.880 €/año |
| Alta y configuración | 1.500 € | — |
Contrato 24 meses desde el 1 de marzo de 2027. Facturación anual. IVA 21%. Descuento de 300 € en el alta (cortesía).`,
    expect: {
      fields: {
        custName: 'Hostelería Costa Brava',
        currency: 'EUR',
        term: '24',
        startDate: '2027-03-01',
        billing: 'Annual',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 16200, y2: 17640, descHas: 'TPV' },
        { y1: 2880, y2: 2880, descHas: 'reservas' },
        { y1: 1500, y2: 0, descHas: 'alta' },
      ],
      discounts: [{ kind: 'amount', value: 300, y1: true, y2: false }],
      totals: { y1: 24538.8, y2: 24829.2 },
      amounts: ['45 €', '49 €', '2.880 €', '1.500 €', '300 €'],
    },
    why: 'TPV A1 30 × 45 × 12 = 16.200, A2 30 × 49 × 12 = 17.640; reservas 2.880 cada año; alta 1.500 A1; descuento 300 A1. A1 20.580 − 300 = 20.280 + IVA 4.258,80 = 24.538,80. A2 20.520 + IVA 4.309,20 = 24.829,20.',
  },
  {
    id: 'r40',
    lang: 'es-419',
    split: 'held',
    style: 'chat con corrección de fecha, Perú en USD, IGV, descuento solo en año 2',
    notes: `Rosa M.: ya tengo los números para Minera Cerro Alto SAC
Rosa M.: 2 años, 24 meses, facturación anual, en dólares (USD)
Rosa M.: 200 sensores a USD 12 por sensor al mes
Rosa M.: plataforma de analítica USD 15,000 anual
Rosa M.: año 2 con 12% de descuento sobre el total por renovación anticipada, año 1 sin descuento
Rosa M.: IGV 18%. Inicio 1 de enero de 2027
Rosa M.: corrijo: inicio 1 de febrero de 2027`,
    expect: {
      fields: {
        custName: 'Minera Cerro Alto',
        currency: 'USD',
        term: '24',
        billing: 'Annual',
        taxLabel: 'IGV',
        taxRate: 18,
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 28800, y2: 28800, descHas: 'sensor' },
        { y1: 15000, y2: 15000, descHas: 'analítica' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: false, y2: true }],
      totals: { y1: 51684, y2: 45481.92 },
      amounts: ['USD 12', 'USD 15,000'],
    },
    why: '200 × 12 × 12 = 28.800; plataforma 15.000; subtotal 43.800 cada año. A1 43.800 + IGV 7.884 = 51.684. A2 −12% (5.256) = 38.544 + IGV 6.937,92 = 45.481,92.',
  },
];
