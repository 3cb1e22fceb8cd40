/**
 * Issue 36, item 4, on Discord: its REST API failing for the first calls,
 * through the fake Discord (a 429 with Retry-After, a 502, a connection
 * closed without an answer). discord.js's REST client waits out the rate
 * limit and retries server errors and resets; the press is acknowledged,
 * its progress edits arrive, and the file is delivered once. A 502 to the
 * late result posted in the channel with its file (the interaction token
 * run out) is not posted again: the channel never shows the file twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordTestWorld, startDiscordTestWorld } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  chooseFormat,
  type FakeDiscord,
  type FakeUser,
  openCard,
  pressMp3,
  replyEdits,
  waitForUpload,
} from '../support/fake-discord.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

const alice: FakeUser = { id: '100000000000036001', username: 'alice' };
const ORIGINAL = /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/;
const CALLBACK = /^\/interactions\/\d+\/[^/]+\/callback$/;

let started: DiscordTestWorld;
let discord: FakeDiscord;

beforeAll(async () => {
  started = await startDiscordTestWorld({ world: { tmpPrefix: 'discord-retries-' } });
  discord = started.discord;
});
afterAll(async () => {
  await started?.close();
});

describe.each([
  { name: 'a 429 with Retry-After', status: 429 },
  { name: 'a 502', status: 502 },
  { name: 'a reset', status: 0 },
])('the Discord API answering $name for the first calls', ({ status }) => {
  it('acknowledges the press, edits its reply and delivers the file once', async () => {
    const url = started.world.fixtures.url(FIXTURE_PATHS.page);
    const { card } = await openCard(discord, { user: alice, url, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
    const callsBefore = discord.calls.length;
    discord.failNext(CALLBACK, { method: 'POST', status });
    discord.failNext(ORIGINAL, { method: 'PATCH', status, times: 2 });
    const press = pressMp3(discord, {
      user: alice,
      card,
      quality: 128,
      attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT,
    });
    const { message } = await waitForUpload(discord, press.token);
    expect(message.attachments[0]?.filename).toMatch(/\.mp3$/);
    const calls = discord.calls.slice(callsBefore);
    const callbacks = calls.filter((call) => CALLBACK.test(call.route) && call.method === 'POST');
    // The failed acknowledgement, then the one that went through.
    expect(callbacks.map((call) => call.status)).toEqual(
      [status, 204].map((s) => (s === 204 ? expect.any(Number) : s)),
    );
    // One file, however many edits failed on the way.
    const uploads = replyEdits(discord, press.token).filter((call) => call.files.length > 0 && call.status === 200);
    expect(uploads).toHaveLength(1);
  });
});

describe('a 502 to the late result posted in the channel with its file', () => {
  let late: DiscordTestWorld;

  beforeAll(async () => {
    // The token runs out during the download, so the file goes to the channel (download-job.ts).
    late = await startDiscordTestWorld({
      world: { tmpPrefix: 'discord-retries-late-' },
      deps: { interactionTokenLifetimeMs: 1_000 },
    });
  });
  afterAll(async () => {
    await late?.close();
  });

  it('is not posted again: the asker reads that the upload failed', async () => {
    const fake = late.discord;
    const url = late.world.fixtures.url(`/slow${FIXTURE_PATHS.directMp4}`);
    const { card } = await openCard(fake, { user: alice, url, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
    const channelPosts = new RegExp(`^/channels/${card.channel_id}/messages$`);
    fake.failNext(channelPosts, { method: 'POST', status: 502 });
    chooseFormat(fake, { user: alice, card, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
    // The sentence for the failed upload, posted after it (a text message: safe to retry, and not failed here).
    const sentence = await fake.waitFor(
      () => fake.callsTo(channelPosts, 'POST').find((call) => call.attachmentBytes === 0 && call.status === 200),
      undefined,
      'the sentence after the failed upload',
    );
    const uploads = fake.callsTo(channelPosts, 'POST').filter((call) => call.attachmentBytes > 0);
    expect(uploads.map((call) => call.status)).toEqual([502]);
    expect(String(sentence.body?.content)).toMatch(new RegExp(`^<@${alice.id}> `));
  });
});
