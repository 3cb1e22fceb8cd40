import { afterEach, describe, expect, it } from 'vitest';
import { fetchOrigin } from '../../../src/media/fetch/origin-fetch.js';
import { bodyOf, closeStarted, payload, proxyWith, startOrigin } from './helpers.js';

afterEach(closeStarted);

describe('the request: the format’s headers, validated', () => {
  it('sends sane headers as given, drops ones that could split the head or that it sets itself', async () => {
    const origin = await startOrigin();
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const response = await fetchOrigin(connect, {
      url: `${origin.origin}/file.mp4`,
      httpHeaders: {
        'User-Agent': 'Agent/1.0',
        Referer: 'https://site.example/page',
        Cookie: 'session=abc',
        'X-Split': 'a\r\nX-Injected: yes',
        'Bad Name': 'x',
        Host: 'evil.example',
        Range: 'bytes=0-0',
        'Accept-Encoding': 'gzip',
        'Proxy-Authorization': 'Basic Zm9vOmJhcg==',
      },
      credentialsFor: `${origin.origin}/file.mp4`,
    });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    const headers = origin.seen[0]?.headers ?? {};
    expect(headers['user-agent']).toBe('Agent/1.0');
    expect(headers.referer).toBe('https://site.example/page');
    expect(headers.cookie).toBe('session=abc');
    expect(headers.host).toBe(`127.0.0.1:${origin.port}`);
    expect(headers['accept-encoding']).toBe('identity');
    for (const name of ['x-split', 'x-injected', 'bad name', 'range', 'proxy-authorization']) {
      expect(headers[name]).toBeUndefined();
    }
  });

  it('sends yt-dlp’s cookies field as Cookie (Secure ones only over https), and no credentials to another origin after a redirect', async () => {
    const other = await startOrigin();
    const first = await startOrigin({
      '/away': (_req, res) => res.writeHead(302, { Location: `${other.origin}/file.mp4` }).end(),
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    const cookies =
      'a=1; Domain=127.0.0.1; Path=/; Expires=1999999999; b="two words"; Domain=127.0.0.1; Path=/; Secure';
    const response = await fetchOrigin(connect, {
      url: `${first.origin}/away`,
      httpHeaders: { Authorization: 'Bearer x', 'User-Agent': 'Agent/1.0' },
      cookies,
      credentialsFor: `${first.origin}/away`,
    });
    await bodyOf(response.body);
    // b is Secure: never over plain http.
    expect(first.seen[0]?.headers.cookie).toBe('a=1');
    expect(first.seen[0]?.headers.authorization).toBe('Bearer x');
    expect(other.seen[0]?.headers.cookie).toBeUndefined();
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
    expect(other.seen[0]?.headers['user-agent']).toBe('Agent/1.0');
  });
});
