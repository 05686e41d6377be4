// How a taught message is read, by either language engine: its statements (with topics), questions, and what is not kept.
import type { AppContext } from '../context';
import type { Lang } from '../knowledge/engine';
import { standIn } from '../language/fallback';
import { createClaudeReader } from './claude-engine';
import { offlineReader } from './offline-engine';

export type { Lang };

/** Why a statement was not kept; the reply says it in words. */
export type NotKeptReason = 'hedged' | 'instruction' | 'context' | 'vague' | 'too_long' | 'not_in_message' | 'superseded';

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

export interface MessageReader {
  name: 'offline' | 'claude';
  read(a: { message: string; lang: Lang; known: KnownFact[] }): Promise<ReadItem[]>;
}

export function messageReader(ctx: AppContext): MessageReader {
  if (!ctx.claude) return offlineReader;
  const claude = createClaudeReader(ctx.claude);
  // a fact can still be taught while the model's service is down: the offline reader reads the message then
  return { name: 'claude', read: standIn(ctx, 'read a message', claude.read, offlineReader.read) };
}
