// Gaps: the facts open RFP responses still need, one per missing fact across responses (grouped by topic), each with
// the requirements waiting on it. Teaching the fact (any way) redrafts those requirements, which clears the gap.
import { z } from 'zod';
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { boilerplateStems, sameTopic, topicCovers, topicOf } from '../knowledge/topics';
import { contentStems } from '../text/content';
import { coverage } from '../text/stem';
import { storedSources } from './views';

export const GapView = z.object({
  key: z.string().describe('Stable key of the missing fact (its topic); the same fact asked by several responses is one gap.'),
  question: z.string().describe('The missing fact as a short question a colleague could answer.'),
  waiting: z.number().int().describe('How many requirements wait on it.'),
  requirements: z
    .array(
      z.object({
        rfp_id: z.string().describe('RFP response id.'),
        rfp_name: z.string().describe('RFP response name.'),
        requirement_id: z.string().describe('Requirement id.'),
        ref: z.string().describe("The requirement's ref in its document."),
        needs_input: z.string().describe('The question as this requirement asks it.'),
      }),
    )
    .describe('The requirements waiting on this fact, oldest response first.'),
});
export type GapView = z.infer<typeof GapView>;

function sameGap(a: string, b: string, common?: ReadonlySet<string>): boolean {
  return a === b || (a.startsWith('g:') && b.startsWith('g:') && sameTopic(a, b, common));
}

export function listGaps(ctx: AppContext, accountId: string): GapView[] {
  const gaps: GapView[] = [];
  const waiting = store.waitingRequirements(ctx.db, accountId);
  // the words every question of a template shares never make two of its questions one gap
  const common = boilerplateStems(waiting.map((r) => r.gap_key as string));
  for (const r of waiting) {
    const key = r.gap_key as string;
    let gap = gaps.find((g) => sameGap(g.key, key, common));
    if (!gap) {
      gap = { key, question: r.needs_input as string, waiting: 0, requirements: [] };
      gaps.push(gap);
    }
    gap.waiting++;
    gap.requirements.push({
      rfp_id: r.rfp_id,
      rfp_name: r.rfp_name,
      requirement_id: r.id,
      ref: r.ref,
      needs_input: r.needs_input as string,
    });
  }
  return gaps.sort((a, b) => b.waiting - a.waiting);
}

/** Share of a gap question's content words a new fact must hold to be worth a redraft, when topics differ. */
const FACT_OVERLAP = 0.5;

/**
 * The waiting requirements a newly taught fact may answer: same topic as their gap, a question on the fact's concept
 * that is a gap of its own ("Will you sign a HIPAA BAA?" is worth a redraft when a HIPAA fact is taught), or most of
 * the gap's words. The redraft decides; this only picks what is worth redrafting.
 */
export function waitingOn(
  ctx: AppContext,
  accountId: string,
  facts: Array<{ topicKey: string; text: string }>,
): store.RequirementRow[] {
  return store.waitingRequirements(ctx.db, accountId).filter((r) => {
    let onConcept: string | undefined | null = null; // worked out once, and only when needed
    const concept = () => {
      if (onConcept === null) onConcept = topicOf(r.text)?.key;
      return onConcept;
    };
    return facts.some(
      (f) =>
        sameGap(f.topicKey, r.gap_key as string) ||
        topicCovers(r.gap_key as string, f.topicKey) ||
        coverage(contentStems(r.needs_input as string), contentStems(f.text)) >= FACT_OVERLAP ||
        (!f.topicKey.startsWith('g:') && concept() !== undefined && topicCovers(concept() as string, f.topicKey)),
    );
  });
}

/**
 * Share of an answered question's words a new fact must hold to flag it: more than for a redraft (which decides by
 * itself), as a flag stays until a person acts ("…TLS 1.2 or higher" shares "customer" and "higher" with "Do you
 * have existing higher education customers?", half its words).
 */
const SPOKEN_OVERLAP = 2 / 3;

/**
 * The drafted or approved answers a newly taught fact speaks to but does not cite: their question is on its topic, or
 * the fact holds most of their question's words ("We do not have a data protection officer." and "Do you have a DPO?").
 */
export function answersSpokenTo(
  ctx: AppContext,
  accountId: string,
  fact: { id: string; topicKey: string; text: string },
): store.RequirementRow[] {
  const said = contentStems(fact.text);
  return store.answeredRequirements(ctx.db, accountId).filter((r) => {
    // already flagged (its own fact replaced, say): that first reason stands
    if (r.stale_reason !== null || storedSources(r).some((s) => s.kind === 'fact' && s.source_id === fact.id)) return false;
    const asked = topicOf(r.text)?.key;
    return (
      (asked !== undefined && (sameGap(fact.topicKey, asked) || topicCovers(asked, fact.topicKey))) ||
      coverage(contentStems(r.text), said) >= SPOKEN_OVERLAP
    );
  });
}
