/**
 * Where a format's credentials may go on the server's own fetches (a master, fragments, subtitles, redirects):
 * cookies and credential headers yt-dlp made for one URL go only to that URL's origin, and of the cookies only
 * those its jar would send there, so one anonymous link cannot make the owner's logins travel to a host it picks.
 */

/** One cookie of yt-dlp's `cookies` field, with the attributes that say where it goes. */
export interface JarCookie {
  /** `name=value`, as sent. */
  pair: string;
  domain?: string | undefined;
  path?: string | undefined;
  secure: boolean;
}

const ATTRIBUTE = /^(domain|path|expires|version|max-age|samesite|secure|httponly)$/i;

/** The cookies of a `cookies` field, each with its own attributes (those after it, before the next cookie). */
export function parseJarCookies(field: string | undefined): JarCookie[] {
  const cookies: JarCookie[] = [];
  let current: JarCookie | undefined;
  for (const raw of (field ?? '').split(/;\s*/)) {
    const part = raw.trim();
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!ATTRIBUTE.test(name)) {
      current = eq > 0 ? { pair: part, secure: false } : undefined;
      if (current) cookies.push(current);
      continue;
    }
    if (!current) continue;
    const value = part.slice(eq + 1).trim();
    if (/^secure$/i.test(name)) current.secure = true;
    else if (/^domain$/i.test(name) && eq > 0) current.domain = value.toLowerCase();
    else if (/^path$/i.test(name) && eq > 0) current.path = value;
  }
  return cookies;
}

/** RFC 6265 §5.1.3: the host is the domain, or a name under it (never an IP address under a suffix). */
function domainMatches(host: string, domain: string | undefined): boolean {
  if (domain === undefined) return true;
  const bare = domain.replace(/^\./, '');
  if (host === bare) return true;
  const isIp = /^[\d.]+$/.test(host) || host.startsWith('[');
  return !isIp && bare !== '' && host.endsWith(`.${bare}`);
}

/** RFC 6265 §5.1.4: the request's path is the cookie's, or lies under it. */
function pathMatches(requestPath: string, cookiePath: string | undefined): boolean {
  if (!cookiePath || cookiePath === '/' || requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** Whether the jar would send `cookie` with a request for `url`. */
export function jarSends(cookie: JarCookie, url: URL): boolean {
  if (cookie.secure && url.protocol !== 'https:') return false;
  return domainMatches(url.hostname.toLowerCase(), cookie.domain) && pathMatches(url.pathname, cookie.path);
}

/** Whether credentials made for `madeFor` may go with a request for `url`: the same origin only. */
export function sameOrigin(url: URL, madeFor: string | undefined): boolean {
  if (madeFor === undefined) return false;
  try {
    return new URL(madeFor).origin === url.origin;
  } catch {
    return false;
  }
}

/**
 * The Cookie header for a request to `url` from a format's `cookies` made for
 * `madeFor`: nothing off that origin, and of the rest what the jar would send.
 */
export function cookieHeaderFor(field: string | undefined, url: URL, madeFor: string | undefined): string | undefined {
  if (!field || !sameOrigin(url, madeFor)) return undefined;
  const pairs = parseJarCookies(field)
    .filter((cookie) => jarSends(cookie, url))
    .map((cookie) => cookie.pair);
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}
