import { Composer, type Context } from 'grammy';
import { choiceLabel } from '../../shared/choices.js';
import { cancelAnswer, fittedLabel } from '../../shared/job-texts.js';
import { parseCallbackData } from '../callback-data.js';
import type { TelegramBotContext } from '../context.js';
import { startDownload } from '../download-job.js';
import { chatT } from '../locale.js';
import { startingText } from '../texts.js';
import { handleFollowPress } from './follow.js';
import { handleLanguagePress } from './language.js';
import { handleOptionToggle } from './options.js';
import { handlePlaylistPress } from './playlist.js';
import { handleSoundPress } from './sound.js';
import { handleSubtitlesPress } from './subtitles.js';

/**
 * Presses on a card's buttons, on a playlist card's (features/playlist.ts) and on Cancel. Every query is answered at once
 * (the client shows a spinner until then); the download itself runs detached.
 */
export function buttonsFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();

  feature.on('callback_query:data', async (ctx) => {
    const action = parseCallbackData(ctx.callbackQuery.data);
    const from = ctx.callbackQuery.from;
    const t = chatT(ctx);
    if (!action) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));

    if (action.type === 'cancel') {
      const text = cancelAnswer(t, await services.jobs.cancel(action.jobId, String(from.id)));
      return void (await ctx.answerCallbackQuery({ text }));
    }
    if (action.type === 'subtitles_menu') return handleSubtitlesPress(services, ctx, action);
    if (action.type === 'sound_menu' || action.type === 'sound_language')
      return handleSoundPress(services, ctx, action);
    if (action.type === 'language') return handleLanguagePress(services, ctx, action);
    if (action.type === 'follow_offer' || action.type === 'follow_form' || action.type === 'follow_remove')
      return handleFollowPress(services, ctx, action);
    if (action.type === 'option_toggle') return handleOptionToggle(services, ctx, action);
    if (action.type !== 'choice' && action.type !== 'fit') return handlePlaylistPress(services, ctx, action);

    const card = await services.cards.get(action.cardId);
    const choice = card?.choices[action.index];
    if (!card || !choice) return void (await ctx.answerCallbackQuery({ text: t('tg-card-expired'), show_alert: true }));
    if (card.askerId !== from.id)
      return void (await ctx.answerCallbackQuery({ text: t('tg-not-your-card'), show_alert: true }));

    const fit = action.type === 'fit';
    const label = fit ? fittedLabel(t, choiceLabel(t, choice), services.uploadLimitBytes) : choiceLabel(t, choice);
    // A query older than a few seconds cannot be answered any more; the job still runs.
    await ctx
      .answerCallbackQuery({
        text: choice.tooLarge && !fit ? t('tg-too-large-answer', { label }) : startingText(t, label),
      })
      .catch(() => undefined);
    startDownload(services, { t, card, choice, from, cardMessageId: ctx.callbackQuery.message?.message_id, fit });
  });
  return feature;
}
