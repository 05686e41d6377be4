// What an operator reads after a restart, an upgrade or a failed mail: each says what happened, and no secret.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../src/app';
import { sendMail } from '../../src/mail/send';
import { makeTestContext, seedAccount, tempDir } from '../helpers/context';
import { migrationNames, olderDatabase, startServe, stopServe } from '../helpers/serve';
import { callRest, startTestServer } from '../helpers/server';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** `serve` on a data folder until it listens; what it printed on stdout by then. */
async function serveOnce(dataDir: string): Promise<string> {
  const served = startServe(dataDir, children);
  await served.ready;
  await stopServe(served.child);
  return served.out();
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe('after a stop with work left', () => {
  it('says it resumes the background jobs left from before, and says nothing when there are none', async () => {
    const ctx = makeTestContext();
    const { secret } = seedAccount(ctx);
    const server = await startTestServer(ctx);
    // added while no worker ran: its indexing job waits, as after a stop mid-work
    await callRest(server.url, secret, 'add_source', { name: 'Backups.md', text: 'Our backups are encrypted.' });
    const worker = startWorker(ctx);
    await worker.stop();
    await server.close();
    const resumed = ctx.logLines.filter((l) => l.includes('resuming background jobs left from before'));
    expect(resumed).toHaveLength(1);
    expect(JSON.parse(resumed[0] as string)).toMatchObject({ queued: 1, running: 0 });

    const idle = makeTestContext();
    const none = startWorker(idle);
    await none.stop();
    expect(idle.logLines.join('\n')).not.toContain('resuming background jobs');
  });
});

describe('a mail the relay does not take', () => {
  it('logs which mail failed by its subject, never the relay URL or its password', async () => {
    const port = await closedPort();
    const ctx = makeTestContext({ env: { SMTP_URL: `smtp://mailer:hunter2pass@127.0.0.1:${port}` } });
    const status = await sendMail(ctx, {
      to: 'dana@example.com',
      subject: 'Proposal P-0042 for Harbor Valley is ready to sign',
      text: 'Sign here.',
      html: '<p>Sign here.</p>',
    });
    expect(status).toBe('failed');
    const failed = ctx.logLines.find((l) => l.includes('mail delivery failed'));
    expect(JSON.parse(failed as string)).toMatchObject({
      level: 'warn',
      subject: 'Proposal P-0042 for Harbor Valley is ready to sign',
      code: 'ESOCKET',
    });
    expect(ctx.logLines.join('\n')).not.toMatch(/hunter2pass|mailer:/);
  });
});

describe('an upgrade in place', () => {
  it('prints which migrations it applied on the start that upgraded, and nothing on the next', async () => {
    const dataDir = tempDir();
    olderDatabase(path.join(dataDir, 'bidsmith.db'));
    const all = migrationNames();
    const first = await serveOnce(dataDir);
    expect(first).toContain(`Upgraded the database: applied ${all.at(-1)}.`);
    expect(first).toMatch(/restore the copy of the data directory taken before the upgrade/);
    expect(await serveOnce(dataDir)).not.toContain('Upgraded the database');
  }, 120_000);

  it('prints no upgrade line when it creates a new database', async () => {
    expect(await serveOnce(tempDir())).not.toContain('Upgraded the database');
  }, 120_000);
});
