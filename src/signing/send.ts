// send_proposal's logic: the checks in the spec's order, a new signing round, the customer's link and email.

import { z } from 'zod';
import type { Proposal } from '../../store/proposals';
import * as proposals from '../../store/proposals';
import * as store from '../../store/signing';
import { assertCanSend, recordSend } from '../accounts/allowance';
import type { ToolContext } from '../context';
import { AppError, notFound } from '../errors';
import { newId, sha256Hex } from '../ids';
import type { MailStatus } from '../mail/send';
import { unshownWarning } from '../proposals/pdf';
import { toView } from '../proposals/service';
import { fold } from '../text/words';
import { renderDocument } from './document';
import { offerLapsed } from './link';
import { deliverRequest, type Issued, issueRequest } from './requests';

export interface SendInput {
  number: string;
  customer_email: string;
  customer_name?: string | undefined;
  customer_title?: string | undefined;
}

export interface SendResult {
  status: 'sent';
  signing: { emailed: boolean; mail_status: MailStatus; one_time_code: boolean; expires_in_hours: number; link: string };
  warnings: string[];
}

function alreadySigned(number: string): AppError {
  return new AppError('conflict', `Proposal ${number} is already signed; a signed proposal cannot be sent again.`, {
    status: 'signed',
  });
}

/**
 * Order of checks: the proposal exists (404), is not signed (409), the allowance has room (402) — all before any
 * email. Then one transaction closes earlier links, opens the round, counts the send and sets status sent.
 */
export async function sendProposal(ctx: ToolContext, input: SendInput): Promise<SendResult> {
  const { account, user } = ctx.caller;
  const proposal = proposals.getProposal(ctx.db, account.id, input.number);
  if (!proposal) throw notFound(`proposal numbered ${input.number}`);
  if (proposal.status === 'signed') throw alreadySigned(proposal.number);
  // the countersigner is asked after the customer signs: an address no mail can reach would strand the signature
  const countersigner = proposal.fields.lucEmail.trim();
  // (the request is sound; the proposal is not ready to send: 409, naming the field to fix)
  if (countersigner && !z.email().safeParse(countersigner).success)
    throw new AppError(
      'conflict',
      `Proposal ${proposal.number}'s fields.lucEmail "${countersigner.slice(0, 80)}" is not an email address, and the company signer is asked to countersign there after the customer signs. Correct it (update_proposal) or clear it, then send.`,
      { field: 'fields.lucEmail' },
    );
  assertCanSend(ctx.db, account, ctx.clock.now());
  const pending = store.latestRound(ctx.db, account.id, proposal.id);
  if (pending && awaitsCountersignature(ctx, pending, proposal)) return resendCountersignature(ctx, pending, proposal);
  // an offer past its validity would reach the customer already expired (dated after its own "Valid until")
  if (offerLapsed(proposal.fields.validUntil, ctx.clock.now()))
    throw new AppError(
      'conflict',
      `Proposal ${proposal.number}'s fields.validUntil (${proposal.fields.validUntil}) has passed: the customer would receive an offer that has already expired, and could not sign it. Set a later validUntil (update_proposal), then send.`,
      { field: 'fields.validUntil' },
    );
  const document = await renderDocument(ctx, proposal);
  const now = ctx.clock.now();
  const opened = ctx.db
    .transaction(() => {
      const current = proposals.getProposalById(ctx.db, proposal.id);
      if (!current || current.status === 'signed') throw alreadySigned(proposal.number);
      if (current.version !== proposal.version) {
        throw new AppError('conflict', `Proposal ${proposal.number} changed while it was being sent; send it again.`);
      }
      assertCanSend(ctx.db, account, now);
      store.supersedeOpenRounds(ctx.db, account.id, proposal.id);
      const round: store.RoundRow = {
        id: newId('rnd'),
        account_id: account.id,
        proposal_id: proposal.id,
        proposal_number: proposal.number,
        proposal_version: proposal.version,
        lang: proposal.fields.docLang,
        status: 'open',
        document,
        document_sha256: sha256Hex(document),
        signed_pdf: null,
        signed_pdf_sha256: null,
        sent_by: user.email,
        created_at: now,
        completed_at: null,
      };
      store.insertRound(ctx.db, round);
      const issued = issueRequest(ctx, {
        round,
        party: 'cust',
        email: input.customer_email,
        name: input.customer_name ?? null,
        title: input.customer_title ?? null,
        now,
      });
      const blank = { method: null, signer_name: null, completed_at: null, authenticated: null };
      proposals.setProposalSigning(ctx.db, {
        id: proposal.id,
        signing: {
          cust: { ...blank, email: input.customer_email },
          luc: { ...blank, email: proposal.fields.lucEmail.trim() || null },
        },
        now,
      });
      proposals.setProposalStatus(ctx.db, { id: proposal.id, status: 'sent', now });
      recordSend(ctx.db, account, now);
      return { round, issued };
    })
    .immediate();
  const mailStatus = await deliverRequest(ctx, {
    ...opened,
    proposal,
    actor: { by: user.email, transport: ctx.transport },
  });
  return sendResult(ctx, mailStatus, opened.issued, await sendWarnings(ctx, proposal, input));
}

/**
 * What the customer now has that may not be what the sender meant (new-user trial 15): names the frozen PDF prints as
 * blanks, and a customer_name other than the signer the document names. Said with the send, which already happened.
 */
async function sendWarnings(ctx: ToolContext, proposal: Proposal, input: SendInput): Promise<string[]> {
  const out: string[] = [];
  const unshown = await ctx.compute.run('unshownText', { proposal: toView(proposal), companyName: ctx.caller.account.name });
  const blank = unshownWarning(unshown);
  if (blank) out.push(`The PDF the customer received prints some text as empty boxes. ${blank}`);
  const signer = proposal.fields.custSigner.trim();
  const named = input.customer_name?.trim() ?? '';
  if (signer && named && fold(signer) !== fold(named))
    out.push(
      `The document's signature block names ${signer} (fields.custSigner), but the mail greets ${named} (customer_name), who signs with the name they type. If ${named} signs for the customer, set fields.custSigner (update_proposal) and send again.`,
    );
  return out;
}

function sendResult(ctx: ToolContext, mailStatus: MailStatus, issued: Issued, warnings: string[] = []): SendResult {
  return {
    status: 'sent',
    signing: {
      emailed: mailStatus === 'sent',
      mail_status: mailStatus,
      one_time_code: mailStatus === 'sent' && issued.code !== null,
      expires_in_hours: ctx.config.signLinkHours,
      link: issued.link,
    },
    warnings,
  };
}

/** The customer has signed this round and the company's countersignature is still missing. */
function awaitsCountersignature(ctx: ToolContext, round: store.RoundRow, proposal: Proposal): boolean {
  return (
    round.status === 'open' &&
    round.proposal_version === proposal.version &&
    store.requestsOfRound(ctx.db, round.id).some((r) => r.party === 'cust' && r.status === 'signed')
  );
}

/**
 * Sending while only the countersignature is missing re-sends the countersignature request to fields.lucEmail
 * (a new link; the earlier one stops working) and keeps the customer's signature. It passes the same checks and is
 * counted like any send. This is how the company signer gets a link when the first email could not be delivered.
 */
async function resendCountersignature(ctx: ToolContext, round: store.RoundRow, proposal: Proposal): Promise<SendResult> {
  const { account, user } = ctx.caller;
  const now = ctx.clock.now();
  const email = proposal.fields.lucEmail.trim();
  if (!email)
    throw new AppError('conflict', `Proposal ${proposal.number} awaits a countersignature but fields.lucEmail is empty.`);
  const issued = ctx.db
    .transaction(() => {
      assertCanSend(ctx.db, account, now);
      store.supersedeOpenRequests(ctx.db, round.id);
      const next = issueRequest(ctx, {
        round,
        party: 'luc',
        email,
        name: proposal.fields.lucSigner.trim() || null,
        title: proposal.fields.lucTitle.trim() || null,
        now,
      });
      recordSend(ctx.db, account, now);
      return next;
    })
    .immediate();
  const mailStatus = await deliverRequest(ctx, {
    issued,
    round,
    proposal,
    customerSigner: proposal.signing.cust.signer_name,
    actor: { by: user.email, transport: ctx.transport, countersignature_resent: true },
  });
  return sendResult(ctx, mailStatus, issued);
}
