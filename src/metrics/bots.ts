/**
 * The chat bots: updates, the platforms' API errors, uploads, Telegram's
 * file_id cache and playlist runs. The bots call a {@link BotMetrics} handed
 * to them in their deps (main.ts), from their middleware, API hooks and
 * upload paths (bots/shared/bot-metrics.ts).
 */
import { Counter, type Registry } from 'prom-client';
import type { JobFamilies } from './jobs.js';
import { apiErrorLabel, type Outcome, oneOf } from './labels.js';

export type BotPlatform = 'telegram' | 'discord';

/** How an upload to a chat ended: sent, refused as too large, failed, or stopped by Cancel or shutdown. */
const uploadOutcomes = ['ok', 'too_large', 'error', 'cancelled'] as const;
export type UploadOutcome = (typeof uploadOutcomes)[number];

/** What the bots tell the metrics. Only bounded facts: never a chat, a user or a file. */
export interface BotMetrics {
  /** An update (Telegram) or interaction or message (Discord) came in and was handled. */
  update(platform: BotPlatform): void;
  /** Its handler failed (the error went to the bot's catch or its failure log). */
  updateFailed(platform: BotPlatform): void;
  /** The platform's API answered an error: its HTTP status (Telegram's error_code), or `network` without an answer. */
  apiError(platform: BotPlatform, code: number | 'network'): void;
  upload(platform: BotPlatform, outcome: UploadOutcome): void;
  /** Telegram's file_id cache was asked for a file: found (a resend, no upload) or not. */
  fileCacheLookup(hit: boolean): void;
  /** A playlist run ("All as MP3") ended: a job of kind playlist_batch. */
  batchFinished(platform: BotPlatform, end: { outcome: Outcome; code?: string | undefined; durationMs: number }): void;
}

export function botFamilies(registry: Registry, jobs: JobFamilies): BotMetrics {
  const registers = [registry];
  const updates = new Counter({
    name: 'media_fetcher_bot_updates_total',
    help: 'Updates (Telegram), interactions and messages (Discord) the bots handled.',
    labelNames: ['platform'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'media_fetcher_bot_update_failures_total',
    help: 'Updates whose handler failed.',
    labelNames: ['platform'] as const,
    registers,
  });
  const apiErrors = new Counter({
    name: 'media_fetcher_bot_api_errors_total',
    help: 'Errors of the Telegram Bot API and the Discord REST API, by HTTP status (network: no answer).',
    labelNames: ['platform', 'code'] as const,
    registers,
  });
  const uploads = new Counter({
    name: 'media_fetcher_bot_uploads_total',
    help: 'Files uploaded to a chat, by outcome (ok, too_large, error, cancelled).',
    labelNames: ['platform', 'outcome'] as const,
    registers,
  });
  const fileCache = new Counter({
    name: 'media_fetcher_telegram_file_cache_lookups_total',
    help: "Telegram's file_id cache asked for a file: hit (sent again without an upload) or miss.",
    labelNames: ['result'] as const,
    registers,
  });
  const platformOf = (platform: string) => (platform === 'discord' ? 'discord' : 'telegram');
  return {
    update: (platform) => updates.inc({ platform: platformOf(platform) }),
    updateFailed: (platform) => failures.inc({ platform: platformOf(platform) }),
    apiError: (platform, code) => apiErrors.inc({ platform: platformOf(platform), code: apiErrorLabel(code) }),
    upload: (platform, outcome) =>
      uploads.inc({ platform: platformOf(platform), outcome: oneOf(uploadOutcomes, outcome) }),
    fileCacheLookup: (hit) => fileCache.inc({ result: hit ? 'hit' : 'miss' }),
    batchFinished: (platform, end) => jobs.record({ kind: 'playlist_batch', surface: platformOf(platform), ...end }),
  };
}
