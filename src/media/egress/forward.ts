/** The plain-HTTP relay: one request out, the response back as raw bytes. */
import type http from 'node:http';
import type net from 'node:net';
import { pipeline } from 'node:stream';
import { forwardableHeaders } from './forwardable-headers.js';
import { capResponseBytes, resetConnection } from './response-cap.js';
import { sendStatus } from './responses.js';
import type { ResponseCap } from './sessions.js';
import type { Target } from './targets.js';
import { MAX_UPSTREAM_HEADER_BYTES } from './upstream-client.js';

/** Set when the socket goes to the upstream proxy rather than to the destination. */
export interface ViaUpstream {
  authorization: string | undefined;
  /** Reports a failure of the upstream itself, for the log. */
  failed(reason: string): void;
}

const CRLF = Buffer.from('\r\n');

/**
 * Client sockets whose connection carries a raw-relayed response: nothing else
 * may be written to them, and they are ended after it.
 */
export const takenOver = new WeakSet<net.Socket>();

/**
 * Relays one plain-HTTP request over an already connected socket. The request keeps Node's parser (its checks,
 * timeouts, error answers); the response is relayed unparsed, socket to socket, with `Connection: close` upstream
 * and the client's socket ended after it, because parsing every byte twice cost a visible share of a download.
 * Until its first byte a failure is a proper 502 (an upstream proxy's 407 too). A `cap` cuts both connections
 * once more than `cap.maxBytes` would pass.
 */
export function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: net.Socket,
  target: Target,
  idleTimeoutMs: number,
  via?: ViaUpstream,
  cap?: ResponseCap,
): void {
  // llhttp accepts Transfer-Encoding only with chunked last, and never together with Content-Length.
  const chunked = req.headers['transfer-encoding'] !== undefined;
  upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
  // Header strings are latin1 in Node (one char per byte); the URL parts are ASCII.
  upstream.write(`${requestHead(req, target, chunked, via)}\r\n`, 'latin1');
  relayRequestBody(req, upstream, chunked);
  relayResponse(req.socket, res, upstream, via, cap);
}

/** The request line and headers sent upstream, without the blank line that ends them. */
function requestHead(req: http.IncomingMessage, target: Target, chunked: boolean, via?: ViaUpstream): string {
  // The client's Proxy-Authorization (the session secret) is hop-by-hop and never forwarded;
  // the upstream gets its own credentials and the request in absolute form. Expect was answered here.
  const headers = forwardableHeaders(req.rawHeaders, ['expect']);
  headers.push('Host', target.host);
  if (via?.authorization) headers.push('Proxy-Authorization', via.authorization);
  if (chunked) headers.push('Transfer-Encoding', 'chunked');
  headers.push('Connection', 'close');
  const version = req.httpVersion === '1.0' ? '1.0' : '1.1';
  let head = `${req.method} ${via ? `http://${target.host}${target.path}` : target.path} HTTP/${version}\r\n`;
  for (let i = 0; i + 1 < headers.length; i += 2) head += `${headers[i]}: ${headers[i + 1]}\r\n`;
  return head;
}

/**
 * The request body, from the parser's decoded stream; the upstream socket is never half-closed,
 * which some servers would take for an abort.
 */
function relayRequestBody(req: http.IncomingMessage, upstream: net.Socket, chunked: boolean): void {
  req.on('data', (chunk: Buffer) => {
    if (upstream.destroyed) return;
    const data = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF]) : chunk;
    if (!upstream.write(data)) {
      req.pause();
      upstream.once('drain', () => req.resume());
    }
  });
  req.once('end', () => {
    if (chunked && !upstream.destroyed) upstream.write('0\r\n\r\n');
  });
}

/** Waits for the response's status line: until then a failure is a 502; from then on the bytes are relayed raw. */
function relayResponse(
  client: net.Socket,
  res: http.ServerResponse,
  upstream: net.Socket,
  via?: ViaUpstream,
  cap?: ResponseCap,
): void {
  let received: Buffer = Buffer.alloc(0);
  const onClientClose = () => upstream.destroy();
  const onUpstreamClose = () => {
    client.off('close', onClientClose);
    sendStatus(res, 502, 'Bad Gateway', 'The destination did not answer.');
  };
  const onUpstreamData = (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const lineEnd = received.indexOf('\r\n');
    if (lineEnd === -1 && received.length <= MAX_UPSTREAM_HEADER_BYTES) return;
    upstream.off('data', onUpstreamData);
    upstream.off('close', onUpstreamClose);
    // Nothing may be lost between here and the pipeline, which resumes the socket.
    upstream.pause();
    if (via && lineEnd !== -1 && upstreamRefusedCredentials(received.subarray(0, lineEnd))) {
      // The upstream wants (other) credentials: our client cannot fix that, so it is a gateway failure.
      via.failed('answered 407: check the credentials in YTDLP_PROXY');
      client.off('close', onClientClose);
      upstream.destroy();
      return sendStatus(res, 502, 'Bad Gateway', 'The upstream proxy refused the credentials.');
    }
    if (client.destroyed) return void upstream.destroy();
    pipeRaw(client, upstream, received, cap);
    // Not kept for the connection's life by the listeners still registered.
    received = Buffer.alloc(0);
  };
  client.once('close', onClientClose);
  upstream.on('data', onUpstreamData);
  upstream.once('close', onUpstreamClose);
}

/** An upstream proxy's status line saying 407 (Proxy Authentication Required). */
function upstreamRefusedCredentials(statusLine: Buffer): boolean {
  return /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(statusLine.toString('latin1'))?.[1] === '407';
}

/** Takes the client's socket over: what was read so far, then the rest socket to socket, cut past `cap`. */
function pipeRaw(client: net.Socket, upstream: net.Socket, received: Buffer, cap?: ResponseCap): void {
  takenOver.add(client);
  const cut = () => {
    resetConnection(client);
    upstream.destroy();
  };
  if (cap && received.length > cap.maxBytes) {
    cap.exceeded();
    cut();
    return;
  }
  client.write(received);
  const finished = (error: NodeJS.ErrnoException | null) => {
    upstream.destroy();
    if (error) return void client.destroy();
    // The client's socket has been ended; do not wait long for the client to close its half.
    client.setTimeout(5_000, () => client.destroy());
  };
  if (cap) pipeline(upstream, capResponseBytes(cap, received.length, cut), client, finished);
  else pipeline(upstream, client, finished);
}
