// Proposals over REST and MCP: draft from notes, list, get, versioned edits, refusals, tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as store from '../../store/proposals';
import { setProposalStatus } from '../../store/proposals';
import { makeTestContext, manualClock, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
const clock = manualClock();

beforeAll(async () => {
  ctx = makeTestContext({ clock });
  server = await startTestServer(ctx);
});
afterAll(async () => server.close());

const NOTES =
  'Proposal for Acme Corp. Signer: Jane Doe, CFO, jane@acme.com. 200 seats at $45/seat/month, 2-year term. ' +
  '10% off year one. Implementation $15,000 one-time. Start March 1, 2027. Sales tax 8.875%.';

describe.each(TRANSPORTS)('over %s', (transport) => {
  async function caller() {
    const seeded = seedAccount(ctx);
    const c = await makeCaller(transport, server.url, seeded.secret);
    return { ...c, seeded };
  }

  it('drafts a complete proposal from notes, numbered per account, as draft version 1', async () => {
    const { call, close } = await caller();
    const res = await call('draft_proposal', { notes: NOTES });
    const second = await call('draft_proposal', { notes: 'Quote for Globex: 10 seats at $20/seat/month', lang: 'es-419' });
    await close();
    expect(res.status).toBe(200);
    const p = res.body.proposal;
    expect(p).toMatchObject({ number: 'P-0001', status: 'draft', version: 1, multiYear: true });
    expect(second.body.proposal.number).toBe('P-0002');
    expect(second.body.proposal.fields.docLang).toBe('es-419');
    expect(p.fields).toMatchObject({
      docType: 'proposal',
      docLang: 'en',
      custName: 'Acme Corp.',
      custSigner: 'Jane Doe',
      custTitle: 'CFO',
      custEmail: 'jane@acme.com',
      currency: 'USD',
      term: '2 years',
      startDate: '2027-03-01',
      validUntil: '2026-12-21',
      taxLabel: 'Sales tax',
      taxRate: 8.875,
      billing: '',
      sla: '',
      lucSigner: '',
    });
    expect(Object.keys(p.fields)).toHaveLength(26);
    expect(p.lineItems).toEqual([
      { desc: 'Seats — 200 × $45/month', y1: 108000, y2: 108000 },
      { desc: 'Implementation', y1: 15000, y2: 0 },
    ]);
    expect(p.discounts).toEqual([{ label: '10% off year one', kind: 'pct', value: 10, y1: true, y2: false }]);
    // y1: 123000 − 12300 = 110700; tax 8.875% = 9824.625 → 9824.63 (half away from zero)
    expect(p.totals.y1).toMatchObject({ subtotal: 123000, discount: 12300, net: 110700, tax: 9824.63, total: 120524.63 });
    expect(p.totals.y2).toMatchObject({ subtotal: 108000, discount: 0, net: 108000, tax: 9585, total: 117585 });
    expect(p.signing.cust).toEqual({ method: null, signer_name: null, email: null, completed_at: null, authenticated: null });
    expect(p.sources).toContainEqual(expect.objectContaining({ field: 'validUntil', from: 'default' }));
  });

  it('lists newest first with summaries and gets one with signing', async () => {
    const { call, close } = await caller();
    await call('draft_proposal', { notes: 'Proposal for First Co: 1 seat at $10/month' });
    clock.advance(1000);
    await call('draft_proposal', { notes: NOTES });
    const list = await call('list_proposals');
    const one = await call('get_proposal', { number: 'P-0001' });
    await close();
    expect(list.body.proposals.map((s: any) => s.number)).toEqual(['P-0002', 'P-0001']);
    expect(one.body.signing_audit).toBeNull();
    expect(list.body.proposals[0]).toMatchObject({
      number: 'P-0002',
      doc_type: 'proposal',
      customer: 'Acme Corp.',
      status: 'draft',
      y1_total: 120524.63,
      y2_total: 117585,
      version: 1,
    });
    expect(list.body.proposals[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(one.body.fields.custName).toBe('First Co');
    expect(Object.keys(one.body.signing)).toEqual(['cust', 'luc']);
  });

  it('merges fields, replaces items and discounts, counts versions and refuses stale edits', async () => {
    const { call, close } = await caller();
    await call('draft_proposal', { notes: NOTES });
    const edited = await call('update_proposal', {
      number: 'P-0001',
      version: 1,
      fields: { billing: 'Annual', custName: 'Acme Corporation' },
      lineItems: [{ desc: 'Platform', y1: 1000.1, y2: 1000.2 }],
      discounts: [{ label: 'Loyalty', kind: 'amount', value: 0.3, y1: true, y2: true }],
      multiYear: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, status: 'draft' });
    expect(edited.body.fields).toMatchObject({ billing: 'Annual', custName: 'Acme Corporation', custSigner: 'Jane Doe' });
    expect(edited.body.lineItems).toEqual([{ desc: 'Platform', y1: 1000.1, y2: 1000.2 }]);
    // no float drift: 1000.10 − 0.30 = 999.80, tax 8.875% = 88.73
    expect(edited.body.totals.y1).toMatchObject({ subtotal: 1000.1, discount: 0.3, net: 999.8, tax: 88.73, total: 1088.53 });
    const stale = await call('update_proposal', { number: 'P-0001', version: 1, fields: { term: '3 years' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(stale.body.error.message).toMatch(/changed since version 1; it is now at version 2/);
    const ahead = await call('update_proposal', { number: 'P-0001', version: 99, fields: { term: '3 years' } });
    expect(ahead.body.error).toMatchObject({ code: 'conflict', current_version: 2 });
    expect(ahead.body.error.message).toMatch(/has no version 99 yet; it is at version 2/);
    const noVersion = await call('update_proposal', { number: 'P-0001', fields: { term: '3 years' } });
    expect(noVersion.body.version).toBe(3);
    const after = await call('get_proposal', { number: 'P-0001' });
    await close();
    expect(after.body.fields.term).toBe('3 years');
  });

  it.each([
    [{ fields: { billing: 'Weekly' } }, 'fields.billing', /Annual, Quarterly, Monthly or One-time/],
    [{ fields: { startDate: '2027-02-30' } }, 'fields.startDate', /YYYY-MM-DD/],
    [{ fields: { colour: 'red' } }, 'colour', /colour/],
    [{ lineItems: [{ desc: 'x', y1: -5, y2: 0 }] }, 'lineItems.0.y1', /./],
    [{ discounts: [{ label: 'x', kind: 'pct', value: 120, y1: true, y2: false }] }, 'discounts.0.value', /./],
    [{ discounts: [{ label: 'x', kind: 'bogus', value: 1, y1: true, y2: false }] }, 'discounts.0.kind', /pct/],
    // a misspelt name would otherwise be dropped while the rest of the edit goes through
    [{ lineitems: [] }, 'lineitems', /not a field of update_proposal/],
  ])('refuses %j with 400 naming %s and applies nothing', async (patch, field, why) => {
    const { call, close } = await caller();
    await call('draft_proposal', { notes: NOTES });
    const res = await call('update_proposal', { number: 'P-0001', fields: { custName: 'Changed' }, ...patch });
    const after = await call('get_proposal', { number: 'P-0001' });
    await close();
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(field);
    expect(res.body.error.message).toMatch(why);
    expect(after.body).toMatchObject({ version: 1, fields: { custName: 'Acme Corp.' } });
  });

  it('refuses edits to a signed proposal with 409 and never changes status on PATCH', async () => {
    const { call, close, seeded } = await caller();
    await call('draft_proposal', { notes: NOTES });
    const p = store.getProposal(ctx.db, seeded.account.id, 'P-0001')!;
    setProposalStatus(ctx.db, { id: p.id, status: 'sent', now: clock.now() });
    const onSent = await call('update_proposal', { number: 'P-0001', fields: { term: '1 year' }, status: 'draft' } as any);
    expect(onSent.body.status).toBe('sent');
    setProposalStatus(ctx.db, { id: p.id, status: 'signed', now: clock.now() });
    const onSigned = await call('update_proposal', { number: 'P-0001', fields: { term: '5 years' } });
    await close();
    expect(onSigned.status).toBe(409);
    expect(onSigned.body.error.message).toMatch(/signed/);
  });

  it("answers 404 for another account's number and for unknown numbers", async () => {
    const a = await caller();
    await a.call('draft_proposal', { notes: NOTES });
    await a.close();
    const b = await caller();
    const get = await b.call('get_proposal', { number: 'P-0001' });
    const patch = await b.call('update_proposal', { number: 'P-0001', fields: { term: 'x' } });
    const pdf = await b.call('get_proposal_pdf', { number: 'P-0001' });
    const list = await b.call('list_proposals');
    await b.close();
    expect([get.status, patch.status, pdf.status]).toEqual([404, 404, 404]);
    expect(list.body.proposals).toEqual([]);
  });

  it('refuses drafting without notes (400) and without the write scope (403)', async () => {
    const { call, close } = await caller();
    const empty = await call('draft_proposal', { notes: '  ' });
    const badLang = await call('draft_proposal', { notes: 'x', lang: 'fr' });
    await close();
    expect(empty.status).toBe(400);
    expect(badLang.body.error.message).toContain('lang');
    const readOnly = seedAccount(ctx, { scopes: ['read'] });
    const ro = await makeCaller(transport, server.url, readOnly.secret);
    const refused = await ro.call('draft_proposal', { notes: NOTES });
    await ro.close();
    expect(refused.status).toBe(403);
    expect(refused.body.error.required_scope).toBe('write');
  });
});
