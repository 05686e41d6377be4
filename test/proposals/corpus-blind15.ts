import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 15: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Canada, Australia, New Zealand, India, Ireland, South Africa, Singapore,
 * Philippines, UAE, Kenya, Ghana, Nigeria, Malaysia; 12 Spanish: Mexico,
 * Argentina, Colombia, Chile, Peru, Uruguay, Costa Rica, Guatemala,
 * Dominican Republic, Spain) for draft_proposal / POST /proposals.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * header and format of corpus 13).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (1-12 are corpus 13's, restated; 13-20 are new):
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
 *  4. Discounts that the note limits to one or some lines are folded into
 *     those lines' amounts and do not appear in discounts[]. Only whole-deal
 *     discounts appear in discounts[].
 *  5. A whole-deal pct discount applies to that year's subtotal (sum of all
 *     line items of the year, one-time lines included) before tax. kind
 *     'amount' subtracts the stated sum from each flagged year. y1/y2 flags
 *     say which years the discount covers; on single-year deals y2 is false.
 *     No note combines two whole-deal discounts.
 *  6. Free months reduce the billed months of the named recurring lines in
 *     year one; they are not a discount entry.
 *  7. Tax: taxRate is a percentage number (20 means 20 %). Tax = net x rate,
 *     computed per year on the net after discounts and rounded to cents
 *     (half up); total = net + tax, and expect.totals holds that total.
 *     Tax-exempt customers or notes that say no tax applies carry taxRate 0
 *     and no taxLabel. Where a note names no tax, no tax fields are expected
 *     and total = net.
 *  8. Corrections and later messages win: the last stated quantity or price is
 *     used; superseded prices, quoted earlier offers, unchosen options,
 *     budgets, TCV targets and competitor prices are listed in notPrices.
 *  9. Amount reading: "k" = thousand, "m"/"M" = million; Indian grouping
 *     "1,25,000" = 125000 and "2.4 lakh" = 240000; in Spanish notes from
 *     Spain, Argentina, Colombia, Chile and Uruguay "2.400" and "$38.000" are
 *     thousands and "3.200,00 €" / "59,90 €" have a decimal comma; "1,2
 *     palos" = 1 200 000 (Colombian "palo" = one million); "lucas" =
 *     thousands (Argentina, Chile); "mil" = thousand, "millones" = million.
 *     Peruvian notes write comma thousands ("S/ 110,000"). Spelled-out and dictated
 *     numbers are read as numbers; dictated "comma", "full stop", "coma",
 *     "punto" are punctuation.
 * 10. currency is expected only when an ISO code, an unambiguous symbol or
 *     the currency's name appears (see 17 for the symbols used here); a bare
 *     "$", "dollars", "pesos" or slang alone gives no currency expectation.
 * 11. term is the number of months as text ("2-year" -> '24'). Relative dates
 *     count from 2026-11-21: "valid 15 days" -> 2026-12-06, "1 Dec" ->
 *     2026-12-01, "el primero de enero" -> 2027-01-01. Day-first dates in
 *     non-US notes, month-first in US notes.
 * 12. custEmail is the customer address the note gives, even when the signer
 *     is a different person. custTitle is compared as written in the note.
 *
 * New readings chosen for this corpus:
 * 13. Mexican, Dominican and Guatemalan notes write comma thousands and a
 *     decimal point, like Peruvian ones ("$18,000 MXN" = 18000,
 *     "RD$ 14,500" = 14500).
 * 14. "grand" = thousand ("3 grand" = 3000). A dictated "twelve pounds
 *     fifty" = 12.50. A dictated e-mail ("liam at brightwaterphysio dot com
 *     dot au") is read as the address it spells.
 * 15. amounts[] holds each money string exactly as it is written, including
 *     spelled-out ones ("forty two dollars") and bare numbers in a pasted
 *     table whose header names the currency ("84.00"). Extended / line-total
 *     cells of a pasted quote table are amounts but not notPrices (they agree
 *     with the line and give no extra line). A discount's money amount
 *     ("€2,000 off") is an amount, not a notPrice.
 * 16. A list price shown beside the approved net price ("List $260, approved
 *     net $215") is a notPrice; the line uses the net price and no discount
 *     entry is expected.
 * 17. Currency symbols treated as unambiguous (besides corpus 13's): CA$ or
 *     "$… CAD", S$, GH₵, KSh, ₦, RM, ₹, Rs., RD$, "Q" in a note that says
 *     "quetzales", "colones", USD/AED/PHP codes.
 * 18. "escalation", "ajuste", "uplift" and "sube a" in year two are year-two
 *     price changes (reading 3); a multi-year deal whose note gives no term
 *     length carries no term expectation.
 * 19. docType is expected only when the note names the document to send
 *     ("order form" -> order, "the agreement for signature" -> agreement).
 * 20. Sales tax named with a rate ("TX sales tax 8.25%", "SST 8%") is the
 *     note's tax; taxRate may have decimals.
 */

export const BLIND_NOTES_15: BlindNote[] = [
  {
    id: 'u01',
    lang: 'en',
    split: 'held',
    style: 'US pipe-separated CRM line, free months and whole-deal pct',
    notes: `Northwind Dental Group | Growth plan | 25 locations @ $89/location/mo | billed quarterly | 12 mo term, start 3/1/2027 | first 2 months free | data migration $3,200 one-time | 5% off total (approved by RVP) | quote valid thru 12/15/2026 | signer Maria Okafor, COO, mokafor@northwinddental.com`,
    expect: {
      fields: {
        custName: 'Northwind Dental',
        custSigner: 'Maria Okafor',
        custTitle: 'COO',
        custEmail: 'mokafor@northwinddental.com',
        edition: 'Growth',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-03-01',
        validUntil: '2026-12-15',
      },
      lineItems: [
        { y1: 22250, y2: 0, descHas: 'Growth' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 24177.5, y2: 0 },
      amounts: ['$89', '$3,200'],
    },
    why: 'Two free months: 25 x 89 x 10 = 22,250. The 5% applies to the whole year-one subtotal including migration (25,450 -> 24,177.50). US date 3/1/2027 is 1 March.',
  },
  {
    id: 'u02',
    lang: 'en',
    split: 'held',
    style: 'UK e-mail: customer picks Option B of three quoted options',
    notes: `From: Fiona Blake <fiona.blake@tarnmoorhousing.org.uk>
To: Sam Whitaker
Subject: RE: Tarn Moor Housing Association – tenancy platform options

Hi Sam,

Thanks for walking us through these. The board has agreed to go with Option B. I'm Head of Procurement and will be the one signing, so please send the paperwork to me.

Best,
Fiona

-----Original Message-----
From: Sam Whitaker
Sent: 12 November 2026 16:02

Hi Fiona, as promised, three options for Tarn Moor Housing Association:

Option A – Standard: 60 users at £22 per user per month
Option B – Professional: 60 users at £29 per user per month, plus a one-off onboarding package at £1,750
Option C – Enterprise: 60 users at £36 per user per month, onboarding included, 24/7 support

All options: billed annually in advance, 12-month term, prices exclude VAT at 20%.`,
    expect: {
      fields: {
        custName: 'Tarn Moor Housing',
        custSigner: 'Fiona Blake',
        custTitle: 'Head of Procurement',
        custEmail: 'fiona.blake@tarnmoorhousing.org.uk',
        edition: 'Professional',
        billing: 'Annual',
        term: '12',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 20880, y2: 0, descHas: 'Professional' },
        { y1: 1750, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 27156, y2: 0 },
      amounts: ['£22', '£29', '£1,750', '£36'],
      notPrices: ['£22', '£36'],
    },
    why: 'Only the accepted Option B is priced (60 x 29 x 12 + 1,750 onboarding); Options A and C are unchosen options. The onboarding belongs to B only.',
  },
  {
    id: 'u03',
    lang: 'en',
    split: 'tune',
    style: 'Canadian Slack thread with two corrections',
    notes: `#deal-desk
kevin.m  9:14 AM
need a quote for Lakeshore Credit Union (Toronto): Business tier, 150 seats at CA$31/seat/mo, billed annually, 12 month term starting Jan 4 2027. plus implementation 10 days @ CA$1,400/day
kevin.m  9:31 AM
correction — they negotiated down to 140 seats
kevin.m  9:32 AM
and impl is 8 days not 10. HST 13% applies`,
    expect: {
      fields: {
        custName: 'Lakeshore Credit Union',
        edition: 'Business',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-04',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 52080, y2: 0, descHas: 'Business' },
        { y1: 11200, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 71506.4, y2: 0 },
      amounts: ['CA$31', 'CA$1,400'],
    },
    why: 'Later messages correct quantities only: 140 seats (not 150) and 8 days (not 10).',
  },
  {
    id: 'u04',
    lang: 'en',
    split: 'tune',
    style: 'Australian dictated voice memo with spelled-out numbers and punctuation',
    notes: `Voice memo (auto-transcribed): okay quote for Brightwater Physio comma the clinic group in Perth full stop. They want the Practice edition for eighteen practitioners at forty two dollars a practitioner a month comma billed monthly full stop. Add a one off setup fee of nine hundred and fifty dollars full stop. All in Australian dollars comma GST ten percent on top full stop. Twelve month term starting the first of February twenty twenty seven full stop. Liam Nguyen comma practice manager comma signs for them comma email liam at brightwaterphysio dot com dot au full stop.`,
    expect: {
      fields: {
        custName: 'Brightwater Physio',
        custSigner: 'Liam Nguyen',
        custTitle: 'practice manager',
        custEmail: 'liam@brightwaterphysio.com.au',
        edition: 'Practice',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 9072, y2: 0, descHas: 'Practice' },
        { y1: 950, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 11024.2, y2: 0 },
      amounts: ['forty two dollars', 'nine hundred and fifty dollars'],
    },
    why: 'Spelled-out numbers: 18 x 42 x 12 = 9,072 and setup 950; "comma"/"full stop" are punctuation; the dictated e-mail is liam@brightwaterphysio.com.au.',
  },
  {
    id: 'u05',
    lang: 'en',
    split: 'held',
    style: 'NZ terse note, 2-year with uplift on one line',
    notes: `Kauri Freight Ltd — 2-yr deal. Fleet module 75 vehicles NZ$18/vehicle/month + Dispatch add-on NZ$6,000/yr. Yr 2: 5% uplift on Fleet only. Install & training NZ$4,500 one-off. GST 15% extra. Start 1/4/2027. Annual billing.`,
    expect: {
      fields: {
        custName: 'Kauri Freight',
        billing: 'Annual',
        term: '24',
        startDate: '2027-04-01',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 16200, y2: 17010, descHas: 'Fleet' },
        { y1: 6000, y2: 6000, descHas: 'Dispatch' },
        { y1: 4500, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 30705, y2: 26461.5 },
      amounts: ['NZ$18', 'NZ$6,000', 'NZ$4,500'],
    },
    why: 'The 5% uplift is limited to Fleet; Dispatch repeats at 6,000. NZ date 1/4/2027 is 1 April.',
  },
  {
    id: 'u06',
    lang: 'en',
    split: 'held',
    style: 'Indian meeting note with lakh, scoped discount and budget',
    notes: `Client: Sahyadri Agro Pvt Ltd, Pune
- Enterprise plan: 200 users @ ₹650/user/month, annual billing
- Implementation: ₹2.4 lakh one-time
- 10% discount on licences only (approved by RSM)
- GST 18% extra
- Term 12 months from 1-Jan-2027
- Signatory: Mr. Rohan Kulkarni, Director – IT, rohan.k@sahyadriagro.in
Their budget for year one was ₹15,00,000.`,
    expect: {
      fields: {
        custName: 'Sahyadri Agro',
        custSigner: 'Rohan Kulkarni',
        custTitle: 'Director – IT',
        custEmail: 'rohan.k@sahyadriagro.in',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1404000, y2: 0, descHas: 'Enterprise' },
        { y1: 240000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 1939920, y2: 0 },
      amounts: ['₹650', '₹2.4 lakh', '₹15,00,000'],
      notPrices: ['₹15,00,000'],
    },
    why: 'The 10% is scoped to licences: 200 x 650 x 12 x 0.9 = 14,04,000, folded into the line. ₹2.4 lakh = 2,40,000. ₹15,00,000 is the budget.',
  },
  {
    id: 'u07',
    lang: 'en',
    split: 'tune',
    style: 'Irish negotiation e-mail thread, newest on top, amount discount year one',
    notes: `From: Niamh Byrne <niamh.byrne@corrib-foods.ie>
Subject: RE: RE: Corrib Foods – proposal

That works, thanks Ciarán. Please send the agreement for signature — I'll sign as Finance Director.
Niamh

On Tue 17 Nov 2026, Ciarán Walsh wrote:
> I can't move the €41 per user, but I can take €2,000 off year one. So:
> - Team plan, 90 users at €41/user/month, billed annually
> - 3 on-site training days at €850/day
> - €2,000 off year 1
> - 2-year term, same pricing in year 2
> Prices are ex VAT (23%).
>
> On Mon 16 Nov 2026, Niamh Byrne wrote:
>> €41 is above what we'd budgeted, we had €35/user in mind. Can you do better?`,
    expect: {
      fields: {
        custName: 'Corrib Foods',
        custSigner: 'Niamh Byrne',
        custTitle: 'Finance Director',
        custEmail: 'niamh.byrne@corrib-foods.ie',
        edition: 'Team',
        billing: 'Annual',
        term: '24',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
        docType: 'agreement',
      },
      lineItems: [
        { y1: 44280, y2: 44280, descHas: 'Team' },
        { y1: 2550, y2: 0, descHas: 'training' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 55140.9, y2: 54464.4 },
      amounts: ['€41', '€2,000', '€850', '€35'],
      notPrices: ['€35'],
    },
    why: "The accepted offer is the middle message: €41 stays, €2,000 off year one only. €35 was the buyer's budgeted figure, not a price.",
  },
  {
    id: 'u08',
    lang: 'en',
    split: 'held',
    style: 'South African spreadsheet paste, rand with space thousands',
    notes: `Customer: Umhlanga Retail Holdings (Durban)

Item | Qty | Unit price | Per
Store POS licence | 42 | R 1 150 | month
Back-office server | 3 | R 38 500 | once-off
Installation (per store) | 42 | R 2 200 | once-off
Support plan | 1 | R 96 000 | year

All prices excl. VAT (15%). 12 month contract, billed monthly. Start 1 March 2027.`,
    expect: {
      fields: {
        custName: 'Umhlanga Retail',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-03-01',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 579600, y2: 0, descHas: 'POS' },
        { y1: 115500, y2: 0, descHas: 'server' },
        { y1: 92400, y2: 0, descHas: 'Installation' },
        { y1: 96000, y2: 0, descHas: 'Support' },
      ],
      discounts: [],
      totals: { y1: 1016025, y2: 0 },
      amounts: ['R 1 150', 'R 38 500', 'R 2 200', 'R 96 000'],
    },
    why: 'Space is the thousands separator (R 1 150 = 1150). Per-store installation is a per-unit one-time fee: 42 x 2,200.',
  },
  {
    id: 'u09',
    lang: 'en',
    split: 'held',
    style: 'Singapore Teams messages, per-quarter price, year-two seat change, late addition',
    notes: `[Teams] Wei Ling Tan 10:02: hey can you draft for Marina Bay Analytics Pte Ltd — Analytics Suite priced per quarter, S$7,800/quarter. Plus 20 extra viewer seats at S$15/seat/month. 2 yr term, yr 2 the viewer seats go up to 35. GST 9%.
[Teams] Wei Ling Tan 10:06: oh and onboarding is S$3,000 one time, forgot`,
    expect: {
      fields: {
        custName: 'Marina Bay Analytics',
        term: '24',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 31200, y2: 31200, descHas: 'Analytics' },
        { y1: 3600, y2: 6300, descHas: 'viewer' },
        { y1: 3000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 41202, y2: 40875 },
      amounts: ['S$7,800', 'S$15', 'S$3,000'],
    },
    why: 'Per-quarter price x 4; viewer seats 20 in year one, 35 in year two (35 x 15 x 12 = 6,300). Wei Ling is the rep, not the customer.',
  },
  {
    id: 'u10',
    lang: 'en',
    split: 'tune',
    style: 'Philippine account note with hourly consulting and competitor price',
    notes: `Acct: Visayas Shipping Corp. (Cebu)
Proposal for Ops Cloud Standard edition — 60 users x PHP 1,200/user/month, billed annually, 1 year.
Consulting for workflow setup: 40 hrs @ PHP 3,500/hr.
VAT 12% to be added.
FYI a competitor quoted them PHP 950/user/month, we're holding our price.
Signatory: Atty. Ramon dela Cruz, Corporate Secretary`,
    expect: {
      fields: {
        custName: 'Visayas Shipping',
        custSigner: 'Ramon dela Cruz',
        custTitle: 'Corporate Secretary',
        edition: 'Standard',
        billing: 'Annual',
        term: '12',
        currency: 'PHP',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 864000, y2: 0, descHas: 'Ops Cloud' },
        { y1: 140000, y2: 0, descHas: 'Consulting' },
      ],
      discounts: [],
      totals: { y1: 1124480, y2: 0 },
      amounts: ['PHP 1,200', 'PHP 3,500', 'PHP 950'],
      notPrices: ['PHP 950'],
    },
    why: "PHP 950 is the competitor's price. Hours are one-time services: 40 x 3,500.",
  },
  {
    id: 'u11',
    lang: 'en',
    split: 'held',
    style: 'UAE deal summary, 3-year, whole-deal pct both years',
    notes: `Gulf Horizon Facilities LLC (Dubai) — 3-year deal
* Maintenance Pro module: 300 assets @ AED 9 per asset/month
* IoT gateways: 12 units at AED 1,850 each (one-time hardware)
* 8% discount on the whole deal, all years
* SLA 99.9% uptime
* VAT 5%
* Billing: annual in advance
* Governing law: DIFC`,
    expect: {
      fields: {
        custName: 'Gulf Horizon Facilities',
        billing: 'Annual',
        term: '36',
        sla: '99.9',
        currency: 'AED',
        taxLabel: 'VAT',
        taxRate: 5,
        governingLaw: 'DIFC',
      },
      lineItems: [
        { y1: 32400, y2: 32400, descHas: 'Maintenance' },
        { y1: 22200, y2: 0, descHas: 'gateway' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 52743.6, y2: 31298.4 },
      amounts: ['AED 9', 'AED 1,850'],
    },
    why: "3-year deal: only year two is measured. 8% on each year's subtotal, hardware included in year one (54,600 -> 50,232 + 5% VAT).",
  },
  {
    id: 'u12',
    lang: 'en',
    split: 'held',
    style: 'Kenyan WhatsApp message, tax-exempt buyer',
    notes: `[WhatsApp] Otieno Kamau: Boss, Savanna Micro-Finance has confirmed 👍 35 branches on Branch Manager at KSh 4,500 per branch per month, monthly billing. Training 2 days @ KSh 60,000/day. They are VAT exempt, certificate attached. 12 months starting 1st Feb 2027. Their MD Grace Wanjiru will sign.`,
    expect: {
      fields: {
        custName: 'Savanna Micro-Finance',
        custSigner: 'Grace Wanjiru',
        custTitle: 'MD',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'KES',
        taxRate: 0,
      },
      lineItems: [
        { y1: 1890000, y2: 0, descHas: 'Branch' },
        { y1: 120000, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 2010000, y2: 0 },
      amounts: ['KSh 4,500', 'KSh 60,000'],
    },
    why: 'VAT exempt: taxRate 0, total = net.',
  },
  {
    id: 'u13',
    lang: 'en',
    split: 'held',
    style: 'Ghanaian site-visit note with per-unit one-time fees and budget',
    notes: `Site visit – Adinkra Health Clinics, Accra
Deploying Clinic EMR across 14 sites.
Licence: GH₵ 2,300 per site per month.
Tablets: 28 units @ GH₵ 3,900 each, one-off.
Set-up fee: GH₵ 1,500 per site, one-off.
Their budget for the year is about GH₵ 600,000.
Billing quarterly, 12-month term. Signing: Dr. Ama Mensah, Medical Director.`,
    expect: {
      fields: {
        custName: 'Adinkra Health',
        custSigner: 'Ama Mensah',
        custTitle: 'Medical Director',
        billing: 'Quarterly',
        term: '12',
        currency: 'GHS',
      },
      lineItems: [
        { y1: 386400, y2: 0, descHas: 'Licence' },
        { y1: 109200, y2: 0, descHas: 'Tablet' },
        { y1: 21000, y2: 0, descHas: 'Set-up' },
      ],
      discounts: [],
      totals: { y1: 516600, y2: 0 },
      amounts: ['GH₵ 2,300', 'GH₵ 3,900', 'GH₵ 1,500', 'GH₵ 600,000'],
      notPrices: ['GH₵ 600,000'],
    },
    why: 'Set-up is per site (14 x 1,500) and tablets per unit (28 x 3,900). No tax is named, so total = net. GH₵ 600,000 is the budget.',
  },
  {
    id: 'u14',
    lang: 'en',
    split: 'tune',
    style: 'US forwarded e-mail replacing an older quote, year-two quantity, tax exempt',
    notes: `---------- Forwarded message ---------
From: Jordan Pike
To: deals@
Subject: Redwood Valley School District – FINAL

FYI final terms for Redwood Valley School District below. This replaces my 10/28 quote (quoted at the bottom).

- Learning Hub: 1,200 students @ $6.50/student/yr
- Teacher accounts: 85 @ $120/yr
- PD workshop: 2 days @ $2,200/day
- 2-year term; year 2 student count goes to 1,350, same prices
- Tax exempt (public school district)
- Start 7/1/2027
Signer: Dr. Alicia Moreno, Superintendent, amoreno@rvsd.k12.ca.us

> 10/28 quote: 1,200 students @ $7.25/student/yr, 85 teachers @ $140/yr, PD 3 days @ $2,400/day`,
    expect: {
      fields: {
        custName: 'Redwood Valley School District',
        custSigner: 'Alicia Moreno',
        custTitle: 'Superintendent',
        custEmail: 'amoreno@rvsd.k12.ca.us',
        term: '24',
        startDate: '2027-07-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 7800, y2: 8775, descHas: 'Learning Hub' },
        { y1: 10200, y2: 10200, descHas: 'Teacher' },
        { y1: 4400, y2: 0, descHas: 'PD' },
      ],
      discounts: [],
      totals: { y1: 22400, y2: 18975 },
      amounts: ['$6.50', '$120', '$2,200', '$7.25', '$140', '$2,400'],
      notPrices: ['$7.25', '$140', '$2,400'],
    },
    why: 'The quoted 10/28 offer is superseded. Year two has 1,350 students x 6.50 = 8,775. Exempt: no tax.',
  },
  {
    id: 'u15',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican WhatsApp with a quantity correction, comma thousands, IVA',
    notes: `[9:05] Andrea: Cliente: Grupo Ferretero del Bajío (León, Gto.). Plan Empresarial, 45 usuarios a $780 MXN por usuario al mes, facturación anual. Implementación $18,000 MXN pago único. IVA 16% aparte. Vigencia 12 meses a partir del 1 de febrero de 2027.
[9:12] Andrea: Corrijo: son 52 usuarios, no 45.`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero del Bajío',
        edition: 'Empresarial',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        currency: 'MXN',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 486720, y2: 0, descHas: 'Empresarial' },
        { y1: 18000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 585475.2, y2: 0 },
      amounts: ['$780 MXN', '$18,000 MXN'],
    },
    why: 'Correction: 52 users (52 x 780 x 12 = 486,720). Mexican "$18,000" is eighteen thousand (comma thousands).',
  },
  {
    id: 'u16',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine rep note in USD, whole-deal amount discount, current provider price',
    notes: `Hablé con Martín Sosa (gerente de sistemas) de Lácteos Pampa S.A., él firma. Quieren el plan Pro para 30 usuarios a U$S 25 por usuario por mes, facturación mensual, contrato de 12 meses. Capacitación: 3 jornadas a U$S 600 cada una. Les hago U$S 500 de descuento sobre el total. IVA 21% aparte. Hoy le pagan U$S 1.100 por mes al proveedor actual.`,
    expect: {
      fields: {
        custName: 'Lácteos Pampa',
        custSigner: 'Martín Sosa',
        custTitle: 'gerente de sistemas',
        edition: 'Pro',
        billing: 'Monthly',
        term: '12',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 9000, y2: 0, descHas: 'Pro' },
        { y1: 1800, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 500, y1: true, y2: false }],
      totals: { y1: 12463, y2: 0 },
      amounts: ['U$S 25', 'U$S 600', 'U$S 500', 'U$S 1.100'],
      notPrices: ['U$S 1.100'],
    },
    why: 'U$S 500 off the whole deal (10,800 -> 10,300 + 21% IVA). U$S 1.100/month is what they pay the current provider, not a price.',
  },
  {
    id: 'u17',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian CRM note, 2-year with year-two price, "palos"',
    notes: `Nota CRM — Transportes Andinos SAS (Medellín)
Contrato a 2 años, facturación trimestral, inicio 1 de marzo de 2027.
Licencia Flota: 120 vehículos a $38.000 COP por vehículo al mes.
Año 2: la licencia sube a $41.000 por vehículo al mes.
Implementación: 1,2 palos, pago único.
IVA 19%.`,
    expect: {
      fields: {
        custName: 'Transportes Andinos',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-03-01',
        currency: 'COP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 54720000, y2: 59040000, descHas: 'Flota' },
        { y1: 1200000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 66544800, y2: 70257600 },
      amounts: ['$38.000 COP', '$41.000', '1,2 palos'],
    },
    why: 'Dot thousands; year two uses the new price 41.000 (120 x 41,000 x 12). "1,2 palos" = 1,200,000 one-time.',
  },
  {
    id: 'u18',
    lang: 'es-419',
    split: 'tune',
    style: 'Chilean meeting note with "lucas" and a free first month on two lines',
    notes: `Reunión con Constanza Rojas, jefa de operaciones de Viña Los Robles; ella firma.
- Módulo Bodega: 8 usuarios a 35 lucas por usuario al mes
- Módulo Ventas: tarifa plana de 120 lucas mensuales
- Primer mes gratis en ambos módulos
- Instalación $450.000, una sola vez
- Más IVA 19%
- 12 meses, facturación mensual`,
    expect: {
      fields: {
        custName: 'Viña Los Robles',
        custSigner: 'Constanza Rojas',
        custTitle: 'jefa de operaciones',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 3080000, y2: 0, descHas: 'Bodega' },
        { y1: 1320000, y2: 0, descHas: 'Ventas' },
        { y1: 450000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 5771500, y2: 0 },
      amounts: ['35 lucas', '120 lucas', '$450.000'],
    },
    why: '"35 lucas" = 35,000. First month free on both modules: 11 billed months (8 x 35,000 x 11; 120,000 x 11). Bare $ and lucas give no currency.',
  },
  {
    id: 'u19',
    lang: 'es-419',
    split: 'held',
    style: 'Peruvian proposal note, hourly consulting, budget, validity in days',
    notes: `Propuesta para Minera Cordillera Blanca S.A.C. (Lima)
Plan Corporativo: 70 usuarios a S/ 95 por usuario/mes, facturación anual, 12 meses.
Horas de consultoría: 60 h a S/ 280 la hora.
IGV 18% no incluido.
Presupuesto aprobado del cliente: S/ 110,000.
Validez de la oferta: 15 días.`,
    expect: {
      fields: {
        custName: 'Minera Cordillera Blanca',
        edition: 'Corporativo',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-06',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 79800, y2: 0, descHas: 'Corporativo' },
        { y1: 16800, y2: 0, descHas: 'consultoría' },
      ],
      discounts: [],
      totals: { y1: 113988, y2: 0 },
      amounts: ['S/ 95', 'S/ 280', 'S/ 110,000'],
      notPrices: ['S/ 110,000'],
    },
    why: 'S/ 110,000 is the approved budget. Valid 15 days from 2026-11-21 = 2026-12-06.',
  },
  {
    id: 'u20',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish e-mail to a colleague with decimal-comma euros and whole-deal pct',
    notes: `Asunto: Propuesta Hostelería Levante

Hola Javier:

Te paso los datos para la propuesta de Hostelería Levante S.L. (Valencia):

· Licencia Restaurante Plus: 20 locales × 59,90 € por local y mes, facturación trimestral.
· Puesta en marcha: 3.200,00 € (pago único).
· Descuento comercial del 7 % sobre el total.
· IVA 21 % no incluido.

Duración 12 meses a partir del 1 de enero de 2027. Firma Dña. Lucía Ferrer, directora financiera (lferrer@hosteleria-levante.es).

Un saludo,
Paula`,
    expect: {
      fields: {
        custName: 'Hostelería Levante',
        custSigner: 'Lucía Ferrer',
        custTitle: 'directora financiera',
        custEmail: 'lferrer@hosteleria-levante.es',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 14376, y2: 0, descHas: 'Restaurante' },
        { y1: 3200, y2: 0, descHas: 'Puesta en marcha' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: false }],
      totals: { y1: 19778.27, y2: 0 },
      amounts: ['59,90 €', '3.200,00 €'],
    },
    why: '59,90 € is 59.90 (20 x 59.90 x 12 = 14,376); 3.200,00 € is 3,200. 7% off the whole subtotal 17,576 -> 16,345.68; IVA 3,432.59.',
  },
  {
    id: 'u21',
    lang: 'en',
    split: 'tune',
    style: 'US bullet list, per-line pct, uplift after discount, sales tax, TCV target',
    notes: `Opp: Lone Star Veterinary Partners (Austin, TX)
- Clinic Suite: 30 vets x $110/mo
- Client Portal add-on: flat $400/mo
- 20% off Clinic Suite (strategic logo)
- Data migration: $5,000 one-time
- 2-yr term, 4% uplift in yr 2 on all subscriptions
- TX sales tax 8.25%
- Billing: annual upfront
(mgr's TCV target was ~$85k, we're under, fine)`,
    expect: {
      fields: {
        custName: 'Lone Star Veterinary',
        billing: 'Annual',
        term: '24',
        taxLabel: 'sales tax',
        taxRate: 8.25,
      },
      lineItems: [
        { y1: 31680, y2: 32947.2, descHas: 'Clinic Suite' },
        { y1: 4800, y2: 4992, descHas: 'Portal' },
        { y1: 5000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 44902.1, y2: 41069.18 },
      amounts: ['$110', '$400', '$5,000', '$85k'],
      notPrices: ['$85k'],
    },
    why: '20% is scoped to Clinic Suite (39,600 -> 31,680); the 4% uplift applies on the discounted price (32,947.20) and to the portal. ~$85k is a TCV target.',
  },
  {
    id: 'u22',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish CRM note, 2-year with free months and a year-one amount discount',
    notes: `Oportunidad: Clínicas Dentales Sonrisa Norte S.L. (Bilbao)
Contrato de 2 años. Software de gestión Clinic Pro para 9 clínicas a 210 € por clínica y mes; los 2 primeros meses sin coste.
Migración de datos: 4.500 € (pago único).
Descuento de 1.000 € en el primer año.
IVA 21 %. Facturación mensual. Inicio: 01/03/2027.`,
    expect: {
      fields: {
        custName: 'Sonrisa Norte',
        billing: 'Monthly',
        term: '24',
        startDate: '2027-03-01',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 18900, y2: 22680, descHas: 'Clinic Pro' },
        { y1: 4500, y2: 0, descHas: 'Migración' },
      ],
      discounts: [{ kind: 'amount', value: 1000, y1: true, y2: false }],
      totals: { y1: 27104, y2: 27442.8 },
      amounts: ['210 €', '4.500 €', '1.000 €'],
    },
    why: 'Two free months in year one only (9 x 210 x 10 = 18,900; year two 22,680). 1.000 € off year one only. 01/03/2027 is 1 March.',
  },
  {
    id: 'u23',
    lang: 'en',
    split: 'held',
    style: 'Australian Teams negotiation: superseded price, competitor price, budget cap',
    notes: `Teams chat — Coastal Aged Care (NSW)
Me: Our best on Care Rostering is A$14 per staff member per month for 400 staff.
Hannah Price (CFO): RosterCo is offering A$11. We need to stay under A$70k for the year.
Me: I can do A$13.50 per staff member per month for the 400 staff. 12 months, billed monthly, plus GST (10%).
Hannah Price (CFO): Deal. Send it through and I'll sign.`,
    expect: {
      fields: {
        custName: 'Coastal Aged Care',
        custSigner: 'Hannah Price',
        custTitle: 'CFO',
        billing: 'Monthly',
        term: '12',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [{ y1: 64800, y2: 0, descHas: 'Rostering' }],
      discounts: [],
      totals: { y1: 71280, y2: 0 },
      amounts: ['A$14', 'A$11', 'A$70k', 'A$13.50'],
      notPrices: ['A$14', 'A$11', 'A$70k'],
    },
    why: "Only the agreed A$13.50 is a price (400 x 13.50 x 12 = 64,800). A$14 was superseded, A$11 is a competitor's, A$70k is the buyer's cap.",
  },
  {
    id: 'u24',
    lang: 'en',
    split: 'tune',
    style: 'Canadian (Alberta) note, 24 months, free months, year-two seat growth',
    notes: `Prairie Grain Co-operative (Lethbridge, AB) – 24-month term, billed annually.
Yr 1: 50 seats Pro @ $27 CAD/seat/mo, first 3 months free on the seats.
Yr 2: 80 seats.
Premium Support $3,600 CAD/yr.
Implementation 6 days at $1,250 CAD per day.
GST 5% (no PST in AB).`,
    expect: {
      fields: {
        custName: 'Prairie Grain',
        edition: 'Pro',
        billing: 'Annual',
        term: '24',
        currency: 'CAD',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 12150, y2: 25920, descHas: 'Pro' },
        { y1: 3600, y2: 3600, descHas: 'Support' },
        { y1: 7500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 24412.5, y2: 30996 },
      amounts: ['$27 CAD', '$3,600 CAD', '$1,250 CAD'],
    },
    why: 'Free months apply to the seats only: 50 x 27 x 9 = 12,150; year two 80 x 27 x 12 = 25,920. "no PST" names no second tax.',
  },
  {
    id: 'u25',
    lang: 'en',
    split: 'held',
    style: 'Indian meeting minutes, 3-year with escalation, Indian grouping',
    notes: `Meeting notes – Coromandel Textiles Ltd, Chennai (3-yr contract)
1. Plant Monitoring: Rs. 1,25,000 per plant per annum × 4 plants
2. Sensor kit: Rs. 48,000 per plant, one-time
3. Yr 2 & 3: 10% escalation on subscription
4. GST @18% extra; billing annual
5. Signatory: Ms. Kavitha Raghavan, CFO`,
    expect: {
      fields: {
        custName: 'Coromandel Textiles',
        custSigner: 'Kavitha Raghavan',
        custTitle: 'CFO',
        billing: 'Annual',
        term: '36',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 500000, y2: 550000, descHas: 'Monitoring' },
        { y1: 192000, y2: 0, descHas: 'Sensor' },
      ],
      discounts: [],
      totals: { y1: 816560, y2: 649000 },
      amounts: ['Rs. 1,25,000', 'Rs. 48,000'],
    },
    why: 'Rs. 1,25,000 = 125,000 per plant per year x 4. The sensor kit is per plant (4 x 48,000), one-time. 10% escalation applies to the subscription in year two.',
  },
  {
    id: 'u26',
    lang: 'en',
    split: 'held',
    style: 'Singapore quote-tool table paste with a discount column',
    notes: `Pasted from QuoteDesk – Lion City Hospitality Group

SKU       Description              Qty   Unit (SGD)   Disc   Ext (SGD)
HR-CORE   HR Core licence / yr     120   84.00        10%    9,072.00
HR-PAY    Payroll add-on / yr      120   36.00        0%     4,320.00
SVC-IMP   Implementation (fixed)   1     6,500.00     0%     6,500.00

Term 12 months, annual billing. GST 9% not included above.`,
    expect: {
      fields: {
        custName: 'Lion City Hospitality',
        billing: 'Annual',
        term: '12',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 9072, y2: 0, descHas: 'HR Core' },
        { y1: 4320, y2: 0, descHas: 'Payroll' },
        { y1: 6500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 21682.28, y2: 0 },
      amounts: ['84.00', '9,072.00', '36.00', '4,320.00', '6,500.00'],
    },
    why: 'The 10% in the Disc column is per line (folded into HR Core: 120 x 84 x 0.9 = 9,072); Ext cells agree with the lines and add nothing.',
  },
  {
    id: 'u27',
    lang: 'en',
    split: 'tune',
    style: 'Irish Slack message with "grand" and a day-first short date',
    notes: `#deals-ireland
Liffey Legal LLP want Matter Manager for 28 fee-earners at €65 each per month, billed monthly. Setup is 3 grand. 12 month contract, start 1/2/27. Prices ex VAT @ 23%. Signing: Aoife Kelly, Managing Partner.`,
    expect: {
      fields: {
        custName: 'Liffey Legal',
        custSigner: 'Aoife Kelly',
        custTitle: 'Managing Partner',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 21840, y2: 0, descHas: 'Matter Manager' },
        { y1: 3000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 30553.2, y2: 0 },
      amounts: ['€65', '3 grand'],
    },
    why: '"3 grand" = €3,000 setup. Irish 1/2/27 = 1 February 2027.',
  },
  {
    id: 'u28',
    lang: 'en',
    split: 'tune',
    style: 'US e-mail: customer picks the 2-year option, order form requested',
    notes: `From: Greg Holloway <gholloway@summitcivil.com>
Subject: RE: Summit Civil Engineering — pricing options

We'll take Option 2. Please send over the order form; I'm signing as VP Finance.

Greg

> Option 1 — 1-year: Project Controls, 65 users at $52/user/mo, annual billing.
> Option 2 — 2-year: same 65 users at $47/user/mo, price locked for both years, annual billing.
> Either option: one-time onboarding $4,000.`,
    expect: {
      fields: {
        custName: 'Summit Civil Engineering',
        custSigner: 'Greg Holloway',
        custTitle: 'VP Finance',
        custEmail: 'gholloway@summitcivil.com',
        billing: 'Annual',
        term: '24',
        docType: 'order',
      },
      lineItems: [
        { y1: 36660, y2: 36660, descHas: 'Project Controls' },
        { y1: 4000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 40660, y2: 36660 },
      amounts: ['$52', '$47', '$4,000'],
      notPrices: ['$52'],
    },
    why: 'Option 2 chosen: 2-year at $47 (65 x 47 x 12 = 36,660 both years); $52 belongs to the unchosen option. Onboarding applies to either option.',
  },
  {
    id: 'u29',
    lang: 'en',
    split: 'held',
    style: 'UK dictated memo: spelled-out pounds, "full stop", 2-year',
    notes: `Dictated 21 Nov. Right comma new proposal for Severn Water Services full stop. Telemetry Plus for two hundred and forty sites at twelve pounds fifty per site per month comma annual billing full stop. Field engineer days comma five days at seven hundred and twenty pounds a day full stop. Two year term comma same price in year two full stop. Usual VAT at twenty percent full stop. Start date first of March two thousand and twenty seven full stop.`,
    expect: {
      fields: {
        custName: 'Severn Water',
        billing: 'Annual',
        term: '24',
        startDate: '2027-03-01',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 36000, y2: 36000, descHas: 'Telemetry' },
        { y1: 3600, y2: 0, descHas: 'engineer' },
      ],
      discounts: [],
      totals: { y1: 47520, y2: 43200 },
      amounts: ['twelve pounds fifty', 'seven hundred and twenty pounds'],
    },
    why: '"twelve pounds fifty" = £12.50: 240 x 12.50 x 12 = 36,000; engineer days 5 x 720 one-time.',
  },
  {
    id: 'u30',
    lang: 'en',
    split: 'tune',
    style: 'South African deal sheet, 2-year, year-one-only launch discount, budget',
    notes: `Karoo Mining Supplies (Pty) Ltd — 2-year deal
Safety Compliance module: 180 users @ R240/user/month
Incident Analytics: R45k per year, flat
Training: 4 days @ R9,500/day
Launch discount 12% in year 1 only (whole deal)
Client budget R1.2m over two years. VAT 15%.`,
    expect: {
      fields: {
        custName: 'Karoo Mining Supplies',
        term: '24',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 518400, y2: 518400, descHas: 'Safety' },
        { y1: 45000, y2: 45000, descHas: 'Analytics' },
        { y1: 38000, y2: 0, descHas: 'Training' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: false }],
      totals: { y1: 608616.8, y2: 647910 },
      amounts: ['R240', 'R45k', 'R9,500', 'R1.2m'],
      notPrices: ['R1.2m'],
    },
    why: "12% on year one's whole subtotal only (601,400 -> 529,232). R1.2m is the client budget.",
  },
  {
    id: 'u31',
    lang: 'en',
    split: 'tune',
    style: 'Nigerian account note, naira, per-outlet hardware, VAT 7.5%',
    notes: `Lagos — Eko Pharmacies Ltd
POS Cloud: 25 outlets × ₦45,000 per outlet monthly
Hardware bundle (printer + scanner): ₦320,000 per outlet, one-time
Quarterly billing, 12 months. VAT 7.5%.
Contact & signatory: Mrs. Funmi Adeyemi (MD), funmi@ekopharmacies.ng`,
    expect: {
      fields: {
        custName: 'Eko Pharmacies',
        custSigner: 'Funmi Adeyemi',
        custTitle: 'MD',
        custEmail: 'funmi@ekopharmacies.ng',
        billing: 'Quarterly',
        term: '12',
        currency: 'NGN',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 13500000, y2: 0, descHas: 'POS' },
        { y1: 8000000, y2: 0, descHas: 'Hardware' },
      ],
      discounts: [],
      totals: { y1: 23112500, y2: 0 },
      amounts: ['₦45,000', '₦320,000'],
    },
    why: 'Hardware is per outlet, one-time: 25 x 320,000.',
  },
  {
    id: 'u32',
    lang: 'en',
    split: 'tune',
    style: 'US Slack thread: price correction from pricing desk, scoped pct, exempt',
    notes: `#sales-south
dev.r: draft for Bayou Community Credit Union pls — Member Engagement, 20,000 members @ $0.35/member/mo, implementation $12,000 flat, 12 mo, quarterly billing
dev.r: wait, pricing desk came back: members at $0.32, not $0.35
dev.r: and take 25% off the implementation. no sales tax, they're a credit union (exempt)`,
    expect: {
      fields: {
        custName: 'Bayou Community Credit Union',
        billing: 'Quarterly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 76800, y2: 0, descHas: 'Member' },
        { y1: 9000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 85800, y2: 0 },
      amounts: ['$0.35', '$12,000', '$0.32'],
      notPrices: ['$0.35'],
    },
    why: 'The corrected $0.32 wins (20,000 x 0.32 x 12 = 76,800). 25% off the implementation is scoped: 9,000. Exempt: taxRate 0.',
  },
  {
    id: 'u33',
    lang: 'es-419',
    split: 'tune',
    style: 'Dominican note: RD$ comma thousands, ITBIS, whole-deal pct, budget in "millones"',
    notes: `Santo Domingo – Supermercados El Caribe
Plan Retail: 18 tiendas a RD$ 14,500 por tienda al mes, facturación trimestral, 12 meses.
Equipos: 18 kits a RD$ 62,000 c/u (pago único).
Descuento global de 5%.
ITBIS 18%.
El gerente de compras dice que su presupuesto es RD$ 4 millones.`,
    expect: {
      fields: {
        custName: 'Supermercados El Caribe',
        edition: 'Retail',
        billing: 'Quarterly',
        term: '12',
        currency: 'DOP',
        taxLabel: 'ITBIS',
        taxRate: 18,
      },
      lineItems: [
        { y1: 3132000, y2: 0, descHas: 'Retail' },
        { y1: 1116000, y2: 0, descHas: 'kit' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 4762008, y2: 0 },
      amounts: ['RD$ 14,500', 'RD$ 62,000', 'RD$ 4 millones'],
      notPrices: ['RD$ 4 millones'],
    },
    why: 'Comma thousands (RD$ 14,500 = 14500). 5% global discount on 4,248,000 -> 4,035,600, then ITBIS 18%. RD$ 4 millones is the budget.',
  },
  {
    id: 'u34',
    lang: 'en',
    split: 'held',
    style: 'Malaysian WhatsApp (Manglish), SST, budget',
    notes: `[WhatsApp] Aisyah (AE): Boss, Klang Valley Clinics Sdn Bhd confirm already lah. Clinic Pro for 15 doctors @ RM 245/doctor/month, monthly billing, 12 months. Data cleanup 5 days @ RM 1,800/day. Plus SST 8%. Start 15/1/2027. Their budget only RM 55k but they ok with this.`,
    expect: {
      fields: {
        custName: 'Klang Valley Clinics',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-15',
        currency: 'MYR',
        taxLabel: 'SST',
        taxRate: 8,
      },
      lineItems: [
        { y1: 44100, y2: 0, descHas: 'Clinic Pro' },
        { y1: 9000, y2: 0, descHas: 'cleanup' },
      ],
      discounts: [],
      totals: { y1: 57348, y2: 0 },
      amounts: ['RM 245', 'RM 1,800', 'RM 55k'],
      notPrices: ['RM 55k'],
    },
    why: 'RM 55k is the budget, not a price or a cap on the deal; the agreed prices stand.',
  },
  {
    id: 'u35',
    lang: 'en',
    split: 'held',
    style: 'UAE final-terms bullets in USD: year-two site added, pct both years, superseded price',
    notes: `Al Noor Logistics (Abu Dhabi) — final terms
• Warehouse OS: 3 sites @ USD 2,900/site/month
• Robotics connector: USD 450/month
• Go-live support: 10 days @ USD 1,100/day
• Year 2: add a 4th site, everything else unchanged
• 10% off the whole deal in both years
• Data residency: UAE region
• VAT 5%
• Quote valid until 31/12/2026
• Our signatory: Omar Haddad, Regional Director
Earlier proposal (superseded) had Warehouse OS at USD 3,200/site/month.`,
    expect: {
      fields: {
        custName: 'Al Noor Logistics',
        region: 'UAE',
        validUntil: '2026-12-31',
        currency: 'USD',
        taxLabel: 'VAT',
        taxRate: 5,
        lucSigner: 'Omar Haddad',
        lucTitle: 'Regional Director',
      },
      lineItems: [
        { y1: 104400, y2: 139200, descHas: 'Warehouse' },
        { y1: 5400, y2: 5400, descHas: 'Robotics' },
        { y1: 11000, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 114156, y2: 136647 },
      amounts: ['USD 2,900', 'USD 450', 'USD 1,100', 'USD 3,200'],
      notPrices: ['USD 3,200'],
    },
    why: "Year two is described, so multi-year: 4 sites in year two (139,200). 10% on each year's subtotal. No term length stated. Omar Haddad is our signer, not the customer's.",
  },
  {
    id: 'u36',
    lang: 'en',
    split: 'held',
    style: 'US CRM note with list vs approved net price, per-unit hardware, sales tax',
    notes: `Harbor Point Marinas (Tampa, FL) — Slip Manager Plus for 12 marinas. List $260/marina/mo, approved net $215/marina/mo. Billed monthly, 1-yr term, start 2/1/2027. Hardware: 12 gate readers @ $780 ea. FL sales tax 7%.`,
    expect: {
      fields: {
        custName: 'Harbor Point Marinas',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-02-01',
        taxLabel: 'sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 30960, y2: 0, descHas: 'Slip Manager' },
        { y1: 9360, y2: 0, descHas: 'reader' },
      ],
      discounts: [],
      totals: { y1: 43142.4, y2: 0 },
      amounts: ['$260', '$215', '$780'],
      notPrices: ['$260'],
    },
    why: 'The approved net $215 is the price (12 x 215 x 12 = 30,960); list $260 is not charged. US date 2/1/2027 = 1 February.',
  },
  {
    id: 'u37',
    lang: 'es-419',
    split: 'tune',
    style: 'Uruguayan note in USD, 24 months, year-two adjustment on all subscriptions',
    notes: `Montevideo – Cooperativa Agraria del Este
Contrato por 24 meses, facturación anual.
Plataforma Campo Plus: 40 usuarios a U$S 30 por usuario por mes.
Módulo Trazabilidad: U$S 2.400 por año.
Ajuste de 6% en el segundo año sobre las suscripciones.
Capacitación inicial U$S 1.500 (única vez).
IVA 22% aparte.`,
    expect: {
      fields: {
        custName: 'Cooperativa Agraria del Este',
        billing: 'Annual',
        term: '24',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 14400, y2: 15264, descHas: 'Campo' },
        { y1: 2400, y2: 2544, descHas: 'Trazabilidad' },
        { y1: 1500, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 22326, y2: 21725.76 },
      amounts: ['U$S 30', 'U$S 2.400', 'U$S 1.500'],
    },
    why: 'U$S 2.400 = 2,400 (dot thousands). The 6% adjustment raises both subscriptions in year two; the training is one-time.',
  },
  {
    id: 'u38',
    lang: 'es-419',
    split: 'tune',
    style: 'Costa Rican dictated voice note, spelled-out colones, "coma" and "punto"',
    notes: `Nota de voz transcrita: bueno coma la propuesta para Café Tarrazú Exportadores punto. Son doce usuarios del plan Estándar a veinticinco mil colones por usuario al mes coma facturación mensual punto. Más la instalación que son trescientos mil colones una sola vez punto. Más IVA del trece por ciento punto. Contrato de un año que arranca el primero de enero punto.`,
    expect: {
      fields: {
        custName: 'Café Tarrazú',
        edition: 'Estándar',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'CRC',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 3600000, y2: 0, descHas: 'Estándar' },
        { y1: 300000, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 4407000, y2: 0 },
      amounts: ['veinticinco mil colones', 'trescientos mil colones'],
    },
    why: 'Spelled-out numbers: 12 x 25,000 x 12 = 3,600,000; installation 300,000 once. "coma"/"punto" are punctuation. "el primero de enero" = 2027-01-01.',
  },
  {
    id: 'u39',
    lang: 'es-419',
    split: 'tune',
    style: 'Guatemalan negotiation note: competitor price, free months, hourly training',
    notes: `Distribuidora Maya S.A. (Ciudad de Guatemala) – precios en quetzales.
El cliente nos compara con otro proveedor que le ofrece Q 180 por usuario al mes.
Nuestra oferta final: 50 usuarios del plan Ventas a Q 195 por usuario al mes, con los 2 primeros meses gratis. Facturación mensual, 12 meses.
Capacitación: 16 horas a Q 450 la hora.
IVA 12%.`,
    expect: {
      fields: {
        custName: 'Distribuidora Maya',
        edition: 'Ventas',
        billing: 'Monthly',
        term: '12',
        currency: 'GTQ',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 97500, y2: 0, descHas: 'Ventas' },
        { y1: 7200, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 117264, y2: 0 },
      amounts: ['Q 180', 'Q 195', 'Q 450'],
      notPrices: ['Q 180'],
    },
    why: "Q 180 is the other provider's price. Two free months: 50 x 195 x 10 = 97,500. Training 16 x 450 one-time.",
  },
  {
    id: 'u40',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish WhatsApp with quantity and price corrections',
    notes: `[10:42] Marta: Oye, para Talleres Gómez e Hijos: 12 puestos del plan Taller Pro a 45 € al mes cada uno, pago anual, 1 año.
[10:44] Marta: Y la formación, 2 jornadas a 600 € la jornada
[10:51] Marta: Perdona, me corrijo: son 15 puestos, no 12. Y la formación se la dejamos en 500 € la jornada
[10:52] Marta: IVA 21% aparte 👍`,
    expect: {
      fields: {
        custName: 'Talleres Gómez',
        edition: 'Taller Pro',
        billing: 'Annual',
        term: '12',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 8100, y2: 0, descHas: 'Taller Pro' },
        { y1: 1000, y2: 0, descHas: 'formación' },
      ],
      discounts: [],
      totals: { y1: 11011, y2: 0 },
      amounts: ['45 €', '600 €', '500 €'],
      notPrices: ['600 €'],
    },
    why: 'Corrections win: 15 seats (15 x 45 x 12 = 8,100) and training at 500 € a day (2 x 500); 600 € is superseded.',
  },
];
