// The one path every call takes, whatever the transport: rate limit, plan, scope, input, handler, output.
import { z } from 'zod';
import { storageFailure } from '../store/db';
import { hitRateWindow } from '../store/usage';
import { featuresOf } from './accounts/plans';
import type { AppContext, Caller, ToolContext, Transport } from './context';
import { AppError, answerFor } from './errors';
import { newId } from './ids';
import { safeInput } from './safe-input';
import { errorsOf, type FileResult, isFileOutput, type ToolDef } from './tool';

export type ToolResult = { kind: 'json'; body: unknown } | { kind: 'file'; result: FileResult };

/** Counts the call in the key's shared one-minute window; 429 with retry_after when over. */
export function chargeRate(ctx: AppContext, caller: Caller, bucket: 'requests' | 'pdf'): void {
  const limit = bucket === 'pdf' ? ctx.config.pdfRendersPerMinute : ctx.config.rateLimitPerMinute;
  const now = ctx.clock.now();
  const windowStart = now - (now % 60_000);
  let count = 0;
  try {
    count = hitRateWindow(ctx.db, { keyId: caller.key.id, bucket, windowStart });
  } catch (err) {
    // a disk that refuses writes (full) cannot count the call; reads go on working, writes fail on their own
    if (!storageFailure(err)) throw err;
  }
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000));
    const what = bucket === 'pdf' ? `${limit} PDF renders` : `${limit} requests`;
    throw new AppError('rate_limited', `Too many requests: this key may make ${what} a minute. Retry in ${retryAfter} s.`, {
      retry_after: retryAfter,
    });
  }
}

function checkAccess(tool: ToolDef, caller: Caller): void {
  const features = featuresOf(caller.account.plan, caller.account.rfp_addon === 1);
  for (const needed of tool.requires ?? ['developer']) {
    if (features.includes(needed)) continue;
    if (needed === 'documents') {
      throw new AppError('payment_required', 'RFP responses need the RFP responder add-on.', {
        billing_required: true,
        required_addon: 'rfp_responder',
        feature: 'documents',
      });
    }
    throw new AppError(
      'payment_required',
      `API access needs the Starter plan or higher (this account is on ${caller.account.plan}).`,
      {
        billing_required: true,
        feature: needed,
      },
    );
  }
  const scope = tool.http.scope;
  if (scope !== 'any' && !caller.scopes.includes(scope)) {
    throw new AppError('insufficient_scope', `This key lacks the "${scope}" scope needed for ${tool.name}.`, {
      required_scope: scope,
    });
  }
}

/** A field the tool does not take ("file" for add_source) is named, never silently dropped (a typo would lose data). */
function unknownField(tool: ToolDef, input: unknown): void {
  if (!(tool.input instanceof z.ZodObject) || typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const known = Object.keys(tool.input.shape);
  const extra = Object.keys(input).find((k) => !known.includes(k));
  if (extra === undefined) return;
  throw new AppError('invalid_request', `${extra}: is not a field of ${tool.name} (it takes ${known.join(', ') || 'none'})`, {
    field: extra,
  });
}

/** Names the first failing field and why, e.g. "lineItems.0.y1: Invalid input: expected number, received string". */
export function describeZodError(error: z.ZodError): AppError {
  let issue = error.issues[0];
  // a union says only "Invalid input"; its first branch's own complaint says what was expected
  while (issue?.code === 'invalid_union' && issue.errors[0]?.[0]) {
    const inner = issue.errors[0][0];
    issue = { ...inner, path: [...issue.path, ...inner.path] } as typeof issue;
  }
  // an unknown key is named itself (settings.sal), not only the object holding it
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : (issue?.path ?? []);
  const field = path.length > 0 ? path.join('.') : 'body';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem(s))` : '';
  // a missing field says so, not "expected string, received undefined"
  const missing = issue?.code === 'invalid_type' && /received undefined$/.test(issue.message);
  const message =
    issue?.code === 'unrecognized_keys'
      ? 'is not a known name'
      : missing
        ? `is required (${(issue?.message ?? '').replace(/^Invalid input: /, '').replace(/, received undefined$/, '')})`
        : (issue?.message ?? 'invalid');
  return new AppError('invalid_request', `${field}: ${message}${more}`, { field });
}

/**
 * Runs one call of `tool` for `call.caller`. Whatever the transport decoded is first made a plain copy without
 * prototype keys (safeInput), then checked by the tool's schema. Anything unexpected becomes a 5xx that is logged with
 * `call.requestId` (one is made when the transport has none) and carries it in its body.
 */
export async function invokeTool(
  ctx: AppContext,
  tool: ToolDef,
  rawInput: unknown,
  call: { caller: Caller; transport: Transport; requestId?: string },
): Promise<ToolResult> {
  const requestId = call.requestId ?? newId('req');
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await invokeChecked(ctx, tool, rawInput, { ...call, requestId });
  } catch (err) {
    outcome = err instanceof AppError ? err.code : 'internal_error';
    throw err;
  } finally {
    // one line per call at debug level (LOG_LEVEL=debug): which operation, for whom, how it ended, how long it took;
    // never the input, which holds customers' documents and notes
    ctx.logger.debug('call', {
      tool: tool.name,
      transport: call.transport,
      account: call.caller.account.id,
      outcome,
      ms: Math.round(performance.now() - started),
      request_id: requestId,
    });
  }
}

async function invokeChecked(
  ctx: AppContext,
  tool: ToolDef,
  rawInput: unknown,
  call: { caller: Caller; transport: Transport; requestId: string },
): Promise<ToolResult> {
  const { requestId } = call;
  chargeRate(ctx, call.caller, 'requests');
  checkAccess(tool, call.caller);
  const input = safeInput(rawInput ?? {});
  unknownField(tool, input);
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) throw describeZodError(parsed.error);
  if (tool.extraLimit) chargeRate(ctx, call.caller, tool.extraLimit);
  const toolCtx: ToolContext = { ...ctx, caller: call.caller, transport: call.transport };
  let out: unknown;
  try {
    out = await tool.run(parsed.data, toolCtx);
  } catch (err) {
    const e = answerFor(err, { logger: ctx.logger, requestId, where: { tool: tool.name, transport: call.transport } });
    // the OpenAPI document lists what errorsOf says; a code outside it is a declaration to fix (tools/<tool>.ts)
    if (!errorsOf(tool).some((d) => d.code === e.code))
      ctx.logger.warn('undeclared error code', { tool: tool.name, code: e.code, request_id: requestId });
    throw e;
  }
  if (isFileOutput(tool.output)) return { kind: 'file', result: out as FileResult };
  const checked = tool.output.safeParse(out);
  if (!checked.success) {
    const mismatch = new Error(
      `output of ${tool.name} does not match its schema: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
    );
    throw answerFor(mismatch, { logger: ctx.logger, requestId, where: { tool: tool.name, transport: call.transport } });
  }
  return { kind: 'json', body: checked.data };
}
