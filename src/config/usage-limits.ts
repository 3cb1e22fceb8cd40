import { z } from 'zod';
import { blankToUndefined, limit } from './values.js';

/** What one user may do per day, per minute and at once, and how long media may be; 0 or unset is no limit. Days end at midnight in LIMITS_TIMEZONE. */
export const usageLimitSettings = {
  LIMIT_DOWNLOADS_PER_DAY: limit(),
  LIMIT_MB_PER_DAY: limit(),
  LIMIT_INFO_PER_MINUTE: limit(),
  LIMIT_CONCURRENT_JOBS_PER_USER: limit(),
  LIMIT_MAX_DURATION_S: limit(),
  LIMITS_TIMEZONE: z.preprocess(
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
  ),
};
