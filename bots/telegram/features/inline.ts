import { Composer, type Context } from 'grammy';
import type { TelegramBotContext } from '../context.js';
import { recordCachedChoice, startInlineDownload } from '../inline-job.js';
import { inlineResults } from '../inline-query.js';
import { chosenInlineResultSchema, inlineQuerySchema, parseInlineResultId } from '../inline-schemas.js';
import { chatT } from '../locale.js';

/**
 * Inline mode: `@bot <link>` in any chat is answered with the link's main
 * choices (inline-query.ts), and a chosen one is delivered into the message
 * it became (inline-job.ts). Both updates are checked field by field first.
 * Needs BotFather's /setinline, and /setinlinefeedback for the choices to be
 * reported (docs/TELEGRAM.md, "Inline mode").
 */
export function inlineFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();

  feature.on('inline_query', async (ctx) => {
    const parsed = inlineQuerySchema.safeParse(ctx.inlineQuery);
    if (!parsed.success)
      return void services.logger.info(
        { updateId: ctx.update.update_id },
        'telegram: an inline query that cannot be read ignored',
      );
    const t = chatT(ctx);
    const results = await inlineResults(services, {
      t,
      from: ctx.inlineQuery.from,
      query: parsed.data.query,
      botUsername: ctx.me.username,
    });
    // Personal and never kept by Telegram: what is offered depends on the asker's limits and on the cache.
    await ctx.answerInlineQuery(results, { cache_time: 0, is_personal: true });
  });

  feature.on('chosen_inline_result', async (ctx) => {
    const parsed = chosenInlineResultSchema.safeParse(ctx.chosenInlineResult);
    const id = parsed.success ? parseInlineResultId(parsed.data.result_id) : undefined;
    // The help, a refusal or "still looking it up" was sent: nothing to do.
    if (!parsed.success || !id) return;
    const t = chatT(ctx);
    const from = ctx.chosenInlineResult.from;
    const inlineMessageId = parsed.data.inline_message_id;
    const card = await services.cards.get(id.cardId);
    const choice = card?.choices[id.index];
    if (!card || !choice || card.askerId !== from.id) {
      if (inlineMessageId) await ctx.api.editMessageTextInline(inlineMessageId, t('tg-inline-expired'));
      return;
    }
    if (id.cached) return recordCachedChoice(services, { t, from, card, choice });
    if (!inlineMessageId) {
      return void services.logger.info(
        { updateId: ctx.update.update_id },
        'telegram: a chosen inline article came without its inline_message_id',
      );
    }
    startInlineDownload(services, { t, from, card, choice, inlineMessageId });
  });
  return feature;
}
