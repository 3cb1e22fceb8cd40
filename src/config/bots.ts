import { z } from 'zod';
import { shardIdsSchema } from '../roles.js';
import { blankToUndefined, bool, int, optionalString, optionalUrl } from './values.js';

/**
 * An absolute folder path a local Bot API server is handed as `file://<path>`: only characters a
 * file URI carries as they are, so the server reads the very path we wrote, whatever it decodes.
 */
const serverPath = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\/[A-Za-z0-9._/-]*$/, 'must be an absolute path of letters, digits and . _ - / only')
      .transform((p) => p.replace(/(.)\/+$/, '$1'))
      .optional(),
  );

/** The Telegram bot: its token, the Bot API server, webhook instead of long polling, and its upload size. */
export const telegramSettings = {
  TELEGRAM_BOT_TOKEN: optionalString(),
  TELEGRAM_API_ROOT: optionalUrl(),
  // A folder this process and the local Bot API server both see: files go there and are sent by path.
  TELEGRAM_LOCAL_FILES_DIR: serverPath(),
  // The same folder as the server sees it, when its path there differs (another container's mount).
  TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: serverPath(),
  TELEGRAM_WEBHOOK_URL: optionalUrl(),
  TELEGRAM_WEBHOOK_SECRET: optionalString(),
  TELEGRAM_MAX_UPLOAD_MB: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4000).optional()),
  // Inline mode uploads each file here first, for a file_id to put into the inline message (a chat id, `-100…` for a channel).
  TELEGRAM_STORAGE_CHAT_ID: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(-(2 ** 52))
      .max(2 ** 52)
      .refine((id) => id !== 0, 'a chat id is never 0')
      .optional(),
  ),
};

/** The Discord bot: its application, where its commands are registered, its upload size and gateway shards. */
export const discordSettings = {
  DISCORD_BOT_TOKEN: optionalString(),
  DISCORD_APPLICATION_ID: optionalString(),
  DISCORD_GUILD_ID: optionalString(),
  DISCORD_API_ROOT: optionalUrl(),
  DISCORD_READ_MESSAGES: bool(false),
  DISCORD_MAX_UPLOAD_MB: int(1, 500, 10),
  // Gateway shards this process serves, and how many there are in all (set both or neither).
  DISCORD_SHARDS: shardIdsSchema,
  DISCORD_SHARD_COUNT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65_536).optional()),
};
