import { z } from 'zod';
import { blankToUndefined, int } from './values.js';

/** The waits before a failed webhook delivery is tried again, in seconds: the n-th failure waits the n-th (the last thereafter). */
const retryWaits = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('60,300,1800,7200,21600')
    .transform((raw, ctx) => {
      const waits = raw.split(',').map((part) => Number(part.trim()));
      if (waits.length > 20 || waits.some((s) => !Number.isInteger(s) || s < 0 || s > 86_400)) {
        ctx.addIssue({ code: 'custom', message: 'a comma-separated list of at most 20 whole seconds, each 0–86400' });
        return z.NEVER;
      }
      return waits;
    }),
);

/**
 * Follows' webhooks (src/follows/webhook): a delivery that got no 2xx is tried again after the waits of
 * WEBHOOK_RETRY_S, at most WEBHOOK_MAX_ATTEMPTS tries in all, then the follow is paused with the reason.
 */
export const webhookSettings = {
  WEBHOOK_MAX_ATTEMPTS: int(1, 20, 6).describe(
    "Tries of one entry's webhook POST (the first included) before its follow is paused, the reason shown in GET /api/follows.",
  ),
  WEBHOOK_RETRY_S: retryWaits.describe(
    'Seconds to wait before each retry of a webhook POST, comma-separated (1 min, 5 min, 30 min, 2 h, 6 h); the last repeats.',
  ),
};
