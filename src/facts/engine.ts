// The small interface both language engines implement for facts: read a message, answer a question from hits.
import type { AppContext } from '../context';
import type { KnowledgeHit } from '../knowledge/search';
import type { TermWeights } from './answer';
import { createClaudeFactEngine } from './claude-engine';
import { offlineFactEngine } from './offline-engine';

export type Lang = 'en' | 'es';

/** Why a statement was not kept; the reply says it in words. */
export type NotKeptReason = 'hedged' | 'instruction' | 'vague' | 'too_long' | 'not_in_message' | 'superseded';

export type ReadItem =
  | { kind: 'statement'; text: string; topic: { key: string; label: string } }
  | { kind: 'question'; text: string }
  | { kind: 'not_kept'; text: string; why: NotKeptReason };

export interface KnownFact {
  id: string;
  topic: string;
  topic_key: string;
  text: string;
}

export interface Answer {
  supported: boolean;
  /** The answer in words, with [n] markers for the citations it rests on. */
  text: string;
  /** Citation numbers of the hits the answer rests on (always a subset of the hits given). */
  cited: number[];
  /** What the knowledge lacks, when unsupported. */
  missing: string | null;
}

export interface FactEngine {
  name: 'offline' | 'claude';
  read(a: { message: string; lang: Lang; known: KnownFact[] }): Promise<ReadItem[]>;
  /** `weights`: how much each question word tells the library's passages apart (0..1); the offline engine uses it. */
  answer(a: { question: string; lang: Lang; hits: KnowledgeHit[]; weights?: TermWeights }): Promise<Answer>;
}

export function factEngine(ctx: AppContext): FactEngine {
  return ctx.claude ? createClaudeFactEngine(ctx.claude, ctx.logger) : offlineFactEngine;
}
