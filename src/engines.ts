// Prepares the language and embedding engines in the background, once the service already answers.
import type { AppContext } from './context';
import type { Embedder } from './library/embedder';
import { loadEmbedder } from './library/embedders';
import { queueMissingVectors } from './library/indexing';
import type { EmbedderInfo } from './workers/tasks';

/** How often a configured embedder that could not start is tried again (e.g. an Ollama server not up yet). */
const EMBEDDER_RETRY_MS = 60_000;

/**
 * Moves legacy vectors and loads the embedder (on the worker threads when they are on), then queues embedding for
 * passages that lack vectors. The first tasks are handed to the pool before the job loop claims anything, so they
 * never wait behind a long job.
 */
export async function prepareEngines(ctx: AppContext): Promise<void> {
  ctx.logger.info('language engine', { engine: ctx.claude ? `claude (${ctx.claude.model})` : 'offline' });
  // (until it has loaded, GET /account says the embedder is loading, not that none is configured)
  if (!ctx.embedder.current && !['none', 'off'].includes(ctx.config.embedder.trim()))
    ctx.embedder.status = 'the embedder is loading';
  await Promise.all([moveLegacyVectors(ctx), startEmbedder(ctx, true)]);
}

async function moveLegacyVectors(ctx: AppContext): Promise<void> {
  // databases made before migration 006 keep vectors in vec0 tables; searches miss their vectors until this ends
  const adopted = await ctx.compute.run('adoptLegacyVectors', {});
  if (adopted > 0) ctx.logger.info('library vectors moved to the two-pass index', { vectors: adopted });
}

/** In threaded mode the main thread never embeds: its embedder is this stand-in that hands embed() to the pool. */
function threadEmbedder(ctx: AppContext, info: EmbedderInfo): Embedder {
  return { ...info, embed: (texts) => ctx.compute.run('embed', { texts }) };
}

/**
 * The embedder to use, without queueing any embedding: loaded here when threads are off, else described by a
 * thread (warming every thread when `warmAll`) and stood in for by a proxy. For commands that run jobs in-process.
 */
export async function findEmbedder(ctx: AppContext, warmAll: boolean): Promise<{ embedder: Embedder | null; status: string }> {
  if (ctx.compute.threads === 0) return loadEmbedder(ctx.config);
  // the first start loads the model on every thread at once, so no request waits for a thread to load it later
  const asks = Array.from({ length: warmAll ? ctx.compute.threads : 1 }, () => ctx.compute.run('describeEmbedder', {}));
  for (const ask of asks.slice(1))
    ask.catch((err) => ctx.logger.warn('loading the embedder on a thread failed', { error: String(err) }));
  const { embedder, status } = await (asks[0] as (typeof asks)[0]);
  return { embedder: embedder ? threadEmbedder(ctx, embedder) : null, status };
}

async function startEmbedder(ctx: AppContext, warmAll: boolean): Promise<void> {
  if (ctx.jobs.stopping()) return;
  const { embedder, status } = await findEmbedder(ctx, warmAll);
  ctx.embedder.current = embedder;
  ctx.embedder.status = status;
  if (embedder) {
    const accounts = queueMissingVectors(ctx);
    ctx.logger.info('search mode', { mode: 'hybrid', embedder: status, accounts_to_embed: accounts });
    return;
  }
  ctx.logger.warn('search mode', { mode: 'keyword', reason: status });
  const configured = !['none', 'off', 'bundled'].includes(ctx.config.embedder.trim());
  if (configured)
    setTimeout(
      () => void startEmbedder(ctx, false).catch((err) => ctx.logger.error('embedder retry failed', { error: String(err) })),
      EMBEDDER_RETRY_MS,
    ).unref();
}
