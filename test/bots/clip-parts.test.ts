/**
 * Clips on the bots' side, without a network: where a range sits in a chat
 * message, Discord's start/end times, the sentences for a range that cannot
 * be cut, size estimates and requests of a clip, the cards' heading line and
 * the Telegram file_id cache key.
 */
import { describe, expect, it } from 'vitest';
import { mediaEmbed } from '../../bots/discord/card.js';
import { choiceRequest, estimatedBytes, isOverUploadLimit } from '../../bots/shared/choices.js';
import { clipFromTimes, readClipTimes } from '../../bots/shared/clip-request.js';
import { directDownloadLink } from '../../bots/shared/download-link.js';
import { findLinkAndClip } from '../../bots/shared/link-and-clip.js';
import { buildChoices, cardKeyboard, cardText } from '../../bots/telegram/card.js';
import { fileCacheMediaKey, planDownload } from '../../bots/telegram/download-request.js';
import { translate, translator } from '../../src/i18n/index.js';
import type { MediaInfo } from '../../src/media/types.js';
import { createLinkSigner } from '../../src/usage/index.js';

const END_NEEDED = translate('en', 'bot-clip-end-needed');

const en = translator('en');

const MB = 1024 * 1024;
const LINK = 'https://www.youtube.com/watch?v=abc';

const info: MediaInfo = {
  id: 'abc',
  title: 'Ten minutes',
  durationSeconds: 600,
  platform: 'youtube',
  webpageUrl: LINK,
  formats: [
    { id: '22', selector: '22', ext: 'mp4', kind: 'video', label: '720p', detail: '', filesizeApprox: 60 * MB },
    { id: '18', selector: '18', ext: 'mp4', kind: 'video', label: '360p', detail: '' },
  ],
};
const [hd, unsized] = info.formats as [MediaInfo['formats'][0], MediaInfo['formats'][0]];

describe('a link followed by a range', () => {
  it('reads the range after the link, with a hyphen or an en dash', () => {
    expect(findLinkAndClip(en, `${LINK} 1:20-2:05`)).toEqual({
      ok: true,
      url: LINK,
      more: false,
      clip: { startS: 80, endS: 125 },
    });
    expect(findLinkAndClip(en, `${LINK}   1:20 – 2:05  `)).toMatchObject({ ok: true, clip: { startS: 80, endS: 125 } });
    expect(findLinkAndClip(en, `${LINK} 10-20.5`)).toMatchObject({ ok: true, clip: { startS: 10, endS: 20.5 } });
  });

  it('takes the first word after the link when more words follow (a mention in a group)', () => {
    expect(findLinkAndClip(en, `@fetch_bot ${LINK} 0:10-0:20 @fetch_bot`)).toMatchObject({
      ok: true,
      url: LINK,
      clip: { startS: 10, endS: 20 },
    });
  });

  it('is the whole media without a range, and words that are no range are left alone', () => {
    const whole = findLinkAndClip(en, LINK);
    expect(whole).toEqual({ ok: true, url: LINK, more: false });
    expect(findLinkAndClip(en, `look ${LINK} at this one`)).toEqual({ ok: true, url: LINK, more: false });
    expect(findLinkAndClip(en, 'no link here 0:10-0:20')).toBeUndefined();
  });

  it('answers a range it cannot read, or one whose end is not after its start, with a sentence', () => {
    const unreadable = findLinkAndClip(en, `${LINK} 1:20`);
    expect(unreadable).toMatchObject({ ok: false });
    expect(unreadable?.ok === false && unreadable.text).toMatch(/could not read the clip range "1:20".*start-end/);
    const halfOpen = findLinkAndClip(en, `${LINK} 0:10-`);
    expect(halfOpen?.ok).toBe(false);
    const backwards = findLinkAndClip(en, `${LINK} 0:20-0:10`);
    expect(backwards?.ok === false && backwards.text).toMatch(
      /^The clip 0:20–0:10 cannot be cut: end must be after start/,
    );
  });
});

describe("Discord's start and end options", () => {
  it('no option is the whole media; a missing start is 0; a missing end waits for the duration', () => {
    expect(readClipTimes(en, undefined, undefined)).toEqual({ ok: true });
    expect(readClipTimes(en, undefined, '0:20')).toEqual({ ok: true, times: { startS: 0, endS: 20 } });
    expect(readClipTimes(en, '1:00', undefined)).toEqual({ ok: true, times: { startS: 60, endS: undefined } });
    expect(clipFromTimes(en, { startS: 60 }, 600)).toEqual({ ok: true, clip: { startS: 60, endS: 600 } });
    expect(clipFromTimes(en, { startS: 60 }, undefined)).toEqual({ ok: false, text: END_NEEDED });
  });

  it('names the option that is not a time, and the end that is past the media', () => {
    expect(readClipTimes(en, 'soon', '0:20')).toMatchObject({
      ok: false,
      text: expect.stringMatching(/read start "soon"/),
    });
    expect(readClipTimes(en, '0:10', '1:99')).toMatchObject({
      ok: false,
      text: expect.stringMatching(/read end "1:99"/),
    });
    expect(readClipTimes(en, '0:30', '0:20')).toMatchObject({
      ok: false,
      text: expect.stringMatching(/end must be after/),
    });
    const past = clipFromTimes(en, { startS: 590, endS: 700 }, 600);
    expect(past.ok === false && past.text).toMatch(/^The clip 9:50–11:40 cannot be cut: end must not be past the end/);
    const late = clipFromTimes(en, { startS: 600, endS: 700 }, 600);
    expect(late.ok === false && late.text).toMatch(/start must be before the end of the media/);
  });
});

describe('what a clip asks for and weighs', () => {
  const clip = { startS: 60, endS: 120 };

  it('asks the media layer for the clip, cut exactly, for a format and for an MP3', () => {
    expect(choiceRequest(LINK, info, { type: 'format', format: hd }, clip)?.clip).toEqual({
      startS: 60,
      endS: 120,
      cut: 'exact',
    });
    const mp3 = choiceRequest(LINK, info, { type: 'mp3', quality: 320 }, clip);
    expect(mp3).toMatchObject({ convert: 'mp3', quality: 320, clip: { startS: 60, endS: 120, cut: 'exact' } });
    expect(choiceRequest(LINK, info, { type: 'format', format: hd })?.clip).toBeUndefined();
  });

  it("estimates a clip's size as its share of the whole by length", () => {
    expect(estimatedBytes(info, { type: 'format', format: hd }, clip)).toBe(6 * MB);
    expect(estimatedBytes(info, { type: 'mp3', quality: 320 }, clip)).toBe((320_000 * 60) / 8);
    expect(estimatedBytes(info, { type: 'format', format: unsized }, clip)).toBeUndefined();
    // Without the media's duration there is no share to take.
    const { durationSeconds: _, ...noDuration } = info;
    expect(estimatedBytes(noDuration, { type: 'format', format: hd }, clip)).toBeUndefined();
  });

  it('judges the upload limit by the clip: the whole 720p is too large for 50 MB, its minute is not', () => {
    expect(isOverUploadLimit(info, { type: 'format', format: hd }, 50 * MB)).toBe(true);
    expect(isOverUploadLimit(info, { type: 'format', format: hd }, 50 * MB, clip)).toBe(false);
    const choices = buildChoices(info, 50 * MB, clip);
    expect(choices.some((c) => c.tooLarge)).toBe(false);
    const labels = cardKeyboard(en, 'card0001', choices, { info, range: clip })
      .inline_keyboard.flat()
      .map((b) => b.text);
    expect(labels).toContain('720p · 6 MB');
  });

  it("puts the clip's times in its direct link", () => {
    const links = createLinkSigner({ secret: Buffer.alloc(32, 7), ttlS: 60 });
    const request = choiceRequest(LINK, info, { type: 'format', format: hd }, clip);
    const url = new URL(
      directDownloadLink({ publicBaseUrl: 'https://fetch.example.org', links }, request!, {
        platform: 'telegram',
        externalId: '1',
      }) ?? '',
    );
    expect(url.searchParams.get('start')).toBe('60');
    expect(url.searchParams.get('end')).toBe('120');
    expect(url.searchParams.get('cut')).toBe('exact');
  });
});

describe("a clip's card and cached files", () => {
  const clip = { startS: 80, endS: 125 };

  it('says "Clip 1:20–2:05" on its first line on Telegram, and above the title on Discord', () => {
    const text = cardText(en, info, { uploadLimitBytes: 50 * MB, anyTooLarge: false, clip });
    expect(text.split('\n')[0]).toBe('Clip 1:20–2:05');
    expect(cardText(en, info, { uploadLimitBytes: 50 * MB, anyTooLarge: false })).not.toMatch(/Clip/);
    const embed = mediaEmbed(en, info, undefined, clip).toJSON();
    expect(embed.author?.name).toBe('Clip 1:20–2:05');
    expect(mediaEmbed(en, info).toJSON().author).toBeUndefined();
  });

  it("never shares the whole file's file_id key with a clip, and keys each range apart", () => {
    const whole = fileCacheMediaKey(info, undefined);
    const one = fileCacheMediaKey(info, clip);
    expect(one).not.toBe(whole);
    expect(fileCacheMediaKey(info, { startS: 80, endS: 126 })).not.toBe(one);
    expect(fileCacheMediaKey(info, { ...clip })).toBe(one);
    const choice = { type: 'format' as const, format: hd, tooLarge: false };
    expect(planDownload(LINK, info, choice, clip)?.cacheKey.mediaKey).toBe(one);
    expect(planDownload(LINK, info, choice)?.cacheKey.mediaKey).toBe(whole);
  });
});
