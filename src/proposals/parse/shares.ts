// Lines priced as a share of other lines: "Premium support: 15% of license fees", "Mantenimiento: 18% sobre las
// licencias". The share is taken of the named lines' amount each year, once every line is read, and said in warnings.
import type { LineItem } from '../schema';
import { linesNamed, pctOf, scopeAfter } from './discounts';
import type { ReadLine } from './line';
import { capitalize, clean } from './text';

export interface ShareLine {
  name: string;
  pct: number;
  scope: string[];
  clause: string;
}

const SHARE =
  /^(.{3,60}?)\s*(?:[:\-–—]|\bat|\bis|\bes|\bal|\bdel?)?\s*(\d{1,2}(?:[.,]\d+)?)\s*%\s+(?:of|del?|sobre)\s+((?:the|el|la|las|los|su|sus)\s+)?(.{3,60})$/i;
// percentages that are not a price: discounts, taxes, uplifts, service levels, payment schedules
const NOT_A_SHARE =
  /\b(?:off|discount|descuento|dto|tax|vat|iva|igv|gst|impuesto|uplift|increase|aumento|incremento|uptime|availability|disponibilidad|sla|upfront|deposit|anticipo|pago|payment|paid|on signature|al firmar|probability|probabilidad)\b/i;

/** "Premium support: 15% of license fees" as a share line, or undefined. */
export function shareOf(clause: string): ShareLine | undefined {
  if (NOT_A_SHARE.test(clause)) return undefined;
  const m = SHARE.exec(clause.trim());
  const name = clean(m?.[1] ?? '');
  const scope = m?.[4] ? scopeAfter(m[4]) : undefined;
  if (!m || !/\p{L}{3,}/u.test(name) || !scope) return undefined;
  return { name: capitalize(name), pct: Number((m[2] ?? '0').replace(',', '.')), scope: scope.words, clause };
}

export function priceShares(
  shares: ShareLine[],
  o: { lines: ReadLine[]; digits: number; warn: (w: string) => void },
): ReadLine[] {
  const out: ReadLine[] = [];
  for (const s of shares) {
    const named = linesNamed(s.scope, o.lines);
    if (named.length === 0) {
      o.warn(`Not priced: "${s.clause}" is a share of lines that are not in the draft.`);
      continue;
    }
    const base = (year: 'y1' | 'y2') => named.reduce((sum, l) => sum + l.item[year], 0);
    const item: LineItem = {
      desc: `${s.name} — ${s.pct}% of ${s.scope.join(' ')}`,
      y1: pctOf(base('y1'), s.pct, o.digits),
      y2: pctOf(base('y2'), s.pct, o.digits),
    };
    o.warn(`Read "${s.clause}" as ${s.pct}% of ${named.map((l) => `"${l.item.desc}"`).join(', ')}; check it.`);
    out.push({ item, qty: 1, perUnit: false, recurring: item.y2 > 0, priceText: `${s.pct}%`, perYear: 1 });
  }
  return out;
}
