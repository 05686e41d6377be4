// Which sentences of a requirement's answer its cited sources do not support: the knowledge engine's claim check,
// over the sources kept with the requirement, with every claim required to cite (a person's edit says what it rests on).
import { unsupportedClaims } from '../knowledge/support';
import type { StoredSource } from './views';

export type CitedText = Pick<StoredSource, 'citation' | 'kind' | 'text' | 'heading'>;

/** The sentences (markers removed) that cite nothing, cite a number that is not a source, or their sources do not state. */
export function unverifiedClaims(response: string, sources: CitedText[]): string[] {
  // the account's own name or signer is checked as a fact is: its value, under what it is
  const checked = sources.map((s) => ({ ...s, kind: s.kind === 'account' ? ('fact' as const) : s.kind }));
  return unsupportedClaims(response, checked, { marksRequired: true });
}
