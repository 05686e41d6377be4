// The one error type of the service and the one table from error code to HTTP status.
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
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
  return new AppError('internal_error', 'The service failed to complete the request. Retry later.');
}

export function invalid(field: string, why: string): AppError {
  return new AppError('invalid_request', `${field}: ${why}`, { field });
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `No ${what} with that id in this account.`);
}
