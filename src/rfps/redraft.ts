// Drafting one requirement on request (draft_requirement, teach_requirement_fact): it replaces the current answer.
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { draftAndSave, type TaughtFact } from './drafting';
import { requireRequirement } from './review';
import { type RequirementView, requirementView } from './views';

export async function redraftRequirement(
  ctx: AppContext,
  a: { accountId: string; rfpId: string; requirementId: string; taught?: TaughtFact },
): Promise<RequirementView> {
  const { rfp, requirement } = requireRequirement(ctx, a.accountId, a.rfpId, a.requirementId);
  await draftAndSave(ctx, {
    accountId: a.accountId,
    rfp,
    requirement,
    onlyIfUntouched: false,
    ...(a.taught ? { taught: a.taught } : {}),
  });
  const saved = store.getRequirement(ctx.db, rfp.id, requirement.id);
  if (!saved) throw new AppError('gone', 'This requirement was removed meanwhile.');
  return requirementView(saved);
}
