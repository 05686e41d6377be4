// RFP PDFs: numbered requirements with their numbers, text joined over a page break with running headers and
// footers gone, hyphens repaired, the buyer's own statements and instructions to offerors left out.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readRfp } from '../../../src/rfps/read/index';
import { buildPagedPdf } from '../../files/fixtures';
import { harborCityRfp } from '../../files/pdf-rfp-fixture';

describe('reading an RFP PDF', () => {
  it('finds the vendor requirements, whole and numbered, and skips the buyer and the instructions', async () => {
    const { requirements, notes } = await readRfp(await harborCityRfp(), 'pdf');
    expect(requirements.map((r) => [r.ref, r.section, r.text, r.where])).toEqual([
      [
        '3.2',
        'SECTION 3. SCOPE OF WORK',
        "The Contractor shall keep an incident response plan and test it at least once a year with the City's security team.",
        'page 1',
      ],
      [
        '3.3',
        'SECTION 3. SCOPE OF WORK',
        "The Contractor shall provide documentation for every interface it builds. The documentation must follow the City's style guide.",
        'page 1',
      ],
      [
        '3.4',
        'SECTION 3. SCOPE OF WORK',
        'The Contractor shall encrypt backups with industry-standard algorithms and keep the keys apart from the data.',
        'page 1',
      ],
      ['3.5', 'SECTION 3. SCOPE OF WORK', 'Will your staff work on site? Describe any limits.', 'page 2'],
      ['5.1', 'SECTION 5. SERVICE LEVELS', 'The system must be available 99.9% of each month.', 'page 3'],
    ]);
    expect(requirements.every((r) => r.slots.length === 0)).toBe(true);
    expect(notes.join(' ')).toMatch(/instructions/);
  });

  it("reads a requirements table's rows without the priority column's letter on the end", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.drawText('4. Functional Requirements', { x: 72, y: 740, size: 14, font });
    const rows: Array<[string, string, string]> = [
      ['Req', 'Requirement', 'M/D'],
      ['FR-1', 'The system shall record every inspection with its date and inspector.', 'M'],
      ['FR-2', 'The system shall export inspection reports as PDF files.', 'D'],
      ['FR-3', 'The system shall send a reminder before an inspection falls due.', 'M'],
    ];
    rows.forEach(([id, text, level], i) => {
      page.drawText(id, { x: 72, y: 700 - i * 18, size: 10, font });
      page.drawText(text, { x: 120, y: 700 - i * 18, size: 10, font });
      page.drawText(level, { x: 520, y: 700 - i * 18, size: 10, font });
    });
    const { requirements } = await readRfp(Buffer.from(await doc.save()), 'pdf');
    expect(requirements.map((r) => [r.ref, r.text])).toEqual([
      ['FR-1', 'The system shall record every inspection with its date and inspector.'],
      ['FR-2', 'The system shall export inspection reports as PDF files.'],
      ['FR-3', 'The system shall send a reminder before an inspection falls due.'],
    ]);
  });

  it('reads a number that carries a sentence over a line break as part of it, not as an item number', async () => {
    const pdf = await buildPagedPdf({
      pages: [
        [
          { text: 'SECTION 4. REGISTRATION', bold: true },
          '4.1 The Contractor shall register with the Commission when it is organised under Chapter',
          '12 of the Business Code and shall renew the registration every year.',
        ],
      ],
    });
    const { requirements } = await readRfp(pdf, 'pdf');
    expect(requirements.map((r) => [r.ref, r.text])).toEqual([
      [
        '4.1',
        'The Contractor shall register with the Commission when it is organised under Chapter 12 of the Business Code and shall renew the registration every year.',
      ],
    ]);
  });

  it('files the item numbered after a numbered title under the section above both, not under that title', async () => {
    const pdf = await buildPagedPdf({
      pages: [
        [
          { text: 'GENERAL TERMS', bold: true },
          '',
          '7. WARRANTY-',
          '',
          'a. The Contractor shall repair any defect reported within one year.',
          '',
          '8. RECORDS-The Contractor shall keep project records for five years.',
          '',
          '9. SAFETY-The Contractor shall follow the site safety rules.',
        ],
      ],
    });
    const { requirements } = await readRfp(pdf, 'pdf');
    expect(requirements.map((r) => [r.ref, r.section])).toEqual([
      ['a', '7. WARRANTY-'],
      ['8', 'GENERAL TERMS'],
      ['9', 'GENERAL TERMS'],
    ]);
  });
});
