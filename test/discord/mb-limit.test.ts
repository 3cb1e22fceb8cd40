/**
 * LIMIT_MB_PER_DAY in the Discord bot with downloads in flight (issue 9): the
 * real discord.js client against the fake Discord, the real media service on
 * a generated ~3 MiB mp4 whose page announces its size, a real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, downloadRows, waitForEndedDownloads } from '../support/bot-world.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import { chooseFormat, type FakeDiscord, type FakeUser, openCard } from '../support/fake-discord.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { buildSizedFixtures, SIZED_PATHS } from '../support/fixtures.js';

const MB = 1024 * 1024;
const UPLOAD_LIMIT = 25 * MB;
const alice: FakeUser = { id: '100000000000000031', username: 'alice' };

describe('Discord bot under LIMIT_MB_PER_DAY=5', () => {
  let sized: FixtureServer;
  let size: number;
  let world: BotWorld;
  let discord: FakeDiscord;
  let started: DiscordTestWorld;

  beforeAll(async () => {
    started = await startDiscordTestWorld({
      world: { tmpPrefix: 'discord-mb-limit-world-', limits: { mbPerDay: 5 } },
      before: async (world) => {
        const { server, built } = await world.serveBuilt(buildSizedFixtures);
        sized = server;
        size = built.bytes;
      },
      deps: { maxUploadMb: 25 },
    });
    ({ world, discord } = started);
  });

  afterAll(async () => {
    await started?.close();
  });

  it('four choices of a 3 MB format at once: one file is uploaded, three replies give the limit, the day stays within 5 MB', async () => {
    expect(size).toBeGreaterThan(2.5 * MB);
    expect(size).toBeLessThan(5 * MB);
    // One card per choice: a card takes one download. Opened first, chosen on all four at once.
    const cards = [];
    for (let i = 0; i < 4; i += 1) {
      cards.push(
        (await openCard(discord, { user: alice, url: sized.url(SIZED_PATHS.page), attachmentSizeLimit: UPLOAD_LIMIT }))
          .card,
      );
    }
    const presses = cards.map((card) =>
      chooseFormat(discord, { user: alice, card, attachmentSizeLimit: UPLOAD_LIMIT }),
    );

    // Wait until all four downloads have ended (their usage rows say how), then look at what each did.
    const rows = () => downloadRows(world);
    await waitForEndedDownloads(world, 4);
    expect(rows().filter((r) => r.outcome === 'ok')).toEqual([{ outcome: 'ok', error_code: null, bytes: size }]);
    expect(rows().filter((r) => r.error_code === 'limit_mb_per_day')).toHaveLength(3);
    expect(rows().reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);

    const uploaded = () =>
      discord.callsTo(/^\/webhooks\/\d+\/[^/]+\/messages\/@original$/, 'PATCH').filter((c) => c.files.length > 0);
    const refusedReplies = () =>
      presses.filter((p) =>
        /^You have used [\d.]+ of 5 MB today.*this file \(about [\d.]+ MB\) needs about [\d.]+ MB more than is left/.test(
          discord.original(p.token)?.content ?? '',
        ),
      );
    // The three others were told why, in the card's reply (written right after the row).
    await discord.waitFor(() => refusedReplies().length >= 3, undefined, 'three refusals');
    expect(refusedReplies()).toHaveLength(3);
    expect(uploaded()).toHaveLength(1);
    expect(uploaded()[0]?.files[0]?.size).toBe(size);
  });
});
