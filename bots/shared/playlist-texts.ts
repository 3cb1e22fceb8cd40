import { formatClockTime, type Translate } from '../../src/i18n/index.js';
import type { PlaylistCardEntry, PlaylistFields } from './playlist-card.js';

/**
 * Both bots' words for playlists: the card, its buttons, and the "All as
 * MP3" run (progress, a skipped entry, how it ended). Each platform only lays
 * them out.
 */

/** The bitrate of "All as MP3": one choice, so the button needs no menu. */
export const BATCH_MP3_QUALITY = 192;

/** Cuts a text to `max` characters with "…". */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** The card's facts: `Playlist · 12 items, the first 10 listed · generic`. */
export function playlistFacts(t: Translate, card: Pick<PlaylistFields, 'platform' | 'entries' | 'entryCount'>): string {
  const listed = card.entries.length;
  const args = { count: card.entryCount, listed, platform: card.platform };
  return t(card.entryCount > listed ? 'bot-playlist-facts-partial' : 'bot-playlist-facts', args);
}

/** What to do with the card. */
export function playlistHint(t: Translate, card: Pick<PlaylistFields, 'entries'>): string {
  return t('bot-playlist-hint', { count: card.entries.length, quality: BATCH_MP3_QUALITY });
}

/** The card's words: title, facts, and what to do. */
export function playlistCardText(
  t: Translate,
  card: Pick<PlaylistFields, 'title' | 'platform' | 'entries' | 'entryCount'>,
): string {
  return [card.title, playlistFacts(t, card), '', playlistHint(t, card)].join('\n');
}

/** Said instead of a card when no entry of the playlist can be offered (none listed, or none allowed). */
export function emptyPlaylistText(t: Translate, card: Pick<PlaylistFields, 'entryCount'>): string {
  return card.entryCount > 0 ? t('bot-playlist-none-fetchable', { count: card.entryCount }) : t('bot-playlist-empty');
}

/** The "All as MP3" button: `All as MP3 192 (12 files)`. */
export function allAsMp3Label(t: Translate, count: number): string {
  return t('bot-all-as-mp3', { quality: BATCH_MP3_QUALITY, count });
}

/** An entry's button or menu option: `3. Title · 3:05`, cut to `max` characters. */
export function entryLabel(index: number, entry: PlaylistCardEntry, max: number): string {
  const duration = entry.durationSeconds ? ` · ${formatClockTime(entry.durationSeconds)}` : '';
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
  /** Waiting for a free job slot, `ahead` other jobs before it. */
  | { stage: 'queued'; ahead: number }
  | { stage: 'downloading'; fraction?: number | undefined; bytes: number }
  | { stage: 'converting' }
  | { stage: 'uploading'; bytes: number };

/** The titles in status lines are cut so a line stays a line. */
const STATUS_TITLE_MAX = 80;

function stageText(t: Translate, stage: EntryStage): string {
  switch (stage.stage) {
    case 'looking_up':
      return t('bot-stage-looking-up');
    case 'waiting':
      return t('bot-stage-waiting', { seconds: stage.seconds });
    case 'queued':
      return t('bot-stage-queued', { ahead: stage.ahead });
    case 'downloading':
      return stage.fraction !== undefined
        ? t('bot-stage-downloading', { percent: Math.floor(stage.fraction * 100) })
        : t('bot-stage-downloading-bytes', { bytes: stage.bytes });
    case 'converting':
      return t('bot-stage-converting');
    case 'uploading':
      return t('bot-stage-uploading', { bytes: stage.bytes });
  }
}

/** The status message of a run: `All as MP3 192: 3 / 12` and what the current entry is doing. */
export function batchStatusText(
  t: Translate,
  args: { index: number; total: number; title: string; stage: EntryStage; delivered: number; skipped: number },
): string {
  const where = { quality: BATCH_MP3_QUALITY, position: position(args.index, args.total) };
  return [
    args.skipped > 0
      ? t('bot-batch-position-tally', { ...where, delivered: args.delivered, skipped: args.skipped })
      : t('bot-batch-position', where),
    `${clip(args.title, STATUS_TITLE_MAX)}: ${stageText(t, args.stage)}`,
  ].join('\n');
}

/** Said to a second press of "All as MP3" while the card's run goes on. */
export const batchAlreadyRunning = (t: Translate): string => t('bot-batch-already-running');

/** A skipped entry, named, with why: sent as its own message while the run goes on. */
export function skippedEntryText(t: Translate, index: number, total: number, title: string, why: string): string {
  return t('bot-batch-skipped', { position: position(index, total), title: clip(title, STATUS_TITLE_MAX), why });
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
export function batchEndText(t: Translate, summary: BatchSummary): string {
  const { total, delivered, skipped, notTried, stop } = summary;
  const sent = t('bot-batch-sent', { delivered, total, skipped });
  const quality = BATCH_MP3_QUALITY;
  switch (stop.kind) {
    case 'done':
      return t('bot-batch-done', { quality, sent });
    case 'limit':
      return t('bot-batch-stopped', { quality, sent, reason: stop.sentence, notTried });
    case 'cancelled':
      return t('bot-batch-cancelled', { quality, sent });
    case 'shutdown':
      return t('bot-batch-shutdown', { sent });
  }
}
