// Totals per year in integer minor units (BigInt, no binary float drift), with the rounding rules in one place.
//
// Rounding: every amount is first converted exactly from its shortest decimal form to minor units of the currency,
// half away from zero. Percent discounts are taken from the year's subtotal, or from the named lines' amounts of the
// year when they name lines (not compounded), and rounded per discount; fixed discounts are their amount. The year's
// discount never exceeds its subtotal. Tax is taxRate% of the net, rounded once per year. All rounding is half away
// from zero at the currency's minor unit.
import type { Discount, LineItem, Totals } from './schema';

/** Digits of the currency's minor unit (2 for USD, 0 for JPY, 3 for KWD); 2 when unknown or empty. */
export function minorDigits(currency: string): number {
  if (!/^[A-Z]{3}$/.test(currency)) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `value` scaled by 10^digits as an exact integer, from the number's shortest decimal form, half away from zero. */
export function toScaled(value: number, digits: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!m) throw new RangeError(`unreadable amount: ${value}`);
  const [, sign, int = '0', frac = '', exp = '0'] = m;
  const allDigits = int + frac;
  // position of the decimal point within allDigits once the exponent and the scale are applied
  const point = int.length + Number(exp) + digits;
  let whole: string;
  let rest: string;
  if (point <= 0) {
    whole = '0';
    rest = '0'.repeat(-point) + allDigits;
  } else if (point >= allDigits.length) {
    whole = allDigits + '0'.repeat(point - allDigits.length);
    rest = '';
  } else {
    whole = allDigits.slice(0, point);
    rest = allDigits.slice(point);
  }
  let n = BigInt(whole);
  if ((rest[0] ?? '0') >= '5') n += 1n;
  return sign === '-' ? -n : n;
}

/** a / b rounded half away from zero, for a ≥ 0 and b > 0. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * The most a year's line items may add up to, in minor units of the currency: with tax at 100% the total is twice
 * that, still an exact integer below 2^53 (9,007,199,254,740,991). In a two-decimal currency: 40 trillion.
 */
export const MAX_YEAR_MINOR = 4_000_000_000_000_000n;

/** Where a year's running sum of line items first passes MAX_YEAR_MINOR in `currency`, or null when both years fit. */
export function firstOverflow(lineItems: LineItem[], currency: string): { index: number; year: 'y1' | 'y2' } | null {
  const digits = minorDigits(currency);
  for (const year of ['y1', 'y2'] as const) {
    let sum = 0n;
    for (const [index, item] of lineItems.entries()) {
      sum += toScaled(item[year], digits);
      if (sum > MAX_YEAR_MINOR) return { index, year };
    }
  }
  return null;
}

export function fromMinor(minor: bigint, digits: number): number {
  return Number(minor) / 10 ** digits;
}

const PCT_SCALE = 4; // percentages are exact to 1/10000 of a percent

export interface DiscountLine {
  label: string;
  kind: Discount['kind'];
  value: number;
  /** The amount it takes off, in minor units. */
  minor: bigint;
}

export interface YearDetail {
  subtotal: bigint;
  discounts: DiscountLine[];
  discount: bigint;
  net: bigint;
  tax: bigint;
  total: bigint;
}

export function computeYear(
  a: { lineItems: LineItem[]; discounts: Discount[]; taxRate: number | null; digits: number },
  year: 'y1' | 'y2',
): YearDetail {
  const subtotal = a.lineItems.reduce((sum, item) => sum + toScaled(item[year], a.digits), 0n);
  // a pct discount on named lines ("10% on licences") is taken off those lines' amounts of the year
  const base = (d: Discount) =>
    d.lines === undefined ? subtotal : d.lines.reduce((sum, i) => sum + toScaled(a.lineItems[i]?.[year] ?? 0, a.digits), 0n);
  const discounts: DiscountLine[] = a.discounts
    .filter((d) => d[year])
    .map((d) => ({
      label: d.label,
      kind: d.kind,
      value: d.value,
      minor:
        d.kind === 'pct'
          ? divRound(base(d) * toScaled(d.value, PCT_SCALE), 100n * 10n ** BigInt(PCT_SCALE))
          : toScaled(d.value, a.digits),
    }));
  // discounts never take more than the subtotal: each, in order, takes what is left at most, so the rows a document
  // shows add up to the discount taken ("−999,999" over a 42,880 subtotal shows −42,880)
  let left = subtotal;
  for (const d of discounts) {
    if (d.minor > left) d.minor = left; // BigInt has no Math.min
    left -= d.minor;
  }
  const discount = subtotal - left;
  const net = subtotal - discount;
  const tax = a.taxRate ? divRound(net * toScaled(a.taxRate, PCT_SCALE), 100n * 10n ** BigInt(PCT_SCALE)) : 0n;
  return { subtotal, discounts, discount, net, tax, total: net + tax };
}

function yearOut(d: YearDetail, digits: number): Totals['y1'] {
  const minor = {
    subtotal: Number(d.subtotal),
    discount: Number(d.discount),
    net: Number(d.net),
    tax: Number(d.tax),
    total: Number(d.total),
  };
  return {
    subtotal: fromMinor(d.subtotal, digits),
    discount: fromMinor(d.discount, digits),
    net: fromMinor(d.net, digits),
    tax: fromMinor(d.tax, digits),
    total: fromMinor(d.total, digits),
    minor,
  };
}

export function computeTotals(p: {
  lineItems: LineItem[];
  discounts: Discount[];
  fields: { currency: string; taxRate: number | null };
}): Totals {
  const digits = minorDigits(p.fields.currency);
  const args = { lineItems: p.lineItems, discounts: p.discounts, taxRate: p.fields.taxRate, digits };
  return {
    y1: yearOut(computeYear(args, 'y1'), digits),
    y2: yearOut(computeYear(args, 'y2'), digits),
    currency: p.fields.currency,
    minor_digits: digits,
  };
}

/**
 * The discounts as fixed amounts per year, as a reader that knows only the spec's shape (no `lines`) would see them:
 * a pct discount on named lines becomes the amount it takes off those lines (one discount per year when the years
 * differ); every other discount is as it is.
 */
export function amountEquivalents(p: { lineItems: LineItem[]; discounts: Discount[]; currency: string }): Discount[] {
  const digits = minorDigits(p.currency);
  const args = { lineItems: p.lineItems, taxRate: null, digits };
  return p.discounts.flatMap((d): Discount[] => {
    if (d.lines === undefined) return [d];
    const { lines: _named, ...rest } = d;
    const amount = (year: 'y1' | 'y2') =>
      d[year] ? fromMinor(computeYear({ ...args, discounts: [d] }, year).discounts[0]?.minor ?? 0n, digits) : 0;
    const [y1, y2] = [amount('y1'), amount('y2')];
    if (!d.y1 || !d.y2 || y1 === y2) return [{ ...rest, kind: 'amount', value: d.y1 ? y1 : y2 }];
    return [
      { ...rest, kind: 'amount', value: y1, y1: true, y2: false },
      { ...rest, kind: 'amount', value: y2, y1: false, y2: true },
    ];
  });
}
