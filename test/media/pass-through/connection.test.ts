import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REDIRECTS } from '../../../src/media/egress/proxy.js';
import type { LookupAll } from '../../../src/media/egress/url-guard.js';
import { fetchOrigin } from '../../../src/media/fetch/origin-fetch.js';
import {
  bodyOf,
  closeStarted,
  codeOf,
  payload,
  proxyWith,
  startOrigin,
  startUpstream,
  UPSTREAM_AUTH,
} from './helpers.js';

afterEach(closeStarted);

describe('the connection: the egress policy decides', () => {
  it('refuses a name that resolves to loopback when loopback is not allowed; the origin sees nothing', async () => {
    const origin = await startOrigin();
    const lookups: string[] = [];
    const lookup: LookupAll = async (host) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { connect, session } = await proxyWith({ kind: 'deny' }, { lookup });
    expect(await codeOf(fetchOrigin(connect, { url: `http://media.test:${origin.port}/file.mp4` }))).toBe(
      'url_not_allowed',
    );
    expect(origin.seen).toEqual([]);
    expect(lookups).toEqual(['media.test']);
    expect(session.refusals).toEqual([`media.test:${origin.port}`]);
  });

  it('connects to the address it checked, once, keeping the name in Host', async () => {
    const origin = await startOrigin();
    const lookups: string[] = [];
    const lookup: LookupAll = async (host) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const { connect } = await proxyWith({ kind: 'origins', origins: [`http://media.test:${origin.port}`] }, { lookup });
    const response = await fetchOrigin(connect, { url: `http://media.test:${origin.port}/file.mp4` });
    expect(response.status).toBe(200);
    expect(response.length).toBe(payload.length);
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(lookups).toEqual(['media.test']);
    expect(origin.seen.map((r) => r.headers.host)).toEqual([`media.test:${origin.port}`]);
  });

  it('checks every redirect again: one into a private origin that is not allowed is refused before it is asked', async () => {
    const other = await startOrigin();
    const first = await startOrigin({
      '/hop': (_req, res) => res.writeHead(302, { Location: `${other.origin}/file.mp4` }).end(),
      '/here': (_req, res) => res.writeHead(301, { Location: '/file.mp4' }).end(),
    });
    const { connect } = await proxyWith({ kind: 'origins', origins: [first.origin] });
    expect(await codeOf(fetchOrigin(connect, { url: `${first.origin}/hop` }))).toBe('url_not_allowed');
    expect(other.seen).toEqual([]);
    // Within the allowed origin the redirect is followed.
    const response = await fetchOrigin(connect, { url: `${first.origin}/here` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(first.seen.map((r) => r.url)).toEqual(['/hop', '/here', '/file.mp4']);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const origin = await startOrigin({
      '/loop': (req, res) => {
        const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n'));
        res.writeHead(302, { Location: `/loop?n=${n + 1}` }).end();
      },
      '/chain': (req, res) => {
        const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n'));
        res.writeHead(302, { Location: n >= MAX_REDIRECTS - 1 ? '/file.mp4' : `/chain?n=${n + 1}` }).end();
      },
    });
    const { connect } = await proxyWith({ kind: 'allow-all' });
    expect(await codeOf(fetchOrigin(connect, { url: `${origin.origin}/loop?n=0` }))).toBe('unreachable');
    expect(origin.seen).toHaveLength(MAX_REDIRECTS + 1);
    origin.seen.length = 0;
    // Exactly the cap: the file arrives.
    const response = await fetchOrigin(connect, { url: `${origin.origin}/chain?n=0` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(origin.seen).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('YTDLP_PROXY: http goes to the upstream in absolute form with its credentials, https as CONNECT to the checked name', async () => {
    const origin = await startOrigin();
    const upstream = await startUpstream();
    const lookup: LookupAll = async () => [{ address: '8.8.8.8', family: 4 }];
    const { connect } = await proxyWith({ kind: 'allow-all' }, { upstream: upstream.url, lookup });
    const response = await fetchOrigin(connect, { url: `${origin.origin}/file.mp4?x=1` });
    expect((await bodyOf(response.body)).equals(payload)).toBe(true);
    expect(upstream.seen).toEqual([
      { kind: 'request', target: `${origin.origin}/file.mp4?x=1`, authorization: UPSTREAM_AUTH },
    ]);
    expect(origin.seen[0]?.headers.host).toBe(`127.0.0.1:${origin.port}`);
    // https: a tunnel to the name that was checked (there is no TLS server behind this one).
    expect(await codeOf(fetchOrigin(connect, { url: 'https://media.test/file.mp4' }))).toBe('unreachable');
    expect(upstream.seen.at(-1)).toEqual({ kind: 'connect', target: 'media.test:443', authorization: UPSTREAM_AUTH });
  });
});
