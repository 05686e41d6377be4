// The compliance matrix CSV: what Excel needs to show accents, keep fields together and never run a cell as a formula.
import { describe, expect, it } from 'vitest';
import { exportCsv } from '../../../src/rfps/export/index';
import { parseCsv } from '../../helpers/libreoffice';
import { requirement } from './fixtures';

const requirements = [
  requirement({
    ref: 'AIS-01.1',
    section: 'Sécurité des données',
    text: 'Is data encrypted "at rest", in transit, and in backups?',
    choice: 'Yes',
    score: 4,
    response: 'AES-256 at rest [1].\nTLS 1.3 in transit [2].',
    answer: 'AES-256 at rest.\nTLS 1.3 in transit.',
    sources: [
      { citation: 1, source_name: 'Security Overview.pdf', heading: 'Encryption' },
      { citation: 2, source_name: 'Architecture.docx', heading: '' },
    ],
    stale_reason: 'A library document it cites was deleted: Architecture.docx (src_1, added 2026-01-05)',
  }),
  requirement({ ref: "=cmd|' /C calc'!A0", text: '+1', response: '-1', section: '@SUM(A1:A2)', status: 'open' }),
  requirement({ ref: 'X-2', text: '\tTabbed', response: '\rReturned', needs_input: 'the RPO in hours', status: 'open' }),
];

describe('exportCsv', () => {
  const file = exportCsv({ name: 'CAIQ v4.xlsx', requirements });
  const text = file.data.toString('utf8');

  it('is UTF-8 with a byte order mark, CRLF line ends and the name users expect', () => {
    expect(file.name).toBe('CAIQ v4 (compliance matrix).csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect([...file.data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe('\uFEFFref,section,requirement,status,choice,score,answer,sources,needs_input,stale');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('Sécurité des données');
  });

  it('quotes fields holding commas, quotes and line breaks, and keeps the [n] markers with their sources', () => {
    const rows = parseCsv(text);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      'AIS-01.1',
      'Sécurité des données',
      'Is data encrypted "at rest", in transit, and in backups?',
      'drafted',
      'Yes',
      '4',
      'AES-256 at rest [1].\nTLS 1.3 in transit [2].',
      '[1] Security Overview.pdf › Encryption; [2] Architecture.docx',
      '',
      // why it is stale, in the file a reviewer reads
      'A library document it cites was deleted: Architecture.docx (src_1, added 2026-01-05)',
    ]);
    expect(text).toContain('"Is data encrypted ""at rest"", in transit, and in backups?"');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const rows = parseCsv(text);
    expect(rows[2]?.slice(0, 3)).toEqual(["'=cmd|' /C calc'!A0", "'@SUM(A1:A2)", "'+1"]);
    expect(rows[2]?.[6]).toBe("'-1");
    expect(rows[3]?.[2]).toBe("'\tTabbed");
    expect(rows[3]?.[6]).toBe("'\rReturned");
    expect(rows[3]?.[8]).toBe('the RPO in hours');
  });
});
