// The service's own HTTP endpoints besides the operations, all without a key: the API index at /api/v1, the docs,
// and the health check at /healthz that load balancers and container health checks call.
import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { countJobs } from '../store/jobs';
import { setSetting } from '../store/settings';
import { about } from './about';
import type { AppContext } from './context';
import { AppError } from './errors';
import { CORS, send } from './http-io';

export const API_PREFIX = '/api/v1';
export const HEALTH_PATH = '/healthz';
const DOCS_PATH = `${API_PREFIX}/docs`;

/** The index a developer finds at /api/v1: what this is and where everything else lives (paths on this host). */
export function apiIndex() {
  const { name, version } = about();
  return {
    name,
    version,
    description: "Drafts sales proposals and answers RFPs from a company's own knowledge. Send an API key as a bearer token.",
    links: {
      openapi: `${API_PREFIX}/openapi.json`,
      docs: DOCS_PATH,
      mcp: '/mcp',
      health: HEALTH_PATH,
    },
  };
}

/**
 * Process up (it answers), database writable (a one-row write in the settings table), and the background jobs queued
 * and running. 503 when the database cannot be written; the detail goes to the log, never into the answer.
 */
export function health(ctx: AppContext): { status: number; body: Record<string, unknown> } {
  try {
    setSetting(ctx.db, 'health_checked_at', new Date(ctx.clock.now()).toISOString());
    const jobs = countJobs(ctx.db);
    return { status: 200, body: { status: 'ok', database: 'writable', queued_jobs: jobs.queued, running_jobs: jobs.running } };
  } catch (err) {
    ctx.logger.error('health check: database not writable', { error: String(err) });
    return { status: 503, body: { status: 'unavailable', database: 'not writable' } };
  }
}

/** Answers the index, the docs and the health check; false when the path is none of them. */
export async function serveMeta(ctx: AppContext, a: { res: ServerResponse; method: string; pathname: string }): Promise<boolean> {
  const { res, method, pathname } = a;
  const endpoint = ENDPOINTS.find((e) => e.paths.includes(pathname));
  if (!endpoint) return false;
  if (!endpoint.methods.includes(method)) {
    const refusal = new AppError(
      'method_not_allowed',
      `${method} is not offered on ${pathname}; use ${endpoint.methods.join(' or ')}.`,
    );
    send(res, 405, refusal.toBody(), { Allow: [...endpoint.methods, 'OPTIONS'].join(', ') });
    return true;
  }
  await endpoint.answer(ctx, res);
  return true;
}

const ENDPOINTS: Array<{
  paths: string[];
  methods: string[];
  answer(ctx: AppContext, res: ServerResponse): Promise<void> | void;
}> = [
  { paths: [API_PREFIX, `${API_PREFIX}/`], methods: ['GET'], answer: (_ctx, res) => send(res, 200, apiIndex()) },
  {
    paths: [HEALTH_PATH],
    methods: ['GET', 'HEAD'],
    answer(ctx, res) {
      const { status, body } = health(ctx);
      // a health check must never be answered from a cache
      send(res, status, body, { 'Cache-Control': 'no-store' });
    },
  },
  {
    paths: [DOCS_PATH],
    methods: ['GET'],
    async answer(_ctx, res) {
      const text = await fs.readFile(new URL('../README.md', import.meta.url));
      res.writeHead(200, { ...CORS, 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Length': String(text.length) });
      res.end(text);
    },
  },
];
