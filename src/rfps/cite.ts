// Citing what an answer rests on: sentences numbered [1], [2]… in order of first mention, and the sources kept
// with what each said (edits are checked against that text later), plus what each cites for stale flags.
import type { Citation } from '../../store/rfps';
import type { KnowledgeHit } from '../knowledge/search';
import type { StoredSource } from './views';

/** Renumbers the cited hits 1..k in order of first mention; each piece becomes one sentence ending in its markers. */
export function citeHits(pieces: Array<{ text: string; hits: KnowledgeHit[] }>): { response: string; sources: StoredSource[] } {
  const order: KnowledgeHit[] = [];
  const parts = pieces.map(({ text, hits }) => {
    const marks = hits.map((hit) => {
      let n = order.indexOf(hit) + 1;
      if (n === 0) n = order.push(hit);
      return `[${n}]`;
    });
    const sentence = text.trim().replace(/[.!?;:,]+$/, '');
    return `${sentence} ${marks.join('')}.`;
  });
  const sources = order.map((h, i) => ({
    citation: i + 1,
    source_name: h.source_name,
    heading: h.heading,
    kind: h.kind,
    source_id: h.source_id,
    page: h.page,
    text: h.text,
  }));
  return { response: parts.join(' '), sources };
}

/** What each source points at, for flagging the answer stale when it changes. */
export function citationsOf(sources: StoredSource[]): Citation[] {
  return sources.map((s) => ({
    kind: s.kind === 'fact' ? 'fact' : s.kind === 'deal' ? 'deal' : 'source',
    targetId: s.source_id,
  }));
}
