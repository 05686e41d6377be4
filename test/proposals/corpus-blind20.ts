import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 20: 40 hand-labelled sales-rep notes (27 English: US (Florida,
 * Oregon, Kansas, Colorado, Miami Spanglish, a credit union), UK (England,
 * selling to England and to Germany), Canada, Australia, New Zealand,
 * Singapore, the UAE, Saudi Arabia, and English written by Brazilian, Italian,
 * Turkish, Indonesian, Dutch, Chinese (Hong Kong deal), Korean, Vietnamese,
 * Swiss, Kazakh (Russian-speaking), Bangladeshi and Argentine authors;
 * 13 Spanish: Guatemala (two), Bolivia, Paraguay, Nicaragua, Cuba, Mexico
 * (Spanglish), and Spain (es-ES): Catalonia, the Basque Country, Andalusia,
 * Galicia, Valencia and Aragon) for draft_proposal / POST /proposals.
 * Shapes favoured: hurried fragments with rep shorthand ("lic", "mo", "yrly",
 * "impl", "hw", "PS"), notes by non-native English writers with their own
 * number conventions, services firms (fixed-fee phases, milestone payment
 * schedules, consulting days, monthly retainers, travel billed at cost with a
 * cap or as a flat fee), hardware + software bundles (bought and leased
 * hardware), multi-currency notes where only one currency is the deal's,
 * discounts expressed as a final agreed ("all-in") figure, per-seat prices
 * per month, quarter and year, multi-year deals with uplifts and seat growth,
 * scoped and whole-deal discounts, free months, taxes named as written
 * (VAT, GST, HST, IVA, KDV, PPN, BTW, MwSt, MWST, sales tax), corrections,
 * unchosen options, budgets and competitor prices.
 * Written blind from SPEC.md only on 2026-11-27; no parser source, tests,
 * benchmarks or other corpora were read (only the BlindNote interface and the
 * readings header and first two entries of corpus 19, for format).
 *
 * Drafting date assumed: 2026-11-21 (UTC).
 *
 * Readings followed (readings 1-59 of corpus 19, restated word for word):
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
 * Readings added for this corpus (60-75 are new):
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
 */

export const BLIND_NOTES_20: BlindNote[] = [
  {
    id: 'z01',
    lang: 'en',
    split: 'tune',
    style:
      'US hurried Slack fragments with rep shorthand (lic, mo, yrly, impl, hw, ea, PS), software + hardware, county sales tax',
    notes: `proposal pls - Brightwater Dental (3 clinics, Tampa FL). 38 lic ChairSide Cloud $45/user/mo, yrly billing, 12 mo. impl $3,500 one time. 4 x intraoral scanner bridge hw $289 ea. signer Dr. Maria Ochoa, Practice Owner, maria@brightwaterdental.com. sales tax 7.5% (Hillsborough) on everything per their AP. PS they saw a Dentrix quote at $39/user, dont match it`,
    expect: {
      fields: {
        custName: 'Brightwater Dental',
        custSigner: 'Maria Ochoa',
        custTitle: 'Practice Owner',
        custEmail: 'maria@brightwaterdental.com',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 20520, y2: 0, descHas: 'ChairSide' },
        { y1: 3500, y2: 0, descHas: 'impl' },
        { y1: 1156, y2: 0, descHas: 'scanner' },
      ],
      discounts: [],
      totals: { y1: 27064.2, y2: 0 },
      amounts: ['$45', '$3,500', '$289', '$39'],
      notPrices: ['$39'],
    },
    why: '38 lic x $45 x 12 = 20,520; impl 3,500 one-time; 4 scanner bridges x $289 = 1,156 one-time (readings 2, 65). Net 25,176 + sales tax 7.5% 1,888.20 = 27,064.20. The competitor quote in the PS is a notPrice (readings 8, 60). Bare $: no currency. Dr. is an honorific.',
  },
  {
    id: 'z02',
    lang: 'en',
    split: 'tune',
    style: 'UK consulting firm, fixed-fee phases plus day-rate phase, travel at cost with a cap, our own signatory',
    notes: `Draft a proposal for Hollins & Rea LLP (Leeds) – this is our consulting engagement, no software.
Phase 1 Discovery – fixed fee £18,500
Phase 2 Design & build – fixed fee £42,000
Phase 3 Hypercare – 10 consulting days at £1,150/day
Travel & expenses billed at cost, capped at £4,000 for the whole engagement.
Payment: Phase 1 on signature, Phase 2 in three milestones, Phase 3 monthly in arrears.
All prices ex VAT; VAT at 20%.
Sign-off: Graham Rea, Managing Partner, g.rea@hollinsrea.co.uk. On our side Claire Whitcombe, Head of Consulting, signs for us. Valid until 19 December.`,
    expect: {
      fields: {
        custName: 'Hollins & Rea',
        custSigner: 'Graham Rea',
        custTitle: 'Managing Partner',
        custEmail: 'g.rea@hollinsrea.co.uk',
        lucSigner: 'Claire Whitcombe',
        lucTitle: 'Head of Consulting',
        currency: 'GBP',
        taxLabel: 'VAT',
        taxRate: 20,
        validUntil: '2026-12-19',
      },
      lineItems: [
        { y1: 18500, y2: 0, descHas: 'Discovery' },
        { y1: 42000, y2: 0, descHas: 'Design' },
        { y1: 11500, y2: 0, descHas: 'Hypercare' },
      ],
      discounts: [],
      totals: { y1: 86400, y2: 0 },
      amounts: ['£18,500', '£42,000', '£1,150', '£4,000'],
      notPrices: ['£4,000'],
    },
    why: 'Fixed-fee phases are one-time lines (reading 63): 18,500 + 42,000; Hypercare 10 days x £1,150 = 11,500 one-time (reading 37). Travel at cost with a cap gives no line; the cap is a notPrice (reading 64). The payment schedule gives no lines. Net 72,000 + VAT 20% 14,400 = 86,400. No term or billing is stated. "Valid until 19 December" = 2026-12-19 (reading 71).',
  },
  {
    id: 'z03',
    lang: 'en',
    split: 'tune',
    style:
      'English by a Brazilian author (dot thousands, decimal comma), POS hardware + software per store, 24 months with IPCA readjust',
    notes: `Hello, please make proposal to Grupo Ferraz Supermercados (Campinas, Brazil). Currency is BRL. They want 12 stores with our CheckoutOne. For each store: 1 POS terminal kit R$ 8.900,00 (hardware, one time) and software license R$ 450,00 per month per store. Contract 24 months, the second year the license have readjust of 5% (IPCA). Installation R$ 1.200,00 per store, one time. Responsible for sign: Mr. Paulo Ferraz, Director of Operations, paulo.ferraz@grupoferraz.com.br. Thank you!`,
    expect: {
      fields: {
        custName: 'Grupo Ferraz',
        custSigner: 'Paulo Ferraz',
        custTitle: 'Director of Operations',
        custEmail: 'paulo.ferraz@grupoferraz.com.br',
        currency: 'BRL',
        term: '24',
      },
      lineItems: [
        { y1: 106800, y2: 0, descHas: 'POS' },
        { y1: 64800, y2: 68040, descHas: 'license' },
        { y1: 14400, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 186000, y2: 68040 },
      amounts: ['R$ 8.900,00', 'R$ 450,00', 'R$ 1.200,00'],
    },
    why: 'Brazilian convention (reading 67): R$ 8.900,00 = 8,900. POS kits 12 stores x 8,900 = 106,800 one-time; license 12 stores x 450 x 12 = 64,800, year two +5% = 68,040 (readings 38, 73); installation 12 x 1,200 = 14,400 one-time (reading 65). No tax named: total = net. No billing stated.',
  },
  {
    id: 'z04',
    lang: 'en',
    split: 'tune',
    style: 'US enterprise recap, list vs agreed all-in figure for year 1 of a 2-year deal, no tax',
    notes: `Need a 2-yr proposal for Kestrel Freight Systems (Portland, OR). List: 150 seats DispatchIQ at $22/seat/mo, Telematics API add-on $9,000/yr, implementation $6,500 one-time. That lists at $55,100 for year 1. After a lot of back and forth they agreed to $48k all-in for year 1; year 2 at list. Annual billing. Signer: Alan Brooks, CFO, abrooks@kestrelfreight.com. No tax (Oregon).`,
    expect: {
      fields: {
        custName: 'Kestrel Freight Systems',
        custSigner: 'Alan Brooks',
        custTitle: 'CFO',
        custEmail: 'abrooks@kestrelfreight.com',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 39600, y2: 39600, descHas: 'DispatchIQ' },
        { y1: 9000, y2: 9000, descHas: 'Telematics' },
        { y1: 6500, y2: 0, descHas: 'implementation' },
      ],
      discounts: [{ kind: 'amount', value: 7100, y1: true, y2: false }],
      totals: { y1: 48000, y2: 48600 },
      amounts: ['$22', '$9,000', '$6,500', '$55,100', '$48k'],
    },
    why: '150 x $22 x 12 = 39,600; API 9,000/yr; implementation 6,500 one-time: list 55,100 as the note says. Agreed $48k for year 1 = whole-deal amount discount 55,100 - 48,000 = 7,100 on year 1 only (reading 61). Year 2 at list: 39,600 + 9,000 = 48,600. The list total and the agreed figure are amounts, not notPrices. No tax: taxRate 0.',
  },
  {
    id: 'z05',
    lang: 'en',
    split: 'tune',
    style: 'UAE services retainer (consulting days per month) plus one-off audit, VAT 5%',
    notes: `Proposal for Al Noor Hospitality Group, Dubai. 12-month retainer contract: 6 consulting days per month @ AED 4,200/day. Plus one-off data audit AED 18,000. Travel inside UAE included, no extra. VAT 5%. Billing monthly. Signatory Ms. Fatima Al Suwaidi, Head of Strategy, fatima.s@alnoorhospitality.ae`,
    expect: {
      fields: {
        custName: 'Al Noor Hospitality',
        custSigner: 'Fatima Al Suwaidi',
        custTitle: 'Head of Strategy',
        custEmail: 'fatima.s@alnoorhospitality.ae',
        currency: 'AED',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 5,
      },
      lineItems: [
        { y1: 302400, y2: 0, descHas: 'consulting' },
        { y1: 18000, y2: 0, descHas: 'audit' },
      ],
      discounts: [],
      totals: { y1: 336420, y2: 0 },
      amounts: ['AED 4,200', 'AED 18,000'],
    },
    why: 'A monthly retainer is recurring (reading 63): 6 days x AED 4,200 x 12 = 302,400; audit 18,000 one-time. Net 320,400 + VAT 5% 16,020 = 336,420. Travel included gives nothing (reading 64). "12-month retainer contract" states the contract term: term 12 (reading 72).',
  },
  {
    id: 'z06',
    lang: 'es-419',
    split: 'tune',
    style: 'Guatemalan WhatsApp in a hurry, quetzales with comma thousands, tablets bought, quarterly billing, IVA 12%',
    notes: `Cotización pls para Agroexport La Ceiba S.A., Escuintla. 25 usuarios AgroTrack a Q 310 por usuario al mes, contrato 12 meses, facturación trimestral. Implementación Q 9,500 pago único. 10 tabletas rugerizadas Q 3,200 c/u. Precios en quetzales. IVA 12%. Firma Ing. Rodrigo Pac, gerente general, rpac@laceiba.com.gt`,
    expect: {
      fields: {
        custName: 'Agroexport La Ceiba',
        custSigner: 'Rodrigo Pac',
        custTitle: 'gerente general',
        custEmail: 'rpac@laceiba.com.gt',
        currency: 'GTQ',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 93000, y2: 0, descHas: 'AgroTrack' },
        { y1: 9500, y2: 0, descHas: 'Implementación' },
        { y1: 32000, y2: 0, descHas: 'tabletas' },
      ],
      discounts: [],
      totals: { y1: 150640, y2: 0 },
      amounts: ['Q 310', 'Q 9,500', 'Q 3,200'],
    },
    why: 'Guatemalan comma thousands (reading 22). 25 x Q 310 x 12 = 93,000; implementación 9,500 única; 10 tabletas x 3,200 = 32,000 única (reading 65). Neto 134,500 + IVA 12% 16,140 = 150,640. "Ing." is an honorific.',
  },
  {
    id: 'z07',
    lang: 'es-419',
    split: 'tune',
    style: 'Bolivian note, deal in USD with a bolivianos reference figure, 2 years with +4% in year 2',
    notes: `Propuesta para Cooperativa San Martín Ltda. (Santa Cruz de la Sierra). Precio en dólares (USD), no en bolivianos: 60 usuarios CoopCore a USD 18 por usuario por mes, contrato de 2 años, el segundo año con incremento del 4%. Migración de datos USD 7.500 una sola vez (al cambio son unos Bs 52.000, solo como referencia para el cliente; se factura en USD). Facturación anual. Firmante: Lic. Verónica Suárez, Gerente de Sistemas, vsuarez@coopsanmartin.com.bo`,
    expect: {
      fields: {
        custName: 'Cooperativa San Martín',
        custSigner: 'Verónica Suárez',
        custTitle: 'Gerente de Sistemas',
        custEmail: 'vsuarez@coopsanmartin.com.bo',
        currency: 'USD',
        billing: 'Annual',
        term: '24',
      },
      lineItems: [
        { y1: 12960, y2: 13478.4, descHas: 'CoopCore' },
        { y1: 7500, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 20460, y2: 13478.4 },
      amounts: ['USD 18', 'USD 7.500', 'Bs 52.000'],
      notPrices: ['Bs 52.000'],
    },
    why: 'Bolivian note follows reading 9: USD 7.500 = 7,500. 60 x 18 x 12 = 12,960; year 2 +4% = 13,478.40 (reading 73). Migración 7,500 one-time. The bolivianos conversion is a reference amount in another currency: notPrice (reading 66). No tax named.',
  },
  {
    id: 'z08',
    lang: 'es-419',
    split: 'held',
    style: 'Paraguayan note, guaraníes with dot thousands, list vs "cerramos en ... todo incluido", IVA 10% on top',
    notes: `Hola! Propuesta para Distribuidora Ñandutí S.A. (Asunción). 40 licencias StockPro a Gs. 95.000 por licencia por mes, 12 meses, facturación mensual. Capacitación: 2 jornadas a Gs. 1.800.000 cada una. Lista da Gs. 49.200.000 pero cerramos en Gs. 45.000.000 todo incluido para el año. IVA 10% aparte. Firma: Sr. Hugo Benítez, gerente administrativo, hbenitez@nandutisa.com.py`,
    expect: {
      fields: {
        custName: 'Distribuidora Ñandutí',
        custSigner: 'Hugo Benítez',
        custTitle: 'gerente administrativo',
        custEmail: 'hbenitez@nandutisa.com.py',
        currency: 'PYG',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 10,
      },
      lineItems: [
        { y1: 45600000, y2: 0, descHas: 'StockPro' },
        { y1: 3600000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'amount', value: 4200000, y1: true, y2: false }],
      totals: { y1: 49500000, y2: 0 },
      amounts: ['Gs. 95.000', 'Gs. 1.800.000', 'Gs. 49.200.000', 'Gs. 45.000.000'],
    },
    why: '40 x 95.000 x 12 = 45.600.000; capacitación 2 x 1.800.000 = 3.600.000 one-time; list 49.200.000 as stated. Agreed 45.000.000 for the year = amount discount 4.200.000 on year 1 (reading 61). Net 45.000.000 + IVA 10% 4.500.000 = 49.500.000. Gs. gives PYG (reading 35).',
  },
  {
    id: 'z09',
    lang: 'es-419',
    split: 'tune',
    style: 'Nicaraguan voseo note, deal in USD, córdobas (C$) reference only, IVA 15%',
    notes: `Buenas, me ayudás con una propuesta para Textiles del Pacífico S.A. (Managua)? Todo en dólares (USD): plataforma HR Nómina Plus para 220 empleados a USD 3.50 por empleado al mes, 12 meses, factura mensual. Configuración e implementación USD 2,800 pago único. Si preguntan en córdobas son como C$ 103,000 la implementación, solo de referencia. IVA 15%. Firmará la Lic. Martha Castillo, gerente de RRHH, mcastillo@textilespacifico.com.ni`,
    expect: {
      fields: {
        custName: 'Textiles del Pacífico',
        custSigner: 'Martha Castillo',
        custTitle: 'gerente de RRHH',
        custEmail: 'mcastillo@textilespacifico.com.ni',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 9240, y2: 0, descHas: 'Nómina' },
        { y1: 2800, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 13846, y2: 0 },
      amounts: ['USD 3.50', 'USD 2,800', 'C$ 103,000'],
      notPrices: ['C$ 103,000'],
    },
    why: 'Nicaraguan comma thousands and decimal point (reading 67). 220 x 3.50 x 12 = 9,240; implementación 2,800 one-time. Neto 12,040 + IVA 15% 1,806 = 13,846. C$ here is córdobas, a reference figure: notPrice, and the currency stays USD (readings 66, 68). "HR Nómina Plus" is a product name: no edition (reading 57).',
  },
  {
    id: 'z10',
    lang: 'es-419',
    split: 'tune',
    style: "Cuban colloquial note (asere, pa'), mipyme paying in USD, cash registers + printers, tax explicitly left out",
    notes: `Asere, hazme la propuesta pa' la mipyme Dulces La Habanera (Centro Habana). Ellos pagan en USD por transferencia desde afuera, nada de CUP. Son 8 cajas registradoras con el software VentaFácil: licencia USD 25 mensual por caja, por un año. Las 8 impresoras térmicas USD 140 cada una, pago único. Instalación y entrenamiento USD 400 en total. Firma el dueño, Yoandy Pérez, yoandy.perez@dulceshabanera.cu. Lo del impuesto no lo pongas, no va.`,
    expect: {
      fields: {
        custName: 'Dulces La Habanera',
        custSigner: 'Yoandy Pérez',
        custTitle: 'dueño',
        custEmail: 'yoandy.perez@dulceshabanera.cu',
        currency: 'USD',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 2400, y2: 0, descHas: 'VentaFácil' },
        { y1: 1120, y2: 0, descHas: 'impresoras' },
        { y1: 400, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 3920, y2: 0 },
      amounts: ['USD 25', 'USD 140', 'USD 400'],
    },
    why: 'Licencia 8 cajas x USD 25 x 12 = 2,400 (per-register price x count, reading 65); 8 impresoras x 140 = 1,120 one-time; instalación 400 one-time. "Lo del impuesto no lo pongas, no va" = no tax applies: taxRate 0, no taxLabel (reading 69). "por un año" = term 12 (reading 72). No billing stated.',
  },
  {
    id: 'z11',
    lang: 'es-ES',
    split: 'held',
    style:
      'Catalan customer (es-ES), fixed-price ERP project paid in percentage milestones, block of support hours, licences billed yearly',
    notes: `Propuesta para Tèxtils Vallès, S.L. (Sabadell). Proyecto de implantación ERP a precio cerrado, 36.000 € + IVA, pagadero en tres hitos: 30% a la firma, 40% en el arranque y 30% a la aceptación. Soporte post-arranque: bolsa de 40 horas a 85 €/hora. Licencias: 20 usuarios a 59 € usuario/mes, contrato de 12 meses, facturación anual. IVA 21%. Firma: Sra. Montserrat Puig, directora financiera, mpuig@textilsvalles.cat. Oferta válida 30 días.`,
    expect: {
      fields: {
        custName: 'Tèxtils Vallès',
        custSigner: 'Montserrat Puig',
        custTitle: 'directora financiera',
        custEmail: 'mpuig@textilsvalles.cat',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
        validUntil: '2026-12-21',
      },
      lineItems: [
        { y1: 36000, y2: 0, descHas: 'ERP' },
        { y1: 3400, y2: 0, descHas: 'bolsa' },
        { y1: 14160, y2: 0, descHas: 'Licencias' },
      ],
      discounts: [],
      totals: { y1: 64807.6, y2: 0 },
      amounts: ['36.000 €', '85 €', '59 €'],
    },
    why: 'Proyecto 36.000 one-time; the three percentage milestones are a payment schedule, no lines (reading 63). Bolsa 40 h x 85 = 3.400 one-time (block of hours, reading 63). Licencias 20 x 59 x 12 = 14.160. Neto 53.560 + IVA 21% 11.247,60 = 64.807,60. Válida 30 días = 2026-12-21.',
  },
  {
    id: 'z12',
    lang: 'es-ES',
    split: 'tune',
    style:
      'Basque industrial customer (es-ES), IoT sensors bought + flat monthly platform, 3 years with +3% on the platform, quarterly billing',
    notes: `Buenas, oferta para Forjas Nerbioi S.A. (Basauri, Bizkaia). Contrato 3 años. Sensores IoT: 60 unidades a 120 € cada una (compra). Plataforma MonitorPlanta: 1.450 € al mes, tarifa plana. Año 2 con IPC, pongamos +3% en la plataforma. Puesta en marcha 4.800 €, una vez. Facturación trimestral. IVA 21%. Firma el director de planta, Iñaki Etxeberria, i.etxeberria@forjasnerbioi.eus`,
    expect: {
      fields: {
        custName: 'Forjas Nerbioi',
        custSigner: 'Iñaki Etxeberria',
        custTitle: 'director de planta',
        custEmail: 'i.etxeberria@forjasnerbioi.eus',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 7200, y2: 0, descHas: 'Sensores' },
        { y1: 17400, y2: 17922, descHas: 'MonitorPlanta' },
        { y1: 4800, y2: 0, descHas: 'Puesta' },
      ],
      discounts: [],
      totals: { y1: 35574, y2: 21685.62 },
      amounts: ['120 €', '1.450 €', '4.800 €'],
    },
    why: 'Sensores 60 x 120 = 7.200 one-time (bought); plataforma 1.450 x 12 = 17.400, year 2 +3% = 17.922 (reading 73); puesta en marcha 4.800 one-time. Y1 29.400 + IVA 6.174 = 35.574. Y2 17.922 + IVA 3.763,62 = 21.685,62. Only year two is measured on 3-year deals (reading 3).',
  },
  {
    id: 'z13',
    lang: 'es-ES',
    split: 'held',
    style: 'Andalusian clinic group (es-ES), named plan, two free months, competitor price, Dña. honorific',
    notes: `Propuesta para Clínicas Giralda (Sevilla), 4 centros. AgendaSalud plan Profesional: 35 puestos a 42 €/mes cada uno, contrato de 12 meses, pago mensual. Les damos los 2 primeros meses gratis. Formación online 650 € (una vez). Ojo, la competencia les ofrece 38 € por puesto, pero sin soporte. IVA 21%. Firmante: Dña. Rocío Márquez, gerente, rocio.marquez@clinicasgiralda.es`,
    expect: {
      fields: {
        custName: 'Clínicas Giralda',
        custSigner: 'Rocío Márquez',
        custTitle: 'gerente',
        custEmail: 'rocio.marquez@clinicasgiralda.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        edition: 'Profesional',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 14700, y2: 0, descHas: 'AgendaSalud' },
        { y1: 650, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 18573.5, y2: 0 },
      amounts: ['42 €', '650 €', '38 €'],
      notPrices: ['38 €'],
    },
    why: '35 puestos x 42 x 10 billed months (2 free, reading 6) = 14.700; formación 650 one-time. Neto 15.350 + IVA 21% 3.223,50 = 18.573,50. The competitor price is a notPrice. "Dña." is an honorific (reading 70).',
  },
  {
    id: 'z14',
    lang: 'es-ES',
    split: 'held',
    style: 'Galician customer (es-ES, Galician title "xerente"), two plans offered, one chosen, late correction of the setup fee',
    notes: `Oferta para Conservas Rías Baixas S.L. (Vigo). Les pasé dos opciones: plan Básico 2.900 €/año o plan Avanzado 4.600 €/año; eligen el Avanzado. Añadir 3 lectores de códigos a 210 € c/u. Implantación 1.500 €. Contrato de 12 meses, pago anual. IVA 21%. Firma Xoán Otero, xerente, xoan.otero@conservasriasbaixas.gal. Corrección: la implantación al final son 1.200 €, lo hablé con Xoán.`,
    expect: {
      fields: {
        custName: 'Conservas Rías Baixas',
        custSigner: 'Xoán Otero',
        custTitle: 'xerente',
        custEmail: 'xoan.otero@conservasriasbaixas.gal',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        edition: 'Avanzado',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 4600, y2: 0, descHas: 'Avanzado' },
        { y1: 630, y2: 0, descHas: 'lectores' },
        { y1: 1200, y2: 0, descHas: 'Implantación' },
      ],
      discounts: [],
      totals: { y1: 7780.3, y2: 0 },
      amounts: ['2.900 €', '4.600 €', '210 €', '1.500 €', '1.200 €'],
      notPrices: ['2.900 €', '1.500 €'],
    },
    why: 'Plan Avanzado 4.600/año (Básico not chosen: notPrice, reading 74); lectores 3 x 210 = 630 one-time; implantación corrected to 1.200 (1.500 superseded: notPrice, reading 28). Neto 6.430 + IVA 21% 1.350,30 = 7.780,30.',
  },
  {
    id: 'z15',
    lang: 'es-ES',
    split: 'held',
    style: 'Valencian cooperative (es-ES, Valencian title), 2 years, whole-deal 10% on both years, one-time setup in year 1',
    notes: `Propuesta para Cítricos del Túria Coop. V. (Alzira). Contrato de 2 años, facturación anual. Licencias CampoNet: 80 usuarios × 15 € usuario/mes. Módulo de trazabilidad: 3.000 € al año. Alta y configuración 2.500 € (solo el primer año). Descuento del 10% sobre todo el contrato (los dos años). IVA 21%. Firma: Vicent Ferrer i Climent, president del consell rector, presidencia@citricosdelturia.es`,
    expect: {
      fields: {
        custName: 'Cítricos del Túria',
        custSigner: 'Vicent Ferrer i Climent',
        custTitle: 'president del consell rector',
        custEmail: 'presidencia@citricosdelturia.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 14400, y2: 14400, descHas: 'CampoNet' },
        { y1: 3000, y2: 3000, descHas: 'trazabilidad' },
        { y1: 2500, y2: 0, descHas: 'Alta' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: true }],
      totals: { y1: 21671.1, y2: 18948.6 },
      amounts: ['15 €', '3.000 €', '2.500 €'],
    },
    why: 'CampoNet 80 x 15 x 12 = 14.400 both years; trazabilidad 3.000 both years; alta 2.500 year 1 only. Y1 19.900 - 10% 1.990 = 17.910 + IVA 3.761,10 = 21.671,10. Y2 17.400 - 10% 1.740 = 15.660 + IVA 3.288,60 = 18.948,60 (reading 50: "los dos años" flags both).',
  },
  {
    id: 'z16',
    lang: 'es-419',
    split: 'tune',
    style:
      'Mexican Spanglish (Monterrey), deal in USD, 36 months with 5% yearly uplift, champion vs signer, competitor quote in MXN in a PS',
    notes: `Porfa arma el proposal para Grupo Industrial Cerro Silla (Monterrey). Deal en USD, no en pesos. 90 seats de SafetyHub Enterprise a USD 28 per seat/month, billing annual, term de 36 meses con uplift de 5% cada año. Onboarding package USD 4,000 one-time. El champion es Jorge Villarreal (EHS Manager), pero el que firma es el CFO, Lic. Ernesto Garza, egarza@cerrosilla.com.mx. IVA 16%. PS: el quote de la competencia venía en MXN 480,000 anual, para que lo tengas en mente.`,
    expect: {
      fields: {
        custName: 'Grupo Industrial Cerro Silla',
        custSigner: 'Ernesto Garza',
        custTitle: 'CFO',
        custEmail: 'egarza@cerrosilla.com.mx',
        currency: 'USD',
        billing: 'Annual',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 30240, y2: 31752, descHas: 'SafetyHub' },
        { y1: 4000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 39718.4, y2: 36832.32 },
      amounts: ['USD 28', 'USD 4,000', 'MXN 480,000'],
      notPrices: ['MXN 480,000'],
    },
    why: '90 x 28 x 12 = 30,240; year 2 +5% = 31,752 (reading 73); onboarding 4,000 one-time (not an edition, reading 74). Y1 34,240 + IVA 16% 5,478.40 = 39,718.40. Y2 31,752 + IVA 5,080.32 = 36,832.32. The competitor quote in MXN is a notPrice (reading 66). Jorge is the champion, not the signer (reading 70).',
  },
  {
    id: 'z17',
    lang: 'en',
    split: 'tune',
    style: 'Miami Spanglish quick note, per-location licences + hardware bundle per location, corrected tax scope',
    notes: `Quick one – proposal for Farmacias Bayfront (Miami, 6 locations). El owner habla mejor español pero the proposal in English está bien. 6 x RxCounter licencias @ $189/location/mo, 12 meses, billing monthly. Hardware bundle por location: label printer + scanner = $640 each location, one-time. Setup remoto $950. Sales tax 7% on the hardware only?? – no, confirmed con finance: 7% on the full invoice. Firma: Sr. Alberto Núñez, dueño, anunez@farmaciasbayfront.com`,
    expect: {
      fields: {
        custName: 'Farmacias Bayfront',
        custSigner: 'Alberto Núñez',
        custTitle: 'dueño',
        custEmail: 'anunez@farmaciasbayfront.com',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 13608, y2: 0, descHas: 'RxCounter' },
        { y1: 3840, y2: 0, descHas: 'Hardware' },
        { y1: 950, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 19685.86, y2: 0 },
      amounts: ['$189', '$640', '$950'],
    },
    why: '6 locations x $189 x 12 = 13,608; hardware bundle 6 x $640 = 3,840 one-time (reading 65); setup 950 one-time. Net 18,398; the corrected scope puts the 7% on the full invoice (reading 69): tax 1,287.86, total 19,685.86. Bare $: no currency.',
  },
  {
    id: 'z18',
    lang: 'en',
    split: 'held',
    style:
      'English by an Italian author (dot thousands, decimal comma), per-licence yearly price fixed 3 years, consultancy days, flat travel fee',
    notes: `Good morning, I need proposal for Officine Meccaniche Brambilla S.p.A. (Bergamo). They buy 25 licences of PlantView at € 1.080,00 per licence per year, contract 3 years, prices fixed for all the 3 years. Plus consultancy for the integration with their SAP: 18 days at € 950,00 per day. Travel expenses: flat € 1.500,00 for all the trips (not at cost). VAT 22%. Annual invoicing. Signatory: Ing. Paolo Brambilla, CEO, p.brambilla@omb-bergamo.it`,
    expect: {
      fields: {
        custName: 'Officine Meccaniche Brambilla',
        custSigner: 'Paolo Brambilla',
        custTitle: 'CEO',
        custEmail: 'p.brambilla@omb-bergamo.it',
        currency: 'EUR',
        billing: 'Annual',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 22,
      },
      lineItems: [
        { y1: 27000, y2: 27000, descHas: 'PlantView' },
        { y1: 17100, y2: 0, descHas: 'consultancy' },
        { y1: 1500, y2: 0, descHas: 'Travel' },
      ],
      discounts: [],
      totals: { y1: 55632, y2: 32940 },
      amounts: ['€ 1.080,00', '€ 950,00', '€ 1.500,00'],
    },
    why: 'Italian convention (reading 67). 25 x 1,080 = 27,000 per year, fixed in year 2; consultancy 18 days x 950 = 17,100 one-time; flat travel 1,500 is a one-time line (reading 64). Y1 45,600 + VAT 22% 10,032 = 55,632. Y2 27,000 + 5,940 = 32,940.',
  },
  {
    id: 'z19',
    lang: 'en',
    split: 'tune',
    style: 'Singapore hurried fragments, per seat per quarter, SGD deal with a USD reference',
    notes: `pls draft: Lumen Tutors Pte Ltd. 70 seats ClassPad, S$54/seat/qtr, billed qtrly, 12 mo. (≈US$40/seat/qtr if they ask, but quote in SGD). onboarding S$1,800. GST 9%. signer Ms Tan Hui Min, COO, huimin.tan@lumentutors.sg`,
    expect: {
      fields: {
        custName: 'Lumen Tutors',
        custSigner: 'Tan Hui Min',
        custTitle: 'COO',
        custEmail: 'huimin.tan@lumentutors.sg',
        currency: 'SGD',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 15120, y2: 0, descHas: 'ClassPad' },
        { y1: 1800, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 18442.8, y2: 0 },
      amounts: ['S$54', 'US$40', 'S$1,800'],
      notPrices: ['US$40'],
    },
    why: '70 x S$54 x 4 quarters = 15,120; onboarding 1,800 one-time. Net 16,920 + GST 9% 1,522.80 = 18,442.80. The USD figure is a conversion for reference: notPrice (reading 66). Family name first, "Ms" not part of the name (reading 70).',
  },
  {
    id: 'z20',
    lang: 'en',
    split: 'tune',
    style:
      'English by a Chinese author, Hong Kong smart-access hardware sets + cloud service per set, 2 years same price, no tax',
    notes: `Dear colleague, please help prepare proposal to Harbour Crest Property Management Ltd (Hong Kong). Customer want 30 sets of smart door access: each set controller HK$2,350 one time. Cloud management service HK$85 per set per month, contract 2 years, second year same price. Installation fee total HK$12,000. Customer agree pay quarterly. Hong Kong no VAT, so no tax. Person sign: Mr. Wong Ka-ho, Facilities Director, kaho.wong@harbourcrest.com.hk`,
    expect: {
      fields: {
        custName: 'Harbour Crest Property Management',
        custSigner: 'Wong Ka-ho',
        custTitle: 'Facilities Director',
        custEmail: 'kaho.wong@harbourcrest.com.hk',
        currency: 'HKD',
        billing: 'Quarterly',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 70500, y2: 0, descHas: 'controller' },
        { y1: 30600, y2: 30600, descHas: 'Cloud' },
        { y1: 12000, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 113100, y2: 30600 },
      amounts: ['HK$2,350', 'HK$85', 'HK$12,000'],
    },
    why: '30 controllers x 2,350 = 70,500 one-time; cloud 30 sets x 85 x 12 = 30,600, same in year 2; installation 12,000 one-time. No tax applies: taxRate 0 (reading 69). "Customer agree pay quarterly" = Quarterly.',
  },
  {
    id: 'z21',
    lang: 'en',
    split: 'held',
    style: 'English by a Turkish author (dot thousands), EUR deal, list total vs final agreed figure, KDV on top',
    notes: `Hi, proposal for Ege Tekstil A.Ş. (Izmir). Price list in EUR: 50 users WeavePlan at 30 EUR/user/month, 1 year, yearly payment; training 3 days x 700 EUR. Total list 20.100 EUR. Customer ask discount, we agree final 18.000 EUR for everything. KDV 20% add on top. Signature: Mr. Murat Yılmaz, General Manager, murat.yilmaz@egetekstil.com.tr`,
    expect: {
      fields: {
        custName: 'Ege Tekstil',
        custSigner: 'Murat Yılmaz',
        custTitle: 'General Manager',
        custEmail: 'murat.yilmaz@egetekstil.com.tr',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'KDV',
        taxRate: 20,
      },
      lineItems: [
        { y1: 18000, y2: 0, descHas: 'WeavePlan' },
        { y1: 2100, y2: 0, descHas: 'training' },
      ],
      discounts: [{ kind: 'amount', value: 2100, y1: true, y2: false }],
      totals: { y1: 21600, y2: 0 },
      amounts: ['30 EUR', '700 EUR', '20.100 EUR', '18.000 EUR'],
    },
    why: 'Turkish convention (reading 67): 20.100 EUR = 20,100. 50 x 30 x 12 = 18,000; training 3 days x 700 = 2,100 one-time; list 20,100 as stated. Final 18,000 for everything = amount discount 2,100 on year 1 (reading 61). Net 18,000 + KDV 20% 3,600 = 21,600. "yearly payment" = Annual; "Signature:" names the signer (reading 58).',
  },
  {
    id: 'z22',
    lang: 'en',
    split: 'held',
    style:
      'English by an Indonesian author, rupiah with dot thousands and "jt" (juta), fleet software + GPS trackers bought, PPN 11%',
    notes: `Pls make proposal: PT Sinar Logistik Nusantara (Surabaya). 45 users FleetOps, Rp 350.000 per user per month, contract 12 month, billing monthly. Implementation Rp 25 jt one time. GPS tracker 45 unit @ Rp 1,2 jt (buy). PPN 11%. Sign by Bpk. Hendra Wijaya, Direktur Operasional, hendra.w@sinarlogistik.co.id`,
    expect: {
      fields: {
        custName: 'Sinar Logistik Nusantara',
        custSigner: 'Hendra Wijaya',
        custTitle: 'Direktur Operasional',
        custEmail: 'hendra.w@sinarlogistik.co.id',
        currency: 'IDR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'PPN',
        taxRate: 11,
      },
      lineItems: [
        { y1: 189000000, y2: 0, descHas: 'FleetOps' },
        { y1: 25000000, y2: 0, descHas: 'Implementation' },
        { y1: 54000000, y2: 0, descHas: 'GPS' },
      ],
      discounts: [],
      totals: { y1: 297480000, y2: 0 },
      amounts: ['Rp 350.000', 'Rp 25 jt', 'Rp 1,2 jt'],
    },
    why: 'Rp 350.000 = 350,000; "jt" = juta = million, "1,2 jt" = 1,200,000 (reading 67). 45 x 350,000 x 12 = 189,000,000; implementation 25,000,000 one-time; 45 trackers x 1,200,000 = 54,000,000 one-time. Net 268,000,000 + PPN 11% 29,480,000 = 297,480,000. "Bpk." is an honorific (reading 70).',
  },
  {
    id: 'z23',
    lang: 'en',
    split: 'tune',
    style: 'English by a Dutch author ("€ 24,-"), 2-year deal with seat growth in year 2, BTW 21%',
    notes: `Hi! Proposal for Van Dijk Installatietechniek B.V. (Utrecht). 2 year deal. Year 1: 40 field users ServiceRoute, year 2 grows to 55 users. Price € 24,- per user per month, both years. Onboarding € 1.250,- once. They want monthly invoicing. BTW 21%. Signing: Sanne de Vries, Operationeel Directeur, s.devries@vandijkinstallatie.nl`,
    expect: {
      fields: {
        custName: 'Van Dijk Installatietechniek',
        custSigner: 'Sanne de Vries',
        custTitle: 'Operationeel Directeur',
        custEmail: 's.devries@vandijkinstallatie.nl',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'BTW',
        taxRate: 21,
      },
      lineItems: [
        { y1: 11520, y2: 15840, descHas: 'ServiceRoute' },
        { y1: 1250, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 15451.7, y2: 19166.4 },
      amounts: ['€ 24,-', '€ 1.250,-'],
    },
    why: 'Dutch convention: "€ 24,-" = 24, "€ 1.250,-" = 1,250 (reading 67). Y1 40 x 24 x 12 = 11,520; y2 55 x 24 x 12 = 15,840 (year-two quantity, reading 73); onboarding 1,250 one-time. Y1 12,770 + BTW 21% 2,681.70 = 15,451.70. Y2 15,840 + 3,326.40 = 19,166.40. "2 year deal" = term 24.',
  },
  {
    id: 'z24',
    lang: 'en',
    split: 'tune',
    style: 'Australian council services deal: fixed fee with milestone sums, monthly care retainer, travel at cost capped, GST',
    notes: `Proposal for Wattle Creek Shire Council (VIC) – services only, no licences.
1) Website rebuild, fixed fee A$64,000 ex GST, paid in milestones: A$12,800 on signing, A$32,000 at UAT sign-off, A$19,200 at go-live.
2) Ongoing care retainer after go-live: A$2,400 per month for 12 months.
3) Travel to Wattle Creek reimbursed at cost, capped at A$3,000.
GST 10%. Contract signed by Deb Harrington, Director Corporate Services, dharrington@wattlecreek.vic.gov.au`,
    expect: {
      fields: {
        custName: 'Wattle Creek Shire Council',
        custSigner: 'Deb Harrington',
        custTitle: 'Director Corporate Services',
        custEmail: 'dharrington@wattlecreek.vic.gov.au',
        currency: 'AUD',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 64000, y2: 0, descHas: 'Website' },
        { y1: 28800, y2: 0, descHas: 'retainer' },
      ],
      discounts: [],
      totals: { y1: 102080, y2: 0 },
      amounts: ['A$64,000', 'A$12,800', 'A$32,000', 'A$19,200', 'A$2,400', 'A$3,000'],
      notPrices: ['A$3,000'],
    },
    why: 'Rebuild 64,000 one-time; the milestone sums (12,800 + 32,000 + 19,200 = 64,000) split that fee and give no lines, nor are they notPrices (reading 63). Retainer 2,400 x 12 = 28,800 recurring, single-year deal so y2 0. Travel at cost capped: no line, cap a notPrice (reading 64). Net 92,800 + GST 10% 9,280 = 102,080. No contract term stated (reading 72), no billing.',
  },
  {
    id: 'z25',
    lang: 'en',
    split: 'held',
    style:
      'US K-12 hurried note, per-student and per-teacher yearly licences, 2 years with +3% on licences, budget and competitor, "USD #214" is not a currency',
    notes: `Rosedale USD #214 (KS school district) — 2yr. 1,150 student lic LearnLoop @ $7.50/student/yr. 95 teacher lic @ $48/yr. PD training 3 sessions $1,200 each. Yr2 +3% on all lic. Budget was $16k, we're slightly over, ok per Supt. The incumbent was ~$9/student. Tax exempt. Signer Dr. Karen Holt, Superintendent, kholt@rosedale214.org. annual invoice`,
    expect: {
      fields: {
        custName: 'Rosedale',
        custSigner: 'Karen Holt',
        custTitle: 'Superintendent',
        custEmail: 'kholt@rosedale214.org',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 8625, y2: 8883.75, descHas: 'student' },
        { y1: 4560, y2: 4696.8, descHas: 'teacher' },
        { y1: 3600, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 16785, y2: 13580.55 },
      amounts: ['$7.50', '$48', '$1,200', '$16k', '$9'],
      notPrices: ['$16k', '$9'],
    },
    why: 'Students 1,150 x 7.50 = 8,625, y2 +3% = 8,883.75; teachers 95 x 48 = 4,560, y2 +3% = 4,696.80; PD 3 x 1,200 = 3,600 one-time. Y1 16,785; y2 13,580.55. Tax exempt: taxRate 0. Budget and incumbent price are notPrices (readings 8, 75). "USD #214" is the district name: no currency (reading 68).',
  },
  {
    id: 'z26',
    lang: 'en',
    split: 'held',
    style: 'Canadian hurried note, free months on one line, year-1-only scoped discount on another, 24 months, HST',
    notes: `Proposal — Northbay Veterinary Hospitals (Ontario), 5 clinics. VetChart 60 users C$38/user/mo, first 3 mo free as launch promo. Client portal add-on C$250/clinic/mo, no free months on that, but 20% off the portal for yr 1 only. 24 mo term, yrly billing. Data migration C$4,200. HST 13%. Signer: Dr. Ian MacLeod, Medical Director, imacleod@northbayvet.ca`,
    expect: {
      fields: {
        custName: 'Northbay Veterinary Hospitals',
        custSigner: 'Ian MacLeod',
        custTitle: 'Medical Director',
        custEmail: 'imacleod@northbayvet.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 20520, y2: 27360, descHas: 'VetChart' },
        { y1: 12000, y2: 15000, descHas: 'portal' },
        { y1: 4200, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 41493.6, y2: 47866.8 },
      amounts: ['C$38', 'C$250', 'C$4,200'],
    },
    why: 'VetChart 60 x 38 x 9 billed months = 20,520 (3 free, reading 6); y2 60 x 38 x 12 = 27,360 (free months do not repeat). Portal 5 clinics x 250 x 12 = 15,000, less the scoped 20% for year 1 only = 12,000; y2 15,000 (reading 27). Migration 4,200 one-time. Y1 36,720 + HST 13% 4,773.60 = 41,493.60. Y2 42,360 + 5,506.80 = 47,866.80.',
  },
  {
    id: 'z27',
    lang: 'en',
    split: 'tune',
    style: 'Saudi formal English, SAR deal with a USD list reference, man-days consultancy + handheld scanners, VAT 15%',
    notes: `Dear team, kindly prepare the proposal for Al Majd Cold Chain Co. (Riyadh). Items: WMS licenses 30 users SAR 260 per user monthly, 12 months, to be paid yearly in advance. Implementation consultancy 15 man-days SAR 3,750 per man-day. Handheld scanners 12 pcs SAR 2,900 each. For info the USD price list is $70/user but customer want SAR. VAT 15%. Authorized signatory: Eng. Khalid Al-Otaibi, Supply Chain Director, k.alotaibi@almajdcoldchain.sa. Kindly send before Thursday inshallah.`,
    expect: {
      fields: {
        custName: 'Al Majd Cold Chain',
        custSigner: 'Khalid Al-Otaibi',
        custTitle: 'Supply Chain Director',
        custEmail: 'k.alotaibi@almajdcoldchain.sa',
        currency: 'SAR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 93600, y2: 0, descHas: 'WMS' },
        { y1: 56250, y2: 0, descHas: 'consultancy' },
        { y1: 34800, y2: 0, descHas: 'scanners' },
      ],
      discounts: [],
      totals: { y1: 212347.5, y2: 0 },
      amounts: ['SAR 260', 'SAR 3,750', 'SAR 2,900', '$70'],
      notPrices: ['$70'],
    },
    why: 'WMS 30 x 260 x 12 = 93,600; consultancy 15 man-days x 3,750 = 56,250 one-time; 12 scanners x 2,900 = 34,800 one-time. Net 184,650 + VAT 15% 27,697.50 = 212,347.50. The USD list price is a reference in another currency: notPrice (reading 66). "Eng." is an honorific.',
  },
  {
    id: 'z28',
    lang: 'en',
    split: 'held',
    style: 'NZ text-message fragments, 2 years, agreed all-in yearly figure for both years, GST on top',
    notes: `NZ deal: Tidewater Boatyards Ltd, Nelson. 20 lic MarinaDesk NZ$110/mo each + sms module NZ$150/mo flat. 2 yrs, setup waived. They agreed NZ$25k all-in per year, both yrs, + GST 15%. pay yrly. sig: Mere Tane, GM, mere@tidewaterboatyards.co.nz`,
    expect: {
      fields: {
        custName: 'Tidewater Boatyards',
        custSigner: 'Mere Tane',
        custTitle: 'GM',
        custEmail: 'mere@tidewaterboatyards.co.nz',
        currency: 'NZD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 26400, y2: 26400, descHas: 'MarinaDesk' },
        { y1: 1800, y2: 1800, descHas: 'sms' },
      ],
      discounts: [{ kind: 'amount', value: 3200, y1: true, y2: true }],
      totals: { y1: 28750, y2: 28750 },
      amounts: ['NZ$110', 'NZ$150', 'NZ$25k'],
    },
    why: '20 x 110 x 12 = 26,400; sms 150 x 12 = 1,800; subtotal 28,200 each year (setup waived: no line). Agreed 25,000 per year, both years = amount discount 3,200 flagged y1 and y2 (reading 61). Net 25,000 + GST 15% 3,750 = 28,750 each year.',
  },
  {
    id: 'z29',
    lang: 'en',
    split: 'held',
    style:
      'English by a Korean author, KRW deal, monthly cloud subscription + edge gateways + fixed implementation, customer budget',
    notes: `Hello. Proposal request for Hanbit Precision Co., Ltd. (Changwon, Korea). Deal currency KRW. MES Cloud subscription for 1 plant: KRW 4,500,000 per month, 12 months, monthly billing. Edge gateway hardware 6 units x KRW 1,350,000. Implementation service KRW 38,000,000 fixed. Customer budget was KRW 110,000,000 total so we are inside budget. VAT 10% separate. Signer: Mr. Park Jun-seo, Plant Manager, js.park@hanbitprecision.co.kr`,
    expect: {
      fields: {
        custName: 'Hanbit Precision',
        custSigner: 'Park Jun-seo',
        custTitle: 'Plant Manager',
        custEmail: 'js.park@hanbitprecision.co.kr',
        currency: 'KRW',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 10,
      },
      lineItems: [
        { y1: 54000000, y2: 0, descHas: 'MES' },
        { y1: 8100000, y2: 0, descHas: 'gateway' },
        { y1: 38000000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 110110000, y2: 0 },
      amounts: ['KRW 4,500,000', 'KRW 1,350,000', 'KRW 38,000,000', 'KRW 110,000,000'],
      notPrices: ['KRW 110,000,000'],
    },
    why: 'MES 4,500,000 x 12 = 54,000,000; gateways 6 x 1,350,000 = 8,100,000 one-time; implementation 38,000,000 one-time. Net 100,100,000 + VAT 10% 10,010,000 = 110,110,000. The budget is a notPrice (reading 75).',
  },
  {
    id: 'z30',
    lang: 'en',
    split: 'tune',
    style:
      'English by a Vietnamese author, USD deal with a VND reference, 3 years with +6% in year 2, attendance machines bought, VAT 0% (EPZ)',
    notes: `Hi anh/chị, please proposal for Minh Phat Garment JSC (Binh Duong). Deal in USD. 120 users HRFlow at USD 4 per user per month, 3 years, year 2 price increase 6%. Time attendance machine 8 units USD 380/unit. Implement package USD 3,000. Customer is EPZ company so VAT 0%. Customer pay yearly. For their reference year 1 license ~ VND 150 million. Sign: Ms. Nguyen Thi Lan, HR Director, lan.nguyen@minhphatgarment.vn`,
    expect: {
      fields: {
        custName: 'Minh Phat Garment',
        custSigner: 'Nguyen Thi Lan',
        custTitle: 'HR Director',
        custEmail: 'lan.nguyen@minhphatgarment.vn',
        currency: 'USD',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 5760, y2: 6105.6, descHas: 'HRFlow' },
        { y1: 3040, y2: 0, descHas: 'attendance' },
        { y1: 3000, y2: 0, descHas: 'Implement' },
      ],
      discounts: [],
      totals: { y1: 11800, y2: 6105.6 },
      amounts: ['USD 4', 'USD 380', 'USD 3,000', 'VND 150 million'],
      notPrices: ['VND 150 million'],
    },
    why: '120 x 4 x 12 = 5,760; year 2 +6% = 6,105.60 (reading 73); 8 machines x 380 = 3,040 one-time; implement package 3,000 one-time (not an edition, reading 74). VAT 0% (EPZ): taxRate 0, no label (reading 69). The VND figure is a reference: notPrice (reading 66).',
  },
  {
    id: 'z31',
    lang: 'en',
    split: 'tune',
    style:
      'US forwarded thread fragment, two plans with one picked, 3-year flat pricing, quarterly billing, corrected implementation fee, exempt credit union',
    notes: `fwd from Jess: "can we do 3 yrs?" -> yes.
Proposal: Pinecrest Credit Union. Essentials plan $14/user/mo vs Pro plan $19/user/mo – they picked Pro. 210 users. 3-yr term, flat pricing, billed quarterly. Impl $8,000 — correction, impl is $7,500 (Jess confirmed). Card-reader kits 14 @ $215. Signer: Tom Reyes, SVP Operations, treyes@pinecrestcu.org. No tax, CU is exempt.`,
    expect: {
      fields: {
        custName: 'Pinecrest Credit Union',
        custSigner: 'Tom Reyes',
        custTitle: 'SVP Operations',
        custEmail: 'treyes@pinecrestcu.org',
        billing: 'Quarterly',
        term: '36',
        edition: 'Pro',
        taxRate: 0,
      },
      lineItems: [
        { y1: 47880, y2: 47880, descHas: 'Pro' },
        { y1: 7500, y2: 0, descHas: 'Impl' },
        { y1: 3010, y2: 0, descHas: 'Card' },
      ],
      discounts: [],
      totals: { y1: 58390, y2: 47880 },
      amounts: ['$14', '$19', '$8,000', '$7,500', '$215'],
      notPrices: ['$14', '$8,000'],
    },
    why: 'Pro plan 210 x 19 x 12 = 47,880, flat in year 2 (reading 73); Essentials not chosen: notPrice (reading 74). Impl corrected to 7,500 (8,000 superseded: notPrice). Card-reader kits 14 x 215 = 3,010 one-time. CU exempt: taxRate 0.',
  },
  {
    id: 'z32',
    lang: 'en',
    split: 'tune',
    style:
      'English by a Swiss author (apostrophe thousands), ticketing hardware + software bundle, season start date, day-first validity date, MWST 8.1%',
    notes: `Hi, proposal for Bergbahnen Alpsee AG (Graubünden). Ticketing hardware + software bundle: 10 turnstile scanners at CHF 3'850.00 each (purchase), software TicketPeak CHF 1'200.00 per month, season contract 12 months from 1 December, yearly invoicing in advance. Installation and training CHF 6'500.00 lump sum. MWST 8.1%. Signing: Reto Caduff, CEO, reto.caduff@alpsee-bergbahnen.ch. Quote valid until 15.12.2026.`,
    expect: {
      fields: {
        custName: 'Bergbahnen Alpsee',
        custSigner: 'Reto Caduff',
        custTitle: 'CEO',
        custEmail: 'reto.caduff@alpsee-bergbahnen.ch',
        currency: 'CHF',
        billing: 'Annual',
        term: '12',
        startDate: '2026-12-01',
        validUntil: '2026-12-15',
        taxLabel: 'MWST',
        taxRate: 8.1,
      },
      lineItems: [
        { y1: 38500, y2: 0, descHas: 'turnstile' },
        { y1: 14400, y2: 0, descHas: 'TicketPeak' },
        { y1: 6500, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 64211.4, y2: 0 },
      amounts: ["CHF 3'850.00", "CHF 1'200.00", "CHF 6'500.00"],
    },
    why: 'Swiss apostrophe thousands (reading 67). Scanners 10 x 3,850 = 38,500 one-time (purchase); TicketPeak 1,200 x 12 = 14,400; installation 6,500 one-time. Net 59,400 + MWST 8.1% 4,811.40 = 64,211.40. "from 1 December" = 2026-12-01; 15.12.2026 is day-first (reading 71).',
  },
  {
    id: 'z33',
    lang: 'en',
    split: 'tune',
    style:
      'UK hurried note, services firm: support retainer + consultancy days, 2 years, agreed flat figure for year 1, VAT, start date',
    notes: `prop for Marlowe Housing Trust pls. 2yr, start 1 Jan. support retainer £1,850/mo. plus 12 consultancy days yr1 @ £875/day. list = £32,700 yr1, agreed £30k flat for yr1, yr2 retainer at list. VAT 20% (charity but not VAT exempt). signs: Helen Oduya, Director of Finance & Resources, h.oduya@marlowehousing.org.uk`,
    expect: {
      fields: {
        custName: 'Marlowe Housing Trust',
        custSigner: 'Helen Oduya',
        custTitle: 'Director of Finance & Resources',
        custEmail: 'h.oduya@marlowehousing.org.uk',
        currency: 'GBP',
        term: '24',
        startDate: '2027-01-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 22200, y2: 22200, descHas: 'retainer' },
        { y1: 10500, y2: 0, descHas: 'consultancy' },
      ],
      discounts: [{ kind: 'amount', value: 2700, y1: true, y2: false }],
      totals: { y1: 36000, y2: 26640 },
      amounts: ['£1,850', '£875', '£32,700', '£30k'],
    },
    why: 'Retainer 1,850 x 12 = 22,200 recurring, repeats in year 2 (reading 63); consultancy 12 days x 875 = 10,500 one-time. List 32,700 as stated; agreed 30,000 for yr1 = amount discount 2,700 on year 1 (reading 61). Y1 30,000 + VAT 6,000 = 36,000. Y2 22,200 + 4,440 = 26,640. "start 1 Jan" = 2027-01-01 (reading 71). No billing stated.',
  },
  {
    id: 'z34',
    lang: 'en',
    split: 'held',
    style: 'English by a Kazakh (Russian-speaking) author, space-grouped tenge, software + rugged tablets, quarterly, VAT 16%',
    notes: `Good day. Need commercial proposal for TOO Steppe Agro Trade (Almaty). Software AgriLedger, 35 users, 9 800 KZT per user per month, 12 months, payment quarterly. Implementation 2 450 000 KZT one time. Also 5 rugged tablets 385 000 KZT each. VAT 16% add. Director Aidos Nurlanovich Seitkali will sign, email a.seitkali@steppeagro.kz. Proposal in English please, they read English.`,
    expect: {
      fields: {
        custName: 'Steppe Agro Trade',
        custSigner: 'Aidos Nurlanovich Seitkali',
        custTitle: 'Director',
        custEmail: 'a.seitkali@steppeagro.kz',
        currency: 'KZT',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 4116000, y2: 0, descHas: 'AgriLedger' },
        { y1: 2450000, y2: 0, descHas: 'Implementation' },
        { y1: 1925000, y2: 0, descHas: 'tablets' },
      ],
      discounts: [],
      totals: { y1: 9849560, y2: 0 },
      amounts: ['9 800 KZT', '2 450 000 KZT', '385 000 KZT'],
    },
    why: 'Space-grouped thousands (reading 67). 35 x 9,800 x 12 = 4,116,000; implementation 2,450,000 one-time; 5 tablets x 385,000 = 1,925,000 one-time. Net 8,491,000 + VAT 16% 1,358,560 = 9,849,560. "TOO" is the legal form; "Director ... will sign" gives signer and title (reading 70).',
  },
  {
    id: 'z35',
    lang: 'en',
    split: 'held',
    style:
      'US hurried note, leased kiosks + software bundle, agreed all-in monthly figure for the whole 36-month term, ceiling as budget, no tax',
    notes: `need proposal asap: Summit Ridge Fitness (4 gyms, Denver CO). bundle = 12 check-in kiosks leased @ $85/kiosk/mo + GymFlow software $1,100/mo for all 4 sites. 36 mo term, billed monthly. they wanted under $2k/mo all-in -> agreed $1,950/mo all-in, that's the number for the whole term. install $2,400 one-time on top. no tax on this per Meg. signer Chris Alvarado, Owner, chris@summitridgefit.com`,
    expect: {
      fields: {
        custName: 'Summit Ridge Fitness',
        custSigner: 'Chris Alvarado',
        custTitle: 'Owner',
        custEmail: 'chris@summitridgefit.com',
        billing: 'Monthly',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 12240, y2: 12240, descHas: 'kiosk' },
        { y1: 13200, y2: 13200, descHas: 'GymFlow' },
        { y1: 2400, y2: 0, descHas: 'install' },
      ],
      discounts: [{ kind: 'amount', value: 2040, y1: true, y2: true }],
      totals: { y1: 25800, y2: 23400 },
      amounts: ['$85', '$1,100', '$2k', '$1,950', '$2,400'],
      notPrices: ['$2k'],
    },
    why: 'Leased kiosks are recurring (reading 65): 12 x 85 x 12 = 12,240; GymFlow 1,100 x 12 = 13,200; install 2,400 one-time on top. Monthly list 1,020 + 1,100 = 2,120 vs agreed 1,950: discount 170 x 12 = 2,040 per year, whole term so y1 and y2 (reading 62). Y1 27,840 - 2,040 = 25,800; y2 25,440 - 2,040 = 23,400. The $2k ceiling is a notPrice. No tax: taxRate 0.',
  },
  {
    id: 'z36',
    lang: 'es-419',
    split: 'held',
    style:
      'Guatemalan services proposal (consulting retainer in hours per month), fixed-price pentest, capped travel, USD deal with a quetzales reference, IVA 12%',
    notes: `Propuesta de servicios para Financiera Quetzaltenango S.A. (Xela). Es consultoría, no licencias. Retainer de asesoría en ciberseguridad: 10 horas al mes a USD 95 la hora, por 12 meses, facturación mensual. Pentest inicial a precio cerrado USD 6,800. Viáticos a costo real con tope de USD 1,500 en el año. En quetzales el pentest sale como Q 52,700, pero cotizamos en dólares. IVA 12%. Firma: Licda. Ana Lucía Xicará, gerente de riesgos, alxicara@finquetzaltenango.com.gt`,
    expect: {
      fields: {
        custName: 'Financiera Quetzaltenango',
        custSigner: 'Ana Lucía Xicará',
        custTitle: 'gerente de riesgos',
        custEmail: 'alxicara@finquetzaltenango.com.gt',
        currency: 'USD',
        billing: 'Monthly',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 11400, y2: 0, descHas: 'Retainer' },
        { y1: 6800, y2: 0, descHas: 'Pentest' },
      ],
      discounts: [],
      totals: { y1: 20384, y2: 0 },
      amounts: ['USD 95', 'USD 6,800', 'USD 1,500', 'Q 52,700'],
      notPrices: ['USD 1,500', 'Q 52,700'],
    },
    why: 'Retainer 10 h x 95 x 12 = 11,400 recurring (reading 63); pentest 6,800 one-time. Viáticos at cost with a cap: no line, cap notPrice (reading 64); quetzales figure is a reference: notPrice (reading 66). Neto 18,200 + IVA 12% 2,184 = 20,384. Only the retainer has months: no term expected (reading 72).',
  },
  {
    id: 'z37',
    lang: 'es-ES',
    split: 'held',
    style:
      'Aragonese transport firm (es-ES), per driver per quarter, 3 years with 2,5% uplift on recurring lines, black boxes bought, 5% welcome discount year 1 only',
    notes: `Oferta para Transportes Ebro Logística S.L. (Zaragoza). Contrato de 3 años. Licencias RutaMax: 110 conductores a 27 € por conductor al trimestre. Módulo de gestión de flota: 900 € al trimestre. Subida del 2,5% en el segundo año para todo lo recurrente. Instalación de 110 cajas negras a 64,50 € cada una. Descuento de bienvenida del 5% solo el primer año, sobre el total. IVA 21%. Facturación trimestral. Firma: D. Javier Lasheras, gerente, jlasheras@ebrologistica.es`,
    expect: {
      fields: {
        custName: 'Transportes Ebro Logística',
        custSigner: 'Javier Lasheras',
        custTitle: 'gerente',
        custEmail: 'jlasheras@ebrologistica.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '36',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 11880, y2: 12177, descHas: 'RutaMax' },
        { y1: 3600, y2: 3690, descHas: 'flota' },
        { y1: 7095, y2: 0, descHas: 'cajas' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 25949.96, y2: 19199.07 },
      amounts: ['27 €', '900 €', '64,50 €'],
    },
    why: 'RutaMax 110 x 27 x 4 = 11.880, y2 +2,5% = 12.177; flota 900 x 4 = 3.600, y2 3.690; cajas negras 110 x 64,50 = 7.095 one-time. Y1 22.575 - 5% 1.128,75 = 21.446,25 + IVA 21% 4.503,71 (4.503,7125) = 25.949,96. Y2 15.867 + IVA 3.332,07 = 19.199,07. "solo el primer año": y1 only (reading 50). "D." is an honorific.',
  },
  {
    id: 'z38',
    lang: 'en',
    split: 'tune',
    style: 'Bangladeshi hurried note, lakh grouping, ERP licence + consultant days + server hardware bundle, VAT 15%',
    notes: `Pls prepare proposal - Meghna Pharma Ltd, Dhaka. ERP licence + consulting + hardware. 25 named users PharmaERP @ BDT 2,400/user/mo, 1 yr, billing yearly. Implementation 40 consultant days @ BDT 18,000/day. Server hardware (1 rack server) BDT 6,50,000 one time. VAT 15% as per NBR. Sign: Mr. Rafiqul Islam, Head of IT, rafiqul.islam@meghnapharma.com.bd`,
    expect: {
      fields: {
        custName: 'Meghna Pharma',
        custSigner: 'Rafiqul Islam',
        custTitle: 'Head of IT',
        custEmail: 'rafiqul.islam@meghnapharma.com.bd',
        currency: 'BDT',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 720000, y2: 0, descHas: 'PharmaERP' },
        { y1: 720000, y2: 0, descHas: 'consultant' },
        { y1: 650000, y2: 0, descHas: 'server' },
      ],
      discounts: [],
      totals: { y1: 2403500, y2: 0 },
      amounts: ['BDT 2,400', 'BDT 18,000', 'BDT 6,50,000'],
    },
    why: 'Lakh grouping: BDT 6,50,000 = 650,000 (reading 67). PharmaERP 25 x 2,400 x 12 = 720,000; 40 consultant days x 18,000 = 720,000 one-time; server 650,000 one-time. Net 2,090,000 + VAT 15% 313,500 = 2,403,500.',
  },
  {
    id: 'z39',
    lang: 'en',
    split: 'held',
    style:
      'English mixed with Spanish by an Argentine rep (dot thousands), Chilean winery, USD deal, 2 years +4%, sensors bought, capped travel, no IVA (export of services)',
    notes: `Hola team, proposal for Viña Los Robles SpA (Colchagua, Chile), in English porque el CFO es gringo. Deal en US$. Licencias VinoTrace 45 usuarios a US$ 21 per user per month, 2 years, second year +4%. Sensores de bodega 30 unidades a US$ 95 c/u, one time. Implementación US$ 3.200 fixed. Travel a Colchagua at cost, max US$ 1.200. No IVA, it's export of services from Argentina. Billing anual. Signer: Mr. Peter Lindqvist, CFO, peter.lindqvist@vinalosrobles.cl`,
    expect: {
      fields: {
        custName: 'Viña Los Robles',
        custSigner: 'Peter Lindqvist',
        custTitle: 'CFO',
        custEmail: 'peter.lindqvist@vinalosrobles.cl',
        currency: 'USD',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 11340, y2: 11793.6, descHas: 'VinoTrace' },
        { y1: 2850, y2: 0, descHas: 'Sensores' },
        { y1: 3200, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [],
      totals: { y1: 17390, y2: 11793.6 },
      amounts: ['US$ 21', 'US$ 95', 'US$ 3.200', 'US$ 1.200'],
      notPrices: ['US$ 1.200'],
    },
    why: 'Argentine convention: US$ 3.200 = 3,200 (reading 67). VinoTrace 45 x 21 x 12 = 11,340, y2 +4% = 11,793.60; sensores 30 x 95 = 2,850 one-time; implementación 3,200 one-time. Travel at cost with max: no line, notPrice (reading 64). No IVA: taxRate 0 (reading 69).',
  },
  {
    id: 'z40',
    lang: 'en',
    split: 'tune',
    style:
      'UK rep selling to Germany, EUR deal with superseded GBP figure, lab hardware with scoped 15% + cloud LIMS, 2 years, MwSt 19%',
    notes: `Quick draft pls – Hofmann Laborgeräte GmbH (Stuttgart). EUR deal (ignore the £ figures in the old thread). 3 x LabBench analyser units €14,500 each, 15% off the hardware only. LIMS Cloud 25 users €65/user/mo, 2-yr term, yr2 same. Validation service €5,800. Old thread had £12,400/unit – superseded. MwSt 19%. Annual billing. Signer Dr. Katrin Hofmann, Geschäftsführerin, k.hofmann@hofmann-labor.de`,
    expect: {
      fields: {
        custName: 'Hofmann Laborgeräte',
        custSigner: 'Katrin Hofmann',
        custTitle: 'Geschäftsführerin',
        custEmail: 'k.hofmann@hofmann-labor.de',
        currency: 'EUR',
        billing: 'Annual',
        term: '24',
        taxLabel: 'MwSt',
        taxRate: 19,
      },
      lineItems: [
        { y1: 36975, y2: 0, descHas: 'LabBench' },
        { y1: 19500, y2: 19500, descHas: 'LIMS' },
        { y1: 5800, y2: 0, descHas: 'Validation' },
      ],
      discounts: [],
      totals: { y1: 74107.25, y2: 23205 },
      amounts: ['€14,500', '€65', '€5,800', '£12,400'],
      notPrices: ['£12,400'],
    },
    why: 'Analysers 3 x 14,500 = 43,500 less the scoped 15% = 36,975 one-time (readings 4, 65); LIMS 25 x 65 x 12 = 19,500 both years; validation 5,800 one-time. Y1 62,275 + MwSt 19% 11,832.25 = 74,107.25. Y2 19,500 + 3,705 = 23,205. The GBP figure is from a superseded thread: notPrice (reading 66).',
  },
];
