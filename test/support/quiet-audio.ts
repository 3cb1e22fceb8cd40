/**
 * A source made quiet on purpose for the loudness option's tests: pink noise far under -16 LUFS as an M4A,
 * and a page whose JSON-LD names it and says its length, as yt-dlp's generic extractor reads it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from './fixtures.js';

/** Long enough for loudnorm's 3 s window, short enough to be fetched twice in no time. */
export const QUIET_SECONDS = 12;
export const QUIET_TITLE = 'Quiet Noise';

/** Writes quiet.m4a and quiet.html into `dir`; resolves with the page's path. */
export async function buildQuietAudio(dir: string): Promise<string> {
  const noise = `anoisesrc=color=pink:amplitude=0.02:sample_rate=44100:duration=${QUIET_SECONDS}`;
  await runFfmpeg(['-f', 'lavfi', '-i', noise, '-c:a', 'aac', '-b:a', '96k', 'quiet.m4a'], dir);
  const object = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: QUIET_TITLE,
    duration: `PT${QUIET_SECONDS}S`,
    contentUrl: '{{BASE}}/quiet.m4a',
  };
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${QUIET_TITLE}</title>
<script type="application/ld+json">${JSON.stringify(object)}</script></head><body></body></html>\n`;
  await writeFile(path.join(dir, 'quiet.html'), html);
  return '/quiet.html';
}
