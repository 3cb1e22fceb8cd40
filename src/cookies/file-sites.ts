/**
 * The sites YTDLP_COOKIES_FILE has cookies for, read again only when the file changed:
 * /api/health needs no key and may be asked often. Only the domain column is read.
 */
import { readFileSync } from 'node:fs';
import { fileIdentity } from '../media/index.js';
import { cookieFileSites } from './netscape.js';

let read: { key: string; sites: string[] } | undefined;

/** The file's sites; none for no file or one that cannot be read. */
export function cookiesFileSites(cookiesFile: string | undefined): string[] {
  if (!cookiesFile) return [];
  const key = `${cookiesFile}\0${fileIdentity(cookiesFile)}`;
  if (read?.key !== key) {
    let sites: string[] = [];
    try {
      sites = cookieFileSites(readFileSync(cookiesFile, 'utf8'));
    } catch {
      sites = [];
    }
    read = { key, sites };
  }
  return read.sites;
}
