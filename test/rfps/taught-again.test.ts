// An answer a person taught for a requirement stays its answer (new-user trial 14): redrafted, or asked again by
// another document, the requirement is drafted from that fact even where its words do not match the requirement's;
// "Yes. <a sentence>" is kept as the sentence, not behind the buyer's cut-off requirement; teaching the same fact
// again replaces nothing; an export made while draft-all runs says so.
import { describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { seedAccount } from '../helpers/context';
import { type Call, makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';

const live = sharedServer();
const drain = () => createWorker(live.ctx, jobs).drain();

const REQUIREMENT =
  'The State of Northland requires that the Contractor keep all business and technical resources, including every copy ' +
  'of its data, within the continental United States for the whole term.';
const UPTIME = 'The offeror shall state the level of service availability it commits to deliver each month.';

async function rfp(call: Call, name: string) {
  const up = await call('upload_rfp', { name, text: `# Hosting\n\n1.1 ${REQUIREMENT}\n\n1.2 ${UPTIME}\n` });
  await drain();
  const list = await call('list_requirements', { id: up.body.rfp.id });
  const reqs = list.body.requirements as Array<{ id: string; text: string }>;
  // (a requirement the buyer states of itself, "The State of … requires that the Contractor…", is one too)
  expect(reqs.map((r) => r.text)).toEqual([REQUIREMENT, UPTIME]);
  return { id: up.body.rfp.id as string, reqs };
}

/** An uploaded RFP of one requirement, read; its upload answer and the requirement's id. */
async function oneRequirement(call: Call, name: string, text: string) {
  const up = await call('upload_rfp', { name, text });
  await drain();
  const rid = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements[0].id as string;
  return { up, rid };
}

describe.each(TRANSPORTS)('a taught answer over %s', (transport) => {
  it('answers its requirement again when redrafted, and the same requirement in the next document', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const first = await rfp(call, 'Northland hosting.md');
    const [hosting, uptime] = first.reqs;
    const kept = await call('teach_requirement_fact', {
      id: first.id,
      rid: hosting?.id,
      answer: 'Yes. Every customer system and every copy of customer data is hosted in AWS us-east-1 and us-west-2.',
    });
    // the sentence after "Yes." is the fact; the buyer's requirement is not put in front of it
    expect(kept.body.fact.text).toBe(
      'Every customer system and every copy of customer data is hosted in AWS us-east-1 and us-west-2.',
    );
    const taughtUptime = await call('teach_requirement_fact', {
      id: first.id,
      rid: uptime?.id,
      answer: 'We commit to 99.9% a month.',
    });
    expect(taughtUptime.body.requirement.status).toBe('drafted');

    // redrafted: still answered from the facts, not asked again
    for (const r of [hosting, uptime]) {
      const again = await call('draft_requirement', { id: first.id, rid: r?.id });
      expect(again.body.requirement).toMatchObject({ status: 'drafted', needs_input: null });
    }
    const redrafted = await call('draft_requirement', { id: first.id, rid: uptime?.id });
    expect(redrafted.body.requirement.answer).toContain('99.9%');

    // the same requirements in another buyer's document
    const second = await rfp(call, 'Northland hosting, second round.md');
    await call('draft_all_requirements', { id: second.id });
    await drain();
    const drafted = (await call('list_requirements', { id: second.id })).body.requirements;
    expect(drafted.map((r: { status: string }) => r.status)).toEqual(['drafted', 'drafted']);
    expect(drafted[0].answer).toContain('us-east-1');

    // teaching the very same fact again replaces nothing and marks nothing stale
    const same = await call('teach_fact', { message: 'We commit to 99.9% a month.' });
    expect(same.status).toBe(200);
    const facts = (await call('list_facts')).body.facts as Array<{ id: string; text: string }>;
    expect(facts.filter((f) => f.text === 'We commit to 99.9% a month.')).toEqual([
      expect.objectContaining({ id: taughtUptime.body.fact.id }),
    ]);
    const after = (await call('list_requirements', { id: second.id })).body.requirements;
    expect(after.map((r: { stale: boolean }) => r.stale)).toEqual([false, false]);
    await close();
  });

  it('answers the requirement from the fact that replaces its taught one, not asking it again', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const { up, rid } = await oneRequirement(
      call,
      'Northland vendors.md',
      '# Qualifications\n\n2.2 All offerors shall have been in business for a minimum of five years.\n',
    );
    const taught = await call('teach_requirement_fact', {
      id: up.body.rfp.id,
      rid,
      answer: 'Northwind has been in business since 2011, more than ten years.',
    });
    expect(taught.body.requirement.status).toBe('drafted');
    // the same topic restated in other words, as a person does weeks later (new-user trial 16)
    const restated = await call('teach_fact', { message: 'Northwind was founded in 2011.' });
    expect(restated.body.reply).toContain('replaces “Northwind has been in business since 2011');
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain();
    const after = (await call('list_requirements', { id: up.body.rfp.id })).body.requirements[0];
    expect(after).toMatchObject({ status: 'drafted', needs_input: null, answer: 'Northwind was founded in 2011.' });
    expect(after.sources).toEqual([expect.objectContaining({ kind: 'fact', text: 'Northwind was founded in 2011.' })]);
    await close();
  });

  it('keeps a bare "Yes" to an obligation as our statement of it, not the buyer\'s clause followed by ": Yes."', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const { up, rid } = await oneRequirement(
      call,
      'Northland insurance.md',
      '# Insurance\n\n7.1 The Contractor shall maintain cyber liability insurance of at least $2 million per claim.\n',
    );
    const kept = await call('teach_requirement_fact', { id: up.body.rfp.id, rid, answer: 'Yes' });
    expect(kept.body.fact.text).toBe('We maintain cyber liability insurance of at least $2 million per claim.');
    expect(kept.body.requirement).toMatchObject({ status: 'drafted', needs_input: null });
    // and the facts answer the question in our words
    const asked = await call('teach_fact', { message: 'Do we maintain cyber liability insurance?' });
    expect(asked.body.reply).toContain('We maintain cyber liability insurance of at least $2 million per claim.');
    await close();
  });

  it('says an export made while draft-all runs holds only what was drafted so far', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const doc = await rfp(call, 'Northland hosting, early export.md');
    expect((await call('draft_all_requirements', { id: doc.id })).status).toBe(200);
    const early = await call('export_rfp', { id: doc.id, format: 'csv' });
    expect(early.file?.summary).toMatch(/Drafting all requirements is still running \(0 of 2 done\)/);
    await drain();
    const done = await call('export_rfp', { id: doc.id, format: 'csv' });
    expect(done.file?.summary).not.toMatch(/still running/);
    await close();
  });
});
