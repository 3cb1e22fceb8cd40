/**
 * A Range against an origin that ignores Range (issue 22, item 8a): the
 * server reads the whole file from the start to cut the slice itself, stops
 * reading once the slice is sent, and charges the user's LIMIT_MB_PER_DAY
 * with the bytes it fetched, not only the bytes it sent (`bytes=-1` reads
 * the whole file). Real yt-dlp for the lookup, an origin on 127.0.0.1 that
 * ignores Range and counts what it wrote.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUrl, postInfo, startTestApp, type TestApp } from '../support/app-harness.js';

const FILE_BYTES = 32 * 1024 * 1024;
const file = crypto.randomBytes(FILE_BYTES);
/** Bytes the origin has written of the file, over all requests. */
let served = 0;
let origin: http.Server;
let base: string;
let app: TestApp;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    if (req.url === '/page.html') {
      const videoObject = {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Ranges',
        duration: 'PT4S',
        uploadDate: '2024-01-15T12:00:00Z',
        contentUrl: `${base}/file.mp4`,
        encodingFormat: 'video/mp4',
      };
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end(
        `<html><head><script type="application/ld+json">${JSON.stringify(videoObject)}</script></head></html>`,
      );
    }
    // Range ignored: always the whole file, 64 KiB at a time under backpressure, each counted as written.
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': FILE_BYTES });
    async function* chunks() {
      for (let at = 0; at < FILE_BYTES; at += 65536) {
        const chunk = file.subarray(at, at + 65536);
        served += chunk.length;
        yield chunk;
      }
    }
    Readable.from(chunks()).pipe(res);
    res.on('close', () => {});
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as net.AddressInfo).port}`;
  app = await startTestApp({ LIMIT_MB_PER_DAY: '100' });
});
afterAll(async () => {
  await app?.close();
  origin?.closeAllConnections();
  await new Promise<void>((resolve) => (origin ? origin.close(() => resolve()) : resolve()));
});

function lastDownloadBytes(): number {
  const db = new Database(path.join(app.dataDir, 'app.db'), { readonly: true });
  try {
    return (
      db.prepare("select bytes from usage_events where action = 'download' order by id desc limit 1").get() as {
        bytes: number;
      }
    ).bytes;
  } finally {
    db.close();
  }
}

describe('a Range against an origin that ignores Range', () => {
  let url: string;
  beforeAll(async () => {
    const info = await postInfo(app.baseUrl, `${base}/page.html`);
    expect(info.status).toBe(200);
    const format = info.body.formats[0];
    url = downloadUrl(app.baseUrl, {
      url: `${base}/page.html`,
      selector: format.selector,
      ext: format.ext,
      kind: format.kind,
      title: 'ranges',
    });
  });

  it('stops reading once a slice near the start is sent, and charges what was fetched', async () => {
    served = 0;
    const response = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(1000, 2000))).toBe(true);
    await expect.poll(lastDownloadBytes).toBeGreaterThanOrEqual(2000);
    // Socket buffers on loopback hold a few MB at most: far from the whole file.
    expect(served).toBeLessThan(FILE_BYTES / 2);
  });

  it('charges bytes=-1 with the whole file it had to read, not with the one byte sent', async () => {
    served = 0;
    const response = await fetch(url, { headers: { Range: 'bytes=-1' } });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(FILE_BYTES - 1))).toBe(true);
    await expect.poll(lastDownloadBytes).toBeGreaterThanOrEqual(FILE_BYTES);
  });
});
