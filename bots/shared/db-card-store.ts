import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Store } from '../../src/db/index.js';
import { CARD_ID_PATTERN, type Card, type CardStore, newCardId } from './card-store.js';
import type { BotLogger } from './log.js';

/** Which bot a card belongs to (the table's `platform` column). */
export type CardPlatform = 'telegram' | 'discord';

/**
 * How long an expired row stays before a sweep removes it. Meanwhile a press
 * is answered "expired" (get() checks the time), and the instance that showed
 * a Discord card can still claim it with delete() to grey out its buttons.
 */
const SWEEP_GRACE_MS = 5 * 60_000;
/** Least time between two sweeps by one store (a sweep runs on add). */
const SWEEP_EVERY_MS = 60_000;
/** Tries for an unused id; 50 random bits make even the second one rare. */
const ID_TRIES = 5;

/** How a {@link DbCardStore} keeps its cards. */
export interface DbCardStoreOptions<T> {
  /** The shared database (SQLite or PostgreSQL), or a transaction on it. */
  store: Store;
  platform: CardPlatform;
  /**
   * What a stored card's fields must be. Rows are read back through it: one
   * that does not parse (an older version's card, a hand-edited row) is an
   * unknown card, answered like an expired one.
   */
  schema: z.ZodType<T>;
  /** How long a card's buttons keep working. */
  ttlMs: number;
  logger?: BotLogger | undefined;
  /** The clock; tests may pass their own. */
  now?: (() => number) | undefined;
  /** Makes card ids; tests may pass their own (to make two cards meet on one id). */
  newId?: (() => string) | undefined;
}

/**
 * Cards in the shared database (the `bot_cards` table), so a press that
 * reaches any instance finds the card another one showed, and a restart
 * loses nothing. The fields are stored as JSON; they must survive
 * JSON.stringify (plain strings, numbers, arrays and objects), which the
 * schema checks on the way back. Expired rows are swept on add, a little
 * after their expiry; until then get() already answers undefined.
 */
export class DbCardStore<T extends object> implements CardStore<T> {
  private readonly now: () => number;
  private readonly newId: () => string;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: DbCardStoreOptions<T>) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? newCardId;
  }

  async add(fields: T): Promise<Card<T>> {
    await this.sweepNow();
    const { db, t } = this.options.store;
    const createdAt = this.now();
    const json = JSON.stringify(fields);
    // What cannot be read back would be pressed as "expired" at once: refused here, where the mistake is.
    const check = this.options.schema.safeParse(JSON.parse(json));
    if (!check.success) {
      const paths = check.error.issues.map((issue) => issue.path.join('.') || '(root)');
      throw new Error(`card fields do not read back (${this.options.platform}): ${paths.join(', ')}`);
    }
    const row = {
      platform: this.options.platform,
      fields: json,
      createdAt: new Date(createdAt),
      expiresAt: new Date(createdAt + this.options.ttlMs),
    };
    for (let attempt = 0; attempt < ID_TRIES; attempt++) {
      const id = this.newId();
      // An id in use (any platform, expired or not) is never overwritten: a press on the old card would open the new one.
      const inserted = await db
        .insert(t.botCards)
        .values({ id, ...row })
        .onConflictDoNothing({ target: t.botCards.id })
        .returning({ id: t.botCards.id });
      if (inserted.length > 0) return { ...fields, id, createdAt } as Card<T>;
    }
    throw new Error(`no unused card id after ${ID_TRIES} tries`);
  }

  async get(id: string): Promise<Card<T> | undefined> {
    if (!CARD_ID_PATTERN.test(id)) return undefined;
    const { db, t } = this.options.store;
    const [row] = await db
      .select({ fields: t.botCards.fields, createdAt: t.botCards.createdAt, expiresAt: t.botCards.expiresAt })
      .from(t.botCards)
      .where(and(eq(t.botCards.id, id), eq(t.botCards.platform, this.options.platform)));
    if (!row || row.expiresAt.getTime() <= this.now()) return undefined;
    const fields = this.parse(id, row.fields);
    return fields === undefined ? undefined : ({ ...fields, id, createdAt: row.createdAt.getTime() } as Card<T>);
  }

  async delete(id: string): Promise<boolean> {
    if (!CARD_ID_PATTERN.test(id)) return false;
    const { db, t } = this.options.store;
    const deleted = await db
      .delete(t.botCards)
      .where(and(eq(t.botCards.id, id), eq(t.botCards.platform, this.options.platform)))
      .returning({ id: t.botCards.id });
    return deleted.length > 0;
  }

  /** Removes this platform's cards that expired more than a grace period ago; returns how many. */
  async sweep(): Promise<number> {
    const { db, t } = this.options.store;
    this.lastSweep = this.now();
    const before = new Date(this.now() - SWEEP_GRACE_MS);
    const deleted = await db
      .delete(t.botCards)
      .where(and(eq(t.botCards.platform, this.options.platform), lt(t.botCards.expiresAt, before)))
      .returning({ id: t.botCards.id });
    return deleted.length;
  }

  /** No timers to stop: sweeps ride on add(). The cards stay for the other instances. */
  close(): void {}

  private async sweepNow(): Promise<void> {
    if (this.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    try {
      await this.sweep();
    } catch (error) {
      // A failed sweep only leaves dead rows for the next one; the card is still stored.
      this.options.logger?.warn({ err: (error as Error).message }, 'card sweep failed');
    }
  }

  private parse(id: string, json: string): T | undefined {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      value = undefined;
    }
    const parsed = this.options.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.options.logger?.warn(
      { cardId: id, platform: this.options.platform },
      'stored card unreadable; treated as unknown',
    );
    return undefined;
  }
}
