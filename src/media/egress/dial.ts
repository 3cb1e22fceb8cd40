/**
 * The one way out to a destination: admission (resolve once, check with the
 * policy) and the connection to what was admitted. The proxy's plain requests
 * and CONNECT tunnels use it, and so does the server's own fetch of a file it
 * passes through (src/media/fetch/origin-fetch.ts), so there is one copy of the rule.
 */
import net from 'node:net';
import type { Admit } from './admission.js';
import { connectToAny } from './connect.js';
import type { SessionState } from './sessions.js';
import { connectToUpstream, openUpstreamTunnel } from './upstream-client.js';
import type { UpstreamProxy } from './upstream-config.js';

/**
 * Redirects one fetch may follow. The proxy hands every redirect back to the
 * tool, which asks again (each hop is a new, checked request; yt-dlp's urllib
 * stops after 10); the server's own fetch follows them itself, at most this
 * many, each hop checked again.
 */
export const MAX_REDIRECTS = 10;

/** What {@link dial} needs of the proxy. */
export interface DialContext {
  admit: Admit;
  /** Set when allowed destinations are reached through the owner's upstream proxy. */
  upstreamProxy: UpstreamProxy | undefined;
  /** True for the owner's own services (the PO-token provider): never through the upstream proxy. */
  reachDirectly(target: DialTarget): boolean;
  connectTimeoutMs: number;
}

/** A destination as the policy judges it: `https:` for anything carrying TLS (CONNECT). */
export interface DialTarget {
  protocol: 'http:' | 'https:';
  /** Host name or IP literal, IPv6 without brackets. */
  hostname: string;
  port: number;
}

export type Dialed =
  | { verdict: 'refused' }
  | { verdict: 'unresolved' }
  | {
      verdict: 'connected';
      socket: net.Socket;
      /** Bytes the destination sent right behind an upstream's answer to CONNECT. */
      early: Buffer;
      /**
       * True when the socket goes to the upstream proxy: for `http:` it is a
       * plain connection to the upstream (send the request in absolute form,
       * with its credentials); for `https:` a tunnel to the destination.
       */
      viaUpstream: boolean;
    };

const NOTHING = Buffer.alloc(0);

/**
 * Admits `target` for `session` and connects: directly to one of the checked
 * addresses (never resolving the name again), or, with an upstream proxy, to
 * the upstream, which is given the checked host name (see
 * EgressProxyOptions.upstream): a CONNECT tunnel for `https:`, a plain
 * connection for `http:`. A refusal is recorded against the session; a
 * request its budget refuses (SessionOptions.onRequest) is refused first.
 * Connection failures reject (an UpstreamProxyError when the upstream failed).
 */
export async function dial(ctx: DialContext, session: SessionState, target: DialTarget): Promise<Dialed> {
  // A request over the session's own budget goes nowhere, not even to DNS.
  if (session.onRequest && !session.onRequest()) return { verdict: 'refused' };
  const verdict = await ctx.admit(session, target);
  if (verdict === 'refused') return { verdict };
  if (verdict === 'unresolved') return { verdict };
  const { upstreamProxy, connectTimeoutMs } = ctx;
  if (!upstreamProxy || ctx.reachDirectly(target)) {
    const socket = await connectToAny(verdict, target.port, connectTimeoutMs);
    return { verdict: 'connected', socket, early: NOTHING, viaUpstream: false };
  }
  if (target.protocol === 'https:') {
    const authority = `${net.isIP(target.hostname) === 6 ? `[${target.hostname}]` : target.hostname}:${target.port}`;
    const { socket, early } = await openUpstreamTunnel(upstreamProxy, authority, connectTimeoutMs);
    return { verdict: 'connected', socket, early, viaUpstream: true };
  }
  const socket = await connectToUpstream(upstreamProxy, connectTimeoutMs);
  return { verdict: 'connected', socket, early: NOTHING, viaUpstream: true };
}
