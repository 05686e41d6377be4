// The signed PDF: the frozen document, a certificate-of-completion page (pdf-lib) and the original attached.
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { fontDraws, fontFiles } from '../proposals/fonts';
import { type LabelSpot, signatureSpots } from './stamp';
import type { Strings } from './strings';

export interface CertificateSigner {
  party: 'cust' | 'luc';
  name: string;
  email: string;
  method: string;
  authenticated: boolean;
  signedAt: number;
  ip: string | null;
  userAgent: string | null;
}

export interface CertificateEvent {
  at: number;
  party: string | null;
  kind: string;
  ip: string | null;
  note: string;
}

export interface CertificateInput {
  document: Buffer;
  documentSha256: string;
  title: string;
  fileName: string;
  signers: CertificateSigner[];
  events: CertificateEvent[];
  completedAt: number;
}

// the standard fonts speak WinAnsi: Latin-1 plus a few typographic marks; anything else prints as "?" (only the hash
// and the user agent, ASCII both, are set in Courier)
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const c = ch.codePointAt(0) ?? 63;
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
  }
  return out;
}

/**
 * Text as the certificate's font can draw it: every letter Roboto has (Polish, Czech, Turkish, Greek, Cyrillic,
 * Vietnamese…) as typed; a character it has none for (CJK, Arabic, Hebrew, emoji) as its code points, a run in brackets ("[U+5C71 U+7530]"), so
 * the evidence stays exact rather than a "?" (new-user trial 15). The attached signing record holds it as typed.
 */
export function drawable(text: string): string {
  const code = (ch: string) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  let out = '';
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) out += `[${run.join(' ')}]`;
    run = [];
  };
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    if (fontDraws(ch)) {
      flush();
      out += ch;
    } else run.push(code(ch));
  }
  flush();
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A top-down writer that wraps lines and starts a new page when one fills. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont },
  ) {
    this.page = this.newPage();
    this.y = 800;
  }
  private newPage(): PDFPage {
    this.y = 800;
    return this.pdf.addPage([595.28, 841.89]);
  }
  line(text: string, o: { size?: number; font?: 'regular' | 'bold' | 'mono'; gap?: number; indent?: number } = {}): void {
    const size = o.size ?? 10;
    const font = this.fonts[o.font ?? 'regular'];
    const x = 50 + (o.indent ?? 0);
    const width = 495 - (o.indent ?? 0);
    for (const part of wrap(o.font === 'mono' ? winAnsi(text) : drawable(text), font, size, width)) {
      if (this.y < 50) this.page = this.newPage();
      this.page.drawText(part, { x, y: this.y, size, font, color: rgb(0.1, 0.12, 0.16) });
      this.y -= size * 1.35;
    }
    this.y -= o.gap ?? 0;
  }
  rule(): void {
    this.page.drawLine({
      start: { x: 50, y: this.y + 4 },
      end: { x: 545, y: this.y + 4 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
    this.y -= 8;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      current = next;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // a single word wider than the line (a hash, a user agent) is cut by characters
    while (font.widthOfTextAtSize(current, size) > width) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

/** The attachment holding the signing record. */
export const RECORD_NAME = 'signing-record.json';

/** What the certificate shows, as data: names, e-mails and notes exactly as typed, times in UTC. */
function signingRecord(input: CertificateInput) {
  return {
    document: input.title,
    document_sha256: input.documentSha256,
    completed_at: iso(input.completedAt),
    signers: input.signers.map((x) => ({
      party: x.party,
      name: x.name,
      email: x.email,
      method: x.method,
      authenticated: x.authenticated,
      signed_at: iso(x.signedAt),
      ip: x.ip,
      user_agent: x.userAgent,
    })),
    events: input.events.map((e) => ({ at: iso(e.at), party: e.party, kind: e.kind, ip: e.ip, note: e.note })),
  };
}

/** How long a signature block's line is (src/proposals/pdf.ts). */
const LINE_WIDTH = 170;
const INK = rgb(0.09, 0.2, 0.5);

/** `text` on a value's line from `at`, at `size` or smaller until it fits (5 pt at least, then cut). */
function stampLine(page: PDFPage, font: PDFFont, at: { x: number; y: number }, text: string, size: number): void {
  let s = size;
  while (s > 5 && font.widthOfTextAtSize(text, s) > LINE_WIDTH - 4) s -= 0.5;
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, s) > LINE_WIDTH - 4) shown = `${shown.slice(0, -2)}…`;
  page.drawText(shown, { x: at.x, y: at.y, size: s, font, color: INK });
}

/**
 * Returns the signed PDF: every page of the document, each signer's name and day written on its signature block's
 * lines, then the certificate, with the original file and the signing record attached.
 */
export async function buildSignedPdf(s: Strings, input: CertificateInput): Promise<Buffer> {
  const original = await PDFDocument.load(input.document);
  const pdf = await PDFDocument.create();
  const pages = await pdf.copyPages(original, original.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  pdf.setTitle(input.title);
  pdf.setProducer('Bidsmith');
  pdf.setCreationDate(new Date(input.completedAt));
  pdf.setModificationDate(new Date(input.completedAt));
  // the proposal's own font, whole: pdf-lib's subsetting needs a fontkit fork; the two faces add about 300 KB
  pdf.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const roboto = fontFiles().fonts.Roboto;
  const fonts = {
    regular: await pdf.embedFont(fs.readFileSync(roboto.normal), { subset: false }),
    bold: await pdf.embedFont(fs.readFileSync(roboto.bold), { subset: false }),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const spots = await signatureSpots(input.document).catch(() => null);
  if (spots) {
    const certificatePage = original.getPageCount() + 1;
    for (const signer of input.signers) {
      const spot = spots[signer.party];
      const page = pages[spot.signature.page];
      if (!page) continue;
      const at = (label: LabelSpot, down = 0) => ({ x: label.x + spots.value.dx, y: label.y + spots.value.dy - down });
      stampLine(page, fonts.regular, at(spot.signature), drawable(signer.name), 10);
      const day = iso(signer.signedAt).slice(0, 10);
      const date = spot.date && pages[spot.date.page];
      if (!spot.date || !date) continue;
      stampLine(date, fonts.regular, at(spot.date), day, 10);
      // the note goes under the date's line, in the block's own width
      stampLine(date, fonts.regular, at(spot.date, 13), s.certStamp(certificatePage), 7);
    }
  }
  const w = new Writer(pdf, fonts);
  w.line(s.certTitle, { size: 18, font: 'bold', gap: 6 });
  w.line(`${s.certDocument}: ${input.title}`, { size: 11, gap: 2 });
  w.line(s.certPages(original.getPageCount()), { gap: 4 });
  w.line(s.certHash, { font: 'bold' });
  w.line(input.documentSha256, { font: 'mono', size: 9, gap: 8 });
  w.rule();
  for (const signer of input.signers) {
    w.line(`${s.certSigner} — ${s.certParty[signer.party] ?? signer.party}`, { size: 12, font: 'bold', gap: 2 });
    w.line(`${signer.name} <${signer.email}>`, { size: 11 });
    w.line(`${s.certMethod}: ${s.certMethods[signer.method] ?? signer.method}`);
    w.line(`${s.certAuthenticated}: ${signer.authenticated ? s.yes : s.no}`);
    w.line(`${s.certSignedAt}: ${iso(signer.signedAt)}`);
    w.line(`${s.certIp}: ${signer.ip ?? '—'}`);
    w.line(`${s.certAgent}: ${signer.userAgent ?? '—'}`, { size: 8, gap: 8 });
  }
  w.rule();
  w.line(s.certEvents, { size: 12, font: 'bold', gap: 2 });
  for (const e of input.events) {
    const who = e.party ? ` [${e.party}]` : '';
    const where = e.ip ? ` ${e.ip}` : '';
    w.line(`${iso(e.at)}${who} ${e.kind}${where}${e.note ? ` — ${e.note}` : ''}`, { size: 8 });
  }
  const written = [input.title, ...input.signers.flatMap((x) => [x.name, x.email]), ...input.events.map((e) => e.note)];
  if (written.some((t) => drawable(t) !== t.replace(/[\r\n\t]+/g, ' '))) w.line(s.certCodePoints, { size: 8, gap: 4 });
  await pdf.attach(Buffer.from(`${JSON.stringify(signingRecord(input), null, 2)}\n`), RECORD_NAME, {
    mimeType: 'application/json',
    description: 'Signers and events as recorded, every name as typed',
    creationDate: new Date(input.completedAt),
    modificationDate: new Date(input.completedAt),
  });
  await pdf.attach(input.document, input.fileName, {
    mimeType: 'application/pdf',
    description: `${input.title} (SHA-256 ${input.documentSha256})`,
    creationDate: new Date(input.completedAt),
    modificationDate: new Date(input.completedAt),
  });
  return Buffer.from(await pdf.save());
}
