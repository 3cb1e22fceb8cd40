/**
 * Playlists in both bots, each against its fake platform, with real yt-dlp
 * and ffmpeg on loopback: pages with several <video>/<audio> tags are read
 * as playlists (the fixture server's media as entries). The card lists the
 * entries in pages, an entry opens its own card, and "All as MP3 192" sends
 * every entry as a file, stops at the daily limit with a sentence, stops at
 * Cancel, and skips an entry whose link leads to a private origin that is not
 * allowed (which sees no request) while the others are delivered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { type Canaries, startCanaries } from '../support/canaries.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { discordDriver as startDiscordDriver, telegramDriver as startTelegramDriver } from './playlist-drivers.js';

/**
 * A run of "All as MP3" looks up and converts every entry with the real yt-dlp and ffmpeg, one
 * after the other (4 files and 5 lookups in the first test): a minute or more on a busy 2-core
 * machine, so these tests get three.
 */
const RUN_TEST = { timeout: 180_000 };
/** The world's daily limit: the first run of three uses three, the second gets the last one. */
const DOWNLOADS_PER_DAY = 4;

interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves HTML pages by path; each page's body is made when asked for. */
async function servePages(pages: () => Record<string, string>): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const body = pages()[req.url ?? ''];
    if (body === undefined) return void res.writeHead(404).end('not found');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const page = (title: string, sources: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body>\n${sources
    .map((src) =>
      src.includes('.mp3') || src.includes('.m4a') ? `<audio src="${src}"></audio>` : `<video src="${src}"></video>`,
    )
    .join('\n')}\n</body></html>`;

let world: BotWorld;
let pages: PageServer;
let canaries: Canaries;

beforeAll(async () => {
  canaries = await startCanaries();
  let fixtureUrl = (p: string) => p;
  pages = await servePages(() => {
    const audio = [FIXTURE_PATHS.audioM4a, FIXTURE_PATHS.audioMp3].map(fixtureUrl);
    const canary = `http://127.0.0.1:${canaries.httpPort}/secret.mp4`;
    return {
      // Distinct links to the same files (the fixture server ignores the query).
      '/three.html': page('Three Clips', [`${audio[0]}?n=1`, `${audio[1]}?n=2`, `${audio[0]}?n=3`]),
      '/ten.html': page(
        'Ten Clips',
        Array.from({ length: 10 }, (_, i) => `${fixtureUrl(FIXTURE_PATHS.audioM4a)}?n=${i + 1}`),
      ),
      '/thirty.html': page(
        'Thirty Clips',
        Array.from({ length: 30 }, (_, i) => `${fixtureUrl(FIXTURE_PATHS.audioM4a)}?n=${i + 1}`),
      ),
      '/slow.html': page('Slow Clips', [
        fixtureUrl(`/slow${FIXTURE_PATHS.directMp4}?n=1`),
        fixtureUrl(`/slow${FIXTURE_PATHS.directMp4}?n=2`),
      ]),
      // The second entry is on an allowed origin but redirects to one that is not; the fourth is not allowed at all.
      '/mixed.html': page('Mixed Clips', [
        `${audio[0]}?n=1`,
        fixtureUrl(`/redirect?to=${encodeURIComponent(canary)}`),
        `${audio[1]}?n=3`,
        canary,
      ]),
    };
  });
  world = await startBotWorld({
    tmpPrefix: 'playlist-bots-test-',
    fixtures: { slowIntervalMs: 350 },
    // Private addresses are allowed for the fixtures and the pages only: the canary's origin is not.
    privateUrls: (fixtures) => ({ kind: 'origins', origins: [fixtures.origin, pages.origin] }),
    limits: { downloadsPerDay: DOWNLOADS_PER_DAY },
  });
  fixtureUrl = (p: string) => world.fixtures.url(p);
}, 60_000);

afterAll(async () => {
  await world?.close();
  await pages?.close();
  await canaries?.close();
});

// The users (playlist-drivers.ts), each with a bot of its own on this file's world.
const telegramDriver = () => startTelegramDriver(world);
const discordDriver = () => startDiscordDriver(world);

const platforms = [
  ['Telegram', telegramDriver],
  ['Discord', discordDriver],
] as const;

const downloadRowsOf = (outcome?: string) =>
  (
    world.database.sqlite
      .prepare(`SELECT e.outcome FROM usage_events e WHERE e.action = 'download' ${outcome ? 'AND e.outcome = ?' : ''}`)
      .all(...(outcome ? [outcome] : [])) as { outcome: string }[]
  ).length;

describe.each(platforms)('a playlist in %s', RUN_TEST, (_name, startDriver) => {
  it('"All as MP3" sends every entry as a file; a second run stops at the daily limit with a sentence', async () => {
    const driver = await startDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/three.html`);
      expect(driver.buttonLabels(card)).toContain('All as MP3 192 (3 files)');
      const first = await driver.all(card);
      expect(first.files).toHaveLength(3);
      expect(first.files.every((name) => name.endsWith('.mp3'))).toBe(true);
      expect(first.skipped).toEqual([]);
      expect(first.end).toBe('All as MP3 192: done, 3 of 3 files sent.');
      // One status message, edited with where the run is.
      expect(first.statuses.some((text) => /All as MP3 192: [1-3] \/ 3\n/.test(text))).toBe(true);
      // One download left today: one file, then the sentence saying why the rest stopped.
      const second = await driver.all(card);
      expect(second.files).toHaveLength(1);
      expect(second.end).toMatch(
        /^All as MP3 192: stopped, 1 of 3 files sent\. You have used 4 of 4 downloads today; resets in .+\. The other 2 were not downloaded\.$/,
      );
    } finally {
      await driver.close();
    }
  });

  it('an entry leading to a private origin that is not allowed fails, unseen by it; the others are delivered', async () => {
    const driver = await startDriver();
    canaries.reset();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/mixed.html`);
      // The entry on the canary's origin is not even listed; the redirecting one is (its own origin is allowed).
      expect(driver.entryLabels(card)).toHaveLength(3);
      const run = await driver.all(card);
      expect(run.files).toHaveLength(2);
      expect(run.skipped).toHaveLength(1);
      expect(run.skipped[0]).toMatch(
        /^Skipped 2 \/ 3 ".*": Links to private or local network addresses are not allowed\.$/,
      );
      expect(run.end).toBe('All as MP3 192: done, 2 of 3 files sent, 1 skipped.');
      expect(canaries.log).toEqual([]);
    } finally {
      await driver.close();
    }
  });

  it('Cancel stops the run: the entry in progress and the rest are not sent', async () => {
    const driver = await startDriver();
    const cancelledBefore = downloadRowsOf('cancelled');
    try {
      const card = await driver.openPlaylist(`${pages.origin}/slow.html`);
      const run = await driver.all(card, (cancel) => cancel());
      expect(run.files).toEqual([]);
      expect(run.end).toBe('All as MP3 192: cancelled, 0 of 2 files sent.');
      expect(downloadRowsOf('cancelled')).toBe(cancelledBefore + 1);
    } finally {
      await driver.close();
    }
  });
});

describe('paging and choosing an entry', () => {
  it('Telegram: 10 entries are 2 pages of 8 and 2 with ◀ ▶; an entry opens its own card', async () => {
    const driver = await telegramDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/ten.html`);
      expect(driver.entryLabels(card)).toHaveLength(8);
      expect(driver.entryLabels(card)[0]).toMatch(/^1\. /);
      expect(driver.buttonLabels(card)).toEqual(['◀', '1 / 2', '▶', 'All as MP3 192 (10 files)']);
      const second = await driver.nextPage(card);
      expect(driver.entryLabels(second).map((label) => label.split('.')[0])).toEqual(['9', '10']);
      expect(driver.buttonLabels(second)).toContain('2 / 2');
      await driver.openEntry(second, 9);
    } finally {
      await driver.close();
    }
  });

  it('Discord: 30 entries are 2 menus of 25 and 5 with ◀ ▶; an entry opens its own card', async () => {
    const driver = await discordDriver();
    try {
      const card = await driver.openPlaylist(`${pages.origin}/thirty.html`);
      expect(driver.entryLabels(card)).toHaveLength(25);
      expect(driver.buttonLabels(card)).toEqual(['◀', '▶', 'All as MP3 192 (30 files)']);
      const second = await driver.nextPage(card);
      expect(driver.entryLabels(second).map((label) => label.split('.')[0])).toEqual(['26', '27', '28', '29', '30']);
      await driver.openEntry(second, 27);
    } finally {
      await driver.close();
    }
  });
});
