// Filling the buyer's Word form: answers in response cells and after numbered requirements, nothing else touched.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeDocument } from '../../../src/rfps/export/docx';
import { type ExportFile, exportFilled } from '../../../src/rfps/export/index';
import type { ExportRequirement } from '../../../src/rfps/model';
import { documentText, LIBREOFFICE_TEST_TIMEOUT } from '../../helpers/libreoffice';
import { comparePackages, compressedEntries, zipText } from './fixtures';
import { buildWordForm, formRow, numberedRequirement } from './word-fixture';

const DOCUMENT = 'word/document.xml';

const requirements: ExportRequirement[] = [
  numberedRequirement(6, { response: 'All data stays in us-east-1 [1].', answer: 'All data stays in us-east-1.' }),
  numberedRequirement(7, { answer: 'Around the clock, we think.', needs_input: 'the support hours' }),
  numberedRequirement(8, { answer: 'We fail over to a second region.\nWe rehearse it twice a year.' }),
  formRow(1, { choice: 'Yes', response: 'AES-256 & TLS 1.3 <always> [1][2].', answer: 'AES-256 & TLS 1.3 <always>.' }),
  formRow(2, { choice: 'Maybe', answer: 'SAML 2.0 and OIDC.\nSCIM provisioning too.' }),
  formRow(3, { choice: 'Yes', answer: 'AWS, probably.', needs_input: 'the subprocessor list' }),
  formRow(4, { answer: '  On-call engineer paged within 15 minutes.  ' }),
];

/** The document without the buyer's yellow answer cells and without paragraphs export added (they carry no rsid). */
const withoutAnswers = (xml: string) =>
  xml.replace(/<w:tc>(?:(?!<\/w:tc>)[\s\S])*?w:fill="FFF2CC"[\s\S]*?<\/w:tc>/g, '<w:tc/>').replace(/<w:p>[\s\S]*?<\/w:p>/g, '');

describe('exportFilled for a Word form', () => {
  let original: Buffer;
  let filled: ExportFile;
  let before: string;
  let after: string;
  beforeAll(async () => {
    original = await buildWordForm();
    filled = await exportFilled({ original, kind: 'docx', name: 'Submittal Forms.docx', requirements });
    before = await zipText(original, DOCUMENT);
    after = await zipText(filled.data, DOCUMENT);
  });

  it('names the file after the original', () => {
    expect(filled.name).toBe('Submittal Forms (response).docx');
    expect(filled.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('copies every part but the document body byte for byte, in the same order', async () => {
    expect(await comparePackages(original, filled.data)).toEqual({ sameNames: true, changed: [DOCUMENT] });
  });

  it('changes no part at all when there is nothing to write yet', async () => {
    // stored as another writer may store it (its zip settings are not ours), so re-deflating would show
    const zip = await JSZip.loadAsync(original);
    const theirs = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    const untouched = await exportFilled({
      original: theirs,
      kind: 'docx',
      name: 'Submittal Forms.docx',
      requirements: requirements.map((r) => ({ ...r, response: '', answer: '', choice: null, score: null, status: 'open' })),
    });
    expect(await comparePackages(theirs, untouched.data)).toEqual({ sameNames: true, changed: [] });
    // not even re-deflated: every entry keeps its compressed bytes
    const [was, now] = [await compressedEntries(theirs), await compressedEntries(untouched.data)];
    for (const [name, bytes] of was) expect(now.get(name)?.equals(bytes), name).toBe(true);
  });

  it('changes only the answer cells and adds only answer paragraphs', () => {
    expect(withoutAnswers(after)).toBe(withoutAnswers(before));
    expect(after).not.toBe(before);
  });

  it('adds answer paragraphs without numbering or list style, indented like the requirement', () => {
    const added = after.match(/<w:p>[\s\S]*?<\/w:p>/g) ?? [];
    const outsideCells = added.filter((p) => !p.includes('Arial'));
    expect(outsideCells.map((p) => p.replace(/<[^>]+>/g, ''))).toEqual([
      'All data stays in us-east-1.',
      'We fail over to a second region.',
      'We rehearse it twice a year.',
    ]);
    for (const p of added) expect(p).not.toMatch(/numPr|pStyle/);
    expect(outsideCells[0]).toContain('<w:ind w:left="720"/>');
  });

  it('keeps the cell paragraph and the font of its paragraph mark, never the placeholder style', () => {
    expect(after).toContain(
      '<w:p w:rsidR="00AA0001"><w:pPr><w:spacing w:after="0"/><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="18"/></w:rPr></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve">AES-256 &amp; TLS 1.3 &lt;always&gt;.</w:t></w:r></w:p>',
    );
    expect(after).not.toContain('[Response]');
    expect(after.match(/PlaceholderText/g)).toBeNull();
  });

  it(
    'shows every answer where it belongs when LibreOffice opens the file, and blanks where input is needed',
    async () => {
      const lines = (await documentText(filled.data)).split(/\r?\n/).map((l) => l.trim());
      const linesAfter = (line: string, n = 1) => lines.slice(lines.indexOf(line) + 1, lines.indexOf(line) + 1 + n);
      expect(linesAfter('1. The contractor shall host all data in the United States.')).toEqual(['All data stays in us-east-1.']);
      expect(linesAfter('2. The contractor shall provide support at all hours.')).toEqual([
        '3. The contractor shall describe its disaster recovery plan.',
      ]);
      expect(linesAfter('3. The contractor shall describe its disaster recovery plan.', 2)).toEqual([
        'We fail over to a second region.',
        'We rehearse it twice a year.',
      ]);
      expect(linesAfter('Describe how data is encrypted.', 2)).toEqual(['AES-256 & TLS 1.3 <always>.', 'Yes']);
      expect(linesAfter('Do you support single sign-on?', 4)).toEqual([
        'SAML 2.0 and OIDC.',
        'SCIM provisioning too.',
        '',
        'Q-3',
      ]);
      expect(linesAfter('List your subprocessors.', 3)).toEqual(['', '', 'Q-4']);
      expect(linesAfter('Describe incident response.')).toEqual(['On-call engineer paged within 15 minutes.']);
      expect(lines.join('\n')).not.toMatch(/\[\d+\]|Maybe|AWS|Around the clock/);
    },
    LIBREOFFICE_TEST_TIMEOUT,
  );

  it('writes no choice the slot does not offer, and says so', () => {
    expect(filled.notes).toEqual(['Q-2: "Maybe" is not one of Comply\'s values; left blank.']);
  });

  it('names a paragraph or cell the document does not have instead of failing', async () => {
    const lost = [
      numberedRequirement(500, { answer: 'x' }),
      {
        ...formRow(1, { answer: 'y' }),
        ref: 'Z-1',
        slots: [
          { ...formRow(1, {}).slots[0]!, target: { file: 'docx' as const, at: 'cell' as const, table: 2, row: 9, cell: 0 } },
        ],
      },
    ];
    const out = await exportFilled({ original, kind: 'docx', name: 'f.docx', requirements: lost });
    expect(out.notes).toEqual([
      '495: the document has no paragraph 500; not written.',
      'Z-1: the document has no table 2 row 9 cell 0; not written.',
    ]);
    expect(await zipText(out.data, DOCUMENT)).toBe(before);
  });
});

describe('a choice cell that offers its options with boxes', () => {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const form = (options: string) =>
    `<w:document xmlns:w="${W}"><w:body><w:tbl><w:tr><w:tc><w:p><w:r><w:t>Have you had a contract terminated?</w:t></w:r></w:p></w:tc><w:tc><w:p>${options}</w:p></w:tc></w:tr></w:tbl></w:body></w:document>`;
  const write = (value: string) => ({
    target: { file: 'docx' as const, at: 'cell' as const, table: 0, row: 0, cell: 1 },
    role: 'choice' as const,
    value,
    requirement: 'F-1',
  });

  it('ticks the chosen box where it stands and leaves the other options as they were', () => {
    // the box and its label in separate runs, as Word often writes them
    const xml = form('<w:r><w:t>☐</w:t></w:r><w:r><w:t xml:space="preserve"> Yes   </w:t></w:r><w:r><w:t>☐ No</w:t></w:r>');
    const out = writeDocument({ xml, writes: [write('No')] });
    expect(out.notes).toEqual([]);
    expect(out.xml).toBe(xml.replace('<w:t>☐ No</w:t>', '<w:t>☒ No</w:t>'));
    expect(writeDocument({ xml, writes: [write('Yes')] }).xml).toBe(xml.replace('<w:t>☐</w:t>', '<w:t>☒</w:t>'));
  });

  it('writes the value as text where the cell offers no box for it', () => {
    const xml = form('<w:r><w:t>Yes / No</w:t></w:r>');
    expect(writeDocument({ xml, writes: [write('Yes')] }).xml).toContain('<w:t xml:space="preserve">Yes</w:t>');
  });
});
