// The question-answering pipeline every capability calls (teach_fact's questions, RFP drafting):
// question → retrieval (facts, approved answers, passages) → supporting sentences → a cited answer, or the missing fact.
import type { AppContext } from '../context';
import { fold, tokens } from '../text/words';
import { englishReading } from './bilingual';
import { type Answer, answerEngine, type Lang, type PartyWords, type TermWeights } from './engine';
import { ABSENT_PER, answerFromHits, rankQuotes } from './evidence';
import { type QuestionPart, questionParts } from './parts';
import { analyseQuestion, rootsMatch, rootsOf } from './question';
import { type KnowledgeHit, searchKnowledge } from './search';
import { libraryTermWeights } from './term-weights';

/** Passages and facts an answer is drawn from. */
export const ANSWER_HITS = 6;

export interface QuestionAnswer extends Answer {
  /** Everything retrieved, numbered 1..n; the answer's [n] markers and `cited` refer to these citations. */
  hits: KnowledgeHit[];
  /**
   * A partial answer: the parts of the question it leaves unanswered, as asked (a part that asks on about an earlier
   * one comes after it: "Is the organisation certified against ISO 27001? When does it expire?"); `missing` names
   * what they lack. Absent when the answer answers all of it, or nothing.
   */
  unanswered?: string[];
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
  // a question that asks several things ("…? If so, which body issued it and when does it expire?") is answered part
  // by part: the whole answer (or else its first part's) completed with what each later part asks, or naming it
  // (the offline engine; a model reads the parts itself)
  if (engine.name === 'offline' && reading === question) {
    const parts = questionParts(question);
    if (parts.length > 1) {
      const inParts = answerInParts(parts, { lang, hits, weights, partyWords }, answer);
      if (inParts) return { ...inParts, hits };
    }
  }
  return { ...answer, hits };
}

/** For the first part of a question answered on its own: one content word of every this many may be absent. */
const PART_ABSENT_PER = 4;

/**
 * Whether a part asks a time, a figure or a rhythm (with the event it is asked of, "expire") that none of the quotes
 * gives; false for a part that asks only words or a yes or no.
 */
function lacksWhatItNeeds(
  part: string,
  quoted: KnowledgeHit[],
  a: { weights: TermWeights; partyWords: PartyWords | undefined },
): boolean {
  const { q, all } = rankQuotes(part, quoted, a.weights, a.partyWords);
  // (a yes or no asked on, "can it be changed?", may be answered in other words: "Customer can set: 3 to 84 months")
  const asks = q.time !== null || q.amount || q.frequency !== null;
  return asks && !all.some((c) => c.qualifies && c.required);
}

/** A quote of an offline answer with its citation: `“…” [n]`. */
const QUOTE = /“([^”]*)” \[(\d+)\]/g;

/**
 * The parts answered one by one. The first is answered by the answer to the whole question, or else from all the
 * hits on its own, and must be (a follow-on asked "if so" waits on it). Each later part is answered by what is already
 * quoted, or else only from the passages quoted, each word of the part said there (the certificate's expiry from the
 * certificate's passage, never another passage's "expires"; "how customer data is handled" is not answered by a
 * sentence that names customer data); what none says is named when the whole question had no answer. Null when the
 * first part is not answered.
 */
export function answerInParts(
  parts: QuestionPart[],
  a: { lang: Lang; hits: KnowledgeHit[]; weights: TermWeights; partyWords: PartyWords | undefined },
  whole: Answer,
): Omit<QuestionAnswer, 'hits'> | null {
  const [first, ...rest] = parts;
  if (!first) return null;
  // (a first part is shorter than the question: fewer of its words may be absent, "Are audit records generated?" is
  // not answered by "Generators provide backup power…", CAIQ LOG-08.1)
  const main = whole.supported ? whole : answerFromHits(first.text, a.lang, a.hits, a.weights, a.partyWords, PART_ABSENT_PER);
  if (!main.supported) return null;
  const quotes = [...main.text.matchAll(QUOTE)].map((m) => m[0]);
  const plain = (t: string) => fold(t).replace(/[^\p{L}\p{N}]+/gu, '');
  const have = [...main.text.matchAll(QUOTE)].map((m) => plain(m[1] ?? ''));
  const cited = new Set(main.cited);
  const answeredBy = a.hits.filter((h) => main.cited.includes(h.citation));
  // what the answer already quotes, each quote as a passage of its own
  const quoted = [...main.text.matchAll(QUOTE)].flatMap((m) => {
    const hit = a.hits.find((h) => h.citation === Number(m[2]));
    return hit ? [{ ...hit, text: m[1] ?? '' }] : [];
  });
  const missing: string[] = [];
  const unanswered: string[] = [];
  const firstRoots = analyseQuestion(first.text)
    .terms.filter((t) => t.weight === 1)
    .map((t) => t.root);
  const onFirstTopic = (h: KnowledgeHit) => rootsOf(h.text).some((r) => firstRoots.some((f) => rootsMatch(f, r)));
  for (const part of rest) {
    if (answerFromHits(part.text, a.lang, quoted, a.weights, a.partyWords).supported) continue;
    // (the parts of one question speak of one thing: what answers the later ones is where the first was answered)
    // (a part read with the one before it, "…? How often?", carries that one's words: it is held to them as a question)
    // (a part that asks a thing of its own, "…, and can user accounts be provisioned automatically?", is answered as a
    // question would be, from any passage that speaks of what the first part asked: "how customers are notified" of
    // maintenance windows is not answered by the breach notice)
    const absentPer = part.bare || !part.followsUp ? ABSENT_PER : Number.POSITIVE_INFINITY;
    const pool = part.followsUp ? answeredBy : a.hits.filter((h) => onFirstTopic(h));
    const answer = answerFromHits(part.text, a.lang, pool, a.weights, a.partyWords, absentPer);
    if (!answer.supported) {
      // (an answer to the whole question names a part missing only when no quote gives what that part cannot be answered
      // without, its time, figure or rhythm: "when does it expire?" beside "…certified since 2021"; a quote that
      // answers a part in other words, "AES-256" for "which encryption algorithm?", is not found missing; trials 20–28)
      if (whole.supported && !lacksWhatItNeeds(part.text, quoted, a)) continue;
      missing.push(answer.missing ?? part.text);
      // (a follow-on is asked after what it follows, so a colleague knows what "it" is)
      if (part.followsUp && !part.bare && !unanswered.includes(first.text)) unanswered.push(first.text);
      unanswered.push(part.text);
      continue;
    }
    // (a quote is added once: not again, nor a sentence of one given, nor a row holding one; one given with the
    // sentence after it takes its place: "…twice a year. The most recent exercise, on 12 October 2024, …")
    for (const m of answer.text.matchAll(QUOTE)) {
      const text = plain(m[1] ?? '');
      if (have.some((h) => h.includes(text))) continue;
      const extends_ = have.findIndex((h) => text.startsWith(h));
      if (extends_ >= 0) {
        quotes[extends_] = m[0];
        have[extends_] = text;
      } else if (!have.some((h) => text.includes(h))) {
        quotes.push(m[0]);
        have.push(text);
      }
    }
    for (const n of answer.cited) cited.add(n);
  }
  return {
    supported: true,
    text: quotes.join(' '),
    cited: [...cited],
    missing: missing.length > 0 ? [...new Set(missing)].join('; ') : null,
    ...(unanswered.length > 0 ? { unanswered } : {}),
  };
}
