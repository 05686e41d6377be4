// Which sentences of a requirement's answer its cited sources do not support: the knowledge engine's claim check,
// over the sources kept with the requirement, with every claim required to cite (a person's edit says what it rests on).
import type { AppContext } from '../context';
import { searchKnowledge } from '../knowledge/search';
import { markClaim, unsupportedClaims } from '../knowledge/support';
import type { StoredSource } from './views';

export type CitedText = Pick<StoredSource, 'citation' | 'kind' | 'text' | 'heading'>;

/** The sentences (markers removed) that cite nothing, cite a number that is not a source, or their sources do not state. */
export function unverifiedClaims(response: string, sources: CitedText[]): string[] {
  // the account's own name or signer is checked as a fact is: its value, under what it is
  const checked = sources.map((s) => ({ ...s, kind: s.kind === 'account' ? ('fact' as const) : s.kind }));
  return unsupportedClaims(response, checked, { marksRequired: true });
}

/**
 * A person's edit, each sentence its sources do not support cited from what the library holds now when a passage,
 * fact or approved answer there states it: a rewrite from a document's new version rests on that version, which the
 * draft never cited (new-user trial 17: a correct fix of a stale answer stayed "unverified"). Sentences nothing
 * states stay as written, and unverified.
 */
export async function citeEdit(
  ctx: AppContext,
  accountId: string,
  edit: { response: string; sources: StoredSource[]; ownApproval?: string },
): Promise<{ response: string; sources: StoredSource[] }> {
  let { response } = edit;
  const sources = [...edit.sources];
  for (const claim of unverifiedClaims(response, sources)) {
    const hits = await searchKnowledge(ctx, accountId, claim, { limit: EDIT_HITS, companyVoiceOnly: true, fusedOnly: true });
    // (never the requirement's own approved wording: the person's earlier words vouch for nothing new)
    for (const hit of hits.filter((h) => h.id !== edit.ownApproval)) {
      const known = sources.find((s) => s.source_id === hit.source_id && s.text === hit.text);
      const citation = known?.citation ?? sources.length + 1;
      const source: StoredSource = known ?? {
        citation,
        source_name: hit.source_name,
        heading: hit.heading,
        kind: hit.kind,
        source_id: hit.source_id,
        page: hit.page,
        text: hit.text,
      };
      if (unverifiedClaims(`${claim.replace(/[.!?]$/, '')} [${citation}].`, [...sources, source]).length > 0) continue;
      response = markClaim(response, claim, `[${citation}]`);
      if (!known) sources.push(source);
      break;
    }
  }
  return { response, sources };
}

/** Passages looked at to cite one sentence of a person's edit. */
const EDIT_HITS = 3;
