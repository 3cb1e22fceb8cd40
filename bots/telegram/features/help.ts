import { Composer, type Context } from 'grammy';
import type { TelegramBotContext } from '../context.js';
import { chatT } from '../locale.js';
import { helpText } from '../texts.js';

/** /start and /help. */
export function helpFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.command(['start', 'help'], (ctx) => ctx.reply(helpText(chatT(ctx), services.uploadLimitBytes)));
  return feature;
}
