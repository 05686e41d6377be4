// Server-rendered pages outside /api/v1 (e.g. the signing page behind an emailed link).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from './context';

export interface Page {
  method: 'GET' | 'POST';
  /** Path pattern with {param} segments, e.g. /sign/{token}. */
  path: string;
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    a: { ctx: AppContext; params: Record<string, string>; body: Buffer; query: URLSearchParams; requestId: string },
  ): Promise<void>;
}

export function definePage(page: Page): Page {
  return page;
}
