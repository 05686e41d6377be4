// Knowledge search: the facts that speak to a query ranked above library passages, numbered 1..n for citing.
// Proposals and RFP answers draft from this, so a taught fact always wins over an older document's wording.
// Passages are ranked by the fused library score, lowered for passages that are mostly not the company's own
// statements (a standard's requirement list, a glossary, a questionnaire), and held to a relevance floor.
import * as library from '../../store/library';
import type { AppContext } from '../context';
import { searchLibrary } from '../library/search';
import { stem } from '../text/stem';
import { detectLang, searchTokens } from '../text/words';
import { englishReading } from './bilingual';
import { rankQuotes } from './evidence';
import { findFacts } from './facts';
import { analyseQuestion, keywordQueryOf, rootsMatch, rootsOf, withoutRequest } from './question';
import { statementShare } from './statements';
import { conceptOf, conceptStems, mentionsConcept } from './topics';

/** deal: a term of the proposal an RFP response names, given by the caller rather than found. */
export type FoundBy = 'fact' | 'keyword' | 'semantic' | 'deal';

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
  /** How well it matches: for a passage the fused score × its statement factor; for a fact 1 + topic coverage. */
  score: number;
  /** Which retrievers found it. */
  found_by: FoundBy[];
  /** Above the relevance floor but carrying under half of what the query asks (see RELEVANT_COVERAGE). */
  weak: boolean;
  /** other: a passage of another party's document (a buyer's RFP, a standard); never quoted as the company's answer. */
  voice: 'company' | 'other';
}

export const FACTS_SOURCE_NAME = 'Facts';

/** Weighted share of the query's content words a passage (text, or half for its heading) must hold to be relevant. */
export const RELEVANT_COVERAGE = 0.5;
/**
 * Below this share, and without a close semantic match, a passage is not returned at all. 0.25 cut relevant abstracts
 * of long SciFact claims (nDCG@10 0.691 against 0.695 without a floor); 0.15 keeps them (BENCHMARKS.md).
 */
export const FLOOR_COVERAGE = 0.15;
/** Without an embedder's own figure, a semantic match this far above its floor is relevant whatever the words. */
const RELEVANT_SIMILARITY_MARGIN = 0.3;
/** A passage none of whose sentences is a company statement keeps this share of its score. */
const NON_STATEMENT_FACTOR = 0.5;
/**
 * For a question, weight of a passage's best quotable sentence (its share of the question's terms, see rankQuotes)
 * against its fused score rescaled to the pool's best: the passage that answers it in one sentence outranks one that
 * scatters the words. Keywords and claims ("encryption at rest", a SciFact claim) are ranked by the fused score alone:
 * the sentence share lowered SciFact's nDCG@10 from 0.6907 to 0.6743 (BENCHMARKS.md).
 */
const SENTENCE_WEIGHT = 1;
/** A question or a request for an answer: "Is…?", "What…", "¿Cifran…?", "Describe how…". */
const QUESTION =
  /\?\s*$|^\s*(?:¿|(?:please\s+)?(?:describe|explain|list|provide|state|confirm|indicate|detail|outline|specify)\b|(?:what|which|who|whose|when|where|why|how|is|are|was|were|do|does|did|has|have|can|could|will|would|should|shall|may|must|qu[eé]|cu[aá]l(?:es)?|c[oó]mo|cu[aá]ndo|d[oó]nde|qui[eé]n|tiene|tienen|hay|puede|pueden)\b)/i;
/** A sentence share at which one sentence carries the whole question, and how many such passages the answerer adds. */
const WHOLE_QUESTION = 0.999;
const WHOLE_EXTRA = 2;
/** Candidates fetched per result, so that re-ranking and the floor have something to choose from. */
const POOL_FACTOR = 3;

/** Weighted share of the query's content terms a passage holds (its heading counts half). */
export function queryCoverage(query: string, text: string, heading: string): number {
  const terms = analyseQuestion(query).terms;
  if (terms.length === 0) return 1;
  const have = rootsOf(text);
  const head = rootsOf(heading);
  // a passage that names the query's concept otherwise ("recovery time objective" for "RTO") holds its words
  const concept = conceptOf(query)?.key;
  const cues = concept && mentionsConcept(text, concept) ? conceptStems(concept) : new Set<string>();
  let got = 0;
  let total = 0;
  for (const t of terms) {
    total += t.weight;
    // (a phrase of the word's group counts as the word, as the answerer counts it: see equivalents.ts)
    const says = (roots: string[]) => roots.some((r) => rootsMatch(t.root, r)) || t.eq?.some((e) => roots.includes(e));
    if (cues.has(stem(t.word)) || says(have)) got += t.weight;
    else if (says(head)) got += t.weight / 2;
  }
  return got / total;
}

/** Per passage id, the share of the query's terms its best quotable sentence (or neighbour pair) carries, 0..1. */
function bestSentences(
  query: string,
  passages: { source_kind: string; source_voice: string; heading: string; text: string; passage_id: string }[],
): Map<string, number> {
  const hits = passages
    .filter((p) => p.source_voice === 'company')
    .map((p, i) => ({
      citation: i + 1,
      kind: p.source_kind === 'answers' ? ('answer' as const) : ('passage' as const),
      id: p.passage_id,
      source_id: '',
      source_name: '',
      heading: p.heading,
      text: p.text,
      page: null,
      score: 0,
      found_by: [],
      weak: false,
      voice: 'company' as const,
    }));
  const out = new Map<string, number>();
  for (const c of rankQuotes(query, hits).all) if (!out.has(c.hit.id)) out.set(c.hit.id, Math.min(1, c.score));
  return out;
}

const relevant = (r: { coverage: number; semantic: boolean }) => r.coverage >= RELEVANT_COVERAGE || r.semantic;

export async function searchKnowledge(
  ctx: AppContext,
  accountId: string,
  query: string,
  opts: {
    limit?: number;
    extra?: Omit<KnowledgeHit, 'citation'>[];
    /** Only the company's own words (answering): passages of another party's documents are left out. */
    companyVoiceOnly?: boolean;
    /** Taught facts only (a form's particulars: a name, an address), no library passages. */
    factsOnly?: boolean;
    /**
     * Order passages by the fused score alone, without the best-sentence share (see SENTENCE_WEIGHT): the answerer
     * judges sentences itself, and a pool already chosen for sentences that carry the words gave it more near misses.
     */
    fusedOnly?: boolean;
  } = {},
): Promise<KnowledgeHit[]> {
  const limit = Math.max(1, Math.min(opts.limit ?? 8, 100));
  const facts = findFacts(ctx, accountId, query, { limit });
  const room = limit - facts.length;
  // a query of stopwords or single letters ("the", "a", "x") asks nothing: no passage is relevant to it
  const asks = analyseQuestion(query).terms.length > 0 || /\p{N}{2,}/u.test(query);
  const holds = (phrase: string) => {
    const words = searchTokens(phrase);
    if (words.length === 0) return true;
    const match = `"${words.join(' ')}"`;
    return library.keywordSearch(ctx.db, { accountId, match, limit: 1, headingWeight: 1 }).length > 0;
  };
  const keywordQuery = asks ? keywordQueryOf(query, holds) : query;
  const pool = (size: number) => searchLibrary(ctx, accountId, query, { limit: room * POOL_FACTOR * size, keywordQuery });
  let passages = room <= 0 || !asks || opts.factsOnly ? [] : await pool(1);
  // answering drops other parties' passages after retrieval: when it drops some, a wider pool keeps room for the
  // company's own (the pool is not widened otherwise, so an account without such documents ranks as before)
  if (opts.companyVoiceOnly && passages.some((p) => p.source_voice !== 'company')) passages = await pool(2);
  const embedder = ctx.embedder.current;
  const relevantSimilarity = embedder?.relevantSimilarity ?? (embedder?.minSimilarity ?? 0.2) + RELEVANT_SIMILARITY_MARGIN;
  const kept = passages.filter((p) => !opts.companyVoiceOnly || p.source_voice === 'company');
  const asked = QUESTION.test(withoutRequest(query));
  const bySentence = !opts.fusedOnly && asked;
  const best = Math.max(Number.EPSILON, ...kept.map((p) => p.score));
  const scored = kept
    .map((p) => {
      const coverage = queryCoverage(query, p.text, p.heading);
      const semantic = (p.similarity ?? 0) >= relevantSimilarity;
      // approved wording is the company's answer whatever its form ("Yes. …"); documents are weighed by their statements
      const approved = p.source_kind === 'answers';
      // another party's document (a buyer's RFP, a standard) holds none of the company's statements
      const share = p.source_voice === 'other' ? 0 : statementShare(p.text, p.heading);
      const statements = approved ? 1 : NON_STATEMENT_FACTOR + (1 - NON_STATEMENT_FACTOR) * share;
      return { p, score: (p.score / best) * statements, coverage, semantic, approved };
    })
    .filter((r) => r.coverage >= FLOOR_COVERAGE || r.semantic);
  // (the sentences of the passages over the floor only, read in one pass)
  const sentences = asked
    ? bestSentences(
        query,
        scored.map((r) => r.p),
      )
    : new Map<string, number>();
  const ordered = scored
    .map((r) => ({ ...r, score: r.score + (bySentence ? SENTENCE_WEIGHT * (sentences.get(r.p.passage_id) ?? 0) : 0) }))
    // relevant approved wording outranks raw passages; a past answer that only shares a word or two does not
    .sort((a, b) => Number(b.approved && relevant(b)) - Number(a.approved && relevant(a)) || b.score - a.score);
  const ranked = ordered.slice(0, Math.max(0, room));
  // the answerer's pool also takes, from below the cut, a passage with one sentence carrying every word of the question
  // (a table row "Data Protection Officer: …" whose passage ranks low among long prose on the same words)
  if (opts.fusedOnly && room > 0)
    ranked.push(
      ...ordered
        .slice(room)
        .filter((r) => (sentences.get(r.p.passage_id) ?? 0) >= WHOLE_QUESTION)
        .slice(0, WHOLE_EXTRA),
    );
  const hits: Omit<KnowledgeHit, 'citation'>[] = [
    ...facts.map(({ fact, score }) => ({
      kind: 'fact' as const,
      id: fact.id,
      source_id: fact.id,
      source_name: FACTS_SOURCE_NAME,
      heading: fact.topic,
      text: fact.text,
      page: null,
      score,
      found_by: ['fact' as const],
      weak: false,
      voice: 'company' as const,
    })),
    // knowledge from outside the library the caller vouches for (the deal of an RFP), after facts
    ...(opts.extra ?? []),
    ...ranked.map(({ p, score, coverage, semantic }) => ({
      kind: p.source_kind === 'answers' ? ('answer' as const) : ('passage' as const),
      id: p.passage_id,
      source_id: p.source_id,
      source_name: p.source_name,
      heading: p.heading,
      text: p.text,
      page: p.page,
      score,
      found_by: p.found_by,
      weak: !relevant({ coverage, semantic }),
      voice: p.source_voice,
    })),
  ];
  return hits.map((h, i) => ({ citation: i + 1, ...h }));
}

/**
 * search_library's search: a Spanish query is also searched in its English reading (src/knowledge/bilingual.ts), for
 * a library written in English, and the two lists merged: facts first, then what is not weak, by score. Alone, a
 * Spanish query found nothing in an English library ("¿Hacen verificación de antecedentes…?": new-user trial 12).
 */
export async function searchAnyLanguage(
  ctx: AppContext,
  accountId: string,
  query: string,
  opts: { limit?: number } = {},
): Promise<KnowledgeHit[]> {
  const hits = await searchKnowledge(ctx, accountId, query, opts);
  const reading = detectLang(query) === 'es' ? englishReading(query) : query;
  if (reading === query) return hits;
  const best = new Map<string, KnowledgeHit>();
  for (const h of [...hits, ...(await searchKnowledge(ctx, accountId, reading, opts))]) {
    const key = `${h.kind}:${h.id}`;
    const there = best.get(key);
    if (!there || (there.weak && !h.weak) || (there.weak === h.weak && h.score > there.score)) best.set(key, h);
  }
  const order = (h: KnowledgeHit) => (h.kind === 'fact' ? 0 : h.weak ? 2 : 1);
  return [...best.values()]
    .sort((a, b) => order(a) - order(b) || b.score - a.score)
    .slice(0, Math.max(1, Math.min(opts.limit ?? 8, 100)))
    .map((h, i) => ({ ...h, citation: i + 1 }));
}

/** A hit as tools return it: the internal id becomes `passage_id` (null for a fact, whose id is its source_id). */
export function knowledgeResult({ id, ...hit }: KnowledgeHit) {
  return {
    ...hit,
    score: Math.round(hit.score * 1000) / 1000,
    passage_id: hit.kind === 'passage' || hit.kind === 'answer' ? id : null,
  };
}
