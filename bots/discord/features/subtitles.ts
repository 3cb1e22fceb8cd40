import { ActionRowBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from 'discord.js';
import type { Translate } from '../../../src/i18n/index.js';
import type { MediaInfo } from '../../../src/media/index.js';
import { type SubtitleChoice, subtitleChoices, subtitleOptionLabel } from '../../shared/subtitle-choices.js';
import { MAX_SELECT_OPTIONS } from '../choices.js';
import { cardCustomId, parseSubtitleOptionValue, subtitleOptionValue } from '../custom-id.js';

/**
 * A card's "Subtitles" select menu, shown when the media has any: one option
 * per language (at most 25, uploaded tracks first). Choosing one is a press
 * like any other (features/buttons.ts): one download, sent as an .srt
 * attachment.
 */

/** What of a card (card.ts DiscordCard, stored with its id) the menu reads: structural, so card.ts can import this. */
interface CardWithInfo {
  info: MediaInfo;
}

/** The languages a card offers, in option order (the option value is the index). */
export function offeredSubtitles(card: CardWithInfo): SubtitleChoice[] {
  return subtitleChoices(card.info, MAX_SELECT_OPTIONS);
}

/** The select menu's row, or undefined when the media has no subtitles. */
export function subtitlesMenu(t: Translate, card: CardWithInfo & { id: string }, disabled: boolean) {
  const offered = offeredSubtitles(card);
  if (offered.length === 0) return undefined;
  const select = new StringSelectMenuBuilder()
    .setCustomId(cardCustomId(card.id, { kind: 'subtitles' }))
    .setPlaceholder(t('dc-subtitles-menu'))
    .setDisabled(disabled)
    .addOptions(
      offered.map((choice, index) =>
        new StringSelectMenuOptionBuilder()
          .setValue(subtitleOptionValue(index))
          .setLabel(clip(subtitleOptionLabel(t, choice), 100))
          .setDescription(t(choice.automatic ? 'dc-subtitles-automatic' : 'dc-subtitles-uploaded')),
      ),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select);
}

/** The language chosen in the menu, or undefined for a value the card never offered. */
export function chosenSubtitle(card: CardWithInfo, values: readonly string[]): SubtitleChoice | undefined {
  const offered = offeredSubtitles(card);
  const index = parseSubtitleOptionValue(values[0], offered.length);
  return index === undefined ? undefined : offered[index];
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
