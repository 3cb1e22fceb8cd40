import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  StringSelectMenuBuilder,
  StringSelectMenuOptionBuilder,
} from 'discord.js';
import { z } from 'zod';
import type { Translate } from '../../src/i18n/index.js';
import type { Card } from '../shared/card-store.js';
import { entryPage, type PlaylistFields, playlistFieldsSchema } from '../shared/playlist-card.js';
import { allAsMp3Label, clip, entryLabel, playlistFacts, playlistHint } from '../shared/playlist-texts.js';
import { MAX_SELECT_OPTIONS } from './choices.js';
import { entryOptionValue, followOfferCustomId, playlistCustomId } from './custom-id.js';

/** Entries per page of a Discord playlist card: one select menu holds 25 options. */
export const PLAYLIST_PAGE_SIZE = MAX_SELECT_OPTIONS;

/** What a Discord playlist card remembers (the card store adds its id). */
export type DiscordPlaylistCard = PlaylistFields & {
  /** Discord user id of the person who asked; only they may press. */
  ownerUserId: string;
  /** Upload limit in bytes where the card was shown. */
  uploadLimitBytes: number;
};

/** A stored playlist card as it must read back from the database. */
export const discordPlaylistCardSchema = playlistFieldsSchema.extend({
  ownerUserId: z.string().regex(/^\d{1,32}$/),
  uploadLimitBytes: z.number().nonnegative(),
}) satisfies z.ZodType<DiscordPlaylistCard>;

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * The card's components: a menu of the page's entries (choosing one opens its
 * own card), then ◀ page ▶ when there are several pages, "All as MP3", and "Follow" where follows are on.
 */
export function playlistComponents(
  t: Translate,
  card: Card<DiscordPlaylistCard>,
  page: number,
  { disabled = false, followable = false } = {},
) {
  const shown = entryPage(card.entries, page, PLAYLIST_PAGE_SIZE);
  const menu = new StringSelectMenuBuilder()
    .setCustomId(playlistCustomId(card.id, { kind: 'entry_menu', page: shown.page }))
    .setPlaceholder(
      shown.pageCount > 1
        ? t('dc-playlist-items-page', { page: shown.page + 1, pages: shown.pageCount })
        : t('dc-playlist-items'),
    )
    .setDisabled(disabled)
    .addOptions(
      shown.items.map(({ index, entry }) =>
        new StringSelectMenuOptionBuilder().setValue(entryOptionValue(index)).setLabel(entryLabel(index, entry, 100)),
      ),
    );
  const buttons: ButtonBuilder[] = [];
  if (shown.pageCount > 1) {
    // Distinct ids on every page with more than one: the previous page and the next (each clamped).
    const previous = Math.max(0, shown.page - 1);
    const next = Math.min(shown.pageCount - 1, shown.page + 1);
    buttons.push(
      new ButtonBuilder()
        .setCustomId(playlistCustomId(card.id, { kind: 'page', page: previous }))
        .setLabel('◀')
        .setStyle(ButtonStyle.Secondary)
        .setDisabled(disabled || shown.page === 0),
      new ButtonBuilder()
        .setCustomId(playlistCustomId(card.id, { kind: 'page', page: next }))
        .setLabel('▶')
        .setStyle(ButtonStyle.Secondary)
        .setDisabled(disabled || shown.page === shown.pageCount - 1),
    );
  }
  buttons.push(
    new ButtonBuilder()
      .setCustomId(playlistCustomId(card.id, { kind: 'all' }))
      .setLabel(clip(allAsMp3Label(t, card.entries.length), 80))
      .setStyle(ButtonStyle.Primary)
      .setDisabled(disabled),
  );
  if (followable) {
    buttons.push(
      new ButtonBuilder()
        .setCustomId(followOfferCustomId(card.id))
        .setLabel(t('follow-button'))
        .setStyle(ButtonStyle.Secondary)
        .setDisabled(disabled),
    );
  }
  return [
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu),
    new ActionRowBuilder<ButtonBuilder>().addComponents(buttons),
  ];
}

/** The embed: the playlist's title (a link to it), its facts and what to do. */
export function playlistEmbed(t: Translate, card: DiscordPlaylistCard): EmbedBuilder {
  const embed = new EmbedBuilder()
    .setTitle(clip(card.title, 256))
    .setDescription(`${playlistFacts(t, card)}\n\n${playlistHint(t, card)}`);
  if (isHttpUrl(card.url)) embed.setURL(card.url);
  return embed;
}

/** The whole card message at `page`; `followable` where follows are on. */
export function playlistMessage(t: Translate, card: Card<DiscordPlaylistCard>, page: number, followable: boolean) {
  const components = playlistComponents(t, card, page, { followable });
  return { content: '', embeds: [playlistEmbed(t, card)], components };
}
