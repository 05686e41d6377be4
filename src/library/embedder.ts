// The small interface every embedder implements, and the slot in the context that holds the one in use.
export interface Embedder {
  /** Identifies model and dimensions; vectors made by another id are re-embedded. */
  id: string;
  dims: number;
  /** Unit-length vectors, one per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Weight of the semantic ranking in fusion (keyword counts 1); tuned per model on the benchmark. */
  fusionWeight?: number;
  /** Cosine similarity below which a semantic-only hit is too weak to show. */
  minSimilarity?: number;
  /** Cosine similarity at which a passage is relevant on meaning alone, whatever words it shares with the query. */
  relevantSimilarity?: number;
  /**
   * The languages whose texts it places by meaning (ISO 639-1); unset, any. A query in another language is searched
   * by its words alone: an English-only model finds every Spanish text alike, so its similarities there are noise.
   */
  languages?: readonly string[];
}

export interface EmbedderSlot {
  current: Embedder | null;
  /** Why no embedder runs, or which one does, for operators (startup log, GET /account). */
  status: string;
}

export function emptyEmbedderSlot(status = 'no embedder configured'): EmbedderSlot {
  return { current: null, status };
}

/** Scales a vector to unit length so cosine distance and dot product agree. */
export function normalize(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += (v[i] as number) ** 2;
  const norm = Math.sqrt(sum) || 1;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = (v[i] as number) / norm;
  return out;
}
