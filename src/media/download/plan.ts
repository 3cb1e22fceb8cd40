/**
 * The download stage's planning: from a request and the link's lookup to a
 * running download. It checks what can be checked before a job slot is taken
 * (the request, a span of the media, the length), then, holding the slot (its wait
 * already within the job's deadline), chooses the formats, weighs their size against the server's limit and the user's
 * budget, and starts the download (start.ts) under the job's deadline, with
 * its own egress session and temp folder, all released when it ends.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import {
  coverAndTags,
  DEFAULT_MP3_KBPS,
  type FieldProblem,
  fieldsRequestOf,
  optionFieldProblem,
  optionMediaProblem,
  optionOutput,
  optionProblem,
} from '../../options/index.js';
import { type Deadline, orTimeout, startDeadline, withDeadline } from '../deadline.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import { MediaError } from '../errors.js';
import { type OriginConnector, resolveRange } from '../fetch/origin-fetch.js';
import { type JobRequestObserver, RequestBudget } from '../fetch/request-budget.js';
import { displayTitle } from '../filename.js';
import { type Extraction, openDocument } from '../lookup/kept-extraction.js';
import type { LinkReader } from '../lookup/link-reader.js';
import { isLiveStream } from '../lookup/media-info.js';
import type { SiteCookies } from '../site-cookies.js';
import { removeJobDir, writeJobFile } from '../tools/job-dir.js';
import type { JobQueue } from '../tools/job-queue.js';
import { probeMedia } from '../tools/probe.js';
import { reserveTempDisk } from '../tools/temp-disk.js';
import type { YtdlpContext } from '../tools/ytdlp.js';
import type { DownloadHandle, DownloadOptions, DownloadRequest } from '../types.js';
import { chooseFormats } from './choose-formats.js';
import { type PendingCover, startCoverArt } from './cover-art.js';
import { type DownloadPlan, passesThroughNatively, type RunningDownload } from './download-plan.js';
import { checkedSpan, downloadRequestSchema, type ParsedDownloadRequest } from './download-request.js';
import { outputDurationCap, outputLengthS } from './duration-cap.js';
import { assertFittable } from './fit-plan.js';
import type { FitSourceContext } from './fit-source.js';
import { handleFor, headersOnlyDelivery } from './handle.js';
import { type JobCookies, jobCookies } from './job-cookies.js';
import { fitOutput, makesMp3 } from './output-choice.js';
import { plannedBytes } from './size.js';
import { startDownload } from './start.js';
import { startSubtitleTrack } from './subtitle-track.js';
import { fetchSubtitlesOf } from './subtitles.js';
import { mediaTags } from './tags.js';

/** The settings of MediaServiceOptions that planning a download uses. */
export interface DownloadPlannerOptions {
  ffmpegPath: string;
  tmpDir: string;
  maxFilesizeBytes: number;
  jobTimeoutMs: number;
  infoTimeoutMs: number;
  infoMaxJsonBytes?: number | undefined;
  /** Where a download that goes without its cover says why (cover-art.ts). */
  logger?: { info(obj: object, msg?: string): void } | undefined;
}

/** What the service shares with the download stage. */
export interface DownloadPlannerDeps {
  queue: JobQueue;
  proxy: EgressProxy;
  /** yt-dlp as the service runs it, its traffic through `session`. */
  ytdlpContext: (session: ProxySession) => YtdlpContext;
  /** The lookup stage: a download starts from the link's extraction, cached or read now. */
  reader: LinkReader;
  /** Told of each DASH/HLS fragment the server fetched itself (the metrics). */
  onFragment?: (() => void) | undefined;
  /** Told of each request a job makes itself, and of those its request budget refuses (the metrics). */
  jobRequests?: JobRequestObserver | undefined;
  /** The owner's cookie sets: the job's yt-dlp runs get the set the link was read with (job-cookies.ts). */
  cookies?: SiteCookies | undefined;
}

/** Plans and starts downloads for MediaService.download. */
export class DownloadPlanner {
  constructor(
    private readonly options: DownloadPlannerOptions,
    private readonly deps: DownloadPlannerDeps,
  ) {}

  /**
   * Starts a download and resolves once its first bytes exist. The caller must
   * consume or cancel the returned stream.
   */
  async start(request: DownloadRequest, options: DownloadOptions = {}): Promise<DownloadHandle> {
    const parsed = downloadRequestSchema.safeParse(request);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new MediaError('invalid_request', sentence('error-request-fields', { detail }));
    }
    const req = parsed.data;
    refuse(optionFieldProblem(fieldsRequestOf(req)));
    const { queue, proxy } = this.deps;
    const extraction = await this.deps.reader.read(req.url, options.signal, options.lookups);
    // What the media does not have (a subtitle language) is refused here, before a slot is taken: nothing starts.
    refuse(optionMediaProblem(fieldsRequestOf(req), extraction));
    if (req.kind === 'subtitles') return this.startSubtitleTrack(req, extraction, options);
    const { raw, json } = await openDocument(extraction);
    const { info } = extraction;
    const { span, spanS } = checkedSpan(req.clip, info, raw);
    // An option the output cannot take (loudness on a video) is refused before a slot is taken.
    const optionKey = optionProblem(req.options, req);
    if (optionKey) throw new MediaError('invalid_request', sentence(optionKey));
    // A fit that cannot be made (too long for the size, no length) is refused before a slot is taken.
    assertFittable(req, raw.duration ?? undefined);
    // The length as read now (a bot's card may be an hour old), or the span's: checked before a slot is taken.
    const maxDurationS = outputDurationCap(raw.duration ?? undefined, spanS, options.durationLimit);
    // JOB_TIMEOUT_S from here, over every phase: the wait for a slot, selector, origin's head, playlist,
    // sniffing, body. A job that waited long for its slot has that much less left.
    const deadline = startDeadline(this.options.jobTimeoutMs);
    let release: () => void;
    try {
      release = await queue.acquire(withDeadline(options.signal, deadline), options.onQueued);
    } catch (error) {
      deadline.clear();
      throw orTimeout(error, deadline);
    }
    const session = proxy.createSession();
    const jobDir = path.join(this.options.tmpDir, `job-${randomUUID()}`);
    // Every request the job makes itself counts against one budget (fetch/request-budget.ts).
    const requests = new RequestBudget(
      { subtitleTracks: req.subtitles?.length, mediaLengthS: raw.duration ?? undefined },
      this.deps.jobRequests,
    );
    const connect = (url: URL) => proxy.open(session, url);
    // Temp disk held for the job's files until its folder goes (tools/temp-disk.ts).
    const diskHeld: (() => void)[] = [];
    const releaseDisk = () => {
      for (const release of diskHeld.splice(0)) release();
    };
    let running: RunningDownload | undefined;
    let cover: PendingCover | undefined;
    let cookies: JobCookies | undefined;
    // What was asked, with ext=mp3 on other audio read as convert=mp3 (output-choice.ts).
    let asked = req;
    try {
      const infoJsonPath = path.join(jobDir, 'info.json');
      await writeJobFile(jobDir, infoJsonPath, json);
      cookies = await jobCookies(this.deps.cookies, extraction, new URL(req.url), jobDir);
      const ytdlp = cookies?.ytdlp(this.deps.ytdlpContext(session)) ?? this.deps.ytdlpContext(session);
      // Tagged audio's cover is made while the formats are chosen (HEAD makes no file: no cover).
      if (coverAndTags.applies(req) && !options.headersOnly) {
        cover = startCoverArt(
          {
            ffmpegBinary: this.options.ffmpegPath,
            proxy,
            launcherFor: (own) => this.deps.ytdlpContext(own).launcher,
            logger: this.options.logger,
          },
          { url: info.thumbnail, uploader: info.uploader, jobDir, deadline, signal: options.signal, requests },
        );
      }
      const proxyRefused = () => session.refusals.length > 0;

      const chosen = await chooseFormats(raw, req.selector, {
        ...{ ytdlp, infoJsonPath, proxyRefused, signal: options.signal, deadline },
        infoTimeoutMs: this.options.infoTimeoutMs,
        infoMaxJsonBytes: this.options.infoMaxJsonBytes,
      });
      const duration = raw.duration ?? undefined;
      const signal = withDeadline(options.signal, deadline);
      const fitSource = this.fitSourceContext(requests.connector('file', connect), ytdlp, signal, deadline);
      const { formats, ...fitted } = await fitOutput(req, chosen, duration, fitSource);
      const convertToMp3 = makesMp3(req, formats);
      if (convertToMp3) asked = { ...req, convert: 'mp3' };
      // An option's own container (a fit's MP4, H.264 + AAC) whatever ext was asked.
      const output = optionOutput(req);
      const ext = output?.container ?? (convertToMp3 ? 'mp3' : req.ext);
      const kbps = req.quality ?? DEFAULT_MP3_KBPS;
      const expectedBytes = plannedBytes(formats, duration, {
        mp3Kbps: convertToMp3 ? kbps : undefined,
        spanS,
        fitTargetBytes: (fitted.fit ?? fitted.keptForFit)?.budget.targetBytes,
        maxFilesizeBytes: this.options.maxFilesizeBytes,
      });
      const plan: DownloadPlan = {
        formats,
        ext,
        ...(convertToMp3 ? { mp3: { kbps, title: displayTitle(req.title), artist: info.uploader } } : {}),
        jobDir,
        infoJsonPath,
        ytdlp,
        ffmpegBinary: this.options.ffmpegPath,
        proxyRefused,
        maxBytes: this.options.maxFilesizeBytes,
        timeoutMs: this.options.jobTimeoutMs,
        deadline,
        expectedBytes,
        quota: options.quota,
        maxDurationS,
        span,
        options: req.options,
        durationS: outputLengthS(duration, maxDurationS),
        live: isLiveStream(raw),
        onProgress: options.onProgress,
        signal: options.signal,
        connect,
        requests,
        reserveTempDisk: async (bytes) => void diskHeld.push(await reserveTempDisk(this.options.tmpDir, bytes)),
        onFragment: this.deps.onFragment,
        headersOnly: options.headersOnly,
        // Fetched once the budget admitted the download (below); set now so nothing passes through.
        ...(req.subtitles ? { subtitles: [] } : {}),
        ...fitted,
        ...(output ? { output } : {}),
      };
      // Tagged even for HEAD (no cover then), which so answers as GET would: not passed through.
      if (coverAndTags.applies(asked, formats)) {
        const tags = mediaTags(req.title, raw, info);
        // An MP3's cover is wanted only with its first byte (src/options/cover-tags); an M4A's is an input of ffmpeg.
        plan.tagging = ext === 'mp3' ? { tags, pendingCover: cover?.result } : { tags, cover: await cover?.result };
      } else await cover?.stop();
      const native = passesThroughNatively(plan);
      // Ranges only where the server fetches the file itself; elsewhere they are ignored.
      if (native) plan.range = options.range;
      // The user's byte budget, before any process starts: a size known, even roughly, that does not fit is
      // refused. A range counts only its own bytes.
      const exactSize = formats.length === 1 ? (formats[0]?.filesize ?? undefined) : undefined;
      const rangeSpan = plan.range && exactSize !== undefined ? resolveRange(plan.range, exactSize) : undefined;
      await options.quota?.admit(rangeSpan ? rangeSpan.end - rangeSpan.start + 1 : expectedBytes || undefined);

      if (req.subtitles && !options.headersOnly) {
        plan.subtitles = await fetchSubtitlesOf(extraction, req.subtitles, { connect, jobDir, signal, requests });
      }
      // HEAD of what the server does not fetch itself: the headers need no process (and give no size).
      running = options.headersOnly && !native ? headersOnlyDelivery() : await startDownload(plan);
    } catch (error) {
      // Its ffmpeg ends, and the cookie set's file is read back, before the slot is given back and the folder goes.
      await Promise.all([cover?.stop(), cookies?.settle(error)]);
      deadline.clear();
      release();
      session.end();
      await removeJobDir(jobDir);
      releaseDisk();
      throw orTimeout(error, deadline);
    }

    const cleanup = () => {
      deadline.clear();
      release();
      session.end();
      void removeJobDir(jobDir).then(releaseDisk);
    };
    // A cover still being made (an MP3 that failed early) ends, and the set's file is read back, before all goes.
    const settled = (error?: unknown) => void Promise.all([cover?.stop(), cookies?.settle(error)]).then(cleanup);
    running.done.then(() => settled(), settled);
    return handleFor({ ...asked, span }, info, running);
  }

  /** What a fit's check of its source uses: the job's own fetch, and ffmpeg's reading of a plain file's codecs. */
  private fitSourceContext(
    connect: OriginConnector,
    ytdlp: YtdlpContext,
    signal: AbortSignal,
    deadline: Deadline,
  ): FitSourceContext {
    const probeCodecs: FitSourceContext['probeCodecs'] = (format) =>
      probeMedia(this.options.ffmpegPath, format.url as string, format.http_headers, ytdlp.launcher, {
        signal,
        timeoutMs: Math.min(15_000, deadline.remainingMs()),
      });
    return { connect, probeCodecs, signal };
  }

  /** kind=subtitles: one track alone, a job of its own (subtitle-track.ts). */
  private startSubtitleTrack(req: ParsedDownloadRequest, extraction: Extraction, options: DownloadOptions) {
    const { queue, proxy, ytdlpContext } = this.deps;
    const { ffmpegPath, tmpDir, jobTimeoutMs, maxFilesizeBytes } = this.options;
    const request = { lang: req.subtitles?.[0] as string, ext: req.ext as 'srt' | 'vtt', title: req.title };
    return startSubtitleTrack(request, extraction, options, {
      queue,
      proxy,
      launcher: (session) => ytdlpContext(session).launcher,
      ffmpegPath,
      tmpDir,
      jobTimeoutMs,
      maxFilesizeBytes,
      jobRequests: this.deps.jobRequests,
    });
  }
}

/** An option's refusal of the request (src/options), as the 400 it is. */
function refuse(problem: FieldProblem | undefined): void {
  if (problem) throw new MediaError('invalid_request', sentence(problem.key, problem.args));
}
