/** The door to the download options (src/options/<id>/): the registry and what the house reads of it. */

export {
  ALL_CHECK_STEPS,
  type CheckStep,
  fieldProblems,
  firstProblem,
  optionRequestOf,
  optionRequestOfQuery,
} from './checks.js';
export {
  clipCuts,
  clipDisplayLabel,
  clipFileLabel,
  clipLengthS,
  clipProblem,
  clipProblemField,
  exactCutCodec,
  formatSeconds,
  formatTimecode,
  MAX_TIME_S,
  parseClipRange,
  parseTimecode,
} from './clip/index.js';
export { type CoverArt, coverAndTags, type MediaTags, type Tagging } from './cover-tags/index.js';
export {
  FIT_MAX_MB,
  FIT_MIN_MB,
  FIT_MUXER,
  FIT_NEEDS_DURATION,
  type FitBudget,
  type FitSource,
  fitBudget,
  fitBytesOf,
  fitCodecArgs,
  fitLengthS,
  fitMb,
  fitProblem,
  fitRequestProblem,
  maxFitDurationS,
  retryBudget,
} from './fit/index.js';
export { optionListLinkParams, optionListParams, optionListRequestFields } from './lists.js';
export {
  DEFAULT_MP3_KBPS,
  type Mp3Quality,
  mp3EncoderArgs,
  mp3Qualities,
  normalizeMp3,
  qualitySchema,
} from './mp3-bitrate/index.js';
export { downloadOption, downloadOptions, registerOption } from './registry.js';
export { mediaFieldsOf, optionOutput } from './request-values.js';
export { type LanguageFormat, type LanguageMedia, soundLanguage } from './sound-language/index.js';
export { spanFields, spanStage } from './span.js';
export {
  type FetchedSubtitle,
  MAX_SUBS_PER_DOWNLOAD,
  type ReadableSubtitleExt,
  readableSubtitleExts,
  type SubtitleMuxing,
  subtitleInput,
  subtitleLangPattern,
  subtitles,
  subtitleTrackOutputs,
} from './subtitles/index.js';
// Every type of the shape (types.ts, with its stages').
export type * from './types.js';
export {
  audioStages,
  flipToggle,
  optionParams,
  optionsMakeMp3,
  optionsStopPassThrough,
  optionValuesOf,
  optionValuesSchema,
  toggledSchema,
  toggledValues,
} from './values.js';
