// Answering a requirement with a fact: the person's answer is kept as the fact of the requirement's topic (for all
// future documents, one per topic), this requirement is redrafted with it, and others waiting on it are queued.
import { countLiveFacts, listLiveFacts, putFact } from '../../store/facts';
import type { AppContext } from '../context';
import { AppError, invalid } from '../errors';
import { classifySentence, factText, MAX_FACT_CHARS } from '../facts/sentences';
import { MAX_FACTS } from '../facts/teach';
import { resolveKey, topicOf } from '../knowledge/topics';
import { contentStems } from '../text/content';
import { splitSentences } from '../text/sentences';
import { coverage } from '../text/stem';
import { detectLang } from '../text/words';
import { askedKey, questionOf } from './drafting';
import { factsChanged } from './knowledge-changes';
import { tableOf } from './model';
import { affirmedStatement, missingQuestion, placedStatement, quotesRequirement, subjectPhrase } from './needs';
import { fieldKey, fieldLabel, particularField } from './particulars';
import { requireRequirement } from './review';
import { requirementSlots } from './views';

export interface KeptFact {
  fact: { id: string; topic: string; text: string };
  replaced: { id: string; text: string } | null;
}

/** Keeps `answer` as the fact answering this requirement's question; the caller redrafts. */
export function keepRequirementFact(
  ctx: AppContext,
  a: { accountId: string; rfpId: string; rid: string; answer: string },
): KeptFact & { requirementId: string } {
  const { requirement } = requireRequirement(ctx, a.accountId, a.rfpId, a.rid);
  // a price table's rows are this document's prices, not a fact for every future document
  if (tableOf({ slots: requirementSlots(requirement) }))
    throw invalid(
      'answer',
      'this requirement is a price table: its rows are set with update_requirement (response: one line per row, cells separated by " | " in the order of its columns), not kept as a fact.',
    );
  const answer = a.answer.replace(/\s+/g, ' ').trim();
  if (answer === '') throw invalid('answer', 'must not be empty.');
  if (answer.length > MAX_FACT_CHARS) {
    throw invalid('answer', `a fact is at most ${MAX_FACT_CHARS} characters; add longer material to the library instead.`);
  }
  if (classifySentence(answer) === 'instruction') throw invalid('answer', 'is an instruction, not a fact about the company.');
  // a form's field ("Company name:") is kept as "Company name: Instructure, Inc.", under the field's own words
  const asked = questionOf(requirement);
  const field = particularField(asked) === 'particular' ? fieldLabel(asked) : null;
  // a requirement asked by quoting it, or by our "What is our answer on …?", is named by its own words
  const needs =
    requirement.needs_input && !quotesRequirement(requirement.needs_input) && !TOPIC_QUESTION.test(requirement.needs_input)
      ? requirement.needs_input
      : null;
  const question = field ?? needs ?? asked;
  const lang = detectLang(`${question} ${answer}`);
  // a field's fact is the field's own ("Country of headquarters: United States" leaves the headquarters' city alone)
  const topic = field
    ? { key: fieldKey(field), label: field, concept: false }
    : (topicOf(question, lang) ?? topicOf(asked, lang) ?? topicOf(answer, lang));
  if (!topic) throw invalid('answer', 'the requirement and the answer name no topic a fact could be kept under.');
  // "Yes, $5M per claim" says nothing on its own: kept under the question's topic name so it answers that question;
  // a sentence of the person's own ("We were founded in 2008 and…") is kept as they said it
  // ("Sí, con una cobertura de USD 2.000.000 por siniestro." is a reply to the question, not a sentence of its own)
  const reply = /^\s*(?:yes|no|s[ií])\s*[,.;:!]/iu.test(answer);
  const selfContained = coverage(contentStems(question), contentStems(answer)) >= 0.5 || (!reply && isSentence(answer));
  // "Yes. For US public-sector customers all hosting is in the US." says it all after its "Yes": kept without the
  // question in front (new-user trial 14: a buyer's requirement, cut off, became the start of our fact and answer)
  // ("Sí, con una cobertura de…" goes on from its "Sí": that one keeps the question's name in front)
  const said = answer.replace(/^\s*(?:yes|s[ií])\s*[.;:!]\s*(?=\p{Lu})/iu, '');
  const saysItAfterYes = said !== answer && isSentence(said);
  // a bare "Yes" to a yes/no question in our voice is that question said as ours ("Do we maintain X?" → "We maintain X.")
  // (asked as drafting asks it, also for a requirement not drafted yet)
  const affirmed =
    !field && /^(?:yes|s[ií]|agreed|confirmed|we agree|we do|we comply)\.?$/iu.test(answer)
      ? affirmedStatement(needs ?? missingQuestion(asked, null, lang === 'es' ? 'es' : 'en'))
      : undefined;
  const text = factText(
    field
      ? `${field}: ${answer}`
      : affirmed
        ? affirmed
        : saysItAfterYes
          ? said
          : selfContained
            ? answer
            : (placedStatement(question, answer) ?? `${labelOf(question) || topic.label}: ${answer}`),
  );
  const known = listLiveFacts(ctx.db, a.accountId);
  const key = resolveKey(
    topic,
    known.map((f) => f.topic_key),
  );
  if (!known.some((f) => f.topic_key === key) && countLiveFacts(ctx.db, a.accountId) >= MAX_FACTS) {
    throw new AppError('conflict', `This account holds the most facts it may (${MAX_FACTS}). Delete some first.`);
  }
  const label = known.find((f) => f.topic_key === key)?.topic ?? topic.label;
  // the fact remembers the question it answers, so this requirement redrafted, or the same question in another
  // document, is answered from it again (new-user trial 14)
  const put = putFact(ctx.db, {
    accountId: a.accountId,
    topic: label,
    topicKey: key,
    text,
    lang,
    now: ctx.clock.now(),
    asked: askedKey(asked),
    answer,
  });
  const replaced = put.replaced ? { id: put.replaced.id, text: put.replaced.text } : null;
  factsChanged(ctx, a.accountId, {
    saved: [{ id: put.fact.id, topicKey: key, text }],
    replaced: replaced ? [replaced] : [],
  });
  return { fact: { id: put.fact.id, topic: label, text }, replaced, requirementId: requirement.id };
}

/** The question missingQuestion asks by a topic's name ("What is our answer on pricing?"): no words of the asker's. */
const TOPIC_QUESTION = /^(?:What is our answer on |¿Qué debemos responder sobre )/;

/** An answer of this many words or more with a statement among its sentences is a sentence, not a terse value. */
const SENTENCE_WORDS = 5;
/** A label longer than this many words is cut to them ("Provide insurance issued by companies admitted…"). */
const LABEL_WORDS = 14;

function isSentence(answer: string): boolean {
  return splitSentences(answer).some(
    (s) => s.split(/\s+/).filter(Boolean).length >= SENTENCE_WORDS && classifySentence(s) === 'statement',
  );
}

/** What a terse answer is the value of: the question in our words, a long requirement by its first sentence's start. */
function labelOf(question: string): string {
  const first = splitSentences(question.replace(/\s+/g, ' ').trim())[0] ?? question;
  const words = subjectPhrase(first).split(' ');
  return words.length > LABEL_WORDS
    ? `${words
        .slice(0, LABEL_WORDS)
        .join(' ')
        .replace(/[,;:(–—-]+$/, '')}…`
    : words.join(' ');
}
