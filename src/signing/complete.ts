// Signing and declining: records the act, asks the company signer to countersign, and seals the signed PDF.
import * as proposals from '../../store/proposals';
import * as store from '../../store/signing';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { sha256Hex } from '../ids';
import { sendMail } from '../mail/send';
import type { SigningEntry } from '../proposals/schema';
import type { CertificateEvent, CertificateSigner } from './certificate';
import { escapeHtml } from './html';
import { type OpenLink, recordEvent, type Visitor } from './link';
import { deliverRequest, type Issued, issueRequest } from './requests';
import { docWord, STRINGS } from './strings';

/** The method recorded in the signing entry: the signer typed their name after consenting. */
export const SIGN_METHOD = 'typed';

export type SignOutcome = { kind: 'countersign_requested' } | { kind: 'completed' };

const iso = (ms: number) => new Date(ms).toISOString();
/** A document's kind as a title: "Propuesta", not "La propuesta" (the Spanish words carry their article). */
const titled = (text: string) => {
  const noun = text.replace(/^(?:el|la|los|las)\s+/i, '');
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/** The company's countersigner, if the proposal names one; with lucEmail empty the customer's signature completes it. */
function countersignerOf(link: OpenLink): { email: string; name: string | null; title: string | null } | null {
  if (link.request.party !== 'cust') return null;
  const email = link.proposal.fields.lucEmail.trim();
  if (!email) return null;
  return { email, name: link.proposal.fields.lucSigner.trim() || null, title: link.proposal.fields.lucTitle.trim() || null };
}

function eventNote(e: store.EventRow): string {
  const d = JSON.parse(e.detail) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.to === 'string') parts.push(`to ${d.to}`);
  if (typeof d.mail_status === 'string') parts.push(`mail ${d.mail_status}`);
  if (typeof d.ok === 'boolean') parts.push(d.ok ? 'correct' : `wrong (${d.failures ?? '?'})`);
  if (typeof d.signer_name === 'string') parts.push(`as ${d.signer_name}`);
  if (typeof d.by === 'string') parts.push(`by ${d.by}`);
  return parts.join(', ');
}

async function sealedPdf(ctx: AppContext, link: OpenLink, signer: CertificateSigner, now: number): Promise<Buffer> {
  const earlier: CertificateSigner[] = store
    .requestsOfRound(ctx.db, link.round.id)
    .filter((r) => r.status === 'signed' && r.id !== link.request.id)
    .map((r) => {
      const entry = link.proposal.signing[r.party];
      const signedEvent = store.eventsOfRound(ctx.db, link.round.id).find((e) => e.request_id === r.id && e.kind === 'signed');
      return {
        party: r.party,
        name: r.signer_name ?? '',
        email: r.email,
        method: entry.method ?? SIGN_METHOD,
        authenticated: entry.authenticated === true,
        signedAt: r.completed_at ?? now,
        ip: signedEvent?.ip ?? null,
        userAgent: signedEvent?.user_agent ?? null,
      };
    });
  const events: CertificateEvent[] = store
    .eventsOfRound(ctx.db, link.round.id)
    .map((e) => ({ at: e.at, party: e.party, kind: e.kind, ip: e.ip, note: eventNote(e) }));
  events.push({ at: now, party: signer.party, kind: 'signed', ip: signer.ip, note: `as ${signer.name}` });
  const s = STRINGS[link.lang];
  const p = link.proposal;
  // stamping is CPU work: off the request thread (the strings go by language, their functions cannot cross threads)
  return ctx.compute.run('buildSignedPdf', {
    lang: link.lang,
    input: {
      document: link.round.document,
      documentSha256: link.round.document_sha256,
      title: `${titled(docWord(s, p.fields.docType))} ${p.number}${p.fields.custName ? ` — ${p.fields.custName}` : ''} (v${link.round.proposal_version})`,
      fileName: `${p.number}-original.pdf`,
      signers: [...earlier, signer],
      events,
      completedAt: now,
    },
  });
}

function staleLink(): AppError {
  return new AppError('conflict', 'This link was already used or replaced.');
}

/** Records a signature; the caller has checked the link is ready (code entered when one was sent). */
export async function signDocument(
  ctx: AppContext,
  link: OpenLink,
  a: { signerName: string; authenticated: boolean; visitor: Visitor },
): Promise<SignOutcome> {
  const now = ctx.clock.now();
  const { request, round, proposal } = link;
  const counter = countersignerOf(link);
  const signer: CertificateSigner = {
    party: request.party,
    name: a.signerName,
    email: request.email,
    method: SIGN_METHOD,
    authenticated: a.authenticated,
    signedAt: now,
    ip: a.visitor.ip,
    userAgent: a.visitor.userAgent,
  };
  // pdf-lib is asynchronous, so the sealed PDF is built before the transaction that commits it
  const signedPdf = counter ? null : await sealedPdf(ctx, link, signer, now);
  const entry: SigningEntry = {
    method: SIGN_METHOD,
    signer_name: a.signerName,
    email: request.email,
    completed_at: iso(now),
    authenticated: a.authenticated,
  };
  const issued = ctx.db
    .transaction((): Issued | null => {
      const current = proposals.getProposalById(ctx.db, proposal.id);
      if (!current || current.status === 'signed' || current.version !== round.proposal_version) throw staleLink();
      const done = store.completeRequest(ctx.db, {
        id: request.id,
        status: 'signed',
        at: now,
        signerName: a.signerName,
        declineReason: null,
      });
      if (!done) throw staleLink();
      proposals.setProposalSigning(ctx.db, { id: proposal.id, signing: { ...current.signing, [request.party]: entry }, now });
      recordEvent(ctx, link, 'signed', a.visitor, {
        signer_name: a.signerName,
        authenticated: a.authenticated,
        document_sha256: round.document_sha256,
      });
      if (counter) return issueRequest(ctx, { round, party: 'luc', ...counter, now });
      const pdf = signedPdf as Buffer;
      if (
        !store.closeRound(ctx.db, { id: round.id, status: 'signed', at: now, signedPdf: pdf, signedPdfSha256: sha256Hex(pdf) })
      ) {
        throw staleLink();
      }
      proposals.setProposalStatus(ctx.db, { id: proposal.id, status: 'signed', now });
      return null;
    })
    .immediate();
  if (!issued) {
    await mailSignedPdf(ctx, link, signedPdf as Buffer);
    return { kind: 'completed' };
  }
  const fresh = proposals.getProposalById(ctx.db, proposal.id) ?? proposal;
  await deliverRequest(ctx, {
    issued,
    round,
    proposal: fresh,
    customerSigner: a.signerName,
    actor: { after: 'customer signed' },
  });
  return { kind: 'countersign_requested' };
}

/** A party declines: the round closes, every link of it stops working, and the proposal is marked lost. */
export function declineDocument(ctx: AppContext, link: OpenLink, a: { reason: string; visitor: Visitor }): void {
  const now = ctx.clock.now();
  ctx.db
    .transaction(() => {
      const ok = store.completeRequest(ctx.db, {
        id: link.request.id,
        status: 'declined',
        at: now,
        signerName: null,
        declineReason: a.reason,
      });
      if (!ok || !store.closeRound(ctx.db, { id: link.round.id, status: 'declined', at: now })) throw staleLink();
      store.supersedeOpenRequests(ctx.db, link.round.id);
      recordEvent(ctx, link, 'declined', a.visitor, { reason: a.reason });
      proposals.setProposalStatus(ctx.db, { id: link.proposal.id, status: 'lost', now });
    })
    .immediate();
}

/**
 * Tells whoever sent the document that it was declined, with the reason typed (new-user trial 15: the page said "the
 * sender has been told" and nothing went out). Best effort: the outcome is recorded as an event, and the reason is in
 * `signing_audit` either way.
 */
export async function notifyDecline(ctx: AppContext, link: OpenLink, reason: string): Promise<void> {
  const s = STRINGS[link.lang];
  const p = link.proposal;
  const doc = docWord(s, p.fields.docType);
  const who = link.request.name || p.fields.custName || link.request.email;
  const lines = [s.declineNoticeIntro(doc, p.number, who, link.request.email), '', s.declineNoticeReason(reason.trim())];
  const status = await sendMail(ctx, {
    to: link.round.sent_by,
    subject: s.declineNoticeSubject(doc, p.number, who),
    text: lines.join('\n'),
    html: lines
      .filter((l) => l !== '')
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('\n'),
  });
  store.insertEvent(ctx.db, {
    round_id: link.round.id,
    request_id: link.request.id,
    party: null,
    kind: 'decline_notice',
    at: ctx.clock.now(),
    ip: null,
    user_agent: null,
    detail: { to: link.round.sent_by, mail_status: status },
  });
}

/**
 * Every party gets the signed PDF once the last one signs, as the signing page promises ("the signed PDF follows once
 * every party has signed"; new-user trial 18: nothing was sent, and only the last signer could download it). Best
 * effort: each mail's outcome is recorded as an event.
 */
async function mailSignedPdf(ctx: AppContext, link: OpenLink, pdf: Buffer): Promise<void> {
  const s = STRINGS[link.lang];
  const p = link.proposal;
  const doc = docWord(s, p.fields.docType);
  const signers = store.requestsOfRound(ctx.db, link.round.id).filter((r) => r.status === 'signed');
  for (const r of signers) {
    const lines = [s.mailGreeting(r.name), '', s.signedMailBody(doc, p.number)];
    const status = await sendMail(ctx, {
      to: r.email,
      subject: s.signedMailSubject(doc, p.number),
      text: lines.join('\n'),
      html: lines
        .filter((l) => l !== '')
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join('\n'),
      attachments: [{ filename: `${p.number}-signed.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    store.insertEvent(ctx.db, {
      round_id: link.round.id,
      request_id: r.id,
      party: r.party,
      kind: 'signed_copy_sent',
      at: ctx.clock.now(),
      ip: null,
      user_agent: null,
      detail: { to: r.email, mail_status: status },
    });
  }
}
