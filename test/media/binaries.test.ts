/**
 * Binary resolution and yt-dlp freshness, run with the yt-dlp this machine
 * resolves (setup's current one), with a stand-in that reports today's version,
 * and with Debian's package (2023.03.04, older than the oldest supported): what
 * the tests assert must hold for each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MissingBinaryError, probeBinaries, resolveBinaries } from '../../src/binaries/index.js';
import { readToolVersions } from '../../src/media/tools/versions.js';
import {
  isUnsupportedYtdlp,
  OLDEST_SUPPORTED_YTDLP,
  versionAgeDays,
  YTDLP_STALE_AFTER_DAYS,
  ytdlpFreshness,
} from '../../src/media/tools/ytdlp-freshness.js';
import { type JsonBody, postInfo, startTestApp } from '../support/app-harness.js';
import { startFixtureServer } from '../support/fixture-server.js';
import { todaysYtdlpVersion, writeCurrentYtdlp } from '../support/stand-in-ytdlp.js';
import { ffmpegPath, ytdlpPath } from '../support/tools.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'binaries-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const variants = [
  { name: 'the resolved yt-dlp', binary: () => ytdlpPath() },
  { name: 'a stand-in for a current yt-dlp', binary: () => writeCurrentYtdlp(dir) },
  // test-deps installs it for the two-yt-dlps test (ytdlp-identity.test.ts).
  { name: "Debian's yt-dlp package", binary: () => '/usr/bin/yt-dlp' },
];

describe.each(variants)('with $name', ({ binary }) => {
  it('resolves the configured path, reads a date version, and judges its freshness by its age', async () => {
    const ytdlp = binary();
    const resolved = resolveBinaries({ YTDLP_PATH: ytdlp, FFMPEG_PATH: ffmpegPath() });
    expect(resolved.ytdlp).toBe(ytdlp);
    const { ytdlpVersion } = await readToolVersions(resolved);
    expect(ytdlpVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
    const freshness = ytdlpFreshness(ytdlp, ytdlpVersion);
    expect(freshness.ageDays).toBe(versionAgeDays(ytdlpVersion));
    const stale = (freshness.ageDays ?? 0) > YTDLP_STALE_AFTER_DAYS;
    expect(freshness.stale).toBe(stale);
    const unsupported = ytdlpVersion < OLDEST_SUPPORTED_YTDLP;
    expect(isUnsupportedYtdlp(ytdlpVersion)).toBe(unsupported);
    expect(freshness.unsupported === true).toBe(unsupported);
    expect(freshness.advice !== undefined).toBe(stale || unsupported);
  });

  it('serves lookups, and health warns about the age exactly when it is stale', async () => {
    const ytdlp = binary();
    const fixtures = await startFixtureServer(inject('fixturesDir'));
    const app = await startTestApp({ YTDLP_PATH: ytdlp });
    try {
      expect((await postInfo(app.baseUrl, fixtures.url('/direct.mp4'))).status).toBe(200);
      const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
      const stale = health.ytdlpAgeDays > YTDLP_STALE_AFTER_DAYS;
      const unsupported = health.ytdlpVersion < OLDEST_SUPPORTED_YTDLP;
      expect(health.warnings.some((w: string) => /oldest this service supports/.test(w))).toBe(unsupported);
      expect(health.warnings.some((w: string) => /days old/.test(w))).toBe(stale && !unsupported);
    } finally {
      await app.close();
      await fixtures.close();
    }
  });
});

describe('the stand-in', () => {
  it('really reports today, so the run above covers a fresh yt-dlp', async () => {
    const { ytdlpVersion } = await readToolVersions({ ytdlp: writeCurrentYtdlp(dir), ffmpeg: ffmpegPath() });
    expect(ytdlpVersion).toBe(todaysYtdlpVersion());
    expect(versionAgeDays(ytdlpVersion)).toBeLessThanOrEqual(1);
  });
});

describe('a missing binary', () => {
  it('is refused with one line that says what to install', () => {
    expect(() => resolveBinaries({ YTDLP_PATH: path.join(dir, 'no-such-yt-dlp') })).toThrow(MissingBinaryError);
  });

  it.each([
    { YTDLP_PATH: path.join(dir, 'no-such-yt-dlp') },
    { FFMPEG_PATH: path.join(dir, 'no-such-ffmpeg') },
    { YTDLP_PATH: path.join(dir, 'no-such-yt-dlp'), FFMPEG_PATH: path.join(dir, 'no-such-ffmpeg') },
  ])('is refused by the probe in the same words as by resolveBinaries (%o)', async (settings) => {
    const refusal = (() => {
      try {
        resolveBinaries(settings);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(MissingBinaryError);
    await expect(probeBinaries(settings)).rejects.toThrow(new MissingBinaryError((refusal as Error).message));
  });
});

describe('the probe the service starts with', () => {
  it('finds the binaries resolveBinaries finds, and the versions readToolVersions reads, from one run each', async () => {
    const probed = await probeBinaries({});
    expect(probed.paths).toEqual(resolveBinaries({}));
    expect(probed.versions).toEqual(await readToolVersions(probed.paths));
    expect(probed.versions.ytdlpVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
    expect(probed.versions.ffmpegVersion).not.toBe('unknown');
  });

  it('keeps a configured path, and reads its version', async () => {
    const ytdlp = writeCurrentYtdlp(dir);
    const probed = await probeBinaries({ YTDLP_PATH: ytdlp, FFMPEG_PATH: ffmpegPath() });
    expect(probed.paths).toEqual({ ytdlp, ffmpeg: ffmpegPath() });
    expect(probed.versions.ytdlpVersion).toBe(todaysYtdlpVersion());
  });
});
