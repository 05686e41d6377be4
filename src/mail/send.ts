// Outgoing email through SMTP (nodemailer): one call, one outcome — sent, failed or not_configured.
import nodemailer from 'nodemailer';
import type { AppContext } from '../context';

export type MailStatus = 'sent' | 'failed' | 'not_configured';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (the signed PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Delivers one message; never throws, so a caller can always hand the link back when mail did not go out. */
export async function sendMail(ctx: AppContext, message: MailMessage): Promise<MailStatus> {
  const smtp = ctx.config.smtp;
  if (!smtp) return 'not_configured';
  // short timeouts: the send happens inside an API call, and a dead relay must not hold it for minutes
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({ from: smtp.from, ...message });
    if (info.rejected.length > 0) {
      ctx.logger.warn('mail rejected by relay', { rejected: info.rejected.length, subject: message.subject });
      return 'failed';
    }
    return 'sent';
  } catch (err) {
    // the error can carry the relay URL with its password; log only what went wrong
    const e = err as { code?: string; responseCode?: number };
    ctx.logger.warn('mail delivery failed', {
      code: e.code ?? null,
      response_code: e.responseCode ?? null,
      // which mail it was (its subject names the proposal); never the relay's URL, which can hold a password
      subject: message.subject ?? null,
    });
    return 'failed';
  } finally {
    transport.close();
  }
}
