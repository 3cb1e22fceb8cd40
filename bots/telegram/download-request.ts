import type { DownloadRequest, MediaFormat, MediaInfo } from '../../src/media/types.js';
import type { Choice } from './card-store.js';
import type { FileCacheKey, SendMethod } from './file-cache.js';

/** What a pressed button asks of the media layer, and how the result is sent. */
export interface PlannedDownload {
  request: DownloadRequest;
  cacheKey: FileCacheKey;
  sendMethod: SendMethod;
  /** For status messages: `720p`, `MP3 320 kbps`. */
  label: string;
  /** Picture size for sendVideo, as listed (the handle may know better). */
  width?: number;
  height?: number;
}

/** Containers Telegram plays inline: sendVideo streams MP4 only, sendAudio takes MP3 and M4A. */
const AUDIO_EXTS = new Set(['mp3', 'm4a']);

/**
 * The cheapest source of an MP3: the best audio-only format when there is
 * one, else the smallest video (ffmpeg drops the picture).
 */
export function mp3Source(info: MediaInfo): MediaFormat | undefined {
  const audio = info.formats.find((f) => f.kind === 'audio');
  if (audio) return audio;
  const videos = info.formats.filter((f) => f.kind === 'video');
  return videos[videos.length - 1] ?? info.formats[0];
}

/** Turns a card's choice into a download request; undefined when the media has nothing to convert. */
export function planDownload(url: string, info: MediaInfo, choice: Choice): PlannedDownload | undefined {
  // The page URL too: the generic extractor names media after the file
  // (`master`, `video`), so its ids repeat across sites.
  const mediaKey = `${info.platform}:${info.id}:${info.webpageUrl}`;
  if (choice.type === 'mp3') {
    const source = mp3Source(info);
    if (!source) return undefined;
    return {
      request: {
        url,
        selector: source.selector,
        ext: source.ext,
        kind: source.kind,
        title: info.title,
        convert: 'mp3',
        quality: choice.quality,
      },
      cacheKey: { mediaKey, selector: source.selector, convert: 'mp3', quality: choice.quality },
      sendMethod: 'audio',
      label: `MP3 ${choice.quality} kbps`,
    };
  }
  const { format } = choice;
  const sendMethod: SendMethod =
    format.kind === 'video' && format.ext === 'mp4'
      ? 'video'
      : format.kind === 'audio' && AUDIO_EXTS.has(format.ext)
        ? 'audio'
        : 'document';
  return {
    request: { url, selector: format.selector, ext: format.ext, kind: format.kind, title: info.title },
    cacheKey: { mediaKey, selector: format.selector },
    sendMethod,
    label: format.label,
    ...(format.width ? { width: format.width } : {}),
    ...(format.height ? { height: format.height } : {}),
  };
}
