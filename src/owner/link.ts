import net from 'node:net';

/** Where the one-time link lands: the dashboard, with the code in the fragment (never sent to a server, so never in a log). */
export function ownerLinkUrl(base: string, code: string): string {
  return `${base.replace(/\/+$/, '')}/admin#login=${code}`;
}

/**
 * The address the owner opens the link at: PUBLIC_BASE_URL when set, else
 * this machine at HOST and the port it listens on (a wildcard HOST is reached
 * at loopback).
 */
export function ownerLinkBase(where: { publicBaseUrl?: string | undefined; host: string; port: number }): string {
  if (where.publicBaseUrl) return where.publicBaseUrl;
  const host = where.host.trim();
  const reachable = host === '' || host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${net.isIPv6(reachable) ? `[${reachable}]` : reachable}:${where.port}`;
}
