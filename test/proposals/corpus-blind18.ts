import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 18: 40 hand-labelled sales-rep notes (28 English: US, UK,
 * Canada, Australia, New Zealand, India, Ireland, Singapore, South Africa,
 * Nigeria, Ghana, Egypt, Israel, and English written by Japanese, French and
 * Polish authors; 12 Spanish: Mexico, Spain, Argentina, Chile, Colombia, Peru,
 * Venezuela, Bolivia, Paraguay, Honduras, El Salvador and Panama) for
 * draft_proposal / POST /proposals. Shapes favoured: quotes pasted from a CPQ
 * or a spreadsheet (pipe- or tab-separated rows), e-mail threads with a
 * customer counter-offer, voice-dictated notes, renewals recapping last
 * year's contract, per-seat-per-quarter prices, ramps, scoped plus whole-deal
 * discounts, minimum commitments and typos.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * readings header and two entries of corpus 17, for format).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-28 of corpus 17, restated word for word):
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
 *  4. Discounts limited to one or some lines are folded into those lines'
 *     amounts and do not appear in discounts[]. Only whole-deal discounts
 *     appear in discounts[].
 *  5. A whole-deal pct discount applies to that year's subtotal (all lines of
 *     the year, one-time lines included) before tax. kind 'amount' subtracts
 *     the stated sum from each flagged year. On single-year deals y2 is false.
 *     No note combines two whole-deal discounts.
 *  6. Free months reduce the billed months of the named recurring lines in
 *     year one; they are not a discount entry.
 *  7. Tax: taxRate is a percentage number. Tax = net x rate, per year, on the
 *     net after discounts, rounded to cents (half up); totals are net + tax
 *     (TOTAL INCLUDING TAX). Tax-exempt customers or notes that say no tax
 *     applies carry taxRate 0 and no taxLabel. Where a note names no tax, no
 *     tax fields are expected and total = net. (No note here lands on an
 *     exact half cent.)
 *  8. Corrections and later messages win; superseded prices, quoted earlier
 *     offers, unchosen options, budgets, targets, current/last-year prices
 *     and competitor prices are in notPrices.
 *  9. Amount reading: "k"/"K" = thousand, "M" = million; Indian grouping
 *     "1,80,000" = 180000 and "3.5 lakh" = 350000; in Spanish notes "3.500"
 *     and "$1.850.000" are thousands and "420,00 €" has a decimal comma;
 *     "2,5 palos" = 2 500 000 (Colombia), "lucas" = thousands (Argentina,
 *     Chile), "mil" = thousand. Mexican, Panamanian and Peruvian notes write
 *     comma thousands ("$38,000 MXN", "S/ 3,900"). Dictated "comma",
 *     "period" are punctuation.
 * 10. currency is expected only when an ISO code, an unambiguous symbol
 *     (GBP sign, EUR sign, A$, NZ$, C$, S$, HK$, U$S, S/, R in a South
 *     African note, rupee sign/Rs., naira sign, shekel sign) or the
 *     currency's name appears; a bare "$", "pesos" or slang alone gives no
 *     currency expectation.
 * 11. term is the number of months as text. Relative dates count from
 *     2026-11-21. Day-first dates in non-US notes, month-first in US notes.
 * 12. custEmail is the customer address the note gives, even when the signer
 *     is a different person. custTitle is compared as written in the note.
 *
 * 13. Upsells and renewals: only what this proposal sells is a line. The
 *     price of seats already under contract, and last year's price, are
 *     notPrices (the notes keep those strings distinct from the new prices).
 * 14. A price "per 1,000 units" is multiplied by units / 1,000
 *     ("NZ$0.85 per 1,000 emails", 400,000 a month = 400 x 0.85 x 12).
 * 15. Usage tiers priced on the whole volume at the tier reached: the line is
 *     committed volume x the tier's unit price; the tiers not reached are
 *     unchosen options (notPrices). A committed minimum volume x unit rate is
 *     the line; overage billed later is not priced.
 * 16. A prorated first (stub) period stated as a fixed amount is a separate
 *     one-time line in year one; the recurring line still bills its full
 *     12 months in year one. Where stub and term start differ, neither
 *     startDate nor term is expected.
 *
 * 17. "45p" (pence) = GBP 0.45. Space-grouped thousands ("R 7 250") are one
 *     number. "B/." (balboa, at par with USD) gives no currency expectation.
 * 18. A bundle sold at one price is one line; the separate component prices
 *     shown only for comparison are notPrices.
 * 19. PO numbers, order references, payment terms ("net 30", "30 días fecha
 *     factura"), timestamps and quantities are not amounts.
 * 20. docType is expected only when the note asks for an order form ('order')
 *     or an agreement ('agreement') in so many words. lucSigner/lucTitle only
 *     when the note names the company's own signatory as such.
 * 21. The note written in English by a German author (w19) uses the German
 *     convention: "." groups thousands and "," is the decimal separator
 *     ("EUR 1.180,00" = 1180, "EUR 39,00" = 39). Every other English note
 *     writes "," for thousands and "." for decimals.
 * 22. Dominican (RD$) and Guatemalan (Q) notes write comma thousands, like the
 *     Mexican ones ("RD$ 14,000" = 14000, "Q 150,000" = 150000). The
 *     Argentine, Chilean, Colombian, Ecuadorian, Costa Rican, Uruguayan and
 *     Spanish notes follow the Spanish default of reading 9 ("USD 6.800" =
 *     6800, "₡450.000" = 450000, "35,50 €" = 35.50).
 * 23. Further currency evidence under reading 10: the symbols ₱ (PHP),
 *     RM (MYR), RD$ (DOP) and the names "colones" (CRC), "quetzales" (GTQ),
 *     "pesos colombianos" (COP); KES, AED, SEK, PKR, SGD, CLP, MXN, USD and
 *     EUR written as codes are ISO codes. The ₡ and Q notes also name the
 *     currency.
 * 24. taxLabel is the name the note gives the tax, compared by its core
 *     words: 'VAT' also when a local name follows in brackets ("VAT (BTW)",
 *     "VAT (moms)"); 'GST', 'HST', 'SST', 'IVA', 'IGV', 'ITBIS'; 'IGIC' for
 *     the Canary Islands note (which says it is not IVA); 'sales tax' for a US
 *     state sales tax and for Pakistan's provincial "sales tax on services".
 * 25. A person given only as "contact", "primary contact" or "PIC", and not
 *     said to sign, gives custEmail (their address) but no custSigner or
 *     custTitle expectation. A support tier with a price is a line and also
 *     sets the support field (its tier name); the prices of the support tiers
 *     not chosen are notPrices.
 * 26. Phone numbers, call dates and times, e-mail header dates and legal
 *     references ("501(c)(3)") are not amounts. No note writes the same
 *     amount string twice; each appears once in amounts.
 * 27. "Valid for 4 weeks" = drafting date + 28 days; "15 días" = + 15 days.
 *     billing is 'One-time' when the note says every item is one-time and
 *     billed once. A line discount limited to year one lowers only that
 *     line's y1; its y2 is at full price (reading 3). A whole-deal discount
 *     for "year 1 only" on a multi-year deal has y2 false.
 * 28. A later quantity correction ("son 11 sucursales, no 9 (impresoras
 *     también 11)") replaces the quantity on every line it names; a corrected
 *     product or price replaces the earlier one, whose amount is a notPrice
 *     (reading 8).
 *
 * Readings added for this corpus (29-40 are new):
 * 29. Pasted tables (pipe- or tab-separated rows from a CPQ or a sheet) are
 *     read by their column headers: each product row is a line; "Y1 Qty" and
 *     "Y2 Qty" columns give the year-one and year-two quantities. An
 *     extended-price column ("Ext. Annual") and a subtotal or total row
 *     restate the lines: they are amounts, give no line of their own and are
 *     not notPrices. In a renewal sheet with a current-price column and a
 *     new-price column, the current price is a notPrice (reading 13); a dash
 *     in a price cell is no amount.
 * 30. A note with both a scoped and a whole-deal discount: the scoped
 *     percentage is folded into its lines first (reading 4) and the
 *     whole-deal pct applies to the subtotal after it (reading 5). Every
 *     discount in this corpus comes out exact to the cent.
 * 31. A minimum commitment stated as a sum ("minimum annual commitment
 *     S$36,000, drawn down at S$0.045 per message") is one recurring line of
 *     that sum per year; the drawdown or overage rate gives no line and is a
 *     notPrice, even when a vehicle or unit count is also given. Reading 15
 *     still holds for a committed volume x rate ("committed 600,000 min/yr at
 *     $0.035/min" = 21,000), whose overage rate is a notPrice.
 * 32. Dictated notes: spoken punctuation ("comma", "period", "new line",
 *     "coma", "punto") is punctuation or a line break; an e-mail address
 *     dictated with "dot"/"punto" and "at"/"arroba" is expected in written
 *     form ("denise dot k at pugetsoundcu dot org" =
 *     denise.k@pugetsoundcu.org). Quantities spelled out in words ("fifty
 *     five seats", "thirty five users") are numbers. "8,5 millones" =
 *     8 500 000.
 * 33. E-mail threads: quoted earlier messages are history; the rep's latest
 *     note states what was agreed. A customer's counter-offer that the rep
 *     accepts ("agreed to her price") becomes the price; counter-offers the
 *     rep did not accept, and the quoted prices the agreement replaces, are
 *     notPrices. An item partly given free ("one training day free of
 *     charge; second training day still charged") is a line for the charged
 *     quantity only, with no discount entry.
 * 34. Number conventions added: the English notes written by a French (x14)
 *     and a Polish (x15) author group thousands with a space and use a
 *     decimal comma ("1 150,00 €" = 1150, "39,00 PLN" = 39, "18 500 PLN" =
 *     18500). The Venezuelan, Bolivian and Paraguayan notes follow the
 *     Spanish default of reading 9 ("USD 3.600,00" = 3600, "Bs 9.800" =
 *     9800, "Gs. 1.200.000" = 1200000). The Honduran, Salvadoran and
 *     Panamanian notes write comma thousands like the Mexican ones
 *     ("L 28,000" = 28000, "$1,800" = 1800, "USD 4,200" = 4200). The
 *     Japanese-authored note writes yen with comma thousands.
 * 35. Further currency evidence under reading 10: the symbols GH₵ (GHS), ¥
 *     (JPY, in the Japanese-authored note) and Gs. (PYG); the names
 *     "bolivianos" (BOB), "lempiras" (HNL) and "Canadian dollars" (CAD);
 *     EGP, PLN, ZAR, CLP, MXN and USD written as codes. A bare "$" gives USD
 *     only where the same note says "Precios en USD". "Bs" and "L" alone
 *     would give nothing; their notes also name the currency.
 * 36. taxLabel additions (reading 24): 'consumption tax' (the Japanese
 *     note), 'ISV' (Honduras), 'ITBMS' (Panama); 'HST' for Ontario; 'VAT'
 *     for "VAT (TVA)"; 'sales tax' for the US state sales taxes.
 * 37. Services priced per session, per attendee, per man-day or per hour,
 *     and hardware bought outright, are one-time (reading 2), multiplied by
 *     their count. A fixed sum taken off the total as a one-time credit
 *     ("£1,500 off the total") is a whole-deal discount of kind 'amount' on
 *     year one.
 * 38. An uplift or a year-two price named for some lines ("+4% on the
 *     monthly items", "for year 2 the licence price is indexed +3%") changes
 *     only those lines' y2 (reading 3). A year-two quantity stated for a line
 *     ("grow to 2,650 in year 2", "add 4 stores (18 sites)") replaces the
 *     year-one quantity in y2 of that line only.
 * 39. Honorifics (Mr, Mrs, Ms, Dr, Dra., Eng., Ing., Lic., Sr., Don, Mme,
 *     Pan) are not part of custSigner. A signer named only by first name in
 *     the rep's note ("Ben signs") is the person of that name the note gives
 *     in full. edition is expected where the note names the plan or tier
 *     chosen ("Pro tier", "plan Profesional").
 * 40. An amount written with a slang or word unit keeps the unit in its
 *     amount string ("18 lucas", "2.4 lakh", "₹5 lakh", "8,5 millones de
 *     pesos"); a price written with a currency name keeps it ("210.000 pesos
 *     colombianos").
 */

export const BLIND_NOTES_18: BlindNote[] = [
  {
    id: 'x01',
    lang: 'en',
    split: 'tune',
    style: 'US quote pasted from a CPQ, pipe-separated, with an extended column and a subtotal row',
    notes: `Quote Q-2026-1183 (exported from CPQ) - Brightwater Dental Group, 4 offices, Pittsburgh PA
Product | Qty | Unit Price | Billing | Ext. Annual
ChairSide Cloud - Pro seat | 85 | $39.00 | per month | $39,780.00
Imaging Archive add-on | 85 | $6.00 | per month | $6,120.00
Implementation & data migration (days) | 6 | $1,250.00 | per day | $7,500.00
Subtotal | | | | $53,400.00
Term: 12 months, billed annually. PA sales tax 6% applies to SaaS, add it.
Quote valid through 12/15/2026.
Signer: Dr. Maria Okafor, COO - mokafor@brightwaterdental.com`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        custSigner: 'Maria Okafor',
        custTitle: 'COO',
        custEmail: 'mokafor@brightwaterdental.com',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-15',
        taxLabel: 'sales tax',
        taxRate: 6,
      },
      lineItems: [
        { y1: 39780, y2: 0, descHas: 'ChairSide' },
        { y1: 6120, y2: 0, descHas: 'Imaging' },
        { y1: 7500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 56604, y2: 0 },
      amounts: ['$39.00', '$39,780.00', '$6.00', '$6,120.00', '$1,250.00', '$7,500.00', '$53,400.00'],
    },
    why: '85 x $39 x 12 = 39,780; 85 x $6 x 12 = 6,120; 6 days x $1,250 = 7,500 one-time (reading 2). Ext. column and Subtotal row restate the lines (reading 29). Net 53,400 + 6% = 3,204 -> 56,604. US note: 12/15/2026 is month-first. Bare $: no currency.',
  },
  {
    id: 'x02',
    lang: 'en',
    split: 'tune',
    style: 'UK e-mail thread: customer counter-offer, rep accepts',
    notes: `From: Helen Marsh <h.marsh@kestrelcare.co.uk>
Sent: 18 November 2026 09:14
To: Sam Procter
Subject: RE: RE: Kestrel Care Homes - CareLog proposal

Sam,

Thanks for the revised numbers. We can't go to the rate you quoted for 210 users - the board signed off a budget of £32,000 a year for this. If you can do £12.50 per user per month and throw in a training day for free, we have a deal.

Helen

> From: Sam Procter
> Sent: 16 November 2026 17:02
> Helen - revised offer below:
> CareLog: 210 care staff users at £14 per user per month
> Training: 2 days on site at £850 per day
> Annual billing, 12 month term.

---
Sam's note for the deal desk: spoke to Helen on 19/11, agreed to her price and one training day free of charge; the second training day is still charged. Helen signs as Operations Director. Prices ex VAT, VAT at 20%.`,
    expect: {
      fields: {
        custName: 'Kestrel Care',
        custSigner: 'Helen Marsh',
        custTitle: 'Operations Director',
        custEmail: 'h.marsh@kestrelcare.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 31500, y2: 0, descHas: 'CareLog' },
        { y1: 850, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 38820, y2: 0 },
      amounts: ['£32,000', '£12.50', '£14', '£850'],
      notPrices: ['£32,000', '£14'],
    },
    why: 'Accepted counter-offer (reading 33): 210 x £12.50 x 12 = 31,500; training 2 days, one free -> 1 x £850 = 850 one-time. Net 32,350 + VAT 20% 6,470 = 38,820. £14 is the superseded quote, £32,000 the budget.',
  },
  {
    id: 'x03',
    lang: 'en',
    split: 'held',
    style: 'Canada voice-dictated memo with spoken punctuation and spoken e-mail',
    notes: `Voice memo transcript: okay new deal for Maple Ridge Credit Union comma they're in Ontario so HST 13 percent period fifty five seats of LedgerLink at $28 a seat a month period two year term comma billed annually period in year two the seat price goes to $29.50 period plus a setup fee of $4,000 one time period oh and they want premium support at $3,600 a year period everything is in Canadian dollars period signer is Rob Tremblay comma CFO comma rob dot tremblay at mapleridgecu dot ca period end of memo`,
    expect: {
      fields: {
        custName: 'Maple Ridge',
        custSigner: 'Rob Tremblay',
        custTitle: 'CFO',
        custEmail: 'rob.tremblay@mapleridgecu.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '24',
        support: 'premium',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 18480, y2: 19470, descHas: 'LedgerLink' },
        { y1: 4000, y2: 0, descHas: 'setup' },
        { y1: 3600, y2: 3600, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 29470.4, y2: 26069.1 },
      amounts: ['$28', '$29.50', '$4,000', '$3,600'],
    },
    why: '55 x $28 x 12 = 18,480; y2 55 x $29.50 x 12 = 19,470. Y1 net 26,080 + HST 3,390.40 = 29,470.40. Y2 net 23,070 + HST 2,999.10 = 26,069.10. Reading 32 for the dictation; "Canadian dollars" gives CAD (reading 35).',
  },
  {
    id: 'x04',
    lang: 'en',
    split: 'held',
    style: 'Australian renewal recapping last year before the new prices',
    notes: `Renewal - Coastline Physio Group (Brisbane, 3 clinics)
Recap of the FY26 contract: 30 ClinicNote seats at A$55/seat/mth, SMS reminders bundle A$1,200/yr. They also paid A$2,000 for a one-off template build last year.
For FY27 (renewal, 12 mths from 1/1/2027):
- seats going up to 42, new price A$52/seat/mth (volume break)
- SMS bundle now A$1,450/yr
- add the Telehealth module, A$180/mth flat
Billed annually upfront. GST 10% applies.
Practice manager Jess Kowalski (jess@coastlinephysio.com.au) signs.`,
    expect: {
      fields: {
        custName: 'Coastline Physio',
        custSigner: 'Jess Kowalski',
        custTitle: 'Practice manager',
        custEmail: 'jess@coastlinephysio.com.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 26208, y2: 0, descHas: 'ClinicNote' },
        { y1: 1450, y2: 0, descHas: 'SMS' },
        { y1: 2160, y2: 0, descHas: 'Telehealth' },
      ],
      discounts: [],
      totals: { y1: 32799.8, y2: 0 },
      amounts: ['A$55', 'A$1,200', 'A$2,000', 'A$52', 'A$1,450', 'A$180'],
      notPrices: ['A$55', 'A$1,200', 'A$2,000'],
    },
    why: "Reading 13: last year's prices are notPrices. 42 x A$52 x 12 = 26,208; SMS 1,450; Telehealth 180 x 12 = 2,160. Net 29,818 + GST 2,981.80 = 32,799.80.",
  },
  {
    id: 'x05',
    lang: 'en',
    split: 'tune',
    style: 'New Zealand, priced per seat per quarter, plus hardware',
    notes: `Tui Valley Orchards - quote for FieldOps
- 18 supervisor seats, NZ$96 per seat per quarter
- 60 picker app licences, NZ$21 per licence per quarter
- Hardware: 6 rugged tablets NZ$1,150 each (one-off)
Billing quarterly, 12 month term. Prices excl. GST; add GST 15%.
Contact: Aroha Ngata, aroha@tuivalley.co.nz (ops manager, she'll sign)`,
    expect: {
      fields: {
        custName: 'Tui Valley',
        custSigner: 'Aroha Ngata',
        custTitle: 'ops manager',
        custEmail: 'aroha@tuivalley.co.nz',
        currency: 'NZD',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 6912, y2: 0, descHas: 'supervisor' },
        { y1: 5040, y2: 0, descHas: 'picker' },
        { y1: 6900, y2: 0, descHas: 'tablets' },
      ],
      discounts: [],
      totals: { y1: 21679.8, y2: 0 },
      amounts: ['NZ$96', 'NZ$21', 'NZ$1,150'],
    },
    why: '18 x 96 x 4 = 6,912; 60 x 21 x 4 = 5,040; 6 x 1,150 = 6,900 one-time. Net 18,852 + GST 2,827.80 = 21,679.80. She is said to sign, so she is the signer (reading 25 does not apply).',
  },
  {
    id: 'x06',
    lang: 'en',
    split: 'tune',
    style: 'India, ramp in employee count, lakh and Indian grouping, competitor price',
    notes: `Deal notes: Shreeji Textiles Pvt Ltd, Surat
HRMS Cloud, 2 yr agreement, ramp:
 Yr 1 - 350 employees @ Rs. 95/employee/month
 Yr 2 - 500 employees, same rate
Payroll compliance pack ₹1,20,000 per annum
Implementation one time 2.4 lakh
GST 18% extra. Annual billing.
Competitor (Keka) quoted Rs. 80/employee/month - we are not matching.
Sign: Mr. Hitesh Desai, Director, hitesh@shreejitextiles.in
Please prepare the agreement.`,
    expect: {
      fields: {
        docType: 'agreement',
        custName: 'Shreeji Textiles',
        custSigner: 'Hitesh Desai',
        custTitle: 'Director',
        custEmail: 'hitesh@shreejitextiles.in',
        currency: 'INR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 399000, y2: 570000, descHas: 'HRMS' },
        { y1: 120000, y2: 120000, descHas: 'Payroll' },
        { y1: 240000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 895620, y2: 814200 },
      amounts: ['Rs. 95', '₹1,20,000', '2.4 lakh', 'Rs. 80'],
      notPrices: ['Rs. 80'],
    },
    why: 'Y1 350 x 95 x 12 = 3,99,000; Y2 500 x 95 x 12 = 5,70,000 (reading 38). Payroll 1,20,000 both years; implementation 2.4 lakh = 2,40,000 one-time. Y1 net 7,59,000 + GST 1,36,620 = 8,95,620. Y2 net 6,90,000 + GST 1,24,200 = 8,14,200. "Please prepare the agreement" -> docType agreement.',
  },
  {
    id: 'x07',
    lang: 'en',
    split: 'held',
    style: 'Ireland, scoped discount on one line plus a whole-deal discount',
    notes: `Client: Shannonside Veterinary Hospitals (4 clinics, Limerick)
Proposal for VetBook:
  VetBook Practice licence - €2,400 per clinic per year x 4 clinics
  Client app - €95 per clinic per month
  Data migration - €3,200 one-off
Discounts: 15% off the practice licences (multi-site), and then a further 5% off the whole order for signing before 18 December.
1 year, invoiced annually. Irish VAT at 23% on top.
Decision maker and signer: Dr Ciara Byrne, Clinical Director - ciara.byrne@shannonsidevets.ie`,
    expect: {
      fields: {
        custName: 'Shannonside Veterinary',
        custSigner: 'Ciara Byrne',
        custTitle: 'Clinical Director',
        custEmail: 'ciara.byrne@shannonsidevets.ie',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 8160, y2: 0, descHas: 'Practice' },
        { y1: 4560, y2: 0, descHas: 'app' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 18602.52, y2: 0 },
      amounts: ['€2,400', '€95', '€3,200'],
    },
    why: 'Licence 4 x 2,400 = 9,600 less 15% = 8,160 (folded, reading 4). App 4 clinics x 95 x 12 = 4,560. Subtotal 15,920; whole-deal 5% = 796 -> 15,124 (reading 30). VAT 23% = 3,478.52 -> 18,602.52.',
  },
  {
    id: 'x08',
    lang: 'en',
    split: 'held',
    style: 'Singapore usage deal with a minimum annual commitment',
    notes: `Merlion Logistics - MessageHub (WhatsApp/SMS delivery notifications)
Commercials agreed w/ procurement; signatory is Ms Tan Li Wei, Head of Procurement, liwei.tan@merlionlog.sg
• Platform fee S$1,500/month
• Messaging: minimum annual commitment S$36,000, drawn down at S$0.045 per message; overage billed monthly in arrears at the same rate
• Onboarding S$5,000 one time
12 months, annual billing in advance. GST 9%.`,
    expect: {
      fields: {
        custName: 'Merlion Logistics',
        custSigner: 'Tan Li Wei',
        custTitle: 'Head of Procurement',
        custEmail: 'liwei.tan@merlionlog.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 18000, y2: 0, descHas: 'Platform' },
        { y1: 36000, y2: 0, descHas: 'Messaging' },
        { y1: 5000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 64310, y2: 0 },
      amounts: ['S$1,500', 'S$36,000', 'S$0.045', 'S$5,000'],
      notPrices: ['S$0.045'],
    },
    why: 'Platform 1,500 x 12 = 18,000; minimum commitment 36,000 is the messaging line, the drawdown rate is a notPrice (reading 31). Net 59,000 + GST 5,310 = 64,310.',
  },
  {
    id: 'x09',
    lang: 'en',
    split: 'tune',
    style: 'South Africa, hardware rollout with space-grouped rands and services by the day',
    notes: `Karoo Fresh Produce (Pty) Ltd - warehouse scanning rollout, Worcester DC
Hardware (once-off): 25 x Zebra TC22 handhelds @ R 14 850 each; 25 x charging cradles @ R 1 320 each
Software: StockTrack WMS licence R 4 200 per device per year (25 devices), 12-month licence term
Installation & training: 4 days @ R 9 500 per day
Annual invoice. Prices excl. VAT; VAT 15%.
Signatory: Pieter van Wyk, Financial Director, pieter@karoofresh.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Fresh',
        custSigner: 'Pieter van Wyk',
        custTitle: 'Financial Director',
        custEmail: 'pieter@karoofresh.co.za',
        currency: 'ZAR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 371250, y2: 0, descHas: 'handhelds' },
        { y1: 33000, y2: 0, descHas: 'cradles' },
        { y1: 105000, y2: 0, descHas: 'StockTrack' },
        { y1: 38000, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 629337.5, y2: 0 },
      amounts: ['R 14 850', 'R 1 320', 'R 4 200', 'R 9 500'],
    },
    why: '25 x 14,850 = 371,250; 25 x 1,320 = 33,000; 25 x 4,200 = 105,000; 4 x 9,500 = 38,000. Net 547,250 + VAT 82,087.50 = 629,337.50. "TC22" is a model name.',
  },
  {
    id: 'x10',
    lang: 'en',
    split: 'held',
    style: 'Nigeria, per-branch SaaS, training sessions and printers, incumbent price',
    notes: `Customer: Ogbonna & Sons Pharmacies Ltd (Lagos, 12 branches)
Product: PharmaPOS cloud, ₦38,500 per branch per month, all 12 branches
Staff training (one-off): 3 sessions at ₦450,000 per session
Barcode printers: 12 units @ ₦185,000 (one-off)
Term 12 months, billing monthly. VAT 7.5% applies.
FYI their current vendor charges ₦42,000 per branch per month.
MD Mrs Ngozi Ogbonna will sign - ngozi@ogbonnapharma.com.ng`,
    expect: {
      fields: {
        custName: 'Ogbonna',
        custSigner: 'Ngozi Ogbonna',
        custTitle: 'MD',
        custEmail: 'ngozi@ogbonnapharma.com.ng',
        currency: 'NGN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 5544000, y2: 0, descHas: 'PharmaPOS' },
        { y1: 1350000, y2: 0, descHas: 'training' },
        { y1: 2220000, y2: 0, descHas: 'printers' },
      ],
      discounts: [],
      totals: { y1: 9797550, y2: 0 },
      amounts: ['₦38,500', '₦450,000', '₦185,000', '₦42,000'],
      notPrices: ['₦42,000'],
    },
    why: '12 x 38,500 x 12 = 5,544,000; 3 x 450,000 = 1,350,000; 12 x 185,000 = 2,220,000. Net 9,114,000 + VAT 7.5% 683,550 = 9,797,550. Incumbent price is a notPrice.',
  },
  {
    id: 'x11',
    lang: 'en',
    split: 'tune',
    style: 'Ghana school network, per-student licences with a year-two ramp, VAT-exempt',
    notes: `Ashanti Bright Futures Schools (network of 5 schools, Kumasi) - LearnLoop
Per-student licence: GH₵ 48 per student per year, 2,300 students
Teacher PD workshop: 2 days at GH₵ 6,500 per day
Tablets for the computer labs: 40 at GH₵ 3,950 each
Two-year term; student numbers expected to grow to 2,650 in year 2, at GH₵ 50 per student.
Donor-funded project: the customer is VAT-exempt, no VAT to be charged.
Billing annually. Sign-off by Mr Kwame Asante, Head of Finance (k.asante@ashantibrightfutures.edu.gh).`,
    expect: {
      fields: {
        custName: 'Ashanti Bright Futures',
        custSigner: 'Kwame Asante',
        custTitle: 'Head of Finance',
        custEmail: 'k.asante@ashantibrightfutures.edu.gh',
        currency: 'GHS',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 110400, y2: 132500, descHas: 'licence' },
        { y1: 13000, y2: 0, descHas: 'workshop' },
        { y1: 158000, y2: 0, descHas: 'Tablets' },
      ],
      discounts: [],
      totals: { y1: 281400, y2: 132500 },
      amounts: ['GH₵ 48', 'GH₵ 6,500', 'GH₵ 3,950', 'GH₵ 50'],
    },
    why: 'Y1 2,300 x 48 = 110,400; Y2 2,650 x 50 = 132,500 (reading 38). Workshop 2 x 6,500 = 13,000; tablets 40 x 3,950 = 158,000, both one-time. Exempt: taxRate 0, totals = net.',
  },
  {
    id: 'x12',
    lang: 'en',
    split: 'tune',
    style: 'Egypt, per-device MDM, support tier chosen over another, whole-deal discount both years',
    notes: `Nile Delta Clinics Group - MDM proposal
SecureFleet MDM: 320 devices x EGP 85 per device per month
Premium support tier EGP 60,000/year (Standard was offered at EGP 25,000/year - customer chose Premium)
Enrollment service one time EGP 40,000
Contract 24 months, annual invoicing, year 2 same prices. 5% discount on the total, both years.
VAT 14% per Egyptian law.
Signatory: Eng. Omar Farouk, IT Director, omar.farouk@niledeltaclinics.com.eg`,
    expect: {
      fields: {
        custName: 'Nile Delta Clinics',
        custSigner: 'Omar Farouk',
        custTitle: 'IT Director',
        custEmail: 'omar.farouk@niledeltaclinics.com.eg',
        currency: 'EGP',
        billing: 'Annual',
        term: '24',
        support: 'Premium',
        taxLabel: 'VAT',
        taxRate: 14,
      },
      lineItems: [
        { y1: 326400, y2: 326400, descHas: 'SecureFleet' },
        { y1: 60000, y2: 60000, descHas: 'support' },
        { y1: 40000, y2: 0, descHas: 'Enrollment' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 461791.2, y2: 418471.2 },
      amounts: ['EGP 85', 'EGP 60,000', 'EGP 25,000', 'EGP 40,000'],
      notPrices: ['EGP 25,000'],
    },
    why: '320 x 85 x 12 = 326,400. Y1 subtotal 426,400 - 5% 21,320 = 405,080 + VAT 56,711.20 = 461,791.20. Y2 386,400 - 19,320 = 367,080 + VAT 51,391.20 = 418,471.20. Standard tier not chosen (reading 25).',
  },
  {
    id: 'x13',
    lang: 'en',
    split: 'held',
    style: 'English written by a Japanese author, yen, man-days, consumption tax',
    notes: `Dear deal desk team,
Please kindly make proposal for Sakura Precision Co., Ltd. (Nagoya).
Content is as follows.
1) Quality Inspection AI licence : 15 lines x ¥48,000 / line / month
2) Edge server (hardware) : 3 units x ¥620,000 (one time purchase)
3) Initial setting support : 5 man-days x ¥95,000
Contract period is 1 year, payment is yearly. Consumption tax 10% is added separately.
Person in charge of signing is Mr. Kenji Watanabe, General Manager of Production Dept. (k-watanabe@sakura-precision.co.jp).
Also, last year customer got quote of ¥55,000 / line from other vendor, for your reference.
Best regards,
Hiroshi`,
    expect: {
      fields: {
        custName: 'Sakura Precision',
        custSigner: 'Kenji Watanabe',
        custTitle: 'General Manager',
        custEmail: 'k-watanabe@sakura-precision.co.jp',
        currency: 'JPY',
        billing: 'Annual',
        term: '12',
        taxLabel: 'consumption tax',
        taxRate: 10,
      },
      lineItems: [
        { y1: 8640000, y2: 0, descHas: 'Inspection' },
        { y1: 1860000, y2: 0, descHas: 'server' },
        { y1: 475000, y2: 0, descHas: 'setting' },
      ],
      discounts: [],
      totals: { y1: 12072500, y2: 0 },
      amounts: ['¥48,000', '¥620,000', '¥95,000', '¥55,000'],
      notPrices: ['¥55,000'],
    },
    why: '15 production lines x 48,000 x 12 = 8,640,000; 3 x 620,000 = 1,860,000; 5 man-days x 95,000 = 475,000 one-time (reading 37). Net 10,975,000 + 10% = 12,072,500. "1)" "2)" "3)" are list numbers; the other vendor\'s quote is a notPrice.',
  },
  {
    id: 'x14',
    lang: 'en',
    split: 'held',
    style: 'English written by a French author: space thousands, decimal comma, euro after the number, uplift on one line',
    notes: `Hello,
New deal from Lyon: Maison Girard Traiteur (catering, 3 sites).
- OrderFlow licence: 3 sites x 1 150,00 € per site per year
- Kitchen display screens: 9 screens at 420 € each (one shot)
- Formation (training) on site: 2 days at 1 350 € / day
- Premium support: 90 € per month
Contract 2 years, annual invoice. For year 2 the licence price is indexed +3%. VAT (TVA) 20% to add.
Signature: Mme Claire Girard, Managing Director, claire.girard@maisongirard.fr
Thanks, Julien`,
    expect: {
      fields: {
        custName: 'Maison Girard',
        custSigner: 'Claire Girard',
        custTitle: 'Managing Director',
        custEmail: 'claire.girard@maisongirard.fr',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        support: 'Premium',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 3450, y2: 3553.5, descHas: 'OrderFlow' },
        { y1: 3780, y2: 0, descHas: 'screens' },
        { y1: 2700, y2: 0, descHas: 'training' },
        { y1: 1080, y2: 1080, descHas: 'support' },
      ],
      discounts: [],
      totals: { y1: 13212, y2: 5560.2 },
      amounts: ['1 150,00 €', '420 €', '1 350 €', '90 €'],
    },
    why: 'Reading 34: "1 150,00 €" = 1,150. Licence 3 x 1,150 = 3,450; y2 +3% = 3,553.50 (licence only, reading 38). Screens 9 x 420 = 3,780; training 2 x 1,350 = 2,700; support 90 x 12 = 1,080. Y1 11,010 + VAT 2,202 = 13,212. Y2 4,633.50 + VAT 926.70 = 5,560.20.',
  },
  {
    id: 'x15',
    lang: 'en',
    split: 'held',
    style: 'English written by a Polish author: ramp in year two, decimal comma, competitor offer',
    notes: `Hi team, notes from meeting in Wrocław
Client: Odra Logistyka Sp. z o.o.
They take RouteWise for 2 years:
- 70 driver licences, 39,00 PLN per driver monthly
- dispatcher licences 8 pcs., 149,00 PLN monthly each
- integration with their ERP (Comarch) - fixed price 18 500 PLN one time
In second year they add 20 drivers more (90 total), prices without change.
Invoicing yearly. All prices netto, VAT 23% to add.
Before they had offer from competitor for 35 PLN per driver, but it was without dispatcher module.
Signing person: Pan Tomasz Nowak, Prezes Zarządu (CEO), tomasz.nowak@odralogistyka.pl`,
    expect: {
      fields: {
        custName: 'Odra Logistyka',
        custSigner: 'Tomasz Nowak',
        custTitle: 'CEO',
        custEmail: 'tomasz.nowak@odralogistyka.pl',
        currency: 'PLN',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 32760, y2: 42120, descHas: 'driver' },
        { y1: 14304, y2: 14304, descHas: 'dispatcher' },
        { y1: 18500, y2: 0, descHas: 'ERP' },
      ],
      discounts: [],
      totals: { y1: 80643.72, y2: 69401.52 },
      amounts: ['39,00 PLN', '149,00 PLN', '18 500 PLN', '35 PLN'],
      notPrices: ['35 PLN'],
    },
    why: 'Drivers y1 70 x 39 x 12 = 32,760; y2 90 x 39 x 12 = 42,120. Dispatchers 8 x 149 x 12 = 14,304 both years. ERP 18,500 one-time. Y1 65,564 + VAT 15,079.72 = 80,643.72. Y2 56,424 + VAT 12,977.52 = 69,401.52.',
  },
  {
    id: 'x16',
    lang: 'en',
    split: 'held',
    style: 'Israel, IoT sensors, 3-year term with uplift on monthly items, budget ceiling',
    notes: `Deal: Galil Water Technologies Ltd. (Haifa)
Product: PlantSight IoT monitoring
- 140 sensors, ₪22 per sensor per month
- Gateway hardware: 7 gateways x ₪2,800, one-time
- Analytics dashboard: ₪1,900 per month
- Installation: 60 hours at ₪350/hour
Term: 36 months, billed annually. Years 2 and 3: +4% on the monthly items.
VAT 18% applies.
Signer: Yael Ben-David, VP Operations, yael.bd@galilwater.co.il
Tamar (procurement) mentioned a budget ceiling of ₪120,000 for year 1.`,
    expect: {
      fields: {
        custName: 'Galil Water',
        custSigner: 'Yael Ben-David',
        custTitle: 'VP Operations',
        custEmail: 'yael.bd@galilwater.co.il',
        currency: 'ILS',
        billing: 'Annual',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 18,
      },
      lineItems: [
        { y1: 36960, y2: 38438.4, descHas: 'sensors' },
        { y1: 19600, y2: 0, descHas: 'Gateway' },
        { y1: 22800, y2: 23712, descHas: 'dashboard' },
        { y1: 21000, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 118424.8, y2: 73337.47 },
      amounts: ['₪22', '₪2,800', '₪1,900', '₪350', '₪120,000'],
      notPrices: ['₪120,000'],
    },
    why: 'Sensors 140 x 22 x 12 = 36,960, y2 x 1.04 = 38,438.40; dashboard 1,900 x 12 = 22,800, y2 23,712. Gateways 7 x 2,800 = 19,600; installation 60 x 350 = 21,000. Y1 100,360 + VAT 18,064.80 = 118,424.80. Y2 62,150.40 + VAT 11,187.07 (11,187.072) = 73,337.47. Only year two measured.',
  },
  {
    id: 'x17',
    lang: 'en',
    split: 'held',
    style: 'US school district renewal plus upsell, many typos, tax-exempt',
    notes: `Pinecrest Unified School Distirct - StudentSafe renewl + upsell
- curent contract: 1,800 student licences at $4.10/student/yr (ends 12/31)
- new for 2027: 2,100 studnets @ $3.95/student/yr
- add Gold suport $2,750/yr (silver was $1,400, they passed)
- teacher trainng 6 hrs @ $175/hr
1 yr term, bill anually, startting 1/1/2027. district is tax exmpt - no sales tax.
signer: Dr. Alicia Romero, Asst Superintendant, aromero@pinecrestusd.org`,
    expect: {
      fields: {
        custName: 'Pinecrest Unified',
        custSigner: 'Alicia Romero',
        custTitle: 'Asst Superintendant',
        custEmail: 'aromero@pinecrestusd.org',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        support: 'Gold',
        taxRate: 0,
      },
      lineItems: [
        { y1: 8295, y2: 0, descHas: 'StudentSafe' },
        { y1: 2750, y2: 0, descHas: 'Gold' },
        { y1: 1050, y2: 0, descHas: 'teacher' },
      ],
      discounts: [],
      totals: { y1: 12095, y2: 0 },
      amounts: ['$4.10', '$3.95', '$2,750', '$1,400', '$175'],
      notPrices: ['$4.10', '$1,400'],
    },
    why: 'Renewal replaces the current contract (reading 13): 2,100 x 3.95 = 8,295. Gold 2,750 (silver not chosen). Training 6 x 175 = 1,050 one-time. Exempt -> total 12,095. custTitle as written (reading 12).',
  },
  {
    id: 'x18',
    lang: 'en',
    split: 'held',
    style: 'US rows pasted from a pricing spreadsheet (tab-separated), 2 years with uplift, no tax',
    notes: `pasting from the pricing sheet for Redfern Analytics (Denver) - 2 yr deal, annual billing
Item\tQty\tUnit\tPrice
Insight BI Creator\t12\tper user / month\t$70
Insight BI Viewer\t150\tper user / month\t$9
Data connector pack\t1\tper year\t$4,800
Onboarding (fixed)\t1\tone-time\t$6,000
Yr 2: 5% uplift on all subscriptions. Colorado sales tax doesn't apply here (their tax team confirmed) - no tax.
Signer Marcus Lee, Director of Data, marcus.lee@redfernanalytics.com`,
    expect: {
      fields: {
        custName: 'Redfern Analytics',
        custSigner: 'Marcus Lee',
        custTitle: 'Director of Data',
        custEmail: 'marcus.lee@redfernanalytics.com',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 10080, y2: 10584, descHas: 'Creator' },
        { y1: 16200, y2: 17010, descHas: 'Viewer' },
        { y1: 4800, y2: 5040, descHas: 'connector' },
        { y1: 6000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 37080, y2: 32634 },
      amounts: ['$70', '$9', '$4,800', '$6,000'],
    },
    why: 'Creator 12 x 70 x 12 = 10,080 (y2 x 1.05 = 10,584); Viewer 150 x 9 x 12 = 16,200 (17,010); connector 4,800 (5,040); onboarding 6,000 one-time. Y1 37,080; Y2 32,634. Note says no tax applies: taxRate 0.',
  },
  {
    id: 'x19',
    lang: 'en',
    split: 'tune',
    style: 'UK call notes, free months as a switching incentive, migration by the hour, monthly billing',
    notes: `Notes - call with Brackenfield Solicitors LLP, 20/11
They want CaseVault DMS, 1 year.
35 fee-earner seats at £32 per seat per month; first 2 months free as a switching incentive.
Document migration from their old iManage: 40 hours @ £110/hr.
Billed monthly. VAT at 20% on top.
Managing Partner Edward Hale signs; send to ehale@brackenfield-law.co.uk`,
    expect: {
      fields: {
        custName: 'Brackenfield Solicitors',
        custSigner: 'Edward Hale',
        custTitle: 'Managing Partner',
        custEmail: 'ehale@brackenfield-law.co.uk',
        currency: 'GBP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 11200, y2: 0, descHas: 'CaseVault' },
        { y1: 4400, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 18720, y2: 0 },
      amounts: ['£32', '£110'],
    },
    why: '35 x 32 x 10 billed months = 11,200 (reading 6); 40 x 110 = 4,400 one-time. Net 15,600 + VAT 3,120 = 18,720. "20/11" is a call date.',
  },
  {
    id: 'x20',
    lang: 'en',
    split: 'held',
    style: 'Canada (Alberta), per-site licences with more sites in year two, whole-deal discount year one only',
    notes: `Prairie Co-op Grocers (Alberta) - ShelfSense
Per-site licence C$3,200/site/year, 14 stores
Plus a head-office analytics licence C$7,500/yr
Hardware: shelf cameras, 14 stores x 6 cameras = 84 cameras at C$240 each, one-time
2 year term; in year 2 they add 4 stores (18 sites) at the same per-site rate (cameras for the new stores are not part of this quote).
Both years billed annually. 10% off the whole deal in year 1 only.
GST 5% (Alberta, no PST).
Signer: Lorna McKay, GM, lorna.mckay@prairiecoop.ca`,
    expect: {
      fields: {
        custName: 'Prairie Co-op',
        custSigner: 'Lorna McKay',
        custTitle: 'GM',
        custEmail: 'lorna.mckay@prairiecoop.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 44800, y2: 57600, descHas: 'site' },
        { y1: 7500, y2: 7500, descHas: 'analytics' },
        { y1: 20160, y2: 0, descHas: 'cameras' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 68474.7, y2: 68355 },
      amounts: ['C$3,200', 'C$7,500', 'C$240'],
    },
    why: 'Sites y1 14 x 3,200 = 44,800; y2 18 x 3,200 = 57,600 (reading 38). Cameras 84 x 240 = 20,160 one-time. Y1 72,460 - 10% 7,246 = 65,214 + GST 3,260.70 = 68,474.70. Y2 65,100 + GST 3,255 = 68,355 (discount year 1 only, reading 27).',
  },
  {
    id: 'x21',
    lang: 'en',
    split: 'held',
    style: 'Australian e-mail thread: customer asks for free months, rep agrees fewer',
    notes: `From: Ben Carter <ben.carter@redgumwines.com.au>
Date: Wed, 18 Nov 2026 11:20
Subject: Re: CellarTrack quote

Hi Lucy,
We looked at your quote. Your platform price is more than the A$2,400 a month we pay now. Could you do 3 months free in the first year? If yes we'll sign for 2 years.
Ben Carter
Chief Operating Officer, Redgum Wines

> On 17 Nov 2026, Lucy Tran wrote:
> Platform: A$2,950/month
> Barrel sensors: 200 at A$18 each per month
> Install: A$8,500 once-off

Lucy's note to deal desk: agreed with Ben on the phone - 2 months free on the platform (not 3), sensors charged from day one, 24 months, billed quarterly. GST 10%. Ben signs.`,
    expect: {
      fields: {
        custName: 'Redgum Wines',
        custSigner: 'Ben Carter',
        custTitle: 'Chief Operating Officer',
        custEmail: 'ben.carter@redgumwines.com.au',
        currency: 'AUD',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 29500, y2: 35400, descHas: 'Platform' },
        { y1: 43200, y2: 43200, descHas: 'sensors' },
        { y1: 8500, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 89320, y2: 86460 },
      amounts: ['A$2,400', 'A$2,950', 'A$18', 'A$8,500'],
      notPrices: ['A$2,400'],
    },
    why: 'Platform 2,950 x 10 billed months = 29,500, y2 x 12 = 35,400 (free months do not repeat). Sensors 200 x 18 x 12 = 43,200. Install 8,500 one-time. Y1 81,200 + GST 8,120 = 89,320. Y2 78,600 + GST 7,860 = 86,460. A$2,400 is the incumbent price.',
  },
  {
    id: 'x22',
    lang: 'en',
    split: 'tune',
    style: 'US 3-year API deal with committed volume, overage rate and a year-two licence price',
    notes: `Summit Ridge Health (Utah) - TeleVisit API, 3-yr contract
- Platform licence $24,000/yr, flat
- Video minutes: committed 600,000 min/yr at $0.035/min; overage at $0.04/min billed quarterly in arrears
- Yr 2: licence goes to $25,200, minute rate unchanged; Yr 3: to be agreed
- Integration services: 110 hrs @ $210/hr
Billed annually in advance. Tax exempt (non-profit hospital, cert on file).
Signer: Karen Oduya, CIO, karen.oduya@summitridgehealth.org`,
    expect: {
      fields: {
        custName: 'Summit Ridge Health',
        custSigner: 'Karen Oduya',
        custTitle: 'CIO',
        custEmail: 'karen.oduya@summitridgehealth.org',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 24000, y2: 25200, descHas: 'licence' },
        { y1: 21000, y2: 21000, descHas: 'minutes' },
        { y1: 23100, y2: 0, descHas: 'Integration' },
      ],
      discounts: [],
      totals: { y1: 68100, y2: 46200 },
      amounts: ['$24,000', '$0.035', '$0.04', '$25,200', '$210'],
      notPrices: ['$0.04'],
    },
    why: 'Committed 600,000 x 0.035 = 21,000 each year (reading 15/31); overage rate is a notPrice. Integration 110 x 210 = 23,100 one-time. Y1 68,100; Y2 25,200 + 21,000 = 46,200. Exempt. Only year two measured.',
  },
  {
    id: 'x23',
    lang: 'en',
    split: 'tune',
    style: 'India, priced per user per quarter, budget and competitor figure',
    notes: `Lead: Kaveri Agro Foods Ltd, Mysuru
Deal: FarmLink ERP - 1 year
- 45 named users @ ₹2,400 per user per quarter
- Mobile field app: 120 users @ ₹450 per user per quarter
- Go-live support: 10 days @ ₹18,000 per day
Billing quarterly. GST @18% extra.
Their budget was Rs. 7,50,000 all-in for year one; they also have a quote from Zoho of around ₹5 lakh.
Signatory: Ms. Lakshmi Narayan, CFO, lakshmi.n@kaveriagro.com`,
    expect: {
      fields: {
        custName: 'Kaveri Agro',
        custSigner: 'Lakshmi Narayan',
        custTitle: 'CFO',
        custEmail: 'lakshmi.n@kaveriagro.com',
        currency: 'INR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 432000, y2: 0, descHas: 'FarmLink' },
        { y1: 216000, y2: 0, descHas: 'Mobile' },
        { y1: 180000, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [],
      totals: { y1: 977040, y2: 0 },
      amounts: ['₹2,400', '₹450', '₹18,000', 'Rs. 7,50,000', '₹5 lakh'],
      notPrices: ['Rs. 7,50,000', '₹5 lakh'],
    },
    why: '45 x 2,400 x 4 = 4,32,000; 120 x 450 x 4 = 2,16,000; 10 x 18,000 = 1,80,000 one-time. Net 8,28,000 + GST 1,49,040 = 9,77,040. Budget and competitor quote are notPrices.',
  },
  {
    id: 'x24',
    lang: 'en',
    split: 'tune',
    style: 'UK hardware install with a fixed-sum credit off the total; contact only, no signer',
    notes: `Glenmoor Leisure Centres - gym access control (3 sites)
• 6 turnstiles @ £3,450 each (one-off)
• 6 card readers @ £385 each (one-off)
• AccessHub software £210 per site per month, 3 sites
• Install & commissioning: 5 days @ £780/day
12 months, billed annually. They asked for a round number so we're giving £1,500 off the total (one-off credit on year 1). VAT 20%.
Contact for paperwork: Fiona Reid, fiona.reid@glenmoorleisure.co.uk`,
    expect: {
      fields: {
        custName: 'Glenmoor Leisure',
        custEmail: 'fiona.reid@glenmoorleisure.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 20700, y2: 0, descHas: 'turnstiles' },
        { y1: 2310, y2: 0, descHas: 'readers' },
        { y1: 7560, y2: 0, descHas: 'AccessHub' },
        { y1: 3900, y2: 0, descHas: 'Install' },
      ],
      discounts: [{ kind: 'amount', value: 1500, y1: true, y2: false }],
      totals: { y1: 39564, y2: 0 },
      amounts: ['£3,450', '£385', '£210', '£780', '£1,500'],
    },
    why: '6 x 3,450 = 20,700; 6 x 385 = 2,310; 3 x 210 x 12 = 7,560; 5 x 780 = 3,900. Subtotal 34,470 - 1,500 (reading 37) = 32,970 + VAT 6,594 = 39,564. Fiona is a contact only (reading 25).',
  },
  {
    id: 'x25',
    lang: 'en',
    split: 'held',
    style: 'US voice-dictated in the car: tier chosen over another, budget, spoken e-mail',
    notes: `[dictated in car, auto-transcribed] ok quick one for Puget Sound Credit Union in Tacoma Washington period new line they're going with the Pro tier of SignalDesk not the Enterprise tier which was $89 a user a month period new line Pro is $59 a user a month for thirty five users comma annual billing comma one year period new line add the call recording add on at $12 a user a month same users period new line setup is $1,750 flat one time period new line their budget was around $35,000 for the year so we're under period new line signer is Denise Kowalczyk comma VP of Member Services comma denise dot k at pugetsoundcu dot org period new line Washington sales tax 10.3 percent applies period`,
    expect: {
      fields: {
        custName: 'Puget Sound Credit Union',
        custSigner: 'Denise Kowalczyk',
        custTitle: 'VP of Member Services',
        custEmail: 'denise.k@pugetsoundcu.org',
        edition: 'Pro',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 10.3,
      },
      lineItems: [
        { y1: 24780, y2: 0, descHas: 'SignalDesk' },
        { y1: 5040, y2: 0, descHas: 'recording' },
        { y1: 1750, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 34821.71, y2: 0 },
      amounts: ['$89', '$59', '$12', '$1,750', '$35,000'],
      notPrices: ['$89', '$35,000'],
    },
    why: '35 x 59 x 12 = 24,780; 35 x 12 x 12 = 5,040; setup 1,750. Net 31,570 x 10.3% = 3,251.71 -> 34,821.71. Enterprise tier not chosen; budget is a notPrice. Reading 32 for the dictation.',
  },
  {
    id: 'x26',
    lang: 'en',
    split: 'tune',
    style: 'Singapore quote pasted from Salesforce CPQ, pipe table with year-one and year-two quantities',
    notes: `Copied from Salesforce CPQ, quote Q-00412 for Straits Marine Engineering Pte Ltd
| Line | Product | Y1 Qty | Y2 Qty | Unit Price | Unit |
| 1 | DockMaster Cloud seat | 60 | 95 | S$42.00 | per seat/month |
| 2 | Vessel telemetry feed | 12 | 12 | S$310.00 | per vessel/month |
| 3 | Professional services | 15 | 0 | S$1,600.00 | per day |
Term: 24 months | Billing: Annual | GST: 9%
Approver and signer: Mr Lim Wei Jie, Director of Operations, weijie.lim@straitsmarine.com.sg`,
    expect: {
      fields: {
        custName: 'Straits Marine',
        custSigner: 'Lim Wei Jie',
        custTitle: 'Director of Operations',
        custEmail: 'weijie.lim@straitsmarine.com.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 30240, y2: 47880, descHas: 'DockMaster' },
        { y1: 44640, y2: 44640, descHas: 'telemetry' },
        { y1: 24000, y2: 0, descHas: 'Professional' },
      ],
      discounts: [],
      totals: { y1: 107779.2, y2: 100846.8 },
      amounts: ['S$42.00', 'S$310.00', 'S$1,600.00'],
    },
    why: 'Reading 29: seats 60 x 42 x 12 = 30,240, y2 95 x 42 x 12 = 47,880; telemetry 12 x 310 x 12 = 44,640 both years; services 15 x 1,600 = 24,000 one-time. Y1 98,880 + GST 8,899.20 = 107,779.20. Y2 92,520 + GST 8,326.80 = 100,846.80. Line numbers and the quote number are not amounts.',
  },
  {
    id: 'x27',
    lang: 'en',
    split: 'tune',
    style: 'New Zealand renewal recap with a support tier upgrade',
    notes: `Kiwi Harbour Freight - renewal + support upgrade (12 months from 1 Feb 2027)
Last year: 25 TrackIt seats at NZ$38/seat/month with Standard support included.
This year: 28 seats at NZ$40/seat/month.
Support options we showed: Standard (included, no charge), Priority NZ$3,000/yr, Premier NZ$5,400/yr. They picked Priority.
Billed annually, GST 15% on top.
Hemi Walker, Finance Manager (hemi@kiwiharbourfreight.co.nz) signs.`,
    expect: {
      fields: {
        custName: 'Kiwi Harbour Freight',
        custSigner: 'Hemi Walker',
        custTitle: 'Finance Manager',
        custEmail: 'hemi@kiwiharbourfreight.co.nz',
        currency: 'NZD',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        support: 'Priority',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 13440, y2: 0, descHas: 'TrackIt' },
        { y1: 3000, y2: 0, descHas: 'Priority' },
      ],
      discounts: [],
      totals: { y1: 18906, y2: 0 },
      amounts: ['NZ$38', 'NZ$40', 'NZ$3,000', 'NZ$5,400'],
      notPrices: ['NZ$38', 'NZ$5,400'],
    },
    why: "28 x 40 x 12 = 13,440; Priority support 3,000. Net 16,440 + GST 2,466 = 18,906. Last year's price and the Premier tier are notPrices (readings 13, 25).",
  },
  {
    id: 'x28',
    lang: 'en',
    split: 'tune',
    style: 'South Africa, per-dealership licence with a year-two price and a year-one-only line discount',
    notes: `Umhlanga Motor Group (Durban) - DealerDrive DMS
- 9 dealerships, site licence R 6 450 per dealership per month
- User training: 72 staff x R 1 100 per attendee (once-off)
- 2-year deal, billed annually. Year 2 site licence R 6 900 per dealership per month.
- Intro discount: 20% off the site licences in year 1 only.
Prices excl. VAT; VAT 15% on top.
Signature: Thandi Mkhize, Group CFO, thandi.mkhize@umhlangamotors.co.za`,
    expect: {
      fields: {
        custName: 'Umhlanga Motor',
        custSigner: 'Thandi Mkhize',
        custTitle: 'Group CFO',
        custEmail: 'thandi.mkhize@umhlangamotors.co.za',
        currency: 'ZAR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 557280, y2: 745200, descHas: 'licence' },
        { y1: 79200, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 731952, y2: 856980 },
      amounts: ['R 6 450', 'R 1 100', 'R 6 900'],
    },
    why: 'Licence y1 9 x 6,450 x 12 = 696,600 less 20% = 557,280 (year-one-only line discount, reading 27); y2 9 x 6,900 x 12 = 745,200. Training 72 x 1,100 = 79,200 one-time. Y1 636,480 + VAT 95,472 = 731,952. Y2 745,200 + VAT 111,780 = 856,980.',
  },
  {
    id: 'x29',
    lang: 'es-419',
    split: 'held',
    style: 'México, cotización exportada del CPQ en filas separadas por barras',
    notes: `Cotización exportada del CPQ - Grupo Alimenticio Sierra Madre, S.A. de C.V. (Monterrey)
Producto | Cant. | Precio unitario | Periodo
Licencia NóminaPlus por empleado | 420 | $38.50 MXN | mensual
Módulo de timbrado CFDI | 1 | $24,000 MXN | anual
Implementación | 1 | $65,000 MXN | pago único
Vigencia 12 meses, facturación anual. Más IVA 16%.
Firma: Lic. Rodrigo Garza, Director de Administración y Finanzas, rgarza@sierramadrealimentos.mx
Cotización válida hasta el 15/12/2026.`,
    expect: {
      fields: {
        custName: 'Sierra Madre',
        custSigner: 'Rodrigo Garza',
        custTitle: 'Director de Administración y Finanzas',
        custEmail: 'rgarza@sierramadrealimentos.mx',
        currency: 'MXN',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-15',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 194040, y2: 0, descHas: 'NóminaPlus' },
        { y1: 24000, y2: 0, descHas: 'CFDI' },
        { y1: 65000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 328326.4, y2: 0 },
      amounts: ['$38.50 MXN', '$24,000 MXN', '$65,000 MXN'],
    },
    why: '420 x 38.50 x 12 = 194,040; CFDI 24,000 al año; implementación 65,000 única. Neto 283,040 + IVA 45,286.40 = 328,326.40. Fecha día primero.',
  },
  {
    id: 'x30',
    lang: 'es-ES',
    split: 'tune',
    style: 'España, hilo de correo: contraoferta de la clienta y precio intermedio acordado',
    notes: `De: Marta Iglesias <m.iglesias@bodegasduero.es>
Enviado: martes, 17 de noviembre de 2026 10:05
Para: Javier Ruiz
Asunto: RE: Propuesta VinoTrack

Hola Javier:
Hemos revisado la propuesta. El precio de la licencia nos parece alto; ¿podéis dejarlo en 1.000 € por bodega? Si es así, firmamos por las 6 bodegas y 2 años.
Un saludo,
Marta Iglesias
Directora General, Bodegas del Duero

-----Mensaje original-----
De: Javier Ruiz
Propuesta VinoTrack:
- Licencia VinoTrack: 1.150 € por bodega y año (6 bodegas)
- Sensores de barrica: 150 unidades a 32,50 € cada una (pago único)
- Formación: 2 jornadas a 680 € por jornada

Nota de Javier (19/11): hablado con Marta por teléfono, acordamos 1.080 € por bodega y año, 2 años, el resto igual. Facturación anual. IVA 21% aparte. Firma Marta como Directora General.`,
    expect: {
      fields: {
        custName: 'Bodegas del Duero',
        custSigner: 'Marta Iglesias',
        custTitle: 'Directora General',
        custEmail: 'm.iglesias@bodegasduero.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 6480, y2: 6480, descHas: 'VinoTrack' },
        { y1: 4875, y2: 0, descHas: 'Sensores' },
        { y1: 1360, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 15385.15, y2: 7840.8 },
      amounts: ['1.000 €', '1.150 €', '32,50 €', '680 €', '1.080 €'],
      notPrices: ['1.000 €', '1.150 €'],
    },
    why: 'Lectura 33: vale el precio acordado 1.080 €; la contraoferta 1.000 € y el precio citado 1.150 € son notPrices. Licencia 6 x 1.080 = 6.480 por año. Sensores 150 x 32,50 = 4.875; formación 2 x 680 = 1.360. A1 12.715 + IVA 2.670,15 = 15.385,15. A2 6.480 + IVA 1.360,80 = 7.840,80.',
  },
  {
    id: 'x31',
    lang: 'es-419',
    split: 'tune',
    style: 'Argentina, dólares U$S, "lucas" del proveedor actual como referencia',
    notes: `Cliente: Frigorífico Pampa Sur S.A. (Rosario)
Arrancan con nosotros ColdChain Monitor por 1 año:
- 80 sensores de temperatura, U$S 14 por sensor por mes
- Gateway: 8 equipos a U$S 390 c/u (se paga una vez)
- Soporte 24x7: U$S 6.000 anual
- Instalación: 3 días a U$S 850 el día
Factura anual, IVA 21% aparte.
El proveedor actual les cobra como 18 lucas verdes por año todo junto, referencia nomás.
Firma: Ing. Lucía Fernández, Gerente de Operaciones, lfernandez@pampasur.com.ar`,
    expect: {
      fields: {
        custName: 'Pampa Sur',
        custSigner: 'Lucía Fernández',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'lfernandez@pampasur.com.ar',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        support: '24x7',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 13440, y2: 0, descHas: 'sensores' },
        { y1: 3120, y2: 0, descHas: 'Gateway' },
        { y1: 6000, y2: 0, descHas: 'Soporte' },
        { y1: 2550, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 30383.1, y2: 0 },
      amounts: ['U$S 14', 'U$S 390', 'U$S 6.000', 'U$S 850', '18 lucas'],
      notPrices: ['18 lucas'],
    },
    why: '80 x 14 x 12 = 13.440; 8 x 390 = 3.120 única; soporte U$S 6.000 = 6000 (lectura 9); 3 x 850 = 2.550. Neto 25.110 + IVA 5.273,10 = 30.383,10. "18 lucas" = 18.000 del proveedor actual (notPrice).',
  },
  {
    id: 'x32',
    lang: 'es-419',
    split: 'held',
    style: 'Chile, rampa de usuarios en el segundo año, pesos con punto de miles',
    notes: `Notas reunión - Constructora Los Andes SpA (Santiago)
Producto: ObraDigital, contrato 24 meses
Año 1: 40 usuarios a $18.900 CLP por usuario al mes
Año 2: suben a 65 usuarios, mismo precio
Puesta en marcha: $2.400.000 CLP, pago único
Capacitación: 16 horas a $45.000 CLP la hora
Facturación anual. Valores netos + IVA 19%.
Firma: Francisca Rojas, Gerenta de Finanzas, frojas@constructoralosandes.cl`,
    expect: {
      fields: {
        custName: 'Constructora Los Andes',
        custSigner: 'Francisca Rojas',
        custTitle: 'Gerenta de Finanzas',
        custEmail: 'frojas@constructoralosandes.cl',
        currency: 'CLP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 9072000, y2: 14742000, descHas: 'ObraDigital' },
        { y1: 2400000, y2: 0, descHas: 'Puesta en marcha' },
        { y1: 720000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 14508480, y2: 17542980 },
      amounts: ['$18.900 CLP', '$2.400.000 CLP', '$45.000 CLP'],
    },
    why: 'A1 40 x 18.900 x 12 = 9.072.000; A2 65 x 18.900 x 12 = 14.742.000. Puesta en marcha 2.400.000; capacitación 16 x 45.000 = 720.000, ambas únicas. A1 12.192.000 + IVA 2.316.480 = 14.508.480. A2 14.742.000 + IVA 2.800.980 = 17.542.980.',
  },
  {
    id: 'x33',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombia, nota de voz transcrita con puntuación y correo dictados',
    notes: `Nota de voz transcrita: cliente Clínica Santa Bárbara de Medellín coma van con MediAgenda plan Profesional punto son 25 médicos a 210.000 pesos colombianos por médico al mes coma contrato de un año coma facturación mensual punto más la integración con su sistema de historia clínica por 8,5 millones de pesos pago único punto IVA del 19 por ciento punto firma la doctora Camila Restrepo coma directora médica coma correo camila punto restrepo arroba clinicasantabarbara punto com punto co punto`,
    expect: {
      fields: {
        custName: 'Clínica Santa Bárbara',
        custSigner: 'Camila Restrepo',
        custTitle: 'directora médica',
        custEmail: 'camila.restrepo@clinicasantabarbara.com.co',
        currency: 'COP',
        edition: 'Profesional',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 63000000, y2: 0, descHas: 'MediAgenda' },
        { y1: 8500000, y2: 0, descHas: 'integración' },
      ],
      discounts: [],
      totals: { y1: 85085000, y2: 0 },
      amounts: ['210.000 pesos colombianos', '8,5 millones de pesos'],
    },
    why: '25 x 210.000 x 12 = 63.000.000; integración 8,5 millones = 8.500.000 única (lectura 32). Neto 71.500.000 + IVA 13.585.000 = 85.085.000. "pesos colombianos" da COP.',
  },
  {
    id: 'x34',
    lang: 'es-419',
    split: 'held',
    style: 'Perú, precios por trabajador por trimestre, soles con coma de miles',
    notes: `Cliente: Minera Huascarán S.A.C. - propuesta SafeShift
- 150 trabajadores con licencia SafeShift a S/ 27 por trabajador por trimestre
- 12 supervisores con licencia avanzada a S/ 95 por supervisor por trimestre
- Kit de balizas Bluetooth: S/ 8,400 (pago único)
Plazo 1 año, facturación trimestral. Más IGV 18%.
Firma: Ing. Jorge Quispe, Gerente de Seguridad, jquispe@minerahuascaran.pe`,
    expect: {
      fields: {
        custName: 'Minera Huascarán',
        custSigner: 'Jorge Quispe',
        custTitle: 'Gerente de Seguridad',
        custEmail: 'jquispe@minerahuascaran.pe',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'trabajadores' },
        { y1: 4560, y2: 0, descHas: 'supervisores' },
        { y1: 8400, y2: 0, descHas: 'balizas' },
      ],
      discounts: [],
      totals: { y1: 34408.8, y2: 0 },
      amounts: ['S/ 27', 'S/ 95', 'S/ 8,400'],
    },
    why: '150 x 27 x 4 = 16,200; 12 x 95 x 4 = 4,560; kit 8,400 único. Neto 29,160 + IGV 5,248.80 = 34,408.80.',
  },
  {
    id: 'x35',
    lang: 'es-419',
    split: 'tune',
    style: 'Venezuela, en USD con coma decimal, descuento sobre una línea y descuento global',
    notes: `Cliente: Distribuidora El Ávila C.A. (Caracas)
Propuesta RutaFácil, 12 meses, todo en USD:
- 30 licencias de vendedor a USD 22,00 por licencia al mes
- Módulo de inventario: USD 3.600,00 al año
- Implementación: USD 2.500,00 pago único
Descuentos: 10% sobre las licencias de vendedor, y adicional 5% sobre el total de la propuesta.
Facturación anual. IVA 16%.
Firma: Sr. Andrés Márquez, Gerente General, amarquez@elavila.com.ve`,
    expect: {
      fields: {
        custName: 'El Ávila',
        custSigner: 'Andrés Márquez',
        custTitle: 'Gerente General',
        custEmail: 'amarquez@elavila.com.ve',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 7128, y2: 0, descHas: 'vendedor' },
        { y1: 3600, y2: 0, descHas: 'inventario' },
        { y1: 2500, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 14577.26, y2: 0 },
      amounts: ['USD 22,00', 'USD 3.600,00', 'USD 2.500,00'],
    },
    why: 'Licencias 30 x 22 x 12 = 7.920 - 10% = 7.128 (lectura 4). Subtotal 13.228; 5% global = 661,40 -> 12.566,60 (lectura 30). IVA 16% = 2.010,66 (2.010,656) -> 14.577,26.',
  },
  {
    id: 'x36',
    lang: 'es-419',
    split: 'tune',
    style: 'Bolivia, estaciones compradas y suscripción que baja en el segundo año, sin impuesto mencionado',
    notes: `Cooperativa Agrícola Chiquitana (Santa Cruz de la Sierra) - CampoNet
- 12 estaciones meteorológicas a Bs 9.800 cada una (compra única)
- Suscripción de datos: Bs 350 por estación al mes
- Capacitación a técnicos: 3 días a Bs 2.100 por día
Contrato de 2 años, facturación anual; en el segundo año la suscripción baja a Bs 320 por estación al mes.
Precios en bolivianos.
Firma: Lic. Rosa Mamani, presidenta de la cooperativa, rosa.mamani@chiquitana.coop.bo`,
    expect: {
      fields: {
        custName: 'Chiquitana',
        custSigner: 'Rosa Mamani',
        custTitle: 'presidenta',
        custEmail: 'rosa.mamani@chiquitana.coop.bo',
        currency: 'BOB',
        billing: 'Annual',
        term: '24',
      },
      lineItems: [
        { y1: 117600, y2: 0, descHas: 'estaciones' },
        { y1: 50400, y2: 46080, descHas: 'Suscripción' },
        { y1: 6300, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 174300, y2: 46080 },
      amounts: ['Bs 9.800', 'Bs 350', 'Bs 2.100', 'Bs 320'],
    },
    why: '12 x 9.800 = 117.600 única; suscripción 12 x 350 x 12 = 50.400, A2 12 x 320 x 12 = 46.080; capacitación 3 x 2.100 = 6.300. Sin impuesto nombrado: total = neto (lectura 7).',
  },
  {
    id: 'x37',
    lang: 'es-419',
    split: 'held',
    style: 'Paraguay, guaraníes, compromiso mínimo anual con tarifa de consumo',
    notes: `Cliente: Transportes Guaraní S.R.L. (Asunción)
Servicio: GeoFlota rastreo satelital, 60 vehículos
- Cuota de plataforma: Gs. 1.200.000 por mes
- Rastreo: compromiso mínimo anual de Gs. 48.000.000, que se consume a Gs. 75.000 por vehículo al mes; el excedente se factura aparte
- Instalación de equipos: 60 vehículos a Gs. 350.000 por vehículo (única vez)
Plazo 12 meses, facturación mensual. IVA 10%.
Firma: Sr. Osvaldo Benítez, gerente administrativo, obenitez@transguarani.com.py`,
    expect: {
      fields: {
        custName: 'Transportes Guaraní',
        custSigner: 'Osvaldo Benítez',
        custTitle: 'gerente administrativo',
        custEmail: 'obenitez@transguarani.com.py',
        currency: 'PYG',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 10,
      },
      lineItems: [
        { y1: 14400000, y2: 0, descHas: 'plataforma' },
        { y1: 48000000, y2: 0, descHas: 'Rastreo' },
        { y1: 21000000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 91740000, y2: 0 },
      amounts: ['Gs. 1.200.000', 'Gs. 48.000.000', 'Gs. 75.000', 'Gs. 350.000'],
      notPrices: ['Gs. 75.000'],
    },
    why: 'Plataforma 1.200.000 x 12 = 14.400.000; el compromiso mínimo 48.000.000 es la línea y la tarifa de consumo es notPrice (lectura 31, aunque 60 x 75.000 x 12 daría 54.000.000). Instalación 60 x 350.000 = 21.000.000. Neto 83.400.000 + IVA 8.340.000 = 91.740.000.',
  },
  {
    id: 'x38',
    lang: 'es-419',
    split: 'tune',
    style: 'Honduras, lempiras, nota con muchas faltas de ortografía, ISV',
    notes: `cliente: Cafetalera San Marcos de Ocotepeque  -- propuesta de CosechaApp
- licencias CosechaApp: 45 usarios a L 320 por usuario al mes (todo en lempiras)
- modulo de trazabilidad L 28,000 al año
- capasitacion en campo 2 dias a L 9,500 x dia
- balanzas digitales 6 a L 12,750 c/u pago unico
contrato 12 meses, facturasion anual. + ISV 15%
firma: Don Ernesto Pineda, gerente genral, epineda@cafetalerasanmarcos.hn`,
    expect: {
      fields: {
        custName: 'Cafetalera San Marcos',
        custSigner: 'Ernesto Pineda',
        custTitle: 'gerente genral',
        custEmail: 'epineda@cafetalerasanmarcos.hn',
        currency: 'HNL',
        billing: 'Annual',
        term: '12',
        taxLabel: 'ISV',
        taxRate: 15,
      },
      lineItems: [
        { y1: 172800, y2: 0, descHas: 'CosechaApp' },
        { y1: 28000, y2: 0, descHas: 'trazabilidad' },
        { y1: 19000, y2: 0, descHas: 'campo' },
        { y1: 76500, y2: 0, descHas: 'balanzas' },
      ],
      discounts: [],
      totals: { y1: 340745, y2: 0 },
      amounts: ['L 320', 'L 28,000', 'L 9,500', 'L 12,750'],
    },
    why: '45 x 320 x 12 = 172,800; trazabilidad 28,000; capacitación 2 x 9,500 = 19,000; balanzas 6 x 12,750 = 76,500. Neto 296,300 + ISV 44,445 = 340,745. custTitle tal como está escrito (lectura 12).',
  },
  {
    id: 'x39',
    lang: 'es-419',
    split: 'tune',
    style:
      'El Salvador, licencia por consultorio con alza del 5% el segundo año, consultoría por horas, nivel de soporte elegido',
    notes: `Notas: Hospital Divina Providencia (San Salvador) - ClinicFlow
Licencia por consultorio: $45 al mes, 22 consultorios
Consultoría de procesos: 40 horas a $65 la hora
Soporte Plus $1,800 anual (el Básico de $900 no lo quisieron)
2 años; el segundo año la licencia sube 5%. Facturación anual. Precios en USD + IVA 13%.
Firma: Dra. Gabriela Hernández, Directora Ejecutiva, ghernandez@divinaprovidencia.org.sv`,
    expect: {
      fields: {
        custName: 'Divina Providencia',
        custSigner: 'Gabriela Hernández',
        custTitle: 'Directora Ejecutiva',
        custEmail: 'ghernandez@divinaprovidencia.org.sv',
        currency: 'USD',
        billing: 'Annual',
        term: '24',
        support: 'Plus',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 11880, y2: 12474, descHas: 'consultorio' },
        { y1: 2600, y2: 0, descHas: 'Consultoría' },
        { y1: 1800, y2: 1800, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 18396.4, y2: 16129.62 },
      amounts: ['$45', '$65', '$1,800', '$900'],
      notPrices: ['$900'],
    },
    why: 'Licencia 22 x 45 x 12 = 11,880; A2 +5% solo la licencia = 12,474 (lectura 38). Consultoría 40 x 65 = 2,600 única. Soporte Plus 1,800 ambos años; Básico no elegido. A1 16,280 + IVA 2,116.40 = 18,396.40. A2 14,274 + IVA 1,855.62 = 16,129.62.',
  },
  {
    id: 'x40',
    lang: 'es-419',
    split: 'tune',
    style: 'Panamá, renovación pegada de una hoja de cálculo (tabuladores) con precio actual y precio nuevo',
    notes: `Renovación Naviera Istmo S.A. (Ciudad de Panamá) - pegado de la hoja de precios
Concepto\tCantidad\tPrecio 2026 (actual)\tPrecio 2027
Licencia PortCall\t35 usuarios\tUSD 48/mes\tUSD 52/mes
Módulo aduanas\t1\tUSD 4,200/año\tUSD 4,500/año
Migración a nueva versión\t1\t—\tUSD 3,000 único
Renovación por 12 meses desde el 1/3/2027, facturación trimestral. Más ITBMS 7%.
Firma: Lic. Ricardo Chen, Gerente de TI, rchen@navieraistmo.com.pa`,
    expect: {
      fields: {
        custName: 'Naviera Istmo',
        custSigner: 'Ricardo Chen',
        custTitle: 'Gerente de TI',
        custEmail: 'rchen@navieraistmo.com.pa',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12',
        startDate: '2027-03-01',
        taxLabel: 'ITBMS',
        taxRate: 7,
      },
      lineItems: [
        { y1: 21840, y2: 0, descHas: 'PortCall' },
        { y1: 4500, y2: 0, descHas: 'aduanas' },
        { y1: 3000, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 31393.8, y2: 0 },
      amounts: ['USD 48', 'USD 52', 'USD 4,200', 'USD 4,500', 'USD 3,000'],
      notPrices: ['USD 48', 'USD 4,200'],
    },
    why: 'Lectura 29: la columna "actual" son precios vigentes (notPrices). PortCall 35 x 52 x 12 = 21,840; aduanas 4,500; migración 3,000 única. Neto 29,340 + ITBMS 2,053.80 = 31,393.80. Fecha día primero: 1/3/2027 = 2027-03-01.',
  },
];
