/**
 * AES-128 HLS through the yt-dlp setup installs and through Debian's (issue
 * 34): a pip yt-dlp without its crypto extra decrypts in pure Python and was
 * 80× slower than Debian's. One minute of the bench's 720p, re-cut into
 * MPEG-TS segments encrypted with a key served beside them (ffmpeg's HLS muxer,
 * as many sites make it), downloaded end to end (lookup of a URL never seen,
 * then the file, drained by curl) through servers running either yt-dlp, with
 * the warm lookup workers and without. Raw yt-dlp to a file is the reference.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FixtureServer } from '../test/support/fixture-server.js';
import { runFfmpeg } from '../test/support/fixtures.js';
import { curlTimes, exec, median, postInfo, startServer, tools } from './helpers.js';
import type { Row } from './merged.js';

const DEBIAN_YTDLP = '/usr/bin/yt-dlp';
const SECONDS = 60;

/** The encrypted minute, made once from the merge fixtures' 720p file and kept between runs. */
async function buildEncrypted(fixturesDir: string, source720p: string): Promise<string> {
  const relative = 'aes-v1/index.m3u8';
  const dir = path.join(fixturesDir, 'aes-v1');
  if (existsSync(path.join(dir, 'done'))) return relative;
  rmSync(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'key.bin'), randomBytes(16));
  await writeFile(path.join(dir, 'key.info'), `key.bin\n${path.join(dir, 'key.bin')}\n`);
  await runFfmpeg(
    [
      ...['-i', source720p, '-t', String(SECONDS), '-c', 'copy', '-f', 'hls', '-hls_time', '4'],
      ...['-hls_playlist_type', 'vod', '-hls_key_info_file', 'key.info', '-hls_segment_filename', 's%03d.ts'],
      'index.m3u8',
    ],
    dir,
  );
  await writeFile(path.join(dir, 'done'), '');
  return relative;
}

interface Install {
  name: string;
  ytdlp: string;
}

/** The yt-dlp the server resolves (setup's current one where it ran) and Debian's package where present. */
function installs(): Install[] {
  const list: Install[] = [{ name: 'resolved yt-dlp', ytdlp: tools.ytdlp }];
  if (existsSync(DEBIAN_YTDLP) && tools.ytdlp !== DEBIAN_YTDLP) list.push({ name: "Debian's", ytdlp: DEBIAN_YTDLP });
  return list;
}

function version(ytdlp: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(ytdlp, ['--version'], (error, stdout) => resolve(error ? '?' : stdout.trim()));
  });
}

async function selectorOf(base: string, url: string): Promise<string> {
  const response = await fetch(`${base}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const info = (await response.json()) as { formats: { kind: string; selector: string }[] };
  const video = info.formats.find((f) => f.kind === 'video');
  if (!video) throw new Error(`no video format for ${url}`);
  return video.selector;
}

export async function benchAesHls(
  fixtures: FixtureServer,
  fixturesDir: string,
  source720p: string,
  runs: number,
): Promise<Row[]> {
  const url = fixtures.url(`/${await buildEncrypted(fixturesDir, source720p)}`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-aes-'));
  const rows: Row[] = [];
  try {
    for (const install of installs()) {
      const label = `${install.name} ${await version(install.ytdlp)}`;
      const raw: number[] = [];
      for (let i = 0; i < runs; i++) {
        const out = path.join(scratch, `raw-${i}.mp4`);
        raw.push(await exec(install.ytdlp, ['--ignore-config', '-q', '--no-update', '-o', out, '--', url]));
        rmSync(out, { force: true });
      }
      for (const workers of ['true', 'false']) {
        const dataDir = path.join(scratch, `data-${rows.length}`);
        const server = await startServer(dataDir, { YTDLP_PATH: install.ytdlp, YTDLP_WORKERS: workers });
        try {
          await postInfo(server.base, url);
          const selector = await selectorOf(server.base, url);
          const totals: number[] = [];
          for (let i = 0; i < runs; i++) {
            // A URL never looked up: the lookup is part of each run, as for a link pasted fresh.
            const query = new URLSearchParams({
              url: `${url}?run=${i}`,
              selector,
              ext: 'mp4',
              kind: 'video',
              title: 'bench',
            });
            totals.push((await curlTimes(`${server.base}/api/download?${query}`)).total);
          }
          rows.push([
            `AES-128 HLS 1 min 720p, ${label}, workers ${workers === 'true' ? 'on' : 'off'}`,
            `${(median(totals) / 1000).toFixed(2)} s`,
            `raw yt-dlp to a file ${(median(raw) / 1000).toFixed(2)} s`,
          ]);
        } finally {
          const exited = new Promise((resolve) => server.child.once('exit', resolve));
          server.child.kill('SIGTERM');
          await exited;
        }
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}
