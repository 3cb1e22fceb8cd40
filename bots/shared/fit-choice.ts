import { english } from '../../src/i18n/index.js';
import {
  type ClipRange,
  type DownloadRequest,
  FIT_MIN_MB,
  fitBytesOf,
  fitRequestProblem,
  type MediaInfo,
} from '../../src/media/index.js';
import { type Choice, isOverUploadLimit } from './choices.js';

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

/** Why this choice cannot be fitted under the limit (a sentence), or undefined. */
export function fitChoiceProblem(
  info: MediaInfo,
  choice: Choice,
  uploadLimitBytes: number,
  clip?: ClipRange | undefined,
): string | undefined {
  if (choice.type !== 'format' || choice.format.kind !== 'video') return 'Only a video format can be fitted.';
  const fitBytes = fitTargetBytes(uploadLimitBytes);
  if (fitBytes < fitBytesOf(FIT_MIN_MB)) return 'The upload limit here is too small to fit a video into.';
  const problem = fitRequestProblem({ fitBytes, kind: 'video', clip }, info.durationSeconds);
  return problem && english(problem);
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
    fitChoiceProblem(info, choice, uploadLimitBytes, clip) === undefined
  );
}

/** The request of a fit choice: the format's own, re-encoded under the limit (always MP4). */
export function fitChoice(request: DownloadRequest, uploadLimitBytes: number): DownloadRequest {
  return { ...request, ext: 'mp4', fitBytes: fitTargetBytes(uploadLimitBytes) };
}
