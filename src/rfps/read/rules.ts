// What counts as a requirement, in words every reader shares: item labels, headings, sentences that oblige the
// vendor or ask it something, and what is not one (buyer statements, submission mechanics, tables of contents).

/** A label printed before an item: "3.2.1", "5.4.2.", "C.4(a)", "IT-12", "AIS-01.1", "a.", "b)", "(1)", "iv.". */
const LABEL =
  /^(?:(?:Sec(?:tion)?\.?\s+)?\d{1,3}(?:\.\d{1,3}){0,5}(?:\([a-z0-9]{1,3}\))?\.?|[A-Z]{1,2}\.\d{1,3}(?:\.\d{1,3})*(?:\([a-z0-9]{1,3}\))?\.?|[A-Z][A-Z&]{0,6}-\d{1,3}(?:\.\d{1,3})?|[A-Za-z][.)]|\([A-Za-z0-9]{1,4}\)|[ivxlIVXL]{1,6}[.)])(?=\s)/;

/** Splits a printed label off the text; `label` keeps the document's spelling without a trailing period. */
export function splitLabel(text: string): { label: string; rest: string } {
  const t = text.trim();
  const m = LABEL.exec(t);
  if (!m) return { label: '', rest: t };
  return { label: m[0].replace(/\.$/, ''), rest: t.slice(m[0].length).trim() };
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

/** Someone on the vendor's side: the party a bid manager answers for. */
const VENDOR =
  /\b(offerors?|vendors?|contractors?|proposers?|bidders?|respondents?|suppliers?|consultants?|esco|service providers?|solution providers?|successful (?:offeror|vendor|proposer|bidder)|awardee|firms?|you|your|solution|system|application|software|product|platform|resources?|subcontractors?|proposals?)\b/i;

/** Verbs of obligation or commitment. */
const MODAL =
  /\b(shall|must|will|should|agrees? to|(?:is|are|will be) required to|(?:is|are) responsible for|may not|cannot|is not permitted|are not permitted)\b/i;

/** The vendor commits in the present tense ("The offeror certifies…"), as certifications and matrices word it. */
const DECLARES =
  /\b(agrees?|acknowledges?|certif(?:y|ies)|confirms?|attests?|accepts?|represents?|warrants?|commits?|understands?|complies|compl(?:y|ies) with|ensures?)\b/i;

/** An instruction to answer: "Describe…", "Please provide…". */
const ASKS =
  /^(?:if [^,]{1,40},\s*)?(?:please\s+)?(describe|provide|explain|list|identify|confirm|submit|include|indicate|state|attach|complete|detail|outline|specify|demonstrate|discuss|summari[sz]e|propose|certify|acknowledge|verify|upload|share|enter|select)\b/i;

/** How and when to submit: instructions to offerors, not what they are asked to do or deliver. */
const MECHANICS =
  /\b(procurement portal|bid portal|closing date|due date|deadline for|font size|page limit|not exceed \w+ pages|pages? in length|number of copies|sealed (?:envelope|proposal)|single-spaced|double-spaced|margins?)\b/i;

/** The buyer speaking of itself. */
const BUYER_VOICE =
  /\b(reserves? the right|intends? to|anticipates?|is seeking|will not be (?:obligated|liable)|at (?:its|their) (?:sole )?discretion)\b/i;

/** Sentences, split after . ? ! followed by a capital, leaving abbreviations ("e.g.", "No. 5", "U.S.") whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.?!]["”’)]?\s+(?=["“(]?[A-Z<])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 6), m.index + 1);
    if (/(?:\b[A-Za-z]|e\.g|i\.e|etc|No|Nos|Sec|vs|Mr|Ms|Dr|St|Inc|U\.S|approx)\.$/.test(before)) continue;
    out.push(text.slice(start, m.index + 1).trim());
    start = m.index + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** The words before the first verb of obligation: who the sentence is about. */
function subjectOf(sentence: string): string {
  const m = MODAL.exec(sentence) ?? DECLARES.exec(sentence);
  return m ? sentence.slice(0, m.index) : sentence;
}

/** Nouns buyers call themselves by in the documents they issue. */
const BUYER_NOUN =
  /^(?:the\s+)?(?:<[^>]+>|[A-Z]{2,}\b|[A-Z][a-z]+\s+[A-Z][a-z]+\b|(?:state|county|city|department|agency|owner|government|judiciary|court|university|college|district|authority|commission|board|institution|purchaser|buyer|customer|client|division|office)\b|we\b|our\b)/i;

/**
 * Whether the subject names the buyer ("The County", "the AOC", "<agency>", "Fairfax County", "we") and no one
 * on the vendor's side. A leading clause ("Except as authorised by X, users…") is skipped first.
 */
function buyerSubject(subject: string): boolean {
  if (VENDOR.test(subject)) return false;
  const head = subject.replace(/^[^,]*,\s*/, '').trim() || subject.trim();
  const caseless = head.replace(/^the\s+/i, '');
  // a capitalised first word is only a name when it is not just the start of the sentence
  if (/^[A-Z][a-z]+\s+[a-z]/.test(caseless) && !/^(?:State|County|City|Department|Agency|Owner|Government)\b/.test(caseless))
    return false;
  return BUYER_NOUN.test(head);
}

/** A sentence a bid manager answers: a question, an instruction to describe or provide, or an obligation on the vendor. */
export function isRequirementSentence(sentence: string): boolean {
  const s = sentence.trim();
  if (s.length < 12 || !/[a-z]/.test(s)) return false;
  if (s.endsWith('?')) return true;
  if (MECHANICS.test(s) || BUYER_VOICE.test(s)) return false;
  if (ASKS.test(s)) return true;
  const subject = subjectOf(s);
  if (MODAL.test(s)) return !buyerSubject(subject) && (VENDOR.test(s) || /\b(shall|must|may not|required)\b/i.test(s));
  return DECLARES.test(s) && VENDOR.test(subject) && !/\b(if|when|whether)\b/i.test(subject);
}

/** The sentences of a text that are requirements. */
export function requirementSentences(text: string): string[] {
  return splitSentences(text).filter(isRequirementSentence);
}

/** Dot leaders and page numbers: a table of contents line. */
export function isTocLine(text: string): boolean {
  return /\.{4,}\s*\d+\s*$/.test(text) || /(?:\.\s?){4,}\d+/.test(text);
}

/**
 * A short title rather than prose: all capitals or Title Case, no sentence, no verb of obligation, not a question.
 * "C. OFFEROR QUALIFICATIONS", "5.5. Ownership of and Access to Data:", "Security Requirements".
 */
export function isHeadingLike(text: string): boolean {
  const t = splitLabel(text).rest.replace(/^[*_#\s]+|[*_\s]+$/g, '');
  if (!t || t.length > 100 || /[?,;]$/.test(t) || /[.!]$/.test(t.replace(/\bSec\.$/, ''))) return false;
  if (MODAL.test(t) || ASKS.test(t) || t.split(/\s+/).length > 12) return false;
  if (!/[a-z]/.test(t)) return /[A-Z]{3}/.test(t);
  const long = t.split(/\s+/).filter((w) => w.replace(/\W/g, '').length >= 4);
  return long.length >= 2 && long.filter((w) => /^\W*[A-Z]/.test(w)).length >= long.length * 0.6;
}

/** How high a heading-like line sits: "SECTION II" and unlabelled titles 1, labelled ones by their label. */
export function headingLevel(text: string): number {
  if (/^(section|part|article|chapter|attachment|appendix|exhibit)\b/i.test(text.trim())) return 1;
  const { label } = splitLabel(text);
  return label ? Math.min(6, labelDepth(label) + 1) : 1;
}

/** A heading of sections that tell offerors how to submit or how the buyer evaluates: not requirements. */
export function isInstructionsHeading(text: string): boolean {
  return /\b(instructions? to (?:offerors|bidders|proposers|vendors|respondents)|submission instructions|how to submit|evaluation (?:criteria|procedures?|process|factors)|proposal evaluation|table of contents)\b/i.test(
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
