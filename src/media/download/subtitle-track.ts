import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sentence } from '../../i18n/index.js';
import { subtitleInput, subtitleTrackOutputs } from '../../options/index.js';
import { orTimeout, withDeadline } from '../deadline.js';
import type { EgressProxy, ProxySession } from '../egress/proxy.js';
import { MediaError, tooLarge } from '../errors.js';
import type { JobRequestObserver } from '../fetch/request-budget.js';
import { safeFileName } from '../filename.js';
import type { Extraction } from '../lookup/kept-extraction.js';
import { buildFfmpegArgs, classifyFfmpegError } from '../tools/ffmpeg.js';
import type { JobQueue } from '../tools/job-queue.js';
import { collect, stopReasonError } from '../tools/process.js';
import type { ToolLauncher } from '../tools/sandbox/confinement.js';
import type { DownloadHandle, DownloadOptions } from '../types.js';
import { deliver } from './delivery.js';
import { headersOnlyDelivery } from './handle.js';
import { takeJobSlot } from './job-slot.js';
import { chooseSubtitles, fetchSubtitles } from './subtitles.js';

/** What the planner shares with a subtitle job. */
export interface SubtitleTrackDeps {
  queue: JobQueue;
  proxy: EgressProxy;
  launcher: (session: ProxySession) => ToolLauncher;
  ffmpegPath: string;
  tmpDir: string;
  jobTimeoutMs: number;
  maxFilesizeBytes: number;
  /** Told of the job's requests and of those its request budget refused (the metrics). */
  jobRequests?: JobRequestObserver | undefined;
}

/** Starts the job for `lang` as `ext`; resolves once the file is made and its first bytes can go. */
export async function startSubtitleTrack(
  request: { lang: string; ext: 'srt' | 'vtt'; title: string },
  extraction: Extraction,
  options: DownloadOptions,
  deps: SubtitleTrackDeps,
): Promise<DownloadHandle> {
  const [source] = chooseSubtitles(extraction, [request.lang]);
  if (!source) throw new MediaError('invalid_request', sentence('error-subs-one-language'));
  const output = subtitleTrackOutputs[request.ext];
  await options.quota?.admit(undefined);
  // HEAD: the headers need no fetch and no process (and give no size).
  if (options.headersOnly) return handle(request, extraction, headersOnlyDelivery());
  // The wait for a slot counts towards the job's deadline, as a download's does; one track's playlist,
  // segments and redirects within the job's request budget (fetch/request-budget.ts).
  const slot = await takeJobSlot(deps, { subtitleTracks: 1, mediaLengthS: extraction.info.durationSeconds }, options);
  const { deadline, session, jobDir, requests, connect } = slot;
  const cleanup = () => void slot.end();
  try {
    const signal = withDeadline(options.signal, deadline);
    const [track] = await fetchSubtitles([source], { connect, jobDir, signal, requests });
    if (!track) throw new MediaError('internal', sentence('error-subtitle-track-not-fetched'));
    const target = path.join(jobDir, `output.${request.ext}`);
    const result = await collect(
      deps.ffmpegPath,
      buildFfmpegArgs({
        inputs: [subtitleInput(track)],
        maps: ['0:s:0'],
        codec: [],
        subtitleArgs: ['-c:s', output.codec],
        muxer: ['-f', output.muxer],
        output: target,
        maxBytes: deps.maxFilesizeBytes + 1,
      }),
      {
        launcher: deps.launcher(session),
        paths: { writable: [jobDir] },
        timeoutMs: deadline.remainingMs(),
        signal: options.signal,
        maxStdoutBytes: 1024,
      },
    );
    const stopped = stopReasonError(result, 'subtitles');
    if (stopped) throw stopped;
    if (result.code !== 0) throw classifyFfmpegError(result.stderr, session.refusals.length > 0);
    const size = (await stat(target)).size;
    if (size > deps.maxFilesizeBytes) throw tooLarge(deps.maxFilesizeBytes);
    if (size === 0) throw new MediaError('no_media', sentence('error-subtitle-track-empty'));
    await options.quota?.extend(size, 0);
    const running = await deliver(
      { maxBytes: deps.maxFilesizeBytes, converting: true, onProgress: options.onProgress, signal: options.signal },
      createReadStream(target),
      size,
      async () => undefined,
      () => {},
    );
    running.done.then(cleanup, cleanup);
    return handle(request, extraction, { ...running, size });
  } catch (error) {
    cleanup();
    throw orTimeout(error, deadline);
  }
}

function handle(
  request: { lang: string; ext: 'srt' | 'vtt'; title: string },
  extraction: Extraction,
  running: Pick<DownloadHandle, 'stream' | 'done' | 'bytesSoFar' | 'cancel'> & { size?: number | undefined },
): DownloadHandle {
  return {
    // "Title.en.srt": the language is ours (a checked code), the title is made safe.
    filename: safeFileName(request.title, `${request.lang}.${request.ext}`),
    mimeType: subtitleTrackOutputs[request.ext].mime,
    ext: request.ext,
    ...(running.size !== undefined ? { size: running.size } : {}),
    acceptsRanges: false,
    stream: running.stream,
    cancel: running.cancel,
    bytesSoFar: running.bytesSoFar,
    done: running.done,
    ...(extraction.info.durationSeconds !== undefined ? { durationSeconds: extraction.info.durationSeconds } : {}),
  };
}
