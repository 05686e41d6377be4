// What a second company's library showed (new-user trial 20), in our own words: a table cell holding "; " keeps its row
// quotable, "support hours" are answered by when support is open, a party compound ("customer-managed") must be said,
// and a question that only asks on ("What is the limit?") is answered with the one before it. Over REST and MCP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const SUPPORT = [
  '# Support policy',
  '## Hours',
  'Our support desk is staffed Monday to Friday, 08:00 to 18:00 CET, except public holidays in Germany.',
  '## Priorities',
  '| Priority | Meaning | Example | First response |',
  '|---|---|---|---|',
  '| P1 Critical | Nobody can work | Crews cannot log in; the map will not load | 20 minutes, around the clock |',
  '| P3 Normal | A non-critical feature misbehaves | A chart shows the wrong colour | 1 business day |',
  '| P2 High | Many users are slowed down | Exports take an hour | 4 hours (support hours) |',
].join('\n');

const SECURITY = [
  '# Security notes',
  '## Keys',
  'Encryption keys are managed in a cloud key management service and are rotated every year.',
  '## Insurance',
  'We hold a cyber liability insurance policy with a limit of €5 million per year.',
  '## Availability',
  'If monthly availability falls below the commitment in section 2, the customer is entitled to a service credit.',
  '## Subprocessors',
  'We share personal data with the subprocessors listed in our Subprocessor List.',
  '## API',
  'Every API call is rate limited to 600 requests per minute, a limit set per customer.',
  '## Training',
  '- Everyone on staff completes privacy awareness training when they join and every year after.',
  '- Developers complete secure coding training every year.',
].join('\n');

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('a second library over %s', (transport) => {
  it('answers from the right row, the open hours, the party asked and the whole question', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('add_source', { name: 'Support policy.md', text: SUPPORT })).status).toBe(200);
    expect((await call('add_source', { name: 'Security notes.md', text: SECURITY })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const ask = async (message: string) => (await call('teach_fact', { message })).body.reply as string;

    // the P1 row's example cell holds "; ": the row is still one, and the P3 row ("non-critical") is not its answer
    const p1 = await ask('What is the first response time for a critical (P1) incident?');
    expect(p1).toContain('Priority: P1 Critical; Meaning: Nobody can work; Example: Crews cannot log in; the map will not load');
    expect(p1).not.toContain('P3 Normal');

    const hours = await ask('What are your standard support hours?');
    expect(hours).toContain(
      '“Our support desk is staffed Monday to Friday, 08:00 to 18:00 CET, except public holidays in Germany.”',
    );
    expect(hours).not.toContain('P2 High');

    expect(await ask('Do you support customer-managed encryption keys?')).toMatch(/I don't know/);

    // "What is the limit?" asks on about the insurance: one answer, never the API's rate limit
    const insurance = await ask('Do you carry cyber liability insurance? What is the limit?');
    expect(insurance).toContain('cyber liability insurance policy with a limit of €5 million per year');
    expect(insurance).not.toContain('rate limited');
    const unknown = await ask('Do you carry professional indemnity insurance? What is the limit?');
    expect(unknown).toMatch(/I don't know/);
    expect(unknown).not.toContain('rate limited');

    // "How often is training completed?" asks on about the awareness programme, not about any training
    const training = await ask(
      'Is a privacy awareness training programme in place for all staff members? How often is training completed?',
    );
    expect(training).toContain('Everyone on staff completes privacy awareness training when they join and every year after.');
    expect(training).not.toContain('secure coding');

    // a percentage asked is a per cent figure given ("section 2" is no figure); a list asked is items named
    expect(await ask('What is your guaranteed monthly uptime percentage?')).toMatch(/I don't know/);
    expect(await ask('Please provide a list of your subprocessors.')).toMatch(/I don't know/);
    const more =
      '# Commitments\n\nWe commit to 99.9% monthly uptime.\n\nOur subprocessors are Amazon Web Services, Twilio and Datadog.';
    expect((await call('add_source', { name: 'Commitments.md', text: more })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    expect(await ask('What is your guaranteed monthly uptime percentage?')).toContain('We commit to 99.9% monthly uptime.');
    expect(await ask('Please provide a list of your subprocessors.')).toContain(
      'Our subprocessors are Amazon Web Services, Twilio and Datadog.',
    );
    await close();
  });
});
