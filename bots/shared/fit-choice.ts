import { defaultLocale, type Translate, translator } from '../../src/i18n/index.js';
import type { ClipRange, DownloadRequest, MediaInfo } from '../../src/media/index.js';
import { FIT_MIN_MB, fitBytesOf, fitRequestProblem } from '../../src/options/index.js';
import { type Choice, isOverUploadLimit } from './choices.js';

/** Whether a fit can be made does not depend on the language: the offer asks in English and keeps only the answer. */
const english = translator(defaultLocale);

/**
 * "Fit to N MB" in both bots: a video format over the chat's upload limit,
 * re-encoded by the media layer (DownloadRequest.fitBytes) to fit under it.
 * Telegram offers it on the over-limit answer, Discord in the card's fit menu.
 */

/**
 * What a fit aims at: 2 % under the chat's limit, so the upload's own
 * framing and a platform that counts a little differently still take it.
 */
export function fitTargetBytes(uploadLimitBytes: number): number {
  return Math.floor(uploadLimitBytes * 0.98);
}

/**
 * Why this choice cannot be fitted under the limit (a sentence in the
 * reader's words), or undefined. For a video the fit option's
 * fitRequestProblem decides: its length unknown, or longer than fits.
 */
export function fitChoiceProblem(
  t: Translate,
  info: MediaInfo,
  choice: Choice,
  uploadLimitBytes: number,
  clip?: ClipRange | undefined,
): string | undefined {
  if (choice.type !== 'format' || choice.format.kind !== 'video') return t('bot-fit-video-only');
  const fitBytes = fitTargetBytes(uploadLimitBytes);
  if (fitBytes < fitBytesOf(FIT_MIN_MB)) return t('bot-fit-limit-too-small');
  const problem = fitRequestProblem({ fitBytes, kind: 'video', clip }, info.durationSeconds);
  if (problem === undefined) return undefined;
  // The API's sentence names its `fit` parameter; a chat user pressed a button.
  if (problem.key === 'error-fit-needs-duration') return t('bot-fit-needs-duration');
  return t(problem.key, problem.args);
}

/** True when the choice is (known to be) over the limit and a fit of it can be made: offer "Fit to N MB". */
export function fitOffered(
  info: MediaInfo,
  choice: Choice,
  uploadLimitBytes: number,
  clip?: ClipRange | undefined,
): boolean {
  return (
    isOverUploadLimit(info, choice, uploadLimitBytes, clip) &&
    fitChoiceProblem(english, info, choice, uploadLimitBytes, clip) === undefined
  );
}

/** The request of a fit choice: the format's own, re-encoded under the limit (always MP4). */
export function fitChoice(request: DownloadRequest, uploadLimitBytes: number): DownloadRequest {
  return { ...request, ext: 'mp4', fitBytes: fitTargetBytes(uploadLimitBytes) };
}
