/**
 * A reverse proxy on 127.0.0.1 in front of a fake API (fake-telegram.ts, fake-discord.ts), as nginx
 * in front of a local Bot API server would be: every request is passed on, except those a test
 * told it to answer itself. An answer is given either
 *
 * - `before` the request is passed on: the fake never sees it (a 429, a refusal), or
 * - `after` the fake did the call: its answer is dropped and the test's is sent instead, as a
 *   proxy's 502 or 504 reaches the client after the server behind it posted the file.
 *
 * `answer` may also be a function, for a route the fake lacks. The fakes themselves are left as
 * they are (each over 300 lines already).
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy sends instead of the fake's answer. */
export interface ProxyAnswer {
  status: number;
  /** JSON (an object) or text (a string, sent as an HTML page: what nginx sends). */
  body: unknown;
  headers?: Record<string, string>;
}

export interface Interception {
  /** Which requests: by method and path (the path after the origin, query included). */
  matches(method: string, path: string): boolean;
  when: 'before' | 'after';
  /** The answer, or a function of the request's body (read whole: only for small JSON requests). */
  answer: ProxyAnswer | ((body: string) => ProxyAnswer);
  /** How many requests it answers (default every one). */
  times?: number;
}

export interface AnsweringProxy {
  /** `http://127.0.0.1:<port>`: the origin to give the client instead of the fake's. */
  origin: string;
  intercept(interception: Interception): void;
  /** How many requests each interception answered so far, in the order they were added. */
  answered(): number[];
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

function send(res: ServerResponse, { status, body, headers = {} }: ProxyAnswer): void {
  const json = typeof body !== 'string';
  const text = json ? JSON.stringify(body) : body;
  res.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/html',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Passes `req` to `upstream`; resolves with the upstream's answer, unread. */
function passOn(upstream: URL, req: IncomingMessage): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      resolve,
    );
    out.once('error', reject);
    req.pipe(out);
  });
}

/** Starts a proxy to `upstreamOrigin` (`http://127.0.0.1:<port>`). */
export async function startAnsweringProxy(upstreamOrigin: string): Promise<AnsweringProxy> {
  const upstream = new URL(upstreamOrigin);
  const interceptions: (Interception & { count: number })[] = [];
  const pick = (method: string, path: string) =>
    interceptions.find((i) => (i.times === undefined || i.count < i.times) && i.matches(method, path));

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const found = pick(req.method ?? 'GET', req.url ?? '/');
    if (found) found.count++;
    if (found?.when === 'before') {
      const body = await readBody(req);
      return send(res, typeof found.answer === 'function' ? found.answer(body) : found.answer);
    }
    const answer = await passOn(upstream, req);
    if (found) {
      // The fake did the call; its answer is lost on the way, as behind a proxy that gave up.
      await readBody(answer);
      return send(res, typeof found.answer === 'function' ? found.answer('') : found.answer);
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intercept(interception) {
      interceptions.push({ ...interception, count: 0 });
    },
    answered: () => interceptions.map((i) => i.count),
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The Bot API method of a request path (`/bot<token>/<method>`). */
export const botApiMethod = (path: string): string => /^\/bot[^/]+\/([A-Za-z]+)/.exec(path)?.[1] ?? '';

/** The page nginx sends for a 502: HTML, not the Bot API's JSON. */
export const NGINX_BAD_GATEWAY: ProxyAnswer = {
  status: 502,
  body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
};

/** A 502 in the Bot API's own words (a local Bot API server that lost Telegram). */
export const BOT_API_BAD_GATEWAY: ProxyAnswer = {
  status: 502,
  body: { ok: false, error_code: 502, description: 'Bad Gateway' },
};
