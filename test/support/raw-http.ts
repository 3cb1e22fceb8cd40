import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: any JSON shape, asserted by each test
  json(): any;
}

/**
 * One HTTP request with exactly the headers given, `Host` included (fetch
 * sets its own): what a browser sends for a page whose name was rebound to
 * this server, or what a form on another site posts.
 */
export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The one-time sign-in code in a start log or a printed link (`…/admin#login=<code>`). */
export function loginCodeIn(text: string): string {
  const codes = [...text.matchAll(/\/admin#login=([A-Za-z0-9._-]+)/g)].map((match) => match[1] as string);
  const code = codes.at(-1);
  if (!code) throw new Error(`no sign-in link in:\n${text}`);
  return code;
}

/**
 * The sign-in code of a started process's log, waited for: the process says 'ready' on its IPC channel,
 * which can arrive before the log line on its stdout pipe. Each new chunk of its output is looked at.
 */
export async function loginCodeFrom(server: { child: ChildProcess; output(): string }): Promise<string> {
  const said = () => /\/admin#login=/.test(server.output());
  while (!said()) {
    await new Promise<void>((resolve, reject) => {
      const streams = [server.child.stdout, server.child.stderr].filter((s) => s !== null);
      const done = (error?: Error) => {
        for (const stream of streams) stream.off('data', onData);
        server.child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      // setImmediate: the process's own listener, added first, has kept the chunk by then.
      const onData = () => setImmediate(() => done());
      const onExit = () => done(new Error(`the process ended without a sign-in link:\n${server.output()}`));
      for (const stream of streams) stream.on('data', onData);
      server.child.on('exit', onExit);
    });
  }
  return loginCodeIn(server.output());
}
