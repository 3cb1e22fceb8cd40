import type { Translate } from '../../src/i18n/index.js';
import { isMediaError, type MediaInfo } from '../../src/media/index.js';
import { type Identity, LimitReachedError } from '../../src/usage/index.js';
import { lookUpEntry } from './batch-lookup.js';
import { decideChoice, type PlatformFacts } from './choice-decision.js';
import type { JobControl } from './job-registry.js';
import { jobEndSentence } from './job-texts.js';
import { isPlaylistInfo, type PlaylistCardEntry } from './playlist-card.js';
import {
  BATCH_MP3_QUALITY,
  type BatchStop,
  type BatchSummary,
  batchStatusText,
  type EntryStage,
  skippedEntryText,
} from './playlist-texts.js';
import { runDownload, type SavedFile } from './run-download.js';
import { errorSentence, refusalText } from './texts.js';

/**
 * "All as MP3": a playlist's entries downloaded one after the other as MP3
 * 192, each through the same path as a press on its own card. Each entry is
 * looked up by its own link (so the URL policy and the egress proxy check it
 * again: a card's links were only checked when it was listed; and it counts
 * as the user's lookup, see batch-lookup.ts), then admitted
 * as one download against the user's limits, downloaded, converted and sent.
 * An entry that fails is named and skipped; a limit stops the run with its
 * sentence; Cancel and shutdown stop it between or during entries.
 */

/** One "All as MP3" run. */
export interface PlaylistBatchSpec {
  /** The words of the user who pressed "All as MP3", for the whole run. */
  t: Translate;
  /** What the platform tells the shared choice decision (media, usage, its name, direct links). */
  platform: PlatformFacts;
  identity: Identity;
  entries: readonly PlaylistCardEntry[];
  /** The platform's upload limit where the button was pressed. */
  uploadLimitBytes: number;
  /** The run's one job: its Cancel button and shutdown abort it. */
  job: JobControl;
  /** Each entry's own temp folder (removed after it, whatever happened). */
  entryDir(index: number): string;
  /** Logs a failure that is not the user's or the media's doing. */
  logFailure(error: unknown): void;
}

/** What speaks the platform during a run. */
export interface BatchPlatform {
  /** Shows the status line (the platform throttles its edits). */
  status(text: string): void;
  /**
   * Sends one entry's file as its own message; throws UploadRefusedAsTooLarge
   * when the platform refused its size.
   */
  upload(file: SavedFile, entry: { index: number; info: MediaInfo }, signal: AbortSignal): Promise<void>;
  /** Sends a sentence as its own message (a skipped entry); a failure here does not stop the run. */
  sendText(text: string): Promise<void>;
}

type EntryOutcome = { kind: 'delivered' } | { kind: 'skipped'; why: string } | { kind: 'stop'; stop: BatchStop };

/** Runs the entries in order and resolves with what happened; never throws for an entry's failure. */
export async function runPlaylistBatch(spec: PlaylistBatchSpec, platform: BatchPlatform): Promise<BatchSummary> {
  const total = spec.entries.length;
  let delivered = 0;
  let skipped = 0;
  const summary = (stop: BatchStop): BatchSummary => ({
    total,
    delivered,
    skipped,
    notTried: total - delivered - skipped,
    stop,
  });
  for (const [index, entry] of spec.entries.entries()) {
    const early = stopOf(spec.job);
    if (early) return summary(early);
    const show = (stage: EntryStage) =>
      platform.status(batchStatusText(spec.t, { index, total, title: entry.title, stage, delivered, skipped }));
    const outcome = await runEntry(spec, platform, index, entry, show);
    if (outcome.kind === 'stop') return summary(outcome.stop);
    if (outcome.kind === 'delivered') {
      delivered++;
      continue;
    }
    skipped++;
    await platform.sendText(skippedEntryText(spec.t, index, total, entry.title, outcome.why)).catch(spec.logFailure);
  }
  return summary({ kind: 'done' });
}

/** Cancel or shutdown, once the job's signal says so. */
function stopOf(job: JobControl): BatchStop | undefined {
  if (!job.signal.aborted) return undefined;
  return { kind: job.stoppedByShutdown ? 'shutdown' : 'cancelled' };
}

async function runEntry(
  spec: PlaylistBatchSpec,
  platform: BatchPlatform,
  index: number,
  entry: PlaylistCardEntry,
  show: (stage: EntryStage) => void,
): Promise<EntryOutcome> {
  const { media } = spec.platform;
  const { signal } = spec.job;
  const { t } = spec;
  show({ stage: 'looking_up' });
  let info: MediaInfo;
  try {
    // The URL policy is applied here, before anything fetches the entry; the proxy checks every request after.
    info = await lookUpEntry({
      media,
      usage: spec.platform.usage,
      identity: spec.identity,
      url: entry.url,
      signal,
      onWait: (seconds) => show({ stage: 'waiting', seconds }),
    });
  } catch (error) {
    const stop = stopOf(spec.job);
    if (stop) return { kind: 'stop', stop };
    // Refused as a lookup (blocked meanwhile): the rest would be too.
    if (error instanceof LimitReachedError)
      return { kind: 'stop', stop: { kind: 'limit', sentence: refusalText(t, error.refusal) } };
    if (!isMediaError(error)) spec.logFailure(error);
    return { kind: 'skipped', why: errorSentence(t, error) };
  }
  // An entry whose own link is a playlist again: a run does not descend into it.
  if (isPlaylistInfo(info)) return { kind: 'skipped', why: t('bot-nested-playlist') };

  const decision = await decideChoice(t, spec.platform, {
    identity: spec.identity,
    url: entry.url,
    info,
    choice: { type: 'mp3', quality: BATCH_MP3_QUALITY },
    uploadLimitBytes: spec.uploadLimitBytes,
  });
  if (decision.kind === 'answer') {
    // Too long is this entry's matter; any other refusal (a daily limit, access) holds for the rest too.
    const stopsTheRun = decision.refusal !== undefined && decision.refusal.code !== 'limit_max_duration';
    return stopsTheRun ? { kind: 'stop', stop: { kind: 'limit', sentence: decision.text } } : skip(decision.text);
  }

  const end = await runDownload(
    {
      media,
      request: decision.request,
      ticket: decision.ticket,
      lookups: decision.lookups,
      mediaPlatform: info.platform,
      uploadLimitBytes: spec.uploadLimitBytes,
      dir: spec.entryDir(index),
      job: spec.job,
      logFailure: spec.logFailure,
    },
    {
      progress: (progress) =>
        show(
          progress.stage === 'queued'
            ? progress
            : progress.stage === 'downloading'
              ? { stage: 'downloading', fraction: progress.fraction, bytes: progress.bytes }
              : progress.stage === 'converting'
                ? { stage: 'converting' }
                : { stage: 'uploading', bytes: progress.bytes },
        ),
      upload: (file, uploadSignal) => platform.upload(file, { index, info }, uploadSignal),
    },
  );
  switch (end.kind) {
    case 'delivered':
      return { kind: 'delivered' };
    case 'cancelled':
    case 'shutdown':
      return { kind: 'stop', stop: { kind: end.kind } };
    case 'limit_reached':
      return { kind: 'stop', stop: { kind: 'limit', sentence: refusalText(t, end.refusal) } };
    case 'over_upload_limit':
    case 'failed':
      return skip(jobEndSentence(t, end, decision.overLimit) ?? errorSentence(t, undefined));
  }
}

const skip = (why: string): EntryOutcome => ({ kind: 'skipped', why });
