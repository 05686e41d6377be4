// Signing-link tokens (HMAC-signed, expiring) and one-time codes (kept only as an HMAC).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';

export interface LinkClaims {
  requestId: string;
  expiresAt: number;
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `v1.<request id>.<expiry, base 36>.<HMAC>`: path-safe, and any change to it breaks the HMAC. */
export function makeLinkToken(secret: string, claims: LinkClaims): string {
  const body = `${VERSION}.${claims.requestId}.${claims.expiresAt.toString(36)}`;
  return `${body}.${mac(secret, `sign-link:${body}`)}`;
}

export type TokenCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'tampered' | 'expired'; claims?: LinkClaims };

/** Checks the HMAC first (so an expiry cannot be forged), then the expiry against `now`. */
export function checkLinkToken(secret: string, token: string, now: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'tampered' };
  const [version, requestId, expiry, signature] = parts as [string, string, string, string];
  const body = `${version}.${requestId}.${expiry}`;
  if (!same(signature, mac(secret, `sign-link:${body}`))) return { ok: false, reason: 'tampered' };
  const expiresAt = Number.parseInt(expiry, 36);
  if (!Number.isFinite(expiresAt)) return { ok: false, reason: 'tampered' };
  const claims = { requestId, expiresAt };
  if (now >= expiresAt) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}

/** Six digits, uniformly random. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored as an HMAC bound to their request, so a database copy alone cannot be brute-forced offline. */
export function hashCode(secret: string, requestId: string, code: string): string {
  return mac(secret, `sign-code:${requestId}:${code}`);
}

export function codeMatches(secret: string, requestId: string, code: string, stored: string): boolean {
  const normalized = code.replace(/\D/g, '');
  return same(hashCode(secret, requestId, normalized), stored);
}

/** The browser session after a correct code: a random value in a cookie, its hash in the request row. */
export function hashSession(secret: string, requestId: string, session: string): string {
  return mac(secret, `sign-session:${requestId}:${session}`);
}

export function sessionMatches(secret: string, requestId: string, session: string, stored: string | null): boolean {
  return stored !== null && same(hashSession(secret, requestId, session), stored);
}
