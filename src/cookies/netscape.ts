import { type Sentence, sentence } from '../i18n/index.js';
import { siteOfLink } from '../refusals/index.js';

/**
 * A cookies.txt (Netscape format, as browsers' export add-ons and yt-dlp write it) checked line by
 * line before it is kept. A wrong line is named by its number only: its text may hold a secret.
 */

/** The largest file taken: a browser's export for a few sites is a few KiB; 256 KiB leaves room. */
export const MAX_COOKIE_FILE_BYTES = 256 * 1024;

/** What the owner is shown of a set: never a name or value of its cookies. */
export interface CookieFileSummary {
  sites: string[];
  cookieCount: number;
  /** The earliest expiry among its cookies that have one (0 in the file: a browser session's). */
  earliestExpiry: Date | undefined;
}

/** Why a file was refused: a catalogue key, and the line where that applies. */
export class CookieFileError extends Error {
  constructor(
    readonly key: 'error-cookies-too-large' | 'error-cookies-bad-line' | 'error-cookies-empty',
    readonly line?: number,
  ) {
    super(line ? `${key} (line ${line})` : key);
  }

  /** What is wrong, in words: the line by its number, or the cap. */
  get sentence(): Sentence {
    return sentence(this.key, this.line ? { line: this.line } : { kb: MAX_COOKIE_FILE_BYTES / 1024 });
  }
}

const BOOL = /^(TRUE|FALSE)$/;
const DOMAIN = /^\.?[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i;
const FIELD = /^[^\t\r\n]*$/;

/** The cookie on one line, or undefined for a comment or blank line; throws on anything else. */
function cookieOnLine(raw: string, number: number): { domain: string; expires: number } | undefined {
  const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  // "#HttpOnly_" marks an HttpOnly cookie (curl's and yt-dlp's spelling); other "#" lines are comments.
  const body = line.startsWith('#HttpOnly_') ? line.slice('#HttpOnly_'.length) : line;
  if (body === line && (line.trim() === '' || line.startsWith('#'))) return undefined;
  const fields = body.split('\t');
  const [domain, subdomains, path, secure, expires, name] = fields;
  const ok =
    fields.length === 7 &&
    DOMAIN.test(domain ?? '') &&
    BOOL.test(subdomains ?? '') &&
    (path ?? '').startsWith('/') &&
    BOOL.test(secure ?? '') &&
    /^\d{1,12}$/.test(expires ?? '') &&
    (name ?? '') !== '' &&
    fields.every((f) => FIELD.test(f));
  if (!ok) throw new CookieFileError('error-cookies-bad-line', number);
  return { domain: (domain ?? '').toLowerCase().replace(/^\./, ''), expires: Number(expires) };
}

/** yt-dlp (as Python's MozillaCookieJar) refuses a file without this first line; many exports have none. */
const HEADER = /^# (Netscape )?HTTP Cookie File/;

/** The file as kept and handed to yt-dlp: with the header it wants. */
export function withHeader(text: string): string {
  return HEADER.test(text) ? text : `# Netscape HTTP Cookie File\n${text}`;
}

const siteOfDomain = (domain: string) => siteOfLink(new URL(`http://${domain}/`)).key;

/**
 * The sites a cookies.txt has cookies for, read leniently: YTDLP_COOKIES_FILE is the owner's file as it is
 * (no size cap, not checked before use), and a line yt-dlp would skip is skipped here too.
 */
export function cookieFileSites(text: string): string[] {
  const sites = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    try {
      const cookie = cookieOnLine(raw, index + 1);
      if (cookie) sites.add(siteOfDomain(cookie.domain));
    } catch {
      // not a cookie line
    }
  });
  return [...sites].sort();
}

/** Checks a cookies.txt and says what it holds; throws CookieFileError naming what is wrong. */
export function checkCookieFile(text: string): CookieFileSummary {
  if (Buffer.byteLength(text) > MAX_COOKIE_FILE_BYTES) throw new CookieFileError('error-cookies-too-large');
  const sites = new Set<string>();
  let cookieCount = 0;
  let earliest: number | undefined;
  text.split('\n').forEach((raw, index) => {
    const cookie = cookieOnLine(raw, index + 1);
    if (!cookie) return;
    cookieCount += 1;
    sites.add(siteOfDomain(cookie.domain));
    if (cookie.expires > 0) earliest = Math.min(earliest ?? cookie.expires, cookie.expires);
  });
  if (cookieCount === 0) throw new CookieFileError('error-cookies-empty');
  return {
    sites: [...sites].sort(),
    cookieCount,
    earliestExpiry: earliest === undefined ? undefined : new Date(earliest * 1000),
  };
}
