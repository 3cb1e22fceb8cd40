/**
 * The in-process apps' shared probe (tool-probe-cache.ts): yt-dlp is asked its version once while the same file
 * is found, and again once that file changes. The yt-dlp here is a wrapper that notes each run, then runs the real one.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedToolProbe } from './tool-probe-cache.js';
import { ffmpegPath, ytdlpPath } from './tools.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'probe-cache-'));
const runs = path.join(dir, 'runs');
const wrapper = path.join(dir, 'yt-dlp');
const writeWrapper = (extra: string) =>
  writeFileSync(wrapper, `#!/bin/sh\necho run >> '${runs}'\n${extra}exec '${ytdlpPath()}' "$@"\n`, { mode: 0o755 });
const runCount = () => readFileSync(runs, 'utf8').split('\n').filter(Boolean).length;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the probe the test apps share', () => {
  it('asks yt-dlp once for starts with the same binaries, and each start gets a copy of its own', async () => {
    writeWrapper('');
    appendFileSync(runs, '');
    const settings = { YTDLP_PATH: wrapper, FFMPEG_PATH: ffmpegPath() };
    const first = await sharedToolProbe(settings).result;
    first.versions.ytdlpVersion = 'changed by an update';
    const second = await sharedToolProbe(settings).result;
    expect(runCount()).toBe(1);
    expect(second.paths).toEqual({ ytdlp: wrapper, ffmpeg: ffmpegPath() });
    expect(second.versions.ytdlpVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
  });

  it('asks again once the file found is another (rewritten in place, as an update does)', async () => {
    const settings = { YTDLP_PATH: wrapper, FFMPEG_PATH: ffmpegPath() };
    await sharedToolProbe(settings).result;
    const before = runCount();
    writeWrapper('# rewritten by the test\n');
    await sharedToolProbe(settings).result;
    expect(runCount()).toBe(before + 1);
  });
});
