// Reads an RFP PDF: the library's PDF reader (running headers and footers already dropped, lines joined across
// page breaks) gives paragraphs with pages; the prose rules pick the requirements.
import { readPdf } from '../../files/pdf';
import type { ReadResult } from '../model';
import { type ProseUnit, proseRequirements } from './prose';

export async function readPdfRfp(bytes: Buffer): Promise<ReadResult> {
  const { blocks } = await readPdf(bytes);
  const units: ProseUnit[] = [];
  for (const block of blocks) {
    const where = `page ${block.page ?? 1}`;
    if (block.kind === 'heading') units.push({ kind: 'heading', text: block.text, where, level: block.level });
    else if (block.kind === 'table') for (const row of block.rows ?? []) units.push({ kind: 'row', text: rowText(row), where });
    else units.push({ kind: 'text', text: block.text, where });
  }
  return proseRequirements(units);
}

/**
 * A row's words as a requirement: its cells in order, but not a short code after the first ("M", "D", "P1", "Y/N": a
 * priority or a mark column), which read on as the sentence's last word ("…by route and milepost. M", new-user trial 24).
 */
function rowText(row: string[]): string {
  return row.filter((cell, i) => i === 0 || !/^[A-Z0-9/]{1,3}$/.test(cell.trim())).join(' ');
}
