/**
 * The processes of one started download (yt-dlp runs, the server's own
 * fetches, our ffmpeg): stopped together, and the one whose failure caused
 * the others' named as the download's error.
 */
import type { MediaError } from '../errors.js';
import { originUrl } from '../fetch/origin-fetch.js';
import { siteNameOf } from '../site-refusal.js';
import { classifyFfmpegError } from '../tools/ffmpeg.js';
import { type Supervised, stopReasonError } from '../tools/process.js';
import { classifyYtdlpError, lastErrorLine } from '../tools/ytdlp.js';
import type { DownloadPlan } from './download-plan.js';
import type { Feeds } from './ffmpeg-sources.js';

export class JobProcesses {
  readonly list: Supervised[] = [];
  /** Feeders stopped because ffmpeg finished at the duration cap: not failures. */
  readonly collateral = new Set<Supervised>();
  /** The server's own fragment fetches, when it fetches some (feeders.ts). */
  native: Pick<Feeds, 'stop' | 'error'> | undefined;
  /** Our ffmpeg, when one runs: a failure of its own is classified as ffmpeg's. */
  ffmpeg: Supervised | undefined;

  readonly stopAll = (reason: 'cancelled' | 'aborted' = 'cancelled'): void => {
    this.native?.stop();
    for (const p of this.list) p.stop(reason);
  };

  /** Any child failing stops the others, so a broken feeder cannot leave ffmpeg waiting. */
  stopOnFailure(): void {
    for (const p of this.list) {
      void p.exited.then((exit) => {
        if ((exit.code !== 0 || exit.killedBecause) && !this.collateral.has(p)) this.stopAll();
      });
    }
  }

  /** Once every process has ended: the download's error, or undefined when all ended well. */
  failure(plan: Pick<DownloadPlan, 'formats' | 'proxyRefused'>): () => Promise<MediaError | undefined> {
    const exits = Promise.all(this.list.map(async (p) => ({ p, exit: await p.exited })));
    return async () => {
      const results = (await exits).filter(({ p }) => !this.collateral.has(p));
      // A fragment the server fetched itself failed: ffmpeg was stopped because of it.
      const fetchError = this.native?.error();
      if (fetchError) return fetchError;
      const unstartable = results.find(({ exit }) => exit.spawnError);
      if (unstartable) return stopReasonError(unstartable.exit, 'download');
      // The process that failed on its own is the cause; the others were stopped because of it.
      const cause = results.find(({ exit }) => exit.code !== 0 && !exit.killedBecause);
      if (cause) return this.causeError(cause.p, plan);
      const stopped =
        results.find(({ exit }) => exit.killedBecause === 'timeout') ?? results.find(({ exit }) => exit.killedBecause);
      return stopped ? stopReasonError(stopped.exit, 'download') : undefined;
    };
  }

  private causeError(cause: Supervised, plan: Pick<DownloadPlan, 'formats' | 'proxyRefused'>): MediaError {
    const stderr = cause.stderrTail();
    // A blocked format is named by its media's host (a download's stderr names no extractor).
    const link = originUrl(plan.formats[0]?.url);
    const error =
      cause === this.ffmpeg
        ? classifyFfmpegError(stderr, plan.proxyRefused(), siteNameOf(undefined, link))
        : classifyYtdlpError(stderr, plan.proxyRefused(), { step: 'download', link });
    // For the log only: what the tool said (never sent to clients).
    return Object.assign(error, { detail: lastErrorLine(stderr) });
  }
}
