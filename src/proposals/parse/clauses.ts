// Clauses that hold more than one price: "$60k/yr for the platform + $8k implementation" is two items, and
// "25 seats x $99/mo = $29,700/yr" states its own total, which must agree with the item read.
import type { LineItem } from '../schema';
import { amountText, notPriceReason } from './amounts';
import { findMoney, type Money } from './money';

// "+", "and", "y", "plus", "más", "&" between two amounts joins two things sold
const JOIN = /\s(?:\+|and|y|plus|m[aá]s|&)\s/i;
// what makes the second amount part of the first item: a year-two price or a stated result
const SAME_ITEM = /=|\b(?:y2|yr ?2|year[- ]?(?:2|two)|second year|a[nñ]o[- ]?2|segundo a[nñ]o)\b/i;

/** The clause cut where a join stands between two amounts; a guess or range ("between $30 and $40") stays whole. */
export function joinedPrices(clause: string, bareK: boolean): string[] {
  const money = findMoney(clause, { bareK });
  const first = money[0];
  if (money.length < 2 || !first || notPriceReason(clause, first)) return [clause];
  const pieces: string[] = [];
  let from = 0;
  for (const [i, m] of money.entries()) {
    const next = money[i + 1];
    if (!next) break;
    const between = clause.slice(m.index + m.length, next.index);
    const join = JOIN.exec(between);
    if (!join || SAME_ITEM.test(clause.slice(m.index + m.length, next.index + next.length + 12))) continue;
    const cut = m.index + m.length + join.index;
    pieces.push(clause.slice(from, cut).trim());
    from = cut + join[0].length;
  }
  pieces.push(clause.slice(from).trim());
  return pieces.filter((p) => p.length > 0);
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** An amount after "=" in an item's clause: the notes' own total for it, checked against what was read. */
export function statedTotal(clause: string, money: Money[], item: LineItem): { money: Money; warning?: string } | undefined {
  const m = money.slice(1).find((x) => clause.slice(0, x.index).trimEnd().endsWith('='));
  if (!m) return undefined;
  if (near(m.value, item.y1) || near(m.value, item.y2)) return { money: m };
  const warning = `Check: the notes give ${amountText(clause, m)} as the result in "${clause}", but the item reads ${item.y1} a year.`;
  return { money: m, warning };
}
