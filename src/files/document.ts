// The structured text every reader produces, and the file kinds the service can read.
import { AppError } from '../errors';

export interface DocBlock {
  kind: 'heading' | 'paragraph' | 'table';
  /** Plain text; for a table, one line per row ("Header: value; Header: value" when a header row exists). */
  text: string;
  /** Heading level, 1 = top. */
  level?: number;
  /** 1-based page (PDF only). */
  page?: number;
  /** Table cells, row by row, first row first (tables only). */
  rows?: string[][];
}

export interface ExtractedDocument {
  kind: FileKind;
  blocks: DocBlock[];
  /** Page count for PDFs; null for other files. */
  pages: number | null;
}

export type FileKind = 'docx' | 'xlsx' | 'pdf' | 'text' | 'markdown';

/** About 12 MB of file, as the spec says (base64 in a 16 MB body). */
export const MAX_FILE_BYTES = 12 * 1024 * 1024;

const TYPES: Record<string, FileKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'text/plain': 'text',
  'text/markdown': 'markdown',
  // a spreadsheet saved as text: read as text, and an RFP named .csv as the table it is (src/rfps/read/csv.ts)
  'text/csv': 'text',
  'application/csv': 'text',
  'text/comma-separated-values': 'text',
  'text/x-markdown': 'markdown',
};
const EXTENSIONS: Record<string, FileKind> = {
  docx: 'docx',
  xlsx: 'xlsx',
  pdf: 'pdf',
  txt: 'text',
  csv: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
};

const EXTENSION_OF: Record<FileKind, string> = { docx: '.docx', xlsx: '.xlsx', pdf: '.pdf', text: '.txt, .csv', markdown: '.md' };

/** The kind of file from its content type, else from the name's extension; 415 when neither is one we read. */
/** `alsoAccepted` names what the caller takes by another path, for the refusal ("… .xlsx (a completed questionnaire)"). */
export function fileKindOf(
  contentType: string | undefined,
  name: string,
  accepted: FileKind[],
  alsoAccepted: string[] = [],
): FileKind {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const generic = !type || type === 'application/octet-stream';
  const kind = generic ? (ext ? EXTENSIONS[ext] : undefined) : TYPES[type];
  if (!kind || !accepted.includes(kind)) {
    throw new AppError(
      'unsupported_media_type',
      `Cannot read ${type && !generic ? `content_type "${type}"` : `"${name}"`}: accepted are ${[...accepted.map((k) => EXTENSION_OF[k]), ...alsoAccepted].join(', ')}.`,
    );
  }
  return kind;
}

export function unreadable(why: string): AppError {
  return new AppError('unprocessable', why);
}

export function contentTypeOf(kind: FileKind): string {
  return {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pdf: 'application/pdf',
    text: 'text/plain',
    markdown: 'text/markdown',
  }[kind];
}

/**
 * Renders table rows as self-describing lines so a row found alone still says what each value is. `header` says
 * whether the first row is a header when the reader knows (PDF layout, Markdown); otherwise a first row of short,
 * non-empty cells is taken as one (Word tables).
 */
export function tableText(rows: string[][], header?: boolean): string {
  const [head, ...body] = rows;
  const hasHeader = head !== undefined && body.length > 0 && (header ?? head.every((c) => c.length > 0 && c.length <= 60));
  if (!hasHeader) return rows.map((r) => r.filter(Boolean).join(' | ')).join('\n');
  return body
    .map((r) =>
      r
        .map((cell, i) => (cell ? (head[i] ? `${columnName(head[i])}: ${cell}` : cell) : ''))
        .filter(Boolean)
        .join('; '),
    )
    .filter(Boolean)
    .join('\n');
}

/**
 * A table's text as the reader saw it: a header row the document marks (styled, repeated) names each value; a table
 * of labels and values without one is a record (its first row a pair like the rest, never the header of the others:
 * "Legal name | Acme Ltd" over "Founded | 2011"); otherwise `tableText` decides.
 */
export function tableBlockText(rows: string[][], header?: boolean): string {
  return !header && isKeyValue(rows) ? keyValueText(rows) : tableText(rows, header);
}

/**
 * A header cell as the name before a row's value: its own closing colon dropped, and one inside it ("Standard: first
 * response") set as a dash, so that "Standard – first response: 1 hour" still reads as one name and its value.
 */
function columnName(head: string): string {
  return head.replace(/\s*:$/, '').replace(/\s*:\s+/g, ' – ');
}

/** Rows of a key/value table kept on one line ("Issue date: 4 March 2025; Contact: Dana Reyes"); more, one a line. */
const KEY_VALUE_RECORD_ROWS = 8;

/** Two columns, the first of short labels (not sentences): "Issue date: | 4 March 2025", "RPO | 4 hours". */
export function isKeyValue(rows: string[][]): boolean {
  const key = (k: string) => k.length > 0 && k.length <= 40 && !/[.;,]$/.test(k) && !/^\p{Ll}/u.test(k);
  // values that go on from one row to the next in lower case are a column of prose beside some labels, not values
  const goesOn = rows.slice(1).filter((r) => /^\p{Ll}/u.test(r[1] ?? '')).length;
  return rows.length >= 2 && rows.every((r) => r.length === 2 && key(r[0] ?? '')) && goesOn * 3 <= rows.length - 1;
}

/**
 * A key/value table as the record it is: each value after its key, a small table on one line so that a passage
 * quoting it keeps every pair ("RPO: 4 hours; RTO: 6 hours; Likelihood: Low"), a long one a pair a line.
 */
export function keyValueText(rows: string[][]): string {
  const pairs = rows.map(([k = '', v = '']) => (v ? `${k.replace(/\s*:$/, '')}: ${v}` : k));
  return pairs.join(rows.length <= KEY_VALUE_RECORD_ROWS ? '; ' : '\n');
}
