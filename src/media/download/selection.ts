import { ytdlpBestAudio as bestAudio, rawFormats } from '../lookup/formats.js';
import type { YtdlpFormat, YtdlpInfo } from '../schemas.js';

/*
 * Resolving a selector normally costs a yt-dlp start (~0.6 s) on the time to
 * first byte. The selectors our own format list hands out have a tiny shape —
 * `ID`, `ID+ID`, or `VID+bestaudio[ext=EXT]/VID+bestaudio` — and can be
 * resolved here exactly as yt-dlp would. Anything else returns undefined and
 * goes to yt-dlp, which stays the authority on its selector language.
 */

function resolveAtom(atom: string, formats: YtdlpFormat[]): YtdlpFormat | undefined | null {
  const byId = formats.find((f) => f.format_id === atom);
  if (byId) return byId;
  if (atom === 'bestaudio') return bestAudio(formats) ?? null;
  const ext = /^bestaudio\[ext=([a-z0-9]{1,8})\]$/.exec(atom)?.[1];
  if (ext) return bestAudio(formats, ext) ?? null;
  // Not a shape we resolve: let yt-dlp do it.
  return undefined;
}

/**
 * The formats a simple selector picks, or `undefined` when the selector must be
 * resolved by yt-dlp, or `[]` when it matches nothing.
 */
export function resolveSimpleSelector(info: YtdlpInfo, selector: string): YtdlpFormat[] | undefined {
  const formats = rawFormats(info);
  for (const alternative of selector.split('/')) {
    const atoms = alternative.split('+');
    if (atoms.length > 2 || atoms.some((a) => a === '')) return undefined;
    const picked: YtdlpFormat[] = [];
    for (const atom of atoms) {
      const format = resolveAtom(atom, formats);
      if (format === undefined) return undefined;
      if (format === null) break;
      picked.push(format);
    }
    if (picked.length === atoms.length) return picked;
  }
  return [];
}

/** The chosen formats from yt-dlp's answer to `--format SEL --dump-single-json`. */
export function selectedFormats(resolved: YtdlpInfo): YtdlpFormat[] {
  if (resolved.requested_formats?.length) return resolved.requested_formats;
  if (resolved.format_id && resolved.ext) {
    const match = resolved.formats?.find((f) => f.format_id === resolved.format_id);
    return [match ?? ({ ...resolved, format_id: resolved.format_id, ext: resolved.ext } as YtdlpFormat)];
  }
  return [];
}
