import { Composer, type Context } from 'grammy';
import { z } from 'zod';
import { AccessChangeError } from '../../../src/usage/index.js';
import { runYtdlpUpdate, ytdlpStatusText } from '../../shared/maintenance.js';
import { statsText } from '../../shared/usage-texts.js';
import { MAX_TEXT_LENGTH } from '../api-guards.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';

/** `/allow 123` means Telegram user 123; `/allow discord:456` names another platform. */
const targetSchema = z
  .string()
  .trim()
  .min(1)
  .max(140)
  .transform((arg) => (/^\d{1,20}$/.test(arg) ? `telegram:${arg}` : arg));

/** /stats, /allow <id>, /block <id>, /update: only for OWNER_IDS. */
export function ownerFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  const isOwner = (ctx: Context) => ctx.from !== undefined && services.usage.isOwner(telegramIdentity(ctx.from));

  const notOwner = (ctx: Context) => ctx.reply(chatT(ctx)('tg-not-owner'));

  feature.command('stats', async (ctx) => {
    if (!isOwner(ctx)) return void (await notOwner(ctx));
    await ctx.reply(statsText(chatT(ctx), await services.usage.stats(), MAX_TEXT_LENGTH));
  });

  for (const state of ['allowed', 'blocked'] as const) {
    const command = state === 'allowed' ? 'allow' : 'block';
    feature.command(command, async (ctx) => {
      if (!ctx.from || !isOwner(ctx)) return void (await notOwner(ctx));
      const t = chatT(ctx);
      const target = targetSchema.safeParse(ctx.match);
      if (!target.success) return void (await ctx.reply(t('tg-access-usage', { command })));
      try {
        const change = await services.usage.setAccess(target.data, state, telegramIdentity(ctx.from));
        const lines = [
          t(change.state === 'allowed' ? 'tg-access-allowed' : 'tg-access-blocked', { identity: change.identity }),
        ];
        if (state === 'allowed' && change.allowListActive) lines.push(t('tg-access-allow-list-active'));
        await ctx.reply(lines.join('\n'));
      } catch (error) {
        if (!(error instanceof AccessChangeError)) throw error;
        await ctx.reply(t(error.sentence.key, error.sentence.args));
      }
    });
  }
  // The update can take a minute: it runs detached, so the chat's other updates are not held up.
  feature.command('update', async (ctx) => {
    if (!isOwner(ctx)) return void (await notOwner(ctx));
    const { maintenance } = services;
    const t = chatT(ctx);
    if (!maintenance) return void (await ctx.reply(t('bot-update-unavailable')));
    await ctx.reply(ytdlpStatusText(t, maintenance.ytdlpStatus()));
    const api = ctx.api;
    const chatId = ctx.chat.id;
    services.jobs.track(
      runYtdlpUpdate(t, maintenance).then((result) =>
        api.sendMessage(chatId, result.message, { link_preview_options: { is_disabled: true } }),
      ),
    );
  });
  return feature;
}
