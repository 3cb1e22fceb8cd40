/**
 * Issue 43, item 3: direct MP4 files in ffmpeg's default layout (the index,
 * `moov`, after the media, not `+faststart`) on origins that ignore `Range`
 * (a node server answering 200 with the whole file to every request, and
 * Python's `http.server`). ffmpeg reading such a file by URL must seek back
 * from the index to the media, and a 200 from byte 0 is not the byte it asked
 * for: it made an MP3 of no audio (422 "The download produced no data.").
 * Every conversion and merge of a direct file must give a whole file: MP3 by
 * convert=mp3 and by kind=audio&ext=mp3, a merge of separate video and audio
 * files, a clip, a fit. One built instance, real yt-dlp and ffmpeg, all on loopback.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo } from '../support/app-harness.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { runFfmpeg } from '../support/fixtures.js';
import { indexAfterMedia, makePlainMp4 } from '../support/plain-mp4.js';
import { audioStream, type Probed, probeFile, videoStream } from '../support/probe.js';
import {
  type RangeIgnoringOrigin,
  startPythonHttpServer,
  startRangeIgnoringServer,
} from '../support/range-ignoring-server.js';
import { ffmpegPath } from '../support/tools.js';

const run = promisify(execFile);

const SECONDS = 6;

/** Two representations, each one whole MP4 file (yt-dlp lists them as plain http formats): a merge. */
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" type="static" minBufferTime="PT2S" mediaPresentationDuration="PT${SECONDS}S">
<Period><AdaptationSet contentType="audio"><Representation id="a" bandwidth="72000" codecs="mp4a.40.2" mimeType="audio/mp4" audioSamplingRate="44100"><BaseURL>audio.mp4</BaseURL></Representation></AdaptationSet>
<AdaptationSet contentType="video" width="320" height="240"><Representation id="v" bandwidth="700000" codecs="avc1.640014" mimeType="video/mp4" width="320" height="240"><BaseURL>video.mp4</BaseURL></Representation></AdaptationSet></Period></MPD>
`;

/** plain.mp4 (video and audio), video.mp4 and audio.mp4, all with the index after the media; and the manifest. */
async function makeFiles(dir: string): Promise<void> {
  // 2.5 Mbit/s: about 1.9 MB, over the smallest fit (1 MB), so a fit encodes it.
  await makePlainMp4(dir, 'plain.mp4', SECONDS, 2500);
  await runFfmpeg(['-i', 'plain.mp4', '-map', '0:v', '-c', 'copy', 'video.mp4'], dir);
  await runFfmpeg(['-i', 'plain.mp4', '-map', '0:a', '-c', 'copy', 'audio.mp4'], dir);
  await writeFile(path.join(dir, 'manifest.mpd'), MANIFEST);
}

let dir: string;
let outDir: string;
let node: RangeIgnoringOrigin;
let python: RangeIgnoringOrigin;
let server: BuiltProcess;

beforeAll(async () => {
  buildDist();
  dir = await mkdtemp(path.join(os.tmpdir(), 'range-ignoring-'));
  outDir = await mkdtemp(path.join(os.tmpdir(), 'range-ignoring-out-'));
  await makeFiles(dir);
  // The layout of the issue in the copies too: the index (moov) after the media (mdat).
  for (const file of ['video.mp4', 'audio.mp4']) expect(await indexAfterMedia(path.join(dir, file)), file).toBe(true);
  [node, python, server] = await Promise.all([
    startRangeIgnoringServer(dir),
    startPythonHttpServer(dir),
    startBuiltProcess({ DATA_DIR: path.join(outDir, 'data'), ALLOW_PRIVATE_URLS: 'true' }),
  ]);
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await Promise.all([node?.close(), python?.close()]);
  await Promise.all([dir, outDir].map((d) => d && rm(d, { recursive: true, force: true })));
});

async function formatsOf(url: string): Promise<JsonBody[]> {
  const { status, body } = await postInfo(server.baseUrl, url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.formats as JsonBody[];
}

let saved = 0;
/** Downloads; a 200 is saved to a file and probed, anything else fails naming its JSON body. */
async function downloadProbed(params: Record<string, string>) {
  const response = await fetch(downloadUrl(server.baseUrl, { title: 'Plain', ...params }));
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, body.toString('utf8', 0, 500)).toBe(200);
  const file = path.join(outDir, `out-${++saved}`);
  await writeFile(file, body);
  return { probed: await probeFile(file), file };
}

/** The MD5 of every packet of a file's video or audio, in order (ffmpeg's streamhash muxer). */
async function packetHash(file: string, stream: 'v' | 'a'): Promise<string> {
  const args = ['-v', 'error', '-i', file, '-map', `0:${stream}:0`, '-c', 'copy', '-f', 'streamhash', '-hash', 'md5'];
  const { stdout } = await run(ffmpegPath(), [...args, '-']);
  return stdout.trim();
}

function expectMp3({ probed }: { probed: Probed }, seconds: number) {
  expect(probed.format.format_name).toBe('mp3');
  expect(audioStream(probed)?.codec_name).toBe('mp3');
  expect(videoStream(probed)).toBeUndefined();
  expect(Number(probed.format.duration)).toBeCloseTo(seconds, 0);
}

describe('direct MP4 with its index at the end, from an origin that ignores Range', () => {
  it('converts to MP3 with convert=mp3', async () => {
    const url = node.url('plain.mp4');
    const [format] = await formatsOf(url);
    node.rangesIgnored.length = 0;
    const mp3 = await downloadProbed({
      url,
      selector: format?.selector,
      kind: 'video',
      ext: 'mp4',
      convert: 'mp3',
      quality: '128',
    });
    expectMp3(mp3, SECONDS);
    // Ranges were asked for, and answered with the whole file.
    expect(node.rangesIgnored.length).toBeGreaterThan(0);
  });

  it('converts to MP3 with kind=audio&ext=mp3', async () => {
    const url = node.url('plain.mp4');
    const [format] = await formatsOf(url);
    expectMp3(await downloadProbed({ url, selector: format?.selector, kind: 'audio', ext: 'mp3' }), SECONDS);
  });

  it('merges separate video and audio files into one MP4, every packet of both copied', async () => {
    const url = node.url('manifest.mpd');
    const formats = await formatsOf(url);
    const merged = formats.find((f) => f.kind === 'video') as JsonBody;
    const { probed, file } = await downloadProbed({ url, selector: merged.selector, kind: 'video', ext: 'mp4' });
    expect(videoStream(probed)?.codec_name).toBe('h264');
    expect(videoStream(probed)?.height).toBe(240);
    expect(audioStream(probed)?.codec_name).toBe('aac');
    expect(Number(probed.format.duration)).toBeCloseTo(SECONDS, 0);
    // A stream copy: the packets are the sources' own (a video of no frames still probes as h264).
    expect(await packetHash(file, 'v')).toBe(await packetHash(path.join(dir, 'video.mp4'), 'v'));
    expect(await packetHash(file, 'a')).toBe(await packetHash(path.join(dir, 'audio.mp4'), 'a'));
  });

  it('cuts a clip of the media', async () => {
    const url = node.url('plain.mp4');
    const [format] = await formatsOf(url);
    const clip = { start: '2', end: '5' };
    const { probed } = await downloadProbed({ url, selector: format?.selector, kind: 'video', ext: 'mp4', ...clip });
    expect(videoStream(probed)?.codec_name).toBe('h264');
    expect(audioStream(probed)?.codec_name).toBe('aac');
    expect(Number(probed.format.duration)).toBeCloseTo(3, 0);
  });

  it('fits it into 1 MB', async () => {
    const url = node.url('plain.mp4');
    const [format] = await formatsOf(url);
    const { probed, file } = await downloadProbed({
      url,
      selector: format?.selector,
      kind: 'video',
      ext: 'mp4',
      fit: '1',
    });
    expect((await readFile(file)).length).toBeLessThanOrEqual(1024 * 1024);
    expect((await readFile(path.join(dir, 'plain.mp4'))).length).toBeGreaterThan(1024 * 1024);
    expect(videoStream(probed)?.codec_name).toBe('h264');
    expect(audioStream(probed)?.codec_name).toBe('aac');
    expect(Number(probed.format.duration)).toBeCloseTo(SECONDS, 0);
  });

  it('converts to MP3 from python3 -m http.server', async () => {
    const url = python.url('plain.mp4');
    const [format] = await formatsOf(url);
    expectMp3(await downloadProbed({ url, selector: format?.selector, kind: 'audio', ext: 'mp3' }), SECONDS);
  });
});
