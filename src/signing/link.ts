// From a signing-link token to what the page should show: invalid, expired, replaced, done, code needed, or ready.

import type { Proposal } from '../../store/proposals';
import * as proposals from '../../store/proposals';
import * as store from '../../store/signing';
import type { AppContext } from '../context';
import { type Lang, pageLang } from './strings';
import { checkLinkToken, sessionMatches } from './token';

export interface OpenLink {
  request: store.RequestRow;
  round: store.RoundRow;
  proposal: Proposal;
  lang: Lang;
}

export type LinkState =
  | { kind: 'invalid' }
  | ({ kind: 'expired' } & OpenLink)
  | ({ kind: 'replaced' } & OpenLink)
  | ({ kind: 'changed' } & OpenLink)
  | ({ kind: 'lapsed' } & OpenLink)
  | ({ kind: 'signed' } & OpenLink)
  | ({ kind: 'declined' } & OpenLink)
  | ({ kind: 'locked' } & OpenLink)
  | ({ kind: 'code'; used: boolean } & OpenLink)
  | ({ kind: 'ready'; authenticated: boolean } & OpenLink);

/**
 * Whether an offer's validity has passed: it is valid through its `validUntil` day (UTC), and open-ended without one.
 * An offer past it is neither sent nor signed (new-user trial 15: a customer signed a proposal dated after its own
 * "Valid until").
 */
export function offerLapsed(validUntil: string, now: number): boolean {
  const day = validUntil.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day < new Date(now).toISOString().slice(0, 10);
}

/** Whether a code went out by email for this request (then the signer must enter it before seeing the document). */
export function needsCode(request: store.RequestRow): boolean {
  return request.code_sent_at !== null;
}

/** Loads a link's request, round and proposal; undefined when the token is forged or its rows are gone. */
function load(ctx: AppContext, requestId: string): OpenLink | undefined {
  const request = store.getRequest(ctx.db, requestId);
  const round = request && store.getRound(ctx.db, request.round_id);
  const proposal = round && proposals.getProposalById(ctx.db, round.proposal_id);
  if (!request || !round || !proposal || proposal.accountId !== round.account_id) return undefined;
  return { request, round, proposal, lang: pageLang(round.lang) };
}

export function resolveLink(ctx: AppContext, token: string, session: string | undefined): LinkState {
  const checked = checkLinkToken(ctx.signingSecret, token, ctx.clock.now());
  if (!checked.ok && checked.reason === 'tampered') return { kind: 'invalid' };
  const claims = checked.claims;
  const open = claims && load(ctx, claims.requestId);
  if (!open || open.request.expires_at !== claims.expiresAt) return { kind: 'invalid' };
  const { request, round, proposal } = open;
  // a finished request shows its outcome even after the link's lifetime
  if (request.status === 'signed') return { kind: 'signed', ...open };
  if (request.status === 'declined') return { kind: 'declined', ...open };
  if (!checked.ok) return { kind: 'expired', ...open };
  if (request.status === 'superseded' || round.status === 'superseded') return { kind: 'replaced', ...open };
  if (round.status === 'declined') return { kind: 'declined', ...open };
  if (round.status === 'signed' || proposal.status === 'signed') return { kind: 'signed', ...open };
  if (proposal.version !== round.proposal_version) return { kind: 'changed', ...open };
  // the customer accepts an offer while it stands; the company's countersignature completes one already accepted
  if (request.party === 'cust' && offerLapsed(proposal.fields.validUntil, ctx.clock.now())) return { kind: 'lapsed', ...open };
  if (!needsCode(request)) return { kind: 'ready', authenticated: false, ...open };
  if (session && sessionMatches(ctx.signingSecret, request.id, session, request.session_hash)) {
    return { kind: 'ready', authenticated: true, ...open };
  }
  if (request.code_locked_at !== null) return { kind: 'locked', ...open };
  return { kind: 'code', used: request.code_hash === null, ...open };
}

/** Where a page request came from, for the audit trail. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

export function recordEvent(
  ctx: AppContext,
  link: OpenLink,
  kind: string,
  visitor: Visitor,
  detail: Record<string, unknown> = {},
): void {
  store.insertEvent(ctx.db, {
    round_id: link.round.id,
    request_id: link.request.id,
    party: link.request.party,
    kind,
    at: ctx.clock.now(),
    ip: visitor.ip,
    user_agent: visitor.userAgent,
    detail,
  });
}
