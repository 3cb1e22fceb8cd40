import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { DiscordBotContext } from './context.js';

/**
 * Tells only the person who pressed or typed: an ephemeral reply, or an
 * ephemeral follow-up when the interaction was already acknowledged.
 */
export async function replyEphemeral(interaction: RepliableInteraction, content: string): Promise<void> {
  if (interaction.deferred || interaction.replied) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  } else {
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  }
}

/** Whether the interaction's token still works, with time in hand for an upload to start. */
export function tokenAlive(ctx: DiscordBotContext, interaction: RepliableInteraction): boolean {
  const lifetime = ctx.deps.interactionTokenLifetimeMs;
  const margin = Math.min(60_000, lifetime / 4);
  return Date.now() < interaction.createdTimestamp + lifetime - margin;
}
