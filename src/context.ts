// What every handler receives: the app's dependencies (built once) plus, per call, who is calling and how.
import type Anthropic from '@anthropic-ai/sdk';
import type { AccountRow, KeyRow, UserRow } from '../store/accounts';
import type { Db } from '../store/db';
import type { Plan, Scope } from './accounts/plans';
import type { Config } from './config';
import type { EmbedderSlot } from './library/embedder';
import type { Logger } from './logger';
import type { Compute } from './workers/tasks';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Claude through @anthropic-ai/sdk, present only when ANTHROPIC_API_KEY is set (or a test injects one). */
export interface ClaudeEngine {
  client: Anthropic;
  model: string;
}

export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  claude: ClaudeEngine | null;
  /** The embedder in use, if any can run; swapped in when one becomes available. */
  embedder: EmbedderSlot;
  /** HMAC secret for signing links. */
  signingSecret: string;
  /**
   * Hooks into the background work (shared by every copy of the context): wake() after queuing a job; stop() at
   * shutdown raises the flag that stopping() reads, on every thread (the flag is memory shared with the threads).
   */
  jobs: { wake(): void; stopping(): boolean; stop(): void };
  /** Where heavy request work runs (search, answering, drafting, rendering): the worker-thread pool, or inline. */
  compute: Compute;
}

/** How a call arrived; local files (`path`) are read only for the two that run on the user's own machine. */
export type Transport = 'rest' | 'mcp-http' | 'mcp-stdio' | 'cli';

export interface Caller {
  account: AccountRow & { plan: Plan };
  user: UserRow;
  key: KeyRow;
  scopes: Scope[];
}

export interface ToolContext extends AppContext {
  caller: Caller;
  transport: Transport;
}
