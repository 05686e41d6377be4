// Which sentences of an answer its cited sources do not support: every claim must rest on what it cites.
import { contentStems } from '../text/content';
import { splitSentences } from '../text/sentences';
import { coverage } from '../text/stem';
import { numbersIn } from '../text/words';

/** Share of a sentence's content words its cited sources must hold. */
export const MIN_SUPPORT = 0.6;

export interface CitedText {
  citation: number;
  text: string;
}

/** A bare choice or a pointer is not a claim ("Yes.", "N/A", "See below"). */
function isClaim(sentence: string): boolean {
  return contentStems(sentence).filter((s) => !/^(?:yes|no|n\/a|na|si|see|below|above|attached)$/.test(s)).length > 0;
}

/**
 * The sentences (markers removed) that cite nothing, cite a number that is not a source, state a figure no cited
 * source states, or whose words the cited sources mostly lack.
 */
export function unverifiedClaims(response: string, sources: CitedText[]): string[] {
  const byCitation = new Map(sources.map((s) => [s.citation, s.text]));
  const out: string[] = [];
  for (const sentence of splitSentences(response)) {
    const plain = sentence.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '').trim();
    if (!isClaim(plain)) continue;
    const cited = [...sentence.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((n) => Number(n)),
    );
    const texts = cited.map((n) => byCitation.get(n));
    if (cited.length === 0 || texts.some((t) => t === undefined)) {
      out.push(plain);
      continue;
    }
    const evidence = texts.join(' ');
    const figures = new Set(numbersIn(evidence));
    const figuresOk = numbersIn(plain).every((n) => figures.has(n));
    if (!figuresOk || coverage(contentStems(plain), contentStems(evidence)) < MIN_SUPPORT) out.push(plain);
  }
  return out;
}
