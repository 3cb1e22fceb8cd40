import type { Readable } from 'node:stream';
import type { Sentence } from '../i18n/index.js';
import type { ClipRequest, Mp3Quality, OptionValues } from '../options/index.js';

/** What a format is, for a person choosing one. */
export type FormatKind = 'video' | 'audio' | 'other';

/** One entry of `formats` in the SPEC's media info object. */
export interface MediaFormat {
  id: string;
  /** yt-dlp format selector, passed back unchanged to download. */
  selector: string;
  ext: string;
  kind: FormatKind;
  label: string;
  /** Parts joined by " · ". */
  detail: string;
  /** Approximate size in bytes; absent when neither size nor bitrate is known. */
  filesizeApprox?: number;
  /** Not in the SPEC response: kept for the bots (Telegram sendVideo wants them). */
  width?: number;
  height?: number;
  /**
   * The label's and detail's parts when one of them is a word ("Audio", "no audio"), for
   * describeFormat to put in the reader's language; `label` and `detail` above are their English.
   * Absent when every part reads the same in any language ("720p", "MP4 · H.264").
   */
  words?: { label: FormatWord; detail: FormatWord[] };
  /** The language of its sound (an audio format, or a video merged with audio in one language); absent when unknown. */
  language?: string;
  /**
   * A video merged with sound, where the sound comes in several languages
   * (MediaInfo.audioLanguages): the same video with each language's sound, by
   * language code. Absent otherwise.
   */
  byAudioLanguage?: Record<string, AudioChoice>;
}

/** A video merged with the sound in one language: what a choice of language changes in a format object. */
export interface AudioChoice {
  id: string;
  selector: string;
  ext: string;
  filesizeApprox?: number;
}

/** One language the sound of a media comes in (MediaInfo.audioLanguages). */
export interface AudioLanguage {
  /** The language code as yt-dlp gives it (en, es-419, pt). */
  lang: string;
  /** The language's English name; absent when the code has none. */
  name?: string;
  /** The language the media was made in (else the site's default sound): listed first. */
  original: boolean;
}

/** A part of a format's label or detail: the same in every language ("H.264"), or a sentence of the catalogue. */
export type FormatWord = string | Sentence;

/** The SPEC's media info object. */
export interface MediaInfo {
  id: string;
  title: string;
  uploader?: string;
  durationSeconds?: number;
  thumbnail?: string;
  platform: string;
  webpageUrl: string;
  /** Empty for a playlist: its entries are downloaded one by one, each by its own link. */
  formats: MediaFormat[];
  /** Only for a playlist (not in the SPEC's single-media object): its entries, read flat. */
  entries?: PlaylistEntry[];
  /** Only for a playlist: how many entries it has in all, when known (entries may be capped). */
  entryCount?: number;
  /** The subtitle tracks, one per language (lookup/subtitles.ts); absent when there are none. No URLs. */
  subtitles?: SubtitleTrack[];
  /**
   * The languages the sound comes in, the original first; only when two or
   * more. The video formats' `byAudioLanguage` and the audio formats'
   * `language` pick one.
   */
  audioLanguages?: AudioLanguage[];
}

/** One subtitle language of a media, as listed for people; its files' URLs stay in the info cache. */
export interface SubtitleTrack {
  /** The language code as yt-dlp gives it (en, en-US, de-orig); what `subs` takes. */
  lang: string;
  /** A name for people: the site's, or the language's English name; absent when neither is known. */
  name?: string;
  /** An automatic caption (speech recognition, machine translation) rather than one uploaded. */
  automatic: boolean;
  /** The formats the site has it in (vtt, srt, ttml…), as yt-dlp names them. */
  formats: string[];
}

/** One entry of a playlist, as listed without extracting it. */
export interface PlaylistEntry {
  id: string;
  title: string;
  /** The entry's own link, to look up and download like any other; it passed the URL policy. */
  url: string;
  durationSeconds?: number;
  thumbnail?: string;
}

/** The SPEC's download parameters, already validated. */
export interface DownloadRequest {
  url: string;
  selector: string;
  ext: string;
  /** `subtitles`: one subtitle track alone (`subtitles` names it, `ext` is srt or vtt; the selector is not used). */
  kind: FormatKind | 'subtitles';
  title: string;
  convert?: 'mp3';
  /** Only used with convert=mp3; defaults to 192. */
  quality?: Mp3Quality;
  /** Only this part of the media (validated against its duration with clipProblem). */
  clip?: ClipRequest | undefined;
  /** Subtitle languages (MediaInfo.subtitles' `lang`) muxed into a video, or the one track of kind `subtitles`. */
  subtitles?: string[] | undefined;
  /**
   * Re-encode to at most this many bytes (src/options/fit): H.264 + AAC in MP4,
   * whatever `ext` says. Not with convert=mp3; the length must be known.
   */
  fitBytes?: number | undefined;
  /** The download options asked for (src/options: `loudness`), by id; each checks what it can be applied to. */
  options?: OptionValues | undefined;
}

export interface DownloadProgress {
  /** `compressing`: a fit's encode, its fraction the share of the length done. */
  phase: 'downloading' | 'converting' | 'compressing';
  bytes: number;
  /** 0..1 when it can be estimated. */
  fraction?: number;
}

/**
 * A byte budget for one download (the user's LIMIT_MB_PER_DAY). Its errors
 * reach the caller unchanged: through download() before the first byte, on
 * the stream and `done` after it.
 */
export interface ByteQuota {
  /**
   * Called once the formats are chosen, before any download process starts,
   * with the expected size in bytes (exact or approximate; undefined when
   * unknown). Throws (or rejects) to refuse the download.
   */
  admit(expectedBytes: number | undefined): Promise<void> | void;
  /**
   * Called before the download would send more than it was allowed so far:
   * returns how many bytes it may send in all (at least `neededBytes`), or
   * throws (rejects), and the download is then cut (the stream is destroyed).
   * The source is paused while an answer is awaited (the usage records may be
   * in a database across the network).
   */
  extend(neededBytes: number, sentBytes: number): Promise<number> | number;
}

/**
 * Counts the extractions a caller causes against its user's lookup limit
 * (LIMIT_INFO_PER_MINUTE). Asked only when an extraction is about to start,
 * never for an answer from the info cache.
 */
export interface LookupCounter {
  /** Records the lookup before it starts; throws (rejects) to refuse it. Resolves with its end. */
  begin(): Promise<{ ok(mediaPlatform: string): void; failed(error: unknown): void }>;
}

/** Options of {@link MediaApi.info}. */
export interface InfoOptions {
  signal?: AbortSignal | undefined;
  /** Where an extraction (not a cached answer) is counted; none: the caller counted the request itself. */
  lookups?: LookupCounter | undefined;
  /** Ask the site again rather than answer from the info cache (the canary; a followed feed's check). */
  fresh?: boolean | undefined;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Where the download's extraction is counted when the link is not in the info cache. */
  lookups?: LookupCounter | undefined;
  onProgress?: (progress: DownloadProgress) => void;
  /**
   * The job waits for a slot of the job queue (MAX_CONCURRENT_JOBS busy):
   * told how many jobs wait ahead of it, at once and each time it moves up.
   * The wait counts towards JOB_TIMEOUT_S.
   */
  onQueued?: ((ahead: number) => void) | undefined;
  quota?: ByteQuota | undefined;
  /**
   * The user's duration limit (LIMIT_MAX_DURATION_S), whenever one applies.
   * Sites can say anything about length, so whatever this one says, ffmpeg
   * stops the file there (a file that would pass through is remuxed for it).
   */
  durationLimit?: DurationLimit | undefined;
  /**
   * One byte range of the file (HTTP Range). Honoured only where the handle
   * says `acceptsRanges` (a file passed through natively, its size known),
   * by asking the site for that range; ignored everywhere else.
   */
  range?: ByteRangeRequest | undefined;
  /**
   * Only the answer's headers are wanted (HTTP HEAD): nothing is sent and no
   * bytes are counted. A native pass-through asks the site and closes the
   * transfer at its answer (so the size is known); anything else starts no
   * process at all (no size).
   */
  headersOnly?: boolean | undefined;
}

/** A user's duration limit, as download() applies it (see DownloadOptions.durationLimit). */
export interface DurationLimit {
  maxS: number;
  /** The error for media that lasts `seconds` (more than `maxS`) as this download reads it. */
  refuse(seconds: number): Error;
}

/** One byte range: `bytes=start-end`, `bytes=start-`, or the last `suffix` bytes (`bytes=-suffix`). */
export type ByteRangeRequest = { start: number; end?: number | undefined } | { suffix: number };

/** A download that has produced its first bytes. */
export interface DownloadHandle {
  /** Safe file name (title + ext) for Content-Disposition and uploads. */
  filename: string;
  mimeType: string;
  ext: string;
  /** Exact size in bytes when known ahead (never an estimate); of the range when `range` is set. */
  size?: number;
  /** True when a byte range of this file can be asked for (a native pass-through of known size). */
  acceptsRanges?: boolean;
  /** Set when the stream is one range of the file: first and last byte, and the file's size when known. */
  range?: { start: number; end: number; size: number | undefined };
  /** The file's bytes. Errors after the first byte are emitted on this stream. */
  stream: Readable;
  /** Stops the job and its child processes at once. */
  cancel(): void;
  /** Bytes produced so far. */
  bytesSoFar(): number;
  /** Resolves with the bytes sent when the stream ended cleanly; rejects with a MediaError otherwise. */
  done: Promise<{ bytes: number }>;
  /** Duration of the media when known (for the bots' uploads). */
  durationSeconds?: number;
  width?: number;
  height?: number;
}

/** What the HTTP routes and both bots call. Implemented in process by MediaService. */
export interface MediaApi {
  info(url: string, options?: InfoOptions): Promise<MediaInfo>;
  /** What `info` answered for this link while it is still cached; never starts a lookup. */
  cachedInfo(url: string): MediaInfo | undefined;
  download(request: DownloadRequest, options?: DownloadOptions): Promise<DownloadHandle>;
  /**
   * Throws a MediaError (`invalid_url`, `url_not_allowed`) unless the URL may be
   * fetched under the private-network rule, e.g. before handing a thumbnail URL
   * to a server that will fetch it.
   */
  assertAllowedUrl(url: string): Promise<void>;
  /**
   * Fetches a thumbnail (through the egress guard) and makes it a JPEG of at
   * most 320×320 px, as Telegram wants for uploads. The caller removes the
   * file with `cleanup()`. Throws a MediaError when it cannot be had.
   */
  thumbnail(url: string, options?: ThumbnailOptions): Promise<{ path: string; cleanup(): Promise<void> }>;
}

/** Options of {@link MediaApi.thumbnail}. */
export interface ThumbnailOptions {
  signal?: AbortSignal | undefined;
  /**
   * The caller already holds a job slot for the work this picture belongs to
   * (a bot's upload, fetched alongside its own download). Otherwise the
   * thumbnail waits for a slot of the job queue like any other job.
   */
  withinJob?: boolean | undefined;
}
