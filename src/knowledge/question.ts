// What a question asks, for the offline answerer: its content terms (questionnaire boilerplate dropped or weakened),
// word roots and synonyms that let "encrypted" meet "encryption" or "staff" meet "employees" (EN + ES), and the
// qualifiers an answer must carry: how often ("at least annually") and the figures it names.

import { otherNames, spelledOut } from '../text/abbreviations';
import { genericAt } from '../text/content';
import { NUMBER_WORDS_EN, NUMBER_WORDS_ES } from '../text/number-words';
import { splitSentences } from '../text/sentences';
import { stem, stemsMatch } from '../text/stem';
import { fold, numbersIn, STOPWORDS, tokens } from '../text/words';
import { equivalentPhrases, equivalentRoots, equivalentsAt } from './equivalents';
import { conceptOf } from './topics';

/** Requests that open a question ("tell me…", "dime…", "quiero saber si…"); they are not what is asked. */
export const REQUEST =
  /^(?:tell me|can you tell|could you tell|i(?:'d| would) like to know|i want to know|(?:i|we) need to know|let me know|please (?:tell|confirm|let)|confirm whether|explain|find out|dime|dinos|dig[ae]me|digannos|indica(?:me|nos)?|explica(?:me|nos)?|cuenta(?:me|nos)|(?:quiero|queremos|quisiera|quisieramos|necesito|necesitamos|me gustaria|nos gustaria|me interesa|nos interesa) saber|(?:me|nos) (?:puedes|podrias|puede|podria|pueden|podrian) (?:decir|confirmar|explicar|indicar)|(?:puedes|podrias|puede|podria|pueden|podrian) (?:decirme|decirnos|confirmar|confirmarme|confirmarnos|explicar|indicar)|(?:sabes|saben|sabemos) si|saber si)\b/;

/**
 * A buyer's request put as an instruction ("Describe your approach…", "List the subprocessors…", "Name the project
 * manager…"): a question to answer, never a statement of the company's (new-user trial 18: passed to teach_fact, one
 * replaced the fact that answered it). "List prices are…" and "State-of-the-art…" are statements.
 */
/** "…, and describe how…", "and explain why": a request joined to another (folded). */
const JOINED_REQUEST =
  /(?:,|\band)\s+(?:please\s+)?(describe|explain|provide|list|specify|indicate|state|detail|outline|confirm|identify|summari[sz]e)\b/g;
/** The condition a follow-on request opens with ("If so, please state…"), folded. */
const IF_SO_LEAD = /^(?:if (?:so|yes|not|no|applicable)|si es asi|en caso afirmativo|de ser asi|en ese caso),?\s+/;

export const ASKS_FOR =
  /^(?:please )?(?:(?:briefly|fully|clearly|concisely|specifically|further) )?(?:describe|list|provide|outline|detail|summari[sz]e|specify|identify|indicate|state|name|explain|give) (?:(?:full |further |more |brief )?(?:details?|information|a description|a copy|copies|a summary|an overview|evidence|examples?|a list|the names?) (?:of|on|about|regarding|for) )?(?:your|the|how|what|which|whether|when|where|who|why|since|if|any|all|each|our|a|an|us|its|their|this|these|those)\b/;

/**
 * A form's topic label before its request or question ("Information security certification: please state…"): the
 * topic again, not what is asked.
 */
const LABEL_BEFORE_ASK =
  /^\s*[^:?]{1,60}:\s+(?=(?:please |kindly )?(?:state|give|provide|list|describe|name|specify|indicate|confirm|explain|outline|detail|share|what|which|how|when|where|who|whether|do|does|is|are|can)\b)/i;

/** A question without the request that opens it ("quiero saber si cifran…" → "cifran…"), for reading what it asks. */
export function withoutRequest(asked: string): string {
  const question = asked.replace(LABEL_BEFORE_ASK, '');
  const opener = REQUEST.exec(fold(question).trim());
  if (!opener) return question;
  const rest = question.trim().split(/\s+/).slice(opener[0].split(/\s+/).length);
  while (rest.length > 1 && /^(?:si|whether|if|que|me|nos|about|de)$/.test(fold(rest[0] ?? ''))) rest.shift();
  return rest.length > 0 ? rest.join(' ') : question;
}

export interface Term {
  /** The folded word as the question writes it. */
  word: string;
  /** Its root, for matching (see rootOf). */
  root: string;
  /** 1 for a content word, lower for questionnaire words that rarely decide an answer ("policies", "procedures"). */
  weight: number;
  /**
   * The equivalence groups of the phrases the word is part of ("severity" in "Severity 1"): a text that says another
   * phrase of the group ("Priority 1") says the word (see equivalents.ts).
   */
  eq?: string[];
}

export interface QuestionTerms {
  terms: Term[];
  /**
   * How often the answer must say a thing happens: a frequency rank (see FREQUENCIES); 'rhythm', a stated rhythm of
   * any rank ("how often?" is not answered by "regularly"); 'any', a rhythm or a word for doing it periodically; or null.
   */
  frequency: number | 'rhythm' | 'any' | null;
  /** Figures the question names ("within 72 hours"): an answer must state them. */
  numbers: string[];
  /** Terms an answer must carry: what a yes/no question asks is done ("…*encrypted*?"). */
  required: Term[];
  /**
   * It asks for an amount ("How much…?", "List all prices", "What is the fee…?") or another figure ("What uptime
   * percentage…?", "How many…?", "What is the maximum…?", "What is your RPO?"): an answer must state a number.
   */
  amount: boolean;
  /** It asks for a percentage ("What uptime percentage…?", "¿Qué porcentaje…?"): an answer states a per cent figure. */
  percent: boolean;
  /**
   * It asks for the items themselves ("Please provide a list of your subprocessors", "List…", "Name…"): a sentence
   * that sends the reader elsewhere for them ("the subprocessors listed in our Subprocessor List") names none.
   */
  list: boolean;
  /**
   * Things the question names by a phrase it abbreviates ("a data protection officer (DPO)", "single sign-on (SSO)"):
   * an answer names the thing, by the phrase whole or by its abbreviation, not its words apart ("…Chief Information
   * Officer… data protection…").
   */
  named: NamedThing[];
  /**
   * Runs of three or more content words side by side ("a *hardware security module*", "*host-based intrusion
   * detection*"), as roots: the thing asked, named by a compound. A quote that says none of a run's words (the
   * heading aside) is about something else, however many of the question's other words it has (bench:facts-answerable,
   * eighteenth session: "…private keys… are stored encrypted…" for "Do you store encryption keys in a hardware security module?").
   */
  compounds: Array<Array<{ word: string; root: string; eq?: string[] }>>;
  /**
   * What a "how many" question counts ("How many employees…?", "¿Cuántos empleados…?"), as a root: an answer states a
   * figure of that thing ("85 employees", "employees: about 1,800"), not any figure near the word.
   */
  counted: string | null;
  /**
   * A time the answer must give: 'duration' for "how long…?" (a span: "12 months"), 'speed' for "how soon / how
   * quickly…?" (a span, or "immediately", "in real time"), 'date' for "when…?" ("October 15, 2027", "in 2027", or a
   * rhythm, "annually", for "When is the plan reviewed?"), 'past' for when something last happened ("When was it last
   * tested?", "the most recent test date": a date, never a rhythm). A
   * figure of another kind ("a third backup server", "ISO 27001:2013") does not answer it (new-user trial 12);
   * 'year' for "In what year…?" (a year: "Founded: 2011", not "every year after that").
   */
  time: 'duration' | 'speed' | 'date' | 'past' | 'year' | 'hours' | null;
  /**
   * The role a "Who is your X?" question asks to be named ("Data Protection Officer", "SOC 2 auditor"), as its words
   * (folded): an answer names someone beside it ("Data Protection Officer: Aoife Brennan", "our auditor,
   * Kessler & Brandt LLP"), not a sentence in which the role only acts (new-user trial 25).
   */
  whoRole: string[] | null;
}

export interface NamedThing {
  /** The phrase's word roots, in order. */
  roots: string[];
  /** The abbreviation as the question writes it ("DPO"). */
  short: string;
}

/** "data protection officer (DPO)": up to six words, then the abbreviation of the last of them in brackets. */
const ABBREVIATED = /((?:[\p{L}][\p{L}'’-]*\s+){0,5}[\p{L}][\p{L}'’-]*)\s*\(\s*([A-Z][A-Za-z&]{1,7}s?)\s*\)/gu;
/** Small words an abbreviation skips ("Bring Your Own Device (BYOD)" keeps "your"; "Statement of Work (SOW)" keeps "of"). */
const SKIPPED = new Set(['of', 'and', 'for', 'the', 'to', 'de', 'del', 'la', 'el', 'y', '&']);

/**
 * Who does it, said in one word with what is done: "customer-managed keys", "self-hosted", "user-defined roles". The
 * party is the point of the question, so its answer says the compound (hyphenated or not): "Encryption keys are
 * managed in AWS KMS" does not answer "Do you support customer-managed encryption keys?" (new-user trial 20).
 */
const PARTY_COMPOUND =
  /\b(?:customer|client|user|tenant|self|vendor|supplier|provider|third[- ]party)-(?:managed|owned|hosted|controlled|supplied|provided|held|generated|defined|initiated|operated|maintained)\b/gi;

/**
 * The things a question names that its answer must name too: a phrase it abbreviates, with its abbreviation (only
 * where the initials fit the words before it), and a party compound ("customer-managed").
 */
export function namedThings(question: string): NamedThing[] {
  const out: NamedThing[] = [];
  for (const m of question.matchAll(PARTY_COMPOUND)) out.push({ roots: [rootOf(m[0].toLowerCase())], short: m[0].toLowerCase() });
  for (const m of question.matchAll(ABBREVIATED)) {
    const short = (m[2] ?? '').replace(/s$/, '');
    const letters = short.replace(/&/g, '').toLowerCase();
    const words = (m[1] ?? '').split(/\s+/);
    // the fewest last words whose initials (hyphenated parts apart, small words optional) spell the abbreviation
    for (let k = 1; k <= words.length; k++) {
      const phrase = words.slice(-k);
      const parts = phrase.flatMap((w) => w.split('-')).filter((w) => w !== '');
      const all = parts.map((w) => w[0]?.toLowerCase() ?? '').join('');
      const content = parts
        .filter((w) => !SKIPPED.has(w.toLowerCase()))
        .map((w) => w[0]?.toLowerCase() ?? '')
        .join('');
      if ((all === letters || content === letters) && parts.length >= 2) {
        out.push({ roots: phrase.map((w) => rootOf(w.replace(/['’]s$/, ''))), short });
        break;
      }
    }
  }
  return out;
}

/**
 * Whether a text names the thing: its abbreviation as a word, the phrase's words in a row (hyphenated words in
 * their parts: "single sign on" = "single sign-on"), or a word of the same synonym group with the phrase's other
 * words ("two-factor authentication" for "multi-factor authentication (MFA)").
 */
export function namesThing(text: string, thing: NamedThing): boolean {
  if (new RegExp(`(?<![\\p{L}])${thing.short}s?(?![\\p{L}])`, 'u').test(text)) return true;
  const whole = tokens(text).map(rootOf);
  const synonyms = thing.roots.filter((r) => r.startsWith('='));
  if (synonyms.length > 0) {
    const rest = thing.roots.filter((r) => !r.startsWith('='));
    return synonyms.every((r) => whole.includes(r)) && rest.every((r) => whole.some((w) => rootsMatch(r, w)));
  }
  const parts = (roots: string[]) => roots.flatMap((r) => (r.includes('-') ? r.split('-').filter(Boolean).map(rootOf) : [r]));
  const want = parts(thing.roots);
  const have = parts(
    tokens(text)
      .flatMap((t) => (t.includes('-') ? t.split('-') : [t]))
      .map(rootOf),
  );
  for (let i = 0; i + want.length <= have.length; i++)
    if (want.every((r, j) => rootsMatch(r, have[i + j] as string))) return true;
  return false;
}

/** "What is the deductible on your cyber policy?": the thing asked of something ("the X of/on/for Y"). */
const THE_X_OF =
  /^(?:what|which)\s+(?:is|are|was|were)\s+(?:the|your|our)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:of|on|for|under|in)\s+(?:the|your|our|a|an|each|every|this|that)\b/iu;

/** Nouns that only ask for the figure of what follows them: its answer states the figure, not the noun. */
const FIGURE_NOUNS = new Set(
  'limit limits amount amounts value values number numbers figure figures total totals size sizes count level levels'.split(' '),
);

/**
 * The noun a "what is the X of Y" question asks for: its answer says X, not only Y ("Limit: $10,000,000" is no
 * deductible, new-user trial 22). The last word of X when it is a term of the question.
 */
function askedNoun(plain: string, terms: Term[]): Term | undefined {
  const phrase = THE_X_OF.exec(plain.replace(/\s*\([^)]*\)/g, ''))?.[1];
  const head = phrase ? fold(phrase.split(/\s+/).at(-1) ?? '') : '';
  // a figure is what "the limit of our cyber insurance" asks: "covers $5M per claim" says it without the word
  if (!head || FIGURE_NOUNS.has(head)) return undefined;
  return terms.find((t) => t.word === head);
}

/**
 * A name the question spells in capitals ("HITRUST", "FedRAMP" aside, "SOC", "CMMC"), outside parentheses (examples):
 * the thing asked about by its own name, which an answer must say (or spell out), not only its neighbours ("Do you
 * hold HITRUST certification?" is not answered by "We also hold Cyber Essentials Plus", new-user trial 25).
 */
function namedAcronyms(question: string, terms: Term[]): Term[] {
  // (not the last word of a product's name, "Canvas LMS", where the name says it)
  const names = question.replace(/\([^)]*\)/g, ' ').match(/(?<![\p{L}\d]|\p{Lu}\p{Ll}+\s)\p{Lu}{3,10}(?![\p{L}\d])/gu) ?? [];
  return terms.filter((t) => t.weight === 1 && names.some((n) => fold(n) === t.word));
}

/** "a list of", "a complete list of", "una lista de": the form an answer takes. */
const LIST_OF =
  /\b(?:a|an|the|your|our|una|la|el)\s+(?:(?:full|complete|current|up-to-date|completa|actual)\s+)?(?:list|lista|listado)\s+(?:of|de)\s+/gi;

/** A request for the items themselves: "List…", "Name…", "Please provide a list of…", "Enumere…", "Indique los…". */
const ASKS_LIST =
  /^(?:please\s+|kindly\s+)?(?:list|name|enumerate|itemi[sz]e|(?:provide|give|supply|attach|include|share)\s+(?:us\s+)?(?:with\s+)?(?:a|the|your|an up-to-date|a current|a complete)?\s*(?:full\s+|complete\s+|current\s+)?(?:list|names?)|enumere|liste|indique\s+(?:los|las)|proporcione\s+(?:una\s+)?lista)\b/;

/** "Please name the hosting provider": one name asked, no list (its last word is no plural). */
const NAMES_ONE = /^(?:please\s+|kindly\s+)?name\s+(?:the|your|its|their|our)\s+(?:[a-z-]+\s+){0,4}[a-z-]*[^s\s]$/;

/** Asking for an amount of money: "how much", or what/list/state/provide the price, cost, fee or rate. */
const ASKS_AMOUNT =
  /^(?:how much\b|(?:what|which)\s+(?:is|are|was|were)\s+(?:the\s+|your\s+|our\s+)?(?:\w+\s+){0,3}(?:price|prices|cost|costs|fee|fees|rate|rates|charge|charges)\b(?!\s+(?:model|structure|basis|policy|polic(?:y|ies)|approach))|(?:list|state|provide|give|quote|indicate)\s+(?:all\s+|the\s+|your\s+|our\s+)*(?:\w+\s+){0,2}(?:price|prices|cost|costs|fee|fees|rate|rates)\b|cu[aá]nto\s+cuesta)/i;

/** "how many employees", "cuántos empleados", "número de empleados" (folded): the thing counted. */
const HOW_MANY_OF =
  /(?:^|[^a-z])(?:how many|cuant[oa]s|number of|numero de|cantidad de)\s+(?:(?:full-time|part-time|active|total|current)\s+)?([a-z][a-z-]+)/;

const PEOPLE = /^(?:people|persons|individuals)$/;
const EMPLOYS = /\bemploy(?:s|ed)?\b|\bwork(?:s|ing)? (?:for|at|in) (?:you|your|the)\b|\bon (?:your|the) (?:payroll|staff)\b/;

/** Words that may stand between a counted thing and its figure: "employees: about 1,800", "empleados son unos 85". */
const COUNT_CONNECTORS = new Set(
  'is are was were of about approximately around roughly over nearly almost more than total currently today es son de unos unas aproximadamente cerca mas que actualmente hoy en total'.split(
    ' ',
  ),
);

/** Whether a text gives a figure of the counted thing: "85 employees", "1,800 full-time staff", "employees: about 1,800". */
/** "Who is your DPO?", "Who are your auditors?", "¿Quién es su responsable de protección de datos?". */
const WHO_IS =
  // (the role ends where a second question is joined on: "Who is your DPO, and how can they be contacted?")
  /^(?:who|qui[eé]n(?:es)?)\s+(?:is|are|was|were|es|son)\s+(?:your|the|our|su|sus|el|la|los|las)\s+([^?]+?)(?:,?\s+(?:and|y)\s+(?:how|what|where|when|which|who|whom|can|could|is|are|do|does|c[oó]mo|d[oó]nde|qu[eé])\b[^?]*)?\s*\??$/i;

/** "Please provide the name and contact details of your Data Protection Officer.": a who-question put as a request. */
const NAME_OF =
  /^(?:please\s+)?(?:provide|give|state|supply|share|confirm)\s+(?:us\s+with\s+)?(?:the\s+)?(?:full\s+)?names?\b[^.?]*?\s+of\s+(?:your|the|our)\s+([^?.]+?)\s*[?.]?$/i;

function whoRoleOf(plain: string): string[] | null {
  const role = (WHO_IS.exec(plain.trim()) ?? NAME_OF.exec(plain.trim()))?.[1]?.replace(/\([^)]*\)/g, ' ');
  const words = role ? tokens(role).filter((w) => !STOPWORDS.has(w) && !/\d/.test(w)) : [];
  return words.length > 0 ? words : null;
}

/**
 * Whether a text names someone for a role: the role said whole ("Data Protection Officer", or its initials, "DPO")
 * beside a name the question does not hold ("Data Protection Officer: Aoife Brennan", "Aoife Brennan, our DPO",
 * "our auditor, Kessler & Brandt LLP"), or an email address. A sentence in which the role only acts ("our Data
 * Protection Officer decides…") names no one.
 */
export function namesSomeone(text: string, role: string[], question: string): boolean {
  if (/\b[\w.+-]+@[\w-]+\.[\w.-]+\b/.test(text)) return true;
  const asked = new Set(tokens(question));
  const words = text.split(/\s+/);
  const bare = (w: string) => fold(w.replace(/[^\p{L}\d-]/gu, ''));
  const head = role.at(-1) as string;
  const initials = role.map((w) => w[0]).join('');
  // the role's other words are said too ("SOC 2 … auditor"), or it is named by its initials ("DPO")
  const said = new Set(words.map(bare));
  const whole = role.slice(0, -1).every((r) => [...said].some((w) => rootsMatch(rootOf(w), rootOf(r))));
  const capital = (w: string) => /^\p{Lu}/u.test(w);
  // (a capitalised word opening the text, or a small word, is no name: "Our Data Protection Officer reviews…")
  const isName = (w: string, at: number) =>
    at > 0 &&
    /^\p{Lu}\p{Ll}+/u.test(w) &&
    !STOPWORDS.has(bare(w)) &&
    !asked.has(bare(w)) &&
    !role.includes(bare(w)) &&
    // ("…the Data Protection Officer and the Head of Customer Operations": another role, no one's name)
    !TITLE_WORDS.has(bare(w)) &&
    // (nor a table's column name: "…Owner: Head of Information Security; Review cycle: Annual")
    !words.slice(at, at + 3).some((x) => x.endsWith(':'));
  const cellOf: number[] = [];
  words.forEach((_w, k) => {
    cellOf.push(k === 0 ? 0 : (cellOf[k - 1] as number) + ((words[k - 1] as string).endsWith(';') ? 1 : 0));
  });
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    // (the role word ends the role said there, when it is set in capitals: "Security" of "Security and Privacy
    // Steering Group" is no "Head of Information Security"; new-user trial 30)
    const saidBefore = words
      .slice(Math.max(0, i - 2 * role.length), i)
      .map(bare)
      .filter((x) => x !== '' && !STOPWORDS.has(x));
    const ends = role.slice(0, -1).every((r, k, rest) => {
      const x = saidBefore[saidBefore.length - rest.length + k];
      return x !== undefined && rootsMatch(rootOf(x), rootOf(r));
    });
    // (a role word in capitals is part of a title or a name: there the whole role must lead up to it)
    const inTitle = capital(w) && !ends;
    const anchor = (whole && !inTitle && rootsMatch(rootOf(bare(w)), rootOf(head))) || (role.length > 1 && bare(w) === initials);
    if (!anchor) continue;
    // the title the role word ends ("Chief Operating Officer") is not a name beside it
    let start = i;
    while (start > 0 && capital(words[start - 1] as string) && !/[,:;.)]$/.test(words[start - 1] as string)) start--;
    const near = [
      ...words.slice(Math.max(0, start - 4), start).map((x, k) => [x, Math.max(0, start - 4) + k] as const),
      ...words.slice(i + 1, i + 5).map((x, k) => [x, i + 1 + k] as const),
    ];
    // (in a table's row, a name stands in the role's own cell: "Owner: Head of Security; Review cycle: Annual" names
    // no one)
    if (near.some(([x, at]) => cellOf[at] === cellOf[i] && isName(x, at))) return true;
  }
  return false;
}

/** Words of a job title or a body, never of a person's name. */
const TITLE_WORDS = new Set(
  'head chief director manager officer lead leader vice president deputy senior team department board committee council group operations office'.split(
    ' ',
  ),
);

const LIMIT_BEFORE =
  /(?:^|\s)(?:minimum of|maximum of|minimum|maximum|min|max|up to|at most|limit of|cap of|m[ií]nimo de|m[aá]ximo de|hasta)$/;

/** A version after a name ("OAuth 2.0", "TLS 1.2", "iOS 17.4"): a number that counts nothing. */
const VERSION = /\b([A-Za-z]*[A-Z][A-Za-z]*)\s?v?\d+(?:\.\d+)+\b/g;

/** A share of something: "40%", "40 per cent", "40 percent". */
const SHARE = /\d[\d.,]*\s?(?:%|per\s?cent\b|percent\b|por\s?ciento\b)/gi;

/** The text names a version of something ("TLS 1.2 or higher"): it says which "versions". */
export function statesVersion(text: string): boolean {
  return new RegExp(VERSION.source).test(text);
}

export function countsThing(text: string, counted: string): boolean {
  // a number inside a name ("us-east-2", "eu-central-1", "v3") is no count: the name is one word
  // (nor is a version: "OAuth 2.0 client credentials" counts no clients)
  // (nor is a share: "About 40% of our employees work in R&D" counts none of them)
  const words = fold(text.replace(VERSION, '$1').replace(SHARE, ' ')).match(/\d[\d.,]*|[a-z][a-z0-9-]*/g) ?? [];
  return words.some((w, i) => {
    if (!/^\d/.test(w)) return false;
    // a limit set on something ("a minimum of 50 employees on Professional") counts none of it (new-user trial 25)
    if (LIMIT_BEFORE.test(words.slice(Math.max(0, i - 2), i).join(' '))) return false;
    for (let j = i + 1; j <= i + 3 && j < words.length; j++) if (rootsMatch(counted, rootOf(words[j] as string))) return true;
    // a company that "employs 146 people" counts its employees (the verb says who they are)
    if (/^employ(?:s|ed)?$/.test(words[i - 1] ?? '') && counted === rootOf('employee')) return true;
    for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
      const v = words[j] as string;
      if (rootsMatch(counted, rootOf(v))) return true;
      if (!COUNT_CONNECTORS.has(v)) return false;
    }
    return false;
  });
}

/** An open question ("what", "which", "how", "cuál", "qué") rather than a yes/no one. */
const OPEN_QUESTION = /^(?:what|which|how|cu[aá]l(?:es)?|qu[eé]|cu[aá]nt[oa]s?)(?![\p{L}\p{N}])/iu;
/**
 * Asks for information rather than a yes or no: an open question, also after a preposition ("in which", "¿en qué
 * plazo…?", "¿durante cuánto tiempo…?", "¿dónde…?"), or a request to give it ("Describe…", "List…", "Indique la
 * dirección…"); "Indique si…", "State whether…", "Please confirm…" ask a yes or no.
 */
const ASKS_INFORMATION = new RegExp(
  [
    String.raw`^(?:(?:in|on|at|for|from|with|within|by|to|under|en|con|de|a|para|por|durante|desde|hasta|dentro de|bajo)\s+)?(?:what|which|who|whom|whose|where|when|why|how|cu[aá]l(?:es)?|qu[eé]|qui[eé]n(?:es)?|d[oó]nde|cu[aá]ndo|c[oó]mo|cu[aá]nt[oa]s?|por qu[eé])(?![\p{L}\p{N}])`,
    String.raw`^(?:please\s+|favor\s+|por favor,?\s+)?(?:describe|list|provide|explain|specify|detail|identify|give|outline|name|enumerate|summari[sz]e|attach|upload|share|supply|submit|indicate|state|include|define|document|demonstrate|describa|describir|liste|enumere|proporcione|explique|especifique|detalle|identifique|indique|señale|senale|mencione|adjunte|incluya|entregue|presente|informe|precise|defina)(?![\p{L}\p{N}])(?!\s+(?:whether|if|si)\b)`,
  ].join('|'),
  'iu',
);

/** A question or requirement that a yes or no answers (a form's Yes/No value is an answer to it). */
export function asksYesNo(question: string): boolean {
  const first = (splitSentences(withoutRequest(question))[0] ?? question).trim().replace(/^[¿¡"“«(\s]+/u, '');
  // (a phrase set before the question does not make it one for a yes: "For a Severity 1 outage, what…?", "If there is
  // a breach, within what timeframe…?", "On termination, how long…?")
  const asked = first.replace(FRONTED, '');
  return !ASKS_INFORMATION.test(first) && !ASKS_INFORMATION.test(asked);
}
/** A phrase or clause before the question proper, up to its comma. */
const FRONTED = /^[^,?;:]{1,100},\s*/u;
/** Words that ask for a quantity in an open question: "what *percentage*", "*how many*", "the *largest*…". */
const QUANTITY =
  /\b(?:percentage|percent|how many|how large|how big|maximum|minimum|largest|smallest|highest|lowest|average|porcentaje|cu[aá]nt[oa]s|m[aá]xim[oa]|m[ií]nim[oa])\b/i;

/**
 * An open question that asks for a quantity, or for a metric that is one figure (RTO, RPO): "What uptime percentage
 * do you guarantee?", "How many staff…?", "What is your RTO?". "Is there a maximum password age?" is yes/no.
 */
function asksFigure(question: string): boolean {
  if (!OPEN_QUESTION.test(question)) return false;
  return QUANTITY.test(question) || conceptOf(question)?.oneValue === true;
}

/** Words of compliance questionnaires that say how a control is run, not what it is ("established, documented…"). */
const BOILERPLATE = new Set(
  // ("from one release to another": the words of a comparison, not of what is asked about)
  (
    'one another other others ' +
    'establish established document documented approve approved communicate communicated apply applied evaluate evaluated ' +
    'maintain maintained implement implemented define defined relevant appropriate applicable ensure ensured organization ' +
    'organizational organisation accordance according based regarding related relating pertaining provide provided ' +
    'require required perform performed conduct conducted exist exists place effectively effective possible consider ' +
    'considered least including limited against using within between across throughout utilize utilized employ employed necessary adequate adequately sufficient properly proper ' +
    // ("is your platform subjected to penetration testing": the testing is asked)
    'subject subjected ' +
    // ("your approach to accessibility" asks about accessibility)
    'approach approaches ' +
    'establecido establecidos establecidas documentado documentados documentadas aprobado aprobados aprobadas comunicado ' +
    'comunicados aplicado aplicados evaluado evaluados mantenido mantenidos implementado implementados definido definidos ' +
    'relevante relevantes apropiado apropiados aplicable aplicables garantizar asegurar organizacion existe existen'
  ).split(' '),
);

/** A word of BOILERPLATE at `i` of `words`; "least" only in "at least" ("least privilege" is what is asked). */
function boilerplateAt(words: string[], i: number): boolean {
  const w = words[i] ?? '';
  return BOILERPLATE.has(w) && (w !== 'least' || words[i - 1] === 'at');
}

const WEAK_WEIGHT = 0.35;

/** Words that rarely decide an answer ("reviewed and *updated*", "technical *measures*"); they count, but little. */
const WEAK = new Set(
  'measure measures technical updated update actualizado actualizados medida medidas tecnica tecnicas'.split(' '),
);

/** Groups of words that name one thing in questionnaires and security documents. */
const SYNONYMS: string[][] = [
  // the documents a control lives in; they weigh little: a company answers "is there a policy" by what it does
  [
    'policy',
    'policies',
    'procedure',
    'procedures',
    'guideline',
    'guidelines',
    'politica',
    'politicas',
    'procedimiento',
    'procedimientos',
  ],
  // a programme is not a policy ("bug bounty program" says nothing about policies), but weighs as little
  ['program', 'programme', 'programa', 'programs', 'programas'],
  ['encrypt', 'encrypted', 'encryption', 'cipher', 'cryptographic', 'cryptography', 'cifrado', 'cifrar', 'ciframos', 'cifra'],
  ['backup', 'backups', 'backed', 'respaldo', 'copia'],
  ['communication', 'communications', 'traffic', 'transit', 'transmission', 'transmitted', 'comunicacion', 'trafico'],
  ['employee', 'employees', 'personnel', 'staff', 'workforce', 'headcount', 'empleado', 'empleados'],
  ['vendor', 'supplier', 'third-party', 'subprocessor', 'proveedor', 'subencargado'],
  ['customer', 'client', 'cliente'],
  // the contract a customer signs is its agreement
  ['contract', 'contracts', 'contractual', 'contractually', 'agreement', 'agreements', 'contrato', 'contratos'],
  ['malware', 'virus', 'antivirus', 'anti-malware', 'ransomware'],
  [
    'retention',
    'retain',
    'retains',
    'retained',
    'retaining',
    'keep',
    'keeps',
    'kept',
    'keeping',
    'retencion',
    'conservacion',
    'conservamos',
  ],
  [
    'deletion',
    'delete',
    'deleted',
    'disposal',
    'dispose',
    'destroy',
    'destroyed',
    'destruction',
    'purge',
    'erase',
    'borrado',
    'eliminacion',
  ],
  [
    'separate',
    'separated',
    'separation',
    'segregate',
    'segregated',
    'segregation',
    'segment',
    'segmented',
    'segmentation',
    'isolate',
    'isolated',
    'isolation',
  ],
  // (staff vetting is their screening: the same checks before someone joins)
  ['verification', 'screening', 'check', 'checks', 'vetting', 'vetted'],
  ['vulnerability', 'vulnerabilities', 'vulnerabilidad', 'vulnerabilidades'],
  ['penetration', 'pentest', 'pen-test'],
  // (a FIDO2 or U2F security key is a second factor by what it is)
  ['mfa', 'multi-factor', 'multifactor', 'two-factor', '2fa', 'fido2', 'u2f'],
  ['incident', 'incidents', 'incidente', 'incidentes'],
  [
    'notify',
    'notified',
    'notifies',
    'notifying',
    'notification',
    'notifications',
    'notice',
    'notificar',
    'notificacion',
    'aviso',
  ],
  ['training', 'train', 'trained', 'awareness', 'formacion', 'capacitacion'],
  ['datacenter', 'data-center', 'facility', 'facilities'],
  ['restore', 'restored', 'recovery', 'recover', 'recovered', 'restauracion', 'recuperacion'],
  ['audit', 'audited', 'auditor', 'auditoria', 'auditado'],
  ['test', 'tested', 'testing', 'prueba', 'pruebas', 'probado'],
  // an access recertification is a review of who has access
  ['recertify', 'recertified', 'recertification', 'review', 'reviewed', 'reviews', 'reviewing'],
  // an SLA's compensation is its service credit
  ['compensation', 'compensate', 'compensated', 'credit', 'credits'],
  // someone leaving: a leaver, a departure, offboarding
  ['departing', 'departure', 'departs', 'leaver', 'leavers', 'offboarding', 'offboarded'],
];

/** How often, as a rank: smaller is more often. "At least annually" is met by anything of rank 6 or less. */
const FREQUENCIES: Array<[RegExp, number]> = [
  [/\b(?:real[- ]time|continuous(?:ly)?|24x7|24\/7|constantly|en tiempo real|continuamente)\b/, 0],
  [/\b(?:daily|nightly|every day|each day|every 24 hours|24-hour schedule|diari[oa]s?|diariamente|cada dia)\b/, 1],
  // (and a day of the week that comes round: "on Sundays", "every Saturday")
  [
    /\b(?:weekly|every week|each week|once a week|per week|semanal(?:mente)?|cada semana|(?:mon|tues|wednes|thurs|fri|satur|sun)days|every (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/,
    2,
  ],
  [/\b(?:monthly|every month|each month|once a month|mensual(?:mente)?|cada mes)\b/, 3],
  [/\b(?:quarterly|every quarter|each quarter|once a quarter|every (?:three|3) months|trimestral(?:mente)?)\b/, 4],
  [/\b(?:semi-?annual(?:ly)?|twice (?:a|per) year|every (?:six|6) months|semestral(?:mente)?)\b/, 5],
  [
    /\b(?:annual(?:ly)?|yearly|every year|each year|once (?:a|per) year|per year|anual(?:mente|es)?|cada ano|una vez al ano)\b/,
    6,
  ],
];
const PERIODIC =
  /\b(?:periodic(?:ally)?|regular(?:ly)?|routine(?:ly)?|recurring|frequency|periodic[oa]s?|periodicamente|regularmente|frecuencia)\b|\b(?:planned|defined|scheduled|set|predetermined|predefined) intervals?\b/;
/** "at planned intervals", "at defined intervals": periodically, in the words of a standard. */
const AT_INTERVALS = /\b(?:at\s+)?(?:planned|regular|defined|scheduled|set|predetermined|predefined)\s+intervals?\b/gi;
const SCHEDULE = /\bschedules?\b/;
/**
 * "…and when the last one took place", "when it was last tested": a clause asking when something happened, without
 * the question's auxiliary (a request's part); not a condition ("When the contract ends, do you…?").
 */
const WHEN_IT_HAPPENED =
  /(?:^|\s)when\s+(?:the|it|they|this|that|these|those|your|our|its)\s+(?:[a-z-]+\s+){0,4}?(?:took place|happened|was|were|ran|occurred|completed|performed|carried out|done)\b/;
/** When something last happened: "When was…", "…last tested", "the most recent test" (folded). */
const LAST_TIME = /\b(?:was|were|did|last|latest|most recent|previous)\b/;
/** A date asked by name: "the most recent test date", "the date of the last audit", "la fecha de…" (folded). */
const DATE_ASKED = /\b(?:dates?|fecha|fechas)\b/;
/** A date asked in a question or a request of some words, not a form's label ("Date Completed"). */
function asksDate(folded: string): boolean {
  return DATE_ASKED.test(folded) && (folded.includes('?') || folded.trim().split(/\s+/).length >= 4);
}
const HOW_OFTEN = /\b(?:how often|how frequently|con que frecuencia|cada cuanto(?: tiempo)?)\b/;
/**
 * A question for a length of time, in words that are not its subject: "how long", "within what timeframe", "cuánto
 * tiempo", "en qué plazo". Its answer states a figure (a duration); the words are not looked for in it.
 */
const HOW_LONG =
  /\b(?:how long|(?:(?:with)?in |after |for )?how many (?:business |working |calendar )?(?:minutes|hours|days|weeks|months|years)\b|how soon|how quickly|how fast|(?:in|within) what (?:time ?frame|time|period)|what (?:is the )?time ?frame|(?:durante |por |en )?cuanto tiempo|(?:en|dentro de) que plazo|que plazo|que tan rapid[oa])\b/;

/** A question for a year: "In what year was…?", "Since which year…?", "¿En qué año…?" (folded). */
const WHAT_YEAR = /^[¿\s]*(?:(?:in |since |from )?(?:what|which) year|(?:en|desde) que ano)\b/;
/** "What notice period…?", "What advance notification period…?": a span is asked; "period" is its kind, not its subject. */
const WHAT_PERIOD = /\b(?:what|which)\b(?:\s+[a-z-]+){0,4}?\s+(?:notice|notification|retention|warning|grace)\s+periods?\b/;
/**
 * The case a priority level is given to ("a Priority 1 *incident*", "P1 *tickets*", "a Sev 1 *issue*"): the level names
 * it, and a support guide's "P1 response: 30 minutes" never says the noun.
 */
const LEVEL_CASE =
  /\b(?:p[0-4]|priority[ -]?(?:[0-4]|one|two|three|four)|sev(?:erity)?[ -]?(?:[0-4]|one|two|three|four))\s+(?:\([^)]*\)\s+)?(issues?|incidents?|cases?|tickets?|requests?|problems?)\b/g;
/** "Which role owns the policy?" asks for a role by its name: "role" is the kind of answer, not its subject. */
const WHICH_ROLE = /\b(?:which|what) (?:role|job title|position)\b/;

/**
 * What a question for a time asks happened, as its last word: "When does your certificate *expire*?", "In what year
 * was the company *established*?". A sentence that does not say it gives some other time ("certified since 2019" is no
 * expiry; new-user trial 26). Words for doing anything at all ("performed", "carried out") are not it.
 */
const DOING = new Set(
  'performed perform conducted conduct completed complete done do carried held run undertaken executed happen happened occur occurred take taken place out'.split(
    ' ',
  ),
);
const EVENT_VERB = /^(?:expire|renew|end|start|begin|lapse|close|finish|commence|terminate|open|launch)s?$/;
function askedEvent(plain: string, time: QuestionTerms['time']): string | null {
  if (time !== 'date' && time !== 'past' && time !== 'year') return null;
  // (of the question's first clause: "When did you last test failover…, and what was the result?" asks no "result")
  const words = tokens(plain.split(/[?;]|,\s*(?:and|or)\b/)[0] ?? '');
  const last = words.at(-1) ?? '';
  if (words.length < 4 || last.length < 4 || /\d/.test(last) || STOPWORDS.has(last) || DOING.has(last)) return null;
  // a verb ends it ("expire", "established"), not a thing ("When is the maintenance *window*?" asks a window's time)
  if (!PARTICIPLE.test(last) && !EVENT_VERB.test(last)) return null;
  return AUXILIARY.has(words[words.findIndex((w) => w === 'when' || w === 'year' || w === 'ano') + 1] ?? '') ? last : null;
}

/** A question for a point in time: "When does…?", "By what date…?", "¿Cuándo vence…?" (not "When an employee leaves, …"). */
const WHEN =
  /^(?:when (?:does|do|did|is|are|was|were|will|would|can|should|has|have)|by when|on what date|by what date|what date|en qu[eé] fecha|para cu[aá]ndo|hasta cu[aá]ndo)\b|^cuándo\b/i;

const TIME_UNIT =
  '(?:minutes?|mins?|hours?|hrs?|h|days?|business days?|working days?|weeks?|months?|years?|yrs?|minutos?|horas?|d[ií]as?(?: h[aá]biles)?|semanas?|meses|mes|a[nñ]os?)';
const NUMBER_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\\w+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|hundred|a|an|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|treinta|noventa)';
/**
 * A span of time: "12 months", "72-hour", "one year", "twenty-four (24) hours", "within a day", "indefinitely"
 * (seconds only after a figure: "a second server" is no span).
 */
const DURATION = new RegExp(
  // ("7 calendar days", "15 business days")
  `(?:\\b\\d+(?:[.,]\\d+)?[\\s-]*(?:(?:calendar|business|working)\\s+)?(?:seconds?|secs?|segundos?|${TIME_UNIT})\\b|\\b${NUMBER_WORD}(?:[\\s-]*\\(\\d+\\))?[\\s)-]*(?:(?:calendar|business|working)\\s+)?${TIME_UNIT}\\b|\\b(?:indefinitely|indefinidamente)\\b)`,
  'i',
);
/** How fast, in words: "immediately", "in real time", "the same day". */
const PROMPTLY =
  /\b(?:immediately|instantly|real[- ]time|same[- ]day|next[- ]day|next business day|inmediatamente|en tiempo real|el mismo d[ií]a)\b/i;
/** "how soon", "how quickly": a speed, which "immediately" answers (HOW_LONG holds these too). */
const HOW_SOON = /\b(?:how soon|how quickly|how fast|que tan rapid[oa])\b/;
/**
 * A point in time: a month ("October 15, 2027", "Oct 2027"), a written date, a year said as one (not "ISO 27001:2013"),
 * a rhythm ("annually"), a day of the week ("When is maintenance carried out?": "on Saturdays between 22:00 and 02:00").
 */
const DATE =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\bmay\s+\d|\d\s+may\b|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|(?<![:\d.-])\b(?:19|20)\d{2}\b(?![:\d])|\b(?:annually|every year|each year|yearly|quarterly|monthly|anualmente|cada a[nñ]o)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?)\b/i;
/** A point in time, no rhythm nor weekday: a month, a written date, a year said as one. */
const POINT =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\bmay\s+\d|\d\s+may\b|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|(?<![:\d.-])\b(?:19|20)\d{2}\b(?![:\d])/i;

/**
 * A question for opening hours: "What are your support hours?", "hours of operation", "horario de soporte". Its
 * answer says when (a clock time, days of the week, around the clock), not how long: "2 hours (support hours)" in an
 * SLA's P2 row does not answer it (new-user trial 20).
 */
const OPENING_HOURS =
  /\b(?:support|business|office|opening|operating|service|working|help ?desk|call cent(?:re|er)|hotline)\s+hours\b|\bhours of (?:operation|support|service|coverage|availability)\b|\bhorarios?\b/;
/** When something is open: "08:00 to 18:00", "9am-5pm", "24/7", "Monday to Friday", "around the clock". */
const WHEN_OPEN =
  /\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?\s*(?:to|until|till|-|–|—|a|hasta)\s*\d{1,2}(?:[:.]\d{2})?\b|\b\d{1,2}\s*[ap]\.?m\.?\s*(?:to|until|-|–|—)\s*\d{1,2}\s*[ap]\.?m\b|\b24\s*[x×/]\s*7\b|\b24\s*hours a day\b|\baround the clock\b|\b(?:mon(?:day)?|lunes)\s*(?:to|through|thru|-|–|—|a)\s*(?:fri(?:day)?|sat(?:urday)?|sun(?:day)?|viernes|s[aá]bado|domingo)\b/i;

/** A figure written in words: a span ("four hours") or a share ("ninety-nine per cent"), not "one of our teams". */
const WORD_FIGURE = new RegExp(`${DURATION.source}|\\b${NUMBER_WORD}[\\s-]*(?:per\\s?cent|percent|por\\s?ciento)\\b`, 'i');

/** Whether a text states a figure: digits, or a span or share written in words ("four hours"). */
export function statesFigure(text: string): boolean {
  return numbersIn(text).length > 0 || WORD_FIGURE.test(text);
}

/** A rhythm said as a span: "every two years", "once every 6 months", "cada 3 meses". */
const EVERY_SPAN = new RegExp(
  // (and "once a year", "twice per month", "3 times a year": a rhythm, no span of time)
  `\\b(?:(?:every|each|once every|cada)\\s+(?:\\d+|${NUMBER_WORD})[\\s-]*|(?:once|twice|(?:\\d+|${NUMBER_WORD})\\s+times)\\s+(?:a|an|per|each|every)\\s+)${TIME_UNIT}\\b`,
  'gi',
);

/** Whether a text gives the time a question asks for (see QuestionTerms.time). */
export function givesTime(text: string, time: QuestionTerms['time']): boolean {
  if (time === null) return true;
  if (time === 'hours') return WHEN_OPEN.test(text);
  // "every two years" is a rhythm, not how long something takes or is kept
  const spans = text.replace(EVERY_SPAN, ' ');
  if (time === 'duration') return DURATION.test(spans);
  if (time === 'speed') return DURATION.test(spans) || PROMPTLY.test(text);
  if (time === 'year') return /(?<![:\d.-])\b(?:19|20)\d{2}\b(?![:\d])/.test(text);
  // ("When was it last tested?" is not answered by "…once a year", nor by "annually")
  if (time === 'past') return POINT.test(text) || DURATION.test(spans);
  return DATE.test(text) || DURATION.test(spans);
}

/** "every 12 months", "cada 2 semanas", "every 90 days": the rank of that rhythm (see FREQUENCIES); past a year, 7. */
const EVERY_N = new RegExp(
  // (a count in words too: "every six hours", "cada dos semanas"; new-user trial 27)
  String.raw`\b(?:every|each|once every|cada)\s+(\d{1,3}|${[...Object.keys(NUMBER_WORDS_EN), ...Object.keys(NUMBER_WORDS_ES)].join('|')})\s+(hours?|horas?|days?|dias?|weeks?|semanas?|months?|meses|mes|years?|anos?)\b`,
  'g',
);
function everyNRanks(folded: string): number[] {
  const days: Record<string, number> = { h: 1 / 24, d: 1, w: 7, s: 7, m: 30, y: 365, a: 365 };
  const ranks: number[] = [];
  for (const m of folded.matchAll(EVERY_N)) {
    const n = Number(m[1]) || NUMBER_WORDS_EN[m[1] as string] || NUMBER_WORDS_ES[m[1] as string] || 0;
    const span = n * (days[(m[2] ?? 'd').charAt(0)] ?? 1);
    if (n === 0) continue;
    ranks.push(span <= 1 ? 1 : span <= 7 ? 2 : span <= 31 ? 3 : span <= 92 ? 4 : span <= 183 ? 5 : span <= 366 ? 6 : 7);
  }
  return ranks;
}

/** "three times a year", "4 times per month", "dos veces al año": a count per period. */
const TIMES_PER = new RegExp(
  String.raw`\b(\d{1,3}|${[...Object.keys(NUMBER_WORDS_EN), ...Object.keys(NUMBER_WORDS_ES)].join('|')})\s+(?:times|veces)\s+(?:a|an|per|each|every|al|por|a la|cada)\s+(year|month|week|day|ano|mes|semana|dia)\b`,
  'g',
);
function timesPerRanks(folded: string): number[] {
  const days: Record<string, number> = { y: 365, a: 365, m: 30, w: 7, s: 7, d: 1 };
  const ranks: number[] = [];
  for (const m of folded.matchAll(TIMES_PER)) {
    const n = Number(m[1]) || NUMBER_WORDS_EN[m[1] as string] || NUMBER_WORDS_ES[m[1] as string] || 0;
    if (n === 0) continue;
    // the span between two of them, ranked as "every N days" is
    const span = (days[(m[2] ?? 'y').charAt(0)] ?? 365) / n;
    ranks.push(span <= 1 ? 1 : span <= 7 ? 2 : span <= 31 ? 3 : span <= 92 ? 4 : span <= 183 ? 5 : 6);
  }
  return ranks;
}

/** Frequency words are qualifiers, never content terms. */
const FREQUENCY_WORDS = new Set(
  'annual annually yearly quarterly monthly weekly daily nightly periodically periodic regularly regular routinely frequency often frequently schedule schedules anual anualmente trimestral mensual semanal diario periodicamente regularmente frecuencia'.split(
    ' ',
  ),
);

/** Frequency ranks a text states (see FREQUENCIES) and whether it speaks of doing something periodically. */
export function frequenciesIn(text: string): { ranks: number[]; periodic: boolean } {
  const f = fold(text);
  const ranks = [...FREQUENCIES.filter(([re]) => re.test(f)).map(([, rank]) => rank), ...everyNRanks(f), ...timesPerRanks(f)];
  return { ranks, periodic: PERIODIC.test(f) };
}

/** Whether a text meets the question's frequency: as often or more often; "periodically" takes any stated rhythm. */
export function meetsFrequency(want: QuestionTerms['frequency'], text: string): boolean {
  if (want === null) return true;
  const have = frequenciesIn(text);
  if (want === 'rhythm') return have.ranks.length > 0;
  if (want === 'any') return have.ranks.length > 0 || have.periodic;
  return have.ranks.some((r) => r <= want);
}

/**
 * Groups matched only as written, not by their stems: "planned" stems to "plan" (every recovery plan), "informed" to
 * "inform" (all information), "recorded" to "record" (audit records).
 */
const EXACT_SYNONYMS: string[][] = [
  // maintenance planned ahead is scheduled maintenance
  ['planned', 'scheduled', 'programado', 'programada'],
  // what was achieved, not what was committed: "actual availability" is "achieved 99.98%", "measured availability"
  ['actual', 'actually', 'achieved', 'achieve', 'measured', 'recorded'],
  // a buyer told in advance is given notice
  ['inform', 'informs', 'informed', 'informing', 'notify', 'notified', 'notice', 'announce', 'announces', 'announced'],
  // a check done again: "how often is the check renewed?" is "repeated every three years"
  ['renewed', 'renew', 'renews', 'repeated', 'repeat', 'repeats', 'refreshed', 'redone'],
  // someone who leaves
  ['departing', 'leaves', 'leaving', 'leaver'],
  // someone to contact "can be reached at…"
  ['contacted', 'contact', 'reached', 'reachable'],
  // a certification body is who issued the certificate
  ['body', 'issuer', 'issued', 'issuing'],
  // who owns a policy is its owner ("owns" stems to "own", "owner" to itself)
  ['owns', 'owned', 'owner', 'owners', 'ownership'],
];

/** The root of an exact group: the SYNONYMS group one of its words is in ("notify"), else its own first word. */
function exactRoot(group: string[]): string {
  const joined = SYNONYMS.find((g) => g.some((w) => group.includes(w)));
  return `=${joined?.[0] ?? group[0]}`;
}

/** Each synonym group's words and their roots point at the group ("=encrypt"); an exact group's words as written. */
const SYNONYM_ROOT = new Map<string, string>([
  ...SYNONYMS.flatMap((group) => group.flatMap((w) => [[w, `=${group[0]}`] as const, [stem(w), `=${group[0]}`] as const])),
  ...EXACT_SYNONYMS.flatMap((group) => group.map((w) => [w, exactRoot(group)] as const)),
]);

/** The root a word is matched by: its synonym group when it has one, else its base root. */
export function rootOf(word: string): string {
  const w = fold(word);
  const root = stem(w);
  return SYNONYM_ROOT.get(w) ?? SYNONYM_ROOT.get(root) ?? root;
}

/** Two roots name one word: the same synonym group, or stems that match (see stemsMatch). */
export function rootsMatch(a: string, b: string): boolean {
  if (a.startsWith('=') || b.startsWith('=')) return a === b;
  return stemsMatch(a, b);
}

/**
 * An assessor from outside the company, however it is named: "an independent CREST-accredited firm", "an outside
 * firm", "a third party", "an external auditor" (not "third-party vendors" nor "third-party risk": no assessor there).
 */
const ASSESSOR =
  /\b(?:independent|external|outside|third[- ]part(?:y|ies))(?:\s+(?:[\p{L}-]+-accredited|accredited|certified|qualified|specialist|security|penetration[- ]testing|testing|audit))?\s+(?:firms?|third[- ]part(?:y|ies)|part(?:y|ies)|compan(?:y|ies)|assessors?|auditors?|testers?|providers?|organi[sz]ations?|specialists?|experts?)\b|\bthird[- ]part(?:y|ies)(?=\s+(?:to\s+)?(?:conduct|perform|carry|test|audit|assess|review)\b)|\b(?:independent|external|third[- ]party)(?=\s+(?:penetration|pen)[- ]?test|\s+(?:security\s+)?(?:audits?|assessments?)\b)/giu;

/** A text with each outside assessor also named as one ("independent assessor"), to match however it is said. */
export function assessorsNamed(text: string): string {
  return text.replace(ASSESSOR, '$& independent assessor ');
}

/** The management system each ISO standard certifies: a certificate to the standard is one of that system. */
const SYSTEM_OF_STANDARD: Array<[RegExp, string]> = [
  [/\bISO(?:\/IEC)?[\s-]?27001\b/i, 'information security management system'],
  [/\bISO[\s-]?22301\b/i, 'business continuity management system'],
  [/\bISO[\s-]?9001\b/i, 'quality management system'],
  [/\bISO[\s-]?14001\b/i, 'environmental management system'],
  [/\bISO(?:\/IEC)?[\s-]?27701\b/i, 'privacy information management system'],
  [/\bISO(?:\/IEC)?[\s-]?20000(?:-1)?\b/i, 'service management system'],
];

/**
 * A text with the management system each ISO standard it names certifies also named: "holds ISO/IEC 27001
 * certification" says the information security management system (ISMS) is certified.
 */
function systemsNamed(text: string): string {
  const systems = SYSTEM_OF_STANDARD.filter(([standard]) => standard.test(text)).map(([, system]) => system);
  return systems.length > 0 ? `${text} ${systems.join(' ')}` : text;
}

/** The roots of a text's words, for matching against a question's terms. */
export function rootsOf(text: string): string[] {
  const words = tokens(spelledOut(systemsNamed(assessorsNamed(text))));
  return [...new Set([...words.flatMap((t) => [t, ...t.split('-')]).map(rootOf), ...equivalentRoots(words)])];
}

/** A requirement's opening party and its duty: "The Offeror shall", "El oferente deberá", "Los proponentes deben". */
const OBLIGED_PARTY =
  /^\s*(?:(?:the\s+)?(?:vendor|contractor|offeror|proposer|bidder|supplier|service provider|respondent|consultant)s?|(?:el|la|los|las)\s+(?:oferentes?|proponentes?|licitantes?|proveedor(?:es)?|contratistas?|adjudicatari[oa]s?|postulantes?))\s+(?:shall|must|will|should|is required to|are required to|deber[aá]n?|deben?|tendr[aá]n? que|se compromete(?:n)? a)\s+/iu;

/**
 * The question without the words that only name the company itself or ask for a count: "How many employees does
 * our company have?" and "Number of employees?" ask what "We have 1,800 employees" says, whatever the company calls
 * itself there. "Business" is kept ("business continuity").
 */
/** "When was the company established?" asks when it was founded (not when a practice was established). */
const FOUNDING_ASKED =
  /\b(was|were)\s+((?:the|our|your|this|its)\s+)?(company|firm|organi[sz]ation|business|vendor|supplier|corporation)\s+established\b/gi;

function foundingNamed(text: string): string {
  return text.replace(FOUNDING_ASKED, '$1 $2$3 founded');
}

function ofItself(text: string): string {
  return (
    foundingNamed(text)
      // the party a requirement is put to and its duty are not what it asks about: "El oferente deberá contar con
      // certificación ISO 27001" asks what "Contamos con certificación ISO 27001" says
      .replace(OBLIGED_PARTY, ' ')
      // "In the event of a breach…" says "if": no event is asked about
      .replace(/\bin the event (?:of|that)\b/giu, ' ')
      // "tested at planned intervals" asks how often (see PERIODIC), not about a plan
      .replace(AT_INTERVALS, ' periodically ')
      .replace(ASSESSOR, ' independent assessor ')
      .replace(/(?<![\p{L}])(?:cuenta|cuentan|contar|cuente|cuenten)\s+con(?![\p{L}])/giu, 'con')
      .replace(
        /\b(our|your|the|su|nuestra|la)\s+(?:company|organi[sz]ation|firm|corporation|empresa|organizaci[oó]n|compa[nñ][ií]a)(?:'s|’s)?(?![\p{L}-])/giu,
        '$1',
      )
      .replace(/\b(?:(?:the\s+)?(?:total\s+)?number|count|n[uú]mero|cantidad)\s+(?:of|de)\b/giu, ' ')
  );
}

function hyphenParts(word: string): string[] {
  const parts = word.split('-');
  return parts.every((p) => p.length === 1) ? [parts.join('')] : parts;
}

/** `partyWords`: words naming the parties of the question's document, weighed as little as "policies". */
export function analyseQuestion(question: string, partyWords?: ReadonlySet<string>): QuestionTerms {
  const f = fold(question);
  const seen = new Set<string>();
  const terms: Term[] = [];
  // parentheses hold examples and asides ("(e.g., offices, rooms)"), not what is asked
  // ("AI" asked is "artificial intelligence" said: both sides spelled out, see rootsOf)
  // "Provide a list of your subprocessors" asks the subprocessors: "list" is the form of the answer, not its subject
  const asked = spelledOut(
    ofItself(
      withoutRequest(question)
        .replace(/\([^)]*\)/g, ' ')
        .replace(LIST_OF, ' '),
    ),
  );
  // a possessive is its noun ("the offeror's solution": the offeror, a party word, not a word "offeror's" to find)
  const split = (text: string) =>
    tokens(text)
      .map((t) => t.replace(/['’]s$/u, ''))
      // (letters spelled with hyphens are one word: "D-U-N-S" is "duns", not four letters too short to look for)
      .flatMap((t) => (t.includes('-') && !SYNONYM_ROOT.has(t) ? hyphenParts(t) : [t]));
  // "how long", "en qué plazo", "how often": the kind of answer asked, not its subject
  const asking = new Set(
    [HOW_LONG, HOW_OFTEN, WHAT_YEAR, WHICH_ROLE].flatMap((re) => tokens(re.exec(fold(asked).trim())?.[0] ?? '')),
  );
  // ("the most recent test date" asks a date, which is not the word "date"; a form's bare "Date Completed" label is no
  // question: its words stay)
  const datePhrase = asksDate(f);
  if (datePhrase) for (const w of ['date', 'dates', 'fecha', 'fechas']) asking.add(w);
  // "Describe your approach to X": the request's verb says how to answer, what is asked is X
  // (its words up to the verb: "please", "briefly" and "describe" alike; what follows the verb is a stopword), in each
  // sentence of a question asked on ("…? Please describe the testing frequency…")
  for (const part of fold(asked).split(/(?<=[?.!])\s+/)) {
    const request = ASKS_FOR.exec(part.trim().replace(IF_SO_LEAD, ''));
    if (request) for (const word of tokens(request[0]).slice(0, -1)) asking.add(word);
    // a second request joined on ("…the RPO committed, and describe how backups support it")
    for (const m of part.matchAll(JOINED_REQUEST)) asking.add(m[1] as string);
  }
  for (const m of fold(question).matchAll(LEVEL_CASE)) asking.add(m[1] as string);
  const periodAsked = WHAT_PERIOD.test(fold(asked));
  if (periodAsked) for (const w of ['period', 'periods']) asking.add(w);
  const words = split(asked).filter((w) => !asking.has(w));
  const equivalents = equivalentsAt(words);
  // "…according to applicable laws and industry standards": the yardstick a control is held to, not the control
  const measure = CONFORMANCE.exec(asked);
  const yardstick = new Set(measure ? split(asked.slice(measure.index)) : []);
  const runs: Array<Array<{ word: string; root: string; eq?: string[] }>> = [[]];
  for (const [i, word] of words.entries()) {
    if (/\d/.test(word) || word.length < 2 || STOPWORDS.has(word) || boilerplateAt(words, i) || FREQUENCY_WORDS.has(word)) {
      runs.push([]);
      continue;
    }
    if (genericAt(words, i, GENERIC) || measureWordAt(words, i)) {
      runs.push([]);
      continue;
    }
    const root = rootOf(word);
    const eq = equivalents[i];
    runs.at(-1)?.push({ word, root, ...(eq ? { eq } : {}) });
    if (seen.has(root)) {
      const term = terms.find((t) => t.root === root);
      if (term && eq) term.eq = [...new Set([...(term.eq ?? []), ...eq])];
      continue;
    }
    seen.add(root);
    const weak =
      WEAK.has(word) || root === POLICY_ROOT || root === PROGRAM_ROOT || yardstick.has(word) || partyWords?.has(word) === true;
    terms.push({ word, root, weight: weak ? WEAK_WEIGHT : 1, ...(eq ? { eq } : {}) });
  }
  const { ranks, periodic } = frequenciesIn(question);
  // (a "schedule" asks its rhythm, which "regularly" does not state: "Do you have a release schedule?", HECVAT CHNG-11)
  const frequency =
    ranks.length > 0 ? Math.max(...ranks) : HOW_OFTEN.test(f) || SCHEDULE.test(f) ? 'rhythm' : periodic ? 'any' : null;
  const numbers = (question.match(/\b\d+(?:[.,]\d+)?\b/g) ?? []).filter((n) => !/^(?:19|20)\d\d$/.test(n));
  const predicate = predicateOf(question, terms);
  // (an opening "¿" or "¡" is punctuation: "¿Cuántos empleados…?" is an open question for a figure)
  const plain = foundingNamed(withoutRequest(question))
    .trim()
    .replace(/^[¿¡"“«(\s]+/u, '');
  const amount = ASKS_AMOUNT.test(plain) || asksFigure(plain) || HOW_LONG.test(f) || periodAsked;
  const named = HOW_MANY_OF.exec(f)?.[1];
  // "How many people does the company employ / work for you?" counts its employees
  const employs = named !== undefined && PEOPLE.test(named) && EMPLOYS.test(f);
  if (employs) for (const t of terms) if (PEOPLE.test(t.word)) t.root = rootOf('employees');
  const counted = employs ? 'employees' : (named ?? (asksFigure(plain) ? conceptOf(question)?.counts : undefined));
  const time = HOW_SOON.test(f)
    ? 'speed'
    : HOW_LONG.test(f) || periodAsked
      ? 'duration'
      : WHAT_YEAR.test(fold(plain))
        ? 'year'
        : WHEN.test(plain) || asksDate(f) || WHEN_IT_HAPPENED.test(fold(plain))
          ? LAST_TIME.test(f)
            ? 'past'
            : 'date'
          : OPENING_HOURS.test(f)
            ? 'hours'
            : null;
  // the event a time is asked of must be said, even a word questionnaires use as boilerplate ("established")
  const event = askedEvent(plain, time);
  let eventTerm = event === null ? undefined : terms.find((t) => t.word === event);
  if (event !== null && eventTerm === undefined && !seen.has(rootOf(event))) {
    eventTerm = { word: event, root: rootOf(event), weight: 1 };
    terms.push(eventTerm);
  }
  return {
    terms,
    frequency,
    numbers,
    required: [predicate, askedNoun(plain, terms), eventTerm, ...namedAcronyms(question, terms)].filter(
      (t): t is Term => t !== undefined && t !== null,
    ),
    amount,
    percent: /\bpercent(?:age)?s?\b|\bporcentajes?\b|\d\s?%|\bwhat %/.test(f),
    list: ASKS_LIST.test(f.trim()) && !NAMES_ONE.test(f.trim().replace(/[?.!\s]+$/, '')),
    named: namedThings(question),
    compounds: runs.filter((r) => r.length >= COMPOUND_WORDS),
    counted: counted ? rootOf(counted) : null,
    whoRole: whoRoleOf(plain),
    time,
  };
}

/** Opens the clause that names what a control conforms to, up to the end of the question. */
const CONFORMANCE =
  /\b(?:according to|in accordance with|in line with|consistent with|in compliance with|compliant with|as required by|in keeping with|conforming to|per)\s+(?:all\s+|any\s+|the\s+)?(?:relevant|applicable|appropriate|industry|legal|regulatory|statutory|laws?|regulations?|standards?|best|accepted|established|organi[sz]ational|contractual)\b/i;

/** Content words side by side that make a compound naming the thing asked (see QuestionTerms.compounds). */
const COMPOUND_WORDS = 3;

const POLICY_ROOT = '=policy';
const PROGRAM_ROOT = '=program';
const AUXILIARY = new Set('is are was were do does did has have can could will would should shall may must'.split(' '));
const PARTICIPLE = /^[a-z]{3,}ed$|^(?:done|taken|given|known|shown|built|kept|held|run|made|set|sent|written|chosen|drawn)$/;

/**
 * What a yes/no question asks is done, when it says: the first past participle after the auxiliary that is not
 * questionnaire boilerplate ("Are production and non-production environments *separated*?").
 */
function predicateOf(question: string, terms: Term[]): Term | undefined {
  const all = tokens(question);
  // (so does "How often is the recovery plan *tested*?": the plan's review is no test of it; new-user trial 26)
  // and so does "How is client data *protected*?": a sentence on where it is stored is no protection of it (trial 27)
  const often = all[0] !== 'how' ? 0 : all[1] === 'often' || all[1] === 'frequently' ? 2 : 1;
  const words = all.slice(often);
  if (!AUXILIARY.has(words[0] ?? '')) return undefined;
  for (const w of words.slice(2)) {
    if (!PARTICIPLE.test(w)) continue;
    // ("How often are backups *taken*?" names no act to find: any word for doing does)
    if (BOILERPLATE.has(w) || WEAK.has(w) || (often > 0 && DOING.has(w))) return undefined;
    return terms.find((t) => t.word === w);
  }
  return undefined;
}

/**
 * A word that only measures what follows or precedes it: "what *level of* cyber insurance", "the *amount of* cover",
 * "what *type of* encryption"; the cover of insurance ("cyber insurance *cover*" asks about the insurance); and "hold"
 * said of having ("do you hold…?").
 */
function measureWordAt(words: string[], i: number): boolean {
  const w = words[i] ?? '';
  if (MEASURE_WORDS.has(w) && words[i + 1] === 'of') return true;
  // "do you *hold* ISO 27001?", "what cover do you *hold*?" ask what the company has (not "legal hold")
  if ((w === 'hold' || w === 'holds') && HOLDER.has(words[i - 1] ?? '')) return true;
  // ("when did it *take place*": it happened)
  if (/^(?:take|takes|took|taken|taking)$/.test(w) && words[i + 1] === 'place') return true;
  // ("how much *advance* notice": notice is given ahead by what it is)
  if ((w === 'advance' || w === 'prior') && (words[i + 1] === 'notice' || words[i + 1] === 'notification')) return true;
  // (and so its limits: "your cyber insurance *limits*" asks the amounts insured)
  return /^(?:cover|coverage|limits?)$/.test(w) && words[i - 1] === 'insurance';
}
const HOLDER = new Set('you we they it company organisation organization currently still also'.split(' '));
const MEASURE_WORDS = new Set('level levels amount amounts type types kind kinds degree extent sort sorts'.split(' '));

/** Question words that carry no subject ("do we *offer*", "is there", "¿tenemos…?"). */
const GENERIC = new Set(
  'offer offers offered support supports supported use uses used include includes included know need get give given gives occur occurs make made method methods mechanism mechanisms timescale timescales timeframe timeframes timeline timelines say there have has had run happen happens carry carries carried located situated many much most current total past previous last latest recent recently tiene tienen tenemos hay usa usamos ofrece ofrecemos incluye'.split(
    ' ',
  ),
);

/**
 * The words a keyword search looks for: the question without its request, questionnaire boilerplate and asides in
 * parentheses, plus the names of the named standard or metric it asks about ("RTO" also looks for "recovery time
 * objective"), and the other phrases that name what it names (see equivalents.ts).
 * The query itself when nothing is left.
 */
export function keywordQueryOf(query: string, holds: (word: string) => boolean = () => true): string {
  const asked = foundingNamed(withoutRequest(query)).replace(/\([^)]*\)/g, ' ');
  const all = tokens(asked);
  const words = all.filter((w, i) => !STOPWORDS.has(w) && !boilerplateAt(all, i) && !genericAt(all, i, GENERIC));
  // only named standards and metrics (RTO, SOC 2, MFA…): their names are synonyms, a topic's other cues are not
  const concept = conceptOf(query);
  const names = concept?.strongWeight === 3 ? concept.strong : [];
  // a thing named by its abbreviation is searched by its long form too, and the other way ("AI", "artificial intelligence")
  // and a phrase by the other phrases that name the same ("Severity 1" looks for "Priority 1": see equivalents.ts),
  // unless it is one word with synonyms of its own that the library `holds` ("employees": it finds its passages, and
  // "staff members" would crowd them out; "headcount" where no passage says it is looked for as "number of employees")
  const others = equivalentPhrases(all, holds);
  const out = [...words, ...names, ...otherNames(asked), ...others].join(' ').trim();
  return out === '' ? query : out;
}
