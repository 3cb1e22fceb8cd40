/** Talking to the owner's upstream proxy: connecting to it, and opening CONNECT tunnels through it. */
import type net from 'node:net';
import { connectOnce } from './connect.js';
import type { UpstreamProxy } from './upstream-config.js';

/** A failure of the upstream proxy itself (as opposed to the destination); `reason` is safe to log. */
export class UpstreamProxyError extends Error {
  constructor(readonly reason: string) {
    super(`upstream proxy: ${reason}`);
  }
}

/** The most header bytes read before a status line (relay) or a full head (CONNECT answer) must have come. */
export const MAX_UPSTREAM_HEADER_BYTES = 16 * 1024;

/** Connects to the upstream proxy; its address is not policed (the owner configured it). */
export async function connectToUpstream(upstream: UpstreamProxy, timeoutMs: number): Promise<net.Socket> {
  try {
    return await connectOnce(upstream.host, undefined, upstream.port, timeoutMs);
  } catch (error) {
    throw new UpstreamProxyError(`cannot connect (${error instanceof Error ? error.message : 'error'})`);
  }
}

/**
 * Opens a tunnel to `authority` through the upstream proxy. Resolves once the
 * upstream answered 2xx, with the socket paused and any bytes that came after
 * the upstream's header; rejects with {@link UpstreamProxyError} otherwise.
 */
export async function openUpstreamTunnel(
  upstream: UpstreamProxy,
  authority: string,
  timeoutMs: number,
): Promise<{ socket: net.Socket; early: Buffer }> {
  const socket = await connectToUpstream(upstream, timeoutMs);
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onClosed);
      socket.off('close', onClosed);
    };
    const fail = (reason: string) => {
      cleanup();
      socket.destroy();
      reject(new UpstreamProxyError(reason));
    };
    const onClosed = () => fail('closed the connection before answering CONNECT');
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) {
        if (received.length > MAX_UPSTREAM_HEADER_BYTES) fail('answered CONNECT with an oversized header');
        return;
      }
      cleanup();
      // Nothing may be lost between here and the caller's pipeline, which resumes the socket.
      socket.pause();
      const statusLine = received.subarray(0, received.indexOf('\r\n')).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine)?.[1];
      if (status === undefined) return fail('answered CONNECT with a malformed status line');
      if (status === '407') return fail('answered CONNECT with 407: check the credentials in YTDLP_PROXY');
      if (!status.startsWith('2')) return fail(`answered CONNECT with ${status}`);
      resolve({ socket, early: received.subarray(end + 4) });
    };
    const timer = setTimeout(() => fail('no answer to CONNECT in time'), timeoutMs);
    socket.on('data', onData);
    socket.once('end', onClosed);
    socket.once('close', onClosed);
    const authorization = upstream.authorization ? `Proxy-Authorization: ${upstream.authorization}\r\n` : '';
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization}\r\n`);
  });
}
