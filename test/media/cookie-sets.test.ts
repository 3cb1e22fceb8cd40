/** How many cookie sets cover a site: for now whether YTDLP_COOKIES_FILE has a cookie for it (0 or 1). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieSetsCovering, cookiesCover } from '../../src/media/cookie-sets.js';

const line = (domain: string) => `${domain}\tTRUE\t/\tTRUE\t0\tSID\tsecret\n`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cookie-sets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cookies for a site in a Netscape cookies.txt', () => {
  it('counts the domain and its subdomains, HttpOnly lines too, and nothing that only ends alike', () => {
    expect(cookiesCover(line('.youtube.com'), 'youtube.com')).toBe(true);
    expect(cookiesCover(line('www.youtube.com'), 'youtube.com')).toBe(true);
    expect(cookiesCover(`#HttpOnly_${line('.youtube.com')}`, 'youtube.com')).toBe(true);
    expect(cookiesCover(line('.notyoutube.com'), 'youtube.com')).toBe(false);
    expect(cookiesCover(`# .youtube.com is not a cookie\n${line('.google.com')}`, 'youtube.com')).toBe(false);
  });

  it('counts YTDLP_COOKIES_FILE as one set when it covers the site, and re-reads it when it changes', () => {
    const file = path.join(dir, 'cookies.txt');
    expect(cookieSetsCovering('youtube.com', undefined)).toBe(0);
    expect(cookieSetsCovering('youtube.com', path.join(dir, 'missing.txt'))).toBe(0);
    writeFileSync(file, `# Netscape HTTP Cookie File\n${line('.google.com')}`);
    expect(cookieSetsCovering('youtube.com', file)).toBe(0);
    writeFileSync(file, `# Netscape HTTP Cookie File\n${line('.google.com')}${line('.youtube.com')}`);
    expect(cookieSetsCovering('youtube.com', file)).toBe(1);
  });
});
