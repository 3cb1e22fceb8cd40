/**
 * The same situations through both bots, each against its fake platform:
 * both must record the same usage rows and say the same sentences (the
 * platform's own name aside). One table of scenarios, run once per platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import {
  type BotSession,
  type BotSetup,
  type PlatformName,
  type PressEnd,
  startSession,
} from '../support/bot-drivers.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const STOPPED_FOR_RESTART = translate('en', 'bot-stopped-for-restart');

const PUBLIC_BASE_URL = 'https://fetch.example.org';
/** 128 KB: an MP3 128 of the 4-second page fits (~64 KB); MP3 320 (~160 KB) and its video (~330 KB) do not. */
const SMALL_LIMIT: BotSetup = { uploadLimitMb: 0.125 };
const BIG_LIMIT: BotSetup = { uploadLimitMb: 50 };

let world: BotWorld;

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'same-flow-test-',
    // /slow/direct.mp4 (~330 KB) trickles for about 7 s: long enough to cancel or stop it midway.
    fixtures: { slowIntervalMs: 350 },
    // One download a day: the daily-limit scenario's second download is refused (each scenario has its own user).
    limits: { downloadsPerDay: 1 },
  });
});

afterAll(async () => {
  await world?.close();
});

/** A download row as compared between platforms: exact bytes for a file, else only whether bytes moved. */
interface ComparedRow {
  outcome: string;
  errorCode: string | null;
  selector: string;
  convert: string | null;
  quality: number | null;
  bytes: number | 'some' | 'none';
}

function downloadRowsOf(session: BotSession): ComparedRow[] {
  const rows = world.database.sqlite
    .prepare(
      `SELECT e.outcome, e.error_code AS errorCode, e.selector, e.convert, e.quality, e.bytes
       FROM usage_events e JOIN users u ON u.id = e.user_id
       WHERE u.platform = ? AND u.external_id = ? AND e.action = 'download' ORDER BY e.id`,
    )
    .all(session.identity.platform, session.identity.externalId) as (Omit<ComparedRow, 'bytes'> & { bytes: number })[];
  return rows.map((row) => ({
    ...row,
    bytes: row.outcome === 'ok' ? row.bytes : row.bytes > 0 ? 'some' : 'none',
  }));
}

/** What a scenario leaves: how each press ended (in words the platform name is neutral in) and the rows. */
interface Result {
  ends: PressEnd[];
  rows: ComparedRow[];
}

const neutral = (end: PressEnd): PressEnd =>
  end.words === undefined
    ? end
    : {
        ...end,
        words: end.words
          .replace(/\b(Telegram|Discord)\b/g, '<platform>')
          // The time until the day's reset moves on between the two runs.
          .replace(/resets in [^.]*/, 'resets in …')
          // A direct link is signed for the user who pressed: same path, its own signature.
          .replace(/(\/api\/download\?)\S+/, '$1…'),
      };

interface Scenario {
  name: string;
  setup: BotSetup;
  run(session: BotSession): Promise<PressEnd[]>;
  /** What the first platform's result must show (the second must equal it). */
  check(result: Result): void | Promise<void>;
}

const url = (fixturePath: string) => world.fixtures.url(fixturePath);

const scenarios: Scenario[] = [
  {
    name: 'MP3 from a video-only source',
    setup: BIG_LIMIT,
    async run(session) {
      // The HLS master lists two muxed variants and no audio-only format.
      const card = await session.openCard(url(FIXTURE_PATHS.hls));
      return [await session.end(await session.pressMp3(card, 128))];
    },
    async check({ ends, rows }) {
      expect(ends).toEqual([{ file: 'mp3' }]);
      const videos = (await world.media.info(url(FIXTURE_PATHS.hls))).formats;
      expect(videos.length).toBeGreaterThan(1);
      expect(videos.every((f) => f.kind === 'video')).toBe(true);
      // The MP3 is made from the smallest video (listed last, best first).
      expect(rows).toMatchObject([
        { outcome: 'ok', errorCode: null, selector: videos.at(-1)?.selector, convert: 'mp3', quality: 128 },
      ]);
      expect(rows[0]?.bytes).toBeGreaterThan(0);
    },
  },
  {
    name: 'over the upload limit, known before the download, with PUBLIC_BASE_URL',
    setup: { ...SMALL_LIMIT, publicBaseUrl: PUBLIC_BASE_URL },
    async run(session) {
      const card = await session.openCard(url(FIXTURE_PATHS.page));
      return [await session.end(await session.pressMp3(card, 320))];
    },
    check({ ends, rows }) {
      expect(ends[0]?.words).toMatch(
        /^MP3 320 kbps: this file is too large to send here\. <platform> lets bots upload up to 128 kB\.\nDownload it directly instead: https:\/\/fetch\.example\.org\/api\/download\?/,
      );
      // Nothing was downloaded: no row.
      expect(rows).toEqual([]);
    },
  },
  {
    name: 'over the upload limit, found while downloading, with PUBLIC_BASE_URL',
    setup: { ...SMALL_LIMIT, publicBaseUrl: PUBLIC_BASE_URL },
    async run(session) {
      const card = await session.openCard(url(FIXTURE_PATHS.page));
      return [await session.end(await session.pressVideo(card))];
    },
    check({ ends, rows }) {
      expect(ends[0]?.words).toMatch(
        /too large to send here.*\nDownload it directly instead: https:\/\/fetch\.example\.org\//,
      );
      // The file announced its size, over the limit: stopped before a byte was stored.
      expect(rows).toMatchObject([{ outcome: 'cancelled', errorCode: 'over_upload_limit', bytes: 'none' }]);
    },
  },
  {
    name: 'over the upload limit, found while downloading, without PUBLIC_BASE_URL',
    setup: SMALL_LIMIT,
    async run(session) {
      const card = await session.openCard(url(FIXTURE_PATHS.page));
      return [await session.end(await session.pressVideo(card))];
    },
    check({ ends, rows }) {
      expect(ends[0]?.words).toMatch(
        /too large to send here\. <platform> lets bots upload up to 128 kB\.\nChoose a smaller format or MP3\.$/,
      );
      // The file announced its size, over the limit: stopped before a byte was stored.
      expect(rows).toMatchObject([{ outcome: 'cancelled', errorCode: 'over_upload_limit', bytes: 'none' }]);
    },
  },
  {
    name: 'daily limit reached',
    setup: BIG_LIMIT,
    async run(session) {
      const first = await session.end(await session.pressMp3(await session.openCard(url(FIXTURE_PATHS.audioM4a)), 128));
      const second = await session.end(
        await session.pressMp3(await session.openCard(url(FIXTURE_PATHS.audioM4a)), 128),
      );
      return [first, second];
    },
    check({ ends, rows }) {
      expect(ends[0]).toEqual({ file: 'mp3' });
      expect(ends[1]?.words).toMatch(/^You have used 1 of 1 download today; resets in …/);
      // The refused download never started: one row.
      expect(rows).toMatchObject([{ outcome: 'ok' }]);
    },
  },
  {
    name: 'cancel',
    setup: BIG_LIMIT,
    async run(session) {
      const press = await session.pressVideo(await session.openCard(url(`/slow${FIXTURE_PATHS.directMp4}`)));
      await session.downloading(press);
      await session.cancel(press);
      return [await session.end(press)];
    },
    check({ ends, rows }) {
      expect(ends).toEqual([{ words: 'Cancelled.' }]);
      expect(rows).toMatchObject([{ outcome: 'cancelled', errorCode: 'cancelled', bytes: 'some' }]);
    },
  },
  {
    name: 'failure after the first byte',
    setup: BIG_LIMIT,
    async run(session) {
      // The server announces the whole length, then closes after 100 000 bytes, at every retry.
      const card = await session.openCard(url(`/cut/100000${FIXTURE_PATHS.directMp4}?announce=1`));
      return [await session.end(await session.pressVideo(card))];
    },
    check({ ends, rows }) {
      expect(ends[0]?.words).toBeDefined();
      expect(rows).toMatchObject([{ outcome: 'error', bytes: 'some' }]);
    },
  },
  {
    name: 'shutdown mid-download',
    setup: BIG_LIMIT,
    async run(session) {
      const press = await session.pressVideo(await session.openCard(url(`/slow${FIXTURE_PATHS.directMp4}`)));
      await session.downloading(press);
      await session.stop();
      return [await session.end(press)];
    },
    check({ ends, rows }) {
      expect(ends).toEqual([{ words: STOPPED_FOR_RESTART }]);
      expect(rows).toMatchObject([{ outcome: 'cancelled', errorCode: 'shutdown', bytes: 'some' }]);
    },
  },
];

async function runOn(platform: PlatformName, scenario: Scenario): Promise<Result> {
  const session = await startSession(platform, world, scenario.setup);
  try {
    const ends = (await scenario.run(session)).map(neutral);
    // A row is finished right after the last words are sent: wait for none to be running.
    await expect
      .poll(() => downloadRowsOf(session).every((row) => row.outcome !== 'running'), untilTestTimeout())
      .toBe(true);
    return { ends, rows: downloadRowsOf(session) };
  } finally {
    await session.close();
  }
}

describe('both bots, the same flow', () => {
  it.each(scenarios)('$name: the same rows and words on Telegram and Discord', async (scenario) => {
    const telegram = await runOn('telegram', scenario);
    await scenario.check(telegram);
    const discord = await runOn('discord', scenario);
    expect(discord).toEqual(telegram);
  });
});
