// The pricing table a customer reads, as rows of text: the proposal PDF and the signing page both show it, so what
// the signer sees on the page adds up the way the PDF does (new-user trial 15: the page listed year-one amounts only,
// with no discount or tax, and a year-two line looked free).
import { formatMoney, formatPercent, wordsFor } from './pdf-text';
import type { Discount, DocLang, LineItem } from './schema';
import { computeYear, minorDigits, type YearDetail } from './totals';

export type PricingRowKind = 'item' | 'none' | 'subtotal' | 'discount' | 'net' | 'tax' | 'total';

export interface PricingTable {
  /** "Description" then one column per year shown ("Year 1", "Year 2") or "Amount". */
  header: string[];
  rows: Array<{ kind: PricingRowKind; label: string; cells: string[] }>;
  /** Both years' totals together, when two years are shown ("Contract total: …"); null otherwise. */
  contractTotal: string | null;
}

export function pricingTable(p: {
  lineItems: LineItem[];
  discounts: Discount[];
  multiYear: boolean;
  fields: { currency: string; taxRate: number | null; taxLabel: string; docLang: DocLang };
}): PricingTable {
  const f = p.fields;
  const w = wordsFor(f.docLang);
  const digits = minorDigits(f.currency);
  const money = (minor: bigint) => formatMoney(Number(minor), { currency: f.currency, digits, lang: f.docLang });
  const args = { lineItems: p.lineItems, discounts: p.discounts, taxRate: f.taxRate, digits };
  const years: YearDetail[] = [computeYear(args, 'y1')];
  // a second year shows when the proposal runs two, or when some line is priced in year two
  if (p.multiYear || computeYear(args, 'y2').subtotal > 0n) years.push(computeYear(args, 'y2'));
  const two = years.length === 2;
  const rows: PricingTable['rows'] = [];
  for (const item of p.lineItems) {
    const amounts = two ? [item.y1, item.y2] : [item.y1];
    // a year the item is not billed in, while it is in the other, shows a dash rather than a zero price (a line
    // from year two on showed "0.00" in year one, new-user trial 15); a line at zero in every year shows its zero
    const billed = amounts.some((a) => a !== 0);
    const cells = amounts.map((a) => (a === 0 && billed ? '—' : money(minorOf(a, digits))));
    rows.push({ kind: 'item', label: item.desc, cells });
  }
  if (p.lineItems.length === 0) rows.push({ kind: 'none', label: w.noItems, cells: years.map(() => '') });
  rows.push({ kind: 'subtotal', label: w.subtotal, cells: years.map((y) => money(y.subtotal)) });
  // one row per discount, each with what it takes off in every year it applies to
  for (const d of p.discounts) {
    const cells = years.map((y) => {
      const line = y.discounts.find((l) => l.label === d.label && l.kind === d.kind && l.value === d.value);
      return line && line.minor > 0n ? `−${money(line.minor)}` : '';
    });
    if (cells.every((c) => c === '')) continue;
    const named = d.label || w.discount;
    const label = d.kind === 'pct' && !named.includes('%') ? `${named} (${formatPercent(d.value, f.docLang)})` : named;
    rows.push({ kind: 'discount', label, cells });
  }
  if (p.discounts.length > 0) rows.push({ kind: 'net', label: w.net, cells: years.map((y) => money(y.net)) });
  if (f.taxRate !== null || f.taxLabel) {
    const label = `${f.taxLabel || w.tax}${f.taxRate !== null ? ` (${formatPercent(f.taxRate, f.docLang)})` : ''}`;
    rows.push({ kind: 'tax', label, cells: years.map((y) => money(y.tax)) });
  }
  rows.push({ kind: 'total', label: w.total, cells: years.map((y) => money(y.total)) });
  return {
    header: [w.description, ...(two ? [w.year1, w.year2] : [w.amount])],
    rows,
    contractTotal: two ? `${w.contractTotal}: ${money(years.reduce((s, y) => s + y.total, 0n))}` : null,
  };
}

/** A line item's amount (major units) in minor units, exactly as the totals count it. */
function minorOf(value: number, digits: number): bigint {
  return computeYear({ lineItems: [{ desc: '', y1: value, y2: 0 }], discounts: [], taxRate: null, digits }, 'y1').subtotal;
}
