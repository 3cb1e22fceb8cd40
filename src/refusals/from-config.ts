import type { Config } from '../config/index.js';
import type { DatabaseHandle } from '../db/index.js';
import { discordOwnerChat, telegramOwnerChat } from './owner-chats.js';
import { SiteRefusals, type SiteRefusalsOptions } from './service.js';

/** The owners' chats of OWNER_IDS on the platforms whose bot is configured. */
export function ownerChatsFor(config: Config) {
  return [
    config.TELEGRAM_BOT_TOKEN
      ? telegramOwnerChat({ token: config.TELEGRAM_BOT_TOKEN, apiRoot: config.TELEGRAM_API_ROOT }, config.OWNER_IDS)
      : undefined,
    config.DISCORD_BOT_TOKEN
      ? discordOwnerChat({ token: config.DISCORD_BOT_TOKEN, apiRoot: config.DISCORD_API_ROOT }, config.OWNER_IDS)
      : undefined,
  ];
}

/**
 * The service's SiteRefusals with the numbers of SITE_REFUSAL_* and SITE_COOLING_*, telling the
 * owners of OWNER_IDS in the bots' chats where a bot is configured: in any process, since the
 * instance that claims a notice (site_refusals.told_at) need not be the one running the bot.
 */
export function siteRefusalsFor(
  config: Config,
  database: DatabaseHandle,
  logger: SiteRefusalsOptions['logger'],
  observer: SiteRefusalsOptions['observer'],
): SiteRefusals {
  return new SiteRefusals({
    database,
    logger,
    observer,
    chats: ownerChatsFor(config),
    policy: {
      limit: config.SITE_REFUSAL_LIMIT,
      windowMs: config.SITE_REFUSAL_WINDOW_S * 1000,
      firstMs: config.SITE_COOLING_FIRST_S * 1000,
      maxMs: config.SITE_COOLING_MAX_S * 1000,
    },
  });
}
