// A served library for answer-engine tests: one server for the file, and per test an account whose documents are
// added and indexed before its questions are asked through teach_fact (REST or MCP).
import { afterAll, beforeAll, expect } from 'vitest';
import { createWorker } from '../../src/jobs/worker';
import { jobs } from '../../src/workers/jobs';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, type TRANSPORTS } from '../helpers/server';

export function libraryServer() {
  const state: { ctx?: TestContext; server?: Awaited<ReturnType<typeof startTestServer>> } = {};
  beforeAll(async () => {
    state.ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' } });
    state.server = await startTestServer(state.ctx);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  /** A new account holding `documents` (name → Markdown), indexed; `ask` returns teach_fact's body. */
  return async (transport: (typeof TRANSPORTS)[number], documents: Record<string, string>) => {
    const ctx = state.ctx as TestContext;
    const { call, close } = await makeCaller(transport, (state.server as { url: string }).url, seedAccount(ctx).secret);
    for (const [name, text] of Object.entries(documents)) expect((await call('add_source', { name, text })).status).toBe(200);
    await createWorker(ctx, jobs).drain();
    const ask = async (message: string) => (await call('teach_fact', { message })).body;
    /** Runs the background jobs waiting (an RFP's reading). */
    const drain = () => createWorker(ctx, jobs).drain();
    return { call, ask, close, drain };
  };
}
