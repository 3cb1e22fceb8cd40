/** The door to the download options (src/options/<id>/): the registry and what the house reads of it. */
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
export {
  fieldsRequestOf,
  fieldsRequestOfQuery,
  optionFieldProblem,
  optionListLinkParams,
  optionListParams,
  optionListRequestFields,
  optionMediaProblem,
} from './lists.js';
export {
  DEFAULT_MP3_KBPS,
  type Mp3Quality,
  mp3EncoderArgs,
  mp3Qualities,
  normalizeMp3,
  qualitySchema,
} from './mp3-bitrate/index.js';
export { downloadOption, downloadOptions, registerOption } from './registry.js';
export { mediaFieldsOf, optionFieldProblems, optionLengthProblem, optionOutput } from './request-values.js';
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
export type {
  AudioStage,
  AutomaticOption,
  ChosenFormat,
  DownloadOption,
  ExtraInput,
  MeasuringPass,
  OptionRequest,
  OptionToggle,
  OptionValues,
  OutputArgs,
  OutputRun,
  OutputStage,
} from './types.js';
export type {
  ClipCut,
  ClipRange,
  ClipRequest,
  InputStage,
  OptionSentence,
  RequestFields,
  Span,
  SpanAsked,
  SpanCut,
  SpanFields,
  SpanRange,
  SpanStage,
} from './types-clip.js';
export type { FieldProblem, FieldsRequest, ListParam, MenuItem, MenuMedia, OptionMenu } from './types-lists.js';
export type { MediaField, OptionChecks, OptionFields, OptionOutput } from './types-request.js';
export {
  audioStages,
  flipToggle,
  optionParams,
  optionProblem,
  optionsMakeMp3,
  optionsStopPassThrough,
  optionValuesOf,
  optionValuesSchema,
  toggledSchema,
  toggledValues,
} from './values.js';
