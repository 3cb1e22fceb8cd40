import { z } from 'zod';

/*
 * yt-dlp's JSON is input from outside (shaped by whatever site was read), so it
 * is validated before use. Objects are loose: unknown fields are kept, because
 * the whole document is handed back to yt-dlp with --load-info-json.
 */

/**
 * The longest title, in yt-dlp's document and in a download request (so
 * whatever /api/info answered can be sent back). A download's title only
 * names the file: src/media/filename.ts shortens it to 200 bytes.
 */
export const MAX_TITLE_LENGTH = 2000;

const num = z.number().finite().nonnegative();
const optionalNum = num.nullish();
const optionalStr = z.string().nullish();

export const ytdlpFormatSchema = z.looseObject({
  format_id: z.string().min(1).max(200),
  ext: z.string().min(1).max(16),
  url: optionalStr,
  manifest_url: optionalStr,
  protocol: optionalStr,
  vcodec: optionalStr,
  acodec: optionalStr,
  width: optionalNum,
  height: optionalNum,
  fps: optionalNum,
  tbr: optionalNum,
  vbr: optionalNum,
  abr: optionalNum,
  asr: optionalNum,
  filesize: optionalNum,
  filesize_approx: optionalNum,
  format_note: optionalStr,
  language: optionalStr,
  http_headers: z.record(z.string(), z.string()).nullish(),
  fragments: z.array(z.unknown()).nullish(),
});

export type YtdlpFormat = z.infer<typeof ytdlpFormatSchema>;

export const ytdlpInfoSchema = z.looseObject({
  _type: optionalStr,
  id: z.string().min(1).max(500),
  title: z.string().max(MAX_TITLE_LENGTH).nullish(),
  uploader: optionalStr,
  is_live: z.boolean().nullish(),
  live_status: optionalStr,
  channel: optionalStr,
  creator: optionalStr,
  duration: optionalNum,
  thumbnail: optionalStr,
  extractor_key: optionalStr,
  extractor: optionalStr,
  webpage_url: optionalStr,
  original_url: optionalStr,
  // For a download's tags only (download/tags.ts): a value of another type is dropped, never fails a lookup.
  upload_date: z.string().max(64).nullish().catch(undefined),
  playlist_title: z.string().max(MAX_TITLE_LENGTH).nullish().catch(undefined),
  // A single-format result (direct links) carries its format at the top level too.
  formats: z.array(ytdlpFormatSchema).max(2000).nullish(),
  requested_formats: z.array(ytdlpFormatSchema).nullish(),
  format_id: optionalStr,
  url: optionalStr,
  ext: optionalStr,
  protocol: optionalStr,
  http_headers: z.record(z.string(), z.string()).nullish(),
  entries: z.array(z.unknown()).nullish(),
});

export type YtdlpInfo = z.infer<typeof ytdlpInfoSchema>;

/*
 * Subtitles: yt-dlp's `subtitles` (uploaded) and `automatic_captions` map a
 * language code to the files of that track, one per format (vtt, srt, ttml…).
 * Read one language at a time (lookup/subtitles.ts), so one odd entry drops
 * that track only, never the whole lookup; the listing is capped there.
 */
export const ytdlpSubtitleFileSchema = z.looseObject({
  ext: z.string().min(1).max(16),
  url: z
    .string()
    .min(1)
    .max(16 * 1024),
  name: z.string().max(2000).nullish(),
  protocol: optionalStr,
  http_headers: z.record(z.string(), z.string()).nullish(),
});

export type YtdlpSubtitleFile = z.infer<typeof ytdlpSubtitleFileSchema>;

/** One language's files; more than a handful of formats per language is not a subtitle track. */
export const ytdlpSubtitleTrackSchema = z.array(ytdlpSubtitleFileSchema).min(1).max(32);

/*
 * Download parameters. The selector grammar is deliberately narrow: what the
 * format list hands out (`ID`, `ID+bestaudio[ext=m4a]/ID+bestaudio`) and the
 * plain selectors people write (`best`, `bv*+ba/b`, `bestaudio[abr<=128]`):
 * alternatives (`/`) of one format or a merge of two (`+`), each a format id
 * or yt-dlp's name for one, with comparison filters. No whitespace and no
 * leading "-" (never read as an option). Left out because yt-dlp can spend
 * unbounded time on them: regular expressions (`~=`, a job slot pinned by
 * backtracking), and what multiplies the formats considered (`all`,
 * `mergeall`, `,`, groups in parentheses, merges of three).
 */
/** A format id as yt-dlp leaves it (it replaces whitespace and `,/+[]()`), or a name such as `bv*`; never `~`. */
const selectorName = '[A-Za-z0-9_.:<>=!*^$?-]+';
/** `[key op value]`: numeric comparisons and string equality, prefix, suffix, containment; `!` negates, `?` lets unknown pass. */
const selectorFilter = String.raw`\[[A-Za-z0-9_.-]+(?:<=|>=|<|>|!?[$*^]?=)\??(?:[A-Za-z0-9_.:-]+|"[^"'\\\s\]]*"|'[^"'\\\s\]]*')\]`;
const selectorAtom = `(?:${selectorName}(?:${selectorFilter})*|(?:${selectorFilter})+)`;
const selectorAlternative = `${selectorAtom}(?:\\+${selectorAtom})?`;
export const selectorPattern = new RegExp(
  `^(?!-)(?!(?:.*[/+])?(?:all|mergeall)(?:$|[/+\\[]))${selectorAlternative}(?:/${selectorAlternative})*$`,
);

export const allowedExts = [
  'mp4',
  'm4a',
  'webm',
  'mkv',
  'mov',
  'mp3',
  'ogg',
  'opus',
  'oga',
  'aac',
  'flac',
  'wav',
  'ts',
  'flv',
  '3gp',
  'srt',
  'vtt',
] as const;

export const kindSchema = z.enum(['video', 'audio', 'other', 'subtitles'], {
  error: 'kind must be one of video, audio, other, subtitles',
});

export const selectorSchema = z
  .string({ error: 'selector is required' })
  .max(300, 'selector is too long')
  .regex(selectorPattern, 'selector is not a valid format selector');

export const extSchema = z.enum(allowedExts, {
  error: `ext must be one of ${allowedExts.join(', ')}`,
});

export const titleSchema = z
  .string({ error: 'title is required' })
  .min(1, 'title must not be empty')
  .max(MAX_TITLE_LENGTH, `title is too long (at most ${MAX_TITLE_LENGTH} characters)`);
