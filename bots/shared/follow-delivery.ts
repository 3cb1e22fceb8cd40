import { asKnownFault } from '../../src/faults.js';
import type { DeliveryOutcome, Follow, FollowForm, FollowNote } from '../../src/follows/index.js';
import { defaultLocale, type Translate, translator } from '../../src/i18n/index.js';
import { isMediaError, type MediaInfo } from '../../src/media/index.js';
import type { Refusal } from '../../src/usage/index.js';
import { type Choice, isOverUploadLimit } from './choices.js';
import { fitChoiceProblem } from './fit-choice.js';
import type { JobEnd } from './job-texts.js';
import { secondsUntil } from './usage-texts.js';

/**
 * A followed entry delivered into a chat the way a pressed button is: the
 * follow's form becomes a card's choice, and how the press ended becomes the
 * engine's outcome (src/follows). Both bots share this.
 */

/** Whether a fit can be made does not depend on the language. */
const english = translator(defaultLocale);

/** What a press led to: a sentence instead (and the limits' refusal, if they said no), or the job's end. */
export type PressResult = { kind: 'answer'; refusal?: Refusal | undefined } | { kind: 'ended'; end: JobEnd };

/** The forms a follow offers, in button order. */
export const FOLLOW_FORMS: readonly FollowForm[] = [
  { kind: 'video_fit' },
  { kind: 'mp3', bitrate: 128 },
  { kind: 'mp3', bitrate: 192 },
  { kind: 'mp3', bitrate: 256 },
  { kind: 'mp3', bitrate: 320 },
  { kind: 'audio' },
];

/** A form's name on its button and in sentences. */
export function formLabel(t: Translate, form: FollowForm): string {
  if (form.kind === 'mp3') return t('bot-choice-mp3', { quality: form.bitrate });
  return t(form.kind === 'audio' ? 'follow-form-audio' : 'follow-form-video');
}

/**
 * The card's choice for a form, and whether it is fitted: the best video, fitted under the
 * chat's limit when it is (or may be) over it and a fit can be made; the best audio as it is
 * (an MP3 at 192 kbps without one); an MP3 at the bitrate.
 */
export function formChoice(
  info: MediaInfo,
  form: FollowForm,
  uploadLimitBytes: number,
): { choice: Choice; fit: boolean } | undefined {
  if (form.kind === 'mp3') return { choice: { type: 'mp3', quality: form.bitrate }, fit: false };
  if (form.kind === 'audio') {
    const audio = info.formats.find((f) => f.kind === 'audio');
    return { choice: audio ? { type: 'format', format: audio } : { type: 'mp3', quality: 192 }, fit: false };
  }
  const video = info.formats.find((f) => f.kind === 'video');
  if (!video) return undefined;
  const choice: Choice = { type: 'format', format: video };
  // Nobody is there to press "Fit to N MB": a video over the limit, or of a size not known, is fitted when it can be.
  const mayBeOver = video.filesizeApprox === undefined || isOverUploadLimit(info, choice, uploadLimitBytes);
  const fit = mayBeOver && fitChoiceProblem(english, info, choice, uploadLimitBytes) === undefined;
  return { choice, fit };
}

const DAILY_LIMITS = new Set(['limit_downloads_per_day', 'limit_mb_per_day']);
const PASSING_LIMITS = new Set(['limit_concurrent_jobs', 'limit_info_per_minute']);

/** How a press's end reads to the engine: delivered, later, never (the chat was told why), or stopped by a daily limit. */
export function deliveryOutcome(result: PressResult): DeliveryOutcome {
  if (result.kind === 'answer') {
    const code = result.refusal?.code;
    if (code && DAILY_LIMITS.has(code)) return { outcome: 'limited', resetsAt: result.refusal?.resetsAt };
    if (code && PASSING_LIMITS.has(code)) return { outcome: 'retry', error: code };
    return { outcome: 'dropped', error: code ?? 'answered' };
  }
  const { end } = result;
  switch (end.kind) {
    case 'delivered':
      return { outcome: 'delivered' };
    case 'limit_reached':
      return DAILY_LIMITS.has(end.refusal.code)
        ? { outcome: 'limited', resetsAt: end.refusal.resetsAt }
        : { outcome: 'retry', error: end.refusal.code };
    case 'shutdown':
      return { outcome: 'retry', error: 'shutdown' };
    case 'cancelled':
    case 'over_upload_limit':
      return { outcome: 'dropped', error: end.kind };
    case 'failed':
      return failedOutcome(end.error);
  }
}

/** A media error is the entry's (said in the chat, not tried again); the rest may pass (the disk, the database, the platform). */
function failedOutcome(thrown: unknown): DeliveryOutcome {
  const error = asKnownFault(thrown);
  if (error instanceof Error && error.name === 'UnconfirmedSend') return { outcome: 'dropped', error: 'unconfirmed' };
  if (isMediaError(error) && error.code !== 'disk_full' && error.code !== 'database_unavailable') {
    return { outcome: 'dropped', error: error.code };
  }
  return { outcome: 'retry', error: isMediaError(error) ? error.code : 'upload_failed' };
}

/** The line announcing a new entry: the follow's title, the entry's title and its link. */
export function newEntryText(t: Translate, follow: Follow, entry: { title: string; url: string }): string {
  return t('follow-new-entry', { follow: follow.title, title: entry.title, link: entry.url });
}

/** A note of the engine as one line in the chat. */
export function followNoteText(t: Translate, follow: Follow, note: FollowNote, now = new Date()): string {
  const title = follow.title;
  switch (note.kind) {
    case 'left':
      return t('follow-left', { title, count: note.count });
    case 'limit_skipped':
      return note.resetsAt
        ? t('follow-limit-skipped', { title, count: note.count, wait: secondsUntil(note.resetsAt, now) })
        : t('follow-limit-skipped-later', { title, count: note.count });
    case 'failing':
      return t('follow-failing', { title });
    case 'paused':
      return t('follow-paused', { title });
  }
}
