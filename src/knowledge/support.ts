// Whether a composed answer is supported by what it cites: each of its sentences must rest on the company's
// statements in the cited hits (never on a definition, an example or a requirement put to others) and every figure
// it states must appear in one of those statements. Used to check Claude's answers, and any edited answer.
import { contentStems } from '../text/content';
import { splitSentences } from '../text/sentences';
import { coverage, stem, stemsMatch } from '../text/stem';
import { numbersIn, STOPWORDS, tokens } from '../text/words';
import { tableRecords } from './evidence';
import type { KnowledgeHit } from './search';
import { assertedText, documentStatements, leadInSentences } from './statements';

/** Share of a claim's content words its cited statements must carry. */
export const MIN_CLAIM_COVERAGE = 0.6;

/** The sentences of a hit the company states (a fact, approved wording or a deal term is one), examples left out. */
export function statementsOf(hit: Pick<KnowledgeHit, 'kind' | 'text' | 'heading'>): string[] {
  if (hit.kind !== 'passage') return [hit.text];
  // (read as the answerer reads them, so a quoted clause is never its own unsupported claim)
  const { sentences, stated } = documentStatements(hit.text, hit.heading);
  // a table row the answerer quotes whole ("Plan: Enterprise; RPO: 15 minutes; …") is stated too: drafting had
  // refused every row the answerer gave (new-user trial 25: the RPO and RTO by plan)
  // (a lead-in with the items its sentence goes on with, as the answerer quotes it)
  const leadIns = [...leadInSentences(sentences, stated).values()];
  return [...sentences.filter((_, i) => stated[i]).map(assertedText), ...leadIns.map(assertedText), ...tableRecords(hit)];
}

/** A bare choice or a pointer states nothing to support ("Yes.", "N/A", "See below."). */
const BARE = /^(?:yes|no|n\/?a|na|not applicable|s[ií]|see (?:below|above|attached))\W*$/i;

/**
 * The sentences of `answer` (with [n] markers) that what they cite does not support; empty when all are supported.
 * A sentence without a marker is checked against every cited hit of the answer, unless `marksRequired` (a person's
 * edit: every claim must say what it rests on), when it is unsupported; so is a marker that is not among the hits.
 */
/** A sentence of an answer as a claim: its citation markers removed, spaces before punctuation closed. */
function claimOf(sentence: string): string {
  return sentence
    .replace(/\s*\[\d+\]/g, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

/**
 * The sentences of an answer, with each marker kept on the sentence it closes; a semicolon joins, not ends (a table row
 * quoted whole, "Plan: Enterprise; RPO: 15 minutes; … [1].", is one claim).
 */
function answerSentences(answer: string): string[] {
  return splitSentences(answer.replace(/\s*(\[\d+\])/g, ' $1'), { semicolons: false });
}

/**
 * The answer with `marker` put at the end of the sentence whose claim is `claim` (before its full stop): a sentence
 * of a person's edit cited after the fact. The answer as it was when no sentence makes that claim.
 */
export function markClaim(answer: string, claim: string, marker: string): string {
  const sentences = answerSentences(answer);
  const at = sentences.findIndex((s) => claimOf(s) === claim);
  if (at < 0) return answer;
  const sentence = sentences[at] as string;
  const marked = /[.!?]$/.test(sentence) ? `${sentence.slice(0, -1)} ${marker}${sentence.slice(-1)}` : `${sentence} ${marker}`;
  // the marker goes into the answer as the person wrote it, line breaks and all (new-user trial 19 lost them); only
  // where the sentence cannot be found as written is the answer rebuilt from its sentences
  let from = 0;
  for (const before of sentences.slice(0, at)) {
    const k = answer.indexOf(before, from);
    if (k >= 0) from = k + before.length;
  }
  const pos = answer.indexOf(sentence, from);
  if (pos >= 0) return answer.slice(0, pos) + marked + answer.slice(pos + sentence.length);
  return sentences.map((s, i) => (i === at ? marked : s)).join(' ');
}

/** The claims of an answer (markers removed) whose sentence cites one of `citations`. */
export function claimsCiting(answer: string, citations: ReadonlySet<number>): string[] {
  return answerSentences(answer)
    .filter((s) => [...s.matchAll(/\[(\d+)\]/g)].some((m) => citations.has(Number(m[1]))))
    .map(claimOf);
}

/** The answer's claims without the ones listed (markers removed), in order: what of an answer its sources support. */
export function claimsWithout(answer: string, left: string[]): string {
  const out = new Set(left);
  return answerSentences(answer)
    .map(claimOf)
    .filter((c) => c !== '' && !out.has(c))
    .join(' ');
}

export function unsupportedClaims(
  answer: string,
  hits: Array<Pick<KnowledgeHit, 'citation' | 'kind' | 'text' | 'heading'>>,
  opts: { marksRequired?: boolean } = {},
): string[] {
  const byCitation = new Map(hits.map((h) => [h.citation, h]));
  const citedAnywhere = [...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const out: string[] = [];
  for (const sentence of answerSentences(answer)) {
    const marks = [...sentence.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    const claim = claimOf(sentence);
    const wanted = contentStems(claim);
    const figures = numbersIn(claim);
    if ((wanted.length === 0 && figures.length === 0) || BARE.test(claim)) continue;
    if (opts.marksRequired && (marks.length === 0 || marks.some((n) => !byCitation.has(n)))) {
      out.push(claim);
      continue;
    }
    const cited = (marks.length > 0 ? marks : citedAnywhere).flatMap((n) => byCitation.get(n) ?? []);
    const statements = cited.flatMap((h) => statementsOf(h).map((s) => `${h.kind === 'passage' ? '' : h.heading} ${s}`));
    const stated = new Set(statements.flatMap((s) => numbersIn(s)));
    const covered =
      wanted.length === 0 ||
      coverage(
        wanted,
        statements.flatMap((s) => contentStems(s)),
      ) >= MIN_CLAIM_COVERAGE;
    if (!covered || figures.some((n) => !stated.has(n)) || otherInSlot(wanted, claim, statements)) out.push(claim);
  }
  return out;
}

/**
 * Whether the statements put another word where the claim puts one of its own: the claim's word is not in them, and
 * they hold the same two words before it (or after it) with a different word there. "Passwords are hashed with
 * bcrypt" against "Passwords are hashed with SHA-512" shares most of its words, so coverage passed it (new-user trial
 * 19); the slot after "hashed with" says which algorithm, and the statement fills it otherwise.
 */
function otherInSlot(wanted: string[], claim: string, statements: string[]): boolean {
  const have = statements.flatMap((st) => contentStems(st));
  const missing = new Set(wanted.filter((w) => !have.some((h) => stemsMatch(w, h))));
  if (missing.size === 0) return false;
  const words = tokens(claim);
  const stems = words.map(stem);
  const said = statements.map((st) => tokens(st).map(stem));
  for (const [i, word] of stems.entries()) {
    if (!missing.has(word)) continue;
    for (const side of [-1, 1] as const) {
      const context = side < 0 ? stems.slice(Math.max(0, i - 2), i) : stems.slice(i + 1, i + 3);
      if (context.length < 2) continue;
      for (const st of said)
        for (let j = 0; j + 2 <= st.length; j++) {
          if (st[j] !== context[0] || st[j + 1] !== context[1]) continue;
          const there = side < 0 ? st[j + 2] : st[j - 1];
          if (there !== undefined && there !== word && !STOPWORDS.has(there)) return true;
        }
    }
  }
  return false;
}
