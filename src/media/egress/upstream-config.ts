/** The owner's upstream proxy (`YTDLP_PROXY`): its parsed form. */
import { decodeURIComponentSafe, stripBrackets } from './url-parts.js';

/** How to reach the owner's upstream proxy. */
export interface UpstreamProxy {
  /** Host name or IP literal, IPv6 without brackets. */
  host: string;
  port: number;
  /** `host:port` for logs; never the credentials. */
  label: string;
  /** `Basic …` when the URL has credentials. */
  authorization: string | undefined;
}

/**
 * Parses `EgressProxyOptions.upstream`. Error messages never contain the
 * URL itself, which may hold a password.
 */
export function parseUpstream(raw: string): UpstreamProxy {
  const expected = 'expected http://[user:pass@]host:port';
  const text = raw.trim();
  // `proxy:3128` or `user:pass@proxy:3128` would parse with a bogus scheme (and echo part of it).
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new Error(`The upstream proxy (YTDLP_PROXY) has no scheme; ${expected}.`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The upstream proxy (YTDLP_PROXY) is not a valid URL; ${expected}.`);
  }
  if (url.protocol !== 'http:') {
    throw new Error(
      `The upstream proxy (YTDLP_PROXY) must be an http:// proxy URL, not ${url.protocol}//; ${expected}. ` +
        'HTTPS and SOCKS proxies are not supported; a SOCKS bridge needs an HTTP proxy front end.',
    );
  }
  if (url.hostname === '') throw new Error(`The upstream proxy (YTDLP_PROXY) has no host; ${expected}.`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`The upstream proxy (YTDLP_PROXY) must not have a path, query or fragment; ${expected}.`);
  }
  const port = url.port === '' ? 80 : Number(url.port);
  const hasCredentials = url.username !== '' || url.password !== '';
  const credentials = `${decodeURIComponentSafe(url.username)}:${decodeURIComponentSafe(url.password)}`;
  return {
    host: stripBrackets(url.hostname),
    port,
    label: url.host,
    authorization: hasCredentials ? `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` : undefined,
  };
}
