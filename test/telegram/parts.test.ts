/** The bot's pure parts: button data, cards, throttled status edits, addressing, limits, redaction. */
import { randomBytes } from 'node:crypto';
import type { Api } from 'grammy';
import type { Message, UserFromGetMe } from 'grammy/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directDownloadLink } from '../../bots/shared/download-link.js';
import { loggableError } from '../../bots/shared/log.js';
import { isAddressedToBot } from '../../bots/telegram/addressing.js';
import {
  CALLBACK_DATA_MAX_BYTES,
  cancelData,
  choiceData,
  parseCallbackData,
} from '../../bots/telegram/callback-data.js';
import { buildChoices, cardKeyboard } from '../../bots/telegram/card.js';
import { planDownload } from '../../bots/telegram/download-request.js';
import { telegramBotDepsFromConfig } from '../../bots/telegram/from-config.js';
import { StatusMessage } from '../../bots/telegram/status-message.js';
import { telegramUploadLimitBytes } from '../../bots/telegram/upload-limit.js';
import { sentence, translator } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/types.js';
import { createLinkSigner } from '../../src/usage/index.js';

const en = translator('en');

const MB = 1024 * 1024;

const info: MediaInfo = {
  id: 'abc',
  title: 'A "title" with / slashes',
  uploader: 'Someone',
  durationSeconds: 600,
  platform: 'youtube',
  webpageUrl: 'https://www.youtube.com/watch?v=abc',
  formats: [
    {
      id: '137+140',
      selector: '137+bestaudio[ext=m4a]/137+bestaudio',
      ext: 'mp4',
      kind: 'video',
      label: '1080p',
      detail: '',
      filesizeApprox: 120 * MB,
      width: 1920,
      height: 1080,
    },
    {
      id: '22',
      selector: '22',
      ext: 'mp4',
      kind: 'video',
      label: '720p',
      detail: '',
      filesizeApprox: 38 * MB,
      width: 1280,
      height: 720,
    },
    { id: '251', selector: '251', ext: 'webm', kind: 'audio', label: 'Audio 160 kbps', detail: '' },
  ],
};

describe('callback data', () => {
  it('round-trips choices and cancels within 64 bytes', () => {
    const data = choiceData('AbC-_123', 12);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(CALLBACK_DATA_MAX_BYTES);
    expect(parseCallbackData(data)).toEqual({ type: 'choice', cardId: 'AbC-_123', index: 12 });
    expect(parseCallbackData(cancelData('job12345'))).toEqual({ type: 'cancel', jobId: 'job12345' });
  });

  it('rejects anything it did not make', () => {
    for (const junk of [
      '',
      'c:',
      'c:abc:1',
      'c:abcd:x',
      'c:abcd:1:2',
      'x:',
      `c:${'a'.repeat(40)}:1`,
      'x:ab cd',
      'drop table',
    ]) {
      expect(parseCallbackData(junk)).toBeUndefined();
    }
    expect(() => choiceData('bad id', 1)).toThrow();
  });
});

describe('cards', () => {
  it('marks formats over the upload limit, MP3 included, and keeps every button small', () => {
    const choices = buildChoices(info, 50 * MB);
    const labels = choices.map((c) =>
      c.type === 'mp3'
        ? `mp3 ${c.quality} ${c.tooLarge}`
        : c.type === 'format'
          ? `${c.format.label} ${c.tooLarge}`
          : c.lang,
    );
    // 10 minutes of MP3 320 is 24 MB: under 50 MB.
    expect(labels).toEqual([
      '1080p true',
      '720p false',
      'Audio 160 kbps false',
      'mp3 128 false',
      'mp3 192 false',
      'mp3 256 false',
      'mp3 320 false',
    ]);
    const rows = cardKeyboard(en, 'card0001', choices).inline_keyboard;
    const texts = rows.map((row) => row.map((b) => b.text));
    expect(texts).toEqual([
      ['⚠️ 1080p · 120 MB', '720p · 38 MB'],
      ['Audio 160 kbps · WEBM'],
      ['MP3 128', '192', '256', '320'],
      // The download options' toggles (src/options), off.
      [`⬜ ${en('bot-option-loudness')}`],
    ]);
    for (const button of rows.flat()) {
      expect(Buffer.byteLength((button as { callback_data: string }).callback_data)).toBeLessThanOrEqual(
        CALLBACK_DATA_MAX_BYTES,
      );
    }
  });
});

describe('download plans', () => {
  it('converts MP3 from the best audio format and links the same request over HTTP, signed for the user', () => {
    const plan = planDownload('https://youtu.be/abc', info, { type: 'mp3', quality: 320, tooLarge: false });
    expect(plan?.request).toMatchObject({ selector: '251', convert: 'mp3', quality: 320, kind: 'audio' });
    expect(plan?.sendMethod).toBe('audio');
    const links = createLinkSigner({ secret: randomBytes(32), ttlS: 600 });
    const user = { platform: 'telegram', externalId: '42' } as const;
    const href = directDownloadLink(
      { publicBaseUrl: 'https://fetch.example/', links },
      plan?.request ?? ({} as never),
      user,
    );
    const link = new URL(href ?? 'https://invalid');
    expect(link.origin + link.pathname).toBe('https://fetch.example/api/download');
    const download = {
      url: 'https://youtu.be/abc',
      selector: '251',
      ext: 'webm',
      kind: 'audio',
      title: info.title,
      convert: 'mp3',
      quality: '320',
    };
    expect(Object.fromEntries(link.searchParams)).toMatchObject(download);
    expect(links.verify(link.search.slice(1))).toEqual({ identity: user, params: download });
    expect(directDownloadLink({ links }, plan?.request ?? ({} as never), user)).toBeUndefined();
  });

  it('sends MP4 video as video, other containers as documents', () => {
    const [video, , audio] = info.formats;
    if (!video || !audio) throw new Error('fixture');
    expect(planDownload('u', info, { type: 'format', format: video, tooLarge: false })?.sendMethod).toBe('video');
    expect(planDownload('u', info, { type: 'format', format: audio, tooLarge: false })?.sendMethod).toBe('document');
  });
});

describe('status message', () => {
  // Vitest's fake clock (timers and Date): the throttle is timed exactly, without real waiting.
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('edits at most once per interval, with the newest text, and skips unchanged text', async () => {
    const edits: string[] = [];
    const api = {
      editMessageText: async (_chat: number, _message: number, text: string) => {
        edits.push(text);
        return true;
      },
      deleteMessage: async () => true,
    } as unknown as Api;
    const status = new StatusMessage(api, 1, 2, 'starting', undefined, () => undefined, 100);
    status.update('starting'); // unchanged: no edit
    status.update('10%');
    status.update('20%');
    // Not before the interval is over…
    await vi.advanceTimersByTimeAsync(99);
    expect(edits).toEqual([]);
    // …then once, with the newest text.
    await vi.advanceTimersByTimeAsync(1);
    expect(edits).toEqual(['20%']);
    await vi.advanceTimersByTimeAsync(50);
    status.update('30%');
    status.update('40%');
    await status.finish('Done.');
    status.update('50%'); // after finish: ignored
    // Nothing is left to come: no timer is pending, and running all of them changes nothing.
    expect(vi.getTimerCount()).toBe(0);
    await vi.runAllTimersAsync();
    expect(edits).toEqual(['20%', 'Done.']);
  });
});

describe('groups', () => {
  const me = { id: 42, username: 'fetch_bot' } as UserFromGetMe;
  const message = (text: string, extra: Partial<Message> = {}) =>
    ({ message_id: 1, date: 0, chat: { id: -1, type: 'group', title: 'g' }, text, ...extra }) as Message;

  it('answers mentions and replies to itself only', () => {
    expect(
      isAddressedToBot(
        message('hey @Fetch_Bot https://x', { entities: [{ type: 'mention', offset: 4, length: 10 }] }),
        me,
      ),
    ).toBe(true);
    expect(
      isAddressedToBot(message('hey @other https://x', { entities: [{ type: 'mention', offset: 4, length: 6 }] }), me),
    ).toBe(false);
    expect(
      isAddressedToBot(
        message('https://x', { reply_to_message: { from: { id: 42 } } as Message['reply_to_message'] }),
        me,
      ),
    ).toBe(true);
    expect(isAddressedToBot(message('https://x'), me)).toBe(false);
  });
});

describe('limits and logs', () => {
  it('uses 50 MB on the public Bot API and 2000 MB on a local server unless configured', () => {
    expect(telegramUploadLimitBytes(undefined, undefined)).toBe(50 * MB);
    expect(telegramUploadLimitBytes(undefined, 'http://127.0.0.1:8081')).toBe(2000 * MB);
    expect(telegramUploadLimitBytes(300, 'http://127.0.0.1:8081')).toBe(300 * MB);
  });

  it('never logs the bot token', () => {
    const token = '123456:SECRET-token';
    const error = new Error(`request to https://api.telegram.org/bot${token}/sendVideo failed`, {
      cause: new Error(`connect ECONNREFUSED for bot${token}`),
    });
    expect(JSON.stringify(loggableError(error, token))).not.toContain('SECRET');
  });
});

describe('configuration', () => {
  const parts = {
    media: {} as never,
    usage: {} as never,
    links: {} as never,
    db: {} as never,
    logger: { child: () => ({}) } as never,
    fastify: {} as never,
  };
  const base = {
    TELEGRAM_BOT_TOKEN: undefined as string | undefined,
    TELEGRAM_API_ROOT: undefined,
    TELEGRAM_WEBHOOK_URL: undefined as string | undefined,
    TELEGRAM_WEBHOOK_SECRET: 'secret_1',
    TELEGRAM_MAX_UPLOAD_MB: undefined,
    PUBLIC_BASE_URL: undefined,
    OWNER_IDS: ['telegram:1'],
    TMP_DIR: '/tmp/x',
  };

  it('stays off without a token, polls by default, and uses the webhook when its URL is set', () => {
    expect(telegramBotDepsFromConfig(base, parts)).toBeUndefined();
    const polling = telegramBotDepsFromConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:a' }, parts);
    expect(polling?.webhook).toBeUndefined();
    const webhook = telegramBotDepsFromConfig(
      { ...base, TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_WEBHOOK_URL: 'https://x.example/tg' },
      parts,
    );
    expect(webhook?.webhook).toMatchObject({ url: 'https://x.example/tg', secret: 'secret_1' });
  });

  it('passes the maintenance object through for /update', () => {
    const maintenance = {
      ytdlpStatus: () => ({ version: '2026.01.01', stale: false, updatable: false }),
      updateYtdlp: async () => ({
        ok: false,
        message: 'no',
        sentence: sentence('ytdlp-update-failed', { detail: 'no' }),
      }),
    };
    const config = { ...base, TELEGRAM_BOT_TOKEN: '1:a' };
    expect(telegramBotDepsFromConfig(config, { ...parts, maintenance })?.maintenance).toBe(maintenance);
    expect(telegramBotDepsFromConfig(config, parts)?.maintenance).toBeUndefined();
  });
});
