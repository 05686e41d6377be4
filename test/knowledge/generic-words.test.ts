// A verb that names no subject ("do you *support* SSO?") is left out of what a question asks, but the same word used
// as a noun ("What are your *support* hours?") is what it asks about: left out, "hours" alone matched "…backups every
// 24 hours" and a support question was answered with the backup schedule (new-user trial 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { analyseQuestion } from '../../src/knowledge/question';
import { contentStems } from '../../src/text/content';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const asked = (q: string) => analyseQuestion(q).terms.map((t) => t.word);

describe('generic verbs and the nouns spelled like them', () => {
  it.each([
    ['What are your support hours?', ['support', 'hours']],
    ['Does the platform support SAML?', ['platform', 'saml']],
    ['Can you support ten thousand learners?', ['ten', 'thousand', 'learners']],
    ['Do you use ticketing software?', ['ticketing', 'software']],
    ['Is there an acceptable use policy for staff?', ['acceptable', 'use', 'policy', 'staff']],
    ['Who answers our customers when the support team is offline?', ['answers', 'customers', 'support', 'team', 'offline']],
  ])('"%s" asks about %j', (q, words) => {
    expect(asked(q)).toEqual(words);
  });

  it('keeps a noun in what a statement is about, and drops the verb', () => {
    expect(contentStems('Support is available by phone around the clock.')).toContain('support');
    expect(contentStems('Our support desk answers within an hour.')).toContain('support');
    expect(contentStems('We support single sign-on with SAML.')).not.toContain('support');
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
  it('declines a question on support hours that only the backup schedule shares a word with, and answers one it does', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const text =
      '# Operations\n\nWe copy every customer database to a second region every 24 hours.\n\nOur support desk answers calls during business hours, 7am to 7pm Central time.';
    expect((await call('add_source', { name: 'Operations.md', text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const hours = await call('teach_fact', { message: 'What are your support hours?' });
    expect(hours.body.reply).toContain('7am to 7pm');
    expect(hours.body.reply).not.toContain('24 hours');
    const phone = await call('teach_fact', { message: 'What are your phone support hours on public holidays?' });
    expect(phone.body.reply).not.toContain('24 hours');
    await close();
  });

  it('hears "keep" as "retain": how long backups are retained is answered by how long they are kept, and nothing else', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const text =
      '# Backups\n\nWe keep nightly backups of every customer database for 35 days.\n\nWe keep every laptop patched within 14 days of a release.';
    expect((await call('add_source', { name: 'Backups.md', text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const backups = await call('teach_fact', { message: 'How long are backups retained?' });
    expect(backups.body.reply).toContain('35 days');
    const logs = await call('teach_fact', { message: 'How long are audit logs retained?' });
    expect(logs.body.reply).toMatch(/I don't know/);
    await close();
  });
});
