// Library search: BM25 keyword hits and nearest-vector hits fused into one ranked list of passages.
import * as store from '../../store/library';
import type { AppContext } from '../context';
import { detectLang } from '../text/words';
import type { Embedder } from './embedder';
import { buildMatchQuery } from './fts-query';

export type Retriever = 'keyword' | 'semantic';

export interface LibraryHit {
  passage_id: string;
  source_id: string;
  source_name: string;
  source_kind: store.SourceKind;
  /** other: another party's document (a buyer's RFP, a standard), searchable but never quoted as the company's answer */
  source_voice: store.SourceVoice;
  heading: string;
  text: string;
  page: number | null;
  /** Fused score: BM25 over the query's best BM25 (0..1) plus the semantic weight × rescaled similarity. */
  score: number;
  /** Which retrievers found the passage. */
  found_by: Retriever[];
  /** Cosine similarity to the query when the semantic side found it, else null. */
  similarity: number | null;
}

/** How keyword and semantic ranks are combined (weighted reciprocal rank fusion); tuned by `npm run bench:search`. */
export interface FusionSettings {
  /** RRF constant: larger flattens the gap between ranks. */
  k: number;
  /** How many hits each side contributes before fusion. */
  depth: number;
  /** BM25 weight of the heading column relative to the passage text. */
  headingWeight: number;
  /** Passages the 1-bit Hamming first pass hands to exact cosine re-ranking (0: exact scan of every vector). */
  rerank: number;
}

export const DEFAULT_FUSION: FusionSettings = { k: 60, depth: 100, headingWeight: 1, rerank: 800 };

/** Semantic weight and floor when the embedder does not state its own. */
const DEFAULT_SEMANTIC_WEIGHT = 0.5;
const DEFAULT_MIN_SIMILARITY = 0.2;

export type SearchMode = 'keyword' | 'semantic' | 'fused';

export interface RankedIds {
  keyword: number[];
  semantic: number[];
  /** BM25 of each keyword hit, higher is better (parallel to keyword). */
  keywordScores?: number[];
  /** Cosine similarity of each semantic hit (parallel to semantic). */
  semanticScores?: number[];
}

/** Weighted RRF: a passage found by both sides rises; one found only semantically enters below strong keyword hits. */
export function fuseRanks(ranks: RankedIds, opts: { k: number; semanticWeight: number }): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  const add = (ids: number[], weight: number) => {
    ids.forEach((id, i) => {
      scores.set(id, (scores.get(id) ?? 0) + weight / (opts.k + i + 1));
    });
  };
  add(ranks.keyword, 1);
  add(ranks.semantic, opts.semanticWeight);
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * Score fusion: BM25 scaled by the query's best BM25, plus `semanticWeight` × how far a passage's similarity rises
 * above the semantic list's floor. Unlike RRF it keeps the score gaps, so a weak embedder's near-ties cannot push a
 * clear keyword winner down, while a passage keyword search missed still enters on similarity alone.
 */
export function fuseScores(ranks: RankedIds, opts: { semanticWeight: number }): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  const kw = ranks.keywordScores ?? ranks.keyword.map((_, i) => 1 / (i + 1));
  const top = Math.max(...kw, 1e-9);
  ranks.keyword.forEach((id, i) => {
    scores.set(id, (kw[i] ?? 0) / top);
  });
  const sem = ranks.semanticScores ?? ranks.semantic.map((_, i) => 1 / (i + 1));
  const hi = Math.max(...sem);
  const lo = Math.min(...sem);
  ranks.semantic.forEach((id, i) => {
    const s = hi > lo ? ((sem[i] ?? lo) - lo) / (hi - lo) : 1;
    scores.set(id, (scores.get(id) ?? 0) + opts.semanticWeight * s);
  });
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}

/** The keyword and semantic rankings of one query, before fusion (the benchmark scores each side alone). */
export async function rankPassages(
  ctx: AppContext,
  accountId: string,
  query: string,
  opts: { settings?: FusionSettings; semantic?: boolean; keywordQuery?: string } = {},
): Promise<RankedIds> {
  const settings = opts.settings ?? DEFAULT_FUSION;
  const semantic = opts.semantic ?? true;
  const match = buildMatchQuery(opts.keywordQuery ?? query);
  const kw = match
    ? store.keywordSearch(ctx.db, { accountId, match, limit: settings.depth, headingWeight: settings.headingWeight })
    : [];
  const current = semantic ? ctx.embedder.current : null;
  // (a query in a language the model does not know is matched by its words only)
  const embedder = current && (!current.languages || current.languages.includes(detectLang(query))) ? current : null;
  const sem = embedder ? await semanticHits(ctx, embedder, accountId, query, settings) : [];
  return {
    keyword: kw.map((h) => h.id),
    keywordScores: kw.map((h) => -h.score),
    semantic: sem.map((h) => h.id),
    semanticScores: sem.map((h) => h.similarity),
  };
}

async function semanticHits(
  ctx: AppContext,
  embedder: Embedder,
  accountId: string,
  query: string,
  settings: FusionSettings,
): Promise<{ id: number; similarity: number }[]> {
  if (query.trim() === '') return [];
  let vector: Float32Array | undefined;
  try {
    [vector] = await embedder.embed([query]);
  } catch (err) {
    ctx.logger.warn('query embedding failed; keyword search only', { embedder: embedder.id, error: String(err) });
    return [];
  }
  if (!vector) return [];
  const minSimilarity = embedder.minSimilarity ?? DEFAULT_MIN_SIMILARITY;
  return store
    .vectorSearch(ctx.db, {
      accountId,
      embedderId: embedder.id,
      vector,
      dims: embedder.dims,
      limit: settings.depth,
      candidates: settings.rerank,
    })
    .map((h) => ({ id: h.id, similarity: 1 - h.distance }))
    .filter((h) => h.similarity >= minSimilarity);
}

export function semanticWeightOf(ctx: AppContext): number {
  return ctx.embedder.current?.fusionWeight ?? DEFAULT_SEMANTIC_WEIGHT;
}

/**
 * The best passages of the account's library for `query`, best first (callers number them as citations).
 * `keywordQuery` replaces the words the keyword side looks for (e.g. a question without its boilerplate, with the
 * names of its concept added); the semantic side always embeds `query`.
 */
export async function searchLibrary(
  ctx: AppContext,
  accountId: string,
  query: string,
  opts: { limit?: number; mode?: SearchMode; keywordQuery?: string } = {},
): Promise<LibraryHit[]> {
  const limit = Math.max(1, Math.min(opts.limit ?? 8, 100));
  const mode = opts.mode ?? 'fused';
  const ranks = await rankPassages(ctx, accountId, query, { semantic: mode !== 'keyword', keywordQuery: opts.keywordQuery });
  const fused =
    mode === 'keyword'
      ? fuseRanks({ keyword: ranks.keyword, semantic: [] }, { k: DEFAULT_FUSION.k, semanticWeight: 0 })
      : mode === 'semantic'
        ? fuseRanks({ keyword: [], semantic: ranks.semantic }, { k: DEFAULT_FUSION.k, semanticWeight: 1 })
        : fuseScores(ranks, { semanticWeight: semanticWeightOf(ctx) });
  const top = fused.slice(0, limit);
  const rows = new Map(
    store
      .getPassages(
        ctx.db,
        accountId,
        top.map((t) => t.id),
      )
      .map((r) => [r.id, r]),
  );
  const keyword = new Set(mode === 'semantic' ? [] : ranks.keyword);
  const similarity = new Map(ranks.semantic.map((id, i) => [id, ranks.semanticScores?.[i] ?? null]));
  return top.flatMap(({ id, score }) => {
    const r = rows.get(id);
    if (!r) return [];
    const found_by: Retriever[] = [];
    if (keyword.has(id)) found_by.push('keyword');
    if (mode !== 'keyword' && similarity.has(id)) found_by.push('semantic');
    return [
      {
        passage_id: r.public_id,
        source_id: r.source_id,
        source_name: r.source_name,
        source_kind: r.source_kind,
        source_voice: r.source_voice ?? 'company',
        heading: r.heading,
        text: r.text,
        page: r.page,
        score,
        found_by,
        similarity: similarity.get(id) ?? null,
      },
    ];
  });
}
