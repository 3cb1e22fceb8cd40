import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './pg-timestamp.js';
import { followEntryStates, followTargetKinds } from './schema-follows.js';

/** The PostgreSQL twins of src/db/schema-follows.ts' tables (schema-pg.ts re-exports them). */

/** Followed links; see follows in src/db/schema-follows.ts. */
export const follows = pgTable(
  'follows',
  {
    id: text('id').primaryKey(),
    userKey: text('user_key').notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    form: text('form').notNull(),
    targetKind: text('target_kind', { enum: followTargetKinds }).notNull(),
    target: text('target').notNull(),
    webhookSecret: text('webhook_secret'),
    createdAt: timestampMs('created_at').notNull(),
    nextCheckAt: timestampMs('next_check_at').notNull(),
    lastCheckedAt: timestampMs('last_checked_at'),
    failingSince: timestampMs('failing_since'),
    failNotified: boolean('fail_notified').notNull(),
    pausedReason: text('paused_reason'),
    pausedAt: timestampMs('paused_at'),
  },
  (t) => [index('follows_user_key_idx').on(t.userKey), index('follows_next_check_at_idx').on(t.nextCheckAt)],
);

/** A followed link's entries; see followEntries in src/db/schema-follows.ts. */
export const followEntries = pgTable(
  'follow_entries',
  {
    followId: text('follow_id').notNull(),
    entryId: text('entry_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: followEntryStates }).notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: timestampMs('next_attempt_at'),
    lastError: text('last_error'),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followId, t.entryId] }), index('follow_entries_state_idx').on(t.state)],
);
