import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Sentence, sentence } from '../i18n/index.js';
import { type OwnerAccess, SESSION_TTL_MS } from '../owner/index.js';
import type { Identity } from '../usage/index.js';
import { type ApiKey, bearerToken, httpIdentity } from './access.js';
import { errorBody } from './api-schemas.js';
import { HttpError } from './error-handler.js';

/** The cookie the dashboard's sign-in sets: a session derived from the owner token (src/owner/access.ts). */
export const OWNER_COOKIE = 'media-fetcher-owner';
const OWNER_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${OWNER_COOKIE}=([^;]*)`);

/** Who may use the owner's routes, as buildApp is told. */
export interface OwnerGate {
  keys: readonly ApiKey[];
  /** Whether an API key's identity is an owner's (OWNER_IDS). */
  isOwner(identity: Identity): boolean;
  /** The owner token's credentials: present exactly when no API keys are configured. */
  owner: OwnerAccess | undefined;
}

/** What the owner's routes answer a caller who is not the owner (their OpenAPI responses). */
export const ownerOnlyAnswers = {
  401: errorBody(
    ['unauthorized', 'owner_login_required'],
    'unauthorized: API keys are configured and none (or a wrong one) was sent; owner_login_required: no API keys, and neither the owner token nor its session cookie was sent.',
  ),
  403: errorBody(['forbidden'], 'API keys are configured and this one is not an owner key.'),
};
/**
 * Whether the request carries the owner token or a live session of it. Either will do: a
 * dashboard that still sends an API key kept from when the server had keys is let in by its cookie.
 */
function provesOwner(request: FastifyRequest, owner: OwnerAccess): boolean {
  const token = bearerToken(request);
  if (token !== undefined && owner.isToken(token)) return true;
  const session = OWNER_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  return session !== undefined && owner.isSession(session);
}

/**
 * The caller of an owner-only route (`/api/usage`, `/api/admin*`): with API
 * keys, an owner's key (401 without a key, 403 with another, `ownerOnly`
 * saying so); without keys, whoever shows the owner token, as a bearer token
 * or through the dashboard's session cookie (401 `owner_login_required`
 * otherwise). Where the request comes from plays no part: a reverse proxy on
 * this machine connects from loopback for anyone.
 */
export function ownerCaller(request: FastifyRequest, gate: OwnerGate, ownerOnly: Sentence): Identity {
  const identity = httpIdentity(request, gate.keys);
  if (gate.keys.length > 0) {
    if (!gate.isOwner(identity)) throw new HttpError(403, 'forbidden', ownerOnly);
    return identity;
  }
  if (!gate.owner || !provesOwner(request, gate.owner)) {
    throw new HttpError(401, 'owner_login_required', sentence('error-owner-login-required'));
  }
  return identity;
}

/**
 * Sets the owner's session cookie: HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it), Secure when the request came over https or
 * PUBLIC_BASE_URL is https. It lasts as long as the session (SESSION_TTL_MS).
 */
export function setOwnerCookie(reply: FastifyReply, session: string, secure: boolean): void {
  const attributes = [
    'Path=/',
    `Max-Age=${SESSION_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', `${OWNER_COOKIE}=${session}; ${attributes.join('; ')}`);
}
