// Approved wording: an answer a person approves joins the library (a source "Approved answers: <RFP>", one passage
// per approved requirement, its question as the heading), so later drafts find and prefer it over raw passages.
import * as library from '../../store/library';
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { newId } from '../ids';
import { queueEmbedding } from '../library/indexing';

/** Longest question kept as an approved answer's heading (the heading is searched, not shown whole). */
const MAX_HEADING = 400;

export function approvedSourceName(rfpName: string): string {
  return `Approved answers: ${rfpName}`.slice(0, 300);
}

/** The heading an approved answer is found by: the question's ref and its words. */
export function approvedHeading(ref: string, question: string): string {
  return `${ref} ${question}`.trim().replace(/\s+/g, ' ').slice(0, MAX_HEADING);
}

/** Adds (or replaces) the approved wording of one requirement; does nothing when there is no wording to keep. */
export function approveAnswer(
  ctx: AppContext,
  a: { accountId: string; rfp: store.RfpRow; requirement: store.RequirementRow; wording: string },
): void {
  const wording = a.wording.trim();
  withdrawAnswer(ctx, a.requirement.id);
  if (wording === '') return;
  ctx.db.transaction(() => {
    let sourceId = store.getRfp(ctx.db, a.accountId, a.rfp.id)?.answers_source_id ?? null;
    if (!sourceId || library.getSource(ctx.db, a.accountId, sourceId)?.deleted_at !== null) {
      sourceId = newId('src');
      library.insertAnswersSource(ctx.db, {
        id: sourceId,
        accountId: a.accountId,
        name: approvedSourceName(a.rfp.name),
        now: ctx.clock.now(),
      });
      store.setAnswersSource(ctx.db, a.rfp.id, sourceId);
    }
    const passageId = newId('psg');
    library.addPassage(
      ctx.db,
      { id: sourceId, accountId: a.accountId },
      { publicId: passageId, heading: approvedHeading(a.requirement.ref, a.requirement.text), text: wording, page: null },
    );
    store.setApprovedPassage(ctx.db, a.requirement.id, passageId);
  })();
  queueEmbedding(ctx, a.accountId);
}

/** Takes a requirement's approved wording back out of the library (reopened, or approved again with new words). */
export function withdrawAnswer(ctx: AppContext, requirementId: string): void {
  const passageId = store.getApprovedPassage(ctx.db, requirementId);
  if (!passageId) return;
  ctx.db.transaction(() => {
    library.removePassage(ctx.db, passageId);
    store.setApprovedPassage(ctx.db, requirementId, null);
  })();
}
