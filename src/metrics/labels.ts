/**
 * Every label value the metrics use comes from a fixed set: a series per
 * user, link, title or chat would grow without end and leak who did what. So
 * each value passes through one of these maps, and anything outside the set
 * becomes `other`.
 */
import { jobRequestKinds, mediaErrorCodes } from '../media/index.js';
import type { RefusalCode } from '../usage/index.js';

/** What any unknown value becomes. */
export const OTHER = 'other';

export const jobKinds = ['info', 'download', 'thumbnail', 'playlist_batch'] as const;
export type JobKind = (typeof jobKinds)[number];

export const surfaces = ['http', 'web', 'telegram', 'discord'] as const;
export type Surface = (typeof surfaces)[number];

export const outcomes = ['ok', 'error', 'cancelled'] as const;
export type Outcome = (typeof outcomes)[number];

/** The usage refusals, every RefusalCode (the check below fails to compile when one is added without it). */
export const refusalCodes = [
  'user_blocked',
  'user_not_allowed',
  'limit_downloads_per_day',
  'limit_mb_per_day',
  'limit_info_per_minute',
  'limit_concurrent_jobs',
  'limit_max_duration',
] as const satisfies readonly RefusalCode[];
const everyRefusal: Exclude<RefusalCode, (typeof refusalCodes)[number]> extends never ? true : false = true;
void everyRefusal;

/** Codes the bots and the HTTP layer record besides media errors and refusals (run-download.ts, begin-lookup.ts…). */
const ownCodes = [
  'over_upload_limit',
  'shutdown',
  'upload_failed',
  'limit_reached',
  'range_not_satisfiable',
  'telegram_reply_failed',
  'discord_reply_failed',
  'discord_ack_failed',
] as const;

const jobCodes: ReadonlySet<string> = new Set<string>([...mediaErrorCodes, ...refusalCodes, ...ownCodes]);

/** A job's code label: `none` for a job without one, the code when it is a known one, else `other`. */
export function jobCode(code: string | undefined): string {
  if (code === undefined || code === '') return 'none';
  return jobCodes.has(code) ? code : OTHER;
}

/** A refusal's code as a label (the limit that said no). */
export function refusalLabel(code: string): string {
  return (refusalCodes as readonly string[]).includes(code) ? code : OTHER;
}

/** Why the egress proxy refused a destination: the policy's MediaError codes. */
export function egressReason(reason: string): string {
  return reason === 'url_not_allowed' || reason === 'invalid_url' ? reason : OTHER;
}

/** The kind of a job's own request (file, fragment, subtitle, cover). */
export function jobRequestKind(kind: string): string {
  return oneOf(jobRequestKinds, kind);
}

/** The signal that ended a tool, from the few we send or expect. */
export function signalLabel(signal: string | null): string {
  if (signal === null) return 'none';
  return signal === 'SIGTERM' || signal === 'SIGKILL' ? signal : OTHER;
}

/** Which tool a binary path is, by its file name (the paths themselves are the owner's). */
export function toolLabel(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
  if (name.startsWith('yt-dlp') || name.startsWith('yt_dlp') || name.startsWith('python')) return 'yt-dlp';
  if (name.startsWith('ffprobe')) return 'ffprobe';
  if (name.startsWith('ffmpeg')) return 'ffmpeg';
  return OTHER;
}

/** HTTP statuses the chat APIs answer with that are worth a series of their own. */
const apiStatuses: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504]);

/** A chat API's error as a label: its HTTP status (or the API's error_code) when known, `network` without an answer. */
export function apiErrorLabel(code: number | 'network'): string {
  if (code === 'network') return code;
  return apiStatuses.has(code) ? String(code) : OTHER;
}

/** A Discord shard id as a label: a shard count above 10000 is not a thing. */
export function shardLabel(shard: number | undefined): string {
  if (shard === undefined) return 'none';
  return Number.isInteger(shard) && shard >= 0 && shard < 10_000 ? String(shard) : OTHER;
}

/** One of a fixed list, else `other`. */
export function oneOf<T extends string>(list: readonly T[], value: string): T | typeof OTHER {
  return (list as readonly string[]).includes(value) ? (value as T) : OTHER;
}
