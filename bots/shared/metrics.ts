import type { BotMetrics, BotPlatform, UploadOutcome } from '../../src/metrics/index.js';
import type { BatchSummary } from './playlist-texts.js';
import { UploadRefusedAsTooLarge } from './run-download.js';

/*
 * What both bots tell the process's metrics (src/metrics, handed in as
 * BotDeps.metrics), in one place so the platforms' files only call these.
 * Counting never changes what a bot does: without metrics these do nothing,
 * and what they are told is bounded (outcomes, codes), never a chat or a file.
 */

/** How an upload that threw ended: refused as too large, stopped by Cancel or shutdown, or failed. */
export function uploadFailure(error: unknown, signal?: AbortSignal): UploadOutcome {
  if (error instanceof UploadRefusedAsTooLarge) return 'too_large';
  return signal?.aborted ? 'cancelled' : 'error';
}

/** Runs one upload (with its own retries) and counts how it ended. */
export async function countedUpload<T>(
  metrics: BotMetrics | undefined,
  platform: BotPlatform,
  signal: AbortSignal | undefined,
  upload: () => Promise<T>,
): Promise<T> {
  try {
    const result = await upload();
    metrics?.upload(platform, 'ok');
    return result;
  } catch (error) {
    metrics?.upload(platform, uploadFailure(error, signal));
    throw error;
  }
}

/**
 * Counts a finished playlist run ("All as MP3") as a job of kind
 * playlist_batch: ok when every entry was tried (skipped ones included: each
 * entry is a download job of its own), cancelled by Cancel or shutdown, an
 * error when a limit stopped it.
 */
export function countBatch(
  metrics: BotMetrics | undefined,
  platform: BotPlatform,
  summary: BatchSummary,
  startedAt: number,
): void {
  if (!metrics) return;
  const { stop } = summary;
  const durationMs = Math.max(0, Date.now() - startedAt);
  if (stop.kind === 'done') metrics.batchFinished(platform, { outcome: 'ok', durationMs });
  else if (stop.kind === 'limit')
    metrics.batchFinished(platform, { outcome: 'error', code: 'limit_reached', durationMs });
  else metrics.batchFinished(platform, { outcome: 'cancelled', code: stop.kind, durationMs });
}
