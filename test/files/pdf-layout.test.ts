// PDF layout for every reader (library and RFPs): running headers and footers dropped by repetition, headers of
// tables only when they look like headers, line-end hyphens repaired from the document's own words.
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/files/extract';
import { dropRunningLines, firstRowIsHeader, joinLines, type PdfLine } from '../../src/files/pdf-layout';
import { harborCityRfp } from './pdf-rfp-fixture';

const line = (page: number, text: string, y: number, font = 'f1'): PdfLine => ({ cells: [text], y, size: 10, page, font });

describe('running headers and footers', () => {
  it('drops a line repeated at the page edges, page numbers and dates changing, and keeps body text', () => {
    const lines = [1, 2, 3, 4].flatMap((p) => [
      line(p, 'Acme Tender 7 – Confidential', 760),
      line(p, `Body text about ${['alpha', 'beta', 'gamma', 'delta'][p - 1]} on this page`, 500),
      line(p, `Printed ${p}/0${p}/2025 – page ${p} of 4`, 30),
    ]);
    expect(dropRunningLines(lines).map((l) => l.cells[0])).toEqual(lines.filter((l) => l.y === 500).map((l) => l.cells[0]));
  });

  it('drops a footer set in two parts over a running line, and keeps a table header reprinted on each page', () => {
    const cells = (p: number, texts: string[], y: number): PdfLine => ({ cells: texts, y, size: 10, page: p, font: 'f1' });
    const lines = [1, 2, 3, 4].flatMap((p) => [
      cells(p, ['Region', 'Uptime'], 700),
      cells(p, [['North', 'South', 'East', 'West'][p - 1] ?? '', `99.9${p}%`], 686),
      line(p, `Body text about ${['alpha', 'beta', 'gamma', 'delta'][p - 1]} on this page`, 500),
      cells(p, ['Acme Attestation of Compliance r2', 'August 2025'], 44),
      cells(p, ['© 2006 – 2025 Acme Council', `Page ${p}`], 32),
    ]);
    const kept = dropRunningLines(lines).map((l) => l.cells.join(' | '));
    expect(kept.filter((t) => t === 'Region | Uptime')).toHaveLength(4);
    expect(kept.join('\n')).not.toMatch(/Attestation|Council/);
  });

  it('keeps everything in a document too short to show repetition', () => {
    const lines = [1, 2].flatMap((p) => [line(p, 'Same title', 760), line(p, 'Other text', 500)]);
    expect(dropRunningLines(lines)).toHaveLength(4);
  });

  it('removes them from a real PDF so a sentence runs on over the page break and no footer becomes a table row', async () => {
    const doc = await extractDocument(await harborCityRfp(), 'pdf');
    const all = doc.blocks.map((b) => b.text).join('\n');
    expect(all).not.toMatch(/Harbor City RFP|Page \d of 3/);
    expect(doc.blocks.map((b) => b.text)).toContain(
      '3.4 The Contractor shall encrypt backups with industry-standard algorithms and keep the keys apart from the data.',
    );
    expect(all).toContain('documentation for every interface');
  });
});

describe('table header rows', () => {
  const row = (cells: string[], font = 'f1'): PdfLine => ({ cells, y: 0, size: 10, page: 1, font });

  it('reads the first row of a key/value table as data, and a header set in bold or unlike its rows as a header', async () => {
    expect(firstRowIsHeader([row(['Issue date:', '4 March 2025']), row(['Contact:', 'Dana Reyes'])])).toBe(false);
    expect(firstRowIsHeader([row(['Item', 'Qty'], 'bold'), row(['Laptops', 'ten'])])).toBe(true);
    expect(firstRowIsHeader([row(['Plan', 'Seats']), row(['Starter', '10']), row(['Business', '50'])])).toBe(true);
    const doc = await extractDocument(await harborCityRfp(), 'pdf');
    const tables = doc.blocks.filter((b) => b.kind === 'table').map((b) => b.text);
    expect(tables).toEqual([
      'Issue date: | 4 March 2025\nContact: | Dana Reyes',
      'Item: Laptops; Qty: 40; Unit price: 1,200\nItem: Docks; Qty: 40; Unit price: 150',
    ]);
  });
});

describe('line-end hyphens', () => {
  it('joins a word the document uses whole and keeps a compound it does not', () => {
    const words = new Set(['documentation', 'the']);
    expect(joinLines(['The documen-', 'tation of the', 'industry-', 'standard way'], words)).toBe(
      'The documentation of the industry-standard way',
    );
  });
});
