// The offline message reader: rule-based sentences, questions and topics; nothing inferred.
import { resolveKey, topicOf } from '../knowledge/topics';
import type { KnownFact, Lang, MessageReader, ReadItem } from './engine';
import { readMessage } from './sentences';

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

export const offlineReader: MessageReader = {
  name: 'offline',
  read: async ({ message, lang, known }) => readOffline(message, lang, known),
};
