// Amounts that belong to a line already read, not new lines: a year-two price ("Year 2: $55/seat"), a net price
// ("discounted to $45/seat"), a restatement ("i.e. $29,700/yr", "= $24,000", "$2,000/mo, $24,000 a year"); and a
// clause holding two things sold ("$60k/yr for the platform + $8k implementation") cut in two.
import type { Discount } from '../schema';
import { amountText, leavingTurn, notPriceReason } from './amounts';
import { ANY_UNIT, countsInText, sameUnit } from './counts';
import { priceTail, type Tail } from './item-words';
import { FACTOR, type ReadLine, round2 } from './line';
import { type BareMoney, findMoney, type Money } from './money';
import { LEADS_YEAR_TWO, UPLIFT, YEAR_ONE, YEAR_TWO } from './years';

// "+", "and", "y", "plus", "más", "&" between two amounts joins two things sold
// (Spanish writes "y" as "e" before an i- or hi- sound: "… c/u e instalación por …")
const JOIN = /\s(?:\+|and|y|e(?=\s+h?[iIíÍ])|plus|m[aá]s|&)\s/i;
// what makes the second amount part of the first item: a year-two price or a stated result
const SAME_ITEM = new RegExp(`=|${YEAR_TWO.source}`, 'iu');
/** A price after a discount, which replaces the list price read before it. */
export const NET_PRICE =
  /\b(?:discounted to|reduced to|lowered to|brought down to|net price(?: of| is|:)?|after (?:the )?discount|(?:we )?landed (?:at|on)|settled (?:at|on)|final price|precio (?:final|neto)|rebajad[oa] a|con descuento(?: queda)?(?: en| a)?|queda en|cerramos en)\b/i;
const RESTATE =
  /=|\b(?:in total|total(?: of)?|i\.?e\.?|that'?s|that is|which is|comes? to|works? out(?: to| at)?|equals?|lists? at|list price of|o sea|es decir|en total|lo que da|suma)\b/i;

// a final figure agreed for the whole deal: "they agreed to $48k all-in for year 1", "agreed £30k flat for yr1"
const AGREED_TOTAL =
  /\b(?:all[- ]in|(?:agreed?|final|settled|closed)\b(?:[^.;]|\.(?=\d)){0,30}\b(?:for everything|for the lot|for the whole (?:deal|thing|package|order|lot))|agreed (?:to |on )?(?:[$€£]|[A-Z]{3}\s?)?\d[\d.,]*\s?k?\s+(?:flat|total|all[- ]in|for (?:the )?(?:year|yr|first))|settled (?:at|on)|todo incluido|cerramos en (?:[^.;]|\.(?=\d)){0,30}(?:todo incluido|en total|total))\b/i;
const NOT_AGREED_TOTAL = /\b(?:target|budget|ceiling|wanted|asked|hoped|presupuesto|objetivo|quer[ií]an|ped[ií]an)\b/i;
const FOR_YEAR_ONE = /\b(?:for |in )?(?:year ?1|yr ?1|y1|first year|year one|a[nñ]o 1|primer a[nñ]o)\b/i;
const EVERY_YEAR = /\b(?:per year|each year|every year|both years|a year|annually|por a[nñ]o|cada a[nñ]o|ambos a[nñ]os)\b/i;

/**
 * "List $55,100 … they agreed to $48k all-in for year 1": the agreed figure is the lines at list less an amount
 * discount of the difference (before tax), taken in year one, or in each year when the notes say so. Only a figure
 * below what the lines come to in that year; else undefined.
 */
export function agreedTotal(clause: string, m: Money, lines: ReadLine[], sentence = clause): Discount[] | undefined {
  // (a target or a budget "all-in" is what the customer wanted, not what was agreed)
  if (!AGREED_TOTAL.test(clause) || NOT_AGREED_TOTAL.test(clause) || lines.length === 0) return undefined;
  // "agreed $1,950/mo all-in": a figure per period is the recurring lines' total for that period, every year billed
  const tail = priceTail(clause.slice(m.index + m.length));
  // ("we landed at $45/seat all-in" is a unit price, not the deal's)
  if (tail.unit) return undefined;
  const period = tail.period;
  const counted = period ? lines.filter((l) => l.recurring) : lines;
  const sum = (y: 'y1' | 'y2') => counted.reduce((s, l) => s + l.item[y], 0);
  const agreed = period ? m.value * FACTOR[period] : m.value;
  const everyYear = period ? !FOR_YEAR_ONE.test(sentence) : EVERY_YEAR.test(sentence) && !FOR_YEAR_ONE.test(sentence);
  const years: Array<'y1' | 'y2'> = everyYear && counted.some((l) => l.item.y2 > 0) ? ['y1', 'y2'] : ['y1'];
  const out: Discount[] = [];
  for (const y of years) {
    const off = round2(sum(y) - agreed);
    if (off <= 0 || m.value <= 0) return undefined;
    out.push({
      label: `Agreed ${amountText(clause, m)} all-in for year ${y === 'y1' ? 1 : 2}`,
      kind: 'amount',
      value: off,
      y1: y === 'y1',
      y2: y === 'y2',
    });
  }
  // the same amount off each year is one discount of both years
  const [first, second] = out;
  if (first && second && first.value === second.value)
    return [{ ...first, label: `Agreed ${amountText(clause, m)} all-in each year`, y2: true }];
  return out;
}

/**
 * The amount an agreed all-in phrase speaks of, when a clause holds several ("La lista da USD 15.600 pero cerramos en
 * USD 14.000 todo incluido"): the one inside the phrase, else the nearest before it.
 */
export function agreedFigure(clause: string, money: Money[]): Money | undefined {
  const said = AGREED_TOTAL.exec(clause);
  if (!said || money.length < 2) return undefined;
  const end = said.index + said[0].length;
  const inside = money.find((m) => m.index >= said.index && m.index < end);
  return inside ?? [...money].reverse().find((m) => m.index < said.index && said.index - (m.index + m.length) <= 40);
}

const CHANGE =
  /\b(?:goes (?:up )?to|going (?:up )?to|rises to|rising to|increases to|increasing to|steps? up to|stepping up to|drops? to|goes down to|falls to|decreases to|baja a|bajan a|moves to|will be|becomes|sube a|subiendo a|pasa a|pasando a|ser[aá]|sería|queda en|aumenta a|uplift|increase|escalator|aumento|incremento)\b/i;

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The clause cut where a join stands between two amounts; a guess or range ("between $30 and $40") stays whole. */
export function joinedPrices(clause: string, bare: BareMoney): string[] {
  const money = findMoney(clause, bare);
  const first = money[0];
  // the plan left and the plan taken are two clauses: only the second is priced
  const turn = first && money.length >= 2 ? leavingTurn(clause, first) : undefined;
  if (turn) return [clause.slice(0, turn.at).trim(), ...joinedPrices(clause.slice(turn.at + turn.length), bare)];
  if (money.length < 2 || !first || notPriceReason(clause, first)) return [clause];
  const pieces: string[] = [];
  let from = 0;
  for (const [i, m] of money.entries()) {
    const next = money[i + 1];
    if (!next) break;
    const join = JOIN.exec(clause.slice(m.index + m.length, next.index));
    // the tag may come after the next amount's price phrase: "8 € por sensor al mes … y 7 € por sensor al mes desde el segundo año"
    const after = clause.slice(next.index + next.length, money[i + 2]?.index ?? clause.length);
    const stop = after.search(/[,;]/);
    const upTo = next.index + next.length + (stop < 0 ? after.length : stop);
    if (!join || SAME_ITEM.test(clause.slice(m.index + m.length, upTo))) continue;
    const cut = m.index + m.length + join.index;
    pieces.push(clause.slice(from, cut).trim());
    from = cut + join[0].length;
  }
  pieces.push(clause.slice(from).trim());
  return pieces.filter((p) => p.length > 0);
}

/** An amount after "=" in an item's clause: the notes' own total for it, checked against what was read. */
export function statedTotal(
  clause: string,
  money: Money[],
  line: ReadLine,
): { money: Money; warning?: string; perYear?: number } | undefined {
  const m = money.slice(1).find((x) => clause.slice(0, x.index).trimEnd().endsWith('='));
  if (!m) return undefined;
  // "= $9,000/month" states the total per period, "= $108,000/yr" per year
  const tail = priceTail(clause.slice(m.index + m.length));
  // ("we landed at $45/seat all-in" is a unit price, not the deal's)
  if (tail.unit) return undefined;
  const period = tail.period;
  const yearly = m.value * (period ? FACTOR[period] : 1);
  if ([line.item.y1, line.item.y2].some((y) => near(yearly, y) || near(m.value * line.perYear, y))) {
    return period && !line.recurring && near(m.value, line.item.y1) ? { money: m, perYear: FACTOR[period] } : { money: m };
  }
  const warning = `Check: the notes give ${amountText(clause, m)} as the result in "${clause}", but the item reads ${line.item.y1} a year.`;
  return { money: m, warning };
}

/** Nothing but an amount, its price phrase and year tags: "$27 p/m y2". */
function bareAmount(clause: string, m: Money, tail: Tail): boolean {
  // a remark in brackets says nothing of the price: "£46k yr2 (agreed price step)"
  const rest = (clause.slice(0, m.index) + clause.slice(m.index + m.length + tail.length)).replace(/\([^)]*\)/g, ' ');
  return !/\p{L}{3,}/u.test(rest.replace(YEAR_TWO, ' ').replace(YEAR_ONE, ' '));
}

/** The last line a unit price can be for: priced per the same unit, or the last line when no unit is named. */
function lineFor(unit: string | undefined, lines: ReadLine[]): ReadLine | undefined {
  const priced = (l: ReadLine, any: boolean) =>
    l.perUnit &&
    [l.unit, l.count?.unit, l.count?.words].some((u) => u !== undefined && (any || u !== ANY_UNIT) && sameUnit(unit ?? '', u));
  // the line priced per that unit by name before one priced "each" (any unit fits "each")
  const same =
    unit === undefined
      ? undefined
      : ([...lines].reverse().find((l) => priced(l, unit === ANY_UNIT)) ?? [...lines].reverse().find((l) => priced(l, true)));
  // no unit named: the last line billed every year (a one-time line has no year-two price)
  return same ?? [...lines].reverse().find((l) => l.recurring) ?? lines[lines.length - 1];
}

const foldWord = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?:es|s)$/, '');
// words too common to name a line
const COMMON =
  /^(?:year|years|price|pricing|precio|rate|tarifa|tier|goes|increase|increases|rises|sube|pasa|then|from|with|that|this|the|and|for|per|por|month|monthly|annual|yearly|plan|fee|fees|cost|each|same|also|para|segundo|second)$/i;

/** The one recurring line a word of the text names ("in year 2 the SIEM tier increases to…": the SIEM line). */
function lineNamed(text: string, lines: ReadLine[]): ReadLine | undefined {
  const words = (text.match(/\p{L}[\p{L}-]{2,}/gu) ?? []).filter((w) => !COMMON.test(w)).map(foldWord);
  const hits = lines.filter(
    (l) =>
      l.recurring &&
      (l.item.desc.split(' — ')[0] ?? '').split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 3 && words.includes(foldWord(w))),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

// "yr2 seats $55/mo": the unit right after the year, before the price
const YEAR_TWO_UNIT = new RegExp(String.raw`(?:${YEAR_TWO.source})\s+(\p{L}{3,})\s*[:=-]?\s*$`, 'iu');

/**
 * "Year-2 user price £47", "precio por usuario año 2", "el segundo año el usuario sube a MXN 1,600": the unit named
 * before the price, when a line is per it.
 */
function unitBefore(text: string, lines: ReadLine[]): string | undefined {
  const m =
    YEAR_TWO_UNIT.exec(text) ??
    /\b(\p{L}{3,})\s+(?:price|rate|pricing|cost)\b|\b(?:price|precio|cost|costo|tarifa)\s+(?:per|por)\s+(\p{L}{3,})|\b(?:el|la|the|each|cada)\s+(\p{L}{3,})\s+(?:sube|pasa|queda|baja|aumenta|cambia|goes|rises|moves|increases|drops|becomes)\b/iu.exec(
      text,
    );
  const unit = m?.[1] ?? m?.[2] ?? m?.[3];
  const fits = (u: string) =>
    lines.some((l) => l.perUnit && [l.unit, l.count?.unit, l.count?.words].some((w) => w !== undefined && sameUnit(u, w)));
  return unit && fits(unit) ? unit : undefined;
}

/** "Year 2: $48/seat", "precio año 2: 24 USD por usuario", "$27 p/m y2": sets a line's year-two amount instead. */
export function yearTwoPriceFor(clause: string, money: Money[], lines: ReadLine[], lead = ''): boolean {
  const m = money[0];
  if (!m || lines.length === 0) return false;
  const tail = priceTail(clause.slice(m.index + m.length));
  // "$27 p/m y2", "el segundo año el precio sube a USD 27", "in year 2 the price goes to $55"
  const changes = YEAR_TWO.test(clause) && CHANGE.test(clause);
  const tagged =
    money.length === 1 && YEAR_TWO.test(clause) && !YEAR_ONE.test(clause) && (bareAmount(clause, m, tail) || changes);
  // "El segundo año, 90 €/gabinete/mes": the year said alone in the clause before the price
  const ledBy =
    (lead.trim().split(/\s+/).length <= 4 && LEADS_YEAR_TWO.test(lead.trim()) && !YEAR_ONE.test(clause)) ||
    // "El segundo año pasan a 2 almacenes, así que la plataforma sube a 16.800 €"
    (money.length === 1 && YEAR_TWO.test(lead) && CHANGE.test(clause) && !YEAR_ONE.test(`${lead} ${clause}`)) ||
    // "students grow to 2,650 in year 2, at GH₵ 50 per student": the count grown to in year two, then its price
    (money.length === 1 && YEAR_TWO.test(lead) && GROWS.test(lead) && !YEAR_ONE.test(`${lead} ${clause}`));
  if (!LEADS_YEAR_TWO.test(clause) && !tagged && !ledBy) return false;
  const named = unitBefore(`${lead} ${clause.slice(0, m.index)}`, lines);
  const last =
    (!tail.unit && !named && lineNamed(`${lead} ${clause.slice(0, m.index)}`, lines)) || lineFor(tail.unit ?? named, lines);
  if (!last) return false;
  // a new unit price ("sube a USD 27" after "60 usuarios a USD 25 mensuales"): near the old one, so per unit and period
  const unitPrice = last.perUnit && last.qty > 0 ? last.item.y1 / (last.qty * last.perYear) : 0;
  const likeUnit = !tail.unit && !tail.period && unitPrice > 0 && m.value >= unitPrice / 2 && m.value <= unitPrice * 2;
  // "Year 2: 55 containers at $42/container/mo", "year 2 8 sites x $4,000/yr": a count of its own in year two
  const unit = tail.unit ?? last.count?.unit ?? last.count?.words ?? last.unit;
  const own = unit && unit !== ANY_UNIT ? countsInText(clause.slice(0, m.index), unit) : [];
  const perUnit =
    tail.unit !== undefined ||
    named !== undefined ||
    likeUnit ||
    (tagged && last.qty > 1 && tail.period !== undefined) ||
    (last.perUnit && own.length === 1);
  // "$22 per user" after "$20 per user per month": a price per the same unit near the old one keeps its period
  const samePeriod =
    tail.unit !== undefined && !tail.period && unitPrice > 0 && m.value >= unitPrice / 2 && m.value <= unitPrice * 2;
  const perYear = tail.period ? FACTOR[tail.period] : likeUnit || samePeriod ? last.perYear : 1;
  const grown = own.length === 0 && GROWS.test(lead) ? GROWN_TO.exec(lead)?.[1] : undefined;
  const qty =
    perUnit && own.length === 1 && own[0] ? own[0].qty : perUnit && grown ? Number(grown.replace(/[.,]/g, '')) : last.qty;
  last.item.y2 = round2((perUnit ? qty : 1) * m.value * perYear);
  return true;
}

const SAME_PRICE = /\b(?:same|unchanged|mism[oa])\b[^.;\d]{0,24}\b(?:price|rate|pricing|precio|tarifa)\b/i;

// a count that changes: "year 2 goes to 80 drivers", "el segundo año suben a 55 técnicos"
const GROWS =
  /\b(?:go(?:es)? (?:up )?to|going (?:up )?to|grows? to|growing to|rises? to|rising to|increases? to|increasing to|moves? to|moving to|expands? to|expanding to|sube[n]? a|pasa[n]? a|crece[n]? a|aumenta[n]? a|ampl[ií]a[n]? a)\s+\d/i;

const GROWS_TO_FIGURE = new RegExp(
  `${GROWS.source.replace(String.raw`\s+\d`, '')}\\s+(\\d{1,3}(?:[.,]\\d{3})+|\\d+)(?![.,]?\\d|\\s*%|\\s*\\p{L})`,
  'iu',
);

// the figure a count grows to, whatever follows it ("grow to 2,650 in year 2")
const GROWN_TO = new RegExp(
  `${GROWS.source.replace(String.raw`\s+\d`, '')}\\s+(\\d{1,3}(?:[.,]\\d{3})+|\\d+)(?![.,]?\\d|\\s*%)`,
  'iu',
);

/**
 * "Year 2: 90 seats at the same per-seat price", "year 2 goes to 80 drivers, same price": year two of a per-unit line
 * on a count of its own, no amount. `sentence` is the whole sentence the clause is in.
 */
export function yearTwoCountFor(clause: string, lines: ReadLine[], sentence = clause): boolean {
  // ("Año 2: mismo precio, pero suben a 75 vehículos": a sentence led by year two speaks of it in each clause)
  const second = YEAR_TWO.test(clause) || (LEADS_YEAR_TWO.test(sentence.trim()) && !YEAR_ONE.test(sentence));
  if (!second || YEAR_ONE.test(clause) || !lines.some((l) => l.perUnit)) return false;
  const says =
    SAME_PRICE.test(sentence) ||
    GROWS.test(clause) ||
    ADDS.test(clause) ||
    TOTAL_OF.test(clause) ||
    LEADS_YEAR_TWO.test(clause) ||
    UPLIFT.test(sentence);
  if (!says) return false;
  // (a line billed again in year two counts as recurring though no period was said: "2,400,000 API calls at KES 1.20")
  const perUnit = [...lines].reverse().filter((l) => l.perUnit && (l.recurring || l.item.y2 > 0) && l.qty > 0);
  // ("30 users at R420 pp/pm": priced per person, counted in users)
  const said = (l: ReadLine | undefined) => (l?.count?.words && !/\s/.test(l.count.words) ? l.count.words : undefined);
  const unitOf = (l: ReadLine | undefined) =>
    l?.count?.unit ?? (l?.unit === ANY_UNIT || l?.unit === undefined ? (said(l) ?? l?.unit) : l.unit);
  // "year 2 student count goes to 1,350": the figure grown to, and the line whose unit is named before it
  const bare = GROWS_TO_FIGURE.exec(clause);
  const named = (clause.slice(0, bare?.index ?? 0).match(/\p{L}+/gu) ?? []).filter((w) => w.length > 2);
  const byName = bare ? perUnit.find((l) => named.some((w) => sameUnit(unitOf(l) ?? '', w))) : undefined;
  // ("add 100 more agents to WFM (400 total), QM stays at 80": the line whose unit the clause counts, not the last)
  // (the same word first: seats and agents are alike units, but "agents" names the agents' line)
  const stem = (w: string | undefined) => (w ?? '').toLowerCase().replace(/(?:es|s)$/, '');
  const words = countsInText(clause).map((c) => stem(c.unit));
  // (or a word of the line's count: "2,400,000 API calls" … "committed 3,600,000 calls")
  const countWords = (l: ReadLine) => (l.count?.words ?? '').split(/\s+/).filter((w) => w.length > 2);
  const byWord = byName
    ? undefined
    : perUnit
        .map((l) => ({ l, w: [unitOf(l), ...countWords(l)].find((u) => u && words.includes(stem(u))) }))
        .find((x) => x.w !== undefined);
  const counted =
    byWord?.l ??
    perUnit.find((l) => {
      const u = unitOf(l);
      return u !== undefined && u !== ANY_UNIT && countsInText(clause, u).length > 0;
    });
  const last = byName ?? counted ?? perUnit[0];
  const unit = byWord && last === byWord.l ? byWord.w : unitOf(last);
  if (!last || !unit || unit === ANY_UNIT) return false;
  const own: Array<{ qty: number; text: string }> = countsInText(clause, unit);
  // (the figure grown to, said of the line by its unit, or of the only line priced per unit: "Yr 2 device count
  // increasing to 550" where 400 tablets are priced per device)
  if (own.length === 0 && bare?.[1] && (byName || perUnit.length === 1))
    own.push({ qty: Number(bare[1].replace(/[.,]/g, '')), text: bare[1] });
  // (a total is the line's only when the clause counts the line's unit too)
  const two = own.length > 0 ? yearTwoQty(clause, own, last.qty) : undefined;
  if (!two) return false;
  // (at year two's own price when one was said: "el segundo año la licencia baja a 600 … porque suben a 70")
  const perUnitY2 = last.item.y2 > 0 ? last.item.y2 / (last.y2Count ?? last.qty) : last.item.y1 / last.qty;
  last.item.y2 = round2(two.qty * perUnitY2);
  last.y2Count = two.qty;
  const [name, rate] = last.item.desc.split(' — ');
  if (name && rate?.includes(' × '))
    last.item.desc = `${name} — ${last.count?.text ?? last.qty} (Y1) / ${two.text} (Y2) × ${rate.split(' × ').pop()}`;
  return true;
}

const FIGURE = String.raw`(\d{1,3}(?:[.,]\d{3})+|\d+)`;
// the count year two ends on, said beside the ones added: "(55 total)", "110 en total", "a total of 90"
const TOTAL_OF = new RegExp(
  String.raw`\b${FIGURE}\s+(?:[\p{L}-]+\s+)?(?:in total|total|en total|in all|altogether|overall)\b|\b(?:a total of|total(?: of)?|un total de|total de)\s+${FIGURE}(?![.,]?\d|\s*%)`,
  'iu',
);
// a count added to year one's: "add 15 more", "10 additional", "se suman 25", "20 drivers more"
const ADDS =
  /\b(?:adds?|adding|plus another|another|se suman?|suman|sumar[aá]n|agrega[n]?|agregar[aá]n|añade[n]?|añadir[aá]n|incorpora[n]?)\s+\d|\d[\d.,]*\s+(?:[\p{L}-]+\s+)?(?:more|additional|extra|m[aá]s|adicionales)\b|\b(?:more|additional|extra|adicionales)\s+\d/iu;

/**
 * Year two's count from a clause that names it: the total it states ("add 15 more (55 total)"), year one's count
 * plus the ones it adds ("they add 10 hygienists"), or the one count it gives ("Year 2: 60 hygienists").
 */
function yearTwoQty(clause: string, own: Array<{ qty: number; text: string }>, yearOne: number) {
  const total = TOTAL_OF.exec(clause);
  const stated = total?.[1] ?? total?.[2];
  if (stated) return { qty: Number(stated.replace(/[.,]/g, '')), text: stated };
  // "they add 4 stores (18 sites)": the count added, then the total in brackets
  const added = ADDED.exec(clause);
  const figure = added?.[1] ?? added?.[2] ?? added?.[3];
  if (figure && !GROWS.test(clause)) {
    const after = clause.slice((added?.index ?? 0) + (added?.[0].length ?? 0));
    const bracket = /^[^()]{0,30}\(\s*(\d{1,3}(?:[.,]\d{3})+|\d+)\s+[\p{L}-]+\s*\)/u.exec(after)?.[1];
    if (bracket) return { qty: Number(bracket.replace(/[.,]/g, '')), text: bracket };
    const n = yearOne + Number(figure.replace(/[.,]/g, ''));
    return { qty: n, text: n.toLocaleString('en-US') };
  }
  if (own.length !== 1 || !own[0]) return undefined;
  return own[0];
}

// the figure added: "add 15 more", "adds 4 stores", "10 additional", "se suman 25"
const ADDED =
  /\b(?:adds?|adding|plus another|another|se suman?|suman|sumar[aá]n|agrega[n]?|agregar[aá]n|añade[n]?|añadir[aá]n|incorpora[n]?)\s+(\d{1,3}(?:[.,]\d{3})+|\d+)|(\d{1,3}(?:[.,]\d{3})+|\d+)\s+(?:[\p{L}-]+\s+)?(?:more|additional|extra|m[aá]s|adicionales)\b|\b(?:more|additional|extra|adicionales)\s+(\d{1,3}(?:[.,]\d{3})+|\d+)/iu;

/**
 * "discounted to $45/seat": the net unit price of the last line priced per unit. Returns the warning that says so and
 * the percentage the net price is below the list price (a "25% discount" stated too is already in it).
 */
export function netPriceFor(
  clause: string,
  money: Money[],
  lines: ReadLine[],
  sentence: ReadLine[] = [],
): { note: string; pct: number } | undefined {
  const m = money[0];
  // a clause that counts its own things ("we landed on 200 seats at $40") is a line, not a new price for one
  if (!m || !NET_PRICE.test(clause) || /\d/.test(clause.slice(0, m.index))) return undefined;
  const tail = priceTail(clause.slice(m.index + m.length));
  // the one line its own sentence priced ("Implementación: S/ 14,500 … queda en S/ 13,050"), else the last per unit
  const last =
    sentence.length === 1 && !tail.unit
      ? sentence[0]
      : lineFor(
          tail.unit,
          lines.filter((l) => l.perUnit),
        );
  if (!last) return undefined;
  const perYear = tail.period ? FACTOR[tail.period] : last.perYear;
  const before = last.item.y1;
  // a price after a discount is below the list price it replaces: a higher figure is something else (a total)
  if (round2(last.qty * m.value * perYear) >= before) return undefined;
  last.item.y1 = round2(last.qty * m.value * perYear);
  if (last.item.y2 > 0) last.item.y2 = last.item.y2 === before ? last.item.y1 : last.item.y2;
  const net = amountText(clause, m);
  last.item.desc = last.item.desc.replace(last.priceText, net);
  const note = `Read ${net} in "${clause}" as the net unit price of "${last.item.desc}" (the notes' ${last.priceText} is its list price).`;
  last.priceText = net;
  return { note, pct: before > 0 ? (1 - last.item.y1 / before) * 100 : 0 };
}

/**
 * An amount that restates what is already read: a line's yearly amount or the sum of the lines ("i.e. $29,700/yr",
 * "$2,000/mo, $24,000 a year"). Words such as "total" or "i.e." with an amount that agrees with nothing are reported.
 */
export function restatement(clause: string, m: Money, lines: ReadLine[]): { warning?: string } | undefined {
  if (lines.length === 0) return undefined;
  const tail = priceTail(clause.slice(m.index + m.length));
  const yearly = m.value * (tail.period ? FACTOR[tail.period] : 1);
  const sums = (['y1', 'y2'] as const).map((y) => lines.reduce((s, l) => s + l.item[y], 0));
  const agrees = lines.some((l) => near(yearly, l.item.y1) || near(yearly, l.item.y2)) || sums.some((s) => near(yearly, s));
  const words = RESTATE.test(clause.slice(0, m.index));
  const bare = !/\p{L}{3,}/u.test(
    clause
      .slice(0, m.index)
      .replace(RESTATE, ' ')
      .replace(/\b(?:or|so|thus|and|y|o)\b/gi, ' '),
  );
  if (agrees && (words || bare)) return {};
  // "ah right, $275 then", "it's $1,100": a line's unit price said again, with nothing else in the clause
  const filler = clause.slice(0, m.index).replace(
    // ("price stays $55", "the rate remains $55", "el precio se mantiene en 55 €": the price said again)
    /\b(?:ah|oh|ok|okay|right|yes|yep|sure|so|fine|no|it'?s|it is|that'?s|that is|vale|s[ií]|pues|bueno|entonces|es|son|(?:the\s+|el\s+|la\s+)?(?:unit\s+)?(?:price|pricing|rate|precio|tarifa)\s+(?:stays|remains|holds|is still|still|stays at|remains at|unchanged at|se mantiene(?:\s+en)?|sigue(?:\s+en|\s+siendo)?|queda(?:\s+en)?)(?:\s+at)?)\b/gi,
    ' ',
  );
  // "no, €40 is right", "$275 stands", "45 € está bien"
  // (what follows a dash is said apart: "no, €40 is right — €35 was the 2025 list")
  const after = (clause.slice(m.index + m.length + tail.length).split(/\s[—–]\s|\s-\s/)[0] ?? '').replace(
    /\b(?:then|it is|entonces|pues|is (?:right|correct|confirmed|final|the final price)|stands|es (?:correcto|el bueno|final|el precio final)|est[aá] bien)\b/gi,
    ' ',
  );
  const unitPrice = (l: ReadLine) => (l.qty > 0 && l.perYear > 0 ? l.item.y1 / (l.qty * l.perYear) : Number.NaN);
  const priced = /\p{L}{2,}/u.test(filler + after) ? undefined : lines.find((l) => near(unitPrice(l), m.value));
  if (priced)
    return {
      warning: `Read ${amountText(clause, m)} in "${clause}" as the unit price of "${priced.item.desc}" said again; no line added.`,
    };
  if (words && /\btotal\b/i.test(clause)) {
    const sum = sums[0] ?? 0;
    return {
      warning: `Check: the notes state ${amountText(clause, m)} in "${clause}"; the draft's lines come to ${sum} in year one.`,
    };
  }
  return undefined;
}
