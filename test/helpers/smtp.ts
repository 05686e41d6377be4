// A real SMTP server (smtp-server) on an ephemeral port that keeps every message it receives, for mail tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Headers and bodies with quoted-printable soft breaks and escapes undone (enough to read links and codes). */
  text: string;
  subject: string;
}

/** Undoes quoted-printable: joins soft line breaks and decodes =XX bytes as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\?= =\?/g, '');
}

/** `rejectRecipients`: true refuses every recipient; a function refuses the addresses it returns true for. */
export async function startSmtpServer(opts: { rejectRecipients?: boolean | ((address: string) => boolean) } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reject = opts.rejectRecipients;
      if (reject === true || (typeof reject === 'function' && reject(address.address)))
        return callback(new Error(`550 No such mailbox: ${address.address}`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
          subject: decodeSubject(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Resolves once `count` messages have arrived (the send call has already returned by then in practice). */
    async waitFor(count: number): Promise<ReceivedMail[]> {
      while (mails.length < count) await new Promise<void>((r) => waiters.push(r));
      return mails;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The signing link and one-time code in a signing email. */
export function linkAndCode(mail: ReceivedMail): { link: string; code: string | null } {
  const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9._-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no signing link in mail: ${mail.text.slice(0, 500)}`);
  const code = /\n(\d{6})\r?\n/.exec(mail.text)?.[1] ?? null;
  return { link, code };
}
