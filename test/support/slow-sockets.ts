/**
 * Clients that misbehave on purpose, on raw sockets: one that reads a
 * response's head and then stops reading, one that reads slowly but steadily,
 * one that sends its body a byte at a time. Each can come from another
 * loopback address (127.0.0.2, …), which Linux answers without setup.
 */
import net from 'node:net';

export interface RawClient {
  socket: net.Socket;
  /** Resolves once the server closed the connection (or it broke): with the time it happened. */
  closed: Promise<number>;
  /** Bytes of the response received so far, head included. */
  received(): Buffer;
}

/** A connection to `baseUrl`, from `localAddress` when given. */
export async function connectRaw(baseUrl: string, localAddress?: string): Promise<RawClient> {
  const url = new URL(baseUrl);
  const socket = net.connect({ host: url.hostname, port: Number(url.port), ...(localAddress ? { localAddress } : {}) });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A reset is one way the server may close: the test asks when, not how.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('close', () => reject(new Error(`the connection to ${baseUrl} closed before it opened`)));
  });
  return { socket, closed, received: () => Buffer.concat(chunks) };
}

/** A GET's request head, with the Host a browser would send. */
export function getRequest(baseUrl: string, target: string, keepAlive = false): string {
  const { host } = new URL(baseUrl);
  return `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n`;
}

/** The response's status and headers, once its head has arrived (lower-case names). */
export interface ResponseHead {
  status: number;
  headers: Record<string, string>;
  /** Where the body starts in `received()`. */
  bodyStart: number;
}

/** Waits for a whole response head on `client`. */
export async function readHead(client: RawClient): Promise<ResponseHead> {
  for (;;) {
    const text = client.received().toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end >= 0) return parseHead(text.slice(0, end), end + 4);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('data', () => setImmediate(resolve));
      void client.closed.then(() => reject(new Error(`closed before a response head:\n${text}`)));
    });
  }
}

function parseHead(head: string, bodyStart: number): ResponseHead {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, bodyStart };
}

/** Stops reading: the socket's buffers fill and the server's writes stop being accepted. */
export function stopReading(client: RawClient): void {
  client.socket.pause();
}

/**
 * Reads about `bytes` every `everyMs` and no faster, until stopped or closed:
 * a reader on a slow link, always making progress.
 */
export function readSteadily(client: RawClient, bytes: number, everyMs: number): () => void {
  let allowance = 0;
  const { socket } = client;
  socket.pause();
  const onData = (chunk: Buffer) => {
    allowance -= chunk.length;
    if (allowance <= 0) socket.pause();
  };
  socket.on('data', onData);
  const tick = setInterval(() => {
    allowance = bytes;
    socket.resume();
  }, everyMs);
  const stop = () => {
    clearInterval(tick);
    socket.off('data', onData);
  };
  void client.closed.then(stop);
  return stop;
}

/**
 * Sends `text` one byte each `everyMs` until all is sent or the server closes
 * the connection; resolves with how many bytes went.
 */
export async function trickle(client: RawClient, text: string, everyMs: number): Promise<number> {
  let closed = false;
  void client.closed.then(() => {
    closed = true;
  });
  let sent = 0;
  for (const byte of Buffer.from(text)) {
    if (closed) break;
    client.socket.write(Buffer.of(byte));
    sent++;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return sent;
}

/** One request on a connection of its own from `localAddress`, read to the server's close. */
export async function requestFrom(
  baseUrl: string,
  localAddress: string,
  request: { method: string; target: string; json?: unknown },
): Promise<{ status: number; body: string }> {
  const client = await connectRaw(baseUrl, localAddress);
  const body = request.json === undefined ? '' : JSON.stringify(request.json);
  const { host } = new URL(baseUrl);
  const type = body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : '';
  client.socket.write(
    `${request.method} ${request.target} HTTP/1.1\r\nHost: ${host}\r\n${type}Connection: close\r\n\r\n${body}`,
  );
  const head = await readHead(client);
  await client.closed;
  return { status: head.status, body: client.received().subarray(head.bodyStart).toString('utf8') };
}
