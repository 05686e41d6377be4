// Times rendering of a 3-page proposal PDF (median of runs) for English and Spain Spanish; `npm run bench:pdf`.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderProposalPdf } from '../src/proposals/pdf';
import { type DocLang, emptySigning, type ProposalView } from '../src/proposals/schema';
import { computeTotals } from '../src/proposals/totals';

const RUNS = Number(process.env.RUNS ?? 30);

function proposal(lang: DocLang): ProposalView {
  const lineItems = Array.from({ length: 30 }, (_, i) => ({
    desc: `Module ${i + 1}: analytics, reporting and integrations for business unit ${i + 1}`,
    y1: 1200 + i * 37.5,
    y2: 1250 + i * 37.5,
  }));
  const long = 'The customer provides administrator access, single sign-on metadata and a named project lead. '.repeat(6);
  const fields = {
    docType: 'agreement' as const,
    docLang: lang,
    custName: 'Comercializadora del Norte S.A. de C.V.',
    custSigner: 'Ana Martínez Ruiz',
    custTitle: 'Directora de Compras',
    custEmail: 'ana@cnorte.mx',
    deployDesc: 'Cloud (SaaS)',
    edition: 'Enterprise',
    region: 'EU',
    scale: '1,200 seats',
    currency: 'EUR',
    billing: 'Annual' as const,
    term: '24 months',
    startDate: '2027-02-01',
    validUntil: '2026-12-21',
    sla: '99.9% uptime',
    support: '24/7 premium support',
    lucSigner: 'Maria Lopez',
    lucTitle: 'CFO',
    lucEmail: 'maria@lucerna.example',
    governingLaw: 'Spain',
    sow: long,
    taxLabel: 'IVA',
    taxRate: 21,
    termsAssumptions: long,
    termsConditions: `${long}\n\n${long}`,
  };
  const discounts = [{ label: 'Launch discount', kind: 'pct' as const, value: 10, y1: true, y2: false }];
  const base = { fields, lineItems, discounts, multiYear: true };
  return {
    number: 'P-0042',
    status: 'draft',
    version: 3,
    ...base,
    totals: computeTotals(base),
    signing: emptySigning(),
    sources: [],
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
  };
}

async function pages(data: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const n = doc.numPages;
  await doc.destroy();
  return n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

for (const lang of ['en', 'es-ES'] as const) {
  const p = proposal(lang);
  const opts = { companyName: 'Lucerna Software', now: Date.parse('2026-11-21') };
  const first = performance.now();
  const data = await renderProposalPdf(p, opts);
  const cold = performance.now() - first;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await renderProposalPdf(p, opts);
    times.push(performance.now() - t);
  }
  process.stdout.write(
    `${lang}: ${await pages(data)} pages, ${(data.length / 1024).toFixed(0)} KiB, first render ${cold.toFixed(0)} ms, ` +
      `median of ${RUNS} ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms\n`,
  );
}
