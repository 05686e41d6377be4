// What a hostile run attacks and how it reaches it: requests over REST (written by hand, so any value can be sent) and
// MCP (the SDK client), valid base inputs per operation, the ids each account holds, and snapshots of all it can read.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ERROR_STATUS, type ErrorCode } from '../../src/errors';
import { exampleOf, type HostileCase, type Operation, withValueAt } from './cases';

export interface Answer {
  status: number;
  body: any;
  /** Set when no HTTP answer came: a reset, a refused connection, or no answer within the hang limit. */
  failure?: string;
  ms: number;
  bytes: number;
}

/** `raw.path` replaces only the path parameter `raw.param` (the one under attack); the others stay valid. */
export type Send = (
  op: Operation,
  input: Record<string, unknown>,
  raw?: { path?: string; param?: string; json?: string },
) => Promise<Answer>;

/** Seconds after which a call counts as hung. */
export const HANG_MS = 10_000;

const RAW = '__raw_json_value__';

/** Calls over REST as `secret()`; a call without an answer after `timeoutMs` (HANG_MS by default) is abandoned. */
export function restSender(baseUrl: string, secret: () => string, a: { timeoutMs?: number } = {}): Send {
  return async (op, input, raw) => {
    // a lone surrogate cannot be percent-encoded; it goes into the path as it is
    const encode = (v: string) => (/\p{Surrogate}/u.test(v) ? v : encodeURIComponent(v));
    const path = op.path.replace(/\{(\w+)\}/g, (_, p: string) =>
      raw?.path !== undefined && (raw.param === undefined || raw.param === p) ? raw.path : encode(String(input[p])),
    );
    const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !op.pathParams.includes(k)));
    const hasBody = op.method === 'POST' || op.method === 'PATCH';
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/v1${path}`, {
        method: op.method,
        headers: { Authorization: `Bearer ${secret()}`, 'Content-Type': 'application/json' },
        body: hasBody ? (raw?.json ?? JSON.stringify(rest)) : undefined,
        signal: AbortSignal.timeout(a.timeoutMs ?? HANG_MS),
      });
      const data = Buffer.from(await res.arrayBuffer());
      const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
      const body = json ? JSON.parse(data.toString('utf8')) : undefined;
      return { status: res.status, body, ms: performance.now() - started, bytes: data.length };
    } catch (err) {
      const why = err instanceof Error ? `${err.name}: ${err.message} ${String((err as any).cause ?? '')}` : String(err);
      return { status: 0, body: undefined, failure: why, ms: performance.now() - started, bytes: 0 };
    }
  };
}

export function mcpSender(client: () => Client): Send {
  return async (op, input) => {
    const started = performance.now();
    try {
      const result = (await client().callTool({ name: op.name, arguments: input }, undefined, { timeout: HANG_MS })) as {
        isError?: boolean;
        content: Array<{ type: string; text?: string }>;
        structuredContent?: unknown;
      };
      const text = result.content.find((c) => c.type === 'text')?.text ?? '';
      const ms = performance.now() - started;
      if (!result.isError) return { status: 200, body: result.structuredContent, ms, bytes: text.length };
      const body = JSON.parse(text);
      return { status: ERROR_STATUS[body.error.code as ErrorCode] ?? 500, body, ms, bytes: text.length };
    } catch (err) {
      // a JSON-RPC error: invalid params is the client's fault, anything else the server's
      const code = (err as { code?: number }).code;
      const status = code === -32602 ? 400 : 500;
      return { status, body: { error: { message: String(err) } }, ms: performance.now() - started, bytes: 0 };
    }
  };
}

/** One hostile case as a call: its input, and the raw parts (escapes, JSON numbers) REST writes as they are. */
export function caseCall(
  c: HostileCase,
  base: Record<string, unknown>,
): { input: Record<string, unknown>; raw?: { path?: string; param?: string; json?: string } } {
  if (c.in === 'smuggled') {
    const params = Object.fromEntries(c.op.pathParams.map((p) => [p, base[p]]));
    const body = Object.fromEntries(Object.entries(base).filter(([k]) => !c.op.pathParams.includes(k)));
    return { input: Object.defineProperty(params, '__proto__', { value: body, enumerable: true }) };
  }
  if (c.in === 'path')
    return {
      input: { ...base, [c.target]: c.value.value },
      raw: c.value.raw ? { path: c.value.raw, param: c.target } : undefined,
    };
  const input = withValueAt({ base, path: c.target, value: c.value.raw ? RAW : c.value.value, schema: c.op.body });
  if (!c.value.raw) return { input };
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !c.op.pathParams.includes(k)));
  return { input, raw: { json: JSON.stringify(rest).replace(`"${RAW}"`, c.value.raw) } };
}

/** Inputs whose example from the schema alone is not a valid call. */
const BASE_OVERRIDES: Record<string, Record<string, unknown>> = {
  add_source: { name: 'Hostile notes.txt', text: 'Backups run nightly and are encrypted.' },
  upload_rfp: { name: 'Hostile questionnaire.md', text: '# Questions\n\n1.1 Do you encrypt data at rest?\n' },
};

/** The GET that lists what a path parameter names: /library/sources for {id} of /library/sources/{id}/..., and
 *  /rfps/{id}/requirements for {rid} of /rfps/{id}/requirements/{rid}/... (the first parameter when none is named). */
function listOpFor(ops: Operation[], op: Operation, param?: string): Operation | undefined {
  const at = op.path.indexOf(`/{${param ?? op.pathParams[0]}}`);
  const prefix = op.path.slice(0, at < 0 ? op.path.indexOf('/{') : at);
  return ops.find((o) => o.method === 'GET' && o.path === prefix);
}

/** The items of a list answer: the first array in it. */
export function itemsOf(body: unknown): Array<Record<string, unknown>> {
  const list = Object.values((body ?? {}) as Record<string, unknown>).find(Array.isArray);
  return (list ?? []) as Array<Record<string, unknown>>;
}

/** A valid input for every operation: the schema's example, and the account's newest item for path parameters. */
export async function baseInputs(ops: Operation[], send: Send): Promise<Map<string, Record<string, unknown>>> {
  const bases = new Map<string, Record<string, unknown>>();
  for (const op of ops) {
    const base = { ...(exampleOf(op.body) as Record<string, unknown>), ...BASE_OVERRIDES[op.name] };
    for (const p of op.pathParams) {
      // a nested parameter is listed under the ones before it (the requirements of the RFP named by {id})
      const list = listOpFor(ops, op, p);
      const items = list ? itemsOf((await send(list, base)).body) : [];
      base[p] = items[0]?.[p] ?? items[0]?.id ?? 'missing';
    }
    bases.set(op.name, base);
  }
  return bases;
}

/** Everything an account can read: each list, each listed item, and each item read by its id (JSON answers only). */
export async function snapshot(ops: Operation[], send: Send): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const list of ops.filter((o) => o.method === 'GET' && o.pathParams.length === 0)) {
    const body = (await send(list, {})).body;
    out.set(list.name, JSON.stringify(body));
    for (const item of itemsOf(body)) {
      const id = String(item.number ?? item.id);
      out.set(`${list.name} item ${id}`, JSON.stringify(item));
      for (const one of ops.filter(
        (o) => o.method === 'GET' && !o.file && o.pathParams.length === 1 && listOpFor(ops, o) === list,
      )) {
        const answer = await send(one, { [one.pathParams[0] as string]: id });
        out.set(`${one.name} ${id}`, JSON.stringify([answer.status, answer.body]));
      }
    }
  }
  return out;
}

/** Keys of `before` that read differently afterwards, skipping whole lists (when `lists` is false) and touched ids. */
export function changed(before: Map<string, string>, after: Map<string, string>, a: { lists: boolean; touched: Set<string> }) {
  return [...before.keys()].filter((key) => {
    const id = key.split(' ').pop() ?? '';
    if (!key.includes(' ') && !a.lists) return false;
    if (a.touched.has(id)) return false;
    return before.get(key) !== after.get(key);
  });
}

/** The GET that reads back what a successful write made or changed, with its input. */
export function readBack(ops: Operation[], op: Operation, input: Record<string, unknown>, body: any) {
  for (const get of ops.filter((o) => o.method === 'GET' && !o.file && o.pathParams.length > 0)) {
    if (op.path.startsWith(get.path) && get.pathParams.every((p) => op.pathParams.includes(p))) {
      return { get, input: Object.fromEntries(get.pathParams.map((p) => [p, input[p]])) };
    }
    const made = Object.values(body ?? {}).find((v) => v && typeof v === 'object' && !Array.isArray(v)) as any;
    const p = get.pathParams[0] as string;
    if (get.path === `${op.path}/{${p}}` && made && (made[p] ?? made.id) !== undefined) {
      return { get, input: { [p]: made[p] ?? made.id } };
    }
  }
  return undefined;
}

/** What an account holds before an attack: drafted proposals, a source and a fact, made through the API. */
export async function seedWorld(
  ops: Operation[],
  a: { send: Send; proposals: number; drain?: () => Promise<void> },
): Promise<void> {
  const op = (name: string) => ops.find((o) => o.name === name) as Operation;
  for (let i = 1; i <= a.proposals; i++) {
    await a.send(op('draft_proposal'), {
      notes: `Proposal for Customer ${i}: ${i * 10} seats at $20/seat/month. Valid for 45 days.`,
    });
  }
  await a.send(op('add_source'), { name: 'Security policy', text: '# Security\n\nData is encrypted at rest with AES-256.' });
  await a.send(op('teach_fact'), { message: 'Our headquarters are in Lisbon.' });
  await a.send(op('upload_rfp'), { name: 'Buyer questionnaire.md', text: '# Security\n\n1.1 Do you encrypt data at rest?\n' });
  await a.drain?.();
}
