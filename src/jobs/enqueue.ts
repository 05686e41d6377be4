// Queues background work and wakes the worker.

import { enqueueJob, type JobRow } from '../../store/jobs';
import type { AppContext } from '../context';

export function enqueue(ctx: AppContext, j: { accountId: string; kind: string; subjectId?: string; payload?: unknown }): JobRow {
  const row = enqueueJob(ctx.db, { ...j, now: ctx.clock.now() });
  ctx.jobs.wake();
  return row;
}
