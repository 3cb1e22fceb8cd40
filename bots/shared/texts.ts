import { isMediaError, type MediaErrorCode } from '../../src/media/index.js';

/**
 * Platform-neutral words for the bots. One table maps media error codes to the
 * short sentences a chat user sees; stack traces and internals never reach them.
 */
const sentenceByCode: Record<MediaErrorCode, string> = {
  invalid_url: 'That does not look like a link I can open. Send a full http(s) link.',
  url_not_allowed: 'Links to private or local network addresses are not allowed.',
  invalid_selector: 'That format choice is not valid.',
  invalid_request: 'That request is not valid.',
  unsupported_url: 'This link is not supported: I found no media on that page.',
  no_media: 'I found no downloadable media at this link.',
  live_stream: 'That is a live stream. I only fetch recorded media; send the link again once the broadcast has ended.',
  media_unavailable: 'The media is unavailable (removed, private or restricted).',
  unreachable: 'The site could not be reached. Try again later.',
  extraction_failed: 'I could not read the media from this link.',
  format_not_available: 'That format is not available any more. Send the link again for a fresh list.',
  processing_failed: 'The file could not be converted.',
  too_large: 'The file is too large for this server.',
  queue_full: 'I am busy with other downloads. Please try again in a minute.',
  timeout: 'That took too long and was stopped.',
  cancelled: 'Cancelled.',
  tool_failed: 'Something went wrong on the server. Please try again later.',
  disk_full: 'The server is out of disk space. Please try again later.',
  internal: 'Something went wrong on the server. Please try again later.',
};

/** A short sentence for any error a bot handler catches. */
export function errorSentence(error: unknown): string {
  if (isMediaError(error)) return sentenceByCode[error.code];
  return sentenceByCode.internal;
}

/** 38 MB, 1.2 GB, 900 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 3:05, 1:02:03. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const LINK = /https?:\/\/[^\s<>"'`]+/gi;

/** The first http(s) link of a message, and whether it held more than one. */
export function firstLink(text: string): { url: string; more: boolean } | undefined {
  const links = text.match(LINK) ?? [];
  const first = links[0]?.replace(/[),.;!?]+$/, '');
  return first ? { url: first, more: links.length > 1 } : undefined;
}
