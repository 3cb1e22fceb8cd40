import { InlineKeyboard } from 'grammy';
import type { Translate } from '../../src/i18n/index.js';
import {
  type ClipRange,
  describeFormat,
  displayTitle,
  type MediaFormat,
  type MediaInfo,
  mp3Qualities,
} from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import { type Choice, estimatedBytes, isOverUploadLimit } from '../shared/choices.js';
import { clipHeading } from '../shared/clip-request.js';
import { optionToggles } from '../shared/option-toggles.js';
import { soundButtonLabel, soundLanguages } from '../shared/sound-languages.js';
import { subtitleChoices, subtitleOptionLabel, subtitlesButton } from '../shared/subtitle-choices.js';
import { clockText, sizeText } from '../shared/texts.js';
import { fitText } from './api-guards.js';
import { choiceData, optionToggleData, soundMenuData, subtitlesMenuData } from './callback-data.js';

/** Enough buttons to choose well, few enough to fit on a phone screen. */
const MAX_VIDEO_BUTTONS = 8;
const MAX_AUDIO_BUTTONS = 4;
const MAX_OTHER_BUTTONS = 3;
/** Languages offered behind "Subtitles" (three a row): Telegram takes 100 buttons, a phone shows far fewer. */
const MAX_SUBTITLE_BUTTONS = 30;
/** Telegram allows 1024 characters in a photo caption. */
const MAX_CAPTION = 1000;
/** An uploader's name may be anything a page says: a long one is cut, so the rest of the card still fits. */
const MAX_UPLOADER = 200;
export const TOO_LARGE_MARK = '⚠️';

/** One button of a card: a shared choice, marked when it is known to be over the upload limit. */
export type OfferedChoice = Choice & { tooLarge: boolean };

/** What a Telegram card remembers (the shared card store adds its id). */
export interface TelegramCard {
  /** The link as the user sent it (what the media layer is asked again on download). */
  url: string;
  info: MediaInfo;
  choices: OfferedChoice[];
  /** Only this user may press the buttons (matters in groups). */
  askerId: number;
  chatId: number;
  /** Only this part of the media, for every button (`/dl <link> 1:20-2:05`). */
  clip?: ClipRange | undefined;
  /** The download options toggled on beside the MP3 buttons (bots/shared/option-toggles.ts), by id. */
  options?: string[] | undefined;
}

/** The card's choices in button order: videos, audios, others, then MP3 128–320 (judged as the clip, if any). */
export function buildChoices(info: MediaInfo, uploadLimitBytes: number, clip?: ClipRange): OfferedChoice[] {
  const offered = (choice: Choice): OfferedChoice => ({
    ...choice,
    tooLarge: isOverUploadLimit(info, choice, uploadLimitBytes, clip),
  });
  const pick = (kind: MediaFormat['kind'], max: number) =>
    info.formats
      .filter((f) => f.kind === kind)
      .slice(0, max)
      .map((format) => offered({ type: 'format', format }));
  return [
    ...pick('video', MAX_VIDEO_BUTTONS),
    ...pick('audio', MAX_AUDIO_BUTTONS),
    ...pick('other', MAX_OTHER_BUTTONS),
    ...mp3Qualities.map((quality) => offered({ type: 'mp3', quality })),
    ...subtitleChoices(info, MAX_SUBTITLE_BUTTONS).map(offered),
  ];
}

/** A button's words: `720p · 38 MB`, `Audio 128 kbps · M4A · 2 MB`, `MP3 320`; `bytes` is the size shown (a clip's share). */
export function buttonLabel(
  t: Translate,
  choice: OfferedChoice,
  isFirstMp3: boolean,
  bytes = choice.type === 'format' ? choice.format.filesizeApprox : undefined,
): string {
  const mark = choice.tooLarge ? `${TOO_LARGE_MARK} ` : '';
  if (choice.type === 'mp3') return `${mark}${isFirstMp3 ? 'MP3 ' : ''}${choice.quality}`;
  if (choice.type === 'subtitles') return mark + subtitleOptionLabel(t, choice);
  const { format } = choice;
  const parts = [describeFormat(t, format).label];
  if (format.kind !== 'video' || format.ext !== 'mp4') parts.push(format.ext.toUpperCase());
  if (bytes !== undefined) parts.push(sizeText(t, bytes));
  return mark + parts.join(' · ');
}

/**
 * Two format buttons per row, the MP3 qualities together, the download options' toggles (`toggled`: those on), then "Sound: …" when the media's sound comes in
 * several languages (`info`), and "Subtitles" when there are any; sizes are the clip's when `clip` is given.
 */
export function cardKeyboard(
  t: Translate,
  cardId: string,
  choices: OfferedChoice[],
  clip?: { info: MediaInfo; range: ClipRange },
  info?: MediaInfo,
  toggled?: readonly string[],
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  let inRow = 0;
  choices.forEach((choice, index) => {
    if (choice.type !== 'format') return;
    if (inRow === 2) {
      keyboard.row();
      inRow = 0;
    }
    const bytes = clip ? estimatedBytes(clip.info, choice, clip.range) : choice.format.filesizeApprox;
    keyboard.text(buttonLabel(t, choice, false, bytes), choiceData(cardId, index));
    inRow++;
  });
  keyboard.row();
  let firstMp3 = true;
  choices.forEach((choice, index) => {
    if (choice.type !== 'mp3') return;
    keyboard.text(buttonLabel(t, choice, firstMp3), choiceData(cardId, index));
    firstMp3 = false;
  });
  // The download options' toggles, which the MP3 buttons above then take (features/options.ts).
  const toggles = optionToggles(t, toggled);
  if (toggles.length > 0) keyboard.row();
  for (const toggle of toggles) keyboard.text(toggle.label, optionToggleData(cardId, toggle.index));
  // The sound's languages and the subtitles open in place of these buttons (features/sound.ts, subtitles.ts).
  if (info && soundLanguages(info).length > 0)
    keyboard.row().text(soundButtonLabel(t, info), soundMenuData(cardId, true));
  if (choices.some((c) => c.type === 'subtitles'))
    keyboard.row().text(subtitlesButton(t), subtitlesMenuData(cardId, true));
  return keyboard;
}

/** A stored card's keyboard as it stands: its clip's sizes, its sound's and subtitles' buttons, its toggles. */
export function keyboardOfCard(t: Translate, card: Card<TelegramCard>): InlineKeyboard {
  const clip = card.clip && { info: card.info, range: card.clip };
  return cardKeyboard(t, card.id, card.choices, clip, card.info, card.options);
}

/** `Clip 1:20–2:05` for a clip, title, uploader · duration · platform, and how to choose. */
export function cardText(
  t: Translate,
  info: MediaInfo,
  options: { uploadLimitBytes: number; anyTooLarge: boolean; note?: string; clip?: ClipRange | undefined },
): string {
  const facts = [
    info.uploader ? fitText(info.uploader, MAX_UPLOADER) : undefined,
    info.durationSeconds ? clockText(t, info.durationSeconds) : undefined,
    info.platform,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [displayTitle(info.title), facts, '', t('tg-card-choose')];
  if (options.clip) lines.unshift(clipHeading(t, options.clip));
  if (options.anyTooLarge) {
    lines.push(t('tg-card-too-large', { limit: options.uploadLimitBytes }));
  }
  if (options.note) lines.push('', options.note);
  return fitText(lines.join('\n'), MAX_CAPTION);
}
