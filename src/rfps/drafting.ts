// Drafting one requirement: knowledge in order of trust (facts, the deal, approved wording, passages) → a cited
// answer whose every sentence its sources support, the form's own choice only with support, or the missing fact.
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { answerQuestion } from '../knowledge/answer';
import { topicOf } from '../knowledge/topics';
import { contentStems } from '../text/content';
import { coverage } from '../text/stem';
import { detectLang } from '../text/words';
import { affirmativeChoice, statedChoice } from './choices';
import { citationsOf, citeHits } from './cite';
import { unverifiedClaims } from './claims';
import { draftWithClaude } from './claude-draft';
import { type DealHit, dealHitsFor } from './deal';
import { dealAnswerFor } from './deal-asked';
import { type AnswerSlot, choicesOf } from './model';
import { missingQuestion } from './needs';
import { particularField } from './particulars';
import { requirementSlots, type StoredSource } from './views';

export interface Draft {
  status: store.RequirementStatus;
  response: string;
  choice: string | null;
  score: number | null;
  needsInput: string | null;
  gapKey: string | null;
  sources: StoredSource[];
  citations: store.Citation[];
  engine: 'offline' | 'claude';
}

const NEGATION =
  /\b(?:not|never|no|none|cannot|can't|don't|doesn't|won't|isn't|aren't|without|nor|bypass(?:es|ed|ing)?|out of scope|excluded|prohibit(?:s|ed)?|no\s+longer|nunca|ningun[oa]?|sin)\b/i;

function negated(text: string): boolean {
  return NEGATION.test(text);
}

/** Deal terms count when they share at least this share of the requirement's content words. */
const DEAL_RELEVANCE = 0.25;

/** The requirement as a question for the engine: its text without the ref it may repeat at its start. */
export function questionOf(r: Pick<store.RequirementRow, 'ref' | 'text'>): string {
  const text = r.text.trim();
  return r.ref && text.startsWith(r.ref) ? text.slice(r.ref.length).replace(/^[\s.:)\-–]+/, '') : text;
}

/** The deal's terms that speak to this requirement (pricing, term, SLA, start date…). */
export function relevantDeal(question: string, deal: DealHit[]): DealHit[] {
  const wanted = contentStems(question);
  return deal.filter((d) => coverage(wanted, contentStems(`${d.heading} ${d.text}`)) >= DEAL_RELEVANCE);
}

/** A gap's key: the topic of the missing fact, so the same fact asked by several responses is one gap. */
export function gapKeyOf(needsInput: string, requirement: string): string {
  const topic = topicOf(needsInput) ?? topicOf(requirement);
  return topic?.key ?? `q:${[...new Set(contentStems(needsInput))].sort().join(' ')}`;
}

/** The form's score for a supported, fully affirmative answer: the top of the score slot's own values, if it lists them. */
function scoreFor(slots: AnswerSlot[], choice: string | null): number | null {
  const slot = slots.find((s) => s.role === 'score');
  if (!slot || choice === null) return null;
  const values = slot.choices.map(Number).filter((n) => Number.isInteger(n));
  return values.length > 0 ? Math.max(...values) : null;
}

function unanswered(r: store.RequirementRow, question: string, missing: string | null, engine: Draft['engine']): Draft {
  const lang = detectLang(question);
  const needsInput = missingQuestion(question, missing, lang);
  return {
    status: 'open',
    response: '',
    choice: null,
    score: null,
    needsInput,
    gapKey: gapKeyOf(needsInput, r.text),
    sources: [],
    citations: [],
    engine,
  };
}

/** The deal's own sentences, each citing the term it states; no form choice (the deal says what, not yes or no). */
function dealDraft(hits: DealHit[]): Draft {
  const { response, sources } = citeHits(hits.map((h, i) => ({ text: h.text, hits: [{ ...h, citation: i + 1 }] })));
  return {
    status: 'drafted',
    response,
    choice: null,
    score: null,
    needsInput: null,
    gapKey: null,
    sources,
    citations: citationsOf(sources),
    engine: 'offline',
  };
}

/** A signature or a date is the signer's to fill: asked of a person, never a gap a fact could close. */
function forTheSigner(r: store.RequirementRow, question: string, engine: Draft['engine']): Draft {
  const label = question.replace(/[:\s_.…]+$/, '').trim();
  const needsInput =
    detectLang(question) === 'es'
      ? `«${label}»: la completa quien firma el formulario.`
      : `"${label}" is filled in by the person who signs the form.`;
  return { ...unanswered(r, question, null, engine), needsInput, gapKey: null };
}

/** Drafts one requirement from the account's knowledge (and the RFP's deal); saves nothing. */
export async function draftAnswer(
  ctx: AppContext,
  a: { accountId: string; rfp: store.RfpRow; requirement: store.RequirementRow },
): Promise<Draft> {
  const r = a.requirement;
  const question = questionOf(r);
  const slots = requirementSlots(r);
  const choices = choicesOf({ slots });
  const terms = dealHitsFor(ctx, a.accountId, a.rfp.deal_number);
  const fromDeal = dealAnswerFor(question, terms);
  const deal = fromDeal.length > 0 ? fromDeal : relevantDeal(question, terms);
  // a form's particulars: a signature or a date waits for the signer; a name or an address only a fact answers
  const field = particularField(question);
  if (field === 'signing') return forTheSigner(r, question, ctx.claude ? 'claude' : 'offline');
  if (ctx.claude) {
    const out = await draftWithClaude(ctx, { accountId: a.accountId, question, choices, deal });
    if (!out.supported) return unanswered(r, question, out.missing, 'claude');
    const choice = out.choice ?? null;
    return {
      status: 'drafted',
      response: out.response,
      choice,
      score: scoreFor(slots, choice && choice === affirmativeChoice(choices) ? choice : null),
      needsInput: null,
      gapKey: null,
      sources: out.sources,
      citations: citationsOf(out.sources),
      engine: 'claude',
    };
  }
  // a question the deal answers whole (pricing, term, start date, SLA…) is answered from the deal, term by term; the
  // offline engine quotes the deal for nothing else ("How do you monitor availability?" is not the SLA's figure)
  if (fromDeal.length > 0) return dealDraft(fromDeal);
  const answer = await answerQuestion(ctx, a.accountId, {
    question,
    lang: detectLang(question),
    factsOnly: field === 'particular',
  });
  if (!answer.supported) return unanswered(r, question, answer.missing, 'offline');
  const byCitation = new Map(answer.hits.map((h) => [h.citation, h]));
  const pieces = [...answer.text.matchAll(/“([^”]+)” \[(\d+)\]/g)].flatMap((m) => {
    const hit = byCitation.get(Number(m[2]));
    return hit ? [{ text: m[1] ?? '', hits: [hit] }] : [];
  });
  if (pieces.length === 0) return unanswered(r, question, answer.missing, 'offline');
  const { response, sources } = citeHits(pieces);
  // the offline engine only quotes, so every sentence rests on its source; the check guards that promise
  if (unverifiedClaims(response, sources).length > 0) return unanswered(r, question, answer.missing, 'offline');
  // quotes can say the opposite of what is asked ("we never share…" for "do you share…?"): no choice then
  const polarityMatches = negated(question) === pieces.some((p) => negated(p.text));
  // a past answer that opens with one of the form's values ("Yes. …", "N/A.") states its choice itself
  const stated = pieces.length === 1 ? statedChoice(pieces[0]?.text ?? '', choices) : null;
  const choice = stated ?? (choices.length > 0 && polarityMatches ? affirmativeChoice(choices) : null);
  return {
    status: 'drafted',
    response,
    choice,
    score: scoreFor(slots, choice),
    needsInput: null,
    gapKey: null,
    sources,
    citations: citationsOf(sources),
    engine: 'offline',
  };
}

/** Drafts and saves one requirement; with `onlyIfUntouched` (draft-all) a person's edit made meanwhile wins. */
export async function draftAndSave(
  ctx: AppContext,
  a: { accountId: string; rfp: store.RfpRow; requirement: store.RequirementRow; onlyIfUntouched: boolean },
): Promise<boolean> {
  const d = await draftAnswer(ctx, a);
  return store.saveDraft(ctx.db, {
    id: a.requirement.id,
    accountId: a.accountId,
    status: d.status,
    response: d.response,
    choice: d.choice,
    score: d.score,
    needsInput: d.needsInput,
    gapKey: d.gapKey,
    sources: d.sources,
    unverifiedClaims: [],
    engine: d.engine,
    citations: d.citations,
    now: ctx.clock.now(),
    onlyIfUntouched: a.onlyIfUntouched,
  });
}
