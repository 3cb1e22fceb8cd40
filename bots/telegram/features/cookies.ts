import { Composer, type Context } from 'grammy';
import { z } from 'zod';
import { addCookieFile } from '../../shared/maintenance.js';
import { readUploadedCookieFile } from '../../shared/uploaded-file.js';
import type { TelegramBotContext } from '../context.js';
import { telegramIdentity } from '../identity.js';
import { chatT } from '../locale.js';

/** What a document's file answers from getFile; the path is Telegram's, checked before it names a URL. */
const filePathSchema = z
  .string()
  .regex(/^[\w./-]{1,256}$/)
  .refine((p) => !p.includes('..'));

/** The file of a document sent to the bot, read through the Bot API's file URL (the token is never logged). */
async function readDocument(services: TelegramBotContext, ctx: Context): Promise<string> {
  const file = await ctx.getFile();
  const filePath = filePathSchema.parse(file.file_path);
  const root = (services.apiRoot ?? 'https://api.telegram.org').replace(/\/+$/, '');
  return readUploadedCookieFile(`${root}/file/bot${services.token}/${filePath}`);
}

/**
 * A cookies.txt sent as a document in the owner's private chat is added as a cookie set
 * (src/cookies), checked first; anyone else hears it is the owner's to do. Other documents
 * in other chats are left to the rest of the bot.
 */
export function cookiesFeature(services: TelegramBotContext): Composer<Context> {
  const feature = new Composer();
  feature.on('message:document', async (ctx, next) => {
    if (ctx.chat.type !== 'private') return next();
    const t = chatT(ctx);
    const cookies = services.maintenance?.cookies;
    if (!cookies) return next();
    if (!services.usage.isOwner(telegramIdentity(ctx.from)))
      return void (await ctx.reply(t('error-cookies-owner-only')));
    const answer = await addCookieFile(t, cookies, ctx.message.document.file_size, () => readDocument(services, ctx));
    await ctx.reply(answer);
  });
  return feature;
}
