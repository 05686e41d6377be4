// Deleting a fact: 404 when it never existed in this account, 410 when it was already deleted or replaced.
import { deleteFact, type FactRow, getFact } from '../../store/facts';
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';

export function removeFact(ctx: AppContext, accountId: string, id: string): FactRow {
  const fact = getFact(ctx.db, accountId, id);
  if (!fact) throw notFound('fact');
  if (fact.deleted_at !== null || !deleteFact(ctx.db, accountId, id, ctx.clock.now())) {
    const why = fact.replaced_by ? `It was replaced by ${fact.replaced_by} (same topic, taught later).` : 'It was deleted.';
    throw new AppError('gone', `Fact ${id} no longer exists. ${why}`);
  }
  return fact;
}
