import { STOPPED_FOR_RESTART } from './maintenance.js';
import type { PlaylistCardEntry, PlaylistFields } from './playlist-card.js';
import { formatBytes, formatDuration } from './texts.js';

/**
 * Both bots' words for playlists: the card, its buttons, and the "All as
 * MP3" run (progress, a skipped entry, how it ended). Each platform only lays
 * them out.
 */

/** The bitrate of "All as MP3": one choice, so the button needs no menu. */
export const BATCH_MP3_QUALITY = 192;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Cuts a text to `max` characters with "…". */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** The card's facts: `Playlist · 12 items, the first 10 listed · generic`. */
export function playlistFacts(card: Pick<PlaylistFields, 'platform' | 'entries' | 'entryCount'>): string {
  const listed = card.entries.length;
  const size =
    card.entryCount > listed
      ? `${plural(card.entryCount, 'item')}, the first ${listed} listed`
      : plural(card.entryCount, 'item');
  return `Playlist · ${size} · ${card.platform}`;
}

/** What to do with the card. */
export function playlistHint(card: Pick<PlaylistFields, 'entries'>): string {
  return `Choose an item to see its formats, or get all ${card.entries.length} as MP3 ${BATCH_MP3_QUALITY}.`;
}

/** The card's words: title, facts, and what to do. */
export function playlistCardText(card: Pick<PlaylistFields, 'title' | 'platform' | 'entries' | 'entryCount'>): string {
  return [card.title, playlistFacts(card), '', playlistHint(card)].join('\n');
}

/** Said instead of a card when no entry of the playlist can be offered (none listed, or none allowed). */
export function emptyPlaylistText(card: Pick<PlaylistFields, 'entryCount'>): string {
  return card.entryCount > 0
    ? `This is a playlist of ${plural(card.entryCount, 'item')}, but none of them can be fetched from here.`
    : 'This playlist is empty.';
}

/** The "All as MP3" button: `All as MP3 192 (12 files)`. */
export function allAsMp3Label(count: number): string {
  return `All as MP3 ${BATCH_MP3_QUALITY} (${plural(count, 'file')})`;
}

/** An entry's button or menu option: `3. Title · 3:05`, cut to `max` characters. */
export function entryLabel(index: number, entry: PlaylistCardEntry, max: number): string {
  const duration = entry.durationSeconds ? ` · ${formatDuration(entry.durationSeconds)}` : '';
  const number = `${index + 1}. `;
  return `${number}${clip(entry.title, Math.max(1, max - number.length - duration.length))}${duration}`;
}

/** The page indicator between ◀ and ▶: `2 / 7`. */
export function pageLabel(page: number, pageCount: number): string {
  return `${page + 1} / ${pageCount}`;
}

/** Where the run is: `3 / 12`. */
export function position(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}

/** What one entry of the run is doing. */
export type EntryStage =
  | { stage: 'looking_up' }
  /** LIMIT_INFO_PER_MINUTE is spent: the run goes on in `seconds`. */
  | { stage: 'waiting'; seconds: number }
  | { stage: 'downloading'; fraction?: number | undefined; bytes: number }
  | { stage: 'converting' }
  | { stage: 'uploading'; bytes: number };

/** The titles in status lines are cut so a line stays a line. */
const STATUS_TITLE_MAX = 80;

function stageText(stage: EntryStage): string {
  switch (stage.stage) {
    case 'looking_up':
      return 'looking it up…';
    case 'waiting':
      return `your link lookups per minute are used up; going on in ${stage.seconds} s…`;
    case 'downloading':
      return stage.fraction !== undefined
        ? `downloading… ${Math.floor(stage.fraction * 100)}%`
        : `downloading… ${formatBytes(stage.bytes)}`;
    case 'converting':
      return 'converting…';
    case 'uploading':
      return `uploading ${formatBytes(stage.bytes)}…`;
  }
}

/** The status message of a run: `All as MP3 192: 3 / 12` and what the current entry is doing. */
export function batchStatusText(args: {
  index: number;
  total: number;
  title: string;
  stage: EntryStage;
  delivered: number;
  skipped: number;
}): string {
  const done = args.skipped > 0 ? ` (${args.delivered} sent, ${args.skipped} skipped)` : '';
  return [
    `All as MP3 ${BATCH_MP3_QUALITY}: ${position(args.index, args.total)}${done}`,
    `${clip(args.title, STATUS_TITLE_MAX)}: ${stageText(args.stage)}`,
  ].join('\n');
}

/** Said to a second press of "All as MP3" while the card's run goes on. */
export const BATCH_ALREADY_RUNNING =
  'All as MP3 is already running for this playlist: wait for it to finish, or cancel it first.';

/** A skipped entry, named, with why: sent as its own message while the run goes on. */
export function skippedEntryText(index: number, total: number, title: string, why: string): string {
  return `Skipped ${position(index, total)} "${clip(title, STATUS_TITLE_MAX)}": ${why}`;
}

/** How a run ended. */
export type BatchStop =
  /** Every entry was tried. */
  | { kind: 'done' }
  /** A limit refused the next entry (or stopped the current one): its sentence says which. */
  | { kind: 'limit'; sentence: string }
  | { kind: 'cancelled' }
  | { kind: 'shutdown' };

/** What a run did, for its last words and its tests. */
export interface BatchSummary {
  total: number;
  delivered: number;
  skipped: number;
  /** Entries never tried because the run stopped early. */
  notTried: number;
  stop: BatchStop;
}

/** The status message's last words. */
export function batchEndText(summary: BatchSummary): string {
  const { total, delivered, skipped, notTried, stop } = summary;
  const sent = `${delivered} of ${plural(total, 'file')} sent`;
  const skippedPart = skipped > 0 ? `, ${skipped} skipped` : '';
  switch (stop.kind) {
    case 'done':
      return `All as MP3 ${BATCH_MP3_QUALITY}: done, ${sent}${skippedPart}.`;
    case 'limit':
      return `All as MP3 ${BATCH_MP3_QUALITY}: stopped, ${sent}${skippedPart}. ${stop.sentence} The other ${notTried} ${notTried === 1 ? 'was' : 'were'} not downloaded.`;
    case 'cancelled':
      return `All as MP3 ${BATCH_MP3_QUALITY}: cancelled, ${sent}${skippedPart}.`;
    case 'shutdown':
      return `${STOPPED_FOR_RESTART} (${sent}${skippedPart}.)`;
  }
}
