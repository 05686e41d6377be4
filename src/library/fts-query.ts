// The keyword index's query: free user text turned into a safe FTS5 expression.
import { fold, STOPWORDS, searchTokens } from '../text/words';

/**
 * Every token is double-quoted (so AND, NEAR, "-" or ":" are just words), stopwords are dropped unless nothing else
 * is left, and hyphenated or dotted compounds (ISO-9001, e-mail) also count as a phrase. Null when the query holds
 * no word at all.
 */
export function buildMatchQuery(query: string, maxTerms = 32): string | null {
  const words = searchTokens(query);
  if (words.length === 0) return null;
  const content = words.filter((t) => !STOPWORDS.has(t));
  const terms = [...new Set(content.length > 0 ? content : words)].slice(0, maxTerms).map((t) => `"${t}"`);
  const compounds = fold(query).match(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu) ?? [];
  for (const c of new Set(compounds)) terms.push(`"${c.split(/[-./]/).join(' ')}"`);
  return terms.join(' OR ');
}
