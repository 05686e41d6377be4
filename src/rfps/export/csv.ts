// The compliance matrix as CSV: one row per requirement, safe to open in Excel.
import { csvTable, writeCsv } from '../../files/csv';
import { parseCellRef } from '../../files/xlsx';
import type { ExportRequirement } from '../model';
import { CSV_SHEET } from '../read/csv';
import { type ExportFile, matrixName } from './names';
import type { SlotWrite } from './writes';

// ("stale" last: the reason an answer's knowledge changed since, so a reviewer sees it in the file, new-user trial 17)
const COLUMNS = [
  'ref',
  'section',
  'requirement',
  'status',
  'choice',
  'score',
  'answer',
  'sources',
  'needs_input',
  'stale',
] as const;

/** "[1] Security Overview.pdf › Encryption; [2] SOC 3.pdf" */
export function sourcesLine(sources: ExportRequirement['sources']): string {
  return sources.map((s) => `[${s.citation}] ${s.source_name}${s.heading ? ` › ${s.heading}` : ''}`).join('; ');
}

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised against formula injection, then quoted as RFC 4180 asks when it must be. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(r: ExportRequirement): string[] {
  return [
    r.ref,
    r.section,
    r.text,
    r.status,
    r.choice ?? '',
    r.score === null ? '' : String(r.score),
    r.response,
    sourcesLine(r.sources),
    r.needs_input ?? '',
    r.stale_reason ?? '',
  ];
}

/** The matrix with the answers' [n] markers kept (the sources column says what they point to). */
export function exportCsv(a: { name: string; requirements: ExportRequirement[] }): ExportFile {
  const lines = [[...COLUMNS], ...a.requirements.map(row)].map((cells) => cells.map(csvField).join(','));
  // the byte order mark is what makes Excel read the file as UTF-8 (accents intact)
  const text = `\uFEFF${lines.join('\r\n')}\r\n`;
  return {
    name: matrixName(a.name),
    contentType: 'text/csv; charset=utf-8',
    data: Buffer.from(text, 'utf8'),
    notes: [],
  };
}

/**
 * A CSV questionnaire with the answers written into its own cells (the slots read from it: src/rfps/read/csv.ts),
 * every other cell as the buyer sent it. Written values are neutralised against formula injection like the matrix's.
 */
export function fillCsv(original: string, writes: SlotWrite[], bom: boolean): { data: Buffer; notes: string[] } | null {
  const table = csvTable(original);
  if (!table) return null;
  const notes: string[] = [];
  for (const w of writes) {
    const at = w.target.file === 'xlsx' && w.target.sheet === CSV_SHEET ? parseCellRef(w.target.cell) : null;
    if (!at) {
      notes.push(`${w.requirement}: its ${w.role} has no cell in this table; not written.`);
      continue;
    }
    while (table.rows.length < at.row) table.rows.push([]);
    const row = table.rows[at.row - 1] as string[];
    while (row.length < at.col) row.push('');
    const value = w.value === null ? '' : String(w.value);
    row[at.col - 1] = FORMULA_START.test(value) ? `'${value}` : value;
  }
  return { data: Buffer.from((bom ? '\uFEFF' : '') + writeCsv(table), 'utf8'), notes };
}
