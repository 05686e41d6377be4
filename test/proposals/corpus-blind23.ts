import type { BlindNote } from './corpus-blind';

/*
 * Blind corpus 23: 40 hand-labelled sales-rep notes measuring the ordinary
 * range of what a sales team writes in a month (26 English: US reps (Texas,
 * Ohio, California, Georgia, Colorado), UK reps (Manchester, Kent,
 * Yorkshire), Ireland (Limerick), Canada (Ontario, Alberta), Australia (New
 * South Wales, Queensland), New Zealand (Northland, Canterbury), India (Pune,
 * Tamil Nadu), South Africa (Durban, Western Cape), Singapore (two),
 * the Philippines (Cebu), Nigeria (Lagos, two) and Kenya (Nakuru, Kisumu);
 * 14 Spanish: Mexico (Guadalajara, Monterrey), Argentina, Chile, Colombia,
 * Peru, Uruguay, Guatemala, Ecuador and Costa Rica (es-419), and Spain
 * (Madrid, Barcelona, Valencia, Seville; es-ES)) for draft_proposal /
 * POST /proposals.
 * About two thirds are ordinary notes: terse one-liners, bullet lists, short
 * e-mails to a colleague, a dictated voice note, notes with typos and rep
 * shorthand, Slack, Teams and WhatsApp messages, a CRM record; seats or users
 * per month or per year, per-unit, per-site, per-vehicle and per-term prices,
 * one-time setup, onboarding, migration, training and hardware, support
 * tiers, a whole-deal discount, a discount scoped to some lines, multi-year
 * terms flat or with an uplift, VAT, GST, HST, IVA and IGV, and tax
 * exemptions. Industries: clinics, vets, dental groups, title and property
 * firms, credit unions, hotels, breweries, schools, freight fleets, farms and
 * co-ops, textile plants, a call centre, facilities maintenance, cleaning,
 * managed print and managed IT services, solar maintenance, cold rooms. About
 * one third are the harder kinds reps really write: a correction later in the
 * note (a dropped item, a corrected count), an option the customer did not
 * choose, a competitor's price, free months, whole-volume tier pricing, an
 * earlier quoted price, a seat ramp in year two, a price per 1,000 units, an
 * agreed all-in figure for year one, a discount capped by a manager in a
 * chat, and a budget the deal is compared with.
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
 * Readings added for this corpus (90-99 are new):
 * 90. Number conventions of this corpus (readings 9, 17, 76). Every English
 *     note writes "," for thousands and "." for decimals ("$1.10" = 1.1,
 *     "€0.95" = 0.95, "$0.90" = 0.9, "R85,000" = 85000, "KES 2.4M" =
 *     2 400 000), except that the Indian notes (a05, a26) use lakh grouping
 *     ("₹1,20,000" = 120000, "₹2,40,000" = 240000, "₹3.5 lakh" = 350000) and
 *     the South African note a09 groups thousands with a space ("R 2 450" =
 *     2450, reading 17). In Spanish, the Mexican, Peruvian and Guatemalan
 *     notes write comma thousands ("$18,500 MXN" = 18500, "S/ 4,800" = 4800,
 *     "Q 4,200" = 4200); the Spanish, Argentine, Chilean, Colombian,
 *     Uruguayan, Ecuadorian and Costa Rican notes follow reading 9
 *     ("1.450,00 €" = 1450, "59,00 €" = 59, "CLP 24.900" = 24900, "1.200.000
 *     pesos colombianos" = 1200000, "US$ 3.200" = 3200, "USD 1.600" = 1600,
 *     "₡45.000" = 45000). Quantities follow the note's own convention
 *     ("1,150 units" = 1150, "250,000 emails" = 250000).
 * 91. Currency evidence under reading 10 in this corpus: £ (GBP), € (EUR),
 *     ₹ (INR), ₱ (PHP), ₦ (NGN), A$ (AUD), NZ$ (NZD), C$ (CAD, in the
 *     Canadian notes), S$ (SGD), US$ (USD), S/ (PEN), R in the South African
 *     notes (ZAR), KSh and KES (KES), "pesos colombianos" (COP), Q with
 *     "quetzales" (GTQ), ₡ with "colones" (CRC); MXN, CLP and USD written as
 *     codes. The Argentine note quotes "en dólares (USD)": USD. The US notes
 *     write a bare "$" only and give no currency expectation.
 * 92. taxLabel and taxRate in this corpus (readings 24, 78): 'VAT' for the
 *     UK (20), Irish (23), South African (15), Nigerian (7.5), Kenyan (16)
 *     and Filipino (12) notes; 'GST' for Australia (10), New Zealand (15),
 *     Singapore (9), India (18) and Alberta (5); 'HST' for Ontario (13);
 *     'IVA' for Mexico (16), Spain (21), Argentina (21), Chile (19), Colombia
 *     (19, dictated "19 por ciento"), Uruguay (22), Guatemala (12), Ecuador
 *     (15) and Costa Rica (13); 'IGV' for Peru (18). "Prices ex GST, add
 *     10%", "Prices ex GST (15%)", "GST 15% on top", "Plus VAT at 20%", "VAT
 *     15% to be added", "GST 18% extra", "+ GST 9%", "Más IVA", "IVA 21%
 *     aparte" put the tax on top of the net (reading 7). "Credit union - tax
 *     exempt", "no sales tax on this (CA doesn't tax SaaS)", "GA sales tax
 *     doesn't apply - no tax", "CO sales tax n/a on this" and "NGO, VAT
 *     exempt" carry taxRate 0 and no taxLabel.
 * 93. Corrections at the end of a note (readings 8, 28): an item the
 *     correction drops ("they dropped the payroll module") gives no line and
 *     its price is a notPrice; a corrected count ("headcount is 260 not
 *     240", "son 6 centros, no 5; GymControl y el alta también para 6")
 *     replaces the earlier count on the lines it names, and free months then
 *     apply to the corrected count (reading 6). Neither count is an amount.
 * 94. A price per school term is multiplied by the number of terms a year
 *     that the note states ("KSh 150 per student per term (3 terms a year)"
 *     = 820 x 150 x 3); "billed per term" is not one of the product's billing
 *     values and gives no billing expectation.
 * 95. Scheduled recurring service visits are recurring lines, not the
 *     one-time sessions of reading 37: "₦650,000 per visit, 4 visits per
 *     year" is 4 x 650,000 a year, and "S$1,500 per outlet per quarter" is
 *     x 4 a year (reading 1); both repeat in year two on multi-year deals. A
 *     survey, audit or diagnostic visit done once ("One-off condition
 *     survey", "Battery health audit ... one-off at start", "Visita de
 *     diagnóstico inicial ... única vez") is one-time.
 * 96. Phrases (readings 60, 72, 73, 88). Billing Monthly: "monthly debit
 *     order", "billed mnthly", "pay monthly", "Monthly invoicing"; Annual:
 *     "invoiced annually", "yearly billing", "service billed annually",
 *     "Billed annually in advance", "facturación anual"; Quarterly: "billing
 *     quarterly", "payment quarterly", "facturación trimestral". Term '12':
 *     "12 mo", "12 mo term", "12 month term", "12 month contract", "12
 *     months", "1 year", "1 yr", "Contract 1 year", "1 year contract",
 *     "Contrato 12 meses", "Contrato de 12 meses", "Contrato por un año";
 *     '24': "2 year contract", "2 year term", "2 years", "2 yr deal", "2 yr
 *     contract", "2yr contract", "24 month contract", "Contract 2 years",
 *     "Contrato 2 años", "Contrato de 2 años"; '36': "3 year contract", "3
 *     year term", "3 year service term" (a service contract sold with
 *     hardware: the whole deal is read as 3 years). Year-two uplifts of the
 *     named lines (reading 38): "yr2 +5% on RentRoll", "yr 2 +6% on the
 *     licence", "year 2 increase 10% on monitoring only", and "yr2 +6%
 *     escalation on all recurring" (every recurring line). Year two at the
 *     year-one price: "pricing flat both years", "same price year 2",
 *     "prices fixed", "prices fixed for 3 years", "cloud price locked 3
 *     yrs", "segundo año mismo precio", "mismo precio ambos años", "el
 *     segundo año a precio de lista". Shorthand: "pu pm" = per user per
 *     month, "pm" = per month, "impl" = implementation, "pcs" and "nos" =
 *     pieces, "c/u" = each; "onceoff", "once off", "once-off", "one-off",
 *     "one off", "una sola vez", "una vez", "única vez", "pago único" =
 *     one-time. Dates (readings 11, 49, 71): "start 1 Jan", "start Jan 1" and
 *     "inicio el 1 de enero" = 2027-01-01; "start 11 Jan" = 2027-01-11;
 *     "start 1 Feb 2027" = 2027-02-01; "start 12/1" in the US note =
 *     2026-12-01; "quote valid 30 days" = 2026-12-21; "valid 14 days" =
 *     2026-12-05; "Oferta válida por 15 días" = 2026-12-06; "quote valid
 *     until Dec 15" and "Oferta válida hasta el 15/12/2026" = 2026-12-15;
 *     "Valid until 18 December" = 2026-12-18.
 * 97. Signers (readings 58, 70, 87): "Signer:", "signer:", "Signer is",
 *     "Signer X", "Signatory:", "Signatory is", "signatory X", "X is the
 *     signatory", "Contact + signer:", "Signed by:", "Contract signed by",
 *     "Person to sign:", "Signing:", "Sign:", "Signs:", "X signs", "X will
 *     sign", "Firma:", "Firma X", "Firma el/la X" name custSigner. A title
 *     before the name is custTitle ("Owner Daniel Okafor signs", "MD Mrs.
 *     Folake Adeyemi will sign", "Principal Mr. Samuel Kiprono signs",
 *     "Firma la gerente, Rocío Benjumea"); a title after the name, after a
 *     comma, a dash or in brackets, is custTitle as written, abbreviations
 *     and typos kept ("office mgr", "GM", "COO", "Finacial Director").
 *     Honorifics added to readings 39, 48, 70 and 87: Engr. (Nigerian
 *     engineers), Doña, and "la doctora" spelled out in the dictated note;
 *     like Mr, Mrs., Dr., Dra., Ing., Lic., Cr., C.P., Sr. and don they are
 *     not part of custSigner. Names written family name first keep the
 *     note's order ("Tan Mei Xuan", "Lim Wei Jie"); an initial is kept ("K.
 *     Senthil Kumar", reading 48).
 * 98. Names and fields not expected: custName is the customer as the note
 *     names it, compared by its core words without legal suffixes (reading
 *     89; added: (Pty) Ltd, Pvt Ltd, DAC, SpA, S.L., S.A., S.A.C., Co.). The
 *     colleague a note is addressed to or signed by ("Hi Priya", "Hola
 *     Memo", "Hola Marta", "@dan", "Wei Ling", "Ma'am Joy", "Buenas tardes
 *     Karla", "Cheers, Jack") and a sales manager in a chat give no fields.
 *     scale, region, deployDesc and sla are expected nowhere here: counts
 *     such as "6 outlets", "820 students" or "1,150 units" are line
 *     quantities. edition is expected for "ClinicFlow Practice plan"
 *     ('Practice') and "Eligieron el plan Plus" ('Plus', reading 85);
 *     "SiteMate Pro" is a product name (reading 57). support is expected for
 *     "Support: Priority tier at S$600/yr" ('Priority') and "Support:
 *     Premium ($150/mo)" ('Premium'); the priced support is also a line
 *     (reading 25), and a free tier not taken gives no amount.
 * 99. Chat approvals (reading 80): a discount the sales manager caps to some
 *     lines ("max 5% on the monthly cleaning only, both yrs. not on deep
 *     clean"), accepted later in the thread ("ok they accepted 5%"), is
 *     folded into those lines in both years (reading 4) and gives no
 *     discount entry; the larger percentage the customer asked for gives
 *     nothing.
 */

export const BLIND_NOTES_23: BlindNote[] = [
  {
    id: 'a01',
    lang: 'en',
    split: 'tune',
    style: 'US rep (Texas), terse one-liner; per-user monthly price and a setup fee; no tax named',
    notes: `Brazos Valley Title - 18 users CloseDesk $65/user/mo + $1,500 setup. 12 mo, annual billing. Karen Ostrowski (office mgr) signs, karen@brazosvalleytitle.com`,
    expect: {
      fields: {
        custName: 'Brazos Valley Title',
        custSigner: 'Karen Ostrowski',
        custTitle: 'office mgr',
        custEmail: 'karen@brazosvalleytitle.com',
        billing: 'Annual',
        term: '12',
      },
      lineItems: [
        { y1: 14040, y2: 0, descHas: 'CloseDesk' },
        { y1: 1500, y2: 0, descHas: 'setup' },
      ],
      discounts: [],
      totals: { y1: 15540, y2: 0 },
      amounts: ['$65', '$1,500'],
    },
    why: 'CloseDesk 18 x $65 x 12 = 14,040; setup 1,500 one-time (reading 2). Net 15,540; no tax named, so total = net (reading 7). Single-year: y2 = 0. Bare $: no currency (reading 91).',
  },
  {
    id: 'a02',
    lang: 'en',
    split: 'held',
    style:
      'UK rep (Manchester), bullet list; facilities maintenance contract per site, monthly cover, one-off survey; whole-deal 5% both years; VAT',
    notes: `Proposal – Pennine Learning Trust (6 schools)
- HVAC planned maintenance: £2,150 per site per year x 6 sites
- Reactive call-out cover: £380/month (all sites)
- One-off condition survey: £3,900
- 2 year contract, billed quarterly, start 1 Jan
- 5% off the whole contract as agreed with their bursar (both years)
- VAT at 20%
- Signer: Helen Brackley, Chief Operating Officer, h.brackley@penninelearning.org.uk`,
    expect: {
      fields: {
        custName: 'Pennine Learning Trust',
        custSigner: 'Helen Brackley',
        custTitle: 'Chief Operating Officer',
        custEmail: 'h.brackley@penninelearning.org.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '24',
        startDate: '2027-01-01',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 12900, y2: 12900, descHas: 'HVAC' },
        { y1: 4560, y2: 4560, descHas: 'call-out' },
        { y1: 3900, y2: 0, descHas: 'survey' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 24350.4, y2: 19904.4 },
      amounts: ['£2,150', '£380', '£3,900'],
    },
    why: 'HVAC 6 x 2,150 = 12,900 a year; call-out 380 x 12 = 4,560; survey 3,900 one-off (y1 only). Subtotal y1 21,360, y2 17,460. 5% both years (reading 50): y1 -1,068 = 20,292, y2 -873 = 16,587. VAT 20%: y1 4,058.40 -> 24,350.40; y2 3,317.40 -> 19,904.40. "start 1 Jan" = 2027-01-01 (reading 49).',
  },
  {
    id: 'a03',
    lang: 'es-419',
    split: 'tune',
    style: 'Mexican rep (Guadalajara), WhatsApp message to a colleague; licences per user per month plus implementation; IVA 16',
    notes: `Hola Memo, porfa arma la propuesta para Grupo Ferretero Los Altos (Guadalajara): 25 licencias de PuntoVenta Nube a $420 MXN por usuario al mes, más implementación $18,500 MXN una sola vez. Contrato 12 meses, facturación mensual. Firma el Lic. Arturo Villaseñor, Director General, avillasenor@ferreteroslosaltos.mx. Más IVA 16%. Gracias!!`,
    expect: {
      fields: {
        custName: 'Grupo Ferretero Los Altos',
        custSigner: 'Arturo Villaseñor',
        custTitle: 'Director General',
        custEmail: 'avillasenor@ferreteroslosaltos.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 126000, y2: 0, descHas: 'PuntoVenta' },
        { y1: 18500, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 167620, y2: 0 },
      amounts: ['$420 MXN', '$18,500 MXN'],
    },
    why: 'Comma thousands in the Mexican note (reading 90). 25 x 420 x 12 = 126,000; implementación 18,500 one-time. Net 144,500 + IVA 16% 23,120 = 167,620. "Memo" is the colleague (reading 98). Lic. is an honorific.',
  },
  {
    id: 'a04',
    lang: 'en',
    split: 'held',
    style:
      'Australian rep (NSW), short e-mail to a colleague; per-clinic monthly plan, add-on, once-off migration; 2-year flat; ex GST',
    notes: `Hi Priya – can you draft the proposal for Coastal Physio Group (Newcastle NSW)? 3 clinics, ClinicFlow Practice plan at A$189 per clinic per month, SMS reminders bundle A$45/mo per clinic, data migration A$2,600 once off. 2 year term, pricing flat both years, monthly billing. Prices ex GST, add 10%. Signer is Tom Reardon, Director, tom@coastalphysio.com.au
Cheers, Jack`,
    expect: {
      fields: {
        custName: 'Coastal Physio Group',
        custSigner: 'Tom Reardon',
        custTitle: 'Director',
        custEmail: 'tom@coastalphysio.com.au',
        currency: 'AUD',
        billing: 'Monthly',
        term: '24',
        edition: 'Practice',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 6804, y2: 6804, descHas: 'ClinicFlow' },
        { y1: 1620, y2: 1620, descHas: 'SMS' },
        { y1: 2600, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 12126.4, y2: 9266.4 },
      amounts: ['A$189', 'A$45', 'A$2,600'],
    },
    why: 'ClinicFlow 3 x 189 x 12 = 6,804; SMS 3 x 45 x 12 = 1,620; migration 2,600 once off. Flat both years (reading 96). Subtotal y1 11,024, y2 8,424; GST 10% y1 1,102.40 -> 12,126.40, y2 842.40 -> 9,266.40. edition Practice (reading 98). Priya and Jack are colleagues.',
  },
  {
    id: 'a05',
    lang: 'en',
    split: 'held',
    style: 'Indian rep (Pune), note with a correction at the end: headcount changed and a module dropped; lakh grouping; GST',
    notes: `Prop for Vardhaman Auto Components Pvt Ltd, Pune.
PeopleDesk HRMS – 240 employees @ ₹95 per employee per month. Payroll module ₹45,000 per annum flat. Implementation ₹1,20,000 one time. Contract 1 year, billing quarterly. GST 18% extra.
Signatory is Mrs. Anjali Kulkarni, Head HR, anjali.k@vardhamanauto.co.in
Correction – after call today headcount is 260 not 240, and they dropped the payroll module (they will use their CA firm for payroll). Rest same.`,
    expect: {
      fields: {
        custName: 'Vardhaman Auto Components',
        custSigner: 'Anjali Kulkarni',
        custTitle: 'Head HR',
        custEmail: 'anjali.k@vardhamanauto.co.in',
        currency: 'INR',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 296400, y2: 0, descHas: 'PeopleDesk' },
        { y1: 120000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 491352, y2: 0 },
      amounts: ['₹95', '₹45,000', '₹1,20,000'],
      notPrices: ['₹45,000'],
    },
    why: 'Corrected headcount 260 (reading 93): 260 x 95 x 12 = 2,96,400; implementation 1,20,000 one time (lakh grouping, reading 90). Payroll module dropped: no line, ₹45,000 is a notPrice (reading 93). Net 4,16,400 + GST 18% 74,952 = 4,91,352.',
  },
  {
    id: 'a06',
    lang: 'en',
    split: 'tune',
    style:
      'Canadian rep (Toronto), asks for an order form; POS software per terminal, terminal kits bought outright, install fee; HST',
    notes: `Pls do this one as an order form, not a proposal. Maple & Rye Bistro (Toronto), 2 locations, 5 terminals total.
TablePoint POS software C$119/terminal/mo
5 terminal kits @ C$1,250 each (bought outright)
Install + menu setup C$800 one-time
12 month term, billed monthly. HST 13%.
Owner Daniel Okafor signs - daniel@mapleandrye.ca`,
    expect: {
      fields: {
        docType: 'order',
        custName: 'Maple & Rye Bistro',
        custSigner: 'Daniel Okafor',
        custTitle: 'Owner',
        custEmail: 'daniel@mapleandrye.ca',
        currency: 'CAD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'HST',
        taxRate: 13,
      },
      lineItems: [
        { y1: 7140, y2: 0, descHas: 'TablePoint' },
        { y1: 6250, y2: 0, descHas: 'kits' },
        { y1: 800, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 16034.7, y2: 0 },
      amounts: ['C$119', 'C$1,250', 'C$800'],
    },
    why: 'TablePoint 5 x 119 x 12 = 7,140; kits 5 x 1,250 = 6,250 one-time hardware (reading 65); install 800. Net 14,190 + HST 13% 1,844.70 = 16,034.70. Order form asked for: docType order (reading 20). Title before name: Owner (reading 97).',
  },
  {
    id: 'a07',
    lang: 'es-ES',
    split: 'tune',
    style:
      'Spanish rep (Madrid), e-mail to a colleague with a bullet list; discount scoped to one line; training sessions; IVA 21',
    notes: `Hola Marta:

Te paso lo de Clínica Dental Arganzuela para la propuesta:
- 4 puestos de DentiGest a 59,00 € por puesto al mes
- Módulo de citas online: 35,00 € al mes
- Formación inicial: 2 sesiones a 240,00 € cada una (pago único)
- Les hacemos un 10% de descuento solo en los puestos de DentiGest, el resto a precio de lista

Contrato de 12 meses, facturación mensual, inicio el 1 de enero. IVA 21%.
Firma la Dra. Lucía Ferrándiz, directora médica (lferrandiz@clinicaarganzuela.es).

Gracias,
Jorge`,
    expect: {
      fields: {
        custName: 'Clínica Dental Arganzuela',
        custSigner: 'Lucía Ferrándiz',
        custTitle: 'directora médica',
        custEmail: 'lferrandiz@clinicaarganzuela.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-01',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 2548.8, y2: 0, descHas: 'DentiGest' },
        { y1: 420, y2: 0, descHas: 'citas' },
        { y1: 480, y2: 0, descHas: 'Formación' },
      ],
      discounts: [],
      totals: { y1: 4173.05, y2: 0 },
      amounts: ['59,00 €', '35,00 €', '240,00 €'],
    },
    why: 'DentiGest 4 x 59 x 12 = 2,832, less the scoped 10% (reading 4) = 2,548.80; citas 35 x 12 = 420; formación 2 x 240 = 480 one-time. Net 3,448.80; IVA 21% 724.248 -> 724.25; total 4,173.05. "inicio el 1 de enero" = 2027-01-01. Marta and Jorge are colleagues.',
  },
  {
    id: 'a08',
    lang: 'en',
    split: 'held',
    style:
      'New Zealand rep (Northland), quick note; free months on the user licences only, flat monthly pack, one-off onboarding; GST on top',
    notes: `Quick one - Kauri Coast Builders (Whangarei). SiteMate Pro for 14 field staff at NZ$32 per user per month, plus the Office pack at NZ$220/mth flat. They get the first 2 months free on the user licences (promo), not on the office pack. Onboarding NZ$1,200 one-off. 12 months, billed monthly. GST 15% on top.
Contact + signer: Mereana Tipene, GM, mereana@kauricoastbuilders.co.nz`,
    expect: {
      fields: {
        custName: 'Kauri Coast Builders',
        custSigner: 'Mereana Tipene',
        custTitle: 'GM',
        custEmail: 'mereana@kauricoastbuilders.co.nz',
        currency: 'NZD',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 4480, y2: 0, descHas: 'SiteMate' },
        { y1: 2640, y2: 0, descHas: 'Office' },
        { y1: 1200, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 9568, y2: 0 },
      amounts: ['NZ$32', 'NZ$220', 'NZ$1,200'],
    },
    why: 'Two free months on the user licences only (reading 6): 14 x 32 x 10 = 4,480; Office pack 220 x 12 = 2,640; onboarding 1,200 one-off. Net 8,320 + GST 15% 1,248 = 9,568. "SiteMate Pro" is a product name, no edition (reading 57).',
  },
  {
    id: 'a09',
    lang: 'en',
    split: 'tune',
    style:
      'South African rep (Durban), proposal draft with bullets; vehicle tracking units and installation once-off, monitoring per vehicle per month; space-grouped rands; VAT',
    notes: `Proposal: Mthembu Freight (Pty) Ltd, Durban
Vehicle tracking for 38 trucks.
- TrackSure units: R 2 450 per unit, once-off (38 units)
- Installation: R 650 per vehicle, once-off
- TrackSure monitoring subscription: R 189 per vehicle per month
24 month contract, monthly debit order. VAT 15% to be added.
Signed by: Sipho Mthembu (Managing Director) – sipho@mthembufreight.co.za`,
    expect: {
      fields: {
        custName: 'Mthembu Freight',
        custSigner: 'Sipho Mthembu',
        custTitle: 'Managing Director',
        custEmail: 'sipho@mthembufreight.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 93100, y2: 0, descHas: 'units' },
        { y1: 24700, y2: 0, descHas: 'Installation' },
        { y1: 86184, y2: 86184, descHas: 'monitoring' },
      ],
      discounts: [],
      totals: { y1: 234581.6, y2: 99111.6 },
      amounts: ['R 2 450', 'R 650', 'R 189'],
    },
    why: 'Space-grouped "R 2 450" = 2,450 (reading 90). Units 38 x 2,450 = 93,100 and installation 38 x 650 = 24,700, once-off; monitoring 38 x 189 x 12 = 86,184 each year. Subtotal y1 203,984, y2 86,184; VAT 15% y1 30,597.60 -> 234,581.60, y2 12,927.60 -> 99,111.60. "monthly debit order" = Monthly (reading 96).',
  },
  {
    id: 'a10',
    lang: 'en',
    split: 'held',
    style:
      'Singapore rep, Teams message to a colleague; per-clinic monthly subscription, per-clinic setup, a priced support tier; validity; GST',
    notes: `[Teams] Wei Ling, can you prep a proposal for Harbourfront Dental Group? 5 clinics on SmileBook at S$150 per clinic per month, setup S$500 per clinic one-time. Support: Priority tier at S$600/yr. 1 year, annual invoice, quote valid 30 days. 9% GST.
Signatory: Dr. Tan Mei Xuan, Group Operations Director, meixuan.tan@harbourfrontdental.sg`,
    expect: {
      fields: {
        custName: 'Harbourfront Dental Group',
        custSigner: 'Tan Mei Xuan',
        custTitle: 'Group Operations Director',
        custEmail: 'meixuan.tan@harbourfrontdental.sg',
        currency: 'SGD',
        billing: 'Annual',
        term: '12',
        validUntil: '2026-12-21',
        support: 'Priority',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 9000, y2: 0, descHas: 'SmileBook' },
        { y1: 2500, y2: 0, descHas: 'setup' },
        { y1: 600, y2: 0, descHas: 'Support' },
      ],
      discounts: [],
      totals: { y1: 13189, y2: 0 },
      amounts: ['S$150', 'S$500', 'S$600'],
    },
    why: 'SmileBook 5 x 150 x 12 = 9,000; setup 5 x 500 = 2,500 one-time; Priority support 600/yr is a line and sets support (reading 25). Net 12,100 + GST 9% 1,089 = 13,189. "quote valid 30 days" = 2026-12-21. Dr. is an honorific; family name first kept (reading 97).',
  },
  {
    id: 'a11',
    lang: 'es-419',
    split: 'held',
    style: 'Argentine rep (Rosario), short note quoting in dollars; mentions what the customer pays its current provider; IVA 21',
    notes: `Propuesta para Estudio Contable Ferraro & Asociados (Rosario).
12 usuarios de ContaNube a US$ 28 por usuario por mes. Migración de datos US$ 900, única vez. Contrato 12 meses, facturación anual. Cotizamos en dólares (USD). IVA 21%.
Ojo: hoy le pagan US$ 22 por usuario a su proveedor actual, les expliqué que lo nuestro incluye soporte y backups.
Firma el Cr. Martín Ferraro, socio, mferraro@estudioferraro.com.ar`,
    expect: {
      fields: {
        custName: 'Estudio Contable Ferraro',
        custSigner: 'Martín Ferraro',
        custTitle: 'socio',
        custEmail: 'mferraro@estudioferraro.com.ar',
        currency: 'USD',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 4032, y2: 0, descHas: 'ContaNube' },
        { y1: 900, y2: 0, descHas: 'Migración' },
      ],
      discounts: [],
      totals: { y1: 5967.72, y2: 0 },
      amounts: ['US$ 28', 'US$ 900', 'US$ 22'],
      notPrices: ['US$ 22'],
    },
    why: 'ContaNube 12 x 28 x 12 = 4,032; migración 900 one-time. Net 4,932 + IVA 21% 1,035.72 = 5,967.72. The incumbent price US$ 22 is a notPrice (reading 8). Cr. is an honorific.',
  },
  {
    id: 'a12',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Ohio), CRM opportunity record; hardware purchase, annual service per unit, install per branch; 3-year service term; credit union exempt',
    notes: `Account Name: Great Miami Credit Union
Opportunity: Teller cash recyclers + service
Stage: Proposal
Close Date: 12/18/2026
Amount: $82,720
Owner: B. Kowalczyk
Description: 4 branches. 4 CashCycle TR-200 recyclers @ $16,900 each (purchase). Annual service contract $2,180 per unit per year. Install $1,600 per branch one time. 3 year service term, service billed annually. Credit union - tax exempt. Signer: Mark Delgado, SVP Operations, mdelgado@greatmiamicu.org`,
    expect: {
      fields: {
        custName: 'Great Miami Credit Union',
        custSigner: 'Mark Delgado',
        custTitle: 'SVP Operations',
        custEmail: 'mdelgado@greatmiamicu.org',
        billing: 'Annual',
        term: '36',
        taxRate: 0,
      },
      lineItems: [
        { y1: 67600, y2: 0, descHas: 'recyclers' },
        { y1: 8720, y2: 8720, descHas: 'service' },
        { y1: 6400, y2: 0, descHas: 'Install' },
      ],
      discounts: [],
      totals: { y1: 82720, y2: 8720 },
      amounts: ['$82,720', '$16,900', '$2,180', '$1,600'],
    },
    why: 'Recyclers 4 x 16,900 = 67,600 one-time hardware; service 4 x 2,180 = 8,720 a year (repeats in y2); install 4 x 1,600 = 6,400 one time. y1 82,720 (the CRM Amount restates it: amount, no line, not a notPrice, reading 81); y2 8,720. Exempt: taxRate 0. Close date and owner give nothing.',
  },
  {
    id: 'a13',
    lang: 'en',
    split: 'tune',
    style: 'Nigerian rep (Lagos), short e-mail to a colleague; POS per outlet monthly, scanners and training one-time; VAT 7.5',
    notes: `Good day Chidi,

Kindly prepare proposal for Oceanic Pharmacy Ltd (Lekki, Lagos). 6 outlets on RxCounter POS at ₦45,000 per outlet monthly. Barcode scanners 6 pcs at ₦85,000 each, one-time. Staff training ₦150,000 one-time. Contract 1 year, payment quarterly. VAT 7.5% apply.
MD Mrs. Folake Adeyemi will sign, email folake.adeyemi@oceanicpharmacy.ng

Thanks,
Tunde`,
    expect: {
      fields: {
        custName: 'Oceanic Pharmacy',
        custSigner: 'Folake Adeyemi',
        custTitle: 'MD',
        custEmail: 'folake.adeyemi@oceanicpharmacy.ng',
        currency: 'NGN',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 3240000, y2: 0, descHas: 'RxCounter' },
        { y1: 510000, y2: 0, descHas: 'scanners' },
        { y1: 150000, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 4192500, y2: 0 },
      amounts: ['₦45,000', '₦85,000', '₦150,000'],
    },
    why: 'RxCounter 6 x 45,000 x 12 = 3,240,000; scanners 6 x 85,000 = 510,000 one-time; training 150,000 one-time. Net 3,900,000 + VAT 7.5% 292,500 = 4,192,500. Title before name: MD (reading 97). Chidi and Tunde are colleagues.',
  },
  {
    id: 'a14',
    lang: 'es-ES',
    split: 'tune',
    style:
      'Spanish rep (Barcelona), forklift maintenance contract with telemetry; list total and an agreed all-in figure for year one, year two at list; IVA 21',
    notes: `Propuesta para Logística Vallès, S.L. (Granollers)
- Mantenimiento preventivo de 12 carretillas: 85,00 € por carretilla al mes
- Telemetría FleetSense: 18,00 € por carretilla al mes
- Revisión inicial y puesta a punto: 1.450,00 € (una sola vez)
Contrato de 2 años, facturación trimestral.
Total de lista primer año: 16.282,00 €. Cerramos en 15.000,00 € todo incluido para el primer año; el segundo año a precio de lista. IVA 21% aparte.
Firma: Jordi Puig i Serra, director de operaciones, jpuig@logisticavalles.cat`,
    expect: {
      fields: {
        custName: 'Logística Vallès',
        custSigner: 'Jordi Puig i Serra',
        custTitle: 'director de operaciones',
        custEmail: 'jpuig@logisticavalles.cat',
        currency: 'EUR',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 12240, y2: 12240, descHas: 'Mantenimiento' },
        { y1: 2592, y2: 2592, descHas: 'FleetSense' },
        { y1: 1450, y2: 0, descHas: 'Revisión' },
      ],
      discounts: [{ kind: 'amount', value: 1282, y1: true, y2: false }],
      totals: { y1: 18150, y2: 17946.72 },
      amounts: ['85,00 €', '18,00 €', '1.450,00 €', '16.282,00 €', '15.000,00 €'],
    },
    why: 'Mantenimiento 12 x 85 x 12 = 12,240; FleetSense 12 x 18 x 12 = 2,592; revisión 1,450 one-time. y1 list 16,282 (as the note states). Agreed 15,000 all-in for year one (reading 61): amount discount 1,282, y1 only. y1 net 15,000 + IVA 3,150 = 18,150. y2 at list 14,832 + IVA 3,114.72 = 17,946.72. The list total and the agreed figure are amounts, not notPrices.',
  },
  {
    id: 'a15',
    lang: 'en',
    split: 'held',
    style: 'Kenyan rep (Nakuru), school system priced per student per term, SMS bundle per year, setup; KSh; VAT 16',
    notes: `Proposal for Greenhill Academy, Nakuru. EduTrack school system for 820 students at KSh 150 per student per term (3 terms a year). Parent SMS bundle KSh 36,000 per year. Setup and training KSh 60,000 one off. 1 year contract, billed per term. VAT 16%.
Principal Mr. Samuel Kiprono signs, skiprono@greenhillacademy.ac.ke`,
    expect: {
      fields: {
        custName: 'Greenhill Academy',
        custSigner: 'Samuel Kiprono',
        custTitle: 'Principal',
        custEmail: 'skiprono@greenhillacademy.ac.ke',
        currency: 'KES',
        term: '12',
        taxLabel: 'VAT',
        taxRate: 16,
      },
      lineItems: [
        { y1: 369000, y2: 0, descHas: 'EduTrack' },
        { y1: 36000, y2: 0, descHas: 'SMS' },
        { y1: 60000, y2: 0, descHas: 'Setup' },
      ],
      discounts: [],
      totals: { y1: 539400, y2: 0 },
      amounts: ['KSh 150', 'KSh 36,000', 'KSh 60,000'],
    },
    why: 'Per-term price x 3 terms (reading 94): 820 x 150 x 3 = 369,000; SMS 36,000 a year; setup 60,000 one off. Net 465,000 + VAT 16% 74,400 = 539,400. "billed per term" gives no billing (reading 94). KSh = KES (reading 91).',
  },
  {
    id: 'a16',
    lang: 'en',
    split: 'held',
    style:
      'US rep (California), Slack message with bullets; per-unit monthly price, an add-on the customer passed on, one-time integration; 2-year with uplift on one line; no sales tax',
    notes: `@dan prop for Sunridge Property Mgmt (Fresno) pls
- RentRoll Cloud, 1,150 units at $1.10/unit/mo
- they looked at the AI leasing assistant ($350/mo) but passed for now
- payments integration $2,000 one-time
- 2 yr deal, yr2 +5% on RentRoll, billed annually
- no sales tax on this (CA doesn't tax SaaS)
- signer: Gloria Ybarra, COO — gybarra@sunridgepm.com`,
    expect: {
      fields: {
        custName: 'Sunridge Property',
        custSigner: 'Gloria Ybarra',
        custTitle: 'COO',
        custEmail: 'gybarra@sunridgepm.com',
        billing: 'Annual',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 15180, y2: 15939, descHas: 'RentRoll' },
        { y1: 2000, y2: 0, descHas: 'payments' },
      ],
      discounts: [],
      totals: { y1: 17180, y2: 15939 },
      amounts: ['$1.10', '$350', '$2,000'],
      notPrices: ['$350'],
    },
    why: 'RentRoll 1,150 x 1.10 x 12 = 15,180; y2 +5% on RentRoll (reading 38): 1,150 x 1.155 x 12 = 15,939. Integration 2,000 one-time. The assistant they passed on ($350) is an unchosen option: notPrice (reading 8). No tax: taxRate 0. "@dan" is a colleague.',
  },
  {
    id: 'a17',
    lang: 'es-419',
    split: 'tune',
    style:
      'Chilean rep (Puerto Montt), one paragraph; users per month, barcode readers bought, training; CLP with dot thousands; IVA 19',
    notes: `Propuesta Ferretería Austral SpA (Puerto Montt): 8 usuarios de BodegaPro a CLP 24.900 por usuario mensual, 2 lectores de código de barras a CLP 89.000 c/u (compra), capacitación CLP 180.000 una vez. Contrato 12 meses, facturación mensual. Más IVA 19%. Firma don Patricio Oyarzún, gerente general, poyarzun@ferreteriaaustral.cl`,
    expect: {
      fields: {
        custName: 'Ferretería Austral',
        custSigner: 'Patricio Oyarzún',
        custTitle: 'gerente general',
        custEmail: 'poyarzun@ferreteriaaustral.cl',
        currency: 'CLP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 2390400, y2: 0, descHas: 'BodegaPro' },
        { y1: 178000, y2: 0, descHas: 'lectores' },
        { y1: 180000, y2: 0, descHas: 'capacitación' },
      ],
      discounts: [],
      totals: { y1: 3270596, y2: 0 },
      amounts: ['CLP 24.900', 'CLP 89.000', 'CLP 180.000'],
    },
    why: 'Dot thousands (reading 90). BodegaPro 8 x 24,900 x 12 = 2,390,400; lectores 2 x 89,000 = 178,000 one-time; capacitación 180,000 one-time. Net 2,748,400 + IVA 19% 522,196 = 3,270,596. "don" is an honorific.',
  },
  {
    id: 'a18',
    lang: 'en',
    split: 'tune',
    style:
      'UK rep (Kent), e-mail to a colleague after a call; agreed price below the earlier quoted one; vets; 2-year same price; VAT',
    notes: `Hi Sam, can you turn this into the proposal? Agreed on the phone today with Rachel at Medway Veterinary Partners: 9 vets on VetChart at £48 per vet per month (down from the £55 we quoted in October), plus the lab integration at £95 a month. Data migration £1,800 one-off. 2 years, same price year 2. Billed annually in advance. Plus VAT at 20%.
Rachel Greene is the signatory – Practice Director, rachel.greene@medwayvets.co.uk
Thanks, Owen`,
    expect: {
      fields: {
        custName: 'Medway Veterinary Partners',
        custSigner: 'Rachel Greene',
        custTitle: 'Practice Director',
        custEmail: 'rachel.greene@medwayvets.co.uk',
        currency: 'GBP',
        billing: 'Annual',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 5184, y2: 5184, descHas: 'VetChart' },
        { y1: 1140, y2: 1140, descHas: 'lab' },
        { y1: 1800, y2: 0, descHas: 'migration' },
      ],
      discounts: [],
      totals: { y1: 9748.8, y2: 7588.8 },
      amounts: ['£48', '£55', '£95', '£1,800'],
      notPrices: ['£55'],
    },
    why: 'VetChart 9 x 48 x 12 = 5,184; lab 95 x 12 = 1,140; migration 1,800 one-off. The earlier quoted £55 is a notPrice (reading 8). Subtotal y1 8,124, y2 6,324; VAT 20% y1 1,624.80 -> 9,748.80, y2 1,264.80 -> 7,588.80.',
  },
  {
    id: 'a19',
    lang: 'en',
    split: 'tune',
    style:
      'Filipino rep (Cebu), message to a colleague; call-centre seats per month, storage monthly, onboarding one time; validity date; VAT 12',
    notes: `Hi Ma'am Joy, pls prepare proposal for Visayas Contact Solutions Inc. (Cebu IT Park). 120 agent seats of CallDesk at ₱1,450 per seat per month. Call recording storage ₱12,000 monthly. Onboarding & training ₱85,000 one time. Contract 1 year, billing monthly, quote valid until Dec 15. 12% VAT.
Signatory is Mr. Ramon Dela Cruz, VP for Operations, ramon.delacruz@visayascontact.ph. Thank you po!`,
    expect: {
      fields: {
        custName: 'Visayas Contact Solutions',
        custSigner: 'Ramon Dela Cruz',
        custTitle: 'VP for Operations',
        custEmail: 'ramon.delacruz@visayascontact.ph',
        currency: 'PHP',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-15',
        taxLabel: 'VAT',
        taxRate: 12,
      },
      lineItems: [
        { y1: 2088000, y2: 0, descHas: 'CallDesk' },
        { y1: 144000, y2: 0, descHas: 'storage' },
        { y1: 85000, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 2595040, y2: 0 },
      amounts: ['₱1,450', '₱12,000', '₱85,000'],
    },
    why: 'CallDesk 120 x 1,450 x 12 = 2,088,000; storage 12,000 x 12 = 144,000; onboarding 85,000 one time. Net 2,317,000 + VAT 12% 278,040 = 2,595,040. "until Dec 15" = 2026-12-15 (reading 49). Joy is a colleague.',
  },
  {
    id: 'a20',
    lang: 'es-419',
    split: 'tune',
    style:
      'Colombian rep (Medellín), dictated voice note with spoken punctuation and a dictated e-mail address; pesos colombianos; IVA 19',
    notes: `Nota de voz para propuesta punto Cliente Clínica Veterinaria San Roque coma de Medellín punto Software VetCloud para seis usuarios a 95.000 pesos colombianos por usuario al mes coma más implementación de 1.200.000 pesos colombianos pago único punto Contrato de 12 meses coma facturación mensual punto Más IVA del 19 por ciento punto Firma la doctora Catalina Restrepo coma directora coma su correo es catalina punto restrepo arroba vetsanroque punto com punto co`,
    expect: {
      fields: {
        custName: 'Clínica Veterinaria San Roque',
        custSigner: 'Catalina Restrepo',
        custTitle: 'directora',
        custEmail: 'catalina.restrepo@vetsanroque.com.co',
        currency: 'COP',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 19,
      },
      lineItems: [
        { y1: 6840000, y2: 0, descHas: 'VetCloud' },
        { y1: 1200000, y2: 0, descHas: 'implementación' },
      ],
      discounts: [],
      totals: { y1: 9567600, y2: 0 },
      amounts: ['95.000 pesos colombianos', '1.200.000 pesos colombianos'],
    },
    why: 'Dictation (readings 32, 55): "seis" = 6. VetCloud 6 x 95,000 x 12 = 6,840,000; implementación 1,200,000 one-time. Net 8,040,000 + IVA 19% 1,527,600 = 9,567,600. "la doctora" is an honorific (reading 97). Amount strings keep the currency name (reading 40).',
  },
  {
    id: 'a21',
    lang: 'en',
    split: 'tune',
    style:
      'Irish rep (Limerick), proposal notes; whole-volume banded price per envelope with a committed volume, platform fee; start date; VAT 23',
    notes: `Proposal for Shannon Credit Management DAC (Limerick) – e-signature volumes.
Pricing is per envelope, whole volume at the band reached: up to 10,000 envelopes/yr €1.20; 10,001–50,000 €0.95; over 50,000 €0.80. They commit to 24,000 envelopes a year, so band 2.
Platform fee €3,600 per annum. 1 year contract, invoiced annually, start 1 Feb 2027. VAT 23%.
Signer: Aoife Brennan, Head of Operations, aoife.brennan@shannoncm.ie`,
    expect: {
      fields: {
        custName: 'Shannon Credit Management',
        custSigner: 'Aoife Brennan',
        custTitle: 'Head of Operations',
        custEmail: 'aoife.brennan@shannoncm.ie',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        startDate: '2027-02-01',
        taxLabel: 'VAT',
        taxRate: 23,
      },
      lineItems: [
        { y1: 22800, y2: 0, descHas: 'envelope' },
        { y1: 3600, y2: 0, descHas: 'Platform' },
      ],
      discounts: [],
      totals: { y1: 32472, y2: 0 },
      amounts: ['€1.20', '€0.95', '€0.80', '€3,600'],
      notPrices: ['€1.20', '€0.80'],
    },
    why: 'Whole-volume band (reading 15): 24,000 x 0.95 = 22,800; the other bands (€1.20, €0.80) are notPrices. Platform 3,600. Net 26,400 + VAT 23% 6,072 = 32,472. Envelope counts are quantities.',
  },
  {
    id: 'a22',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Georgia), bullet list; e-mail sends priced per 1,000 with a monthly commitment, monthly add-on, one-time design package; no tax',
    notes: `Prop for Peach State Realty Group (Atlanta):
- MailBloom email sends at $0.90 per 1,000 emails, they commit to 250,000 emails per month
- Landing page builder $79/mo
- template design package $1,200 one-time
1 yr, billed monthly. GA sales tax doesn't apply - no tax.
Signer: Denise Carter, Marketing Director, dcarter@peachstaterealty.com`,
    expect: {
      fields: {
        custName: 'Peach State Realty',
        custSigner: 'Denise Carter',
        custTitle: 'Marketing Director',
        custEmail: 'dcarter@peachstaterealty.com',
        billing: 'Monthly',
        term: '12',
        taxRate: 0,
      },
      lineItems: [
        { y1: 2700, y2: 0, descHas: 'MailBloom' },
        { y1: 948, y2: 0, descHas: 'Landing' },
        { y1: 1200, y2: 0, descHas: 'template' },
      ],
      discounts: [],
      totals: { y1: 4848, y2: 0 },
      amounts: ['$0.90', '$79', '$1,200'],
    },
    why: 'Per 1,000 (reading 14): 250,000 / 1,000 x 0.90 x 12 = 2,700; landing 79 x 12 = 948; design 1,200 one-time. Net 4,848; no tax: taxRate 0, total 4,848.',
  },
  {
    id: 'a23',
    lang: 'es-419',
    split: 'tune',
    style:
      'Peruvian rep (Ica), one paragraph; traceability users per month, humidity sensors bought, installation; 2 years same price; validity date; IGV',
    notes: `Propuesta para Agroexportadora Valle Verde S.A.C. (Ica). Sistema de trazabilidad AgroTrace: 15 usuarios a S/ 120 mensuales c/u. Sensores de humedad: 20 unidades a S/ 650 c/u, pago único. Instalación y capacitación S/ 4,800 una sola vez. Contrato 2 años, facturación anual, segundo año mismo precio. Oferta válida hasta el 15/12/2026. Más IGV 18%. Firma el Ing. Raúl Quispe Huamán, gerente de operaciones, rquispe@valleverde.com.pe`,
    expect: {
      fields: {
        custName: 'Agroexportadora Valle Verde',
        custSigner: 'Raúl Quispe Huamán',
        custTitle: 'gerente de operaciones',
        custEmail: 'rquispe@valleverde.com.pe',
        currency: 'PEN',
        billing: 'Annual',
        term: '24',
        validUntil: '2026-12-15',
        taxLabel: 'IGV',
        taxRate: 18,
      },
      lineItems: [
        { y1: 21600, y2: 21600, descHas: 'AgroTrace' },
        { y1: 13000, y2: 0, descHas: 'Sensores' },
        { y1: 4800, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 46492, y2: 25488 },
      amounts: ['S/ 120', 'S/ 650', 'S/ 4,800'],
    },
    why: 'AgroTrace 15 x 120 x 12 = 21,600 each year; sensores 20 x 650 = 13,000 one-time; instalación 4,800 (comma thousands, reading 90). Subtotal y1 39,400, y2 21,600; IGV 18% y1 7,092 -> 46,492, y2 3,888 -> 25,488. 15/12/2026 day-first.',
  },
  {
    id: 'a24',
    lang: 'en',
    split: 'tune',
    style:
      'Australian rep (Queensland), draft note; staff rostering seats that grow in year two, flat portal fee, implementation; GST',
    notes: `Draft proposal – Sunshine Coast Aged Care (Maroochydore). CareRoster for 85 staff in year 1, growing to 140 staff in year 2 when the second facility opens. A$14 per staff member per month. Family portal A$250/month flat. Implementation A$6,500 one-off. 2 year contract, annual billing. GST 10%.
Signatory: Leanne Whitlock, CEO, lwhitlock@sunshinecoastagedcare.org.au`,
    expect: {
      fields: {
        custName: 'Sunshine Coast Aged Care',
        custSigner: 'Leanne Whitlock',
        custTitle: 'CEO',
        custEmail: 'lwhitlock@sunshinecoastagedcare.org.au',
        currency: 'AUD',
        billing: 'Annual',
        term: '24',
        taxLabel: 'GST',
        taxRate: 10,
      },
      lineItems: [
        { y1: 14280, y2: 23520, descHas: 'CareRoster' },
        { y1: 3000, y2: 3000, descHas: 'portal' },
        { y1: 6500, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [],
      totals: { y1: 26158, y2: 29172 },
      amounts: ['A$14', 'A$250', 'A$6,500'],
    },
    why: 'Year-two quantity (reading 38): CareRoster y1 85 x 14 x 12 = 14,280, y2 140 x 14 x 12 = 23,520; portal 250 x 12 = 3,000 each year; implementation 6,500 one-off. Subtotal y1 23,780, y2 26,520; GST 10% y1 2,378 -> 26,158, y2 2,652 -> 29,172.',
  },
  {
    id: 'a25',
    lang: 'es-ES',
    split: 'held',
    style:
      "Spanish rep (Valencia), bullet list for a farmers' co-op; users per year, annual module, implementation; 8% off the whole order; IVA 21",
    notes: `Propuesta Cooperativa Citrícola del Túria:
- ERP AgroCoop: 10 usuarios a 540,00 € por usuario al año
- Módulo de liquidaciones a socios: 1.800,00 € al año
- Implantación: 6.500,00 € (una vez)
- Descuento del 8% sobre el total del pedido
Contrato 12 meses, pago anual. IVA 21 %.
Firma: Vicent Llorens, presidente del consejo rector – presidencia@citricolaturia.es`,
    expect: {
      fields: {
        custName: 'Citrícola del Túria',
        custSigner: 'Vicent Llorens',
        custTitle: 'presidente del consejo rector',
        custEmail: 'presidencia@citricolaturia.es',
        currency: 'EUR',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 5400, y2: 0, descHas: 'AgroCoop' },
        { y1: 1800, y2: 0, descHas: 'liquidaciones' },
        { y1: 6500, y2: 0, descHas: 'Implantación' },
      ],
      discounts: [{ kind: 'pct', value: 8, y1: true, y2: false }],
      totals: { y1: 15250.84, y2: 0 },
      amounts: ['540,00 €', '1.800,00 €', '6.500,00 €'],
    },
    why: 'AgroCoop 10 x 540 = 5,400 a year; liquidaciones 1,800; implantación 6,500 one-time. Subtotal 13,700; 8% on the whole order (reading 86) -1,096 = 12,604; IVA 21% 2,646.84; total 15,250.84. Single-year: discount y2 false.',
  },
  {
    id: 'a26',
    lang: 'en',
    split: 'held',
    style:
      'Indian rep (Tamil Nadu), bullet list with lakh grouping; per-plant yearly licence, gateways, implementation; 3-year fixed prices; 5% off all years; GST',
    notes: `Proposal – Sri Lakshmi Textiles, Tiruppur
• FactoryOS MES licence: 3 plants x ₹2,40,000 per plant per year
• IoT gateways: 12 nos @ ₹32,500, one time
• Implementation: ₹3.5 lakh one time
• 3 year contract, prices fixed for 3 years, yearly billing
• Special 5% discount on the total for all years
• GST 18% extra
• Sign: Mr. K. Senthil Kumar, Managing Director, senthil@srilakshmitex.in`,
    expect: {
      fields: {
        custName: 'Sri Lakshmi Textiles',
        custSigner: 'K. Senthil Kumar',
        custTitle: 'Managing Director',
        custEmail: 'senthil@srilakshmitex.in',
        currency: 'INR',
        billing: 'Annual',
        term: '36',
        taxLabel: 'GST',
        taxRate: 18,
      },
      lineItems: [
        { y1: 720000, y2: 720000, descHas: 'FactoryOS' },
        { y1: 390000, y2: 0, descHas: 'gateways' },
        { y1: 350000, y2: 0, descHas: 'Implementation' },
      ],
      discounts: [{ kind: 'pct', value: 5, y1: true, y2: true }],
      totals: { y1: 1636660, y2: 807120 },
      amounts: ['₹2,40,000', '₹32,500', '₹3.5 lakh'],
    },
    why: 'FactoryOS 3 x 2,40,000 = 7,20,000 a year; gateways 12 x 32,500 = 3,90,000 one time; implementation 3.5 lakh = 3,50,000 one time. Subtotal y1 14,60,000, y2 7,20,000. 5% for all years: y1 -73,000 = 13,87,000, y2 -36,000 = 6,84,000. GST 18%: y1 2,49,660 -> 16,36,660; y2 1,23,120 -> 8,07,120. Initial kept (reading 48).',
  },
  {
    id: 'a27',
    lang: 'en',
    split: 'tune',
    style:
      'Singapore rep, WhatsApp thread with the sales manager; office cleaning per outlet per month and deep clean per quarter; discount asked, capped to one line and accepted; GST',
    notes: `WhatsApp w/ Jason (sales mgr):
[10:02] me: Lion City Co-working wants our office cleaning for their 3 outlets, S$2,800 per outlet per month, plus quarterly deep clean S$1,500 per outlet per quarter. 2 yr contract, billed monthly
[10:05] Jason: any discount ask?
[10:06] me: they want 10% off everything
[10:11] Jason: max 5% on the monthly cleaning only, both yrs. not on deep clean
[10:30] me: ok they accepted 5%

+ GST 9%. Signer Mr Lim Wei Jie, Head of Facilities, weijie.lim@lioncitycowork.sg`,
    expect: {
      fields: {
        custName: 'Lion City Co-working',
        custSigner: 'Lim Wei Jie',
        custTitle: 'Head of Facilities',
        custEmail: 'weijie.lim@lioncitycowork.sg',
        currency: 'SGD',
        billing: 'Monthly',
        term: '24',
        taxLabel: 'GST',
        taxRate: 9,
      },
      lineItems: [
        { y1: 95760, y2: 95760, descHas: 'cleaning' },
        { y1: 18000, y2: 18000, descHas: 'deep' },
      ],
      discounts: [],
      totals: { y1: 123998.4, y2: 123998.4 },
      amounts: ['S$2,800', 'S$1,500'],
    },
    why: 'Cleaning 3 x 2,800 x 12 = 100,800, less the accepted 5% scoped to it both years (readings 4, 99) = 95,760; deep clean 3 x 1,500 x 4 quarters = 18,000 a year (reading 95). The 10% asked for gives nothing. Net 113,760 each year + GST 9% 10,238.40 = 123,998.40. Jason is a colleague; timestamps are not amounts.',
  },
  {
    id: 'a28',
    lang: 'en',
    split: 'tune',
    style:
      'US rep (Colorado), short list; site software monthly, tablet licences, a priced support tier chosen over a free one, remote sessions; start date; no sales tax',
    notes: `Rocky Ridge Brewing Co. – proposal
BrewTrack production software, 1 site: $540/mo
Add 6 tablet licenses @ $25/mo each
Support: Premium ($150/mo) - they didn't want Standard (free) since they brew weekends
Onboarding: 3 remote sessions @ $275 each
12 mo term, pay monthly, start 12/1. Sign: Eric Lindqvist, Head Brewer & Co-owner, eric@rockyridgebrewing.com. CO sales tax n/a on this.`,
    expect: {
      fields: {
        custName: 'Rocky Ridge Brewing',
        custSigner: 'Eric Lindqvist',
        custTitle: 'Head Brewer & Co-owner',
        custEmail: 'eric@rockyridgebrewing.com',
        billing: 'Monthly',
        term: '12',
        startDate: '2026-12-01',
        support: 'Premium',
        taxRate: 0,
      },
      lineItems: [
        { y1: 6480, y2: 0, descHas: 'BrewTrack' },
        { y1: 1800, y2: 0, descHas: 'tablet' },
        { y1: 1800, y2: 0, descHas: 'Premium' },
        { y1: 825, y2: 0, descHas: 'Onboarding' },
      ],
      discounts: [],
      totals: { y1: 10905, y2: 0 },
      amounts: ['$540', '$25', '$150', '$275'],
    },
    why: 'BrewTrack 540 x 12 = 6,480; tablets 6 x 25 x 12 = 1,800; Premium support 150 x 12 = 1,800 (line and support field, reading 25); onboarding 3 x 275 = 825 one-time (reading 37). Net 10,905; tax n/a: taxRate 0. "start 12/1" US month-first = 2026-12-01.',
  },
  {
    id: 'a29',
    lang: 'es-419',
    split: 'held',
    style:
      'Uruguayan rep (Paysandú), one paragraph; cold-room maintenance per room per year, remote temperature monitoring monthly, diagnostic visit; US$ dot thousands; IVA 22',
    notes: `Propuesta para Frigorífico del Litoral S.A. (Paysandú). Mantenimiento anual de cámaras de frío: 4 cámaras a US$ 3.200 por cámara al año. Monitoreo remoto de temperatura: US$ 45 por cámara al mes. Visita de diagnóstico inicial US$ 750, única vez. Contrato por un año, facturación trimestral. IVA 22%. Firma el Ing. Gonzalo Pereyra, jefe de planta, gpereyra@frigolitoral.com.uy`,
    expect: {
      fields: {
        custName: 'Frigorífico del Litoral',
        custSigner: 'Gonzalo Pereyra',
        custTitle: 'jefe de planta',
        custEmail: 'gpereyra@frigolitoral.com.uy',
        currency: 'USD',
        billing: 'Quarterly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 22,
      },
      lineItems: [
        { y1: 12800, y2: 0, descHas: 'Mantenimiento' },
        { y1: 2160, y2: 0, descHas: 'Monitoreo' },
        { y1: 750, y2: 0, descHas: 'diagnóstico' },
      ],
      discounts: [],
      totals: { y1: 19166.2, y2: 0 },
      amounts: ['US$ 3.200', 'US$ 45', 'US$ 750'],
    },
    why: 'Dot thousands (reading 90): mantenimiento 4 x 3,200 = 12,800; monitoreo 4 x 45 x 12 = 2,160; diagnóstico 750 one-time (reading 95). Net 15,710 + IVA 22% 3,456.20 = 19,166.20.',
  },
  {
    id: 'a30',
    lang: 'en',
    split: 'tune',
    style:
      'Kenyan rep (Kisumu), NGO health clinics; licence per clinic per month with a year-two uplift, tablets, training days; donor budget mentioned; VAT exempt',
    notes: `Proposal for Amani Health Trust (Kisumu) – NGO, VAT exempt (letter attached).
HMIS licence for 4 clinics: KES 38,000 per clinic per month
Tablets for clinicians: 20 units @ KES 27,500 each
Training 5 days @ KES 22,000 per day
Contract 2 years, payment quarterly, yr 2 +6% on the licence.
Their donor budget was KES 2.4M for year one, we are a bit over.
Contract signed by Dr. Achieng Otieno, Executive Director, aotieno@amanihealth.or.ke`,
    expect: {
      fields: {
        custName: 'Amani Health Trust',
        custSigner: 'Achieng Otieno',
        custTitle: 'Executive Director',
        custEmail: 'aotieno@amanihealth.or.ke',
        currency: 'KES',
        billing: 'Quarterly',
        term: '24',
        taxRate: 0,
      },
      lineItems: [
        { y1: 1824000, y2: 1933440, descHas: 'HMIS' },
        { y1: 550000, y2: 0, descHas: 'Tablets' },
        { y1: 110000, y2: 0, descHas: 'Training' },
      ],
      discounts: [],
      totals: { y1: 2484000, y2: 1933440 },
      amounts: ['KES 38,000', 'KES 27,500', 'KES 22,000', 'KES 2.4M'],
      notPrices: ['KES 2.4M'],
    },
    why: 'HMIS 4 x 38,000 x 12 = 1,824,000; y2 +6% on the licence: 4 x 40,280 x 12 = 1,933,440. Tablets 20 x 27,500 = 550,000 and training 5 x 22,000 = 110,000, one-time (reading 37). y1 2,484,000, y2 1,933,440. Exempt: taxRate 0. The budget KES 2.4M is a notPrice (reading 75).',
  },
  {
    id: 'a31',
    lang: 'es-419',
    split: 'held',
    style:
      'Mexican rep (Monterrey), fleet GPS note; three plans shown, one chosen; installation per unit; 2 years same price; IVA 16',
    notes: `Propuesta para Transportes Regios del Norte (Monterrey). Les mostramos 3 planes de FlotaGPS: Básico $189 MXN, Plus $249 MXN y Total $329 MXN por unidad al mes. Eligieron el plan Plus para 60 unidades. Los equipos GPS ya los tienen (no cobramos hardware). Instalación y configuración $350 MXN por unidad, una sola vez. Contrato de 2 años, mismo precio ambos años, facturación mensual. IVA 16%.
Firma el C.P. Héctor Garza Treviño, director de finanzas, hgarza@regiosdelnorte.com.mx`,
    expect: {
      fields: {
        custName: 'Transportes Regios del Norte',
        custSigner: 'Héctor Garza Treviño',
        custTitle: 'director de finanzas',
        custEmail: 'hgarza@regiosdelnorte.com.mx',
        currency: 'MXN',
        billing: 'Monthly',
        term: '24',
        edition: 'Plus',
        taxLabel: 'IVA',
        taxRate: 16,
      },
      lineItems: [
        { y1: 179280, y2: 179280, descHas: 'FlotaGPS' },
        { y1: 21000, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 232324.8, y2: 207964.8 },
      amounts: ['$189 MXN', '$249 MXN', '$329 MXN', '$350 MXN'],
      notPrices: ['$189 MXN', '$329 MXN'],
    },
    why: 'Plan Plus chosen (reading 85): 60 x 249 x 12 = 179,280 each year; the Básico and Total prices are notPrices. Instalación 60 x 350 = 21,000 one-time. Subtotal y1 200,280, y2 179,280; IVA 16% y1 32,044.80 -> 232,324.80, y2 28,684.80 -> 207,964.80. C.P. is an honorific.',
  },
  {
    id: 'a32',
    lang: 'en',
    split: 'tune',
    style:
      'UK rep (Yorkshire), managed print bullet list for a housing association; devices leased monthly, toner and maintenance monthly, install per device, yearly software; 3-year fixed; VAT',
    notes: `Proposal for Calder Valley Housing Association (Halifax) – managed print
- 14 multifunction printers leased @ £42/device/month
- Toner & maintenance: £18/device/month
- Delivery & installation: £95 per device, one-off
- PaperCut print management: £1,150 per year
- 3 year contract, prices fixed, billed quarterly
- Valid until 18 December
- VAT 20%
- Signing: Martin Holroyd, Director of Resources, m.holroyd@caldervalleyha.org.uk`,
    expect: {
      fields: {
        custName: 'Calder Valley Housing Association',
        custSigner: 'Martin Holroyd',
        custTitle: 'Director of Resources',
        custEmail: 'm.holroyd@caldervalleyha.org.uk',
        currency: 'GBP',
        billing: 'Quarterly',
        term: '36',
        validUntil: '2026-12-18',
        taxLabel: 'VAT',
        taxRate: 20,
      },
      lineItems: [
        { y1: 7056, y2: 7056, descHas: 'printers' },
        { y1: 3024, y2: 3024, descHas: 'Toner' },
        { y1: 1330, y2: 0, descHas: 'installation' },
        { y1: 1150, y2: 1150, descHas: 'PaperCut' },
      ],
      discounts: [],
      totals: { y1: 15072, y2: 13476 },
      amounts: ['£42', '£18', '£95', '£1,150'],
    },
    why: 'Leased devices are recurring (reading 65): 14 x 42 x 12 = 7,056; toner 14 x 18 x 12 = 3,024; installation 14 x 95 = 1,330 one-off; PaperCut 1,150 a year. Subtotal y1 12,560, y2 11,230; VAT 20% y1 2,512 -> 15,072, y2 2,246 -> 13,476. "Valid until 18 December" = 2026-12-18.',
  },
  {
    id: 'a33',
    lang: 'es-ES',
    split: 'held',
    style:
      'Spanish rep (Seville), gym chain note; per-centre monthly software with a free first month, branded app per year, per-centre setup; count corrected at the end; IVA 21',
    notes: `Propuesta Gimnasios Giralda Fit (Sevilla), 5 centros.
GymControl a 129,00 € por centro al mes. App de socios con su marca: 2.400,00 € al año. Alta y migración de socios: 300,00 € por centro, pago único. Les regalamos el primer mes de GymControl (solo GymControl). Contrato de 12 meses, facturación mensual. IVA 21%.
Firma la gerente, Rocío Benjumea, rocio.benjumea@giraldafit.es
Corrección: son 6 centros, no 5 (se me olvidó el de Nervión); GymControl y el alta también para 6.`,
    expect: {
      fields: {
        custName: 'Giralda Fit',
        custSigner: 'Rocío Benjumea',
        custTitle: 'gerente',
        custEmail: 'rocio.benjumea@giraldafit.es',
        currency: 'EUR',
        billing: 'Monthly',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 21,
      },
      lineItems: [
        { y1: 8514, y2: 0, descHas: 'GymControl' },
        { y1: 2400, y2: 0, descHas: 'App' },
        { y1: 1800, y2: 0, descHas: 'Alta' },
      ],
      discounts: [],
      totals: { y1: 15383.94, y2: 0 },
      amounts: ['129,00 €', '2.400,00 €', '300,00 €'],
    },
    why: 'Corrected count 6 on both named lines (reading 93); first month free on GymControl only (reading 6): 6 x 129 x 11 = 8,514; app 2,400 a year; alta 6 x 300 = 1,800 one-time. Net 12,714 + IVA 21% 2,669.94 = 15,383.94. Title before name: gerente (reading 97).',
  },
  {
    id: 'a34',
    lang: 'en',
    split: 'tune',
    style:
      'Canadian rep (Alberta), grain co-op; sensor cables bought, cloud per cable per month locked for 3 years, flat install; GST 5',
    notes: `Proposal: Prairie Gold Grain Co-op (Lethbridge, AB)
Grain bin monitoring – GrainWatch sensor cables 24 @ C$1,180 each (purchase), GrainWatch cloud C$9/cable/month, install C$2,400 flat one-time. 3 year term, cloud price locked 3 yrs, billed annually, start Jan 1. GST 5%.
Signs: Gord Friesen, General Manager, gfriesen@prairiegoldcoop.ca`,
    expect: {
      fields: {
        custName: 'Prairie Gold Grain Co-op',
        custSigner: 'Gord Friesen',
        custTitle: 'General Manager',
        custEmail: 'gfriesen@prairiegoldcoop.ca',
        currency: 'CAD',
        billing: 'Annual',
        term: '36',
        startDate: '2027-01-01',
        taxLabel: 'GST',
        taxRate: 5,
      },
      lineItems: [
        { y1: 28320, y2: 0, descHas: 'cables' },
        { y1: 2592, y2: 2592, descHas: 'cloud' },
        { y1: 2400, y2: 0, descHas: 'install' },
      ],
      discounts: [],
      totals: { y1: 34977.6, y2: 2721.6 },
      amounts: ['C$1,180', 'C$9', 'C$2,400'],
    },
    why: 'Cables 24 x 1,180 = 28,320 one-time hardware; cloud 24 x 9 x 12 = 2,592 a year, locked; install 2,400 one-time. Subtotal y1 33,312, y2 2,592; GST 5% y1 1,665.60 -> 34,977.60, y2 129.60 -> 2,721.60. "start Jan 1" = 2027-01-01.',
  },
  {
    id: 'a35',
    lang: 'es-419',
    split: 'tune',
    style:
      'Guatemalan rep, e-mail to a colleague with bullets; users per month, connected scales bought, training days; quetzales; IVA 12',
    notes: `Buenas tardes Karla, te paso los datos para la propuesta de Café de Altura Huehuetenango, S.A.:
- Sistema de calidad y trazabilidad CafeTrack, 5 usuarios a Q 350 por usuario al mes
- 3 básculas conectadas a Q 4,200 cada una (compra)
- Capacitación en finca: 2 días a Q 2,500 por día
Contrato de 12 meses, pago anual. Precios en quetzales, más IVA 12%.
Firma Doña Marta Recinos, gerente general, mrecinos@cafedealturahue.com.gt
Saludos, Byron`,
    expect: {
      fields: {
        custName: 'Café de Altura Huehuetenango',
        custSigner: 'Marta Recinos',
        custTitle: 'gerente general',
        custEmail: 'mrecinos@cafedealturahue.com.gt',
        currency: 'GTQ',
        billing: 'Annual',
        term: '12',
        taxLabel: 'IVA',
        taxRate: 12,
      },
      lineItems: [
        { y1: 21000, y2: 0, descHas: 'CafeTrack' },
        { y1: 12600, y2: 0, descHas: 'básculas' },
        { y1: 5000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [],
      totals: { y1: 43232, y2: 0 },
      amounts: ['Q 350', 'Q 4,200', 'Q 2,500'],
    },
    why: 'Comma thousands (reading 90). CafeTrack 5 x 350 x 12 = 21,000; básculas 3 x 4,200 = 12,600 one-time; capacitación 2 x 2,500 = 5,000 one-time (reading 37). Net 38,600 + IVA 12% 4,632 = 43,232. Doña is an honorific; Karla and Byron are colleagues.',
  },
  {
    id: 'a36',
    lang: 'en',
    split: 'tune',
    style:
      'Nigerian rep (Lagos), numbered list; solar maintenance visits per year, monitoring monthly with a year-two increase on it, one-off audit; VAT 7.5',
    notes: `Proposal - Ikeja Grand Hotel Ltd
Solar + inverter maintenance contract:
1. Quarterly preventive maintenance visits: ₦650,000 per visit, 4 visits per year
2. Remote monitoring: ₦120,000 monthly
3. Battery health audit: ₦400,000 one-off at start
Contract 2 years, billing quarterly, year 2 increase 10% on monitoring only.
VAT 7.5%.
Person to sign: Engr. Olumide Bakare, Facility Manager, o.bakare@ikejagrandhotel.com`,
    expect: {
      fields: {
        custName: 'Ikeja Grand Hotel',
        custSigner: 'Olumide Bakare',
        custTitle: 'Facility Manager',
        custEmail: 'o.bakare@ikejagrandhotel.com',
        currency: 'NGN',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'VAT',
        taxRate: 7.5,
      },
      lineItems: [
        { y1: 2600000, y2: 2600000, descHas: 'maintenance' },
        { y1: 1440000, y2: 1584000, descHas: 'monitoring' },
        { y1: 400000, y2: 0, descHas: 'audit' },
      ],
      discounts: [],
      totals: { y1: 4773000, y2: 4497800 },
      amounts: ['₦650,000', '₦120,000', '₦400,000'],
    },
    why: 'Scheduled visits are recurring (reading 95): 4 x 650,000 = 2,600,000 each year. Monitoring 120,000 x 12 = 1,440,000; y2 +10% on it only: 132,000 x 12 = 1,584,000. Audit 400,000 one-off. Subtotal y1 4,440,000, y2 4,184,000; VAT 7.5% y1 333,000 -> 4,773,000, y2 313,800 -> 4,497,800. Engr. is an honorific.',
  },
  {
    id: 'a37',
    lang: 'en',
    split: 'tune',
    style:
      'South African rep (Western Cape), terse note with shorthand and typos; users per month, EDI link monthly, implementation; 2 years with escalation on all recurring; validity; VAT',
    notes: `prop for Karoo Fresh Produce (Pty) Ltd, Worcester WC - 22 users on PackHouse ERP @ R1,150 pu pm, EDI link to retailers R3,800 pm, impl R85,000 onceoff. 2yr contract, yr2 +6% escalation on all recurring, billed mnthly, valid 14 days. VAT 15%. signatory Pieter van der Merwe, Finacial Director, pieter@karoofresh.co.za`,
    expect: {
      fields: {
        custName: 'Karoo Fresh Produce',
        custSigner: 'Pieter van der Merwe',
        custTitle: 'Finacial Director',
        custEmail: 'pieter@karoofresh.co.za',
        currency: 'ZAR',
        billing: 'Monthly',
        term: '24',
        validUntil: '2026-12-05',
        taxLabel: 'VAT',
        taxRate: 15,
      },
      lineItems: [
        { y1: 303600, y2: 321816, descHas: 'PackHouse' },
        { y1: 45600, y2: 48336, descHas: 'EDI' },
        { y1: 85000, y2: 0, descHas: 'impl' },
      ],
      discounts: [],
      totals: { y1: 499330, y2: 425674.8 },
      amounts: ['R1,150', 'R3,800', 'R85,000'],
    },
    why: '"pu pm" = per user per month (reading 96). PackHouse 22 x 1,150 x 12 = 303,600; y2 +6%: 22 x 1,219 x 12 = 321,816. EDI 3,800 x 12 = 45,600; y2 4,028 x 12 = 48,336. Impl 85,000 once-off. Subtotal y1 434,200, y2 370,152; VAT 15% y1 65,130 -> 499,330, y2 55,522.80 -> 425,674.80. "valid 14 days" = 2026-12-05. Title kept with its typo (reading 97).',
  },
  {
    id: 'a38',
    lang: 'en',
    split: 'held',
    style:
      'New Zealand rep (Christchurch), managed IT services bullet list for a law firm; per-user monthly support, monitoring monthly, fixed-fee project, training sessions; ex GST',
    notes: `Proposal – Whitaker Lowe Lawyers (Christchurch)
Managed IT services:
• Managed desktop support: 28 users @ NZ$85 per user/month
• Server & backup monitoring: NZ$450/month
• Microsoft 365 migration project: fixed fee NZ$7,800
• Security awareness training: 2 sessions @ NZ$650
Monthly invoicing, 12 month contract, start 11 Jan. Prices ex GST (15%).
Signing: Hamish Lowe, Managing Partner, hamish@whitakerlowe.co.nz`,
    expect: {
      fields: {
        custName: 'Whitaker Lowe',
        custSigner: 'Hamish Lowe',
        custTitle: 'Managing Partner',
        custEmail: 'hamish@whitakerlowe.co.nz',
        currency: 'NZD',
        billing: 'Monthly',
        term: '12',
        startDate: '2027-01-11',
        taxLabel: 'GST',
        taxRate: 15,
      },
      lineItems: [
        { y1: 28560, y2: 0, descHas: 'desktop' },
        { y1: 5400, y2: 0, descHas: 'monitoring' },
        { y1: 7800, y2: 0, descHas: 'migration' },
        { y1: 1300, y2: 0, descHas: 'training' },
      ],
      discounts: [],
      totals: { y1: 49519, y2: 0 },
      amounts: ['NZ$85', 'NZ$450', 'NZ$7,800', 'NZ$650'],
    },
    why: 'Desktop support 28 x 85 x 12 = 28,560; monitoring 450 x 12 = 5,400; migration project 7,800 one-time (reading 63); training 2 x 650 = 1,300 one-time. Net 43,060 + GST 15% 6,459 = 49,519. "start 11 Jan" = 2027-01-11. "365" is a product name, not an amount.',
  },
  {
    id: 'a39',
    lang: 'es-419',
    split: 'tune',
    style:
      'Ecuadorian rep (El Oro), shrimp farm oxygen monitoring; sensors bought, cloud per sensor per month, installation; 2 years same price; USD dot thousands; IVA 15',
    notes: `Propuesta para Camaronera Puerto Bolívar (El Oro): monitoreo de oxígeno en 16 piscinas. Sensores AquaOx: 16 a USD 480 c/u, pago único. Plataforma AquaOx Cloud: USD 22 por sensor al mes. Instalación USD 1.600 una vez. Contrato 2 años, facturación trimestral, segundo año mismo precio. IVA 15%. Firma el Sr. Washington Aguilar, gerente propietario, waguilar@camaroneraptobolivar.ec`,
    expect: {
      fields: {
        custName: 'Camaronera Puerto Bolívar',
        custSigner: 'Washington Aguilar',
        custTitle: 'gerente propietario',
        custEmail: 'waguilar@camaroneraptobolivar.ec',
        currency: 'USD',
        billing: 'Quarterly',
        term: '24',
        taxLabel: 'IVA',
        taxRate: 15,
      },
      lineItems: [
        { y1: 7680, y2: 0, descHas: 'Sensores' },
        { y1: 4224, y2: 4224, descHas: 'Cloud' },
        { y1: 1600, y2: 0, descHas: 'Instalación' },
      ],
      discounts: [],
      totals: { y1: 15529.6, y2: 4857.6 },
      amounts: ['USD 480', 'USD 22', 'USD 1.600'],
    },
    why: 'Sensores 16 x 480 = 7,680 one-time; cloud 16 x 22 x 12 = 4,224 each year; instalación "USD 1.600" = 1,600 (reading 90) one-time. Subtotal y1 13,504, y2 4,224; IVA 15% y1 2,025.60 -> 15,529.60, y2 633.60 -> 4,857.60. Sr. is an honorific.',
  },
  {
    id: 'a40',
    lang: 'es-419',
    split: 'held',
    style:
      'Costa Rican rep (Monteverde), hotel bullet list; per-room monthly booking system, web engine monthly, training; 10% off the total; colones; validity; IVA 13',
    notes: `Propuesta para Hotel Montaña Azul (Monteverde):
- Sistema de reservas HotelNube, 42 habitaciones a ₡2.900 por habitación al mes
- Motor de reservas para la web: ₡45.000 mensuales
- Capacitación al personal: ₡180.000 una sola vez
Contrato de 12 meses, facturación mensual. Les damos 10% de descuento sobre el total por ser temporada baja. Oferta válida por 15 días. Precios en colones, más IVA 13%.
Firma: Andrea Solís Mora, administradora, asolis@hotelmontanaazul.cr`,
    expect: {
      fields: {
        custName: 'Hotel Montaña Azul',
        custSigner: 'Andrea Solís Mora',
        custTitle: 'administradora',
        custEmail: 'asolis@hotelmontanaazul.cr',
        currency: 'CRC',
        billing: 'Monthly',
        term: '12',
        validUntil: '2026-12-06',
        taxLabel: 'IVA',
        taxRate: 13,
      },
      lineItems: [
        { y1: 1461600, y2: 0, descHas: 'HotelNube' },
        { y1: 540000, y2: 0, descHas: 'Motor' },
        { y1: 180000, y2: 0, descHas: 'Capacitación' },
      ],
      discounts: [{ kind: 'pct', value: 10, y1: true, y2: false }],
      totals: { y1: 2218687.2, y2: 0 },
      amounts: ['₡2.900', '₡45.000', '₡180.000'],
    },
    why: 'Dot thousands (reading 90). HotelNube 42 x 2,900 x 12 = 1,461,600; motor 45,000 x 12 = 540,000; capacitación 180,000 one-time. Subtotal 2,181,600; 10% on the total -218,160 = 1,963,440; IVA 13% 255,247.20; total 2,218,687.20. "válida por 15 días" = 2026-12-06 (reading 88).',
  },
];
