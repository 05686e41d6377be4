// A table in a company document states things no sentence says: its rows are quoted whole ("Priority: P1 Critical;
// First response: within 1 hour; …"), but not a row whose cells require or ask something (a requirements matrix).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';

const SLA = [
  '# Service levels',
  '## Ticket handling',
  '| Severity | Acknowledged | Fixed or worked around |',
  '|---|---|---|',
  '| Sev 1 Outage | within 30 minutes | 6 hours |',
  '| Sev 2 Degraded | within 2 hours | 2 business days |',
  '## Customer duties',
  '| Duty | Detail |',
  '|---|---|',
  '| Backups of local exports | The customer must keep its own copy of every export for 90 days. |',
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

describe.each(TRANSPORTS)('table rows over %s', (transport) => {
  it('answers from the row that holds the figure, and never quotes a row that requires something of others', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    expect((await call('add_source', { name: 'Service levels.md', text: SLA })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const sev2 = await call('teach_fact', { message: 'How quickly is a Sev 2 degraded ticket acknowledged?' });
    expect(sev2.body.reply).toContain(
      '“Severity: Sev 2 Degraded; Acknowledged: within 2 hours; Fixed or worked around: 2 business days”',
    );
    const exports = await call('teach_fact', { message: 'How long do you keep copies of customer exports?' });
    expect(exports.body.reply).toMatch(/I don't know/);
    // a row gives values; a yes/no question is not answered by a row whose column names hold its words
    const tools =
      '# Monitoring\n\n| Service | Function |\n|---|---|\n| Lookout | Lookout watches every application. Reports cover performance. |';
    expect((await call('add_source', { name: 'Monitoring tools.md', text: tools })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const keyboard = await call('teach_fact', { message: 'Can every function of the service be performed by keyboard?' });
    expect(keyboard.body.reply).toMatch(/I don't know/);
    const what = await call('teach_fact', { message: 'What is the function of the Lookout service?' });
    expect(what.body.reply).toContain(
      '“Service: Lookout; Function: Lookout watches every application. Reports cover performance.”',
    );
    await close();
  });
});
