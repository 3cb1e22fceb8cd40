/**
 * The database and the role leases. Query latency and errors are told by the
 * drivers themselves (src/db/query-timing.ts): every statement of either
 * backend passes there, the usage ledger's, the leases' and the bots' alike.
 * Leases are told by src/role-leases.ts as they are taken, given back or lost.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { QueryObserver } from '../db/index.js';
import { shardLabel } from './labels.js';

/** The roles only one process may run at a time, each behind a lease (src/role-leases.ts). */
export type LeaseRole = 'telegram' | 'discord';

/** What src/role-leases.ts tells the metrics. */
export interface LeaseMetrics {
  /** A lease was taken (`held` true) or given back or lost (false); `shard` for a Discord shard's. */
  held(role: LeaseRole, shard: number | undefined, held: boolean): void;
  /** A lease was lost while this process held it (another process runs the role now). */
  lost(role: LeaseRole): void;
}

export interface StoreFamilies {
  onQuery: QueryObserver;
  leases: LeaseMetrics;
}

export function storeFamilies(registry: Registry): StoreFamilies {
  const registers = [registry];
  const latency = new Histogram({
    name: 'media_fetcher_db_query_duration_seconds',
    help: 'Time of each database statement, by backend (sqlite, postgres); failed ones too.',
    labelNames: ['backend'] as const,
    buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  });
  const errors = new Counter({
    name: 'media_fetcher_db_query_errors_total',
    help: 'Database statements that failed, by backend.',
    labelNames: ['backend'] as const,
    registers,
  });
  /** Held leases by their labels; a shard's lease is one entry per shard. */
  const held = new Map<string, { role: LeaseRole; shard: string }>();
  new Gauge({
    name: 'media_fetcher_leases_held',
    help: 'Role leases this process holds now (1), by role and Discord shard (none for Telegram long polling).',
    labelNames: ['role', 'shard'] as const,
    registers,
    collect() {
      this.reset();
      for (const labels of held.values()) this.set(labels, 1);
    },
  });
  const lost = new Counter({
    name: 'media_fetcher_leases_lost_total',
    help: 'Role leases lost while held: another process took the role, or the database stopped answering.',
    labelNames: ['role'] as const,
    registers,
  });
  const roleOf = (role: string): LeaseRole => (role === 'discord' ? 'discord' : 'telegram');

  return {
    onQuery({ dialect, seconds, failed }) {
      const backend = dialect === 'postgres' ? 'postgres' : 'sqlite';
      latency.observe({ backend }, seconds);
      if (failed) errors.inc({ backend });
    },
    leases: {
      held(role, shard, isHeld) {
        const labels = { role: roleOf(role), shard: shardLabel(shard) };
        const key = `${labels.role}/${labels.shard}`;
        if (isHeld) held.set(key, labels);
        else held.delete(key);
      },
      lost: (role) => lost.inc({ role: roleOf(role) }),
    },
  };
}
