// Builds the context once (database, clock, logger, engines) and starts the parts of the service.
import path from 'node:path';
import Anthropic from '@anthropic-ai/sdk';
import { type Db, openDatabase } from '../store/db';
import { getSetting, settingOnce } from '../store/settings';
import { tools } from '../tools/index';
import type { Config } from './config';
import type { AppContext, ClaudeEngine, Clock } from './context';
import { startHttpServer } from './http';
import { randomToken } from './ids';
import { createWorker, type Worker } from './jobs/worker';
import { upgradeTopicKeys } from './knowledge/topic-keys';
import { type EmbedderSlot, emptyEmbedderSlot } from './library/embedder';
import { createLogger, type Logger } from './logger';
import { pages } from './pages/index';
import { jobs } from './workers/jobs';
import { inlineCompute } from './workers/tasks';

export const systemClock: Clock = { now: () => Date.now() };

export function createClaude(config: Config): ClaudeEngine | null {
  if (!config.anthropic) return null;
  const { apiKey, model, baseURL } = config.anthropic;
  return { client: new Anthropic({ apiKey, baseURL, maxRetries: 2 }), model };
}

/** The HMAC secret for signing links: from SIGNING_SECRET, else generated once and kept in the database. */
function signingSecret(db: Db, configured: string | undefined): string {
  if (configured) return configured;
  return getSetting(db, 'signing_secret') ?? settingOnce(db, 'signing_secret', randomToken(48));
}

export function createContext(
  config: Config,
  parts: { db?: Db; clock?: Clock; logger?: Logger; claude?: ClaudeEngine | null; embedder?: EmbedderSlot } = {},
): AppContext {
  const db = parts.db ?? openDatabase(path.join(config.dataDir, 'bidsmith.db'));
  upgradeTopicKeys(db);
  const ctx: AppContext = {
    config,
    db,
    clock: parts.clock ?? systemClock,
    logger: parts.logger ?? createLogger(config.logLevel),
    claude: parts.claude === undefined ? createClaude(config) : parts.claude,
    embedder: parts.embedder ?? emptyEmbedderSlot(),
    signingSecret: signingSecret(db, config.signingSecret),
    jobs: { wake: () => {} },
    compute: inlineCompute(() => ctx),
  };
  return ctx;
}

export const registry = { tools, pages };

export function startWorker(ctx: AppContext): Worker {
  const worker = createWorker(ctx, jobs);
  worker.start();
  return worker;
}

export async function startServer(ctx: AppContext, listen = { port: ctx.config.port, host: ctx.config.host }) {
  return startHttpServer(ctx, registry, listen);
}
