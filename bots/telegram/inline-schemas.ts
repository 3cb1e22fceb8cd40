import type { User } from 'grammy/types';
import { z } from 'zod';

/**
 * Inline mode's updates come from outside like any other: every field the bot
 * reads is parsed here before use, and so is the result id Telegram gives
 * back with a chosen result (we made it, but the client may send anything).
 *
 *   a:<cardId>:<choice index>   a choice offered as "preparing…" (an article): choosing it starts the download
 *   k:<cardId>:<choice index>   a choice offered from the file_id cache: Telegram sent it already
 */

/** Telegram's limits: a result id of 1–64 bytes, an inline query of at most 256 characters. */
export const RESULT_ID_MAX_BYTES = 64;
const QUERY_MAX_LENGTH = 256;

const userSchema = z.object({
  id: z.number().int().positive(),
  is_bot: z.boolean(),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
});

/** An `inline_query`: who typed what after the bot's name. */
export const inlineQuerySchema = z.object({
  id: z.string().min(1).max(64),
  from: userSchema,
  query: z.string().max(QUERY_MAX_LENGTH),
});

/** A `chosen_inline_result`: which of our results was sent, and the message it became (when it has buttons). */
export const chosenInlineResultSchema = z.object({
  result_id: z.string().min(1).max(RESULT_ID_MAX_BYTES),
  from: userSchema,
  query: z.string().max(QUERY_MAX_LENGTH),
  inline_message_id: z.string().min(1).max(256).optional(),
});

export type ValidInlineQuery = z.infer<typeof inlineQuerySchema> & { from: User };
export type ValidChosenResult = z.infer<typeof chosenInlineResultSchema> & { from: User };

const resultIdSchema = z
  .string()
  .regex(/^[ak]:[A-Za-z0-9_-]{4,32}:\d{1,3}$/)
  .transform((id) => {
    const [kind = 'a', cardId = '', index = '0'] = id.split(':');
    return { cached: kind === 'k', cardId, index: Number(index) };
  });

export type InlineResultId = z.infer<typeof resultIdSchema>;

/** The id of a result offering a card's choice (`cached`: from the file_id cache). */
export function inlineResultId(cardId: string, index: number, cached: boolean): string {
  const id = `${cached ? 'k' : 'a'}:${cardId}:${index}`;
  if (!resultIdSchema.safeParse(id).success) throw new Error(`inline result id would be invalid: ${id}`);
  return id;
}

/** A chosen result's id read back; undefined for one we did not make (the help, a refusal). */
export function parseInlineResultId(id: string): InlineResultId | undefined {
  const parsed = resultIdSchema.safeParse(id);
  return parsed.success ? parsed.data : undefined;
}
