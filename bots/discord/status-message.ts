import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type EmbedBuilder, type RepliableInteraction } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import { ThrottledEditor } from '../shared/message-editor.js';
import type { DiscordBotContext } from './context.js';
import { cancelCustomId } from './custom-id.js';
import { tokenAlive } from './replies.js';

/** What a job's status message shows besides its text. */
export interface StatusMessageOptions {
  /** The acknowledged interaction whose reply is the status message. */
  interaction: RepliableInteraction;
  /** The words of the job, those of the interaction that started it. */
  t: Translate;
  /** The job its Cancel button stops. */
  jobId: string;
  firstText: string;
  /** The media's embed, made again for every edit (a download's); a playlist run's status has none. */
  embed?: (() => EmbedBuilder) | undefined;
  /** A failed edit is only reported: progress is not worth failing a job for. */
  onError(error: unknown): void;
  /** Told once, after the first edit that landed: which message the status is (the crash notice needs it). */
  onShown?(message: { id: string; channelId: string }): void;
}

/**
 * Opens a job's status message (a download's and a playlist run's alike):
 * the interaction's reply shows `firstText` at once, then what the job
 * reports, with a Cancel button, edited at most once per statusIntervalMs by
 * the shared editor. Once the interaction token is about to run out, edits
 * are skipped: the job's last words then go to the channel. Close it before
 * the last words, which replace the message or follow it.
 */
export function openStatusMessage(ctx: DiscordBotContext, options: StatusMessageOptions): ThrottledEditor {
  const { interaction, embed } = options;
  const cancel = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(cancelCustomId(options.jobId))
      .setLabel(options.t('dc-cancel'))
      .setStyle(ButtonStyle.Secondary),
  );
  let onShown = options.onShown;
  const editor = new ThrottledEditor(
    async (content) => {
      if (!tokenAlive(ctx, interaction)) return;
      const message = await interaction.editReply({
        content,
        ...(embed ? { embeds: [embed()] } : {}),
        components: [cancel],
      });
      onShown?.({ id: message.id, channelId: message.channelId });
      onShown = undefined;
    },
    ctx.deps.statusIntervalMs,
    options.onError,
  );
  editor.update(options.firstText);
  return editor;
}
