import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaApi } from '../../src/media/index.js';

/** A thumbnail being fetched for an upload, alongside the download. */
export interface PendingThumbnail {
  /**
   * The JPEG's path once it is ready, waiting at most `waitMs` more for it;
   * undefined when there is none (no URL, a failure, or not ready in time).
   * Never throws: an upload goes without a thumbnail rather than fail.
   */
  path(waitMs: number): Promise<string | undefined>;
  /** Stops a fetch still running and removes the file. Never throws; call it whatever happened. */
  dispose(): Promise<void>;
}

type Thumbnail = Awaited<ReturnType<MediaApi['thumbnail']>>;

const NONE: PendingThumbnail = { path: async () => undefined, dispose: async () => undefined };

/**
 * Starts `media.thumbnail(url)` at once, so that it runs while the file
 * downloads. Aborting `jobSignal` (Cancel, shutdown) stops it too.
 */
export function fetchThumbnail(
  media: MediaApi,
  url: string | undefined,
  jobSignal: AbortSignal,
  onError: (error: unknown, aborted: boolean) => void,
): PendingThumbnail {
  if (!url) return NONE;
  const controller = new AbortController();
  const stop = () => controller.abort();
  jobSignal.addEventListener('abort', stop, { once: true });
  if (jobSignal.aborted) controller.abort();

  const result: Promise<Thumbnail | undefined> = Promise.resolve()
    // Part of the download's job, which holds a slot already: waiting for a second one could outlast the upload.
    .then(() => media.thumbnail(url, { signal: controller.signal, withinJob: true }))
    .catch((error: unknown) => {
      onError(error, controller.signal.aborted);
      return undefined;
    });

  return {
    async path(waitMs) {
      if (controller.signal.aborted) return undefined;
      const timer = new AbortController();
      const late = sleep(waitMs, undefined, { signal: timer.signal }).catch(() => undefined);
      const ready = await Promise.race([result, late]);
      timer.abort();
      // Not ready in time: stop it (dispose still removes whatever it made).
      if (!ready) controller.abort();
      return ready?.path;
    },
    async dispose() {
      jobSignal.removeEventListener('abort', stop);
      controller.abort();
      const thumbnail = await result;
      await thumbnail?.cleanup().catch(() => undefined);
    },
  };
}
