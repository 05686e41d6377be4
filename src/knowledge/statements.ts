// Which sentences are the company's statements about itself: definitions, examples, hypotheticals, requirements put
// to others, pointers to what a document says elsewhere ("outlined below"), an auditor's account of its own method or what another party says, questions and the items of a standard's requirement list are
// context, never a quoted answer.
import { splitLine } from '../text/sentences';
import { fold } from '../text/words';

export type SentenceRole =
  | 'statement'
  | 'definition'
  | 'example'
  | 'hypothetical'
  | 'requirement'
  | 'question'
  | 'attestation'
  | 'attributed'
  | 'fragment'
  | 'order'
  | 'pointer'
  | 'former';

/**
 * What used to be so: "Until March 2024, backups were kept for 30 days.", "Before 2023, the RPO was 24 hours.",
 * "Previously, logs were kept 90 days." The current figure is in the sentence that replaced it (new-user trial 23
 * quoted the old one).
 */
const FORMER_OPENING =
  /^(?:(?:until|till|up to|before|prior to|hasta|antes de)\s+(?:(?:early|mid|late|the end of|the start of|[\p{L}]+)\s+){0,3}(?:19|20)\d{2}|previously|formerly|originally|in the past|at launch|anteriormente|antiguamente|antes)(?:\s*,|\s+(?:we|they|it|our|the|los|las|el|la)\b)/u;
const PAST_VERB =
  /\b(?:was|were|had|used to|did|fue|fueron|era|eran|ten[ií]a|ten[ií]an|se (?:manten[ií]an?|guardaban?))\b|^(?:[\p{L}\d,]+\s+){1,5}?(?:we|they|it)\s+(?:\p{L}+ed|kept|held|ran|gave|made|took|sent|paid|stood|did)\b/u;

/** What an earlier version said: "Versions of this DPA before v3.0 provided for deletion within 90 days." */
const FORMER_VERSION =
  /\b(?:earlier|previous|prior|older|former) (?:versions?|releases?|editions?)\b|\b(?:versions?|releases?|editions?)\b[^.;]{0,40}\b(?:before|prior to|up to|until) v?\d/u;

/** Headings whose sentences define words rather than say what the company does. */
const GLOSSARY_HEADING =
  /\b(?:glossary|definitions?|terms and definitions|terminology|acronyms|abbreviations|key terms|glosario|definiciones|terminologia|acronimos|siglas)\b/;

/** "X means…", "X is defined as…", "X se define como…". */
const DEFINES =
  /\b(?:means|mean|refers to|refer to|is defined as|are defined as|shall mean|stands for|is short for|is a term for|significa|significan|se define como|se definen como|se refiere a|se refieren a|hace referencia a)\b/;
/** "A breach occurs when…": the circumstances that make a term apply, unless the company speaks of itself. */
const OCCURS_WHEN = /^[^,;:]{1,60}\b(?:occurs?|happens?|takes place|ocurre|se produce)\s+(?:when|whenever|if|cuando|si)\b/;
/** "RTO (recovery time objective): …" or "RTO – …": a term, its expansion, then what it is. */
const TERM_WITH_EXPANSION = /^[\p{L}\p{N}][\p{L}\p{N}/&.-]*(?:\s[\p{L}\p{N}/&.-]+){0,3}\s*\([^)]{3,80}\)\s*[:–—-]\s/u;
/** "Recovery time objective: the time within which…": a short term, a colon, then a noun phrase with a relative clause. */
const TERM_THEN_GLOSS =
  /^[^:;,.]{1,50}:\s*(?:the|a|an|any|el|la|los|las|un|una)\s+(?:[\p{L}-]+\s+){0,4}?(?:that|which|who|whom|within which|whereby|in which|by which|during which|after which|used to|que|en (?:el|la) que|durante (?:el|la) cual)\b/u;
/**
 * A labelled sentence whose noun phrase is the subject of a verb of its own after the relative clause: "Recording:
 * the longest retention that can be configured is now 10 years" states a value (a release note, new-user trial 31),
 * where a gloss ends with its relative clause ("…: the time within which a service must be restored").
 */
const GLOSS_AS_SUBJECT =
  /:\s*(?:the|a|an)\s+[^.;:]*?\b(?:that|which)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+(?:ed|en)\s+(?:is|are|was|were|has|have|will be)\b/u;
/** A definition speaks of a term, not of us: a gloss in the first person is the company's statement. */
const FIRST_PERSON = /\b(?:we|our|us|ours|nosotros|nuestr[oa]s?)\b/;

/** Markers of an example: what it illustrates is not what the company states. */
const EXAMPLE =
  /\b(?:for example|for instance|by way of example|as an example|an example of|e\.g\.|eg\.|por ejemplo|p\. ?ej\.|a modo de ejemplo)|^(?:note:\s*)?(?:some |typical |common )?examples? (?:of|include)\b|^(?:algunos )?ejemplos? de\b/;
const SUCH_AS_WOULD = /\bsuch as\b.*\b(?:would|could|might)\b/;

/** A sentence that imagines a case rather than reports one. */
const HYPOTHETICAL =
  /^(?:suppose|supposing|imagine|assume|assuming|hypothetically|let's say|say that|supongamos|imaginemos|imagina|suponiendo)\b|^if\b.*\b(?:would|might|could)\b|^si\b.*\b(?:seria|podria|tendria)\b/;

/** Parties other than the company that a requirement is put to (RFPs, standards, contracts). */
const OTHERS =
  '(?:vendors?|suppliers?|contractors?|subcontractors?|offerors?|bidders?|respondents?|proposers?|applicants?|licensees?|' +
  'service providers?|providers?|customers?|clients?|users?|tenants?|merchants?|entit(?:y|ies)|third[- ]part(?:y|ies)|' +
  'assessors?|organizations?|organisations?|(?:data )?controllers?|successful (?:offeror|bidder|vendor|proposer)|awardee|contratistas?|' +
  'proveedor(?:es)?|licitadore?s?|oferentes?|clientes?|usuarios?)';
const REQUIREMENT = new RegExp(
  // up to two words before the party ("SaaS organizations using… must"), not "our" ("our vendors must" is a practice)
  // (after an opening that names the rule: "Under the Privacy Act's breach scheme, an entity that… must…")
  `^(?:(?:under|per|according to|pursuant to|in line with|seg[uú]n|conforme a|de acuerdo con) [^,;.]{3,120}, )?(?:the |all |each |every |any |a |an |el |la |los |las |cada |todo |todos |todas )?(?:(?!our |its |we |nuestr|nosotros )[a-z0-9][a-z0-9-]*,? ){0,2}?${OTHERS}\\b[^.;]{0,60}?\\b(?:shall|must|should|will be required|is required|are required|will need|needs to|need to|is responsible|are responsible|is expected|are expected|agrees?|deber[aá]n?|debe|deben|tendr[aá]n? que|es responsable|son responsables)\\b`,
);
/** "It is the vendor's responsibility…", "Offerors are to…". */
const REQUIREMENT_OTHER = new RegExp(
  `\\b(?:the )?${OTHERS}(?:'s|’s)? (?:responsibility|obligation)\\b|^${OTHERS} (?:are|is) to\\b`,
);

/** A form's instructions to whoever fills it in ("This section must be completed…", "If selected, complete…"). */
const FORM_INSTRUCTION =
  /^(?:this|the|each|every) (?:document|form|section|part|questionnaire|attestation|template|worksheet|appendix|table|page|column|field|box)\b[^.;]{0,60}?\b(?:must|shall|should|is to|are to|needs? to) be (?:completed|filled|signed|submitted|returned|answered|attached|checked)\b|^if (?:selected|checked|applicable|not applicable|yes|no|so|answered yes|answered no)\b[^.;]{0,20}?,|^(?:please )?(?:complete|fill in|fill out|select|check|tick|mark) (?:the following|all|one|each|this|below)\b|\b(?:indicate|list|describe|enter|provide|specify|explain|state|mark|check|select|complete|attach) (?:below|here|in the (?:space|box|table|field)s? (?:below|provided))\b/;

/**
 * A blank form's text: a placeholder to fill ("Target Date for Compliance: YYYY-MM-DD", "Name: ________", "[insert
 * date]") or words to whoever submits it ("An entity submitting this form…"). A template says nothing of the company.
 */
const FORM_BLANK =
  /\b(?:yyyy[-/.]mm[-/.]dd|mm[-/.]dd[-/.]yyyy|dd[-/.]mm[-/.]yyyy|aaaa[-/.]mm[-/.]dd|dd[-/.]mm[-/.]aaaa)\b|_{4,}|[[(<]\s*(?:insert|enter|name of|company name|date)\b|\b(?:submitting|completing|filling (?:in|out)) this (?:form|document|attestation|questionnaire|template|section)\b/;

/** What a standard, a study or another party says ("SASB's guidance notes that…", "According to Gartner, …"). */
const ATTRIBUTED =
  /^(?:according to|as (?:noted|stated|described|reported) (?:by|in))\b|\b(?:guidance|standards?|framework|report|study|survey|research|regulations?|law|act|analysts?|experts?)\s+(?:notes?|states?|says?|recommends?|requires?|suggests?|defines?|indicates?|shows?|finds?|found|estimates?)\s+that\b|^seg[uú]n\b/;

/**
 * A sentence about the document itself: it points at what is said elsewhere ("We have outlined below…", "The
 * following table lists…", "This document describes…") and states none of it.
 */
const POINTER =
  /\b(?:outlined|described|listed|detailed|summari[sz]ed|shown|set out|presented|explained|covered)\s+(?:in (?:detail|more detail|full)\s+)?(?:below|above|hereafter|in (?:this|the following|the next) (?:section|table|document|pages?|chapter))\b|^(?:the )?following (?:table|section|sections|pages|list|diagram|figure)s?\b|^(?:this|the present) (?:document|section|report|paper|white ?paper|policy document|policy|chapter|appendix|page|web ?page|guide|notice|statement|overview|summary|fact ?sheet|sheet|article|faq|handbook|manual|brochure|datasheet) (?:describes|outlines|provides|covers|summari[sz]es|explains|details|sets out|lists|presents|gives|answers)\b|\b(?:se (?:describe|detalla|resume)n?|descrit[oa]s?|detallad[oa]s?) (?:a continuaci[oó]n|m[aá]s abajo)\b|^(?:this|these|that|those) same\b/;

/**
 * A regulator, a law or another organisation named by its acronym putting a duty on others: "The FMCSA requires motor
 * carriers to keep records for six months", "the GDPR requires controllers to…". Its figure is the law's, not the
 * company's (new-user trial 23: the company keeps them eight months). Read on the sentence as written (acronyms).
 */
const REGULATOR_REQUIRES =
  /^(?:[Tt]he |[Uu]nder )?(?:[A-Z]{2,8}|(?:[A-Z][a-z]+ ){1,3}(?:Act|Regulation|Directive|Rules?|Law|Code))\b[^.;]{0,30}?\b(?:requires?|mandates?|obliges?|obligates?)\s+(?:(?:all|each|every|any|covered|motor|data|commercial|financial|healthcare|public|private|regulated)\s+){0,2}(?:(?:carriers|controllers|processors|organi[sz]ations|companies|employers|providers|operators|businesses|entities|institutions|merchants|firms|vendors|suppliers|manufacturers|hospitals|schools|agencies|fleets|drivers|banks|insurers)\s+to\b|(?![Uu]s\b|[Oo]ur\b)(?:[A-Z][\w-]*\s+){1,3}to\b)/;
/**
 * A numbered requirement of a standard said of it: "Requirement 11.3.2 of the standard calls for external scans…"
 * (new-user trial 28 quoted it as the company's own quarterly scans).
 */
const STANDARD_SAYS =
  /^(?:requirement|section|clause|article|control|criterion)\s+[A-Z]?[\d.]+[a-z]?\s+(?:of\s+[^.;,]{1,60}?\s+)?(?:calls for|requires|mandates|states|says|specifies|expects)\b/i;

/** What another party says, unless the one saying it is the company ("our annual report notes that…"). */
function attributed(f: string): boolean {
  const m = ATTRIBUTED.exec(f);
  if (!m) return false;
  const clause = f.slice(f.lastIndexOf(',', m.index) + 1, m.index + m[0].length);
  return !FIRST_PERSON.test(clause);
}

/** An auditor's own voice in an attestation report ("Our examination was conducted…"): its method, not the company. */
const ATTESTATION =
  /^(?:our|the) (?:examination|engagement|audit procedures|responsibility is to express)\b|\bin our opinion\b|^we (?:conducted|performed|planned) (?:our|the) (?:examination|audit|engagement)\b|\bour (?:examination|engagement)\b/;

/** Verbs that open an order or a list item ("Perform reviews…", "Reduce risk…"); rarely a noun at a sentence start. */
const ORDER = new Set(
  'perform install establish implement ensure restrict protect develop identify assign limit verify define maintain deploy configure remove apply follow prohibit prevent render mask determine distribute provide reduce minimize maximize keep retain describe explain submit specify attach require train enforce obtain inspect examine interview observe'.split(
    ' ',
  ),
);
/** Verbs that open an order only when a determiner follows ("Review the policy…"; "Review meetings are held…" is not). */
const IMPERATIVE = new Set([
  ...ORDER,
  ...'review use build monitor track document store change include log encrypt manage list state indicate detail test scan assess confirm complete set'.split(
    ' ',
  ),
]);
const PREPOSITION = new Set('with by using in at on for to from'.split(' '));
const LINKING = new Set('is are was were has have will can must should'.split(' '));
const DETERMINER = new Set('the a an all any each every and that only appropriate strong your its their how whether'.split(' '));

/** A sentence cut short at a passage or column boundary ends on a word that cannot end one. */
const CUT =
  /\b(?:and|or|the|a|an|of|to|in|for|with|by|on|at|as|that|which|least|than|be|is|are|y|o|el|la|los|las|de|del|en|con|por|para|que)[,;:]?$/i;

/** Whether a sentence is a fragment or an order: a table-of-contents line, a cut-off line, a list item, a standard's item. */
function fragmentOrOrder(sentence: string): 'fragment' | 'order' | null {
  const words = sentence.split(/\s+/);
  if (words.length < 4 || sentence.length > 600) return 'fragment';
  if (/\.{4,}|…{2,}/.test(sentence) || /^\p{Ll}/u.test(sentence) || CUT.test(sentence)) return 'fragment';
  // a list item or a line cut at a passage boundary has no full stop: its subject is elsewhere ("ISO 27017 certified"
  // under a lead-in about a supplier), so it is context, not a statement
  if (!/[.!:]["”’')\]]*$/.test(sentence)) return 'fragment';
  // (a control's number may carry its annex's letters: "A.6.3 Information security awareness…: Personnel … shall…")
  if (/^\(?(?:[A-Z]{1,3}\.?)?\d+(?:\.\d+)+\)?\s/.test(sentence) || /\s\|\s|\|\s*x\b|\bx x\b/.test(sentence)) return 'order';
  // "9 Restrict physical access…", "…Matrix: 12.5.3 Establish, document…": an item of a standard's requirement list
  for (const m of sentence.matchAll(/(?:^|\s)\d+(?:\.\d+)*\s+([A-Z][a-z]+)/g))
    if (IMPERATIVE.has((m[1] ?? '').toLowerCase())) return 'order';
  const [first = '', second = ''] = words.map((w) => w.toLowerCase().replace(/[^a-z]/g, ''));
  // "Performing procedures to obtain evidence…", "Encrypted with a key…": a list item with no subject
  if (/^[A-Z][a-z]{3,}ing$/.test(words[0] ?? '') && !LINKING.has(second)) return 'order';
  if (/^[A-Z][a-z]{3,}ed$/.test(words[0] ?? '') && PREPOSITION.has(second)) return 'order';
  return ORDER.has(first) || (IMPERATIVE.has(first) && DETERMINER.has(second)) ? 'order' : null;
}

/** What a sentence of a document is; `heading` is the heading path it sits under. */
export function sentenceRole(sentence: string, heading = ''): SentenceRole {
  const s = sentence.trim();
  const f = fold(s);
  if (s.endsWith('?') || s.startsWith('¿')) return 'question';
  const glossed =
    (TERM_WITH_EXPANSION.test(s) || (TERM_THEN_GLOSS.test(f) && !GLOSS_AS_SUBJECT.test(f))) && !FIRST_PERSON.test(f);
  const occurs = OCCURS_WHEN.test(f) && !FIRST_PERSON.test(f);
  if (GLOSSARY_HEADING.test(fold(heading)) || DEFINES.test(f) || glossed || occurs) return 'definition';
  if (EXAMPLE.test(withoutParentheses(f)) || SUCH_AS_WOULD.test(f)) return 'example';
  if (HYPOTHETICAL.test(f)) return 'hypothetical';
  if (REQUIREMENT.test(f) || REQUIREMENT_OTHER.test(f) || FORM_INSTRUCTION.test(f) || FORM_BLANK.test(f)) return 'requirement';
  if (ATTESTATION.test(f)) return 'attestation';
  if (POINTER.test(f)) return 'pointer';
  if ((FORMER_OPENING.test(f) || FORMER_VERSION.test(f)) && (PAST_VERB.test(f) || /\b\p{L}{3,}ed\b/u.test(f))) return 'former';
  if (attributed(f) || REGULATOR_REQUIRES.test(s) || STANDARD_SAYS.test(s)) return 'attributed';
  return fragmentOrOrder(s) ?? 'statement';
}

/** Asides in parentheses, which may hold an example ("(e.g., databases)") without making the sentence one. */
export function withoutParentheses(text: string): string {
  return text.replace(/\([^()]*\)/g, ' ');
}

/** The text an answer may rest on: a statement, with examples given in parentheses left out. */
export function assertedText(sentence: string): string {
  return sentence.replace(/\([^()]*\b(?:e\.g\.|eg\.|for example|for instance|such as|por ejemplo|p\. ?ej\.)[^()]*\)/gi, ' ');
}

/**
 * C1 control characters (U+0080–U+009F) and the private-use glyphs of symbol fonts (U+F000–U+F0FF: Symbol's bullet is
 * U+F0B7, Wingdings' U+F0A7, U+F0D8…) that some PDFs leave where a bullet was, read as bullets (new-user trial 27).
 */
function withBullets(text: string): string {
  return Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return (code >= 0x80 && code <= 0x9f) || (code >= 0xf000 && code <= 0xf0ff) ? ' • ' : c;
  }).join('');
}

/** A sentence of a document text, and whether it belongs to a bulleted list item. */
interface Piece {
  sentence: string;
  item: boolean;
}

function documentPieces(text: string): Piece[] {
  // a PDF line that stops mid-sentence goes on in the next one ("…when backups fail, and any failures⏎are tracked")
  // (and a long line, a paragraph's wrapped line rather than a title, goes on even before a capital: "…the Software
  // Development⏎Life Cycle (SDLC), we apply…" was quoted from "Life Cycle")
  return withBullets(text)
    .replace(/([^.!?:;\n])\n+(?=[\p{Ll}(])/gu, '$1 ')
    .replace(/(^|\n)([^\n]{60,}[^.!?:;\n\s])\n(?=\p{Lu}\p{Ll}*[ ,]\p{L})/gu, '$1$2 ')
    .split(/\n+/)
    .flatMap((line) => line.split(/(?:^|\s)[•·▪●◦]\s+/).map((part, i) => ({ part, item: i > 0 })))
    .flatMap(({ part, item }) =>
      splitLine(part).map((s) => ({ sentence: withoutItemNumber(s.replace(/\s+/g, ' ').trim()), item })),
    )
    .filter((p) => p.sentence.length > 0);
}

/** The sentences of a document text, as they may be quoted: lines, bullets split off, then sentences. */
export function documentSentences(text: string): string[] {
  return documentPieces(text).map((p) => p.sentence);
}

/**
 * Whether a lead-in says something of its own before its colon: its main clause has a verb ("If availability falls
 * below the commitment, the customer may claim a credit:"), not only a subject ("When a vendor changes its bank
 * details, Meridel AP:").
 */
export function saysBeforeColon(leadIn: string): boolean {
  const main = leadIn.replace(/^(?:when|whenever|if|where|once|after|before|as|because|although|while|for)\b[^,]*,\s*/i, '');
  return FINITE.test(main.replace(/\b(?:that|which|who|whom|whose)\b[^,;.]*/gi, ' '));
}

/** Items a list gives one after another in a lead-in's own sentence, at most this many. */
const MAX_ITEMS = 8;

/**
 * A stated lead-in whose list goes on in lower case ("…, Meridel AP: • verifies ownership…; • emails every
 * administrator…; and • holds the first payment…") read as the one sentence it is, at the lead-in's index: alone the
 * lead-in says nothing (new-user trial 28 quoted it as the answer), its items have no subject.
 */
export function leadInSentences(sentences: string[], stated: boolean[]): Map<number, string> {
  const out = new Map<number, string>();
  sentences.forEach((s, i) => {
    if (!s.endsWith(':')) return;
    const items: string[] = [];
    for (let j = i + 1; j < sentences.length && items.length < MAX_ITEMS && /^\p{Ll}/u.test(sentences[j] ?? ''); j++)
      items.push(sentences[j] as string);
    if (items.length > 0) {
      if (stated[i]) out.set(i, `${s} ${items.join(' ')}`);
      return;
    }
    // ("Our recovery objectives are:" is read as the statement it makes with its values)
    if (!stated[i] && sentenceRole(`${s.slice(0, -1)} as follows.`) !== 'statement') return;
    // (or as labelled values, "…our recovery objectives are: • Recovery time objective (RTO): 4 hours • Recovery point
    // objective (RPO): 1 hour", which no sentence says otherwise; new-user trial 28)
    for (let j = i + 1; j < sentences.length && items.length < MAX_ITEMS && LABELLED_VALUE.test(sentences[j] ?? ''); j++)
      if (!stated[j]) items.push((sentences[j] as string).replace(/[.;]$/, ''));
      else break;
    if (items.length > 0) out.set(i, `${s} ${items.join('; ')}.`);
  });
  return out;
}

/** A labelled value on its own: "Recovery time objective (RTO): 4 hours" (a short label, a colon, a value). */
const LABELLED_VALUE = /^\p{Lu}[^:;\n]{0,60}:\s+\S[^:]{0,120}$/u;

/**
 * A list's lead-in that puts a duty: an order or a requirement on others, or a duty no one of the company's is named
 * in ("Reviews must cover the following processes:", a standard's; not "Our engineers must complete:").
 */
function leadsInDuty(sentence: string, heading: string): boolean {
  const f = fold(sentence);
  return ['order', 'requirement'].includes(sentenceRole(sentence, heading)) || (DUTY.test(f) && !FIRST_PERSON.test(f));
}
const DUTY = /\b(?:must|shall|are required to|is required to|deben?|deber[aá]n?)\b/;

/**
 * A document's sentences and which of them are stated (statedSentences), where the items of a bulleted list that an
 * order or a requirement leads in ("3.4 Render PAN unreadable … using any of the following approaches: · Strong
 * cryptography with associated key-management processes and procedures.") are part of it, never the company's word.
 */
export function documentStatements(text: string, heading = ''): { sentences: string[]; stated: boolean[] } {
  const pieces = documentPieces(text);
  const sentences = pieces.map((p) => p.sentence);
  const stated = statedSentences(sentences, heading);
  let ordered = false;
  pieces.forEach((p, i) => {
    if (!p.item) ordered = p.sentence.endsWith(':') && leadsInDuty(p.sentence, heading);
    else if (ordered) stated[i] = false;
  });
  return { sentences, stated };
}

/**
 * A sentence that opens with a bare number before a capitalised word ("14 System changes are logged…") carries a page
 * or list-item number the PDF's text put in front of it: quoted as it is, the number reads as a figure.
 */
function withoutItemNumber(sentence: string): string {
  return sentence.replace(/^\d{1,3}\s+(?=\p{Lu}\p{Ll})/u, '');
}

/** Share of a passage's sentences that are the company's statements (0..1); 1 for an empty text. */
export function statementShare(text: string, heading = ''): number {
  const sentences = documentSentences(text);
  if (sentences.length === 0) return 1;
  return sentences.filter((s) => sentenceRole(s, heading) === 'statement').length / sentences.length;
}

/**
 * A clause with a verb of its own, outside any "that/which/who" clause: "portal logs are now kept…", not "a big data
 * service that enables institutions…" (a name explained after a semicolon).
 */
function ownVerb(clause: string): boolean {
  // (a relative clause ends where the main verb's modal comes: "Every engineer who accesses production *must*…")
  const main = clause.replace(
    /\b(?:that|which|who|whom|whose)\b[^,;.]*?(?=\b(?:must|shall|will|can|may|should)\b|[,;.]|$)/gi,
    ' ',
  );
  return !/^an?\s/i.test(clause) && FINITE.test(main);
}
const FINITE =
  // (and the verbs of a date's event: "the current certificate expires on 30 June 2027", new-user trial 27)
  /\b(?:is|are|was|were|has|have|had|will|can|may|must|shall|should|does|do|did|remains?|keeps?|kept|holds?|held|runs?|uses?|stores?|provides?|covers?|includes?|offers?|supports?|meets?|expires|expired|lapses|lapsed|renews|renewed|began|begins|started|ended)\b|\b(?:we|they|it)\s+\p{L}{3,}/iu;

/** A colon that labels ("Parental leave: 402"), not one inside a figure ("ISO/IEC 27001:2022", "02:00"). */
const LABEL_COLON = /(?<!\d):|:(?!\d)/;

/** A clause a semicolon ends that says something whole: the company's statement, or what used to be so. */
function wholeClause(sentence: string | undefined, heading: string): boolean {
  if (!sentence?.endsWith(';') || LABEL_COLON.test(sentence)) return false;
  const role = sentenceRole(`${sentence.slice(0, -1)}.`, heading);
  return role === 'statement' || role === 'former';
}

/**
 * Whether a sentence of a document is the company's statement as it may be quoted or cited: one sentenceRole calls a
 * statement, or a clause a semicolon ends with a verb of its own ("Tracklane has been certified to ISO/IEC 27001 since
 * 2021;", new-user trial 23; not an item of a list, "Earliest possible detection of a breach;", nor a labelled piece,
 * "Parental leave: 402: …;"). (For a passage's share of statements, which weighs it in search, such clauses stay list
 * pieces.)
 */
export function statedSentence(sentence: string, heading = ''): boolean {
  const clause =
    sentence.endsWith(';') && !LABEL_COLON.test(sentence) && ownVerb(sentence) ? `${sentence.slice(0, -1)}.` : sentence;
  return sentenceRole(clause, heading) === 'statement';
}

/**
 * Which of a document's sentences (documentSentences) are stated: each by statedSentence, and a clause after a
 * semicolon that ends a clause of its own ("Until May 2023 we kept logs for 30 days; logs are now kept for 400 days.")
 * read as the sentence it is though it opens in lower case (not an item of a list: "…; a big data service that…").
 */
export function statedSentences(sentences: string[], heading = ''): boolean[] {
  return sentences.map(
    (s, i) =>
      statedSentence(s, heading) ||
      (/^\p{Ll}/u.test(s) &&
        wholeClause(sentences[i - 1], heading) &&
        ownVerb(s) &&
        statedSentence(s.charAt(0).toUpperCase() + s.slice(1), heading)),
  );
}
