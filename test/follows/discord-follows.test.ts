/**
 * Follows in Discord through the built service, the real discord.js client on the fake Discord,
 * and a loopback RSS feed: /follow with "Video that fits this chat", then a new entry (a ~30 MB
 * 720p video, its page stating its size and length) arrives in the channel fitted under Discord's
 * 10 MB limit, with the entry's title and link as the message's words; the entry there at the
 * follow never does. Checks are made on demand by the owner's route.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import {
  componentIds,
  DEFAULT_ATTACHMENT_SIZE_LIMIT,
  type FakeDiscord,
  type FakeUser,
  snowflake,
  startFakeDiscord,
  waitForCard,
  waitForReply,
} from '../support/fake-discord.js';
import { BURST_PATHS, buildBurstFixture } from '../support/fit-fixtures.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { probeFile, videoStream } from '../support/probe.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const dave: FakeUser = { id: '460000000000000201', username: 'dave' };

let scratch: string;
let discord: FakeDiscord;
let fixtures: FixtureServer;
let burst: FixtureServer;
let feeds: FollowFeeds;
let server: BuiltProcess;
let ownerToken: string;
let dataDir: string;

/** The follower's lookup rows for `url`, read from the service's SQLite file. */
function lookupRowsOf(user: FakeUser, url: string): unknown[] {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select e.id from usage_events e join users u on u.id = e.user_id
         where u.platform = 'discord' and u.external_id = ? and e.action = 'info' and e.url = ?`,
      )
      .all(user.id, url);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'follows-discord-'));
  discord = await startFakeDiscord({ filesDir: path.join(scratch, 'files') });
  fixtures = await startFixtureServer(inject('fixturesDir'));
  const burstDir = path.join(scratch, 'burst');
  await buildBurstFixture(burstDir);
  burst = await startFixtureServer(burstDir);
  feeds = await startFollowFeeds();
  dataDir = path.join(scratch, 'data');
  server = await startBuiltProcess({
    DATA_DIR: dataDir,
    DISCORD_BOT_TOKEN: discord.token,
    DISCORD_APPLICATION_ID: discord.applicationId,
    DISCORD_API_ROOT: discord.apiRoot,
    ALLOW_PRIVATE_URLS: `${fixtures.origin},${burst.origin},${feeds.origin}`,
    LOG_LEVEL: 'info',
  });
  ownerToken = (await readFile(path.join(dataDir, 'owner-token'), 'utf8')).trim();
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await feeds?.close();
  await burst?.close();
  await fixtures?.close();
  await discord?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('a follower in Discord', () => {
  it('gets a new entry as a video fitted under the 10 MB limit, posted with its title and link', async () => {
    // The Discord bot starts after "ready" (a slow gateway must not hold up the API), and says when it serves.
    await expect.poll(() => server.output(), untilTestTimeout(100)).toMatch(/discord: bot ready/);
    const channelId = snowflake();
    const old = { guid: 'old', title: 'Old clip', url: fixtures.url('/direct.mp4?entry=old'), type: 'video/mp4' };
    feeds.set('dave', 'Dave Feed', [old]);
    const command = discord.slashCommand({
      user: dave,
      name: 'follow',
      options: [{ name: 'link', value: feeds.url('dave') }],
      channelId,
      attachmentSizeLimit: DEFAULT_ATTACHMENT_SIZE_LIMIT,
    });
    const offer = await waitForCard(discord, command.token);
    const video = translate('en', 'follow-form-video');
    const button = offer.components.flatMap((row) => row.components).find((c) => c.label === video);
    expect(componentIds(offer)).toContain(button?.custom_id);
    const press = discord.press({ user: dave, message: offer, customId: String(button?.custom_id) });
    const created = translate('en', 'follow-created', { title: 'Dave Feed', form: video });
    await waitForReply(discord, press.token, (reply) => reply.content === created, 'the follow kept');

    const fresh = {
      guid: 'big',
      title: 'Big clip',
      url: `${burst.url(BURST_PATHS.page)}?entry=big`,
      type: 'video/mp4',
    };
    feeds.publish('dave', [fresh]);
    const check = await fetch(`${server.baseUrl}/api/admin/follows/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(((await check.json()) as { ran: boolean }).ran).toBe(true);
    const posts = discord.callsTo(new RegExp(`^/channels/${channelId}/messages$`), 'POST');
    const line = (entry: typeof fresh) =>
      translate('en', 'follow-new-entry', { follow: 'Dave Feed', title: entry.title, link: entry.url });
    // As Telegram's: a status message with a Cancel button, headed by the entry's line, which the file replaces.
    const statuses = posts.filter((call) => JSON.stringify(call.body?.components ?? []).includes('"custom_id"'));
    expect(statuses).toHaveLength(1);
    expect(String(statuses[0]?.body?.content).startsWith(`${line(fresh)}\n`)).toBe(true);
    expect(posts.filter((call) => call.files.length > 0)).toEqual([]);
    const edits = discord.callsTo(new RegExp(`^/channels/${channelId}/messages/\\d+$`), 'PATCH');
    const withFile = edits.filter((call) => call.files.length > 0);
    expect(withFile).toHaveLength(1);
    expect(withFile[0]?.body?.content).toBe(line(fresh));
    expect(withFile[0]?.body?.components).toEqual([]);
    const file = withFile[0]?.files[0];
    if (!file) throw new Error('no file posted');
    expect(file.size).toBeLessThanOrEqual(DEFAULT_ATTACHMENT_SIZE_LIMIT);
    expect(videoStream(await probeFile(file.path))?.codec_type).toBe('video');
    // The entry's lookup is its follower's, as a link they sent.
    expect(lookupRowsOf(dave, fresh.url)).toHaveLength(1);
    expect(posts.map((call) => call.body?.content)).not.toContain(line(old));
  });
});

describe("a Discord playlist card's Follow button", () => {
  it('asks in which form new entries should come, as /follow does', async () => {
    const erin: FakeUser = { id: '460000000000000202', username: 'erin' };
    await expect.poll(() => server.output(), untilTestTimeout(100)).toMatch(/discord: bot ready/);
    feeds.set('erin', 'Erin Feed', [
      { guid: 'only', title: 'Only clip', url: fixtures.url('/direct.mp4?entry=only'), type: 'video/mp4' },
    ]);
    const command = discord.slashCommand({
      user: erin,
      name: 'download',
      options: [{ name: 'url', value: feeds.url('erin') }],
    });
    const card = await waitForCard(discord, command.token);
    const follow = card.components
      .flatMap((row) => row.components)
      .find((c) => c.label === translate('en', 'follow-button'));
    expect(String(follow?.custom_id)).toMatch(/^fw:/);
    const press = discord.press({ user: erin, message: card, customId: String(follow?.custom_id) });
    // The form question is a reply of its own, with the feed's title.
    const offer = await waitForReply(discord, press.token, (reply) => reply.content.includes('Erin Feed'), 'the offer');
    expect(offer.id).not.toBe(card.id);
    const labels = offer.components.flatMap((row) => row.components).map((c) => c.label);
    expect(labels).toContain(translate('en', 'follow-form-video'));
  });
});
