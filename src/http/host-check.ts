import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sentence } from '../i18n/index.js';
import { HttpError } from './error-handler.js';

/**
 * The `Host` check against DNS rebinding: a page on attacker.example whose
 * name is made to resolve to 127.0.0.1 reaches this server with its own
 * name in `Host`, and its script reads the answers as same-origin. So every
 * route answers only the names this server is known by: any IP address
 * (a browser sends the name it was given, so an address in `Host` is never a
 * rebound name), `localhost`, and the names the owner gave. Anything else is
 * 421 `host_not_allowed`, before any route runs.
 */

/** Where the names this server answers to come from, besides addresses and localhost. */
export interface HostNameSources {
  /** HOST, when it is a name rather than an address or a wildcard. */
  host: string;
  publicBaseUrl?: string | undefined;
  telegramWebhookUrl?: string | undefined;
  /** ALLOWED_HOSTS, already lower case. */
  allowedHosts: readonly string[];
}

const normalize = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The host names (lower case, no port) a request's `Host` may carry, besides IP addresses. */
export function allowedHostNames(sources: HostNameSources): string[] {
  const names = new Set(['localhost', ...sources.allowedHosts.map(normalize)]);
  for (const url of [sources.publicBaseUrl, sources.telegramWebhookUrl]) {
    if (url) names.add(normalize(hostnameOf(new URL(url).hostname)));
  }
  names.add(normalize(hostnameOf(sources.host.trim())));
  // Addresses pass anyway; what is left are names.
  return [...names].filter((name) => name !== '' && net.isIP(name) === 0);
}

/** A URL's hostname without the brackets of an IPv6 address. */
const hostnameOf = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** A `Host` header's name (lower case, no trailing dot, IPv6 without brackets) and port; undefined when it is not one. */
export function parseHostHeader(header: string): { name: string; port: string | undefined } | undefined {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(header);
  if (bracketed) {
    const [, address = '', port] = bracketed;
    return net.isIPv6(address) ? { name: address.toLowerCase(), port } : undefined;
  }
  const plain = /^([^:/?#@\s[\]]+)(?::(\d{1,5}))?$/.exec(header);
  if (!plain) return undefined;
  const [, name = '', port] = plain;
  return { name: normalize(name), port };
}

/**
 * Whether a request's `Host` is one this server answers: an IP address, or
 * one of `names`. A request without one (HTTP/1.0) has no name to rebind and
 * passes.
 */
export function isAllowedHost(header: string | undefined, names: ReadonlySet<string>): boolean {
  if (header === undefined) return true;
  const parsed = parseHostHeader(header);
  if (!parsed) return false;
  return net.isIP(parsed.name) !== 0 || names.has(parsed.name);
}

/** Whether HOST listens beyond this machine (an address other than loopback, a wildcard, or a name). */
export function listensBeyondLoopback(host: string): boolean {
  const value = hostnameOf(host.trim().toLowerCase());
  if (value === 'localhost' || value === '::1') return false;
  return !(net.isIPv4(value) && value.startsWith('127.'));
}

/**
 * The warning for a start that listens beyond this machine while no name is
 * allowed: whoever reaches it by a name (not an address) gets 421. Undefined
 * when there is nothing to say.
 */
export function unnamedHostWarning(sources: HostNameSources): string | undefined {
  if (!listensBeyondLoopback(sources.host)) return undefined;
  const publicNames = allowedHostNames(sources).filter((name) => name !== 'localhost');
  if (publicNames.length > 0) return undefined;
  return `HOST is ${sources.host}, but no host name is allowed: requests that use a name rather than an IP address get 421 host_not_allowed. Set PUBLIC_BASE_URL, or ALLOWED_HOSTS to the names this server is reached by.`;
}

/** The check itself, on every route of `app` (the API's and the metrics' own port). */
export function registerHostCheck(app: FastifyInstance, names: readonly string[]): void {
  const known = new Set(names.map(normalize));
  app.addHook('onRequest', async (request) => {
    if (!isAllowedHost(request.headers.host, known)) {
      throw new HttpError(421, 'host_not_allowed', sentence('error-host-not-allowed'));
    }
  });
}
