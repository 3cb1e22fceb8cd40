import { english, type Sentence, sentence } from '../i18n/index.js';

/**
 * Every failure the media layer reports carries a stable code and a sentence
 * for people (a key of locales/<code>/errors.ftl with its numbers). The HTTP
 * layer maps codes to statuses and says the sentence in the client's
 * Accept-Language (src/http/error-handler.ts); the bots say a short sentence
 * per code. `message` is the English words, for logs.
 */
export const mediaErrorCodes = [
  'invalid_url',
  'url_not_allowed',
  'invalid_selector',
  'invalid_request',
  'unsupported_url',
  'no_media',
  'live_stream',
  'media_unavailable',
  // A site's refusals (site-refusal.ts): of this server, of a guest, of a minor, of the media's bytes.
  'site_refused',
  'sign_in_required',
  'age_restricted',
  'format_blocked',
  'unreachable',
  'extraction_failed',
  'format_not_available',
  'processing_failed',
  'too_large',
  'too_many_fetches',
  'queue_full',
  'timeout',
  'cancelled',
  'tool_failed',
  'disk_full',
  'database_unavailable',
  'internal',
] as const;

export type MediaErrorCode = (typeof mediaErrorCodes)[number];

export class MediaError extends Error {
  override name = 'MediaError';
  /** Seconds after which a retry may succeed (queue_full). */
  readonly retryAfterS: number | undefined;

  constructor(
    readonly code: MediaErrorCode,
    readonly sentence: Sentence,
    options: { cause?: unknown; retryAfterS?: number } = {},
  ) {
    super(english(sentence), { cause: options.cause });
    this.retryAfterS = options.retryAfterS;
  }
}

/**
 * The server's disk is full: a clean, retryable error instead of a 500. The
 * sentence says the file could not be prepared; `whilePreparing: false` (a
 * lookup, the usage records) says only that the disk is full.
 */
export function diskFullError(cause?: unknown, whilePreparing = true): MediaError {
  return new MediaError('disk_full', sentence(whilePreparing ? 'error-disk-full' : 'error-code-disk-full'), {
    cause,
    retryAfterS: 60,
  });
}

/** Seconds a client should wait after a database outage: PostgreSQL restarting for an upgrade takes a few. */
export const DATABASE_RETRY_AFTER_S = 10;

/** The database (the usage records) cannot be reached for now: the service is briefly unavailable. */
export function databaseUnavailableError(cause?: unknown): MediaError {
  return new MediaError('database_unavailable', sentence('error-code-database-unavailable'), {
    cause,
    retryAfterS: DATABASE_RETRY_AFTER_S,
  });
}

/** Error codes of the file system that mean "no space": the disk, or the user's quota on it. */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether words (an error's message, a tool's stderr) say a write found no space, as strerror puts ENOSPC and EDQUOT. */
export function saysOutOfSpace(text: string): boolean {
  return /no space left on device|disk quota exceeded/i.test(text);
}

/** Whether `error`, or an error it stands on (its causes), is a write that found no space left. */
export function isOutOfSpace(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let link = error; link !== null && typeof link === 'object' && !seen.has(link); ) {
    seen.add(link);
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NO_SPACE_CODES.has(code)) return true;
    if (typeof message === 'string' && saysOutOfSpace(message)) return true;
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}

export const isMediaError = (error: unknown): error is MediaError => error instanceof MediaError;

/** The refusal of a file over the server's size limit, wherever it is found out. */
export function tooLarge(maxBytes: number): MediaError {
  return new MediaError('too_large', sentence('error-file-over-server-limit', { mb: Math.round(maxBytes / 1048576) }));
}
