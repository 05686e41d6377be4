// One-time code checks (limited attempts, then locked) and resends (cooldown, capped), each in the audit trail.
import * as store from '../../store/signing';
import type { AppContext } from '../context';
import { randomToken } from '../ids';
import { sendMail } from '../mail/send';
import { signingMessage } from './email';
import { type OpenLink, recordEvent, type Visitor } from './link';
import { counterparty, signLink } from './requests';
import { STRINGS } from './strings';
import { codeMatches, hashCode, hashSession, newCode } from './token';

export const MAX_CODE_FAILURES = 5;
export const RESEND_COOLDOWN_MS = 60_000;
export const MAX_RESENDS = 3;

export type CodeOutcome = { ok: true; session: string } | { ok: false; left: number; locked: boolean; used: boolean };

export function checkCode(ctx: AppContext, link: OpenLink, code: string, visitor: Visitor): CodeOutcome {
  return ctx.db
    .transaction((): CodeOutcome => {
      const request = store.getRequest(ctx.db, link.request.id) as store.RequestRow;
      const now = ctx.clock.now();
      if (request.code_locked_at !== null) return { ok: false, left: 0, locked: true, used: false };
      if (request.code_hash === null)
        return { ok: false, left: MAX_CODE_FAILURES - request.code_failures, locked: false, used: true };
      if (codeMatches(ctx.signingSecret, request.id, code, request.code_hash)) {
        const session = randomToken(32);
        // the code is spent; the browser that entered it carries the session from here
        store.updateRequest(ctx.db, request.id, {
          code_hash: null,
          code_verified_at: now,
          session_hash: hashSession(ctx.signingSecret, request.id, session),
        });
        recordEvent(ctx, link, 'code_checked', visitor, { ok: true });
        return { ok: true, session };
      }
      const after = store.countCodeFailure(ctx.db, request.id, { max: MAX_CODE_FAILURES, now });
      const locked = after.code_locked_at !== null;
      recordEvent(ctx, link, 'code_checked', visitor, { ok: false, failures: after.code_failures, locked });
      return { ok: false, left: Math.max(0, MAX_CODE_FAILURES - after.code_failures), locked, used: false };
    })
    .immediate();
}

export type ResendOutcome = 'sent' | 'wait' | 'limit' | 'failed' | 'locked';

/** Emails a fresh code (the earlier one stops working); the link itself stays the same. */
export async function resendCode(
  ctx: AppContext,
  link: OpenLink,
  a: { token: string; visitor: Visitor },
): Promise<{ outcome: ResendOutcome; waitSeconds: number }> {
  const request = store.getRequest(ctx.db, link.request.id) as store.RequestRow;
  const now = ctx.clock.now();
  if (request.code_locked_at !== null) return { outcome: 'locked', waitSeconds: 0 };
  if (request.code_resends >= MAX_RESENDS) return { outcome: 'limit', waitSeconds: 0 };
  const readyAt = (request.code_sent_at ?? 0) + RESEND_COOLDOWN_MS;
  if (now < readyAt) return { outcome: 'wait', waitSeconds: Math.ceil((readyAt - now) / 1000) };
  // claim the resend before mailing, so two quick clicks send one code
  if (!store.claimResend(ctx.db, request.id, { now, seenResends: request.code_resends }))
    return { outcome: 'wait', waitSeconds: Math.ceil(RESEND_COOLDOWN_MS / 1000) };
  const code = newCode();
  const s = STRINGS[link.lang];
  const status = await sendMail(
    ctx,
    signingMessage(s, {
      to: request.email,
      name: request.name,
      link: signLink(ctx, a.token),
      code,
      hours: Math.max(1, Math.round((request.expires_at - now) / 3_600_000)),
      docType: link.proposal.fields.docType,
      number: link.proposal.number,
      counterparty: counterparty(ctx, link.proposal, request.party, link.proposal.signing.cust.signer_name),
      countersign: request.party === 'luc',
    }),
  );
  if (status === 'sent') store.updateRequest(ctx.db, request.id, { code_hash: hashCode(ctx.signingSecret, request.id, code) });
  recordEvent(ctx, link, 'code_resent', a.visitor, { mail_status: status });
  return { outcome: status === 'sent' ? 'sent' : 'failed', waitSeconds: 0 };
}
