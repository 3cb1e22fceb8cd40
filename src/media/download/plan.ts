/**
 * The download stage's planning: from a request and the link's lookup to a
 * running download, in named steps. It refuses what cannot be made before a
 * job slot is taken, then, holding the slot (job-slot.ts), chooses the formats
 * and the output, plans the run, tags it, weighs its size against the user's
 * budget and starts it (start.ts), all released when it ends.
 */
import path from 'node:path';
import { coverAndTags, DEFAULT_MP3_KBPS, optionOutput, spanStage } from '../../options/index.js';
import { type Deadline, orTimeout, withDeadline } from '../deadline.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import type { OriginConnector } from '../fetch/origin-fetch.js';
import type { JobRequestObserver } from '../fetch/request-budget.js';
import { displayTitle } from '../filename.js';
import { type Extraction, openDocument } from '../lookup/kept-extraction.js';
import type { LinkReader } from '../lookup/link-reader.js';
import { isLiveStream } from '../lookup/media-info.js';
import type { YtdlpInfo } from '../schemas.js';
import type { SiteCookies } from '../site-cookies.js';
import { writeJobFile } from '../tools/job-dir.js';
import type { JobQueue } from '../tools/job-queue.js';
import { probeMedia } from '../tools/probe.js';
import type { YtdlpContext } from '../tools/ytdlp.js';
import type { DownloadHandle, DownloadOptions, DownloadRequest } from '../types.js';
import { chooseFormats } from './choose-formats.js';
import { type PendingCover, startCoverArt } from './cover-art.js';
import type { DownloadPlan, RunningDownload } from './download-plan.js';
import { type ParsedDownloadRequest, parseDownloadRequest, refuseWhatCannotBeMade } from './download-request.js';
import { outputDurationCap, outputLengthS } from './duration-cap.js';
import type { FitSourceContext } from './fit-source.js';
import { handleFor } from './handle.js';
import { jobCookies } from './job-cookies.js';
import { type JobSlot, takeJobSlot } from './job-slot.js';
import { fitOutput, makesMp3 } from './output-choice.js';
import { admitAndStart, type ChosenOutput, type JobTools, type Planning, settle, tagOutput } from './plan-steps.js';
import { plannedBytes } from './size.js';
import { startSubtitleTrack } from './subtitle-track.js';

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
    const req = parseDownloadRequest(request);
    const extraction = await this.deps.reader.read(req.url, options.signal, options.lookups);
    // One subtitle track alone reads no document; any other kind needs one (a playlist has none: no_media).
    const document = req.kind === 'subtitles' ? undefined : await openDocument(extraction);
    refuseWhatCannotBeMade(req, extraction, document?.raw);
    if (!document) return this.startSubtitleTrack(req, extraction, options);
    const { raw, json } = document;
    const spanS = req.clip && spanStage().lengthS(req.clip);
    // The length as read now (a bot's card may be an hour old), or the span's: checked before a slot is taken.
    const maxDurationS = outputDurationCap(raw.duration ?? undefined, spanS, options.durationLimit);
    const slot = await this.takeSlot(req, raw, options);
    const planning: Planning = { req, extraction, raw, options, slot, maxDurationS, spanS };
    let started: { running: RunningDownload; asked: ParsedDownloadRequest };
    try {
      started = await this.planAndStart(planning, json);
    } catch (error) {
      // Its ffmpeg ends, and the cookie set's file is read back, before the slot is given back and the folder goes.
      await settle(planning, error);
      await slot.end();
      throw orTimeout(error, slot.deadline);
    }
    // A cover still being made (an MP3 that failed early) ends, and the set's file is read back, before all goes.
    const settled = (error?: unknown) => void settle(planning, error).then(() => void slot.end());
    started.running.done.then(() => settled(), settled);
    return handleFor({ ...started.asked, span: req.clip }, extraction.info, started.running);
  }

  /** Takes the job's slot, its requests budgeted by the tracks asked and the media's length. */
  private takeSlot(req: ParsedDownloadRequest, raw: YtdlpInfo, options: DownloadOptions): Promise<JobSlot> {
    const { queue, proxy, jobRequests } = this.deps;
    const { tmpDir, jobTimeoutMs } = this.options;
    const budget = { subtitleTracks: req.subtitles?.length, mediaLengthS: raw.duration ?? undefined };
    return takeJobSlot({ queue, proxy, tmpDir, jobTimeoutMs, jobRequests }, budget, options);
  }

  /** The steps that hold the slot, in order: tools, output, plan, tags, then the budget's admission and the start. */
  private async planAndStart(planning: Planning, json: string) {
    const tools = await this.prepareTools(planning, json);
    const chosen = await this.chooseOutput(planning, tools);
    const plan = this.planRun(planning, tools, chosen);
    await tagOutput(planning, plan, chosen);
    const running = await admitAndStart(planning, plan, chosen);
    return { running, asked: chosen.asked };
  }

  /** The job's copy of the document, its cookies and yt-dlp; tagged audio's cover starts while formats are chosen. */
  private async prepareTools(planning: Planning, json: string): Promise<JobTools> {
    const { req, extraction, options, slot } = planning;
    const infoJsonPath = path.join(slot.jobDir, 'info.json');
    await writeJobFile(slot.jobDir, infoJsonPath, json);
    planning.cookies = await jobCookies(this.deps.cookies, extraction, new URL(req.url), slot.jobDir);
    const own = this.deps.ytdlpContext(slot.session);
    const ytdlp = planning.cookies?.ytdlp(own) ?? own;
    // HEAD makes no file: no cover.
    if (coverAndTags.applies(req) && !options.headersOnly) planning.cover = this.startCover(planning);
    return { ytdlp, infoJsonPath, proxyRefused: () => slot.session.refusals.length > 0 };
  }

  /** The cover of tagged audio, fetched through the egress rules (cover-art.ts). */
  private startCover({ extraction, options, slot }: Planning): PendingCover {
    const { ffmpegPath: ffmpegBinary, logger } = this.options;
    const launcherFor = (own: ProxySession) => this.deps.ytdlpContext(own).launcher;
    const { thumbnail: url, uploader } = extraction.info;
    const { jobDir, deadline, requests } = slot;
    return startCoverArt(
      { ffmpegBinary, proxy: this.deps.proxy, launcherFor, logger },
      { url, uploader, jobDir, deadline, signal: options.signal, requests },
    );
  }

  /** The formats (yt-dlp's choice), a fit's budget, the container (an option's own, MP3, or as asked) and size. */
  private async chooseOutput(planning: Planning, tools: JobTools): Promise<ChosenOutput> {
    const { req, raw, options, slot, spanS } = planning;
    const { deadline } = slot;
    const picked = await chooseFormats(raw, req.selector, {
      ...{ ytdlp: tools.ytdlp, infoJsonPath: tools.infoJsonPath, proxyRefused: tools.proxyRefused },
      ...{ signal: options.signal, deadline },
      infoTimeoutMs: this.options.infoTimeoutMs,
      infoMaxJsonBytes: this.options.infoMaxJsonBytes,
    });
    const duration = raw.duration ?? undefined;
    const signal = withDeadline(options.signal, deadline);
    const fitSource = this.fitSourceContext(
      slot.requests.connector('file', slot.connect),
      tools.ytdlp,
      signal,
      deadline,
    );
    const { formats, ...fitted } = await fitOutput(req, picked, duration, fitSource);
    const convertToMp3 = makesMp3(req, formats);
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
    const asked: ParsedDownloadRequest = convertToMp3 ? { ...req, convert: 'mp3' } : req;
    return { formats, fitted, asked, convertToMp3, ext, kbps, expectedBytes, output };
  }

  /** The run start.ts makes of it: the formats, the output, the limits, the job's folder and connections. */
  private planRun(planning: Planning, tools: JobTools, chosen: ChosenOutput): DownloadPlan {
    const { req, raw, extraction, options, slot, maxDurationS } = planning;
    const { formats, ext, kbps, output } = chosen;
    const mp3 = { kbps, title: displayTitle(req.title), artist: extraction.info.uploader };
    return {
      ...{ formats, ext, jobDir: slot.jobDir, infoJsonPath: tools.infoJsonPath, ytdlp: tools.ytdlp },
      ...(chosen.convertToMp3 ? { mp3 } : {}),
      ffmpegBinary: this.options.ffmpegPath,
      proxyRefused: tools.proxyRefused,
      maxBytes: this.options.maxFilesizeBytes,
      timeoutMs: this.options.jobTimeoutMs,
      ...{ deadline: slot.deadline, expectedBytes: chosen.expectedBytes, quota: options.quota, maxDurationS },
      span: req.clip,
      options: req.options,
      durationS: outputLengthS(raw.duration ?? undefined, maxDurationS),
      live: isLiveStream(raw),
      ...{ onProgress: options.onProgress, signal: options.signal, connect: slot.connect, requests: slot.requests },
      reserveTempDisk: slot.reserveTempDisk,
      onFragment: this.deps.onFragment,
      headersOnly: options.headersOnly,
      // Fetched once the budget admitted the download (admitAndStart); set now so nothing passes through.
      ...(req.subtitles ? { subtitles: [] } : {}),
      ...chosen.fitted,
      ...(output ? { output } : {}),
    };
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
