import { Readable } from 'node:stream';
import { type OptionValues, optionOutput, type SpanRange, spanStage } from '../../options/index.js';
import { containerFor } from '../containers.js';
import { safeFileName, safePartFileName } from '../filename.js';
import type { DownloadHandle, MediaInfo } from '../types.js';
import type { RunningDownload } from './download-plan.js';

/** What the caller gets once a download runs: its file name (with a span's label), type, size and stream. */
export function handleFor(
  req: {
    selector: string;
    ext: string;
    title: string;
    convert?: 'mp3' | undefined;
    span?: SpanRange | undefined;
    options?: OptionValues | undefined;
  },
  info: MediaInfo,
  running: RunningDownload,
): DownloadHandle {
  const video = info.formats.find((f) => f.selector === req.selector && f.kind === 'video');
  // An option's own container (an MP4 re-encoded to a size) whatever ext says.
  const ext = optionOutput(req)?.container ?? (req.convert === 'mp3' ? 'mp3' : req.ext);
  const { span } = req;
  const durationSeconds = span ? spanStage().lengthS(span) : info.durationSeconds;
  return {
    filename: span ? safePartFileName(req.title, spanStage().fileLabel(span), ext) : safeFileName(req.title, ext),
    mimeType: containerFor(ext).mime,
    ext,
    ...(running.size !== undefined ? { size: running.size } : {}),
    acceptsRanges: running.acceptsRanges === true,
    ...(running.range ? { range: running.range } : {}),
    stream: running.stream,
    cancel: running.cancel,
    bytesSoFar: running.bytesSoFar,
    done: running.done,
    ...(durationSeconds !== undefined ? { durationSeconds } : {}),
    ...(video?.width ? { width: video.width } : {}),
    ...(video?.height ? { height: video.height } : {}),
  };
}

/** The answer to HEAD where nothing is fetched: no bytes, nothing running. */
export function headersOnlyDelivery(): RunningDownload {
  return {
    stream: Readable.from([]),
    done: Promise.resolve({ bytes: 0 }),
    bytesSoFar: () => 0,
    cancel: () => {},
  };
}
