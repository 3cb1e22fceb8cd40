import { z } from 'zod';
import { displayTitle, type MediaInfo, type PlaylistEntry } from '../../src/media/index.js';

/**
 * What both bots' playlist cards remember: the playlist's link and title, its
 * listed entries (each to be looked up by its own link later) and how many it
 * has in all. Plain JSON, so a card can live in the shared database and be
 * read back by any instance: {@link playlistFieldsSchema} parses it again.
 */

/** An entry as a card keeps it: no thumbnail (never shown), the title already cut for display. */
export interface PlaylistCardEntry {
  id: string;
  title: string;
  /** The entry's own link; looked up again (and so checked by the URL policy again) before any use. */
  url: string;
  durationSeconds?: number | undefined;
}

/** The platform-neutral part of a playlist card. */
export interface PlaylistFields {
  kind: 'playlist';
  /** The playlist's link as the user gave it. */
  url: string;
  title: string;
  /** The media layer's extractor name, for the card's facts. */
  platform: string;
  entries: PlaylistCardEntry[];
  /** The playlist's size when known; at least `entries.length`. */
  entryCount: number;
}

/** The most entries a card holds: the media layer lists at most PLAYLIST_MAX_ENTRIES (default 50). */
export const MAX_CARD_ENTRIES = 1000;

const entrySchema = z.object({
  id: z.string().min(1).max(500),
  title: z.string().max(1000),
  url: z.string().max(4096),
  durationSeconds: z.number().nonnegative().optional(),
});

/** Parses a stored playlist card's fields (from the database: outside input like any other). */
export const playlistFieldsSchema = z.object({
  kind: z.literal('playlist'),
  url: z.string().max(4096),
  title: z.string().max(1000),
  platform: z.string().max(200),
  entries: z.array(entrySchema).max(MAX_CARD_ENTRIES),
  entryCount: z.number().int().nonnegative(),
});

/** True when the media layer answered a playlist (its entries listed flat, no formats). */
export function isPlaylistInfo(info: MediaInfo): info is MediaInfo & { entries: PlaylistEntry[] } {
  return info.entries !== undefined;
}

/** A card's fields from a playlist's info. */
export function playlistFields(url: string, info: MediaInfo): PlaylistFields {
  const entries = (info.entries ?? []).slice(0, MAX_CARD_ENTRIES).map((entry) => ({
    id: entry.id,
    title: displayTitle(entry.title),
    url: entry.url,
    ...(entry.durationSeconds !== undefined ? { durationSeconds: entry.durationSeconds } : {}),
  }));
  return {
    kind: 'playlist',
    url,
    title: displayTitle(info.title),
    platform: info.platform,
    entries,
    entryCount: Math.max(info.entryCount ?? entries.length, entries.length),
  };
}

/** One page of a card's entries: the entries with their index in the whole list. */
export interface EntryPage {
  /** 0-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  items: { index: number; entry: PlaylistCardEntry }[];
}

/** The entries of page `page` (0-based, clamped) at `pageSize` a page; an empty list is one empty page. */
export function entryPage(entries: readonly PlaylistCardEntry[], page: number, pageSize: number): EntryPage {
  const pageCount = Math.max(1, Math.ceil(entries.length / pageSize));
  const current = Math.min(Math.max(0, Math.trunc(page) || 0), pageCount - 1);
  const start = current * pageSize;
  const items = entries.slice(start, start + pageSize).map((entry, offset) => ({ index: start + offset, entry }));
  return { page: current, pageCount, items };
}
