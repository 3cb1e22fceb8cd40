/**
 * How many cookie sets hold cookies for a site. For now the one set is YTDLP_COOKIES_FILE (so 0 or 1);
 * a store of several sets replaces this function. Only the domain column is read: no cookie leaves here.
 */
import { readFileSync } from 'node:fs';
import { fileIdentity } from './tools/file-identity.js';

/** The last count, read again only when the file changed: /api/health needs no key and may be asked often. */
let counted: { key: string; sets: number } | undefined;

/** True when a Netscape cookies.txt text has a cookie for `domain` or one of its subdomains. */
export function cookiesCover(text: string, domain: string): boolean {
  for (const raw of text.split('\n')) {
    // curl writes HttpOnly cookies as comments with this prefix; other # lines are comments.
    const line = raw.startsWith('#HttpOnly_') ? raw.slice('#HttpOnly_'.length) : raw;
    if (line.startsWith('#')) continue;
    const host = line.split('\t', 1)[0]?.trim().toLowerCase().replace(/^\./, '') ?? '';
    if (host === domain || host.endsWith(`.${domain}`)) return true;
  }
  return false;
}

/** 0 or 1: whether `cookiesFile` (YTDLP_COOKIES_FILE) holds cookies for `domain`; an unreadable file counts 0. */
export function cookieSetsCovering(domain: string, cookiesFile: string | undefined): number {
  if (!cookiesFile) return 0;
  const key = `${domain}\0${cookiesFile}\0${fileIdentity(cookiesFile)}`;
  if (counted?.key === key) return counted.sets;
  let sets = 0;
  try {
    sets = cookiesCover(readFileSync(cookiesFile, 'utf8'), domain) ? 1 : 0;
  } catch {
    sets = 0;
  }
  counted = { key, sets };
  return sets;
}
