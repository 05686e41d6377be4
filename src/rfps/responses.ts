// RFP responses: upload (checked at once, read in the background), lookup with 404/410, the status view, delete.

import * as jobs from '../../store/jobs';
import * as proposals from '../../store/proposals';
import * as store from '../../store/rfps';
import type { AppContext, ToolContext } from '../context';
import { AppError, notFound } from '../errors';
import { checkFile, contentTypeOf, type FileKind } from '../files/extract';
import { keepFile } from '../files/keep';
import { readUpload, savingUpload, type UploadInput } from '../files/upload';
import { newId } from '../ids';
import { enqueue } from '../jobs/enqueue';
import { DRAFT_ALL_JOB, READ_JOB } from './job-kinds';
import { type RfpView, rfpView } from './views';

/** Live RFP responses an account may hold; past it an upload answers 409 (delete old ones first). */
export const MAX_RFPS = 500;
export const RFP_KINDS: FileKind[] = ['xlsx', 'docx', 'pdf', 'text', 'markdown'];

export interface UploadRfpInput extends UploadInput {
  deal_number?: string;
}

export async function uploadRfp(ctx: ToolContext, input: UploadRfpInput): Promise<store.RfpRow> {
  const accountId = ctx.caller.account.id;
  const { bytes, kind } = await readUpload(ctx, input, RFP_KINDS);
  const deal = input.deal_number?.trim() || null;
  if (deal && !proposals.getProposal(ctx.db, accountId, deal)) {
    throw new AppError('not_found', `No proposal ${deal} in this account: deal_number must name one of its proposals.`, {
      field: 'deal_number',
    });
  }
  const id = newId('rfp');
  await savingUpload(input, () =>
    ctx.compute.run('saveRfp', { accountId, id, name: input.name, bytes, kind, deal }, { move: [bytes] }),
  );
  ctx.jobs.wake();
  return store.getRfp(ctx.db, accountId, id) as store.RfpRow;
}

/**
 * Checks the file as its kind (a truncated or fake file: 422 at once) and saves it with its reading job in one
 * transaction. Runs on a worker thread (task saveRfp), so a large file is hashed and written off the request thread.
 */
export async function saveRfp(
  ctx: AppContext,
  r: { accountId: string; id: string; name: string; bytes: Buffer; kind: FileKind; deal: string | null },
): Promise<void> {
  await checkFile(r.bytes, r.kind);
  // refused before the file is written; checked again in the commit, against a twin saved meanwhile
  roomForRfp(ctx, r);
  await keepFile(ctx, r.id, r.bytes, () => {
    roomForRfp(ctx, r);
    store.insertRfp(ctx.db, {
      id: r.id,
      accountId: r.accountId,
      name: r.name,
      kind: r.kind,
      contentType: contentTypeOf(r.kind),
      data: r.bytes,
      dealNumber: r.deal,
      now: ctx.clock.now(),
    });
    enqueue(ctx, { accountId: r.accountId, kind: READ_JOB, subjectId: r.id, payload: { kind: r.kind } });
  });
}

/** 409 when the account holds its most responses, or this very file under this name for this deal (a retry). */
function roomForRfp(ctx: AppContext, r: { accountId: string; bytes: Buffer; name: string; deal: string | null }): void {
  if (store.listRfps(ctx.db, r.accountId, { offset: 0, limit: 0 }).total >= MAX_RFPS) {
    throw new AppError('conflict', `An account holds at most ${MAX_RFPS} RFP responses; delete old ones first.`);
  }
  // the same file under the same name for the same deal: an upload sent twice (an agent's retry), not a new response
  const same = store.sameUpload(ctx.db, { accountId: r.accountId, data: r.bytes, name: r.name, dealNumber: r.deal });
  if (same) {
    throw new AppError(
      'conflict',
      `This file is already uploaded as ${same.id} ("${same.name}"); use that response, or upload it under another name to answer it again.`,
      { rfp_id: same.id },
    );
  }
}

/** The live response: 404 when it is not in this account, 410 once deleted. */
export function liveRfp(ctx: AppContext, accountId: string, id: string): store.RfpRow {
  const row = store.getRfp(ctx.db, accountId, id);
  if (!row) throw notFound('RFP response');
  if (row.deleted_at !== null) throw new AppError('gone', 'This RFP response was deleted.');
  return row;
}

/** The response once reading is done; 409 while it is still being read, 422 when reading failed. */
export function readyRfp(ctx: AppContext, accountId: string, id: string): store.RfpRow {
  const row = liveRfp(ctx, accountId, id);
  if (row.status === 'reading')
    throw new AppError('conflict', 'This RFP response is still being read; poll get_rfp until it is ready.');
  if (row.status === 'failed')
    throw new AppError('unprocessable', `Reading this RFP failed: ${(row.error ?? 'unknown reason').replace(/\.+$/, '')}.`);
  return row;
}

export function viewOf(ctx: AppContext, row: store.RfpRow): RfpView {
  return rfpView(row, store.countRequirements(ctx.db, row.id), jobs.latestJobFor(ctx.db, row.id, DRAFT_ALL_JOB));
}

export function removeRfp(ctx: ToolContext, id: string): store.RfpRow {
  const row = liveRfp(ctx, ctx.caller.account.id, id);
  // its reading and its drafting stop too: a queued one never starts, a running one at its next progress report
  for (const kind of [READ_JOB, DRAFT_ALL_JOB]) {
    const job = jobs.latestJobFor(ctx.db, row.id, kind);
    if (job) jobs.requestCancel(ctx.db, job.id, ctx.clock.now());
  }
  store.deleteRfp(ctx.db, row.id, ctx.clock.now());
  return row;
}
