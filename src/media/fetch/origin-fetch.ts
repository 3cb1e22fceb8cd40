/**
 * The server's own HTTP(S) fetch of a file it passes through unchanged: one GET, perhaps of one byte range, with
 * the format's headers from yt-dlp. Each connection (one per redirect, at most MAX_REDIRECTS, each checked again)
 * is opened by the egress proxy's admission and connect, so it goes to a checked address or through YTDLP_PROXY.
 */
import net from 'node:net';
import type { Readable } from 'node:stream';
import tls from 'node:tls';
import { sentence } from '../../i18n/index.js';
import { HOP_BY_HOP } from '../egress/forwardable-headers.js';
import { MAX_REDIRECTS, type OpenedConnection } from '../egress/proxy.js';
import { safeHeaderEntries } from '../egress/site-headers.js';
import { isMediaError, MediaError } from '../errors.js';
import { siteNameOf, siteRefusalError } from '../site-refusal.js';
import type { ByteRangeRequest } from '../types.js';
import { cookieHeaderFor, sameOrigin } from './credentials.js';
import { exchange, header, type Response } from './http1-response.js';

/** Opens a connection to the origin of `url` (EgressProxy.open, bound to the job's session). */
export type OriginConnector = (url: URL) => Promise<OpenedConnection>;

export type { ByteRangeRequest };

/** A range resolved against a known size: first and last byte, inclusive. */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface OriginRequest {
  url: string;
  /** The format's `http_headers` (User-Agent, Referer, Cookie with older yt-dlp …); validated here. */
  httpHeaders?: Record<string, string> | null | undefined;
  /** The format's `cookies` (yt-dlp ≥ 2023.07 keeps them out of `http_headers`): sent as Cookie. */
  cookies?: string | undefined;
  range?: ByteRangeRequest | undefined;
  signal?: AbortSignal | undefined;
  /**
   * The URL the headers and cookies were made for (the format's own): credentials go to its origin
   * only (fetch/credentials.ts); without it, none go anywhere.
   */
  credentialsFor?: string | undefined;
}

export interface OriginResponse {
  status: 200 | 206;
  /** The URL that answered, after redirects: what a playlist's relative URIs are resolved against. */
  url: URL;
  /** The body's bytes (decoded when chunked); it buffers until read, and errors when cut short. */
  body: Readable;
  /** The body's length (Content-Length), when the origin said. */
  length: number | undefined;
  /** True once the whole body has arrived. */
  complete(): boolean;
  /** For a 206: the span sent, and the whole file's size when the origin said. */
  contentRange?: ByteSpan & { size: number | undefined };
  /** Closes the connection (the body errors if it was not complete). */
  close(): void;
}

/** The origin answered 416: the range lies outside the file (`size`, when it said). */
export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';
  readonly code = 'range_not_satisfiable';
  constructor(readonly size: number | undefined) {
    super('The requested range lies outside the file.');
  }
}

/** Header names this fetch sets itself, or that must not go from a site's JSON onto the wire (and every proxy-*). */
const OWN_HEADERS = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  'range',
  'if-range',
  'accept-encoding',
  'expect',
]);
/** Credentials that go only to the origin they were given for (not across a redirect to another one). */
const CREDENTIAL_HEADERS = new Set(['cookie', 'authorization']);

const unavailable = () => new MediaError('media_unavailable', sentence('error-media-file-expired'));
const unreachable = (cause?: unknown) => new MediaError('unreachable', sentence('error-media-not-fetched'), { cause });

/**
 * Parses a media URL from yt-dlp's JSON for our own fetch: absolute http(s)
 * with a host and no credentials; undefined otherwise (yt-dlp then fetches it).
 */
export function originUrl(raw: string | null | undefined): URL | undefined {
  if (typeof raw !== 'string' || raw.length > 16 * 1024) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  url.hash = '';
  return url;
}

/** `bytes=…` for the request upstream. */
export function rangeHeader(range: ByteRangeRequest): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}

/** The span a range selects in a file of `size` bytes, or undefined when it selects nothing (416). */
export function resolveRange(range: ByteRangeRequest, size: number): ByteSpan | undefined {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The request headers for one hop: the format's own (credentials only on its first origin), then ours. */
function requestHeaders(request: OriginRequest, url: URL): Record<string, string> {
  const headers: Record<string, string> = {};
  const ownOrigin = sameOrigin(url, request.credentialsFor);
  const cookie = cookieHeaderFor(request.cookies, url, request.credentialsFor);
  for (const [name, value] of safeHeaderEntries(request.httpHeaders)) {
    const lower = name.toLowerCase();
    if (OWN_HEADERS.has(lower) || lower.startsWith('proxy-')) continue;
    if (CREDENTIAL_HEADERS.has(lower) && !ownOrigin) continue;
    // The head is written as latin1 (one byte per character): anything else cannot be sent as is.
    if (/[^\t\x20-\x7e\x80-\xff]/.test(value)) continue;
    // One spelling per name: the JSON is an object, but two cases of one name would both be sent.
    if (Object.keys(headers).some((n) => n.toLowerCase() === lower)) continue;
    headers[name] = value;
  }
  if (cookie && !Object.keys(headers).some((n) => n.toLowerCase() === 'cookie') && !/[\r\n\0]/.test(cookie)) {
    headers.Cookie = cookie;
  }
  // The bytes as stored: a compressed transfer would not be the file.
  headers['Accept-Encoding'] = 'identity';
  if (request.range) headers.Range = rangeHeader(request.range);
  return headers;
}

/**
 * Fetches `request.url`, following redirects, and resolves with the final
 * 200 or 206 response. Rejects with a MediaError
 * (`url_not_allowed` for a destination the policy refuses, `media_unavailable`
 * for 404/410, `format_blocked` for 401/403, `unreachable` otherwise, `cancelled` on abort) or a
 * {@link RangeNotSatisfiableError}.
 */
export async function fetchOrigin(connect: OriginConnector, request: OriginRequest): Promise<OriginResponse> {
  let url = originUrl(request.url);
  if (!url) throw unreachable();
  for (let hop = 0; ; hop++) {
    const { response, close } = await requestOnce(connect, url, requestHeaders(request, url), request.signal);
    const location = header(response, 'location');
    if ([301, 302, 303, 307, 308].includes(response.status) && location) {
      close();
      if (hop >= MAX_REDIRECTS) {
        throw new MediaError('unreachable', sentence('error-too-many-redirects', { max: MAX_REDIRECTS }));
      }
      let next: URL | undefined;
      try {
        next = originUrl(new URL(location, url).href);
      } catch {
        next = undefined;
      }
      if (!next) throw new MediaError('unreachable', sentence('error-redirect-not-allowed'));
      url = next;
      continue;
    }
    // The site refuses the bytes it described: the format is blocked for this server, not gone.
    if (response.status === 401 || response.status === 403) {
      close();
      throw siteRefusalError('format_blocked', siteNameOf(undefined, url));
    }
    try {
      return { ...interpret(response, close, request.range), url };
    } catch (error) {
      close();
      throw error;
    }
  }
}

function interpret(
  response: Response,
  close: () => void,
  range: ByteRangeRequest | undefined,
): Omit<OriginResponse, 'url'> {
  const { status, length } = response;
  const encoding = header(response, 'content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    throw new MediaError('unreachable', sentence('error-compressed-response'));
  }
  const common = { body: response.body, length, complete: response.complete, close };
  if (status === 200) return { status: 200, ...common };
  if (status === 206 && range) {
    const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15}|\*)$/.exec(header(response, 'content-range') ?? '');
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    const size = match?.[3] === '*' ? undefined : Number(match?.[3]);
    const span = size === undefined ? undefined : resolveRange(range, size);
    const consistent =
      match !== null &&
      end >= start &&
      (length === undefined || length === end - start + 1) &&
      (span ? span.start === start && span.end === end : !('suffix' in range) && start === range.start);
    if (!consistent) throw new MediaError('unreachable', sentence('error-range-inconsistent'));
    return { status: 206, ...common, contentRange: { start, end, size } };
  }
  if (status === 416 && range) {
    const size = /^bytes \*\/(\d{1,15})$/.exec(header(response, 'content-range') ?? '')?.[1];
    throw new RangeNotSatisfiableError(size === undefined ? undefined : Number(size));
  }
  if ([401, 403, 404, 410].includes(status)) throw unavailable();
  throw new MediaError('unreachable', sentence('error-site-status', { status }));
}

/** One GET over a fresh connection from `connect`; resolves at the response head. */
async function requestOnce(
  connect: OriginConnector,
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; close(): void }> {
  if (signal?.aborted) throw cancelledError();
  const opened = await connect(url);
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const socket: net.Socket =
    url.protocol === 'https:'
      ? tls.connect({
          socket: opened.socket,
          // SNI carries names only, never an IP literal.
          ...(net.isIP(hostname) === 0 ? { servername: hostname } : {}),
          ALPNProtocols: ['http/1.1'],
        })
      : opened.socket;
  const close = () => {
    socket.destroy();
    opened.socket.destroy();
  };
  // Errors reach the body or the exchange below; this keeps a late one from going uncaught.
  socket.on('error', () => {});
  // Plain http through the upstream proxy: the request in absolute form, with its credentials.
  const viaProxy = url.protocol === 'http:' ? opened.viaUpstream : undefined;
  const lines = [`GET ${viaProxy ? url.href : `${url.pathname}${url.search}`} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (viaProxy?.authorization) lines.push(`Proxy-Authorization: ${viaProxy.authorization}`);
  // One response per connection: its end is the body's end when the length is not given.
  lines.push('Connection: close');
  const onAbort = () => close();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await exchange(socket, `${lines.join('\r\n')}\r\n\r\n`);
    response.body.on('error', () => {});
    return { response, close };
  } catch (error) {
    close();
    if (signal?.aborted) throw cancelledError();
    throw isMediaError(error) ? error : unreachable(error);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The abort of a fetch (the client left, or the service stops). */
export function cancelledError(): MediaError {
  return new MediaError('cancelled', sentence('error-download-cancelled'));
}
