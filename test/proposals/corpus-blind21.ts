import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 21: 40 hand-labelled sales-rep notes (26 English: US reps in a
 * hurry (Illinois, Idaho, Iowa, California, Connecticut, Pennsylvania,
 * Massachusetts), UK reps (Yorkshire, Kent, Manchester, a vets' group),
 * Canada (Ontario), Australia, and English written by Indian (two),
 * Nigerian (two), Kenyan, Filipino, Pakistani, Polish, French, Japanese,
 * Egyptian, Israeli and Irish authors; 14 Spanish: Peru, Chile, Colombia,
 * Ecuador, Venezuela, Uruguay, Puerto Rico, the Dominican Republic, Costa
 * Rica, Honduras, El Salvador, Panama, Mexico (es-419) and Spain (es-ES)) for
 * draft_proposal / POST /proposals.
 * Shapes favoured: notes pasted from e-mail threads (quoted replies with ">"
 * and ">>", "On ... wrote:" / "El ... escribió:", forwarded headers,
 * signatures with phone numbers), Slack, Teams and WhatsApp threads with
 * timestamps and several people, CRM exports ("Amount:", "Monto:", "Stage:",
 * "Close date:"), tables pasted with tabs or pipes; usage-based pricing
 * (per transaction, per API call, per GB, per e-invoice) with committed
 * minimums, whole-volume tiers, overage and pay-as-you-go rates, prepaid
 * credit packages, platform fee plus usage; ramp deals (seat counts that
 * grow in year two or within year one), co-terming with an existing
 * contract, renewals with a price increase (one item kept at its current
 * price), upgrades from one plan to another with a credit for the unused
 * months; billing choices (annual prepay discount vs monthly, chosen either
 * way; whole-term prepay discounts); reseller and partner deals (margins
 * that are not customer discounts, and a partner passing a discount on);
 * education, charity and non-profit discounts; government, credit-union and
 * 501(c)(3) tax exemptions; corrections, unchosen options, competitor and
 * incumbent prices, budgets and last year's prices.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks, README or other corpora were read (only the BlindNote
 * interface of corpus-blind.ts, and the readings header and first two
 * entries of corpus 20, for format). No parser was run on these notes.
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-75 of corpus 20, restated word for word):
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
 * Readings added for this corpus (76-89 are new):
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
 */

export const BLIND_NOTES_21: BlindNote[] = [
  {
    id: 'n01',
    lang: 'en',
    split: 'held',
    style:
      'US rep, e-mail thread pasted with nested quotes and a signature phone number; renewal with a price increase, one item kept at its current price; exempt',
    notes: `renewal prop pls — Lakeshore Pediatrics Group (Chicago). my reply first, thread under it

My reply today: confirmed - portal at the new price, e-fax stays at the current price. 12 mo renewal, annual billing, same 62 providers. Dana signs. No tax, they're exempt (cert on file).

> On Tue, Nov 17, 2026 at 4:12 PM Dana Whitfield <dwhitfield@lakeshorepeds.org> wrote:
> Thanks Mike. We can live with the increase on the portal, but we need e-fax held where it is. Can you confirm?
> Dana Whitfield | Practice Administrator | Lakeshore Pediatrics Group | (312) 555-0187
>
>> On Mon, Nov 16, 2026 at 9:30 AM Mike Santos <msantos@brightchart.io> wrote:
>> Hi Dana, renewal pricing for 2027: PatientLink portal goes from $18 to $19.50/provider/mo (62 providers), e-fax module from $2,400/yr to $2,640/yr.`,
    expect: {
      fields: {
        custName: 'Lakeshore Pediatrics',
        custSigner: 'Dana Whitfield',
        custTitle: 'Practice Administrator',
        custEmail: 'dwhitfield@lakeshorepeds.org',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 14508, y2: 0, descHas: 'PatientLink' },
        { y1: 2400, y2: 0, descHas: 'e-fax' },
      ],
      discounts: [],
      totals: { y1: 16908, y2: 0 },
      amounts: ['$18', '$19.50', '$2,400', '$2,640'],
      notPrices: ['$18', '$2,640'],
    },
    why: 'Portal 62 providers x $19.50 x 12 = 14,508; e-fax kept at its current $2,400/yr (reading 85), so $2,400 is the price and the refused $2,640 and the old $18 are notPrices (readings 13, 85). Single-year renewal: y2 = 0. Exempt: taxRate 0 (reading 78). Bare $: no currency. The phone number, header dates and "2027" are not amounts (reading 79).',
  },
  {
    id: 'n02',
    lang: 'en',
    split: 'held',
    style:
      'Indian English CRM export (Stage, Close date, Amount) with lakh grouping and "lakh"; refused customer counter-offer; GST',
    notes: `Deal: Shreeji Logistics Pvt Ltd - WMS rollout
Stage: Negotiation/Review
Close date: 15/12/2026
Deal owner: Karthik R
Amount: ₹12,39,000
Next step: send proposal

Karthik notes:
Customer confirmed 3 warehouses (Bhiwandi, Chakan, Hosur). WareSmart WMS licence ₹1,85,000 per warehouse per annum. Handheld scanners 24 nos @ ₹18,500 each, one time. Implementation & training ₹2.4 lakh one time. 1 year contract, annual billing in advance. GST 18% extra.
Earlier they had asked for ₹1,60,000 per warehouse but mgmt did not approve, so list price only.
Signing authority: Mr. Rajesh Mehta, Director (Operations), rajesh.mehta@shreejilogistics.in`,
    expect: {
      fields: {
        custName: 'Shreeji Logistics',
        custSigner: 'Rajesh Mehta',
        custTitle: 'Director (Operations)',
        custEmail: 'rajesh.mehta@shreejilogistics.in',
        currency: 'INR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 555000, y2: 0, descHas: 'WareSmart' },
        { y1: 444000, y2: 0, descHas: 'scanners' },
        { y1: 240000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 1462020, y2: 0 },
      amounts: ['₹12,39,000', '₹1,85,000', '₹18,500', '₹2.4 lakh', '₹1,60,000'],
      notPrices: ['₹1,60,000'],
    },
    why: 'Lakh grouping (reading 76): licence 3 warehouses x 1,85,000 = 5,55,000; scanners 24 nos x 18,500 = 4,44,000 one-time; implementation 2.4 lakh = 2,40,000 one-time. Net 12,39,000 (the CRM Amount restates it: amount, no line, not a notPrice, reading 81) + GST 18% 2,23,020 = 14,62,020. The refused counter-offer ₹1,60,000 is a notPrice (reading 33). Close date and stage give nothing.',
  },
  {
    id: 'n03',
    lang: 'en',
    split: 'held',
    style:
      'Nigerian author, payments gateway: platform fee plus committed transaction minimum, overage rate, incumbent price; 2 years with platform uplift; VAT 7.5%',
    notes: `Good afternoon team,
Kindly prepare proposal for Zenora Microfinance Bank Ltd, Ikeja, Lagos. They will use our PayRail gateway.
- Platform fee: ₦450,000 per month
- Transactions: committed minimum of 1,500,000 transactions per year at ₦35 per transaction. Anything above the commitment is billed monthly in arrears at ₦38 per transaction.
- Onboarding and certification: ₦2,750,000 one-off
Contract is for 2 years. Platform fee goes up by 10% in year 2, transaction rate remains the same.
Billing: quarterly.
VAT 7.5% applies.
Person to sign: Mrs. Ngozi Adeyemi-Okafor, Chief Operating Officer, ngozi.okafor@zenoramfb.ng
FYI their current processor is charging them ₦42 per transaction.
Thanks and God bless.`,
    expect: {
      fields: {
        custName: 'Zenora Microfinance Bank',
        custSigner: 'Ngozi Adeyemi-Okafor',
        custTitle: 'Chief Operating Officer',
        custEmail: 'ngozi.okafor@zenoramfb.ng',
        currency: 'NGN',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 5400000, y2: 5940000, descHas: 'Platform' },
        { y1: 52500000, y2: 52500000, descHas: 'Transactions' },
        { y1: 2750000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 65198750, y2: 62823000 },
      amounts: ['₦450,000', '₦35', '₦38', '₦2,750,000', '₦42'],
      notPrices: ['₦38', '₦42'],
    },
    why: "Platform 450,000 x 12 = 5,400,000, year two +10% = 5,940,000; committed 1,500,000 x ₦35 = 52,500,000 both years (readings 15, 82); onboarding 2,750,000 one-time. Y1 net 60,650,000 + VAT 7.5% 4,548,750 = 65,198,750; y2 net 58,440,000 + 4,383,000 = 62,823,000. Overage ₦38 and the incumbent's ₦42 are notPrices (readings 8, 82).",
  },
  {
    id: 'n04',
    lang: 'en',
    split: 'held',
    style: 'UK rep pastes a #deal-desk Slack thread with timestamps: requested 15% refused, 10% off the total approved; VAT',
    notes: `pasting the #deal-desk thread, pls draft from it

[09:14] Tom Harker: Need pricing sign-off for Pennine Housing Trust (Huddersfield). 120 users TenantHub Pro at £14/user/month, 12 months, billed annually. Plus data migration £6,500 one-off and 2 training days at £950/day.
[09:21] Priya Nair (Deal Desk): What are they asking for?
[09:22] Tom Harker: 15% off everything
[09:40] Priya Nair (Deal Desk): Can't do 15. Approved 10% off the total, year one.
[09:41] Tom Harker: 👍 going with 10, they've accepted
[09:43] Tom Harker: signatory is Helen Crabtree, Director of Finance, h.crabtree@penninehousing.org.uk. VAT 20% on top`,
    expect: {
      fields: {
        custName: 'Pennine Housing Trust',
        custSigner: 'Helen Crabtree',
        custTitle: 'Director of Finance',
        custEmail: 'h.crabtree@penninehousing.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 20160, y2: 0, descHas: 'TenantHub' },
        { y1: 6500, y2: 0, descHas: 'migration' },
        { y1: 1900, y2: 0, descHas: 'training' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 30844.8, y2: 0 },
      amounts: ['£14', '£6,500', '£950'],
    },
    why: '120 x £14 x 12 = 20,160; migration 6,500 one-time; 2 days x £950 = 1,900 one-time (reading 37). Subtotal 28,560; approved whole-deal 10% (reading 80) = 2,856 → net 25,704 + VAT 20% 5,140.80 = 30,844.80. The refused 15% gives nothing. "TenantHub Pro" is a product name: no edition (reading 57). Timestamps are not amounts.',
  },
  {
    id: 'n05',
    lang: 'en',
    split: 'held',
    style:
      'Kenyan author, SACCO mobile-banking API: committed API calls growing in year two, USSD channel fee, overage rate; VAT 16%; mobile number',
    notes: `Hi, pls draft proposal for Mwangaza Sacco Society Ltd (Nyeri). 2 years.
Product: SaccoCore mobile banking API.
Year 1: committed 2,400,000 API calls at KES 1.20 per call.
Year 2: they grow, committed 3,600,000 calls at the same rate.
Plus USSD channel fee KES 35,000 per month, both years.
Setup & integration KES 480,000 one time.
Calls above the commitment KES 1.50 each, billed monthly.
Invoicing annually. VAT 16%.
The CEO, Mr. Peter Kamau Njoroge, will sign - peter.njoroge@mwangazasacco.co.ke, cell 0722 555 014.`,
    expect: {
      fields: {
        custName: 'Mwangaza Sacco',
        custSigner: 'Peter Kamau Njoroge',
        custTitle: 'CEO',
        custEmail: 'peter.njoroge@mwangazasacco.co.ke',
        currency: 'KES',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 2880000, y2: 4320000, descHas: 'API' },
        { y1: 420000, y2: 420000, descHas: 'USSD' },
        { y1: 480000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 4384800, y2: 5498400 },
      amounts: ['KES 1.20', 'KES 35,000', 'KES 480,000', 'KES 1.50'],
      notPrices: ['KES 1.50'],
    },
    why: 'Committed calls 2,400,000 x 1.20 = 2,880,000; year two 3,600,000 x 1.20 = 4,320,000 (readings 38, 82). USSD 35,000 x 12 = 420,000 both years; setup 480,000 one-time. Y1 3,780,000 + VAT 16% 604,800 = 4,384,800; y2 4,740,000 + 758,400 = 5,498,400. Overage KES 1.50 is a notPrice. Title before the name (reading 87); the mobile number is not an amount.',
  },
  {
    id: 'n06',
    lang: 'en',
    split: 'tune',
    style:
      'Filipino author ("po"), contact-centre seats: annual prepay 10% off the subscriptions vs monthly, annual chosen; VAT 12%',
    notes: `Hi Sir/Ma'am, good day! Kindly make the proposal po for Bayanihan Contact Solutions Inc. (Pasig City).
- 85 agent seats CallNest Cloud ₱1,450 per seat per month
- Supervisor dashboard ₱6,800 per month (flat)
- Onboarding/config ₱95,000 one time
We told them annual prepay gets 10% off the subscriptions vs monthly billing. They confirmed they will take the annual prepay.
1 year contract. VAT 12% on top.
Signatory: Ms. Maricel D. Santos, VP for Operations, maricel.santos@bayanihancs.ph
Thank you po!`,
    expect: {
      fields: {
        custName: 'Bayanihan Contact Solutions',
        custSigner: 'Maricel D. Santos',
        custTitle: 'VP for Operations',
        custEmail: 'maricel.santos@bayanihancs.ph',
        currency: 'PHP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 1331100, y2: 0, descHas: 'CallNest' },
        { y1: 73440, y2: 0, descHas: 'dashboard' },
        { y1: 95000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 1679484.8, y2: 0 },
      amounts: ['₱1,450', '₱6,800', '₱95,000'],
    },
    why: 'Annual-prepay 10% folded into the two subscriptions (reading 83): seats 85 x 1,450 x 12 = 1,479,000 x 0.9 = 1,331,100; dashboard 6,800 x 12 = 81,600 x 0.9 = 73,440; onboarding 95,000 one-time at full price. Net 1,499,540 + VAT 12% 179,944.80 = 1,679,484.80. Middle initial kept; Ms. dropped.',
  },
  {
    id: 'n07',
    lang: 'en',
    split: 'tune',
    style:
      'Pakistani author, upgrade from Standard to Enterprise plan (old price a notPrice), lakh grouping and "lakh", start date, Sindh sales tax on services',
    notes: `AoA team, please prepare upgrade proposal for Al-Noor Textile Mills (Pvt) Ltd, Karachi.
They are currently on our StitchERP Standard plan at PKR 9,500 per user per month for 40 users, contract running till 31-Dec-2026.
From 1st January 2027 they will move to the Enterprise plan: PKR 13,000 per user per month, same 40 users, 12 months.
Also adding Production Planning module PKR 4.8 lakh per year.
Data migration from Standard to Enterprise PKR 1,50,000 one time.
Billing quarterly. Sindh Sales Tax on services 15%.
Sign by Mr. Imran Qureshi, CFO, imran.qureshi@alnoortextile.pk
JazakAllah`,
    expect: {
      fields: {
        custName: 'Al-Noor Textile Mills',
        custSigner: 'Imran Qureshi',
        custTitle: 'CFO',
        custEmail: 'imran.qureshi@alnoortextile.pk',
        currency: 'PKR',
        edition: 'Enterprise',
        startDate: '2027-01-01',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 15,
      },
      lineItems: [
        { y1: 6240000, y2: 0, descHas: 'Enterprise' },
        { y1: 480000, y2: 0, descHas: 'Production Planning' },
        { y1: 150000, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 7900500, y2: 0 },
      amounts: ['PKR 9,500', 'PKR 13,000', 'PKR 4.8 lakh', 'PKR 1,50,000'],
      notPrices: ['PKR 9,500'],
    },
    why: 'Enterprise 40 x 13,000 x 12 = 6,240,000; module 4.8 lakh = 480,000/yr; migration 1,50,000 = 150,000 one-time (reading 76). Net 6,870,000 + Sindh sales tax 15% 1,030,500 = 7,900,500. The Standard price is a notPrice and edition is the new plan (reading 85). 31-Dec-2026 is a date, not an amount.',
  },
  {
    id: 'n08',
    lang: 'en',
    split: 'tune',
    style:
      'Polish author, tab-separated table from a calculation sheet (space thousands, decimal comma, total row), monthly invoicing, day-first validity date, VAT 23%',
    notes: `Hello, please prepare the proposal for Zakłady Mięsne Wierzbicki Sp. z o.o. (Łódź). Table from our calculation below (prices netto, PLN):

Item\tQty\tUnit price\tPer
FactoryView MES licence\t35\t189,00 PLN\tuser / month
Line sensors kit\t6\t7 400,00 PLN\tone time
Implementation\t1\t28 500,00 PLN\tone time
Total first year\t\t152 280,00 PLN\t

Contract 12 months, invoicing monthly. VAT 23%.
Signature: Pani Agnieszka Wierzbicka, Prezes Zarządu, a.wierzbicka@zmwierzbicki.pl
Offer valid till 18.12.2026.`,
    expect: {
      fields: {
        custName: 'Zakłady Mięsne Wierzbicki',
        custSigner: 'Agnieszka Wierzbicka',
        custTitle: 'Prezes Zarządu',
        custEmail: 'a.wierzbicka@zmwierzbicki.pl',
        currency: 'PLN',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-18',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 79380, y2: 0, descHas: 'FactoryView' },
        { y1: 44400, y2: 0, descHas: 'sensors' },
        { y1: 28500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 187304.4, y2: 0 },
      amounts: ['189,00 PLN', '7 400,00 PLN', '28 500,00 PLN', '152 280,00 PLN'],
    },
    why: 'Polish convention (reading 76). Licence 35 x 189 x 12 = 79,380; sensor kits 6 x 7,400 = 44,400 one-time; implementation 28,500. The total row 152,280 restates the lines (reading 29). Net 152,280 + VAT 23% 35,024.40 = 187,304.40. "Pani" is an honorific (reading 87); 18.12.2026 is day-first.',
  },
  {
    id: 'n09',
    lang: 'en',
    split: 'tune',
    style:
      'French author, add-on co-termed with an existing contract (7 remaining months), existing seats not in the proposal, decimal comma, VAT (TVA)',
    notes: `Bonjour, proposal for an add-on please, customer Cabinet Delorme Avocats (Lyon).
They have already 25 users of JurisDoc since 1 July 2026, contract ends 30 June 2027 - these users are not in this proposal (they pay 42,00 € per user per month, unchanged).
New: 10 additional users of JurisDoc, co-termed with the existing contract, so billed for the 7 months remaining (December to June) at 45,00 € per user per month.
Plus the e-signature module for the whole firm, same co-term, 7 months at 180,00 € per month.
One-time set-up of the new users: 350,00 €.
VAT (TVA) 20 %. Billing monthly.
Signer is Maître Sophie Delorme, associée gérante, s.delorme@delorme-avocats.fr
Merci !`,
    expect: {
      fields: {
        custName: 'Cabinet Delorme Avocats',
        custSigner: 'Sophie Delorme',
        custTitle: 'associée gérante',
        custEmail: 's.delorme@delorme-avocats.fr',
        currency: 'EUR',
        billing: 'Monthly',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 3150, y2: 0, descHas: 'JurisDoc' },
        { y1: 1260, y2: 0, descHas: 'e-signature' },
        { y1: 350, y2: 0, descHas: 'set-up' },
      ],
      discounts: [],
      totals: { y1: 5712, y2: 0 },
      amounts: ['42,00 €', '45,00 €', '180,00 €', '350,00 €'],
      notPrices: ['42,00 €'],
    },
    why: 'Co-term (reading 84): 10 users x 45 x 7 months = 3,150; e-signature 180 x 7 = 1,260; set-up 350 one-time. Net 4,760 + VAT 20% 952 = 5,712. The existing 25 users are no line; their 42,00 € is a notPrice. No term or startDate expected. Maître is an honorific.',
  },
  {
    id: 'n10',
    lang: 'en',
    split: 'tune',
    style:
      'Japanese author, polite numbered list: committed GB per month storage plus per-server licence, 3 years flat, competitor price; consumption tax',
    notes: `Dear team, thank you for your support always.
Please make the proposal for Kawaguchi Seimitsu Kogyo Co., Ltd. (Osaka).
Contents:
1) ArchiveVault cloud storage: customer commits 20,000 GB per month, price ¥4.5 per GB per month.
2) Backup agent license: 60 servers x ¥1,200 per server per month.
3) Initial setup work: ¥380,000 (one time).
Contract period is 3 years. Price is same for all years.
Invoicing: annually.
Consumption tax 10% is added.
Sign person: Mr. Hiroshi Tanaka (General Manager, IT Dept.), h-tanaka@kawaguchi-seimitsu.co.jp
Other company offered ¥3.9 per GB, but customer prefers us.
Best regards, Sato`,
    expect: {
      fields: {
        custName: 'Kawaguchi Seimitsu',
        custSigner: 'Hiroshi Tanaka',
        custTitle: 'General Manager, IT Dept.',
        custEmail: 'h-tanaka@kawaguchi-seimitsu.co.jp',
        currency: 'JPY',
        billing: 'Annual',
        term: '36',
        taxLabel: 'consumption tax',
        taxRate: 10,
      },
      lineItems: [
        { y1: 1080000, y2: 1080000, descHas: 'ArchiveVault' },
        { y1: 864000, y2: 864000, descHas: 'Backup' },
        { y1: 380000, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 2556400, y2: 2138400 },
      amounts: ['¥4.5', '¥1,200', '¥380,000', '¥3.9'],
      notPrices: ['¥3.9'],
    },
    why: "Storage 20,000 GB x ¥4.5 x 12 = 1,080,000 (reading 82); backup 60 x 1,200 x 12 = 864,000; setup 380,000 one-time. 3 years, same price: y2 repeats. Y1 2,324,000 + 10% 232,400 = 2,556,400; y2 1,944,000 + 194,400 = 2,138,400. The competitor's ¥3.9 is a notPrice. Sato is the rep.",
  },
  {
    id: 'n11',
    lang: 'en',
    split: 'held',
    style:
      "Egyptian author, annual prepaid messaging credits (drawdown rate), monthly connector, last year's price with another vendor; 2 years; VAT 14%",
    notes: `Dear all,
Kindly find below the details for the proposal of Nile Delta Pharma Distribution S.A.E. (Cairo).
- SMSBridge messaging: they will buy a prepaid credits package of EGP 600,000 per year (annual prepaid, consumed at EGP 0.35 per SMS).
- WhatsApp Business connector: EGP 22,000 monthly.
- One time integration with their ERP: EGP 145,000.
Contract 2 years, year 2 same prices.
Payment annually in advance.
VAT 14%.
Contract will be signed by Eng. Tarek El-Sayed, Commercial Director, tarek.elsayed@ndpharma.com.eg
Note: last year they paid EGP 480,000 for the credits with another vendor.
Best regards`,
    expect: {
      fields: {
        custName: 'Nile Delta Pharma',
        custSigner: 'Tarek El-Sayed',
        custTitle: 'Commercial Director',
        custEmail: 'tarek.elsayed@ndpharma.com.eg',
        currency: 'EGP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 14,
      },
      lineItems: [
        { y1: 600000, y2: 600000, descHas: 'SMSBridge' },
        { y1: 264000, y2: 264000, descHas: 'WhatsApp' },
        { y1: 145000, y2: 0, descHas: 'integration' },
      ],
      discounts: [],
      totals: { y1: 1150260, y2: 984960 },
      amounts: ['EGP 600,000', 'EGP 0.35', 'EGP 22,000', 'EGP 145,000', 'EGP 480,000'],
      notPrices: ['EGP 0.35', 'EGP 480,000'],
    },
    why: "Prepaid credits bought per year are a recurring line of 600,000 (reading 82); the drawdown EGP 0.35 is a notPrice. Connector 22,000 x 12 = 264,000; integration 145,000 one-time. Y1 1,009,000 + VAT 14% 141,260 = 1,150,260; y2 864,000 + 120,960 = 984,960. Last year's EGP 480,000 is a notPrice (reading 8). Eng. is an honorific.",
  },
  {
    id: 'n12',
    lang: 'en',
    split: 'tune',
    style:
      'Israeli customer e-mail forwarded with full headers and a signature phone number, adopted by the rep; 3 years paid upfront with an 8% whole-contract prepay discount; VAT 18%',
    notes: `---------- Forwarded message ---------
From: Yael Ben-David <yael@orenlabs.co.il>
Date: Wed, 18 Nov 2026, 11:02
Subject: Re: ShieldOps pricing
To: Avi Levin <avi.levin@sentrigo.io>

Avi, we approve the 3 year deal as you offered: 50 endpoints ShieldOps at ₪38 per endpoint per month, plus SOC monitoring ₪4,200 per month. Onboarding ₪9,500 one time. We pay all 3 years upfront, so please include the 8% prepay discount on the whole contract like you said.
Yael Ben-David
VP R&D, Oren Labs Ltd.
+972-54-555-3190

---
Note to self: make the proposal from this. Yael signs. No price change between years. VAT 18%.`,
    expect: {
      fields: {
        custName: 'Oren Labs',
        custSigner: 'Yael Ben-David',
        custTitle: 'VP R&D',
        custEmail: 'yael@orenlabs.co.il',
        currency: 'ILS',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 18,
      },
      lineItems: [
        { y1: 22800, y2: 22800, descHas: 'ShieldOps' },
        { y1: 50400, y2: 50400, descHas: 'SOC' },
        { y1: 9500, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: true }],
      totals: { y1: 89779.12, y2: 79465.92 },
      amounts: ['₪38', '₪4,200', '₪9,500'],
    },
    why: 'Rep adopts the forwarded message (reading 79). 50 x ₪38 x 12 = 22,800; SOC 4,200 x 12 = 50,400; onboarding 9,500 one-time. Whole-contract prepay 8% on both years (reading 83): y1 82,700 - 6,616 = 76,084 + VAT 18% 13,695.12 = 89,779.12; y2 73,200 - 5,856 = 67,344 + 12,121.92 = 79,465.92. Whole term paid upfront: no billing expectation. Header date and phone are not amounts.',
  },
  {
    id: 'n13',
    lang: 'en',
    split: 'held',
    style: 'Irish rep, registered charity gets 20% off the whole order, "once off", VAT 23% on the total',
    notes: `Howya, quick one - proposal for Cois Farraige Community Trust (Galway), registered charity.
40 x DonorDesk licences €22 per user per month
Donor reporting add-on €1,800 a year
Setup and data import €2,900 once off
We give registered charities 20% off the whole order, so apply that. 12 months, paid annually.
VAT 23% - they can't reclaim it so make sure it's on the total.
Siobhán Ní Bhriain, CEO, is signing - siobhan@coisfarraige.ie
Cheers`,
    expect: {
      fields: {
        custName: 'Cois Farraige Community Trust',
        custSigner: 'Siobhán Ní Bhriain',
        custTitle: 'CEO',
        custEmail: 'siobhan@coisfarraige.ie',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 10560, y2: 0, descHas: 'DonorDesk' },
        { y1: 1800, y2: 0, descHas: 'reporting' },
        { y1: 2900, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'pct', value: 20, y1: true, y2: false }],
      totals: { y1: 15015.84, y2: 0 },
      amounts: ['€22', '€1,800', '€2,900'],
    },
    why: '40 x €22 x 12 = 10,560; add-on 1,800; setup 2,900 once off. Subtotal 15,260; charity 20% off the whole order = 3,052 (reading 86) → net 12,208 + VAT 23% 2,807.84 = 15,015.84.',
  },
  {
    id: 'n14',
    lang: 'en',
    split: 'held',
    style:
      "US reseller deal: partner margin explicitly not a customer discount, proposal in the end customer's name; 2 years with an uplift on one line; credit union exempt",
    notes: `Partner deal via Summit Tech Partners (reseller). End customer is Granite Ridge Credit Union, Boise ID - proposal goes out in the CU's name at our list prices. Summit keeps their standard 20% partner margin off list, that's between us and them, NOT a customer discount.
- 75 users VaultLedger at $31/user/mo
- Fraud analytics add-on $7,200/yr
- Implementation $4,800 one-time
2-year term, yr2 +5% on VaultLedger only. Billed annually.
Signer: Marcus Lindqvist, SVP Operations, mlindqvist@graniteridgecu.org
Tax: credit union, exempt.`,
    expect: {
      fields: {
        custName: 'Granite Ridge Credit Union',
        custSigner: 'Marcus Lindqvist',
        custTitle: 'SVP Operations',
        custEmail: 'mlindqvist@graniteridgecu.org',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 27900, y2: 29295, descHas: 'VaultLedger' },
        { y1: 7200, y2: 7200, descHas: 'Fraud' },
        { y1: 4800, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 39900, y2: 36495 },
      amounts: ['$31', '$7,200', '$4,800'],
    },
    why: 'Partner margin gives no discount (reading 86). 75 x $31 x 12 = 27,900, year two +5% = 29,295 (reading 38); add-on 7,200 both years; implementation 4,800 one-time. Y1 39,900, y2 36,495; exempt, taxRate 0. Bare $: no currency.',
  },
  {
    id: 'n15',
    lang: 'en',
    split: 'tune',
    style:
      'US public-sector Teams thread, two people: requested 15% not given, 10% whole-deal year-1-only accepted; 3 years flat; government exempt',
    notes: `[Teams - #public-sector]
Jordan Ellis 2:05 PM
City of Marlow Springs (Iowa) wants the permitting bundle. 3-year term. PermitFlow Gov, 45 named users at $55/user/mo, GIS connector $6,000/yr, implementation + training $18,000 one-time.
Rachel Kim 2:11 PM
they asked for 15% off right?
Jordan Ellis 2:12 PM
yeah, deal desk capped us at 10% off the whole deal, year 1 only. They accepted that.
Rachel Kim 2:13 PM
price lock for all 3 yrs?
Jordan Ellis 2:14 PM
yes, flat pricing. Billed annually. Govt entity so no sales tax.
Jordan Ellis 2:16 PM
Signer is the City Administrator, Laura Whitcomb, lwhitcomb@marlowspringsia.gov`,
    expect: {
      fields: {
        custName: 'Marlow Springs',
        custSigner: 'Laura Whitcomb',
        custTitle: 'City Administrator',
        custEmail: 'lwhitcomb@marlowspringsia.gov',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 29700, y2: 29700, descHas: 'PermitFlow' },
        { y1: 6000, y2: 6000, descHas: 'GIS' },
        { y1: 18000, y2: 0, descHas: 'implementation' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 48330, y2: 35700 },
      amounts: ['$55', '$6,000', '$18,000'],
    },
    why: '45 x $55 x 12 = 29,700 both years (flat pricing); GIS 6,000 both years; implementation 18,000 one-time. Accepted whole-deal 10%, year 1 only (readings 50, 80): 53,700 - 5,370 = 48,330; y2 35,700. Government exempt: taxRate 0. The asked-for 15% gives nothing; timestamps are not amounts.',
  },
  {
    id: 'n16',
    lang: 'en',
    split: 'held',
    style:
      'US K-12 district, teacher ramp in year two, education discount scoped to one product, workshops per session, no tax line',
    notes: `K-12 deal - Riverbend Unified School District (CA). 2 yrs.
ClassPilot for teachers: 180 teachers yr1, growing to 240 in yr2 (new middle school opens). List $12/teacher/mo, edu pricing is 25% off list on ClassPilot.
Parent messaging add-on $3,600/yr flat (no edu discount on this one).
PD workshops: 3 sessions @ $1,750 each, yr1 only.
Billing annual. CA sales tax doesn't apply to this (SaaS) - no tax line.
Signing: Dr. Angela Moreno, Asst. Superintendent, Business Services - amoreno@riverbendusd.org`,
    expect: {
      fields: {
        custName: 'Riverbend Unified School District',
        custSigner: 'Angela Moreno',
        custTitle: 'Asst. Superintendent, Business Services',
        custEmail: 'amoreno@riverbendusd.org',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 19440, y2: 25920, descHas: 'ClassPilot' },
        { y1: 3600, y2: 3600, descHas: 'Parent' },
        { y1: 5250, y2: 0, descHas: 'workshops' },
      ],
      discounts: [],
      totals: { y1: 28290, y2: 29520 },
      amounts: ['$12', '$3,600', '$1,750'],
    },
    why: 'Edu 25% folded into ClassPilot (reading 86): $12 x 0.75 = $9; y1 180 x 9 x 12 = 19,440, y2 240 x 9 x 12 = 25,920 (reading 38). Parent add-on 3,600 both years; workshops 3 x 1,750 = 5,250 one-time (reading 37). No tax: taxRate 0. List $12 is the price the discount folds into, not a notPrice (reading 47).',
  },
  {
    id: 'n17',
    lang: 'en',
    split: 'held',
    style:
      'UK CRM (Salesforce-style) export with Stage, Close Date, Probability, Amount restating both years; per-practice pricing, uplift on one line, incumbent price; VAT',
    notes: `Opportunity Name: Harbourside Vets - ClinicOS
Account Name: Harbourside Veterinary Group Ltd
Stage: Proposal/Price Quote
Close Date: 18/12/2026
Probability (%): 60
Amount: £77,171.60
Opportunity Owner: Sam Whitley
Next Step: send proposal Mon
Description: 14 practices on ClinicOS at £165/practice/month. Online booking add-on £4,500/yr for the group. Onboarding £850 per practice, one-off. 2 year contract, ClinicOS up 3% in year 2, add-on flat. Annual billing. VAT 20%. Incumbent (VetStar) charges them £148/practice/month. Signatory: Dr Fiona Marsh, Clinical Director, fiona.marsh@harboursidevets.co.uk`,
    expect: {
      fields: {
        custName: 'Harbourside Veterinary Group',
        custSigner: 'Fiona Marsh',
        custTitle: 'Clinical Director',
        custEmail: 'fiona.marsh@harboursidevets.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 27720, y2: 28551.6, descHas: 'ClinicOS' },
        { y1: 4500, y2: 4500, descHas: 'booking' },
        { y1: 11900, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 52944, y2: 39661.92 },
      amounts: ['£77,171.60', '£165', '£4,500', '£850', '£148'],
      notPrices: ['£148'],
    },
    why: "14 x £165 x 12 = 27,720, +3% in year two = 28,551.60; booking add-on 4,500 flat both years; onboarding 14 x 850 = 11,900 one-time (reading 65). Y1 44,120 + VAT 8,824 = 52,944; y2 33,051.60 + 6,610.32 = 39,661.92. Amount £77,171.60 = both years' net (reading 81). Incumbent £148 is a notPrice.",
  },
  {
    id: 'n18',
    lang: 'en',
    split: 'held',
    style:
      'US API deal: platform fee plus whole-volume usage tiers with a committed volume, overage rate; Connecticut 1% rate for data processing services',
    notes: `Prop for Quillfeather Insurance (Hartford CT) - GeoVerify API.
Platform fee $2,500/mo.
Usage tiers (whole volume priced at the tier reached):
  up to 5M calls/yr: $0.004/call
  5M-20M: $0.003/call
  20M+: $0.0022/call
They commit to 12M calls/yr -> tier 2.
Overage beyond the commit billed quarterly in arrears at $0.005/call.
Implementation $9,000 one time. 1 yr. Annual invoice.
CT sales tax: computer & data processing services go at 1%, so apply 1%.
Signer: Dev Patel, Head of Claims Technology, dpatel@quillfeatherins.com`,
    expect: {
      fields: {
        custName: 'Quillfeather Insurance',
        custSigner: 'Dev Patel',
        custTitle: 'Head of Claims Technology',
        custEmail: 'dpatel@quillfeatherins.com',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 1,
      },
      lineItems: [
        { y1: 30000, y2: 0, descHas: 'Platform' },
        { y1: 36000, y2: 0 },
        { y1: 9000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 75750, y2: 0 },
      amounts: ['$2,500', '$0.004', '$0.003', '$0.0022', '$0.005', '$9,000'],
      notPrices: ['$0.004', '$0.0022', '$0.005'],
    },
    why: 'Platform 2,500 x 12 = 30,000; committed 12M x $0.003 (tier 2) = 36,000 (readings 15, 82); implementation 9,000 one-time. Net 75,000 + 1% 750 = 75,750. The other tier rates and the overage rate are notPrices. "Annual invoice" = Annual (reading 60).',
  },
  {
    id: 'n19',
    lang: 'en',
    split: 'held',
    style:
      "Indian English e-mail: rep top-posts to a colleague over the customer's quoted trail (crore, lakh, Indian grouping), signatures with mobile numbers; 3 years no escalation; GST",
    notes: `Hi Neha,

Please prepare the proposal from the trail below. I have confirmed to Suresh: no escalation in year 2 and year 3. Suresh is the signatory. Billing annually in advance, GST 18% extra.

Regards,
Rohit Menon | Enterprise Sales | +91 80 4555 0100

On Thu, 19 Nov 2026 at 18:40, Suresh Iyer <suresh.iyer@kaveribank.co.in> wrote:
> Dear Rohit,
> Further to our discussion, we are okay to go ahead with the 3-year licence for the loan origination platform as per below:
> LendFlow LOS enterprise licence - ₹1.2 crore per annum
> AMC for on-prem components - ₹18,00,000 per annum
> Implementation - ₹65 lakh one time
> Kindly ensure there is no escalation in year 2 and year 3.
> Regards,
> Suresh Iyer
> Chief General Manager (IT)
> Kaveri Co-operative Bank Ltd.
> Mob: +91 98450 55123`,
    expect: {
      fields: {
        custName: 'Kaveri Co-operative Bank',
        custSigner: 'Suresh Iyer',
        custTitle: 'Chief General Manager (IT)',
        custEmail: 'suresh.iyer@kaveribank.co.in',
        currency: 'INR',
        billing: 'Annual',
        term: '36',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 12000000, y2: 12000000, descHas: 'LendFlow' },
        { y1: 1800000, y2: 1800000, descHas: 'AMC' },
        { y1: 6500000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 23954000, y2: 16284000 },
      amounts: ['₹1.2 crore', '₹18,00,000', '₹65 lakh'],
    },
    why: 'Crore and lakh (reading 76): licence 1.2 crore = 1,20,00,000 per annum; AMC 18,00,000 per annum; implementation 65 lakh = 65,00,000 one-time. No escalation: y2 repeats. Y1 2,03,00,000 + GST 18% 36,54,000 = 2,39,54,000; y2 1,38,00,000 + 24,84,000 = 1,62,84,000. Title and company from the quoted signature (reading 79); phone numbers are not amounts. "enterprise licence" is not a plan named as such: no edition (reading 57).',
  },
  {
    id: 'n20',
    lang: 'en',
    split: 'held',
    style:
      'Nigerian rep\'s WhatsApp messages with date stamps, seat-count typo corrected ("45 seats not 54"), add-on in a later message; VAT 7.5%',
    notes: `[20/11/2026, 21:03] Chidi: Oga pls help me raise proposal for Eko Atlantic Realty Ltd
[20/11/2026, 21:04] Chidi: 54 seats PropertyPro CRM ₦28,500 per seat monthly, 12 months, we bill them annually
[20/11/2026, 21:05] Chidi: training ₦650,000 one-off
[20/11/2026, 21:09] Chidi: sorry typo o, it's 45 seats not 54
[20/11/2026, 21:12] Chidi: and they want the mobile app add-on too, ₦1.8M per year flat
[20/11/2026, 21:15] Chidi: VAT 7.5%. MD Mr. Babatunde Ogunleye will sign, tunde.ogunleye@ekoatlanticrealty.com.ng`,
    expect: {
      fields: {
        custName: 'Eko Atlantic Realty',
        custSigner: 'Babatunde Ogunleye',
        custTitle: 'MD',
        custEmail: 'tunde.ogunleye@ekoatlanticrealty.com.ng',
        currency: 'NGN',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 15390000, y2: 0, descHas: 'PropertyPro' },
        { y1: 650000, y2: 0, descHas: 'training' },
        { y1: 1800000, y2: 0, descHas: 'mobile' },
      ],
      discounts: [],
      totals: { y1: 19178000, y2: 0 },
      amounts: ['₦28,500', '₦650,000', '₦1.8M'],
    },
    why: 'Corrected quantity (reading 80): 45 x ₦28,500 x 12 = 15,390,000; training 650,000 one-off; app add-on ₦1.8M = 1,800,000 per year. Net 17,840,000 + VAT 7.5% 1,338,000 = 19,178,000. Title before the name (reading 87). Chat date stamps are not amounts.',
  },
  {
    id: 'n21',
    lang: 'en',
    split: 'held',
    style:
      'US renewal sheet pasted from CPQ as a pipe table (current vs renewal price, extended column, total row); 501(c)(3) exempt; billed quarterly',
    notes: `renewal quote for Fairhaven Senior Living - pasted from CPQ, pls turn into a proposal

| Product | Qty | Current Price | Renewal Price | Ext. Annual |
|---|---|---|---|---|
| CareChart EHR (per bed/mo) | 310 | $6.50 | $6.95 | $25,854.00 |
| eMAR module (per bed/mo) | 310 | $2.10 | $2.25 | $8,370.00 |
| Family Portal (per campus/yr) | 2 | $1,500.00 | $1,575.00 | $3,150.00 |
| Renewal Total | | | | $37,374.00 |

12 mo renewal, billed quarterly. Signer Tom Reyes, Executive Director, treyes@fairhavenseniorliving.com. No tax - they're a 501(c)(3) in PA, exempt.`,
    expect: {
      fields: {
        custName: 'Fairhaven Senior Living',
        custSigner: 'Tom Reyes',
        custTitle: 'Executive Director',
        custEmail: 'treyes@fairhavenseniorliving.com',
        billing: 'Quarterly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 25854, y2: 0, descHas: 'CareChart' },
        { y1: 8370, y2: 0, descHas: 'eMAR' },
        { y1: 3150, y2: 0, descHas: 'Portal' },
      ],
      discounts: [],
      totals: { y1: 37374, y2: 0 },
      amounts: [
        '$6.50',
        '$6.95',
        '$25,854.00',
        '$2.10',
        '$2.25',
        '$8,370.00',
        '$1,500.00',
        '$1,575.00',
        '$3,150.00',
        '$37,374.00',
      ],
      notPrices: ['$6.50', '$2.10', '$1,500.00'],
    },
    why: 'Renewal sheet (reading 29): 310 beds x $6.95 x 12 = 25,854; 310 x $2.25 x 12 = 8,370; 2 campuses x $1,575 = 3,150. The Ext. Annual cells and the total row restate the lines; current prices are notPrices (reading 13). Exempt: taxRate 0; 501(c)(3) is not an amount.',
  },
  {
    id: 'n22',
    lang: 'en',
    split: 'tune',
    style: 'UK upgrade from one plan to another per site, credit for unused prepaid months off the total, start date; VAT',
    notes: `Upgrade prop - Thistledown Garden Centres (7 sites, Kent & Sussex).
Moving from RetailHub Essentials plan (£95/site/mo) to the RetailHub Professional plan at £140/site/mo, all 7 sites, new 12-month term from 1 Dec.
Loyalty module £1,200/yr.
Credit of £2,660 off the total for the unused Essentials months (they'd prepaid to end of March).
Billed annually. VAT 20%.
Sig: Rebecca Thorne, Ops Director, rebecca@thistledown.co.uk`,
    expect: {
      fields: {
        custName: 'Thistledown Garden Centres',
        custSigner: 'Rebecca Thorne',
        custTitle: 'Ops Director',
        custEmail: 'rebecca@thistledown.co.uk',
        currency: 'GBP',
        edition: 'Professional',
        startDate: '2026-12-01',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 11760, y2: 0, descHas: 'Professional' },
        { y1: 1200, y2: 0, descHas: 'Loyalty' },
      ],
      discounts: [{ kind: 'amount', value: 2660, y1: true, y2: false }],
      totals: { y1: 12360, y2: 0 },
      amounts: ['£95', '£140', '£1,200', '£2,660'],
      notPrices: ['£95'],
    },
    why: 'Upgrade (reading 85): 7 sites x £140 x 12 = 11,760; loyalty 1,200. Subtotal 12,960; the £2,660 credit off the total is a whole-deal amount discount on year one (reading 37) → 10,300 + VAT 20% 2,060 = 12,360. The old Essentials £95 is a notPrice. "from 1 Dec" = 2026-12-01 (reading 71).',
  },
  {
    id: 'n23',
    lang: 'en',
    split: 'held',
    style:
      'Canadian (Ontario) data platform: base fee, committed GB per month, pay-as-you-go compute with an estimate, uplift on the base only; HST',
    notes: `Hey - prop for Lakehead Regional Health Analytics (Thunder Bay, ON). Quote in Canadian dollars.
DataDock managed warehouse:
- base platform C$3,200/month
- storage: committed 8,000 GB per month at C$0.09 per GB per month
- query compute: pay as you go at C$4.75 per compute-hour, billed monthly in arrears, no commitment (they estimate ~C$1,500/mo, don't put it in the price)
- setup C$7,500 one-time
2 year term, 4% increase on base platform in yr 2. Billing monthly.
HST 13%.
Signer: Dr. Amrit Sandhu, CIO, asandhu@lakeheadrha.ca`,
    expect: {
      fields: {
        custName: 'Lakehead Regional Health Analytics',
        custSigner: 'Amrit Sandhu',
        custTitle: 'CIO',
        custEmail: 'asandhu@lakeheadrha.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 38400, y2: 39936, descHas: 'platform' },
        { y1: 8640, y2: 8640, descHas: 'storage' },
        { y1: 7500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 61630.2, y2: 54890.88 },
      amounts: ['C$3,200', 'C$0.09', 'C$4.75', 'C$1,500', 'C$7,500'],
      notPrices: ['C$4.75', 'C$1,500'],
    },
    why: 'Base 3,200 x 12 = 38,400, +4% in year two = 39,936; storage 8,000 GB x 0.09 x 12 = 8,640 both years (reading 82); setup 7,500 one-time. Y1 54,540 + HST 13% 7,090.20 = 61,630.20; y2 48,576 + 6,314.88 = 54,890.88. Pay-as-you-go compute gives no line; its rate and the estimate are notPrices.',
  },
  {
    id: 'n24',
    lang: 'en',
    split: 'held',
    style:
      'Australian reseller deal: partner margin not for the customer, but the partner passes on 5% off the whole order; validity in days; GST',
    notes: `Reseller deal - Coastline IT Solutions (our partner, Newcastle NSW) is reselling to Hunter Valley Vignerons Co-operative. Proposal in the co-op's name please, AUD.
- 60 users HarvestLog at A$18/user/month
- Weighbridge integration A$4,400 one-off
- Cellar door POS connector A$2,100 per year
12 months, annual billing. Quote valid 30 days.
Coastline gets the usual 25% partner margin (not for the customer), but they've agreed to pass some on: the co-op gets 5% off the whole order.
GST 10%.
Signatory: Mick O'Donnell, General Manager, mick@huntervalleyvignerons.com.au`,
    expect: {
      fields: {
        custName: 'Hunter Valley Vignerons',
        custSigner: "Mick O'Donnell",
        custTitle: 'General Manager',
        custEmail: 'mick@huntervalleyvignerons.com.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 12960, y2: 0, descHas: 'HarvestLog' },
        { y1: 4400, y2: 0, descHas: 'Weighbridge' },
        { y1: 2100, y2: 0, descHas: 'POS' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 20335.7, y2: 0 },
      amounts: ['A$18', 'A$4,400', 'A$2,100'],
    },
    why: '60 x A$18 x 12 = 12,960; weighbridge 4,400 one-off; POS connector 2,100/yr. Subtotal 19,460; the 25% margin is no discount, the 5% the co-op gets is whole-deal (reading 86) = 973 → 18,487 + GST 10% 1,848.70 = 20,335.70. Valid 30 days = 2026-12-21 (reading 88).',
  },
  {
    id: 'n25',
    lang: 'en',
    split: 'tune',
    style:
      'US property-management rep in a hurry: three plans shown and one picked, door count growing in year two, competitor quote and budget; MA sales tax',
    notes: `Need prop today for Beacon Hill Property Mgmt (Boston). 2 yr deal.
We showed 3 plans: Basic $1.10/door/mo, Plus $1.60/door/mo, Premier $2.25/door/mo. They picked Plus.
2,400 doors yr1, 2,900 doors yr2 (they're acquiring a portfolio in Q1).
Owner portal $4,800/yr. Onboarding $6,200 one time.
RentStack quoted them $1.40/door. Their budget was $50k/yr, we're a bit over in yr1.
Annual billing. MA sales tax 6.25% on everything.
Signs: Colleen Murphy, COO, cmurphy@beaconhillpm.com`,
    expect: {
      fields: {
        custName: 'Beacon Hill Property',
        custSigner: 'Colleen Murphy',
        custTitle: 'COO',
        custEmail: 'cmurphy@beaconhillpm.com',
        edition: 'Plus',
        billing: 'Annual',
        term: '24',
        taxLabel: 'sales tax',
        taxRate: 6.25,
      },
      lineItems: [
        { y1: 46080, y2: 55680, descHas: 'Plus' },
        { y1: 4800, y2: 4800, descHas: 'portal' },
        { y1: 6200, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 60647.5, y2: 64260 },
      amounts: ['$1.10', '$1.60', '$2.25', '$4,800', '$6,200', '$1.40', '$50k'],
      notPrices: ['$1.10', '$2.25', '$1.40', '$50k'],
    },
    why: 'Plus picked (readings 74, 85): 2,400 doors x $1.60 x 12 = 46,080; year two 2,900 x 1.60 x 12 = 55,680 (reading 38). Portal 4,800 both years; onboarding 6,200 one-time. Y1 57,080 + 6.25% 3,567.50 = 60,647.50; y2 60,480 + 3,780 = 64,260. Unchosen plans, the competitor quote and the budget are notPrices (readings 8, 75).',
  },
  {
    id: 'n26',
    lang: 'en',
    split: 'held',
    style:
      'UK rep in a hurry: two prices by billing option, monthly chosen; per-clinic bundle; phone number after the signer; VAT',
    notes: `quick prop pls - Brackenfield Physio (Manchester), 5 clinics.
PhysioBook: £39 per practitioner per month on monthly billing, or £35 if they prepay annually. They're going monthly (cash flow). 1 yr contract.
28 practitioners.
SMS reminders bundle £60/clinic/month.
Setup £1,250 one-off.
VAT 20%.
Owner Jas Kaur signs, jas@brackenfieldphysio.co.uk, 07700 900412`,
    expect: {
      fields: {
        custName: 'Brackenfield Physio',
        custSigner: 'Jas Kaur',
        custTitle: 'Owner',
        custEmail: 'jas@brackenfieldphysio.co.uk',
        currency: 'GBP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 13104, y2: 0, descHas: 'PhysioBook' },
        { y1: 3600, y2: 0, descHas: 'SMS' },
        { y1: 1250, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 21544.8, y2: 0 },
      amounts: ['£39', '£35', '£60', '£1,250'],
      notPrices: ['£35'],
    },
    why: 'Monthly chosen (readings 51, 83): 28 x £39 x 12 = 13,104; the annual-prepay £35 is an unchosen option. SMS 5 clinics x £60 x 12 = 3,600 (reading 65); setup 1,250 one-off. Net 17,954 + VAT 20% 3,590.80 = 21,544.80. Title before the name (reading 87); the phone number is not an amount.',
  },
  {
    id: 'n27',
    lang: 'es-419',
    split: 'tune',
    style:
      'Peru, CRM export in Spanish (Etapa, Fecha de cierre, Monto): platform fee plus committed e-invoice minimum, overage rate; comma thousands; IGV',
    notes: `Negocio: Distribuidora Andina del Sur S.A.C. - FacturaYa
Etapa: Propuesta
Fecha de cierre: 12/12/2026
Propietario del negocio: Lucía Paredes
Monto: S/ 68,400
Notas:
Plataforma FacturaYa S/ 1,850 mensuales. Comprobantes electrónicos: mínimo comprometido de 360,000 comprobantes al año a S/ 0.08 c/u; el exceso se cobra aparte a S/ 0.11 c/u. Implementación S/ 17,400, pago único. Contrato 12 meses, facturación mensual. IGV 18%.
Firma el gerente general, Sr. Jorge Quispe Huamán, jquispe@andinadelsur.com.pe`,
    expect: {
      fields: {
        custName: 'Distribuidora Andina del Sur',
        custSigner: 'Jorge Quispe Huamán',
        custTitle: 'gerente general',
        custEmail: 'jquispe@andinadelsur.com.pe',
        currency: 'PEN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 22200, y2: 0, descHas: 'FacturaYa' },
        { y1: 28800, y2: 0, descHas: 'Comprobantes' },
        { y1: 17400, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 80712, y2: 0 },
      amounts: ['S/ 68,400', 'S/ 1,850', 'S/ 0.08', 'S/ 0.11', 'S/ 17,400'],
      notPrices: ['S/ 0.11'],
    },
    why: 'Peruvian comma thousands (reading 76). Platform 1,850 x 12 = 22,200; committed 360,000 x S/ 0.08 = 28,800 (reading 82); implementation 17,400 one-time. Net 68,400 (= Monto, reading 81) + IGV 18% 12,312 = 80,712. The overage S/ 0.11 is a notPrice.',
  },
  {
    id: 'n28',
    lang: 'es-419',
    split: 'held',
    style:
      "Chile, rep top-posts over the customer's quoted e-mail: renewal increase accepted for licences, refused for the module (kept at current price); dot thousands; IVA",
    notes: `Hola Cami, arma la propuesta de renovación porfa. Con Rodrigo quedamos así: el reajuste de las licencias se aplica, y el módulo de trazabilidad se mantiene al precio actual. Renovación por 12 meses, pago anual, IVA 19%. Firma Rodrigo.

El jue, 19 nov 2026 a las 10:15, Rodrigo Fuentes <rfuentes@vinamontalba.cl> escribió:
> Hola Felipe, recibimos la propuesta de renovación:
> - 35 licencias AgroTrack: de CLP 24.000 a CLP 26.500 por usuario al mes
> - Módulo trazabilidad exportación: de CLP 1.800.000 a CLP 2.100.000 al año
> El reajuste de las licencias lo aceptamos, el del módulo no. ¿Lo pueden dejar igual?
> Saludos,
> Rodrigo Fuentes
> Gerente de Administración y Finanzas
> Viña Montalba S.A.
> +56 9 5555 8123`,
    expect: {
      fields: {
        custName: 'Viña Montalba',
        custSigner: 'Rodrigo Fuentes',
        custTitle: 'Gerente de Administración y Finanzas',
        custEmail: 'rfuentes@vinamontalba.cl',
        currency: 'CLP',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 11130000, y2: 0, descHas: 'AgroTrack' },
        { y1: 1800000, y2: 0, descHas: 'trazabilidad' },
      ],
      discounts: [],
      totals: { y1: 15386700, y2: 0 },
      amounts: ['CLP 24.000', 'CLP 26.500', 'CLP 1.800.000', 'CLP 2.100.000'],
      notPrices: ['CLP 24.000', 'CLP 2.100.000'],
    },
    why: 'Licences 35 x 26.500 x 12 = 11.130.000; module kept at its current CLP 1.800.000 (reading 85), so that is the price and the refused CLP 2.100.000 and the old CLP 24.000 are notPrices. Net 12.930.000 + IVA 19% 2.456.700 = 15.386.700. "Firma Rodrigo" = Rodrigo Fuentes (reading 39); title and company from the quoted signature (reading 79).',
  },
  {
    id: 'n29',
    lang: 'es-419',
    split: 'tune',
    style:
      'Colombia, WhatsApp messages with timestamps: university, education discount on one product, student-count correction, 2 years +5% on recurring; no IVA',
    notes: `[18/11/26, 9:02 a. m.] Andrés Ruiz: Porfa ármame la propuesta para la Corporación Universitaria del Caribe (Barranquilla)
[18/11/26, 9:04 a. m.] Andrés Ruiz: CampusNube para 1.200 estudiantes, lista COP 9.500 por estudiante al año, con el descuento educativo del 30% sobre CampusNube
[18/11/26, 9:05 a. m.] Andrés Ruiz: módulo Aulas Virtuales COP 14.000.000 al año (ese va sin descuento) e implementación COP 22.000.000 pago único
[18/11/26, 9:11 a. m.] Andrés Ruiz: perdón, son 1.500 estudiantes, no 1.200
[18/11/26, 9:12 a. m.] Andrés Ruiz: contrato 2 años, el segundo año sube 5% lo recurrente. Facturación anual. Son institución de educación sin ánimo de lucro, no aplica IVA
[18/11/26, 9:14 a. m.] Andrés Ruiz: firma la rectora, Dra. Marcela Ospina Villa, rectoria@unicaribe.edu.co`,
    expect: {
      fields: {
        custName: 'Corporación Universitaria del Caribe',
        custSigner: 'Marcela Ospina Villa',
        custTitle: 'rectora',
        custEmail: 'rectoria@unicaribe.edu.co',
        currency: 'COP',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 9975000, y2: 10473750, descHas: 'CampusNube' },
        { y1: 14000000, y2: 14700000, descHas: 'Aulas' },
        { y1: 22000000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 45975000, y2: 25173750 },
      amounts: ['COP 9.500', 'COP 14.000.000', 'COP 22.000.000'],
    },
    why: 'Corrected to 1.500 students (reading 80). Education 30% folded into CampusNube (reading 86): 9.500 x 0,7 = 6.650; y1 1.500 x 6.650 = 9.975.000; y2 +5% on the discounted price = 6.982,50 x 1.500 = 10.473.750. Aulas 14.000.000, y2 +5% = 14.700.000; implementation 22.000.000 one-time. No IVA: taxRate 0. Dra. is an honorific; title before the name.',
  },
  {
    id: 'n30',
    lang: 'es-419',
    split: 'tune',
    style:
      'Ecuador, savings co-op: users growing in year two, 10% off the subscriptions for annual prepay (chosen), dot thousands in USD; IVA 15%',
    notes: `Propuesta para la Cooperativa de Ahorro y Crédito San Pedro de Cayambe Ltda. Precios en USD, contrato de 2 años.
- Core Digital: 60 usuarios el primer año y 85 el segundo, USD 32 por usuario al mes.
- Banca móvil: USD 1.150 mensuales.
- Migración de datos: USD 8.400, pago único.
Les ofrecimos 10% de descuento en las suscripciones si pagan anual por adelantado en vez de mensual, y eligieron el pago anual.
IVA 15%.
Firma: Ing. Patricio Cevallos, Gerente General, pcevallos@coopsanpedro.fin.ec`,
    expect: {
      fields: {
        custName: 'San Pedro de Cayambe',
        custSigner: 'Patricio Cevallos',
        custTitle: 'Gerente General',
        custEmail: 'pcevallos@coopsanpedro.fin.ec',
        currency: 'USD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 20736, y2: 29376, descHas: 'Core Digital' },
        { y1: 12420, y2: 12420, descHas: 'Banca' },
        { y1: 8400, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 47789.4, y2: 48065.4 },
      amounts: ['USD 32', 'USD 1.150', 'USD 8.400'],
    },
    why: 'Annual prepay 10% folded into the subscriptions (reading 83): USD 32 x 0,9 = 28,80; y1 60 x 28,80 x 12 = 20.736, y2 85 x 28,80 x 12 = 29.376 (reading 38); banca 1.150 x 0,9 x 12 = 12.420 both years; migration 8.400 one-time. Y1 41.556 + IVA 15% 6.233,40 = 47.789,40; y2 41.796 + 6.269,40 = 48.065,40.',
  },
  {
    id: 'n31',
    lang: 'es-419',
    split: 'held',
    style:
      'Venezuela, USD deal with dot thousands and decimal comma: annual prepaid message credits (drawdown rate), bolívar reference conversion, validity in days; IVA 16%',
    notes: `Buenas, necesito la propuesta para Farmacias Sanaré C.A. (Barquisimeto). Todo en USD.
- Paquete prepagado de 400.000 créditos de mensajería (SMS/WhatsApp) por USD 9.600 al año; cada mensaje consume un crédito (USD 0,024).
- Licencia FidelizaPlus USD 780,00 mensuales.
- Configuración inicial USD 2.350,00, pago único.
Contrato por un año. Facturación trimestral. IVA 16%. Oferta válida por 15 días.
Firmante: Lcda. Yusmary Colmenares, Gerente de Mercadeo, ycolmenares@farmaciassanare.com.ve
Referencia: al cambio de hoy el paquete serían unos Bs. 5.000.000, pero cotizamos en USD.`,
    expect: {
      fields: {
        custName: 'Farmacias Sanaré',
        custSigner: 'Yusmary Colmenares',
        custTitle: 'Gerente de Mercadeo',
        custEmail: 'ycolmenares@farmaciassanare.com.ve',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12',
        validUntil: '2026-12-06',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 9600, y2: 0, descHas: 'crédito' },
        { y1: 9360, y2: 0, descHas: 'FidelizaPlus' },
        { y1: 2350, y2: 0, descHas: 'Configuración' },
      ],
      discounts: [],
      totals: { y1: 24719.6, y2: 0 },
      amounts: ['USD 9.600', 'USD 0,024', 'USD 780,00', 'USD 2.350,00', 'Bs. 5.000.000'],
      notPrices: ['USD 0,024', 'Bs. 5.000.000'],
    },
    why: 'Credits package 9.600 per year (reading 82); licence 780 x 12 = 9.360; configuration 2.350 one-time. Net 21.310 + IVA 16% 3.409,60 = 24.719,60. The drawdown USD 0,024 and the bolívar reference are notPrices (readings 77, 82). 15 días = 2026-12-06. Lcda. is an honorific; "FidelizaPlus" gives no edition (reading 57).',
  },
  {
    id: 'n32',
    lang: 'es-419',
    split: 'held',
    style:
      'Uruguay, NGO: pipe table with unit prices and periods, 15% non-profit discount on the whole order; dot thousands; IVA 22%',
    notes: `Propuesta para Fundación Horizonte Celeste (Montevideo), es una ONG.

| Ítem | Cant. | Precio unitario | Período |
|---|---|---|---|
| GestDonantes (usuarios) | 18 | US$ 27 | mensual |
| Módulo de campañas | 1 | US$ 1.900 | anual |
| Capacitación | 3 jornadas | US$ 450 | por jornada, única vez |

A las ONG les damos 15% sobre el total del pedido. Contrato 12 meses, facturación anual. IVA 22%.
Firma la directora ejecutiva, Valentina Pereyra, vpereyra@horizonteceleste.org.uy`,
    expect: {
      fields: {
        custName: 'Fundación Horizonte Celeste',
        custSigner: 'Valentina Pereyra',
        custTitle: 'directora ejecutiva',
        custEmail: 'vpereyra@horizonteceleste.org.uy',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 5832, y2: 0, descHas: 'GestDonantes' },
        { y1: 1900, y2: 0, descHas: 'campañas' },
        { y1: 1350, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'pct', value: 15, y1: true, y2: false }],
      totals: { y1: 9418.03, y2: 0 },
      amounts: ['US$ 27', 'US$ 1.900', 'US$ 450'],
    },
    why: 'Table (reading 29): 18 x 27 x 12 = 5.832; campaigns 1.900/yr; training 3 days x 450 = 1.350 one-time. Subtotal 9.082; NGO 15% on the whole order = 1.362,30 (reading 86) → 7.719,70 + IVA 22% 1.698,33 (1.698,334) = 9.418,03.',
  },
  {
    id: 'n33',
    lang: 'es-419',
    split: 'held',
    style:
      'Puerto Rico, Teams thread in Spanish with two people: unchosen chatbot option, 3 years fixed price, municipality exempt from IVU; bare $',
    notes: `[Teams] Ventas PR
Javier Colón 10:02 AM
Necesito prop para el Municipio de Río Claro. Quieren CitizenDesk para Permisos y Finanzas: 25 usuarios a $42/usuario/mes.
Marisol Rivera 10:06 AM
¿Le cotizaste también la versión con chatbot a $55?
Javier Colón 10:07 AM
Sí, pero no la quieren, se quedan sin chatbot. Más el portal ciudadano $5,400 al año y la implementación $12,500 una vez.
Marisol Rivera 10:09 AM
¿Contrato?
Javier Colón 10:10 AM
3 años, precio fijo los 3. Facturación anual. Es gobierno, exento de IVU.
Javier Colón 10:12 AM
Firma la alcaldesa, Hon. Carmen Delgado Ortiz, cdelgado@rioclaro.pr.gov`,
    expect: {
      fields: {
        custName: 'Río Claro',
        custSigner: 'Carmen Delgado Ortiz',
        custTitle: 'alcaldesa',
        custEmail: 'cdelgado@rioclaro.pr.gov',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 12600, y2: 12600, descHas: 'CitizenDesk' },
        { y1: 5400, y2: 5400, descHas: 'portal' },
        { y1: 12500, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 30500, y2: 18000 },
      amounts: ['$42', '$55', '$5,400', '$12,500'],
      notPrices: ['$55'],
    },
    why: 'US-style numbers (reading 76). 25 x $42 x 12 = 12,600 both years (precio fijo); portal 5,400 both years; implementation 12,500 one-time. Exempt: taxRate 0 (reading 78). The chatbot version at $55 is an unchosen option (reading 80). Bare $: no currency. Hon. is an honorific.',
  },
  {
    id: 'n34',
    lang: 'es-419',
    split: 'held',
    style:
      "Dominican Republic, forwarded customer e-mail with headers and signature: plan upgrade per cash register (old plan price), start date, rep's own line below; comma thousands; ITBIS",
    notes: `---------- Mensaje reenviado ---------
De: Yokasta Peña <ypena@ferreteriaelcaribe.com.do>
Fecha: vie, 20 nov 2026, 16:45
Asunto: Re: Cambio de plan InventaPOS
Para: ventas@inventapos.do

Buenas tardes, confirmamos que pasamos del plan Básico (RD$ 2,900 por caja al mes) al plan Avanzado a RD$ 4,100 por caja al mes, para las 9 cajas, por 12 meses a partir del 1 de enero. Queremos también el módulo de facturación electrónica e-CF por RD$ 38,000 al año.
Saludos,
Yokasta Peña
Gerente Administrativa
Ferretería El Caribe, S.R.L.
Tel. 809-555-0142

---
Nota mía: firma Yokasta. Instalación del plan Avanzado RD$ 15,000 una sola vez. ITBIS 18%. Facturación mensual.`,
    expect: {
      fields: {
        custName: 'Ferretería El Caribe',
        custSigner: 'Yokasta Peña',
        custTitle: 'Gerente Administrativa',
        custEmail: 'ypena@ferreteriaelcaribe.com.do',
        currency: 'DOP',
        edition: 'Avanzado',
        startDate: '2027-01-01',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'ITBIS',
        taxRate: 18,
      },
      lineItems: [
        { y1: 442800, y2: 0, descHas: 'Avanzado' },
        { y1: 38000, y2: 0, descHas: 'e-CF' },
        { y1: 15000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 585044, y2: 0 },
      amounts: ['RD$ 2,900', 'RD$ 4,100', 'RD$ 38,000', 'RD$ 15,000'],
      notPrices: ['RD$ 2,900'],
    },
    why: 'Upgrade (reading 85): 9 registers x RD$ 4,100 x 12 = 442,800; e-CF 38,000/yr; installation 15,000 one-time. Net 495,800 + ITBIS 18% 89,244 = 585,044. Old Básico RD$ 2,900 is a notPrice. "a partir del 1 de enero" = 2027-01-01 (reading 49). Header date and phone are not amounts.',
  },
  {
    id: 'n35',
    lang: 'es-419',
    split: 'tune',
    style:
      "Costa Rica, channel deal: distributor margin not a customer discount, proposal in the hotel's name, per-room pricing in colones, 2 years +4% on recurring; IVA 13%",
    notes: `Negocio por canal: el distribuidor es Soluciones Tico Digital S.A. y el cliente final es el Hotel Bahía Esmeralda (Guanacaste). La propuesta va a nombre del hotel, con precios de lista en colones.
- HotelSuite PMS: 80 habitaciones a ₡3.200 por habitación al mes
- Motor de reservas: ₡95.000 al mes
- Instalación y capacitación: ₡1.250.000, pago único
El distribuidor tiene su margen del 20% sobre lista; eso no se le rebaja al cliente.
Contrato de 2 años; el segundo año sube 4% todo lo recurrente. Facturación anual. IVA 13%.
Firma el gerente general, Esteban Mora Solís, emora@bahiaesmeralda.cr`,
    expect: {
      fields: {
        custName: 'Hotel Bahía Esmeralda',
        custSigner: 'Esteban Mora Solís',
        custTitle: 'gerente general',
        custEmail: 'emora@bahiaesmeralda.cr',
        currency: 'CRC',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 3072000, y2: 3194880, descHas: 'HotelSuite' },
        { y1: 1140000, y2: 1185600, descHas: 'Motor' },
        { y1: 1250000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 6172060, y2: 4949942.4 },
      amounts: ['₡3.200', '₡95.000', '₡1.250.000'],
    },
    why: 'Distributor margin gives no discount (reading 86). 80 rooms x 3.200 x 12 = 3.072.000, +4% = 3.194.880; booking engine 95.000 x 12 = 1.140.000, +4% = 1.185.600; installation 1.250.000 one-time. Y1 5.462.000 + IVA 13% 710.060 = 6.172.060; y2 4.380.480 + 569.462,40 = 4.949.942,40.',
  },
  {
    id: 'n36',
    lang: 'es-419',
    split: 'tune',
    style:
      'Honduras, CRM export (Oportunidad, Etapa, Monto restating both years): payroll per employee growing in year two, biometric clocks; comma thousands; ISV',
    notes: `Oportunidad: Maquiladora Textil del Valle - Nómina
Etapa: Negociación
Fecha de cierre: 30/12/2026
Monto: L 1,327,200
Responsable: Karla Mejía
Notas: NóminaPro para 1,800 empleados el primer año y 2,400 empleados el segundo año, a L 24 por empleado al mes. Relojes biométricos: 12 unidades a L 9,800 c/u, pago único. Contrato de 2 años, mismo precio ambos años. Facturación mensual. ISV 15%. Precios en lempiras.
Firma: Lic. Óscar Banegas, Gerente de Recursos Humanos, obanegas@textildelvalle.hn`,
    expect: {
      fields: {
        custName: 'Maquiladora Textil del Valle',
        custSigner: 'Óscar Banegas',
        custTitle: 'Gerente de Recursos Humanos',
        custEmail: 'obanegas@textildelvalle.hn',
        currency: 'HNL',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'ISV',
        taxRate: 15,
      },
      lineItems: [
        { y1: 518400, y2: 691200, descHas: 'NóminaPro' },
        { y1: 117600, y2: 0, descHas: 'Relojes' },
      ],
      discounts: [],
      totals: { y1: 731400, y2: 794880 },
      amounts: ['L 1,327,200', 'L 24', 'L 9,800'],
    },
    why: "Honduran comma thousands (reading 76). 1,800 x L 24 x 12 = 518,400; year two 2,400 x 24 x 12 = 691,200 (reading 38); clocks 12 x 9,800 = 117,600 one-time (reading 65). Y1 636,000 + ISV 15% 95,400 = 731,400; y2 691,200 + 103,680 = 794,880. Monto = both years' net (reading 81). Lic. is an honorific.",
  },
  {
    id: 'n37',
    lang: 'es-419',
    split: 'tune',
    style:
      "El Salvador, rep top-posts over the customer's quoted counter-offer: rep's third price accepted, GPS devices per unit; comma thousands, decimal point; IVA 13%",
    notes: `Hola Ricardo, te paso lo que quedó con el cliente para que armes la propuesta. Le respondí a Gabriela que USD 17.50 por unidad al mes es lo mínimo y lo aceptó. Además van 45 dispositivos GPS a USD 85 c/u (pago único) e instalación por USD 1,350 en total. Contrato 12 meses, facturación mensual, IVA 13%. Firma Gabriela.

El mié, 18 nov 2026 a las 15:20, Gabriela Alvarado <galvarado@transportesmonterrico.com.sv> escribió:
> Buenas tardes. Revisamos su oferta: para las 45 unidades de la flota nos cotizaron RastreoGPS a USD 19 por unidad al mes. ¿Pueden dejarlo en USD 16?
> Saludos,
> Gabriela Alvarado
> Gerente de Operaciones
> Transportes Monterrico, S.A. de C.V.
> Tel. 2555-0190`,
    expect: {
      fields: {
        custName: 'Transportes Monterrico',
        custSigner: 'Gabriela Alvarado',
        custTitle: 'Gerente de Operaciones',
        custEmail: 'galvarado@transportesmonterrico.com.sv',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 9450, y2: 0, descHas: 'RastreoGPS' },
        { y1: 3825, y2: 0, descHas: 'dispositivos' },
        { y1: 1350, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 16526.25, y2: 0 },
      amounts: ['USD 17.50', 'USD 85', 'USD 1,350', 'USD 19', 'USD 16'],
      notPrices: ['USD 19', 'USD 16'],
    },
    why: 'Agreed USD 17.50 (reading 79): 45 vehicles x 17.50 x 12 = 9,450; devices 45 x 85 = 3,825 one-time; installation 1,350 in total. Net 14,625 + IVA 13% 1,901.25 = 16,526.25. The quoted USD 19 and the refused counter-offer USD 16 are notPrices (reading 33). "Firma Gabriela" = Gabriela Alvarado.',
  },
  {
    id: 'n38',
    lang: 'es-419',
    split: 'held',
    style:
      'Panama, 3-year deal with prices frozen and all three years paid upfront: 6% prepay discount on the whole contract; comma thousands; ITBMS 7%',
    notes: `Propuesta para Naviera Istmo Logistics, S.A. (Colón, Panamá). Precios en USD.
PortTrack: 30 usuarios a USD 48 por usuario al mes.
Integración con aduanas: USD 650 al mes.
Implementación: USD 7,900, una sola vez.
Contrato de 3 años, precios congelados los 3 años. El cliente paga los 3 años por adelantado, así que aplica el 6% de descuento por prepago sobre todo el contrato.
ITBMS 7%.
Firma: Ing. Ricardo Him, Director de Operaciones, rhim@istmologistics.com.pa`,
    expect: {
      fields: {
        custName: 'Naviera Istmo Logistics',
        custSigner: 'Ricardo Him',
        custTitle: 'Director de Operaciones',
        custEmail: 'rhim@istmologistics.com.pa',
        currency: 'USD',
        term: '36',
        taxLabel: 'ITBMS',
        taxRate: 7,
      },
      lineItems: [
        { y1: 17280, y2: 17280, descHas: 'PortTrack' },
        { y1: 7800, y2: 7800, descHas: 'aduanas' },
        { y1: 7900, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'pct', value: 6, y1: true, y2: true }],
      totals: { y1: 33171.28, y2: 25225.46 },
      amounts: ['USD 48', 'USD 650', 'USD 7,900'],
    },
    why: '30 x 48 x 12 = 17,280; customs integration 650 x 12 = 7,800; implementation 7,900 one-time. Prepay 6% on the whole contract, both years (reading 83): y1 32,980 - 1,978.80 = 31,001.20 + ITBMS 7% 2,170.08 (2,170.084) = 33,171.28; y2 25,080 - 1,504.80 = 23,575.20 + 1,650.26 (1,650.264) = 25,225.46. Whole term upfront: no billing expectation.',
  },
  {
    id: 'n39',
    lang: 'es-419',
    split: 'held',
    style:
      'Mexico, payroll seats ramping within year one, prepaid CFDI stamp pack paid once, incumbent price; comma thousands with MXN; IVA 16%',
    notes: `Propuesta para Grupo Alimenticio La Huasteca, S.A. de C.V. (Monterrey). Precios en MXN.
- NóminaMX: 250 empleados los primeros 4 meses y 400 a partir del mes 5 (abren planta nueva), a $38 MXN por empleado al mes.
- Paquete de 60,000 timbres CFDI prepagados: $27,000 MXN, pago único (se consumen conforme timbren).
- Implementación: $45,000 MXN.
Contrato de 12 meses, facturación mensual. IVA 16%.
Firma el director de finanzas, C.P. Alejandro Garza Treviño, agarza@lahuasteca.mx
Su proveedor actual les cobra $32 MXN por empleado.`,
    expect: {
      fields: {
        custName: 'Grupo Alimenticio La Huasteca',
        custSigner: 'Alejandro Garza Treviño',
        custTitle: 'director de finanzas',
        custEmail: 'agarza@lahuasteca.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 159600, y2: 0, descHas: 'NóminaMX' },
        { y1: 27000, y2: 0, descHas: 'timbres' },
        { y1: 45000, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 268656, y2: 0 },
      amounts: ['$38 MXN', '$27,000 MXN', '$45,000 MXN', '$32 MXN'],
      notPrices: ['$32 MXN'],
    },
    why: 'Ramp within year one (reading 41): (250 x 4 + 400 x 8) x $38 = 4,200 x 38 = 159,600. Stamp pack paid once: one-time 27,000 (reading 82); implementation 45,000. Net 231,600 + IVA 16% 37,056 = 268,656. The incumbent $32 MXN is a notPrice. C.P. is an honorific; title before the name.',
  },
  {
    id: 'n40',
    lang: 'es-ES',
    split: 'tune',
    style:
      'Spain, town council: tab-separated configurator table with a total row, 2 years +3% on recurring, a price from the meeting for an option not taken; IVA 21%',
    notes: `Hola, te pego la tabla del configurador para la propuesta al Ayuntamiento de Valdemora del Río (Toledo):

Concepto\tCantidad\tPrecio\tPeriodicidad
Licencias SedeGestiona\t40\t28,50 €\tusuario/mes
Registro electrónico\t1\t3.600,00 €\taño
Formación\t4\t690,00 €\tsesión (pago único)
Total año 1\t\t20.040,00 €\t

Contrato de 2 años, el segundo año +3% en lo recurrente. Facturación trimestral. IVA 21%.
Ojo: en la reunión se habló de 32,00 € por licencia, pero era el precio con el módulo de firma, que al final no quieren.
Firma la alcaldesa, Dña. Pilar Serrano Gómez, alcaldia@valdemoradelrio.es`,
    expect: {
      fields: {
        custName: 'Ayuntamiento de Valdemora del Río',
        custSigner: 'Pilar Serrano Gómez',
        custTitle: 'alcaldesa',
        custEmail: 'alcaldia@valdemoradelrio.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 13680, y2: 14090.4, descHas: 'SedeGestiona' },
        { y1: 3600, y2: 3708, descHas: 'Registro' },
        { y1: 2760, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 24248.4, y2: 21536.06 },
      amounts: ['28,50 €', '3.600,00 €', '690,00 €', '20.040,00 €', '32,00 €'],
      notPrices: ['32,00 €'],
    },
    why: 'Table (reading 29): 40 x 28,50 x 12 = 13.680, +3% = 14.090,40; registry 3.600, +3% = 3.708; training 4 x 690 = 2.760 one-time. The total row restates the lines. Y1 20.040 + IVA 21% 4.208,40 = 24.248,40; y2 17.798,40 + 3.737,66 (3.737,664) = 21.536,06. The 32,00 € with the signature module not taken is an unchosen option (notPrice). Dña. is an honorific.',
  },
];
