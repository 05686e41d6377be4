// A deal's terms are that buyer's (new-user trial 18): an answer taught for the same question in another buyer's
// document does not override this RFP's own proposal, and an approved answer resting on a deal is not reused for
// other buyers as company-wide wording.
import { describe, expect, it } from 'vitest';
import { seedAccount } from '../helpers/context';
import { type Call, makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';
import { drain } from './fixtures';

const live = sharedServer();

/** A proposal whose term is `months`, and an RFP naming it (or naming none) that asks for the term. */
async function rfpAsking(call: Call, name: string, months?: number) {
  let deal: string | undefined;
  if (months) {
    const made = await call('draft_proposal', {
      notes: `Proposal for ${name}. 100 seats at $20/seat/month. Term ${months} months, start 2027-09-01.`,
    });
    deal = made.body.proposal.number as string;
  }
  const up = await call('upload_rfp', {
    name: `${name} questions.md`,
    text: '# Commercial\n\n1.1 What is the proposed contract term?\n',
    ...(deal ? { deal_number: deal } : {}),
  });
  await drain(live.ctx);
  const rid = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements[0].id as string;
  return { id: up.body.rfp.id as string, rid };
}

describe.each(TRANSPORTS)('terms of a deal, over %s', (transport) => {
  it("answer from this RFP's own proposal, and stay out of other buyers' drafts", async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const riverbend = await rfpAsking(call, 'Riverbend', 24);
    const drafted = (await call('draft_requirement', riverbend)).body.requirement;
    expect(drafted).toMatchObject({ status: 'drafted', response: 'The contract term is 24 months [1].' });
    expect(drafted.sources[0]).toMatchObject({ kind: 'deal', heading: 'term' });
    // the buyer reads the term's name in the export, not the proposal's field name
    const csv = await call('export_rfp', { id: riverbend.id, format: 'csv' });
    expect(Buffer.from(csv.file?.data ?? []).toString('utf8')).toMatch(/\[1\] Proposal P-\d+ › contract term/);

    // Riverbend's approved term is not wording for a buyer with no deal
    const approved = await call('update_requirement', { ...riverbend, status: 'answered' });
    expect(approved.body.requirement.status).toBe('answered');
    await drain(live.ctx);
    const found = (await call('search_library', { query: 'What is the proposed contract term?' })).body.results as any[];
    expect(found.filter((r) => r.kind === 'answer' && /24 months/.test(r.text))).toEqual([]);
    const generic = await rfpAsking(call, 'Generic');
    const plain = (await call('draft_requirement', generic)).body.requirement;
    expect(plain.response).not.toContain('24 months');

    // another buyer's answer to the same question, taught as a fact, is that buyer's
    const lakeview = await rfpAsking(call, 'Lakeview', 36);
    await call('teach_requirement_fact', { ...lakeview, answer: 'The contract term is 36 months.' });
    const again = (await call('draft_requirement', riverbend)).body.requirement;
    expect(again.response).toBe('The contract term is 24 months [1].');
    await close();
  });
});
