// A person's review of one requirement: edit the response (checked claim by claim), set the status, choice or score.
// Approving (status answered) puts the wording in the library as approved wording; reopening takes it back out.
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { AppError, invalid, notFound } from '../errors';
import { claimsCiting, claimsWithout } from '../knowledge/support';
import { fold } from '../text/words';
import { approveAnswer, withdrawAnswer } from './approved';
import { citationsOf } from './cite';
import { citeEdit, unverifiedClaims } from './claims';
import { choicesOf } from './model';
import { readyRfp } from './responses';
import { type RequirementView, requirementSlots, requirementView, storedSources, stripMarkers } from './views';

export interface RequirementEdit {
  response?: string;
  status?: store.RequirementStatus;
  choice?: string | null;
  score?: number | null;
}

/** The requirement of a live, read response in this account: 404 otherwise (another account's ids too). */
export function requireRequirement(ctx: AppContext, accountId: string, rfpId: string, rid: string) {
  const rfp = readyRfp(ctx, accountId, rfpId);
  const requirement = store.getRequirement(ctx.db, rfp.id, rid);
  if (!requirement) throw notFound('requirement in this RFP response');
  return { rfp, requirement };
}

function checkScore(score: number, allowed: string[]): void {
  const values = allowed.map(Number).filter((n) => Number.isInteger(n));
  if (values.length > 0 && !values.includes(score)) {
    throw invalid('score', `must be one of the form's scores: ${values.join(', ')}.`);
  }
}

export async function updateRequirement(
  ctx: AppContext,
  a: { accountId: string; rfpId: string; rid: string; edit: RequirementEdit },
): Promise<RequirementView> {
  const { rfp, requirement: r } = requireRequirement(ctx, a.accountId, a.rfpId, a.rid);
  const slots = requirementSlots(r);
  const choices = choicesOf({ slots });
  // a value typed without its accent or in another case ("Si", "yes") is the form's own value ("Sí", "Yes")
  const typed = a.edit.choice;
  const matching = typeof typed === 'string' ? choices.filter((c) => fold(c).trim() === fold(typed).trim()) : [];
  const edit =
    typeof typed === 'string' && !choices.includes(typed) && matching.length === 1 ? { ...a.edit, choice: matching[0] } : a.edit;
  if (edit.choice !== undefined && edit.choice !== null && !choices.includes(edit.choice)) {
    throw invalid(
      'choice',
      choices.length > 0 ? `must be one of: ${choices.join(' | ')}.` : 'this requirement offers no choices.',
    );
  }
  const scoreSlot = slots.find((s) => s.role === 'score');
  // a score goes where the buyer's form scores; elsewhere it would be kept but never written back
  if (edit.score !== undefined && edit.score !== null && !scoreSlot)
    throw invalid('score', "this requirement is not scored by the buyer's form (scored: false).");
  if (edit.score !== undefined && edit.score !== null) checkScore(edit.score, scoreSlot?.choices ?? []);

  // a person's new words are cited from what the library holds now where the draft's sources do not state them
  const cited =
    edit.response !== undefined && edit.response !== r.response
      ? await citeEdit(ctx, a.accountId, {
          response: edit.response,
          sources: storedSources(r),
          ownApproval: store.getApprovedPassage(ctx.db, r.id),
        })
      : undefined;
  const response = cited?.response ?? edit.response ?? r.response;
  const choice = edit.choice !== undefined ? edit.choice : r.choice;
  const score = edit.score !== undefined ? edit.score : r.score;
  // a person's words answer the requirement: it no longer waits on a fact, and an open one counts as drafted
  // (a choice the person picks answers it too: "True" in a certification table, "No" to a conflict of interest)
  const answeredByPerson =
    (edit.response !== undefined && response.trim() !== '') || (edit.choice !== undefined && edit.choice !== null);
  const status = edit.status ?? (answeredByPerson && r.status === 'open' ? 'drafted' : r.status);
  // an edit that changes nothing (no field given, or each as it is) is no edit: draft-all still drafts the requirement;
  // approving again a stale approved answer is one (new-user trial 17: it changed nothing, the flag stayed)
  const reapproved = edit.status === 'answered' && r.status === 'answered' && r.stale_reason !== null;
  if (!reapproved && response === r.response && choice === r.choice && score === r.score && status === r.status)
    return requirementView(r);
  if (status === 'answered' && stripMarkers(response) === '' && choice === null) {
    throw invalid('status', 'an empty answer cannot be approved: give a response or a choice first.');
  }
  const sources = cited?.sources ?? storedSources(r);
  const unverified =
    edit.response !== undefined ? unverifiedClaims(response, sources) : (JSON.parse(r.unverified_claims) as string[]);
  const needsInput = answeredByPerson || status === 'na' ? null : r.needs_input;
  store.saveReview(ctx.db, {
    id: r.id,
    status,
    response,
    choice,
    score,
    needsInput,
    gapKey: needsInput === null ? null : r.gap_key,
    unverifiedClaims: unverified,
    // approved again, or rewritten by the person (who wrote it knowing what changed): no longer stale
    clearStale:
      (status === 'answered' && (edit.status === 'answered' || edit.response !== undefined)) ||
      (edit.response !== undefined && response !== r.response),
    now: ctx.clock.now(),
    cited:
      cited && cited.sources.length > storedSources(r).length
        ? { accountId: a.accountId, sources: cited.sources, citations: citationsOf(cited.sources) }
        : undefined,
  });
  const saved = store.getRequirement(ctx.db, rfp.id, r.id);
  if (!saved) throw new AppError('gone', 'This requirement was removed meanwhile.');
  if (status === 'answered') {
    // the person approves this answer for this document; what later drafts may reuse is only what its sources
    // support: a sentence they do not is left out of the approved wording (teach it as a fact to reuse it), and so is
    // one this RFP's deal states (its price or term is this buyer's, new-user trial 18: "The contract term is 2
    // years" answered another buyer with no deal)
    const deal = new Set(sources.filter((s) => s.kind === 'deal').map((s) => s.citation));
    const left = [...unverified, ...claimsCiting(response, deal)];
    const words = left.length > 0 ? claimsWithout(response, left) : stripMarkers(response);
    // the choice leads the wording unless the words already open with it ("Yes. Yes. Our…" otherwise)
    const opens = choice !== null && fold(words).startsWith(fold(choice)) && !/^[\p{L}\p{N}]/u.test(words.slice(choice.length));
    approveAnswer(ctx, {
      accountId: a.accountId,
      rfp,
      requirement: saved,
      wording: choice && words && !opens ? `${choice}. ${words}` : words || choice || '',
    });
  } else if (r.status === 'answered') withdrawAnswer(ctx, r.id);
  return requirementView(saved);
}
