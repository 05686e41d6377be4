// The one paging rule of every list: `offset`, `limit` (default 50, at most 200), and `total` beside the items.
import { z } from 'zod';

export const PAGE_LIMIT = { default: 50, max: 200 } as const;

/** Spread into a list tool's input. */
export const PageInput = {
  offset: z.number().int().min(0).max(1_000_000).default(0).describe('How many to skip (default 0).'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT.max)
    .default(PAGE_LIMIT.default)
    .describe(`How many to return (default ${PAGE_LIMIT.default}, at most ${PAGE_LIMIT.max}).`),
};

/** Spread into a list tool's output, beside its items. */
export function pageOutput(what: string) {
  return {
    total: z.number().int().describe(`${what} in all, whatever the page.`),
    offset: z.number().int().describe('As asked: how many were skipped.'),
    limit: z.number().int().describe('As asked: the most this page holds.'),
  };
}

export interface Page {
  offset: number;
  limit: number;
}

/** One page of a list already in memory (short lists with a hard cap: facts, sources, gaps). */
export function pageOf<T>(items: T[], page: Page): { total: number; offset: number; limit: number; rows: T[] } {
  return {
    total: items.length,
    offset: page.offset,
    limit: page.limit,
    rows: items.slice(page.offset, page.offset + page.limit),
  };
}
