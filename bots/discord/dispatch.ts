import type { Interaction } from 'discord.js';
import { loggableError } from '../shared/log.js';
import { errorSentence } from '../shared/texts.js';
import { chatCommands, messageMenuCommands } from './commands/index.js';
import type { DiscordBotContext } from './context.js';
import { handleComponentPress } from './features/buttons.js';
import { interactionT } from './locale.js';
import { replyEphemeral } from './replies.js';

/**
 * Routes one interaction to its handler. Each interaction runs on its own:
 * a failure is logged and answered with a sentence, and never stops the bot
 * serving others.
 */
export async function dispatchInteraction(ctx: DiscordBotContext, interaction: Interaction): Promise<void> {
  if (ctx.jobs.draining) {
    // Shutting down: one short private answer instead of work that would be cut off.
    if (interaction.isRepliable())
      await replyEphemeral(interaction, interactionT(interaction)('bot-restarting')).catch(() => undefined);
    return;
  }
  try {
    if (interaction.isChatInputCommand()) {
      await chatCommands.get(interaction.commandName)?.execute(ctx, interaction);
    } else if (interaction.isMessageContextMenuCommand()) {
      await messageMenuCommands.get(interaction.commandName)?.execute(ctx, interaction);
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      await handleComponentPress(ctx, interaction);
    }
  } catch (error) {
    ctx.deps.metrics?.updateFailed('discord');
    ctx.deps.logger.warn(
      { interactionId: interaction.id, userId: interaction.user.id, err: loggableError(error) },
      'discord: interaction failed',
    );
    if (!interaction.isRepliable()) return;
    const sentence = errorSentence(interactionT(interaction), error);
    // A deferred reply would otherwise stay "thinking…" forever: it becomes the sentence.
    const answer = interaction.deferred
      ? interaction.editReply({ content: sentence, components: [] })
      : replyEphemeral(interaction, sentence);
    await answer.catch(() => undefined);
  }
}
