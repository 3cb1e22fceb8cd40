/**
 * Clips through both bots, end to end: the real MediaService (yt-dlp +
 * ffmpeg) on the 4-second fixture page, each bot against its fake platform.
 * `/dl <link> 0:01-0:03` on Telegram and `/download` with start/end on Discord
 * deliver files that ffprobe says are 2 s long, from every kind of button;
 * bad ranges get a sentence; LIMIT_MAX_DURATION_S=3 refuses the whole
 * 4-second media but lets its 2-second clip through; and Telegram's file_id
 * cache keeps the clip and the whole file apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { type DiscordTestBot, startDiscordTestBot } from '../support/discord-bots.js';
import {
  BIG_ATTACHMENT_SIZE_LIMIT,
  callbackData,
  chooseFormat,
  type FakeUser as DiscordUser,
  EPHEMERAL,
  type FakeDiscord,
  interactionCallback,
  pressMp3 as pressDiscordMp3,
  waitForCard,
  waitForReply,
  waitForUpload,
} from '../support/fake-discord.js';
import {
  buttonsOf,
  cardButton,
  cardMessageId,
  type FakeTelegramServer,
  isCard,
  pressForFile,
  requestCard,
  type FakeUser as TelegramUser,
  textOf,
  uploadOf,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS, PAGE_METADATA } from '../support/fixtures.js';
import { probeFile } from '../support/probe.js';
import { telegramBots } from '../support/telegram-bots.js';

/** The bound on a clip's length: 2 s ± 0.15. */
const CLIP_S = 2;
const TOLERANCE_S = 0.15;
const OWNER_ID = 7001;

const alice: TelegramUser = { id: 7002, first_name: 'Alice' };
const carol: TelegramUser = { id: 7003, first_name: 'Carol' };
const owner: TelegramUser = { id: OWNER_ID, first_name: 'Owner' };
const dana: DiscordUser = { id: '100000000000000071', username: 'dana' };

let world: BotWorld;
let bots: ReturnType<typeof telegramBots>;
let telegram: FakeTelegramServer;
let discord: FakeDiscord;
let discordBot: DiscordTestBot;

const page = () => world.fixtures.url(FIXTURE_PATHS.page);

async function durationOf(file: string | undefined): Promise<number> {
  expect(file).toBeDefined();
  return Number((await probeFile(file ?? '')).format.duration);
}

/** The first button that is a format (not an MP3 bitrate). */
const videoButton = (card: Parameters<typeof buttonsOf>[0]) =>
  buttonsOf(card).find((b) => !/^(⚠️ )?(MP3 )?\d+$/.test(b.text));

/** The next message the bot sends or edits to `user` after call `since` that is no card and carries no buttons. */
function nextWords(user: TelegramUser, since: number) {
  return telegram.waitForCall(
    (c) =>
      Number(c.params.chat_id) === user.id &&
      c.result !== undefined &&
      (c.method === 'sendMessage' || c.method === 'editMessageText') &&
      !isCard(c) &&
      buttonsOf(c).length === 0 &&
      !/Looking it up/.test(textOf(c)),
    { since },
  );
}

beforeAll(async () => {
  world = await startBotWorld({
    tmpPrefix: 'bot-clips-test-',
    // The fixture page is 4 s long: whole, it is over this limit; a 2 s clip of it is not.
    limits: { maxDurationS: 3 },
    ownerIds: [`telegram:${OWNER_ID}`],
  });
  bots = telegramBots(world);
  ({ fake: telegram } = await bots.start('clips'));
  discordBot = await startDiscordTestBot(world, { deps: { maxUploadMb: 25, readMessages: true } });
  ({ discord } = discordBot);
});

afterAll(async () => {
  await bots?.stopAll();
  await discordBot?.close();
  await world?.close();
});

describe('Telegram', () => {
  it('/dl <link> 0:01-0:03: the card says "Clip 0:01–0:03", and a format and an MP3 button each deliver 2 s', async () => {
    expect(PAGE_METADATA.durationSeconds).toBeGreaterThan(3);
    const card = await requestCard(telegram, alice, `/dl ${page()} 0:01-0:03`);
    expect(textOf(card).split('\n')[0]).toBe('Clip 0:01–0:03');

    const video = videoButton(card);
    expect(video, JSON.stringify(buttonsOf(card).map((b) => b.text))).toBeDefined();
    const { sent } = await pressForFile(telegram, alice, card, video!);
    const file = uploadOf(sent);
    expect(file?.filename).toMatch(/\(1s-3s\)\.\w+$/);
    expect(Math.abs((await durationOf(file?.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);
    // What Telegram is told matches the clip, not the source.
    expect(sent.params.duration).toBe(CLIP_S);

    const mp3 = await pressForFile(telegram, alice, card, /^(MP3 )?128$/, { method: 'sendAudio' });
    const audio = uploadOf(mp3.sent);
    expect(audio?.filename).toMatch(/\(1s-3s\)\.mp3$/);
    expect(Math.abs((await durationOf(audio?.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);
  });

  it('takes a plain message of a link and a range too, and refuses the whole media over the duration limit', async () => {
    const card = await requestCard(telegram, carol, `${page()} 1-3`);
    expect(textOf(card).split('\n')[0]).toBe('Clip 0:01–0:03');

    const since = telegram.calls.length;
    telegram.sendText(carol, { id: carol.id, type: 'private' }, `/dl ${page()}`);
    const refused = await nextWords(carol, since);
    expect(textOf(refused)).toMatch(/^This media lasts 0:04, longer than the 0:03 allowed\./);
  });

  it('answers a range it cannot cut with a sentence naming what is wrong', async () => {
    let since = telegram.calls.length;
    telegram.sendText(carol, { id: carol.id, type: 'private' }, `/dl ${page()} 0:03-0:01`);
    expect(textOf(await nextWords(carol, since))).toBe(
      'The clip 0:03–0:01 cannot be cut: end must be after start (start is 0:03).',
    );

    since = telegram.calls.length;
    telegram.sendText(carol, { id: carol.id, type: 'private' }, `/dl ${page()} 0:01-0:09`);
    expect(textOf(await nextWords(carol, since))).toMatch(
      /^The clip 0:01–0:09 cannot be cut: end must not be past the end of the media \(0:04\)\.$/,
    );

    since = telegram.calls.length;
    telegram.sendText(carol, { id: carol.id, type: 'private' }, `/dl ${page()} 0:01`);
    expect(textOf(await nextWords(carol, since))).toMatch(/^I could not read the clip range "0:01"/);
  });

  it("never answers a clip with the whole file's file_id, and answers the same clip again from the cache", async () => {
    // The owner has no limits: the whole 4 s video is sent (and cached) first. The range is one no
    // other test asked for (the cache is shared by all users, and answers a clip asked before).
    const whole = await requestCard(telegram, owner, `/dl ${page()}`);
    const video = videoButton(whole);
    const first = await pressForFile(telegram, owner, whole, video!);
    expect(uploadOf(first.sent)).toBeDefined();
    const wholeId = (first.sent.result as { video?: { file_id: string } }).video?.file_id;

    const clipCard = await requestCard(telegram, owner, `/dl ${page()} 0:02-0:04`);
    const clip = await pressForFile(telegram, owner, clipCard, videoButton(clipCard)!);
    const clipFile = uploadOf(clip.sent);
    expect(clipFile, 'a clip is uploaded, not resent by the whole file’s id').toBeDefined();
    expect(Math.abs((await durationOf(clipFile?.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);
    const clipId = (clip.sent.result as { video?: { file_id: string } }).video?.file_id;
    expect(clipId).not.toBe(wholeId);

    const again = await requestCard(telegram, owner, `/dl ${page()} 0:02-0:04`);
    const resent = await pressForFile(telegram, owner, again, videoButton(again)!);
    expect(uploadOf(resent.sent)).toBeUndefined();
    expect(resent.sent.params.video).toBe(clipId);

    // And the whole file is still the whole file's id.
    const wholeAgain = await requestCard(telegram, owner, `/dl ${page()}`);
    const last = await pressForFile(telegram, owner, wholeAgain, videoButton(wholeAgain)!);
    expect(last.sent.params.video).toBe(wholeId);
  });
});

describe('Telegram with a 128 KB upload limit', () => {
  it("judges the limit by the clip's estimate: MP3 320 of the whole is refused before downloading, of the clip sent", async () => {
    const { fake: small } = await bots.start('small-limit', { maxUploadMb: 0.125 });
    // The owner, so that the whole 4 s media gets a card despite LIMIT_MAX_DURATION_S.
    const whole = await requestCard(small, owner, `/dl ${page()}`);
    expect(buttonsOf(whole).map((b) => b.text)).toContain('⚠️ 320');
    const since = small.calls.length;
    small.pressButton(
      owner,
      { id: owner.id, type: 'private' },
      cardMessageId(whole),
      cardButton(whole, /320$/).callback_data,
    );
    const refused = await small.waitForCall(
      (c) => c.method === 'sendMessage' && c.result !== undefined && /too large/.test(textOf(c)),
      { since },
    );
    expect(textOf(refused)).toMatch(/^MP3 320 kbps: this file is too large to send here\./);

    // 2 s at 320 kbit/s is about 80 KB: under the limit, so the button is plain and the file comes.
    const clip = await requestCard(small, owner, `/dl ${page()} 0:01-0:03`);
    expect(buttonsOf(clip).map((b) => b.text)).toContain('320');
    const { sent } = await pressForFile(small, owner, clip, /^320$/, { method: 'sendAudio' });
    expect(Math.abs((await durationOf(uploadOf(sent)?.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);
  });
});

describe('Discord', () => {
  const slash = (options: { name: string; value: string }[]) =>
    discord.slashCommand({ user: dana, name: 'download', options, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });

  it('/download with start and end: the card says so, and a format and an MP3 each deliver 2 s', async () => {
    const { token } = slash([
      { name: 'url', value: page() },
      { name: 'start', value: '0:01' },
      { name: 'end', value: '3' },
    ]);
    const card = await waitForCard(discord, token);
    const embed = card.embeds[0] as { author?: { name: string } };
    expect(embed.author?.name).toBe('Clip 0:01–0:03');

    const press = chooseFormat(discord, { user: dana, card, attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT });
    const { file } = await waitForUpload(discord, press.token);
    expect(file.name).toMatch(/\(1s-3s\)\.\w+$/);
    expect(Math.abs((await durationOf(file.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);

    // A card serves one press on Discord: a second card for the MP3, with start alone (to the end, 0:03–0:04).
    const second = slash([
      { name: 'url', value: page() },
      { name: 'start', value: '0:02' },
    ]);
    const mp3Card = await waitForCard(discord, second.token);
    expect((mp3Card.embeds[0] as { author?: { name: string } }).author?.name).toBe('Clip 0:02–0:04');
    const mp3 = pressDiscordMp3(discord, {
      user: dana,
      card: mp3Card,
      quality: 128,
      attachmentSizeLimit: BIG_ATTACHMENT_SIZE_LIMIT,
    });
    const upload = await waitForUpload(discord, mp3.token);
    expect(upload.file.name).toMatch(/\(2s-4s\)\.mp3$/);
    expect(Math.abs((await durationOf(upload.file.path)) - CLIP_S)).toBeLessThanOrEqual(TOLERANCE_S);
  });

  it('reads a range after a pasted link too, and answers one in the wrong order before any lookup', async () => {
    const dm = '200000000000000071';
    const answerTo = (text: string) => {
      const pasted = discord.sendDirectMessage(dana, dm, text);
      return discord.waitFor(
        () =>
          [...discord.messages.values()].find(
            (m) =>
              BigInt(m.id) > BigInt(pasted.id) &&
              m.channel_id === dm &&
              (m.components.length > 0 || !/^Reading the link/.test(m.content)),
          ),
        undefined,
        'the answer to the pasted link',
      );
    };
    const card = await answerTo(`${page()} 0:01-0:03`);
    expect((card.embeds[0] as { author?: { name: string } }).author?.name).toBe('Clip 0:01–0:03');
    const lookups = world.database.sqlite.prepare(`SELECT count(*) AS n FROM usage_events WHERE action = 'info'`);
    const before = (lookups.get() as { n: number }).n;
    const refused = await answerTo(`${page()} 0:03-0:01`);
    expect(refused.components).toHaveLength(0);
    expect(refused.content).toMatch(/^The clip .* cannot be cut: end must be after start/);
    expect((lookups.get() as { n: number }).n).toBe(before);
  });

  it('answers times it cannot read privately, and a clip past the end in the reply', async () => {
    const bad = slash([
      { name: 'url', value: page() },
      { name: 'start', value: 'soon' },
    ]);
    const answer = callbackData(await interactionCallback(discord, bad.id));
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.content).toMatch(/^I could not read start "soon"/);

    const past = slash([
      { name: 'url', value: page() },
      { name: 'start', value: '0:01' },
      { name: 'end', value: '0:09' },
    ]);
    const reply = await waitForReply(discord, past.token, (r) => r.content !== '', 'the sentence');
    expect(reply.content).toBe('The clip 0:01–0:09 cannot be cut: end must not be past the end of the media (0:04).');
  });
});
