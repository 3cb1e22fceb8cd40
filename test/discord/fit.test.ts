/**
 * "Fit to N MB" in the Discord bot (issue 26): the real discord.js client
 * against the fake Discord, in a guild whose interactions say 10 MiB
 * (attachment_size_limit), the real media service on a generated 8 s burst of
 * 720p noise at about 30 Mbit/s (~30 MB) whose page states its size. The card
 * offers the format in a "Fit to 10 MB" menu; choosing it shows "Compressing"
 * in the reply and uploads an MP4 under the limit, counted with its own bytes.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, downloadRows } from '../support/bot-world.js';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  type FakeDiscord,
  type FakeMessage,
  type FakeUser,
  openCard,
  replyEdits,
  selectMenu,
  waitForUpload,
} from '../support/fake-discord.js';
import { BURST_PATHS, buildBurstFixture } from '../support/fit-fixtures.js';
import type { FixtureServer } from '../support/fixture-server.js';
import { untilTestTimeout } from '../support/test-deadline.js';
import { ffmpegPath } from '../support/tools.js';

const run = promisify(execFile);
const MIB = 1024 * 1024;
const GUILD_LIMIT = 10 * MIB;
const alice: FakeUser = { id: '100000000000000061', username: 'alice' };

/** The card's select menus, in order (the format menu first). */
function menus(card: FakeMessage) {
  return card.components.flatMap((row) => row.components).filter((c) => c.type === 3) as unknown as {
    custom_id: string;
    placeholder?: string;
    options: { label: string; value: string }[];
  }[];
}

describe('Discord: Fit to 10 MB', () => {
  let site: FixtureServer;
  let size: number;
  let world: BotWorld;
  let discord: FakeDiscord;
  let started: DiscordTestWorld;

  beforeAll(async () => {
    started = await startDiscordTestWorld({
      world: { tmpPrefix: 'discord-fit-world-' },
      before: async (world) => {
        const { server, built } = await world.serveBuilt(buildBurstFixture);
        site = server;
        size = built.bytes;
      },
    });
    ({ world, discord } = started);
  }, 180_000);

  afterAll(async () => {
    await started?.close();
  });

  it('offers a ~30 MB format in the fit menu and uploads an MP4 under the guild’s 10 MiB', async () => {
    expect(size).toBeGreaterThan(25 * MIB);
    const { card } = await openCard(discord, {
      user: alice,
      url: site.url(BURST_PATHS.page),
      attachmentSizeLimit: GUILD_LIMIT,
    });
    expect(selectMenu(card).options[0]?.description).toMatch(/Over the upload limit/);
    const fit = menus(card).find((m) => m.custom_id.endsWith(':fit'));
    expect(fit?.placeholder).toMatch(/^Fit to 10 MB/);
    const option = fit?.options[0];
    expect(option?.label).toMatch(/→ MP4 under 10 MB/);

    const started = Date.now();
    const press = discord.press({
      user: alice,
      message: card,
      customId: fit?.custom_id ?? '',
      values: [option?.value ?? ''],
      attachmentSizeLimit: GUILD_LIMIT,
    });
    const { file, message } = await waitForUpload(discord, press.token);
    console.info(
      `fit: 8 s 720p noise (${(size / MIB).toFixed(1)} MiB) → ${(file.size / MIB).toFixed(2)} MiB, pressed to uploaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(file.name).toMatch(/\.mp4$/);
    expect(file.size).toBeLessThan(GUILD_LIMIT);
    expect(message.content).toMatch(/fitted to 10 MB/);
    const decoded = await run(ffmpegPath(), ['-v', 'error', '-i', file.path, '-f', 'null', '-']);
    expect(decoded.stderr).toBe('');
    // The reply said it was compressing before the file came.
    const said = replyEdits(discord, press.token).map((call) => JSON.stringify(call.body ?? {}));
    expect(said.some((text) => /Compressing [^"]*fitted to 10 MB/.test(text))).toBe(true);
    await expect
      .poll(() => downloadRows(world).find((r) => r.outcome === 'ok'), untilTestTimeout())
      .toEqual({ outcome: 'ok', error_code: null, bytes: file.size });
  }, 300_000);
});
