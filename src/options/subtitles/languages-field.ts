/** The `subs` query field: distinct language codes as /api/info lists them, comma-separated. */
import { z } from 'zod';

/** A language code as the bots and the `subs` parameter carry it: letters, digits, `-`, `_` (en, en-US, zh-Hans, en-orig). */
export const subtitleLangPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,34}$/;

/** The most languages one download takes. */
export const MAX_SUBS_PER_DOWNLOAD = 8;

/** `subs=<lang>[,<lang>…]`: distinct language codes as /api/info lists them. */
export const subsSchema = z
  .string()
  .max(400, 'subs is too long')
  .transform((value, ctx) => {
    const langs = [...new Set(value.split(',').map((l) => l.trim()))];
    const bad = langs.find((l) => !subtitleLangPattern.test(l));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'subs must be language codes from /api/info, separated by commas' });
      return z.NEVER;
    }
    if (langs.length > MAX_SUBS_PER_DOWNLOAD) {
      ctx.addIssue({ code: 'custom', message: `subs takes at most ${MAX_SUBS_PER_DOWNLOAD} languages` });
      return z.NEVER;
    }
    return langs;
  });

/** The field on /api/download and /api/link, with its part of OpenAPI. */
export const subsParam = subsSchema.optional().meta({
  description:
    'Subtitle languages (`lang` of /api/info `subtitles`), comma-separated: muxed into mp4/mov (mov_text), mkv (SubRip) or webm (WebVTT), each tagged with its language. With kind=subtitles exactly one, sent alone as ext=srt or vtt.',
  examples: ['en', 'en,de'],
});
