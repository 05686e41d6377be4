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

/** Whose voice a document's text is in (see the top of this file). */
export function documentVoice(text: string): DocumentVoice {
  const folded = fold(text);
  const words = folded.split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS) return { company: true, why: 'short document: taken as the company’s own' };
  const per = (re: RegExp) => (1000 * (folded.match(re)?.length ?? 0)) / words;
  const first = per(FIRST_PERSON);
  if (first >= FIRST_PERSON_OWN) return { company: true, why: 'speaks as "we"/"our"' };
  if (per(PARTIES) >= PARTIES_OTHER)
    return { company: false, why: 'written to contractors/offerors/vendors (a buyer’s document), not as "we"' };
  if (per(ADDRESSEE) >= ADDRESSEE_OTHER)
    return { company: false, why: 'addresses "the organization"/"the information system" (a standard’s control set)' };
  return { company: true, why: 'no sign of another party’s document' };
}
