// What the GET /api/download pass-through tests share beside their app: the usage rows a download left, pages
// that give one format, the format's download URL, a curl to interrupt, and an origin that trickles its media.
import type { ChildProcess } from 'node:child_process';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, type TestApp } from '../support/app-harness.js';
import { timeLeftInTest } from '../support/test-deadline.js';

type Row = { outcome: string; error_code: string | null; bytes: number };
export function downloadRows(testApp: TestApp): Row[] {
  const db = new Database(path.join(testApp.dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare("select outcome, error_code, bytes from usage_events where action = 'download' order by id")
      .all() as Row[];
  } finally {
    db.close();
  }
}

/**
 * A JSON-LD page. With `encodingFormat` yt-dlp takes `contentUrl` itself as
 * the one format and reads no media while looking it up; without, it looks
 * the media up as a second page (whose format then carries a Referer).
 */
export function jsonLdPage(contentUrl: string, { typed = true } = {}): string {
  const videoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Pass-through',
    duration: 'PT4S',
    uploadDate: '2024-01-15T12:00:00Z',
    contentUrl,
    ...(typed ? { encodingFormat: 'video/mp4' } : {}),
  };
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Pass-through</title>\n<script type="application/ld+json">\n${JSON.stringify(videoObject)}\n</script></head><body></body></html>\n`;
}

/** The one format of a looked-up page, as download parameters. */
export async function onlyFormat(base: string, pageUrl: string) {
  const info = await postInfo(base, pageUrl);
  expect(info.status).toBe(200);
  const format = info.body.formats[0] as JsonBody;
  return downloadUrl(base, {
    url: pageUrl,
    selector: format.selector,
    ext: format.ext,
    kind: format.kind,
    title: 'page',
  });
}

/** Polls `file` until it is larger than `bytes`, then kills `child` (SIGKILL) and returns the file's size. */
export async function killOnceLarger(child: ChildProcess, file: string, bytes: number): Promise<number> {
  const deadline = Date.now() + (timeLeftInTest() ?? 20_000);
  while (Date.now() < deadline) {
    const size = (await stat(file).catch(() => undefined))?.size ?? 0;
    if (size >= bytes) {
      child.kill('SIGKILL');
      await exitCode(child);
      return (await stat(file)).size;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error('the partial file never reached the size to interrupt at');
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * An origin that serves a JSON-LD page for `/media.mp4` and trickles that file
 * (16 KiB every 50 ms, with its Content-Length), noting when the connection
 * that carried it closed.
 */
export async function startTricklingOrigin(body: Buffer) {
  const sockets = new Set<net.Socket>();
  let closedAt: number | undefined;
  let open = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/page.html') {
      const html = jsonLdPage(`${base}/media.mp4`);
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(html) });
      return void res.end(html);
    }
    if (req.url !== '/media.mp4') return void res.writeHead(404).end();
    open += 1;
    req.socket.once('close', () => {
      open -= 1;
      closedAt = Date.now();
    });
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': body.length });
    let offset = 0;
    const timer = setInterval(() => {
      if (offset >= body.length || res.destroyed) return clearInterval(timer);
      res.write(body.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    }, 50);
    res.on('close', () => clearInterval(timer));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: base,
    openMediaSockets: () => open,
    mediaClosedAt: () => closedAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
