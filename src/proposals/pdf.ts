// Renders a proposal as the PDF a customer receives (pdfmake, embedded Roboto): title by docType, parties, overview,
// scope, pricing per year with discounts, tax and totals, terms, signature blocks; repeated table headers, page numbers.
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fontDraws, fontFiles } from './fonts';
import { formatDate, type PdfWords, wordsFor } from './pdf-text';
import { pricingTable } from './pricing';
import type { ProposalView } from './schema';

export interface PdfOptions {
  /** The seller: the account's name. */
  companyName: string;
  /** Issue date of the document (ms); today by default. */
  now?: number;
}

const ACCENT = '#1f3a5f';
const MUTED = '#5b6675';
const RULE = '#c9d1db';

/**
 * The text of a proposal its PDF cannot show: each field whose characters the embedded font has no glyph for (CJK,
 * Arabic, emoji print as empty boxes), with those characters. Opening the font takes a few milliseconds: a task.
 */
export function unshownText(p: ProposalView, companyName: string): Array<{ field: string; chars: string }> {
  const texts: Array<[string, string]> = [
    ['company name', companyName],
    ...Object.entries(p.fields).flatMap(([k, v]): Array<[string, string]> => (typeof v === 'string' ? [[`fields.${k}`, v]] : [])),
    ...p.lineItems.map((l, i): [string, string] => [`lineItems.${i}.desc`, l.desc]),
    ...p.discounts.map((d, i): [string, string] => [`discounts.${i}.label`, d.label ?? '']),
  ];
  const out: Array<{ field: string; chars: string }> = [];
  for (const [field, text] of texts) {
    const missing = [...new Set([...text].filter((c) => !fontDraws(c)))];
    if (missing.length > 0) out.push({ field, chars: missing.join('') });
  }
  return out;
}

/** The warning an agent and a person read about `unshownText`, or null when every character prints. */
export function unshownWarning(unshown: Array<{ field: string; chars: string }>): string | null {
  if (unshown.length === 0) return null;
  const where = unshown.map((u) => `${u.field} (${u.chars.slice(0, 20)})`).join(', ');
  return `The PDF's font has no glyphs for some characters, which would print as empty boxes: ${where}. Write those fields in Latin, Greek or Cyrillic letters, or expect blanks in the PDF.`;
}

export function pdfFileName(p: ProposalView): string {
  // letters of any script stay (the download's filename* carries them; its ASCII filename spells them plainly)
  const who = p.fields.custName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${p.number}${who ? `-${who.slice(0, 60)}` : ''}.pdf`;
}

/** A section heading; `keep` marks it to move to the next page rather than sit alone at the foot of one. */
function section(title: string, keep = true): Content {
  return { text: title, style: 'h2', margin: [0, 16, 0, 6], ...(keep ? { headlineLevel: 1 } : {}) };
}

function paragraphs(text: string): Content[] {
  return text
    .split(/\n{2,}/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ text: t, margin: [0, 0, 0, 6] }) as Content);
}

function partyBlock(heading: string, lines: string[]): Content {
  return {
    stack: [
      { text: heading.toUpperCase(), style: 'label' },
      ...lines.filter(Boolean).map((l, i) => ({ text: l, bold: i === 0 })),
    ],
  };
}

function overviewRows(p: ProposalView, w: PdfWords): TableCell[][] {
  const f = p.fields;
  const values: Array<[keyof PdfWords['rows'], string]> = [
    ['edition', f.edition],
    ['deployDesc', f.deployDesc],
    ['region', f.region],
    ['scale', f.scale],
    ['term', f.term],
    ['startDate', formatDate(f.startDate, f.docLang)],
    ['billing', f.billing ? (w.billing[f.billing] ?? f.billing) : ''],
    ['currency', f.currency],
    ['sla', f.sla],
    ['support', f.support],
  ];
  return values.filter(([, v]) => v).map(([k, v]) => [{ text: w.rows[k], style: 'label', margin: [0, 2, 0, 2] }, { text: v }]);
}

function pricingContent(p: ProposalView): Content {
  const t = pricingTable(p);
  const num = (cells: string[], style: Record<string, unknown> = {}): TableCell[] =>
    cells.map((c) => ({ text: c, alignment: 'right', noWrap: true, ...style }));
  const header: TableCell[] = [
    { text: t.header[0] ?? '', style: 'th' },
    ...t.header.slice(1).map((text) => ({ text, style: 'th', alignment: 'right' as const })),
  ];
  const body: TableCell[][] = [header];
  for (const row of t.rows) {
    if (row.kind === 'none') body.push([{ text: row.label, italics: true, color: MUTED }, ...num(row.cells)]);
    else if (row.kind === 'subtotal') body.push([{ text: row.label, bold: true }, ...num(row.cells, { bold: true })]);
    else if (row.kind === 'discount') body.push([{ text: row.label, color: ACCENT }, ...num(row.cells, { color: ACCENT })]);
    else if (row.kind === 'total')
      body.push([{ text: row.label, style: 'totalCell' }, ...num(row.cells, { style: 'totalCell' })]);
    else body.push([{ text: row.label }, ...num(row.cells)]);
  }
  const table: Content = {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', ...t.header.slice(1).map(() => 'auto' as const)], body },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 1 || i === node.table.body.length - 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i === 1 ? ACCENT : RULE),
      paddingTop: () => 5,
      paddingBottom: () => 5,
      fillColor: (i: number) => (i === 0 ? ACCENT : null),
    },
  };
  if (t.contractTotal === null) return table;
  return [table, { text: t.contractTotal, alignment: 'right', bold: true, margin: [0, 6, 0, 0] }];
}

function signatureBlock(heading: string, who: { name: string; title: string; email: string }, w: PdfWords): Content {
  const line = (label: string, value = '') => ({
    columns: [
      { text: `${label}:`, width: 60, style: 'label', margin: [0, 8, 0, 0] },
      {
        stack: [
          { text: value || ' ', margin: [0, 8, 0, 1] },
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 170, y2: 0, lineWidth: 0.5, lineColor: MUTED }] },
        ],
      },
    ],
  });
  return {
    stack: [
      { text: heading, bold: true, margin: [0, 0, 0, 4] },
      line(w.signature),
      line(w.name, who.name),
      line(w.jobTitle, who.title),
      line(w.date),
    ],
  } as Content;
}

export function proposalDocument(p: ProposalView, opts: PdfOptions): TDocumentDefinitions {
  const f = p.fields;
  const w = wordsFor(f.docLang);
  const title = w.title[f.docType];
  const issued = formatDate(new Date(opts.now ?? Date.now()).toISOString().slice(0, 10), f.docLang);
  const customer = f.custName || '—';
  const meta = [
    `${w.number} ${p.number}`,
    `${w.version} ${p.version}`,
    `${w.issued}: ${issued}`,
    f.validUntil ? `${w.validUntil}: ${formatDate(f.validUntil, f.docLang)}` : '',
  ].filter(Boolean);
  const overview = overviewRows(p, w);
  const terms: Content[] = [];
  if (f.governingLaw) terms.push({ text: w.governingLaw, style: 'h3' }, ...paragraphs(f.governingLaw));
  if (f.termsConditions) terms.push({ text: w.conditions, style: 'h3' }, ...paragraphs(f.termsConditions));
  if (f.termsAssumptions) terms.push({ text: w.assumptions, style: 'h3' }, ...paragraphs(f.termsAssumptions));
  const content: Content[] = [
    { text: opts.companyName, style: 'company' },
    { text: title, style: 'title' },
    { text: meta.join('   ·   '), color: MUTED, margin: [0, 0, 0, 14] },
    {
      columns: [
        partyBlock(w.preparedFor, [customer, f.custSigner, f.custTitle, f.custEmail]),
        partyBlock(w.preparedBy, [opts.companyName, f.lucSigner, f.lucTitle, f.lucEmail]),
      ],
      columnGap: 24,
    },
  ];
  if (overview.length > 0) {
    content.push(section(w.overview), {
      table: { widths: [120, '*'], body: overview },
      layout: 'noBorders',
    });
  }
  if (f.sow) content.push(section(w.scope), ...paragraphs(f.sow));
  content.push(section(w.pricing), pricingContent(p));
  if (terms.length > 0) content.push(section(w.terms), ...terms);
  content.push({
    unbreakable: true,
    stack: [
      // already unbreakable: a page break hint inside it would drop the block
      section(w.acceptance, false),
      { text: w.acceptanceText[f.docType], margin: [0, 0, 0, 12] },
      {
        columns: [
          signatureBlock(customer, { name: f.custSigner, title: f.custTitle, email: f.custEmail }, w),
          signatureBlock(opts.companyName, { name: f.lucSigner, title: f.lucTitle, email: f.lucEmail }, w),
        ],
        columnGap: 24,
      },
    ],
  });
  return {
    info: { title: `${title} ${p.number} — ${customer}`, author: opts.companyName, subject: title, creator: 'Bidsmith' },
    language: f.docLang,
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    // a section heading never sits alone at the foot of a page
    pageBreakBefore: (node) => node.headlineLevel === 1 && (node.startPosition.verticalRatio ?? 0) > 0.82,
    header: (page: number) =>
      page === 1
        ? null
        : {
            text: `${opts.companyName} — ${title} ${p.number}`,
            alignment: 'right',
            color: MUTED,
            fontSize: 8,
            margin: [50, 30, 50, 0],
          },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${title} ${p.number} · ${customer}`, color: MUTED, fontSize: 8 },
        { text: w.page(page, pages), alignment: 'right', color: MUTED, fontSize: 8 },
      ],
      margin: [50, 20, 50, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2, color: '#1b1f24' },
    styles: {
      company: { fontSize: 11, bold: true, color: ACCENT },
      title: { fontSize: 24, bold: true, color: ACCENT, margin: [0, 4, 0, 4] },
      h2: { fontSize: 13, bold: true, color: ACCENT },
      h3: { fontSize: 10.5, bold: true, margin: [0, 6, 0, 2] },
      label: { fontSize: 8, color: MUTED },
      th: { bold: true, color: '#ffffff' },
      totalCell: { bold: true, fontSize: 11 },
    },
  };
}

// pdfmake's line breaker measures an unbreakable run again for every position it tries: one 20,000-character word
// took 16 s to lay out. A zero-width space every 30 characters of a long run lets it wrap there (97 ms), invisibly.
const LONG_RUN = /[^\s\u200b]{40,}/gu;
const breakable = (s: string) => s.replace(LONG_RUN, (run) => run.replace(/(.{30})(?=.)/gu, '$1\u200b'));

/** The document with every text made breakable: strings, wherever they sit in its tree. */
function withBreakableText<T>(node: T): T {
  if (typeof node === 'string') return breakable(node) as T;
  if (Array.isArray(node)) return node.map(withBreakableText) as T;
  if (node && typeof node === 'object' && !(node instanceof Buffer))
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === 'text' ||
        k === 'stack' ||
        k === 'columns' ||
        k === 'table' ||
        k === 'body' ||
        k === 'content' ||
        k === 'ul' ||
        k === 'ol'
          ? withBreakableText(v)
          : v,
      ]),
    ) as T;
  return node;
}

export async function renderProposalPdf(p: ProposalView, opts: PdfOptions): Promise<Buffer> {
  const { dir, fonts } = fontFiles();
  // pdfmake is one shared instance: set everything it reads on every call so no earlier caller's settings leak in
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(dir));
  return pdfmake.createPdf(withBreakableText(proposalDocument(p, opts))).getBuffer();
}
