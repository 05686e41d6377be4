// Drafting one requirement: knowledge in order of trust (facts, the deal, approved wording, passages) → a cited
// answer whose every sentence its sources support, the form's own choice only with support, or the missing fact.

import { getAccount } from '../../store/accounts';
import { factForQuestion } from '../../store/facts';
import { getProposal } from '../../store/proposals';
import * as store from '../../store/rfps';
import { DEFAULT_ACCOUNT_NAME, settingsOf } from '../accounts/settings';
import type { AppContext } from '../context';
import { factText } from '../facts/sentences';
import { answerQuestion } from '../knowledge/answer';
import { analyseQuestion, asksYesNo } from '../knowledge/question';
import { FACTS_SOURCE_NAME, type KnowledgeHit } from '../knowledge/search';
import { conceptOf, conceptStems, topicOf } from '../knowledge/topics';
import { orOffline } from '../language/fallback';
import { contentStems } from '../text/content';
import { coverage, stem } from '../text/stem';
import { detectLang, fold } from '../text/words';
import { affirmativeChoice, statedChoice, withoutOpeningChoice } from './choices';
import { ABBREVIATION_END, citationsOf, citeHits } from './cite';
import { unverifiedClaims } from './claims';
import { draftWithClaude } from './claude-draft';
import { type DealHit, dealHitsFor } from './deal';
import { dealAnswerFor } from './deal-asked';
import { type AnswerSlot, choicesOf, tableOf } from './model';
import { isClause, missingQuestion, partsQuestion, quotesRequirement } from './needs';
import { accountField, fieldKey, fieldLabel, particularField } from './particulars';
import { partyWords } from './party-words';
import { tableFromDeal, tableGapKey, tableQuestion } from './price-table';
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
  // a clause is a gap of its own (the same clause in two responses is still one): it shares a topic, not a fact
  const own = quotesRequirement(needsInput) || isClause(requirement);
  const topic = own ? null : topicOf(requirement);
  // a question that asks one thing about a broad concept ("Do you have a documented process for verifying
  // accessibility conformance?") is not the concept's one fact: it is a gap of its own, as is every other such question
  // (keyed by its words, so the same question asked in other words by another response is still the same gap)
  // and a question on no concept is keyed by all it asks, not by its grammatical subject alone ("solution")
  const asked = askedStems(requirement);
  if (topic && (!topic.concept || asksMoreThan(topic.key, requirement)) && asked.length > 0) return `g:${asked.join(' ')}`;
  return topic?.key ?? `q:${[...new Set(contentStems(needsInput))].sort().join(' ')}`;
}

/** The stems of what a question asks (its content words, questionnaire boilerplate left out), sorted. */
function askedStems(question: string): string[] {
  return [
    ...new Set(
      analyseQuestion(question)
        .terms.filter((t) => t.weight === 1)
        .map((t) => stem(t.word)),
    ),
  ].sort();
}

/** Content words a question asks beyond a concept's own, past which it asks a thing of its own about the concept. */
const SPECIFIC_WORDS = 3;

function asksMoreThan(concept: string, question: string): boolean {
  // a metric (RTO, RPO) is one fact whatever the words around it; a named standard is not ("HIPAA risk analysis")
  if (conceptOf(question)?.oneValue) return false;
  const cues = conceptStems(concept);
  const rest = analyseQuestion(question).terms.filter((t) => t.weight === 1 && !cues.has(stem(t.word)));
  return rest.length >= SPECIFIC_WORDS;
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

/** Values a field of this kind takes, found in any fact: an e-mail address, a telephone number, a web address. */
/** A field that asks for a number or an identifier ("Business License #", "Tax ID", "DUNS number"), and its shape. */
const NUMBER_FIELD: [RegExp, RegExp] = [
  /#|\bnumber\b|\bno\.|\bid\b|\bn[uú]mero\b|\bduns\b|\bein\b|\bfein\b|\bnif\b|\brfc\b|\bcuit\b/i,
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}[A-Z0-9]\b/g,
];

const FIELD_VALUES: Array<[RegExp, RegExp]> = [
  [/\be-?mail\b|\bcorreo\b/i, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  [/\b(?:phone|telephone|tel|fax|tel[eé]fono)\b/i, /\+?\(?\d[\d ().-]{6,}\d/g],
  [/\b(?:website|web site|url|web address|sitio web)\b/i, /\bhttps?:\/\/\S+[^\s.,;)]|\bwww\.\S+[^\s.,;)]/gi],
];

/** The one identifier a sentence holds for a field that asks a number ("…a business license, number 2178456." → 2178456). */
function numberIn(value: string, field: string): string {
  if (!NUMBER_FIELD[0].test(field) || value.split(/\s+/).length <= 3) return value;
  const found = [...new Set(value.match(NUMBER_FIELD[1]) ?? [])];
  return found.length === 1 && found[0] ? found[0] : value;
}

/**
 * The value a fact gives a form's field: "Company name: Instructure, Inc." for "Company name", or the one e-mail
 * address (phone number, web address) a fact holds for an "Email" field. Null when the fact gives the field no value
 * (a sentence that only shares a word with it, as "support by phone, email and chat" with "Email").
 */
function fieldValue(fact: string, field: string): string | null {
  const m = /^([^:]{1,80}):\s+(\S.*)$/.exec(fact.trim());
  const label = contentStems(field);
  if (m?.[1] && m[2] && label.length > 0 && coverage(label, contentStems(m[1])) >= 0.5) return numberIn(m[2], field);
  for (const [asks, shape] of FIELD_VALUES) {
    if (!asks.test(field)) continue;
    const found = [...new Set(fact.match(shape) ?? [])];
    if (found.length === 1) return found[0] ?? null;
  }
  // a number is no shape of its own ("ISO 27001" is no tax ID): only a fact that names the field gives it one
  if (NUMBER_FIELD[0].test(field) && label.length > 0 && coverage(label, contentStems(fact)) >= 0.5) {
    const value = numberIn(fact, field);
    if (value !== fact) return value;
  }
  return null;
}

/** A form's field filled with the value a fact gives it, citing the fact. */
function valueDraft(value: string, hit: KnowledgeHit, engine: Draft['engine']): Draft {
  return quotedDraft([{ text: value, hits: [{ ...hit, citation: 1 }], value: true }], engine);
}

/** A draft of quotes, each citing what it quotes, with no form choice (a value or a deal term says what, not yes or no). */
function quotedDraft(pieces: Parameters<typeof citeHits>[0], engine: Draft['engine']): Draft {
  const { response, sources } = citeHits(pieces);
  return choiceless(response, sources, engine);
}

/** A drafted answer with no form choice or score. */
function choiceless(response: string, sources: StoredSource[], engine: Draft['engine']): Draft {
  return {
    status: 'drafted',
    response,
    choice: null,
    score: null,
    needsInput: null,
    gapKey: null,
    sources,
    citations: citationsOf(sources),
    engine,
  };
}

/** A form's field for the account's own name or signer, filled from the account (update_account), cited as it. */
function accountDraft(ctx: AppContext, accountId: string, question: string, engine: Draft['engine']): Draft | null {
  const asked = accountField(question);
  const row = asked ? getAccount(ctx.db, accountId) : undefined;
  if (!asked || !row) return null;
  const value = asked === 'name' ? (row.name === DEFAULT_ACCOUNT_NAME ? null : row.name) : settingsOf(row)[asked];
  if (!value?.trim()) return null;
  const source: StoredSource = {
    citation: 1,
    source_name: 'Account',
    heading: asked,
    kind: 'account',
    source_id: accountId,
    page: null,
    text: value,
  };
  const response = ABBREVIATION_END.test(value) ? `${value} [1]` : `${value.replace(/[.!?;:,]+$/, '')} [1]`;
  // (the account is read afresh at every draft: citationsOf keeps nothing of it to flag stale)
  return choiceless(response, [source], engine);
}

/**
 * A form's field no fact fills: asked as the field it is ("What do we enter for "Company Name"?"), and a gap of its
 * own per field label, so "Name", "Company Name" and "Printed Name" are three gaps and the same field in two forms one.
 */
function fieldUnanswered(r: store.RequirementRow, question: string, engine: Draft['engine']): Draft {
  const label = fieldLabel(question);
  const needsInput = detectLang(question) === 'es' ? `¿Qué ponemos en «${label}»?` : `What do we enter for "${label}"?`;
  return { ...unanswered(r, question, null, engine), needsInput, gapKey: fieldKey(label) };
}

/** Letters and digits only, lower-cased: a quote and the text it was taken from compared whole. */
const squeezedText = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** The deal's own sentences, each citing the term it states. */
function dealDraft(hits: DealHit[]): Draft {
  return quotedDraft(
    hits.map((h, i) => ({ text: h.text, hits: [{ ...h, citation: i + 1 }] })),
    'offline',
  );
}

/** A price table from the deal's line items (see price-table.ts), or the question of what goes in it. */
function tableDraft(
  ctx: AppContext,
  accountId: string,
  rfp: store.RfpRow,
  r: store.RequirementRow,
  table: NonNullable<AnswerSlot['table']>,
): Draft {
  const deal = rfp.deal_number ? getProposal(ctx.db, accountId, rfp.deal_number) : undefined;
  // the deal's lines are shared out among all the response's price tables (hourly roles here, licences there)
  const tables = store
    .allRequirements(ctx.db, rfp.id)
    .map((x) => (x.id === r.id ? table : tableOf({ slots: requirementSlots(x) })))
    .filter((t): t is NonNullable<AnswerSlot['table']> => t !== undefined);
  const filled = deal ? tableFromDeal(deal, table, tables) : null;
  if (filled && 'response' in filled) return choiceless(filled.response, filled.sources, 'offline');
  const needsInput = filled ? filled.unfit : tableQuestion(table, detectLang(r.text));
  return { ...unanswered(r, r.text, null, 'offline'), needsInput, gapKey: tableGapKey(table) };
}

/** A signature or a date is the signer's to fill: asked of a person, never a gap a fact could close. */
function forTheSigner(r: store.RequirementRow, question: string, engine: Draft['engine']): Draft {
  const label = question.replace(/[:\s_.…]+$/, '').trim();
  // (the form's language: a one-word label says little, its section more: "C. Declaración")
  const needsInput =
    detectLang(`${r.section ?? ''} ${question}`) === 'es'
      ? `«${label}»: la completa quien firma el formulario.`
      : `"${label}" is filled in by the person who signs the form.`;
  return { ...unanswered(r, question, null, engine), needsInput, gapKey: null };
}

/** An answer that is only a form's choice word: "Yes", "No.", "Agreed", "We comply", "N/A", "Sí". */
const BARE_CHOICE =
  /^(?:yes|no|agreed?|accepted|(?:we\s+)?compl(?:y|ies)|will comply|n\/?a|not applicable|s[ií]|cumplimos)[.!]?$/i;

/** A question as facts remember it: letters and digits only, folded ("Is data encrypted?" = "is data  encrypted"). */
export const askedKey = (question: string) => squeezedText(question);

/** The live fact a person gave as the answer to this question, as a TaughtFact; undefined when there is none. */
function taughtFor(ctx: AppContext, accountId: string, question: string): TaughtFact | undefined {
  const fact = factForQuestion(ctx.db, accountId, askedKey(question));
  return fact ? { id: fact.id, topic: fact.topic, text: fact.text, answer: fact.answer ?? fact.text } : undefined;
}

/** Whether a taught fact is the person's words kept under the question's own ("Operate an EMS…: No. We plan…"). */
function keptUnderQuestion(fact: TaughtFact): boolean {
  return fact.text !== factText(fact.answer) && fact.text.endsWith(`: ${factText(fact.answer)}`);
}

/** A fact a person just gave as the answer to this very requirement (teach_requirement_fact). */
export interface TaughtFact {
  id: string;
  topic: string;
  /** The fact as kept ("The per-claim limit of our cyber liability insurance is $5M."). */
  text: string;
  /** The person's words ("$5M per claim"). */
  answer: string;
}

/**
 * The draft a person's own answer to this requirement gives, citing the fact it was kept as: the person answered this
 * very question, so it stands even where the answerer would not match its words to the question's. A form's field (a
 * name, an address) takes the person's words as its value.
 */
function taughtDraft(r: store.RequirementRow, question: string, fact: TaughtFact, engine: Draft['engine']): Draft {
  const hit: KnowledgeHit = {
    citation: 1,
    kind: 'fact',
    id: fact.id,
    source_id: fact.id,
    source_name: FACTS_SOURCE_NAME,
    heading: fact.topic,
    text: fact.text,
    page: null,
    score: 1,
    found_by: ['fact'],
    weak: false,
    voice: 'company',
  };
  // a field's value, a price table's rows, or a bare "Yes" to an obligation, go into the buyer's form as the person
  // said them
  const slots = requirementSlots(r);
  const value =
    particularField(question) === 'particular' || tableOf({ slots }) !== undefined || BARE_CHOICE.test(fact.answer.trim());
  // a fact kept under the question's own words ("Operate an EMS certified to ISO 14001: No. We are working towards
  // it.") is this question's answer without them: the buyer's file has the question beside it (new-user trial 24 found
  // the label written into the answer line)
  const said = keptUnderQuestion(fact) ? factText(fact.answer) : fact.text;
  const { response, sources } = citeHits([{ text: value ? fact.answer : said, hits: [hit], value }]);
  const choice = statedChoice(fact.answer, choicesOf({ slots }));
  return {
    status: 'drafted',
    response,
    choice,
    score: scoreFor(slots, choice),
    needsInput: null,
    gapKey: null,
    sources,
    citations: citationsOf(sources),
    engine,
  };
}

/**
 * Drafts one requirement from the account's knowledge (and the RFP's deal); saves nothing. With `taught`, the fact a
 * person just gave for it: a draft that does not rest on it is replaced by one that does.
 */
export async function draftAnswer(
  ctx: AppContext,
  a: { accountId: string; rfp: store.RfpRow; requirement: store.RequirementRow; taught?: TaughtFact },
): Promise<Draft> {
  // a fact a person gave for this very question earlier (this requirement redrafted, or the same question in another
  // document) answers it again, whatever its words
  const givenNow = a.taught !== undefined;
  const taught = a.taught ?? taughtFor(ctx, a.accountId, questionOf(a.requirement));
  a = { ...a, taught };
  const d = await draftFromKnowledge(ctx, a);
  // a term of this RFP's own deal (a price, the term, the start date) comes before an answer taught for the same
  // question in another document: that was another deal's (new-user trial 18: Lakeview's "$7 per student" answered
  // Riverbend, whose proposal says $6.50); a person who teaches this very requirement is still followed
  if (!givenNow && d.sources.some((s) => s.kind === 'deal')) return d;
  // a field's value, a price table's rows and a bare "Yes" go in as the person gave them, even where the answerer
  // quotes their fact
  const asGiven =
    particularField(questionOf(a.requirement)) === 'particular' ||
    tableOf({ slots: requirementSlots(a.requirement) }) !== undefined ||
    BARE_CHOICE.test(a.taught?.answer.trim() ?? '') ||
    (a.taught !== undefined && keptUnderQuestion(a.taught));
  if (!a.taught || (!asGiven && d.sources.some((s) => s.kind === 'fact' && s.source_id === a.taught?.id))) return d;
  return taughtDraft(a.requirement, questionOf(a.requirement), a.taught, d.engine);
}

async function draftFromKnowledge(
  ctx: AppContext,
  a: { accountId: string; rfp: store.RfpRow; requirement: store.RequirementRow },
): Promise<Draft> {
  const r = a.requirement;
  const question = questionOf(r);
  const slots = requirementSlots(r);
  // a cost proposal's price table is filled from the deal's line items, whichever engine drafts
  const table = tableOf({ slots });
  if (table) return tableDraft(ctx, a.accountId, a.rfp, r, table);
  const choices = choicesOf({ slots });
  const terms = dealHitsFor(ctx, a.accountId, a.rfp.deal_number);
  const fromDeal = dealAnswerFor(question, terms);
  const deal = fromDeal.length > 0 ? fromDeal : relevantDeal(question, terms);
  // a form's particulars: a signature or a date waits for the signer; a name or an address only a fact answers
  const field = particularField(question);
  if (field === 'signing') return forTheSigner(r, question, ctx.claude ? 'claude' : 'offline');
  // when the model fails (down, overloaded, an unreadable answer) the offline engine drafts below (engine: offline)
  const out = ctx.claude
    ? await orOffline(
        ctx,
        'draft a requirement',
        () => draftWithClaude(ctx, { accountId: a.accountId, question, choices, deal }),
        async () => null,
      )
    : null;
  if (out) {
    if (!out.supported)
      return field === 'particular'
        ? (accountDraft(ctx, a.accountId, question, 'claude') ?? fieldUnanswered(r, question, 'claude'))
        : unanswered(r, question, out.missing, 'claude');
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
  // (the offline engine's answer, also when it stands in for a model that failed)
  const answer = await answerQuestion({ ...ctx, claude: null }, a.accountId, {
    question,
    lang: detectLang(question),
    factsOnly: field === 'particular',
    partyWords: partyWords(a.rfp.id, () => store.allRequirements(ctx.db, a.rfp.id).map(questionOf)),
  });
  if (field === 'particular') {
    // a form's field takes the value the best fact gives it ("Company name: Instructure, Inc." → "Instructure, Inc."),
    // never a sentence that shares its word
    for (const hit of answer.hits.filter((h) => h.kind === 'fact')) {
      const value = fieldValue(hit.text, question);
      if (value) return valueDraft(value, hit, 'offline');
    }
    return accountDraft(ctx, a.accountId, question, 'offline') ?? fieldUnanswered(r, question, 'offline');
  }
  if (!answer.supported) return unanswered(r, question, answer.missing, 'offline');
  const byCitation = new Map(answer.hits.map((h) => [h.citation, h]));
  const quoted = [...answer.text.matchAll(/“([^”]+)” \[(\d+)\]/g)].flatMap((m) => {
    const hit = byCitation.get(Number(m[2]));
    return hit ? [{ text: m[1] ?? '', hits: [hit] }] : [];
  });
  if (quoted.length === 0) return unanswered(r, question, answer.missing, 'offline');
  // a past answer that opens with one of the form's values ("Yes. …", "N/A.") states its choice itself; a value spelled
  // out at length ("Maybe, please see our comments… (Explain).") goes in the choice, not into the words
  const stated = quoted.length === 1 ? statedChoice(quoted[0]?.text ?? '', choices) : null;
  const pieces = quoted.map((p) => ({ ...p, text: withoutOpeningChoice(p.text, stated) }));
  const { response, sources } = citeHits(pieces);
  // the offline engine only quotes, so every sentence rests on its source; the check guards that promise
  if (unverifiedClaims(response, sources).length > 0) return unanswered(r, question, answer.missing, 'offline');
  // quotes can say the opposite of what is asked ("we never share…" for "do you share…?"): no choice then
  const polarityMatches = negated(question) === pieces.some((p) => negated(p.text));
  // the form's "Yes" is an attestation: the offline engine picks it only from what the company itself said it is
  // (a taught fact, approved wording or a past answer), never from a document's sentence it judged close (its drafts
  // from documents are right 40–60% of the time on the hand checks); the person picks it on review
  // a past answer's own "Yes" attests the question it answered: a sentence quoted out of it (a past answer to another
  // question) gives no choice here, only the answer taken whole for a question that asks what this one asks
  const whole = (text: string, h: KnowledgeHit) => squeezedText(text) === squeezedText(h.text);
  const ownWords = pieces.every((p) => p.hits.every((h) => h.kind === 'fact' || (h.kind === 'answer' && whole(p.text, h))));
  // (and only for what a yes or no answers: "¿Cuántos empleados…?" and "Indique la dirección…" are not attested "Sí")
  const choice =
    stated ?? (choices.length > 0 && polarityMatches && ownWords && asksYesNo(question) ? affirmativeChoice(choices) : null);
  // a partial answer (the certificate, not its expiry) is drafted, and names what a colleague must still add
  const rest = answer.unanswered ? partsQuestion(answer.unanswered) : null;
  return {
    status: 'drafted',
    response,
    choice,
    score: scoreFor(slots, choice),
    needsInput: rest,
    gapKey: rest === null ? null : gapKeyOf(rest, rest),
    sources,
    citations: citationsOf(sources),
    engine: 'offline',
  };
}

/** Drafts and saves one requirement; with `onlyIfUntouched` (draft-all) a person's edit made meanwhile wins. */
export async function draftAndSave(
  ctx: AppContext,
  a: {
    accountId: string;
    rfp: store.RfpRow;
    requirement: store.RequirementRow;
    onlyIfUntouched: boolean;
    taught?: TaughtFact;
  },
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
    // a background draft (draft-all, the redraft of waiting requirements) is saved only over the row it read: the
    // person's answer taught, or the stale flag set, while it drafted win (trial 10 saw a taught answer erased)
    ...(a.onlyIfUntouched ? { readAt: a.requirement.updated_at } : {}),
  });
}
