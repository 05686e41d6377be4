import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 19: 40 hand-labelled sales-rep notes (28 English: US, UK
 * (England and Scotland), Canada, Australia, India, Ireland, Kenya, the
 * Philippines, Singapore, the UAE, Malaysia, Nigeria, South Africa, and
 * English written by a German author; 12 Spanish: Mexico, Spain (two, es-ES),
 * Argentina, Chile, Colombia, Peru, Uruguay, Ecuador, Costa Rica, the
 * Dominican Republic and Puerto Rico) for draft_proposal / POST /proposals.
 * Shapes favoured: terse Slack and WhatsApp messages, Teams chat, CRM and
 * Salesforce exports (key: value lines, quoted CSV), options tables, forwarded
 * e-mail threads with corrections, voice-dictated notes in English and
 * Spanish, phone-typed notes with typos, seat ramps within year one,
 * graduated seat bands, year-by-year prices on 3-year terms, scoped and
 * whole-deal discounts (pct and fixed sums), free months on one line,
 * budgets, incumbent and competitor prices, and superseded quotes.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * readings header and first entries of corpus 18, for format).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-40 of corpus 18, restated word for word):
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
 *
 * Readings added for this corpus (41-59 are new):
 * 41. A seat ramp within year one ("forty caseworkers for the first six
 *     months, then seventy from month seven") is one line: y1 sums each
 *     period's count x monthly price x its months; y2 (multi-year deals) uses
 *     the last period's count for 12 months.
 * 42. Graduated seat bands that the note says are priced band by band ("each
 *     band priced separately"): it is one line whose amount sums each
 *     band's seats x its price; bands not reached are unchosen options
 *     (notPrices). Reading 15 still holds where a note prices the whole
 *     volume at the tier reached.
 * 43. A CRM export's deal-value field ("Amount: ₹10,32,000", "Monto del
 *     negocio: CLP 27.840.000") restates the deal like a total row (reading
 *     29): it is an amount, gives no line and is not a notPrice. Close dates,
 *     stages, owners and deal numbers are no fields and no amounts.
 * 44. The note written in English by a German author (y08) follows the German
 *     convention of reading 21 ("EUR 1.450,00" = 1450, "EUR 9,50" = 9.50);
 *     "à" means "at ... each", "pieces" is a quantity and "invoicing yearly
 *     in advance" is billing Annual.
 * 45. Number conventions added: the Uruguayan note follows the Spanish
 *     default of reading 9 ("US$ 3.900" = 3900), as do the Argentine,
 *     Chilean, Colombian, Costa Rican and Spanish ones (reading 22). The
 *     Puerto Rican note writes US-style numbers ("$1,400" = 1400, "$19.00" =
 *     19), like the Mexican, Peruvian and Dominican ones. "₦1.2M" =
 *     1 200 000 (reading 9).
 * 46. Further currency evidence under reading 10: US$ (USD), ₦ (NGN), the
 *     name "euros" (EUR); KES, AED, CAD, MXN, CLP and USD written as codes.
 *     The Puerto Rican note writes a bare "$" only and gives no currency
 *     expectation, like the US notes.
 * 47. A list price with a per-line discount column ("$420.00 | 10%") is the
 *     price the scoped discount is folded into (reading 4): an amount, not a
 *     notPrice; a "Net Annual Total" column and a "Quote Total" row restate
 *     the lines (reading 29). A price stated for year three of a 3-year deal
 *     ("$590 Y3") is an amount that gives no line and is not a notPrice (only
 *     year two is measured, reading 3).
 * 48. Honorifics added to reading 39: Encik (Malay), D. (Don), Cr.
 *     (Contador), Licda.; they are not part of custSigner. A signer given
 *     with an initial ("Mr. S. Venkatesh") keeps the initial.
 * 49. Dates: "valid for 30 days" = drafting date + 30 days (2026-12-21). A
 *     day and month without a year ("1 Dec", "Valid until Dec 18", "January
 *     4th") is the next such date on or after 2026-11-21.
 * 50. Year flags of whole-deal discounts: "across the whole contract", "both
 *     years", "sobre todo el contrato (los tres años)" flag y1 and y2; "year
 *     one only", "del primer año" and a one-time signing credit flag y1
 *     only. On single-year deals y2 is false (reading 5).
 * 51. Where a note gives two prices for one item by billing option ("$36 if
 *     paid annually ($42 month-to-month, but they're doing annual)"), the
 *     option taken is the line price and sets billing; the other price is an
 *     unchosen option (notPrice, reading 8).
 * 52. Free months on a flat monthly fee (not per seat) reduce that line's
 *     billed months in year one, as in reading 6; a one-time per-unit fee
 *     ("USD 65 por sensor, pago único") is multiplied by the unit count
 *     (reading 2).
 * 53. taxLabel additions (readings 24, 36): 'IVU' (Puerto Rico), 'SST' for
 *     Malaysia's "SST on services", 'HST' for Nova Scotia, 'GST' for Alberta,
 *     'sales tax' for the Ohio, Wisconsin and Texas sales taxes. Notes that
 *     say no sales tax applies ("tax exempt", "no sales tax in Oregon", "NH
 *     has no sales tax", "doesn't apply ... no tax line") carry taxRate 0
 *     (reading 7).
 * 54. A price given only in quoted history that the latest message keeps
 *     ("El precio por usuario que nos diste está bien", "al mismo precio") is
 *     the price; a quoted item the latest message replaces ("adiestramiento 3
 *     días a $1,400 el día", replaced by hours) is a notPrice (reading 33).
 * 55. Unit words: "each", "c/u" (cada uno), "à" and "@" price one unit; "pm",
 *     "/mo", "/mth", "mensuales", "al mes" are per month; "/yr", "per annum",
 *     "al año", "anual" per year. Spanish dictation follows reading 32
 *     ("coma", "punto", "arroba"; "cuarenta", "cincuenta" are numbers).
 * 56. The support field is expected where the note names the support tier
 *     taken ("Support: Gold", "Soporte Premium"); a support line without a
 *     tier name ("Soporte anual") is a line but gives no support field.
 * 57. edition is expected only where the note names a plan or package as such
 *     ("ClinicDesk Practice plan", "Package: RouteMaster Growth", "Plan
 *     Avanzado"); a product name that merely ends in a tier word ("FleetPulse
 *     Pro", "TeamVault Business", "LearnTrack Plus", "DocuMatter Premium")
 *     gives no edition expectation.
 * 58. A person marked "Contact + signer", "Signing:", "Signature:",
 *     "Firmante:", "Firmará" or "Firma" signs (custSigner). custTitle keeps
 *     the note's abbreviations ("VP Ops", "Finance Dir", "Asst.
 *     Superintendent"). "On our side ... signs for us" and "Our CRO ... signs
 *     for us" name lucSigner and lucTitle (reading 20); "order form (not a
 *     full proposal)" gives docType 'order'.
 * 59. Typos in product and item words ("Desing", "traning", "facilites") are
 *     kept as written; descHas uses a word as the note spells it.
 */

export const BLIND_NOTES_19: BlindNote[] = [
  {
    id: 'y01',
    lang: 'en',
    split: 'tune',
    style: 'US Slack one-liner, lowercase, abbreviations, no tax on SaaS',
    notes: `hey can you spin up a proposal for Harlow Logistics (Fort Wayne, IN) - 120 seats FleetPulse Pro @ $32/seat/mo, annual prepay, 12 mo term. onboarding $2,500 flat. no sales tax, SaaS isn't taxable in IN. signer Dana Whitfield, VP Ops, dana.whitfield@harlowlogistics.com. need it out today pls 🙏`,
    expect: {
      fields: {
        custName: 'Harlow Logistics',
        custSigner: 'Dana Whitfield',
        custTitle: 'VP Ops',
        custEmail: 'dana.whitfield@harlowlogistics.com',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 46080, y2: 0, descHas: 'FleetPulse' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 48580, y2: 0 },
      amounts: ['$32', '$2,500'],
    },
    why: '120 x $32 x 12 = 46,080; onboarding 2,500 one-time (reading 2). The note says no sales tax applies: taxRate 0, no taxLabel (reading 7). "annual prepay" = billing Annual. Bare $: no currency.',
  },
  {
    id: 'y02',
    lang: 'en',
    split: 'tune',
    style: 'UK bulleted list with a discount scoped to one product',
    notes: `Proposal pls for Penrose Architects Ltd (Bristol):
• 45 x Studio licences – £62 per user per month
• 45 x Render Cloud add-on – £18 per user per month
• 2 x remote training sessions @ £400 each
• 15% off the Studio licences only (agreed with Tom on the call, not on Render or training)
• 12 months, invoiced annually in advance
• prices ex VAT, VAT 20%
• Contact + signer: Priya Sandhu, Practice Manager – priya@penrosearchitects.co.uk`,
    expect: {
      fields: {
        custName: 'Penrose Architects',
        custSigner: 'Priya Sandhu',
        custTitle: 'Practice Manager',
        custEmail: 'priya@penrosearchitects.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 28458, y2: 0, descHas: 'Studio' },
        { y1: 9720, y2: 0, descHas: 'Render' },
        { y1: 800, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 46773.6, y2: 0 },
      amounts: ['£62', '£18', '£400'],
    },
    why: 'Studio 45 x £62 x 12 = 33,480, less the scoped 15% (folded, reading 4) = 28,458; Render 45 x £18 x 12 = 9,720; training 2 sessions x £400 = 800 one-time (reading 37). Net 38,978 + VAT 20% 7,795.60 = 46,773.60. "Contact + signer" says she signs.',
  },
  {
    id: 'y03',
    lang: 'en',
    split: 'tune',
    style: 'Australian e-mail recap after a meeting, free months on one line, monthly billing',
    notes: `Hi team,

Can you draft a proposal for Coastline Physio Group? Summary of where we landed after Thursday's meeting:

- ClinicDesk Practice plan, 28 practitioners at A$89 per practitioner per month
- SMS reminders bundle, A$150 per month flat (covers all 4 clinics)
- First 2 months free on the Practice plan seats only (not the SMS bundle) - that was the sweetener to get them off their current system
- Data migration from the old system, A$3,200 one-off
- 12 month term, billed monthly, start date 1 Dec
- All prices ex GST, add GST at 10%

Signing: Mitch Larkin, Director (mitch@coastlinephysio.com.au)

Cheers,
Bec`,
    expect: {
      fields: {
        custName: 'Coastline Physio',
        custSigner: 'Mitch Larkin',
        custTitle: 'Director',
        custEmail: 'mitch@coastlinephysio.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12',
        startDate: '2026-12-01',
        edition: 'Practice',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 24920, y2: 0, descHas: 'ClinicDesk' },
        { y1: 1800, y2: 0, descHas: 'SMS' },
        { y1: 3200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 32912, y2: 0 },
      amounts: ['A$89', 'A$150', 'A$3,200'],
    },
    why: 'Seats 28 x A$89 x 10 billed months (2 free, reading 6) = 24,920; SMS A$150 x 12 = 1,800 (free months do not apply to it); migration 3,200 one-time. Net 29,920 + GST 10% 2,992 = 32,912. "1 Dec" counted from 2026-11-21 = 2026-12-01.',
  },
  {
    id: 'y04',
    lang: 'en',
    split: 'held',
    style: 'Indian CRM opportunity export (key: value lines), lakh amounts, separate contact and signatory',
    notes: `--- CRM export: Opportunity OPP-44817 ---
Account Name: Sahyadri Agro Foods Pvt Ltd
Opportunity Owner: Karthik R
Stage: Proposal/Price Quote
Close Date: 15/12/2026
Amount: ₹10,32,000
Products:
  1) HarvestERP Cloud - 60 users - ₹1,100 per user per month
  2) Mobile field app - 25 users - ₹400 per user per month
  3) Implementation - fixed - ₹1.2 lakh
Billing Frequency: Quarterly
Contract Term: 12 months
Tax: GST 18% extra
Primary Contact: Meera Kulkarni (meera.k@sahyadriagro.in)
Authorised Signatory: Anil Deshpande, Managing Director
Next Step: send proposal by Monday`,
    expect: {
      fields: {
        custName: 'Sahyadri Agro',
        custSigner: 'Anil Deshpande',
        custTitle: 'Managing Director',
        custEmail: 'meera.k@sahyadriagro.in',
        currency: 'INR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 792000, y2: 0, descHas: 'HarvestERP' },
        { y1: 120000, y2: 0, descHas: 'Mobile' },
        { y1: 120000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 1217760, y2: 0 },
      amounts: ['₹10,32,000', '₹1,100', '₹400', '₹1.2 lakh'],
    },
    why: '60 x ₹1,100 x 12 = 7,92,000; 25 x ₹400 x 12 = 1,20,000; implementation ₹1.2 lakh = 1,20,000 one-time (reading 9). Net 10,32,000 (the CRM "Amount" restates it, reading 43) + GST 18% 1,85,760 = 12,17,760. Close Date is no field. custEmail is the primary contact (reading 12).',
  },
  {
    id: 'y05',
    lang: 'en',
    split: 'tune',
    style: 'Irish forwarded e-mail with the customer mail quoted and a seat-count correction below',
    notes: `---------- Forwarded message ---------
From: Ciarán Byrne <ciaran.byrne@vaultline.io>
Date: Thu, 19 Nov 2026 at 16:40
Subject: Fwd: Shannon Credit Union - TeamVault quote
To: Deal Desk <dealdesk@vaultline.io>

Can you turn this into a proposal? Aoife's mail is below, my correction is at the bottom.

> From: Aoife Kennedy <akennedy@shannoncu.ie>
> Hi Ciarán, we'd like to go ahead with TeamVault Business for 50 staff at the €14 per user per month you mentioned, plus the SSO add-on at €3 per user per month. We'd prefer to be billed annually and a two-year term is fine. I'll be signing as Head of IT.
> Thanks, Aoife

Correction: spoke to Aoife this morning - actually make it 60 seats, they're adding the Limerick branch. Same pricing on both items for all 60. Year 2 price goes up 4% on TeamVault only, SSO stays flat. VAT 23% applies.`,
    expect: {
      fields: {
        custName: 'Shannon Credit Union',
        custSigner: 'Aoife Kennedy',
        custTitle: 'Head of IT',
        custEmail: 'akennedy@shannoncu.ie',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 10080, y2: 10483.2, descHas: 'TeamVault' },
        { y1: 2160, y2: 2160, descHas: 'SSO' },
      ],
      discounts: [],
      totals: { y1: 15055.2, y2: 15551.14 },
      amounts: ['€14', '€3'],
    },
    why: "Correction wins (reading 28): 60 seats on both lines. TeamVault 60 x €14 x 12 = 10,080; y2 €14 x 1.04 = €14.56 x 60 x 12 = 10,483.20. SSO 60 x €3 x 12 = 2,160 both years. y1 12,240 + VAT 23% 2,815.20 = 15,055.20; y2 12,643.20 + VAT 2,907.94 (2,907.936) = 15,551.14. The vaultline.io addresses are the rep's own.",
  },
  {
    id: 'y06',
    lang: 'en',
    split: 'tune',
    style: 'Kenyan WhatsApp chat export, one line per message, whole-deal discount approved by a manager',
    notes: `[20/11/2026, 10:12] Wanjiru (Sales): Pls draft proposal - Jamii Microfinance Ltd, Nairobi
[20/11/2026, 10:12] Wanjiru (Sales): LoanBook Core 35 users KES 2,500 per user per month
[20/11/2026, 10:13] Wanjiru (Sales): M-Pesa integration setup KES 150,000 one time
[20/11/2026, 10:13] Wanjiru (Sales): staff training 3 days @ KES 45,000/day
[20/11/2026, 10:14] Wanjiru (Sales): 1 yr, billed quarterly. plus VAT 16%
[20/11/2026, 10:15] Wanjiru (Sales): they asked for 10% off the whole thing, Otieno approved
[20/11/2026, 10:16] Wanjiru (Sales): signer is the CEO Mr. Daniel Mwangi daniel.mwangi@jamiimfi.co.ke`,
    expect: {
      fields: {
        custName: 'Jamii Microfinance',
        custSigner: 'Daniel Mwangi',
        custTitle: 'CEO',
        custEmail: 'daniel.mwangi@jamiimfi.co.ke',
        currency: 'KES',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 1050000, y2: 0, descHas: 'LoanBook' },
        { y1: 150000, y2: 0, descHas: 'M-Pesa' },
        { y1: 135000, y2: 0, descHas: 'training' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 1393740, y2: 0 },
      amounts: ['KES 2,500', 'KES 150,000', 'KES 45,000'],
    },
    why: '35 x KES 2,500 x 12 = 1,050,000; setup 150,000 one-time; training 3 x 45,000 = 135,000 one-time. Subtotal 1,335,000 less whole-deal 10% (133,500) = 1,201,500; VAT 16% 192,240 -> 1,393,740. Chat timestamps are not amounts (reading 26).',
  },
  {
    id: 'y07',
    lang: 'en',
    split: 'held',
    style: 'Philippine e-mail to a colleague, two-year deal with year-two growth, module declined',
    notes: `Hi Jessa,

Pls prepare the proposal for Bayanihan BPO Services Inc. (Pasig). Details:

Workforce Mgmt suite - 300 agents x ₱450 per agent per month
Quality Monitoring module - 80 seats x ₱300/seat/month
Onsite configuration - 5 man-days @ ₱28,000 per day
Term: 24 months, billed annually. For Year 2 they will add 100 more agents to WFM (400 total), QM stays at 80.
Prices are VAT-exclusive, VAT 12%.

They also asked about the Speech Analytics module (₱650/agent/month) but decided not to take it this year.

Signatory: Ms. Maria Lourdes Santos, VP Operations, mlsantos@bayanihanbpo.ph

Thanks po!
Rico`,
    expect: {
      fields: {
        custName: 'Bayanihan BPO',
        custSigner: 'Maria Lourdes Santos',
        custTitle: 'VP Operations',
        custEmail: 'mlsantos@bayanihanbpo.ph',
        currency: 'PHP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 1620000, y2: 2160000, descHas: 'Workforce' },
        { y1: 288000, y2: 288000, descHas: 'Quality' },
        { y1: 140000, y2: 0, descHas: 'configuration' },
      ],
      discounts: [],
      totals: { y1: 2293760, y2: 2741760 },
      amounts: ['₱450', '₱300', '₱28,000', '₱650'],
      notPrices: ['₱650'],
    },
    why: 'WFM 300 x ₱450 x 12 = 1,620,000; y2 400 x 450 x 12 = 2,160,000 (reading 38). QM 80 x 300 x 12 = 288,000 both years. 5 man-days x 28,000 = 140,000 one-time. y1 2,048,000 + VAT 12% 245,760 = 2,293,760; y2 2,448,000 + 293,760 = 2,741,760. Speech Analytics declined: notPrice.',
  },
  {
    id: 'y08',
    lang: 'en',
    split: 'held',
    style: 'English written by a German author, German number format, 36-month term with licence indexation',
    notes: `Hello together,

please prepare an offer for Brenner Maschinenbau GmbH (Augsburg) as discussed in our meeting of 17.11.2026:

- MES Connect plant licence: 4 sites à EUR 1.450,00 per site and month
- Additional operator accounts: 120 pieces à EUR 9,50 per month
- Commissioning on site: 6 man-days à EUR 1.100,00
- Contract duration 36 months, invoicing yearly in advance
- From the second contract year the prices for the licences (plant licence and operator accounts) increase by 3 %
- All prices plus 19 % VAT

Signature: Dr. Jürgen Hofmann, Managing Director (j.hofmann@brenner-mb.de)

Best regards
Katrin Vogel`,
    expect: {
      fields: {
        custName: 'Brenner Maschinenbau',
        custSigner: 'Jürgen Hofmann',
        custTitle: 'Managing Director',
        custEmail: 'j.hofmann@brenner-mb.de',
        currency: 'EUR',
        billing: 'Annual',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 19,
      },
      lineItems: [
        { y1: 69600, y2: 71688, descHas: 'MES' },
        { y1: 13680, y2: 14090.4, descHas: 'operator' },
        { y1: 6600, y2: 0, descHas: 'Commissioning' },
      ],
      discounts: [],
      totals: { y1: 106957.2, y2: 102076.3 },
      amounts: ['EUR 1.450,00', 'EUR 9,50', 'EUR 1.100,00'],
    },
    why: 'German convention (reading 44): EUR 1.450,00 = 1450. Plant 4 x 1,450 x 12 = 69,600; y2 1,450 x 1.03 = 1,493.50 x 48 = 71,688. Operators 120 x 9.50 x 12 = 13,680; y2 9.785 x 1,440 = 14,090.40. Commissioning 6 x 1,100 = 6,600 one-time. y1 89,880 + VAT 19% 17,077.20 = 106,957.20; y2 85,778.40 + 16,297.90 (16,297.896) = 102,076.30. Only year two is measured (reading 3).',
  },
  {
    id: 'y09',
    lang: 'en',
    split: 'tune',
    style: 'Canadian deal-desk request form, per-quarter prices, hardware bought outright, price lock',
    notes: `Deal desk request - Prairie Grain Co-op (Lethbridge, AB)

Product: SiloSense monitoring
- 40 sensor gateways, C$210 per gateway per quarter
- Cloud dashboard, 15 users, C$45/user/quarter
- Gateway hardware purchased outright: 40 units x C$380
Billing: quarterly
Term: 2 years. Year 2 same pricing (they asked for a price lock, approved).
Tax: Alberta, so GST 5% only.
Signer: Gord Halvorsen, General Manager, gord@prairiegrain.ca
Valid until Dec 18.`,
    expect: {
      fields: {
        custName: 'Prairie Grain',
        custSigner: 'Gord Halvorsen',
        custTitle: 'General Manager',
        custEmail: 'gord@prairiegrain.ca',
        currency: 'CAD',
        billing: 'Quarterly',
        term: '24',
        validUntil: '2026-12-18',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 33600, y2: 33600, descHas: 'gateway' },
        { y1: 2700, y2: 2700, descHas: 'dashboard' },
        { y1: 15200, y2: 0, descHas: 'hardware' },
      ],
      discounts: [],
      totals: { y1: 54075, y2: 38115 },
      amounts: ['C$210', 'C$45', 'C$380'],
    },
    why: 'Per-quarter x 4 (reading 1): 40 x C$210 x 4 = 33,600; 15 x C$45 x 4 = 2,700; hardware 40 x C$380 = 15,200 one-time (reading 37). y1 51,500 + GST 5% 2,575 = 54,075; y2 36,300 + 1,815 = 38,115.',
  },
  {
    id: 'y10',
    lang: 'en',
    split: 'held',
    style: 'US rep pastes an options table (tab-separated) and says which option the customer chose',
    notes: `Pasting from my pricing sheet - Redwood Unified School District wants Option B. Please draft.

Option\tItem\tQty\tUnit\tPer
A\tLearnTrack Standard\t1,800 students\t$4.00\tstudent/yr
B\tLearnTrack Plus\t1,800 students\t$6.50\tstudent/yr
B\tTeacher PD workshop\t4 sessions\t$1,200.00\tsession
B\tSIS rostering connector\t1\t$2,000.00\tyear

3 year term, annual invoices, 3% uplift each year on the Plus licences only (connector flat). CA sales tax doesn't apply to this, so no tax line. Signer Dr. Alicia Moreno, Asst. Superintendent, amoreno@redwoodusd.org. PO to follow.`,
    expect: {
      fields: {
        custName: 'Redwood Unified',
        custSigner: 'Alicia Moreno',
        custTitle: 'Asst. Superintendent',
        custEmail: 'amoreno@redwoodusd.org',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 11700, y2: 12051, descHas: 'Plus' },
        { y1: 4800, y2: 0, descHas: 'workshop' },
        { y1: 2000, y2: 2000, descHas: 'connector' },
      ],
      discounts: [],
      totals: { y1: 18500, y2: 14051 },
      amounts: ['$4.00', '$6.50', '$1,200.00', '$2,000.00'],
      notPrices: ['$4.00'],
    },
    why: 'Option B rows only; Option A ($4.00) is an unchosen option (reading 8). Plus 1,800 x $6.50 = 11,700 (per year); y2 x 1.03 = 12,051. PD 4 sessions x 1,200 = 4,800 one-time (reading 37). Connector 2,000 per year both years. No tax (reading 7).',
  },
  {
    id: 'y11',
    lang: 'en',
    split: 'held',
    style: 'US voice dictation in the car, phased seat ramp within year one, nonprofit rate vs list',
    notes: `Dictated on the drive back, sorry for typos. New proposal for Hope Harbor Family Services, it's a nonprofit in Tacoma Washington, they are tax exempt so no sales tax. They're rolling CaseNote out in phases. Forty caseworkers for the first six months, then seventy caseworkers from month seven onward, price is $55 per caseworker per month, that's our nonprofit rate. Our list is $75 but don't show that on the proposal. Plus the data import from their old Access database, flat $1,800. Two year term billed monthly. Year two stays at seventy users same price. Signer is their executive director Lorraine Ibsen, lorraine at hopeharborfs dot org. Start date January 4th.`,
    expect: {
      fields: {
        custName: 'Hope Harbor',
        custSigner: 'Lorraine Ibsen',
        custTitle: 'executive director',
        custEmail: 'lorraine@hopeharborfs.org',
        billing: 'Monthly',
        term: '24',
        startDate: '2027-01-04',
        taxRate: 0,
      },
      lineItems: [
        { y1: 36300, y2: 46200, descHas: 'CaseNote' },
        { y1: 1800, y2: 0, descHas: 'import' },
      ],
      discounts: [],
      totals: { y1: 38100, y2: 46200 },
      amounts: ['$55', '$75', '$1,800'],
      notPrices: ['$75'],
    },
    why: 'Ramp within year one (reading 41): (40 x 6 + 70 x 6) x $55 = 660 x 55 = 36,300; y2 70 x 55 x 12 = 46,200. Import 1,800 one-time. List price $75 is not the price (notPrice). Tax exempt: taxRate 0 (reading 7). January 4th after 2026-11-21 = 2027-01-04. Spoken e-mail per reading 32.',
  },
  {
    id: 'y12',
    lang: 'en',
    split: 'held',
    style: 'Scottish terse one-liner, abbreviations',
    notes: `pls draft: Tayside Housing Assoc, 25 x RentRoll Pro @ £38/user/mth, 12m annual, £750 setup, VAT std 20%, signer Fiona Reid (Finance Dir) fiona.reid@taysideha.org.uk`,
    expect: {
      fields: {
        custName: 'Tayside Housing',
        custSigner: 'Fiona Reid',
        custTitle: 'Finance Dir',
        custEmail: 'fiona.reid@taysideha.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 11400, y2: 0, descHas: 'RentRoll' },
        { y1: 750, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 14580, y2: 0 },
      amounts: ['£38', '£750'],
    },
    why: '25 x £38 x 12 = 11,400; setup 750 one-time. Net 12,150 + VAT 20% 2,430 = 14,580. "12m annual" = 12-month term billed annually.',
  },
  {
    id: 'y13',
    lang: 'en',
    split: 'held',
    style: 'Singapore Slack channel thread, manager approves a fixed discount on year one only',
    notes: `#deal-desk
Wei Ling Tan  2:14 PM
need a proposal for Merlion Freight Pte Ltd pls. 2 yr deal, billed annually
• DockFlow TMS – 70 users @ S$48/user/mth
• Customs e-filing module – S$6,000/yr flat
• Setup + training – S$8,500 one-time
they're pushing for a discount, can we do S$5,000 off?
Marcus Lim  2:31 PM
ok approved, year 1 only, not yr 2. don't go lower than that
Wei Ling Tan  2:33 PM
thx! signer is Mr Raymond Goh, Director of Logistics – raymond.goh@merlionfreight.com.sg. GST 9% on top`,
    expect: {
      fields: {
        custName: 'Merlion Freight',
        custSigner: 'Raymond Goh',
        custTitle: 'Director of Logistics',
        custEmail: 'raymond.goh@merlionfreight.com.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 40320, y2: 40320, descHas: 'DockFlow' },
        { y1: 6000, y2: 6000, descHas: 'Customs' },
        { y1: 8500, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'amount', value: 5000, y1: true, y2: false }],
      totals: { y1: 54303.8, y2: 50488.8 },
      amounts: ['S$48', 'S$6,000', 'S$8,500', 'S$5,000'],
    },
    why: '70 x S$48 x 12 = 40,320 both years; customs 6,000 per year; setup 8,500 one-time. y1 54,820 - 5,000 (whole-deal amount, year 1 only, reading 27) = 49,820 + GST 9% 4,483.80 = 54,303.80. y2 46,320 + 4,168.80 = 50,488.80.',
  },
  {
    id: 'y14',
    lang: 'en',
    split: 'held',
    style: 'UAE e-mail request, per-clinic yearly prices, incumbent price mentioned, validity in days',
    notes: `Subject: Proposal request – Al Noor Medical Clinics (Dubai)

Hi,

Please draft for Al Noor Medical Clinics LLC:
1. PatientFlow Enterprise – 12 clinics, AED 18,000 per clinic per year
2. Tele-consult add-on – 12 clinics, AED 4,500 per clinic per year
3. HL7 integration with their lab system – AED 35,000 one-time
Term 12 months, paid annually in advance. UAE VAT 5% on top.
FYI their current vendor charges AED 21,000 per clinic, so we're already well below – no further discount.
Signing: Dr. Fatima Al Mansoori, Chief Operating Officer, f.almansoori@alnoorclinics.ae
Please make the quote valid for 30 days.

Thanks,
Rahul`,
    expect: {
      fields: {
        custName: 'Al Noor',
        custSigner: 'Fatima Al Mansoori',
        custTitle: 'Chief Operating Officer',
        custEmail: 'f.almansoori@alnoorclinics.ae',
        currency: 'AED',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        taxLabel: 'VAT',
        taxRate: 5,
      },
      lineItems: [
        { y1: 216000, y2: 0, descHas: 'PatientFlow' },
        { y1: 54000, y2: 0, descHas: 'Tele-consult' },
        { y1: 35000, y2: 0, descHas: 'HL7' },
      ],
      discounts: [],
      totals: { y1: 320250, y2: 0 },
      amounts: ['AED 18,000', 'AED 4,500', 'AED 35,000', 'AED 21,000'],
      notPrices: ['AED 21,000'],
    },
    why: '12 x 18,000 = 216,000; 12 x 4,500 = 54,000 (per-year prices); HL7 35,000 one-time. Net 305,000 + VAT 5% 15,250 = 320,250. Incumbent price is a notPrice. Valid for 30 days = 2026-11-21 + 30 = 2026-12-21 (reading 49).',
  },
  {
    id: 'y15',
    lang: 'en',
    split: 'tune',
    style: 'US call recap with budget, incumbent quote and an annual-vs-monthly price choice',
    notes: `Hey - proposal for Olentangy Valley Credit Union (Columbus, OH). Recap from today's call:
They have a budget of $90k for year one. The incumbent quoted them $7,800/mo to renew (their words).
We're going with Engage Pro:
- 150 member-service seats at $36/seat/month if paid annually ($42 month-to-month, but they're doing annual)
- Compliance archiving at $1,100/month
- Implementation package $6,500
12-month term. Ohio sales tax, 7.5% for Franklin County, applies.
Brian Kowalski, CIO, signs - bkowalski@olentangyvcu.org`,
    expect: {
      fields: {
        custName: 'Olentangy Valley',
        custSigner: 'Brian Kowalski',
        custTitle: 'CIO',
        custEmail: 'bkowalski@olentangyvcu.org',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 64800, y2: 0, descHas: 'seat' },
        { y1: 13200, y2: 0, descHas: 'archiving' },
        { y1: 6500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 90837.5, y2: 0 },
      amounts: ['$90k', '$7,800', '$36', '$42', '$1,100', '$6,500'],
      notPrices: ['$90k', '$7,800', '$42'],
    },
    why: 'Annual-prepay price chosen (reading 51): 150 x $36 x 12 = 64,800; archiving 1,100 x 12 = 13,200; implementation 6,500 one-time. Net 84,500 + sales tax 7.5% 6,337.50 = 90,837.50. Budget, incumbent quote and the unchosen month-to-month price are notPrices.',
  },
  {
    id: 'y16',
    lang: 'en',
    split: 'held',
    style: 'Australian 3-year deal with year-by-year seat growth, uplift on one line, whole-contract discount',
    notes: `Proposal for Murray Basin Water (NSW) - 3 yr deal

Year 1: 200 field users on AssetIQ at A$24 per user per month
Year 2: 260 users, price + 3.5%
Year 3: 300 users (same uplift again)
Plus asset data migration A$12,000 once-off and a GIS connector at A$7,200 per year (no uplift on the connector).
Billing annual in advance. Customer is a state-owned corp so procurement wants 5% off across the whole contract - approved by Sarah.
All ex GST - GST 10%.
Signatory: Graham O'Loughlin, Chief Information Officer - graham.oloughlin@murraybasinwater.com.au`,
    expect: {
      fields: {
        custName: 'Murray Basin Water',
        custSigner: "Graham O'Loughlin",
        custTitle: 'Chief Information Officer',
        custEmail: 'graham.oloughlin@murraybasinwater.com.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '36',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 57600, y2: 77500.8, descHas: 'AssetIQ' },
        { y1: 12000, y2: 0, descHas: 'migration' },
        { y1: 7200, y2: 7200, descHas: 'GIS' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 80256, y2: 88512.34 },
      amounts: ['A$24', 'A$12,000', 'A$7,200'],
    },
    why: 'AssetIQ 200 x A$24 x 12 = 57,600; y2 260 x (24 x 1.035 = 24.84) x 12 = 77,500.80 (readings 3, 38). Migration 12,000 one-time; connector 7,200 both years. Whole-contract 5% on both years (reading 50): y1 76,800 - 3,840 = 72,960 + GST 7,296 = 80,256; y2 84,700.80 - 4,235.04 = 80,465.76 + GST 8,046.58 (8,046.576) = 88,512.34. Year 3 not measured.',
  },
  {
    id: 'y17',
    lang: 'en',
    split: 'held',
    style: 'Indian e-mail with lettered items, hourly services and a price correction at the end',
    notes: `Hi Sneha, pls make proposal for Kaveri Textiles Ltd, Coimbatore.
Items:
a) QualityLens vision inspection s/w - 8 production lines @ Rs. 18,000 per line per month
b) Custom defect model training - 120 hours @ Rs. 2,500/hr
c) Annual support & AMC - Rs. 1,50,000 per year
Term 1 year, billing quarterly, GST 18% extra.
Correction after talking to their plant head: line rate is Rs. 16,500 instead of the earlier rate (we matched the pilot price). Hours stay 120.
Signatory: Mr. S. Venkatesh, Plant Director, venkatesh@kaveritextiles.com`,
    expect: {
      fields: {
        custName: 'Kaveri Textiles',
        custSigner: 'S. Venkatesh',
        custTitle: 'Plant Director',
        custEmail: 'venkatesh@kaveritextiles.com',
        currency: 'INR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1584000, y2: 0, descHas: 'QualityLens' },
        { y1: 300000, y2: 0, descHas: 'training' },
        { y1: 150000, y2: 0, descHas: 'AMC' },
      ],
      discounts: [],
      totals: { y1: 2400120, y2: 0 },
      amounts: ['Rs. 18,000', 'Rs. 2,500', 'Rs. 1,50,000', 'Rs. 16,500'],
      notPrices: ['Rs. 18,000'],
    },
    why: 'Corrected rate wins (reading 28): 8 x Rs. 16,500 x 12 = 15,84,000. Training 120 h x 2,500 = 3,00,000 one-time (reading 37). AMC 1,50,000 per year. Net 20,34,000 + GST 18% 3,66,120 = 24,00,120. Rs. 18,000 superseded.',
  },
  {
    id: 'y18',
    lang: 'en',
    split: 'tune',
    style: 'UK renewal plus upgrade, current contract recapped, start date next year',
    notes: `Renewal + upsell – Fenwick & Hale Solicitors (Leeds)

Current contract (ends 31/12/2026): 60 x DocuMatter Standard at £29/user/month.
Renewal from 01/01/2027 for 12 months: they're moving all 60 users to DocuMatter Premium at £41 per user per month, and adding 10 new users on Premium at the same rate (70 in total).
E-billing module renews at £260 per month (was £240).
One-off Premium migration & training: £2,200.
Billed annually. VAT at 20%.
Signer: Rachel Fenwick, Managing Partner — r.fenwick@fenwickhale.co.uk`,
    expect: {
      fields: {
        custName: 'Fenwick & Hale',
        custSigner: 'Rachel Fenwick',
        custTitle: 'Managing Partner',
        custEmail: 'r.fenwick@fenwickhale.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 34440, y2: 0, descHas: 'Premium' },
        { y1: 3120, y2: 0, descHas: 'E-billing' },
        { y1: 2200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 47712, y2: 0 },
      amounts: ['£29', '£41', '£260', '£240', '£2,200'],
      notPrices: ['£29', '£240'],
    },
    why: "Premium 70 x £41 x 12 = 34,440; E-billing £260 x 12 = 3,120; migration 2,200 one-time. Net 39,760 + VAT 20% 7,952 = 47,712. Current Standard price £29 and last year's £240 are notPrices (reading 13).",
  },
  {
    id: 'y19',
    lang: 'en',
    split: 'tune',
    style: 'US e-mail asking for an order form, one-time signing credit, our own signer named',
    notes: `Subject: order form needed – Lakeshore Orthopedics

Can you put together an order form (not a full proposal) for Lakeshore Orthopedics in Milwaukee? They gave us the verbal yesterday.

• ScribeAI ambient documentation – 22 providers x $310/provider/month
• EHR integration (Epic) – one-time $9,000
• Go-live support – 3 days onsite at $1,650/day
• Annual term, billed quarterly
• Apply a $4,000 signing credit off the total (one-time)
• Wisconsin sales tax 5.5%

Signer: Dr. Kevin Osei, Medical Director, kosei@lakeshoreortho.com. On our side Jenna Park, VP Sales, signs for us.`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Lakeshore Orthopedics',
        custSigner: 'Kevin Osei',
        custTitle: 'Medical Director',
        custEmail: 'kosei@lakeshoreortho.com',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 5.5,
        lucSigner: 'Jenna Park',
        lucTitle: 'VP Sales',
      },
      lineItems: [
        { y1: 81840, y2: 0, descHas: 'ScribeAI' },
        { y1: 9000, y2: 0, descHas: 'EHR' },
        { y1: 4950, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [{ kind: 'amount', value: 4000, y1: true, y2: false }],
      totals: { y1: 96838.45, y2: 0 },
      amounts: ['$310', '$9,000', '$1,650', '$4,000'],
    },
    why: '22 x $310 x 12 = 81,840; Epic integration 9,000 one-time; go-live 3 x 1,650 = 4,950 one-time. Subtotal 95,790 - $4,000 credit (reading 37) = 91,790 + sales tax 5.5% 5,048.45 = 96,838.45. "Annual term" = 12 months.',
  },
  {
    id: 'y20',
    lang: 'en',
    split: 'held',
    style: 'Canadian Slack DM with typos, free months on one line, two-year term, HST',
    notes: `hey can u draft for Bluenose Seafoods Ltd (Halifax NS)
- ColdChain Monitor: 18 facilites @ $95/facility/mo
- driver app: 45 drivers @ $12/driver/mo
- 3 months free on the driver app only (pilot converison deal)
- install & calibraton $5,400 one time
- 2yr term, billed monthly, yr2 same qty & price
- HST 14%
prices in CAD. signer: Colleen MacIsaac, Controller, cmacisaac@bluenoseseafoods.ca`,
    expect: {
      fields: {
        custName: 'Bluenose Seafoods',
        custSigner: 'Colleen MacIsaac',
        custTitle: 'Controller',
        custEmail: 'cmacisaac@bluenoseseafoods.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'HST',
        taxRate: 14,
      },
      lineItems: [
        { y1: 20520, y2: 20520, descHas: 'ColdChain' },
        { y1: 4860, y2: 6480, descHas: 'driver' },
        { y1: 5400, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 35089.2, y2: 30780 },
      amounts: ['$95', '$12', '$5,400'],
    },
    why: 'ColdChain 18 x $95 x 12 = 20,520 both years. Driver app 45 x $12 x 9 billed months = 4,860 in y1 (3 free, reading 6); y2 full 12 months 6,480 (free months do not repeat, reading 3). Install 5,400 one-time. y1 30,780 + HST 14% 4,309.20 = 35,089.20; y2 27,000 + 3,780 = 30,780. CAD named as a code.',
  },
  {
    id: 'y21',
    lang: 'en',
    split: 'held',
    style: 'Malaysian proposal request with indented dash items, year-two rate rise on one line, SST',
    notes: `Proposal request – Syarikat Kenanga Logistik Sdn Bhd (Shah Alam)
Package: RouteMaster Growth
 - 90 vehicles, RM 65 per vehicle per month
 - Driver mobile licences, 110 drivers, RM 15 per driver per month
 - Onboarding & route modelling, fixed RM 12,000
 - Term: 24 months; billed annually
 - Year 2: vehicle rate up 5%; driver licences unchanged
 - 8% SST on services applies
 - Authorised signatory: Encik Hafiz Rahman, Head of Fleet, hafiz.rahman@kenangalogistik.com.my`,
    expect: {
      fields: {
        custName: 'Kenanga Logistik',
        custSigner: 'Hafiz Rahman',
        custTitle: 'Head of Fleet',
        custEmail: 'hafiz.rahman@kenangalogistik.com.my',
        currency: 'MYR',
        billing: 'Annual',
        term: '24',
        edition: 'Growth',
        taxLabel: 'SST',
        taxRate: 8,
      },
      lineItems: [
        { y1: 70200, y2: 73710, descHas: 'vehicle' },
        { y1: 19800, y2: 19800, descHas: 'Driver' },
        { y1: 12000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 110160, y2: 100990.8 },
      amounts: ['RM 65', 'RM 15', 'RM 12,000'],
    },
    why: 'Vehicles 90 x RM 65 x 12 = 70,200; y2 65 x 1.05 = 68.25 x 90 x 12 = 73,710 (reading 38). Drivers 110 x 15 x 12 = 19,800 both years. Onboarding 12,000 one-time. y1 102,000 + SST 8% 8,160 = 110,160; y2 93,510 + 7,480.80 = 100,990.80. "Encik" is an honorific (reading 48).',
  },
  {
    id: 'y22',
    lang: 'en',
    split: 'tune',
    style: 'US note with graduated seat bands, unreached band, Texas sales tax',
    notes: `Need proposal: Lone Star Title & Escrow, Austin TX.
ClosingDesk seats are graduated (each band priced separately), per seat per month:
  first 50 seats: $45
  seats 51-150: $38
  151+: $32
They're buying 130 seats.
E-recording fees are pass-through, don't quote them.
Setup $3,000. Term 12 months, billed annually. TX sales tax 8.25%.
Signer Maria Delgado, Operations Manager, mdelgado@lonestartitle.com`,
    expect: {
      fields: {
        custName: 'Lone Star Title',
        custSigner: 'Maria Delgado',
        custTitle: 'Operations Manager',
        custEmail: 'mdelgado@lonestartitle.com',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 8.25,
      },
      lineItems: [
        { y1: 63480, y2: 0, descHas: 'ClosingDesk' },
        { y1: 3000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 71964.6, y2: 0 },
      amounts: ['$45', '$38', '$32', '$3,000'],
      notPrices: ['$32'],
    },
    why: 'Graduated bands (reading 42): 50 x $45 x 12 = 27,000 + 80 x $38 x 12 = 36,480 = 63,480 as one line; the 151+ band is not reached ($32 notPrice). Setup 3,000 one-time. Net 66,480 + 8.25% 5,484.60 = 71,964.60.',
  },
  {
    id: 'y23',
    lang: 'en',
    split: 'held',
    style: 'US Salesforce quote export pasted as quoted CSV with per-line discount column and total row',
    notes: `Salesforce quote export QT-00912 - Cascade Veterinary Partners
"Product Name","Qty","List Unit Price","Disc %","Net Annual Total"
"VetCloud PMS Enterprise (per location / month)","14","$420.00","10%","$63,504.00"
"Client Reminders (per location / month)","14","$60.00","0%","$10,080.00"
"Lab Integration Setup (per location, one-time)","14","$500.00","50%","$3,500.00"
"Data Conversion (per legacy system, one-time)","2","$2,400.00","0%","$4,800.00"
"Quote Total","","","","$81,884.00"
Subscription Term: 12 months | Payment: annual upfront
Bill To: Cascade Veterinary Partners, Portland OR (no sales tax in Oregon)
Primary Signer: Nadia Reyes, COO, nreyes@cascadevets.com`,
    expect: {
      fields: {
        custName: 'Cascade Veterinary',
        custSigner: 'Nadia Reyes',
        custTitle: 'COO',
        custEmail: 'nreyes@cascadevets.com',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 63504, y2: 0, descHas: 'VetCloud' },
        { y1: 10080, y2: 0, descHas: 'Reminders' },
        { y1: 3500, y2: 0, descHas: 'Lab' },
        { y1: 4800, y2: 0, descHas: 'Conversion' },
      ],
      discounts: [],
      totals: { y1: 81884, y2: 0 },
      amounts: ['$420.00', '$63,504.00', '$60.00', '$10,080.00', '$500.00', '$3,500.00', '$2,400.00', '$4,800.00', '$81,884.00'],
    },
    why: 'Per-line Disc % is folded (reading 4): 14 x $420 x 0.9 x 12 = 63,504; 14 x 60 x 12 = 10,080; lab setup 14 x 500 x 0.5 = 3,500 one-time; conversion 2 x 2,400 = 4,800 one-time. Net Annual column and Quote Total restate the lines (reading 29); a list price with a line discount is no notPrice (reading 47). No sales tax: taxRate 0.',
  },
  {
    id: 'y24',
    lang: 'en',
    split: 'held',
    style: 'UK Teams chat message, per-school yearly price, pence per pupil, free months, discount on both years',
    notes: `[Teams] Oliver Grant 11:02
Proposal for Harrowgate Schools Trust pls – 24 month term, invoiced annually
SafeGuard MIS for 9 schools, £1,150 per school per year
Parent app 20p per pupil per month, 4,200 pupils
Year 1 only: first 3 months free on the parent app
Trust-wide 8% discount on everything, both years
(checked – they do pay VAT on this) add VAT 20%
Signer: Mrs Joanne Pike, CFO, jpike@harrowgatetrust.org.uk`,
    expect: {
      fields: {
        custName: 'Harrowgate Schools Trust',
        custSigner: 'Joanne Pike',
        custTitle: 'CFO',
        custEmail: 'jpike@harrowgatetrust.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 10350, y2: 10350, descHas: 'SafeGuard' },
        { y1: 7560, y2: 10080, descHas: 'Parent' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 19772.64, y2: 22554.72 },
      amounts: ['£1,150', '20p'],
    },
    why: 'MIS 9 x £1,150 = 10,350 per year. Parent app 4,200 x £0.20 (reading 17) x 9 billed months = 7,560 in y1, 12 months = 10,080 in y2. 8% on both years (reading 50): y1 17,910 - 1,432.80 = 16,477.20 + VAT 3,295.44 = 19,772.64; y2 20,430 - 1,634.40 = 18,795.60 + 3,759.12 = 22,554.72. Currency from £ only.',
  },
  {
    id: 'y25',
    lang: 'en',
    split: 'held',
    style: 'Irish Slack thread: rep asks for more discount, manager caps it, competitor price',
    notes: `Niamh Doyle: @Conor can I give Atlantic Seaweed Ltd (Galway) 15% off? They're comparing us to a competitor at €11k/yr
Conor Walsh: 10% max, whole deal, year one only
Niamh Doyle: grand, 10% so. Proposal for Atlantic Seaweed:
 - TraceBatch Food Safety, 3 plants @ €950 per plant per quarter
 - HACCP consultancy, 4 days @ €720/day
 - 2-year term, quarterly billing
 - VAT 23%
 - signer Seán Ó Briain, Quality Manager, sean.obriain@atlanticseaweed.ie`,
    expect: {
      fields: {
        custName: 'Atlantic Seaweed',
        custSigner: 'Seán Ó Briain',
        custTitle: 'Quality Manager',
        custEmail: 'sean.obriain@atlanticseaweed.ie',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 11400, y2: 11400, descHas: 'TraceBatch' },
        { y1: 2880, y2: 0, descHas: 'HACCP' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 15807.96, y2: 14022 },
      amounts: ['€11k', '€950', '€720'],
      notPrices: ['€11k'],
    },
    why: 'TraceBatch 3 x €950 x 4 quarters = 11,400 both years; consultancy 4 x 720 = 2,880 one-time. The 15% asked for is replaced by the approved 10%, year one only (reading 27). y1 14,280 - 1,428 = 12,852 + VAT 23% 2,955.96 = 15,807.96; y2 11,400 + 2,622 = 14,022. Competitor €11k is a notPrice.',
  },
  {
    id: 'y26',
    lang: 'en',
    split: 'held',
    style: 'Nigerian formal e-mail, naira with M suffix, superseded earlier quote',
    notes: `Good afternoon,

Kindly assist to prepare a proposal for Eko Pharmacy Chain Ltd (Lagos).
They will take PharmaStock Retail for 25 branches at ₦85,000 per branch per month.
Also HQ analytics licence ₦1.2M per annum.
Implementation and staff training: ₦4.5M one-off.
Contract: 1 year, payment quarterly in advance.
VAT @ 7.5% applicable.
Note that earlier we quoted ₦95,000 per branch but our MD approved the revised price above.
Signatory: Mrs. Adaeze Okonkwo, Chief Executive Officer, adaeze.okonkwo@ekopharmacy.com.ng

Regards,
Tunde`,
    expect: {
      fields: {
        custName: 'Eko Pharmacy',
        custSigner: 'Adaeze Okonkwo',
        custTitle: 'Chief Executive Officer',
        custEmail: 'adaeze.okonkwo@ekopharmacy.com.ng',
        currency: 'NGN',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 25500000, y2: 0, descHas: 'PharmaStock' },
        { y1: 1200000, y2: 0, descHas: 'analytics' },
        { y1: 4500000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 33540000, y2: 0 },
      amounts: ['₦85,000', '₦1.2M', '₦4.5M', '₦95,000'],
      notPrices: ['₦95,000'],
    },
    why: '25 x ₦85,000 x 12 = 25,500,000; analytics ₦1.2M = 1,200,000 per year; implementation ₦4.5M = 4,500,000 one-time (reading 9). Net 31,200,000 + VAT 7.5% 2,340,000 = 33,540,000. Earlier ₦95,000 quote superseded (reading 8).',
  },
  {
    id: 'y27',
    lang: 'en',
    split: 'held',
    style: 'South African note typed on a phone, many typos, space-grouped rand, scoped discount',
    notes: `pls draft propsal for Karoo Solar Installers (Pty) Ltd, Cape Town
- SiteSurvey app 30 users R 420 per usr per mnth
- Desing module (CAD) 8 users R 1 150 pm each
- traning 2 days R 9 500 per day
- 12 mnths billed monthy
- VAT 15% on top
- 5% discount on the Desing module only
signer: Pieter van der Merwe, owner, pieter@karoosolar.co.za. sorry for typos on my phone`,
    expect: {
      fields: {
        custName: 'Karoo Solar',
        custSigner: 'Pieter van der Merwe',
        custTitle: 'owner',
        custEmail: 'pieter@karoosolar.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 151200, y2: 0, descHas: 'SiteSurvey' },
        { y1: 104880, y2: 0, descHas: 'module' },
        { y1: 19000, y2: 0, descHas: 'traning' },
      ],
      discounts: [],
      totals: { y1: 316342, y2: 0 },
      amounts: ['R 420', 'R 1 150', 'R 9 500'],
    },
    why: 'SiteSurvey 30 x R420 x 12 = 151,200; design 8 x R1,150 x 12 = 110,400 less scoped 5% = 104,880 (reading 4); training 2 x 9,500 = 19,000 one-time. Net 275,080 + VAT 15% 41,262 = 316,342. Space-grouped thousands (reading 17); "pm" = per month.',
  },
  {
    id: 'y28',
    lang: 'en',
    split: 'tune',
    style: 'US note from a phone, 3-year term with a price per year for each year, support tier chosen, our signer',
    notes: `From my phone - Granite State Insurance Agency (Manchester NH)
Went w/ 3-yr term, billed annually.
Seats: 85 users on PolicyHub at $540/user/yr Y1, $565/user/yr Y2, $590 Y3
Support: Gold ($6,000/yr). They passed on Platinum ($11,000/yr)
Implementation: $14,500 one-time
NH has no sales tax.
Signer: Tom Beaulieu, President, tbeaulieu@granitestateins.com
Our CRO Linda Marsh signs for us.`,
    expect: {
      fields: {
        custName: 'Granite State Insurance',
        custSigner: 'Tom Beaulieu',
        custTitle: 'President',
        custEmail: 'tbeaulieu@granitestateins.com',
        billing: 'Annual',
        term: '36',
        support: 'Gold',
        taxRate: 0,
        lucSigner: 'Linda Marsh',
        lucTitle: 'CRO',
      },
      lineItems: [
        { y1: 45900, y2: 48025, descHas: 'PolicyHub' },
        { y1: 6000, y2: 6000, descHas: 'Gold' },
        { y1: 14500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 66400, y2: 54025 },
      amounts: ['$540', '$565', '$590', '$6,000', '$11,000', '$14,500'],
      notPrices: ['$11,000'],
    },
    why: 'PolicyHub 85 x $540 = 45,900; y2 85 x $565 = 48,025. Gold support 6,000 per year (reading 25), Platinum not chosen (notPrice). Implementation 14,500 one-time. The Y3 price $590 is an amount but no line and no notPrice (reading 47). No sales tax: taxRate 0.',
  },
  {
    id: 'y29',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican WhatsApp message to a colleague, MXN with comma thousands, IVA',
    notes: `Oye, me ayudas con la propuesta para Grupo Textil Amatlán (Puebla)? 🙏
- 45 licencias de NóminaPlus a $380 MXN por usuario al mes
- Módulo de timbrado CFDI: $2,400 MXN mensuales
- Implementación y capacitación: $28,500 MXN, pago único
- Contrato a 12 meses, facturación mensual
- Más IVA 16%
Firma la Lic. Daniela Ortega, Directora de Recursos Humanos, daniela.ortega@textilamatlan.com.mx
Gracias!!`,
    expect: {
      fields: {
        custName: 'Textil Amatlán',
        custSigner: 'Daniela Ortega',
        custTitle: 'Directora de Recursos Humanos',
        custEmail: 'daniela.ortega@textilamatlan.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 205200, y2: 0, descHas: 'NóminaPlus' },
        { y1: 28800, y2: 0, descHas: 'CFDI' },
        { y1: 28500, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 304500, y2: 0 },
      amounts: ['$380 MXN', '$2,400 MXN', '$28,500 MXN'],
    },
    why: '45 x $380 x 12 = 205,200; CFDI 2,400 x 12 = 28,800; implementación 28,500 única. Neto 262,500 + IVA 16% 42,000 = 304,500. Mexican comma thousands (reading 9).',
  },
  {
    id: 'y30',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish (Spain) internal e-mail with middle-dot bullets, decimal comma, discount only on licences',
    notes: `Asunto: Propuesta Clínicas Dentales Serrano – condiciones cerradas

Hola Marta:

Te paso lo que cerramos ayer con Clínicas Dentales Serrano, S.L. (Valencia) para que prepares la propuesta:

· Licencias DentaGest Pro: 32 puestos a 54,00 € por puesto y mes
· Módulo de radiología digital: 6 clínicas a 120,00 € por clínica y mes
· Migración de datos desde su software actual: 2.750,00 € (pago único)
· Descuento del 12 % solo sobre las licencias DentaGest
· Duración: 12 meses, facturación trimestral
· IVA 21 % no incluido

Firmará D. Álvaro Serrano Ruiz, gerente (alvaro.serrano@clinicasserrano.es).

Un saludo,
Javier`,
    expect: {
      fields: {
        custName: 'Clínicas Dentales Serrano',
        custSigner: 'Álvaro Serrano Ruiz',
        custTitle: 'gerente',
        custEmail: 'alvaro.serrano@clinicasserrano.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 18247.68, y2: 0, descHas: 'DentaGest' },
        { y1: 8640, y2: 0, descHas: 'radiología' },
        { y1: 2750, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 35861.59, y2: 0 },
      amounts: ['54,00 €', '120,00 €', '2.750,00 €'],
    },
    why: 'Licencias 32 x 54 x 12 = 20.736 menos el 12 % acotado (reading 4) = 18.247,68; radiología 6 x 120 x 12 = 8.640; migración 2.750 única. Neto 29.637,68 + IVA 21 % 6.223,91 (6.223,9128) = 35.861,59. "D." is an honorific (reading 48).',
  },
  {
    id: 'y31',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish (Spain) voice note transcript with spoken punctuation, spelled-out quantity corrected mid-note',
    notes: `Nota de voz (transcripción automática): vale apunta propuesta para Bodegas Llorente Hermanos en Haro coma La Rioja punto Son cuarenta usuarios de TrazaVino a 35 euros por usuario y mes punto Más el conector con su ERP coma 4.800 euros pago único punto Contrato a dos años coma facturación anual coma el segundo año sube un 3 por ciento la licencia de TrazaVino punto Ah coma y corrige coma no son cuarenta usuarios coma son cincuenta punto IVA del 21 por ciento punto Firma Begoña Llorente coma directora financiera coma bllorente arroba bodegasllorente punto es punto`,
    expect: {
      fields: {
        custName: 'Bodegas Llorente',
        custSigner: 'Begoña Llorente',
        custTitle: 'directora financiera',
        custEmail: 'bllorente@bodegasllorente.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 21000, y2: 21630, descHas: 'TrazaVino' },
        { y1: 4800, y2: 0, descHas: 'conector' },
      ],
      discounts: [],
      totals: { y1: 31218, y2: 26172.3 },
      amounts: ['35 euros', '4.800 euros'],
    },
    why: 'Corrected to cincuenta usuarios (readings 28, 32): 50 x 35 x 12 = 21.000; y2 35 x 1,03 = 36,05 x 50 x 12 = 21.630. Conector 4.800 único. y1 25.800 + IVA 21 % 5.418 = 31.218; y2 21.630 + 4.542,30 = 26.172,30. Currency from the name "euros".',
  },
  {
    id: 'y32',
    lang: 'es-419',
    split: 'held',
    style:
      'Argentine Slack message with dashes, USD with dot thousands, hardware and hours, whole-deal discount, last year quote',
    notes: `@Lucía armame la propuesta para Frigorífico Pampa Sur S.A. (Rosario) porfa:
- StockFrío WMS: 3 depósitos x USD 1.350 por depósito por mes
- Lectores RFID: 24 equipos x USD 310 c/u (compra, pago único)
- Capacitación: 16 horas x USD 85 la hora
- 12 meses, facturación mensual
- 7% de descuento sobre el total, lo aprobó Gustavo
- IVA 21%
Firma: Ing. Martín Echeverría, Gerente de Operaciones – mecheverria@pampasur.com.ar
Ojo que el año pasado les cotizamos USD 1.500 por depósito y no cerró.`,
    expect: {
      fields: {
        custName: 'Pampa Sur',
        custSigner: 'Martín Echeverría',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'mecheverria@pampasur.com.ar',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 48600, y2: 0, descHas: 'StockFrío' },
        { y1: 7440, y2: 0, descHas: 'RFID' },
        { y1: 1360, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'pct', value: 7, y1: true, y2: false }],
      totals: { y1: 64592.22, y2: 0 },
      amounts: ['USD 1.350', 'USD 310', 'USD 85', 'USD 1.500'],
      notPrices: ['USD 1.500'],
    },
    why: "USD 1.350 = 1350 (reading 22). WMS 3 x 1.350 x 12 = 48.600; RFID 24 x 310 = 7.440 única (reading 37); capacitación 16 h x 85 = 1.360 única. Subtotal 57.400 - 7% (4.018) = 53.382 + IVA 21% 11.210,22 = 64.592,22. Last year's unclosed quote is a notPrice.",
  },
  {
    id: 'y33',
    lang: 'es-419',
    split: 'tune',
    style: 'Chilean HubSpot deal export, CLP with dot thousands, deal amount field, separate contact and signer',
    notes: `Exportación HubSpot – Negocio #88213
Empresa: Constructora Andes Sur SpA
Etapa: Propuesta (falta generar documento)
Monto del negocio: CLP 27.840.000
Producto 1: ObraControl – 60 usuarios – CLP 29.000 usuario/mes
Producto 2: Módulo BIM – 10 usuarios – CLP 48.000 usuario/mes
Producto 3: Puesta en marcha – CLP 1.200.000 – único
Plazo: 12 meses
Facturación: anual anticipada
Impuesto: IVA 19%
Contacto principal: Camila Rojas (crojas@andessur.cl)
Firmante: Rodrigo Fuentes, Gerente de Proyectos`,
    expect: {
      fields: {
        custName: 'Constructora Andes Sur',
        custSigner: 'Rodrigo Fuentes',
        custTitle: 'Gerente de Proyectos',
        custEmail: 'crojas@andessur.cl',
        currency: 'CLP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 20880000, y2: 0, descHas: 'ObraControl' },
        { y1: 5760000, y2: 0, descHas: 'BIM' },
        { y1: 1200000, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [],
      totals: { y1: 33129600, y2: 0 },
      amounts: ['CLP 27.840.000', 'CLP 29.000', 'CLP 48.000', 'CLP 1.200.000'],
    },
    why: '60 x 29.000 x 12 = 20.880.000; 10 x 48.000 x 12 = 5.760.000; puesta en marcha 1.200.000 única. Neto 27.840.000 (the "Monto del negocio" restates it, reading 43) + IVA 19% 5.289.600 = 33.129.600. custEmail is the primary contact (reading 12).',
  },
  {
    id: 'y34',
    lang: 'es-419',
    split: 'tune',
    style: 'Colombian message in prose with a postscript correcting the quantity, millones',
    notes: `Hola Andrés, te resumo para la propuesta de Café Cordillera S.A.S. (Manizales):
Plataforma AgroTraza para 120 fincas asociadas, $18.000 pesos colombianos por finca al mes.
App de recolectores: 300 usuarios a $4.500 por usuario al mes.
Implementación: 9 millones de pesos, pago único.
Contrato 12 meses, facturación trimestral, más IVA del 19%.
Firma Juliana Restrepo, gerente administrativa, jrestrepo@cafecordillera.com.co
PD: me corrigieron, no son 120 fincas sino 140. Lo demás igual.`,
    expect: {
      fields: {
        custName: 'Café Cordillera',
        custSigner: 'Juliana Restrepo',
        custTitle: 'gerente administrativa',
        custEmail: 'jrestrepo@cafecordillera.com.co',
        currency: 'COP',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 30240000, y2: 0, descHas: 'AgroTraza' },
        { y1: 16200000, y2: 0, descHas: 'recolectores' },
        { y1: 9000000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 65973600, y2: 0 },
      amounts: ['$18.000 pesos colombianos', '$4.500', '9 millones de pesos'],
    },
    why: 'PD wins (reading 28): 140 x 18.000 x 12 = 30.240.000; app 300 x 4.500 x 12 = 16.200.000; implementación 9 millones = 9.000.000 única (reading 40). Neto 55.440.000 + IVA 19% 10.533.600 = 65.973.600. COP from "pesos colombianos" (reading 23).',
  },
  {
    id: 'y35',
    lang: 'es-419',
    split: 'held',
    style: 'Peruvian e-mail with numbered items, tablets sold, consulting hours, support tier chosen and one declined',
    notes: `Buenas tardes equipo,

Para la propuesta de Minera Qori Ccasa S.A.C. (Arequipa):
1. SafeShift (gestión de turnos y fatiga): 220 trabajadores a S/ 18 por trabajador al mes
2. Tablets rugerizadas: 15 unidades a S/ 2,350 c/u (venta)
3. Consultoría de configuración: 60 horas a S/ 190 por hora
4. Soporte Premium: S/ 9,600 al año (no quisieron el Soporte Platino de S/ 15,000)
Plazo 12 meses, facturación trimestral. Los precios no incluyen IGV (18%).
Firma: Ing. Roberto Quispe Mamani, Superintendente de Seguridad – rquispe@qoriccasa.pe

Saludos,
Milagros`,
    expect: {
      fields: {
        custName: 'Qori Ccasa',
        custSigner: 'Roberto Quispe Mamani',
        custTitle: 'Superintendente de Seguridad',
        custEmail: 'rquispe@qoriccasa.pe',
        currency: 'PEN',
        billing: 'Quarterly',
        term: '12',
        support: 'Premium',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 47520, y2: 0, descHas: 'SafeShift' },
        { y1: 35250, y2: 0, descHas: 'Tablets' },
        { y1: 11400, y2: 0, descHas: 'Consultoría' },
        { y1: 9600, y2: 0, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 122448.6, y2: 0 },
      amounts: ['S/ 18', 'S/ 2,350', 'S/ 190', 'S/ 9,600', 'S/ 15,000'],
      notPrices: ['S/ 15,000'],
    },
    why: 'Peruvian comma thousands (reading 9). 220 x 18 x 12 = 47,520; tablets 15 x 2,350 = 35,250 one-time (reading 37); consultoría 60 h x 190 = 11,400 one-time; Soporte Premium 9,600 per year (reading 25). Net 103,770 + IGV 18% 18,678.60 = 122,448.60. Platino not chosen: notPrice.',
  },
  {
    id: 'y36',
    lang: 'es-419',
    split: 'held',
    style: 'Uruguayan bulleted summary, 3-year cooperative deal, year-two growth, discount on the whole contract',
    notes: `Propuesta – Cooperativa Lechera del Litoral (Paysandú)
Cliente confirma 3 años, facturación anual.
• TamboNet: 85 productores a US$ 22 por productor por mes
• Integración con laboratorio de calidad de leche: US$ 3.900 pago único
• Soporte anual: US$ 2.400 por año
Año 2: se suman 25 productores (110 en total), mismo precio. El soporte queda igual.
Descuento cooperativo del 10% sobre todo el contrato (los tres años).
IVA 22% aparte.
Firma: Cr. Diego Pereira, Gerente General – dpereira@lecheralitoral.com.uy`,
    expect: {
      fields: {
        custName: 'Lechera del Litoral',
        custSigner: 'Diego Pereira',
        custTitle: 'Gerente General',
        custEmail: 'dpereira@lecheralitoral.com.uy',
        currency: 'USD',
        billing: 'Annual',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 22440, y2: 29040, descHas: 'TamboNet' },
        { y1: 3900, y2: 0, descHas: 'Integración' },
        { y1: 2400, y2: 2400, descHas: 'Soporte' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 31556.52, y2: 34521.12 },
      amounts: ['US$ 22', 'US$ 3.900', 'US$ 2.400'],
    },
    why: 'Uruguay follows the Spanish default (reading 45): US$ 3.900 = 3900. TamboNet 85 x 22 x 12 = 22.440; y2 110 x 22 x 12 = 29.040 (reading 38). Integración 3.900 única; soporte 2.400 por año. 10% on every year (reading 50): y1 28.740 - 2.874 = 25.866 + IVA 22% 5.690,52 = 31.556,52; y2 31.440 - 3.144 = 28.296 + 6.225,12 = 34.521,12. "Cr." is an honorific; no support tier name, so no support field.',
  },
  {
    id: 'y37',
    lang: 'es-419',
    split: 'held',
    style: 'Ecuadorian formal e-mail, USD, free months on a flat fee, per-sensor installation, validity date',
    notes: `Estimado equipo:

Favor elaborar la propuesta para Camaronera Golfo Azul S.A. (Guayaquil) con lo siguiente:
- AquaSense monitoreo de piscinas: 40 sensores a USD 28 mensuales cada uno
- Plataforma de reportes: USD 450 mensuales (tarifa plana)
- Instalación de sensores: USD 65 por sensor, pago único
- Promoción: los 2 primeros meses gratis en la plataforma de reportes (no aplica a los sensores)
- Vigencia del contrato: 12 meses, facturación mensual
- IVA 15%
- La oferta vale hasta el 15/12/2026
Firma el Sr. Xavier Andrade, Gerente de Producción, xandrade@golfoazul.ec

Atentamente,
Paola`,
    expect: {
      fields: {
        custName: 'Golfo Azul',
        custSigner: 'Xavier Andrade',
        custTitle: 'Gerente de Producción',
        custEmail: 'xandrade@golfoazul.ec',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-15',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 13440, y2: 0, descHas: 'AquaSense' },
        { y1: 4500, y2: 0, descHas: 'Plataforma' },
        { y1: 2600, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 23621, y2: 0 },
      amounts: ['USD 28', 'USD 450', 'USD 65'],
    },
    why: 'Sensores 40 x 28 x 12 = 13.440; plataforma 450 x 10 meses facturados (2 gratis, reading 6) = 4.500; instalación 40 x 65 = 2.600 única (reading 2). Neto 20.540 + IVA 15% 3.081 = 23.621. Day-first date.',
  },
  {
    id: 'y38',
    lang: 'es-419',
    split: 'tune',
    style: 'Costa Rican table copied from Excel (tab-separated), colones, two-year term with year-two user growth',
    notes: `Copio la tabla del Excel para Cooperativa de Ahorro Tica Unida R.L.:

Ítem\tCantidad\tPrecio unitario (colones)\tPeriodicidad
Licencia CoreBanca Nube\t1\t₡4.200.000\tanual
Usuarios de sucursal\t75\t₡9.500\tmensual por usuario
Migración de datos\t1\t₡3.800.000\túnico
Capacitación presencial\t5 días\t₡350.000\tpor día

Plazo 24 meses, facturación anual. Año 2: los usuarios suben a 90, el resto igual. IVA 13%.
Firma: Licda. Ana Lucía Vargas, Gerente de Tecnología, avargas@ticaunida.fi.cr`,
    expect: {
      fields: {
        custName: 'Tica Unida',
        custSigner: 'Ana Lucía Vargas',
        custTitle: 'Gerente de Tecnología',
        custEmail: 'avargas@ticaunida.fi.cr',
        currency: 'CRC',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 4200000, y2: 4200000, descHas: 'CoreBanca' },
        { y1: 8550000, y2: 10260000, descHas: 'Usuarios' },
        { y1: 3800000, y2: 0, descHas: 'Migración' },
        { y1: 1750000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 20679000, y2: 16339800 },
      amounts: ['₡4.200.000', '₡9.500', '₡3.800.000', '₡350.000'],
    },
    why: 'Licencia 4.200.000 anual both years; usuarios 75 x 9.500 x 12 = 8.550.000, y2 90 x 9.500 x 12 = 10.260.000 (reading 38); migración 3.800.000 única; capacitación 5 días x 350.000 = 1.750.000 única. y1 18.300.000 + IVA 13% 2.379.000 = 20.679.000; y2 14.460.000 + 1.879.800 = 16.339.800. CRC from ₡ and "colones".',
  },
  {
    id: 'y39',
    lang: 'es-419',
    split: 'tune',
    style: 'Dominican message with chosen plan, discarded option and a fixed first-year discount, ITBIS',
    notes: `Hola Yokasta, prepárame la propuesta de Farmacias Del Cibao SRL (Santiago):
Opción elegida: Plan Avanzado de FarmaPOS
 - 18 sucursales x RD$ 6,500 por sucursal al mes
 - Integración con ARS (seguros): RD$ 95,000 pago único
 - 2 días de entrenamiento a RD$ 22,000 el día
(La Opción Básica a RD$ 4,800 por sucursal la descartaron.)
12 meses, facturación trimestral. ITBIS 18%.
Descuento de RD$ 40,000 sobre el total del primer año, aprobado por gerencia.
Firma: Lic. Ramón Almonte, Director Administrativo, ralmonte@farmaciasdelcibao.com.do`,
    expect: {
      fields: {
        custName: 'Farmacias Del Cibao',
        custSigner: 'Ramón Almonte',
        custTitle: 'Director Administrativo',
        custEmail: 'ralmonte@farmaciasdelcibao.com.do',
        currency: 'DOP',
        billing: 'Quarterly',
        term: '12',
        edition: 'Avanzado',
        taxLabel: 'ITBIS',
        taxRate: 18,
      },
      lineItems: [
        { y1: 1404000, y2: 0, descHas: 'FarmaPOS' },
        { y1: 95000, y2: 0, descHas: 'ARS' },
        { y1: 44000, y2: 0, descHas: 'entrenamiento' },
      ],
      discounts: [{ kind: 'amount', value: 40000, y1: true, y2: false }],
      totals: { y1: 1773540, y2: 0 },
      amounts: ['RD$ 6,500', 'RD$ 95,000', 'RD$ 22,000', 'RD$ 4,800', 'RD$ 40,000'],
      notPrices: ['RD$ 4,800'],
    },
    why: 'Comma thousands (reading 22). 18 x 6,500 x 12 = 1,404,000; integración 95,000 única; entrenamiento 2 x 22,000 = 44,000 única. Subtotal 1,543,000 - RD$ 40,000 = 1,503,000 + ITBIS 18% 270,540 = 1,773,540. Opción Básica discarded: notPrice. edition from "Plan Avanzado" (reading 39).',
  },
  {
    id: 'y40',
    lang: 'es-419',
    split: 'tune',
    style: 'Puerto Rican forwarded thread: customer asks to switch training from days to hours, rep final note, IVU',
    notes: `---------- Mensaje reenviado ----------
De: Ivelisse Rosado <irosado@cmborinquensur.com>
Fecha: 18 nov 2026, 3:05 p.m.
Asunto: Re: Cotización TurnoMed

Hola Carlos, la junta aprobó. Nos quedamos con 250 usuarios en vez de 220. El precio por usuario que nos diste está bien, pero necesitamos que el adiestramiento sea por horas y no por días.

> El 15 nov 2026, Carlos Meléndez escribió:
> Propuesta: TurnoMed para 220 usuarios a $19.00 por usuario al mes, adiestramiento 3 días a $1,400 el día, contrato de 24 meses.

---
Carlos: prepara la propuesta final para Centro Médico Borinquen Sur. 250 usuarios al mismo precio, adiestramiento 20 horas a $175 la hora (reemplaza los días), 24 meses, facturación anual, año 2 igual. IVU 11.5%. Firma Ivelisse Rosado, Directora de Operaciones.`,
    expect: {
      fields: {
        custName: 'Borinquen Sur',
        custSigner: 'Ivelisse Rosado',
        custTitle: 'Directora de Operaciones',
        custEmail: 'irosado@cmborinquensur.com',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVU',
        taxRate: 11.5,
      },
      lineItems: [
        { y1: 57000, y2: 57000, descHas: 'TurnoMed' },
        { y1: 3500, y2: 0, descHas: 'adiestramiento' },
      ],
      discounts: [],
      totals: { y1: 67457.5, y2: 63555 },
      amounts: ['$19.00', '$1,400', '$175'],
      notPrices: ['$1,400'],
    },
    why: 'Puerto Rico writes US-style numbers (reading 45). 250 x $19.00 (the quoted price, kept) x 12 = 57,000 both years; adiestramiento 20 h x 175 = 3,500 one-time, replacing the quoted day rate $1,400 (notPrice, reading 33). y1 60,500 + IVU 11.5% 6,957.50 = 67,457.50; y2 57,000 + 6,555 = 63,555. Bare $: no currency (reading 46).',
  },
];
