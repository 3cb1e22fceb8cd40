import type { ClipRange, DownloadRequest, MediaInfo } from '../../src/media/index.js';
import type { OptionValues } from '../../src/options/index.js';
import { choiceRequest } from '../shared/choices.js';
import { fitChoice } from '../shared/fit-choice.js';
import type { OfferedChoice } from './card.js';
import type { FileCacheKey, SendMethod } from './file-cache.js';

/** What a pressed button asks of the media layer, and how Telegram gets the result. */
export interface PlannedDownload {
  request: DownloadRequest;
  cacheKey: FileCacheKey;
  sendMethod: SendMethod;
  /** Picture size for sendVideo, as listed (the handle may know better). */
  width?: number;
  height?: number;
}

/** Containers Telegram plays inline: sendVideo streams MP4 only, sendAudio takes MP3 and M4A. */
const AUDIO_EXTS = new Set(['mp3', 'm4a']);

/**
 * The file_id cache's media key: `platform:id:page URL`, and for a clip its
 * range in seconds after a `#clip=` no page URL part can make (the key is
 * built, never parsed). A clip is a file of its own: it is never answered with
 * the whole file's id nor stored under the whole file's key, and the same clip
 * asked again is answered from the cache like any file.
 */
export function fileCacheMediaKey(info: MediaInfo, clip: ClipRange | undefined): string {
  // The page URL too: the generic extractor names media after the file
  // (`master`, `video`), so its ids repeat across sites.
  const whole = `${info.platform}:${info.id}:${info.webpageUrl}`;
  return clip ? `${whole}#clip=${clip.startS}-${clip.endS}` : whole;
}

/** The download options asked for, in a file cache key (`#options=loudness:ebu-r128`): another file, another key. */
function optionsKey(options: OptionValues | undefined): string {
  const pairs = Object.entries(options ?? {}).map(([id, value]) => `${id}:${value}`);
  return pairs.length > 0 ? `#options=${pairs.join(',')}` : '';
}

/**
 * The shared choice's request (of the clip, if any), with Telegram's send method and file_id cache key; undefined
 * without audio. `fitUnderBytes`: "Fit to N MB" under that upload limit, an MP4 cached under a key of its own.
 */
export function planDownload(
  url: string,
  info: MediaInfo,
  choice: OfferedChoice,
  clip?: ClipRange | undefined,
  fitUnderBytes?: number | undefined,
): PlannedDownload | undefined {
  const asked = choiceRequest(url, info, choice, clip);
  if (!asked) return undefined;
  const request = fitUnderBytes === undefined ? asked : fitChoice(asked, fitUnderBytes);
  // A subtitle track is a file of its own (never the clip's): its key names the language after `#subs=`;
  // a fitted file names its size after `#fit=`.
  const whole = choice.type === 'subtitles' ? fileCacheMediaKey(info, undefined) : fileCacheMediaKey(info, clip);
  const mediaKey =
    choice.type === 'subtitles'
      ? `${whole}#subs=${choice.lang}`
      : request.fitBytes === undefined
        ? whole
        : `${whole}#fit=${request.fitBytes}`;
  const cacheKey: FileCacheKey = {
    mediaKey: mediaKey + optionsKey(request.options),
    selector: request.selector,
    convert: request.convert,
    quality: request.quality,
  };
  if (choice.type === 'mp3') return { request, cacheKey, sendMethod: 'audio' };
  if (choice.type === 'subtitles') return { request, cacheKey, sendMethod: 'document' };
  const { format } = choice;
  const sendMethod: SendMethod =
    format.kind === 'video' && request.ext === 'mp4'
      ? 'video'
      : format.kind === 'audio' && AUDIO_EXTS.has(format.ext)
        ? 'audio'
        : 'document';
  return {
    request,
    cacheKey,
    sendMethod,
    ...(format.width ? { width: format.width } : {}),
    ...(format.height ? { height: format.height } : {}),
  };
}
