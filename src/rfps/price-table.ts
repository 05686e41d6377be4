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

/**
 * A cell's figure as a person or a draft writes it: currency signs and codes, a unit after a slash or a word
 * ("$95.00/hour", "1.200,50 €", "CHF 1'250.50", "50 hrs") dropped; null for anything else ("TBD") and for a figure
 * whose separators could mean either ("1.200": twelve hundred in Spain, one point two in the US).
 */
export function cellNumber(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^(?:[A-Z]{3}|[A-Z]{0,2}[$€£¥₹₱₩₪₦]|[$€£¥₹₱₩₪₦])\s?/u, '')
    .replace(/\s?(?:[A-Z]{3}|[$€£¥₹₱₩₪₦])$/u, '')
    .replace(/\s*\/\s*\p{L}+\.?$/u, '')
    .replace(/\s+\p{L}{1,8}\.?$/u, '')
    .replace(/(?<=\d)['’](?=\d{3})/g, '');
  if (/^-?\d{1,3}\.\d{3}$/.test(bare)) return null;
  return numberValue(bare);
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

type Table = NonNullable<AnswerSlot['table']>;

/** The time a line is billed by: its count's word, its price's period, or its name ("Developer hours per year"). */
function timeUnit(line: PricedLine): 'hour' | 'day' | null {
  const words = [line.unit ?? '', ...line.name.split(/\s+/)];
  if (words.some((w) => HOURS.test(w))) return 'hour';
  return words.some((w) => DAYS.test(w)) ? 'day' : null;
}

/** The period a price is per: "$40/month", "€4,200/year"; null for a one-time price. */
function pricePeriod(line: PricedLine): 'month' | 'year' | 'quarter' | null {
  const u = (line.unit ?? '').toLowerCase();
  if (/^(?:month|mo|mes|mensual)s?$/.test(u)) return 'month';
  if (/^(?:year|yr|a[ñn]o|anual)s?$/.test(u)) return 'year';
  return /^(?:quarter|qtr|trimestre)s?$/.test(u) ? 'quarter' : null;
}

/** The period a table's rate column names ("Monthly fee per user", "Precio unitario mensual"); null when none. */
function ratePeriod(columns: TableColumn[]): 'month' | 'year' | 'quarter' | null {
  const rate = columns.find((c) => c.kind === 'rate' && periodOf(c.label) !== 'later')?.label ?? '';
  if (/\bmonthly\b|\bmensual\b|\bper month\b|\bal mes\b|\bpor mes\b|\/\s*mo(?:nth)?\b/i.test(rate)) return 'month';
  if (/\bquarterly\b|\bper quarter\b|\btrimestral\b/i.test(rate)) return 'quarter';
  return /\bannual(?:ly)?\b|\byearly\b|\bper year\b|\banual\b|\bal a[ñn]o\b|\bpor a[ñn]o\b/i.test(rate) ? 'year' : null;
}

type Kind =
  | { kind: 'timed'; unit: 'hour' | 'day' }
  | { kind: 'rated'; period: ReturnType<typeof ratePeriod> }
  | { kind: 'amounts' };

function kindOfTable(t: Table): Kind {
  if (!t.columns.some((c) => c.kind === 'rate')) return { kind: 'amounts' };
  const unit = rateUnit(t.columns);
  return unit ? { kind: 'timed', unit } : { kind: 'rated', period: ratePeriod(t.columns) };
}

/**
 * Which table of the response each of the deal's lines goes into: time billed by the hour (day) into the first table
 * of hourly (daily) rates when its columns can state it, a count at a price per period into a table whose rate is per
 * that period (a one-time price into one whose rate names none), and the rest into the first table of amounts only;
 * a line no table can state stays out. `blocked` lists, per table, the lines it should hold but cannot state.
 */
export function assignLines(p: Proposal, tables: Table[]): { placed: PricedLine[][]; blocked: PricedLine[][] } {
  const placed: PricedLine[][] = tables.map(() => []);
  const blocked: PricedLine[][] = tables.map(() => []);
  const kinds = tables.map(kindOfTable);
  const months = termMonths(p.fields.term);
  const amounts = kinds.findIndex((k) => k.kind === 'amounts');
  for (const line of pricedLines(p)) {
    const count = line.count === null ? null : numberValue(line.count);
    const price = line.price === null ? null : numberValue(line.price);
    const unit = timeUnit(line);
    const timed = unit === null ? -1 : kinds.findIndex((k) => k.kind === 'timed' && k.unit === unit);
    if (timed >= 0) {
      // the hours and rate state the line only when they make its whole price, in one year, at one rate
      const whole = count !== null && price !== null && Math.abs(count * price - line.y1) < 0.01;
      if (whole && (line.y2 === 0 || months === 0 || months > 24 || !quantityForTerm(tables[timed] as Table))) {
        (placed[timed] as PricedLine[]).push(line);
        continue;
      }
      (blocked[timed] as PricedLine[]).push(line);
      continue;
    }
    const period = pricePeriod(line);
    const rated =
      count === null || price === null
        ? -1
        : kinds.findIndex((k) => k.kind === 'rated' && k.period === period && (period !== null || line.y2 === 0));
    if (rated >= 0) (placed[rated] as PricedLine[]).push(line);
    else if (amounts >= 0) (placed[amounts] as PricedLine[]).push(line);
    // a line no table can state is never dropped in silence: the first table waits on a person
    else if (blocked[0]) blocked[0].push(line);
  }
  return { placed, blocked };
}

/** A table whose hours are asked for the contract period (not a year): a yearly count would understate them. */
function quantityForTerm(t: Table): boolean {
  return t.columns.some((c) => c.kind === 'quantity' && periodOf(c.label) === 'term');
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
export function tableRows(answer: string, width: number, extra?: (line: number, cells: string[]) => void): string[][] {
  return answer
    .split('\n')
    .map((line) => line.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '').trim())
    .filter((line) => line !== '')
    .map((line, n) => {
      const cells = line.split(/\s*\|\s*/).map((c) => c.trim());
      const last = cells.length - 1;
      if (last >= 0 && numberValue((cells[last] ?? '').replace(/\.$/, '')) !== null)
        cells[last] = (cells[last] ?? '').replace(/\.$/, '');
      // cells past the table's columns have nowhere to go: the caller says so
      const over = cells.slice(width).filter((c) => c !== '');
      if (over.length > 0) extra?.(n + 1, over);
      return Array.from({ length: width }, (_, i) => cells[i] ?? '');
    });
}

/**
 * The table's rows from the deal's lines `assignLines` gave it, each citing its line item; null when none. Lines that
 * belong in it but that its columns cannot state, or more lines than it has rows, are `unfit` and leave it to a person.
 */
export function tableFromDeal(
  p: Proposal,
  table: Table,
  tables: Table[] = [table],
): { response: string; sources: StoredSource[] } | { unfit: string } | null {
  const at = Math.max(0, tables.indexOf(table));
  const { placed, blocked } = assignLines(p, tables);
  const months = termMonths(p.fields.term);
  const lines = (placed[at] ?? [])
    .map((l) => ({ line: l, cells: table.columns.map((c) => cellFor(l, c, months)) }))
    // a row with a name and no figure prices nothing
    .filter((x) => x.cells.some((c, i) => table.columns[i]?.kind !== 'item' && c !== ''));
  const cannot = blocked[at] ?? [];
  const names = (ls: PricedLine[]) => ls.map((l) => l.name).join('; ');
  if (cannot.length > 0)
    return {
      unfit: `The deal's ${names(cannot)}: no price table of this document has columns for them as the deal prices them (a price per month or year, hours a year, a rate that changes in year two). What goes in this table?`,
    };
  if (lines.length > table.rows.length)
    return {
      unfit: `The table has ${table.rows.length} rows for ${lines.length} of the deal's lines (${names(lines.map((x) => x.line))}): which go in it, or how are they grouped?`,
    };
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
  const more = rest.length - 3;
  const asked =
    rest.slice(0, 3).join(', ') +
    (more > 0 ? (lang === 'es' ? ` y ${more} columna(s) más` : ` and ${more} more column${more > 1 ? 's' : ''}`) : '');
  return lang === 'es'
    ? `¿Qué ponemos en la tabla de precios (${item}), con ${asked}?`
    : `What do we enter in the price table (${item}), with ${asked}?`;
}

/** The same table asked by two responses is one gap. */
export function tableGapKey(table: NonNullable<AnswerSlot['table']>): string {
  return `t:${[...new Set(contentStems(table.columns.map((c) => c.label).join(' ')))].sort().join(' ')}`;
}
