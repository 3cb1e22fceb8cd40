/**
 * Fit to size: `fit=<MB>` re-encodes the video to at most that size as MP4
 * (H.264 + AAC) whatever `ext` says, finished in a file before the first
 * byte; the bots offer it as "Fit to N MB" for a chat's upload limit. The
 * budget and the encoder's arguments are here; the media core runs ffmpeg,
 * keeps a source already small enough and checks the file's size.
 */
import type { Sentence } from '../../i18n/index.js';
import type { DownloadOption, OptionRequest } from '../types.js';
import { fitBytesOf } from './budget.js';
import { FIT_MUXER } from './encoder.js';
import { fitParam } from './param.js';
import { type FitFields, fitRequestProblem } from './request.js';

export {
  FIT_MAX_MB,
  FIT_MIN_MB,
  FIT_NEEDS_DURATION,
  type FitBudget,
  type FitSource,
  fitBudget,
  fitBytesOf,
  fitMb,
  fitProblem,
  maxFitDurationS,
  retryBudget,
} from './budget.js';
export { FIT_MUXER, fitCodecArgs } from './encoder.js';
export { fitLengthS, fitRequestProblem } from './request.js';

/** The fit's request as fitRequestProblem reads it: the target in bytes, and what it cannot go with. */
const fitFields = (request: OptionRequest, clip: FitFields['clip']): FitFields => ({
  fitBytes: request.mediaFields.fitBytes,
  convert: request.convert,
  kind: request.kind,
  subtitles: request.lists.subtitles,
  clip,
});

/** The clip's range once its end is known (the clip's own check refuses it before this one otherwise). */
const knownClip = ({ span }: OptionRequest) => (span?.endS === undefined ? undefined : { ...span, endS: span.endS });

/** A fit problem, about its own field. */
const onFit = (sentence: Sentence | undefined) => sentence && { field: 'fit', sentence };

export const fit = {
  id: 'fit',
  params: { fit: fitParam },
  // Any length fits a second: this step sees only what the fields rule out.
  checks: {
    fields: (request) => onFit(fitRequestProblem(fitFields(request, undefined), 1)),
    length: (request) => onFit(fitRequestProblem(fitFields(request, knownClip(request)), request.durationS)),
  },
  plan: { needs: 'video' },
  // The bots set the target in bytes (2 % under a chat's limit), finer than the field's MB.
  mediaField: { name: 'fitBytes', of: (values) => fitBytesOf(Number(values.fit)) },
  outputFormat: { container: 'mp4', muxer: FIT_MUXER, toFile: true },
} satisfies DownloadOption;
