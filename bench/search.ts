// Benchmark: BEIR SciFact through the real library index (nDCG@10, recall@100 for keyword, semantic, fused; latency; throughput).
// npm run bench:search [-- --chunks] [-- --embedder none]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAccount } from '../src/accounts/admin';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config';
import { searchKnowledge } from '../src/knowledge/search';
import { chunkBlocks, DEFAULT_CHUNKING } from '../src/library/chunk';
import { loadEmbedder } from '../src/library/embedders';
import { DEFAULT_FUSION, fuseRanks, fuseScores, rankPassages, searchLibrary, semanticWeightOf } from '../src/library/search';
import { createLogger } from '../src/logger';
import { openDatabase } from '../store/db';
import * as store from '../store/library';

/** Passages of the full-size library in bench/search-size.ts (200 sources × 100 pages). */
const FULL_SIZE_PASSAGES = 81_538;
const DIR = process.env.BEIR_SCIFACT_DIR ?? path.resolve('../shared/data/benchmarks/beir_scifact');
const args = process.argv.slice(2);

interface Doc {
  _id: string;
  title: string;
  text: string;
}

function readJsonl<T>(file: string): T[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

function loadQrels(file: string): Map<string, Set<string>> {
  const qrels = new Map<string, Set<string>>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [q, d, score] = line.split('\t');
    if (!q || !d || Number(score) <= 0) continue;
    if (!qrels.has(q)) qrels.set(q, new Set());
    qrels.get(q)?.add(d);
  }
  return qrels;
}

function ndcgAt(ranked: string[], relevant: Set<string>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((d, i) => {
    if (relevant.has(d)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

const recallAt = (ranked: string[], relevant: Set<string>, k: number) =>
  ranked.slice(0, k).filter((d) => relevant.has(d)).length / relevant.size;

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;
const fmt = (n: number) => n.toFixed(4);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIR, 'corpus.jsonl'))) {
    process.stdout.write(`SciFact not found at ${DIR}; skipping (set BEIR_SCIFACT_DIR to run it).\n`);
    return;
  }
  const corpus = readJsonl<Doc>(path.join(DIR, 'corpus.jsonl'));
  const queries = new Map(readJsonl<{ _id: string; text: string }>(path.join(DIR, 'queries.jsonl')).map((q) => [q._id, q.text]));
  const qrels = loadQrels(path.join(DIR, 'qrels', 'test.tsv'));
  const targets = args.includes('--chunks') ? [60, 100, 160, 240, 400] : [DEFAULT_CHUNKING.targetWords];
  const embedderChoice = args.includes('--embedder') ? (args[args.indexOf('--embedder') + 1] ?? 'bundled') : 'bundled';
  process.stdout.write(`SciFact: ${corpus.length} documents, ${qrels.size} test queries\n`);

  for (const targetWords of targets) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidsmith-bench-'));
    const config = loadConfig({ BIDSMITH_DATA_DIR: dataDir, BIDSMITH_EMBEDDER: embedderChoice, LOG_LEVEL: 'warn' });
    const ctx = createContext(config, {
      db: openDatabase(path.join(dataDir, 'bench.db')),
      logger: createLogger('warn'),
      claude: null,
    });
    const accountId = createAccount(ctx.db, { name: 'Bench', plan: 'Business', rfpAddon: false, now: Date.now() }).account.id;
    const docOf = new Map<number, string>();
    let t0 = performance.now();
    let passageCount = 0;
    for (const doc of corpus) {
      const sourceId = `src_${doc._id}`;
      store.insertSource(ctx.db, {
        id: sourceId,
        accountId,
        name: doc.title,
        contentType: 'text/plain',
        data: Buffer.alloc(0),
        now: 0,
      });
      const passages = chunkBlocks(
        [
          { kind: 'heading', text: doc.title, level: 1 },
          { kind: 'paragraph', text: doc.text },
        ],
        { targetWords, maxWords: Math.round(targetWords * 1.5) },
      );
      store.insertPassages(
        ctx.db,
        { id: sourceId, accountId },
        passages.map((p, i) => ({ ...p, publicId: `psg_${doc._id}_${i}` })),
      );
      passageCount += passages.length;
    }
    const keywordSecs = (performance.now() - t0) / 1000;
    for (const r of ctx.db.prepare('SELECT id, source_id FROM library_passages').all() as { id: number; source_id: string }[]) {
      docOf.set(r.id, r.source_id.slice(4));
    }
    process.stdout.write(
      `\n# target ${targetWords} words: ${passageCount} passages; keyword indexing ${(passageCount / keywordSecs).toFixed(0)} passages/s\n`,
    );
    const withVectors = targets.length === 1 && embedderChoice !== 'none';
    if (withVectors) {
      const { embedder, status } = await loadEmbedder(config);
      ctx.embedder.current = embedder;
      ctx.embedder.status = status;
      if (embedder) {
        t0 = performance.now();
        // vectors are cached between runs (same corpus, chunking and model give the same vectors)
        const cache = path.join(os.tmpdir(), `bidsmith-scifact-${embedder.id.replace(/[^\w]+/g, '_')}-${targetWords}.json`);
        if (fs.existsSync(cache)) {
          const saved = JSON.parse(fs.readFileSync(cache, 'utf8')) as [number, number[]][];
          store.saveVectors(ctx.db, {
            accountId,
            embedderId: embedder.id,
            dims: embedder.dims,
            rows: saved.map(([id, v]) => ({ id, vector: new Float32Array(v) })),
          });
          process.stdout.write(`vectors from cache ${cache}\n`);
        }
        for (;;) {
          const batch = store.passagesWithoutVectors(ctx.db, { accountId, embedderId: embedder.id, limit: 64 });
          if (batch.length === 0) break;
          const vectors = await embedder.embed(batch.map((p) => `${p.heading}\n${p.text}`));
          store.saveVectors(ctx.db, {
            accountId,
            embedderId: embedder.id,
            dims: embedder.dims,
            rows: batch.map((p, i) => ({ id: p.id, vector: vectors[i] as Float32Array })),
          });
        }
        const secs = (performance.now() - t0) / 1000;
        if (!fs.existsSync(cache)) {
          const rows = ctx.db.prepare('SELECT passage_id, embedding FROM library_vectors').all() as {
            passage_id: number;
            embedding: Buffer;
          }[];
          fs.writeFileSync(
            cache,
            JSON.stringify(rows.map((r) => [r.passage_id, Array.from(new Float32Array(new Uint8Array(r.embedding).buffer))])),
          );
        }
        process.stdout.write(`embedding (${status}): ${(passageCount / secs).toFixed(1)} passages/s\n`);
      } else process.stdout.write(`no embedder: ${status}\n`);
    }

    const rankAll = async (rerank: number) => {
      const out = new Map<string, Awaited<ReturnType<typeof rankPassages>>>();
      for (const q of qrels.keys())
        out.set(q, await rankPassages(ctx, accountId, queries.get(q) ?? '', { settings: { ...DEFAULT_FUSION, rerank } }));
      return out;
    };
    const ranks = await rankAll(DEFAULT_FUSION.rerank);
    // the same rankings with an exact cosine scan of every vector instead of the 1-bit first pass + re-rank, and with
    // the candidates cut to the share of the library they are at full size (800 of 81,538), a pessimistic stand-in
    // for how the first pass does on a library 11× larger (measured: at a fixed share it keeps more, not less)
    const exactRanks = ctx.embedder.current ? await rankAll(0) : ranks;
    const fullSizeShare = Math.max(1, Math.round((DEFAULT_FUSION.rerank * passageCount) / FULL_SIZE_PASSAGES));
    const shareRanks = ctx.embedder.current ? await rankAll(fullSizeShare) : ranks;
    const docsOf = (ids: number[]) => [...new Set(ids.map((id) => docOf.get(id) ?? ''))];
    const score = (rank: (r: { keyword: number[]; semantic: number[] }) => number[], from = ranks) => {
      let ndcg = 0;
      let recall = 0;
      for (const [q, rel] of qrels) {
        const ranked = docsOf(rank(from.get(q) as { keyword: number[]; semantic: number[] }));
        ndcg += ndcgAt(ranked, rel, 10);
        recall += recallAt(ranked, rel, 100);
      }
      return { ndcg: ndcg / qrels.size, recall: recall / qrels.size };
    };
    const kw = score((r) => r.keyword);
    process.stdout.write(`keyword   nDCG@10 ${fmt(kw.ndcg)}  recall@100 ${fmt(kw.recall)}\n`);
    if (!ctx.embedder.current) continue;
    const sem = score((r) => r.semantic);
    process.stdout.write(`semantic  nDCG@10 ${fmt(sem.ndcg)}  recall@100 ${fmt(sem.recall)}\n`);
    for (const k of [10, 30, 60]) {
      const line = [0.1, 0.2, 0.3, 0.5, 0.7, 1].map((w) => {
        const f = score((r) => fuseRanks(r, { k, semanticWeight: w }).map((h) => h.id));
        return `w=${w}: ${fmt(f.ndcg)}/${fmt(f.recall)}`;
      });
      process.stdout.write(`fused k=${k}  ${line.join('  ')}\n`);
    }
    const line = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1].map((w) => {
      const f = score((r) => fuseScores(r, { semanticWeight: w }).map((h) => h.id));
      return `w=${w}: ${fmt(f.ndcg)}/${fmt(f.recall)}`;
    });
    process.stdout.write(`score fusion  ${line.join('  ')}\n`);
    const weight = semanticWeightOf(ctx);
    const fused = score((r) => fuseScores(r, { semanticWeight: weight }).map((h) => h.id));
    process.stdout.write(
      `fused (shipped: score fusion, w=${weight})  nDCG@10 ${fmt(fused.ndcg)}  recall@100 ${fmt(fused.recall)}\n`,
    );
    const exactSem = score((r) => r.semantic, exactRanks);
    const exactFused = score((r) => fuseScores(r, { semanticWeight: weight }).map((h) => h.id), exactRanks);
    process.stdout.write(
      `exact vector scan (no first pass): semantic ${fmt(exactSem.ndcg)}/${fmt(exactSem.recall)}, fused ${fmt(exactFused.ndcg)}/${fmt(exactFused.recall)}\n`,
    );
    const overlap = (k: number, from = ranks) => {
      let sum = 0;
      for (const q of qrels.keys()) {
        const exact = (exactRanks.get(q)?.semantic ?? []).slice(0, k);
        const got = new Set((from.get(q)?.semantic ?? []).slice(0, k));
        sum += exact.length === 0 ? 1 : exact.filter((id) => got.has(id)).length / exact.length;
      }
      return sum / qrels.size;
    };
    process.stdout.write(
      `first pass (${DEFAULT_FUSION.rerank} Hamming candidates re-ranked) keeps the exact top 10: ${fmt(overlap(10))}, top 100: ${fmt(overlap(100))}\n`,
    );
    const shareFused = score((r) => fuseScores(r, { semanticWeight: weight }).map((h) => h.id), shareRanks);
    process.stdout.write(
      `first pass with ${fullSizeShare} candidates (the full-size share): keeps top 10 ${fmt(overlap(10, shareRanks))}, top 100 ${fmt(overlap(100, shareRanks))}; fused ${fmt(shareFused.ndcg)}/${fmt(shareFused.recall)}\n`,
    );
    // through search_library's own path (searchKnowledge: query reading, re-ranking, relevance floor), as the API serves it
    let apiNdcg = 0;
    for (const [q, rel] of qrels) {
      const hits = await searchKnowledge(ctx, accountId, queries.get(q) ?? '', { limit: 10 });
      const docs = [...new Set(hits.map((h) => h.id.replace(/^psg_(.*)_\d+$/, '$1')))];
      apiNdcg += ndcgAt(docs, rel, 10);
    }
    process.stdout.write(`through search_library's path (searchKnowledge, top 10): nDCG@10 ${fmt(apiNdcg / qrels.size)}\n`);
    const times: number[] = [];
    for (const q of qrels.keys()) {
      const start = performance.now();
      await searchLibrary(ctx, accountId, queries.get(q) ?? '', { limit: 10 });
      times.push(performance.now() - start);
    }
    process.stdout.write(
      `search latency (fused, incl. query embedding): p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms\n`,
    );
    ctx.db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
