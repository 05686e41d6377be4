// Starts the real HTTP server (REST + MCP) on an ephemeral port, and a real MCP SDK client against it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll } from 'vitest';
import { registry } from '../../src/app';
import type { AppContext } from '../../src/context';
import { ERROR_STATUS, type ErrorCode } from '../../src/errors';
import { startHttpServer } from '../../src/http';
import type { ToolDef } from '../../src/tool';
import { makeTestContext, type TestClock, type TestContext } from './context';

export async function startTestServer(ctx: AppContext) {
  return startHttpServer(ctx, registry, { port: 0, host: '127.0.0.1' });
}

export async function connectMcp(baseUrl: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'bidsmith-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${secret}` } },
  });
  await client.connect(transport);
  return client;
}

/** One answer shape for both transports: HTTP-like status and the JSON body (or the file). */
export interface CallResult {
  status: number;
  body: any;
  headers?: Headers;
  /** A download: its bytes, and the summary said beside it (MCP text, REST X-File-Summary). */
  file?: { contentType: string; data: Buffer; summary?: string };
}

export async function rest(
  baseUrl: string,
  secret: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<CallResult> {
  const headers: Record<string, string> = {};
  if (secret !== undefined) headers.Authorization = `Bearer ${secret}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return { status: res.status, body: await res.json(), headers: res.headers };
  const data = Buffer.from(await res.arrayBuffer());
  const summary = res.headers.get('x-file-summary') ?? undefined;
  return { status: res.status, body: undefined, headers: res.headers, file: { contentType: type, data, summary } };
}

function findTool(name: string): ToolDef {
  const tool = registry.tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
}

/** Calls a tool by name over REST: path params filled from input, the rest as query (GET/DELETE) or JSON body. */
export async function callRest(
  baseUrl: string,
  secret: string,
  name: string,
  input: Record<string, unknown> = {},
): Promise<CallResult> {
  const tool = findTool(name);
  const rest_ = { ...input };
  const path = tool.http.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    const v = rest_[p];
    delete rest_[p];
    return encodeURIComponent(String(v));
  });
  if (tool.http.method === 'GET' || tool.http.method === 'DELETE') {
    const qs = new URLSearchParams(Object.entries(rest_).map(([k, v]) => [k, String(v)])).toString();
    return rest(baseUrl, secret, tool.http.method, qs ? `${path}?${qs}` : path);
  }
  return rest(baseUrl, secret, tool.http.method, path, rest_);
}

/** Calls a tool over MCP and maps an isError result back to the status its code stands for. */
export async function callMcp(client: Client, name: string, input: Record<string, unknown> = {}): Promise<CallResult> {
  const result = (await client.callTool({ name, arguments: input })) as {
    isError?: boolean;
    content: Array<{ type: string; text?: string; resource?: { mimeType?: string; blob?: string } }>;
    structuredContent?: unknown;
  };
  if (result.isError) {
    const body = JSON.parse(result.content[0]?.text ?? '{}');
    return { status: ERROR_STATUS[body.error.code as ErrorCode], body };
  }
  const resource = result.content.find((c) => c.type === 'resource')?.resource;
  if (resource?.blob) {
    return {
      status: 200,
      body: undefined,
      file: {
        contentType: resource.mimeType ?? '',
        data: Buffer.from(resource.blob, 'base64'),
        summary: result.content.find((c) => c.type === 'text')?.text,
      },
    };
  }
  return { status: 200, body: result.structuredContent ?? JSON.parse(result.content[0]?.text ?? 'null') };
}

export type Call = (name: string, input?: Record<string, unknown>) => Promise<CallResult>;

/** The transports one test body runs over: `describe.each(TRANSPORTS)` then `makeCaller(t, baseUrl, secret)`. */
export const TRANSPORTS = ['rest', 'mcp'] as const;

export async function makeCaller(
  transport: (typeof TRANSPORTS)[number],
  baseUrl: string,
  secret: string,
): Promise<{ call: Call; close(): Promise<void> }> {
  if (transport === 'rest') return { call: (n, i) => callRest(baseUrl, secret, n, i), close: async () => {} };
  const client = await connectMcp(baseUrl, secret);
  return { call: (n, i) => callMcp(client, n, i), close: () => client.close() };
}

/**
 * One silent context and its server for a whole test file, started before its tests and closed after them:
 * `const live = sharedServer();` then `live.ctx`, `live.url` inside the tests.
 */
export function sharedServer(opts: { clock?: TestClock } = {}): { readonly ctx: TestContext; readonly url: string } {
  let ctx: TestContext | undefined;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    ctx = makeTestContext({ env: { LOG_LEVEL: 'silent' }, clock: opts.clock });
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get ctx() {
      if (!ctx) throw new Error('sharedServer: used before its beforeAll ran');
      return ctx;
    },
    get url() {
      if (!server) throw new Error('sharedServer: used before its beforeAll ran');
      return server.url;
    },
  };
}
