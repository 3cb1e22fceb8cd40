import { Composer, type Context } from 'grammy';
import { telegramIdentity } from '../identity.js';
import type { TelegramServices } from '../services.js';
import { usageSummaryText } from '../usage-text.js';

/** /usage: the caller's own counts and limits. */
export function usageFeature(services: TelegramServices): Composer<Context> {
  const feature = new Composer();
  feature.command('usage', async (ctx) => {
    if (!ctx.from) return;
    await ctx.reply(usageSummaryText(services.usage.summary(telegramIdentity(ctx.from))));
  });
  return feature;
}
