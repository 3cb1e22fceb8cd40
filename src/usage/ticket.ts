import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../db/client.js';
import { type UsageAction, usageEvents } from '../db/schema.js';
import { BYTES_PER_MB } from './format.js';
import * as refusals from './refusals.js';
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

/** Only rows still running may change: a finished or interrupted row is history. */
const isOpenRow = and(eq(usageEvents.id, sql.placeholder('id')), eq(usageEvents.outcome, 'running'));

/**
 * Statements shared by every ticket of one service, prepared once because
 * long downloads flush their byte count many times.
 */
export function prepareTicketStatements(db: AppDatabase) {
  return {
    addBytes: db
      .update(usageEvents)
      .set({ bytes: sql`${usageEvents.bytes} + ${sql.placeholder('bytes')}` })
      .where(isOpenRow)
      .prepare(),
    setBytes: db
      .update(usageEvents)
      .set({ bytes: sql`${sql.placeholder('bytes')}` })
      .where(isOpenRow)
      .prepare(),
  };
}

export type TicketStatements = ReturnType<typeof prepareTicketStatements>;

/** A byte count from a caller: a whole, non-negative number. */
function checkedBytes(bytes: number): number {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`bytes must be a non-negative number, got ${bytes}`);
  return Math.floor(bytes);
}

/** The ticket for the `running` row `id`, started at `startedAt`. */
export function createTicket(args: {
  db: AppDatabase;
  statements: TicketStatements;
  id: number;
  action: UsageAction;
  startedAt: Date;
  bytesRemainingToday: number | null;
  /** The user's duration limit (undefined when off, or an owner). */
  maxDurationS?: number | undefined;
  /** Absent when the download is not limited by MB (limit off, an owner, an info request). */
  budget?: DailyBytesBudget | undefined;
  now: () => Date;
}): UsageTicket {
  const { db, statements, id, startedAt, now, budget } = args;
  let finished = false;
  /** What this download holds of the day's budget; mirrors its row's reserved_bytes. */
  let reserved = 0;

  return {
    id,
    action: args.action,
    bytesRemainingToday: args.bytesRemainingToday,
    maxDurationS: args.maxDurationS,
    get finished() {
      return finished;
    },
    addBytes(bytes) {
      const added = checkedBytes(bytes);
      if (finished || added === 0) return;
      statements.addBytes.run({ id, bytes: added });
    },
    setBytes(bytes) {
      const total = checkedBytes(bytes);
      if (finished) return;
      statements.setBytes.run({ id, bytes: total });
    },
    reserveBytes(expectedBytes) {
      if (!budget || finished) return null;
      const expected = expectedBytes !== undefined && expectedBytes > 0 ? Math.ceil(expectedBytes) : undefined;
      return db.transaction(
        (tx): Refusal | null => {
          const used = committedDownloadBytes(tx, budget.userId, budget.since, id);
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
          setReservation(tx, id, reserved, 0);
          return null;
        },
        { behavior: 'immediate' },
      );
    },
    allowBytes(neededBytes, sentBytes) {
      if (!budget || finished) return { ok: true, allowed: Number.POSITIVE_INFINITY };
      if (neededBytes <= reserved) return { ok: true, allowed: reserved };
      const sent = checkedBytes(sentBytes);
      return db.transaction(
        (tx): ReturnType<UsageTicket['allowBytes']> => {
          const used = committedDownloadBytes(tx, budget.userId, budget.since, id);
          const left = budget.limitMb * BYTES_PER_MB - used.total;
          const wanted = Math.min(left, Math.max(neededBytes, reserved + RESERVATION_STEP_BYTES));
          if (wanted < neededBytes) {
            setReservation(tx, id, reserved, sent);
            const usedNow = used.total + Math.max(reserved, sent);
            const refusal =
              sent > 0
                ? refusals.megabytesReachedWhileDownloading(sent, usedNow, budget.limitMb, budget.resetsAt, now())
                : refusals.megabytesPerDay(usedNow, budget.limitMb, budget.resetsAt, now(), used.inFlight);
            return { ok: false, refusal };
          }
          reserved = wanted;
          setReservation(tx, id, reserved, sent);
          return { ok: true, allowed: reserved };
        },
        { behavior: 'immediate' },
      );
    },
    finish(result: UsageFinish) {
      if (finished) return;
      const { outcome, errorCode, bytes, mediaPlatform } = finishSchema.parse(result);
      const finishedAt = now();
      db.update(usageEvents)
        .set({
          outcome,
          finishedAt,
          durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
          errorCode: errorCode ?? null,
          ...(bytes === undefined ? {} : { bytes }),
          ...(mediaPlatform === undefined ? {} : { mediaPlatform }),
        })
        .where(and(eq(usageEvents.id, id), eq(usageEvents.outcome, 'running')))
        .run();
      finished = true;
    },
  };
}
