import { chmod, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveBinaries } from '../../src/binaries/index.js';
import { liveChildCount } from '../../src/media/tools/process.js';
import { downloadUrl, postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';

/*
 * Faults of the tools: fake yt-dlp binaries (the only fakes in the suite, to
 * simulate what a real one does when it breaks) and an ffmpeg that vanishes.
 * Each fault must give that one request a clean JSON error and leave the
 * server serving.
 */

let dir: string;
let fixtures: FixtureServer;

/** A fake yt-dlp that answers --version (checked at start) and misbehaves otherwise. */
async function fakeYtdlp(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\nif [ "$1" = "--version" ]; then echo 2099.01.01; exit 0; fi\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'faults-'));
  fixtures = await startFixtureServer(inject('fixturesDir'));
});
afterAll(async () => {
  await fixtures?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a broken yt-dlp', () => {
  it.each([
    ['exits 1 with garbage', 422, 'extraction_failed', 'echo "ERROR: \\x01\\x02 garbage" >&2; exit 1'],
    ['prints something that is not JSON', 422, 'extraction_failed', 'echo "<html>surprise</html>"; exit 0'],
    ['prints JSON of the wrong shape', 422, 'extraction_failed', 'echo \'{"formats": "nope"}\'; exit 0'],
    ['crashes', 422, 'extraction_failed', 'kill -SEGV $$'],
    ['hangs past INFO_TIMEOUT_S', 504, 'timeout', 'exec sleep 300'],
  ])(
    'that %s gives %i %s, and the server keeps serving',
    async (name, status, code, body) => {
      const app = await startTestApp({
        YTDLP_PATH: await fakeYtdlp(`yt-dlp-${status}-${code}-${name.length}`, body),
        INFO_TIMEOUT_S: '5',
      });
      try {
        const url = fixtures.url('/direct.mp4');
        const first = await postInfo(app.baseUrl, url);
        expect(first.status).toBe(status);
        expect(first.body).toEqual({ error: expect.any(String), code });
        expect(JSON.stringify(first.body)).not.toContain(dir);
        await expect.poll(() => liveChildCount(), untilTestTimeout()).toBe(0);
        // Still serving: health, and the same request again gets the same clean answer.
        expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
        expect((await postInfo(app.baseUrl, url)).status).toBe(status);
      } finally {
        await app.close();
      }
    },
    30_000,
  );
});

describe('an ffmpeg that disappears while running', () => {
  it('gives the download 500 tool_failed, and the next request still works', async () => {
    const ffmpeg = path.join(dir, 'ffmpeg');
    await symlink(resolveBinaries({}).ffmpeg, ffmpeg);
    const app = await startTestApp({ FFMPEG_PATH: ffmpeg });
    try {
      await unlink(ffmpeg);
      const url = fixtures.url('/dash/manifest.mpd');
      expect((await postInfo(app.baseUrl, url)).status).toBe(200);
      const response = await fetch(
        downloadUrl(app.baseUrl, { url, selector: '1+2', ext: 'mp4', kind: 'video', title: 'x' }),
      );
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: expect.any(String), code: 'tool_failed' });
      // What needs no ffmpeg still works: a direct file is served by the native pass-through.
      const direct = fixtures.url('/direct.mp4');
      const passThrough = await fetch(
        downloadUrl(app.baseUrl, { url: direct, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'x' }),
      );
      expect(passThrough.status).toBe(200);
      await passThrough.arrayBuffer();
    } finally {
      await app.close();
    }
  });
});
