// Claude's answers to questions about the company: composed from the numbered hits it is shown, then checked:
// only citations it was given survive, and every sentence must rest on the company's statements in what it cites
// (figures included; a definition, an example or a requirement put to others supports nothing), else the offline
// engine's quotes are used instead. Questions and hits go in as data, never as instructions.
import { z } from 'zod';
import type { ClaudeEngine } from '../context';
import { askStructured } from '../language/claude';
import type { Logger } from '../logger';
import type { Answer, AnswerEngine } from './engine';
import { answerFromHits, missingOf } from './evidence';
import { unsupportedClaims } from './support';

const AnswerSchema = z.object({
  supported: z.boolean().describe('True only when the sources state the answer.'),
  answer: z.string().describe('The answer, using only what the cited sources say, with [n] markers; empty when unsupported.'),
  citations: z.array(z.number().int()).describe('The citation numbers the answer rests on.'),
  missing: z.string().nullable().describe('When unsupported: the fact that is missing, in a few words; else null.'),
});

const ANSWER_SYSTEM =
  'You answer a question about the company only from the numbered sources given. State nothing the cited sources do not ' +
  'say. If they do not answer the question, set supported to false and name what is missing. Facts outrank passages. ' +
  'Only what the company states about itself answers: definitions, examples, hypotheticals and requirements a document ' +
  'puts to vendors or customers do not.';

export function createClaudeAnswerer(claude: ClaudeEngine, logger: Logger): AnswerEngine {
  async function answer(a: Parameters<AnswerEngine['answer']>[0]): Promise<Answer> {
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
    // every sentence must rest on the company's statements in what it cites; otherwise fall back to quoting the sources
    const unsupported = unsupportedClaims(
      out.answer,
      a.hits.filter((h) => cited.includes(h.citation)),
    );
    if (unsupported.length > 0) {
      logger.warn('claude answer made claims its cited statements lack; quoting sources instead', { claims: unsupported });
      return answerFromHits(a.question, a.lang, a.hits, a.weights, a.partyWords);
    }
    const text = out.answer
      .replace(/\s*\[(\d+)\]/g, (m, n: string) => (cited.includes(Number(n)) ? m : ''))
      .replace(/\s+([.,;:])/g, '$1');
    return { supported: true, text: text.trim(), cited, missing: null };
  }
  return { name: 'claude', answer };
}
