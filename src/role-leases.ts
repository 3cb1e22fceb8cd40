import { createHash } from 'node:crypto';
import { type HeldLease, holdLease, type LeaseKeeperOptions, type Store } from './db/index.js';
import type { Logger } from './logger.js';
import type { LeaseMetrics, LeaseRole } from './metrics/index.js';

/**
 * The roles only one process may run at a time, each behind a lease in the
 * database (src/db/lease-keeper.ts):
 * - Telegram long polling: Telegram allows one getUpdates caller per bot; a
 *   second poller makes both fail with 409 Conflict and steals updates.
 * - Each Discord gateway shard: two sessions of one shard would both get
 *   every interaction and answer it twice.
 */

interface RoleLeaseOptions {
  db: Store;
  /** The holder: this process's instance id. */
  instance: string;
  /** ROLE_LEASE_S. */
  leaseS: number;
  logger: Logger;
  onLost(reason: string): void;
  /** Told when each lease is held, given back or lost (the process's metrics). */
  leases?: LeaseMetrics | undefined;
}

/**
 * holdLease, telling `leases` (the metrics) that the lease is held once taken,
 * and no longer once given back or lost.
 */
async function holdCounted(
  options: LeaseKeeperOptions,
  leases: LeaseMetrics | undefined,
  role: LeaseRole,
  shard?: number,
): Promise<HeldLease> {
  const lease = await holdLease({
    ...options,
    onLost: (reason) => {
      leases?.lost(role);
      leases?.held(role, shard, false);
      options.onLost(reason);
    },
  });
  leases?.held(role, shard, true);
  return {
    get lost() {
      return lease.lost;
    },
    async release() {
      await lease.release();
      leases?.held(role, shard, false);
    },
  };
}

/**
 * The polling lease's row name: per bot, so two bots (two tokens) on one
 * database each get one poller. The bot's numeric id is the token's part
 * before the colon and no secret; anything else is hashed, never stored as is.
 */
export function telegramPollingLeaseName(token: string): string {
  const botId = /^(\d{1,20}):/.exec(token)?.[1];
  return `telegram-polling:${botId ?? createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

/**
 * Takes the polling lease for `instance` or throws a LeaseHeldError (one
 * line, naming the holder). `onLost` is called if it is lost later.
 */
export function holdTelegramPollingLease(options: RoleLeaseOptions & { token: string }): Promise<HeldLease> {
  return holdCounted(
    {
      db: options.db,
      name: telegramPollingLeaseName(options.token),
      holder: options.instance,
      ttlMs: options.leaseS * 1000,
      role: 'Telegram long polling for this bot',
      advice:
        'Leave telegram out of ROLES on the other processes, or use webhook mode (TELEGRAM_WEBHOOK_URL) to run the bot on every api instance.',
      onLost: options.onLost,
      warn: (message) => options.logger.warn(message),
    },
    options.leases,
    'telegram',
  );
}

/** A shard's lease name: per application, shard id and shard count (an unsharded bot is shard 0 of 1). */
export const discordShardLeaseName = (applicationId: string, id: number, count: number) =>
  `discord-shard:${applicationId}:${id}/${count}`;

/**
 * Takes the lease of every shard this process serves, or none: when one is
 * held elsewhere, the ones already taken are given back and the
 * LeaseHeldError is thrown. `onLost` is called (once) if any is lost later.
 */
export async function holdDiscordShardLeases(
  options: RoleLeaseOptions & { applicationId: string; shards: { ids: readonly number[]; count: number } | undefined },
): Promise<{ release(): Promise<void> }> {
  const { ids, count } = options.shards ?? { ids: [0], count: 1 };
  const held: HeldLease[] = [];
  let lost = false;
  const release = async () => {
    await Promise.all(held.map((lease) => lease.release()));
  };
  try {
    for (const id of ids) {
      held.push(
        await holdCounted(
          {
            db: options.db,
            name: discordShardLeaseName(options.applicationId, id, count),
            holder: options.instance,
            ttlMs: options.leaseS * 1000,
            role: count === 1 ? 'The Discord bot' : `Discord gateway shard ${id} of ${count}`,
            advice:
              'Leave discord out of ROLES on the other processes, or give each process its own DISCORD_SHARDS (with the same DISCORD_SHARD_COUNT).',
            onLost: (reason) => {
              if (lost) return;
              lost = true;
              options.onLost(reason);
            },
            warn: (message) => options.logger.warn(message),
          },
          options.leases,
          'discord',
          id,
        ),
      );
    }
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}
