// REST adapter: serves every tool of the registry under /api/v1, plus /mcp, the OpenAPI document and pages.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { authenticate, bearerSecret } from './accounts/keys';
import type { AppContext } from './context';
import { AppError } from './errors';
import { CORS, parseJson, readBody, send, sendError } from './http-io';
import { compile, match } from './http-routes';
import { invokeTool } from './invoke';
import { handleMcpHttp } from './mcp';
import { buildOpenApi } from './openapi';
import type { Page } from './pages/page';
import type { ToolDef } from './tool';

export const API_PREFIX = '/api/v1';

/** Query strings are text; turn them into the numbers and booleans the tool's schema declares. */
function queryTypes(tool: ToolDef): Record<string, string> {
  const schema = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, v.type ?? 'string']));
}

function coerce(value: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function createHttpHandler(ctx: AppContext, registry: { tools: ToolDef[]; pages: Page[] }) {
  const toolRoutes = registry.tools.map((t) => compile(t.http.method, API_PREFIX + t.http.path, t));
  const pageRoutes = registry.pages.map((p) => compile(p.method, p.path, p));
  const types = new Map(registry.tools.map((t) => [t, queryTypes(t)]));
  let openapi: unknown;

  async function serveTool(req: IncomingMessage, res: ServerResponse, tool: ToolDef, params: Record<string, string>, url: URL) {
    const caller = authenticate(ctx.db, bearerSecret(req.headers.authorization), ctx.clock.now());
    const body = await readBody(req, ctx.config.maxBodyBytes);
    const input: Record<string, unknown> = {};
    const typeOf = types.get(tool) ?? {};
    for (const [k, v] of url.searchParams) input[k] = coerce(v, typeOf[k]);
    if (tool.http.method === 'POST' || tool.http.method === 'PATCH') Object.assign(input, parseJson(body));
    for (const [k, v] of Object.entries(params)) input[k] = v;
    const result = await invokeTool(ctx, tool, input, { caller, transport: 'rest' });
    if (result.kind === 'json') return send(res, 200, result.body);
    const { file } = result.result;
    res.writeHead(200, {
      ...CORS,
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Content-Disposition': `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    });
    res.end(file.data);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return void res.end();
      }
      if (url.pathname === `${API_PREFIX}/openapi.json`) {
        if (method !== 'GET') throw new AppError('method_not_allowed', `${method} is not offered on ${url.pathname}.`);
        openapi ??= buildOpenApi(registry.tools, ctx.config.publicUrl);
        return send(res, 200, openapi);
      }
      if (url.pathname === '/mcp') {
        const caller = authenticate(ctx.db, bearerSecret(req.headers.authorization), ctx.clock.now());
        const body = method === 'POST' ? parseJson(await readBody(req, ctx.config.maxBodyBytes)) : undefined;
        for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
        return await handleMcpHttp(ctx, registry.tools, { req, res, body, caller });
      }
      const api = match(toolRoutes, method, url.pathname);
      if (api.route) return await serveTool(req, res, api.route.target, api.params, url);
      const page = match(pageRoutes, method, url.pathname);
      if (page.route) {
        const body = method === 'POST' ? await readBody(req, 1024 * 1024) : Buffer.alloc(0);
        return await page.route.target.handle(req, res, { ctx, params: page.params, body, query: url.searchParams });
      }
      const allowed = [...api.allowed, ...page.allowed];
      if (allowed.length > 0) {
        return send(
          res,
          405,
          new AppError(
            'method_not_allowed',
            `${method} is not offered on ${url.pathname}; use ${allowed.join(' or ')}.`,
          ).toBody(),
          { Allow: [...allowed, 'OPTIONS'].join(', ') },
        );
      }
      throw new AppError('not_found', `Nothing at ${url.pathname}. The API lives under ${API_PREFIX}.`);
    } catch (err) {
      if (!(err instanceof AppError)) ctx.logger.error('request failed', { path: url.pathname, error: String(err) });
      sendError(res, err);
      // a refused upload may still be streaming in; stop reading it
      if (err instanceof AppError && err.code === 'payload_too_large' && !req.complete) req.destroy();
    }
  };
}

/**
 * Idle keep-alive connections stay open longer than clients commonly keep theirs (undici/fetch 4 s, browsers and load
 * balancers about 60 s), so the client always closes first and never writes into a socket we are closing; Node
 * announces it to clients as `Keep-Alive: timeout=65`.
 */
const KEEP_ALIVE_MS = 65_000;

export async function startHttpServer(
  ctx: AppContext,
  registry: { tools: ToolDef[]; pages: Page[] },
  listen: { port: number; host: string },
): Promise<{ server: http.Server; url: string; close(graceMs?: number): Promise<void> }> {
  const server = http.createServer(createHttpHandler(ctx, registry));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // must exceed the keep-alive timeout, or a request arriving on an idle connection near its end is cut off
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return {
    server,
    url: `http://${host}:${addr.port}`,
    /** Stops accepting connections; requests in flight get `graceMs` to finish, then every connection is closed. */
    close: (graceMs = 0) =>
      new Promise<void>((resolve) => {
        // keep-alive connections turn idle as their last response ends: close them as they do
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
        if (graceMs <= 0) server.closeAllConnections();
      }),
  };
}
