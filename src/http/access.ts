import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sentence } from '../i18n/index.js';
import { anonymousClientId, type Identity, type Refusal } from '../usage/index.js';
import { HttpError } from './error-handler.js';

export interface ApiKey {
  name: string;
  secret: string;
}

/** Whether two secrets are the same, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token of a request's `Authorization: Bearer <token>`, if it sent one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Who is calling: the API key's name when keys are configured (a request
 * without a valid key is refused), else the client's IP, an IPv6 client by
 * its /64 (behind a reverse proxy only when TRUST_PROXY says its
 * X-Forwarded-For can be believed).
 */
export function httpIdentity(request: FastifyRequest, keys: readonly ApiKey[]): Identity {
  if (keys.length === 0) return { platform: 'http', externalId: anonymousClientId(request.ip) };
  const presented = bearerToken(request);
  const key = presented ? keys.find((k) => sameSecret(k.secret, presented)) : undefined;
  if (!key) {
    throw new HttpError(401, 'unauthorized', sentence('error-api-key-required'));
  }
  return { platform: 'http', externalId: key.name };
}

const forbidden = new Set(['user_blocked', 'user_not_allowed']);

/** A usage refusal as an HTTP error: 403 for access, 413 for too long media, 429 for limits. */
export function refusalError(refusal: Refusal): HttpError {
  if (forbidden.has(refusal.code)) return new HttpError(403, refusal.code, refusal.sentence);
  if (refusal.code === 'limit_max_duration') return new HttpError(413, refusal.code, refusal.sentence);
  return new HttpError(429, refusal.code, refusal.sentence, refusal.retryAfterS ?? 60);
}

export function isLoopback(ip: string | undefined): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * A request from this machine itself: the connection comes from loopback and
 * no proxy forwarded it (only GET /metrics still opens to it; the owner's
 * routes want the owner token, src/http/owner-auth.ts). A reverse proxy on the same machine also connects
 * from loopback, but on behalf of someone else, and says so in these headers;
 * whether TRUST_PROXY believes them does not matter here.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  const forwarded = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
  return forwarded === undefined && isLoopback(request.socket.remoteAddress);
}

const callers = new WeakMap<FastifyRequest, Identity>();

/**
 * A preValidation hook that decides who is calling and keeps it for
 * {@link callerOf}. It runs after the body is parsed and before the schema
 * check, so a caller without a key hears 401 before any complaint about fields,
 * and a bad signed link is refused before anything starts.
 */
export function identify(resolve: (request: FastifyRequest) => Identity) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, resolve(request));
  };
}

/** The identity {@link identify} found for this request. */
export function callerOf(request: FastifyRequest): Identity {
  const identity = callers.get(request);
  if (!identity) throw new Error(`${request.routeOptions.url} has no identify hook`);
  return identity;
}
