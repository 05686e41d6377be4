// The question-answering pipeline every capability calls (teach_fact's questions, RFP drafting):
// question → retrieval (facts, approved answers, passages) → supporting sentences → a cited answer, or the missing fact.
import type { AppContext } from '../context';
import { tokens } from '../text/words';
import { englishReading } from './bilingual';
import { type Answer, answerEngine, type Lang, type PartyWords } from './engine';
import { analyseQuestion } from './question';
import { type KnowledgeHit, searchKnowledge } from './search';
import { libraryTermWeights } from './term-weights';

/** Passages and facts an answer is drawn from. */
export const ANSWER_HITS = 6;

export interface QuestionAnswer extends Answer {
  /** Everything retrieved, numbered 1..n; the answer's [n] markers and `cited` refer to these citations. */
  hits: KnowledgeHit[];
}

export async function answerQuestion(
  ctx: AppContext,
  accountId: string,
  a: {
    question: string;
    lang: Lang;
    limit?: number;
    extra?: Omit<KnowledgeHit, 'citation'>[];
    factsOnly?: boolean;
    /** Words naming the parties of the document the question comes from (an RFP's buyer and its "Offeror"). */
    partyWords?: PartyWords;
  },
): Promise<QuestionAnswer> {
  const engine = answerEngine(ctx);
  const { question, lang } = a;
  // the offline engine also reads a Spanish question in English words, for a library written in English
  const reading = lang === 'es' && engine.name === 'offline' ? englishReading(question) : question;
  const query = reading === question ? question : `${question} ${reading}`;
  const words = [question, reading].flatMap((q) => analyseQuestion(q).terms.map((t) => t.word));
  // an answer is the company's own words: another party's document (a buyer's RFP, a standard) is never quoted as one
  const hits = await searchKnowledge(ctx, accountId, query, {
    limit: a.limit ?? ANSWER_HITS,
    extra: a.extra,
    companyVoiceOnly: true,
    factsOnly: a.factsOnly,
    fusedOnly: true,
  });
  const weights = libraryTermWeights(ctx, accountId, words);
  const { partyWords } = a;
  let answer = await engine.answer({ question, lang, hits, weights, partyWords });
  // a Spanish word the reading left as it was and no passage holds was not understood: no second try
  const asked = new Set(tokens(question));
  const unread = analyseQuestion(reading).terms.some((t) => asked.has(t.word) && weights.get(t.word) === 1);
  if (!answer.supported && reading !== question && !unread) {
    const inEnglish = await engine.answer({ question: reading, lang, hits, weights, partyWords });
    if (inEnglish.supported) answer = inEnglish;
  }
  return { ...answer, hits };
}
