// Every amount the notes state must end up in the draft or in its warnings: the amounts that are not prices
// (guesses, ranges, budgets, a deal's total, a competitor's or current price), the words of those warnings, and the
// check of a finished draft (the Claude path) against the amounts of its notes.
import type { Discount, LineItem } from '../schema';
import { anyCaseFirst, type BareMoney, findMoney, type Money, readNumber, scale } from './money';
import { HEDGE, splitClauses } from './text';

// a guess or a range is not a price: "around $50/seat", "between $30 and $40", "$30-40", "como $380,000"
// (after "and"/"y" only another amount makes a range: "$18,000 and 2 days of training" is two things)
const RANGE_AFTER = /^\s*(?:(?:-|–|to|or|o|a)\s*(?:[$€£]|USD|EUR)?\s*\d|(?:and|y)\s*(?:[$€£]|USD|EUR)\s*\d)/i;
const ABOUT = /\bcomo\s+(?=[$€£]|[A-Z]{3}\s|\d)/;
// a CRM "Amount:" is the deal's value, not something sold at that price
const DEAL_AMOUNT =
  /^\W*(?:amount|deal (?:size|value|amount)|opportunity amount|value|(?:grand |annual |yearly )?total(?: [\p{L}\p{N}]+){0,2}|monto(?: total)?|importe(?: total)?|valor(?: total)?)\s*[:=]|\b(?:ARR|ACV|TCV|MRR|deal (?:size|value|amount)|opportunity (?:amount|value)|tamaño del deal|(?:total )?contract value|total value|valor (?:total )?del contrato|(?:monto|valor|importe) (?:del negocio|de la oportunidad))\b/iu;
// a list price or a fee that is not charged: "setup waived (normally $5,000)", "sin costo"
const WAIVED =
  /\b(?:waived?|normally|usually|regular(?:ly)? priced?|retail price|(?<![-\w])free|free of charge|at no (?:charge|cost)|no charge|complimentary|valued at|bonificad[oa]s?|sin (?:costo|cargo)|gratis|normalmente|valorad[oa] en)\b/i;
// a ceiling or a target is not a price: "budget $100k", "needs to stay under $40/seat", "up to $50k"
// ("travel at cost, capped at £4,000": a cap is a ceiling, not a price)
const BUDGET =
  /\b(?:budget|presupuesto|pencil(?:l)?ed in|earmarked|set aside for|max(?:imum)?|ceiling|tope|(?:their |the |customer(?:'s)? |client(?:'s)? )?target (?:was|is|of)|no (?:more|higher) than|not to exceed|precio objetivo|capped at|cap(?:ped)? of|a cap of|con (?:un )?tope de|hasta un m[aá]ximo de)\b/i;
const BELOW =
  /\b(?:under|below|less than|menos de|por debajo de|(?<!\b(?:goes|go|going|went|steps?|stepping|stepped|moves?|moving|rises?|rising|bumps?|bumped|ramps?|ramping)\s)up to|hasta|target(?: price)?(?: of| is|:)?)\s*(?=[$€£₹]|[A-Z]{3}\s?\d|\d[\d.,]*\s?(?:k|m|crores?|lakhs?|lacs?|million|millones|mil|grand)\b)/i;
// a year the proposal does not show: "Year 3: $60k", "y3", "tercer año"
const LATER_YEAR =
  /\b(?:year[- ]?(?:3|4|5|three|four|five)|y[3-5]|yr ?[3-5]|third year|3rd year|a[nñ]o[- ]?[3-5]|tercer a[nñ]o)\b/i;
// a price on a condition is an alternative: "if they go to 500 seats, $40/seat"
const CONDITIONAL =
  /\b(?:if (?:they|we|the customer|volume)|should they|in case|en caso de|si (?:llegan|pasan|suben|crecen|compran))\b/i;
export const THEIRS =
  /\b(?:competitors?'?s?|competition|used to pay|were paying|paid last year|last year(?:'s)? (?:price|contract|renewal)|previous(?:ly)? (?:paid|price|contract)|prior contract|el a[nñ]o pasado|contrato anterior|precio anterior|pagaban|competidor(?:es)?|(?:la )?competencia|(?:who|which) (?:offered|quoted|bid|charges?|charged)|otros? proveedor(?:es)?|other vendors?|another vendor|(?:an)?other (?:company|companies|firm|firms|bidder|bidders|supplier|suppliers|provider|providers) (?:offered|quoted|bid|charges?|charged|proposed)|otra empresa (?:ofreci[oó]|cotiz[oó])|last vendor|previous vendor|current vendor|old vendor|incumbent|currently (?:pay|spend)(?:s|ing)?|(?:they|they're|they are) (?:spend|spending)|(?:they|they've|they have|we|we've) spent|spent last year|(?:hoy|actualmente) gastan|gastan actualmente|(?<!\b(?:so|then|and|which means)\s)(?:they|they're|they are|they've|they have) (?:also |still |currently )?(?:pay|paying|paid)|old provider|previous provider|former provider|proveedor anterior|(?:they're|they are) (?:on|with|using) [^.,;]{1,30}? (?:now )?(?:paying|spending)|today they pay|(?:today|currently|right now) they (?:have|pay|are on|run)|they (?:currently|today) have|hoy pagan|actualmente pagan|pagan actualmente|les cuesta|les sale|costs? them|old tool|(?<!\b(?:from|off|replac\w*|desde|migra\w*)\s+(?:(?:their|its|the|su|el)\s+)?)(?:current (?:tool|system|price|solution|contract|supplier|provider|vendor)|sistema actual)|(?:su |el |nuestro )?proveedor actual|(?:su |el )?actual proveedor|(?:les|le) cobra(?:n|ba|ban)?|desarrollo propio|le ofreci[oó]|les ofreci[oó]|les ha ofrecido|(?<!\b(?:we|i|we've|i've|we have|i have|we had)\s)quoted (?:them|her|him)|(?:their|a) quote from|les cotiz(?:[oó]|aron)|le cotiz(?:[oó]|aron)|nos cotiz(?:[oó]|aron)|(?:we|I) (?:were|was|got|have been) quoted)\b/i;

// an option or a later phase is not in this deal: "optional add-on $2k", "phase 2 (~$40k)", "don't include yet",
// (a phase 2 priced as firmly as phase 1, "Phase 2 Design & build – fixed fee £42,000", is in it)
// "an option at $4/student, they're not taking it"
export const LATER =
  /\b(?:leave (?:it|them|that|those) (?:out|off)|left (?:out|off)|priced later|price (?:it|them) later|not (?:by us|included|part of (?:this|the) (?:deal|quote|proposal|order))|billed (?:by [^.,;]{1,30} )?directly|their estimate|optional(?:ly)?|(?:is|as|only) an option|not taking|(?:they|he|she|customer|client) (?:declined|passed on|turned (?:it |that )?down)|opcional(?:es|mente)?|upsell|could add|can add later|later on|(?:phase (?:2|two|ii)|fase (?:2|dos))\b(?=[^.;\n]{0,40}?(?:\(|~|\?|\blater\b|\bfuture\b|\bnext\b|\btbd\b|\bestimat|\bapprox|\baprox|\bm[aá]s adelante|\bfuturo|\bpendiente|\boptional|\bopcional))|don'?t include|do not include|no incluir|a futuro|en el futuro|(?:they|he|she) (?:didn['’]t|did not) want|no (?:lo|la|los|las) (?:quisieron|quiso|quieren|quiere|tomaron|tom[oó])|lo rechazaron)\b/i;

// a figure given for reference only, or the price converted into another currency: "solo de referencia", "for
// reference", "≈ C$ 103,000 at today's rate" ("equivalent" alone is not one: "Enterprise, equivalent to Pro + SSO")
export const REFERENCE =
  /\b(?:for (?:your |their )?reference|as a reference|reference only|for info(?:rmation)? only|for (?:your )?info\b(?!rmation)|fyi\b|(?:solo |s[oó]lo |únicamente )?(?:de|como|a modo de) referencia|referencial(?:es)?|at (?:today['’]s|the current) (?:exchange )?rate|al (?:tipo de )?cambio(?: de hoy| actual)?)\b/i;

// figures shown only to compare, said anywhere in their sentence: "…would be €310 + €220 + €180 - show that as the
// saving, but don't price it", "(just for comparison)"
export const COMPARISON =
  /\b(?:(?:don['’]?t|do not|not to) (?:price|charge|bill) (?:it|them|that|those|these)|(?:bought|buying|purchased|priced|sold) (?:separately|individually|on (?:their|its) own)|(?:comprad[oa]s|por) separado|(?:just |only )?for comparison|comparison only|(?:solo )?para comparar|no (?:lo|los|la|las) (?:cobres|cotices|factures))\b/i;

// usage past the commitment, billed later at its rate: "overage at $0.04/min billed quarterly in arrears"
const OVERAGE = /\b(?:overages?|billed (?:\w+ )?in arrears|excedentes?|sobreconsumo)\b/i;

// money that moves but is not a price of what is sold: a deposit or a credit (when it is paid or given, not what),
// a partner's share: "pay $2,000 deposit", "$500 credit applied at signature", "$4,321 goes to the reseller"
const PAYMENT =
  /\b(?:deposit|down ?payment|pre-?payment|advance payment|retainer|anticipo|(?<!\b(?:de|por|cada|x|un|el|del|\d) )dep[oó]sito|pago anticipado|credit(?:ed)?(?! card| union| check| bundle| pack| package|s? (?:bundle|pack|package))|cr[eé]dito(?! fiscal)|saldo a favor|a cuenta|adelant(?:o|an|ar[aá]n?)|pago a cuenta)\b/i;
const PARTNER =
  /\b(?:(?:reseller|partner|referral|finder'?s|distributor) (?:fee|margin|cut|share|commission)|goes to (?:the |our )?(?:reseller|partner|distributor)|commissions?|comisi[oó]n(?:es)?|kickback)\b/i;

// "200 seats at $30" or "$30/seat" next to "budget": a price, not the budget ("budget tops out at $60,000" is one)
// (a period is no unit: "budget envelope is $1.1M/yr" is a budget a year)
const PERIOD = String.raw`(?:yr|year|y|annum|mo|month|m|quarter|qtr|q|a[nñ]o|mes)s?\b`;
const UNIT_AFTER = new RegExp(
  String.raw`^\s*(?:\/(?!\s*${PERIOD})|(?:per|por)\b(?!\s*${PERIOD})|each\b|c\/u|a (?:seat|user)\b|p\/?u\b)`,
  'i',
);
function pricedPerUnit(clause: string, first: Money): boolean {
  // ("aprobado por el cliente": "por" before an article is "by", not a rate per unit)
  const perUnit = new RegExp(String.raw`@|\b(?:per|por)\b(?!\s*(?:${PERIOD}|(?:el|la|los|las|un|una|su|sus)\b))`, 'i');
  if (perUnit.test(clause) || UNIT_AFTER.test(clause.slice(first.index + first.length))) return true;
  return /\b(?:at|a)\s*$/i.test(clause.slice(0, first.index)) && /\d[\d.,]*\s+\p{L}/u.test(clause.slice(0, first.index));
}

// a figure the notes take back: "(Earlier I wrote $1,200/site — that was wrong", "los quince eran de la tarifa antigua"
const RETRACTED =
  /\b(?:that(?:'s| was| is) wrong|was (?:wrong|a typo|a mistake)|typo|(?:earlier|before|previously),? (?:I|we) (?:wrote|said|quoted|sent|put)|ignore (?:that|the (?:earlier|old|previous))|disregard|old (?:price|rate|list price)|(?:we|I) (?:had )?floated|was floated|outdated|superseded|(?:earlier|previous|prior|old|first) (?:proposal|quote|offer)\b[^.;]{0,20}\b(?:had|was|were|at|listed)|(?:propuesta|cotizaci[oó]n|oferta) (?:anterior|previa)|tarifa (?:antigua|vieja)|precio (?:antiguo|viejo)|estaba mal|era un error)\b/i;

const REFUSED =
  /\b(?:can(?:no|['’])t|cannot|won['’]t|will not|unable to|not able to|no podemos|no llegamos a)\s+(?:get|go|come|do|match|reach|meet|offer|llegar|bajar|igualar|hacer|dejarlo)\b(?:\s+(?:down\s+)?(?:to|as low as|at|a|en|hasta))?\s*$/i;
const EXISTING =
  /\b(?:already (?:have|has|own|owns|pay|pays|licen[cs]ed|on)|(?:are|is|they're) currently (?:on|using|subscribed to|licen[cs]ed (?:on|for))|(?:their|the) existing (?:licen[cs]es|seats|users|contract|subscription|plan)|ya (?:tienen|tiene|cuentan con|pagan|paga)|no se tocan|contratad[oa]s hasta|under (?:the|their) (?:current|existing) contract|already (?:contracted|under contract|signed|licen[cs]ed)|leave (?:it |them |those |that )?alone)\b/i;
// "moving from", "upgrading from", "pasan del plan …": what follows, up to "to"/"al", is what they have now
// (a "to" between them is the new plan's: "upgrading from 10 to 20 seats at $5" prices the 20)
const LEAVING =
  /\b(?:mov(?:e|es|ing)|migrat(?:e|es|ing)|upgrad(?:e|es|ing)|switch(?:es|ing)?|transition(?:s|ing)?|go(?:es|ing)?|went|ris(?:e|es|ing)|increas(?:e|es|ing)|chang(?:e|es|ing)|pas(?:a|an|ando|ar|amos|aron|ó)|migr(?:a|an|ando|ar|amos)|cambi(?:a|an|ando|ar|amos)|sub(?:e|en|ir)|aument(?:a|an|ar))\s+(?:\w+\s+){0,3}?(?:from|del?)\b(?:(?!\b(?:to|into|onto|al?)\b)[^.;])*$/i;

/** Whether text ends inside the plan being left ("Moving from RetailHub "): what comes next is the old plan. */
export function leaving(before: string): boolean {
  return LEAVING.test(before);
}

/** Where a clause that leaves a priced plan turns to the new one ("…(£95/site/mo) to the Professional plan at…"). */
export function leavingTurn(clause: string, first: Money): { at: number; length: number } | undefined {
  if (!LEAVING.test(clause.slice(0, first.index))) return undefined;
  const rest = clause.slice(first.index + first.length);
  // (inside the old plan's bracket, "al mes" is its period: the turn is after the bracket closes)
  const open = /\([^)]*$/.test(clause.slice(0, first.index));
  const skip = open ? (/^[^()]*\)/.exec(rest)?.[0].length ?? 0) : 0;
  const to = /\b(?:to|into|onto|al?)\b/i.exec(rest.slice(skip));
  return to && !/[.;]/.test(rest.slice(0, skip + to.index))
    ? { at: first.index + first.length + skip + to.index, length: to[0].length }
    : undefined;
}
const DROPPED =
  /\b(?:drop|dropping|remove|removing|take out|cancel|cancelling|canceling)\s+(?:the|their|that)\s+[^.;()]{0,40}?\b(?:line|module|add-?on|item|service)\b[^.;]{0,40}\b(?:had|have|has)\b/i;
const WAS_LIST = /^\s*(?:was|were)\s+(?:the|our|last year['’]?s)\s+(?:(?:19|20)\d{2}\s+)?(?:list|old|previous)\b/i;
// a line labelled with last year's terms ("Last year: 25 seats at NZ$38/seat/month"), beside this year's
const LAST_YEAR_WORDS = String.raw`^\s*(?:[-*•]\s*)?(?:last year|previous year|prior year|cur+ent (?:contract|terms|pricing)|(?:recap|summary) of (?:the |their |our )?[\w-]*\s*(?:contract|terms|deal)|(?:existing|old|expiring) (?:contract|terms|pricing)|el a[nñ]o pasado|a[nñ]o pasado|contrato (?:actual|vigente)|el a[nñ]o anterior)\s*:`;
const LAST_YEAR = new RegExp(`${LAST_YEAR_WORDS}?\\s*$`, 'i');
const LAST_YEAR_LINE = new RegExp(LAST_YEAR_WORDS, 'i');
const ASKED_PRICE =
  /\b(?:asked|requested|wanted|pushed|pidieron|pidi[oó]|solicitaron|quer[ií]an)\s+(?:for\s+)?(?:a\s+|un\s+)?(?:price\s+of\s+|precio\s+de\s+)?$/i;
const TURNED_DOWN =
  /\b(?:(?:did not|didn['’]t|would not|wouldn['’]t) (?:approve|agree|accept)|not approved|declined|rejected|refused|said no|no se (?:lo |la )?aprob[oó]|no (?:lo |la )?aprobaron|rechaz)/i;
const CONSUMED_AT =
  /\b(?:consumed|drawn down|used up|burn(?:ed|t)? down|se consumen?|que se consumen?|consume)\s+(?:at|a|al)\s*(?:a rate of\s*|raz[oó]n de\s*)?$/i;
const PASSED =
  /\b(?:but|pero)\s+(?:they\s+|we\s+)?(?:passed|pass(?:ed)? on (?:it|that|this)|declined|turned (?:it |that )?down|decided against (?:it|that)|said no|lo descartaron|no lo tomaron|dijeron que no)\b/i;
const NOT_TAKEN =
  /\b(?:not|instead of|rather than|en lugar del?|en vez del?|no)\s+(?:the\s+|el\s+|la\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:tier|plan|edition|option|package|bundle|version|nivel|edici[oó]n|opci[oó]n|paquete|versi[oó]n)\b[^.;$€£\d]{0,30}$/iu;
const OPTION_LEAD = /^\s*(?:>+\s*)?(?:[-*•]\s*)?(?:option|opci[oó]n)\s+[A-C1-3]\b/i;

/** Why the first amount of a clause is not a price, or undefined when it reads as one. */
export function notPriceReason(clause: string, first: Money, lead = ''): string | undefined {
  // (tiers.ts says so of a tier the volume bought does not reach)
  if (/^\s*tier not reached\b/i.test(lead) || /\btier not reached:/i.test(clause.slice(0, first.index)))
    return 'a tier the volume bought does not reach';
  if (/^\s*volume tier not priced\b/i.test(lead) || /\bvolume tier not priced:/i.test(clause.slice(0, first.index)))
    return 'a volume tier: the notes do not say the volume bought or whether each band is priced separately';
  if (CONDITIONAL.test(lead)) return 'a price on a condition (an alternative)';
  // a line of an option ("Option 1 — 1-year: Project Controls, 65 users at $52…"): the chosen one's label is gone
  // (options.ts), so a label still there is an option not (or not yet) taken
  if (OPTION_LEAD.test(lead)) return 'one of several options';
  // "going with Pro, not the Enterprise tier which was $89": a plan said not to be taken
  if (NOT_TAKEN.test(clause.slice(0, first.index))) return 'an option not taken';
  // "they looked at the AI leasing assistant ($350/mo) but passed for now"
  if (PASSED.test(clause.slice(first.index + first.length))) return 'an option not taken';
  // "we can't get to $40, but…": a price asked for and refused
  if (REFUSED.test(clause.slice(0, first.index))) return 'a price asked for and refused';
  // "they had asked for ₹1,60,000 per warehouse but mgmt did not approve"
  if (ASKED_PRICE.test(clause.slice(0, first.index)) && TURNED_DOWN.test(clause.slice(first.index)))
    return 'a price asked for and refused';
  // "a prepaid package of EGP 600,000 … consumed at EGP 0.35 per SMS": the rate credit is used at, not a price
  if (CONSUMED_AT.test(clause.slice(Math.max(0, first.index - 40), first.index)))
    return 'the rate a prepaid credit is used at, not a price';
  // a short label before the amount ("Budget (stated) | €25,000", "Competitor | GreenOps — quoted €19,500/yr")
  const label = lead.trim().split(/\s+/).length <= 4 ? lead : '';
  if (THEIRS.test(label) || LAST_YEAR.test(label) || LAST_YEAR_LINE.test(clause.slice(0, first.index)))
    return "a competitor's or the current price";
  if (BUDGET.test(label)) return 'a budget, a ceiling or a target';
  if (THEIRS.test(clause)) return "a competitor's or the current price";
  if (RETRACTED.test(clause)) return 'a figure the notes take back';
  // "Moving from Essentials (£95/site/mo) to Professional at £140/site/mo": the plan they leave, not the one sold
  // (restated.ts cuts the clause at the "to", so what follows is read as the new plan)
  if (LEAVING.test(clause.slice(0, first.index))) return "a competitor's or the current price";
  // "Ya tienen 50 licencias … a 27 €/mes (no se tocan)", "their existing 40 seats at $30": already under contract
  if (EXISTING.test(clause)) return 'already under contract, not sold in this proposal';
  // "Drop the premium support line they had last year ($6,000)": a line taken out of the deal
  if (DROPPED.test(clause)) return 'a line taken out of the deal';
  // "€35 was the 2025 list": a figure said to be an old or list price
  if (WAS_LIST.test(clause.slice(first.index + first.length))) return 'a list or earlier price, not the one agreed';
  if (DEAL_AMOUNT.test(clause)) return "the deal's total, not a price";
  if (WAIVED.test(clause)) return 'a fee waived or not charged';
  // (an aside in brackets after the price speaks of something else: "at S$0.012 per call (overage … not part of this
  // proposal)")
  const aside = clause.slice(first.index + first.length).search(/\(/);
  const own = aside < 0 ? clause : clause.slice(0, first.index + first.length + aside);
  if (LATER.test(own)) return 'an option or a later phase, not in this deal';
  if (REFERENCE.test(own)) return 'a reference figure or a conversion, not the price';
  if (OVERAGE.test(own)) return 'usage past the commitment, billed later at this rate: not priced in the proposal';
  if (PARTNER.test(clause)) return "a partner's share or a commission, not a price";
  // (a retainer billed every month is a fee: "advisory retainer $600/month")
  const periodic = /^\s*(?:\/\s*|per\s+|a\s+|an\s+|every\s+)(?:mo|month|year|yr|quarter)\b/i.test(
    clause.slice(first.index + first.length),
  );
  // (and so is a retainer engagement priced by what it covers each month: "retainer: 6 consulting days per month @
  // AED 4,200/day")
  const monthly = /\b(?:per|a|each|every)\s+month\b|\bmonthly\b|\bal mes\b|\bmensual(?:es)?\b/i.test(clause);
  if (PAYMENT.test(clause) && !((periodic || monthly) && /\bretainer\b/i.test(clause)))
    return 'a deposit, a credit or a payment term, not a price (a credit may be a discount)';
  const near = clause.slice(Math.max(0, first.index - 16), first.index + first.length + 14);
  if (LATER_YEAR.test(near)) return 'a price for a year after the two a proposal shows';
  if (CONDITIONAL.test(clause)) return 'a price on a condition (an alternative)';
  if ((BUDGET.test(clause) && !pricedPerUnit(clause, first)) || BELOW.test(clause)) return 'a budget, a ceiling or a target';
  if (RANGE_AFTER.test(clause.slice(first.index + first.length))) return 'a range';
  if (/\b(?:options?|opci[oó]n|opciones)\b/i.test(clause) && HEDGE.test(clause)) return 'one of several options';
  if (HEDGE.test(own) || ABOUT.test(own)) return 'a guess or an estimate';
  return undefined;
}

const short = (clause: string) => {
  // only the start is shown: squeezing a 50 KB clause once per amount it holds was quadratic (and 1,000 characters
  // once per amount of 16,000 in one clause took half a second; 140 are shown)
  const one = clause.slice(0, 300).replace(/\s+/g, ' ').trim();
  return one.length > 140 ? `${one.slice(0, 137)}…` : one;
};

/** The amount as the notes write it ("$380,000 MXN", "4.800 €"). */
export function amountText(clause: string, m: Money): string {
  return clause.slice(m.index, m.index + m.length).trim();
}

export function notPricedWarning(amount: string, clause: string, reason: string): string {
  return `Not priced: ${amount} in "${short(clause)}" reads as ${reason}; add a line item if it is sold.`;
}

export function notUnderstoodWarning(amount: string, clause: string): string {
  return `Not understood: ${amount} in "${short(clause)}" is in no line item, discount or tax of this draft; check the pricing.`;
}

/** "60k" with no sign is money only when the notes name a currency by code or word (or by slang: "18 lucas"). */
export function bareThousands(notes: string): boolean {
  return (
    findMoney(notes).some((m) => m.currency !== null || m.dollarSign) ||
    /\b(?:USD|EUR|GBP|MXN|dollars?|euros?)\b|\d\s?(?:lucas|palos?)\b/i.test(notes)
  );
}

/**
 * Which bare figures are money in these notes: "60k" when they name a currency; a figure in a price's own shape
 * ("@ 9.50/seat/mo", "onboarding 4k") when they name none at all (no sign, code or currency word anywhere).
 */
export function bareMoney(notes: string): BareMoney {
  const bareK = bareThousands(notes);
  return { bareK, priceShapes: !bareK && !NAMED_CURRENCY.test(notes) };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

// ISO 4217 codes: a figure after one is money in some currency, whether or not the amount reader knows it
const ISO_4217 =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL';
// bounded: a run of 50 KB of "1.1.1…" must not be rescanned from every digit
const FIGURE = String.raw`\d(?:[\d.,\u00a0\u202f'’]{0,30}\d)?`;
// beside a sign, thousands may be grouped by plain spaces too: "8 000 zł", "₽ 4 500"
const SIGNED_FIGURE = String.raw`(?:\d{1,3}(?: \d{3}){1,6}(?![\d.,]\d)|${FIGURE})`;
const SCALED = String.raw`(?:\s?(?:[kKM]|grand|lakhs?|lacs?|crores?|mil(?:lones)?|million)\b)?`;
// currency words of the world after a figure, and "Rs", "RMB", "Fr." before one
const CURRENCY_WORDS =
  'dollars?|d[oó]lares|bucks|euros?|pounds?|quid|libras|pesos|rupees?|rupias?|yen|yuan|renminbi|francs?|francos|rand|reais|reales|soles|dirhams?|riyals?|won|naira|shillings?|liras?|kronor|kroner|kronur|krona|zlot(?:y|ys|ych)|ringgit|baht|dong|rupiah|colones|quetzales|bol[ií]vares|bolivianos|guaran[ií]es|lempiras|c[oó]rdobas'
    .split('|')
    .map(anyCaseFirst)
    .join('|');
// a figure priced per unit or period with no currency by it: "45/seat/mo", "an extra 1500 per year"
const RATE_UNIT =
  'seats?|users?|licen[cs]es?|devices?|endpoints?|students?|employees?|locations?|sites?|stores?|units?|hours?|hrs?|days?|months?|mo|years?|yrs?|annum|usuarios?|licencias?|alumnos?|estudiantes?|mes(?:es)?|a[nñ]os?|horas?|d[ií]as?'
    .split('|')
    .map(anyCaseFirst)
    .join('|');
// signs written in letters after a figure, which Unicode does not class as currency signs: "8,000元", "4,800円",
// "1 200 zł", "900 Kč", "300 лв", "5 000 руб", "700 грн"
const LETTER_SIGNS = '元|圓|円|원|zł|Kč|лв|руб|грн';
// a figure by any currency sign, after an ISO code or "Rs", or before a currency word: money in some currency
const CURRENCY_BY = String.raw`(?:\p{Sc}|\b(?:${ISO_4217.replaceAll(' ', '|')}|Rs\.?|RMB|Fr\.)(?=\s?\d))\s?${SIGNED_FIGURE}${SCALED}(?!\s?%)|\b${SIGNED_FIGURE}\s?(?:\p{Sc}|${LETTER_SIGNS})|\b${FIGURE}${SCALED}\s?(?:${CURRENCY_WORDS})\b`;
// notes that name a currency somewhere: a sign anywhere, or a figure with a code or currency word by it
const NAMED_CURRENCY = new RegExp(String.raw`\p{Sc}|${CURRENCY_BY}`, 'u');
// what might be money in any currency: the above, or a figure priced per unit or period
const LOOSE_MONEY = new RegExp(
  // (and a figure said each or once with no currency by it: "3 sessions at 1,150 each", "flat 7,500 one-time")
  String.raw`${CURRENCY_BY}|(?<![\d.,/-])\b${FIGURE}(?:\s?[kK])?(?=\s?(?:\/|per\s+|por\s+|each\b|c\/u\b)\s?(?:${RATE_UNIT})\b)|(?<![\d.,/-])\b\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?:\s?[kK])?(?=\s+(?:each|apiece|one[- ]time|one[- ]off|once)\b)|(?<![\d.,/-])\b\d{3,9}(?:\.\d{2})?(?:\s?[kK])?(?=\s+(?:each|apiece|one[- ]time|one[- ]off|once)\b)`,
  'gu',
);

// a fee named, then a bare figure: "Setup 1500", "onboarding - 2,000.00", "implementation fee: 4500"
const BARE_FEE = new RegExp(
  String.raw`\b(set-?up|onboarding|implementation|installation|training|migration|consulting|professional services|license|licence|licensing|support|hosting|subscription|maintenance|fee|cost|price|rate|charge|implementaci[oó]n|instalaci[oó]n|capacitaci[oó]n|formaci[oó]n|soporte|licencias?|cuota|costo|precio|tarifa)(?:(?:\s+(?:fee|cost|charge|price))?\s*(?:[:=–—-]\s*)?|((?:\s+[\p{L}/-]+){1,5}?\s*[:=]\s*))(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,9}(?:\.\d{2})?)\b(?![.,]?\d|\s?(?:%|\/|x\b|×|(?:${RATE_UNIT}|seats?|users?|sessions?|gb|tb|mb|pages?|calls?|requests?)\b))`,
  'giu',
);

/** The value of a loosely found figure ("1,50,000", "2.5k", "3 lakh"). */
function looseValue(text: string): number {
  const m = new RegExp(String.raw`(${SIGNED_FIGURE})(${SCALED})`, 'u').exec(text);
  return m ? readNumber(m[1] ?? '') * scale(m[2] ?? '') : Number.NaN;
}

/**
 * Warnings for the amounts of the notes that a finished draft does not account for: an amount is accounted for when
 * a line is it times a number the notes write (a count, hours) and a billing period (1, 2, 4 or 12 a year), when an
 * amount discount is it, or when the engine listed it as not a price (`notPriced`, with its reason).
 */
export function unaccountedAmounts(
  notes: string,
  draft: { lineItems: LineItem[]; discounts: Discount[]; notPriced?: Array<{ amount: string; reason: string }> },
): string[] {
  const bare = bareMoney(notes);
  // a zero ("2,000.00" holds "00") would match every one-time line's empty year two: only counts above zero
  const numbers = [
    1,
    ...[...notes.matchAll(/\d{1,3}(?:[.,]\d{3})+|\d+/g)].map((m) => Number(m[0].replace(/[.,]/g, ''))).filter((n) => n > 0),
  ];
  // a price per thousand units multiplies the count in thousands
  if (/\b(?:per|por(?: cada)?|for every)\s+(?:thousand|mil|1[,.]?000|1k)\b/i.test(notes))
    numbers.push(...numbers.map((n) => n / 1000));
  // whether a line is the value times a count of the notes and a period: each line's year amounts give the count they
  // would need, looked up among the notes' numbers (checking every number against every line was cubic on long notes)
  const counts = new Set(numbers);
  const years = draft.lineItems.flatMap((i) => [i.y1, i.y2]).filter((y) => y !== 0);
  const inLine = (value: number) =>
    value > 0 &&
    years.some((y) =>
      [1, 2, 4, 12].some((f) => {
        const n = y / (value * f);
        // a count is a whole number, or thousands of one ("per 1,000 emails")
        return [Math.round(n), Math.round(n * 1000) / 1000].some((c) => counts.has(c) && near(y, value * c * f));
      }),
    );
  const warnings: string[] = [];
  // a figure the amount reader does not know as money ("₩ 1,200,000", "KES 40,000", "45/seat/mo", "300 rand"): said
  // unless a line is priced from it
  const lineAt = (from: number) => notes.slice(notes.lastIndexOf('\n', from) + 1).split('\n')[0] ?? '';
  const known = findMoney(notes, bare);
  const looseAt: Array<[number, number]> = [];
  for (const loose of notes.matchAll(LOOSE_MONEY)) {
    const [from, to] = [loose.index, loose.index + loose[0].length];
    looseAt.push([from, to]);
    if (known.some((m) => from < m.index + m.length && to > m.index) || inLine(looseValue(loose[0]))) continue;
    warnings.push(notUnderstoodWarning(loose[0].trim(), lineAt(from)));
  }
  // notes that name no currency: a bare "3k" or "Unit price: 95" outside a price's shape may still be money, so it is said
  if (bare.priceShapes) {
    // the characters read already, marked once (checking each figure against every amount was quadratic)
    const held = new Uint8Array(notes.length + 1);
    for (const k of known) held.fill(1, k.index, k.index + k.length);
    for (const [a, b] of looseAt) held.fill(1, a, b);
    for (const m of findMoney(notes, { bareK: true }))
      if (!held.subarray(m.index, m.index + m.length).includes(1) && !inLine(m.value))
        warnings.push(notUnderstoodWarning(amountText(notes, m), lineAt(m.index)));
  }
  // a bare figure after a fee's name when the notes name their currency ("Setup 1500", "onboarding: 2,000.00"): said
  // unless a line is priced from it (a count, a year, a share or a size after it is none)
  if (bare.bareK || bare.priceShapes)
    for (const fee of notes.matchAll(BARE_FEE)) {
      const figure = fee[3] ?? '';
      // under 100 only after a price's own label ("Price per seat per month: 45"), where a count would not stand
      const labelled = fee[2] !== undefined && /^(?:fee|cost|price|rate|precio|costo|tarifa|cuota)$/i.test(fee[1] ?? '');
      const from = (fee.index ?? 0) + fee[0].length - figure.length;
      const value = readNumber(figure);
      if (
        value <= 0 ||
        (value < 100 && !labelled) ||
        /^(?:19|20)\d\d$/.test(figure) ||
        known.some((m) => from < m.index + m.length && from + figure.length > m.index) ||
        looseAt.some(([a, b]) => from < b && from + figure.length > a)
      )
        continue;
      if (!inLine(value)) warnings.push(notUnderstoodWarning(figure, lineAt(from)));
    }
  // an amount cut in two by a clause's end ("Setup Rs. 40,000" read as two sentences) is seen by no clause below
  const clauses = splitClauses(notes);
  const inClauses = new Set(clauses.flatMap((c) => findMoney(c, bare).map((m) => amountText(c, m))));
  for (const m of known) {
    const amount = amountText(notes, m);
    if (!inClauses.has(amount) && !inLine(m.value)) warnings.push(notUnderstoodWarning(amount, lineAt(m.index)));
  }
  for (const clause of clauses) {
    for (const m of findMoney(clause, bare)) {
      const amount = amountText(clause, m);
      const listed = draft.notPriced?.find((n) => n.amount.includes(amount) || amount.includes(n.amount.trim()));
      if (listed) {
        warnings.push(notPricedWarning(amount, clause, listed.reason || 'not a price'));
        continue;
      }
      const inDiscount = draft.discounts.some((d) => d.kind === 'amount' && near(d.value, m.value));
      if (!inLine(m.value) && !inDiscount) warnings.push(notUnderstoodWarning(amount, clause));
    }
  }
  return warnings;
}
