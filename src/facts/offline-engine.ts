// The offline facts engine: rule-based reading (sentences, questions, topics) and extractive, support-checked answers.
import type { KnowledgeHit } from '../knowledge/search';
import type { Answer, FactEngine, KnownFact, Lang, ReadItem } from './engine';
import { readMessage, splitLine } from './sentences';
import { contentStems, coverage } from './text';
import { conceptOf, conceptStems, resolveKey, topicOf } from './topics';

/** Support below this share of the question's words is no answer. */
export const SUPPORT_THRESHOLD = 0.6;

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

/** How well one sentence supports a question: topic concept and the question's remaining words. */
export function supportOf(question: string, sentence: string): number {
  const topic = topicOf(question);
  const wanted = contentStems(question);
  const have = contentStems(sentence);
  if (topic?.concept && conceptOf(sentence)?.key === topic.key) {
    const cue = conceptStems(topic.key);
    const rest = wanted.filter((w) => !cue.has(w));
    return rest.length === 0 ? 1 : 0.5 + 0.5 * coverage(rest, have);
  }
  return coverage(wanted, have);
}

interface Candidate {
  hit: KnowledgeHit;
  sentence: string;
  score: number;
}

function candidates(question: string, hits: KnowledgeHit[]): Candidate[] {
  return hits.flatMap((hit) => {
    const sentences = hit.kind === 'fact' ? [hit.text] : hit.text.split(/\n+/).flatMap(splitLine);
    return sentences
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && s.length <= 600 && !s.endsWith('?')) // a question answers nothing
      .map((sentence) => ({ hit, sentence, score: supportOf(question, sentence) + (hit.kind === 'fact' ? 0.05 : 0) }));
  });
}

/** What the question asks about, in words, for "missing" when nothing supports it. */
export function missingOf(question: string, lang: Lang): string {
  return topicOf(question, lang)?.label ?? (contentStems(question).join(' ') || question);
}

export function answerOffline(question: string, lang: Lang, hits: KnowledgeHit[]): Answer {
  const ranked = candidates(question, hits)
    .filter((c) => c.score >= SUPPORT_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.hit.citation - b.hit.citation);
  const best = ranked[0];
  if (!best) return { supported: false, text: '', cited: [], missing: missingOf(question, lang) };
  // a fact replaces what older documents say, so an answer resting on a fact adds only other facts
  const second = ranked.find(
    (c) =>
      c.hit.citation !== best.hit.citation &&
      c.score >= best.score - 0.2 &&
      (best.hit.kind === 'passage' || c.hit.kind === 'fact'),
  );
  const chosen = second ? [best, second] : [best];
  const text = chosen.map((c) => `“${c.sentence}” [${c.hit.citation}]`).join(' ');
  return { supported: true, text, cited: chosen.map((c) => c.hit.citation), missing: null };
}

export const offlineFactEngine: FactEngine = {
  name: 'offline',
  read: async ({ message, lang, known }) => readOffline(message, lang, known),
  answer: async ({ question, lang, hits }) => answerOffline(question, lang, hits),
};
