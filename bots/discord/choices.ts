import type { DownloadRequest, MediaFormat, MediaInfo, Mp3Quality } from '../../src/media/types.js';

/** Discord's select menu holds at most 25 options. */
export const MAX_SELECT_OPTIONS = 25;

/** One thing the user can ask for: a request for the media layer and words for the person. */
export interface DownloadChoice {
  request: DownloadRequest;
  /** e.g. "720p mp4" or "MP3 192 kbps". */
  label: string;
  /** Approximate size in bytes, when the media layer could estimate it. */
  approxBytes?: number;
}

/** The formats a card offers: video, then audio, then the rest, at most 25. */
export function offeredFormats(info: MediaInfo): MediaFormat[] {
  const rank = { video: 0, audio: 1, other: 2 } as const;
  return [...info.formats].sort((a, b) => rank[a.kind] - rank[b.kind]).slice(0, MAX_SELECT_OPTIONS);
}

/** A format of the info, downloaded as it is. */
export function formatChoice(url: string, info: MediaInfo, format: MediaFormat): DownloadChoice {
  return {
    request: { url, selector: format.selector, ext: format.ext, kind: format.kind, title: info.title },
    label: `${format.label} ${format.ext}`,
    ...(format.filesizeApprox !== undefined ? { approxBytes: format.filesizeApprox } : {}),
  };
}

/**
 * The audio extracted as MP3. The best audio-only format is the cheapest
 * source; without one, the best format overall (its audio track is used).
 */
export function mp3Choice(url: string, info: MediaInfo, quality: Mp3Quality): DownloadChoice {
  const source = info.formats.find((f) => f.kind === 'audio') ?? info.formats[0];
  return {
    request: {
      url,
      selector: source?.selector ?? 'bestaudio/best',
      ext: 'mp3',
      kind: 'audio',
      title: info.title,
      convert: 'mp3',
      quality,
    },
    label: `MP3 ${quality} kbps`,
    // A constant bitrate makes the size predictable: kbit/s × seconds / 8.
    ...(info.durationSeconds !== undefined
      ? { approxBytes: Math.round((quality * 1000 * info.durationSeconds) / 8) }
      : {}),
  };
}

/** The `/download format:` shortcut values. */
export const quickFormats = ['best', 'audio', 'mp3'] as const;
export type QuickFormat = (typeof quickFormats)[number];

/** The choice behind a `format:` shortcut, or undefined when the media has no such format. */
export function quickChoice(url: string, info: MediaInfo, quick: QuickFormat): DownloadChoice | undefined {
  if (quick === 'mp3') return mp3Choice(url, info, 192);
  // The media layer lists formats best first within each kind.
  const format = info.formats.find((f) => f.kind === (quick === 'best' ? 'video' : 'audio'));
  return format && formatChoice(url, info, format);
}

/** True when the choice is known (approximately) to exceed the upload limit. */
export function isOverLimit(choice: Pick<DownloadChoice, 'approxBytes'>, limitBytes: number): boolean {
  return choice.approxBytes !== undefined && choice.approxBytes > limitBytes;
}
