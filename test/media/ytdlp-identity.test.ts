/**
 * One yt-dlp identity: the version `--version` says, the options built for it, the warm workers'
 * `yt_dlp` module and the per-process runs all come from the same install. Two yt-dlps on one
 * machine, as on a Debian host where the owner installed a current one beside the system's:
 * Debian's package, importable by the system Python, and a virtualenv of that same Python holding
 * the current yt-dlp the suite runs (its package copied from the install `ytdlpPath()` resolves).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MediaService } from '../../src/media/index.js';
import { importableYtdlp } from '../../src/media/tools/ytdlp-worker-launch.js';
import { runFfmpeg } from '../support/fixtures.js';
import { ffmpegPath, standInTools, ytdlpPath } from '../support/tools.js';

/** Debian's interpreter, which imports Debian's yt_dlp package (test-deps installs it). */
const SYSTEM_PYTHON = '/usr/bin/python3';

const python = (file: string, code: string) =>
  spawnSync(file, ['-c', code], { encoding: 'utf8', timeout: 60_000 }).stdout.trim();

// Inside the stand-in tools' prefix: a confined run sees that prefix whole (src/media/tools/sandbox/view.ts).
const prefix = path.dirname(standInTools().bin);
const venv = path.join(prefix, `venv-${process.pid}`);
const venvYtdlp = path.join(venv, 'bin', 'yt-dlp');
let currentVersion = '';
let systemVersion = '';
let origin: Server;
let base = '';

/** Copies the `yt_dlp` package of the suite's yt-dlp (a virtualenv's, or the release binary's zip). */
function copyCurrentPackage(sitePackages: string): void {
  const importable = importableYtdlp(ytdlpPath());
  if (typeof importable === 'string') throw new Error(`the suite's yt-dlp cannot be imported: ${importable}`);
  if (importable.importPath) {
    const unzip = spawnSync(importable.python, ['-m', 'zipfile', '-e', importable.importPath, sitePackages]);
    expect(unzip.status).toBe(0);
    return;
  }
  const where = python(importable.python, 'import os, yt_dlp; print(os.path.dirname(yt_dlp.__file__))');
  cpSync(where, path.join(sitePackages, 'yt_dlp'), { recursive: true });
}

beforeAll(async () => {
  currentVersion = spawnSync(ytdlpPath(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  systemVersion = python(SYSTEM_PYTHON, 'import yt_dlp; print(yt_dlp.version.__version__)');
  // The premise: two different yt-dlps, the system's importable by the virtualenv's base interpreter.
  expect(systemVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
  expect(currentVersion).not.toBe(systemVersion);

  expect(spawnSync(SYSTEM_PYTHON, ['-m', 'venv', '--without-pip', venv]).status).toBe(0);
  const minor = python(SYSTEM_PYTHON, 'import sys; print("%d.%d" % sys.version_info[:2])');
  const sitePackages = path.join(venv, 'lib', `python${minor}`, 'site-packages');
  mkdirSync(sitePackages, { recursive: true });
  copyCurrentPackage(sitePackages);
  // What pip writes as a package's console script.
  const script = `#!${venv}/bin/python3\nimport sys\nfrom yt_dlp import main\nsys.exit(main())\n`;
  writeFileSync(venvYtdlp, script, { mode: 0o755 });
  expect(spawnSync(venvYtdlp, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(currentVersion);

  const dir = path.join(prefix, `identity-media-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=d=1:s=160x120', '-t', '1', 'clip.mp4'], dir);
  origin = createServer((req, res) => {
    if (req.url === '/clip.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return void res.end(readFileSync(path.join(dir, 'clip.mp4')));
    }
    const page = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: req.url,
      duration: 'PT1S',
      contentUrl: `${base}/clip.mp4`,
    };
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><head><script type="application/ld+json">${JSON.stringify(page)}</script></head></html>`);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

const started: MediaService[] = [];
afterEach(async () => {
  for (const media of started.splice(0)) await media.close();
});
afterAll(async () => {
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
});

async function service(ytdlp: string): Promise<MediaService> {
  const data = path.join(prefix, `data-${process.pid}-${started.length}-${Date.now()}`);
  const media = await MediaService.start({
    ytdlpPath: ytdlp,
    ffmpegPath: ffmpegPath(),
    dataDir: data,
    tmpDir: path.join(data, 'tmp'),
    privateUrls: { kind: 'allow-all' },
    maxConcurrentJobs: 1,
    maxQueuedJobs: 4,
    maxFilesizeBytes: 100 * 1024 * 1024,
    jobTimeoutMs: 60_000,
    infoTimeoutMs: 60_000,
    infoCacheTtlMs: 0,
    infoCacheMaxEntries: 10,
    toolMemoryLimitMb: 2048,
    allowUnconfinedTools: false,
  });
  started.push(media);
  return media;
}

/** A wrapper that runs `target` with an option that marks every title, so a lookup shows it ran. */
function markingWrapper(name: string, interpreter: 'sh' | 'python'): string {
  const file = path.join(standInTools().bin, `${name}-${process.pid}`);
  const mark = ['--replace-in-metadata', 'title', '^', 'wrapped '];
  const body =
    interpreter === 'sh'
      ? `#!/bin/sh\nexec '${venvYtdlp}' ${mark.map((a) => `'${a}'`).join(' ')} "$@"\n`
      : `#!${SYSTEM_PYTHON}\nimport os, sys\nos.execv(${JSON.stringify(venvYtdlp)}, ${JSON.stringify([venvYtdlp, ...mark])} + sys.argv[1:])\n`;
  writeFileSync(file, body, { mode: 0o755 });
  return file;
}

describe('one yt-dlp identity', () => {
  it("reads links in workers of the virtualenv's yt-dlp, not the base interpreter's", async () => {
    const media = await service(venvYtdlp);
    expect((await media.info(`${base}/venv`)).title).toBe('/venv');
    expect(media.lookupWorkers).toMatchObject({ mode: 'workers', version: currentVersion });
  });

  it('runs a wrapper script for every lookup rather than importing yt-dlp past it', async () => {
    const media = await service(markingWrapper('yt-dlp-sh-wrapper', 'sh'));
    expect((await media.info(`${base}/sh`)).title).toBe('wrapped /sh');
    expect(media.lookupWorkers).toMatchObject({ mode: 'per-process' });
  });

  it('refuses workers whose Python imports another yt-dlp than the one it runs, and says which', async () => {
    // A Python wrapper: its interpreter imports Debian's yt_dlp, but it runs the virtualenv's.
    const media = await service(markingWrapper('yt-dlp-py-wrapper', 'python'));
    expect((await media.info(`${base}/py`)).title).toBe('wrapped /py');
    const status = media.lookupWorkers;
    expect(status.mode).toBe('per-process');
    if (status.mode === 'per-process') {
      expect(status.reason).toContain(systemVersion);
      expect(status.reason).toContain(currentVersion);
    }
    // Said once: the next lookup runs its process at once.
    expect((await media.info(`${base}/py-again`)).title).toBe('wrapped /py-again');
  });
});
