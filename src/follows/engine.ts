import { type DatabaseHandle, releaseLease, tryAcquireLease } from '../db/index.js';
import type { MediaInfo } from '../media/index.js';
import { type CheckDeps, type CheckOutcome, checkFollow, listedEntries } from './check.js';
import { deliverDue } from './delivery.js';
import {
  type CreateResult,
  countFollows,
  createFollow,
  dueFollows,
  listFollows,
  removeFollow,
} from './follow-store.js';
import type { FollowNote, FollowTargetHandler } from './notes.js';
import { firstCheckAt } from './schedule.js';
import type { Follow, FollowForm, FollowTarget, FollowTargetKind, ListedEntry } from './types.js';

/**
 * The follows' one checker: every `tickMs` this process, if it holds the
 * checker's lease (one process at a time, as the roles' leases), checks the
 * follows that are due and delivers the pending entries through the targets
 * it serves. `round()` runs one such round at once (the owner's route, tests).
 */

export const CHECKER_LEASE = 'follows-checker';
/** Follows checked per round at most: a round stays short, the rest are checked in the next. */
const CHECKS_PER_ROUND = 50;
/** Entries delivered per round at most. */
const DELIVERIES_PER_ROUND = 20;

export interface FollowEngineOptions {
  db: DatabaseHandle;
  /** Reads a link: `fresh` reads it anew, not from the info cache (every check does). */
  read(link: string, fresh: boolean): Promise<MediaInfo>;
  /** This process's instance id: the lease's holder. */
  instance: string;
  /** FOLLOW_CHECK_INTERVAL_S in ms. */
  intervalMs: number;
  /** FOLLOW_ENTRIES_PER_CHECK. */
  perCheck: number;
  /** FOLLOWS_PER_USER. */
  perUser: number;
  /** A delivery retried this many times pauses its follow. */
  maxAttempts?: number | undefined;
  /** How often the checker looks for due work. */
  tickMs?: number | undefined;
  logger: { warn(details: object, message: string): void; info(details: object, message: string): void };
  metrics?: { checked(outcome: CheckOutcome): void; delivered(target: string, outcome: string): void } | undefined;
  now?: (() => Date) | undefined;
}

/** A link as a follow would keep it: its title and its entries now, newest first. */
export interface FollowPreview {
  title: string;
  entries: ListedEntry[];
}

/** Thrown by {@link FollowEngine.preview} for a link that is no channel, playlist or feed. */
export class NotAFeedError extends Error {
  override name = 'NotAFeedError';
}

export class FollowEngine {
  private readonly targets = new Map<FollowTargetKind, FollowTargetHandler>();
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RoundResult> | undefined;
  private stopped = false;

  constructor(private readonly options: FollowEngineOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Serves a kind of target in this process (a bot that started); the returned function stops it. */
  serve(kind: FollowTargetKind, handler: FollowTargetHandler): () => void {
    this.targets.set(kind, handler);
    return () => {
      if (this.targets.get(kind) === handler) this.targets.delete(kind);
    };
  }

  /** Reads `link` (from the info cache if there): its title and entries; NotAFeedError for a single media. */
  async preview(link: string): Promise<FollowPreview> {
    const info = await this.options.read(link, false);
    if (info.entries === undefined) throw new NotAFeedError(`not a channel, playlist or feed: ${info.webpageUrl}`);
    return { title: info.title, entries: listedEntries(info) };
  }

  /** Keeps a follow; the entries the link lists now are seen, never delivered. */
  async follow(input: {
    userKey: string;
    link: string;
    form: FollowForm;
    target: FollowTarget;
    webhookSecret?: string;
  }): Promise<CreateResult> {
    const { title, entries } = await this.preview(input.link);
    const now = this.now();
    return await createFollow(this.options.db, {
      ...input,
      title,
      seen: entries,
      now,
      nextCheckAt: (id) => firstCheckAt(id, now, this.options.intervalMs),
      maxPerUser: this.options.perUser,
    });
  }

  list(userKey?: string): Promise<Follow[]> {
    return listFollows(this.options.db, userKey);
  }

  remove(id: string, userKey?: string): Promise<boolean> {
    return removeFollow(this.options.db, id, userKey);
  }

  count(): Promise<number> {
    return countFollows(this.options.db);
  }

  /** Runs the checker every tick until {@link stop}; the first round soon, so a crash's pending entries go out. */
  start(): void {
    const tickMs = this.options.tickMs ?? 15_000;
    const tick = (delayMs = tickMs) => {
      this.timer = setTimeout(() => {
        void this.round()
          .catch((error: unknown) => this.options.logger.warn({ err: String(error) }, 'follows: a round failed'))
          .finally(() => {
            if (!this.stopped) tick();
          });
      }, delayMs);
      this.timer.unref();
    };
    this.stopped = false;
    tick(Math.min(tickMs, 1000));
  }

  /** Stops the checker, waits for its round and gives the lease back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await releaseLease(this.options.db, { name: CHECKER_LEASE, holder: this.options.instance }).catch(() => false);
  }

  /**
   * One round now (or the one running): checks due follows (`all`: every follow not paused, the owner's
   * "check now"), then delivers due entries, if this process holds the lease.
   */
  round(options: { all?: boolean } = {}): Promise<RoundResult> {
    this.running ??= this.runRound(options.all === true).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runRound(all: boolean): Promise<RoundResult> {
    const { db, instance } = this.options;
    const ttlMs = Math.max(60_000, 4 * (this.options.tickMs ?? 15_000));
    const take = () => tryAcquireLease(db, { name: CHECKER_LEASE, holder: instance, now: this.now(), ttlMs });
    if (!(await take()).acquired) return { ran: false, checked: 0, delivered: 0 };
    // Renewed while the round runs: a long download must not let another process take the lease and deliver again.
    const keep = setInterval(() => void take().catch(() => undefined), ttlMs / 3).unref();
    try {
      return await this.checkAndDeliver(all);
    } finally {
      clearInterval(keep);
    }
  }

  private async checkAndDeliver(all: boolean): Promise<RoundResult> {
    const { db } = this.options;
    const until = all ? new Date(8.64e15) : this.now();
    const due = await dueFollows(db, until, CHECKS_PER_ROUND);
    const deps = this.checkDeps();
    for (const follow of due) {
      const outcome = await checkFollow(deps, follow, this.now());
      this.options.metrics?.checked(outcome);
    }
    const delivered = await deliverDue({
      db,
      targets: this.targets,
      maxAttempts: this.options.maxAttempts ?? 5,
      perRound: DELIVERIES_PER_ROUND,
      tell: (follow, note) => this.tell(follow, note),
      delivered: (target, outcome) => this.options.metrics?.delivered(target, outcome),
      now: this.now,
      stopped: () => this.stopped,
    });
    return { ran: true, checked: due.length, delivered };
  }

  private checkDeps(): CheckDeps {
    return {
      db: this.options.db,
      read: (link) => this.options.read(link, true),
      intervalMs: this.options.intervalMs,
      perCheck: this.options.perCheck,
      tell: (follow, note) => this.tell(follow, note),
    };
  }

  private async tell(follow: Follow, note: FollowNote): Promise<void> {
    const tell = this.targets.get(follow.target.kind)?.tell;
    await tell?.(follow, note).catch((error: unknown) =>
      this.options.logger.warn({ err: String(error), follow: follow.id, note: note.kind }, 'follows: a line not told'),
    );
  }
}

/** What one round did. */
export interface RoundResult {
  /** False when another process holds the checker's lease. */
  ran: boolean;
  checked: number;
  delivered: number;
}
