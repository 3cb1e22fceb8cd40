import { ActionRowBuilder, ButtonBuilder, ButtonStyle, Routes } from 'discord.js';
import type { Translate } from '../../src/i18n/index.js';
import { ThrottledEditor } from '../shared/message-editor.js';
import type { DiscordBotContext } from './context.js';
import { cancelCustomId } from './custom-id.js';
import { multipartWithFile, type TempFile } from './upload-file.js';

/** A status message posted in a channel, where no interaction's reply can hold it. */
export interface ChannelStatus {
  /** The status message's id (in the channel it was posted in). */
  messageId: string;
  /** Shows `text` under the heading, with the Cancel button, when the throttle allows. */
  update(text: string): void;
  /** The last words, in place of the status (and the file, attached to it): no more Cancel. */
  finish(content: string, file?: TempFile): Promise<void>;
  /** Takes the message away (nothing is left to say in it). */
  remove(): Promise<void>;
}

const NO_MENTIONS = { parse: [] };

/**
 * Posts a job's status in a channel (a followed entry's: its title-and-link line as the heading,
 * then the job's progress, with a Cancel button), edited by the shared throttled editor. The file
 * then replaces it, so the line and the file come once, as one message.
 */
export async function openChannelStatus(
  ctx: DiscordBotContext,
  status: { channelId: string; t: Translate; jobId: string; heading: string; firstText: string },
): Promise<ChannelStatus> {
  const { channelId, heading } = status;
  const cancel = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(cancelCustomId(status.jobId))
      .setLabel(status.t('dc-cancel'))
      .setStyle(ButtonStyle.Secondary),
  );
  const withStatus = (text: string) => ({
    content: `${heading}\n${text}`,
    components: [cancel.toJSON()],
    allowed_mentions: NO_MENTIONS,
  });
  const posted = (await ctx.client.rest.post(Routes.channelMessages(channelId), {
    body: withStatus(status.firstText),
  })) as { id: string };
  const route = Routes.channelMessage(channelId, posted.id);
  const onError = (error: unknown) => ctx.deps.logger.debug({ err: String(error) }, 'discord: status edit failed');
  const editor = new ThrottledEditor(
    (text) => ctx.client.rest.patch(route, { body: withStatus(text) }),
    ctx.deps.statusIntervalMs,
    onError,
    status.firstText,
  );
  return {
    messageId: posted.id,
    update: (text) => editor.update(text),
    finish: async (content, file) => {
      await editor.close();
      const payload = { content, components: [], allowed_mentions: NO_MENTIONS };
      await ctx.client.rest.patch(
        route,
        file ? { body: await multipartWithFile(payload, file), passThroughBody: true } : { body: payload },
      );
    },
    remove: async () => {
      await editor.close();
      await ctx.client.rest.delete(route).catch(onError);
    },
  };
}
