import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 24: 40 hand-labelled sales-rep notes measuring the ordinary
 * range of what a sales team writes in a month (26 English: US reps (Idaho,
 * Indiana, Pennsylvania, Iowa, a credit-union deal), UK reps (Leeds, the
 * Pennines, Scotland), Canada (Ontario, Alberta), Australia (two, one from
 * New South Wales), New Zealand (Waikato, Queenstown), and English written by
 * Indian (two), Irish, South African (two), Singaporean, Malaysian, Filipino,
 * Nigerian, Kenyan, Ghanaian and Emirati authors; 14 Spanish: Mexico, Peru,
 * Guatemala, the Dominican Republic, Argentina, Chile, Colombia, Ecuador,
 * Uruguay, Costa Rica (es-419) and Spain (es-ES, four)) for draft_proposal /
 * POST /proposals.
 * Shapes favoured: about two thirds ordinary notes (terse one-liners, bullet
 * lists, short e-mails to a colleague, a dictated note in each language,
 * notes with typos and shorthand, Slack, Teams and WhatsApp messages, CRM
 * records; users, seats, agents, students, venues, vehicles and sites per
 * month, per quarter or per year, per-unit hardware, one-time setup,
 * onboarding, installation and training, support tiers, a whole-deal
 * discount, a discount scoped to some lines, multi-year terms with and
 * without an uplift, VAT, GST, HST, SST, sales tax, IVA, IGV and ITBIS, and
 * exemptions) and about one third harder ones (a later correction of a
 * quantity, an option the customer did not choose, an incumbent's price,
 * free months, whole-volume usage tiers, a quoted earlier offer revised in
 * an e-mail thread, a seat ramp in year two, a price per 1,000 SMS, an agreed
 * all-in figure, renewals with a price increase). Industries: software,
 * professional services and training, hardware, maintenance, logistics,
 * healthcare, education, hospitality, agriculture and finance.
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
 * Readings added for this corpus (90-96 are new):
 * 90. Number conventions of this corpus (readings 9, 17, 76). In the English
 *     notes "," groups thousands and "." marks decimals, whether the author
 *     is from the US, the UK, Ireland, Canada, Australia, New Zealand,
 *     Singapore, Malaysia, the Philippines, Nigeria, Kenya, Ghana or the UAE
 *     ("£4.50" = 4.5, "$0.32" = 0.32, "€8.50" = 8.5, "GH₵ 1,150" = 1150).
 *     The Indian notes (o06, o22) use lakh grouping ("₹1,75,000" = 175000,
 *     "₹9,60,000" = 960000, "₹3.5 lakh" = 350000). The South African notes
 *     (o08, o25) group thousands with a space ("R 1 450" = 1450, "R 18 000" =
 *     18000, reading 17). "$40k" = 40000 (reading 9). In Spanish, the
 *     Mexican, Peruvian, Guatemalan and Dominican notes write comma thousands
 *     ("$3,500 MXN" = 3500, "S/ 2,800" = 2800, "Q 1,450" = 1450, "RD$
 *     716,000" = 716000); the Argentine, Chilean, Colombian, Ecuadorian,
 *     Uruguayan, Costa Rican and Spanish notes follow reading 9 ("CLP
 *     180.000" = 180000, "COP 1.240.000" = 1240000, "USD 1.800" = 1800,
 *     "₡35.000" = 35000, "1.100 €" = 1100, "2,50 €" = 2.5). Quantities follow
 *     the note's own convention ("1,850 students", "40,000 SMS", "900
 *     alumnos", "12.000 comprobantes" = 12000); tier bounds ("100,001–250,000",
 *     "de 5.001 a 20.000") are quantities, not amounts.
 * 91. Currency evidence under reading 10 in this corpus: £ (GBP), € (EUR), ₹
 *     (INR), ₦ (NGN), ₱ (PHP), R in the South African notes (ZAR), RM (MYR),
 *     S$ (SGD), NZ$ (NZD), GH₵ (GHS), A$ with "Prices in AUD"/"AUD" (AUD), C$
 *     with "Canadian dollars"/"Prices in CAD" (CAD), US$ (USD), S/ (PEN), RD$
 *     (DOP), ₡ with "colones" (CRC), Q with "quetzales" (GTQ); AED, KES, MXN,
 *     CLP, COP and USD written as codes. The US notes write a bare "$" only
 *     and give no currency expectation (reading 10); "$850 MXN" gives MXN.
 * 92. taxLabel and taxRate (readings 24, 36, 53, 78): 'VAT' for the UK (20),
 *     Irish (23), South African (15), Filipino (12), Nigerian (7.5), Kenyan
 *     (16) and Emirati (5) notes; 'GST' for India (18), Australia (10), New
 *     Zealand (15), Singapore (9) and Alberta (5); 'HST' for Ontario (13);
 *     'SST' for Malaysia's "SST 8% on services"; 'sales tax' for the
 *     Pennsylvania note ("PA sales tax 7 percent for Allegheny County", 7);
 *     'IVA' for Mexico (16), Spain (21), Argentina (21), Chile (19), Colombia
 *     (19), Ecuador (15), Guatemala (12), Uruguay (22) and Costa Rica (13);
 *     'IGV' for Peru (18); 'ITBIS' for the Dominican Republic (18). "ex GST",
 *     "excl. GST", "VAT 12% exclusive", "on top", "on the lot", "extra", "to
 *     be added", "Add VAT", "sin IVA", "más IVA", "IVA ... aparte" mean the
 *     prices are before tax and the tax is added (reading 7). Notes that say
 *     the customer is exempt ("Tax exempt (public school district)", "Tax:
 *     credit union, exempt", "No sales tax - exemption cert on file", "exento
 *     de IVA por ser formación reglada") carry taxRate 0 and no taxLabel. The
 *     Ghanaian note names no tax: no tax fields (reading 7).
 * 93. Phrases (readings 27, 49, 60, 72, 73, 88). billing Annual: "annual
 *     billing", "billing annually", "billed annually", "invoiced annually",
 *     "Invoicing annually", "Billing annual in advance", "annual invoice",
 *     "payment annually in advance", "paid annually", "pago anual",
 *     "facturación anual"; Monthly: "billed monthly", "billed monthly by
 *     debit order", "invoiced monthly", "billing monthly", "monthly billing",
 *     "pay monthly", "facturación mensual", "pago mensual"; Quarterly:
 *     "billed quarterly", "billing quarterly", "facturación trimestral". Term
 *     '12': "12 mo", "12 months", "12 month contract", "12 month term", "12
 *     month renewal", "1 yr", "1 yr contract", "Contract 1 yr", "1 year",
 *     "One year", "Contract period 1 year", "12 meses", "Contrato 12 meses",
 *     "contrato de 12 meses", "Contrato por un año", "Renovación por 12
 *     meses"; '24': "Contract 24 months", "2 year term", "2 year deal",
 *     "Contract 2 years", "Contrato de 2 años", "Contrato 2 años"; '36': "3
 *     year contract", "3-year term", "3 years". Year two at the year-one
 *     price: "same price", "prices fixed for all 3 years", "mismo precio
 *     ambos años", "sin subida el segundo año". Uplifts change only the lines
 *     they name (reading 38): "year 2 +3% on the planned maintenance only",
 *     "5% uplift from 2nd year on licence", "aumento del 5% en el segundo año
 *     sobre la mensualidad"; "annual escalation 6% on all recurring items"
 *     applies to every recurring line. One-time: "one time", "one-time",
 *     "one time only", "one-off", "once-off", "once off", "bought outright",
 *     "one-off purchase", "(hardware, one-time)", "pago único", "una sola
 *     vez", "única vez", "(compra)", "(compra, pago único)", "se
 *     factura una vez".
 *     Validity: "Quote valid until 18 December" = 2026-12-18; "validity 30
 *     days" and "Oferta válida 30 días" = 2026-12-21. Start: "start Jan 4" =
 *     2027-01-04; "Start 1 Jan" and "desde el 1 de enero" = 2027-01-01; "start
 *     7/1/2027" (US note, month first) = 2027-07-01. Shorthand and typos
 *     (reading 59, 60): "pm" = per month, "mont" = month, "propsal" =
 *     proposal, "mgr" = manager, "Asst." = Assistant (kept as written in
 *     custTitle), "c/u" = each.
 * 94. Signers and names (readings 39, 48, 58, 70, 87, 89): "X signs",
 *     "Signer:", "Signer is", "Signatory:", "Signatory is", "Sign-off:",
 *     "Signing:", "Sign:", "Signs:", "Sign by:", "Signed by", "Contract
 *     signed by", "Person to sign:", "will sign", "Contact + signer", "PIC:
 *     ... he will sign", "Firma:", "Firma X", "Firma el/la ...", "Firmará la
 *     ...", "(gerente, él firma)" name custSigner. A title written before the
 *     name ("Their superintendent Marc Belanger signs", "Signatory is the
 *     managing partner, Mr Lim Boon Kiat", "The MD, Dr. Chukwuemeka Obi, will
 *     sign", "Firma el gerente, Lic. Byron Pérez", "firma la directora coma
 *     Elena Sanz") is custTitle; so is a title in brackets after the name
 *     ("Karen Oduya (office mgr) signs", "Hemi Walker (Farm Manager)").
 *     Honorifics Mr, Mr., Mrs, Mrs., Ms, Ms., Dr, Dr., "Doctor" (dictated),
 *     Encik, Ing., Lic., Sr., Sra., Dra., D. and Dña. are not part of
 *     custSigner; a name written family name first ("Lim Boon Kiat") keeps
 *     the note's order. The rep, colleagues, the deal owner and an approver
 *     ("approved by Kwame") give no fields; no note names our own signatory.
 *     No note here is labelled with scale, region, deployDesc or edition:
 *     counts of users, sites, vehicles and students are read into line
 *     quantities only, and product names give no edition (reading 57).
 * 95. Harder notes of this corpus, read by the earlier readings. A quantity
 *     corrected later in the note ("Correction: it is 5 clinics not 4",
 *     "Corrijo: son 14 silos, no 12") replaces the earlier one (reading 28).
 *     An incumbent's price ("Their current vendor charges S$52/user/month")
 *     and a superseded quote ("down from the C$38 in our October quote") are
 *     notPrices (reading 8); in o19 the rep adopts the revised prices of the
 *     quoted thread (reading 79). A support tier chosen from two with prices
 *     ("two support options ... They chose Premium", "Silver would have been
 *     NZ$600, they want Gold") is a line and sets support; the other tier's
 *     price is a notPrice (reading 25). "first 3 months free (year 1 only)"
 *     bills that line 9 months in year one and 12 in year two (readings 3,
 *     52). "KES 650 per 1,000 SMS, they commit 40,000 SMS a month" = 40 x 650
 *     x 12 (readings 14, 82). Whole-volume tiers price the committed volume
 *     at the tier reached; the other tiers' prices are notPrices (reading 15).
 *     "Year 2 grows to 55 practitioners" is a year-two quantity (reading 38).
 *     "agreed $40k all-in for year 1" and "cerramos en 20.000 € todo incluido
 *     el primer año" are agreed figures (reading 61): a year-one 'amount'
 *     discount of list minus the figure; the stated list total ("That lists
 *     at $42,800", "Total lista primer año 22.500 €") and a CRM "Amount:"
 *     that restates the agreed net are amounts, no lines and not notPrices
 *     (readings 61, 81). In renewals the current price an item moves from is
 *     a notPrice; an item kept at its current price ("El soporte Premium se
 *     mantiene en COP 350.000 mensuales") is priced at it (reading 85).
 * 96. Whole-deal and scoped discounts of this corpus (readings 4, 5, 30, 50):
 *     "5% discount on the whole amount", "10% off the total for year 1",
 *     "descuento del 10% sobre el total" are whole-deal pct discounts on year
 *     one (single-year deals, or "for year 1"); "5% discount across the
 *     whole contract (both years)" flags y1 and y2. "10% off the hardware
 *     only", "15% off on collections module only", "10% de descuento solo en
 *     el hardware" are folded into those lines and give no discount entry.
 */

export const BLIND_NOTES_24: BlindNote[] = [
  {
    id: 'o01',
    lang: 'en',
    split: 'held',
    style: 'US rep (Idaho), terse one-liner with shorthand; dental practice software per user per month plus one-time onboarding',
    notes: `prop for Ridgeway Family Dental (Boise) - 14 users ClinicFlow @ $45/user/mo, $1,500 onboarding one time, annual billing, 12 mo. Karen Oduya (office mgr) signs, karen@ridgewaydental.com`,
    expect: {
      fields: {
        custName: 'Ridgeway Family Dental',
        custSigner: 'Karen Oduya',
        custTitle: 'office mgr',
        custEmail: 'karen@ridgewaydental.com',
        billing: 'Annual',
        term: '12',
      },
      lineItems: [
        { y1: 7560, y2: 0, descHas: 'ClinicFlow' },
        { y1: 1500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 9060, y2: 0 },
      amounts: ['$45', '$1,500'],
      notPrices: [],
    },
    why: '14 users x $45 x 12 = 7,560; onboarding 1,500 one-time (reading 2). Total 9,060; no tax named (reading 7); bare $: no currency (reading 91). Single-year: y2 = 0.',
  },
  {
    id: 'o02',
    lang: 'en',
    split: 'tune',
    style:
      'UK rep (Leeds), bullet list; housing association HVAC maintenance per site per annum, monthly call-out cover, one-off survey; 24 months with an uplift on one line; VAT',
    notes: `Proposal – Aire Valley Housing Association
- Planned HVAC maintenance, 6 sites @ £1,150 per site per annum
- Reactive call-out cover £240/month
- Initial condition survey £850 one-off
- Contract 24 months, year 2 +3% on the planned maintenance only
- Billed quarterly
- VAT 20% on top
- Sign-off: Gareth Pryce, Head of Assets, g.pryce@airevalleyha.org.uk`,
    expect: {
      fields: {
        custName: 'Aire Valley Housing Association',
        custSigner: 'Gareth Pryce',
        custTitle: 'Head of Assets',
        custEmail: 'g.pryce@airevalleyha.org.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 6900, y2: 7107, descHas: 'maintenance' },
        { y1: 2880, y2: 2880, descHas: 'call-out' },
        { y1: 850, y2: 0, descHas: 'survey' },
      ],
      discounts: [],
      totals: { y1: 12756, y2: 11984.4 },
      amounts: ['£1,150', '£240', '£850'],
      notPrices: [],
    },
    why: 'Y1: maintenance 6 x 1,150 = 6,900; call-out 240 x 12 = 2,880; survey 850 one-off. Net 10,630 + VAT 20% 2,126 = 12,756. Y2: maintenance 6,900 x 1.03 = 7,107 (uplift on that line only, reading 93); call-out 2,880 repeats; survey 0. Net 9,987 + VAT 1,997.40 = 11,984.40.',
  },
  {
    id: 'o03',
    lang: 'en',
    split: 'tune',
    style:
      'Canadian rep (Ontario), short e-mail to a colleague; school board reading software per student per year plus training sessions; start date; HST',
    notes: `Hi Priya,

Can you put together the proposal for Maplewood Catholic DSB? They're taking ReadRight for 1,850 students at C$6.50 per student per year, plus 2 teacher training sessions at C$750 each. 1 year contract, start Jan 4. Invoicing annually. All in Canadian dollars, HST 13% extra.

Their superintendent Marc Belanger signs - marc.belanger@maplewoodcdsb.ca

Thanks,
Tom`,
    expect: {
      fields: {
        custName: 'Maplewood Catholic DSB',
        custSigner: 'Marc Belanger',
        custTitle: 'superintendent',
        custEmail: 'marc.belanger@maplewoodcdsb.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-04',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 12025, y2: 0, descHas: 'ReadRight' },
        { y1: 1500, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 15283.25, y2: 0 },
      amounts: ['C$6.50', 'C$750'],
      notPrices: [],
    },
    why: '1,850 students x 6.50 = 12,025 per year; 2 sessions x 750 = 1,500 one-time (reading 37). Net 13,525 + HST 13% 1,758.25 = 15,283.25. "start Jan 4" = 2027-01-04 (reading 93).',
  },
  {
    id: 'o04',
    lang: 'en',
    split: 'tune',
    style:
      'Australian rep, Slack message with timestamp; restaurant group POS per venue per month, terminals bought outright with 10% off the hardware only, install; GST',
    notes: `[Slack #sales-anz] Josh T  2:14 PM
quick one for the prop queue: Harbourside Dining Group, 8 venues. TableTap POS A$129 per venue per month, 16 terminals A$890 each (bought outright), install A$2,400 one-off. Gave them 10% off the hardware only. 12 month contract, billed monthly, all ex GST (10%). Prices in AUD. Signer is Olivia Brennan, Group Ops Manager, olivia@harboursidedining.com.au`,
    expect: {
      fields: {
        custName: 'Harbourside Dining Group',
        custSigner: 'Olivia Brennan',
        custTitle: 'Group Ops Manager',
        custEmail: 'olivia@harboursidedining.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 12384, y2: 0, descHas: 'TableTap' },
        { y1: 12816, y2: 0, descHas: 'terminals' },
        { y1: 2400, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 30360, y2: 0 },
      amounts: ['A$129', 'A$890', 'A$2,400'],
      notPrices: [],
    },
    why: 'POS 8 venues x 129 x 12 = 12,384; terminals 16 x 890 = 14,240 less 10% on the hardware only (folded, reading 96) = 12,816 one-time; install 2,400 one-off. Net 27,600 + GST 10% 2,760 = 30,360.',
  },
  {
    id: 'o05',
    lang: 'en',
    split: 'tune',
    style:
      'New Zealand rep (Waikato), bullet notes; dairy herd monitoring subscription with 3 free months in year one, collars once-off, install; 2-year term; GST',
    notes: `Waikato dairy deal – Te Awa Farms Ltd
HerdSense subscription NZ$310/month, first 3 months free (year 1 only)
Collars: 220 @ NZ$68 each, once-off
Install + setup NZ$1,800
2 year term, annual invoice
Prices ex GST, GST 15%
Signatory: Hemi Walker (Farm Manager), hemi@teawafarms.co.nz`,
    expect: {
      fields: {
        custName: 'Te Awa Farms',
        custSigner: 'Hemi Walker',
        custTitle: 'Farm Manager',
        custEmail: 'hemi@teawafarms.co.nz',
        currency: 'NZD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 2790, y2: 3720, descHas: 'HerdSense' },
        { y1: 14960, y2: 0, descHas: 'Collars' },
        { y1: 1800, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 22482.5, y2: 4278 },
      amounts: ['NZ$310', 'NZ$68', 'NZ$1,800'],
      notPrices: [],
    },
    why: 'Y1: subscription 310 x 9 billed months = 2,790 (3 free, reading 95); collars 220 x 68 = 14,960 once-off; install 1,800 one-time (setup, reading 2). Net 19,550 + GST 15% 2,932.50 = 22,482.50. Y2: 310 x 12 = 3,720 (free months do not repeat) + GST 558 = 4,278.',
  },
  {
    id: 'o06',
    lang: 'en',
    split: 'held',
    style:
      'Indian rep (Hyderabad), bullet list with lakh grouping; hospital HMS per user per annum, one-time implementation; 3-year contract with a year-two uplift on the licence; GST',
    notes: `Proposal reqd – Sri Sai Multispeciality Hospital, Hyderabad
* MedLedger HMS: 120 users @ ₹4,800 per user per annum
* Implementation & data migration ₹1,75,000 one time
* 3 year contract, 5% uplift from 2nd year on licence
* Billing annual in advance
* GST 18% extra
* Signing: Dr. Anitha Reddy, Medical Director, anitha.reddy@srisaihospital.in`,
    expect: {
      fields: {
        custName: 'Sri Sai Multispeciality Hospital',
        custSigner: 'Anitha Reddy',
        custTitle: 'Medical Director',
        custEmail: 'anitha.reddy@srisaihospital.in',
        currency: 'INR',
        billing: 'Annual',
        term: '36',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 576000, y2: 604800, descHas: 'MedLedger' },
        { y1: 175000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 886180, y2: 713664 },
      amounts: ['₹4,800', '₹1,75,000'],
      notPrices: [],
    },
    why: 'Y1: 120 x 4,800 = 5,76,000; implementation 1,75,000 one-time (lakh grouping, reading 90). Net 7,51,000 + GST 18% 1,35,180 = 8,86,180. Y2: licence 5,76,000 x 1.05 = 6,04,800 (uplift on the licence, reading 93) + GST 1,08,864 = 7,13,664. Only year two is measured (reading 3).',
  },
  {
    id: 'o07',
    lang: 'en',
    split: 'held',
    style:
      'Irish rep, short e-mail to a colleague; training board: in-person workshops and e-learning licences per user per month; validity date; VAT',
    notes: `Aoife – can you draft this one today please.

Customer: Midlands Regional Training Board (Athlone)
They want 4 in-person manager workshops at €1,950 per workshop and the LearnLoop e-learning licence for 60 staff at €8.50 pm each. One year, invoiced monthly. VAT at 23% on the lot.
Contact + signer is Siobhán Keogh, HR Manager – skeogh@mrtb.ie
Quote valid until 18 December.

Cheers, Declan`,
    expect: {
      fields: {
        custName: 'Midlands Regional Training Board',
        custSigner: 'Siobhán Keogh',
        custTitle: 'HR Manager',
        custEmail: 'skeogh@mrtb.ie',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-18',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 7800, y2: 0, descHas: 'workshops' },
        { y1: 6120, y2: 0, descHas: 'LearnLoop' },
      ],
      discounts: [],
      totals: { y1: 17121.6, y2: 0 },
      amounts: ['€1,950', '€8.50'],
      notPrices: [],
    },
    why: 'Workshops 4 x 1,950 = 7,800 one-time (per session, reading 37); licences 60 x 8.50 x 12 = 6,120 ("pm" = per month). Net 13,920 + VAT 23% 3,201.60 = 17,121.60. "Quote valid until 18 December" = 2026-12-18 (reading 93).',
  },
  {
    id: 'o08',
    lang: 'en',
    split: 'held',
    style:
      'South African rep (Bloemfontein), list with space-grouped rands; fleet tracking per vehicle per month, units and installation per vehicle once off; 24 months; VAT',
    notes: `Fleet tracking proposal – Karoo Freight Lines (Pty) Ltd, Bloemfontein
45 trucks
- FleetEye tracking R 285 per vehicle per month
- Tracking units R 1 450 per unit, once off
- Installation R 350 per vehicle, once off
Contract 24 months, billed monthly by debit order.
Add VAT 15%.
Person to sign: Mr Pieter van Wyk, Operations Director, pieter@karoofreight.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Freight Lines',
        custSigner: 'Pieter van Wyk',
        custTitle: 'Operations Director',
        custEmail: 'pieter@karoofreight.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 153900, y2: 153900, descHas: 'FleetEye' },
        { y1: 65250, y2: 0, descHas: 'units' },
        { y1: 15750, y2: 0, descHas: 'Installation' },
      ],
      discounts: [],
      totals: { y1: 270135, y2: 176985 },
      amounts: ['R 285', 'R 1 450', 'R 350'],
      notPrices: [],
    },
    why: 'Y1: tracking 45 x 285 x 12 = 153,900; units 45 x 1,450 = 65,250 once off; installation 45 x 350 = 15,750 once off (space grouping, reading 90). Net 234,900 + VAT 15% 35,235 = 270,135. Y2: 153,900 + VAT 23,085 = 176,985.',
  },
  {
    id: 'o09',
    lang: 'en',
    split: 'held',
    style:
      "Singaporean rep, Teams message; accounting firm software per user per month, onboarding; the incumbent vendor's price mentioned; GST",
    notes: `Teams – Wei Ling Ong, 10:42
Hi team, pls prep proposal for Tan & Lim Chartered Accountants. 30 users on LedgerPro at S$45/user/month, onboarding S$2,500 one-time. 12 months, billing annually. Their current vendor charges S$52/user/month, so we are cheaper. GST 9%. Signatory is the managing partner, Mr Lim Boon Kiat, boonkiat.lim@tanlim.com.sg`,
    expect: {
      fields: {
        custName: 'Tan & Lim Chartered Accountants',
        custSigner: 'Lim Boon Kiat',
        custTitle: 'managing partner',
        custEmail: 'boonkiat.lim@tanlim.com.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 16200, y2: 0, descHas: 'LedgerPro' },
        { y1: 2500, y2: 0, descHas: 'onboarding' },
      ],
      discounts: [],
      totals: { y1: 20383, y2: 0 },
      amounts: ['S$45', 'S$2,500', 'S$52'],
      notPrices: ['S$52'],
    },
    why: "30 x 45 x 12 = 16,200; onboarding 2,500 one-time. Net 18,700 + GST 9% 1,683 = 20,383. The incumbent's S$52 is a notPrice (reading 95). The rep (Wei Ling Ong) and the timestamp give nothing.",
  },
  {
    id: 'o10',
    lang: 'en',
    split: 'tune',
    style:
      'Malaysian rep (Sabah), bullet list; hotel PMS and channel manager per month, on-site training per day; PIC who will sign; SST',
    notes: `Quotation request – Hotel Seri Bayu, Kota Kinabalu
• StayDesk PMS licence RM 1,200/month (1 property, 86 rooms)
• Channel manager add-on RM 350/month
• On-site training 3 days @ RM 1,500/day
• 12 months, pay monthly
• SST 8% on services
• PIC: Encik Faizal Rahman, Front Office Manager, faizal@seribayu.com.my – he will sign`,
    expect: {
      fields: {
        custName: 'Hotel Seri Bayu',
        custSigner: 'Faizal Rahman',
        custTitle: 'Front Office Manager',
        custEmail: 'faizal@seribayu.com.my',
        currency: 'MYR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'SST',
        taxRate: 8,
      },
      lineItems: [
        { y1: 14400, y2: 0, descHas: 'StayDesk' },
        { y1: 4200, y2: 0, descHas: 'Channel' },
        { y1: 4500, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 24948, y2: 0 },
      amounts: ['RM 1,200', 'RM 350', 'RM 1,500'],
      notPrices: [],
    },
    why: 'PMS 1,200 x 12 = 14,400; channel manager 350 x 12 = 4,200; training 3 days x 1,500 = 4,500 one-time (reading 37). Net 23,100 + SST 8% 1,848 = 24,948. The PIC says he will sign (reading 94); Encik is an honorific.',
  },
  {
    id: 'o11',
    lang: 'en',
    split: 'tune',
    style:
      'Filipino rep, e-mail with typos ("propsal", "mont") and Taglish politeness; BPO helpdesk seats per agent per month, setup fee; 5% off the whole amount; VAT exclusive',
    notes: `Hi Sir Mark,

Pls prepare the propsal for Mactan Bay Outsourcing Inc. They will take HelpHive for 35 agents, ₱1,250 per agent per mont. Setup fee ₱45,000 one time only. We agreed 5% discount on the whole amount. Contract 1 yr, monthly billing. VAT 12% exclusive.

Signatory: Ms. Maricel Dizon, Operations Head, maricel.dizon@mactanbay.com.ph

Thanks po,
Jenny`,
    expect: {
      fields: {
        custName: 'Mactan Bay Outsourcing',
        custSigner: 'Maricel Dizon',
        custTitle: 'Operations Head',
        custEmail: 'maricel.dizon@mactanbay.com.ph',
        currency: 'PHP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 525000, y2: 0, descHas: 'HelpHive' },
        { y1: 45000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: false }],
      totals: { y1: 606480, y2: 0 },
      amounts: ['₱1,250', '₱45,000'],
      notPrices: [],
    },
    why: '35 agents x 1,250 x 12 = 525,000 ("mont" = month, reading 93); setup 45,000 one-time. Subtotal 570,000 less 5% whole-deal 28,500 = 541,500 + VAT 12% 64,980 = 606,480. Single-year: discount y2 false.',
  },
  {
    id: 'o12',
    lang: 'en',
    split: 'held',
    style:
      'Nigerian rep, e-mail to the manager with bullets; clinic EMR per clinic per annum, one-off training; a later correction of the clinic count; VAT',
    notes: `Good afternoon Boss,

Kindly find details for the Lifeline Clinics proposal:
- CarePoint EMR for 4 clinics at ₦450,000 per clinic per annum
- Staff training ₦300,000 one-off
- Contract period 1 year, payment annually in advance
- VAT 7.5% to be added

Correction: it is 5 clinics not 4, they just opened Lekki branch.

The MD, Dr. Chukwuemeka Obi, will sign. Email: c.obi@lifelineclinics.ng

Regards,
Funmi`,
    expect: {
      fields: {
        custName: 'Lifeline Clinics',
        custSigner: 'Chukwuemeka Obi',
        custTitle: 'MD',
        custEmail: 'c.obi@lifelineclinics.ng',
        currency: 'NGN',
        billing: 'Annual',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 2250000, y2: 0, descHas: 'CarePoint' },
        { y1: 300000, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 2741250, y2: 0 },
      amounts: ['₦450,000', '₦300,000'],
      notPrices: [],
    },
    why: 'Corrected count 5 clinics (reading 95): 5 x 450,000 = 2,250,000; training 300,000 one-off. Net 2,550,000 + VAT 7.5% 191,250 = 2,741,250. Counts are not amounts.',
  },
  {
    id: 'o13',
    lang: 'en',
    split: 'tune',
    style:
      "Kenyan rep, WhatsApp messages with timestamps; farmers' co-op platform fee per month, bulk SMS priced per 1,000 with a monthly commitment, one-time setup; VAT",
    notes: `[WhatsApp, 09:15] Brian: Proposal for Nyeri Highlands Coffee Farmers Co-op Society.
[09:15] Brian: FarmerConnect platform KES 25,000 per month
[09:16] Brian: Bulk SMS KES 650 per 1,000 SMS, they commit 40,000 SMS a month
[09:16] Brian: Setup & farmer registration KES 80,000 one time
[09:17] Brian: 1 year, billed monthly, VAT 16%
[09:18] Brian: Signs: Mrs. Grace Wanjiru, Chairperson, gwanjiru@nyerihighlandscoop.co.ke`,
    expect: {
      fields: {
        custName: 'Nyeri Highlands Coffee Farmers',
        custSigner: 'Grace Wanjiru',
        custTitle: 'Chairperson',
        custEmail: 'gwanjiru@nyerihighlandscoop.co.ke',
        currency: 'KES',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 300000, y2: 0, descHas: 'FarmerConnect' },
        { y1: 312000, y2: 0, descHas: 'SMS' },
        { y1: 80000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 802720, y2: 0 },
      amounts: ['KES 25,000', 'KES 650', 'KES 80,000'],
      notPrices: [],
    },
    why: 'Platform 25,000 x 12 = 300,000; SMS 40,000 / 1,000 x 650 x 12 = 312,000 (reading 14); setup 80,000 one-time. Net 692,000 + VAT 16% 110,720 = 802,720. Timestamps are not amounts.',
  },
  {
    id: 'o14',
    lang: 'en',
    split: 'held',
    style:
      'Ghanaian rep, short list; cold-chain sensors bought once, dashboard subscription per month; 2 years; 5% across the whole contract; no tax named',
    notes: `Proposal: Tema Fresh Exports Ltd – cold chain monitoring
30 cold-room sensors @ GH₵ 1,150 each (one-off purchase)
ColdWatch dashboard subscription GH₵ 900 per month
Contract 2 years, billing quarterly
5% discount across the whole contract (both years) – approved by Kwame
Signer: Mr. Kofi Asante-Mensah, General Manager, kofi.am@temafresh.com.gh`,
    expect: {
      fields: {
        custName: 'Tema Fresh Exports',
        custSigner: 'Kofi Asante-Mensah',
        custTitle: 'General Manager',
        custEmail: 'kofi.am@temafresh.com.gh',
        currency: 'GHS',
        billing: 'Quarterly',
        term: '24',
      },
      lineItems: [
        { y1: 34500, y2: 0, descHas: 'sensors' },
        { y1: 10800, y2: 10800, descHas: 'ColdWatch' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 43035, y2: 10260 },
      amounts: ['GH₵ 1,150', 'GH₵ 900'],
      notPrices: [],
    },
    why: 'Y1: sensors 30 x 1,150 = 34,500 one-off; dashboard 900 x 12 = 10,800. Subtotal 45,300 less 5% 2,265 = 43,035. Y2: 10,800 less 5% 540 = 10,260 (both years flagged, reading 96). No tax named: total = net (reading 92).',
  },
  {
    id: 'o15',
    lang: 'en',
    split: 'tune',
    style:
      'Emirati rep (Dubai), e-mail to a colleague; facilities-management CAFM per technician per month; two support options shown, customer chose Premium; validity; VAT',
    notes: `Hi Rania,

Update on Al Noor Facilities Management LLC (Dubai). We showed them two support options: Standard (business hours) AED 18,000/yr or Premium 24/7 AED 30,000/yr. They chose Premium.
Main item: FixFlow CAFM for 25 technicians at AED 95 per technician per month.
12 months, annual invoice, VAT 5%.
Contract signed by Mr. Omar Haddad, Director of Operations, omar.haddad@alnoorfm.ae
Please also note validity 30 days.

Thanks,
Sameer`,
    expect: {
      fields: {
        custName: 'Al Noor Facilities Management',
        custSigner: 'Omar Haddad',
        custTitle: 'Director of Operations',
        custEmail: 'omar.haddad@alnoorfm.ae',
        currency: 'AED',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        support: 'Premium',
        taxLabel: 'VAT',
        taxRate: 5,
      },
      lineItems: [
        { y1: 30000, y2: 0, descHas: 'Premium' },
        { y1: 28500, y2: 0, descHas: 'FixFlow' },
      ],
      discounts: [],
      totals: { y1: 61425, y2: 0 },
      amounts: ['AED 18,000', 'AED 30,000', 'AED 95'],
      notPrices: ['AED 18,000'],
    },
    why: 'Premium support 30,000/yr is a line and sets support; Standard AED 18,000 is the unchosen tier (notPrice, reading 95). FixFlow 25 x 95 x 12 = 28,500. Net 58,500 + VAT 5% 2,925 = 61,425. "validity 30 days" = 2026-12-21.',
  },
  {
    id: 'o16',
    lang: 'en',
    split: 'held',
    style:
      'US rep (Indiana), CRM record (Account Name, Stage, Close Date, Amount) with a description; plant monitoring per line per year, gateways, commissioning; agreed all-in figure for year 1; exemption certificate',
    notes: `Account Name: Hoosier Valley Foods
Opportunity: Plant monitoring – Columbus, IN
Stage: Proposal
Close Date: 12/18/2026
Amount: $40,000
Owner: Greg Lindqvist

Description:
LineSight monitoring for 3 production lines at $9,600 per line per year, 24 edge gateways at $450 each (hardware, one-time), commissioning $3,200 one-time. That lists at $42,800. Customer pushed back, we agreed $40k all-in for year 1. 1 yr contract, billed annually. Signer: Tom Reinholt, Plant Manager, treinholt@hoosiervalleyfoods.com. No sales tax - exemption cert on file.`,
    expect: {
      fields: {
        custName: 'Hoosier Valley Foods',
        custSigner: 'Tom Reinholt',
        custTitle: 'Plant Manager',
        custEmail: 'treinholt@hoosiervalleyfoods.com',
        billing: 'Annual',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 28800, y2: 0, descHas: 'LineSight' },
        { y1: 10800, y2: 0, descHas: 'gateways' },
        { y1: 3200, y2: 0, descHas: 'commissioning' },
      ],
      discounts: [{ kind: 'amount', value: 2800, y1: true, y2: false }],
      totals: { y1: 40000, y2: 0 },
      amounts: ['$40,000', '$9,600', '$450', '$3,200', '$42,800', '$40k'],
      notPrices: [],
    },
    why: 'Lines at list: 3 x 9,600 = 28,800; gateways 24 x 450 = 10,800 one-time; commissioning 3,200. Subtotal 42,800 (the stated list); agreed $40k all-in for year 1 gives an amount discount of 2,800 on y1 (reading 95). Exempt: taxRate 0, total 40,000. The CRM Amount restates the agreed net; it and the list total are amounts, not lines, not notPrices. Close date, stage and owner give nothing.',
  },
  {
    id: 'o17',
    lang: 'en',
    split: 'held',
    style:
      'US rep, credit-union ID verification: whole-volume usage tiers with a committed annual volume plus a monthly platform fee; exempt',
    notes: `Proposal for Summit Ridge Credit Union – ID verification

Pricing is tiered on total annual volume (whole volume billed at the tier reached):
  up to 100,000 checks: $0.40/check
  100,001–250,000: $0.32/check
  250,001+: $0.25/check
They commit to 180,000 checks/yr. Platform fee $1,000/mo on top.
12 months, billed quarterly. Tax: credit union, exempt.
Signer is Renee Caldwell, COO - rcaldwell@summitridgecu.org`,
    expect: {
      fields: {
        custName: 'Summit Ridge Credit Union',
        custSigner: 'Renee Caldwell',
        custTitle: 'COO',
        custEmail: 'rcaldwell@summitridgecu.org',
        billing: 'Quarterly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 57600, y2: 0, descHas: 'checks' },
        { y1: 12000, y2: 0, descHas: 'Platform' },
      ],
      discounts: [],
      totals: { y1: 69600, y2: 0 },
      amounts: ['$0.40', '$0.32', '$0.25', '$1,000'],
      notPrices: ['$0.40', '$0.25'],
    },
    why: '180,000 checks fall in tier 2: 180,000 x 0.32 = 57,600 (reading 15); platform 1,000 x 12 = 12,000. Total 69,600, exempt (taxRate 0). The tiers not reached, $0.40 and $0.25, are notPrices; tier bounds are quantities.',
  },
  {
    id: 'o18',
    lang: 'en',
    split: 'tune',
    style:
      'UK rep (Pennines), renewal note; multi-academy trust timetabling per school per year moves from the current to the new price; one INSET day; start date; VAT',
    notes: `Renewal – Pennine Learning Trust (9 schools)

Current: TimetableHub £2,150 per school per year. New list for 2027 is £2,290 per school per year, they've accepted it. Adding one INSET training day at £650 (one-off). 12 month renewal, invoiced annually, VAT 20% on top.
Signs: Mrs Helen Ashworth, CFO, h.ashworth@penninelearning.org.uk
Start 1 Jan.`,
    expect: {
      fields: {
        custName: 'Pennine Learning Trust',
        custSigner: 'Helen Ashworth',
        custTitle: 'CFO',
        custEmail: 'h.ashworth@penninelearning.org.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 20610, y2: 0, descHas: 'TimetableHub' },
        { y1: 650, y2: 0, descHas: 'INSET' },
      ],
      discounts: [],
      totals: { y1: 25512, y2: 0 },
      amounts: ['£2,150', '£2,290', '£650'],
      notPrices: ['£2,150'],
    },
    why: 'Renewal at the new price: 9 x 2,290 = 20,610; INSET day 650 one-off. Net 21,260 + VAT 20% 4,252 = 25,512. The current £2,150 is a notPrice (readings 13, 95). "Start 1 Jan" = 2027-01-01; "2027" is not an amount.',
  },
  {
    id: 'o19',
    lang: 'en',
    split: 'tune',
    style:
      'Canadian rep (Alberta), note above a quoted e-mail thread; ELD service per truck per month revised down from an earlier quote, devices one-time; 2-year term; GST',
    notes: `Sam - proposal for Prairie Haul Logistics (Red Deer, AB) pls. They accepted the revised pricing in the thread below: 60 trucks, 2 year term, billing monthly, prices in CAD, GST 5%. Dale signs.

> On Nov 19, 2026, at 10:12 AM, Ana Ruiz <ana.ruiz@tracklog.io> wrote:
> Hi Dale, revised for 60 trucks: TrackLog ELD service C$34/truck/month (down from the C$38 in our October quote), ELD devices C$199 each, one-time.
>
>> On Nov 18, 2026, at 3:05 PM, Dale Kowalchuk <dale@prairiehaul.ca> wrote:
>> We're at 60 trucks now, can you sharpen the October numbers?
>> Dale Kowalchuk | Fleet Manager | Prairie Haul Logistics`,
    expect: {
      fields: {
        custName: 'Prairie Haul Logistics',
        custSigner: 'Dale Kowalchuk',
        custTitle: 'Fleet Manager',
        custEmail: 'dale@prairiehaul.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 24480, y2: 24480, descHas: 'TrackLog' },
        { y1: 11940, y2: 0, descHas: 'devices' },
      ],
      discounts: [],
      totals: { y1: 38241, y2: 25704 },
      amounts: ['C$34', 'C$38', 'C$199'],
      notPrices: ['C$38'],
    },
    why: 'The rep adopts the revised prices of the quoted thread (readings 79, 95). Y1: service 60 x 34 x 12 = 24,480; devices 60 x 199 = 11,940 one-time. Net 36,420 + GST 5% 1,821 = 38,241. Y2: 24,480 + GST 1,224 = 25,704. The October C$38 is a superseded quote (notPrice). Header dates and times give nothing; Ana Ruiz is a colleague.',
  },
  {
    id: 'o20',
    lang: 'en',
    split: 'held',
    style:
      'Australian rep (NSW), bullet notes; allied-health practice software per practitioner per month with a year-two seat ramp, one-off data migration; GST',
    notes: `Proposal notes – Coastal Physio & Allied Health (Newcastle NSW)
- PracticeMate: 40 practitioners in year 1 at A$69 per practitioner per month
- Year 2 grows to 55 practitioners (new Maitland clinic), same price
- Data migration A$4,500 one-off
- 2 year deal, billed monthly, AUD, prices ex GST (GST 10%)
- Sign: Dr Rachel Nguyen, Clinical Director, rachel.nguyen@coastalphysio.com.au`,
    expect: {
      fields: {
        custName: 'Coastal Physio & Allied Health',
        custSigner: 'Rachel Nguyen',
        custTitle: 'Clinical Director',
        custEmail: 'rachel.nguyen@coastalphysio.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 33120, y2: 45540, descHas: 'PracticeMate' },
        { y1: 4500, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 41382, y2: 50094 },
      amounts: ['A$69', 'A$4,500'],
      notPrices: [],
    },
    why: 'Y1: 40 x 69 x 12 = 33,120; migration 4,500 one-off. Net 37,620 + GST 10% 3,762 = 41,382. Y2: 55 x 69 x 12 = 45,540 (year-two quantity, reading 95) + GST 4,554 = 50,094.',
  },
  {
    id: 'o21',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Pittsburgh), dictated note with spoken punctuation and a dictated e-mail address; veterinary practice software per user per month, a monthly module, one-time setup; county sales tax',
    notes: `new proposal for Bayside Veterinary Hospital in Pittsburgh period 15 users on PetChart at $69 per user per month comma plus the lab integration module at $150 per month comma plus one time setup $2,000 period 12 month term comma billed annually period PA sales tax 7 percent for Allegheny County period signer is Doctor Jennifer Morales comma practice owner comma email jen dot morales at baysidevet dot com period thanks`,
    expect: {
      fields: {
        custName: 'Bayside Veterinary Hospital',
        custSigner: 'Jennifer Morales',
        custTitle: 'practice owner',
        custEmail: 'jen.morales@baysidevet.com',
        billing: 'Annual',
        term: '12',
        taxLabel: 'sales tax',
        taxRate: 7,
      },
      lineItems: [
        { y1: 12420, y2: 0, descHas: 'PetChart' },
        { y1: 1800, y2: 0, descHas: 'lab' },
        { y1: 2000, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 17355.4, y2: 0 },
      amounts: ['$69', '$150', '$2,000'],
      notPrices: [],
    },
    why: 'PetChart 15 x 69 x 12 = 12,420; lab module 150 x 12 = 1,800; setup 2,000 one time. Net 16,220 + sales tax 7% 1,135.40 = 17,355.40. Dictated punctuation and e-mail per reading 32; "Doctor" is an honorific (reading 94).',
  },
  {
    id: 'o22',
    lang: 'en',
    split: 'tune',
    style:
      'Indian rep (Bengaluru), Teams message; NBFC loan software modules per annum with 15% off one module only, implementation in lakh; GST',
    notes: `Teams - Rohit Sharma 11:05 AM
@Neha pls make proposal for Kaveri Finserv Pvt Ltd (NBFC, Bengaluru)
LoanStack origination module ₹9,60,000 per annum
Collections module ₹4,80,000 per annum - 15% off on collections module only (approved)
Implementation ₹3.5 lakh one time
1 yr contract, billed annually, GST 18% extra
Sign by: Mr. Venkatesh Iyer, CFO, venkatesh.iyer@kaverifinserv.com`,
    expect: {
      fields: {
        custName: 'Kaveri Finserv',
        custSigner: 'Venkatesh Iyer',
        custTitle: 'CFO',
        custEmail: 'venkatesh.iyer@kaverifinserv.com',
        currency: 'INR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 960000, y2: 0, descHas: 'origination' },
        { y1: 408000, y2: 0, descHas: 'Collections' },
        { y1: 350000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 2027240, y2: 0 },
      amounts: ['₹9,60,000', '₹4,80,000', '₹3.5 lakh'],
      notPrices: [],
    },
    why: 'Origination 9,60,000; collections 4,80,000 less 15% on that module only (folded, reading 96) = 4,08,000; implementation 3.5 lakh = 3,50,000 one-time. Net 17,18,000 + GST 18% 3,09,240 = 20,27,240.',
  },
  {
    id: 'o23',
    lang: 'en',
    split: 'tune',
    style:
      'Scottish rep, Slack post in a deals channel; college managed-print maintenance per device per quarter, on-site engineer days; 3-year term with fixed prices; VAT',
    notes: `#deals-scotland  Fiona M  09:41
New one: Clyde Valley College, managed print maintenance. 220 devices at £4.50 per device per quarter. Plus 6 on-site engineer days @ £520/day for the refresh, one-off. 3-year term, prices fixed for all 3 years. Billed quarterly. VAT 20%. Signatory: Alasdair Munro, Director of Finance, a.munro@clydevalley.ac.uk`,
    expect: {
      fields: {
        custName: 'Clyde Valley College',
        custSigner: 'Alasdair Munro',
        custTitle: 'Director of Finance',
        custEmail: 'a.munro@clydevalley.ac.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 3960, y2: 3960, descHas: 'maintenance' },
        { y1: 3120, y2: 0, descHas: 'engineer' },
      ],
      discounts: [],
      totals: { y1: 8496, y2: 4752 },
      amounts: ['£4.50', '£520'],
      notPrices: [],
    },
    why: 'Y1: 220 x 4.50 x 4 quarters = 3,960; engineer days 6 x 520 = 3,120 one-off. Net 7,080 + VAT 20% 1,416 = 8,496. Y2 (prices fixed): 3,960 + VAT 792 = 4,752. Only year two is measured.',
  },
  {
    id: 'o24',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Iowa), short bullet list; school district math platform per student per year, PD sessions; US-style start date; tax exempt',
    notes: `Prop: Cedar Falls Community School District (Iowa)
- MathPath: 2,400 students x $4.25/student/yr
- PD training: 3 sessions @ $1,200 per session
- 1 yr, annual invoice, start 7/1/2027
- Tax exempt (public school district)
- Signer: Dr. Lisa Henning, Asst. Superintendent, lhenning@cfschools.org`,
    expect: {
      fields: {
        custName: 'Cedar Falls Community School District',
        custSigner: 'Lisa Henning',
        custTitle: 'Asst. Superintendent',
        custEmail: 'lhenning@cfschools.org',
        billing: 'Annual',
        term: '12',
        startDate: '2027-07-01',
        taxRate: 0,
      },
      lineItems: [
        { y1: 10200, y2: 0, descHas: 'MathPath' },
        { y1: 3600, y2: 0, descHas: 'PD' },
      ],
      discounts: [],
      totals: { y1: 13800, y2: 0 },
      amounts: ['$4.25', '$1,200'],
      notPrices: [],
    },
    why: '2,400 x 4.25 = 10,200 per year; PD 3 sessions x 1,200 = 3,600 one-time (reading 37). Total 13,800, exempt (taxRate 0). "start 7/1/2027" is month-first = 2027-07-01.',
  },
  {
    id: 'o25',
    lang: 'en',
    split: 'held',
    style:
      'South African rep (Durban), e-mail lines to a colleague; payroll SaaS per employee per month, a monthly module, once-off onboarding; 3 years with a 6% escalation on all recurring items; VAT',
    notes: `Hi Thandi, please draft for Ubuntu Care Homes (Durban):
PayrollPlus for 320 employees at R 38 per employee per month
Leave & time module R 2 500 per month
Onboarding & payroll parallel run R 18 000 once off
3 years, annual escalation 6% on all recurring items
VAT 15%
Signer: Ms Nomvula Dlamini, HR Director, nomvula@ubuntucare.co.za`,
    expect: {
      fields: {
        custName: 'Ubuntu Care Homes',
        custSigner: 'Nomvula Dlamini',
        custTitle: 'HR Director',
        custEmail: 'nomvula@ubuntucare.co.za',
        currency: 'ZAR',
        term: '36',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 145920, y2: 154675.2, descHas: 'PayrollPlus' },
        { y1: 30000, y2: 31800, descHas: 'Leave' },
        { y1: 18000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 223008, y2: 214446.48 },
      amounts: ['R 38', 'R 2 500', 'R 18 000'],
      notPrices: [],
    },
    why: 'Y1: 320 x 38 x 12 = 145,920; module 2,500 x 12 = 30,000; onboarding 18,000 once off. Net 193,920 + VAT 15% 29,088 = 223,008. Y2: escalation 6% on both recurring lines: 154,675.20 + 31,800 = 186,475.20 + VAT 27,971.28 = 214,446.48. No billing stated.',
  },
  {
    id: 'o26',
    lang: 'en',
    split: 'tune',
    style:
      'New Zealand rep (Queenstown), bullet list; lodge booking engine per month, Gold support per year with the Silver price shown, once-off integration; 10% off the total for year 1; GST',
    notes: `Proposal – Queenstown Alpine Lodge
- GuestLink booking engine NZ$420/month
- Support: Gold, NZ$1,200 per year (Silver would have been NZ$600, they want Gold)
- Website integration NZ$2,750 once-off
- 10% off the total for year 1 (launch promo)
- 1 yr, paid annually, prices excl. GST, GST 15%
- Signed by Sophie Tane, General Manager, sophie@qtalpinelodge.co.nz`,
    expect: {
      fields: {
        custName: 'Queenstown Alpine Lodge',
        custSigner: 'Sophie Tane',
        custTitle: 'General Manager',
        custEmail: 'sophie@qtalpinelodge.co.nz',
        currency: 'NZD',
        billing: 'Annual',
        term: '12',
        support: 'Gold',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 5040, y2: 0, descHas: 'GuestLink' },
        { y1: 1200, y2: 0, descHas: 'Gold' },
        { y1: 2750, y2: 0, descHas: 'integration' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 9304.65, y2: 0 },
      amounts: ['NZ$420', 'NZ$1,200', 'NZ$600', 'NZ$2,750'],
      notPrices: ['NZ$600'],
    },
    why: 'Booking engine 420 x 12 = 5,040; Gold support 1,200/yr (sets support; Silver NZ$600 is a notPrice, reading 95); integration 2,750 once-off. Subtotal 8,990 less 10% 899 = 8,091 + GST 15% 1,213.65 = 9,304.65.',
  },
  {
    id: 'o27',
    lang: 'es-419',
    split: 'tune',
    style:
      'Mexican rep (Guadalajara), one-line request; restaurant POS per branch per month, installation per branch paid once; IVA',
    notes: `Propuesta para Taquerías El Güero (Guadalajara): 6 sucursales, licencia PuntoVenta $850 MXN por sucursal al mes + instalación $3,500 MXN por sucursal, pago único. Contrato 12 meses, facturación mensual, IVA 16%. Firma: Lic. Ramón Ibarra, director general, ramon.ibarra@elguero.mx`,
    expect: {
      fields: {
        custName: 'Taquerías El Güero',
        custSigner: 'Ramón Ibarra',
        custTitle: 'director general',
        custEmail: 'ramon.ibarra@elguero.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 61200, y2: 0, descHas: 'PuntoVenta' },
        { y1: 21000, y2: 0, descHas: 'instalación' },
      ],
      discounts: [],
      totals: { y1: 95352, y2: 0 },
      amounts: ['$850 MXN', '$3,500 MXN'],
      notPrices: [],
    },
    why: 'Licencia 6 x 850 x 12 = 61,200; instalación 6 x 3,500 = 21,000 pago único (per-branch one-time fee x count, reading 2). Neto 82,200 + IVA 16% 13,152 = 95,352. Comma thousands (reading 90).',
  },
  {
    id: 'o28',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Benidorm), short e-mail to a colleague with bullets; hotel booking software per hotel per month, training days, one-time set-up; 2 years at the same price; IVA',
    notes: `Hola Marta:

¿Me preparas la propuesta para Hoteles Mirasol S.L. (Benidorm)? Son 3 hoteles:
- Software de reservas HotelNube: 420 € al mes por hotel
- Formación: 2 jornadas a 680 € la jornada
- Alta y configuración: 1.500 €, pago único
Contrato de 2 años, mismo precio ambos años. Facturación mensual. Precios sin IVA (21%).
Firma el director general, D. Javier Roig Soler, jroig@hotelesmirasol.es

Gracias,
Álvaro`,
    expect: {
      fields: {
        custName: 'Hoteles Mirasol',
        custSigner: 'Javier Roig Soler',
        custTitle: 'director general',
        custEmail: 'jroig@hotelesmirasol.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 15120, y2: 15120, descHas: 'HotelNube' },
        { y1: 1360, y2: 0, descHas: 'Formación' },
        { y1: 1500, y2: 0, descHas: 'Alta' },
      ],
      discounts: [],
      totals: { y1: 21755.8, y2: 18295.2 },
      amounts: ['420 €', '680 €', '1.500 €'],
      notPrices: [],
    },
    why: 'A1: 3 hoteles x 420 x 12 = 15.120; formación 2 x 680 = 1.360 (per day, one-time); alta 1.500 pago único. Neto 17.980 + IVA 21% 3.775,80 = 21.755,80. A2: 15.120 (mismo precio) + IVA 3.175,20 = 18.295,20.',
  },
  {
    id: 'o29',
    lang: 'es-419',
    split: 'tune',
    style:
      'Argentine rep (Pergamino), voseo list to a colleague; silo sensors per silo paid once, monitoring platform per month; a later correction of the silo count; IVA',
    notes: `Che Lucas, te paso lo de Agropecuaria Los Tilos S.A. (Pergamino) para la propuesta:
- Sensores SiloGuard: 12 silos a US$ 480 por silo, pago único
- Plataforma de monitoreo US$ 250 por mes
- Contrato por un año, facturación mensual
- IVA 21%
Firma el presidente, Ing. Martín Aguirre, maguirre@lostilos.com.ar

Corrijo: son 14 silos, no 12. Me confirmó Martín recién.`,
    expect: {
      fields: {
        custName: 'Agropecuaria Los Tilos',
        custSigner: 'Martín Aguirre',
        custTitle: 'presidente',
        custEmail: 'maguirre@lostilos.com.ar',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 6720, y2: 0, descHas: 'SiloGuard' },
        { y1: 3000, y2: 0, descHas: 'Plataforma' },
      ],
      discounts: [],
      totals: { y1: 11761.2, y2: 0 },
      amounts: ['US$ 480', 'US$ 250'],
      notPrices: [],
    },
    why: 'Corrected count 14 silos (reading 95): 14 x 480 = 6.720 pago único; plataforma 250 x 12 = 3.000. Neto 9.720 + IVA 21% 2.041,20 = 11.761,20.',
  },
  {
    id: 'o30',
    lang: 'es-419',
    split: 'tune',
    style: 'Chilean rep (Temuco), plain list; school LMS per student per year, teacher training sessions; validity; IVA',
    notes: `Propuesta Colegio San Ignacio de Temuco
Plataforma AulaViva: 900 alumnos a CLP 2.400 por alumno al año
Capacitación docentes: 2 sesiones a CLP 180.000 c/u
Contrato 12 meses, pago anual
IVA 19%
Firma: Sra. Carolina Muñoz, rectora, cmunoz@sanignaciotemuco.cl
Oferta válida 30 días`,
    expect: {
      fields: {
        custName: 'Colegio San Ignacio de Temuco',
        custSigner: 'Carolina Muñoz',
        custTitle: 'rectora',
        custEmail: 'cmunoz@sanignaciotemuco.cl',
        currency: 'CLP',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 2160000, y2: 0, descHas: 'AulaViva' },
        { y1: 360000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 2998800, y2: 0 },
      amounts: ['CLP 2.400', 'CLP 180.000'],
      notPrices: [],
    },
    why: '900 x 2.400 = 2.160.000 al año; capacitación 2 x 180.000 = 360.000 (per session, one-time). Neto 2.520.000 + IVA 19% 478.800 = 2.998.800. "Oferta válida 30 días" = 2026-12-21.',
  },
  {
    id: 'o31',
    lang: 'es-419',
    split: 'tune',
    style:
      'Colombian rep (Medellín), renewal note; clinical records licence moves from the current to the new monthly price, Premium support kept at its current price; start date; IVA',
    notes: `Renovación IPS Salud Andina (Medellín)
Hablé con el Dr. Felipe Restrepo (gerente, él firma): aceptan la renovación con el nuevo precio. La licencia de HistoriaClínica Web pasa de COP 1.150.000 a COP 1.240.000 mensuales. El soporte Premium se mantiene en COP 350.000 mensuales.
Renovación por 12 meses desde el 1 de enero, facturación mensual, IVA 19%.
Correo: felipe.restrepo@ipssaludandina.com.co`,
    expect: {
      fields: {
        custName: 'IPS Salud Andina',
        custSigner: 'Felipe Restrepo',
        custTitle: 'gerente',
        custEmail: 'felipe.restrepo@ipssaludandina.com.co',
        currency: 'COP',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-01',
        support: 'Premium',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 14880000, y2: 0, descHas: 'HistoriaClínica' },
        { y1: 4200000, y2: 0, descHas: 'soporte' },
      ],
      discounts: [],
      totals: { y1: 22705200, y2: 0 },
      amounts: ['COP 1.150.000', 'COP 1.240.000', 'COP 350.000'],
      notPrices: ['COP 1.150.000'],
    },
    why: 'Licencia at the new price 1.240.000 x 12 = 14.880.000; soporte Premium kept at 350.000 x 12 = 4.200.000 (its current price is the line price, reading 95). Neto 19.080.000 + IVA 19% 3.625.200 = 22.705.200. The old 1.150.000 is a notPrice. "desde el 1 de enero" = 2027-01-01.',
  },
  {
    id: 'o32',
    lang: 'es-419',
    split: 'tune',
    style:
      'Peruvian rep (Arequipa), bullet list; courier routing software per vehicle per month, GPS units each, installation once; IGV',
    notes: `Propuesta – Rápido Express del Sur S.A.C. (Arequipa)
• RutaFácil: 30 unidades a S/ 95 por unidad al mes
• Equipos GPS: 30 a S/ 420 c/u (pago único)
• Instalación S/ 2,800 una sola vez
• 12 meses, pago mensual
• IGV 18%
• Firma: Sr. Luis Quispe Mamani, gerente de operaciones, lquispe@rapidoexpress.pe`,
    expect: {
      fields: {
        custName: 'Rápido Express del Sur',
        custSigner: 'Luis Quispe Mamani',
        custTitle: 'gerente de operaciones',
        custEmail: 'lquispe@rapidoexpress.pe',
        currency: 'PEN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 34200, y2: 0, descHas: 'RutaFácil' },
        { y1: 12600, y2: 0, descHas: 'GPS' },
        { y1: 2800, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 58528, y2: 0 },
      amounts: ['S/ 95', 'S/ 420', 'S/ 2,800'],
      notPrices: [],
    },
    why: 'RutaFácil 30 x 95 x 12 = 34,200; GPS 30 x 420 = 12,600 pago único; instalación 2,800 una vez. Neto 49,600 + IGV 18% 8,928 = 58,528.',
  },
  {
    id: 'o33',
    lang: 'es-419',
    split: 'tune',
    style:
      'Ecuadorian rep (Cuenca), short e-mail to a colleague; clinic scheduling software per user per month, implementation once; 10% off the total; IVA',
    notes: `Buenas tardes Andrés,
Para la propuesta de Clínica Santa Lucía (Cuenca):
Licencia MediCitas para 20 usuarios a USD 38 mensuales por usuario.
Implementación USD 1.800 (una sola vez).
Les aprobamos un descuento del 10% sobre el total.
Contrato 12 meses, facturación anual. IVA 15%.
Firmará la Dra. Paola Vintimilla, directora médica, pvintimilla@clinicasantalucia.ec
Saludos, Gabriela`,
    expect: {
      fields: {
        custName: 'Clínica Santa Lucía',
        custSigner: 'Paola Vintimilla',
        custTitle: 'directora médica',
        custEmail: 'pvintimilla@clinicasantalucia.ec',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 9120, y2: 0, descHas: 'MediCitas' },
        { y1: 1800, y2: 0, descHas: 'Implementación' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 11302.2, y2: 0 },
      amounts: ['USD 38', 'USD 1.800'],
      notPrices: [],
    },
    why: 'Licencia 20 x 38 x 12 = 9.120; implementación 1.800 (dot thousands, reading 90). Subtotal 10.920 less 10% 1.092 = 9.828 + IVA 15% 1.474,20 = 11.302,20.',
  },
  {
    id: 'o34',
    lang: 'es-419',
    split: 'held',
    style:
      'Guatemalan rep (Huehuetenango), list; coffee co-op accounting system per month, training once; 2 years with a 5% year-two increase on the monthly fee; IVA',
    notes: `Propuesta para Cooperativa Cafetalera Nuevo Amanecer, R.L. (Huehuetenango)
Sistema contable CoopConta: Q 1,450 al mes
Capacitación: Q 4,800, única vez
Contrato de 2 años, con aumento del 5% en el segundo año sobre la mensualidad
Precios en quetzales, más IVA 12%
Pago mensual
Firma el gerente, Lic. Byron Pérez, bperez@nuevoamanecer.org.gt`,
    expect: {
      fields: {
        custName: 'Cooperativa Cafetalera Nuevo Amanecer',
        custSigner: 'Byron Pérez',
        custTitle: 'gerente',
        custEmail: 'bperez@nuevoamanecer.org.gt',
        currency: 'GTQ',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 17400, y2: 18270, descHas: 'CoopConta' },
        { y1: 4800, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 24864, y2: 20462.4 },
      amounts: ['Q 1,450', 'Q 4,800'],
      notPrices: [],
    },
    why: 'A1: 1,450 x 12 = 17,400; capacitación 4,800 única vez. Neto 22,200 + IVA 12% 2,664 = 24,864. A2: 17,400 x 1.05 = 18,270 (uplift on the monthly fee) + IVA 2,192.40 = 20,462.40. Comma thousands (reading 90).',
  },
  {
    id: 'o35',
    lang: 'es-419',
    split: 'tune',
    style:
      'Uruguayan rep (Maldonado), bullet list; cold-room preventive maintenance per unit per month, a block of corrective hours billed once; IVA',
    notes: `Propuesta: Frigorífico Del Este S.A. (Maldonado) – mantenimiento de cámaras de frío
- Mantenimiento preventivo de 8 equipos a US$ 95 por equipo al mes
- Bolsa de 10 horas de servicio correctivo a US$ 60 la hora (se factura una vez)
- Contrato 12 meses, facturación mensual
- IVA 22%
- Firma: Ing. Sofía Cabrera, jefa de planta, scabrera@frigodeleste.com.uy`,
    expect: {
      fields: {
        custName: 'Frigorífico Del Este',
        custSigner: 'Sofía Cabrera',
        custTitle: 'jefa de planta',
        custEmail: 'scabrera@frigodeleste.com.uy',
        currency: 'USD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 9120, y2: 0, descHas: 'preventivo' },
        { y1: 600, y2: 0, descHas: 'correctivo' },
      ],
      discounts: [],
      totals: { y1: 11858.4, y2: 0 },
      amounts: ['US$ 95', 'US$ 60'],
      notPrices: [],
    },
    why: 'Preventivo 8 x 95 x 12 = 9.120; bolsa 10 horas x 60 = 600, one block billed once (reading 63). Neto 9.720 + IVA 22% 2.138,40 = 11.858,40.',
  },
  {
    id: 'o36',
    lang: 'es-419',
    split: 'held',
    style:
      'Costa Rican rep (San José), e-invoicing with whole-volume tiers per document and a committed annual volume, platform fee per month; IVA',
    notes: `Propuesta para Distribuidora La Sabana S.A. (San José) – facturación electrónica
Precios por comprobante, todo el volumen al tramo alcanzado:
  hasta 5.000 comprobantes al año: ₡45
  de 5.001 a 20.000: ₡38
  más de 20.000: ₡30
Se comprometen a 12.000 comprobantes al año.
Cuota de plataforma ₡35.000 mensuales.
Contrato 12 meses, pago anual. Precios en colones, más IVA 13%.
Firma: Lic. Esteban Mora, gerente financiero, emora@lasabana.cr`,
    expect: {
      fields: {
        custName: 'Distribuidora La Sabana',
        custSigner: 'Esteban Mora',
        custTitle: 'gerente financiero',
        custEmail: 'emora@lasabana.cr',
        currency: 'CRC',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 456000, y2: 0, descHas: 'comprobante' },
        { y1: 420000, y2: 0, descHas: 'plataforma' },
      ],
      discounts: [],
      totals: { y1: 989880, y2: 0 },
      amounts: ['₡45', '₡38', '₡30', '₡35.000'],
      notPrices: ['₡45', '₡30'],
    },
    why: '12.000 comprobantes fall in the second tier: 12.000 x 38 = 456.000 (reading 15); plataforma 35.000 x 12 = 420.000. Neto 876.000 + IVA 13% 113.880 = 989.880. The other tiers ₡45 and ₡30 are notPrices; tier bounds are quantities.',
  },
  {
    id: 'o37',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Eibar), visit notes; maintenance software (GMAO) per user per month, one-time implementation; list total and an agreed all-in figure for the first year; IVA',
    notes: `Notas visita Talleres Urbieta S.L. (Eibar)
GMAO MantenPlus: 25 usuarios a 55 € al mes por usuario
Implantación y carga de datos: 6.000 €, pago único
Total lista primer año 22.500 €. Han apretado y cerramos en 20.000 € todo incluido el primer año.
Contrato 12 meses, facturación anual, IVA 21% aparte.
Firma Dña. Ainhoa Urbieta, gerente, ainhoa@talleresurbieta.es`,
    expect: {
      fields: {
        custName: 'Talleres Urbieta',
        custSigner: 'Ainhoa Urbieta',
        custTitle: 'gerente',
        custEmail: 'ainhoa@talleresurbieta.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 16500, y2: 0, descHas: 'MantenPlus' },
        { y1: 6000, y2: 0, descHas: 'Implantación' },
      ],
      discounts: [{ kind: 'amount', value: 2500, y1: true, y2: false }],
      totals: { y1: 24200, y2: 0 },
      amounts: ['55 €', '6.000 €', '22.500 €', '20.000 €'],
      notPrices: [],
    },
    why: 'Lines at list: 25 x 55 x 12 = 16.500; implantación 6.000 pago único; subtotal 22.500 (the stated list total). Agreed 20.000 todo incluido for year one: amount discount 2.500 on y1 (reading 95). Neto 20.000 + IVA 21% 4.200 = 24.200. The list total and the agreed figure are amounts, not lines, not notPrices.',
  },
  {
    id: 'o38',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Zaragoza), Teams message; warehouse RF terminals each with 10% off the hardware only, WMS licence per month; 2 years without a year-two increase; IVA',
    notes: `[Teams] Nuria Gil 16:20
Propuesta para Logística Ebro S.L. (Zaragoza):
12 terminales de radiofrecuencia a 890 € c/u (compra), con un 10% de descuento solo en el hardware
Licencia AlmaWMS 1.100 € al mes
Contrato 2 años, facturación mensual, sin subida el segundo año
IVA 21%
Firma Jorge Lacasa, director de operaciones, jlacasa@logisticaebro.es`,
    expect: {
      fields: {
        custName: 'Logística Ebro',
        custSigner: 'Jorge Lacasa',
        custTitle: 'director de operaciones',
        custEmail: 'jlacasa@logisticaebro.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 9612, y2: 0, descHas: 'terminales' },
        { y1: 13200, y2: 13200, descHas: 'AlmaWMS' },
      ],
      discounts: [],
      totals: { y1: 27602.52, y2: 15972 },
      amounts: ['890 €', '1.100 €'],
      notPrices: [],
    },
    why: 'A1: terminales 12 x 890 = 10.680 less 10% on the hardware only (folded, reading 96) = 9.612, one-time (hardware bought, reading 65); licencia 1.100 x 12 = 13.200. Neto 22.812 + IVA 21% 4.790,52 = 27.602,52. A2: 13.200 + IVA 2.772 = 15.972.',
  },
  {
    id: 'o39',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Valladolid), dictated note with spoken punctuation and a dictated e-mail; academy platform per student per month, teacher training once; quarterly billing; IVA exempt',
    notes: `propuesta para Academia Nexo Formación coma de Valladolid punto plataforma AulaNexo para 300 alumnos a 2,50 € por alumno al mes punto formación del profesorado 450 € una sola vez punto contrato de 12 meses coma facturación trimestral punto exento de IVA por ser formación reglada punto firma la directora coma Elena Sanz coma correo elena punto sanz arroba academianexo punto es punto`,
    expect: {
      fields: {
        custName: 'Academia Nexo Formación',
        custSigner: 'Elena Sanz',
        custTitle: 'directora',
        custEmail: 'elena.sanz@academianexo.es',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 9000, y2: 0, descHas: 'AulaNexo' },
        { y1: 450, y2: 0, descHas: 'profesorado' },
      ],
      discounts: [],
      totals: { y1: 9450, y2: 0 },
      amounts: ['2,50 €', '450 €'],
      notPrices: [],
    },
    why: 'AulaNexo 300 x 2,50 x 12 = 9.000; formación 450 una sola vez. Total 9.450, exento de IVA (taxRate 0, reading 92). Spoken "coma", "punto", "arroba" per readings 32, 55.',
  },
  {
    id: 'o40',
    lang: 'es-419',
    split: 'held',
    style:
      'Dominican rep (Bávaro), CRM record (Oportunidad, Etapa, Fecha de cierre, Monto, Responsable) with a description; hotel PMS per month and housekeeping tablets bought once; ITBIS',
    notes: `Oportunidad: Hotel Playa Dorada Bávaro – PMS y housekeeping
Etapa: Propuesta
Fecha de cierre: 15/12/2026
Monto: RD$ 716,000
Responsable: Carlos Peña

Descripción: Licencia StayPro PMS RD$ 28,000 mensuales. 40 tablets para housekeeping a RD$ 9,500 c/u (compra, pago único). Contrato 12 meses, facturación mensual. ITBIS 18%. Firma: Sra. Yolanda Reyes, gerente general, yreyes@playadoradabavaro.com.do`,
    expect: {
      fields: {
        custName: 'Hotel Playa Dorada Bávaro',
        custSigner: 'Yolanda Reyes',
        custTitle: 'gerente general',
        custEmail: 'yreyes@playadoradabavaro.com.do',
        currency: 'DOP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'ITBIS',
        taxRate: 18,
      },
      lineItems: [
        { y1: 336000, y2: 0, descHas: 'StayPro' },
        { y1: 380000, y2: 0, descHas: 'tablets' },
      ],
      discounts: [],
      totals: { y1: 844880, y2: 0 },
      amounts: ['RD$ 716,000', 'RD$ 28,000', 'RD$ 9,500'],
      notPrices: [],
    },
    why: 'Licencia 28,000 x 12 = 336,000; tablets 40 x 9,500 = 380,000 pago único. Neto 716,000 (the CRM Monto restates it: amount, no line, not a notPrice, reading 81) + ITBIS 18% 128,880 = 844,880. Fecha de cierre, etapa and responsable give nothing.',
  },
];
