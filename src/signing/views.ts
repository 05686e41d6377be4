// The signing page's HTML views: code entry, the document with consent and typed-name signature, outcomes.
import type { Proposal } from '../../store/proposals';
import { formatDate } from '../proposals/pdf-text';
import { pricingTable } from '../proposals/pricing';
import type { DocLang } from '../proposals/schema';
import { computeTotals } from '../proposals/totals';
import { escapeHtml as e, pageShell } from './html';
import type { OpenLink } from './link';
import { docWord, type Lang, STRINGS, type Strings } from './strings';

export interface Flash {
  kind: 'note' | 'error';
  text: string;
}

function flashHtml(flash: Flash | undefined): string {
  return flash ? `<p class="${flash.kind}" role="${flash.kind === 'error' ? 'alert' : 'status'}">${e(flash.text)}</p>` : '';
}

function money(lang: Lang, currency: string, value: number): string {
  try {
    if (/^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(value);
  } catch {
    // an unknown code prints as a plain number below
  }
  return `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`.trim();
}

/** Escapes `text` and keeps the proposal number (P-0001) on one line on narrow screens. */
function keepNumber(text: string, number: string): string {
  return e(text).replace(e(number), `<span style="white-space:nowrap">${e(number)}</span>`);
}

function header(s: Strings, link: OpenLink, company: string): string {
  return `<h1>${keepNumber(titleOf(link), link.proposal.number)}</h1><p class="muted">${e(s.from(company))}</p>`;
}

export function titleOf(link: OpenLink): string {
  const s = STRINGS[link.lang];
  const doc = docWord(s, link.proposal.fields.docType);
  return link.request.party === 'luc' ? s.counterTitle(doc, link.proposal.number) : s.pageTitle(doc, link.proposal.number);
}

export function messageView(lang: Lang, title: string, body: string): string {
  return pageShell({ lang: STRINGS[lang].htmlLang, title, body: `<section><h1>${e(title)}</h1><p>${e(body)}</p></section>` });
}

export function codeView(link: OpenLink, a: { token: string; company: string; flash?: Flash }): string {
  const s = STRINGS[link.lang];
  const body = `${header(s, link, a.company)}
${flashHtml(a.flash)}
<section>
<h2>${e(s.codeHeading)}</h2>
<p>${e(s.codeHelp(link.request.email))}</p>
<form method="post" action="${e(a.token)}/code">
<label for="code">${e(s.codeLabel)}</label>
<input class="code" id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,8}" maxlength="8" required>
<button type="submit">${e(s.codeButton)}</button>
</form>
<form method="post" action="${e(a.token)}/resend"><button class="secondary" type="submit">${e(s.resendButton)}</button></form>
</section>`;
  return pageShell({ lang: s.htmlLang, title: titleOf(link), body });
}

/** A stored date in the document's language; anything that is not a date is shown as written. */
export function shownDate(iso: string, lang: DocLang): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso.trim()) ? formatDate(iso.trim(), lang) : iso;
}

/** Who the signature field starts with: the name the send gave, else the signer the document names for that party. */
function signerName(link: OpenLink): string {
  const f = link.proposal.fields;
  return link.request.name?.trim() || (link.request.party === 'cust' ? f.custSigner : f.lucSigner).trim();
}

function keyTerms(s: Strings, lang: Lang, p: Proposal, company: string): string {
  const f = p.fields;
  const totals = computeTotals(p);
  const rows: Array<[string, string]> = [
    [s.customer, f.custName],
    [s.company, company],
    [s.term, f.term],
    // dates as the PDF writes them ("September 1, 2027", "1 de septiembre de 2027"), not as stored
    [s.startDate, shownDate(f.startDate, f.docLang)],
    [s.validUntil, shownDate(f.validUntil, f.docLang)],
    [s.billing, s.billingValues[f.billing] ?? f.billing],
    [s.year1, money(lang, totals.currency, totals.y1.total)],
  ];
  if (p.multiYear) rows.push([s.year2, money(lang, totals.currency, totals.y2.total)]);
  const dl = rows
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
    .join('');
  // the pricing as the PDF shows it: every year's amount per item, discounts, tax and totals, so what the signer
  // reads adds up (new-user trial 15: year-one amounts alone made a year-two line look free)
  const t = pricingTable(p);
  const cells = (tag: 'td' | 'th', values: string[]) =>
    values.map((v, i) => `<${tag}${i > 0 ? ' class="num"' : ''}>${e(v)}</${tag}>`).join('');
  const head = `<thead><tr>${cells('th', t.header)}</tr></thead>`;
  const body = t.rows
    .map(
      (r) =>
        `<tr${r.kind === 'item' || r.kind === 'none' ? '' : ` class="${r.kind}"`}>${cells('td', [r.label, ...r.cells])}</tr>`,
    )
    .join('');
  const both = t.contractTotal ? `<p class="num"><strong>${e(t.contractTotal)}</strong></p>` : '';
  return `<section><h2>${e(s.keyTerms)}</h2><dl>${dl}</dl><h2 style="margin-top:1rem">${e(
    s.items,
  )}</h2><div class="scroll"><table>${head}<tbody>${body}</tbody></table></div>${both}</section>`;
}

export function documentView(link: OpenLink, a: { token: string; company: string; flash?: Flash }): string {
  const s = STRINGS[link.lang];
  const cust = link.proposal.signing.cust;
  const countersign =
    link.request.party === 'luc' && cust.signer_name && cust.completed_at
      ? `<p class="note">${e(s.customerSigned(cust.signer_name, `${cust.completed_at.slice(0, 16).replace('T', ' ')} UTC`))}</p>`
      : '';
  const body = `${header(s, link, a.company)}
${flashHtml(a.flash)}${countersign}
<section>
<a class="button" href="${e(a.token)}/pdf" target="_blank" rel="noopener">${e(s.openPdf)}</a>
<p class="muted">${e(s.pdfHash)}: <code>${e(link.round.document_sha256)}</code></p>
</section>
${keyTerms(s, link.lang, link.proposal, a.company)}
<section>
<h2>${e(s.signHeading)}</h2>
<form method="post" action="${e(a.token)}/sign">
<label class="check"><input type="checkbox" name="consent" value="yes" required> <span>${e(s.consent)}</span></label>
<label for="signer_name">${e(s.nameLabel)}</label>
<input id="signer_name" name="signer_name" type="text" autocomplete="name" maxlength="200" required value="${e(signerName(link))}">
<button type="submit">${e(s.signButton)}</button>
</form>
</section>
<section>
<h2>${e(s.declineHeading)}</h2>
<form method="post" action="${e(a.token)}/decline">
<label for="reason">${e(s.reasonLabel)}</label>
<textarea id="reason" name="reason" rows="3" maxlength="2000"></textarea>
<button class="danger" type="submit">${e(s.declineButton)}</button>
</form>
</section>`;
  return pageShell({ lang: s.htmlLang, title: titleOf(link), body });
}

export function signedView(
  link: OpenLink,
  a: { token: string; complete: boolean; canDownload: boolean; company: string },
): string {
  const s = STRINGS[link.lang];
  const doc = docWord(s, link.proposal.fields.docType);
  const next = a.complete ? s.signedAll : s.signedCounterNext(a.company);
  const download =
    a.complete && a.canDownload
      ? `<a class="button" href="${e(a.token)}/pdf" target="_blank" rel="noopener">${e(s.downloadSigned)}</a>`
      : '';
  const body = `<section><h1>${e(s.signedTitle)}</h1><p class="note" role="status">${keepNumber(
    s.signedBody(doc, link.proposal.number),
    link.proposal.number,
  )}</p><p>${e(next)}</p>${download}</section>`;
  return pageShell({ lang: s.htmlLang, title: s.signedTitle, body });
}
