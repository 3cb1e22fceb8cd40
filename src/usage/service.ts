import { z } from 'zod';
import type { AccessState } from '../db/index.js';
import { english, type Sentence, sentence } from '../i18n/index.js';
import { accessRefusal, isAllowListActive } from './access.js';
import { dayWindowAt } from './calendar-day.js';
import { countUsage, emptyCounts } from './counts.js';
import { collectHistory, type UsageHistory } from './history.js';
import { type Identity, identityKey, parseIdentity, validateIdentity } from './identity.js';
import { checkLimits, durationLimitRefusal } from './limits.js';
import { createRowLiveness } from './liveness.js';
import { type JobLabels, tell } from './observer.js';
import { resolveUsageOptions, type UsageServiceOptions } from './options.js';
import { collectStats } from './stats.js';
import {
  deleteAccessOverride,
  displayNamesOf,
  findUserId,
  insertRunningEvent,
  markRunningInterrupted,
  upsertAccessOverride,
  upsertUser,
} from './store.js';
import { createTicket } from './ticket.js';
import type {
  AccessChange,
  BeginResult,
  Refusal,
  UsageCounts,
  UsageRequest,
  UsageStats,
  UsageSummary,
} from './types.js';

/** Records per-user usage and enforces the personal-use limits; shared by the API and both bots. */
export interface UsageService {
  /**
   * Checks access and limits and, when the request may go ahead, records it as
   * `running` — both in one transaction serialized per user (SQLite: BEGIN
   * IMMEDIATE; PostgreSQL: an advisory lock on the identity), so parallel
   * requests, even from other processes, cannot slip past a limit. Also
   * records the user as seen.
   *
   * @throws ZodError for an invalid identity or request (a programming error).
   */
  begin(identity: Identity, request: UsageRequest): Promise<BeginResult>;
  /** Tickets of this process not yet finished and recorded: shutdown waits for none before the database closes. */
  unfinishedTickets(): number;
  /** For the info path: `limit_max_duration` when the media is too long, else null. Owners pass. */
  checkDuration(identity: Identity, durationSeconds: number): Refusal | null;
  /** The user's media duration limit in seconds; undefined when none applies (off, or an owner). */
  maxDurationFor(identity: Identity): number | undefined;
  /** One user's usage for `/usage`; zeros for someone never seen. */
  summary(identity: Identity): Promise<UsageSummary>;
  /** Everyone's usage for `GET /api/usage` and `/stats`. */
  stats(): Promise<UsageStats>;
  /** The downloads of the last `days` days, for the owner's dashboard (`GET /api/admin`). */
  history(days: number): Promise<UsageHistory>;
  /** The latest display names of these `platform:id` keys (the dashboard's running jobs); unknown or bad keys are left out. */
  displayNames(keys: readonly string[]): Promise<Map<string, string>>;
  /** Whether the identity is in OWNER_IDS. */
  isOwner(identity: Identity): boolean;
  /**
   * An owner's `/allow` or `/block`: replaces any earlier decision about the
   * identity. Allowing someone turns the allow-list on if it was off.
   *
   * @throws AccessChangeError when `by` is not an owner, the key is not an
   * identity, or an owner would be blocked.
   */
  setAccess(key: string, state: AccessState, by: Identity): Promise<AccessChange>;
  /**
   * Forgets an owner's decision about the identity (an "unblock" that does not
   * allow-list); returns whether there was one. Config lists still apply.
   *
   * @throws AccessChangeError as {@link UsageService.setAccess}.
   */
  clearAccess(key: string, by: Identity): Promise<boolean>;
  /**
   * Marks this instance's rows left `running` by a killed process as
   * `interrupted` (other instances' rows are theirs). Call once at start-up,
   * before serving, or at shutdown for what is cut short: it would also close
   * requests in flight. Returns how many rows it closed.
   */
  closeInterrupted(): Promise<number>;
  /**
   * Records now that this process's open tickets are alive; a timer does it
   * while any is open (see liveness.ts). Returns how many rows it touched.
   */
  touchRunning(): Promise<number>;
}

/** A refused access change; the message is a sentence fit to show the owner. */
/** A refused /allow or /block; its sentence is said in the owner's language, `message` in English. */
export class AccessChangeError extends Error {
  override name = 'AccessChangeError';
  constructor(readonly sentence: Sentence) {
    super(english(sentence));
  }
}

const requestSchema = z.object({
  action: z.enum(['info', 'download']),
  url: z.string().min(1).max(8192),
  mediaPlatform: z.string().min(1).max(100).optional(),
  selector: z.string().max(1000).optional(),
  kind: z.string().max(100).optional(),
  convert: z.string().max(100).optional(),
  quality: z.number().int().min(0).optional(),
  durationSeconds: z.number().min(0).optional(),
});

const durationSchema = z.number().min(0);

/**
 * Builds the usage service over an open database.
 *
 * @throws ZodError for invalid options (a bad identity key in a list, an unknown time zone, a negative limit).
 */
export function createUsageService(options: UsageServiceOptions): UsageService {
  const {
    db,
    instance,
    limits,
    allowedUsers,
    blockedUsers,
    ownerIds,
    timeZone,
    now: clock,
    staleAfterMs,
    logger,
    finishRetryDelaysMs,
    observer,
  } = resolveUsageOptions(options);
  const liveness = createRowLiveness({ db, now: clock, staleAfterMs, logger });
  const lists = { allowedUsers, blockedUsers, ownerIds };
  const isOwnerKey = (key: string) => ownerIds.has(key);

  /** The owner's identity key and the target's, or an AccessChangeError. */
  function checkAccessChange(key: string, by: Identity): { target: string; owner: string } {
    const owner = identityKey(validateIdentity(by));
    if (!isOwnerKey(owner)) throw new AccessChangeError(sentence('access-owner-only'));
    let target: string;
    try {
      target = identityKey(parseIdentity(key));
    } catch (error) {
      throw new AccessChangeError(sentence('access-bad-identity', { detail: (error as Error).message }));
    }
    return { target, owner };
  }

  return {
    async begin(identity, request) {
      const who = validateIdentity(identity);
      const req = requestSchema.parse(request);
      const key = identityKey(who);
      const now = clock();
      // Counted only: the hints are not columns, and the schema above has left them out of `req`.
      const labels: JobLabels = {
        action: req.action,
        platform: who.platform,
        via: request.via,
        purpose: request.purpose,
      };
      const begun = await db.transaction(
        async (tx): Promise<BeginResult> => {
          const userId = await upsertUser(tx, who, now);
          const denied = await accessRefusal(tx, key, lists);
          if (denied) return { ok: false, refusal: denied };

          let bytesRemainingToday: number | null = null;
          const day = dayWindowAt(now, timeZone);
          if (!isOwnerKey(key)) {
            const verdict = await checkLimits({
              store: tx,
              userId,
              request: req,
              limits,
              now,
              day,
              liveSince: new Date(now.getTime() - staleAfterMs),
            });
            if (verdict.refusal) return { ok: false, refusal: verdict.refusal };
            bytesRemainingToday = verdict.bytesRemainingToday;
          }

          const { durationSeconds: _checkedAbove, ...columns } = req;
          const id = await insertRunningEvent(tx, { ...columns, userId, startedAt: now, instance });
          const ticket = createTicket({
            db,
            id,
            action: req.action,
            startedAt: now,
            bytesRemainingToday,
            maxDurationS: isOwnerKey(key) || limits.maxDurationS <= 0 ? undefined : limits.maxDurationS,
            // Downloads of a limited user keep within the MB left today (see UsageTicket.reserveBytes).
            ...(bytesRemainingToday !== null && req.action === 'download'
              ? {
                  budget: {
                    userId,
                    identity: key,
                    limitMb: limits.mbPerDay,
                    since: day.todayStart,
                    resetsAt: day.tomorrowStart,
                  },
                }
              : {}),
            now: clock,
            liveness,
            staleAfterMs,
            finishRetryDelaysMs,
            logger,
            observer,
            labels,
          });
          return { ok: true, ticket };
        },
        // Serialized on the user: a second request of theirs waits until this
        // one is counted and recorded, so both cannot see room for one more.
        { serializeOn: key },
      );
      // Once committed: the row exists, and this process vouches for it until the ticket's finish.
      if (begun.ok) liveness.open(begun.ticket.id);
      else tell(() => observer?.refused(begun.refusal.code, labels));
      return begun;
    },

    maxDurationFor(identity) {
      const key = identityKey(validateIdentity(identity));
      return isOwnerKey(key) || limits.maxDurationS <= 0 ? undefined : limits.maxDurationS;
    },

    checkDuration(identity, durationSeconds) {
      const who = validateIdentity(identity);
      if (isOwnerKey(identityKey(who))) return null;
      const refusal = durationLimitRefusal(durationSchema.parse(durationSeconds), limits.maxDurationS);
      if (refusal) tell(() => observer?.refused(refusal.code, { platform: who.platform }));
      return refusal;
    },

    async summary(identity) {
      const who = validateIdentity(identity);
      const day = dayWindowAt(clock(), timeZone);
      const userId = await findUserId(db, who);
      const countsSince = async (since?: Date): Promise<UsageCounts> =>
        userId === undefined ? emptyCounts() : await countUsage(db, userId, since);
      const key = identityKey(who);
      return {
        identity: key,
        isOwner: isOwnerKey(key),
        today: await countsSince(day.todayStart),
        last7Days: await countsSince(day.last7DaysStart),
        allTime: await countsSince(),
        limits: { ...limits },
        resetsAt: day.tomorrowStart,
      };
    },

    async stats() {
      const day = dayWindowAt(clock(), timeZone);
      // One read transaction so the three periods and the totals agree.
      return await db.transaction((tx) => collectStats(tx, day), { readOnly: true });
    },

    history: (days) => collectHistory(db, { now: clock(), timeZone, days }),
    displayNames: (keys) => displayNamesOf(db, keys),

    isOwner(identity) {
      return isOwnerKey(identityKey(validateIdentity(identity)));
    },

    async setAccess(key, state, by) {
      const { target, owner } = checkAccessChange(key, by);
      if (state === 'blocked' && isOwnerKey(target)) {
        throw new AccessChangeError(sentence('access-owner-unblockable', { identity: target }));
      }
      return await db.transaction(async (tx): Promise<AccessChange> => {
        await upsertAccessOverride(tx, target, state, owner, clock());
        return { identity: target, state, allowListActive: await isAllowListActive(tx, lists) };
      });
    },

    async clearAccess(key, by) {
      const { target } = checkAccessChange(key, by);
      return await deleteAccessOverride(db, target);
    },

    unfinishedTickets: () => liveness.unfinished(),

    async closeInterrupted() {
      return await markRunningInterrupted(db, instance, clock());
    },

    touchRunning: () => liveness.touch(),
  };
}
