import type { Translate } from '../../src/i18n/index.js';
import {
  type ClipRange,
  clipLengthS,
  type DownloadRequest,
  describeFormat,
  type MediaFormat,
  type MediaInfo,
  type Mp3Quality,
} from '../../src/media/index.js';
import type { OptionValues } from '../../src/options/index.js';
import { exactCut } from './clip-request.js';
import { type SubtitleChoice, subtitleLabel, subtitleRequest } from './subtitle-choices.js';

/**
 * The choice model both bots offer: a listed format as it is, the audio as
 * MP3 at a bitrate, or one subtitle track as an .srt (subtitle-choices.ts).
 * What a choice downloads, what it is called and how large it is expected to
 * be are decided here, once.
 */
export type Choice =
  | { type: 'format'; format: MediaFormat }
  /** `options`: the card's download options on (option-toggles.ts), by id. */
  | { type: 'mp3'; quality: Mp3Quality; options?: OptionValues | undefined }
  | SubtitleChoice;

/**
 * The source of an MP3: the best audio-only format when there is one (the
 * least data, the best audio); else the smallest video. Every video format
 * the media layer lists brings its audio (merged with the best audio, or
 * muxed in), ffmpeg drops the picture, and the MP3's bitrate is the user's
 * choice: the smallest video moves the fewest bytes for the same MP3. The
 * media layer lists formats best first, so without sizes the last is the
 * smallest. Undefined when the media has no format to take audio from.
 */
export function mp3Source(info: MediaInfo): MediaFormat | undefined {
  const audio = info.formats.find((f) => f.kind === 'audio');
  if (audio) return audio;
  const videos = info.formats.filter((f) => f.kind === 'video');
  const sized = videos.filter((f) => f.filesizeApprox !== undefined);
  if (sized.length === videos.length && sized.length > 0) {
    return sized.reduce((a, b) => ((b.filesizeApprox ?? 0) < (a.filesizeApprox ?? 0) ? b : a));
  }
  return videos[videos.length - 1] ?? info.formats[0];
}

/**
 * What the media layer is asked for; undefined for an MP3 of media without
 * audio. A clip is cut on its exact times, whichever button was pressed.
 */
export function choiceRequest(
  url: string,
  info: MediaInfo,
  choice: Choice,
  clip?: ClipRange | undefined,
): DownloadRequest | undefined {
  // A subtitle track is the whole track, whatever the card's clip.
  if (choice.type === 'subtitles') return subtitleRequest(url, info, choice);
  const cut = clip ? { clip: exactCut(clip) } : {};
  if (choice.type === 'mp3') {
    const source = mp3Source(info);
    if (!source) return undefined;
    const { selector, ext, kind } = source;
    const options = choice.options ? { options: choice.options } : {};
    return { url, selector, ext, kind, title: info.title, convert: 'mp3', quality: choice.quality, ...cut, ...options };
  }
  const { selector, ext, kind } = choice.format;
  return { url, selector, ext, kind, title: info.title, ...cut };
}

/** The choice's name in every sentence: `720p mp4`, `MP3 320 kbps`. */
export function choiceLabel(t: Translate, choice: Choice): string {
  if (choice.type === 'subtitles') return subtitleLabel(t, choice);
  return choice.type === 'mp3'
    ? t('bot-choice-mp3', { quality: choice.quality })
    : `${describeFormat(t, choice.format).label} ${choice.format.ext}`;
}

/** Approximate size of an MP3 of the media: a constant bitrate × duration. */
export function mp3SizeEstimate(kbps: number, durationSeconds: number | undefined): number | undefined {
  return durationSeconds ? Math.round((kbps * 1000 * durationSeconds) / 8) : undefined;
}

/**
 * The expected size in bytes, when the media layer listed one (or the MP3's
 * duration is known). A clip's is the whole file's share by length: exact
 * cuts re-encode only around the cut points, so bytes follow duration
 * closely enough for a limit; without the media's duration there is no share
 * to take, and a clip's size is unknown.
 */
export function estimatedBytes(info: MediaInfo, choice: Choice, clip?: ClipRange | undefined): number | undefined {
  // Text of a few kilobytes: never near an upload limit, and no site says its size.
  if (choice.type === 'subtitles') return undefined;
  if (choice.type === 'mp3') return mp3SizeEstimate(choice.quality, clip ? clipLengthS(clip) : info.durationSeconds);
  const whole = choice.format.filesizeApprox;
  if (!clip || whole === undefined) return whole;
  const duration = info.durationSeconds;
  return duration ? Math.round((whole * Math.min(clipLengthS(clip), duration)) / duration) : undefined;
}

/**
 * The over-limit decision before a download: true when the choice is known
 * (approximately) to exceed the platform's upload limit. Such a choice is not
 * downloaded by the bot: the answer is the direct link, or why there is none.
 * A choice without an estimate is downloaded and stopped at the limit. A
 * clip is judged by its own estimate.
 */
export function isOverUploadLimit(
  info: MediaInfo,
  choice: Choice,
  uploadLimitBytes: number,
  clip?: ClipRange | undefined,
): boolean {
  const bytes = estimatedBytes(info, choice, clip);
  return bytes !== undefined && bytes > uploadLimitBytes;
}
