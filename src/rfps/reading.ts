// The background job that reads an uploaded RFP into requirements (in document order, with where answers go).
import * as store from '../../store/rfps';
import { AppError } from '../errors';
import { newId } from '../ids';
import { defineJob } from '../jobs/job';
import { READ_JOB } from './job-kinds';
import type { RfpFileKind } from './model';
import { readRfp } from './read/index';

/** Requirements one response may hold (a 300-row questionnaire is common; thousands are not). */
export const MAX_REQUIREMENTS = 5000;

export const readRfpJob = defineJob<{ kind: RfpFileKind }>({
  kind: READ_JOB,
  maxAttempts: 2,
  async run(job, ctx) {
    const id = job.subjectId as string;
    const rfp = store.getRfp(ctx.db, job.accountId, id);
    if (!rfp || rfp.deleted_at !== null || rfp.status !== 'reading') return;
    const bytes = store.getRfpFile(ctx.db, id);
    if (!bytes) throw new AppError('unprocessable', 'The uploaded file is no longer available; upload it again.');
    job.progress({ stage: 'reading' });
    const result = await readRfp(bytes, job.payload.kind, { name: rfp.name });
    if (result.requirements.length === 0) {
      throw new AppError(
        'unprocessable',
        'No requirements were found in this document (no questions, numbered items, shall/must statements or questionnaire rows).',
      );
    }
    if (result.requirements.length > MAX_REQUIREMENTS) {
      throw new AppError(
        'unprocessable',
        `The document holds over ${MAX_REQUIREMENTS} requirements; split it and upload the parts.`,
      );
    }
    job.progress({ stage: 'saving', found: result.requirements.length });
    store.finishReading(ctx.db, {
      id,
      requirements: result.requirements.map((r) => ({
        id: newId('req'),
        ref: r.ref,
        section: r.section,
        text: r.text,
        slots: r.slots,
        location: r.where,
      })),
      notes: result.notes,
      now: ctx.clock.now(),
    });
  },
  onFailed(job, ctx, reason) {
    store.failRfp(ctx.db, job.subjectId as string, reason, ctx.clock.now());
  },
});
