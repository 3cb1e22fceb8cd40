/**
 * Graceful stop of the Discord bot (a grace period for running deliveries,
 * new interactions answered "restarting") and the owners' /update. The real
 * discord.js client against the fake Discord, the real MediaService on the
 * loopback fixtures and the real usage service; only the yt-dlp maintenance
 * object is a stub (an injected dependency whose real version would update a
 * binary).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordBotDeps } from '../../bots/discord/bot.js';
import { translate } from '../../src/i18n/index.js';
import type { YtdlpFreshness } from '../../src/media/tools/ytdlp-freshness.js';
import { type BotWorld, startBotWorld, stubMaintenance } from '../support/bot-world.js';
import { discordBots } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT as BIG_LIMIT,
  interactionCallback as callback,
  chooseFormat,
  callbackData as dataOf,
  EPHEMERAL,
  type FakeDiscord,
  type FakeUser,
  openCard,
  replyEdits,
  waitForReply,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const MAINTENANCE_UNAVAILABLE = translate('en', 'bot-update-unavailable');
const RESTARTING = translate('en', 'bot-restarting');
const STOPPED_FOR_RESTART = translate('en', 'bot-stopped-for-restart');

const alice: FakeUser = { id: '100000000000000011', username: 'alice' };
const owner: FakeUser = { id: '100000000000000019', username: 'owner' };

const FRESH: YtdlpFreshness = { version: '2026.10.01', ageDays: 52, stale: false, updatable: true };
const UPDATE_MESSAGE = 'yt-dlp: yt-dlp is up to date (stable@2026.10.01). Restart to use the new version.';

let world: BotWorld;
let bots: ReturnType<typeof discordBots>;
const { maintenance, updates } = stubMaintenance(FRESH, 'yt-dlp is up to date (stable@2026.10.01)');

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'discord-stop-test-',
    // /slow/direct.mp4 (~330 KB) trickles for about 3 s.
    fixtures: { slowIntervalMs: 150 },
    ownerIds: [`discord:${owner.id}`],
  });
  bots = discordBots(world);
});

afterAll(async () => {
  await bots?.stopAll();
  await world?.close();
});

const startBot = (name: string, extra: Partial<DiscordBotDeps> = {}) => bots.start(name, extra);

/** Runs `/download` on the slow fixture, chooses its first format, and waits until the download has started. */
async function startSlowDownload(discord: FakeDiscord, query: string) {
  const url = world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}${query}`);
  const { card } = await openCard(discord, { user: alice, url, attachmentSizeLimit: BIG_LIMIT });
  const press = chooseFormat(discord, { user: alice, card, attachmentSizeLimit: BIG_LIMIT });
  // The first progress edit: the delivery is under way.
  await waitForReply(discord, press.token, (reply) => reply.content.startsWith('⏳'), 'the first progress edit');
  return press;
}

const uploadsOf = (discord: FakeDiscord, token: string) => replyEdits(discord, token).filter((c) => c.files.length);

describe('Discord /update', () => {
  let discord: FakeDiscord;

  beforeAll(async () => {
    ({ discord } = await startBot('update', { maintenance }));
  });

  it('shows an owner the yt-dlp version and age, then the result of the update, privately', async () => {
    const updatesBefore = updates.length;
    const interaction = discord.slashCommand({ user: owner, name: 'update' });
    const reply = await callback(discord, interaction.id);
    expect(reply.body?.type).toBe(4);
    expect(dataOf(reply).flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(dataOf(reply).content).toContain('yt-dlp 2026.10.01, 52 days old.');
    const followUp = await discord.waitFor(
      () => discord.callsTo(new RegExp(`^/webhooks/\\d+/${interaction.token}$`), 'POST')[0],
      undefined,
      'the follow-up',
    );
    expect(followUp.body?.content).toBe(UPDATE_MESSAGE);
    expect(Number(followUp.body?.flags) & EPHEMERAL).toBe(EPHEMERAL);
    expect(updates).toHaveLength(updatesBefore + 1);
  });

  it('refuses someone who is not an owner', async () => {
    const updatesBefore = updates.length;
    const reply = await callback(discord, discord.slashCommand({ user: alice, name: 'update' }).id);
    expect(dataOf(reply).content).toBe(translate('en', 'dc-owner-only-update'));
    expect(dataOf(reply).flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(updates).toHaveLength(updatesBefore);
  });

  it('says it is not available when the bot has no maintenance', async () => {
    const { discord: plain } = await startBot('plain');
    const reply = await callback(plain, plain.slashCommand({ user: owner, name: 'update' }).id);
    expect(dataOf(reply).content).toBe(MAINTENANCE_UNAVAILABLE);
  });
});

describe('Discord stop', () => {
  it('with a long grace period answers new interactions "restarting" and delivers the running download', async () => {
    const { bot, discord } = await startBot('long');
    const press = await startSlowDownload(discord, '');

    const stopAt = Date.now();
    const stopping = bot.stop({ graceMs: 30_000 });
    const late = discord.slashCommand({ user: alice, name: 'usage' });
    const lateReply = await callback(discord, late.id);
    expect(dataOf(lateReply).content).toBe(RESTARTING);
    expect(dataOf(lateReply).flags & EPHEMERAL).toBe(EPHEMERAL);
    await stopping;

    const uploads = uploadsOf(discord, press.token);
    expect(uploads).toHaveLength(1);
    // Still running when stop() began: delivered during the grace period.
    expect(uploads[0]?.at).toBeGreaterThanOrEqual(stopAt);
    expect(discord.original(press.token)?.content).toMatch(/^✅ /);
  });

  it('with a short grace period stops the download, says why, and resolves soon after', async () => {
    const { bot, discord } = await startBot('short');
    const press = await startSlowDownload(discord, '?run=short');

    const graceMs = 500;
    const stopAt = Date.now();
    await bot.stop({ graceMs });
    const took = Date.now() - stopAt;
    expect(took).toBeGreaterThanOrEqual(graceMs);
    expect(took).toBeLessThan(graceMs + 5_000);

    expect(uploadsOf(discord, press.token)).toEqual([]);
    expect(discord.original(press.token)?.content).toBe(STOPPED_FOR_RESTART);
  });
});
