import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * What stops the app's HTTP server once every request under way has ended (the same promise on every call).
 * Meanwhile it closes the connections that carry none: a keep-alive one whose download ended, and one opened
 * and never used (a browser's preconnect; undici opens one right after a fetch is aborted), which Node's
 * closeIdleConnections leaves open and which held every stop for the whole SHUTDOWN_GRACE_S.
 */
export function httpCloser(app: FastifyInstance): () => Promise<void> {
  const unused = unusedSockets(app.server);
  let closed: Promise<void> | undefined;
  return () => {
    const closeIdle = setInterval(() => {
      app.server.closeIdleConnections();
      for (const socket of unused) socket.destroy();
    }, 200);
    closed ??= app.close().finally(() => clearInterval(closeIdle));
    return closed;
  };
}

/** The connections that have not started a request yet. */
function unusedSockets(server: Server): Set<Socket> {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request) => unused.delete(request.socket));
  return unused;
}
