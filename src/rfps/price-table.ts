// A cost proposal's price table (src/rfps/read/price-tables.ts) answered from the RFP's deal: one line per row, cells
// separated by " | " in the table's column order, each line citing the deal's line item it states. Only what the deal
// states goes in a cell (its rate, its count, its year-one or year-two amount); a period the deal does not price (an
// optional year 3) stays blank, and a line the table does not price (licences in a table of hourly roles) stays out.
import type { Proposal } from '../../store/proposals';
import { contentStems } from '../text/content';
import { type DealHit, dealHits } from './deal';
import type { AnswerSlot, TableColumn } from './model';
import type { StoredSource } from './views';

/** Cells of one answer line. */
export const CELL_SEPARATOR = ' | ';

/** A column that prices a later period than the deal's two years: optional years, renewals, year 3 on. */
const LATER =
  /\b(?:year|yr|a[ñn]o)\s*(?:[3-9]|three|four|five|six|seven|eight|nine|ten)\b|\b(?:third|fourth|fifth)\s+year\b|\brenewals?\b|\boptional\b|\boption (?:year|period)s?\b|\bextensions?\b/i;
const YEAR_TWO = /\b(?:year|yr|a[ñn]o)\s*(?:2|two|dos)\b|\bsecond year\b|\bsegundo a[ñn]o\b/i;
const YEAR_ONE = /\b(?:year|yr|a[ñn]o)\s*(?:1|one|uno)\b|\bfirst year\b|\bprimer a[ñn]o\b|\bannual(?:ly)?\b|\bper year\b/i;
const HOURS = /^(?:hours?|hrs?|horas?)$/i;
const DAYS = /^(?:days?|d[ií]as?)$/i;

/** The period a price of the table is for, read from its column's name. */
function periodOf(label: string): 'later' | 'y2' | 'y1' | 'term' {
  if (LATER.test(label)) return 'later';
  if (YEAR_TWO.test(label)) return 'y2';
  return YEAR_ONE.test(label) ? 'y1' : 'term';
}

/** The time unit a table's rate is per (an hourly or daily rate), or null. */
function rateUnit(columns: TableColumn[]): 'hour' | 'day' | null {
  const rate = columns.find((c) => c.kind === 'rate' && periodOf(c.label) !== 'later');
  if (!rate) return null;
  if (/\bhour(?:ly)?\b|\bhoras?\b|\bvalor hora\b/i.test(rate.label)) return 'hour';
  return /\bda(?:y|ily)\b|\bd[ií]as?\b/i.test(rate.label) ? 'day' : null;
}

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as written in a line's description: "1,200.50", "1.200,50", "45" → its value. */
export function numberValue(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!/^-?\d[\d.,]*$/.test(t)) return null;
  const european = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^-?\d+,\d{1,2}$/.test(t);
  const n = Number(european ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** What a deal's line item says of itself: "Project manager — 500 hours × $150" → name, count, unit, price. */
export interface PricedLine {
  name: string;
  count: string | null;
  /** The word after the count ("hours") or after the price ("/month"). */
  unit: string | null;
  price: string | null;
  y1: number;
  y2: number;
  hit: DealHit;
}

function pricedLines(p: Proposal): PricedLine[] {
  const hits = dealHits(p).filter((h) => h.heading === 'lineItems');
  return p.lineItems.flatMap((item, i) => {
    const hit = hits[i];
    if (!hit) return [];
    const [name, detail] = item.desc.split(/\s+—\s+/, 2);
    const counted = detail ? /^(\d[\d.,]*)\s*([\p{L}]+)?\s*×/u.exec(detail) : null;
    const priced = detail ? /×\s*[^\d\s]{0,4}\s?(\d[\d.,]*\d|\d)(?:\s*[A-Z]{3})?(?:\s*\/\s*([\p{L}]+))?/u.exec(detail) : null;
    return [
      {
        name: (name ?? item.desc).trim(),
        count: counted?.[1] ?? null,
        unit: counted?.[2] ?? priced?.[2] ?? null,
        price: priced?.[1] ?? null,
        y1: item.y1,
        y2: item.y2,
        hit,
      },
    ];
  });
}

/** Whether a deal's line belongs in the table: time billed by the hour (day) in a table of hourly (daily) rates… */
function fits(line: PricedLine, columns: TableColumn[]): boolean {
  const unit = rateUnit(columns);
  const timed = (u: 'hour' | 'day') => line.unit !== null && (u === 'hour' ? HOURS : DAYS).test(line.unit);
  if (columns.some((c) => c.kind === 'rate')) {
    if (line.count === null || line.price === null) return false;
    if (unit === null) return true;
    // a count of hours at an hourly rate is the line's whole price, or the table would state a wrong one
    const count = numberValue(line.count);
    const price = numberValue(line.price);
    return timed(unit) && count !== null && price !== null && Math.abs(count * price - line.y1) < 0.01;
  }
  // a table of amounts only (materials, travel, other costs): everything but time billed by the hour or day
  return !timed('hour') && !timed('day');
}

/** A deal's term in months ("24 months", "2 years", "36-month"); 0 when it states none (one or two priced years). */
export function termMonths(term: string): number {
  const m = /(\d+(?:[.,]\d+)?)\s*-?\s*(months?|mos?\b|meses|years?|yrs?\b|a[ñn]os)/i.exec(term);
  if (!m?.[1] || !m[2]) return 0;
  const n = Number(m[1].replace(',', '.'));
  return /^(?:y|a)/i.test(m[2]) ? n * 12 : n;
}

/** The line's value for one column, or "" where the deal does not state it. */
function cellFor(line: PricedLine, column: TableColumn, months: number): string {
  const period = periodOf(column.label);
  switch (column.kind) {
    case 'item':
      return line.name;
    case 'rate':
      return period === 'term' || period === 'y1' ? (line.price ?? '') : '';
    case 'quantity':
      return period === 'term' || period === 'y1' ? (line.count ?? '') : '';
    case 'amount':
      if (period === 'y1') return money(line.y1);
      if (period === 'y2') return line.y2 > 0 ? money(line.y2) : '';
      // the whole term's amount: the two years the deal prices, when its term is no longer than that
      if (period !== 'term' || months > 24) return '';
      return money(line.y1 + line.y2);
    default:
      return '';
  }
}

/** One answer line: its cells joined, the empty ones at the end left off. */
export function tableLine(cells: string[]): string {
  const out = [...cells];
  while (out.length > 1 && (out[out.length - 1] ?? '') === '') out.pop();
  return out.join(CELL_SEPARATOR);
}

/** An answer's lines as rows of cells (markers and a closing full stop removed), `width` cells each. */
export function tableRows(answer: string, width: number): string[][] {
  return answer
    .split('\n')
    .map((line) => line.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split(/\s*\|\s*/).map((c) => c.trim());
      const last = cells.length - 1;
      if (last >= 0 && numberValue((cells[last] ?? '').replace(/\.$/, '')) !== null)
        cells[last] = (cells[last] ?? '').replace(/\.$/, '');
      return Array.from({ length: width }, (_, i) => cells[i] ?? '');
    });
}

/** The table's rows from the deal, each citing its line item; null when no line of the deal belongs in it. */
export function tableFromDeal(
  p: Proposal,
  table: NonNullable<AnswerSlot['table']>,
): { response: string; sources: StoredSource[] } | null {
  const lines = pricedLines(p)
    .filter((l) => fits(l, table.columns))
    .map((l) => ({ line: l, cells: table.columns.map((c) => cellFor(l, c, termMonths(p.fields.term))) }))
    // a row with a name and no figure prices nothing
    .filter((x) => x.cells.some((c, i) => table.columns[i]?.kind !== 'item' && c !== ''));
  if (lines.length === 0) return null;
  const sources: StoredSource[] = lines.map(({ line }, i) => ({
    citation: i + 1,
    source_name: line.hit.source_name,
    heading: line.hit.heading,
    kind: line.hit.kind,
    source_id: line.hit.source_id,
    page: line.hit.page,
    text: line.hit.text,
  }));
  const response = lines.map(({ cells }, i) => `${tableLine(cells)} [${i + 1}]`).join('\n');
  return { response, sources };
}

/** A column's name without its parenthesised notes, for a question about the table. */
function shortLabel(label: string): string {
  const cut = label.split(/\s*[(:]/)[0]?.trim() || label;
  return cut.length > 60 ? `${cut.slice(0, 59)}…` : cut;
}

/** The question a price table asks of a person when the deal does not fill it. */
export function tableQuestion(table: NonNullable<AnswerSlot['table']>, lang: 'en' | 'es'): string {
  const [item, ...rest] = table.columns.map((c) => shortLabel(c.label));
  const asked = rest.slice(0, 3).join(', ');
  return lang === 'es'
    ? `¿Qué ponemos en la tabla de precios (${item}), con ${asked}?`
    : `What do we enter in the price table (${item}), with ${asked}?`;
}

/** The same table asked by two responses is one gap. */
export function tableGapKey(table: NonNullable<AnswerSlot['table']>): string {
  return `t:${[...new Set(contentStems(table.columns.map((c) => c.label).join(' ')))].sort().join(' ')}`;
}
