// The offline answerer: quotes the source sentences (one, or two neighbours) that carry the question's content terms
// and qualifiers, with citations; declines naming what is missing when the best evidence is weak. It never composes.
import { contentStems } from '../text/content';
import { stem } from '../text/stem';
import { fold, numbersIn, STOPWORDS } from '../text/words';
import type { Answer, Lang, PartyWords, TermWeights } from './engine';
import {
  analyseQuestion,
  asksYesNo,
  countsThing,
  givesTime,
  meetsFrequency,
  namesSomeone,
  namesThing,
  type QuestionTerms,
  rootOf,
  rootsMatch,
  rootsOf,
  statesFigure,
  statesVersion,
  type Term,
} from './question';
import type { KnowledgeHit } from './search';
import {
  assertedText,
  documentSentences,
  documentStatements,
  leadInSentences,
  saysBeforeColon,
  sentenceRole,
  statedSentence,
} from './statements';
import { conceptOf, conceptStems, topicOf } from './topics';

/** Weighted share of the question's terms a quote must carry. */
export const MIN_COVERAGE = 0.5;
/** A second quote from another source is added when it scores this close to the best. */
const SECOND_MARGIN = 0.1;
/** Heading words count for this share of a term: context, not a statement. */
const HEADING_CREDIT = 0.5;
/** Two neighbouring sentences score a little below one sentence that says it all. */
const PAIR_FACTOR = 0.95;
/** One content term of every this many may be absent from a quote (long questions carry asides). */
export const ABSENT_PER = 3;
/** The same for the question a past answer answered: its "Yes" says nothing about a term it was not asked. */
const ABSENT_PER_ASKED = 6;
/** Share of the content words of the question a past answer answered that this question must also ask. */
const SAME_ASKED = 0.4;
/** A past answer to the very question asked outranks one to a neighbouring question of the same form. */
const SAME_QUESTION_BONUS = 0.05;
/** A share of a score that only breaks ties. */
const TIE = 0.01;
/** Knowledge a person stated or approved outranks a document saying the same (facts, then approved wording). */
const TRUST_BONUS: Partial<Record<KnowledgeHit['kind'], number>> = { fact: 0.05, answer: 0.03 };
/** Quotes longer than this many words score proportionally less. */
const LONG_WORDS = 60;

interface Candidate {
  hit: KnowledgeHit;
  quote: string;
  score: number;
  /** Content terms the quote itself carries (not counting the heading). */
  strong: number;
  /** Question terms of any weight the quote itself carries. */
  matched: number;
  /** Content terms neither the quote nor its heading carries. */
  absent: number;
  /** Question terms it lacks, for "missing". */
  lacking: Term[];
  /** States the frequency and the figures the question asks for. */
  qualifies: boolean;
  /** Carries the terms the question cannot be answered without (see QuestionTerms.required). */
  required: boolean;
  /** Approved wording taken whole for the question it answered, which must ask nearly all this one asks. */
  whole?: boolean;
  /** Speaks of the very standard or metric the question names ("RTO", "SOC 2"), its topic's name included for a fact. */
  onConcept?: boolean;
}

/**
 * A sentence whose subject is the one before it: "This plan…", "These controls…", "This also includes…", "Such
 * reviews…". Not "This is why we…" (the reason is before; what follows stands alone) nor "This year…" (a time).
 */
const POINTS_BACK =
  /^(?:this|these|that|those|such)\b(?!\s+(?:year|month|week|quarter|day)\b)(?!\s+(?:is|was)\s+why\b)|^that['’]s\b(?!\s+why\b)/i;

/** A run-in label opening a list entry: "Security: …", "Driver app: …" (not a time, "10:00"). */
const RUN_IN_LABEL = /^\p{Lu}[\p{L}&/ -]{0,30}:\s/u;

/**
 * Whether a sentence can stand as a quoted answer: a statement of the company about itself, not a definition, an
 * example, a hypothetical, a requirement put to others, a question, a fragment or an item of a requirement list.
 */
export function quotable(sentence: string, kind: KnowledgeHit['kind'], heading = ''): boolean {
  // facts, approved wording and deal terms are the company's own statements, whatever their form
  if (kind !== 'passage') return sentence.length > 0;
  return statedSentence(sentence, heading);
}

/** The concept of the question being ranked, read once: `score` runs for every sentence of every hit. */
let lastConcept: { question: string; concept: ReturnType<typeof conceptOf> } | undefined;
function questionConcept(question: string): ReturnType<typeof conceptOf> {
  if (lastConcept?.question !== question) lastConcept = { question, concept: conceptOf(question) };
  return lastConcept.concept;
}

function termWeight(t: Term, weights?: TermWeights): number {
  return t.weight * (weights?.get(t.word) ?? 1);
}

/** A number naming a part of a document, not a figure: "section 2", "clause 4.1", "Annex B-3", "page 7", "§ 5". */
const POINTER_NUMBER =
  /\b(?:sections?|clauses?|articles?|paragraphs?|pages?|annex(?:es)?|appendix|appendices|schedules?|exhibits?|items?|secci[oó]n|cl[aá]usula|art[ií]culo|p[aá]gina|anexo)\s+[\w.-]*\d[\w.-]*|§\s*[\d.]+/gi;
/**
 * A measure named only as what something was held to, closing its clause: "…, within the RTO.", "meeting our SLA",
 * "under the agreed target" (not "within the RPO of 15 minutes", which states it).
 */
const YARDSTICK =
  /\b(?:within|inside|under|below|meeting|met|meets|beating|against)\s+(?:the|our|its|their|this|that)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+(?=\s*(?:[.,;:)]|$))/giu;

/**
 * A sentence about what another organisation does ("Critical suppliers … provide an ISO 27001 certificate"): it answers
 * a question on that party, never one on the company itself ("Are you ISO 27001 certified?", new-user trial 23).
 */
const OTHER_PARTY_LED =
  /^(?:(?!we\b|i\b)[\p{L}\d-]+\s+){0,3}?(suppliers?|sub-?processors?|vendors?|sub-?contractors?|contractors?|third parties|third-party providers?|partners?|resellers?|proveedores?|subencargados?|subcontratistas?)\b/iu;

/** A sentence sending the reader to another document for what it speaks of: "listed in our Subprocessor List". */
const POINTS_ELSEWHERE =
  /\b(?:listed|set out|set forth|detailed|described|specified|found|published|available|shown|itemi[sz]ed|enumerated|included|named|identified)\s+(?:in|at|on|within|under)\s+(?:our|the|a|an|its|this|that|section|annex|appendix|schedule)\b|\b(?:see|refer to|consult)\s+(?:our|the)\b|\b(?:below|as follows|the following)\b|\b(?:listad[oa]s?|detallad[oa]s?|descrit[oa]s?|publicad[oa]s?|disponibles?)\s+en\s+(?:nuestr[oa]|el|la|los|las)\b/i;
/** Items named one after another: "AWS, Twilio and Datadog", "A, B, C", "A; B; C". */
const ENUMERATION = /[^,;]+[,;][^,;]+(?:[,;]|\s(?:and|or|y|o|e)\s)[^,;]+/;
/** The words a percentage question asks with, said by a per cent figure. */
const PERCENT_WORDS = new Set(['percentage', 'percent', 'percentages', 'porcentaje', 'porcentajes']);
/** A per cent figure: "99.95%", "99.9 per cent", "95 percent". */
const PER_CENT = /\d\s?%|\d\s?(?:per\s?cent|percent|por\s?ciento)\b/i;

/** The words an opening-hours question asks with, said by a clock time or days of the week. */
const OPEN_WORDS = new Set(['hours', 'hour', 'horario', 'horarios']);

/** The words a question for a floor asks with, said by "at least", "or higher": "TLS 1.2 or higher" gives the minimum. */
const MINIMUM_WORDS = new Set(['minimum', 'lowest', 'minimo', 'minima']);
const AT_LEAST = /\bat least\b|\bor (?:higher|later|above|newer|greater|more)\b|\bminimum\b|\bcomo m[ií]nimo\b|\bo superior\b/i;

/**
 * "Protected" and "secured" are said by the control that protects: "How is data protected in transit?" is answered by
 * "…encrypted with TLS 1.2", not by where the data is stored (new-user trial 27). One way only: "encrypted" asked is
 * not said by "protected".
 */
const PROTECT_WORDS = new Set(['protect', 'protected', 'protection', 'secure', 'secured', 'safeguard', 'safeguarded']);
const PROTECTS =
  /\b(?:encrypt\w*|tls|ssl|aes(?:-?256)?|hash(?:ed|es)?|mask(?:ed|ing)|tokeni[sz]ed|access controls?|firewalls?|mfa|multi-factor|two-factor|restricted|isolated|segregated|signed|protect\w*|secured?|safeguard\w*|cifrad\w*|protegid\w*)\b/i;

/**
 * The result of a test or an exercise is said by what came of it: "…what was the result?" is answered by "…restored
 * service in the secondary region in 3 hours 10 minutes" (new-user trials 27 and 28), which never says "result".
 */
const RESULT_WORDS = new Set(['result', 'results', 'outcome', 'outcomes', 'resultado', 'resultados']);
const TIME_WORDS = new Set(['time', 'times']);
const VERSION_WORDS = new Set(['version', 'versions', 'version(s)']);
const OUTCOME =
  /\b(?:restored|recovered|passed|succeeded|successful(?:ly)?|achieved|met|found|identified|remediated|resolved|failed|completed in|within (?:the |our )?(?:objectives?|targets?|rto|rpo)|no (?:data loss|findings|issues|critical|high))\b/i;

/**
 * A kind of thing said by naming one: "Which protocols and identity providers…?" is answered by "SAML 2.0 single
 * sign-on with Microsoft Entra ID, Okta and Google Workspace" (new-user trial 25). The question's words for the kind,
 * and the names of that kind, each the common ones in identity and transport.
 */
const KINDS_NAMED: Array<{ words: Set<string>; asked: RegExp; names: RegExp }> = [
  {
    words: new Set(['identity', 'provider', 'providers', 'idp', 'idps']),
    asked: /\bidentity providers?\b|\bidps?\b/i,
    names:
      /\b(?:entra(?: id)?|azure (?:ad|active directory)|active directory|adfs|okta|google workspace|g suite|ping(?:identity| ?federate| ?one)?|onelogin|auth0|jumpcloud|keycloak|shibboleth)\b/i,
  },
  {
    words: new Set(['protocol', 'protocols', 'protocolo', 'protocolos']),
    asked: /\bprotocol(?:o)?s?\b/i,
    names:
      /\b(?:saml(?: ?2(?:\.0)?)?|oidc|openid connect|oauth(?: ?2(?:\.0)?)?|ldaps?|scim|kerberos|radius|tls|sftp|ftps|https|ssh|ipsec|smtp)\b/i,
  },
];

/** A table row as the library keeps it: "Priority: P1 Critical; First response: within 1 hour; Resolution: 4 hours". */
const RECORD = /^[^:;\n]{1,40}: [^;\n]+(?:; [^;\n]+)+$/;
/** A cell of such a row: its column's name, a colon, its value. */
const CELL = /^[^:;\n]{1,40}: /;

/**
 * The cells of a table row as the library keeps it, or null when the line is no row: a cell whose own text holds
 * "; " ("Example: Technicians cannot sync jobs; dispatch board will not load") goes on to the next column's name.
 */
function recordCells(line: string): string[] | null {
  if (!RECORD.test(line)) return null;
  const cells: string[] = [];
  for (const piece of line.split('; ')) {
    if (CELL.test(piece) || cells.length === 0) cells.push(piece);
    else cells[cells.length - 1] += `; ${piece}`;
  }
  // a value holding a label of its own ("Parental leave: 402: Labor Relations"), or a bare number for a column's name
  // ("26: engagement…"), is an index read out of order, not a row
  if (cells.some((c) => c.slice(c.indexOf(': ') + 2).includes(': ') || /^\d{1,3}:/.test(c))) return null;
  return cells.length >= 2 ? cells : null;
}

/** A list item under a title of its own: "Network Security Policy – Instructure maintains policies…". */
const TITLED = /^(\p{Lu}[\p{L}&,/ ]{2,60}?\s(?:Polic(?:y|ies)|Plans?|Program(?:me)?s?|Standards?|Procedures?))\s[–—-]\s/u;
/** Words that say what kind of document a title names, not its subject. */
const TITLE_KIND = new Set(
  'policy policies plan plans program programs programme programmes standard standards procedure procedures management and of for the'.split(
    ' ',
  ),
);

/**
 * A titled item is about its title's subject: it answers a question that shares a word with that subject, not one
 * whose words it only lists in passing (the "Network Security Policy" item mentions remote access; it does not say
 * whether employees reach customer systems remotely; the change-management item lists privacy among what changes
 * affect; it is no privacy process). Found reading drafts by hand (DOCU-07, OPEM-02, PRPO-01, IVS-03.1).
 */
function onTopic(quote: string, q: QuestionTerms): boolean {
  const title = TITLED.exec(quote)?.[1];
  if (!title) return true;
  const subject = (title.match(/[\p{L}]+/gu) ?? []).filter((w) => !TITLE_KIND.has(w.toLowerCase()));
  return rootsOf(subject.join(' ')).some((r) => q.terms.some((t) => rootsMatch(t.root, r)));
}

/**
 * Whether a text names an abbreviation by the words it stands for: "European Economic Area" says "EEA" (the
 * abbreviations list holds only common IT ones; an acronym a question spells must be said one way or the other).
 */
function spellsOut(text: string, word: string): boolean {
  if (word.length < 2 || word.length > 8 || !/^[a-z]+$/.test(word)) return false;
  // the words side by side, each opening with the letter in turn (small words between them allowed)
  const gap = String.raw`(?:[\s-]+(?:of|and|for|the|de|y|del)[\s-]+|[\s-]+)`;
  // (a word of it may be possessive: "Information Commissioner's Office" says "ICO")
  const pattern = [...word].map((c) => `${c.toUpperCase()}[\\p{L}]*(?:['’]s)?`).join(gap);
  return new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'u').test(text);
}

/** Whether a quote led by another organisation ("Our subprocessors…") answers a question that names that party. */
function aboutAskedParty(quote: string, q: QuestionTerms): boolean {
  const lead = OTHER_PARTY_LED.exec(quote.trim())?.[0];
  if (!lead) return true;
  // (the party or one beside it: "All employees and contractors complete screening…" answers of employees)
  return rootsOf(lead).some((root) => q.terms.some((t) => rootsMatch(t.root, root)));
}

function score(q: QuestionTerms, question: string, hit: KnowledgeHit, quoted: string, weights?: TermWeights) {
  // an example given in parentheses is not what the company states; a figure asked is not given by naming the
  // measure a result was held to ("recovered in 2 hours 40 minutes, within the RTO" states no RTO; new-user trial 23)
  const quote = q.amount ? assertedText(quoted).replace(YARDSTICK, ' ') : assertedText(quoted);
  // a fact's topic names what it states ("año de fundación" for "Andes Nube fue fundada en 2015"): its words are said
  const have = rootsOf(
    hit.kind === 'fact' ? `${quote} ${hit.heading}` : withoutOthersThings(withoutOthersAsides(quote, question)),
  );
  const heading = rootsOf(hit.heading);
  const concept = questionConcept(question);
  const cues = concept && conceptOf(quote)?.key === concept.key ? conceptStems(concept.key) : new Set<string>();
  // a named standard or metric asked ("RTO", "SOC 2"), and the quote (a fact with its topic) speaks of that very one
  const onConcept =
    concept !== null &&
    concept !== undefined &&
    concept.strongWeight === 3 &&
    conceptOf(hit.kind === 'fact' ? `${hit.heading} ${quote}` : quote)?.key === concept.key;
  let got = 0;
  let total = 0;
  let strong = 0;
  let matched = 0;
  let absent = 0;
  const lacking: Term[] = [];
  // "What are your support hours?" is answered by "available Monday to Friday, 08:00 to 18:00", which never says "hours"
  const openFor = q.time === 'hours' && givesTime(quote, 'hours');
  // "What uptime percentage…?" is said by "99.9%", which never says "percentage"
  const perCent = q.percent && PER_CENT.test(quote);
  const said = (t: { word: string; root: string; eq?: string[] }) =>
    cues.has(stem(t.word)) ||
    (q.required.some((r) => r.word === t.word) && spellsOut(quote, t.word)) ||
    have.some((r) => rootsMatch(t.root, r)) ||
    // ("Severity 1" asked is said by "Priority 1": see equivalents.ts)
    (t.eq?.some((e) => have.includes(e)) ?? false) ||
    (openFor && OPEN_WORDS.has(t.word)) ||
    (perCent && PERCENT_WORDS.has(t.word)) ||
    (MINIMUM_WORDS.has(t.word) && AT_LEAST.test(quote)) ||
    (PROTECT_WORDS.has(t.word) && PROTECTS.test(quote)) ||
    (RESULT_WORDS.has(t.word) && OUTCOME.test(quote)) ||
    // ("What is the response *time*?" is said by "P1 response: 30 minutes", a span)
    (TIME_WORDS.has(t.word) && givesTime(quote, 'duration')) ||
    // ("Which TLS *versions*…?" is said by "TLS 1.2 or higher")
    (VERSION_WORDS.has(t.word) && statesVersion(quote)) ||
    // ("What is your headcount?" is said by "employs 146 people", which counts what it asks)
    (q.counted !== null && t.root === q.counted && countsThing(quote, q.counted)) ||
    KINDS_NAMED.some((k) => k.words.has(t.word) && k.asked.test(question) && k.names.test(quote));
  for (const t of q.terms) {
    const w = termWeight(t, weights);
    total += w;
    if (said(t)) {
      got += w;
      matched++;
      if (t.weight === 1) strong++;
    } else if (heading.some((r) => rootsMatch(t.root, r)) || t.eq?.some((e) => heading.includes(e))) {
      got += HEADING_CREDIT * w;
      lacking.push(t);
    } else {
      lacking.push(t);
      if (t.weight === 1) absent++;
    }
  }
  const stated = new Set(numbersIn(quote));
  // a number that only points elsewhere ("the commitment in section 2") is no figure given
  const figures = numbersIn(quote.replace(POINTER_NUMBER, ' '));
  const qualifies =
    ofYearAsked(question, quote) &&
    meetsFrequency(q.frequency, quote) &&
    numbersIn(q.numbers.join(' ')).every((n) => stated.has(n)) &&
    // "List all proposal prices" is not answered by "Our prices are quoted in U.S. dollars"; "four hours" is a figure
    (!q.amount || figures.length > 0 || statesFigure(quote)) &&
    // "What uptime percentage…?" is not answered by a figure of something else
    (!q.percent || PER_CENT.test(quote)) &&
    (!q.list || (!POINTS_ELSEWHERE.test(quote) && (ENUMERATION.test(quote) || recordCells(quote) !== null))) &&
    // "How long are backups kept?" needs a span, "When does the certificate expire?" a date, not any figure
    givesTime(quote, q.time) &&
    // "How many employees…?" is answered by a figure of employees, not by "…within 24 hours of an employee's exit"
    (q.counted === null || countsThing(hit.kind === 'fact' ? `${hit.heading}: ${quote}` : quote, q.counted)) &&
    // "Do you have a data protection officer (DPO)?" is not answered by a CIO's oversight of "data protection"
    // (approved wording and facts name it in the question or topic they answer too)
    q.named.every((thing) => namesThing(hit.kind === 'passage' ? quote : `${quote} ${hit.heading}`, thing)) &&
    // a compound naming the thing asked ("hardware security module") is said at least in part, not only its neighbours
    q.compounds.every((run) => run.some(said)) &&
    onTopic(quote, q) &&
    aboutAskedParty(quote, q) &&
    // "Who is your DPO?" is answered by a name beside the role, not by a sentence in which the DPO acts
    (q.whoRole === null || namesSomeone(hit.kind === 'passage' ? quote : `${hit.heading} ${quote}`, q.whoRole, question));
  const required = q.required.every((t) => !lacking.includes(t));
  // a long run-on "sentence" (a list, a table flattened) carries many words by chance
  const length = Math.min(1, LONG_WORDS / quote.split(/\s+/).length);
  return { score: total > 0 ? (length * got) / total : 0, strong, matched, absent, lacking, qualifies, required, onConcept };
}

/** A sentence in the company's first person. */
const WE = /\b(?:we|our|us|nosotros|nuestr[oa]s?)\b/i;
/** What a named other party has: "Microsoft's ISO/IEC 27001 certificate and SOC 2 Type II reports", up to a verb or stop. */
const OTHERS_THING =
  /\b(\p{Lu}[\p{L}\p{N}&.-]*(?:\s+\p{Lu}[\p{L}\p{N}&.-]*)*)['’]s\s+(?:(?!(?:every|each|as|to|for|in|on|at|with|by|from|under|which|that|is|are|was|were|and\s+(?:its|their|our))\b)[\p{L}\p{N}/:&.-]+\s*){1,8}/gu;

/** A party a contract defines, capitalised as a name: what it has is what questions ask about (its data, its users). */
const DEFINED_PARTY = /^(?:the\s+)?(?:customer|client|user|subscriber|licensee|controller|data controller)s?$/i;

/**
 * A sentence in which the company speaks as "we" names what another party has as that party's: "Our security team
 * reviews Microsoft's ISO/IEC 27001 certificate and SOC 2 Type II reports every year" says nothing of the company's own
 * SOC 2 report (new-user trial 29 answered "Do you hold a current SOC 2 Type II report?" with it). Those words are not
 * the company's; a document in the third person, where the company's own name is possessive too, is left as it is.
 */
function withoutOthersThings(quote: string): string {
  // (the party is named still: "…notify the Customer's designated contact" says "customer")
  // (and a contract's defined party is the one the question asks about: "the Customer's data" is customer data; in
  // the third person, a party named again apart from what it has is another party: "…provided by Microsoft, whose
  // data centres… are covered by Microsoft's SOC 2 Type II reports", new-user trial 30)
  const we = WE.test(quote);
  return quote.replace(OTHERS_THING, (m, owner: string) => {
    if (DEFINED_PARTY.test(owner)) return m;
    const namedApart = quote.split(owner).length > 2;
    return we || namedApart ? ` ${owner} ` : m;
  });
}

/**
 * A name with an aside after it (one or two lower-case words may stand between: "ISO/IEC 27001:2022 certification
 * (issued by … and valid until 21 June 2027)"): the name, the words between, and the aside's.
 */
const NAMED_ASIDE =
  /((?:\p{Lu}[\p{L}\p{N}/:.&+-]*|\d[\p{N}:./-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}/:.&+-]*|\d[\p{N}:./-]*))*)((?:\s+\p{Ll}[\p{L}-]*){0,2}\s*)\(([^()]{2,300})\)/gu;

/** The names a question says: words in capitals or with figures, past its first word ("Cyber Essentials Plus", "SOC 2"). */
function questionNames(question: string): string[] {
  const words = question
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .slice(1);
  return words.filter((w) => /^\p{Lu}|\d/u.test(w) && !/^I$/.test(w)).map((w) => rootOf(fold(w.replace(/[^\p{L}\p{N}]+$/u, ''))));
}

/**
 * What an aside says of another named thing is not said of the thing a question names: "…holds ISO/IEC 27001:2022
 * certification (issued by Kestrel Certification Services Ltd and valid until 21 June 2027) and Cyber Essentials Plus"
 * names no body that assessed it for Cyber Essentials Plus (new-user trial 30 answered so). When the question names
 * something the quote names apart from an aside, and neither the aside nor the name it follows is any of the
 * question's, the aside's words are not the quote's.
 */
function withoutOthersAsides(quote: string, question: string): string {
  const names = questionNames(question).filter(Boolean);
  if (names.length === 0 || !quote.includes('(')) return quote;
  const has = (text: string) => rootsOf(text).some((r) => names.some((n) => rootsMatch(n, r)));
  return quote.replace(NAMED_ASIDE, (m, owner: string, between: string, aside: string) => {
    // (an aside that names what is asked is that thing's name: "Recovery point objective (RPO)")
    if (has(owner) || has(between) || has(aside)) return m;
    const rest = quote.replace(m, ' ');
    return has(rest) ? `${owner}${between}` : m;
  });
}

/** A year said as one ("in 2023", not "ISO 27001:2013" nor "2023-11-02"). */
const YEAR = /(?<![\d:./-])\b(?:19|20)\d{2}\b(?![\d:/-])/g;
/** A year from which something holds: "since 2019", "from 2021", "desde 2018". */
const SINCE_YEAR = /\b(?:since|from|desde)\s+(?:(?:early|late|mid-?)\s*)?((?:19|20)\d{2})\b/gi;

/**
 * Whether a quote speaks of the year a question asks about: "What was your availability in 2023?" is not answered by
 * "In 2024 the platform achieved 99.97%" (new-user trial 29), nor by one that names no year ("Availability is measured
 * per calendar month as…"); one that says "since 2019" speaks of every year after.
 */
function ofYearAsked(question: string, quote: string): boolean {
  const asked: string[] = question.match(YEAR) ?? [];
  if (asked.length === 0) return true;
  const said: string[] = quote.match(YEAR) ?? [];
  const since = [...quote.matchAll(SINCE_YEAR)].map((m) => Number(m[1]));
  return asked.some((y) => said.includes(y) || since.some((from) => Number(y) >= from));
}

/**
 * Approved wording answers the question it was approved for (its heading), not whatever its words touch: the whole
 * answer ("Yes. …") counts only when that question asks what this one asks, and otherwise a sentence of its own that
 * states the answer is quoted as a document's would be. A "Yes" given to another question says nothing here.
 */
function answerCandidates(question: string, q: QuestionTerms, hit: KnowledgeHit, weights?: TermWeights): Candidate[] {
  const text = hit.text.trim();
  if (text === '') return [];
  const plain = { ...hit, heading: '' };
  // the question it answered carries the terms; the frequency or figure asked may be in either
  const asked = score(q, question, plain, hit.heading, weights);
  const both = score(q, question, plain, `${hit.heading} ${text}`, weights);
  // of two past answers to questions that ask the same, the one to this very question comes first (last year's form
  // answered again: "…established, documented…" and "…reviewed and updated annually?" share nearly every word), then
  // the one whose own words say it too
  const pastQuestion = hit.heading.replace(/^\S*\d\S*\s+/, '');
  const same = squeezed(pastQuestion) === squeezed(question) ? SAME_QUESTION_BONUS : 0;
  const whole = { ...asked, score: asked.score + same + TIE * both.score, qualifies: both.qualifies, whole: true };
  // nor may the question it answered ask much more than this one: a form's "Signature" field is not "are threat
  // signatures updated…?", though the one word is all that label asks
  const past = analyseQuestion(pastQuestion).terms.filter((t) => t.weight >= 1);
  const here = rootsOf(question);
  const shared = past.filter((t) => here.some((r) => rootsMatch(t.root, r))).length;
  const sameAsked = past.length === 0 || shared / past.length >= SAME_ASKED;
  const out: Candidate[] = sameAsked ? [{ hit, quote: text, ...whole }] : [];
  for (const sentence of documentSentences(text)) {
    if (sentence !== text && sentenceRole(sentence) === 'statement')
      out.push({ hit, quote: sentence, ...score(q, question, plain, sentence, weights) });
  }
  return out;
}

const NOT_SAID = new Set(['requirement', 'order', 'question', 'example', 'hypothetical', 'definition', 'former']);

/**
 * What a table's cell may not be for its row to be quoted: a cell is subject-less by nature ("Restored in the home
 * region from the latest snapshot", which reads as an order or a list item; new-user trial 25 lost the Essentials row
 * of an RTO table to it), so only requiring, asking, defining, an example or a hypothetical disqualify it.
 */
const NOT_IN_ROW = new Set([...NOT_SAID].filter((role) => role !== 'order'));

/** A figure a sentence says was replaced: "now twelve characters, up from 10", "90 days (previously 30)". */
const FORMER_FIGURE =
  /\b(?:up from|down from|increased from|reduced from|extended from|raised from|lowered from|previously|formerly|was|were|replacing|instead of|from)\s+(\d+(?:[.,]\d+)?)(?!\s*(?:[-–]|to\s+\d))/gi;

function formerFigures(quote: string): Set<string> {
  // "from 30 to 90 days": 30 is the former figure
  const out = new Set<string>();
  for (const m of quote.matchAll(FORMER_FIGURE)) out.add(numbersIn(m[1] ?? '')[0] ?? '');
  for (const m of quote.matchAll(/\bfrom\s+(\d+(?:[.,]\d+)?)\s+to\s+\d/gi)) out.add(numbersIn(m[1] ?? '')[0] ?? '');
  out.delete('');
  return out;
}

/**
 * Answers that another answer says were replaced: "Minimum password length is now 10 characters." (2023's release
 * notes) beside "…is now twelve characters, up from 10." (2025's): the 10 is the former figure, so the quote stating
 * only it goes (new-user trial 23 quoted both, the old one first).
 */
function withoutReplaced<T extends { quote: string }>(ranked: T[]): T[] {
  const former = ranked.map((c) => formerFigures(c.quote));
  return ranked.filter((c, i) => {
    const current = numbersIn(c.quote).filter((n) => !former[i]?.has(n));
    const replaced = (n: string) => former.some((f, j) => j !== i && f.has(n));
    return current.length === 0 || !current.every(replaced);
  });
}

/**
 * The rows of a table in a company document, each whole, as quotable records: an SLA's "P1 Critical | within 1 hour"
 * row answers "What is the first response time for P1?" though no sentence says it (new-user trial 12). A row whose
 * cells ask, require or define something (a requirements matrix copied into a document) is not one.
 */
export function tableRecords(hit: Pick<KnowledgeHit, 'kind' | 'text' | 'heading'>): string[] {
  if (hit.kind !== 'passage') return [];
  const lines = hit.text.split('\n').map((l) => l.trim());
  // a long key/value table is kept a pair a line ("Founded: 2015, in Minneapolis"): three such lines in a row or more
  // (a list of labelled items, "• Sign-in: the minimum password length…", is read as the sentences it holds)
  const pair = lines.map((l) => !BULLETED.test(l) && PAIR.test(l) && recordCells(l) === null);
  const inRun = (i: number) =>
    pair[i] && ((pair[i - 1] && pair[i - 2]) || (pair[i - 1] && pair[i + 1]) || (pair[i + 1] && pair[i + 2]));
  return lines
    .filter((l, i) => recordCells(l) !== null || inRun(i))
    .filter((l) =>
      (recordCells(l) ?? [l]).every(
        (cell) => !NOT_IN_ROW.has(sentenceRole(cell.slice(cell.indexOf(':') + 1).trim(), hit.heading)),
      ),
    );
}

/** A line that is a list's item. */
const BULLETED = /^[•·▪●◦]\s/;
/** One pair of a key/value table on its line: "Employees: 238 full-time employees as of January 2025". */
const PAIR = /^[^:;\n]{1,40}: (?!.*: )\S[^\n]{0,300}$/;

/**
 * The rows of a table that can answer: when the question names a row by its first cell ("a critical (P1) incident"
 * and the row "Priority: P1 Critical; …"; "Priority 1" and "P1" are one level), that row and no sibling. Rows of one table share their first column's
 * name, and every row speaks of the table's subject, so a sibling row ("P3 Normal", whose description says
 * "non-critical") otherwise scored as well (new-user trial 20 quoted the P3 row's "1 business day" for P1).
 */
/** A priority or severity level as written: "P1", "Priority 1", "Sev 2", "Severity-3", "S1", "Level 2", "Prioridad 1". */
const LEVEL =
  /(?<![\p{L}\p{N}])(?:p|priority|prioridad|sev|severity|severidad|s|level|nivel|tier)\s?[-–]?\s?([0-5])(?![\p{N}])/iu;
function levelOf(text: string): string | null {
  return LEVEL.exec(text)?.[1] ?? null;
}

/** A row's key that is a band of a scale: "Below 99.0%", "at least 95%", "Over 500 users", "1–50 seats", "< 4 h". */
const TIER =
  /^\s*(?:below|under|above|over|less than|more than|fewer than|greater than|at least|at most|up to|between|from|menos de|m[aá]s de|entre|hasta|desde|[<>≤≥])\b|^\s*[<>≤≥]|^\s*\d[\d.,]*\s*%?\s*(?:[-–]|to)\s*\d/i;

function keyedRows(rows: string[], q: QuestionTerms, question: string): string[] {
  const cellsOf = rows.map((row) => recordCells(row) ?? []);
  const column = (cells: string[]) => (cells[0] ?? '').slice(0, (cells[0] ?? '').indexOf(':'));
  const keyRoots = (cells: string[]) => rootsOf((cells[0] ?? '').slice((cells[0] ?? '').indexOf(':') + 1));
  const level = levelOf(question);
  const names = (cells: string[]) =>
    q.terms.some((t) => keyRoots(cells).some((r) => rootsMatch(t.root, r))) ||
    (level !== null && levelOf((cells[0] ?? '').slice((cells[0] ?? '').indexOf(':') + 1)) === level);
  const asked = new Set(q.numbers);
  return rows.filter((_, i) => {
    const cells = cellsOf[i] as string[];
    const key = (cells[0] ?? '').slice((cells[0] ?? '').indexOf(':') + 1);
    // a tier of a scale ("Below 99.95% but at least 99.0%": a service credit band) answers only a question on that tier
    if (TIER.test(key) && !numbersIn(key).some((n) => asked.has(n))) return false;
    const siblings = cellsOf.filter((other) => column(other) === column(cells));
    return names(cells) || !siblings.some(names);
  });
}

/** Statements after a document's own question that are read as its answer ("How often…? We run… . The last…"). */
const FAQ_ANSWER_SENTENCES = 2;

/**
 * A document's own questions and answers (an FAQ, a "Q: … A: …" page, a question as a heading): the answer's first
 * statements are about what its question asks, though they rarely repeat its words ("How often do you test the
 * disaster recovery plan? We run a full regional failover exercise twice a year."; new-user trial 20, where a
 * backup-restore sentence that named "tested" won instead). Such a statement is scored with its question as context,
 * as approved wording is, when that question asks much of what this one asks; the quote is the statement alone, and
 * the frequency, figure or thing asked must still be in it or its question.
 */
function faqCandidates(
  question: string,
  q: QuestionTerms,
  hit: KnowledgeHit,
  sentences: string[],
  ok: boolean[],
  weights?: TermWeights,
): Candidate[] {
  if (hit.kind !== 'passage') return [];
  const here = rootsOf(question);
  const asksThis = (theirs: string) => {
    const terms = analyseQuestion(theirs).terms.filter((t) => t.weight >= 1);
    return terms.length > 0 && terms.filter((t) => here.some((r) => rootsMatch(t.root, r))).length / terms.length >= SAME_ASKED;
  };
  const out: Candidate[] = [];
  const plain = { ...hit, heading: '' };
  const answerOf = (faq: string, from: number) => {
    for (let i = from; i < Math.min(sentences.length, from + FAQ_ANSWER_SENTENCES) && ok[i]; i++) {
      const sentence = sentences[i] as string;
      // (a lead-in is no answer without its items: see candidates)
      if (sentence.endsWith(':')) break;
      const both = score(q, question, plain, `${faq} ${sentence}`, weights);
      out.push({ hit, quote: sentence, ...both });
    }
  };
  // a question heading ("### How long are logs kept?") is answered by the passage's opening statements
  const heading = hit.heading.split(' › ').at(-1)?.trim() ?? '';
  if (sentenceRole(heading) === 'question' && asksThis(heading)) answerOf(heading, 0);
  sentences.forEach((sentence, i) => {
    if (!ok[i] && sentenceRole(sentence) === 'question' && ok[i + 1] && asksThis(sentence)) answerOf(sentence, i + 1);
  });
  return out;
}

function candidates(question: string, q: QuestionTerms, hits: KnowledgeHit[], weights?: TermWeights): Candidate[] {
  return hits.flatMap((hit) => {
    // facts, approved wording and deal terms are stated whole; only documents are cut into sentences
    const { sentences, stated: ok } =
      hit.kind === 'passage'
        ? documentStatements(hit.text, hit.heading)
        : { sentences: [hit.text.trim()], stated: [hit.text.trim().length > 0] };
    const rows = asksYesNo(question) ? [] : keyedRows(tableRecords(hit), q, question);
    const out: Candidate[] = rows.map((row) => ({ hit, quote: row, ...score(q, question, hit, row, weights) }));
    if (hit.kind === 'answer') return answerCandidates(question, q, hit, weights);
    out.push(...faqCandidates(question, q, hit, sentences, ok, weights));
    const leadIns = hit.kind === 'passage' ? leadInSentences(sentences, ok) : new Map<number, string>();
    sentences.forEach((sentence, i) => {
      if (!ok[i]) {
        // (a lead-in stated only with its labelled values: "Our recovery objectives are: RTO: 4 hours; RPO: 1 hour.")
        const joined = leadIns.get(i);
        if (joined !== undefined) out.push({ hit, quote: joined, ...score(q, question, hit, joined, weights) });
        return;
      }
      // "This plan is…", "That's why…": what it says rests on the sentence before, so it is quoted with it, never alone
      // ("This plan is split into segment plans" after "…an overall strategic plan" is no word on the recovery plan)
      if (POINTS_BACK.test(sentence)) {
        const before = sentences[i - 1];
        if (before === undefined || !ok[i - 1] || POINTS_BACK.test(before)) return;
        const quote = `${before} ${sentence}`;
        out.push({ hit, quote, ...score(q, question, hit, quote, weights) });
        return;
      }
      const one = score(q, question, hit, sentence, weights);
      const next = sentences[i + 1];
      // a lead-in ("When a vendor changes its bank details, we:") says nothing alone: quoted with its first item only
      // (new-user trial 28 quoted the lead-in as the answer)
      // (one that says something before its colon may be quoted alone: "…, the customer may claim a credit:")
      const joined = leadIns.get(i);
      if (joined !== undefined || (sentence.endsWith(':') && !saysBeforeColon(sentence))) {
        if (joined !== undefined) out.push({ hit, quote: joined, ...score(q, question, hit, joined, weights) });
        return;
      }
      out.push({ hit, quote: sentence, ...one });
      // an item under a label of its own ("Driver app: Offline mode keeps…" after "Audit: Portal audit logs…") is
      // another entry of a list, not the rest of this one (new-user trial 23 quoted a release note's two bullets)
      // (nor does a clause read on after a semicolon, itself the rest of a sentence, take the next one with it)
      if (next === undefined || !ok[i + 1] || POINTS_BACK.test(next) || RUN_IN_LABEL.test(next) || /^\p{Ll}/u.test(sentence))
        return;
      // two neighbours, when each carries something the other lacks (a subject in one, the detail in the next)
      const quote = `${sentence} ${next}`;
      const pair = score(q, question, hit, quote, weights);
      const alone = score(q, question, hit, next, weights);
      const latest = latestOf(q, sentence, next);
      if (!latest && figureFromAside(q, [sentence, one.strong], [next, alone.strong])) return;
      if (splitsRequired(q, one, alone, sentence, next)) return;
      if (!latest && (figureOfAnotherKind(q, sentence, next) || figureOfAnotherKind(q, next, sentence))) return;
      // (or each gives what the question asks besides its words: "…backed up every six hours. Backups are kept for 35
      // days." answers how often and how long, which neither says alone; new-user trial 27)
      const together = q.frequency !== null && q.time !== null && pair.qualifies && !one.qualifies && !alone.qualifies;
      if (
        (pair.strong > Math.max(one.strong, alone.strong) || together || latest) &&
        one.strong > 0 &&
        (alone.strong > 0 || latest)
      )
        out.push({ hit, quote, ...pair, score: pair.score * PAIR_FACTOR });
    });
    return out;
  });
}

/**
 * Whether two neighbours would join a figure to another sentence's words: the time or figure a question asks for is
 * given by the one of the two that says less of the question ("…a root cause report within 15 business days." before
 * "…obligations under the Notifiable Data Breaches scheme, we give that customer the information it needs to
 * notify." is no breach notice period; new-user trial 26).
 */
function figureFromAside(q: QuestionTerms, [a, aStrong]: [string, number], [b, bStrong]: [string, number]): boolean {
  if (q.time === null && !q.amount) return false;
  const gives = (s: string) => (q.time !== null ? givesTime(s, q.time) : statesFigure(s));
  const [ga, gb] = [gives(a), gives(b)];
  return (ga && !gb && aStrong < bStrong) || (gb && !ga && bStrong < aStrong);
}

/** A sentence on the latest time of something: "The most recent test, in March 2026, …", "In the last exercise…". */
const LATEST = /^(?:in |at |during )?(?:the|our|its) (?:most recent|last|latest|previous)\s+([\p{L}-]+)/iu;

/**
 * Whether the next sentence gives the time or figure asked of the latest instance of what this one says is done: "We
 * test failover to the standby region twice a year. The most recent test, in March 2026, …" answers "When did you
 * last test failover…?", though the second says less of the question than the first (see figureFromAside).
 */
function latestOf(q: QuestionTerms, sentence: string, next: string): boolean {
  if (q.time === null && !q.amount) return false;
  const word = LATEST.exec(next)?.[1];
  if (!word) return false;
  // (the latest of what the sentence before speaks of: "…a full regional failover exercise twice a year. The most recent
  // failover exercise, on 12 October 2024, …")
  const root = rootOf(word);
  return rootsOf(sentence).some((r) => rootsMatch(r, root));
}

/**
 * Whether two neighbours each say a part of what the question cannot be answered without, and share no word: "…the
 * external ISO/IEC 27001 audits. Exceptions must be approved…, and expire after at most 12 months." names the
 * standard in one and an expiry in the other, of two things (new-user trial 29: "When does your ISO 27001
 * certificate expire?"). Neighbours on one thing share a word ("…failover twice a year. Failover takes…") or the
 * second takes up the first ("…a SOC 2 Type II examination. The report covers…").
 */
function splitsRequired(
  q: QuestionTerms,
  one: { lacking: Term[] },
  alone: { lacking: Term[] },
  sentence: string,
  next: string,
): boolean {
  const onlyIn = (a: { lacking: Term[] }, b: { lacking: Term[] }) =>
    q.required.some((t) => !a.lacking.includes(t) && b.lacking.includes(t));
  if (!onlyIn(one, alone) || !onlyIn(alone, one)) return false;
  // ("…a SOC 2 Type II examination. The report covers…": a definite subject takes up the one before)
  if (/^(?:the|this|that|these|those|its|their|such)\s/i.test(next)) return false;
  const first = new Set(contentStems(sentence));
  return !contentStems(next).some((w) => first.has(w));
}

/**
 * Whether `withFigure` gives the figure or time asked of another kind of the thing the question names, which `other`
 * names as asked: "…holds cyber liability insurance with a limit of €5,000,000 per claim. The company also holds…
 * professional indemnity insurance…" gives no professional indemnity limit (new-user trial 29). Known by the word
 * before the thing both name ("insurance"): one the question does not hold in `withFigure` ("liability"), one it
 * holds in `other` ("indemnity").
 */
function figureOfAnotherKind(q: QuestionTerms, withFigure: string, other: string): boolean {
  // (a figure in the other kind's sentence, none in the asked kind's: "with a limit of €5,000,000 per claim")
  if (numbersIn(withFigure).length === 0 || numbersIn(other).length > 0) return false;
  const asked = (w: string) => q.terms.some((t) => rootsMatch(t.root, rootOf(w)));
  const before = (s: string) => {
    const words = (s.match(/[\p{L}\p{N}-]+/gu) ?? []).map((w) => fold(w));
    const out = new Map<string, string[]>();
    words.forEach((w, i) => {
      if (i === 0 || !asked(w)) return;
      out.set(rootOf(w), [...(out.get(rootOf(w)) ?? []), words[i - 1] as string]);
    });
    return out;
  };
  const mine = before(withFigure);
  const theirs = before(other);
  return [...theirs].some(
    ([thing, words]) =>
      words.some((w) => asked(w)) &&
      (mine.get(thing) ?? []).some((w) => !asked(w) && !STOPWORDS.has(w) && !NO_KIND.has(w) && !/\d/.test(w)),
  );
}
/** Words before a thing that say which time of it, not which kind: "the most *recent* test", "our *annual* audit". */
const NO_KIND = new Set(
  'recent last latest previous next first final current new annual yearly monthly quarterly same full whole entire initial regular'.split(
    ' ',
  ),
);

/** A label opening a list entry: "Growth: email and chat…", "Enterprise: everything in Growth, plus…". */
const ENTRY_LABEL = /^([\p{Lu}][\p{L}\p{N}&/ -]{0,30}):\s/u;

/**
 * An entry of a list whose entries are labelled by the names the question picks among, under another entry's name:
 * "What support hours are included with the Growth plan?" is not answered by "Enterprise: everything in Growth, plus
 * phone support, 24x7…" when the same list has a "Growth:" entry of its own (new-user trial 28).
 */
function anotherEntry(c: Candidate, question: string): boolean {
  const label = ENTRY_LABEL.exec(c.quote)?.[1];
  if (!label || c.hit.kind !== 'passage') return false;
  const names = (question.match(/(?<=\s)[\p{Lu}][\p{Ll}]+/gu) ?? []).map((w) => fold(w));
  const own = fold(label);
  const labels = [...c.hit.text.matchAll(/(?:^|\n|[•·]\s*)([\p{Lu}][\p{L}\p{N}&/ -]{0,30}):\s/gu)].map((m) => fold(m[1] ?? ''));
  return names.some((n) => !own.split(/\s+/).includes(n) && labels.some((l) => l.split(/\s+/)[0] === n));
}

function accepted(c: Candidate, q: QuestionTerms, question: string, absentPer = ABSENT_PER): boolean {
  if (anotherEntry(c, question)) return false;
  const strongTerms = q.terms.filter((t) => t.weight === 1).length;
  // the company's one fact on the very metric a question asks the value of answers it, whatever else the question
  // names ("What is your RTO for the hosted platform?" and "Our RTO is 8 hours."): facts are trusted first, and a
  // document's figure for something narrower is not the company's current statement (new-user trial 17)
  if (c.hit.kind === 'fact' && c.onConcept && c.qualifies && c.required && !asksYesNo(question)) return true;
  return (
    c.qualifies &&
    c.required &&
    c.score >= MIN_COVERAGE &&
    c.strong >= Math.min(2, strongTerms) &&
    // a question with one content word ("Are policies reviewed annually?") needs its lighter words said too
    c.matched >= Math.min(2, q.terms.length) &&
    c.absent <= Math.floor(strongTerms / (c.whole ? ABSENT_PER_ASKED : absentPer))
  );
}

/** A term as the question writes it, accents kept ("año", not the folded "ano"); the term when it is not there. */
function asWritten(word: string, question: string): string {
  return (question.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).find((w) => fold(w) === word)?.toLowerCase() ?? word;
}

/** What the question asks about, in words, for "missing" when nothing supports it. */
export function missingOf(question: string, lang: Lang, closest?: Candidate, q?: QuestionTerms): string {
  const label = topicOf(question, lang)?.label ?? (q?.terms.map((t) => asWritten(t.word, question)).join(' ') || question);
  if (!closest || closest.score < 0.3 || !q) return label;
  const words = closest.lacking.filter((t) => t.weight === 1).map((t) => asWritten(t.word, question));
  const extra = words.filter((w) => !label.toLowerCase().includes(w));
  if (!closest.qualifies && q.frequency !== null) extra.push(lang === 'es' ? 'con qué frecuencia' : 'how often');
  if (!closest.qualifies && q.numbers.length > 0) extra.push(...q.numbers);
  return extra.length > 0 ? `${label} (${extra.join(', ')})` : label;
}

/**
 * An aim, not a state: "We are working towards WCAG 2.2 AA and expect to reach it by the end of 2025" is no answer to
 * "WCAG level?" beside "…conform to WCAG 2.1 AA" (new-user trial 22's question): when the company says what it has,
 * what it aims at is left out, unless plans are what is asked. So is what is still to come: "The next SOC 2 Type II
 * report, for 1 October 2024 to 30 September 2025, is expected in November 2025" gives no period of the current one
 * (new-user trial 31).
 */
const AIMS =
  /\b(?:working towards?|work towards?|plan(?:s|ning)? to|intends? to|expects? to|aims? to|aspires? to|on track to|roadmap|in the process of|pursuing)\b|\b(?:our|the) (?:goal|target|aim|ambition) (?:is|was) (?:that|to)\b|\bthe (?:next|upcoming|forthcoming)\b[^.;]{0,100}\b(?:is|are) (?:expected|due|scheduled|planned)\b/i;
const ASKS_PLANS = /\b(?:plan|plans|planned|roadmap|intend|intends|future|upcoming|working towards?|aim|aims|next)\b/i;

function withoutAims<T extends { quote: string }>(ranked: T[], question: string, q: QuestionTerms): T[] {
  if (ASKS_PLANS.test(question)) return ranked;
  // an aim's figure is never the figure asked ("Our goal is that 100% of staff complete…" for "what percentage
  // completed it last year?", new-user trial 28): asked a figure or a time, aims go even when nothing else answers
  const figure = q.percent || q.amount || q.time !== null;
  // (and asked what holds now, "Do you have a current SOC 2 report?", what is to come is no answer either)
  const now = /\b(?:current|currently|now|today|presently|latest|most recent)\b/i.test(question);
  if (!figure && !now && !ranked.some((c) => !AIMS.test(c.quote))) return ranked;
  return ranked.filter((c) => !AIMS.test(c.quote));
}

/** Every quotable sentence (or neighbour pair) of the hits, scored against the question, best first. */
export function rankQuotes(
  question: string,
  hits: KnowledgeHit[],
  weights?: TermWeights,
  partyWords?: PartyWords,
  absentPer = ABSENT_PER,
) {
  const q = analyseQuestion(question, partyWords);
  const all = candidates(question, q, hits, weights)
    .map((c) => ({ ...c, score: c.score + (TRUST_BONUS[c.hit.kind] ?? 0), accepted: accepted(c, q, question, absentPer) }))
    .sort((a, b) => b.score - a.score || a.hit.citation - b.hit.citation || a.quote.length - b.quote.length);
  return { q, all };
}

/** A quote's letters and digits only, lower-cased: "real- time" and "real-time" are the same words. */
const squeezed = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

export function answerFromHits(
  question: string,
  lang: Lang,
  hits: KnowledgeHit[],
  weights?: TermWeights,
  partyWords?: PartyWords,
  /** One content word of every this many may be absent from a quote (fewer for a part of a question: see answer.ts). */
  absentPer = ABSENT_PER,
): Answer {
  const { q, all } = rankQuotes(question, hits, weights, partyWords, absentPer);
  // knowledge in its order of trust: a fact that answers comes before any passage or approved wording that does
  const ranked = withoutAims(withoutReplaced(all.filter((c) => c.accepted)), question, q).sort(
    (a, b) => Number(b.hit.kind === 'fact') - Number(a.hit.kind === 'fact'),
  );
  const best = ranked[0];
  if (!best) return { supported: false, text: '', cited: [], missing: missingOf(question, lang, all[0], q) };
  // a fact replaces what older documents say, so an answer resting on a fact adds only other facts
  const second = ranked.find(
    (c) =>
      c.hit.citation !== best.hit.citation &&
      // the same sentence in two documents (a brochure and its PDF twin) is said once
      squeezed(c.quote) !== squeezed(best.quote) &&
      c.score >= best.score - SECOND_MARGIN &&
      (best.hit.kind === 'passage' || c.hit.kind === 'fact'),
  );
  const chosen = second ? [best, second] : [best];
  const text = chosen.map((c) => `“${c.quote}” [${c.hit.citation}]`).join(' ');
  return { supported: true, text, cited: chosen.map((c) => c.hit.citation), missing: null };
}
