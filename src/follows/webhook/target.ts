/** A webhook follow's target as stored (`{"url":…}`), read back through a check: the column is outside input to us. */
import { z } from 'zod';

/** Longest webhook URL accepted (as a media link's). */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

export const webhookTargetSchema = z.object({ url: z.string().min(1).max(MAX_WEBHOOK_URL_LENGTH) });

export type WebhookTarget = z.infer<typeof webhookTargetSchema>;

/** The stored target's JSON for a webhook URL. */
export function webhookTargetJson(url: string): string {
  return JSON.stringify({ url } satisfies WebhookTarget);
}

/** The URL of a stored target, or undefined when the text is not one. */
export function webhookUrlOf(target: string): URL | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(target);
  } catch {
    return undefined;
  }
  const checked = webhookTargetSchema.safeParse(parsed);
  if (!checked.success) return undefined;
  try {
    return new URL(checked.data.url);
  } catch {
    return undefined;
  }
}
