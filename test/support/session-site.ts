/**
 * A site on loopback that shows its media only to a signed-in visitor: `/members/<id>` carries a
 * JSON-LD VideoObject (what yt-dlp's generic extractor reads) only with the right `session`
 * cookie, and `/rotating/<id>` only with the current `rot` cookie, which it replaces on each
 * visit (Set-Cookie with a new value; the old one refused afterwards). Without them: 401 and a
 * sign-in page.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

/** Starts the site; `mediaUrl` is the file its video pages point at. */
export async function startSessionSite(mediaUrl: string): Promise<SessionSite> {
  const session = randomBytes(16).toString('hex');
  let rot = randomBytes(16).toString('hex');
  const rotations: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/members/') && cookieOf(request, 'session') === session)
      return videoPage(response, mediaUrl, 'Members');
    if (path.startsWith('/rotating/') && cookieOf(request, 'rot') === rot) {
      rotations.push(rot);
      rot = randomBytes(16).toString('hex');
      response.setHeader('set-cookie', `rot=${rot}; Path=/; Max-Age=86400`);
      return videoPage(response, mediaUrl, 'Rotating');
    }
    signInPage(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
