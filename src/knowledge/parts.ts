// The questions one buyer's question asks: "Are you ISO 27001 certified? If so, which body issued the certificate and
// when does it expire?" asks three things, which the library rarely says in one sentence. Each part is answered on its
// own (see answer.ts); an answer to the first with no word on the others is a partial answer that names what is left.
import { splitSentences } from '../text/sentences';
import { fold, tokens } from '../text/words';
import { analyseQuestion } from './question';

export interface QuestionPart {
  /** The part as the buyer wrote it, its "If so," lead-in dropped. */
  text: string;
  /**
   * Asks on about what an earlier part names ("If so, …", "when does *it* expire?", "How often?"): answered only from
   * what answered that part, never from another passage that happens to say "expire".
   */
  followsUp: boolean;
  /** Names no content word of its own ("How often?", "by whom?"): it is read with the part it follows. */
  bare: boolean;
}

/** A follow-on asked only when the answer so far is yes: "If so,", "If yes,", "En caso afirmativo,". */
const IF_SO =
  /^(?:if (?:so|yes|applicable|you do|this is the case|that is the case)|where applicable|si es asi|en caso afirmativo|de ser asi|en ese caso|si la respuesta es (?:si|afirmativa)),?\s+/;
/** A follow-on asked only when the answer is no: not asked of a company that says it does. */
const IF_NOT = /^(?:if (?:not|no)|otherwise|if this is not the case|en caso (?:contrario|negativo)|de lo contrario|si no),?\s+/;

/**
 * Where a second question is joined on: ", and when…", " and can user accounts…", " and to what level", ", y cuándo…"
 * (a question word or an auxiliary opening a clause of its own; "X and Y" between nouns joins nothing).
 */
const JOINED =
  /,?\s+(?:and|y|e)\s+(?=(?:what|which|when|where|who|whom|whose|how|why|whether|is|are|was|were|do|does|did|can|could|will|would|has|have|had|to what|qu[eé]|cu[aá]l(?:es)?|cu[aá]ndo|d[oó]nde|qui[eé]n(?:es)?|c[oó]mo|cu[aá]nt[oa]s?)\b)/giu;
/** A joined request: ", and describe how…", "and please state…". */
const JOINED_REQUEST =
  /,?\s+and\s+(?=(?:please\s+)?(?:describe|explain|provide|list|specify|indicate|state|detail|outline|give|name)\b)/gi;
/** How a question or a request opens: a question word, an auxiliary, a request verb (folded). */
const ASKS =
  /^(?:what|which|when|where|who|whom|whose|how|why|whether|is|are|was|were|do|does|did|can|could|will|would|has|have|had|shall|should|may|in|on|at|for|to|by|please|kindly|describe|explain|provide|list|specify|indicate|state|detail|outline|give|name|confirm|que|cual|cuales|cuando|donde|quien|quienes|como|cuanto|cuanta|cuantos|cuantas|en|indique|describa|proporcione|tiene|tienen|cuenta|cuentan)\b/;

/** A word that points back at what an earlier part named. */
const POINTS_BACK =
  /\b(?:it|its|they|them|their|this|these|those|such|same|lo|la|los|las|ello|esto|este|esta|estos|estas|dicho|dicha)\b/;

/** A request after the first sentence: "Describe its authentication method and rate limits." */
const LATER_REQUEST =
  /^(?:please\s+)?(?:describe|explain|provide|list|specify|indicate|state|detail|outline|give|name|confirm)\b/i;

/**
 * The sentences of a question, each cut at the questions joined on inside it; a request after the first sentence is
 * also cut at each "and" between the things it asks for ("…? Describe its authentication method and rate limits."):
 * asked on about what the first sentence named, each is looked for in what answered it.
 */
/** A form's note of the answer it wants, "(Yes/No)", "(Y/N/NA)": no part of what is asked (new-user trial 31). */
const CHOICE_TAG = /\(\s*(?:yes|no|y|n|n\/a|na)(?:\s*\/\s*(?:yes|no|y|n|n\/a|na))+\s*\)/gi;

function pieces(question: string): string[] {
  return splitSentences(question.replace(CHOICE_TAG, ' '), { semicolons: false }).flatMap((s, i) =>
    s
      .replace(JOINED, '\u0000')
      .replace(JOINED_REQUEST, '\u0000')
      .split('\u0000')
      .flatMap((p) => (i > 0 && LATER_REQUEST.test(p.trim()) ? p.split(/,?\s+and\s+/) : [p]))
      .map((p) => p.trim())
      .filter((p) => p.length > 0),
  );
}

/** The content words of a piece (roots), by which a part that speaks of what an earlier one named is known. */
function contentRoots(text: string): string[] {
  return analyseQuestion(text)
    .terms.filter((t) => t.weight === 1)
    .map((t) => t.root);
}

/**
 * The parts a question asks, in order; one part when it asks one thing. A part asked only if the answer is no ("If
 * not, describe…") is left out: a company that does it is not asked it. A piece that names nothing ("How often?")
 * is read with the part before it; a first piece that names nothing ("Do you offer 24/7 support?") with the next.
 */
export function questionParts(question: string): QuestionPart[] {
  const out: QuestionPart[] = [];
  const named = new Set<string>();
  let lead = '';
  for (const [i, piece] of pieces(question).entries()) {
    const folded = fold(piece).replace(/^[¿¡"“\s]+/u, '');
    if (i > 0 && IF_NOT.test(folded)) continue;
    const conditional = IF_SO.test(folded);
    const text = conditional ? piece.replace(/^[¿¡"“\s]*[^,]*,\s*/u, '') : piece;
    if (text.trim() === '') continue;
    const roots = contentRoots(text);
    const previous = out.at(-1);
    if (roots.length === 0) {
      if (previous) out.push({ text: `${previous.text} ${text}`, followsUp: true, bare: true });
      else lead = `${lead}${piece} `;
      continue;
    }
    if (!previous) {
      out.push({ text: `${lead}${text}`, followsUp: false, bare: false });
      for (const r of contentRoots(`${lead}${text}`)) named.add(r);
      continue;
    }
    // (it speaks of what came before: "If so, …", "when does *it* expire?", "the audit firm" after "SOC 2 audit", or
    // names too little to stand alone: "¿… y cuándo vence?")
    // (or is no question of its own: "rate limits" of "Describe its authentication method and rate limits")
    const followsUp =
      conditional ||
      roots.length <= 1 ||
      POINTS_BACK.test(tokens(text).join(' ')) ||
      roots.some((r) => named.has(r)) ||
      !ASKS.test(fold(text).replace(/^[¿¡"“\s]+/u, ''));
    out.push({ text, followsUp, bare: false });
    for (const r of roots) named.add(r);
  }
  return out.length > 0 ? out : [{ text: question, followsUp: false, bare: false }];
}
