// Shared setup for the signing tests: a context with a real SMTP server, a proposal, and page helpers.

import type { AppContext } from '../../src/context';
import { emptySigning, type ProposalFields } from '../../src/proposals/schema';
import * as proposals from '../../store/proposals';

export function proposalFields(overrides: Partial<ProposalFields> = {}): ProposalFields {
  return {
    docType: 'proposal',
    docLang: 'en',
    custName: 'Globex Corp',
    custSigner: 'Dana Reyes',
    custTitle: 'CFO',
    custEmail: 'dana@globex.example',
    deployDesc: 'Cloud',
    edition: 'Enterprise',
    region: 'EU',
    scale: '200 seats',
    currency: 'USD',
    billing: 'Annual',
    term: '24 months',
    startDate: '2027-01-01',
    validUntil: '2026-12-31',
    sla: '99.9% monthly uptime',
    support: '24/7',
    lucSigner: 'Lee Chen',
    lucTitle: 'VP Sales',
    lucEmail: 'lee@acme.example',
    governingLaw: 'State of New York',
    sow: 'Licenses and onboarding',
    taxLabel: 'Sales tax',
    taxRate: null,
    termsAssumptions: '',
    termsConditions: 'Net 30.',
    ...overrides,
  };
}

/** A draft proposal stored the way draft_proposal stores one. */
export function seedProposal(ctx: AppContext, accountId: string, fields: Partial<ProposalFields> = {}) {
  // valid for 60 days from the context's clock: an offer past its validity is never sent, whatever today's date is
  const validUntil = new Date(ctx.clock.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  return proposals.insertProposal(ctx.db, {
    accountId,
    fields: proposalFields({ validUntil, ...fields }),
    lineItems: [
      { desc: 'Enterprise licenses — 200 seats', y1: 108000, y2: 108000 },
      { desc: 'Onboarding', y1: 12000, y2: 0 },
    ],
    discounts: [],
    multiYear: true,
    signing: emptySigning(),
    sources: [],
    notes: 'test',
    engine: 'offline',
    now: ctx.clock.now(),
  });
}

export interface PageAnswer {
  status: number;
  html: string;
  location: string | null;
  cookie: string | null;
}

/** One request to a signing page without following redirects; form bodies are url-encoded like a browser's. */
export async function page(url: string, a: { form?: Record<string, string>; cookie?: string | null } = {}): Promise<PageAnswer> {
  const headers: Record<string, string> = { 'User-Agent': 'signing-test/1.0' };
  if (a.cookie) headers.Cookie = a.cookie;
  if (a.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(url, {
    method: a.form ? 'POST' : 'GET',
    headers,
    body: a.form ? new URLSearchParams(a.form).toString() : undefined,
    redirect: 'manual',
  });
  const setCookie = res.headers.get('set-cookie');
  return {
    status: res.status,
    html: await res.text(),
    location: res.headers.get('location'),
    cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null,
  };
}
