import type { InlineKeyboard } from 'grammy';
import type { DeliveryOutcome, Follow, FollowEntry, FollowNote, FollowTargetHandler } from '../../src/follows/index.js';
import { defaultLocale, isLocaleCode, type Translate, translator } from '../../src/i18n/index.js';
import { isOverUploadLimit } from '../shared/choices.js';
import { deliveryOutcome, followNoteText, newEntryText } from '../shared/follow-delivery.js';
import { lookUpEntry } from '../shared/follow-entry.js';
import type { TelegramBotContext } from './context.js';
import { decideAndStart } from './download-job.js';

/**
 * Followed entries delivered into a Telegram chat (src/follows calls this): the
 * entry's link read as a link sent would be, a card made of the follow's form,
 * and the download, as if the follower had pressed the card's button, whose
 * file comes with the entry's title and link as its caption.
 */
export function telegramFollowTarget(services: TelegramBotContext): FollowTargetHandler {
  return {
    deliver: (follow, entry) => deliver(services, follow, entry),
    tell: async (follow, note: FollowNote) => {
      const chat = targetOf(follow);
      if (chat) await services.api.sendMessage(chat.chatId, followNoteText(chat.t, follow, note));
    },
  };
}

/** The follow's chat and its words; undefined for another target. */
function targetOf(follow: Follow): { chatId: number; t: Translate } | undefined {
  if (follow.target.kind !== 'telegram') return undefined;
  const locale = follow.target.locale;
  return {
    chatId: Number(follow.target.chatId),
    t: translator(locale && isLocaleCode(locale) ? locale : defaultLocale),
  };
}

async function deliver(services: TelegramBotContext, follow: Follow, entry: FollowEntry): Promise<DeliveryOutcome> {
  const chat = targetOf(follow);
  if (!chat) return { outcome: 'failed', error: 'not a Telegram follow' };
  const { chatId, t } = chat;
  const sendText = (text: string, keyboard?: InlineKeyboard) =>
    services.api
      .sendMessage(chatId, text, {
        link_preview_options: { is_disabled: true },
        ...(keyboard ? { reply_markup: keyboard } : {}),
      })
      .then(() => undefined);
  const uploadLimitBytes = services.uploadLimitBytes;
  const looked = await lookUpEntry(services, { t, follow, entry, uploadLimitBytes });
  if ('dropped' in looked) {
    if (looked.dropped.text) await sendText(looked.dropped.text);
    return looked.dropped.outcome;
  }
  const { identity, info, fit } = looked.ready;
  const choice = { ...looked.ready.choice, tooLarge: isOverUploadLimit(info, looked.ready.choice, uploadLimitBytes) };
  const askerId = Number(identity.externalId);
  const card = await services.cards.add({ url: entry.url, info, choices: [choice], askerId, chatId });
  const from = { id: askerId, is_bot: false, first_name: '' };
  const request = { t, card, choice, from, fit, followed: true, caption: newEntryText(t, follow, entry) };
  return deliveryOutcome(await decideAndStart(services, request, sendText));
}
