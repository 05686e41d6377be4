// Random identifiers and secrets.
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function randomToken(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length; i++) {
    const b = bytes[i % bytes.length] ?? 0;
    // rejection sampling keeps every character equally likely
    if (b < 256 - (256 % alphabet.length)) out += alphabet[b % alphabet.length];
    if (i >= bytes.length - 1) return out + randomToken(length - out.length, alphabet);
  }
  return out;
}

/** A readable id such as `src_k3j9x0a1b2c3d4e5`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(16, '0123456789abcdefghijklmnopqrstuvwxyz')}`;
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
