import type { Translate } from '../../src/i18n/index.js';
import { displayTitle, type MediaInfo } from '../../src/media/index.js';
import { fitLabel } from '../shared/job-texts.js';
import type { JobProgress } from '../shared/run-download.js';
import { sizeText } from '../shared/texts.js';
import type { QuickFormat } from './choices.js';

/**
 * Discord-specific sentences, in the reader's words (`t`, see locale.ts):
 * the catalogue's `dc-*` keys (locales/<code>/discord.ftl). The
 * platform-neutral ones are in bots/shared.
 */

/** Discord refuses message content over 2000 characters. */
export const MAX_CONTENT_LENGTH = 2000;

/** The key of what is said when the media has nothing for a `format` shortcut of `/download`. */
export const NO_SUCH_FORMAT: Record<QuickFormat, string> = {
  best: 'dc-no-video-format',
  audio: 'dc-no-audio-format',
  mp3: 'dc-no-audio-to-convert',
};

export function preparingText(t: Translate, label: string): string {
  return t('dc-preparing', { label });
}

/** The reply while a download runs: `⏳ 720p mp4 waits for a free slot (2 ahead)…`, `⏳ Downloading 720p mp4… 42% · 3 MB`, `📤 Uploading …`. */
export function progressLine(t: Translate, label: string, progress: JobProgress): string {
  if (progress.stage === 'uploading') return t('dc-uploading', { label, bytes: progress.bytes });
  if (progress.stage === 'queued') return t('dc-queued', { label, ahead: progress.ahead });
  const verb =
    progress.stage === 'converting'
      ? 'dc-converting'
      : progress.stage === 'compressing'
        ? 'dc-compressing'
        : 'dc-downloading';
  const percent =
    progress.fraction !== undefined
      ? ` ${t('dc-progress-percent', { percent: Math.round(progress.fraction * 100) })}`
      : '';
  const bytes = progress.bytes > 0 ? ` · ${sizeText(t, progress.bytes)}` : '';
  return `${t(verb, { label })}${percent}${bytes}`;
}

/** Added to the over-limit answer when the card's fit menu can make the format small enough. */
export function fitMenuHint(t: Translate, uploadLimitBytes: number): string {
  return t('dc-fit-menu-hint', { fit: fitLabel(t, uploadLimitBytes) });
}

export function deliveredText(t: Translate, label: string, bytes: number): string {
  return t('dc-delivered', { label, bytes });
}

/**
 * For a job that outlived its interaction token and ends in a plain channel
 * message. The mention leads, outside the sentence: no isolation mark of a
 * right-to-left sentence comes near it.
 */
export function lateDeliveryText(t: Translate, userId: string, info: MediaInfo, text: string): string {
  return `<@${userId}> ${t('dc-late-delivery', { title: displayTitle(info.title), text })}`;
}

/** The card's subtitle under the embed. */
export function cardFooter(t: Translate, limitBytes: number, hasLink: boolean): string {
  return t(hasLink ? 'dc-footer-link' : 'dc-footer-no-link', { bytes: limitBytes });
}
