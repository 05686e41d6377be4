// Reads the service's settings from the environment, once, into a plain object; nonsense refuses to start, naming the variable.
import os from 'node:os';
import path from 'node:path';
import envPaths from 'env-paths';
import { AppError } from './errors';

/** The newest Sonnet the bundled SDK knows (claude-sonnet-4-5 reaches end of life on 2026-11-30). */
export const DEFAULT_CLAUDE_MODEL = 'claude-sonnet-5-5';

export interface Config {
  host: string;
  port: number;
  /** Where the database and downloaded models live: BIDSMITH_DATA_DIR, else the user's data folder (defaultDataDir). */
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
  /** A running job gives its thread to a waiting one after this long (round robin; see src/jobs/run.ts). */
  jobSliceMs: number;
  /**
   * The longest one turn of a background job may hold its thread (a turn yields after jobSliceMs between steps; a
   * step that never yields, a crafted file keeping a reader busy, is ended here and the job failed).
   */
  jobStepMs: number;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function refuse(name: string, why: string, value: string): AppError {
  return new AppError('invalid_request', `${name}: ${why}; got "${value.slice(0, 80)}".`, { field: name });
}

/** A whole number written in digits within [min, max]; unset or empty takes the default. */
function int(env: NodeJS.ProcessEnv, a: { name: string; fallback: number; min: number; max: number; what: string }): number {
  const raw = env[a.name]?.trim();
  if (raw === undefined || raw === '') return a.fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= a.min && n <= a.max)) throw refuse(a.name, `must be a whole number from ${a.min} to ${a.max} (${a.what})`, raw);
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string, schemes: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let scheme = '';
  try {
    scheme = new URL(raw).protocol.replace(/:$/, '');
  } catch {}
  if (!schemes.includes(scheme)) throw refuse(name, `must be a ${schemes.join(' or ')} URL`, raw);
  return raw;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, a: { name: string; allowed: readonly T[]; fallback: T }): T {
  const raw = env[a.name]?.trim();
  if (raw === undefined || raw === '') return a.fallback;
  if (!(a.allowed as readonly string[]).includes(raw)) throw refuse(a.name, `must be one of ${a.allowed.join(', ')}`, raw);
  return raw as T;
}

/**
 * One folder per user for serve, mcp and the CLI alike, wherever they are started from: ~/.local/share/bidsmith
 * ($XDG_DATA_HOME/bidsmith) on Linux, ~/Library/Application Support/bidsmith on macOS, %LOCALAPPDATA%\bidsmith\Data
 * on Windows. (A folder relative to where a process starts is what gave an MCP client a new empty database.)
 */
export function defaultDataDir(): string {
  return envPaths('bidsmith', { suffix: '' }).data;
}

function embedderChoice(env: NodeJS.ProcessEnv): string {
  const raw = env.BIDSMITH_EMBEDDER?.trim() || 'bundled';
  const known = /^(bundled|none|off|transformers(:.+)?)$/.test(raw) || /^openai:https?:\/\/\S+$/.test(raw);
  if (!known)
    throw refuse('BIDSMITH_EMBEDDER', 'must be bundled, none, transformers:<model id or folder> or openai:<http(s) url>', raw);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, { name: 'PORT', fallback: 8787, min: 0, max: 65_535, what: 'the port to listen on' });
  const host = env.HOST?.trim() || '127.0.0.1';
  if (/\s/.test(host)) throw refuse('HOST', 'must be a host name or address', host);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp', 'smtps']) || buildSmtpUrl(env);
  const workerThreads = int(env, {
    name: 'BIDSMITH_WORKER_THREADS',
    fallback: Math.max(2, Math.min(4, os.availableParallelism())),
    min: 0,
    max: 64,
    what: 'worker threads; 0 runs everything on the main thread',
  });
  // checked whether or not a key is set, as the README says: a bad value is refused at start, not when a key is added
  const anthropicUrl = url(env, 'ANTHROPIC_BASE_URL', ['http', 'https']);
  return {
    host,
    port,
    dataDir: path.resolve(env.BIDSMITH_DATA_DIR || defaultDataDir()),
    publicUrl: (url(env, 'PUBLIC_URL', ['http', 'https']) || `http://${host}:${port}`).replace(/\/+$/, ''),
    apiKey: env.BIDSMITH_API_KEY || undefined,
    logLevel: oneOf(env, { name: 'LOG_LEVEL', allowed: LOG_LEVELS, fallback: 'info' }),
    anthropic: env.ANTHROPIC_API_KEY
      ? { apiKey: env.ANTHROPIC_API_KEY, model: env.ANTHROPIC_MODEL || DEFAULT_CLAUDE_MODEL, baseURL: anthropicUrl }
      : null,
    embedder: embedderChoice(env),
    embedModel: env.BIDSMITH_EMBED_MODEL || undefined,
    embedApiKey: env.BIDSMITH_EMBED_API_KEY || undefined,
    smtp: smtpUrl ? { url: smtpUrl, from: env.SMTP_FROM || 'Bidsmith <no-reply@bidsmith.local>' } : null,
    signingSecret: env.SIGNING_SECRET || undefined,
    signLinkHours: int(env, { name: 'SIGN_LINK_HOURS', fallback: 72, min: 1, max: 8760, what: 'hours a signing link lasts' }),
    rateLimitPerMinute: int(env, {
      name: 'RATE_LIMIT_PER_MINUTE',
      fallback: 120,
      min: 1,
      max: 1_000_000,
      what: 'requests per key per minute',
    }),
    pdfRendersPerMinute: int(env, {
      name: 'PDF_RENDERS_PER_MINUTE',
      fallback: 10,
      min: 1,
      max: 10_000,
      what: 'PDF renders per key per minute',
    }),
    maxBodyBytes: 16 * 1024 * 1024,
    jobLeaseMs: int(env, {
      name: 'BIDSMITH_JOB_LEASE_MS',
      fallback: 30_000,
      min: 1000,
      max: 3_600_000,
      what: 'milliseconds a background job is held',
    }),
    workerThreads,
    jobSliceMs: int(env, {
      name: 'BIDSMITH_JOB_SLICE_MS',
      fallback: 2_000,
      min: 10,
      max: 3_600_000,
      what: 'milliseconds a background job runs before a waiting job gets its turn',
    }),
    jobStepMs: int(env, {
      name: 'BIDSMITH_JOB_STEP_MS',
      fallback: 120_000,
      min: 1_000,
      max: 86_400_000,
      what: 'milliseconds one turn of a background job may hold its thread before it is stopped',
    }),
    jobConcurrency: int(env, {
      name: 'BIDSMITH_JOB_CONCURRENCY',
      fallback: Math.max(1, workerThreads - 1),
      min: 1,
      max: 64,
      what: 'background jobs run at once',
    }),
  };
}

function buildSmtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.SMTP_HOST) return undefined;
  const auth = env.SMTP_USER ? `${encodeURIComponent(env.SMTP_USER)}:${encodeURIComponent(env.SMTP_PASS ?? '')}@` : '';
  const secure = oneOf(env, { name: 'SMTP_SECURE', allowed: ['true', 'false'], fallback: 'false' });
  const port = int(env, { name: 'SMTP_PORT', fallback: 587, min: 1, max: 65_535, what: 'the mail relay port' });
  return `${secure === 'true' ? 'smtps' : 'smtp'}://${auth}${env.SMTP_HOST}:${port}`;
}
