/**
 * `npm run bench`: speed and memory of the built server on loopback fixtures,
 * next to yt-dlp alone. Prints one table; not a test (nothing is asserted).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../test/support/fixture-server.js';
import { buildBigFixture, buildFixtures } from '../test/support/fixtures.js';
import { benchAesHls } from './aes-hls.js';
import { benchFollows } from './follows.js';
import { DRAIN, download, exec, hasCurl, median, postInfo, rssKb, runs, startServer, tools } from './helpers.js';
import { buildMergeFixtures } from './merge-fixtures.js';
import { benchMerged } from './merged.js';
import { benchToolStartup } from './tool-startup.js';

async function main() {
  const fixturesDir = path.join(os.tmpdir(), 'media-fetcher-bench-fixtures');
  await buildFixtures(fixturesDir);
  const big = await buildBigFixture(fixturesDir, 250);
  const fixtures = await startFixtureServer(fixturesDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-'));
  const { base, child } = await startServer(dataDir);
  const dash = fixtures.url('/dash/manifest.mpd');
  try {
    const raw: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      raw.push(await exec(tools.ytdlp, ['--ignore-config', '--no-playlist', '-J', '--', `${dash}?raw=${i}`]));
      cold.push(await postInfo(base, `${dash}?cold=${i}`));
      warm.push(await postInfo(base, `${dash}?cold=${i}`));
    }

    const ttfbs: number[] = [];
    const selector = '0+bestaudio[ext=m4a]/0+bestaudio';
    for (let i = 0; i < runs; i++) {
      ttfbs.push((await download(base, { url: dash, selector, ext: 'mp4', kind: 'video', title: 'bench' })).ttfb);
    }

    const bigUrl = fixtures.url(`/${path.basename(big)}`);
    const rawBig: number[] = [];
    const curlBig: number[] = [];
    const oursBig: number[] = [];
    // The floor: the same file straight from the origin with curl (spawned directly, stdout to /dev/null).
    const curl = await hasCurl();
    await postInfo(base, bigUrl);
    const baseline = rssKb(child.pid as number);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(child.pid as number));
    }, 50);
    const bigQuery = new URLSearchParams({ url: bigUrl, selector: 'mp4', ext: 'mp4', kind: 'video', title: 'big' });
    const ours = `${base}/api/download?${bigQuery}`;
    for (let i = 0; i < runs; i++) {
      rawBig.push(await exec(tools.ytdlp, ['--ignore-config', '-q', '-o', '-', '--', bigUrl]));
      if (curl) curlBig.push(await exec('curl', ['-sS', '--fail', '--', bigUrl]));
      // Drained by the floor's own client where there is one, so the two differ by our server alone.
      oursBig.push(
        await (curl ? exec('curl', ['-sS', '--fail', '--', ours]) : exec(process.execPath, ['-e', DRAIN, ours])),
      );
    }
    clearInterval(sampler);
    const bigMb = statSync(big).size / 1048576;

    const rows: [string, string, string][] = [
      [
        '/api/info cold (DASH)',
        `${median(cold).toFixed(0)} ms`,
        `${(median(cold) / median(raw)).toFixed(2)}× raw yt-dlp -J (${median(raw).toFixed(0)} ms)`,
      ],
      ['/api/info repeated (cache)', `${median(warm).toFixed(1)} ms`, 'target < 50 ms'],
      ['merged 720p time to first byte', `${median(ttfbs).toFixed(0)} ms`, 'target < 500 ms'],
      [
        `${bigMb.toFixed(0)} MB pass-through (${curl ? 'curl' : 'node:http'} drains)`,
        `${(median(oursBig) / 1000).toFixed(2)} s`,
        `${(median(oursBig) / median(rawBig)).toFixed(2)}× raw yt-dlp -o - (${(median(rawBig) / 1000).toFixed(2)} s); ${
          curl
            ? `${(median(oursBig) / median(curlBig)).toFixed(2)}× curl from the origin (${(median(curlBig) / 1000).toFixed(2)} s)`
            : 'curl not found: no floor column'
        }`,
      ],
      ['server RSS growth during it', `${((peak - baseline) / 1024).toFixed(1)} MB`, 'target < 32 MB'],
    ];
    const [view, wholeRoot] = await benchToolStartup();
    rows.push([
      'tool start-up, `true` confined (20×)',
      `${view.toFixed(0)} ms`,
      `${(view - wholeRoot).toFixed(1)} ms more than with the whole root visible (${wholeRoot.toFixed(0)} ms)`,
    ]);
    if (curl) {
      rows.push(...(await benchMerged(fixtures, fixturesDir, Math.min(runs, 3))));
      const { source720p } = await buildMergeFixtures(fixturesDir);
      rows.push(...(await benchAesHls(fixtures, fixturesDir, source720p, Math.min(runs, 3))));
    } else rows.push(['merged 5-minute DASH/HLS, AES-128 HLS', '–', 'curl not found: skipped']);
    rows.push(...(await benchFollows(fixtures)));
    console.log(`\nBenchmark (${runs} runs, medians; ${os.cpus().length} cores, Node ${process.version})`);
    for (const [what, value, note] of rows) console.log(`${what.padEnd(36)} ${value.padStart(10)}   ${note}`);
    console.log('Several instances and the usage database: npm run bench:scale (about three minutes).');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await fixtures.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
