/**
 * Issue 22, item 2: what a lookup keeps is bounded in bytes. A 2.6 kB DASH
 * manifest of 9,500 segments on 2 kB URLs makes yt-dlp describe the link in
 * about 60 MB of JSON (the fragment list three times); before, the server
 * parsed it and kept it whole in the info cache, ~59 MB of RSS per lookup,
 * and died on the 12th under a 768 MB heap. The real built process (its RSS
 * is read from /proc), the real confined yt-dlp, an origin on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';

/** A one-representation DASH manifest: `segments` one-second segments on URLs of about `urlBytes` bytes. */
function manifest(segments: number, urlBytes: number): string {
  const pad = 'x'.repeat(urlBytes);
  return `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT${segments}S" minBufferTime="PT2S" profiles="urn:mpeg:dash:profile:isoff-live:2011">
<Period><AdaptationSet mimeType="video/mp4" contentType="video">
<SegmentTemplate timescale="1" duration="1" startNumber="1" initialization="init.mp4?p=${pad}" media="seg-$Number$.m4s?p=${pad}"/>
<Representation id="v" bandwidth="500000" codecs="avc1.64001f,mp4a.40.2" width="640" height="360"/>
</AdaptationSet></Period></MPD>`;
}

/** Serves /huge.mpd (any query string: a distinct link each), /medium.mpd and /small.mpd; counts manifest requests. */
async function startOrigin() {
  const bodies: Record<string, string> = {
    '/huge.mpd': manifest(9500, 2000),
    '/medium.mpd': manifest(1500, 2000),
    '/small.mpd': manifest(10, 20),
  };
  const requests = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const body = bodies[pathname];
    requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/dash+xml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p: string) => `http://127.0.0.1:${port}${p}`,
    requests,
    size: (p: string) => Buffer.byteLength(bodies[p] ?? ''),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resident memory of a process in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) / 1024;
}

async function lookup(server: BuiltProcess, url: string) {
  const response = await fetch(`${server.baseUrl}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; error?: string } };
}

let origin: Awaited<ReturnType<typeof startOrigin>>;
let dataDir: string;

beforeAll(async () => {
  buildDist();
  origin = await startOrigin();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'info-memory-'));
});
afterAll(async () => {
  await origin?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the info cache under manifests that expand to huge JSON', () => {
  it('twelve lookups of a 60 MB description leave the server up and grow it by well under 200 MB', async () => {
    // The manifest is tiny; what yt-dlp makes of it is not.
    expect(origin.size('/huge.mpd')).toBeLessThan(8192);
    const server = await startBuiltProcess({
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_URLS: 'true',
      NODE_OPTIONS: '--max-old-space-size=768',
    });
    const pid = server.child.pid as number;
    try {
      // Warm: the first lookup loads code paths a baseline should not count.
      expect((await lookup(server, origin.url('/small.mpd'))).status).toBe(200);
      const before = rssMb(pid);
      const huge = [];
      for (let i = 0; i < 12; i++) huge.push(await lookup(server, origin.url(`/huge.mpd?n=${i}`)));
      const grownByHuge = rssMb(pid) - before;
      console.log(`RSS grew by ${grownByHuge.toFixed(1)} MB over 12 huge lookups`);
      for (const { status, body } of huge) {
        // Refused with a sentence that says why, instead of parsed and kept.
        expect({ status, code: body.code }).toEqual({ status: 422, code: 'extraction_failed' });
        expect(body.error).toMatch(/larger than this server reads/);
      }
      // Descriptions under the limit are answered and cached (a second lookup reaches no origin).
      for (let i = 0; i < 4; i++) {
        expect((await lookup(server, origin.url(`/medium.mpd?n=${i}`))).status).toBe(200);
      }
      const seen = origin.requests.get('/medium.mpd');
      expect((await lookup(server, origin.url('/medium.mpd?n=0'))).status).toBe(200);
      expect(origin.requests.get('/medium.mpd')).toBe(seen);
      const grown = rssMb(pid) - before;
      console.log(`RSS grew by ${grown.toFixed(1)} MB over 12 huge and 5 medium lookups`);
      expect(grownByHuge).toBeLessThan(150);
      expect(grown).toBeLessThan(150);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(server.output()).not.toMatch(/heap out of memory/i);
  }, 600_000);
});
