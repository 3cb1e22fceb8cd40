import { ActionRowBuilder, ButtonBuilder, ButtonStyle, DiscordAPIError, Routes } from 'discord.js';
import { z } from 'zod';
import type { Translate } from '../../src/i18n/index.js';
import type { ClipRange, MediaInfo } from '../../src/media/index.js';
import type { Card } from '../shared/card-store.js';
import type { Choice } from '../shared/choices.js';
import { interruptedWords } from '../shared/job-texts.js';
import { loggableError } from '../shared/log.js';
import { readCrashNotice } from '../shared/removal-notice.js';
import type { DiscordCard } from './card.js';
import { discordCardSchema } from './card-schema.js';
import { offeredFormats } from './choices.js';
import type { DiscordBotContext } from './context.js';
import { choiceId, formatOptionValue, isChoiceId, pressOnCard } from './custom-id.js';

/*
 * A download's last words should the process die under it, as on Telegram: its job-board row keeps the status
 * message, the sentence and the card's press; the next start edits the message to say it was interrupted, with
 * "Try again" on a new copy of the card (the press used the old one up). The edit goes through the bot's own REST,
 * not the interaction's webhook, whose token is a credential that dies after 15 minutes and is never stored.
 */

const snowflake = z.string().regex(/^\d{1,25}$/);

const noticeSchema = z.object({
  channelId: snowflake,
  messageId: snowflake,
  text: z.string().min(1).max(2000),
  button: z.string().min(1).max(80),
  /** The press that started the download, without its card (custom-id.ts's choiceId): `mp3-128`, `fmt:f3`. */
  press: z.string().max(40).refine(isChoiceId, 'not a card’s press'),
  card: discordCardSchema,
});

/** Where a followed entry's status message is, which the next start takes away (shared/removal-notice.ts). */
const statusPlace = z.object({ channelId: snowflake, messageId: snowflake });

/** The notice as written: the card as the bot holds it (read back, the schema checks it whole). */
type InterruptedNotice = Omit<z.infer<typeof noticeSchema>, 'card'> & { card: DiscordCard };

/** What a download can be tried again from: the card it was chosen on (without its id) and the press (choiceId's). */
export interface RetryPress {
  card: DiscordCard;
  press: string;
}

/** The notice of a download whose status message is `messageId` in `channelId`. */
export function interruptedNotice(
  t: Translate,
  where: { channelId: string; messageId: string; label: string } & RetryPress,
): string {
  const words = interruptedWords(t, where.label);
  const notice: InterruptedNotice = {
    channelId: where.channelId,
    messageId: where.messageId,
    text: words.text,
    button: words.button,
    press: where.press,
    card: where.card,
  };
  return JSON.stringify(notice);
}

/**
 * A `format:` shortcut's download has no card to try it again from after a
 * crash (interrupted.ts): the card `/download` would have shown, and the
 * press of the same choice on it. Undefined for a choice no card offers.
 */
export function shortcutRetry(
  asked: { url: string; info: MediaInfo; clip?: ClipRange | undefined; uploadLimitBytes: number },
  ownerUserId: string,
  choice: Choice,
): RetryPress | undefined {
  const formats = offeredFormats(asked.info);
  const card = {
    url: asked.url,
    info: asked.info,
    formats,
    ownerUserId,
    uploadLimitBytes: asked.uploadLimitBytes,
    ...(asked.clip ? { clip: asked.clip } : {}),
  };
  if (choice.type === 'mp3') return { card, press: choiceId({ kind: 'mp3', quality: choice.quality }) };
  const index = choice.type === 'format' ? formats.findIndex((format) => format.id === choice.format.id) : -1;
  return index < 0 ? undefined : { card, press: choiceId({ kind: 'format' }, formatOptionValue(index)) };
}

/** The one row of the edited message: "Try again", greyed out once its card has expired. */
function tryAgainRow(label: string, customId: string, disabled: boolean) {
  const button = new ButtonBuilder()
    .setCustomId(customId)
    .setLabel(label)
    .setStyle(ButtonStyle.Primary)
    .setDisabled(disabled);
  return new ActionRowBuilder<ButtonBuilder>().addComponents(button).toJSON();
}

/**
 * Edits the status message of each download a killed run left: interrupted,
 * with its "Try again" button on a new card made from the kept one. A notice
 * that cannot be read, or a message gone (deleted, or a channel the bot can
 * no longer see, and the asker takes no DM either: showNotice), is logged and skipped; a followed entry's
 * status message is taken away instead. Returns how many were told.
 */
export async function notifyInterrupted(ctx: DiscordBotContext, notices: readonly string[]): Promise<number> {
  const { logger } = ctx.deps;
  let notified = 0;
  for (const raw of notices) {
    let notice: z.infer<typeof noticeSchema>;
    try {
      const read = readCrashNotice(raw, { where: statusPlace, notice: noticeSchema });
      if ('remove' in read) {
        await removeStatus(ctx, read.remove);
        continue;
      }
      notice = read.tell;
    } catch (error) {
      logger.warn({ err: loggableError(error) }, 'discord: an interrupted job’s notice could not be read');
      continue;
    }
    let card: Card<DiscordCard> | undefined;
    try {
      card = await ctx.cards.add(notice.card);
      const customId = pressOnCard(card.id, notice.press);
      const body = (disabled: boolean) => ({
        content: notice.text,
        components: [tryAgainRow(notice.button, customId, disabled)],
        allowed_mentions: { parse: [] },
      });
      const route = await showNotice(ctx, notice, body(false));
      ctx.cardExpiry.watch(card.id, () => ctx.client.rest.patch(route, { body: body(true) }));
      notified++;
    } catch (error) {
      logger.info({ err: loggableError(error) }, 'discord: could not tell an interrupted job’s asker');
      if (card) await ctx.cards.delete(card.id).catch(() => undefined);
    }
  }
  return notified;
}

/** Takes a followed entry's old status message away; one already gone, or out of reach, is only logged. */
async function removeStatus(ctx: DiscordBotContext, where: { channelId: string; messageId: string }): Promise<void> {
  await ctx.client.rest
    .delete(Routes.channelMessage(where.channelId, where.messageId))
    .catch((error: unknown) =>
      ctx.deps.logger.info({ err: loggableError(error) }, 'discord: a followed entry’s old status stays'),
    );
}

/**
 * Edits the status message into the notice; where the bot cannot reach it (403 Missing Access, 404 Unknown
 * Channel or Message: a DM between other people, a server where the app is installed by a user only),
 * the notice goes to the asker in a DM of its own instead. Returns the route of the message that shows it.
 */
async function showNotice(
  ctx: DiscordBotContext,
  notice: z.infer<typeof noticeSchema>,
  body: Record<string, unknown>,
): Promise<`/${string}`> {
  const route = Routes.channelMessage(notice.channelId, notice.messageId);
  try {
    await ctx.client.rest.patch(route, { body });
    return route;
  } catch (error) {
    if (!(error instanceof DiscordAPIError) || (error.status !== 403 && error.status !== 404)) throw error;
    ctx.deps.logger.info({ err: loggableError(error) }, 'discord: a crash notice goes to its asker by DM');
  }
  const dm = (await ctx.client.rest.post(Routes.userChannels(), {
    body: { recipient_id: notice.card.ownerUserId },
  })) as { id: string };
  const sent = (await ctx.client.rest.post(Routes.channelMessages(dm.id), { body })) as { id: string };
  return Routes.channelMessage(dm.id, sent.id);
}
