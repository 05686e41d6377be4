// The one error type of the service, the one table from error code to HTTP status, and how a 5xx is reported.
import { storageFailure } from '../store/db';
import type { Logger } from './logger';

export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  upstream_error: 502,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Extra members the spec allows on the error object. */
export interface ErrorDetails {
  billing_required?: boolean;
  required_addon?: string;
  feature?: string;
  required_scope?: string;
  retry_after?: number;
  needs_force?: boolean;
  field?: string;
  /** On a 5xx: the id of the log line that holds the detail. */
  request_id?: string;
  [key: string]: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): { error: { code: ErrorCode; message: string } & ErrorDetails } {
    return { error: { ...this.details, code: this.code, message: this.message } };
  }
}

/** Any thrown value as an AppError; unknown failures become a 500 that says nothing about internals. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const storage = storageFailure(err);
  if (storage) {
    const why = { full: 'is full', 'read-only': 'is read-only', failing: 'is failing' }[storage];
    return new AppError(
      'unavailable',
      `The service's storage ${why}: nothing of this request was saved. Reads keep working; the operator must free disk space or fix the data directory, then retry.`,
    );
  }
  return new AppError('internal_error', 'The service failed to complete the request. Retry later.');
}

/**
 * The answer for anything thrown while serving a request. Every 5xx is a defect: it is logged once, with the
 * request id that its body carries too, so a user's report leads to the log line.
 */
export function answerFor(err: unknown, a: { logger: Logger; requestId: string; where: Record<string, unknown> }): AppError {
  const e = toAppError(err);
  if (e.status < 500 || e.details.request_id !== undefined) return e;
  a.logger.error('request failed', {
    request_id: a.requestId,
    ...a.where,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return new AppError(e.code, e.message, { ...e.details, request_id: a.requestId });
}

export function invalid(field: string, why: string): AppError {
  return new AppError('invalid_request', `${field}: ${why}`, { field });
}

export function notFound(what: string): AppError {
  // "proposal numbered P-9" names its own key; anything else is looked up by id
  const by = /\b(?:numbered|named)\b/.test(what) ? '' : ' with that id';
  return new AppError('not_found', `No ${what}${by} in this account.`);
}

/** A worker task stopped because it ran past its time: its thread was terminated (src/workers/pool.ts). */
export class TaskTimeout extends Error {
  constructor(
    readonly task: string,
    readonly ms: number,
  ) {
    super(`${task} ran past ${ms} ms and was stopped`);
  }
}
