import type { I18nFlavor } from '@grammyjs/i18n';
import { Composer, type Context, InlineKeyboard } from 'grammy';
import type { Chat, User } from 'grammy/types';
import { z } from 'zod';
import {
  defaultLocale,
  type LocaleCode,
  localeCodes,
  negotiateLocale,
  supportedLocales,
  type Translate,
  translator,
} from '../../../src/i18n/index.js';
import { type CallbackAction, languageData } from '../callback-data.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';

type LanguagePress = Extract<CallbackAction, { type: 'language' }>;

/** Languages a row on the keyboard: native names are short enough for two across a phone. */
const PER_ROW = 2;
/** Group admins as getChatMember says them. */
const ADMIN_STATUSES = new Set(['creator', 'administrator']);

/** What follows `/language`: a code as people write it (`es`, `pt-BR`, `pt_br`, `zh`), bounded. */
const argumentSchema = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8}){0,3}$/);

/**
 * `/language`: without an argument, a keyboard of every language by its own
 * name; with one (`/language es`), that language at once. In a private chat
 * the choice is the person's (every private chat with them); in a group it is
 * the group's, and only its admins may make it. Stored in the database
 * (bots/shared/language-store.ts), so it survives restarts and every instance
 * sees it; the answer is already in the new language.
 */
export function languageFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.command('language', async (ctx) => {
    const t = chatT(ctx);
    if (!ctx.from || !ctx.chat) return;
    if (!(await maySetLanguage(ctx))) return void (await ctx.reply(t('tg-language-admins-only')));
    const group = ctx.chat.type !== 'private';
    const asked = ctx.match.trim();
    if (asked === '') {
      return void (await ctx.reply(t(group ? 'tg-language-choose-chat' : 'tg-language-choose'), {
        reply_markup: languageKeyboard(),
      }));
    }
    const locale = localeOf(asked);
    if (!locale) {
      const code = asked.slice(0, 35);
      return void (await ctx.reply(t('tg-language-unknown', { code }), { reply_markup: languageKeyboard() }));
    }
    await ctx.reply(await choose(services, ctx, ctx.chat, ctx.from, locale));
  });
  return feature;
}

/** A press on /language's keyboard: the same choice as `/language <code>`, said in place of the keyboard. */
export async function handleLanguagePress(
  services: TelegramBotContext,
  ctx: Context,
  action: LanguagePress,
): Promise<void> {
  const { chat, from } = ctx;
  if (!chat || !from || !(await maySetLanguage(ctx))) {
    return void (await ctx.answerCallbackQuery({ text: chatT(ctx)('tg-language-admins-only'), show_alert: true }));
  }
  const confirmation = await choose(services, ctx, chat, from, action.locale);
  await ctx.answerCallbackQuery({ text: confirmation }).catch(() => undefined);
  await ctx.editMessageText(confirmation).catch(() => undefined);
}

/** Every supported language by its own name, two a row. */
export function languageKeyboard(): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  supportedLocales.forEach((locale, index) => {
    if (index > 0 && index % PER_ROW === 0) keyboard.row();
    keyboard.text(locale.name, languageData(locale.code));
  });
  return keyboard;
}

/**
 * The supported locale a person meant: the code itself in any case (`pt-br`,
 * `PT_BR`), else the best match (`pt` → pt-BR, `zh-Hans` → zh-CN); undefined
 * when nothing matches.
 */
export function localeOf(written: string): LocaleCode | undefined {
  const parsed = argumentSchema.safeParse(written);
  if (!parsed.success) return undefined;
  const tag = parsed.data.replaceAll('_', '-').toLowerCase();
  const exact = localeCodes.find((code) => code.toLowerCase() === tag);
  if (exact) return exact;
  const best = negotiateLocale([tag]);
  // negotiateLocale says English for anything it does not know: only an English tag means English.
  return best !== defaultLocale || tag.startsWith('en') ? best : undefined;
}

/** Stores the choice (the group's in a group, else the person's) and says it in the chosen language. */
async function choose(
  services: TelegramBotContext,
  ctx: Context,
  chat: Chat,
  from: User,
  locale: LocaleCode,
): Promise<string> {
  const group = chat.type !== 'private';
  const subject = group
    ? { scope: 'chat' as const, id: String(chat.id) }
    : { scope: 'user' as const, id: String(from.id) };
  const setBy = `telegram:${telegramIdentity(from).externalId}`;
  await services.languages.set(subject, locale, setBy);
  // The rest of this update already speaks the new language.
  (ctx as Context & Partial<I18nFlavor>).i18n?.useLocale(locale);
  const t: Translate = translator(locale);
  const language = supportedLocales.find((entry) => entry.code === locale)?.name ?? locale;
  return t(group ? 'tg-language-set-chat' : 'tg-language-set', { language });
}

/**
 * Anyone in a private chat; in a group only an admin (getChatMember), or a
 * message the group sent as itself (an anonymous admin). Telegram failing to
 * answer counts as no.
 */
async function maySetLanguage(ctx: Context): Promise<boolean> {
  const chat = ctx.chat;
  const from = ctx.from;
  if (!chat || !from) return false;
  if (chat.type === 'private') return true;
  if (ctx.message?.sender_chat?.id === chat.id) return true;
  const member = await ctx.getChatMember(from.id).catch(() => undefined);
  return member !== undefined && ADMIN_STATUSES.has(member.status);
}
