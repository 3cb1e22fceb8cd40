/** Opening TCP connections with a timeout: to checked destination addresses or to a named host. */
import net from 'node:net';
import type { ResolvedAddress } from './url-guard.js';

/** Connects to the first checked address that answers, in resolver order. */
export async function connectToAny(addresses: ResolvedAddress[], port: number, timeoutMs: number): Promise<net.Socket> {
  let lastError: unknown = new Error('no addresses');
  for (const { address, family } of addresses) {
    try {
      return await connectOnce(address, family, port, timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** One connection attempt; rejects on error or after `timeoutMs`. */
export function connectOnce(
  host: string,
  family: 4 | 6 | undefined,
  port: number,
  timeoutMs: number,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    // An IP literal as host: net.connect does no DNS lookup for it. Only the
    // upstream proxy is connected to by name (family undefined).
    // noDelay: a proxy relays small writes (request heads, TLS handshakes in a
    // tunnel) that Nagle's algorithm would hold back for the peer's delayed ACK.
    const socket = net.connect(
      family === undefined ? { host, port, noDelay: true } : { host, port, family, noDelay: true },
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('connect timeout')), timeoutMs);
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      socket.on('error', () => socket.destroy());
      resolve(socket);
    });
  });
}
