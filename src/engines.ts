// Prepares the language and embedding engines before the service starts taking calls.
import { adoptLegacyVectors } from '../store/library';
import type { AppContext } from './context';
import { loadEmbedder } from './library/embedders';
import { queueMissingVectors } from './library/indexing';

/** How often a configured embedder that could not start is tried again (e.g. an Ollama server not up yet). */
const EMBEDDER_RETRY_MS = 60_000;

export async function prepareEngines(ctx: AppContext): Promise<void> {
  ctx.logger.info('language engine', { engine: ctx.claude ? `claude (${ctx.claude.model})` : 'offline' });
  // databases made before migration 006 keep vectors in vec0 tables; move them once, before any search
  const adopted = adoptLegacyVectors(ctx.db);
  if (adopted > 0) ctx.logger.info('library vectors moved to the two-pass index', { vectors: adopted });
  await startEmbedder(ctx);
}

async function startEmbedder(ctx: AppContext): Promise<void> {
  const { embedder, status } = await loadEmbedder(ctx.config);
  ctx.embedder.current = embedder;
  ctx.embedder.status = status;
  if (embedder) {
    const accounts = queueMissingVectors(ctx);
    ctx.logger.info('search mode', { mode: 'hybrid', embedder: status, accounts_to_embed: accounts });
    return;
  }
  ctx.logger.warn('search mode', { mode: 'keyword', reason: status });
  const configured = !['none', 'off', 'bundled'].includes(ctx.config.embedder.trim());
  if (configured) setTimeout(() => void startEmbedder(ctx), EMBEDDER_RETRY_MS).unref();
}
