/**
 * The bench's long fragmented fixtures: five minutes of 720p (testsrc2 at
 * 30 fps, 3 Mbit/s, a keyframe every 2 s) with a sine tone as AAC 128k, cut
 * into 4 s fragments, as DASH (separate video and audio) and as an HLS master
 * with two variants (720p and 360p, each muxed). One x264 encode of each
 * height makes both; the result is kept in the OS temp dir between runs.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../test/support/fixtures.js';

const SECONDS = 300;
const VERSION = '1';

export interface MergeFixtures {
  /** Relative to the served dir. */
  dashManifest: string;
  hlsMaster: string;
  /** The five minutes of 720p as one MP4 file (absolute). */
  source720p: string;
}

async function encode(dir: string, name: string, size: string, bitrate: string): Promise<string> {
  const file = path.join(dir, name);
  if (existsSync(file)) return file;
  const partial = `${file}.part.mp4`;
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=${SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', bitrate, '-maxrate', bitrate, '-bufsize', bitrate],
      ...['-g', '60', '-keyint_min', '60', '-sc_threshold', '0', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', partial],
    ],
    dir,
  );
  await rename(partial, file);
  return file;
}

export async function buildMergeFixtures(root: string): Promise<MergeFixtures> {
  const dir = path.join(root, `merge-v${VERSION}`);
  const fixtures = {
    dashManifest: `merge-v${VERSION}/dash/manifest.mpd`,
    hlsMaster: `merge-v${VERSION}/hls/master.m3u8`,
    source720p: path.join(dir, '720p.mp4'),
  };
  if (existsSync(path.join(dir, 'done'))) return fixtures;
  await mkdir(dir, { recursive: true });
  const hd = await encode(dir, '720p.mp4', '1280x720', '3M');
  const sd = await encode(dir, '360p.mp4', '640x360', '800k');

  const dash = path.join(dir, 'dash');
  await rm(dash, { recursive: true, force: true });
  await mkdir(dash);
  await runFfmpeg(
    [
      ...['-i', hd, '-map', '0:v', '-map', '0:a', '-c', 'copy'],
      ...['-f', 'dash', '-seg_duration', '4', '-use_template', '1', '-use_timeline', '0', 'manifest.mpd'],
    ],
    dash,
  );

  const hls = path.join(dir, 'hls');
  await rm(hls, { recursive: true, force: true });
  await mkdir(hls);
  for (const [index, source] of [hd, sd].entries()) {
    await runFfmpeg(
      [
        ...['-i', source, '-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', `v${index}_%03d.ts`, `v${index}.m3u8`],
      ],
      hls,
    );
  }
  await writeFile(
    path.join(hls, 'master.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=3300000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"',
      'v0.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=950000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"',
      'v1.m3u8',
      '',
    ].join('\n'),
  );
  await writeFile(path.join(dir, 'done'), '');
  return fixtures;
}
