// "How long…?" wants a span, "how quickly…?" a span or "immediately", "when…?" a date: a quote with some other figure
// ("a third backup server", "ISO 27001:2013") does not answer it (new-user trial 12 had both answered that way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { analyseQuestion, givesTime } from '../../src/knowledge/question';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

describe('the time a question asks for', () => {
  it.each([
    ['How long are audit logs kept?', 'duration'],
    ['How quickly are critical patches applied?', 'speed'],
    ['When does your SOC 2 report expire?', 'date'],
    ['¿Cuándo vence el certificado?', 'date'],
    ['When an employee leaves, is their access revoked?', null],
    ['Do you encrypt backups?', null],
  ])('"%s" asks for %s', (q, time) => {
    expect(analyseQuestion(q).time).toBe(time);
  });

  it.each([
    ['Logs are kept for thirteen months, then deleted.', 'duration', false],
    ['Logs are kept for 13 months, then deleted.', 'duration', true],
    ['Critical patches are applied within forty-eight (48) hours.', 'duration', true],
    ['Critical patches are applied immediately.', 'duration', false],
    ['Critical patches are applied immediately.', 'speed', true],
    ['We run a second logging server in each region (S3).', 'duration', false],
    ['Our report covers SOC 2:2017 criteria.', 'date', false],
    ['The report is renewed every year in March.', 'date', true],
    ['The certificate is valid until 2028.', 'date', true],
  ])('"%s" gives a %s: %s', (text, time, gives) => {
    expect(givesTime(text, time as 'duration' | 'speed' | 'date')).toBe(gives);
  });
});

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe.each(TRANSPORTS)('answers over %s', (transport) => {
  it('declines "how long" and "when" from a sentence with another figure, and answers from one with the time', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const text = [
      '# Logging',
      'We run a second logging server in each region, and logs stream to object storage (S3).',
      '# Certification',
      'Our information security programme is certified to ISO 27001:2013 for the hosted platform.',
    ].join('\n\n');
    expect((await call('add_source', { name: 'Security.md', text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    expect((await call('teach_fact', { message: 'How long are logs kept on the logging server?' })).body.reply).toMatch(
      /I don't know/,
    );
    expect((await call('teach_fact', { message: 'When does your ISO 27001 certificate expire?' })).body.reply).toMatch(
      /I don't know/,
    );
    await call('teach_fact', { message: 'Our ISO 27001 certificate expires on 14 March 2028.' });
    const when = await call('teach_fact', { message: 'When does your ISO 27001 certificate expire?' });
    expect(when.body.reply).toContain('14 March 2028');
    await close();
  });
});
