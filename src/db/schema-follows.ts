import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Follows (src/follows): a link whose new entries are delivered by themselves
 * into a chat or a webhook. Part of the SQLite schema (schema.ts re-exports it);
 * its PostgreSQL twin is in schema-pg.ts.
 */

/** What follows can deliver into. */
export const followTargetKinds = ['telegram', 'discord', 'webhook'] as const;
export type FollowTargetKind = (typeof followTargetKinds)[number];

/** An entry's life: seen at the follow or skipped (never sent), pending until delivered. */
export const followEntryStates = ['seen', 'pending', 'delivered', 'skipped'] as const;
export type FollowEntryState = (typeof followEntryStates)[number];

/** One followed link of one user, delivered into one target. */
export const follows = sqliteTable(
  'follows',
  {
    id: text('id').primaryKey(),
    /** The follower's usage identity, as src/usage names users (`telegram:123`). */
    userKey: text('user_key').notNull(),
    link: text('link').notNull(),
    title: text('title').notNull(),
    /** JSON: {"kind":"video_fit"} | {"kind":"mp3","bitrate":128|192|256|320} | {"kind":"audio"}. */
    form: text('form').notNull(),
    targetKind: text('target_kind', { enum: followTargetKinds }).notNull(),
    /** JSON: telegram {"chatId":…}, discord {"channelId":…}, webhook {"url":…}. */
    target: text('target').notNull(),
    webhookSecret: text('webhook_secret'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    nextCheckAt: integer('next_check_at', { mode: 'timestamp_ms' }).notNull(),
    lastCheckedAt: integer('last_checked_at', { mode: 'timestamp_ms' }),
    /** Since when its checks fail in a row; null while they succeed. */
    failingSince: integer('failing_since', { mode: 'timestamp_ms' }),
    /** Whether the follower was told of a day of failures (once per failing spell). */
    failNotified: integer('fail_notified', { mode: 'boolean' }).notNull(),
    /** Why deliveries stopped (a target that keeps refusing); null: active. */
    pausedReason: text('paused_reason'),
    pausedAt: integer('paused_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('follows_user_key_idx').on(t.userKey), index('follows_next_check_at_idx').on(t.nextCheckAt)],
);

/** The entries of a followed link, by their id: what was seen, what waits, what was delivered. */
export const followEntries = sqliteTable(
  'follow_entries',
  {
    followId: text('follow_id').notNull(),
    entryId: text('entry_id').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: followEntryStates }).notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.followId, t.entryId] }), index('follow_entries_state_idx').on(t.state)],
);
