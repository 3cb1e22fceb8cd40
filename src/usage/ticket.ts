import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../db/client.js';
import { type UsageAction, usageEvents } from '../db/schema.js';
import type { UsageFinish, UsageTicket } from './types.js';

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
  now: () => Date;
}): UsageTicket {
  const { db, statements, id, startedAt, now } = args;
  let finished = false;
  return {
    id,
    action: args.action,
    bytesRemainingToday: args.bytesRemainingToday,
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
