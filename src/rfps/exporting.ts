// Export of an RFP response: its requirements as export sees them, and the file (filled original, response .docx, CSV).
import * as jobs from '../../store/jobs';
import * as store from '../../store/rfps';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { dealTermLabel } from './deal';
import { exportCsv, exportFilled } from './export/index';
import { DRAFT_ALL_JOB } from './job-kinds';
import type { ExportRequirement, RfpFileKind } from './model';
import { readyRfp } from './responses';
import { draftingView, requirementSlots, storedSources, stripMarkers } from './views';

export type ExportFormat = 'filled' | 'csv';
/** all: every answer; reviewed: only answers a person approved, edited or marked na (machine drafts left blank). */
export type ExportAnswers = 'all' | 'reviewed';

/** A response without the markers no source answers to ("[1]" typed in an edit that cites nothing). */
function withoutDanglingMarkers(response: string, citations: Set<number>): string {
  return response
    .replace(/\s*\[(\d+(?:\s*,\s*\d+)*)\]/g, (marker, nums: string) =>
      nums.split(',').every((n) => citations.has(Number(n.trim()))) ? marker : '',
    )
    .replace(/[ \t]+([.,;:])/g, '$1');
}

/** The citation numbers a response's [n] markers name. */
function markedCitations(response: string): Set<number> {
  const out = new Set<number>();
  for (const m of response.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g))
    for (const n of (m[1] ?? '').split(',')) out.add(Number(n.trim()));
  return out;
}

export function exportRequirements(rows: store.RequirementRow[]): ExportRequirement[] {
  return rows.map((r) => {
    const stored = storedSources(r);
    const response = withoutDanglingMarkers(r.response, new Set(stored.map((s) => s.citation)));
    // the sources the written answer cites: a person's rewrite that cites nothing is not printed above the draft's
    // sources (new-user trial 16); a bare choice keeps the sources it was drafted from
    const marked = markedCitations(response);
    const cited = stripMarkers(response) === '' ? stored : stored.filter((s) => marked.has(s.citation));
    return {
      ref: r.ref,
      section: r.section,
      text: r.text,
      status: r.status,
      response,
      answer: stripMarkers(r.response),
      choice: r.choice,
      score: r.score,
      needs_input: r.needs_input,
      partial: r.status === 'drafted' && r.edited === 0 && r.needs_input !== null && stripMarkers(r.response) !== '',
      // (a deal's term by its name a buyer reads, new-user trial 18: "Proposal P-0001 › lineItems" was exported)
      sources: cited.map((s) => ({
        citation: s.citation,
        source_name: s.source_name,
        heading: s.kind === 'deal' ? dealTermLabel(s.heading) : s.heading,
      })),
      slots: requirementSlots(r),
      stale_reason: r.stale_reason,
    };
  });
}

export interface ExportedFile {
  name: string;
  contentType: string;
  data: Uint8Array;
  summary: string;
}

/** Builds the download; a pure transformation of the stored file and answers, so it may run in a worker thread. */
export async function exportRfp(
  ctx: AppContext,
  a: { accountId: string; rfpId: string; format: ExportFormat; answers?: ExportAnswers },
): Promise<ExportedFile> {
  const rfp = readyRfp(ctx, a.accountId, a.rfpId);
  const all = store.allRequirements(ctx.db, rfp.id);
  // only what a person reviewed: a machine draft nobody approved or edited is left blank, as if still open
  const unreviewedDraft = (r: store.RequirementRow) => r.status === 'drafted' && r.edited === 0;
  const heldBack = a.answers === 'reviewed' ? all.filter(unreviewedDraft).length : 0;
  const rows = a.answers === 'reviewed' ? all.map((r) => (unreviewedDraft(r) ? blankDraft(r) : r)) : all;
  const requirements = exportRequirements(rows);
  // (a partial draft, an answer with a part still needing input, is written: it is an answer, and says what it lacks)
  const answered = (r: ExportRequirement) =>
    (r.needs_input === null || r.partial === true) && (r.answer !== '' || r.choice !== null);
  const written = requirements.filter(answered).length;
  const waiting = requirements.filter((r) => r.needs_input !== null && r.partial !== true).length;
  const partial = requirements.filter((r) => r.partial === true).length;
  // answers written although something they cite changed since: said, so nobody sends them unread
  const stale = rows
    .filter((r, i) => r.stale_reason !== null && answered(requirements[i] as ExportRequirement))
    .map((r) => r.ref || r.id);
  const staleNote =
    stale.length > 0
      ? `; ${stale.length} of them stale (what they cite changed since: ${listed(stale)}; redraft or re-approve them)`
      : '';
  // and answers holding sentences their sources do not support (a person's edit, checked when it was saved)
  const unverified = rows
    .filter((r, i) => (JSON.parse(r.unverified_claims) as string[]).length > 0 && answered(requirements[i] as ExportRequirement))
    .map((r) => r.ref || r.id);
  const unverifiedNote =
    unverified.length > 0
      ? `; ${unverified.length} of them with sentences their sources do not support (${listed(unverified)}; check them)`
      : '';
  // and drafts nobody has approved or edited yet: an attestation the reviewer has not read
  const unreviewed = rows.filter(
    (r, i) => r.status === 'drafted' && r.edited === 0 && answered(requirements[i] as ExportRequirement),
  ).length;
  const reviewNote = unreviewed > 0 ? `; ${unreviewed} of them drafts no person has approved or edited yet` : '';
  const heldNote = heldBack > 0 ? `, ${heldBack} drafts no person has reviewed left blank (answers: reviewed)` : '';
  // exported while draft-all still runs: this file holds what was drafted so far (new-user trial 14 got "0 with answers"
  // and no word why)
  const drafting = draftingView(jobs.latestJobFor(ctx.db, rfp.id, DRAFT_ALL_JOB));
  const runningNote = drafting.running
    ? ` Drafting all requirements is still running (${drafting.done} of ${drafting.total} done): this file holds what was drafted so far; export again when get_rfp shows drafting done.`
    : '';
  const partialNote = partial > 0 ? `; ${partial} of them partial (a part still needs input)` : '';
  const counts = `${requirements.length} requirements: ${written} with answers${partialNote}${staleNote}${unverifiedNote}${reviewNote}, ${waiting} still needing input (left blank)${heldNote}`;
  if (a.format === 'csv') {
    const file = exportCsv({ name: rfp.name, requirements });
    return { ...file, summary: `${file.name}: the compliance matrix of ${counts}.${runningNote}` };
  }
  const original = store.getRfpFile(ctx.db, rfp.id);
  if (!original) throw new AppError('gone', 'The uploaded file of this RFP response is no longer available.');
  const file = await exportFilled({ original, kind: rfp.kind as RfpFileKind, name: rfp.name, requirements });
  const notes =
    file.notes.length > 0 ? ` Not written: ${file.notes.slice(0, 5).join('; ')}${file.notes.length > 5 ? '; …' : ''}` : '';
  const own = rfp.kind === 'xlsx' || rfp.kind === 'docx' || file.name.endsWith('.csv');
  const what = own ? "the buyer's file with answers written in" : 'a response document';
  return {
    name: file.name,
    contentType: file.contentType,
    data: file.data,
    summary: `${file.name}: ${what}, ${counts}.${notes}${runningNote}`,
  };
}

/** A machine draft held back from a reviewed-only export: no answer, no choice, no score, no sources. */
function blankDraft(r: store.RequirementRow): store.RequirementRow {
  return {
    ...r,
    status: 'open',
    response: '',
    choice: null,
    score: null,
    sources: '[]',
    unverified_claims: '[]',
    stale_reason: null,
  };
}

/** The first five refs, and an ellipsis when there are more. */
const listed = (refs: string[]) => `${refs.slice(0, 5).join(', ')}${refs.length > 5 ? ', …' : ''}`;
