/**
 * Merged and remuxed downloads of long fragmented media (issue 16): five
 * minutes of 720p as DASH (video and audio apart, merged by us) and as a
 * two-variant HLS master (muxed, remuxed by us), next to yt-dlp downloading
 * the same and merging it to a file itself. Our server fetches these
 * fragments itself (src/media/fetch/fragment-reader.ts, FRAGMENT_CONCURRENCY in
 * flight per stream) and pipes them into ffmpeg; the rows say so. Our
 * download is drained by curl.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FixtureServer } from '../test/support/fixture-server.js';
import { curlTimes, exec, median, postInfo, startServer, tools } from './helpers.js';

import { buildMergeFixtures } from './merge-fixtures.js';

export type Row = [string, string, string];

/** Fastest and slowest run, so a noisy machine shows. */
function spread(ms: number[]): string {
  return `runs ${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)} s`;
}

interface Format {
  selector: string;
  ext: string;
  kind: string;
  label: string;
  id: string;
}

async function bestVideo(base: string, url: string): Promise<Format> {
  const response = await fetch(`${base}/api/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const info = (await response.json()) as { formats: Format[] };
  const format = info.formats.find((f) => f.kind === 'video');
  if (!format) throw new Error(`no video format for ${url}`);
  return format;
}

/** yt-dlp downloads `formatId` of `url` and merges or remuxes it into an mp4 file itself. */
function rawToFile(url: string, formatId: string, dir: string, i: number): Promise<number> {
  const out = path.join(dir, `raw-${i}.mp4`);
  return exec(tools.ytdlp, [
    ...['--ignore-config', '-q', '--no-playlist', '--ffmpeg-location', tools.ffmpeg],
    ...['-f', formatId, '--merge-output-format', 'mp4', '-o', out, '--', url],
  ]).finally(() => rmSync(out, { force: true }));
}

export async function benchMerged(fixtures: FixtureServer, fixturesDir: string, runs: number): Promise<Row[]> {
  const paths = await buildMergeFixtures(fixturesDir);
  const cases = [
    { name: 'DASH 5 min 720p, merged', url: fixtures.url(`/${paths.dashManifest}`) },
    { name: 'HLS 5 min 720p, remuxed', url: fixtures.url(`/${paths.hlsMaster}`) },
  ];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'media-fetcher-bench-merged-'));
  const servers = [
    { label: 'server fetches, 4 in flight', ...(await startServer(path.join(scratch, 'data-4'))) },
    {
      label: 'server fetches, 1 in flight',
      ...(await startServer(path.join(scratch, 'data-1'), { FRAGMENT_CONCURRENCY: '1' })),
    },
  ];
  const rows: Row[] = [];
  try {
    for (const { name, url } of cases) {
      const format = await bestVideo(servers[0]?.base ?? '', url);
      const rawId = format.id;
      const raw: number[] = [];
      for (let i = 0; i < runs; i++) raw.push(await rawToFile(url, rawId, scratch, i));
      for (const server of servers) {
        await postInfo(server.base, url);
        const query = new URLSearchParams({
          url,
          selector: format.selector,
          ext: 'mp4',
          kind: 'video',
          title: 'bench',
        });
        const ours: { ttfb: number; total: number }[] = [];
        for (let i = 0; i < runs; i++) ours.push(await curlTimes(`${server.base}/api/download?${query}`));
        const total = median(ours.map((o) => o.total));
        rows.push([
          `${name} (${server.label})`,
          `${(total / 1000).toFixed(2)} s`,
          `${(total / median(raw)).toFixed(2)}× yt-dlp merging to a file (${(median(raw) / 1000).toFixed(2)} s, ${spread(raw)}); ours ${spread(ours.map((o) => o.total))}; first byte ${median(ours.map((o) => o.ttfb)).toFixed(0)} ms (target < 500 ms)`,
        ]);
      }
    }
  } finally {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}
