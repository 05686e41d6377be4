// teach_fact's work: read the message, keep each statement as the one fact of its topic, answer the questions.
import { countLiveFacts, listLiveFacts, putFact } from '../../store/facts';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { type KnowledgeHit, knowledgeResult } from '../knowledge/search';
import { detectLang } from '../text/words';
import { messageReader, type NotKeptReason, type ReadItem } from './engine';
import { answerLine, missingLine, nothingLine, notSavedLine, savedLine, stillMissing } from './reply';
import { factText } from './sentences';

/** Live facts an account may hold; past it teaching new topics answers 409 (replacing stays possible). */
export const MAX_FACTS = 2000;

export type Source = ReturnType<typeof knowledgeResult>;

export interface TeachResult {
  reply: string;
  saved: Array<{ topic: string; text: string }>;
  not_saved: number;
  sources: Source[];
}

/** What teaching changed, for the capabilities that depend on facts (RFP answers citing them, gaps waiting on them). */
export interface FactChanges {
  saved: Array<{ id: string; topicKey: string; text: string }>;
  replaced: Array<{ id: string; text: string }>;
}

type Statement = Extract<ReadItem, { kind: 'statement' }>;

/** A later statement on the same topic in one message wins; the earlier ones are not kept. */
function dedupe(items: ReadItem[]): { keep: Statement[]; superseded: Statement[] } {
  const statements = items.filter((i): i is Statement => i.kind === 'statement');
  const last = new Map(statements.map((s) => [s.topic.key, s]));
  return { keep: [...last.values()], superseded: statements.filter((s) => last.get(s.topic.key) !== s) };
}

export async function teach(
  ctx: AppContext,
  accountId: string,
  message: string,
): Promise<TeachResult & { changes: FactChanges }> {
  const lang = detectLang(message);
  const reader = messageReader(ctx);
  const known = listLiveFacts(ctx.db, accountId);
  const items = await reader.read({ message, lang, known });
  const { keep, superseded } = dedupe(items);

  const newTopics = keep.filter((s) => !known.some((k) => k.topic_key === s.topic.key)).length;
  if (newTopics > 0 && countLiveFacts(ctx.db, accountId) + newTopics > MAX_FACTS) {
    throw new AppError('conflict', `This account holds the most facts it may (${MAX_FACTS}). Delete some first.`);
  }
  const now = ctx.clock.now();
  const saved = ctx.db.transaction(() =>
    keep.map((s) => {
      const text = factText(s.text);
      const put = putFact(ctx.db, { accountId, topic: s.topic.label, topicKey: s.topic.key, text, lang, now });
      return { topic: s.topic.label, text, replaced: put.replaced?.text, fact: put.fact, was: put.replaced };
    }),
  )();

  const notKept: Array<{ text: string; why: NotKeptReason }> = [
    ...items.flatMap((i) => (i.kind === 'not_kept' ? [{ text: i.text, why: i.why }] : [])),
    ...superseded.map((s) => ({ text: s.text, why: 'superseded' as const })),
  ];

  const lines: string[] = [];
  if (saved.length > 0) lines.push(savedLine(lang, saved));
  if (notKept.length > 0) lines.push(notSavedLine(lang, notKept));
  const sources = new Map<string, Source>();
  for (const item of items) {
    if (item.kind !== 'question') continue;
    // answering is heavy (search, term weights, scoring): it runs off the request thread when threads are on
    const answer = await ctx.compute.run('answerQuestion', { accountId, question: item.text, lang });
    const { hits } = answer;
    if (!answer.supported) {
      lines.push(missingLine(lang, item.text, answer.missing ?? item.text, hits.length > 0));
      continue;
    }
    // (a partial answer says what it leaves out: "…” [1] Still missing: certification body issued certificate.")
    const rest = answer.unanswered && answer.missing ? stillMissing(lang, answer.missing) : '';
    lines.push(answerLine(lang, item.text, `${renumber(answer.text, answer.cited, hits, sources)}${rest}`));
  }
  if (lines.length === 0) lines.push(nothingLine(lang));
  return {
    reply: lines.join('\n'),
    saved: saved.map(({ topic, text }) => ({ topic, text })),
    not_saved: notKept.length,
    sources: [...sources.values()].sort((a, b) => a.citation - b.citation),
    changes: {
      saved: saved.map((s) => ({ id: s.fact.id, topicKey: s.fact.topic_key, text: s.fact.text })),
      replaced: saved.flatMap((s) => (s.was ? [{ id: s.was.id, text: s.was.text }] : [])),
    },
  };
}

/**
 * Adds the cited hits to the reply's sources, numbered 1..n in the order the reply first cites them (a hit already
 * cited keeps its number): "[4]" beside two listed sources had read as a source missing (new-user trial 26). The
 * answer's [n] markers follow.
 */
function renumber(text: string, cited: number[], hits: KnowledgeHit[], sources: Map<string, Source>): string {
  const map = new Map<number, number>();
  for (const n of cited) {
    const hit = hits.find((h) => h.citation === n);
    if (!hit) continue;
    const key = `${hit.kind}:${hit.id}`;
    let citation = sources.get(key)?.citation;
    if (citation === undefined) {
      citation = sources.size + 1;
      sources.set(key, { ...knowledgeResult(hit), citation });
    }
    map.set(n, citation);
  }
  return text.replace(/\[(\d+)\]/g, (m, n: string) => (map.has(Number(n)) ? `[${map.get(Number(n))}]` : m));
}
