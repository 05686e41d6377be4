// The answer engines: given a question and numbered knowledge hits, a cited answer or the missing fact.
// Offline (extractive quotes, support-checked) or Claude (composed, then checked against the same hits).
import type { AppContext } from '../context';
import { standIn } from '../language/fallback';
import { createClaudeAnswerer } from './claude-answer';
import { answerFromHits } from './evidence';
import type { KnowledgeHit } from './search';

export type Lang = 'en' | 'es';

/** Per question word (folded), how much it tells the library's passages apart (0..1); missing words weigh 1. */
export type TermWeights = ReadonlyMap<string, number>;

/**
 * Words (folded) that name the parties of the document the question comes from ("State", "Alaska", "Offeror"): they
 * count as little as "policies" in what an answer must carry (see partyWords in src/rfps/party-words.ts).
 */
export type PartyWords = ReadonlySet<string>;

export interface Answer {
  supported: boolean;
  /** The answer in words, with [n] markers for the citations it rests on. */
  text: string;
  /** Citation numbers of the hits the answer rests on (always a subset of the hits given). */
  cited: number[];
  /** What the knowledge lacks, when unsupported. */
  missing: string | null;
}

export interface AnswerEngine {
  name: 'offline' | 'claude';
  answer(a: {
    question: string;
    lang: Lang;
    hits: KnowledgeHit[];
    weights?: TermWeights;
    partyWords?: PartyWords;
  }): Promise<Answer>;
}

export const offlineAnswerer: AnswerEngine = {
  name: 'offline',
  answer: async ({ question, lang, hits, weights, partyWords }) => answerFromHits(question, lang, hits, weights, partyWords),
};

export function answerEngine(ctx: AppContext): AnswerEngine {
  if (!ctx.claude) return offlineAnswerer;
  const claude = createClaudeAnswerer(ctx.claude, ctx.logger);
  // when the model fails, the offline engine answers from the same hits (both are checked against them alike)
  return { name: 'claude', answer: standIn(ctx, 'answer a question', claude.answer, offlineAnswerer.answer) };
}
