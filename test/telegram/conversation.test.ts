/**
 * The whole Telegram conversation, end to end: the real grammY bot (long
 * polling through @grammyjs/runner) against a fake Bot API server on
 * loopback, the real MediaService (yt-dlp + ffmpeg) on the fixture media, and
 * the real usage service on a temporary SQLite file.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSentence } from '../../bots/shared/texts.js';
import { CALLBACK_DATA_MAX_BYTES } from '../../bots/telegram/callback-data.js';
import { sentence, translate, translator } from '../../src/i18n/index.js';
import { MediaError } from '../../src/media/errors.js';
import type { BotWorld } from '../support/bot-world.js';
import {
  buttonsOf,
  type FakeChat,
  type FakeTelegramServer,
  type FakeUser,
  messageIdOf,
  pressCardButton,
  pressForFile,
  privateChat,
  type RecordedCall,
  requestCard,
  textOf,
  type UploadedFile,
  waitForFile,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';
import { untilTestTimeout } from '../support/test-deadline.js';

const en = translator('en');
const CARD_EXPIRED = translate('en', 'tg-card-expired');
const NOT_YOUR_CARD = translate('en', 'tg-not-your-card');

const alice: FakeUser = { id: 1001, first_name: 'Alice' };
const bob: FakeUser = { id: 1002, first_name: 'Bob' };
const carol: FakeUser = { id: 1003, first_name: 'Carol' };
/** Not on the list either: the owners let him in, then block him. */
const dan: FakeUser = { id: 1004, first_name: 'Dan' };
const owner: FakeUser = { id: 9999, first_name: 'Owner' };
const group: FakeChat = { id: -100500, type: 'supergroup', title: 'Friends' };

/** Alice downloads six times below (each test on its own card); Carol has used hers up before her test. */
const DAILY_DOWNLOADS = 8;

describe('Telegram bot conversation', () => {
  let world: BotWorld;
  let fake: FakeTelegramServer;
  let telegram: TelegramTestWorld;
  let pageUrl: string;

  beforeAll(async () => {
    telegram = await startTelegramTestWorld({
      world: {
        tmpPrefix: 'telegram-test-',
        limits: { downloadsPerDay: DAILY_DOWNLOADS },
        // Bob is not on the list: the service is private to these users and the owner.
        allowedUsers: ['telegram:1001', 'telegram:1003'],
        ownerIds: ['telegram:9999'],
      },
      // Left by a "crash": removed when the bot starts.
      before: async (world) => {
        await mkdir(path.join(world.dir, 'bot-tmp', 'telegram-leftover'), { recursive: true });
        await writeFile(path.join(world.dir, 'bot-tmp', 'telegram-leftover', 'half.mp4'), 'x');
      },
      deps: { publicBaseUrl: 'https://fetch.example', ownerIds: ['telegram:9999'] },
    });
    ({ world, fake } = telegram);
    pageUrl = world.fixtures.url(FIXTURE_PATHS.page);
  });

  afterAll(async () => {
    await telegram?.close();
  });

  it('sets its command menu at start and answers /start', async () => {
    const menus = fake.callsOf('setMyCommands');
    expect(menus.length).toBeGreaterThanOrEqual(1);
    const commands = ((menus[0]?.params.commands ?? []) as { command: string }[]).map((c) => c.command);
    expect(commands).toEqual(expect.arrayContaining(['dl', 'usage', 'help', 'start']));

    const since = fake.calls.length;
    fake.sendText(alice, privateChat(alice), '/start');
    const reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toContain('Send me a link');
  });

  /** The page fixture's card: a photo (the page has a thumbnail). */
  const openPageCard = () => requestCard(fake, alice, pageUrl);
  /** The HLS fixture's card: text (it has no thumbnail). `query` makes the link, and so its file_id cache entries, its own. */
  const openHlsCard = (query = '') => requestCard(fake, alice, world.fixtures.url(`${FIXTURE_PATHS.hls}${query}`));

  it('answers a link with "looking it up", then a card with format and MP3 buttons', async () => {
    const since = fake.calls.length;
    const pageCard = await requestCard(fake, alice, `look at this ${pageUrl} please`);
    const lookingUp = fake.callsOf('sendMessage', since)[0];
    expect(lookingUp && textOf(lookingUp)).toMatch(/Looking it up/);

    expect(pageCard.method).toBe('sendPhoto');
    expect(pageCard.params.photo).toBe(world.fixtures.url(FIXTURE_PATHS.thumb));
    expect(textOf(pageCard)).toContain(PAGE_METADATA.title);
    expect(textOf(pageCard)).toContain(PAGE_METADATA.uploader);
    expect(textOf(pageCard)).toContain('0:04');
    const labels = buttonsOf(pageCard).map((b) => b.text);
    expect(labels).toEqual(expect.arrayContaining(['MP3 128', '192', '256', '320']));
    expect(labels.length).toBeGreaterThan(4);
    // The "looking it up" message gives way to the photo card.
    await fake.waitForCall(
      (c) => c.method === 'deleteMessage' && c.params.message_id === messageIdOf(lookingUp as RecordedCall),
      { since },
    );

    // Without a thumbnail the "looking it up" message itself becomes the card.
    const hlsCard = await requestCard(fake, alice, world.fixtures.url(FIXTURE_PATHS.hls));
    expect(hlsCard.method).toBe('editMessageText');
    const hlsLabels = buttonsOf(hlsCard).map((b) => b.text);
    expect(hlsLabels.some((l) => /^720p · \d+ kB$/.test(l))).toBe(true);
    expect(hlsLabels.some((l) => /^360p · \d+ kB$/.test(l))).toBe(true);

    for (const button of [...buttonsOf(pageCard), ...buttonsOf(hlsCard)]) {
      expect(Buffer.byteLength(button.callback_data)).toBeLessThanOrEqual(CALLBACK_DATA_MAX_BYTES);
    }
  });

  it('sends the chosen video with sendVideo: video and audio of the listed height', async () => {
    const since = pressCardButton(fake, alice, await openHlsCard(), /^360p/);
    const answered = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
    expect(String(answered.params.text)).toContain('360p');

    const sent = await waitForFile(fake, since, { method: 'sendVideo' });
    expect(sent.params.supports_streaming).toBe(true);
    expect(sent.params.height).toBe(360);
    expect(sent.params.width).toBe(640);
    expect(sent.params.duration).toBe(4);
    const upload = sent.params.video as UploadedFile;
    expect(upload.filename).toMatch(/\.mp4$/);
    const probed = await probeFile(upload.path);
    expect(probed.streams.find((s) => s.codec_type === 'video')?.height).toBe(360);
    expect(probed.streams.some((s) => s.codec_type === 'audio')).toBe(true);

    // A status message with a Cancel button was shown, then removed; the chat showed "sending video".
    const status = fake.callsOf('sendMessage', since).find((c) => buttonsOf(c).some((b) => b.text === 'Cancel'));
    expect(status).toBeDefined();
    await fake.waitForCall(
      (c) => c.method === 'deleteMessage' && c.params.message_id === messageIdOf(status as RecordedCall),
      { since },
    );
    expect(fake.callsOf('sendChatAction', since).some((c) => c.params.action === 'upload_video')).toBe(true);
  });

  it('sends MP3 320 with sendAudio: a 320 kbit/s MP3 with title and performer', async () => {
    const { sent } = await pressForFile(fake, alice, await openPageCard(), /^320$/, { method: 'sendAudio' });
    expect(sent.params.title).toBe(PAGE_METADATA.title);
    expect(sent.params.performer).toBe(PAGE_METADATA.uploader);
    const upload = sent.params.audio as UploadedFile;
    expect(upload.filename).toBe('Fixture Video.mp3');
    const probed = await probeFile(upload.path);
    const audio = probed.streams.find((s) => s.codec_type === 'audio');
    expect(audio?.codec_name).toBe('mp3');
    expect(Number(audio?.bit_rate)).toBe(320_000);
    // The page's thumbnail as the cover (issue 26): the only picture there is.
    expect(probed.streams.filter((s) => s.codec_type === 'video').map((s) => s.codec_name)).toEqual(['mjpeg']);
  });

  it('answers the same request again from the file_id cache, without a new upload', async () => {
    // A link of its own: the first press downloads and uploads, whatever other tests did.
    const card = await openHlsCard('?cache');
    const first = await pressForFile(fake, alice, card, /^360p/, { method: 'sendVideo' });
    const firstVideoFileId = (first.sent.result as { video: { file_id: string } }).video.file_id;

    const uploadsBefore = (await readdir(path.join(world.dir, 'uploads'))).length;
    const fetchedBefore = world.fixtures.requests.length;
    const since = pressCardButton(fake, alice, card, /^360p/);
    const resent = await fake.waitForCall((c) => c.method === 'sendVideo', { since });
    // Nothing was fetched again: no playlist, no segment (a clock would say so only on a quiet machine).
    expect(world.fixtures.requests.slice(fetchedBefore).filter((r) => r.path.startsWith('/hls/'))).toEqual([]);
    expect(resent.params.video).toBe(firstVideoFileId);
    expect((await readdir(path.join(world.dir, 'uploads'))).length).toBe(uploadsBefore);
    // No progress message: nothing was downloaded.
    expect(fake.callsOf('sendMessage', since)).toHaveLength(0);
  });

  it('sends an upload Telegram refused unread (429) again, from the file on disk', async () => {
    const card = await openPageCard();
    fake.failNext('sendAudio', 1, 429);
    const { since } = await pressForFile(fake, alice, card, /^192$/, { method: 'sendAudio' });
    const attempts = fake.callsOf('sendAudio', since);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.result).toBeUndefined();
    const [first, second] = attempts.map((c) => c.params.audio as UploadedFile);
    expect(second?.size).toBe(first?.size);
    expect(second?.size).toBeGreaterThan(0);
  });

  it('stops a running download when Cancel is pressed', async () => {
    // The /slow/ route trickles the HLS segments, so the download is still running when Cancel arrives.
    const slowCard = await requestCard(fake, alice, world.fixtures.url(`/slow${FIXTURE_PATHS.hls}`));
    const since = pressCardButton(fake, alice, slowCard, /^360p/);
    const status = await fake.waitForCall(
      (c) => c.method === 'sendMessage' && buttonsOf(c).some((b) => b.text === 'Cancel'),
      { since },
    );
    const cancel = buttonsOf(status).find((b) => b.text === 'Cancel')?.callback_data ?? '';
    expect(cancel).toMatch(/^x:/);

    // Only the asker may cancel.
    fake.pressButton(carol, privateChat(alice), messageIdOf(status), cancel);
    const refused = await fake.waitForCall(
      (c) => c.method === 'answerCallbackQuery' && c.params.text !== undefined && /cancel/i.test(String(c.params.text)),
      { since },
    );
    expect(refused.params.text).toBe('Only the person who asked can cancel.');

    const pressed = fake.calls.length;
    fake.pressButton(alice, privateChat(alice), messageIdOf(status), cancel);
    const answered = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since: pressed });
    expect(answered.params.text).toBe('Cancelling…');
    const final = await fake.waitForCall(
      (c) =>
        c.method === 'editMessageText' && c.params.message_id === messageIdOf(status) && textOf(c) === 'Cancelled.',
      { since: pressed },
    );
    expect(buttonsOf(final)).toHaveLength(0);
    expect(fake.callsOf('sendVideo', since)).toHaveLength(0);
  });

  it('leaves no temporary files behind', async () => {
    // Every job above has finished; their folders under tmpDir are gone, and so is the leftover of a crash.
    await expect.poll(() => readdir(path.join(world.dir, 'bot-tmp')), untilTestTimeout()).toEqual([]);
  });

  it('answers a link without media with a plain sentence', async () => {
    const since = fake.calls.length;
    fake.sendText(alice, privateChat(alice), world.fixtures.url(FIXTURE_PATHS.noMedia));
    const edited = await fake.waitForCall((c) => c.method === 'editMessageText', { since });
    const sentences = [
      errorSentence(en, new MediaError('unsupported_url', sentence('error-code-unsupported-url'))),
      errorSentence(en, new MediaError('no_media', sentence('error-code-no-media'))),
    ];
    expect(sentences).toContain(textOf(edited));
    expect(buttonsOf(edited)).toHaveLength(0);
  });

  it('refuses a download over the daily limit, in words', async () => {
    // Carol has already used her downloads today.
    const identity = { platform: 'telegram' as const, externalId: String(carol.id) };
    for (let i = 0; i < DAILY_DOWNLOADS; i++) {
      const begun = await world.usage.begin(identity, { action: 'download', url: pageUrl });
      if (!begun.ok) throw new Error('setup: download refused');
      await begun.ticket.finish({ outcome: 'ok', bytes: 1000 });
    }
    const carolCard = await requestCard(fake, carol, pageUrl);
    const since = pressCardButton(fake, carol, carolCard, /^MP3 128$/);
    const refusal = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(refusal)).toMatch(
      new RegExp(`You have used ${DAILY_DOWNLOADS} of ${DAILY_DOWNLOADS} downloads today; resets in`),
    );
    expect(fake.callsOf('sendAudio', since)).toHaveLength(0);
  });

  it('refuses a user who is not allowed', async () => {
    const since = fake.calls.length;
    fake.sendText(bob, privateChat(bob), pageUrl);
    const refusal = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(refusal)).toBe('This service is private; ask its owner to allow your id telegram:1002.');
  });

  it('says so when a button has expired or is not a button of ours', async () => {
    for (const data of ['c:AAAAAAAA:0', 'something-else']) {
      const since = fake.calls.length;
      fake.pressButton(alice, privateChat(alice), 0, data);
      const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
      expect(answer.params.text).toBe(CARD_EXPIRED);
      expect(answer.params.show_alert).toBe(true);
    }
  });

  it('in a group: ignores plain links, answers /dl, and only the asker may press the buttons', async () => {
    let since = fake.calls.length;
    fake.sendText(carol, group, `nice ${pageUrl}`);
    fake.sendText(alice, group, '/usage');
    // Updates of one chat are handled in order: once /usage is answered, the plain link was ignored.
    await fake.waitForCall((c) => c.method === 'sendMessage' && textOf(c).startsWith('Your usage'), { since });
    // (Calls to the group only: a call an earlier test's job made late is no answer to the link.)
    const toGroup = fake.calls.slice(since).filter((c) => Number(c.params.chat_id) === group.id);
    expect(toGroup.filter((c) => c.method !== 'sendMessage')).toHaveLength(0);
    expect(toGroup.filter((c) => c.method === 'sendMessage')).toHaveLength(1);

    const groupCard = await requestCard(fake, alice, `/dl@${fake.botUser.username} ${pageUrl}`, group);
    since = fake.calls.length;
    fake.pressButton(carol, group, messageIdOf(groupCard), buttonsOf(groupCard)[0]?.callback_data ?? '');
    const answer = await fake.waitForCall((c) => c.method === 'answerCallbackQuery', { since });
    expect(answer.params.text).toBe(NOT_YOUR_CARD);

    // A mention with two links: the first is taken, and the card says so.
    const mentioned = await requestCard(
      fake,
      alice,
      `@${fake.botUser.username} ${pageUrl} and ${world.fixtures.url(FIXTURE_PATHS.hls)}`,
      group,
    );
    expect(buttonsOf(mentioned).length).toBeGreaterThan(0);
    expect(textOf(mentioned)).toContain(PAGE_METADATA.title);
    expect(textOf(mentioned)).toContain('several links; I took the first one');
  });

  it('gives owners /stats, /allow and /block, and no one else', async () => {
    // A lookup makes Alice one of the users /stats lists.
    await openPageCard();
    let since = fake.calls.length;
    fake.sendText(alice, privateChat(alice), '/stats');
    let reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toBe('This command is for the owners of this bot.');

    since = fake.calls.length;
    fake.sendText(owner, privateChat(owner), '/stats');
    reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toMatch(/^Users: \d+/);
    expect(textOf(reply)).toContain('telegram:1001 Alice');

    since = fake.calls.length;
    fake.sendText(owner, privateChat(owner), '/allow 1004');
    reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toContain('telegram:1004 is now allowed.');
    const card = await requestCard(fake, dan, pageUrl);
    expect(buttonsOf(card).length).toBeGreaterThan(0);

    since = fake.calls.length;
    fake.sendText(owner, privateChat(owner), '/block 1004');
    reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toBe('telegram:1004 is now blocked.');
    since = fake.calls.length;
    fake.sendText(dan, privateChat(dan), pageUrl);
    reply = await fake.waitForCall((c) => c.method === 'sendMessage', { since });
    expect(textOf(reply)).toBe('You are blocked from using this service.');
  });
});
