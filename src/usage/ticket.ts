import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/index.js';
import { databaseFault, oneLine, type UsageAction } from '../db/index.js';
import { BYTES_PER_MB } from './format.js';
import type { RowLiveness, UsageLogger } from './liveness.js';
import { type JobLabels, tell, type UsageObserver } from './observer.js';
import * as refusals from './refusals.js';
import { keptRetrying, retrying } from './retry.js';
import { committedDownloadBytes, setReservation } from './store.js';
import type { Refusal, UsageFinish, UsageTicket } from './types.js';

/**
 * How much more a download reserves at a time once it passes its reservation
 * (an estimate that was low): one transaction per MiB at most.
 */
export const RESERVATION_STEP_BYTES = BYTES_PER_MB;

/** LIMIT_MB_PER_DAY as it applies to one download of a limited user. */
export interface DailyBytesBudget {
  userId: number;
  /** The user's identity key: what the budget's transactions serialize on, as begin() does. */
  identity: string;
  limitMb: number;
  /** The day the download counts towards: the one it started in. */
  since: Date;
  resetsAt: Date;
}

const finishSchema = z.object({
  outcome: z.enum(['ok', 'error', 'cancelled']),
  errorCode: z.string().min(1).max(100).optional(),
  bytes: z.number().int().min(0).optional(),
  mediaPlatform: z.string().min(1).max(100).optional(),
});

/** The driver's own error, one line: drizzle's wrapper repeats the whole statement. */
const driverMessage = (error: unknown) => oneLine((error as { cause?: unknown })?.cause ?? error);

/** A byte count from a caller: a whole, non-negative number. */
function checkedBytes(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`bytes must be a non-negative number, got ${bytes}`);
  return Math.floor(bytes);
}

/** The ticket for the `running` row `id`, started at `startedAt`. */
export function createTicket(args: {
  db: DatabaseHandle;
  id: number;
  action: UsageAction;
  startedAt: Date;
  bytesRemainingToday: number | null;
  /** The user's duration limit (undefined when off, or an owner). */
  maxDurationS?: number | undefined;
  /** Absent when the download is not limited by MB (limit off, an owner, an info request). */
  budget?: DailyBytesBudget | undefined;
  now: () => Date;
  /** Vouches for the row from begin() until the finish starts (see liveness.ts). */
  liveness: RowLiveness;
  /** Running rows not vouched for in this long count as ended. */
  staleAfterMs: number;
  /** Waits between attempts to write the finish. */
  finishRetryDelaysMs: readonly number[];
  logger?: UsageLogger | undefined;
  /** Told of this download's MB refusals and of its end, with `labels`. */
  observer?: UsageObserver | undefined;
  labels: JobLabels;
}): UsageTicket {
  const { db, id, startedAt, now, budget, liveness, logger, observer, labels } = args;
  const refused = (refusal: Refusal | null) => {
    if (refusal) tell(() => observer?.refused(refusal.code, labels));
    return refusal;
  };
  const liveSince = () => new Date(now().getTime() - args.staleAfterMs);
  const e = db.t.usageEvents;
  /** Only rows still running may change: a finished or interrupted row is history. */
  const isOpenRow = and(eq(e.id, id), eq(e.outcome, 'running'));
  let finished = false;
  /** What this download holds of the day's budget; mirrors its row's reserved_bytes. */
  let reserved = 0;
  let firstByteAt: Date | undefined;

  return {
    id,
    action: args.action,
    bytesRemainingToday: args.bytesRemainingToday,
    maxDurationS: args.maxDurationS,
    get finished() {
      return finished;
    },
    firstByte() {
      firstByteAt ??= now();
    },
    async addBytes(bytes) {
      const added = checkedBytes(bytes);
      if (finished || added === 0) return;
      await db.db
        .update(e)
        .set({ bytes: sql`${e.bytes} + ${added}` })
        .where(isOpenRow);
    },
    async setBytes(bytes) {
      const total = checkedBytes(bytes);
      if (finished) return;
      await db.db.update(e).set({ bytes: total }).where(isOpenRow);
    },
    async reserveBytes(expectedBytes) {
      if (!budget || finished) return null;
      const expected = expectedBytes !== undefined && expectedBytes > 0 ? Math.ceil(expectedBytes) : undefined;
      const refusal = await db.transaction(
        async (tx): Promise<Refusal | null> => {
          const used = await committedDownloadBytes(tx, budget.userId, budget.since, liveSince(), id);
          const left = budget.limitMb * BYTES_PER_MB - used.total;
          if (expected === undefined ? left <= 0 : expected > left) {
            const at = now();
            return expected === undefined
              ? refusals.megabytesPerDay(used.total, budget.limitMb, budget.resetsAt, at, used.inFlight)
              : refusals.fileOverMegabytesLeft(
                  expected,
                  used.total,
                  budget.limitMb,
                  budget.resetsAt,
                  at,
                  used.inFlight,
                );
          }
          reserved = expected ?? left;
          await setReservation(tx, id, reserved, 0);
          return null;
        },
        { serializeOn: budget.identity },
      );
      return refused(refusal);
    },
    async allowBytes(neededBytes, sentBytes) {
      if (!budget || finished) return { ok: true, allowed: Number.POSITIVE_INFINITY };
      if (neededBytes <= reserved) return { ok: true, allowed: reserved };
      const sent = checkedBytes(sentBytes);
      const verdict = await db.transaction(
        async (tx): ReturnType<UsageTicket['allowBytes']> => {
          const used = await committedDownloadBytes(tx, budget.userId, budget.since, liveSince(), id);
          const left = budget.limitMb * BYTES_PER_MB - used.total;
          const wanted = Math.min(left, Math.max(neededBytes, reserved + RESERVATION_STEP_BYTES));
          if (wanted < neededBytes) {
            await setReservation(tx, id, reserved, sent);
            const at = now();
            // Before its first byte this download used nothing: the sentence tells what the others
            // used and what this file needs (its own reservation, the rest of the day, is no use).
            const refusal =
              sent > 0
                ? refusals.megabytesReachedWhileDownloading(
                    sent,
                    used.total + Math.max(reserved, sent),
                    budget.limitMb,
                    budget.resetsAt,
                    at,
                  )
                : left > 0
                  ? refusals.fileOverMegabytesLeft(
                      neededBytes,
                      used.total,
                      budget.limitMb,
                      budget.resetsAt,
                      at,
                      used.inFlight,
                    )
                  : refusals.megabytesPerDay(used.total, budget.limitMb, budget.resetsAt, at, used.inFlight);
            return { ok: false, refusal };
          }
          reserved = wanted;
          await setReservation(tx, id, reserved, sent);
          return { ok: true, allowed: reserved };
        },
        { serializeOn: budget.identity },
      );
      if (!verdict.ok) refused(verdict.refusal);
      return verdict;
    },
    async finish(result: UsageFinish) {
      if (finished) return;
      const { outcome, errorCode, bytes, mediaPlatform } = finishSchema.parse(result);
      // Set before the write, so a second call while it runs does nothing either.
      finished = true;
      // Whatever the write does, this process no longer vouches for the row: one left running by a
      // finish that never got through stops holding its slot and reservation (see liveness.ts).
      liveness.close(id);
      const finishedAt = now();
      const durationMs = Math.max(0, finishedAt.getTime() - startedAt.getTime());
      const firstByteMs = firstByteAt && Math.max(0, firstByteAt.getTime() - startedAt.getTime());
      tell(() => observer?.finished({ ...labels, outcome, errorCode, bytes, durationMs, firstByteMs }));
      const write = () =>
        db.db
          .update(e)
          .set({
            outcome,
            finishedAt,
            durationMs,
            firstByteMs: firstByteMs ?? null,
            errorCode: errorCode ?? null,
            ...(bytes === undefined ? {} : { bytes }),
            ...(mediaPlatform === undefined ? {} : { mediaPlatform }),
          })
          .where(isOpenRow);
      // A database fault (a lock, a dropped connection) is retried a few times, then logged.
      let lastError: unknown;
      const written = await retrying(write, args.finishRetryDelaysMs, (error, final) => {
        lastError = error;
        const fields = { usageRow: id, outcome, err: driverMessage(error) };
        if (!final) logger?.warn(fields, 'could not record how a job ended; retrying');
      }).catch(() => false);
      if (written || databaseFault(lastError) === undefined) {
        if (!written) {
          const fields = { usageRow: id, outcome, err: driverMessage(lastError) };
          logger?.error(fields, 'could not record how a job ended; its row stays running until it goes stale');
        }
        liveness.settled(id);
        return;
      }
      // The database is away (stopped, restarting, its disk full): the finish is kept and written when it is
      // back. The caller goes on meanwhile (a bot's status message must not wait for the database).
      logger?.warn(
        { usageRow: id, outcome, err: driverMessage(lastError) },
        'could not record how a job ended: the database is unavailable; kept, and written once it is back',
      );
      void keptRetrying(write, (error) => databaseFault(error) !== undefined)
        .then((kept) => {
          if (kept.ok) logger?.warn({ usageRow: id, outcome }, 'recorded how a job ended, now the database is back');
          else
            logger?.error(
              { usageRow: id, outcome, err: driverMessage(kept.error) },
              'could not record how a job ended; its row stays running until it goes stale',
            );
        })
        .finally(() => liveness.settled(id));
    },
  };
}
