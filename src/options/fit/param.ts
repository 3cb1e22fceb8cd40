/**
 * The `fit` field of GET /api/download and POST /api/link: a size in MB
 * (MiB, as the bots' upload limits), a string in a query and a number in a
 * JSON body, kept as its plain decimal ("9.5") as a signed link carries it.
 */
import { z } from 'zod';
import { FIT_MAX_MB, FIT_MIN_MB } from './budget.js';

const FIT_HELP = `fit must be a size in MB from ${FIT_MIN_MB} to ${FIT_MAX_MB} (decimals allowed, e.g. 9.5)`;

/** The MB asked, or NaN when the text is not a plain decimal of at most three places. */
const megabytesOf = (value: string | number): number =>
  typeof value === 'number' ? value : /^\d{1,4}(\.\d{1,3})?$/.test(value) ? Number(value) : Number.NaN;

export const fitParam = z
  .union([z.string().max(16, FIT_HELP), z.number()], { error: FIT_HELP })
  .transform((value, ctx) => {
    const mb = megabytesOf(value);
    if (!Number.isFinite(mb) || mb < FIT_MIN_MB || mb > FIT_MAX_MB) {
      ctx.addIssue({ code: 'custom', message: FIT_HELP });
      return z.NEVER;
    }
    return String(Math.round(mb * 1000) / 1000);
  })
  .optional()
  .meta({
    description: `Re-encode the video to at most this many MB (1 MB = 1 048 576 bytes; ${FIT_MIN_MB}–${FIT_MAX_MB}, decimals allowed): H.264 + AAC in MP4 whatever ext says, the file named .mp4. Not with convert=mp3, subs or kind=subtitles, nor on an audio format; the media's length must be known, and media too long to be watchable at that size is refused (400, naming the longest length that fits). The file is finished before the first byte, so Content-Length is set. At or above the source's exact size nothing is encoded: the source is sent as it is, or remuxed into MP4.`,
    examples: ['10', '49.5'],
  });
