// Extraction and chunking as plain modules: docx, pdf and Markdown structure, tables, and every bad input refused clearly.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { checkFile, decodeBase64, extractDocument, fileKindOf } from '../../src/files/extract';
import { chunkBlocks, countWords } from '../../src/library/chunk';
import { buildMatchQuery } from '../../src/library/fts-query';
import { fold } from '../../src/text/words';
import { buildDocx, buildPdf, buildScannedPdf, buildZipBombDocx } from './fixtures';

const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e) => e as { code: string; message: string },
  );

describe('docx', () => {
  it('keeps headings with levels and turns tables into self-describing rows', async () => {
    const docx = await buildDocx([
      { h: 1, text: 'Security' },
      { h: 2, text: 'Certifications' },
      { p: 'We hold ISO 27001 since 2019.' },
      {
        table: [
          ['Control', 'Status'],
          ['Encryption at rest', 'AES-256'],
          ['MFA', 'Enforced'],
        ],
        head: 'bold',
      },
      { h: 1, text: 'Support' },
      { p: 'Support runs around the clock.' },
    ]);
    const doc = await extractDocument(docx, 'docx');
    expect(doc.blocks.filter((b) => b.kind === 'heading').map((b) => [b.text, b.level])).toEqual([
      ['Security', 1],
      ['Certifications', 2],
      ['Support', 1],
    ]);
    const table = doc.blocks.find((b) => b.kind === 'table');
    expect(table?.rows).toEqual([
      ['Control', 'Status'],
      ['Encryption at rest', 'AES-256'],
      ['MFA', 'Enforced'],
    ]);
    expect(table?.text).toBe('Control: Encryption at rest; Status: AES-256\nControl: MFA; Status: Enforced');
    const passages = chunkBlocks(doc.blocks);
    expect(passages.map((p) => p.heading)).toEqual(['Security › Certifications', 'Security › Certifications', 'Support']);
  });

  it('takes a first row as the header only when Word marks it; a table of labels and values without one is a record', async () => {
    const facts = [
      ['Trading as', 'Pellmore Analytics'],
      ['Company number', 'SC 448812'],
      ['Staff', '212 (June 2026)'],
    ];
    const plans = [
      ['Tier', 'Seats', 'Support hours'],
      ['Team', '25', 'Office hours'],
      ['Enterprise', '500', 'Around the clock'],
    ];
    const docx = await buildDocx([
      { p: 'At a glance' },
      { table: facts },
      { p: 'Tiers' },
      { table: plans },
      { p: 'Targets' },
      { table: [['Tier', 'Uptime'], ...plans.slice(1).map((r) => [r[0] as string, '99.9%'])], head: 'repeat' },
      { p: 'Bold' },
      {
        table: [
          ['Tier', 'Uptime'],
          ['Team', '99.5%'],
        ],
        head: 'bold',
      },
    ]);
    const tables = (await extractDocument(docx, 'docx')).blocks.filter((b) => b.kind === 'table');
    // the first pair is one of the facts, never the name of the others' columns
    expect(tables[0]?.text).toBe('Trading as: Pellmore Analytics; Company number: SC 448812; Staff: 212 (June 2026)');
    // a plain first row of short names over rows of another shape still heads its columns
    expect(tables[1]?.text).toBe(
      'Tier: Team; Seats: 25; Support hours: Office hours\nTier: Enterprise; Seats: 500; Support hours: Around the clock',
    );
    expect(tables[2]?.text).toBe('Tier: Team; Uptime: 99.9%\nTier: Enterprise; Uptime: 99.9%');
    expect(tables[3]?.text).toBe('Tier: Team; Uptime: 99.5%');
  });

  it('refuses a truncated docx, a zip bomb and a zip that is not a Word file', async () => {
    const docx = await buildDocx([{ p: 'hello' }]);
    expect(await errorOf(checkFile(docx.subarray(0, docx.length - 40), 'docx'))).toMatchObject({
      code: 'unprocessable',
      message: expect.stringMatching(/damaged or truncated/),
    });
    const bomb = await buildZipBombDocx(40);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await errorOf(checkFile(bomb, 'docx'))).toMatchObject({
      code: 'unprocessable',
      message: expect.stringMatching(/zip bomb/),
    });
    expect(await errorOf(checkFile(Buffer.from('plain words, not a zip'), 'docx'))).toMatchObject({ code: 'unprocessable' });
  });

  it('refuses a document whose text part unpacks past 32 MB, though each part packs well under the bomb ratio', async () => {
    // varied words: about 4 to 1 packed, so only the size of the text part stops it (mammoth held 3 GB for 190 MB)
    let seed = 7;
    const word = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed.toString(36).slice(0, 3 + (seed % 6));
    };
    const paragraph = () => `<w:p><w:r><w:t>${Array.from({ length: 40 }, word).join(' ')}.</w:t></w:r></w:p>`;
    const body = Array.from({ length: 140_000 }, paragraph).join('');
    const zip = await JSZip.loadAsync(await buildDocx([{ p: 'harmless' }]));
    zip.file(
      'word/document.xml',
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    );
    const big = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(body.length).toBeGreaterThan(32 * 1024 * 1024);
    expect(await errorOf(extractDocument(big, 'docx'))).toMatchObject({
      code: 'unprocessable',
      message: expect.stringMatching(/text is over 32 MB once unpacked; split it/),
    });
  }, 60_000);
});

describe('pdf', () => {
  it('reads pages, headings by font size and column-aligned tables', async () => {
    const pdf = await buildPdf([
      [{ text: 'Hosting', size: 18 }, { text: 'Our platform runs in two EU regions with automatic failover.' }],
      [
        { text: 'Pricing', size: 18 },
        { cells: ['Plan', 'Seats', 'Price'] },
        { cells: ['Starter', '10', '99 EUR'] },
        { cells: ['Business', '50', '399 EUR'] },
      ],
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    expect(doc.pages).toBe(2);
    expect(doc.blocks.filter((b) => b.kind === 'heading').map((b) => [b.text, b.page])).toEqual([
      ['Hosting', 1],
      ['Pricing', 2],
    ]);
    const table = doc.blocks.find((b) => b.kind === 'table');
    expect(table?.text).toBe('Plan: Starter; Seats: 10; Price: 99 EUR\nPlan: Business; Seats: 50; Price: 399 EUR');
    const passages = chunkBlocks(doc.blocks);
    expect(passages[0]).toMatchObject({ heading: 'Hosting', page: 1 });
    expect(passages[1]).toMatchObject({ heading: 'Pricing', page: 2 });
  });

  it('refuses a "PDF" that is not one at once, and fails a scanned PDF with the reason', async () => {
    expect(await errorOf(checkFile(Buffer.from('<html>not a pdf</html>'), 'pdf'))).toMatchObject({ code: 'unprocessable' });
    expect(await errorOf(extractDocument(await buildScannedPdf(), 'pdf'))).toMatchObject({
      code: 'unprocessable',
      message: expect.stringMatching(/no text layer/),
    });
    expect(await errorOf(extractDocument(Buffer.from('%PDF-1.7\n garbage garbage'), 'pdf'))).toMatchObject({
      code: 'unprocessable',
    });
  });
});

describe('text and Markdown', () => {
  it('follows # headings, numbered headings and pipe tables', async () => {
    const md =
      '# Company\n\nAcme builds tools.\n\n## Team\n\n| Role | Count |\n|---|---|\n| Engineers | 40 |\n\n3.1 Data retention\n\nWe keep logs 90 days.';
    const doc = await extractDocument(Buffer.from(md), 'markdown');
    const passages = chunkBlocks(doc.blocks);
    expect(passages.map((p) => [p.heading, p.text])).toEqual([
      ['Company', 'Acme builds tools.'],
      ['Company › Team', 'Role: Engineers; Count: 40'],
      ['Company › 3.1 Data retention', 'We keep logs 90 days.'],
    ]);
  });

  it('reads "1. Data residency" over a paragraph of plain text as a heading, and a list without stops as a list', async () => {
    const txt = [
      'NORTHWIND PRIVACY PRACTICES',
      '',
      '1. Data residency',
      'We host all customer data in the EU.',
      '',
      '2. Data retention',
      'We keep customer data for 90 days after the contract ends.',
      '',
      'Steps:',
      '1. Backups run nightly',
      '2. Restores are tested monthly',
      '',
      '3. The supplier shall keep',
      'all records for seven years.',
    ].join('\n');
    const doc = await extractDocument(Buffer.from(txt), 'text');
    const passages = chunkBlocks(doc.blocks);
    expect(passages.find((p) => p.text.includes('EU'))?.heading).toBe('1. Data residency');
    expect(passages.find((p) => p.text.includes('90 days'))?.heading).toBe('2. Data retention');
    expect(doc.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)).toEqual(['1. Data residency', '2. Data retention']);
  });

  it('reads a wrapped line as the paragraph, list item or quote it goes on, and escaped signs as the signs', async () => {
    const md = [
      '## Accessibility',
      '',
      'The portal met WCAG 2.1 AA when it was last audited in March',
      '2026. A new audit is booked for the autumn.',
      '',
      '## Terms',
      '',
      '- RTO: the most time a service may be down. For example, an RTO of',
      '  6 hours means it is back within 6 hours.',
      '- Retention: how long records are kept',
      'after a contract ends.',
      '',
      '> Pricing starts at \\$12 per seat and',
      '> includes support.',
      '1. Onboarding takes two weeks.',
    ].join('\n');
    const texts = (await extractDocument(Buffer.from(md), 'markdown')).blocks.map((b) => b.text);
    expect(texts).toEqual([
      'Accessibility',
      'The portal met WCAG 2.1 AA when it was last audited in March 2026. A new audit is booked for the autumn.',
      'Terms',
      '• RTO: the most time a service may be down. For example, an RTO of 6 hours means it is back within 6 hours.',
      '• Retention: how long records are kept after a contract ends.',
      'Pricing starts at $12 per seat and includes support.',
      '• Onboarding takes two weeks.',
    ]);
  });

  it('refuses binary data sent as text and empty text', async () => {
    expect(await errorOf(checkFile(Buffer.from([0, 1, 2, 3, 0, 0, 5, 6, 7, 8]), 'text'))).toMatchObject({
      code: 'unprocessable',
    });
    expect(await errorOf(checkFile(Buffer.from('   \n  '), 'text'))).toMatchObject({ code: 'unprocessable' });
  });

  it('cuts long text at sentence boundaries into passages near the target size', () => {
    const sentence = 'The service keeps an audit trail of every change made by an administrator. ';
    const passages = chunkBlocks([{ kind: 'paragraph', text: sentence.repeat(60) }]);
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(countWords(p.text)).toBeLessThanOrEqual(240);
      expect(p.text.endsWith('administrator.')).toBe(true);
    }
  });
});

describe('upload checks', () => {
  it('decodes base64 and refuses what is not', () => {
    expect(decodeBase64(Buffer.from('héllo').toString('base64')).toString()).toBe('héllo');
    expect(() => decodeBase64('this is *not* base64!')).toThrow(/not valid base64/);
    // an empty file sent as base64 is refused as an empty file is sent as text: 422, naming the field
    expect(() => decodeBase64('')).toThrow(expect.objectContaining({ code: 'unprocessable', details: { field: 'data' } }));
  });

  it('knows the kind from content type or extension and answers 415 otherwise', () => {
    expect(fileKindOf('application/pdf', 'x', ['pdf'])).toBe('pdf');
    expect(fileKindOf(undefined, 'notes.md', ['markdown'])).toBe('markdown');
    expect(() => fileKindOf('image/png', 'a.png', ['pdf'])).toThrow(expect.objectContaining({ code: 'unsupported_media_type' }));
  });
});

describe('query escaping and folding', () => {
  it('quotes every term so FTS5 syntax in user text is just words', () => {
    // "e" (Spanish "and") and "not" are stopwords; the compounds still count as phrases
    expect(buildMatchQuery('ISO-9001 AND e-mail NOT "x" NEAR(')).toBe(
      '"iso" OR "9001" OR "mail" OR "x" OR "near" OR "iso 9001" OR "e mail"',
    );
    expect(buildMatchQuery('OR AND NEAR* "unclosed')).toBe('"near" OR "unclosed"');
    expect(buildMatchQuery('¿?!')).toBeNull();
    expect(fold('Certificación AÑO')).toBe('certificacion ano');
  });
});
