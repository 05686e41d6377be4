// The signing emails (customer request, countersignature request, new code), plain text and simple HTML.
import type { MailMessage } from '../mail/send';
import { escapeHtml } from './html';
import { docWord, type Strings } from './strings';

export interface SigningMail {
  to: string;
  name: string | null;
  link: string;
  code: string | null;
  hours: number;
  docType: string;
  number: string;
  /** Customer request: the sending company; countersignature: the customer who signed. */
  counterparty: string;
  countersign: boolean;
}

export function signingMessage(s: Strings, m: SigningMail): MailMessage {
  const doc = docWord(s, m.docType);
  const subject = m.countersign
    ? s.mailSubjectCounter(doc, m.number, m.counterparty)
    : s.mailSubject(doc, m.number, m.counterparty);
  const intro = m.countersign ? s.mailIntroCounter(doc, m.number, m.counterparty) : s.mailIntro(doc, m.number, m.counterparty);
  const lines = [s.mailGreeting(m.name), '', intro, '', s.mailOpen, m.link, ''];
  if (m.code) lines.push(s.mailCode, m.code, '');
  lines.push(s.mailExpires(m.hours), '', s.mailIgnore);
  const html = [
    `<p>${escapeHtml(s.mailGreeting(m.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(s.mailOpen)}<br><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>`,
    m.code ? `<p>${escapeHtml(s.mailCode)}<br><strong style="font-size:1.4em;letter-spacing:.2em">${m.code}</strong></p>` : '',
    `<p>${escapeHtml(s.mailExpires(m.hours))}</p>`,
    `<p style="color:#666">${escapeHtml(s.mailIgnore)}</p>`,
  ].join('\n');
  return { to: m.to, subject, text: lines.join('\n'), html };
}
