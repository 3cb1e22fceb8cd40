import { z } from 'zod';
import { toggledSchema } from '../../src/options/index.js';
import { type CoversKeys, clipRangeSchema, mediaFormatSchema, mediaInfoSchema } from '../shared/card-schemas.js';
import type { DiscordCard } from './card.js';

/** A stored Discord card as it must read back from the database (bots/shared/db-card-store.ts). */
export const discordCardSchema = z.object({
  url: z.string(),
  info: mediaInfoSchema,
  formats: z.array(mediaFormatSchema),
  ownerUserId: z.string().regex(/^\d{1,25}$/),
  uploadLimitBytes: z.number().int().positive(),
  clip: clipRangeSchema.optional(),
  options: toggledSchema.optional(),
}) satisfies z.ZodType<DiscordCard>;

/** A field added to DiscordCard but not here would be dropped on the way back: a compile error instead. */
const covered: CoversKeys<DiscordCard, z.output<typeof discordCardSchema>> = true;
void covered;
