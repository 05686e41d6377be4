// Issuing a party's signing request (link, code) and emailing it: the one mechanism for customer and countersigner.
import { getAccount } from '../../store/accounts';
import type { Proposal } from '../../store/proposals';
import * as store from '../../store/signing';
import type { AppContext } from '../context';
import { newId } from '../ids';
import { type MailStatus, sendMail } from '../mail/send';
import { signingMessage } from './email';
import { pageLang, STRINGS } from './strings';
import { hashCode, makeLinkToken, newCode } from './token';

export interface Issued {
  request: store.RequestRow;
  link: string;
  /** The code in clear, only until it is emailed; null when no mail can carry it. */
  code: string | null;
}

export function signLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/sign/${token}`;
}

/** Creates the request row (call inside the transaction that opens the round or records the first signature). */
export function issueRequest(
  ctx: AppContext,
  a: { round: store.RoundRow; party: store.Party; email: string; name: string | null; title: string | null; now: number },
): Issued {
  const id = newId('sgn');
  const expiresAt = a.now + ctx.config.signLinkHours * 3_600_000;
  // a code only helps when email carries it; without mail the link alone is the credential
  const code = ctx.config.smtp ? newCode() : null;
  store.insertRequest(ctx.db, {
    id,
    round_id: a.round.id,
    party: a.party,
    email: a.email,
    name: a.name,
    title: a.title,
    expires_at: expiresAt,
    code_hash: code ? hashCode(ctx.signingSecret, id, code) : null,
    created_at: a.now,
  });
  const token = makeLinkToken(ctx.signingSecret, { requestId: id, expiresAt });
  return { request: store.getRequest(ctx.db, id) as store.RequestRow, link: signLink(ctx, token), code };
}

/** The name the emails give the other side: the company for a customer, the customer for the countersigner. */
export function counterparty(ctx: AppContext, proposal: Proposal, party: store.Party, signerName: string | null): string {
  if (party === 'luc') return signerName || proposal.fields.custName || proposal.fields.custEmail || 'The customer';
  return getAccount(ctx.db, proposal.accountId)?.name ?? 'Bidsmith';
}

/**
 * Emails the link (and code) and records the outcome; when the mail did not go out the code is dropped,
 * so the link works without one (and the signature is recorded as not authenticated).
 */
export async function deliverRequest(
  ctx: AppContext,
  a: {
    issued: Issued;
    round: store.RoundRow;
    proposal: Proposal;
    customerSigner?: string | null;
    actor: Record<string, unknown>;
  },
): Promise<MailStatus> {
  const { request, link, code } = a.issued;
  const s = STRINGS[pageLang(a.round.lang)];
  const message = signingMessage(s, {
    to: request.email,
    name: request.name,
    link,
    code,
    hours: ctx.config.signLinkHours,
    docType: a.proposal.fields.docType,
    number: a.proposal.number,
    counterparty: counterparty(ctx, a.proposal, request.party, a.customerSigner ?? null),
    countersign: request.party === 'luc',
  });
  const status = await sendMail(ctx, message);
  const codeSent = status === 'sent' && code !== null;
  ctx.db.transaction(() => {
    store.updateRequest(ctx.db, request.id, {
      mail_status: status,
      ...(codeSent ? {} : { code_hash: null, code_sent_at: null }),
    });
    store.insertEvent(ctx.db, {
      round_id: a.round.id,
      request_id: request.id,
      party: request.party,
      kind: 'sent',
      at: ctx.clock.now(),
      ip: null,
      user_agent: null,
      detail: { ...a.actor, to: request.email, mail_status: status, one_time_code: codeSent },
    });
  })();
  return status;
}
