// One PDF shared by the layout and RFP-reading tests: running header and footer, a key/value table, a priced table
// with a bold header, a soft hyphen, a real compound split at a line end, and an item running over a page break.
import { buildPagedPdf } from './fixtures';

export function harborCityRfp(): Promise<Buffer> {
  return buildPagedPdf({
    header: 'Harbor City RFP 24-117 Data Platform',
    footer: 'Page {n} of 3',
    pages: [
      [
        { cells: ['Issue date:', '4 March 2025'] },
        { cells: ['Contact:', 'Dana Reyes'] },
        '',
        { text: 'SECTION 3. SCOPE OF WORK', bold: true },
        '3.1 The City operates three offices and a small data centre.',
        '',
        '3.2 The Contractor shall keep an incident response plan and test it',
        "at least once a year with the City's security team.",
        '',
        '3.3 The Contractor shall provide documen-',
        'tation for every interface it builds. The documentation must follow',
        "the City's style guide.",
        '',
        { cells: ['Item', 'Qty', 'Unit price'], bold: true },
        { cells: ['Laptops', '40', '1,200'] },
        { cells: ['Docks', '40', '150'] },
        '',
        '3.4 The Contractor shall encrypt backups with industry-',
      ],
      [
        'standard algorithms and keep the keys apart from the data.',
        '',
        { cells: ['3.5', 'Will your staff work on site? Describe any limits.'] },
      ],
      [
        { text: 'SECTION 4. INSTRUCTIONS TO OFFERORS', bold: true },
        '4.1 Offerors shall send one signed copy of the proposal by courier.',
        '',
        { text: 'SECTION 5. SERVICE LEVELS', bold: true },
        '5.1 The system must be available 99.9% of each month.',
      ],
    ],
  });
}
