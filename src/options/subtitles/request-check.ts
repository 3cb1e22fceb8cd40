/**
 * How subtitles combine with the rest of a download request, and whether the
 * media has the languages asked for: checked before anything starts (400).
 */
import { type SentenceArgs, sentence } from '../../i18n/index.js';
import type { OptionProblem, OptionRequest } from '../types.js';

/** What the option reads of a looked-up media: its listed tracks (MediaInfo's, or the lookup's with their files). */
export interface ListedSubtitles {
  subtitles?: readonly { lang: string; name?: string | undefined; automatic?: boolean | undefined }[] | undefined;
}

/** Outputs a subtitle track alone is made in (kind=subtitles), and the only kind these exts go with. */
export const subtitleExts = ['srt', 'vtt'] as const;

/** Containers subtitle tracks are muxed into (`subs`): MP4/MOV as mov_text, MKV as SRT, WebM as WebVTT. */
export const subtitleContainers = ['mp4', 'mov', 'mkv', 'webm'] as const;

/** A problem of the subtitles' fields, about `field`. */
const at = (field: string, key: string, args?: SentenceArgs): OptionProblem => ({
  field,
  sentence: sentence(key, args),
});

/**
 * kind=subtitles takes exactly one language and ext srt or vtt (no convert,
 * no clip); srt and vtt go with kind=subtitles only; languages muxed into a
 * file need a container that holds them (not with convert=mp3).
 */
export function subtitleFieldProblem(request: OptionRequest): OptionProblem | undefined {
  const langs = request.lists.subtitles;
  const isSubtitleExt = (subtitleExts as readonly string[]).includes(request.ext);
  if (request.kind === 'subtitles') {
    if (langs?.length !== 1) return at('subs', 'error-subs-exactly-one');
    if (!isSubtitleExt) return at('ext', 'error-subs-ext');
    if (request.convert) return at('kind', 'error-subs-convert');
    if (request.span) return at('start', 'error-subs-clip');
    return undefined;
  }
  if (isSubtitleExt) return at('ext', 'error-subs-ext-kind');
  if (langs?.length && (request.convert || !(subtitleContainers as readonly string[]).includes(request.ext))) {
    return at('subs', 'error-subs-container', { containers: subtitleContainers.join(', ') });
  }
  return undefined;
}

/** The languages asked for that the media does not list, said with those it has. */
export function missingSubtitles(request: OptionRequest, media: ListedSubtitles): OptionProblem | undefined {
  const available = media.subtitles ?? [];
  const unknown = (request.lists.subtitles ?? []).filter((lang) => !available.some((s) => s.lang === lang));
  if (unknown.length === 0) return undefined;
  const missing = unknown.join(', ');
  if (available.length === 0) return at('subs', 'error-subs-none', { missing });
  const offered = available.map((s) => s.lang).join(', ');
  return at('subs', 'error-subs-unknown', { missing, offered });
}
