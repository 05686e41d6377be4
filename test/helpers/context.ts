// Builds a real context for tests: a real SQLite file in a temp dir, a settable clock, captured logs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from '../../src/accounts/admin';
import type { Plan, Scope } from '../../src/accounts/plans';
import { createContext } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { AppContext, ClaudeEngine } from '../../src/context';
import type { EmbedderSlot } from '../../src/library/embedder';
import { createLogger } from '../../src/logger';
import { openDatabase } from '../../store/db';

export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start = Date.parse('2026-11-21T10:00:00Z')): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => (t = ms), advance: (ms) => (t += ms) };
}

export interface TestContext extends AppContext {
  /** Every log line written, to check that no secret is ever logged. */
  logLines: string[];
  dataDir: string;
}

export function tempDir(prefix = 'bidsmith-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function makeTestContext(
  opts: {
    env?: Record<string, string>;
    clock?: TestClock;
    claude?: ClaudeEngine | null;
    embedder?: EmbedderSlot;
    config?: Partial<Config>;
  } = {},
): TestContext {
  const dataDir = tempDir();
  // inline by default, so tests can inject embedders, fake Claude clients and manual clocks; a test that sets
  // BIDSMITH_WORKER_THREADS gets real threads, which build their own engines from the config
  const env = { BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'debug', BIDSMITH_WORKER_THREADS: '0', ...opts.env };
  const config = { ...loadConfig(env), ...opts.config };
  const logLines: string[] = [];
  const ctx = createContext(config, {
    db: openDatabase(path.join(dataDir, 'bidsmith.db')),
    clock: opts.clock ?? { now: () => Date.now() },
    logger: createLogger('debug', (line) => logLines.push(line)),
    claude: opts.claude ?? null,
    embedder: opts.embedder,
  });
  return Object.assign(ctx, { logLines, dataDir });
}

/** An account with an admin key; `scopes` and `plan` shape what the key may do. */
export function seedAccount(ctx: AppContext, opts: { name?: string; plan?: Plan; rfp?: boolean; scopes?: Scope[] } = {}) {
  const created = createAccount(ctx.db, {
    name: opts.name ?? 'Acme Test',
    plan: opts.plan ?? 'Business',
    rfpAddon: opts.rfp ?? true,
    scopes: opts.scopes,
    adminEmail: `admin-${Math.random().toString(36).slice(2, 8)}@example.com`,
    now: ctx.clock.now(),
  });
  return { ...created, secret: created.key.secret };
}
