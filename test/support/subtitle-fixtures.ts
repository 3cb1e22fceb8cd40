/**
 * Fixtures for subtitles (issue 26), built into a temp dir by a test's
 * beforeAll and served with startFixtureServer:
 *
 * - `page.html`: an HTML5 `<video>` with an MP4 source and two `<track>`s
 *   (en.vtt, de.vtt), which yt-dlp's generic extractor lists as `subtitles`;
 * - `hls/master.m3u8`: an HLS master whose variant names a WebVTT subtitle
 *   group (`fr`, a media playlist of two VTT segments, one cue each).
 *
 * The media is 4 s of 160x90 H.264 and AAC (made with ffmpeg here); the cue
 * texts are exported so tests look for them in what they get.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtOnce, recipeOf } from './built-once.js';
import { runFfmpeg } from './fixtures.js';

export const SUBTITLE_CUES = {
  en: ['Hello from the fixture', 'Second cue'],
  de: ['Hallo aus der Vorlage'],
  fr: ['Bonjour du montage', 'Deuxième repère'],
} as const;

export const SUBTITLE_PATHS = { page: '/page.html', hls: '/hls/master.m3u8' } as const;

const vtt = (header: string, cues: [string, string, string][]) =>
  `WEBVTT${header}\n\n${cues.map(([from, to, text]) => `${from} --> ${to}\n${text}`).join('\n\n')}\n`;

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Subtitled clip</title></head><body>
<video controls><source src="clip.mp4" type="video/mp4"><track kind="subtitles" srclang="en" label="English" src="en.vtt"><track kind="subtitles" srclang="de" label="Deutsch" src="de.vtt"></video>
</body></html>
`;

const MASTER = `#EXTM3U
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Français",LANGUAGE="fr",DEFAULT=NO,AUTOSELECT=YES,URI="subs/fr.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=160x90,CODECS="avc1.64000c,mp4a.40.2",SUBTITLES="subs"
v.m3u8
`;

const SUBS_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:2
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:2.0,
fr0.vtt
#EXTINF:2.0,
fr1.vtt
#EXT-X-ENDLIST
`;

/** Builds the set into a new temp dir; `remove()` deletes it. */
export async function buildSubtitleFixtures(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'subtitle-fixtures-'));
  try {
    await writeSubtitleFixtures(dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes the set into `dir` (a bot world's serveBuilt hands one). Made once per machine (built-once.ts). */
export async function writeSubtitleFixtures(dir: string): Promise<void> {
  const recipe = await recipeOf(import.meta.url, new URL('./fixtures/ffmpeg.ts', import.meta.url).href);
  await builtOnce('subtitles', recipe, makeSubtitleFixtures, dir);
}

async function makeSubtitleFixtures(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'hls', 'subs'), { recursive: true });
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50'],
      ...['-c:a', 'aac', '-b:a', '64k', '-shortest', 'clip.mp4'],
    ],
    dir,
  );
  await runFfmpeg(
    [
      ...['-i', '../clip.mp4', '-c', 'copy', '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', 'v_%d.ts', 'v.m3u8'],
    ],
    path.join(dir, 'hls'),
  );
  const [en1, en2] = SUBTITLE_CUES.en;
  const [fr1, fr2] = SUBTITLE_CUES.fr;
  const timestampMap = '\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000';
  await Promise.all([
    writeFile(path.join(dir, 'page.html'), PAGE),
    writeFile(
      path.join(dir, 'en.vtt'),
      vtt('', [
        ['00:00:00.500', '00:00:02.000', en1],
        ['00:00:02.000', '00:00:03.500', en2],
      ]),
    ),
    writeFile(path.join(dir, 'de.vtt'), vtt('', [['00:00:00.500', '00:00:02.000', SUBTITLE_CUES.de[0]]])),
    writeFile(path.join(dir, 'hls', 'master.m3u8'), MASTER),
    writeFile(path.join(dir, 'hls', 'subs', 'fr.m3u8'), SUBS_PLAYLIST),
    writeFile(path.join(dir, 'hls', 'subs', 'fr0.vtt'), vtt(timestampMap, [['00:00:00.500', '00:00:01.500', fr1]])),
    writeFile(path.join(dir, 'hls', 'subs', 'fr1.vtt'), vtt(timestampMap, [['00:00:02.500', '00:00:03.500', fr2]])),
  ]);
}

/**
 * HLS masters like `hls/master.m3u8` whose French subtitle playlist lists
 * many tiny segments, every one the same empty WebVTT (`empty.vtt?n=<i>`,
 * so each is a request of its own): `flood` over the cap of one subtitle
 * playlist (MAX_SUBTITLE_SEGMENTS), `many` under it but over what a job on
 * 4 s of media may ask for (fetch/request-budget.ts).
 */
export const SUBTITLE_FLOOD = {
  flood: { master: '/hls/flood.m3u8', segments: 20_000 },
  many: { master: '/hls/many.m3u8', segments: 1_500 },
  /** Where every segment request goes (the query string apart). */
  segmentPath: '/hls/subs/empty.vtt',
} as const;

/** Writes the two masters and their playlists into a set written by {@link writeSubtitleFixtures}. */
export async function writeSubtitleFloods(dir: string): Promise<void> {
  await writeFile(path.join(dir, 'hls', 'subs', 'empty.vtt'), 'WEBVTT\n\n');
  for (const [name, { segments }] of Object.entries({ flood: SUBTITLE_FLOOD.flood, many: SUBTITLE_FLOOD.many })) {
    // Together as long as the media (4 s): a list that claims no more than the video does.
    const each = (4 / segments).toFixed(6);
    const list = Array.from({ length: segments }, (_, i) => `#EXTINF:${each},\nempty.vtt?n=${i}`).join('\n');
    await writeFile(
      path.join(dir, 'hls', 'subs', `${name}.m3u8`),
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n${list}\n#EXT-X-ENDLIST\n`,
    );
    await writeFile(path.join(dir, 'hls', `${name}.m3u8`), MASTER.replace('subs/fr.m3u8', `subs/${name}.m3u8`));
  }
}
