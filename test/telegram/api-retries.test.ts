/**
 * Issue 36, item 4: the Bot API failing for the first calls, through the
 * fake Bot API (failNext: a 429 with retry_after, a 502, a connection reset).
 * A 429 is waited out and the call made again, whatever the call; a 502 is
 * retried for calls that may be done twice (an edit, an answer), never for a
 * file send (issue 43, item 6: an upload, a file_id), which may have been
 * posted: the asker is told to look before trying again; a reset is retried
 * once for any call but a file send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFileSend, isRepeatable, neverReached } from '../../bots/telegram/api-retry.js';
import { translate } from '../../src/i18n/index.js';
import {
  type FakeTelegramServer,
  type FakeUser,
  pressCardButton,
  pressForFile,
  requestCard,
  uploadOf,
} from '../support/fake-telegram.js';
import { FIXTURE_PATHS } from '../support/fixtures.js';
import { startTelegramTestWorld, type TelegramTestWorld } from '../support/telegram-bots.js';

const alice: FakeUser = { id: 36_400, first_name: 'Alice' };
const UNCONFIRMED = translate('en', 'tg-send-unconfirmed');

let telegram: TelegramTestWorld;
let fake: FakeTelegramServer;
let page: string;

beforeAll(async () => {
  telegram = await startTelegramTestWorld({ world: { tmpPrefix: 'telegram-retries-' } });
  fake = telegram.fake;
  page = telegram.world.fixtures.url(FIXTURE_PATHS.page);
});
afterAll(async () => {
  await telegram?.close();
});

describe('which calls may be made twice', () => {
  it('edits and answers; no send, whatever carries its file; a refused connection is known unsent', async () => {
    expect(isRepeatable('editMessageText')).toBe(true);
    expect(isRepeatable('answerCallbackQuery')).toBe(true);
    for (const send of ['sendAudio', 'sendVideo', 'sendDocument', 'sendMessage', 'sendPhoto']) {
      expect(isRepeatable(send)).toBe(false);
    }
    expect(isFileSend('sendAudio')).toBe(true);
    expect(isFileSend('sendMessage')).toBe(false);
    // grammY wraps node-fetch's FetchError, whose `code` is the system's.
    const { HttpError } = await import('grammy');
    const refused = new HttpError("Network request for 'sendAudio' failed!", { code: 'ECONNREFUSED' });
    const reset = new HttpError("Network request for 'sendAudio' failed!", { code: 'ECONNRESET' });
    expect(neverReached(refused)).toBe(true);
    expect(neverReached(reset)).toBe(false);
  });
});

describe('the Bot API failing for the first calls', () => {
  it('waits out a 429 on the lookup message and on the card, and still shows the card', async () => {
    fake.failNext('sendMessage', 1, 429);
    fake.failNext('sendPhoto', 1, 429);
    const since = fake.calls.length;
    const card = await requestCard(fake, alice, page);
    expect(card.method).toBe('sendPhoto');
    const photos = fake.callsOf('sendPhoto', since);
    expect(photos.map((call) => call.result !== undefined)).toEqual([false, true]);
    // Telegram asked for a second's wait, and got it.
    expect((photos[1]?.at ?? 0) - (photos[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(fake.callsOf('sendMessage', since).filter((call) => call.result !== undefined).length).toBeGreaterThan(0);
  });

  it('sends the card again after a reset on its first attempt', async () => {
    fake.failNext('sendPhoto', 1, 'reset');
    const since = fake.calls.length;
    const card = await requestCard(fake, alice, page);
    expect(card.method).toBe('sendPhoto');
    expect(fake.callsOf('sendPhoto', since).map((call) => call.result !== undefined)).toEqual([false, true]);
  });

  it('retries the answer and the status edits after 502s, and delivers the file with one upload', async () => {
    const card = await requestCard(fake, alice, page);
    fake.failNext('answerCallbackQuery', 1, 502);
    fake.failNext('editMessageText', 2, 502);
    const { since, sent } = await pressForFile(fake, alice, card, /^MP3 128$/, { method: 'sendAudio' });
    expect(uploadOf(sent)?.size).toBeGreaterThan(0);
    const answers = fake.callsOf('answerCallbackQuery', since);
    expect(answers.map((call) => call.result !== undefined)).toEqual([false, true]);
    expect(fake.callsOf('sendAudio', since)).toHaveLength(1);
  });

  it('never sends an upload again after a 502: it may have been posted; the asker is told to look first', async () => {
    const card = await requestCard(fake, alice, page);
    fake.failNext('sendAudio', 1, 502);
    const since = pressCardButton(fake, alice, card, /^320$/);
    await fake.waitForCall((call) => call.method === 'editMessageText' && call.params.text === UNCONFIRMED, { since });
    expect(fake.callsOf('sendAudio', since).map((call) => call.result !== undefined)).toEqual([false]);
  });

  it('never sends a cached file_id again after a 502, nor downloads it anew', async () => {
    // MP3 128 of the page is in the file_id cache since the test above it.
    const card = await requestCard(fake, alice, page);
    fake.failNext('sendAudio', 1, 502);
    const since = pressCardButton(fake, alice, card, /^MP3 128$/);
    await fake.waitForCall((call) => call.method === 'sendMessage' && call.params.text === UNCONFIRMED, { since });
    const attempts = fake.callsOf('sendAudio', since);
    expect(attempts.map((call) => typeof call.params.audio)).toEqual(['string']);
    expect(attempts.map((call) => call.result !== undefined)).toEqual([false]);
  });
});
