// The offline facts engine: rule-based reading (sentences, questions, topics) and extractive, support-checked answers.
import type { KnowledgeHit } from '../knowledge/search';
import { answerFromHits, type TermWeights } from './answer';
import type { Answer, FactEngine, KnownFact, Lang, ReadItem } from './engine';
import { readMessage } from './sentences';
import { resolveKey, topicOf } from './topics';

export function readOffline(message: string, lang: Lang, known: KnownFact[]): ReadItem[] {
  const keys = known.map((k) => k.topic_key);
  return readMessage(message).flatMap((s): ReadItem[] => {
    if (s.kind === 'chatter') return [];
    if (s.kind === 'question') return [{ kind: 'question', text: s.text }];
    if (s.kind !== 'statement') return [{ kind: 'not_kept', text: s.text, why: s.kind }];
    const topic = topicOf(s.text, lang);
    if (!topic) return [{ kind: 'not_kept', text: s.text, why: 'vague' }];
    const key = resolveKey(topic, keys);
    keys.push(key);
    const existing = known.find((k) => k.topic_key === key);
    return [{ kind: 'statement', text: s.text, topic: { key, label: existing?.topic ?? topic.label } }];
  });
}

export { missingOf } from './answer';

/** Quotes the sentences of the hits that answer the question, or declines naming what is missing. */
export function answerOffline(question: string, lang: Lang, hits: KnowledgeHit[], weights?: TermWeights): Answer {
  return answerFromHits(question, lang, hits, weights);
}

export const offlineFactEngine: FactEngine = {
  name: 'offline',
  read: async ({ message, lang, known }) => readOffline(message, lang, known),
  answer: async ({ question, lang, hits, weights }) => answerOffline(question, lang, hits, weights),
};
