// What export hands back: the file, its name and content type.

export interface ExportFile {
  name: string;
  contentType: string;
  data: Buffer;
  /** Answers that were not written and why (a formula cell, a choice the slot does not offer, a missing cell). */
  notes: string[];
}

export const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  csv: 'text/csv; charset=utf-8',
} as const;

export type ResponseExtension = keyof typeof CONTENT_TYPES;

/** The upload's name without folders or extension; "RFP" when nothing is left. */
export function baseName(name: string): string {
  const file = name.split(/[\\/]/).pop() ?? '';
  const dot = file.lastIndexOf('.');
  const base = (dot > 0 ? file.slice(0, dot) : file).trim();
  return base || 'RFP';
}

/** "Security Questionnaire.xlsx" → "Security Questionnaire (response).xlsx". */
export function responseName(name: string, extension: ResponseExtension): string {
  return `${baseName(name)} (response).${extension}`;
}

/**
 * "Security Questionnaire.xlsx" → "Security Questionnaire (compliance matrix).csv": never the name of a filled .csv
 * questionnaire, "… (response).csv" (new-user trial 19: `rfp respond` wrote the matrix over the buyer's filled file).
 */
export function matrixName(name: string): string {
  return `${baseName(name)} (compliance matrix).csv`;
}

/**
 * The extension a filled original keeps: a macro-enabled workbook or document stays one (Excel and Word refuse a
 * package whose name and content disagree), everything else gets the kind's own.
 */
export function filledExtension(name: string, kind: 'xlsx' | 'docx'): ResponseExtension {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (kind === 'xlsx' && ext === 'xlsm') return 'xlsm';
  if (kind === 'docx' && ext === 'docm') return 'docm';
  return kind;
}
