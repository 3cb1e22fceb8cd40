/**
 * Which of a format's cookies go with a request (fetch/credentials.ts): only on
 * the origin of the URL yt-dlp made them for, and there only those its jar
 * would send (domain, path, Secure only over https). Pure: yt-dlp's `cookies`
 * field as it writes it.
 */
import { describe, expect, it } from 'vitest';
import { cookieHeaderFor, parseJarCookies } from '../../src/media/fetch/credentials.js';

const FIELD =
  'sid=1; Domain=.site.example; Path=/; Secure; Expires=1999999999; ' +
  'pref=2; Domain=site.example; Path=/watch; lang="en\\073de"; Domain=cdn.site.example; Path=/';
const MADE_FOR = 'https://site.example/watch?v=x';
const header = (url: string, madeFor = MADE_FOR) => cookieHeaderFor(FIELD, new URL(url), madeFor);

describe('a format’s cookies', () => {
  it('are read with each cookie’s own attributes', () => {
    expect(parseJarCookies(FIELD).map((c) => [c.pair, c.domain, c.path, c.secure])).toEqual([
      ['sid=1', '.site.example', '/', true],
      ['pref=2', 'site.example', '/watch', false],
      // yt-dlp quotes a value with a ";" as an octal escape: it never splits a cookie.
      ['lang="en\\073de"', 'cdn.site.example', '/', false],
    ]);
  });

  it('go to the origin they were made for, by path and Secure', () => {
    expect(header('https://site.example/watch/2')).toBe('sid=1; pref=2');
    expect(header('https://site.example/other')).toBe('sid=1');
    expect(header('https://site.example/watchlater')).toBe('sid=1');
  });

  it('go nowhere else: another host, port or scheme, or with nothing said of where they belong', () => {
    expect(header('https://evil.example/watch')).toBeUndefined();
    expect(header('https://site.example:8443/watch')).toBeUndefined();
    // The same host over http: another origin; and sid is Secure anyway.
    expect(header('http://site.example/watch', 'http://site.example/watch')).toBe('pref=2');
    expect(header('http://site.example/watch')).toBeUndefined();
    expect(cookieHeaderFor(FIELD, new URL(MADE_FOR), undefined)).toBeUndefined();
  });
});
