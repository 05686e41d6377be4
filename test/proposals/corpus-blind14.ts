import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 14: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Canada, Australia, New Zealand, India, Ireland, South Africa, Singapore,
 * Nigeria, Kenya; 12 Spanish: Mexico, Argentina, Colombia, Chile, Peru,
 * Uruguay, Ecuador (es-419) and Spain (es-ES)) for draft_proposal /
 * POST /proposals.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and
 * the header and two sample entries of corpus 13, for the conventions).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (1-12 are corpus 13's, unchanged):
 *  1. Line amounts are yearly: y1 is what the line bills in year one. A
 *     per-month price is multiplied by 12 (by the months actually billed when
 *     months are free), a per-quarter price by 4, a per-year price by 1.
 *     Quantity x unit price applies whether or not a multiplication sign is
 *     written ("85 seats $14/mo" = 85 x 14 x 12).
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
 *  4. Discounts that the note limits to one or some lines (e.g. "15% on
 *     platform fee only", "25% off the integration") are folded into those
 *     lines' amounts and do not appear in discounts[]. Only whole-deal
 *     discounts appear in discounts[].
 *  5. A whole-deal pct discount applies to that year's subtotal (sum of all
 *     line items of the year, one-time lines included) before tax. kind
 *     'amount' subtracts the stated sum from each flagged year. y1/y2 flags
 *     say which years the discount covers; on single-year deals y2 is false.
 *     No note combines two whole-deal discounts.
 *  6. Free months ("first 2 months free", "we waive the first month") reduce
 *     the billed months of the named recurring lines in year one; they are not
 *     a discount entry. "13 months for the price of 12" changes no amount.
 *  7. Tax: taxRate is a percentage number (20 means 20 %). Tax = net x rate,
 *     computed per year on the net after discounts and rounded to cents
 *     (half up); total = net + tax. Tax-exempt customers or notes that say no
 *     tax applies carry taxRate 0 and no taxLabel. Where a note names no tax,
 *     no tax fields are expected and total = net. expect.totals holds each
 *     year's total (net after discounts, plus tax where the note states a
 *     rate), as the earlier corpora and the scorer do: the helper wrote the
 *     net, as the lead's brief wrongly asked, and the lead added the tax
 *     (net x rate, rounded to cents) by script before the first scoring, no
 *     other label touched.
 *  8. Corrections and later messages win: the last stated quantity or price is
 *     used; superseded prices, quoted earlier offers, unchosen options,
 *     budgets, TCV targets and competitor prices are listed in notPrices.
 *  9. Amount reading: "k" = thousand, "M"/"m" = million; Indian grouping
 *     "1,00,000" = 100000 and "2.5 lakh" = 250000; in Spanish notes "3.500"
 *     and "$85.000" are thousands and "2.400,00 EUR" has a decimal comma,
 *     "1,2 palos" = 1 200 000 (Colombian "palo" = one million), "lucas" =
 *     thousands (Argentina, Chile), "mil" = thousand. Peruvian notes write
 *     comma thousands ("S/ 14,500"). Spelled-out and dictated numbers are read
 *     as numbers; dictated "comma", "period", "full stop", "coma", "punto" are
 *     punctuation.
 * 10. currency is expected only when an ISO code, an unambiguous symbol
 *     (GBP sign, EUR sign, A$, NZ$, U$S, S/, R for rand in a South African
 *     note, rupee sign/Rs.) or the currency's name ("pounds", "euros")
 *     appears; a bare "$", "pesos" or slang alone gives no currency
 *     expectation.
 * 11. term is the number of months as text ("2 years" -> '24').
 *     Relative dates count from 2026-11-21: "valid 30 days" -> 2026-12-21,
 *     "1 Dec" -> 2026-12-01, "1 de enero" -> 2027-01-01. Day-first dates in
 *     non-US notes, month-first in US notes.
 * 12. custEmail is the customer address the note gives, even when the signer
 *     is a different person. custTitle is compared as written in the note.
 *
 * Readings added for this corpus (cases corpus 13's list does not settle):
 * 13. More unambiguous currency markers: the naira sign or NGN -> NGN;
 *     "KSh" or KES -> KES; "S$" or SGD -> SGD; "rand" -> ZAR; "rupees" ->
 *     INR; an ISO code in a pasted table's column header ("Unit price (SGD)",
 *     "Ext (NZD, year 1)") sets the currency for the bare numbers or bare "$"
 *     of that table. "dollars" alone is like a bare "$": no currency.
 * 14. More number formats: South African space thousands ("R1 450" = 1450);
 *     Mexican notes write comma thousands and point decimals, like Peruvian
 *     ones ("$28,500.00 MXN" = 28500); "millones" = million; Spanish
 *     spelled-out numbers ("cuarenta y dos mil") are read as numbers.
 * 15. amounts: each distinct money string once, in order of first appearance,
 *     as written: the currency marker and number plus any scale word that is
 *     part of it ("₦14m", "2.5 lakh rupees", "45 lucas", "1,2 palos"); a
 *     spelled-out price is the whole phrase with its currency word
 *     ("nineteen dollars"); a table cell without a marker is the cell text
 *     ("55.00"). Line extensions and a grand total printed in a pasted table
 *     are amounts, not notPrices (they agree with the lines and make no extra
 *     line). A list price reduced by a stated line-level deduction
 *     ("£3,500 less £1,000") is an amount, and so is the deduction; the line
 *     carries the reduced figure (reading 4).
 * 16. A whole-deal discount the note limits to year two ("10% off the whole
 *     second year") has y1 false, y2 true; "S$5,000 off each year" is an
 *     amount discount with both flags.
 * 17. A per-line discount the note gives "for the whole term" on a
 *     multi-year deal is folded into that line in both years; a year-two
 *     uplift is applied on top of the discounted price (reading 3).
 * 18. docType is expected only when the note asks for an agreement or an
 *     order instead of a proposal.
 * 19. A US sales tax is taxLabel 'sales tax' with its rate.
 * 20. Honorifics and degree prefixes (Mr, Mrs, Lic., Ing.) are not part of
 *     custSigner. The addressee of an e-mail or a "send it to" address gives
 *     custEmail but not custSigner or custTitle.
 * 21. Rep shorthand is read as per month where it says so: "pupm" = per user
 *     per month, "pp/month" = per person per month, "c/u" = each.
 */

export const BLIND_NOTES_14: BlindNote[] = [
  {
    id: 't01',
    lang: 'en',
    split: 'held',
    style: 'US terse pipe-separated CRM line with a current-vendor price',
    notes: `Brightwater Dental Group | Growth plan | 65 seats @ $29/seat/mo | billed annually | 12 mo term | start 2/1/2027 | implementation pkg $4,000 flat | currently paying Chairside ~$35/seat for their old tool | signer: Marcus Oyelaran (COO) marcus.oyelaran@brightwaterdental.com`,
    expect: {
      fields: {
        custName: 'Brightwater Dental Group',
        custSigner: 'Marcus Oyelaran',
        custTitle: 'COO',
        custEmail: 'marcus.oyelaran@brightwaterdental.com',
        edition: 'Growth',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
      },
      lineItems: [
        { y1: 22620, y2: 0, descHas: 'Growth' },
        { y1: 4000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 26620, y2: 0 },
      amounts: ['$29', '$4,000', '$35'],
      notPrices: ['$35'],
    },
    why: 'US note: 2/1/2027 is 1 February. ~$35/seat is what they pay the old vendor today, not a price of this deal.',
  },
  {
    id: 't02',
    lang: 'en',
    split: 'tune',
    style: 'UK Slack channel with a later correction of the seat count',
    notes: `#deals-uk
Hannah Price  10:41
Kestrel Housing Trust signed off verbally 🎉 Draft the proposal pls: 45 Standard licences at £22 per user per month, annual billing paid upfront. 3 days onboarding at £850/day. Prices + VAT @ 20%.
Hannah Price  10:52
actually make that 60 licences — they're adding the Leeds office. Everything else the same.`,
    expect: {
      fields: {
        custName: 'Kestrel Housing Trust',
        edition: 'Standard',
        billing: 'Annual',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 15840, y2: 0, descHas: 'licence' },
        { y1: 2550, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 22068, y2: 0 },
      amounts: ['£22', '£850'],
    },
    why: 'The 10:52 correction wins: 60 licences x £22 x 12 = 15,840. No term or year two is given, so the deal is single-year.',
  },
  {
    id: 't03',
    lang: 'en',
    split: 'held',
    style: 'Australian e-mail reply with the earlier offer quoted below',
    notes: `To: Lachlan Pearce <l.pearce@mulgaminerals.com.au>
Subject: RE: Mulga Minerals – updated pricing

G'day Lachlan,

As discussed we've sharpened the pencil. Updated pricing:
• Field Ops licences – 80 users at A$31/user/month
• Fleet telematics add-on – A$1,150 per month, flat
• Site setup & training – A$6,800 one-off
2-year agreement, billed annually, kicking off 1 March 2027. All prices ex GST (10%).

Cheers,
Jess

-----Original message-----
From: Jess Moloney
Sent: 12 November 2026
• Field Ops licences – 80 users at A$36/user/month
• Fleet telematics add-on – A$1,400 per month
• Site setup & training – A$8,500 one-off`,
    expect: {
      fields: {
        custName: 'Mulga Minerals',
        custEmail: 'l.pearce@mulgaminerals.com.au',
        billing: 'Annual',
        term: '24',
        startDate: '2027-03-01',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 29760, y2: 29760, descHas: 'Field Ops' },
        { y1: 13800, y2: 13800, descHas: 'telematics' },
        { y1: 6800, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 55396, y2: 47916 },
      amounts: ['A$31', 'A$1,150', 'A$6,800', 'A$36', 'A$1,400', 'A$8,500'],
      notPrices: ['A$36', 'A$1,400', 'A$8,500'],
    },
    why: 'Only the updated pricing counts; the quoted 12 November offer (A$36, A$1,400, A$8,500) is superseded. 2-year deal: the recurring lines repeat in year two, the setup does not.',
  },
  {
    id: 't04',
    lang: 'en',
    split: 'tune',
    style: 'Indian voice-note transcript with dictated punctuation and lakh amounts',
    notes: `Voice note transcript (auto): okay this is for Sahyadri Agro Foods comma Pune full stop they want the Enterprise edition for 150 users at 1,200 rupees per user per month comma billed quarterly full stop implementation is a one time fee of 2.5 lakh rupees full stop add GST at 18 percent full stop term is one year starting 1st January full stop their budget was around 25 lakh rupees for the year so we are comfortably inside it full stop`,
    expect: {
      fields: {
        custName: 'Sahyadri Agro Foods',
        edition: 'Enterprise',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 2160000, y2: 0, descHas: 'Enterprise' },
        { y1: 250000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 2843800, y2: 0 },
      amounts: ['1,200 rupees', '2.5 lakh rupees', '25 lakh rupees'],
      notPrices: ['25 lakh rupees'],
    },
    why: 'Per-month price billed quarterly is still 150 x 1,200 x 12. 2.5 lakh = 250,000. The 25 lakh is the budget, not a price.',
  },
  {
    id: 't05',
    lang: 'en',
    split: 'tune',
    style: 'Canadian bullet list, 3-year deal with a per-line discount and an annual uplift',
    notes: `Northern Lights Credit Union (Thunder Bay, ON) – proposal inputs
- Core banking connector platform: CAD 18,000/yr
- Member portal seats: 220 @ CAD 4.50/mo each, 10% off the portal seats for the whole term
- Data migration: CAD 9,500 one-time
- Term 36 months, billed annually; 4% uplift on all recurring fees from year 2
- HST 13%
- Signer: Geneviève Tremblay, CFO – gtremblay@nlcu.ca
- Quote good till Dec 15`,
    expect: {
      fields: {
        custName: 'Northern Lights Credit Union',
        custSigner: 'Geneviève Tremblay',
        custTitle: 'CFO',
        custEmail: 'gtremblay@nlcu.ca',
        billing: 'Annual',
        term: '36',
        validUntil: '2026-12-15',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 18000, y2: 18720, descHas: 'platform' },
        { y1: 10692, y2: 11119.68, descHas: 'portal' },
        { y1: 9500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 43156.96, y2: 33718.84 },
      amounts: ['CAD 18,000', 'CAD 4.50', 'CAD 9,500'],
    },
    why: 'Seats: 220 x 4.50 x 12 = 11,880 less 10% = 10,692 (folded, both years); year two adds the 4% uplift on the discounted price: 11,119.68. Platform 18,000 -> 18,720. Only year two is measured.',
  },
  {
    id: 't06',
    lang: 'en',
    split: 'held',
    style: 'New Zealand WhatsApp export with a price correction and free months',
    notes: `[21/11/26, 9:14 am] Aroha Ngata: Tui Bay Vineyards are in 🙌
[21/11/26, 9:15 am] Aroha Ngata: 25 users on Cellar Manager at NZ$48 pp/month
[21/11/26, 9:15 am] Aroha Ngata: first 2 months free as the launch promo
[21/11/26, 9:22 am] Aroha Ngata: sorry NZ$46 not 48, I'd already given them the loyalty rate
[21/11/26, 9:23 am] Aroha Ngata: plus install NZ$1,900 one-off. GST 15% on top. 12 month term, billed monthly`,
    expect: {
      fields: {
        custName: 'Tui Bay Vineyards',
        billing: 'Monthly',
        term: '12',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 11500, y2: 0, descHas: 'Cellar' },
        { y1: 1900, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 15410, y2: 0 },
      amounts: ['NZ$48', 'NZ$46', 'NZ$1,900'],
      notPrices: ['NZ$48'],
    },
    why: 'Price corrected to NZ$46; two free months leave 10 billed months: 25 x 46 x 10 = 11,500. The free months are not a discount entry.',
  },
  {
    id: 't07',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican CRM note, MXN with comma thousands, whole-deal discount',
    notes: `Cliente: Grupo Ferretero Alcázar (Monterrey, N.L.)
Plan Empresarial – 35 usuarios a $890 MXN por usuario al mes, facturación anual.
Implementación: $28,500.00 MXN, pago único.
Descuento del 10% sobre el total por cierre en noviembre.
IVA 16% no incluido. Vigencia del contrato 12 meses, arranque el 4 de enero.
Firma: Lic. Rosa Elena Garza, Directora de Administración – rgarza@ferreteroalcazar.com.mx`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero Alcázar',
        custSigner: 'Rosa Elena Garza',
        custTitle: 'Directora de Administración',
        custEmail: 'rgarza@ferreteroalcazar.com.mx',
        edition: 'Empresarial',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-04',
        currency: 'MXN',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 373800, y2: 0, descHas: 'Empresarial' },
        { y1: 28500, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 420001.2, y2: 0 },
      amounts: ['$890 MXN', '$28,500.00 MXN'],
    },
    why: 'Mexican "$28,500.00" is twenty-eight thousand five hundred (comma thousands, point decimals). 10% off the whole subtotal 402,300 -> 362,070. "4 de enero" -> 2027-01-04.',
  },
  {
    id: 't08',
    lang: 'en',
    split: 'tune',
    style: 'US dictated voice memo with spelled-out numbers and "period"',
    notes: `Memo for the Halvorsen Freight proposal period. They want the Premier tier comma one hundred and ten drivers at nineteen dollars per driver per month period. Add the ELD hardware kit comma one hundred and ten units at two hundred forty-nine dollars each comma one time period. Two year deal comma billed annually period. Year two same pricing period. Signer is Tom Brekke comma director of operations period.`,
    expect: {
      fields: {
        custName: 'Halvorsen Freight',
        custSigner: 'Tom Brekke',
        custTitle: 'director of operations',
        edition: 'Premier',
        billing: 'Annual',
        term: '24',
      },
      lineItems: [
        { y1: 25080, y2: 25080, descHas: 'Premier' },
        { y1: 27390, y2: 0, descHas: 'ELD' },
      ],
      discounts: [],
      totals: { y1: 52470, y2: 25080 },
      amounts: ['nineteen dollars', 'two hundred forty-nine dollars'],
    },
    why: 'Spelled-out: 110 x $19 x 12 = 25,080 each year; 110 kits x $249 = 27,390 one-time (year one only). "dollars" alone sets no currency.',
  },
  {
    id: 't09',
    lang: 'en',
    split: 'tune',
    style: 'South African e-mail, rand with space thousands, hourly and daily services',
    notes: `Hi Thandi,

Please put together the proposal for Karoo Fresh Produce (Pty) Ltd:
Warehouse module – 18 users @ R650 per user per month
Integration consulting – 40 hours @ R1 450/hour
Training – 2 days @ R9 800/day
Annual billing, 12-month term from 1 February 2027. VAT at 15% to be added.
Their current supplier charges R720 per user per month, so we come in cheaper.

Signatory: Pieter van Wyk, Financial Director – pieter.vw@karoofresh.co.za

Thanks,
Johan`,
    expect: {
      fields: {
        custName: 'Karoo Fresh Produce',
        custSigner: 'Pieter van Wyk',
        custTitle: 'Financial Director',
        custEmail: 'pieter.vw@karoofresh.co.za',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 140400, y2: 0, descHas: 'Warehouse' },
        { y1: 58000, y2: 0, descHas: 'Integration' },
        { y1: 19600, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 250700, y2: 0 },
      amounts: ['R650', 'R1 450', 'R9 800', 'R720'],
      notPrices: ['R720'],
    },
    why: '"R1 450" is 1,450 (space thousands): 40 h x 1,450 = 58,000; "R9 800" = 9,800 x 2 days. R720 is the current supplier price.',
  },
  {
    id: 't10',
    lang: 'en',
    split: 'held',
    style: 'Irish note with a fixed-sum first-year discount and governing law',
    notes: `Proposal – Liffey Valley Veterinary Clinics (Dublin). Practice Suite for 12 clinics at €310 per clinic per month, invoiced quarterly. Data migration €3,600 one-off. We're giving them €2,000 off the first-year total as goodwill for the delayed pilot. 12-month term, go-live 1 Feb. Irish VAT at 23% applies. Governing law: Ireland.`,
    expect: {
      fields: {
        custName: 'Liffey Valley Veterinary Clinics',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-02-01',
        currency: 'EUR',
        taxLabel: 'VAT',
        taxRate: 23,
        governingLaw: 'Ireland',
      },
      lineItems: [
        { y1: 44640, y2: 0, descHas: 'Practice' },
        { y1: 3600, y2: 0, descHas: 'migration' },
      ],
      discounts: [{ kind: 'amount', value: 2000, y1: true, y2: false }],
      totals: { y1: 56875.2, y2: 0 },
      amounts: ['€310', '€3,600', '€2,000'],
    },
    why: '€2,000 off the whole first-year total is a whole-deal amount discount: 48,240 - 2,000 = 46,240.',
  },
  {
    id: 't11',
    lang: 'en',
    split: 'held',
    style: 'Singapore tab-separated table pasted from a pricing sheet',
    notes: `Pasting from the pricing sheet for Merlion Harbour Logistics Pte Ltd:

Item	Qty	Unit price (SGD)	Billing
Dispatch Cloud – Business edition	40	55.00	per user / month
Driver app add-on	40	8.00	per user / month
Onboarding workshop	1	4,200.00	one-time
Premium support	1	3,000.00	per year

12-month subscription, one annual invoice. GST 9% extra. Quote valid 30 days.`,
    expect: {
      fields: {
        custName: 'Merlion Harbour Logistics',
        edition: 'Business',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 26400, y2: 0, descHas: 'Dispatch' },
        { y1: 3840, y2: 0, descHas: 'Driver' },
        { y1: 4200, y2: 0, descHas: 'Onboarding' },
        { y1: 3000, y2: 0, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 40809.6, y2: 0 },
      amounts: ['55.00', '8.00', '4,200.00', '3,000.00'],
    },
    why: 'Currency comes from the column header (SGD). Per-user-per-month rows are qty x unit x 12; the support row is per year; "valid 30 days" -> 2026-12-21.',
  },
  {
    id: 't12',
    lang: 'en',
    split: 'held',
    style: 'Nigerian CRM note in naira with a budget ceiling',
    notes: `Eko Pharma Distribution Ltd (Ikeja) – CRM notes 20/11
FieldPro, Standard edition: 50 field reps @ ₦18,500 per user per month, annual billing paid upfront
Setup & data load: ₦1,250,000 one-off
12 months. VAT 7.5% on top.
FYI their budget ceiling for year one is ₦14m, so we're inside it.
Signer: Mrs Funmilayo Adeyemi, Head of Sales Ops – f.adeyemi@ekopharma.ng`,
    expect: {
      fields: {
        custName: 'Eko Pharma Distribution',
        custSigner: 'Funmilayo Adeyemi',
        custTitle: 'Head of Sales Ops',
        custEmail: 'f.adeyemi@ekopharma.ng',
        edition: 'Standard',
        billing: 'Annual',
        term: '12',
        currency: 'NGN',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 11100000, y2: 0, descHas: 'FieldPro' },
        { y1: 1250000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 13276250, y2: 0 },
      amounts: ['₦18,500', '₦1,250,000', '₦14m'],
      notPrices: ['₦14m'],
    },
    why: '₦14m is the budget ceiling, not a line. VAT 7.5 is a fractional rate.',
  },
  {
    id: 't13',
    lang: 'en',
    split: 'tune',
    style: 'Kenyan bullet notes, 2-year deal with year-two headcount growth and a competitor price',
    notes: `Savannah Microfinance Bank – proposal notes
- Loan Origination module: 30 users at KES 4,200 per user per month in year 1
- Year 2 they roll out to all branches: 75 users, same rate
- Implementation & training: 12 days @ KES 65,000 per day
- 24-month agreement, billed quarterly
- VAT 16% exclusive
- Competitor (LendFlow) came in at KES 3,900/user/month — we're not matching`,
    expect: {
      fields: {
        custName: 'Savannah Microfinance Bank',
        billing: 'Quarterly',
        term: '24',
        currency: 'KES',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 1512000, y2: 3780000, descHas: 'Loan' },
        { y1: 780000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 2658720, y2: 4384800 },
      amounts: ['KES 4,200', 'KES 65,000', 'KES 3,900'],
      notPrices: ['KES 3,900'],
    },
    why: 'Year two uses 75 users at the same KES 4,200: 3,780,000. KES 3,900 is the competitor price.',
  },
  {
    id: 't14',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentine bullet notes in "lucas" with an inflation uplift in year two',
    notes: `Bodegas Los Alerces S.A. (Luján de Cuyo, Mendoza)
- 22 usuarios plan Pro a 45 lucas por usuario por mes
- implementación 1.200 lucas, pago único
- contrato por 2 años, facturación mensual
- el segundo año el abono sube 30% por ajuste de inflación
- IVA 21% aparte`,
    expect: {
      fields: {
        custName: 'Bodegas Los Alerces',
        edition: 'Pro',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 11880000, y2: 15444000, descHas: 'Pro' },
        { y1: 1200000, y2: 0, descHas: 'implementaci' },
      ],
      discounts: [],
      totals: { y1: 15826800, y2: 18687240 },
      amounts: ['45 lucas', '1.200 lucas'],
    },
    why: '45 lucas = 45,000; "1.200 lucas" = 1,200 thousand = 1,200,000. The 30% uplift applies to the recurring subscription in year two. Slang gives no currency.',
  },
  {
    id: 't15',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian chat paragraph with the incumbent price in "palos"',
    notes: `Hola equipo, les paso lo de Café Monteverde S.A.S. (Pereira): quieren el plan Avanzado para 40 usuarios a $95.000 COP por usuario al mes, facturación anual, contrato de 12 meses con inicio el 1 de febrero. Capacitación: 3 días a $2.800.000 el día. Ojo, el proveedor actual les cobra 1,2 palos al mes por todo, pero sin soporte. IVA del 19%.`,
    expect: {
      fields: {
        custName: 'Café Monteverde',
        edition: 'Avanzado',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        currency: 'COP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 45600000, y2: 0, descHas: 'Avanzado' },
        { y1: 8400000, y2: 0, descHas: 'Capacitaci' },
      ],
      discounts: [],
      totals: { y1: 64260000, y2: 0 },
      amounts: ['$95.000 COP', '$2.800.000', '1,2 palos'],
      notPrices: ['1,2 palos'],
    },
    why: '"1,2 palos al mes" is what the current provider charges (1,200,000), not a line of this deal.',
  },
  {
    id: 't16',
    lang: 'es-419',
    split: 'tune',
    style: 'Chilean CRM note, 2-year whole-deal discount applying to both years',
    notes: `Nota CRM – Constructora Cordillera SpA (Santiago)
Plataforma Obras Enterprise: 60 usuarios x CLP 28.000 mensuales por usuario.
Módulo BIM: CLP 450.000 al mes (tarifa plana).
Puesta en marcha: CLP 3.500.000, pago único.
Contrato a 24 meses, facturación trimestral. Descuento 12% por compromiso de 2 años, aplica a ambos años.
IVA 19%.`,
    expect: {
      fields: {
        custName: 'Constructora Cordillera',
        edition: 'Enterprise',
        billing: 'Quarterly',
        term: '24',
        currency: 'CLP',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 20160000, y2: 20160000, descHas: 'Obras' },
        { y1: 5400000, y2: 5400000, descHas: 'BIM' },
        { y1: 3500000, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [{ kind: 'pct', value: 12, y1: true, y2: true }],
      totals: { y1: 30431632, y2: 26766432 },
      amounts: ['CLP 28.000', 'CLP 450.000', 'CLP 3.500.000'],
    },
    why: '12% off each year subtotal: y1 29,060,000 -> 25,572,800; y2 25,560,000 -> 22,492,800.',
  },
  {
    id: 't17',
    lang: 'es-419',
    split: 'tune',
    style: 'Peruvian proposal notes, soles with comma thousands, hourly consulting and an approved budget',
    notes: `Propuesta para Textiles Huancaray S.A.C. (Arequipa)
- Licencias ERP: 25 usuarios a S/ 210 por usuario al mes, facturación anual
- Consultoría de parametrización: 60 horas a S/ 180 la hora
- Migración de datos: S/ 7,800 (pago único)
Plazo: 12 meses. IGV 18%.
El presupuesto aprobado por el cliente es S/ 100,000, así que tenemos margen.
Firma: Ing. Lucía Paredes, Gerente General – lparedes@huancaray.pe`,
    expect: {
      fields: {
        custName: 'Textiles Huancaray',
        custSigner: 'Lucía Paredes',
        custTitle: 'Gerente General',
        custEmail: 'lparedes@huancaray.pe',
        billing: 'Annual',
        term: '12',
        currency: 'PEN',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 63000, y2: 0, descHas: 'ERP' },
        { y1: 10800, y2: 0, descHas: 'Consultor' },
        { y1: 7800, y2: 0, descHas: 'Migraci' },
      ],
      discounts: [],
      totals: { y1: 96288, y2: 0 },
      amounts: ['S/ 210', 'S/ 180', 'S/ 7,800', 'S/ 100,000'],
      notPrices: ['S/ 100,000'],
    },
    why: 'S/ 100,000 is the client budget. 60 h x S/ 180 = 10,800 one-time.',
  },
  {
    id: 't18',
    lang: 'es-419',
    split: 'held',
    style: 'Uruguayan note in U$S, free-trade-zone VAT exemption and a free first month',
    notes: `Cliente: Logística Puerto Sauce S.A. – opera en la Zona Franca de Colonia, así que la factura va exonerada de IVA.
Plan Estándar: 15 usuarios a U$S 38 por usuario/mes, facturación mensual, contrato de 12 meses.
El primer mes va bonificado.
Onboarding: U$S 1.500 por única vez.
Validez de la oferta: hasta el 10 de diciembre.`,
    expect: {
      fields: {
        custName: 'Logística Puerto Sauce',
        edition: 'Estándar',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-10',
        currency: 'USD',
        taxRate: 0,
      },
      lineItems: [
        { y1: 6270, y2: 0, descHas: 'Estándar' },
        { y1: 1500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 7770, y2: 0 },
      amounts: ['U$S 38', 'U$S 1.500'],
    },
    why: 'Exonerada de IVA -> taxRate 0, no taxLabel. "Primer mes bonificado" = one free month: 15 x 38 x 11 = 6,270. "U$S 1.500" is 1,500.',
  },
  {
    id: 't19',
    lang: 'es-419',
    split: 'tune',
    style: 'Ecuadorian quote bullets in USD with a discount limited to implementation',
    notes: `Cooperativa de Ahorro y Crédito Chimborazo Ltda. — cotización
* Core Digital: 80 usuarios, USD 22 c/u mensual
* Banca móvil (app para socios): USD 1.100 mensuales, tarifa fija
* Implementación: USD 9.000, con 20% de descuento solo en la implementación
* 12 meses, pago anual
* IVA 15%`,
    expect: {
      fields: {
        custName: 'Cooperativa de Ahorro y Crédito Chimborazo',
        billing: 'Annual',
        term: '12',
        currency: 'USD',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 21120, y2: 0, descHas: 'Core' },
        { y1: 13200, y2: 0, descHas: 'Banca' },
        { y1: 7200, y2: 0, descHas: 'Implementaci' },
      ],
      discounts: [],
      totals: { y1: 47748, y2: 0 },
      amounts: ['USD 22', 'USD 1.100', 'USD 9.000'],
    },
    why: 'The 20% applies only to implementation and is folded in: 9,000 x 0.8 = 7,200; no discounts[] entry. "USD 1.100" = 1,100 per month.',
  },
  {
    id: 't20',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish e-mail with decimal-comma euros, 3-year deal with a 3% uplift',
    notes: `Asunto: Propuesta Hoteles Mar de Alborán – condiciones finales

Hola Javier:

Te confirmo las condiciones para Hoteles Mar de Alborán S.L.:
- Licencia PMS Premium: 9 hoteles a 420,00 € por hotel y mes
- Motor de reservas: 2.400,00 € al año
- Formación in situ: 4 jornadas a 750,00 €/jornada
Contrato de 3 años con facturación anual e incremento del 3 % a partir del segundo año en todas las cuotas recurrentes. Precios sin IVA (21 %). Inicio previsto: 1 de marzo de 2027.

Un saludo,
Marta`,
    expect: {
      fields: {
        custName: 'Hoteles Mar de Alborán',
        edition: 'Premium',
        billing: 'Annual',
        term: '36',
        startDate: '2027-03-01',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 45360, y2: 46720.8, descHas: 'PMS' },
        { y1: 2400, y2: 2472, descHas: 'reservas' },
        { y1: 3000, y2: 0, descHas: 'Formaci' },
      ],
      discounts: [],
      totals: { y1: 61419.6, y2: 59523.29 },
      amounts: ['420,00 €', '2.400,00 €', '750,00 €'],
    },
    why: '3-year deal: only year two is measured, with the 3% uplift on both recurring lines; training days are one-time.',
  },
  {
    id: 't21',
    lang: 'es-ES',
    split: 'tune',
    style: 'Spanish WhatsApp thread with a seat correction and a whole-deal discount',
    notes: `Clínica Dental Sonrisa Norte (Bilbao)
[10:02] Iker: 12 puestos de Agenda Pro a 35 €/mes cada uno
[10:03] Iker: + alta y configuración 600 € (una sola vez)
[10:05] Iker: perdón, son 14 puestos, abren otra consulta en Getxo
[10:06] Iker: les hacemos un 5% de descuento sobre el total
[10:07] Iker: facturación anual, 12 meses, IVA 21% aparte`,
    expect: {
      fields: {
        custName: 'Clínica Dental Sonrisa Norte',
        billing: 'Annual',
        term: '12',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5880, y2: 0, descHas: 'Agenda' },
        { y1: 600, y2: 0, descHas: 'configuraci' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 7448.76, y2: 0 },
      amounts: ['35 €', '600 €'],
    },
    why: 'Corrected to 14 puestos: 14 x 35 x 12 = 5,880. 5% off the total 6,480 -> 6,156.',
  },
  {
    id: 't22',
    lang: 'en',
    split: 'tune',
    style: 'US forwarded e-mail: customer picked Option B of two; tax-exempt school district',
    notes: `Fwd: Re: Options for Cedar Ridge School District

From: Alyssa Grant
Good news – Cedar Ridge went with Option B. Please draft it. They're a public school district, so tax-exempt (certificate on file).

-------- earlier --------
Option A: Classroom Basic – 900 student licenses @ $6/license/yr + $3,000 rollout
Option B: Classroom Plus – 900 student licenses @ $9.50/license/yr + 40 teacher accounts @ $60/yr each + rollout & PD training $5,500 one time
Both options: 12 months, invoiced annually, starting July 1, 2027.`,
    expect: {
      fields: {
        custName: 'Cedar Ridge School District',
        edition: 'Plus',
        billing: 'Annual',
        term: '12',
        startDate: '2027-07-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 8550, y2: 0, descHas: 'student' },
        { y1: 2400, y2: 0, descHas: 'teacher' },
        { y1: 5500, y2: 0, descHas: 'rollout' },
      ],
      discounts: [],
      totals: { y1: 16450, y2: 0 },
      amounts: ['$6', '$3,000', '$9.50', '$60', '$5,500'],
      notPrices: ['$6', '$3,000'],
    },
    why: 'Only Option B is drafted; Option A prices ($6, $3,000) are an unchosen option. Per-year prices are not multiplied by 12. Tax-exempt -> taxRate 0.',
  },
  {
    id: 't23',
    lang: 'en',
    split: 'tune',
    style: 'UK terse CRM line with rep shorthand, year-two price and a first-year-only discount',
    notes: `Opp: Fenwick & Marsh Solicitors LLP | Enterprise | 55 users | £49 pupm yr1, £52 pupm yr2 | annual in advance | 24m term from 1/4/2027 | DMS migration £7,500 one-off | 10% disc on yr1 only (if signed before 19 Dec) | +VAT @ 20% | governing law England & Wales`,
    expect: {
      fields: {
        custName: 'Fenwick & Marsh Solicitors',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '24',
        startDate: '2027-04-01',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        governingLaw: 'England',
      },
      lineItems: [
        { y1: 32340, y2: 34320, descHas: 'Enterprise' },
        { y1: 7500, y2: 0, descHas: 'migration' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 43027.2, y2: 41184 },
      amounts: ['£49', '£52', '£7,500'],
    },
    why: 'UK date 1/4/2027 = 1 April. pupm = per user per month; year two uses £52. The 10% covers year one only: 39,840 -> 35,856.',
  },
  {
    id: 't24',
    lang: 'en',
    split: 'held',
    style: 'Australian Slack message, per-quarter price and per-site one-off, edited discount',
    notes: `Kookaburra Childcare Centres — 14 centres on Enrolments Pro at A$1,350 per centre per quarter, billed quarterly. Setup A$250 per centre, one-off. 12-month term. GST 10% on top.
EDIT 3:40pm: Mgr approved 8% off the whole deal (not the 10% I floated on the call).`,
    expect: {
      fields: {
        custName: 'Kookaburra Childcare Centres',
        billing: 'Quarterly',
        term: '12',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 75600, y2: 0, descHas: 'Enrolments' },
        { y1: 3500, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 80049.2, y2: 0 },
      amounts: ['A$1,350', 'A$250'],
    },
    why: 'Per-quarter price x 4: 14 x 1,350 x 4 = 75,600. Setup is per centre: 14 x 250. The approved discount is 8%, not the 10% floated: 79,100 -> 72,772.',
  },
  {
    id: 't25',
    lang: 'en',
    split: 'tune',
    style: 'Indian e-mail with Indian digit grouping, 2-year deal and free months',
    notes: `Hi Rohan,

Please draft for Meenakshi Textiles Pvt Ltd (Coimbatore):
1. Production Planning suite – ₹1,85,000 per month (site licence, up to 200 users)
2. Shop-floor tablets – 40 nos @ ₹18,500 each (one-time)
3. Go-live support – 10 days @ ₹22,000/day
Term: 2 years, billed monthly. First 3 months free on the suite as they're our reference customer. GST @18% extra.

Regards,
Kavitha`,
    expect: {
      fields: {
        custName: 'Meenakshi Textiles',
        billing: 'Monthly',
        term: '24',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1665000, y2: 2220000, descHas: 'Production' },
        { y1: 740000, y2: 0, descHas: 'tablet' },
        { y1: 220000, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [],
      totals: { y1: 3097500, y2: 2619600 },
      amounts: ['₹1,85,000', '₹18,500', '₹22,000'],
    },
    why: '₹1,85,000 = 185,000 per month; 3 free months -> 9 billed in year one (1,665,000), full 12 in year two (2,220,000). "up to 200 users" is a cap, not a quantity.',
  },
  {
    id: 't26',
    lang: 'en',
    split: 'tune',
    style: 'US call notes with a line-only promo, a budget range and a competitor quote',
    notes: `Pinecrest Property Management – notes from Tues call
• Property Ops Pro: 35 users, $79/user/mo
• Tenant portal: flat $600/mo
• 15% off the user licenses only (Q4 promo)
• Implementation: 24 hrs @ $175/hr
• annual billing, 12 mo
• Their budget is $40-45k; Rentwise quoted them $68k all-in
• PA sales tax 6%`,
    expect: {
      fields: {
        custName: 'Pinecrest Property Management',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 6,
      },
      lineItems: [
        { y1: 28203, y2: 0, descHas: 'Property Ops' },
        { y1: 7200, y2: 0, descHas: 'portal' },
        { y1: 4200, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 41979.18, y2: 0 },
      amounts: ['$79', '$600', '$175', '$40-45k', '$68k'],
      notPrices: ['$40-45k', '$68k'],
    },
    why: '15% folded into the user licences only: 35 x 79 x 12 = 33,180 x 0.85 = 28,203. The budget range and the Rentwise quote are not prices.',
  },
  {
    id: 't27',
    lang: 'en',
    split: 'tune',
    style: 'Canadian one-paragraph note with SLA, hosting region and year-two growth',
    notes: `Harbourview Port Authority (Halifax) — Asset Tracker Enterprise, 500 tagged assets @ CAD 2.10/asset/month; 24/7 Premium Support CAD 6,000/yr; must be hosted in Canada (Montreal region); 99.95% uptime SLA; 2-yr term, year 2 asset count grows to 800; annual billing; 14% HST (NS). Signer: Alasdair MacNeil, Director of Engineering.`,
    expect: {
      fields: {
        custName: 'Harbourview Port Authority',
        custSigner: 'Alasdair MacNeil',
        custTitle: 'Director of Engineering',
        edition: 'Enterprise',
        billing: 'Annual',
        term: '24',
        currency: 'CAD',
        taxLabel: 'HST',
        taxRate: 14,
        region: 'Canada',
        sla: '99.95',
        support: 'Premium',
      },
      lineItems: [
        { y1: 12600, y2: 20160, descHas: 'Asset' },
        { y1: 6000, y2: 6000, descHas: 'Support' },
      ],
      discounts: [],
      totals: { y1: 21204, y2: 29822.4 },
      amounts: ['CAD 2.10', 'CAD 6,000'],
    },
    why: 'Year two: 800 assets x 2.10 x 12 = 20,160; support is per year and repeats. 99.95% is the SLA, not a price.',
  },
  {
    id: 't28',
    lang: 'en',
    split: 'held',
    style: 'UK dictation with spelled-out pounds, a spelled company name and "full stop"',
    notes: `Dictation, Tuesday. Right, new proposal for Brackenridge Care Homes, that's B-R-A-C-K-E-N-R-I-D-G-E, full stop. CareLog Premium for six homes at two hundred and seventy-five pounds per home per month comma billed annually full stop. Plus staff training comma two days at six hundred and fifty pounds a day full stop. Three-year term comma price held flat for all three years comma no uplift full stop. VAT at twenty percent on top full stop. Signer is Margaret Oduya comma Operations Director full stop. Ends.`,
    expect: {
      fields: {
        custName: 'Brackenridge Care Homes',
        custSigner: 'Margaret Oduya',
        custTitle: 'Operations Director',
        edition: 'Premium',
        billing: 'Annual',
        term: '36',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 19800, y2: 19800, descHas: 'CareLog' },
        { y1: 1300, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 25320, y2: 23760 },
      amounts: ['two hundred and seventy-five pounds', 'six hundred and fifty pounds'],
    },
    why: '6 homes x £275 x 12 = 19,800, flat in year two; training 2 x £650 one-time. "pounds" gives GBP.',
  },
  {
    id: 't29',
    lang: 'en',
    split: 'tune',
    style: 'US forwarded negotiation thread: customer ask, rep counter, acceptance on top',
    notes: `Greg accepted $42 on the phone this morning — please draft it. Start Jan 4, 2027.

---------- Forwarded message ---------
From: Nate Alvarez
To: Greg Lindqvist <glindqvist@tallgrassag.com>
Subject: Re: Tallgrass Ag Cooperative quote

Greg — we can't get to $40, but we can meet you at $42/user/month for the 110 users on Agronomy Plus, annual billing, 12-month term. The soil-sampling integration stays at $3,800 one-time.

> On Nov 18, 2026, Greg Lindqvist wrote:
> Can you do $40/user? Our budget for this is $60,000 total.`,
    expect: {
      fields: {
        custName: 'Tallgrass Ag Cooperative',
        custEmail: 'glindqvist@tallgrassag.com',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-04',
      },
      lineItems: [
        { y1: 55440, y2: 0, descHas: 'Agronomy' },
        { y1: 3800, y2: 0, descHas: 'integration' },
      ],
      discounts: [],
      totals: { y1: 59240, y2: 0 },
      amounts: ['$42', '$40', '$3,800', '$60,000'],
      notPrices: ['$40', '$60,000'],
    },
    why: 'The agreed price is $42 (110 x 42 x 12 = 55,440); $40 was the customer ask we refused and $60,000 is their budget.',
  },
  {
    id: 't30',
    lang: 'en',
    split: 'held',
    style: 'Singapore WhatsApp export, 2-year deal with a fixed sum off each year',
    notes: `[21/11/2026, 10:05] Wei Ling Tan: Jurong Precision Engineering confirmed the 2-yr deal 👍
[21/11/2026, 10:05] Wei Ling Tan: MES Core – S$2,800/month flat, annual billing
[21/11/2026, 10:06] Wei Ling Tan: Quality module – 25 users x S$35/user/month
[21/11/2026, 10:06] Wei Ling Tan: commissioning 5 days @ S$1,600/day
[21/11/2026, 10:08] Wei Ling Tan: and S$5,000 off each year, both years (strategic account)
[21/11/2026, 10:08] Wei Ling Tan: GST 9% on top`,
    expect: {
      fields: {
        custName: 'Jurong Precision Engineering',
        billing: 'Annual',
        term: '24',
        currency: 'SGD',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 33600, y2: 33600, descHas: 'MES' },
        { y1: 10500, y2: 10500, descHas: 'Quality' },
        { y1: 8000, y2: 0, descHas: 'commissioning' },
      ],
      discounts: [{ kind: 'amount', value: 5000, y1: true, y2: true }],
      totals: { y1: 51339, y2: 42619 },
      amounts: ['S$2,800', 'S$35', 'S$1,600', 'S$5,000'],
    },
    why: 'S$5,000 is subtracted from each year: y1 52,100 -> 47,100; y2 44,100 -> 39,100.',
  },
  {
    id: 't31',
    lang: 'en',
    split: 'tune',
    style: 'Nigerian e-mail, 2-year deal with an uplift named for one line only',
    notes: `Subject: Proposal – Oduduwa University Teaching Hospital, Records Cloud

Hi Chidi, figures for the hospital below.
Records Cloud Standard – 250 users at NGN 9,500 per user per month
Interface engine (lab + pharmacy) – NGN 2,400,000 per year
Implementation – NGN 6,000,000 one-off
Two-year agreement, annual billing, 10% price increase in year two on the user licences only. VAT (7.5%) excluded.
For context, they currently pay NGN 11,000 per user per month to their old vendor.`,
    expect: {
      fields: {
        custName: 'Oduduwa University Teaching Hospital',
        edition: 'Standard',
        billing: 'Annual',
        term: '24',
        currency: 'NGN',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 28500000, y2: 31350000, descHas: 'Records' },
        { y1: 2400000, y2: 2400000, descHas: 'Interface' },
        { y1: 6000000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 39667500, y2: 36281250 },
      amounts: ['NGN 9,500', 'NGN 2,400,000', 'NGN 6,000,000', 'NGN 11,000'],
      notPrices: ['NGN 11,000'],
    },
    why: 'The 10% increase applies to the user licences only; the interface engine stays at 2,400,000. NGN 11,000 is the old vendor price.',
  },
  {
    id: 't32',
    lang: 'en',
    split: 'held',
    style: 'US CRM note in "k" amounts, 3-year step-up, signing credit and sales-tax exemption',
    notes: `Summit Peak Credit Union — platform fee $24k/yr + 3 core integrations at $4.5k/yr each + implementation $15k. 3-yr term, annual invoicing. Yr 2 onward the platform fee steps up to $27k; integrations stay flat. $5k signing credit against the year-1 invoice (RFP concession). Exempt from sales tax (state-chartered credit union).`,
    expect: {
      fields: {
        custName: 'Summit Peak Credit Union',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 24000, y2: 27000, descHas: 'platform' },
        { y1: 13500, y2: 13500, descHas: 'integration' },
        { y1: 15000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [{ kind: 'amount', value: 5000, y1: true, y2: false }],
      totals: { y1: 47500, y2: 40500 },
      amounts: ['$24k', '$4.5k', '$15k', '$27k', '$5k'],
    },
    why: 'Year two platform fee is $27k; 3 x $4.5k = 13,500 each year. The $5k credit is against the whole year-one invoice (amount discount, year one only). Exempt -> taxRate 0.',
  },
  {
    id: 't33',
    lang: 'en',
    split: 'held',
    style: 'Kenyan chat lines with a late user-count correction and an NGO VAT exemption',
    notes: `Njeri K: Mara Conservancy Trust – Donor CRM, Nonprofit edition
Njeri K: 20 users @ KSh 1,800 per user per month
Njeri K: data cleanup + import KSh 120,000 once
Njeri K: monthly billing, 12 months from 1 Jan
Njeri K: oh and they're VAT-exempt (registered NGO, exemption letter attached)
Njeri K: correction: 24 users not 20, forgot the rangers' supervisors`,
    expect: {
      fields: {
        custName: 'Mara Conservancy Trust',
        edition: 'Nonprofit',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-01',
        currency: 'KES',
        taxRate: 0,
      },
      lineItems: [
        { y1: 518400, y2: 0, descHas: 'CRM' },
        { y1: 120000, y2: 0, descHas: 'cleanup' },
      ],
      discounts: [],
      totals: { y1: 638400, y2: 0 },
      amounts: ['KSh 1,800', 'KSh 120,000'],
    },
    why: 'The last line corrects the count to 24 users: 24 x 1,800 x 12 = 518,400. VAT-exempt -> taxRate 0, no taxLabel.',
  },
  {
    id: 't34',
    lang: 'en',
    split: 'tune',
    style: 'New Zealand quote-builder table with unit, extension and grand-total columns',
    notes: `From the quote builder – Kōwhai Health Network (Hamilton)

Qty   Description                          Unit         Ext (NZD, year 1)
120   Rostering Plus – user licence        $7.50/mo     $10,800.00
1     Payroll connector                    $2,400/yr    $2,400.00
1     Implementation (one-off)             $4,950       $4,950.00
                                           TOTAL        $18,150.00 + GST (15%)

12-month term, invoiced annually in advance.`,
    expect: {
      fields: {
        custName: 'Kōwhai Health Network',
        billing: 'Annual',
        term: '12',
        currency: 'NZD',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 10800, y2: 0, descHas: 'Rostering' },
        { y1: 2400, y2: 0, descHas: 'Payroll' },
        { y1: 4950, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 20872.5, y2: 0 },
      amounts: ['$7.50', '$10,800.00', '$2,400', '$2,400.00', '$4,950', '$4,950.00', '$18,150.00'],
    },
    why: 'Three lines only: the Ext column already multiplies qty x unit (120 x 7.50 x 12 = 10,800) and TOTAL is their sum; neither makes an extra line. NZD from the column header.',
  },
  {
    id: 't35',
    lang: 'en',
    split: 'held',
    style: 'UK bullet e-mail asking for an agreement, with a line-level deduction',
    notes: `Hi team — Thornbury Academy Trust (7 schools). Please draft this one as an agreement rather than a proposal; they'll sign straight off.
• SafeguardHub Premium: 7 schools × £1,150 per school per year
• Onboarding: £3,500 less £1,000 (agreed with their CEO)
• Term: 3 years from 1 September 2027, billed annually, price held flat for all 3 years
• VAT at 20% applies
Signatory: Mr Daniel Okoro, Chief Operating Officer – d.okoro@thornburytrust.org.uk`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Thornbury Academy Trust',
        custSigner: 'Daniel Okoro',
        custTitle: 'Chief Operating Officer',
        custEmail: 'd.okoro@thornburytrust.org.uk',
        edition: 'Premium',
        billing: 'Annual',
        term: '36',
        startDate: '2027-09-01',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 8050, y2: 8050, descHas: 'SafeguardHub' },
        { y1: 2500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 12660, y2: 9660 },
      amounts: ['£1,150', '£3,500', '£1,000'],
    },
    why: 'docType agreement. The £1,000 comes off onboarding only (folded: 2,500). Per-school price is per year: 7 x 1,150 = 8,050 in both years.',
  },
  {
    id: 't36',
    lang: 'en',
    split: 'tune',
    style: 'South African voice memo with dictated punctuation and a fixed CPI uplift',
    notes: `Voice memo – Sipho, Umhlanga office. Proposal for Umgeni Sugar Growers Co-op full stop. Harvest Manager comma 35 users at R1,100 per user per month comma billed annually full stop. Two-year agreement full stop. Year two goes up by CPI comma which we are fixing at 6 percent full stop. Training comma three days at R8,500 a day full stop. VAT fifteen percent full stop. Send it to their GM comma nomvula@umgenisugar.co.za full stop.`,
    expect: {
      fields: {
        custName: 'Umgeni Sugar Growers',
        custEmail: 'nomvula@umgenisugar.co.za',
        billing: 'Annual',
        term: '24',
        currency: 'ZAR',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 462000, y2: 489720, descHas: 'Harvest' },
        { y1: 25500, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 560625, y2: 563178 },
      amounts: ['R1,100', 'R8,500'],
    },
    why: 'Uplift fixed at 6%: 462,000 x 1.06 = 489,720 in year two. "comma" after R1,100 is dictated punctuation, not a decimal.',
  },
  {
    id: 't37',
    lang: 'en',
    split: 'tune',
    style: 'Indian pipe-separated lead line with a per-line and a whole-deal discount',
    notes: `Lead: Deccan Diagnostics Pvt Ltd | LabOS Enterprise | 18 labs x Rs. 32,000/lab/month | analyser interfaces setup Rs. 4,50,000 one time, 25% off the setup | 5% additional discount on whole deal | 1 yr | billing quarterly | GST 18% extra | validity 15 days`,
    expect: {
      fields: {
        custName: 'Deccan Diagnostics',
        edition: 'Enterprise',
        billing: 'Quarterly',
        term: '12',
        validUntil: '2026-12-06',
        currency: 'INR',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 6912000, y2: 0, descHas: 'LabOS' },
        { y1: 337500, y2: 0, descHas: 'setup' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 8126689.5, y2: 0 },
      amounts: ['Rs. 32,000', 'Rs. 4,50,000'],
    },
    why: 'Rs. 4,50,000 = 450,000, less 25% on the setup only = 337,500 (folded). Then 5% off the whole deal: 7,249,500 -> 6,887,025. "validity 15 days" -> 2026-12-06.',
  },
  {
    id: 't38',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican WhatsApp thread in "pesos" and "mil", year-two change and a late correction',
    notes: `[9:41] Paco: va la de Clínicas San Rafael del Bajío (León, Gto.)
[9:41] Paco: 45 licencias de Expediente Clínico a 650 pesos mensuales c/u
[9:42] Paco: implementación 85 mil pesos, pago único
[9:44] Paco: ah, y son 2 años; el segundo año la licencia baja a 600 pesos mensuales porque suben a 70 licencias
[9:45] Paco: facturación trimestral, IVA 16%
[9:50] Paco: corrijo: la implementación queda en 78 mil pesos, le quitamos la migración de rayos X`,
    expect: {
      fields: {
        custName: 'Clínicas San Rafael del Bajío',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 351000, y2: 504000, descHas: 'Expediente' },
        { y1: 78000, y2: 0, descHas: 'implementaci' },
      ],
      discounts: [],
      totals: { y1: 497640, y2: 584640 },
      amounts: ['650 pesos', '85 mil pesos', '600 pesos', '78 mil pesos'],
      notPrices: ['85 mil pesos'],
    },
    why: 'Year one 45 x 650 x 12 = 351,000; year two 70 x 600 x 12 = 504,000. Implementation corrected from 85 mil to 78 mil. "pesos" alone gives no currency.',
  },
  {
    id: 't39',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish formal e-mail reply with the original offer quoted, hardware units and a line discount',
    notes: `Para: Antonio Ruiz <aruiz@olivarerasierramagina.es>
Asunto: RE: Oferta revisada – Cooperativa Olivarera Sierra Mágina

Buenos días, Antonio:

Tras la reunión de ayer, os envío la oferta revisada:
· Suscripción Trazabilidad Profesional: 1.850,00 € al mes
· Sensores de almazara (hardware): 12 unidades a 340,00 € cada una, pago único
· Puesta en marcha: 3 jornadas a 680,00 €/jornada, con un 15 % de descuento sobre la puesta en marcha
Duración: 12 meses, facturación mensual. Oferta válida hasta el 31 de diciembre. IVA (21 %) no incluido. Legislación aplicable: España.

Un saludo,
Irene Castaño

-----Mensaje original-----
De: Irene Castaño
Enviado el: 10 de noviembre de 2026
· Suscripción Trazabilidad Profesional: 2.100,00 € al mes
· Puesta en marcha: 4 jornadas a 680,00 €/jornada`,
    expect: {
      fields: {
        custName: 'Cooperativa Olivarera Sierra Mágina',
        custEmail: 'aruiz@olivarerasierramagina.es',
        edition: 'Profesional',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-31',
        currency: 'EUR',
        taxLabel: 'IVA',
        taxRate: 21,
        governingLaw: 'España',
      },
      lineItems: [
        { y1: 22200, y2: 0, descHas: 'Trazabilidad' },
        { y1: 4080, y2: 0, descHas: 'Sensores' },
        { y1: 1734, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [],
      totals: { y1: 33896.94, y2: 0 },
      amounts: ['1.850,00 €', '340,00 €', '680,00 €', '2.100,00 €'],
      notPrices: ['2.100,00 €'],
    },
    why: 'The revised offer wins; 2.100,00 € in the quoted original is superseded (680,00 € is unchanged and still a price). Puesta en marcha: 3 x 680 = 2,040 less 15% = 1,734 (folded).',
  },
  {
    id: 't40',
    lang: 'es-419',
    split: 'held',
    style: 'Colombian voice-note transcript with spelled-out amounts, "punto"/"coma" and a year-two-only discount',
    notes: `Nota de voz transcrita. Resumen de la llamada con Transportes Andinos del Valle S.A.S. de Cali punto. Quieren Flota Total Premium para ciento veinte vehículos a cuarenta y dos mil pesos por vehículo al mes punto. La instalación del GPS es de ciento ochenta mil pesos por vehículo coma una sola vez punto. Contrato a dos años con facturación anual punto. Como gesto comercial les damos un diez por ciento de descuento sobre todo el segundo año punto. Ellos tienen un presupuesto de 80 millones de pesos para el primer año punto. IVA del diecinueve por ciento punto. Firma el gerente general coma Andrés Felipe Restrepo punto.`,
    expect: {
      fields: {
        custName: 'Transportes Andinos del Valle',
        custSigner: 'Andrés Felipe Restrepo',
        custTitle: 'gerente general',
        edition: 'Premium',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 60480000, y2: 60480000, descHas: 'Flota' },
        { y1: 21600000, y2: 0, descHas: 'GPS' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: false, y2: true }],
      totals: { y1: 97675200, y2: 64774080 },
      amounts: ['cuarenta y dos mil pesos', 'ciento ochenta mil pesos', '80 millones de pesos'],
      notPrices: ['80 millones de pesos'],
    },
    why: '120 x 42,000 x 12 = 60,480,000; GPS 120 x 180,000 one-time. The 10% covers year two only: 60,480,000 -> 54,432,000. The 80 millones is a budget.',
  },
];
