/**
 * Fixtures for cover art and tags (issue 26), made with ffmpeg into a temp
 * dir in a test's beforeAll (a second or two): a short song as M4A (AAC),
 * WebM (Opus) and MP3, thumbnails of three shapes, and pages whose JSON-LD names the
 * song with its uploader, upload date and thumbnail, the way yt-dlp's generic
 * extractor reads them (see pageHtml in fixtures/pages.ts). Pages are written once
 * the servers run, so a thumbnail may live on any origin: a server that
 * never answers ({@link startSilentServer}), or one the egress rules refuse.
 */
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { builtOnce, recipeOf } from './built-once.js';
import { runFfmpeg } from './fixtures.js';

export const COVER_SONG = {
  title: 'Fixture Song',
  uploader: 'Fixture Singer',
  /** JSON-LD's uploadDate; yt-dlp's upload_date is 20240115. */
  uploadDate: '2024-01-15T12:00:00Z',
  date: '2024-01-15',
  seconds: 3,
} as const;

/** The thumbnails: wider than 1280 px, near square (within 10 %), and square only after a crop. */
export const COVER_THUMBS = {
  wide: { file: 'wide.jpg', width: 1920, height: 1080 },
  nearSquare: { file: 'near-square.jpg', width: 1000, height: 950 },
} as const;

const SINE = `sine=frequency=440:sample_rate=44100:duration=${COVER_SONG.seconds}`;

/** The media and pictures (pages come later, from {@link writeSongPage}). Made once per machine (built-once.ts). */
export async function buildCoverFixtures(dir: string): Promise<void> {
  const recipe = await recipeOf(import.meta.url, new URL('./fixtures/ffmpeg.ts', import.meta.url).href);
  await builtOnce('cover', recipe, makeCoverFixtures, dir);
}

async function makeCoverFixtures(dir: string): Promise<void> {
  await Promise.all([
    runFfmpeg(['-f', 'lavfi', '-i', SINE, '-c:a', 'aac', '-b:a', '96k', 'song.m4a'], dir),
    runFfmpeg(['-f', 'lavfi', '-i', SINE, '-c:a', 'libopus', '-b:a', '64k', 'song.webm'], dir),
    // With tags of its own (an encoder's, a stray title) that the download must not keep.
    runFfmpeg(
      ['-f', 'lavfi', '-i', SINE, '-c:a', 'libmp3lame', '-b:a', '96k', '-metadata', 'title=Old', 'song.mp3'],
      dir,
    ),
    ...Object.values(COVER_THUMBS).map(({ file, width, height }) =>
      runFfmpeg(['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:duration=1`, '-frames:v', '1', file], dir),
    ),
  ]);
}

/**
 * A page at `/<name>.html` naming `media` (a path on the same server, or
 * absolute) with `thumbnail` (absolute) and `uploader`. The title is
 * COVER_SONG's; `{{BASE}}` is the serving origin (fixture-server.ts).
 */
export async function writeSongPage(
  dir: string,
  name: string,
  page: { media: string; thumbnail: string; uploader?: string },
): Promise<string> {
  const object = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: COVER_SONG.title,
    duration: `PT${COVER_SONG.seconds}S`,
    thumbnailUrl: page.thumbnail,
    uploadDate: COVER_SONG.uploadDate,
    author: { '@type': 'Person', name: page.uploader ?? COVER_SONG.uploader },
    contentUrl: page.media.startsWith('/') ? `{{BASE}}${page.media}` : page.media,
  };
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${COVER_SONG.title}</title>
<script type="application/ld+json">${JSON.stringify(object)}</script></head><body><h1>Song</h1></body></html>\n`;
  await writeFile(path.join(dir, `${name}.html`), html);
  return `/${name}.html`;
}

/** A server that takes requests and never answers them (a thumbnail host that hangs). */
export interface SilentServer {
  origin: string;
  /** The paths asked for so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startSilentServer(): Promise<SilentServer> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage) => {
    requests.push(req.url ?? '');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
