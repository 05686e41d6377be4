// The audit trail of a proposal's latest signing round, as the API shows it.
import { z } from 'zod';
import { eventsOfRound, latestRound, requestsOfRound } from '../../store/signing';
import type { AppContext } from '../context';

export const SigningAudit = z
  .object({
    round_status: z.enum(['open', 'superseded', 'signed', 'declined']).describe('State of the latest signing round.'),
    document_sha256: z.string().describe('SHA-256 of the exact PDF sent for signature.'),
    signed_pdf_sha256: z
      .string()
      .nullable()
      .describe('SHA-256 of the signed PDF (document + certificate page); null until signed.'),
    decline_reason: z
      .string()
      .nullable()
      .describe('What the signer typed as the reason when declining ("" when they gave none); null unless declined.'),
    events: z
      .array(
        z.object({
          event: z
            .string()
            .describe(
              'sent, opened, code_checked (the right code), code_failed (a wrong one), code_resent, signed, declined, decline_notice (the sender was mailed), …',
            ),
          party: z.enum(['cust', 'luc']).nullable().describe('cust (customer) or luc (company signer).'),
          at: z.string().describe('When it happened, ISO 8601 UTC.'),
          ip: z.string().nullable().describe('IP address of the visitor, when the event came from the signing page.'),
          user_agent: z.string().nullable().describe('Browser of the visitor, when the event came from the signing page.'),
        }),
      )
      .describe('Every event of the round, oldest first.'),
  })
  .nullable()
  .describe('Evidence of the latest send-for-signature round; null when the proposal was never sent.');

export function signingAudit(ctx: AppContext, accountId: string, proposalId: string): z.output<typeof SigningAudit> {
  const round = latestRound(ctx.db, accountId, proposalId);
  if (!round) return null;
  return {
    round_status: round.status,
    document_sha256: round.document_sha256,
    signed_pdf_sha256: round.signed_pdf_sha256,
    decline_reason: requestsOfRound(ctx.db, round.id).find((r) => r.status === 'declined')?.decline_reason ?? null,
    events: eventsOfRound(ctx.db, round.id).map((e) => ({
      // a code check says how it went: a wrong code is code_failed, as the certificate page shows it
      event:
        e.kind === 'code_checked' && (JSON.parse(e.detail || '{}') as { ok?: boolean }).ok === false ? 'code_failed' : e.kind,
      party: e.party,
      at: new Date(e.at).toISOString(),
      ip: e.ip,
      user_agent: e.user_agent,
    })),
  };
}
