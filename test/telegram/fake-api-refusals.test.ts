/**
 * What the real Bot API refuses, as the fake Bot API refuses it: long texts
 * and captions, oversized callback_data, uploads over its limit (413), edits
 * that change nothing and edits of messages that are gone, with Telegram's own
 * answers, read by grammY's Api. How the bot copes is api-limits.test.ts.
 */
import path from 'node:path';
import { Api, GrammyError, InputFile } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAPTION_LENGTH, MAX_TEXT_LENGTH } from '../../bots/telegram/api-guards.js';
import { type BotWorld, startBotWorld } from '../support/bot-world.js';
import { type FakeTelegramServer, startFakeTelegram, TELEGRAM_LIMITS } from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';

let world: BotWorld;

beforeAll(async () => {
  world = await startBotWorld({ tmpPrefix: 'telegram-refusals-test-' });
});

afterAll(async () => {
  await world?.close();
});

/** The Bot API's refusal of a call, as grammY reports it. */
async function refusal(call: Promise<unknown>): Promise<{ error_code: number; description: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof GrammyError)) throw new Error(`expected a Bot API refusal, got ${String(error)}`);
  return { error_code: error.error_code, description: error.description };
}

describe('the fake Bot API refuses what Telegram refuses', () => {
  let fake: FakeTelegramServer;
  let api: Api;
  const chat = 4001;

  beforeAll(async () => {
    fake = await startFakeTelegram({ uploadDir: path.join(world.dir, 'raw-uploads'), uploadLimitBytes: 10_000 });
    api = new Api(fake.token, { apiRoot: fake.apiRoot });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it('texts over 4096 characters and captions over 1024', async () => {
    expect(TELEGRAM_LIMITS.text).toBe(MAX_TEXT_LENGTH);
    expect(TELEGRAM_LIMITS.caption).toBe(MAX_CAPTION_LENGTH);
    const sent = await api.sendMessage(chat, 'x'.repeat(4096));
    expect(await refusal(api.sendMessage(chat, 'x'.repeat(4097)))).toEqual({
      error_code: 400,
      description: 'Bad Request: message is too long',
    });
    expect(await refusal(api.editMessageText(chat, sent.message_id, 'y'.repeat(4097)))).toMatchObject({
      description: 'Bad Request: message is too long',
    });
    const photo = world.fixtures.url(FIXTURE_PATHS.thumb);
    await api.sendPhoto(chat, photo, { caption: 'c'.repeat(1024) });
    expect(await refusal(api.sendPhoto(chat, photo, { caption: 'c'.repeat(1025) }))).toEqual({
      error_code: 400,
      description: 'Bad Request: message caption is too long',
    });
  });

  it('callback_data over 64 bytes', async () => {
    const keyboard = (data: string) => ({ inline_keyboard: [[{ text: 'b', callback_data: data }]] });
    await api.sendMessage(chat, 'ok', { reply_markup: keyboard('é'.repeat(32)) });
    expect(await refusal(api.sendMessage(chat, 'no', { reply_markup: keyboard(`${'é'.repeat(32)}x`) }))).toEqual({
      error_code: 400,
      description: 'Bad Request: BUTTON_DATA_INVALID',
    });
  });

  it('edits that change nothing, with each edit method', async () => {
    const keyboard = { inline_keyboard: [[{ text: 'b', callback_data: 'd' }]] };
    const notModified = {
      error_code: 400,
      description: expect.stringMatching(/^Bad Request: message is not modified/),
    };
    const text = await api.sendMessage(chat, 'same', { reply_markup: keyboard });
    expect(await refusal(api.editMessageText(chat, text.message_id, 'same', { reply_markup: keyboard }))).toEqual(
      notModified,
    );
    expect(await refusal(api.editMessageReplyMarkup(chat, text.message_id, { reply_markup: keyboard }))).toEqual(
      notModified,
    );
    // Without reply_markup the keyboard goes: a change. Then the same edit again is none.
    await api.editMessageText(chat, text.message_id, 'same');
    expect(await refusal(api.editMessageText(chat, text.message_id, 'same'))).toEqual(notModified);

    const photo = await api.sendPhoto(chat, world.fixtures.url(FIXTURE_PATHS.thumb), { caption: 'cap' });
    expect(await refusal(api.editMessageCaption(chat, photo.message_id, { caption: 'cap' }))).toEqual(notModified);
    await api.editMessageCaption(chat, photo.message_id, { caption: 'new' });
  });

  it('edits and deletions of messages that do not exist', async () => {
    const sent = await api.sendMessage(chat, 'soon gone');
    await api.deleteMessage(chat, sent.message_id);
    expect(await refusal(api.editMessageText(chat, sent.message_id, 'hello'))).toEqual({
      error_code: 400,
      description: 'Bad Request: message to edit not found',
    });
    expect(await refusal(api.deleteMessage(chat, sent.message_id))).toEqual({
      error_code: 400,
      description: 'Bad Request: message to delete not found',
    });
  });

  it('uploads over its limit, with 413', async () => {
    await api.sendDocument(chat, new InputFile(Buffer.alloc(5_000), 'small.bin'));
    expect(await refusal(api.sendDocument(chat, new InputFile(Buffer.alloc(20_000), 'big.bin')))).toEqual({
      error_code: 413,
      description: 'Request Entity Too Large',
    });
  });
});
