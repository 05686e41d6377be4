// Reading and answering HTTP requests: CORS headers, JSON bodies with a size limit, JSON answers and errors.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, toAppError } from './errors';

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Retry-After, Content-Disposition, Mcp-Session-Id',
  'Access-Control-Max-Age': '600',
};

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, err: unknown): void {
  const e = toAppError(err);
  const headers: Record<string, string> = {};
  if (e.code === 'rate_limited' && e.details.retry_after) headers['Retry-After'] = String(e.details.retry_after);
  send(res, e.status, e.toBody(), headers);
}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new AppError('payload_too_large', `The request body is over ${limit / 1024 / 1024} MB.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // keep draining a modestly oversized body so the client reads the 413 instead of a reset
    if (size > limit * 4) throw tooLarge();
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw tooLarge();
  return Buffer.concat(chunks);
}

export function parseJson(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('invalid_request', 'body: not valid JSON.', { field: 'body' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('invalid_request', 'body: must be a JSON object.', { field: 'body' });
  }
  return value as Record<string, unknown>;
}
