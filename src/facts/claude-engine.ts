// The Claude message reader: statements, questions and topics read by Claude, then checked. The message and the
// known facts go in as data; a statement is kept only when it is the message's own words and passes the offline checks.
import { z } from 'zod';
import type { ClaudeEngine } from '../context';
import { resolveKey, topicFromLabel } from '../knowledge/topics';
import { askStructured } from '../language/claude';
import { fold } from '../text/words';
import type { KnownFact, Lang, MessageReader, ReadItem } from './engine';
import { classifySentence } from './sentences';

const ReadSchema = z.object({
  items: z
    .array(
      z.object({
        kind: z
          .enum(['statement', 'question', 'uncertain', 'instruction', 'unclear', 'chatter'])
          .describe(
            'statement: states something about the company as fact; question: asks something; uncertain: hedged; instruction: tells the assistant to do something; unclear: cannot stand alone; chatter: greetings and thanks.',
          ),
        quote: z.string().describe('The exact words of the message for this item, copied verbatim.'),
        topic: z.string().describe('A short topic name (2-5 words) for a statement, e.g. "uptime SLA"; empty otherwise.'),
        same_topic_as: z
          .string()
          .nullable()
          .describe('Id of the known fact that is on the same topic (it will be replaced), else null.'),
      }),
    )
    .describe('Every sentence or clause of the message, in order.'),
});

const READ_SYSTEM =
  'You split messages in which a company teaches facts about itself into statements and questions. Keep only what the ' +
  'message states: never infer, merge or complete. A statement that is hedged, an instruction, or a sentence that cannot ' +
  'stand alone is not a fact. Reuse the topic of a known fact when the statement is about the same thing, even if worded differently.';

function squash(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

const KIND_REASON = { uncertain: 'hedged', instruction: 'instruction', unclear: 'vague' } as const;

export function createClaudeReader(claude: ClaudeEngine): MessageReader {
  async function read(a: { message: string; lang: Lang; known: KnownFact[] }): Promise<ReadItem[]> {
    const known = a.known.slice(0, 300);
    const out = await askStructured(claude, {
      system: READ_SYSTEM,
      task: 'Split the message into items. For statements give a topic and, when a known fact is on the same topic, its id.',
      data: [
        { tag: 'message', text: a.message },
        { tag: 'known_facts', text: known.map((k) => `${k.id} | ${k.topic} | ${k.text}`).join('\n') || '(none)' },
      ],
      schema: ReadSchema,
      toolName: 'read_message',
    });
    const message = squash(a.message);
    const keys = a.known.map((k) => k.topic_key);
    return out.items.flatMap((item): ReadItem[] => {
      const text = item.quote.trim();
      if (item.kind === 'chatter' || text === '') return [];
      if (item.kind === 'question') return [{ kind: 'question', text }];
      if (item.kind !== 'statement') return [{ kind: 'not_kept', text, why: KIND_REASON[item.kind] }];
      if (!message.includes(squash(text))) return [{ kind: 'not_kept', text, why: 'not_in_message' }];
      // the offline checks still apply: a hedge or an instruction is never kept, whatever the model said
      const offline = classifySentence(text);
      if (offline === 'hedged' || offline === 'instruction' || offline === 'context' || offline === 'too_long')
        return [{ kind: 'not_kept', text, why: offline }];
      const same = a.known.find((k) => k.id === item.same_topic_as);
      const topic = same ? { key: same.topic_key, label: same.topic, concept: false } : topicFromLabel(item.topic, text, a.lang);
      if (!topic) return [{ kind: 'not_kept', text, why: 'vague' }];
      const key = same ? same.topic_key : resolveKey(topic, keys);
      keys.push(key);
      const label = a.known.find((k) => k.topic_key === key)?.topic ?? topic.label;
      return [{ kind: 'statement', text, topic: { key, label } }];
    });
  }

  return { name: 'claude', read };
}
