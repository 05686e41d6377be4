// What RFP answers do when the knowledge they rest on changes: a replaced or deleted fact, a deleted document and an
// edited deal flag the answers citing them stale; a newly taught fact redrafts the requirements waiting on it (clearing their gap).

import type { Proposal } from '../../store/proposals';
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import type { FactChanges } from '../facts/teach';
import { enqueue } from '../jobs/enqueue';
import { defineJob } from '../jobs/job';
import { withdrawAnswer } from './approved';
import { dealHits } from './deal';
import { answersSpokenTo, waitingOn } from './gaps';
import { FLAG_SPOKEN_TO_JOB, REDRAFT_JOB } from './job-kinds';
import { storedSources } from './views';

export function factsChanged(ctx: AppContext, accountId: string, changes: FactChanges): void {
  const now = ctx.clock.now();
  for (const old of changes.replaced) {
    store.markStale(ctx.db, {
      accountId,
      kind: 'fact',
      targetId: old.id,
      reason: `A fact it cites was replaced: “${old.text}”`,
      now,
    });
  }
  withdrawStaleApprovals(ctx, accountId);
  // an answer drafted before the company said this, on its very question, may now say otherwise: flagged (not
  // rewritten) in the background, since finding them reads every answer of the account
  if (changes.saved.length > 0) enqueue(ctx, { accountId, kind: FLAG_SPOKEN_TO_JOB, payload: { facts: changes.saved } });
  queueRedrafts(ctx, accountId, changes.saved);
}

export const flagSpokenToJob = defineJob<{ facts: Array<{ id: string; topicKey: string; text: string }> }>({
  kind: FLAG_SPOKEN_TO_JOB,
  async run(job, ctx) {
    for (const fact of job.payload.facts) {
      const ids = answersSpokenTo(ctx, job.accountId, fact).map((r) => r.id);
      if (ids.length > 0)
        store.markStaleIds(ctx.db, {
          ids,
          reason: `A fact on its question was taught since: “${fact.text}”`,
          now: ctx.clock.now(),
        });
    }
    withdrawStaleApprovals(ctx, job.accountId);
  },
});

export function factDeleted(ctx: AppContext, accountId: string, fact: { id: string; text: string }): void {
  store.markStale(ctx.db, {
    accountId,
    kind: 'fact',
    targetId: fact.id,
    reason: `A fact it cites was deleted: “${fact.text}”`,
    now: ctx.clock.now(),
  });
  withdrawStaleApprovals(ctx, accountId);
}

export function sourceDeleted(
  ctx: AppContext,
  accountId: string,
  source: { id: string; name: string; created_at: number },
): void {
  // (named with when it was added: a new version is often uploaded under the same name, new-user trial 17)
  const added = new Date(source.created_at).toISOString().slice(0, 10);
  store.markStale(ctx.db, {
    accountId,
    kind: 'source',
    targetId: source.id,
    reason: `A library document it cites was deleted: ${source.name} (${source.id}, added ${added})`,
    now: ctx.clock.now(),
  });
  withdrawStaleApprovals(ctx, accountId);
}

/** A proposal edited: answers citing it (an RFP's deal) are flagged stale when a term's sentence changed. */
export function dealChanged(ctx: AppContext, accountId: string, before: Proposal, after: Proposal): void {
  const was = new Map(dealHits(before).map((h) => [h.text, h.heading]));
  const now = new Set(dealHits(after).map((h) => h.text));
  const changed = new Set([
    ...[...was].filter(([text]) => !now.has(text)).map(([, term]) => term),
    ...dealHits(after)
      .filter((h) => !was.has(h.text))
      .map((h) => h.heading),
  ]);
  if (changed.size === 0) return;
  store.markStale(ctx.db, {
    accountId,
    kind: 'deal',
    targetId: after.number,
    reason: `The proposal it cites (${after.number}) changed (${[...changed].join(', ')}), now at version ${after.version}`,
    now: ctx.clock.now(),
    // only answers quoting a term's sentence the deal no longer says: the start date's answer stands when a price moves
    only: (r) => storedSources(r).some((s) => s.kind === 'deal' && s.source_id === after.number && !now.has(s.text)),
  });
  withdrawStaleApprovals(ctx, accountId);
}

/** Queues one background redraft of the waiting requirements these facts may answer. */
export function queueRedrafts(ctx: AppContext, accountId: string, facts: Array<{ topicKey: string; text: string }>): number {
  if (facts.length === 0) return 0;
  const ids = waitingOn(ctx, accountId, facts).map((r) => r.id);
  if (ids.length > 0) enqueue(ctx, { accountId, kind: REDRAFT_JOB, payload: { requirementIds: ids } });
  return ids.length;
}

/**
 * An approved answer flagged stale stops being approved wording: it leaves the library until a person approves it
 * again, so no later draft (nor its own redraft) quotes what the changed knowledge no longer says (new-user trial 17:
 * "keys rotated every 12 months" went on answering after the policy said 6). Answers that quoted it are flagged in
 * turn, with the reason passed on.
 */
export function withdrawStaleApprovals(ctx: AppContext, accountId: string): number {
  let withdrawn = 0;
  // (an answer flagged by a withdrawn one may itself be approved: a few rounds at most)
  for (let round = 0; round < 5; round++) {
    const stale = store.staleApprovals(ctx.db, accountId);
    if (stale.length === 0) break;
    for (const a of stale) {
      withdrawAnswer(ctx, a.requirement.id);
      withdrawn++;
      store.markStale(ctx.db, {
        accountId,
        kind: 'source',
        targetId: a.sourceId,
        reason: `The approved answer it cites (${a.requirement.ref || 'a requirement'}) was withdrawn: ${a.requirement.stale_reason}`,
        now: ctx.clock.now(),
        only: (r) => r.id !== a.requirement.id && storedSources(r).some((s) => s.source_id === a.sourceId && s.text === a.text),
      });
    }
  }
  return withdrawn;
}
