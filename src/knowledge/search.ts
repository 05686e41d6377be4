// Knowledge search: the facts that speak to a query ranked above library passages, numbered 1..n for citing.
// Proposals and RFP answers draft from this, so a taught fact always wins over an older document's wording.
import type { AppContext } from '../context';
import { searchLibrary } from '../library/search';
import { findFacts } from './facts';

export interface KnowledgeHit {
  /** The number to cite, 1..n in rank order. */
  citation: number;
  /** fact: taught; answer: approved wording; passage: a library document; deal: a term of the proposal an RFP names. */
  kind: 'fact' | 'answer' | 'passage' | 'deal';
  /** Fact id or passage id. */
  id: string;
  /** Library source id; for a fact, the fact id. */
  source_id: string;
  /** Library source name; "Facts" for a fact. */
  source_name: string;
  /** Passage heading path; for a fact, its topic. */
  heading: string;
  text: string;
  /** PDF page of a passage; null for facts and other files. */
  page: number | null;
}

export const FACTS_SOURCE_NAME = 'Facts';

export async function searchKnowledge(
  ctx: AppContext,
  accountId: string,
  query: string,
  opts: { limit?: number; extra?: Omit<KnowledgeHit, 'citation'>[] } = {},
): Promise<KnowledgeHit[]> {
  const limit = Math.max(1, Math.min(opts.limit ?? 8, 100));
  const facts = findFacts(ctx, accountId, query, { limit });
  const passages = facts.length >= limit ? [] : await searchLibrary(ctx, accountId, query, { limit: limit - facts.length });
  const hits: Omit<KnowledgeHit, 'citation'>[] = [
    ...facts.map(({ fact }) => ({
      kind: 'fact' as const,
      id: fact.id,
      source_id: fact.id,
      source_name: FACTS_SOURCE_NAME,
      heading: fact.topic,
      text: fact.text,
      page: null,
    })),
    // knowledge from outside the library the caller vouches for (the deal of an RFP), after facts
    ...(opts.extra ?? []),
    // approved wording outranks raw passages; within each kind the search order stands
    ...[...passages]
      .sort((a, b) => Number(b.source_kind === 'answers') - Number(a.source_kind === 'answers'))
      .map((p) => ({
        kind: p.source_kind === 'answers' ? ('answer' as const) : ('passage' as const),
        id: p.passage_id,
        source_id: p.source_id,
        source_name: p.source_name,
        heading: p.heading,
        text: p.text,
        page: p.page,
      })),
  ];
  return hits.map((h, i) => ({ citation: i + 1, ...h }));
}
