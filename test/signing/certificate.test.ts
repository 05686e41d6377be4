// The certificate of completion names each signer as typed: letters Roboto draws (Polish, Czech, Greek, Cyrillic) as
// they are, others (CJK, Arabic) as code points, never "?" (new-user trial 15); the attached record holds them all.
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildSignedPdf, type CertificateInput, drawable, RECORD_NAME } from '../../src/signing/certificate';
import { STRINGS } from '../../src/signing/strings';
import { pdfText } from './pdf-text';

const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595.28, 841.89]).drawText('Proposal P-0042', { x: 50, y: 780 });
  return Buffer.from(await pdf.save());
}

function input(document: Buffer, names: { cust: string; luc: string }): CertificateInput {
  const at = Date.parse('2027-03-01T10:00:00Z');
  return {
    document,
    documentSha256: 'ab'.repeat(32),
    title: 'Proposal P-0042 — Zakłady Mięsne Kraków',
    fileName: 'P-0042.pdf',
    signers: (['cust', 'luc'] as const).map((party, i) => ({
      party,
      name: names[party],
      email: `${party}@example.com`,
      method: 'typed',
      authenticated: true,
      signedAt: at + i * 60_000,
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0',
    })),
    events: [{ at, party: 'cust', kind: 'signed', ip: '127.0.0.1', note: `as ${names.cust}` }],
    completedAt: at + 120_000,
  };
}

async function attachments(pdf: Buffer): Promise<Record<string, string>> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: FONTS, isEvalSupported: false }).promise;
  const found = ((await doc.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
  await doc.destroy();
  return Object.fromEntries(Object.values(found).map((a) => [a.filename, Buffer.from(a.content).toString('utf8')]));
}

describe('the certificate of completion', () => {
  it('prints Polish, Czech, Greek and Cyrillic names as typed, and says nothing about code points', async () => {
    const signed = await buildSignedPdf(
      STRINGS.en,
      input(await onePagePdf(), { cust: 'Łukasz Żółkiewski-Dvořák', luc: 'Αλέξανδρος Пётр Nguyễn' }),
    );
    const text = await pdfText(signed);
    expect(text).toContain('Łukasz Żółkiewski-Dvořák <cust@example.com>');
    expect(text).toContain('Αλέξανδρος Пётр Nguyễn');
    expect(text).toContain('Zakłady Mięsne Kraków');
    expect(text).not.toContain('?');
    expect(text).not.toContain('code points');
  });

  it('writes a name its font cannot draw as code points, and attaches the record with every name as typed', async () => {
    const signed = await buildSignedPdf(STRINGS.en, input(await onePagePdf(), { cust: '山田 太郎', luc: 'Ana Muñoz' }));
    const text = await pdfText(signed);
    expect(text).toContain('[U+5C71 U+7530] [U+592A U+90CE] <cust@example.com>');
    expect(text).toContain('Characters this font cannot draw are written as their Unicode code points');
    expect(text).toContain('Ana Muñoz');
    const files = await attachments(signed);
    expect(Object.keys(files).sort()).toEqual(['P-0042.pdf', RECORD_NAME].sort());
    const record = JSON.parse(files[RECORD_NAME] as string);
    expect(record.signers.map((x: { name: string }) => x.name)).toEqual(['山田 太郎', 'Ana Muñoz']);
    expect(record.events[0]).toMatchObject({ kind: 'signed', note: 'as 山田 太郎', at: '2027-03-01T10:00:00Z' });
    expect(record.document_sha256).toBe('ab'.repeat(32));
  });

  it('spells out what it cannot draw and leaves the rest', () => {
    expect(drawable('Ñandú')).toBe('Ñandú');
    expect(drawable('شركة A')).toBe('[U+0634 U+0631 U+0643 U+0629] A');
  });
});
