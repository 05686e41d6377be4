// The durable job table: a job survives its worker being killed, resumes from saved progress, and can be cancelled.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../src/jobs/enqueue';
import { createWorker } from '../../src/jobs/worker';
import { claimJob, enqueueJob, finishJob, getJob, requestCancel } from '../../store/jobs';
import { countingJob, ensureStepsTable } from '../fixtures/counting-job';
import { makeTestContext, seedAccount } from '../helpers/context';

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await sleep(25);
  }
}

describe('the queue', () => {
  it('lets accounts take turns: another account waits behind one job of a busy account, not behind all of them', () => {
    const ctx = makeTestContext();
    const busy = seedAccount(ctx).account.id;
    const quiet = seedAccount(ctx).account.id;
    const at = Date.parse('2026-11-28T10:00:00Z');
    const made = [
      ['busy 1', busy, at],
      ['busy 2', busy, at + 1],
      ['busy 3', busy, at + 2],
      ['quiet 1', quiet, at + 3],
      ['busy 4', busy, at + 4],
    ] as const;
    const names = new Map(
      made.map(([name, accountId, now]) => [enqueueJob(ctx.db, { accountId, kind: 'k', now }).id, name] as const),
    );
    const order: string[] = [];
    for (let i = 0; i < made.length; i++) {
      const row = claimJob(ctx.db, { kinds: ['k'], owner: 'w', now: at + 10, leaseMs: 60_000 });
      if (!row) break;
      order.push(names.get(row.id) ?? '?');
      // the first claimed stays running, as a long job would, while the rest are claimed one after another
      if (i > 0) finishJob(ctx.db, { id: row.id, owner: 'w', status: 'done', now: at + 10 });
    }
    expect(order).toEqual(['busy 1', 'quiet 1', 'busy 2', 'busy 3', 'busy 4']);
  });
});

describe('background jobs', () => {
  it('finishes a job whose worker process was killed mid-job, resuming from its saved progress', async () => {
    const ctx = makeTestContext({ env: { BIDSMITH_JOB_LEASE_MS: '1000' } });
    ensureStepsTable(ctx.db);
    const { account } = seedAccount(ctx);
    const job = enqueue(ctx, { accountId: account.id, kind: 'test_count', payload: { to: 30, stepMs: 40 } });

    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/job-child.ts', ctx.dataDir], { stdio: 'ignore' });
    await until(() => JSON.parse(getJob(ctx.db, job.id)?.progress ?? '{}').done >= 5);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const stalled = getJob(ctx.db, job.id);
    expect(stalled?.status).toBe('running');
    const doneBefore = JSON.parse(stalled?.progress ?? '{}').done as number;
    expect(doneBefore).toBeLessThan(30);

    const worker = createWorker(ctx, [countingJob]);
    await sleep(1100); // the dead worker's lease runs out
    await worker.drain();

    const finished = getJob(ctx.db, job.id);
    expect(finished?.status).toBe('done');
    expect(finished?.attempts).toBe(2);
    const steps = ctx.db.prepare('SELECT step FROM test_steps WHERE job_id = ? ORDER BY rowid').all(job.id) as { step: number }[];
    expect(new Set(steps.map((s) => s.step)).size).toBe(30);
    // resumed, not restarted: at most the one step in flight at the kill is done twice
    expect(steps.length).toBeLessThanOrEqual(31);
  });

  it('cancels a queued job at once and a running job at its next progress report', async () => {
    const ctx = makeTestContext();
    ensureStepsTable(ctx.db);
    const { account } = seedAccount(ctx);
    const queued = enqueue(ctx, { accountId: account.id, kind: 'test_count', payload: { to: 5, stepMs: 1 } });
    requestCancel(ctx.db, queued.id, ctx.clock.now());
    expect(getJob(ctx.db, queued.id)?.status).toBe('cancelled');

    const running = enqueue(ctx, { accountId: account.id, kind: 'test_count', payload: { to: 200, stepMs: 10 } });
    const worker = createWorker(ctx, [countingJob], { pollMs: 20 });
    worker.start();
    await until(() => JSON.parse(getJob(ctx.db, running.id)?.progress ?? '{}').done >= 3);
    requestCancel(ctx.db, running.id, ctx.clock.now());
    await until(() => getJob(ctx.db, running.id)?.status === 'cancelled');
    await worker.stop();
    const done = JSON.parse(getJob(ctx.db, running.id)?.progress ?? '{}').done as number;
    expect(done).toBeLessThan(200);
    expect(ctx.db.prepare('SELECT COUNT(*) AS n FROM test_steps WHERE job_id = ?').get(queued.id)).toEqual({ n: 0 });
  });
});

describe('taking turns', () => {
  it("gives a waiting job the thread after a long job's slice, and the long job resumes where it stopped", async () => {
    const ctx = makeTestContext({ env: { BIDSMITH_JOB_SLICE_MS: '100' } });
    ensureStepsTable(ctx.db);
    const a = seedAccount(ctx, { name: 'Big' }).account;
    const b = seedAccount(ctx, { name: 'Small' }).account;
    const long = enqueue(ctx, { accountId: a.id, kind: 'test_count', payload: { to: 60, stepMs: 20 } });
    const worker = createWorker(ctx, [countingJob], { pollMs: 20 });
    worker.start();
    await until(() => JSON.parse(getJob(ctx.db, long.id)?.progress ?? '{}').done >= 2);
    const small = enqueue(ctx, { accountId: b.id, kind: 'test_count', payload: { to: 2, stepMs: 1 } });
    await until(() => getJob(ctx.db, small.id)?.status === 'done');
    // the small job did not wait for the whole long one
    expect(JSON.parse(getJob(ctx.db, long.id)?.progress ?? '{}').done).toBeLessThan(60);
    await until(() => getJob(ctx.db, long.id)?.status === 'done');
    await worker.stop();
    const steps = ctx.db.prepare('SELECT step FROM test_steps WHERE job_id = ? ORDER BY rowid').all(long.id) as {
      step: number;
    }[];
    expect(steps.map((s) => s.step)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(getJob(ctx.db, long.id)?.attempts).toBe(1);
  });
});
