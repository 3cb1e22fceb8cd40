/**
 * Origins that ignore `Range`, as many simple hosts do: every GET is answered
 * 200 with the whole file from its first byte (Content-Length set), whatever
 * range was asked. One is a small node server that records the Range headers
 * it ignored; the other is Python's own `python3 -m http.server`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeFor, resolveSafePath } from './fixture-server.js';

export interface RangeIgnoringOrigin {
  url(file: string): string;
  /** The Range header of every request that had one (each answered 200 with the whole file). */
  rangesIgnored: string[];
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1, every file whole (200) to every GET or HEAD. */
export async function startRangeIgnoringServer(dir: string): Promise<RangeIgnoringOrigin> {
  const rangesIgnored: string[] = [];
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    if (req.headers.range) rangesIgnored.push(req.headers.range);
    const file = resolveSafePath(root, new URL(req.url ?? '/', 'http://origin').pathname);
    const sent = file
      ? stat(file).then((stats) => {
          res.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': stats.size });
          if (req.method === 'HEAD') return void res.end();
          createReadStream(file).pipe(res);
        })
      : Promise.reject(new Error('outside'));
    sent.catch(() => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file) => `http://127.0.0.1:${port}/${file}`,
    rangesIgnored,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `python3 -m http.server` on `dir` (it answers 200 with the whole file to any Range); resolves once it listens. */
export async function startPythonHttpServer(dir: string): Promise<RangeIgnoringOrigin> {
  const child: ChildProcess = spawn(
    'python3',
    ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', path.resolve(dir)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /port (\d+)/.exec(said);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`python3 -m http.server exited ${code}: ${said}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: (file) => `http://127.0.0.1:${port}/${file}`,
    // Python does not say which requests had one.
    rangesIgnored: [],
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
