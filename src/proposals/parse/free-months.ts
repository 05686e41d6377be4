// Months given free ("first 3 months free on the app", "we waive the first month on all licences", "los primeros 2
// meses gratis"): a year-one amount discount worth those months of the recurring lines the words name (every recurring
// line when they name none), labelled with the note's words. The lines keep their full price, so year two bills them
// whole and an edit of the discount is one figure.
import type { Discount } from '../schema';
import { linesNamed } from './discounts';
import { type ReadLine, round2 } from './line';
import { type BareMoney, findMoney } from './money';
import { DIGIT } from './number-words';
import { capitalize, clean } from './text';

const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|a|an|un|uno|una|dos|tres|cuatro|cinco|seis)`;
const GIVEN = `(?:free|waived|on us|at no (?:charge|cost)|complimentary|gratis)`;
const GIVEN_ES = `(?:gratis|sin (?:costo|coste|cargo|cobro)|bonificados?)`;
const FREE = new RegExp(
  [
    String.raw`\b(?:the\s+)?(?:first|1st)\s+(?:${COUNT}\s+)?(?:months?|mo?nths?|mths?|mos)\s+(?:(?:are|is|will be|come|comes)\s+)?${GIVEN}`,
    String.raw`\b${COUNT}\s+(?:free\s+months?|months?\s+(?:free|on us|at no (?:charge|cost)))`,
    String.raw`\bwaiv(?:e|es|ed|ing)\s+(?:the\s+)?(?:first\s+)?(?:${COUNT}\s+)?months?`,
    String.raw`\b(?:(?:el|los)\s+)?primer(?:o|os)?\s+(?:${COUNT}\s+)?mes(?:es)?\s+(?:(?:son|es|van|va|salen|sale)\s+)?${GIVEN_ES}`,
    // "los primeros 3 meses del core sin costo": what the months are of, between them and the words that give them
    String.raw`\b(?:(?:el|los)\s+)?primer(?:o|os)?\s+(?:${COUNT}\s+)?mes(?:es)?\s+(?:del?|de la)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+${GIVEN_ES}`,
    String.raw`\b${COUNT}\s+mes(?:es)?\s+${GIVEN_ES}`,
    // "les regalamos el primer mes de GymControl", "bonificamos los 2 primeros meses"
    String.raw`\b(?:regalamos|regalan|regala|bonificamos|bonifican)\s+(?:el|los)\s+(?:${COUNT}\s+)?primer(?:o|os)?\s+(?:${COUNT}\s+)?mes(?:es)?`,
    // "los 2 primeros meses sin coste"
    String.raw`\b(?:los\s+)?${COUNT}\s+primer(?:o|os)\s+mes(?:es)?\s+(?:(?:son|van|salen)\s+)?${GIVEN_ES}`,
  ].join('|'),
  'iu',
);
/** The lines named after it: "on the app", "on all licences", "en las licencias", "de la plataforma". */
const ON =
  /^\s*(?:on|for|of|across|en|de|del|sobre|para)\s+((?:the|all|our|el|la|los|las|todas?|todos)\s+)?([\p{L}][\p{L}\s-]{0,60}?)(?=\s*(?:[,.;:()]|$|\b(?:and|y|for|para|year|a[nñ]o|only|solo|since|because|porque)\b))/iu;
const ON_TOP =
  /\b(?:added|extra|bonus|on top|additional|for the price of|adicionales?|de regalo|extra|por el precio de|al final)\b/i;
const EVERYTHING = /^(?:everything|all|todo|todos|the lot)$/i;

/** The months a clause gives free, and the recurring lines it gives them on; undefined when it gives none. */
function freeMonths(clause: string, lines: ReadLine[]): { months: number; on: ReadLine[] } | undefined {
  const m = FREE.exec(clause);
  // a month given on top of the term ("1 free month added at the front: 13 months for the price of 12") takes nothing
  // off the year's price
  if (!m || ON_TOP.test(clause)) return undefined;
  const said = m
    .slice(1)
    .find((g) => g !== undefined)
    ?.toLowerCase();
  const months = said === undefined || /^(?:a|an|un)$/.test(said) ? 1 : (DIGIT[said] ?? Number(said));
  if (!(months >= 1 && months <= 12)) return undefined;
  const recurring = lines.filter((l) => l.recurring && l.item.y1 > 0);
  const scope = ON.exec(clause.slice((m.index ?? 0) + m[0].length));
  // ("los primeros 3 meses del core sin costo": the lines named inside the phrase)
  const inner = /\bmes(?:es)?\s+(?:del?|de la)\s+([\p{L}][\p{L}\s-]{0,40}?)\s+(?:gratis|sin|bonificad)/iu.exec(m[0])?.[1];
  const words = (scope?.[2] ?? inner ?? '').split(/\s+/).filter((w) => w.length > 1);
  const all = /^(?:all|todas?|todos)\s/i.test(scope?.[1] ?? '') || words.some((w) => EVERYTHING.test(w));
  const named = words.length > 0 && !all ? linesNamed(words, recurring) : [];
  return { months, on: named.length > 0 ? named : recurring };
}

/**
 * The year-one discount for the months the notes give free: the last clause that gives them (a question asking "the
 * first three months are free?" and its answer say it once); none when that clause prices something itself.
 */
export function freeMonthDiscounts(clauses: string[], lines: ReadLine[], bare: BareMoney): Discount[] {
  const out: Discount[] = [];
  for (const clause of clauses) {
    if (/\?\s*$/.test(clause) || findMoney(clause, bare).length > 0) continue;
    const free = freeMonths(clause, lines);
    if (!free || free.on.length === 0) continue;
    const value = round2(free.on.reduce((sum, l) => sum + (l.item.y1 * free.months) / 12, 0));
    if (value > 0) out.push({ label: capitalize(clean(clause)), kind: 'amount', value, y1: true, y2: false });
  }
  return out.slice(-1);
}
