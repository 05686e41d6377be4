// How much each word tells an account's library passages apart: an IDF from the keyword index, shrunk towards 1
// for small libraries (where three passages say little about which words are common).
import * as library from '../../store/library';
import type { AppContext } from '../context';
import { buildMatchQuery } from '../library/fts-query';

/** Passages' worth of "every word matters equally" blended into the IDF. */
const PRIOR_PASSAGES = 50;
/** Document frequencies are counted up to this many passages; past it a word is simply common. */
const MAX_COUNT = 2000;
const FLOOR = 0.1;

/** Weight in 0.1..1 of each word (folded, as given): 1 for a word no passage holds, near 0.1 for one nearly all hold. */
export function libraryTermWeights(ctx: AppContext, accountId: string, words: string[]): Map<string, number> {
  const out = new Map<string, number>();
  const total = library
    .listSources(ctx.db, accountId)
    .filter((s) => s.status === 'ready')
    .reduce((n, s) => n + library.countPassages(ctx.db, s.id), 0);
  if (total === 0) return out;
  const limit = Math.min(total, MAX_COUNT);
  for (const word of new Set(words)) {
    const match = buildMatchQuery(word);
    if (!match) continue;
    const df = library.keywordSearch(ctx.db, { accountId, match, limit, headingWeight: 1 }).length;
    const idf = Math.log((total + 1) / (df + 1)) / Math.log(total + 1);
    out.set(word, Math.max(FLOOR, (total * idf + PRIOR_PASSAGES) / (total + PRIOR_PASSAGES)));
  }
  return out;
}
