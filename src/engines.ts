// Prepares the language and embedding engines before the service starts taking calls.
import type { AppContext } from './context';

export async function prepareEngines(ctx: AppContext): Promise<void> {
  ctx.logger.info('language engine', { engine: ctx.claude ? `claude (${ctx.claude.model})` : 'offline' });
  ctx.logger.info('search mode', { mode: ctx.embedder.current ? 'hybrid' : 'keyword', reason: ctx.embedder.status });
}
