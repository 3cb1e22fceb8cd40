/**
 * Reads one playlist or manifest (an HLS media or master playlist) as text,
 * through the job's egress connector: small documents only, read whole or not
 * at all.
 */
import { sentence } from '../../i18n/index.js';
import { MediaError } from '../errors.js';
import { fetchOrigin, type OriginConnector } from './origin-fetch.js';

/** What a playlist read needs: the connector, and the format's headers and cookies. */
export interface PlaylistRequest {
  connect: OriginConnector;
  httpHeaders?: Record<string, string> | null | undefined;
  cookies?: string | undefined;
  /** The URL the headers and cookies were made for (the format's): credentials go to its origin only. */
  credentialsFor?: string | undefined;
  /** The most bytes read; a larger document gives undefined. */
  maxBytes: number;
  signal?: AbortSignal | undefined;
}

/** A playlist's text and the URL that answered (after redirects): its relative URIs are resolved against that. */
export interface PlaylistText {
  text: string;
  url: URL;
}

/**
 * The text at `url`, or undefined when it is larger than `maxBytes`. Rejects
 * with a MediaError: `cancelled` on abort, `unreachable` when the body is cut,
 * and fetchOrigin's own for the request (a refused origin: url_not_allowed).
 */
export async function fetchPlaylistText(url: URL, request: PlaylistRequest): Promise<PlaylistText | undefined> {
  const { signal } = request;
  const response = await fetchOrigin(request.connect, {
    url: url.href,
    httpHeaders: request.httpHeaders,
    cookies: request.cookies,
    credentialsFor: request.credentialsFor,
    signal,
  });
  const chunks: Buffer[] = [];
  let size = 0;
  // fetchOrigin's signal covers the connection and the head; the body is this loop's to stop.
  const onAbort = () => response.close();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (signal?.aborted) response.close();
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > request.maxBytes) return undefined;
      chunks.push(chunk);
    }
  } catch (cause) {
    if (signal?.aborted) throw new MediaError('cancelled', sentence('error-download-cancelled'));
    throw new MediaError('unreachable', sentence('error-playlist-not-read'), { cause });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    response.close();
  }
  if (signal?.aborted) throw new MediaError('cancelled', sentence('error-download-cancelled'));
  if (!response.complete()) throw new MediaError('unreachable', sentence('error-playlist-not-read'));
  return { text: Buffer.concat(chunks).toString('utf8'), url: response.url };
}
