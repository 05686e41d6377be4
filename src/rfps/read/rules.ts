// What counts as a requirement, in words every reader shares: item labels, headings, sentences that oblige the
// vendor or ask it something, and what is not one (buyer statements, submission mechanics, tables of contents).
import { splitSentences as splitProse } from '../../text/sentences';
import { particularField } from '../particulars';

/** A label printed before an item: "3.2.1", "5.4.2.", "C.4(a)", "IT-12", "AIS-01.1", "Q3.", "R12:", "a.", "b)", "(1)", "iv.". */
const LABEL =
  /^(?:(?:Q|R|REQ)\d{1,4}(?:\.\d{1,3})*[.:]?|(?:Sec(?:tion)?\.?\s+)?\d{1,4}(?:\.\d{1,3}){0,5}(?:\([a-z0-9]{1,3}\))?\.?|[A-Z]{1,2}\.\d{1,3}(?:\.\d{1,3})*(?:\([a-z0-9]{1,3}\))?\.?|[A-Z][A-Z&]{0,6}-\d{1,3}(?:\.\d{1,3})?|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)|[ivxlIVXL]{1,6}[.)])(?=\s)/;

/** Splits a printed label off the text; `label` keeps the document's spelling without a trailing period. */
export function splitLabel(text: string): { label: string; rest: string } {
  const t = text.trim();
  const m = LABEL.exec(t);
  if (!m) return { label: '', rest: t };
  return { label: m[0].replace(/[.:]$/, ''), rest: t.slice(m[0].length).trim() };
}

/** How deep a label sits: "3" 1, "3.2" 2, "a" and "(1)" below numbers; used to attach fragments to their parent. */
export function labelDepth(label: string): number {
  if (/^\d/.test(label)) return label.split('.').length;
  if (/^[A-Z][.)]?$/.test(label)) return 2;
  if (/^[a-z][.)]?$/.test(label)) return 5;
  if (/^\(/.test(label)) return 6;
  if (/^[ivxl]+[.)]?$/i.test(label)) return 7;
  return 3;
}

/** Someone on the vendor's side: the party a bid manager answers for (its solution and proposal included). */
const VENDOR =
  /\b(offerors?|vendors?|contractors?|proposers?|bidders?|respondents?|suppliers?|consultants?|esco|service providers?|solution providers?|successful (?:offeror|vendor|proposer|bidder)|awardee|firms?|you|your|solution|system|application|software|product|platform|resources?|subcontractors?|proposals?|oferentes?|licitadore?s?|licitantes?|proponentes?|contratistas?|proveedor(?:es)?|adjudicatari[oa]s?|propuestas?|soluci[oó]n|sistema)\b/i;

/** What the vendor delivers: a sentence about its content states what the vendor must put in it. */
const DELIVERABLE = /\b(plan|report|deliverables?|documentation|invoices?|proposal|submission|schedule)\b/i;

/** Verbs of obligation or commitment. */
const MODAL =
  /\b(shall|must|will|should|agrees? to|(?:is|are|will be) required\b|(?:is|are) responsible for|may not(?! be (?!\w+(?:ed|en)\b))|may only|cannot|(?:is|are) not permitted|(?:is|are) prohibited|deber[aá]n?|deben?|tendr[aá]n? que|se compromete(?:n)? a)(?![\p{L}])/iu;

/** The strong ones: they oblige whoever the subject is. */
const STRONG =
  /^(shall|must|may not|may only|cannot|.*required|.*not permitted|.*prohibited|deber[aá]n?|deben?|tendr[aá]n? que)$/i;

/**
 * "X shall be the owner", "will be considered…": a status or a consequence, not something to do. Not inside a
 * relative clause: in "shall provide a project manager who will be the single point of contact" the status is the
 * manager's, and the vendor is still obliged (new-user trial 24).
 */
const STATUS = /\b(?:shall|will) be (?:(?:the|a|an) (?!responsib|liab)\w+|considered|deemed)\b/i;
const RELATIVE_CLAUSE = /\b(?:who|whom|which)\b[^,;.]*/gi;
const statusOf = (s: string) => STATUS.test(s.replace(RELATIVE_CLAUSE, ' '));

/** The buyer acts: "must be approved by the contracting officer", "will be initiated by the County". */
const BUYER_ACTS =
  /\b(?:shall|must|will|may) be \w+(?:ed|en) by (?:the )?(?:[\w-]+ )?(?:[Cc]ontracting [Oo]fficer|[Pp]rocurement [Oo]fficer|<[^>]+>|[A-Z]{2,}\b|(?:[Ss]tate|[Cc]ounty|[Cc]ity|[Dd]epartment|[Aa]gency|[Oo]wner|[Gg]overnment)\b)/;

/** Things the vendor hands over, in the passive: "records will be delivered". */
const HANDED_OVER = /\b(?:will|shall) be (?:delivered|submitted|provided)\b/i;

/** The vendor commits in the present tense ("The offeror certifies…"), as certifications and matrices word it. */
const DECLARES =
  /\b(agrees?|acknowledges?|certif(?:y|ies)|confirms?|attests?|accepts?|represents?|warrants?|commits?|understands?|complies|compl(?:y|ies) with|ensures?)\b/i;

/** The buyer stating a need of the vendor: "the County requires 24/7 access". */
const BUYER_NEEDS = /\b(requires?|expects?)\b/i;

/**
 * An instruction to answer: "Describe…", "Please provide…", "If yes, please explain…", "Please quote…", and the
 * Spanish formal imperatives of tenders ("Indique…", "Detalle…", "Si es así, describa…").
 */
const ASKS =
  /^(?:(?:if|si) [^,]{1,40},\s*)?(?:please\s+|por favor,?\s+)?(?:(?:briefly|fully|clearly|concisely|specifically|further|breve(?:mente)?)\s+)?(describe|provide|explain|list|identify|confirm|submit|include|indicate|state|attach|complete|detail|outline|specify|demonstrate|discuss|summari[sz]e|propose|certify|acknowledge|verify|upload|share|enter|select|quote|itemi[sz]e|break down|name(?=\s+(?:the|your|a|an|all|each|any|every|one|two|three|our)\b)|indique|indiquen|detalle|detallen|describa|describan|proporcione|proporcionen|explique|expliquen|enumere|especifique|confirme|adjunte|incluya|presente|señale|senale|informe|cotice|mencione|identifique|aporte|facilite)\b/i;

/** How and when to submit: instructions to offerors, not what they are asked to do or deliver. */
const MECHANICS =
  /(?<![\p{L}])((?:answer|respond to|address) (?:every|each|all(?: of)?(?: the)?) (?:requirements?|questions?|items?|sections?)(?: (?:below|above|listed|in (?:this|the) (?:rfp|document|section)))?(?: in (?:the )?order)?|procurement portal|bid portal|closing date|due date|deadline for|font size|page limit|not exceed \w+ pages|pages? in length|number of copies|sealed (?:envelope|proposal)|single-spaced|double-spaced|margins?|portal de compras|portal (?:mercado p[uú]blico|compras(?:mx| estatales| p[uú]blicas)?|de licitaciones)|(?:las|sus) ofertas (?:deber[aá]n|deben) (?:presentarse|ser presentadas|entregarse|enviarse|ingresarse|subirse)|fecha (?:de cierre|l[ií]mite|de presentaci[oó]n)|plazo de (?:presentaci[oó]n|recepci[oó]n) de (?:las )?ofertas|sobre cerrado|n[uú]mero de copias|tama[nñ]o de (?:la )?letra)(?![\p{L}])/iu;

/**
 * How the tender runs, said of the bids: "Proposals must be submitted through the eProcurement portal…", "Questions
 * about this RFP must be submitted in writing…", "Proposals will be evaluated on technical merit…", "Suppliers who pass
 * will be invited to tender". What is done to a bid or a bidder, not something the bid answers (new-user trial 24).
 */
const TENDER_PROCESS = new RegExp(
  [
    String.raw`^(?:[\p{L}-]+\s+){0,2}?(?:proposals?|responses?|bids?|offers?|submissions?|quotations?|quotes?|tenders?|questions?|inquiries|enquiries)\b[^.;]{0,60}?\b(?:must|shall|should|will|are to|is to)(?:\s+not)?\s+be\s+(?:submitted|received|delivered|uploaded|sent|directed|addressed|e-?mailed|emailed|opened|scored|evaluated|ranked|rated|reviewed|assessed|considered|accepted)\b`,
    String.raw`\b(?:will|shall|may)\s+be\s+(?:invited|notified|advised|informed|contacted|selected|shortlisted|short-listed|disqualified|rejected|eliminated|scored|ranked|rated)\b`,
    String.raw`\be-?procurement (?:portal|system|site)\b`,
  ].join('|'),
  'iu',
);

/** The buyer speaking of itself. */
const BUYER_VOICE =
  /\b(reserves? the right|intends? to|(?:the|its) intent(?:ion)? (?:of|to|is)|anticipates?|is seeking|will not be (?:obligated|liable)|at (?:its|their) (?:sole )?discretion)\b/i;

/** Sentences of requirement prose: at . ? ! before a capital (lists run on in lower case), never at semicolons. */
export function splitSentences(text: string): string[] {
  return splitProse(text, { semicolons: false, capitalNext: true });
}

/** The words before the first verb of obligation: who the sentence is about. */
function subjectOf(sentence: string, verb: RegExp): string {
  const m = verb.exec(sentence);
  return m ? sentence.slice(0, m.index) : sentence;
}

/** Nouns buyers call themselves by in the documents they issue. */
const BUYER_WORDS =
  /^(?:state|county|city|department|agency|owner|government|judiciary|court|university|college|district|authority|commission|board|institution|purchaser|buyer|customer|client|division|office|we|our|us|entidad|ministerio|municipalidad|municipio|secretar[ií]a|dependencia|contratante|organismo|comit[eé]|nosotros)\b/iu;

/**
 * Whether the subject names the buyer ("The County", "the AOC", "<agency>", "Fairfax County", "we") and no one on
 * the vendor's side. A leading clause ("Except as authorised by X, users…") is skipped first.
 */
function buyerSubject(subject: string): boolean {
  if (VENDOR.test(subject)) return false;
  const head = (subject.replace(/^[^,]*,\s*/, '').trim() || subject.trim()).replace(/^(?:the|el|la|los|las)\s+/i, '');
  if (BUYER_WORDS.test(head) || /^<[^>]+>/.test(head) || /^[A-Z]{2,}\b/.test(head)) return true;
  // two capitalised words make a name ("Fairfax County"); one is just the start of the sentence
  return /^[A-Z][a-z]+\s+(?:of\s+)?[A-Z][a-z]+\b/.test(head);
}

/**
 * The buyer named just before a verb ("…outside the network the County requires", "The State of Alaska (and by
 * extension DOH) requires…").
 */
const BUYER_TAIL =
  /(?:^|\s)(?:the\s+(?:<[^>]+>|[A-Z]{2,}|[A-Z][a-z]+)|(?:[A-Z][a-z]+\s+)?(?:State|County|City|Department|Agency|Owner|Government)(?:\s+of(?:\s+[A-Z][a-z]+){1,2})?|we)(?:\s*\([^)]{1,60}\))?\s*$/;

/**
 * A title run into the sentence ("Remote Access: Authorized users…") is not its subject. The sentence after it may open
 * in lower case ("Pricing form: enter the annual fee…"), but then "Describe X: a, b and c" is an instruction with its
 * list, and "The contractor should include in its proposal: travel, …" an obligation with its list, not titles.
 */
function withoutRunInTitle(s: string): string {
  const title = /^[A-Z][^.:;]{1,60}:\s+(?=[A-Za-z])/.exec(s);
  if (!title) return s;
  const lower = /^\s*[a-z]/.test(s.slice(title[0].length));
  return lower && (ASKS.test(s) || MODAL.test(title[0])) ? s : s.slice(title[0].length);
}

/** A sentence a bid manager answers: a question, an instruction to describe or provide, or an obligation on the vendor. */
export function isRequirementSentence(sentence: string): boolean {
  const s = withoutRunInTitle(sentence.trim());
  if (s.length < 12 || !/[a-z]/.test(s) || /^\[.*\]$/.test(s)) return false;
  // a template's note to its author opened on a line before, or closed on a line after ("Determine whether … part
  // of the evaluation process.]", "[The total contract length must not exceed…"): bracketed drafting notes
  if ((/\]$/.test(s) && !s.includes('[')) || (/^\[/.test(s) && !s.includes(']'))) return false;
  if (s.endsWith('?')) return true;
  if (MECHANICS.test(s) || BUYER_VOICE.test(s) || TENDER_PROCESS.test(s)) return false;
  if (ASKS.test(s)) return true;
  const modal = MODAL.exec(s);
  if (modal) {
    const subject = s.slice(0, modal.index);
    if (buyerSubject(subject) || statusOf(s) || BUYER_ACTS.test(s)) return false;
    return VENDOR.test(s) || DELIVERABLE.test(subject) || STRONG.test(modal[0]) || HANDED_OVER.test(s);
  }
  const needs = BUYER_NEEDS.exec(s);
  if (needs && BUYER_TAIL.test(s.slice(0, needs.index))) return true;
  const subject = subjectOf(s, DECLARES);
  const head = subject.split(/\s+/).slice(0, 5).join(' ');
  return DECLARES.test(s) && VENDOR.test(head) && !/\b(if|when|whether)\b/i.test(subject);
}

/** How a proposal is delivered: by what means, in how many copies. */
const DELIVERY =
  /\b(?:submit(?:ted)?|send|sent|deliver(?:ed)?|return(?:ed)?|upload(?:ed)?|mail(?:ed)?)\b[^.;]{0,60}\b(?:proposals?|bids?|offers?|cop(?:y|ies)|responses?)\b[^.;]{0,40}\b(?:via|by (?:e-?mail|mail|hand|courier|fax)|electronically|in (?:a )?sealed|through the)\b|\bhard cop(?:y|ies)\b/i;

/** The people on the vendor's side (not its proposal or solution): who an instruction section can bind. */
const VENDOR_PARTY =
  /\b(offerors?|vendors?|contractors?|proposers?|bidders?|respondents?|suppliers?|consultants?|successful (?:offeror|vendor|proposer|bidder|contractor)|awardee|subcontractors?|oferentes?|licitadore?s?|licitantes?|proponentes?|contratistas?|proveedor(?:es)?|adjudicatari[oa]s?)\b/i;

/**
 * An obligation a section of instructions to offerors puts on the vendor itself ("The Contractor shall maintain
 * commercial general liability insurance…", "Offerors must identify all subcontractors…"): unlike how and when to
 * submit, it is something the bid answers for (new-user trial 16: a whole "Instructions to Offerors" section held
 * the insurance limits, affidavits and subcontractor disclosure).
 */
export function bindsVendor(sentence: string): boolean {
  const s = withoutRunInTitle(sentence.trim());
  if (MECHANICS.test(s) || BUYER_VOICE.test(s) || TENDER_PROCESS.test(s) || s.endsWith('?')) return false;
  // how the proposal travels ("must submit their proposals via email", "one hard copy … in a sealed package"), what
  // the buyer tells them ("shall be so advised"), and a step the vendor may choose ("If the Offeror chooses to…")
  if (DELIVERY.test(s) || /\b(?:shall|will|must) be (?:so )?(?:advised|notified|informed)\b/i.test(s)) return false;
  if (/^if (?:the |an? )?\w+ (?:chooses|wishes|elects|decides|wants)\b/i.test(s)) return false;
  const modal = MODAL.exec(s);
  if (!modal || !STRONG.test(modal[0])) return false;
  const subject = s.slice(0, modal.index);
  return VENDOR_PARTY.test(subject) && !buyerSubject(subject) && !statusOf(s) && !BUYER_ACTS.test(s);
}

/**
 * A field of a form to fill in, printed as a numbered line that ends with a colon: "Contract start date:", "Availability
 * SLA (%):", "Fecha de inicio del servicio:". Short, not a title (those are Title Case), no sentence before the colon.
 */
export function isFormField(rest: string): boolean {
  const t = rest.trim();
  // a noun phrase: no sentence, clause or verb of obligation before the colon ("…the Contractor agrees as follows:")
  const plain = t.slice(0, -1).replace(/\([^()]*\)/g, ' ');
  if (!/^[^:]{3,120}:$/.test(t) || /[.!?;,]/.test(plain) || MODAL.test(plain) || DECLARES.test(plain)) return false;
  if (/\b(?:following|as follows|below|include|including|includes|are|is)\s*:$/i.test(t)) return false;
  const words = t.split(/\s+/);
  // a title-cased label is a field when it names one of the company's particulars ("Business License Number:",
  // "Offeror's Name:"), not a section ("Scope of Work:")
  return words.length <= 14 && /\p{Ll}/u.test(t) && (!isHeadingLike(t) || particularField(t) === 'particular');
}

/** The sentences of a text that are requirements. */
export function requirementSentences(text: string): string[] {
  return splitSentences(text).filter(isRequirementSentence);
}

/** Dot leaders and page numbers: a table of contents line. */
export function isTocLine(text: string): boolean {
  // each run of dots is tried once, from where it starts: tried from every dot of a long run, the patterns took time
  // growing with the square of its length (200 KB of dots held a job 155 s; new-user trial 21)
  return /(?<!\.)\.{4,}\s*\d+\s*$/.test(text) || /(?<!\.\s?)(?:\.\s?){4,}\d+/.test(text);
}

/**
 * A short title rather than prose: all capitals or Title Case, no sentence, no verb of obligation, not a question.
 * "C. OFFEROR QUALIFICATIONS", "5.5. Ownership of and Access to Data:", "Security Requirements".
 */
export function isHeadingLike(text: string): boolean {
  const t = splitLabel(text).rest.replace(/^[*_#\s]+|[*_\s]+$/g, '');
  if (!t || t.length > 100 || /[?,;]$/.test(t) || /[.!]$/.test(t.replace(/\bSec\.$/, ''))) return false;
  if (t.split(/\s+/).length > 12) return false;
  // a title in capitals is one whatever its first word ("STATE CORPORATION COMMISSION…" is no "State…" request)
  if (!/[a-z]/.test(t)) return /[A-Z]{3}/.test(t);
  if (MODAL.test(t) || ASKS.test(t)) return false;
  const long = t.split(/\s+/).filter((w) => w.replace(/\W/g, '').length >= 4);
  return long.length >= 2 && long.filter((w) => /^\W*[A-Z]/.test(w)).length >= long.length * 0.6;
}

/** How high a heading-like line sits: "SECTION II" and unlabelled titles 1, labelled ones by their label. */
export function headingLevel(text: string): number {
  if (/^(section|part|article|chapter|attachment|appendix|exhibit)\b/i.test(text.trim())) return 1;
  const { label } = splitLabel(text);
  return label ? Math.min(6, labelDepth(label) + 1) : 1;
}

/** A heading of how the buyer evaluates, or a table of contents: nothing under it is a requirement. */
export function isEvaluationHeading(text: string): boolean {
  return /\b(evaluation (?:criteria|procedures?|process|factors)|proposal evaluation|table of contents)\b/i.test(text);
}

/** A heading of sections that tell offerors how to submit or how the buyer evaluates: not requirements. */
export function isInstructionsHeading(text: string): boolean {
  return /\b(instructions? to (?:offerors|bidders|proposers|vendors|respondents)|(?:general )?conditions of (?:bidding|submission)|bidding conditions|(?:submission|return) instructions|how to submit|evaluation (?:criteria|procedures?|process|factors)|proposal evaluation|table of contents)\b/i.test(
    text,
  );
}

/**
 * A heading of the tender's own procedure (late, withdrawn or labelled bids, addenda, award, protests, appeals, the
 * points a section scores): its statements are not requirements. Unlike instruction sections, only its own
 * paragraphs are left out, up to the next heading of any level (PDF heading levels are guessed from font sizes).
 */
export function isProcedureHeading(text: string): boolean {
  return /\b((?:late|withdrawal of|modifications? of|labell?ing of|opening of|alternate) (?:bids|proposals|offers)|basis (?:for|of) award|award of contract|protests?(?: of award)?|appeals? of|addenda|amendments? to (?:the )?(?:rfp|rfq|solicitation|proposals?|bids?)|deadline for (?:receipt|submission)|questions (?:prior to|before) (?:the )?deadline|required review|pre-?(?:proposal|bid) (?:conference|meeting)|(?:rfp|rfq|solicitation|procurement) schedule|schedule of events|proposals? acceptance period|news releases?)\b|\(out of \d+ points\)/i.test(
    text,
  );
}

/** An all-capitals title run into the paragraph after it ("A. SUMMARY The AOC is…"): split the two. */
export function splitRunInTitle(text: string): { title: string; rest: string } | null {
  const m = /^((?:\S+\s+)?[A-Z][A-Z0-9&/,'’()\-–]+(?:\s+[A-Z0-9&/,'’()\-–]+)*)\s+([A-Z][a-z].*)$/.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const { rest } = splitLabel(m[1]);
  if (rest.replace(/[^A-Za-z]/g, '').length < 3 || /[a-z]/.test(rest)) return null;
  return { title: m[1], rest: m[2] };
}

/**
 * Text a buyer types into a cell to show where the answer goes: "Vendor response here", "[Insert response]", "Enter
 * your answer here", "To be completed by the supplier", "Respuesta del oferente". The cell is empty for the vendor,
 * and the answer replaces it (new-user trial 24: such cells were passed over and the answer went into Comments).
 */
const PLACEHOLDER_CELL = new RegExp(
  String.raw`^[\s[(<{]*(?:` +
    [
      String.raw`(?:please\s+)?(?:insert|enter|type|add|provide|write|fill\s+in)\s+(?:(?:your|the|vendor|supplier|bidder|offeror|respondent)(?:'s|’s)?\s+)?(?:response|answer|reply|text|details|comments?|information|here)(?:\s+here)?`,
      String.raw`(?:(?:vendor|supplier|bidder|offeror|proposer|respondent|contractor)(?:'s|’s)?\s+)?(?:response|answer|reply|comments?)\s+(?:here|goes\s+here|to\s+be\s+(?:provided|inserted|entered|completed))`,
      String.raw`(?:to\s+be\s+)?(?:completed|provided|filled(?:\s+in)?)\s+by\s+(?:the\s+)?(?:vendor|supplier|bidder|offeror|proposer|respondent|contractor)`,
      String.raw`click\s+(?:or\s+tap\s+)?here\s+to\s+enter(?:\s+text)?`,
      String.raw`(?:respuesta|comentarios?)\s+del\s+(?:oferente|proveedor|licitante)(?:\s+aqu[ií])?`,
      String.raw`(?:ingrese|escriba|introduzca)\s+(?:su\s+)?respuesta(?:\s+aqu[ií])?`,
    ].join('|') +
    String.raw`)[\s.:…\])>}]*$`,
  'iu',
);

/** Whether a cell holds only the buyer's mark of where the answer goes (see PLACEHOLDER_CELL). */
export function isAnswerPlaceholder(text: string): boolean {
  return text.length <= 80 && PLACEHOLDER_CELL.test(text);
}
