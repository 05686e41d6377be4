// The response document for RFPs that came as PDF, text or Markdown: every requirement in order, answered or marked.
import { describe, expect, it } from 'vitest';
import { exportFilled } from '../../../src/rfps/export/index';
import { documentText, LIBREOFFICE_TEST_TIMEOUT } from '../../helpers/libreoffice';
import { requirement as req, zipText } from './fixtures';

const requirements = [
  req({
    ref: '3.1',
    section: '3 Scope of work',
    text: 'Describe your hosting & data residency.',
    response: 'Data is hosted in Frankfurt [1].\nBackups stay in the EU [2].',
    answer: 'Data is hosted in Frankfurt.\nBackups stay in the EU.',
    sources: [
      { citation: 1, source_name: 'Security Overview.pdf', heading: 'Hosting' },
      { citation: 2, source_name: 'BC-DR Plan.pdf', heading: '' },
    ],
  }),
  req({
    ref: '3.2',
    section: '3 Scope of work',
    text: 'State your recovery point objective.',
    needs_input: 'the RPO in hours',
    status: 'open',
  }),
  req({ ref: '', section: '4 Pricing', text: 'Provide a price list.', status: 'open' }),
  req({ ref: '4.2', section: '4 Pricing', text: 'Describe on-site training.', status: 'na' }),
];

describe('exportFilled for a PDF or text RFP', () => {
  it(
    'builds a Word response that LibreOffice opens, with every requirement in order',
    async () => {
      const file = await exportFilled({
        original: Buffer.from('%PDF-1.7'),
        kind: 'pdf',
        name: 'City RFP 2025-14.pdf',
        requirements,
      });
      expect(file.name).toBe('City RFP 2025-14 (response).docx');
      expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const lines = (await documentText(file.data))
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines).toEqual([
        'City RFP 2025-14',
        '3 Scope of work',
        '3.1',
        'Requirement: Describe your hosting & data residency.',
        'Response: Data is hosted in Frankfurt [1].',
        'Backups stay in the EU [2].',
        'Sources:',
        '[1] Security Overview.pdf › Hosting',
        '[2] BC-DR Plan.pdf',
        '3.2',
        'Requirement: State your recovery point objective.',
        'Needs input: the RPO in hours',
        '4 Pricing',
        'Unnumbered requirement',
        'Requirement: Provide a price list.',
        'Response: No answer yet.',
        '4.2',
        'Requirement: Describe on-site training.',
        'Response: Not applicable.',
      ]);
    },
    LIBREOFFICE_TEST_TIMEOUT,
  );

  it('gives text and Markdown RFPs the same document, byte for byte the same for the same answers', async () => {
    const text = await exportFilled({ original: Buffer.from('RFP'), kind: 'text', name: 'rfp.txt', requirements });
    const again = await exportFilled({ original: Buffer.from('# RFP'), kind: 'markdown', name: 'rfp.md', requirements });
    expect(text.name).toBe('rfp (response).docx');
    expect(again.data.equals(text.data)).toBe(true);
    const xml = await zipText(text.data, 'word/document.xml');
    expect(xml).toContain('<w:highlight w:val="yellow"/></w:rPr><w:t xml:space="preserve">Needs input: </w:t>');
    expect(xml).toContain('Describe your hosting &amp; data residency.');
  });
});
