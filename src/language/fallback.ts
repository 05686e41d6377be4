// When Claude cannot give an answer (unreachable, overloaded, rate-limited, or an answer in the wrong shape), the
// offline engine does the work instead, and the caller is told: a user can still teach a fact or draft while the
// model's service is down, and draft-all goes on instead of failing at its first requirement.
import type { AppContext } from '../context';
import { AppError } from '../errors';

/** Whether an error is the language model failing (an upstream error), as opposed to a bad request of ours. */
export function modelFailed(err: unknown): err is AppError {
  return err instanceof AppError && err.code === 'upstream_error';
}

/** The words a result carries when the offline engine stood in for Claude. */
export function fellBackNote(err: AppError): string {
  return `Claude could not be used (${err.message.replace(/^The language model /, '').slice(0, 200)}); the offline engine did this instead.`;
}

/** Runs `withClaude`; when the model fails, logs it and runs `offline` with the failure. Other errors pass through. */
export async function orOffline<T>(
  ctx: Pick<AppContext, 'logger'>,
  what: string,
  withClaude: () => Promise<T>,
  offline: (failure: AppError) => Promise<T>,
): Promise<T> {
  try {
    return await withClaude();
  } catch (err) {
    if (!modelFailed(err)) throw err;
    ctx.logger.warn('language model failed; the offline engine stood in', { what, error: err.message });
    return offline(err);
  }
}

/** One call of an engine made to fall back: `claude(a)`, or `offline(a)` when the model fails. */
export function standIn<A, R>(
  ctx: Pick<AppContext, 'logger'>,
  what: string,
  claude: (a: A) => Promise<R>,
  offline: (a: A) => Promise<R>,
): (a: A) => Promise<R> {
  return (a) =>
    orOffline(
      ctx,
      what,
      () => claude(a),
      () => offline(a),
    );
}
