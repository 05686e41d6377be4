// RFP PDFs: numbered requirements with their numbers, text joined over a page break with running headers and
// footers gone, hyphens repaired, the buyer's own statements and instructions to offerors left out.
import { describe, expect, it } from 'vitest';
import { readRfp } from '../../../src/rfps/read/index';
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
});
