// Splits a message into sentences and tells statements from questions, requests and things not to keep.

import { ASKS_FOR, REQUEST } from '../knowledge/question';
import { sentenceRole } from '../knowledge/statements';
import { conceptOf, topicOf } from '../knowledge/topics';
import { contentStems } from '../text/content';
import { splitLine } from '../text/sentences';
import { fold } from '../text/words';

export type SentenceKind = 'statement' | 'question' | 'chatter' | 'instruction' | 'hedged' | 'context' | 'vague' | 'too_long';

export interface Sentence {
  /** The words as written, trimmed of bullets and filler openers. */
  text: string;
  kind: SentenceKind;
}

/** Longest statement kept as one fact; longer ones are documents, not facts. */
export const MAX_FACT_CHARS = 400;

const CLAUSE_JOIN = /,?\s+(?:and|but|y|pero)\s+(?=(?:our|we|nuestr[oa]s?|tenemos|somos)\b)/gi;

/** Splits "Our RTO is 4 hours and our RPO is 1 hour" in two, but only when each half names its own topic. */
function splitClauses(sentence: string): string[] {
  const parts = sentence.split(CLAUSE_JOIN);
  if (parts.length < 2) return [sentence];
  const keys = parts.map((p) => topicOf(p)?.key);
  if (keys.some((k) => !k) || new Set(keys).size < parts.length) return [sentence];
  return parts;
}

const OPENERS =
  /^(?:also|and|plus|btw|by the way|fyi|note|update|actually|oh|so|ademas|por cierto|nota|actualizacion|y|tambien)\s*[,:-]?\s+/i;

function clean(raw: string): string {
  let s = raw.trim().replace(/^(?:[-*•·–]+|\(?\d{1,2}[.)])\s+/, '');
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(OPENERS, (m) => (fold(m).trim().length > 0 ? '' : m));
  }
  return s.trim();
}

/** Lines of a message, with a line wrapped mid-sentence (no end punctuation, next line starts lower case) joined back. */
function lines(message: string): string[] {
  const out: string[] = [];
  for (const line of message.replace(/\r\n?/g, '\n').split('\n')) {
    const prev = out.at(-1);
    const wrapped = prev !== undefined && prev.trim() !== '' && !/[.!?:;]\s*$/.test(prev) && /^\s*[\p{Ll}(]/u.test(line);
    if (wrapped) out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out.filter((l) => l.trim() !== '');
}

export function splitSentences(message: string): string[] {
  return lines(message)
    .flatMap((line) => splitLine(line))
    .flatMap(splitClauses)
    .map(clean)
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const Q_WORDS = new Set('what which who whom whose when where why how'.split(' '));
const Q_AUX = new Set('do does did is are was were can could will would should have has shall may'.split(' '));
const Q_WORDS_ES_ACCENTED = /^(?:qué|cuál|cuáles|quién|quiénes|cuándo|dónde|cómo|cuánto|cuánta|cuántos|cuántas|por qué)\b/i;
/** Spanish question words typed without their accent ("cual es el RPO", "cuantos empleados…"). */
const Q_WORDS_ES = /^(?:cual|cuales|cuanto|cuanta|cuantos|cuantas|quien|quienes)\b/;
const CHATTER =
  /^(?:hi|hello|hey|thanks|thank you|cheers|ok|okay|great|perfect|cool|good morning|good afternoon|hola|gracias|muchas gracias|buenos dias|buenas tardes|buenas|vale|perfecto|genial|saludos)(?:\s+\w+)?[\s.!]*$/;
const HEDGE =
  /\b(?:i think|i believe|i guess|i'm not sure|i am not sure|not sure|maybe|perhaps|probably|possibly|might|may have|i suppose|creo que|me parece que|quizas|tal vez|a lo mejor|probablemente|no estoy seguro|no estoy segura|supongo|puede que)\b/;
const INSTRUCTION =
  /^(?:please|pls|remember|don't|do not|make sure|forget|ignore|disregard|write|draft|send|always mention|never mention|from now on|you are|you must|act as|pretend|recuerda|no olvides|olvida|ignora|escribe|envia|asegurate|por favor|a partir de ahora|actua como|eres)\b/;
/**
 * What someone wants, asks for or supposes: the setting of a question ("Our IT team wants to force two-step login…
 * Does Canvas…?", "Suppose both databases are lost."), never what the company does (new-user trial 12 had both kept
 * as facts, and the first then answered "Is two-step login required?").
 */
const WISH =
  /\b(?:wants? (?:to|us to|you to)|wanted to|would (?:like|love|prefer)|'d (?:like|love|prefer)|(?:is|are|was|were) (?:looking|asking|hoping) (?:for|to)|hopes? to|asks? (?:us|you|for|whether|if)|quiere(?:n)?|quisiera(?:n|mos)?|quisi[eé]ramos|nos pide(?:n)?|pide(?:n)? que|busca(?:n)? (?:un|una|que)|le(?:s)? gustar[ií]a|nos gustar[ií]a|desea(?:n)?)\b/;
/**
 * A request with a bare noun after its verb: "Describe payouts.", "List certifications." (ASKS_FOR wants "your",
 * "the"…); the verbs here open no statement of a company's, unlike "State…" or "Name…" (new-user trial 22 kept
 * "Describe payouts." as a fact).
 */
const BARE_REQUEST =
  /^(?:please )?(?:(?:briefly|fully|clearly|concisely|specifically|further) )?(?:describe|list(?! pric)|outline|summari[sz]e|specify|explain|identify|enumerate|elaborate on|clarify|describa|describan|enumere|explique|detalle|liste|especifique|indique)\s+\p{L}/u;
const BARE_PRONOUN = /^(?:it|this|that|they|these|those|eso|esto|ello|ellos|ellas)\b/;

/** The condition a follow-on request opens with: "If so, please state…" is the request "please state…". */
const IF_SO =
  /^(?:if (?:so|yes|not|no|applicable|not applicable)|si es asi|en caso afirmativo|de ser asi|en ese caso|en caso contrario),?\s+/;

/**
 * A form's topic label before its request or question: "Information security certification: please state the expiry
 * date…" asks (new-user trial 34 kept it as a fact); "Founded: 2011" does not ask.
 */
const LABELLED_ASK =
  /^[^:?]{1,60}:\s+(?=(?:please |kindly )?(?:state|give|provide|list|describe|name|specify|indicate|confirm|explain|outline|detail|share|what|which|how|when|where|who|whether|do|does|is|are|can)\b)/;

/** A question mark at the end, or before a form's closing marks only (quotes, brackets, an asterisk, a full stop). */
const ASKED_END = /\?[\s"'”’)\]*.]*$/;

export function classifySentence(text: string): SentenceKind {
  const f = fold(text).trim().replace(IF_SO, '').replace(LABELLED_ASK, '');
  const first = f.match(/[a-z']+/)?.[0] ?? '';
  if (CHATTER.test(f) || contentStems(text).length === 0) return 'chatter';
  if (
    // (a question mark before a form's closing marks: "…requirements?*.", "'Is the procedure aligned…?'.")
    ASKED_END.test(text) ||
    text.trim().startsWith('¿') ||
    Q_WORDS.has(first) ||
    REQUEST.test(f) ||
    ASKS_FOR.test(f) ||
    BARE_REQUEST.test(f) ||
    Q_WORDS_ES.test(f)
  )
    return 'question';
  if (INSTRUCTION.test(f)) return 'instruction';
  // a buyer's requirement on whoever answers ("The supplier shall give the school notice…") is no fact of the company's
  // (new-user trial 30 had it kept under subprocessors); "Our suppliers must…" is the company's own rule
  if (PUT_TO_RESPONDENT.test(f)) return 'context';
  // an English sentence that opens with an auxiliary ("Are policies reviewed…") is a question even without "?"
  if (Q_WORDS_ES_ACCENTED.test(text.trim()) || Q_AUX.has(first)) return 'question';
  if (HEDGE.test(f)) return 'hedged';
  if (WISH.test(f) || sentenceRole(text) === 'hypothetical') return 'context';
  if (text.length > MAX_FACT_CHARS) return 'too_long';
  if (!topicOf(text) || (BARE_PRONOUN.test(f) && !conceptOf(text))) return 'vague';
  return 'statement';
}

/** "The supplier shall…", "The vendor must…", "El proveedor deberá…": a requirement a buyer puts to the respondent. */
const PUT_TO_RESPONDENT =
  /^(?:the|el|la)\s+(?:successful\s+)?(?:vendor|contractor|offeror|proposer|bidder|supplier|service provider|provider|respondent|tenderer|consultant|proveedor|contratista|oferente|licitante|adjudicatario)\s+(?:shall|must|will be required to|is required to|agrees to|deber[aá]|debe)\b/;

/** A question's opening that goes on from the one before: "If so, which algorithm…?", "En caso afirmativo, …". */
const FOLLOW_ON =
  /^(?:if (?:so|yes|not|no|applicable|not applicable)|(?:and|or|also) (?:what|which|how|who|where|when|is|are|do|does|can)|si es asi|en caso afirmativo|de ser asi|en ese caso|en caso contrario)\b/;
const ASKS_KIND = /\b(?:how (?:often|frequently|long|soon|quickly|many|much)|con qu[eé] frecuencia|cu[aá]nto tiempo)\b/gi;
/** A question whose subject is a pronoun: "How long is it retained?", "Are they encrypted?", "¿Se cifra?" aside. */
const REFERS_BACK =
  /^(?:how|what|when|where|which|who|is|are|was|were|does|do|can|will)\b[^?]*\b(?:it|they|them|its|their|this|these|those)\b/;
/** The verb a request opens with (folded): "please state", "describe". */
const REQUEST_VERB =
  /^(?:please\s+|kindly\s+)?(?:state|give|provide|list|describe|name|specify|indicate|confirm|explain|outline|detail|share)\s+/;
const ADDRESSED = /\b(?:you|your|yours|usted(?:es)?|su|sus|tienen|tiene|cuentan|cuenta)\b/;

/**
 * A question that only asks on about the one before it ("Do you carry cyber insurance? What is the limit?", "Do you
 * support SSO? Which protocols are supported?"): it opens so, or names no subject of its own (no concept, at most
 * two content words, or a "how often" of a word the one before named, not put to "you"). Answered alone, "What is the limit?" had quoted the API's rate limits (new-user
 * trial 20); a question that names its own subject ("Where are you located?", "What is your RPO?") stands alone.
 */
function followsOn(question: string, before: string): boolean {
  const f = fold(question)
    .trim()
    .replace(/^[¿¡\s]+/, '');
  if (FOLLOW_ON.test(f)) return true;
  // a request after a question that takes up its words ("…a business continuity plan that is tested at least annually?
  // Please describe the testing frequency and the most recent test date.") asks more of the same: answered alone, it
  // had quoted another plan's test date (new-user trial 23)
  const earlier = new Set(contentStems(before));
  if ((ASKS_FOR.test(f) || BARE_REQUEST.test(f)) && contentStems(question).some((s) => earlier.has(s))) return true;
  // as does one that points back ("Do you offer an API? Describe its authentication method and rate limits.")
  if ((ASKS_FOR.test(f) || BARE_REQUEST.test(f)) && /\b(?:its|their|it|them|this|these|those)\b/.test(f)) return true;
  // "How long is it retained?": its subject is the one before's
  if (REFERS_BACK.test(f) && contentStems(question.replace(ASKS_KIND, ' ')).length <= 2) return true;
  // and a short request after a question ("Do you carry cyber liability insurance? Please state the coverage limit.")
  if ((ASKS_FOR.test(f) || BARE_REQUEST.test(f)) && contentStems(f.replace(REQUEST_VERB, '')).length <= 2) return true;
  if (topicOf(question)?.concept || ADDRESSED.test(f)) return false;
  if (contentStems(question).length <= 2) return true;
  // "how often", "how long" ask the kind of answer, not a subject: "How often is training completed?" after a question
  // on a training programme asks on about it ("How long are backups kept?" after one on encryption does not)
  const subject = contentStems(question.replace(ASKS_KIND, ' '));
  return subject.length <= 2 && subject.some((s) => earlier.has(s));
}

/** The sentences of a message, each with its kind; a question that asks on about the one before is read with it. */
export function readMessage(message: string): Sentence[] {
  const out: Sentence[] = [];
  for (const text of splitSentences(message)) {
    const kind = classifySentence(text);
    const before = out.at(-1);
    if (kind === 'question' && before?.kind === 'question' && followsOn(text, before.text))
      before.text = `${before.text} ${text}`;
    // a buyer's requirement followed by its request ("The supplier shall give … notice before appointing a new
    // subprocessor. State the notice period.") is one question: the request asks about the requirement
    else if (kind === 'question' && before?.kind === 'context' && PUT_TO_RESPONDENT.test(fold(before.text).trim()))
      out.splice(-1, 1, { text: `${before.text} ${text}`, kind });
    else out.push({ text, kind });
  }
  // who asks says who they are ("We are a Toronto law firm. Where would our matters be stored?"): beside a question,
  // a "we are a…" of the message is the asker's setting, not the company's fact (new-user trial 27 kept it)
  if (out.some((s) => s.kind === 'question'))
    for (const s of out) if (s.kind === 'statement' && ASKER_IS.test(fold(s.text).trim())) s.kind = 'context';
  return out;
}

const ASKER_IS =
  /^(?:we are|we're|i am|i'm|i work (?:at|for)|somos|soy) (?:a|an|one of|the|una?|el|la)\b|^(?:our|my|nuestra?|mi) (?:firm|company|organi[sz]ation|business|school|hospital|district|bank|practice|agency|council|university|team|despacho|empresa|organizacion) is\b/;

/** A statement as it is kept: its own words, first letter capitalised, ending in a full stop. */
export function factText(statement: string): string {
  const s = statement.trim().replace(/[;,:\s]+$/, '');
  const capped = s.charAt(0).toUpperCase() + s.slice(1);
  return /[.!?]$/.test(capped) ? capped : `${capped}.`;
}
