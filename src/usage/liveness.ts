import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle, Store } from '../db/index.js';

/**
 * Which `running` usage rows still hold a concurrent slot and their MB reservation. A row whose finish never
 * reached the database would stay `running` until its instance restarts, so each process's heartbeat vouches for
 * its open rows, and a row nobody vouched for in {@link STALE_AFTER_HEARTBEATS} heartbeats stops holding its slot
 * and reservation (its bytes still count): a dead instance's rows too, within minutes.
 */
export const STALE_ROW_GRACE_S = 120;

/** The most time between two heartbeats; shorter for a short JOB_TIMEOUT_S. */
const MAX_HEARTBEAT_MS = 60_000;

/** Heartbeats a row may miss before it counts as ended: one late write is no death. */
export const STALE_AFTER_HEARTBEATS = 3;

/** How often a process vouches for its running rows: a quarter of JOB_TIMEOUT_S + grace, at most a minute. */
export function heartbeatMs(jobTimeoutS: number): number {
  return Math.max(1_000, Math.min(MAX_HEARTBEAT_MS, Math.floor(((jobTimeoutS + STALE_ROW_GRACE_S) * 1000) / 4)));
}

/** How long a running row nobody vouched for still counts: {@link STALE_AFTER_HEARTBEATS} heartbeats. */
export const staleAfterMs = (jobTimeoutS: number): number => STALE_AFTER_HEARTBEATS * heartbeatMs(jobTimeoutS);

/** The condition "this running row was vouched for at or after `liveSince`". */
export function isLiveRow(store: Store, liveSince: Date): SQL {
  const e = store.t.usageEvents;
  return sql`${e.startedAt} + coalesce(${e.durationMs}, 0) >= ${liveSince.getTime()}`;
}

/** Logs what fails in the background; pino's logger fits. */
export interface UsageLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The open tickets of this process, whose rows the heartbeat keeps live. */
export interface RowLiveness {
  /** A ticket was admitted: its row is vouched for until {@link RowLiveness.close}. */
  open(id: number): void;
  /** Its finish started (successful or not, the process no longer vouches for it). */
  close(id: number): void;
  /** Its finish ended, written or given up (after close). */
  settled(id: number): void;
  /** Tickets not yet finished and written: open, or their finish still running. Shutdown waits for none. */
  unfinished(): number;
  /** Writes the heartbeat of every open row now; returns how many rows it touched. */
  touch(): Promise<number>;
}

export function createRowLiveness(args: {
  db: DatabaseHandle;
  now: () => Date;
  staleAfterMs: number;
  logger?: UsageLogger | undefined;
}): RowLiveness {
  const { db, now, logger } = args;
  const e = db.t.usageEvents;
  const open = new Set<number>();
  const finishing = new Set<number>();
  const everyMs = Math.max(1_000, Math.floor(args.staleAfterMs / STALE_AFTER_HEARTBEATS));
  let timer: NodeJS.Timeout | undefined;

  const touch = async (): Promise<number> => {
    if (open.size === 0) return 0;
    const at = now().getTime();
    const touched = await db.db
      .update(e)
      .set({ durationMs: sql`${at} - ${e.startedAt}` })
      .where(and(eq(e.outcome, 'running'), inArray(e.id, [...open])))
      .returning({ id: e.id });
    return touched.length;
  };

  return {
    open(id) {
      open.add(id);
      if (timer) return;
      // Runs only while tickets are open, and never keeps the process alive by itself.
      timer = setInterval(() => {
        touch().catch((error: unknown) =>
          logger?.warn({ err: (error as Error).message }, 'could not record that running jobs are alive'),
        );
      }, everyMs);
      timer.unref();
    },
    close(id) {
      open.delete(id);
      finishing.add(id);
      if (open.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    settled(id) {
      finishing.delete(id);
    },
    unfinished: () => open.size + finishing.size,
    touch,
  };
}
