// What a third company's library showed (new-user trial 22), in our own words: a sentence about the page itself is no
// answer, "Priority 1" and "P1" name one row, a time of day does not end a sentence, Markdown's bold is not quoted, and
// a bare request ("Describe payouts.") is asked, never kept as a fact. Over REST and MCP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const HANDBOOK = [
  '# Clinic handbook',
  '## Integrations',
  "Our scheduler sits at the centre of a clinic's day and connects to the systems around it. This page describes the integration options available today.",
  '',
  'We connect to electronic health records through HL7 v2 interfaces and FHIR R4 APIs.',
  '## Support',
  'Standard support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday.',
  'Customers on the **Premier** plan also receive 24×7 handling of Priority 2 issues.',
  '## Targets',
  '| Priority | Target resolution |',
  '|---|---|',
  '| P1 — Critical | Four hours, around the clock |',
  '| P4 — Low | Next release |',
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

describe.each(TRANSPORTS)('a third library over %s', (transport) => {
  it('answers from what the page says, the level asked and the whole sentence, and keeps no request as a fact', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('add_source', { name: 'Clinic handbook.md', text: HANDBOOK })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const ask = async (message: string) => (await call('teach_fact', { message })).body;

    const methods = (await ask('Describe the integration options available.')).reply as string;
    expect(methods).not.toContain('This page describes');

    const p1 = (await ask('What is the target resolution for P1 issues?')).reply as string;
    expect(p1).toContain('Priority: P1 — Critical; Target resolution: Four hours, around the clock');
    expect(p1).not.toContain('P4');

    const hours = (await ask('What are your standard support hours?')).reply as string;
    expect(hours).toContain('“Standard support is staffed from 7:00 a.m. to 7:00 p.m. US Central Time, Monday to Friday.”');
    expect(hours).not.toContain('**');

    const bounty = await ask('Do you run a public bug bounty program? Describe payouts.');
    expect(bounty.saved).toEqual([]);
    expect(bounty.reply).toMatch(/I don't know/);
    await close();
  });
});
