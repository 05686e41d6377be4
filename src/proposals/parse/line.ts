// A line item as the parser read it: the item, the count and unit price it came from, whether it recurs.
import type { LineItem } from '../schema';
import type { Count } from './counts';
import type { Period } from './item-words';

/** Billing periods in a year. */
export const FACTOR: Record<Period, number> = { month: 12, quarter: 4, half: 2, year: 1 };

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface ReadLine {
  item: LineItem;
  qty: number;
  unit?: string;
  count?: Count;
  /** Priced per unit of a count ("200 seats at $45"): the seats/licences of a deal. */
  perUnit: boolean;
  /** Billed every month, quarter, half-year or year (not one-time). */
  recurring: boolean;
  /** The unit price as the notes write it ("$45") and its periods in a year (12 for monthly, 1 for one-time). */
  priceText: string;
  perYear: number;
  /** Year two's own count ("add 15 more (55 total)"), set when it differs from year one's. */
  y2Count?: number;
  /** Said to keep its price over the term ("flat for the whole term"): an uplift does not raise it. */
  flat?: boolean;
  /** Words its clause puts in brackets ("5 scanners at $300 each (hardware)"): a scope may name the line by them. */
  tags?: string;
}
