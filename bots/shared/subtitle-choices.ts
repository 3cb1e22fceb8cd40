import type { Translate } from '../../src/i18n/index.js';
import type { DownloadRequest, MediaInfo } from '../../src/media/index.js';
import { subtitles } from '../../src/options/index.js';

/**
 * Subtitles in both bots: a card whose media has any offers its languages
 * (src/options/subtitles' menu: Telegram behind a "Subtitles" button, Discord
 * in a select menu), and a language chosen is one download like any other,
 * sent as an .srt document.
 */

const { menu } = subtitles;

/** One subtitle track as a card's choice: its language code, and its name to show. */
export interface SubtitleChoice {
  type: 'subtitles';
  lang: string;
  name?: string | undefined;
  automatic?: boolean | undefined;
}

/** What the button says: `Subtitles` on a card, then one button or option per language. */
export const subtitlesButton = (t: Translate): string => t(menu.words.button);

/** The subtitle choices of a media, uploaded tracks first (the media layer's order), at most `max`. */
export function subtitleChoices(info: MediaInfo, max: number): SubtitleChoice[] {
  return menu
    .items(info)
    .slice(0, max)
    .map((item) => ({
      type: 'subtitles',
      lang: item.value,
      ...(item.name ? { name: item.name } : {}),
      ...(item.marked ? { automatic: true } : {}),
    }));
}

/** A language's words on a button or an option: `English (en)`, `English (en, auto)`. */
export function subtitleOptionLabel(t: Translate, choice: SubtitleChoice): string {
  const code = choice.automatic ? t(menu.words.mark, { lang: choice.lang }) : choice.lang;
  return choice.name ? t(menu.words.item, { name: choice.name, code }) : code;
}

/** The choice's name in every sentence: `English subtitles (srt)`. */
export function subtitleLabel(t: Translate, choice: SubtitleChoice): string {
  return t('bot-subtitle-label', { name: choice.name ?? choice.lang });
}

/**
 * The media layer's request for one track alone as SubRip. The request needs a
 * selector, which a subtitle track does not use: the first format's.
 */
export function subtitleRequest(url: string, info: MediaInfo, choice: SubtitleChoice): DownloadRequest {
  const selector = info.formats[0]?.selector ?? 'best';
  return { url, selector, ext: 'srt', kind: 'subtitles', title: info.title, subtitles: [choice.lang] };
}
