import { z } from 'zod';
import type { FollowEntryState, FollowTargetKind } from '../db/index.js';

/**
 * A follow as the engine and its deliverers see it: the row of `follows` with
 * its JSON columns checked (they are written by us, but a row read back is
 * outside input all the same).
 */

export const MP3_BITRATES = [128, 192, 256, 320] as const;
export type Mp3Bitrate = (typeof MP3_BITRATES)[number];

/** In which form new entries come. */
export const followFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video_fit') }),
  z.object({
    kind: z.literal('mp3'),
    bitrate: z.union([z.literal(128), z.literal(192), z.literal(256), z.literal(320)]),
  }),
  z.object({ kind: z.literal('audio') }),
]);
export type FollowForm = z.infer<typeof followFormSchema>;

/** Chat and channel ids are the platforms' numeric ids, kept as text (Discord's exceed 2^53). */
const platformId = z.string().regex(/^-?\d{1,25}$/);

/** The chat's language when the follow was made (a catalogue code): its lines and files are said in it. */
const locale = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
  .optional();

export const followTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('telegram'), chatId: platformId, locale }),
  // Discord says the upload limit per interaction (a server's boosts): the one the follow was made with.
  z.object({
    kind: z.literal('discord'),
    channelId: platformId,
    locale,
    uploadLimitBytes: z.number().int().positive().optional(),
  }),
  z.object({ kind: z.literal('webhook'), url: z.string().url().max(2048) }),
]);
export type FollowTarget = z.infer<typeof followTargetSchema>;

/** One follow, its JSON columns parsed. */
export interface Follow {
  id: string;
  userKey: string;
  link: string;
  title: string;
  form: FollowForm;
  target: FollowTarget;
  webhookSecret: string | null;
  createdAt: Date;
  nextCheckAt: Date;
  lastCheckedAt: Date | null;
  failingSince: Date | null;
  failNotified: boolean;
  pausedReason: string | null;
  pausedAt: Date | null;
}

/** One entry of a followed link. */
export interface FollowEntry {
  followId: string;
  entryId: string;
  title: string;
  url: string;
  state: FollowEntryState;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  updatedAt: Date;
}

/** An entry as a check reads it from the followed link, newest first. */
export interface ListedEntry {
  entryId: string;
  title: string;
  url: string;
}

/**
 * What a deliverer answers; the engine turns it into the entry's state. `retry`: later, with back-off
 * (too many: the follow is paused); `failed`: the target refuses, the follow is paused. The chats' two
 * more: `dropped`, this entry cannot be had (its sentence was said) and the follow goes on; `limited`,
 * a daily limit of the follower stopped it (the engine skips the follow's pending entries and says so once).
 */
export type DeliveryOutcome =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; error: string }
  | { outcome: 'failed'; error: string }
  | { outcome: 'dropped'; error: string }
  | { outcome: 'limited'; resetsAt?: Date | undefined };

/** Delivers one pending entry into its follow's target (chosen by `target.kind`). */
export type Deliverer = (follow: Follow, entry: FollowEntry) => Promise<DeliveryOutcome>;

export type { FollowEntryState, FollowTargetKind };
