/**
 * A site on loopback that shows its media only to a signed-in visitor: `/members/<id>` carries a
 * JSON-LD VideoObject (what yt-dlp's generic extractor reads) only with the right `session`
 * cookie, and `/rotating/<id>` only with the current `rot` cookie, which it replaces on each
 * visit (Set-Cookie with a new value; the old one refused afterwards). Without them: 401 and a
 * sign-in page. With `hls` (writeYtdlpOnlyHlsFixture's folder, an HLS only yt-dlp fetches),
 * `/members-hls/<id>` is a signed-in page whose video is `/locked/<playlist>`: the playlist and its
 * segments only for the `session` cookie, and each segment replaces `rot` (the old value refused
 * afterwards), as a site refreshes a session while its media is fetched: a download meets that.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface SessionSite {
  origin: string;
  url(path: string): string;
  /** The session cookie's value that signs a visitor in. */
  session: string;
  /** The rotating cookie's value the site takes now (a new one after each visit that used it). */
  rot(): string;
  /** Every `rot` value the site has taken, in order. */
  rotations: string[];
  close(): Promise<void>;
}

const cookieOf = (request: IncomingMessage, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

function videoPage(response: ServerResponse, mediaUrl: string, title: string): void {
  const ld = { '@context': 'https://schema.org', '@type': 'VideoObject', name: title, contentUrl: mediaUrl };
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`,
  );
}

function signInPage(response: ServerResponse): void {
  response.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<html><head><title>Sign in</title></head><body><form>Sign in to watch</form></body></html>');
}

/** A file of `dir` by its name in `at` (no folders), or undefined. */
function fileIn(dir: string | undefined, at: string): Buffer | undefined {
  const name = at.split('/').pop() ?? '';
  if (!dir || !/^[\w.-]+$/.test(name)) return undefined;
  try {
    return readFileSync(path.join(dir, name));
  } catch {
    return undefined;
  }
}

/** Starts the site; `mediaUrl` is the file its video pages point at, `hls` the HLS of `/members-hls/`. */
export async function startSessionSite(
  mediaUrl: string,
  hls?: { dir: string; playlist: string },
): Promise<SessionSite> {
  let origin = '';
  const session = randomBytes(16).toString('hex');
  let rot = randomBytes(16).toString('hex');
  const rotations: string[] = [];
  /** A new `rot` is set; the one before is refused from now on. */
  const rotate = (response: ServerResponse) => {
    rot = randomBytes(16).toString('hex');
    response.setHeader('set-cookie', `rot=${rot}; Path=/; Max-Age=86400`);
  };
  const server = createServer((request, response) => {
    const at = request.url ?? '/';
    const signedIn = cookieOf(request, 'session') === session;
    if (at.startsWith('/members/') && signedIn) return videoPage(response, mediaUrl, 'Members');
    if (at.startsWith('/rotating/') && cookieOf(request, 'rot') === rot) {
      rotations.push(rot);
      rotate(response);
      return videoPage(response, mediaUrl, 'Rotating');
    }
    if (at.startsWith('/members-hls/') && signedIn && hls)
      return videoPage(response, `${origin}/locked/${hls.playlist}`, 'Members HLS');
    const file = at.startsWith('/locked/') && signedIn ? fileIn(hls?.dir, at) : undefined;
    if (file) {
      const playlist = at.endsWith('.m3u8');
      if (!playlist) rotate(response);
      response.writeHead(200, { 'content-type': playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t' });
      return response.end(file);
    }
    signInPage(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (p) => `${origin}${p}`,
    session,
    rot: () => rot,
    rotations,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookies.txt line (Netscape format) for 127.0.0.1, expiring in a day. */
export function cookieLine(name: string, value: string): string {
  const expires = Math.floor(Date.now() / 1000) + 86_400;
  return ['127.0.0.1', 'FALSE', '/', 'FALSE', String(expires), name, value].join('\t');
}
