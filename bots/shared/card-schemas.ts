import { z } from 'zod';
import {
  type AudioChoice,
  type AudioLanguage,
  type ClipRange,
  type MediaFormat,
  type MediaInfo,
  mp3Qualities,
  type PlaylistEntry,
  type SubtitleTrack,
} from '../../src/media/index.js';
import type { Choice } from './choices.js';
import type { SubtitleChoice } from './subtitle-choices.js';

/**
 * Zod schemas for what cards hold, checked when a card is read back from the
 * database (db-card-store.ts): stored JSON is outside input like any other.
 * Each is tied to its TypeScript type with `satisfies`, so the two cannot
 * drift apart. Objects strip unknown keys.
 */

const count = z.number().int().nonnegative();

/** A language code as the media layer lists it (letters, digits, `-`, `_`). */
const langSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,34}$/);

const audioChoiceSchema = z.object({
  id: z.string(),
  selector: z.string(),
  ext: z.string(),
  filesizeApprox: z.number().nonnegative().optional(),
}) satisfies z.ZodType<AudioChoice>;

const audioLanguageSchema = z.object({
  lang: langSchema,
  name: z.string().max(200).optional(),
  original: z.boolean(),
}) satisfies z.ZodType<AudioLanguage>;

export const mediaFormatSchema = z.object({
  id: z.string(),
  selector: z.string(),
  ext: z.string(),
  kind: z.enum(['video', 'audio', 'other']),
  label: z.string(),
  detail: z.string(),
  filesizeApprox: z.number().nonnegative().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  language: langSchema.optional(),
  byAudioLanguage: z.record(langSchema, audioChoiceSchema).optional(),
}) satisfies z.ZodType<MediaFormat>;

const playlistEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  durationSeconds: z.number().nonnegative().optional(),
  thumbnail: z.string().optional(),
}) satisfies z.ZodType<PlaylistEntry>;

const subtitleTrackSchema = z.object({
  lang: langSchema,
  name: z.string().max(200).optional(),
  automatic: z.boolean(),
  formats: z.array(z.string().max(16)).max(32),
}) satisfies z.ZodType<SubtitleTrack>;

export const subtitleChoiceSchema = z.object({
  type: z.literal('subtitles'),
  lang: langSchema,
  name: z.string().max(200).optional(),
  automatic: z.boolean().optional(),
}) satisfies z.ZodType<SubtitleChoice>;

export const mediaInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  uploader: z.string().optional(),
  durationSeconds: z.number().nonnegative().optional(),
  thumbnail: z.string().optional(),
  platform: z.string(),
  webpageUrl: z.string(),
  formats: z.array(mediaFormatSchema),
  entries: z.array(playlistEntrySchema).optional(),
  entryCount: count.optional(),
  subtitles: z.array(subtitleTrackSchema).max(100).optional(),
  audioLanguages: z.array(audioLanguageSchema).max(100).optional(),
}) satisfies z.ZodType<MediaInfo>;

export const mp3QualitySchema = z.union(mp3Qualities.map((quality) => z.literal(quality)));

export const choiceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('format'), format: mediaFormatSchema }),
  z.object({
    type: z.literal('mp3'),
    quality: mp3QualitySchema,
    options: z.record(z.string().max(24), z.string().max(64)).optional(),
  }),
  subtitleChoiceSchema,
]) satisfies z.ZodType<Choice>;

export const clipRangeSchema = z
  .object({ startS: z.number().nonnegative(), endS: z.number().positive() })
  .refine((range) => range.startS < range.endS, 'a clip ends after it starts') satisfies z.ZodType<ClipRange>;

/**
 * True when every key of the card type `T` is in the schema's output `S`.
 * Objects strip unknown keys, so a field added to a card type but not to its
 * schema would vanish on the way through the database; assigning `true` to
 * this type turns that into a compile error.
 */
export type CoversKeys<T, S> = [Exclude<keyof T, keyof S>] extends [never] ? true : never;
