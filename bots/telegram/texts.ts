import type { Translate } from '../../src/i18n/index.js';
import type { JobProgress } from '../shared/run-download.js';

/**
 * Telegram's own sentences, from locales/<code>/telegram.ftl; the
 * platform-neutral ones are in bots/shared (bots.ftl). Short ones are said
 * where they are used: `t('tg-card-expired')`.
 */

/** The words of /start and /help. */
export function helpText(t: Translate, uploadLimitBytes: number): string {
  return t('tg-help', { limit: uploadLimitBytes });
}

/** A job's first words, and the answer to the press that started it: `720p mp4: starting…`. */
export function startingText(t: Translate, label: string): string {
  return t('tg-starting', { label });
}

/**
 * The status message while a download runs: `720p mp4: waiting for a free slot (2 ahead)…`,
 * `720p mp4: downloading… 42%`, `…: uploading 3 MB…`.
 */
export function progressLine(t: Translate, label: string, progress: JobProgress): string {
  if (progress.stage === 'queued') return t('tg-progress-queued', { label, ahead: progress.ahead });
  const percent = Math.floor((progress.stage === 'uploading' ? 0 : (progress.fraction ?? 0)) * 100);
  if (progress.stage === 'uploading') return t('tg-progress-uploading', { label, bytes: progress.bytes });
  if (progress.stage === 'converting') return t('tg-progress-converting', { label });
  if (progress.stage === 'compressing') return t('tg-progress-compressing', { label, percent });
  if (progress.fraction !== undefined) return t('tg-progress-downloading', { label, percent });
  return t('tg-progress-downloading-bytes', { label, bytes: progress.bytes });
}
