// The pages behind an emailed signing link: GET /sign/{token}, its PDF, and the code, resend, sign and decline forms.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getAccount } from '../../store/accounts';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { definePage, type Page } from '../page';
import { checkCode, MAX_CODE_FAILURES, resendCode } from './code';
import { declineDocument, notifyDecline, signDocument } from './complete';
import { type LinkState, type OpenLink, recordEvent, resolveLink, type Visitor } from './link';
import { langFromAcceptLanguage, STRINGS } from './strings';
import { sessionMatches } from './token';
import { codeView, documentView, type Flash, messageView, shownDate, signedView } from './views';

const COOKIE = 'bs_sign';

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

/** Post/redirect/get: every form answers 303 back to the page, which shows the outcome named in `m`. */
function backToPage(res: ServerResponse, token: string, m?: string, extra = ''): void {
  res.writeHead(303, { ...SECURITY_HEADERS, Location: `../${encodeURIComponent(token)}${m ? `?m=${m}${extra}` : ''}` });
  res.end();
}

function visitorOf(req: IncomingMessage): Visitor {
  const ua = req.headers['user-agent'];
  return { ip: req.socket.remoteAddress ?? null, userAgent: ua ? ua.slice(0, 400) : null };
}

function sessionOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return v.join('=');
  }
  return undefined;
}

function companyOf(ctx: AppContext, link: OpenLink): string {
  return getAccount(ctx.db, link.round.account_id)?.name ?? '';
}

/** Pages for every state that is not a form: invalid, expired, replaced, changed, declined, locked. */
function statePage(req: IncomingMessage, res: ServerResponse, state: LinkState): boolean {
  if (state.kind === 'invalid') {
    const s = STRINGS[langFromAcceptLanguage(req.headers['accept-language'])];
    html(res, 404, messageView(langFromAcceptLanguage(req.headers['accept-language']), s.invalidTitle, s.invalidBody));
    return true;
  }
  const s = STRINGS[state.lang];
  const show = (status: number, title: string, body: string) => html(res, status, messageView(state.lang, title, body));
  if (state.kind === 'expired') show(410, s.expiredTitle, s.expiredBody);
  else if (state.kind === 'replaced') show(410, s.replacedTitle, s.replacedBody);
  else if (state.kind === 'changed') show(409, s.changedTitle, s.changedBody);
  else if (state.kind === 'lapsed')
    show(410, s.lapsedTitle, s.lapsedBody(shownDate(state.proposal.fields.validUntil, state.proposal.fields.docLang)));
  else if (state.kind === 'declined')
    show(200, s.declinedTitle, state.request.status === 'declined' ? s.declinedBody : s.alreadyDeclined);
  else if (state.kind === 'locked') show(403, s.codeHeading, s.codeLocked);
  else return false;
  return true;
}

function flashFor(link: OpenLink, query: URLSearchParams): Flash | undefined {
  const s = STRINGS[link.lang];
  const m = query.get('m');
  const wait = Number(query.get('s') ?? 60);
  const flashes: Record<string, Flash> = {
    wrong: { kind: 'error', text: s.codeWrong(Math.max(0, MAX_CODE_FAILURES - link.request.code_failures)) },
    used: { kind: 'error', text: s.codeUsed },
    sent: { kind: 'note', text: s.resendDone(link.request.email) },
    wait: { kind: 'error', text: s.resendWait(Number.isFinite(wait) ? wait : 60) },
    limit: { kind: 'error', text: s.resendLimit },
    failed: { kind: 'error', text: s.resendFailed },
    consent: { kind: 'error', text: s.needConsent },
    name: { kind: 'error', text: s.needName },
  };
  return m ? flashes[m] : undefined;
}

/** Runs a page body; anything unexpected becomes a plain error page, never a stack trace. */
function safely(handle: Page['handle']): Page['handle'] {
  return async (req, res, a) => {
    try {
      await handle(req, res, a);
    } catch (err) {
      a.ctx.logger.error('signing page failed', {
        request_id: a.requestId,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
      if (res.headersSent) return void res.end();
      const lang = langFromAcceptLanguage(req.headers['accept-language']);
      html(res, 500, messageView(lang, STRINGS[lang].errorTitle, STRINGS[lang].errorBody));
    }
  };
}

const view = definePage({
  method: 'GET',
  path: '/sign/{token}',
  handle: safely(async (req, res, { ctx, params, query }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, sessionOf(req));
    if (statePage(req, res, state) || state.kind === 'invalid') return;
    const link: OpenLink = state;
    const company = companyOf(ctx, link);
    if (state.kind === 'signed') {
      const complete = link.round.status === 'signed';
      const canDownload =
        link.request.session_hash === null ||
        sessionMatches(ctx.signingSecret, link.request.id, sessionOf(req) ?? '', link.request.session_hash);
      return html(res, 200, signedView(link, { token, complete, canDownload, company }));
    }
    if (!query.has('m')) recordEvent(ctx, link, 'opened', visitorOf(req));
    const flash = flashFor(link, query);
    if (state.kind === 'code') return html(res, 200, codeView(link, { token, company, flash }));
    return html(res, 200, documentView(link, { token, company, flash }));
  }),
});

const pdf = definePage({
  method: 'GET',
  path: '/sign/{token}/pdf',
  handle: safely(async (req, res, { ctx, params }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, sessionOf(req));
    let file: Buffer | null = null;
    if (state.kind === 'ready') file = state.round.document;
    if (state.kind === 'signed' && state.round.status === 'signed') {
      const session = state.request.session_hash;
      if (session === null || sessionMatches(ctx.signingSecret, state.request.id, sessionOf(req) ?? '', session))
        file = state.round.signed_pdf;
    }
    if (!file || state.kind === 'invalid') {
      if (statePage(req, res, state)) return;
      return backToPage(res, token);
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.length),
      'Content-Disposition': `inline; filename="${state.proposal.number}${state.kind === 'signed' ? '-signed' : ''}.pdf"`,
    });
    res.end(file);
  }),
});

/** A completion that lost a race (double click, a second tab) just shows the page's current state. */
/** Runs a form's action; a link that changed meanwhile (conflict) is shown as it now is. Whether the action ran. */
async function whenStillOpen(act: () => Promise<unknown>): Promise<boolean> {
  try {
    await act();
    return true;
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'conflict')) throw err;
    return false;
  }
}

function form(body: Buffer): URLSearchParams {
  return new URLSearchParams(body.toString('utf8'));
}

const code = definePage({
  method: 'POST',
  path: '/sign/{token}/code',
  handle: safely(async (req, res, { ctx, params, body }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, undefined);
    if (state.kind !== 'code') return statePage(req, res, state) ? undefined : backToPage(res, token);
    const outcome = checkCode(ctx, state, form(body).get('code') ?? '', visitorOf(req));
    if (!outcome.ok) return backToPage(res, token, outcome.used ? 'used' : 'wrong');
    const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    res.setHeader('Set-Cookie', `${COOKIE}=${outcome.session}; Path=/sign/${token}; HttpOnly; SameSite=Lax${secure}`);
    backToPage(res, token);
  }),
});

const resend = definePage({
  method: 'POST',
  path: '/sign/{token}/resend',
  handle: safely(async (req, res, { ctx, params }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, undefined);
    if (state.kind !== 'code') return statePage(req, res, state) ? undefined : backToPage(res, token);
    const { outcome, waitSeconds } = await resendCode(ctx, state, { token, visitor: visitorOf(req) });
    if (outcome === 'locked') return backToPage(res, token);
    backToPage(res, token, outcome, outcome === 'wait' ? `&s=${waitSeconds}` : '');
  }),
});

const sign = definePage({
  method: 'POST',
  path: '/sign/{token}/sign',
  handle: safely(async (req, res, { ctx, params, body }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, sessionOf(req));
    if (state.kind !== 'ready') return statePage(req, res, state) ? undefined : backToPage(res, token);
    const fields = form(body);
    const signerName = (fields.get('signer_name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
    if (fields.get('consent') !== 'yes') return backToPage(res, token, 'consent');
    if (!signerName) return backToPage(res, token, 'name');
    await whenStillOpen(() =>
      signDocument(ctx, state, { signerName, authenticated: state.authenticated, visitor: visitorOf(req) }),
    );
    backToPage(res, token);
  }),
});

const decline = definePage({
  method: 'POST',
  path: '/sign/{token}/decline',
  handle: safely(async (req, res, { ctx, params, body }) => {
    const token = params.token ?? '';
    const state = resolveLink(ctx, token, sessionOf(req));
    if (state.kind !== 'ready') return statePage(req, res, state) ? undefined : backToPage(res, token);
    const reason = (form(body).get('reason') ?? '').trim().slice(0, 2000);
    if (await whenStillOpen(async () => declineDocument(ctx, state, { reason, visitor: visitorOf(req) })))
      await notifyDecline(ctx, state, reason);
    backToPage(res, token);
  }),
});

export const signingPages: Page[] = [view, pdf, code, resend, sign, decline];
