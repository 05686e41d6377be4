// Facts as knowledge, for search and for every later drafting step (proposals, RFP answers, gaps).
//
//   listFacts(ctx, accountId)                 → live facts, newest first
//   findFacts(ctx, accountId, query, {limit}) → the facts that speak to `query`, best first, with a score;
//                                               a fact on the query's own topic scores above word overlap
//   factsOnTopic(ctx, accountId, text)        → the live fact whose topic `text` (a question, a requirement, a gap)
//                                               is about, or undefined: that is how a gap is matched to a fact
//
// "Speaks to the point" means: same topic key as the query (see topics.ts), or at least half of the query's
// content words found in the fact's topic and text.
import { type FactRow, listLiveFacts } from '../../store/facts';
import type { AppContext } from '../context';
import { contentStems } from '../text/content';
import { coverage } from '../text/stem';
import { topicCovers, topicOf } from './topics';

export interface FactHit {
  fact: FactRow;
  /** 1 + coverage when on the query's topic, else the share of query words the fact holds (0.5..1). */
  score: number;
}

export function listFacts(ctx: AppContext, accountId: string): FactRow[] {
  return listLiveFacts(ctx.db, accountId);
}

/** Scores facts against a query; pure, so callers that already hold the facts can rank them too. */
export function rankFacts(facts: FactRow[], query: string, limit = 5): FactHit[] {
  const topic = topicOf(query);
  const wanted = contentStems(query);
  return facts
    .map((fact) => {
      const cover = coverage(wanted, contentStems(`${fact.topic} ${fact.text}`));
      const onTopic = topic !== undefined && topicCovers(topic.key, fact.topic_key);
      return { fact, score: onTopic ? 1 + cover : cover };
    })
    .filter((h) => h.score >= 0.5)
    .sort((a, b) => b.score - a.score || b.fact.created_at - a.fact.created_at)
    .slice(0, limit);
}

export function findFacts(ctx: AppContext, accountId: string, query: string, opts: { limit?: number } = {}): FactHit[] {
  return rankFacts(listLiveFacts(ctx.db, accountId), query, opts.limit ?? 5);
}

export function factsOnTopic(ctx: AppContext, accountId: string, text: string): FactRow | undefined {
  const topic = topicOf(text);
  if (!topic) return undefined;
  return listLiveFacts(ctx.db, accountId).find((f) => topicCovers(topic.key, f.topic_key));
}
