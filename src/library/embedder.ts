// The small interface every embedder implements, and the slot in the context that holds the one in use.
// (The library issue fills in the bundled, transformers and OpenAI-compatible embedders.)
export interface Embedder {
  /** Identifies model and dimensions; vectors made by another id are re-embedded. */
  id: string;
  dims: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export interface EmbedderSlot {
  current: Embedder | null;
  /** Why no embedder runs, for operators (startup log, GET /account). */
  status: string;
}

export function emptyEmbedderSlot(status = 'no embedder configured'): EmbedderSlot {
  return { current: null, status };
}
