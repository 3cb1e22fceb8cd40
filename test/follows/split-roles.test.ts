/**
 * Follows in a split setup, three built instances on one PostgreSQL: the Telegram bot alone in one
 * (ROLES=telegram, long polling), the Discord bot alone in another (ROLES=discord), the API alone in
 * a third (ROLES=api, no bot token). A follow of each kind (kept straight in the database, due now)
 * has a new entry: each process's own checker (no owner's route: a bots-only process has none)
 * checks and delivers its own kind, once, under that kind's lease, and never holds another's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/index.js';
import { createFollow, entriesOf, type FollowForm, type FollowTarget } from '../../src/follows/index.js';
import { newWebhookSecret } from '../../src/follows/webhook/index.js';
import { translate } from '../../src/i18n/index.js';
import { type BuiltProcess, buildDist, startBuiltProcess } from '../support/built-process.js';
import { type FakeDiscord, snowflake, startFakeDiscord } from '../support/fake-discord.js';
import { type FakeTelegramServer, isFileSent, startFakeTelegram } from '../support/fake-telegram.js';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server.js';
import { type FollowFeeds, startFollowFeeds } from '../support/follow-feed.js';
import { createTestDatabase } from '../support/postgres.js';
import { signatureHolds, startWebhookReceiver, type WebhookReceiver } from '../support/signed-webhook-receiver.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const HOOK_PATH = '/split-hook';
const channelId = snowflake();
const chatId = '46301';
const webhookSecret = newWebhookSecret();

let scratch: string;
let db: DatabaseHandle;
let telegram: FakeTelegramServer;
let discord: FakeDiscord;
let fixtures: FixtureServer;
let feeds: FollowFeeds;
let receiver: WebhookReceiver;
const running: BuiltProcess[] = [];
/** The follows' ids by their feed. */
const followIds = new Map<string, string>();

/** A feed's entry: a short MP3 of the fixtures (its link is its id, as a check keeps it). */
const entryOf = (feed: string, name: string) => ({
  guid: `${feed}-${name}`,
  title: `${feed} ${name}`,
  url: fixtures.url(`/audio.mp3?entry=${feed}-${name}`),
});

/** A follow of the feed `feed` into `target`, due now, its old entry seen; then a new entry on top. */
async function followWithNewEntry(feed: string, target: FollowTarget, userKey: string): Promise<void> {
  const old = entryOf(feed, 'old');
  feeds.set(feed, `Feed ${feed}`, [old]);
  const now = new Date();
  const form: FollowForm = { kind: 'audio' };
  const made = await createFollow(db, {
    userKey,
    link: feeds.url(feed),
    title: `Feed ${feed}`,
    form,
    target,
    ...(target.kind === 'webhook' ? { webhookSecret } : {}),
    seen: [{ entryId: old.url, title: old.title, url: old.url }],
    now,
    nextCheckAt: new Date(now.getTime() - 1000),
    maxPerUser: 10,
  });
  if (!('created' in made)) throw new Error('follow not kept');
  followIds.set(feed, made.created.id);
  feeds.publish(feed, [entryOf(feed, 'new')]);
}

const newEntryLine = (feed: string) => {
  const entry = entryOf(feed, 'new');
  return translate('en', 'follow-new-entry', { follow: `Feed ${feed}`, title: entry.title, link: entry.url });
};

beforeAll(async () => {
  buildDist();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'follows-split-'));
  const databaseUrl = await createTestDatabase(inject('postgresUrl'));
  [telegram, discord, fixtures, feeds, receiver] = await Promise.all([
    startFakeTelegram({ uploadDir: path.join(scratch, 'uploads') }),
    startFakeDiscord({ filesDir: path.join(scratch, 'files') }),
    startFixtureServer(inject('fixturesDir')),
    startFollowFeeds(),
    startWebhookReceiver(),
  ]);
  // The tables are made by the migrations, as a process's start makes them.
  db = await connectDatabase({ databaseUrl, databasePath: '' });
  await followWithNewEntry('tg', { kind: 'telegram', chatId }, `telegram:${chatId}`);
  await followWithNewEntry('dc', { kind: 'discord', channelId }, 'discord:460000000000000301');
  await followWithNewEntry('wh', { kind: 'webhook', url: `${receiver.origin}${HOOK_PATH}` }, 'http:wendy');
  const start = (name: string, env: Record<string, string>) =>
    startBuiltProcess({
      DATA_DIR: path.join(scratch, `data-${name}`),
      TMP_DIR: path.join(scratch, `tmp-${name}`),
      DATABASE_URL: databaseUrl,
      INSTANCE_ID: `split-${name}`,
      // The fixtures, feeds and receiver are on loopback: allowed for this run only.
      ALLOW_PRIVATE_URLS: 'true',
      ...env,
    }).then((server) => running.push(server));
  await Promise.all([
    start('telegram', { ROLES: 'telegram', TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_ROOT: telegram.apiRoot }),
    start('discord', {
      ROLES: 'discord',
      DISCORD_BOT_TOKEN: discord.token,
      DISCORD_APPLICATION_ID: discord.applicationId,
      DISCORD_API_ROOT: discord.apiRoot,
    }),
    start('api', { ROLES: 'api' }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const server of running) server.child.kill('SIGTERM');
  await Promise.all(running.map((server) => server.exited));
  await db?.close();
  await Promise.all([telegram?.close(), discord?.close(), fixtures?.close(), feeds?.close(), receiver?.close()]);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The state of each follow's new entry, by its feed. */
async function states(): Promise<Record<string, string | undefined>> {
  const state = async ([feed, id]: [string, string]) => {
    const entry = (await entriesOf(db, id)).find((e) => e.entryId === entryOf(feed, 'new').url);
    return [`${feed}-new`, entry?.state] as const;
  };
  return Object.fromEntries(await Promise.all([...followIds].map(state)));
}

describe('follows with the bots and the API in processes of their own', () => {
  it('are each checked and delivered once by the process that serves their kind', async () => {
    await expect
      .poll(states, untilTestTimeout(200))
      .toEqual({ 'tg-new': 'delivered', 'dc-new': 'delivered', 'wh-new': 'delivered' });

    // Telegram: one file, headed by its entry's line; nothing of the other follows.
    const files = telegram.calls.filter(isFileSent);
    expect(files.map((call) => [String(call.params.chat_id), String(call.params.caption)])).toEqual([
      [chatId, newEntryLine('tg')],
    ]);
    const telegramText = JSON.stringify(telegram.calls.map((call) => call.params));
    expect(telegramText).not.toContain('dc-new');
    expect(telegramText).not.toContain('wh-new');

    // Discord: one message's file, in the follow's channel, headed by its line; nothing of the others.
    const withFile = discord.calls.filter((call) => call.files.length > 0);
    expect(withFile.map((call) => [call.route.split('/')[2], call.body?.content])).toEqual([
      [channelId, newEntryLine('dc')],
    ]);
    const discordText = JSON.stringify(discord.calls.map((call) => call.body));
    expect(discordText).not.toContain('tg-new');
    expect(discordText).not.toContain('wh-new');

    // The webhook: once, signed with the follow's secret, the new entry only.
    const hooks = receiver.received.filter((hook) => hook.path === HOOK_PATH);
    expect(hooks).toHaveLength(1);
    expect(signatureHolds(webhookSecret, hooks[0] ?? { headers: {}, body: '' })).toBe(true);
    expect(JSON.parse(hooks[0]?.body ?? '{}').data).toMatchObject({ entryId: entryOf('wh', 'new').url });

    // Each kind's lease is held by the one process that can deliver it.
    const { t } = db;
    const leases = await db.db
      .select({ name: t.leases.name, holder: t.leases.holder })
      .from(t.leases)
      .where(like(t.leases.name, 'follows-checker%'));
    expect(leases.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'follows-checker:discord', holder: 'split-discord' },
      { name: 'follows-checker:telegram', holder: 'split-telegram' },
      { name: 'follows-checker:webhook', holder: 'split-api' },
    ]);
  });
});
