import { InlineKeyboard } from 'grammy';
import { z } from 'zod';
import type { Translate } from '../../src/i18n/index.js';
import type { Card } from '../shared/card-store.js';
import { entryPage, type PlaylistFields, playlistFieldsSchema } from '../shared/playlist-card.js';
import { allAsMp3Label, entryLabel, pageLabel, playlistCardText } from '../shared/playlist-texts.js';
import { fitText, MAX_TEXT_LENGTH } from './api-guards.js';
import { followOfferData, playlistAllData, playlistEntryData, playlistPageData } from './callback-data.js';

/** Entries per page of a Telegram playlist card: a phone screen of buttons. */
export const PLAYLIST_PAGE_SIZE = 8;
/** An entry button's words: long titles make buttons nobody can read. */
const ENTRY_LABEL_MAX = 48;

/** What a Telegram playlist card remembers (the card store adds its id). */
export type TelegramPlaylistCard = PlaylistFields & {
  /** Only this user may press its buttons (matters in groups). */
  askerId: number;
  chatId: number;
};

/** A stored playlist card as it must read back from the database. */
export const telegramPlaylistCardSchema = playlistFieldsSchema.extend({
  askerId: z.number().int(),
  chatId: z.number().int(),
}) satisfies z.ZodType<TelegramPlaylistCard>;

/** The card's text: the shared words, cut to Telegram's limit. */
export function playlistCardCaption(t: Translate, card: TelegramPlaylistCard): string {
  return fitText(playlistCardText(t, card), MAX_TEXT_LENGTH);
}

/** One entry per row, then ◀ page ▶ (when there is more than one page), then "All as MP3", and "Follow" where follows are on. */
export function playlistKeyboard(
  t: Translate,
  card: Card<TelegramPlaylistCard>,
  page: number,
  followable = false,
): InlineKeyboard {
  const shown = entryPage(card.entries, page, PLAYLIST_PAGE_SIZE);
  const keyboard = new InlineKeyboard();
  for (const { index, entry } of shown.items) {
    keyboard.text(entryLabel(index, entry, ENTRY_LABEL_MAX), playlistEntryData(card.id, index)).row();
  }
  if (shown.pageCount > 1) {
    const previous = Math.max(0, shown.page - 1);
    const next = Math.min(shown.pageCount - 1, shown.page + 1);
    keyboard
      .text('◀', playlistPageData(card.id, previous))
      .text(pageLabel(shown.page, shown.pageCount), playlistPageData(card.id, shown.page))
      .text('▶', playlistPageData(card.id, next))
      .row();
  }
  if (card.entries.length > 0) keyboard.text(allAsMp3Label(t, card.entries.length), playlistAllData(card.id));
  if (followable) keyboard.row().text(t('follow-button'), followOfferData(card.id));
  return keyboard;
}
