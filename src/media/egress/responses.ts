/** The proxy's own answers to clients: error statuses on a ServerResponse or on a raw socket. */
import type http from 'node:http';
import type net from 'node:net';

/** Answers 407 with the Basic challenge. */
export function sendAuthRequired(res: http.ServerResponse): void {
  // ffmpeg sends credentials only after this challenge; yt-dlp sends them up front.
  res.setHeader('Proxy-Authenticate', 'Basic realm="media-fetcher"');
  sendStatus(res, 407, 'Proxy Authentication Required', 'Proxy authentication required.');
}

/** Answers `status` with a one-line text body and closes; destroys the response if it is too late for that. */
export function sendStatus(res: http.ServerResponse, status: number, reason: string, body: string): void {
  if (res.headersSent || res.destroyed) return void res.destroy();
  res.writeHead(status, reason, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body) + 1,
    Connection: 'close',
  });
  res.end(`${body}\n`);
}

/** Answers a CONNECT (or upgrade) on the raw socket and closes it. */
export function endRaw(socket: net.Socket, statusLine: string, extraHeaders = ''): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${statusLine}\r\n${extraHeaders}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  // Do not wait for the client to close its half.
  socket.setTimeout(5_000, () => socket.destroy());
}
