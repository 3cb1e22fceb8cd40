import { z } from 'zod';
import { blankToUndefined, limit } from './values.js';

/** What one user may do per day, per minute and at once, and how long media may be; 0 or unset is no limit. Days end at midnight in LIMITS_TIMEZONE. */
export const usageLimitSettings = {
  LIMIT_DOWNLOADS_PER_DAY: limit().describe("downloads per user per day (failed ones don't count)"),
  LIMIT_MB_PER_DAY: limit().describe(
    'MB per user per day (all bytes sent count). A running download holds its expected size, so parallel ones cannot share the same MB: one of known size that does not fit is refused with 429 before it starts, one of unknown size is cut at the limit',
  ),
  LIMIT_INFO_PER_MINUTE: limit().describe(
    'lookups per user in any 60 s: every reading of a link counts, whichever way it comes in (`/api/info`, a download of a link not looked up, the page\'s thumbnail, a bot card, each entry of "All as MP3"); a link still in the info cache is not counted again',
  ),
  LIMIT_CONCURRENT_JOBS_PER_USER: limit().describe('downloads running at once per user'),
  LIMIT_MAX_DURATION_S: limit().describe(
    'media longer than this is refused; whatever length the site declares, the file is cut at this many seconds (a direct file is then remuxed instead of passed through, so it has no `Range` or length for limited users)',
  ),
  LIMITS_TIMEZONE: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .default('UTC')
        .refine((tz) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: tz });
            return true;
          } catch {
            return false;
          }
        }, 'unknown IANA time zone'),
    )
    .describe('the zone whose midnight resets daily limits'),
};
