import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 22: 40 hand-labelled sales-rep notes for draft_proposal /
 * POST /proposals, meant to measure the ordinary range of what a sales team
 * writes in a month rather than a tour of hard cases. 26 English: US reps
 * (a dental office, clinics, a credit union, Ohio, Idaho, Iowa, Georgia,
 * Maine), UK reps (Yorkshire, a freight firm, an academy trust), Ireland
 * (Galway, Limerick), Canada (Ontario, Alberta, New Brunswick), Australia
 * (New South Wales, Adelaide), India (Pune, Ludhiana), South Africa (Paarl,
 * Durban) and Singapore; 14 Spanish: Mexico (two), Argentina (two), Chile
 * (two), Colombia, Peru, Uruguay and Guatemala (es-419) and Spain (four,
 * es-ES).
 * Shapes: about two thirds ordinary notes (terse one-liners, bullet lists,
 * short e-mails to a colleague, a dictated note in each language, notes
 * with typos and rep shorthand, Slack and WhatsApp messages; seats, users,
 * students, vehicles or schools priced per month or per year, per-unit
 * hardware, one-time setup, onboarding, migration and training, support
 * tiers, whole-deal discounts, discounts scoped to one line, multi-year
 * terms with and without an uplift, VAT, GST, HST, sales tax, IVA and IGV,
 * and tax-exempt customers), and about one third the harder cases reps
 * really write (a correction later in the note, a tier or plan the customer
 * did not choose, a competitor's quote, free months, whole-volume tier
 * pricing, a pasted customer e-mail above a quoted earlier offer, a seat
 * count that grows in year two, prices per 1,000 units).
 * Written blind from SPEC.md only on 2026-11-28; no parser source, tests,
 * benchmarks, README or other corpora were read (only the BlindNote
 * interface of corpus-blind.ts, and the readings header and first two
 * entries of corpus 21, for format). No parser was run on these notes.
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-89 of corpus 21, restated word for word):
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
 *
 * 60. Rep shorthand: "lic" = licence(s), "mo"/"mth" = month, "yr" = year,
 *     "qtr" = quarter, "impl" = implementation, "ea" = each, "hw" = hardware,
 *     "prop" = proposal, "pls"/"porfa" = please. "PS" or "PS:" opens a remark
 *     that belongs to the same note; its amounts are read like any other (a
 *     competitor's price there is a notPrice). Billing: "yrly billing", "pay
 *     yrly", "annual invoice", "Annual invoicing", "yearly invoicing in
 *     advance", "to be paid yearly in advance", "Customer pay yearly",
 *     "yearly payment", "billing yearly", "Annual billing", "billing annual",
 *     "Billing anual", "facturación anual", "pago anual" = Annual; "billed
 *     qtrly", "billed quarterly", "pay quarterly", "payment quarterly",
 *     "facturación trimestral" = Quarterly; "billing monthly", "billed
 *     monthly", "monthly billing", "monthly invoicing", "factura mensual",
 *     "facturación mensual", "pago mensual" = Monthly.
 * 61. A final agreed figure ("agreed to $48k all-in for year 1", "cerramos en
 *     Gs. 45.000.000 todo incluido para el año", "we agree final 18.000 EUR
 *     for everything", "agreed £30k flat for yr1", "agreed NZ$25k all-in per
 *     year, both yrs"): the lines stay at their list prices and the
 *     difference (that year's subtotal minus the agreed figure) is one
 *     whole-deal discount of kind 'amount', flagged for the years the figure
 *     covers: year one only unless the note says per year, both years or
 *     the whole term (reading 50). The agreed figure is net before tax; the
 *     notes that name a tax add it on top. The agreed figure and a stated
 *     list total ("That lists at $55,100", "Total list 20.100 EUR") are
 *     amounts that give no line and are not notPrices. Where one agreed
 *     yearly figure covers both years, both years' subtotals are equal in
 *     the note (z28), so the one amount fits both.
 * 62. An agreed all-in monthly figure for the recurring items ("agreed
 *     $1,950/mo all-in, that's the number for the whole term") is a
 *     whole-deal 'amount' discount of (the monthly list of those items minus
 *     the agreed figure) x 12, flagged for each year it covers; items "on
 *     top" stay outside it. The client's ceiling ("they wanted under
 *     $2k/mo") is a budget: a notPrice.
 * 63. Services. Fixed-fee phases or projects priced separately are one-time
 *     lines each. A payment schedule that splits one fixed fee into
 *     milestones, as percentages ("30% a la firma, 40% ...") or as sums
 *     ("A$12,800 on signing, A$32,000 at UAT sign-off, A$19,200 at
 *     go-live"), gives no lines of its own: the milestone sums are amounts,
 *     not lines and not notPrices. Consulting days or hours bought as one
 *     block ("18 days at ...", "bolsa de 40 horas", "12 consultancy days
 *     yr1") are one-time (reading 37). A retainer billed every month ("6
 *     consulting days per month", "10 horas al mes a USD 95 la hora", "care
 *     retainer A$2,400 per month", "support retainer £1,850/mo") is
 *     recurring: the monthly quantity x rate x 12 in year one, and repeats in
 *     year two on multi-year deals (reading 3).
 * 64. Expenses. Travel reimbursed at cost with a cap ("capped at £4,000",
 *     "con tope de USD 1,500", "at cost, max US$ 1.200") gives no line; the
 *     cap is a notPrice. A flat travel fee ("flat € 1.500,00 for all the
 *     trips (not at cost)") is a one-time line. Travel "included, no extra"
 *     gives nothing.
 * 65. Hardware + software bundles: hardware bought outright (kits, scanners,
 *     tablets, sensors, gateways, controllers, printers, servers, analyser
 *     units, black boxes) is one-time x its count (reading 37); hardware
 *     leased per month ("kiosks leased @ $85/kiosk/mo") is a recurring line
 *     like any monthly price. Prices per store, per location, per clinic, per
 *     set, per cash register or per plant are multiplied by that count. A
 *     scoped percentage on the hardware ("15% off the hardware only") is
 *     folded into the hardware line (reading 4).
 * 66. Multi-currency notes: currency is the deal's currency as the note
 *     states it ("Deal en USD", "quote in SGD", "Todo en dólares (USD)",
 *     "Precio en dólares (USD)", "EUR deal", "Deal currency KRW", "customer
 *     want SAR", "cotizamos en dólares", "pagan en USD"). Amounts in another
 *     currency given as a conversion, for reference, as a competitor's quote
 *     or from a superseded thread ("Bs 52.000", "C$ 103,000", "≈US$40",
 *     "$70/user", "MXN 480,000", "VND 150 million", "Q 52,700", "£12,400")
 *     are notPrices.
 * 67. Number conventions added. Dot thousands and decimal comma in the
 *     English notes of the Brazilian (z03, "R$ 8.900,00" = 8900), Italian
 *     (z18, "€ 1.080,00" = 1080), Turkish (z21, "20.100 EUR" = 20100),
 *     Indonesian (z22, "Rp 350.000" = 350000, "Rp 1,2 jt" = 1 200 000),
 *     Dutch (z23, "€ 1.250,-" = 1250, ",-" marks whole euros) and Argentine
 *     (z39, "US$ 3.200" = 3200) authors. The Swiss-authored note groups
 *     thousands with an apostrophe ("CHF 3'850.00" = 3850); the
 *     Kazakh-authored note with a space ("2 450 000 KZT" = 2450000, as in
 *     reading 34); the Bangladeshi note uses lakh grouping ("BDT 6,50,000" =
 *     650000, as in reading 9). The Chinese-, Korean-, Saudi- and
 *     Vietnamese-authored notes write "," thousands and "." decimals. In
 *     Spanish, the Nicaraguan, Cuban and Guatemalan notes write comma
 *     thousands and a decimal point ("USD 3.50" = 3.5, "USD 2,800" = 2800,
 *     "USD 6,800" = 6800) and the Mexican one too (reading 9); the Bolivian
 *     and Paraguayan notes and every es-ES note follow reading 9 ("USD
 *     7.500" = 7500, "Gs. 1.800.000" = 1800000, "64,50 €" = 64.50). "jt"
 *     (juta) and "million" after a number mean million ("Rp 25 jt" =
 *     25 000 000).
 * 68. Further currency evidence under reading 10: R$ with "Currency is BRL"
 *     (BRL), Rp (IDR), CHF, KZT, BDT, KRW and SAR as codes, HK$ (HKD). In the
 *     Nicaraguan note "C$" is the córdoba (the note says "córdobas"), not the
 *     Canadian dollar; there it is only a reference amount. "USD #214" in
 *     the Kansas note is the school district's name (Unified School
 *     District), not a currency: that note writes a bare "$" only and gives
 *     no currency expectation.
 * 69. taxLabel additions (readings 24, 36, 53): 'KDV' (Turkey), 'PPN'
 *     (Indonesia), 'BTW' (the Dutch note, written alone), 'MwSt' (Germany),
 *     'MWST' (Switzerland, 8.1), 'VAT' for the UAE, Saudi, Korean,
 *     Kazakh and Bangladeshi notes, 'sales tax' for the Florida notes
 *     (the rate as written, county included). Notes that say tax does not
 *     apply or is zero ("Hong Kong no VAT, so no tax", "EPZ company so VAT
 *     0%", "No IVA, it's export of services", "Lo del impuesto no lo pongas,
 *     no va", "No tax, CU is exempt", "no tax on this", "No tax (Oregon)",
 *     "Tax exempt") carry taxRate 0 and no taxLabel (reading 7). A
 *     corrected tax scope ("7% on the hardware only?? – no ... 7% on the
 *     full invoice") is read like any correction: the tax is on the whole
 *     net.
 * 70. Signers (reading 58): "Sign-off:", "Signatory", "Authorized
 *     signatory:", "Responsible for sign:", "Person sign:", "Sign by",
 *     "Sign:", "sig:", "signs:", "Signer", "Contract signed by", "will sign",
 *     "Firma el ...", "Firmará la ...", "el que firma es ..." name custSigner.
 *     A champion or contact the note says does not sign gives no field. A
 *     title written before the name ("Firma el director de planta, Iñaki
 *     Etxeberria", "Director Aidos ... will sign", "Firma el dueño, Yoandy
 *     Pérez") is custTitle. Honorifics added to readings 39 and 48: Dña.,
 *     Bpk. (Bapak), Ms (no dot); they are not part of custSigner. Names
 *     written family name first ("Tan Hui Min", "Park Jun-seo", "Wong
 *     Ka-ho", "Nguyen Thi Lan") keep the note's order; a patronymic is kept
 *     ("Aidos Nurlanovich Seitkali"). custTitle keeps the note's language
 *     ("xerente", "president del consell rector", "Geschäftsführerin",
 *     "Operationeel Directeur", "Direktur Operasional").
 * 71. Dates: "15.12.2026" is day-first; "Valid until 19 December", "from 1
 *     December", "start 1 Jan" are the next such date (reading 49); "Oferta
 *     válida 30 días" = 2026-12-21.
 * 72. Term: "12 mo", "1 yr", "1 year", "por un año", "12 meses", "12 months",
 *     "contract 12 month", "12-month retainer contract", "season contract 12
 *     months" = '12'; "2-yr", "2yr", "2 yrs", "2 years", "2 year deal", "2
 *     años", "24 mo term", "Contract 24 months" = '24'; "3 years", "3-yr
 *     term", "3 años", "36 mo term", "term de 36 meses" = '36'. Months given
 *     only for a retainer ("per month for 12 months", "por 12 meses") in a
 *     note that states no contract term give no term expectation.
 * 73. Year two (readings 3, 38): "readjust of 5% (IPCA)" on the license,
 *     "con IPC, pongamos +3% en la plataforma", "uplift de 5% cada año",
 *     "Subida del 2,5% en el segundo año para todo lo recurrente", "Yr2 +3%
 *     on all lic", "second year +4%", "year 2 price increase 6%" are
 *     year-two uplifts of the named recurring lines (all recurring lines
 *     where none is named); "prices fixed for all the 3 years", "flat
 *     pricing", "second year same price", "yr2 same", "year 2 at list" and
 *     "yr2 retainer at list" keep the year-one price in year two. "year 2
 *     grows to 55 users" is a year-two quantity.
 * 74. edition (reading 57): "plan Profesional", "plan Avanzado", "Pro plan"
 *     are plans chosen; the plans not chosen are unchosen options (their
 *     prices notPrices). "Onboarding package" and "Implement package" are
 *     service lines, not an edition.
 * 75. A budget the deal is compared with ("Budget was $16k, we're slightly
 *     over", "budget was KRW 110,000,000 total so we are inside budget") does
 *     not change any price: it is a notPrice.
 *
 * 76. Number conventions of this corpus (readings 9, 34, 45, 67). In the
 *     English notes "," groups thousands and "." marks decimals, whether the
 *     author is from the US, the UK, Ireland, Canada, Australia, Nigeria,
 *     Kenya, the Philippines, Egypt, Israel or Japan ("KES 1.20" = 1.2, "¥4.5"
 *     = 4.5, "C$0.09" = 0.09, "$0.0022" = 0.0022). The Indian (n02, n19) and
 *     Pakistani (n07) notes use lakh grouping ("₹12,39,000" = 1239000,
 *     "₹18,00,000" = 1800000, "PKR 1,50,000" = 150000); "lakh" = 100 000 and
 *     "crore" = 10 000 000 ("₹1.2 crore" = 12 000 000, "₹65 lakh" = 6 500 000,
 *     "PKR 4.8 lakh" = 480 000). "₦1.8M" = 1 800 000 and "$50k" = 50 000
 *     (reading 9); "5M", "12M" and "20M" calls are millions of calls. The
 *     Polish (n08) and French (n09) authors group thousands with a space and
 *     use a decimal comma, as in reading 34 ("7 400,00 PLN" = 7400, "189,00
 *     PLN" = 189, "45,00 €" = 45). In Spanish, the Peruvian, Dominican,
 *     Honduran, Salvadoran, Panamanian and Mexican notes write comma thousands
 *     and a decimal point ("S/ 0.08" = 0.08, "RD$ 38,000" = 38000, "L
 *     1,327,200", "USD 17.50" = 17.5, "USD 7,900" = 7900, "$45,000 MXN") and
 *     the Puerto Rican note writes US-style numbers; the Chilean, Colombian,
 *     Ecuadorian, Venezuelan, Uruguayan, Costa Rican and Spanish notes follow
 *     reading 9 ("CLP 26.500" = 26500, "COP 14.000.000" = 14000000, "USD
 *     1.150" = 1150, "USD 0,024" = 0.024, "USD 780,00" = 780, "US$ 1.900" =
 *     1900, "₡1.250.000" = 1250000, "28,50 €" = 28.5). Quantities follow the
 *     note's own convention ("1.500 estudiantes" = 1500, "1,800 empleados" =
 *     1800, "2,400,000 API calls").
 * 77. Currency evidence under reading 10 in this corpus: ₹ (INR), ₦ (NGN), ₱
 *     (PHP), ₪ (ILS), ¥ (JPY, in the Japanese-authored note), £ (GBP), €
 *     (EUR), C$ with "Quote in Canadian dollars" (CAD), A$ with "AUD" (AUD),
 *     S/ (PEN), RD$ (DOP), ₡ with "colones" (CRC), L with "lempiras" (HNL),
 *     US$ (USD); KES, PKR, PLN, EGP, CLP, COP, USD and MXN written as codes.
 *     The US notes and the Puerto Rican note write a bare "$" only and give no
 *     currency expectation (readings 10, 46). In the Venezuelan note (n31) the
 *     deal is in USD ("Todo en USD", "cotizamos en USD") and "Bs. 5.000.000"
 *     is a reference conversion only: a notPrice (reading 66).
 * 78. taxLabel (readings 24, 36, 53, 69): 'VAT' for the Nigerian (7.5), Kenyan
 *     (16), Filipino (12), Polish (23), Egyptian (14), Israeli (18), Irish
 *     (23) and UK (20) notes and for "VAT (TVA)" (n09, 20); 'GST' for India
 *     (18) and Australia (10); 'HST' for Ontario (13); 'consumption tax' for
 *     Japan (10); 'sales tax' for Pakistan's "Sindh Sales Tax on services"
 *     (15), for Connecticut (n18: the 1% rate the note applies to computer and
 *     data processing services) and for Massachusetts (6.25); 'IGV' for Peru
 *     (18); 'IVA' for Chile (19), Ecuador (15), Venezuela (16), Uruguay (22),
 *     Costa Rica (13), El Salvador (13), Mexico (16) and Spain (21); 'ITBIS'
 *     for the Dominican Republic (18); 'ISV' for Honduras (15); 'ITBMS' for
 *     Panama (7). Notes that say the customer is exempt or that no tax applies
 *     ("No tax, they're exempt (cert on file)", "Tax: credit union, exempt",
 *     "Govt entity so no sales tax", "CA sales tax doesn't apply to this
 *     (SaaS) - no tax line", "No tax - they're a 501(c)(3) in PA, exempt", "no
 *     aplica IVA", "Es gobierno, exento de IVU") carry taxRate 0 and no
 *     taxLabel (reading 7).
 * 79. E-mail threads and forwards (readings 26, 33, 54): lines opened by ">"
 *     or ">>", "On ... wrote:" and "El ... escribió:" blocks, and forwarded
 *     headers ("Forwarded message", "Mensaje reenviado"; From/De, Date/Fecha,
 *     Subject/Asunto, To/Para) are history. The rep's own words above or below
 *     the quote ("My reply today:", "Nota mía:", "Note to self:", "Le respondí
 *     ...") state what was agreed; where the rep adopts a quoted customer
 *     message as it stands ("make the proposal from this", "Please prepare the
 *     proposal from the trail below"), its items and prices are the deal. A
 *     quoted price that the rep's agreement replaces and a customer's
 *     counter-offer the rep refused ("¿Pueden dejarlo en USD 16?") are
 *     notPrices (reading 33). Header dates and times, phone and mobile numbers
 *     ("Mob:", "Tel.", "+972-...", "cell ...") and the rep's own signature
 *     give no fields and no amounts. The customer's e-mail signature gives
 *     custName (its company line), custTitle and the signer's full name when
 *     the note says that person signs; custEmail is that person's address from
 *     the "wrote:"/"escribió:" line or the From/De header.
 * 80. Chat threads (Slack, Teams, WhatsApp) with timestamps and several people
 *     are read in order, and later messages win (reading 8). A discount counts
 *     only when it is approved and accepted in the thread ("Approved 10% off
 *     the total, year one" ... "going with 10, they've accepted"; "capped us
 *     at 10% off the whole deal, year 1 only. They accepted that."); a
 *     discount asked for and refused ("15% off everything" ... "Can't do 15")
 *     gives no discount entry (a percentage is never an amount). An option a
 *     colleague asks about and the customer does not take ("la versión con
 *     chatbot a $55" ... "no la quieren") is an unchosen option: a notPrice.
 *     Timestamps, chat dates and channel names are not amounts (reading 19). A
 *     quantity corrected in a later message ("sorry typo o, it's 45 seats not
 *     54", "perdón, son 1.500 estudiantes, no 1.200") replaces the earlier one
 *     on its line (reading 28); neither quantity is an amount.
 * 81. CRM exports (reading 43): the "Amount:" or "Monto:" field restates the
 *     deal's net before tax, for year one (n02, n27) or for both years
 *     together (n17, n36); it is an amount, gives no line and is not a
 *     notPrice. Stage/Etapa, Close Date/Fecha de cierre, Probability,
 *     Owner/Propietario/Responsable and Next Step give no fields and no
 *     amounts; "Account Name" (or the company in
 *     "Deal:"/"Negocio:"/"Oportunidad:") gives custName. The notes or
 *     Description under the export are read like any note.
 * 82. Usage pricing (readings 14, 15, 31). A platform, channel or base fee is
 *     a recurring line. A committed volume x rate is one recurring line; a
 *     committed monthly volume is multiplied by 12 ("commits 20,000 GB per
 *     month" at "¥4.5 per GB per month" = 20,000 x 4.5 x 12 = 1,080,000;
 *     "committed 8,000 GB per month at C$0.09 per GB per month" = 8,640 a
 *     year). A committed volume stated per year ("Year 1: committed 2,400,000
 *     API calls", "mínimo comprometido de 360,000 comprobantes al año", "They
 *     commit to 12M calls/yr") is the year's quantity; a year-two commitment
 *     is that line's year-two quantity (reading 38). Under whole-volume tier
 *     pricing every tier rate other than the one applied (n18: the 12M
 *     commitment falls in tier 2) is an unchosen option (notPrice). Overage
 *     rates, pay-as-you-go rates with no commitment and usage estimates ("they
 *     estimate ~C$1,500/mo, don't put it in the price") give no line and are
 *     notPrices. A prepaid credit package bought for a sum is a line of that
 *     sum: recurring when bought per year ("prepaid credits package of EGP
 *     600,000 per year", "por USD 9.600 al año"), one-time when paid once
 *     ("$27,000 MXN, pago único"); the per-message rate it draws down at is a
 *     notPrice (reading 31).
 * 83. Billing-option discounts (reading 51): "annual prepay gets 10% off the
 *     subscriptions vs monthly billing" (or "10% de descuento en las
 *     suscripciones si pagan anual por adelantado") with annual prepay chosen:
 *     the percentage is folded into the recurring subscription lines (reading
 *     4; one-time lines keep their price) and billing is Annual. Where the
 *     customer chose monthly ("They're going monthly"), the monthly price is
 *     the line price and billing is Monthly; the prepay price is an unchosen
 *     option (notPrice). A prepay discount on the whole contract for paying
 *     every year of the term upfront ("the 8% prepay discount on the whole
 *     contract", "el 6% de descuento por prepago sobre todo el contrato") is
 *     one whole-deal pct flagged y1 and y2 (reading 50); paying the whole term
 *     upfront gives no billing expectation.
 * 84. Co-terming (n09): add-on items "co-termed with the existing contract"
 *     bill in year one for the remaining months the note states (quantity x
 *     monthly price x those months, reading 1: "billed for the 7 months
 *     remaining (December to June)"); the deal is single-year (y2 = 0) and
 *     neither term nor startDate is expected. The users already under contract
 *     are no line and their price is a notPrice (reading 13).
 * 85. Upgrades and renewals (readings 13, 54, 74): in an upgrade from one plan
 *     to another, edition is the new plan ("the Enterprise plan", "the
 *     RetailHub Professional plan" = 'Professional', "plan Avanzado"), its
 *     price is the line price and the old plan's price is a notPrice. A credit
 *     for the unused old subscription taken "off the total" is a whole-deal
 *     'amount' discount on year one (reading 37). In a renewal, the current
 *     price an item moves from is a notPrice, and so is an increase the
 *     customer refused; where the agreed reply keeps an item at its current
 *     price ("e-fax stays at the current price", "el módulo de trazabilidad se
 *     mantiene al precio actual"), that current price is the line price and
 *     not a notPrice. A plan picked from several shown ("We showed 3 plans ...
 *     They picked Plus") sets edition; the prices of the others are notPrices
 *     (reading 74).
 * 86. Partners and sector discounts (readings 4, 5): a reseller's or partner's
 *     margin ("their standard 20% partner margin off list", "the usual 25%
 *     partner margin (not for the customer)", "su margen del 20% sobre lista;
 *     eso no se le rebaja al cliente") gives no discount entry; the proposal
 *     is in the end customer's name where the note says so (custName is the
 *     end customer, never the partner). A discount the note says the customer
 *     gets ("the co-op gets 5% off the whole order") is a discount. Education,
 *     charity and non-profit discounts scoped to named lines ("edu pricing is
 *     25% off list on ClassPilot", "descuento educativo del 30% sobre
 *     CampusNube") are folded into those lines, and a year-two uplift then
 *     applies to the discounted price (reading 3); "20% off the whole order"
 *     and "15% sobre el total del pedido" are whole-deal pct discounts.
 * 87. Signers (readings 58, 70): "Signing authority:", "Person to sign:",
 *     "Sign person:", "Signer is", "signatory is", "is the signatory",
 *     "Contract will be signed by", "is signing", "Signs:", "X signs",
 *     "Firma:", "Firma X", "firma X" name custSigner. A title before the name
 *     ("The CEO, Mr. Peter Kamau Njoroge, will sign", "MD Mr. Babatunde
 *     Ogunleye will sign", "Signer is the City Administrator, Laura Whitcomb",
 *     "Owner Jas Kaur signs", "firma la rectora, Dra. Marcela Ospina Villa",
 *     "Firma el director de finanzas, C.P. ...") is custTitle. custTitle keeps
 *     the note's language, abbreviations and brackets ("Director
 *     (Operations)", "General Manager, IT Dept.", "associée gérante", "Prezes
 *     Zarządu", "Chief General Manager (IT)"). Honorifics added to readings
 *     39, 48 and 70: Pani (Polish), Maître (French lawyers), Hon. (Honorable),
 *     C.P. (Contador Público), Lcda. (Licenciada); they are not part of
 *     custSigner. A middle initial is kept ("Maricel D. Santos", reading 48).
 * 88. Phrases (readings 27, 49, 60, 72, 73): billing Annual for "billed
 *     annually", "annual billing in advance", "Billing annually in advance",
 *     "Invoicing annually", "Invoicing: annually", "Payment annually in
 *     advance", "paid annually", "we bill them annually", "eligieron el pago
 *     anual"; Quarterly for "Billing: quarterly", "Billing quarterly"; Monthly
 *     for "invoicing monthly". Term '12' for "12 mo renewal", "1 year
 *     contract", "1 yr contract", "1 yr", "Contract 12 months", "new 12-month
 *     term", "Renovación por 12 meses", "Contrato por un año", "Contrato 12
 *     meses", "Contrato de 12 meses" and "por 12 meses a partir del 1 de
 *     enero" (the contract of n34); '24' for "2 years", "2-year term", "2 year
 *     contract", "2 year term", "2 yr deal", "Contract is for 2 years",
 *     "contrato 2 años", "contrato de 2 años"; '36' for "3 year deal", "3-year
 *     licence", "3-year term", "Contract period is 3 years", "3 años",
 *     "Contrato de 3 años". Year two at the year-one price: "at the same
 *     rate", "Price is same for all years", "year 2 same prices", "No price
 *     change between years", "no escalation in year 2 and year 3", "flat
 *     pricing", "add-on flat", "precio fijo los 3", "mismo precio ambos años",
 *     "precios congelados los 3 años"; where a note says nothing of year two,
 *     reading 3 repeats the year-one price. One-time: "one time", "one-time",
 *     "one-off", "once off", "yr1 only", "pago único", "una vez", "una sola
 *     vez", "única vez". "nos" after a count means pieces. "Quote valid 30
 *     days" = 2026-12-21; "Oferta válida por 15 días" = 2026-12-06; "Offer
 *     valid till 18.12.2026" is day-first (reading 71).
 * 89. Names: custName is the customer company as the note names it (a
 *     signature's company line, a CRM "Account Name", "Deal:" or "Negocio:",
 *     "proposal goes out in the CU's name", "Proposal in the co-op's name"),
 *     compared by its core words without legal suffixes (Ltd, Inc., S.A.,
 *     S.A.C., S.A.E., Sp. z o.o., S.R.L., C.A.). The rep, the deal owner,
 *     colleagues in a thread and the rep's own signature give no fields; no
 *     note here names our own signatory, so lucSigner is expected nowhere.
 *     descHas is a word of the item as the note writes it; a line with no
 *     distinctive word carries no descHas.
 *
 * Readings added for this corpus (90-97 are new; "this corpus" in readings
 * 76-89 above meant corpus 21):
 * 90. Number conventions of this corpus (readings 9, 17, 76). Every English
 *     note writes "," for thousands and "." for decimals ("$1,200" = 1200,
 *     "$0.90" = 0.9, "$8.50" = 8.5, "S$6,000" = 6000, "R1,450" = 1450),
 *     except the South African note j07, which groups thousands with a space
 *     ("R 8 900" = 8900, "R 15 000" = 15000, reading 17). The Indian notes
 *     write "₹75,000", "₹22,000" (the same in either grouping), lakh grouping
 *     in "₹6,60,000" = 660000 and "₹1.5 lakh" = 150000 (reading 9). In
 *     Spanish, the Mexican, Peruvian and Guatemalan notes write comma
 *     thousands and a decimal point ("$18,000 MXN" = 18000, "S/ 9,500" =
 *     9500, "Q 1,350" = 1350); the Argentine, Chilean, Colombian, Uruguayan
 *     and Spanish notes follow reading 9 ("US$ 2.400" = 2400, "CLP 18.500" =
 *     18500, "$2.500.000" = 2500000, "US$ 1.500" = 1500, "45,00 €" = 45,
 *     "4,50 €" = 4.5, "1.800 €" = 1800). Quantities follow the note's own
 *     convention ("1,200 students", "500,000 emails", "400.000 boletas" =
 *     400000).
 * 91. Currency evidence under reading 10 in this corpus: £ (GBP), € (EUR, in
 *     the Irish and Spanish notes), ₹ (INR), S$ (SGD), R in the South African
 *     notes (ZAR), A$ with "AUD" (AUD), C$ with "Quote in Canadian dollars"
 *     or "CAD" (CAD), a bare "$" in a note that writes "CAD" (j25: CAD), US$
 *     (USD), S/ (PEN), Q with "Precios en quetzales" (GTQ), "pesos
 *     colombianos" (COP); INR, MXN, CLP and USD written as codes. The US
 *     notes write a bare "$" only and give no currency expectation.
 * 92. taxLabel (readings 24, 36, 53, 69, 78): 'VAT' for the UK (20), Irish
 *     (23) and South African (15) notes; 'GST' for India (18), Australia
 *     (10), Singapore (9) and Alberta (5); 'HST' for Ontario (13) and New
 *     Brunswick (15, "NB HST 15%"); 'sales tax' for Idaho (6) and Ohio (7.5);
 *     'IVA' for Mexico (16), Spain (21), Argentina (21), Chile (19), Colombia
 *     (19), Uruguay (22) and Guatemala (12); 'IGV' for Peru (18). "VAT 15%
 *     excl.", "Prices excl. VAT (15%)", "Prices ex GST, add 10% GST", "GST
 *     @18% extra", "VAT applies at 20%", "Valores netos, más IVA 19%", "IVA
 *     21 % aparte" and "Precios no incluyen IGV (18%)" state a rate added on
 *     top. Notes that say the customer is exempt or that no tax applies ("Tax
 *     exempt (nonprofit)", "No tax, CU is exempt", "Georgia doesn't tax SaaS,
 *     no tax line", "they're tax exempt (public school)", "They're a
 *     501(c)(3), exempt, no tax") carry taxRate 0 and no taxLabel (reading
 *     7).
 * 93. Phrases (readings 27, 49, 55, 60, 72, 73, 88). Billing Annual: "billed
 *     annually", "Annual billing", "annual billing", "Annual invoicing in
 *     advance", "Invoicing annually in advance", "invoiced annually",
 *     "billed annually in advance", "payment annually in advance",
 *     "facturación anual", "pago anual"; Quarterly: "billed quarterly",
 *     "billing quarterly", "quarterly billing", "facturación trimestral";
 *     Monthly: "billed monthly", "billing monthly", "monthly billing", "mthly
 *     billing", "facturación mensual", "pago mensual". Term '12': "12 mo", "1
 *     yr", "1 year", "Term 1 year", "1 yr contract", "12 months", "Term: 12
 *     months", "12 month contract", "12 mth contract", "12 month term", "12
 *     month licence", "Contrato 12 meses", "Contrato de 12 meses", "Contrato
 *     por un año", "contrato de 1 año", "12 meses"; '24': "2 year contract",
 *     "2 year term", "2-year term", "2 yrs", "24 month contract", "Contrato de
 *     2 años", "Contrato 24 meses"; '36': "3 year term", "3-yr term", "for 3
 *     years", "Contrato de 3 años".
 *     Year two at the year-one price: "prices held yr 2", "yr 2 same price",
 *     "same pricing year 2", "no increase in year 2", "flat pricing both
 *     years", "mismo precio ambos años", "sin reajuste el segundo año", "at
 *     the same rate". Year-two uplifts (readings 3, 38): "year 2 plus 4
 *     percent on the seats" (that line only), "3% uplift each year on
 *     everything recurring" and "3% uplift per year on the recurring items"
 *     (every recurring line), "Year 2 price goes up 5%", "subida del 3 % el
 *     segundo año" (every recurring line), "reajuste de 4% anual sobre las
 *     licencias" (the licence line only). One-time: "one time", "one-time",
 *     "one-off", "once-off", "once off", "(una vez)", "una vez", "una sola
 *     vez", "pago único", "flat" said of an implementation fee, "(compra)"
 *     and "buying them outright" said of hardware; onboarding, setup,
 *     migration, go-live, installation and training are one-time (readings 2,
 *     37) even where the note does not say so. "pm", "/mo", "/mth", "per
 *     month", "mensual", "mensuales", "al mes" are per month; "p.a.", "per
 *     annum", "/yr", "per year", "al año" per year; "@", "c/u", "each", "ea",
 *     "cada uno" price one unit; "usr" = user(s), "mgmt" = management, "PD"
 *     = professional development. Dates: "Quote valid 30 days" = 2026-12-21;
 *     "start Jan 1" = 2027-01-01 and "Valid until 18 Dec" = 2026-12-18
 *     (reading 49); "Start date 1 February 2027" = 2027-02-01; "Arranque el 4
 *     de enero" = 2027-01-04. "draft an order form" gives docType 'order'
 *     (reading 20).
 * 94. Signers and names (readings 39, 48, 58, 70, 87, 89): "Signer is their
 *     COO, Marc Tremblay", "Owner Kylie Brennan signs", "Signatory is Mr Lim
 *     Wei Jie, Director", "signer is Rob Castellano comma plant manager",
 *     "Signing will be the managing partner, Andrew Walsh", "Contract signed
 *     by the CEO, Siobhán Kelly", "X (Head of Operations) will sign", "X
 *     (office mgr) signs", "Signer: Exec Director Maria Lopez", "signer: Dave
 *     Olsen owner", "Person to sign:", "Signing:", "Signatory:", "Sign:",
 *     "Contact + signer:", "Firma:", "Firmante:", "Firma X, gerente", "Firma
 *     el gerente, X", "Firma la dueña, X", "Firma el socio gerente, X", "Firma
 *     el gerente general, X", "Firma la directora, Dra. X", "firma la
 *     directora coma X" name custSigner, and the title given with the name
 *     (before it, after it or in brackets) is custTitle, kept as the note
 *     writes it ("office mgr", "Exec Director", "GM - HR", "socio gerente",
 *     "dueña"). Honorifics (Mr, Mrs., Ms, Dr., Lic., Ing., Dra., Dña., Cr.)
 *     are not part of custSigner; "Mr Lim Wei Jie" and "Ms Tan Siew Ling"
 *     keep the family-name-first order. In the pasted customer e-mail (j16),
 *     "I'll sign" names its writer as custSigner; her signature gives
 *     custTitle and custName and custEmail is the address of the From
 *     header. custName is compared by its core words without legal suffixes
 *     (Ltd, Pty Ltd, Pte Ltd, Pvt Ltd, (Pty) Ltd, S.L., S.A., S.A. de C.V.,
 *     S.R.L., S.A.C., S.A.S., SpA, Ltda., & Asoc.) and keeps the note's
 *     spelling ("Greenfeild"). The rep, colleagues addressed ("Hi Priya",
 *     "@sam", "Hola Marta", "Hi Tom") and people who approve a discount give
 *     no fields; no note names our own signatory, so lucSigner is expected
 *     nowhere.
 * 95. Plans, tiers and support (readings 25, 39, 56, 57, 74, 85): edition is
 *     the plan or tier chosen where the note names it as a plan or tier
 *     ("ProjectLedger Business plan" = 'Business', "they picked the Standard
 *     tier" = 'Standard', "plan Profesional" = 'Profesional', "Eligieron el
 *     Plan Estudio" = 'Estudio'); the price of the tier or plan not chosen
 *     is a notPrice. Product names ending in a tier word ("VetBook Pro",
 *     "SafeGuard Pro", "ClinicPro", "InventarioPlus", "HRMSPro") give no
 *     edition. A support tier with a price ("Support: Premium", "Support:
 *     Gold tier", "Soporte Plus", "Soporte Premium") is a recurring line and
 *     sets support to the tier's name; the price of a tier not chosen
 *     ("Silver was €1,800") is a notPrice.
 * 96. The harder notes of this corpus are read by the earlier readings: a
 *     later "EDIT" or "Corrección" replaces the quantity and the price it
 *     names (reading 28) and the superseded price is a notPrice; a
 *     competitor's quote ("a quote from VetLogic at C$82/user/mo", "la
 *     competencia (AgroData) les pasó US$ 19") is a notPrice (reading 8);
 *     free months on a named line reduce its billed months in year one
 *     (readings 6, 52); under whole-volume tier pricing ("They're licensing
 *     180 users so they fall in the middle tier") every user is priced at the
 *     tier reached and the other tiers are notPrices (reading 15); a seat
 *     count that grows in year two ("year 2 goes to 900 employees ... at the
 *     same rate") is that line's year-two quantity (reading 38); a price per
 *     1,000 units (reading 14) on a committed monthly volume is multiplied by
 *     12 (reading 82), and a base or fixed monthly fee beside it is its own
 *     recurring line. A customer's latest e-mail pasted above a quoted
 *     earlier offer and adopted by the rep's note ("revised offer agreed as
 *     Laura says above") states the deal; the quoted offer's prices are
 *     notPrices (readings 33, 79). Prices per clinic, per school, per
 *     property, per vehicle, per camión and per caja are multiplied by the
 *     count the note gives (reading 65). A total the rep writes out ("Total
 *     before GST ₹6,60,000") restates the lines: it is an amount, gives no
 *     line and is not a notPrice (readings 29, 61).
 * 97. Discounts (readings 4, 5, 50, 86): "10% off the whole deal (year 1)",
 *     "5% charity discount on the whole order" and "Descuento del 8% sobre el
 *     total del pedido" are whole-deal pct discounts on year one of a
 *     single-year deal (y2 false); "5 % de descuento sobre todo el contrato
 *     (los dos años)" flags y1 and y2. "20% off the tracking units only" and
 *     "un 10% de descuento en los escáneres" are scoped and folded into those
 *     lines (reading 4). Who approved a discount ("approved by Rachel",
 *     "regional manager approved", "aprobado por gerencia") gives no field.
 *     Every discount in this corpus comes out exact to the cent, and no tax
 *     lands on an exact half cent.
 */

export const BLIND_NOTES_22: BlindNote[] = [
  {
    id: 'j01',
    lang: 'en',
    split: 'tune',
    style: 'US rep, terse one-liner: seats per month plus a setup fee',
    notes: `Crestview Dental, 18 seats ChairTime @ $65/seat/mo + $1,500 setup. 12 mo, billed annually. Tina Alvarez (office mgr) signs, tina@crestviewdental.com`,
    expect: {
      fields: {
        custName: 'Crestview Dental',
        custSigner: 'Tina Alvarez',
        custTitle: 'office mgr',
        custEmail: 'tina@crestviewdental.com',
        billing: 'Annual',
        term: '12',
      },
      lineItems: [
        { y1: 14040, y2: 0, descHas: 'ChairTime' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 15540, y2: 0 },
      amounts: ['$65', '$1,500'],
      notPrices: [],
    },
    why: 'ChairTime 18 x $65 x 12 = 14,040; setup 1,500 one-time (reading 2). Net 15,540; no tax named, so total = net (reading 7). Single-year: y2 = 0. Bare $: no currency (reading 91).',
  },
  {
    id: 'j02',
    lang: 'en',
    split: 'tune',
    style: 'UK rep (Yorkshire vets), bullet list; 2-year deal with prices held, support tier, VAT',
    notes: `Proposal – Harrowgate Vets (3 practices)
- VetBook Pro: 42 users @ £28 per user per month
- Data migration: £2,400 one-off
- Staff training: 2 days @ £750/day
- Support: Premium, £1,200/yr
- 2 year contract, prices held yr 2
- Annual invoicing in advance
- VAT 20%
- Signatory: Dr. Helen Marsh, Clinical Director, h.marsh@harrowgatevets.co.uk`,
    expect: {
      fields: {
        custName: 'Harrowgate Vets',
        custSigner: 'Helen Marsh',
        custTitle: 'Clinical Director',
        custEmail: 'h.marsh@harrowgatevets.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '24',
        support: 'Premium',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 14112, y2: 14112, descHas: 'VetBook' },
        { y1: 2400, y2: 0, descHas: 'migration' },
        { y1: 1500, y2: 0, descHas: 'training' },
        { y1: 1200, y2: 1200, descHas: 'Support' },
      ],
      discounts: [],
      totals: { y1: 23054.4, y2: 18374.4 },
      amounts: ['£28', '£2,400', '£750', '£1,200'],
      notPrices: [],
    },
    why: 'VetBook 42 x £28 x 12 = 14,112 both years (prices held, reading 93); migration 2,400 and training 2 days x 750 = 1,500 one-time (y2 0); Premium support 1,200/yr both years (reading 95). Y1 net 19,212 + VAT 20% 3,842.40 = 23,054.40; y2 net 15,312 + 3,062.40 = 18,374.40. "VetBook Pro" gives no edition (reading 95); "Dr." dropped (reading 94).',
  },
  {
    id: 'j03',
    lang: 'en',
    split: 'held',
    style: 'Canadian rep (Ontario), short e-mail to a colleague; users per month, onboarding, start date, HST',
    notes: `Hi Priya,

Can you draft the proposal for Maple Ridge Property Management (Toronto)? They're taking FleetDesk for 25 users at C$49/user/month, plus onboarding C$3,000 one time. 1 year, billed annually, start Jan 1. HST 13% on top. Quote in Canadian dollars.

Signer is their COO, Marc Tremblay – mtremblay@mapleridgepm.ca

Thanks,
Greg`,
    expect: {
      fields: {
        custName: 'Maple Ridge Property Management',
        custSigner: 'Marc Tremblay',
        custTitle: 'COO',
        custEmail: 'mtremblay@mapleridgepm.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 14700, y2: 0, descHas: 'FleetDesk' },
        { y1: 3000, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 20001, y2: 0 },
      amounts: ['C$49', 'C$3,000'],
      notPrices: [],
    },
    why: 'FleetDesk 25 x C$49 x 12 = 14,700; onboarding 3,000 one-time. Net 17,700 + HST 13% 2,301 = 20,001. "start Jan 1" = 2027-01-01 (reading 93). Priya and Greg give no fields (reading 94).',
  },
  {
    id: 'j04',
    lang: 'en',
    split: 'held',
    style: 'Australian rep (NSW), Slack message; techs per month, tablets bought outright, setup, GST',
    notes: `@sam can you spin up a prop for Coastal Plumbing Group (Newcastle NSW)? JobTrack, 60 techs at A$22/tech/mth, billed monthly, 12 mth contract. Plus 10 rugged tablets at A$890 each (they're buying them outright) and A$1,750 for setup. Prices ex GST, add 10% GST. AUD. Owner Kylie Brennan signs – kylie@coastalplumbing.com.au`,
    expect: {
      fields: {
        custName: 'Coastal Plumbing Group',
        custSigner: 'Kylie Brennan',
        custTitle: 'Owner',
        custEmail: 'kylie@coastalplumbing.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 15840, y2: 0, descHas: 'JobTrack' },
        { y1: 8900, y2: 0, descHas: 'tablets' },
        { y1: 1750, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 29139, y2: 0 },
      amounts: ['A$22', 'A$890', 'A$1,750'],
      notPrices: [],
    },
    why: 'JobTrack 60 x A$22 x 12 = 15,840; tablets 10 x 890 = 8,900 one-time (bought outright, reading 65); setup 1,750. Net 26,490 + GST 10% 2,649 = 29,139.',
  },
  {
    id: 'j05',
    lang: 'en',
    split: 'tune',
    style:
      'Indian rep (Pune), e-mail to the team; students per annum, implementation, training sessions, a written total before GST',
    notes: `Hi team,
Please prepare proposal for Sunrise Public School, Pune.
Product: CampusOne ERP, 1,200 students @ ₹450 per student per annum.
Implementation and data migration: ₹75,000 one time.
Teacher training: 3 sessions @ ₹15,000 per session.
Total before GST ₹6,60,000.
Term 1 year, payment annually in advance. GST @18% extra.
Signing: Mrs. Anjali Deshpande, Principal (principal@sunrisepune.edu.in)
Regards,
Vikram`,
    expect: {
      fields: {
        custName: 'Sunrise Public School',
        custSigner: 'Anjali Deshpande',
        custTitle: 'Principal',
        custEmail: 'principal@sunrisepune.edu.in',
        currency: 'INR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 540000, y2: 0, descHas: 'CampusOne' },
        { y1: 75000, y2: 0, descHas: 'Implementation' },
        { y1: 45000, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 778800, y2: 0 },
      amounts: ['₹450', '₹75,000', '₹15,000', '₹6,60,000'],
      notPrices: [],
    },
    why: 'CampusOne 1,200 x ₹450 = 5,40,000 per annum; implementation 75,000 one-time; training 3 sessions x 15,000 = 45,000 one-time (reading 37). Net 6,60,000 (the written total restates it: amount, no line, not a notPrice, reading 96) + GST 18% 1,18,800 = 7,78,800. "Mrs." dropped.',
  },
  {
    id: 'j06',
    lang: 'en',
    split: 'tune',
    style:
      'Irish rep (Galway credit union), short list; yearly licences, 3-year term with a yearly uplift on the recurring items, VAT 23%',
    notes: `Note for prop – Dunmore Credit Union, Co. Galway
MemberHub online banking module, licence €18,500 per annum
Card management add-on €4,200 p.a.
Implementation €6,000 once off
3 year term, 3% uplift per year on the recurring items
VAT 23%
Contract signed by the CEO, Siobhán Kelly – skelly@dunmorecu.ie`,
    expect: {
      fields: {
        custName: 'Dunmore Credit Union',
        custSigner: 'Siobhán Kelly',
        custTitle: 'CEO',
        custEmail: 'skelly@dunmorecu.ie',
        currency: 'EUR',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 18500, y2: 19055, descHas: 'MemberHub' },
        { y1: 4200, y2: 4326, descHas: 'Card' },
        { y1: 6000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 35301, y2: 28758.63 },
      amounts: ['€18,500', '€4,200', '€6,000'],
      notPrices: [],
    },
    why: 'MemberHub 18,500, y2 +3% = 19,055; card add-on 4,200, y2 4,326; implementation 6,000 one-time. Y1 net 28,700 + VAT 23% 6,601 = 35,301; y2 net 23,381 + VAT 5,377.63 = 28,758.63. 3-year deal: only year two measured (reading 3). No billing stated ("per annum" is the price unit).',
  },
  {
    id: 'j07',
    lang: 'en',
    split: 'tune',
    style: 'South African rep (Western Cape), bullet list with space-grouped rands; users per month, printers once off, VAT 15%',
    notes: `Proposal: Karoo Fresh Produce (Pty) Ltd, Paarl
- StockWise Warehouse, 35 users x R 450 pm
- Barcode printers x 4 @ R 8 900 each (once off)
- Installation & training R 15 000 once off
- 12 month contract, monthly billing
- VAT 15% excl.
Sign: Johan van der Merwe (Financial Manager), johan@karoofresh.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Fresh Produce',
        custSigner: 'Johan van der Merwe',
        custTitle: 'Financial Manager',
        custEmail: 'johan@karoofresh.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 189000, y2: 0, descHas: 'StockWise' },
        { y1: 35600, y2: 0, descHas: 'printers' },
        { y1: 15000, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 275540, y2: 0 },
      amounts: ['R 450', 'R 8 900', 'R 15 000'],
      notPrices: [],
    },
    why: 'Space grouping (reading 90). StockWise 35 x R450 x 12 = 189,000; printers 4 x 8,900 = 35,600 once off; installation 15,000 once off. Net 239,600 + VAT 15% 35,940 = 275,540.',
  },
  {
    id: 'j08',
    lang: 'en',
    split: 'held',
    style: 'Singapore rep, bullet list to a colleague; named plan, 2 years same price, validity, GST 9%',
    notes: `Hi Mei Ling, pls draft for Lim Brothers Engineering Pte Ltd.
- ProjectLedger Business plan, 30 users, S$55/user/month, annual billing
- Onboarding package S$2,800 (one-time)
- 2 yrs, yr 2 same price
- GST 9%
- Quote valid 30 days
- Signatory is Mr Lim Wei Jie, Director, weijie.lim@limbros.com.sg`,
    expect: {
      fields: {
        custName: 'Lim Brothers Engineering',
        custSigner: 'Lim Wei Jie',
        custTitle: 'Director',
        custEmail: 'weijie.lim@limbros.com.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '24',
        validUntil: '2026-12-21',
        edition: 'Business',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 19800, y2: 19800, descHas: 'ProjectLedger' },
        { y1: 2800, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 24634, y2: 21582 },
      amounts: ['S$55', 'S$2,800'],
      notPrices: [],
    },
    why: 'ProjectLedger 30 x S$55 x 12 = 19,800 both years (yr 2 same price); onboarding 2,800 one-time. Y1 net 22,600 + GST 9% 2,034 = 24,634; y2 net 19,800 + 1,782 = 21,582. Edition Business (reading 95); valid 30 days = 2026-12-21.',
  },
  {
    id: 'j09',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Ohio), dictated note with spoken punctuation; seats per month, setup, 2-year term with a year-two uplift on the seats, sales tax',
    notes: `new proposal for Buckeye Tool and Die comma Columbus Ohio period 45 seats of ShopFloor MES at $39 per seat per month comma billed annually period setup $1,200 one time period 2 year term comma year 2 plus 4 percent on the seats period Ohio sales tax 7.5 percent period signer is Rob Castellano comma plant manager comma rob dot castellano at buckeyetool dot com period`,
    expect: {
      fields: {
        custName: 'Buckeye Tool and Die',
        custSigner: 'Rob Castellano',
        custTitle: 'plant manager',
        custEmail: 'rob.castellano@buckeyetool.com',
        billing: 'Annual',
        term: '24',
        taxLabel: 'sales tax',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 21060, y2: 21902.4, descHas: 'ShopFloor' },
        { y1: 1200, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 23929.5, y2: 23545.08 },
      amounts: ['$39', '$1,200'],
      notPrices: [],
    },
    why: 'Dictation (reading 32). Seats 45 x $39 x 12 = 21,060; y2 +4% = 21,902.40; setup 1,200 one-time. Y1 net 22,260 + 7.5% 1,669.50 = 23,929.50; y2 net 21,902.40 + 1,642.68 = 23,545.08. Bare $: no currency.',
  },
  {
    id: 'j10',
    lang: 'en',
    split: 'held',
    style: 'US rep (Idaho), one-liner with typos and shorthand; users per month, GPS trackers one time, onboarding, sales tax',
    notes: `prop for Greenfeild Landscaping (Boise) - CrewClock 28 usr @ $18/usr/mo, GPS trackers x28 @ $95 ea one time, onbaording $650. 1 yr, mthly billing. Idaho sales tax 6% applies. signer: Dave Olsen owner dave@greenfeildland.com`,
    expect: {
      fields: {
        custName: 'Greenfeild Landscaping',
        custSigner: 'Dave Olsen',
        custTitle: 'owner',
        custEmail: 'dave@greenfeildland.com',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 6,
      },
      lineItems: [
        { y1: 6048, y2: 0, descHas: 'CrewClock' },
        { y1: 2660, y2: 0, descHas: 'trackers' },
        { y1: 650, y2: 0, descHas: 'onbaording' },
      ],
      discounts: [],
      totals: { y1: 9919.48, y2: 0 },
      amounts: ['$18', '$95', '$650'],
      notPrices: [],
    },
    why: 'CrewClock 28 x $18 x 12 = 6,048; trackers 28 x 95 = 2,660 one time; onboarding 650 one-time (typos kept, reading 59). Net 9,358 + 6% 561.48 = 9,919.48.',
  },
  {
    id: 'j11',
    lang: 'en',
    split: 'held',
    style: 'UK rep (Leeds housing trust), short note with a later EDIT correcting the user count and the onboarding price; VAT',
    notes: `Prop for Pennine Housing Trust, Leeds
RepairsHub for 80 users at £24/user/mth, annual billing, 12 months.
Onboarding £3,500.
VAT 20%.
Signatory: Gareth Holt, Head of Property Services, gareth.holt@penninehousing.org.uk

EDIT after call with Gareth: it's 65 users not 80, and we agreed onboarding at £2,900 instead.`,
    expect: {
      fields: {
        custName: 'Pennine Housing Trust',
        custSigner: 'Gareth Holt',
        custTitle: 'Head of Property Services',
        custEmail: 'gareth.holt@penninehousing.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 18720, y2: 0, descHas: 'RepairsHub' },
        { y1: 2900, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 25944, y2: 0 },
      amounts: ['£24', '£3,500', '£2,900'],
      notPrices: ['£3,500'],
    },
    why: 'Correction wins (readings 28, 96): RepairsHub 65 x £24 x 12 = 18,720; onboarding £2,900 (the superseded £3,500 is a notPrice). Net 21,620 + VAT 20% 4,324 = 25,944.',
  },
  {
    id: 'j12',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (clinic group), two tiers quoted and one chosen; providers per month, implementation, billed quarterly, nonprofit exempt',
    notes: `Riverside Family Clinics (3 locations). Quoted CareNote in both tiers; they picked the Standard tier at $149/provider/mo. Premium tier (adds telehealth) was $199/provider/mo, not taking it.
22 providers. Implementation $4,000 flat. 1 yr, billed quarterly.
Tax exempt (nonprofit).
Signer: Dr. Amy Chen, CMO, achen@riversidefc.org`,
    expect: {
      fields: {
        custName: 'Riverside Family Clinics',
        custSigner: 'Amy Chen',
        custTitle: 'CMO',
        custEmail: 'achen@riversidefc.org',
        billing: 'Quarterly',
        term: '12',
        edition: 'Standard',
        taxRate: 0,
      },
      lineItems: [
        { y1: 39336, y2: 0, descHas: 'CareNote' },
        { y1: 4000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 43336, y2: 0 },
      amounts: ['$149', '$199', '$4,000'],
      notPrices: ['$199'],
    },
    why: 'Standard tier chosen (reading 95): 22 x $149 x 12 = 39,336; implementation 4,000 flat, one-time. Premium $199 is an unchosen option (notPrice). Exempt: taxRate 0, total = net 43,336.',
  },
  {
    id: 'j13',
    lang: 'en',
    split: 'held',
    style: 'Canadian rep (Calgary), short note with a competitor quote mentioned; 2-year term same pricing, GST',
    notes: `Prop - Foothills Veterinary Hospital, Calgary AB
ClinicFlow, 14 users at C$95/user/mo, billing monthly. Data conversion from their old system C$2,500 one-time. 2 year term, same pricing year 2.
FYI they have a quote from VetLogic at C$82/user/mo. We're not matching, they said support matters more.
GST 5%. CAD.
Sign: Dr. Raj Sandhu, Owner, raj@foothillsvet.ca`,
    expect: {
      fields: {
        custName: 'Foothills Veterinary Hospital',
        custSigner: 'Raj Sandhu',
        custTitle: 'Owner',
        custEmail: 'raj@foothillsvet.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 15960, y2: 15960, descHas: 'ClinicFlow' },
        { y1: 2500, y2: 0, descHas: 'conversion' },
      ],
      discounts: [],
      totals: { y1: 19383, y2: 16758 },
      amounts: ['C$95', 'C$2,500', 'C$82'],
      notPrices: ['C$82'],
    },
    why: 'ClinicFlow 14 x C$95 x 12 = 15,960 both years; conversion 2,500 one-time. Competitor C$82 is a notPrice (reading 96). Y1 net 18,460 + GST 5% 923 = 19,383; y2 15,960 + 798 = 16,758.',
  },
  {
    id: 'j14',
    lang: 'en',
    split: 'held',
    style:
      'Australian rep (Sydney physio group), bullet list to a colleague; first 3 months free on the main line, per-clinic SMS bundle, GST',
    notes: `Hi Tom – prop for Harbourside Physio (Sydney, 4 clinics):
- PracticeDesk, 26 practitioners @ A$69 per practitioner per month
- First 3 months free on PracticeDesk (launch offer)
- SMS reminders bundle A$150/month per clinic
- Setup A$1,200 one-off
- 12 month contract, billed monthly, AUD, plus GST 10%
- Signing: Chloe Nguyen, Practice Manager, chloe@harboursidephysio.com.au`,
    expect: {
      fields: {
        custName: 'Harbourside Physio',
        custSigner: 'Chloe Nguyen',
        custTitle: 'Practice Manager',
        custEmail: 'chloe@harboursidephysio.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 16146, y2: 0, descHas: 'PracticeDesk' },
        { y1: 7200, y2: 0, descHas: 'SMS' },
        { y1: 1200, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 27000.6, y2: 0 },
      amounts: ['A$69', 'A$150', 'A$1,200'],
      notPrices: [],
    },
    why: 'Free months (reading 6): PracticeDesk 26 x A$69 x 9 = 16,146; SMS 4 clinics x 150 x 12 = 7,200 (reading 65); setup 1,200. Net 24,546 + GST 10% 2,454.60 = 27,000.60.',
  },
  {
    id: 'j15',
    lang: 'en',
    split: 'tune',
    style: 'US rep (credit union), whole-volume tier pricing with the tier reached; onboarding; exempt',
    notes: `Summit Ridge Credit Union - proposal
SecureSign e-signature, volume pricing per user per month: 1-99 users $12, 100-249 users $10, 250+ users $8.50. They're licensing 180 users so they fall in the middle tier. Annual billing, 1 year.
Onboarding $2,000.
No tax, CU is exempt.
Signer: Karen Hughes, VP Operations, khughes@summitridgecu.org`,
    expect: {
      fields: {
        custName: 'Summit Ridge Credit Union',
        custSigner: 'Karen Hughes',
        custTitle: 'VP Operations',
        custEmail: 'khughes@summitridgecu.org',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'SecureSign' },
        { y1: 2000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 23600, y2: 0 },
      amounts: ['$12', '$10', '$8.50', '$2,000'],
      notPrices: ['$12', '$8.50'],
    },
    why: 'Whole-volume tier (readings 15, 96): 180 users x $10 x 12 = 21,600; the $12 and $8.50 tiers are notPrices. Onboarding 2,000 one-time. Exempt: total = net 23,600.',
  },
  {
    id: 'j16',
    lang: 'en',
    split: 'tune',
    style: "UK rep (freight), customer e-mail pasted above a quoted earlier offer, with the rep's one-line note; VAT",
    notes: `From: Laura Bennett <laura.bennett@kestrelfreight.co.uk>
Subject: RE: TMS proposal

Hi Ollie, thanks for the revised numbers. We're happy with £38 per driver per month for the TMS, 120 drivers, and the £5,000 implementation. Please send the paperwork and I'll sign.
Laura Bennett
Operations Director, Kestrel Freight Ltd

> On 12 Nov 2026, Ollie Grant wrote:
> Hi Laura, as discussed: RouteLogic TMS at £42 per driver per month, implementation £6,500.

Ollie's note: revised offer agreed as Laura says above. 12 month term, quarterly billing, add VAT 20%.`,
    expect: {
      fields: {
        custName: 'Kestrel Freight',
        custSigner: 'Laura Bennett',
        custTitle: 'Operations Director',
        custEmail: 'laura.bennett@kestrelfreight.co.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 54720, y2: 0, descHas: 'TMS' },
        { y1: 5000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [],
      totals: { y1: 71664, y2: 0 },
      amounts: ['£38', '£5,000', '£42', '£6,500'],
      notPrices: ['£42', '£6,500'],
    },
    why: 'Revised offer agreed (readings 94, 96): TMS 120 x £38 x 12 = 54,720; implementation 5,000 one-time. The quoted earlier £42 and £6,500 are notPrices. Net 59,720 + VAT 20% 11,944 = 71,664.',
  },
  {
    id: 'j17',
    lang: 'en',
    split: 'held',
    style: 'Indian rep (Punjab), short note; employees per month growing in year two, biometric devices, lakh amount, GST',
    notes: `Proposal for Vardhan Knitwear Pvt Ltd, Ludhiana
HRMSPro payroll & attendance: 600 employees in year 1 at ₹60 per employee per month; year 2 goes to 900 employees (second plant comes on) at the same rate.
Biometric devices 8 nos @ ₹22,000 each, one time.
Implementation ₹1.5 lakh one time.
2 year contract, billing quarterly. GST 18% extra. INR.
Person to sign: Mr. Sandeep Arora, GM - HR, sandeep.arora@vardhanknitwear.in`,
    expect: {
      fields: {
        custName: 'Vardhan Knitwear',
        custSigner: 'Sandeep Arora',
        custTitle: 'GM - HR',
        custEmail: 'sandeep.arora@vardhanknitwear.in',
        currency: 'INR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 432000, y2: 648000, descHas: 'HRMSPro' },
        { y1: 176000, y2: 0, descHas: 'Biometric' },
        { y1: 150000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 894440, y2: 764640 },
      amounts: ['₹60', '₹22,000', '₹1.5 lakh'],
      notPrices: [],
    },
    why: 'Year-two quantity (readings 38, 96): HRMSPro 600 x ₹60 x 12 = 4,32,000; y2 900 x 60 x 12 = 6,48,000. Devices 8 x 22,000 = 1,76,000 one-time; implementation 1.5 lakh = 1,50,000 one-time. Y1 net 7,58,000 + GST 18% 1,36,440 = 8,94,440; y2 6,48,000 + 1,16,640 = 7,64,640.',
  },
  {
    id: 'j18',
    lang: 'en',
    split: 'held',
    style: 'US rep (Atlanta realty), one paragraph; base fee plus price per 1,000 emails on a committed monthly volume; no tax',
    notes: `Proposal: Hollis & Park Realty (Atlanta). MailRocket email platform, base fee $300/mo plus $0.90 per 1,000 emails; they commit to 500,000 emails a month. Annual billing, 12 months. Setup / template design $1,800 one-time. Georgia doesn't tax SaaS, no tax line. Signer Janet Park, Managing Broker, jpark@hollispark.com`,
    expect: {
      fields: {
        custName: 'Hollis & Park Realty',
        custSigner: 'Janet Park',
        custTitle: 'Managing Broker',
        custEmail: 'jpark@hollispark.com',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 3600, y2: 0, descHas: 'base' },
        { y1: 5400, y2: 0, descHas: 'emails' },
        { y1: 1800, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 10800, y2: 0 },
      amounts: ['$300', '$0.90', '$1,800'],
      notPrices: [],
    },
    why: 'Base fee $300 x 12 = 3,600; emails 500,000 / 1,000 x $0.90 x 12 = 5,400 (readings 14, 96); setup 1,800 one-time. No tax: taxRate 0, total 10,800.',
  },
  {
    id: 'j19',
    lang: 'en',
    split: 'held',
    style:
      'US rep (Iowa school district), Slack message; teachers per month, yearly console, PD days, 3-year term with 3% uplift on recurring, exempt',
    notes: `hey can you put together a proposal for Cedar Valley School District (Iowa)? 3-yr term. LessonLoop for 340 teachers at $8/teacher/mo, plus district admin console $2,400/yr. PD training 2 days @ $1,250/day. 3% uplift each year on everything recurring. billed annually. they're tax exempt (public school). Sign: Dr. Mark Jensen, Superintendent, mjensen@cedarvalley.k12.ia.us`,
    expect: {
      fields: {
        custName: 'Cedar Valley School District',
        custSigner: 'Mark Jensen',
        custTitle: 'Superintendent',
        custEmail: 'mjensen@cedarvalley.k12.ia.us',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 32640, y2: 33619.2, descHas: 'LessonLoop' },
        { y1: 2400, y2: 2472, descHas: 'console' },
        { y1: 2500, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 37540, y2: 36091.2 },
      amounts: ['$8', '$2,400', '$1,250'],
      notPrices: [],
    },
    why: 'LessonLoop 340 x $8 x 12 = 32,640, y2 +3% = 33,619.20; console 2,400, y2 2,472; PD 2 days x 1,250 = 2,500 one-time. Exempt: totals = net 37,540 and 36,091.20.',
  },
  {
    id: 'j20',
    lang: 'en',
    split: 'tune',
    style: 'Singapore rep (hotel group), CRM-style lead list; per-property channel manager, whole-deal 10% discount, GST 9%',
    notes: `Lead: Orchid Bay Hotels Pte Ltd (2 properties)
GuestLoop CRM – 45 users @ S$40/user/mth
Channel manager – S$650/mth per property
Implementation – S$6,000 one-time
Discount: 10% off the whole deal (year 1), approved by Rachel
Term: 12 months, billing quarterly
GST 9% on top
Signatory: Ms Tan Siew Ling, General Manager, siewling.tan@orchidbayhotels.sg`,
    expect: {
      fields: {
        custName: 'Orchid Bay Hotels',
        custSigner: 'Tan Siew Ling',
        custTitle: 'General Manager',
        custEmail: 'siewling.tan@orchidbayhotels.sg',
        currency: 'SGD',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 21600, y2: 0, descHas: 'GuestLoop' },
        { y1: 15600, y2: 0, descHas: 'Channel' },
        { y1: 6000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 42379.2, y2: 0 },
      amounts: ['S$40', 'S$650', 'S$6,000'],
      notPrices: [],
    },
    why: 'GuestLoop 45 x S$40 x 12 = 21,600; channel manager 2 properties x 650 x 12 = 15,600; implementation 6,000. Subtotal 43,200 - 10% 4,320 = 38,880 (reading 97) + GST 9% 3,499.20 = 42,379.20.',
  },
  {
    id: 'j21',
    lang: 'en',
    split: 'tune',
    style:
      'South African rep (Durban), e-mail to a colleague; per-vehicle telematics, tracking units with a scoped 20% discount, installation per vehicle, 24 months, VAT',
    notes: `Hi Thandi,
Please do the proposal for Ubuntu Logistics (Pty) Ltd in Durban.
- FleetEye telematics: 150 vehicles at R189 per vehicle per month
- Tracking units: 150 at R1,450 each, once-off
- Installation: R350 per vehicle, once-off
- We're giving 20% off the tracking units only (regional manager approved)
- 24 month contract, billed monthly, no increase in year 2
- Prices excl. VAT (15%)
Signer: Sipho Dlamini, Fleet Manager, sipho.d@ubuntulogistics.co.za
Thanks, Pieter`,
    expect: {
      fields: {
        custName: 'Ubuntu Logistics',
        custSigner: 'Sipho Dlamini',
        custTitle: 'Fleet Manager',
        custEmail: 'sipho.d@ubuntulogistics.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 340200, y2: 340200, descHas: 'FleetEye' },
        { y1: 174000, y2: 0, descHas: 'Tracking' },
        { y1: 52500, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 651705, y2: 391230 },
      amounts: ['R189', 'R1,450', 'R350'],
      notPrices: [],
    },
    why: 'FleetEye 150 x R189 x 12 = 340,200 both years; tracking units 150 x 1,450 = 217,500 less the scoped 20% = 174,000 once-off (reading 97); installation 150 x 350 = 52,500 once-off. Y1 net 566,700 + VAT 15% 85,005 = 651,705; y2 340,200 + 51,030 = 391,230.',
  },
  {
    id: 'j22',
    lang: 'en',
    split: 'held',
    style:
      'Irish rep (Limerick), quick note; users per month, Gold support chosen over Silver, go-live services, 2-year flat, validity date, VAT 23%',
    notes: `Quick one – proposal for Shannonside Logistics, Limerick.
WarehouseIQ, 50 users @ €35 per user per month.
Support: Gold tier at €3,000 per year (Silver was €1,800, they want Gold).
Go-live services: €7,500 once-off.
2-year term, flat pricing both years. Invoicing annually in advance. Valid until 18 Dec.
VAT @ 23%.
Aoife Brennan (Head of Operations) will sign – aoife.brennan@shannonside.ie`,
    expect: {
      fields: {
        custName: 'Shannonside Logistics',
        custSigner: 'Aoife Brennan',
        custTitle: 'Head of Operations',
        custEmail: 'aoife.brennan@shannonside.ie',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        validUntil: '2026-12-18',
        support: 'Gold',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 21000, y2: 21000, descHas: 'WarehouseIQ' },
        { y1: 3000, y2: 3000, descHas: 'Gold' },
        { y1: 7500, y2: 0, descHas: 'Go-live' },
      ],
      discounts: [],
      totals: { y1: 38745, y2: 29520 },
      amounts: ['€35', '€3,000', '€1,800', '€7,500'],
      notPrices: ['€1,800'],
    },
    why: 'WarehouseIQ 50 x €35 x 12 = 21,000 both years; Gold support 3,000/yr both years, Silver €1,800 unchosen (reading 95); go-live 7,500 once-off. Y1 net 31,500 + VAT 23% 7,245 = 38,745; y2 24,000 + 5,520 = 29,520. "Valid until 18 Dec" = 2026-12-18.',
  },
  {
    id: 'j23',
    lang: 'en',
    split: 'tune',
    style: 'US rep (Maine food bank), one paragraph; users per month, data import, yearly add-on, 501(c)(3) exempt',
    notes: `Proposal for Hope Harbor Food Bank (Portland, ME). DonorTrack, 12 users at $35/user/month (nonprofit pricing), billed annually, 1 yr. Data import $800 one-time. Volunteer scheduling add-on $1,200/yr. They're a 501(c)(3), exempt, no tax. Signer: Exec Director Maria Lopez, mlopez@hopeharborfb.org`,
    expect: {
      fields: {
        custName: 'Hope Harbor Food Bank',
        custSigner: 'Maria Lopez',
        custTitle: 'Exec Director',
        custEmail: 'mlopez@hopeharborfb.org',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 5040, y2: 0, descHas: 'DonorTrack' },
        { y1: 800, y2: 0, descHas: 'import' },
        { y1: 1200, y2: 0, descHas: 'scheduling' },
      ],
      discounts: [],
      totals: { y1: 7040, y2: 0 },
      amounts: ['$35', '$800', '$1,200'],
      notPrices: [],
    },
    why: 'DonorTrack 12 x $35 x 12 = 5,040; import 800 one-time; scheduling add-on 1,200/yr. Exempt: total = net 7,040. "501(c)(3)" is no amount (reading 26).',
  },
  {
    id: 'j24',
    lang: 'en',
    split: 'tune',
    style: 'UK rep, Slack message asking for an order form; price per school per year, training webinars, VAT',
    notes: `[Slack #sales-uk] Hannah: can someone draft an order form for Brightwell Academy Trust? 6 schools. SafeGuard Pro at £1,150 per school per year, plus staff training webinars 3 x £400 each. 12 month licence, invoiced annually. VAT applies at 20%. Contact + signer: Mark Evans, CFO, m.evans@brightwelltrust.org.uk`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Brightwell Academy Trust',
        custSigner: 'Mark Evans',
        custTitle: 'CFO',
        custEmail: 'm.evans@brightwelltrust.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 6900, y2: 0, descHas: 'SafeGuard' },
        { y1: 1200, y2: 0, descHas: 'webinars' },
      ],
      discounts: [],
      totals: { y1: 9720, y2: 0 },
      amounts: ['£1,150', '£400'],
      notPrices: [],
    },
    why: 'SafeGuard 6 schools x £1,150 = 6,900 per year (reading 96); webinars 3 x 400 = 1,200 one-time. Net 8,100 + VAT 20% 1,620 = 9,720. "draft an order form" = docType order (reading 93). The channel name and Hannah give nothing.',
  },
  {
    id: 'j25',
    lang: 'en',
    split: 'tune',
    style:
      'Canadian rep (New Brunswick YMCA), bullet list; flat monthly fees, one-time integration, whole-order charity discount, HST 15%',
    notes: `Moncton Family YMCA – proposal
- MemberPoint membership mgmt: $450/month flat, billed monthly
- Online payments module $95/month
- Card access integration $2,200 one time
- 5% charity discount on the whole order
- 1 yr contract
- NB HST 15%, CAD
- Sign: Julie Leblanc, Director of Finance, jleblanc@monctonymca.ca`,
    expect: {
      fields: {
        custName: 'Moncton Family YMCA',
        custSigner: 'Julie Leblanc',
        custTitle: 'Director of Finance',
        custEmail: 'jleblanc@monctonymca.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'HST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 5400, y2: 0, descHas: 'MemberPoint' },
        { y1: 1140, y2: 0, descHas: 'payments' },
        { y1: 2200, y2: 0, descHas: 'Card' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 9548.45, y2: 0 },
      amounts: ['$450', '$95', '$2,200'],
      notPrices: [],
    },
    why: 'MemberPoint $450 x 12 = 5,400; payments 95 x 12 = 1,140; card access 2,200 one-time. Subtotal 8,740 - 5% 437 = 8,303 (reading 97) + HST 15% 1,245.45 = 9,548.45. "$" with "CAD" in the note: CAD (reading 91).',
  },
  {
    id: 'j26',
    lang: 'en',
    split: 'tune',
    style:
      'Australian rep (Adelaide), e-mail to a colleague; 3 years with a year-two increase, one-off migration, start date, GST',
    notes: `Subject: Proposal request – Redgum Accounting
Hi Jess,
Redgum Accounting Pty Ltd (Adelaide) want to go ahead with DocuVault for 3 years. 40 staff at A$29 per user per month, billed annually in advance. Year 2 price goes up 5%. Plus a one-off migration of their archive, A$4,500. AUD, GST 10% extra. Start date 1 February 2027.
Signing will be the managing partner, Andrew Walsh (andrew.walsh@redgumaccounting.com.au).
Cheers, Ben`,
    expect: {
      fields: {
        custName: 'Redgum Accounting',
        custSigner: 'Andrew Walsh',
        custTitle: 'managing partner',
        custEmail: 'andrew.walsh@redgumaccounting.com.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '36',
        startDate: '2027-02-01',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 13920, y2: 14616, descHas: 'DocuVault' },
        { y1: 4500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 20262, y2: 16077.6 },
      amounts: ['A$29', 'A$4,500'],
      notPrices: [],
    },
    why: 'DocuVault 40 x A$29 x 12 = 13,920, y2 +5% = 14,616; migration 4,500 one-off. Y1 net 18,420 + GST 10% 1,842 = 20,262; y2 14,616 + 1,461.60 = 16,077.60.',
  },
  {
    id: 'j27',
    lang: 'es-419',
    split: 'held',
    style: 'Mexican rep (León), bullet list; users per month, implementation and training sessions, start date, IVA 16%',
    notes: `Propuesta para Grupo Ferretero Del Bajío, S.A. de C.V. (León, Gto.)
- InventarioPlus: 35 usuarios a $420 MXN por usuario al mes
- Implementación: $18,000 MXN, pago único
- Capacitación: 2 sesiones de $3,500 MXN c/u
- Contrato 12 meses, facturación mensual. Arranque el 4 de enero.
- Precios más IVA 16%
Firma: Lic. Jorge Ramírez Soto, Director de Administración, jramirez@ferreterobajio.com.mx`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero Del Bajío',
        custSigner: 'Jorge Ramírez Soto',
        custTitle: 'Director de Administración',
        custEmail: 'jramirez@ferreterobajio.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-04',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 176400, y2: 0, descHas: 'InventarioPlus' },
        { y1: 18000, y2: 0, descHas: 'Implementación' },
        { y1: 7000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 233624, y2: 0 },
      amounts: ['$420 MXN', '$18,000 MXN', '$3,500 MXN'],
      notPrices: [],
    },
    why: 'Comma thousands (reading 90). InventarioPlus 35 x 420 x 12 = 176,400; implementación 18,000 pago único; capacitación 2 x 3,500 = 7,000 one-time. Net 201,400 + IVA 16% 32,224 = 233,624. "Arranque el 4 de enero" = 2027-01-04; "Lic." dropped.',
  },
  {
    id: 'j28',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Bilbao), short e-mail to a colleague; seats per month, flat module, one-time setup, 5% off the whole 2-year contract, IVA 21%',
    notes: `Hola Marta:

Te paso los datos para la propuesta de Clínica Dental Sonrisas Norte, S.L. (Bilbao):
- Software de gestión ClinicPro: 8 puestos a 45,00 € por puesto al mes
- Módulo de citas online: 60,00 € al mes
- Alta y migración de datos: 900,00 € (una sola vez)
- 5 % de descuento sobre todo el contrato (los dos años)
Contrato de 2 años, mismo precio ambos años. Facturación trimestral. IVA 21 % aparte.
Firma el gerente, Iñigo Zubizarreta (izubizarreta@sonrisasnorte.es).

Gracias,
Raúl`,
    expect: {
      fields: {
        custName: 'Clínica Dental Sonrisas Norte',
        custSigner: 'Iñigo Zubizarreta',
        custTitle: 'gerente',
        custEmail: 'izubizarreta@sonrisasnorte.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 4320, y2: 4320, descHas: 'ClinicPro' },
        { y1: 720, y2: 720, descHas: 'citas' },
        { y1: 900, y2: 0, descHas: 'migración' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 6828.03, y2: 5793.48 },
      amounts: ['45,00 €', '60,00 €', '900,00 €'],
      notPrices: [],
    },
    why: 'ClinicPro 8 x 45 x 12 = 4,320 both years; citas 60 x 12 = 720 both years; alta 900 one-time. Y1 5,940 - 5% 297 = 5,643 + IVA 21% 1,185.03 = 6,828.03; y2 5,040 - 252 = 4,788 + 1,005.48 = 5,793.48 (reading 97: both years).',
  },
  {
    id: 'j29',
    lang: 'es-419',
    split: 'tune',
    style:
      'Argentine rep (Pergamino), short voseo note in USD; users per month, moisture sensors per unit, field installation, IVA 21%',
    notes: `Armame la propuesta para Agroservicios Pampa S.R.L. (Pergamino):
CampoTrack, 20 usuarios a US$ 30 por usuario por mes, facturación anual.
Sensores de humedad: 40 unidades a US$ 120 c/u, pago único.
Instalación en campo US$ 2.400, una vez.
Contrato por un año. Más IVA 21%.
Firma el socio gerente, Martín Aguirre — maguirre@agropampa.com.ar`,
    expect: {
      fields: {
        custName: 'Agroservicios Pampa',
        custSigner: 'Martín Aguirre',
        custTitle: 'socio gerente',
        custEmail: 'maguirre@agropampa.com.ar',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7200, y2: 0, descHas: 'CampoTrack' },
        { y1: 4800, y2: 0, descHas: 'Sensores' },
        { y1: 2400, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 17424, y2: 0 },
      amounts: ['US$ 30', 'US$ 120', 'US$ 2.400'],
      notPrices: [],
    },
    why: 'CampoTrack 20 x 30 x 12 = 7,200; sensores 40 x 120 = 4,800 pago único; instalación "US$ 2.400" = 2,400 (reading 90) una vez. Net 14,400 + IVA 21% 3,024 = 17,424.',
  },
  {
    id: 'j30',
    lang: 'es-419',
    split: 'tune',
    style:
      'Chilean rep (Santiago transport firm), bullet list in CLP; per-truck monthly fee, per-truck GPS installation, Soporte Plus, 24 months without readjustment, IVA 19%',
    notes: `Propuesta: Transportes Cordillera Ltda. (Santiago)
- RutaSegura, 45 camiones a CLP 18.500 por camión al mes
- Instalación de GPS: CLP 65.000 por camión, pago único
- Soporte Plus: CLP 120.000 mensuales
- Contrato 24 meses, facturación mensual, sin reajuste el segundo año
- Valores netos, más IVA 19%
Firma: Rodrigo Fuentes, Gerente de Operaciones (rfuentes@tcordillera.cl)`,
    expect: {
      fields: {
        custName: 'Transportes Cordillera',
        custSigner: 'Rodrigo Fuentes',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'rfuentes@tcordillera.cl',
        currency: 'CLP',
        billing: 'Monthly',
        term: '24',
        support: 'Plus',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 9990000, y2: 9990000, descHas: 'RutaSegura' },
        { y1: 2925000, y2: 0, descHas: 'GPS' },
        { y1: 1440000, y2: 1440000, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 17082450, y2: 13601700 },
      amounts: ['CLP 18.500', 'CLP 65.000', 'CLP 120.000'],
      notPrices: [],
    },
    why: 'Dot thousands (reading 90). RutaSegura 45 x 18,500 x 12 = 9,990,000 both years; GPS 45 x 65,000 = 2,925,000 one-time; Soporte Plus 120,000 x 12 = 1,440,000 both years (reading 95). Y1 net 14,355,000 + IVA 19% 2,727,450 = 17,082,450; y2 11,430,000 + 2,171,700 = 13,601,700.',
  },
  {
    id: 'j31',
    lang: 'es-419',
    split: 'tune',
    style:
      'Colombian rep (Medellín vet clinic), note to a colleague in pesos colombianos; named plan, users per month, migration, training hours, IVA 19%',
    notes: `Hola Camilo, te dejo lo de Clínica Veterinaria Los Andes S.A.S. (Medellín) para la propuesta:
VetNube plan Profesional: 12 usuarios a $95.000 pesos colombianos por usuario al mes.
Migración de historias clínicas: $2.500.000 una sola vez.
Capacitación virtual: 4 horas a $180.000 la hora.
Contrato 12 meses, pago anual. IVA 19%.
Firma la directora, Dra. Luisa Fernanda Restrepo, lfrestrepo@veterinarialosandes.com.co`,
    expect: {
      fields: {
        custName: 'Clínica Veterinaria Los Andes',
        custSigner: 'Luisa Fernanda Restrepo',
        custTitle: 'directora',
        custEmail: 'lfrestrepo@veterinarialosandes.com.co',
        currency: 'COP',
        billing: 'Annual',
        term: '12',
        edition: 'Profesional',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 13680000, y2: 0, descHas: 'VetNube' },
        { y1: 2500000, y2: 0, descHas: 'Migración' },
        { y1: 720000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 20111000, y2: 0 },
      amounts: ['$95.000 pesos colombianos', '$2.500.000', '$180.000'],
      notPrices: [],
    },
    why: 'VetNube 12 x 95,000 x 12 = 13,680,000; migración 2,500,000 one-time; capacitación 4 h x 180,000 = 720,000 one-time (reading 37). Net 16,900,000 + IVA 19% 3,211,000 = 20,111,000. plan Profesional = edition; "pesos colombianos" = COP (reading 91).',
  },
  {
    id: 'j32',
    lang: 'es-419',
    split: 'tune',
    style:
      'Peruvian rep (Ilo fishing company), list in soles; user licences per month with a yearly readjustment on the licences, Soporte Premium, 3 years, IGV',
    notes: `Propuesta para Corporación Pesquera del Sur S.A.C. (Ilo)
MantenPro (mantenimiento de flota): 25 licencias de usuario a S/ 85 por usuario mensual
Implementación: S/ 9,500 pago único
Soporte Premium: S/ 6,000 al año
Contrato de 3 años, reajuste de 4% anual sobre las licencias
Facturación anual. Precios no incluyen IGV (18%).
Firmante: Ing. Carlos Mendoza Vega, Jefe de Mantenimiento — cmendoza@pesqueradelsur.com.pe`,
    expect: {
      fields: {
        custName: 'Corporación Pesquera del Sur',
        custSigner: 'Carlos Mendoza Vega',
        custTitle: 'Jefe de Mantenimiento',
        custEmail: 'cmendoza@pesqueradelsur.com.pe',
        currency: 'PEN',
        billing: 'Annual',
        term: '36',
        support: 'Premium',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 25500, y2: 26520, descHas: 'MantenPro' },
        { y1: 9500, y2: 0, descHas: 'Implementación' },
        { y1: 6000, y2: 6000, descHas: 'Soporte' },
      ],
      discounts: [],
      totals: { y1: 48380, y2: 38373.6 },
      amounts: ['S/ 85', 'S/ 9,500', 'S/ 6,000'],
      notPrices: [],
    },
    why: 'MantenPro 25 x S/ 85 x 12 = 25,500, y2 +4% on the licences only = 26,520 (reading 93); implementación 9,500 one-time; Soporte Premium 6,000/yr both years. Y1 net 41,000 + IGV 18% 7,380 = 48,380; y2 32,520 + 5,853.60 = 38,373.60. "Ing." dropped.',
  },
  {
    id: 'j33',
    lang: 'es-ES',
    split: 'held',
    style: 'Spanish rep (La Rioja winery), bullet list with a later correction of users and implementation price; IVA 21%',
    notes: `Propuesta para Bodegas Altamira, S.A. (Logroño)
- ERP VinoGest: 15 usuarios a 55 € usuario/mes
- Módulo de trazabilidad: 1.800 € al año
- Implantación: 6.000 € (pago único)
- Contrato 12 meses, facturación anual, IVA 21 %
Firma: Dña. Carmen Ibáñez, directora financiera, cibanez@bodegasaltamira.es

Corrección tras hablar con Carmen: al final son 18 usuarios, y la implantación la dejamos en 4.800 € porque la formación la hacen ellos.`,
    expect: {
      fields: {
        custName: 'Bodegas Altamira',
        custSigner: 'Carmen Ibáñez',
        custTitle: 'directora financiera',
        custEmail: 'cibanez@bodegasaltamira.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 11880, y2: 0, descHas: 'VinoGest' },
        { y1: 1800, y2: 0, descHas: 'trazabilidad' },
        { y1: 4800, y2: 0, descHas: 'Implantación' },
      ],
      discounts: [],
      totals: { y1: 22360.8, y2: 0 },
      amounts: ['55 €', '1.800 €', '6.000 €', '4.800 €'],
      notPrices: ['6.000 €'],
    },
    why: 'Correction wins (readings 28, 96): VinoGest 18 x 55 x 12 = 11,880; trazabilidad 1,800/yr; implantación 4,800 (the superseded 6.000 € is a notPrice). Net 18,480 + IVA 21% 3,880.80 = 22,360.80.',
  },
  {
    id: 'j34',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican rep (Oaxaca boutique hotel), note with a launch promotion of 2 free months on the flat PMS fee; IVA 16%',
    notes: `Nota para propuesta — Hotel Boutique Casa Azul (Oaxaca)
ReservaFácil PMS: $3,200 MXN al mes (tarifa fija por el hotel)
Motor de reservas web: $1,100 MXN mensuales
Promoción de lanzamiento: los primeros 2 meses del PMS sin costo
Configuración e implementación: $7,500 MXN una sola vez
Contrato de 12 meses, pago mensual, más IVA 16%
Firma la dueña, Sofía Hernández Ruiz — sofia@casaazuloaxaca.mx`,
    expect: {
      fields: {
        custName: 'Hotel Boutique Casa Azul',
        custSigner: 'Sofía Hernández Ruiz',
        custTitle: 'dueña',
        custEmail: 'sofia@casaazuloaxaca.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 32000, y2: 0, descHas: 'PMS' },
        { y1: 13200, y2: 0, descHas: 'Motor' },
        { y1: 7500, y2: 0, descHas: 'Configuración' },
      ],
      discounts: [],
      totals: { y1: 61132, y2: 0 },
      amounts: ['$3,200 MXN', '$1,100 MXN', '$7,500 MXN'],
      notPrices: [],
    },
    why: 'Free months on a flat fee (readings 52, 96): PMS 3,200 x 10 = 32,000; motor 1,100 x 12 = 13,200; configuración 7,500 one-time. Net 52,700 + IVA 16% 8,432 = 61,132.',
  },
  {
    id: 'j35',
    lang: 'es-419',
    split: 'held',
    style: 'Uruguayan rep (dairy co-op), short note in US$ with a competitor quote mentioned; IVA 22%',
    notes: `Propuesta para Cooperativa Lechera del Litoral (Paysandú)
Les cotizamos TamboSoft para 30 usuarios a US$ 25 por usuario por mes, facturación trimestral, contrato de 1 año.
Capacitación presencial: US$ 1.500, una sola vez.
Ojo: la competencia (AgroData) les pasó US$ 19 por usuario; no vamos a bajar, el precio queda como está.
Más IVA 22%.
Firma el gerente general, Washington Pereira, wpereira@lecheralitoral.com.uy`,
    expect: {
      fields: {
        custName: 'Cooperativa Lechera del Litoral',
        custSigner: 'Washington Pereira',
        custTitle: 'gerente general',
        custEmail: 'wpereira@lecheralitoral.com.uy',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 9000, y2: 0, descHas: 'TamboSoft' },
        { y1: 1500, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 12810, y2: 0 },
      amounts: ['US$ 25', 'US$ 1.500', 'US$ 19'],
      notPrices: ['US$ 19'],
    },
    why: 'TamboSoft 30 x 25 x 12 = 9,000; capacitación "US$ 1.500" = 1,500 one-time. The competitor US$ 19 is a notPrice (reading 96). Net 10,500 + IVA 22% 2,310 = 12,810.',
  },
  {
    id: 'j36',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Valencia language school), dictated note with spoken punctuation; students per month, 2 years with a 3% rise in year two, IVA 21%',
    notes: `propuesta para Academia Lingua Viva coma Valencia punto 120 alumnos en la plataforma AulaNet a 4,50 € por alumno al mes coma facturación anual punto contrato de 2 años con subida del 3 % el segundo año punto puesta en marcha 750 € pago único punto IVA 21 % punto firma la directora coma Elena Soler coma elena arroba linguaviva punto es`,
    expect: {
      fields: {
        custName: 'Academia Lingua Viva',
        custSigner: 'Elena Soler',
        custTitle: 'directora',
        custEmail: 'elena@linguaviva.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 6480, y2: 6674.4, descHas: 'AulaNet' },
        { y1: 750, y2: 0, descHas: 'puesta' },
      ],
      discounts: [],
      totals: { y1: 8748.3, y2: 8076.02 },
      amounts: ['4,50 €', '750 €'],
      notPrices: [],
    },
    why: 'Dictation (readings 32, 55). AulaNet 120 x 4.50 x 12 = 6,480, y2 +3% = 6,674.40; puesta en marcha 750 one-time. Y1 net 7,230 + IVA 21% 1,518.30 = 8,748.30; y2 6,674.40 + 1,401.62 (1,401.624) = 8,076.02.',
  },
  {
    id: 'j37',
    lang: 'es-419',
    split: 'tune',
    style:
      'Guatemalan rep, list in quetzales; sales reps per month, portable printers bought, training, 8% off the whole order, IVA 12%',
    notes: `Buenas, porfa armar propuesta para Distribuidora La Ceiba, S.A. (Guatemala):
- VentaMóvil: 40 vendedores a Q 180 por vendedor al mes
- Impresoras portátiles: 40 a Q 1,350 c/u (compra, pago único)
- Capacitación: Q 4,000 (una vez)
- Descuento del 8% sobre el total del pedido, aprobado por gerencia
- Contrato 12 meses, facturación mensual. Precios en quetzales, más IVA 12%.
Firma: Lic. Otto Castillo, Gerente Comercial, ocastillo@laceiba.com.gt`,
    expect: {
      fields: {
        custName: 'Distribuidora La Ceiba',
        custSigner: 'Otto Castillo',
        custTitle: 'Gerente Comercial',
        custEmail: 'ocastillo@laceiba.com.gt',
        currency: 'GTQ',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 86400, y2: 0, descHas: 'VentaMóvil' },
        { y1: 54000, y2: 0, descHas: 'Impresoras' },
        { y1: 4000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 148789.76, y2: 0 },
      amounts: ['Q 180', 'Q 1,350', 'Q 4,000'],
      notPrices: [],
    },
    why: 'VentaMóvil 40 x 180 x 12 = 86,400; impresoras 40 x 1,350 = 54,000 one-time; capacitación 4,000 one-time. Subtotal 144,400 - 8% 11,552 = 132,848 (reading 97) + IVA 12% 15,941.76 = 148,789.76.',
  },
  {
    id: 'j38',
    lang: 'es-419',
    split: 'tune',
    style:
      'Chilean rep (Temuco supermarket), note in CLP; fixed monthly platform fee plus price per 1,000 e-receipts on a committed monthly volume, per-register integration, IVA 19%',
    notes: `Propuesta para Supermercados Don Pancho SpA (Temuco)
Plataforma BoletaYa: cargo fijo de CLP 150.000 al mes.
Emisión: CLP 2.800 por cada 1.000 boletas; se comprometen a 400.000 boletas al mes.
Integración con sus 6 cajas: CLP 90.000 por caja, pago único.
Contrato 12 meses, facturación mensual, más IVA 19%.
Firma: Patricio Soto, Gerente de Administración y Finanzas, psoto@donpancho.cl`,
    expect: {
      fields: {
        custName: 'Supermercados Don Pancho',
        custSigner: 'Patricio Soto',
        custTitle: 'Gerente de Administración y Finanzas',
        custEmail: 'psoto@donpancho.cl',
        currency: 'CLP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 1800000, y2: 0, descHas: 'BoletaYa' },
        { y1: 13440000, y2: 0, descHas: 'Emisión' },
        { y1: 540000, y2: 0, descHas: 'Integración' },
      ],
      discounts: [],
      totals: { y1: 18778200, y2: 0 },
      amounts: ['CLP 150.000', 'CLP 2.800', 'CLP 90.000'],
      notPrices: [],
    },
    why: 'Fixed fee 150,000 x 12 = 1,800,000; emisión 400,000 / 1,000 x 2,800 x 12 = 13,440,000 (readings 14, 96); integración 6 cajas x 90,000 = 540,000 one-time. Net 15,780,000 + IVA 19% 2,998,200 = 18,778,200.',
  },
  {
    id: 'j39',
    lang: 'es-419',
    split: 'held',
    style: 'Argentine rep (Rosario accounting firm), two plans shown and one chosen, prices in USD; migration, IVA 21%',
    notes: `Para la propuesta de Estudio Contable Ferraro & Asoc. (Rosario):
Les mostré los dos planes de ContaNube: Plan Estudio a US$ 45 por usuario/mes y Plan Corporativo a US$ 70 por usuario/mes. Eligieron el Plan Estudio, 14 usuarios.
Migración de datos desde su sistema actual: US$ 1.200, una vez.
Contrato 12 meses, pago anual. Precios en USD más IVA 21%.
Firma: Cr. Luciano Ferraro, socio, lferraro@estudioferraro.com.ar`,
    expect: {
      fields: {
        custName: 'Estudio Contable Ferraro',
        custSigner: 'Luciano Ferraro',
        custTitle: 'socio',
        custEmail: 'lferraro@estudioferraro.com.ar',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        edition: 'Estudio',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7560, y2: 0, descHas: 'Estudio' },
        { y1: 1200, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 10599.6, y2: 0 },
      amounts: ['US$ 45', 'US$ 70', 'US$ 1.200'],
      notPrices: ['US$ 70'],
    },
    why: 'Plan Estudio chosen (reading 95): 14 x 45 x 12 = 7,560; Plan Corporativo US$ 70 unchosen (notPrice). Migración "US$ 1.200" = 1,200 one-time. Net 8,760 + IVA 21% 1,839.60 = 10,599.60. "Cr." dropped.',
  },
  {
    id: 'j40',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Zaragoza garage), WhatsApp messages with timestamps; seats per month, flat module, diagnostic scanners bought with a scoped 10% discount, IVA 21%',
    notes: `[19/11/26 18:42] Lucía: Oye, hazme la propuesta de Talleres Hermanos Gil, S.L. (Zaragoza) porfa
[19/11/26 18:43] Lucía: TallerApp para 6 puestos a 39 € al mes cada puesto, y el módulo de facturación electrónica por 25 € al mes
[19/11/26 18:45] Lucía: 2 escáneres de diagnosis a 480 € cada uno (compra), les hacemos un 10% de descuento en los escáneres
[19/11/26 18:46] Lucía: 12 meses, facturación mensual, IVA 21%. Firma Javier Gil, gerente, javier@talleresgil.es`,
    expect: {
      fields: {
        custName: 'Talleres Hermanos Gil',
        custSigner: 'Javier Gil',
        custTitle: 'gerente',
        custEmail: 'javier@talleresgil.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 2808, y2: 0, descHas: 'TallerApp' },
        { y1: 300, y2: 0, descHas: 'facturación' },
        { y1: 864, y2: 0, descHas: 'escáneres' },
      ],
      discounts: [],
      totals: { y1: 4806.12, y2: 0 },
      amounts: ['39 €', '25 €', '480 €'],
      notPrices: [],
    },
    why: 'TallerApp 6 x 39 x 12 = 2,808; facturación electrónica 25 x 12 = 300; escáneres 2 x 480 = 960 less the scoped 10% = 864 one-time (reading 97). Net 3,972 + IVA 21% 834.12 = 4,806.12. Timestamps are not amounts (reading 19).',
  },
];
