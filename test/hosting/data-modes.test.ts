import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';

/*
 * DATA_DIR holds every user's address and links: after a real start of the built service on an install made
 * before (folder 755, app.db 644, a job folder 755), no other local user can read any of it.
 */

let dir: string;
let dataDir: string;
let server: BuiltProcess;
let fixtures: FixtureServer;

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'data-modes-'));
  dataDir = path.join(dir, 'data');
  await mkdir(path.join(dataDir, 'tmp', 'job-left-by-a-crash'), { recursive: true, mode: 0o755 });
  await writeFile(path.join(dataDir, 'app.db'), '', { mode: 0o644 });
  await Promise.all(
    [dataDir, path.join(dataDir, 'tmp'), path.join(dataDir, 'tmp', 'job-left-by-a-crash')].map((d) => chmod(d, 0o755)),
  );
  await chmod(path.join(dataDir, 'app.db'), 0o644);
  fixtures = await startFixtureServer(inject('fixturesDir'));
  server = await startBuiltProcess({ DATA_DIR: dataDir, ALLOW_PRIVATE_URLS: 'true' });
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await fixtures?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the modes of DATA_DIR after a start', () => {
  it('makes DATA_DIR and its temp folder 700, and the database with its -wal and -shm 600', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'tmp'))).toBe(0o700);
    // WAL mode: both exist while the database is open.
    for (const name of ['app.db', 'app.db-wal', 'app.db-shm']) {
      expect({ name, mode: await modeOf(path.join(dataDir, name)) }).toEqual({ name, mode: 0o600 });
    }
  });

  it('creates every folder and file private (umask 077): job folders 700, files 600', async () => {
    const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
    expect(/^Umask:\s+(\d+)$/m.exec(status)?.[1]).toBe('0077');
    // Made by this start: the yt-dlp cache's folders, and the files of DATA_DIR.
    expect(await modeOf(path.join(dataDir, 'cache'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'cache', 'no-ffmpeg'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'instance-id'))).toBe(0o600);
  });

  it("makes a download's job folder 700 while it runs", async () => {
    // A trickled direct file: its job folder stays while the bytes come.
    const query = new URLSearchParams({
      url: fixtures.url('/slow/direct.mp4'),
      selector: 'mp4',
      ext: 'mp4',
      title: 'x',
      kind: 'video',
    });
    const response = await fetch(`${server.baseUrl}/api/download?${query}`);
    expect({ status: response.status, body: response.status === 200 ? '' : await response.text() }).toEqual({
      status: 200,
      body: '',
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    try {
      const jobs = (await readdir(path.join(dataDir, 'tmp'))).filter((name) => name.startsWith('job-'));
      expect(jobs).toHaveLength(1);
      expect(await modeOf(path.join(dataDir, 'tmp', jobs[0] ?? ''))).toBe(0o700);
    } finally {
      await reader.cancel();
    }
  });
});
