// The Claude facts engine: structured reading of a message and cited answers, both checked against what was given.
// The message, the known facts and the passages go in as data; nothing Claude returns is kept unless it is
// the message's own words (statements) or rests on the citations it was shown (answers).
import { z } from 'zod';
import type { ClaudeEngine } from '../context';
import type { KnowledgeHit } from '../knowledge/search';
import { askStructured } from '../language/claude';
import type { Logger } from '../logger';
import type { TermWeights } from './answer';
import type { Answer, FactEngine, KnownFact, Lang, ReadItem } from './engine';
import { answerOffline, missingOf } from './offline-engine';
import { classifySentence } from './sentences';
import { fold, numbersIn } from './text';
import { resolveKey, topicFromLabel } from './topics';

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

const AnswerSchema = z.object({
  supported: z.boolean().describe('True only when the sources state the answer.'),
  answer: z.string().describe('The answer, using only what the cited sources say, with [n] markers; empty when unsupported.'),
  citations: z.array(z.number().int()).describe('The citation numbers the answer rests on.'),
  missing: z.string().nullable().describe('When unsupported: the fact that is missing, in a few words; else null.'),
});

const READ_SYSTEM =
  'You split messages in which a company teaches facts about itself into statements and questions. Keep only what the ' +
  'message states: never infer, merge or complete. A statement that is hedged, an instruction, or a sentence that cannot ' +
  'stand alone is not a fact. Reuse the topic of a known fact when the statement is about the same thing, even if worded differently.';
const ANSWER_SYSTEM =
  'You answer a question about the company only from the numbered sources given. State nothing the cited sources do not ' +
  'say. If they do not answer the question, set supported to false and name what is missing. Facts outrank passages.';

function squash(text: string): string {
  return fold(text).replace(/\s+/g, ' ').trim();
}

const KIND_REASON = { uncertain: 'hedged', instruction: 'instruction', unclear: 'vague' } as const;

export function createClaudeFactEngine(claude: ClaudeEngine, logger: Logger): FactEngine {
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
      if (offline === 'hedged' || offline === 'instruction' || offline === 'too_long')
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

  async function answer(a: { question: string; lang: Lang; hits: KnowledgeHit[]; weights?: TermWeights }): Promise<Answer> {
    if (a.hits.length === 0) return { supported: false, text: '', cited: [], missing: missingOf(a.question, a.lang) };
    const out = await askStructured(claude, {
      system: ANSWER_SYSTEM,
      task: `Answer the question in ${a.lang === 'es' ? 'Spanish' : 'English'} from the sources, citing them as [n].`,
      data: [
        { tag: 'question', text: a.question },
        ...a.hits.map((h) => ({
          tag: 'source',
          text: h.text,
          attrs: { citation: h.citation, kind: h.kind, name: h.source_name, heading: h.heading },
        })),
      ],
      schema: AnswerSchema,
      toolName: 'answer_question',
    });
    const given = new Map(a.hits.map((h) => [h.citation, h]));
    const cited = [...new Set(out.citations)].filter((c) => given.has(c));
    if (!out.supported || cited.length === 0 || out.answer.trim() === '') {
      return { supported: false, text: '', cited: [], missing: out.missing?.trim() || missingOf(a.question, a.lang) };
    }
    // every figure in the answer must appear in a cited source; otherwise fall back to quoting the sources
    const citedNumbers = new Set(cited.flatMap((c) => numbersIn(given.get(c)?.text ?? '')));
    const unsupported = numbersIn(out.answer.replace(/\[\d+\]/g, '')).filter((n) => !citedNumbers.has(n));
    if (unsupported.length > 0) {
      logger.warn('claude answer stated figures its sources lack; quoting sources instead', { figures: unsupported });
      return answerOffline(a.question, a.lang, a.hits, a.weights);
    }
    const text = out.answer
      .replace(/\s*\[(\d+)\]/g, (m, n: string) => (cited.includes(Number(n)) ? m : ''))
      .replace(/\s+([.,;:])/g, '$1');
    return { supported: true, text: text.trim(), cited, missing: null };
  }

  return { name: 'claude', read, answer };
}
