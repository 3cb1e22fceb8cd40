/**
 * A watched link's site on loopback that the test breaks and mends: `/watch` is a page whose
 * JSON-LD VideoObject (yt-dlp's generic extractor) points at `/media.mp4`, a real mp4 served with
 * byte ranges. `mode` `sign-in` answers the page with 401 and a sign-in form; `media-403` serves
 * the page but refuses the media's bytes with 403; `ok` serves both.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRange } from './fixture-server.js';

export type CanarySiteMode = 'ok' | 'sign-in' | 'media-403';

export interface CanarySite {
  /** The watched link. */
  link: string;
  mode: CanarySiteMode;
  /** Requests for the media's bytes so far. */
  mediaRequests: number;
  close(): Promise<void>;
}

/** Starts the site on `mediaFile` (an mp4 of a few MiB, so a canary stops before its end). */
export async function startCanarySite(mediaFile: string): Promise<CanarySite> {
  const size = (await stat(mediaFile)).size;
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/watch' && site.mode === 'sign-in') {
      response.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<html><head><title>Sign in</title></head><body><form>Sign in to watch</form></body></html>');
    }
    if (path === '/watch') {
      const ld = {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Watched',
        duration: 'PT4S',
        contentUrl: `${origin}/media.mp4`,
        // A declared type and size: yt-dlp returns contentUrl as the one format, nothing probes it at lookup.
        encodingFormat: 'video/mp4',
        contentSize: String(size),
      };
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<html><head><title>Watched</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`,
      );
    }
    if (path !== '/media.mp4') return response.writeHead(404).end();
    site.mediaRequests++;
    if (site.mode === 'media-403') return response.writeHead(403).end('Forbidden');
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') return response.writeHead(416).end();
    const { start, end } = range ?? { start: 0, end: size - 1 };
    response.writeHead(range ? 206 : 200, {
      'content-type': 'video/mp4',
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(mediaFile, { start, end }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const site: CanarySite = {
    link: `${origin}/watch`,
    mode: 'ok',
    mediaRequests: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}
