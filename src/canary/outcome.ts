import { isMediaError, isSiteRefusal, type RefusalClass, refusalClasses } from '../media/index.js';

/**
 * What a canary run of one link found: `ok`, or why it failed, in classes the owner can act on:
 * the sites' refusal classes (src/media/site-refusal.ts: bot check, rate limit, sign-in, age
 * check, 403 on the media), the site not reached, a yt-dlp too old for the site, or other.
 */
export const failureClasses = [...refusalClasses, 'unreachable', 'ytdlp_too_old', 'other'] as const;
export type FailureClass = (typeof failureClasses)[number];
export const canaryOutcomes = ['ok', ...failureClasses] as const;
export type CanaryOutcome = (typeof canaryOutcomes)[number];

/** Errors of a site not answering, or not in time. */
const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['unreachable', 'timeout']);
/** Errors a newer yt-dlp usually ends when the installed one is old: the site changed under it. */
const EXTRACTOR_CODES: ReadonlySet<string> = new Set(['extraction_failed', 'unsupported_url', 'no_media']);

/** The class of a run's error; `ytdlpStale`: yt-dlp is older than its freshness bound (src/binaries). */
export function failureClassOf(error: unknown, ytdlpStale: boolean): FailureClass {
  if (isSiteRefusal(error)) return error.refusalClass satisfies RefusalClass;
  if (!isMediaError(error)) return 'other';
  if (UNREACHABLE_CODES.has(error.code)) return 'unreachable';
  if (ytdlpStale && EXTRACTOR_CODES.has(error.code)) return 'ytdlp_too_old';
  return 'other';
}

/** A stored outcome read back: one of the known ones, else `other` (a row written by a newer version). */
export function knownOutcome(value: string): CanaryOutcome {
  return (canaryOutcomes as readonly string[]).includes(value) ? (value as CanaryOutcome) : 'other';
}
