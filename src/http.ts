// REST adapter: serves every tool of the registry under /api/v1, plus /mcp, the OpenAPI document and pages.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';
import { authenticate, bearerSecret } from './accounts/keys';
import type { AppContext } from './context';
import { AppError, answerFor, invalid } from './errors';
import { asciiFold, CORS, lingerAfter, parseJson, readBody, send, sendError, sendRawError, summaryHeader } from './http-io';
import { API_PREFIX, serveMeta } from './http-meta';
import { compile, match, requestTarget } from './http-routes';
import { newId } from './ids';
import { chargeRate, invokeTool } from './invoke';
import { handleMcpHttp } from './mcp';
import { buildOpenApi } from './openapi';
import type { Page } from './page';
import type { ToolDef } from './tool';

/** Request bodies of the signing pages' forms are small. */
const PAGE_BODY_BYTES = 1024 * 1024;
/** JSON bodies past this size are parsed on a worker thread: 14 MB of base64 took ~150 ms to decode and parse. */
const PARSE_ELSEWHERE_BYTES = 1024 * 1024;

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

  /** A JSON body; a large one (a base64 upload) is decoded and parsed on a worker thread, off the request thread. */
  function jsonOf(body: Buffer): Promise<Record<string, unknown>> {
    return body.length > PARSE_ELSEWHERE_BYTES
      ? ctx.compute.run('parseJson', { body }, { move: [body] })
      : Promise.resolve(parseJson(body));
  }

  async function serveTool(
    req: IncomingMessage,
    res: ServerResponse,
    a: { tool: ToolDef; params: Record<string, string>; query: URLSearchParams; requestId: string },
  ) {
    const { tool } = a;
    const caller = authenticate(ctx.db, bearerSecret(req.headers.authorization), ctx.clock.now());
    const body = await readBody(req, ctx.config.maxBodyBytes);
    const typeOf = types.get(tool) ?? {};
    const fromBody = tool.http.method === 'POST' || tool.http.method === 'PATCH' ? await jsonOf(body) : {};
    // a path parameter named again in the body or query with another value would otherwise be silently overruled
    // by the path (PATCH /proposals/P-1 {"number":"P-2"} changed P-1), so it is refused, naming the field
    for (const [name, value] of Object.entries(a.params)) {
      const given = Object.hasOwn(fromBody, name) ? fromBody[name] : (a.query.get(name) ?? undefined);
      if (given !== undefined && String(given) !== value) {
        throw invalid(
          name,
          `given in the path as ${JSON.stringify(value)}; leave it out of the body and query, or send the same value.`,
        );
      }
    }
    // built from entries, never assigned: a "__proto__" key stays a plain key (which invokeTool drops), not a prototype
    const input = Object.fromEntries([
      ...[...a.query].map(([k, v]) => [k, coerce(v, typeOf[k])]),
      ...Object.entries(fromBody),
      ...Object.entries(a.params),
    ]);
    const result = await invokeTool(ctx, tool, input, { caller, transport: 'rest', requestId: a.requestId });
    if (result.kind === 'json') return send(res, 200, result.body);
    const { file, summary } = result.result;
    res.writeHead(200, {
      ...CORS,
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.length),
      'Content-Disposition': `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      // what MCP says beside the file (stale, unverified, unreviewed answers) is said over REST too
      ...(summary ? { 'X-File-Summary': summaryHeader(summary) } : {}),
    });
    res.end(file.data);
  }

  async function route(req: IncomingMessage, res: ServerResponse, a: { method: string; requestId: string }): Promise<void> {
    const { method, requestId } = a;
    const { pathname, query } = requestTarget(req.url);
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    if (pathname === `${API_PREFIX}/openapi.json`) {
      if (method !== 'GET') throw new AppError('method_not_allowed', `${method} is not offered on ${pathname}.`);
      openapi ??= buildOpenApi(registry.tools, ctx.config.publicUrl);
      return send(res, 200, openapi);
    }
    if (await serveMeta(ctx, { res, method, pathname })) return;
    if (pathname === '/mcp') {
      const caller = authenticate(ctx.db, bearerSecret(req.headers.authorization), ctx.clock.now());
      const body = method === 'POST' ? await jsonOf(await readBody(req, ctx.config.maxBodyBytes)) : undefined;
      // every MCP request counts in the key's budget: tools/call where the tool runs (invokeTool), the rest here
      // (200 tools/list of 38 KB each had gone uncounted; new-user trial 21); opening a session is free
      const rpc = body as { method?: unknown; id?: unknown } | undefined;
      if (typeof rpc?.method === 'string' && rpc.id !== undefined && !['tools/call', 'initialize'].includes(rpc.method))
        chargeRate(ctx, caller, 'requests');
      for (const [k, v] of Object.entries(CORS)) res.setHeader(k, v);
      return await handleMcpHttp(ctx, registry.tools, { req, res, body, caller, requestId });
    }
    const api = match(toolRoutes, method, pathname);
    if (api.route) return await serveTool(req, res, { tool: api.route.target, params: api.params, query, requestId });
    const page = match(pageRoutes, method, pathname, { raw: true });
    if (page.route) {
      const body = method === 'POST' ? await readBody(req, PAGE_BODY_BYTES) : Buffer.alloc(0);
      return await page.route.target.handle(req, res, { ctx, params: page.params, body, query, requestId });
    }
    const allowed = [...api.allowed, ...page.allowed];
    if (allowed.length > 0) {
      const refusal = new AppError('method_not_allowed', `${method} is not offered on ${pathname}; use ${allowed.join(' or ')}.`);
      return send(res, 405, refusal.toBody(), { Allow: [...allowed, 'OPTIONS'].join(', ') });
    }
    throw new AppError('not_found', `Nothing at ${pathname}. The API lives under ${API_PREFIX}.`);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newId('req');
    const method = (req.method ?? 'GET').toUpperCase();
    res.setHeader('X-Request-Id', requestId);
    try {
      await route(req, res, { method, requestId });
    } catch (err) {
      const e = answerFor(err, { logger: ctx.logger, requestId, where: { method, path: req.url?.slice(0, 200) } });
      sendError(res, e);
      if (e.code === 'payload_too_large') lingerAfter(req, res);
    }
  };
}

/**
 * Idle keep-alive connections stay open longer than clients commonly keep theirs (undici/fetch 4 s, browsers and load
 * balancers about 60 s), so the client always closes first and never writes into a socket we are closing; Node
 * announces it to clients as `Keep-Alive: timeout=65`.
 */
const KEEP_ALIVE_MS = 65_000;

/** The answer to what the HTTP parser refused (no request object exists), or null when the socket is beyond answering. */
function clientErrorAnswer(err: NodeJS.ErrnoException, socket: Socket): AppError | null {
  // like node's own handler: answer only when no response of this connection has started
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return null;
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return new AppError('headers_too_large', 'The request headers are too large (16 KB at most).');
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('request_timeout', 'The request took too long to arrive.');
  return new AppError('invalid_request', 'headers: not valid HTTP (a malformed request line, header or Content-Length).', {
    field: 'headers',
  });
}

/** What the HTTP parser refuses gets the same JSON error body as everything else (node's default is an empty one). */
function onClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  const answer = clientErrorAnswer(err, socket);
  if (answer) sendRawError(socket, answer);
  else socket.destroy();
}

export async function startHttpServer(
  ctx: AppContext,
  registry: { tools: ToolDef[]; pages: Page[] },
  listen: { port: number; host: string },
): Promise<{ server: http.Server; url: string; close(graceMs?: number): Promise<void> }> {
  const server = http.createServer(createHttpHandler(ctx, registry));
  server.on('clientError', onClientError);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // must exceed the keep-alive timeout, or a request arriving on an idle connection near its end is cut off
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      // name the setting to change: "getaddrinfo ENOTFOUND bogus" alone does not say it came from HOST
      const where = `${listen.host}:${listen.port}`;
      const why =
        err.code === 'ENOTFOUND' || err.code === 'EADDRNOTAVAIL' || err.code === 'EAI_AGAIN'
          ? `HOST=${listen.host} is not an address of this machine (${err.code}); use 127.0.0.1, 0.0.0.0 or one of its names`
          : err.code === 'EADDRINUSE'
            ? `${where} is already in use (EADDRINUSE); set PORT to a free port, or stop what listens there`
            : err.code === 'EACCES'
              ? `listening on ${where} is not allowed (EACCES); set PORT above 1023, or run with the right to use it`
              : undefined;
      reject(why ? Object.assign(new Error(why), { code: err.code }) : err);
    });
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

/**
 * The file name as plain ASCII for the header's `filename` (clients that ignore `filename*`, such as `curl -OJ`):
 * accents dropped ("Técnicos" → "Tecnicos"), any other character outside printable ASCII, and quotes, made "_".
 */
function asciiName(name: string): string {
  return asciiFold(name).replace(/[?"\\]/g, '_');
}
