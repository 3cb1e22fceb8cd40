/**
 * Which URLs and addresses strangers may make us fetch.
 *
 * The media tools run on links pasted by anyone, so a link must not become a
 * way into the owner's private network (SSRF). The rule is applied to the
 * address a host name resolves to, not to its spelling: `new URL()` already
 * folds odd IPv4 spellings (`http://2130706433/`, `http://0x7f.1/`) into dotted
 * form, and addresses that embed an IPv4 address are judged by that address.
 */
import dns from 'node:dns';
import net from 'node:net';
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { type LookupAll, LookupLimiter, type ResolvedAddress } from './dns-limit.js';

/** Which private or local addresses links may reach: none (the default), all, or listed origins (`ALLOW_PRIVATE_URLS`). */
export type PrivateUrlPolicy = { kind: 'deny' } | { kind: 'allow-all' } | { kind: 'origins'; origins: string[] };

export type { LookupAll, ResolvedAddress } from './dns-limit.js';

/** Longest URL accepted from a user. */
export const MAX_URL_LENGTH = 2048;

/** The message users see when a link points into a private network. */

/**
 * Parses a user-supplied link. Only absolute `http:`/`https:` URLs with a host,
 * without embedded credentials and at most {@link MAX_URL_LENGTH} characters,
 * are accepted (surrounding whitespace, as pasted, is ignored); pass the
 * returned URL's normalized `href` on to the tools.
 *
 * @throws MediaError `invalid_url` with a message meant for the user.
 */
export function parseMediaUrl(raw: string): URL {
  const text = raw.trim();
  if (text === '') throw new MediaError('invalid_url', sentence('error-link-empty'));
  if (text.length > MAX_URL_LENGTH) {
    throw new MediaError('invalid_url', sentence('error-link-too-long', { max: MAX_URL_LENGTH }));
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MediaError('invalid_url', sentence('error-link-not-valid'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new MediaError('invalid_url', sentence('error-link-scheme'));
  }
  if (url.username !== '' || url.password !== '') {
    throw new MediaError('invalid_url', sentence('error-link-credentials'));
  }
  if (url.hostname === '') throw new MediaError('invalid_url', sentence('error-link-no-host'));
  // Normalization can lengthen a URL (percent-encoding), and the href is what we pass on.
  if (url.href.length > MAX_URL_LENGTH) {
    throw new MediaError('invalid_url', sentence('error-link-too-long', { max: MAX_URL_LENGTH }));
  }
  return url;
}

// Special-purpose ranges that must never be reached on a stranger's behalf
// (IANA IPv4/IPv6 special-purpose registries, minus the globally reachable ones).
const privateV4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255
] as const) {
  privateV4.addSubnet(prefix, bits, 'ipv4');
}

// Kept separate from privateV4 on purpose: Node's BlockList lets an IPv4-mapped
// IPv6 rule (::ffff:0:0/96) match every plain IPv4 address, so ranges that
// embed IPv4 are decoded by hand below instead of being listed here.
const privateV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['100::', 64], // discard-only
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  privateV6.addSubnet(prefix, bits, 'ipv6');
}

/**
 * True when `ip` (an IPv4 or IPv6 literal, brackets allowed) is not a public
 * unicast address. Anything that is not a valid IP literal counts as private,
 * so callers fail closed.
 */
export function isPrivateAddress(ip: string): boolean {
  const address = stripBrackets(ip);
  // A zone index (fe80::1%eth0) only makes sense for link-local scopes.
  if (address.includes('%')) return true;
  switch (net.isIP(address)) {
    case 4:
      return privateV4.check(address, 'ipv4');
    case 6:
      return isPrivateV6(address);
    default:
      return true;
  }
}

function isPrivateV6(address: string): boolean {
  const words = parseIPv6(address);
  if (!words) return true;
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  const upperZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  // ::ffff:0:0/96, IPv4-mapped: the socket really goes to the embedded IPv4 address.
  if (upperZero && w5 === 0xffff) return isPrivateV4(w6, w7);
  // ::ffff:0:0:0/96, IPv4-translated (RFC 2765 SIIT): a translator forwards to the embedded IPv4 address.
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0xffff && w5 === 0) return isPrivateV4(w6, w7);
  // ::/96 covers ::, ::1 and the deprecated IPv4-compatible form; nothing public lives there.
  if (upperZero && w5 === 0) return true;
  // 64:ff9b::/96, well-known NAT64 prefix: a NAT64 gateway forwards to the embedded IPv4.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return isPrivateV4(w6, w7);
  // 64:ff9b:1::/48, local-use NAT64 (RFC 8215): translation is site-specific, refuse.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return true;
  // 2002::/16, 6to4: the IPv4 address of the tunnel end point follows the prefix.
  if (w0 === 0x2002) return isPrivateV4(w1, w2);
  // 2001::/32, Teredo: server IPv4 in words 2-3, client IPv4 inverted in words 6-7.
  if (w0 === 0x2001 && w1 === 0) return isPrivateV4(w2, w3) || isPrivateV4(w6 ^ 0xffff, w7 ^ 0xffff);
  return privateV6.check(address, 'ipv6');
}

function isPrivateV4(high: number, low: number): boolean {
  return privateV4.check(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`, 'ipv4');
}

/** Expands an IPv6 literal (validated by net.isIP) into its eight 16-bit words. */
function parseIPv6(address: string): number[] | undefined {
  let canonical: string;
  try {
    // The URL parser rewrites a trailing dotted quad (::ffff:127.0.0.1) as hex words.
    canonical = stripBrackets(new URL(`http://[${address}]/`).hostname);
  } catch {
    return undefined;
  }
  const toWords = (part: string) => (part === '' ? [] : part.split(':').map((h) => Number.parseInt(h, 16)));
  const gap = canonical.indexOf('::');
  let words: number[];
  if (gap === -1) {
    words = toWords(canonical);
  } else {
    const head = toWords(canonical.slice(0, gap));
    const tail = toWords(canonical.slice(gap + 2));
    words = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  }
  if (words.length !== 8 || words.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffff)) return undefined;
  return words;
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The parts of a URL the policy needs; a `URL` fits. */
export interface Destination {
  /** `http:` or `https:`. */
  protocol: string;
  /** Host name or IP literal; IPv6 may be bracketed. */
  hostname: string;
  /** Empty for the scheme's default port. */
  port: string;
}

export interface EgressPolicyOptions {
  /** Replaces DNS resolution (tests); its lookups get a bound of their own, as the system's have. */
  lookup?: LookupAll;
  /** Gives up on DNS after this long; default 10 s. */
  lookupTimeoutMs?: number;
  /**
   * Origins of the owner's own services the tools need (the PO-token provider, YTDLP_POT_PROVIDER_URL):
   * allowed whatever they resolve to, whatever the policy; every other private address stays refused.
   */
  ownServices?: readonly string[] | undefined;
}

const defaultLookup: LookupAll = async (hostname) => {
  const results = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/** One bound for every policy of the process: they all share libuv's thread pool. */
const systemLookups = new LookupLimiter(defaultLookup);

/**
 * Applies `ALLOW_PRIVATE_URLS` to destinations. The caller must connect only
 * to the addresses {@link EgressPolicy.check} returns and never resolve the
 * name again, or DNS rebinding could swap in a private address after the check.
 */
export class EgressPolicy {
  private readonly lookups: LookupLimiter;
  private readonly lookupTimeoutMs: number;
  private readonly allowedOrigins: ReadonlySet<string>;
  private readonly ownServices: ReadonlySet<string>;

  constructor(
    readonly policy: PrivateUrlPolicy,
    options: EgressPolicyOptions = {},
  ) {
    this.lookups = options.lookup ? new LookupLimiter(options.lookup) : systemLookups;
    this.lookupTimeoutMs = options.lookupTimeoutMs ?? 10_000;
    this.allowedOrigins = new Set(policy.kind === 'origins' ? policy.origins.map(normalizeOrigin) : []);
    this.ownServices = new Set((options.ownServices ?? []).map(normalizeOrigin));
  }

  /** True for an origin of the owner's own services (EgressPolicyOptions.ownServices). */
  isOwnService(destination: Destination): boolean {
    if (this.ownServices.size === 0) return false;
    const { protocol, port } = destination;
    return this.ownServices.has(originOf(protocol, stripBrackets(destination.hostname), port));
  }

  /**
   * Resolves the destination's host (IP literals without DNS) and returns its
   * addresses, all of them allowed.
   *
   * @throws MediaError `url_not_allowed` when any address is private and the
   *   policy does not allow this origin; `unreachable` when DNS fails;
   *   `invalid_url` for a destination that is not http(s) or has no host.
   */
  async check(destination: URL | Destination): Promise<ResolvedAddress[]> {
    const { protocol, port } = destination;
    const host = stripBrackets(destination.hostname);
    if ((protocol !== 'http:' && protocol !== 'https:') || host === '') {
      throw new MediaError('invalid_url', sentence('error-link-scheme'));
    }
    const addresses = await this.resolve(host);
    if (this.policy.kind === 'allow-all') return addresses;
    if (addresses.every((a) => !isPrivateAddress(a.address))) return addresses;
    if (this.policy.kind === 'origins' && this.allowedOrigins.has(originOf(protocol, host, port))) return addresses;
    if (this.isOwnService(destination)) return addresses;
    // One private address is enough to refuse: we cannot know which one a client would use.
    throw new MediaError('url_not_allowed', sentence('error-code-url-not-allowed'));
  }

  private async resolve(host: string): Promise<ResolvedAddress[]> {
    const family = net.isIP(host);
    if (family !== 0) return [{ address: host, family: family === 6 ? 6 : 4 }];
    // The wait for a free lookup counts too: a name server that never answers fails the check in time.
    const giveUp = new AbortController();
    const timer = setTimeout(() => giveUp.abort(new Error(`DNS lookup timed out for ${host}`)), this.lookupTimeoutMs);
    try {
      const addresses = await this.lookups.resolve(host, giveUp.signal);
      if (addresses.length === 0) throw new Error(`no addresses for ${host}`);
      return addresses;
    } catch (cause) {
      throw new MediaError('unreachable', sentence('error-host-not-resolved'), { cause });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The WHATWG origin (`https://host:port`, default port omitted) of a destination. */
function originOf(protocol: string, host: string, port: string): string {
  const bracketed = net.isIP(host) === 6 ? `[${host}]` : host;
  return new URL(`${protocol}//${bracketed}${port === '' ? '' : `:${port}`}`).origin;
}

function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}
