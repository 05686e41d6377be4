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
  /** No passage is longer than this many characters, whatever the input (default MAX_PASSAGE_CHARS). */
  maxChars?: number;
}

/** Chosen by `npm run bench:search -- --chunks` on SciFact (see BENCHMARKS.md). */
export const DEFAULT_CHUNKING: ChunkOptions = { targetWords: 160, maxWords: 240 };

/** The embedders read no further than this (src/library/embedders.ts), and a search result stays small. */
export const MAX_PASSAGE_CHARS = 2000;
/** A "heading" longer than this is a paragraph that looks like one; the heading path keeps only its start. */
const MAX_HEADING_CHARS = 200;

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

/**
 * Pieces of at most `max` characters, cut at the last space of each window when one lies in its second half, else
 * by characters (a text without spaces), never inside a surrogate pair.
 */
export function splitByChars(text: string, max: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let end = start + max;
    // searched within the window only: lastIndexOf over the whole text would make a text without spaces quadratic
    const half = start + Math.floor(max / 2);
    const space = text.slice(half, end + 1).lastIndexOf(' ');
    if (space > 0) end = half + space;
    else if (/[\uDC00-\uDFFF]/.test(text.charAt(end))) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

export function chunkBlocks(blocks: DocBlock[], opts: ChunkOptions = DEFAULT_CHUNKING): Passage[] {
  const maxChars = opts.maxChars ?? MAX_PASSAGE_CHARS;
  const passages: Passage[] = [];
  const path: { level: number; text: string }[] = [];
  let parts: string[] = [];
  let size = 0;
  let chars = 0;
  let page: number | null = null;
  const heading = () => path.map((h) => h.text).join(' › ');
  const flush = () => {
    if (parts.length > 0) passages.push({ heading: heading(), text: parts.join('\n'), page });
    parts = [];
    size = 0;
    chars = 0;
    page = null;
  };
  const add = (text: string, words: number, at: number | undefined) => {
    if (parts.length > 0 && (size + words > opts.targetWords || chars + 1 + text.length > maxChars)) flush();
    if (parts.length === 0) page = at ?? null;
    parts.push(text);
    size += words;
    chars += (chars > 0 ? 1 : 0) + text.length;
  };
  const pieces = (text: string) =>
    splitLong(text, opts.targetWords, opts.maxWords).flatMap((piece) => splitByChars(piece, maxChars));
  for (const block of blocks) {
    if (block.kind === 'heading') {
      flush();
      const level = block.level ?? 1;
      while (path.length > 0 && (path.at(-1)?.level ?? 0) >= level) path.pop();
      path.push({ level, text: splitByChars(block.text, MAX_HEADING_CHARS)[0] ?? '' });
    } else if (block.kind === 'table') {
      flush();
      // rows stay whole and self-describing; a table never shares a passage with prose
      for (const row of block.text.split('\n')) for (const piece of pieces(row)) add(piece, countWords(piece), block.page);
      flush();
    } else {
      for (const piece of pieces(block.text)) add(piece, countWords(piece), block.page);
    }
  }
  flush();
  return passages;
}
