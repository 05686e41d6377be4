// Text normalisation shared by indexing and search: accent folding, word tokens, and the escaped FTS5 query.

/** Lower-cases and strips diacritics (canción → cancion, Ñ → n) so Spanish and English match either spelling. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function wordTokens(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Function words of English and Spanish: they match nearly every passage, so they only cost time and add noise.
const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have how i if in into is it its of on or our so such that the their then there these they this to was we were what when where which who why will with you your does do can ' +
    'al como con de del el en es esta este la las lo los mas o para pero por que se sin sobre su sus un una uno y ya le les nos hay ser son'
  ).split(' '),
);

/**
 * Turns free user text into a safe FTS5 expression: every token is double-quoted (so AND, NEAR, "-" or ":" are just
 * words), stopwords are dropped unless nothing else is left, and hyphenated or dotted compounds (ISO-9001, e-mail)
 * also count as a phrase. Returns null when the query holds no word at all.
 */
export function buildMatchQuery(query: string, maxTerms = 32): string | null {
  const tokens = wordTokens(query);
  if (tokens.length === 0) return null;
  const content = tokens.filter((t) => !STOPWORDS.has(t));
  const terms = [...new Set(content.length > 0 ? content : tokens)].slice(0, maxTerms).map((t) => `"${t}"`);
  const compounds = foldText(query).match(/[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu) ?? [];
  for (const c of new Set(compounds)) terms.push(`"${c.split(/[-./]/).join(' ')}"`);
  return terms.join(' OR ');
}
