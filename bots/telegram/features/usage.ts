import { Composer, type Context } from 'grammy';
import { usageText } from '../../shared/usage-texts.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';

/** /usage: the caller's own counts and limits. */
export function usageFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.command('usage', async (ctx) => {
    if (!ctx.from) return;
    await ctx.reply(usageText(chatT(ctx), await services.usage.summary(telegramIdentity(ctx.from))));
  });
  return feature;
}
