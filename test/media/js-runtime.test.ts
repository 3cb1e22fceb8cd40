/**
 * yt-dlp gets `--js-runtimes node:<this node>` (for YouTube's JS challenges)
 * exactly when it is new enough to know the option.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseJsRuntime, supportsJsRuntimes } from '../../src/media/tools/js-runtime.js';
import { type JsonBody, postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { todaysYtdlpVersion, writeRecordingYtdlp } from '../support/stand-in-ytdlp.js';

describe('which yt-dlp supports --js-runtimes', () => {
  it('is decided by the release date in the version', () => {
    expect(supportsJsRuntimes('2025.11.12')).toBe(true);
    expect(supportsJsRuntimes('2025.11.12.235959')).toBe(true);
    expect(supportsJsRuntimes('2026.01.02')).toBe(true);
    expect(supportsJsRuntimes('2025.11.11')).toBe(false);
    expect(supportsJsRuntimes('2025.10.22')).toBe(false);
    expect(supportsJsRuntimes('2023.03.04')).toBe(false);
    expect(supportsJsRuntimes('not a version')).toBe(false);
  });

  it('takes this node by default, nothing when YTDLP_JS_RUNTIMES is empty, and any other value as is', () => {
    expect(chooseJsRuntime('2026.01.02', undefined, '/opt/node/bin/node')).toEqual({
      runtime: 'node:/opt/node/bin/node',
    });
    expect(chooseJsRuntime('2026.01.02', '')).toEqual({});
    expect(chooseJsRuntime('2026.01.02', 'deno:/usr/local/bin/deno')).toEqual({ runtime: 'deno:/usr/local/bin/deno' });
    expect(chooseJsRuntime('2023.03.04', undefined)).toEqual({});
    expect(chooseJsRuntime('2023.03.04', 'quickjs').ignored).toMatch(/predates/);
  });
});

describe('yt-dlp runs of the service', () => {
  let dir: string;
  let fixtures: FixtureServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'js-runtime-test-'));
    fixtures = await startFixtureServer(inject('fixturesDir'));
  });
  afterAll(async () => {
    await fixtures?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One lookup with the stand-in; the health answer, and every yt-dlp run the stand-in recorded. */
  async function lookUpWith(ytdlp: ReturnType<typeof writeRecordingYtdlp>, env: Record<string, string> = {}) {
    const app = await startTestApp({ YTDLP_PATH: ytdlp.binary, ...env });
    try {
      expect((await postInfo(app.baseUrl, fixtures.url('/direct.mp4'))).status).toBe(200);
      const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as JsonBody;
      return { health, runs: ytdlp.runs(app.dataDir) };
    } finally {
      await app.close();
    }
  }

  const lookups = (runs: string[][]) => runs.filter((args) => args.includes('--dump-single-json'));

  it('a current yt-dlp gets --js-runtimes node:<the running node> on every call, and health shows it', async () => {
    const ytdlp = writeRecordingYtdlp(dir, todaysYtdlpVersion());
    const { health, runs } = await lookUpWith(ytdlp);
    const calls = lookups(runs);
    expect(calls.length).toBeGreaterThan(0);
    for (const args of calls) {
      const at = args.indexOf('--js-runtimes');
      expect(at).toBeGreaterThanOrEqual(0);
      expect(args[at + 1]).toBe(`node:${process.execPath}`);
    }
    expect(health.jsRuntime).toBe(`node:${process.execPath}`);
  });

  it('YTDLP_JS_RUNTIMES= (empty) turns it off', async () => {
    const ytdlp = writeRecordingYtdlp(dir, '2099.01.01');
    const { health, runs } = await lookUpWith(ytdlp, { YTDLP_JS_RUNTIMES: '' });
    expect(lookups(runs).some((args) => args.includes('--js-runtimes'))).toBe(false);
    expect(health.jsRuntime).toBeNull();
  });

  it('the yt-dlp this machine resolves gets it only if it is new enough', async () => {
    const ytdlp = writeRecordingYtdlp(dir);
    const { health, runs } = await lookUpWith(ytdlp);
    const version = health.ytdlpVersion as string;
    const calls = lookups(runs);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((args) => args.includes('--js-runtimes') === supportsJsRuntimes(version))).toBe(true);
  });
});
