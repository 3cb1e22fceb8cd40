/**
 * Fit to size: `fit=<MB>` re-encodes the video to at most that size as MP4
 * (H.264 + AAC) whatever `ext` says, finished in a file before the first
 * byte; the bots offer it as "Fit to N MB" for a chat's upload limit. The
 * budget and the encoder's arguments are here; the media core runs ffmpeg,
 * keeps a source already small enough and checks the file's size.
 */
import type { DownloadOption, OptionValues } from '../types.js';
import type { OptionFields } from '../types-request.js';
import { fitBytesOf } from './budget.js';
import { FIT_MUXER } from './encoder.js';
import { fitParam } from './param.js';
import { fitRequestProblem } from './request.js';

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
const fitFields = (values: OptionValues, fields: OptionFields) => ({
  fitBytes: fitBytesOf(Number(values.fit)),
  convert: fields.convert,
  kind: fields.kind,
  subtitles: fields.subs,
  clip: fields.clip,
});

export const fit = {
  id: 'fit',
  params: { fit: fitParam },
  // Any length fits a second: this step sees only what the fields rule out.
  checks: {
    fields: (values, fields) => fitRequestProblem(fitFields(values, { ...fields, clip: undefined }), 1),
    length: (values, fields, durationS) => fitRequestProblem(fitFields(values, fields), durationS),
  },
  plan: { needs: 'video' },
  // The bots set the target in bytes (2 % under a chat's limit), finer than the field's MB.
  mediaField: { name: 'fitBytes', of: (values) => fitBytesOf(Number(values.fit)) },
  outputFormat: { container: 'mp4', muxer: FIT_MUXER, toFile: true },
} satisfies DownloadOption;
