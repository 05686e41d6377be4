// OpenAPI 3.1 adapter: describes every tool of the registry, with schemas from zod's own z.toJSONSchema.
import { z } from 'zod';
import { ERROR_STATUS } from './errors';
import { isFileOutput, pathParams, type ToolDef } from './tool';

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string', description: 'What went wrong; for invalid_request it names the field.' },
        field: { type: 'string', description: 'The request field at fault (invalid_request).' },
        billing_required: { type: 'boolean' },
        required_addon: { type: 'string' },
        feature: { type: 'string', description: 'The plan feature that is missing: developer, documents or send.' },
        required_scope: { type: 'string', enum: ['read', 'write', 'send'] },
        retry_after: { type: 'integer', description: 'Seconds to wait (rate_limited).' },
        needs_force: { type: 'boolean' },
      },
    },
  },
};

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'invalid_request: something in the request is missing or wrong; the message names the field.',
  '401': 'unauthenticated: no key, an invalid or revoked key, or its creator is no longer an administrator.',
  '402': 'payment_required: the plan lacks the feature (developer access, RFP add-on, sending allowance).',
  '403': 'insufficient_scope (required_scope names it) or forbidden.',
  '404': 'not_found: nothing with that id in this account.',
  '409': 'conflict: stale version, already running, a limit reached, or already signed.',
  '429': 'rate_limited: wait the seconds in Retry-After.',
  '500': 'internal_error; 502 upstream_error and 503 unavailable also occur. Retry with backoff.',
};

export function buildOpenApi(tools: ToolDef[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const tool of tools) {
    const input = schemaOf(tool.input, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    const inPath = pathParams(tool.http.path);
    const props = input.properties ?? {};
    const required = new Set(input.required ?? []);
    const parameters = inPath.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } }));
    const rest = Object.keys(props).filter((k) => !inPath.includes(k));
    const hasBody = tool.http.method === 'POST' || tool.http.method === 'PATCH';
    if (!hasBody) {
      for (const name of rest)
        parameters.push({ name, in: 'query', required: required.has(name), schema: props[name] as object });
    }
    const bodySchema = {
      ...input,
      properties: Object.fromEntries(rest.map((k) => [k, props[k]])),
      required: [...required].filter((k) => rest.includes(k)),
    };
    const success = isFileOutput(tool.output)
      ? {
          description: tool.output.description,
          content: Object.fromEntries(
            tool.output.contentTypes.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }]),
          ),
        }
      : { description: 'Success.', content: { 'application/json': { schema: schemaOf(tool.output, 'output') } } };
    const responses: Record<string, unknown> = { '200': success };
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const operation: Record<string, unknown> = {
      operationId: tool.name,
      summary: tool.title,
      description: `${tool.description}\n\nScope: ${tool.http.scope}. MCP tool: ${tool.name}.`,
      'x-required-scope': tool.http.scope,
      parameters,
      responses,
    };
    if (hasBody)
      operation.requestBody = {
        required: bodySchema.required.length > 0,
        content: { 'application/json': { schema: bodySchema } },
      };
    paths[tool.http.path] ??= {};
    (paths[tool.http.path] as Record<string, unknown>)[tool.http.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bidsmith API',
      version: '1',
      description:
        "Drafts sales proposals and answers RFPs from the company's own knowledge. Every operation is also an MCP tool (same name as operationId) at /mcp and over stdio; MCP calls share the 120 requests a minute of the key. Errors are {error:{code,message,...}}. Choices where the contract is silent are listed in the README.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (starts with bsk_live_).' } },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}
