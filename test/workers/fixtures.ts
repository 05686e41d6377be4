// What the worker-thread tests share: a slow OpenAI-compatible embeddings endpoint (a real HTTP server the threads'
// own embedders call), generated documents of a known passage count, and polling.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddingsServer {
  /** Value for BIDSMITH_EMBEDDER. */
  embedder: string;
  /** Every passage text embedded so far, in order (the embedders' start-up probes left out). */
  embedded: string[];
  close(): Promise<void>;
}

/** Deterministic 16-dim vectors from letter counts; each request answers after `delayMs`, so jobs last a while. */
export async function startEmbeddingsServer(delayMs: number): Promise<EmbeddingsServer> {
  const embedded: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', async () => {
      const input = (JSON.parse(body) as { input: string[] }).input;
      if (!(input.length === 1 && input[0] === 'dimension probe')) await sleep(delayMs);
      const data = input.map((text, index) => {
        const v = Array.from({ length: 16 }, (_, i) => 1 + [...text].filter((c) => c.charCodeAt(0) % 16 === i).length);
        return { index, embedding: v };
      });
      if (!(input.length === 1 && input[0] === 'dimension probe')) embedded.push(...input);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    embedder: `openai:http://127.0.0.1:${port}/v1`,
    embedded,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const WORDS = 'backup encryption audit vendor access network incident retention recovery training identity monitoring'.split(' ');

/** Plain text of `count` paragraphs of 150 words: each becomes one passage (the chunker closes near 160 words). */
export function generatedText(count: number): string {
  return Array.from({ length: count }, (_, p) =>
    Array.from({ length: 150 }, (_, w) => `${WORDS[(p * 7 + w * 5) % WORDS.length]}${(p * 150 + w) % 97}`).join(' '),
  ).join('\n\n');
}

export async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${ms} ms`);
    await sleep(25);
  }
}
