// Cuts a document's blocks into passages: under one heading path, at paragraph then sentence boundaries, tables by rows.
import type { DocBlock } from '../files/document';
import { splitSentences } from '../text/sentences';

export interface Passage {
  /** Heading path, outermost first, joined with " › ". */
  heading: string;
  text: string;
  page: number | null;
}

export interface ChunkOptions {
  /** A passage closes once adding the next paragraph would pass this many words. */
  targetWords: number;
  /** A single paragraph longer than this is cut between sentences. */
  maxWords: number;
}

/** Chosen by `npm run bench:search -- --chunks` on SciFact (see BENCHMARKS.md). */
export const DEFAULT_CHUNKING: ChunkOptions = { targetWords: 160, maxWords: 240 };

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Sentences grouped into pieces of at most `max` words (a longer single sentence is cut by words). */
export function splitLong(text: string, target: number, max: number): string[] {
  if (countWords(text) <= max) return [text];
  const pieces: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const sentence of splitSentences(text)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    if (size > 0 && size + words.length > target) {
      pieces.push(current.join(' '));
      current = [];
      size = 0;
    }
    for (let i = 0; i < words.length; i += max) {
      const part = words.slice(i, i + max);
      if (size > 0 && size + part.length > max) {
        pieces.push(current.join(' '));
        current = [];
        size = 0;
      }
      current.push(part.join(' '));
      size += part.length;
    }
  }
  if (current.length > 0) pieces.push(current.join(' '));
  return pieces;
}

export function chunkBlocks(blocks: DocBlock[], opts: ChunkOptions = DEFAULT_CHUNKING): Passage[] {
  const passages: Passage[] = [];
  const path: { level: number; text: string }[] = [];
  let parts: string[] = [];
  let size = 0;
  let page: number | null = null;
  const heading = () => path.map((h) => h.text).join(' › ');
  const flush = () => {
    if (parts.length > 0) passages.push({ heading: heading(), text: parts.join('\n'), page });
    parts = [];
    size = 0;
    page = null;
  };
  const add = (text: string, words: number, at: number | undefined) => {
    if (size > 0 && size + words > opts.targetWords) flush();
    if (parts.length === 0) page = at ?? null;
    parts.push(text);
    size += words;
  };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      flush();
      const level = block.level ?? 1;
      while (path.length > 0 && (path.at(-1)?.level ?? 0) >= level) path.pop();
      path.push({ level, text: block.text });
    } else if (block.kind === 'table') {
      flush();
      // rows stay whole and self-describing; a table never shares a passage with prose
      for (const row of block.text.split('\n'))
        for (const piece of splitLong(row, opts.targetWords, opts.maxWords)) add(piece, countWords(piece), block.page);
      flush();
    } else {
      for (const piece of splitLong(block.text, opts.targetWords, opts.maxWords)) add(piece, countWords(piece), block.page);
    }
  }
  flush();
  return passages;
}
