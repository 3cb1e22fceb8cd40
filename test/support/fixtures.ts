/**
 * Test media generated locally with ffmpeg (no network, nothing committed).
 *
 * `buildFixtures(dir)` writes a small, fixed set of files that the fixture
 * server (./fixture-server.ts) serves from 127.0.0.1: a direct mp4, audio-only
 * files, a DASH manifest with separate video/audio representations, an HLS
 * master playlist with two variants, an HTML page with schema.org JSON-LD, the
 * same page with an 800-character title, and a page without media. Everything
 * is short (4 s) and small so the whole build takes a few seconds.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtOnce, recipeOf } from './built-once.js';
import { ffmpegPath } from './tools.js';

/** Bump whenever the generated output changes, so cached builds are rebuilt. */
export const FIXTURE_VERSION = '2';

const MARKER_FILE = '.fixtures-version';

/** Metadata embedded in page.html; exported so tests compare against one source. */
export const PAGE_METADATA = {
  title: 'Fixture Video',
  description: 'A generated test video used by the media-fetcher test-suite.',
  uploader: 'Fixture Uploader',
  durationSeconds: 4,
  uploadDate: '2024-01-15T12:00:00Z',
} as const;

/**
 * The title of long-title.html: 800 characters (code points) the way long
 * TikTok and Instagram captions come, mixing CJK, emoji ZWJ sequences (one
 * grapheme of up to 25 bytes), an Indic conjunct (one grapheme of several
 * code points), accents, Greek, spaces and the path characters `/ : ?`.
 */
export const LONG_TITLE = (() => {
  const pieces = [
    '東京の夜景と長い説明文が続きます',
    ' 👨‍👩‍👧‍👦 ',
    'café crème brûlée',
    ' 🏳️‍🌈 ',
    'AC/DC: live? ',
    'क्षत्रिय ',
    'naïve résumé ',
    '👩🏽‍💻 ',
    'Ελληνικά κείμενα ',
  ];
  const length = (text: string) => [...text].length;
  let title = '';
  for (const piece of Array.from({ length: 100 }, (_, i) => pieces[i % pieces.length] ?? '')) {
    if (length(title) + length(piece) > 800) break;
    title += piece;
  }
  title = title.trimEnd();
  return title + 'x'.repeat(800 - length(title));
})();

/** Server-relative URLs (leading slash) of every fixture. */
export interface FixturePaths {
  directMp4: string;
  audioM4a: string;
  audioMp3: string;
  dash: string;
  hls: string;
  page: string;
  /** page.html with LONG_TITLE as its JSON-LD name. */
  longTitlePage: string;
  noMedia: string;
  thumb: string;
}

export interface FixtureSet {
  /** Absolute directory holding the files; serve it with startFixtureServer(dir). */
  dir: string;
  paths: FixturePaths;
}

export const FIXTURE_PATHS: Readonly<FixturePaths> = Object.freeze({
  directMp4: '/direct.mp4',
  audioM4a: '/audio.m4a',
  audioMp3: '/audio.mp3',
  dash: '/dash/manifest.mpd',
  hls: '/hls/master.m3u8',
  page: '/page.html',
  longTitlePage: '/long-title.html',
  noMedia: '/nomedia.html',
  thumb: '/thumb.jpg',
});

const DURATION: number = PAGE_METADATA.durationSeconds;
const FPS = 25;

/** The fixtures are made by the same ffmpeg the app uses. */
function ffmpegBinary(): string {
  return ffmpegPath();
}

/** Runs ffmpeg with an argument array (never a shell); rejects with its stderr on failure. */
export function runFfmpeg(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep only the tail: errors are at the end and a runaway log must not eat memory.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${args.join(' ')} failed (code ${code}, signal ${signal}):\n${stderr}`));
    });
  });
}

// --- lavfi inputs -----------------------------------------------------------

function videoSource(size: string, seconds = DURATION): string[] {
  return ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${FPS}:duration=${seconds}`];
}

function audioSource(seconds = DURATION): string[] {
  return ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
}

// A keyframe every second keeps DASH/HLS segment boundaries exact (2 s segments).
const H264 = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-g',
  String(FPS),
  '-keyint_min',
  String(FPS),
  '-sc_threshold',
  '0',
];
const AAC = ['-c:a', 'aac', '-b:a', '96k'];

// Two renditions, 720p and 360p, with explicit bitrates: the DASH muxer writes
// `bandwidth` and the HLS muxer `BANDWIDTH` from them, and yt-dlp turns those into `tbr`.
const TWO_RENDITIONS = ['-s:v:0', '1280x720', '-b:v:0', '1500k', '-s:v:1', '640x360', '-b:v:1', '500k'];

// --- individual fixtures ----------------------------------------------------

async function makeDirectMp4(dir: string): Promise<void> {
  // Plain mp4 with moov at the end (ffmpeg's default): clients need Range requests to probe it.
  await runFfmpeg(
    [...videoSource('640x360'), ...audioSource(), ...H264, '-b:v', '500k', ...AAC, '-shortest', 'direct.mp4'],
    dir,
  );
}

async function makeAudio(dir: string): Promise<void> {
  await runFfmpeg([...audioSource(), ...AAC, 'audio.m4a'], dir);
  await runFfmpeg([...audioSource(), '-c:a', 'libmp3lame', '-b:a', '96k', 'audio.mp3'], dir);
}

async function makeThumb(dir: string): Promise<void> {
  await runFfmpeg([...videoSource('320x180', 1), '-frames:v', '1', '-q:v', '5', 'thumb.jpg'], dir);
}

async function makeDash(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'dash'), { recursive: true });
  // SegmentTemplate + SegmentTimeline: yt-dlp reports each representation as its own
  // format (video-only 720/360 and audio-only), downloaded with protocol http_dash_segments.
  await runFfmpeg(
    [
      ...videoSource('1280x720'),
      ...audioSource(),
      ...['-map', '0:v', '-map', '0:v', '-map', '1:a'],
      ...H264,
      ...TWO_RENDITIONS,
      ...AAC,
      ...['-seg_duration', '2', '-use_template', '1', '-use_timeline', '1'],
      ...['-adaptation_sets', 'id=0,streams=v id=1,streams=a'],
      ...['-f', 'dash', 'manifest.mpd'],
    ],
    path.join(dir, 'dash'),
  );
}

async function makeHls(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'hls'), { recursive: true });
  // One muxed (video+audio) variant per rendition. ffmpeg writes master.m3u8 with
  // BANDWIDTH, RESOLUTION and CODECS next to the variant playlists.
  await runFfmpeg(
    [
      ...videoSource('1280x720'),
      ...audioSource(),
      ...['-map', '0:v', '-map', '1:a', '-map', '0:v', '-map', '1:a'],
      ...H264,
      ...TWO_RENDITIONS,
      ...AAC,
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', 'stream_%v_%03d.ts', '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', 'v:0,a:0 v:1,a:1', 'stream_%v.m3u8'],
    ],
    path.join(dir, 'hls'),
  );
}

/**
 * JSON-LD VideoObject as yt-dlp's generic extractor reads it (common.py `_json_ld`):
 * name → title, author.name → uploader, duration (ISO 8601) → duration,
 * thumbnailUrl → thumbnails, uploadDate → timestamp, contentUrl → the media URL.
 * `encodingFormat` is deliberately absent: without it yt-dlp resolves contentUrl as a
 * `url_transparent` result (a second generic extraction that probes direct.mp4) instead of
 * returning the URL with yt-dlp's smuggled-data fragment appended as a "direct" format.
 * `{{BASE}}` is replaced by the server's origin at request time (absolute URLs are required
 * by yt-dlp's url_or_none()).
 */
function pageHtml(name: string = PAGE_METADATA.title): string {
  const videoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name,
    description: PAGE_METADATA.description,
    duration: `PT${PAGE_METADATA.durationSeconds}S`,
    thumbnailUrl: `{{BASE}}${FIXTURE_PATHS.thumb}`,
    uploadDate: PAGE_METADATA.uploadDate,
    author: { '@type': 'Person', name: PAGE_METADATA.uploader },
    contentUrl: `{{BASE}}${FIXTURE_PATHS.directMp4}`,
    width: 640,
    height: 360,
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${PAGE_METADATA.title} - Fixture Site</title>
<script type="application/ld+json">
${JSON.stringify(videoObject, null, 2)}
</script>
</head>
<body>
<h1>${name}</h1>
<p>${PAGE_METADATA.description}</p>
</body>
</html>
`;
}

function noMediaHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Nothing to see here</title></head>
<body><h1>No media</h1><p>This page has no video, audio, embeds or structured data.</p></body>
</html>
`;
}

// --- orchestration ----------------------------------------------------------

async function hasCurrentMarker(dir: string): Promise<boolean> {
  try {
    return (await readFile(path.join(dir, MARKER_FILE), 'utf8')).trim() === FIXTURE_VERSION;
  } catch {
    return false;
  }
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

async function generateInto(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'page.html'), pageHtml());
  await writeFile(path.join(dir, 'long-title.html'), pageHtml(LONG_TITLE));
  await writeFile(path.join(dir, 'nomedia.html'), noMediaHtml());
  // Two lanes for two cores: the two multi-rendition encodes are the heaviest jobs.
  await Promise.all([
    makeDash(dir).then(() => makeDirectMp4(dir)),
    makeHls(dir)
      .then(() => makeAudio(dir))
      .then(() => makeThumb(dir)),
  ]);
  // Written last: its presence means the set is complete.
  await writeFile(path.join(dir, MARKER_FILE), `${FIXTURE_VERSION}\n`);
}

/**
 * Generates the fixture set into `dir` unless a complete build of the current version is
 * already there. Safe against concurrent callers (e.g. two vitest runs sharing a cache dir):
 * the set is built in a sibling staging directory and renamed into place in one step; the
 * loser of a race discards its copy. A non-empty `dir` without a current marker is
 * regenerated in place.
 */
export async function buildFixtures(dir: string): Promise<FixtureSet> {
  const target = path.resolve(dir);
  const result: FixtureSet = { dir: target, paths: { ...FIXTURE_PATHS } };
  if (await hasCurrentMarker(target)) return result;

  if (!(await isEmptyOrMissing(target))) {
    await generateInto(target);
    return result;
  }

  const staging = `${target}.staging-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await generateInto(staging);
    await rmdir(target).catch(() => undefined); // rename() cannot replace a directory, even an empty one.
    await rename(staging, target);
  } catch (err) {
    if (!(await hasCurrentMarker(target))) throw err;
    // Another process finished first; its build is as good as ours.
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return result;
}

/**
 * Builds `big.mp4`, a valid video+audio mp4 of roughly `sizeMb` megabytes, for benchmarks.
 * A 4 s noisy seed clip (noise keeps the encoder at its target bitrate) is encoded once,
 * then stream-copied in a loop until the target size (MiB) is reached; copying is
 * disk-bound and far faster than encoding the whole length. Returns the file's path.
 * Skips work when a file of about the right size (within 10 %) already exists.
 */
export async function buildBigFixture(dir: string, sizeMb = 250): Promise<string> {
  const target = path.resolve(dir);
  const output = path.join(target, 'big.mp4');
  const wantBytes = sizeMb * 1024 * 1024;
  const existing = await stat(output).catch(() => undefined);
  if (existing && Math.abs(existing.size - wantBytes) < wantBytes * 0.1) return output;

  await mkdir(target, { recursive: true });
  const seedName = `big-seed-${process.pid}.mp4`;
  const seed = path.join(target, seedName);
  const partialName = `big-partial-${process.pid}.mp4`;
  const partial = path.join(target, partialName);
  try {
    await runFfmpeg(
      [
        ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=${FPS}:duration=4,noise=alls=40:allf=t`],
        ...audioSource(4),
        ...H264,
        // ~16 Mbit/s: 250 MB is then ~2 minutes of video, a plausible high-quality download.
        ...['-b:v', '16M', '-maxrate', '16M', '-bufsize', '32M', '-c:a', 'aac', '-b:a', '128k', '-shortest', seedName],
      ],
      target,
    );
    const seedBytes = (await stat(seed)).size;
    const loops = Math.max(0, Math.ceil(wantBytes / seedBytes) - 1);
    // Written under a temporary name so an interrupted run never leaves a plausible big.mp4.
    await runFfmpeg(['-stream_loop', String(loops), '-i', seedName, '-map', '0', '-c', 'copy', partialName], target);
    await rename(partial, output);
  } finally {
    await rm(seed, { force: true });
    await rm(partial, { force: true });
  }
  return output;
}

/** Server-relative URLs of the set {@link buildHlsAdtsFixtures} writes. */
export const HLS_ADTS_PATHS = Object.freeze({
  /** Master with two video-only variants (360p, 180p) sharing an audio group. */
  master: '/hls-audio/master.m3u8',
  /** The group's one rendition: yt-dlp reports it as format `group_aud-<name>` with no codec. */
  audioRendition: '/hls-audio/stream_2.m3u8',
  /** A media playlist of MPEG-TS with MP3 audio (no AAC at all), opened without a master. */
  mp3Playlist: '/hls-mp3/index.m3u8',
});

/**
 * HLS the way many sites serve it: MPEG-TS segments, video-only variants and
 * the audio (ADTS AAC) as a separate rendition of an EXT-X-MEDIA group, whose
 * codec yt-dlp cannot name; plus an MP3-in-TS playlist. 4 s, small sizes: built
 * in about a second, at test time, into `dir` (serve it with startFixtureServer).
 */
export async function buildHlsAdtsFixtures(dir: string): Promise<typeof HLS_ADTS_PATHS> {
  await builtOnce('hls-adts', await recipeOf(import.meta.url), makeHlsAdtsFixtures, dir);
  return HLS_ADTS_PATHS;
}

async function makeHlsAdtsFixtures(dir: string): Promise<void> {
  const audioDir = path.join(dir, 'hls-audio');
  const mp3Dir = path.join(dir, 'hls-mp3');
  await mkdir(audioDir, { recursive: true });
  await mkdir(mp3Dir, { recursive: true });
  await runFfmpeg(
    [
      ...videoSource('640x360'),
      ...audioSource(),
      ...['-map', '0:v', '-map', '0:v', '-map', '1:a'],
      ...H264,
      ...['-s:v:0', '640x360', '-b:v:0', '500k', '-s:v:1', '320x180', '-b:v:1', '200k'],
      ...AAC,
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', 'stream_%v_%03d.ts', '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', 'v:0,agroup:aud v:1,agroup:aud a:0,agroup:aud', 'stream_%v.m3u8'],
    ],
    audioDir,
  );
  await runFfmpeg(
    [
      ...audioSource(),
      ...['-c:a', 'libmp3lame', '-b:a', '96k'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', 'seg_%03d.ts'],
      'index.m3u8',
    ],
    mp3Dir,
  );
}

/** Where {@link buildSizedFixtures} cuts the body of its `cutPage` media: 1 MiB into the file. */
export const SIZED_CUT_BYTES = 1024 * 1024;

/** Server-relative URLs of the set {@link buildSizedFixtures} writes. */
export const SIZED_PATHS = Object.freeze({
  /** A real mp4 of about 3 MiB, linked directly: yt-dlp reports no size for it, so its size is unknown. */
  media: '/three-mb.mp4',
  /** A page whose JSON-LD gives the mp4's exact size (contentSize): yt-dlp reports it as the format's filesize. */
  page: '/three-mb.html',
  /** The same page, with the mp4 behind /cut/: its body ends cleanly after SIZED_CUT_BYTES (fixture-server.ts). */
  cutPage: '/three-mb-cut.html',
  /** As cutPage, but the cut response announces the whole Content-Length (a resuming client never gets past the cut). */
  cutAnnouncedPage: '/three-mb-cut-announced.html',
});

/**
 * A ~3 MiB fixture for LIMIT_MB_PER_DAY tests, in `dir` (serve it with
 * startFixtureServer): 4 s of noise at 5 Mbit/s, so the size stays near 3 MiB
 * whatever the encoder, and pages that announce its exact size. Built in
 * about a second, once per machine (built-once.ts); returns the mp4's size in bytes.
 */
export async function buildSizedFixtures(dir: string): Promise<{ paths: typeof SIZED_PATHS; bytes: number }> {
  const bytes = await builtOnce('sized', await recipeOf(import.meta.url), makeSizedFixtures, dir);
  return { paths: SIZED_PATHS, bytes };
}

async function makeSizedFixtures(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const media = SIZED_PATHS.media.slice(1);
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${FPS}:duration=${DURATION},noise=alls=40:allf=t`],
      ...audioSource(),
      ...H264,
      ...['-b:v', '5M', '-maxrate', '5M', '-bufsize', '10M', ...AAC, '-shortest', media],
    ],
    dir,
  );
  const bytes = (await stat(path.join(dir, media))).size;
  const page = (contentUrl: string) => {
    const videoObject = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Three megabytes',
      duration: `PT${DURATION}S`,
      uploadDate: PAGE_METADATA.uploadDate,
      contentUrl,
      // With a declared type yt-dlp returns contentUrl itself as the one format, with these fields.
      encodingFormat: 'video/mp4',
      contentSize: String(bytes),
    };
    return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Three megabytes</title>\n<script type="application/ld+json">\n${JSON.stringify(videoObject, null, 2)}\n</script></head><body><h1>Three megabytes</h1></body></html>\n`;
  };
  const cut = `{{BASE}}/cut/${SIZED_CUT_BYTES}${SIZED_PATHS.media}`;
  await writeFile(path.join(dir, SIZED_PATHS.page.slice(1)), page(`{{BASE}}${SIZED_PATHS.media}`));
  await writeFile(path.join(dir, SIZED_PATHS.cutPage.slice(1)), page(cut));
  await writeFile(path.join(dir, SIZED_PATHS.cutAnnouncedPage.slice(1)), page(`${cut}?announce=1`));
  return bytes;
}

/**
 * Copies the 640×360 HLS variant of a fixture set into `targetDir` as
 * `open.m3u8`, without ENDLIST and playlist type: a playlist that does not say
 * how long it is, as a live one looks (neither yt-dlp nor ffmpeg can tell its
 * duration). The media itself is 4 s long.
 */
export async function writeOpenHlsFixture(fixturesDir: string, targetDir: string): Promise<string> {
  return copyHlsVariant(fixturesDir, targetDir, 'open.m3u8', (lines) =>
    lines.filter((line) => !/^#EXT-X-(ENDLIST|PLAYLIST-TYPE)/.test(line)),
  );
}

/**
 * The same 640×360 variant as `keyed.m3u8`, with an `#EXT-X-KEY:METHOD=NONE`
 * line: a finished playlist the server does not fetch itself (it takes only
 * plain ones, see src/media/fetch/fragments.ts), so yt-dlp fetches it.
 */
export async function writeYtdlpOnlyHlsFixture(fixturesDir: string, targetDir: string): Promise<string> {
  return copyHlsVariant(fixturesDir, targetDir, 'keyed.m3u8', (lines) => [
    ...lines.slice(0, 1),
    '#EXT-X-KEY:METHOD=NONE',
    ...lines.slice(1),
  ]);
}

async function copyHlsVariant(
  fixturesDir: string,
  targetDir: string,
  name: string,
  edit: (lines: string[]) => string[],
): Promise<string> {
  const hls = path.join(fixturesDir, 'hls');
  await mkdir(targetDir, { recursive: true });
  for (const file of (await readdir(hls)).filter((f) => f.startsWith('stream_1_'))) {
    await writeFile(path.join(targetDir, file), await readFile(path.join(hls, file)));
  }
  const playlist = (await readFile(path.join(hls, 'stream_1.m3u8'), 'utf8')).split('\n');
  await writeFile(path.join(targetDir, name), edit(playlist).join('\n'));
  return name;
}
