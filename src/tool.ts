// The shape of one operation: defined once, served by the MCP, REST and OpenAPI adapters alike.
import type { z } from 'zod';
import type { Feature, Scope } from './accounts/plans';
import type { ToolContext } from './context';

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
