// How a failed call to Claude is reported, with the SDK loaded as the service loads it (createClaude): not reached,
// the key refused, rate-limited, overloaded. Trial 13 saw every failure reported as "an answer that could not be read".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/config';
import { createClaude } from '../../src/create-context';
import { askStructured } from '../../src/language/claude';

let server: http.Server;
let url = '';
beforeAll(async () => {
  // answers with the status named in the path ("/status-429/v1/messages"), as the Messages API shapes its errors
  server = http.createServer((req, res) => {
    const status = Number(/status-(\d+)/.exec(req.url ?? '')?.[1] ?? 500);
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'some_error', message: `failed with ${status}` } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function failure(apiKey: string, baseUrl: string): Promise<string> {
  const claude = createClaude(loadConfig({ ANTHROPIC_API_KEY: apiKey, ANTHROPIC_BASE_URL: baseUrl }));
  if (!claude) throw new Error('no engine');
  const ask = askStructured(claude, { system: 's', task: 't', data: [], schema: z.object({ a: z.string() }), toolName: 'x' });
  return ask.then(
    () => 'answered',
    (err: Error) => err.message,
  );
}

describe('Claude failures, with the SDK loaded as the service loads it', () => {
  it('says the model could not be reached when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    expect(await failure('sk-test', `http://127.0.0.1:${port}`)).toMatch(/^The language model could not be reached/);
  }, 20_000);

  it.each([
    ['401', /refused the API key \(401; check ANTHROPIC_API_KEY\)/],
    ['429', /is rate-limited/],
    ['529', /is overloaded/],
    ['400', /answered 400/],
  ])(
    'names a %s answer',
    async (status, said) => {
      const message = await failure('sk-test', `${url}/status-${status}`);
      expect(message).toMatch(said);
      expect(message).not.toMatch(/could not be read/);
    },
    20_000,
  );
});
