// Whose voice a whole document is in: the company's own (its policies, overviews, reports, certificates, past answers)
// or another party's (a buyer's RFP and its attachments, a standard's or an agency's control set). Sentences of the
// second kind describe what others require or do; quoted as the company's answer they would put the buyer's words, or
// a standard's, in the company's mouth. Decided from the whole text, by how often it speaks of "we"/"our" against how
// often it speaks of the parties a buyer writes to and of itself, or of "the organization" a control set addresses.
import { fold } from './words';

/** Shorter documents (a certificate, a one-page sheet) are the company's: too few words to tell. */
const MIN_WORDS = 300;
/** Per 1,000 words: a document that says "we"/"our" this often speaks for itself, whatever else it names. */
const FIRST_PERSON_OWN = 3;
/** Per 1,000 words: the parties a buyer writes to, and the buyer naming itself, in an RFP (measured 12–27). */
const PARTIES_OTHER = 8;
/** Per 1,000 words: "the organization"/"the information system" a control set addresses (NIST-style: ~28). */
const ADDRESSEE_OTHER = 12;

const FIRST_PERSON = /\b(?:we|our|ours|us|nosotros|nuestr[oa]s?)\b/g;
const PARTIES =
  /\b(?:contractors?|offerors?|proposers?|bidders?|vendors?|respondents?|suppliers?|applicants?|awardees?|successful (?:offeror|bidder|vendor|proposer)|contratistas?|oferentes?|licitantes?|licitadore?s?|proponentes?|adjudicatari[oa]s?|the (?:state|county|agency|department|district|city|university|commonwealth|owner|purchaser|buyer|authority|ministry|board)|la (?:entidad|dependencia|agencia|secretaria|municipalidad|contratante)|el (?:ministerio|organismo|municipio|contratante))\b/g;
const ADDRESSEE = /\b(?:the organization|the organisation|organizational|the information system|information systems)\b/g;

export interface DocumentVoice {
  /** Whether the document's statements are the company's own, quotable as its answers. */
  company: boolean;
  /** Why, in a few words, for the source's view. */
  why: string;
}

/** Words of a company's name that say nothing of which company it is. */
const LEGAL_FORM =
  /^(?:inc|incorporated|ltd|limited|llc|llp|lp|plc|pty|gmbh|ag|sa|sas|sl|srl|bv|nv|co|corp|corporation|company|group|holdings|the)$/;

/**
 * The word a company's own documents call it by when they do not say "we": the first word of its account name that
 * is not a legal form ("Meridel" of "Meridel Payments, Inc."), at least four letters; null when there is none.
 */
export function selfName(accountName: string): string | null {
  const word = fold(accountName)
    .split(/[^\p{L}\p{N}]+/u)
    .find((w) => w.length >= 4 && !LEGAL_FORM.test(w));
  return word ?? null;
}

/**
 * Whose voice a document's text is in (see the top of this file). `self` is the company's own name (selfName): a
 * standard it writes of itself in the third person ("Meridel requires its suppliers to…") speaks for it as "we" does
 * (new-user trial 28: a supplier standard naming suppliers on every line was taken for a buyer's document).
 */
export function documentVoice(text: string, self: string | null = null): DocumentVoice {
  const folded = fold(text);
  const words = folded.split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) return { company: true, why: 'short document: taken as the company’s own' };
  const per = (re: RegExp) => (1000 * (folded.match(re)?.length ?? 0)) / words;
  const first = per(FIRST_PERSON);
  if (first >= FIRST_PERSON_OWN) return { company: true, why: 'speaks as "we"/"our"' };
  if (self && first + per(new RegExp(`\\b${self}\\b`, 'g')) >= FIRST_PERSON_OWN)
    return { company: true, why: 'speaks of the company by its own name' };
  if (per(PARTIES) >= PARTIES_OTHER)
    return { company: false, why: 'written to contractors/offerors/vendors (a buyer’s document), not as "we"' };
  if (per(ADDRESSEE) >= ADDRESSEE_OTHER)
    return { company: false, why: 'addresses "the organization"/"the information system" (a standard’s control set)' };
  return { company: true, why: 'no sign of another party’s document' };
}
