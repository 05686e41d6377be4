// A local HTTP server that speaks the Anthropic Messages API, so the real SDK can be tested without network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import type { ClaudeEngine } from '../../src/context';

export interface MessagesRequest {
  model: string;
  system?: string;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  tools?: Array<{ name: string; input_schema: unknown }>;
  tool_choice?: { type: string; name?: string };
}

/** What the fake model answers: an object becomes a tool_use with that input, a string a text block. */
export type Responder = (req: MessagesRequest) => unknown;

export async function startFakeClaude(respond: Responder) {
  const requests: MessagesRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'not found' } }));
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as MessagesRequest;
      requests.push(body);
      let answer: unknown;
      try {
        answer = respond(body);
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(err) } }));
      }
      const toolName = body.tool_choice?.name ?? body.tools?.[0]?.name;
      const content =
        typeof answer === 'string'
          ? [{ type: 'text', text: answer }]
          : [{ type: 'tool_use', id: `toolu_${requests.length}`, name: toolName, input: answer }];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `msg_${requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: typeof answer === 'string' ? 'end_turn' : 'tool_use',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const engine: ClaudeEngine = {
    client: new Anthropic({ apiKey: 'test-key', baseURL: url, maxRetries: 0 }),
    model: 'claude-test',
  };
  return {
    url,
    engine,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The user message text of a request (where the untrusted data sits). */
export function userText(req: MessagesRequest): string {
  const m = req.messages[0]?.content;
  return typeof m === 'string' ? m : (m ?? []).map((c) => c.text ?? '').join('');
}
