import type { MediaFormat, MediaInfo } from '../../src/media/index.js';
import type { Choice } from '../shared/choices.js';

/** Discord's select menu holds at most 25 options. */
export const MAX_SELECT_OPTIONS = 25;

/** The formats a card offers: video, then audio, then the rest, at most 25. */
export function offeredFormats(info: MediaInfo): MediaFormat[] {
  const rank = { video: 0, audio: 1, other: 2 } as const;
  return [...info.formats].sort((a, b) => rank[a.kind] - rank[b.kind]).slice(0, MAX_SELECT_OPTIONS);
}

/** The `/download format:` shortcut values. */
export const quickFormats = ['best', 'audio', 'mp3'] as const;
export type QuickFormat = (typeof quickFormats)[number];

/** The choice behind a `format:` shortcut, or undefined when the media has no such format. */
export function quickChoice(info: MediaInfo, quick: QuickFormat): Choice | undefined {
  if (quick === 'mp3') return { type: 'mp3', quality: 192 };
  // The media layer lists formats best first within each kind.
  const format = info.formats.find((f) => f.kind === (quick === 'best' ? 'video' : 'audio'));
  return format && { type: 'format', format };
}
