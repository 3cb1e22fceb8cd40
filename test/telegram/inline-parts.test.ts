/**
 * Inline mode's parts on their own: TELEGRAM_STORAGE_CHAT_ID as the config
 * reads it, and the checks every inline update and result id passes before
 * the bot uses it (the end-to-end run is inline.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  chosenInlineResultSchema,
  inlineQuerySchema,
  inlineResultId,
  parseInlineResultId,
} from '../../bots/telegram/inline-schemas.js';
import { loadConfig } from '../../src/config/index.js';

const from = { id: 42, is_bot: false, first_name: 'Ann', language_code: 'pt-br' };

describe('TELEGRAM_STORAGE_CHAT_ID', () => {
  it('is a chat id (a channel’s -100…), unset when blank, and refused when it is no id', () => {
    expect(loadConfig({}).TELEGRAM_STORAGE_CHAT_ID).toBeUndefined();
    expect(loadConfig({ TELEGRAM_STORAGE_CHAT_ID: '' }).TELEGRAM_STORAGE_CHAT_ID).toBeUndefined();
    expect(loadConfig({ TELEGRAM_STORAGE_CHAT_ID: '-1001234567890' }).TELEGRAM_STORAGE_CHAT_ID).toBe(-1001234567890);
    expect(loadConfig({ TELEGRAM_STORAGE_CHAT_ID: '12345' }).TELEGRAM_STORAGE_CHAT_ID).toBe(12345);
    for (const bad of ['0', '@mychannel', '1.5', '99999999999999999999']) {
      expect(() => loadConfig({ TELEGRAM_STORAGE_CHAT_ID: bad }), bad).toThrow(/TELEGRAM_STORAGE_CHAT_ID/);
    }
  });
});

describe('inline updates and result ids', () => {
  it('reads an inline query and a chosen result, and refuses ones out of Telegram’s bounds', () => {
    expect(inlineQuerySchema.safeParse({ id: 'q1', from, query: 'https://x.example/v', offset: '' }).success).toBe(
      true,
    );
    expect(inlineQuerySchema.safeParse({ id: 'q1', from, query: 'x'.repeat(257) }).success).toBe(false);
    expect(inlineQuerySchema.safeParse({ id: '', from, query: 'a' }).success).toBe(false);
    expect(inlineQuerySchema.safeParse({ id: 'q1', from: { ...from, id: -1 }, query: 'a' }).success).toBe(false);
    expect(
      chosenInlineResultSchema.safeParse({ result_id: 'a:abcd:1', from, query: 'q', inline_message_id: 'IM1' }).success,
    ).toBe(true);
    expect(chosenInlineResultSchema.safeParse({ result_id: 'x'.repeat(65), from, query: 'q' }).success).toBe(false);
    expect(
      chosenInlineResultSchema.safeParse({ result_id: 'a:abcd:1', from, query: 'q', inline_message_id: '' }).success,
    ).toBe(false);
  });

  it('gives back only the result ids it made', () => {
    const id = inlineResultId('Card_id-1', 7, false);
    expect(Buffer.byteLength(id)).toBeLessThanOrEqual(64);
    expect(parseInlineResultId(id)).toEqual({ cached: false, cardId: 'Card_id-1', index: 7 });
    expect(parseInlineResultId(inlineResultId('Card_id-1', 0, true))).toEqual({
      cached: true,
      cardId: 'Card_id-1',
      index: 0,
    });
    for (const other of ['help', 'refused', 'looking', 'a:abc:1', 'a:abcd:1000', 'k:ab/cd:1', 'c:abcd:1']) {
      expect(parseInlineResultId(other), other).toBeUndefined();
    }
    expect(() => inlineResultId('bad id', 1, false)).toThrow();
  });
});
