/**
 * The media core's one door: code outside src/media imports from here only
 * (tests may reach inside). The core works in stages, each in its folder:
 * lookup/ reads a link, download/ plans and runs one, fetch/ is the server's
 * own fetch of files and fragments, tools/ runs yt-dlp and ffmpeg confined,
 * egress/ decides and carries every request the tools make. See
 * docs/ARCHITECTURE.md. The stages import downward only, so none is in a
 * circle with another: download → lookup → tools → egress, download → fetch
 * → egress (and any stage → the root files: errors, schemas, types, clip…).
 */

// Upkeep of the tools: where they are, their versions, yt-dlp's age and update, the confinement.
export {
  MissingBinaryError,
  type ProbedBinaries,
  probeBinaries,
  probedFor,
  resolveBinaries,
  type ToolProbe,
} from '../binaries/index.js';
// What a link is and what can be downloaded from it.
// A clip's times and ranges live with its option (src/options/clip); the bots read them here.
export {
  type ClipRange,
  type ClipRequest,
  clipCuts,
  clipDisplayLabel,
  clipLengthS,
  clipProblem,
  clipProblemField,
  formatSeconds,
  MAX_TIME_S,
  type Mp3Quality,
  mp3Qualities,
  parseClipRange,
  parseTimecode,
} from '../options/index.js';
// The artist an audio file is tagged with (a music channel's name without " - Topic"), for the bots' uploads too.
export { artistName } from './download/tags.js';
export type { PrivateUrlPolicy } from './egress/url-guard.js';
export {
  DATABASE_RETRY_AFTER_S,
  databaseUnavailableError,
  diskFullError,
  isMediaError,
  isOutOfSpace,
  MediaError,
  type MediaErrorCode,
  mediaErrorCodes,
} from './errors.js';
export { RangeNotSatisfiableError } from './fetch/origin-fetch.js';
export { jobRequestKinds } from './fetch/request-budget.js';
export { contentDisposition, displayTitle } from './filename.js';
export { describeFormat } from './format-words.js';
export type { MediaObserver } from './observer.js';
export type { PotProviderAnswer } from './pot-provider.js';
export {
  extSchema,
  kindSchema,
  selectorSchema,
  titleSchema,
} from './schemas.js';
export { MediaService } from './service.js';
export type { MediaServiceOptions } from './service-options.js';
export type { SiteCookies } from './site-cookies.js';
export type { SiteGate } from './site-gate.js';
export {
  isSiteRefusal,
  type RefusalClass,
  refusalBlamesCookies,
  refusalClasses,
  refusalCodes,
  type SiteRefusalError,
  serverRefusals,
  siteRefusalError,
} from './site-refusal.js';
export { fileIdentity } from './tools/file-identity.js';
export { chooseJsRuntime } from './tools/js-runtime.js';
export {
  type ExitInfo,
  liveChildCount,
  onToolExit,
  stopAllChildren,
  type ToolExitListener,
  toolProcessCounts,
} from './tools/process.js';
export { ConfinementUnavailableError } from './tools/sandbox/confinement.js';
export { startYtdlpInView } from './tools/sandbox/runs-in-view.js';
export { readToolVersion, readToolVersions } from './tools/versions.js';
export type { YoutubeHelpers } from './tools/youtube-helpers.js';
export {
  updateYtdlp,
  type YtdlpFreshness,
  type YtdlpUpdateResult,
  ytdlpFreshness,
} from './tools/ytdlp-freshness.js';
export type {
  AudioChoice,
  AudioLanguage,
  ByteQuota,
  ByteRangeRequest,
  DownloadHandle,
  DownloadProgress,
  DownloadRequest,
  DurationLimit,
  FormatKind,
  FormatWord,
  LookupCounter,
  MediaApi,
  MediaFormat,
  MediaInfo,
  PlaylistEntry,
  SubtitleTrack,
} from './types.js';
