/**
 * The registered download options, in the order their toggles show. Adding
 * an option is its folder and one line here.
 */
import { clip } from './clip/index.js';
import { fit } from './fit/index.js';
import { loudness } from './loudness/index.js';
import { soundLanguage } from './sound-language/index.js';
import { subtitles } from './subtitles/index.js';
import type { DownloadOption } from './types.js';

// A toggle's button data is its index here: a new option goes last, so the buttons of cards made before keep theirs.
// Checks run in this order within a step: the clip's before fit's, which reads the clip's checked range.
const registered: DownloadOption[] = [loudness, clip, fit, subtitles, soundLanguage];

/** Every option the house offers now. */
export function downloadOptions(): readonly DownloadOption[] {
  return registered;
}

/** The option of this id, if one is registered. */
export function downloadOption(id: string): DownloadOption | undefined {
  return registered.find((option) => option.id === id);
}

/**
 * Adds an option at run time (a test's throwaway option; the house's own are
 * listed above). Returns what takes it away again.
 */
export function registerOption(option: DownloadOption): () => void {
  if (downloadOption(option.id)) throw new Error(`download option ${option.id} is registered already`);
  registered.push(option);
  return () => {
    const at = registered.indexOf(option);
    if (at >= 0) registered.splice(at, 1);
  };
}
