/**
 * The corpus of streams real packagers made (test/fixtures/real, see its
 * README), served over loopback, and what every presentation is checked
 * for through the real HTTP API with real yt-dlp and ffmpeg: the lookup;
 * the card's first video choice downloads the same picture yt-dlp's own
 * default (`bv*+ba/b`) would take, with sound, for the source's whole length;
 * an MP3 of it; its subtitle tracks alone. One fixture server and one app
 * per test file.
 */
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { downloadUrl, type JsonBody, postInfo, startTestApp, type TestApp } from './app-harness.js';
import { type FixtureServer, startFixtureServer } from './fixture-server.js';
import { audioStream, type Probed, probeFile, videoStream } from './probe.js';
import { ffmpegPath, ytdlpPath } from './tools.js';

const run = promisify(execFile);

export const REAL_DIR = fileURLToPath(new URL('../fixtures/real/', import.meta.url));

/** The folder the running file's server serves: the corpus, and what its `build` made. */
let servedRoot = REAL_DIR;

/** One presentation of the corpus: a manifest or file, and the media files that say its true length. */
export interface Presentation {
  /** Its folder under test/fixtures/real. */
  name: string;
  /** What a user would send: the manifest (or file) inside the folder. */
  entry: string;
  /**
   * The source's picture, its files (in the presentation's folder, or `../<folder>/<file>` of another)
   * concatenated in order, an init segment first: its length is the truth.
   */
  video: string[];
  /** The source's sound, likewise. */
  audio: string[];
  /** The info lists subtitle tracks (side files, HLS or DASH text renditions): words each track says. */
  subtitles?: RegExp;
  /** A single file: the first video choice is the file itself, every track kept (its text tracks too). */
  keepsEveryTrack?: boolean;
}

/** A format object of /api/info, as these tests read it. */
export interface Format {
  id: string;
  selector: string;
  ext: string;
  kind: string;
  label: string;
  detail: string;
  language?: string;
  byAudioLanguage?: Record<string, { id: string; selector: string; ext: string }>;
}

export interface RealStreams {
  server: FixtureServer;
  app: TestApp;
  url(p: Presentation): string;
  info(p: Presentation): Promise<JsonBody>;
  download(params: Record<string, string>): Promise<Downloaded>;
  close(): Promise<void>;
}

export interface Downloaded {
  status: number;
  file: string;
  error: string | undefined;
  headers: Headers;
}

/**
 * The corpus served, and the app with the yt-dlp the run names (YTDLP_PATH,
 * YTDLP_WORKERS: the tests run on Debian's and on the current one). Private
 * URLs are allowed for this app only: the corpus lives on loopback.
 */
export async function startRealStreams(options: { build?(root: string): Promise<void> } = {}): Promise<RealStreams> {
  // The corpus's folders, linked into a root of this file's own, where `build` may add what ffmpeg makes now.
  const root = await mkdtemp(path.join(os.tmpdir(), 'real-root-'));
  for (const entry of await readdir(REAL_DIR, { withFileTypes: true })) {
    if (entry.isDirectory()) await symlink(path.join(REAL_DIR, entry.name), path.join(root, entry.name));
  }
  await options.build?.(root);
  servedRoot = root;
  const server = await startFixtureServer(root);
  const app = await startTestApp({
    ALLOW_PRIVATE_URLS: 'true',
    YTDLP_PATH: ytdlpPath(),
    ...(process.env.YTDLP_WORKERS ? { YTDLP_WORKERS: process.env.YTDLP_WORKERS } : {}),
  });
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'real-streams-'));
  const infos = new Map<string, Promise<JsonBody>>();
  let counter = 0;
  const url = (p: Presentation) => server.url(`/${p.name}/${p.entry}`);
  return {
    server,
    app,
    url,
    // Each presentation is looked up once per file (the app's info cache would answer again anyway).
    info(p) {
      const key = url(p);
      if (!infos.has(key)) {
        infos.set(
          key,
          postInfo(app.baseUrl, key).then(({ status, body }) => {
            expect(status, JSON.stringify(body)).toBe(200);
            return body;
          }),
        );
      }
      return infos.get(key) as Promise<JsonBody>;
    },
    async download(params) {
      const response = await fetch(downloadUrl(app.baseUrl, { title: 'real', ...params }));
      const file = path.join(outDir, `out-${++counter}.${params.ext}`);
      if (response.status !== 200) {
        return { status: response.status, file, error: await response.text(), headers: response.headers };
      }
      // A failure after the headers aborts the body: the pipeline then rejects.
      const error = await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file)).then(
        () => undefined,
        (cause: unknown) => String(cause),
      );
      return { status: response.status, file, error, headers: response.headers };
    },
    async close() {
      await app.close();
      await server.close();
      await rm(outDir, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** ffprobe's length of `files` concatenated (segments of one stream, an init segment first). */
export async function sourceLength(p: Presentation, files: string[]): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'real-source-'));
  try {
    const joined = path.join(dir, `joined${path.extname(files[0] as string)}`);
    const parts = await Promise.all(files.map((f) => readFile(path.join(servedRoot, p.name, f))));
    await writeFile(joined, Buffer.concat(parts));
    const seconds = Number((await probeFile(joined)).format.duration);
    expect(seconds).toBeGreaterThan(0);
    return seconds;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What yt-dlp's own default, `bv*+ba/b`, takes from the link: its picture's height, and whether it brings sound. */
export async function ytdlpDefault(url: string): Promise<{ height: number | undefined; sound: boolean }> {
  const { stdout } = await run(ytdlpPath(), ['--no-warnings', '--ignore-config', '-f', 'bv*+ba/b', '-J', url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const chosen = JSON.parse(stdout) as JsonBody;
  const parts: JsonBody[] = chosen.requested_formats ?? [chosen];
  const video = parts.find((f) => f.vcodec !== 'none');
  return {
    height: typeof video?.height === 'number' ? video.height : undefined,
    // An HLS audio rendition has no acodec at all: sound not ruled out is sound, as `ba` reads it.
    sound: parts.some((f) => f.acodec !== 'none'),
  };
}

export const videosOf = (info: JsonBody) => (info.formats as Format[]).filter((f) => f.kind === 'video');
export const audiosOf = (info: JsonBody) => (info.formats as Format[]).filter((f) => f.kind === 'audio');

/** What the page and the bots make an MP3 from: the first audio format, else the last (smallest) video. */
export function mp3SourceOf(info: JsonBody): Format {
  return audiosOf(info)[0] ?? (videosOf(info).at(-1) as Format);
}

/** Expects `seconds` within 5% of the source's length. */
export function expectWholeLength(seconds: number, source: number): void {
  expect(Math.abs(seconds - source) / source, `${seconds} s against the source's ${source} s`).toBeLessThanOrEqual(
    0.05,
  );
}

/** Downloads and probes a format; the download must succeed whole. */
export async function downloadProbed(
  streams: RealStreams,
  p: Presentation,
  params: Record<string, string>,
): Promise<Probed> {
  const got = await streams.download({ url: streams.url(p), ...params });
  expect({ status: got.status, error: got.error }).toEqual({ status: 200, error: undefined });
  return probeFile(got.file);
}

/** The average colour of a file's first frame, as [r, g, b] (which angle of a multi-angle stream it shows). */
export async function firstFrameColour(file: string): Promise<[number, number, number]> {
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-i', file, '-frames:v', '1', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer' },
  );
  return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
}

/**
 * The checks every presentation gets, as tests of the calling file: the
 * lookup, the first video choice (yt-dlp's picture, with sound, whole), an
 * MP3, and each subtitle track alone where the info lists any.
 */
export function checkPresentation(streams: () => RealStreams, p: Presentation): void {
  it(`${p.name}: looks up a card whose every video brings sound`, async () => {
    const info = await streams().info(p);
    const videos = videosOf(info);
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) expect(v.detail, `${v.label} · ${v.detail}`).not.toMatch(/no audio/);
    // Nothing named after a packager's counter or left without a kind a person can tell.
    for (const f of info.formats as Format[]) expect(f.label).not.toMatch(/^stream_\d+$/);
    if (p.subtitles) expect(info.subtitles?.length ?? 0).toBeGreaterThan(0);
    expect(info.durationSeconds ?? 0).toBeGreaterThanOrEqual(0);
  });

  it(`${p.name}: the first video choice is yt-dlp's picture with sound, whole`, async () => {
    const info = await streams().info(p);
    const [first] = videosOf(info) as [Format];
    const [reference, length] = await Promise.all([ytdlpDefault(streams().url(p)), sourceLength(p, p.video)]);
    const probed = await downloadProbed(streams(), p, { selector: first.selector, ext: first.ext, kind: first.kind });
    if (reference.height !== undefined) expect(videoStream(probed)?.height).toBe(reference.height);
    else expect(videoStream(probed)).toBeDefined();
    // The source has sound: so has the file (at least what yt-dlp's own default would bring, and more).
    expect(audioStream(probed), `an audio stream (yt-dlp's default brings sound: ${reference.sound})`).toBeDefined();
    expectWholeLength(Number(probed.format.duration), length);
    if (p.keepsEveryTrack) {
      const kinds = (streams: { codec_type: string; codec_name: string }[]) =>
        streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort();
      const source = await probeFile(path.join(servedRoot, p.name, p.entry));
      expect(source.streams.some((s) => s.codec_type === 'subtitle')).toBe(true);
      expect(kinds(probed.streams)).toEqual(kinds(source.streams));
    }
  });

  it(`${p.name}: makes an MP3 of the whole sound`, async () => {
    const info = await streams().info(p);
    const source = mp3SourceOf(info);
    const length = await sourceLength(p, p.audio);
    const probed = await downloadProbed(streams(), p, {
      selector: source.selector,
      ext: 'mp3',
      kind: 'audio',
      convert: 'mp3',
      quality: '128',
    });
    expect(audioStream(probed)?.codec_name).toBe('mp3');
    expect(videoStream(probed)).toBeUndefined();
    expectWholeLength(Number(probed.format.duration), length);
  });

  if (p.subtitles) {
    it(`${p.name}: sends each subtitle track alone`, async () => {
      const info = await streams().info(p);
      const [first] = videosOf(info) as [Format];
      for (const track of info.subtitles as { lang: string }[]) {
        const got = await streams().download({
          url: streams().url(p),
          selector: first.selector,
          ext: 'srt',
          kind: 'subtitles',
          subs: track.lang,
        });
        expect({ status: got.status, error: got.error }).toEqual({ status: 200, error: undefined });
        const text = await readFile(got.file, 'utf8');
        expect(text).toMatch(/\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/);
        expect(text).toMatch(p.subtitles as RegExp);
      }
    });
  }
}
