/**
 * With YTDLP_POT_PROVIDER_URL, every yt-dlp run of the service (the options every run shares) gets the
 * bgutil plugin's extractor argument with exactly the configured origin; the setting itself accepts an
 * origin only, so nothing else can ride along into yt-dlp's arguments.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { postInfo, startTestApp } from '../support/app-harness.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { writeRecordingYtdlp } from '../support/stand-in-ytdlp.js';

const settingOf = (value: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), YTDLP_POT_PROVIDER_URL: value }).YTDLP_POT_PROVIDER_URL;

describe('YTDLP_POT_PROVIDER_URL', () => {
  it('is an http(s) origin: a name or address and a port, normalized', () => {
    expect(settingOf('http://Bgutil-Provider:4416/')).toBe('http://bgutil-provider:4416');
    expect(settingOf('http://127.0.0.1:4416')).toBe('http://127.0.0.1:4416');
    expect(settingOf('https://pot.example:443')).toBe('https://pot.example');
    for (const bad of [
      'http://127.0.0.1:4416/get_pot',
      'http://127.0.0.1:4416/?x=1',
      'http://user:secret@127.0.0.1:4416',
      'ftp://127.0.0.1:4416',
      '127.0.0.1:4416',
      'http://127.0.0.1:4416,youtube:player_client=web',
    ]) {
      expect(() => settingOf(bad), bad).toThrow(/YTDLP_POT_PROVIDER_URL/);
    }
  });
});

describe("yt-dlp's runs with a PO-token provider set", () => {
  let dir: string;
  let fixtures: FixtureServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pot-args-test-'));
    fixtures = await startFixtureServer(inject('fixturesDir'));
  });
  afterAll(async () => {
    await fixtures?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('each gets --extractor-args youtubepot-bgutilhttp:base_url=<the origin>', async () => {
    const ytdlp = writeRecordingYtdlp(dir);
    const app = await startTestApp({ YTDLP_PATH: ytdlp.binary, YTDLP_POT_PROVIDER_URL: 'http://127.0.0.1:4416' });
    let runs: string[][];
    try {
      const url = fixtures.url('/direct.mp4');
      expect((await postInfo(app.baseUrl, url)).status).toBe(200);
      runs = ytdlp.runs(app.dataDir).filter((args) => !args.includes('--version'));
    } finally {
      await app.close();
    }
    expect(runs.some((args) => args.includes('--dump-single-json'))).toBe(true);
    for (const args of runs) {
      const at = args.indexOf('--extractor-args');
      expect(at, JSON.stringify(args)).toBeGreaterThanOrEqual(0);
      expect(args[at + 1]).toBe('youtubepot-bgutilhttp:base_url=http://127.0.0.1:4416');
    }
  }, 120_000);
});
