/** The sites a cookies.txt covers (read leniently), and YTDLP_COOKIES_FILE's, re-read when it changes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cookieFileSites, cookiesFileSites } from '../../src/cookies/index.js';

/** Whether a cookies.txt text has a cookie for YouTube (youtube.com or a subdomain). */
const cookiesCover = (text: string) => cookieFileSites(text).includes('youtube');
const fileCovers = (file: string | undefined) => (cookiesFileSites(file).includes('youtube') ? 1 : 0);

const line = (domain: string) => `${domain}\tTRUE\t/\tTRUE\t0\tSID\tsecret\n`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'cookie-sets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cookies for a site in a Netscape cookies.txt', () => {
  it('counts the domain and its subdomains, HttpOnly lines too, and nothing that only ends alike', () => {
    expect(cookiesCover(line('.youtube.com'))).toBe(true);
    expect(cookiesCover(line('www.youtube.com'))).toBe(true);
    expect(cookiesCover(`#HttpOnly_${line('.youtube.com')}`)).toBe(true);
    expect(cookiesCover(line('.notyoutube.com'))).toBe(false);
    expect(cookiesCover(`# .youtube.com is not a cookie\n${line('.google.com')}`)).toBe(false);
  });

  it('counts YTDLP_COOKIES_FILE when it covers the site, and re-reads it when it changes', () => {
    const file = path.join(dir, 'cookies.txt');
    expect(fileCovers(undefined)).toBe(0);
    expect(fileCovers(path.join(dir, 'missing.txt'))).toBe(0);
    writeFileSync(file, `# Netscape HTTP Cookie File\n${line('.google.com')}`);
    expect(fileCovers(file)).toBe(0);
    writeFileSync(file, `# Netscape HTTP Cookie File\n${line('.google.com')}${line('.youtube.com')}`);
    expect(fileCovers(file)).toBe(1);
  });
});
