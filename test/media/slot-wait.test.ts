/**
 * Issue 36, item 5: the wait for a job slot is part of the job's deadline
 * (JOB_TIMEOUT_S), and a waiting job hears how many wait ahead of it. The
 * queue itself, then the real MediaService (yt-dlp, ffmpeg, one slot): a
 * thumbnail that hangs on a silent origin holds the only slot for its 15 s,
 * and a download asked meanwhile ends with `timeout` at its own deadline, not
 * after the thumbnail gave the slot back. (Lookups have slots of their own,
 * issue 43: they no longer hold a download's.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveBinaries } from '../../src/binaries/index.js';
import { startDeadline, withDeadline } from '../../src/media/deadline.js';
import { MediaError } from '../../src/media/errors.js';
import { MediaService } from '../../src/media/service.js';
import { JobQueue } from '../../src/media/tools/job-queue.js';
import { type SilentServer, startSilentServer } from '../support/cover-fixtures.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const codeOf = (error: unknown) => (error instanceof MediaError ? error.code : String(error));

describe('JobQueue', () => {
  it('tells each waiting job how many wait ahead of it, as it moves up', async () => {
    const queue = new JobQueue(1, 8);
    const running = await queue.acquire();
    const heard: Record<string, number[]> = { b: [], c: [], d: [] };
    const b = queue.acquire(undefined, (ahead) => heard.b?.push(ahead));
    const c = queue.acquire(undefined, (ahead) => heard.c?.push(ahead));
    const cancelD = new AbortController();
    const d = queue.acquire(cancelD.signal, (ahead) => heard.d?.push(ahead)).catch(codeOf);
    expect(heard).toEqual({ b: [0], c: [1], d: [2] });

    // D gives up: it was last, so nobody moves up.
    cancelD.abort();
    expect(await d).toBe('cancelled');
    expect(heard).toEqual({ b: [0], c: [1], d: [2] });

    running();
    const releaseB = await b;
    // B has the slot; C is next now.
    expect(heard.c).toEqual([1, 0]);
    releaseB();
    (await c)();
    expect(queue.stats).toEqual({ running: 0, queued: 0, maxRunning: 1 });
  });

  it("ends a wait at the job's deadline with timeout, and frees its place in line", async () => {
    const queue = new JobQueue(1, 8);
    const running = await queue.acquire();
    const deadline = startDeadline(200);
    const started = Date.now();
    const waited = await queue.acquire(withDeadline(undefined, deadline)).catch(codeOf);
    expect(waited).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(queue.stats.queued).toBe(0);
    running();
    expect(queue.stats.running).toBe(0);
  });
});

describe('a download that waits for the only slot', () => {
  /** The deadline under test; the thumbnail holding the slot hangs far longer (15 s). */
  const JOB_TIMEOUT_MS = 3_000;
  const INFO_TIMEOUT_MS = 60_000;
  let dir: string;
  let fixtures: FixtureServer;
  let silent: SilentServer;
  let media: MediaService;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'slot-wait-'));
    fixtures = await startFixtureServer(inject('fixturesDir'));
    silent = await startSilentServer();
    const binaries = resolveBinaries({ YTDLP_PATH: process.env.YTDLP_PATH, FFMPEG_PATH: process.env.FFMPEG_PATH });
    media = await MediaService.start({
      ytdlpPath: binaries.ytdlp,
      ffmpegPath: binaries.ffmpeg,
      dataDir: path.join(dir, 'data'),
      tmpDir: path.join(dir, 'tmp'),
      privateUrls: { kind: 'allow-all' },
      maxConcurrentJobs: 1,
      maxQueuedJobs: 8,
      maxFilesizeBytes: 200 * 1024 * 1024,
      jobTimeoutMs: JOB_TIMEOUT_MS,
      infoTimeoutMs: INFO_TIMEOUT_MS,
      infoCacheTtlMs: 600_000,
      infoCacheMaxEntries: 20,
      toolMemoryLimitMb: 2048,
      allowUnconfinedTools: false,
    });
  });
  afterAll(async () => {
    await media?.close();
    await Promise.all([fixtures?.close(), silent?.close()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is told its place, and ends with timeout at its own deadline while the slot stays taken', async () => {
    const url = fixtures.url(FIXTURE_PATHS.directMp4);
    // Read now, so the download needs no lookup (and no slot) of its own before it queues.
    await media.info(url);

    // The only slot: a thumbnail of an origin that never answers, bounded by its own 15 s only.
    const stopThumbnail = new AbortController();
    const hanging = media.thumbnail(`${silent.origin}/never.jpg`, { signal: stopThumbnail.signal }).catch(codeOf);
    await expect.poll(() => media.queueStats.running).toBe(1);

    const heard: number[] = [];
    const started = Date.now();
    const download = await media
      .download(
        { url, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'Waits' },
        { onQueued: (ahead) => heard.push(ahead) },
      )
      .then(
        (handle) => {
          handle.cancel();
          return 'started';
        },
        (error: unknown) => codeOf(error),
      );
    const ms = Date.now() - started;
    expect(download).toBe('timeout');
    expect(heard).toEqual([0]);
    // At its deadline (with room for a busy machine), long before the thumbnail would give the slot back.
    expect(ms).toBeGreaterThanOrEqual(JOB_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(JOB_TIMEOUT_MS + 10_000);
    expect(media.queueStats).toMatchObject({ running: 1, queued: 0 });

    stopThumbnail.abort();
    expect(await hanging).toBe('cancelled');
    await expect.poll(() => media.queueStats.running).toBe(0);
  });
});
