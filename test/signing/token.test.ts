// Link tokens and one-time codes as plain functions: HMAC tamper evidence, expiry, code hashing.
import { describe, expect, it } from 'vitest';
import { checkLinkToken, codeMatches, hashCode, makeLinkToken, newCode } from '../../src/signing/token';

const SECRET = 'test-secret-0123456789';
const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('link tokens', () => {
  const token = makeLinkToken(SECRET, { requestId: 'sgn_abc123', expiresAt: NOW + 3_600_000 });

  it('round-trips before expiry and is path-safe', () => {
    expect(checkLinkToken(SECRET, token, NOW)).toEqual({
      ok: true,
      claims: { requestId: 'sgn_abc123', expiresAt: NOW + 3_600_000 },
    });
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('expires at its expiry time', () => {
    expect(checkLinkToken(SECRET, token, NOW + 3_600_000)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses any single changed character, another secret, or a moved expiry', () => {
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'x' ? 'y' : 'x';
      const changed = token.slice(0, i) + c + token.slice(i + 1);
      expect(checkLinkToken(SECRET, changed, NOW).ok).toBe(false);
    }
    expect(checkLinkToken('another-secret', token, NOW)).toMatchObject({ ok: false, reason: 'tampered' });
    const [v, id, , mac] = token.split('.');
    const later = [v, id, (NOW + 10 * 3_600_000).toString(36), mac].join('.');
    expect(checkLinkToken(SECRET, later, NOW + 2 * 3_600_000)).toMatchObject({ ok: false, reason: 'tampered' });
  });
});

describe('one-time codes', () => {
  it('are six digits and match only their own request', () => {
    const code = newCode();
    expect(code).toMatch(/^\d{6}$/);
    const stored = hashCode(SECRET, 'sgn_1', code);
    expect(stored).not.toContain(code);
    expect(codeMatches(SECRET, 'sgn_1', code, stored)).toBe(true);
    expect(codeMatches(SECRET, 'sgn_1', ` ${code.slice(0, 3)} ${code.slice(3)} `, stored)).toBe(true);
    expect(codeMatches(SECRET, 'sgn_2', code, stored)).toBe(false);
    const other = code === '000000' ? '000001' : '000000';
    expect(codeMatches(SECRET, 'sgn_1', other, stored)).toBe(false);
  });
});
