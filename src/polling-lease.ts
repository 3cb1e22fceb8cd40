import { createHash } from 'node:crypto';
import { type HeldLease, holdLease } from './db/lease-keeper.js';
import type { Store } from './db/tables.js';
import type { Logger } from './logger.js';

/**
 * Telegram allows one getUpdates caller per bot: a second poller makes both
 * fail with 409 Conflict and steals updates. So a process polls only while
 * it holds this bot's lease in the database (src/db/lease-keeper.ts).
 */

/**
 * The lease's row name: per bot, so two bots (two tokens) on one database
 * each get one poller. The bot's numeric id is the token's part before the
 * colon and no secret; anything else is hashed, never stored as is.
 */
export function telegramPollingLeaseName(token: string): string {
  const botId = /^(\d{1,20}):/.exec(token)?.[1];
  return `telegram-polling:${botId ?? createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

/** What the refusal at start says to do instead. */
const ADVICE =
  'Leave telegram out of ROLES on the other processes, or use webhook mode (TELEGRAM_WEBHOOK_URL) to run the bot on every api instance.';

/**
 * Takes the polling lease for `instance` or throws a LeaseHeldError (one
 * line, naming the holder). `onLost` is called if it is lost later.
 */
export function holdTelegramPollingLease(options: {
  db: Store;
  instance: string;
  token: string;
  leaseS: number;
  logger: Logger;
  onLost(reason: string): void;
}): Promise<HeldLease> {
  return holdLease({
    db: options.db,
    name: telegramPollingLeaseName(options.token),
    holder: options.instance,
    ttlMs: options.leaseS * 1000,
    role: 'Telegram long polling for this bot',
    advice: ADVICE,
    onLost: options.onLost,
    warn: (message) => options.logger.warn(message),
  });
}
