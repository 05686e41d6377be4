// The shape of one operation: defined once, served by the MCP, REST and OpenAPI adapters alike.
import type { z } from 'zod';
import type { Feature, Scope } from './accounts/plans';
import type { ToolContext } from './context';
import type { ErrorCode } from './errors';

export interface HttpBinding {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api/v1, with {param} segments named like input fields. */
  path: string;
  /** The one scope the operation needs; 'any' accepts every key. */
  scope: Scope | 'any';
}

/** Marks an operation whose result is a file download rather than JSON. */
export interface FileOutput {
  kind: 'file';
  contentTypes: string[];
  description: string;
}

export interface FileResult {
  file: { name: string; contentType: string; data: Buffer };
  /** Short text an agent reads alongside the file over MCP. */
  summary: string;
}

export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * The error codes an operation's own work may raise, each with when: what its OpenAPI operation lists (with those
 * every call can get, see errorsOf). test/foundation/error-codes.test.ts makes each one happen, and invokeTool logs
 * any other code a tool raises, so the declaration and the code cannot drift apart.
 */
export type ToolErrors = Partial<Record<ErrorCode, string>>;

type Output<O> = O extends FileOutput ? FileResult : O extends z.ZodType ? z.input<O> : never;

export interface ToolDef<I extends z.ZodObject = z.ZodObject, O extends z.ZodType | FileOutput = z.ZodType | FileOutput> {
  name: string;
  title: string;
  /** Written for an AI agent: when to use it and what comes back. */
  description: string;
  http: HttpBinding;
  /** Plan features the account needs; default ['developer'] (Starter plan or higher). */
  requires?: Feature[];
  /** An extra per-key limit on top of the general request rate (e.g. PDF renders). */
  extraLimit?: 'pdf';
  annotations: ToolAnnotations;
  errors: ToolErrors;
  /** A request a developer can copy (path parameters, query and body together); checked against `input` by the compiler. */
  example: z.input<I>;
  input: I;
  output: O;
  run(input: z.output<I>, ctx: ToolContext): Promise<Output<O>>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodType | FileOutput>(def: ToolDef<I, O>): ToolDef<I, O> {
  return def;
}

export function fileOutput(contentTypes: string[], description: string): FileOutput {
  return { kind: 'file', contentTypes, description };
}

export function isFileOutput(output: z.ZodType | FileOutput): output is FileOutput {
  return (output as FileOutput).kind === 'file';
}

/** Path parameter names of a binding, e.g. ['id', 'rid'] for /rfps/{id}/requirements/{rid}. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/**
 * Every error code a call of `tool` can get: those of the chain every call takes (key, rate, plan, scope, input, body
 * size, a failure of ours), then the tool's own. Refusals that come before any operation is chosen (405, 408, 431, a
 * malformed request line) are not an operation's and are described once in the OpenAPI document's info.
 */
export function errorsOf(tool: ToolDef): Array<{ code: ErrorCode; when: string }> {
  const out = new Map<ErrorCode, string>([
    ['invalid_request', 'something in the request is missing or wrong; the message and `field` name it'],
    ['unauthenticated', 'no key, an invalid or revoked key, or its creator is no longer an administrator'],
  ]);
  if ((tool.requires ?? ['developer']).length > 0) {
    const addon = tool.requires?.includes('documents') ? ' or the RFP responder add-on (`required_addon`)' : '';
    out.set('payment_required', `the plan lacks API access (Starter or higher, \`feature: "developer"\`)${addon}`);
  }
  if (tool.http.scope !== 'any')
    out.set('insufficient_scope', `the key lacks the "${tool.http.scope}" scope (\`required_scope\`)`);
  if (tool.http.method === 'POST' || tool.http.method === 'PATCH') out.set('payload_too_large', 'the request body is over 16 MB');
  out.set(
    'rate_limited',
    `over the key's requests a minute${tool.extraLimit === 'pdf' ? ', or its PDF renders a minute' : ''}; wait \`retry_after\` seconds`,
  );
  out.set('internal_error', 'a failure of ours, logged under the `request_id` the body carries; retry later');
  for (const [code, when] of Object.entries(tool.errors) as Array<[ErrorCode, string]>) {
    const before = out.get(code);
    out.set(code, before && code !== 'payload_too_large' ? `${before}; or ${when}` : when);
  }
  return [...out].map(([code, when]) => ({ code, when }));
}
