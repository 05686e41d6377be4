// Benchmark: search latency with the library at its full size (200 sources × ~100 pages of generated text, one account).
// npm run bench:search-size
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from '../src/accounts/admin';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config';
import type { DocBlock } from '../src/files/document';
import { chunkBlocks } from '../src/library/chunk';
import { normalize } from '../src/library/embedder';
import { loadEmbedder } from '../src/library/embedders';
import { searchLibrary } from '../src/library/search';
import { createLogger } from '../src/logger';
import { openDatabase } from '../store/db';
import * as store from '../store/library';

const SOURCES = Number(process.env.SOURCES ?? 200);
const PAGES = 100;
const WORDS_PER_PAGE = 450;

/** A small deterministic PRNG so every run indexes the same text. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return s / 4294967296;
  };
}

const syllables = ['ka', 'lo', 'mi', 'ter', 'sen', 'dra', 'vo', 'pli', 'qua', 'ron', 'es', 'tu', 'nal', 'cor', 'fi', 'ment'];
function vocabulary(rand: () => number, n: number): string[] {
  const words = new Set<string>();
  while (words.size < n) {
    let w = '';
    const len = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < len; i++) w += syllables[Math.floor(rand() * syllables.length)];
    words.add(w);
  }
  return [...words];
}

function documentBlocks(rand: () => number, vocab: string[]): DocBlock[] {
  // Zipf-like: low indexes are common words
  const word = () => vocab[Math.floor(vocab.length * rand() ** 3)] as string;
  const sentence = () => {
    const n = 8 + Math.floor(rand() * 16);
    const ws = Array.from({ length: n }, word);
    return `${ws.join(' ')}.`.replace(/^./, (c) => c.toUpperCase());
  };
  const blocks: DocBlock[] = [];
  for (let page = 1; page <= PAGES; page++) {
    if (page % 3 === 1) blocks.push({ kind: 'heading', text: `${word()} ${word()}`, level: 1 + (page % 2), page });
    let words = 0;
    while (words < WORDS_PER_PAGE) {
      const para = Array.from({ length: 3 + Math.floor(rand() * 4) }, sentence).join(' ');
      words += para.split(' ').length;
      blocks.push({ kind: 'paragraph', text: para, page });
    }
  }
  return blocks;
}

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-size-'));
  const config = loadConfig({ BIDSMITH_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const ctx = createContext(config, {
    db: openDatabase(path.join(dataDir, 'size.db')),
    logger: createLogger('warn'),
    claude: null,
  });
  const accountId = createAccount(ctx.db, { name: 'Size', plan: 'Business', rfpAddon: false, now: Date.now() }).account.id;
  const { embedder, status } = await loadEmbedder(config);
  ctx.embedder.current = embedder;
  ctx.embedder.status = status;
  if (!embedder) process.stdout.write(`no embedder (${status}): keyword-only latency\n`);
  const rand = rng(7);
  const vocab = vocabulary(rand, 20_000);
  let passages = 0;
  const t0 = performance.now();
  for (let s = 0; s < SOURCES; s++) {
    const id = `src_size${s}`;
    store.insertSource(ctx.db, {
      id,
      accountId,
      name: `Generated ${s}`,
      contentType: 'text/plain',
      data: Buffer.alloc(0),
      now: s,
    });
    const chunks = chunkBlocks(documentBlocks(rand, vocab));
    store.insertPassages(
      ctx.db,
      { id, accountId },
      chunks.map((c, i) => ({ ...c, publicId: `psg_${s}_${i}` })),
    );
    passages += chunks.length;
    if (embedder) {
      // Stand-in vectors (random, unit length) under the real embedder's id: embedding 50k passages with the bundled
      // model would take most of an hour here, and the vector scan costs the same whatever the numbers are.
      const rows = store.passagesWithoutVectors(ctx.db, { accountId, embedderId: embedder.id, sourceId: id, limit: 10_000 });
      store.saveVectors(ctx.db, {
        accountId,
        embedderId: embedder.id,
        dims: embedder.dims,
        rows: rows.map((r) => ({ id: r.id, vector: normalize(Array.from({ length: embedder.dims }, () => rand() - 0.5)) })),
      });
    }
  }
  process.stdout.write(
    `indexed ${SOURCES} sources × ${PAGES} pages = ${passages} passages in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`,
  );
  const queries = Array.from({ length: Number(process.env.QUERIES ?? 200) }, () =>
    Array.from({ length: 2 + Math.floor(rand() * 5) }, () => vocab[Math.floor(vocab.length * rand() ** 2)]).join(' '),
  );
  for (const q of queries.slice(0, 10)) await searchLibrary(ctx, accountId, q); // warm-up
  for (const mode of ['keyword', 'fused'] as const) {
    if (mode === 'fused' && !embedder) continue;
    const times: number[] = [];
    for (const q of queries) {
      const start = performance.now();
      await searchLibrary(ctx, accountId, q, { mode, limit: 10 });
      times.push(performance.now() - start);
    }
    process.stdout.write(
      `${mode}: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms (${queries.length} queries)\n`,
    );
  }
  if (embedder) {
    const times: number[] = [];
    for (const q of queries.slice(0, 100)) {
      const start = performance.now();
      await embedder.embed([q]);
      times.push(performance.now() - start);
    }
    process.stdout.write(`of which query embedding alone: p50 ${pct(times, 0.5).toFixed(1)} ms\n`);
  }
  ctx.db.close();
  if (process.env.KEEP_DB) process.stdout.write(`kept ${dataDir}/size.db (account ${accountId})\n`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
