// Reading and answering HTTP requests: CORS headers, bodies with a size limit (drained so a 413 is read), JSON in and out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from './errors';

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Retry-After, Content-Disposition, Mcp-Session-Id, X-Request-Id, X-File-Summary',
  'Access-Control-Max-Age': '600',
};

/** How long an early 413 keeps reading (and discarding) the rest of an oversized upload before closing. */
const LINGER_MS = 5_000;

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  // stated, not chunked: the answer is complete in itself, even to a client that is still uploading when it arrives
  const length = String(Buffer.byteLength(text));
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': length, ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, e: AppError): void {
  const headers: Record<string, string> = {};
  if (e.code === 'rate_limited' && e.details.retry_after) headers['Retry-After'] = String(e.details.retry_after);
  send(res, e.status, e.toBody(), headers);
}

/** An error answer written straight to a socket the HTTP parser gave up on (no request object exists). */
export function sendRawError(socket: Socket, e: AppError): void {
  const body = JSON.stringify(e.toBody());
  const head = [
    `HTTP/1.1 ${e.status} ${e.code.replace(/_/g, ' ')}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(CORS).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

function tooLarge(limit: number): AppError {
  return new AppError('payload_too_large', `The request body is over ${Math.round(limit / 1024 / 1024)} MB.`);
}

/**
 * The request body, at most `limit` bytes. A larger body is still read to its end (and discarded, up to four times the
 * limit) before the 413, because a client still sending when the server answers and closes may see a connection
 * reset instead of the answer. Past that bound the 413 goes out at once (see lingerAfter).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit * 4) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (err: unknown) => {
      req.off('data', onData);
      req.off('end', onEnd);
      // keep the stream flowing: unread bytes are what turns a close into a reset
      req.resume();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * 4) stop(tooLarge(limit));
    };
    const onEnd = () => (size > limit ? stop(tooLarge(limit)) : resolve(Buffer.concat(chunks)));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', stop);
    req.once('close', () => {
      if (!req.complete)
        stop(new AppError('invalid_request', 'body: the connection closed before the body ended.', { field: 'body' }));
    });
  });
}

/**
 * After an answer sent while the client is still uploading: go on discarding what it sends, and close only when the
 * answer has been written and the client had time to read it (or the upload ended and the connection is reusable).
 */
export function lingerAfter(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  req.resume();
  res.once('finish', () => {
    const timer = setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS);
    timer.unref();
    req.socket.once('close', () => clearTimeout(timer));
  });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON object body; a UTF-8 byte-order mark (as some Windows clients send) is skipped. Bytes that are not UTF-8 are
 * refused, not read as "�" and saved.
 */
export function parseJson(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    throw new AppError('invalid_request', 'body: not valid UTF-8 (send JSON encoded as UTF-8).', { field: 'body' });
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new AppError('invalid_request', 'body: not valid JSON.', { field: 'body' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('invalid_request', 'body: must be a JSON object.', { field: 'body' });
  }
  return value as Record<string, unknown>;
}

/**
 * A file download's summary (what an export wrote, what is stale or unreviewed) as an HTTP header value: the same
 * words MCP gives, in ASCII (typographic quotes and dashes made plain, other characters dropped), on one line.
 */
export function summaryHeader(summary: string): string {
  return asciiFold(summary).slice(0, 4000);
}

// letters no decomposition takes to ASCII ("Łódź" is not "odz", new-user trial 15)
const PLAIN: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

/**
 * Text as printable ASCII, for a header: typographic quotes and dashes as their ASCII kin, accents dropped, the
 * letters above spelled plainly, and anything else (CJK, Arabic) as "?" so a name never silently vanishes.
 */
export function asciiFold(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[łŁøØæÆœŒßđĐıþÞðÐ]/g, (c) => PLAIN[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?');
}
