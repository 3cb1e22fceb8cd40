/**
 * How subtitles combine with the rest of a download request, and whether the
 * media has the languages asked for: checked before anything starts (400).
 */
import type { FieldProblem, FieldsRequest } from '../types-lists.js';

/** What the option reads of a looked-up media: its listed tracks (MediaInfo's, or the lookup's with their files). */
export interface ListedSubtitles {
  subtitles?: readonly { lang: string; name?: string | undefined; automatic?: boolean | undefined }[] | undefined;
}

/** Outputs a subtitle track alone is made in (kind=subtitles), and the only kind these exts go with. */
export const subtitleExts = ['srt', 'vtt'] as const;

/** Containers subtitle tracks are muxed into (`subs`): MP4/MOV as mov_text, MKV as SRT, WebM as WebVTT. */
export const subtitleContainers = ['mp4', 'mov', 'mkv', 'webm'] as const;

/**
 * kind=subtitles takes exactly one language and ext srt or vtt (no convert,
 * no clip); srt and vtt go with kind=subtitles only; languages muxed into a
 * file need a container that holds them (not with convert=mp3). `path` names
 * the query field at fault.
 */
export function subtitleFieldProblem(request: FieldsRequest): FieldProblem | undefined {
  const langs = request.lists.subtitles;
  const isSubtitleExt = (subtitleExts as readonly string[]).includes(request.ext);
  if (request.kind === 'subtitles') {
    if (langs?.length !== 1) return { path: 'subs', key: 'error-subs-exactly-one' };
    if (!isSubtitleExt) return { path: 'ext', key: 'error-subs-ext' };
    if (request.convert) return { path: 'kind', key: 'error-subs-convert' };
    if (request.clipped) return { path: 'start', key: 'error-subs-clip' };
    return undefined;
  }
  if (isSubtitleExt) return { path: 'ext', key: 'error-subs-ext-kind' };
  if (langs?.length && (request.convert || !(subtitleContainers as readonly string[]).includes(request.ext))) {
    return { path: 'subs', key: 'error-subs-container', args: { containers: subtitleContainers.join(', ') } };
  }
  return undefined;
}

/** The languages asked for that the media does not list, said with those it has. */
export function missingSubtitles(request: FieldsRequest, media: ListedSubtitles): FieldProblem | undefined {
  const available = media.subtitles ?? [];
  const unknown = (request.lists.subtitles ?? []).filter((lang) => !available.some((s) => s.lang === lang));
  if (unknown.length === 0) return undefined;
  const missing = unknown.join(', ');
  if (available.length === 0) return { path: 'subs', key: 'error-subs-none', args: { missing } };
  const offered = available.map((s) => s.lang).join(', ');
  return { path: 'subs', key: 'error-subs-unknown', args: { missing, offered } };
}
