/** Parsing of the request targets the proxy receives: absolute http:// URLs and CONNECT authorities. */
import { stripBrackets } from './url-parts.js';

/** A plain-HTTP destination taken from an absolute request URL. */
export interface Target {
  hostname: string;
  port: number;
  /** Authority as sent in Host. */
  host: string;
  /** Origin-form request target: path and query. */
  path: string;
}

/** Accepts only `http://host[:port]/...` without credentials, as proxies receive it. */
export function parseAbsoluteHttpUrl(raw: string): Target | undefined {
  if (!/^http:\/\//i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    return undefined;
  }
  const port = url.port === '' ? 80 : Number(url.port);
  if (!validPort(port)) return undefined;
  return { hostname: stripBrackets(url.hostname), port, host: url.host, path: `${url.pathname}${url.search}` };
}

/** Accepts the `host:port` of a CONNECT request; IPv6 must be bracketed. */
export function parseAuthority(raw: string): { hostname: string; port: number } | undefined {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^\s/?#@[\]:]+):(\d{1,5})$/.exec(raw);
  if (!match?.[1] || !match[2]) return undefined;
  const port = Number(match[2]);
  if (!validPort(port)) return undefined;
  let url: URL;
  try {
    // Same normalization as for URLs, so `0x7f.1:443` is judged as 127.0.0.1.
    url = new URL(`https://${match[1]}/`);
  } catch {
    return undefined;
  }
  return { hostname: stripBrackets(url.hostname), port };
}

function validPort(port: number): boolean {
  return Number.isInteger(port) && port >= 1 && port <= 65535;
}
