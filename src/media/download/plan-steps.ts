/**
 * The planner's steps that need no setting of its own (plan.ts): what the steps share, the tags, and the
 * user's budget before the run starts.
 */

import { coverAndTags, type optionOutput } from '../../options/index.js';
import { withDeadline } from '../deadline.js';
import { resolveRange } from '../fetch/origin-fetch.js';
import type { Extraction } from '../lookup/kept-extraction.js';
import type { YtdlpFormat, YtdlpInfo } from '../schemas.js';
import type { YtdlpContext } from '../tools/ytdlp.js';
import type { DownloadOptions } from '../types.js';
import type { PendingCover } from './cover-art.js';
import { type DownloadPlan, passesThroughNatively, type RunningDownload } from './download-plan.js';
import type { ParsedDownloadRequest } from './download-request.js';
import { headersOnlyDelivery } from './handle.js';
import type { JobCookies } from './job-cookies.js';
import type { JobSlot } from './job-slot.js';
import type { fitOutput } from './output-choice.js';
import { startDownload } from './start.js';
import { fetchSubtitlesOf } from './subtitles.js';
import { mediaTags } from './tags.js';

/** What the steps after the slot share: the request, the media as looked up, the caller's options and the job. */
export interface Planning {
  req: ParsedDownloadRequest;
  extraction: Extraction;
  raw: YtdlpInfo;
  options: DownloadOptions;
  slot: JobSlot;
  /** The output's length cap (the duration limit, a span's own length), checked before the slot was taken. */
  maxDurationS: number | undefined;
  spanS: number | undefined;
  /** Set as the steps go: what the job's end must settle (the cover's ffmpeg, the cookie set's file). */
  cover?: PendingCover | undefined;
  cookies?: JobCookies | undefined;
}

/** The job's own yt-dlp and its copy of the lookup's document. */
export interface JobTools {
  ytdlp: YtdlpContext;
  infoJsonPath: string;
  proxyRefused: () => boolean;
}

/** The output chosen: its formats, fit, container and expected size. */
export interface ChosenOutput {
  formats: YtdlpFormat[];
  fitted: Omit<Awaited<ReturnType<typeof fitOutput>>, 'formats'>;
  /** What was asked, with ext=mp3 on other audio read as convert=mp3 (output-choice.ts). */
  asked: ParsedDownloadRequest;
  convertToMp3: boolean;
  ext: string;
  kbps: number;
  expectedBytes: number | undefined;
  output: ReturnType<typeof optionOutput>;
}

/** Tagged even for HEAD (no cover then), which so answers as GET would: not passed through. */
export async function tagOutput(planning: Planning, plan: DownloadPlan, chosen: ChosenOutput): Promise<void> {
  const { req, raw, extraction, cover } = planning;
  if (!coverAndTags.applies(chosen.asked, chosen.formats)) return void (await cover?.stop());
  const tags = mediaTags(req.title, raw, extraction.info);
  // An MP3's cover is wanted only with its first byte (src/options/cover-tags); an M4A's is an input of ffmpeg.
  plan.tagging = plan.ext === 'mp3' ? { tags, pendingCover: cover?.result } : { tags, cover: await cover?.result };
}

/**
 * The user's byte budget, before any process starts: a size known, even roughly, that does not fit is
 * refused (a range counts only its own bytes); then the subtitle tracks are fetched and the run starts.
 */
export async function admitAndStart(
  planning: Planning,
  plan: DownloadPlan,
  chosen: ChosenOutput,
): Promise<RunningDownload> {
  const { req, extraction, options, slot } = planning;
  const native = passesThroughNatively(plan);
  // Ranges only where the server fetches the file itself; elsewhere they are ignored.
  if (native) plan.range = options.range;
  const { formats } = chosen;
  const exactSize = formats.length === 1 ? (formats[0]?.filesize ?? undefined) : undefined;
  const rangeSpan = plan.range && exactSize !== undefined ? resolveRange(plan.range, exactSize) : undefined;
  await options.quota?.admit(rangeSpan ? rangeSpan.end - rangeSpan.start + 1 : chosen.expectedBytes || undefined);
  if (req.subtitles && !options.headersOnly) {
    const { connect, jobDir, requests } = slot;
    const signal = withDeadline(options.signal, slot.deadline);
    plan.subtitles = await fetchSubtitlesOf(extraction, req.subtitles, { connect, jobDir, signal, requests });
  }
  // HEAD of what the server does not fetch itself: the headers need no process (and give no size).
  return options.headersOnly && !native ? headersOnlyDelivery() : startDownload(plan);
}

/** What the job's end settles first: the cover's ffmpeg stops, the cookie set's file is read back. */
export const settle = (planning: Planning, error?: unknown) =>
  Promise.all([planning.cover?.stop(), planning.cookies?.settle(error)]);
