/** Enforcement of a session's response cap (see SessionOptions.maxResponseBytes) on a relay. */
import type net from 'node:net';
import { Transform } from 'node:stream';
import type { ResponseCap } from './sessions.js';

/**
 * A pass-through for the bytes going back to the client: it lets
 * `cap.maxBytes` in all (`alreadySent` of them went before it) and, as soon as
 * more would pass, records the cut and calls `cut` instead of passing them.
 */
export function capResponseBytes(cap: ResponseCap, alreadySent: number, cut: () => void): Transform {
  let total = alreadySent;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total <= cap.maxBytes) return callback(null, chunk);
      if (!done) {
        done = true;
        cap.exceeded();
        cut();
      }
      callback();
    },
  });
}

/**
 * Closes the client's connection with a TCP RST where it can, so the tool
 * sees an error: after a plain FIN a response delimited by the end of the
 * connection would look complete. Other sockets (a Unix socket) are destroyed.
 */
export function resetConnection(socket: net.Socket): void {
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
}
