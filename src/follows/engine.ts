import { type DatabaseHandle, followTargetKinds, releaseLease, tryAcquireLease } from '../db/index.js';
import type { MediaInfo } from '../media/index.js';
import { type CheckDeps, type CheckOutcome, checkFollow, listedEntries } from './check.js';
import { deliverDue } from './delivery.js';
import {
  type CreateResult,
  countFollows,
  createFollow,
  dueFollows,
  listFollows,
  makeAllDue,
  removeFollow,
} from './follow-store.js';
import type { FollowNote, FollowTargetHandler } from './notes.js';
import { firstCheckAt } from './schedule.js';
import type { Follow, FollowForm, FollowTarget, FollowTargetKind, ListedEntry } from './types.js';

/**
 * The follows' checker: every `tickMs` this process checks the follows that are due and delivers their
 * pending entries, for each kind of target it serves (a bot that runs here, webhooks where the API runs),
 * under that kind's lease: one process at a time per kind, and never one that cannot deliver it (its lease
 * would keep the process that can from delivering). `round()` runs one such round at once (the owner's route, tests).
 */

/** The leases' common prefix: `follows-checker:telegram`, `:discord`, `:webhook`. */
export const CHECKER_LEASE = 'follows-checker';
/** The lease under which the follows into one kind of target are checked and delivered. */
export const checkerLease = (kind: FollowTargetKind): string => `${CHECKER_LEASE}:${kind}`;
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
  /** The rounds, one after another (a tick's and the owner's "check now" never overlap). */
  private rounds: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: FollowEngineOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Serves a kind of target in this process (a bot that started); the returned function stops it. */
  serve(kind: FollowTargetKind, handler: FollowTargetHandler): () => void {
    this.targets.set(kind, handler);
    return () => {
      if (this.targets.get(kind) !== handler) return;
      this.targets.delete(kind);
      // Given back after the round under way: the process that serves the kind now need not wait for it to expire.
      this.rounds = this.rounds.then(() => this.release(kind));
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

  /** Stops the checker, waits for its round and gives the leases back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.rounds;
    await Promise.all(followTargetKinds.map((kind) => this.release(kind)));
  }

  private async release(kind: FollowTargetKind): Promise<void> {
    await releaseLease(this.options.db, { name: checkerLease(kind), holder: this.options.instance }).catch(() => false);
  }

  /**
   * One round, after the one running if any: checks due follows and delivers due entries, of each kind
   * of target this process serves and holds the lease of. `all`: the owner's "check now", every follow
   * not paused made due first, so the processes serving the other kinds check theirs at their next round.
   */
  round(options: { all?: boolean } = {}): Promise<RoundResult> {
    const next = this.rounds.then(() => this.runRound(options.all === true));
    this.rounds = next.catch(() => undefined);
    return next;
  }

  private async runRound(all: boolean): Promise<RoundResult> {
    if (all) await makeAllDue(this.options.db, this.now());
    // The kinds side by side: a round lasts as long as its slowest kind, not their sum.
    const rounds = await Promise.all([...this.targets.keys()].map((kind) => this.roundOf(kind)));
    return {
      ran: rounds.some((round) => round.ran),
      checked: rounds.reduce((sum, round) => sum + round.checked, 0),
      delivered: rounds.reduce((sum, round) => sum + round.delivered, 0),
    };
  }

  private async roundOf(kind: FollowTargetKind): Promise<RoundResult> {
    const { db, instance } = this.options;
    const ttlMs = Math.max(60_000, 4 * (this.options.tickMs ?? 15_000));
    const take = () => tryAcquireLease(db, { name: checkerLease(kind), holder: instance, now: this.now(), ttlMs });
    if (!(await take()).acquired) return { ran: false, checked: 0, delivered: 0 };
    // Renewed while the round runs (a long download must not let another process deliver again), while the kind is served.
    const keep = setInterval(() => {
      if (this.targets.has(kind)) void take().catch(() => undefined);
    }, ttlMs / 3).unref();
    try {
      return await this.checkAndDeliver(kind);
    } finally {
      clearInterval(keep);
    }
  }

  private async checkAndDeliver(kind: FollowTargetKind): Promise<RoundResult> {
    const { db } = this.options;
    const due = await dueFollows(db, this.now(), CHECKS_PER_ROUND, kind);
    const deps = this.checkDeps();
    for (const follow of due) {
      const outcome = await checkFollow(deps, follow, this.now());
      this.options.metrics?.checked(outcome);
    }
    const delivered = await deliverDue({
      db,
      kind,
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
  /** False when this process checked no kind of target (another process holds the lease of each it serves). */
  ran: boolean;
  checked: number;
  delivered: number;
}
