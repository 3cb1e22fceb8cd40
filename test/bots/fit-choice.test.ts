/**
 * "Fit to N MB" in the bots, without a platform: when it is offered
 * (bots/shared/fit-choice.ts), what it asks of the media layer, its label,
 * its button data on both platforms (parsed strictly), Telegram's plan for it
 * (an MP4 video cached under a key of its own) and Discord's fit menu.
 */
import { describe, expect, it } from 'vitest';
import { cardComponents, type DiscordCard } from '../../bots/discord/card.js';
import { cardCustomId, parseCardCustomId } from '../../bots/discord/custom-id.js';
import type { Card } from '../../bots/shared/card-store.js';
import { choiceRequest } from '../../bots/shared/choices.js';
import { fitChoice, fitChoiceProblem, fitOffered, fitTargetBytes } from '../../bots/shared/fit-choice.js';
import { fitLabel, fittedLabel } from '../../bots/shared/job-texts.js';
import { CALLBACK_DATA_MAX_BYTES, fitData, parseCallbackData } from '../../bots/telegram/callback-data.js';
import { planDownload } from '../../bots/telegram/download-request.js';
import { translator } from '../../src/i18n/index.js';
import type { MediaFormat, MediaInfo } from '../../src/media/types.js';

const en = translator('en');

const MIB = 1024 * 1024;

const video = (label: string, mb: number): MediaFormat => ({
  id: label,
  selector: label,
  ext: 'webm',
  kind: 'video',
  label,
  detail: 'VP9 · Opus',
  filesizeApprox: mb * MIB,
  width: 1920,
  height: 1080,
});

const info: MediaInfo = {
  id: 'abc',
  title: 'Ten minutes',
  durationSeconds: 240,
  platform: 'generic',
  webpageUrl: 'https://example.org/v',
  formats: [
    video('1080p', 80),
    video('480p', 6),
    { id: 'a', selector: 'a', ext: 'm4a', kind: 'audio', label: 'Audio', detail: '', filesizeApprox: 30 * MIB },
  ],
};
const [big, small, audio] = info.formats as [MediaFormat, MediaFormat, MediaFormat];

describe('fit choice', () => {
  it('aims 2 % under the chat’s limit and says the limit rounded down', () => {
    expect(fitTargetBytes(10 * MIB)).toBeLessThan(10 * MIB);
    expect(fitTargetBytes(10 * MIB)).toBeGreaterThan(9.7 * MIB);
    expect(fitLabel(en, 10 * MIB)).toBe('Fit to 10 MB');
    expect(fitLabel(en, 10.9 * MIB)).toBe('Fit to 10 MB');
    expect(fittedLabel(en, '1080p webm', 50 * MIB)).toBe('1080p webm, fitted to 50 MB');
  });

  it('is offered for a video format over the limit whose length fits, never for audio or MP3', () => {
    expect(fitOffered(info, { type: 'format', format: big }, 10 * MIB)).toBe(true);
    expect(fitOffered(info, { type: 'format', format: small }, 10 * MIB)).toBe(false);
    expect(fitOffered(info, { type: 'format', format: audio }, 10 * MIB)).toBe(false);
    expect(fitOffered(info, { type: 'mp3', quality: 320 }, MIB)).toBe(false);
    // Four minutes do not fit into 2 MB; a 30 s clip of them does.
    expect(fitChoiceProblem(en, info, { type: 'format', format: big }, 2 * MIB)).toMatch(/this one lasts 4 min\.$/);
    expect(fitOffered(info, { type: 'format', format: big }, 2 * MIB)).toBe(false);
    expect(fitOffered(info, { type: 'format', format: big }, 2 * MIB, { startS: 0, endS: 30 })).toBe(true);
    expect(fitOffered({ ...info, durationSeconds: undefined }, { type: 'format', format: big }, 10 * MIB)).toBe(false);
  });

  it('asks the media layer for an MP4 under the target', () => {
    const request = choiceRequest(info.webpageUrl, info, { type: 'format', format: big });
    expect(request && fitChoice(request, 50 * MIB)).toMatchObject({
      selector: '1080p',
      ext: 'mp4',
      fitBytes: fitTargetBytes(50 * MIB),
    });
  });
});

describe('Telegram', () => {
  it('round-trips the fit button within 64 bytes and rejects look-alikes', () => {
    const data = fitData('AbC-_123', 7);
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(CALLBACK_DATA_MAX_BYTES);
    expect(parseCallbackData(data)).toEqual({ type: 'fit', cardId: 'AbC-_123', index: 7 });
    for (const junk of ['f:', 'f:abc:1', 'f:abcd:x', 'f:abcd:1:2', 'f:abcd:1234']) {
      expect(parseCallbackData(junk), junk).toBeUndefined();
    }
  });

  it('plans a fit as an MP4 video cached apart from the whole file', () => {
    const choice = { type: 'format' as const, format: big, tooLarge: true };
    const whole = planDownload(info.webpageUrl, info, choice);
    const fitted = planDownload(info.webpageUrl, info, choice, undefined, 50 * MIB);
    expect(whole?.sendMethod).toBe('document');
    expect(fitted?.sendMethod).toBe('video');
    expect(fitted?.request.fitBytes).toBe(fitTargetBytes(50 * MIB));
    expect(fitted?.cacheKey.mediaKey).not.toBe(whole?.cacheKey.mediaKey);
  });
});

describe('Discord', () => {
  it('round-trips the fit menu’s custom_id', () => {
    const id = cardCustomId('abcdefgh23', { kind: 'fit' });
    expect(parseCardCustomId(id)).toEqual({ cardId: 'abcdefgh23', choice: { kind: 'fit' } });
    expect(parseCardCustomId('mf:abcdefgh23:fit:1')).toBeUndefined();
    expect(parseCardCustomId('mf:abcdefgh23:fitx')).toBeUndefined();
  });

  const card = (uploadLimitBytes: number): Card<DiscordCard> => ({
    id: 'abcdefgh23',
    createdAt: 0,
    url: info.webpageUrl,
    info,
    formats: info.formats,
    ownerUserId: '1',
    uploadLimitBytes,
  });
  const menus = (limit: number) =>
    cardComponents(en, card(limit), { hasLink: false })
      .map((row) => row.toJSON())
      .flatMap((row) => row.components)
      .filter((c) => c.type === 3) as { custom_id: string; placeholder?: string; options: { value: string }[] }[];

  it('shows a fit menu with the formats over the limit only, and none when every format fits', () => {
    const fit = menus(10 * MIB).find((m) => m.custom_id.endsWith(':fit'));
    expect(fit?.placeholder).toMatch(/^Fit to 10 MB/);
    expect(fit?.options.map((o) => o.value)).toEqual(['f0']);
    expect(menus(500 * MIB).some((m) => m.custom_id.endsWith(':fit'))).toBe(false);
  });
});
