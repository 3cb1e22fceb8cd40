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

/** The server's disk is full: a clean, retryable error instead of a 500. */
export function diskFullError(cause?: unknown): MediaError {
  return new MediaError('disk_full', sentence('error-disk-full'), {
    cause,
    retryAfterS: 60,
  });
}

export const isMediaError = (error: unknown): error is MediaError => error instanceof MediaError;

/** The refusal of a file over the server's size limit, wherever it is found out. */
export function tooLarge(maxBytes: number): MediaError {
  return new MediaError('too_large', sentence('error-file-over-server-limit', { mb: Math.round(maxBytes / 1048576) }));
}
