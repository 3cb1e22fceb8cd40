/**
 * Subtitles (issue 47's move of a menu option): `subs=<lang>[,<lang>…]` muxes
 * the media's tracks into mp4/mov/mkv/webm, `kind=subtitles&subs=<lang>&ext=srt|vtt`
 * sends one track alone; on the bots' cards a menu of the media's languages,
 * each sent as an .srt. The media core fetches the tracks (download/subtitles.ts);
 * this option says which requests take them and how ffmpeg writes them.
 */
import type { DownloadOption, OutputStage } from '../types.js';
import { subsParam } from './languages-field.js';
import { type SubtitleMuxing, subtitleMuxArgs } from './mux.js';
import { type ListedSubtitles, missingSubtitles, subtitleFieldProblem } from './request-check.js';

export { MAX_SUBS_PER_DOWNLOAD, subtitleLangPattern } from './languages-field.js';
export {
  type FetchedSubtitle,
  type ReadableSubtitleExt,
  readableSubtitleExts,
  type SubtitleMuxing,
  subtitleInput,
  subtitleTrackOutputs,
} from './mux.js';

const output: OutputStage<SubtitleMuxing> = { args: subtitleMuxArgs };

/** The media's tracks as a card offers them, uploaded first (the lookup's order); automatic ones marked. */
const items = (media: ListedSubtitles) =>
  (media.subtitles ?? []).map((track) => ({
    value: track.lang,
    ...(track.name ? { name: track.name } : {}),
    ...(track.automatic ? { marked: true } : {}),
  }));

export const subtitles = {
  id: 'subtitles',
  params: {},
  lists: { subs: { schema: subsParam, requestField: 'subtitles' } },
  checks: { fields: subtitleFieldProblem, languages: missingSubtitles },
  output,
  menu: {
    items,
    words: { button: 'bot-subtitles-button', item: 'bot-subtitle-option', mark: 'bot-subtitle-auto' },
  },
} satisfies DownloadOption & { output: OutputStage<SubtitleMuxing> };
