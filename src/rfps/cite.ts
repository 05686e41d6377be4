// Citing what an answer rests on: sentences numbered [1], [2]… in order of first mention, and the sources kept
// with what each said (edits are checked against that text later), plus what each cites for stale flags.
import type { Citation } from '../../store/rfps';
import type { KnowledgeHit } from '../knowledge/search';
import { splitSentences } from '../text/sentences';
import type { StoredSource } from './views';

/** A table row as the library keeps it: "Column: value; Column: value…". */
const TABLE_ROW = /^[^:;\n]{1,40}: [^;\n]+(?:; [^;\n]+)+$/;

/** A bare choice carries no claim to cite ("Yes.", "N/A."). */
const BARE = /^(?:yes|no|n\/?a|not applicable|si|sí)[.!]?$/i;
/** A sentence ending in an abbreviation's point ("Instructure, Inc.", "Acme Ltd."): the point is the word's. */
export const ABBREVIATION_END =
  /(?:^|[\s,])(?:Inc|Ltd|Co|Corp|Bros|LLC|L\.L\.C|PLC|Pty|GmbH|S\.A|S\.L|S\.A\.S|B\.V|N\.V|S\.R\.L|Ltda|Cía|etc|Jr|Sr|St)\.$/;

/**
 * Renumbers the cited hits 1..k in order of first mention. Every sentence of a piece that states something ends in the
 * piece's markers (a quote of two sentences cites its source twice), so each claim can be checked on its own.
 */
export function citeHits(pieces: Array<{ text: string; hits: KnowledgeHit[]; value?: boolean }>): {
  response: string;
  sources: StoredSource[];
} {
  const order: KnowledgeHit[] = [];
  const parts = pieces.map(({ text, hits, value }) => {
    const marks = hits
      .map((hit) => {
        let n = order.indexOf(hit) + 1;
        if (n === 0) n = order.push(hit);
        return `[${n}]`;
      })
      .join('');
    // a form field's value ("Dana Whitfield", "+1 800 555 0100") is no sentence: no full stop is added to it
    if (value) return `${ABBREVIATION_END.test(text.trim()) ? text.trim() : text.trim().replace(/[.;:,]+$/, '')} ${marks}`;
    // a person's fact with a semicolon is one sentence ("…OpenID Connect; this is configuration…"): not cited apart;
    // nor is a table row quoted whole ("Plan: Enterprise; Recovery point objective (RPO): 15 minutes; …")
    const whole = hits.every((h) => h.kind === 'fact') || TABLE_ROW.test(text.trim());
    return splitSentences(text, { semicolons: !whole })
      .map((sentence) =>
        BARE.test(sentence)
          ? sentence
          : // "Instructure, Inc." keeps its abbreviation's point: "Instructure, Inc. [1]"
            ABBREVIATION_END.test(sentence)
            ? `${sentence} ${marks}`
            : `${sentence.replace(/[.!?;:,]+$/, '')} ${marks}.`,
      )
      .join(' ');
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
  // (the account's own name or signer is read afresh at every draft; it flags nothing)
  return sources
    .filter((s) => s.kind !== 'account')
    .map((s) => ({
      kind: s.kind === 'fact' ? 'fact' : s.kind === 'deal' ? 'deal' : 'source',
      targetId: s.source_id,
    }));
}
