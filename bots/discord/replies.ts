import { MessageFlags, type RepliableInteraction } from 'discord.js';

/**
 * Tells only the person who pressed or typed: an ephemeral reply, or an
 * ephemeral follow-up when the interaction was already acknowledged.
 */
export async function tellAskerOnly(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.deferred || interaction.replied) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  }
}
