import { claimOnce, type DatabaseHandle } from '../db/index.js';
import type { Canary } from './service.js';

/** The longest a tick is put off past its period's start: instances on one database do not all ask at once. */
const MAX_SPREAD_MS = 30_000;

export interface CanaryScheduleOptions {
  canary: Canary;
  database: DatabaseHandle;
  /** This process's instance id: the holder of the periods it claims. */
  instance: string;
  /** CANARY_INTERVAL_S in milliseconds: the periods, counted from the epoch, so alike on every instance. */
  intervalMs: number;
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/**
 * Runs the canary once per period across every instance on the database: each instance looks at
 * start and at each period's start, and only the one that claims the period (a row of the leases
 * table held until the period ends, src/db/lease.ts' claimOnce) runs it. A period whose claimer
 * died mid-run is not run again: the next one is. Returns the stop.
 */
export function scheduleCanary(options: CanaryScheduleOptions): () => void {
  const { intervalMs, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    const now = Date.now();
    const period = Math.floor(now / intervalMs);
    if ((await options.canary.links()).length === 0) return;
    const claimed = await claimOnce(options.database, {
      prefix: 'canary-period:',
      name: String(period),
      holder: options.instance,
      now: new Date(now),
      until: new Date((period + 1) * intervalMs),
    });
    logger.info({ canary: { period, claimed } }, claimed ? 'canary period claimed' : 'canary period run elsewhere');
    if (claimed) await options.canary.run();
  };
  const next = () => {
    if (stopped) return;
    const wait = intervalMs - (Date.now() % intervalMs) + Math.random() * Math.min(MAX_SPREAD_MS, intervalMs / 10);
    timer = setTimeout(() => void guarded().finally(next), wait);
    timer.unref();
  };
  const guarded = () =>
    tick().catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'the canary did not run'));
  void options.canary
    .seed()
    .then(guarded, (error: unknown) =>
      logger.warn({ err: (error as Error).message }, 'CANARY_LINKS were not added to the watched links'),
    )
    .finally(next);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
