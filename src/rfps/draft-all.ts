// Drafting every open requirement of a response in the background (progress saved per requirement, so a restart
// resumes and a cancel stops between requirements), and redrafting requirements a newly taught fact may answer.
import * as jobs from '../../store/jobs';
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { enqueue } from '../jobs/enqueue';
import { defineJob } from '../jobs/job';
import { draftAndSave } from './drafting';
import { DRAFT_ALL_JOB, REDRAFT_JOB } from './job-kinds';
import { readyRfp } from './responses';

export const draftAllJob = defineJob<{ total: number }>({
  kind: DRAFT_ALL_JOB,
  async run(job, ctx) {
    const rfp = store.getRfp(ctx.db, job.accountId, job.subjectId as string);
    if (!rfp || rfp.deleted_at !== null || rfp.status !== 'ready') return;
    let done = Number(job.savedProgress.done ?? 0);
    const from = Number(job.savedProgress.next ?? 0);
    const total = job.payload.total;
    for (const requirement of store.draftableRequirements(ctx.db, rfp.id, from)) {
      // a person's edit or approval made while this runs wins (saveDraft checks again, in its transaction)
      await draftAndSave(ctx, { accountId: job.accountId, rfp, requirement, onlyIfUntouched: true });
      done++;
      job.progress({ done, total, next: requirement.position + 1 });
    }
    job.progress({ done, total, next: Number.MAX_SAFE_INTEGER });
  },
});

export const redraftJob = defineJob<{ requirementIds: string[] }>({
  kind: REDRAFT_JOB,
  async run(job, ctx) {
    let done = Number(job.savedProgress.done ?? 0);
    for (const id of job.payload.requirementIds.slice(done)) {
      const row = store.requirementOfAccount(ctx.db, job.accountId, id);
      const rfp = row && store.getRfp(ctx.db, job.accountId, row.rfp_id);
      const requirement = rfp && store.getRequirement(ctx.db, rfp.id, id);
      // (open, or a partial draft nobody touched: both wait on the fact)
      const waiting = requirement?.status === 'open' || (requirement?.status === 'drafted' && requirement.needs_input !== null);
      if (rfp && rfp.deleted_at === null && requirement && waiting && requirement.edited === 0) {
        await draftAndSave(ctx, { accountId: job.accountId, rfp, requirement, onlyIfUntouched: true });
      }
      done++;
      job.progress({ done, total: job.payload.requirementIds.length });
    }
  },
});

/** Starts drafting all open requirements (409 while a run is queued or running). */
export function startDraftAll(ctx: AppContext, accountId: string, rfpId: string): void {
  const rfp = readyRfp(ctx, accountId, rfpId);
  ctx.db
    .transaction(() => {
      const latest = jobs.latestJobFor(ctx.db, rfp.id, DRAFT_ALL_JOB);
      if (latest && (latest.status === 'queued' || latest.status === 'running')) {
        throw new AppError('conflict', 'Drafting is already running for this RFP response; wait for it or cancel it first.');
      }
      const total = store.draftableRequirements(ctx.db, rfp.id, 0).length;
      enqueue(ctx, { accountId, kind: DRAFT_ALL_JOB, subjectId: rfp.id, payload: { total } });
    })
    .immediate();
}

/** Asks a running (or queued) draft-all to stop between requirements; what it drafted so far stays. */
export function cancelDraftAll(ctx: AppContext, accountId: string, rfpId: string): void {
  const rfp = readyRfp(ctx, accountId, rfpId);
  const latest = jobs.latestJobFor(ctx.db, rfp.id, DRAFT_ALL_JOB);
  if (latest) jobs.requestCancel(ctx.db, latest.id, ctx.clock.now());
}
