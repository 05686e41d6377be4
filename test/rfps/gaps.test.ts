// Which waiting requirements a newly taught fact is worth redrafting: its gap's topic, most of its words, or (for a
// question that is a gap of its own on a named concept) the concept the question is on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitingOn } from '../../src/rfps/gaps';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { callRest, startTestServer } from '../helpers/server';
import { drain } from './fixtures';

describe('gaps on a named standard', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeEach(async () => {
    ctx = makeTestContext();
    server = await startTestServer(ctx);
  });
  afterEach(async () => {
    await server.close();
  });

  it('asks each HIPAA question apart, and redrafts all of them when a HIPAA fact is taught', async () => {
    const seeded = seedAccount(ctx);
    const call = (name: string, input: Record<string, unknown> = {}) => callRest(server.url, seeded.secret, name, input);
    const up = await call('upload_rfp', {
      name: 'Clinic questionnaire.md',
      text: [
        '# Privacy',
        '1. Will you sign a HIPAA business associate agreement with the clinic?',
        '2. Have you conducted a risk analysis as required under the HIPAA Security Rule?',
        '3. How long do you keep backups of clinic records?',
      ].join('\n\n'),
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(ctx);
    const gaps = (await call('list_gaps')).body.gaps as Array<{ key: string; waiting: number; question: string }>;
    const hipaa = gaps.filter((g) => /HIPAA/.test(g.question));
    expect(hipaa).toHaveLength(2);
    expect(hipaa.map((g) => g.waiting)).toEqual([1, 1]);
    // a fact on HIPAA that shares few of either question's words still makes both worth a redraft; not the backups one
    const worth = waitingOn(ctx, seeded.account.id, [{ topicKey: 'hipaa', text: 'Our HIPAA program is audited yearly.' }]);
    expect(worth.map((r) => r.ref).sort()).toEqual(['1', '2']);
  });

  it("keeps one gap per topic when a template's words are in every question, and one gap for a topic asked twice", async () => {
    const seeded = seedAccount(ctx);
    const call = (name: string, input: Record<string, unknown> = {}) => callRest(server.url, seeded.secret, name, input);
    // topics the engine knows as concepts, each asked in the same template
    const topics = [
      'incident response',
      'penetration testing',
      'business continuity',
      'vulnerability scanning',
      'encryption at rest',
      'change management',
    ];
    const question = (topic: string, area: number) =>
      `Describe your ${topic} process and how often the board reviews it in office ${area}?`;
    const items = [1, 2].flatMap((area) => topics.map((t) => question(t, area)));
    const up = await call('upload_rfp', {
      name: 'Template questionnaire.md',
      text: `# Controls\n\n${items.map((q, i) => `${i + 1}. ${q}`).join('\n\n')}`,
    });
    await drain(ctx);
    await call('draft_all_requirements', { id: up.body.rfp.id });
    await drain(ctx);
    const gaps = (await call('list_gaps')).body.gaps as Array<{ waiting: number; question: string }>;
    expect(gaps).toHaveLength(topics.length);
    for (const topic of topics) {
      const gap = gaps.find((g) => g.question.includes(topic));
      expect(gap?.waiting, topic).toBe(2);
    }
  });
});
