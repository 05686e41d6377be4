// Reads the service's settings from the environment, once, into a plain object.
import os from 'node:os';
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** Base address that links (signing pages) are built on. */
  publicUrl: string;
  /** Key the stdio MCP server acts as. */
  apiKey: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  anthropic: { apiKey: string; model: string; baseURL: string | undefined } | null;
  /** Embedder choice: "bundled" (default), "none", "transformers:<model id or folder>", "openai:<base url>" with embedModel. */
  embedder: string;
  embedModel: string | undefined;
  embedApiKey: string | undefined;
  smtp: { url: string; from: string } | null;
  /** Secret for HMAC-signed signing links; generated and kept in the database when unset. */
  signingSecret: string | undefined;
  signLinkHours: number;
  rateLimitPerMinute: number;
  pdfRendersPerMinute: number;
  maxBodyBytes: number;
  jobLeaseMs: number;
  /** Worker threads for background and heavy request work; 0 runs everything on the main thread. */
  workerThreads: number;
  /** Jobs run at once (in threads); fewer than the threads, so one stays free for requests. */
  jobConcurrency: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8787);
  const host = env.HOST || '127.0.0.1';
  const smtpUrl = env.SMTP_URL || buildSmtpUrl(env);
  const workerThreads = Math.max(0, int(env.BIDSMITH_WORKER_THREADS, Math.max(2, Math.min(4, os.availableParallelism()))));
  return {
    host,
    port,
    dataDir: path.resolve(env.BIDSMITH_DATA_DIR || './data'),
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    apiKey: env.BIDSMITH_API_KEY || undefined,
    logLevel: (env.LOG_LEVEL as Config['logLevel']) || 'info',
    anthropic: env.ANTHROPIC_API_KEY
      ? {
          apiKey: env.ANTHROPIC_API_KEY,
          model: env.ANTHROPIC_MODEL || 'claude-sonnet-4-5',
          baseURL: env.ANTHROPIC_BASE_URL || undefined,
        }
      : null,
    embedder: env.BIDSMITH_EMBEDDER || 'bundled',
    embedModel: env.BIDSMITH_EMBED_MODEL || undefined,
    embedApiKey: env.BIDSMITH_EMBED_API_KEY || undefined,
    smtp: smtpUrl ? { url: smtpUrl, from: env.SMTP_FROM || 'Bidsmith <no-reply@bidsmith.local>' } : null,
    signingSecret: env.SIGNING_SECRET || undefined,
    signLinkHours: int(env.SIGN_LINK_HOURS, 72),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 120),
    pdfRendersPerMinute: int(env.PDF_RENDERS_PER_MINUTE, 10),
    maxBodyBytes: 16 * 1024 * 1024,
    jobLeaseMs: int(env.BIDSMITH_JOB_LEASE_MS, 30_000),
    workerThreads,
    jobConcurrency: Math.max(1, int(env.BIDSMITH_JOB_CONCURRENCY, workerThreads - 1)),
  };
}

function buildSmtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.SMTP_HOST) return undefined;
  const auth = env.SMTP_USER ? `${encodeURIComponent(env.SMTP_USER)}:${encodeURIComponent(env.SMTP_PASS ?? '')}@` : '';
  const scheme = env.SMTP_SECURE === 'true' ? 'smtps' : 'smtp';
  return `${scheme}://${auth}${env.SMTP_HOST}:${env.SMTP_PORT || 587}`;
}
