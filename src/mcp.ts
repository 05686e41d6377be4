// MCP adapter: serves every tool of the registry over stdio and over Streamable HTTP at /mcp.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type CallToolRequest, type CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { about } from './about';
import { authenticate } from './accounts/keys';
import type { AppContext, Caller, Transport } from './context';
import { AppError, answerFor } from './errors';
import { newId } from './ids';
import { invokeTool } from './invoke';
import type { ToolDef } from './tool';

function jsonSchema(schema: z.ZodType, io: 'input') {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest as { type: 'object'; [k: string]: unknown };
}

/**
 * What an agent reads on every turn: name, title, when to use the tool and what comes back (the description), the full
 * input schema and the annotations. No outputSchema: the spec makes it optional, the SDK client validates
 * structuredContent only against one that is declared, and the answers are JSON whose field names say what they are.
 * The output schemas with every field's meaning (about 95 KB for all tools) are in the OpenAPI document instead.
 */
export function listTools(tools: ToolDef[]) {
  return tools.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: jsonSchema(t.input, 'input'),
    annotations: t.annotations,
  }));
}

/**
 * tools/call registered with only its method checked: the SDK then validates the params itself and answers a malformed
 * call (arguments as a string or null, no name) with -32602 invalid params. Registered with the SDK's full schema, its
 * parse fails first and the client gets -32603 internal error instead.
 */
const ToolsCall = z.object({ method: z.literal('tools/call'), params: z.unknown() });

function errorResult(err: AppError): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(err.toBody()) }] };
}

export function createMcpServer(
  ctx: AppContext,
  tools: ToolDef[],
  who: { transport: Transport; caller(): Caller; requestId?: string },
): Server {
  const server = new Server({ name: 'bidsmith', version: about().version }, { capabilities: { tools: {} } });
  const byName = new Map(tools.map((t) => [t.name, t]));
  const listed = listTools(tools);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  server.setRequestHandler(ToolsCall, async (request): Promise<CallToolResult> => {
    // the SDK has validated these params against its own schema before calling here
    const { params } = request as unknown as CallToolRequest;
    const tool = byName.get(params.name);
    if (!tool) return errorResult(new AppError('not_found', `No tool named ${params.name}.`));
    const requestId = who.requestId ?? newId('req');
    try {
      const result = await invokeTool(ctx, tool, params.arguments ?? {}, {
        caller: who.caller(),
        transport: who.transport,
        requestId,
      });
      if (result.kind === 'json') {
        return {
          content: [{ type: 'text', text: JSON.stringify(result.body) }],
          structuredContent: result.body as Record<string, unknown>,
        };
      }
      const { file, summary } = result.result;
      return {
        content: [
          { type: 'text', text: summary },
          {
            type: 'resource',
            resource: {
              uri: `bidsmith://files/${encodeURIComponent(file.name)}`,
              mimeType: file.contentType,
              blob: file.data.toString('base64'),
            },
          },
        ],
      };
    } catch (err) {
      return errorResult(answerFor(err, { logger: ctx.logger, requestId, where: { tool: tool.name, transport: who.transport } }));
    }
  });
  return server;
}

/** Streamable HTTP, stateless: a fresh server and transport per request, acting as the request's key. */
export async function handleMcpHttp(
  ctx: AppContext,
  tools: ToolDef[],
  a: { req: IncomingMessage; res: ServerResponse; body: unknown; caller: Caller; requestId: string },
): Promise<void> {
  const server = createMcpServer(ctx, tools, { transport: 'mcp-http', caller: () => a.caller, requestId: a.requestId });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  a.res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(a.req, a.res, a.body);
}

/**
 * stdio: acts as the key in BIDSMITH_API_KEY, checked on every call so a revoked key stops working at once. `ended`
 * resolves when the client closes our stdin (it went away), so the process can shut down instead of lingering.
 */
export async function serveMcpStdio(ctx: AppContext, tools: ToolDef[]): Promise<{ server: Server; ended: Promise<void> }> {
  const server = createMcpServer(ctx, tools, {
    transport: 'mcp-stdio',
    caller: () => authenticate(ctx.db, ctx.config.apiKey, ctx.clock.now()),
  });
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  // the SDK reads at most 10 MB per message by default, under a base64 upload the tools accept; past its limit it
  // closes the transport and stops reading, so every later call would hang (new-user trial 14): a larger limit, and
  // a transport that closes ends the process, which the client sees at once
  const transport = new StdioServerTransport(process.stdin, process.stdout, { maxBufferSize: MAX_STDIO_MESSAGE_BYTES });
  await server.connect(transport);
  const closed = transport.onclose;
  transport.onclose = () => {
    closed?.();
    end();
  };
  const failed = transport.onerror;
  transport.onerror = (err) => {
    failed?.(err);
    ctx.logger.error('MCP stdio transport failed; stopping', { error: err.message });
  };
  return { server, ended };
}

/** The largest MCP message read over stdio: a 12 MB file in base64 is 16 MB of JSON; a text of 30 MB is refused by the tool. */
export const MAX_STDIO_MESSAGE_BYTES = 48 * 1024 * 1024;
