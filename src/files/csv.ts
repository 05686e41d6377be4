// Comma- (or semicolon-, tab-) separated text as rows of cells, RFC 4180 quoting: what spreadsheets export.

/** At most this many rows are read (a questionnaire, not a data dump). */
const MAX_ROWS = 20_000;

/** The rows of `text` split at `sep` (a byte-order mark skipped), cells as written. */
export function parseCsv(text: string, sep = ','): string[][] {
  text = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      if (rows.length >= MAX_ROWS) return rows;
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export interface CsvTable {
  /** Every row, empty ones included, so row n of the table is line n of a spreadsheet's view of it. */
  rows: string[][];
  separator: string;
}

/**
 * The text as a table: the separator (comma, semicolon or tab) that splits most non-empty lines into the same number
 * of cells, at least two, with quoted cells read as one (line breaks and separators inside quotes kept). Null when no
 * separator gives most rows one shape.
 */
export function csvTable(text: string): CsvTable | null {
  let best: CsvTable | null = null;
  for (const separator of [',', ';', '\t']) {
    const rows = parseCsv(text, separator);
    const filled = rows.filter((r) => r.some((c) => c.trim() !== ''));
    if (filled.length < 2) continue;
    const widths = new Map<number, number>();
    for (const r of filled) widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
    const [width, count] = [...widths].sort((a, b) => b[1] - a[1])[0] as [number, number];
    if (width < 2 || count / filled.length < 0.8) continue;
    if (!best || width > Math.max(...best.rows.map((r) => r.length))) best = { rows, separator };
  }
  return best;
}

/** The table written back as text with its own separator, quoting cells that need it, lines ended CRLF. */
export function writeCsv(table: CsvTable): string {
  const quote = (c: string) =>
    c.includes(table.separator) || /["\r\n]/.test(c) || /^\s|\s$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
  return `${table.rows.map((r) => r.map(quote).join(table.separator)).join('\r\n')}\r\n`;
}
