import { z } from 'zod';
import { toggledSchema } from '../../src/options/index.js';
import { type CoversKeys, choiceSchema, clipRangeSchema, mediaInfoSchema } from '../shared/card-schemas.js';
import type { TelegramCard } from './card.js';

/** A stored Telegram card as it must read back from the database (bots/shared/db-card-store.ts). */
export const telegramCardSchema = z.object({
  url: z.string(),
  info: mediaInfoSchema,
  choices: z.array(choiceSchema.and(z.object({ tooLarge: z.boolean() }))),
  askerId: z.number().int(),
  chatId: z.number().int(),
  clip: clipRangeSchema.optional(),
  options: toggledSchema.optional(),
}) satisfies z.ZodType<TelegramCard>;

/** A field added to TelegramCard but not here would be dropped on the way back: a compile error instead. */
const covered: CoversKeys<TelegramCard, z.output<typeof telegramCardSchema>> = true;
void covered;
