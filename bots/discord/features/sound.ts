import { ActionRowBuilder, StringSelectMenuBuilder, StringSelectMenuOptionBuilder } from 'discord.js';
import type { Translate } from '../../../src/i18n/index.js';
import type { MediaInfo } from '../../../src/media/index.js';
import type { MenuItem } from '../../../src/options/index.js';
import { cardLanguage, soundChoiceLabel, soundLanguages } from '../../shared/sound-languages.js';
import { MAX_SELECT_OPTIONS } from '../choices.js';
import { cardCustomId, parseSoundOptionValue, soundOptionValue } from '../custom-id.js';

/**
 * A card's "Sound" select menu, shown when the media's sound comes in several
 * languages: one option per language (at most 25, the original first), the
 * card's own language chosen. Choosing another makes the card anew in it
 * (features/buttons.ts; its videos merged with that sound, its audio first:
 * bots/shared/sound-languages.ts).
 */

/** What of a card the menu reads: structural, so card.ts can import this. */
interface CardWithInfo {
  info: MediaInfo;
}

/** The select menu's row, or undefined when the media's sound has one language. */
export function soundMenu(t: Translate, card: CardWithInfo & { id: string }, disabled: boolean) {
  const languages = soundLanguages(card.info).slice(0, MAX_SELECT_OPTIONS);
  if (languages.length === 0) return undefined;
  const current = cardLanguage(card.info);
  const select = new StringSelectMenuBuilder()
    .setCustomId(cardCustomId(card.id, { kind: 'sound' }))
    .setDisabled(disabled)
    .addOptions(
      languages.map((language, index) =>
        new StringSelectMenuOptionBuilder()
          .setValue(soundOptionValue(index))
          .setLabel(clip(soundChoiceLabel(t, language), 100))
          .setDefault(language.value === current),
      ),
    );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select);
}

/** The language chosen in the menu, or undefined for a value the card never offered. */
export function chosenSound(card: CardWithInfo, values: readonly string[]): MenuItem | undefined {
  const languages = soundLanguages(card.info).slice(0, MAX_SELECT_OPTIONS);
  const index = parseSoundOptionValue(values[0], languages.length);
  return index === undefined ? undefined : languages[index];
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
