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
  TELEGRAM_BOT_TOKEN: optionalString().describe(
    "the bot's token from @BotFather; the Telegram bot starts only when set",
  ),
  TELEGRAM_API_ROOT: optionalUrl()
    .meta({ defaultText: '`https://api.telegram.org`' })
    .describe('a local `telegram-bot-api` server (`http://127.0.0.1:8081`), which lifts the upload limit to 2000 MB'),
  TELEGRAM_LOCAL_FILES_DIR: serverPath().describe(
    'with `TELEGRAM_API_ROOT`: a folder this process and the local Bot API server both see (absolute; letters, digits, `. _ - /`); files are written there and sent by path, not uploaded',
  ),
  TELEGRAM_LOCAL_FILES_DIR_AS_SERVER_SEES: serverPath().describe(
    "the same folder as the Bot API server sees it, when its path there differs (another container's mount)",
  ),
  TELEGRAM_WEBHOOK_URL: optionalUrl().describe(
    'webhook mode instead of long polling: the public https URL Telegram calls (its path becomes the route)',
  ),
  TELEGRAM_WEBHOOK_SECRET: optionalString()
    .meta({ defaultText: 'derived from the bot token' })
    .describe('1–256 characters of `A-Z a-z 0-9 _ -` Telegram sends with every update; other requests get 401'),
  TELEGRAM_MAX_UPLOAD_MB: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4000).optional())
    .meta({ defaultText: '50; 2000 with `TELEGRAM_API_ROOT`' })
    .describe('largest file the bot uploads; larger ones get the signed direct link'),
  TELEGRAM_STORAGE_CHAT_ID: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .min(-(2 ** 52))
        .max(2 ** 52)
        .refine((id) => id !== 0, 'a chat id is never 0')
        .optional(),
    )
    .describe(
      'inline mode: the chat each file is uploaded to first, for the `file_id` the inline message needs (a private channel with the bot as admin, `-100…`); unset, inline mode says it is off ([TELEGRAM.md](TELEGRAM.md#inline-mode))',
    ),
};

/** The Discord bot: its application, where its commands are registered, its upload size and gateway shards. */
export const discordSettings = {
  DISCORD_BOT_TOKEN: optionalString().describe(
    'bot token; the bot starts only when it and `DISCORD_APPLICATION_ID` are set',
  ),
  DISCORD_APPLICATION_ID: optionalString().describe('application id, for registration and interaction replies'),
  DISCORD_GUILD_ID: optionalString().describe('register commands to this server only (they appear at once)'),
  DISCORD_API_ROOT: optionalUrl()
    .meta({ defaultText: '`https://discord.com/api`' })
    .describe("another API root (the tests' fake Discord)"),
  DISCORD_READ_MESSAGES: bool(false).describe(
    '`true`: answer links pasted in messages with a card (`<link> 1:20-2:05` makes it a clip card). Needs the privileged Message Content Intent; without it Discord refuses the connection',
  ),
  DISCORD_MAX_UPLOAD_MB: int(1, 500, 10).describe('upload limit when the interaction does not say (pasted links)'),
  DISCORD_SHARDS: shardIdsSchema.describe(
    'the gateway shards this process serves (`0,1`); with `DISCORD_SHARD_COUNT`, both or neither',
  ),
  DISCORD_SHARD_COUNT: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65_536).optional())
    .describe('how many gateway shards there are in all'),
};
