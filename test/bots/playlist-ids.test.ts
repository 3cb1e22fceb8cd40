/**
 * A playlist card's button data comes back from the client: Telegram's
 * callback_data (at most 64 bytes) and Discord's custom_id (at most 100
 * characters) are made and parsed strictly, and anything else is not ours.
 */
import { describe, expect, it } from 'vitest';
import {
  entryOptionValue,
  parseEntryOptionValue,
  parsePlaylistCustomId,
  playlistCustomId,
} from '../../bots/discord/custom-id.js';
import { newCardId } from '../../bots/shared/card-store.js';
import {
  CALLBACK_DATA_MAX_BYTES,
  parseCallbackData,
  playlistAllData,
  playlistEntryData,
  playlistPageData,
} from '../../bots/telegram/callback-data.js';

const cardId = newCardId();

describe("Telegram playlist buttons' callback_data", () => {
  it('round-trips pages, entries and "All", within 64 bytes', () => {
    const made = [playlistPageData(cardId, 6), playlistEntryData(cardId, 9999), playlistAllData(cardId)];
    for (const data of made) expect(Buffer.byteLength(data)).toBeLessThanOrEqual(CALLBACK_DATA_MAX_BYTES);
    expect(made.map(parseCallbackData)).toEqual([
      { type: 'playlist_page', cardId, number: 6 },
      { type: 'playlist_entry', cardId, number: 9999 },
      { type: 'playlist_all', cardId },
    ]);
  });

  it('refuses anything else', () => {
    for (const data of [
      `lp:${cardId}:-1`,
      `lp:${cardId}:10000`,
      `le:${cardId}`,
      `la:${cardId}:1`,
      `la:${'x'.repeat(40)}`,
      `lp:${cardId}:1:2`,
      `le:../${cardId}:1`,
    ])
      expect(parseCallbackData(data)).toBeUndefined();
  });
});

describe("Discord playlist components' custom_id", () => {
  it('round-trips the entry menu, pages and "All", within 100 characters', () => {
    const actions = [{ kind: 'entry_menu', page: 1 }, { kind: 'page', page: 0 }, { kind: 'all' }] as const;
    for (const action of actions) {
      const id = playlistCustomId(cardId, action);
      expect(id.length).toBeLessThanOrEqual(100);
      expect(parsePlaylistCustomId(id)).toEqual({ cardId, action });
    }
  });

  it('refuses anything else, and entry values out of range', () => {
    for (const raw of [
      `pl:${cardId}:x1`,
      `pl:${cardId}`,
      `pl:NOTACARD12:all`,
      `mf:${cardId}:all`,
      `pl:${cardId}:all:1`,
    ])
      expect(parsePlaylistCustomId(raw)).toBeUndefined();
    expect(parseEntryOptionValue(entryOptionValue(4), 5)).toBe(4);
    expect(parseEntryOptionValue(entryOptionValue(5), 5)).toBeUndefined();
    expect(parseEntryOptionValue('i-1', 5)).toBeUndefined();
    expect(parseEntryOptionValue(undefined, 5)).toBeUndefined();
  });
});
