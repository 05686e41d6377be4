// Definitions, examples, hypotheticals, requirements put to others and questions are context, never the quoted answer:
// through teach_fact over REST and MCP, with the offline engine and with Claude (checked the same way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { documentSentences, sentenceRole } from '../../src/knowledge/statements';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { type MessagesRequest, startFakeClaude, userText } from '../helpers/fake-claude';
import { type Call, makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

/** A handbook in our own words: one statement about the company, and each kind of sentence that is not one. */
const HANDBOOK = [
  '# Resilience handbook',
  '## Continuity',
  'Our recovery time objective is 4 hours for the hosted platform.',
  '## Glossary',
  'RTO (recovery time objective): the time within which a service must be restored, for example the RTO is 8 hours.',
  '## Worked examples',
  'For example, a school district might keep its audit logs for 400 days.',
  '## Scenarios',
  'If a whole region failed, traffic would move to the standby region within 30 minutes.',
  '## Buyer requirements',
  'The vendor shall encrypt every backup copy with AES-256 before it leaves the primary site.',
  'The customer is responsible for turning on multi-factor authentication for its own administrators.',
  '## Open questions',
  'Do we rotate the master encryption keys every 90 days?',
  '## Tamper checks',
  'Note: Examples of signs that a card reader was tampered with include loose cables, extra attachments and broken seals.',
  '## Assessment form',
  'Part 2 summary (with its annexes) Indicate below every response given for each main control of the scheme.',
  '## Network',
  'If either uplink fails, traffic moves to the other carrier within a minute.',
].join('\n\n');

/** Questions only a non-statement of the handbook speaks to: each must be declined, its figure never given. */
const NOT_ANSWERED: Array<[question: string, figure: string]> = [
  ['How long are audit logs kept?', '400'],
  ['How quickly does traffic move to the standby region?', '30'],
  ['Is every backup copy encrypted with AES-256?', 'AES-256'],
  ['Is multi-factor authentication turned on for administrators?', 'multi-factor'],
  ['Are the master encryption keys rotated every 90 days?', '90'],
  // found on real RFPs (new-user trial 16): an example list, a form's instruction, a lead-in with no content word
  ['Do you sign every attachment?', 'loose cables'],
  ['Is every response given for each main control indicated?', 'Part 2'],
];

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

async function withHandbook(call: Call) {
  expect((await call('add_source', { name: 'Resilience handbook.md', text: HANDBOOK })).status).toBe(200);
  await createWorker(ctx, jobs).drain();
}

describe('what a sentence of a document is', () => {
  it.each([
    ['Our recovery time objective is 4 hours for the hosted platform.', 'statement'],
    ['RTO (recovery time objective): the time within which a service must be restored.', 'definition'],
    ['Backups: the production database is copied to a second region every night.', 'statement'],
    ['Recovery point objective: the period during which data may be lost after an outage.', 'definition'],
    ['Availability means the share of time the service answers requests.', 'definition'],
    ['For example, a school district might keep its audit logs for 400 days.', 'example'],
    ['Offerors must describe how they encrypt backups.', 'requirement'],
    ['The successful vendor shall provide a SOC 2 Type II report each year.', 'requirement'],
    ['El proveedor deberá cifrar las copias de seguridad.', 'requirement'],
    ['If a whole region failed, traffic would move to the standby region.', 'hypothetical'],
    ['If a region fails, traffic moves to the standby region within 30 minutes.', 'statement'],
    ['Do we rotate the master encryption keys every 90 days?', 'question'],
    ['Our examination included assessing the risks that controls were not suitably designed.', 'attestation'],
    ['We have outlined below the disaster scenarios we plan for and our recovery objectives.', 'pointer'],
    ['The following table lists our recovery objectives.', 'pointer'],
    // what "this same" refers to is in a sentence not quoted
    ['This same rotation process also retires old signing certificates.', 'pointer'],
    ['Access is restricted as described in our access control policy.', 'statement'],
    ['Those standards require that we plan and perform our examination to obtain assurance.', 'attestation'],
    ['Train developers at least annually in secure coding.', 'order'],
    ['ISO 27017 and ISO 27018 certified', 'fragment'],
    ['Require a minimum password length of twelve characters.', 'order'],
    ['Backups are encrypted (e.g., with AES-256) before they leave the site.', 'statement'],
    ['A reportable outage occurs when a service is unreachable for 15 minutes.', 'definition'],
    ["For our sector, the industry's guidance notes that cloud services need ever more data centers.", 'attributed'],
    ['According to one survey, most schools keep backups for 30 days.', 'attributed'],
    ['Our annual report notes that we moved every customer to two regions.', 'statement'],
    ['A failover happens when our primary region stops answering.', 'statement'],
    ['This section must be completed by every bidder before the deadline.', 'requirement'],
    ['If selected, complete the table below with the hosting provider.', 'requirement'],
    ['Please complete the following for each subcontractor.', 'requirement'],
    ['If a disk fails, the array rebuilds itself overnight.', 'statement'],
    // a blank form's text: placeholders and words to whoever submits it
    ['Review completed on: YYYY-MM-DD by the lead assessor.', 'requirement'],
    ['Authorised signatory: ____________ for the supplier.', 'requirement'],
    ['A supplier submitting this form late may be asked for a remediation plan.', 'requirement'],
    ['Our auditors review each form we submit within a week.', 'statement'],
    // what organisations of a kind must do is a general claim, not the company's practice; its own rule for others is
    ['Cloud providers hosting student records must guard two kinds of data that pull against each other.', 'requirement'],
    ['Our suppliers must sign a confidentiality agreement before any access.', 'statement'],
    ['We help customers who need to move their archives by running the import for them.', 'statement'],
    ['Examples of confidential data include payroll files and contracts.', 'example'],
    ['Note: examples of phishing include fake invoices.', 'example'],
    ['Our examples of good practice are published each year.', 'statement'],
    ['Section 4 Indicate below the controls that apply to the service.', 'requirement'],
    ['List in the space provided every subcontractor.', 'requirement'],
    // a law's duty on the controller is the customer's, not a statement of ours (new-user trial 34 quoted one)
    ['The sponsor, as controller, must tell the regulator of a breach within 72 hours.', 'requirement'],
    ['The data controller must keep a record of processing.', 'requirement'],
    ['We act as processor, and the client remains the controller.', 'statement'],
  ])('"%s" is a %s', (sentence, role) => {
    expect(sentenceRole(sentence)).toBe(role);
  });

  it('joins a long wrapped line to the next before a capitalised word, and keeps a short title apart', () => {
    const text = [
      'We care about quality in everything we ship. This is why, when it comes to the Software Development',
      'Life Cycle (SDLC), we apply Agile principles to every team.',
      'Encryption',
      'All data is encrypted at rest with AES-256.',
    ].join('\n');
    expect(documentSentences(text)).toEqual([
      'We care about quality in everything we ship.',
      'This is why, when it comes to the Software Development Life Cycle (SDLC), we apply Agile principles to every team.',
      'Encryption',
      'All data is encrypted at rest with AES-256.',
    ]);
  });

  it('joins a PDF line cut mid-sentence, and splits bullets, including those some fonts leave as control characters', () => {
    expect(
      documentSentences(
        'The operations team is paged when a backup fails, and each failure\nis tracked until it is fixed.\n• Daily snapshots',
      ),
    ).toEqual([
      'The operations team is paged when a backup fails, and each failure is tracked until it is fixed.',
      'Daily snapshots',
    ]);
    // a list-item or page number in front of a sentence is not part of what it says
    expect(documentSentences('12 Database changes are reviewed by a second engineer.')).toEqual([
      'Database changes are reviewed by a second engineer.',
    ]);
    expect(documentSentences('2024 was the year we moved to two regions.')).toEqual([
      '2024 was the year we moved to two regions.',
    ]);
    expect(documentSentences(`${String.fromCharCode(0x84)} Water use ${String.fromCharCode(0x84)} Energy use`)).toEqual([
      'Water use',
      'Energy use',
    ]);
  });

  it('reads every sentence under a glossary heading as a definition', () => {
    expect(sentenceRole('Uptime is the share of minutes the service is reachable.', 'Appendix › Glossary')).toBe('definition');
    expect(sentenceRole('Uptime is the share of minutes the service is reachable.', 'Operations')).toBe('statement');
  });

  it("reads a release note's labelled sentence as a statement when its noun phrase has a verb of its own", () => {
    // (new-user trial 31: the longest retention a customer can set was read as a glossary entry and never quoted)
    expect(sentenceRole('Archive: the longest retention that can be selected is now 12 years, up from 8 years.')).toBe(
      'statement',
    );
    // (a guard: a gloss ends with its relative clause)
    expect(sentenceRole('Recovery window: the time within which a restore must be completed.')).toBe('definition');
    expect(sentenceRole('Sync interval: the time that is allowed between two reads of the source.')).toBe('definition');
  });
});

describe.each(TRANSPORTS)('offline answers over %s', (transport) => {
  it('answers "What is your RTO?" with the company’s own figure, never the glossary’s', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    await withHandbook(call);
    const res = await call('teach_fact', { message: 'What is your RTO?' });
    expect(res.status).toBe(200);
    expect(res.body.reply).toContain('“Our recovery time objective is 4 hours for the hosted platform.”');
    expect(res.body.reply).not.toMatch(/8 hours/);
    expect(res.body.sources).toEqual([expect.objectContaining({ kind: 'passage', heading: 'Resilience handbook › Continuity' })]);
    await close();
  });

  it.each(NOT_ANSWERED)(
    'declines "%s" rather than quote an example, a scenario, a requirement or a question',
    async (q, figure) => {
      const seeded = seedAccount(ctx);
      const { call, close } = await makeCaller(transport, server.url, seeded.secret);
      await withHandbook(call);
      const res = await call('teach_fact', { message: q });
      expect(res.body.sources).toEqual([]);
      expect(res.body.reply).toMatch(/I don't know/);
      // what the reply says after the question itself never carries the figure
      expect(res.body.reply.split(' A: ')[1]?.split('Missing:')[0]).not.toContain(figure);
      await close();
    },
  );
});

describe.each(TRANSPORTS)('a taught fact on the metric asked, over %s', (transport) => {
  it('answers "What is your RTO for the hosted platform?" before a document sentence on another platform', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    await call('add_source', {
      name: 'Continuity plan 2025.md',
      text: '# Continuity\n\nOur recovery time objective (RTO) for the learning platform is 4 hours.',
    });
    await createWorker(ctx, jobs).drain();
    await call('teach_fact', { message: 'Our recovery time objective (RTO) is 8 hours.' });
    const res = await call('teach_fact', { message: 'What is your recovery time objective (RTO) for the hosted platform?' });
    expect(res.body.reply).toContain('“Our recovery time objective (RTO) is 8 hours.”');
    expect(res.body.reply).not.toContain('4 hours');
    expect(res.body.sources[0]).toMatchObject({ kind: 'fact' });
    await close();
  });
});

describe.each(TRANSPORTS)('a question with no content word, over %s', (transport) => {
  it('quotes nothing that only shares a function word with it ("either", as in "The Contractor must either:")', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    await withHandbook(call);
    const res = await call('teach_fact', { message: 'Does either apply?' });
    expect(res.body.sources).toEqual([]);
    expect(res.body.reply).not.toContain('carrier');
    await close();
  });
});

describe.each(TRANSPORTS)('a thing the question names by an abbreviated phrase, over %s', (transport) => {
  it('is answered only by a sentence that names it, whole or abbreviated, not by its words apart', async () => {
    const seeded = seedAccount(ctx);
    const { call, close } = await makeCaller(transport, server.url, seeded.secret);
    const text = [
      '# Governance',
      'The Chief Technology Officer oversees data protection and privacy for every product we build.',
      '## Identity',
      'Staff sign on to every internal tool through a single identity provider.',
    ].join('\n\n');
    expect((await call('add_source', { name: 'Governance notes.md', text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    for (const q of ['Do you have a data protection officer (DPO)?', 'Do you support single sign-on (SSO) for staff?']) {
      const res = await call('teach_fact', { message: q });
      expect(res.body.reply, q).toMatch(/I don't know/);
    }
    expect(
      (
        await call('add_source', {
          name: 'Privacy notes.md',
          text: '# Privacy\n\nOur DPO reports on data protection to the board every quarter.',
        })
      ).status,
    ).toBe(200);
    await createWorker(ctx, jobs).drain();
    const named = await call('teach_fact', { message: 'Do you have a data protection officer (DPO)?' });
    expect(named.body.reply).toContain('“Our DPO reports on data protection to the board every quarter.”');
    await close();
  });
});

describe.each(TRANSPORTS)('Claude answers over %s', (transport) => {
  let fake: Awaited<ReturnType<typeof startFakeClaude>>;
  let claudeCtx: TestContext;
  let claudeServer: Awaited<ReturnType<typeof startTestServer>>;
  let answer: (req: MessagesRequest) => unknown = () => ({});
  beforeAll(async () => {
    fake = await startFakeClaude((req) =>
      req.tool_choice?.name === 'read_message'
        ? { items: [{ kind: 'question', quote: 'What is your RTO?', topic: 'RTO', same_topic_as: null }] }
        : answer(req),
    );
    claudeCtx = makeTestContext({ claude: fake.engine, env: { LOG_LEVEL: 'silent' } });
    claudeServer = await startTestServer(claudeCtx);
  });
  afterAll(async () => {
    await claudeServer.close();
    await fake.close();
  });

  it('does not keep an answer that rests on a definition: it quotes the company’s statement instead', async () => {
    const seeded = seedAccount(claudeCtx);
    const { call, close } = await makeCaller(transport, claudeServer.url, seeded.secret);
    expect((await call('add_source', { name: 'Resilience handbook.md', text: HANDBOOK })).status).toBe(200);
    await createWorker(claudeCtx, jobs).drain();
    // the model (wrongly) answers from the glossary sentence, citing it
    answer = (req) => {
      const glossary = /<source citation="(\d+)"[^>]*heading="Resilience handbook › Glossary"/.exec(userText(req))?.[1];
      expect(glossary).toBeDefined();
      return { supported: true, answer: `Our RTO is 8 hours [${glossary}].`, citations: [Number(glossary)], missing: null };
    };
    const wrong = await call('teach_fact', { message: 'What is your RTO?' });
    expect(wrong.body.reply).not.toMatch(/8 hours/);
    expect(wrong.body.reply).toContain('“Our recovery time objective is 4 hours for the hosted platform.”');

    // an answer the company's statement supports is kept as the model wrote it
    answer = (req) => {
      const continuity = /<source citation="(\d+)"[^>]*heading="Resilience handbook › Continuity"/.exec(userText(req))?.[1];
      return {
        supported: true,
        answer: `Our recovery time objective is 4 hours [${continuity}].`,
        citations: [Number(continuity)],
        missing: null,
      };
    };
    const right = await call('teach_fact', { message: 'What is your RTO?' });
    expect(right.body.reply).toMatch(/A: Our recovery time objective is 4 hours \[\d\]\.$/);
    await close();
  });
});
