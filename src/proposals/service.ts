// Proposal operations behind the tools: view and summary shapes, drafting, and versioned edits.

import type { Proposal } from '../../store/proposals';
import * as store from '../../store/proposals';
import type { AppContext } from '../context';
import { AppError, invalid, notFound } from '../errors';
import { decimalsError, discountLinesError, overflowError, validityProblem } from './bounds';
import { draftFromNotes, todayOf } from './draft';
import { unshownWarning } from './pdf';
import type { Discount, DocLang, LineItem, ProposalFields } from './schema';
import { emptySigning, ProposalSummary, ProposalView } from './schema';
import { computeTotals } from './totals';

const iso = (ms: number) => new Date(ms).toISOString();

/** The currency codes a proposal may carry: ISO 4217 as the runtime knows it, and the funds codes it leaves out (CLF…). */
const CURRENCIES = new Set([
  ...Intl.supportedValuesOf('currency'),
  ...'CLF COU BOV MXV UYI UYW CHE CHW USN XDR XAU XAG XPT XPD XSU XUA VED SLE'.split(' '),
]);

export function toView(p: Proposal): ProposalView {
  return {
    number: p.number,
    status: p.status,
    version: p.version,
    fields: p.fields,
    lineItems: p.lineItems,
    discounts: p.discounts,
    multiYear: p.multiYear,
    totals: computeTotals(p),
    signing: p.signing,
    sources: p.sources,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}

export function toSummary(p: Proposal): ProposalSummary {
  const totals = computeTotals(p);
  return {
    number: p.number,
    doc_type: p.fields.docType,
    customer: p.fields.custName,
    status: p.status,
    y1_total: totals.y1.total,
    y2_total: totals.y2.total,
    currency: totals.currency,
    version: p.version,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}

/** The proposal with this number in the account, or 404 (also for another account's number). */
export function requireProposal(ctx: AppContext, accountId: string, number: string): Proposal {
  const p = store.getProposal(ctx.db, accountId, number);
  if (!p) throw notFound(`proposal numbered ${number}`);
  return p;
}

/** Drafts from notes and saves it; `warnings` tell what the engine could not read with confidence or was out of bounds. */
export async function createDraft(
  ctx: AppContext,
  a: { accountId: string; notes: string; lang: DocLang; companyName: string },
): Promise<{ proposal: Proposal; warnings: string[] }> {
  const { draft, warnings, engine } = await draftFromNotes(ctx, a);
  const now = ctx.clock.now();
  const content = { ...draft, signing: emptySigning(), notes: a.notes, engine };
  assertReadable({
    ...content,
    id: '',
    accountId: a.accountId,
    number: 'P-0000',
    status: 'draft',
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  const proposal = store.insertProposal(ctx.db, { accountId: a.accountId, ...content, now });
  // what the PDF would print as empty boxes (a name in Japanese, Arabic), said now rather than found on the PDF
  const unshown = await ctx.compute.run('unshownText', { proposal: toView(proposal), companyName: a.companyName });
  const blank = unshownWarning(unshown);
  return { proposal, warnings: blank ? [...warnings, blank] : warnings };
}

/**
 * Refuses (422, nothing saved) a proposal that would not read back: its view and summary must pass the schemas every
 * read is checked against. The bounds should make this unreachable; it stands guard for the cases they miss.
 */
function assertReadable(p: Proposal): void {
  let problem: string | undefined;
  try {
    const view = ProposalView.safeParse(toView(p));
    const summary = ProposalSummary.safeParse(toSummary(p));
    const issue = (view.success ? undefined : view.error.issues[0]) ?? (summary.success ? undefined : summary.error.issues[0]);
    if (issue) problem = `${issue.path.join('.')}: ${issue.message}`;
  } catch (err) {
    problem = err instanceof Error ? err.message : String(err);
  }
  if (problem !== undefined) {
    throw new AppError('unprocessable', `The proposal would not read back (${problem.slice(0, 200)}); nothing was saved.`);
  }
}

export interface ProposalPatch {
  fields?: Partial<ProposalFields>;
  lineItems?: LineItem[];
  discounts?: Discount[];
  multiYear?: boolean;
  version?: number;
  /** Edit even though the customer has signed and the countersignature is pending (that signature is then void). */
  void_signature?: boolean;
}

/**
 * Merges fields, replaces line items and discounts whole, sets multiYear; all or nothing, in one transaction.
 * A stale version or a signed proposal answers 409. The status never changes here.
 */
export function editProposal(ctx: AppContext, a: { accountId: string; number: string; patch: ProposalPatch }): Proposal {
  const { patch } = a;
  return ctx.db
    .transaction(() => {
      const current = requireProposal(ctx, a.accountId, a.number);
      if (current.status === 'signed') {
        throw new AppError('conflict', `Proposal ${current.number} is signed and can no longer be edited.`, {
          status: current.status,
        });
      }
      if (patch.version !== undefined && patch.version !== current.version) {
        const why =
          patch.version > current.version
            ? `has no version ${patch.version} yet; it is at version ${current.version}`
            : `changed since version ${patch.version}; it is now at version ${current.version}`;
        throw new AppError('conflict', `Proposal ${current.number} ${why}. Read it again and reapply the edit.`, {
          current_version: current.version,
        });
      }
      const nothing = patch.fields === undefined && !patch.lineItems && !patch.discounts && patch.multiYear === undefined;
      if (nothing) return current;
      // the customer's signature on this version waits for the company's: an edit would void it without a word
      // (new-user trial 18), so it is refused unless asked for
      const cust = current.signing.cust;
      if (current.status === 'sent' && cust?.completed_at && !patch.void_signature) {
        throw new AppError(
          'conflict',
          `Proposal ${current.number} was signed by the customer (${cust.signer_name ?? cust.email}, ${cust.completed_at}) and waits for the company's countersignature. An edit would void that signature: the countersignature link stops working and the customer must sign the new version. Countersign it first, or pass void_signature: true to edit anyway.`,
          { field: 'void_signature' },
        );
      }
      const next = {
        fields: { ...current.fields, ...patch.fields },
        lineItems: patch.lineItems ?? current.lineItems,
        discounts: patch.discounts ?? current.discounts,
        multiYear: patch.multiYear ?? current.multiYear,
      };
      const validity = patch.fields?.validUntil ? validityProblem(patch.fields.validUntil, todayOf(current.createdAt)) : null;
      if (validity) throw invalid('fields.validUntil', validity);
      // a currency is an ISO 4217 code ("EUR"), or empty: a typo ("EURO", "ZZZ") would be printed on the document
      const currency = patch.fields?.currency?.trim();
      if (currency && !CURRENCIES.has(currency.toUpperCase()))
        throw invalid(
          'fields.currency',
          `"${currency.slice(0, 20)}" is not an ISO 4217 currency code (e.g. USD, EUR, MXN); "" leaves it unset.`,
        );
      if (currency && patch.fields) patch.fields.currency = currency.toUpperCase();
      const blameCurrency = !patch.lineItems && patch.fields?.currency !== undefined;
      const overflow = overflowError({ lineItems: next.lineItems, currency: next.fields.currency, blameCurrency });
      if (overflow) throw overflow;
      const decimals = decimalsError({
        lineItems: next.lineItems,
        discounts: next.discounts,
        currency: (next.fields.currency ?? '').toUpperCase(),
        blameCurrency: !patch.lineItems && !patch.discounts && patch.fields?.currency !== undefined,
      });
      if (decimals) throw decimals;
      const keptFrom = patch.lineItems && !patch.discounts ? current.lineItems.length : undefined;
      const lines = discountLinesError({ lineItems: next.lineItems, discounts: next.discounts, keptFrom });
      if (lines) throw lines;
      assertReadable({ ...current, ...next });
      const updated = store.updateProposalContent(ctx.db, {
        id: current.id,
        expectedVersion: current.version,
        ...next,
        now: ctx.clock.now(),
      });
      if (!updated) throw new AppError('conflict', `Proposal ${current.number} changed while it was being edited; retry.`);
      return updated;
    })
    .immediate();
}
