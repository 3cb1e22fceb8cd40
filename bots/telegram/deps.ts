import type { FastifyInstance } from 'fastify';
import type { BotDeps } from '../shared/deps.js';
import type { LocalFilesDir } from './local-files.js';

/** Webhook mode: Telegram POSTs updates to `url`, which must reach the given Fastify app. */
export interface TelegramWebhookOptions {
  /** Public https URL of the webhook; its path is the route registered on `fastify`. */
  url: string;
  /**
   * Sent by Telegram in `X-Telegram-Bot-Api-Secret-Token` and checked on every
   * request (1–256 of `A-Z a-z 0-9 _ -`). A random one is made when absent.
   */
  secret?: string | undefined;
  /** The app to add the route to; it must not be listening yet. */
  fastify: FastifyInstance;
}

/** Everything the Telegram bot needs; main.ts fills it from the config (from-config.ts). */
export interface TelegramBotDeps extends BotDeps {
  /** Bot token from @BotFather. Never logged. */
  token: string;
  /** Another Bot API server (a local `telegram-bot-api`, or a fake in tests). */
  apiRoot?: string | undefined;
  /** Webhook mode when given; long polling otherwise. */
  webhook?: TelegramWebhookOptions | undefined;
  /** Downloads are written here (one folder per job) before upload, and removed after. */
  tmpDir: string;
  /**
   * With a local Bot API server: this process's folder in TELEGRAM_LOCAL_FILES_DIR, where job
   * folders go instead of `tmpDir` and files are sent from by path (local-files.ts).
   */
  localFiles?: LocalFilesDir | undefined;
  /**
   * Largest upload in MB (TELEGRAM_MAX_UPLOAD_MB). Defaults to 50 on the public
   * Bot API and 2000 when `apiRoot` points at a local Bot API server.
   */
  maxUploadMb?: number | undefined;
  /** OWNER_IDS identity keys; `telegram:` ones get the owner commands in their command menu. */
  ownerIds: readonly string[];
  /** How long a card's buttons keep working (default 1 hour). */
  cardTtlMs?: number | undefined;
  /** TELEGRAM_STORAGE_CHAT_ID: inline mode uploads files here for their file_id; unset, inline downloads are refused. */
  storageChatId?: number | undefined;
  /** How long a finished file waits for its upload thumbnail still being made (default 1.5 s); tests lengthen it. */
  thumbnailWaitMs?: number | undefined;
}
