import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a one-time sign-in link works. */
export const LOGIN_CODE_TTL_MS = 15 * 60 * 1000;
/** How long the session a sign-in opens lasts (the cookie's Max-Age). */
export const SESSION_TTL_MS = 30 * 86_400 * 1000;

/** What redeeming a sign-in code found. */
export type Redeemed = 'ok' | 'invalid' | 'expired' | 'used';

/**
 * Claims a sign-in code's nonce, true the first time only, in every process
 * that shares the database (the leases table keeps it until `until`).
 */
export type ClaimNonce = (nonce: string, until: Date) => Promise<boolean>;

/** The owner's credentials, all derived from the owner token. */
export interface OwnerAccess {
  /** Whether `presented` is the owner token itself (curl's `Authorization: Bearer <token>`). */
  isToken(presented: string): boolean;
  /** A fresh one-time sign-in code, and when it stops working. */
  loginCode(): { code: string; expiresAt: Date };
  /** Checks a sign-in code and spends it: `ok` once, `used` after. */
  redeem(code: string): Promise<Redeemed>;
  /** A session value for the owner's cookie, and when it ends. */
  session(): { value: string; expiresAt: Date };
  /** Whether a cookie's value is a session this token opened that has not ended. */
  isSession(value: string): boolean;
}

const mac = (token: string, purpose: string, ...parts: string[]) =>
  createHmac('sha256', token)
    .update([purpose, ...parts].join('.'))
    .digest('base64url');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The owner's credentials from the owner token. A sign-in code is
 * `<expiry>.<nonce>.<mac>` and a session `<expiry>.<mac>`, each MAC a
 * different purpose's HMAC of the token: neither reveals the token, a session
 * cannot be made from a code or a code from a session, and every instance
 * that has the token checks them without asking another. A code's nonce is
 * claimed through `claimNonce`, so it works once.
 */
export function createOwnerAccess(
  token: string,
  options: { claimNonce?: ClaimNonce; now?: () => number } = {},
): OwnerAccess {
  const now = options.now ?? Date.now;
  const claimNonce = options.claimNonce ?? (async () => true);
  const alive = (expiry: string) => /^\d{1,12}$/.test(expiry) && Number(expiry) * 1000 > now();
  return {
    isToken: (presented) => same(presented, token),
    loginCode() {
      const expiresAt = new Date(now() + LOGIN_CODE_TTL_MS);
      const expiry = String(Math.floor(expiresAt.getTime() / 1000));
      const nonce = randomBytes(16).toString('base64url');
      return { code: `${expiry}.${nonce}.${mac(token, 'owner-login', expiry, nonce)}`, expiresAt };
    },
    async redeem(code) {
      const [expiry = '', nonce = '', signature = '', extra] = code.split('.');
      if (extra !== undefined || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return 'invalid';
      if (!same(signature, mac(token, 'owner-login', expiry, nonce))) return 'invalid';
      if (!alive(expiry)) return 'expired';
      return (await claimNonce(nonce, new Date(Number(expiry) * 1000))) ? 'ok' : 'used';
    },
    session() {
      const expiresAt = new Date(now() + SESSION_TTL_MS);
      const expiry = String(Math.floor(expiresAt.getTime() / 1000));
      return { value: `${expiry}.${mac(token, 'owner-session', expiry)}`, expiresAt };
    },
    isSession(value) {
      const [expiry = '', signature = '', extra] = value.split('.');
      return extra === undefined && same(signature, mac(token, 'owner-session', expiry)) && alive(expiry);
    },
  };
}
