/**
 * Subtitle tracks in a download: the tracks the lookup listed for the
 * languages asked for (src/options/subtitles checked them before any slot is
 * taken), their files fetched by the server itself through the job's egress
 * session (fetch/origin-fetch.ts: every connection and redirect checked) into
 * the job's directory. Our confined ffmpeg then reads only those files, as
 * the option's output stage says.
 */
import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import type { FetchedSubtitle } from '../../options/index.js';
import { MediaError } from '../errors.js';
import { fragmentList } from '../fetch/fragments.js';
import { fetchOrigin, type OriginConnector, originUrl } from '../fetch/origin-fetch.js';
import { MAX_SUBTITLE_SEGMENTS, type RequestBudget } from '../fetch/request-budget.js';
import type { Extraction } from '../lookup/kept-extraction.js';
import type { SubtitleFile, SubtitleSource } from '../lookup/subtitles.js';
import { writeJobFile } from '../tools/job-dir.js';

/** The most bytes one track may have (a feature film's SubRip is ~100 KB; ASS with styling a few MB). */
export const MAX_SUBTITLE_BYTES = 8 * 1024 * 1024;
/** Segments of an HLS subtitle playlist fetched at once. */
const SEGMENT_CONCURRENCY = 4;

/** The listed tracks for `langs`, in that order (a language not listed has none: the option refused it first). */
export function chooseSubtitles(extraction: Extraction, langs: readonly string[]): SubtitleSource[] {
  const available = extraction.subtitles ?? [];
  return langs.flatMap((lang) => available.find((s) => s.lang === lang) ?? []);
}

/** The listed tracks of `langs` fetched into the job's folder (the planner's step, once the budget admitted it). */
export function fetchSubtitlesOf(extraction: Extraction, langs: readonly string[], ctx: SubtitleFetchContext) {
  return fetchSubtitles(chooseSubtitles(extraction, langs), ctx);
}

export interface SubtitleFetchContext {
  connect: OriginConnector;
  jobDir: string;
  signal?: AbortSignal | undefined;
  /** The job's request budget: every request for a track (its file, playlist, segments, redirects) counts. */
  requests?: RequestBudget | undefined;
}

/** Fetches each track's best file into the job's directory (subs-<n>.<ext>), one after the other. */
export async function fetchSubtitles(
  sources: readonly SubtitleSource[],
  given: SubtitleFetchContext,
): Promise<FetchedSubtitle[]> {
  const ctx = { ...given, connect: given.requests?.connector('subtitle', given.connect) ?? given.connect };
  const fetched: FetchedSubtitle[] = [];
  for (const [i, source] of sources.entries()) {
    const file = source.files[0] as SubtitleFile;
    const text = await fetchTrackText(file, ctx);
    const target = path.join(ctx.jobDir, `subs-${i}.${file.ext}`);
    await writeJobFile(ctx.jobDir, target, text);
    fetched.push({ lang: source.lang, path: target, ext: file.ext });
  }
  return fetched;
}

/** One track's text: a plain file, or the WebVTT segments of an HLS playlist joined into one file. */
async function fetchTrackText(file: SubtitleFile, ctx: SubtitleFetchContext): Promise<string> {
  if (file.protocol !== 'm3u8_native' && file.protocol !== 'm3u8') {
    const text = (await fetchBytes(file.url, file, ctx, { used: 0 })).toString('utf8');
    // A WebVTT file may hold STYLE blocks too (a DASH text set from a packager does).
    return file.ext === 'vtt' ? joinVttSegments([text]) : text;
  }
  const list = await fragmentList(
    { format_id: 'subtitles', ext: file.ext, url: file.url, protocol: 'm3u8_native', http_headers: file.httpHeaders },
    { connect: ctx.connect, signal: ctx.signal, credentialsFor: file.headersFor },
  );
  if (!list || file.ext !== 'vtt') {
    throw new MediaError('format_not_available', sentence('error-subtitle-playlist'));
  }
  // Refused whole, before any segment is asked for (see MAX_SUBTITLE_SEGMENTS).
  if (list.urls.length > MAX_SUBTITLE_SEGMENTS) {
    throw new MediaError(
      'too_many_fetches',
      sentence('error-subtitle-too-many-segments', { count: list.urls.length, max: MAX_SUBTITLE_SEGMENTS }),
    );
  }
  const budget = { used: 0 };
  const texts: string[] = new Array(list.urls.length);
  for (let start = 0; start < list.urls.length; start += SEGMENT_CONCURRENCY) {
    const batch = list.urls.slice(start, start + SEGMENT_CONCURRENCY);
    await Promise.all(
      batch.map(async (url, j) => {
        texts[start + j] = (await fetchBytes(url.href, file, ctx, budget)).toString('utf8');
      }),
    );
  }
  return joinVttSegments(texts);
}

/**
 * WebVTT segments (or one file) as one file ffmpeg reads: one header, then
 * every segment's cues in order. A segment's own header (`WEBVTT`,
 * `X-TIMESTAMP-MAP` …) goes, and so do STYLE, REGION and NOTE blocks: ffmpeg's
 * WebVTT reader (5.x) takes a STYLE block for a broken cue and reads no cue
 * at all, and what is made of a track (SubRip, mov_text) has no styles. A cue
 * that spans several segments is repeated in each by packagers, and kept
 * once. Cue times stay as they are: HLS gives them on the media's timeline.
 */
export function joinVttSegments(segments: readonly string[]): string {
  const cues: string[] = [];
  const seen = new Set<string>();
  for (const segment of segments) {
    const blocks = segment
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .split(/\n{2,}/)
      .map((block) => block.trim())
      .filter((block) => block !== '');
    // The first block is the segment's header, when it is one.
    if (blocks[0]?.startsWith('WEBVTT')) blocks.shift();
    for (const block of blocks) {
      if (/^(STYLE|REGION|NOTE)\b/.test(block)) continue;
      const key = block.replace(/[ \t]+$/gm, '');
      if (seen.has(key)) continue;
      seen.add(key);
      cues.push(block);
    }
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** GET through the job's egress session, at most MAX_SUBTITLE_BYTES for the whole track. */
async function fetchBytes(
  rawUrl: string,
  file: SubtitleFile,
  ctx: SubtitleFetchContext,
  budget: { used: number },
): Promise<Buffer> {
  const url = originUrl(rawUrl);
  if (!url) throw new MediaError('media_unavailable', sentence('error-subtitle-link-not-allowed'));
  // The track's headers everywhere; their credentials only on the origin they were made for.
  const response = await fetchOrigin(ctx.connect, {
    url: url.href,
    httpHeaders: file.httpHeaders,
    credentialsFor: file.headersFor,
    signal: ctx.signal,
  });
  const chunks: Buffer[] = [];
  const onAbort = () => response.close();
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (ctx.signal?.aborted) response.close();
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      budget.used += chunk.length;
      if (budget.used > MAX_SUBTITLE_BYTES) {
        throw new MediaError('too_large', sentence('error-subtitle-too-large'));
      }
      chunks.push(chunk);
    }
  } catch (cause) {
    if (ctx.signal?.aborted) throw new MediaError('cancelled', sentence('error-download-cancelled'));
    if (cause instanceof MediaError) throw cause;
    throw new MediaError('unreachable', sentence('error-subtitles-not-fetched'), { cause });
  } finally {
    ctx.signal?.removeEventListener('abort', onAbort);
    response.close();
  }
  if (!response.complete()) throw new MediaError('unreachable', sentence('error-subtitles-not-fetched'));
  return Buffer.concat(chunks);
}
