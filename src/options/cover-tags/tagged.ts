/** Which downloads carry tags and a cover: every MP3, and audio in a container that holds tags. */
import type { ChosenFormat, OptionRequest } from '../types.js';

/**
 * Audio containers that are tagged when asked for as audio (not converted):
 * they are remuxed (stream copy) to carry the tags, never passed through.
 */
const TAGGED_AUDIO_EXTS: ReadonlySet<string> = new Set(['m4a', 'mp3', 'webm', 'opus', 'ogg', 'oga']);

/**
 * Whether a download is tagged: every MP3 conversion, and audio asked for in
 * a container that holds tags, from one format not known to carry video
 * (`formats`, once chosen: a direct .webm link says nothing of its codecs;
 * a file with a declared video track asked for as audio stays as it is).
 */
export function isTaggedDownload(
  req: Pick<OptionRequest, 'kind' | 'ext' | 'convert'>,
  formats?: readonly ChosenFormat[],
): boolean {
  if (req.convert === 'mp3') return true;
  if (req.kind !== 'audio' || !TAGGED_AUDIO_EXTS.has(req.ext)) return false;
  const [only, second] = formats ?? [];
  return formats === undefined || (only !== undefined && second === undefined && (only.vcodec ?? 'none') === 'none');
}
