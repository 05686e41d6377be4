// Builds the app's context (database, clock, logger, engines, where heavy work runs). Kept apart from app.ts so a
// worker thread can build its own context without loading the adapters and tools.
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Db, openDatabase } from '../store/db';
import { getSetting, settingOnce } from '../store/settings';
import type { Config } from './config';
import type { AppContext, ClaudeEngine, Clock } from './context';
import { randomToken } from './ids';
import { upgradeTopicKeys } from './knowledge/topic-keys';
import { type EmbedderSlot, emptyEmbedderSlot } from './library/embedder';
import { decideOldVoices } from './library/voices';
import { createLogger, type Logger } from './logger';
import { poolCompute } from './workers/pool';
import { inlineCompute } from './workers/tasks';

export const systemClock: Clock = { now: () => Date.now() };

export function createClaude(config: Config): ClaudeEngine | null {
  if (!config.anthropic) return null;
  const { apiKey, model, baseURL } = config.anthropic;
  // loaded only when configured: the SDK takes about half a second to import, which every worker thread would pay
  const { Anthropic } = createRequire(import.meta.url)('@anthropic-ai/sdk') as typeof import('@anthropic-ai/sdk');
  return { client: new Anthropic({ apiKey, baseURL, maxRetries: 2 }), model };
}

/** The HMAC secret for signing links: from SIGNING_SECRET, else generated once and kept in the database. */
function signingSecret(db: Db, configured: string | undefined): string {
  if (configured) return configured;
  return getSetting(db, 'signing_secret') ?? settingOnce(db, 'signing_secret', randomToken(48));
}

/**
 * With config.workerThreads > 0 (and not `inline`), heavy work goes to the worker-thread pool (started on first use);
 * a worker thread builds its own context inline, sharing the main thread's shutdown flag (`stop`).
 */
export function createContext(
  config: Config,
  parts: {
    db?: Db;
    clock?: Clock;
    logger?: Logger;
    claude?: ClaudeEngine | null;
    embedder?: EmbedderSlot;
    inline?: boolean;
    stop?: SharedArrayBuffer;
  } = {},
): AppContext {
  const db = parts.db ?? openDatabase(path.join(config.dataDir, 'bidsmith.db'));
  upgradeTopicKeys(db);
  const logger = parts.logger ?? createLogger(config.logLevel);
  const voices = decideOldVoices(db);
  if (voices > 0) logger.info('decided the voice of sources an older version indexed', { sources: voices });
  const stop = parts.stop ?? new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const ctx: AppContext = {
    config,
    db,
    clock: parts.clock ?? systemClock,
    logger,
    claude: parts.claude === undefined ? createClaude(config) : parts.claude,
    embedder: parts.embedder ?? emptyEmbedderSlot(),
    signingSecret: signingSecret(db, config.signingSecret),
    jobs: { wake: () => {}, stopping: () => Atomics.load(flag, 0) === 1, stop: () => void Atomics.store(flag, 0, 1) },
    compute: parts.inline || config.workerThreads <= 0 ? inlineCompute(() => ctx) : poolCompute({ config, logger, stop }),
  };
  return ctx;
}
