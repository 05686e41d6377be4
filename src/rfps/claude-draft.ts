// Drafting with Claude: the requirement and the numbered knowledge go in as data; Claude returns sentences with the
// citations each rests on, a choice and the missing fact. Nothing is kept unchecked: a sentence stays only if the
// sources it cites hold its words and figures, a citation only if it was given, a choice only if the form offers it.
import { z } from 'zod';
import type { AppContext } from '../context';
import { answerQuestion } from '../knowledge/answer';
import { askStructured } from '../language/claude';
import { detectLang } from '../text/words';
import { citeHits } from './cite';
import { unverifiedClaims } from './claims';
import type { DealHit } from './deal';
import type { StoredSource } from './views';

const DraftSchema = z.object({
  supported: z.boolean().describe('True only when the sources state what the company does on this requirement.'),
  sentences: z
    .array(
      z.object({
        text: z.string().describe('One sentence of the answer, in the company voice ("We…"), without citation markers.'),
        citations: z.array(z.number().int()).describe('The source numbers this sentence rests on.'),
      }),
    )
    .describe('The answer, sentence by sentence; empty when unsupported.'),
  choice: z.string().nullable().describe('One of the given choices, exactly as written, when the sources support it; else null.'),
  missing_question: z
    .string()
    .nullable()
    .describe('When unsupported: the missing fact as a short question a colleague could answer; else null.'),
});

const SYSTEM =
  "You draft a company's answer to one requirement of a buyer's RFP or security questionnaire, only from the numbered " +
  'sources given (facts the company taught, approved answers, its documents, the proposal). Every sentence must be ' +
  'stated by the sources it cites; never add figures, certifications or promises they do not state. Definitions, ' +
  "examples and requirements placed on others are not the company's statements. If the sources do not answer the " +
  'requirement, set supported to false and ask for the missing fact as a short question. Choose a value among the ' +
  'given choices only when the sources support it.';

export interface ClaudeDraft {
  supported: boolean;
  response: string;
  sources: StoredSource[];
  choice: string | null;
  missing: string | null;
}

export async function draftWithClaude(
  ctx: AppContext,
  a: { accountId: string; question: string; choices: string[]; deal: DealHit[] },
): Promise<ClaudeDraft> {
  const claude = ctx.claude;
  if (!claude) throw new Error('draftWithClaude needs Claude');
  const lang = detectLang(a.question);
  // the same retrieval as the offline engine (facts, deal, approved wording, passages), but Claude composes
  const { hits } = await answerQuestion({ ...ctx, claude: null }, a.accountId, {
    question: a.question,
    lang,
    extra: a.deal,
    limit: 8,
  });
  if (hits.length === 0) return { supported: false, response: '', sources: [], choice: null, missing: null };
  const out = await askStructured(claude, {
    system: SYSTEM,
    task: `Draft the answer in ${lang === 'es' ? 'Spanish' : 'English'}.${a.choices.length > 0 ? ` Choices: ${JSON.stringify(a.choices)}.` : ''}`,
    data: [
      { tag: 'requirement', text: a.question },
      ...hits.map((h) => ({
        tag: 'source',
        text: h.text,
        attrs: { citation: h.citation, kind: h.kind, name: h.source_name, heading: h.heading },
      })),
    ],
    schema: DraftSchema,
    toolName: 'draft_answer',
  });
  const byCitation = new Map(hits.map((h) => [h.citation, h]));
  const kept = out.sentences.flatMap((s) => {
    const cited = s.citations.filter((c) => byCitation.has(c));
    if (cited.length === 0 || s.text.trim() === '') return [];
    const marked = `${s.text.trim().replace(/[.!?;:]+$/, '')} ${cited.map((c) => `[${c}]`).join('')}.`;
    const hits = cited.flatMap((c) => byCitation.get(c) ?? []);
    // the same check as a person's edit: the cited hits' own statements must hold the sentence's words and figures
    return unverifiedClaims(marked, hits).length === 0 ? [{ text: s.text, hits }] : [];
  });
  if (!out.supported || kept.length === 0) {
    if (out.sentences.length > kept.length) ctx.logger.warn('claude draft sentences its sources do not support were dropped', {});
    return { supported: false, response: '', sources: [], choice: null, missing: out.missing_question?.trim() || null };
  }
  const { response, sources } = citeHits(kept);
  const choice = out.choice !== null && a.choices.includes(out.choice) ? out.choice : null;
  return { supported: true, response, sources, choice, missing: null };
}
