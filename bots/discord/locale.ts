import type { Interaction, Message } from 'discord.js';
import { type LocaleCode, negotiateLocale, type Translate, translator } from '../../src/i18n/index.js';

/**
 * Whose words a Discord answer is in. An interaction carries its user's
 * client language (`locale`: 'pt-BR', 'es-419', 'en-US'…); a plain channel
 * message carries none, so it is answered in its server's preferred language
 * (`guild.preferredLocale`), and a DM message in English. A language the
 * catalogue does not speak is English.
 */

/**
 * The locale for a Discord language tag; a regional variant the catalogue
 * lacks (es-419) gets its language (es), as negotiateLocale does for every tag.
 */
export function discordLocale(tag: string | null | undefined): LocaleCode {
  return negotiateLocale([tag]);
}

/** The locale of an interaction: its user's Discord language. */
export const interactionLocale = (interaction: Pick<Interaction, 'locale'>): LocaleCode =>
  discordLocale(interaction.locale);

/** `t` in the words of the user of an interaction. */
export const interactionT = (interaction: Pick<Interaction, 'locale'>): Translate =>
  translator(interactionLocale(interaction));

/** `t` for a plain message: its server's preferred language; English in a DM. */
export const messageT = (message: Pick<Message, 'guild'>): Translate =>
  translator(discordLocale(message.guild?.preferredLocale));
