/**
 * Media for "fit to size" tests (src/options/fit, src/media/download/fit-run.ts), built
 * with ffmpeg at test time into a folder to serve with startFixtureServer
 * (or a bot world's serveBuilt). Each mp4 has a JSON-LD page that states its
 * length and exact size, so yt-dlp lists the format with both.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { builtOnce, recipeOf } from './built-once.js';
import { runFfmpeg } from './fixtures.js';

/** Server-relative URLs of what {@link buildFitFixtures} writes. */
export const FIT_PATHS = Object.freeze({
  /** 6 s of 1280×720 testsrc2 at about 4 Mbit/s with a sine tone: about 3 MB. */
  clip: '/fit-720p.mp4',
  clipPage: '/fit-720p.html',
  /** The same file behind a page that says it lasts 42 minutes: too long for a few MB. */
  longPage: '/fit-42-minutes.html',
  /** The same file behind a page that says it weighs 1 MiB, short of the truth. */
  understatedPage: '/fit-understated.html',
  /** The clip's streams as they are, in MPEG-TS (a direct link a fit remuxes into MP4). */
  clipTs: '/fit-720p.ts',
});

/** Server-relative URLs of what {@link buildBurstFixture} writes. */
export const BURST_PATHS = Object.freeze({
  /** 8 s of 1280×720 noise at about 30 Mbit/s: about 30 MB that compress only by losing detail. */
  media: '/fit-burst.mp4',
  page: '/fit-burst.html',
});

export const FIT_CLIP_SECONDS = 6;
export const BURST_SECONDS = 8;

function jsonLdPage(args: { title: string; contentUrl: string; seconds: number; bytes: number }): string {
  const videoObject = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: args.title,
    duration: `PT${args.seconds}S`,
    uploadDate: '2024-01-15',
    contentUrl: args.contentUrl,
    // With a declared type yt-dlp returns contentUrl itself as the one format, with its size.
    encodingFormat: 'video/mp4',
    contentSize: String(args.bytes),
    width: 1280,
    height: 720,
  };
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${args.title}</title>\n<script type="application/ld+json">\n${JSON.stringify(videoObject, null, 2)}\n</script></head><body><h1>${args.title}</h1></body></html>\n`;
}

/** A 720p mp4 of `seconds` (lavfi `video`, a source and its filters) at `videoRate`, with a 440 Hz tone. */
async function make720p(dir: string, name: string, seconds: number, video: string, videoRate: string) {
  await runFfmpeg(
    [
      ...['-f', 'lavfi', '-i', video.replace('{size}', `size=1280x720:rate=25:duration=${seconds}`)],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', videoRate, '-maxrate', videoRate, '-bufsize', videoRate],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', name],
    ],
    dir,
  );
  return (await stat(path.join(dir, name))).size;
}

const recipe = () => recipeOf(import.meta.url, new URL('./fixtures/ffmpeg.ts', import.meta.url).href);

/** The 6 s 720p clip and its pages; resolves with the mp4's size in bytes. Encoded once per machine (built-once.ts). */
export async function buildFitFixtures(dir: string): Promise<{ bytes: number }> {
  return builtOnce('fit', await recipe(), makeFitFixtures, dir);
}

async function makeFitFixtures(dir: string): Promise<{ bytes: number }> {
  await mkdir(dir, { recursive: true });
  const bytes = await make720p(dir, FIT_PATHS.clip.slice(1), FIT_CLIP_SECONDS, 'testsrc2={size}', '4M');
  const contentUrl = `{{BASE}}${FIT_PATHS.clip}`;
  await writeFile(
    path.join(dir, FIT_PATHS.clipPage.slice(1)),
    jsonLdPage({ title: 'Fit clip', contentUrl, seconds: FIT_CLIP_SECONDS, bytes }),
  );
  await writeFile(
    path.join(dir, FIT_PATHS.longPage.slice(1)),
    jsonLdPage({ title: 'Forty-two minutes', contentUrl, seconds: 42 * 60, bytes }),
  );
  await writeFile(
    path.join(dir, FIT_PATHS.understatedPage.slice(1)),
    jsonLdPage({ title: 'Understated', contentUrl, seconds: FIT_CLIP_SECONDS, bytes: 1024 * 1024 }),
  );
  await runFfmpeg(['-i', FIT_PATHS.clip.slice(1), '-c', 'copy', '-f', 'mpegts', FIT_PATHS.clipTs.slice(1)], dir);
  return { bytes };
}

/** The ~30 MB burst of noise and its page; resolves with the mp4's size in bytes. Encoded once per machine. */
export async function buildBurstFixture(dir: string): Promise<{ bytes: number }> {
  return builtOnce('burst', await recipe(), makeBurstFixture, dir);
}

async function makeBurstFixture(dir: string): Promise<{ bytes: number }> {
  await mkdir(dir, { recursive: true });
  // Noise changes every frame (allf=t): x264 cannot make it small without dropping detail, so 30 Mbit/s is spent.
  const name = BURST_PATHS.media.slice(1);
  const bytes = await make720p(dir, name, BURST_SECONDS, 'testsrc2={size},noise=alls=40:allf=t', '30M');
  await writeFile(
    path.join(dir, BURST_PATHS.page.slice(1)),
    jsonLdPage({ title: 'Burst of noise', contentUrl: `{{BASE}}${BURST_PATHS.media}`, seconds: BURST_SECONDS, bytes }),
  );
  return { bytes };
}
